//! § 3 "Hosts (domains and IP addresses)": the host parser, the IPv4 parser and its number parser, the IPv6
//! parser, the opaque-host parser, the domain parser (IDNA by the `idna` crate), and the host serializers.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;
use core::net::{Ipv4Addr, Ipv6Addr};

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use super::input::Source;
use super::percent::{PercentEncodeSet, percent_decode, utf8_percent_encode_into};
use super::problem::{ErrorSink, Failure, Reported, ValidationError};
use super::record::HostKind;

/// § 3.1 "Host representation": "A host is a domain, an IP address, an opaque host, or an empty host."
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Host {
    /// "A domain is a non-empty ASCII string that identifies a realm within a network."
    Domain(String),
    /// "An IPv4 address is a 32-bit unsigned integer that identifies a network address."
    Ipv4(u32),
    /// "An IPv6 address is a 128-bit unsigned integer that identifies a network address. This integer is
    /// composed of a list of 8 16-bit unsigned integers, also known as an IPv6 address's pieces."
    Ipv6([u16; 8]),
    /// "An opaque host is a non-empty ASCII string that can be used for further processing."
    Opaque(String),
    /// "An empty host is the empty string."
    Empty,
}

/// "A forbidden host code point is U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE, U+0023 (#),
/// U+002F (/), U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040 (@), U+005B (\[), U+005C (\\),
/// U+005D (\]), U+005E (^), or U+007C (|)."
#[must_use]
pub const fn is_forbidden_host_code_point(c: char) -> bool {
    matches!(
        c,
        '\0' | '\t' | '\n' | '\r' | ' ' | '#' | '/' | ':' | '<' | '>' | '?' | '@' | '[' | '\\' | ']' | '^' | '|'
    )
}

/// "A forbidden domain code point is a forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE."
#[must_use]
pub const fn is_forbidden_domain_code_point(c: char) -> bool {
    is_forbidden_host_code_point(c) || matches!(c, '\0'..='\u{1F}' | '%' | '\u{7F}')
}

/// "The URL code points are ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('), U+0028 LEFT
/// PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,), U+002D (-), U+002E (.),
/// U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040 (@), U+005F (_), U+007E (~), and code
/// points in the range U+00A0 to U+10FFFD, inclusive, excluding surrogates and noncharacters." (§ 4.3)
#[must_use]
pub const fn is_url_code_point(c: char) -> bool {
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' => true,
        '!' | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | '-' | '.' | '/' | ':' | ';' | '=' | '?' | '@' | '_'
        | '~' => true,
        '\u{A0}'..='\u{10FFFD}' => {
            let point = c as u32;
            !(point >= 0xFDD0 && point <= 0xFDEF) && point & 0xFFFE != 0xFFFE
        }
        _ => false,
    }
}

/// § 3.5 "Host parsing": "The host parser takes a scalar value string input with an optional boolean
/// isOpaque (default false), and then runs these steps. They return failure or a host.
///
/// 1. If input starts with U+005B (\[), then:
///    1. If input does not end with U+005D (\]), IPv6-unclosed validation error, return failure.
///    2. Return the result of IPv6 parsing input with its leading U+005B (\[) and trailing U+005D (\]) removed.
/// 2. If isOpaque is true, then return the result of opaque-host parsing input.
/// 3. Assert: input is not the empty string.
/// 4. If input contains a percent-encoded byte, domain-percent-encoded validation error.
/// 5. Let domain be the result of running UTF-8 decode without BOM on the percent-decoding of input.
/// 6. Let asciiDomain be the result of running domain parser with domain and false.
/// 7. If asciiDomain is failure, then return failure.
/// 8. If asciiDomain ends in a number, then return the result of IPv4 parsing asciiDomain.
/// 9. Return asciiDomain."
///
/// The failure carries the validation error that caused it; errors that do not fail go to `errors`.
pub(crate) fn host_parser(
    input: Source<'_>,
    is_opaque: bool,
    errors: &mut ErrorSink,
    output: &mut dyn HostOutput,
) -> Result<HostKind, Reported> {
    let whole = input.range(0, input.len());
    if input.get(0) == Some('[') {
        if input.len() < 2 || !input.text.ends_with(']') {
            return Err(Reported { error: ValidationError::Ipv6Unclosed, span: whole });
        }
        let address = ipv6_parser(input.slice(1, input.len() - 1), errors)?;
        let mut text = AddressText::default();
        let _ = text.write_char('[');
        write_ipv6(&address, &mut text);
        let _ = text.write_char(']');
        output.push_str(text.as_str());
        let [a, b, c, d, e, f, g, h] = address;
        return Ok(HostKind::Ipv6(Ipv6Addr::new(a, b, c, d, e, f, g, h)));
    }
    if is_opaque {
        return opaque_host_parser(input, errors, output);
    }
    if is_plain_ascii_domain(input.bytes()) {
        // Steps 4 to 7 change nothing but the case of such an input: it has no `%`, the domain parser's
        // result is the input lowercased, and its strict ToASCII succeeds (see `is_plain_ascii_domain`).
        // Every IPv4 number begins with a digit, so a last label that does not cannot end in a number.
        let bytes = input.bytes();
        let last_label_start = bytes.iter().rposition(|&b| b == b'.').map_or(0, |dot| dot + 1);
        if bytes.get(last_label_start).is_some_and(u8::is_ascii_digit) && ends_in_a_number(input.text) {
            // The IPv4 number parser reads hex digits and "0X" in either case, so the input's case does not
            // matter, and each byte is the domain's.
            let address = ipv4_parser(input.text, input, true, errors)?;
            push_ipv4(address, output);
            return Ok(HostKind::Ipv4(Ipv4Addr::from(address)));
        }
        output.push_lowercase(input.text);
        return Ok(HostKind::Domain);
    }
    let mut text = String::with_capacity(input.len());
    let mut plain = true;
    for (i, c) in input.text.char_indices() {
        if c == '%' && input.hex_pair_follows(i) && plain {
            errors.push(Reported { error: ValidationError::DomainPercentEncoded, span: input.range(i, i + 3) });
            plain = false;
        }
        if c == '%' || !c.is_ascii() {
            plain = false;
        }
        text.push(c);
    }
    let decoded = percent_decode(text.as_bytes());
    let domain = String::from_utf8_lossy(&decoded);
    let parsed = domain_parser(&domain, false);
    let Some(ascii_domain) = parsed.result else {
        return Err(Reported { error: ValidationError::DomainToAscii, span: whole });
    };
    if parsed.strict_failed {
        errors.push(Reported { error: ValidationError::DomainToAscii, span: whole });
    }
    if ends_in_a_number(&ascii_domain) {
        // The parts map to the input code point for code point when the input is ASCII without `%`: the
        // domain parser then only lowercases it.
        let mapped = plain && ascii_domain.len() == input.len();
        let address = ipv4_parser(&ascii_domain, input, mapped, errors)?;
        push_ipv4(address, output);
        return Ok(HostKind::Ipv4(Ipv4Addr::from(address)));
    }
    output.push_str(&ascii_domain);
    Ok(HostKind::Domain)
}

