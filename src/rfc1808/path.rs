//! RFC 1808 §2.2, the path and its params: `path`, `fsegment`, `segment`, `params`, `param`.
//!
//! `*( "/" segment )` is exactly the strings of `pchar` and `/` that are empty or start with `/`, and
//! `param *( ";" param )` is exactly the strings of `pchar`, `/` and `;`. So each rule is one run over its
//! class, with no loop over segments or params; [`Path::segments`] and [`Params::iter`] split them when asked.
//!
//! [`Path::segments`]: super::ast::Path::segments
//! [`Params::iter`]: super::ast::Params::iter

use super::ast::{Param, Params, Path, Segment};
use super::characters::{classes, encoded_run, encoded_run1, starts_run};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, Token, label, span_between, text_between, within};

/// `path = fsegment *( "/" segment )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// The path of a URL never starts with `/`: the `/` of an `abs_path` is not part of it (§2.4.6), and its first
/// segment is not empty.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn path<'a, V: Variant>(input: Input<'a>) -> Res<'a, Path<'a>> {
    within(
        Rule::Path,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            if !starts_run(&input, &classes::<V>().pchar) {
                // No `fsegment` starts here: its error is the path's.
                fsegment::<V>(input)?;
            }
            // `fsegment` is a run of `pchar`, and `*( "/" segment )` a run of `pchar / "/"` that starts with `/`
            // when it is not empty: together, one run of `pchar / "/"` from a first byte that is not `/`.
            let goes_on = Expected::of(Rule::Pchar).token(Token::Slash);
            let (after, _) = Reported::<V>::run(Rule::Path, goes_on, encoded_run(&classes::<V>().param)(input))?;
            Ok((after, Path::new(text_between(&input, &after), span_between(&input, &after))))
        },
    )
}

/// `fsegment = 1*pchar` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn fsegment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Segment<'a>> {
    let run = encoded_run1(&classes::<V>().pchar, Expected::of(Rule::Pchar))(input);
    let result = Reported::<V>::run(Rule::Fsegment, Expected::of(Rule::Pchar), run);
    label(Rule::Fsegment, &input, result.map(|(after, text)| (after, Segment::from_input(&text))))
}

/// `segment = *pchar` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn segment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Segment<'a>> {
    let result =
        Reported::<V>::run(Rule::Segment, Expected::of(Rule::Pchar), encoded_run(&classes::<V>().pchar)(input));
    label(Rule::Segment, &input, result.map(|(after, text)| (after, Segment::from_input(&text))))
}

/// `params = param *( ";" param )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Always matches, possibly the empty string (one empty `param`): the `;` before it is what makes params
/// present (§2.4.5).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn params<'a, V: Variant>(input: Input<'a>) -> Res<'a, Params<'a>> {
    // `param`'s `*( pchar / "/" )` or, between params, `*( ";" param )`.
    let goes_on = Expected::of(Rule::Pchar).token(Token::Slash).token(Token::Semicolon);
    let result = Reported::<V>::run(Rule::Params, goes_on, encoded_run(&classes::<V>().params)(input));
    label(Rule::Params, &input, result.map(|(after, text)| (after, Params::from_input(&text))))
}

/// `param = *( pchar / "/" )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn param<'a, V: Variant>(input: Input<'a>) -> Res<'a, Param<'a>> {
    let goes_on = Expected::of(Rule::Pchar).token(Token::Slash);
    let result = Reported::<V>::run(Rule::Param, goes_on, encoded_run(&classes::<V>().param)(input));
    label(Rule::Param, &input, result.map(|(after, text)| (after, Param::from_input(&text))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Span;
    use crate::grammar::input;
    use crate::rfc1808::Rfc1808;

    #[test]
    fn a_path_starts_with_a_non_empty_segment() {
        for (text, taken) in [("g", "g"), ("b/c/d", "b/c/d"), ("a//b/", "a//b/"), ("g:h", "g:h"), ("..", "..")] {
            let (_, node) = path::<Rfc1808>(input(text)).unwrap();
            assert_eq!(node.as_str(), taken);
        }
        for (text, taken) in [("g;x", "g"), ("g?y", "g"), ("g#s", "g"), ("a b", "a")] {
            assert_eq!(path::<Rfc1808>(input(text)).unwrap().1.as_str(), taken, "{text}");
        }
        for text in ["", "/g", ";x", "?", "~"] {
            assert!(matches!(path::<Rfc1808>(input(text)), Err(nom::Err::Error(_))), "{text}");
        }
        assert!(matches!(path::<Rfc1808>(input("a/%x")), Err(nom::Err::Failure(_))));
        let (_, node) = path::<Rfc1808>(input("a//b")).unwrap();
        let segments: Vec<_> = node.segments().map(|s| (s.as_str(), s.span())).collect();
        assert_eq!(segments, [("a", Span::new(0, 1)), ("", Span::new(2, 2)), ("b", Span::new(3, 4))]);
    }

    #[test]
    fn segments_may_be_empty_except_the_first() {
        assert_eq!(fsegment::<Rfc1808>(input("ab/c")).unwrap().1.as_str(), "ab");
        assert!(fsegment::<Rfc1808>(input("/c")).is_err());
        assert_eq!(segment::<Rfc1808>(input("/c")).unwrap().1.as_str(), "");
        assert_eq!(segment::<Rfc1808>(input("a:@&=+$,b;c")).unwrap().1.as_str(), "a:@&=+$,b");
    }

    #[test]
    fn params_are_separated_by_semicolons_and_may_hold_slashes() {
        let (rest, node) = params::<Rfc1808>(input("type=a;b/c;?q")).unwrap();
        assert_eq!((node.as_str(), *rest.fragment()), ("type=a;b/c;", "?q"));
        let each: Vec<_> = node.iter().map(|p| (p.as_str(), p.span())).collect();
        assert_eq!(each, [("type=a", Span::new(0, 6)), ("b/c", Span::new(7, 10)), ("", Span::new(11, 11))]);
        let (_, empty) = params::<Rfc1808>(input("")).unwrap();
        assert_eq!(empty.iter().count(), 1);
        assert_eq!(param::<Rfc1808>(input("b/c;d")).unwrap().1.as_str(), "b/c");
        assert_eq!(param::<Rfc1808>(input(";d")).unwrap().1.as_str(), "");
    }
}
