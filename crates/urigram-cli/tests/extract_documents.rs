//! `check --extract` on documents with bad bytes: every URI found gives one record, positioned in the file's
//! bytes, and the offending byte is reported as the file has it (a byte that is not UTF-8, a NUL), in Markdown,
//! HTML and plain text alike.

mod common;

use common::urigram;

/// Writes `bytes` to a scratch file named `name` and runs `check --extract --format short` on it.
fn check(name: &str, bytes: &[u8]) -> (i32, String) {
    let folder = std::env::temp_dir().join(format!("urigram-extract-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join(name);
    std::fs::write(&path, bytes).unwrap();
    let run = urigram(&["check", "--extract", "--no-config", "--format", "short", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    let short: Vec<String> =
        run.stdout.lines().map(|line| line.rsplit_once(&*name).map_or(line, |(_, rest)| rest).to_owned()).collect();
    (run.code, short.join("\n"))
}

#[test]
fn a_byte_that_is_not_utf8_is_reported_where_it_is() {
    let (code, out) = check("bad.md", b"caf\xe9 [a](http://a/\xffb) and <a href=\"x\">\r\n");
    assert_eq!(code, 1);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.starts_with(":1:19: error: byte 0xFF is not UTF-8"), "{out}");
    let (_, out) = check("bad.html", b"<p>\xe9</p><a href=\"http://a/\xffb\">");
    assert!(out.starts_with(":1:27: error: byte 0xFF is not UTF-8"), "{out}");
    let (_, out) = check("bad.txt", b"\xe9 http://a/\xffb\n");
    assert!(out.starts_with(":1:12: error: byte 0xFF is not UTF-8"), "{out}");
}

#[test]
fn a_nul_in_an_attribute_is_the_files_nul() {
    // The line end inside the first value is a blank around it, no part of it.
    let (code, out) = check("nul.html", b"<a href=\"http://a/\r\n\">\n<img src=\"b\x00c\">");
    assert_eq!(code, 1);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.starts_with(":3:12: error: control character U+0000"), "{out}");
}

#[test]
fn long_lines_of_many_uris_complete_with_one_record_each() {
    let markdown = "[x](http://a/%zz) ".repeat(20_000);
    let (code, out) = check("many.md", markdown.as_bytes());
    assert_eq!((code, out.lines().count()), (1, 20_000));
    let html = "<a href='http://a/%zz'>".repeat(20_000);
    let (_, out) = check("many.html", html.as_bytes());
    assert_eq!(out.lines().count(), 20_000);
}
