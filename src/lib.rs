//! urigram: URI syntax as executable RFC grammars.
//!
//! Every production of RFC 3986, RFC 3987, RFC 2396, RFC 1808 and RFC 8089 (`file:` URIs, [`rfc8089`]) is a
//! rule function named after its rule, with the rule quoted in its documentation, in [nom]'s calling convention:
//! the code the parse runs for that rule (where one scan reads a repetition faster, the rule table says which
//! rule is read fused into which, and a test holds the two readings equal). The rules compose into parsers that
//! return a typed syntax tree borrowed from the input, where every node carries its text and its byte span, and into errors that say where,
//! why, and which section of the RFC says so. With the `whatwg` feature, the WHATWG URL Standard (the grammar
//! browsers use) is a grammar beside them, in `urigram::whatwg`: its basic URL parser one function per state,
//! with the standard's named validation errors and their spans. On top of the grammars: reference resolution by each RFC's own
//! algorithm ([`resolve`]), RFC 3986 §6 normalization and comparison ([`normalize`]), percent-encoding
//! ([`percent`]) and a checked builder ([`build`]).
//! Each rule's ABNF, combinator and examples are in the repository's `grammar/REFERENCE.md`, and as a web site
//! with railroad diagrams and a playground from `cargo run -p urigram-reference -- site OUT/`.
//!
//! # Parse, and read the components
//!
//! ```
//! use urigram::rfc3986;
//!
//! let uri = rfc3986::parse_uri_reference("foo://user@example.com:8042/over/there?name=ferret#nose")?;
//! assert_eq!(uri.scheme().unwrap().as_str(), "foo");
//! let authority = uri.authority().unwrap();
//! assert_eq!((authority.userinfo().unwrap().as_str(), authority.host().as_str()), ("user", "example.com"));
//! assert_eq!(authority.port().unwrap().number(), Some(8042));
//! assert_eq!(uri.path().segments().map(|s| s.as_str()).collect::<Vec<_>>(), ["over", "there"]);
//! assert_eq!(uri.query().unwrap().span(), urigram::Span::new(39, 50)); // byte offsets into the input
//! assert!(rfc3986::parse_uri_reference("http://a")?.query().is_none()); // absent and empty differ
//! assert_eq!(rfc3986::parse_uri_reference("http://a?")?.query().unwrap().as_str(), "");
//! # Ok::<(), urigram::rfc3986::Error>(())
//! ```
//!
//! The tree borrows the input and is `Copy`. To keep a reference without its input, parse into an owned type:
//! `FromStr` or `TryFrom<&str>` gives one ([`rfc3986::UriReferenceBuf`], [`rfc2396::UriReferenceBuf`],
//! [`rfc1808::UrlBuf`], ...), which has the tree's accessors itself (`owned.query()`) and whose `get()` lends the
//! whole tree; the tree's own `TryFrom<&str>` gives the borrowed tree.
//!
//! ```
//! use urigram::rfc3986::{UriReferenceBuf, ast::UriReference};
//!
//! let owned: UriReferenceBuf = "https://example.com/a".parse()?; // owns a String
//! let borrowed = UriReference::try_from("https://example.com/a")?; // borrows the &str
//! assert_eq!(owned.get(), borrowed);
//! assert_eq!(owned.authority().unwrap().host().as_str(), "example.com"); // the accessors, on the owned value
//! assert_eq!(owned.to_string(), "https://example.com/a"); // Display gives the text back exactly
//! # Ok::<(), urigram::rfc3986::Error>(())
//! ```
//!
//! # Print a diagnostic
//!
//! Every parse error is an [`Error`]: the offending bytes ([`Error::span`], always whole characters), the line
//! and columns (in characters, bytes and UTF-16 units), the rule, what was expected, the RFC section and a
//! sentence. Its `Display` is the sentence with the section and rule; it is `Send + Sync + 'static` and a
//! `std::error::Error` (with or without the `std` feature: it is `core::error::Error`).
//!
//! ```
//! let text = "http://example.com/a b";
//! let error = urigram::rfc3986::parse_uri_reference(text).unwrap_err();
//! let caret = " ".repeat(error.column() - 1) + &"^".repeat(error.span().len().max(1));
//! println!("{text}\n{caret}\nerror: {error}");
//! assert_eq!(caret, "                    ^");
//! assert_eq!((error.rule().to_string(), error.section()), ("path-abempty".to_string(), "3.3"));
//! assert_eq!(error.expected().to_string(), "pchar, \"/\", \"?\", \"#\" or end of input");
//! assert!(error.to_string().starts_with("\" \" (space) is not allowed anywhere in a URI"));
//! assert!(error.to_string().ends_with("(RFC 3986 §3.3, path-abempty)"));
//! ```
//!
//! With the `miette` feature, [`Error`] is a `miette::Diagnostic` (see [Features](#features)); the
//! `diagnose` example (`cargo run --example diagnose -- FILE`) checks a file of URIs, one per line, and prints
//! rustc-style diagnostics.
//!
//! # Resolve a reference
//!
//! Each RFC resolves with its own algorithm, over its own tree, and the results differ where the RFCs do:
//!
//! ```
//! use urigram::resolve::{rfc1808, rfc2396, rfc3986};
//!
//! let base = "http://a/b/c/d;p?q";
//! assert_eq!(rfc3986::resolve(base, "../../../g", rfc3986::Options::default())?, "http://a/g");
//! assert_eq!(rfc2396::resolve(base, "../../../g", rfc2396::Options::default())?, "http://a/../g");
//! assert_eq!(rfc1808::resolve(base, ";x", rfc1808::Options::default())?, "http://a/b/c/d;x");
//! let error = rfc3986::resolve("http://a/b#frag", "g", rfc3986::Options::default()).unwrap_err();
//! assert_eq!(error.span(), Some(urigram::Span::new(10, 15))); // a base has no fragment (§5.1)
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Normalize and compare
//!
//! RFC 3986 §6.2's comparison ladder, each step selectable on its own ([`normalize::Normalization`]):
//!
//! ```
//! use urigram::normalize::{Normalization, Rung, equivalent, ladder, normalize};
//!
//! assert_eq!(normalize("HTTP://www.Example.com:80/a/./b/../%7euser", Normalization::default())?, "http://www.example.com/a/~user");
//! assert_eq!(normalize("eXAMPLE://a/%7bfoo%7d", Normalization::SYNTAX_BASED)?, "example://a/%7Bfoo%7D");
//! assert!(equivalent("http://[::1]/", "http://[0:0::1]/", Normalization::ALL)?);
//! assert!(!equivalent("http://a/", "http://a/b", Normalization::ALL)?);
//! // The first rung of the ladder on which two URIs become equal.
//! assert_eq!(ladder("http://a/%7e", "http://a/~")?, Some(Rung::SyntaxBased));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Equality is byte equality, never §6 equivalence: the owned types compare (`==`, `Ord`, `Hash`) their text,
//! as `str` does, and the trees compare their text and spans. `HTTP://a/` and `http://a/` are different values;
//! [`normalize::equivalent`] says they are equivalent.
//!
//! # Choose an RFC
//!
//! The grammars are separate modules with the same shape: [`rfc3986`] (STD 66, what to use today),
//! [`rfc2396`] (with RFC 2732's IPv6 literals behind [`rfc2396::Options::rfc2732`]) and [`rfc1808`] (with
//! RFC 2068's HTTP variant behind [`rfc1808::Options::RFC2068`]), for texts that were written against them:
//!
//! ```
//! use urigram::{rfc1808, rfc2396, rfc3986};
//!
//! let text = "http://[::1]/~user";
//! assert!(rfc3986::parse_uri_reference(text).is_ok());
//! assert!(rfc2396::parse_uri_reference(text).is_err()); // no IPv6 literals before RFC 2732
//! assert!(rfc2396::parse_uri_reference_with(text, rfc2396::Options::rfc2732(true)).is_ok());
//! assert!(rfc1808::parse_url(text).is_err()); // "[" and "~" are `national`, allowed nowhere
//! assert!(rfc1808::parse_url_with(text, rfc1808::Options::RFC2068).is_ok());
//! let error = rfc2396::parse_uri_reference(text).unwrap_err();
//! assert_eq!((error.rfc(), error.section(), error.span()), (urigram::Rfc::Rfc2396, "3.2.2", urigram::Span::new(7, 8)));
//! ```
//!
//! An amendment is a type of its grammar: the rules it changes are generic over the grammar's `Variant`, so
//! each variant of a rule can be called on its own, and the `_with` functions choose one at run time:
//!
//! ```
//! use urigram::grammar::input;
//! use urigram::rfc2396::{Rfc2396, Rfc2732, host};
//!
//! assert!(host::<Rfc2396>(input("[::1]")).is_err());
//! assert!(host::<Rfc2732>(input("[::1]")).is_ok());
//! ```
//!
//! The `compare` example (`cargo run --example compare -- URI...`) prints each RFC's verdict side by side.
//!
//! A program whose user chooses the grammar at run time (a command's flag, an editor's setting) reads every one
//! through [`dialect`]: a [`Dialect`] names a grammar, a `Copy` [`dialect::Rule`] any of its rules, and
//! [`Dialect::check`], [`Dialect::parse`] and [`Dialect::resolve`] answer with one error type for all of them:
//!
//! ```
//! use urigram::Dialect;
//!
//! for dialect in [Dialect::Rfc3986, Dialect::Rfc2396Rfc2732, Dialect::Rfc1808] {
//!     let parsed = dialect.parse(dialect.reference(), "http://[::1]/a").map_err(|e| e.to_string());
//!     println!("{dialect}: {:?}", parsed.map(|parsed| parsed.span));
//! }
//! let error = Dialect::Rfc2396.check(Dialect::Rfc2396.reference(), "http://[::1]/").unwrap_err();
//! assert_eq!((error.rule().name(), error.section()), ("host", "3.2.2"));
//! ```
//!
//! IRIs are RFC 3987's, in [`rfc3987`]: RFC 3986's rules read with RFC 3987's characters (the [`rfc3987::Rfc3987`]
//! variant), named as RFC 3987 names them, and returning RFC 3986's tree, so every accessor, typed reading and
//! resolution of a URI works on an IRI:
//!
//! ```
//! use urigram::{rfc3986, rfc3987};
//!
//! let text = "http://例え.jp/δ?q=ü";
//! assert!(rfc3986::parse_uri_reference(text).is_err());
//! let iri = rfc3987::parse_iri_reference(text).unwrap();
//! assert_eq!(iri.authority().unwrap().host().as_str(), "例え.jp");
//! assert_eq!(rfc3987::iri_to_uri(text).unwrap(), "http://%E4%BE%8B%E3%81%88.jp/%CE%B4?q=%C3%BC");
//! assert_eq!(rfc3987::uri_to_iri("http://a/%CE%B4").unwrap(), "http://a/δ");
//! ```
//!
//! # Embed a rule in your own grammar
//!
//! Every rule function is `pub`, named after its rule, and is a nom 8 parser: it takes an [`grammar::Input`] (the
//! text and its byte offset in the whole input; make one with [`grammar::input`]), reads the longest prefix its
//! rule derives, and returns `nom::IResult<Input, Node, grammar::RuleError<Rule>>` (each module's `Res` alias), so
//! it composes with nom's combinators and with the other rules. The node's spans count from the start of the
//! whole input. [`nom`] is re-exported, so the versions match. A rule that an amendment changes takes the
//! variant as a type parameter (`rfc3986::host::<Rfc3986>`, `rfc3986::host::<Rfc6874>`).
//!
//! ```
//! use urigram::nom::{Parser, bytes::complete::tag};
//! use urigram::rfc3986::{self, ast::{Host, Port}};
//!
//! /// `host-port = host ":" port`, a rule of a grammar of your own.
//! fn host_port(input: urigram::grammar::Input<'_>) -> rfc3986::Res<'_, (Host<'_>, Port<'_>)> {
//!     (rfc3986::host::<rfc3986::Rfc3986>, tag(":"), rfc3986::port).map(|(host, _, port)| (host, port)).parse(input)
//! }
//! let (rest, (host, port)) = host_port(urigram::grammar::input("[::1]:8080 and more")).unwrap();
//! assert_eq!((host.as_str(), port.number(), host.span()), ("[::1]", Some(8080), urigram::Span::new(0, 5)));
//! assert_eq!(*rest.fragment(), " and more");
//! ```
//!
//! To check a whole text against one rule by name, without nom: `rfc3986::parse_rule(Rule::Ipv6Address, text)`
//! (and [`rfc3986::match_prefix`] for the length of the prefix a rule reads). Each RFC module's documentation has
//! a table from sections to rule functions.
//!
//! # Tasks
//!
//! Each everyday task in a line or two (RFC 3986; `?` is a parse error, or a resolution error). The
//! `tasks` example (`cargo run --example tasks`, run by `cargo test`) does each of them in a program, every
//! result asserted.
//!
//! Keep a parsed URI, and read its parts:
//!
//! ```
//! let uri: urigram::rfc3986::UriBuf = "https://example.com:8443/a%20b?q=1".parse()?;
//! assert_eq!(uri.path().decode()?, "/a b");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The host as an IP address:
//!
//! ```
//! let uri = urigram::rfc3986::parse_uri("http://192.0.2.1/")?;
//! assert_eq!(uri.hier_part().authority().unwrap().host().ip(), Some([192, 0, 2, 1].into()));
//! # Ok::<(), urigram::rfc3986::Error>(())
//! ```
//!
//! The port as a number, or the scheme's default:
//!
//! ```
//! let uri = urigram::rfc3986::parse_uri("https://example.com/")?;
//! assert_eq!(uri.port_or_default(), Some(443));
//! # Ok::<(), urigram::rfc3986::Error>(())
//! ```
//!
//! The query as pairs, `+` read as a space as HTML forms write it:
//!
//! ```
//! let uri = urigram::rfc3986::parse_uri("http://a/?q=caf%C3%A9+au+lait&page=2")?;
//! let pairs: Vec<_> = uri.query().unwrap().pairs(urigram::rfc3986::Plus::Space).collect();
//! assert_eq!(pairs, [("q".into(), "café au lait".into()), ("page".into(), "2".into())]);
//! # Ok::<(), urigram::rfc3986::Error>(())
//! ```
//!
//! A form body (`application/x-www-form-urlencoded`, as browsers post it: a lone `%` stays, `+` is a space),
//! read as the WHATWG URL Standard reads it:
//!
//! ```
//! let pairs: Vec<_> = urigram::percent::decode_form("q=100%&r=%C3%BC+x").collect();
//! assert_eq!(pairs, [("q".into(), "100%".into()), ("r".into(), "ü x".into())]);
//! ```
//!
//! Only whether a text is a URI reference, for sorting many texts (one parse, no error built):
//!
//! ```
//! use urigram::rfc3986::{Rule, accepts};
//! assert!(accepts(Rule::UriReference, "../g?q") && !accepts(Rule::UriReference, "http://a b/"));
//! ```
//!
//! Write a form query:
//!
//! ```
//! assert_eq!(urigram::percent::encode_form([("q", "café au lait")]), "q=caf%C3%A9+au+lait");
//! ```
//!
//! Resolve many references against one base, parsed once, into parsed URIs:
//!
//! ```
//! let resolver = urigram::resolve::rfc3986::Resolver::new("http://a/b/c/d;p?q")?;
//! assert_eq!(resolver.resolve_str("../g")?.path().as_str(), "/b/g");
//! # Ok::<(), urigram::resolve::rfc3986::Error>(())
//! ```
//!
//! The shortest relative reference from a base to a target (`None` across schemes):
//!
//! ```
//! let resolver = urigram::resolve::rfc3986::Resolver::new("http://a/b/c/d;p?q")?;
//! assert_eq!(resolver.relativize(urigram::Uri::parse("http://a/b/g?y")?).unwrap(), "../g?y");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Change a component of a kept URI in place, each checked against its rule (`None` removes it):
//!
//! ```
//! let mut uri: urigram::UriBuf = "https://example.com/search?q=old#top".parse()?;
//! uri.set_query(Some("q=new&page=2"))?;
//! uri.set_fragment(None)?;
//! assert_eq!(uri, "https://example.com/search?q=new&page=2");
//! assert_eq!(uri.set_port(Some("80a")).unwrap_err().span(), urigram::Span::new(2, 3)); // in the port's text
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A file path as a `file:` URI and back (RFC 8089), POSIX or Windows, whatever the system running; the URI is
//! read with RFC 8089's grammar ([`rfc8089`]), for Windows with the old forms its Appendix F collects:
//!
//! ```
//! use urigram::file::{PathStyle, file_uri_to_path, path_to_file_uri};
//! assert_eq!(path_to_file_uri(r"C:\My Documents\ü.txt", PathStyle::Windows)?, "file:///C:/My%20Documents/%C3%BC.txt");
//! assert_eq!(file_uri_to_path("file:///srv/a%20b", PathStyle::Posix)?, "/srv/a b");
//! assert_eq!(file_uri_to_path("file:///c|/Users/Ana", PathStyle::Windows)?, r"c:\Users\Ana"); // Appendix E.2.2
//! assert!(urigram::rfc8089::parse_file_uri("file://host.example.com/path/to/file").is_ok()); // the grammar alone
//! # Ok::<(), urigram::file::FilePathError>(())
//! ```
//!
//! An IRI as a URI (RFC 3987 §3.1), and a host name in the IDNA encoding for DNS (the `idna` feature):
//!
//! ```
//! assert_eq!(urigram::rfc3987::iri_to_uri("http://a/δ?q=ü")?, "http://a/%CE%B4?q=%C3%BC");
//! # #[cfg(feature = "idna")]
//! assert_eq!(urigram::idna::to_ascii("Bücher.example")?, "xn--bcher-kva.example");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Build a URI, or an IRI, from typed parts (a port as `u16`, a host as an `IpAddr` or a name), each checked
//! against its rule:
//!
//! ```
//! use urigram::build::Builder;
//! let host = std::net::Ipv4Addr::new(192, 0, 2, 1);
//! assert_eq!(Builder::new().scheme("https").host(host).port(8443).build()?, "https://192.0.2.1:8443");
//! assert_eq!(Builder::iri().scheme("https").host("bücher.example").path("/straße").build()?, "https://bücher.example/straße");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A URI literal checked when the crate is compiled (the `macros` feature), a `&'static str` costing nothing at
//! run time:
//!
//! ```
//! # #[cfg(feature = "macros")] {
//! const HOME: &str = urigram::uri!("https://example.com/");
//! let relative: &str = urigram::uri_reference!("../g?y#s");
//! assert_eq!(urigram::Uri::parse(HOME).unwrap().scheme().as_str(), "https"); // cannot fail
//! # assert_eq!(relative, "../g?y#s");
//! # }
//! ```
//!
//! A literal that is no URI does not compile: `uri!("http://example.com/a b")` fails with `not an RFC 3986
//! URI: " " (space) is not allowed anywhere in a URI ... (RFC 3986 §3.3, path-abempty); at column 21 (bytes
//! 20..21 of the text)`.
//!
//! # Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | linking `std`: without it the crate is `#![no_std]` and needs only `alloc` (parsers, trees, errors, resolution, normalization). An error keeps its place and span without `std`, but its rule and expected set are only the failing rule's own (`http://a b/` fails in `URI-reference`, not in `reg-name`, which stopped at the space): what the repetitions that stopped at that byte could have read is gathered in a thread's cells, and a `no_std` build has no threads' cells (nor a lock to share one, which an interrupt handler could wait on forever) |
//! | `serde` | no | `Serialize` for the trees, spans, positions, rules and errors; `Serialize` and validating `Deserialize` for the owned types |
//! | `miette` | no | `miette::Diagnostic` for [`Error`], without miette's renderers or derive macro (implies `std`) |
//! | `nom_locate` | no | `located(rule)`: any rule function inside a nom grammar whose input is `nom_locate::LocatedSpan`, the nodes spanned in the embedding text |
//! | `macros` | no | `uri!` and `uri_reference!`: URI literals checked by the RFC 3986 grammar at compile time, the error in the build's output |
//! | `idna` | no | `idna::to_ascii` and `idna::to_unicode` (UTS #46, the `idna` crate) and `RegName::to_ascii` / `to_unicode`: a registered name in the IDNA encoding, for a DNS host (RFC 3986 §3.2.2, RFC 3987 §3.1), errors naming the label at fault |
//! | `whatwg` | no | `whatwg`: the WHATWG URL Standard's basic URL parser, host parser and serializer, with the standard's 30 named validation errors and their spans; implies `idna` (its host parser runs UTS #46 on every domain), off by default so the RFC grammars carry no Unicode data |
//!
//! ## `serde` shapes
//!
//! These shapes are stable: fields may be added, none removed or changed. They are those of the `urigram`
//! command's JSON output.
//!
//! - A top-level node (RFC 3986 `UriReference`, `Uri`, `AbsoluteUri`, `RelativeRef`; RFC 2396 `UriReference`,
//!   `AbsoluteUri`, `RelativeUri`; RFC 1808 `Url`, `AbsoluteUrl`, `RelativeUrl`):
//!   `{"rfc": 3986, "rule": "URI-reference", "text": "...", "start": 0, "end": 16, "components": {...}}`, where
//!   `components` has a key for every component the RFC defines ([`Components`]), in order: `null` when absent,
//!   else `{"text", "start", "end"}` and, for `host` and `path` (and RFC 2396's `authority`, RFC 1808's `scheme`
//!   and `path`), a `"kind"` naming the alternative that matched.
//! - Every other node: `{"text", "start", "end"}`; RFC 3986's inner nodes add their children: `Authority` has
//!   `userinfo`, `host` and `port`; `Host` has `kind` (`ipv6`, `ipvfuture`, `ipv4`, `reg-name`) and, for an IP
//!   literal, `address`; `Path` has `kind` (the path rule) and `segments`; `HierPart` is
//!   `{"authority", "path"}`.
//! - [`Span`]: `{"start", "end"}` (also `Deserialize`); [`Position`]: `{"offset", "line", "column",
//!   "column_utf16", "column_byte"}`; [`Rfc`]: its number (also `Deserialize`); a `Rule`: its name (also
//!   `Deserialize`, case-insensitively); [`Expected`]: a list of names.
//! - [`Error`]: `{"rfc", "rule", "section", "message", "start", "end", "line", "column", "column_utf16",
//!   "expected", "code"}`, `code` being `rfc3986/pct-encoded`. The errors of [`resolve`], [`normalize`],
//!   [`percent`] and [`build`]: `{"kind", "message", "start", "end"}` (`null` span where there is none), with
//!   `side` for a resolution error, `component` for a build error, and `error` for the error a variant wraps.
//! - Owned types (`UriReferenceBuf`, ...): the text, as a string; deserializing parses it (with the RFC's default
//!   options) and fails with the parse error's message.
//!
//! ## `miette`
//!
//! [`Error`]'s span is the primary label (naming the rule), its section's URL on rfc-editor.org is the
//! diagnostic's `url`, the expected set its `help`, `rfc3986/pct-encoded` its `code`. The error does not hold
//! its input, so give the report the text:
//!
//! ```
//! # #[cfg(feature = "miette")] {
//! let text = "http://a/%zz";
//! let error = urigram::rfc3986::parse_uri_reference(text).unwrap_err();
//! let report = miette::Report::new(error).with_source_code(text.to_owned());
//! assert_eq!(report.url().unwrap().to_string(), "https://www.rfc-editor.org/rfc/rfc3986#section-2.1");
//! assert_eq!(report.help().unwrap().to_string(), "expected HEXDIG");
//! # }
//! ```
//!
//! # Minimum supported Rust version
//!
//! Rust 1.85 (edition 2024), the `rust-version` in `Cargo.toml`.
#![cfg_attr(not(any(feature = "std", test)), no_std)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

