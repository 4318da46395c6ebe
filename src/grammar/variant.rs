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

/// Declares a grammar's `Variant` trait and its marker types, each with the `Options` value it stands for.
macro_rules! grammar_variants {
    (
        $(#[$trait_meta:meta])*
        pub trait $trait:ident for $options:ty;
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
        }

        /// Only this module's marker types are variants of its grammar.
        mod sealed {
            /// Implemented by the marker types of the module alone.
            pub trait Sealed {}
        }

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
