//! Parses every line of a corpus many times, for a profiler to watch (`perf record`, `valgrind --tool=callgrind`).
//!
//! ```text
//! cargo run --release --example profile_corpus -- ../shared/bench/kasztp.txt 20 [rfc3986|rfc2396|rfc1808]
//! ```
//!
//! The grammar is RFC 3986's `URI-reference` unless another is named: RFC 2396's `URI-reference` or RFC 1808's
//! `URL`.

fn main() {
    let mut arguments = std::env::args().skip(1);
    let Some(path) = arguments.next() else {
        eprintln!("usage: profile_corpus FILE [ROUNDS] [rfc3986|rfc2396|rfc1808]");
        std::process::exit(2);
    };
    let rounds: usize = arguments.next().and_then(|n| n.parse().ok()).unwrap_or(10);
    let parse: fn(&str) -> bool = match arguments.next().as_deref() {
        None | Some("rfc3986") => |line| urigram::rfc3986::parse_uri_reference(line).is_ok(),
        Some("rfc2396") => |line| urigram::rfc2396::parse_uri_reference(line).is_ok(),
        Some("rfc1808") => |line| urigram::rfc1808::parse_url(line).is_ok(),
        Some(other) => {
            eprintln!("unknown grammar {other:?}: rfc3986, rfc2396 or rfc1808");
            std::process::exit(2);
        }
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("cannot read {path}: {error}");
            std::process::exit(2);
        }
    };
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    let mut accepted = 0usize;
    for _ in 0..rounds {
        for line in &lines {
            accepted += usize::from(parse(std::hint::black_box(line)));
        }
    }
    println!("{accepted} accepted in {rounds} rounds of {} lines", lines.len());
}
