//! A grammar's variants as types: how an amending RFC (RFC 2732 over RFC 2396, RFC 2068 over RFC 1808) changes
//! the rules of the grammar it amends.
//!
//! Each RFC module writes out a sealed trait `Variant` (`rfc2396::Variant`) and one marker type per variant
//! (`rfc2396::Rfc2396`, `rfc2396::Rfc2732`), each with the module's `Options` value it stands for. A rule that an
//! amendment changes is one function generic over that trait (`rfc2396::host::<Rfc2732>`), which reads the
//! variant's constants; once instantiated it is a plain nom parser, and the constants fold away, so each
//! instance scans with its own constant tables. A rule that no amendment changes takes no type parameter. The
//! module's `Options` is the same choice as a value, for callers that make it at run time: `Variant::OPTIONS`
//! names a marker type's value, and the `parse_*_with` functions go from a value to its type.
//!
//! Every `Variant` is also [`Reporting`]: the hooks that the rules call where a repetition or an option stops.
//! They do nothing, inlined away, in every published variant; in [`Diagnosing<V>`], the one variant of every
//! grammar that the diagnosis of an error runs the rules again in, they record what they are told
//! (`crate::grammar::reports`).

use core::marker::PhantomData;

use super::{Expected, Grammar};

/// What every grammar's variant type is besides its grammar's own trait: a type without a value that the rules
/// are instantiated with, so it can be copied, compared, hashed and shared freely. Every such type has it.
pub trait Marker: Copy + Default + core::fmt::Debug + Eq + core::hash::Hash + Send + Sync + 'static {}

impl<T: Copy + Default + core::fmt::Debug + Eq + core::hash::Hash + Send + Sync + 'static> Marker for T {}

/// What a grammar's rules report, where a repetition or an option stops, to the diagnosis of an error.
///
/// Two kinds of report: what could have continued the text at a byte ([`expects`](Reporting::expects)), and how
/// far a reading that the rules did not take goes ([`reaches`](Reporting::reaches)). Every published variant
/// takes the default hooks, which do nothing (the compiler removes the calls); [`Diagnosing<V>`] records them.
pub trait Reporting<R: Grammar> {
    /// Whether this variant records what the rules report: the diagnosis of an error. A report whose set takes
    /// work to find is found only then, so that the published variants skip that work.
    const DIAGNOSING: bool = false;

    /// Expected here: at byte `at`, `expected` could have continued the text.
    ///
    /// `by` is the rule whose repetition or option stopped there, which the error names when it is the first to
    /// report at that byte; `None` where the set belongs to a reading that the rules did not take there (the
    /// `":"` after what could have been a scheme, the `"@"` after what could have been user information, the
    /// `"["` of an IP literal where the host is empty), which adds to the set and names no rule.
    #[inline(always)]
    fn expects(at: usize, by: Option<R>, expected: Expected<R>) {
        let _ = (at, by, expected);
    }

    /// Reached here: a reading of the text other than the one the rules take goes on to byte `at`, where it fails
    /// (user information that no `"@"` ends).
    #[inline(always)]
    fn reaches(at: usize) {
        let _ = at;
    }
}

/// The rules of a grammar in its variant `V`, recording what they report where they stop: the variant that the
/// diagnosis of an error runs the rules again in, over the text that the parse in `V` read only in part (see
/// `crate::grammar::reports`). Each grammar's module makes it one of its variants for every variant `V` of
/// its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Diagnosing<V>(PhantomData<V>);

impl<R: Grammar, V> Reporting<R> for Diagnosing<V> {
    const DIAGNOSING: bool = true;

    fn expects(at: usize, by: Option<R>, expected: Expected<R>) {
        super::reports::expects(at, by, expected);
    }

    fn reaches(at: usize) {
        super::reports::reaches(at);
    }
}