/// Whether `input` is a domain the host parser needs no IDNA for: labels of ASCII letters, digits and
/// hyphens, each of 1 to 63 bytes, none beginning or ending with a hyphen or with hyphens as its third and
/// fourth bytes (so no `xn--` label, whose Punycode ToASCII would check), at most 253 bytes in all, without a
/// trailing dot. Of such a domain UTS #46 ToASCII with the standard's strict flags (CheckHyphens,
/// UseSTD3ASCIIRules, VerifyDnsLength) only lowercases it and records no error; the lenient flags record none
/// either; and it has no forbidden domain code point. Any other domain goes through the `idna` crate.
pub(crate) fn is_plain_ascii_domain(input: &[u8]) -> bool {
    matches!(plain_ascii_domain_prefix(input), Some((end, _, _)) if end == input.len())
}

/// The longest prefix of `input` of ASCII letters, digits, hyphens and dots, with where its last label
/// begins and whether it has an ASCII upper alpha, when that prefix is a domain as [`is_plain_ascii_domain`]
/// says; `None` when it is not.
pub(crate) fn plain_ascii_domain_prefix(input: &[u8]) -> Option<(usize, usize, bool)> {
    // One pass to the first byte that is not a letter, digit, hyphen or dot, the only exit of the loop: each
    // pair of neighbouring bytes is checked by masking the left byte's `LEFT` bits with the right byte's
    // `RIGHT` bits (see [`DOMAIN_BYTES`]) and the flags gathered rather than branched on, so that a host of
    // many labels and hyphens costs one unpredictable branch, not one per label. The start counts as a dot
    // before the first byte. `left` is the previous byte's entry shifted down to its `LEFT` bits (with
    // `DOMAIN_BYTE >> 4`, which masks no `RIGHT` bit); `label_start` is where the current label began.
    let mut left = DOT >> 4;
    let mut flags = 0;
    let mut label_start = 0;
    let mut i = 0;
    while let Some(&byte) = input.get(i) {
        let entry = DOMAIN_BYTES[usize::from(byte)];
        if entry == OTHER {
            break;
        }
        flags |= left & entry;
        label_start = if entry == DOT { i + 1 } else { label_start };
        left = entry >> 4;
        i += 1;
    }
    // No label is empty or begins or ends with a hyphen (the pairs, and the last byte); only a domain longer
    // than 63 bytes can have a longer label, and only one with `--` hyphens as a label's third and fourth.
    let fits = flags & EMPTY_OR_HYPHEN_AT_AN_END == 0
        && left == ALPHANUMERIC >> 4
        && i <= 253
        && ((i <= 63 && flags & TWO_HYPHENS == 0)
            || input.get(..i)?.split(|&b| b == b'.').all(|label| label.len() <= 63 && label.get(2..4) != Some(b"--")));
    fits.then_some((i, label_start, flags & UPPERCASE != 0))
}

/// The pair flags: a dot then a dot or hyphen (an empty label, or one that begins with a hyphen).
const DOT_THEN_DOT_OR_HYPHEN: u8 = 1;
/// A hyphen then a dot (a label that ends with a hyphen).
const HYPHEN_THEN_DOT: u8 = 2;
/// A flag: an empty label, or one that begins or ends with a hyphen.
const EMPTY_OR_HYPHEN_AT_AN_END: u8 = DOT_THEN_DOT_OR_HYPHEN | HYPHEN_THEN_DOT;
/// A flag: two hyphens in a row.
const TWO_HYPHENS: u8 = 4;
/// A flag and a bit of the entry of each ASCII upper alpha: the domain has one.
const UPPERCASE: u8 = 8;

