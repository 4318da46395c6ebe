//! The input as the parser reads it: the code points left after "Remove any leading and trailing C0 control
//! or space" and "Remove all ASCII tab or newline", each with the byte offset in the ORIGINAL input it was
//! read from, so that every span the parser reports is one of the text the caller gave.

use alloc::vec::Vec;

use super::problem::{Reported, ValidationError};
use crate::Span;

/// Code points of the processed input, each with its byte offset in the original input.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Source<'a> {
    /// The code points.
    pub chars: &'a [char],
    /// `offsets[i]` is the byte offset of `chars[i]` in the original input; one more entry, the offset just
    /// past the last code point (where the processed input ends).
    pub offsets: &'a [usize],
}

impl<'a> Source<'a> {
    /// Number of code points.
    pub fn len(&self) -> usize {
        self.chars.len()
    }

    /// The code point at `i`, `None` for the EOF code point (or any index past it).
    pub fn get(&self, i: usize) -> Option<char> {
        self.chars.get(i).copied()
    }

    /// The byte offset in the original input where code point `i` begins (the end for EOF).
    pub fn offset(&self, i: usize) -> usize {
        match self.offsets.get(i) {
            Some(&offset) => offset,
            None => self.offsets.last().copied().unwrap_or(0),
        }
    }

    /// The span of code point `i`; the empty span at the end for EOF.
    pub fn span(&self, i: usize) -> Span {
        let start = self.offset(i);
        Span::new(start, start + self.get(i).map_or(0, char::len_utf8))
    }

    /// The span of code points `start..end`.
    pub fn range(&self, start: usize, end: usize) -> Span {
        if end <= start {
            return Span::at(self.offset(start));
        }
        Span::new(self.offset(start), self.span(end - 1).end)
    }

    /// The code points `start..end`, with their offsets.
    pub fn slice(&self, start: usize, end: usize) -> Source<'a> {
        let end = end.min(self.chars.len());
        let start = start.min(end);
        Source {
            chars: self.chars.get(start..end).unwrap_or(&[]),
            offsets: self.offsets.get(start..=end).unwrap_or(&[]),
        }
    }
}

/// The processed input, owning its code points and offsets.
#[derive(Debug, Default)]
pub(crate) struct Processed {
    chars: Vec<char>,
    offsets: Vec<usize>,
}

impl Processed {
    /// Steps 1 and 2 of the basic URL parser: with `strip` (the `url` argument not given), "Remove any leading
    /// and trailing C0 control or space from input" after reporting `invalid-URL-unit`; then "Remove all ASCII
    /// tab or newline from input", reporting `invalid-URL-unit`.
    ///
    /// The standard reports one error for each of the two steps; a span has one place, so this reports one
    /// for each run of removed code points (the leading run, the trailing run, each run of tabs and newlines).
    pub fn new(input: &str, strip: bool, errors: &mut Vec<Reported>) -> Processed {
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
        let mut processed =
            Processed { chars: Vec::with_capacity(end - start), offsets: Vec::with_capacity(end - start + 1) };
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
            processed.chars.push(c);
            processed.offsets.push(offset);
        }
        if let Some(span) = run.take() {
            errors.push(Reported { error: ValidationError::InvalidUrlUnit, span });
        }
        if let Some(span) = trailing {
            errors.push(Reported { error: ValidationError::InvalidUrlUnit, span });
        }
        processed.offsets.push(end);
        processed
    }

    /// The view the parser reads.
    pub fn source(&self) -> Source<'_> {
        Source { chars: &self.chars, offsets: &self.offsets }
    }
}
