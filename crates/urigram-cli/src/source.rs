//! Where inputs come from, and the one helper that turns a byte span into lines and columns.
//!
//! A [`Source`] is everything read from one place (a file, standard input, one argument); an [`Input`] is one
//! URI taken from it, with the map from the input's byte offsets back to the source's. The parsers see the input
//! alone, so their spans are relative to it; [`Input::locate`] turns such a span into [`Location`]s in the source
//! with the library's [`urigram::Position::of`], which counts bytes, characters and UTF-16 code units.

use std::sync::{Arc, Mutex};

use urigram::{Position, Span};

/// Text read from one place: a file, standard input, or a command-line argument.
#[derive(Debug)]
pub struct Source {
    /// How diagnostics name the source: a path, `<stdin>`, or `<arg1>`.
    pub name: String,
    /// Whether `name` is a path (SARIF and GitHub annotations then point at the file).
    pub is_file: bool,
    /// The bytes as read, not necessarily UTF-8.
    pub bytes: Vec<u8>,
    /// Offset of the first byte of each line.
    line_starts: Vec<usize>,
    /// Where `bytes` start in the file they were read from: its offset, and the 1-based line.
    base: (usize, usize),
    /// The last position asked for, from which a later one on the same line is counted on (so that many errors
    /// on one long line cost one pass over it, not one per error).
    last: Mutex<Option<Position>>,
}

impl Source {
    /// A source named `name` holding `bytes`.
    pub fn new(name: impl Into<String>, is_file: bool, bytes: Vec<u8>) -> Arc<Source> {
        Source::part(name, is_file, bytes, 0, 1)
    }

    /// A source named `name` holding `bytes`, which were read from offset `offset` of the file, where line
    /// `line` starts (a line of a file read line by line).
    pub fn part(name: impl Into<String>, is_file: bool, bytes: Vec<u8>, offset: usize, line: usize) -> Arc<Source> {
        let line_starts =
            std::iter::once(0).chain(bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').map(|(i, _)| i + 1));
        Arc::new(Source {
            name: name.into(),
            is_file,
            line_starts: line_starts.collect(),
            bytes,
            base: (offset, line),
            last: Mutex::new(None),
        })
    }

    /// The position in the file of byte `offset` of the source (its `offset` counted in the file).
    ///
    /// The line is found from an index of line starts; the columns come from [`Position::of`] over that line, so
    /// that a large file with many errors costs one pass over each error's line, not over the whole file; and
    /// from the last position asked for when it is earlier on the same line, so that many errors on one line
    /// cost one pass over it.
    pub fn position(&self, offset: usize) -> Position {
        let offset = offset.min(self.bytes.len());
        // `line_starts` starts with 0, so the partition point is at least 1.
        let index = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let start = self.line_starts[index];
        let mut last = self.last.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let within = match *last {
            Some(from) if from.line == index + 1 && (start..=offset).contains(&from.offset) => {
                // Columns count bytes, leading bytes and four-byte leads: sums over the bytes, so they add up.
                let step = Position::of(&self.bytes[from.offset..], offset - from.offset);
                Position {
                    offset,
                    line: index + 1,
                    column_byte: from.column_byte + step.column_byte - 1,
                    column: from.column + step.column - 1,
                    column_utf16: from.column_utf16 + step.column_utf16 - 1,
                }
            }
            _ => Position { offset, line: index + 1, ..Position::of(&self.bytes[start..], offset - start) },
        };
        *last = Some(within);
        Position { offset: self.base.0 + offset, line: self.base.1 + index, ..within }
    }

    /// The line that holds byte `offset` of the file, without its line end (`\n` or `\r\n`), and the file offset
    /// where it starts.
    pub fn line_at(&self, offset: usize) -> (usize, &[u8]) {
        let (offset, (base, _)) = (offset.saturating_sub(self.base.0), self.base);
        let (start, line) = self.local_line_at(offset);
        (base + start, line)
    }

    /// [`Source::line_at`] with offsets into the source.
    fn local_line_at(&self, offset: usize) -> (usize, &[u8]) {
        let offset = offset.min(self.bytes.len());
        let index = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let start = self.line_starts[index];
        let end = self.line_starts.get(index + 1).map_or(self.bytes.len(), |next| next - 1);
        let line = &self.bytes[start..end];
        (start, line.strip_suffix(b"\r").unwrap_or(line))
    }
}

/// How an input's byte offsets map to its source's.
#[derive(Clone, Debug)]
enum Offsets {
    /// The input is one stretch of the source, starting at this offset.
    Shift(usize),
    /// The input was put together from the source: whitespace taken out of a URI broken across lines (RFC 3986
    /// Appendix C), entity references and backslash escapes decoded. The source range each input byte comes from
    /// (a decoded character's bytes all come from the whole reference), and the source offset of the end of the
    /// input.
    Ranges(Vec<std::ops::Range<usize>>, usize),
}

/// One URI, as given to the parser, and where it came from.
#[derive(Clone, Debug)]
pub struct Input {
    /// The source the input was taken from.
    pub source: Arc<Source>,
    /// The bytes given to the parser.
    pub bytes: Vec<u8>,
    offsets: Offsets,
}

/// A position in a source, with the span it starts or ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// The byte span in the source.
    pub span: Span,
    /// Where the span starts: line, and columns in bytes, characters and UTF-16 code units (all 1-based).
    pub start: Position,
    /// Where the span ends (one past its last byte).
    pub end: Position,
}

