//! Zero heap allocations per successful parse, proved with a counting global allocator.
//!
//! The allocator counts, per thread, every `alloc`, `alloc_zeroed` and `realloc`; each check reads the count of
//! its own thread before and after one call, so the test harness's other threads do not disturb it. A parse that
//! succeeds must not allocate at all: the tree borrows the input and the combinators pass `Copy` errors. A parse
//! that fails may allocate, for the sentence of its error, and only a little.
//!
//! The texts are the examples of each RFC, the large shapes of `tests/support/shapes.rs` at 64 KiB, and, where
//! the shared folder is present (`URIGRAM_SHARED`, `../shared` by default), every line of the benchmark
//! corpora.

use super::shapes;

#[path = "../support/shared.rs"]
mod shared;

#[path = "../support/section_5_4.rs"]
mod section_5_4;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use urigram::{Grammar, rfc1808, rfc2396, rfc3986, rfc3987};

/// The system allocator, counting the allocations of each thread.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count_one() {
    // `try_with`: the allocator may be called while the thread's locals are being torn down.
    let _ = ALLOCATIONS.try_with(|count| count.set(count.get() + 1));
}

// SAFETY: every method forwards to `System` with the caller's arguments unchanged, so `System`'s guarantees
// hold; counting touches only a `const`-initialized thread-local `Cell`, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: forwarded unchanged (see above).
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: forwarded unchanged (see above).
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count_one();
        // SAFETY: forwarded unchanged (see above).
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged (see above).
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The number of allocations `work` makes on this thread, and its result.
fn allocations<T>(work: impl FnOnce() -> T) -> (usize, T) {
    let before = ALLOCATIONS.with(Cell::get);
    let result = std::hint::black_box(work());
    (ALLOCATIONS.with(Cell::get) - before, result)
}

/// At most this many allocations for a failed parse: its error's sentence.
const ERROR_BUDGET: usize = 16;

/// Checks one parse: no allocation when it succeeds, a few when it fails. Returns whether it succeeded.
fn check<T, E: std::fmt::Debug>(what: &str, text: &str, parse: impl FnOnce() -> Result<T, E>) -> bool {
    let (count, result) = allocations(parse);
    match result {
        Ok(_) => {
            assert_eq!(count, 0, "{what} allocated {count} times on the valid {:?}", shorten(text));
            true
        }
        Err(error) => {
            assert!(count <= ERROR_BUDGET, "{what} allocated {count} times on {:?}: {error:?}", shorten(text));
            false
        }
    }
}

fn shorten(text: &str) -> String {
    if text.len() <= 80 {
        text.to_owned()
    } else {
        format!("{}... ({} bytes)", text.chars().take(60).collect::<String>(), text.len())
    }
}

/// Parses `text` with every top rule of every RFC, under every option; returns how many parses succeeded.
fn check_top_rules(text: &str) -> usize {
    let mut accepted = 0;
    accepted += usize::from(check("rfc3986::parse_uri_reference", text, || rfc3986::parse_uri_reference(text)));
    accepted += usize::from(check("rfc3986::parse_uri", text, || rfc3986::parse_uri(text)));
    accepted += usize::from(check("rfc3986::parse_absolute_uri", text, || rfc3986::parse_absolute_uri(text)));
    accepted += usize::from(check("rfc3986::parse_relative_ref", text, || rfc3986::parse_relative_ref(text)));
    accepted += usize::from(check("rfc3987::parse_iri_reference", text, || rfc3987::parse_iri_reference(text)));
    accepted += usize::from(check("rfc3987::parse_iri", text, || rfc3987::parse_iri(text)));
    accepted += usize::from(check("rfc3987::parse_absolute_iri", text, || rfc3987::parse_absolute_iri(text)));
    accepted += usize::from(check("rfc3987::parse_irelative_ref", text, || rfc3987::parse_irelative_ref(text)));
    for options in [rfc2396::Options::RFC2396, rfc2396::Options::rfc2732(true)] {
        accepted += usize::from(check("rfc2396::parse_uri_reference_with", text, || {
            rfc2396::parse_uri_reference_with(text, options)
        }));
        accepted += usize::from(check("rfc2396::parse_absolute_uri_with", text, || {
            rfc2396::parse_absolute_uri_with(text, options)
        }));
        accepted += usize::from(check("rfc2396::parse_relative_uri_with", text, || {
            rfc2396::parse_relative_uri_with(text, options)
        }));
        accepted += usize::from(check("rfc2396::parse_resolvable_reference", text, || {
            rfc2396::parse_resolvable_reference(text, options)
        }));
    }
    for options in [rfc1808::Options::RFC1808, rfc1808::Options::RFC2068] {
        accepted += usize::from(check("rfc1808::parse_url_with", text, || rfc1808::parse_url_with(text, options)));
        accepted += usize::from(check("rfc1808::parse_absolute_url_with", text, || {
            rfc1808::parse_absolute_url_with(text, options)
        }));
        accepted += usize::from(check("rfc1808::parse_relative_url_with", text, || {
            rfc1808::parse_relative_url_with(text, options)
        }));
    }
    accepted
}

