//! The RFC 3986 syntax tree: typed, borrowed from the input, every node with its text and byte span.
//!
//! One enum variant per named ABNF alternative, so the tree says which production matched. Absent and empty
//! differ: `http://a?` has `Some` empty query, `http://a` has `None`.

use core::fmt;

use crate::Span;
use crate::grammar::{Laid, Leaf, Offset, Top};

mod edit;
pub(crate) use edit::Editor;

/// `scheme` (§3.1), without its `:`.
pub type Scheme<'a> = Leaf<'a, kind::Scheme>;
/// `userinfo` (§3.2.1), without its `@`.
pub type Userinfo<'a> = Leaf<'a, kind::Userinfo>;
/// `port` (§3.2.3), without its `:`; may be empty (`http://a:/`).
pub type Port<'a> = Leaf<'a, kind::Port>;
/// `IPv6address` (§3.2.2), without the brackets of its `IP-literal`.
pub type Ipv6Address<'a> = Leaf<'a, kind::Ipv6Address>;
/// `ZoneID = 1*( unreserved / pct-encoded )` (RFC 6874 §2): the zone of an `IPv6addrz`, without the `%25`
/// before it.
pub type ZoneId<'a> = Leaf<'a, kind::ZoneId>;
/// `IPv6addrz = IPv6address "%25" ZoneID` (RFC 6874 §2), without the brackets of its `IP-literal`. It keeps
/// its text alone, and builds its two parts on demand: the address holds no `%`, so the first one starts the
/// `%25` before the zone.
pub type Ipv6Addrz<'a> = Leaf<'a, kind::Ipv6Addrz>;
/// `IPvFuture` (§3.2.2), without the brackets of its `IP-literal`.
pub type IpvFuture<'a> = Leaf<'a, kind::IpvFuture>;
/// `IPv4address` (§3.2.2).
pub type Ipv4Address<'a> = Leaf<'a, kind::Ipv4Address>;
/// `reg-name` (§3.2.2); may be empty (`file:///`).
///
/// Kept as the text it was taken from and its place there, and sliced when its text is asked for: a reading
/// that needs no text of it (`Host::ip` of a registered name, most hosts) then costs nothing for it.
#[derive(Clone, Copy)]
pub struct RegName<'a> {
    /// A text that holds the name at `from`: the name's own text, or the whole reference's.
    source: &'a str,
    from: usize,
    span: Span,
}

impl<'a> RegName<'a> {
    /// The name `text` at `span`.
    pub(crate) fn new(text: &'a str, span: Span) -> Self {
        RegName { source: text, from: 0, span }
    }

    /// The name that a parser's slice is.
    pub(crate) fn from_input(input: &crate::grammar::Input<'a>) -> Self {
        RegName::new(input.fragment(), crate::grammar::span_of(input))
    }

    /// The name at `from` in `source`, at `span` of the input.
    #[inline]
    fn laid_out(source: &'a str, from: usize, span: Span) -> Self {
        RegName { source, from, span }
    }

    /// The node's text, a slice of the input.
    #[inline]
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        laid_out(self.source, self.from, self.from + self.span.len())
    }

    /// Where the node's text is in the input.
    #[inline]
    #[must_use]
    pub fn span(&self) -> Span {
        self.span
    }
}

/// Two names are equal when they are the same text at the same place, whichever text they were taken from.
impl PartialEq for RegName<'_> {
    fn eq(&self, other: &Self) -> bool {
        (self.as_str(), self.span) == (other.as_str(), other.span)
    }
}
impl Eq for RegName<'_> {}
impl core::hash::Hash for RegName<'_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (self.as_str(), self.span).hash(state);
    }
}
impl fmt::Debug for RegName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RegName({:?} @ {:?})", self.as_str(), self.span)
    }
}
impl fmt::Display for RegName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
impl AsRef<str> for RegName<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
/// `query` (§3.4), without its `?`; may be empty.
pub type Query<'a> = Leaf<'a, kind::Query>;
/// `fragment` (§3.5), without its `#`; may be empty.
pub type Fragment<'a> = Leaf<'a, kind::Fragment>;
/// One path `segment`, `segment-nz` or `segment-nz-nc` (§3.3), without the `/` around it.
pub type Segment<'a> = Leaf<'a, kind::Segment>;

/// The kinds of the RFC 3986 tree's [`Leaf`] and [`Top`] nodes: one zero-sized marker for each, named as its
/// node. A kind that other grammars have too is [`grammar::kind`](crate::grammar::kind)'s, made this grammar's
/// by its [`Rule`](super::Rule).
pub mod kind {
    use crate::grammar::kind as shared;

    /// The kind of a [`Scheme`](super::Scheme).
    pub type Scheme = shared::Scheme<crate::rfc3986::Rule>;
    /// The kind of a [`Userinfo`](super::Userinfo).
    pub type Userinfo = shared::Userinfo<crate::rfc3986::Rule>;
    /// The kind of a [`Port`](super::Port).
    pub type Port = shared::Port<crate::rfc3986::Rule>;
    /// The kind of a [`Ipv4Address`](super::Ipv4Address).
    pub type Ipv4Address = shared::Ipv4Address<crate::rfc3986::Rule>;
    /// The kind of a [`Ipv6Address`](super::Ipv6Address).
    pub type Ipv6Address = shared::Ipv6Address<crate::rfc3986::Rule>;
    /// The kind of a [`Query`](super::Query).
    pub type Query = shared::Query<crate::rfc3986::Rule>;
    /// The kind of a [`Fragment`](super::Fragment).
    pub type Fragment = shared::Fragment<crate::rfc3986::Rule>;
    /// The kind of a [`Segment`](super::Segment).
    pub type Segment = shared::Segment<crate::rfc3986::Rule>;

