//! The RFC 2396 syntax tree: typed, borrowed from the input, every node with its text and byte span.
//!
//! It has the shape of RFC 3986's tree where the two RFCs agree (scheme, userinfo, port, query, fragment, spans,
//! absent versus empty), and the structure RFC 2396 has alone: a URI's scheme-specific part is a
//! [`HierPart`] or an [`OpaquePart`]; an [`Authority`] is a [`Server`] or a [`RegName`]; a [`Hostname`] has
//! labels; every path [`Segment`] has its list of `;` [`Param`]s; and the query belongs to the `hier_part` or
//! the `relativeURI`, never to an opaque part.

use core::fmt;

use crate::Span;
pub use crate::grammar::Pieces;
use crate::grammar::{Branch, Laid, Leaf, Offset, Top, after_scheme};

/// `scheme` (§3.1), without its `:`.
pub type Scheme<'a> = Leaf<'a, kind::Scheme>;
/// `userinfo` (§3.2.2), without its `@`; may be empty (`//@host`).
pub type Userinfo<'a> = Leaf<'a, kind::Userinfo>;
/// `port` (§3.2.2), without its `:`; may be empty (`http://a:/`), as Appendix G.3 says on purpose.
pub type Port<'a> = Leaf<'a, kind::Port>;
/// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (§3.2.2): any number of digits per group, so
/// `999.1.1.1` is one. With RFC 2732, RFC 2373's definition (one to three digits per group) replaces it.
pub type Ipv4Address<'a> = Leaf<'a, kind::Ipv4Address>;
/// `IPv6address` (RFC 2373 Appendix B, through RFC 2732), without the brackets of its `IPv6reference`.
pub type Ipv6Address<'a> = Leaf<'a, kind::Ipv6Address>;
/// `reg_name` (§3.2.1): a registry-based authority; never empty.
pub type RegName<'a> = Leaf<'a, kind::RegName>;
/// `domainlabel` or `toplabel` (§3.2.2): one label of a [`Hostname`], without the dots around it.
pub type Label<'a> = Leaf<'a, kind::Label>;
/// `param = *pchar` (§3.3): one parameter of a path segment, without its `;`; may be empty.
pub type Param<'a> = Leaf<'a, kind::Param>;
/// `opaque_part = uric_no_slash *uric` (§3): the whole scheme-specific part of a URI that does not start with
/// `/`, `?` and all; the generic syntax does not look inside it.
pub type OpaquePart<'a> = Leaf<'a, kind::OpaquePart>;
/// `query` (§3.4), without its `?`; may be empty.
pub type Query<'a> = Leaf<'a, kind::Query>;
/// `fragment` (§4.1), without its `#`; may be empty.
pub type Fragment<'a> = Leaf<'a, kind::Fragment>;
/// A path `segment = *pchar *( ";" param )` (§3.3), without the `/` around it; or the `rel_segment` that
/// starts a relative path (§5), read the same way.
pub type Segment<'a> = Leaf<'a, kind::Segment>;
/// `path_segments = segment *( "/" segment )` (§3.3): an absolute path without its leading `/`.
pub type PathSegments<'a> = Leaf<'a, kind::PathSegments>;
/// `hostname = *( domainlabel "." ) toplabel [ "." ]` (§3.2.2).
pub type Hostname<'a> = Leaf<'a, kind::Hostname>;

/// The kinds of the RFC 2396 tree's [`Leaf`] nodes: one zero-sized marker for each, named as its node. A kind
/// that other grammars have too is [`grammar::kind`](crate::grammar::kind)'s, made this grammar's by its
/// [`Rule`](super::Rule).
pub mod kind {
    use core::fmt;

    use crate::Span;
    use crate::grammar::BranchParts;
    use crate::grammar::kind as shared;

    /// The kind of a [`Scheme`](super::Scheme).
    pub type Scheme = shared::Scheme<crate::rfc2396::Rule>;
    /// The kind of a [`Userinfo`](super::Userinfo).
    pub type Userinfo = shared::Userinfo<crate::rfc2396::Rule>;
    /// The kind of a [`Port`](super::Port).
    pub type Port = shared::Port<crate::rfc2396::Rule>;
    /// The kind of a [`Ipv4Address`](super::Ipv4Address).
    pub type Ipv4Address = shared::Ipv4Address<crate::rfc2396::Rule>;
    /// The kind of a [`Ipv6Address`](super::Ipv6Address).
    pub type Ipv6Address = shared::Ipv6Address<crate::rfc2396::Rule>;
    /// The kind of a [`Param`](super::Param).
    pub type Param = shared::Param<crate::rfc2396::Rule>;
    /// The kind of a [`Query`](super::Query).
    pub type Query = shared::Query<crate::rfc2396::Rule>;
    /// The kind of a [`Fragment`](super::Fragment).
    pub type Fragment = shared::Fragment<crate::rfc2396::Rule>;
    /// The kind of a [`Segment`](super::Segment).
    pub type Segment = shared::Segment<crate::rfc2396::Rule>;

    crate::grammar::leaf_kinds! {
        /// The kind of an [`AbsPath`](super::AbsPath).
        pub struct AbsPath;
        /// The kind of a [`RegName`](super::RegName).
        pub struct RegName;
        /// The kind of a [`Label`](super::Label).
        pub struct Label;
        /// The kind of a [`OpaquePart`](super::OpaquePart).
        pub struct OpaquePart;
        /// The kind of a [`PathSegments`](super::PathSegments).
        pub struct PathSegments;
        /// The kind of a [`Hostname`](super::Hostname).
        pub struct Hostname;
    }

