//! Parses every line of a corpus many times, for a profiler to watch (`perf record`, `valgrind --tool=callgrind`).
//!
//! ```text
//! cargo run --release --example profile_corpus -- ../shared/bench/kasztp.txt 20
//! ```

fn main() {
    let mut arguments = std::env::args().skip(1);
    let Some(path) = arguments.next() else {
        eprintln!("usage: profile_corpus FILE [ROUNDS]");
        std::process::exit(2);
    };
    let rounds: usize = arguments.next().and_then(|n| n.parse().ok()).unwrap_or(10);
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
            accepted += usize::from(urigram::rfc3986::parse_uri_reference(std::hint::black_box(line)).is_ok());
        }
    }
    println!("{accepted} accepted in {rounds} rounds of {} lines", lines.len());
}
