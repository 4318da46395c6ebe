//! RFC 3986 §5.4's base and the references of its examples (§5.4.1 "Normal Examples" and §5.4.2 "Abnormal
//! Examples"), in the order the RFC gives them.
//!
//! Shared by the operations benchmark and its callgrind driver, `examples/profile_operations.rs` (each includes
//! this file with `#[path]`).

/// RFC 3986 §5.4's base: "http://a/b/c/d;p?q".
pub const BASE: &str = "http://a/b/c/d;p?q";

/// The references of RFC 3986 §5.4.1 and §5.4.2.
pub const REFERENCES: &[&str] = &[
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "./../g",
    "./g/.",
    "g/./h",
    "g/../h",
    "g;x=1/./y",
    "g;x=1/../y",
    "g?y/./x",
    "g?y/../x",
    "g#s/./x",
    "g#s/../x",
    "http:g",
];
