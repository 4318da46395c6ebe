//! Resolution and normalization: every (base, reference) pair of RFC 3986 §5.4 through each RFC's resolver, in a
//! loop, the same through a resolver over the fixed base beside fluent-uri's (and relativization back), and
//! RFC 3986 §6 normalization over the real URLs of the shared corpus.
//!
//! ```text
//! cargo bench --bench operations
//! ```

#[path = "../tests/support/shared.rs"]
mod shared;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urigram::normalize::{Normalization, normalize};
use urigram::resolve;

#[path = "../tests/support/section_5_4.rs"]
mod section_5_4;

use section_5_4::{BASE, REFERENCES};

fn resolution(c: &mut Criterion) {
    let mut group = c.benchmark_group("resolve/rfc3986-5.4-examples");
    group.throughput(Throughput::Elements(REFERENCES.len() as u64));
    group.bench_function("urigram RFC 3986 §5.2", |b| {
        b.iter(|| {
            REFERENCES
                .iter()
                .filter_map(|reference| resolve::rfc3986::resolve(BASE, black_box(reference), Default::default()).ok())
                .map(|target| target.len())
                .sum::<usize>()
        })
    });
    group.bench_function("urigram RFC 2396 §5.2", |b| {
        b.iter(|| {
            REFERENCES
                .iter()
                .filter_map(|reference| resolve::rfc2396::resolve(BASE, black_box(reference), Default::default()).ok())
                .map(|target| target.len())
                .sum::<usize>()
        })
    });
    group.bench_function("urigram RFC 1808 §4", |b| {
        b.iter(|| {
            REFERENCES
                .iter()
                .filter_map(|reference| resolve::rfc1808::resolve(BASE, black_box(reference), Default::default()).ok())
                .map(|target| target.len())
                .sum::<usize>()
        })
    });
    group.finish();
}

/// One base parsed once, the references of §5.4 parsed beforehand: the time is resolution's alone, to an owned,
/// parsed target (urigram's `UriBuf`, fluent-uri's `Uri<String>`); and relativization of those targets back.
fn fixed_base(c: &mut Criterion) {
    let mut group = c.benchmark_group("resolve/fixed-base");
    group.throughput(Throughput::Elements(REFERENCES.len() as u64));
    let resolver = resolve::rfc3986::Resolver::new(BASE).expect("a base");
    let references: Vec<_> = REFERENCES.iter().map(|r| urigram::rfc3986::parse_uri_reference(r).unwrap()).collect();
    group.bench_function("urigram Resolver::resolve", |b| {
        b.iter(|| references.iter().map(|r| resolver.resolve(black_box(r)).as_str().len()).sum::<usize>())
    });
    let fluent = fluent_uri::resolve::Resolver::with_base(fluent_uri::Uri::parse(BASE).expect("a base"));
    let fluent_references: Vec<_> = REFERENCES.iter().map(|r| fluent_uri::UriRef::parse(*r).unwrap()).collect();
    group.bench_function("fluent-uri 0.4 Resolver::resolve", |b| {
        b.iter(|| {
            fluent_references
                .iter()
                .filter_map(|r| fluent.resolve(black_box(r)).ok())
                .map(|target| target.as_str().len())
                .sum::<usize>()
        })
    });
    let targets: Vec<_> = references.iter().map(|r| resolver.resolve(r)).collect();
    group.bench_function("urigram Resolver::relativize", |b| {
        b.iter(|| {
            targets
                .iter()
                .filter_map(|t| resolver.relativize(black_box(&t.get())))
                .map(|r| r.as_str().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

/// The real URLs of the shared corpus (`URIGRAM_SHARED`, or `../shared` beside the repository), or none.
fn real_urls() -> Option<Vec<String>> {
    let text = shared::read("bench/kasztp.txt")?;
    Some(text.trim_start_matches('\u{feff}').lines().map(String::from).collect())
}

/// Parsing the real URLs, and the same with the host read as an IP address, the port as a number (or the
/// scheme's default) and the query as pairs.
fn typed_components(c: &mut Criterion) {
    let Some(lines) = real_urls() else { return };
    let bytes: usize = lines.iter().map(String::len).sum();
    let mut group = c.benchmark_group("typed-components/kasztp.txt");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("parse", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter_map(|line| urigram::rfc3986::parse_uri_reference(black_box(line)).ok())
                .map(|reference| reference.as_str().len())
                .sum::<usize>()
        })
    });
    group.bench_function("parse, host as IpAddr, port or default, query pairs", |b| {
        b.iter(|| {
            let mut total = 0usize;
            for reference in lines.iter().filter_map(|line| urigram::rfc3986::parse_uri_reference(black_box(line)).ok())
            {
                total += reference.as_str().len();
                total += reference.authority().map_or(0, |authority| usize::from(authority.host().ip().is_some()));
                total += usize::from(reference.port_or_default().unwrap_or(0));
                if let Some(query) = reference.query() {
                    total += query
                        .pairs(urigram::rfc3986::Plus::Space)
                        .map(|(name, value)| name.len() + value.len())
                        .sum::<usize>();
                }
            }
            total
        })
    });
    group.finish();
}

fn normalization(c: &mut Criterion) {
    let Some(lines) = real_urls() else { return };
    let bytes: usize = lines.iter().map(String::len).sum();
    let mut group = c.benchmark_group("normalize/kasztp.txt");
    group.throughput(Throughput::Bytes(bytes as u64));
    for (name, steps) in [("syntax-based", Normalization::SYNTAX_BASED), ("scheme-based", Normalization::SCHEME_BASED)]
    {
        group.bench_function(name, |b| {
            b.iter(|| {
                lines.iter().filter_map(|line| normalize(black_box(line), steps).ok()).map(|n| n.len()).sum::<usize>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, resolution, fixed_base, typed_components, normalization);
criterion_main!(benches);
