//! Resolution, dot-segment removal, normalization, percent-decoding and building on huge inputs: each runs in
//! linear time, without recursion (on a thread with a 64 KiB stack) and without panicking.

use std::time::{Duration, Instant};

use urigram::build::Builder;
use urigram::normalize::{Normalization, normalize};
use urigram::percent;
use urigram::resolve::{rfc1808, rfc2396, rfc3986};

const MIB: usize = 1 << 20;

/// Runs `work` on a thread with a 64 KiB stack.
fn small_stack(work: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(64 * 1024).spawn(work).expect("a thread starts").join().expect("no panic");
}

/// `unit` repeated to two MiB.
fn two_mib(unit: &str) -> String {
    unit.repeat(2 * MIB / unit.len())
}

#[test]
fn two_mib_paths_on_a_small_stack() {
    small_stack(|| {
        for unit in ["../", "/./", "//"] {
            let path = two_mib(unit);
            let relative = format!("x{path}");
            let absolute = format!("/{path}");
            let base = "a:/b/c";
            let target = rfc3986::resolve(base, &relative, rfc3986::Options::default()).unwrap();
            assert!(urigram::rfc3986::parse_uri(&target).is_ok());
            let _ = rfc3986::resolve(base, &absolute, rfc3986::Options { literal: true, ..Default::default() });
            let remove = rfc2396::Options { above_root: rfc2396::AboveRoot::Remove, ..Default::default() };
            let _ = rfc2396::resolve(base, &relative, remove);
            let _ = rfc1808::resolve(base, &relative, rfc1808::Options::default());
            assert!(rfc3986::remove_dot_segments(&path).len() <= path.len());
            let _ = normalize(&format!("a:{absolute}"), Normalization::ALL);
            let _ = percent::decode_utf8(&path);
            let _ = Builder::new().scheme("s").path(&absolute).build();
        }
    });
}

#[test]
fn remove_dot_segments_is_linear() {
    let time = |count: usize| {
        let path = "../".repeat(count) + &"a/".repeat(count) + &"/..".repeat(count);
        let start = Instant::now();
        let out = rfc3986::remove_dot_segments(&path);
        assert!(out.len() <= path.len());
        start.elapsed()
    };
    // 100,000 `../` and as many segments and `/..` after them; ten times the input must not take a hundred
    // times as long (a quadratic pass would).
    let small = time(100_000);
    let large = time(1_000_000);
    assert!(large < small * 40 + Duration::from_millis(50), "{small:?} then {large:?}");
}

#[test]
fn resolution_is_linear() {
    let time = |count: usize| {
        let reference = "g/".repeat(count) + &"../".repeat(count) + "h";
        let start = Instant::now();
        assert_eq!(rfc3986::resolve("http://a/b/c/d;p?q", &reference, Default::default()).unwrap(), "http://a/b/c/h");
        assert_eq!(rfc2396::resolve("http://a/b/c/d;p?q", &reference, Default::default()).unwrap(), "http://a/b/c/h");
        assert_eq!(rfc1808::resolve("http://a/b/c/d;p?q", &reference, Default::default()).unwrap(), "http://a/b/c/h");
        start.elapsed()
    };
    let small = time(50_000);
    let large = time(500_000);
    assert!(large < small * 40 + Duration::from_millis(50), "{small:?} then {large:?}");
}