/// The entries of [`DOMAIN_BYTES`]: 0 for a byte that is not a domain's; else bit 7, the pair flags the
/// byte raises as the right byte of a pair in bits 0 to 2 (`RIGHT`), and those it raises as the left byte in
/// bits 4 to 6 (`LEFT`). A pair raises `LEFT(a) & RIGHT(b)`, which is nonzero in bits 0 to 2 exactly for a
/// dot then a dot or hyphen, a hyphen then a dot, and two hyphens. Bit 3 (`UPPERCASE`) is set only in the
/// entries of the ASCII upper alphas, and `entry >> 4` of every domain byte has it (bit 7 moved), so a pair
/// raises `UPPERCASE` exactly when its right byte is an upper alpha.
const OTHER: u8 = 0;
const DOMAIN_BYTE: u8 = 0x80;
const ALPHANUMERIC: u8 = DOMAIN_BYTE;
const HYPHEN: u8 = DOMAIN_BYTE | (HYPHEN_THEN_DOT | TWO_HYPHENS) << 4 | DOT_THEN_DOT_OR_HYPHEN | TWO_HYPHENS;
const DOT: u8 = DOMAIN_BYTE | DOT_THEN_DOT_OR_HYPHEN << 4 | DOT_THEN_DOT_OR_HYPHEN | HYPHEN_THEN_DOT;

/// Each byte's entry in a plain ASCII domain: an ASCII alphanumeric, `-`, `.`, or any other byte.
static DOMAIN_BYTES: [u8; 256] = {
    let mut table = [OTHER; 256];
    let mut byte = 0;
    while byte < 128 {
        if (byte as u8).is_ascii_uppercase() {
            table[byte] = ALPHANUMERIC | UPPERCASE;
        } else if (byte as u8).is_ascii_alphanumeric() {
            table[byte] = ALPHANUMERIC;
        }
        byte += 1;
    }
    table[b'-' as usize] = HYPHEN;
    table[b'.' as usize] = DOT;
    table
};

/// The host parser on a string of its own (§ 3.5), for the host alone: the host, or the failure, and the
/// validation errors, with spans in `input`.
///
/// ```
/// use urigram::whatwg::{parse_host, Host, ValidationError};
/// let (host, errors) = parse_host("0x7F.1", false).unwrap();
/// assert_eq!(host, Host::Ipv4(0x7F00_0001));
/// let names: Vec<_> = errors.iter().map(|e| e.error.name()).collect();
/// assert_eq!(names, ["IPv4-too-few-parts", "IPv4-non-decimal-part"]);
/// assert_eq!(parse_host("faß.example", false).unwrap().0, Host::Domain("xn--fa-hia.example".into()));
/// assert_eq!(parse_host("faß.example", true).unwrap().0, Host::Opaque("fa%C3%9F.example".into()));
/// assert_eq!(parse_host("example^example", false).unwrap_err().error, ValidationError::DomainToAscii);
/// ```
///
/// # Errors
///
/// [`Failure`] when the host parser returns failure.
pub fn parse_host(input: &str, is_opaque: bool) -> Result<(Host, Vec<Reported>), Failure> {
    let mut sink = ErrorSink::new(true);
    let source = Source::whole(input);
    let mut text = String::new();
    let result = host_parser(source, is_opaque, &mut sink, &mut text);
    let mut errors = sink.list;
    match result {
        Ok(kind) => {
            errors.sort_by_key(|reported| reported.span.start);
            let host = match kind {
                HostKind::Domain => Host::Domain(text),
                HostKind::Opaque => Host::Opaque(text),
                HostKind::Empty => Host::Empty,
                HostKind::Ipv4(address) => Host::Ipv4(address.to_bits()),
                HostKind::Ipv6(address) => Host::Ipv6(address.segments()),
            };
            Ok((host, errors))
        }
        Err(failure) => {
            errors.sort_by_key(|reported| reported.span.start);
            Err(Failure { error: failure.error, span: failure.span, errors })
        }
    }
}

/// What the domain parser gives: the result, and whether the strict ToASCII recorded an error.
struct DomainParse {
    result: Option<String>,
    strict_failed: bool,
}

/// § 3.3 "IDNA": "The domain parser algorithm, given a scalar value string domain and a boolean beStrict, runs
/// these steps. They return failure or a domain.
///
/// 1. Let strictResult be the result of running domain parser ToASCII with domain and true.
/// 2. If strictResult is a failure value, domain-to-ASCII validation error. This step does not return.
/// 3. If beStrict is true: 1. If strictResult is a failure value, then return failure. 2. Return strictResult.
/// 4. Let result be null.
/// 5. If domain is an ASCII string, then set result to domain, lowercased.
/// 6. Otherwise: 1. Set result to the result of running domain parser ToASCII with domain and false. 2. If
///    result is a failure value, then return failure.
/// 7. If result is the empty string, then return failure.
/// 8. If result contains a forbidden domain code point, then return failure.
/// 9. Return result."
fn domain_parser(domain: &str, be_strict: bool) -> DomainParse {
    let strict = domain_parser_to_ascii(domain, true);
    let strict_failed = strict.is_none();
    if be_strict {
        return DomainParse { result: strict.map(Cow::into_owned), strict_failed };
    }
    let result = if domain.is_ascii() {
        Some(domain.to_ascii_lowercase())
    } else {
        domain_parser_to_ascii(domain, false).map(Cow::into_owned)
    };
    let result = result.filter(|result| !result.is_empty() && !result.chars().any(is_forbidden_domain_code_point));
    DomainParse { result, strict_failed }
}

