//! § 4.3 "URL writing" and § 3.4 "Host writing": the valid-URL-string grammar, each production a function
//! named after it, with the standard's prose above it, recognizing a whole string.
//!
//! The standard gives these productions in prose, as what "must" be written; the parser is their other half,
//! "A valid host string defines what input would not trigger a validation error or failure when given to the
//! host parser." Where the standard defines a production by running an algorithm (a valid domain), the
//! function runs it.
//!
//! Each production is a predicate on a complete string: the delimiters that separate the components (`#`,
//! then `?`, then `:` after the scheme, `//`, `/`) are found first, as the prose's "followed by" requires
//! (no production before the query holds `?`, none before the fragment holds `#`, which is no URL unit).

use super::host::{ends_in_a_number, is_forbidden_host_code_point, is_url_code_point};
use super::record::{Url, is_special_scheme};

/// Whether every code point of `text` is in "URL units" ("URL code points and percent-encoded bytes"),
/// except those `excluded`.
fn url_units_excluding(text: &str, excluded: impl Fn(char) -> bool) -> bool {
    let bytes = text.as_bytes();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        if excluded(c) {
            return false;
        }
        if c == '%' {
            let hex = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_hexdigit);
            if !(hex(i + 1) && hex(i + 2)) {
                return false;
            }
            chars.next();
            chars.next();
        } else if !is_url_code_point(c) {
            return false;
        }
    }
    true
}

/// "The URL units are URL code points and percent-encoded bytes." Whether `text` is zero or more of them.
#[must_use]
pub fn url_units(text: &str) -> bool {
    url_units_excluding(text, |_| false)
}

/// "A valid URL string must be either a relative-URL-with-fragment string or an absolute-URL-with-fragment
/// string." A relative one needs the base URL it is relative to.
///
/// ```
/// use urigram::whatwg::{valid_url_string, Url};
/// assert!(valid_url_string("https://example.org/a?b#c", None));
/// assert!(!valid_url_string("https://user@example.org/", None)); // no production has credentials
/// let base = Url::parse("https://example.org/", None)?;
/// assert!(valid_url_string("../a", Some(&base)));
/// assert!(!valid_url_string("..\\a", Some(&base)));
/// # Ok::<(), urigram::whatwg::Failure>(())
/// ```
#[must_use]
pub fn valid_url_string(input: &str, base: Option<&Url>) -> bool {
    absolute_url_with_fragment_string(input) || base.is_some_and(|base| relative_url_with_fragment_string(input, base))
}

/// Splits off `# fragment`, checking the fragment: "optionally followed by U+0023 (#) and a URL-fragment
/// string".
fn without_fragment(input: &str) -> Option<&str> {
    match input.split_once('#') {
        Some((rest, fragment)) => url_fragment_string(fragment).then_some(rest),
        None => Some(input),
    }
}

/// Splits off `? query`, checking the query: "any optionally followed by U+003F (?) and a URL-query string".
fn without_query(input: &str) -> Option<&str> {
    match input.split_once('?') {
        Some((rest, query)) => url_query_string(query).then_some(rest),
        None => Some(input),
    }
}

/// "An absolute-URL-with-fragment string must be an absolute-URL string, optionally followed by U+0023 (#)
/// and a URL-fragment string."
#[must_use]
pub fn absolute_url_with_fragment_string(input: &str) -> bool {
    without_fragment(input).is_some_and(absolute_url_string)
}

/// "An absolute-URL string must be one of the following: a URL-scheme string that is an ASCII
/// case-insensitive match for a special scheme and not an ASCII case-insensitive match for "file", followed
/// by U+003A (:) and a scheme-relative-special-URL string; a URL-scheme string that is not an ASCII
/// case-insensitive match for a special scheme, followed by U+003A (:) and one of: a scheme-relative-URL
/// string, a path-absolute-non-authority-URL string, or an opaque-path-URL string; a URL-scheme string that
/// is an ASCII case-insensitive match for "file", followed by U+003A (:) and a scheme-relative-file-URL
/// string; any optionally followed by U+003F (?) and a URL-query string."
#[must_use]
pub fn absolute_url_string(input: &str) -> bool {
    let Some(rest) = without_query(input) else { return false };
    let Some((scheme, rest)) = rest.split_once(':') else { return false };
    if !url_scheme_string(scheme) {
        return false;
    }
    let scheme = scheme.to_ascii_lowercase();
    if scheme == "file" {
        scheme_relative_file_url_string(rest)
    } else if is_special_scheme(&scheme) {
        scheme_relative_special_url_string(rest)
    } else {
        scheme_relative_url_string(rest) || path_absolute_non_authority_url_string(rest) || opaque_path_url_string(rest)
    }
}

