//! The input the rule functions read: text that knows its byte offset in the whole input.

use core::fmt;

/// A slice of the text being parsed, with its byte offset from the start of the text.
///
/// It offers the two accessors of nom_locate's `LocatedSpan` that the rules use, [`Cursor::fragment`] and
/// [`Cursor::location_offset`], but does not count lines on every split: URIs hold no line breaks, and the
/// errors compute their line and columns once, from the offset ([`crate::Position::of`]). Measured on the
/// benchmark corpora, that count was the largest cost of parsing (see `BENCHMARKS.md`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cursor<'a> {
    fragment: &'a str,
    offset: usize,
}

impl<'a> Cursor<'a> {
    /// The whole of `text`, at offset 0.
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        Cursor { fragment: text, offset: 0 }
    }

    /// `text`, standing at byte offset `offset` of a longer text that embeds it: the spans of the nodes parsed
    /// from it count from the start of that text.
    #[must_use]
    pub fn at_offset(text: &'a str, offset: usize) -> Self {
        Cursor { fragment: text, offset }
    }

    /// The text not yet parsed (for a slice the parser returned: the slice's text).
    #[must_use]
    pub fn fragment(&self) -> &&'a str {
        &self.fragment
    }

    /// The byte offset of [`Cursor::fragment`] from the start of the whole text.
    #[must_use]
    pub fn location_offset(&self) -> usize {
        self.offset
    }

    fn at(&self, fragment: &'a str, skipped: usize) -> Self {
        Cursor { fragment, offset: self.offset + skipped }
    }
}

/// Reads as its text, as `LocatedSpan` does.
impl<'a> core::ops::Deref for Cursor<'a> {
    type Target = &'a str;

    fn deref(&self) -> &&'a str {
        &self.fragment
    }
}

impl fmt::Debug for Cursor<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} @ {}", self.fragment, self.offset)
    }
}

impl<'a> nom::Input for Cursor<'a> {
    type Item = char;
    type Iter = core::str::Chars<'a>;
    type IterIndices = core::str::CharIndices<'a>;

    #[inline]
    fn input_len(&self) -> usize {
        self.fragment.len()
    }

    #[inline]
    fn take(&self, index: usize) -> Self {
        self.at(&self.fragment[..index], 0)
    }

    #[inline]
    fn take_from(&self, index: usize) -> Self {
        self.at(&self.fragment[index..], index)
    }

    #[inline]
    fn take_split(&self, index: usize) -> (Self, Self) {
        let (prefix, suffix) = self.fragment.split_at(index);
        (self.at(suffix, index), self.at(prefix, 0))
    }

    #[inline]
    fn position<P>(&self, predicate: P) -> Option<usize>
    where
        P: Fn(Self::Item) -> bool,
    {
        self.fragment.find(predicate)
    }

    #[inline]
    fn iter_elements(&self) -> Self::Iter {
        self.fragment.chars()
    }

    #[inline]
    fn iter_indices(&self) -> Self::IterIndices {
        self.fragment.char_indices()
    }

    #[inline]
    fn slice_index(&self, count: usize) -> Result<usize, nom::Needed> {
        self.fragment.slice_index(count)
    }
}

impl nom::Offset for Cursor<'_> {
    fn offset(&self, second: &Self) -> usize {
        second.offset.saturating_sub(self.offset)
    }
}

impl nom::AsBytes for Cursor<'_> {
    fn as_bytes(&self) -> &[u8] {
        self.fragment.as_bytes()
    }
}

impl<'b> nom::Compare<&'b str> for Cursor<'_> {
    #[inline]
    fn compare(&self, t: &'b str) -> nom::CompareResult {
        self.fragment.compare(t)
    }

    #[inline]
    fn compare_no_case(&self, t: &'b str) -> nom::CompareResult {
        self.fragment.compare_no_case(t)
    }
}

impl<'b> nom::FindSubstring<&'b str> for Cursor<'_> {
    fn find_substring(&self, substring: &'b str) -> Option<usize> {
        self.fragment.find_substring(substring)
    }
}

impl nom::FindToken<char> for Cursor<'_> {
    fn find_token(&self, token: char) -> bool {
        self.fragment.find_token(token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nom::Input as _;

    #[test]
    fn splits_keep_offsets() {
        let cursor = Cursor::new("http://a");
        let (rest, taken) = cursor.take_split(5);
        assert_eq!((*taken.fragment(), taken.location_offset()), ("http:", 0));
        assert_eq!((*rest.fragment(), rest.location_offset()), ("//a", 5));
        let tail = rest.take_from(2);
        assert_eq!((*tail.fragment(), tail.location_offset()), ("a", 7));
        assert_eq!(nom::Offset::offset(&cursor, &tail), 7);
    }
}
