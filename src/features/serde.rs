//! `serde` support (feature `serde`): the shapes are documented in the crate documentation, section "Serde",
//! and tested in `tests/features/serde.rs`. Every impl here goes through the types' public accessors, so the shapes do
//! not depend on how the trees are stored.

use alloc::string::{String, ToString};

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, SerializeStruct, Serializer};

use crate::grammar::{Component, Components, Error, Expected, Grammar, Part, Position, Rfc, Span, Token, UnknownRule};
use crate::{rfc1808, rfc2396, rfc3986};

/// `{"start": 0, "end": 3}`.
impl Serialize for Span {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("Span", 2)?;
        out.serialize_field("start", &self.start)?;
        out.serialize_field("end", &self.end)?;
        out.end()
    }
}

/// `{"start": 0, "end": 3}`; an `end` before `start` is an error.
impl<'de> Deserialize<'de> for Span {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Raw {
            start: usize,
            end: usize,
        }
        let raw = Raw::deserialize(deserializer)?;
        if raw.end < raw.start {
            return Err(de::Error::custom("a span's end is before its start"));
        }
        Ok(Span::new(raw.start, raw.end))
    }
}

/// `{"offset": 10, "line": 1, "column": 11, "column_utf16": 11, "column_byte": 11}`.
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("Position", 5)?;
        out.serialize_field("offset", &self.offset)?;
        out.serialize_field("line", &self.line)?;
        out.serialize_field("column", &self.column)?;
        out.serialize_field("column_utf16", &self.column_utf16)?;
        out.serialize_field("column_byte", &self.column_byte)?;
        out.end()
    }
}

/// The RFC's number: `3986`.
impl Serialize for Rfc {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(super::rfc_number(*self))
    }
}

/// The RFC's number: `3986`, `3987`, `2396`, `1808` or `8089`.
impl<'de> Deserialize<'de> for Rfc {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match u16::deserialize(deserializer)? {
            3986 => Ok(Rfc::Rfc3986),
            3987 => Ok(Rfc::Rfc3987),
            2396 => Ok(Rfc::Rfc2396),
            1808 => Ok(Rfc::Rfc1808),
            8089 => Ok(Rfc::Rfc8089),
            other => {
                Err(de::Error::invalid_value(de::Unexpected::Unsigned(other.into()), &"3986, 3987, 2396, 1808 or 8089"))
            }
        }
    }
}

/// As ABNF writes it: `"\"/\""`, `"HEXDIG"`, `"end of input"`.
impl Serialize for Token {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.describe())
    }
}

/// A list of names: rule names in the RFC's order, then tokens as ABNF writes them.
impl<R: Grammar> Serialize for Expected<R> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_seq(None)?;
        for name in self.names() {
            out.serialize_element(name)?;
        }
        out.end()
    }
}

/// The object of the `error` field of the `urigram` command's JSON, with the RFC added: `rfc`, `rule`,
/// `section`, `message`, `start`, `end`, `line`, `column`, `column_utf16`, `expected`, `code`.
impl<R: Grammar> Serialize for Error<R> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("Error", 11)?;
        out.serialize_field("rfc", &R::RFC)?;
        out.serialize_field("rule", self.rule().name())?;
        out.serialize_field("section", self.section())?;
        out.serialize_field("message", &self.message())?;
        out.serialize_field("start", &self.span().start)?;
        out.serialize_field("end", &self.span().end)?;
        out.serialize_field("line", &self.position().line)?;
        out.serialize_field("column", &self.position().column)?;
        out.serialize_field("column_utf16", &self.position().column_utf16)?;
        out.serialize_field("expected", &self.expected())?;
        out.serialize_field("code", &super::code(R::RFC, self.rule().name()))?;
        out.end()
    }
}

/// `{"rfc": 3986}`.
impl Serialize for UnknownRule {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("UnknownRule", 1)?;
        out.serialize_field("rfc", &self.rfc)?;
        out.end()
    }
}

/// Each RFC's `Rule` serializes as its name and deserializes from it (compared case-insensitively).
///
/// `rule_names!(rfc3986::Rule)` expands to `impl Serialize for rfc3986::Rule` (`serializer.serialize_str(self.name())`)
/// and `impl<'de> Deserialize<'de> for rfc3986::Rule`, which reads a string and looks the rule up by its name.
macro_rules! rule_names {
    ($($rule:ty),+) => {
        $(
            /// The rule's name as the RFC writes it: `"IPv6address"`.
            impl Serialize for $rule {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(self.name())
                }
            }

            /// A rule name of this RFC, compared case-insensitively.
            impl<'de> Deserialize<'de> for $rule {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    let name = String::deserialize(deserializer)?;
                    <$rule>::from_name(&name).ok_or_else(|| de::Error::custom(UnknownRule { rfc: <$rule>::RFC }))
                }
            }
        )+
    };
}
rule_names!(rfc3986::Rule, rfc2396::Rule, rfc1808::Rule);

