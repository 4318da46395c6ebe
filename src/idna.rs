//! IDNA for registered names (the `idna` feature): ToASCII and ToUnicode of [UTS #46], by the
//! [`idna`](https://crates.io/crates/idna) crate, with errors that name the label at fault and say why.
//!
//! RFC 3986 §3.2.2: "When a non-ASCII registered name represents an internationalized domain name intended for
//! resolution via the DNS, the name must be transformed to the IDNA encoding \[RFC3490\] prior to name lookup."
//! RFC 3987 §3.1 maps an IRI's `ireg-name` to a URI's so: "the ToASCII operation [...] on each dot-separated
//! label, and by using U+002E (FULL STOP) as a label separator, with the flag UseSTD3ASCIIRules set to TRUE".
//!
//! The profile is that one, in UTS #46's terms (the successor of RFC 3490's processing that the `idna` crate
//! implements, nontransitional): the STD3 rules (letters, digits and `-` are the only ASCII a label may
//! hold, so `_` is refused), no `-` first or last in a label, and for ToASCII the DNS lengths (a label of 1 to
//! 63 octets, a name of at most 253, a final root `.` allowed).
//!
//! ```
//! use urigram::rfc3986::ast::Host;
//! use urigram::rfc3986::parse_uri;
//!
//! // RFC 3987 §3.1: "http://r&#xE9;sum&#xE9;.example.org" "may be converted to"
//! // "http://xn--rsum-bpad.example.org".
//! assert_eq!(urigram::idna::to_ascii("résumé.example.org")?, "xn--rsum-bpad.example.org");
//! // A URI's registered name holds the same name percent-encoded (§3.2.2), decoded first.
//! let uri = parse_uri("http://r%C3%A9sum%C3%A9.example.org/")?;
//! let Host::RegName(name) = uri.hier_part().authority().unwrap().host() else { unreachable!() };
//! assert_eq!(name.to_ascii()?, "xn--rsum-bpad.example.org");
//!
//! // RFC 3987 §3.2: "the label "xn--99zt52a" may be converted to U+7D0D U+8C46 (Japanese Natto)".
//! assert_eq!(urigram::idna::to_unicode("xn--99zt52a.example.org")?, "\u{7D0D}\u{8C46}.example.org");
//!
//! let error = urigram::idna::to_ascii("www.my_host.example").unwrap_err();
//! assert_eq!(error.label(), Some("my_host"));
//! assert_eq!(
//!     error.to_string(),
//!     "label 2 (\"my_host\") of the name: '_' (U+005F) is not allowed in a domain name label (UTS #46 with \
//!      the STD3 rules of RFC 3987 \u{a7}3.1: of ASCII, only letters, digits and \"-\")"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [UTS #46]: https://www.unicode.org/reports/tr46/

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use crate::percent::PercentError;
use crate::rfc3986::ast::{Host, RegName};

/// The UTS #46 processor, with the Unicode data compiled in.
const UTS46: Uts46 = Uts46::new();
/// RFC 3987 §3.1's UseSTD3ASCIIRules: of ASCII, only letters, digits and `-`.
const DENY: AsciiDenyList = AsciiDenyList::STD3;
/// RFC 3490's STD3 rules also refuse a `-` first or last in a label (UTS #46 keeps that check apart).
const HYPHENS: Hyphens = Hyphens::CheckFirstLast;
/// The characters UTS #46 maps to U+002E FULL STOP, and so reads as label separators: the full stop, the
/// ideographic full stop, the fullwidth full stop and the halfwidth ideographic full stop.
const SEPARATORS: [char; 4] = ['.', '\u{3002}', '\u{FF0E}', '\u{FF61}'];
/// The longest DNS label, in octets of its ASCII form.
const MAX_LABEL: usize = 63;
/// The longest DNS name, in octets of its ASCII form, without a final root `.`.
const MAX_NAME: usize = 253;

