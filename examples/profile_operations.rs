//! The operations of `benches/operations.rs` in a loop, one per run, for an instruction counter to compare
//! (`valgrind --tool=callgrind`, whose counts a busy machine does not disturb):
//!
//! ```text
//! cargo build --release --example profile_operations
//! valgrind --tool=callgrind target/release/examples/profile_operations relativize 10000
//! valgrind --tool=callgrind target/release/examples/profile_operations fluent-resolve 10000
//! valgrind --tool=callgrind target/release/examples/profile_operations typed 20 ../shared/bench/kasztp.txt
//! ```
//!
//! Modes: `resolve`, `relativize` (urigram's fixed-base resolver over RFC 3986 §5.4's references, and back),
//! `fluent-resolve` (fluent-uri's), each ROUNDS times; `parse` and `typed` (the real URLs of FILE parsed, and
//! parsed then read as typed components: host as an IP address, port or the scheme's default, query pairs;
//! `host`, `port` and `pairs` add one reading each; `port-composed` and `typed-composed` read the port as the
//! authority's number, else `default_port` of the scheme's text, instead of `port_or_default`).
//! Subtract a run with ROUNDS 0 (the set-up alone) from each count before taking a ratio.

use std::hint::black_box;

use urigram::resolve::rfc3986::Resolver;
use urigram::rfc3986::{Plus, default_port, parse_uri_reference};

// RFC 3986 §5.4's base and references, as the benchmark has them. The file is the repository's, not the
// package's: this example is left out of the published crate (`include` in Cargo.toml), as the benchmarks are.
#[path = "../tests/support/section_5_4.rs"]
mod section_5_4;

use section_5_4::{BASE, REFERENCES};

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let (Some(mode), Some(rounds)) = (arguments.first(), arguments.get(1).and_then(|n| n.parse::<usize>().ok())) else {
        eprintln!(
            "usage: profile_operations resolve|relativize|fluent-resolve|parse|typed|host|port|pairs|port-composed|typed-composed ROUNDS [FILE]"
        );
        std::process::exit(2);
    };
    let total = match mode.as_str() {
        "resolve" | "relativize" => fixed_base(mode == "relativize", rounds),
        "fluent-resolve" => fluent_resolve(rounds),
        "parse" | "typed" | "host" | "port" | "pairs" | "port-composed" | "typed-composed" => {
            let Some(path) = arguments.get(2) else {
                eprintln!("{mode} needs a FILE of URIs, one a line");
                std::process::exit(2);
            };
            let text = std::fs::read_to_string(path).unwrap_or_else(|error| {
                eprintln!("cannot read {path}: {error}");
                std::process::exit(2);
            });
            let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
            match mode.as_str() {
                "parse" => corpus::<false, NO_PORT, false>(&lines, rounds),
                "host" => corpus::<true, NO_PORT, false>(&lines, rounds),
                "port" => corpus::<false, PORT_OR_DEFAULT, false>(&lines, rounds),
                "port-composed" => corpus::<false, PORT_COMPOSED, false>(&lines, rounds),
                "pairs" => corpus::<false, NO_PORT, true>(&lines, rounds),
                "typed-composed" => corpus::<true, PORT_COMPOSED, true>(&lines, rounds),
                _ => corpus::<true, PORT_OR_DEFAULT, true>(&lines, rounds),
            }
        }
        other => {
            eprintln!(
                "unknown mode {other:?}: resolve, relativize, fluent-resolve, parse, typed, host, port, pairs, \
                 port-composed or typed-composed"
            );
            std::process::exit(2);
        }
    };
    println!("{mode}: {total}");
}

/// urigram's resolver over the fixed base: the references resolved, or their targets relativized back.
fn fixed_base(relativize: bool, rounds: usize) -> usize {
    let resolver = Resolver::new(BASE).expect("a base");
    let references: Vec<_> = REFERENCES.iter().map(|r| parse_uri_reference(r).expect("a reference")).collect();
    let targets: Vec<_> = references.iter().map(|r| resolver.resolve(r)).collect();
    let mut total = 0;
    for _ in 0..rounds {
        if relativize {
            total += targets
                .iter()
                .filter_map(|target| resolver.relativize(black_box(&target.get())))
                .map(|relative| relative.as_str().len())
                .sum::<usize>();
        } else {
            total += references.iter().map(|r| resolver.resolve(black_box(r)).as_str().len()).sum::<usize>();
        }
    }
    total
}

/// fluent-uri's resolver over the same base and references.
fn fluent_resolve(rounds: usize) -> usize {
    let resolver = fluent_uri::resolve::Resolver::with_base(fluent_uri::Uri::parse(BASE).expect("a base"));
    let references: Vec<_> = REFERENCES.iter().map(|r| fluent_uri::UriRef::parse(*r).expect("a reference")).collect();
    let mut total = 0;
    for _ in 0..rounds {
        total += references
            .iter()
            .filter_map(|r| resolver.resolve(black_box(r)).ok())
            .map(|target| target.as_str().len())
            .sum::<usize>();
    }
    total
}

/// The port is not read.
const NO_PORT: u8 = 0;
/// The port is read as `port_or_default`: the port's number, else the scheme's default.
const PORT_OR_DEFAULT: u8 = 1;
/// The same answer composed from its parts, as code written before `UriReference::port_or_default` did:
/// the authority's `port_number`, else `default_port` of the scheme's text.
const PORT_COMPOSED: u8 = 2;

/// Every line parsed, then the typed components the parameters name read: the host as an IP address, the port
/// (as `PORT` says) and the query as pairs. Each mode is a loop of its own, so that the parse alone runs the
/// loop the benchmark's parse does, with nothing of the readings in it.
fn corpus<const HOST: bool, const PORT: u8, const PAIRS: bool>(lines: &[&str], rounds: usize) -> usize {
    let mut total = 0usize;
    for _ in 0..rounds {
        for reference in lines.iter().filter_map(|line| parse_uri_reference(black_box(line)).ok()) {
            total += reference.as_str().len();
            if HOST {
                total += reference.authority().map_or(0, |authority| usize::from(authority.host().ip().is_some()));
            }
            if PORT == PORT_OR_DEFAULT {
                total += usize::from(reference.port_or_default().unwrap_or(0));
            }
            if PORT == PORT_COMPOSED {
                let port = reference.authority().and_then(|authority| authority.port_number());
                let scheme = reference.scheme().map(|scheme| scheme.as_str()).unwrap_or_default();
                total += usize::from(port.or_else(|| default_port(scheme)).unwrap_or(0));
            }
            if let Some(query) = reference.query().filter(|_| PAIRS) {
                total += query.pairs(Plus::Space).map(|(name, value)| name.len() + value.len()).sum::<usize>();
            }
        }
    }
    total
}
