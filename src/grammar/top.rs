//! The shape every top-level node of a syntax tree shares: a reference kept as its text and the offsets of its
//! components.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use super::Laid;

/// A top-level node (a grammar's `URI-reference`, `absoluteURI`, ...): its text, where it starts in the input,
/// and its grammar's layout `L` of the components (offsets from that start), so that a parsed reference stays
/// small to return and an owned one rebuilds it without a parse. `K` is a zero-sized marker from the grammar's
/// `ast::kind` module naming the rule that derived the node, as `rfc2396::ast::kind::AbsoluteUri`.
///
/// Every top-level node has the methods written here, once: [`Top::as_str`], [`Top::span`], a `Display` that
/// writes the text back (which is what its components recompose), `AsRef<str>`, and equality, hash and order
/// by the text, then the place in the input (byte order, not equivalence). The accessors of the components
/// are the grammar's, in its `ast` module: those every top-level node of the grammar has on `Top<'a, L, K>`
/// for its layout `L`, the others on the node's own type.
///
/// ```
/// let uri = urigram::rfc2396::parse_absolute_uri("http://a/b?q").unwrap();
/// assert_eq!((uri.as_str(), uri.span()), ("http://a/b?q", urigram::Span::new(0, 12)));
/// assert_eq!(uri.to_string(), "http://a/b?q");
/// assert_eq!(uri.query().unwrap().as_str(), "q");
/// ```
pub struct Top<'a, L, K> {
    pub(crate) parts: Laid<'a, L>,
    kind: PhantomData<K>,
}

impl<'a, L, K> Top<'a, L, K> {
    /// The node over `text` starting at offset `start` of the input, whose components are where `layout` says.
    #[inline]
    pub(crate) fn from_layout(text: &'a str, start: usize, layout: L) -> Self {
        Top::from_parts(Laid { text, start, layout })
    }

    /// The node of `parts`: a text, where it starts, and where its components are.
    #[inline]
    pub(crate) const fn from_parts(parts: Laid<'a, L>) -> Self {
        Top { parts, kind: PhantomData }
    }

    /// The whole text of the node.
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.parts.text
    }

    /// Where the node is (the whole input, for a top-level parse).
    #[must_use]
    #[inline]
    pub fn span(&self) -> crate::Span {
        self.parts.span()
    }
}

impl<L: Copy, K> Top<'_, L, K> {
    /// Where the components are, counted from the start of the text.
    #[inline]
    pub(crate) fn layout(&self) -> L {
        self.parts.layout
    }
}

impl<L: Copy, K> Clone for Top<'_, L, K> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<L: Copy, K> Copy for Top<'_, L, K> {}

/// Equal when the texts, their places in the input and the layouts are (the layout differs only for a text
/// read differently).
impl<L: PartialEq, K> PartialEq for Top<'_, L, K> {
    fn eq(&self, other: &Self) -> bool {
        self.parts == other.parts
    }
}
impl<L: Eq, K> Eq for Top<'_, L, K> {}
impl<L: Hash, K> Hash for Top<'_, L, K> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts.hash(state);
    }
}

/// The texts' byte order (not RFC 3986 §6 equivalence), then the places in the input.
impl<L: Ord, K> PartialOrd for Top<'_, L, K> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<L: Ord, K> Ord for Top<'_, L, K> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.parts.cmp(&other.parts)
    }
}

/// The text that was parsed, which is also what the node's components recompose.
impl<L, K> fmt::Display for Top<'_, L, K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.parts.text)
    }
}

impl<L, K> AsRef<str> for Top<'_, L, K> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.parts.text
    }
}