    /// The kind of an [`Ipv6Reference`](super::Ipv6Reference), a [`Branch`](crate::grammar::Branch) node: its
    /// parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct Ipv6Reference<'a> {
        pub(crate) address: super::Ipv6Address<'a>,
    }
    impl BranchParts for Ipv6Reference<'_> {
        const NAME: &'static str = "Ipv6Reference";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("address", &self.address);
        }
    }

    /// The kind of a [`Hostport`](super::Hostport), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct Hostport<'a> {
        pub(crate) host: super::Host<'a>,
        pub(crate) port: Option<super::Port<'a>>,
    }
    impl BranchParts for Hostport<'_> {
        const NAME: &'static str = "Hostport";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("host", &self.host).field("port", &self.port);
        }
    }

    /// The kind of a [`Server`](super::Server), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct Server<'a> {
        pub(crate) userinfo: Option<super::Userinfo<'a>>,
        pub(crate) hostport: Option<super::Hostport<'a>>,
    }
    /// §5.2 step 7: the components recombined, which gives back the text exactly.
    impl BranchParts for Server<'_> {
        const NAME: &'static str = "Server";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("userinfo", &self.userinfo).field("hostport", &self.hostport);
        }
        fn display(&self, _: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            if let Some(userinfo) = self.userinfo {
                write!(f, "{userinfo}@")?;
            }
            if let Some(hostport) = self.hostport {
                write!(f, "{}", hostport.host())?;
                if let Some(port) = hostport.port() {
                    write!(f, ":{port}")?;
                }
            }
            Ok(())
        }
    }

    /// The kind of a [`RelPath`](super::RelPath), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct RelPath<'a> {
        pub(crate) rel_segment: super::Segment<'a>,
        pub(crate) abs_path: Option<super::AbsPath<'a>>,
    }
    /// A `Debug` of the text and span alone, as a leaf's: the segments are read from the text.
    impl BranchParts for RelPath<'_> {
        const NAME: &'static str = "RelPath";
        fn debug(&self, text: &str, span: Span, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}({text:?} @ {span:?})", Self::NAME)
        }
    }

    /// The kind of a [`NetPath`](super::NetPath), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct NetPath<'a> {
        pub(crate) authority: super::Authority<'a>,
        pub(crate) abs_path: Option<super::AbsPath<'a>>,
    }
    impl BranchParts for NetPath<'_> {
        const NAME: &'static str = "NetPath";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("authority", &self.authority).field("abs_path", &self.abs_path);
        }
    }

    /// The kind of a [`HierPart`](super::HierPart), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct HierPart<'a> {
        pub(crate) path: super::PathPart<'a>,
        pub(crate) query: Option<super::Query<'a>>,
    }
    impl BranchParts for HierPart<'_> {
        const NAME: &'static str = "HierPart";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("path", &self.path).field("query", &self.query);
        }
    }

    /// The kind of an [`AbsoluteUri`](super::AbsoluteUri), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct AbsoluteUri;
    /// The kind of a [`RelativeUri`](super::RelativeUri), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct RelativeUri;
    /// The kind of a [`UriReference`](super::UriReference), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct UriReference;
}

impl Port<'_> {
    /// The port number, or `None` when the port is empty or larger than 65535 (the grammar allows any number of
    /// digits).
    #[must_use]
    pub fn number(&self) -> Option<u16> {
        self.text.parse().ok()
    }
}

impl Ipv4Address<'_> {
    /// The four groups as numbers, or `None` when one is larger than 255: RFC 2396's grammar does not bound
    /// them (`999.1.1.1` is an `IPv4address`), so the value check is the caller's.
    #[must_use]
    pub fn octets(&self) -> Option<[u8; 4]> {
        let mut octets = [0u8; 4];
        let mut parts = self.text.split('.');
        for slot in &mut octets {
            *slot = parts.next()?.parse().ok()?;
        }
        Some(octets)
    }
}

impl<'a> Segment<'a> {
    /// The segment's text before its first `;`: the `*pchar` part.
    #[must_use]
    pub fn name(&self) -> &'a str {
        self.text.split_once(';').map_or(self.text, |(name, _)| name)
    }

    /// The `;` parameters of the segment, in order, each spanned, without allocating.
    ///
    /// ```
    /// let reference = urigram::rfc2396::parse_uri_reference("/a;x=1;;y/b").unwrap();
    /// let segment = reference.path().segments().next().unwrap();
    /// assert_eq!(segment.name(), "a");
    /// let params: Vec<&str> = segment.params().map(|p| p.as_str()).collect();
    /// assert_eq!(params, ["x=1", "", "y"]);
    /// ```
    #[must_use]
    pub fn params(&self) -> Params<'a> {
        match self.text.find(';') {
            Some(at) => Params::new(&self.text[at + 1..], self.span.start + at + 1, b';', Param::new),
            None => Params::none(Param::new),
        }
    }
}

impl<'a> PathSegments<'a> {
    /// The segments, in order, each spanned; there is always at least one, possibly empty.
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        Segments::new(self.text, self.span.start, b'/', Segment::new)
    }
}

