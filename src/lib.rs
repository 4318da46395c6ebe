//! urigram: URI syntax as executable RFC grammars.
//!
//! Each production of RFC 3986 is one small nom combinator named after its rule, with the rule quoted in its
//! documentation; the productions compose into parsers that return a typed AST borrowed from the input, where
//! every node carries its text and its byte span, and into errors that say where, why, and which section of the
//! RFC says so.
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;

pub mod core;

pub use crate::core::{Component, Components, Error, Expected, Grammar, Part, Position, Rfc, Span, Token};
pub mod build;
mod features;
pub mod normalize;
mod owned;
pub mod percent;
pub mod resolve;
pub mod rfc1808;
pub mod rfc2396;
pub mod rfc3986;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
