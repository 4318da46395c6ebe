//! The WHATWG URL Standard's parser against ada's (C++): the same verdict, and the same href where both parse.
//!
//! The body is `whatwg_ada::differential_ada` in `checks/whatwg_ada.rs`.
#![no_main]

#[path = "../checks/whatwg_ada.rs"]
mod whatwg_ada;

libfuzzer_sys::fuzz_target!(|data: &[u8]| whatwg_ada::differential_ada(data));
