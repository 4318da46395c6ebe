//! The optional integrations, each behind its Cargo feature: `serde`, `miette` and `nom_locate`.
//!
//! Their impls are on the crate's public types, so they have no items of their own to export; the crate
//! documentation describes the shapes they produce.

#[cfg(feature = "nom_locate")]
mod located;
#[cfg(feature = "miette")]
mod miette;
#[cfg(feature = "serde")]
mod serde;

#[cfg(feature = "nom_locate")]
pub use located::located;

#[cfg(any(feature = "serde", feature = "miette"))]
use crate::grammar::Rfc;

/// The RFC's number: `3986`.
#[cfg(any(feature = "serde", feature = "miette"))]
const fn rfc_number(rfc: Rfc) -> u16 {
    match rfc {
        Rfc::Rfc3986 => 3986,
        Rfc::Rfc3987 => 3987,
        Rfc::Rfc2396 => 2396,
        Rfc::Rfc1808 => 1808,
        Rfc::Rfc8089 => 8089,
    }
}

/// `rfc3986/pct-encoded`: the stable identifier of an error of `rule`, as the `urigram` command writes it.
#[cfg(any(feature = "serde", feature = "miette"))]
fn code(rfc: Rfc, rule: &str) -> alloc::string::String {
    alloc::format!("rfc{}/{rule}", rfc_number(rfc))
}
