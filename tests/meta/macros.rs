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

/// The `macro_rules!` in `src/`, each as its file and name, with the doc comment written right above it.
fn macros_with_their_docs() -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    let mut folders = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("src/ reads") {
            let path = entry.expect("an entry of src/").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|extension| extension != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file reads");
            let lines: Vec<&str> = text.lines().collect();
            for (at, line) in lines.iter().enumerate() {
                let Some(name) = line.trim_start().strip_prefix("macro_rules! ") else { continue };
                let docs: Vec<&str> = lines[..at]
                    .iter()
                    .rev()
                    .map(|line| line.trim_start())
                    .take_while(|line| line.starts_with("///") || line.starts_with("#["))
                    .collect();
                let docs = docs.into_iter().rev().collect::<Vec<_>>().join("\n");
                found.push((path.display().to_string(), name.trim_end_matches(" {").to_owned(), docs));
            }
        }
    }
    found
}

/// A macro hides the code it writes from go-to-definition and grep, so each one's docs show what a use of it
/// expands to.
#[test]
fn every_macro_documents_what_it_expands_to() {
    let macros = macros_with_their_docs();
    assert!(macros.len() >= 20, "only {} macro_rules! found in src/", macros.len());
    let undocumented: Vec<_> = macros
        .iter()
        .filter(|(_, _, docs)| !docs.contains("expands to") && !docs.contains("expand to"))
        .map(|(file, name, _)| format!("{file}: {name}"))
        .collect();
    assert!(undocumented.is_empty(), "macros without an \"expands to\" example: {undocumented:#?}");
}
