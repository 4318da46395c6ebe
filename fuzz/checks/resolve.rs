//! The body of the `resolve_normalize` fuzz target, as a plain function of the fuzzer's bytes.
//!
//! `fuzz/fuzz_targets/resolve_normalize.rs` calls it; `tests/robustness/fuzz_replay.rs` replays the committed corpus through
//! it under a plain `cargo test`. The first byte picks the RFC and the options; the rest is a base and a
//! reference separated by the first line feed. For every input:
//!
//! - no panic, in resolution or normalization;
//! - a resolved target parses again as an absolute reference of the same RFC, and has no invented authority:
//!   when neither the base nor the reference has one, neither has the target (RFC 3986 §5.2.4's `/.//`
//!   loophole, and its counterparts in RFC 2396 and RFC 1808). The literal output, which the options offer on
//!   request, is the RFC's algorithm to the letter and may be neither (`a:/` + `/.//:.` gives `a://:.`, whose
//!   "authority" has a port of `.`), so for it only the absence of a panic is checked;
//! - normalization (RFC 3986 §6) gives text that parses, is its own normal form, is equivalent to the input,
//!   and has an authority exactly when the input has one.

#![allow(dead_code, reason = "the fuzz target and the replay test each use part of this file")]

use urigram::normalize::{Normalization, equivalent, normalize};
use urigram::resolve;
use urigram::{rfc1808, rfc2396, rfc3986};

/// The resolve and normalize properties, on one fuzzer input.
pub fn resolve_normalize(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    let (base, reference) = text.split_once('\n').unwrap_or((&text, ""));
    let literal = selector & 0x80 != 0;
    match selector % 3 {
        0 => rfc3986_resolution(base, reference, literal, selector & 0x40 != 0),
        1 => rfc2396_resolution(base, reference, literal),
        _ => rfc1808_resolution(base, reference, literal),
    }
    normalization(base, selector);
}

fn rfc3986_resolution(base: &str, reference: &str, literal: bool, non_strict: bool) {
    let options = resolve::rfc3986::Options { strict: !non_strict, literal };
    let Ok(target) = resolve::rfc3986::resolve(base, reference, options) else { return };
    if literal {
        return;
    }
    let parsed = rfc3986::parse_uri(&target).unwrap_or_else(|e| panic!("target {target:?} does not reparse: {e}"));
    let had_authority = |text: &str| rfc3986::parse_uri_reference(text).is_ok_and(|r| r.authority().is_some());
    if !had_authority(base) && !had_authority(reference) {
        assert!(parsed.authority().is_none(), "{base:?} + {reference:?} invented an authority: {target:?}");
    }
}

fn rfc2396_resolution(base: &str, reference: &str, literal: bool) {
    let options = resolve::rfc2396::Options { literal, ..Default::default() };
    let Ok(target) = resolve::rfc2396::resolve(base, reference, options) else { return };
    if literal {
        return;
    }
    let parsed =
        rfc2396::parse_uri_reference(&target).unwrap_or_else(|e| panic!("target {target:?} does not reparse: {e}"));
    assert!(parsed.scheme().is_some(), "target {target:?} is not absolute");
    let had_authority = |text: &str| rfc2396::parse_uri_reference(text).is_ok_and(|r| r.authority().is_some());
    if !had_authority(base) && !had_authority(reference) {
        assert!(parsed.authority().is_none(), "{base:?} + {reference:?} invented an authority: {target:?}");
    }
}

fn rfc1808_resolution(base: &str, reference: &str, literal: bool) {
    let options = resolve::rfc1808::Options { literal, ..Default::default() };
    let Ok(target) = resolve::rfc1808::resolve(base, reference, options) else { return };
    if literal {
        return;
    }
    let parsed = rfc1808::parse_url(&target).unwrap_or_else(|e| panic!("target {target:?} does not reparse: {e}"));
    assert!(parsed.scheme().is_some(), "target {target:?} is not absolute");
    let had_net_loc = |text: &str| rfc1808::parse_url(text).is_ok_and(|url| url.net_loc().is_some());
    if !had_net_loc(base) && !had_net_loc(reference) {
        assert!(parsed.net_loc().is_none(), "{base:?} + {reference:?} invented a net_loc: {target:?}");
    }
}

fn normalization(text: &str, selector: u8) {
    let steps = [Normalization::SYNTAX_BASED, Normalization::SCHEME_BASED, Normalization::ALL];
    let steps = steps[usize::from(selector >> 2) % steps.len()];
    let Ok(normal) = normalize(text, steps) else { return };
    let parsed = rfc3986::parse_uri(&normal).unwrap_or_else(|e| panic!("{normal:?} from {text:?} does not parse: {e}"));
    assert_eq!(normalize(&normal, steps).as_deref(), Ok(normal.as_str()), "normalizing {text:?} twice differs");
    assert_eq!(equivalent(text, &normal, steps).ok(), Some(true), "{text:?} is not equivalent to {normal:?}");
    let had_authority = rfc3986::parse_uri(text).is_ok_and(|uri| uri.authority().is_some());
    assert_eq!(parsed.authority().is_some(), had_authority, "normalizing {text:?} gave {normal:?}");
}
