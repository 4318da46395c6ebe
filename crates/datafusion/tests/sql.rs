//! The functions in SQL, over a Parquet and a CSV file the test writes in a temporary folder.

use std::sync::Arc;

use datafusion::arrow::array::{RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;
use datafusion::prelude::{CsvReadOptions, ParquetReadOptions, SessionConfig, SessionContext};

const URLS: [&str; 8] = [
    "http://example.com/a?x=1",
    "https://example.com/b",
    "http://other.org:8080/",
    "http://a b/",
    "ftp://user@files.example.com/pub",
    "/relative/path",
    "http://[::1]/",
    "https://example.com/c#frag",
];

/// The URLs repeated `times` times, in a Parquet file of row groups of 5 rows, and in a CSV file.
fn write_files(folder: &std::path::Path, times: usize) -> (String, String) {
    let rows: Vec<&str> = (0..times).flat_map(|_| URLS).collect();
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, false)]));
    let batch =
        RecordBatch::try_new(Arc::clone(&schema), vec![Arc::new(StringArray::from(rows.clone()))]).expect("a batch");
    let parquet = folder.join("crawl.parquet");
    let properties = WriterProperties::builder().set_max_row_group_row_count(Some(5)).build();
    let mut writer = ArrowWriter::try_new(std::fs::File::create(&parquet).expect("create"), schema, Some(properties))
        .expect("writer");
    writer.write(&batch).expect("write");
    let metadata = writer.close().expect("close");
    assert!(metadata.num_row_groups() > 1, "several row groups");
    let csv = folder.join("crawl.csv");
    let mut text = String::from("url\n");
    for row in &rows {
        text.push_str(&format!("\"{row}\"\n"));
    }
    std::fs::write(&csv, text).expect("write the CSV");
    (parquet.display().to_string(), csv.display().to_string())
}

fn context() -> SessionContext {
    let mut ctx = SessionContext::new_with_config(SessionConfig::new().with_target_partitions(2));
    urigram_datafusion::register(&mut ctx).expect("register");
    ctx
}

async fn table(ctx: &SessionContext, sql: &str) -> String {
    let batches = ctx.sql(sql).await.expect("plan").collect().await.expect("run");
    pretty_format_batches(&batches).expect("format").to_string()
}

const HOSTS: &str = "+-------------------+----------+\n\
                     | host              | count(*) |\n\
                     +-------------------+----------+\n\
                     | example.com       | 9        |\n\
                     |                   | 3        |\n\
                     | [::1]             | 3        |\n\
                     | files.example.com | 3        |\n\
                     | other.org         | 3        |\n\
                     +-------------------+----------+";

#[tokio::test]
async fn hosts_of_the_valid_urls_of_a_parquet_and_a_csv_file() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let (parquet, csv) = write_files(folder.path(), 3);
    let ctx = context();
    ctx.register_parquet("crawl_parquet", &parquet, ParquetReadOptions::default()).await.expect("parquet");
    ctx.register_csv("crawl_csv", &csv, CsvReadOptions::new()).await.expect("csv");
    for name in ["crawl_parquet", "crawl_csv"] {
        let sql = format!(
            "SELECT uri_parse(url)['host'] AS host, count(*) FROM {name} WHERE uri_is_valid(url) \
             GROUP BY 1 ORDER BY 2 DESC, 1 NULLS FIRST"
        );
        // The relative reference has no host: NULL, printed empty.
        assert_eq!(table(&ctx, &sql).await, HOSTS, "{name}");
    }
}

