//! `urigram`: parse, check and explain URIs under RFC 3986, RFC 2396 and RFC 1808, IRIs under RFC 3987 and
//! `file:` URIs under RFC 8089,
//! resolve references by each RFC's algorithm, and normalize and compare URIs by RFC 3986 §6, with diagnostics
//! that people, editors and CI read.
//!
//! Exit status: 0 when every input is valid (every reference resolves, every URI normalizes, the two URIs are
//! equivalent), 1 when any is not, 2 on a usage or I/O error.

mod commands;
mod config;
mod diagram;
mod extract;
mod format;
mod lsp;
mod source;
mod stream;
mod syntax;
mod whatwg;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use urigram::normalize::Normalization;

use crate::extract::DocumentKind;
use crate::format::{ColumnKind, Columns, Format};
use crate::syntax::{Amendments, GrammarArg, Resolution, RfcArg};

/// URI syntax as executable RFC grammars: where and why a URI is wrong, for people, editors and CI.
#[derive(Debug, Parser)]
#[command(name = "urigram", version, term_width = 100)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// `check --differential`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum DifferentialArg {
    /// A warning where the two readings name different hosts.
    Warn,
    /// An error there.
    Deny,
    /// No comparison.
    Off,
}

/// `check --deny`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum DenyArg {
    /// `urigram/host-differential`: RFC 3986 and a browser read different hosts (with `--extract`).
    Differential,
    /// With `--grammar whatwg`: every validation error, not only the one the parser fails on.
    Validation,
}

