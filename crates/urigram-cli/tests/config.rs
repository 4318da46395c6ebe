//! The project configuration, `urigram.toml`, as `check` reads it: found by walking up from each file, its RFC,
//! amendments, file kinds and ignored URIs applied, the command line winning, and mistakes reported.

mod common;

use std::path::{Path, PathBuf};

use common::urigram;

/// A scratch project: a folder with `urigram.toml` holding `config` (none when empty) and `files`.
fn project(name: &str, config: &str, files: &[(&str, &str)]) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("urigram-project-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(folder.join("docs/deep")).unwrap();
    if !config.is_empty() {
        std::fs::write(folder.join("urigram.toml"), config).unwrap();
    }
    for (path, text) in files {
        std::fs::write(folder.join(path), text).unwrap();
    }
    folder
}

fn path(folder: &Path, relative: &str) -> String {
    folder.join(relative).display().to_string()
}

#[test]
fn kinds_and_ignored_uris_come_from_the_nearest_file() {
    let folder = project(
        "kinds",
        "[kinds]\nmarkdown = [\"docs/**/*.txt\"]\n[extract]\nignore = [\"http://localhost*\"]\n",
        &[("docs/deep/notes.txt", "[a link](http://a/%zz) and http://localhost:8080/%zz\n")],
    );
    let file = path(&folder, "docs/deep/notes.txt");
    let run = urigram(&["check", "--extract", "--format", "short", &file]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    // Read as Markdown: the link's destination, at its own column; the ignored URI is not reported.
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    assert!(run.stdout.contains("notes.txt:1:20:"), "{}", run.stdout);
    // As plain text (`--kind` wins over the configuration), the link is a word that does not start with a scheme.
    let run = urigram(&["check", "--extract", "--kind", "text", "--format", "short", &file]);
    assert_eq!((run.code, run.stdout.as_str()), (0, ""), "{}", run.stderr);
    // Without the configuration, the localhost URI is reported too.
    let run = urigram(&["check", "--extract", "--no-config", "--kind", "markdown", "--format", "short", &file]);
    assert_eq!(run.stdout.lines().count(), 2, "{}", run.stdout);
    std::fs::remove_dir_all(folder).unwrap();
}

#[test]
fn the_rfc_comes_from_the_file_unless_the_command_line_names_one() {
    let folder = project("rfc", "rfc = \"2396\"\n", &[("uris.txt", "http://[::1]/\n")]);
    let file = path(&folder, "uris.txt");
    // RFC 2396 has no IP literals.
    assert_eq!(urigram(&["check", "--format", "short", &file]).code, 1);
    assert_eq!(urigram(&["check", "--rfc2732", "--format", "short", &file]).code, 0);
    assert_eq!(urigram(&["check", "--rfc", "3986", "--format", "short", &file]).code, 0);
    assert_eq!(urigram(&["check", "--no-config", "--format", "short", &file]).code, 0);
    std::fs::write(folder.join("urigram.toml"), "rfc = \"2396\"\namendments = [\"rfc2732\"]\n").unwrap();
    assert_eq!(urigram(&["check", "--format", "short", &file]).code, 0);
    std::fs::remove_dir_all(folder).unwrap();
}

#[test]
fn a_bad_file_is_an_error_that_says_where() {
    let folder = project("bad", "[extract]\ncodes = true\n", &[("a.md", "http://a/\n")]);
    let run = urigram(&["check", "--extract", &path(&folder, "a.md")]);
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(run.stderr.contains("urigram.toml") && run.stderr.contains("codes"), "{}", run.stderr);
    std::fs::remove_dir_all(folder).unwrap();
}
