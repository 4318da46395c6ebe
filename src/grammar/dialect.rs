//! The list of the grammars this crate parses with, written once: each RFC, and each RFC as a later RFC amends
//! it. The command, the grammar reference and the playground iterate it instead of spelling it again.

use core::fmt;

use super::Rfc;

/// A grammar of this crate: an RFC's, alone or as a later RFC amends it.
///
/// Each is one RFC module with one of its `Variant` marker types (`rfc2396::Rfc2732`), or the same choice made at
/// run time with the module's `Options`.
///
/// ```
/// use urigram::Dialect;
/// let amended: Vec<&str> = Dialect::ALL.iter().filter_map(|d| d.amendment()).collect();
/// assert_eq!(amended, ["RFC 6874", "RFC 6874", "RFC 2732", "RFC 2068", "RFC 8089 Appendix F"]);
/// assert_eq!(Dialect::Rfc2396Rfc2732.label(), "RFC 2396 + RFC 2732");
/// assert_eq!(Dialect::Rfc2396Rfc2732.base(), Some(Dialect::Rfc2396));
/// ```
/// Not `#[non_exhaustive]`: a grammar added to the crate should stop every exhaustive `match` over the list from
/// compiling until it says what to do with the new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dialect {
    /// RFC 3986 as published, module `rfc3986`, variant `Rfc3986`.
    Rfc3986,
    /// RFC 3986 with RFC 6874's zone identifiers, module `rfc3986`, variant `Rfc6874`.
    Rfc3986Rfc6874,
    /// RFC 3987's IRIs, module `rfc3987`, variant `Rfc3987`: RFC 3986's rules with wider classes.
    Rfc3987,
    /// RFC 3987 with RFC 6874's zone identifiers, module `rfc3987`, variant `Rfc3987Rfc6874`.
    Rfc3987Rfc6874,
    /// RFC 2396 as published, module `rfc2396`, variant `Rfc2396`.
    Rfc2396,
    /// RFC 2396 with RFC 2732's IPv6 literals, module `rfc2396`, variant `Rfc2732`.
    Rfc2396Rfc2732,
    /// RFC 1808 as published, module `rfc1808`, variant `Rfc1808`.
    Rfc1808,
    /// RFC 1808 with RFC 2068's characters, module `rfc1808`, variant `Rfc2068`.
    Rfc1808Rfc2068,
    /// RFC 8089's `file` URIs (§2), module `rfc8089`, variant `Rfc8089`: a scheme's grammar over RFC 3986's
    /// `host` and `path-absolute` (as updated by RFC 6874).
    Rfc8089,
    /// RFC 8089 with the nonstandard rules its Appendix F collects (drive letters, UNC strings, user
    /// information), module `rfc8089`, variant `Rfc8089AppendixF`.
    Rfc8089AppendixF,
}

impl Dialect {
    /// Every grammar: the generic syntaxes newest RFC first, then RFC 8089's scheme-specific one; each base
    /// before its amendments.
    pub const ALL: [Dialect; 10] = [
        Dialect::Rfc3986,
        Dialect::Rfc3986Rfc6874,
        Dialect::Rfc3987,
        Dialect::Rfc3987Rfc6874,
        Dialect::Rfc2396,
        Dialect::Rfc2396Rfc2732,
        Dialect::Rfc1808,
        Dialect::Rfc1808Rfc2068,
        Dialect::Rfc8089,
        Dialect::Rfc8089AppendixF,
    ];

    /// The RFC whose grammar this is, amended or not.
    #[must_use]
    pub const fn rfc(self) -> Rfc {
        match self {
            Dialect::Rfc3986 | Dialect::Rfc3986Rfc6874 => Rfc::Rfc3986,
            Dialect::Rfc3987 | Dialect::Rfc3987Rfc6874 => Rfc::Rfc3987,
            Dialect::Rfc2396 | Dialect::Rfc2396Rfc2732 => Rfc::Rfc2396,
            Dialect::Rfc1808 | Dialect::Rfc1808Rfc2068 => Rfc::Rfc1808,
            Dialect::Rfc8089 | Dialect::Rfc8089AppendixF => Rfc::Rfc8089,
        }
    }