/// "A URL-scheme string must be one ASCII alpha, followed by zero or more of ASCII alphanumeric,
/// U+002B (+), U+002D (-), and U+002E (.)."
#[must_use]
pub fn url_scheme_string(input: &str) -> bool {
    let mut bytes = input.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
}

/// "A relative-URL-with-fragment string must be U+0023 (#) followed by a URL-fragment string, if base URL has
/// an opaque path; otherwise, a relative-URL string, optionally followed by U+0023 (#) and a URL-fragment
/// string."
#[must_use]
pub fn relative_url_with_fragment_string(input: &str, base: &Url) -> bool {
    if base.has_opaque_path() {
        return input.strip_prefix('#').is_some_and(url_fragment_string);
    }
    without_fragment(input).is_some_and(|rest| relative_url_string(rest, base))
}

/// "A relative-URL string must be: a path-absolute-non-authority-URL string, a path-relative-scheme-less-URL
/// string, or, switching on base URL's scheme: A special scheme that is not "file": a
/// scheme-relative-special-URL string; "file": a scheme-relative-file-URL string; Otherwise: a
/// scheme-relative-URL string; any optionally followed by U+003F (?) and a URL-query string."
#[must_use]
pub fn relative_url_string(input: &str, base: &Url) -> bool {
    let Some(rest) = without_query(input) else { return false };
    path_absolute_non_authority_url_string(rest)
        || path_relative_scheme_less_url_string(rest)
        || match base.scheme() {
            "file" => scheme_relative_file_url_string(rest),
            scheme if is_special_scheme(scheme) => scheme_relative_special_url_string(rest),
            _ => scheme_relative_url_string(rest),
        }
}

/// Splits `//authority/path` into the authority and the path (from its `/`).
fn authority_and_path(input: &str) -> Option<(&str, &str)> {
    let rest = input.strip_prefix("//")?;
    Some(match rest.find('/') {
        Some(slash) => rest.split_at(slash),
        None => (rest, ""),
    })
}

/// Splits `host:port` at the port's `:` (after a bracketed IPv6 address, or the first `:`).
fn host_and_port(input: &str) -> (&str, Option<&str>) {
    let after_brackets = if input.starts_with('[') { input.find(']').map_or(input.len(), |i| i + 1) } else { 0 };
    match input.get(after_brackets..).and_then(|rest| rest.find(':')) {
        Some(colon) => (&input[..after_brackets + colon], Some(&input[after_brackets + colon + 1..])),
        None => (input, None),
    }
}

/// "A scheme-relative-special-URL string must be "//", followed by a valid host string, optionally followed
/// by U+003A (:) and a URL-port string, optionally followed by a path-absolute-URL string."
#[must_use]
pub fn scheme_relative_special_url_string(input: &str) -> bool {
    let Some((authority, path)) = authority_and_path(input) else { return false };
    let (host, port) = host_and_port(authority);
    valid_host_string(host) && port.is_none_or(url_port_string) && (path.is_empty() || path_absolute_url_string(path))
}

/// "A URL-port string must be one of the following: the empty string; one or more ASCII digits representing a
/// decimal number that is a 16-bit unsigned integer."
#[must_use]
pub fn url_port_string(input: &str) -> bool {
    input.is_empty()
        || (input.bytes().all(|b| b.is_ascii_digit())
            && input.trim_start_matches('0').len() <= 5
            && input.parse::<u32>().is_ok_and(|port| port <= 0xFFFF))
}

/// "A scheme-relative-URL string must be "//", followed by an opaque-host-and-port string, optionally
/// followed by a path-absolute-URL string."
#[must_use]
pub fn scheme_relative_url_string(input: &str) -> bool {
    let Some((authority, path)) = authority_and_path(input) else { return false };
    opaque_host_and_port_string(authority) && (path.is_empty() || path_absolute_url_string(path))
}

