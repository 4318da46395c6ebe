//! Quick fixes for a URI the grammar rejects, offered only where the fix is certain: each one changes the URI in
//! one way that cannot alter what its valid parts mean, and is offered only when the URI it makes is one the
//! grammar accepts.
//!
//! - A character that no rule of the grammar allows anywhere (a space, `"`, `<`, `>`, non-ASCII text under RFC
//!   3986, ...) is percent-encoded, as RFC 3986 §2.1 writes data octets the syntax has no character for.
//! - A `%` that does not start a percent-encoding (`%zz`) becomes `%25`, the encoding of `%` itself (§2.4).
//! - An IPv6 address written as a host without brackets gets them (§3.2.2: "A host identified by an IPv6 literal
//!   address is represented inside the square brackets"), unless its last group could also be a port.

use std::fmt::Write as _;
use std::ops::Range;

use crate::lsp::settings::Settings;
use crate::syntax::RfcArg;

/// One quick fix: a title and the edits it makes to the URI, in order and not overlapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fix {
    /// What the fix does, as the editor's menu shows it.
    pub title: String,
    /// Byte ranges of the URI and the text that replaces each (an empty range inserts).
    pub edits: Vec<(Range<usize>, String)>,
}

/// `uri` with `edits` (in order, not overlapping) made.
pub fn apply(uri: &str, edits: &[(Range<usize>, String)]) -> String {
    let mut fixed = String::with_capacity(uri.len() + 16);
    let mut at = 0;
    for (range, text) in edits {
        fixed.push_str(&uri[at..range.start]);
        fixed.push_str(text);
        at = range.end;
    }
    fixed.push_str(&uri[at..]);
    fixed
}

/// Whether no rule of the grammar `settings` describes allows `c` anywhere in a URI: not even `%` or `#`, which
/// have roles of their own, are among these.
pub fn is_forbidden(settings: &Settings, c: char) -> bool {
    if c.is_ascii_alphanumeric() {
        return false;
    }
    match settings.rfc {
        // unreserved, gen-delims, sub-delims and "%" (§2).
        RfcArg::Rfc3986 => !"-._~:/?#[]@!$&'()*+,;=%".contains(c),
        // RFC 3986's characters, and beyond ASCII every ucschar and iprivate (RFC 3987 §2.2): the private-use
        // ones are allowed in the query, and the bidirectional formatting characters are for §4.1 to judge.
        RfcArg::Rfc3987 if !c.is_ascii() => !urigram::rfc3987::is_iquery_char(c),
        RfcArg::Rfc3987 => !"-._~:/?#[]@!$&'()*+,;=%".contains(c),
        // unreserved (alphanum, mark), reserved, "%" and the fragment's "#" (§2); RFC 2732 adds "[" and "]".
        RfcArg::Rfc2396 => {
            let brackets = settings.amendments.rfc2732 && matches!(c, '[' | ']');
            !brackets && !"-_.!~*'();/?:@&=+$,%#".contains(c)
        }
        // With RFC 2068, every octet that is not unsafe (CTL, SP, `"`, `#`, `%`, `<`, `>`) is `national`.
        RfcArg::Rfc1808 if settings.amendments.rfc2068 => c.is_control() || " \"<>".contains(c),
        // safe, extra, reserved, "%" and the fragment's "#" (§2.2).
        RfcArg::Rfc1808 => !"$-_.+!*'(),;/?:@&=%#".contains(c),
        // pchar, "/", the brackets of an IP literal (§2's imports from RFC 3986), and Appendix E.2.2's "|" after
        // a drive letter. A file URI has no query or fragment, yet "?" and "#" keep theirs: encoding them would
        // change what the URI names, which is no certain fix.
        RfcArg::Rfc8089 => {
            let vertical_line = settings.amendments.appendix_f && c == '|';
            !vertical_line && !"-._~:/?#[]@!$&'()*+,;=%".contains(c)
        }
    }
}

/// Whether `uri` is in the language of the grammar's reference rule.
fn accepted(settings: &Settings, uri: &str) -> bool {
    let dialect = settings.dialect();
    crate::syntax::verdict(dialect, dialect.reference(), uri).is_ok()
}