/// The domain parser with beStrict true: the domain, or `None` for failure.
pub(crate) fn strict_domain(domain: &str) -> Option<String> {
    domain_parser(domain, true).result
}

/// The UTS #46 processor of the `idna` crate, with its Unicode data compiled in.
const UTS46: Uts46 = Uts46::new();

/// § 3.3: "The domain parser ToASCII algorithm, given a scalar value string domain and a boolean beStrict,
/// returns the result of running Unicode ToASCII with domain_name set to domain, CheckHyphens set to
/// beStrict, CheckBidi set to true, CheckJoiners set to true, UseSTD3ASCIIRules set to beStrict,
/// Transitional_Processing set to false, VerifyDnsLength set to beStrict, and IgnoreInvalidPunycode set to
/// false."
///
/// The `idna` crate always checks bidi and joiners and processes nontransitionally; the other flags are its
/// arguments.
fn domain_parser_to_ascii(domain: &str, be_strict: bool) -> Option<Cow<'_, str>> {
    let (deny, hyphens, dns_length) = if be_strict {
        (AsciiDenyList::STD3, Hyphens::Check, DnsLength::Verify)
    } else {
        (AsciiDenyList::EMPTY, Hyphens::Allow, DnsLength::Ignore)
    };
    UTS46.to_ascii(domain.as_bytes(), deny, hyphens, dns_length).ok()
}

/// § 3.5: "The ends in a number checker takes an ASCII string input and then runs these steps. They return a
/// boolean.
///
/// 1. Assert: input is not the empty string.
/// 2. Let parts be the result of strictly splitting input on U+002E (.).
/// 3. If the last item in parts is the empty string, then remove the last item from parts.
/// 4. Let last be the last item in parts.
/// 5. If last is not the empty string and contains only ASCII digits, then return true.
/// 6. If parsing last as an IPv4 number does not return failure, then return true.
/// 7. Return false."
#[must_use]
pub fn ends_in_a_number(input: &str) -> bool {
    let trimmed = input.strip_suffix('.').unwrap_or(input);
    let last = trimmed.rsplit('.').next().unwrap_or("");
    if !last.is_empty() && last.bytes().all(|b| b.is_ascii_digit()) {
        return true;
    }
    ipv4_number_parser(last).is_some()
}

/// § 3.5: "The IPv4 parser takes an ASCII string input and then runs these steps. They return failure or an
/// IPv4 address.
///
/// 1. Let parts be the result of strictly splitting input on U+002E (.).
/// 2. If the last item in parts is the empty string, then: 1. IPv4-empty-part validation error. 2. If parts's
///    size is greater than 1, then remove the last item from parts.
/// 3. If parts's size is less than 4, IPv4-too-few-parts validation error.
/// 4. If parts's size is greater than 4, IPv4-too-many-parts validation error, return failure.
/// 5. Let numbers be an empty list.
/// 6. For each part of parts: 1. Let result be the result of parsing part. 2. If result is failure,
///    IPv4-non-numeric-part validation error, return failure. 3. If result\[1\] is true, IPv4-non-decimal-part
///    validation error. 4. Append result\[0\] to numbers.
/// 7. If any item in numbers is greater than 255, IPv4-out-of-range-part validation error.
/// 8. If any but the last item in numbers is greater than 255, then return failure.
/// 9. If the last item in numbers is greater than or equal to 256^(5 − numbers's size), then return failure.
/// 10. Let ipv4 be the last item in numbers.
/// 11. Remove the last item from numbers.
/// 12. Let counter be 0.
/// 13. For each n of numbers: 1. Increment ipv4 by n × 256^(3 − counter). 2. Increment counter by 1.
/// 14. Return ipv4."
///
/// `host` is the host's input; when `mapped`, byte `i` of `input` is its code point `i` and each part's error
/// has the part's span, else the host's.
fn ipv4_parser(input: &str, host: Source<'_>, mapped: bool, errors: &mut ErrorSink) -> Result<u32, Reported> {
    let whole = host.range(0, host.len());
    let span_of = |start: usize, end: usize| if mapped { host.range(start, end) } else { whole };
    // The parts, each with its offset in `input`: the first four kept, all counted (a fifth fails below).
    let mut kept = [("", 0usize); 4];
    let mut size = 0usize;
    let mut last = ("", 0usize);
    let mut start = 0;
    for part in input.split('.') {
        if let Some(slot) = kept.get_mut(size) {
            *slot = (part, start);
        }
        size += 1;
        last = (part, start);
        start += part.len() + 1;
    }
    if last.0.is_empty() {
        errors
            .push(Reported { error: ValidationError::Ipv4EmptyPart, span: span_of(last.1.saturating_sub(1), last.1) });
        if size > 1 {
            size -= 1;
        }
    }
    if size < 4 {
        errors.push(Reported { error: ValidationError::Ipv4TooFewParts, span: whole });
    }
    if size > 4 {
        return Err(Reported { error: ValidationError::Ipv4TooManyParts, span: whole });
    }
    let parts = kept.get(..size).unwrap_or(&kept);
    let mut numbers = [0u64; 4];
    let mut out_of_range: Option<(usize, Reported)> = None;
    for (i, &(part, part_start)) in parts.iter().enumerate() {
        let span = span_of(part_start, part_start + part.len());
        let Some((number, non_decimal)) = ipv4_number_parser(part) else {
            return Err(Reported { error: ValidationError::Ipv4NonNumericPart, span });
        };
        if non_decimal {
            errors.push(Reported { error: ValidationError::Ipv4NonDecimalPart, span });
        }
        if number > 255 && out_of_range.is_none() {
            out_of_range = Some((i, Reported { error: ValidationError::Ipv4OutOfRangePart, span }));
        }
        if let Some(slot) = numbers.get_mut(i) {
            *slot = number;
        }
    }
    let size = parts.len();
    let last = numbers.get(size.wrapping_sub(1)).copied().unwrap_or(0);
    if let Some((index, reported)) = out_of_range {
        if index + 1 != size || last >= 256u64.pow(5 - size as u32) {
            return Err(reported);
        }
        errors.push(reported);
    }
    let mut ipv4 = last;
    for (counter, &n) in numbers.iter().take(size.saturating_sub(1)).enumerate() {
        ipv4 += n << (8 * (3 - counter as u64));
    }
    Ok(u32::try_from(ipv4).unwrap_or(u32::MAX))
}

