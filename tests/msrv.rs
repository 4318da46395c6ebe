//! The minimum supported Rust version, `rust-version` in `Cargo.toml`, as far as it can be checked without that
//! toolchain: it is the version the crate documentation states, and no dependency of the library (with every
//! feature on) declares a newer one. (Clippy's `incompatible_msrv` lint, which CI runs, checks the standard
//! library items the code uses against it; language features newer than it are not checked.)

use std::process::Command;

use serde_json::Value;

/// `1.85` or `1.85.0` as `(1, 85, 0)`.
fn version(text: &str) -> (u32, u32, u32) {
    let mut parts = text.split('.').map(|part| part.parse::<u32>().unwrap());
    (parts.next().unwrap(), parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

fn metadata() -> Value {
    let output = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--all-features", "--locked", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(output.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn no_dependency_needs_a_newer_rust_than_the_crate() {
    let metadata = metadata();
    let packages = metadata["packages"].as_array().unwrap();
    let package = |id: &str| packages.iter().find(|package| package["id"] == id).unwrap();
    let root = packages.iter().find(|package| package["name"] == "urigram").unwrap();
    let msrv = version(root["rust_version"].as_str().unwrap());

    // The library's dependencies, normal and build (proc macros are built by the same compiler), transitively.
    let nodes = metadata["resolve"]["nodes"].as_array().unwrap();
    let mut stack = vec![root["id"].as_str().unwrap()];
    let mut seen = std::collections::BTreeSet::new();
    let mut too_new = Vec::new();
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        // No let chains here: they need Rust 1.88.
        let required = package(id)["rust_version"].as_str();
        if let Some(required) = required.filter(|required| version(required) > msrv) {
            too_new.push(format!("{} {} needs Rust {required}", package(id)["name"], package(id)["version"]));
        }
        let node = nodes.iter().find(|node| node["id"] == id).unwrap();
        for dependency in node["deps"].as_array().unwrap() {
            let kinds = dependency["dep_kinds"].as_array().unwrap();
            if kinds.iter().any(|kind| kind["kind"].is_null() || kind["kind"] == "build") {
                stack.push(dependency["pkg"].as_str().unwrap());
            }
        }
    }
    assert!(seen.len() > 5, "only {} packages in the library's dependency tree", seen.len());
    assert!(too_new.is_empty(), "dependencies newer than the crate's rust-version: {too_new:#?}");
}

#[test]
fn the_documentation_states_the_rust_version() {
    let metadata = metadata();
    let root = metadata["packages"].as_array().unwrap().iter().find(|package| package["name"] == "urigram").unwrap();
    let (major, minor, _) = version(root["rust_version"].as_str().unwrap());
    let lib = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs")).unwrap();
    assert!(lib.contains(&format!("//! Rust {major}.{minor} (edition 2024)")), "src/lib.rs states another MSRV");
    // Edition 2024 needs Rust 1.85.
    assert!((major, minor) >= (1, 85));
}

/// The `&&`-chained `if let` / `while let` conditions in `source`, as line numbers: let chains, which need
/// Rust 1.88. A chain is a `&&` outside brackets between `let` and the block's `{`, or a `&& let` anywhere.
fn let_chains(source: &str) -> Vec<usize> {
    let bytes = source.as_bytes();
    let mut found: Vec<usize> = source
        .match_indices("&& let ")
        .filter(|(start, _)| !source[..*start].ends_with(|c: char| c.is_alphanumeric()))
        .map(|(start, _)| source[..start].lines().count().max(1))
        .collect();
    for keyword in ["if let ", "while let "] {
        for (start, _) in source.match_indices(keyword) {
            let mut depth = 0i32;
            let mut index = start + keyword.len();
            while index < bytes.len() {
                match bytes[index] {
                    b'(' | b'[' => depth += 1,
                    b')' | b']' => depth -= 1,
                    b'{' if depth == 0 => break,
                    b'&' if depth == 0 && bytes.get(index + 1) == Some(&b'&') => {
                        found.push(source[..start].lines().count() + 1);
                        break;
                    }
                    _ => {}
                }
                index += 1;
            }
        }
    }
    found
}

#[test]
fn the_library_and_its_examples_use_no_let_chains() {
    assert_eq!(let_chains("if let Some(a) = b\n    && c\n{\n}"), [1]);
    assert_eq!(let_chains("x;\nif a && let Some(b) = c {\n}"), [2]);
    assert!(let_chains("if let Some(a) = b.filter(|x| x && y) {\n}").is_empty());
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stack = vec![root.join("src"), root.join("examples")];
    let mut chains = Vec::new();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|entry| entry.unwrap().path()));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            let source = std::fs::read_to_string(&path).unwrap();
            chains.extend(let_chains(&source).into_iter().map(|line| format!("{}:{line}", path.display())));
        }
    }
    assert!(chains.is_empty(), "let chains need Rust 1.88, above the crate's rust-version: {chains:#?}");
}
