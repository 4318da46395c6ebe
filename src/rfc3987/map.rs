//! What RFC 3987 does with IRIs beyond reading them: the mapping to URIs (§3.1) and back (§3.2), comparison
//! (§5.3) and resolution (§6.5), each on RFC 3986's machinery as the RFC says.

use alloc::borrow::Cow;
use alloc::string::String;

use super::diagnose::from_uri_error;
use super::{Error, Options, Rule, is_bidi_formatting, is_iprivate, is_ucschar};
use crate::normalize::{EquivalenceError, Normalization, NormalizeError};
use crate::resolve::ResolveError;
use alloc::boxed::Box;

/// §3.1 Step 2 on any text: "For each character in 'ucschar' or 'iprivate'", its UTF-8 octets as `%HH`
/// triplets, "uppercase letters" as the step advises; every other character is kept, and existing
/// percent-encodings "are not encoded further". Borrowed when there is nothing to encode.
///
/// Use it on a component or a text known to be an IRI; [`iri_to_uri`] checks that first.
///
/// ```
/// use urigram::rfc3987::encode_to_uri;
/// assert_eq!(encode_to_uri("http://www.example.org/red%09ros\u{E9}#red"), "http://www.example.org/red%09ros%C3%A9#red");
/// assert_eq!(encode_to_uri("http://example.com/\u{10300}\u{10301}\u{10302}"), "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82");
/// ```
#[must_use]
pub fn encode_to_uri(text: &str) -> Cow<'_, str> {
    let Some(first) = text.bytes().position(|b| !b.is_ascii()) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 8);
    out.push_str(&text[..first]);
    let mut utf8 = [0u8; 4];
    for c in text[first..].chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            for &octet in c.encode_utf8(&mut utf8).as_bytes() {
                push_triplet(&mut out, octet);
            }
        }
    }
    Cow::Owned(out)
}

/// Maps the IRI reference `text` to a URI reference by RFC 3987 §3.1 (Step 1 variant c: the text is already
/// Unicode, so it is not normalized; Step 2: [`encode_to_uri`]). The text must be an `IRI-reference` with §4.1
/// enforced; the result is a `URI-reference` of RFC 3986 ("The above mapping from IRIs to URIs produces URIs
/// fully conforming to [RFC3986]").
///
/// Registered names are percent-encoded like everything else; the ToASCII conversion that §3.1 allows for DNS
/// names is a choice of the caller's scheme.
///
/// ```
/// use urigram::rfc3987::iri_to_uri;
/// assert_eq!(iri_to_uri("http://r\u{E9}sum\u{E9}.example.org")?, "http://r%C3%A9sum%C3%A9.example.org");
/// assert_eq!(iri_to_uri("http://example.org/ascii")?, "http://example.org/ascii");
/// assert!(iri_to_uri("http://example.org/\u{FFFD}").is_err());
/// # Ok::<(), urigram::rfc3987::Error>(())
/// ```
pub fn iri_to_uri(text: &str) -> Result<String, Error> {
    super::parse_iri_reference(text)?;
    Ok(encode_to_uri(text).into_owned())
}

/// Converts the URI reference `text` to an IRI reference by RFC 3987 §3.2: percent-encodings are decoded
/// except those of `%`, of `reserved` characters and of ASCII characters not allowed in URIs (Step 2); octets
/// that are not "part of a strictly legal UTF-8 octet sequence" are percent-encoded again (Step 3), as are the
/// characters §2.2 and §4.1 do not allow (a character outside `ucschar`, `iprivate` outside the query, the
/// bidirectional formatting characters; Step 4). What is encoded again is written in uppercase, as the
/// RFC's example `%e2%80%ae` → `%E2%80%AE` shows. The text must be an RFC 3986 `URI-reference`.
///
/// ```
/// use urigram::rfc3987::uri_to_iri;
/// assert_eq!(uri_to_iri("http://www.example.org/D%C3%BCrst")?, "http://www.example.org/D\u{FC}rst");
/// assert_eq!(uri_to_iri("http://www.example.org/D%FCrst")?, "http://www.example.org/D%FCrst");
/// assert_eq!(uri_to_iri("http://xn--99zt52a.example.org/%e2%80%ae")?, "http://xn--99zt52a.example.org/%E2%80%AE");
/// # Ok::<(), urigram::rfc3986::Error>(())
/// ```
pub fn uri_to_iri(text: &str) -> Result<String, crate::rfc3986::Error> {
    let reference = crate::rfc3986::parse_uri_reference(text)?;
    let query = reference.query().map(|query| query.span());
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut octets = alloc::vec::Vec::new();
    let mut index = 0;
    while let Some(&byte) = bytes.get(index) {
        if byte != b'%' {
            // A URI is ASCII, so each byte is a character.
            out.push(char::from(byte));
            index += 1;
            continue;
        }
        // A run of escapes: a valid URI has two hex digits after every `%`.
        let start = index;
        octets.clear();
        while let (Some(b'%'), Some(&high), Some(&low)) = (bytes.get(index), bytes.get(index + 1), bytes.get(index + 2))
        {
            octets.push(hex_value(high) << 4 | hex_value(low));
            index += 3;
        }
        let in_query = query.is_some_and(|query| query.start <= start && start < query.end);
        decode_run(&text[start..index], &octets, in_query, &mut out);
    }
    Ok(out)
}