/// `{"text": "a", "start": 0, "end": 1, "kind": "reg-name"}`, `kind` only when the component has one.
impl Serialize for Part<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_map(None)?;
        out.serialize_entry("text", self.text)?;
        out.serialize_entry("start", &self.span.start)?;
        out.serialize_entry("end", &self.span.end)?;
        if let Some(kind) = self.kind {
            out.serialize_entry("kind", kind)?;
        }
        out.end()
    }
}

/// `{"name": "host", "part": {...} | null}`.
impl Serialize for Component<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("Component", 2)?;
        out.serialize_field("name", self.name)?;
        out.serialize_field("part", &self.part)?;
        out.end()
    }
}

/// A node as its text and span: `{"text": "a", "start": 0, "end": 1}`, then `extra` fields.
fn text_node<S: Serializer>(
    serializer: S,
    text: &str,
    span: Span,
    extra: impl FnOnce(&mut S::SerializeMap) -> Result<(), S::Error>,
) -> Result<S::Ok, S::Error> {
    let mut out = serializer.serialize_map(None)?;
    out.serialize_entry("text", text)?;
    out.serialize_entry("start", &span.start)?;
    out.serialize_entry("end", &span.end)?;
    extra(&mut out)?;
    out.end()
}

/// `{"text": ..., "start": ..., "end": ...}`: every leaf and branch node of every tree (`Scheme`, `Port`,
/// `Segment`, RFC 2396's `Server`, RFC 1808's `RelPath`, ...).
impl<P> Serialize for crate::grammar::Branch<'_, P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        text_node(serializer, self.as_str(), self.span(), |_| Ok(()))
    }
}

/// Nodes other than leaves that serialize as their text and span alone.
///
/// `text_nodes!(RegName<'_>)` expands to
///
/// ```text
/// /// `{"text": ..., "start": ..., "end": ...}`.
/// impl Serialize for RegName<'_> {
///     fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
///         text_node(serializer, self.as_str(), self.span(), |_| Ok(()))
///     }
/// }
/// ```
macro_rules! text_nodes {
    ($($node:ty),+ $(,)?) => {
        $(
            /// `{"text": ..., "start": ..., "end": ...}`.
            impl Serialize for $node {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    text_node(serializer, self.as_str(), self.span(), |_| Ok(()))
                }
            }
        )+
    };
}

/// A top-level node: `{"rfc": 3986, "rule": "URI-reference", "text": ..., "start": ..., "end": ...,
/// "components": {"scheme": {...} | null, ...}}`, the components as [`Components`] lists them.
fn top_node<'a, S: Serializer>(
    serializer: S,
    rfc: Rfc,
    rule: &str,
    text: &str,
    span: Span,
    components: &impl Components<'a>,
) -> Result<S::Ok, S::Error> {
    struct ComponentMap<'a>(alloc::vec::Vec<Component<'a>>);
    impl Serialize for ComponentMap<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut out = serializer.serialize_map(Some(self.0.len()))?;
            for component in &self.0 {
                out.serialize_entry(component.name, &component.part)?;
            }
            out.end()
        }
    }
    let mut out = serializer.serialize_struct("Reference", 6)?;
    out.serialize_field("rfc", &rfc)?;
    out.serialize_field("rule", rule)?;
    out.serialize_field("text", text)?;
    out.serialize_field("start", &span.start)?;
    out.serialize_field("end", &span.end)?;
    out.serialize_field("components", &ComponentMap(components.components()))?;
    out.end()
}