impl<'a> Hostname<'a> {
    /// The labels, left to right: every one a `domainlabel`, the last a `toplabel`. A trailing `.` adds no label.
    ///
    /// ```
    /// let reference = urigram::rfc2396::parse_uri_reference("http://www.ietf.org./").unwrap();
    /// let urigram::rfc2396::ast::Host::Hostname(name) = reference.host().unwrap() else { panic!() };
    /// let labels: Vec<&str> = name.labels().map(|l| l.as_str()).collect();
    /// assert_eq!(labels, ["www", "ietf", "org"]);
    /// assert!(name.is_fully_qualified());
    /// ```
    #[must_use]
    pub fn labels(&self) -> Labels<'a> {
        let text = self.text.strip_suffix('.').unwrap_or(self.text);
        Labels::new(text, self.span.start, b'.', Label::new)
    }

    /// The `toplabel`: the rightmost label.
    #[must_use]
    pub fn toplabel(&self) -> Label<'a> {
        // A hostname always has its toplabel, so the iterator is never empty.
        self.labels().last().unwrap_or(Label::new("", Span::at(self.span.start)))
    }

    /// Whether the name ends with the `.` that §3.2.2 allows "to distinguish between the complete domain name and
    /// any local domain".
    #[must_use]
    pub fn is_fully_qualified(&self) -> bool {
        self.text.ends_with('.')
    }
}

/// The segments of a path, from [`PathSegments::segments`], [`AbsPath::segments`] or [`Path::segments`].
pub type Segments<'a> = Pieces<'a, Segment<'a>>;
/// The parameters of a segment, from [`Segment::params`].
pub type Params<'a> = Pieces<'a, Param<'a>>;
/// The labels of a host name, from [`Hostname::labels`].
pub type Labels<'a> = Pieces<'a, Label<'a>>;

/// `IPv6reference = "[" IPv6address "]"` ([RFC 2732 §3](https://www.rfc-editor.org/rfc/rfc2732#section-3)): an IPv6 address and its brackets.
pub type Ipv6Reference<'a> = Branch<'a, kind::Ipv6Reference<'a>>;

impl<'a> Ipv6Reference<'a> {
    /// The address inside the brackets.
    #[must_use]
    pub fn address(&self) -> Ipv6Address<'a> {
        self.parts.address
    }
}

/// `host = hostname / IPv4address` (§3.2.2), and `/ IPv6reference` with RFC 2732.
///
/// The alternatives never derive the same text: a `hostname`'s `toplabel` starts with a letter, an
/// `IPv4address` has none, and only an `IPv6reference` has brackets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `hostname`
    Hostname(Hostname<'a>),
    /// `IPv4address`
    Ipv4(Ipv4Address<'a>),
    /// `IPv6reference` (RFC 2732 only)
    Ipv6(Ipv6Reference<'a>),
}

impl<'a> Host<'a> {
    /// The host's text, with the brackets of an IPv6 reference.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::Hostname(node) => node.as_str(),
            Host::Ipv4(node) => node.as_str(),
            Host::Ipv6(node) => node.as_str(),
        }
    }
    /// Where the host is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Host::Hostname(node) => node.span(),
            Host::Ipv4(node) => node.span(),
            Host::Ipv6(node) => node.span(),
        }
    }
    /// The kind of host, as [`crate::Part::kind`] names it: `hostname`, `ipv4` or `ipv6`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Host::Hostname(_) => "hostname",
            Host::Ipv4(_) => "ipv4",
            Host::Ipv6(_) => "ipv6",
        }
    }
}

/// `hostport = host [ ":" port ]` (§3.2.2).
pub type Hostport<'a> = Branch<'a, kind::Hostport<'a>>;

impl<'a> Hostport<'a> {
    /// The host.
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        self.parts.host
    }
    /// The port, when there is a `:` after the host.
    #[must_use]
    pub fn port(&self) -> Option<Port<'a>> {
        self.parts.port
    }
}

/// `server = [ [ userinfo "@" ] hostport ]` (§3.2.2): possibly empty, as in `file:///etc/hosts`. Its `Display`
/// recombines the components (§5.2 step 7), which gives back the text exactly.
pub type Server<'a> = Branch<'a, kind::Server<'a>>;

impl<'a> Server<'a> {
    /// The user information, when there is an `@`.
    #[must_use]
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.parts.userinfo
    }
    /// Host and port; `None` for an empty server.
    #[must_use]
    pub fn hostport(&self) -> Option<Hostport<'a>> {
        self.parts.hostport
    }
    /// Whether the server is empty: the grammar's `[ ... ]` took nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.parts.hostport.is_none()
    }
}

/// `authority = server / reg_name` (§3.2), without the `//` before it.
///
/// The alternatives overlap: every non-empty `server` text is also a `reg_name` text. An authority is a
/// `Server` when the whole authority parses as one, else a `RegName` (`a.1`, `a@b@c`, `a:b:c`): §3.2.2 defines
/// the server syntax for "URL schemes that involve the direct use of an IP-based protocol", and a registry-based
/// name is what the server syntax cannot read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Authority<'a> {
    /// `server`
    Server(Server<'a>),
    /// `reg_name`
    RegName(RegName<'a>),
}

impl<'a> Authority<'a> {
    /// The authority's text, without the `//` before it.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            Authority::Server(node) => node.as_str(),
            Authority::RegName(node) => node.as_str(),
        }
    }
    /// Where the authority is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Authority::Server(node) => node.span(),
            Authority::RegName(node) => node.span(),
        }
    }
    /// The server, when the authority is server-based.
    #[must_use]
    pub fn server(&self) -> Option<Server<'a>> {
        match self {
            Authority::Server(server) => Some(*server),
            Authority::RegName(_) => None,
        }
    }
    /// The user information of a server.
    #[must_use]
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.server().and_then(|server| server.userinfo())
    }
    /// The host of a non-empty server.
    #[must_use]
    pub fn host(&self) -> Option<Host<'a>> {
        self.server().and_then(|server| server.hostport()).map(|hostport| hostport.host())
    }
    /// The port of a server.
    #[must_use]
    pub fn port(&self) -> Option<Port<'a>> {
        self.server().and_then(|server| server.hostport()).and_then(|hostport| hostport.port())
    }
}

