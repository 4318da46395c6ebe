//! Fused readings of RFC 3986: where one scan reads what a loop of rule functions would, and the rules that read
//! it call the scan. Each is kept only where it measured faster beyond noise (`BENCHMARKS.md`), reads from the
//! same class constants as the rules it fuses, and has a test beside it holding it equal to the rules' reading.

use super::characters::{PCHAR, irun};
use super::{Res, Variant};
use crate::grammar::{ByteClass, DIGIT, Input, peek_byte};

/// The single-byte alternatives of `pchar` ([`PCHAR`]), and `/`: what `*( "/" segment )` is made of.
const PCHAR_OR_SLASH: ByteClass = PCHAR.with_bytes(b"/");

/// `*( "/" segment )`, fused: the strings of `*( "/" segment )` are exactly those of `pchar` and `/` that are
/// empty or start with `/`, so where a `/` comes they are read as one escaped run over [`PCHAR_OR_SLASH`] rather
/// than as a loop of `"/"` and [`segment`](super::segment). The path rules call it for every `*( "/" segment )`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn slash_segments<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
    if peek_byte(&input) == Some(b'/') { segments_run::<V>(input) } else { Ok((input, ())) }
}

/// `segment-nz *( "/" segment )` where a character of `pchar` starts it, fused as [`slash_segments`] is: the
/// run over [`PCHAR_OR_SLASH`] (`path-absolute` reads it after its `/`).
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn segments_run<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
    irun::<V>(&PCHAR_OR_SLASH)(input).map(|(after, _)| (after, ()))
}

