//! Building an RFC 3986 URI reference from its components, each checked against its production, and the
//! constraints between components (§3.3, §4.2) enforced.
//!
//! Components are given as they appear in the URI, percent-encoded (see [`crate::percent::encode`]), without
//! their delimiters: the host of `http://[::1]:80/` is `[::1]`, its port `80`; or typed: a host as an
//! [`IpAddr`] (written as RFC 3986 §3.2.2 and, for IPv6, RFC 5952 write it), a port as a
//! `u16`. The result is an owned, parsed [`UriReferenceBuf`].
//!
//! The same builder writes RFC 3987 IRIs ([`Builder::iri`], [`IriBuilder`]): every component is then checked
//! against its RFC 3987 rule (`iuserinfo`, `ihost`, `ipath`, `iquery`, `ifragment`), whose characters include
//! the `ucschar`s, "with the restriction that private UCS characters can occur only in query parts" (RFC 3987
//! §2.2: `iprivate` in `iquery` alone), and an error names that rule. The result is the same owned tree, RFC 3986's, which is also the tree of an IRI
//! ([`crate::rfc3987`]).
//!
//! ```
//! use urigram::build::Builder;
//!
//! let iri = Builder::iri().scheme("https").host("bücher.example").port(8443).path("/straße").build()?;
//! assert_eq!(iri, "https://bücher.example:8443/straße");
//! assert_eq!(iri.get().authority().unwrap().port().unwrap().number(), Some(8443));
//!
//! let error = Builder::iri().scheme("https").host("a").path("/caf\u{E000}").build().unwrap_err();
//! assert_eq!((error.component(), error.span()), ("path", urigram::Span::new(4, 7)));
//! assert!(error.to_string().contains("ipath"), "{error}");
//! # Ok::<(), urigram::build::BuildError<urigram::rfc3987::Rule>>(())
//! ```
//!
//! ```
//! use std::net::Ipv6Addr;
//! use urigram::build::{BuildError, Builder};
//!
//! let uri = Builder::new().scheme("https").host("example.com").port(8443).path("/a%20b").query("x=1").build()?;
//! assert_eq!(uri, "https://example.com:8443/a%20b?x=1");
//! assert_eq!(uri.get().authority().unwrap().port().unwrap().number(), Some(8443));
//!
//! let uri = Builder::new().scheme("http").host(Ipv6Addr::LOCALHOST).port(80).path("/").build()?;
//! assert_eq!(uri, "http://[::1]:80/");
//!
//! let error = Builder::new().scheme("https").host("exa mple.com").build().unwrap_err();
//! assert_eq!(error.component(), "host");
//! assert_eq!(error.span(), urigram::Span::new(3, 4));
//!
//! let error = Builder::new().scheme("s").host("h").path("a").build().unwrap_err();
//! assert!(matches!(error, BuildError::PathAfterAuthority { .. }));
//! # Ok::<(), BuildError>(())
//! ```

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use core::marker::PhantomData;

use crate::rfc3986::ast::UriReference;
use crate::rfc3986::{Rfc3986, UriReferenceBuf};
use crate::rfc3987::Rfc3987;
use crate::{Grammar, Span};

/// The syntax a [`Builder`] writes in: RFC 3986's URI references ([`Rfc3986`], the default) or RFC 3987's IRI
/// references ([`Rfc3987`]). It names the rules each component is checked against, which its errors name.
pub trait Syntax: sealed::Checks {}
impl Syntax for Rfc3986 {}
impl Syntax for Rfc3987 {}

/// What a [`Syntax`] does for the builder, out of the public API.
mod sealed {
    use crate::grammar::Error;
    use crate::rfc3986::{Rfc3986, UriReferenceBuf};
    use crate::rfc3987::Rfc3987;

    /// The components the builder checks, each against its rule.
    #[derive(Clone, Copy)]
    pub enum Part {
        Scheme,
        Userinfo,
        Host,
        Port,
        Path,
        Query,
        Fragment,
    }

    /// Implemented by [`Rfc3986`] and [`Rfc3987`] alone.
    pub trait Checks {
        /// The rules the errors name.
        type Rule: crate::Grammar;
        /// Checks that all of `text` is in the language of `part`'s rule.
        fn check(part: Part, text: &str) -> Result<(), Error<Self::Rule>>;
        /// Parses the recomposed text as a reference.
        fn parse(text: alloc::string::String) -> Result<UriReferenceBuf, Error<Self::Rule>>;
    }

