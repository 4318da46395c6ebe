//! URIs in Markdown, through pulldown-cmark (CommonMark, with GitHub's tables, footnotes, strikethrough and task
//! lists): inline links' and images' destinations, link reference definitions (where a reference link's URI is
//! written, so each is found once however often it is used), autolinks, the URI attributes of raw HTML, and
//! bare URIs in text (as [`super::text`] finds them). Text that CommonMark does not take for a link but that
//! was plainly meant as one (`[x](https://exa mple.com/)`: a destination cannot hold a space) gives its
//! destination too, so that the mistake is reported rather than lost.
//!
//! Code spans and code blocks are skipped unless [`ExtractOptions::code`].
//!
//! The parser gives the range of each construct and the destination decoded (backslash escapes and entity
//! references resolved); the destination's own bytes are found again in the range by CommonMark's rules for
//! a link destination, decoded the same way piece by piece, and used when they decode to what the parser
//! says, so that an offset in the URI maps to the byte that the author wrote. (Where they would not, the
//! parser's text is used and every offset maps to the destination's start.)

use std::ops::Range;

use pulldown_cmark::{Event, LinkType, Options, Parser, Tag, TagEnd};

use super::{Candidate, Decoded, ExtractOptions, Form};

/// A link or image being read: where it starts and ends, its destination and kind, and how far its text goes.
struct Open {
    range: Range<usize>,
    destination: String,
    link_type: LinkType,
    form: Form,
    /// The end of the last event inside it: its `](` comes after.
    inner_end: usize,
}

/// Contiguous text (or raw HTML) being gathered, decoded, with where each piece is in the document.
#[derive(Default)]
struct Run {
    decoded: Decoded,
    end: usize,
    html: Option<Range<usize>>,
}

/// The URIs in `text`, a Markdown document, in order.
pub fn candidates<'d>(text: &'d str, options: &ExtractOptions) -> Vec<Candidate<'d>> {
    let parser = Parser::new_ext(
        text,
        Options::ENABLE_TABLES | Options::ENABLE_FOOTNOTES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TASKLISTS,
    );
    let mut found: Vec<Candidate<'d>> = Vec::new();
    let mut definitions: Vec<(Range<usize>, String)> = parser
        .reference_definitions()
        .iter()
        .map(|(_, definition)| (definition.span.clone(), definition.dest.to_string()))
        .collect();
    definitions.sort_by_key(|(span, _)| span.start);
    for (span, destination) in definitions {
        if let Some(candidate) = definition(text, span, &destination) {
            found.push(candidate);
        }
    }
    let mut open: Vec<Open> = Vec::new();
    let mut run = Run::default();
    let mut in_code_block = false;
    for (event, range) in parser.into_offset_iter() {
        if let Some(top) = open.last_mut().filter(|_| !matches!(event, Event::End(TagEnd::Link | TagEnd::Image))) {
            top.inner_end = top.inner_end.max(range.end);
        }
        let gather = !in_code_block || options.code;
        match event {
            Event::Text(content) if open.is_empty() && gather => run.push(text, &content, range, &mut found),
            Event::SoftBreak | Event::HardBreak if open.is_empty() => {
                let line_end = if text[range.clone()].ends_with('\n') { "\n" } else { "" };
                run.push(text, line_end, range, &mut found);
            }
            Event::Code(_) if open.is_empty() && options.code => {
                run.flush(text, &mut found);
                found.extend(
                    super::text::candidates(&text[range.clone()], super::text::Prose::Markup)
                        .map(|candidate| candidate.shifted(range.start)),
                );
            }
            Event::Html(_) | Event::InlineHtml(_) => run.push_html(text, range, &mut found),
            Event::Start(Tag::Link { link_type, dest_url, .. }) => {
                run.flush(text, &mut found);
                let inner_end = range.start + 1;
                open.push(Open { range, destination: dest_url.to_string(), link_type, form: Form::Link, inner_end });
            }
            Event::Start(Tag::Image { link_type, dest_url, .. }) => {
                run.flush(text, &mut found);
                let inner_end = range.start + 2;
                open.push(Open { range, destination: dest_url.to_string(), link_type, form: Form::Image, inner_end });
            }
            Event::End(TagEnd::Link | TagEnd::Image) => {
                if let Some(closed) = open.pop() {
                    if let Some(parent) = open.last_mut() {
                        parent.inner_end = parent.inner_end.max(closed.range.end);
                    }
                    found.extend(link(text, &closed));
                }
            }
            Event::Start(Tag::CodeBlock(_)) => {
                run.flush(text, &mut found);
                in_code_block = true;
            }
            Event::End(TagEnd::CodeBlock) => {
                run.flush(text, &mut found);
                in_code_block = false;
            }
            _ => run.flush(text, &mut found),
        }
    }
    run.flush(text, &mut found);
    found
}

