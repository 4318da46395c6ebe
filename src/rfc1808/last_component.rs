//! Diagnosis: where a top rule read a prefix of a text, the rules still open at its end run again from the
//! prefix's last component, so that the reports a diagnosis hears there cost a component, not the whole text
//! (used by the grammar's `diagnose` entry points; no rule of the grammar calls it).

use super::ast::{AbsoluteUrl, RelativeUrl, Url};
use super::query::{fragment, query, uric_goes_on};
use super::url::abs_path;
use super::{Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Input, Token};

/// The last component of a prefix that a top rule read, where a diagnosis starts reading again (see
/// [`read_last_component`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LastComponent {
    /// A `URL`'s fragment, which ends where the prefix does.
    Fragment,
    /// A query, which ends where the prefix does; then the rules `around` it.
    Query(Around),
    /// The `abs_path` of a `net_path`, which starts at byte `start`; then the rules `around` it.
    AbsPathAfterNetLoc {
        /// Where the `abs_path`'s `"/"` is.
        start: usize,
        /// What the rules around the relative URL do where it ends.
        around: Around,
    },
    /// Anything else: the text is read again from its start.
    Start,
}

/// What the rules around a relative URL do where it ends: the second form of an `absoluteURL` whose `generic-RL`
/// it is (`generic_rl`), and a `URL`'s `[ "#" fragment ]` (`fragment_allowed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Around {
    pub(crate) generic_rl: bool,
    pub(crate) fragment_allowed: bool,
}

impl LastComponent {
    /// The last component of `url`, a `URL` that its rule read as a prefix.
    pub(crate) fn of_url(url: &Url<'_>) -> LastComponent {
        url.layout().last_component(url.span().start, true)
    }

    /// The last component of `absolute`, an `absoluteURL` that its rule read as a prefix.
    pub(crate) fn of_absolute(absolute: &AbsoluteUrl<'_>) -> LastComponent {
        absolute.layout().last_component(absolute.span().start, false)
    }

    /// The last component of `relative`, a `relativeURL` that its rule read as a prefix.
    pub(crate) fn of_relative(relative: &RelativeUrl<'_>) -> LastComponent {
        relative.layout().last_component(relative.span().start, false)
    }
}

/// Runs the rules in `V` over the end of `input`, the whole text, a prefix of which (ending at byte `end`) a top
/// rule read with `last` as its last component: what a diagnosis needs to hear the reports at `end`. Where that
/// component is not one of those below, `from_start` reads the text from its start.
///
/// Only the rules still open at `end` report there: the last component, and the options and runs of the rules
/// around it; the scheme, the `net_loc` and every component before the last ended earlier, at bytes of their
/// own. So the rules run again from where the last component's reports cannot differ from a reading of the
/// whole text, in the same order:
/// - a fragment or a query reports where its run of `*( uchar / reserved )` ends, and may start anywhere, so it
///   is read again from `end` (an empty run);
/// - the `abs_path` of a `net_path` is read again from its `"/"` (the `net_path` reports nothing more once its
///   `abs_path` is there);
/// - after a query or that `abs_path`, the `absoluteURL` whose `generic-RL` it ends reports that its second form
///   could have gone on, and a `URL` reports its absent `[ "#" fragment ]`.
pub(crate) fn read_last_component<'a, V: Variant>(
    input: Input<'a>,
    end: usize,
    last: LastComponent,
    from_start: impl FnOnce(Input<'a>),
) {
    let at = |offset: usize| crate::grammar::split(input, offset).0;
    let close = |after: Input<'a>, around: Around| {
        if around.generic_rl {
            V::expects(after.location_offset(), None, uric_goes_on());
        }
        if around.fragment_allowed {
            let _ = Reported::<V>::option(Rule::Url, (b'#', Token::Hash), after, fragment::<V>);
        }
    };
    match last {
        LastComponent::Fragment => {
            let _ = fragment::<V>(at(end));
        }
        LastComponent::Query(around) => {
            if let Ok((after, _)) = query::<V>(at(end)) {
                close(after, around);
            }
        }
        LastComponent::AbsPathAfterNetLoc { start, around } => {
            if let Ok((after, _)) = abs_path::<V>(at(start)) {
                close(after, around);
            }
        }
        LastComponent::Start => from_start(input),
    }
}

#[cfg(test)]
mod last_component_tests {
    use super::{LastComponent, Variant, read_last_component};
    use crate::grammar::reports::{self, Tally};
    use crate::rfc1808::ast::{AbsoluteUrl, RelativeUrl, Url};
    use crate::rfc1808::{Diagnosing, Rfc1808, Rfc2068};

    /// Where RFC 1808's `URL`, `absoluteURL` and `relativeURL` read only a prefix of `text` in `V`, compares the reports at its end from
    /// a reading of the whole text and from a reading again of the prefix's last component.
    fn last_component_reports_alike<V: Variant>(text: &str, tally: &mut Tally) {
        let again = |input, end, last, whole: &dyn Fn()| {
            read_last_component::<Diagnosing<V>>(input, end, last, |_| whole());
        };
        tally.compare_entry::<V, Url<'_>, _>(text, LastComponent::Start, again);
        tally.compare_entry::<V, AbsoluteUrl<'_>, _>(text, LastComponent::Start, again);
        tally.compare_entry::<V, RelativeUrl<'_>, _>(text, LastComponent::Start, again);
    }

    #[test]
    fn the_last_component_reports_as_the_whole_text() {
        reports::assert_last_components_compared(7_500, 2_500, |text, tally| {
            last_component_reports_alike::<Rfc1808>(text, tally);
            last_component_reports_alike::<Rfc2068>(text, tally);
        });
    }
}
