//! § 4.1 "URL representation": the URL record as the basic URL parser builds it and hands it over ([`Url`]:
//! the serialization, written as the parser goes, with the offsets of each component in it and the span of
//! the input each was read from), and as a struct of the standard's components ([`Record`], which the setters
//! of the credentials edit). § 4.5 "URL serializing" turns the second into the first; § 4.7 "Origin" and the
//! URL API's getters read the first.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::net::{Ipv4Addr, Ipv6Addr};

use super::host::{Discard, Host, HostOutput, host_serializer};
use crate::Span;

/// "A special scheme is an ASCII string that is listed in the first column of the following table. The
/// default port for a special scheme is listed in the second column on the same row. The default port for
/// any other ASCII string is null." (`ftp` 21, `file` null, `http` 80, `https` 443, `ws` 80, `wss` 443.)
#[must_use]
pub fn is_special_scheme(scheme: &str) -> bool {
    matches!(scheme, "ftp" | "file" | "http" | "https" | "ws" | "wss")
}

/// The default port of `scheme` (§ 4.2), `None` for `file` and every scheme that is not special.
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "ftp" => Some(21),
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        _ => None,
    }
}

/// "A Windows drive letter is two code points, of which the first is an ASCII alpha and the second is either
/// U+003A (:) or U+007C (|)."
#[must_use]
pub fn is_windows_drive_letter(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() == 2 && bytes[0].is_ascii_alphabetic() && matches!(bytes[1], b':' | b'|')
}

/// "A normalized Windows drive letter is a Windows drive letter of which the second code point is U+003A (:)."
#[must_use]
pub fn is_normalized_windows_drive_letter(text: &str) -> bool {
    is_windows_drive_letter(text) && text.ends_with(':')
}

/// "A string starts with a Windows drive letter if all of the following are true: its length is greater than
/// or equal to 2; its first two code points are a Windows drive letter; its length is 2 or its third code
/// point is U+002F (/), U+005C (\\), U+003F (?), or U+0023 (#)."
#[must_use]
pub fn starts_with_a_windows_drive_letter(text: &str) -> bool {
    match text.as_bytes() {
        [letter, second, rest @ ..] => {
            letter.is_ascii_alphabetic()
                && matches!(second, b':' | b'|')
                && (rest.is_empty() || matches!(rest.first(), Some(b'/' | b'\\' | b'?' | b'#')))
        }
        _ => false,
    }
}

/// "A URL path is either a URL path segment or a list of zero or more URL path segments."
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Path {
    /// "A URL has an opaque path if its path is a URL path segment."
    Opaque(String),
    /// A list of segments.
    List(Vec<String>),
}

impl Default for Path {
    /// "It is initially « »."
    fn default() -> Self {
        Path::List(Vec::new())
    }
}

/// The span of the input each component of a URL record was read from, `None` for a component that did not
/// come from the input (absent, or taken from the base URL).
///
/// A span is of the text as written: before percent-encoding, lowercasing, IDNA and number parsing, in the
/// original input (offsets count the stripped and removed code points). The path's span is of the input's
/// path, even when the record's path also keeps segments of the base's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ComponentSpans {
    /// The scheme, without its `:`.
    pub scheme: Option<Span>,
    /// The username, without `//` and the `:` or `@` after it.
    pub username: Option<Span>,
    /// The password, without the `:` before it and the `@` after it.
    pub password: Option<Span>,
    /// The host (with the brackets of an IPv6 address).
    pub host: Option<Span>,
    /// The port's digits (also when the port equals the scheme's default and the record's port is null).
    pub port: Option<Span>,
    /// The path.
    pub path: Option<Span>,
    /// The query, without its `?`.
    pub query: Option<Span>,
    /// The fragment, without its `#`.
    pub fragment: Option<Span>,
}

/// The URL record as the standard's struct, field by field.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Record {
    /// "an ASCII string that identifies the type of URL".
    pub scheme: String,
    /// "an ASCII string identifying a username".
    pub username: String,
    /// "an ASCII string identifying a password".
    pub password: String,
    /// "null or a host".
    pub host: Option<Host>,
    /// "either null or a 16-bit unsigned integer that identifies a networking port".
    pub port: Option<u16>,
    /// "a URL path, usually identifying a location".
    pub path: Path,
    /// "either null or an ASCII string".
    pub query: Option<String>,
    /// "either null or an ASCII string".
    pub fragment: Option<String>,
    /// Where each came from in the input.
    pub spans: ComponentSpans,
}

impl Record {
    /// "A URL includes credentials if its username or password is not the empty string."
    pub fn includes_credentials(&self) -> bool {
        !self.username.is_empty() || !self.password.is_empty()
    }

    /// "A URL cannot have a username/password/port if its host is null or the empty string, or its scheme is
    /// "file"."
    pub fn cannot_have_a_username_password_port(&self) -> bool {
        matches!(self.host, None | Some(Host::Empty)) || self.scheme == "file"
    }
}

/// The kind of a URL's host, with the address of an IP address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum HostKind {
    /// A domain (ASCII, lowercase, after IDNA).
    Domain,
    /// An IPv4 address.
    Ipv4(Ipv4Addr),
    /// An IPv6 address.
    Ipv6(Ipv6Addr),
    /// An opaque host (of a URL that is not special).
    Opaque,
    /// The empty host.
    Empty,
}

