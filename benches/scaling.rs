//! Robustness: time per byte stays flat from 1 KiB to 2 MiB, for each hostile shape and each RFC's top rule.
//!
//! The shapes are those of `tests/robustness/large_inputs.rs` (`tests/support/shapes.rs`): a path of slashes, `../`
//! segments, a long query, reg-name, userinfo, port, `%41` escapes, `[` and colons, a scheme-like run without
//! `:`, and more. Each is parsed at 1 KiB, 16 KiB, 256 KiB and 2 MiB as an RFC 3986 `URI-reference`, an
//! RFC 2396 `URI-reference` and an RFC 1808 `URL`, with `Throughput::Bytes`, so criterion reports bytes per
//! second: a linear parser shows the same rate at every size. Valid and invalid texts are both measured (an
//! invalid one includes building its error).
//!
//! ```text
//! cargo bench --bench scaling                    # everything, short measurements
//! cargo bench --bench scaling -- 'rfc3986/slashes'
//! ```

#[path = "../tests/support/shapes.rs"]
mod shapes;

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

const SIZES: [(usize, &str); 4] = [(1 << 10, "1KiB"), (16 << 10, "16KiB"), (256 << 10, "256KiB"), (2 << 20, "2MiB")];

fn scaling(c: &mut Criterion) {
    type Parse = fn(&str) -> bool;
    let parsers: [(&str, Parse); 3] = [
        ("rfc3986", |text| urigram::rfc3986::parse_uri_reference(text).is_ok()),
        ("rfc2396", |text| urigram::rfc2396::parse_uri_reference(text).is_ok()),
        ("rfc1808", |text| urigram::rfc1808::parse_url(text).is_ok()),
    ];
    for (rfc, parse) in parsers {
        for shape in shapes::SHAPES {
            let mut group = c.benchmark_group(format!("{rfc}/{}", shape.name));
            for (size, label) in SIZES {
                let text = (shape.make)(size);
                group.throughput(Throughput::Bytes(text.len() as u64));
                group.bench_with_input(BenchmarkId::from_parameter(label), &text, |b, text| {
                    b.iter(|| parse(black_box(text)))
                });
            }
            group.finish();
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_millis(600))
        .sample_size(10);
    targets = scaling
}
criterion_main!(benches);
