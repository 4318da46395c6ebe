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

super::leaf_kinds! {
    /// The kind of a leaf read by `scheme` (every grammar), in the grammar whose rules are `G`.
    pub struct Scheme<G>;

    /// The kind of a leaf read by `userinfo` (RFC 3986, RFC 2396), in the grammar whose rules are `G`.
    pub struct Userinfo<G>;

    /// The kind of a leaf read by `port` (every grammar), in the grammar whose rules are `G`.
    pub struct Port<G>;

    /// The kind of a leaf read by `IPv4address` (RFC 3986, RFC 2396), in the grammar whose rules are `G`.
    pub struct Ipv4Address<G>;

    /// The kind of a leaf read by `IPv6address` (RFC 3986, RFC 2396 with RFC 2732), in the grammar whose rules
    /// are `G`.
    pub struct Ipv6Address<G>;

    /// The kind of a leaf read by `param` (RFC 2396, RFC 1808), in the grammar whose rules are `G`.
    pub struct Param<G>;

    /// The kind of a leaf read by `query` (every grammar), in the grammar whose rules are `G`.
    pub struct Query<G>;

    /// The kind of a leaf read by `fragment` (every grammar), in the grammar whose rules are `G`.
    pub struct Fragment<G>;

    /// The kind of a leaf read by `segment` (every grammar), in the grammar whose rules are `G`.
    pub struct Segment<G>;
}