/// Top-level nodes, with the rule that names them and a conversion to the node that implements [`Components`].
///
/// `top_nodes! { Rfc::Rfc3986; Uri<'_> => Rule::Uri, |this| UriReference::Uri(this); }` expands to
///
/// ```text
/// /// `{"rfc", "rule", "text", "start", "end", "components"}`; see the crate documentation.
/// impl Serialize for Uri<'_> {
///     fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
///         let this = *self;
///         top_node(serializer, Rfc::Rfc3986, Rule::Uri.name(), self.as_str(), self.span(), &UriReference::Uri(this))
///     }
/// }
/// ```
macro_rules! top_nodes {
    ($rfc:expr; $($node:ty => $rule:expr, |$this:ident| $reference:expr;)+) => {
        $(
            /// `{"rfc", "rule", "text", "start", "end", "components"}`; see the crate documentation.
            impl Serialize for $node {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    let $this = *self;
                    top_node(serializer, $rfc, $rule.name(), self.as_str(), self.span(), &$reference)
                }
            }
        )+
    };
}

mod rfc3986_nodes {
    use super::*;
    use crate::rfc3986::Rule;
    use crate::rfc3986::ast::*;

    text_nodes!(RegName<'_>,);

    top_nodes! { Rfc::Rfc3986;
        UriReference<'_> => Rule::UriReference, |this| this;
        Uri<'_> => Rule::Uri, |this| UriReference::Uri(this);
        AbsoluteUri<'_> => Rule::AbsoluteUri, |this| UriReference::from(this);
        RelativeRef<'_> => Rule::RelativeRef, |this| UriReference::RelativeRef(this);
    }

    /// `{"text", "start", "end", "kind", "address"}`, `kind` being `ipv6`, `ipv6-zoned` (with a `zone`, RFC 6874)
    /// or `ipvfuture`.
    impl Serialize for IpLiteral<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            text_node(serializer, self.as_str(), self.span(), |out| match self {
                IpLiteral::Ipv6 { address, .. } => {
                    out.serialize_entry("kind", "ipv6")?;
                    out.serialize_entry("address", address)
                }
                IpLiteral::Ipv6Zoned { address, .. } => {
                    out.serialize_entry("kind", "ipv6-zoned")?;
                    out.serialize_entry("address", &address.address())?;
                    out.serialize_entry("zone", &address.zone())
                }
                IpLiteral::IpvFuture { address, .. } => {
                    out.serialize_entry("kind", "ipvfuture")?;
                    out.serialize_entry("address", address)
                }
            })
        }
    }

    /// `{"text", "start", "end", "kind"}`, `kind` being `ipv6`, `ipvfuture`, `ipv4` or `reg-name` (the kinds
    /// of the `host` component), and `address` for an IP literal.
    impl Serialize for Host<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            match self {
                Host::IpLiteral(literal) => literal.serialize(serializer),
                Host::Ipv4(_) => {
                    text_node(serializer, self.as_str(), self.span(), |out| out.serialize_entry("kind", "ipv4"))
                }
                Host::RegName(_) => {
                    text_node(serializer, self.as_str(), self.span(), |out| out.serialize_entry("kind", "reg-name"))
                }
            }
        }
    }

    /// `{"text", "start", "end", "userinfo", "host", "port"}`.
    impl Serialize for Authority<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            text_node(serializer, self.as_str(), self.span(), |out| {
                out.serialize_entry("userinfo", &self.userinfo())?;
                out.serialize_entry("host", &self.host())?;
                out.serialize_entry("port", &self.port())
            })
        }
    }

    /// `{"text", "start", "end", "kind", "segments"}`, `kind` being the path rule (`path-abempty`, ...).
    impl Serialize for Path<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            struct Segments<'a>(Path<'a>);
            impl Serialize for Segments<'_> {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.collect_seq(self.0.segments())
                }
            }
            text_node(serializer, self.as_str(), self.span(), |out| {
                out.serialize_entry("kind", self.kind().rule().name())?;
                out.serialize_entry("segments", &Segments(*self))
            })
        }
    }

    /// `{"authority", "path"}`.
    impl Serialize for HierPart<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut out = serializer.serialize_struct("HierPart", 2)?;
            out.serialize_field("authority", &self.authority())?;
            out.serialize_field("path", &self.path())?;
            out.end()
        }
    }
}

mod rfc2396_nodes {
    use super::*;
    use crate::rfc2396::Rule;
    use crate::rfc2396::ast::*;

    text_nodes!(Host<'_>, Authority<'_>, PathPart<'_>, Path<'_>, SchemeSpecificPart<'_>,);

    top_nodes! { Rfc::Rfc2396;
        UriReference<'_> => Rule::UriReference, |this| this;
        AbsoluteUri<'_> => Rule::AbsoluteUri,
            |this| UriReference::new(this.as_str(), this.span(), Some(Uri::Absolute(this)), None);
        RelativeUri<'_> => Rule::RelativeUri,
            |this| UriReference::new(this.as_str(), this.span(), Some(Uri::Relative(this)), None);
    }
}

mod rfc1808_nodes {
    use super::*;
    use crate::rfc1808::Rule;
    use crate::rfc1808::ast::*;