/// `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum ColorArg {
    /// On a terminal, unless NO_COLOR is set; also when CLICOLOR_FORCE is.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Parse URIs: a component diagram and the syntax tree with spans, or where and why the URI is wrong.
    ///
    /// With no URI, each line of standard input is one; with no URI and nothing on standard input (a terminal or
    /// an empty stream), the example of RFC 3986 §3.
    ///
    /// With `--grammar whatwg`, the WHATWG URL Standard's URL parser (the one browsers use) reads each input,
    /// against `--base` when one is given: the URL as the URL API's getters return it (`href`, `origin`,
    /// `protocol`, ...), and each of the standard's validation errors by its name, with the bytes that caused
    /// it. An input is valid when it is a valid URL string: the parser reports no validation error.
    Parse {
        #[command(flatten)]
        grammar: GrammarArgs,
        /// With `--grammar whatwg` only: the base URL each input is parsed against, as a browser parses a link
        /// against its page's address.
        #[arg(long, value_name = "URL")]
        base: Option<String>,
        #[command(flatten)]
        output: OutputArgs,
        /// The URIs to parse.
        #[arg(value_name = "URI")]
        uris: Vec<OsString>,
    },
    /// Lint files: each line is a URI reference, judged as written (empty lines and `#` comments are skipped).
    ///
    /// A blank around a line is part of it, and an error there.
    ///
    /// In JSON, one object per line: where it was read (`file`, `line`), the verdict (`valid`) and the error
    /// (`null` when valid), without the components, which `parse --format json` writes; an empty line or a
    /// comment has `skipped` in place of the verdict.
    ///
    /// With `--grammar whatwg`, the WHATWG URL Standard's parser (a browser's) reads each input, against `--base`
    /// when one is given, and each validation error is a diagnostic by the standard's name at the bytes that
    /// caused it: an error where the parser returns failure, else a warning (an error too with `--deny
    /// validation`). In JSON, each object is `parse --grammar whatwg`'s without `url`, after `file` and `line`.
    Check {
        #[command(flatten)]
        grammar: GrammarArgs,
        /// With `--grammar whatwg` only: the base URL each input is parsed against, as a browser parses a link
        /// against its page's address.
        #[arg(long, value_name = "URL")]
        base: Option<String>,
        #[command(flatten)]
        output: OutputArgs,
        #[command(flatten)]
        columns: ColumnArgs,
        /// Write nothing: the exit status alone says whether every URI is valid (0), any is not (1), or a file
        /// could not be read (2).
        #[arg(long, short = 'q')]
        quiet: bool,
        /// Find the URIs in each file's text instead, as its kind is written: Markdown (`.md`, `.markdown`):
        /// link and image destinations, link reference definitions, autolinks, raw HTML and bare URIs in text,
        /// not code; HTML (`.html`, `.htm`): the attributes that hold URIs (`href`, `src`, `srcset`, ...), entity
        /// references decoded, and bare URIs in the text; text (anything else): as RFC 3986 Appendix C delimits
        /// URIs (angle brackets, inside which a URI may be broken across lines; double quotes; whitespace),
        /// taking only text that starts with `scheme ":"` and is not plainly something else (`a::b`, `Key: value`,
        /// `C:\Users`, `localhost:3000`). Findings are positioned in the file, as the author wrote them. Lines holding `urigram-ignore-next-line`, or `urigram-ignore-start` ... `urigram-ignore-end`,
        /// hide URIs.
        #[arg(long)]
        extract: bool,
        /// With `--extract`: the kind of every file, instead of the one its extension (or `urigram.toml`'s
        /// `[kinds]`) gives; standard input is text unless this says otherwise.
        #[arg(long, value_enum, value_name = "KIND", requires = "extract")]
        kind: Option<DocumentKind>,
        /// With `--extract`: check the URIs in Markdown code spans and code blocks too.
        #[arg(long, requires = "extract")]
        code: bool,
        /// With `--extract`: also read each URI as a browser does (the WHATWG URL Standard's parser), and where it
        /// names another host than RFC 3986 reads (`https://evil.com\@good.com/`, `http://0x7f.1/`), say so:
        /// `warn` (the default with `--extract`: a `urigram/host-differential` warning, which leaves the exit
        /// status alone), `deny` (an error, as `--deny differential`), or `off`.
        #[arg(long, value_enum, value_name = "WHAT", requires = "extract")]
        differential: Option<DifferentialArg>,
        /// Make a kind of warning an error, for CI gates: `differential` (see `--differential`), or with
        /// `--grammar whatwg`, `validation` (every validation error of the standard, not only the failures).
        #[arg(long, value_enum, value_name = "WARNING")]
        deny: Vec<DenyArg>,
        /// Do not read the project configuration (`urigram.toml` in the file's folder or one above it: the RFC,
        /// amendments, file kinds and ignored URIs; see the README).
        #[arg(long)]
        no_config: bool,
        #[command(flatten)]
        lines: LineArgs,
        /// The files to check (`-`, or none, for standard input). A folder is walked as ripgrep walks it
        /// (`.gitignore`, `.ignore` and hidden files respected) for the files of a known kind: without
        /// `--extract`, text files (`.txt`, or `urigram.toml`'s `[kinds] text`); with it, Markdown, HTML and text.
        #[arg(value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Resolve references against a base URI by the RFC's own algorithm (RFC 3986 §5.2, RFC 2396 §5.2, RFC 1808
    /// §4): the target URI of each, one per line.
    ///
    /// RFC 8089 defines no resolution of its own (its `file:` URIs resolve by RFC 3986 §5), so `--rfc 8089` is a
    /// usage error here. The base must be absolute (RFC 3986: an absolute-URI, with a scheme and no fragment). In the human and short
    /// formats each reference gives one line, its target or its diagnostic; JSON gives one object per reference;
    /// SARIF and GitHub give the diagnostics only. Exit 0 when every reference resolves, 1 when any does not.
    ///
    /// With `--grammar whatwg`, the WHATWG URL Standard's parser reads each reference against the base, as a
    /// browser resolves a link: the target is the URL's `href`, and its validation errors are reported as
    /// `parse --grammar whatwg` reports them.
    Resolve {
        /// The grammar whose algorithm to resolve with: an RFC's, or the WHATWG URL Standard's parser (`whatwg`).
        #[arg(long = "grammar", visible_alias = "rfc", value_enum, value_name = "GRAMMAR", default_value = "3986")]
        grammar: GrammarArg,
        #[command(flatten)]
        amendments: AmendmentArgs,
        /// Ignore a reference's scheme when it is the base's: RFC 3986 §5.2.2's non-strict parser ("for backward
        /// compatibility", §5.4.2: `http:g` against `http://a/b/c/d;p?q` is `http://a/b/c/g`), RFC 2396 §5.2 step
        /// 3's workaround (when the base has a hier_part and the rest is a relative reference). RFC 1808 has no
        /// such mode.
        #[arg(long)]
        non_strict: bool,
        /// Write the algorithm's output as it is. By default two guards keep a target from reading back as another
        /// URI: a target without an authority whose path would start with `//` gets a `/.` in front of it (`/.//.`
        /// against `a:/` is `a:/.//`; literally `a://`, whose `//` starts an authority), and with RFC 2396 and RFC
        /// 1808 a path merged onto a base with an authority and no path starts with `/` (`g` against `http://a` is
        /// `http://a/g`; literally `http://ag`).
        #[arg(long)]
        literal: bool,
        #[command(flatten)]
        output: OutputArgs,
        /// The base URI.
        #[arg(value_name = "BASE")]
        base: OsString,
        /// The references to resolve; with none, each line of standard input is one.
        #[arg(value_name = "REF")]
        references: Vec<OsString>,
    },
    /// Normalize URIs: syntax-based normalization (RFC 3986 §6.2.2), the normal form of each, one per line.
    ///
    /// Case (the scheme and host to lowercase, percent-encodings to uppercase), percent-encoded unreserved
    /// characters decoded, and dot-segments removed. A relative reference has no normal form: resolve it first. In
    /// the human and short formats each URI gives one line, its normal form or its diagnostic; JSON gives one
    /// object per URI; SARIF and GitHub give the diagnostics only. Exit 0 when every URI normalizes, 1 when any
    /// does not.
    Normalize {
        /// Also apply scheme-based normalization (RFC 3986 §6.2.3): for http, https, ws, wss and ftp, an empty or
        /// default port is removed and an empty path becomes `/`; for file (RFC 8089), `localhost` becomes the
        /// empty host.
        #[arg(long)]
        scheme_based: bool,
        /// Also write each IPv6 literal in the text form of RFC 5952 §4 (`[0:0::1]` becomes `[::1]`), as
        /// `equivalent` compares them.
        #[arg(long)]
        ipv6_addresses: bool,
        /// Leave the fragment out (RFC 3986 §6.1: fragments are excluded when URIs are compared to select a
        /// network action).
        #[arg(long)]
        remove_fragment: bool,
        /// RFC 6874's zone identifiers in IPv6 literals (`http://[fe80::a%25en1]/`); the zone keeps its case.
        #[arg(long)]
        rfc6874: bool,
        /// Read IRIs (RFC 3987): characters beyond ASCII stay as they are in the normal form (§5.3.2).
        #[arg(long)]
        rfc3987: bool,
        #[command(flatten)]
        output: OutputArgs,
        /// The URIs to normalize; with none, each line of standard input is one.
        #[arg(value_name = "URI")]
        uris: Vec<OsString>,
    },
    /// Say whether two URIs are equivalent by the comparison ladder of RFC 3986 §6.2, and on which rung.
    ///
    /// Prints `equivalent (RUNG)` with the cheapest rung that makes them equal: simple string comparison
    /// (§6.2.1), syntax-based normalization (§6.2.2), scheme-based normalization (§6.2.3), or IPv6 addresses
    /// compared as addresses (beyond §6); and exits 0. Otherwise prints `different` and the two URIs normalized
    /// as far as the ladder goes, and exits 1. Fragments are compared too. An input that is no URI (a relative
    /// reference included: §6.1 compares target URIs) gets a diagnostic, and exit 2, as `cmp` and `diff` exit
    /// for trouble (and for usage errors). With one URI, each line of standard input is compared with it, one
    /// answer per line; the status is the worst of them.
    Equivalent {
        /// RFC 6874's zone identifiers in IPv6 literals (`http://[fe80::a%25en1]/`).
        #[arg(long)]
        rfc6874: bool,
        /// Read IRIs (RFC 3987), compared as §5.3.2.3 says: mapped to URIs (§3.1), then up the ladder.
        #[arg(long)]
        rfc3987: bool,
        #[command(flatten)]
        output: OutputArgs,
        /// The first URI.
        a: OsString,
        /// The second URI; without it, each line of standard input.
        b: Option<OsString>,
    },
    /// The verdict under every grammar side by side, amendments included, and, for each that rejects the URI,
    /// where and why
    ///
    /// The grammars are RFC 3986, RFC 3987, RFC 2396 and RFC 1808, each alone and as amended (RFC 6874, RFC
    /// 2732, RFC 2068), and, when the URI's scheme is `file` (in any case), RFC 8089 alone and with its Appendix F:
    /// the `file` scheme's own syntax, which would reject every URI of another scheme. JSON writes one record per grammar, amendments included (`grammar` names it); the
    /// diagnostic formats one per RFC, for its grammar as published. Exit 0 when every grammar gives the same
    /// verdict, 1 when they differ, as `diff` compares.
    Explain {
        #[command(flatten)]
        output: OutputArgs,
        /// The URI to explain.
        uri: OsString,
    },
    /// A language server on standard input and output: the grammar's errors as diagnostics in the editor, a
    /// URI's components and verdicts on hover, links, and quick fixes.
    ///
    /// Settings come from the client (`initializationOptions` and `workspace/didChangeConfiguration`, alone or
    /// under a `"urigram"` key): `rfc` (`"3986"`, the default, `"3987"`, `"2396"`, `"1808"` or `"8089"`),
    /// `rfc6874`, `rfc2732`, `rfc2068`, `appendixF` (the amendments, as `--rfc6874`, `--rfc2732`, `--rfc2068`,
    /// `--appendix-f`) and `checkCodeBlocks`
    /// (URIs in Markdown code, off by default); a project's `urigram.toml` is read too. The set-up of Neovim,
    /// Helix, Emacs and other editors is in the project's README, "Editors". Exit 0 after the client's
    /// `shutdown` and `exit`, 1 when its input ends without them.
    Lsp {
        /// Talk over standard input and output, the only transport (editors that start servers with `--stdio`
        /// pass it).
        #[arg(long)]
        stdio: bool,
    },
}

