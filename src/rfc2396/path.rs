//! RFC 2396 §3.3, Path Component, and the paths of §3 and §5: absolute and relative paths, segments with their
//! parameters, and `pchar`.
//!
//! `segment = *pchar *( ";" param )` with `param = *pchar` is exactly the strings of `pchar` and `;`, and
//! `path_segments = segment *( "/" segment )` the strings of `pchar`, `;` and `/`. So each path rule is one run
//! over a byte class, with no loop over segments; [`Segment::params`] and [`AbsPath::segments`] split them when
//! asked.
//!
//! [`Segment::params`]: super::ast::Segment::params
//! [`AbsPath::segments`]: super::ast::AbsPath::segments

use nom::Parser;

use super::ast::{AbsPath, OpaquePart, Param, Path, PathSegments, RelPath, Segment, kind};
use super::characters::{PCHAR, REL_SEGMENT, URIC_NO_SLASH, escaped, escaped_run, escaped_run1, starts_run};
use super::reference::opaque_part;
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{
    ByteClass, Expected, Input, Token, byte, label, one_of, peek_byte, span_between, text_between, within,
};

/// The single-byte alternatives of `segment`: `pchar` and `;`.
const SEGMENT: ByteClass = PCHAR.with_bytes(b";");
/// The single-byte alternatives of `path_segments`: `pchar`, `;` and `/`.
const PATH_SEGMENTS: ByteClass = SEGMENT.with_bytes(b"/");

/// `path = [ abs_path / opaque_part ]` ([RFC 2396 §3.3](https://www.rfc-editor.org/rfc/rfc2396#section-3.3))
///
/// `abs_path` starts with `/` and `opaque_part` never does, so the first byte picks the alternative; when
/// neither can start, the path is empty. No other rule of Appendix A uses `path`: it names the path component
/// that §5.2 talks about.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
pub fn path<'a, V: Variant>(input: Input<'a>) -> Res<'a, Path<'a>> {
    let result = match peek_byte(&input) {
        Some(b'/') => abs_path::<V>(input).map(|(after, path)| (after, Path::AbsPath(path))),
        _ if starts_run(&input, &URIC_NO_SLASH) => {
            opaque_part::<V>(input).map(|(after, part): (_, OpaquePart<'_>)| (after, Path::OpaquePart(part)))
        }
        _ => Ok((input, Path::Empty(span_between(&input, &input)))),
    };
    label(Rule::Path, &input, result)
}

/// `abs_path = "/"  path_segments` ([RFC 2396 §3](https://www.rfc-editor.org/rfc/rfc2396#section-3))
///
/// Generic over the [`Variant`](super::Variant) of the grammar, whose diagnosing variant hears where the path
/// stops; the path is the same in [`Rfc2396`](super::Rfc2396) and [`Rfc2732`](super::Rfc2732).
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn abs_path<'a, V: Variant>(input: Input<'a>) -> Res<'a, AbsPath<'a>> {
    abs_path_in::<V>(Rule::AbsPath, input)
}

/// `abs_path`, which reports where its segments stop as `reporter`'s: its own, or the `rel_path` it ends, so
/// that the diagnosis names the path the parse was in.
#[cfg_attr(not(debug_assertions), inline(always))]
fn abs_path_in<'a, V: Variant>(reporter: Rule, input: Input<'a>) -> Res<'a, AbsPath<'a>> {
    within(
        Rule::AbsPath,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_slash, _) = byte::<Rule>(b'/', Token::Slash)(input)?;
            let (after, _) = Reported::<V>::run(reporter, segments_go_on(), path_segments(after_slash))?;
            Ok((after, AbsPath::new(text_between(&input, &after), span_between(&input, &after))))
        },
    )
}

/// What could continue `path_segments = segment *( "/" segment )` where it stops, with `segment = *pchar *( ";"
/// param )` and `param = *pchar`: a `pchar` of the last segment or parameter, a `";"` and a parameter, or a
/// `"/"` and a segment.
fn segments_go_on() -> Expected<Rule> {
    Expected::of(Rule::Pchar).token(Token::Semicolon).token(Token::Slash)
}

