//! The RFC 1808 syntax tree: typed, borrowed from the input, every node with its text and byte span.
//!
//! The nodes follow §2.2: a [`Url`] is an [`AbsoluteUrl`] or a [`RelativeUrl`] and an optional fragment; an
//! absolute URL is a [`GenericRl`] or the other form `scheme ":" *( uchar / reserved )` ([`OpaqueUrl`]); a
//! relative URL is a [`NetPath`], an [`AbsPath`] or a [`RelPath`]. The `net_loc` is kept opaque, as RFC 1808
//! keeps it; [`NetLoc::login`] splits it as RFC 1738 §3.1 does. Absent and empty differ: `g;` has `Some` empty
//! params, `g` has `None`.

use core::fmt;

use super::last_component::{Around, LastComponent};
use crate::Span;
pub use crate::grammar::Pieces;
use crate::grammar::{Branch, Laid, Leaf, Offset, Top, after_scheme};

/// `scheme` (§2.2), without its `:`. May start with a digit (`1ab`), unlike in RFC 2396 and RFC 3986.
pub type Scheme<'a> = Leaf<'a, kind::Scheme>;
/// `net_loc` (§2.2), without the `//` before it; may be empty (`file:///`). Opaque, as RFC 1808 keeps it:
/// [`NetLoc::login`] splits it as RFC 1738 §3.1 does.
pub type NetLoc<'a> = Leaf<'a, kind::NetLoc>;
/// One `fsegment` or `segment` of a [`Path`] (§2.2), without the `/` around it.
pub type Segment<'a> = Leaf<'a, kind::Segment>;
/// One `param` of [`Params`] (§2.2), without the `;` around it; may be empty and may hold `/`.
pub type Param<'a> = Leaf<'a, kind::Param>;
/// `query` (§2.2), without its `?`; may be empty.
pub type Query<'a> = Leaf<'a, kind::Query>;
/// `fragment` (§2.2), without its `#`; may be empty.
pub type Fragment<'a> = Leaf<'a, kind::Fragment>;
/// The `*( uchar / reserved )` after `scheme ":"` in the second form of `absoluteURL` (§2.2).
pub type Opaque<'a> = Leaf<'a, kind::Opaque>;
/// RFC 1738 §3.1 `<user>`: the login's text before its first `:`, or all of it.
pub type User<'a> = Leaf<'a, kind::User>;
/// RFC 1738 §3.1 `<password>`: the login's text after its first `:`.
pub type Password<'a> = Leaf<'a, kind::Password>;
/// RFC 1738 §3.1 `<host>`: the text after the login's `@` and before the first `:` after it.
pub type Host<'a> = Leaf<'a, kind::Host>;
/// RFC 1738 §3.1 `<port>`: the text after the host's `:`; may be empty.
pub type Port<'a> = Leaf<'a, kind::Port>;

/// The kinds of the RFC 1808 tree's [`Leaf`] nodes: one zero-sized marker for each, named as its node. A kind
/// that other grammars have too is [`grammar::kind`](crate::grammar::kind)'s, made this grammar's by its
/// [`Rule`](super::Rule).
pub mod kind {
    use core::fmt;

    use crate::Span;
    use crate::grammar::kind as shared;
    use crate::grammar::{BranchParts, LeafKind};

    /// The kind of a [`Scheme`](super::Scheme).
    pub type Scheme = shared::Scheme<crate::rfc1808::Rule>;
    /// The kind of a [`Port`](super::Port).
    pub type Port = shared::Port<crate::rfc1808::Rule>;
    /// The kind of a [`Param`](super::Param).
    pub type Param = shared::Param<crate::rfc1808::Rule>;
    /// The kind of a [`Query`](super::Query).
    pub type Query = shared::Query<crate::rfc1808::Rule>;
    /// The kind of a [`Fragment`](super::Fragment).
    pub type Fragment = shared::Fragment<crate::rfc1808::Rule>;
    /// The kind of a [`Segment`](super::Segment).
    pub type Segment = shared::Segment<crate::rfc1808::Rule>;

    /// The kind of a [`Path`](super::Path), whose `Debug` shows its segments.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Path;
    impl LeafKind for Path {
        const NAME: &'static str = "Path";
        fn debug_after(text: &str, span: Span, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(" ")?;
            f.debug_list().entries(super::Path::new(text, span).segments()).finish()
        }
    }

    /// The kind of a [`Params`](super::Params), whose `Debug` shows its params.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Params;
    impl LeafKind for Params {
        const NAME: &'static str = "Params";
        fn debug_after(text: &str, span: Span, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(" ")?;
            f.debug_list().entries(super::Params::new(text, span).iter()).finish()
        }
    }

