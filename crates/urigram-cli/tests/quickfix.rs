//! The `short` format read by vim's quickfix with its default 'errorformat': each line becomes an entry at the
//! right file, line and byte column. Skipped, saying so, where vim is not installed.

mod common;

use std::process::Command;

use common::urigram_with;

/// Whether a `vim` that can evaluate expressions runs here.
fn vim_available() -> bool {
    Command::new("vim")
        .args(["-u", "NONE", "-i", "NONE", "-N", "-es", "-c", "if !has('eval') | cquit | endif", "-c", "qa!"])
        .output()
        .is_ok_and(|output| output.status.success())
}

#[test]
fn vim_quickfix_reads_the_short_format() {
    if !vim_available() {
        eprintln!("skipped: vim with +eval is not installed");
        return;
    }
    let run = urigram_with(&["check", "--format", "short", "tests/fixtures/lines.txt"], None, &[]);
    assert_eq!(run.code, 1);
    let json = urigram_with(&["check", "--format", "json", "tests/fixtures/lines.txt"], None, &[]);
    let folder = std::env::temp_dir().join(format!("urigram-quickfix-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let errors = folder.join("errors.txt");
    let entries = folder.join("entries.txt");
    std::fs::write(&errors, &run.stdout).unwrap();
    let script = format!(
        "call writefile(map(getqflist(), {{_, e -> bufname(e.bufnr) . '|' . e.lnum . '|' . e.col . '|' . e.valid . '|' . e.text}}), '{}')",
        entries.display()
    );
    let status = Command::new("vim")
        .args(["-u", "NONE", "-i", "NONE", "-N", "-es", "-c", "set errorformat&"])
        .arg("-c")
        .arg(format!("cgetfile {}", errors.display()))
        .args(["-c", &script, "-c", "qa!"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("vim runs");
    assert!(status.success());
    let read = std::fs::read_to_string(&entries).expect("vim wrote the entries");
    let _ = std::fs::remove_dir_all(&folder);
    let expected: Vec<String> = json
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .filter(|object| object["valid"] == false)
        .map(|object| {
            let error = &object["error"];
            let line = error["line"].as_u64().unwrap();
            // vim's column is a byte index: the JSON's start is relative to the line, which starts the input here.
            let column = error["start"].as_u64().unwrap() + 1;
            format!("tests/fixtures/lines.txt|{line}|{column}|1")
        })
        .collect();
    let found: Vec<String> =
        read.lines().map(|entry| entry.splitn(5, '|').take(4).collect::<Vec<_>>().join("|")).collect();
    assert_eq!(found, expected);
    for (entry, line) in read.lines().zip(run.stdout.lines()) {
        let message = line.splitn(4, ':').nth(3).unwrap().trim_start();
        assert!(entry.ends_with(message), "vim keeps the message: {entry}");
    }
}