/// "An opaque-host-and-port string must be either the empty string or: a valid opaque-host string,
/// optionally followed by U+003A (:) and a URL-port string."
#[must_use]
pub fn opaque_host_and_port_string(input: &str) -> bool {
    if input.is_empty() {
        return true;
    }
    let (host, port) = host_and_port(input);
    valid_opaque_host_string(host) && port.is_none_or(url_port_string)
}

/// "A scheme-relative-file-URL string must be "//", optionally followed by one of the following: a valid host
/// string, optionally followed by a path-absolute-URL string; a path-absolute-URL string."
#[must_use]
pub fn scheme_relative_file_url_string(input: &str) -> bool {
    let Some((host, path)) = authority_and_path(input) else { return false };
    (host.is_empty() || valid_host_string(host)) && (path.is_empty() || path_absolute_url_string(path))
}

/// "A path-absolute-URL string must be U+002F (/), followed by zero or more URL-path-segment strings,
/// separated from each other by U+002F (/)."
#[must_use]
pub fn path_absolute_url_string(input: &str) -> bool {
    input.strip_prefix('/').is_some_and(|rest| rest.split('/').all(url_path_segment_string))
}

/// "A path-absolute-non-authority-URL string must be a path-absolute-URL string that does not start with two
/// U+002F (/) code points."
#[must_use]
pub fn path_absolute_non_authority_url_string(input: &str) -> bool {
    path_absolute_url_string(input) && !input.starts_with("//")
}

/// "A path-relative-URL string must be zero or more URL-path-segment strings, separated from each other by
/// U+002F (/), and not start with U+002F (/)."
#[must_use]
pub fn path_relative_url_string(input: &str) -> bool {
    !input.starts_with('/') && input.split('/').all(url_path_segment_string)
}

/// "A path-relative-scheme-less-URL string must be a path-relative-URL string that does not start with: a
/// URL-scheme string, followed by U+003A (:)."
#[must_use]
pub fn path_relative_scheme_less_url_string(input: &str) -> bool {
    let starts_with_scheme = input.split_once(':').is_some_and(|(scheme, _)| url_scheme_string(scheme));
    path_relative_url_string(input) && !starts_with_scheme
}

/// "An opaque-path-URL string must be zero or more URL units excluding U+003F (?), the first of which (if
/// any) is not U+002F (/)."
#[must_use]
pub fn opaque_path_url_string(input: &str) -> bool {
    !input.starts_with('/') && url_units_excluding(input, |c| c == '?')
}

/// "A URL-path-segment string must be one of the following: zero or more URL units excluding U+002F (/) and
/// U+003F (?), that together are not a single-dot URL path segment or a double-dot URL path segment; a
/// single-dot URL path segment; a double-dot URL path segment." (The dot segments are URL units too, so the
/// three together are any URL units without `/` and `?`.)
#[must_use]
pub fn url_path_segment_string(input: &str) -> bool {
    url_units_excluding(input, |c| c == '/' || c == '?')
}

/// "A URL-query string must be zero or more URL units."
#[must_use]
pub fn url_query_string(input: &str) -> bool {
    url_units(input)
}

/// "A URL-fragment string must be zero or more URL units."
#[must_use]
pub fn url_fragment_string(input: &str) -> bool {
    url_units(input)
}

/// "A valid host string must be a valid domain string, a valid IPv4-address string, or: U+005B (\[), followed
/// by a valid IPv6-address string, followed by U+005D (\])."
///
/// ```
/// use urigram::whatwg::valid_host_string;
/// assert!(valid_host_string("example.org"));
/// assert!(valid_host_string("127.0.0.1"));
/// assert!(!valid_host_string("127.0.0.01"));
/// assert!(valid_host_string("[::ffff:127.0.0.1]"));
/// assert!(!valid_host_string("[::01]"));
/// assert!(!valid_host_string("exa_mple.org")); // the strict domain parser: UseSTD3ASCIIRules
/// ```
#[must_use]
pub fn valid_host_string(input: &str) -> bool {
    if let Some(inner) = input.strip_prefix('[') {
        return inner.strip_suffix(']').is_some_and(valid_ipv6_address_string);
    }
    valid_domain_string(input) || valid_ipv4_address_string(input)
}

