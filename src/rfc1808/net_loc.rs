//! RFC 1808 §2.2, `net_loc`: the network location and login, kept opaque.
//!
//! [`NetLoc::login`](super::ast::NetLoc::login) splits it as RFC 1738 §3.1 does.

use super::ast::NetLoc;
use super::characters::{classes, encoded_run};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, Token, label};

/// `net_loc = *( pchar / ";" / "?" )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// §2.4.3 takes the `net_loc` "up to, but not including, the next slash": the same text, since `/` is the one
/// character of a URL body that `net_loc` cannot hold.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn net_loc<'a, V: Variant>(input: Input<'a>) -> Res<'a, NetLoc<'a>> {
    let goes_on = Expected::of(Rule::Pchar).token(Token::Semicolon).token(Token::Question);
    let result = Reported::<V>::run(Rule::NetLoc, goes_on, encoded_run(&classes::<V>().net_loc)(input));
    label(Rule::NetLoc, &input, result.map(|(rest, text)| (rest, NetLoc::from_input(&text))))
}

#[cfg(test)]
#[path = "tests/net_loc.rs"]
mod tests;
