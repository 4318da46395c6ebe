//! Line mode under load and under hostile input: the output of one thread and of many is the same, byte for
//! byte; every line gives one record in every format, whatever bytes it holds and however long it is; standard
//! input and SARIF are streamed; an unreadable file is in the SARIF log; a file name cannot split a record.

mod common;

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::Value;

use common::urigram_with;

const FORMATS: [&str; 5] = ["human", "short", "json", "sarif", "github"];

/// A fresh temporary folder for one test.
fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("urigram-streams-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// Runs `urigram` with `args` and `files`, which need not be UTF-8 paths; standard output as bytes.
fn run(args: &[&str], files: &[&Path]) -> (i32, Vec<u8>, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .args(files)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .stdin(Stdio::null())
        .output()
        .expect("urigram runs");
    (output.status.code().unwrap_or(-1), output.stdout, String::from_utf8_lossy(&output.stderr).into_owned())
}

/// Lines of every kind, valid and not, `count` of them.
fn mixed_lines(count: usize) -> Vec<u8> {
    let kinds: [&[u8]; 10] = [
        b"http://example.com/a?b#c",
        b"http://a/%zz",
        "//h\u{e9}/\u{1F600}".as_bytes(),
        b"# a comment",
        b"",
        b"http://a/\xff\xfe",
        b"  http://a/\tb  ",
        b"a\x00b",
        b"a\rb\r",
        b"http://[::1]:80/p",
    ];
    let mut text = Vec::new();
    for n in 0..count {
        text.extend_from_slice(kinds[n % kinds.len()]);
        text.extend_from_slice(format!("{n}").as_bytes());
        text.extend_from_slice(if n % 3 == 0 { b"\r\n" } else { b"\n" });
    }
    text
}

#[test]
fn one_thread_and_many_write_the_same_bytes() {
    let folder = folder("threads");
    // More than one block of lines (1 MiB), so that blocks are cut in pieces and several are in flight.
    let big = folder.join("big.txt");
    let big_text = mixed_lines(90_000);
    assert!(big_text.len() > 1 << 20);
    std::fs::write(&big, &big_text).unwrap();
    let small = folder.join("small.txt");
    let small_text = mixed_lines(25);
    std::fs::write(&small, &small_text).unwrap();
    let files = [big.as_path(), small.as_path(), small.as_path()];
    // Every line has its record, a URI's or a comment's.
    let lines = |text: &[u8]| text.strip_suffix(b"\n").unwrap_or(text).split(|&b| b == b'\n').count();
    for format in FORMATS {
        let (code, one, _) = run(&["check", "--format", format, "--jobs", "1"], &files);
        assert_eq!(code, 1);
        // Two threads are the reading one and one worker; three have two workers sharing the queue.
        for jobs in ["2", "3"] {
            let (_, many, _) = run(&["check", "--format", format, "--jobs", jobs], &files);
            assert!(one == many, "--format {format}: --jobs 1 and --jobs {jobs} differ");
        }
        if format == "json" {
            let objects = one.split(|&b| b == b'\n').filter(|line| !line.is_empty()).count();
            assert_eq!(objects, lines(&big_text) + 2 * lines(&small_text), "one object per line");
        }
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// The invalid records of one `check --format json` run: `(line, start, end, code)`.
fn json_errors(stdout: &[u8]) -> (usize, Vec<(u64, u64, u64, String)>) {
    let objects: Vec<Value> = stdout
        .split(|&b| b == b'\n')
        .filter(|line| !line.is_empty())
        .map(|line| serde_json::from_slice(line).expect("each line is one JSON object"))
        .collect();
    let errors = objects
        .iter()
        .filter(|object| object["valid"] == false)
        .map(|object| {
            let error = &object["error"];
            (
                object["line"].as_u64().unwrap(),
                error["start"].as_u64().unwrap(),
                error["end"].as_u64().unwrap(),
                error["code"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    (objects.len(), errors)
}

#[test]
fn every_line_gives_one_record_in_every_format() {
    let folder = folder("records");
    let path = folder.join("hostile.txt");
    let long_valid = [b"http://a/".as_slice(), &vec![b'a'; 3 << 20]].concat();
    let long_invalid = [&long_valid[..], b"%"].concat();
    let too_long = vec![b'x'; 5 << 20];
    let lines: Vec<&[u8]> = vec![
        b"http://a/\xff",
        b"a\x00b",
        b"a\rb",
        b"http://a/ok\r",
        b"http://a/%zz\r",
        &long_valid,
        &long_invalid,
        &too_long,
        b"\xc3",
        b"last:x#y#",
    ];
    std::fs::write(&path, lines.join(&b"\n"[..])).unwrap();
    let limit = ["--max-line-bytes", "4194304"];
    let (code, json, _) = run(&[&["check", "--format", "json"][..], &limit].concat(), &[&path]);
    assert_eq!(code, 1);
    let (count, errors) = json_errors(&json);
    assert_eq!(count, lines.len(), "one object per line");
    let error_lines: Vec<u64> = errors.iter().map(|(line, ..)| *line).collect();
    assert_eq!(error_lines, [1, 2, 3, 5, 7, 8, 9, 10]);
    assert_eq!(errors[0].1..errors[0].2, 9..10, "the byte that is not UTF-8");
    assert_eq!(errors[5].3, "rfc3986/line-too-long");
    assert_eq!(errors[5].1, 4_194_304, "the limit, in bytes");
    let (_, short, _) = run(&[&["check", "--format", "short"][..], &limit].concat(), &[&path]);
    let short = String::from_utf8(short).unwrap();
    assert_eq!(short.lines().count(), errors.len(), "{short}");
    for (line, (number, ..)) in short.lines().zip(&errors) {
        assert!(line.starts_with(&format!("{}:{number}:", path.display())), "{line}");
    }
    let (_, github, _) = run(&[&["check", "--format", "github"][..], &limit].concat(), &[&path]);
    assert_eq!(String::from_utf8(github).unwrap().lines().count(), errors.len());
    let (_, human, _) = run(&[&["check", "--format", "human"][..], &limit].concat(), &[&path]);
    let human = String::from_utf8(human).unwrap();
    assert_eq!(human.matches("\nerror[").count() + usize::from(human.starts_with("error[")), errors.len());
    assert!(human.ends_with(&format!("checked {} URIs: {} invalid\n", lines.len(), errors.len())));
    assert!(human.len() < 20_000, "long lines are shown around their error only");
    let (_, sarif, _) = run(&[&["check", "--format", "sarif"][..], &limit].concat(), &[&path]);
    let log: Value = serde_json::from_slice(&sarif).unwrap();
    assert_eq!(log["runs"][0]["results"].as_array().unwrap().len(), errors.len());
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn parse_gives_one_object_per_line_of_standard_input() {
    let stdin = b"http://a/\n\n#x\r\n\xff\x00\rz\n  \t\nlast";
    let run = urigram_with(&["parse", "--format", "json"], Some(stdin), &[]);
    assert_eq!(run.stdout.lines().count(), 6, "{}", run.stdout);
}

/// Starts `urigram` with `args` reading a pipe, and gives what it writes as it comes.
fn streaming(args: &[&str]) -> (std::process::Child, mpsc::Receiver<Vec<u8>>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("urigram runs");
    let mut stdout = child.stdout.take().expect("piped");
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buffer = vec![0; 1 << 16];
        while let Ok(read @ 1..) = stdout.read(&mut buffer) {
            if sender.send(buffer[..read].to_vec()).is_err() {
                break;
            }
        }
    });
    (child, receiver)
}

/// Waits until what `receiver` gives holds `needle`, failing after five minutes; whether `unfinished` came before.
fn wait_for(receiver: &mpsc::Receiver<Vec<u8>>, needle: &str, unfinished: &str) -> bool {
    let (mut tail, mut total, mut finished) = (Vec::new(), 0, false);
    loop {
        match receiver.recv_timeout(Duration::from_secs(300)) {
            Ok(bytes) => {
                total += bytes.len();
                // Only the end of what came before can hold the start of a needle that this chunk ends.
                let keep = tail.len().saturating_sub(needle.len().max(unfinished.len()));
                tail.drain(..keep);
                tail.extend(bytes);
                let text = String::from_utf8_lossy(&tail);
                finished |= text.contains(unfinished);
                if text.contains(needle) {
                    return finished;
                }
            }
            Err(_) => panic!("no {needle:?} in the output while the input is still open: {total} bytes"),
        }
    }
}

#[test]
fn standard_input_and_sarif_are_streamed() {
    // More invalid lines than the batches in flight hold, and the input left open: what is written by then was
    // written as it went.
    let block: Vec<u8> = "http://a/%zz\n".repeat(100_000).into_bytes();
    for (args, needle) in [
        (&["check", "--format", "sarif", "-"][..], "\"ruleId\""),
        (&["parse", "--format", "short"][..], "<stdin>:1:11: error"),
        (&["check", "--format", "json", "-"][..], "\"valid\":false"),
    ] {
        let (mut child, receiver) = streaming(args);
        let mut stdin = child.stdin.take().expect("piped");
        stdin.write_all(&block).unwrap();
        let finished = wait_for(&receiver, needle, "\"tool\"");
        assert!(!finished, "the log is not finished while the input is open");
        drop(stdin);
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(1), "{args:?}");
    }
}

#[test]
fn unreadable_files_are_notifications_of_the_sarif_invocation() {
    let folder = folder("unreadable");
    let missing = folder.join("missing.txt");
    let valid = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lines.txt");
    let also_missing = folder.join("also-missing.txt");
    let (code, stdout, stderr) = run(&["check", "--format", "sarif"], &[&valid, &missing, &also_missing]);
    assert_eq!(code, 2);
    assert_eq!(stderr.lines().count(), 2, "{stderr}");
    let log: Value = serde_json::from_slice(&stdout).unwrap();
    let invocation = &log["runs"][0]["invocations"][0];
    assert_eq!(invocation["executionSuccessful"], false);
    let notifications = invocation["toolExecutionNotifications"].as_array().unwrap();
    assert_eq!(notifications.len(), 2);
    assert!(notifications[0]["message"]["text"].as_str().unwrap().contains("missing.txt"));
    assert_eq!(notifications[0]["level"], "error");
    assert!(!log["runs"][0]["results"].as_array().unwrap().is_empty(), "the readable file is checked");
    let _ = std::fs::remove_dir_all(&folder);
}

#[cfg(unix)]
#[test]
fn a_file_name_with_a_line_break_stays_on_one_short_line() {
    let folder = folder("names");
    let path = folder.join("we:ird\nname.txt");
    std::fs::write(&path, "http://a/%zz\nhttp://b/%\n").unwrap();
    let (code, stdout, _) = run(&["check", "--format", "short"], &[&path]);
    assert_eq!(code, 1);
    let stdout = String::from_utf8(stdout).unwrap();
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    assert!(stdout.lines().all(|line| line.contains("we:ird%0Aname.txt:")), "{stdout}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn many_errors_on_one_line_are_each_shown_around_their_error() {
    let folder = folder("many");
    let path = folder.join("prose.txt");
    let count = 3000;
    std::fs::write(&path, "see http://a/%zz ".repeat(count)).unwrap();
    let (code, stdout, _) = run(&["check", "--extract", "--format", "human"], &[&path]);
    assert_eq!(code, 1);
    let stdout = String::from_utf8(stdout).unwrap();
    assert_eq!(stdout.matches("error[rfc3986/pct-encoded]").count(), count);
    assert!(stdout.lines().all(|line| line.len() < 200), "no line of the output holds the whole input line");
    let last = 17 * (count - 1) + 15;
    assert!(stdout.contains(&format!(" --> {}:1:{last}\n", path.display())), "the last error's column");
    let _ = std::fs::remove_dir_all(&folder);
}

/// A line is the text to judge, blanks and all (` http://evil.example` is not `http://evil.example`); only the
/// byte-order mark that starts a file is no text of its first line.
#[test]
fn a_line_is_judged_as_written_without_the_files_bom() {
    let stdin = b"\xEF\xBB\xBF  http://a/ \t\n\t http://b/ \nhttp://c/\xff \n   \nhttp://d/\n";
    let run = urigram_with(&["check", "--format", "json", "-"], Some(stdin), &[]);
    assert_eq!(run.code, 1);
    let objects: Vec<Value> = run.stdout.lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    let inputs: Vec<&str> = objects.iter().map(|object| object["input"].as_str().unwrap()).collect();
    assert_eq!(inputs, ["  http://a/ \t", "\t http://b/ ", "http://c/\u{fffd} ", "   ", "http://d/"]);
    let verdicts: Vec<Option<bool>> = objects.iter().map(|object| object["valid"].as_bool()).collect();
    assert_eq!(verdicts, [Some(false), Some(false), Some(false), Some(false), Some(true)]);
    // The first blank is the error, in the file's columns (after the byte-order mark, one character).
    let error = &objects[0]["error"];
    assert_eq!((error["start"].as_u64(), error["column"].as_u64()), (Some(0), Some(2)));
    assert_eq!((objects[1]["error"]["start"].as_u64(), objects[3]["error"]["start"].as_u64()), (Some(0), Some(0)));
    // The documented way back to the raw bytes: the line of the file, without its line end (and the byte-order mark
    // on the first line), and `start..end` in it.
    let raw = stdin.split(|&b| b == b'\n').nth(2).unwrap();
    let error = &objects[2]["error"];
    let (start, end) = (error["start"].as_u64().unwrap() as usize, error["end"].as_u64().unwrap() as usize);
    assert_eq!(&raw[start..end], b"\xff");
    let short = urigram_with(&["check", "--format", "short", "-"], Some(stdin), &[]);
    assert!(short.stdout.starts_with("<stdin>:1:4: error:"), "{}", short.stdout);
    // `parse` reads standard input the same way.
    let parse = urigram_with(&["parse", "--format", "json"], Some(b" http://evil.example\n"), &[]);
    assert_eq!(parse.code, 1);
    let object: Value = serde_json::from_str(parse.stdout.lines().next().unwrap()).unwrap();
    assert_eq!((object["input"].as_str(), object["valid"].as_bool()), (Some(" http://evil.example"), Some(false)));
}

#[test]
fn a_line_is_answered_while_the_writer_waits() {
    for args in [&["parse", "--format", "short"][..], &["check", "--format", "json", "-"]] {
        let (mut child, receiver) = streaming(args);
        let mut stdin = child.stdin.take().expect("piped");
        stdin.write_all(b"http://a/%zz\n").unwrap();
        stdin.flush().unwrap();
        let finished = wait_for(&receiver, ":11", "\"tool\"");
        assert!(!finished);
        stdin.write_all(b"http://b/\n").unwrap();
        drop(stdin);
        assert_eq!(child.wait().unwrap().code(), Some(1), "{args:?}");
    }
}
