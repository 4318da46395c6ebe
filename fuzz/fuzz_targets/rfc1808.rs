//! RFC 1808 (and RFC 2068's variant when the rule byte's high bit is set): the first byte picks the rule, the rest is parsed; no panic, and on success Display gives the input back and every span slices it.
//!
//! The body is `robust::rfc1808` in `checks/robust.rs`, which `tests/robustness/fuzz_replay.rs` also runs.
#![no_main]

#[path = "../checks/robust.rs"]
mod robust;

libfuzzer_sys::fuzz_target!(|data: &[u8]| robust::rfc1808(data));
