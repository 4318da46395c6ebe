//! URIs in HTML, through html5gum's WHATWG tokenizer: the values of the attributes that hold a URI (`href`,
//! `src`, `action`, `cite`, `data`, `poster`, `formaction`, `background`, `longdesc`, `usemap`, `manifest`,
//! `codebase`, `icon`, `itemid`, `profile`, `xmlns`) or a list of them (`ping` and `itemtype`, split on blanks;
//! `srcset` and `imagesrcset`, split by their own grammar). A value is the URI "potentially surrounded by
//! spaces" (HTML's *valid URL potentially surrounded by spaces*): its ASCII blanks around it are not part of it.
//!
//! The tokenizer decodes character references (`&amp;`) and line ends; it is asked, piece by piece, where each
//! piece of a value was in the file (its emitter sees the position after every piece), so that a decoded value
//! maps back to the bytes the author wrote: a piece whose bytes are the file's is literal, anything else is
//! what the file's bytes there decode to.
//!
//! The text between tags is prose: its bare URIs are found as in plain text ([`super::text`], with angle brackets
//! taken as written), character references decoded and mapped back as in attributes. Text that is code or a
//! link's own (`<script>`, `<style>`, `<code>`, `<pre>`, `<kbd>`, `<samp>`, `<textarea>`, and `<a>`, whose
//! `href` is its URI) is not read for URIs, as Markdown's code and link text are not.
//!
//! `<script>` and `<style>` are read as raw text (the tokenizer's state is switched by tag name, as its
//! `naive_next_state` does), so that their contents are not taken for tags.

use std::cell::RefCell;
use std::ops::Range;
use std::rc::Rc;

use html5gum::{DefaultEmitter, Emitter, ForwardingEmitter, Tokenizer};

use super::{Candidate, Decoded, Form};

/// What a URI-valued attribute holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holds {
    /// One URI.
    One,
    /// URIs separated by ASCII whitespace.
    Blanks,
    /// A `srcset`: image candidate strings separated by commas.
    SourceSet,
}

/// The attributes whose values are URIs, with their names as the [`Form::Attribute`] of a candidate.
fn holds(name: &[u8]) -> Option<(&'static str, Holds)> {
    const ONE: &[&str] = &[
        "href",
        "src",
        "action",
        "cite",
        "data",
        "poster",
        "formaction",
        "background",
        "longdesc",
        "usemap",
        "manifest",
        "codebase",
        "icon",
        "itemid",
        "profile",
        "xmlns",
    ];
    if let Some(name) = ONE.iter().find(|one| one.as_bytes() == name) {
        return Some((name, Holds::One));
    }
    match name {
        b"ping" => Some(("ping", Holds::Blanks)),
        b"itemtype" => Some(("itemtype", Holds::Blanks)),
        b"srcset" => Some(("srcset", Holds::SourceSet)),
        b"imagesrcset" => Some(("imagesrcset", Holds::SourceSet)),
        _ => None,
    }
}

/// An attribute as the tokenizer went through it: its name, and each piece of its value with the position in
/// the file just after it.
#[derive(Debug, Default)]
struct Attribute {
    name: Vec<u8>,
    value_start: usize,
    pieces: Vec<(Vec<u8>, usize)>,
}

/// The elements whose text is not read for URIs: code, and a link's text (its `href` is its URI).
const NOT_PROSE: [&[u8]; 8] = [b"script", b"style", b"code", b"pre", b"kbd", b"samp", b"textarea", b"a"];

/// What the emitter collects: the URI-valued attributes of start tags, and the runs of text between tags, in
/// document order.
#[derive(Debug, Default)]
struct Collected {
    /// The attributes of the tag being read.
    current: Vec<Attribute>,
    /// Whether the tag being read is a start tag.
    start_tag: bool,
    /// The name of the tag being read.
    name: Vec<u8>,
    /// The element of [`NOT_PROSE`] whose text is being passed over, until its end tag.
    not_prose: Option<Vec<u8>>,
    /// The attributes of the start tags read so far.
    done: Vec<Attribute>,
    /// The text read since the last tag, comment or doctype (as an attribute's value is read: its pieces and the
    /// position after each).
    text: Option<Attribute>,
    /// The runs of text read so far.
    texts: Vec<Attribute>,
}

impl Collected {
    /// A tag, comment or doctype begins: the text before it is one run.
    fn end_text(&mut self) {
        if let Some(text) = self.text.take() {
            self.texts.push(text);
        }
    }
}

