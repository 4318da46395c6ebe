//! The RFC 8089 syntax tree: borrowed from the input, every node with its text and byte span. The nodes of the
//! rules RFC 8089 imports (`host`, `path-absolute`, `userinfo`, ...) are RFC 3986's.

use crate::Span;
use crate::grammar::Branch;
use crate::rfc3986::ast::{Host, Ipv4Address, Path, RegName, Userinfo};

/// The parts of the RFC 8089 tree's [`Branch`] nodes: one struct for each node, named as it, holding the child
/// nodes the grammar derived it from (read through the node's accessors).
pub mod kind {
    use core::fmt;

    use crate::Span;
    use crate::grammar::BranchParts;

    /// The parts of a [`FileUri`](super::FileUri): where its scheme is, and what follows its `:`.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct FileUri<'a> {
        pub(crate) scheme: Span,
        pub(crate) part: super::FileHierPart<'a>,
    }
    impl BranchParts for FileUri<'_> {
        const NAME: &'static str = "FileUri";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("scheme", &self.scheme).field("part", &self.part);
        }
    }

    /// The parts of a [`FileHierPart`](super::FileHierPart): an optional authority, an optional drive letter
    /// and a `path-absolute`.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct FileHierPart<'a> {
        pub(crate) authority: Option<super::FileAuthority<'a>>,
        pub(crate) drive_letter: Option<super::DriveLetter<'a>>,
        pub(crate) path: crate::rfc3986::ast::Path<'a>,
    }
    impl BranchParts for FileHierPart<'_> {
        const NAME: &'static str = "FileHierPart";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("authority", &self.authority)
                .field("drive_letter", &self.drive_letter)
                .field("path", &self.path);
        }
    }

    /// The parts of an [`UncAuthority`](super::UncAuthority): its host.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct UncAuthority<'a> {
        pub(crate) host: super::FileHost<'a>,
    }
    impl BranchParts for UncAuthority<'_> {
        const NAME: &'static str = "UncAuthority";
        fn debug_fields(&self, node: &mut fmt::DebugStruct<'_, '_>) {
            node.field("host", &self.host);
        }
    }

    /// The parts of a [`DriveLetter`](super::DriveLetter): none, its letter and separator are its text.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct DriveLetter;
    impl BranchParts for DriveLetter {
        const NAME: &'static str = "DriveLetter";
    }
}

/// `file-URI = file-scheme ":" file-hier-part` (§2).
pub type FileUri<'a> = Branch<'a, kind::FileUri<'a>>;

impl<'a> FileUri<'a> {
    /// Where the scheme (`file`, in any case) is.
    #[must_use]
    pub fn scheme_span(&self) -> Span {
        self.parts.scheme
    }
    /// What follows `file:`.
    #[must_use]
    pub fn file_hier_part(&self) -> FileHierPart<'a> {
        self.parts.part
    }
    /// The authority, when there is a non-empty one (`file://host/...`, `file://localhost/...`, or a UNC
    /// authority); `None` for `file:/path` and for `file:///path`, whose empty `file-auth` and absent one derive
    /// the same text.
    #[must_use]
    pub fn authority(&self) -> Option<FileAuthority<'a>> {
        self.parts.part.parts.authority
    }
    /// The drive letter of a DOS or Windows path (Appendix E.2), when the path begins with one.
    #[must_use]
    pub fn drive_letter(&self) -> Option<DriveLetter<'a>> {
        self.parts.part.parts.drive_letter
    }
    /// The `path-absolute` (after the drive letter, when there is one).
    #[must_use]
    pub fn path(&self) -> Path<'a> {
        self.parts.part.parts.path
    }
    /// Whether the file is local by its syntax (§3: "A file URI is considered "local" if it has no
    /// "file-auth", or the "file-auth" is the special string "localhost""; a host that resolves to this
    /// machine is local too, which no syntax can tell).
    #[must_use]
    pub fn is_local(&self) -> bool {
        matches!(self.parts.part.parts.authority, None | Some(FileAuthority::Auth(FileAuth::Localhost { .. })))
    }
}

/// What follows `file:`, or a part of it: `file-hier-part`, `auth-path`, `local-path` and `file-absolute` all
/// read as an optional authority, an optional drive letter and a `path-absolute`.
pub type FileHierPart<'a> = Branch<'a, kind::FileHierPart<'a>>;

impl<'a> FileHierPart<'a> {
    /// The authority, when there is a non-empty one.
    #[must_use]
    pub fn authority(&self) -> Option<FileAuthority<'a>> {
        self.parts.authority
    }
    /// The drive letter, when the path begins with one (Appendix E.2).
    #[must_use]
    pub fn drive_letter(&self) -> Option<DriveLetter<'a>> {
        self.parts.drive_letter
    }
    /// The `path-absolute`.
    #[must_use]
    pub fn path(&self) -> Path<'a> {
        self.parts.path
    }
}

/// The authority of a file URI: `file-auth` (§2, Appendix E.1), or Appendix E.3.2's `unc-authority`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileAuthority<'a> {
    /// `file-auth`
    Auth(FileAuth<'a>),
    /// `unc-authority` (Appendix E.3.2)
    Unc(UncAuthority<'a>),
}

impl<'a> FileAuthority<'a> {
    /// The whole text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            FileAuthority::Auth(auth) => auth.as_str(),
            FileAuthority::Unc(unc) => unc.as_str(),
        }
    }
    /// Where it is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            FileAuthority::Auth(auth) => auth.span(),
            FileAuthority::Unc(unc) => unc.span(),
        }
    }
}

