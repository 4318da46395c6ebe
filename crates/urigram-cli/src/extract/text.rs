//! URIs in plain text, delimited as RFC 3986 Appendix C describes: "within double-quotes `"http://example.com/"`,
//! angle brackets `<http://example.com/>`, or just by using whitespace". Inside angle brackets, a URI broken across
//! lines is put back together ("extra whitespace (spaces, line-breaks, tabs, etc.) may have to be added to break a
//! long URI across lines. The whitespace should be ignored when the URI is extracted"): the whitespace around a
//! line break is taken out, and no other, so that a blank written inside a URI on one line stays in it and is
//! reported where it is. In a Markdown or HTML document ([`Prose::Markup`]) nothing is taken out: CommonMark's
//! autolinks hold no whitespace, so angle brackets there hold what the author wrote. A formerly recommended `URL:`
//! prefix is dropped.
//!
//! Nearly any word of prose is a relative reference, so only text that starts with a scheme and `:` is taken for
//! a URI, and not when it is plainly something else: a `::` path (`urigram::grammar`), a `Key: value` header
//! (`"Cache-Control: max-age=0"`: quoted text with a blank in it is prose, and a word that ends with its `:` is a
//! label), a `word:` ending a phrase, a Windows path (`C:\Users\x`, `C:/Users/x`: one letter and a colon before a
//! slash or backslash is a drive), or a host and port (`localhost:3000`, `www.example.com:8001/x`: digits alone
//! after the colon). Those last two are still URIs between angle brackets, where the author says so. A word
//! `key=value` whose value is a URI with an authority (`url=https://example.com/`, as logs and command lines
//! write them) gives that URI. A bare URI loses the punctuation that ends a sentence around it (`.`, `,`, `;`,
//! `:`, `!`, `?`, quotes, `*` of Markdown emphasis, and a `)`, `]` or `}` that closes nothing inside it, so that
//! Wikipedia's `https://en.wikipedia.org/wiki/Bracket_(disambiguation)` keeps its own), which Appendix C warns
//! "might be mistaken for part of the URI".
//!
//! Every byte is looked at a bounded number of times: a delimiter's search stops at the next opening one, and
//! the brackets of a word are counted once, then uncounted as its end is stripped.

use std::ops::Range;

use super::{Candidate, Decoded, Form};

/// Whitespace as Appendix C means it: spaces, line breaks, tabs.
fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n' | b'\x0b' | b'\x0c')
}

/// What kind of text the URIs are found in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prose {
    /// Plain text, where RFC 3986 Appendix C lets a URI in angle brackets be broken across lines.
    Plain,
    /// The text of a Markdown or HTML document, where angle brackets hold what the author wrote.
    Markup,
}

/// The length of `scheme ":"` at the start of `bytes` (`scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`),
/// if it starts with one that is followed by more than a second `:` (a `::` path is no URI).
fn scheme_length(bytes: &[u8]) -> Option<usize> {
    let (first, rest) = bytes.split_first()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let length = 1 + rest.iter().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')).count();
    let next = *bytes.get(length + 1)?;
    (bytes[length] == b':' && next != b':').then_some(length + 1)
}

/// Whether `word`, whose scheme and colon take `scheme` bytes, is what prose writes in that shape without meaning
/// a URI: a Windows path (one letter, then `\` or `/` after the colon: a drive), or a host and port (digits alone
/// after the colon, up to the end or a `/`, `?` or `#`: `localhost:3000`, `www.example.com:8001/x`), unless the
/// scheme is one whose URIs are numbers (`tel:112`, `sip:2001`).
fn is_other_than_a_uri(word: &[u8], scheme: usize) -> bool {
    let rest = &word[scheme..];
    if scheme == 2 && matches!(rest.first(), Some(b'\\' | b'/')) {
        return true;
    }
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    let port = digits > 0 && rest.get(digits).is_none_or(|b| matches!(b, b'/' | b'?' | b'#'));
    const NUMBERS: [&[u8]; 6] = [b"tel", b"fax", b"modem", b"sms", b"sip", b"sips"];
    port && !NUMBERS.iter().any(|name| word[..scheme - 1].eq_ignore_ascii_case(name))
}

/// Whether `uri`, whose scheme and colon take `scheme` bytes, is that prefix alone, as prose and grammars name
/// it (`"http://"`, `file://`): no URI anyone means to point with.
fn is_prefix(uri: &[u8], scheme: usize) -> bool {
    uri.len() <= scheme || &uri[scheme..] == b"//"
}

