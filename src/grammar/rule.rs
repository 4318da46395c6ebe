//! What every RFC's `Rule` enum knows about its productions.

use core::fmt;

/// The grammars this crate implements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rfc {
    /// RFC 3986 (2005, STD 66): Uniform Resource Identifier (URI): Generic Syntax.
    Rfc3986,
    /// RFC 3987 (2005): Internationalized Resource Identifiers (IRIs).
    Rfc3987,
    /// RFC 2396 (1998): Uniform Resource Identifiers (URI): Generic Syntax.
    Rfc2396,
    /// RFC 1808 (1995): Relative Uniform Resource Locators.
    Rfc1808,
    /// RFC 8089 (2017): The "file" URI Scheme.
    Rfc8089,
}

impl Rfc {
    /// The RFC's number as people write it: `"RFC 3986"`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Rfc::Rfc3986 => "RFC 3986",
            Rfc::Rfc3987 => "RFC 3987",
            Rfc::Rfc2396 => "RFC 2396",
            Rfc::Rfc1808 => "RFC 1808",
            Rfc::Rfc8089 => "RFC 8089",
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
    /// The name of the public function of the rule's module that implements the rule (`"ip_literal"`), as the
    /// rule table of the module names it.
    fn function(self) -> &'static str;
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
    /// Writes the sentence for `reading`, where the grammar expected `expected`, naming what the reader can do
    /// in `wording`'s words.
    fn write_sentence(
        reading: &Self::Reading,
        expected: super::Expected<Self>,
        wording: &dyn super::Wording,
        out: &mut fmt::Formatter<'_>,
    ) -> fmt::Result;
    /// The rule whose RFC name is `name`, compared case-insensitively as RFC 5234 compares rule names.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|rule| rule.name().eq_ignore_ascii_case(name))
    }
}

/// Declares an RFC's `Rule` enum, one variant per production, with its name, section, meaning and function, and
/// implements [`Grammar`] for it: the module's one table of its rules.
///
/// Each entry names the public function of the module that implements the rule (with `::<V>` where the
/// grammar's variant changes it), and whether that function returns a syntax tree (`tree`) or the text it read
/// (`text`). From the table come [`Grammar::ALL`], the names, sections and meanings, [`Grammar::function`],
/// the module's `run_rule` (what `parse_rule` and `match_prefix` run) and its public `rule_tree`. A function that
/// stands for the rule under every variant but is not the one a reader looks up takes `as public_name`
/// (RFC 2396's `IPv4address`, which RFC 2732 replaces with RFC 2373's).
///
/// For example, an entry of RFC 3986's table,
///
/// ```text
/// Scheme = ("scheme", "3.1", "a letter, then letters, digits, \"+\", \"-\" or \".\"") => tree scheme,
/// ```
///
/// expands to the variant `Rule::Scheme`, its row in `Grammar::ALL`, `name()` `"scheme"`, `section()` `"3.1"`, the
/// meaning, `function()` `"scheme"`, an arm of `run_rule` that runs `scheme`, an arm of `rule_tree` that formats
/// the tree `scheme` returns ([`rule_tree_of`]), and `FromStr` from `"scheme"`.
macro_rules! grammar_rules {
    (
        $(#[$enum_meta:meta])*
        $vis:vis enum $name:ident for $rfc:path, read as $reading:ty, run $(<$generic:ident: $bound:path>)? {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident = ($abnf:literal, $section:literal, $meaning:literal $(, only with $amendment:literal)?)
                    => $kind:ident $function:ident $(::<$function_generic:ident>)? $(as $public:ident)?,
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
                $crate::grammar::ReadingOf::farthest(reading)
            }
            fn write_sentence(
                reading: &Self::Reading,
                expected: $crate::grammar::Expected<Self>,
                wording: &dyn $crate::grammar::Wording,
                out: &mut ::core::fmt::Formatter<'_>,
            ) -> ::core::fmt::Result {
                $crate::grammar::ReadingOf::write(reading, expected, wording, out)
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
            fn function(self) -> &'static str {
                match self { $( $name::$variant => $crate::grammar::rule_function_name!($function $($public)?), )+ }
            }
            fn index(self) -> u8 {
                self as u8
            }
            fn amendment(self) -> Option<&'static str> {
                match self { $( $name::$variant => None $(.or(Some($amendment)))?, )+ }
            }
        }

        const _: () = assert!(<$name as $crate::grammar::Grammar>::ALL.len() <= 64, "a rule set is one u64");

        /// Runs the function of `rule` on `input` and returns the span it read.
        pub(crate) fn run_rule $(<$generic: $bound>)? (
            rule: $name,
            input: $crate::grammar::Input<'_>,
        ) -> $crate::grammar::PResult<'_, $crate::Span, $name> {
            match rule {
                $( $name::$variant => $crate::grammar::spanned(input, super::$function $(::<$function_generic>)? (input)), )+
            }
        }

        /// The `Debug` form of the syntax tree that the function of `rule` returns when it reads all of `text`
        /// (`{:#?}` when `pretty`); `None` when it reads less, fails, or returns the text it read rather than a
        /// tree. What the grammar reference and the playground show for a rule.
        #[must_use]
        pub fn rule_tree $(<$generic: $bound>)? (rule: $name, text: &str, pretty: bool) -> Option<alloc::string::String> {
            let input = $crate::grammar::input(text);
            match rule {
                $( $name::$variant => $crate::grammar::rule_tree_of!($kind, super::$function $(::<$function_generic>)? (input), pretty), )+
            }
        }

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

/// The public name of a rule table's function: the `as` name when the entry has one.
///
/// `rule_function_name!(ipv4_address_in ipv4_address)` expands to `stringify!(ipv4_address)`, and
/// `rule_function_name!(scheme)` to `stringify!(scheme)`.
macro_rules! rule_function_name {
    ($function:ident) => {
        stringify!($function)
    };
    ($function:ident $public:ident) => {
        stringify!($public)
    };
}

/// What `rule_tree` gives for one entry of a rule table: the tree's `Debug` form, or `None` for a `text` rule.
///
/// `rule_tree_of!(tree, scheme(input), pretty)` expands to
///
/// ```text
/// match scheme(input) {
///     Ok((rest, tree)) if rest.fragment().is_empty() => {
///         Some(if pretty { format!("{tree:#?}") } else { format!("{tree:?}") })
///     }
///     _ => None,
/// }
/// ```
///
/// and `rule_tree_of!(text, alpha(input), pretty)` to `None`.
macro_rules! rule_tree_of {
    (tree, $call:expr, $pretty:expr) => {
        match $call {
            Ok((rest, tree)) if rest.fragment().is_empty() => {
                Some(if $pretty { alloc::format!("{tree:#?}") } else { alloc::format!("{tree:?}") })
            }
            _ => None,
        }
    };
    (text, $call:expr, $pretty:expr) => {{
        let _ = $pretty;
        None
    }};
}

pub(crate) use grammar_rules;
pub(crate) use rule_function_name;
pub(crate) use rule_tree_of;

/// A rule name that the RFC's grammar does not have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{rfc} has no rule of that name")]
pub struct UnknownRule {
    /// The grammar that was asked.
    pub rfc: Rfc,
}
