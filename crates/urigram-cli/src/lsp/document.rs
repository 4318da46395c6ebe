//! The URIs of a document, as the server sees them: the command's document-aware extraction (Markdown, HTML and
//! plain text, as `check --extract` reads them), the one place the server calls it.

pub use crate::extract::{Candidate, DocumentKind, ExtractOptions, candidates};
