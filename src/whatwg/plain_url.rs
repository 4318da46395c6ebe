//! A fast path of the basic URL parser (§ 4.4) for the most common shape of input: a valid URL string of a
//! special scheme with a plain domain, or a `file:///` URL, read in one pass over its bytes instead of code
//! point by code point through the states of `whatwg/parser.rs`.
//!
//! It reads only inputs of which every state the parser runs on them appends runs of bytes unchanged (or
//! lowercased), takes no branch back, reports no validation error and reads no base URL, and it returns
//! `None` for every other input, which then goes through the states. On every input it reads, its URL equals
//! the states' (serialization, offsets and spans): `tests` below holds the two readings equal on the inputs of
//! `urltestdata.json` (with their bases), on kasztp.txt, on a list of `file:` URLs and on edge cases.
//!
//! The shape, and the states it fuses (none of them reports a validation error on it):
//!
//! ```text
//! special  = scheme ":" "//" host [ ":" port ] [ path ] [ "?" query ] [ "#" fragment ]
//! file     = "file" ":" "///" [ path-rest ] [ "?" query ] [ "#" fragment ]
//! ```
//!
//! - The input has no leading or trailing C0 control or space and no ASCII tab or newline (every byte below
//!   is a URL code point, or `%`), so steps 1 to 3 leave it as it is.
//! - Scheme start and scheme states: an ASCII alpha, then ASCII alphanumerics, `+`, `-`, `.` up to `:`; the
//!   scheme (ASCII case-insensitively) `http`, `https`, `ws`, `wss`, `ftp` or `file`.
//! - A special scheme other than `file`: `//` follows, so the special relative or authority state (when a
//!   base has the same scheme) or the special authority slashes state goes on to the special authority
//!   ignore slashes state past both slashes, which hands the next byte to the authority state; base is not
//!   read again. The authority runs to the first `/`, `?`, `#` or the end and holds no `@` (only ASCII
//!   alphanumerics, `-`, `.`, then `:` and digits), so the authority state reads no credentials and the host
//!   state reads the host up to `:` or the end of the authority. The host is a plain ASCII domain
//!   (`host::is_plain_ascii_domain`) whose last label begins with a letter, so the host parser returns the
//!   domain lowercased, without error, and it does not end in a number. The port, if any, is 1 to 5 digits
//!   of value at most 65535: the port state sets it, null when it is the scheme's default.
//! - `file`: `///` follows, so the file state, the file slash state and the file host state read an empty
//!   buffer at the third `/` (the empty host, spanless), and the path start state begins the path there.
//! - Path start and path states: the path is segments each of bytes of the path's unchanged set
//!   (`percent::PATH_SEGMENT_UNCHANGED`) or `%` and two ASCII hex digits, none a single-dot or double-dot URL
//!   path segment, so each segment is appended as read, and none is shortened. The path is read in one run
//!   of these bytes and `/`, stopping only at `.` and `%`: a segment can be a dot segment only if its first
//!   byte is one of them, which follows a `/`, and a dot segment has at most 6 bytes, so the check at such a
//!   stop reads at most 7 bytes and the pass stays linear. A special URL with no path
//!   gets the path `/` (the path state appends the empty buffer). A `file` URL's first segment that is a
//!   Windows drive letter has `:` as its second code point (`|` is not a URL code point), which the path
//!   state's replacement leaves as it is.
//! - Query state: bytes of the special-query unchanged set or `%` and two hex digits, up to `#`.
//! - Fragment state: bytes of the fragment's unchanged set or `%` and two hex digits, to the end.

use alloc::string::String;

use super::host::plain_ascii_domain_prefix;
use super::parser::{Wanted, is_double_dot, is_single_dot};
use super::percent::{FRAGMENT_UNCHANGED, PATH_UNCHANGED_BUT_DOT, SPECIAL_QUERY_UNCHANGED, UnchangedBytes};
use super::record::{ComponentSpans, HostKind, Url, push_port};
use crate::Span;

/// The scheme of a URL the fast path reads, with its default port.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scheme {
    /// `http`, `https`, `ws`, `wss`, `ftp`, with the default port.
    Special(u16),
    /// `file`.
    File,
}

