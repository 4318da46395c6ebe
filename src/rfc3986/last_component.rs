//! Diagnosis: where a top rule read a prefix of a text, the rules still open at its end run again from the
//! prefix's last component, so that the reports a diagnosis hears there cost a component, not the whole text
//! (used by the grammar's `diagnose` entry points; no rule of the grammar calls it).

use super::ast::Parts;
use super::path::path_abempty;
use super::query::{fragment, query};
use super::reference::{hier_part, query_and_fragment};
use super::{Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Input, Token};

/// Runs the rules of `top` (`URI`, `absolute-URI` or `relative-ref`) in `V` over the end of `text`, whose
/// prefix they read as `parts`, from within the prefix's last component: what a diagnosis needs to hear the
/// reports at the byte where the prefix ends. Where that component is the first of a relative reference,
/// `from_start` reads the text from its start instead.
///
/// Only the rules still open at that byte report there: the last component that is not empty, the empty ones
/// after it (an absent `[ "?" query ]` or an empty path reports where it would have started), and `top`. The
/// components before it ended earlier, at bytes of their own. (The other reading of an authority, as user
/// information, stops where a `"/"`, `"?"` or `"#"` starts the next component.) So the rules run again from
/// where the last component's reports cannot differ from a reading of the whole text, in the same order:
/// - a query or a fragment reports where its run of characters ends alone, and it may start anywhere, so it
///   is read again from that byte (an empty query or fragment), and the rest of `top` after it;
/// - a `path-abempty` reports where its segments end, and what follows any of its `/` is one too, so it is
///   read again from its last `/`;
/// - any other path is told apart by its first segment, so the hierarchical part is read again from its start.
pub(crate) fn read_last_component<V: Variant>(text: &str, top: Rule, parts: &Parts<'_>, from_start: impl FnOnce()) {
    let at = |offset: usize| crate::grammar::split(crate::grammar::input(text), offset).0;
    let end = parts.text().len();
    let rest = |after_part: Input<'_>| {
        if top == Rule::AbsoluteUri {
            let _ = Reported::<V>::option(top, (b'?', Token::Question), after_part, query::<V>);
        } else {
            let _ = query_and_fragment::<V>(top, after_part);
        }
    };
    if parts.fragment().is_some() {
        let _ = fragment::<V>(at(end));
        return;
    }
    if parts.query().is_some() {
        if let Ok((after, _)) = query::<V>(at(end)) {
            if top != Rule::AbsoluteUri {
                let _ = Reported::<V>::option(top, (b'#', Token::Hash), after, fragment::<V>);
            }
        }
        return;
    }
    let path = parts.path();
    if parts.authority().is_some() && !path.is_empty() {
        let last_slash = text.as_bytes().get(..end).and_then(|read| read.iter().rposition(|&b| b == b'/'));
        if let Ok((after, _)) = path_abempty::<V>(at(last_slash.unwrap_or(path.span().start))) {
            rest(after);
        }
        return;
    }
    match parts.scheme() {
        // The hierarchical part, after the scheme's `:`.
        Some(scheme) => {
            if let Ok((after, _)) = hier_part::<V>(at(scheme.span().end + 1)) {
                rest(after);
            }
        }
        None => from_start(),
    }
}
