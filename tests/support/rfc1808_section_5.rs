//! RFC 1808 §5's base and its examples (§5.1 "Normal Examples", §5.2 "Abnormal Examples"), as printed and in
//! the RFC's order; the RFC's `<>` (the empty reference) is written `""`. Shared by the tests of RFC 1808's
//! grammar and of its resolution, one of which checks the tables against the RFC text.

/// RFC 1808 §5: the base of every example.
pub const BASE: &str = "http://a/b/c/d;p?q#f";

/// RFC 1808 §5.1 Normal Examples: the relative URL and what it resolves to against [`BASE`].
pub const NORMAL: &[(&str, &str)] = &[
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/d;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// RFC 1808 §5.2 Abnormal Examples, as [`NORMAL`].
pub const ABNORMAL: &[(&str, &str)] = &[
    ("", "http://a/b/c/d;p?q#f"),
    ("../../../g", "http://a/../g"),
    ("../../../../g", "http://a/../../g"),
    ("/./g", "http://a/./g"),
    ("/../g", "http://a/../g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("http:g", "http:g"),
    ("http:", "http:"),
];

/// Every example of §5.1 and then §5.2.
pub fn all() -> impl Iterator<Item = (&'static str, &'static str)> {
    NORMAL.iter().chain(ABNORMAL).copied()
}