    impl Part {
        /// RFC 3986's rule for the component; RFC 3987 renames it ([`crate::rfc3987::from_rfc3986`]).
        fn rule(self) -> crate::rfc3986::Rule {
            use crate::rfc3986::Rule;
            match self {
                Part::Scheme => Rule::Scheme,
                Part::Userinfo => Rule::Userinfo,
                Part::Host => Rule::Host,
                Part::Port => Rule::Port,
                Part::Path => Rule::Path,
                Part::Query => Rule::Query,
                Part::Fragment => Rule::Fragment,
            }
        }
    }

    impl Checks for Rfc3986 {
        type Rule = crate::rfc3986::Rule;
        fn check(part: Part, text: &str) -> Result<(), Error<Self::Rule>> {
            crate::rfc3986::parse_rule(part.rule(), text).map(|_| ())
        }
        fn parse(text: alloc::string::String) -> Result<UriReferenceBuf, Error<Self::Rule>> {
            UriReferenceBuf::parse(text)
        }
    }

    /// RFC 3987 §2.2's rules (`iuserinfo`, `ihost`, `ipath`, `iquery`, `ifragment`; `scheme` and `port` as
    /// RFC 3986's), with §4.1 enforced as [`crate::rfc3987::parse_rule`] enforces it.
    impl Checks for Rfc3987 {
        type Rule = crate::rfc3987::Rule;
        fn check(part: Part, text: &str) -> Result<(), Error<Self::Rule>> {
            crate::rfc3987::parse_rule(crate::rfc3987::from_rfc3986(part.rule()), text).map(|_| ())
        }
        fn parse(text: alloc::string::String) -> Result<UriReferenceBuf, Error<Self::Rule>> {
            crate::rfc3987::parse_iri_reference(&text).map(UriReference::into_owned)
        }
    }

    use crate::rfc3986::ast::UriReference;
}
use sealed::Part;

/// A host to build with: its text as it appears in the URI, or an IP address, which the builder writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostPart<'a> {
    /// The host's text: an IP literal in brackets, an IPv4 address or a registered name, possibly empty.
    Text(&'a str),
    /// An IP address: an IPv4 one is written in dotted-decimal form (an `IPv4address`), an IPv6 one in
    /// brackets (an `IP-literal`) in RFC 5952's text form.
    Ip(IpAddr),
}

impl<'a> From<&'a str> for HostPart<'a> {
    fn from(text: &'a str) -> Self {
        HostPart::Text(text)
    }
}
impl<'a> From<&'a String> for HostPart<'a> {
    fn from(text: &'a String) -> Self {
        HostPart::Text(text)
    }
}
impl From<IpAddr> for HostPart<'_> {
    fn from(address: IpAddr) -> Self {
        HostPart::Ip(address)
    }
}
impl From<Ipv4Addr> for HostPart<'_> {
    fn from(address: Ipv4Addr) -> Self {
        HostPart::Ip(IpAddr::V4(address))
    }
}
impl From<Ipv6Addr> for HostPart<'_> {
    fn from(address: Ipv6Addr) -> Self {
        HostPart::Ip(IpAddr::V6(address))
    }
}

/// A port to build with: a number, or its text (decimal digits, possibly none or beyond 65535, which the
/// grammar allows: `port = *DIGIT`, §3.2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PortPart<'a> {
    /// The port's digits as they appear in the URI.
    Text(&'a str),
    /// A port number.
    Number(u16),
}

impl<'a> From<&'a str> for PortPart<'a> {
    fn from(text: &'a str) -> Self {
        PortPart::Text(text)
    }
}
impl<'a> From<&'a String> for PortPart<'a> {
    fn from(text: &'a String) -> Self {
        PortPart::Text(text)
    }
}
impl From<u16> for PortPart<'_> {
    fn from(number: u16) -> Self {
        PortPart::Number(number)
    }
}

/// A component's text: borrowed from the caller, or written by the builder for a typed part.
fn text_of<'t>(borrowed: Option<&'t str>, written: &'t Option<String>) -> Option<&'t str> {
    written.as_deref().or(borrowed)
}

