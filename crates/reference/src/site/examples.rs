//! The examples of the site, for each rule of each grammar: the RFCs' own examples first (whole, or the part of
//! one that the rule matches), then hand-chosen ones, each judged by the combinator (and checked against the
//! ABNF oracle); strings from the grammar's generator only where nothing else shows the rule, marked so.

use urigram::Span;

use crate::compare::{Checker, Edit};
use crate::registry::{Entry, Variant, VariantExt as _};
use urigram_playground::GrammarExt as _;

/// Where an example comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Printed in an RFC: the citation (`RFC 3986 §1.1.2`), the example as printed, and the bytes of it that
    /// the example is (all of it, or the part the rule matches).
    Rfc {
        /// `RFC 3986 §1.1.2`.
        citation: &'static str,
        /// The example as the RFC prints it.
        printed: &'static str,
        /// The part of `printed` that is the example.
        part: Span,
    },
    /// Chosen for what it shows, with a note saying what it is.
    Chosen(&'static str),
    /// Derived by the ABNF generator (or one edit of such a string), where nothing better shows the rule.
    Generated,
}

/// One example: the text, where it comes from, and the combinator's verdict (the span of the whole match, or
/// the diagnostic's span and sentence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The text given to the rule.
    pub text: String,
    /// Where it comes from.
    pub source: Source,
    /// The combinator's verdict on all of the text.
    pub verdict: Result<Span, (Span, String)>,
}

/// An example printed in an RFC, with its citation.
struct Printed {
    citation: &'static str,
    text: &'static str,
}

const fn printed(citation: &'static str, text: &'static str) -> Printed {
    Printed { citation, text }
}

