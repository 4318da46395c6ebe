//! The fuzz targets' bodies (`fuzz/checks/robust.rs`) under a plain `cargo test`, on stable.
//!
//! - Every file of the committed corpus (`fuzz/corpus/<target>/`) is replayed through its target's body, so the
//!   inputs libFuzzer found interesting, and every input that ever failed, are checked on every run.
//! - A seeded random search runs each body on inputs built from URI pieces and mutations of the corpus: a
//!   short one by default, and for `URIGRAM_FUZZ_SECONDS` seconds per target when that is set (the long runs,
//!   where libFuzzer is not available), printing how many inputs it ran. `URIGRAM_FUZZ_SEED` changes
//!   the seed.
//!
//! ```text
//! URIGRAM_FUZZ_SECONDS=600 cargo test --release --test robustness fuzz_replay -- --nocapture
//! ```

#[path = "../../fuzz/checks/robust.rs"]
mod robust;

#[path = "../../fuzz/checks/resolve.rs"]
mod resolve;

#[cfg(feature = "whatwg")]
#[path = "../../fuzz/checks/whatwg.rs"]
mod whatwg;

use std::path::PathBuf;
use std::time::{Duration, Instant};

type Body = fn(&[u8]);

const TARGETS: &[(&str, Body)] = &[
    ("rfc3986", robust::rfc3986),
    ("rfc2396", robust::rfc2396),
    ("rfc1808", robust::rfc1808),
    ("differential_fluent_uri", robust::differential_fluent_uri),
    ("resolve_normalize", resolve::resolve_normalize),
    // The WHATWG URL Standard's parser, with the feature that builds it.
    #[cfg(feature = "whatwg")]
    ("whatwg", whatwg::whatwg),
];

/// The committed inputs of `target`, sorted by name.
fn corpus(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path()).filter(|path| path.is_file()).collect())
        .unwrap_or_default();
    files.sort();
    files.into_iter().filter_map(|path| std::fs::read(&path).ok().map(|bytes| (path, bytes))).collect()
}

#[test]
fn the_committed_corpus_replays() {
    let mut total = 0;
    for &(target, body) in TARGETS {
        let inputs = corpus(target);
        assert!(!inputs.is_empty(), "fuzz/corpus/{target} is empty");
        for (path, bytes) in &inputs {
            let outcome = std::panic::catch_unwind(|| body(bytes));
            assert!(outcome.is_ok(), "{target} fails on {}: {:?}", path.display(), String::from_utf8_lossy(bytes));
        }
        total += inputs.len();
    }
    eprintln!("replayed {total} corpus inputs");
}

/// xorshift64*: a small seeded generator, so that a failure can be replayed from its seed.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound.max(1) as u64) as usize
    }
}

/// Pieces that URIs and their look-alikes are made of.
const PIECES: &[&str] = &[
    "http",
    "a",
    "Z",
    "0",
    "9",
    "1.2.3.4",
    "255",
    "256",
    "01",
    ":",
    "/",
    "//",
    "?",
    "#",
    "@",
    "[",
    "]",
    ".",
    "..",
    "%",
    "%41",
    "%2f",
    "%zz",
    "%2",
    "%25",
    "::",
    "::1",
    "v1.",
    "vF.x",
    "ffff:",
    "1:2:3:4:5:6:7:8",
    ":80",
    ";",
    "=",
    "&",
    "+",
    "-",
    "_",
    "~",
    "!",
    "$",
    "'",
    "(",
    ")",
    "*",
    ",",
    " ",
    "\t",
    "\n",
    "\\",
    "\"",
    "<",
    ">",
    "^",
    "`",
    "{",
    "|",
    "}",
    "\u{e9}",
    "\u{1f600}",
    "\u{feff}",
    "\0",
    "\u{7f}",
    "a.b.c",
    "xn--",
    "www",
    "com",
    "1a",
    "-a",
    "a-",
    "file:",
    "mailto:",
    "g;x",
    "?y",
    "#s",
    "/./",
    "/../",
    "[::1]",
    "[v7.x]",
    "[fe80::1%25en0]",
];

