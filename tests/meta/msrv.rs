//! The minimum supported Rust version, `rust-version` in `Cargo.toml`, as far as it can be checked without that
//! toolchain: it is the version the crate documentation states, and no dependency of the library (with every
//! feature on) declares a newer one. (Clippy's `incompatible_msrv` lint, which CI runs, checks the standard
//! library items the code uses against it; language features newer than it are not checked.)
//!
//! The dependencies' `rust-version`s are in their manifests, which `cargo metadata` reads from the local package
//! cache and downloads when they are missing. A fresh clone's cache has only what `cargo test` built: not the
//! optional dependencies behind `--all-features` (`miette`), nor any other platform's packages. So the graph is
//! asked for the host platform alone (`--filter-platform`), which downloads only the manifests of packages that
//! can be built here, and cargo may fetch them. Outside CI, a machine that cannot reach the registry skips the
//! dependency check, saying what it needs; in CI that is a failure.

use std::process::Command;
use std::sync::OnceLock;

use serde_json::Value;

/// `1.85` or `1.85.0` as `(1, 85, 0)`.
fn version(text: &str) -> (u32, u32, u32) {
    let mut parts = text.split('.').map(|part| part.parse::<u32>().unwrap());
    (parts.next().unwrap(), parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

/// Runs `cargo metadata` in the crate's folder with `arguments`, returning its JSON or cargo's error output.
fn cargo_metadata(arguments: &[&str]) -> Result<Value, String> {
    let output = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked"])
        .args(arguments)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .map_err(|error| format!("cargo did not start: {error}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    serde_json::from_slice(&output.stdout).map_err(|error| format!("cargo metadata printed no JSON: {error}"))
}

/// The platform this test runs on, as `rustc -vV` names it (`x86_64-unknown-linux-gnu`).
fn host_triple() -> String {
    // The rustc of the toolchain that runs this test sits beside its cargo.
    let rustc = std::path::Path::new(env!("CARGO")).with_file_name(format!("rustc{}", std::env::consts::EXE_SUFFIX));
    let rustc = if rustc.is_file() { rustc.into_os_string() } else { "rustc".into() };
    let output = Command::new(rustc).arg("-vV").output().expect("rustc runs");
    let text = String::from_utf8(output.stdout).expect("rustc -vV prints UTF-8");
    text.lines().find_map(|line| line.strip_prefix("host: ")).expect("rustc -vV names the host").to_owned()
}

/// The workspace's packages alone, with no dependency: needs nothing beyond the clone.
fn workspace_packages() -> &'static Value {
    static METADATA: OnceLock<Value> = OnceLock::new();
    METADATA.get_or_init(|| cargo_metadata(&["--no-deps"]).unwrap_or_else(|error| panic!("cargo metadata: {error}")))
}

/// The dependency graph with every feature on, for the host platform; `Err` with cargo's words when a manifest
/// it needs is neither cached nor downloadable.
fn dependency_graph() -> &'static Result<Value, String> {
    // Once for both tests: two cargo processes would only wait for each other's lock on the package cache.
    static METADATA: OnceLock<Result<Value, String>> = OnceLock::new();
    METADATA.get_or_init(|| cargo_metadata(&["--all-features", "--filter-platform", &host_triple()]))
}

#[test]
fn no_dependency_needs_a_newer_rust_than_the_crate() {
    let metadata = match dependency_graph() {
        Ok(metadata) => metadata,
        Err(error) if std::env::var_os("CI").is_none() => {
            eprintln!(
                "skipping the dependencies' rust-version check: cargo metadata could not read every dependency's \
                 manifest (it needs the crates.io registry, or a package cache that holds them):\n{error}"
            );
            return;
        }
        Err(error) => panic!("cargo metadata: {error}"),
    };
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
    let metadata = workspace_packages();
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