#[tokio::test]
async fn every_function_runs_in_sql_and_agrees_with_the_library() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let (parquet, _) = write_files(folder.path(), 1);
    let ctx = context();
    ctx.register_parquet("crawl", &parquet, ParquetReadOptions::default()).await.expect("parquet");
    let sql = "SELECT url, uri_host(url) AS host, uri_path(url) AS path, uri_parse(url)['port_number'] AS port, \
               uri_error(url)['start'] AS error_at, uri_query_param(url, 'x') AS x, \
               uri_resolve('http://base/dir/file', url) AS resolved, uri_normalize_scheme_based(url) AS normal, \
               uri_equivalent(url, 'http://example.com/a?x=1') AS same, uri_relativize('https://example.com/', url) AS rel \
               FROM crawl";
    let batches = ctx.sql(sql).await.expect("plan").collect().await.expect("run");
    let mut seen = 0;
    for batch in &batches {
        let column = |name: &str| {
            datafusion::arrow::compute::cast(batch.column_by_name(name).expect(name), &DataType::Utf8).expect("cast")
        };
        let (urls, hosts, paths, resolved, normal) =
            (column("url"), column("host"), column("path"), column("resolved"), column("normal"));
        use datafusion::arrow::array::AsArray;
        for row in 0..batch.num_rows() {
            let url = urls.as_string::<i32>().value(row);
            let parsed = urigram::rfc3986::parse_uri_reference(url).ok();
            let host = parsed.and_then(|uri| uri.authority()).map(|authority| authority.host().as_str());
            let value = |array: &datafusion::arrow::array::ArrayRef| {
                let strings = array.as_string::<i32>();
                strings.is_valid(row).then(|| strings.value(row).to_owned())
            };
            use datafusion::arrow::array::Array;
            assert_eq!(value(&hosts).as_deref(), host, "{url}");
            assert_eq!(value(&paths).as_deref(), parsed.map(|uri| uri.path().as_str()), "{url}");
            let expected = urigram::resolve::rfc3986::resolve("http://base/dir/file", url, Default::default()).ok();
            assert_eq!(value(&resolved), expected, "{url}");
            let expected = urigram::normalize::normalize(url, urigram::normalize::Normalization::SCHEME_BASED).ok();
            assert_eq!(value(&normal), expected, "{url}");
            seen += 1;
        }
    }
    assert_eq!(seen, URLS.len());
    let text = pretty_format_batches(&batches).expect("format").to_string();
    assert!(text.contains("| http://other.org:8080/ "), "{text}");
}

/// The hosts a browser reads: the parser fails on the host with a space and on the relative reference (no base),
/// and the field access on `uri_parse(url, 'whatwg')` is planned as `uri_host(url, 'whatwg')`.
#[tokio::test]
async fn hosts_of_the_urls_a_browser_reads_with_the_whatwg_grammar() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let (parquet, _) = write_files(folder.path(), 3);
    let ctx = context();
    ctx.register_parquet("crawl", &parquet, ParquetReadOptions::default()).await.expect("parquet");
    let sql = "SELECT uri_parse(url, 'whatwg')['host'] AS host, count(*), sum(uri_parse(url, 'whatwg')['port_number']) \
               AS ports FROM crawl WHERE uri_parse(url, 'whatwg') IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1";
    let expected = "+-------------------+----------+-------+\n\
                    | host              | count(*) | ports |\n\
                    +-------------------+----------+-------+\n\
                    | example.com       | 9        |       |\n\
                    | [::1]             | 3        |       |\n\
                    | files.example.com | 3        |       |\n\
                    | other.org         | 3        | 24240 |\n\
                    +-------------------+----------+-------+";
    assert_eq!(table(&ctx, sql).await, expected);
    let explain = table(&ctx, "EXPLAIN SELECT uri_parse(url, 'whatwg')['host'] FROM crawl").await;
    let physical = explain.split("physical_plan").nth(1).expect("a physical plan");
    assert!(physical.contains("uri_host(url@0, whatwg)"), "{explain}");
}