    crate::grammar::leaf_kinds! {
        /// The kind of a [`NetLoc`](super::NetLoc).
        pub struct NetLoc;
        /// The kind of a [`Opaque`](super::Opaque).
        pub struct Opaque;
        /// The kind of a [`User`](super::User).
        pub struct User;
        /// The kind of a [`Password`](super::Password).
        pub struct Password;
        /// The kind of a [`Host`](super::Host).
        pub struct Host;
    }

    /// The kind of a [`RelPath`](super::RelPath), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct RelPath<'a> {
        pub(crate) path: Option<super::Path<'a>>,
        pub(crate) params: Option<super::Params<'a>>,
        pub(crate) query: Option<super::Query<'a>>,
    }
    /// `[ path ] [ ";" params ] [ "?" query ]`, rebuilt from the components.
    impl BranchParts for RelPath<'_> {
        const NAME: &'static str = "RelPath";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("path", &self.path).field("params", &self.params).field("query", &self.query);
        }
        fn display(&self, _: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            if let Some(path) = self.path {
                write!(f, "{path}")?;
            }
            if let Some(params) = self.params {
                write!(f, ";{params}")?;
            }
            if let Some(query) = self.query {
                write!(f, "?{query}")?;
            }
            Ok(())
        }
    }

    /// The kind of an [`AbsPath`](super::AbsPath), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct AbsPath<'a> {
        pub(crate) rel_path: super::RelPath<'a>,
    }
    /// `"/" rel_path`, rebuilt from the components.
    impl BranchParts for AbsPath<'_> {
        const NAME: &'static str = "AbsPath";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("rel_path", &self.rel_path);
        }
        fn display(&self, _: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "/{}", self.rel_path)
        }
    }

    /// The kind of a [`NetPath`](super::NetPath), a [`Branch`](crate::grammar::Branch) node: its parts.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct NetPath<'a> {
        pub(crate) net_loc: super::NetLoc<'a>,
        pub(crate) abs_path: Option<super::AbsPath<'a>>,
    }
    /// `"//" net_loc [ abs_path ]`, rebuilt from the components.
    impl BranchParts for NetPath<'_> {
        const NAME: &'static str = "NetPath";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("net_loc", &self.net_loc).field("abs_path", &self.abs_path);
        }
        fn display(&self, _: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "//{}", self.net_loc)?;
            if let Some(abs_path) = self.abs_path {
                write!(f, "{abs_path}")?;
            }
            Ok(())
        }
    }

    /// The kind of a [`GenericRl`](super::GenericRl), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct GenericRl;
    /// The kind of an [`OpaqueUrl`](super::OpaqueUrl), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct OpaqueUrl;
    /// The kind of a [`Url`](super::Url), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Url;
}

impl Port<'_> {
    /// The port number, or `None` when the port is empty, not all digits or larger than 65535.
    #[must_use]
    pub fn number(&self) -> Option<u16> {
        if self.text.bytes().all(|b| b.is_ascii_digit()) { self.text.parse().ok() } else { None }
    }
}

/// A `net_loc` split as RFC 1738 §3.1 reads it: `<user>:<password>@<host>:<port>`, from [`NetLoc::login`].
///
/// RFC 1738 says that "within the user and password field, any ":", "@", or "/" must be encoded" and that the
/// host is a domain name or a dotted IPv4 address, so the login ends at the first `@`, the user at the first `:`
/// before it, and the host at the first `:` after it. This is a split, not a check: every `net_loc` splits, and
/// [`Login::host`] may hold characters that RFC 1738 §5 does not allow in a host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Login<'a> {
    user: Option<User<'a>>,
    password: Option<Password<'a>>,
    host: Host<'a>,
    port: Option<Port<'a>>,
}

impl<'a> Login<'a> {
    /// The user name, when there is an `@` (possibly empty: `ftp://@host.com/`).
    #[must_use]
    pub fn user(&self) -> Option<User<'a>> {
        self.user
    }
    /// The password, when the user name is followed by `:` (possibly empty: `ftp://foo:@host.com/`).
    #[must_use]
    pub fn password(&self) -> Option<Password<'a>> {
        self.password
    }
    /// The host, always present though possibly empty.
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        self.host
    }
    /// The port, when the host is followed by `:`.
    #[must_use]
    pub fn port(&self) -> Option<Port<'a>> {
        self.port
    }
}

