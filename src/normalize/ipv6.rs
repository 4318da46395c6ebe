//! IPv6 addresses compared as addresses: the text form of RFC 5952 §4, one text per address.

use alloc::string::String;
use core::fmt::Write as _;

/// The eight 16-bit pieces of an `IPv6address` text (RFC 3986 §3.2.2), or `None` when it is not one.
pub(crate) fn pieces(text: &str) -> Option<[u16; 8]> {
    let (head, tail) = match text.split_once("::") {
        Some((head, tail)) => (head, Some(tail)),
        None => (text, None),
    };
    let mut left = [0u16; 8];
    let mut right = [0u16; 8];
    let left_count = groups(head, &mut left, tail.is_none())?;
    let right_count = match tail {
        Some(tail) => groups(tail, &mut right, true)?,
        None => 0,
    };
    let mut out = [0u16; 8];
    match tail {
        None if left_count == 8 => out = left,
        // "::" stands for at least one group of zeros.
        Some(_) if left_count + right_count <= 7 => {
            out[..left_count].copy_from_slice(&left[..left_count]);
            out[8 - right_count..].copy_from_slice(&right[..right_count]);
        }
        _ => return None,
    }
    Some(out)
}

/// Reads the `:`-separated groups of `text` into `into`, the last possibly a dotted IPv4 address when
/// `may_end_with_ipv4`; returns how many 16-bit pieces were read.
fn groups(text: &str, into: &mut [u16; 8], may_end_with_ipv4: bool) -> Option<usize> {
    if text.is_empty() {
        return Some(0);
    }
    let mut count = 0;
    let mut parts = text.split(':').peekable();
    while let Some(part) = parts.next() {
        let last = parts.peek().is_none();
        if last && may_end_with_ipv4 && part.contains('.') {
            let mut octets = [0u8; 4];
            let mut seen = 0;
            for (slot, octet) in octets.iter_mut().zip(part.split('.')) {
                *slot = octet.parse().ok()?;
                seen += 1;
            }
            if seen != 4 || part.split('.').count() != 4 {
                return None;
            }
            *into.get_mut(count)? = u16::from_be_bytes([octets[0], octets[1]]);
            *into.get_mut(count + 1)? = u16::from_be_bytes([octets[2], octets[3]]);
            count += 2;
        } else {
            if part.is_empty() || part.len() > 4 {
                return None;
            }
            *into.get_mut(count)? = u16::from_str_radix(part, 16).ok()?;
            count += 1;
        }
    }
    Some(count)
}

/// RFC 5952 §4: leading zeros suppressed, the longest run of two or more zero pieces (the first, on a tie)
/// shortened to `::`, lowercase; and §5: an IPv4-mapped address (`::ffff:0:0/96`) ends in dotted decimal.
pub(crate) fn canonical(pieces: [u16; 8]) -> String {
    let mut out = String::with_capacity(39);
    if pieces[..5] == [0; 5] && pieces[5] == 0xFFFF {
        let [a, b] = pieces[6].to_be_bytes();
        let [c, d] = pieces[7].to_be_bytes();
        // Writing to a String cannot fail.
        let _ = write!(out, "::ffff:{a}.{b}.{c}.{d}");
        return out;
    }
    let (mut best_start, mut best_length) = (8, 0);
    let mut index = 0;
    while index < 8 {
        let length = pieces[index..].iter().take_while(|&&piece| piece == 0).count();
        if length > best_length {
            (best_start, best_length) = (index, length);
        }
        index += length.max(1);
    }
    if best_length < 2 {
        best_start = 8;
    }
    let mut index = 0;
    while index < 8 {
        if index == best_start {
            out.push_str("::");
            index += best_length;
            continue;
        }
        if index > 0 && index != best_start + best_length {
            out.push(':');
        }
        let _ = write!(out, "{:x}", pieces[index]);
        index += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon(text: &str) -> String {
        canonical(pieces(text).unwrap())
    }

    #[test]
    fn rfc_5952_forms() {
        assert_eq!(canon("::1"), "::1");
        assert_eq!(canon("0:0::1"), "::1");
        assert_eq!(canon("0:0:0:0:0:0:0:1"), "::1");
        assert_eq!(canon("::"), "::");
        assert_eq!(canon("2001:DB8:0:0:0:0:2:1"), "2001:db8::2:1");
        assert_eq!(canon("2001:db8:0:1:1:1:1:1"), "2001:db8:0:1:1:1:1:1");
        assert_eq!(canon("2001:0:0:1:0:0:0:1"), "2001:0:0:1::1");
        assert_eq!(canon("2001:db8:0:0:1:0:0:1"), "2001:db8::1:0:0:1");
        assert_eq!(canon("1::"), "1::");
        assert_eq!(canon("::ffff:1.2.3.4"), "::ffff:1.2.3.4");
        assert_eq!(canon("::ffff:102:304"), "::ffff:1.2.3.4");
        assert_eq!(canon("1:2:3:4:5:6:1.2.3.4"), "1:2:3:4:5:6:102:304");
        assert_eq!(canon("00ab:0::"), "ab::");
    }

    #[test]
    fn non_addresses() {
        for text in ["", ":", "1:2", "1:::2", "1::2::3", "12345::", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7::8", "::1.2.3"]
        {
            assert_eq!(pieces(text), None, "{text}");
        }
    }
}