/// The offsets of a [`Url`], in the order their components come in the serialization; an edit of a component
/// shifts the offsets from the first one after it ([`Url::shift_from`]).
mod offset {
    pub const USERNAME_END: usize = 1;
    pub const HOST_START: usize = 2;
    pub const HOST_END: usize = 3;
    pub const PATH_START: usize = 4;
    pub const QUERY_START: usize = 5;
    pub const FRAGMENT_START: usize = 6;
}

/// A URL record, parsed: its serialization (the URL serializer's output, the `href`) with the offset of each
/// component in it, and the span of the input each component was read from ([`Url::spans`]).
///
/// The basic URL parser writes into this form directly: each "set url's component" of the standard edits the
/// component's bytes of the serialization in place and shifts the offsets after it. While the parser runs
/// without a state override, the component it writes is the last one so far, so an edit is an append.
///
/// ```
/// use urigram::whatwg::Url;
/// let url = Url::parse("HTTPS://user:pa%20ss@EXAMPLE.com:443/a/./b/../c?q#f", None)?;
/// assert_eq!(url.href(), "https://user:pa%20ss@example.com/a/c?q#f");
/// assert_eq!(url.username(), "user");
/// assert_eq!(url.password(), "pa%20ss");
/// assert_eq!(url.hostname(), "example.com");
/// assert_eq!(url.port(), None);
/// assert_eq!(url.pathname(), "/a/c");
/// assert_eq!(url.search(), "?q");
/// assert_eq!(url.hash(), "#f");
/// assert_eq!(url.origin().to_string(), "https://example.com");
/// assert_eq!(url.spans().host.map(|s| s.range()), Some(21..32));
/// # Ok::<(), urigram::whatwg::Failure>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Url {
    serialization: String,
    /// The `:` after the scheme.
    scheme_end: usize,
    /// One past the username's last byte. With a null host, `scheme_end + 1`, like the host's offsets.
    username_end: usize,
    /// The host's first byte: after the `//`, or after the `@` when the URL includes credentials (then the
    /// password, if any, is between `username_end + 1` and `host_start - 1`).
    host_start: usize,
    /// One past the host's last byte (a `:` and the port follow when the port is non-null).
    host_end: usize,
    /// `None` when the host is null.
    host_kind: Option<HostKind>,
    port: Option<u16>,
    /// Where the path begins (after the `/.` the serializer puts before it, see [`Url::finish`]).
    path_start: usize,
    /// The `?`.
    query_start: Option<usize>,
    /// The `#`.
    fragment_start: Option<usize>,
    opaque_path: bool,
    /// The scheme's kind, kept beside it.
    scheme_kind: SchemeKind,
    /// A URL of the verdict alone: nothing is written (the serialization stays empty and unallocated), only
    /// what the parser reads to decide is kept: the scheme's kind, whether the host is null or empty, the port,
    /// whether the path is opaque.
    discard: bool,
    spans: ComponentSpans,
}

/// A scheme, as the parser tells schemes apart: each special scheme, or another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum SchemeKind {
    Ftp,
    File,
    Http,
    Https,
    Ws,
    Wss,
    NotSpecial,
}

impl SchemeKind {
    /// The kind of `scheme`, ignoring ASCII case.
    fn of(scheme: &str) -> SchemeKind {
        let lowercase = |special: &str| scheme.eq_ignore_ascii_case(special);
        match scheme.len() {
            2 if lowercase("ws") => SchemeKind::Ws,
            3 if lowercase("ftp") => SchemeKind::Ftp,
            3 if lowercase("wss") => SchemeKind::Wss,
            4 if lowercase("file") => SchemeKind::File,
            4 if lowercase("http") => SchemeKind::Http,
            5 if lowercase("https") => SchemeKind::Https,
            _ => SchemeKind::NotSpecial,
        }
    }

    /// The kind of `scheme`, which is lowercase.
    fn of_lowercase(scheme: &str) -> SchemeKind {
        match scheme {
            "http" => SchemeKind::Http,
            "https" => SchemeKind::Https,
            "file" => SchemeKind::File,
            "ws" => SchemeKind::Ws,
            "wss" => SchemeKind::Wss,
            "ftp" => SchemeKind::Ftp,
            _ => SchemeKind::NotSpecial,
        }
    }

    /// The scheme's default port (§ 4.2).
    fn default_port(self) -> Option<u16> {
        match self {
            SchemeKind::Ftp => Some(21),
            SchemeKind::Http | SchemeKind::Ws => Some(80),
            SchemeKind::Https | SchemeKind::Wss => Some(443),
            SchemeKind::File | SchemeKind::NotSpecial => None,
        }
    }
}

impl fmt::Debug for Url {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Url").field("href", &self.serialization).field("spans", &self.spans).finish()
    }
}

impl fmt::Display for Url {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.serialization)
    }
}