impl<'a> NetLoc<'a> {
    /// The `net_loc` split as RFC 1738 §3.1 does, every part spanned; see [`Login`].
    ///
    /// ```
    /// let url = urigram::rfc1808::parse_url("ftp://foo:bar@host.com:21/pub").unwrap();
    /// let login = url.net_loc().unwrap().login();
    /// assert_eq!(login.user().unwrap().as_str(), "foo");
    /// assert_eq!(login.password().unwrap().span(), urigram::Span::new(10, 13));
    /// assert_eq!(login.host().as_str(), "host.com");
    /// assert_eq!(login.port().unwrap().number(), Some(21));
    /// ```
    #[must_use]
    pub fn login(&self) -> Login<'a> {
        let start = self.span.start;
        let piece =
            |from: usize, to: usize| (self.text.get(from..to).unwrap_or_default(), Span::new(start + from, start + to));
        let (mut user, mut password) = (None, None);
        let mut host_start = 0;
        if let Some(at) = self.text.find('@') {
            host_start = at + 1;
            match self.text.get(..at).unwrap_or_default().find(':') {
                Some(colon) => {
                    let (text, span) = piece(0, colon);
                    user = Some(User::new(text, span));
                    let (text, span) = piece(colon + 1, at);
                    password = Some(Password::new(text, span));
                }
                None => {
                    let (text, span) = piece(0, at);
                    user = Some(User::new(text, span));
                }
            }
        }
        let end = self.text.len();
        let (host, port) = match self.text.get(host_start..).unwrap_or_default().find(':') {
            Some(colon) => {
                let colon = host_start + colon;
                let (host, host_span) = piece(host_start, colon);
                let (port, port_span) = piece(colon + 1, end);
                (Host::new(host, host_span), Some(Port::new(port, port_span)))
            }
            None => {
                let (host, span) = piece(host_start, end);
                (Host::new(host, span), None)
            }
        };
        Login { user, password, host, port }
    }
}

/// `path = fsegment *( "/" segment )` (§2.2): never empty, and without the `/` that begins an `abs_path`. Its
/// `Debug` shows its segments after its text.
pub type Path<'a> = Leaf<'a, kind::Path>;

impl<'a> Path<'a> {
    /// The `fsegment`, then each `segment`, spanned, without allocating: `b//c` has `b`, the empty one, `c`.
    ///
    /// ```
    /// let url = urigram::rfc1808::parse_url("g/h/").unwrap();
    /// let segments: Vec<&str> = url.path().unwrap().segments().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["g", "h", ""]);
    /// ```
    #[must_use]
    pub fn segments(&self) -> Pieces<'a, Segment<'a>> {
        Pieces::new(self.text, self.span.start, b'/', Segment::new)
    }
}

/// `params = param *( ";" param )` (§2.2), without the `;` before it: one or more params, each possibly empty,
/// `;` separators included. Its `Debug` shows its params after its text.
pub type Params<'a> = Leaf<'a, kind::Params>;

impl<'a> Params<'a> {
    /// Each `param`, spanned, without allocating: `type=a;x` has `type=a` and `x`; the empty params have one
    /// empty param.
    ///
    /// ```
    /// let url = urigram::rfc1808::parse_url("ftp://h/f;type=a;x").unwrap();
    /// let params: Vec<_> = url.params().unwrap().iter().map(|p| (p.as_str(), p.span())).collect();
    /// assert_eq!(params, [("type=a", urigram::Span::new(10, 16)), ("x", urigram::Span::new(17, 18))]);
    /// ```
    #[must_use]
    pub fn iter(&self) -> Pieces<'a, Param<'a>> {
        Pieces::new(self.text, self.span.start, b';', Param::new)
    }
}

/// `rel_path = [ path ] [ ";" params ] [ "?" query ]` (§2.2); may be empty. Its `Display` rebuilds it from the
/// components.
pub type RelPath<'a> = Branch<'a, kind::RelPath<'a>>;

impl<'a> RelPath<'a> {
    /// The path, when there is one (a `path` is never empty).
    #[must_use]
    pub fn path(&self) -> Option<Path<'a>> {
        self.parts.path
    }
    /// The params, when there is a `;`.
    #[must_use]
    pub fn params(&self) -> Option<Params<'a>> {
        self.parts.params
    }
    /// The query, when there is a `?`.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.parts.query
    }
}

/// `abs_path = "/" rel_path` (§2.2).
pub type AbsPath<'a> = Branch<'a, kind::AbsPath<'a>>;

impl<'a> AbsPath<'a> {
    /// The relative path after the `/`.
    #[must_use]
    pub fn rel_path(&self) -> RelPath<'a> {
        self.parts.rel_path
    }
    /// Where the `/` is: RFC 1808 §2.4.6 says it is not part of the path, but must be remembered.
    #[must_use]
    pub fn slash(&self) -> Span {
        Span::new(self.span.start, self.span.start + 1)
    }
}

/// `net_path = "//" net_loc [ abs_path ]` (§2.2).
pub type NetPath<'a> = Branch<'a, kind::NetPath<'a>>;

impl<'a> NetPath<'a> {
    /// The network location.
    #[must_use]
    pub fn net_loc(&self) -> NetLoc<'a> {
        self.parts.net_loc
    }
    /// The absolute path after the network location, when there is a `/`.
    #[must_use]
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        self.parts.abs_path
    }
}