    /// The amending RFC (`"RFC 2732"`), or `None` for an RFC's grammar as published.
    #[must_use]
    pub const fn amendment(self) -> Option<&'static str> {
        match self {
            Dialect::Rfc3986Rfc6874 | Dialect::Rfc3987Rfc6874 => Some("RFC 6874"),
            Dialect::Rfc2396Rfc2732 => Some("RFC 2732"),
            Dialect::Rfc1808Rfc2068 => Some("RFC 2068"),
            Dialect::Rfc8089AppendixF => Some("RFC 8089 Appendix F"),
            Dialect::Rfc3986 | Dialect::Rfc3987 | Dialect::Rfc2396 | Dialect::Rfc1808 | Dialect::Rfc8089 => None,
        }
    }

    /// The grammar this one amends, for an amendment.
    #[must_use]
    pub const fn base(self) -> Option<Dialect> {
        match self {
            Dialect::Rfc3986Rfc6874 => Some(Dialect::Rfc3986),
            Dialect::Rfc3987Rfc6874 => Some(Dialect::Rfc3987),
            Dialect::Rfc2396Rfc2732 => Some(Dialect::Rfc2396),
            Dialect::Rfc1808Rfc2068 => Some(Dialect::Rfc1808),
            Dialect::Rfc8089AppendixF => Some(Dialect::Rfc8089),
            Dialect::Rfc3986 | Dialect::Rfc3987 | Dialect::Rfc2396 | Dialect::Rfc1808 | Dialect::Rfc8089 => None,
        }
    }

    /// How people name it: `"RFC 2396 + RFC 2732"`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Dialect::Rfc3986 => "RFC 3986",
            Dialect::Rfc3986Rfc6874 => "RFC 3986 + RFC 6874",
            Dialect::Rfc3987 => "RFC 3987",
            Dialect::Rfc3987Rfc6874 => "RFC 3987 + RFC 6874",
            Dialect::Rfc2396 => "RFC 2396",
            Dialect::Rfc2396Rfc2732 => "RFC 2396 + RFC 2732",
            Dialect::Rfc1808 => "RFC 1808",
            Dialect::Rfc1808Rfc2068 => "RFC 1808 + RFC 2068",
            Dialect::Rfc8089 => "RFC 8089",
            Dialect::Rfc8089AppendixF => "RFC 8089 + Appendix F",
        }
    }

    /// A short key: the number of the newest RFC in it (`"3986"`, `"6874"`, `"3987"`, `"2396"`, `"2732"`,
    /// `"1808"`, `"2068"`, `"8089"`), `"3987-6874"` for IRIs with zone identifiers, whose newest RFC is RFC
    /// 3986's amendment too, and `"8089-f"` for RFC 8089 with its Appendix F.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Dialect::Rfc3986 => "3986",
            Dialect::Rfc3986Rfc6874 => "6874",
            Dialect::Rfc3987 => "3987",
            Dialect::Rfc3987Rfc6874 => "3987-6874",
            Dialect::Rfc2396 => "2396",
            Dialect::Rfc2396Rfc2732 => "2732",
            Dialect::Rfc1808 => "1808",
            Dialect::Rfc1808Rfc2068 => "2068",
            Dialect::Rfc8089 => "8089",
            Dialect::Rfc8089AppendixF => "8089-f",
        }
    }

    /// The crate's module that implements it: `"rfc2396"`.
    #[must_use]
    pub const fn module(self) -> &'static str {
        match self {
            Dialect::Rfc3986 | Dialect::Rfc3986Rfc6874 => "rfc3986",
            Dialect::Rfc3987 | Dialect::Rfc3987Rfc6874 => "rfc3987",
            Dialect::Rfc2396 | Dialect::Rfc2396Rfc2732 => "rfc2396",
            Dialect::Rfc1808 | Dialect::Rfc1808Rfc2068 => "rfc1808",
            Dialect::Rfc8089 | Dialect::Rfc8089AppendixF => "rfc8089",
        }
    }

    /// The module's variant marker type that stands for it: `"Rfc2732"`. `Option` for a module without
    /// variants; every module has them now.
    #[must_use]
    pub const fn variant(self) -> Option<&'static str> {
        match self {
            Dialect::Rfc3986 => Some("Rfc3986"),
            Dialect::Rfc3986Rfc6874 => Some("Rfc6874"),
            Dialect::Rfc3987 => Some("Rfc3987"),
            Dialect::Rfc3987Rfc6874 => Some("Rfc3987Rfc6874"),
            Dialect::Rfc2396 => Some("Rfc2396"),
            Dialect::Rfc2396Rfc2732 => Some("Rfc2732"),
            Dialect::Rfc1808 => Some("Rfc1808"),
            Dialect::Rfc1808Rfc2068 => Some("Rfc2068"),
            Dialect::Rfc8089 => Some("Rfc8089"),
            Dialect::Rfc8089AppendixF => Some("Rfc8089AppendixF"),
        }
    }

    /// The files of the repository's `grammar/` folder that transcribe its ABNF, the base RFC's first, each
    /// read over those before it.
    #[must_use]
    pub const fn abnf_files(self) -> &'static [&'static str] {
        match self {
            Dialect::Rfc3986 => &["rfc3986.abnf"],
            Dialect::Rfc3986Rfc6874 => &["rfc3986.abnf", "rfc6874.abnf"],
            Dialect::Rfc3987 => &["rfc3987.abnf"],
            Dialect::Rfc3987Rfc6874 => &["rfc3987.abnf", "rfc6874.abnf"],
            Dialect::Rfc2396 => &["rfc2396.abnf"],
            Dialect::Rfc2396Rfc2732 => &["rfc2396.abnf", "rfc2732.abnf"],
            Dialect::Rfc1808 => &["rfc1808.abnf"],
            Dialect::Rfc1808Rfc2068 => &["rfc1808.abnf", "rfc2068.abnf"],
            // §2 imports RFC 3986's rules "(as updated by [RFC6874])".
            Dialect::Rfc8089 => &["rfc3986.abnf", "rfc6874.abnf", "rfc8089.abnf"],
            Dialect::Rfc8089AppendixF => &["rfc3986.abnf", "rfc6874.abnf", "rfc8089.abnf", "rfc8089-appendix-f.abnf"],
        }
    }

    /// The name of the rule that a reference of the grammar is: `URI-reference`, or RFC 1808's `URL`.
    #[must_use]
    pub const fn reference_rule(self) -> &'static str {
        match self.rfc() {
            Rfc::Rfc3986 | Rfc::Rfc2396 => "URI-reference",
            Rfc::Rfc3987 => "IRI-reference",
            Rfc::Rfc1808 => "URL",
            Rfc::Rfc8089 => "file-URI",
        }
    }

    /// The grammar of `rfc` amended by the RFCs named in `amendments` (`"RFC 2732"`), if this crate has it.
    ///
    /// ```
    /// use urigram::{Dialect, Rfc};
    /// assert_eq!(Dialect::of(Rfc::Rfc2396, &["RFC 2732"]), Some(Dialect::Rfc2396Rfc2732));
    /// assert_eq!(Dialect::of(Rfc::Rfc3986, &["RFC 2732"]), None);
    /// ```
    #[must_use]
    pub fn of(rfc: Rfc, amendments: &[&str]) -> Option<Dialect> {
        Dialect::ALL.into_iter().find(|dialect| {
            dialect.rfc() == rfc
                && match dialect.amendment() {
                    None => amendments.is_empty(),
                    Some(amendment) => amendments == [amendment],
                }
        })
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}
