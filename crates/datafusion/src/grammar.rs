//! The grammar argument of the functions, and one reading of a parsed reference that is the same for every
//! RFC grammar: the byte ranges of its components in the input.

use urigram::{Dialect, Span, rfc1808, rfc2396, rfc3986, rfc3987};

/// A grammar the functions read their text with: an RFC's (a [`Dialect`]) or the WHATWG URL Standard's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grammar {
    /// An RFC's grammar, maybe amended: the text is read as its reference rule (`URI-reference`,
    /// `IRI-reference`, RFC 1808's `URL`), and the components are slices of the text.
    Rfc(Dialect),
    /// The WHATWG URL Standard: the text is read by its basic URL parser without a base (as `new URL(u)` reads
    /// it), and the components are the URL record's, serialized (as the URL API's getters give them).
    Whatwg,
}

impl Grammar {
    /// The literal that names the grammar in SQL: a [`Dialect::key`] or `"whatwg"`.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Grammar::Rfc(dialect) => dialect.key(),
            Grammar::Whatwg => "whatwg",
        }
    }

    /// The grammar's name for people: `"RFC 3986"`, ..., `"the WHATWG URL Standard"`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Grammar::Rfc(dialect) => dialect.label(),
            Grammar::Whatwg => "the WHATWG URL Standard",
        }
    }
}

/// The grammar a function reads its text with when no grammar argument is given.
pub const DEFAULT: Grammar = Grammar::Rfc(Dialect::Rfc3986);

/// The grammar named by `key`: a [`Dialect::key`] (`"3986"`, `"6874"`, `"3987"`, `"3987-6874"`, `"2396"`,
/// `"2732"`, `"1808"` or `"2068"`) or `"whatwg"`. Surrounding spaces are ignored; anything else is `None`.
///
/// ```
/// use urigram::Dialect;
/// use urigram_datafusion::{Grammar, grammar};
/// assert_eq!(grammar("2396"), Some(Grammar::Rfc(Dialect::Rfc2396)));
/// assert_eq!(grammar(" 3987 "), Some(Grammar::Rfc(Dialect::Rfc3987)));
/// assert_eq!(grammar("whatwg"), Some(Grammar::Whatwg));
/// assert_eq!(grammar("RFC 3986"), None);
/// ```
#[must_use]
pub fn grammar(key: &str) -> Option<Grammar> {
    let key = key.trim();
    SUPPORTED.into_iter().find(|grammar| grammar.key() == key)
}

/// The grammars the functions read: every grammar of reference of [`Dialect::ALL`], and the WHATWG URL
/// Standard. RFC 8089's `file` URIs (and its Appendix F) are not among them yet: their trees are not the
/// components the functions' struct has.
pub(crate) const SUPPORTED: [Grammar; 9] = [
    Grammar::Rfc(Dialect::Rfc3986),
    Grammar::Rfc(Dialect::Rfc3986Rfc6874),
    Grammar::Rfc(Dialect::Rfc3987),
    Grammar::Rfc(Dialect::Rfc3987Rfc6874),
    Grammar::Rfc(Dialect::Rfc2396),
    Grammar::Rfc(Dialect::Rfc2396Rfc2732),
    Grammar::Rfc(Dialect::Rfc1808),
    Grammar::Rfc(Dialect::Rfc1808Rfc2068),
    Grammar::Whatwg,
];

/// The accepted grammar literals, for error messages: `'3986' (RFC 3986, the default), '6874' (...), ...`.
pub(crate) fn choices() -> String {
    let mut out = String::new();
    for (index, grammar) in SUPPORTED.into_iter().enumerate() {
        if index > 0 {
            out.push_str(", ");
        }
        out.push('\'');
        out.push_str(grammar.key());
        out.push_str("' (");
        out.push_str(grammar.label());
        if grammar == DEFAULT {
            out.push_str(", the default");
        }
        out.push(')');
    }
    out
}

