//! The repository's `.pre-commit-hooks.yaml`, run by the real `pre-commit` (`pre-commit try-repo`, which reads
//! the hooks from this working tree) in a scratch git repository: a bad URI fails the commit's check with the
//! `short` diagnostic, a fixed one passes. Skipped, saying so, without `pre-commit` or `git` (`.ci/run` installs
//! pre-commit with pip where it can).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn available(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok_and(|output| output.status.success())
}

/// Runs `program` with `args` in `folder`, with the freshly built `urigram` first on PATH and pre-commit's cache
/// in the scratch folder.
fn run(folder: &Path, program: &str, args: &[&str]) -> Output {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_urigram"));
    let bin_folder = binary.parent().expect("the binary is in a folder");
    let path = std::env::join_paths(
        std::iter::once(bin_folder.to_path_buf())
            .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())),
    )
    .expect("PATH joins");
    Command::new(program)
        .args(args)
        .current_dir(folder)
        .env("PATH", path)
        .env("PRE_COMMIT_HOME", folder.join(".pre-commit-home"))
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.invalid")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.invalid")
        .output()
        .unwrap_or_else(|error| panic!("{program} runs: {error}"))
}

#[test]
fn the_pre_commit_hook_checks_staged_files() {
    if !available("pre-commit") || !available("git") {
        eprintln!("skipped: pre-commit and git are needed (pip install pre-commit)");
        return;
    }
    let repository = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let folder = std::env::temp_dir().join(format!("urigram-pre-commit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    assert!(run(&folder, "git", &["init", "-q"]).status.success());
    std::fs::write(folder.join("links.uris"), "# links\nhttp://example.com/ok\nhttp://a/%zz\n").unwrap();
    std::fs::write(folder.join("notes.md"), "See <http://example.com/a b> and http://b/%.\n").unwrap();
    assert!(run(&folder, "git", &["add", "links.uris", "notes.md"]).status.success());
    let repository = repository.display().to_string();
    let hook = |id: &str| run(&folder, "pre-commit", &["try-repo", &repository, id, "--all-files"]);

    let failed = hook("urigram-check");
    let stdout = String::from_utf8_lossy(&failed.stdout);
    assert_eq!(failed.status.code(), Some(1), "{stdout}{}", String::from_utf8_lossy(&failed.stderr));
    assert!(stdout.contains("links.uris:3:11: error: expected two hex digits"), "{stdout}");
    assert!(!stdout.contains("notes.md"), "the line hook leaves prose alone: {stdout}");

    let extract = hook("urigram-check-extract");
    let stdout = String::from_utf8_lossy(&extract.stdout);
    assert_eq!(extract.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("notes.md:1:44: error: expected two hex digits"), "{stdout}");

    std::fs::write(folder.join("links.uris"), "# links\nhttp://example.com/ok\nhttp://a/%20\n").unwrap();
    assert!(run(&folder, "git", &["add", "links.uris"]).status.success());
    let passed = hook("urigram-check");
    assert!(passed.status.success(), "{}", String::from_utf8_lossy(&passed.stdout));
    let _ = std::fs::remove_dir_all(&folder);
}
