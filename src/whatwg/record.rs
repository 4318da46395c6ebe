//! § 4.1 "URL representation": the URL record while the parser builds it ([`Record`], a struct of the
//! standard's components), and as the parser hands it over ([`Url`]: the serialization, with the offsets of
//! each component in it and the span of the input each was read from). § 4.5 "URL serializing" turns the
//! first into the second; § 4.7 "Origin" and the URL API's getters read the second.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::fmt::Write as _;
use core::net::{Ipv4Addr, Ipv6Addr};

use super::host::{Host, host_serializer};
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

/// The URL record as the basic URL parser builds it: the standard's struct, field by field.
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
    /// "A URL is special if its scheme is a special scheme."
    pub fn is_special(&self) -> bool {
        is_special_scheme(&self.scheme)
    }

    /// "A URL includes credentials if its username or password is not the empty string."
    pub fn includes_credentials(&self) -> bool {
        !self.username.is_empty() || !self.password.is_empty()
    }

    /// "A URL cannot have a username/password/port if its host is null or the empty string, or its scheme is
    /// "file"."
    pub fn cannot_have_a_username_password_port(&self) -> bool {
        matches!(self.host, None | Some(Host::Empty)) || self.scheme == "file"
    }

    /// "To shorten a url's path: 1. Assert: url does not have an opaque path. 2. Let path be url's path. 3. If
    /// url's scheme is "file", path's size is 1, and path\[0\] is a normalized Windows drive letter, then
    /// return. 4. Remove path's last item, if any."
    pub fn shorten(&mut self) {
        if let Path::List(path) = &mut self.path {
            if self.scheme == "file"
                && path.len() == 1
                && path.first().is_some_and(|s| is_normalized_windows_drive_letter(s))
            {
                return;
            }
            path.pop();
        }
    }

    /// Append `segment` to the path (a list; the parser never appends to an opaque path).
    pub fn push_segment(&mut self, segment: String) {
        match &mut self.path {
            Path::List(list) => list.push(segment),
            Path::Opaque(_) => self.path = Path::List(alloc::vec![segment]),
        }
    }

    /// Whether the path is the empty list.
    pub fn path_is_empty_list(&self) -> bool {
        matches!(&self.path, Path::List(list) if list.is_empty())
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

/// The offsets of the host in the serialization.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct HostPart {
    kind: HostKind,
    start: usize,
    end: usize,
}

/// Where the credentials are in the serialization.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Credentials {
    /// One past the username's last byte.
    username_end: usize,
    /// The `@`.
    at: usize,
}

/// A URL record, parsed: its serialization (the URL serializer's output, the `href`) with the offset of each
/// component in it, and the span of the input each component was read from ([`Url::spans`]).
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
    credentials: Option<Credentials>,
    host: Option<HostPart>,
    port: Option<u16>,
    /// Where the path begins (after the `/.` the serializer may put before it).
    path_start: usize,
    /// The `?`.
    query_start: Option<usize>,
    /// The `#`.
    fragment_start: Option<usize>,
    opaque_path: bool,
    spans: ComponentSpans,
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
pub(crate) fn url_serializer(url: &Record, exclude_fragment: bool) -> Url {
    let mut output = String::new();
    output.push_str(&url.scheme);
    let scheme_end = output.len();
    output.push(':');
    let mut credentials = None;
    let mut host_part = None;
    if let Some(host) = &url.host {
        output.push_str("//");
        if url.includes_credentials() {
            output.push_str(&url.username);
            let username_end = output.len();
            if !url.password.is_empty() {
                output.push(':');
                output.push_str(&url.password);
            }
            credentials = Some(Credentials { username_end, at: output.len() });
            output.push('@');
        }
        let start = output.len();
        host_serializer(host, &mut output);
        let kind = match host {
            Host::Domain(_) => HostKind::Domain,
            Host::Ipv4(address) => HostKind::Ipv4(Ipv4Addr::from(*address)),
            Host::Ipv6(pieces) => {
                let [a, b, c, d, e, f, g, h] = *pieces;
                HostKind::Ipv6(Ipv6Addr::new(a, b, c, d, e, f, g, h))
            }
            Host::Opaque(_) => HostKind::Opaque,
            Host::Empty => HostKind::Empty,
        };
        host_part = Some(HostPart { kind, start, end: output.len() });
        if let Some(port) = url.port {
            let _ = write!(output, ":{port}");
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
        credentials,
        host: host_part,
        port: url.port,
        path_start,
        query_start,
        fragment_start,
        opaque_path,
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
        is_special_scheme(self.scheme())
    }

    /// The `username` getter: "return this's URL's username."
    #[must_use]
    pub fn username(&self) -> &str {
        match self.credentials {
            Some(credentials) => self.text(self.scheme_end + 3, credentials.username_end),
            None => "",
        }
    }

    /// The `password` getter: "return this's URL's password."
    #[must_use]
    pub fn password(&self) -> &str {
        match self.credentials {
            Some(credentials) if credentials.username_end < credentials.at => {
                self.text(credentials.username_end + 1, credentials.at)
            }
            _ => "",
        }
    }

    /// The host's kind, `None` when the URL's host is null.
    #[must_use]
    pub fn host_kind(&self) -> Option<HostKind> {
        self.host.map(|host| host.kind)
    }

    /// Whether the URL's host is null (no `//` in the serialization).
    #[must_use]
    pub fn has_host(&self) -> bool {
        self.host.is_some()
    }

    /// The `hostname` getter: "1. If this's URL's host is null, then return the empty string. 2. Return this's
    /// URL's host, serialized."
    #[must_use]
    pub fn hostname(&self) -> &str {
        match self.host {
            Some(host) => self.text(host.start, host.end),
            None => "",
        }
    }

    /// The `host` getter: "1. Let url be this's URL. 2. If url's host is null, then return the empty string.
    /// 3. If url's port is null, return url's host, serialized. 4. Return url's host, serialized, followed by
    /// U+003A (:) and url's port, serialized."
    #[must_use]
    pub fn host(&self) -> &str {
        match self.host {
            Some(host) => self.text(host.start, self.path_start),
            None => "",
        }
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
        match (self.port, self.host) {
            (Some(_), Some(host)) => self.text(host.end + 1, self.path_start),
            _ => "",
        }
    }

    fn path_end(&self) -> usize {
        self.query_start.or(self.fragment_start).unwrap_or(self.serialization.len())
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
        Some(self.text(start + 1, self.fragment_start.unwrap_or(self.serialization.len())))
    }

    /// The `search` getter: "1. If this's URL's query is either null or the empty string, then return the
    /// empty string. 2. Return U+003F (?), followed by this's URL's query."
    #[must_use]
    pub fn search(&self) -> &str {
        match self.query_start {
            Some(start) => {
                let end = self.fragment_start.unwrap_or(self.serialization.len());
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

    /// The record again, field by field (for a base URL and for the setters).
    pub(crate) fn to_record(&self) -> Record {
        let host = self.host.map(|host| match host.kind {
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
