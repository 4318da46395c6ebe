//! What every RFC's `Rule` enum knows about its productions.

use core::fmt;

/// The grammars this crate implements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rfc {
    /// RFC 3986 (2005, STD 66): Uniform Resource Identifier (URI): Generic Syntax.
    Rfc3986,
    /// RFC 2396 (1998): Uniform Resource Identifiers (URI): Generic Syntax.
    Rfc2396,
    /// RFC 1808 (1995): Relative Uniform Resource Locators.
    Rfc1808,
}

impl Rfc {
    /// The RFC's number as people write it: `"RFC 3986"`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Rfc::Rfc3986 => "RFC 3986",
            Rfc::Rfc2396 => "RFC 2396",
            Rfc::Rfc1808 => "RFC 1808",
        }
    }
}

impl fmt::Display for Rfc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A production of one RFC's grammar: its name as the RFC spells it, where it is defined, what it means.
///
/// Each RFC module has a `Rule` enum implementing this trait (with at most 64 rules, so that a set of rules is
/// one `u64`). Errors, tests and tools talk about rules through it.
pub trait Grammar: Copy + Eq + fmt::Debug + 'static {
    /// The RFC that defines these rules.
    const RFC: Rfc;
    /// Every rule, in the order of the RFC's collected grammar.
    const ALL: &'static [Self];
    /// The rule's name exactly as the RFC writes it (`IPv6address`, `path-abempty`, `hier_part`).
    fn name(self) -> &'static str;
    /// The section that defines the rule, without the `§` (`"3.2.2"`).
    fn section(self) -> &'static str;
    /// One line saying what the rule matches, for people.
    fn meaning(self) -> &'static str;
    /// The rule's position in [`Grammar::ALL`], below 64.
    fn index(self) -> u8;
    /// The amendment whose grammar alone has this rule (`"RFC 2732"` for RFC 2396's `IPv6reference`), or `None`
    /// for a rule of the RFC's own grammar.
    fn amendment(self) -> Option<&'static str>;
    /// What the grammar's diagnosis decided about a failure. An [`Error`](super::Error) keeps it and writes
    /// its sentence from it ([`Grammar::write_sentence`]) only when the sentence is read, so that building an
    /// error writes no text.
    type Reading: Copy + Eq + fmt::Debug + Send + Sync + 'static;
    /// Where the text stops being the beginning of any text of the grammar, when that is beyond the error's
    /// start (the error names a likelier reading that fails sooner).
    fn farthest(reading: &Self::Reading) -> Option<usize>;
    /// Writes the sentence for `reading`, where the grammar expected `expected`.
    fn write_sentence(
        reading: &Self::Reading,
        expected: super::Expected<Self>,
        out: &mut fmt::Formatter<'_>,
    ) -> fmt::Result;
    /// The rule whose RFC name is `name`, compared case-insensitively as RFC 5234 compares rule names.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|rule| rule.name().eq_ignore_ascii_case(name))
    }
}

/// Declares an RFC's `Rule` enum, one variant per production, with its name, section and meaning, and implements
/// [`Grammar`] for it.
macro_rules! grammar_rules {
    (
        $(#[$enum_meta:meta])*
        $vis:vis enum $name:ident for $rfc:path, read as $reading:ty {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident = ($abnf:literal, $section:literal, $meaning:literal $(, only with $amendment:literal)?),
            )+
        }
    ) => {
        $(#[$enum_meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        $vis enum $name {
            $( $(#[$variant_meta])* $variant, )+
        }

        impl $crate::grammar::Grammar for $name {
            const RFC: $crate::grammar::Rfc = $rfc;
            type Reading = $reading;
            fn farthest(reading: &Self::Reading) -> Option<usize> {
                reading.farthest()
            }
            fn write_sentence(
                reading: &Self::Reading,
                expected: $crate::grammar::Expected<Self>,
                out: &mut ::core::fmt::Formatter<'_>,
            ) -> ::core::fmt::Result {
                reading.write(expected, out)
            }
            const ALL: &'static [Self] = &[ $( $name::$variant, )+ ];
            fn name(self) -> &'static str {
                match self { $( $name::$variant => $abnf, )+ }
            }
            fn section(self) -> &'static str {
                match self { $( $name::$variant => $section, )+ }
            }
            fn meaning(self) -> &'static str {
                match self { $( $name::$variant => $meaning, )+ }
            }
            fn index(self) -> u8 {
                self as u8
            }
            fn amendment(self) -> Option<&'static str> {
                match self { $( $name::$variant => None $(.or(Some($amendment)))?, )+ }
            }
        }

        const _: () = assert!(<$name as $crate::grammar::Grammar>::ALL.len() <= 64, "a rule set is one u64");

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str($crate::grammar::Grammar::name(*self))
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::grammar::UnknownRule;
            fn from_str(name: &str) -> Result<Self, Self::Err> {
                <$name as $crate::grammar::Grammar>::from_name(name).ok_or($crate::grammar::UnknownRule {
                    rfc: $rfc,
                })
            }
        }
    };
}
pub(crate) use grammar_rules;

/// A rule name that the RFC's grammar does not have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{rfc} has no rule of that name")]
pub struct UnknownRule {
    /// The grammar that was asked.
    pub rfc: Rfc,
}