/// An input for a body: pieces, a mutation of a corpus input, or random bytes, after one rule byte.
fn generate(random: &mut Random, corpus: &[(PathBuf, Vec<u8>)]) -> Vec<u8> {
    let mut bytes = vec![random.next() as u8];
    match random.below(4) {
        0 | 1 => {
            for _ in 0..random.below(16) {
                bytes.extend_from_slice(PIECES[random.below(PIECES.len())].as_bytes());
            }
        }
        2 if !corpus.is_empty() => {
            bytes = corpus[random.below(corpus.len())].1.clone();
            for _ in 0..1 + random.below(4) {
                let at = random.below(bytes.len() + 1);
                match random.below(3) {
                    0 => {
                        let piece = PIECES[random.below(PIECES.len())].as_bytes();
                        bytes.splice(at..at, piece.iter().copied());
                    }
                    1 if at < bytes.len() => {
                        let end = (at + 1 + random.below(4)).min(bytes.len());
                        bytes.drain(at..end);
                    }
                    _ if at < bytes.len() => bytes[at] = random.next() as u8,
                    _ => bytes.push(random.next() as u8),
                }
            }
        }
        _ => {
            for _ in 0..random.below(24) {
                bytes.push(random.next() as u8);
            }
        }
    }
    bytes
}

/// Runs each body on generated inputs: 3,000 each by default, or for `URIGRAM_FUZZ_SECONDS` seconds each.
#[test]
fn seeded_random_inputs() {
    let seconds = std::env::var("URIGRAM_FUZZ_SECONDS").ok().and_then(|value| value.parse::<u64>().ok());
    let seed = std::env::var("URIGRAM_FUZZ_SEED").ok().and_then(|value| value.parse::<u64>().ok()).unwrap_or(8);
    for (index, &(target, body)) in TARGETS.iter().enumerate() {
        let corpus = corpus(target);
        let mut random = Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(index as u64 + 1) | 1);
        let deadline = seconds.map(|seconds| Instant::now() + Duration::from_secs(seconds));
        let mut executions = 0u64;
        loop {
            let done = match deadline {
                Some(deadline) => executions % 256 == 0 && Instant::now() >= deadline,
                None => executions >= 3_000,
            };
            if done {
                break;
            }
            let input = generate(&mut random, &corpus);
            let outcome = std::panic::catch_unwind(|| body(&input));
            assert!(
                outcome.is_ok(),
                "{target} fails after {executions} inputs (seed {seed}) on {:?} = {input:?}",
                String::from_utf8_lossy(&input)
            );
            executions += 1;
        }
        eprintln!("{target}: {executions} executions, seed {seed}");
    }
}

/// The differential compares real components, not two `None`s: both parsers read RFC 3986 §3's example alike.
#[test]
fn the_differential_compares_components() {
    let text = "foo://u@example.com:8042/over/there?name=ferret#nose";
    let parts = [
        Some("foo"),
        Some("u@example.com:8042"),
        Some("u"),
        Some("example.com"),
        Some("reg-name"),
        Some("8042"),
        Some("/over/there"),
        Some("name=ferret"),
        Some("nose"),
    ];
    assert_eq!(robust::urigram_parts(text), Some(parts));
    assert_eq!(robust::fluent_uri_parts(text), Some(parts));
    for (text, kind) in
        [("//1.2.3.4", "ipv4"), ("//[::1]", "ipv6"), ("//[v1.x]", "ipvfuture"), ("//1.2.3.256", "reg-name")]
    {
        assert_eq!(robust::urigram_parts(text).map(|parts| parts[4]), Some(Some(kind)), "{text}");
        assert_eq!(robust::fluent_uri_parts(text).map(|parts| parts[4]), Some(Some(kind)), "{text}");
    }
    assert_eq!((robust::urigram_parts("a b"), robust::fluent_uri_parts("a b")), (None, None));
}
