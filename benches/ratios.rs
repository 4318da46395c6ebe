//! The speed targets' ratios by time, measured so that a machine shared with others cannot tilt them.
//!
//! criterion times one benchmark after another, so a slow minute (another guest on the host, a frequency step)
//! falls on one side of a ratio only: on a virtual machine with a third of its time stolen, the same function
//! timed as two benchmarks of one run differed by 18 %. Here every parser of a comparison runs over the whole
//! corpus once per round, in an order that rotates each round, and a ratio is the median over the rounds of
//! the two times taken in the same round: a slow stretch slows both sides of most rounds alike, and the median
//! leaves out the rounds it cut through. The minimums' ratio is printed beside it, as a second opinion.
//!
//! The corpora are read in place from the shared folder beside the repository (`../shared/bench/`), or from the
//! folder named by `URIGRAM_SHARED`; when they are absent the benchmark says so and measures nothing.
//!
//! ```text
//! cargo bench --bench ratios            # 101 rounds
//! cargo bench --bench ratios -- 301     # more rounds
//! cargo bench --bench ratios -- 301 lines.txt   # files of your own (any argument not a number or a flag), alone
//! ```
//!
//! Run by `cargo test --benches`, it measures three rounds, to show that it runs.

#[path = "../tests/support/shared.rs"]
mod shared;

use std::hint::black_box;
use std::time::{Duration, Instant};

/// A parser run over a set of lines: how many it accepts.
type Run = fn(&[&str]) -> usize;

/// One measured thing: a parser over a set of lines of a corpus.
struct Job<'a> {
    name: &'static str,
    lines: &'a [&'a str],
    run: Run,
    times: Vec<Duration>,
}

/// A ratio to report: the time of one job over another's, and the target it is held to.
struct Comparison {
    what: &'static str,
    numerator: &'static str,
    denominator: &'static str,
    target: &'static str,
}

fn rfc3986(lines: &[&str]) -> usize {
    lines.iter().filter(|line| urigram::rfc3986::parse_uri_reference(black_box(line)).is_ok()).count()
}

fn rfc3986_verdict(lines: &[&str]) -> usize {
    let rule = urigram::rfc3986::Rule::UriReference;
    lines.iter().filter(|line| urigram::rfc3986::accepts(rule, black_box(line))).count()
}

fn fluent(lines: &[&str]) -> usize {
    lines.iter().filter(|line| fluent_uri::UriRef::parse(black_box(**line)).is_ok()).count()
}

fn rfc2396(lines: &[&str]) -> usize {
    lines.iter().filter(|line| urigram::rfc2396::parse_uri_reference(black_box(line)).is_ok()).count()
}

fn rfc1808(lines: &[&str]) -> usize {
    lines.iter().filter(|line| urigram::rfc1808::parse_url(black_box(line)).is_ok()).count()
}

const COMPARISONS: [Comparison; 6] = [
    Comparison {
        what: "RFC 3986 ÷ fluent-uri, all lines",
        numerator: "rfc3986",
        denominator: "fluent",
        target: "≤ 0.9 kasztp, ≤ 1.1 synthetic",
    },
    Comparison {
        what: "RFC 3986 ÷ fluent-uri, valid lines",
        numerator: "rfc3986 valid",
        denominator: "fluent valid",
        target: "",
    },
    Comparison {
        what: "RFC 3986 ÷ fluent-uri, invalid lines, full error",
        numerator: "rfc3986 invalid",
        denominator: "fluent invalid",
        target: "≤ 1.5",
    },
    Comparison {
        what: "RFC 3986 accepts ÷ fluent-uri, invalid lines",
        numerator: "verdict invalid",
        denominator: "fluent invalid",
        target: "",
    },
    Comparison {
        what: "RFC 2396 URI-reference ÷ RFC 3986",
        numerator: "rfc2396",
        denominator: "rfc3986",
        target: "≤ 1.2",
    },
    Comparison { what: "RFC 1808 URL ÷ RFC 3986", numerator: "rfc1808", denominator: "rfc3986", target: "≤ 1.2" },
];

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(f64::NAN)
}

