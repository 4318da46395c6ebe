//! `urigram`: parse, check and explain URIs under RFC 3986, RFC 2396 and RFC 1808, with diagnostics that people,
//! editors and CI read.
//!
//! Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage or I/O error (or a part that this
//! build does not have).

mod commands;
mod diagram;
mod extract;
mod format;
mod source;
mod syntax;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::format::Format;
use crate::syntax::RfcArg;

/// URI syntax as executable RFC grammars: where and why a URI is wrong, for people, editors and CI.
#[derive(Debug, Parser)]
#[command(name = "urigram", version, term_width = 100)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Parse URIs: a component diagram and the syntax tree with spans, or where and why the URI is wrong.
    ///
    /// With no URI, each line of standard input is one; with no URI and nothing on standard input (a terminal or
    /// an empty stream), the example of RFC 3986 §3.
    Parse {
        #[command(flatten)]
        grammar: GrammarArgs,
        #[command(flatten)]
        output: OutputArgs,
        /// The URIs to parse.
        #[arg(value_name = "URI")]
        uris: Vec<OsString>,
    },
    /// Lint files: each non-empty line that does not start with `#` is a URI reference.
    Check {
        #[command(flatten)]
        grammar: GrammarArgs,
        #[command(flatten)]
        output: OutputArgs,
        /// Find the URIs in free text instead, delimited as RFC 3986 Appendix C describes: angle brackets (inside
        /// which whitespace is ignored), double quotes, or whitespace. Only text that starts with a scheme and
        /// ":" is taken for a URI, since nearly any word is a relative reference.
        #[arg(long)]
        extract: bool,
        /// The files to check (`-` for standard input).
        #[arg(value_name = "FILE", required = true)]
        files: Vec<PathBuf>,
    },
    /// Resolve references against a base URI (RFC 3986 §5): the target URI of each, one per line.
    Resolve {
        /// The grammar to resolve with.
        #[arg(long, value_enum, default_value = "3986")]
        rfc: RfcArg,
        #[command(flatten)]
        output: OutputArgs,
        /// The base URI.
        #[arg(value_name = "BASE")]
        base: OsString,
        /// The references to resolve.
        #[arg(value_name = "REF", required = true)]
        references: Vec<OsString>,
    },
    /// Normalize URIs: syntax-based normalization (RFC 3986 §6.2.2).
    Normalize {
        /// Also apply scheme-based normalization (RFC 3986 §6.2.3).
        #[arg(long)]
        scheme_based: bool,
        #[command(flatten)]
        output: OutputArgs,
        /// The URIs to normalize.
        #[arg(value_name = "URI", required = true)]
        uris: Vec<OsString>,
    },
    /// Say whether two URIs are equivalent after normalization (RFC 3986 §6); exit 0 when they are, 1 when not.
    Equivalent {
        /// The first URI.
        a: OsString,
        /// The second URI.
        b: OsString,
    },
    /// The verdict under each of RFC 3986, RFC 2396 and RFC 1808 side by side, and, for each RFC that rejects the
    /// URI, where and why.
    Explain {
        #[command(flatten)]
        output: OutputArgs,
        /// The URI to explain.
        uri: OsString,
    },
}

/// Which grammar and rule to parse with.
#[derive(Debug, Args)]
struct GrammarArgs {
    /// The RFC whose grammar to use.
    #[arg(long, value_enum, default_value = "3986")]
    rfc: RfcArg,
    /// The rule to parse each input as, named as the RFC names it (`URI`, `absolute-URI`, `IPv6address`, ...);
    /// by default the RFC's URI reference.
    #[arg(long, value_name = "NAME")]
    rule: Option<String>,
}

/// How to write the results.
#[derive(Debug, Args)]
struct OutputArgs {
    /// The output format: `human` (rendered like rustc, coloured only on a terminal and never with NO_COLOR),
    /// `short` (`file:line:col: error: message`, byte columns), `json` (JSON Lines), `sarif` (SARIF 2.1.0) or
    /// `github` (workflow commands).
    #[arg(long, value_enum, default_value = "human")]
    format: Format,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let status = match cli.command {
        Command::Parse { grammar, output, uris } => {
            commands::parse(grammar.rfc, grammar.rule.as_deref(), output.format, &uris)
        }
        Command::Check { grammar, output, extract, files } => {
            commands::check(grammar.rfc, grammar.rule.as_deref(), output.format, extract, &files)
        }
        Command::Explain { output, uri } => commands::explain(output.format, &uri),
        Command::Resolve { rfc, output, base, references } => commands::resolve(rfc, output.format, &base, &references),
        Command::Normalize { scheme_based, output, uris } => commands::normalize(scheme_based, output.format, &uris),
        Command::Equivalent { a, b } => commands::equivalent(&a, &b),
    };
    match status {
        Ok(status) => status.code(),
        Err(error) => {
            eprintln!("urigram: {error}");
            ExitCode::from(2)
        }
    }
}