/// The percent-encoding of `c`'s UTF-8 bytes, uppercase as RFC 3986 §2.1 recommends.
pub fn percent_encode(c: char) -> String {
    let mut encoded = String::with_capacity(12);
    for byte in c.encode_utf8(&mut [0; 4]).bytes() {
        let _ = write!(encoded, "%{byte:02X}");
    }
    encoded
}

/// Every character of `uri` that the grammar forbids, each percent-encoded.
fn encode_forbidden(settings: &Settings, uri: &str) -> Vec<(Range<usize>, String)> {
    uri.char_indices()
        .filter(|&(_, c)| is_forbidden(settings, c))
        .map(|(at, c)| (at..at + c.len_utf8(), percent_encode(c)))
        .collect()
}

/// Every `%` of `uri` not followed by two hexadecimal digits, each made `%25`.
fn encode_stray_percents(uri: &str) -> Vec<(Range<usize>, String)> {
    let bytes = uri.as_bytes();
    let hex = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_hexdigit);
    memchr::memchr_iter(b'%', bytes)
        .filter(|&at| !(hex(at + 1) && hex(at + 2)))
        .map(|at| (at..at + 1, "%25".to_owned()))
        .collect()
}

/// Whether `text` is an IPv6 address (RFC 3986 §3.2.2's `IPv6address`).
fn is_ipv6(text: &str) -> bool {
    urigram::rfc3986::parse_rule(urigram::rfc3986::Rule::Ipv6Address, text).is_ok()
}

/// The brackets around a host of `uri` that is an IPv6 address without them, when that is certain: the whole of
/// what follows the user information is the address, and without its last `:` and digits it is no address (else
/// those digits could be a port).
fn bracket_ipv6(uri: &str) -> Option<Vec<(Range<usize>, String)>> {
    let colon = uri.find(':')?;
    let scheme = &uri[..colon];
    let is_scheme = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
    let rest = uri[colon + 1..].strip_prefix("//").filter(|_| is_scheme)?;
    let authority_start = colon + 3;
    let authority_end = authority_start + rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = &uri[authority_start..authority_end];
    let host_start = authority_start + authority.rfind('@').map_or(0, |at| at + 1);
    let host = &uri[host_start..authority_end];
    if !is_ipv6(host) {
        return None;
    }
    if let Some(last) = host.rfind(':') {
        let port = &host[last + 1..];
        if !port.is_empty() && port.bytes().all(|byte| byte.is_ascii_digit()) && is_ipv6(&host[..last]) {
            return None;
        }
    }
    Some(vec![(host_start..host_start, "[".to_owned()), (authority_end..authority_end, "]".to_owned())])
}

