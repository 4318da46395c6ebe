//! An open document's text, and positions in it as the protocol counts them: a line (0-based, lines ending at
//! `\n`, `\r\n` or `\r`) and a character offset in the negotiated unit (UTF-8 bytes, UTF-16 code units or UTF-32
//! code points).

use std::ops::Range;

use lsp_types::{Position, PositionEncodingKind, TextDocumentContentChangeEvent};

/// The unit a position's `character` counts, as negotiated in `initialize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// Bytes of UTF-8.
    Utf8,
    /// UTF-16 code units: the protocol's default.
    Utf16,
    /// Unicode code points.
    Utf32,
}

impl Encoding {
    /// The first of the client's `general.positionEncodings` (in its order of preference), or UTF-16, which every
    /// client supports, when it offers none.
    pub fn negotiate(offered: Option<&[PositionEncodingKind]>) -> Encoding {
        offered
            .unwrap_or_default()
            .iter()
            .find_map(|kind| match kind.as_str() {
                "utf-8" => Some(Encoding::Utf8),
                "utf-16" => Some(Encoding::Utf16),
                "utf-32" => Some(Encoding::Utf32),
                _ => None,
            })
            .unwrap_or(Encoding::Utf16)
    }

    /// The protocol's name for it, as the server announces it.
    pub fn kind(self) -> PositionEncodingKind {
        match self {
            Encoding::Utf8 => PositionEncodingKind::UTF8,
            Encoding::Utf16 => PositionEncodingKind::UTF16,
            Encoding::Utf32 => PositionEncodingKind::UTF32,
        }
    }

    /// How many units `c` takes.
    fn units(self, c: char) -> usize {
        match self {
            Encoding::Utf8 => c.len_utf8(),
            Encoding::Utf16 => c.len_utf16(),
            Encoding::Utf32 => 1,
        }
    }

    /// How many units `text` takes.
    fn count(self, text: &str) -> usize {
        match self {
            Encoding::Utf8 => text.len(),
            Encoding::Utf16 => text.chars().map(char::len_utf16).sum(),
            Encoding::Utf32 => text.chars().count(),
        }
    }
}

/// A document's text with the offsets where its lines start.
#[derive(Clone, Debug)]
pub struct Text {
    text: String,
    /// Offset of the first byte of each line: 0, then each byte after a line end.
    line_starts: Vec<usize>,
}

/// Offsets of the starts of the lines of `text`: after each `\n`, each `\r\n` and each `\r` not followed by `\n`.
fn line_starts(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut starts = vec![0];
    for at in memchr::memchr2_iter(b'\n', b'\r', bytes) {
        if bytes[at] == b'\r' && bytes.get(at + 1) == Some(&b'\n') {
            continue;
        }
        starts.push(at + 1);
    }
    starts
}

impl Text {
    /// The text `text`.
    pub fn new(text: String) -> Text {
        Text { line_starts: line_starts(&text), text }
    }

    /// All of it.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The line holding byte `offset`: its index and the offset where it starts.
    fn line_of(&self, offset: usize) -> (usize, usize) {
        // `line_starts` starts with 0, so the partition point is at least 1.
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        (line, self.line_starts[line])
    }

    /// The byte range of line `line`'s content, without its line end; past the last line, the empty end.
    fn line_range(&self, line: usize) -> Range<usize> {
        let Some(&start) = self.line_starts.get(line) else { return self.text.len()..self.text.len() };
        let end = self.line_starts.get(line + 1).map_or(self.text.len(), |&next| {
            let content = &self.text.as_bytes()[start..next];
            next - if content.ends_with(b"\r\n") { 2 } else { 1 }
        });
        start..end
    }

    /// The byte offset of `position`, counted in `encoding`: a character past the end of its line is the line's
    /// end (as the protocol says), a line past the last is the end of the text, and a position inside a character
    /// (between the two halves of a UTF-16 surrogate pair) is that character's start.
    pub fn offset(&self, position: Position, encoding: Encoding) -> usize {
        let range = self.line_range(position.line as usize);
        let wanted = position.character as usize;
        if encoding == Encoding::Utf8 {
            let at = (range.start + wanted).min(range.end);
            return (range.start..=at).rev().find(|&at| self.text.is_char_boundary(at)).unwrap_or(range.start);
        }
        let mut units = 0;
        for (at, c) in self.text[range.clone()].char_indices() {
            units += encoding.units(c);
            if units > wanted {
                return range.start + at;
            }
        }
        range.end
    }

    /// The position of byte `offset` (clamped to the text and moved back to a character start), in `encoding`.
    #[cfg(test)]
    pub fn position(&self, offset: usize, encoding: Encoding) -> Position {
        let mut cursor = Cursor::new(self, encoding);
        cursor.position(offset)
    }

    /// Applies one change: a range replaced by text, or with no range the whole text replaced.
    pub fn apply(&mut self, change: TextDocumentContentChangeEvent, encoding: Encoding) {
        match change.range {
            None => *self = Text::new(change.text),
            Some(range) => {
                let (start, end) = (self.offset(range.start, encoding), self.offset(range.end, encoding));
                let (start, end) = (start.min(end), start.max(end));
                self.text.replace_range(start..end, &change.text);
                self.line_starts = line_starts(&self.text);
            }
        }
    }
}