    crate::grammar::leaf_kinds! {
        /// The kind of a [`ZoneId`](super::ZoneId).
        pub struct ZoneId;
        /// The kind of a [`Ipv6Addrz`](super::Ipv6Addrz).
        pub struct Ipv6Addrz;
        /// The kind of a [`IpvFuture`](super::IpvFuture).
        pub struct IpvFuture;
    }

    /// The kind of a [`Uri`](super::Uri), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Uri;
    /// The kind of an [`AbsoluteUri`](super::AbsoluteUri), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct AbsoluteUri;
    /// The kind of a [`RelativeRef`](super::RelativeRef), a [`Top`](crate::grammar::Top) node.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct RelativeRef;
}

impl Port<'_> {
    /// The port number, or `None` when the port is empty or larger than 65535 (which the grammar allows: a
    /// port is `*DIGIT`, and its range is the scheme's business, §3.2.3).
    #[must_use]
    #[inline]
    pub fn number(&self) -> Option<u16> {
        super::typed::port_number_of(self.text.as_bytes())
    }
}

impl<'a> Ipv6Addrz<'a> {
    /// Where the `%25` starts, from the start of the text.
    fn percent(&self) -> usize {
        self.text.find('%').unwrap_or(self.text.len())
    }

    /// The `IPv6address` before the `%25`.
    #[must_use]
    pub fn address(&self) -> Ipv6Address<'a> {
        let end = self.percent();
        Ipv6Address::new(self.text.get(..end).unwrap_or_default(), Span::new(self.span.start, self.span.start + end))
    }

    /// The `ZoneID` after the `%25`.
    #[must_use]
    pub fn zone(&self) -> ZoneId<'a> {
        let start = (self.percent() + 3).min(self.text.len());
        ZoneId::new(self.text.get(start..).unwrap_or_default(), Span::new(self.span.start + start, self.span.end))
    }
}

impl Ipv4Address<'_> {
    /// The four octets. The grammar guarantees four `dec-octet`s, so this always succeeds on a parsed node.
    #[must_use]
    #[inline]
    pub fn octets(&self) -> [u8; 4] {
        // One pass over the digits and dots, in registers: `dec-octet`s are at most 255, and the wrapping
        // arithmetic and the bound on the index only keep a node built otherwise from panicking.
        let mut octets = [0u8; 4];
        let mut index = 0;
        for &byte in self.text.as_bytes() {
            if byte == b'.' {
                index += 1;
            } else if let Some(octet) = octets.get_mut(index) {
                *octet = octet.wrapping_mul(10).wrapping_add(byte.wrapping_sub(b'0'));
            }
        }
        octets
    }
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"` (§3.2.2): the address and its brackets; with RFC 6874,
/// `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum IpLiteral<'a> {
    /// `"[" IPv6address "]"`
    Ipv6 {
        /// The literal with its brackets.
        literal: &'a str,
        /// Where the literal with its brackets is.
        span: Span,
        /// The address inside the brackets.
        address: Ipv6Address<'a>,
    },
    /// `"[" IPv6addrz "]"` (RFC 6874 §2): only with RFC 6874.
    Ipv6Zoned {
        /// The literal with its brackets.
        literal: &'a str,
        /// Where the literal with its brackets is.
        span: Span,
        /// The address and its zone inside the brackets.
        address: Ipv6Addrz<'a>,
    },
    /// `"[" IPvFuture "]"`
    IpvFuture {
        /// The literal with its brackets.
        literal: &'a str,
        /// Where the literal with its brackets is.
        span: Span,
        /// The address inside the brackets.
        address: IpvFuture<'a>,
    },
}

impl<'a> IpLiteral<'a> {
    /// The literal with its brackets.
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        match *self {
            IpLiteral::Ipv6 { literal, .. }
            | IpLiteral::Ipv6Zoned { literal, .. }
            | IpLiteral::IpvFuture { literal, .. } => literal,
        }
    }

    /// Where the literal with its brackets is.
    #[must_use]
    #[inline]
    pub fn span(&self) -> Span {
        match *self {
            IpLiteral::Ipv6 { span, .. } | IpLiteral::Ipv6Zoned { span, .. } | IpLiteral::IpvFuture { span, .. } => {
                span
            }
        }
    }

    /// The address without its brackets, and without the `%25` and zone of an `IPv6addrz`.
    #[must_use]
    #[inline]
    pub fn address(&self) -> &'a str {
        match self {
            IpLiteral::Ipv6 { address, .. } => address.as_str(),
            IpLiteral::Ipv6Zoned { address, .. } => address.address().as_str(),
            IpLiteral::IpvFuture { address, .. } => address.as_str(),
        }
    }

    /// The zone of an `IPv6addrz` (RFC 6874), without its `%25`.
    #[must_use]
    #[inline]
    pub fn zone(&self) -> Option<ZoneId<'a>> {
        match *self {
            IpLiteral::Ipv6Zoned { address, .. } => Some(address.zone()),
            _ => None,
        }
    }
}