/// Whether `word` is an IPv6 address (`FEDC:BA98::3210`, `::FFFF:129.144.52.38`) or a MAC address: hex digits,
/// colons and dots, with two colons at least.
fn is_address(word: &[u8]) -> bool {
    word.iter().filter(|&&b| b == b':').count() >= 2
        && word.iter().all(|b| b.is_ascii_hexdigit() || matches!(b, b':' | b'.'))
}

/// The URIs in `text`, in order.
pub fn candidates(text: &str, prose: Prose) -> impl Iterator<Item = Candidate<'_>> {
    Scanner { text, at: 0, prose }
}

/// Walks the text once, from delimiter to delimiter.
struct Scanner<'d> {
    text: &'d str,
    at: usize,
    prose: Prose,
}

impl<'d> Iterator for Scanner<'d> {
    type Item = Candidate<'d>;

    fn next(&mut self) -> Option<Candidate<'d>> {
        let bytes = self.text.as_bytes();
        while let Some(&byte) = bytes.get(self.at) {
            let at = self.at;
            match byte {
                b'<' => match angle_brackets(self.text, at, self.prose) {
                    Some((candidate, end)) => {
                        self.at = end;
                        return Some(candidate);
                    }
                    None => self.at += 1,
                },
                b'"' => match quoted(bytes, at) {
                    Some(span) if is_prefix(&bytes[span.clone()], scheme_length(&bytes[span.clone()]).unwrap_or(0)) => {
                        self.at = span.end + 1;
                    }
                    Some(span) => {
                        self.at = span.end + 1;
                        return Some(Candidate::verbatim(self.text, span, Form::Quoted));
                    }
                    None => self.at += 1,
                },
                b'>' => self.at += 1,
                byte if is_space(byte) => self.at += 1,
                _ => {
                    let length = bytes[at..].iter().position(|&b| is_space(b) || matches!(b, b'<' | b'>' | b'"'));
                    let end = at + length.unwrap_or(bytes.len() - at);
                    self.at = end;
                    // A word that runs into a `<` is a template (`http://<host>:<port>/<path>`), not a URI.
                    if bytes.get(end) == Some(&b'<') {
                        continue;
                    }
                    if let Some(span) = bare(bytes, at..end) {
                        return Some(Candidate::verbatim(self.text, span, Form::Bare));
                    }
                }
            }
        }
        None
    }
}

/// The URI in the angle brackets that open at `open`, without a leading `URL:` and, in plain text, without the
/// whitespace around a line break, and the offset after the closing bracket; `None` when no `>` closes them before
/// another `<`, when a blank follows the `<` (`a < b` in prose) or the scheme's colon (`<Note: ...>`), or when what
/// they hold is not a URI.
fn angle_brackets(text: &str, open: usize, prose: Prose) -> Option<(Candidate<'_>, usize)> {
    let bytes = text.as_bytes();
    let inner = open + 1;
    let close = inner + memchr::memchr2(b'>', b'<', &bytes[inner..]).filter(|&i| bytes[inner + i] == b'>')?;
    if bytes.get(inner).is_none_or(|&first| is_space(first)) {
        return None;
    }
    let mut start = inner;
    if bytes[inner..close].len() > 4 && bytes[inner..inner + 4].eq_ignore_ascii_case(b"URL:") {
        start = inner + 4;
        while start < close && is_space(bytes[start]) {
            start += 1;
        }
    }
    let scheme = scheme_length(&bytes[start..close])?;
    if is_prefix(&bytes[start..close], scheme) || is_space(bytes[start + scheme]) {
        return None;
    }
    if prose == Prose::Markup {
        return Some((Candidate::verbatim(text, start..close, Form::Angle), close + 1));
    }
    // Each run of whitespace that holds a line break is taken out; the text between them is kept as it is.
    let mut decoded = Decoded::default();
    let mut run = start;
    let mut at = start;
    while at < close {
        if !is_space(bytes[at]) {
            at += 1;
            continue;
        }
        let blanks = at + bytes[at..close].iter().take_while(|&&b| is_space(b)).count();
        if bytes[at..blanks].iter().any(|&b| matches!(b, b'\n' | b'\r')) {
            // Whitespace is ASCII, so the runs between it are whole characters.
            decoded.literal(&text[run..at], run);
            run = blanks;
        }
        at = blanks;
    }
    decoded.literal(&text[run..close], run);
    Some((decoded.finish(text, Form::Angle)?, close + 1))
}

