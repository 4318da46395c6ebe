//! RFC 1808 (with RFC 2068): every production of §2.2, the URLs of §5, and the three RFCs side by side.

mod examples;
mod rules;