/// `relativeURL = net_path / abs_path / rel_path` (§2.2).
///
/// The alternatives cannot both match one text: `rel_path` cannot start with `/` (its `path` starts with
/// `fsegment = 1*pchar`) and `abs_path` cannot start with `//` for the same reason, so the variant says which
/// rule derived the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelativeUrl<'a> {
    /// `net_path`
    NetPath(NetPath<'a>),
    /// `abs_path`
    AbsPath(AbsPath<'a>),
    /// `rel_path`
    RelPath(RelPath<'a>),
}

impl<'a> RelativeUrl<'a> {
    /// The whole text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            RelativeUrl::NetPath(node) => node.as_str(),
            RelativeUrl::AbsPath(node) => node.as_str(),
            RelativeUrl::RelPath(node) => node.as_str(),
        }
    }
    /// Where the relative URL is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            RelativeUrl::NetPath(node) => node.span(),
            RelativeUrl::AbsPath(node) => node.span(),
            RelativeUrl::RelPath(node) => node.span(),
        }
    }
    /// Which alternative matched, by its rule.
    #[must_use]
    pub fn rule(&self) -> super::Rule {
        match self {
            RelativeUrl::NetPath(_) => super::Rule::NetPath,
            RelativeUrl::AbsPath(_) => super::Rule::AbsPath,
            RelativeUrl::RelPath(_) => super::Rule::RelPath,
        }
    }
    /// The network location of a `net_path`.
    #[must_use]
    pub fn net_loc(&self) -> Option<NetLoc<'a>> {
        match self {
            RelativeUrl::NetPath(node) => Some(node.net_loc()),
            _ => None,
        }
    }
    /// The `abs_path`, alone or after a `net_loc`.
    #[must_use]
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        match self {
            RelativeUrl::NetPath(node) => node.abs_path(),
            RelativeUrl::AbsPath(node) => Some(*node),
            RelativeUrl::RelPath(_) => None,
        }
    }
    /// The `rel_path` that holds the path, params and query: after the `/` of an `abs_path`, or the whole text.
    /// `None` for a `net_path` without an `abs_path`.
    #[must_use]
    pub fn rel_path(&self) -> Option<RelPath<'a>> {
        match self {
            RelativeUrl::RelPath(node) => Some(*node),
            _ => self.abs_path().map(|abs_path| abs_path.rel_path()),
        }
    }
    /// The path, without the `/` of an `abs_path`.
    #[must_use]
    pub fn path(&self) -> Option<Path<'a>> {
        self.rel_path().and_then(|rel| rel.path())
    }
    /// The params.
    #[must_use]
    pub fn params(&self) -> Option<Params<'a>> {
        self.rel_path().and_then(|rel| rel.params())
    }
    /// The query.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.rel_path().and_then(|rel| rel.query())
    }
}

impl fmt::Display for RelativeUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RelativeUrl::NetPath(node) => node.fmt(f),
            RelativeUrl::AbsPath(node) => node.fmt(f),
            RelativeUrl::RelPath(node) => node.fmt(f),
        }
    }
}

/// Which rule derived a [`RelativeUrl`], in a [`Layout`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum RelativeKind {
    /// `net_path`
    Net,
    /// `abs_path`
    Abs,
    /// `rel_path`
    Rel,
}

/// The layout, in a module of its own: public by name, so that the public node types can be [`Top`]s of it,
/// but out of the crate's reach.
mod layout {
    use super::{Offset, RelativeKind};

    /// Where the components of a URL are, as offsets from its start: what a parsed URL keeps beside its text,
    /// and what an owned one keeps beside its `String`. The nodes between the URL and its components (its
    /// `relativeURL`, `net_path`, `abs_path`, `rel_path`) are rebuilt from it on demand.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Layout {
        /// Length of the scheme of an `absoluteURL`, absent for a `relativeURL`.
        pub(super) scheme_len: Offset,
        /// Whether the `absoluteURL` is the second form, `scheme ":" *( uchar / reserved )`.
        pub(super) opaque: bool,
        /// The rule that derived the `relativeURL` (of the whole body, or after `scheme ":"`).
        pub(super) relative: RelativeKind,
        /// Where the `net_loc` of a `net_path` ends; it starts after the `//`.
        pub(super) net_loc_end: usize,
        /// Where the `/` of an `abs_path` is, absent without one.
        pub(super) abs_path_start: Offset,
        /// Where the `path` ends, absent when there is none; it starts where the `rel_path` does.
        pub(super) path_end: Offset,
        /// Where the params start (after their `;`), absent without a `;`.
        pub(super) params_start: Offset,
        /// Where the query starts (after its `?`), absent without a `?`.
        pub(super) query_start: Offset,
        /// Where the body ends: the `#` of the fragment, or the end.
        pub(super) body_end: usize,
        /// Where the fragment starts (after its `#`), absent without a `#`.
        pub(super) fragment_start: Offset,
    }
}
pub(crate) use layout::Layout;

