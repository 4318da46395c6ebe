//! RFC 3986 §3.3, Path: the five path rules, segments, and `pchar`.
//!
//! Every path rule is a first segment of some kind followed by `*( "/" segment )`. The strings of
//! `*( "/" segment )` are exactly those of `pchar` and `/` that are empty or start with `/`, so each rule reads it
//! as one run over `pchar / "/"` (`scan::slash_segments`), which a test holds equal
//! to a loop of `"/"` and [`segment`]; [`Path::segments`] splits the segments when asked.
//!
//! [`Path::segments`]: super::ast::Path::segments

use nom::Parser;
use nom::branch::alt;

use super::ast::{Path, PathKind, Segment};
use super::characters::{PCHAR, PCHAR_NO_COLON, irun, irun1, pct_encoded, starts_irun};
use super::scan::{segments_run, slash_segments};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, Token, byte, label, one_of, peek_byte, text_between, wide_char, within};

/// What could continue a path that has read a segment: its last segment goes on with a `pchar`, or `"/"`
/// starts another.
///
/// (In `path-noscheme`'s first segment a `":"` cannot go on, but a `"/"` or a `pchar` of `segment-nz-nc`
/// can, and in a `URI-reference` a `":"` after a first segment that is a scheme makes it one; the set names
/// `pchar` for both.)
#[inline(always)]
fn segments_go_on() -> Expected<Rule> {
    Expected::of(Rule::Pchar).token(Token::Slash)
}

/// What could continue a `path-noscheme` while it is still in its first segment: a character of a
/// `segment-nz-nc` (not `":"`), or the `"/"` that starts the next segment. (Where the segment so far could be
/// a scheme, the `URI` reading adds its `":"`.)
fn first_segment_goes_on() -> Expected<Rule> {
    Expected::of(Rule::Unreserved).rule(Rule::PctEncoded).rule(Rule::SubDelims).token(Token::At).token(Token::Slash)
}

/// ```abnf
/// path          = path-abempty    ; begins with "/" or is empty
///               / path-absolute   ; begins with "/" but not "//"
///               / path-noscheme   ; begins with a non-colon segment
///               / path-rootless   ; begins with a segment
///               / path-empty      ; zero characters
/// ```
/// ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
///
/// The alternatives overlap (`/a` is both `path-abempty` and `path-absolute`; `a` is both `path-noscheme` and
/// `path-rootless`; the empty string is `path-abempty` and `path-empty`). This reads the longest path and names
/// the most specific rule that derives it: `path-absolute` for `/` not followed by `/`, `path-abempty` for a
/// path starting `//`, `path-noscheme` when the first segment has no `:`, else `path-rootless`, and
/// `path-empty` for nothing.
///
/// Every path rule is generic over the [`Variant`] because RFC 3987 widens `pchar` (`ipchar`, with
/// `iunreserved`).
pub fn path<V: Variant>(input: Input<'_>) -> Res<'_, Path<'_>> {
    let rest = crate::grammar::rest(&input);
    let result = match rest {
        [b'/', b'/', ..] => path_abempty::<V>(input),
        [b'/', ..] => path_absolute::<V>(input),
        _ if starts_irun::<V>(&input, &PCHAR) => alt((path_noscheme_whole::<V>, path_rootless::<V>)).parse(input),
        _ => path_empty(input),
    };
    label(Rule::Path, &input, result)
}

/// `path-noscheme` when its first segment is the whole first segment (no `:` follows it).
fn path_noscheme_whole<V: Variant>(input: Input<'_>) -> Res<'_, Path<'_>> {
    let (after, path) = path_noscheme::<V>(input)?;
    if peek_byte(&after) == Some(b':') {
        Err(crate::grammar::mismatch(&input, Expected::NOTHING))
    } else {
        Ok((after, path))
    }
}

fn path_node<'a>(kind: PathKind, start: &Input<'a>, end: &Input<'a>) -> Path<'a> {
    Path { kind, text: text_between(start, end), start: start.location_offset() }
}

/// `path-abempty = *( "/" segment )` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn path_abempty<V: Variant>(input: Input<'_>) -> Res<'_, Path<'_>> {
    // Before any segment, only the `"/"` that starts one could go on.
    let slash = (b'/', Expected::NOTHING.token(Token::Slash));
    let result = Reported::<V>::starting_with(
        Rule::PathAbempty,
        slash,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input| Reported::<V>::run(Rule::PathAbempty, segments_go_on(), slash_segments::<V>(input)),
    )
    .map(|(after, _)| (after, path_node(PathKind::Abempty, &input, &after)));
    label(Rule::PathAbempty, &input, result)
}

/// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
///
/// After the `/`, a second `/` cannot start a `segment-nz`, so the path is that one `/`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn path_absolute<'a, V: Variant>(input: Input<'a>) -> Res<'a, Path<'a>> {
    within(Rule::PathAbsolute, input, |input: Input<'a>| {
        let (after_slash, _) = byte(b'/', Token::Slash).parse(input)?;
        // `[ segment-nz *( "/" segment ) ]`: where a `pchar` starts it, one run (`scan::segments_run`); without
        // it, only a `segment-nz` may follow the `/`.
        let (after, goes_on) = if starts_irun::<V>(&after_slash, &PCHAR) {
            (segments_run::<V>(after_slash), segments_go_on())
        } else {
            (Ok((after_slash, ())), Expected::of(Rule::Pchar))
        };
        let (after, ()) = Reported::<V>::run(Rule::PathAbsolute, goes_on, after)?;
        Ok((after, path_node(PathKind::Absolute, &input, &after)))
    })
}

/// `path-noscheme = segment-nz-nc *( "/" segment )` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn path_noscheme<'a, V: Variant>(input: Input<'a>) -> Res<'a, Path<'a>> {
    within(Rule::PathNoscheme, input, |input: Input<'a>| {
        let (after_first, _) = segment_nz_nc::<V>(input)?;
        // Named by its first segment while no `/` has come: the diagnosis tells that case apart, and that
        // segment cannot take a `:`.
        let (first, then) = ((Rule::SegmentNzNc, first_segment_goes_on()), (Rule::PathNoscheme, segments_go_on()));
        let (after, ()) = Reported::<V>::tail(first, then, &after_first, slash_segments::<V>(after_first))?;
        Ok((after, path_node(PathKind::Noscheme, &input, &after)))
    })
}

/// `path-rootless = segment-nz *( "/" segment )` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn path_rootless<'a, V: Variant>(input: Input<'a>) -> Res<'a, Path<'a>> {
    within(Rule::PathRootless, input, |input: Input<'a>| {
        let (after_first, _) = segment_nz::<V>(input)?;
        // Named by its first segment while no `/` has come: the diagnosis tells that case apart.
        let (first, then) = ((Rule::SegmentNz, segments_go_on()), (Rule::PathRootless, segments_go_on()));
        let (after, ()) = Reported::<V>::tail(first, then, &after_first, slash_segments::<V>(after_first))?;
        Ok((after, path_node(PathKind::Rootless, &input, &after)))
    })
}

/// `path-empty = 0<pchar>` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
pub fn path_empty(input: Input<'_>) -> Res<'_, Path<'_>> {
    Ok((input, path_node(PathKind::Empty, &input, &input)))
}

/// `segment = *pchar` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
///
/// [`pchar`] is fused into it: the run over `PCHAR`, the class of `pchar`'s single bytes, with its `pct-encoded`
/// escapes checked in the same eight-byte steps (and, with RFC 3987's characters, `ucschar`), reads exactly what
/// `*pchar` reads, as a test holds. Itself fused into the path rules, which read `*( "/" segment )` as one run
/// over `pchar` and `"/"` (`scan::slash_segments`); a test holds that run equal to
/// a loop of `"/"` and this rule.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn segment<V: Variant>(input: Input<'_>) -> Res<'_, Segment<'_>> {
    let result = irun::<V>(&PCHAR)(input).map(|(after, text)| (after, Segment::from_input(&text)));
    label(Rule::Segment, &input, result)
}

/// `segment-nz = 1*pchar` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
pub fn segment_nz<V: Variant>(input: Input<'_>) -> Res<'_, Segment<'_>> {
    let result =
        irun1::<V>(&PCHAR, Expected::of(Rule::Pchar))(input).map(|(after, text)| (after, Segment::from_input(&text)));
    label(Rule::SegmentNz, &input, result)
}

/// ```abnf
/// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
///               ; non-zero-length segment without any colon ":"
/// ```
/// ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
pub fn segment_nz_nc<V: Variant>(input: Input<'_>) -> Res<'_, Segment<'_>> {
    let result = irun1::<V>(&PCHAR_NO_COLON, Expected::of(Rule::SegmentNzNc))(input)
        .map(|(after, text)| (after, Segment::from_input(&text)));
    label(Rule::SegmentNzNc, &input, result)
}

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3))
///
/// In a variant whose classes take characters beyond ASCII ([`Variant::WIDE`]), one of those too: with RFC
/// 3987's, `ipchar`, whose `iunreserved` takes a `ucschar`.
///
/// Fused into [`segment`], which reads `*pchar` as one run over the same class, `PCHAR`: an edit of the class
/// changes both, and a test holds the two readings equal.
pub fn pchar<V: Variant>(input: Input<'_>) -> Res<'_, Input<'_>> {
    let mut single = alt((one_of(&PCHAR, Expected::of(Rule::Pchar)), pct_encoded));
    let result = match V::WIDE {
        Some(wide) => alt((single, |input| wide_char(input, wide.is_wide, Expected::of(Rule::Pchar)))).parse(input),
        None => single.parse(input),
    };
    label(Rule::Pchar, &input, result)
}
