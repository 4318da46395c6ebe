//! Hostile inputs from the URL-confusion literature, each with its verdict under RFC 3986 and
//! RFC 2396, the host RFC 3986's tree reports, and the reason.
//!
//! These are the texts that make two URL parsers disagree about where a request goes: several `@`, `\`,
//! whitespace and control characters, percent-encoded delimiters in the host, ports above 65535, IPv4
//! look-alikes, IPv6 zone identifiers, fragments holding `@` or `/`, empty authorities, and paths that become
//! `//` once dot segments are removed. A grammar has one answer for each, and this table writes it down.
//!
//! Columns: the text; the RFC 3986 `URI-reference` verdict, with the host (`None` when there is no authority;
//! `Reg`, `V4`, `V6`, `Future` for the alternative of §3.2.2 that matched, with its text); whether it is an
//! RFC 2396 `URI-reference`. RFC 2396 accepts much more in an authority, because its `reg_name` holds `:`, `@`
//! and escapes wherever a `server` does not parse (§3.2.1), and rejects `[` and `]` outright.
//!
//! RFC 6874's zone identifiers (`[fe80::1%25eth0]`) are not RFC 3986: urigram has no option for them, so they
//! are rejected with a sentence that names RFC 6874.

use urigram::rfc3986::ast::{Host as Node, IpLiteral};
use urigram::{rfc2396, rfc3986};

