//! URIs in plain text, delimited as RFC 3986 Appendix C describes: "within double-quotes `"http://example.com/"`,
//! angle brackets `<http://example.com/>`, or just by using whitespace". Inside angle brackets whitespace is
//! ignored ("extra whitespace (spaces, line-breaks, tabs, etc.) may have to be added to break a long URI across
//! lines. The whitespace should be ignored when the URI is extracted"), and a formerly recommended `URL:` prefix is
//! dropped.
//!
//! Nearly any word of prose is a relative reference, so only text that starts with a scheme and `:` is taken for
//! a URI, and not when it is plainly something else: a `::` path (`urigram::grammar`), a `Key: value` header
//! (`"Cache-Control: max-age=0"`: quoted text with a blank in it is prose, and a word that ends with its `:` is a
//! label), or a `word:` ending a phrase. A bare URI loses the punctuation that ends a sentence around it (`.`,
//! `,`, `;`, `:`, `!`, `?`, quotes, `*` of Markdown emphasis, and a `)`, `]` or `}` that closes nothing inside it,
//! so that Wikipedia's `https://en.wikipedia.org/wiki/Bracket_(disambiguation)` keeps its own), which Appendix C
//! warns "might be mistaken for part of the URI".
//!
//! Every byte is looked at a bounded number of times: a delimiter's search stops at the next opening one, and
//! the brackets of a word are counted once, then uncounted as its end is stripped.

use std::ops::Range;

use super::{Candidate, Decoded, Form};

/// Whitespace as Appendix C means it: spaces, line breaks, tabs.
fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n' | b'\x0b' | b'\x0c')
}

/// The length of `scheme ":"` at the start of `bytes` (`scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`),
/// if it starts with one that is followed by more than a second `:` (a `::` path is no URI), and is not a host
/// and port (`www.example.com:8001`: a scheme with a dot, a digit after the colon).
fn scheme_length(bytes: &[u8]) -> Option<usize> {
    let (first, rest) = bytes.split_first()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let length = 1 + rest.iter().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')).count();
    let next = *bytes.get(length + 1)?;
    let host_and_port = next.is_ascii_digit() && bytes[..length].contains(&b'.');
    (bytes[length] == b':' && next != b':' && !host_and_port).then_some(length + 1)
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
pub fn candidates(text: &str) -> impl Iterator<Item = Candidate<'_>> {
    Scanner { text, at: 0 }
}

/// Walks the text once, from delimiter to delimiter.
struct Scanner<'d> {
    text: &'d str,
    at: usize,
}

impl<'d> Iterator for Scanner<'d> {
    type Item = Candidate<'d>;

    fn next(&mut self) -> Option<Candidate<'d>> {
        let bytes = self.text.as_bytes();
        while let Some(&byte) = bytes.get(self.at) {
            let at = self.at;
            match byte {
                b'<' => match angle_brackets(self.text, at) {
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

/// The URI in the angle brackets that open at `open`, without whitespace and a leading `URL:`, and the offset after
/// the closing bracket; `None` when no `>` closes them before another `<`, when a blank follows the `<` (`a < b`
/// in prose), or when what they hold is not a URI.
fn angle_brackets(text: &str, open: usize) -> Option<(Candidate<'_>, usize)> {
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
    if is_prefix(&bytes[start..close], scheme) {
        return None;
    }
    let mut decoded = Decoded::default();
    let mut run = start;
    for at in start..=close {
        if at == close || is_space(bytes[at]) {
            // Whitespace is ASCII, so the runs between it are whole characters.
            decoded.literal(&text[run..at], run);
            run = at + 1;
        }
    }
    Some((decoded.finish(text, Form::Angle)?, close + 1))
}

/// The URI between the double quote at `open` and the next one on the same line, if it is one: quoted text with
/// a blank in it is prose (`"Cache-Control: max-age=0"`), not a URI.
fn quoted(bytes: &[u8], open: usize) -> Option<Range<usize>> {
    let inner = open + 1;
    let close = inner + memchr::memchr2(b'"', b'\n', &bytes[inner..]).filter(|&i| bytes[inner + i] == b'"')?;
    let content = &bytes[inner..close];
    (scheme_length(content).is_some() && !content.iter().any(|&b| is_space(b))).then_some(inner..close)
}

/// The URI in the word `word` of the text, without the punctuation around it, if it is one.
fn bare(bytes: &[u8], word: Range<usize>) -> Option<Range<usize>> {
    let (mut start, mut end) = (word.start, word.end);
    while start < end && matches!(bytes[start], b'(' | b'[' | b'{' | b'\'' | b'`' | b'*') {
        start += 1;
    }
    let scheme = scheme_length(&bytes[start..end])?;
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
    (!is_prefix(&bytes[start..end], scheme) && !is_address(&bytes[start..end])).then_some(start..end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uris(text: &str) -> Vec<String> {
        candidates(text).map(|found| found.uri.into_owned()).collect()
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
        let found: Vec<_> = candidates(text).collect();
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
