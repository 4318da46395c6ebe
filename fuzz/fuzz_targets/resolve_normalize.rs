//! Resolution under each RFC and RFC 3986 normalization: no panic; targets reparse as absolute references;
//! no invented authority; normalization idempotent and equivalent to its input.
//!
//! The body is `resolve::resolve_normalize` in `checks/resolve.rs`, which `tests/robustness/fuzz_replay.rs` also runs.
#![no_main]

#[path = "../checks/resolve.rs"]
mod resolve;

libfuzzer_sys::fuzz_target!(|data: &[u8]| resolve::resolve_normalize(data));