/// ToASCII of UTS #46 with RFC 3987 §3.1's flags (see [the module](self)): the name in the IDNA encoding,
/// each non-ASCII label as `xn--` and Punycode, ASCII lower-cased; borrowed when `name` is already that.
///
/// This is the conversion of a DNS host in the mapping from an IRI to a URI; `name` is the host's text with
/// its percent-encodings decoded (an `ireg-name` as written, or [`RegName::to_ascii`] for a URI's).
///
/// ```
/// assert_eq!(urigram::idna::to_ascii("Bücher.example")?, "xn--bcher-kva.example");
/// assert_eq!(urigram::idna::to_ascii("example.org.")?, "example.org.");
/// assert!(urigram::idna::to_ascii("a..b").is_err());
/// # Ok::<(), urigram::idna::IdnaError>(())
/// ```
///
/// # Errors
///
/// [`IdnaError`], naming the label that fails (when one does alone) and the reason.
pub fn to_ascii(name: &str) -> Result<Cow<'_, str>, IdnaError> {
    UTS46
        .to_ascii(name.as_bytes(), DENY, HYPHENS, DnsLength::VerifyAllowRootDot)
        .map_err(|_| diagnose(name, Operation::ToAscii))
}

/// ToUnicode of UTS #46 with the same flags as [`to_ascii`]: each `xn--` label decoded from Punycode, the
/// name mapped (lower-cased, normalized); borrowed when `name` is already that. RFC 3987 §3.2 allows it for
/// display ("Implementations with scheme-specific knowledge MAY convert punycode-encoded domain name labels
/// to the corresponding characters by using the ToUnicode procedure").
///
/// ```
/// assert_eq!(urigram::idna::to_unicode("xn--bcher-kva.example")?, "bücher.example");
/// assert!(urigram::idna::to_unicode("xn--a-ecp.example").is_err(), "xn-- and no Punycode");
/// # Ok::<(), urigram::idna::IdnaError>(())
/// ```
///
/// # Errors
///
/// [`IdnaError`]: a label that is no valid IDNA label (ToUnicode checks no DNS lengths).
pub fn to_unicode(name: &str) -> Result<Cow<'_, str>, IdnaError> {
    let (unicode, verdict) = UTS46.to_unicode(name.as_bytes(), DENY, HYPHENS);
    match verdict {
        Ok(()) => Ok(unicode),
        Err(_) => Err(diagnose(name, Operation::ToUnicode)),
    }
}

impl<'a> RegName<'a> {
    /// The name in the IDNA encoding ([`to_ascii`]), its percent-encodings decoded first (RFC 3986 §3.2.2:
    /// "URI producing applications must not use percent-encoding in host unless it is used to represent a
    /// UTF-8 character sequence"); borrowed when the name is already in that form.
    ///
    /// # Errors
    ///
    /// [`IdnaError`]: the name does not decode to UTF-8 ([`IdnaReason::Percent`]), or ToASCII fails.
    pub fn to_ascii(&self) -> Result<Cow<'a, str>, IdnaError> {
        convert(self, to_ascii)
    }

    /// The name for display ([`to_unicode`]), its percent-encodings decoded first.
    ///
    /// # Errors
    ///
    /// [`IdnaError`]: the name does not decode to UTF-8, or ToUnicode fails.
    pub fn to_unicode(&self) -> Result<Cow<'a, str>, IdnaError> {
        convert(self, to_unicode)
    }
}

impl<'a> Host<'a> {
    /// [`RegName::to_ascii`] of a registered name; `None` for an IP address, which IDNA leaves alone.
    ///
    /// ```
    /// let uri = urigram::rfc3986::parse_uri("http://EXAMPLE.com/")?;
    /// let host = uri.hier_part().authority().unwrap().host();
    /// assert_eq!(host.to_ascii().unwrap()?, "example.com");
    /// let uri = urigram::rfc3986::parse_uri("http://[::1]/")?;
    /// assert!(uri.hier_part().authority().unwrap().host().to_ascii().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_ascii(&self) -> Option<Result<Cow<'a, str>, IdnaError>> {
        match self {
            Host::RegName(name) => Some(name.to_ascii()),
            _ => None,
        }
    }

    /// [`RegName::to_unicode`] of a registered name; `None` for an IP address.
    #[must_use]
    pub fn to_unicode(&self) -> Option<Result<Cow<'a, str>, IdnaError>> {
        match self {
            Host::RegName(name) => Some(name.to_unicode()),
            _ => None,
        }
    }
}

/// `operation` on the percent-decoded text of `name`, borrowing from the URI when neither step copies.
fn convert<'a>(
    name: &RegName<'a>,
    operation: fn(&str) -> Result<Cow<'_, str>, IdnaError>,
) -> Result<Cow<'a, str>, IdnaError> {
    match name.decode().map_err(|error| IdnaError { label: None, reason: IdnaReason::Percent(error) })? {
        Cow::Borrowed(text) => operation(text),
        Cow::Owned(text) => operation(&text).map(|converted| Cow::Owned(converted.into_owned())),
    }
}

