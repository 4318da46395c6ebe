//! `urigram check` against the library it runs: throughput of `--format short` and `--format json` on one and
//! two cores, beside the library's own `parse_uri_reference` over the same lines in the same run; `check
//! --extract` on a 50 MB Markdown document with the differential (RFC 3986's reading beside a browser's) off and
//! on, in turn; and the peak resident memory of every format at 1x, 4x and 16x the input.
//!
//! ```sh
//! cargo bench -p urigram-cli --bench check
//! ```
//!
//! The input is `kasztp.txt` (real URLs) of the shared corpora, read in place from `URIGRAM_SHARED` (default
//! `../shared` beside the repository), concatenated `URIGRAM_BENCH_COPIES` times (20 by default) into a
//! temporary file; without the corpus the benchmark says so and does nothing. Cores are chosen with `taskset`
//! where it is installed, peak memory is read from `/usr/bin/time -v`; each measurement is printed with the load
//! average (`/proc/loadavg`) just before it, since the machine may be shared.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The shared folder of corpora.
fn shared() -> PathBuf {
    std::env::var_os("URIGRAM_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"))
}

/// The load average over the last minute, five and fifteen, as `/proc/loadavg` gives it.
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| text.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_owned())
}

/// Whether `program` runs here.
fn installed(program: &str, probe: &[&str]) -> bool {
    Command::new(program).args(probe).stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

/// `urigram` with `args`, on the cores `cores` (by `taskset` where installed), its output thrown away.
fn command(cores: &str, args: &[&str], file: &Path) -> Command {
    let mut command = if installed("taskset", &["-V"]) {
        let mut command = Command::new("taskset");
        command.args(["-c", cores]).arg(env!("CARGO_BIN_EXE_urigram"));
        command
    } else {
        Command::new(env!("CARGO_BIN_EXE_urigram"))
    };
    command.args(args).arg(file).stdout(Stdio::null()).stderr(Stdio::null());
    command
}

/// The best wall time of `runs` runs of `run`.
fn best(runs: usize, mut run: impl FnMut() -> Duration) -> Duration {
    (0..runs).map(|_| run()).min().unwrap_or_default()
}

/// Megabytes per second.
fn rate(bytes: usize, time: Duration) -> f64 {
    bytes as f64 / time.as_secs_f64() / 1e6
}

/// The library's own parse of every line, the command's reading of them: without the line end.
fn library_time(text: &[u8]) -> Duration {
    let lines: Vec<&str> = text
        .split(|&byte| byte == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .filter(|line| !line.is_empty())
        .filter_map(|line| std::str::from_utf8(line).ok())
        .collect();
    best(5, || {
        let started = Instant::now();
        let valid = lines.iter().filter(|line| urigram::rfc3986::parse_uri_reference(line).is_ok()).count();
        let time = started.elapsed();
        std::hint::black_box(valid);
        time
    })
}

/// The Markdown document of the differential's measurement, about `size` bytes: kasztp.txt's URLs as links in
/// list items, in order and over again, every tenth also bare in the text and every hundredth with a host that
/// a browser reads otherwise than RFC 3986 (a numeric IPv4 form), so that the comparison runs on every URI and
/// its warning is written for some.
fn markdown(corpus: &[u8], size: usize) -> String {
    let urls: Vec<&str> = std::str::from_utf8(corpus).unwrap_or_default().lines().filter(|l| !l.is_empty()).collect();
    let mut text = String::with_capacity(size + 256);
    text.push_str("# Links\n\n");
    let mut index = 0usize;
    while text.len() < size && !urls.is_empty() {
        let url = urls[index % urls.len()];
        text.push_str(&format!("- Item {index}: [the page]({url}) is one of the references"));
        if index % 10 == 0 {
            text.push_str(&format!(", also at {url} for now"));
        }
        if index % 100 == 50 {
            text.push_str(&format!(", mirrored at <http://0x7f.{}.1/{index}>", index % 250));
        }
        text.push_str(".\n");
        index += 1;
    }
    text
}

/// `check --extract --format short` on a 50 MB Markdown document, with `--differential off` and with the
/// default (each URI read by a browser's parser too where RFC 3986's reading does not settle it, a warning where
/// the hosts differ), run in turn, best of 3 each, on one core.
fn differential(corpus: &[u8], folder: &Path) {
    let path = folder.join("links.md");
    let text = markdown(corpus, 50 << 20);
    std::fs::write(&path, &text).expect("the document is written");
    let time = |extra: &[&str]| {
        let mut args = vec!["check", "--extract", "--no-config", "--format", "short"];
        args.extend_from_slice(extra);
        let started = Instant::now();
        let status = command("0", &args, &path).status().expect("urigram runs");
        assert!(status.code() == Some(0) || status.code() == Some(1), "urigram check failed: {status}");
        started.elapsed()
    };
    let load_before = load();
    let (mut off, mut on) = (Duration::MAX, Duration::MAX);
    for _ in 0..3 {
        off = off.min(time(&["--differential", "off"]));
        on = on.min(time(&[]));
    }
    println!(
        "\n| `check --extract`, {} MB of Markdown, core 0 | load (1, 5, 15 min) | best of 3 | MB/s |",
        text.len() >> 20
    );
    println!("|---|---|---|---|");
    println!("| `--differential off` | {load_before} | {off:.3?} | {:.1} |", rate(text.len(), off));
    println!("| the differential on (the default) | | {on:.3?} | {:.1} |", rate(text.len(), on));
    println!(
        "\nthroughput with the differential on / off: {:.2}x (issue #36: >= 0.8x)",
        off.as_secs_f64() / on.as_secs_f64()
    );
}

/// Peak resident memory of `urigram check --format FORMAT FILE`, in KiB, by `/usr/bin/time -v`.
fn peak_kib(format: &str, file: &Path) -> Option<u64> {
    let output = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(env!("CARGO_BIN_EXE_urigram"))
        .args(["check", "--format", format])
        .arg(file)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .ok()?;
    let report = String::from_utf8_lossy(&output.stderr);
    let line = report.lines().find(|line| line.contains("Maximum resident set size"))?;
    line.rsplit(':').next()?.trim().parse().ok()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing to a harness-less bench, and the
    // measurement is too long for a test run.
    if !std::env::args().any(|argument| argument == "--bench") {
        println!("check: run with `cargo bench -p urigram-cli --bench check`");
        return;
    }
    let corpus = shared().join("bench").join("kasztp.txt");
    let Ok(one) = std::fs::read(&corpus) else {
        println!("check: skipped, {} is absent (set URIGRAM_SHARED to the shared folder)", corpus.display());
        return;
    };
    let copies: usize = std::env::var("URIGRAM_BENCH_COPIES").ok().and_then(|n| n.parse().ok()).unwrap_or(20);
    let folder = std::env::temp_dir().join(format!("urigram-bench-check-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let write = |copies: usize| -> (PathBuf, usize) {
        let path = folder.join(format!("kasztp-x{copies}.txt"));
        let text = one.repeat(copies);
        std::fs::write(&path, &text).expect("the input is written");
        (path, text.len())
    };
    let (file, bytes) = write(copies);
    let text = std::fs::read(&file).expect("the input reads");
    let lines = text.iter().filter(|&&byte| byte == b'\n').count();
    println!("input: kasztp.txt x{copies}, {bytes} bytes, {lines} lines");
    if !installed("taskset", &["-V"]) {
        println!("taskset is not installed: the runs below are not pinned to one or two cores");
    }

    println!("\n| measurement | load (1, 5, 15 min) | best of 5 | MB/s | vs library, one core |");
    println!("|---|---|---|---|---|");
    let load_before = load();
    let library = library_time(&text);
    let library_rate = rate(bytes, library);
    println!("| library `parse_uri_reference`, one core | {load_before} | {library:.3?} | {library_rate:.0} | 1.00 |");
    for format in ["short", "json"] {
        for (cores, jobs) in [("0", "1"), ("0,1", "2")] {
            let load_before = load();
            let time = best(5, || {
                let started = Instant::now();
                let status = command(cores, &["check", "--format", format, "--jobs", jobs], &file)
                    .status()
                    .expect("urigram runs");
                assert!(status.code() == Some(0) || status.code() == Some(1), "urigram check failed: {status}");
                started.elapsed()
            });
            let ratio = library.as_secs_f64() / time.as_secs_f64();
            println!(
                "| `check --format {format} --jobs {jobs}`, cores {cores} | {load_before} | {time:.3?} | {:.0} | {ratio:.2} |",
                rate(bytes, time)
            );
        }
    }

    differential(&one, &folder);

    if !Path::new("/usr/bin/time").is_file() {
        println!("\npeak memory: skipped, /usr/bin/time is not installed (apt-get install time)");
        let _ = std::fs::remove_dir_all(&folder);
        return;
    }
    println!("\n| format | load (1, 5, 15 min) | peak RSS at 1x | 4x | 16x |");
    println!("|---|---|---|---|---|");
    // 1x is four copies, so that every size is many blocks long and the figures are those of a steady state.
    let sizes: Vec<(PathBuf, usize)> = [4, 16, 64].into_iter().map(write).collect();
    for format in ["human", "short", "json", "sarif", "github"] {
        let load_before = load();
        let peaks: Vec<String> = sizes
            .iter()
            .map(|(path, _)| peak_kib(format, path).map_or_else(|| "?".to_owned(), |kib| format!("{} MiB", kib / 1024)))
            .collect();
        println!("| `{format}` | {load_before} | {} |", peaks.join(" | "));
    }
    println!("\n(1x is kasztp.txt four times, {} bytes)", one.len() * 4);
    let _ = std::fs::remove_dir_all(&folder);
}