/// `file-auth = "localhost" / host` (§2), or with Appendix E.1, `"localhost" / [ userinfo "@" ] host`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileAuth<'a> {
    /// `"localhost"`, in any case: "the machine from which the URI is being interpreted" (§2).
    Localhost {
        /// The text.
        text: &'a str,
        /// Where it is.
        span: Span,
    },
    /// `[ userinfo "@" ] host`.
    Host {
        /// The text.
        text: &'a str,
        /// Where it is.
        span: Span,
        /// The user information (Appendix E.1), when there is an `@`.
        userinfo: Option<Userinfo<'a>>,
        /// The host.
        host: Host<'a>,
    },
}

impl<'a> FileAuth<'a> {
    /// The whole text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match *self {
            FileAuth::Localhost { text, .. } | FileAuth::Host { text, .. } => text,
        }
    }
    /// Where it is.
    #[must_use]
    pub fn span(&self) -> Span {
        match *self {
            FileAuth::Localhost { span, .. } | FileAuth::Host { span, .. } => span,
        }
    }
}

/// `unc-authority = 2*3"/" file-host` (Appendix E.3.2): the host of a UNC string written in the path.
pub type UncAuthority<'a> = Branch<'a, kind::UncAuthority<'a>>;

impl<'a> UncAuthority<'a> {
    /// The host.
    #[must_use]
    pub fn host(&self) -> FileHost<'a> {
        self.parts.host
    }
}

/// `file-host = inline-IP / IPv4address / reg-name` (Appendix E.3.2): "the same as "host" but with
/// percent-encoding applied to "[" and "]" characters".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileHost<'a> {
    /// `inline-IP = "%5B" ( IPv6address / IPvFuture ) "%5D"`
    InlineIp {
        /// The text, `%5B` and `%5D` included.
        text: &'a str,
        /// Where it is.
        span: Span,
    },
    /// `IPv4address`
    Ipv4(Ipv4Address<'a>),
    /// `reg-name`
    RegName(RegName<'a>),
}

impl<'a> FileHost<'a> {
    /// The whole text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            FileHost::InlineIp { text, .. } => text,
            FileHost::Ipv4(address) => address.as_str(),
            FileHost::RegName(name) => name.as_str(),
        }
    }
    /// Where it is.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            FileHost::InlineIp { span, .. } => *span,
            FileHost::Ipv4(address) => address.span(),
            FileHost::RegName(name) => name.span(),
        }
    }
}

/// `drive-letter = ALPHA ":" / ALPHA "|"` (Appendix E.2, E.2.2).
pub type DriveLetter<'a> = Branch<'a, kind::DriveLetter>;

impl DriveLetter<'_> {
    /// The letter, as written.
    #[must_use]
    pub fn letter(&self) -> char {
        self.text.chars().next().unwrap_or('?')
    }
    /// Whether the letter is followed by `|` (Appendix E.2.2: "To update such an old URI, replace the vertical
    /// line "|" with a colon ":"").
    #[must_use]
    pub fn is_vertical_line(&self) -> bool {
        self.text.ends_with('|')
    }
}

impl<'a> crate::grammar::Components<'a> for FileUri<'a> {
    /// `scheme`, `authority` (with its kind: `file-auth` or `unc-authority`), `userinfo`, `host` (with its
    /// kind), `drive-letter`, `path` (`path-absolute`).
    fn components(&self) -> alloc::vec::Vec<crate::grammar::Component<'a>> {
        use crate::grammar::Component;
        let leaf = Component::of;
        let authority = self.authority();
        let (userinfo, host, host_kind) = match authority {
            Some(FileAuthority::Auth(FileAuth::Localhost { text, span })) => (None, Some((text, span)), "localhost"),
            Some(FileAuthority::Auth(FileAuth::Host { userinfo, host, .. })) => {
                let kind = match host {
                    Host::IpLiteral(_) => "ip-literal",
                    Host::Ipv4(_) => "ipv4",
                    Host::RegName(_) => "reg-name",
                };
                (userinfo.map(|u| (u.as_str(), u.span())), Some((host.as_str(), host.span())), kind)
            }
            Some(FileAuthority::Unc(unc)) => {
                let kind = match unc.host() {
                    FileHost::InlineIp { .. } => "inline-ip",
                    FileHost::Ipv4(_) => "ipv4",
                    FileHost::RegName(_) => "reg-name",
                };
                (None, Some((unc.host().as_str(), unc.host().span())), kind)
            }
            None => (None, None, "reg-name"),
        };
        let authority_kind = match authority {
            Some(FileAuthority::Unc(_)) => "unc-authority",
            _ => "file-auth",
        };
        let path = self.path();
        alloc::vec![
            Component::present("scheme", &self.text[..self.parts.scheme.len()], self.parts.scheme),
            leaf("authority", authority.map(|a| (a.as_str(), a.span()))).with_kind(authority_kind),
            leaf("userinfo", userinfo),
            leaf("host", host).with_kind(host_kind),
            leaf("drive-letter", self.drive_letter().map(|d| (d.as_str(), d.span()))),
            Component::present("path", path.as_str(), path.span()).with_kind("path-absolute"),
        ]
    }
}