/// `abs_path = "/" path_segments` (§3): the path with its leading `/`.
pub type AbsPath<'a> = Leaf<'a, kind::AbsPath>;

impl<'a> AbsPath<'a> {
    /// The `path_segments` after the `/`.
    #[must_use]
    pub fn path_segments(&self) -> PathSegments<'a> {
        PathSegments::new(self.text.get(1..).unwrap_or_default(), Span::new(self.span.start + 1, self.span.end))
    }
    /// The segments; `/` has one, empty.
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        self.path_segments().segments()
    }
}

/// `rel_path = rel_segment [ abs_path ]` (§5). Its `Debug` is a leaf's, its text and span alone:
/// `RelPath("g;x" @ 0..3)`.
pub type RelPath<'a> = Branch<'a, kind::RelPath<'a>>;

impl<'a> RelPath<'a> {
    /// The `rel_segment`: the first segment, which cannot hold `:`.
    ///
    /// The grammar's `rel_segment` takes `;` as a plain character; [`Segment::params`] still reads it as §3.3
    /// reads a segment.
    #[must_use]
    pub fn rel_segment(&self) -> Segment<'a> {
        self.parts.rel_segment
    }
    /// The `abs_path` after the first segment.
    #[must_use]
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        self.parts.abs_path
    }
    /// Every segment, the `rel_segment` first.
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        Segments::new(self.text, self.span.start, b'/', Segment::new)
    }
}

/// `net_path = "//" authority [ abs_path ]` (§3).
pub type NetPath<'a> = Branch<'a, kind::NetPath<'a>>;

impl<'a> NetPath<'a> {
    /// The authority after `//`.
    #[must_use]
    pub fn authority(&self) -> Authority<'a> {
        self.parts.authority
    }
    /// The path after the authority.
    #[must_use]
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        self.parts.abs_path
    }
}

/// The path that starts a `hier_part` (`net_path / abs_path`, §3) or a `relativeURI`
/// (`net_path / abs_path / rel_path`, §5). A `hier_part` never holds a `RelPath`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathPart<'a> {
    /// `net_path`
    NetPath(NetPath<'a>),
    /// `abs_path`
    AbsPath(AbsPath<'a>),
    /// `rel_path`
    RelPath(RelPath<'a>),
}

impl<'a> PathPart<'a> {
    /// The text of the path part.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            PathPart::NetPath(node) => node.as_str(),
            PathPart::AbsPath(node) => node.as_str(),
            PathPart::RelPath(node) => node.as_str(),
        }
    }
    /// Where it is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            PathPart::NetPath(node) => node.span(),
            PathPart::AbsPath(node) => node.span(),
            PathPart::RelPath(node) => node.span(),
        }
    }
    /// The authority of a `net_path`.
    #[must_use]
    pub fn authority(&self) -> Option<Authority<'a>> {
        match self {
            PathPart::NetPath(path) => Some(path.authority()),
            _ => None,
        }
    }
    /// The path component (§5.2: "never undefined, though it may be empty").
    #[must_use]
    pub fn path(&self) -> Path<'a> {
        match *self {
            PathPart::NetPath(net) => net.abs_path().map_or(Path::Empty(Span::at(net.span.end)), Path::AbsPath),
            PathPart::AbsPath(path) => Path::AbsPath(path),
            PathPart::RelPath(path) => Path::RelPath(path),
        }
    }
}

/// The path component of a reference (§3.3, §5.2), whichever rule derived it; also what the `path` rule returns
/// (`path = [ abs_path / opaque_part ]`, never a `RelPath`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Path<'a> {
    /// `abs_path`
    AbsPath(AbsPath<'a>),
    /// `rel_path`
    RelPath(RelPath<'a>),
    /// `opaque_part`: the whole scheme-specific part of an opaque URI.
    OpaquePart(OpaquePart<'a>),
    /// No path: an empty span where the path would be.
    Empty(Span),
}

impl<'a> Path<'a> {
    /// The path's text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            Path::AbsPath(path) => path.as_str(),
            Path::RelPath(path) => path.as_str(),
            Path::OpaquePart(part) => part.as_str(),
            Path::Empty(_) => "",
        }
    }
    /// Where the path is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Path::AbsPath(path) => path.span(),
            Path::RelPath(path) => path.span(),
            Path::OpaquePart(part) => part.span(),
            Path::Empty(span) => *span,
        }
    }
    /// Whether the path has no characters.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        matches!(self, Path::Empty(_))
    }
    /// The name of the rule that derived the path: `abs_path`, `rel_path`, `opaque_part`, or `path` when empty.
    #[must_use]
    pub fn rule(&self) -> super::Rule {
        match self {
            Path::AbsPath(_) => super::Rule::AbsPath,
            Path::RelPath(_) => super::Rule::RelPath,
            Path::OpaquePart(_) => super::Rule::OpaquePart,
            Path::Empty(_) => super::Rule::Path,
        }
    }
    /// The segments of an absolute or relative path; none for an opaque part or an empty path.
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        match self {
            Path::AbsPath(path) => path.segments(),
            Path::RelPath(path) => path.segments(),
            Path::OpaquePart(_) | Path::Empty(_) => Segments::none(Segment::new),
        }
    }
}

/// `hier_part = ( net_path / abs_path ) [ "?" query ]` (§3). Unlike RFC 3986's, it holds the query.
pub type HierPart<'a> = Branch<'a, kind::HierPart<'a>>;