// An absent component takes a word, as a present one does: eight offsets, and one word for the two kinds.
const _: () = assert!(size_of::<Layout>() == 9 * size_of::<usize>());

impl Layout {
    /// The layout of `relative`, counted from `origin`, after a scheme of `scheme_len` bytes (absent for none).
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn of_relative(origin: usize, scheme_len: Offset, relative: &RelativeUrl<'_>) -> Layout {
        let at = |offset: usize| offset.saturating_sub(origin);
        let (kind, net_loc_end, abs_path, rel_path) = match relative {
            RelativeUrl::NetPath(net) => (
                RelativeKind::Net,
                at(net.net_loc().span().end),
                net.abs_path(),
                net.abs_path().map(|abs| abs.rel_path()),
            ),
            RelativeUrl::AbsPath(abs) => (RelativeKind::Abs, 0, Some(*abs), Some(abs.rel_path())),
            RelativeUrl::RelPath(rel) => (RelativeKind::Rel, 0, None, Some(*rel)),
        };
        Layout {
            scheme_len,
            opaque: false,
            relative: kind,
            net_loc_end,
            abs_path_start: Offset::of(abs_path.map(|abs| at(abs.span.start))),
            path_end: Offset::of(rel_path.and_then(|rel| rel.path()).map(|path| at(path.span.end))),
            params_start: Offset::of(rel_path.and_then(|rel| rel.params()).map(|params| at(params.span.start))),
            query_start: Offset::of(rel_path.and_then(|rel| rel.query()).map(|query| at(query.span().start))),
            body_end: at(relative.span().end),
            fragment_start: Offset::NONE,
        }
    }

    /// Where a diagnosis reads a prefix with this layout again (see `last_component::read_last_component`): the prefix
    /// starts at byte `origin`, and is a `URL`'s when `fragment_allowed`. Read from the offsets alone, since
    /// building the nodes to ask them costs more than the reading it saves.
    pub(crate) fn last_component(&self, origin: usize, fragment_allowed: bool) -> LastComponent {
        let around = Around { generic_rl: self.scheme_len.is_some(), fragment_allowed };
        if self.fragment_start.is_some() {
            LastComponent::Fragment
        } else if self.opaque {
            // The second form reads to the end of the parse string from the scheme's ":", and is read again whole.
            LastComponent::Start
        } else if self.query_start.is_some() {
            LastComponent::Query(around)
        } else if let (RelativeKind::Net, Some(abs_path_start)) = (self.relative, self.abs_path_start.get()) {
            LastComponent::AbsPathAfterNetLoc { start: origin + abs_path_start, around }
        } else {
            LastComponent::Start
        }
    }

    /// The layout of the second form of `absoluteURL`, whose text after the colon ends at `end`.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn opaque(scheme_len: usize, end: usize) -> Layout {
        Layout {
            scheme_len: Offset::at(scheme_len),
            opaque: true,
            relative: RelativeKind::Rel,
            net_loc_end: 0,
            abs_path_start: Offset::NONE,
            path_end: Offset::NONE,
            params_start: Offset::NONE,
            query_start: Offset::NONE,
            body_end: end,
            fragment_start: Offset::NONE,
        }
    }
}

/// A URL's text, where it starts, and its [`Layout`]: what each of the top-level nodes is.
type Parts<'a> = Laid<'a, Layout>;

impl<'a> Parts<'a> {
    /// Where the `relativeURL` (or the opaque text) starts: after `scheme ":"`, or at the start.
    #[inline]
    fn relative_start(&self) -> usize {
        after_scheme(self.layout.scheme_len)
    }

