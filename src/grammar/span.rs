//! Byte spans into the parsed input.

use core::fmt;
use core::ops::Range;

/// A half-open range of byte offsets `start..end` into the text that was parsed.
///
/// Every node of every AST carries one, and so does every error. `Debug` prints `start..end` so that
/// snapshots stay short.
///
/// ```
/// use urigram::Span;
/// let span = Span::new(7, 18);
/// assert_eq!(span.len(), 11);
/// assert_eq!(&"http://example.com/"[span.range()], "example.com");
/// assert_eq!(format!("{span:?}"), "7..18");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Span {
    /// Offset of the first byte.
    pub start: usize,
    /// Offset one past the last byte.
    pub end: usize,
}

impl Span {
    /// A span from `start` to `end`; an `end` before `start` is clamped to `start`.
    #[must_use]
    pub const fn new(start: usize, end: usize) -> Self {
        let end = if end < start { start } else { end };
        Span { start, end }
    }

    /// The empty span at `offset`.
    #[must_use]
    pub const fn at(offset: usize) -> Self {
        Span { start: offset, end: offset }
    }

    /// Number of bytes covered.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.end - self.start
    }

    /// Whether the span covers no byte.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.end == self.start
    }

    /// The span as a `Range`, to slice the parsed text.
    #[must_use]
    pub const fn range(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The smallest span covering both `self` and `other`.
    #[must_use]
    pub fn cover(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

impl fmt::Debug for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

impl From<Range<usize>> for Span {
    fn from(range: Range<usize>) -> Self {
        Span::new(range.start, range.end)
    }
}

impl From<Span> for Range<usize> {
    fn from(span: Span) -> Self {
        span.range()
    }
}