/// `host = IP-literal / IPv4address / reg-name` (§3.2.2).
///
/// A text that is both an `IPv4address` and a `reg-name` (`1.2.3.4`) is an `IPv4address`: §3.2.2 says "the
/// first-match-wins algorithm applies", so `256.1.1.1` and `1.2.3` are registered names.
// A tag of its own rather than a niche in the IP literal's: a reading of one kind right after
// `Authority::host` (`Host::ip`) then tests a constant, which the compiler folds into the arm that made it.
#[repr(u8)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// `IP-literal`
    IpLiteral(IpLiteral<'a>),
    /// `IPv4address`
    Ipv4(Ipv4Address<'a>),
    /// `reg-name`
    RegName(RegName<'a>),
}

impl<'a> Host<'a> {
    /// The host's text, with the brackets of an IP literal.
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        match self {
            Host::IpLiteral(literal) => literal.as_str(),
            Host::Ipv4(address) => address.as_str(),
            Host::RegName(name) => name.as_str(),
        }
    }

    /// Where the host is.
    #[must_use]
    #[inline]
    pub fn span(&self) -> Span {
        match self {
            Host::IpLiteral(literal) => literal.span(),
            Host::Ipv4(address) => address.span(),
            Host::RegName(name) => name.span(),
        }
    }
}

/// `IpLiteral::Ipv6("[::1]" @ 7..12, Ipv6Address("::1" @ 8..11))`
impl fmt::Debug for IpLiteral<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IpLiteral::Ipv6 { literal, span, address } => {
                write!(f, "IpLiteral::Ipv6({literal:?} @ {span:?}, {address:?})")
            }
            IpLiteral::Ipv6Zoned { literal, span, address } => {
                write!(f, "IpLiteral::Ipv6Zoned({literal:?} @ {span:?}, {address:?})")
            }
            IpLiteral::IpvFuture { literal, span, address } => {
                write!(f, "IpLiteral::IpvFuture({literal:?} @ {span:?}, {address:?})")
            }
        }
    }
}

/// The node of the alternative that matched, which names itself.
impl fmt::Debug for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::IpLiteral(literal) => literal.fmt(f),
            Host::Ipv4(address) => address.fmt(f),
            Host::RegName(name) => name.fmt(f),
        }
    }
}

impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (§3.2), without the `//` before it.
///
/// Stored as offsets into its text, so that a parsed reference stays small; the accessors build each
/// component's node on demand.
#[derive(Clone, Copy)]
pub struct Authority<'a> {
    /// A text that holds the authority at `offset`: the authority's own text, or the whole reference's, so
    /// that taking a component from a parsed reference slices its text once.
    source: &'a str,
    offset: usize,
    /// Where the authority starts in the input.
    start: usize,
    layout: AuthorityLayout,
}

/// Two authorities are equal when they are the same text at the same place, split the same way, whichever
/// text they were taken from.
impl PartialEq for Authority<'_> {
    fn eq(&self, other: &Self) -> bool {
        (self.as_str(), self.start, self.layout) == (other.as_str(), other.start, other.layout)
    }
}
impl Eq for Authority<'_> {}
impl core::hash::Hash for Authority<'_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (self.as_str(), self.start, self.layout).hash(state);
    }
}

/// Where the components of an authority are, as offsets from its start: what an [`Authority`] keeps, and what
/// a reference keeps of its authority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct AuthorityLayout {
    /// Length of the whole authority.
    len: usize,
    /// Length of the userinfo, absent without an `@`.
    userinfo_len: Offset,
    /// Where the host starts and ends.
    host_start: usize,
    host_end: usize,
    host_kind: HostKind,
    /// Where the port starts (it runs to the end), absent without a `:` after the host.
    port_start: Offset,
}

// An absent component takes a word, as a present one does: five offsets and the host's kind.
const _: () = assert!(size_of::<AuthorityLayout>() == 6 * size_of::<usize>());

/// `text[from..to]`, for two offsets of a layout of `text`: the slice every accessor of a parsed or owned
/// reference builds its node from.
///
/// The offsets are the layout's of this very text (the parser takes them at the ASCII delimiters `:`, `//`,
/// `@`, `[`, `]`, `?` and `#`, or the text's ends; resolution and relativization, which write layouts without a
/// parse, check each one against a parse in debug builds), so the checked slice always succeeds. It stays
/// checked, though unchecked it is measurably faster (BENCHMARKS.md, "Figures behind the code's choices"):
/// the crate forbids `unsafe` code, so that no layout bug can ever be more than a wrong or empty component.
#[inline]
fn laid_out(text: &str, from: usize, to: usize) -> &str {
    debug_assert!(text.get(from..to).is_some(), "{from}..{to} is no slice of {text:?}");
    text.get(from..to).unwrap_or_default()
}

