//! Finding the URIs in a document the way its author wrote them: the engine that `check --extract` and the
//! language server share.
//!
//! [`candidates`] takes a document's text and its [`DocumentKind`] and gives every URI in it as a [`Candidate`]:
//! the URI as its author meant it (entity references decoded in HTML, backslash escapes removed in Markdown, the
//! whitespace of a URI broken across lines inside angle brackets taken out in plain text), the byte range of its
//! text in the document, and [`Candidate::document_offset`], which maps an offset inside the URI (where a
//! diagnostic points) back to the document. Every extractor runs in time linear in the document's length.
//!
//! - Markdown ([`markdown`]) goes through a CommonMark parser (pulldown-cmark): inline links and images, link
//!   reference definitions, autolinks, raw HTML, and bare URIs in text; code spans and code blocks only with
//!   [`ExtractOptions::code`].
//! - HTML ([`html`]) goes through a WHATWG tokenizer (html5gum): the attributes whose value is a URI or a list
//!   of them.
//! - Everything else ([`text`]) is read as RFC 3986 Appendix C delimits URIs in plain text.
//!
//! Suppression: a line that holds `urigram-ignore-next-line` hides the URIs of the line after it, and the text
//! from a `urigram-ignore-start` to the next `urigram-ignore-end` (or the end of the document) hides those in
//! it. The markers are found as words anywhere in the document, so that they work in a comment of any kind
//! (`<!-- urigram-ignore-next-line -->`, `# urigram-ignore-start`, `// urigram-ignore-end`); they are honoured
//! unless [`ExtractOptions::markers`] is off. [`ExtractOptions::ignore`] hides URIs by pattern (from the
//! project configuration, [`crate::config`]).

pub mod html;
pub mod markdown;
pub mod text;

#[cfg(test)]
mod measure;

use std::borrow::Cow;
use std::ops::Range;
use std::path::Path;

/// What a document is written in, which decides how its URIs are found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DocumentKind {
    /// CommonMark (with GitHub's tables, task lists, strikethrough and footnotes).
    Markdown,
    /// HTML.
    Html,
    /// Plain text, and any other kind of file.
    #[default]
    Text,
}

impl DocumentKind {
    /// The kind of the file at `path`, by its extension: `.md`, `.markdown`, `.mdown`, `.mkd`, `.mkdn` are
    /// Markdown; `.html`, `.htm`, `.xhtml`, `.shtml` are HTML; anything else is text. The project configuration
    /// and `check --kind` override it.
    ///
    /// ```ignore
    /// assert_eq!(DocumentKind::from_path(Path::new("docs/README.MD")), DocumentKind::Markdown);
    /// ```
    pub fn from_path(path: &Path) -> DocumentKind {
        DocumentKind::named_by_extension(path).unwrap_or_default()
    }

    /// The kind that the extension of `path` names: Markdown and HTML as [`DocumentKind::from_path`] says, text
    /// for `.txt` and `.text`, `None` for any other (a walk through a folder takes only files of a known kind).
    pub fn named_by_extension(path: &Path) -> Option<DocumentKind> {
        let extension = path.extension().and_then(|extension| extension.to_str()).unwrap_or_default();
        match extension.to_ascii_lowercase().as_str() {
            "md" | "markdown" | "mdown" | "mkd" | "mkdn" => Some(DocumentKind::Markdown),
            "html" | "htm" | "xhtml" | "shtml" => Some(DocumentKind::Html),
            "txt" | "text" => Some(DocumentKind::Text),
            _ => None,
        }
    }
}

/// What the extractors look for, and what they leave out.
#[derive(Clone, Debug)]
pub struct ExtractOptions {
    /// Whether URIs in code (Markdown code spans and code blocks) are checked too. Off by default: code holds
    /// what is not a URI (`a::b`, `key:value`) and examples of invalid ones on purpose.
    pub code: bool,
    /// Whether the inline markers (`urigram-ignore-next-line`, `urigram-ignore-start` / `urigram-ignore-end`)
    /// hide URIs. On by default.
    pub markers: bool,
    /// URIs matching any of these patterns are left out (see [`crate::config::Config::ignore`]).
    pub ignore: Option<globset::GlobSet>,
}

impl Default for ExtractOptions {
    fn default() -> Self {
        ExtractOptions { code: false, markers: true, ignore: None }
    }
}

