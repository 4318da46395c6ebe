//! The WHATWG URL Standard's parser, setters and serializer: no panic, spans on character boundaries, hrefs that
//! parse to themselves.
//!
//! The body is `whatwg::whatwg` in `checks/whatwg.rs`, which `tests/robustness/fuzz_replay.rs` also runs.
#![no_main]

#[path = "../checks/whatwg.rs"]
mod whatwg;

libfuzzer_sys::fuzz_target!(|data: &[u8]| whatwg::whatwg(data));
