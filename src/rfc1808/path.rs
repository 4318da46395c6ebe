//! RFC 1808 §2.2, the path and its params: `path`, `fsegment`, `segment`, `params`, `param`.
//!
//! `*( "/" segment )` is exactly the strings of `pchar` and `/` that are empty or start with `/`, and
//! `param *( ";" param )` is exactly the strings of `pchar`, `/` and `;`. So each rule is one run over its
//! class, with no loop over segments or params; [`Path::segments`] and [`Params::iter`] split them when asked.
//!
//! [`Path::segments`]: super::ast::Path::segments
//! [`Params::iter`]: super::ast::Params::iter

use super::ast::{Param, Params, Path, Segment};
use super::characters::{Charset, STRICT, encoded_run, encoded_run1};
use super::{Res, Rule};
use crate::core::{Expected, Input, label, span_between, text_between, within};

/// `path = fsegment *( "/" segment )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// The path of a URL never starts with `/`: the `/` of an `abs_path` is not part of it (§2.4.6), and its first
/// segment is not empty.
pub fn path(input: Input<'_>) -> Res<'_, Path<'_>> {
    path_in(&STRICT, input)
}

pub(crate) fn path_in<'a>(charset: &'static Charset, input: Input<'a>) -> Res<'a, Path<'a>> {
    within(Rule::Path, input, |input: Input<'a>| {
        let (after_first, _) = fsegment_in(charset, input)?;
        // `*( "/" segment )`: the first segment stopped at a byte that is not `pchar`; if it is `/`, the run of
        // `pchar / "/"` reads the segments after it, and otherwise it reads nothing.
        let (after, _) = encoded_run(&charset.param)(after_first)?;
        Ok((after, Path { text: text_between(&input, &after), span: span_between(&input, &after) }))
    })
}

/// `fsegment = 1*pchar` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
pub fn fsegment(input: Input<'_>) -> Res<'_, Segment<'_>> {
    fsegment_in(&STRICT, input)
}

pub(crate) fn fsegment_in<'a>(charset: &'static Charset, input: Input<'a>) -> Res<'a, Segment<'a>> {
    let result = encoded_run1(&charset.pchar, Expected::of(Rule::Pchar))(input)
        .map(|(after, text)| (after, Segment::from_input(&text)));
    label(Rule::Fsegment, &input, result)
}

/// `segment = *pchar` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
pub fn segment(input: Input<'_>) -> Res<'_, Segment<'_>> {
    segment_in(&STRICT, input)
}

pub(crate) fn segment_in<'a>(charset: &'static Charset, input: Input<'a>) -> Res<'a, Segment<'a>> {
    let result = encoded_run(&charset.pchar)(input).map(|(after, text)| (after, Segment::from_input(&text)));
    label(Rule::Segment, &input, result)
}

/// `params = param *( ";" param )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Always matches, possibly the empty string (one empty `param`): the `;` before it is what makes params
/// present (§2.4.5).
pub fn params(input: Input<'_>) -> Res<'_, Params<'_>> {
    params_in(&STRICT, input)
}

pub(crate) fn params_in<'a>(charset: &'static Charset, input: Input<'a>) -> Res<'a, Params<'a>> {
    let result = encoded_run(&charset.params)(input)
        .map(|(after, text)| (after, Params { text: text.fragment(), span: crate::core::span_of(&text) }));
    label(Rule::Params, &input, result)
}

/// `param = *( pchar / "/" )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
pub fn param(input: Input<'_>) -> Res<'_, Param<'_>> {
    param_in(&STRICT, input)
}

pub(crate) fn param_in<'a>(charset: &'static Charset, input: Input<'a>) -> Res<'a, Param<'a>> {
    let result = encoded_run(&charset.param)(input).map(|(after, text)| (after, Param::from_input(&text)));
    label(Rule::Param, &input, result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Span;
    use crate::core::input;

    #[test]
    fn a_path_starts_with_a_non_empty_segment() {
        for (text, taken) in [("g", "g"), ("b/c/d", "b/c/d"), ("a//b/", "a//b/"), ("g:h", "g:h"), ("..", "..")] {
            let (_, node) = path(input(text)).unwrap();
            assert_eq!(node.as_str(), taken);
        }
        for (text, taken) in [("g;x", "g"), ("g?y", "g"), ("g#s", "g"), ("a b", "a")] {
            assert_eq!(path(input(text)).unwrap().1.as_str(), taken, "{text}");
        }
        for text in ["", "/g", ";x", "?", "~"] {
            assert!(matches!(path(input(text)), Err(nom::Err::Error(_))), "{text}");
        }
        assert!(matches!(path(input("a/%x")), Err(nom::Err::Failure(_))));
        let (_, node) = path(input("a//b")).unwrap();
        let segments: Vec<_> = node.segments().map(|s| (s.as_str(), s.span())).collect();
        assert_eq!(segments, [("a", Span::new(0, 1)), ("", Span::new(2, 2)), ("b", Span::new(3, 4))]);
    }

    #[test]
    fn segments_may_be_empty_except_the_first() {
        assert_eq!(fsegment(input("ab/c")).unwrap().1.as_str(), "ab");
        assert!(fsegment(input("/c")).is_err());
        assert_eq!(segment(input("/c")).unwrap().1.as_str(), "");
        assert_eq!(segment(input("a:@&=+$,b;c")).unwrap().1.as_str(), "a:@&=+$,b");
    }

    #[test]
    fn params_are_separated_by_semicolons_and_may_hold_slashes() {
        let (rest, node) = params(input("type=a;b/c;?q")).unwrap();
        assert_eq!((node.as_str(), *rest.fragment()), ("type=a;b/c;", "?q"));
        let each: Vec<_> = node.iter().map(|p| (p.as_str(), p.span())).collect();
        assert_eq!(each, [("type=a", Span::new(0, 6)), ("b/c", Span::new(7, 10)), ("", Span::new(11, 11))]);
        let (_, empty) = params(input("")).unwrap();
        assert_eq!(empty.iter().count(), 1);
        assert_eq!(param(input("b/c;d")).unwrap().1.as_str(), "b/c");
        assert_eq!(param(input(";d")).unwrap().1.as_str(), "");
    }
}
