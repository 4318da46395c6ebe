//! The WHATWG URL Standard's basic URL parser (`urigram::whatwg`, the `whatwg` feature) beside rust-url
//! (`url`) and ada (`ada-url`, the C++ parser of Node.js) on the same inputs in the same run: kasztp.txt
//! from the shared folder, and a list of `file:` URLs made deterministically from this repository's own
//! tree (each file's path under `file:///repo/`, sorted).
//!
//! Measured: the parse that gives the record and its href, and the verdict alone (`Url::can_parse` of
//! urigram and of ada).
//!
//! ```text
//! cargo bench --features whatwg --bench whatwg
//! ```

#[path = "../tests/support/shared.rs"]
mod shared;

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The non-empty lines of kasztp.txt, without its byte-order mark.
fn kasztp() -> Option<Vec<String>> {
    let text = shared::read("bench/kasztp.txt")?;
    Some(text.trim_start_matches('\u{feff}').lines().filter(|line| !line.is_empty()).map(String::from).collect())
}

/// `file:///repo/<path>` for every file under the repository's `src/`, `tests/`, `crates/` and `grammar/`,
/// sorted, leaving out build folders (`target/`, which a crate's own build may leave beside it) and symbolic links
/// (`crates/macros/src/library` is `src/` again): the same list on every machine with the same checkout.
fn file_urls() -> Vec<String> {
    fn walk(root: &Path, folder: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(folder) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(kind) = entry.file_type() else { continue };
            if kind.is_symlink() {
                continue;
            }
            if kind.is_dir() {
                if path.file_name().is_some_and(|name| name != "target") {
                    walk(root, &path, out);
                }
            } else if let Ok(relative) = path.strip_prefix(root) {
                let relative = relative.to_string_lossy().replace('\\', "/");
                out.push(format!("file:///repo/{relative}"));
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for folder in ["src", "tests", "crates", "grammar"] {
        walk(root, &root.join(folder), &mut out);
    }
    out.sort();
    out
}

fn whatwg(c: &mut Criterion) {
    let mut corpora = Vec::new();
    if let Some(lines) = kasztp() {
        corpora.push(("kasztp.txt", lines));
    }
    corpora.push(("file-urls", file_urls()));
    for (name, lines) in &corpora {
        let bytes: usize = lines.iter().map(String::len).sum();
        let ours = lines.iter().filter(|line| urigram::whatwg::Url::parse(line, None).is_ok()).count();
        let ada = lines.iter().filter(|line| ada_url::Url::can_parse(line, None)).count();
        let rust_url = lines.iter().filter(|line| url::Url::parse(line).is_ok()).count();
        eprintln!("{name}: {} lines, {bytes} bytes; parsed by urigram {ours}, ada {ada}, url {rust_url}", lines.len());

        let mut group = c.benchmark_group(format!("whatwg/{name}"));
        group.throughput(Throughput::Bytes(bytes as u64));
        group.bench_function("urigram whatwg::Url::parse (href)", |b| {
            b.iter(|| {
                let mut total = 0usize;
                for line in lines {
                    if let Ok(url) = urigram::whatwg::Url::parse(black_box(line), None) {
                        total += url.href().len();
                    }
                }
                total
            })
        });
        group.bench_function("urigram whatwg::parse (href and validation errors)", |b| {
            b.iter(|| {
                let mut total = 0usize;
                for line in lines {
                    if let Ok(parsed) = urigram::whatwg::parse(black_box(line), None) {
                        total += parsed.url.href().len() + parsed.errors.len();
                    }
                }
                total
            })
        });
        group.bench_function("ada-url 4 Url::parse (href)", |b| {
            b.iter(|| {
                let mut total = 0usize;
                for line in lines {
                    if let Ok(url) = ada_url::Url::parse(black_box(line.as_str()), None) {
                        total += url.href().len();
                    }
                }
                total
            })
        });
        group.bench_function("url 2.5 Url::parse (href)", |b| {
            b.iter(|| {
                let mut total = 0usize;
                for line in lines {
                    if let Ok(url) = url::Url::parse(black_box(line)) {
                        total += url.as_str().len();
                    }
                }
                total
            })
        });
        group.bench_function("ada-url 4 Url::can_parse (verdict)", |b| {
            b.iter(|| lines.iter().filter(|line| ada_url::Url::can_parse(black_box(line), None)).count())
        });
        group.bench_function("urigram whatwg::Url::can_parse (verdict)", |b| {
            b.iter(|| lines.iter().filter(|line| urigram::whatwg::Url::can_parse(black_box(line), None)).count())
        });
        group.finish();
    }
}

criterion_group!(benches, whatwg);
criterion_main!(benches);