pub mod grammar;

pub use crate::grammar::{Component, Components, Dialect, Error, Expected, Grammar, Part, Position, Rfc, Span, Token};
/// The parser combinator library the rule functions are written in, re-exported so that a grammar embedding
/// them uses the same version.
pub use nom;
pub mod build;
pub mod dialect;
mod features;
pub mod file;
#[cfg(feature = "nom_locate")]
pub use features::located;
/// The two readings of a text side by side (the `whatwg` feature): the host RFC 3986 reads and the host a
/// browser's parser reads, and why they differ.
#[cfg(feature = "whatwg")]
pub mod differential;
#[cfg(feature = "idna")]
pub mod idna;
pub mod normalize;
mod owned;
pub mod percent;
pub mod resolve;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc3986;
pub mod rfc3987;
pub mod rfc8089;
#[cfg(feature = "whatwg")]
pub mod whatwg;
/// RFC 3986's references, at the crate's root: the grammar of today's URIs (`urigram::UriReference::parse`).
pub use rfc3986::{Uri, UriBuf, UriReference, UriReferenceBuf};
/// Checked literals (the `macros` feature): `uri!("...")` is a `&'static str` that the RFC 3986 grammar accepted
/// as a `URI` while the crate was compiled, `uri_reference!("...")` one it accepted as a `URI-reference`; a
/// literal it rejects fails the build with the parse error (what, where, the rule and the section).
#[cfg(feature = "macros")]
pub use urigram_macros::{uri, uri_reference};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The errors of the checked literals: each literal below must not compile, and the twin after it, which
/// differs only in being a URI, must, so that no case passes for a reason of its own.
///
/// A space (§3.3, `path-abempty`):
///
/// ```compile_fail
/// let bad: &str = urigram::uri!("http://example.com/a b");
/// ```
/// ```
/// let good: &str = urigram::uri!("http://example.com/a%20b");
/// ```
///
/// A relative reference is no `URI` (it has no scheme), but it is a `URI-reference`:
///
/// ```compile_fail
/// let relative: &str = urigram::uri!("../g");
/// ```
/// ```
/// let relative: &str = urigram::uri_reference!("../g");
/// ```
///
/// A `%` that starts no percent-encoding (§2.1):
///
/// ```compile_fail
/// let percent: &str = urigram::uri_reference!("100%");
/// ```
/// ```
/// let percent: &str = urigram::uri_reference!("100%25");
/// ```
///
/// Escapes are not read: the text itself must be written (a raw string is read as written).
///
/// ```compile_fail
/// let escaped: &str = urigram::uri!("http://a/\u{e9}");
/// ```
/// ```
/// let raw: &str = urigram::uri!(r"http://a/%C3%A9");
/// ```
///
/// One string literal, nothing else:
///
/// ```compile_fail
/// let two: &str = urigram::uri!("http://a/", "http://b/");
/// ```
/// ```compile_fail
/// let not_a_literal: &str = urigram::uri!(concat!("http:", "//a/"));
/// ```
#[cfg(all(doctest, feature = "macros"))]
struct MacroCompileErrors;
