//! The input as the parser reads it: the text left after "Remove any leading and trailing C0 control or
//! space" and "Remove all ASCII tab or newline", read as UTF-8 bytes, with a way back to the byte offset in
//! the ORIGINAL input of each byte, so that every span the parser reports is one of the text the caller gave.
//!
//! Most inputs have no tab or newline: then the processed input is a slice of the original (the stripping
//! only moves its ends) and an offset is the slice's start plus the index. Only an input with a tab or
//! newline is copied without them, with a table of the original offset of each byte kept.

use alloc::string::String;
use alloc::vec::Vec;

use super::problem::{ErrorSink, Reported, ValidationError};
use crate::Span;

/// The processed input, as UTF-8 bytes, each with its byte offset in the original input.
///
/// Indices are byte indices into `text`; the parser only ever holds indices on code point boundaries.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Source<'a> {
    /// The processed input.
    pub text: &'a str,
    /// The original offset of `text`'s first byte, when `map` is `None`.
    origin: usize,
    /// When the processed input is a copy: `map[i]` is the original offset of byte `i` of `text`, with one
    /// more entry, the offset just past the last byte (where the processed input ends).
    map: Option<&'a [usize]>,
}

/// The length in bytes of the UTF-8 sequence that `lead` begins (1 for a byte that begins none).
pub(crate) const fn utf8_length(lead: u8) -> usize {
    match lead {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

impl<'a> Source<'a> {
    /// The original input itself, from offset 0.
    pub fn whole(text: &'a str) -> Source<'a> {
        Source { text, origin: 0, map: None }
    }

    /// Number of bytes.
    pub fn len(&self) -> usize {
        self.text.len()
    }

    /// The bytes.
    pub fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    /// The code point that begins at byte `i`, `None` for the EOF code point (or any index past it).
    #[inline]
    pub fn get(&self, i: usize) -> Option<char> {
        match self.bytes().get(i) {
            Some(&byte) if byte < 0x80 => Some(char::from(byte)),
            Some(_) => self.text.get(i..).and_then(|rest| rest.chars().next()),
            None => None,
        }
    }

    /// The byte offset in the original input where byte `i` is (the end for EOF).
    pub fn offset(&self, i: usize) -> usize {
        match self.map {
            None => self.origin + i.min(self.text.len()),
            Some(map) => match map.get(i) {
                Some(&offset) => offset,
                None => map.last().copied().unwrap_or(0),
            },
        }
    }

    /// The span of the code point at `i`; the empty span at the end for EOF.
    pub fn span(&self, i: usize) -> Span {
        let start = self.offset(i);
        Span::new(start, start + self.get(i).map_or(0, char::len_utf8))
    }

    /// The span of bytes `start..end`.
    pub fn range(&self, start: usize, end: usize) -> Span {
        if end <= start {
            return Span::at(self.offset(start));
        }
        // The bytes of one code point are contiguous in the original too, so the range ends just past the
        // original offset of its last byte (a removed tab after it is not in the span).
        Span::new(self.offset(start), self.offset(end - 1) + 1)
    }

    /// The bytes `start..end`, with their offsets.
    pub fn slice(&self, start: usize, end: usize) -> Source<'a> {
        let end = end.min(self.text.len());
        let start = start.min(end);
        Source {
            text: self.text.get(start..end).unwrap_or(""),
            origin: self.origin + start,
            map: self.map.map(|map| map.get(start..=end).unwrap_or(&[])),
        }
    }

    /// Whether the bytes `i + 1` and `i + 2` are ASCII hex digits.
    pub fn hex_pair_follows(&self, i: usize) -> bool {
        let bytes = self.bytes();
        bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit) && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
    }
}

/// The processed input: a slice of the original, or a copy with its offset table when tabs or newlines
/// were removed.
#[derive(Debug)]
pub(crate) struct Processed<'a> {
    original: &'a str,
    /// The processed bytes `start..end` of the original, when nothing inside them was removed.
    start: usize,
    end: usize,
    /// The copy without tabs and newlines, and the original offset of each of its bytes (one more entry for
    /// the end).
    copy: Option<(String, Vec<usize>)>,
}

impl<'a> Processed<'a> {
    /// Steps 1 and 2 of the basic URL parser: with `strip` (the `url` argument not given), "Remove any leading
    /// and trailing C0 control or space from input" after reporting `invalid-URL-unit`; then "Remove all ASCII
    /// tab or newline from input", reporting `invalid-URL-unit`.
    ///
    /// The standard reports one error for each of the two steps; a span has one place, so this reports one
    /// for each run of removed code points (the leading run, the trailing run, each run of tabs and newlines).
    pub fn new(input: &'a str, strip: bool, errors: &mut ErrorSink) -> Processed<'a> {
        let bytes = input.as_bytes();
        let mut start = 0;
        let mut end = bytes.len();
        if strip {
            while bytes.get(start).is_some_and(|&b| b <= 0x20) {
                start += 1;
            }
            while end > start && bytes.get(end - 1).is_some_and(|&b| b <= 0x20) {
                end -= 1;
            }
            if start > 0 {
                errors.push(Reported { error: ValidationError::InvalidUrlUnit, span: Span::new(0, start) });
            }
        }
        let trailing = (end < bytes.len()).then(|| Span::new(end, bytes.len()));
        let inner = bytes.get(start..end).unwrap_or(&[]);
        let has_tab_or_newline = memchr::memchr3(b'\t', b'\n', b'\r', inner).is_some();
        let mut processed = Processed { original: input, start, end, copy: None };
        if has_tab_or_newline {
            let mut text = String::with_capacity(end - start);
            let mut map = Vec::with_capacity(end - start + 1);
            let mut run: Option<Span> = None;
            for (i, c) in input.get(start..end).unwrap_or("").char_indices() {
                let offset = start + i;
                if matches!(c, '\t' | '\n' | '\r') {
                    run = Some(match run {
                        Some(span) => Span::new(span.start, offset + 1),
                        None => Span::new(offset, offset + 1),
                    });
                    continue;
                }
                if let Some(span) = run.take() {
                    errors.push(Reported { error: ValidationError::InvalidUrlUnit, span });
                }
                text.push(c);
                map.extend(offset..offset + c.len_utf8());
            }
            if let Some(span) = run.take() {
                errors.push(Reported { error: ValidationError::InvalidUrlUnit, span });
            }
            map.push(end);
            processed.copy = Some((text, map));
        }
        if let Some(span) = trailing {
            errors.push(Reported { error: ValidationError::InvalidUrlUnit, span });
        }
        processed
    }

    /// The view the parser reads.
    pub fn source(&self) -> Source<'_> {
        match &self.copy {
            Some((text, map)) => Source { text, origin: 0, map: Some(map) },
            None => {
                Source { text: self.original.get(self.start..self.end).unwrap_or(""), origin: self.start, map: None }
            }
        }
    }
}