/// § 3.5: "The IPv4 number parser takes an ASCII string input and then runs these steps. They return failure
/// or a tuple of a number and a boolean.
///
/// 1. If input is the empty string, then return failure.
/// 2. Let validationError be false.
/// 3. Let R be 10.
/// 4. If input contains at least two code points and the first two code points are either "0X" or "0x",
///    then: 1. Set validationError to true. 2. Remove the first two code points from input. 3. Set R to 16.
/// 5. Otherwise, if input contains at least two code points and the first code point is U+0030 (0), then:
///    1. Set validationError to true. 2. Remove the first code point from input. 3. Set R to 8.
/// 6. If input is the empty string, then return (0, true).
/// 7. If input contains a code point that is not a radix-R digit, then return failure.
/// 8. Let output be the mathematical integer value that is represented by input in radix-R notation, using
///    ASCII hex digits for digits with values 0 through 15.
/// 9. Return (output, validationError)."
///
/// The value saturates at `u64::MAX`: every comparison the IPv4 parser makes is with a number below 2^33.
#[must_use]
pub fn ipv4_number_parser(input: &str) -> Option<(u64, bool)> {
    if input.is_empty() {
        return None;
    }
    let (digits, radix, validation_error) =
        if let Some(rest) = input.strip_prefix("0x").or_else(|| input.strip_prefix("0X")) {
            (rest, 16, true)
        } else if input.len() >= 2 && input.starts_with('0') {
            (input.get(1..).unwrap_or(""), 8, true)
        } else {
            (input, 10, false)
        };
    if digits.is_empty() {
        return Some((0, true));
    }
    let mut output: u64 = 0;
    for c in digits.chars() {
        let digit = c.to_digit(radix)?;
        output = output.saturating_mul(u64::from(radix)).saturating_add(u64::from(digit));
    }
    Some((output, validation_error))
}

