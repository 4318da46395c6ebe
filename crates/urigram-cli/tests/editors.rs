//! `--columns` read by the editors it names: vim's quickfix with byte columns (`%c`) and screen columns (`%v`),
//! Emacs' compilation-mode with screen columns (its default) and with characters
//! (`compilation-error-screen-columns` nil). Each jump must land on the offending character of a line where a
//! non-ASCII letter, a tab, CJK text or an emoji comes before it. Skipped, saying so, where the editor is not
//! installed (`.ci/run` installs vim and emacs-nox where it can).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::urigram_with;

/// Prose whose URIs each fail at a `z` (the first hex digit of `%zz`), after text that counts differently in
/// every unit: `é` (2 bytes), a tab, CJK (3 bytes and 2 screen columns each), an emoji (4 bytes, 2 UTF-16
/// units, 2 screen columns), two tabs.
const NOTES: &str = "caf\u{e9}\t<http://a/%zz>\n\u{65e5}\u{672c}\u{8a9e} http://b/%zz\n\u{1F600} x\t\t\"http://c/%zz\"\nplain http://d/%zz\n";

/// A temporary folder holding `notes.txt`, and the `short` output of checking it with `--columns kind` there.
fn setup(name: &str, kind: &str) -> (PathBuf, PathBuf) {
    let folder = std::env::temp_dir().join(format!("urigram-editors-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("notes.txt"), NOTES).unwrap();
    let run = urigram_with(
        &[
            "check",
            "--extract",
            "--format",
            "short",
            "--columns",
            kind,
            &folder.join("notes.txt").display().to_string(),
        ],
        None,
        &[],
    );
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout.lines().count(), 4, "{}", run.stdout);
    let errors = folder.join("errors.txt");
    std::fs::write(&errors, &run.stdout).unwrap();
    (folder, errors)
}

/// Where every jump landed: `line:character`, one per error, in order.
fn landed(list: &Path) -> Vec<String> {
    std::fs::read_to_string(list).expect("the editor wrote where it landed").lines().map(str::to_owned).collect()
}

/// What every jump must land on.
fn expected() -> Vec<String> {
    (1..=4).map(|line| format!("{line}:z")).collect()
}

fn vim_available() -> bool {
    Command::new("vim")
        .args(["-u", "NONE", "-i", "NONE", "-N", "-es", "-c", "if !has('eval') | cquit | endif", "-c", "qa!"])
        .output()
        .is_ok_and(|output| output.status.success())
}

/// Where vim's quickfix, with `errorformat`, jumps for each entry of `errors`.
fn vim_jumps(folder: &Path, errors: &Path, errorformat: &str) -> Vec<String> {
    let list = folder.join("landed.txt");
    let jumps = "for i in range(1, len(getqflist())) | exe 'cc ' . i | \
                 call add(r, line('.') . ':' . strpart(getline('.'), col('.') - 1, 1)) | endfor";
    let status = Command::new("vim")
        .args(["-u", "NONE", "-i", "NONE", "-N", "-es", "-c", "set tabstop=8"])
        .arg("-c")
        .arg(format!("set errorformat={errorformat}"))
        .arg("-c")
        .arg(format!("cgetfile {}", errors.display()))
        .args(["-c", "let r = []", "-c", jumps])
        .arg("-c")
        .arg(format!("call writefile(r, '{}')", list.display()))
        .args(["-c", "qa!"])
        .status()
        .expect("vim runs");
    assert!(status.success());
    landed(&list)
}

#[test]
fn vim_reads_byte_columns_and_screen_columns() {
    if !vim_available() {
        eprintln!("skipped: vim with +eval is not installed (apt-get install vim)");
        return;
    }
    let (folder, errors) = setup("vim-bytes", "bytes");
    assert_eq!(vim_jumps(&folder, &errors, "%f:%l:%c:%m"), expected(), "vim's default %c counts bytes");
    let _ = std::fs::remove_dir_all(&folder);
    let (folder, errors) = setup("vim-screen", "screen");
    assert_eq!(vim_jumps(&folder, &errors, "%f:%l:%v:%m"), expected(), "%v counts screen columns");
    let _ = std::fs::remove_dir_all(&folder);
}

fn emacs_available() -> bool {
    Command::new("emacs").args(["--batch", "-Q", "--eval", "(kill-emacs 0)"]).output().is_ok_and(|o| o.status.success())
}

/// Where Emacs' compilation-mode jumps for each message of `errors`, counting screen columns or characters.
fn emacs_jumps(folder: &Path, errors: &Path, screen_columns: bool) -> Vec<String> {
    let list = folder.join("landed.txt");
    let script = format!(
        r#"(let (results)
  (require 'compile)
  (setq compilation-error-screen-columns {screen})
  (with-current-buffer (find-file-noselect {errors:?})
    (compilation-mode)
    (goto-char (point-min))
    (condition-case nil
        (while t
          (let ((messages (current-buffer)))
            (compile-goto-error)
            (push (format "%d:%s" (line-number-at-pos)
                          (if (eq (char-after) ?z) "z" (format "char %S" (char-after))))
                  results)
            (set-buffer messages)
            (compilation-next-error 1)))
      (error nil)))
  (with-temp-file {list:?} (insert (mapconcat #'identity (nreverse results) "\n") "\n")))"#,
        screen = if screen_columns { "t" } else { "nil" },
        errors = errors.display().to_string(),
        list = list.display().to_string(),
    );
    let output = Command::new("emacs").args(["--batch", "-Q", "--eval", &script]).output().expect("emacs runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    landed(&list)
}

#[test]
fn emacs_reads_screen_columns_and_characters() {
    if !emacs_available() {
        eprintln!("skipped: emacs is not installed (apt-get install emacs-nox)");
        return;
    }
    let (folder, errors) = setup("emacs-screen", "screen");
    assert_eq!(emacs_jumps(&folder, &errors, true), expected(), "compilation-mode counts screen columns");
    let _ = std::fs::remove_dir_all(&folder);
    let (folder, errors) = setup("emacs-chars", "chars");
    assert_eq!(emacs_jumps(&folder, &errors, false), expected(), "without screen columns it counts characters");
    let _ = std::fs::remove_dir_all(&folder);
    // And the test can tell: byte columns, which vim wants, send Emacs to the wrong place on all but ASCII lines.
    let (folder, errors) = setup("emacs-bytes", "bytes");
    let jumps = emacs_jumps(&folder, &errors, true);
    assert_eq!(jumps.iter().zip(expected()).filter(|(found, wanted)| **found != *wanted).count(), 3, "{jumps:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

/// UTF-16 columns, which no editor here reads, are the library's `column_utf16` (as JSON gives it).
#[test]
fn utf16_columns_are_the_library_columns() {
    let (folder, errors) = setup("utf16", "utf16");
    let short = std::fs::read_to_string(&errors).unwrap();
    let path = folder.join("notes.txt").display().to_string();
    let json = urigram_with(&["check", "--extract", "--format", "json", &path], None, &[]);
    let columns: Vec<u64> = json
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap()["error"]["column_utf16"].as_u64().unwrap())
        .collect();
    let found: Vec<u64> =
        short.lines().map(|line| line[path.len() + 1..].split(':').nth(1).unwrap().parse().unwrap()).collect();
    assert_eq!(found, columns);
    assert_eq!(found[2], 18, "the emoji counts two units: 17 before the error (2, space, x, 2 tabs, quote, 10)");
    let _ = std::fs::remove_dir_all(&folder);
}
