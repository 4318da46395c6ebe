//! The shape every leaf node of every syntax tree shares.

use core::fmt;
use core::marker::PhantomData;

/// A syntax-tree node that is one stretch of text with no structure the tree needs to show: its text, where it
/// is, and its kind `K`, a zero-sized marker that names the rule it was read by (each grammar's `ast::kind`
/// module has one for each such node, as `rfc3986::ast::kind::Scheme` for `rfc3986::ast::Scheme`).
///
/// Every leaf has the same methods, written once here: [`Leaf::as_str`], [`Leaf::span`], a compact `Debug`
/// (`Scheme("http" @ 0..4)`), a `Display` that writes the text back, and `AsRef<str>`. A node that reads more
/// from its text (a port's number, the labels of a host name) has those methods in its grammar's `ast` module.
///
/// ```
/// let uri = urigram::rfc3986::parse_uri("http://a/b").unwrap();
/// let scheme: urigram::rfc3986::ast::Scheme<'_> = uri.scheme();
/// assert_eq!((scheme.as_str(), scheme.span()), ("http", urigram::Span::new(0, 4)));
/// assert_eq!(format!("{scheme:?} {scheme}"), "Scheme(\"http\" @ 0..4) http");
/// ```
///
/// A leaf is a [`Branch`](super::Branch) whose only part is its kind, so `as_str`, `span`, `AsRef<str>`,
/// equality and hash are the branch's, written once.
pub type Leaf<'a, K> = super::Branch<'a, PhantomData<K>>;

/// The kind of a [`Leaf`]: the name its `Debug` writes, which is the name of its node's type.
pub trait LeafKind: Copy {
    /// The node's type name, as `Debug` writes it: `Scheme`.
    const NAME: &'static str;

    /// Writes what `Debug` shows after the node's text and span, given them: nothing, unless the node is a list
    /// of pieces that `Debug` shows too (` [Segment("a" @ 0..1), ..]`).
    fn debug_after(text: &str, span: crate::Span, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = (text, span, f);
        Ok(())
    }
}

/// Declares the kinds of a grammar's [`Leaf`] nodes that show nothing after their text and span: each
/// `pub struct` written in it becomes a zero-sized marker whose [`LeafKind::NAME`] is its own name. A kind
/// written `pub struct Scheme<G>;` is one that several grammars share, made a grammar's by its rules `G`
/// ([`kind`](super::kind)): it expands to `pub struct Scheme<G>(PhantomData<G>);` and
/// `impl<G: Copy> LeafKind for Scheme<G>`, the rest alike.
///
/// For example,
///
/// ```text
/// leaf_kinds! {
///     /// The kind of a [`RegName`](super::RegName).
///     pub struct RegName;
/// }
/// ```
///
/// expands to
///
/// ```text
/// /// The kind of a [`RegName`](super::RegName).
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// pub struct RegName;
/// impl crate::grammar::LeafKind for RegName {
///     const NAME: &'static str = "RegName";
/// }
/// ```
macro_rules! leaf_kinds {
    ($($(#[$doc:meta])* pub struct $name:ident;)+) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name;
        impl crate::grammar::LeafKind for $name {
            const NAME: &'static str = stringify!($name);
        }
    )+};
    ($($(#[$doc:meta])* pub struct $name:ident<G>;)+) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name<G>(core::marker::PhantomData<G>);
        impl<G: Copy> crate::grammar::LeafKind for $name<G> {
            const NAME: &'static str = stringify!($name);
        }
    )+};
}
pub(crate) use leaf_kinds;

impl<'a, K> Leaf<'a, K> {
    /// The node of `text`, which is at `span` of the input.
    #[inline]
    pub(crate) const fn new(text: &'a str, span: crate::Span) -> Self {
        super::Branch::with_parts(text, span, PhantomData)
    }

    /// The node of the text a parser read.
    #[inline]
    pub(crate) fn from_input(input: &super::Input<'a>) -> Self {
        Leaf::new(input.fragment(), super::span_of(input))
    }
}

/// A leaf's one part, its kind: its `Debug` is the compact `Scheme("http" @ 0..4)`, and its `Display` its text.
impl<K: LeafKind> super::BranchParts for PhantomData<K> {
    const NAME: &'static str = K::NAME;

    fn debug(&self, text: &str, span: crate::Span, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({:?} @ {:?})", K::NAME, text, span)?;
        K::debug_after(text, span, f)
    }
}

/// A top-level node as every grammar keeps it: its text, where it starts in the input, and the layout `L` of
/// its components (offsets from that start). Each grammar's `ast` module reads its own layout through inherent
/// methods on its instance; the nodes between the reference and its components are built from it on demand.
// The text first: the order of the nodes is their texts' (then their places in the input, then the layout,
// which only a differently read text has different), consistent with their equality.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
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
        debug_assert!(self.text.get(from..to).is_some(), "{from}..{to} is no slice of {:?}", self.text);
        (self.text.get(from..to).unwrap_or_default(), crate::Span::new(self.start + from, self.start + to))
    }

    /// Where the whole node is.
    #[inline]
    pub(crate) fn span(&self) -> crate::Span {
        crate::Span::new(self.start, self.start + self.text.len())
    }
}

/// Where the part after `scheme ":"` starts, for a scheme of `scheme_len` bytes (absent when there is none).
#[inline]
pub(crate) const fn after_scheme(scheme_len: super::Offset) -> usize {
    match scheme_len.get() {
        Some(len) => len + 1,
        None => 0,
    }
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