/// Turns byte offsets of a text into positions, counting on from the last one when the next is later on the same
/// line, so that many positions on one long line (100,000 URIs on it) cost one pass over it, not one each.
pub struct Cursor<'t> {
    text: &'t Text,
    encoding: Encoding,
    /// The last offset turned, its line and its column in units.
    last: Option<(usize, usize, usize)>,
}

impl<'t> Cursor<'t> {
    /// A cursor over `text` counting in `encoding`.
    pub fn new(text: &'t Text, encoding: Encoding) -> Cursor<'t> {
        Cursor { text, encoding, last: None }
    }

    /// The position of byte `offset`.
    pub fn position(&mut self, offset: usize) -> Position {
        let text = self.text.as_str();
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let (line, start) = self.text.line_of(offset);
        let (from, column) = match self.last {
            Some((last, last_line, column)) if last_line == line && last <= offset => (last, column),
            _ => (start, 0),
        };
        let column = column + self.encoding.count(&text[from..offset]);
        self.last = Some((offset, line, column));
        // A document whose line or column does not fit in 32 bits is beyond what the protocol can address.
        Position::new(u32::try_from(line).unwrap_or(u32::MAX), u32::try_from(column).unwrap_or(u32::MAX))
    }

    /// The range of byte range `range`.
    pub fn range(&mut self, range: Range<usize>) -> lsp_types::Range {
        let start = self.position(range.start);
        lsp_types::Range::new(start, self.position(range.end))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(range: Option<((u32, u32), (u32, u32))>, text: &str) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent {
            range: range
                .map(|((l0, c0), (l1, c1))| lsp_types::Range::new(Position::new(l0, c0), Position::new(l1, c1))),
            range_length: None,
            text: text.to_owned(),
        }
    }

    #[test]
    fn positions_count_in_the_negotiated_unit() {
        let text = Text::new("a\r\né😀 x\rb\n".to_owned());
        let x = text.as_str().find('x').unwrap();
        assert_eq!(text.position(x, Encoding::Utf8), Position::new(1, 7));
        assert_eq!(text.position(x, Encoding::Utf16), Position::new(1, 4));
        assert_eq!(text.position(x, Encoding::Utf32), Position::new(1, 3));
        assert_eq!(text.position(x + 2, Encoding::Utf16), Position::new(2, 0), "a lone CR ends a line");
        for encoding in [Encoding::Utf8, Encoding::Utf16, Encoding::Utf32] {
            for offset in (0..=text.as_str().len()).filter(|&at| text.as_str().is_char_boundary(at)) {
                let position = text.position(offset, encoding);
                // The two line-end bytes of "\r\n" are both at the end of line 0.
                let expected = if offset == 2 { 1 } else { offset };
                assert_eq!(text.offset(position, encoding), expected, "{encoding:?} {offset}");
            }
        }
    }

    #[test]
    fn positions_off_the_text_are_clamped() {
        let text = Text::new("😀b\nc".to_owned());
        assert_eq!(text.offset(Position::new(0, 99), Encoding::Utf16), 5, "past the line's end: its end");
        assert_eq!(text.offset(Position::new(7, 0), Encoding::Utf16), 7, "past the last line: the end");
        assert_eq!(text.offset(Position::new(0, 1), Encoding::Utf16), 0, "inside a surrogate pair: its start");
        assert_eq!(text.offset(Position::new(0, 2), Encoding::Utf8), 0, "inside a UTF-8 sequence: its start");
        assert_eq!(text.position(99, Encoding::Utf16), Position::new(1, 1));
    }

    #[test]
    fn changes_replace_their_ranges() {
        let mut text = Text::new("é😀 http://a/\nnext".to_owned());
        text.apply(change(Some(((0, 4), (0, 4))), "<"), Encoding::Utf16);
        assert_eq!(text.as_str(), "é😀 <http://a/\nnext");
        text.apply(change(Some(((0, 8), (1, 2))), "x"), Encoding::Utf8);
        assert_eq!(text.as_str(), "é😀 <xxt");
        text.apply(change(Some(((0, 4), (0, 3))), ""), Encoding::Utf32);
        assert_eq!(text.as_str(), "é😀 xxt", "a range given end first is the same range");
        text.apply(change(None, "new\ntext"), Encoding::Utf16);
        assert_eq!(text.position(6, Encoding::Utf16), Position::new(1, 2));
    }

    #[test]
    fn a_cursor_counts_on_along_a_line() {
        let line = "é ".repeat(1000);
        let text = Text::new(format!("x\n{line}"));
        let mut cursor = Cursor::new(&text, Encoding::Utf16);
        for (index, (at, _)) in line.char_indices().enumerate() {
            assert_eq!(cursor.position(2 + at), Position::new(1, index as u32));
        }
        assert_eq!(cursor.position(1), Position::new(0, 1), "an earlier offset is counted from its line's start");
    }
}
