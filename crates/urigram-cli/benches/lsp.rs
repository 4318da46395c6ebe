//! `urigram lsp` re-diagnosing a 1 MB Markdown document with 10,000 URIs after a one-character change: the time
//! from sending `textDocument/didChange` to receiving its `publishDiagnostics`, with the server pinned to one
//! core, beside two baselines of the same run (the round trip of a request that does no work, and the library's
//! own parse of the document's 10,000 URIs); and the server's resident memory, idle and holding the document.
//!
//! ```sh
//! cargo bench -p urigram-cli --bench lsp
//! ```
//!
//! The core is chosen with `taskset` where it is installed; memory is `VmRSS` of `/proc/PID/status` (Linux). Each
//! measurement is printed with the load average (`/proc/loadavg`) just before it, since the machine may be shared.

#[path = "../tests/common/lsp_client.rs"]
mod lsp_client;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lsp_client::Client;
use serde_json::json;

/// How many changes are timed.
const CHANGES: usize = 200;
/// The document's URIs, one a line, every hundredth of them wrong.
const URIS: usize = 10_000;
/// Their diagnostics: an error for each wrong URI, a warning for each differential.
const DIAGNOSTICS: usize = 2 * URIS / 100;

const DOCUMENT_URI: &str = "file:///bench/links.md";

/// The load average over the last minute, five and fifteen.
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| text.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_owned())
}

/// The resident memory of process `pid` in KiB, from `/proc`.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The document: Markdown prose around one URI a line, about 100 bytes a line, and the URIs alone. Every
/// hundredth URI is wrong, and every hundredth (another) has a host a browser reads as an IPv4 address and RFC
/// 3986 as a name, which the server warns of (`urigram/host-differential`, on by default).
fn document() -> (String, Vec<String>) {
    let mut text = String::from("# Links\n\n");
    let mut uris = Vec::with_capacity(URIS);
    for index in 0..URIS {
        let uri = if index % 100 == 0 {
            format!("https://docs.example.com/guide/{index}/%zz")
        } else if index % 100 == 50 {
            format!("https://0x7f.{}.1/guide/{index}/section", index % 250)
        } else {
            format!("https://docs.example.com/guide/{index}/section?page={index}#part")
        };
        text.push_str(&format!("Item {index:05}: the reference guide is at <{uri}> and worth a read.\n"));
        uris.push(uri);
    }
    (text, uris)
}

/// The best, median and 90th percentile of `times`.
fn summary(mut times: Vec<Duration>) -> (Duration, Duration, Duration) {
    times.sort();
    let at = |fraction: f64| times[((times.len() - 1) as f64 * fraction).round() as usize];
    (times[0], at(0.5), at(0.9))
}

fn main() {
    let (text, uris) = document();
    let pinned = Command::new("taskset").arg("-V").stdout(Stdio::null()).status().is_ok();
    let mut command = if pinned {
        let mut command = Command::new("taskset");
        command.args(["-c", "0", env!("CARGO_BIN_EXE_urigram")]);
        command
    } else {
        println!("taskset is not installed: the server is not pinned to one core");
        Command::new(env!("CARGO_BIN_EXE_urigram"))
    };
    command.arg("lsp");
    let mut client = Client::spawn(command);
    let initialize = json!({ "capabilities": { "general": { "positionEncodings": ["utf-16"] } } });
    client.request("initialize", initialize);
    client.notify("initialized", json!({}));
    // `taskset` runs the server in its own process, so the child's pid is the server's.
    let pid = client.child.id();
    std::thread::sleep(Duration::from_millis(200));
    let idle = rss_kib(pid);

    client.open(DOCUMENT_URI, 1, &text);
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics.len(), DIAGNOSTICS);
    let holding = rss_kib(pid);

    // A request that does no work: the round trip of a message, the floor under every figure below.
    let load_trip = load();
    let trips: Vec<Duration> = (0..CHANGES)
        .map(|_| {
            let started = Instant::now();
            // A method the server does not answer: refused at once.
            client.request("urigram/nothing", json!({}));
            started.elapsed()
        })
        .collect();

    // One character typed into a URI on line 5000, then taken out again, alternately.
    let load_change = load();
    let line = 2 + URIS as u32 / 2;
    let column = text.lines().nth(line as usize).unwrap().find("guide").unwrap() as u32;
    let changes: Vec<Duration> = (0..CHANGES)
        .map(|index| {
            let at = json!({ "line": line, "character": column });
            let change = if index % 2 == 0 {
                json!({ "range": { "start": at, "end": at }, "text": "x" })
            } else {
                json!({ "range": { "start": at, "end": { "line": line, "character": column + 1 } }, "text": "" })
            };
            let version = index as i64 + 2;
            let started = Instant::now();
            client.notify(
                "textDocument/didChange",
                json!({ "textDocument": { "uri": DOCUMENT_URI, "version": version }, "contentChanges": [change] }),
            );
            let published = client.diagnostics(DOCUMENT_URI, version);
            let time = started.elapsed();
            assert_eq!(published.len(), DIAGNOSTICS);
            time
        })
        .collect();
    assert_eq!(client.shutdown(), 0);

    let load_library = load();
    let library: Vec<Duration> = (0..CHANGES)
        .map(|_| {
            let started = Instant::now();
            let valid = uris.iter().filter(|uri| urigram::rfc3986::parse_uri_reference(uri).is_ok()).count();
            std::hint::black_box(valid);
            started.elapsed()
        })
        .collect();

    let (trip, change, library) = (summary(trips), summary(changes), summary(library));
    println!(
        "document: {} bytes, {URIS} URIs, {DIAGNOSTICS} diagnostics (half of them differentials); {CHANGES} \
         changes, each one character",
        text.len()
    );
    println!("\n| measurement | load (1, 5, 15 min) | best | median | 90th percentile | median vs library |");
    println!("|---|---|---|---|---|---|");
    let row = |name: &str, load: &str, (best, median, p90): (Duration, Duration, Duration)| {
        let ratio = median.as_secs_f64() / library.1.as_secs_f64();
        println!("| {name} | {load} | {best:.2?} | {median:.2?} | {p90:.2?} | {ratio:.2} |");
    };
    row("library: `parse_uri_reference` of the 10,000 URIs", &load_library, library);
    row("server: round trip of a request that does no work", &load_trip, trip);
    row("server: didChange to publishDiagnostics, one core", &load_change, change);
    let kib = |value: Option<u64>| {
        value.map_or_else(|| "unknown".to_owned(), |kib| format!("{:.1} MiB", kib as f64 / 1024.0))
    };
    println!("\nserver resident memory: idle after initialize {}, holding the document {}", kib(idle), kib(holding));
}
