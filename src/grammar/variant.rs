//! A grammar's variants as types: how an amending RFC (RFC 2732 over RFC 2396, RFC 2068 over RFC 1808) changes
//! the rules of the grammar it amends.
//!
//! Each RFC module declares, with [`grammar_variants!`], a sealed trait `Variant` and one marker type per
//! variant (`rfc2396::Rfc2396`, `rfc2396::Rfc2732`). A rule that an amendment changes is one function generic
//! over that trait (`rfc2396::host::<Rfc2732>`), which reads the variant's constants; once instantiated it is a
//! plain nom parser, and the constants fold away, so each instance scans with its own constant tables. A rule
//! that no amendment changes takes no type parameter. The module's `Options` is the same choice as a value,
//! for callers that make it at run time: `Variant::OPTIONS` names a marker type's value, and the `parse_*_with`
//! functions go from a value to its type.
//!
//! A grammar whose errors are told from what its rules report (RFC 3986's, RFC 2396's, RFC 1808's) names its rule type
//! after `for Options, reporting`: the trait then has three hooks, [`stopped`](crate::rfc3986::Variant::stopped),
//! [`reaches`](crate::rfc3986::Variant::reaches) and [`also_expected`](crate::rfc3986::Variant::also_expected), which
//! the rules call where a repetition or an option stops.
//! They do nothing, inlined away, in every published variant; the macro also declares the grammar's
//! `Diagnosing<V>`, the variant `V` whose hooks record what they are told (`crate::grammar::reports`), which the
//! diagnosis of an error runs the rules again in.

/// Declares a grammar's `Variant` trait and its marker types, each with the `Options` value it stands for.
macro_rules! grammar_variants {
    (
        $(#[$trait_meta:meta])*
        pub trait $trait:ident for $options:ty $(, reporting $rule:ty)?;
        $(
            $(#[$meta:meta])*
            $marker:ident = $value:expr;
        )+
    ) => {
        $(#[$trait_meta])*
        pub trait $trait:
            Copy + Default + core::fmt::Debug + PartialEq + Eq + core::hash::Hash + Send + Sync + 'static + sealed::Sealed
        {
            /// The same variant as a value, for the functions that choose it at run time.
            const OPTIONS: $options;

            $(
                /// Whether this variant records what the rules report: the diagnosis of an error. A report whose
                /// set takes work to find is found only then, so that the published variants skip that work.
                const DIAGNOSING: bool = false;

                /// A repetition or an option of `rule` stopped at byte `at`, where `expected` could have
                /// continued it. Nothing, in the published variants (the compiler removes the call); the
                /// diagnosis of an error runs the rules again in a variant that records it.
                #[inline(always)]
                fn stopped(at: usize, rule: $rule, expected: $crate::grammar::Expected<$rule>) {
                    let _ = (at, rule, expected);
                }

                /// A reading of the text other than the one the rules take goes on to byte `at`, where it
                /// fails (user information that no `"@"` ends). Nothing, in the published variants.
                #[inline(always)]
                fn reaches(at: usize) {
                    let _ = at;
                }

                /// At byte `at`, `expected` could also have continued the text, in a reading that the rules
                /// did not take there: the `":"` after what could have been a scheme, the `"@"` after what
                /// could have been user information, the `"["` of an IP literal where the host is empty.
                /// Nothing, in the published variants.
                #[inline(always)]
                fn also_expected(at: usize, expected: $crate::grammar::Expected<$rule>) {
                    let _ = (at, expected);
                }
            )?
        }

        /// Only this module's marker types are variants of its grammar.
        mod sealed {
            /// Implemented by the marker types of the module alone.
            pub trait Sealed {}
        }

        $(
            /// The grammar's rules in the variant `V`, recording what they report where they stop: the variant
            /// that the diagnosis of an error runs the rules again in, over the text that the parse in `V`
            /// read only in part (see `crate::grammar::reports`).
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
            pub(crate) struct Diagnosing<V>(core::marker::PhantomData<V>);

            impl<V: $trait> sealed::Sealed for Diagnosing<V> {}

            impl<V: $trait> $trait for Diagnosing<V> {
                const OPTIONS: $options = V::OPTIONS;
                const DIAGNOSING: bool = true;

                fn stopped(at: usize, rule: $rule, expected: $crate::grammar::Expected<$rule>) {
                    $crate::grammar::reports::stopped(at, rule, expected);
                }

                fn reaches(at: usize) {
                    $crate::grammar::reports::reaches(at);
                }

                fn also_expected(at: usize, expected: $crate::grammar::Expected<$rule>) {
                    $crate::grammar::reports::also_expected(at, expected);
                }
            }
        )?

        $(
            $(#[$meta])*
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
            pub struct $marker;

            impl sealed::Sealed for $marker {}

            impl $trait for $marker {
                const OPTIONS: $options = $value;
            }
        )+
    };
}

pub(crate) use grammar_variants;
