//! The body of the `whatwg` fuzz target: the WHATWG URL Standard's parser, setters and serializer on arbitrary
//! bytes. `tests/robustness/fuzz_replay.rs` includes this file too (with the `whatwg` feature), so CI replays the
//! corpus and runs a seeded search on stable.
//!
//! The properties, for every input:
//!
//! - no panic, with or without a base (the first byte picks one, and a setter);
//! - every validation error's span lies in the input on character boundaries, in input order;
//! - a failure's span does too, and the writing grammar refuses what the parser fails on;
//! - the href reparses, without a base, to itself (the standard's idempotence);
//! - after a setter, whatever the value, the URL's href still parses to itself.

#![allow(dead_code, reason = "each target uses one body")]

use urigram::whatwg::{Url, parse, valid_url_string};

/// Bases the first byte chooses between: none, special, non-special, opaque-path, `file:`.
const BASES: [Option<&str>; 5] = [
    None,
    Some("https://user:pw@example.org:8080/a/b?q#f"),
    Some("web+x://h/p/q"),
    Some("sc:opaque"),
    Some("file:///C:/dir/"),
];

/// `span` lies in `text` on character boundaries.
#[track_caller]
fn check_span(text: &str, span: urigram::Span) {
    assert!(span.start <= span.end && span.end <= text.len(), "span {span:?} outside a text of {}", text.len());
    assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end), "span {span:?} splits a character");
}

/// `url`'s href parses, without a base, to itself.
#[track_caller]
fn check_idempotent(url: &Url, input: &str) {
    match Url::parse(url.href(), None) {
        Ok(again) => assert_eq!(again.href(), url.href(), "{input:?} gives {} which reparses differently", url.href()),
        Err(failure) => panic!("{input:?} gives {} which fails: {failure}", url.href()),
    }
}

/// Runs `setter` (0 to 9, the URL API's order from `protocol`) with `value` on `url`.
fn set(url: &mut Url, setter: u8, value: &str) {
    match setter % 10 {
        0 => url.set_protocol(value),
        1 => url.set_username(value),
        2 => url.set_password(value),
        3 => url.set_host(value),
        4 => url.set_hostname(value),
        5 => url.set_port(value),
        6 => url.set_pathname(value),
        7 => url.set_search(value),
        8 => url.set_hash(value),
        _ => {
            let _ = url.set_href(value);
        }
    }
}

/// The whole target: `data`'s first byte picks the base and the setter, the rest up to a NUL is the input and
/// after it the setter's value.
pub fn whatwg(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    let (input, value) = text.split_once('\0').unwrap_or((&text, ""));
    let base = BASES[usize::from(first & 0x0f) % BASES.len()].and_then(|base| Url::parse(base, None).ok());
    match parse(input, base.as_ref()) {
        Ok(parsed) => {
            let mut last = 0;
            for reported in &parsed.errors {
                check_span(input, reported.span);
                assert!(reported.span.start >= last, "{input:?}: errors out of input order");
                last = reported.span.start;
            }
            check_idempotent(&parsed.url, input);
            let mut url = parsed.url;
            set(&mut url, first >> 4, value);
            check_idempotent(&url, value);
            let mut params = url.search_params();
            params.sort();
            url.set_search_params(&params);
            check_idempotent(&url, value);
        }
        Err(failure) => {
            check_span(input, failure.span);
            assert!(
                !valid_url_string(input, base.as_ref()),
                "{input:?} fails to parse but the writing grammar accepts it"
            );
        }
    }
}
