//! URIs in free text, delimited as RFC 3986 Appendix C describes: "within double-quotes `"http://example.com/"`,
//! angle brackets `<http://example.com/>`, or just by using whitespace". Inside angle brackets whitespace is
//! ignored ("extra whitespace (spaces, line-breaks, tabs, etc.) may have to be added to break a long URI across
//! lines. The whitespace should be ignored when the URI is extracted"), and a formerly recommended `URL:` prefix is
//! dropped.
//!
//! Nearly any word of prose is a relative reference, so only text that starts with a scheme and `:` is taken for
//! a URI; a bare one also loses the punctuation that ends a sentence around it (`.`, `,`, `;`, `:`, `!`, `?`, and
//! a `)` or `]` that closes nothing inside it), which Appendix C warns "might be mistaken for part of the URI".

use std::sync::Arc;

use urigram::Span;

use crate::source::{Input, Source};

/// Whitespace as Appendix C means it: spaces, line breaks, tabs.
fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n' | b'\x0b' | b'\x0c')
}

/// Whether `bytes` starts with `scheme ":"` (`scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`).
fn starts_with_scheme(bytes: &[u8]) -> bool {
    let Some((first, rest)) = bytes.split_first() else { return false };
    let length = rest.iter().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')).count();
    first.is_ascii_alphabetic() && rest.get(length) == Some(&b':')
}

/// The URIs in `source`, in order.
pub fn extract(source: &Arc<Source>) -> Vec<Input> {
    let bytes = &source.bytes[..];
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        match byte {
            b'<' => match angle_brackets(source, at) {
                Some((input, end)) => {
                    found.push(input);
                    at = end;
                }
                None => at += 1,
            },
            b'"' => match quoted(bytes, at) {
                Some(span) => {
                    found.push(Input::slice(source, span));
                    at = span.end + 1;
                }
                None => at += 1,
            },
            b'>' => at += 1,
            byte if is_space(byte) => at += 1,
            _ => {
                let end = at
                    + bytes[at..]
                        .iter()
                        .position(|&b| is_space(b) || matches!(b, b'<' | b'>' | b'"'))
                        .unwrap_or(bytes.len() - at);
                if let Some(span) = bare(bytes, Span::new(at, end)) {
                    found.push(Input::slice(source, span));
                }
                at = end;
            }
        }
    }
    found
}

/// The URI in the angle brackets that open at `open`, without whitespace and a leading `URL:`, and the offset after
/// the closing bracket; `None` when no `>` closes them before another `<` or when what they hold is not a URI.
fn angle_brackets(source: &Arc<Source>, open: usize) -> Option<(Input, usize)> {
    let bytes = &source.bytes[..];
    let inner = &bytes[open + 1..];
    let close = open + 1 + inner.iter().position(|&b| b == b'>' || b == b'<').filter(|&i| inner[i] == b'>')?;
    let mut pieces: Vec<(u8, usize)> =
        (open + 1..close).filter(|&i| !is_space(bytes[i])).map(|i| (bytes[i], i)).collect();
    let text: Vec<u8> = pieces.iter().map(|(b, _)| *b).collect();
    if text.len() > 4 && text[..4].eq_ignore_ascii_case(b"URL:") && starts_with_scheme(&text[4..]) {
        pieces.drain(..4);
    } else if !starts_with_scheme(&text) {
        return None;
    }
    let end = pieces.last().map_or(close, |(_, offset)| offset + 1);
    Some((Input::pieced(source, pieces, end), close + 1))
}

/// The URI between the double quote at `open` and the next one on the same line, if it is one.
fn quoted(bytes: &[u8], open: usize) -> Option<Span> {
    let inner = &bytes[open + 1..];
    let close = open + 1 + inner.iter().position(|&b| b == b'"' || b == b'\n').filter(|&i| inner[i] == b'"')?;
    starts_with_scheme(&bytes[open + 1..close]).then(|| Span::new(open + 1, close))
}

/// The URI in the word `word` of the text, without the punctuation around it, if it is one.
fn bare(bytes: &[u8], word: Span) -> Option<Span> {
    let (mut start, mut end) = (word.start, word.end);
    while start < end && matches!(bytes[start], b'(' | b'[' | b'{' | b'\'' | b'`') {
        start += 1;
    }
    loop {
        let text = &bytes[start..end];
        let count = |b: u8| text.iter().filter(|&&c| c == b).count();
        let strip = match text.last() {
            Some(b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'`') => true,
            Some(b')') => count(b')') > count(b'('),
            Some(b']') => count(b']') > count(b'['),
            _ => false,
        };
        if !strip {
            break;
        }
        end -= 1;
    }
    starts_with_scheme(&bytes[start..end]).then(|| Span::new(start, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uris(text: &str) -> Vec<String> {
        let source = Source::new("t", true, text.as_bytes().to_vec());
        extract(&source).iter().map(Input::lossy).collect()
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
            uris("see http://a/b. Or (http://a/(c)), [mailto:x@y]!"),
            ["http://a/b", "http://a/(c)", "mailto:x@y"]
        );
        assert_eq!(uris("http://[::1]:80/, done"), ["http://[::1]:80/"]);
    }

    #[test]
    fn prose_is_not_taken_for_uris() {
        assert!(uris("Note: a word, a path/like/this, \"quoted words\" and <b>tags</b>.").is_empty());
    }

    #[test]
    fn the_url_prefix_is_dropped() {
        assert_eq!(uris("<URL:http://a/> <URL: http://b/> <url:c>"), ["http://a/", "http://b/", "url:c"]);
    }

    #[test]
    fn quotes_keep_what_they_hold() {
        assert_eq!(uris("href=\"http://a b/\" and \"http://unclosed\nx"), ["http://a b/", "http://unclosed"]);
    }

    #[test]
    fn a_pieced_uri_points_back_into_the_text() {
        let source = Source::new("t", true, b"x <http://a/\n  %zz>".to_vec());
        let input = extract(&source).remove(0);
        assert_eq!(input.lossy(), "http://a/%zz");
        let location = input.locate(Span::new(10, 11));
        assert_eq!(location.span, Span::new(16, 17));
        assert_eq!((location.start.line, location.start.column), (2, 4));
    }
}