/// The host RFC 3986's tree reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Host {
    /// No authority at all.
    None,
    /// `reg-name`, possibly empty.
    Reg(&'static str),
    /// `IPv4address`.
    V4(&'static str),
    /// `IP-literal` holding an `IPv6address`, with its brackets.
    V6(&'static str),
    /// `IP-literal` holding an `IPvFuture`, with its brackets.
    Future(&'static str),
}

/// What RFC 3986 says of a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// A `URI-reference`, with this host.
    Valid(Host),
    /// Not a `URI-reference`.
    Invalid,
}

use Host::{Future, None as NoHost, Reg, V4, V6};
use Verdict::{Invalid, Valid};

/// (text, RFC 3986 verdict and host, RFC 2396 verdict)
type Row = (&'static str, Verdict, bool);

const ROWS: &[Row] = &[
    // ---- Several "@" ----
    // userinfo cannot hold "@" (§3.2.1) and reg-name cannot either (§3.2.2): only the first "@" delimits, the
    // second is an error. RFC 2396's reg_name holds "@", so the whole authority is a registry-based name.
    ("http://user@evil.com@good.com/", Invalid, true),
    // The same with nothing else around it.
    ("http://a@b@c", Invalid, true),
    // Two "@" with empty userinfo and host: the second "@" is still an error.
    ("http://@@host/", Invalid, true),
    // An encoded "@" is data: the userinfo is "user%40evil.com" and the host is good.com.
    ("http://user%40evil.com@good.com/", Valid(Reg("good.com")), true),
    // An encoded "@" in the host is data too: one reg-name, never a userinfo delimiter.
    ("http://good.com%40evil.com/", Valid(Reg("good.com%40evil.com")), true),
    // Empty userinfo: "@" and then the host.
    ("http://@good.com/", Valid(Reg("good.com")), true),
    // userinfo "user" and an empty reg-name host (§3.2.2 allows an empty reg-name).
    ("http://user@/", Valid(Reg("")), true),
    // A port and then another "@": a port is digits, and "@" ends nothing in an authority after it.
    ("http://user:pass@host:80@evil/", Invalid, true),
    // Colons on both sides of two "@".
    ("http://a:b@c:d@e/", Invalid, true),
    // A network-path reference with userinfo: the host is "host".
    ("//user@host", Valid(Reg("host")), true),
    // Several ":" in userinfo are allowed (§3.2.1, though "user:password" is deprecated).
    ("http://a:b:c@d/", Valid(Reg("d")), true),
    // A port then "@" with a second authority-looking part: the "@" after the port cannot be read.
    ("http://user:pass@evil.com:80@good.com", Invalid, true),
    // "[" can start only an IP literal at the start of the host, never appear in userinfo (§3.2.1).
    ("http://[::1]@evil.com/", Invalid, false),
    // An IP literal after userinfo is fine.
    ("http://evil.com@[::1]/", Valid(V6("[::1]")), false),
    // ---- Backslashes ----
    // "\" is in no rule of RFC 3986 or RFC 2396 (§2: not reserved, not unreserved; RFC 2396 §2.4.3 lists it as
    // "unwise"); WHATWG parsers read it as "/" for special schemes, a grammar rejects it.
    ("http://evil.com\\@good.com/", Invalid, false),
    ("http:\\\\evil.com", Invalid, false),
    ("\\\\evil.com\\path", Invalid, false),
    ("http://good.com\\.evil.com/", Invalid, false),
    ("/\\evil.com", Invalid, false),
    ("http:/\\evil.com", Invalid, false),
    ("http:///\\a", Invalid, false),
    ("http://good.com:80\\@evil.com", Invalid, false),
    // ---- Whitespace and control characters ----
    // No space, tab, CR, LF, control or non-ASCII character is in any rule (§2; RFC 2396 §2.4.3 "excluded"):
    // §C says to strip whitespace around a URI before parsing, which is the caller's business.
    (" http://a/", Invalid, false),
    ("http://a/ ", Invalid, false),
    ("http://a b/", Invalid, false),
    ("http://a\tb/", Invalid, false),
    ("http://a\nb/", Invalid, false),
    ("http://a\rb/", Invalid, false),
    ("ht\ttp://a/", Invalid, false),
    ("http://a/\0", Invalid, false),
    ("http://a/\x7f", Invalid, false),
    ("http://a/\x1b[31m", Invalid, false),
    ("java\nscript:alert(1)", Invalid, false),
    ("h\0ttp://a", Invalid, false),
    // No-break space, zero-width space, line separator, byte-order mark: non-ASCII, allowed nowhere.
    ("\u{a0}http://a/", Invalid, false),
    ("http://a\u{200b}b/", Invalid, false),
    ("http://exa\u{2028}mple/", Invalid, false),
    ("http://a/\u{feff}", Invalid, false),
    // Encoded whitespace is data: a reg-name "a%20b" (RFC 2396: not a hostname, so a reg_name).
    ("http://a%20b/", Valid(Reg("a%20b")), true),
    // An encoded line feed in the path is data.
    ("http://a/%0a", Valid(Reg("a")), true),
    // ---- Percent-encoded delimiters in the host ----
    // reg-name = *( unreserved / pct-encoded / sub-delims ) (§3.2.2): any octet may be encoded in a reg-name,
    // delimiters included; the grammar's host is the encoded text, whatever decoding would make of it.
    ("http://a%2fb/", Valid(Reg("a%2fb")), true),
    ("http://a%2Fb%40c/", Valid(Reg("a%2Fb%40c")), true),
    ("http://evil.com%23.good.com/", Valid(Reg("evil.com%23.good.com")), true),
    ("http://evil.com%3F.good.com/", Valid(Reg("evil.com%3F.good.com")), true),
    // An encoded ":" does not start a port.
    ("http://a%3a80/", Valid(Reg("a%3a80")), true),
    // Encoded brackets make a reg-name, not an IP literal.
    ("http://%5B%3A%3A1%5D/", Valid(Reg("%5B%3A%3A1%5D")), true),
    // Encoded brackets around raw colons: the reg-name ends at the first ":", the port would be "" and then
    // ":" is no digit. RFC 2396's reg_name holds ":".
    ("http://%5B::1%5D/", Invalid, true),
    // An encoded NUL is syntactically data.
    ("http://a%00b/", Valid(Reg("a%00b")), true),
    // "%" commits to pct-encoded: "%" alone, "%zz" and "%2" are errors (§2.1; RFC 2396 §2.4.1).
    ("http://%/", Invalid, false),
    ("http://%zz/", Invalid, false),
    ("http://a%2/", Invalid, false),
    // UTF-8 encoded as §3.2.2 recommends for non-ASCII registered names.
    ("http://%C3%A9.example/", Valid(Reg("%C3%A9.example")), true),
    // Encoded dots are not dot segments and not label separators: one reg-name.
    ("http://%2e%2e/", Valid(Reg("%2e%2e")), true),
    // ---- Ports (the numbers are checked in `ports_above_65535_are_syntax_but_flagged`) ----
    // port = *DIGIT (§3.2.3): no upper bound in the grammar.
    ("http://a:65536/", Valid(Reg("a")), true),
    ("http://a:99999999999999999999/", Valid(Reg("a")), true),
    ("http://a:0/", Valid(Reg("a")), true),
    ("http://a:65535/", Valid(Reg("a")), true),
    ("http://a:00080/", Valid(Reg("a")), true),
    // An empty port is allowed (§3.2.3: "URI producers and normalizers should omit the port component and its
    // ':' delimiter if port is empty").
    ("http://a:/", Valid(Reg("a")), true),
    // Signs, letters, spaces and hex are not DIGIT. RFC 2396 reads the same authorities as reg_names ("a:-1",
    // "a:+80"): its reg_name holds ":" and these characters. A space is allowed nowhere.
    ("http://a:-1/", Invalid, true),
    ("http://a:+80/", Invalid, true),
    ("http://a:80a/", Invalid, true),
    ("http://a: 80/", Invalid, false),
    ("http://a:0x50/", Invalid, true),
    // Two colons or two ports: not an authority of RFC 3986; an RFC 2396 reg_name.
    ("http://a::80/", Invalid, true),
    ("http://a:80:80/", Invalid, true),
    // A port after an IPv6 literal; RFC 2396 has no IP literal.
    ("http://[::1]:65536/", Valid(V6("[::1]")), false),
    // An empty host and a port; RFC 2396's server needs a host before ":", so ":80" is a reg_name there.
    ("http://:80/", Valid(Reg("")), true),
    // ---- IPv4 look-alikes ----
    // IPv4address is four dec-octets, each 0-255 without leading zeros (§3.2.2); anything else that is made of
    // reg-name characters is a reg-name, which §3.2.2 says not to read as an address ("first-match-wins").
    // Octal, hex, short and integer forms that inet_aton would accept are all reg-names here.
    ("http://0x7f.0.0.1/", Valid(Reg("0x7f.0.0.1")), true),
    ("http://0177.0.0.1/", Valid(Reg("0177.0.0.1")), true),
    ("http://127.1/", Valid(Reg("127.1")), true),
    ("http://2130706433/", Valid(Reg("2130706433")), true),
    ("http://0x7f000001/", Valid(Reg("0x7f000001")), true),
    ("http://017700000001/", Valid(Reg("017700000001")), true),
    ("http://127.0.0.01/", Valid(Reg("127.0.0.01")), true),
    ("http://127.000.000.001/", Valid(Reg("127.000.000.001")), true),
    ("http://256.256.256.256/", Valid(Reg("256.256.256.256")), true),
    ("http://1.2.3/", Valid(Reg("1.2.3")), true),
    // Five groups, a trailing dot, a trailing letter, an encoded dot: not four dec-octets and then the end.
    ("http://1.2.3.4.5/", Valid(Reg("1.2.3.4.5")), true),
    ("http://1.2.3.4./", Valid(Reg("1.2.3.4.")), true),
    ("http://1.2.3.4a/", Valid(Reg("1.2.3.4a")), true),
    ("http://127.0.0.1%2e/", Valid(Reg("127.0.0.1%2e")), true),
    // The real thing.
    ("http://127.0.0.1/", Valid(V4("127.0.0.1")), true),
    ("http://0.0.0.0/", Valid(V4("0.0.0.0")), true),
    ("http://255.255.255.255/", Valid(V4("255.255.255.255")), true),
    ("http://127.0.0.1:80/", Valid(V4("127.0.0.1")), true),
    // ---- IPv6 literals and zone identifiers ----
    // A zone identifier ("%25" and a zone) is RFC 6874's extension, not RFC 3986: inside "[...]" only an
    // IPv6address or IPvFuture may stand (§3.2.2). urigram has no RFC 6874 option.
    ("http://[fe80::1%25eth0]/", Invalid, false),
    ("http://[fe80::1%eth0]/", Invalid, false),
    ("http://[fe80::1%2525]/", Invalid, false),
    ("http://[::1%]/", Invalid, false),
    // The way RFC 3986 leaves open for zones: an IPvFuture (§3.2.2, "v" hex "." and then unreserved,
    // sub-delims or ":").
    ("http://[v1.fe80::a+en1]/", Valid(Future("[v1.fe80::a+en1]")), false),
    // An IPvFuture version is hex: "Z" is not.
    ("http://[vZ.x]/", Invalid, false),
    ("http://[::1]/", Valid(V6("[::1]")), false),
    ("http://[0:0:0:0:0:0:0:1]/", Valid(V6("[0:0:0:0:0:0:0:1]")), false),
    ("http://[::ffff:127.0.0.1]/", Valid(V6("[::ffff:127.0.0.1]")), false),
    // `[ *4( h16 ":" ) h16 ] "::" ls32` with nothing before "::" and an IPv4address as ls32 (the seventh
    // alternative of IPv6address).
    ("http://[::127.0.0.1]/", Valid(V6("[::127.0.0.1]")), false),
    // Nine groups, two "::", an IPv4 part out of range, nothing at all: not IPv6addresses.
    ("http://[1:2:3:4:5:6:7:8:9]/", Invalid, false),
    ("http://[1::2::3]/", Invalid, false),
    ("http://[::ffff:256.0.0.1]/", Invalid, false),
    ("http://[]/", Invalid, false),
    // Unclosed, doubled or followed by a name: "[" commits to an IP literal that must close at once.
    ("http://[::1/", Invalid, false),
    ("http://[::1]]/", Invalid, false),
    ("http://[[::1]]/", Invalid, false),
    ("http://[::1]evil.com/", Invalid, false),
    ("http://[::1]:80@evil.com/", Invalid, false),
    // Without brackets an IPv6 address is not a host: reg-name "" then ":" and a port that is not digits.
    // RFC 2396's reg_name holds ":".
    ("http://::1/", Invalid, true),
    // ---- Fragments and queries holding "@" or "/" ----
    // fragment = *( pchar / "/" / "?" ) (§3.5) and pchar holds "@": the authority ended at "#", "?" or "/".
    ("http://good.com#@evil.com", Valid(Reg("good.com")), true),
    ("http://good.com#/evil.com", Valid(Reg("good.com")), true),
    ("http://good.com?@evil.com", Valid(Reg("good.com")), true),
    ("http://good.com/@evil.com", Valid(Reg("good.com")), true),
    ("http://evil.com:80#@good.com", Valid(Reg("evil.com")), true),
    ("http://good.com?q#f?g/h@i", Valid(Reg("good.com")), true),
    // A fragment alone that looks like a network path: no authority.
    ("#//evil.com", Valid(NoHost), true),
    // A fragment cannot hold "#" (§3.5), nor "[" (RFC 2396 §2.4.3 "unwise").
    ("http://good.com#a#b", Invalid, false),
    ("http://a#[x]", Invalid, false),
    // ---- Empty authority ----
    // "//" and then an empty reg-name (§3.2.2: "the host subcomponent ... may be empty"; RFC 2396's server is
    // optional).
    ("http://", Valid(Reg("")), true),
    ("http:///evil.com", Valid(Reg("")), true),
    ("///evil.com", Valid(Reg("")), true),
    ("//", Valid(Reg("")), true),
    ("file:///C:/x", Valid(Reg("")), true),
    ("http://@:/", Valid(Reg("")), true),
    // Without "//" there is no authority, whatever the path looks like.
    ("http:evil.com", Valid(NoHost), true),
    ("http:/evil.com", Valid(NoHost), true),
    ("http//a", Valid(NoHost), true),
    // ---- Paths that become "//" after dot-segment removal ----
    // §5.2.4 turns "/.//evil.com" into "//evil.com", which would read back as an authority; the parse itself
    // has none. (Recomposition must guard against it, §5.2.4's note; see the resolve/normalize fuzz target.)
    ("a:/.//evil.com", Valid(NoHost), true),
    ("/.//evil.com", Valid(NoHost), true),
    ("a:/..//evil.com", Valid(NoHost), true),
    ("a:/a/..//evil.com", Valid(NoHost), true),
    ("./..//evil.com", Valid(NoHost), true),
    (".//evil.com", Valid(NoHost), true),
    // ---- Scheme confusion ----
    // A scheme starts with a letter and holds letters, digits, "+", "-", "." (§3.1); otherwise the text is a
    // relative reference, whose first segment cannot hold ":" (§4.2; RFC 2396 §5 rel_segment).
    ("javascript:alert(1)", Valid(NoHost), true),
    ("JaVaScRiPt:alert(1)", Valid(NoHost), true),
    ("java%0ascript:alert(1)", Invalid, false),
    ("1http://a/", Invalid, false),
    (":http://a/", Invalid, false),
    ("-http://a", Invalid, false),
    // "<" and ">" are allowed nowhere; a data URI made of URI characters is fine.
    ("data:text/html,<script>", Invalid, false),
    ("data:text/html;base64,PHNjcmlwdD4=", Valid(NoHost), true),
    // ---- Non-ASCII hosts ----
    // An IRI is not a URI (RFC 3987): non-ASCII must be percent-encoded or punycoded first.
    ("http://ex\u{e4}mple.com/", Invalid, false),
    ("http://example.com\u{ff0e}evil.com/", Invalid, false),
    ("http://example\u{3002}com/", Invalid, false),
    ("http://xn--exmple-cua.com/", Valid(Reg("xn--exmple-cua.com")), true),
];

/// The host of a parsed RFC 3986 reference, in the table's terms.
fn host_of(reference: &rfc3986::ast::UriReference<'_>) -> (String, &'static str) {
    match reference.authority().map(|authority| authority.host()) {
        None => (String::new(), "none"),
        Some(Node::RegName(name)) => (name.as_str().to_owned(), "reg-name"),
        Some(Node::Ipv4(address)) => (address.as_str().to_owned(), "ipv4"),
        Some(Node::IpLiteral(literal @ IpLiteral::Ipv6 { .. })) => (literal.as_str().to_owned(), "ipv6"),
        Some(Node::IpLiteral(literal @ IpLiteral::Ipv6Zoned { .. })) => (literal.as_str().to_owned(), "ipv6-zoned"),
        Some(Node::IpLiteral(literal @ IpLiteral::IpvFuture { .. })) => (literal.as_str().to_owned(), "ipvfuture"),
    }
}

fn expected_host(host: Host) -> (String, &'static str) {
    match host {
        NoHost => (String::new(), "none"),
        Reg(text) => (text.to_owned(), "reg-name"),
        V4(text) => (text.to_owned(), "ipv4"),
        V6(text) => (text.to_owned(), "ipv6"),
        Future(text) => (text.to_owned(), "ipvfuture"),
    }
}

#[test]
fn the_table_has_at_least_a_hundred_distinct_rows() {
    assert!(ROWS.len() >= 100, "{} rows", ROWS.len());
    let mut texts: Vec<_> = ROWS.iter().map(|row| row.0).collect();
    texts.sort_unstable();
    texts.dedup();
    assert_eq!(texts.len(), ROWS.len(), "a row is repeated");
}

#[test]
fn rfc3986_verdicts_and_hosts() {
    let mut wrong = Vec::new();
    for &(text, verdict, _) in ROWS {
        let parsed = rfc3986::parse_uri_reference(text);
        let got = match &parsed {
            Ok(reference) => Some(host_of(reference)),
            Err(_) => None,
        };
        let want = match verdict {
            Valid(host) => Some(expected_host(host)),
            Invalid => None,
        };
        if got != want {
            wrong.push(format!("{text:?}: expected {want:?}, parsed {parsed:?}"));
        }
        if let Ok(reference) = &parsed {
            assert_eq!(reference.to_string(), text, "§5.3 recomposition");
        }
    }
    assert!(wrong.is_empty(), "{} rows disagree:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn rfc2396_verdicts() {
    let mut wrong = Vec::new();
    for &(text, _, valid) in ROWS {
        let parsed = rfc2396::parse_uri_reference(text);
        if parsed.is_ok() != valid {
            wrong.push(format!("{text:?}: expected {}, parsed {parsed:?}", if valid { "valid" } else { "invalid" }));
        }
    }
    assert!(wrong.is_empty(), "{} rows disagree:\n{}", wrong.len(), wrong.join("\n"));
}

/// Ports above 65535 are `*DIGIT`, valid syntax (§3.2.3); [`rfc3986::ast::Port::number`] flags them with
/// `None`, as it does the empty port.
#[test]
fn ports_above_65535_are_syntax_but_flagged() {
    for (text, port, number) in [
        ("http://a:65536/", "65536", None),
        ("http://a:99999999999999999999/", "99999999999999999999", None),
        ("http://a:0/", "0", Some(0)),
        ("http://a:65535/", "65535", Some(65535)),
        ("http://a:00080/", "00080", Some(80)),
        ("http://a:/", "", None),
        ("http://[::1]:65536/", "65536", None),
    ] {
        let reference = rfc3986::parse_uri_reference(text).expect("a port of digits is valid");
        let found = reference.authority().and_then(|authority| authority.port()).expect("the port is present");
        assert_eq!((found.as_str(), found.number()), (port, number), "{text}");
    }
}

/// A zone identifier's error names RFC 6874, so that a reader knows where the syntax comes from.
#[test]
fn zone_identifiers_are_rejected_with_a_sentence_naming_rfc_6874() {
    let error = rfc3986::parse_uri_reference("http://[fe80::1%25eth0]/").unwrap_err();
    assert!(error.to_string().contains("RFC 6874"), "{error}");
    assert_eq!(error.span(), urigram::Span::new(15, 16));
}

/// Where both grammars accept a text and RFC 2396 reads a server with a host, its host is RFC 3986's: an `@`
/// after `#`, `?` or the path's `/` is data in both.
#[test]
fn rfc2396_reports_the_same_host_where_both_accept_a_server() {
    for &(text, verdict, valid_2396) in ROWS {
        let (Valid(host), true) = (verdict, valid_2396) else { continue };
        let Ok(reference) = rfc2396::parse_uri_reference(text) else { continue };
        let Some(authority) = reference.authority() else {
            assert_eq!(host, NoHost, "{text}");
            continue;
        };
        // Where RFC 2396 reads a server with a host, it is the same text as RFC 3986's host.
        if let Some(found) = authority.host() {
            let (want, _) = expected_host(host);
            assert_eq!(found.as_str(), want, "{text}");
        }
    }
}
