//! What the repository says of itself: documentation links, the README's tables, the minimum Rust version, the public API's
//! shape and glob import.

mod doc_links;
mod readme_tables;
mod msrv;
mod glob_import;
mod api;