/// The components of a reference that parsed: byte ranges into its text (absent is `None`, empty is an empty
/// range), with the kind of host and the port as a number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Parts {
    pub scheme: Option<Span>,
    pub userinfo: Option<Span>,
    pub host: Option<Span>,
    pub port: Option<Span>,
    pub path: Option<Span>,
    pub query: Option<Span>,
    pub fragment: Option<Span>,
    pub host_kind: Option<&'static str>,
    pub port_number: Option<u16>,
}

/// The components of `text` read as a reference of `dialect` (its `URI-reference`, `IRI-reference` or
/// `URL`), or `None` when the grammar does not derive it.
pub(crate) fn parts(dialect: Dialect, text: &str) -> Option<Parts> {
    match dialect {
        Dialect::Rfc3986 | Dialect::Rfc3986Rfc6874 => {
            let options = rfc3986::Options::rfc6874(dialect == Dialect::Rfc3986Rfc6874);
            rfc3986::parse_uri_reference_with(text, options).ok().map(|reference| parts_3986(&reference))
        }
        Dialect::Rfc3987 | Dialect::Rfc3987Rfc6874 => {
            let options = rfc3987::Options::RFC3987.rfc6874(dialect == Dialect::Rfc3987Rfc6874);
            rfc3987::parse_iri_reference_with(text, options).ok().map(|reference| parts_3986(&reference))
        }
        Dialect::Rfc2396 | Dialect::Rfc2396Rfc2732 => {
            let options = rfc2396::Options::rfc2732(dialect == Dialect::Rfc2396Rfc2732);
            rfc2396::parse_uri_reference_with(text, options).ok().map(|reference| parts_2396(&reference))
        }
        Dialect::Rfc1808 | Dialect::Rfc1808Rfc2068 => {
            let options =
                if dialect == Dialect::Rfc1808Rfc2068 { rfc1808::Options::RFC2068 } else { rfc1808::Options::RFC1808 };
            rfc1808::parse_url_with(text, options).ok().map(|url| parts_1808(&url, text.len()))
        }
        // Not offered: `grammar` gives none of them (see `SUPPORTED`).
        Dialect::Rfc8089 | Dialect::Rfc8089AppendixF => None,
    }
}

/// A component that a one-component function ([`component`]) reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum One {
    Host,
    Path,
}

/// The range of one component of `text` read as a reference of `dialect`: `None` when the grammar does not derive
/// the text, `Some(None)` when the reference has no such component. The field of [`parts`], without reading the
/// others (the kind of host, the port number) from RFC 3986's and RFC 3987's trees, nor copying them.
pub(crate) fn component(dialect: Dialect, text: &str, one: One) -> Option<Option<Span>> {
    let of_3986 = |reference: rfc3986::UriReference<'_>| match one {
        One::Host => reference.authority().map(|authority| authority.host().span()),
        One::Path => Some(reference.path().span()),
    };
    match dialect {
        Dialect::Rfc3986 | Dialect::Rfc3986Rfc6874 => {
            let options = rfc3986::Options::rfc6874(dialect == Dialect::Rfc3986Rfc6874);
            rfc3986::parse_uri_reference_with(text, options).ok().map(of_3986)
        }
        Dialect::Rfc3987 | Dialect::Rfc3987Rfc6874 => {
            let options = rfc3987::Options::RFC3987.rfc6874(dialect == Dialect::Rfc3987Rfc6874);
            rfc3987::parse_iri_reference_with(text, options).ok().map(of_3986)
        }
        _ => parts(dialect, text).map(|parts| match one {
            One::Host => parts.host,
            One::Path => parts.path,
        }),
    }
}