/// How a candidate was written, for hover text and for the measurements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// A Markdown inline link's destination: `[text](uri)`.
    Link,
    /// A Markdown image's source: `![alt](uri)`.
    Image,
    /// A Markdown link reference definition: `[label]: uri`.
    Definition,
    /// A Markdown autolink, or plain text's angle brackets: `<uri>`.
    Angle,
    /// Plain text's double quotes: `"uri"`.
    Quoted,
    /// A word of text that starts with a scheme.
    Bare,
    /// Something written as a Markdown link that CommonMark does not take for one (a destination with a space,
    /// say): `[text](ur i)`.
    BrokenLink,
    /// An HTML attribute's value (or one URI of a list of them), named by the attribute.
    Attribute(&'static str),
}

/// One URI found in a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate<'d> {
    /// The byte range of the URI's text in the document (for a URI broken across lines, from its first byte to
    /// its last).
    pub span: Range<usize>,
    /// The URI as its author meant it: the document's text where it is written as it is, else decoded.
    pub uri: Cow<'d, str>,
    /// How it was written.
    pub form: Form,
    /// Where the pieces of `uri` are in the document; empty when `uri` is the text at `span` itself.
    pieces: Vec<Piece>,
}

/// A stretch of a decoded URI and the document text it comes from: the same text (a literal piece, of equal
/// length) or what decodes to it (an entity reference, a backslash escape).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    uri: Range<usize>,
    document: Range<usize>,
    literal: bool,
}

impl Piece {
    fn is_literal(&self) -> bool {
        self.literal
    }
}

impl<'d> Candidate<'d> {
    /// The URI written as it is at `span` of `document`.
    pub(crate) fn verbatim(document: &'d str, span: Range<usize>, form: Form) -> Candidate<'d> {
        Candidate { uri: Cow::Borrowed(&document[span.clone()]), span, form, pieces: Vec::new() }
    }

    /// The document offset of byte `offset_in_uri` of [`Candidate::uri`] (the URI's length gives the end of its
    /// span). Inside a decoded stretch (`&amp;`, `\)`) every byte maps to the start of what was decoded, so that a
    /// diagnostic there points at the reference that the author wrote.
    pub fn document_offset(&self, offset_in_uri: usize) -> usize {
        if offset_in_uri >= self.uri.len() {
            return self.span.end;
        }
        if self.pieces.is_empty() {
            return self.span.start + offset_in_uri;
        }
        // The pieces cover the URI in order, so the one holding the offset is the last that starts at or before it.
        let index = self.pieces.partition_point(|piece| piece.uri.start <= offset_in_uri).saturating_sub(1);
        let piece = &self.pieces[index];
        if piece.is_literal() { piece.document.start + (offset_in_uri - piece.uri.start) } else { piece.document.start }
    }

    /// The document range of the bytes `range` of [`Candidate::uri`]: from the start of its first byte to the
    /// end of its last (a decoded stretch is covered whole).
    pub fn document_range(&self, range: Range<usize>) -> Range<usize> {
        let start = self.document_offset(range.start);
        if range.end <= range.start {
            return start..start;
        }
        start..self.document_end(range.end - 1).max(start)
    }

    /// The document offset just after the text that byte `offset_in_uri` of the URI comes from.
    fn document_end(&self, offset_in_uri: usize) -> usize {
        if self.pieces.is_empty() || offset_in_uri >= self.uri.len() {
            return (self.span.start + offset_in_uri + 1).min(self.span.end);
        }
        let index = self.pieces.partition_point(|piece| piece.uri.start <= offset_in_uri).saturating_sub(1);
        let piece = &self.pieces[index];
        if piece.is_literal() {
            piece.document.start + (offset_in_uri - piece.uri.start) + 1
        } else {
            piece.document.end
        }
    }

    /// Whether [`Candidate::uri`] is the document's text at [`Candidate::span`], as it is.
    pub fn is_verbatim(&self) -> bool {
        self.pieces.is_empty()
    }

    /// For each byte of [`Candidate::uri`]: the document range it comes from (one byte, or the whole reference
    /// a decoded character was written as), and whether it is the document's own byte there.
    pub fn byte_map(&self) -> Vec<(Range<usize>, bool)> {
        if self.pieces.is_empty() {
            return (self.span.start..self.span.start + self.uri.len()).map(|at| (at..at + 1, true)).collect();
        }
        let mut map = Vec::with_capacity(self.uri.len());
        for piece in &self.pieces {
            if piece.is_literal() {
                map.extend((piece.document.clone()).map(|at| (at..at + 1, true)));
            } else {
                map.extend(std::iter::repeat_n((piece.document.clone(), false), piece.uri.len()));
            }
        }
        map
    }

    /// The candidate moved `by` bytes on in a larger document (found in a slice of it that starts at `by`).
    pub(crate) fn shifted(mut self, by: usize) -> Candidate<'d> {
        self.span = self.span.start + by..self.span.end + by;
        for piece in &mut self.pieces {
            piece.document = piece.document.start + by..piece.document.end + by;
        }
        self
    }
}

