//! Reference resolution: a base URI and a reference give the target URI, by the algorithm of each RFC.
//!
//! | RFC | module | algorithm | what the base must be |
//! |---|---|---|---|
//! | RFC 3986 | [`rfc3986`] | §5.2: 5.2.2 transform references, 5.2.3 merge, 5.2.4 remove_dot_segments | an `absolute-URI` (§5.1): a scheme, no fragment |
//! | RFC 2396 | [`rfc2396`] | §5.2, steps 1–7 | an `absoluteURI` with a `hier_part` (§5), no fragment |
//! | RFC 1808 | [`rfc1808`] | §4, steps 1–7 | a URL in the `generic-RL` form (§2.2); its fragment is allowed |
//!
//! Each module parses with its own RFC's grammar and resolves over that RFC's syntax tree, so the three answer
//! differently where the RFCs do (`../../../g` against `http://a/b/c/d;p?q` is `http://a/g` by RFC 3986 and
//! `http://a/../g` by the other two). Every function returns the target as an owned [`String`]: resolution
//! builds a new text, and the tests check that it parses again, under the same RFC, as a URI with a scheme.
//!
//! ```
//! use urigram::resolve::{rfc1808, rfc2396, rfc3986};
//!
//! let base = "http://a/b/c/d;p?q";
//! assert_eq!(rfc3986::resolve(base, "../../../g", rfc3986::Options::default())?, "http://a/g");
//! assert_eq!(rfc2396::resolve(base, "../../../g", rfc2396::Options::default())?, "http://a/../g");
//! assert_eq!(rfc1808::resolve(base, ";x", rfc1808::Options::default())?, "http://a/b/c/d;x");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # No invented authorities
//!
//! Applied literally, the algorithms can write a text that reparses as a different URI: RFC 3986 resolves
//! `/.//.` against `a:/` to a path `//`, and `a:` + `//` reads as an empty authority; `./..//bar` against
//! `scheme:foo1/foo2` gives `scheme://bar`, where a path segment has become a host. By default every resolver
//! here keeps a `/.` in front of such a path (`a:/.//`), which removes nothing and keeps the path a path; the
//! `literal` field of each module's `Options` turns this off. RFC 2396 and RFC 1808 have a second hazard of
//! the same kind: against a base with an authority and no path (`http://a`), their merge step appends the
//! reference's path right after the authority (`http://ag`); by default the merged path starts with `/`, as
//! RFC 3986 §5.2.3 later specified, unless `literal` is set.

use alloc::boxed::Box;
use core::fmt;

use crate::Span;
use crate::grammar::{Error, Grammar};

mod relativize;
mod steps;

pub mod rfc1808;
pub mod rfc2396;
pub mod rfc3986;

/// Which input of a resolution an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The base URI.
    Base,
    /// The reference being resolved.
    Reference,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Base => "the base",
            Side::Reference => "the reference",
        })
    }
}

/// Why a reference could not be resolved under the grammar `R` (one of the RFCs' `Rule` enums).
///
/// Each resolver module names its own instance: [`rfc3986::Error`], [`rfc2396::Error`], [`rfc1808::Error`].
/// Every variant but [`ResolveError::EmptyBase`] says where, in bytes of the input it names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError<R: Grammar> {
    /// The base is not in the RFC's language. (The parse error is boxed, so that a resolution's `Result` stays
    /// small.)
    #[error("the base: {0}")]
    Base(Box<Error<R>>),
    /// The reference is not in the RFC's language.
    #[error("the reference: {0}")]
    Reference(Box<Error<R>>),
    /// The base has no scheme: it is a relative reference, and a relative reference has no target without an
    /// absolute base.
    #[error("the base is a relative reference: a base must be absolute, with a scheme ({rfc} \u{a7}{section})", rfc = R::RFC)]
    RelativeBase {
        /// The whole base.
        span: Span,
        /// The section that requires an absolute base, without the `§`.
        section: &'static str,
    },
    /// The base has a fragment, which the RFC's base may not have: strip it first.
    #[error("the base has a fragment at {span}: a base URI has none; strip it before resolving ({rfc} \u{a7}{section})", rfc = R::RFC)]
    BaseFragment {
        /// The fragment with its `#`.
        span: Span,
        /// The section that excludes it, without the `§`.
        section: &'static str,
    },
    /// RFC 2396 §5: "relative URI cannot be used within a document that has an unsuitable base URI", one whose
    /// part after the scheme is an `opaque_part`, not a `hier_part`.
    #[error(
        "the base's part after the scheme is opaque (at {span}): RFC 2396 resolves a relative reference only against a base with a hier_part (\u{a7}5)"
    )]
    OpaqueBase {
        /// The base's `opaque_part`.
        span: Span,
    },
    /// RFC 1808 §2.2: the base is an `absoluteURL` of the second form, not a `generic-RL`.
    #[error(
        "the base is not a generic-RL (its path starts with \"//\" at {span}): RFC 1808 resolves only against a base of that syntax (\u{a7}2.2)"
    )]
    NotGenericBase {
        /// The base's text after its scheme.
        span: Span,
    },
    /// RFC 1808 §4 step 1: with an empty (unknown) base, the embedded URL must be absolute.
    #[error("the base is empty, so the reference must be an absolute URL (RFC 1808 \u{a7}4, step 1)")]
    EmptyBase,
    /// RFC 2396 §5.2 step 6g: a `..` is left over that would climb above the root of the path, and the
    /// options ask to refuse such a reference rather than keep or drop the `..`.
    #[error("\"..\" at {span} of {side} climbs above the root of the path (RFC 2396 \u{a7}5.2, step 6g)")]
    AboveRoot {
        /// Which input the `..` came from (a base path may hold one too).
        side: Side,
        /// The `..` segment.
        span: Span,
    },
}

