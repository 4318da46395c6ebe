//! Diagnosis: where a top rule read a prefix of a text, the rules still open at its end run again from the
//! prefix's last component, so that the reports a diagnosis hears there cost a component, not the whole text
//! (used by `diagnose.rs`; no rule of the grammar calls it).

use super::ast::{AbsoluteUri, RelativeUri, UriReference};
use super::fragment::fragment;
use super::query::query;
use super::reference::{hier_part, opaque_part};
use super::{Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Input, Token};

/// The last component of a prefix that a top rule read, where a diagnosis starts reading again (see
/// [`read_last_component`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LastComponent {
    /// A fragment, which ends where the prefix does.
    Fragment,
    /// A query outside an opaque part, which ends where the prefix does; then a `URI-reference`'s
    /// `[ "#" fragment ]` when `fragment_allowed`.
    Query { fragment_allowed: bool },
    /// The hierarchical or opaque part of an `absoluteURI`, which starts at byte `start` (after the scheme's
    /// `":"`); then a `URI-reference`'s `[ "#" fragment ]` when `fragment_allowed`.
    AfterScheme { start: usize, opaque: bool, fragment_allowed: bool },
    /// Anything else: the text is read again from its start.
    Start,
}

impl LastComponent {
    /// The last component of `reference`, a `URI-reference` that its rule read as a prefix.
    pub(crate) fn of_reference(reference: &UriReference<'_>) -> LastComponent {
        if reference.fragment().is_some() {
            LastComponent::Fragment
        } else if reference.query().is_some() {
            LastComponent::Query { fragment_allowed: true }
        } else {
            reference.absolute_uri().map_or(LastComponent::Start, |uri| LastComponent::after_scheme(&uri, true))
        }
    }

    /// The last component of `uri`, an `absoluteURI` that its rule read as a prefix.
    pub(crate) fn of_absolute(uri: &AbsoluteUri<'_>) -> LastComponent {
        match uri.query() {
            Some(_) => LastComponent::Query { fragment_allowed: false },
            None => LastComponent::after_scheme(uri, false),
        }
    }

    /// The last component of `uri`, a `relativeURI` that its rule read as a prefix.
    pub(crate) fn of_relative(uri: &RelativeUri<'_>) -> LastComponent {
        match uri.query() {
            Some(_) => LastComponent::Query { fragment_allowed: false },
            None => LastComponent::Start,
        }
    }

    fn after_scheme(uri: &AbsoluteUri<'_>, fragment_allowed: bool) -> LastComponent {
        LastComponent::AfterScheme { start: uri.scheme().span().end + 1, opaque: uri.is_opaque(), fragment_allowed }
    }
}

/// Runs the rules in `V` over the end of `input`, the whole text, a prefix of which (ending at byte `end`) a top rule
/// read with `last` as its last component: what a diagnosis needs to hear the reports at `end`. Where that component is
/// not one of those below, `from_start` reads the text from its start.
///
/// Only the rules still open at `end` report there: the last component, and the options of the rules around it
/// that are absent after it; the components before it ended earlier, at bytes of their own. So the rules run
/// again from where the last component's reports cannot differ from a reading of the whole text, in the same
/// order:
/// - a query or a fragment reports where its run of `uric` ends, and may start anywhere, so it is read again
///   from `end` (an empty run), and a `URI-reference`'s `[ "#" fragment ]` after a query;
/// - an `absoluteURI`'s `hier_part` or `opaque_part` is read again from the byte after the scheme's `":"` (the
///   scheme and its `":"` report nowhere else once they were read), and a `URI-reference`'s
///   `[ "#" fragment ]` after it.
pub(crate) fn read_last_component<'a, V: Variant>(
    input: Input<'a>,
    end: usize,
    last: LastComponent,
    from_start: impl FnOnce(Input<'a>),
) {
    let at = |offset: usize| crate::grammar::split(input, offset).0;
    let fragment_option = |after: Input<'_>, allowed: bool| {
        if allowed {
            let _ = Reported::<V>::option(Rule::UriReference, (b'#', Token::Hash), after, fragment::<V>);
        }
    };
    match last {
        LastComponent::Fragment => {
            let _ = fragment::<V>(at(end));
        }
        LastComponent::Query { fragment_allowed } => {
            if let Ok((after, _)) = query::<V>(at(end)) {
                fragment_option(after, fragment_allowed);
            }
        }
        LastComponent::AfterScheme { start, opaque: false, fragment_allowed } => {
            if let Ok((after, _)) = hier_part::<V>(at(start)) {
                fragment_option(after, fragment_allowed);
            }
        }
        LastComponent::AfterScheme { start, opaque: true, fragment_allowed } => {
            if let Ok((after, _)) = opaque_part::<V>(at(start)) {
                fragment_option(after, fragment_allowed);
            }
        }
        LastComponent::Start => from_start(input),
    }
}

#[cfg(test)]
mod last_component_tests {
    use super::{LastComponent, Variant, read_last_component};
    use crate::grammar::reports::{self, Tally};
    use crate::rfc2396::ast::{AbsoluteUri, RelativeUri, UriReference};
    use crate::rfc2396::{Diagnosing, Rfc2396, Rfc2732};

    /// Where RFC 2396's `URI-reference`, `absoluteURI` and `relativeURI` read only a prefix of `text` in `V`, compares the reports at its end from
    /// a reading of the whole text and from a reading again of the prefix's last component.
    fn last_component_reports_alike<V: Variant>(text: &str, tally: &mut Tally) {
        let again = |input, end, last, whole: &dyn Fn()| {
            read_last_component::<Diagnosing<V>>(input, end, last, |_| whole());
        };
        tally.compare_entry::<V, UriReference<'_>, _>(text, LastComponent::Start, again);
        tally.compare_entry::<V, AbsoluteUri<'_>, _>(text, LastComponent::Start, again);
        tally.compare_entry::<V, RelativeUri<'_>, _>(text, LastComponent::Start, again);
    }

    #[test]
    fn the_last_component_reports_as_the_whole_text() {
        reports::assert_last_components_compared(8_000, 2_500, |text, tally| {
            last_component_reports_alike::<Rfc2396>(text, tally);
            last_component_reports_alike::<Rfc2732>(text, tally);
        });
    }
}