/// Which grammar and rule to parse with.
#[derive(Debug, Args)]
struct GrammarArgs {
    /// The grammar to use: an RFC's, 3986 by default (for `check`, unless `urigram.toml` names another), or for
    /// `parse`, the WHATWG URL Standard's (`whatwg`).
    #[arg(long, visible_alias = "rfc", value_enum, value_name = "GRAMMAR")]
    grammar: Option<GrammarArg>,
    #[command(flatten)]
    amendments: AmendmentArgs,
    /// The rule to parse each input as, named as the RFC names it (`URI`, `absolute-URI`, `IPv6address`, ...);
    /// by default the RFC's URI reference.
    #[arg(long, value_name = "NAME")]
    rule: Option<String>,
}

/// The amendments of later RFCs to the grammar of `--rfc`.
#[derive(Debug, Args)]
struct AmendmentArgs {
    /// With `--rfc 2396` only: RFC 2732's IPv6 literals. `host` gains `"[" IPv6address "]"`, and `[` and `]`
    /// become reserved characters, so they may also appear in a query and a fragment.
    #[arg(long)]
    rfc2732: bool,
    /// With `--rfc 1808` only: RFC 2068's characters (HTTP/1.1, §3.2.1). `national` becomes every octet in no
    /// other class and not unsafe, and joins `unreserved`, so that non-ASCII text and `{`, `}`, `|`, `\`, `^`,
    /// `~`, `[`, `]`, `` ` `` are allowed.
    #[arg(long)]
    rfc2068: bool,
    /// With `--rfc 3986` (the default) only: RFC 6874's zone identifiers. `IP-literal` gains
    /// `IPv6address "%25" ZoneID`, as in `http://[fe80::a%25en1]/`.
    #[arg(long)]
    rfc6874: bool,
    /// With `--rfc 8089` only: the nonstandard forms of `file:` URIs that RFC 8089 Appendix F collects from
    /// Appendix E: DOS and Windows drive letters (`file:c:/path/to/file`, `file:///c|/path/to/file`), UNC strings
    /// in the path (`file:////host.example.com/path/to/file`) and user information (`file://user@host/path`).
    #[arg(long)]
    appendix_f: bool,
}

