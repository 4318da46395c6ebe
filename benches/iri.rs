//! Parsing IRIs (RFC 3987 `IRI-reference`): urigram's spanned tree beside fluent-uri `IriRef::parse`,
//! iri-string `IriReferenceStr::new` and oxiri `IriRef::parse`, measured in the same run, on kasztp.txt (real
//! URLs, which are IRIs too) and on a generated corpus of IRIs in twelve scripts (`tests/support/iri_corpus.rs`).
//!
//! ```text
//! cargo bench --bench iri
//! ```

#[path = "../tests/support/shared.rs"]
mod shared;

#[path = "../tests/support/iri_corpus.rs"]
mod iri_corpus;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn corpora() -> Vec<(String, Vec<String>)> {
    let mut corpora = Vec::new();
    match shared::read("bench/kasztp.txt") {
        Some(text) => corpora.push((
            "kasztp.txt".to_owned(),
            text.trim_start_matches('\u{feff}').lines().filter(|line| !line.is_empty()).map(String::from).collect(),
        )),
        None => eprintln!("kasztp.txt is absent: only the generated IRIs are measured"),
    }
    corpora.push(("generated-iris".to_owned(), iri_corpus::iri_corpus(20_000)));
    corpora
}

fn parse_iris(c: &mut Criterion) {
    for (name, lines) in corpora() {
        let bytes: usize = lines.iter().map(String::len).sum();
        let accepted = lines.iter().filter(|line| urigram::rfc3987::parse_iri_reference(line).is_ok()).count();
        let non_ascii = lines.iter().filter(|line| !line.is_ascii()).count();
        eprintln!(
            "{name}: {} lines ({non_ascii} not ASCII), {bytes} bytes, {accepted} accepted by urigram",
            lines.len()
        );
        if name == "generated-iris" {
            assert_eq!(accepted, lines.len(), "every generated IRI is valid");
        }
        let mut group = c.benchmark_group(format!("iri-reference/{name}"));
        group.throughput(Throughput::Bytes(bytes as u64));
        group.bench_function("urigram rfc3987::parse_iri_reference", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(urigram::rfc3987::parse_iri_reference(black_box(line)).is_ok());
                }
                valid
            })
        });
        group.bench_function("fluent-uri 0.4 IriRef::parse", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(fluent_uri::IriRef::parse(black_box(line.as_str())).is_ok());
                }
                valid
            })
        });
        group.bench_function("iri-string 0.7 IriReferenceStr::new", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(iri_string::types::IriReferenceStr::new(black_box(line.as_str())).is_ok());
                }
                valid
            })
        });
        group.bench_function("oxiri 0.3 IriRef::parse", |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for line in &lines {
                    valid += usize::from(oxiri::IriRef::parse(black_box(line.as_str())).is_ok());
                }
                valid
            })
        });
        group.finish();
    }
}

criterion_group!(benches, parse_iris);
criterion_main!(benches);
