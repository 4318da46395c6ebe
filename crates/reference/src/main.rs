//! Writes the generated reference (`grammar/REFERENCE.md` and `grammar/reference/*.md`) from `grammar/*.abnf`
//! and the library: `cargo run -p urigram-reference`. With `--check`, writes nothing and fails when a file is
//! stale.

use std::process::ExitCode;

use urigram_reference::docs::repository;
use urigram_reference::reference::{COMMAND, render};

fn main() -> ExitCode {
    let check = std::env::args().any(|argument| argument == "--check");
    let root = repository();
    let mut stale = Vec::new();
    for (path, text) in render() {
        let file = root.join(&path);
        let current = std::fs::read_to_string(&file).unwrap_or_default();
        if current == text {
            continue;
        }
        if check {
            stale.push(path);
            continue;
        }
        if let Some(dir) = file.parent()
            && let Err(error) = std::fs::create_dir_all(dir)
        {
            eprintln!("{}: {error}", dir.display());
            return ExitCode::FAILURE;
        }
        if let Err(error) = std::fs::write(&file, text) {
            eprintln!("{}: {error}", file.display());
            return ExitCode::FAILURE;
        }
        println!("wrote {path}");
    }
    if stale.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("stale: {}; run `{COMMAND}`", stale.join(", "));
        ExitCode::FAILURE
    }
}
