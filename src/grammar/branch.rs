//! The shape every node of a syntax tree below its top shares: a node with its text, its span and the nodes it
//! is made of (none, for a [`Leaf`](super::Leaf), whose one part is its kind).

use core::fmt;

/// A syntax-tree node between a top-level node and the leaves: its text, where it is, and its parts `P`, the
/// child nodes the grammar derived it from, which are its kind: each grammar's `ast::kind` module has one struct
/// of them for each such node, as `rfc1808::ast::kind::RelPath` for `rfc1808::ast::RelPath`. A
/// [`Leaf`](super::Leaf) is a branch whose one part is its kind marker.
///
/// Every branch has the methods written here, once: [`Branch::as_str`], [`Branch::span`], the `Debug` that
/// `#[derive(Debug)]` would write for a struct of the text, the span and the parts
/// (`RelPath { text: "a;p", span: 0..3, path: .., params: .., query: None }`), a `Display` that writes the text
/// or what the parts recompose ([`BranchParts::display`]), `AsRef<str>`, and equality and hash by the text, the
/// span and the parts. The accessors of the parts are the node's own, in its grammar's `ast` module.
///
/// ```
/// let url = urigram::rfc1808::parse_url("//a/b;p").unwrap();
/// let urigram::rfc1808::ast::RelativeUrl::NetPath(net_path) = url.relative_url().unwrap() else { panic!() };
/// assert_eq!((net_path.as_str(), net_path.span()), ("//a/b;p", urigram::Span::new(0, 7)));
/// assert_eq!(net_path.net_loc().as_str(), "a");
/// assert_eq!(net_path.to_string(), "//a/b;p");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Branch<'a, P> {
    pub(crate) text: &'a str,
    pub(crate) span: crate::Span,
    pub(crate) parts: P,
}

/// The parts of a [`Branch`]: its child nodes, and how its `Debug` and `Display` write them.
pub trait BranchParts: Copy {
    /// The node's type name, as `Debug` writes it: `RelPath`.
    const NAME: &'static str;

    /// Adds each part to the node's `Debug`, after its `text` and `span`, by its field name, in the order
    /// `#[derive(Debug)]` would write the fields of a struct holding them: none, unless the node has parts that
    /// the default [`debug`](BranchParts::debug) shows.
    fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
        let _ = node;
    }

    /// Writes the node's `Debug`, given its text and span: by default the struct form, `NAME { text: .., span:
    /// .., }` and then the [`debug_fields`](BranchParts::debug_fields).
    fn debug(&self, text: &str, span: crate::Span, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut node = f.debug_struct(Self::NAME);
        node.field("text", &text).field("span", &span);
        self.debug_fields(&mut node);
        node.finish()
    }

    /// Writes the node's `Display`, given its text: by default the text, which is also what the parts
    /// recompose; a grammar that says how its components recombine writes them here.
    fn display(&self, text: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(text)
    }
}

impl<'a, P> Branch<'a, P> {
    /// The node of `text`, which is at `span` of the input, made of `parts`.
    #[inline]
    pub(crate) const fn with_parts(text: &'a str, span: crate::Span, parts: P) -> Self {
        Branch { text, span, parts }
    }

    /// The node of the text from `start` to `after`, which a parser read, made of `parts`.
    #[inline]
    pub(crate) fn between(start: &super::Input<'a>, after: &super::Input<'a>, parts: P) -> Self {
        Branch::with_parts(super::text_between(start, after), super::span_between(start, after), parts)
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
    pub fn span(&self) -> crate::Span {
        self.span
    }
}

impl<P: BranchParts> fmt::Debug for Branch<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.parts.debug(self.text, self.span, f)
    }
}

impl<P: BranchParts> fmt::Display for Branch<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.parts.display(self.text, f)
    }
}

impl<P> AsRef<str> for Branch<'_, P> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.text
    }
}
