//! The optional features: `serde`, `miette`, `nom_locate`, `idna` (each module compiles only with its feature).

mod idna;
mod located;
mod miette;
mod serde;
