//! The playground in a real browser: headless Chromium opens the built site from its folder (`file://`, where
//! `fetch()` is refused, so the page loads the module from `playground-wasm.js`) with an address for a valid
//! URI, an invalid one, a non-ASCII one, each grammar and a chosen rule, and the rendered verdicts, components
//! and error spans must be the library's own answers, computed here on the host.
//!
//! Skipped, saying why, where Chromium (`chromium`, `chromium-browser` or `google-chrome` on `PATH`) or the
//! `wasm32-unknown-unknown` target (`rustup target add wasm32-unknown-unknown`) is absent. The module is built
//! into its own target folder, so that it is never stale and the build does not wait on this test's lock.
//!
//! The module's size is held to its budget here too, with or without Chromium: a reader downloads it on every
//! visit of the playground.

use std::path::{Path, PathBuf};
use std::process::Command;

use urigram::{Components, Span, rfc1808, rfc2396, rfc3986, rfc3987, rfc8089};
use urigram_reference::site::{self, form_encode};

fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    for name in ["chromium", "chromium-browser", "google-chrome"] {
        for dir in std::env::split_paths(&path) {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return Some(candidate);
            }
        }
    }
    None
}

/// Builds the playground's module for `wasm32-unknown-unknown`, or says why it cannot.
fn build_wasm() -> Result<Vec<u8>, String> {
    build_module("urigram-playground", site::WASM_PATH)
}

/// Builds the WHATWG column's module for `wasm32-unknown-unknown`, or says why it cannot.
fn build_whatwg_wasm() -> Result<Vec<u8>, String> {
    build_module("urigram-playground-whatwg", site::WHATWG_WASM_PATH)
}

/// Builds `package` for `wasm32-unknown-unknown` with the `wasm` profile and reads the module at `path` of the
/// target folder.
fn build_module(package: &str, path: &str) -> Result<Vec<u8>, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let target = target.join("browser-test");
    let output = Command::new(&cargo)
        .current_dir(&root)
        .env("CARGO_TARGET_DIR", &target)
        .args(["build", "-p", package, "--target", "wasm32-unknown-unknown", "--profile", "wasm"])
        .output()
        .map_err(|error| format!("{cargo}: {error}"))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        if stderr.contains("target may not be installed") || stderr.contains("can't find crate for `core`") {
            return Err("the wasm32-unknown-unknown target is not installed \
                        (rustup target add wasm32-unknown-unknown)"
                .to_owned());
        }
        panic!("{package}'s module does not build:\n{stderr}");
    }
    std::fs::read(target.join(path)).map_err(|error| format!("the built module: {error}"))
}

/// The most bytes the playground's module may have, as built with `--profile wasm` (stripped). It was 445 KB when
/// the site was first built, and grew to 2.1 MB unnoticed, most of it the library's rules forced inline for speed.
const WASM_BUDGET: usize = 600_000;

/// The most bytes the WHATWG column's module may have (`--profile wasm`). It was 473 KB when first built: the
/// WHATWG parser, RFC 3986's (for the differential), and the `idna` crate's Unicode data, which is why it is a
/// module of its own, loaded after the playground's.
const WHATWG_WASM_BUDGET: usize = 500_000;

/// Says, past the test harness's capture of `eprintln!`, that a test did not check what it is for: a skipped check
/// shows in the run's output rather than passing silently.
fn say_skipped(test: &str, why: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr(), "{test}: SKIPPED, not checked: {why}");
}

#[test]
fn the_playground_module_fits_its_budget() {
    let wasm = match build_wasm() {
        Ok(wasm) => wasm,
        Err(why) => return say_skipped("the_playground_module_fits_its_budget", &why),
    };
    assert!(
        wasm.len() <= WASM_BUDGET,
        "the playground's module is {} bytes, over its budget of {WASM_BUDGET}: see what grew with `nm --size-sort` \
         or `twiggy top` on a build without `strip`, and the `wasm` profile in the workspace's Cargo.toml",
        wasm.len()
    );
}

#[test]
fn the_whatwg_module_fits_its_budget() {
    let wasm = match build_whatwg_wasm() {
        Ok(wasm) => wasm,
        Err(why) => return say_skipped("the_whatwg_module_fits_its_budget", &why),
    };
    assert!(
        wasm.len() <= WHATWG_WASM_BUDGET,
        "the WHATWG column's module is {} bytes, over its budget of {WHATWG_WASM_BUDGET}",
        wasm.len()
    );
}

