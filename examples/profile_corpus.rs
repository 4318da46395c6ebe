//! Parses every line of a corpus many times, for a profiler to watch (`perf record`, `valgrind --tool=callgrind`).
//!
//! ```text
//! cargo run --release --example profile_corpus -- ../shared/bench/kasztp.txt 20 [rfc3986|rfc2396|rfc2732|rfc1808|rfc3987]
//! cargo run --release --example profile_corpus -- generated-iris 20 rfc3987
//! ```
//!
//! The grammar is RFC 3986's `URI-reference` unless another is named: RFC 2396's `URI-reference` (`rfc2732`: with
//! RFC 2732's amendment, through `rfc2396::parse_uri_reference_with`), RFC 1808's
//! `URL` or RFC 3987's `IRI-reference`; `rfc3986-verdict` asks `rfc3986::accepts` for RFC 3986's verdict alone; `fluent-uri` and `fluent-iri` run that peer's `UriRef::parse` and
//! `IriRef::parse`, for instruction counts beside urigram's. With the `whatwg` feature, `whatwg` runs
//! `whatwg::Url::parse` and its href, `whatwg-verdict` `whatwg::Url::can_parse`; `ada-url`, `ada-url-verdict` and
//! `url` the peers of `benches/whatwg.rs`. The file `generated-iris` stands for the benchmarks' generated corpus
//! of IRIs (`tests/support/iri_corpus.rs`).
//!
//! A fourth argument `invalid` keeps only the lines that RFC 3986's `URI-reference` rejects (chosen before the
//! rounds, through `parse_uri_reference_with`, so that a profiler watching `parse_uri_reference` sees only the
//! rounds): the cost of the error path alone, beside `fluent-uri`'s rejection of the same lines.

#[path = "../tests/support/iri_corpus.rs"]
mod iri_corpus;

fn main() {
    let mut arguments = std::env::args().skip(1);
    let Some(path) = arguments.next() else {
        eprintln!(
            "usage: profile_corpus FILE|generated-iris [ROUNDS] [rfc3986|rfc3986-verdict|rfc2396|rfc2732|rfc1808|rfc3987|fluent-uri|fluent-iri|whatwg|whatwg-verdict|ada-url|ada-url-verdict|url] [invalid]"
        );
        std::process::exit(2);
    };
    let rounds: usize = arguments.next().and_then(|n| n.parse().ok()).unwrap_or(10);
    let parse: fn(&str) -> bool = match arguments.next().as_deref() {
        None | Some("rfc3986") => |line| urigram::rfc3986::parse_uri_reference(line).is_ok(),
        Some("rfc2396") => |line| urigram::rfc2396::parse_uri_reference(line).is_ok(),
        Some("rfc2732") => {
            |line| urigram::rfc2396::parse_uri_reference_with(line, urigram::rfc2396::Options::rfc2732(true)).is_ok()
        }
        Some("rfc3986-verdict") => |line| urigram::rfc3986::accepts(urigram::rfc3986::Rule::UriReference, line),
        Some("rfc1808") => |line| urigram::rfc1808::parse_url(line).is_ok(),
        Some("rfc3987") => |line| urigram::rfc3987::parse_iri_reference(line).is_ok(),
        // The peer the benchmarks compare with, for instruction counts beside urigram's.
        Some("fluent-uri") => |line| fluent_uri::UriRef::parse(line).is_ok(),
        Some("fluent-iri") => |line| fluent_uri::IriRef::parse(line).is_ok(),
        // The WHATWG URL Standard's basic URL parser (the `whatwg` feature): the record and its href, and the
        // verdict alone; beside the peers of `benches/whatwg.rs`.
        #[cfg(feature = "whatwg")]
        Some("whatwg") => |line| urigram::whatwg::Url::parse(line, None).is_ok_and(|url| !url.href().is_empty()),
        #[cfg(feature = "whatwg")]
        Some("whatwg-verdict") => |line| urigram::whatwg::Url::can_parse(line, None),
        Some("ada-url") => |line| ada_url::Url::parse(line, None).is_ok_and(|url| !url.href().is_empty()),
        Some("ada-url-verdict") => |line| ada_url::Url::can_parse(line, None),
        Some("url") => |line| url::Url::parse(line).is_ok_and(|url| !url.as_str().is_empty()),
        Some(other) => {
            eprintln!(
                "unknown grammar {other:?}: rfc3986, rfc3986-verdict, rfc2396, rfc2732, rfc1808, rfc3987, fluent-uri, fluent-iri, whatwg, whatwg-verdict, ada-url, ada-url-verdict or url"
            );
            std::process::exit(2);
        }
    };
    let text = match if path == "generated-iris" {
        Ok(iri_corpus::iri_corpus(20_000).join("\n"))
    } else {
        std::fs::read_to_string(&path)
    } {
        Ok(text) => text,
        Err(error) => {
            eprintln!("cannot read {path}: {error}");
            std::process::exit(2);
        }
    };
    let mut lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    match arguments.next().as_deref() {
        None => {}
        Some("invalid") => lines.retain(|line| {
            urigram::rfc3986::parse_uri_reference_with(line, urigram::rfc3986::Options::RFC3986).is_err()
        }),
        Some(other) => {
            eprintln!("unknown selection {other:?}: invalid");
            std::process::exit(2);
        }
    }
    let mut accepted = 0usize;
    for _ in 0..rounds {
        for line in &lines {
            accepted += usize::from(parse(std::hint::black_box(line)));
        }
    }
    println!("{accepted} accepted in {rounds} rounds of {} lines", lines.len());
}
