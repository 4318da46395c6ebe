//! Running the `urigram` binary from tests, the same way every time.

#![allow(dead_code, reason = "each test file uses part of this")]

use std::io::Write as _;
use std::process::{Command, Stdio};

/// What one run of the binary did.
pub struct Run {
    /// The exit status.
    pub code: i32,
    /// Standard output, as text (the formats write UTF-8).
    pub stdout: String,
    /// Standard error, as text.
    pub stderr: String,
}

impl Run {
    /// Exit status, output and errors, for a snapshot.
    pub fn transcript(&self) -> String {
        let mut text = format!("exit: {}\n", self.code);
        if !self.stdout.is_empty() {
            text.push_str("--- stdout\n");
            text.push_str(&self.stdout);
        }
        if !self.stderr.is_empty() {
            text.push_str("--- stderr\n");
            text.push_str(&self.stderr);
        }
        text
    }
}

/// Runs `urigram` with `args` from the crate's folder (so fixture paths are `tests/fixtures/...`), with `stdin`
/// as standard input (none when `None`), no colour variables but those in `env`.
pub fn urigram_with<S: AsRef<std::ffi::OsStr>>(args: &[S], stdin: Option<&[u8]>, env: &[(&str, &str)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_urigram"));
    command
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS")
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().expect("the urigram binary runs");
    if let Some(bytes) = stdin {
        child.stdin.take().expect("piped").write_all(bytes).expect("stdin takes the input");
    }
    let output = child.wait_with_output().expect("the urigram binary ends");
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// Runs `urigram` with `args` and nothing on standard input.
pub fn urigram(args: &[&str]) -> Run {
    urigram_with(args, None, &[])
}

/// Snapshot settings: the top-level `snapshots/` folder, file names without the module path.
#[macro_export]
macro_rules! snapshot {
    ($name:expr, $value:expr, $command:expr) => {
        insta::with_settings!({
            snapshot_path => "../../../snapshots",
            prepend_module_to_snapshot => false,
            description => $command,
            omit_expression => true,
        }, {
            insta::assert_snapshot!($name, $value);
        })
    };
}