/// "A string input is a valid domain if these steps return true: 1. Let domain be the result of running
/// domain parser with input and true. 2. If domain is failure, then return false. 3. If running the ends in a
/// number checker on domain returns true, then return false. 4. Return true."
///
/// "A valid domain string must be a string that is a valid domain." Defined by running the domain parser,
/// which this does.
#[must_use]
pub fn valid_domain_string(input: &str) -> bool {
    super::host::strict_domain(input).is_some_and(|domain| !ends_in_a_number(&domain))
}

/// "A valid IPv4-address string must be four shortest possible strings of ASCII digits, representing a
/// decimal number in the range 0 to 255, inclusive, separated from each other by U+002E (.)."
#[must_use]
pub fn valid_ipv4_address_string(input: &str) -> bool {
    let mut parts = 0;
    for part in input.split('.') {
        parts += 1;
        let shortest = !part.is_empty() && (part == "0" || !part.starts_with('0')) && part.len() <= 3;
        if !(shortest && part.bytes().all(|b| b.is_ascii_digit()) && part.parse::<u16>().is_ok_and(|n| n <= 255)) {
            return false;
        }
    }
    parts == 4
}

/// "A valid IPv6-piece string is a shortest possible string of ASCII hex digits, representing a hexadecimal
/// number in the range 0 to 0xFFFF, inclusive."
fn valid_ipv6_piece_string(input: &str) -> bool {
    (1..=4).contains(&input.len())
        && input.bytes().all(|b| b.is_ascii_hexdigit())
        && (input == "0" || !input.starts_with('0'))
}

/// "A valid IPv6-pieces string is one or more valid IPv6-piece strings, separated from each other by
/// U+003A (:)." Its effective piece length ("the number of valid IPv6-piece strings it contains"), if it is
/// one.
fn valid_ipv6_pieces_string(input: &str) -> Option<usize> {
    let mut pieces = 0;
    for piece in input.split(':') {
        if !valid_ipv6_piece_string(piece) {
            return None;
        }
        pieces += 1;
    }
    Some(pieces)
}

/// "A valid IPv6-pieces-and-IPv4 string is either a valid IPv6-pieces string, followed by U+003A (:),
/// followed by a valid IPv4-address string; or a valid IPv4-address string alone." Its effective piece
/// length ("the number of valid IPv6-piece strings it contains, plus 2"), if it is one.
fn valid_ipv6_pieces_and_ipv4_string(input: &str) -> Option<usize> {
    match input.rsplit_once(':') {
        Some((pieces, ipv4)) => {
            let pieces = valid_ipv6_pieces_string(pieces)?;
            valid_ipv4_address_string(ipv4).then_some(pieces + 2)
        }
        None => valid_ipv4_address_string(input).then_some(2),
    }
}

/// The effective piece length of a valid IPv6-pieces string or a valid IPv6-pieces-and-IPv4 string.
fn pieces_either(input: &str) -> Option<usize> {
    valid_ipv6_pieces_string(input).or_else(|| valid_ipv6_pieces_and_ipv4_string(input))
}

/// "A valid IPv6-address string must be one of the following: a valid IPv6-pieces string with effective
/// piece length 8; a valid IPv6-pieces-and-IPv4 string with effective piece length 8; U+003A U+003A (::),
/// optionally preceded by a valid IPv6-pieces string, and optionally followed by either a valid
/// IPv6-pieces string or a valid IPv6-pieces-and-IPv4 string, such that the sum of the effective piece
/// lengths of the preceding and following strings is at most 7."
#[must_use]
pub fn valid_ipv6_address_string(input: &str) -> bool {
    match input.split_once("::") {
        Some((before, after)) => {
            let before = if before.is_empty() { Some(0) } else { valid_ipv6_pieces_string(before) };
            let after = if after.is_empty() { Some(0) } else { pieces_either(after) };
            matches!((before, after), (Some(before), Some(after)) if before + after <= 7)
        }
        None => pieces_either(input) == Some(8),
    }
}

/// "A valid opaque-host string must be one of the following: one or more URL units excluding forbidden host
/// code points; U+005B (\[), followed by a valid IPv6-address string, followed by U+005D (\])."
#[must_use]
pub fn valid_opaque_host_string(input: &str) -> bool {
    match input.strip_prefix('[') {
        Some(inner) => inner.strip_suffix(']').is_some_and(valid_ipv6_address_string),
        None => !input.is_empty() && url_units_excluding(input, is_forbidden_host_code_point),
    }
}
