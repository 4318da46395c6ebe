//! RFC 3986 URI-reference against fluent-uri: the same verdict and the same components.
//!
//! The body is `robust::differential_fluent_uri` in `checks/robust.rs`, which `tests/robustness/fuzz_replay.rs` also runs.
#![no_main]

#[path = "../checks/robust.rs"]
mod robust;

libfuzzer_sys::fuzz_target!(|data: &[u8]| robust::differential_fluent_uri(data));