impl<'a> HierPart<'a> {
    /// The `net_path` or `abs_path`.
    #[must_use]
    pub fn path_part(&self) -> PathPart<'a> {
        self.parts.path
    }
    /// The query, when there is a `?`.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.parts.query
    }
}

/// The part of an `absoluteURI` after `scheme ":"`: `hier_part / opaque_part` (§3).
///
/// The alternatives cannot both match: an `opaque_part` starts with `uric_no_slash`, a `hier_part` with `/`.
#[allow(clippy::large_enum_variant, reason = "the tree is borrowed and Copy: boxing would allocate while parsing")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SchemeSpecificPart<'a> {
    /// `hier_part`
    Hier(HierPart<'a>),
    /// `opaque_part`
    Opaque(OpaquePart<'a>),
}

impl<'a> SchemeSpecificPart<'a> {
    /// The text after `scheme ":"`.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            SchemeSpecificPart::Hier(node) => node.as_str(),
            SchemeSpecificPart::Opaque(node) => node.as_str(),
        }
    }
    /// Where it is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            SchemeSpecificPart::Hier(node) => node.span(),
            SchemeSpecificPart::Opaque(node) => node.span(),
        }
    }
}

/// Which host alternative matched, in a [`ServerLayout`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum HostKind {
    Hostname,
    Ipv4,
    Ipv6,
}

/// Where the components of a server are, as offsets from the start of its authority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct ServerLayout {
    /// Length of the userinfo, absent without an `@`.
    userinfo_len: Offset,
    /// Where the host starts, absent for an empty server, and where it ends (0 for an empty server).
    host_start: Offset,
    host_end: usize,
    host_kind: HostKind,
    /// Where the port starts (it runs to the end of the server), absent without a `:` after the host.
    port_start: Offset,
}

/// The layout, in a module of its own: public by name, so that the public node types can be
/// [`Top`]s of it, but out of the crate's reach.
mod layout {
    use super::{Offset, PathPartKind, ServerLayout};

    /// Where the components of a reference are, as offsets from its start: what a parsed reference keeps beside
    /// its text, and what an owned one keeps beside its `String`. The nodes between the reference and its
    /// components (its `hier_part`, `net_path`, `server`, ...) are rebuilt from it on demand.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Layout {
        /// Length of the scheme of an `absoluteURI`, absent for a `relativeURI` or no URI.
        pub(super) scheme_len: Offset,
        /// The rule that derived the path part, or `None` for a reference without a URI (`""`, `#f`).
        pub(super) path_part: Option<PathPartKind>,
        /// Length of the authority of a `net_path`; 0 otherwise.
        pub(super) authority_len: usize,
        /// The authority of a `net_path`: a server's layout, or `None` for a `reg_name`.
        pub(super) server: Option<ServerLayout>,
        /// Where the `abs_path` of a `net_path` or a `rel_path` starts, absent when it has none.
        pub(super) abs_path_start: Offset,
        /// Where the path part ends (the query's `?`, or the end of the URI).
        pub(super) path_end: usize,
        /// Where the query starts (after its `?`), absent without a `?`.
        pub(super) query_start: Offset,
        /// Where the absolute or relative URI ends: the `#` of the fragment, or the end.
        pub(super) uri_end: usize,
        /// Where the fragment starts (after its `#`), absent without a `#`.
        pub(super) fragment_start: Offset,
    }
}
pub(crate) use layout::Layout;

// An absent component takes a word, as a present one does: seven offsets, the server's five words, and the
// path part's kind.
const _: () = assert!(size_of::<Layout>() == 13 * size_of::<usize>());

/// The rules that derive the part of a URI before its query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum PathPartKind {
    NetPath,
    AbsPath,
    RelPath,
    OpaquePart,
}

impl Layout {
    /// A reference of `len` bytes without a URI.
    const fn empty(len: usize) -> Layout {
        Layout {
            scheme_len: Offset::NONE,
            path_part: None,
            authority_len: 0,
            server: None,
            abs_path_start: Offset::NONE,
            path_end: 0,
            query_start: Offset::NONE,
            uri_end: 0,
            fragment_start: if len == 0 { Offset::NONE } else { Offset::at(1) },
        }
    }

    /// The layout of a path part that starts at `start`, with offsets counted from `origin`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn with_path_part(mut self, origin: usize, path: &PathPart<'_>) -> Layout {
        let relative = |offset: usize| offset.saturating_sub(origin);
        self.path_end = relative(path.span().end);
        self.uri_end = self.path_end;
        match path {
            PathPart::NetPath(net) => {
                self.path_part = Some(PathPartKind::NetPath);
                let authority = net.authority();
                self.authority_len = authority.as_str().len();
                self.server = authority.server().map(
                    #[cfg_attr(not(debug_assertions), inline(always))]
                    |server| {
                        let authority_start = authority.span().start;
                        let from_authority = |offset: usize| offset.saturating_sub(authority_start);
                        let (host_start, host_end, host_kind, port_start) = match server.hostport() {
                            Some(hostport) => {
                                let host = hostport.host();
                                let kind = match host {
                                    Host::Hostname(_) => HostKind::Hostname,
                                    Host::Ipv4(_) => HostKind::Ipv4,
                                    Host::Ipv6(_) => HostKind::Ipv6,
                                };
                                let port = Offset::of(hostport.port().map(|port| from_authority(port.span().start)));
                                let start = Offset::at(from_authority(host.span().start));
                                (start, from_authority(host.span().end), kind, port)
                            }
                            None => (Offset::NONE, 0, HostKind::Hostname, Offset::NONE),
                        };
                        ServerLayout {
                            userinfo_len: Offset::of(server.userinfo().map(|userinfo| userinfo.as_str().len())),
                            host_start,
                            host_end,
                            host_kind,
                            port_start,
                        }
                    },
                );
                self.abs_path_start = Offset::of(net.abs_path().map(|abs| relative(abs.span().start)));
            }
            PathPart::AbsPath(_) => self.path_part = Some(PathPartKind::AbsPath),
            PathPart::RelPath(rel) => {
                self.path_part = Some(PathPartKind::RelPath);
                self.abs_path_start = Offset::of(rel.abs_path().map(|abs| relative(abs.span().start)));
            }
        }
        self
    }

    /// The layout with the query that starts at `query`, counted from `origin`, ending the URI at `end`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn with_query(mut self, origin: usize, query: Option<Query<'_>>, end: usize) -> Layout {
        self.query_start = Offset::of(query.map(|query| query.span().start.saturating_sub(origin)));
        self.uri_end = end.saturating_sub(origin);
        self
    }

    /// The layout of the URI alone, as the reference's `absoluteURI` or `relativeURI`: no fragment.
    const fn without_fragment(mut self) -> Layout {
        self.fragment_start = Offset::NONE;
        self
    }
}

