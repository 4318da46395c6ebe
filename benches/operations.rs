//! Resolution and normalization: every (base, reference) pair of RFC 3986 §5.4 through each RFC's resolver, in a
//! loop, and RFC 3986 §6 normalization over the real URLs of the shared corpus.
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

/// RFC 3986 §5.4's base.
const BASE: &str = "http://a/b/c/d;p?q";

/// The references of RFC 3986 §5.4.1 and §5.4.2.
const REFERENCES: &[&str] = &[
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "./../g",
    "./g/.",
    "g/./h",
    "g/../h",
    "g;x=1/./y",
    "g;x=1/../y",
    "g?y/./x",
    "g?y/../x",
    "g#s/./x",
    "g#s/../x",
    "http:g",
];

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

/// The real URLs of the shared corpus (`URIGRAM_SHARED`, or `../shared` beside the repository), or none.
fn real_urls() -> Option<Vec<String>> {
    let text = shared::read("bench/kasztp.txt")?;
    Some(text.trim_start_matches('\u{feff}').lines().map(String::from).collect())
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

criterion_group!(benches, resolution, normalization);
criterion_main!(benches);