/// Why a URI (or, with `R` RFC 3987's [`Rule`](crate::rfc3987::Rule), an IRI) could not be built from the
/// components given, or why a component of an owned reference could not be set (`UriBuf::set_query`, ...).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError<R: Grammar = crate::rfc3986::Rule> {
    /// A component is not in the language of its rule; the error's span is in the component's text.
    #[error("the {component}: {error}")]
    Component {
        /// The component's name: `scheme`, `userinfo`, `host`, `port`, `path`, `query` or `fragment`; `reference`
        /// for the recomposed text, which the checks of the components and their constraints keep from failing.
        component: &'static str,
        /// Why the rule rejects it (boxed: the error is large and the `Ok` path is the common one).
        error: Box<crate::grammar::Error<R>>,
    },
    /// A userinfo or a port was given without a host: both are parts of an authority, which a host begins
    /// (`authority = [ userinfo "@" ] host [ ":" port ]`, §3.2).
    #[error(
        "the {component} needs a host: it is part of an authority, [ userinfo \"@\" ] host [ \":\" port ] (RFC 3986 \u{a7}3.2)"
    )]
    NeedsHost {
        /// `userinfo` or `port`.
        component: &'static str,
    },
    /// §3.3: "When authority is present, the path must either be empty or begin with a slash ("/")
    /// character."
    #[error("the path must be empty or begin with \"/\" after an authority (RFC 3986 \u{a7}3.3)")]
    PathAfterAuthority {
        /// The path's first segment.
        span: Span,
    },
    /// §3.3: "If a URI does not contain an authority component, then the path cannot begin with two slash
    /// characters ("//")."
    #[error("without an authority, the path cannot begin with \"//\", which would start one (RFC 3986 \u{a7}3.3)")]
    PathStartsWithTwoSlashes {
        /// The two slashes.
        span: Span,
    },
    /// §4.2: "A path segment that contains a colon character (e.g., "this:that") cannot be used as the first
    /// segment of a relative-path reference, as it would be mistaken for a scheme name."
    #[error(
        "the first segment of a relative path cannot contain \":\" (at {span}), which would end a scheme; write \"./\" before it or %3A for it (RFC 3986 \u{a7}4.2)"
    )]
    ColonInFirstSegment {
        /// The colon.
        span: Span,
    },
}

impl<R: Grammar> BuildError<R> {
    /// The name of the component at fault.
    #[must_use]
    pub fn component(&self) -> &'static str {
        match self {
            BuildError::Component { component, .. } | BuildError::NeedsHost { component } => component,
            _ => "path",
        }
    }

    /// The offending bytes, in the text of [`BuildError::component`] (empty for a missing host).
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            BuildError::Component { error, .. } => error.span(),
            BuildError::NeedsHost { .. } => Span::at(0),
            BuildError::PathAfterAuthority { span }
            | BuildError::PathStartsWithTwoSlashes { span }
            | BuildError::ColonInFirstSegment { span } => *span,
        }
    }
}

/// The components of a URI reference to build; each absent until set, except the path, which is empty.
///
/// Without a scheme the result is a relative reference (§4.2); without a host there is no authority. `S` is
/// the syntax it writes in: RFC 3986's URI references ([`Builder::new`]) or RFC 3987's IRI references
/// ([`Builder::iri`]).
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Builder<'a, S: Syntax = Rfc3986> {
    scheme: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<HostPart<'a>>,
    port: Option<PortPart<'a>>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
    syntax: PhantomData<S>,
}

/// A builder of RFC 3987 IRI references: [`Builder::iri`].
pub type IriBuilder<'a> = Builder<'a, Rfc3987>;

impl<S: Syntax> Clone for Builder<'_, S> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<S: Syntax> Copy for Builder<'_, S> {}

/// No component and an empty path.
impl<S: Syntax> Default for Builder<'_, S> {
    fn default() -> Self {
        Builder {
            scheme: None,
            userinfo: None,
            host: None,
            port: None,
            path: "",
            query: None,
            fragment: None,
            syntax: PhantomData,
        }
    }
}

impl<'a> Builder<'a> {
    /// A builder of RFC 3986 URI references with no component and an empty path.
    #[must_use]
    pub fn new() -> Self {
        Builder::default()
    }

