//! `uri_parse(u)['host']` in SQL over Parquet, against DataFusion's Spark-compatible `parse_url(u, 'HOST')`
//! (`datafusion-spark`; its `try_parse_url`, the same parser with NULL for the lines it rejects), a
//! `regexp_match` on RFC 3986 Appendix B's expression, and the library's own parse of
//! the same rows; on one core and on two; and the peak heap of the query as the rows grow tenfold. Also the
//! functions alone, called on the rows as in-memory `Utf8View` batches (the type and batch size the scan hands
//! them over in), against the library's parse of the same batches: the functions' own cost per row, without the
//! scan, the plan and the aggregate. Every ratio comes from one run of this program, each figure the best of its
//! repetitions.
//!
//! ```text
//! cargo bench -p urigram-datafusion --bench sql --profile sql-bench     # 1,000,000 rows (100,000 for memory)
//! URIGRAM_BENCH_ROWS=10000000 cargo bench -p urigram-datafusion --bench sql --profile sql-bench  # 10 million
//! ```
//!
//! The rows are the lines of the shared folder's `bench/kasztp.txt` and `bench/synthetic.txt`, interleaved and
//! repeated in order until there are enough, written to a Parquet file in a temporary folder (plain encoding,
//! row groups of 128 Ki rows, so that two partitions get as much work each). Without the shared folder the
//! benchmark says so and stops.

#[path = "../../../tests/support/shared.rs"]
mod shared;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use datafusion::arrow::array::{Array, ArrayRef, AsArray, RecordBatch, StringArray, StringViewArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::common::config::ConfigOptions;
use datafusion::logical_expr::{ColumnarValue, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDF};
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;
use datafusion::prelude::{ParquetReadOptions, SessionConfig, SessionContext};

/// The system allocator, counting the bytes in use and their peak since the last [`reset_peak`].
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; the counters only watch.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(pointer, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let moved = unsafe { System.realloc(pointer, layout, new_size) };
        if !moved.is_null() {
            if new_size >= layout.size() {
                let now = IN_USE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size - layout.size();
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                IN_USE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn reset_peak() {
    PEAK.store(IN_USE.load(Ordering::Relaxed), Ordering::Relaxed);
}

const APPENDIX_B: &str = r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?";

/// The corpora's lines, interleaved: kasztp's first line, synthetic's first, and so on.
fn lines() -> Option<Vec<String>> {
    let kasztp = shared::read("bench/kasztp.txt")?;
    let synthetic = shared::read("bench/synthetic.txt")?;
    let (mut a, mut b) = (kasztp.lines(), synthetic.lines());
    let mut out = Vec::new();
    loop {
        match (a.next(), b.next()) {
            (None, None) => return Some(out),
            (x, y) => out.extend(x.into_iter().chain(y).map(str::to_owned)),
        }
    }
}

/// Row `i` of the benchmark: the lines repeated in order.
fn row(lines: &[String], i: usize) -> &str {
    &lines[i % lines.len()]
}

/// Writes `rows` rows to `path`, in batches of 64 Ki rows.
fn write(path: &std::path::Path, lines: &[String], rows: usize) {
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, false)]));
    let properties =
        WriterProperties::builder().set_max_row_group_row_count(Some(128 * 1024)).set_dictionary_enabled(false).build();
    let file = std::fs::File::create(path).expect("create the Parquet file");
    let mut writer = ArrowWriter::try_new(file, Arc::clone(&schema), Some(properties)).expect("a writer");
    let mut start = 0;
    while start < rows {
        let end = (start + 64 * 1024).min(rows);
        let column = StringArray::from_iter_values((start..end).map(|i| row(lines, i)));
        let batch = RecordBatch::try_new(Arc::clone(&schema), vec![Arc::new(column)]).expect("a batch");
        writer.write(&batch).expect("write");
        start = end;
    }
    writer.close().expect("close");
}

async fn context(path: &std::path::Path, partitions: usize) -> SessionContext {
    let mut ctx = SessionContext::new_with_config(SessionConfig::new().with_target_partitions(partitions));
    urigram_datafusion::register(&mut ctx).expect("register");
    // `try_parse_url`: `parse_url`'s parser, with NULL where `parse_url` stops the query with an error (the
    // corpora hold lines that the `url` crate rejects).
    ctx.register_udf(datafusion_spark::function::url::try_parse_url().as_ref().clone());
    ctx.register_parquet("t", path.to_str().expect("a UTF-8 path"), ParquetReadOptions::default())
        .await
        .expect("register the file");
    ctx
}