/// A reference's text, where it starts, and its [`Layout`]: what each of the three top-level nodes is.
type Parts<'a> = Laid<'a, Layout>;

impl<'a> Parts<'a> {
    /// Where the part after `scheme ":"` (or the relative URI) starts.
    #[inline]
    fn hier_start(&self) -> usize {
        after_scheme(self.layout.scheme_len)
    }

    fn scheme(&self) -> Option<Scheme<'a>> {
        self.layout.scheme_len.get().map(|len| {
            let (text, span) = self.part(0, len);
            Scheme::new(text, span)
        })
    }

    fn abs_path(&self, from: usize) -> AbsPath<'a> {
        let (text, span) = self.part(from, self.layout.path_end);
        AbsPath::new(text, span)
    }

    fn authority(&self) -> Authority<'a> {
        let start = self.hier_start() + 2;
        let (text, span) = self.part(start, start + self.layout.authority_len);
        let Some(server) = self.layout.server else { return Authority::RegName(RegName::new(text, span)) };
        let userinfo = server.userinfo_len.get().map(|len| {
            let (text, span) = self.part(start, start + len);
            Userinfo::new(text, span)
        });
        let hostport = server.host_start.get().map(|host_start| {
            let (host_text, host_span) = self.part(start + host_start, start + server.host_end);
            let host = match server.host_kind {
                HostKind::Hostname => Host::Hostname(Hostname::new(host_text, host_span)),
                HostKind::Ipv4 => Host::Ipv4(Ipv4Address::new(host_text, host_span)),
                HostKind::Ipv6 => {
                    // The reference is "[" address "]": the address is one byte in from each end.
                    let (inner, inner_span) =
                        self.part(start + host_start + 1, (start + server.host_end).saturating_sub(1));
                    let address = Ipv6Address::new(inner, inner_span);
                    Host::Ipv6(Ipv6Reference::with_parts(host_text, host_span, kind::Ipv6Reference { address }))
                }
            };
            let port = server.port_start.get().map(|port_start| {
                let (text, span) = self.part(start + port_start, start + self.layout.authority_len);
                Port::new(text, span)
            });
            let (text, span) = self.part(start + host_start, start + self.layout.authority_len);
            Hostport::with_parts(text, span, kind::Hostport { host, port })
        });
        Authority::Server(Server::with_parts(text, span, kind::Server { userinfo, hostport }))
    }

    /// The authority, when the path part is a `net_path`.
    fn net_path_authority(&self) -> Option<Authority<'a>> {
        (self.layout.path_part == Some(PathPartKind::NetPath)).then(|| self.authority())
    }

    /// The `net_path`, `abs_path` or `rel_path`; `None` for an opaque part or no URI.
    fn path_part(&self) -> Option<PathPart<'a>> {
        let start = self.hier_start();
        let abs_path = self.layout.abs_path_start.get().map(|abs_path_start| self.abs_path(abs_path_start));
        let (text, span) = self.part(start, self.layout.path_end);
        Some(match self.layout.path_part? {
            PathPartKind::NetPath => PathPart::NetPath(NetPath::with_parts(
                text,
                span,
                kind::NetPath { authority: self.authority(), abs_path },
            )),
            PathPartKind::AbsPath => PathPart::AbsPath(AbsPath::new(text, span)),
            PathPartKind::RelPath => {
                let segment_end = self.layout.abs_path_start.get().unwrap_or(self.layout.path_end);
                let (segment, segment_span) = self.part(start, segment_end);
                let rel_segment = Segment::new(segment, segment_span);
                PathPart::RelPath(RelPath::with_parts(text, span, kind::RelPath { rel_segment, abs_path }))
            }
            PathPartKind::OpaquePart => return None,
        })
    }

    fn query(&self) -> Option<Query<'a>> {
        self.layout.query_start.get().map(|query_start| {
            let (text, span) = self.part(query_start, self.layout.uri_end);
            Query::new(text, span)
        })
    }

    fn fragment(&self) -> Option<Fragment<'a>> {
        self.layout.fragment_start.get().map(|fragment_start| {
            let (text, span) = self.part(fragment_start, self.text.len());
            Fragment::new(text, span)
        })
    }

    /// The absolute or relative URI before the fragment, as a node of its own.
    fn uri_parts(&self) -> Parts<'a> {
        let text = self.text.get(..self.layout.uri_end).unwrap_or_default();
        Parts { text, start: self.start, layout: self.layout.without_fragment() }
    }

    fn path(&self) -> Path<'a> {
        match self.layout.path_part {
            Some(PathPartKind::OpaquePart) => {
                let (text, span) = self.part(self.hier_start(), self.layout.uri_end);
                Path::OpaquePart(OpaquePart::new(text, span))
            }
            Some(_) => self.path_part().map_or(Path::Empty(Span::at(self.start)), |part| part.path()),
            None => Path::Empty(Span::at(self.start)),
        }
    }
}