/// RFC 3986's (and RFC 3987's) tree read through its accessors.
fn parts_3986(reference: &rfc3986::UriReference<'_>) -> Parts {
    use rfc3986::ast::{Host, IpLiteral};
    let authority = reference.authority();
    let host = authority.map(|authority| authority.host());
    let port = authority.and_then(|authority| authority.port());
    Parts {
        scheme: reference.scheme().map(|scheme| scheme.span()),
        userinfo: authority.and_then(|authority| authority.userinfo()).map(|userinfo| userinfo.span()),
        host: host.map(|host| host.span()),
        port: port.map(|port| port.span()),
        path: Some(reference.path().span()),
        query: reference.query().map(|query| query.span()),
        fragment: reference.fragment().map(|fragment| fragment.span()),
        host_kind: host.map(|host| match host {
            Host::IpLiteral(IpLiteral::Ipv6 { .. }) => "ipv6",
            Host::IpLiteral(IpLiteral::Ipv6Zoned { .. }) => "ipv6-zoned",
            Host::IpLiteral(IpLiteral::IpvFuture { .. }) => "ipvfuture",
            Host::Ipv4(_) => "ipv4",
            _ => "reg-name",
        }),
        port_number: port.and_then(|port| port.number()),
    }
}

/// RFC 2396's tree read through its list of components. A registry-based authority (§3.2.1) is the host, of
/// kind `reg_name`; an empty server (`file:///`) is an empty host, of no kind.
fn parts_2396(reference: &rfc2396::UriReference<'_>) -> Parts {
    use urigram::Components;
    let mut parts = Parts::default();
    let mut authority = None;
    for component in reference.components() {
        let Some(part) = component.part else { continue };
        match component.name {
            "authority" => authority = Some(part),
            "scheme" => parts.scheme = Some(part.span),
            "userinfo" => parts.userinfo = Some(part.span),
            "host" => {
                parts.host = Some(part.span);
                parts.host_kind = part.kind;
            }
            "port" => {
                parts.port = Some(part.span);
                parts.port_number = port_number(part.text);
            }
            "path" => parts.path = Some(part.span),
            "query" => parts.query = Some(part.span),
            "fragment" => parts.fragment = Some(part.span),
            _ => {}
        }
    }
    if let (Some(authority), None) = (authority, parts.host) {
        if authority.kind == Some("reg_name") {
            parts.host = Some(authority.span);
            parts.host_kind = Some("reg_name");
        } else if authority.text.is_empty() {
            parts.host = Some(authority.span);
        }
    }
    parts
}

/// RFC 1808's URL: its `net_loc` split as RFC 1738 §3.1 does (the user information is `user[:password]`), and
/// its path everything between the `net_loc` (or the scheme) and the query (or the fragment): the `/` of an
/// `abs_path`, the segments and the `;params`, or the opaque text after `scheme:`, which RFC 3986 calls the path.
fn parts_1808(url: &rfc1808::ast::Url<'_>, length: usize) -> Parts {
    let scheme = url.absolute_url().map(|absolute| absolute.scheme().span());
    let net_loc = url.net_loc();
    let login = net_loc.map(|net_loc| net_loc.login());
    let userinfo = login.and_then(|login| {
        let user = login.user()?.span();
        Some(login.password().map_or(user, |password| user.cover(password.span())))
    });
    let host = login.map(|login| login.host());
    let port = login.and_then(|login| login.port());
    let query = url.query().map(|query| query.span());
    let fragment = url.fragment().map(|fragment| fragment.span());
    let path_start = match (net_loc, scheme) {
        (Some(net_loc), _) => net_loc.span().end,
        (None, Some(scheme)) => scheme.end + 1,
        (None, None) => 0,
    };
    let path_end = match (query, fragment) {
        (Some(query), _) => query.start.saturating_sub(1),
        (None, Some(fragment)) => fragment.start.saturating_sub(1),
        (None, None) => length,
    };
    Parts {
        scheme,
        userinfo,
        host: host.map(|host| host.span()),
        port: port.map(|port| port.span()),
        path: Some(Span::new(path_start.min(path_end), path_end)),
        query,
        fragment,
        host_kind: host.map(|host| if is_ipv4(host.as_str()) { "ipv4" } else { "hostname" }),
        port_number: port.and_then(|port| port.number()),
    }
}