/// html5gum's default emitter (which the tokenizer's state switching needs), watched for attribute values and
/// the position in the file.
struct Watcher {
    inner: DefaultEmitter<()>,
    position: usize,
    collected: Rc<RefCell<Collected>>,
}

impl Watcher {
    /// A new tag begins: a start tag (whose attributes are collected) or an end tag.
    fn begin_tag(&mut self, start_tag: bool) {
        let mut collected = self.collected.borrow_mut();
        collected.end_text();
        collected.current.clear();
        collected.name.clear();
        collected.start_tag = start_tag;
    }
}

impl ForwardingEmitter for Watcher {
    type Token = <DefaultEmitter<()> as Emitter>::Token;

    fn inner(&mut self) -> &mut impl Emitter<Token = Self::Token> {
        &mut self.inner
    }

    fn move_position(&mut self, offset: isize) {
        self.position = self.position.saturating_add_signed(offset);
    }

    fn init_start_tag(&mut self) {
        self.begin_tag(true);
        Emitter::init_start_tag(&mut self.inner);
    }

    fn init_end_tag(&mut self) {
        self.begin_tag(false);
        Emitter::init_end_tag(&mut self.inner);
    }

    fn push_tag_name(&mut self, name: &[u8]) {
        self.collected.borrow_mut().name.extend_from_slice(name);
        Emitter::push_tag_name(&mut self.inner, name);
    }

    fn init_comment(&mut self) {
        self.collected.borrow_mut().end_text();
        Emitter::init_comment(&mut self.inner);
    }

    fn init_doctype(&mut self) {
        self.collected.borrow_mut().end_text();
        Emitter::init_doctype(&mut self.inner);
    }

    fn emit_string(&mut self, text: &[u8]) {
        let mut collected = self.collected.borrow_mut();
        if collected.not_prose.is_none() {
            let position = self.position;
            let run = collected.text.get_or_insert_with(|| Attribute {
                value_start: position.saturating_sub(text.len()),
                ..Attribute::default()
            });
            run.pieces.push((text.to_vec(), position));
        }
        drop(collected);
        Emitter::emit_string(&mut self.inner, text);
    }

    fn init_attribute(&mut self) {
        self.collected.borrow_mut().current.push(Attribute::default());
        Emitter::init_attribute(&mut self.inner);
    }

    fn push_attribute_name(&mut self, name: &[u8]) {
        if let Some(attribute) = self.collected.borrow_mut().current.last_mut() {
            attribute.name.extend_from_slice(name);
        }
        Emitter::push_attribute_name(&mut self.inner, name);
    }

    fn init_attribute_value(&mut self) {
        if let Some(attribute) = self.collected.borrow_mut().current.last_mut() {
            attribute.value_start = self.position;
        }
        Emitter::init_attribute_value(&mut self.inner);
    }

    fn push_attribute_value(&mut self, value: &[u8]) {
        if let Some(attribute) = self.collected.borrow_mut().current.last_mut() {
            attribute.pieces.push((value.to_vec(), self.position));
        }
        Emitter::push_attribute_value(&mut self.inner, value);
    }

    fn emit_current_tag(&mut self) -> Option<html5gum::State> {
        let mut collected = self.collected.borrow_mut();
        if collected.start_tag {
            let current = std::mem::take(&mut collected.current);
            // The first of two attributes of one name is the one that counts (WHATWG: the later is dropped).
            let mut kept: Vec<Attribute> = Vec::new();
            for attribute in current {
                if holds(&attribute.name).is_some() && !kept.iter().any(|other| other.name == attribute.name) {
                    kept.push(attribute);
                }
            }
            collected.done.extend(kept);
            if collected.not_prose.is_none() && NOT_PROSE.contains(&collected.name.as_slice()) {
                collected.not_prose = Some(collected.name.clone());
            }
        } else {
            collected.current.clear();
            if collected.not_prose.as_ref() == Some(&collected.name) {
                collected.not_prose = None;
            }
        }
        drop(collected);
        Emitter::emit_current_tag(&mut self.inner)
    }
}