/// `rel_path = rel_segment [ abs_path ]` ([RFC 2396 §5](https://www.rfc-editor.org/rfc/rfc2396#section-5))
///
/// `rel_segment` cannot hold `/`, so reading it greedily leaves the only place where an `abs_path` can start.
///
/// Generic over the [`Variant`](super::Variant) of the grammar, whose diagnosing variant hears where the path
/// stops; the path is the same in [`Rfc2396`](super::Rfc2396) and [`Rfc2732`](super::Rfc2732).
pub fn rel_path<'a, V: Variant>(input: Input<'a>) -> Res<'a, RelPath<'a>> {
    within(
        Rule::RelPath,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            // Named by the first segment, whose run stopped first: the diagnosis tells that case apart, since
            // that segment cannot take a `:`. Its `1*( ... )` could have gone on, or the absent `[ abs_path ]`
            // could have started with its `"/"`.
            let (after_segment, rel_segment) =
                Reported::<V>::run(Rule::RelSegment, Expected::of(Rule::RelSegment), rel_segment(input))?;
            let slash = (b'/', Expected::NOTHING.token(Token::Slash));
            let (after, abs_path) = Reported::<V>::starting_with(Rule::RelPath, slash, after_segment, |input| {
                abs_path_in::<V>(Rule::RelPath, input)
            })?;
            Ok((after, RelPath::between(&input, &after, kind::RelPath { rel_segment, abs_path })))
        },
    )
}

/// ```abnf
/// rel_segment   = 1*( unreserved / escaped /
///                     ";" / "@" / "&" / "=" / "+" / "$" / "," )
/// ```
/// ([RFC 2396 §5](https://www.rfc-editor.org/rfc/rfc2396#section-5))
///
/// No `:`: "a path segment which contains a colon character cannot be used as the first segment of a relative
/// URI path (e.g., "this:that"), because it would be mistaken for a scheme name" (§5). So `a:b` is never a
/// relative path.
pub fn rel_segment(input: Input<'_>) -> Res<'_, Segment<'_>> {
    let result = escaped_run1(&REL_SEGMENT, Expected::of(Rule::RelSegment))(input)
        .map(|(after, text)| (after, Segment::from_input(&text)));
    label(Rule::RelSegment, &input, result)
}

/// `path_segments = segment *( "/" segment )` ([RFC 2396 §3.3](https://www.rfc-editor.org/rfc/rfc2396#section-3.3))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn path_segments(input: Input<'_>) -> Res<'_, PathSegments<'_>> {
    let result = escaped_run(&PATH_SEGMENTS)(input).map(|(after, text)| (after, PathSegments::from_input(&text)));
    label(Rule::PathSegments, &input, result)
}

/// `segment = *pchar *( ";" param )` ([RFC 2396 §3.3](https://www.rfc-editor.org/rfc/rfc2396#section-3.3))
///
/// Every path segment may carry parameters: "Each path segment may include a sequence of parameters,
/// indicated by the semicolon ";" character" (§3.3).
pub fn segment(input: Input<'_>) -> Res<'_, Segment<'_>> {
    let result = escaped_run(&SEGMENT)(input).map(|(after, text)| (after, Segment::from_input(&text)));
    label(Rule::Segment, &input, result)
}

/// `param = *pchar` ([RFC 2396 §3.3](https://www.rfc-editor.org/rfc/rfc2396#section-3.3))
pub fn param(input: Input<'_>) -> Res<'_, Param<'_>> {
    let result = escaped_run(&PCHAR)(input).map(|(after, text)| (after, Param::from_input(&text)));
    label(Rule::Param, &input, result)
}

/// ```abnf
/// pchar         = unreserved / escaped /
///                 ":" / "@" / "&" / "=" / "+" / "$" / ","
/// ```
/// ([RFC 2396 §3.3](https://www.rfc-editor.org/rfc/rfc2396#section-3.3))
pub fn pchar(input: Input<'_>) -> Res<'_, Input<'_>> {
    let result = if peek_byte(&input) == Some(b'%') {
        escaped(input)
    } else {
        one_of(&PCHAR, Expected::of(Rule::Pchar)).parse(input)
    };
    label(Rule::Pchar, &input, result)
}

#[cfg(test)]
#[path = "tests/path.rs"]
mod tests;