/// The two kinds that [`Host::ip`](super::Host::ip) reads come first, so that a reading of them alone tests
/// the other three as one range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum HostKind {
    Ipv4,
    Ipv6,
    /// An `IPv6addrz`: the zone starts after the first `%` of the literal, which no `IPv6address` holds.
    Ipv6Zoned,
    IpvFuture,
    RegName,
}

impl<'a> Authority<'a> {
    /// The authority of `text` at `span`, from its parsed components. Always inlined in release builds: built in
    /// a call, the authority is returned through memory and copied again into the reference.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn new(
        text: &'a str,
        span: Span,
        userinfo: Option<Userinfo<'a>>,
        host: Host<'a>,
        port: Option<Port<'a>>,
    ) -> Self {
        let relative = |offset: usize| offset.saturating_sub(span.start);
        let host_kind = match host {
            Host::IpLiteral(IpLiteral::Ipv6 { .. }) => HostKind::Ipv6,
            Host::IpLiteral(IpLiteral::Ipv6Zoned { .. }) => HostKind::Ipv6Zoned,
            Host::IpLiteral(IpLiteral::IpvFuture { .. }) => HostKind::IpvFuture,
            Host::Ipv4(_) => HostKind::Ipv4,
            Host::RegName(_) => HostKind::RegName,
        };
        let layout = AuthorityLayout {
            len: text.len(),
            userinfo_len: Offset::of(userinfo.map(|userinfo| userinfo.as_str().len())),
            host_start: relative(host.span().start),
            host_end: relative(host.span().end),
            host_kind,
            port_start: Offset::of(port.map(|port| relative(port.span().start))),
        };
        Authority { source: text, offset: 0, start: span.start, layout }
    }

    /// Where its components are.
    #[inline]
    pub(crate) fn layout(&self) -> AuthorityLayout {
        self.layout
    }

    /// The node for `text[from..to]`.
    #[inline]
    fn part(&self, from: usize, to: usize) -> (&'a str, Span) {
        (laid_out(self.source, self.offset + from, self.offset + to), Span::new(self.start + from, self.start + to))
    }

    /// The authority's text, without the `//` before it.
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.part(0, self.layout.len).0
    }
    /// Where the authority is.
    #[must_use]
    #[inline]
    pub fn span(&self) -> Span {
        Span::new(self.start, self.start + self.layout.len)
    }
    /// The user information, when there is an `@`.
    #[must_use]
    #[inline]
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.layout.userinfo_len.get().map(|len| {
            let (text, span) = self.part(0, len);
            Userinfo::new(text, span)
        })
    }
    /// The host, always present though possibly an empty `reg-name`.
    #[must_use]
    // Always inlined, as what it buys (see below) is lost in a call.
    #[inline(always)]
    pub fn host(&self) -> Host<'a> {
        let AuthorityLayout { host_start, host_end, host_kind, .. } = self.layout;
        // The text is sliced in each arm, not before the match, and a registered name's not at all (its node
        // slices when its text is asked for): a caller that reads one kind alone (as `Host::ip` does) then
        // leaves the other kinds' slices, and their checks, out once inlined.
        let whole = || self.part(host_start, host_end);
        // The literal is "[" address "]": the address is one byte in from each end.
        let inner = || self.part(host_start + 1, host_end.saturating_sub(1));
        // One arm for each kind, the literals' too, so that a reading of one kind tests the kind once.
        match host_kind {
            HostKind::Ipv4 => {
                let (text, span) = whole();
                Host::Ipv4(Ipv4Address::new(text, span))
            }
            HostKind::RegName => Host::RegName(RegName::laid_out(
                self.source,
                self.offset + host_start,
                Span::new(self.start + host_start, self.start + host_end),
            )),
            HostKind::Ipv6 => {
                let ((literal, span), (inner, inner_span)) = (whole(), inner());
                Host::IpLiteral(IpLiteral::Ipv6 { literal, span, address: Ipv6Address::new(inner, inner_span) })
            }
            HostKind::Ipv6Zoned => {
                let ((literal, span), (inner, inner_span)) = (whole(), inner());
                Host::IpLiteral(IpLiteral::Ipv6Zoned { literal, span, address: Ipv6Addrz::new(inner, inner_span) })
            }
            HostKind::IpvFuture => {
                let ((literal, span), (inner, inner_span)) = (whole(), inner());
                Host::IpLiteral(IpLiteral::IpvFuture { literal, span, address: IpvFuture::new(inner, inner_span) })
            }
        }
    }
    /// The port's digits, when there is a `:` after the host: the bytes a reading of its number needs, taken
    /// without a `str` slice's character-boundary checks.
    #[inline]
    pub(crate) fn port_digits(&self) -> Option<&'a [u8]> {
        let AuthorityLayout { port_start, len, .. } = self.layout;
        self.source.as_bytes().get(self.offset + port_start.get()?..self.offset + len)
    }
    /// The port, when there is a `:` after the host.
    #[must_use]
    #[inline]
    pub fn port(&self) -> Option<Port<'a>> {
        self.layout.port_start.get().map(|port_start| {
            let (text, span) = self.part(port_start, self.layout.len);
            Port::new(text, span)
        })
    }
}