/// The URIs in `text`, an HTML document (or fragment), in order.
pub fn candidates(text: &str) -> Vec<Candidate<'_>> {
    let collected = Rc::new(RefCell::new(Collected::default()));
    let mut inner = DefaultEmitter::default();
    inner.naively_switch_states(true);
    let watcher = Watcher { inner, position: 0, collected: Rc::clone(&collected) };
    // The tokens themselves are not needed: the watcher has what it saw. (Reading a string cannot fail.)
    for _token in Tokenizer::new_with_emitter(text, watcher) {}
    let (done, texts) = {
        let mut collected = collected.borrow_mut();
        collected.end_text();
        (std::mem::take(&mut collected.done), std::mem::take(&mut collected.texts))
    };
    let mut found = Vec::new();
    for run in texts {
        let prose = decode(text, &run);
        for candidate in super::text::candidates(prose.text(), super::text::Prose::Markup) {
            found.extend(prose.remap(&candidate).finish(text, candidate.form));
        }
    }
    for attribute in done {
        let Some((name, holds)) = holds(&attribute.name) else { continue };
        let value = decode(text, &attribute);
        let form = Form::Attribute(name);
        let ranges = match holds {
            Holds::One => vec![trim(value.text().as_bytes(), 0..value.text().len())],
            Holds::Blanks => words(value.text().as_bytes()),
            Holds::SourceSet => source_set(value.text().as_bytes()),
        };
        found.extend(
            ranges
                .into_iter()
                .filter(|range| !range.is_empty())
                .filter_map(|range| value.sub(range).finish(text, form)),
        );
    }
    found
}

/// The value of `attribute`, decoded, with where each piece of it is in `text`.
fn decode(text: &str, attribute: &Attribute) -> Decoded {
    let bytes = text.as_bytes();
    let mut decoded = Decoded::default();
    let mut from = attribute.value_start.min(bytes.len());
    // The tokenizer takes the value's start after reading an unquoted value's first character, which it then
    // reconsumes: the first piece may start one byte before.
    let mut lowest = from.saturating_sub(1);
    for (piece, end) in &attribute.pieces {
        let end = (*end).clamp(from, bytes.len());
        let piece_text = String::from_utf8_lossy(piece);
        match end.checked_sub(piece.len()) {
            // The file's own bytes, just before the position: literal (a quote before them is skipped).
            Some(start) if start >= lowest && bytes[start..end] == piece[..] && text.is_char_boundary(start) => {
                decoded.literal(&text[start..end], start);
            }
            // A NUL, which the tokenizer reads as U+FFFD: the file's own byte, so that the report names it.
            _ if piece_text.chars().all(|c| c == '\u{fffd}')
                && bytes[from..end].iter().all(|&b| b == 0)
                && end - from == piece_text.chars().count() =>
            {
                decoded.literal(&text[from..end], from);
            }
            _ => {
                // Decoded (a character reference, a line end): from its `&` when there is one, else from where the
                // last piece ended.
                let start = memchr::memchr(b'&', &bytes[from..end]).map_or(from, |at| from + at);
                let start =
                    if start == from && matches!(bytes.get(from), Some(b'"' | b'\'')) { from + 1 } else { start };
                decoded.decoded(&piece_text, start.min(end)..end);
            }
        }
        from = end;
        lowest = end;
    }
    decoded
}

/// Whether `byte` is ASCII whitespace as HTML defines it.
fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\x0c' | b'\r')
}

/// `range` of `value` without the blanks around it.
fn trim(value: &[u8], range: Range<usize>) -> Range<usize> {
    let (mut start, mut end) = (range.start, range.end);
    while start < end && is_blank(value[start]) {
        start += 1;
    }
    while end > start && is_blank(value[end - 1]) {
        end -= 1;
    }
    start..end
}

/// The blank-separated words of `value`.
fn words(value: &[u8]) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut start = None;
    for (at, byte) in value.iter().copied().enumerate().chain([(value.len(), b' ')]) {
        match (is_blank(byte), start) {
            (true, Some(from)) => {
                found.push(from..at);
                start = None;
            }
            (false, None) => start = Some(at),
            _ => {}
        }
    }
    found
}