/// `absoluteURI = scheme ":" ( hier_part / opaque_part )` (§3).
///
/// Kept as its text and the offsets of its components; the accessors build each node on demand.
pub type AbsoluteUri<'a> = Top<'a, Layout, kind::AbsoluteUri>;

/// `relativeURI = ( net_path / abs_path / rel_path ) [ "?" query ]` (§5).
///
/// Kept as its text and the offsets of its components; the accessors build each node on demand.
pub type RelativeUri<'a> = Top<'a, Layout, kind::RelativeUri>;

/// `URI-reference = [ absoluteURI / relativeURI ] [ "#" fragment ]` (§4).
///
/// Both parts are optional: the empty string and `#f` are references to the current document (§4.2). Kept as
/// its text and the offsets of its components; the accessors build each node on demand.
pub type UriReference<'a> = Top<'a, Layout, kind::UriReference>;

/// The components that every RFC 2396 top-level node has.
impl<'a, K> Top<'a, Layout, K> {
    /// The authority, when the path part is a `net_path` (in an `absoluteURI`, of a `hier_part` that starts with
    /// one).
    #[must_use]
    pub fn authority(&self) -> Option<Authority<'a>> {
        self.parts.net_path_authority()
    }
    /// The path component, always present though possibly empty: the `abs_path` of a `hier_part` (possibly empty
    /// after a `net_path`), the `rel_path`'s, or the whole `opaque_part`.
    #[must_use]
    pub fn path(&self) -> Path<'a> {
        self.parts.path()
    }
    /// The query, when there is a `?` outside an opaque part (whose `?` is opaque).
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.parts.query()
    }
}

impl<'a> AbsoluteUri<'a> {
    /// The URI `text` at `span`, from its parsed scheme and scheme-specific part.
    // Inlined where the compiler optimizes, as are the `Layout` builders it calls: out of line, the nested
    // nodes of the parse were moved into their frames before they became offsets
    // (BENCHMARKS.md, "Figures behind the code's choices").
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn new(text: &'a str, span: Span, scheme: Scheme<'a>, part: SchemeSpecificPart<'a>) -> Self {
        let mut layout = Layout::empty(0);
        layout.scheme_len = Offset::at(scheme.as_str().len());
        let layout = match part {
            SchemeSpecificPart::Hier(hier) => {
                layout.with_path_part(span.start, &hier.path_part()).with_query(span.start, hier.query(), span.end)
            }
            SchemeSpecificPart::Opaque(opaque) => {
                layout.path_part = Some(PathPartKind::OpaquePart);
                layout.path_end = opaque.span().end.saturating_sub(span.start);
                layout.uri_end = layout.path_end;
                layout
            }
        };
        AbsoluteUri::from_layout(text, span.start, layout)
    }

    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        // An `AbsoluteUri` is only built with a scheme.
        self.parts.scheme().unwrap_or(Scheme::new("", Span::at(self.parts.start)))
    }
    /// The hierarchical or opaque part after `scheme ":"`.
    #[must_use]
    pub fn scheme_specific_part(&self) -> SchemeSpecificPart<'a> {
        let (text, span) = self.parts.part(self.parts.hier_start(), self.parts.layout.uri_end);
        match self.parts.path_part() {
            Some(path) => SchemeSpecificPart::Hier(HierPart::with_parts(
                text,
                span,
                kind::HierPart { path, query: self.parts.query() },
            )),
            None => SchemeSpecificPart::Opaque(OpaquePart::new(text, span)),
        }
    }
    /// Whether the URI has an `opaque_part`.
    #[must_use]
    pub fn is_opaque(&self) -> bool {
        self.parts.layout.path_part == Some(PathPartKind::OpaquePart)
    }
}

impl<'a> RelativeUri<'a> {
    /// The relative URI `text` at `span`, from its parsed path part and query.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn new(text: &'a str, span: Span, path: PathPart<'a>, query: Option<Query<'a>>) -> Self {
        let layout = Layout::empty(0).with_path_part(span.start, &path).with_query(span.start, query, span.end);
        RelativeUri::from_layout(text, span.start, layout)
    }

    /// The `net_path`, `abs_path` or `rel_path`.
    #[must_use]
    pub fn path_part(&self) -> PathPart<'a> {
        // A `RelativeUri` is only built with a path part.
        self.parts.path_part().unwrap_or(PathPart::AbsPath(AbsPath::new("", Span::at(self.parts.start))))
    }
}