    text_nodes!(GenericRl<'_>, OpaqueUrl<'_>,);

    top_nodes! { Rfc::Rfc1808;
        Url<'_> => Rule::Url, |this| this;
        AbsoluteUrl<'_> => Rule::AbsoluteUrl,
            |this| Url::new(this.as_str(), this.span(), UrlBody::Absolute(this), None);
        RelativeUrl<'_> => Rule::RelativeUrl,
            |this| Url::new(this.as_str(), this.span(), UrlBody::Relative(this), None);
    }
}

/// Owned reference types serialize as their text and deserialize from a string by parsing it (with the RFC's
/// default options), so a value that deserializes is valid.
///
/// `owned_as_text!(rfc3986::UriBuf => "an RFC 3986 URI")` expands to `impl Serialize for UriBuf`
/// (`serializer.serialize_str(self.as_str())`) and `impl<'de> Deserialize<'de> for UriBuf`, which reads a string and
/// parses it, a text that does not parse being an error that names what was expected.
macro_rules! owned_as_text {
    ($($buf:ty => $what:literal),+ $(,)?) => {
        $(
            /// The text, as a string.
            impl Serialize for $buf {
                fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(self.as_str())
                }
            }

            /// A string, parsed with the RFC's default options: a text that does not parse is an error that
            /// says why.
            impl<'de> Deserialize<'de> for $buf {
                fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    struct Text;
                    impl Visitor<'_> for Text {
                        type Value = $buf;
                        fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                            f.write_str($what)
                        }
                        fn visit_str<E: de::Error>(self, text: &str) -> Result<$buf, E> {
                            text.parse().map_err(E::custom)
                        }
                        fn visit_string<E: de::Error>(self, text: String) -> Result<$buf, E> {
                            <$buf>::parse(text).map_err(E::custom)
                        }
                    }
                    deserializer.deserialize_string(Text)
                }
            }
        )+
    };
}
owned_as_text!(
    rfc3986::UriReferenceBuf => "an RFC 3986 URI-reference",
    rfc3986::UriBuf => "an RFC 3986 URI",
    rfc3986::AbsoluteUriBuf => "an RFC 3986 absolute-URI",
    rfc3986::RelativeRefBuf => "an RFC 3986 relative-ref",
    rfc2396::UriReferenceBuf => "an RFC 2396 URI-reference",
    rfc2396::AbsoluteUriBuf => "an RFC 2396 absoluteURI",
    rfc2396::RelativeUriBuf => "an RFC 2396 relativeURI",
    rfc1808::UrlBuf => "an RFC 1808 URL",
    rfc1808::AbsoluteUrlBuf => "an RFC 1808 absoluteURL",
    rfc1808::RelativeUrlBuf => "an RFC 1808 relativeURL",
);

/// The errors of resolution, normalization, percent-decoding and building: `{"kind", "message", "start",
/// "end"}` (the span as the error's `span()` gives it, `null` where there is none), with `side` for a
/// resolution error and `error` for the parse error a variant wraps.
mod operation_errors {
    use super::*;
    use crate::build::BuildError;
    use crate::normalize::{EquivalenceError, NormalizeError};
    use crate::percent::PercentError;
    use crate::resolve::{ResolveError, Side};

