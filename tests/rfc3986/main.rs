//! RFC 3986 (with RFC 6874): every production, every example of the RFC, Appendix B agreement, snapshots of trees and errors.

mod examples;
mod properties;
mod rfc6874;
mod rules;
mod setters;
mod snapshots;
