//! Unit tests of `authority.rs`, kept apart so that the rule file holds its rules only.

use super::h16;
use crate::grammar::input;

/// The length that the rule function `h16` reads from `bytes`, or 0.
fn h16_length(bytes: &[u8]) -> usize {
    let text = core::str::from_utf8(bytes).expect("ASCII");
    h16(input(text)).map_or(0, |(_, group)| group.fragment().len())
}

#[test]
fn h16_reads_one_to_four_hex_digits_on_every_short_text() {
    // Every text of up to four bytes over the digits, two hex letters, a letter past `f`, `.` and `:`.
    let bytes: Vec<u8> = (b'0'..=b'9').chain(*b"aFg.:").collect();
    let mut texts = vec![Vec::new()];
    for _ in 0..4 {
        let longer: Vec<Vec<u8>> = texts
            .iter()
            .filter(|text| text.len() == texts.last().map_or(0, Vec::len))
            .flat_map(|text| bytes.iter().map(move |&b| [text.as_slice(), &[b]].concat()))
            .collect();
        texts.extend(longer);
    }
    for text in &texts {
        let hex = text.iter().take(4).take_while(|b| b.is_ascii_hexdigit()).count();
        assert_eq!(h16_length(text), hex, "{text:?}");
    }
    assert_eq!(texts.len(), 1 + 15 + 15 * 15 + 15 * 15 * 15 + 15 * 15 * 15 * 15);
}
