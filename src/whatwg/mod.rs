//! The WHATWG URL Standard as a grammar (the `whatwg` feature): the basic URL parser browsers, Node.js and
//! Deno use, with the standard's named validation errors and the span of the input that caused each.
//!
//! The standard's text is the authority; each state of the basic URL parser is one function named after the
//! state (in `whatwg/parser.rs`), each algorithm of the host parsing section one function named after it (in
//! `whatwg/host.rs`), each with the standard's steps quoted above it, section by section:
//!
//! - § 1.3 "Percent-encoded bytes": [`PercentEncodeSet`], [`utf8_percent_encode`], [`percent_decode`].
//! - § 3.5 "Host parsing": [`parse_host`] (the host parser), the IPv4 parser and its number parser, the IPv6
//!   parser, the opaque-host parser; § 3.3 "IDNA": the domain parser, by the [`idna`](https://docs.rs/idna)
//!   crate's UTS #46 processing with the flags the standard names.
//! - § 4.4 "URL parsing": [`parse`], the basic URL parser (without `url` and state override, with UTF-8).
//! - § 4.5 "URL serializing": [`Url::href`]; § 4.7 "Origin": [`Url::origin`]; § 6.1 "URL class": the
//!   getters of [`Url`] (`protocol`, `username`, `password`, `host`, `hostname`, `port_str`, `pathname`,
//!   `search`, `hash`) and its setters (`set_href`, `set_protocol`, ..., `set_hash`), which run the basic
//!   URL parser with a state override as the standard says.
//! - § 5 "`application/x-www-form-urlencoded`": [`form_urlencoded_parse`], [`form_urlencoded_serialize`]; § 6.2
//!   "URLSearchParams class": [`SearchParams`], read from a URL with [`Url::search_params`] and written back with
//!   [`Url::set_search_params`].
//! - § 1.1 "Writing": [`ValidationError`], the 30 error types of the standard's table.
//! - § 4.3 "URL writing" and § 3.4 "Host writing": the valid-URL-string grammar, a function per production
//!   ([`valid_url_string`], [`absolute_url_with_fragment_string`], [`url_scheme_string`],
//!   [`path_absolute_url_string`], [`valid_host_string`], [`valid_ipv4_address_string`],
//!   [`valid_ipv6_address_string`], [`valid_opaque_host_string`], [`valid_domain_string`] (which runs the
//!   domain parser, as the standard defines it), [`url_units`], ...). On every input of web-platform-tests'
//!   `urltestdata.json` and on generated inputs, the grammar accepts exactly what the parser reports no
//!   validation error for.
//!
//! One shortcut, stated because the states are otherwise the code that runs: the commonest shape of URL (a
//! special scheme, `//`, a plain ASCII domain, an optional port, then a path, query and fragment that need no
//! percent-encoding and hold no dot segment; or `file:///` and such a path) is read in one pass over the bytes,
//! which takes only inputs on which the states report no validation error and hands every other input to the
//! states. Its tests hold the two readings equal (the URL, its offsets and spans) on every input of
//! `urltestdata.json`, on the benchmark corpora and on edge cases of each length limit.
//!
//! ```
//! use urigram::whatwg::{parse, Url};
//! let base = Url::parse("https://example.org/a/b", None)?;
//! let parsed = parse("  ..\\c?x y#z", Some(&base))?;
//! assert_eq!(parsed.url.href(), "https://example.org/c?x%20y#z");
//! let errors: Vec<_> = parsed.errors.iter().map(|e| (e.error.name(), &"  ..\\c?x y#z"[e.span.range()])).collect();
//! assert_eq!(errors, [
//!     ("invalid-URL-unit", "  "),
//!     ("invalid-reverse-solidus", "\\"),
//!     ("invalid-URL-unit", " "),
//! ]);
//! # Ok::<(), urigram::whatwg::Failure>(())
//! ```
//!
//! # Features
//!
//! The module is behind the `whatwg` feature, off by default, which enables `idna`: the standard's host
//! parser runs UTS #46 on every domain, and the Unicode data that needs (about a third of a megabyte in the
//! binary) should not be the price of the RFC grammars, which need none of it. Like the rest of the crate
//! the module needs only `alloc`: the `idna` crate builds without `std` with its data compiled in.
//!
//! # What is not here
//!
//! The `encoding` argument (a legacy of HTML documents; UTF-8 is used), and blob URL entries (a blob URL's
//! origin is computed from its path).

mod api;
mod form;
mod host;
mod input;
mod parser;
mod percent;
mod plain_url;
mod problem;
mod record;
mod writing;

pub use form::{SearchParams, form_urlencoded_parse, form_urlencoded_serialize};
pub use host::{
    Host, ends_in_a_number, find_the_ipv6_address_compressed_piece_index, host_serializer, ipv4_number_parser,
    ipv4_serializer, ipv6_serializer, is_forbidden_domain_code_point, is_forbidden_host_code_point, is_url_code_point,
    parse_host,
};
pub use parser::{Parsed, State, parse};
pub use percent::{PercentEncodeSet, percent_decode, percent_encode, utf8_percent_encode, utf8_percent_encode_str};
pub use problem::{Failure, Reported, ValidationError};
pub use record::{
    ComponentSpans, HostKind, Origin, Url, default_port, is_normalized_windows_drive_letter, is_special_scheme,
    is_windows_drive_letter, origin, starts_with_a_windows_drive_letter,
};
pub use writing::{
    absolute_url_string, absolute_url_with_fragment_string, opaque_host_and_port_string, opaque_path_url_string,
    path_absolute_non_authority_url_string, path_absolute_url_string, path_relative_scheme_less_url_string,
    path_relative_url_string, relative_url_string, relative_url_with_fragment_string, scheme_relative_file_url_string,
    scheme_relative_special_url_string, scheme_relative_url_string, url_fragment_string, url_path_segment_string,
    url_port_string, url_query_string, url_scheme_string, url_units, valid_domain_string, valid_host_string,
    valid_ipv4_address_string, valid_ipv6_address_string, valid_opaque_host_string, valid_url_string,
};

impl Url {
    /// The basic URL parser on `input` against `base`, the record alone (see [`parse`] for the validation
    /// errors: these are not collected here, and a [`Failure`] has only the one that failed the parse).
    ///
    /// ```
    /// use urigram::whatwg::Url;
    /// let url = Url::parse("http://[0:0::1]:80/", None)?;
    /// assert_eq!(url.href(), "http://[::1]/");
    /// # Ok::<(), urigram::whatwg::Failure>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Failure`] when the parser returns failure.
    pub fn parse(input: &str, base: Option<&Url>) -> Result<Url, Failure> {
        if let Some(url) = plain_url::parse_plain(input, parser::Wanted::Record) {
            return Ok(url);
        }
        parser::basic_url_parse_by_states(input, base, parser::Wanted::Record).map(|(url, _)| url)
    }
}