impl GrammarArgs {
    /// Nothing that names a rule or an amendment of an RFC, which `--grammar whatwg` has neither of.
    fn whatwg_only(&self) -> Result<(), String> {
        let amendments = self.amendments.amendments();
        let flag = [
            (self.rule.is_some(), "--rule"),
            (amendments.rfc2732, "--rfc2732"),
            (amendments.rfc2068, "--rfc2068"),
            (amendments.rfc6874, "--rfc6874"),
            (amendments.appendix_f, "--appendix-f"),
        ]
        .into_iter()
        .find_map(|(on, flag)| on.then_some(flag));
        match flag {
            Some(flag) => Err(format!(
                "{flag} is for an RFC's grammar; the WHATWG URL Standard's parser reads a whole URL, with no rules \
                 to choose and no amendments"
            )),
            None => Ok(()),
        }
    }
}

impl AmendmentArgs {
    fn amendments(&self) -> Amendments {
        Amendments { rfc2732: self.rfc2732, rfc2068: self.rfc2068, rfc6874: self.rfc6874, appendix_f: self.appendix_f }
    }
}

/// How lines are read and checked.
#[derive(Debug, Args)]
struct LineArgs {
    /// Check lines on this many threads (by default, one per core). The output is the same, byte for byte,
    /// whatever the number.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// The longest line that is parsed, in bytes; a longer line is reported as an error (`line-too-long`) from its
    /// first bytes, and the rest of it is read past without being kept, so that memory stays bounded.
    #[arg(long, value_name = "BYTES", default_value_t = 64 << 20)]
    max_line_bytes: usize,
}

