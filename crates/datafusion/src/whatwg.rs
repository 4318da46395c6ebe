//! The WHATWG URL Standard's reading of a text, for the `'whatwg'` grammar literal: the basic URL parser without a
//! base (as `new URL(u)` reads it), and the URL record's components as the URL API's getters give them.
//!
//! Unlike the RFC grammars' components, these are not slices of the text: the parser lowercases, percent-encodes
//! and removes, so they are slices of the URL's serialization (its `href`), and the functions copy them.

use urigram::whatwg::{self, HostKind, Url};

use crate::grammar::Failure;

/// The URL the basic URL parser makes of `text` without a base, `None` when it returns failure.
pub(crate) fn url(text: &str) -> Option<Url> {
    Url::parse(text, None).ok()
}

/// The components of `uri_parse`'s struct for `url`, in its order: `scheme, userinfo, host, port, path, query,
/// fragment` (`None` for NULL), then `host_kind` and `port_number`.
pub(crate) struct Components<'u> {
    pub texts: [Option<&'u str>; 7],
    pub host_kind: Option<&'static str>,
    pub port_number: Option<u16>,
}

/// `url`'s components:
/// - `scheme`: the URL's scheme (without its `:`);
/// - `userinfo`: NULL unless the URL "includes credentials" (a username or password that is not empty), else
///   the username, followed by `:` and the password when the password is not empty, as the serializer writes them;
/// - `host`: NULL when the URL's host is null, else the `hostname` getter (an IPv6 address in brackets, the empty
///   host `''`);
/// - `port`: NULL when the URL's port is null (the parser drops a special scheme's default port), else the `port`
///   getter;
/// - `path`: the `pathname` getter;
/// - `query`, `fragment`: NULL when null, else the URL's query or fragment without its `?` or `#` (`''` when empty,
///   which the `search` and `hash` getters do not tell apart from null);
/// - `host_kind`: `domain`, `ipv4`, `ipv6`, `opaque` or `empty`, the standard's five kinds of host.
pub(crate) fn components(url: &Url) -> Components<'_> {
    let host_kind = url.host_kind().map(|kind| match kind {
        HostKind::Domain => "domain",
        HostKind::Ipv4(_) => "ipv4",
        HostKind::Ipv6(_) => "ipv6",
        HostKind::Opaque => "opaque",
        HostKind::Empty => "empty",
    });
    Components {
        texts: [
            Some(url.scheme()),
            userinfo(url),
            host_kind.map(|_| url.hostname()),
            url.port().map(|_| url.port_str()),
            Some(url.pathname()),
            url.query(),
            url.fragment(),
        ],
        host_kind,
        port_number: url.port(),
    }
}

/// The username and password as the serializer writes them before the `@`: `username[:password]`, `None` when
/// both are empty.
fn userinfo(url: &Url) -> Option<&str> {
    let (username, password) = (url.username(), url.password());
    if username.is_empty() && password.is_empty() {
        return None;
    }
    // The serialization is `scheme "://" username [":" password] "@" host ...`.
    let start = url.scheme().len() + "://".len();
    let length = username.len() + if password.is_empty() { 0 } else { 1 + password.len() };
    url.href().get(start..start + length)
}

/// Whether `text` is a valid URL string: the parser reports no validation error (and so does not fail).
pub(crate) fn is_valid(text: &str) -> bool {
    whatwg::parse(text, None).is_ok_and(|parsed| parsed.is_valid())
}

/// Why `text` is not a valid URL string, `None` when it is one: the validation error the parser failed with, else
/// the first validation error in input order. The rule is the error type as the standard spells it
/// (`invalid-reverse-solidus`), the section that of the algorithm that reports it (§ 3.3, § 3.5 or § 4.4).
pub(crate) fn failure(text: &str) -> Option<Failure> {
    let (reported, failed) = match whatwg::parse(text, None) {
        Err(failure) => ((failure.error, failure.span), true),
        Ok(parsed) => {
            let first = parsed.errors.first()?;
            ((first.error, first.span), false)
        }
    };
    let (error, span) = reported;
    let message = if failed {
        format!("{} The parser returns failure here.", error.description())
    } else {
        error.description().to_owned()
    };
    Some(Failure { span, rule: error.name().to_owned(), section: error.section(), message })
}

/// `reference` parsed against `base` (itself parsed without a base), serialized; `None` when either fails.
pub(crate) fn resolve(base: &str, reference: &str) -> Option<String> {
    let base = url(base)?;
    Url::parse(reference, Some(&base)).ok().map(Url::into_string)
}

/// The value of the first pair named `key` in `url`'s query read as `application/x-www-form-urlencoded` (the
/// `URLSearchParams` `get` method: percent-decoded, `+` a space); `None` when the query is null or has no such
/// pair.
pub(crate) fn query_param(url: &Url, key: &str) -> Option<String> {
    url.query()?;
    url.search_params().get(key).map(str::to_owned)
}
