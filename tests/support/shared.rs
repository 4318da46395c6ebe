//! The shared folder beside the repository: the RFC texts (`rfc/`) and the benchmark corpora (`bench/`).
//!
//! It is `URIGRAM_SHARED` when that is set (relative to the repository's folder), else `../shared` beside the
//! repository. It is not part of the repository, so a fresh clone has none: every reader goes through [`read`],
//! which prints what it needs and returns `None`, and its caller skips the check that needs the file.
//!
//! Shared by the integration tests and the benchmarks (each includes this file with `#[path]`).

#![allow(dead_code, reason = "each includer uses a different part")]

use std::path::PathBuf;

/// The shared folder, whether or not it exists.
pub fn folder() -> PathBuf {
    let repository = repository();
    match std::env::var_os("URIGRAM_SHARED") {
        Some(folder) => repository.join(folder),
        None => repository.join("../shared"),
    }
}

/// The repository's folder: the folder of the crate that includes this file (the library's is the repository's),
/// or the nearest above it that holds the workspace's `Cargo.lock` (for a crate under `crates/`).
fn repository() -> PathBuf {
    let crate_folder = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    crate_folder
        .ancestors()
        .find(|folder| folder.join("Cargo.lock").is_file())
        .map_or(crate_folder.clone(), PathBuf::from)
}

/// The text of `relative` (`rfc/rfc3986.txt`, `bench/kasztp.txt`) in the shared folder, or `None` after saying
/// on standard error what is missing and how to provide it.
pub fn read(relative: &str) -> Option<String> {
    let path = folder().join(relative);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(error) => {
            eprintln!(
                "skipped: needs {relative} from the shared folder, but {} cannot be read ({error}); set \
                 URIGRAM_SHARED to the folder that holds rfc/ and bench/",
                path.display()
            );
            None
        }
    }
}