impl Run {
    /// Adds text that the document's `range` reads as `content`, after what was gathered before when it is not
    /// contiguous with it.
    fn push<'d>(&mut self, text: &'d str, content: &str, range: Range<usize>, found: &mut Vec<Candidate<'d>>) {
        // A backslash escape ends one text event; the escaped character starts the next.
        let escaped =
            !self.decoded.text().is_empty() && range.start == self.end + 1 && text.as_bytes()[self.end] == b'\\';
        if self.html.is_some() || (!self.decoded.text().is_empty() && range.start != self.end && !escaped) {
            self.flush(text, found);
        }
        if escaped {
            let first = content.chars().next().map_or(0, char::len_utf8);
            self.decoded.decoded(&content[..first], self.end..range.start + first);
            let rest = range.start + first..range.end;
            if text[rest.clone()] == content[first..] {
                self.decoded.literal(&content[first..], rest.start);
            } else {
                self.decoded.decoded(&content[first..], rest);
            }
        } else if text[range.clone()] == *content {
            self.decoded.literal(content, range.start);
        } else {
            self.decoded.decoded(content, range.clone());
        }
        self.end = range.end;
    }

    /// Adds raw HTML at `range`, after the text before it is done with.
    fn push_html<'d>(&mut self, text: &'d str, range: Range<usize>, found: &mut Vec<Candidate<'d>>) {
        match &mut self.html {
            Some(html) if html.end == range.start => html.end = range.end,
            _ => {
                self.flush(text, found);
                self.html = Some(range);
            }
        }
    }

    /// The URIs of what was gathered.
    fn flush<'d>(&mut self, text: &'d str, found: &mut Vec<Candidate<'d>>) {
        if let Some(html) = self.html.take() {
            let start = html.start;
            found.extend(super::html::candidates(&text[html]).into_iter().map(|candidate| candidate.shifted(start)));
        }
        let run = std::mem::take(&mut self.decoded);
        if run.text().is_empty() {
            return;
        }
        let broken = broken_links(run.text());
        for range in &broken {
            found.extend(run.sub(range.clone()).finish(text, Form::BrokenLink));
        }
        for candidate in super::text::candidates(run.text(), super::text::Prose::Markup) {
            if broken.iter().any(|range| range.start < candidate.span.end && candidate.span.start < range.end) {
                continue;
            }
            found.extend(run.remap(&candidate).finish(text, candidate.form));
        }
    }
}

/// The destinations of what is written as inline links in `text` but is not one (CommonMark found no link
/// there): after each `](`, up to the `)` that closes it on that line, without blanks around it and without a
/// title. Each stretch of the text is looked at once: a search goes on from where the last one ended.
fn broken_links(text: &str) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = memchr::memmem::find(&bytes[from..], b"](").map(|at| from + at) {
        let start = at + 2;
        let mut depth = 0_usize;
        let mut end = start;
        while end < bytes.len() && bytes[end] != b'\n' {
            match bytes[end] {
                b'(' => depth += 1,
                b')' if depth == 0 => break,
                b')' => depth -= 1,
                _ => {}
            }
            end += 1;
        }
        from = end.max(start);
        if bytes.get(end) != Some(&b')') {
            continue;
        }
        // A title starts at a blank followed by a quote.
        let content = &bytes[start..end];
        let title = content.windows(2).position(|pair| matches!(pair, [b' ', b'"' | b'\'']));
        let mut stop = start + title.unwrap_or(content.len());
        let mut begin = start;
        while begin < stop && bytes[begin] == b' ' {
            begin += 1;
        }
        while stop > begin && bytes[stop - 1] == b' ' {
            stop -= 1;
        }
        if stop > begin {
            found.push(begin..stop);
        }
    }
    found
}

/// The destination of the inline link or image `link`, when it has one of its own in the document.
fn link<'d>(text: &'d str, link: &Open) -> Option<Candidate<'d>> {
    match link.link_type {
        LinkType::Inline => {
            let within = &text.as_bytes()[..link.range.end];
            let open = link.inner_end.min(link.range.end);
            let bracket = open + memchr::memmem::find(&within[open..], b"](")?;
            destination(text, bracket + 2, link.range.end, &link.destination, link.form)
        }
        LinkType::Autolink => {
            let span = link.range.start + 1..link.range.end.saturating_sub(1);
            (span.start < span.end).then(|| Candidate::verbatim(text, span, Form::Angle))
        }
        // An e-mail autolink (`<someone@example.com>`) is an address, not a URI; a reference link's URI is in
        // its definition.
        _ => None,
    }
}