/// A port's text as a number: all digits and at most 65535, else `None` (an empty port has no number).
fn port_number(text: &str) -> Option<u16> {
    if text.bytes().all(|byte| byte.is_ascii_digit()) { text.parse().ok() } else { None }
}

/// RFC 1738 §3.1's `hostnumber`: four groups of digits separated by dots.
fn is_ipv4(text: &str) -> bool {
    let mut groups = 0;
    for group in text.split('.') {
        if group.is_empty() || !group.bytes().all(|byte| byte.is_ascii_digit()) {
            return false;
        }
        groups += 1;
    }
    groups == 4
}

/// A parse error as the functions report it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    pub span: Span,
    pub rule: String,
    pub section: &'static str,
    pub message: String,
}

/// Why `text` is not a reference of `dialect`, or `None` when it is one.
pub(crate) fn failure(dialect: Dialect, text: &str) -> Option<Failure> {
    fn of<R: urigram::Grammar + core::fmt::Display>(error: &urigram::Error<R>) -> Failure {
        Failure {
            span: error.span(),
            rule: error.rule().to_string(),
            section: error.section(),
            message: error.message(),
        }
    }
    match dialect {
        Dialect::Rfc3986 | Dialect::Rfc3986Rfc6874 => {
            let options = rfc3986::Options::rfc6874(dialect == Dialect::Rfc3986Rfc6874);
            rfc3986::parse_uri_reference_with(text, options).err().map(|error| of(&error))
        }
        Dialect::Rfc3987 | Dialect::Rfc3987Rfc6874 => {
            let options = rfc3987::Options::RFC3987.rfc6874(dialect == Dialect::Rfc3987Rfc6874);
            rfc3987::parse_iri_reference_with(text, options).err().map(|error| of(&error))
        }
        Dialect::Rfc2396 | Dialect::Rfc2396Rfc2732 => {
            let options = rfc2396::Options::rfc2732(dialect == Dialect::Rfc2396Rfc2732);
            rfc2396::parse_uri_reference_with(text, options).err().map(|error| of(&error))
        }
        Dialect::Rfc1808 | Dialect::Rfc1808Rfc2068 => {
            let options =
                if dialect == Dialect::Rfc1808Rfc2068 { rfc1808::Options::RFC2068 } else { rfc1808::Options::RFC1808 };
            rfc1808::parse_url_with(text, options).err().map(|error| of(&error))
        }
        // Not offered: `grammar` gives none of them (see `SUPPORTED`).
        Dialect::Rfc8089 | Dialect::Rfc8089AppendixF => None,
    }
}

/// Whether `text` is a reference of `dialect`.
pub(crate) fn is_valid(dialect: Dialect, text: &str) -> bool {
    match dialect {
        Dialect::Rfc3986 | Dialect::Rfc3986Rfc6874 => {
            let options = rfc3986::Options::rfc6874(dialect == Dialect::Rfc3986Rfc6874);
            rfc3986::parse_uri_reference_with(text, options).is_ok()
        }
        _ => parts(dialect, text).is_some(),
    }
}