/// RFC 3986's examples: §1.1.2, §3, §3.3, §5.4 (base and references), §6.2.
const RFC3986: &[Printed] = &[
    printed("RFC 3986 §1.1.2", "ftp://ftp.is.co.za/rfc/rfc1808.txt"),
    printed("RFC 3986 §1.1.2", "http://www.ietf.org/rfc/rfc2396.txt"),
    printed("RFC 3986 §1.1.2", "ldap://[2001:db8::7]/c=GB?objectClass?one"),
    printed("RFC 3986 §1.1.2", "mailto:John.Doe@example.com"),
    printed("RFC 3986 §1.1.2", "news:comp.infosystems.www.servers.unix"),
    printed("RFC 3986 §1.1.2", "tel:+1-816-555-1212"),
    printed("RFC 3986 §1.1.2", "telnet://192.0.2.16:80/"),
    printed("RFC 3986 §1.1.2", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"),
    printed("RFC 3986 §3", "foo://example.com:8042/over/there?name=ferret#nose"),
    printed("RFC 3986 §3", "urn:example:animal:ferret:nose"),
    printed("RFC 3986 §3.3", "foo://info.example.com?fred"),
    printed("RFC 3986 §5.4", "http://a/b/c/d;p?q"),
    printed("RFC 3986 §5.4.1", "g;x?y#s"),
    printed("RFC 3986 §5.4.1", "../../g"),
    printed("RFC 3986 §5.4.1", "//g"),
    printed("RFC 3986 §5.4.1", "?y"),
    printed("RFC 3986 §5.4.1", "#s"),
    printed("RFC 3986 §5.4.1", "g:h"),
    printed("RFC 3986 §5.4.2", "/./g"),
    printed("RFC 3986 §5.4.2", "g;x=1/../y"),
    printed("RFC 3986 §5.4.2", "http:g"),
    printed("RFC 3986 §6.2.2", "example://a/b/c/%7Bfoo%7D"),
    printed("RFC 3986 §6.2.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
    printed("RFC 3986 §6.2.3", "http://example.com:/"),
    printed("RFC 3986 §7.6", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"),
];

/// RFC 2396's examples: §1.3, Appendix B, Appendix C (base and references), Appendix G.2.
const RFC2396: &[Printed] = &[
    printed("RFC 2396 §1.3", "ftp://ftp.is.co.za/rfc/rfc1808.txt"),
    printed("RFC 2396 §1.3", "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles"),
    printed("RFC 2396 §1.3", "http://www.math.uio.no/faq/compression-faq/part1.html"),
    printed("RFC 2396 §1.3", "mailto:mduerst@ifi.unizh.ch"),
    printed("RFC 2396 §1.3", "news:comp.infosystems.www.servers.unix"),
    printed("RFC 2396 §1.3", "telnet://melvyl.ucop.edu/"),
    printed("RFC 2396 Appendix B", "http://www.ics.uci.edu/pub/ietf/uri/#Related"),
    printed("RFC 2396 Appendix C", "http://a/b/c/d;p?q"),
    printed("RFC 2396 Appendix C", "g;x?y#s"),
    printed("RFC 2396 Appendix C", "../../g"),
    printed("RFC 2396 Appendix C", "//g"),
    printed("RFC 2396 Appendix C", "g?y"),
    printed("RFC 2396 Appendix C", "#s"),
    printed("RFC 2396 Appendix C.2", "g;x=1/../y"),
    printed("RFC 2396 Appendix C.2", "http:g"),
    printed("RFC 2396 Appendix G.2", "foo:/bar"),
];

/// RFC 6874 §2's URI with a zone identifier.
const RFC6874: &[Printed] = &[printed("RFC 6874 §2", "http://[fe80::a%25en1]")];

/// RFC 3987's IRIs that are printed as they are (the others are written in XML notation, `&#xE9;`): §3.1's
/// URIs from IRIs, §3.2.1's conversions, and §4.4's bidi examples in their logical order.
const RFC3987: &[Printed] = &[
    printed("RFC 3987 §3.1", "http://xn--rsum-bpad.example.org"),
    printed("RFC 3987 §3.1", "http://r%C3%A9sum%C3%A9.example.org"),
    printed("RFC 3987 §3.1", "http://www.example.org/red%09ros%C3%A9#red"),
    printed("RFC 3987 §3.2.1", "http://www.example.org/D%C3%BCrst"),
    printed("RFC 3987 §3.2.1", "http://www.example.org/D%FCrst"),
    printed("RFC 3987 §3.2.1", "http://xn--99zt52a.example.org/%e2%80%ae"),
    printed("RFC 3987 §4.4", "http://ab.CDEFGH.ij/kl/mn/op.html"),
    printed("RFC 3987 §4.4", "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV"),
];

/// RFC 2732 §2's IPv6 URLs.
const RFC2732: &[Printed] = &[
    printed("RFC 2732 §2", "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html"),
    printed("RFC 2732 §2", "http://[1080:0:0:0:8:800:200C:417A]/index.html"),
    printed("RFC 2732 §2", "http://[3ffe:2a00:100:7031::1]"),
    printed("RFC 2732 §2", "http://[1080::8:800:200C:417A]/foo"),
    printed("RFC 2732 §2", "http://[::192.9.5.5]/ipng"),
    printed("RFC 2732 §2", "http://[::FFFF:129.144.52.38]:80/index.html"),
    printed("RFC 2732 §2", "http://[2010:836B:4179::836B:4179]"),
];

/// RFC 1808's examples: §3.1, §5.1 (base and references), §5.2.
const RFC1808: &[Printed] = &[
    printed("RFC 1808 §3.1", "http://www.ics.uci.edu/Test/a/b/c"),
    printed("RFC 1808 §5", "http://a/b/c/d;p?q#f"),
    printed("RFC 1808 §5.1", "g;x?y#s"),
    printed("RFC 1808 §5.1", "../../g"),
    printed("RFC 1808 §5.1", "//g"),
    printed("RFC 1808 §5.1", "?y"),
    printed("RFC 1808 §5.1", "g:h"),
    printed("RFC 1808 §5.1", ";x"),
    printed("RFC 1808 §5.2", "/./g"),
    printed("RFC 1808 §5.2", "..g"),
    printed("RFC 1808 §5.2", "http:g"),
];

/// RFC 2068 §3.2.3's equivalent HTTP URLs.
const RFC2068: &[Printed] = &[
    printed("RFC 2068 §3.2.3", "http://abc.com:80/~smith/home.html"),
    printed("RFC 2068 §3.2.3", "http://ABC.com/%7Esmith/home.html"),
    printed("RFC 2068 §3.2.3", "http://ABC.com:/%7esmith/home.html"),
];

/// RFC 8089's example file URIs: Appendix B's (§2's syntax) and Appendix E's (the nonstandard variations).
const RFC8089: &[Printed] = &[
    printed("RFC 8089 Appendix B", "file:///path/to/file"),
    printed("RFC 8089 Appendix B", "file:/path/to/file"),
    printed("RFC 8089 Appendix B", "file://host.example.com/path/to/file"),
];

/// RFC 8089 Appendix E's examples of its nonstandard syntax variations.
const RFC8089_APPENDIX_E: &[Printed] = &[
    printed("RFC 8089 Appendix E.2", "file:c:/path/to/file"),
    printed("RFC 8089 Appendix E.2.2", "file:///c|/path/to/file"),
    printed("RFC 8089 Appendix E.2.2", "file:/c|/path/to/file"),
    printed("RFC 8089 Appendix E.2.2", "file:c|/path/to/file"),
    printed("RFC 8089 Appendix E.3.2", "file:////host.example.com/path/to/file"),
    printed("RFC 8089 Appendix E.3.2", "file://///host.example.com/path/to/file"),
];

/// The RFC examples a grammar's page draws from: its own RFC's, and its amendment's.
fn printed_for(variant: Variant) -> Vec<&'static Printed> {
    let lists: &[&[Printed]] = match variant {
        Variant::Rfc3986 => &[RFC3986],
        Variant::Rfc3986Rfc6874 => &[RFC6874, RFC3986],
        Variant::Rfc3987 => &[RFC3987, RFC3986],
        Variant::Rfc3987Rfc6874 => &[RFC6874, RFC3987, RFC3986],
        Variant::Rfc2396 => &[RFC2396],
        Variant::Rfc2396Rfc2732 => &[RFC2732, RFC2396],
        Variant::Rfc1808 => &[RFC1808],
        Variant::Rfc1808Rfc2068 => &[RFC2068, RFC1808],
        Variant::Rfc8089 => &[RFC8089],
        Variant::Rfc8089AppendixF => &[RFC8089_APPENDIX_E, RFC8089],
    };
    lists.iter().flat_map(|list| list.iter()).collect()
}

/// Every example printed in an RFC that the site uses, with its citation, for the test that finds each one
/// in the RFC's text.
pub fn every_printed_example() -> Vec<(&'static str, &'static str)> {
    [RFC3986, RFC6874, RFC3987, RFC2396, RFC2732, RFC1808, RFC2068, RFC8089, RFC8089_APPENDIX_E]
        .iter()
        .flat_map(|list| list.iter().map(|example| (example.citation, example.text)))
        .collect()
}

/// References that the RFCs judge differently, chosen for every rule that is a reference or most of one.
const REFERENCES: &[(&str, &str)] = &[
    ("http://[::1]/a", "an IPv6 literal, which RFC 2732 brought"),
    ("http:", "a scheme and nothing after it"),
    ("?q#f", "a query and a fragment with no path"),
    ("http://a@b@c/", "two @ in the authority"),
    ("http://a:b:c/", "two : in the authority"),
    ("1ab:x", "a scheme starting with a digit"),
    ("//a//b", "an authority, then a path starting with an empty segment"),
    ("/~user", "a tilde"),
    ("http://a/b c", "a space"),
    ("http://a/%zz", "% not followed by two hex digits"),
    ("http://a/b#c#d", "a second #"),
    ("http://bücher.example/", "a non-ASCII character"),
];

const HOSTS: &[(&str, &str)] = &[
    ("example.com", "a domain name"),
    ("192.0.2.16", "an IPv4 address"),
    ("256.1.1.1", "four numbers, one above 255"),
    ("[2001:db8::7]", "an IPv6 literal"),
    ("[v7.host]", "a future IP literal"),
    ("a_b", "an underscore"),
    ("-a.com", "a label starting with a hyphen"),
    ("ex ample", "a space"),
    ("[::1", "an unclosed bracket"),
    ("bücher.example", "a non-ASCII character"),
];

const IPV6: &[(&str, &str)] = &[
    ("2001:db8::7", "RFC 3986 §1.1.2's address"),
    ("::ffff:192.0.2.1", "an IPv4-mapped address"),
    ("1:2:3:4:5:6:7:8", "eight groups"),
    ("1:2:3:4:5:6:7:8:9", "nine groups"),
    ("1::2::3", "two ::"),
    ("12345::", "a group of five digits"),
];

const IPV4: &[(&str, &str)] = &[
    ("255.255.255.255", "the largest address"),
    ("256.1.1.1", "a number above 255"),
    ("01.2.3.4", "a leading zero"),
    ("1.2.3", "three numbers"),
];

const PATHS: &[(&str, &str)] = &[
    ("/a/b", "an absolute path"),
    ("a/b", "a relative path"),
    ("", "the empty path"),
    ("//a", "a path starting with two slashes"),
    ("a:b/c", "a colon in the first segment"),
    ("/a;p/b;q", "parameters on segments"),
    ("/a%20b", "a percent-encoded space"),
    ("/a b", "a space"),
    ("/~user", "a tilde"),
];

const SEGMENTS: &[(&str, &str)] = &[
    ("a", "one character"),
    ("", "empty"),
    ("a:b", "a colon"),
    ("a;p", "a semicolon"),
    ("%41", "a percent-encoded octet"),
    ("a/b", "a slash"),
    ("a b", "a space"),
];

const QUERIES: &[(&str, &str)] = &[
    ("name=ferret", "RFC 3986 §3's query"),
    ("a/b?c", "slashes and question marks"),
    ("", "empty"),
    ("a#b", "a #"),
    ("[x]", "brackets"),
    ("a b", "a space"),
];

const OCTETS: &[(&str, &str)] = &[
    ("%41", "a percent-encoded A"),
    ("%7e", "lowercase hex digits"),
    ("%4", "one hex digit"),
    ("%GG", "G is not a hex digit"),
];

/// Characters beyond ASCII, for RFC 3987's classes.
const UCS: &[(&str, &str)] = &[
    ("é", "a Latin letter beyond ASCII"),
    ("日", "a CJK ideograph"),
    ("\u{10300}", "OLD ITALIC LETTER A, beyond the BMP"),
    ("\u{E000}", "a private-use character"),
    ("\u{FFFD}", "U+FFFD REPLACEMENT CHARACTER"),
    ("\u{85}", "a C1 control character"),
    ("a", "an ASCII letter"),
];

const CHARACTERS: &[(&str, &str)] = &[
    ("a", "a letter"),
    ("Z", "a capital letter"),
    ("7", "a digit"),
    ("-", "a hyphen"),
    ("~", "a tilde"),
    ("!", "an exclamation mark"),
    (":", "a colon"),
    ("/", "a slash"),
    ("[", "an opening bracket"),
    ("{", "an opening brace"),
    ("\"", "a double quote"),
    (" ", "a space"),
    ("é", "a non-ASCII letter"),
    ("%", "a percent sign"),
];

/// The chosen examples for a rule name (RFC 5234 names are case-insensitive), the same for every grammar.
pub(crate) fn chosen(name: &str) -> Vec<(&'static str, &'static str)> {
    let name = name.to_ascii_lowercase();
    let own: &[(&str, &str)] = match name.as_str() {
        "uri" | "uri-reference" | "absolute-uri" | "relative-ref" | "absoluteuri" | "relativeuri" | "url"
        | "absoluteurl" | "relativeurl" | "generic-rl" | "iri" | "iri-reference" | "absolute-iri" | "irelative-ref" => {
            REFERENCES
        }
        "ucschar" | "iprivate" | "iunreserved" => UCS,
        "hier-part" | "relative-part" | "hier_part" | "ihier-part" | "irelative-part" => &[
            ("//example.com/a", "an authority and a path"),
            ("/a", "an absolute path"),
            ("a:b", "a rootless path with a colon"),
            ("//a b", "a space in the authority"),
        ],
        "opaque_part" => {
            &[("John.Doe@example.com", "RFC 3986 §1.1.2's mailto path"), ("/x", "a slash first"), ("a b", "a space")]
        }
        "net_path" => &[("//a/b", "an authority and a path"), ("//", "an empty authority"), ("/a", "one slash")],
        "abs_path" | "path-absolute" | "ipath-absolute" => {
            &[("/a/b", "two segments"), ("//a", "an empty first segment"), ("a", "no slash")]
        }
        "rel_path" | "path-noscheme" | "path-rootless" | "ipath-noscheme" | "ipath-rootless" => &[
            ("a/b", "two segments"),
            ("a:b", "a colon in the first segment"),
            ("/a", "a slash first"),
            (";x", "a parameter only"),
        ],
        "path-abempty" | "ipath-abempty" => &[("/a/b", "two segments"), ("", "empty"), ("a", "no slash")],
        "path-empty" | "ipath-empty" => &[("", "empty"), ("a", "one character")],
        "path" | "path_segments" | "ipath" => PATHS,
        "scheme" => &[
            ("http", "a scheme"),
            ("svn+ssh", "a plus sign"),
            ("HTTPS", "capital letters"),
            ("1ab", "a digit first"),
            ("h_t", "an underscore"),
        ],
        "authority" | "server" | "hostport" | "net_loc" | "iauthority" => &[
            ("user@example.com:8042", "userinfo, host and port"),
            ("[::1]:80", "an IPv6 literal and a port"),
            ("a@b@c", "two @"),
            ("a:b:c", "two :"),
            ("a b", "a space"),
        ],
        "host" | "hostname" | "reg-name" | "reg_name" | "ip-literal" | "ipv6reference" | "ihost" | "ireg-name" => HOSTS,
        "domainlabel" | "toplabel" => &[
            ("example", "letters"),
            ("ex-ample", "an inner hyphen"),
            ("1com", "a digit first"),
            ("-x", "a hyphen first"),
            ("a.b", "a dot"),
        ],
        "userinfo" | "iuserinfo" => &[
            ("user:password", "a user and a password"),
            ("%7euser", "a percent-encoded tilde"),
            ("a@b", "an @"),
            ("a b", "a space"),
        ],
        "port" => {
            &[("8042", "RFC 3986 §3's port"), ("", "empty"), ("65536", "a number above 65535"), ("8o", "a letter")]
        }
        "ipvfuture" => &[("v7.host", "version 7"), ("vF.a:b", "a hex version and a colon"), ("v.x", "no version")],
        "ipv6address" | "hexpart" => IPV6,
        "hexseq" => &[("1:2:3", "three groups"), ("ffff", "one group"), ("1::2", "a ::")],
        "h16" | "hex4" => {
            &[("db8", "three hex digits"), ("ffff", "four hex digits"), ("12345", "five digits"), ("g", "not hex")]
        }
        "ls32" => &[("1:2", "two groups"), ("192.0.2.1", "an IPv4 address"), ("1:2:3", "three groups")],
        "ipv4address" => IPV4,
        "dec-octet" => &[("0", "zero"), ("255", "the largest"), ("256", "one too many"), ("01", "a leading zero")],
        "segment" | "segment-nz" | "segment-nz-nc" | "fsegment" | "rel_segment" | "param" | "params" | "isegment"
        | "isegment-nz" | "isegment-nz-nc" => SEGMENTS,
        "query" | "fragment" | "iquery" | "ifragment" => QUERIES,
        "pct-encoded" | "escaped" | "escape" => OCTETS,
        "file-uri" | "file-hier-part" => &[
            ("file:///etc/hosts", "an empty authority"),
            ("file://localhost/etc/hosts", "localhost"),
            ("file:///c:/dir/a%20b.txt", "a drive letter in the first segment"),
            ("file:///a?b", "a query"),
            ("file://host:80/a", "a port"),
        ],
        "auth-path" | "local-path" | "file-absolute" => &[
            ("/c:/dir", "a drive letter after a slash"),
            ("localhost/etc", "localhost and a path"),
            ("c|/dir", "a drive letter with a vertical line"),
            ("//host/share", "two slashes"),
        ],
        "file-auth" | "unc-authority" | "file-host" | "inline-ip" => &[
            ("localhost", "localhost"),
            ("host.example.com", "a host name"),
            ("//host.example.com", "a UNC host"),
            ("%5B::1%5D", "an encoded IPv6 literal"),
            ("user@host", "user information"),
        ],
        "drive-letter" | "file-scheme" => {
            &[("c:", "a letter and a colon"), ("C|", "a vertical line"), ("file", "the scheme"), ("1:", "a digit")]
        }
        _ => CHARACTERS,
    };
    own.to_vec()
}

/// The most examples shown of each kind (RFC, chosen).
const MOST_PRINTED: usize = 3;

/// The examples of `entry`, a rule of `variant`: up to three taken from the RFCs' examples, the chosen ones,
/// and generated ones only to give the rule an accepted and a rejected example where the others do not. Each
/// one is checked against the ABNF oracle; a disagreement panics, so the site cannot show one.
pub fn examples(variant: Variant, entry: Entry) -> Vec<Example> {
    let checker = Checker::new(variant, entry).expect("every registered rule is in its grammar");
    let judge = |text: &str| {
        if let Err(disagreement) = checker.check(text) {
            panic!("the combinator and the oracle disagree: {disagreement}");
        }
        entry.combinator.diagnose(text)
    };
    let mut examples: Vec<Example> = Vec::new();
    let seen = |text: &str, examples: &[Example]| examples.iter().any(|example| example.text == text);
    // The RFCs' examples: from each, the part the rule matches that says the most (see `parts`); then the
    // first three, the parts that are components first, in the order the RFCs print them.
    let mut from_rfc: Vec<(usize, Example)> = Vec::new();
    for example in printed_for(variant) {
        let found = parts(variant, entry.name, example.text)
            .into_iter()
            .find(|(_, span)| entry.combinator.parse(&example.text[span.range()]).is_ok());
        let Some((class, part)) = found else { continue };
        let text = example.text[part.range()].to_owned();
        if from_rfc.iter().any(|(_, shown)| shown.text == text) {
            continue;
        }
        let verdict = judge(&text);
        let source = Source::Rfc { citation: example.citation, printed: example.text, part };
        from_rfc.push((class, Example { text, source, verdict }));
    }
    from_rfc.sort_by_key(|(class, _)| *class);
    examples.extend(from_rfc.into_iter().take(MOST_PRINTED).map(|(_, example)| example));
    for (text, note) in chosen(entry.name) {
        if seen(text, &examples) {
            continue;
        }
        let verdict = judge(text);
        examples.push(Example { text: text.to_owned(), source: Source::Chosen(note), verdict });
    }
    let accepted = examples.iter().any(|example| example.verdict.is_ok());
    let rejected = examples.iter().any(|example| example.verdict.is_err());
    if accepted && rejected {
        return examples;
    }
    let generated = crate::reference::generated(&variant.grammar(), entry.name, 64);
    if !accepted && let Some(text) = generated.iter().find(|text| !text.is_empty()).or(generated.first()) {
        let verdict = judge(text);
        examples.push(Example { text: text.clone(), source: Source::Generated, verdict });
    }
    if !rejected {
        'search: for source in examples.iter().map(|example| example.text.clone()).collect::<Vec<_>>() {
            let length = source.chars().count();
            let mut edits = vec![Edit::Delete(length / 2), Edit::Swap(0)];
            for &character in crate::reference::EDITS {
                edits.push(Edit::Insert(length, character));
                edits.push(Edit::Replace(length / 2, character));
            }
            for edit in edits {
                let text = edit.apply(&source);
                if !seen(&text, &examples) && entry.combinator.parse(&text).is_err() {
                    let verdict = judge(&text);
                    examples.push(Example { text, source: Source::Generated, verdict });
                    break 'search;
                }
            }
        }
    }
    examples
}

/// The parts of a printed example that the rule `name` may match, each with its class, best first: (0) the
/// components of that name or kind (`host`, `path-abempty`, `reg-name`), (1) the nodes of its syntax tree (the
/// first is the whole reference), (2) each character. Longer first within a class.
fn parts(variant: Variant, name: &str, text: &str) -> Vec<(usize, Span)> {
    let name = name.to_ascii_lowercase();
    let grammar = variant;
    let mut found: Vec<(usize, Span)> = Vec::new();
    if let Some(urigram_playground::Outcome::Valid { tree: Some(tree), .. }) = grammar.outcome(grammar.top_rule(), text)
    {
        for component in &tree.components {
            let Some((_, span)) = &component.part else { continue };
            let kind = component.kind.map(str::to_ascii_lowercase);
            let host_kind = match kind.as_deref() {
                Some("ipv4") => &["ipv4address"][..],
                Some("ipv6") => &["ip-literal", "ipv6reference"][..],
                Some("ipvfuture") => &["ip-literal"][..],
                _ => &[][..],
            };
            if component.name.eq_ignore_ascii_case(&name)
                || kind.as_deref() == Some(name.as_str())
                || host_kind.contains(&name.as_str())
            {
                found.push((0, *span));
            }
        }
        for span in urigram_playground::tree_lines(&tree.debug).into_iter().filter_map(|(_, span)| span) {
            found.push((1, span));
        }
        found.extend(urigram_playground::node_spans(&tree.debug).map(|span| (1, span)));
        found.retain(|(_, span)| {
            span.end <= text.len() && text.is_char_boundary(span.start) && text.is_char_boundary(span.end)
        });
    }
    for (offset, character) in text.char_indices() {
        found.push((2, Span::new(offset, offset + character.len_utf8())));
    }
    found.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.len().cmp(&a.1.len())).then(a.1.start.cmp(&b.1.start)));
    found.dedup();
    found
}
