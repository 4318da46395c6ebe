//! RFC 2396 (and RFC 2732 when the rule byte's high bit is set): the first byte picks the rule, the rest is parsed; no panic, and on success Display gives the input back and every span slices it.
//!
//! The body is `robust::rfc2396` in `checks/robust.rs`, which `tests/robustness/fuzz_replay.rs` also runs.
#![no_main]

#[path = "../checks/robust.rs"]
mod robust;

libfuzzer_sys::fuzz_target!(|data: &[u8]| robust::rfc2396(data));
