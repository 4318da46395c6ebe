//! `use urigram::*;` brings in no name that hides one of the language's own: a public module named `core` or
//! `std` would make every `core::…` path in the importing file resolve to urigram's module instead.

#![allow(unused_imports)]

use urigram::*;

struct Shown;

impl core::fmt::Display for Shown {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("shown")
    }
}

#[test]
fn a_glob_import_leaves_core_and_std_paths_alone() {
    let parsed = rfc3986::parse_uri_reference("http://example.com/").map(|reference| reference.to_string());
    assert_eq!(parsed.as_deref(), Ok("http://example.com/"));
    assert_eq!(std::format!("{}", Shown), "shown");
}