/// § 3.5: "The IPv6 parser takes a scalar value string input and then runs these steps. They return failure
/// or an IPv6 address.
///
/// 1. Let address be a new IPv6 address whose pieces are all 0.
/// 2. Let pieceIndex be 0.
/// 3. Let compress be null.
/// 4. Let pointer be a pointer for input.
/// 5. If c is U+003A (:), then: 1. If remaining does not start with U+003A (:), IPv6-invalid-compression
///    validation error, return failure. 2. Increase pointer by 2. 3. Increase pieceIndex by 1 and then set
///    compress to pieceIndex.
/// 6. While c is not the EOF code point: 1. If pieceIndex is 8, IPv6-too-many-pieces validation error, return
///    failure. 2. If c is U+003A (:), then: 1. If compress is non-null, IPv6-multiple-compression validation
///    error, return failure. 2. Increase pointer and pieceIndex by 1, set compress to pieceIndex, and then
///    continue. 3. Let value and length be 0. 4. While length is less than 4 and c is an ASCII hex digit, set
///    value to value × 0x10 + c interpreted as a hexadecimal number, and increase pointer and length by 1.
///    5. If c is U+002E (.), then: \[the IPv4-in-IPv6 steps, quoted in the body\] 6. Otherwise, if c is
///    U+003A (:): 1. Increase pointer by 1. 2. If c is the EOF code point, IPv6-invalid-code-point validation
///    error, return failure. 7. Otherwise, if c is not the EOF code point, IPv6-invalid-code-point validation
///    error, return failure. 8. If length is greater than 1 and value is less than 0x10^(length − 1),
///    IPv6-piece-leading-zero validation error. 9. Set address\[pieceIndex\] to value. 10. Increase pieceIndex
///    by 1.
/// 7. If compress is non-null, then: 1. Let swaps be pieceIndex − compress. 2. Set pieceIndex to 7. 3. While
///    pieceIndex is not 0 and swaps is greater than 0, swap address\[pieceIndex\] with address\[compress +
///    swaps − 1\], and then decrease both pieceIndex and swaps by 1.
/// 8. Otherwise, if compress is null and pieceIndex is not 8, IPv6-too-few-pieces validation error, return
///    failure.
/// 9. Return address."
pub(crate) fn ipv6_parser(input: Source<'_>, errors: &mut ErrorSink) -> Result<[u16; 8], Reported> {
    let fail = |error, span| Err(Reported { error, span });
    let mut address = [0u16; 8];
    let mut piece_index = 0usize;
    let mut compress: Option<usize> = None;
    let mut pointer = 0usize;
    if input.get(0) == Some(':') {
        if input.get(1) != Some(':') {
            return fail(ValidationError::Ipv6InvalidCompression, input.span(0));
        }
        pointer += 2;
        piece_index += 1;
        compress = Some(piece_index);
    }
    while let Some(c) = input.get(pointer) {
        if piece_index == 8 {
            return fail(ValidationError::Ipv6TooManyPieces, input.span(pointer));
        }
        if c == ':' {
            if compress.is_some() {
                return fail(ValidationError::Ipv6MultipleCompression, input.span(pointer));
            }
            pointer += 1;
            piece_index += 1;
            compress = Some(piece_index);
            continue;
        }
        let piece_start = pointer;
        let (mut value, mut length) = (0u32, 0usize);
        while let Some(digit) = input.get(pointer).and_then(|c| c.to_digit(16)).filter(|_| length < 4) {
            value = value * 0x10 + digit;
            pointer += 1;
            length += 1;
        }
        match input.get(pointer) {
            Some('.') => {
                // "1. If length is 0, IPv4-in-IPv6-invalid-code-point validation error, return failure.
                //  2. Decrease pointer by length.
                //  3. If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces validation error, return
                //     failure.
                //  4. Let numbersSeen be 0.
                //  5. While c is not the EOF code point: [...]
                //  6. If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts validation error, return failure.
                //  7. Break."
                if length == 0 {
                    return fail(ValidationError::Ipv4InIpv6InvalidCodePoint, input.span(pointer));
                }
                pointer -= length;
                if piece_index > 6 {
                    return fail(ValidationError::Ipv4InIpv6TooManyPieces, input.range(pointer, input.len()));
                }
                let ipv4_start = pointer;
                let mut numbers_seen = 0;
                while let Some(c) = input.get(pointer) {
                    // "1. Let ipv4Piece be null.
                    //  2. If numbersSeen is greater than 0, then: 1. If c is a U+002E (.) and numbersSeen is
                    //     less than 4, then increase pointer by 1. 2. Otherwise,
                    //     IPv4-in-IPv6-invalid-code-point validation error, return failure.
                    //  3. If c is not an ASCII digit, IPv4-in-IPv6-invalid-code-point validation error,
                    //     return failure.
                    //  4. While c is an ASCII digit: 1. Let number be c interpreted as decimal number. 2. If
                    //     ipv4Piece is null, then set ipv4Piece to number. 3. Otherwise, if ipv4Piece is 0,
                    //     IPv4-in-IPv6-invalid-code-point validation error, return failure. 4. Otherwise, set
                    //     ipv4Piece to ipv4Piece × 10 + number. 5. If ipv4Piece is greater than 255,
                    //     IPv4-in-IPv6-out-of-range-part validation error, return failure. 6. Increase
                    //     pointer by 1.
                    //  5. Set address[pieceIndex] to address[pieceIndex] × 0x100 + ipv4Piece.
                    //  6. Increase numbersSeen by 1.
                    //  7. If numbersSeen is 2 or 4, then increase pieceIndex by 1."
                    let mut ipv4_piece: Option<u32> = None;
                    if numbers_seen > 0 {
                        if c == '.' && numbers_seen < 4 {
                            pointer += 1;
                        } else {
                            return fail(ValidationError::Ipv4InIpv6InvalidCodePoint, input.span(pointer));
                        }
                    }
                    if !input.get(pointer).is_some_and(|c| c.is_ascii_digit()) {
                        return fail(ValidationError::Ipv4InIpv6InvalidCodePoint, input.span(pointer));
                    }
                    let part_start = pointer;
                    while let Some(number) =
                        input.get(pointer).filter(char::is_ascii_digit).and_then(|c| c.to_digit(10))
                    {
                        ipv4_piece = match ipv4_piece {
                            None => Some(number),
                            Some(0) => {
                                return fail(ValidationError::Ipv4InIpv6InvalidCodePoint, input.span(pointer));
                            }
                            Some(piece) => Some(piece * 10 + number),
                        };
                        if ipv4_piece.is_some_and(|piece| piece > 255) {
                            let mut end = pointer;
                            while input.get(end).is_some_and(|c| c.is_ascii_digit()) {
                                end += 1;
                            }
                            return fail(ValidationError::Ipv4InIpv6OutOfRangePart, input.range(part_start, end));
                        }
                        pointer += 1;
                    }
                    if let Some(slot) = address.get_mut(piece_index) {
                        *slot = (u32::from(*slot) * 0x100 + ipv4_piece.unwrap_or(0)) as u16;
                    }
                    numbers_seen += 1;
                    if numbers_seen == 2 || numbers_seen == 4 {
                        piece_index += 1;
                    }
                }
                if numbers_seen != 4 {
                    return fail(ValidationError::Ipv4InIpv6TooFewParts, input.range(ipv4_start, pointer));
                }
                break;
            }
            Some(':') => {
                pointer += 1;
                if input.get(pointer).is_none() {
                    return fail(ValidationError::Ipv6InvalidCodePoint, input.span(pointer));
                }
            }
            Some(_) => return fail(ValidationError::Ipv6InvalidCodePoint, input.span(pointer)),
            None => {}
        }
        if length > 1 && value < 1 << (4 * (length - 1)) {
            errors.push(Reported {
                error: ValidationError::Ipv6PieceLeadingZero,
                span: input.range(piece_start, piece_start + length),
            });
        }
        if let Some(slot) = address.get_mut(piece_index) {
            *slot = value as u16;
        }
        piece_index += 1;
    }
    if let Some(compress) = compress {
        let mut swaps = piece_index.saturating_sub(compress);
        piece_index = 7;
        while piece_index != 0 && swaps > 0 {
            let other = compress + swaps - 1;
            if other < 8 {
                address.swap(piece_index, other);
            }
            piece_index -= 1;
            swaps -= 1;
        }
    } else if piece_index != 8 {
        return fail(ValidationError::Ipv6TooFewPieces, input.range(0, input.len()));
    }
    Ok(address)
}