/// Puts a decoded URI together piece by piece, keeping where each piece is in the document.
#[derive(Debug, Default)]
pub(crate) struct Decoded {
    uri: String,
    pieces: Vec<Piece>,
}

impl Decoded {
    /// Appends `text`, written as it is at `at` in the document.
    pub(crate) fn literal(&mut self, text: &str, at: usize) {
        if text.is_empty() {
            return;
        }
        let start = self.uri.len();
        self.uri.push_str(text);
        match self.pieces.last_mut() {
            // Contiguous with the last literal piece: one piece.
            Some(last) if last.is_literal() && last.document.end == at && last.uri.end == start => {
                last.uri.end += text.len();
                last.document.end += text.len();
            }
            _ => {
                self.pieces.push(Piece { uri: start..start + text.len(), document: at..at + text.len(), literal: true })
            }
        }
    }

    /// Appends `text`, which `document` (a range of the document) decodes to.
    pub(crate) fn decoded(&mut self, text: &str, document: Range<usize>) {
        if text.is_empty() {
            return;
        }
        let start = self.uri.len();
        self.uri.push_str(text);
        self.pieces.push(Piece { uri: start..start + text.len(), document, literal: false });
    }

    /// The bytes `range` of the decoded text, with their pieces (a decoded piece that the range cuts into is
    /// taken whole).
    pub(crate) fn sub(&self, range: Range<usize>) -> Decoded {
        let mut sub = Decoded::default();
        let first = self.pieces.partition_point(|piece| piece.uri.end <= range.start);
        for piece in self.pieces[first..].iter().take_while(|piece| piece.uri.start < range.end) {
            if piece.is_literal() {
                let start = piece.uri.start.max(range.start);
                let end = piece.uri.end.min(range.end);
                let at = piece.document.start + (start - piece.uri.start);
                sub.literal(&self.uri[start..end], at);
            } else {
                sub.decoded(&self.uri[piece.uri.clone()], piece.document.clone());
            }
        }
        sub
    }

    /// Where `candidate`, found in this decoded text as if it were a document, is in the document: its pieces
    /// taken through this text's.
    pub(crate) fn remap(&self, candidate: &Candidate<'_>) -> Decoded {
        if candidate.pieces.is_empty() {
            return self.sub(candidate.span.clone());
        }
        let mut mapped = Decoded::default();
        for piece in &candidate.pieces {
            let sub = self.sub(piece.document.clone());
            for inner in sub.pieces {
                let text = &sub.uri[inner.uri.clone()];
                if inner.is_literal() {
                    mapped.literal(text, inner.document.start);
                } else {
                    mapped.decoded(text, inner.document);
                }
            }
        }
        mapped
    }

    /// The decoded text so far.
    pub(crate) fn text(&self) -> &str {
        &self.uri
    }

    /// The candidate: borrowed from `document` when nothing was decoded and the text is one stretch of it.
    pub(crate) fn finish<'d>(self, document: &'d str, form: Form) -> Option<Candidate<'d>> {
        let first = self.pieces.first()?;
        let span = first.document.start..self.pieces.last().map_or(first.document.end, |last| last.document.end);
        if self.pieces.len() == 1 && first.is_literal() {
            return Some(Candidate::verbatim(document, span, form));
        }
        Some(Candidate { uri: Cow::Owned(self.uri), span, form, pieces: self.pieces })
    }
}