/// "To serialize an integer, represent it as the shortest possible decimal number." Appends `port` to `output`.
pub(crate) fn push_port(port: u16, output: &mut String) {
    let mut digits = [0u8; 5];
    let mut start = digits.len();
    let mut n = port;
    loop {
        start -= 1;
        if let Some(digit) = digits.get_mut(start) {
            *digit = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || start == 0 {
            break;
        }
    }
    for &digit in digits.get(start..).unwrap_or(&[]) {
        output.push(char::from(digit));
    }
}

/// § 4.5 "URL serializing": "The URL serializer takes a URL url, with an optional boolean exclude fragment
/// (default false), and then runs these steps. They return an ASCII string.
///
/// 1. Let output be url's scheme and U+003A (:) concatenated.
/// 2. If url's host is non-null: 1. Append "//" to output. 2. If url includes credentials, then: 1. Append
///    url's username to output. 2. If url's password is not the empty string, then append U+003A (:),
///    followed by url's password, to output. 3. Append U+0040 (@) to output. 3. Append url's host, serialized,
///    to output. 4. If url's port is non-null, append U+003A (:) followed by url's port, serialized, to
///    output.
/// 3. If url's host is null, url does not have an opaque path, url's path's size is greater than 1, and
///    url's path\[0\] is the empty string, then append U+002F (/) followed by U+002E (.) to output.
/// 4. Append the result of URL path serializing url to output.
/// 5. If url's query is non-null, append U+003F (?), followed by url's query, to output.
/// 6. If exclude fragment is false and url's fragment is non-null, then append U+0023 (#), followed by url's
///    fragment, to output.
/// 7. Return output."
///
/// The URL path serializer (§ 4.5): "1. If url has an opaque path, then return url's path. 2. Let output be
/// the empty string. 3. For each segment of url's path: append U+002F (/) followed by segment to output.
/// 4. Return output."
///
/// This turns the record of separate components (which the setters of the credentials edit) into the parsed
/// form; the parser writes the parsed form as it goes, step 3 in [`Url::finish`].
pub(crate) fn url_serializer(url: &Record, exclude_fragment: bool) -> Url {
    let mut output = String::new();
    output.push_str(&url.scheme);
    let scheme_end = output.len();
    output.push(':');
    let (mut username_end, mut host_start, mut host_end) = (output.len(), output.len(), output.len());
    let mut host_kind = None;
    if let Some(host) = &url.host {
        output.push_str("//");
        username_end = output.len();
        if url.includes_credentials() {
            output.push_str(&url.username);
            username_end = output.len();
            if !url.password.is_empty() {
                output.push(':');
                output.push_str(&url.password);
            }
            output.push('@');
        }
        host_start = output.len();
        host_serializer(host, &mut output);
        host_end = output.len();
        host_kind = Some(match host {
            Host::Domain(_) => HostKind::Domain,
            Host::Ipv4(address) => HostKind::Ipv4(Ipv4Addr::from(*address)),
            Host::Ipv6(pieces) => {
                let [a, b, c, d, e, f, g, h] = *pieces;
                HostKind::Ipv6(Ipv6Addr::new(a, b, c, d, e, f, g, h))
            }
            Host::Opaque(_) => HostKind::Opaque,
            Host::Empty => HostKind::Empty,
        });
        if let Some(port) = url.port {
            output.push(':');
            push_port(port, &mut output);
        }
    }
    let opaque_path = matches!(url.path, Path::Opaque(_));
    let empty_first = |path: &[String]| path.len() > 1 && path.first().is_some_and(String::is_empty);
    if matches!((&url.host, &url.path), (None, Path::List(path)) if empty_first(path)) {
        output.push_str("/.");
    }
    let path_start = output.len();
    match &url.path {
        Path::Opaque(path) => output.push_str(path),
        Path::List(path) => {
            for segment in path {
                output.push('/');
                output.push_str(segment);
            }
        }
    }
    let query_start = url.query.as_ref().map(|query| {
        let start = output.len();
        output.push('?');
        output.push_str(query);
        start
    });
    let fragment_start = match (&url.fragment, exclude_fragment) {
        (Some(fragment), false) => {
            let start = output.len();
            output.push('#');
            output.push_str(fragment);
            Some(start)
        }
        _ => None,
    };
    Url {
        serialization: output,
        scheme_end,
        username_end,
        host_start,
        host_end,
        host_kind,
        port: url.port,
        path_start,
        query_start,
        fragment_start,
        opaque_path,
        scheme_kind: SchemeKind::of(&url.scheme),
        discard: false,
        spans: url.spans,
    }
}

impl Url {
    /// Its serialization (the `href` getter): "The href getter steps and the toJSON() method steps are to
    /// return the serialization of this's URL."
    #[must_use]
    pub fn href(&self) -> &str {
        &self.serialization
    }

    /// Its serialization, owned.
    #[must_use]
    pub fn into_string(self) -> String {
        self.serialization
    }

    /// The span of the input each component was read from.
    #[must_use]
    pub const fn spans(&self) -> &ComponentSpans {
        &self.spans
    }

    fn text(&self, start: usize, end: usize) -> &str {
        self.serialization.get(start..end).unwrap_or("")
    }

    /// The URL's scheme: "an ASCII string that identifies the type of URL", lowercase.
    #[must_use]
    pub fn scheme(&self) -> &str {
        self.text(0, self.scheme_end)
    }

    /// The `protocol` getter: "return this's URL's scheme, followed by U+003A (:)."
    #[must_use]
    pub fn protocol(&self) -> &str {
        self.text(0, self.scheme_end + 1)
    }

    /// Whether the scheme is special.
    #[must_use]
    pub fn is_special(&self) -> bool {
        self.scheme_kind != SchemeKind::NotSpecial
    }

    /// Whether the scheme is "file".
    pub(crate) fn is_file(&self) -> bool {
        self.scheme_kind == SchemeKind::File
    }

    /// The default port of the URL's scheme.
    pub(crate) fn default_port(&self) -> Option<u16> {
        self.scheme_kind.default_port()
    }

    /// Whether both URLs have the same scheme, when this one is special.
    pub(crate) fn has_special_scheme_of(&self, other: &Url) -> bool {
        self.is_special() && self.scheme_kind == other.scheme_kind
    }

    /// The `username` getter: "return this's URL's username."
    #[must_use]
    pub fn username(&self) -> &str {
        if self.host_kind.is_some() { self.text(self.scheme_end + 3, self.username_end) } else { "" }
    }

    /// The `password` getter: "return this's URL's password."
    #[must_use]
    pub fn password(&self) -> &str {
        if self.host_kind.is_some() && self.host_start > self.username_end + 1 {
            self.text(self.username_end + 1, self.host_start - 1)
        } else {
            ""
        }
    }

    /// "A URL includes credentials if its username or password is not the empty string": the serialization
    /// then has an `@` before the host.
    pub(crate) fn includes_credentials(&self) -> bool {
        self.host_kind.is_some() && self.host_start > self.scheme_end + 3
    }

    /// "A URL cannot have a username/password/port if its host is null or the empty string, or its scheme is
    /// "file"."
    pub(crate) fn cannot_have_a_username_password_port(&self) -> bool {
        matches!(self.host_kind, None | Some(HostKind::Empty)) || self.scheme() == "file"
    }

    /// The host's kind, `None` when the URL's host is null.
    #[must_use]
    pub fn host_kind(&self) -> Option<HostKind> {
        self.host_kind
    }

    /// Whether the URL's host is null (no `//` in the serialization).
    #[must_use]
    pub fn has_host(&self) -> bool {
        self.host_kind.is_some()
    }

    /// The `hostname` getter: "1. If this's URL's host is null, then return the empty string. 2. Return this's
    /// URL's host, serialized."
    #[must_use]
    pub fn hostname(&self) -> &str {
        if self.host_kind.is_some() { self.text(self.host_start, self.host_end) } else { "" }
    }

    /// The `host` getter: "1. Let url be this's URL. 2. If url's host is null, then return the empty string.
    /// 3. If url's port is null, return url's host, serialized. 4. Return url's host, serialized, followed by
    /// U+003A (:) and url's port, serialized."
    #[must_use]
    pub fn host(&self) -> &str {
        if self.host_kind.is_some() { self.text(self.host_start, self.path_start) } else { "" }
    }

    /// The URL's port: null (`None`) or a 16-bit unsigned integer; never the scheme's default port.
    #[must_use]
    pub const fn port(&self) -> Option<u16> {
        self.port
    }

    /// The `port` getter: "1. If this's URL's port is null, then return the empty string. 2. Return this's
    /// URL's port, serialized."
    #[must_use]
    pub fn port_str(&self) -> &str {
        match (self.port, self.host_kind) {
            (Some(_), Some(_)) => self.text(self.host_end + 1, self.path_start),
            _ => "",
        }
    }

    /// One past the path's last byte.
    #[inline]
    pub(crate) fn path_end(&self) -> usize {
        self.query_start.or(self.fragment_start).unwrap_or(self.serialization.len())
    }

    /// Where the path begins in the serialization.
    pub(crate) fn path_start(&self) -> usize {
        self.path_start
    }

    /// One past the query's last byte.
    #[inline]
    fn query_end(&self) -> usize {
        self.fragment_start.unwrap_or(self.serialization.len())
    }

    /// The `pathname` getter: "return the result of URL path serializing this's URL."
    #[must_use]
    pub fn pathname(&self) -> &str {
        self.text(self.path_start, self.path_end())
    }

    /// "A URL has an opaque path if its path is a URL path segment."
    #[must_use]
    pub const fn has_opaque_path(&self) -> bool {
        self.opaque_path
    }

    /// The path's segments (`None` for an opaque path).
    pub fn path_segments(&self) -> Option<impl Iterator<Item = &str>> {
        if self.opaque_path {
            return None;
        }
        let path = self.pathname();
        Some(path.get(1..).into_iter().filter(|_| !path.is_empty()).flat_map(|rest| rest.split('/')))
    }

    /// The URL's query: `None` when null, without its `?`.
    #[must_use]
    pub fn query(&self) -> Option<&str> {
        let start = self.query_start?;
        Some(self.text(start + 1, self.query_end()))
    }

    /// The `search` getter: "1. If this's URL's query is either null or the empty string, then return the
    /// empty string. 2. Return U+003F (?), followed by this's URL's query."
    #[must_use]
    pub fn search(&self) -> &str {
        match self.query_start {
            Some(start) => {
                let end = self.query_end();
                if end == start + 1 { "" } else { self.text(start, end) }
            }
            None => "",
        }
    }

    /// The URL's fragment: `None` when null, without its `#`.
    #[must_use]
    pub fn fragment(&self) -> Option<&str> {
        let start = self.fragment_start?;
        Some(self.text(start + 1, self.serialization.len()))
    }

    /// The `hash` getter: "1. If this's URL's fragment is either null or the empty string, then return the
    /// empty string. 2. Return U+0023 (#), followed by this's URL's fragment."
    #[must_use]
    pub fn hash(&self) -> &str {
        match self.fragment_start {
            Some(start) if start + 1 < self.serialization.len() => self.text(start, self.serialization.len()),
            _ => "",
        }
    }

    /// The record again, field by field (for the setters of the credentials and for the origin).
    pub(crate) fn to_record(&self) -> Record {
        let host = self.host_kind.map(|kind| match kind {
            HostKind::Domain => Host::Domain(self.hostname().into()),
            HostKind::Opaque => Host::Opaque(self.hostname().into()),
            HostKind::Empty => Host::Empty,
            HostKind::Ipv4(address) => Host::Ipv4(address.to_bits()),
            HostKind::Ipv6(address) => Host::Ipv6(address.segments()),
        });
        let path = if self.opaque_path {
            Path::Opaque(self.pathname().into())
        } else {
            let pathname = self.pathname();
            Path::List(match pathname.get(1..) {
                Some(rest) if !pathname.is_empty() => rest.split('/').map(String::from).collect(),
                _ => Vec::new(),
            })
        };
        Record {
            scheme: self.scheme().into(),
            username: self.username().into(),
            password: self.password().into(),
            host,
            port: self.port,
            path,
            query: self.query().map(String::from),
            fragment: self.fragment().map(String::from),
            spans: self.spans,
        }
    }

    /// § 4.7: the URL's origin (see [`Origin`]).
    #[must_use]
    pub fn origin(&self) -> Origin {
        origin(self)
    }
}

/// The edits of the basic URL parser and the setters: each is one "set url's component" of the standard (or
/// a part of one), done on the serialization in place.
impl Url {
    /// "Set url to a new URL": nothing, with room for a serialization of `capacity` bytes (the parser asks
    /// for about its input's length, so that an input needing no percent-encoding takes one allocation).
    pub(crate) fn with_capacity(capacity: usize) -> Url {
        Url {
            serialization: String::with_capacity(capacity),
            scheme_end: 0,
            username_end: 0,
            host_start: 0,
            host_end: 0,
            host_kind: None,
            port: None,
            path_start: 0,
            query_start: None,
            fragment_start: None,
            opaque_path: false,
            scheme_kind: SchemeKind::NotSpecial,
            discard: false,
            spans: ComponentSpans::default(),
        }
    }

    /// A URL with a host whose serialization `serialization` the caller wrote in full, as the basic URL
    /// parser would have (see `whatwg/plain_url.rs`): the scheme (lowercase) and `://`, no credentials, the
    /// host of `host_kind` at `host_start..host_end`, `:` and the port when `port` is non-null, the path from
    /// `path_start`, the query from its `?` at `query_start`, the fragment from its `#` at `fragment_start`.
    #[allow(clippy::too_many_arguments, reason = "one argument a component of the record")]
    pub(crate) fn with_host_written(
        serialization: String,
        host_start: usize,
        host_end: usize,
        host_kind: HostKind,
        port: Option<u16>,
        path_start: usize,
        query_start: Option<usize>,
        fragment_start: Option<usize>,
        spans: ComponentSpans,
    ) -> Url {
        let scheme_end = host_start.saturating_sub(3);
        let scheme_kind = SchemeKind::of_lowercase(serialization.get(..scheme_end).unwrap_or(""));
        Url {
            serialization,
            scheme_end,
            username_end: host_start,
            host_start,
            host_end,
            host_kind: Some(host_kind),
            port,
            path_start,
            query_start,
            fragment_start,
            opaque_path: false,
            scheme_kind,
            discard: false,
            spans,
        }
    }

    /// A new URL for the verdict alone, which writes nothing (see the `discard` field) and so allocates
    /// nothing.
    pub(crate) fn for_verdict() -> Url {
        Url { discard: true, ..Url::with_capacity(0) }
    }

    /// The spans, for the parser to fill.
    pub(crate) fn spans_mut(&mut self) -> &mut ComponentSpans {
        &mut self.spans
    }

    /// Adds `delta` to every offset from the `first`th on (in the order of [`offset`]; 0 is the scheme's end).
    #[inline]
    fn shift_from(&mut self, first: usize, delta: isize) {
        let add = |at: usize| at.wrapping_add_signed(delta);
        if first == 0 {
            self.scheme_end = add(self.scheme_end);
        }
        if first <= offset::USERNAME_END {
            self.username_end = add(self.username_end);
        }
        if first <= offset::HOST_START {
            self.host_start = add(self.host_start);
        }
        if first <= offset::HOST_END {
            self.host_end = add(self.host_end);
        }
        if first <= offset::PATH_START {
            self.path_start = add(self.path_start);
        }
        if first <= offset::QUERY_START {
            self.query_start = self.query_start.map(add);
        }
        if first <= offset::FRAGMENT_START {
            self.fragment_start = self.fragment_start.map(add);
        }
    }

    /// Inserts `text` at byte `at` and shifts the offsets from the `first`th on by its length.
    #[inline]
    fn insert(&mut self, at: usize, text: &str, first: usize) {
        if text.is_empty() || self.discard {
            return;
        }
        if at >= self.serialization.len() {
            self.serialization.push_str(text);
        } else if self.serialization.is_char_boundary(at) {
            self.serialization.insert_str(at, text);
        } else {
            return;
        }
        self.shift_from(first, isize::try_from(text.len()).unwrap_or(0));
    }

    /// Removes bytes `start..end` and shifts the offsets from the `first`th on back by their number.
    fn remove(&mut self, start: usize, end: usize, first: usize) {
        if end <= start || self.serialization.get(start..end).is_none() {
            return;
        }
        if end == self.serialization.len() {
            self.serialization.truncate(start);
        } else {
            self.serialization.replace_range(start..end, "");
        }
        self.shift_from(first, -isize::try_from(end - start).unwrap_or(0));
    }

    /// Whether the `/.` of the URL serializer's step 3 is before the path: with a null host, the path then
    /// begins two bytes after the scheme's `:`.
    fn has_dot_before_path(&self) -> bool {
        self.host_kind.is_none() && self.path_start == self.scheme_end + 3
    }

    /// "Set url's scheme to `scheme`", lowercasing it (the scheme state's buffer is the input as read; a
    /// scheme taken from a base URL is lowercase already). Keeps whether the URL is special beside it.
    pub(crate) fn set_scheme(&mut self, scheme: &str) {
        if self.discard {
            self.scheme_kind = SchemeKind::of(scheme);
            return;
        }
        if !self.serialization.is_empty() && self.scheme().eq_ignore_ascii_case(scheme) {
            return;
        }
        if self.serialization.is_empty() {
            // A new URL: the scheme is its first component, and every other offset is after its `:`.
            self.serialization.push_str(scheme);
            self.serialization.make_ascii_lowercase();
            self.scheme_kind = SchemeKind::of_lowercase(&self.serialization);
            self.scheme_end = self.serialization.len();
            self.serialization.push(':');
            let after = self.serialization.len();
            (self.username_end, self.host_start, self.host_end, self.path_start) = (after, after, after, after);
            return;
        }
        self.scheme_kind = SchemeKind::of(scheme);
        let lowercase = scheme.to_ascii_lowercase();
        let old_end = self.scheme_end;
        self.serialization.replace_range(0..old_end, &lowercase);
        let delta = isize::try_from(lowercase.len()).unwrap_or(0) - isize::try_from(old_end).unwrap_or(0);
        self.scheme_end = lowercase.len();
        self.shift_from(offset::USERNAME_END, delta);
    }

    /// Makes the host non-null (the empty host) if it is null, writing the `//` (and dropping the `/.` of a
    /// null host's path).
    fn ensure_host(&mut self) {
        if self.host_kind.is_some() {
            return;
        }
        if self.has_dot_before_path() {
            self.remove(self.scheme_end + 1, self.scheme_end + 3, offset::PATH_START);
        }
        let at = self.scheme_end + 1;
        self.insert(at, "//", offset::PATH_START);
        (self.username_end, self.host_start, self.host_end) = (at + 2, at + 2, at + 2);
        self.host_kind = Some(HostKind::Empty);
    }

    /// Appends `text` to url's username (the host made non-null first: the parser sets it next).
    pub(crate) fn append_to_username(&mut self, text: &str) {
        self.ensure_host();
        if text.is_empty() {
            return;
        }
        let had_credentials = self.includes_credentials();
        self.insert(self.username_end, text, offset::USERNAME_END);
        if !had_credentials {
            self.insert(self.host_start, "@", offset::HOST_START);
        }
    }

    /// Appends `text` to url's password (the host made non-null first: the parser sets it next).
    pub(crate) fn append_to_password(&mut self, text: &str) {
        self.ensure_host();
        if text.is_empty() {
            return;
        }
        if !self.includes_credentials() {
            self.insert(self.host_start, "@", offset::HOST_START);
        }
        if self.host_start == self.username_end + 1 {
            self.insert(self.username_end, ":", offset::HOST_START);
        }
        self.insert(self.host_start - 1, text, offset::HOST_START);
    }

    /// "Set url's host to" the host that `write` appends to the string it is given, returning its kind; if
    /// `write` fails the URL is unchanged.
    ///
    /// While the parser runs without a state override nothing follows the host yet, and `write` appends to
    /// the serialization itself; else it writes to a string of its own, which replaces the old host.
    pub(crate) fn set_host_with<E>(
        &mut self,
        write: impl FnOnce(&mut dyn HostOutput) -> Result<HostKind, E>,
    ) -> Result<(), E> {
        if self.discard {
            self.host_kind = Some(write(&mut Discard)?);
            return Ok(());
        }
        let nothing_after = self.host_start == self.host_end
            && self.host_end == self.serialization.len()
            && self.path_start == self.host_end
            && self.port.is_none();
        if nothing_after {
            let before = self.serialization.len();
            let was_null = self.host_kind.is_none();
            if was_null {
                self.serialization.push_str("//");
                (self.username_end, self.host_start) = (before + 2, before + 2);
            }
            match write(&mut self.serialization) {
                Ok(kind) => {
                    self.host_kind = Some(kind);
                    self.host_end = self.serialization.len();
                    self.path_start = self.host_end;
                    Ok(())
                }
                Err(error) => {
                    self.serialization.truncate(before);
                    if was_null {
                        (self.username_end, self.host_start) = (before, before);
                    }
                    Err(error)
                }
            }
        } else {
            let mut text = String::new();
            let kind = write(&mut text)?;
            self.replace_host(kind, &text);
            Ok(())
        }
    }

    /// "Set url's host to" a host of `kind` serialized as `text`.
    pub(crate) fn replace_host(&mut self, kind: HostKind, text: &str) {
        if self.discard {
            self.host_kind = Some(kind);
            return;
        }
        self.ensure_host();
        let (start, end) = (self.host_start, self.host_end);
        if self.serialization.get(start..end).is_none() {
            return;
        }
        self.serialization.replace_range(start..end, text);
        let delta = isize::try_from(text.len()).unwrap_or(0) - isize::try_from(end - start).unwrap_or(0);
        self.host_end = start + text.len();
        self.shift_from(offset::PATH_START, delta);
        self.host_kind = Some(kind);
    }

    /// "Set url's port to" `port` (nothing when the host is null: no URL with a null host has a port).
    pub(crate) fn set_port_number(&mut self, port: Option<u16>) {
        if self.host_kind.is_none() {
            return;
        }
        self.remove(self.host_end, self.path_start, offset::PATH_START);
        if let Some(port) = port {
            // ":" and at most five digits, on the stack.
            let mut text = [b':'; 6];
            let mut length = 1;
            let mut divisor = 10_000;
            while divisor > 0 {
                let digit = port / divisor % 10;
                if digit != 0 || length > 1 || divisor == 1 {
                    if let Some(slot) = text.get_mut(length) {
                        *slot = b'0' + digit as u8;
                    }
                    length += 1;
                }
                divisor /= 10;
            }
            let text = core::str::from_utf8(text.get(..length).unwrap_or(&[])).unwrap_or("");
            self.insert(self.host_end, text, offset::PATH_START);
        }
        self.port = port;
    }

    /// Takes base's username, password, host and port (the relative slash state; the URL has only its scheme).
    pub(crate) fn set_authority_from(&mut self, base: &Url) {
        if self.discard {
            (self.host_kind, self.port, self.opaque_path) = (base.host_kind, base.port, false);
            return;
        }
        let end = if base.host_kind.is_some() { base.path_start } else { base.scheme_end + 1 };
        let at = self.scheme_end + 1;
        self.serialization.truncate(at);
        self.serialization.push_str(base.text(base.scheme_end + 1, end));
        let shift = |offset: usize| offset - base.scheme_end + self.scheme_end;
        self.username_end = shift(base.username_end);
        self.host_start = shift(base.host_start);
        self.host_end = shift(base.host_end);
        self.host_kind = base.host_kind;
        self.port = base.port;
        self.path_start = self.serialization.len();
        self.query_start = None;
        self.fragment_start = None;
        self.opaque_path = false;
    }

    /// Takes base's username, password, host, port, path and query: everything but the fragment (the
    /// relative, file and no scheme states; the URL has the scheme of base already).
    pub(crate) fn set_all_but_fragment_from(&mut self, base: &Url) {
        self.host_kind = base.host_kind;
        self.port = base.port;
        self.opaque_path = base.opaque_path;
        self.scheme_kind = base.scheme_kind;
        if self.discard {
            return;
        }
        self.serialization.clear();
        self.serialization.push_str(base.text(0, base.query_end()));
        self.scheme_end = base.scheme_end;
        self.username_end = base.username_end;
        self.host_start = base.host_start;
        self.host_end = base.host_end;
        self.host_kind = base.host_kind;
        self.port = base.port;
        self.path_start = base.path_start;
        self.query_start = base.query_start;
        self.fragment_start = None;
    }

    /// "Set url's path to the empty string" (an opaque path, empty).
    pub(crate) fn set_opaque_path(&mut self) {
        self.remove(self.path_start, self.path_end(), offset::QUERY_START);
        self.opaque_path = true;
    }

    /// Empties the path, a list again ("Set url's path to « »").
    pub(crate) fn empty_path(&mut self) {
        self.remove(self.path_start, self.path_end(), offset::QUERY_START);
        self.opaque_path = false;
    }

    /// Appends `text` to the path's serialization (a `/` and a segment, a part of a segment, or a part of an
    /// opaque path).
    #[inline]
    pub(crate) fn append_to_path(&mut self, text: &str) {
        self.insert(self.path_end(), text, offset::QUERY_START);
    }

    /// Removes the path's bytes from `at` on (the segment the path state is writing, when it must not be
    /// appended).
    pub(crate) fn truncate_path(&mut self, at: usize) {
        self.remove(at.max(self.path_start), self.path_end(), offset::QUERY_START);
    }

    /// Replaces the byte at `at` of the path with `byte` (an ASCII byte for an ASCII byte).
    pub(crate) fn replace_path_byte(&mut self, at: usize, byte: u8) {
        if at < self.path_end() && self.serialization.as_bytes().get(at).is_some_and(u8::is_ascii) && byte.is_ascii() {
            let mut text = [0u8; 4];
            let replacement = char::from(byte).encode_utf8(&mut text);
            self.serialization.replace_range(at..at + 1, replacement);
        }
    }

    /// Whether the path is the empty list.
    pub(crate) fn path_is_empty_list(&self) -> bool {
        !self.opaque_path && self.path_start == self.path_end()
    }

    /// The path's first segment, `None` for an opaque path or the empty list.
    pub(crate) fn first_segment(&self) -> Option<&str> {
        if self.path_is_empty_list() || self.opaque_path {
            return None;
        }
        let rest = self.text(self.path_start + 1, self.path_end());
        Some(rest.split('/').next().unwrap_or(""))
    }

    /// "To shorten a url's path: 1. Assert: url does not have an opaque path. 2. Let path be url's path. 3. If
    /// url's scheme is "file", path's size is 1, and path\[0\] is a normalized Windows drive letter, then
    /// return. 4. Remove path's last item, if any."
    pub(crate) fn shorten(&mut self) {
        if self.opaque_path {
            return;
        }
        let path = self.pathname();
        let Some(last_slash) = path.rfind('/') else { return };
        if last_slash == 0 && self.scheme() == "file" && is_normalized_windows_drive_letter(path.get(1..).unwrap_or(""))
        {
            return;
        }
        self.truncate_path(self.path_start + last_slash);
    }

    /// "Set url's query to null."
    pub(crate) fn set_query_null(&mut self) {
        if let Some(start) = self.query_start {
            self.remove(start, self.query_end(), offset::FRAGMENT_START);
            self.query_start = None;
        }
    }

    /// "Set url's query to the empty string."
    pub(crate) fn set_query_empty(&mut self) {
        match self.query_start {
            Some(start) => self.remove(start + 1, self.query_end(), offset::FRAGMENT_START),
            None => {
                let at = self.path_end();
                self.insert(at, "?", offset::FRAGMENT_START);
                self.query_start = Some(at);
            }
        }
    }

    /// Appends `text` to url's query (which is non-null).
    #[inline]
    pub(crate) fn append_to_query(&mut self, text: &str) {
        if self.query_start.is_some() {
            self.insert(self.query_end(), text, offset::FRAGMENT_START);
        }
    }

    /// "Set url's fragment to null."
    pub(crate) fn set_fragment_null(&mut self) {
        if let Some(start) = self.fragment_start.take() {
            self.serialization.truncate(start);
        }
    }

    /// "Set url's fragment to the empty string."
    pub(crate) fn set_fragment_empty(&mut self) {
        if self.discard {
            return;
        }
        self.set_fragment_null();
        self.fragment_start = Some(self.serialization.len());
        self.serialization.push('#');
    }

    /// Appends `text` to url's fragment (which is non-null).
    #[inline]
    pub(crate) fn append_to_fragment(&mut self, text: &str) {
        if self.fragment_start.is_some() && !self.discard {
            self.serialization.push_str(text);
        }
    }

    /// The URL serializer's step 3, after the parser: "If url's host is null, url does not have an opaque path,
    /// url's path's size is greater than 1, and url's path\[0\] is the empty string, then append U+002F (/)
    /// followed by U+002E (.) to output." Writes or removes the `/.` before the path as the record now needs.
    pub(crate) fn finish(&mut self) {
        let needed = self.host_kind.is_none() && !self.opaque_path && self.pathname().starts_with("//");
        let present = self.has_dot_before_path();
        if needed && !present {
            self.insert(self.path_start, "/.", offset::PATH_START);
        } else if present && !needed {
            self.remove(self.path_start - 2, self.path_start, offset::PATH_START);
        }
    }
}

/// An origin, as HTML defines it: opaque, or a tuple of a scheme, a host, a port and a domain (always null
/// here).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Origin {
    /// "a new opaque origin".
    Opaque,
    /// "the tuple origin (url's scheme, url's host, url's port, null)".
    Tuple {
        /// The scheme.
        scheme: String,
        /// The host.
        host: Host,
        /// The port.
        port: Option<u16>,
    },
}