    /// The components of a parsed reference, to change some and build again: a tree (`UriReference`, `Uri`,
    /// `RelativeRef`, `AbsoluteUri`, or a reference to one) or an owned value (`&UriBuf`, `&RelativeRefBuf`,
    /// ...), which it borrows.
    ///
    /// ```
    /// use urigram::build::Builder;
    /// let reference = urigram::rfc3986::parse_uri_reference("http://u@a:1/p?q#f").unwrap();
    /// assert_eq!(Builder::from_reference(&reference).build().unwrap(), "http://u@a:1/p?q#f");
    /// assert_eq!(Builder::from_reference(reference).fragment("g").build().unwrap(), "http://u@a:1/p?q#g");
    /// let owned: urigram::rfc3986::RelativeRefBuf = "../g?y".parse().unwrap();
    /// assert_eq!(Builder::from_reference(&owned).query("z").build().unwrap(), "../g?z");
    /// ```
    #[must_use]
    pub fn from_reference(reference: impl Into<UriReference<'a>>) -> Self {
        Builder::with_components_of(&reference.into())
    }
}

impl<'a> Builder<'a, Rfc3987> {
    /// A builder of RFC 3987 IRI references with no component and an empty path.
    #[must_use]
    pub fn iri() -> Self {
        Builder::default()
    }

    /// The components of a parsed IRI reference ([`crate::rfc3987::parse_iri_reference`]), to change some and
    /// build again.
    ///
    /// ```
    /// use urigram::build::Builder;
    /// let reference = urigram::rfc3987::parse_iri_reference("http://例え.jp/δ?q#f").unwrap();
    /// assert_eq!(Builder::iri_from_reference(&reference).fragment("ζ").build().unwrap(), "http://例え.jp/δ?q#ζ");
    /// ```
    #[must_use]
    pub fn iri_from_reference(reference: impl Into<UriReference<'a>>) -> Self {
        Builder::with_components_of(&reference.into())
    }
}

impl<'a, S: Syntax> Builder<'a, S> {
    /// The components of `reference`, each as its text.
    fn with_components_of(reference: &UriReference<'a>) -> Self {
        let authority = reference.authority();
        Builder {
            scheme: reference.scheme().map(|scheme| scheme.as_str()),
            userinfo: authority.and_then(|authority| authority.userinfo()).map(|userinfo| userinfo.as_str()),
            host: authority.map(|authority| HostPart::Text(authority.host().as_str())),
            port: authority.and_then(|authority| authority.port()).map(|port| PortPart::Text(port.as_str())),
            path: reference.path().as_str(),
            query: reference.query().map(|query| query.as_str()),
            fragment: reference.fragment().map(|fragment| fragment.as_str()),
            syntax: PhantomData,
        }
    }

    /// `scheme` (§3.1), without its `:`.
    #[must_use]
    pub fn scheme(mut self, scheme: &'a str) -> Self {
        self.scheme = Some(scheme);
        self
    }
    /// `userinfo` (§3.2.1), without its `@`; needs a host.
    #[must_use]
    pub fn userinfo(mut self, userinfo: &'a str) -> Self {
        self.userinfo = Some(userinfo);
        self
    }
    /// `host` (§3.2.2): its text (an IP literal in brackets, an IPv4 address or a registered name, possibly
    /// empty) or an IP address ([`HostPart`]). Setting it gives the reference an authority.
    #[must_use]
    pub fn host(mut self, host: impl Into<HostPart<'a>>) -> Self {
        self.host = Some(host.into());
        self
    }
    /// `port` (§3.2.3), without its `:`: a `u16`, or its digits as text (possibly none); needs a host.
    #[must_use]
    pub fn port(mut self, port: impl Into<PortPart<'a>>) -> Self {
        self.port = Some(port.into());
        self
    }
    /// The path (§3.3), possibly empty.
    #[must_use]
    pub fn path(mut self, path: &'a str) -> Self {
        self.path = path;
        self
    }
    /// `query` (§3.4), without its `?`.
    #[must_use]
    pub fn query(mut self, query: &'a str) -> Self {
        self.query = Some(query);
        self
    }
    /// `fragment` (§3.5), without its `#`.
    #[must_use]
    pub fn fragment(mut self, fragment: &'a str) -> Self {
        self.fragment = Some(fragment);
        self
    }

    /// Checks every component and the constraints between them, recomposes them (§5.3) and parses the result:
    /// a `URI` when a scheme is set and a `relative-ref` otherwise, with the same components.
    ///
    /// # Errors
    ///
    /// The component that is not in its rule's language, with the span in its own text, or the constraint
    /// between components that does not hold.
    pub fn build(&self) -> Result<UriReferenceBuf, BuildError<S::Rule>> {
        let text = self.build_string()?;
        // Every component matched its rule and the constraints between them hold, so the text is a reference;
        // were it not, that would be reported as such rather than assumed.
        S::parse(text).map_err(|error| BuildError::Component { component: "reference", error: Box::new(error) })
    }