/// § 3.5: "The opaque-host parser takes a scalar value string input, and then runs these steps. They return
/// failure or an opaque host.
///
/// 1. If input contains a forbidden host code point, host-invalid-code-point validation error, return
///    failure.
/// 2. If input contains a code point that is not a URL code point and not U+0025 (%), invalid-URL-unit
///    validation error.
/// 3. If input contains a U+0025 (%) and the two code points following it are not ASCII hex digits,
///    invalid-URL-unit validation error.
/// 4. Return the result of running UTF-8 percent-encode on input using the C0 control percent-encode set."
///
/// An empty input gives the empty host (the host state calls this parser with an empty buffer for a URL
/// that is not special).
pub(crate) fn opaque_host_parser(
    input: Source<'_>,
    errors: &mut ErrorSink,
    output: &mut dyn HostOutput,
) -> Result<HostKind, Reported> {
    // A forbidden host code point is ASCII: a byte search finds it.
    if let Some(i) = input.bytes().iter().position(|&b| b.is_ascii() && is_forbidden_host_code_point(char::from(b))) {
        return Err(Reported { error: ValidationError::HostInvalidCodePoint, span: input.span(i) });
    }
    if let Some((i, _)) = input.text.char_indices().find(|&(_, c)| !is_url_code_point(c) && c != '%') {
        errors.push(Reported { error: ValidationError::InvalidUrlUnit, span: input.span(i) });
    }
    if let Some(i) = (0..input.len()).find(|&i| input.bytes().get(i) == Some(&b'%') && !input.hex_pair_follows(i)) {
        errors.push(Reported { error: ValidationError::InvalidUrlUnit, span: input.span(i) });
    }
    if input.len() == 0 {
        return Ok(HostKind::Empty);
    }
    let mut encoded = [0u8; 12];
    for c in input.text.chars() {
        output.push_str(utf8_percent_encode_into(c, PercentEncodeSet::C0Control, &mut encoded));
    }
    Ok(HostKind::Opaque)
}

/// § 3.6 "Host serializing": "The host serializer takes a host host and then runs these steps. They return an
/// ASCII string.
///
/// 1. If host is an IPv4 address, return the result of running the IPv4 serializer on host.
/// 2. Otherwise, if host is an IPv6 address, return U+005B (\[), followed by the result of running the IPv6
///    serializer on host, followed by U+005D (\]).
/// 3. Otherwise, host is a domain, opaque host, or empty host, return host."
///
/// Appends to `output`.
pub fn host_serializer(host: &Host, output: &mut String) {
    match host {
        Host::Ipv4(address) => ipv4_serializer(*address, output),
        Host::Ipv6(address) => {
            output.push('[');
            ipv6_serializer(address, output);
            output.push(']');
        }
        Host::Domain(text) | Host::Opaque(text) => output.push_str(text),
        Host::Empty => {}
    }
}

/// § 3.6: "The IPv4 serializer takes an IPv4 address address and then runs these steps. They return an ASCII
/// string. 1. Let output be the empty string. 2. Let n be the value of address. 3. For each i in the range 1
/// to 4, inclusive: 1. Prepend n % 256, serialized, to output. 2. If i is not 4, then prepend U+002E (.) to
/// output. 3. Set n to floor(n / 256). 4. Return output." Appends to `output`.
pub fn ipv4_serializer(address: u32, output: &mut String) {
    let [a, b, c, d] = address.to_be_bytes();
    let _ = write!(output, "{a}.{b}.{c}.{d}");
}