#[tokio::test]
async fn an_unknown_grammar_is_a_planning_error_and_the_grammars_differ() {
    let ctx = context();
    let error = ctx.sql("SELECT uri_parse('http://a/', '3986bis')").await.expect_err("an unknown grammar");
    let message = error.to_string();
    assert!(message.contains("unknown grammar '3986bis'"), "{message}");
    assert!(message.contains("'2396'") && message.contains("'1808'"), "{message}");
    let error = ctx.sql("SELECT uri_is_valid('http://a/', 'http://b/')").await.expect_err("not a grammar");
    assert!(error.to_string().contains("'3987'"), "{error}");
    let text = table(
        &ctx,
        "SELECT uri_is_valid('http://[::1]/') AS a, uri_is_valid('http://[::1]/', '2396') AS b, \
         uri_is_valid('http://[::1]/', '2732') AS c, uri_error('http://[::1]/', '2396')['section'] AS d",
    )
    .await;
    assert!(text.contains("| true | false | true | 3.2.2 |"), "{text}");
}

#[tokio::test]
async fn the_functions_are_documented_in_the_information_schema() {
    let ctx = SessionContext::new_with_config(SessionConfig::new().with_information_schema(true));
    let mut ctx = ctx;
    urigram_datafusion::register(&mut ctx).expect("register");
    let text = table(
        &ctx,
        "SELECT DISTINCT routine_name FROM information_schema.routines WHERE routine_name LIKE 'uri\\_%' \
         ORDER BY 1",
    )
    .await;
    for function in urigram_datafusion::functions() {
        assert!(text.contains(function.name()), "{} missing from\n{text}", function.name());
        let documentation = function.documentation().expect("documented");
        assert!(documentation.syntax_example.starts_with(function.name()), "{}", function.name());
    }
}

#[tokio::test]
async fn a_host_or_path_of_uri_parse_is_planned_as_uri_host_or_uri_path() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let (parquet, _) = write_files(folder.path(), 2);
    let ctx = context();
    ctx.register_parquet("crawl", &parquet, ParquetReadOptions::default()).await.expect("parquet");
    let explain = table(&ctx, "EXPLAIN SELECT uri_parse(url, '2396')['host'], uri_parse(url)['path'] FROM crawl").await;
    let physical = explain.split("physical_plan").nth(1).expect("a physical plan");
    assert!(physical.contains("uri_host(url@0, 2396)"), "{explain}");
    assert!(physical.contains("uri_path(url@0)"), "{explain}");
    // No `uri_parse` runs; the columns keep its names (`uri_parse(crawl.url)[path]`).
    assert!(!physical.contains("uri_parse(url@0"), "{explain}");
    assert!(physical.contains("as uri_parse(crawl.url)[path]"), "{explain}");
    // The other fields read the struct, and any field of a struct built another way is left alone.
    let explain =
        table(&ctx, "EXPLAIN SELECT uri_parse(url)['scheme'], named_struct('host', url)['host'] FROM crawl").await;
    assert!(explain.contains("uri_parse(") && !explain.contains("uri_host("), "{explain}");

    // The same table, column names included, as a context that has the functions without the rewrite gives.
    let plain = SessionContext::new_with_config(SessionConfig::new().with_target_partitions(2));
    for function in urigram_datafusion::functions() {
        plain.register_udf(function.as_ref().clone());
    }
    plain.register_parquet("crawl", &parquet, ParquetReadOptions::default()).await.expect("parquet");
    let sql = "SELECT url, uri_parse(url, '2396')['host'], uri_parse(url, '1808')['path'], uri_parse(url)['host'], \
               uri_parse(url)['path'] FROM crawl ORDER BY url";
    let (rewritten, full) = (table(&ctx, sql).await, table(&plain, sql).await);
    assert_eq!(rewritten, full);
    assert!(rewritten.contains("uri_parse(crawl.url,Utf8(\"2396\"))[host]"), "{rewritten}");
    assert!(rewritten.contains("| http://[::1]/ "), "{rewritten}");
    let explain = table(&plain, &format!("EXPLAIN {sql}")).await;
    assert!(!explain.contains("uri_host("), "{explain}");
}