impl Input {
    /// The stretch `span` of `source`.
    pub fn slice(source: &Arc<Source>, span: Span) -> Input {
        let bytes = source.bytes.get(span.range()).unwrap_or_default().to_vec();
        Input { source: Arc::clone(source), bytes, offsets: Offsets::Shift(span.start) }
    }

    /// All of `source`.
    pub fn whole(source: &Arc<Source>) -> Input {
        Input::slice(source, Span::new(0, source.bytes.len()))
    }

    /// An input of `bytes` put together from `source`: `ranges` gives the source range of each byte, and `end` the
    /// source offset just after the input's text.
    pub fn mapped(source: &Arc<Source>, bytes: Vec<u8>, ranges: Vec<std::ops::Range<usize>>, end: usize) -> Input {
        Input { source: Arc::clone(source), bytes, offsets: Offsets::Ranges(ranges, end) }
    }

    /// The input's text when it is UTF-8.
    pub fn text(&self) -> Result<&str, std::str::Utf8Error> {
        std::str::from_utf8(&self.bytes)
    }

    /// The input's text, each byte that is not UTF-8 replaced by U+FFFD.
    pub fn lossy(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }

    /// The source offset of input offset `offset` (which may be the end of the input).
    fn source_offset(&self, offset: usize) -> usize {
        match &self.offsets {
            Offsets::Shift(start) => start + offset.min(self.bytes.len()),
            Offsets::Ranges(ranges, end) => ranges.get(offset).map_or(*end, |range| range.start),
        }
    }

    /// Where `span` (relative to the input) is in the source, given `known`, the position of its start in the
    /// input as the library counted it: the columns are the library's, counted on from where the input starts
    /// on its line, so that an error on a long line costs the bytes of its span, not of the line before it.
    ///
    /// Only for an input that is one stretch of the source and an error on the input's first line; otherwise as
    /// [`Input::locate`].
    pub fn locate_from(&self, span: Span, known: &Position) -> Location {
        let Offsets::Shift(shift) = self.offsets else { return self.locate(span) };
        if known.line != 1 || known.offset != span.start || span.end > self.bytes.len() {
            return self.locate(span);
        }
        let base = self.source.position(shift);
        let on = |from: &Position, step: &Position| Position {
            offset: from.offset + step.offset,
            line: from.line,
            column_byte: from.column_byte + step.column_byte - 1,
            column: from.column + step.column - 1,
            column_utf16: from.column_utf16 + step.column_utf16 - 1,
        };
        let start = on(&base, known);
        let end = on(&start, &Position::of(&self.bytes[span.range()], span.len()));
        Location { span: Span::new(start.offset, end.offset), start, end }
    }