impl LineArgs {
    fn lining(&self) -> commands::Lining {
        commands::Lining { jobs: self.jobs.map_or_else(cores, usize::from), max_line: self.max_line_bytes.max(1) }
    }

    /// What `parse` reads standard input with: a thread per core, lines up to 64 MiB.
    fn default_lining() -> commands::Lining {
        commands::Lining { jobs: cores(), max_line: 64 << 20 }
    }
}

/// The machine's cores (1 when it cannot tell).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// How to write the results.
#[derive(Debug, Args)]
struct OutputArgs {
    /// The output format: `human` (rendered like rustc, coloured as `--color` says), `short`
    /// (`file:line:col: error: message [code]`, one line per error; in the file name `%`, CR and LF are written
    /// `%25`, `%0D` and `%0A`, so that every error is one line), `json` (JSON Lines), `sarif` (SARIF 2.1.0,
    /// written as it goes) or `github` (workflow commands).
    #[arg(long, value_enum, default_value = "human")]
    format: Format,
    /// When to colour the human format: `auto` on a terminal unless NO_COLOR is set (or always when
    /// CLICOLOR_FORCE is), `always`, or `never`.
    #[arg(long, value_enum, default_value = "auto", value_name = "WHEN")]
    color: ColorArg,
}

impl OutputArgs {
    /// The format, with the colour choice made for the process's standard output.
    fn format(&self) -> Format {
        match self.color {
            ColorArg::Auto => {}
            ColorArg::Always => anstream::ColorChoice::Always.write_global(),
            ColorArg::Never => anstream::ColorChoice::Never.write_global(),
        }
        self.format
    }
}

