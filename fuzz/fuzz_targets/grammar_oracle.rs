//! Every combinator of every grammar of `grammar/` against the ABNF oracle, on arbitrary bytes:
//! `cargo +nightly fuzz run grammar_oracle`. The first two bytes pick the rule, the rest is the text (see
//! `urigram_reference::compare::fuzz_one`); a disagreement panics with its description.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    urigram_reference::compare::fuzz_one(data);
});
