//! urigram: URI syntax as executable RFC grammars.
