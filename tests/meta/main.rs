//! What the repository says of itself: documentation links, the README's tables, the minimum Rust version, the public API's
//! shape and glob import.

mod api;
mod doc_links;
mod glob_import;
mod macros;
mod msrv;
mod problems;
mod readme_tables;