/// The URI between the double quote at `open` and the next one on the same line, if it is one: quoted text with
/// a blank in it is prose (`"Cache-Control: max-age=0"`), not a URI.
fn quoted(bytes: &[u8], open: usize) -> Option<Range<usize>> {
    let inner = open + 1;
    let close = inner + memchr::memchr2(b'"', b'\n', &bytes[inner..]).filter(|&i| bytes[inner + i] == b'"')?;
    let content = &bytes[inner..close];
    let scheme = scheme_length(content)?;
    (!content.iter().any(|&b| is_space(b)) && !is_other_than_a_uri(content, scheme)).then_some(inner..close)
}

/// The URI in the word `word` of the text, without the punctuation around it, if it is one: the word itself, or
/// the value of a `key=value` word when that value starts with a scheme and `//` (`url=https://example.com/`).
fn bare(bytes: &[u8], word: Range<usize>) -> Option<Range<usize>> {
    let (mut start, end) = (word.start, word.end);
    while start < end && matches!(bytes[start], b'(' | b'[' | b'{' | b'\'' | b'`' | b'*') {
        start += 1;
    }
    match scheme_length(&bytes[start..end]) {
        Some(scheme) => bare_uri(bytes, start..end, scheme),
        None => {
            let value = start + memchr::memchr(b'=', &bytes[start..end])? + 1;
            let scheme = scheme_length(&bytes[value..end])?;
            bytes[value + scheme..end].starts_with(b"//").then(|| bare_uri(bytes, value..end, scheme))?
        }
    }
}