/// The URI of a reference: `absoluteURI / relativeURI` (§4).
///
/// The alternatives cannot both derive a reference: an `absoluteURI` has `:` right after its scheme, which a
/// `rel_segment` cannot hold, and `net_path` and `abs_path` start with `/`, which a scheme cannot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Uri<'a> {
    /// `absoluteURI`
    Absolute(AbsoluteUri<'a>),
    /// `relativeURI`
    Relative(RelativeUri<'a>),
}

impl<'a> UriReference<'a> {
    /// The reference `text` at `span`, from its parsed URI and fragment.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn new(text: &'a str, span: Span, uri: Option<Uri<'a>>, fragment: Option<Fragment<'a>>) -> Self {
        let mut layout = match uri {
            Some(Uri::Absolute(uri)) => uri.layout(),
            Some(Uri::Relative(uri)) => uri.layout(),
            None => Layout::empty(0),
        };
        layout.fragment_start = Offset::of(fragment.map(|fragment| fragment.span().start.saturating_sub(span.start)));
        UriReference::from_layout(text, span.start, layout)
    }

    /// The absolute or relative URI, absent in a same-document reference (`""`, `#f`).
    #[must_use]
    pub fn uri(&self) -> Option<Uri<'a>> {
        let Parts { text, start, layout } = self.parts.uri_parts();
        match self.parts.layout.path_part {
            None => None,
            Some(_) if layout.scheme_len.is_some() => {
                Some(Uri::Absolute(AbsoluteUri::from_layout(text, start, layout)))
            }
            Some(_) => Some(Uri::Relative(RelativeUri::from_layout(text, start, layout))),
        }
    }
    /// The `absoluteURI`, when the reference has one.
    #[must_use]
    pub fn absolute_uri(&self) -> Option<AbsoluteUri<'a>> {
        match self.uri() {
            Some(Uri::Absolute(uri)) => Some(uri),
            _ => None,
        }
    }
    /// The `relativeURI`, when the reference has one.
    #[must_use]
    pub fn relative_uri(&self) -> Option<RelativeUri<'a>> {
        match self.uri() {
            Some(Uri::Relative(uri)) => Some(uri),
            _ => None,
        }
    }
    /// Whether the reference has no scheme (a `relativeURI` or no URI at all).
    #[must_use]
    pub fn is_relative(&self) -> bool {
        self.parts.layout.scheme_len.is_none()
    }
    /// The scheme of an absolute URI.
    #[must_use]
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        self.parts.scheme()
    }
    /// The host of a server authority.
    #[must_use]
    pub fn host(&self) -> Option<Host<'a>> {
        self.authority().and_then(|authority| authority.host())
    }
    /// The fragment, when there is a `#`.
    #[must_use]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.parts.fragment()
    }
}

/// The form `#[derive(Debug)]` would write for the nodes as they were parsed.
impl fmt::Debug for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AbsoluteUri")
            .field("text", &self.as_str())
            .field("span", &self.span())
            .field("scheme", &self.scheme())
            .field("part", &self.scheme_specific_part())
            .finish()
    }
}
impl fmt::Debug for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UriReference")
            .field("span", &self.span())
            .field("uri", &self.uri())
            .field("fragment", &self.fragment())
            .finish()
    }
}
/// The form `#[derive(Debug)]` would write for the nodes as they were parsed.
impl fmt::Debug for RelativeUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RelativeUri")
            .field("text", &self.as_str())
            .field("span", &self.span())
            .field("path", &self.path_part())
            .field("query", &self.query())
            .finish()
    }
}

// The text, which the nodes recompose exactly.
impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
impl AsRef<str> for Host<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
impl AsRef<str> for Authority<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
impl AsRef<str> for Path<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl AsRef<str> for PathPart<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl AsRef<str> for SchemeSpecificPart<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> crate::grammar::Components<'a> for UriReference<'a> {
    /// `scheme`, `authority` (kind `server` or `reg_name`), `userinfo`, `host` (kind `hostname`, `ipv4` or
    /// `ipv6`), `port`, `path` (kind: the rule that derived it, `path` when empty), `query`, `fragment`.
    fn components(&self) -> alloc::vec::Vec<crate::grammar::Component<'a>> {
        use crate::grammar::Component;
        let authority = self.authority();
        let authority_kind = match authority {
            Some(Authority::RegName(_)) => "reg_name",
            _ => "server",
        };
        let host = self.host();
        let path = self.path();
        alloc::vec![
            Component::node("scheme", self.scheme()),
            Component::of("authority", authority.map(|a| (a.as_str(), a.span()))).with_kind(authority_kind),
            Component::node("userinfo", authority.and_then(|a| a.userinfo())),
            Component::of("host", host.map(|h| (h.as_str(), h.span())))
                .with_kind(host.map_or("hostname", |h| h.kind())),
            Component::node("port", authority.and_then(|a| a.port())),
            Component::present("path", path.as_str(), path.span()).with_kind(crate::Grammar::name(path.rule())),
            Component::node("query", self.query()),
            Component::node("fragment", self.fragment()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use core::fmt::Write;

    use super::UriReference;
    use crate::rfc2396::{Options, parse_uri_reference_with};

    /// §5.2 step 7: scheme, authority, path, query and fragment recombined.
    fn recompose(reference: &UriReference<'_>) -> String {
        let mut out = String::new();
        if let Some(scheme) = reference.scheme() {
            write!(out, "{scheme}:").unwrap();
        }
        if let Some(authority) = reference.authority() {
            write!(out, "//{authority}").unwrap();
        }
        write!(out, "{}", reference.path()).unwrap();
        if let Some(query) = reference.query() {
            write!(out, "?{query}").unwrap();
        }
        if let Some(fragment) = reference.fragment() {
            write!(out, "#{fragment}").unwrap();
        }
        out
    }

    #[test]
    fn the_components_recompose_the_text() {
        let texts = [
            "",
            "#f",
            "http://user@a:80/b;p/c?q#f",
            "//reg_name$/x",
            "mailto:a@b?c#d",
            "../g;x?y#s",
            "g:h",
            "/abs?",
            "http://[::1]:8/",
        ];
        for text in texts {
            let reference = parse_uri_reference_with(text, Options::rfc2732(true)).unwrap();
            assert_eq!(recompose(&reference), text);
            assert_eq!(alloc::format!("{reference}"), text);
        }
    }
}
