//! SQL over CSV, Parquet and NDJSON files with urigram's functions, without writing Rust.
//!
//! ```text
//! cargo run -p urigram-datafusion --example sql -- [--table NAME=FILE]... [--partitions N] SQL...
//! ```
//!
//! A file can be named in the query itself (`FROM 'crawl.parquet'`; `.csv`, `.parquet`, `.json` for NDJSON) or
//! registered as a table with `--table urls=crawl.ndjson` (the format from the extension: `csv`, `parquet`,
//! `json`, `ndjson` or `jsonl`). Each SQL argument is run in turn and its result printed as a table.
//!
//! ```text
//! cargo run -p urigram-datafusion --example sql -- \
//!   "SELECT uri_parse(url)['host'] AS host, count(*) FROM 'crates/datafusion/examples/crawl.csv' \
//!    WHERE uri_is_valid(url) GROUP BY 1 ORDER BY 2 DESC, 1"
//! ```

use std::process::ExitCode;

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::error::{DataFusionError, Result};
use datafusion::prelude::{CsvReadOptions, JsonReadOptions, ParquetReadOptions, SessionConfig, SessionContext};

const USAGE: &str = "usage: sql [--table NAME=FILE]... [--partitions N] SQL...";

#[tokio::main]
async fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

async fn run(arguments: Vec<String>) -> Result<()> {
    let mut tables = Vec::new();
    let mut queries = Vec::new();
    let mut config = SessionConfig::new();
    let mut arguments = arguments.into_iter();
    while let Some(argument) = arguments.next() {
        match argument.as_str() {
            "--table" => {
                let table = arguments.next().ok_or_else(|| usage("--table needs NAME=FILE"))?;
                let (name, file) = table.split_once('=').ok_or_else(|| usage("--table needs NAME=FILE"))?;
                tables.push((name.to_owned(), file.to_owned()));
            }
            "--partitions" => {
                let count = arguments.next().and_then(|n| n.parse().ok()).ok_or_else(|| usage("--partitions N"))?;
                config = config.with_target_partitions(count);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            _ => queries.push(argument),
        }
    }
    if queries.is_empty() {
        return Err(usage("no SQL given"));
    }
    let mut ctx = SessionContext::new_with_config(config).enable_url_table();
    urigram_datafusion::register(&mut ctx)?;
    for (name, file) in &tables {
        let extension = file.rsplit_once('.').map(|(_, extension)| extension).unwrap_or_default();
        match extension.to_ascii_lowercase().as_str() {
            "csv" => ctx.register_csv(name, file, CsvReadOptions::new()).await?,
            "parquet" => ctx.register_parquet(name, file, ParquetReadOptions::default()).await?,
            "json" | "ndjson" | "jsonl" => {
                let dot_extension = format!(".{extension}");
                let options = JsonReadOptions::default().file_extension(&dot_extension);
                ctx.register_json(name, file, options).await?;
            }
            _ => return Err(usage(&format!("{file}: the format is not known from its extension"))),
        }
    }
    for sql in &queries {
        let batches = ctx.sql(sql).await?.collect().await?;
        println!("{}", pretty_format_batches(&batches)?);
    }
    Ok(())
}

fn usage(problem: &str) -> DataFusionError {
    DataFusionError::Plan(format!("{problem}\n{USAGE}"))
}
