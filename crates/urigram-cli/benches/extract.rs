//! How the extractors scale: time per byte of `candidates` on adversarial shapes of every document kind, from
//! 1 KiB to 2 MiB. Linear time shows as a flat row; the last column is the time per byte at 2 MiB over that at
//! 16 KiB (1.0 is flat; a quadratic extractor gives 128).
//!
//! `cargo bench -p urigram-cli --bench extract` (a bench binary: each cell is the fastest of several runs that
//! together take at least 50 ms). The engine is the binary's own module, compiled in here.
//!
//! Wall time on a loaded machine also grows with the memory a large document's parse touches; instruction
//! counts do not: `EXTRACT_SHAPE=<row number> EXTRACT_SIZE=<bytes>` runs one extraction of one shape, for
//! `valgrind --tool=callgrind` (subtract the count of `EXTRACT_SIZE=0`, the program's own).

#![allow(dead_code, reason = "the engine's interface is larger than what is timed")]

#[path = "../src/extract/mod.rs"]
mod extract;

use std::hint::black_box;
use std::time::{Duration, Instant};

use extract::{DocumentKind, ExtractOptions, candidates};

/// `unit` repeated to `size` bytes (cut at a character boundary).
fn repeat(unit: &str, size: usize) -> String {
    let mut text = unit.repeat(size / unit.len() + 1);
    text.truncate(size);
    while !text.is_char_boundary(text.len()) {
        text.pop();
    }
    text
}

/// `head`, then `unit` to fill `size` bytes.
fn after(head: &str, unit: &str, size: usize) -> String {
    format!("{head}{}", repeat(unit, size.saturating_sub(head.len())))
}

/// A shape: its name, the kind it is read as, and how to make `size` bytes of it.
type Shape = (&'static str, DocumentKind, fn(usize) -> String);

const SHAPES: &[Shape] = &[
    ("text: a: then )", DocumentKind::Text, |size| after("a:", ")", size)),
    ("text: a:b then )", DocumentKind::Text, |size| after("a:b", ")", size)),
    ("text: ( x n/2, ) x n/2", DocumentKind::Text, |size| format!("{}{}", "(".repeat(size / 2), ")".repeat(size / 2))),
    ("text: http://a/( unbalanced", DocumentKind::Text, |size| after("http://a/", "([{", size)),
    ("text: nested ([{}])", DocumentKind::Text, |size| after("http://a/", "([{a}])", size)),
    ("text: one line of URIs", DocumentKind::Text, |size| repeat("http://a/b ", size)),
    ("text: :::", DocumentKind::Text, |size| repeat(":", size)),
    ("text: <<<", DocumentKind::Text, |size| repeat("<", size)),
    ("text: <a:<a:", DocumentKind::Text, |size| repeat("<a:", size)),
    ("text: \"a:\"a:", DocumentKind::Text, |size| repeat("\"a:", size)),
    ("text: <http:// unclosed", DocumentKind::Text, |size| after("<http://", "a\n", size)),
    ("markdown: a: then )", DocumentKind::Markdown, |size| after("a:", ")", size)),
    ("markdown: one line of links", DocumentKind::Markdown, |size| repeat("[x](http://a/b) ", size)),
    ("markdown: ](](", DocumentKind::Markdown, |size| repeat("](", size)),
    ("markdown: [a]( unclosed", DocumentKind::Markdown, |size| repeat("[a](", size)),
    ("markdown: [[[", DocumentKind::Markdown, |size| repeat("[", size)),
    ("markdown: ![![", DocumentKind::Markdown, |size| repeat("![", size)),
    ("markdown: <<<", DocumentKind::Markdown, |size| repeat("<", size)),
    ("markdown: :::", DocumentKind::Markdown, |size| repeat(":", size)),
    ("html: one line of links", DocumentKind::Html, |size| repeat("<a href=\"http://a/b\">x</a>", size)),
    ("html: <a href=<a href=", DocumentKind::Html, |size| repeat("<a href=", size)),
    ("html: &&&", DocumentKind::Html, |size| after("<a href=\"", "&", size)),
    ("html: &#&#", DocumentKind::Html, |size| after("<a href=\"", "&#", size)),
    ("html: <<<", DocumentKind::Html, |size| repeat("<", size)),
];

const SIZES: &[usize] = &[1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20, 1 << 21];

/// The fastest of runs that together take at least 50 ms (and three at least), per byte, in nanoseconds.
fn time_per_byte(text: &str, kind: DocumentKind) -> f64 {
    let options = ExtractOptions::default();
    let (mut best, mut total, mut runs) = (Duration::MAX, Duration::ZERO, 0);
    while runs < 3 || total < Duration::from_millis(50) {
        let start = Instant::now();
        black_box(candidates(black_box(text), kind, &options));
        let took = start.elapsed();
        best = best.min(took);
        total += took;
        runs += 1;
    }
    best.as_secs_f64() * 1e9 / text.len() as f64
}

fn main() {
    if let (Ok(shape), Ok(size)) = (std::env::var("EXTRACT_SHAPE"), std::env::var("EXTRACT_SIZE")) {
        let (name, kind, make) = SHAPES[shape.parse::<usize>().expect("a row number")];
        let text = make(size.parse().expect("a size in bytes"));
        let found = candidates(black_box(&text), kind, &ExtractOptions::default()).len();
        println!("{name}: {} bytes, {found} URIs", text.len());
        return;
    }
    let load = std::fs::read_to_string("/proc/loadavg")
        .map(|text| text.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_owned());
    println!("load average: {load}");
    print!("| ns per byte | ");
    for size in SIZES {
        print!("{} KiB | ", size >> 10);
    }
    println!("2 MiB / 16 KiB | 2 MiB / 1 MiB |");
    println!("|---|{}---:|---:|", "---:|".repeat(SIZES.len()));
    for (name, kind, make) in SHAPES {
        print!("| {name} | ");
        let mut row = Vec::new();
        for &size in SIZES {
            let per_byte = time_per_byte(&make(size), *kind);
            row.push(per_byte);
            print!("{per_byte:.2} | ");
        }
        let last = row[SIZES.len() - 1];
        println!("{:.2} | {:.2} |", last / row[2], last / row[SIZES.len() - 2]);
    }
}