impl fmt::Debug for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Authority")
            .field("text", &self.as_str())
            .field("span", &self.span())
            .field("userinfo", &self.userinfo())
            .field("host", &self.host())
            .field("port", &self.port())
            .finish()
    }
}

/// §5.3: `[ userinfo "@" ] host [ ":" port ]`, rebuilt from the components.
impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(userinfo) = self.userinfo() {
            write!(f, "{userinfo}@")?;
        }
        write!(f, "{}", self.host())?;
        if let Some(port) = self.port() {
            write!(f, ":{port}")?;
        }
        Ok(())
    }
}

/// Which of the five path rules of §3.3 matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PathKind {
    /// `path-abempty = *( "/" segment )`: after an authority; begins with `/` or is empty.
    Abempty,
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`: begins with `/` but not `//`.
    Absolute,
    /// `path-noscheme = segment-nz-nc *( "/" segment )`: a relative reference's path; no `:` in its first segment.
    Noscheme,
    /// `path-rootless = segment-nz *( "/" segment )`: begins with a segment.
    Rootless,
    /// `path-empty = 0<pchar>`: zero characters.
    Empty,
}

impl PathKind {
    /// The rule's name in RFC 3986.
    #[must_use]
    pub const fn rule(self) -> super::Rule {
        match self {
            PathKind::Abempty => super::Rule::PathAbempty,
            PathKind::Absolute => super::Rule::PathAbsolute,
            PathKind::Noscheme => super::Rule::PathNoscheme,
            PathKind::Rootless => super::Rule::PathRootless,
            PathKind::Empty => super::Rule::PathEmpty,
        }
    }
}

/// A path (§3.3): its kind, its text and its segments.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    pub(crate) kind: PathKind,
    pub(crate) text: &'a str,
    /// Where the text starts in the input (the span is kept as its start alone, to keep the node small).
    pub(crate) start: usize,
}

impl<'a> Path<'a> {
    /// Which path rule matched.
    #[must_use]
    #[inline]
    pub fn kind(&self) -> PathKind {
        self.kind
    }
    /// The path's text.
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.text
    }
    /// Where the path is (an empty span where the path is empty).
    #[must_use]
    #[inline]
    pub fn span(&self) -> Span {
        Span::new(self.start, self.start + self.text.len())
    }
    /// Whether the path has no characters.
    #[must_use]
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The segments the path's rule derives, in order, each spanned, without allocating.
    ///
    /// They follow the ABNF: `path-abempty` `/a/` has segments `a` and the empty one; `path-absolute` `/` has
    /// none; `path-rootless` `a/b` has `a` and `b`; `path-empty` has none.
    ///
    /// ```
    /// let uri = urigram::rfc3986::parse_uri_reference("http://h/a/b/").unwrap();
    /// let segments: Vec<&str> = uri.path().segments().map(|s| s.as_str()).collect();
    /// assert_eq!(segments, ["a", "b", ""]);
    /// ```
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        match self.kind {
            PathKind::Empty => Segments::none(Segment::new),
            PathKind::Abempty if self.text.is_empty() => Segments::none(Segment::new),
            PathKind::Absolute if self.text.len() == 1 => Segments::none(Segment::new),
            PathKind::Abempty | PathKind::Absolute => {
                Segments::new(self.text.get(1..).unwrap_or_default(), self.start + 1, b'/', Segment::new)
            }
            PathKind::Noscheme | PathKind::Rootless => Segments::new(self.text, self.start, b'/', Segment::new),
        }
    }
}

/// `Path::Abempty("/a/b" @ 4..8) [Segment("a" @ 5..6), Segment("b" @ 7..8)]`: the segments the rule derives.
impl fmt::Debug for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Path::{:?}({:?} @ {:?}) ", self.kind, self.text, self.span())?;
        f.debug_list().entries(self.segments()).finish()
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// The segments of a [`Path`], from [`Path::segments`].
pub type Segments<'a> = crate::grammar::Pieces<'a, Segment<'a>>;

/// The part of a URI or relative reference before its query: an authority and a path, or a path alone.
///
/// `hier-part` (§3) and `relative-part` (§4.2) differ only in which rootless path they allow, which
/// [`Path::kind`] records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HierPart<'a> {
    pub(crate) authority: Option<Authority<'a>>,
    pub(crate) path: Path<'a>,
}

impl<'a> HierPart<'a> {
    /// The authority, when the part starts with `//`.
    #[must_use]
    #[inline]
    pub fn authority(&self) -> Option<Authority<'a>> {
        self.authority
    }
    /// The path, always present though possibly empty.
    #[must_use]
    #[inline]
    pub fn path(&self) -> Path<'a> {
        self.path
    }
}

/// §5.3: `"//" authority` when there is one, then the path.
impl fmt::Display for HierPart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(authority) = self.authority {
            write!(f, "//{authority}")?;
        }
        write!(f, "{}", self.path)
    }
}

/// The layout, in a module of its own: public by name, so that the public node types can be [`Top`]s of it,
/// but out of the crate's reach.
mod layout {
    use super::{AuthorityLayout, Offset, PathKind};

