//! Byte offsets turned into the line and column numbers that people and editors use.
//!
//! Editors disagree on columns: LSP counts UTF-16 code units from 0, vim's quickfix and GNU-style messages count
//! bytes from 1, most people count characters. [`Position`] carries all of them, computed once from the text.

/// A point in a text, in every unit a consumer may want. Lines and columns are 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Byte offset from the start of the text (0-based).
    pub offset: usize,
    /// Line number, counting `\n` line ends (a `\r` before the `\n` belongs to the line it ends).
    pub line: usize,
    /// Column in bytes from the start of the line.
    pub column_byte: usize,
    /// Column in Unicode scalar values (characters) from the start of the line.
    pub column: usize,
    /// Column in UTF-16 code units from the start of the line (a character outside the BMP counts 2).
    pub column_utf16: usize,
}

impl Position {
    /// The position of byte `offset` in `text`.
    ///
    /// An offset past the end is taken as the end; an offset inside a multi-byte UTF-8 character counts the
    /// character as started (its bytes before the offset count as one character). Bytes that are not valid
    /// UTF-8 count one character each, so the result is defined for any input.
    ///
    /// ```
    /// use urigram::Position;
    /// let text = "a\n€x";
    /// let p = Position::of(text.as_bytes(), 5); // the `x`
    /// assert_eq!((p.line, p.column, p.column_utf16, p.column_byte), (2, 2, 2, 4));
    /// ```
    #[must_use]
    pub fn of(text: &[u8], offset: usize) -> Position {
        let offset = offset.min(text.len());
        let before = &text[..offset];
        // URIs rarely hold a line break, so the whole prefix is first searched for one, without an early exit
        // so that the compiler reads it in wide steps: prefixes are short, and memchr's set-up costs more.
        let (line, line_start) = if before.iter().fold(false, |seen, &b| seen | (b == b'\n')) {
            let count = before.iter().filter(|&&b| b == b'\n').count();
            (1 + count, before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1))
        } else {
            (1, 0)
        };
        let in_line = &before[line_start..];
        let (chars, utf16) = if in_line.is_ascii() {
            (in_line.len(), in_line.len())
        } else {
            // A character is counted at its leading byte (continuation bytes are 10xxxxxx); one of four bytes
            // (11110xxx) stands outside the BMP and takes two UTF-16 code units.
            let chars = in_line.iter().filter(|&&b| b & 0xC0 != 0x80).count();
            (chars, chars + in_line.iter().filter(|&&b| b >= 0xF0).count())
        };
        Position { offset, line, column_byte: in_line.len() + 1, column: chars + 1, column_utf16: utf16 + 1 }
    }
}

/// The span of the whole UTF-8 character that starts at `offset`, so that an error never splits a character.
///
/// For an ASCII byte, or a byte that does not start a valid UTF-8 sequence, the span is that one byte.
#[must_use]
pub fn char_span_at(text: &[u8], offset: usize) -> crate::Span {
    if offset >= text.len() {
        return crate::Span::at(text.len());
    }
    let width = utf8_width(&text[offset..]);
    crate::Span::new(offset, offset + width)
}

/// The number of bytes of the valid UTF-8 character at the start of `bytes`, or 1 where there is none.
pub(crate) fn utf8_width(bytes: &[u8]) -> usize {
    let Some(&lead) = bytes.first() else { return 0 };
    let width = match lead {
        0x00..=0x7F => return 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return 1,
    };
    match bytes.get(..width) {
        Some(seq) if core::str::from_utf8(seq).is_ok() => width,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_bytes_chars_and_utf16_units() {
        let text = "é😀x".as_bytes();
        let p = Position::of(text, 6);
        assert_eq!((p.line, p.column_byte, p.column, p.column_utf16), (1, 7, 3, 4));
    }

    #[test]
    fn lines_count_newlines_and_crlf_stays_on_its_line() {
        let text = b"ab\r\ncd";
        let p = Position::of(text, 5);
        assert_eq!((p.line, p.column_byte), (2, 2));
        let p = Position::of(text, 2);
        assert_eq!((p.line, p.column_byte), (1, 3));
    }

    #[test]
    fn positions_agree_with_counting_one_byte_at_a_time() {
        // Every text of up to four pieces from ASCII, line ends, two-, three- and four-byte characters and a
        // stray continuation byte, at every offset: the fast paths must give what a plain count gives.
        let pieces: [&[u8]; 6] =
            [b"a", b"\n", "\u{e9}".as_bytes(), "\u{20ac}".as_bytes(), "\u{1f600}".as_bytes(), &[0x80]];
        let mut texts: alloc::vec::Vec<alloc::vec::Vec<u8>> = alloc::vec![alloc::vec::Vec::new()];
        for _ in 0..4 {
            let longer: alloc::vec::Vec<_> = texts
                .iter()
                .flat_map(|text| pieces.iter().map(move |piece| [text.as_slice(), piece].concat()))
                .collect();
            texts.extend(longer);
        }
        for text in &texts {
            for offset in 0..=text.len() {
                let (mut line, mut column_byte, mut column, mut column_utf16) = (1, 1, 1, 1);
                for &byte in &text[..offset] {
                    if byte == b'\n' {
                        (line, column_byte, column, column_utf16) = (line + 1, 1, 1, 1);
                        continue;
                    }
                    column_byte += 1;
                    if byte & 0xC0 != 0x80 {
                        column += 1;
                        column_utf16 += if byte >= 0xF0 { 2 } else { 1 };
                    }
                }
                let p = Position::of(text, offset);
                assert_eq!(
                    (p.line, p.column_byte, p.column, p.column_utf16),
                    (line, column_byte, column, column_utf16)
                );
            }
        }
    }

    #[test]
    fn offsets_past_the_end_are_the_end() {
        assert_eq!(Position::of(b"abc", 99).offset, 3);
    }

    #[test]
    fn char_spans_cover_whole_characters() {
        let text = "a€b".as_bytes();
        assert_eq!(char_span_at(text, 1), crate::Span::new(1, 4));
        assert_eq!(char_span_at(text, 0), crate::Span::new(0, 1));
        assert_eq!(char_span_at(&[0xFF, 0x41], 0), crate::Span::new(0, 1));
        assert_eq!(char_span_at(text, 9), crate::Span::at(5));
    }
}
