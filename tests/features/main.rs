//! The optional features: `serde`, `miette`, `nom_locate`, `idna` (each module compiles only with its feature).

mod serde;
mod miette;
mod located;
mod idna;