/// The best of `repetitions` runs of `sql`, and its single value (a count) as a check.
async fn time(ctx: &SessionContext, sql: &str, repetitions: usize) -> (Duration, String) {
    let mut best = Duration::MAX;
    let mut answer = String::new();
    for _ in 0..repetitions {
        let started = Instant::now();
        let batches = ctx.sql(sql).await.expect("plan").collect().await.expect("run");
        best = best.min(started.elapsed());
        answer = datafusion::arrow::util::pretty::pretty_format_batches(&batches).expect("format").to_string();
    }
    let value = answer.lines().nth(3).unwrap_or_default().trim_matches(|c| c == '|' || c == ' ').to_owned();
    (best, value)
}

/// The peak heap above what was in use before, while `sql` runs once.
async fn peak(ctx: &SessionContext, sql: &str) -> usize {
    let before = IN_USE.load(Ordering::Relaxed);
    reset_peak();
    ctx.sql(sql).await.expect("plan").collect().await.expect("run");
    PEAK.load(Ordering::Relaxed).saturating_sub(before)
}

/// DataFusion's default batch size.
const BATCH_ROWS: usize = 8192;

/// The rows as `Utf8View` batches of [`BATCH_ROWS`].
fn view_batches(lines: &[String], rows: usize) -> Vec<ArrayRef> {
    (0..rows)
        .step_by(BATCH_ROWS)
        .map(|start| {
            let end = (start + BATCH_ROWS).min(rows);
            Arc::new(StringViewArray::from_iter_values((start..end).map(|i| row(lines, i)))) as ArrayRef
        })
        .collect()
}

/// The function `name` of the crate.
fn function(name: &str) -> ScalarUDF {
    let found = urigram_datafusion::functions().into_iter().find(|function| function.name() == name);
    found.map(|function| function.as_ref().clone()).expect("the crate's function")
}

/// `function` called on one column, as DataFusion calls it once the plan is made; the rows whose result is not
/// NULL.
fn invoke(function: &ScalarUDF, column: &ArrayRef) -> usize {
    let arg_fields = vec![Arc::new(Field::new("url", DataType::Utf8View, true))];
    let return_field = function
        .return_field_from_args(ReturnFieldArgs { arg_fields: &arg_fields, scalar_arguments: &[None] })
        .expect("planning");
    let result = function
        .invoke_with_args(ScalarFunctionArgs {
            args: vec![ColumnarValue::Array(Arc::clone(column))],
            arg_fields,
            number_rows: column.len(),
            return_field,
            config_options: Arc::new(ConfigOptions::default()),
        })
        .expect("evaluation");
    match result {
        ColumnarValue::Array(array) => array.len() - array.null_count(),
        ColumnarValue::Scalar(_) => 0,
    }
}

/// The best of `repetitions` runs of `run`, and its answer.
fn best(repetitions: usize, mut run: impl FnMut() -> usize) -> (Duration, usize) {
    let mut best = Duration::MAX;
    let mut answer = 0;
    for _ in 0..repetitions {
        let started = Instant::now();
        answer = run();
        best = best.min(started.elapsed());
    }
    (best, answer)
}