/// §3.2 Steps 2 to 5 for one run of escapes: `triplets` is the run's text, `octets` their values.
fn decode_run(triplets: &str, octets: &[u8], in_query: bool, out: &mut String) {
    let mut at = 0;
    while let Some(&octet) = octets.get(at) {
        if octet.is_ascii() {
            // Step 2 decodes only what is neither `%`, `reserved`, nor disallowed: the unreserved characters.
            if crate::rfc3986::characters::UNRESERVED.contains(octet) {
                out.push(char::from(octet));
            } else {
                out.push_str(&triplets[3 * at..3 * at + 3]);
            }
            at += 1;
            continue;
        }
        let width = utf8_width(octet);
        let decoded = octets
            .get(at..at + width)
            .and_then(|sequence| core::str::from_utf8(sequence).ok())
            .and_then(|sequence| sequence.chars().next());
        match decoded {
            Some(c) if appropriate(c, in_query) => {
                out.push(c);
                at += width;
            }
            // Step 4: a whole character that an IRI may not hold there, encoded again.
            Some(_) => {
                for &octet in &octets[at..at + width] {
                    push_triplet(out, octet);
                }
                at += width;
            }
            // Step 3: not part of a legal UTF-8 sequence.
            None => {
                push_triplet(out, octet);
                at += 1;
            }
        }
    }
}

/// Whether an IRI may hold `c` by §2.2 and §4.1: a `ucschar` that is not a bidirectional formatting
/// character, or `iprivate` in the query.
fn appropriate(c: char, in_query: bool) -> bool {
    (is_ucschar(c) && !is_bidi_formatting(c)) || (in_query && is_iprivate(c))
}

/// The length of the UTF-8 sequence that `lead` starts (1 for a byte that starts none, so that it is
/// re-encoded alone).
fn utf8_width(lead: u8) -> usize {
    match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 1,
    }
}

/// The value of one hex digit (the URI's grammar checked it is one).
fn hex_value(digit: u8) -> u8 {
    match digit {
        b'0'..=b'9' => digit - b'0',
        b'a'..=b'f' => digit - b'a' + 10,
        b'A'..=b'F' => digit - b'A' + 10,
        _ => 0,
    }
}

/// Writes `octet` as `%HH`, in uppercase.
fn push_triplet(out: &mut String, octet: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(HEX[usize::from(octet >> 4)]));
    out.push(char::from(HEX[usize::from(octet & 0xF)]));
}

/// Normalizes the IRI `text` by RFC 3987 §5.3.2 (case, percent-encoding and path segment normalization are
/// RFC 3986's §6.2.2 steps, §5.3.3 its scheme-based ones), keeping it an IRI: characters beyond ASCII stay as
/// they are. §5.3.2.2's character normalization (NFC) is not applied: it needs Unicode's tables, and §5.3.2.2
/// says IRIs "SHOULD be created by using NFC", so a text that is not is left for the caller.
///
/// ```
/// use urigram::normalize::Normalization;
/// assert_eq!(urigram::rfc3987::normalize("HTTP://Bücher.EXAMPLE/a/./b/../c", Normalization::default())?, "http://bücher.example/a/c");
/// # Ok::<(), urigram::normalize::NormalizeError>(())
/// ```
pub fn normalize(text: &str, normalization: Normalization) -> Result<String, NormalizeError> {
    crate::normalize::normalize_with(text, normalization, Options::RFC3987.grammar())
}

