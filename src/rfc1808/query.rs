//! RFC 1808 §2.2, `query` and `fragment`.

use super::ast::{Fragment, Query};
use super::characters::{classes, encoded_run};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, label};

/// What could have continued a run of `*( uchar / reserved )`, where it stops.
pub(crate) fn uric_goes_on() -> Expected<Rule> {
    Expected::of(Rule::Uchar).rule(Rule::Reserved)
}

/// `query = *( uchar / reserved )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn query<'a, V: Variant>(input: Input<'a>) -> Res<'a, Query<'a>> {
    let result = Reported::<V>::run(Rule::Query, uric_goes_on(), encoded_run(&classes::<V>().uric)(input));
    label(Rule::Query, &input, result.map(|(after, text)| (after, Query::from_input(&text))))
}

/// `fragment = *( uchar / reserved )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn fragment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Fragment<'a>> {
    let result = Reported::<V>::run(Rule::Fragment, uric_goes_on(), encoded_run(&classes::<V>().uric)(input));
    label(Rule::Fragment, &input, result.map(|(after, text)| (after, Fragment::from_input(&text))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::input;
    use crate::rfc1808::Rfc1808;

    #[test]
    fn query_and_fragment_hold_uchar_and_reserved_but_not_hash() {
        for parse in [
            |i| query::<Rfc1808>(i).map(|(r, q)| (r, q.as_str())),
            |i| fragment::<Rfc1808>(i).map(|(r, f)| (r, f.as_str())),
        ] as [fn(Input<'_>) -> Res<'_, &str>; 2]
        {
            for (text, taken) in [("", ""), ("a=b&c;d/e?f:g@h", "a=b&c;d/e?f:g@h"), ("x#y", "x"), ("%20 ", "%20")] {
                assert_eq!(parse(input(text)).unwrap().1, taken, "{text}");
            }
            assert!(matches!(parse(input("a%2")), Err(nom::Err::Failure(_))));
            assert_eq!(parse(input("~")).unwrap().1, "");
        }
    }
}