/// The scheme `scheme` names (ASCII case-insensitively), when the fast path reads it. `scheme` is of the
/// scheme state's bytes (ASCII alphanumerics, `+`, `-`, `.`), of which setting the bit 0x20 lowercases the
/// letters and changes no other byte into a letter.
fn scheme_of(scheme: &[u8]) -> Option<Scheme> {
    let mut lower = [0u8; 5];
    for (slot, &byte) in lower.iter_mut().zip(scheme) {
        *slot = byte | 0x20;
    }
    match (scheme.len(), &lower) {
        (2, b"ws\0\0\0") => Some(Scheme::Special(80)),
        (3, b"wss\0\0") => Some(Scheme::Special(443)),
        (3, b"ftp\0\0") => Some(Scheme::Special(21)),
        (4, b"http\0") => Some(Scheme::Special(80)),
        (4, b"file\0") => Some(Scheme::File),
        (5, b"https") => Some(Scheme::Special(443)),
        _ => None,
    }
}

/// The end of the run from `start` of bytes of `unchanged` and of `%` followed by two ASCII hex digits: the
/// bytes a state appends as they are without a validation error (`%` is in none of the percent-encode sets
/// these sets come from).
#[inline]
fn unit_run(bytes: &[u8], start: usize, unchanged: &UnchangedBytes) -> usize {
    let mut i = start;
    loop {
        let rest = bytes.get(i..).unwrap_or(&[]);
        i += rest.iter().position(|&b| !unchanged.has(b)).unwrap_or(rest.len());
        if bytes.get(i) == Some(&b'%')
            && bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
            && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
        {
            i += 3;
        } else {
            return i;
        }
    }
}

/// A set of bytes as a table, for the scans of one pass.
struct Bytes([bool; 256]);

impl Bytes {
    /// The ASCII alphanumerics and `extra`.
    const fn alphanumeric_and(extra: &[u8]) -> Bytes {
        let mut table = [false; 256];
        let mut byte = 0;
        while byte < 128 {
            table[byte] = (byte as u8).is_ascii_alphanumeric();
            byte += 1;
        }
        let mut i = 0;
        while i < extra.len() {
            table[extra[i] as usize] = true;
            i += 1;
        }
        Bytes(table)
    }

    /// The end of the run of these bytes from `start` on.
    #[inline]
    fn run_end(&self, bytes: &[u8], start: usize) -> usize {
        let rest = bytes.get(start..).unwrap_or(&[]);
        start + rest.iter().position(|&b| !self.0[usize::from(b)]).unwrap_or(rest.len())
    }
}

/// The scheme state's code points after the first: "ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.)".
static SCHEME_BYTES: Bytes = Bytes::alphanumeric_and(b"+-.");

/// The positions of an input of the fast path's shape.
struct Shape {
    scheme: Scheme,
    /// The `:` after the scheme.
    scheme_end: usize,
    /// The host's bytes (empty for `file`).
    host: (usize, usize),
    /// Whether the host has an ASCII upper alpha (else it is lowercase already).
    host_has_uppercase: bool,
    /// The port's digits and value, when the input has a `:` and a port.
    port: Option<(usize, usize, u16)>,
    /// Where the path begins and ends (equal when there is none).
    path: (usize, usize),
    /// The `?`, when the input has a query.
    query: Option<usize>,
    /// The `#`, when the input has a fragment.
    fragment: Option<usize>,
}