    /// Where each component of a reference is, as offsets from the reference's start: what a parsed reference
    /// keeps beside its text, and what an owned one keeps beside its `String`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Layout {
        /// Length of the scheme, absent in a relative reference.
        pub(super) scheme_len: Offset,
        /// The authority, which starts after the `//` that starts the hierarchical part.
        pub(super) authority: Option<AuthorityLayout>,
        /// Where the path ends; it starts where the scheme's `:` or the authority ends.
        pub(super) path_end: usize,
        pub(super) path_kind: PathKind,
        /// Where the query starts (after its `?`), absent without a `?`.
        pub(super) query_start: Offset,
        /// Where the fragment starts (after its `#`), absent without a `#`.
        pub(super) fragment_start: Offset,
    }
}
pub(crate) use layout::Layout;

/// A reference's text, where it starts, and its [`Layout`]: what each top-level node keeps, and builds the
/// nodes of its components from on demand.
pub(crate) type Parts<'a> = Laid<'a, Layout>;

// An absent component takes a word, as a present one does: four offsets, the authority's six words, and the
// path's kind.
const _: () = assert!(size_of::<Layout>() == 11 * size_of::<usize>());

impl Layout {
    /// The layout of a URI written as `scheme ":" ["//" authority] path ["?" query] ["#" fragment]` from parts
    /// whose layouts are known: a scheme of `scheme_len` bytes, an authority laid out as `authority`, a path of
    /// `path_kind` ending at `path_end`, the query and fragment starting (after their delimiters) where given.
    /// Resolution writes targets this way, so that they need no second parse.
    pub(crate) fn of_uri(
        scheme_len: usize,
        authority: Option<AuthorityLayout>,
        (path_end, path_kind): (usize, PathKind),
        query_start: Option<usize>,
        fragment_start: Option<usize>,
    ) -> Layout {
        Layout {
            scheme_len: Offset::at(scheme_len),
            authority,
            path_end,
            path_kind,
            query_start: Offset::of(query_start),
            fragment_start: Offset::of(fragment_start),
        }
    }
}

impl Layout {
    /// The layout of a relative reference written as `["//" authority] path ["?" query] ["#" fragment]`: as
    /// [`Layout::of_uri`], without a scheme.
    pub(crate) fn of_relative(
        authority: Option<AuthorityLayout>,
        path_end: (usize, PathKind),
        query_start: Option<usize>,
        fragment_start: Option<usize>,
    ) -> Layout {
        Layout { scheme_len: Offset::NONE, ..Layout::of_uri(0, authority, path_end, query_start, fragment_start) }
    }
}

impl<'a> Parts<'a> {
    /// The reference `text` at `span`, from its parsed components.
    #[inline]
    pub(crate) fn new(
        text: &'a str,
        span: Span,
        scheme: Option<Scheme<'a>>,
        hier: HierPart<'a>,
        query: Option<Query<'a>>,
        fragment: Option<Fragment<'a>>,
    ) -> Self {
        let relative = |node_span: Span| node_span.start.saturating_sub(span.start);
        let layout = Layout {
            scheme_len: Offset::of(scheme.map(|scheme| scheme.as_str().len())),
            authority: hier.authority.map(|authority| authority.layout()),
            path_end: relative(hier.path.span()) + hier.path.text.len(),
            path_kind: hier.path.kind,
            query_start: Offset::of(query.map(|query| relative(query.span()))),
            fragment_start: Offset::of(fragment.map(|fragment| relative(fragment.span()))),
        };
        Parts { text, start: span.start, layout }
    }

    /// The reference `text` starting at offset `start` of the input, whose components are where `layout` says.
    #[inline]
    pub(crate) fn from_layout(text: &'a str, start: usize, layout: Layout) -> Self {
        Parts { text, start, layout }
    }

    /// Where the components are, counted from the start of the text.
    #[inline]
    pub(crate) fn layout(&self) -> Layout {
        self.layout
    }

    /// The reference's text.
    #[inline]
    pub(crate) fn text(&self) -> &'a str {
        self.text
    }

    /// The scheme's bytes, when there is a scheme: what [`default_port`](super::default_port) reads, taken
    /// without a `str` slice's character-boundary checks.
    #[inline]
    pub(crate) fn scheme_bytes(&self) -> Option<&'a [u8]> {
        self.text.as_bytes().get(..self.layout.scheme_len.get()?)
    }

    #[inline]
    pub(crate) fn scheme(&self) -> Option<Scheme<'a>> {
        self.layout.scheme_len.get().map(|len| {
            let (text, span) = self.part(0, len);
            Scheme::new(text, span)
        })
    }

    /// Where the hierarchical (or relative) part starts: after the scheme's `:`, or at the start.
    #[inline]
    fn hier_start(&self) -> usize {
        crate::grammar::after_scheme(self.layout.scheme_len)
    }

    #[inline]
    pub(crate) fn authority(&self) -> Option<Authority<'a>> {
        self.layout.authority.map(|layout| {
            let offset = self.hier_start() + 2;
            Authority { source: self.text, offset, start: self.start + offset, layout }
        })
    }

    #[inline]
    pub(crate) fn path(&self) -> Path<'a> {
        let start = self.hier_start() + self.layout.authority.map_or(0, |authority| 2 + authority.len);
        let (text, span) = self.part(start, self.layout.path_end);
        Path { kind: self.layout.path_kind, text, start: span.start }
    }

    #[inline]
    pub(crate) fn hier(&self) -> HierPart<'a> {
        HierPart { authority: self.authority(), path: self.path() }
    }

    #[inline]
    pub(crate) fn query(&self) -> Option<Query<'a>> {
        self.layout.query_start.get().map(|query_start| {
            // The query ends at the `#` of a fragment, or at the end.
            let end = self.layout.fragment_start.get().map_or(self.text.len(), |fragment_start| fragment_start - 1);
            let (text, span) = self.part(query_start, end);
            Query::new(text, span)
        })
    }

    #[inline]
    pub(crate) fn fragment(&self) -> Option<Fragment<'a>> {
        self.layout.fragment_start.get().map(|fragment_start| {
            let (text, span) = self.part(fragment_start, self.text.len());
            Fragment::new(text, span)
        })
    }
}