impl<R: Grammar> ResolveError<R> {
    /// The error of a base that does not parse.
    pub(crate) fn base(error: Error<R>) -> Self {
        ResolveError::Base(Box::new(error))
    }

    /// The error of a reference that does not parse.
    pub(crate) fn reference(error: Error<R>) -> Self {
        ResolveError::Reference(Box::new(error))
    }

    /// Which input the error is about, when it is about one.
    #[must_use]
    pub fn side(&self) -> Option<Side> {
        match self {
            ResolveError::Reference(_) => Some(Side::Reference),
            ResolveError::AboveRoot { side, .. } => Some(*side),
            ResolveError::EmptyBase => None,
            _ => Some(Side::Base),
        }
    }

    /// The offending bytes of the input that [`ResolveError::side`] names.
    #[must_use]
    pub fn span(&self) -> Option<Span> {
        match self {
            ResolveError::Base(error) | ResolveError::Reference(error) => Some(error.span()),
            ResolveError::RelativeBase { span, .. }
            | ResolveError::BaseFragment { span, .. }
            | ResolveError::OpaqueBase { span }
            | ResolveError::NotGenericBase { span }
            | ResolveError::AboveRoot { span, .. } => Some(*span),
            ResolveError::EmptyBase => None,
        }
    }
}

/// The `/.` kept in front of a path that would otherwise start with `//` in a URI without an authority.
pub(crate) const DOT_GUARD: &str = "/.";

/// Whether a target without an authority needs [`DOT_GUARD`] before `path` to keep its path a path.
pub(crate) fn path_needs_dot_guard(has_authority: bool, path: &str) -> bool {
    !has_authority && path.starts_with("//")
}

/// Writes `delimiter` and `component` to `out` when the component is defined (step 7 of RFC 2396 §5.2 and
/// RFC 1808 §4: an absent component writes nothing, an empty one its delimiter).
fn push_component(out: &mut alloc::string::String, delimiter: char, component: Option<&str>) {
    if let Some(component) = component {
        out.push(delimiter);
        out.push_str(component);
    }
}

#[cfg(test)]
mod tests {
    use core::mem::size_of;

    /// The parse errors are boxed: what is left inline is a span and a section, so that a caller's `Result`
    /// stays far below clippy's `result_large_err` (128 bytes).
    #[test]
    fn resolve_errors_are_small() {
        assert!(size_of::<super::rfc3986::Error>() <= 40, "{}", size_of::<super::rfc3986::Error>());
        assert!(size_of::<super::rfc2396::Error>() <= 40);
        assert!(size_of::<super::rfc1808::Error>() <= 40);
        assert!(size_of::<Result<alloc::string::String, super::rfc3986::Error>>() <= 40);
        // And a parse error itself stays below it.
        assert!(size_of::<crate::rfc3986::Error>() <= 120, "{}", size_of::<crate::rfc3986::Error>());
        assert!(size_of::<crate::rfc2396::Error>() <= 120);
        assert!(size_of::<crate::rfc1808::Error>() <= 120);
    }
}