/// The length of the `dec-octet` that `bytes` starts with, if any: the reading of the rule function
/// [`dec_octet`](super::dec_octet), which [`ipv4_address`](super::ipv4_address) applies to its four octets by
/// index (as four rule functions, each octet and each dot returned its own pair of cursors).
///
/// Without a branch on the digits: an octet's length varies from one to three, and a `match` on them was
/// mispredicted at about every octet. Each longer alternative needs the shorter one (`1`-`9` then a digit needs a
/// digit first; three digits from 100 to 255 need the two before them), so the length is the count of the
/// alternatives that match.
#[inline(always)]
pub(crate) fn dec_octet_length(bytes: &[u8]) -> Option<usize> {
    let [first, second, third] = match bytes.first_chunk::<3>() {
        Some(&window) => window,
        // Near the end, zeros (no digit) stand for the bytes past it.
        None => core::array::from_fn(|index| bytes.get(index).copied().unwrap_or(0)),
    };
    let one = DIGIT.contains(first);
    let two = one & (first != b'0') & DIGIT.contains(second);
    // 100-199, 200-249 or 250-255.
    let below_256 = (first == b'1') | (first == b'2') & ((second < b'5') | (second == b'5') & (third <= b'5'));
    let three = two & DIGIT.contains(third) & below_256;
    let length = usize::from(one) + usize::from(two) + usize::from(three);
    (length > 0).then_some(length)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{dec_octet_length, segments_run, slash_segments};
    use crate::grammar::{Input, input, peek_byte, split};
    use crate::rfc3986::characters::{PCHAR, starts_irun};
    use crate::rfc3986::{Res, Rfc3986, Variant, pchar, segment, segment_nz};
    use crate::rfc3987::Rfc3987;

    /// `*( "/" segment )` as the ABNF writes it: while a `"/"` comes, it and the rule function `segment`.
    fn slash_segments_by_rules<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
        let mut rest = input;
        while peek_byte(&rest) == Some(b'/') {
            (rest, _) = segment::<V>(split(rest, 1).0)?;
        }
        Ok((rest, ()))
    }

    /// `segment = *pchar` as the ABNF writes it: the rule function `pchar` while it matches.
    fn segment_by_pchars<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
        let mut rest = input;
        loop {
            match pchar::<V>(rest) {
                Ok((after, _)) => rest = after,
                Err(nom::Err::Error(_)) => return Ok((rest, ())),
                Err(error) => return Err(error),
            }
        }
    }

    /// `segment-nz *( "/" segment )` as the ABNF writes it, where a character of `pchar` starts it.
    fn segments_by_rules<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
        let (after, _) = segment_nz::<V>(input)?;
        slash_segments_by_rules::<V>(after)
    }

    /// The fused run, where a character of `pchar` starts it (as `path-absolute` asks before reading it).
    fn segments_fused<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
        if starts_irun::<V>(&input, &PCHAR) { segments_run::<V>(input) } else { segments_by_rules::<V>(input) }
    }

    /// The rule function `segment`, its node dropped.
    fn segment_alone<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
        segment::<V>(input).map(|(after, _)| (after, ()))
    }

    /// Where a reading ends, or where it fails and with what.
    fn outcome(text: &str, read: fn(Input<'_>) -> Res<'_, ()>) -> String {
        match read(input(text)) {
            Ok((rest, ())) => format!("read to {}", rest.location_offset()),
            Err(error) => format!("{error:?}"),
        }
    }

    fn reads_alike(text: &str) {
        assert_eq!(
            outcome(text, slash_segments::<Rfc3986>),
            outcome(text, slash_segments_by_rules::<Rfc3986>),
            "{text:?}"
        );
        assert_eq!(
            outcome(text, slash_segments::<Rfc3987>),
            outcome(text, slash_segments_by_rules::<Rfc3987>),
            "{text:?}"
        );
        assert_eq!(outcome(text, segments_fused::<Rfc3986>), outcome(text, segments_by_rules::<Rfc3986>), "{text:?}");
        assert_eq!(outcome(text, segments_fused::<Rfc3987>), outcome(text, segments_by_rules::<Rfc3987>), "{text:?}");
        assert_eq!(outcome(text, segment_alone::<Rfc3986>), outcome(text, segment_by_pchars::<Rfc3986>), "{text:?}");
        assert_eq!(outcome(text, segment_alone::<Rfc3987>), outcome(text, segment_by_pchars::<Rfc3987>), "{text:?}");
    }

    #[test]
    fn the_fused_runs_read_as_the_rules_on_examples() {
        for text in ["", "/", "//", "/a/b", "/a%2F/%zz", "/%4", "a/b", "/a?b", "/é/ü", "/\u{E000}", "/a b", "/:@!$"] {
            reads_alike(text);
        }
    }

    proptest! {
        #[test]
        fn the_fused_runs_read_as_the_rules(text in "(/|%|[0-9a-fA-F]|[a-z:@!$;=~._-]|[?# \\[\\]]|é|\u{E000}){0,24}") {
            reads_alike(&text);
        }
    }

    /// `dec-octet`'s five alternatives, tried as the ABNF lists them, longest match first.
    fn dec_octet_by_alternatives(bytes: &[u8]) -> Option<usize> {
        let digit = |at: usize| bytes.get(at).filter(|b| b.is_ascii_digit()).copied();
        match (digit(0), digit(1), digit(2)) {
            (Some(b'1'), Some(_), Some(_)) => Some(3),
            (Some(b'2'), Some(b'0'..=b'4'), Some(_)) => Some(3),
            (Some(b'2'), Some(b'5'), Some(b'0'..=b'5')) => Some(3),
            (Some(b'1'..=b'9'), Some(_), _) => Some(2),
            (Some(_), _, _) => Some(1),
            _ => None,
        }
    }

    #[test]
    fn the_fused_octet_reads_as_the_alternatives_on_every_short_text() {
        // Every text of up to four bytes over the digits, a letter, `.` and `:`.
        let bytes: Vec<u8> = (b'0'..=b'9').chain(*b"a.:").collect();
        let mut texts = vec![Vec::new()];
        for length in 1..=4 {
            let longer: Vec<Vec<u8>> = texts
                .iter()
                .filter(|text| text.len() == length - 1)
                .flat_map(|text| bytes.iter().map(move |&b| [text.as_slice(), &[b]].concat()))
                .collect();
            texts.extend(longer);
        }
        for text in &texts {
            assert_eq!(dec_octet_length(text), dec_octet_by_alternatives(text), "{text:?}");
        }
        assert_eq!(texts.len(), 1 + 13 + 13 * 13 + 13 * 13 * 13 + 13 * 13 * 13 * 13);
    }
}
