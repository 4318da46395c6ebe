//! RFC 2396 (with RFC 2732): every production, the RFC's examples, properties, snapshots, and where it and RFC 3986 judge differently.

mod examples;
mod properties;
mod rfc2732;
mod rules;
#[path = "../support/shared.rs"]
mod shared;
mod snapshots;
mod vs_rfc3986;