impl fmt::Display for Origin {
    /// HTML's serialization of an origin: "null" for an opaque origin, else the scheme, "://", the host
    /// serialized, and ":" with the port when it is non-null.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Opaque => f.write_str("null"),
            Origin::Tuple { scheme, host, port } => {
                let mut text = String::new();
                host_serializer(host, &mut text);
                write!(f, "{scheme}://{text}")?;
                if let Some(port) = port {
                    write!(f, ":{port}")?;
                }
                Ok(())
            }
        }
    }
}

/// § 4.7 "Origin": "The origin of a URL url is the origin returned by running these steps, switching on url's
/// scheme:
///
/// - "blob": 1. If url's blob URL entry is non-null, then return url's blob URL entry's environment's origin.
///   2. Let pathURL be the result of parsing the result of URL path serializing url. 3. If pathURL is
///   failure, then return a new opaque origin. 4. If pathURL's scheme is "http", "https", or "file", then
///   return pathURL's origin. 5. Return a new opaque origin.
/// - "ftp", "http", "https", "ws", "wss": Return the tuple origin (url's scheme, url's host, url's port, null).
/// - "file": Unfortunate as it is, this is left as an exercise to the reader. When in doubt, return a new
///   opaque origin.
/// - Otherwise: Return a new opaque origin."
///
/// A blob URL entry is always null here (there is no blob URL store); a `file` URL's origin is opaque.
#[must_use]
pub fn origin(url: &Url) -> Origin {
    match url.scheme() {
        "blob" => match super::parser::parse(url.pathname(), None) {
            Ok(parsed) if matches!(parsed.url.scheme(), "http" | "https") => origin(&parsed.url),
            _ => Origin::Opaque,
        },
        "ftp" | "http" | "https" | "ws" | "wss" => {
            let record = url.to_record();
            Origin::Tuple { scheme: record.scheme, host: record.host.unwrap_or(Host::Empty), port: record.port }
        }
        _ => Origin::Opaque,
    }
}