    fn scheme(&self) -> Scheme<'a> {
        let (text, span) = self.part(0, self.layout.scheme_len.get().unwrap_or(0));
        Scheme::new(text, span)
    }

    /// The `rel_path` that starts at `from` and runs to the end of the body.
    fn rel_path(&self, from: usize) -> RelPath<'a> {
        let layout = self.layout;
        let (text, span) = self.part(from, layout.body_end);
        let path = layout.path_end.get().map(|path_end| {
            let (text, span) = self.part(from, path_end);
            Path::new(text, span)
        });
        let params = layout.params_start.get().map(|params_start| {
            let end = layout.query_start.get().map_or(layout.body_end, |query_start| query_start - 1);
            let (text, span) = self.part(params_start, end);
            Params::new(text, span)
        });
        let query = layout.query_start.get().map(|query_start| {
            let (text, span) = self.part(query_start, layout.body_end);
            Query::new(text, span)
        });
        RelPath::with_parts(text, span, kind::RelPath { path, params, query })
    }

    fn abs_path(&self) -> Option<AbsPath<'a>> {
        self.layout.abs_path_start.get().map(|start| {
            let (text, span) = self.part(start, self.layout.body_end);
            AbsPath::with_parts(text, span, kind::AbsPath { rel_path: self.rel_path(start + 1) })
        })
    }

    /// The `relativeURL` of the body, or of a `generic-RL` after its colon.
    fn relative(&self) -> RelativeUrl<'a> {
        let start = self.relative_start();
        match self.layout.relative {
            RelativeKind::Net => {
                let (text, span) = self.part(start, self.layout.body_end);
                let (net_loc, net_loc_span) = self.part(start + 2, self.layout.net_loc_end);
                let net_loc = NetLoc::new(net_loc, net_loc_span);
                RelativeUrl::NetPath(NetPath::with_parts(
                    text,
                    span,
                    kind::NetPath { net_loc, abs_path: self.abs_path() },
                ))
            }
            RelativeKind::Abs => match self.abs_path() {
                Some(abs_path) => RelativeUrl::AbsPath(abs_path),
                None => RelativeUrl::RelPath(self.rel_path(start)),
            },
            RelativeKind::Rel => RelativeUrl::RelPath(self.rel_path(start)),
        }
    }

    /// The body before the fragment, as a node of its own.
    fn body_parts(&self) -> Parts<'a> {
        let mut layout = self.layout;
        layout.fragment_start = Offset::NONE;
        Parts { text: self.text.get(..layout.body_end).unwrap_or_default(), start: self.start, layout }
    }
}

/// `generic-RL = scheme ":" relativeURL` (§2.2): the syntax a base URL must have.
///
/// Kept as its text and the offsets of its components; the accessors build each node on demand.
pub type GenericRl<'a> = Top<'a, Layout, kind::GenericRl>;

impl<'a> GenericRl<'a> {
    /// The URL `text` at `span`, from its parsed scheme and relative URL.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn new(text: &'a str, span: Span, scheme: Scheme<'a>, relative: RelativeUrl<'a>) -> Self {
        let layout = Layout::of_relative(span.start, Offset::at(scheme.as_str().len()), &relative);
        GenericRl::from_layout(text, span.start, layout)
    }
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        self.parts.scheme()
    }
    /// The relative URL after `scheme ":"`.
    #[must_use]
    pub fn relative_url(&self) -> RelativeUrl<'a> {
        self.parts.relative()
    }
}

/// The form `#[derive(Debug)]` would write for the node as it was parsed.
impl fmt::Debug for GenericRl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GenericRl")
            .field("text", &self.as_str())
            .field("span", &self.span())
            .field("scheme", &self.scheme())
            .field("relative", &self.relative_url())
            .finish()
    }
}

/// The second form of `absoluteURL`, `scheme ":" *( uchar / reserved )` (§2.2), which RFC 1808 leaves unnamed
/// and RFC 2068 §3.2.1 makes the whole of `absoluteURI`.
pub type OpaqueUrl<'a> = Top<'a, Layout, kind::OpaqueUrl>;

impl<'a> OpaqueUrl<'a> {
    /// The URL `text` at `span`, from its parsed scheme and the text after the colon.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn new(text: &'a str, span: Span, scheme: Scheme<'a>, opaque: Opaque<'a>) -> Self {
        let layout = Layout::opaque(scheme.as_str().len(), opaque.span().end.saturating_sub(span.start));
        OpaqueUrl::from_layout(text, span.start, layout)
    }
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        self.parts.scheme()
    }
    /// The text after `scheme ":"`.
    #[must_use]
    pub fn opaque(&self) -> Opaque<'a> {
        let (text, span) = self.parts.part(self.parts.relative_start(), self.parts.layout.body_end);
        Opaque::new(text, span)
    }
}

/// The form `#[derive(Debug)]` would write for the node as it was parsed.
impl fmt::Debug for OpaqueUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpaqueUrl")
            .field("text", &self.as_str())
            .field("span", &self.span())
            .field("scheme", &self.scheme())
            .field("opaque", &self.opaque())
            .finish()
    }
}

