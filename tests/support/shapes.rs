//! Large inputs of the shapes that break parsers: deep paths, long runs, many escapes, unclosed literals.
//!
//! Shared by `tests/robustness/large_inputs.rs` (verdicts on a 64 KiB stack) and `benches/scaling.rs` (time per byte from
//! 1 KiB to 2 MiB). Each shape builds a text of about `size` bytes and says what each grammar makes of it.

#![allow(dead_code, reason = "each includer uses a different part")]

/// Whether a grammar accepts a text of a shape.
pub type Verdict = bool;

/// One shape of large input.
pub struct Shape {
    /// A short name for test and bench labels.
    pub name: &'static str,
    /// Builds the text, about `size` bytes long.
    pub make: fn(usize) -> String,
    /// RFC 3986 `URI-reference`.
    pub rfc3986: Verdict,
    /// RFC 2396 `URI-reference`, as published.
    pub rfc2396: Verdict,
    /// RFC 2396 `URI-reference` with RFC 2732's IPv6 literals.
    pub rfc2732: Verdict,
    /// RFC 1808 `URL`.
    pub rfc1808: Verdict,
    /// RFC 1808 `URL` with RFC 2068's `national`.
    pub rfc2068: Verdict,
}

/// `prefix`, then `unit` repeated until the text is about `size` bytes, then `suffix`.
pub fn repeat(prefix: &str, unit: &str, suffix: &str, size: usize) -> String {
    let count = size.saturating_sub(prefix.len() + suffix.len()) / unit.len().max(1);
    let mut text = String::with_capacity(prefix.len() + unit.len() * count + suffix.len());
    text.push_str(prefix);
    for _ in 0..count.max(1) {
        text.push_str(unit);
    }
    text.push_str(suffix);
    text
}

/// The shapes of input that break parsers (deep nesting, long runs, many escapes), and a few more of the same
/// kind.
pub const SHAPES: &[Shape] = &[
    // A path of nothing but "/": after "//" and an empty authority, path-abempty's empty segments (3986, 2396).
    // RFC 1808's rel_path cannot start with "/", so after "//" "" "/" the URL stops.
    Shape {
        name: "slashes",
        make: |n| repeat("", "/", "", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: false,
        rfc2068: false,
    },
    // 500,000 "../" at 1.5 MiB: a relative path of dot segments.
    Shape {
        name: "dot-dot-segments",
        make: |n| repeat("", "../", "", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    Shape {
        name: "query",
        make: |n| repeat("http://h/?", "a=b&", "", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    Shape {
        name: "reg-name",
        make: |n| repeat("http://", "a", "/", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // Many host name labels: RFC 2396's hostname reads them one by one.
    Shape {
        name: "hostname-labels",
        make: |n| repeat("http://", "ab.", "com", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // 700,000 "%41" at 2 MiB.
    Shape {
        name: "percent-encoded",
        make: |n| repeat("", "%41", "", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // "[" and then nothing but ":": an IP literal that never closes. RFC 2068's national "[" is a net_loc
    // character, so there it is a valid URL.
    Shape {
        name: "bracket-colons",
        make: |n| repeat("http://[", ":", "", n),
        rfc3986: false,
        rfc2396: false,
        rfc2732: false,
        rfc1808: false,
        rfc2068: true,
    },
    // A run of scheme characters with no ":": a scheme is read, then given back to a relative path.
    Shape {
        name: "scheme-like-run",
        make: |n| repeat("a", "b+-.1", "", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // A long userinfo: read once as userinfo, once again as a host when the "@" is missing (here it is not).
    Shape {
        name: "userinfo",
        make: |n| repeat("http://", "u:", "@h/", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // Nothing but "@" after "//": RFC 3986 rejects the second "@"; RFC 2396's reg_name and RFC 1808's net_loc
    // hold "@".
    Shape {
        name: "at-signs",
        make: |n| repeat("http://", "@", "", n),
        rfc3986: false,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // `port = *DIGIT`, unbounded in every grammar.
    Shape {
        name: "port-digits",
        make: |n| repeat("http://h:", "8", "/", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    Shape {
        name: "fragment",
        make: |n| repeat("#", "/?", "", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // An IPv6 literal of any number of groups: RFC 3986 counts them (at most eight), RFC 2373's grammar, which
    // RFC 2732 uses, does not.
    Shape {
        name: "ipv6-groups",
        make: |n| repeat("http://[", "1:", "1]/", n),
        rfc3986: false,
        rfc2396: false,
        rfc2732: true,
        rfc1808: false,
        rfc2068: true,
    },
    // Non-ASCII text: only RFC 2068's national takes it.
    Shape {
        name: "non-ascii",
        make: |n| repeat("", "\u{e9}", "", n),
        rfc3986: false,
        rfc2396: false,
        rfc2732: false,
        rfc1808: false,
        rfc2068: true,
    },
    // Dotted digits: an IPv4 address that goes on; a reg-name (3986, 2396), a net_loc (1808).
    Shape {
        name: "dotted-digits",
        make: |n| repeat("http://", "1.", "1", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // Segments with parameters.
    Shape {
        name: "params",
        make: |n| repeat("", "a;b=c/", "", n),
        rfc3986: true,
        rfc2396: true,
        rfc2732: true,
        rfc1808: true,
        rfc2068: true,
    },
    // A long valid run and then a bad escape at the very end.
    Shape {
        name: "late-bad-escape",
        make: |n| repeat("", "a", "%", n),
        rfc3986: false,
        rfc2396: false,
        rfc2732: false,
        rfc1808: false,
        rfc2068: false,
    },
    // A query with no path: RFC 2396's relativeURI needs a path (Appendix C resolves "?y" all the same).
    Shape {
        name: "query-only",
        make: |n| repeat("?", "a", "", n),
        rfc3986: true,
        rfc2396: false,
        rfc2732: false,
        rfc1808: true,
        rfc2068: true,
    },
];