/// The page after its script ran, as Chromium serializes it. Opened from a folder, the page draws its first
/// answer before its load event, after which `--dump-dom` serializes it; should a slow machine still miss it,
/// the page is loaded again under a virtual-time budget, which lets its timers and tasks run first.
fn dump(chromium: &Path, page: &Path, query: &str) -> String {
    let plain = dump_with(chromium, page, query, None);
    if plain.contains("data-first-result-ms=") || plain.contains("data-address-error=") {
        return plain;
    }
    dump_with(chromium, page, query, Some("--virtual-time-budget=10000"))
}

fn dump_with(chromium: &Path, page: &Path, query: &str, extra: Option<&str>) -> String {
    let profile = std::env::temp_dir().join(format!("urigram-browser-profile-{}", std::process::id()));
    let address = format!("file://{}?{query}", page.display());
    let output = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .args(extra)
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        .arg(&address)
        .output()
        .expect("chromium runs");
    let _ = std::fs::remove_dir_all(&profile);
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The value of `attribute` in the first tag of `html`, if any.
fn attribute(html: &str, attribute: &str) -> Option<String> {
    let tag = html.split('>').next()?;
    let needle = format!(" {attribute}=\"");
    let value = tag.split(needle.as_str()).nth(1)?.split('"').next()?;
    Some(value.replace("&amp;", "&").replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">"))
}

/// What one grammar's column of the page shows.
#[derive(Debug, PartialEq, Eq)]
struct Shown {
    verdict: String,
    rule: String,
    error: Option<Span>,
    components: Vec<(String, Span)>,
}

/// Every column of the page, by grammar key.
fn columns(dom: &str) -> Vec<(String, Shown, String)> {
    let mut found = Vec::new();
    for part in dom.split("<section class=\"column").skip(1) {
        let section = part.split("</section>").next().unwrap_or("");
        let tag = format!("<section {section}");
        let spans = |text: &str| {
            let (start, end) = text.split_once(',')?;
            Some(Span::new(start.parse().ok()?, end.parse().ok()?))
        };
        let mut components = Vec::new();
        for row in section.split("<tr ").skip(1) {
            let row = format!("<tr {row}");
            if let (Some(name), Some(bytes)) = (attribute(&row, "data-component"), attribute(&row, "data-bytes")) {
                components.push((name, spans(&bytes).expect("data-bytes is start,end")));
            }
        }
        let shown = Shown {
            verdict: attribute(&tag, "data-verdict").unwrap_or_default(),
            rule: attribute(&tag, "data-rule").unwrap_or_default(),
            error: attribute(&tag, "data-error-bytes").and_then(|bytes| spans(&bytes)),
            components,
        };
        found.push((attribute(&tag, "data-grammar").unwrap_or_default(), shown, section.to_owned()));
    }
    found
}

fn present<'a>(reference: &impl Components<'a>) -> Vec<(String, Span)> {
    reference.components().into_iter().filter_map(|c| c.part.map(|part| (c.name.to_owned(), part.span))).collect()
}

fn valid(rule: &str, components: Vec<(String, Span)>) -> Shown {
    Shown { verdict: "valid".to_owned(), rule: rule.to_owned(), error: None, components }
}

fn invalid(rule: &str, span: Span) -> Shown {
    Shown { verdict: "invalid".to_owned(), rule: rule.to_owned(), error: Some(span), components: Vec::new() }
}

