//! The shape every leaf node of every syntax tree shares.

/// Declares a syntax-tree node that is one stretch of text with no structure the tree needs to show: its text
/// and span, a compact `Debug` (`Scheme("http" @ 0..4)`), a `Display` that writes the text back, `AsRef<str>`.
macro_rules! leaf_node {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $name<'a> {
            text: &'a str,
            span: $crate::Span,
        }

        impl<'a> $name<'a> {
            #[allow(dead_code, reason = "not every node is built from a text and span")]
            pub(crate) fn new(text: &'a str, span: $crate::Span) -> Self {
                $name { text, span }
            }

            #[allow(dead_code, reason = "not every node is built from a parser slice")]
            pub(crate) fn from_input(input: &$crate::grammar::Input<'a>) -> Self {
                $name { text: input.fragment(), span: $crate::grammar::span_of(input) }
            }

            /// The node's text, a slice of the input.
            #[inline]
            #[must_use]
            pub fn as_str(&self) -> &'a str {
                self.text
            }

            /// Where the node's text is in the input.
            #[inline]
            #[must_use]
            pub fn span(&self) -> $crate::Span {
                self.span
            }
        }

        impl ::core::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                write!(f, concat!(stringify!($name), "({:?} @ {:?})"), self.text, self.span)
            }
        }

        impl ::core::fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.text)
            }
        }

        impl ::core::convert::AsRef<str> for $name<'_> {
            fn as_ref(&self) -> &str {
                self.text
            }
        }
    };
}

pub(crate) use leaf_node;

/// The two accessors of a composite node that keeps its `text` and `span`: `as_str` and `span`, each with the
/// sentence its node gives it.
macro_rules! text_and_span {
    ($text_doc:literal, $span_doc:literal) => {
        #[doc = $text_doc]
        #[must_use]
        pub fn as_str(&self) -> &'a str {
            self.text
        }
        #[doc = $span_doc]
        #[must_use]
        pub fn span(&self) -> $crate::Span {
            self.span
        }
    };
}
pub(crate) use text_and_span;

/// The offset that stands for an absent component in a layout of offsets.
pub(crate) const ABSENT: usize = usize::MAX;

/// A top-level node as every grammar keeps it: its text, where it starts in the input, and the layout `L` of
/// its components (offsets from that start). Each grammar's `ast` module reads its own layout through inherent
/// methods on its instance; the nodes between the reference and its components are built from it on demand.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Laid<'a, L> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) layout: L,
}

impl<'a, L> Laid<'a, L> {
    /// The text `text[from..to]` and its span in the input.
    #[inline]
    pub(crate) fn part(&self, from: usize, to: usize) -> (&'a str, crate::Span) {
        // The offsets were taken from this text by the parser, at ASCII delimiters.
        (self.text.get(from..to).unwrap_or_default(), crate::Span::new(self.start + from, self.start + to))
    }

    /// Where the whole node is.
    #[inline]
    pub(crate) fn span(&self) -> crate::Span {
        crate::Span::new(self.start, self.start + self.text.len())
    }
}

/// Where the part after `scheme ":"` starts, for a scheme of `scheme_len` bytes ([`ABSENT`] when there is none).
#[inline]
pub(crate) const fn after_scheme(scheme_len: usize) -> usize {
    if scheme_len == ABSENT { 0 } else { scheme_len + 1 }
}

/// The pieces of a node's text between separators, each a node of its own with its span: the segments of a
/// path (`/`), the params of a segment (`;`), the labels of a host name (`.`). A text of `n` separators has
/// `n + 1` pieces, empty ones included (`b//c` has `b`, the empty one, `c`), so an empty text has one empty
/// piece; nothing is allocated.
#[derive(Clone, Debug)]
pub struct Pieces<'a, T> {
    rest: &'a str,
    /// Where the next piece starts in the input, or `None` once every piece has been yielded.
    next_start: Option<usize>,
    separator: u8,
    make: fn(&'a str, crate::Span) -> T,
}

impl<'a, T> Pieces<'a, T> {
    /// The pieces of `text`, which starts at `start` in the input, between the ASCII byte `separator`, each
    /// made a node by `make`.
    pub(crate) fn new(text: &'a str, start: usize, separator: u8, make: fn(&'a str, crate::Span) -> T) -> Self {
        Pieces { rest: text, next_start: Some(start), separator, make }
    }

    /// No pieces at all, for a node that is absent rather than empty.
    pub(crate) fn none(make: fn(&'a str, crate::Span) -> T) -> Self {
        Pieces { rest: "", next_start: None, separator: b'/', make }
    }
}

impl<T> Iterator for Pieces<'_, T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        let start = self.next_start?;
        let (piece, rest) = match self.rest.split_once(char::from(self.separator)) {
            Some((piece, rest)) => (piece, Some(rest)),
            None => (self.rest, None),
        };
        self.next_start = rest.map(|_| start + piece.len() + 1);
        self.rest = rest.unwrap_or_default();
        Some((self.make)(piece, crate::Span::new(start, start + piece.len())))
    }
}

impl<T> core::iter::FusedIterator for Pieces<'_, T> {}

#[cfg(test)]
mod tests {
    use super::Pieces;
    use crate::Span;

    fn pieces(text: &str, start: usize) -> alloc::vec::Vec<(&str, Span)> {
        Pieces::new(text, start, b'/', |text, span| (text, span)).collect()
    }

    #[test]
    fn pieces_keep_the_empty_ones_and_their_spans() {
        assert_eq!(pieces("b//c", 3), [("b", Span::new(3, 4)), ("", Span::new(5, 5)), ("c", Span::new(6, 7))]);
        assert_eq!(pieces("", 2), [("", Span::new(2, 2))]);
        assert_eq!(pieces("a/", 0), [("a", Span::new(0, 1)), ("", Span::new(2, 2))]);
        assert_eq!(Pieces::none(|text: &str, _| text).count(), 0);
    }
}