/// The URIs in `text`, a document of kind `kind`, in document order, without those that `options` hides.
///
/// Time is linear in the length of `text` for every kind.
///
/// ```ignore
/// let found = candidates("See [the docs](https://docs.example.com/guide).", DocumentKind::Markdown, &Default::default());
/// assert_eq!(found[0].uri, "https://docs.example.com/guide");
/// ```
pub fn candidates<'d>(text: &'d str, kind: DocumentKind, options: &ExtractOptions) -> Vec<Candidate<'d>> {
    candidates_after(text, kind, options, &mut Hiding::default())
}

/// What the suppression markers of the text before a part of a document (read in parts) leave open: a
/// `urigram-ignore-start` not yet ended, a `urigram-ignore-next-line` on the line just before.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hiding {
    /// Inside a `urigram-ignore-start` stretch.
    pub open: bool,
    /// The first line is hidden by a marker on the line before it.
    pub first_line: bool,
}

/// [`candidates`] of one part of a document, which starts at a line start, given what the markers before it
/// left open; `hiding` is updated to what this part leaves open.
pub fn candidates_after<'d>(
    text: &'d str,
    kind: DocumentKind,
    options: &ExtractOptions,
    hiding: &mut Hiding,
) -> Vec<Candidate<'d>> {
    let mut found = match kind {
        DocumentKind::Markdown => markdown::candidates(text, options),
        DocumentKind::Html => html::candidates(text),
        DocumentKind::Text => text::candidates(text, text::Prose::Plain).collect(),
    };
    found.sort_by_key(|candidate| (candidate.span.start, candidate.span.end));
    found.dedup_by(|later, earlier| later.span == earlier.span);
    if options.markers {
        let hidden = hidden_ranges(text, hiding);
        if !hidden.is_empty() {
            found.retain(|candidate| {
                let index = hidden.partition_point(|range| range.end <= candidate.span.start);
                hidden.get(index).is_none_or(|range| !range.contains(&candidate.span.start))
            });
        }
    }
    if let Some(ignore) = &options.ignore {
        found.retain(|candidate| !ignore.is_match(candidate.uri.as_ref()));
    }
    found
}

/// The marker that hides the URIs of the next line.
pub const IGNORE_NEXT_LINE: &str = "urigram-ignore-next-line";
/// The marker that starts a stretch whose URIs are hidden.
pub const IGNORE_START: &str = "urigram-ignore-start";
/// The marker that ends a stretch started by [`IGNORE_START`].
pub const IGNORE_END: &str = "urigram-ignore-end";

/// The ranges of `text` that the suppression markers hide, sorted and disjoint, given what the text before it
/// left open (`hiding`, updated to what `text` leaves open).
fn hidden_ranges(text: &str, hiding: &mut Hiding) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut hidden: Vec<Range<usize>> = Vec::new();
    let mut open: Option<usize> = hiding.open.then_some(0);
    let line_end = |from: usize| memchr::memchr(b'\n', &bytes[from..]).map_or(bytes.len(), |at| from + at + 1);
    if hiding.first_line {
        push_range(&mut hidden, 0..line_end(0));
    }
    hiding.first_line = false;
    for at in memchr::memmem::find_iter(bytes, b"urigram-ignore-") {
        let rest = &text[at..];
        if rest.starts_with(IGNORE_NEXT_LINE) {
            if open.is_none() {
                let next = line_end(at);
                push_range(&mut hidden, next..line_end(next));
                // On the last line of a part that ends with its line end: the next line is the next part's.
                hiding.first_line = next == bytes.len() && bytes.ends_with(b"\n");
            }
        } else if rest.starts_with(IGNORE_START) {
            open.get_or_insert(at);
        } else if rest.starts_with(IGNORE_END) {
            if let Some(start) = open.take() {
                push_range(&mut hidden, start..at + IGNORE_END.len());
            }
        }
    }
    hiding.open = open.is_some();
    if let Some(start) = open {
        push_range(&mut hidden, start..bytes.len());
    }
    hidden
}