    /// `"base"` or `"reference"`.
    impl Serialize for Side {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(match self {
                Side::Base => "base",
                Side::Reference => "reference",
            })
        }
    }

    fn error_map<S: Serializer>(
        serializer: S,
        kind: &str,
        message: &dyn core::fmt::Display,
        span: Option<Span>,
        extra: impl FnOnce(&mut S::SerializeMap) -> Result<(), S::Error>,
    ) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_map(None)?;
        out.serialize_entry("kind", kind)?;
        out.serialize_entry("message", &message.to_string())?;
        out.serialize_entry("start", &span.map(|span| span.start))?;
        out.serialize_entry("end", &span.map(|span| span.end))?;
        extra(&mut out)?;
        out.end()
    }

    /// `kind`: `base`, `reference`, `relative-base`, `base-fragment`, `opaque-base`, `not-generic-base`,
    /// `empty-base` or `above-root`; `side`: the input at fault or `null`; `error`: the parse error of the
    /// `base` and `reference` kinds, else absent.
    impl<R: Grammar> Serialize for ResolveError<R> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let kind = match self {
                ResolveError::Base(_) => "base",
                ResolveError::Reference(_) => "reference",
                ResolveError::RelativeBase { .. } => "relative-base",
                ResolveError::BaseFragment { .. } => "base-fragment",
                ResolveError::OpaqueBase { .. } => "opaque-base",
                ResolveError::NotGenericBase { .. } => "not-generic-base",
                ResolveError::EmptyBase => "empty-base",
                ResolveError::AboveRoot { .. } => "above-root",
            };
            error_map(serializer, kind, self, self.span(), |out| {
                out.serialize_entry("side", &self.side())?;
                match self {
                    ResolveError::Base(error) | ResolveError::Reference(error) => out.serialize_entry("error", error),
                    _ => Ok(()),
                }
            })
        }
    }

    /// `kind`: `syntax` (with `error`, the parse error) or `relative`.
    impl Serialize for NormalizeError {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            match self {
                NormalizeError::Syntax(error) => {
                    error_map(serializer, "syntax", self, Some(self.span()), |out| out.serialize_entry("error", error))
                }
                _ => error_map(serializer, "relative", self, Some(self.span()), |_| Ok(())),
            }
        }
    }

    /// `kind`: `first` or `second`, with `error`, the [`NormalizeError`] of that text.
    impl Serialize for EquivalenceError {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let (kind, error) = match self {
                EquivalenceError::First(error) => ("first", error),
                EquivalenceError::Second(error) => ("second", error),
            };
            error_map(serializer, kind, self, Some(error.span()), |out| out.serialize_entry("error", error))
        }
    }

    /// `kind`: `bad-escape` or `not-utf8`.
    impl Serialize for PercentError {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let kind = match self {
                PercentError::BadEscape { .. } => "bad-escape",
                PercentError::NotUtf8 { .. } => "not-utf8",
            };
            error_map(serializer, kind, self, Some(self.span()), |_| Ok(()))
        }
    }

    /// `kind`: `component` (with `error`, the parse error of the component's text), `needs-host`,
    /// `path-after-authority`, `path-starts-with-two-slashes` or `colon-in-first-segment`; `component`: the
    /// component at fault.
    impl<R: Grammar> Serialize for BuildError<R> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let kind = match self {
                BuildError::Component { .. } => "component",
                BuildError::NeedsHost { .. } => "needs-host",
                BuildError::PathAfterAuthority { .. } => "path-after-authority",
                BuildError::PathStartsWithTwoSlashes { .. } => "path-starts-with-two-slashes",
                BuildError::ColonInFirstSegment { .. } => "colon-in-first-segment",
            };
            let span = match self {
                BuildError::NeedsHost { .. } => None,
                _ => Some(self.span()),
            };
            error_map(serializer, kind, self, span, |out| {
                out.serialize_entry("component", self.component())?;
                match self {
                    BuildError::Component { error, .. } => out.serialize_entry("error", error.as_ref()),
                    _ => Ok(()),
                }
            })
        }
    }
}

/// A WHATWG URL serializes as its href, and deserializes from a string by the basic URL parser with no base: a
/// string the parser returns failure for is an error that names the failure. (The href is the URL, as the
/// standard's URL API exposes it; the spans of the input it was parsed from are not kept.)
#[cfg(feature = "whatwg")]
mod whatwg_url {
    use alloc::string::String;

    use serde::de::{self, Deserialize, Deserializer, Visitor};
    use serde::ser::{Serialize, Serializer};

    use crate::whatwg::{SearchParams, Url};

    impl Serialize for Url {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(self.href())
        }
    }

    impl<'de> Deserialize<'de> for Url {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            struct Href;
            impl Visitor<'_> for Href {
                type Value = Url;
                fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                    f.write_str("a URL the WHATWG URL Standard's parser reads without a base")
                }
                fn visit_str<E: de::Error>(self, text: &str) -> Result<Url, E> {
                    Url::parse(text, None).map_err(E::custom)
                }
            }
            deserializer.deserialize_str(Href)
        }
    }

    /// The list's serialization, `a=1&b=2`.
    impl Serialize for SearchParams {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_str(self)
        }
    }

    /// A string, read by the `application/x-www-form-urlencoded` string parser (which never fails).
    impl<'de> Deserialize<'de> for SearchParams {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            String::deserialize(deserializer).map(|text| SearchParams::parse(&text))
        }
    }
}