    /// Where `span` (relative to the input) is in the source.
    ///
    /// A span of a put-together input ends just after the source text of its last byte, so whitespace that was
    /// taken out after it is not covered.
    pub fn locate(&self, span: Span) -> Location {
        let start = self.source_offset(span.start);
        let end = match &self.offsets {
            _ if span.is_empty() => start,
            Offsets::Ranges(ranges, end) => ranges.get(span.end - 1).map_or(*end, |range| range.end),
            _ => self.source_offset(span.end - 1) + 1,
        };
        let (start_position, end_position) = (self.source.position(start), self.source.position(end));
        Location {
            span: Span::new(start_position.offset, end_position.offset),
            start: start_position,
            end: end_position,
        }
    }

    /// The 1-based line of the source where the input starts.
    pub fn first_line(&self) -> usize {
        self.source.position(self.source_offset(0)).line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_the_library_positions_of_the_whole_source() {
        let text = "é\tx\r\n😀 <http://a/%zz>\n\nlast";
        let source = Source::new("t", true, text.as_bytes().to_vec());
        for offset in 0..=text.len() + 2 {
            assert_eq!(source.position(offset), Position::of(text.as_bytes(), offset), "offset {offset}");
        }
    }

    #[test]
    fn lines_lose_their_line_ends() {
        let source = Source::new("t", true, b"ab\r\ncd\n\nef".to_vec());
        assert_eq!(source.line_at(1), (0, &b"ab"[..]));
        assert_eq!(source.line_at(4), (4, &b"cd"[..]));
        assert_eq!(source.line_at(7), (7, &b""[..]));
        assert_eq!(source.line_at(99), (8, &b"ef"[..]));
    }

    #[test]
    fn a_slice_shifts_spans_into_the_source() {
        let source = Source::new("t", true, b"# c\r\nhttp://a/%zz\r\n".to_vec());
        let input = Input::slice(&source, Span::new(5, 17));
        let location = input.locate(Span::new(9, 10));
        assert_eq!(location.span, Span::new(14, 15));
        assert_eq!((location.start.line, location.start.column_byte), (2, 10));
        assert_eq!(input.first_line(), 2);
    }

    /// Counting on from the library's position gives what counting over the whole line gives.
    #[test]
    fn the_library_position_counted_on_is_the_files() {
        let text = "\u{e9}\t x\n  h\u{e9}\u{1F600}/%zz\u{1F600}y \n";
        let source = Source::part("t", true, text.as_bytes().to_vec(), 100, 7);
        let input = Input::slice(&source, Span::new(8, text.len() - 2));
        let uri = input.text().unwrap();
        for offset in uri.char_indices().map(|(at, _)| at).chain([uri.len()]) {
            let span = urigram::grammar::char_span_at(uri.as_bytes(), offset);
            let known = Position::of(uri.as_bytes(), offset);
            assert_eq!(input.locate_from(span, &known), input.locate(span), "offset {offset}");
        }
        assert_eq!(
            input.locate(Span::new(0, 1)).start,
            Position { offset: 108, line: 8, column_byte: 3, column: 3, column_utf16: 3 }
        );
    }

    #[test]
    fn a_decoded_input_covers_each_reference_whole() {
        // "a&amp;b" read as "a&b".
        let source = Source::new("t", true, b"xa&amp;b".to_vec());
        let input = Input::mapped(&source, b"a&b".to_vec(), vec![1..2, 2..7, 7..8], 8);
        assert_eq!(input.locate(Span::new(1, 2)).span, Span::new(2, 7));
        assert_eq!(input.locate(Span::new(0, 3)).span, Span::new(1, 8));
        assert_eq!(input.locate(Span::at(3)).span, Span::at(8));
        assert_eq!(input.locate(Span::new(2, 3)).start.column, 8);
    }

    #[test]
    fn a_put_together_input_maps_each_byte_back() {
        // "ab" on one line, "c" on the next: the input "abc".
        let source = Source::new("t", true, b"<ab\n c>".to_vec());
        let input = Input::mapped(&source, b"abc".to_vec(), vec![1..2, 2..3, 5..6], 6);
        assert_eq!(input.locate(Span::new(2, 3)).span, Span::new(5, 6));
        assert_eq!(input.locate(Span::new(1, 3)).span, Span::new(2, 6));
        assert_eq!(input.locate(Span::new(1, 2)).span, Span::new(2, 3), "the line break is not covered");
        assert_eq!(input.locate(Span::at(3)).span, Span::at(6));
        assert_eq!(input.locate(Span::at(3)).start.line, 2);
    }
}