/// The destination of the link reference definition at `span`, which the parser reads as `expected`.
fn definition<'d>(text: &'d str, span: Range<usize>, expected: &str) -> Option<Candidate<'d>> {
    let bytes = &text.as_bytes()[..span.end.min(text.len())];
    // The label ends at the first `]` that is not escaped.
    let mut at = span.start + 1;
    while at < bytes.len() && bytes[at] != b']' {
        at += if bytes[at] == b'\\' { 2 } else { 1 };
    }
    if bytes.get(at + 1) != Some(&b':') {
        return None;
    }
    destination(text, at + 2, span.end, expected, Form::Definition)
}

/// The link destination that starts after blanks (and at most one line end) at `from`, before `end`, decoded as
/// CommonMark decodes it: `<...>` or a run without blanks and with balanced parentheses; backslash escapes of
/// ASCII punctuation and entity references decoded.
fn destination<'d>(text: &'d str, from: usize, end: usize, expected: &str, form: Form) -> Option<Candidate<'d>> {
    if expected.is_empty() {
        return None;
    }
    let bytes = &text.as_bytes()[..end.min(text.len())];
    let mut at = from;
    while at < bytes.len() && matches!(bytes[at], b' ' | b'\t' | b'\n' | b'\r') {
        at += 1;
    }
    let pointed = bytes.get(at) == Some(&b'<');
    let start = if pointed { at + 1 } else { at };
    let mut decoded = Decoded::default();
    let mut depth = 0_usize;
    let mut at = start;
    let mut literal_from = start;
    while at < bytes.len() {
        let byte = bytes[at];
        let stop = if pointed { byte == b'>' || byte == b'\n' } else { byte <= b' ' || (byte == b')' && depth == 0) };
        if stop {
            break;
        }
        match byte {
            b'\\' if bytes.get(at + 1).is_some_and(u8::is_ascii_punctuation) => {
                decoded.literal(&text[literal_from..at], literal_from);
                decoded.decoded(&text[at + 1..at + 2], at..at + 2);
                at += 2;
                literal_from = at;
                continue;
            }
            b'&' => {
                if let Some((character, length)) = entity(&bytes[at..]) {
                    decoded.literal(&text[literal_from..at], literal_from);
                    decoded.decoded(character.encode_utf8(&mut [0; 4]), at..at + length);
                    at += length;
                    literal_from = at;
                    continue;
                }
            }
            b'(' if !pointed => depth += 1,
            b')' if !pointed => depth -= 1,
            _ => {}
        }
        at += 1;
    }
    decoded.literal(&text[literal_from..at], literal_from);
    if decoded.text() == expected {
        return decoded.finish(text, form);
    }
    // Not what the parser read (an entity this reader does not know): the parser's text, at the written span.
    let mut fallback = Decoded::default();
    fallback.decoded(expected, start..at.max(start + 1).min(bytes.len()));
    fallback.finish(text, form)
}

