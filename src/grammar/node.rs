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