/// `absoluteURL = generic-RL / ( scheme ":" *( uchar / reserved ) )` (§2.2).
///
/// Every `generic-RL` also matches the second form, whose characters are a superset, so the grammar is
/// ambiguous; the variant is `GenericRl` whenever the text is one, as §2.4 parses every URL into the generic-RL
/// components, and `Opaque` only for the texts that only the second form derives. Those are exactly the ones
/// where, after `scheme "://" net_loc`, the path starts with `//` (`http://a//b`): `abs_path = "/" rel_path`
/// and a `rel_path` cannot start with `/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AbsoluteUrl<'a> {
    /// `generic-RL`
    GenericRl(GenericRl<'a>),
    /// `scheme ":" *( uchar / reserved )`, when the text is not a `generic-RL`
    Opaque(OpaqueUrl<'a>),
}

impl<'a> AbsoluteUrl<'a> {
    fn parts(&self) -> Parts<'a> {
        match self {
            AbsoluteUrl::GenericRl(node) => node.parts,
            AbsoluteUrl::Opaque(node) => node.parts,
        }
    }
    /// The node over `text` at offset `start`, whose components are where `layout` says.
    pub(crate) fn from_layout(text: &'a str, start: usize, layout: Layout) -> Self {
        if layout.opaque {
            AbsoluteUrl::Opaque(OpaqueUrl::from_layout(text, start, layout))
        } else {
            AbsoluteUrl::GenericRl(GenericRl::from_layout(text, start, layout))
        }
    }
    /// Where the components are, counted from the start of the text.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn layout(&self) -> Layout {
        self.parts().layout
    }
    /// The whole text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.parts().text
    }
    /// Where it is.
    #[must_use]
    pub fn span(&self) -> Span {
        self.parts().span()
    }
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        self.parts().scheme()
    }
    /// The relative URL of a `generic-RL`.
    #[must_use]
    pub fn relative_url(&self) -> Option<RelativeUrl<'a>> {
        match self {
            AbsoluteUrl::GenericRl(node) => Some(node.relative_url()),
            AbsoluteUrl::Opaque(_) => None,
        }
    }
    /// Whether this is a `generic-RL`.
    #[must_use]
    pub fn is_generic(&self) -> bool {
        matches!(self, AbsoluteUrl::GenericRl(_))
    }
}

impl fmt::Display for AbsoluteUrl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AbsoluteUrl::GenericRl(node) => node.fmt(f),
            AbsoluteUrl::Opaque(node) => node.fmt(f),
        }
    }
}

impl<'a> RelativeUrl<'a> {
    /// The node over `text` at offset `start`, whose components are where `layout` says.
    pub(crate) fn from_layout(text: &'a str, start: usize, layout: Layout) -> Self {
        Parts { text, start, layout }.relative()
    }
    /// Where the components are, counted from the start of the text.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn layout(&self) -> Layout {
        Layout::of_relative(self.span().start, Offset::NONE, self)
    }
}

/// What a [`Url`] holds before its `#`: `absoluteURL / relativeURL`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UrlBody<'a> {
    /// `absoluteURL`: §2.4.2 found a scheme.
    Absolute(AbsoluteUrl<'a>),
    /// `relativeURL`: no scheme.
    Relative(RelativeUrl<'a>),
}

impl fmt::Display for UrlBody<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UrlBody::Absolute(node) => node.fmt(f),
            UrlBody::Relative(node) => node.fmt(f),
        }
    }
}

/// `URL = ( absoluteURL / relativeURL ) [ "#" fragment ]` (§2.2).
///
/// The grammar derives a text like `g:h` both as an `absoluteURL` and as a `relativeURL` (whose path may hold
/// `:`); §2.4.2 takes the scheme whenever there is one, so the body is `Absolute` then. Kept as its text and the
/// offsets of its components; the accessors build each node on demand.
pub type Url<'a> = Top<'a, Layout, kind::Url>;

impl<'a> Url<'a> {
    /// The URL `text` at `span`, from its parsed body and fragment.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn new(text: &'a str, span: Span, body: UrlBody<'a>, fragment: Option<Fragment<'a>>) -> Self {
        let mut layout = match body {
            UrlBody::Absolute(absolute) => absolute.layout(),
            UrlBody::Relative(relative) => relative.layout(),
        };
        layout.fragment_start = Offset::of(fragment.map(|fragment| fragment.span().start.saturating_sub(span.start)));
        Url::from_layout(text, span.start, layout)
    }
    /// The absolute or relative URL before the `#`.
    #[must_use]
    pub fn body(&self) -> UrlBody<'a> {
        let parts = self.parts.body_parts();
        match self.absolute_url() {
            Some(absolute) => UrlBody::Absolute(absolute),
            None => UrlBody::Relative(parts.relative()),
        }
    }
    /// Whether the URL has no scheme.
    #[must_use]
    pub fn is_relative(&self) -> bool {
        self.parts.layout.scheme_len.is_none()
    }
    /// The absolute URL, when there is a scheme.
    #[must_use]
    pub fn absolute_url(&self) -> Option<AbsoluteUrl<'a>> {
        let parts = self.parts.body_parts();
        (!self.is_relative()).then(|| AbsoluteUrl::from_layout(parts.text, parts.start, parts.layout))
    }
    /// The relative URL: the whole body, or what follows the `scheme ":"` of a `generic-RL`.
    #[must_use]
    pub fn relative_url(&self) -> Option<RelativeUrl<'a>> {
        (!self.parts.layout.opaque).then(|| self.parts.relative())
    }
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        (!self.is_relative()).then(|| self.parts.scheme())
    }
    /// The network location.
    #[must_use]
    pub fn net_loc(&self) -> Option<NetLoc<'a>> {
        self.relative_url().and_then(|relative| relative.net_loc())
    }
    /// Whether the path is absolute: the relative URL has an `abs_path`, whose `/` §2.4.6 says to remember.
    #[must_use]
    pub fn has_abs_path(&self) -> bool {
        !self.parts.layout.opaque && self.parts.layout.abs_path_start.is_some()
    }
    /// The path, without the `/` of an `abs_path`.
    #[must_use]
    pub fn path(&self) -> Option<Path<'a>> {
        self.relative_url().and_then(|relative| relative.path())
    }
    /// The params.
    #[must_use]
    pub fn params(&self) -> Option<Params<'a>> {
        self.relative_url().and_then(|relative| relative.params())
    }
    /// The query.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.relative_url().and_then(|relative| relative.query())
    }
    /// The fragment, when there is a `#`.
    #[must_use]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.parts.layout.fragment_start.get().map(|fragment_start| {
            let (text, span) = self.parts.part(fragment_start, self.parts.text.len());
            Fragment::new(text, span)
        })
    }
}