/// Parses `text` with every rule of every RFC through `parse_rule` and `match_prefix`.
fn check_every_rule(text: &str) {
    for &rule in rfc3986::Rule::ALL {
        check(rule.name(), text, || rfc3986::parse_rule(rule, text));
        check(rule.name(), text, || rfc3986::match_prefix(rule, text));
    }
    for &rule in rfc3987::Rule::ALL {
        check(rule.name(), text, || rfc3987::parse_rule(rule, text));
        check(rule.name(), text, || rfc3987::match_prefix(rule, text));
    }
    for options in [rfc2396::Options::RFC2396, rfc2396::Options::rfc2732(true)] {
        for &rule in rfc2396::Rule::ALL {
            check(rule.name(), text, || rfc2396::parse_rule_with(rule, text, options));
            check(rule.name(), text, || rfc2396::match_prefix_with(rule, text, options));
        }
    }
    for options in [rfc1808::Options::RFC1808, rfc1808::Options::RFC2068] {
        for &rule in rfc1808::Rule::ALL {
            check(rule.name(), text, || rfc1808::parse_rule_with(rule, text, options));
            check(rule.name(), text, || rfc1808::match_prefix_with(rule, text, options));
        }
    }
}

/// Texts from the three RFCs' examples and their edge cases, valid under at least one of them.
const SAMPLES: &[&str] = &[
    // RFC 3986 §1.1.2, §3, §5.4.
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "telnet://192.0.2.16:80/",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "foo://example.com:8042/over/there?name=ferret#nose",
    // RFC 3986 §5.4's base and references are in `support/section_5_4.rs`, checked beside these.
    // RFC 3987: IRIs in several scripts, iprivate in a query, a character beyond the BMP.
    "https://bücher.example/straße?ö=ü#süß",
    "http://例え.jp/パス/ファイル?クエリ",
    "http://ουτοπία.δπθ.gr/",
    "http://a/b?\u{E000}",
    "http://example.com/\u{10300}\u{10301}",
    "//مثال.إختبار/ب",
    // Hosts of every kind.
    "http://[::1]:8080/",
    "http://[1:2:3:4:5:6:7:8]/",
    "http://[::ffff:192.0.2.1]/",
    "http://[v7.some:thing]/",
    "http://user:pass@host.example:0/p?q#f",
    "http://1.2.3.4/",
    "http://256.1.1.1/",
    "http://%41%42/",
    "file:///etc/passwd",
    "http://a:/",
    "http://@/",
    // RFC 2396 specifics: params, reg_name, opaque parts.
    "http://www.ics.uci.edu/pub/ietf/uri/;v=2#Related",
    "mailto:mduerst@ifi.unizh.ch",
    "http://a@b@c/",
    "http://a.1/",
    "http://999.1.1.1/",
    // RFC 1808 specifics.
    "1ab:x",
    "http://a?q",
    "//a;p?q/b;x?y",
    "a:b:c",
];

/// The samples above, RFC 3986 §5.4's base and its references.
fn samples() -> impl Iterator<Item = &'static str> {
    SAMPLES.iter().chain([&section_5_4::BASE]).chain(section_5_4::REFERENCES).copied()
}

#[test]
fn successful_parses_do_not_allocate() {
    let mut accepted = 0;
    for text in samples() {
        accepted += check_top_rules(text);
    }
    assert!(accepted > samples().count() * 5, "most samples are valid under most grammars: {accepted}");
}

#[test]
fn every_rule_that_succeeds_does_not_allocate() {
    for text in samples() {
        check_every_rule(text);
    }
}