fn per_row(duration: Duration, rows: usize) -> f64 {
    duration.as_secs_f64() * 1e9 / rows as f64
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing and wants no benchmark run.
    if !std::env::args().any(|argument| argument == "--bench") {
        return;
    }
    let Some(lines) = lines() else {
        println!("sql: skipped, the shared folder's corpora are needed (set URIGRAM_SHARED)");
        return;
    };
    let rows: usize = std::env::var("URIGRAM_BENCH_ROWS").ok().and_then(|n| n.parse().ok()).unwrap_or(1_000_000);
    let repetitions = 3;
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("tokio");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let big = folder.path().join("rows.parquet");
    let small = folder.path().join("rows-tenth.parquet");
    let started = Instant::now();
    write(&big, &lines, rows);
    write(&small, &lines, rows / 10);
    println!(
        "sql: {rows} rows ({} distinct lines), written in {:.1} s, {:.0} MB of Parquet; load {}",
        lines.len(),
        started.elapsed().as_secs_f64(),
        std::fs::metadata(&big).map(|m| m.len()).unwrap_or(0) as f64 / 1e6,
        std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim()
    );

    runtime.block_on(async {
        let one = context(&big, 1).await;
        let two = context(&big, 2).await;
        let queries = [
            // `count(url)` is answered from the Parquet statistics; `nullif` makes the scan read every value.
            ("scan only: count(nullif(url, ''))", "SELECT count(nullif(url, '')) FROM t".to_owned()),
            ("uri_parse(url)['host']", "SELECT count(uri_parse(url)['host']) FROM t".to_owned()),
            ("uri_host(url)", "SELECT count(uri_host(url)) FROM t".to_owned()),
            (
                "try_parse_url(url, 'HOST') (datafusion-spark)",
                "SELECT count(try_parse_url(url, 'HOST')) FROM t".to_owned(),
            ),
            ("regexp_match(url, Appendix B)[4]", format!("SELECT count(regexp_match(url, '{APPENDIX_B}')[4]) FROM t")),
        ];
        let mut one_core = Vec::new();
        println!("\none core (target_partitions = 1), best of {repetitions}:");
        for (label, sql) in &queries {
            let (duration, value) = time(&one, sql, repetitions).await;
            println!(
                "  {label:<45} {:>8.3} s  {:>7.1} ns/row  {:>6.2} M rows/s  (count {value})",
                duration.as_secs_f64(),
                per_row(duration, rows),
                rows as f64 / duration.as_secs_f64() / 1e6
            );
            one_core.push(duration);
        }

        // The library alone, on the same rows, in memory: the host of each RFC 3986 reference.
        let mut library = Duration::MAX;
        let mut hosts = 0usize;
        for _ in 0..repetitions {
            let started = Instant::now();
            hosts = (0..rows)
                .filter(|&i| {
                    urigram::rfc3986::parse_uri_reference(row(&lines, i)).ok().and_then(|u| u.authority()).is_some()
                })
                .count();
            library = library.min(started.elapsed());
        }
        println!(
            "  {:<45} {:>8.3} s  {:>7.1} ns/row  (hosts {hosts})",
            "library: rfc3986::parse_uri_reference, host",
            library.as_secs_f64(),
            per_row(library, rows)
        );

        // The functions alone, and the library, on the same in-memory batches.
        let batches = view_batches(&lines, rows);
        let (host, parse_struct) = (function("uri_host"), function("uri_parse"));
        let (host_alone, host_count) = best(repetitions, || batches.iter().map(|batch| invoke(&host, batch)).sum());
        let (parse_alone, parse_count) =
            best(repetitions, || batches.iter().map(|batch| invoke(&parse_struct, batch)).sum());
        let (library_batches, library_hosts) = best(repetitions, || {
            let mut hosts = 0;
            for batch in &batches {
                let strings = batch.as_string_view();
                for i in 0..strings.len() {
                    let reference = urigram::rfc3986::parse_uri_reference(strings.value(i)).ok();
                    hosts += usize::from(reference.and_then(|u| u.authority()).is_some());
                }
            }
            hosts
        });
        println!("\nthe functions alone, on Utf8View batches of {BATCH_ROWS} rows in memory, best of {repetitions}:");
        for (label, duration, count) in [
            ("uri_host(url)", host_alone, host_count),
            ("uri_parse(url)", parse_alone, parse_count),
            ("library: parse_uri_reference, host", library_batches, library_hosts),
        ] {
            println!(
                "  {label:<45} {:>8.3} s  {:>7.1} ns/row  (not NULL {count})",
                duration.as_secs_f64(),
                per_row(duration, rows)
            );
        }

        let (scan, parse, _, spark, regex) = (one_core[0], one_core[1], one_core[2], one_core[3], one_core[4]);
        let net = parse.saturating_sub(scan);
        println!("\nratios (one run):");
        println!(
            "  try_parse_url / uri_parse throughput          {:>6.2}x  (issue: >= 3x)",
            spark.as_secs_f64() / parse.as_secs_f64()
        );
        println!(
            "  regexp_match / uri_parse throughput       {:>6.2}x  (issue: >= 3x)",
            regex.as_secs_f64() / parse.as_secs_f64()
        );
        println!(
            "  uri_parse query / library parse, per row  {:>6.2}x  (issue: <= 2x); without the scan {:.2}x",
            parse.as_secs_f64() / library.as_secs_f64(),
            net.as_secs_f64() / library.as_secs_f64()
        );
        println!(
            "  uri_host alone / library, per row           {:>6.2}x  (issue: <= 2x); uri_parse alone {:.2}x",
            host_alone.as_secs_f64() / library_batches.as_secs_f64(),
            parse_alone.as_secs_f64() / library_batches.as_secs_f64()
        );
        let (two_cores, _) = time(&two, &queries[1].1, repetitions).await;
        println!(
            "  two cores / one core (uri_parse)          {:>6.2}x  (issue: >= 1.7x; {:.3} s on two)",
            parse.as_secs_f64() / two_cores.as_secs_f64(),
            two_cores.as_secs_f64()
        );

        let tenth = context(&small, 1).await;
        let streaming = "SELECT count(uri_parse(url)['host']) FROM t";
        let small_peak = peak(&tenth, streaming).await;
        let big_peak = peak(&one, streaming).await;
        println!(
            "  peak heap, {} rows -> {rows} rows         {:.1} MB -> {:.1} MB ({:.2}x; issue: flat)",
            rows / 10,
            small_peak as f64 / 1e6,
            big_peak as f64 / 1e6,
            big_peak as f64 / small_peak.max(1) as f64
        );
    });
}