/// The URI in `word`, which starts with `scheme ":"` (`scheme` bytes), without the punctuation that ends it, if it
/// is one.
fn bare_uri(bytes: &[u8], word: Range<usize>, scheme: usize) -> Option<Range<usize>> {
    let (start, mut end) = (word.start, word.end);
    // Brackets are counted once; stripping a closing one uncounts it.
    let (mut parens, mut squares, mut braces) = (0_isize, 0_isize, 0_isize);
    for &byte in &bytes[start..end] {
        match byte {
            b'(' => parens += 1,
            b')' => parens -= 1,
            b'[' => squares += 1,
            b']' => squares -= 1,
            b'{' => braces += 1,
            b'}' => braces -= 1,
            _ => {}
        }
    }
    while end > start + scheme {
        let strip = match bytes[end - 1] {
            b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'`' | b'*' => true,
            b')' if parens < 0 => {
                parens += 1;
                true
            }
            b']' if squares < 0 => {
                squares += 1;
                true
            }
            b'}' if braces < 0 => {
                braces += 1;
                true
            }
            _ => false,
        };
        if !strip {
            break;
        }
        end -= 1;
    }
    // Nothing left after the scheme's colon: a label (`Note:`), not a URI; nor is a prefix alone, or an address.
    let uri = &bytes[start..end];
    (!is_prefix(uri, scheme) && !is_address(uri) && !is_other_than_a_uri(uri, scheme)).then_some(start..end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uris(text: &str) -> Vec<String> {
        candidates(text, Prose::Plain).map(|found| found.uri.into_owned()).collect()
    }

    #[test]
    fn the_example_of_appendix_c() {
        let text = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n\
                    but you can probably pick it up from <ftp://foo.example.\n\
                    com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n\
                    ietf/uri/historical.html#WARNING>.\n";
        assert_eq!(
            uris(text),
            [
                "http://www.w3.org/Addressing/",
                "ftp://foo.example.com/rfc/",
                "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
            ]
        );
    }

    #[test]
    fn bare_uris_lose_the_punctuation_around_them() {
        assert_eq!(
            uris("see http://a/b. Or (http://a/(c)), [mailto:x@y]! **https://b/**"),
            ["http://a/b", "http://a/(c)", "mailto:x@y", "https://b/"]
        );
        assert_eq!(uris("http://[::1]:80/, done"), ["http://[::1]:80/"]);
        assert_eq!(
            uris("(see https://en.wikipedia.org/wiki/Bracket_(disambiguation))."),
            ["https://en.wikipedia.org/wiki/Bracket_(disambiguation)"]
        );
    }

    #[test]
    fn prose_and_code_are_not_taken_for_uris() {
        assert!(uris("Note: a word, a path/like/this, \"quoted words\" and <b>tags</b>.").is_empty());
        assert!(uris("use urigram::rfc3986::{Rule, parse_rule}; std::io::Read").is_empty());
        assert!(uris("\"Cache-Control: max-age=0\" and Host: www.example.com").is_empty());
        assert!(uris("the rule is a < b and c > d, then e:").is_empty());
        assert!(uris("FEDC:BA98:7654:3210:FEDC:BA98:7654:3210 and 1080:0:0:0:8:800:200C:417A").is_empty());
        assert!(
            uris("Host: www.example.com:8001 and the prefix \"http://\" of http://<host>:<port>/<path>").is_empty()
        );
    }

    /// A one-letter scheme before a slash or a backslash is a drive, and `word:digits` a host and port: prose
    /// means no URI by them (between angle brackets, the author says it is one).
    #[test]
    fn windows_paths_and_hosts_with_ports_are_not_uris_in_prose() {
        let prose = "Run C:\\Users\\x\\file.txt or C:/Users/x, \"D:\\data\" and d:/a/b; \
                     open localhost:3000, localhost:3000/api or www.example.com:8001/x?q.";
        assert!(uris(prose).is_empty(), "{:?}", uris(prose));
        assert_eq!(
            uris("<C:/Users/x> <localhost:3000> <file:///C:/Users/x>"),
            ["C:/Users/x", "localhost:3000", "file:///C:/Users/x"]
        );
        // Schemes whose URIs are numbers, and a letter scheme that is no drive, are still URIs.
        assert_eq!(uris("call tel:112 or sip:2001, see a:b and x:1y"), ["tel:112", "sip:2001", "a:b", "x:1y"]);
        assert_eq!(
            uris("file:///C:/Users/x and http://localhost:3000/"),
            ["file:///C:/Users/x", "http://localhost:3000/"]
        );
    }

    /// A log line's `key=value` gives the URI that is its value, when it has an authority.
    #[test]
    fn the_value_of_a_key_is_a_uri() {
        let log = "GET 200 url=https://a.example/x?y=1 --base=http://b/ ref=http://c/%zz, k=v:w x=y";
        assert_eq!(uris(log), ["https://a.example/x?y=1", "http://b/", "http://c/%zz"]);
        let found: Vec<_> = candidates(log, Prose::Plain).collect();
        assert_eq!(&log[found[0].span.clone()], "https://a.example/x?y=1");
    }

    /// Appendix C's whitespace is that of a URI broken across lines: a blank on one line is part of the text
    /// between the brackets, where the grammar finds it; in markup nothing is taken out.
    #[test]
    fn only_line_breaks_are_taken_out_of_angle_brackets() {
        assert_eq!(uris("<https://example.com/my file.html>"), ["https://example.com/my file.html"]);
        assert_eq!(uris("<http://a/b\n   c/d> <http://e/ \t\r\n f>"), ["http://a/bc/d", "http://e/f"]);
        let markup: Vec<String> =
            candidates("<http://a/b\n c> <https://x/my file>", Prose::Markup).map(|c| c.uri.into_owned()).collect();
        assert_eq!(markup, ["http://a/b\n c", "https://x/my file"]);
        assert!(uris("<Note: this is prose> <b: c>").is_empty());
    }

    #[test]
    fn the_url_prefix_is_dropped() {
        assert_eq!(uris("<URL:http://a/> <URL: http://b/> <url:c>"), ["http://a/", "http://b/", "url:c"]);
    }

    #[test]
    fn quotes_keep_what_they_hold() {
        assert_eq!(uris("href=\"http://a/b\" and \"http://unclosed\nx"), ["http://a/b", "http://unclosed"]);
    }

    #[test]
    fn spans_are_those_of_the_text() {
        let text = "x <http://a/\n  %zz> \"b:c\" d:e.";
        let found: Vec<_> = candidates(text, Prose::Plain).collect();
        assert_eq!(found.iter().map(|found| found.span.clone()).collect::<Vec<_>>(), [3..18, 21..24, 26..29]);
        // "http://a/%zz": the `%` is after the line break.
        assert_eq!(found[0].document_offset(9), 15);
        assert_eq!(found[0].document_range(9..12), 15..18);
        assert_eq!(found[0].document_range(8..10), 11..16);
    }

    /// Shapes that made a recounting extractor quadratic complete (the benchmark shows time per byte is flat).
    #[test]
    fn adversarial_shapes_complete() {
        let closing = format!("a:{}", ")".repeat(1 << 18));
        assert!(uris(&closing).is_empty());
        let closed = format!("a:b{}", ")".repeat(1 << 18));
        assert_eq!(uris(&closed), ["a:b"]);
        let nested = format!("{}{}", "(".repeat(1 << 20), ")".repeat(1 << 20));
        assert!(uris(&nested).is_empty());
        let many = "http://a/ ".repeat(1 << 16);
        assert_eq!(uris(&many).len(), 1 << 16);
        assert!(uris(&":".repeat(1 << 20)).is_empty());
        assert!(uris(&"<".repeat(1 << 20)).is_empty());
        assert!(uris(&"<a:".repeat(1 << 18)).is_empty());
        assert!(uris(&"\"a:".repeat(1 << 18)).is_empty());
    }
}