#[test]
fn large_inputs_do_not_allocate() {
    for shape in shapes::SHAPES {
        let text = (shape.make)(64 * 1024);
        let (count, ok) = allocations(|| rfc3986::parse_uri_reference(&text).is_ok());
        assert_eq!(ok, shape.rfc3986, "{}", shape.name);
        assert!(!ok || count == 0, "{}: {count} allocations", shape.name);
        check_top_rules(&text);
    }
}

#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn every_line_of_the_benchmark_corpora() {
    for name in ["kasztp.txt", "synthetic.txt"] {
        let Some(corpus) = shared::read(&format!("bench/{name}")) else { continue };
        let mut accepted = 0;
        for line in corpus.lines() {
            accepted += check_top_rules(line);
        }
        assert!(accepted > 0, "{name}");
    }
}

#[test]
fn the_counter_counts() {
    let (count, text) = allocations(|| String::from("x"));
    assert_eq!((count, text.as_str()), (1, "x"));
    // A sentence is written when it is read, and only then allocates.
    let (count, error) = allocations(|| rfc3986::parse_uri_reference("http://a/%zz"));
    assert_eq!(count, 0, "building an error writes no sentence");
    let error = error.unwrap_err();
    let (count, message) = allocations(|| error.message());
    assert!(count >= 1 && message.starts_with("expected two hex digits"), "{count}: {message}");
}

/// A rejected text costs no allocation either, in any grammar: the error keeps what its sentence needs.
#[test]
fn errors_allocate_nothing_until_their_sentence_is_read() {
    for text in ["http://a/%zz", "http://a/b c", "http://[::1", "http://a:b/", "a:b#c#d", "?y", "http:", "//a//b"] {
        let (count, result) = allocations(|| rfc3986::parse_uri_reference(text).is_err());
        assert_eq!(count, 0, "RFC 3986 {text:?} (rejected: {result})");
        let (count, result) = allocations(|| rfc2396::parse_uri_reference(text).is_err());
        assert_eq!(count, 0, "RFC 2396 {text:?} (rejected: {result})");
        let (count, result) = allocations(|| rfc1808::parse_url(text).is_err());
        assert_eq!(count, 0, "RFC 1808 {text:?} (rejected: {result})");
    }
}

/// The WHATWG URL parser: `Url::parse` allocates once, for its href, on every line of the benchmark corpora it
/// parses whose host needs no IDNA; `Url::can_parse` allocates nothing on them.
#[cfg(feature = "whatwg")]
#[test]
fn whatwg_parse_allocates_the_href_alone_and_the_verdict_nothing() {
    use urigram::whatwg::Url;
    let mut lines: Vec<String> =
        ["https://user:pass@example.org:8080/a/./b/../c?q=1&r#f", "file:///C:/x/y", "sc:opaque?q", "http://1.2.3.4/"]
            .into_iter()
            .map(String::from)
            .collect();
    if let Some(corpus) = shared::read("bench/kasztp.txt") {
        lines.extend(corpus.trim_start_matches('\u{feff}').lines().map(String::from));
    }
    let mut checked = 0;
    for line in &lines {
        // A line with a tab or newline is copied without them; a domain of other than labels of ASCII letters,
        // digits and inner hyphens goes through the `idna` crate, which allocates.
        let plain_line = line.bytes().all(|b| b.is_ascii() && !matches!(b, b'\t' | b'\n' | b'\r' | b'%'));
        // The empty host (of a `file:` URL) and no host at all need no IDNA either.
        let plain_host = |host: &str| {
            host.is_empty()
                || host.split('.').all(|label| {
                    !label.is_empty()
                        && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
                        && !label.starts_with('-')
                        && !label.ends_with('-')
                        && label.get(2..4) != Some("--")
                })
        };
        if !plain_line || Url::parse(line, None).is_ok_and(|url| !plain_host(url.hostname())) {
            continue;
        }
        let (count, parsed) = allocations(|| Url::parse(line, None));
        if parsed.is_ok() {
            assert!(count <= 1, "Url::parse allocated {count} times on {:?}", shorten(line));
        }
        let (count, _) = allocations(|| Url::can_parse(line, None));
        assert_eq!(count, 0, "Url::can_parse allocated {count} times on {:?}", shorten(line));
        checked += 1;
    }
    assert!(checked >= 4);
}
