//! The kinds of the leaf nodes that several grammars share, each written once.
//!
//! A grammar's leaf node is a [`Leaf`](super::Leaf) whose kind names the rule that read it. Where grammars read
//! a component by rules of the same name (a `scheme`, a `query`, a `segment`), its kind is one generic type
//! here, made the grammar's own by the grammar's `Rule` type: `rfc3986::ast::kind::Scheme` is
//! `Scheme<rfc3986::Rule>`, so that RFC 3986's `Scheme` and RFC 2396's stay two types, each with the methods
//! its grammar gives it. A kind that one grammar alone has is declared in that grammar's `ast::kind` module.
//!
//! ```
//! use urigram::grammar::kind;
//!
//! let scheme: urigram::rfc3986::ast::Scheme<'_> = urigram::rfc3986::parse_uri("http://a").unwrap().scheme();
//! let _: urigram::grammar::Leaf<'_, kind::Scheme<urigram::rfc3986::Rule>> = scheme;
//! assert_eq!(format!("{scheme:?}"), "Scheme(\"http\" @ 0..4)");
//! ```

use core::marker::PhantomData;

use super::LeafKind;

/// The kind of a leaf read by `scheme` (every grammar), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scheme<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Scheme<G> {
    const NAME: &'static str = "Scheme";
}

/// The kind of a leaf read by `userinfo` (RFC 3986, RFC 2396), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Userinfo<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Userinfo<G> {
    const NAME: &'static str = "Userinfo";
}

/// The kind of a leaf read by `port` (every grammar), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Port<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Port<G> {
    const NAME: &'static str = "Port";
}

/// The kind of a leaf read by `IPv4address` (RFC 3986, RFC 2396), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ipv4Address<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Ipv4Address<G> {
    const NAME: &'static str = "Ipv4Address";
}

/// The kind of a leaf read by `IPv6address` (RFC 3986, RFC 2396 with RFC 2732), in the grammar whose rules are
/// `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ipv6Address<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Ipv6Address<G> {
    const NAME: &'static str = "Ipv6Address";
}

/// The kind of a leaf read by `param` (RFC 2396, RFC 1808), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Param<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Param<G> {
    const NAME: &'static str = "Param";
}

/// The kind of a leaf read by `query` (every grammar), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Query<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Query<G> {
    const NAME: &'static str = "Query";
}

/// The kind of a leaf read by `fragment` (every grammar), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fragment<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Fragment<G> {
    const NAME: &'static str = "Fragment";
}

/// The kind of a leaf read by `segment` (every grammar), in the grammar whose rules are `G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment<G>(PhantomData<G>);
impl<G: Copy> LeafKind for Segment<G> {
    const NAME: &'static str = "Segment";
}
