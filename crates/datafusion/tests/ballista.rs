//! The functions run distributed: Ballista's standalone cluster (a scheduler and an executor in this process,
//! talking gRPC over loopback) runs SQL over a Parquet file of several row groups, and the result equals the
//! single-process run. The functions are registered in the session state that the scheduler and the executor
//! are made from: the executor deserializes the plan it is sent by looking each function up by name there.
//!
//! Built only with the `ballista` feature (`cargo test -p urigram-datafusion --features ballista --test
//! ballista`), which CI enables in a step of its own.

use std::sync::Arc;

use ballista::prelude::{SessionConfigExt, SessionContextExt};
use datafusion::arrow::array::{RecordBatch, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::execution::SessionStateBuilder;
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::parquet::file::properties::WriterProperties;
use datafusion::prelude::{ParquetReadOptions, SessionConfig, SessionContext};

/// `rows` URLs, valid and not, made deterministically from a few hosts, paths and queries.
fn urls(rows: usize) -> Vec<String> {
    let hosts = ["example.com", "Example.COM", "[::1]", "192.0.2.7", "files.example.org", "a b", "xn--bcher-kva.ch"];
    let paths = ["/", "/a/b", "", "/%7euser", "/a/./b/../c", "/x y"];
    let queries = ["", "?q=1", "?a=1&b=2", "?"];
    (0..rows)
        .map(|i| {
            let host = hosts[i % hosts.len()];
            let path = paths[(i / 7) % paths.len()];
            let query = queries[(i / 11) % queries.len()];
            match i % 13 {
                0 => format!("/relative{path}{query}"),
                1 => format!("mailto:user{i}@{host}"),
                _ => format!("http{}://{host}:{}{path}{query}", if i % 2 == 0 { "s" } else { "" }, 8000 + i % 5),
            }
        })
        .collect()
}

/// A Parquet file of `rows` URLs in row groups of `group` rows.
fn write_parquet(path: &std::path::Path, rows: usize, group: usize) {
    let schema = Arc::new(Schema::new(vec![Field::new("url", DataType::Utf8, true)]));
    let batch =
        RecordBatch::try_new(Arc::clone(&schema), vec![Arc::new(StringArray::from(urls(rows)))]).expect("a batch");
    let properties = WriterProperties::builder().set_max_row_group_row_count(Some(group)).build();
    let file = std::fs::File::create(path).expect("create the Parquet file");
    let mut writer = ArrowWriter::try_new(file, schema, Some(properties)).expect("a writer");
    writer.write(&batch).expect("write");
    let metadata = writer.close().expect("close");
    assert!(metadata.num_row_groups() >= 4, "{} row groups", metadata.num_row_groups());
}

const QUERIES: [&str; 3] = [
    "SELECT uri_parse(url)['host'] AS host, count(*) AS n FROM crawl WHERE uri_is_valid(url) \
     GROUP BY 1 ORDER BY 2 DESC, 1 NULLS FIRST",
    "SELECT uri_parse(url, '2732')['host_kind'] AS kind, uri_error(url)['rule'] AS rule, count(*) AS n FROM crawl \
     GROUP BY 1, 2 ORDER BY 1 NULLS FIRST, 2 NULLS FIRST",
    "SELECT uri_normalize_scheme_based(url) AS normal, uri_resolve('http://base/d/f', url) AS target, \
     uri_query_param(url, 'b') AS b, uri_path(url) AS path FROM crawl ORDER BY 1 NULLS FIRST, 2 NULLS FIRST, 4 \
     LIMIT 50",
];

async fn run(ctx: &SessionContext, sql: &str) -> String {
    let batches = ctx.sql(sql).await.expect("plan").collect().await.expect("run");
    pretty_format_batches(&batches).expect("format").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sql_over_parquet_on_a_standalone_ballista_cluster_equals_the_single_process_run() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let parquet = folder.path().join("crawl.parquet");
    write_parquet(&parquet, 4000, 700);
    let parquet = parquet.display().to_string();

    // The cluster: its scheduler and executor are made from this state, functions included (the executor
    // deserializes the plans it runs with the state's functions, looked up by name).
    let mut state = SessionStateBuilder::new()
        .with_default_features()
        // Three partitions, and the file split among them however small (by its row groups): three tasks.
        .with_config(SessionConfig::new_with_ballista().with_target_partitions(3).with_repartition_file_min_size(1))
        .build();
    // Beside DataFusion's own (`with_scalar_functions` would replace them, `get_field` among them).
    urigram_datafusion::register(&mut state).expect("register");
    let mut cluster = SessionContext::standalone_with_state(state).await.expect("a standalone Ballista cluster");
    // Ballista 55 gives the client's context its own list of functions (the state's are kept for the scheduler
    // and the executor): the client plans the SQL, so it needs them too.
    assert!(!cluster.state().scalar_functions().contains_key("uri_parse"), "Ballista now keeps the functions");
    urigram_datafusion::register(&mut cluster).expect("register");
    cluster.register_parquet("crawl", &parquet, ParquetReadOptions::default()).await.expect("register");

    let mut local = SessionContext::new();
    urigram_datafusion::register(&mut local).expect("register");
    local.register_parquet("crawl", &parquet, ParquetReadOptions::default()).await.expect("register");

    // The plan is Ballista's: stages of shuffles that the executor runs, the file read in three parts.
    let plan = run(&cluster, &format!("EXPLAIN {}", QUERIES[0])).await;
    assert!(plan.contains("distributed_plan") && plan.contains("ShuffleWriterExec"), "{plan}");
    assert!(plan.contains("file_groups={3 groups"), "{plan}");

    for sql in QUERIES {
        let distributed = run(&cluster, sql).await;
        let single = run(&local, sql).await;
        assert_eq!(distributed, single, "{sql}");
        assert!(distributed.lines().count() > 6, "{sql} gives too little to compare:\n{distributed}");
    }
}