/// Which UTS #46 operation failed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Operation {
    ToAscii,
    ToUnicode,
}

impl Operation {
    /// Whether `text` passes the operation's validity checks, DNS lengths aside.
    fn accepts(self, text: &str) -> bool {
        match self {
            Operation::ToAscii => UTS46.to_ascii(text.as_bytes(), DENY, HYPHENS, DnsLength::Ignore).is_ok(),
            Operation::ToUnicode => UTS46.to_unicode(text.as_bytes(), DENY, HYPHENS).1.is_ok(),
        }
    }
}

/// Why `name` failed `operation`: the first label that fails alone and its reason, else the whole name's.
///
/// The `idna` crate's error says only that the name failed, so each label is put through the operation
/// alone, and a failing label's characters one by one (between two letters, so that a combining mark or a
/// `-` is judged in a label's middle). Each test is on a label or a character, so the whole stays linear in
/// the length of `name`; it runs only once the conversion has failed.
fn diagnose(name: &str, operation: Operation) -> IdnaError {
    let labels = name.split(SEPARATORS);
    let count = name.split(SEPARATORS).count();
    for (index, label) in labels.enumerate() {
        // A final empty label is the root's, which a fully qualified name ends with (`example.org.`).
        let root = index + 1 == count && index > 0;
        if label.is_empty() && root {
            continue;
        }
        let at_fault = |reason| IdnaError { label: Some(Label { index, text: String::from(label) }), reason };
        if label.is_empty() {
            return at_fault(IdnaReason::EmptyLabel);
        }
        if !operation.accepts(label) {
            return at_fault(label_reason(label));
        }
        if operation == Operation::ToAscii {
            let octets = UTS46.to_ascii(label.as_bytes(), DENY, HYPHENS, DnsLength::Ignore).map_or(0, |a| a.len());
            if octets > MAX_LABEL {
                return at_fault(IdnaReason::LabelTooLong { octets });
            }
        }
    }
    if operation == Operation::ToAscii {
        if let Ok(ascii) = UTS46.to_ascii(name.as_bytes(), DENY, HYPHENS, DnsLength::Ignore) {
            let octets = ascii.strip_suffix('.').unwrap_or(&ascii).len();
            if octets > MAX_NAME {
                return IdnaError { label: None, reason: IdnaReason::NameTooLong { octets } };
            }
        }
    }
    // Every label passes alone: a rule over the whole name failed, the bidi rule (RFC 5893), which applies to
    // every label once one holds a right-to-left character.
    IdnaError { label: None, reason: IdnaReason::Rules }
}

/// Why `label`, which fails UTS #46 alone, fails.
fn label_reason(label: &str) -> IdnaReason {
    if label.starts_with('-') || label.ends_with('-') {
        return IdnaReason::Hyphen;
    }
    if label.get(..4).is_some_and(|prefix| prefix.eq_ignore_ascii_case("xn--")) {
        return IdnaReason::Punycode;
    }
    let mut probe = String::with_capacity(10);
    for character in label.chars() {
        // The joiners are allowed in some contexts (RFC 5892's CONTEXTJ): a rule, not a disallowed character.
        if matches!(character, '\u{200C}' | '\u{200D}') {
            continue;
        }
        probe.clear();
        probe.push('a');
        probe.push(character);
        probe.push('a');
        let mut alone = [0; 4];
        if !Operation::ToAscii.accepts(&probe) && !Operation::ToAscii.accepts(character.encode_utf8(&mut alone)) {
            return IdnaReason::Disallowed { character };
        }
    }
    IdnaReason::Rules
}

/// A label of a name, as [`IdnaError::label`] gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Label {
    /// Its place among the labels, from 0.
    index: usize,
    /// Its text, as given (before any mapping).
    text: String,
}

/// Why a registered name has no IDNA form (ToASCII) or no display form (ToUnicode): the label at fault, when
/// one fails alone, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdnaError {
    label: Option<Label>,
    reason: IdnaReason,
}

impl IdnaError {
    /// The text of the label at fault, as given; `None` when the fault is the whole name's.
    #[must_use]
    pub fn label(&self) -> Option<&str> {
        self.label.as_ref().map(|label| label.text.as_str())
    }

