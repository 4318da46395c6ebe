//! RFC 8089 `file:` URIs: the grammar (its examples, its errors, every rule function against the ABNF oracle),
//! and file paths to URIs and back, POSIX and Windows, on any operating system.

mod file_paths;
mod grammar;