/// §5.3 Component Recomposition, written over the parsed components.
impl fmt::Display for Parts<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(scheme) = self.scheme() {
            write!(f, "{scheme}:")?;
        }
        write!(f, "{}", self.hier())?;
        if let Some(query) = self.query() {
            write!(f, "?{query}")?;
        }
        if let Some(fragment) = self.fragment() {
            write!(f, "#{fragment}")?;
        }
        Ok(())
    }
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (§3).
///
/// Kept as its text and the offsets of its components; the accessors build each node on demand. Ordered by text
/// (byte order, as `str`), then by place in the input.
pub type Uri<'a> = Top<'a, Layout, kind::Uri>;

/// `absolute-URI = scheme ":" hier-part [ "?" query ]` (§4.3): a URI without a fragment, as a base URI must be.
///
/// Kept as its text and the offsets of its components; the accessors build each node on demand.
pub type AbsoluteUri<'a> = Top<'a, Layout, kind::AbsoluteUri>;

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (§4.2).
///
/// Kept as its text and the offsets of its components; the accessors build each node on demand.
pub type RelativeRef<'a> = Top<'a, Layout, kind::RelativeRef>;

/// What the rule of a top-level node says of its components, as bounds on the nodes' accessors; in a module of
/// its own: public by name, so that the public nodes' methods can be bounded by them, but out of the crate's
/// reach.
mod top_rule {
    /// The kind of a node whose rule starts with `scheme ":" hier-part`: a `URI` or an `absolute-URI`.
    pub trait SchemeRequired {}
    /// The kind of a node whose rule ends with `[ "#" fragment ]`: a `URI` or a `relative-ref`.
    pub trait FragmentAllowed {}

    impl SchemeRequired for super::kind::Uri {}
    impl SchemeRequired for super::kind::AbsoluteUri {}
    impl FragmentAllowed for super::kind::Uri {}
    impl FragmentAllowed for super::kind::RelativeRef {}
}
pub(crate) use top_rule::SchemeRequired;

/// The components that every RFC 3986 top-level node has.
impl<'a, K> Top<'a, Layout, K> {
    /// Its text and the offsets of its components.
    #[inline]
    pub(crate) fn parts(&self) -> &Parts<'a> {
        &self.parts
    }
    /// The authority, when the hierarchical part starts with `//`.
    #[must_use]
    #[inline]
    pub fn authority(&self) -> Option<Authority<'a>> {
        self.parts.authority()
    }
    /// The path, always present though possibly empty.
    #[must_use]
    #[inline]
    pub fn path(&self) -> Path<'a> {
        self.parts.path()
    }
    /// The query, when there is a `?`; `Some` empty query for a `?` with nothing after it.
    #[must_use]
    #[inline]
    pub fn query(&self) -> Option<Query<'a>> {
        self.parts.query()
    }
}

/// The scheme and hierarchical part of a [`Uri`] and an [`AbsoluteUri`], which always have them.
impl<'a, K: top_rule::SchemeRequired> Top<'a, Layout, K> {
    /// The scheme.
    #[must_use]
    #[inline]
    pub fn scheme(&self) -> Scheme<'a> {
        // `Uri` and `AbsoluteUri`, the nodes that declare it, are only built with a scheme.
        self.parts.scheme().unwrap_or(Scheme::new("", Span::at(0)))
    }
    /// The hierarchical part.
    #[must_use]
    #[inline]
    pub fn hier_part(&self) -> HierPart<'a> {
        self.parts.hier()
    }
}

/// The fragment of a [`Uri`] and a [`RelativeRef`], whose rules end with `[ "#" fragment ]`.
impl<'a, K: top_rule::FragmentAllowed> Top<'a, Layout, K> {
    /// The fragment, when there is a `#`.
    #[must_use]
    #[inline]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.parts.fragment()
    }
}

impl<'a> RelativeRef<'a> {
    /// The relative part: authority and path.
    #[must_use]
    #[inline]
    pub fn relative_part(&self) -> HierPart<'a> {
        self.parts.hier()
    }
}