/// Adds `range` to sorted, disjoint `ranges`, merging it with the last one when they overlap.
fn push_range(ranges: &mut Vec<Range<usize>>, range: Range<usize>) {
    match ranges.last_mut() {
        Some(last) if range.start <= last.end => last.end = last.end.max(range.end),
        _ => ranges.push(range),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uris(text: &str, kind: DocumentKind) -> Vec<String> {
        candidates(text, kind, &ExtractOptions::default()).iter().map(|found| found.uri.to_string()).collect()
    }

    #[test]
    fn kinds_come_from_extensions() {
        assert_eq!(DocumentKind::from_path(Path::new("docs/README.MD")), DocumentKind::Markdown);
        assert_eq!(DocumentKind::from_path(Path::new("a/index.htm")), DocumentKind::Html);
        assert_eq!(DocumentKind::from_path(Path::new("rfc3986.txt")), DocumentKind::Text);
        assert_eq!(DocumentKind::from_path(Path::new("Makefile")), DocumentKind::Text);
    }

    #[test]
    fn the_next_line_marker_hides_one_line() {
        let text = "http://a/\n<!-- urigram-ignore-next-line -->\nhttp://b/ http://c/\nhttp://d/\n";
        assert_eq!(uris(text, DocumentKind::Text), ["http://a/", "http://d/"]);
    }

    #[test]
    fn start_and_end_markers_hide_what_is_between() {
        let text = "http://a/ # urigram-ignore-start\nhttp://b/\n// urigram-ignore-end http://c/\n";
        assert_eq!(uris(text, DocumentKind::Text), ["http://a/", "http://c/"]);
        let unclosed = "http://a/ urigram-ignore-start http://b/\nhttp://c/";
        assert_eq!(uris(unclosed, DocumentKind::Text), ["http://a/"]);
        let options = ExtractOptions { markers: false, ..ExtractOptions::default() };
        assert_eq!(candidates(unclosed, DocumentKind::Text, &options).len(), 3);
    }

    #[test]
    fn markers_carry_from_one_part_to_the_next() {
        let options = ExtractOptions::default();
        let mut hiding = Hiding::default();
        let part = |text, hiding: &mut Hiding| -> Vec<String> {
            candidates_after(text, DocumentKind::Text, &options, hiding)
                .iter()
                .map(|found| found.uri.to_string())
                .collect()
        };
        assert_eq!(part("http://a/ # urigram-ignore-next-line\n", &mut hiding), ["http://a/"]);
        assert_eq!(hiding, Hiding { open: false, first_line: true });
        assert_eq!(part("http://b/\nhttp://c/ urigram-ignore-start http://x/\n", &mut hiding), ["http://c/"]);
        assert_eq!(hiding, Hiding { open: true, first_line: false });
        assert_eq!(part("http://d/ urigram-ignore-end http://e/\n", &mut hiding), ["http://e/"]);
        assert_eq!(hiding, Hiding::default());
    }

    #[test]
    fn markers_work_in_markdown_and_html_comments() {
        let markdown = "<!-- urigram-ignore-next-line -->\n[a](http://a/%zz)\n\n[b](http://b/)\n";
        assert_eq!(uris(markdown, DocumentKind::Markdown), ["http://b/"]);
        let html = "<!-- urigram-ignore-start --><a href=\"http://a/\"><!-- urigram-ignore-end --><img src=x:y>";
        assert_eq!(uris(html, DocumentKind::Html), ["x:y"]);
    }

    #[test]
    fn patterns_hide_uris() {
        let mut builder = globset::GlobSetBuilder::new();
        builder.add(globset::Glob::new("http://localhost*").unwrap());
        let options = ExtractOptions { ignore: Some(builder.build().unwrap()), ..ExtractOptions::default() };
        let found = candidates("http://localhost:8080/x http://a/", DocumentKind::Text, &options);
        assert_eq!(found.iter().map(|found| found.uri.as_ref()).collect::<Vec<_>>(), ["http://a/"]);
    }

    #[test]
    fn decoded_pieces_map_back() {
        // "a&amp;b" decodes to "a&b".
        let document = "x a&amp;b";
        let mut decoded = Decoded::default();
        decoded.literal("a", 2);
        decoded.decoded("&", 3..8);
        decoded.literal("b", 8);
        let candidate = decoded.finish(document, Form::Bare).unwrap();
        assert_eq!((candidate.uri.as_ref(), candidate.span.clone()), ("a&b", 2..9));
        assert_eq!((0..=3).map(|offset| candidate.document_offset(offset)).collect::<Vec<_>>(), [2, 3, 8, 9]);
        assert_eq!(candidate.document_range(1..2), 3..8);
        assert_eq!(candidate.document_range(0..3), 2..9);
        assert_eq!(candidate.document_range(2..2), 8..8);
    }
}