    /// The place of the label at fault among the name's labels, from 0.
    #[must_use]
    pub fn label_index(&self) -> Option<usize> {
        self.label.as_ref().map(|label| label.index)
    }

    /// Why the name or its label fails.
    #[must_use]
    pub fn reason(&self) -> &IdnaReason {
        &self.reason
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.label {
            Some(label) => write!(f, "label {} ({:?}) of the name: {}", label.index + 1, label.text, self.reason),
            None => write!(f, "the name: {}", self.reason),
        }
    }
}

impl core::error::Error for IdnaError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.reason {
            IdnaReason::Percent(error) => Some(error),
            _ => None,
        }
    }
}

/// Why a name or one of its labels fails IDNA: see [`IdnaError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IdnaReason {
    /// The registered name's percent-encodings do not decode to UTF-8 text.
    #[error("it does not percent-decode to UTF-8 text (RFC 3986 \u{a7}3.2.2): {0}")]
    Percent(PercentError),
    /// A label is empty: two separators in a row, or one first.
    #[error("the label is empty (two dots in a row, or a dot first)")]
    EmptyLabel,
    /// A label holds a character that no label may hold.
    #[error(
        "{character:?} (U+{code:04X}) is not allowed in a domain name label (UTS #46 with the STD3 rules of \
         RFC 3987 \u{a7}3.1: of ASCII, only letters, digits and \"-\")",
        code = u32::from(*character)
    )]
    Disallowed {
        /// The first such character of the label.
        character: char,
    },
    /// A label starts or ends with `-`.
    #[error("the label starts or ends with \"-\" (the STD3 rules of RFC 3987 \u{a7}3.1)")]
    Hyphen,
    /// A label starts with `xn--` and the rest is no Punycode, or decodes to no valid label.
    #[error("the label starts with \"xn--\", but the rest is no Punycode (RFC 3492) of a valid label")]
    Punycode,
    /// A label's ASCII form is longer than a DNS label may be.
    #[error("the label is {octets} octets in ASCII, and a DNS label holds at most 63 (UTS #46 VerifyDnsLength)")]
    LabelTooLong {
        /// The length of the label's ASCII form.
        octets: usize,
    },
    /// The name's ASCII form is longer than a DNS name may be.
    #[error("the name is {octets} octets in ASCII, and a DNS name holds at most 253 (UTS #46 VerifyDnsLength)")]
    NameTooLong {
        /// The length of the name's ASCII form, without a final root `.`.
        octets: usize,
    },
    /// Another validity rule of UTS #46 §4.1: normalization (NFC), a combining mark first, the context of a
    /// joiner (U+200C, U+200D, RFC 5892), or the bidi rule (RFC 5893) over a name with right-to-left text.
    #[error(
        "it breaks a validity rule of UTS #46 \u{a7}4.1: normalization, a combining mark first, a joiner (U+200C, \
         U+200D) out of context, or the bidi rule (RFC 5893)"
    )]
    Rules,
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    use crate::rfc3986::parse_uri_reference;

    fn reason(name: &str) -> (Option<usize>, IdnaReason) {
        let error = to_ascii(name).unwrap_err();
        (error.label_index(), error.reason().clone())
    }

    /// RFC 3987 §3.1 and §3.2's names, both ways.
    #[test]
    fn rfc_3987_examples() {
        // §3.1: "http://r&#xE9;sum&#xE9;.example.org" "may be converted to" "http://xn--rsum-bpad.example.org".
        assert_eq!(to_ascii("r\u{E9}sum\u{E9}.example.org").unwrap(), "xn--rsum-bpad.example.org");
        assert_eq!(to_unicode("xn--rsum-bpad.example.org").unwrap(), "r\u{E9}sum\u{E9}.example.org");
        // §3.2: "the label "xn--99zt52a" may be converted to U+7D0D U+8C46 (Japanese Natto)".
        assert_eq!(to_unicode("xn--99zt52a.example.org").unwrap(), "\u{7D0D}\u{8C46}.example.org");
        assert_eq!(to_ascii("\u{7D0D}\u{8C46}.example.org").unwrap(), "xn--99zt52a.example.org");
        // "which is not converted": an ASCII name in the IDNA encoding is its own ToASCII, borrowed.
        assert!(matches!(to_ascii("xn--99zt52a.example.org"), Ok(Cow::Borrowed(_))));
    }

    #[test]
    fn registered_names_decode_first() {
        let reference = parse_uri_reference("//r%C3%A9sum%C3%A9.example.org").unwrap();
        let host = reference.authority().unwrap().host();
        assert_eq!(host.to_ascii().unwrap().unwrap(), "xn--rsum-bpad.example.org");
        assert_eq!(host.to_unicode().unwrap().unwrap(), "r\u{E9}sum\u{E9}.example.org");
        let reference = parse_uri_reference("//xn--99zt52a.EXAMPLE.org").unwrap();
        let host = reference.authority().unwrap().host();
        assert_eq!(host.to_unicode().unwrap().unwrap(), "\u{7D0D}\u{8C46}.example.org");
        assert_eq!(host.to_ascii().unwrap().unwrap(), "xn--99zt52a.example.org");
        let reference = parse_uri_reference("//a%FF.example").unwrap();
        let error = reference.authority().unwrap().host().to_ascii().unwrap().unwrap_err();
        assert!(matches!(error.reason(), IdnaReason::Percent(PercentError::NotUtf8 { .. })), "{error}");
        assert!(parse_uri_reference("//192.0.2.1").unwrap().authority().unwrap().host().to_ascii().is_none());
    }

    #[test]
    fn each_failure_names_its_label_and_reason() {
        assert_eq!(reason("a..b"), (Some(1), IdnaReason::EmptyLabel));
        assert_eq!(reason(".a"), (Some(0), IdnaReason::EmptyLabel));
        assert_eq!(reason("a.my_host.b"), (Some(1), IdnaReason::Disallowed { character: '_' }));
        assert_eq!(reason("a b"), (Some(0), IdnaReason::Disallowed { character: ' ' }));
        assert_eq!(reason("ok.-bad"), (Some(1), IdnaReason::Hyphen));
        assert_eq!(reason("bad-.ok"), (Some(0), IdnaReason::Hyphen));
        assert_eq!(reason("xn--a-ecp.example"), (Some(0), IdnaReason::Punycode));
        assert_eq!(reason("\u{301}a.example"), (Some(0), IdnaReason::Rules), "a combining mark first");
        let long = "a".repeat(64);
        assert_eq!(reason(&alloc::format!("x.{long}")), (Some(1), IdnaReason::LabelTooLong { octets: 64 }));
        let name = ["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(63)].join(".");
        assert_eq!(reason(&name), (None, IdnaReason::NameTooLong { octets: 255 }));
        // A fully qualified name's root label is no empty label, and a name one octet short of the limit passes.
        assert_eq!(to_ascii("example.org.").unwrap(), "example.org.");
        assert!(to_ascii(&name[..253]).is_ok());
        // Unicode full stops separate labels.
        assert_eq!(to_ascii("a\u{3002}b").unwrap(), "a.b");
        assert_eq!(reason("a\u{3002}\u{3002}b"), (Some(1), IdnaReason::EmptyLabel));
    }

    #[test]
    fn the_bidi_rule_spans_labels() {
        // Every label passes alone; together, with a right-to-left label, the left-to-right one starting with a
        // digit breaks RFC 5893's rule 1.
        let name = "1a.\u{5D0}";
        assert!(to_ascii("1a").is_ok() && to_ascii("\u{5D0}").is_ok());
        assert_eq!(reason(name), (None, IdnaReason::Rules));
    }

    #[test]
    fn to_unicode_names_its_label() {
        let error = to_unicode("ok.xn--a-ecp").unwrap_err();
        assert_eq!((error.label(), error.reason()), (Some("xn--a-ecp"), &IdnaReason::Punycode));
        assert_eq!(to_unicode("example.com").unwrap(), "example.com");
        // ToUnicode checks no lengths.
        assert!(to_unicode(&"a".repeat(64)).is_ok());
    }

    #[test]
    fn messages() {
        assert_eq!(
            to_ascii("a..b").unwrap_err().to_string(),
            "label 2 (\"\") of the name: the label is empty (two dots in a row, or a dot first)"
        );
        let error = to_ascii(&vec!["a".repeat(63); 4].join(".")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the name: the name is 255 octets in ASCII, and a DNS name holds at most 253 (UTS #46 VerifyDnsLength)"
        );
    }
}
