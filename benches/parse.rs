//! Parsing the benchmark corpora as RFC 3986 URI-reference: urigram's full spanned syntax tree, with its
//! components read, beside fluent-uri, oxiri and iri-string measured in the same run; urigram and fluent-uri
//! over the valid and the invalid lines apart; and the same corpora under RFC 2396 and RFC 1808.
//!
//! The corpora are read in place from the shared folder beside the repository (`../shared/bench/`), or from the
//! folder named by `URIGRAM_SHARED`; when they are absent the benchmark says so and measures nothing.
//!
//! ```text
//! cargo bench --bench parse
//! ```

#[path = "../tests/support/shared.rs"]
mod shared;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The non-empty lines of a corpus, without the byte-order mark that starts kasztp.txt.
fn corpus(name: &str) -> Option<Vec<String>> {
    let text = shared::read(&format!("bench/{name}"))?;
    Some(text.trim_start_matches('\u{feff}').lines().filter(|line| !line.is_empty()).map(String::from).collect())
}

fn parse_corpora(c: &mut Criterion) {
    for name in ["kasztp.txt", "synthetic.txt"] {
        let Some(lines) = corpus(name) else { continue };
        let bytes: usize = lines.iter().map(String::len).sum();
        let accepted = lines.iter().filter(|line| urigram::rfc3986::parse_uri_reference(line).is_ok()).count();
        eprintln!("{name}: {} lines, {bytes} bytes, {accepted} accepted by urigram", lines.len());

        let mut group = c.benchmark_group(format!("uri-reference/{name}"));
        group.throughput(Throughput::Bytes(bytes as u64));
        group.bench_function("urigram (spanned tree)", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(urigram::rfc3986::parse_uri_reference(black_box(line)).is_ok());
                }
                valid
            })
        });
        group.bench_function("urigram (components read)", |b| {
            b.iter(|| {
                let mut total = 0usize;
                for line in &lines {
                    if let Ok(reference) = urigram::rfc3986::parse_uri_reference(black_box(line)) {
                        total += reference.scheme().map_or(0, |s| s.as_str().len())
                            + reference.authority().map_or(0, |a| a.host().as_str().len())
                            + reference.path().as_str().len()
                            + reference.query().map_or(0, |q| q.as_str().len())
                            + reference.fragment().map_or(0, |f| f.as_str().len());
                    }
                }
                total
            })
        });
        group.bench_function("fluent-uri 0.4 UriRef::parse", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(fluent_uri::UriRef::parse(black_box(line.as_str())).is_ok());
                }
                valid
            })
        });
        group.bench_function("fluent-uri 0.4 (components read)", |b| {
            b.iter(|| {
                let mut total = 0usize;
                for line in &lines {
                    if let Ok(reference) = fluent_uri::UriRef::parse(black_box(line.as_str())) {
                        total += reference.scheme().map_or(0, |s| s.as_str().len())
                            + reference.authority().map_or(0, |a| a.host().len())
                            + reference.path().as_str().len()
                            + reference.query().map_or(0, |q| q.as_str().len())
                            + reference.fragment().map_or(0, |f| f.as_str().len());
                    }
                }
                total
            })
        });
        group.bench_function("oxiri 0.3 IriRef::parse (IRI grammar)", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(oxiri::IriRef::parse(black_box(line.as_str())).is_ok());
                }
                valid
            })
        });
        group.bench_function("iri-string 0.7 UriReferenceStr::new", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(iri_string::types::UriReferenceStr::new(black_box(line.as_str())).is_ok());
                }
                valid
            })
        });
        group.finish();

        // The same two parsers over the valid lines and over the invalid ones apart: a rejected line costs
        // urigram a positioned error with a sentence, and fluent-uri an index and a kind.
        let (valid, invalid): (Vec<&str>, Vec<&str>) =
            lines.iter().map(String::as_str).partition(|line| urigram::rfc3986::parse_uri_reference(line).is_ok());
        for (verdict, subset) in [("valid", valid), ("invalid", invalid)] {
            if subset.is_empty() {
                continue;
            }
            let mut split = c.benchmark_group(format!("{verdict}-lines/{name}"));
            split.throughput(Throughput::Bytes(subset.iter().map(|line| line.len() as u64).sum()));
            split.bench_function("urigram (spanned tree)", |b| {
                b.iter(|| {
                    subset.iter().filter(|line| urigram::rfc3986::parse_uri_reference(black_box(line)).is_ok()).count()
                })
            });
            split.bench_function("fluent-uri 0.4 UriRef::parse", |b| {
                b.iter(|| subset.iter().filter(|line| fluent_uri::UriRef::parse(black_box(**line)).is_ok()).count())
            });
            // The verdict alone: no tree kept, and no second run of the rules for a rejection's error.
            split.bench_function("urigram (verdict alone)", |b| {
                let rule = urigram::rfc3986::Rule::UriReference;
                b.iter(|| subset.iter().filter(|line| urigram::rfc3986::accepts(rule, black_box(line))).count())
            });
            split.finish();
        }

        let mut older = c.benchmark_group(format!("older-grammars/{name}"));
        older.throughput(Throughput::Bytes(bytes as u64));
        older.bench_function("urigram RFC 3986 URI-reference", |b| {
            b.iter(|| {
                lines.iter().filter(|line| urigram::rfc3986::parse_uri_reference(black_box(line)).is_ok()).count()
            })
        });
        older.bench_function("urigram RFC 2396 URI-reference", |b| {
            b.iter(|| {
                lines.iter().filter(|line| urigram::rfc2396::parse_uri_reference(black_box(line)).is_ok()).count()
            })
        });
        older.bench_function("urigram RFC 1808 URL", |b| {
            b.iter(|| lines.iter().filter(|line| urigram::rfc1808::parse_url(black_box(line)).is_ok()).count())
        });
        older.finish();
    }
}

criterion_group!(benches, parse_corpora);
criterion_main!(benches);