/// `URI-reference = URI / relative-ref` (§4.1).
///
/// The two cannot both match one text: a URI's scheme is followed by `:`, which a relative reference's first
/// segment may not hold (§4.2), so the variant says which rule derived the text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum UriReference<'a> {
    /// `URI`
    Uri(Uri<'a>),
    /// `relative-ref`
    RelativeRef(RelativeRef<'a>),
}

impl<'a> UriReference<'a> {
    #[inline]
    pub(crate) fn parts(&self) -> &Parts<'a> {
        match self {
            UriReference::Uri(uri) => &uri.parts,
            UriReference::RelativeRef(relative) => &relative.parts,
        }
    }
    /// The whole text that was parsed.
    #[must_use]
    #[inline]
    pub fn as_str(&self) -> &'a str {
        self.parts().text()
    }
    /// Where the node is (the whole input, for a top-level parse).
    #[must_use]
    #[inline]
    pub fn span(&self) -> Span {
        self.parts().span()
    }
    /// The authority, when the hierarchical part starts with `//`.
    #[must_use]
    #[inline]
    pub fn authority(&self) -> Option<Authority<'a>> {
        self.parts().authority()
    }
    /// The path, always present though possibly empty.
    #[must_use]
    #[inline]
    pub fn path(&self) -> Path<'a> {
        self.parts().path()
    }
    /// The query, when there is a `?`; `Some` empty query for a `?` with nothing after it.
    #[must_use]
    #[inline]
    pub fn query(&self) -> Option<Query<'a>> {
        self.parts().query()
    }
    /// The fragment, when there is a `#`.
    #[must_use]
    #[inline]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.parts().fragment()
    }
    /// The scheme, present exactly for a `URI`.
    #[must_use]
    #[inline]
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        self.parts().scheme()
    }
    /// Whether this is a `relative-ref`.
    #[must_use]
    #[inline]
    pub fn is_relative(&self) -> bool {
        matches!(self, UriReference::RelativeRef(_))
    }
}

/// The texts' byte order (as `str` orders them, not RFC 3986 §6 equivalence), then the places in the input, as
/// [`Uri`] and [`RelativeRef`] order; which rule derived the text does not come first, as it follows from the text.
impl PartialOrd for UriReference<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for UriReference<'_> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.parts().cmp(other.parts())
    }
}

/// The `Debug` of every top-level node: its rule and components, compact enough for snapshots.
fn debug_parts(name: &str, parts: &Parts<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut out = f.debug_struct(name);
    out.field("span", &parts.span());
    if let Some(scheme) = parts.scheme() {
        out.field("scheme", &scheme);
    }
    out.field("authority", &parts.authority())
        .field("path", &parts.path())
        .field("query", &parts.query())
        .field("fragment", &parts.fragment())
        .finish()
}

impl fmt::Debug for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_parts("Uri", &self.parts, f)
    }
}
impl fmt::Debug for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("AbsoluteUri");
        out.field("span", &self.parts.span())
            .field("scheme", &self.scheme())
            .field("authority", &self.parts.authority())
            .field("path", &self.parts.path())
            .field("query", &self.parts.query())
            .finish()
    }
}
impl fmt::Debug for RelativeRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_parts("RelativeRef", &self.parts, f)
    }
}
impl fmt::Debug for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UriReference::Uri(uri) => uri.fmt(f),
            UriReference::RelativeRef(relative) => relative.fmt(f),
        }
    }
}

// `Display` is the text that was parsed, which is also what `Parts`' `Display` recomposes from the components;
// the other top-level nodes have it as `Top`s.
impl fmt::Display for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
impl AsRef<str> for UriReference<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
// The nodes inside a reference lend their text as well.
impl AsRef<str> for Authority<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl AsRef<str> for Host<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl AsRef<str> for IpLiteral<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
impl AsRef<str> for Path<'_> {
    #[inline]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> crate::grammar::Components<'a> for UriReference<'a> {
    /// `scheme`, `authority`, `userinfo`, `host` (with its kind), `port`, `path` (with its rule), `query`,
    /// `fragment`.
    fn components(&self) -> alloc::vec::Vec<crate::grammar::Component<'a>> {
        use crate::grammar::Component;
        let leaf = Component::of;
        let authority = self.authority();
        let host = authority.map(|authority| authority.host());
        let host_kind = match host {
            Some(Host::IpLiteral(IpLiteral::Ipv6 { .. })) => "ipv6",
            Some(Host::IpLiteral(IpLiteral::Ipv6Zoned { .. })) => "ipv6-zoned",
            Some(Host::IpLiteral(IpLiteral::IpvFuture { .. })) => "ipvfuture",
            Some(Host::Ipv4(_)) => "ipv4",
            _ => "reg-name",
        };
        let path = self.path();
        alloc::vec![
            leaf("scheme", self.scheme().map(|s| (s.as_str(), s.span()))),
            leaf("authority", authority.map(|a| (a.as_str(), a.span()))),
            leaf("userinfo", authority.and_then(|a| a.userinfo()).map(|u| (u.as_str(), u.span()))),
            leaf("host", host.map(|h| (h.as_str(), h.span()))).with_kind(host_kind),
            leaf("port", authority.and_then(|a| a.port()).map(|p| (p.as_str(), p.span()))),
            Component::present("path", path.as_str(), path.span()).with_kind(crate::Grammar::name(path.kind().rule())),
            leaf("query", self.query().map(|q| (q.as_str(), q.span()))),
            leaf("fragment", self.fragment().map(|f| (f.as_str(), f.span()))),
        ]
    }
}