/// The URLs of a `srcset`, by HTML's "parse a srcset attribute": skip blanks and commas, take the run of
/// non-blanks as the URL (without trailing commas, which end the candidate), then skip its descriptors up to a
/// comma outside parentheses.
fn source_set(value: &[u8]) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut at = 0;
    while at < value.len() {
        while at < value.len() && (is_blank(value[at]) || value[at] == b',') {
            at += 1;
        }
        let start = at;
        while at < value.len() && !is_blank(value[at]) {
            at += 1;
        }
        let mut end = at;
        let ends_candidate = value[start..end].ends_with(b",");
        while end > start && value[end - 1] == b',' {
            end -= 1;
        }
        if end > start {
            found.push(start..end);
        }
        if !ends_candidate {
            let mut depth = 0_usize;
            while at < value.len() {
                match value[at] {
                    b'(' => depth += 1,
                    b')' => depth = depth.saturating_sub(1),
                    b',' if depth == 0 => break,
                    _ => {}
                }
                at += 1;
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<(String, Range<usize>)> {
        candidates(text).into_iter().map(|found| (found.uri.into_owned(), found.span)).collect()
    }

    #[test]
    fn uri_attributes_are_found_with_their_spans() {
        let text = r#"<a href="http://a/b" title="x:y">t</a> <img src=/c.png alt=d:e> <form action='?q'>"#;
        assert_eq!(
            found(text),
            [("http://a/b".to_owned(), 9..19), ("/c.png".to_owned(), 48..54), ("?q".to_owned(), 78..80)]
        );
    }

    #[test]
    fn entities_are_decoded_and_mapped_back() {
        let text = "<a href=\"http://a/?x=1&amp;y=%zz\">";
        let candidate = candidates(text).remove(0);
        assert_eq!(candidate.uri, "http://a/?x=1&y=%zz");
        assert_eq!(candidate.span, 9..32);
        // The `&` decoded from `&amp;` points at the reference; the `%` after it at its own byte.
        assert_eq!(candidate.document_offset(13), 22);
        assert_eq!(candidate.document_range(13..14), 22..27);
        assert_eq!(candidate.document_offset(16), 29);
        assert_eq!(&text[candidate.document_range(16..19)], "%zz");
        let numeric = "<img src='&#x68;ttp://a/&#32;b'>";
        let candidate = candidates(numeric).remove(0);
        assert_eq!((candidate.uri.as_ref(), candidate.span.clone()), ("http://a/ b", 10..30));
        assert_eq!(&numeric[candidate.document_range(9..10)], "&#32;");
        assert_eq!(&numeric[candidate.document_range(10..11)], "b");
    }

    #[test]
    fn blanks_around_a_value_are_no_part_of_it() {
        assert_eq!(found("<a href=\" http://a/ \n\">"), [("http://a/".to_owned(), 10..19)]);
        assert!(found("<a href=\"\"><a href>").is_empty());
    }

    #[test]
    fn lists_are_split() {
        let text = r#"<a ping="http://a/ http://b/"><img srcset="x.png 1x, y,z.png 2x,w.png, (v) 100w">"#;
        let uris: Vec<String> = found(text).into_iter().map(|(uri, _)| uri).collect();
        assert_eq!(uris, ["http://a/", "http://b/", "x.png", "y,z.png", "w.png", "(v)"]);
    }

    #[test]
    fn scripts_comments_and_end_tags_are_not_read_for_attributes() {
        let text = "<script>var s = '<a href=\"http://no/\">';</script><!-- <a href=x:no> --></a href=x:no>\
                    <p data-href=no HREF=Yes:1 href=no>";
        assert_eq!(found(text), [("Yes:1".to_owned(), 106..111)]);
    }

    /// Text between tags is prose: its bare URIs are found, with their references decoded and mapped back; code
    /// and a link's own text are not read.
    #[test]
    fn bare_uris_in_text_are_found() {
        let text = "<p>See https://a.example/?x=1&amp;y=%zz. Or <b>http://b/</b>, <code>http://no/</code>, \
                    <a href=\"http://c/\">http://no/</a> and C:\\Users\\x.</p><pre>http://no/</pre>";
        let mut found = found(text);
        found.sort_by_key(|(_, span)| span.start);
        let uris: Vec<String> = found.into_iter().map(|(uri, _)| uri).collect();
        assert_eq!(uris, ["https://a.example/?x=1&y=%zz", "http://b/", "http://c/"]);
        let candidate = candidates(text).into_iter().find(|c| c.uri.starts_with("https")).unwrap();
        assert_eq!(&text[candidate.span.clone()], "https://a.example/?x=1&amp;y=%zz");
        assert_eq!(&text[candidate.document_range(25..28)], "%zz");
    }

    #[test]
    fn broken_markup_does_not_stop_the_tokenizer() {
        // A tag still open at the end of the file is dropped, as browsers drop it.
        assert!(found("<a href=\"http://a/\n<b <img src=y:z").is_empty());
        assert_eq!(found("<a href=\"http://a/\n<b <img src=y:z\">").len(), 1);
        for shape in ["<".repeat(10_000), "<a href=".repeat(10_000), "&".repeat(10_000), "<a href='&#".repeat(5_000)] {
            let _ = candidates(&shape);
        }
    }
}