/// Reads `bytes` as the fast path's shape (see the module's documentation), `None` when it is not. Inlined
/// into both callers, so that [`reads`], which needs only whether it is `Some`, stores none of its fields.
#[inline(always)]
fn shape(input: &str) -> Option<Shape> {
    let bytes = input.as_bytes();
    let mut host_has_uppercase = false;
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let scheme_end = SCHEME_BYTES.run_end(bytes, 1);
    if bytes.get(scheme_end) != Some(&b':') {
        return None;
    }
    let scheme = scheme_of(bytes.get(..scheme_end)?)?;
    let (host, port, path_start) = match scheme {
        Scheme::Special(_) => {
            if bytes.get(scheme_end + 1..scheme_end + 3)? != b"//" {
                return None;
            }
            let host_start = scheme_end + 3;
            // The host runs to the first byte that is not a domain's (`host::is_plain_ascii_domain`).
            let (length, last_label, uppercase) = plain_ascii_domain_prefix(bytes.get(host_start..)?)?;
            host_has_uppercase = uppercase;
            let host_end = host_start + length;
            if !bytes.get(host_start + last_label)?.is_ascii_alphabetic() {
                return None;
            }
            let (port, end) = if bytes.get(host_end) == Some(&b':') {
                let digits = bytes.get(host_end + 1..)?;
                let length = digits.iter().position(|b| !b.is_ascii_digit()).unwrap_or(digits.len());
                if !(1..=5).contains(&length) {
                    return None;
                }
                let value = digits.get(..length)?.iter().fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
                let value = u16::try_from(value).ok()?;
                (Some((host_end + 1, host_end + 1 + length, value)), host_end + 1 + length)
            } else {
                (None, host_end)
            };
            if !matches!(bytes.get(end), None | Some(b'/' | b'?' | b'#')) {
                return None;
            }
            ((host_start, host_end), port, end)
        }
        Scheme::File => {
            if bytes.get(scheme_end + 1..scheme_end + 4)? != b"///" {
                return None;
            }
            ((scheme_end + 3, scheme_end + 3), None, scheme_end + 3)
        }
    };
    // The path: one run over its segments and their `/`, stopping only at a `.` or `%` (or its end). A
    // segment can be a single-dot or double-dot segment only if it begins with one of them, right after a
    // `/`; it is then 1 to 6 bytes up to the next `/`, `?`, `#` or the end.
    let mut path_end = path_start;
    if bytes.get(path_start) == Some(&b'/') {
        let mut i = path_start;
        loop {
            i = PATH_UNCHANGED_BUT_DOT.run_end(bytes, i);
            let step = match bytes.get(i) {
                Some(b'.') => 1,
                Some(b'%')
                    if bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                        && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit) =>
                {
                    3
                }
                _ => break,
            };
            if bytes.get(i.wrapping_sub(1)) == Some(&b'/') && is_dot_segment_at(input, i) {
                return None;
            }
            i += step;
        }
        path_end = i;
    }
    let mut end = path_end;
    let query = if bytes.get(end) == Some(&b'?') {
        let at = end;
        end = unit_run(bytes, at + 1, &SPECIAL_QUERY_UNCHANGED);
        Some(at)
    } else {
        None
    };
    let fragment = if bytes.get(end) == Some(&b'#') {
        let at = end;
        end = unit_run(bytes, at + 1, &FRAGMENT_UNCHANGED);
        Some(at)
    } else {
        None
    };
    if end != bytes.len() {
        return None;
    }
    Some(Shape { scheme, scheme_end, host, host_has_uppercase, port, path: (path_start, path_end), query, fragment })
}

/// Whether the path segment that begins at `start` of `input` (up to the next `/`, `?`, `#` or the end) is a
/// single-dot or double-dot URL path segment; only its first 7 bytes are read, as such a segment has at most 6.
fn is_dot_segment_at(input: &str, start: usize) -> bool {
    let window = input.as_bytes().get(start..).unwrap_or(&[]);
    let window = window.get(..7).unwrap_or(window);
    let length = window.iter().position(|b| matches!(b, b'/' | b'?' | b'#')).unwrap_or(window.len());
    length <= 6
        && input.get(start..start + length).is_some_and(|segment| is_single_dot(segment) || is_double_dot(segment))
}

/// The span of bytes `start..end` as the parser gives it (the empty span at `start` when there are none).
fn span(start: usize, end: usize) -> Span {
    if end <= start { Span::at(start) } else { Span::new(start, end) }
}

/// Whether the fast path reads `input`: then the basic URL parser succeeds on it, against any base, and
/// reports no validation error.
pub(crate) fn reads(input: &str) -> bool {
    shape(input).is_some()
}