/// `base` resolved against `reference` by the algorithm of `dialect`'s RFC (strict, the library's defaults), or
/// `None` when either does not parse or the base cannot be one.
pub(crate) fn resolve(dialect: Dialect, base: &str, reference: &str) -> Option<String> {
    use urigram::resolve;
    match dialect {
        Dialect::Rfc3986 | Dialect::Rfc3986Rfc6874 => {
            let grammar = rfc3986::Options::rfc6874(dialect == Dialect::Rfc3986Rfc6874);
            resolve::rfc3986::resolve_with(base, reference, resolve::rfc3986::Options::default(), grammar).ok()
        }
        Dialect::Rfc3987 | Dialect::Rfc3987Rfc6874 => {
            let grammar = rfc3987::Options::RFC3987.rfc6874(dialect == Dialect::Rfc3987Rfc6874);
            rfc3987::resolve_with(base, reference, resolve::rfc3986::Options::default(), grammar).ok()
        }
        Dialect::Rfc2396 | Dialect::Rfc2396Rfc2732 => {
            let options = resolve::rfc2396::Options {
                grammar: rfc2396::Options::rfc2732(dialect == Dialect::Rfc2396Rfc2732),
                ..resolve::rfc2396::Options::default()
            };
            resolve::rfc2396::resolve(base, reference, options).ok()
        }
        Dialect::Rfc1808 | Dialect::Rfc1808Rfc2068 => {
            let options = resolve::rfc1808::Options {
                grammar: if dialect == Dialect::Rfc1808Rfc2068 {
                    rfc1808::Options::RFC2068
                } else {
                    rfc1808::Options::RFC1808
                },
                ..resolve::rfc1808::Options::default()
            };
            resolve::rfc1808::resolve(base, reference, options).ok()
        }
        // Not offered: `grammar` gives none of them (see `SUPPORTED`).
        Dialect::Rfc8089 | Dialect::Rfc8089AppendixF => None,
    }
}

/// The value of the first `key=value` pair of `query` (split at `&`) whose key is `key`, byte for byte, as a
/// range of `query`; a pair without `=` has the empty value.
pub(crate) fn query_param(query: &str, key: &str) -> Option<(usize, usize)> {
    let mut start = 0;
    for pair in query.split('&') {
        let (name, value_start) = match pair.find('=') {
            Some(equals) => (&pair[..equals], start + equals + 1),
            None => (pair, start + pair.len()),
        };
        if name == key {
            return Some((value_start, start + pair.len()));
        }
        start += pair.len() + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn param<'q>(query: &'q str, key: &str) -> Option<&'q str> {
        query_param(query, key).map(|(start, end)| &query[start..end])
    }

    #[test]
    fn query_param_reads_the_first_pair_of_the_key_as_written() {
        assert_eq!(param("a=1&b=2&b=3", "b"), Some("2"));
        assert_eq!(param("a=1&b", "b"), Some(""));
        assert_eq!(param("a=1&b=", "b"), Some(""));
        assert_eq!(param("=x&a=%20", "a"), Some("%20"));
        assert_eq!(param("=x", ""), Some("x"));
        assert_eq!(param("ab=1", "a"), None);
        assert_eq!(param("", "a"), None);
        assert_eq!(param("a=b=c", "a"), Some("b=c"));
    }

    #[test]
    fn every_dialect_key_names_its_grammar_and_the_choices_name_them_all() {
        for supported in SUPPORTED {
            assert_eq!(grammar(supported.key()), Some(supported));
            assert!(choices().contains(&format!("'{}' ({}", supported.key(), supported.label())));
        }
        assert_eq!(grammar("RFC 3986"), None);
    }

    #[test]
    fn rfc_1738_host_numbers_are_four_groups_of_digits() {
        assert!(is_ipv4("192.0.2.1"));
        assert!(!is_ipv4("192.0.2"));
        assert!(!is_ipv4("192.0.2.1."));
        assert!(!is_ipv4("a.b.c.d"));
        assert!(!is_ipv4(""));
    }

    #[test]
    fn rfc_2396_registry_authorities_and_empty_servers_are_hosts() {
        let parts = |text| parts(Dialect::Rfc2396, text).expect("an RFC 2396 reference");
        let reg = parts("foo://a,b;c/x");
        assert_eq!((reg.host, reg.host_kind), (Some(Span::new(6, 11)), Some("reg_name")));
        let empty = parts("file:///etc");
        assert_eq!((empty.host, empty.host_kind, empty.path), (Some(Span::new(7, 7)), None, Some(Span::new(7, 11))));
        let server = parts("http://u@h:8/p");
        assert_eq!(
            (server.host, server.host_kind, server.port_number),
            (Some(Span::new(9, 10)), Some("hostname"), Some(8))
        );
    }
}