/// Whether the IRIs `a` and `b` are equivalent after `normalization`, compared as §5.3.2.3 says: "by converting
/// both IRIs to URIs (see section 3.1), eliminating escape differences in the resulting URIs, and making sure
/// that the case of the hexadecimal characters in the percent-encoding is always the same".
///
/// ```
/// use urigram::normalize::Normalization;
/// use urigram::rfc3987::equivalent;
/// assert!(equivalent("http://example.org/r\u{E9}sum\u{E9}", "http://example.org/r%c3%a9sum%C3%A9", Normalization::default())?);
/// assert!(!equivalent("http://example.org/r\u{E9}sum\u{E9}", "http://example.org/resume", Normalization::default())?);
/// # Ok::<(), urigram::normalize::EquivalenceError>(())
/// ```
pub fn equivalent(a: &str, b: &str, normalization: Normalization) -> Result<bool, EquivalenceError> {
    let grammar = Options::RFC3987.grammar();
    let check =
        |text| crate::rfc3986::parse_uri_reference_with(text, grammar).map(|_| ()).map_err(NormalizeError::Syntax);
    check(a).map_err(EquivalenceError::First)?;
    check(b).map_err(EquivalenceError::Second)?;
    let a = crate::normalize::normalize(&encode_to_uri(a), normalization).map_err(EquivalenceError::First)?;
    let b = crate::normalize::normalize(&encode_to_uri(b), normalization).map_err(EquivalenceError::Second)?;
    Ok(a == b)
}

/// Resolves the IRI reference `reference` against the base IRI `base` by RFC 3987 §6.5: "the algorithms of
/// [RFC3986] can be applied directly, treating the characters additionally allowed in IRI references in the
/// same way that unreserved characters are in URI references". The target is an IRI. Both texts are read with
/// §4.1 enforced, and errors are told in RFC 3987's names; a base that cannot be one cites §6.5, which sends
/// the reader to RFC 3986's §5.1.
///
/// ```
/// use urigram::rfc3987::resolve;
/// assert_eq!(resolve("http://例え.jp/a/b/c", "../δ?q", Default::default())?, "http://例え.jp/a/δ?q");
/// assert!(resolve("http://a/b", "\u{200F}x", Default::default()).is_err());
/// # Ok::<(), urigram::resolve::ResolveError<urigram::rfc3987::Rule>>(())
/// ```
pub fn resolve(
    base: &str,
    reference: &str,
    options: crate::resolve::rfc3986::Options,
) -> Result<String, ResolveError<Rule>> {
    resolve_with(base, reference, options, Options::RFC3987)
}

/// [`resolve`], reading both texts as `grammar` says (RFC 6874's zone identifiers, §4.1).
pub fn resolve_with(
    base: &str,
    reference: &str,
    options: crate::resolve::rfc3986::Options,
    grammar: Options,
) -> Result<String, ResolveError<Rule>> {
    let bidi = |text| super::bidi_checked(text, grammar, Ok(())).map_err(Box::new);
    bidi(base).map_err(ResolveError::Base)?;
    bidi(reference).map_err(ResolveError::Reference)?;
    crate::resolve::rfc3986::resolve_with(base, reference, options, grammar.grammar()).map_err(|error| match error {
        ResolveError::Base(error) => ResolveError::Base(Box::new(from_uri_error(*error))),
        ResolveError::Reference(error) => ResolveError::Reference(Box::new(from_uri_error(*error))),
        ResolveError::RelativeBase { span, .. } => ResolveError::RelativeBase { span, section: "6.5" },
        ResolveError::BaseFragment { span, .. } => ResolveError::BaseFragment { span, section: "6.5" },
        ResolveError::OpaqueBase { span } => ResolveError::OpaqueBase { span },
        ResolveError::NotGenericBase { span } => ResolveError::NotGenericBase { span },
        ResolveError::EmptyBase => ResolveError::EmptyBase,
        ResolveError::AboveRoot { side, span } => ResolveError::AboveRoot { side, span },
    })
}
