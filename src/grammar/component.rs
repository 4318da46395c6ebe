//! One view of a parsed reference that is the same for every RFC, for tools (JSON, diagrams, comparisons).

use alloc::vec::Vec;

use crate::Span;

/// One named component of a parsed reference, present or absent.
///
/// Names are the RFC's own (`scheme`, `authority`, `userinfo`, `host`, `port`, `path`, `query`, `fragment`,
/// and `params` or `net_loc` where the RFC has them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Component<'a> {
    /// The component's name as the RFC writes it.
    pub name: &'static str,
    /// The component's text and span, or `None` when it is absent (absent and empty differ).
    pub part: Option<Part<'a>>,
}

/// The text of a present component.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Part<'a> {
    /// The text exactly as the RFC's rule matches it (an IP literal keeps its brackets; a query has no `?`).
    pub text: &'a str,
    /// Where the text is in the input.
    pub span: Span,
    /// Which alternative matched, where the component has several: for `host`, one of `ipv4`, `ipv6`,
    /// `ipvfuture`, `reg-name`, `hostname`; for `path`, the path rule's name.
    pub kind: Option<&'static str>,
}

impl<'a> Component<'a> {
    /// A present component.
    #[must_use]
    pub fn present(name: &'static str, text: &'a str, span: Span) -> Self {
        Component { name, part: Some(Part { text, span, kind: None }) }
    }

    /// An absent component.
    #[must_use]
    pub fn absent(name: &'static str) -> Self {
        Component { name, part: None }
    }

    /// The component `name` with the text and span of `node`, or absent when there is no node.
    #[must_use]
    pub fn of(name: &'static str, node: Option<(&'a str, Span)>) -> Self {
        match node {
            Some((text, span)) => Component::present(name, text, span),
            None => Component::absent(name),
        }
    }

    /// The component `name` with the text and span of a leaf node, or absent when there is no node.
    pub(crate) fn node<K>(name: &'static str, node: Option<super::Leaf<'a, K>>) -> Self {
        Component::of(name, node.map(|node| (node.text, node.span)))
    }

    /// The same component, saying which alternative matched.
    #[must_use]
    pub fn with_kind(mut self, kind: &'static str) -> Self {
        if let Some(part) = &mut self.part {
            part.kind = Some(kind);
        }
        self
    }
}

/// A parsed reference of any RFC, seen as its list of components.
pub trait Components<'a> {
    /// Every component the RFC defines for this kind of reference, in the order they appear in a reference,
    /// absent ones included.
    fn components(&self) -> Vec<Component<'a>>;
}