/// Every component, flat, compact enough for snapshots.
impl fmt::Debug for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("Url");
        out.field("span", &self.span());
        let absolute = self.absolute_url();
        let form = match absolute {
            Some(AbsoluteUrl::GenericRl(_)) => "generic-RL",
            Some(AbsoluteUrl::Opaque(_)) => "scheme \":\" *( uchar / reserved )",
            None => "relativeURL",
        };
        out.field("form", &form);
        if let Some(scheme) = self.scheme() {
            out.field("scheme", &scheme);
        }
        if let Some(AbsoluteUrl::Opaque(opaque)) = absolute {
            out.field("opaque", &opaque.opaque());
        }
        if let Some(relative) = self.relative_url() {
            out.field("relative", &crate::Grammar::name(relative.rule()))
                .field("net_loc", &relative.net_loc())
                .field("slash", &relative.abs_path().map(|abs_path| abs_path.slash()))
                .field("path", &relative.path())
                .field("params", &relative.params())
                .field("query", &relative.query());
        }
        out.field("fragment", &self.fragment()).finish()
    }
}

impl AsRef<str> for RelativeUrl<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl AsRef<str> for AbsoluteUrl<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> crate::grammar::Components<'a> for Url<'a> {
    /// `scheme` (with the form of `absoluteURL` as its kind: `generic-RL` or `opaque`), `opaque` (the text
    /// after the colon of the second form, present only for it), `net_loc`, `path` (without the `/` of an
    /// `abs_path`; its kind is `abs_path` when that `/` is there, which §2.4.6 says to remember, else
    /// `rel_path`), `params`, `query`, `fragment`.
    fn components(&self) -> alloc::vec::Vec<crate::grammar::Component<'a>> {
        use crate::grammar::Component;
        let absolute = self.absolute_url();
        let opaque = match absolute {
            Some(AbsoluteUrl::Opaque(node)) => Some(node.opaque()),
            _ => None,
        };
        let form = if opaque.is_some() { "opaque" } else { "generic-RL" };
        let path_kind = if self.has_abs_path() { "abs_path" } else { "rel_path" };
        alloc::vec![
            Component::node("scheme", absolute.map(|a| a.scheme())).with_kind(form),
            Component::node("opaque", opaque),
            Component::node("net_loc", self.net_loc()),
            Component::node("path", self.path()).with_kind(path_kind),
            Component::node("params", self.params()),
            Component::node("query", self.query()),
            Component::node("fragment", self.fragment()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};

    use super::{AbsoluteUrl, Url};
    use crate::rfc1808::parse_url;

    /// The URL rebuilt from its components: the body (`scheme ":"` and the relative URL or the opaque text, or
    /// the relative URL alone), then `#` and the fragment.
    fn recompose(url: &Url<'_>) -> String {
        let mut out = match url.absolute_url() {
            Some(AbsoluteUrl::GenericRl(node)) => alloc::format!("{}:{}", node.scheme(), node.relative_url()),
            Some(AbsoluteUrl::Opaque(node)) => alloc::format!("{}:{}", node.scheme(), node.opaque()),
            None => url.relative_url().map(|relative| relative.to_string()).unwrap_or_default(),
        };
        if let Some(fragment) = url.fragment() {
            out.push('#');
            out.push_str(fragment.as_str());
        }
        out
    }

    #[test]
    fn the_components_recompose_the_text() {
        for text in ["", "#f", "http://u:p@a:80/b/c;p?q#f", "http://a//b", "g:h", "../g;x?y#s", "//a", "/b?"] {
            let url = parse_url(text).unwrap();
            assert_eq!(recompose(&url), text);
            assert_eq!(url.to_string(), text);
        }
    }
}