/// The character that the entity reference at the start of `bytes` stands for, and its length: numeric ones,
/// and the named ones that URIs hold.
fn entity(bytes: &[u8]) -> Option<(char, usize)> {
    let end = bytes.iter().take(34).position(|&b| b == b';')?;
    let name = std::str::from_utf8(&bytes[1..end]).ok()?;
    let character = if let Some(number) = name.strip_prefix('#') {
        let value = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse().ok()?,
        };
        // CommonMark: code point 0 and invalid ones become U+FFFD.
        char::from_u32(value).filter(|&c| c != '\0').unwrap_or('\u{fffd}')
    } else {
        match name {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            "nbsp" => '\u{a0}',
            _ => return None,
        }
    };
    Some((character, end + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<(String, Range<usize>)> {
        let mut found =
            super::super::candidates(text, super::super::DocumentKind::Markdown, &ExtractOptions::default());
        found.drain(..).map(|found| (found.uri.into_owned(), found.span)).collect()
    }

    fn uris(text: &str) -> Vec<String> {
        found(text).into_iter().map(|(uri, _)| uri).collect()
    }

    /// Angle brackets that CommonMark does not make an autolink (a blank inside) hold what the author wrote: the
    /// URI with its blank, never one with the blank taken out; Windows paths and hosts with ports are no links.
    #[test]
    fn what_is_no_autolink_is_reported_as_written() {
        let text = "See <https://example.com/my file.html> and <https://ok.example/>.\n\n\
                    Run C:\\Users\\x\\a.exe or C:/Users/x, then open localhost:3000 (url=https://log.example/).\n";
        assert_eq!(
            found(text),
            [
                ("https://example.com/my file.html".to_owned(), 5..37),
                ("https://ok.example/".to_owned(), 44..63),
                ("https://log.example/".to_owned(), 133..153),
            ]
        );
    }

    #[test]
    fn what_a_new_user_found_missing() {
        let text = "See [the docs](https://docs.example.com/guide), **https://b.example/**, ![alt](i.png)\n\
                    and the broken [x](https://exa mple.com/).\n";
        assert_eq!(
            found(text),
            [
                ("https://docs.example.com/guide".to_owned(), 15..45),
                ("https://b.example/".to_owned(), 50..68),
                ("i.png".to_owned(), 79..84),
                ("https://exa mple.com/".to_owned(), 105..126),
            ]
        );
    }

    #[test]
    fn spans_are_the_destinations_bytes() {
        let text = "[a](<http://a/b c>) [b](http://b/\\(x\\) \"title\")\n\n[r]: <http://r/>\n[s]:\n  http://s/\\_t 'T'\n\n<http://auto/>\n";
        let found = found(text);
        let spans: Vec<&str> = found.iter().map(|(_, span)| &text[span.clone()]).collect();
        assert_eq!(spans, ["http://a/b c", "http://b/\\(x\\)", "http://r/", "http://s/\\_t", "http://auto/"]);
        let uris: Vec<&str> = found.iter().map(|(uri, _)| uri.as_str()).collect();
        assert_eq!(uris, ["http://a/b c", "http://b/(x)", "http://r/", "http://s/_t", "http://auto/"]);
    }

    #[test]
    fn escapes_map_to_what_the_author_wrote() {
        let text = "[b](http://b/\\(%zz\\)&amp;y)";
        let candidate =
            super::super::candidates(text, super::super::DocumentKind::Markdown, &ExtractOptions::default()).remove(0);
        assert_eq!(candidate.uri, "http://b/(%zz)&y");
        // `(` is the escape `\(`; `%` is the document's own; `&` is `&amp;`.
        assert_eq!(&text[candidate.document_range(9..10)], "\\(");
        assert_eq!(&text[candidate.document_range(10..13)], "%zz");
        assert_eq!(&text[candidate.document_range(14..15)], "&amp;");
        assert_eq!(candidate.document_offset(candidate.uri.len()), text.len() - 1);
    }

    #[test]
    fn references_are_found_at_their_definition_once() {
        let text = "[a][r], [r] and [r][] again.\n\n[r]: http://r/\n";
        assert_eq!(found(text), [("http://r/".to_owned(), 35..44)]);
    }

    #[test]
    fn code_is_skipped_unless_asked_for() {
        let text = "`use urigram::rfc3986;` and `http://a/%zz`\n\n```\nhttp://b/%zz\n```\n\n    http://c/%zz\n";
        assert!(uris(text).is_empty());
        let options = ExtractOptions { code: true, ..ExtractOptions::default() };
        let found: Vec<String> = super::super::candidates(text, super::super::DocumentKind::Markdown, &options)
            .into_iter()
            .map(|found| found.uri.into_owned())
            .collect();
        assert_eq!(found, ["http://a/%zz", "http://b/%zz", "http://c/%zz"]);
    }

    #[test]
    fn raw_html_and_bare_uris_in_text() {
        let text = "<a href=\"http://h/\">x</a> and http://t/\\_u (see http://w/a_(b)).\n\n<div>\n<img src=\"i.png\">\n</div>\n";
        assert_eq!(uris(text), ["http://h/", "http://t/_u", "http://w/a_(b)", "i.png"]);
    }

    #[test]
    fn link_text_is_not_a_second_uri() {
        assert_eq!(uris("[http://a/](http://a/) and [![i](b:c)](d:e)"), ["http://a/", "b:c", "d:e"]);
    }

    #[test]
    fn adversarial_shapes_complete() {
        for shape in [
            "](".repeat(1 << 18),
            "[".repeat(1 << 18),
            "[a](".repeat(1 << 16),
            "![".repeat(1 << 16),
            "<".repeat(1 << 18),
        ] {
            let _ = found(&shape);
        }
    }
}