/// The IPv4 serializer's output pushed to `output`.
fn push_ipv4(address: u32, output: &mut dyn HostOutput) {
    let [a, b, c, d] = address.to_be_bytes();
    let mut text = AddressText::default();
    let _ = write!(text, "{a}.{b}.{c}.{d}");
    output.push_str(text.as_str());
}

/// The text of a serialized IP address, on the stack: at most 41 bytes (an IPv6 address of eight pieces of
/// four hex digits, seven colons and the brackets).
struct AddressText {
    bytes: [u8; 48],
    length: usize,
}

impl Default for AddressText {
    fn default() -> Self {
        AddressText { bytes: [0; 48], length: 0 }
    }
}

impl AddressText {
    fn as_str(&self) -> &str {
        core::str::from_utf8(self.bytes.get(..self.length).unwrap_or(&[])).unwrap_or("")
    }
}

impl core::fmt::Write for AddressText {
    fn write_str(&mut self, text: &str) -> core::fmt::Result {
        let end = self.length + text.len();
        let slot = self.bytes.get_mut(self.length..end).ok_or(core::fmt::Error)?;
        slot.copy_from_slice(text.as_bytes());
        self.length = end;
        Ok(())
    }
}

/// Where the host parser writes the host it serializes: a string, or nowhere (for the verdict alone).
pub(crate) trait HostOutput {
    /// Appends `text`.
    fn push_str(&mut self, text: &str);
    /// Appends `text`, ASCII, lowercased.
    fn push_lowercase(&mut self, text: &str);
}

impl HostOutput for String {
    fn push_str(&mut self, text: &str) {
        String::push_str(self, text);
    }

    fn push_lowercase(&mut self, text: &str) {
        let start = self.len();
        String::push_str(self, text);
        if let Some(pushed) = self.get_mut(start..) {
            pushed.make_ascii_lowercase();
        }
    }
}

/// A host output that keeps nothing.
pub(crate) struct Discard;

impl HostOutput for Discard {
    fn push_str(&mut self, _text: &str) {}

    fn push_lowercase(&mut self, _text: &str) {}
}

/// § 3.6: "The IPv6 serializer takes an IPv6 address address and then runs these steps. They return an ASCII
/// string.
///
/// 1. Let output be the empty string.
/// 2. Let compress be the result of finding the IPv6 address compressed piece index given address.
/// 3. Let ignore0 be false.
/// 4. For each pieceIndex of address's pieces's indices: 1. If ignore0 is true and address\[pieceIndex\] is 0,
///    then continue. 2. Otherwise, if ignore0 is true, set ignore0 to false. 3. If compress is pieceIndex,
///    then: 1. Let separator be "::" if pieceIndex is 0; otherwise U+003A (:). 2. Append separator to output.
///    3. Set ignore0 to true and continue. 4. Append address\[pieceIndex\], represented as the shortest
///    possible lowercase hexadecimal number, to output. 5. If pieceIndex is not 7, then append U+003A (:) to
///    output.
/// 5. Return output."
///
/// Appends to `output`.
pub fn ipv6_serializer(address: &[u16; 8], output: &mut String) {
    write_ipv6(address, output);
}

/// The IPv6 serializer, writing to any `fmt::Write`.
fn write_ipv6(address: &[u16; 8], output: &mut impl core::fmt::Write) {
    let compress = find_the_ipv6_address_compressed_piece_index(address);
    let mut ignore0 = false;
    for (piece_index, &piece) in address.iter().enumerate() {
        if ignore0 && piece == 0 {
            continue;
        }
        ignore0 = false;
        if compress == Some(piece_index) {
            let _ = output.write_str(if piece_index == 0 { "::" } else { ":" });
            ignore0 = true;
            continue;
        }
        let _ = write!(output, "{piece:x}");
        if piece_index != 7 {
            let _ = output.write_char(':');
        }
    }
}

/// § 3.6: "To find the IPv6 address compressed piece index given an IPv6 address address: 1. Let longestIndex
/// be null. 2. Let longestSize be 1. 3. Let foundIndex be null. 4. Let foundSize be 0. 5. For each pieceIndex
/// of address's pieces's indices: 1. If address's pieces\[pieceIndex\] is not 0: 1. If foundSize is greater
/// than longestSize, then set longestIndex to foundIndex and longestSize to foundSize. 2. Set foundIndex to
/// null. 3. Set foundSize to 0. 2. Otherwise: 1. If foundIndex is null, then set foundIndex to pieceIndex. 2.
/// Increment foundSize by 1. 6. If foundSize is greater than longestSize, then return foundIndex. 7. Return
/// longestIndex."
#[must_use]
pub fn find_the_ipv6_address_compressed_piece_index(address: &[u16; 8]) -> Option<usize> {
    let mut longest_index = None;
    let mut longest_size = 1;
    let mut found_index = None;
    let mut found_size = 0;
    for (piece_index, &piece) in address.iter().enumerate() {
        if piece != 0 {
            if found_size > longest_size {
                longest_index = found_index;
                longest_size = found_size;
            }
            found_index = None;
            found_size = 0;
        } else {
            if found_index.is_none() {
                found_index = Some(piece_index);
            }
            found_size += 1;
        }
    }
    if found_size > longest_size {
        return found_index;
    }
    longest_index
}