/// The basic URL parser on `input` (without base, url and state override: it reads no base on the inputs it
/// takes), when `input` has the fast path's shape: the URL the states would return, which reported no
/// validation error; `None` for any other input. For [`Wanted::Verdict`] the URL is the verdict's, empty.
pub(crate) fn parse_plain(input: &str, wanted: Wanted) -> Option<Url> {
    let bytes = input.as_bytes();
    let shape = shape(input)?;
    if wanted == Wanted::Verdict {
        return Some(Url::for_verdict());
    }
    let text = |start: usize, end: usize| input.get(start..end).unwrap_or("");
    let (path_start, path_end) = shape.path;
    let end = bytes.len();
    let (host_kind, default_port) = match shape.scheme {
        Scheme::Special(port) => (HostKind::Domain, Some(port)),
        Scheme::File => (HostKind::Empty, None),
    };
    let port = shape.port.map(|(_, _, value)| value).filter(|&value| Some(value) != default_port);
    // The port as the serializer writes it: not the default, without leading zeros.
    let port_as_written = match shape.port {
        None => true,
        Some((start, digits_end, _)) => port.is_some() && (digits_end - start == 1 || bytes.get(start) != Some(&b'0')),
    };
    let (serialization, host_start, host_end, url_path_start, query_start, fragment_start) =
        if port_as_written && path_end > path_start {
            // The serialization is the input, with the scheme and the host lowercased.
            let mut serialization = String::from(input);
            if let Some(scheme) = serialization.get_mut(..shape.scheme_end) {
                scheme.make_ascii_lowercase();
            }
            if shape.host_has_uppercase {
                if let Some(host) = serialization.get_mut(shape.host.0..shape.host.1) {
                    host.make_ascii_lowercase();
                }
            }
            (serialization, shape.host.0, shape.host.1, path_start, shape.query, shape.fragment)
        } else {
            let mut serialization = String::with_capacity(end + 1);
            serialization.push_str(text(0, shape.scheme_end));
            serialization.make_ascii_lowercase();
            serialization.push_str("://");
            let host_start = serialization.len();
            serialization.push_str(text(shape.host.0, shape.host.1));
            if shape.host_has_uppercase {
                if let Some(host) = serialization.get_mut(host_start..) {
                    host.make_ascii_lowercase();
                }
            }
            let host_end = serialization.len();
            if let Some(port) = port {
                serialization.push(':');
                push_port(port, &mut serialization);
            }
            let url_path_start = serialization.len();
            if path_end == path_start {
                serialization.push('/');
            } else {
                serialization.push_str(text(path_start, path_end));
            }
            let after_path = shape.query.or(shape.fragment).unwrap_or(end);
            let query_start = shape.query.map(|_| serialization.len());
            let fragment_start = shape.fragment.map(|at| serialization.len() + (at - after_path));
            serialization.push_str(text(after_path, end));
            (serialization, host_start, host_end, url_path_start, query_start, fragment_start)
        };
    let spans = ComponentSpans {
        scheme: Some(span(0, shape.scheme_end)),
        username: None,
        password: None,
        host: (shape.scheme != Scheme::File).then(|| span(shape.host.0, shape.host.1)),
        port: shape.port.map(|(start, end, _)| span(start, end)),
        path: Some(span(path_start, path_end)),
        query: shape.query.map(|at| span(at + 1, shape.fragment.unwrap_or(end))),
        fragment: shape.fragment.map(|at| span(at + 1, end)),
    };
    Some(Url::with_host_written(
        serialization,
        host_start,
        host_end,
        host_kind,
        port,
        url_path_start,
        query_start,
        fragment_start,
        spans,
    ))
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};
    use std::string::String;
    use std::vec::Vec;
    use std::{eprintln, format, vec};

    use super::super::parser::{Wanted, basic_url_parse_by_states};
    use super::super::record::Url;
    use super::parse_plain;

    /// Holds the fast path equal to the states on `input` against `base`: when it reads the input, the states
    /// give the same URL (serialization, offsets, spans) and no validation error. Returns whether it read it.
    fn agrees(input: &str, base: Option<&Url>) -> bool {
        let fast = parse_plain(input, Wanted::Record);
        assert_eq!(fast.is_some(), parse_plain(input, Wanted::Verdict).is_some(), "{input:?}");
        assert_eq!(fast.is_some(), super::reads(input), "{input:?}");
        let Some(fast) = fast else { return false };
        let states = basic_url_parse_by_states(input, base, Wanted::RecordAndErrors);
        let Ok((url, errors)) = states else { panic!("{input:?}: the fast path reads what the states fail") };
        assert!(errors.is_empty(), "{input:?}: the fast path reads an input with validation errors {errors:?}");
        assert_eq!(fast, url, "{input:?}");
        assert!(fast.spans() == url.spans(), "{input:?}");
        true
    }

    #[test]
    fn edge_cases() {
        let read = [
            "http://a",
            "HTTP://EXAMPLE.Com",
            "https://a:443",
            "https://a:0443/",
            "http://a:0/x",
            "http://a:00/x",
            "http://a:08080/x",
            "http://a:8080/x",
            "HTTP://A.B:8080/X?Y#Z",
            "Ws://A.b/C",
            "https://a:00000/",
            "http://a:65535/x",
            "ws://a:80?q",
            "wss://a.b-c.d#f",
            "ftp://a:21/",
            "ftp://a:22/",
            "http://a/b/c?d=e&f=g#h",
            "http://a/%41/%2f?%7a",
            "http://a?",
            "http://a#",
            "http://a/?#",
            "http://a//b//",
            "http://a/.b/..c/b.",
            "http://a/b?c!d#e~",
            "file:///",
            "file:///C:/x",
            "file:///c:",
            "file:////x",
            "file:///a/b?c#d",
            "file:///%2e%2f",
            "http://a--b.c-d.e/",
            "http://a/b.c/d.",
            "http://a/.../....",
            "http://a/%2ex/x%2e/.%41",
            "http://a/b/.c./..d?.#..",
            "file:///a.b/.c/%2e%2e%2e",
        ];
        for input in read {
            assert!(agrees(input, None), "the fast path does not read {input:?}");
        }
        let not_read = [
            "",
            " http://a/",
            "http://a/ ",
            "http://a/\tb",
            "http:/a",
            "http:\\\\a",
            "http:///a",
            "http://a:/",
            "http://a:65536/",
            "http://a:123456/",
            "http://u@a/",
            "http://u:p@a/",
            "http://1.2.3.4/",
            "http://a.1/",
            "http://a.0x1/",
            "http://a-/",
            "http://xn--a/",
            "http://ab--c/",
            "http://a./",
            "http://a..b/",
            "http://a_b/",
            "http://[::1]/",
            "http://a\\b",
            "http://a/./b",
            "http://a/../b",
            "http://a/%2e/b",
            "http://a/.%2E",
            "http://a/b/..",
            "http://a/b/.",
            "http://a/b c",
            "http://a/b%",
            "http://a/b%4",
            "http://a/?%zz",
            "http://a/b?c d",
            "http://a/b?c'd",
            "http://a/b#e`",
            "http://a/b#c#d",
            "http://a/é",
            "http://é/",
            "mailto:a@b",
            "blob:http://a/",
            "foo://a/",
            "file://a/b",
            "file:/a",
            "file:///C|/x",
            "file:///./x",
            "file:///a/..",
            "file:///%2e.",
            "http://-a/",
            "http://.a/",
            "http://a.-b/",
            "http://a-.b/",
            "http://a-/b",
            "http://a--/",
            "http://a/./",
            "http://a/x/.?q",
            "http://a/x/..#f",
            "http://a/x/%2E%2e?q",
            "http://a/x/.%2e/y",
            "file:///a/%2E/b",
        ];
        for input in not_read {
            agrees(input, None);
            assert!(parse_plain(input, Wanted::Record).is_none(), "the fast path reads {input:?}");
        }
        // Labels of 63 and 64 bytes, domains of 253 and 254 bytes, `--` in a label of a long domain.
        let label = "a".repeat(63);
        let long_domain = format!("{label}.{label}.{label}.{}", "b".repeat(61));
        for input in [format!("http://{label}/"), format!("http://{long_domain}/x"), format!("http://{label}.b-c/")] {
            assert!(agrees(&input, None), "the fast path does not read {input:?}");
        }
        for input in [
            format!("http://{label}a/"),
            format!("http://{long_domain}b/x"),
            format!("http://{label}.xn--c/"),
            format!("http://{label}.ab--c.d/"),
        ] {
            agrees(&input, None);
            assert!(parse_plain(&input, Wanted::Record).is_none(), "the fast path reads {input:?}");
        }
        let base = Url::parse("http://base.example/x/y?z#w", None).unwrap_or_else(|failure| panic!("{failure:?}"));
        for input in read.iter().chain(not_read.iter()) {
            agrees(input, Some(&base));
        }
    }

    /// The shared folder (`URIGRAM_SHARED`, relative to the repository, else `../shared`).
    fn shared(relative: &str) -> Option<String> {
        let repository = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let folder = match std::env::var_os("URIGRAM_SHARED") {
            Some(folder) => repository.join(folder),
            None => repository.join("../shared"),
        };
        let text = std::fs::read_to_string(folder.join(relative)).ok();
        if text.is_none() {
            eprintln!("skipped: needs {relative} from the shared folder (URIGRAM_SHARED)");
        }
        text
    }

    /// The JSON text with every `\u` escape of a surrogate made `\uFFFD`, which a Rust string can hold: the
    /// inputs need only be inputs here.
    fn surrogates_replaced(json: &str) -> String {
        let mut out = String::with_capacity(json.len());
        let mut rest = json;
        while let Some(at) = rest.find('\\') {
            out.push_str(&rest[..at]);
            rest = &rest[at..];
            let escape = rest.get(..6).unwrap_or(rest);
            let surrogate = escape.len() == 6
                && escape.starts_with("\\u")
                && u16::from_str_radix(&escape[2..], 16).is_ok_and(|unit| (0xD800..=0xDFFF).contains(&unit));
            let taken = if surrogate {
                out.push_str("\\uFFFD");
                6
            } else {
                let taken = rest.chars().take(2).map(char::len_utf8).sum();
                out.push_str(&rest[..taken]);
                taken
            };
            rest = &rest[taken..];
        }
        out.push_str(rest);
        out
    }

    /// On every input of `urltestdata.json`, with its base, and on kasztp.txt.
    #[test]
    fn agrees_with_the_states_on_the_test_data_and_kasztp() {
        if let Some(json) = shared("whatwg/urltestdata.json") {
            let cases: serde_json::Value = serde_json::from_str(&surrogates_replaced(&json)).expect("JSON");
            let mut read = 0;
            for case in cases.as_array().into_iter().flatten() {
                let Some(input) = case.get("input").and_then(serde_json::Value::as_str) else { continue };
                let base = case.get("base").and_then(serde_json::Value::as_str).and_then(|b| Url::parse(b, None).ok());
                read += usize::from(agrees(input, base.as_ref()));
                agrees(input, None);
            }
            eprintln!("urltestdata.json: the fast path reads {read} inputs");
            assert!(read > 10);
        }
        if let Some(text) = shared("bench/kasztp.txt") {
            let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
            let read = lines.iter().filter(|line| agrees(line, None)).count();
            eprintln!("kasztp.txt: the fast path reads {read} of {} lines", lines.len());
            assert!(read * 10 > lines.len() * 9);
        }
    }

    /// On the `file:` URLs of the `whatwg` benchmark: `file:///repo/<path>` for each file of the repository.
    #[test]
    fn agrees_with_the_states_on_file_urls() {
        fn walk(root: &Path, folder: &Path, out: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(folder) else { return };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(root, &path, out);
                } else if let Ok(relative) = path.strip_prefix(root) {
                    out.push(format!("file:///repo/{}", relative.to_string_lossy().replace('\\', "/")));
                }
            }
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut urls = vec![];
        for folder in ["src", "tests", "crates", "grammar"] {
            walk(root, &root.join(folder), &mut urls);
        }
        let read = urls.iter().filter(|url| agrees(url, None)).count();
        assert!(read * 10 > urls.len() * 9, "{read} of {}", urls.len());
    }
}
