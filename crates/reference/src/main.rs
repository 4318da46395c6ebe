//! Writes the generated reference (`grammar/REFERENCE.md` and `grammar/reference/*.md`) from `grammar/*.abnf`
//! and the library: `cargo run -p urigram-reference`. With `--check`, writes nothing and fails when a file is
//! stale.
//!
//! `cargo run -p urigram-reference -- site OUT/ [--wasm FILE] [--whatwg-wasm FILE]` writes the reference as a
//! static web site into `OUT/`, with the playground's `.wasm` from `FILE` (by default where
//! `cargo build -p urigram-playground --target wasm32-unknown-unknown --profile wasm` puts it) and its WHATWG
//! column's (by default where `cargo build -p urigram-playground-whatwg ...` puts it).

use std::path::PathBuf;
use std::process::ExitCode;

use urigram_reference::docs::repository;
use urigram_reference::reference::{COMMAND, render};
use urigram_reference::site;

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    if arguments.first().is_some_and(|argument| argument == "site") {
        return write_site(&arguments[1..]);
    }
    let check = arguments.iter().any(|argument| argument == "--check");
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

/// A module for the site: read from `explicit`, or from where `path` is under the target folder; `Err` when an
/// explicit file cannot be read, `Ok(None)` (with a note of how to build it) when the default is missing.
fn module(explicit: Option<PathBuf>, path: &str, command: &str, what: &str) -> Result<Option<Vec<u8>>, ()> {
    let given = explicit.is_some();
    let file = explicit.unwrap_or_else(|| {
        let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| repository().join("target"), PathBuf::from);
        target.join(path)
    });
    match std::fs::read(&file) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(error) if given => {
            eprintln!("{}: {error}", file.display());
            Err(())
        }
        Err(_) => {
            eprintln!(
                "note: no {what} at {}; the playground page will say how to build it (`{command}`)",
                file.display()
            );
            Ok(None)
        }
    }
}

/// `site OUT [--wasm FILE] [--whatwg-wasm FILE]`.
fn write_site(arguments: &[String]) -> ExitCode {
    let mut out: Option<PathBuf> = None;
    let mut wasm: Option<PathBuf> = None;
    let mut whatwg_wasm: Option<PathBuf> = None;
    let mut rest = arguments.iter();
    while let Some(argument) = rest.next() {
        match argument.as_str() {
            "--wasm" => match rest.next() {
                Some(file) => wasm = Some(PathBuf::from(file)),
                None => return usage("--wasm needs a file"),
            },
            "--whatwg-wasm" => match rest.next() {
                Some(file) => whatwg_wasm = Some(PathBuf::from(file)),
                None => return usage("--whatwg-wasm needs a file"),
            },
            other if other.starts_with('-') => return usage(&format!("unknown option {other}")),
            other if out.is_none() => out = Some(PathBuf::from(other)),
            other => return usage(&format!("one output folder, not also {other}")),
        }
    }
    let Some(out) = out else { return usage("name the output folder") };
    let Ok(bytes) = module(wasm, site::WASM_PATH, site::WASM_COMMAND, "playground module") else {
        return ExitCode::FAILURE;
    };
    let Ok(whatwg_bytes) =
        module(whatwg_wasm, site::WHATWG_WASM_PATH, site::WHATWG_WASM_COMMAND, "WHATWG playground module")
    else {
        return ExitCode::FAILURE;
    };
    match site::write(&out, bytes.as_deref(), whatwg_bytes.as_deref()) {
        Ok(files) => {
            println!("wrote {} files into {}; open {}", files.len(), out.display(), out.join("index.html").display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{}: {error}", out.display());
            ExitCode::FAILURE
        }
    }
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("{problem}\nusage: {COMMAND} [--check] | {COMMAND} -- site OUT/ [--wasm FILE] [--whatwg-wasm FILE]");
    ExitCode::from(2)
}