/// How `check`'s `short` format counts columns, for the editor that reads it.
#[derive(Debug, Args)]
struct ColumnArgs {
    /// How `short` counts columns: `bytes` (the default) for vim's quickfix (`%c` in its default 'errorformat')
    /// and GNU-style tools; `screen` for Emacs' compilation-mode as it comes (tabs to the next tab stop, East
    /// Asian wide characters 2) and for vim with `%v` in 'errorformat'; `chars` for Emacs with
    /// `compilation-error-screen-columns` set to nil; `utf16` for tools that count as LSP does (plus one).
    #[arg(long, value_enum, default_value = "bytes", value_name = "UNIT")]
    columns: ColumnKind,
    /// With `--columns screen`: tab stops every this many columns (Emacs' and vim's default is 8).
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = clap::value_parser!(u16).range(1..))]
    tab_width: u16,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let status = match cli.command {
        Command::Parse { grammar, base, output, uris } => {
            match grammar.grammar.unwrap_or(GrammarArg::Rfc(RfcArg::Rfc3986)) {
                GrammarArg::Whatwg => grammar.whatwg_only().and_then(|()| {
                    let format = output.format();
                    let lining = LineArgs::default_lining();
                    whatwg::parse(base.as_deref(), format, commands::color(), lining.max_line, &uris)
                }),
                GrammarArg::Rfc(_) if base.is_some() => {
                    Err("--base is for --grammar whatwg, whose parser reads an input against a base; an RFC's grammar \
                 reads the text alone (`urigram resolve BASE REFERENCE` resolves a reference by an RFC)"
                        .to_owned())
                }
                GrammarArg::Rfc(rfc) => commands::parse(
                    rfc,
                    grammar.amendments.amendments(),
                    grammar.rule.as_deref(),
                    output.format(),
                    LineArgs::default_lining(),
                    &uris,
                ),
            }
        }
        Command::Check {
            grammar,
            base,
            output,
            columns,
            quiet,
            extract,
            kind,
            code,
            differential,
            deny,
            no_config,
            lines,
            files,
        } => {
            // The command line's choice; without one, each file's configuration's, else `warn` with `--extract`.
            let differential = match (differential, deny.contains(&DenyArg::Differential)) {
                (Some(DifferentialArg::Deny), _) | (_, true) => Some(format::Differential::Deny),
                (Some(DifferentialArg::Off), false) => Some(format::Differential::Off),
                (Some(DifferentialArg::Warn), false) => Some(format::Differential::Warn),
                (None, false) => None,
            };
            let columns = Columns { kind: columns.columns, tab_width: usize::from(columns.tab_width) };
            let checking = commands::Checking { extract, kind, code, config: !no_config, columns, differential };
            let format = if quiet { None } else { Some(output.format()) };
            let deny_validation = deny.contains(&DenyArg::Validation);
            let whatwg = grammar.grammar == Some(GrammarArg::Whatwg);
            let rfc = match grammar.grammar {
                Some(GrammarArg::Rfc(rfc)) => Some(rfc),
                _ => None,
            };
            if deny.contains(&DenyArg::Differential) && !extract {
                Err("--deny differential compares the readings of the URIs that --extract finds; add --extract"
                    .to_owned())
            } else if whatwg && differential.is_some() {
                Err("--grammar whatwg reports a browser's reading alone, with its validation errors; --differential \
                     and --deny differential compare it with RFC 3986's (check --extract without --grammar whatwg)"
                    .to_owned())
            } else if base.is_some() && !whatwg {
                Err("--base is for --grammar whatwg, whose parser reads an input against a base; an RFC's grammar \
                     reads a URI reference as it is (urigram resolve resolves one against a base)"
                    .to_owned())
            } else if deny_validation && !whatwg {
                Err("--deny validation is for --grammar whatwg, whose parser reports validation errors; an RFC's \
                     grammar reports one error for an invalid URI"
                    .to_owned())
            } else if whatwg {
                grammar.whatwg_only().and_then(|()| {
                    whatwg::check::check(
                        format,
                        commands::color(),
                        &whatwg::check::Whatwg { base: base.as_deref(), deny_validation },
                        &checking,
                        lines.lining().max_line,
                        &files,
                    )
                })
            } else {
                commands::check(
                    rfc,
                    grammar.amendments.amendments(),
                    grammar.rule.as_deref(),
                    format,
                    checking,
                    lines.lining(),
                    &files,
                )
            }
        }
        Command::Explain { output, uri } => commands::explain(output.format(), &uri),
        Command::Resolve { grammar, amendments, non_strict, literal, output, base, references } => match grammar {
            GrammarArg::Whatwg => {
                let asked = amendments.amendments() != Amendments::default() || non_strict || literal;
                if asked {
                    Err("--grammar whatwg resolves as the standard's parser does, with no amendments, --non-strict \
                         or --literal"
                        .to_owned())
                } else {
                    whatwg::resolve(output.format(), commands::color(), &base, &references)
                }
            }
            GrammarArg::Rfc(rfc) => commands::resolve(
                rfc,
                amendments.amendments(),
                Resolution { non_strict, literal },
                output.format(),
                &base,
                &references,
            ),
        },
        Command::Normalize { scheme_based, ipv6_addresses, remove_fragment, rfc6874, rfc3987, output, uris } => {
            let rung = if scheme_based { Normalization::SCHEME_BASED } else { Normalization::SYNTAX_BASED };
            let normalization = Normalization { ipv6_addresses, remove_fragment, ..rung };
            commands::normalize(normalization, grammar_of(rfc6874, rfc3987), output.format(), &uris)
        }
        Command::Equivalent { rfc6874, rfc3987, output, a, b } => {
            commands::equivalent(grammar_of(rfc6874, rfc3987), output.format(), &a, b.as_deref())
        }
        Command::Lsp { stdio: _ } => lsp::serve(),
    };
    match status {
        Ok(status) => status.code(),
        Err(error) => {
            eprintln!("urigram: {error}");
            ExitCode::from(2)
        }
    }
}

/// RFC 3986's grammar as `normalize` and `equivalent` read it: with RFC 6874's zone identifiers, and with RFC
/// 3987's characters (IRIs), as asked.
fn grammar_of(rfc6874: bool, rfc3987: bool) -> urigram::rfc3986::Options {
    let base = if rfc3987 { urigram::rfc3986::Options::RFC3987 } else { urigram::rfc3986::Options::RFC3986 };
    base.with_rfc6874(rfc6874)
}