/// The library's answer for each grammar's reference rule, computed with the library's own parsers.
fn expected_references(uri: &str) -> Vec<(&'static str, Shown)> {
    let rfc3986 = |options| match rfc3986::parse_uri_reference_with(uri, options) {
        Ok(reference) => valid("URI-reference", present(&reference)),
        Err(error) => invalid("URI-reference", error.span()),
    };
    let rfc2396 = |options| match rfc2396::parse_uri_reference_with(uri, options) {
        Ok(reference) => valid("URI-reference", present(&reference)),
        Err(error) => invalid("URI-reference", error.span()),
    };
    let rfc3987 = |options| match rfc3987::parse_iri_reference_with(uri, options) {
        Ok(reference) => valid("IRI-reference", present(&reference)),
        Err(error) => invalid("IRI-reference", error.span()),
    };
    let rfc1808 = |options| match rfc1808::parse_url_with(uri, options) {
        Ok(url) => valid("URL", present(&url)),
        Err(error) => invalid("URL", error.span()),
    };
    let rfc8089 = |options| match rfc8089::parse_file_uri_with(uri, options) {
        Ok(file) => valid("file-URI", present(&file)),
        Err(error) => invalid("file-URI", error.span()),
    };
    vec![
        ("3986", rfc3986(rfc3986::Options::RFC3986)),
        ("6874", rfc3986(rfc3986::Options::rfc6874(true))),
        ("3987", rfc3987(rfc3987::Options::RFC3987)),
        ("3987-6874", rfc3987(rfc3987::Options::RFC3987.rfc6874(true))),
        ("2396", rfc2396(rfc2396::Options::RFC2396)),
        ("2732", rfc2396(rfc2396::Options::rfc2732(true))),
        ("1808", rfc1808(rfc1808::Options::RFC1808)),
        ("2068", rfc1808(rfc1808::Options::RFC2068)),
        ("8089", rfc8089(rfc8089::Options::RFC8089)),
        ("8089-f", rfc8089(rfc8089::Options::APPENDIX_F)),
    ]
}