/// The certain fixes of `uri` under `settings`, each of which makes it a URI the grammar accepts; none for a URI
/// it already accepts.
pub fn fixes(settings: &Settings, uri: &str) -> Vec<Fix> {
    if accepted(settings, uri) {
        return Vec::new();
    }
    let forbidden = encode_forbidden(settings, uri);
    let percents = encode_stray_percents(uri);
    let mut found = Vec::new();
    if !forbidden.is_empty() && accepted(settings, &apply(uri, &forbidden)) {
        let first = &uri[forbidden[0].0.clone()];
        let title = match forbidden.len() {
            1 => format!("Percent-encode `{first}` as `{}`", forbidden[0].1),
            more => {
                format!("Percent-encode {more} characters the grammar forbids (`{first}` as `{}`, ...)", forbidden[0].1)
            }
        };
        found.push(Fix { title, edits: forbidden.clone() });
    }
    if !percents.is_empty() && accepted(settings, &apply(uri, &percents)) {
        let title = match percents.len() {
            1 => "Write the `%` that starts no percent-encoding as `%25`".to_owned(),
            more => format!("Write the {more} `%` that start no percent-encoding as `%25`"),
        };
        found.push(Fix { title, edits: percents.clone() });
    }
    if found.is_empty() && !forbidden.is_empty() && !percents.is_empty() {
        let mut both: Vec<_> = forbidden.into_iter().chain(percents).collect();
        both.sort_by_key(|(range, _)| range.start);
        if accepted(settings, &apply(uri, &both)) {
            found.push(Fix {
                title: "Percent-encode each character the grammar forbids and each stray `%`".to_owned(),
                edits: both,
            });
        }
    }
    if let Some(edits) = bracket_ipv6(uri) {
        if accepted(settings, &apply(uri, &edits)) {
            found.push(Fix { title: "Put the IPv6 address in brackets".to_owned(), edits });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::syntax::Amendments;

    /// Every grammar the server can check with.
    fn every_grammar() -> Vec<Settings> {
        let amended = |rfc, rfc2732, rfc2068| Settings {
            rfc,
            amendments: Amendments { rfc2732, rfc2068, ..Amendments::default() },
            ..Settings::default()
        };
        vec![
            amended(RfcArg::Rfc3986, false, false),
            amended(RfcArg::Rfc2396, false, false),
            amended(RfcArg::Rfc2396, true, false),
            amended(RfcArg::Rfc1808, false, false),
            amended(RfcArg::Rfc1808, false, true),
        ]
    }

    /// The forbidden characters are those the grammar rejects in every place of a URI, and every other character
    /// is accepted in one of them: the sets above are the grammar's.
    #[test]
    fn forbidden_characters_are_the_grammars() {
        for settings in every_grammar() {
            for c in (0u8..0x80).map(char::from).chain(['\u{e9}', '\u{1F600}', '\u{a0}']) {
                if c == '%' {
                    continue;
                }
                let mut places = vec![
                    format!("http://a/{c}"),
                    format!("http://a/?{c}"),
                    format!("http://a/#{c}"),
                    format!("http://{c}/"),
                ];
                if matches!(c, '[' | ']') {
                    // Where brackets have their one role: around an IP literal.
                    places.push("http://[::1]/".to_owned());
                }
                let anywhere = places.iter().any(|uri| accepted(&settings, uri));
                assert_eq!(is_forbidden(&settings, c), !anywhere, "{:?} {c:?}", settings.rfc);
            }
        }
    }

    #[test]
    fn fixes_of_examples() {
        let rfc3986 = Settings::default();
        let titles = |uri: &str| fixes(&rfc3986, uri).into_iter().map(|fix| apply(uri, &fix.edits)).collect::<Vec<_>>();
        assert_eq!(titles("http://a/b c"), ["http://a/b%20c"]);
        assert_eq!(titles("http://a/caf\u{e9}?\u{1F600}"), ["http://a/caf%C3%A9?%F0%9F%98%80"]);
        assert_eq!(titles("http://a/100%zz%41"), ["http://a/100%25zz%41"]);
        assert_eq!(titles("http://a/%<%"), ["http://a/%25%3C%25"]);
        assert_eq!(titles("http://u@2001:db8::1/p"), ["http://u@[2001:db8::1]/p"]);
        assert_eq!(titles("http://a/ok"), Vec::<String>::new(), "a valid URI has no fixes");
        assert_eq!(titles("http://fe80::1:80/"), Vec::<String>::new(), "the last group could be a port");
        assert_eq!(titles("ht tp://a/"), Vec::<String>::new(), "a scheme cannot hold a percent-encoding");
        let rfc2396 = Settings { rfc: RfcArg::Rfc2396, ..Settings::default() };
        assert!(fixes(&rfc2396, "http://::1/").is_empty(), "RFC 2396 alone has no IPv6 literals");
    }

    /// A valid URI's path, query and fragment, and a place in one of them.
    fn valid_uri() -> impl Strategy<Value = (String, usize)> {
        (
            "[a-z][a-z0-9+.-]{0,5}",
            "[a-z0-9.-]{0,8}",
            "(/[a-zA-Z0-9._~!$&'()*+,;=:@-]{0,6}){0,3}",
            "(\\?[a-z0-9=&/?]{0,8})?",
            "(#[a-z0-9/?]{0,6})?",
        )
            .prop_flat_map(|(scheme, host, path, query, fragment)| {
                let head = format!("{scheme}://{host}");
                let uri = format!("{head}{path}{query}{fragment}");
                let from = head.len();
                let to = uri.len();
                (Just(uri), from..=to)
            })
    }

    /// Characters no grammar allows, ASCII and not.
    fn forbidden_char() -> impl Strategy<Value = char> {
        prop::sample::select(vec![' ', '"', '<', '>', '\u{7f}', '\n', '\u{e9}', '\u{1F600}', '\u{3000}'])
    }

    proptest! {
        /// A forbidden character put into a valid URI's path, query or fragment is fixed by its percent-encoding,
        /// and nothing else changes.
        #[test]
        fn a_forbidden_character_is_encoded_and_nothing_else((uri, at) in valid_uri(), c in forbidden_char()) {
            let mut broken = uri.clone();
            broken.insert(at, c);
            let settings = Settings::default();
            let found = fixes(&settings, &broken);
            prop_assert_eq!(found.len(), 1, "{:?}", found);
            prop_assert_eq!(&found[0].edits, &vec![(at..at + c.len_utf8(), percent_encode(c))]);
            let fixed = apply(&broken, &found[0].edits);
            prop_assert!(accepted(&settings, &fixed));
            prop_assert_eq!(fixed, format!("{}{}{}", &uri[..at], percent_encode(c), &uri[at..]));
        }

        /// A `%` that starts no percent-encoding, put into a valid URI, becomes `%25`, and nothing else changes.
        #[test]
        fn a_stray_percent_becomes_percent_25((uri, at) in valid_uri(), after in "[g-z]") {
            let mut broken = uri.clone();
            broken.insert_str(at, &format!("%{after}"));
            for settings in every_grammar().into_iter().filter(|settings| accepted(settings, &uri)) {
                let found = fixes(&settings, &broken);
                prop_assert_eq!(found.len(), 1, "{:?} {:?}", settings.rfc, found);
                prop_assert_eq!(&found[0].edits, &vec![(at..at + 1, "%25".to_owned())]);
                let fixed = apply(&broken, &found[0].edits);
                prop_assert!(accepted(&settings, &fixed));
                prop_assert_eq!(fixed, format!("{}%25{after}{}", &uri[..at], &uri[at..]));
            }
        }

        /// An IPv6 address without brackets as a host gets them, when its last group is no port.
        #[test]
        fn an_ipv6_host_is_bracketed(bits in any::<u128>(), last in "[a-f][0-9a-f]{0,3}", path in "(/[a-z]{0,4}){0,2}") {
            // The last group starts with a letter, so it cannot be a port.
            let last = u128::from(u16::from_str_radix(&last, 16).unwrap_or(0xa));
            let address = std::net::Ipv6Addr::from((bits & !0xffff) | last).to_string();
            let uri = format!("http://{address}{path}");
            let found = fixes(&Settings::default(), &uri);
            let bracketed = format!("http://[{address}]{path}");
            prop_assert_eq!(found.iter().map(|fix| apply(&uri, &fix.edits)).collect::<Vec<_>>(), vec![bracketed]);
        }

        /// Whatever the text and the grammar, every fix offered makes a URI the grammar accepts, with edits in
        /// order, not overlapping, each replacing exactly a forbidden character by its encoding, a stray `%` by
        /// `%25`, or inserting a bracket.
        #[test]
        fn every_fix_makes_an_accepted_uri_by_its_edits_alone(uri in "[a-z]{1,4}:(//)?[a-z0-9:@\\[\\]%. <>\"{}|\u{e9}]{0,16}(/[ -~\u{e9}\u{1F600}]{0,10})?") {
            for settings in every_grammar() {
                for fix in fixes(&settings, &uri) {
                    prop_assert!(accepted(&settings, &apply(&uri, &fix.edits)), "{:?} {}", settings.rfc, fix.title);
                    let mut end = 0;
                    for (range, text) in &fix.edits {
                        prop_assert!(range.start >= end);
                        end = range.end;
                        let old = &uri[range.clone()];
                        let fits = match old.chars().next() {
                            None => text == "[" || text == "]",
                            Some('%') => text == "%25",
                            Some(c) => old.len() == c.len_utf8() && is_forbidden(&settings, c) && *text == percent_encode(c),
                        };
                        prop_assert!(fits, "{:?} replaced by {:?}", old, text);
                    }
                }
            }
        }
    }
}
