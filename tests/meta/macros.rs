//! The `urigram-macros` crate compiles the library's sources itself (the library re-exports its macros, so it
//! cannot depend on the library): its list of the library's modules must be the library's, or a new module
//! that the others name would be missing there, and the macros would stop building only when one is used.

use std::collections::BTreeSet;

/// The modules `src/lib.rs` declares, `mod name;` or `pub mod name;`, except those behind a feature the
/// macros do not use.
fn library_modules() -> BTreeSet<String> {
    let root = include_str!("../../src/lib.rs");
    let mut modules = BTreeSet::new();
    let mut behind_feature = false;
    for line in root.lines() {
        let line = line.trim();
        if line.starts_with("#[cfg(feature") {
            behind_feature = true;
            continue;
        }
        let declared =
            line.strip_prefix("pub ").unwrap_or(line).strip_prefix("mod ").and_then(|rest| rest.strip_suffix(';'));
        match declared {
            Some(name) if !behind_feature => {
                modules.insert(name.to_owned());
            }
            _ => {}
        }
        behind_feature = false;
    }
    modules
}

/// The modules in the macros crate's `library_modules!` list, `name = "library/...";`.
fn mirrored_modules() -> BTreeSet<String> {
    let macros = include_str!("../../crates/macros/src/lib.rs");
    let list = macros.split("library_modules! {").nth(1).expect("the list").split('}').next().unwrap_or_default();
    list.lines()
        .filter_map(|line| line.trim().split_once(" = \"library/"))
        .map(|(name, path)| {
            let file = path.trim_end_matches("\";");
            assert!(file == format!("{name}.rs") || file == format!("{name}/mod.rs"), "{name} = {file}");
            name.to_owned()
        })
        .collect()
}

#[test]
fn the_macros_compile_every_module_of_the_library() {
    let library = library_modules();
    assert!(library.contains("rfc3986") && library.contains("grammar"), "{library:?}");
    assert!(!library.contains("idna"), "behind its feature");
    assert_eq!(mirrored_modules(), library);
}