fn measure(name: &str, lines: &[String], rounds: usize) {
    let all: Vec<&str> = lines.iter().map(String::as_str).collect();
    let (valid, invalid): (Vec<&str>, Vec<&str>) =
        all.iter().partition(|line| urigram::rfc3986::parse_uri_reference(line).is_ok());
    let mut jobs = vec![
        Job { name: "rfc3986", lines: &all, run: rfc3986, times: Vec::new() },
        Job { name: "fluent", lines: &all, run: fluent, times: Vec::new() },
        Job { name: "rfc2396", lines: &all, run: rfc2396, times: Vec::new() },
        Job { name: "rfc1808", lines: &all, run: rfc1808, times: Vec::new() },
        Job { name: "rfc3986 valid", lines: &valid, run: rfc3986, times: Vec::new() },
        Job { name: "fluent valid", lines: &valid, run: fluent, times: Vec::new() },
        Job { name: "rfc3986 invalid", lines: &invalid, run: rfc3986, times: Vec::new() },
        Job { name: "verdict invalid", lines: &invalid, run: rfc3986_verdict, times: Vec::new() },
        Job { name: "fluent invalid", lines: &invalid, run: fluent, times: Vec::new() },
    ];
    // One round first, not kept: the corpus and the code come into the caches.
    let count = jobs.len();
    for round in 0..=rounds {
        for index in 0..count {
            let job = &mut jobs[(index + round) % count];
            let start = Instant::now();
            black_box((job.run)(black_box(job.lines)));
            let elapsed = start.elapsed();
            if round > 0 {
                job.times.push(elapsed);
            }
        }
    }
    println!(
        "{name}: {} lines ({} valid, {} invalid under RFC 3986), {rounds} rounds",
        all.len(),
        valid.len(),
        invalid.len()
    );
    let job = |wanted: &str| jobs.iter().find(|job| job.name == wanted);
    for comparison in COMPARISONS {
        let (Some(numerator), Some(denominator)) = (job(comparison.numerator), job(comparison.denominator)) else {
            continue;
        };
        if numerator.lines.is_empty() {
            continue;
        }
        let per_round: Vec<f64> =
            numerator.times.iter().zip(&denominator.times).map(|(a, b)| a.as_secs_f64() / b.as_secs_f64()).collect();
        let least = |job: &Job<'_>| job.times.iter().min().copied().unwrap_or_default().as_secs_f64();
        println!(
            "  {:<52} median {:>5.2}  minimums {:>5.2}   ({:.0} µs / {:.0} µs median)   target {}",
            comparison.what,
            median(per_round),
            least(numerator) / least(denominator),
            median(numerator.times.iter().map(|t| t.as_secs_f64() * 1e6).collect()),
            median(denominator.times.iter().map(|t| t.as_secs_f64() * 1e6).collect()),
            if comparison.target.is_empty() { "-" } else { comparison.target },
        );
    }
}

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let benchmarking = arguments.iter().any(|argument| argument == "--bench");
    let rounds = arguments
        .iter()
        .find_map(|argument| argument.parse::<usize>().ok())
        .unwrap_or(if benchmarking { 101 } else { 3 })
        .max(1);
    if !benchmarking {
        println!("a test run, to show that the benchmark runs: its figures are not measurements (`cargo bench` is)");
    }
    // Files named on the command line replace the two corpora: a subset of lines, measured alone.
    let files: Vec<&String> =
        arguments.iter().filter(|argument| !argument.starts_with('-') && argument.parse::<usize>().is_err()).collect();
    if !files.is_empty() {
        for file in files {
            match std::fs::read_to_string(file) {
                Ok(text) => {
                    let lines: Vec<String> = text.lines().filter(|line| !line.is_empty()).map(String::from).collect();
                    measure(file, &lines, rounds);
                }
                Err(error) => {
                    eprintln!("cannot read {file}: {error}");
                    std::process::exit(2);
                }
            }
        }
        return;
    }
    for name in ["kasztp.txt", "synthetic.txt"] {
        let Some(text) = shared::read(&format!("bench/{name}")) else { continue };
        let lines: Vec<String> =
            text.trim_start_matches('\u{feff}').lines().filter(|line| !line.is_empty()).map(String::from).collect();
        measure(name, &lines, rounds);
    }
}
