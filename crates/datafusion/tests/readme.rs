//! The repository README's `sql` example commands, run as the example runs them: each query's table is the one the
//! README prints under it.

use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::prelude::SessionContext;

/// The README's examples: each `$ cargo run ... --example sql -- "SQL"` command (continued over lines ending in
/// `\`), with the text printed under it up to the next command or the end of the block.
fn examples(readme: &str) -> Vec<(String, String)> {
    const COMMAND: &str = "$ cargo run -q -p urigram-datafusion --example sql -- \"";
    let mut examples = Vec::new();
    let mut lines = readme.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix(COMMAND) else { continue };
        let mut command = String::from(rest);
        while command.ends_with('\\') {
            command.pop();
            command.push_str(lines.next().expect("a continued command").trim_start());
        }
        let sql = command.strip_suffix('"').expect("the SQL in double quotes").to_owned();
        let mut printed = Vec::new();
        while let Some(next) = lines.peek() {
            if next.starts_with('$') || next.starts_with("```") {
                break;
            }
            printed.push(lines.next().unwrap_or_default());
        }
        examples.push((sql, printed.join("\n")));
    }
    examples
}

#[tokio::test]
async fn the_readmes_sql_examples_print_what_the_readme_shows() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).expect("the README");
    let examples = examples(&readme);
    assert!(examples.len() >= 3, "the README's sql examples: {examples:?}");
    let mut ctx = SessionContext::new().enable_url_table();
    urigram_datafusion::register(&mut ctx).expect("register");
    for (sql, printed) in examples {
        // The example runs from the repository's root; the test from the crate's folder.
        assert!(printed.starts_with("+--"), "a table under {sql}");
        let sql = sql.replace("'crates/", &format!("'{root}/crates/"));
        let batches = ctx.sql(&sql).await.expect("plan").collect().await.expect("run");
        let table = pretty_format_batches(&batches).expect("format").to_string();
        assert_eq!(table, printed, "{sql}");
    }
}