    /// As [`Builder::build`], giving the text alone.
    ///
    /// # Errors
    ///
    /// As [`Builder::build`].
    pub fn build_string(&self) -> Result<String, BuildError<S::Rule>> {
        let written_host = match self.host {
            Some(HostPart::Ip(IpAddr::V4(address))) => Some(address.to_string()),
            Some(HostPart::Ip(IpAddr::V6(address))) => Some(alloc::format!("[{address}]")),
            _ => None,
        };
        let written_port = match self.port {
            Some(PortPart::Number(number)) => Some(number.to_string()),
            _ => None,
        };
        let host = text_of(
            match self.host {
                Some(HostPart::Text(text)) => Some(text),
                _ => None,
            },
            &written_host,
        );
        let port = text_of(
            match self.port {
                Some(PortPart::Text(text)) => Some(text),
                _ => None,
            },
            &written_port,
        );
        let check = |component: &'static str, part: Part, text: Option<&str>| match text {
            Some(text) => {
                S::check(part, text).map_err(|error| BuildError::Component { component, error: Box::new(error) })
            }
            None => Ok(()),
        };
        check("scheme", Part::Scheme, self.scheme)?;
        check("userinfo", Part::Userinfo, self.userinfo)?;
        check("host", Part::Host, host)?;
        check("port", Part::Port, port)?;
        check("path", Part::Path, Some(self.path))?;
        check("query", Part::Query, self.query)?;
        check("fragment", Part::Fragment, self.fragment)?;
        if host.is_none() {
            if self.userinfo.is_some() {
                return Err(BuildError::NeedsHost { component: "userinfo" });
            }
            if port.is_some() {
                return Err(BuildError::NeedsHost { component: "port" });
            }
        }
        let path = self.path;
        if host.is_some() {
            if !path.is_empty() && !path.starts_with('/') {
                let first = path.find('/').unwrap_or(path.len());
                return Err(BuildError::PathAfterAuthority { span: Span::new(0, first) });
            }
        } else if path.starts_with("//") {
            return Err(BuildError::PathStartsWithTwoSlashes { span: Span::new(0, 2) });
        } else if self.scheme.is_none() {
            let first = path.split('/').next().unwrap_or_default();
            if let Some(colon) = first.find(':') {
                return Err(BuildError::ColonInFirstSegment { span: Span::new(colon, colon + 1) });
            }
        }

