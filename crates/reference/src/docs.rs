//! Reading the library's documentation comments, to check that each combinator quotes its rule.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The root of the repository.
pub fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `///` documentation of every top-level `pub fn` and `pub const` in the `.rs` files of `dir`: item name
/// (without `r#`) to its documentation lines (without `///` and one space), one entry per item found.
pub fn item_docs(dir: &Path) -> std::io::Result<BTreeMap<String, Vec<String>>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|extension| extension == "rs"))
        .collect();
    files.sort();
    let mut docs: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file)?;
        let mut pending: Vec<String> = Vec::new();
        for line in text.lines() {
            if let Some(doc) = line.strip_prefix("///") {
                pending.push(doc.strip_prefix(' ').unwrap_or(doc).to_owned());
                continue;
            }
            if line.starts_with("#[") {
                continue;
            }
            let item = line.strip_prefix("pub fn ").or_else(|| line.strip_prefix("pub const "));
            if let Some(item) = item {
                let name: String =
                    item.trim_start_matches("r#").chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                docs.entry(name).or_default().push(pending.join("\n"));
            }
            pending.clear();
        }
    }
    Ok(docs)
}

/// The code in a documentation comment: each inline code span (delimited by a run of backticks, as in
/// Markdown) and each fenced block.
pub fn code_spans(doc: &str) -> Vec<String> {
    let mut spans = Vec::new();
    let mut prose = String::new();
    let mut block: Option<Vec<&str>> = None;
    for line in doc.lines() {
        if line.trim_start().starts_with("```") {
            match block.take() {
                Some(lines) => spans.push(lines.join("\n")),
                None => block = Some(Vec::new()),
            }
            continue;
        }
        match block.as_mut() {
            Some(lines) => lines.push(line),
            None => {
                prose.push_str(line);
                prose.push('\n');
            }
        }
    }
    let bytes = prose.as_bytes();
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] != b'`' {
            index += 1;
            continue;
        }
        let run = bytes[index..].iter().take_while(|&&b| b == b'`').count();
        let start = index + run;
        let mut end = start;
        let mut closed = None;
        while end < bytes.len() {
            if bytes[end] == b'`' {
                let closing = bytes[end..].iter().take_while(|&&b| b == b'`').count();
                if closing == run {
                    closed = Some(end);
                    break;
                }
                end += closing;
            } else {
                end += 1;
            }
        }
        match closed {
            Some(end) => {
                let code = &prose[start..end];
                let code = if run > 1 { code.strip_prefix(' ').unwrap_or(code) } else { code };
                let code = if run > 1 { code.strip_suffix(' ').unwrap_or(code) } else { code };
                spans.push(code.to_owned());
                index = end + run;
            }
            None => index = start,
        }
    }
    spans
}

/// `text` with each run of white space made one space, and none at either end.
pub fn normalize(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