#[test]
fn the_playground_in_headless_chromium_gives_the_librarys_answers() {
    let Some(chromium) = chromium() else {
        eprintln!("skipped: no chromium on PATH (apt-get install -y chromium)");
        return;
    };
    let wasm = match build_wasm() {
        Ok(wasm) => wasm,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let out = std::env::temp_dir().join(format!("urigram-browser-site-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let whatwg_wasm = build_whatwg_wasm().expect("the WHATWG module builds where the playground's does");
    site::write(&out, Some(&wasm), Some(&whatwg_wasm)).expect("the site is written");
    let page = out.join("playground.html");
    let mut timings = Vec::new();

    // A valid URI, an invalid one, non-ASCII ones, and one that each amendment changes, with each grammar
    // selected in turn.
    let cases = [
        ("3986", "foo://example.com:8042/over/there?name=ferret#nose"),
        ("3986", "http://a/b c"),
        ("2396", "http://bücher.example/ü"),
        ("3987", "http://bücher.example/\u{FFFD}"),
        ("2732", "http://[::1]/a"),
        ("1808", "/~user;p?q"),
        ("2068", "http://a/~user/é"),
        ("8089-f", "file:///c|/path/to/file"),
    ];
    for (rfc, uri) in cases {
        let query = format!("rfc={rfc}&rule=&uri={}", form_encode(uri));
        let dom = dump(&chromium, &page, &query);
        let body = dom.split("<body").nth(1).map(|rest| format!("<body{rest}")).unwrap_or_default();
        assert!(attribute(&body, "data-load-error").is_none(), "{uri}: the module did not load: {body}");
        let milliseconds: f64 = attribute(&body, "data-first-result-ms")
            .and_then(|ms| ms.parse().ok())
            .unwrap_or_else(|| panic!("{uri}: the page rendered no result: {dom}"));
        let ready: f64 = attribute(&body, "data-module-ready-ms").and_then(|ms| ms.parse().ok()).unwrap_or(f64::NAN);
        let compiled: f64 = attribute(&body, "data-compiled-ms").and_then(|ms| ms.parse().ok()).unwrap_or(f64::NAN);
        eprintln!("{uri}: module in hand at {ready} ms, compiled at {compiled} ms, first result at {milliseconds} ms");
        timings.push(milliseconds);
        let shown = columns(&dom);
        let expected = expected_references(uri);
        assert_eq!(shown.len(), expected.len(), "{uri}: one column per grammar");
        for ((key, shown, section), (expected_key, expected)) in shown.iter().zip(&expected) {
            assert_eq!(key, expected_key, "{uri}: the columns' order");
            assert_eq!(shown, expected, "{uri} under {key}");
            if let Some(span) = expected.error {
                // The underline is on the same characters (the page slices UTF-16 units).
                let marked = if span.is_empty() { "\u{200b}" } else { &uri[span.range()] };
                assert!(
                    section.contains(&format!("<mark class=\"error\">{marked}</mark>"))
                        || section.contains("<mark class=\"error at-end\">"),
                    "{uri} under {key}: the error's bytes are underlined: {section}"
                );
            }
        }
    }

    // The error of RFC 3986 §3.3's space, where the README says it is.
    let dom = dump(&chromium, &page, "rfc=3986&uri=http%3A%2F%2Fa%2Fb+c");
    let (_, rfc3986_column, _) = &columns(&dom)[0];
    assert_eq!(rfc3986_column.error, Some(Span::new(10, 11)));

    // A chosen rule: each grammar that has it matches it, the others say they have none.
    let dom = dump(&chromium, &page, "rfc=3986&rule=host&uri=%5B%3A%3A1%5D");
    let shown = columns(&dom);
    assert!(shown[0].2.contains("IpLiteral::Ipv6"), "the rule's own tree is drawn: {}", shown[0].2);
    let verdicts: Vec<(String, String, String)> =
        shown.into_iter().map(|(key, shown, _)| (key, shown.rule, shown.verdict)).collect();
    let expected_host = |key: &str, verdict: bool| {
        (key.to_owned(), "host".to_owned(), if verdict { "valid" } else { "invalid" }.to_owned())
    };
    assert_eq!(
        verdicts,
        [
            expected_host("3986", rfc3986::parse_rule(rfc3986::Rule::Host, "[::1]").is_ok()),
            expected_host(
                "6874",
                rfc3986::parse_rule_with(rfc3986::Rule::Host, "[::1]", rfc3986::Options::rfc6874(true)).is_ok()
            ),
            // RFC 3987 names the rule `ihost`.
            ("3987".to_owned(), String::new(), "no-rule".to_owned()),
            ("3987-6874".to_owned(), String::new(), "no-rule".to_owned()),
            expected_host(
                "2396",
                rfc2396::parse_rule_with(rfc2396::Rule::Host, "[::1]", rfc2396::Options::RFC2396).is_ok()
            ),
            expected_host(
                "2732",
                rfc2396::parse_rule_with(rfc2396::Rule::Host, "[::1]", rfc2396::Options::rfc2732(true)).is_ok()
            ),
            ("1808".to_owned(), String::new(), "no-rule".to_owned()),
            ("2068".to_owned(), String::new(), "no-rule".to_owned()),
            // RFC 8089 imports `host` from RFC 3986: the page lists RFC 8089's own rules under it.
            ("8089".to_owned(), String::new(), "no-rule".to_owned()),
            ("8089-f".to_owned(), String::new(), "no-rule".to_owned()),
        ]
    );

    // The WHATWG column, drawn when its module has loaded after the first answer: each validation error with
    // its bytes, and the differential when RFC 3986 reads another host.
    let uri = "http://evil.com\\@good.com/";
    let dom =
        dump_with(&chromium, &page, &format!("rfc=3986&uri={}", form_encode(uri)), Some("--virtual-time-budget=10000"));
    assert!(dom.contains("data-whatwg=\"loaded\""), "the WHATWG module did not load: {dom}");
    let whatwg = dom
        .split("<section class=\"whatwg column\"")
        .nth(1)
        .expect("a WHATWG column")
        .split("</section>")
        .next()
        .unwrap_or("");
    let parsed = urigram::whatwg::parse(uri, None).expect("a browser makes a URL of it");
    assert!(whatwg.contains(&format!("<td>{}</td>", parsed.url.href())), "the href: {whatwg}");
    for reported in &parsed.errors {
        let tag = format!(
            "data-error=\"{}\" data-bytes=\"{},{}\"",
            reported.error.name(),
            reported.span.start,
            reported.span.end
        );
        assert!(whatwg.contains(&tag), "{tag} is not shown: {whatwg}");
    }
    let differential = urigram::differential::compare(uri, urigram::rfc3986::Options::RFC3986, None);
    let sentence = urigram_playground::differential_sentence(&differential).expect("the readings differ");
    assert!(whatwg.contains(&format!("<p class=\"differential\">{}</p>", sentence.replace('&', "&amp;"))), "{whatwg}");

    // An address the page cannot follow says so.
    let dom = dump(&chromium, &page, "rfc=9999&uri=a");
    assert!(dom.contains("data-address-error=\"unknown grammar"), "{dom}");

    let _ = std::fs::remove_dir_all(&out);
    timings.sort_by(f64::total_cmp);
    eprintln!(
        "playground: {} bytes of wasm; first result {:.0} ms (median of {}, {:.0}..{:.0}) after the page started loading",
        wasm.len(),
        timings[timings.len() / 2],
        timings.len(),
        timings[0],
        timings[timings.len() - 1]
    );
}