        let length = [self.scheme, self.userinfo, host, port, Some(path), self.query, self.fragment]
            .iter()
            .map(|part| part.map_or(0, |text| text.len() + 2))
            .sum();
        let mut out = String::with_capacity(length);
        if let Some(scheme) = self.scheme {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(host) = host {
            out.push_str("//");
            if let Some(userinfo) = self.userinfo {
                out.push_str(userinfo);
                out.push('@');
            }
            out.push_str(host);
            if let Some(port) = port {
                out.push(':');
                out.push_str(port);
            }
        }
        out.push_str(path);
        if let Some(query) = self.query {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = self.fragment {
            out.push('#');
            out.push_str(fragment);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_component_is_checked_with_its_name() {
        let cases: [(Builder<'_>, &str, Span); 7] = [
            (Builder::new().scheme("1http"), "scheme", Span::new(0, 1)),
            (Builder::new().host("h").userinfo("a@b"), "userinfo", Span::new(1, 2)),
            (Builder::new().host("[::1"), "host", Span::new(4, 4)),
            (Builder::new().host("h").port("8o"), "port", Span::new(1, 2)),
            (Builder::new().path("/a b"), "path", Span::new(2, 3)),
            (Builder::new().query("a#b"), "query", Span::new(1, 2)),
            (Builder::new().fragment("%g0"), "fragment", Span::new(1, 2)),
        ];
        for (builder, component, span) in cases {
            let error = builder.build().unwrap_err();
            assert_eq!((error.component(), error.span()), (component, span), "{error}");
        }
    }

    #[test]
    fn constraints_between_components() {
        assert_eq!(Builder::new().userinfo("u").build(), Err(BuildError::NeedsHost { component: "userinfo" }));
        assert_eq!(Builder::new().port("1").build(), Err(BuildError::NeedsHost { component: "port" }));
        assert_eq!(
            Builder::new().host("h").path("a/b").build(),
            Err(BuildError::PathAfterAuthority { span: Span::new(0, 1) })
        );
        assert_eq!(
            Builder::new().scheme("s").path("//a").build(),
            Err(BuildError::PathStartsWithTwoSlashes { span: Span::new(0, 2) })
        );
        assert_eq!(
            Builder::new().path("a:b/c").build(),
            Err(BuildError::ColonInFirstSegment { span: Span::new(1, 2) })
        );
        assert_eq!(Builder::new().path("./a:b").build().unwrap(), "./a:b");
        assert_eq!(Builder::new().host(Ipv4Addr::new(10, 0, 0, 1)).port(0).build().unwrap(), "//10.0.0.1:0");
        let v6: Ipv6Addr = "2001:db8:0:0:0:0:0:1".parse().unwrap();
        assert_eq!(Builder::new().scheme("s").host(v6).build().unwrap(), "s://[2001:db8::1]");
        let built = Builder::new().scheme("s").host(IpAddr::V6(v6)).port(65535).build().unwrap();
        assert_eq!(built.get().authority().unwrap().host().as_str(), "[2001:db8::1]");
        assert_eq!(Builder::new().port(8080).build(), Err(BuildError::NeedsHost { component: "port" }));
        assert_eq!(Builder::new().scheme("s").path("a:b").build().unwrap(), "s:a:b");
        assert_eq!(Builder::new().host("").path("//a").build().unwrap(), "////a");
        assert_eq!(Builder::new().build().unwrap(), "");
    }

    #[test]
    fn iri_components_are_checked_with_rfc_3987_rules() {
        use crate::rfc3987::Rule as IriRule;
        // U+E000 is an `iprivate`, which RFC 3987 §2.2 allows in `iquery` alone; U+FFFD is no `ucschar`.
        let cases: [(IriBuilder<'_>, &str, Span, IriRule); 7] = [
            (Builder::iri().scheme("é"), "scheme", Span::new(0, 2), IriRule::Scheme),
            (Builder::iri().host("h").userinfo("ü@b"), "userinfo", Span::new(2, 3), IriRule::Iuserinfo),
            (Builder::iri().host("bü cher"), "host", Span::new(3, 4), IriRule::Ihost),
            (Builder::iri().host("h").port("８"), "port", Span::new(0, 3), IriRule::Port),
            (Builder::iri().path("/caf\u{E000}"), "path", Span::new(4, 7), IriRule::Ipath),
            (Builder::iri().query("ä#b"), "query", Span::new(2, 3), IriRule::Iquery),
            (Builder::iri().fragment("\u{FFFD}"), "fragment", Span::new(0, 3), IriRule::Ifragment),
        ];
        for (builder, component, span, rule) in cases {
            let error = builder.build().unwrap_err();
            assert_eq!((error.component(), error.span()), (component, span), "{error}");
            let BuildError::Component { error: inner, .. } = &error else { panic!("{error}") };
            assert_eq!(inner.rfc(), crate::Rfc::Rfc3987, "{error}");
            assert_eq!(inner.rule(), rule, "{error}");
        }
    }

    #[test]
    fn iris_build_to_parsed_trees() {
        let iri = Builder::iri()
            .scheme("http")
            .userinfo("ü")
            .host("例え.jp")
            .port(8080)
            .path("/δ")
            .query("q=\u{E000}")
            .fragment("ζ")
            .build()
            .unwrap();
        assert_eq!(iri, "http://ü@例え.jp:8080/δ?q=\u{E000}#ζ");
        let tree = iri.get();
        assert_eq!(tree.authority().unwrap().host().as_str(), "例え.jp");
        assert_eq!(tree.query().unwrap().as_str(), "q=\u{E000}");
        assert_eq!(Builder::iri().host(Ipv6Addr::LOCALHOST).path("/ä").build().unwrap(), "//[::1]/ä");
        // What RFC 3986 refuses, RFC 3987 builds; the constraints between components are the same.
        assert!(Builder::new().path("ä").build().is_err());
        assert_eq!(Builder::iri().path("ä").build().unwrap(), "ä");
        assert_eq!(Builder::iri().path("ä:b").build(), Err(BuildError::ColonInFirstSegment { span: Span::new(2, 3) }));
        assert_eq!(Builder::iri().port(1).build(), Err(BuildError::NeedsHost { component: "port" }));
        // RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters".
        let error = Builder::iri().path("a\u{200E}b").build().unwrap_err();
        assert_eq!((error.component(), error.span()), ("path", Span::new(1, 4)), "{error}");
    }
}
