//! The standard's validation errors (§ 1.1 "Writing", the table of error types), each with its name as the
//! standard spells it, whether it is also a failure, and the standard's description.

use core::fmt;

use crate::Span;

/// A validation error type of the URL Standard (§ 1.1 "Writing"): "A validation error indicates a mismatch
/// between input and valid input." The parser reports each with the byte span of the input that caused it.
///
/// "A validation error does not mean that the parser terminates. Termination of a parser is always stated
/// explicitly, e.g., through a return statement." [`ValidationError::is_failure`] says whether the standard's
/// table marks the type as (possibly) a failure.
///
/// ```
/// use urigram::whatwg::ValidationError;
/// assert_eq!(ValidationError::ALL.len(), 30);
/// assert_eq!(ValidationError::ALL.iter().filter(|e| e.is_failure()).count(), 19);
/// assert_eq!(ValidationError::InvalidReverseSolidus.name(), "invalid-reverse-solidus");
/// assert_eq!(ValidationError::from_name("IPv4-non-decimal-part"), Some(ValidationError::Ipv4NonDecimalPart));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum ValidationError {
    /// `domain-to-ASCII`: "Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and
    /// VerifyDnsLength are all set to true."
    DomainToAscii,
    /// `domain-percent-encoded`: "The input's host to be processed as a domain contains a percent-encoded byte."
    DomainPercentEncoded,
    /// `host-invalid-code-point`: "An opaque host (in a URL that is not special) contains a forbidden host
    /// code point."
    HostInvalidCodePoint,
    /// `IPv4-empty-part`: "An IPv4 address ends with a U+002E (.)."
    Ipv4EmptyPart,
    /// `IPv4-too-few-parts`: "An IPv4 address has fewer than 4 parts."
    Ipv4TooFewParts,
    /// `IPv4-too-many-parts`: "An IPv4 address has more than 4 parts."
    Ipv4TooManyParts,
    /// `IPv4-non-numeric-part`: "An IPv4 address part is not numeric."
    Ipv4NonNumericPart,
    /// `IPv4-non-decimal-part`: "The IPv4 address contains numbers expressed using hexadecimal or octal digits."
    Ipv4NonDecimalPart,
    /// `IPv4-out-of-range-part`: "An IPv4 address part exceeds 255."
    Ipv4OutOfRangePart,
    /// `IPv6-unclosed`: "An IPv6 address is missing the closing U+005D (])."
    Ipv6Unclosed,
    /// `IPv6-invalid-compression`: "An IPv6 address begins with improper compression."
    Ipv6InvalidCompression,
    /// `IPv6-too-many-pieces`: "An IPv6 address contains more than 8 pieces."
    Ipv6TooManyPieces,
    /// `IPv6-multiple-compression`: "An IPv6 address is compressed in more than one spot."
    Ipv6MultipleCompression,
    /// `IPv6-invalid-code-point`: "An IPv6 address contains a code point that is neither an ASCII hex digit
    /// nor a U+003A (:). Or it unexpectedly ends."
    Ipv6InvalidCodePoint,
    /// `IPv6-too-few-pieces`: "An uncompressed IPv6 address contains fewer than 8 pieces."
    Ipv6TooFewPieces,
    /// `IPv6-piece-leading-zero`: "An IPv6 address piece contains a leading U+0030 (0)."
    Ipv6PieceLeadingZero,
    /// `IPv4-in-IPv6-too-many-pieces`: "An IPv6 address with IPv4 address syntax: the IPv6 address has more
    /// than 6 pieces."
    Ipv4InIpv6TooManyPieces,
    /// `IPv4-in-IPv6-invalid-code-point`: "An IPv6 address with IPv4 address syntax: An IPv4 part is empty or
    /// contains a non-ASCII digit. An IPv4 part contains a leading 0. There are too many IPv4 parts."
    Ipv4InIpv6InvalidCodePoint,
    /// `IPv4-in-IPv6-out-of-range-part`: "An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255."
    Ipv4InIpv6OutOfRangePart,
    /// `IPv4-in-IPv6-too-few-parts`: "An IPv6 address with IPv4 address syntax: an IPv4 address contains too
    /// few parts."
    Ipv4InIpv6TooFewParts,
    /// `invalid-URL-unit`: "A code point is found that is not a URL unit."
    InvalidUrlUnit,
    /// `special-scheme-missing-following-solidus`: "The input's scheme is not followed by "//"."
    SpecialSchemeMissingFollowingSolidus,
    /// `missing-scheme-non-relative-URL`: "The input is missing a scheme, because it does not begin with an
    /// ASCII alpha, and either no base URL was provided or the base URL cannot be used as a base URL because
    /// it has an opaque path."
    MissingSchemeNonRelativeUrl,
    /// `invalid-reverse-solidus`: "The URL has a special scheme and it uses U+005C (\\) instead of U+002F (/)."
    InvalidReverseSolidus,
    /// `invalid-credentials`: "The input includes credentials."
    InvalidCredentials,
    /// `host-missing`: "The input has a special scheme, but does not contain a host."
    HostMissing,
    /// `port-out-of-range`: "The input's port is too big."
    PortOutOfRange,
    /// `port-invalid`: "The input's port is invalid."
    PortInvalid,
    /// `file-invalid-Windows-drive-letter`: "The input is a relative-URL string that starts with a Windows
    /// drive letter and the base URL's scheme is "file"."
    FileInvalidWindowsDriveLetter,
    /// `file-invalid-Windows-drive-letter-host`: "A file: URL's host is a Windows drive letter."
    FileInvalidWindowsDriveLetterHost,
}

impl ValidationError {
    /// Every error type, in the order of the standard's table.
    pub const ALL: [ValidationError; 30] = [
        ValidationError::DomainToAscii,
        ValidationError::DomainPercentEncoded,
        ValidationError::HostInvalidCodePoint,
        ValidationError::Ipv4EmptyPart,
        ValidationError::Ipv4TooFewParts,
        ValidationError::Ipv4TooManyParts,
        ValidationError::Ipv4NonNumericPart,
        ValidationError::Ipv4NonDecimalPart,
        ValidationError::Ipv4OutOfRangePart,
        ValidationError::Ipv6Unclosed,
        ValidationError::Ipv6InvalidCompression,
        ValidationError::Ipv6TooManyPieces,
        ValidationError::Ipv6MultipleCompression,
        ValidationError::Ipv6InvalidCodePoint,
        ValidationError::Ipv6TooFewPieces,
        ValidationError::Ipv6PieceLeadingZero,
        ValidationError::Ipv4InIpv6TooManyPieces,
        ValidationError::Ipv4InIpv6InvalidCodePoint,
        ValidationError::Ipv4InIpv6OutOfRangePart,
        ValidationError::Ipv4InIpv6TooFewParts,
        ValidationError::InvalidUrlUnit,
        ValidationError::SpecialSchemeMissingFollowingSolidus,
        ValidationError::MissingSchemeNonRelativeUrl,
        ValidationError::InvalidReverseSolidus,
        ValidationError::InvalidCredentials,
        ValidationError::HostMissing,
        ValidationError::PortOutOfRange,
        ValidationError::PortInvalid,
        ValidationError::FileInvalidWindowsDriveLetter,
        ValidationError::FileInvalidWindowsDriveLetterHost,
    ];

    /// The error type as the standard spells it: `"IPv4-non-decimal-part"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ValidationError::DomainToAscii => "domain-to-ASCII",
            ValidationError::DomainPercentEncoded => "domain-percent-encoded",
            ValidationError::HostInvalidCodePoint => "host-invalid-code-point",
            ValidationError::Ipv4EmptyPart => "IPv4-empty-part",
            ValidationError::Ipv4TooFewParts => "IPv4-too-few-parts",
            ValidationError::Ipv4TooManyParts => "IPv4-too-many-parts",
            ValidationError::Ipv4NonNumericPart => "IPv4-non-numeric-part",
            ValidationError::Ipv4NonDecimalPart => "IPv4-non-decimal-part",
            ValidationError::Ipv4OutOfRangePart => "IPv4-out-of-range-part",
            ValidationError::Ipv6Unclosed => "IPv6-unclosed",
            ValidationError::Ipv6InvalidCompression => "IPv6-invalid-compression",
            ValidationError::Ipv6TooManyPieces => "IPv6-too-many-pieces",
            ValidationError::Ipv6MultipleCompression => "IPv6-multiple-compression",
            ValidationError::Ipv6InvalidCodePoint => "IPv6-invalid-code-point",
            ValidationError::Ipv6TooFewPieces => "IPv6-too-few-pieces",
            ValidationError::Ipv6PieceLeadingZero => "IPv6-piece-leading-zero",
            ValidationError::Ipv4InIpv6TooManyPieces => "IPv4-in-IPv6-too-many-pieces",
            ValidationError::Ipv4InIpv6InvalidCodePoint => "IPv4-in-IPv6-invalid-code-point",
            ValidationError::Ipv4InIpv6OutOfRangePart => "IPv4-in-IPv6-out-of-range-part",
            ValidationError::Ipv4InIpv6TooFewParts => "IPv4-in-IPv6-too-few-parts",
            ValidationError::InvalidUrlUnit => "invalid-URL-unit",
            ValidationError::SpecialSchemeMissingFollowingSolidus => "special-scheme-missing-following-solidus",
            ValidationError::MissingSchemeNonRelativeUrl => "missing-scheme-non-relative-URL",
            ValidationError::InvalidReverseSolidus => "invalid-reverse-solidus",
            ValidationError::InvalidCredentials => "invalid-credentials",
            ValidationError::HostMissing => "host-missing",
            ValidationError::PortOutOfRange => "port-out-of-range",
            ValidationError::PortInvalid => "port-invalid",
            ValidationError::FileInvalidWindowsDriveLetter => "file-invalid-Windows-drive-letter",
            ValidationError::FileInvalidWindowsDriveLetterHost => "file-invalid-Windows-drive-letter-host",
        }
    }

    /// The error type named `name`, spelled as the standard spells it (case matters: `IPv4-...`).
    #[must_use]
    pub fn from_name(name: &str) -> Option<ValidationError> {
        ValidationError::ALL.into_iter().find(|error| error.name() == name)
    }

    /// Whether the table's "Failure" column says "Yes": the parser returns failure after it. Two of them fail
    /// only sometimes, as the table says: `domain-to-ASCII` ("when beStrict is true, or domain is not an ASCII
    /// string and Unicode ToASCII with relaxed parameters also fails") and `IPv4-out-of-range-part` ("only if
    /// applicable to the last part").
    #[must_use]
    pub const fn is_failure(self) -> bool {
        !matches!(
            self,
            ValidationError::DomainPercentEncoded
                | ValidationError::Ipv4EmptyPart
                | ValidationError::Ipv4TooFewParts
                | ValidationError::Ipv4NonDecimalPart
                | ValidationError::Ipv6PieceLeadingZero
                | ValidationError::InvalidUrlUnit
                | ValidationError::SpecialSchemeMissingFollowingSolidus
                | ValidationError::InvalidReverseSolidus
                | ValidationError::InvalidCredentials
                | ValidationError::FileInvalidWindowsDriveLetter
                | ValidationError::FileInvalidWindowsDriveLetterHost
        )
    }

    /// The section of the standard whose algorithm reports the error type, as the table groups its rows: `"3.3"`
    /// (IDNA: `domain-to-ASCII`), `"3.5"` (host parsing: the `domain-`, `host-`, `IPv4-` and `IPv6-` errors) or
    /// `"4.4"` (URL parsing: the rest).
    ///
    /// ```
    /// use urigram::whatwg::ValidationError;
    /// assert_eq!(ValidationError::Ipv4NonDecimalPart.section(), "3.5");
    /// assert_eq!(ValidationError::InvalidReverseSolidus.section(), "4.4");
    /// ```
    #[must_use]
    pub const fn section(self) -> &'static str {
        match self {
            ValidationError::DomainToAscii => "3.3",
            ValidationError::DomainPercentEncoded
            | ValidationError::HostInvalidCodePoint
            | ValidationError::Ipv4EmptyPart
            | ValidationError::Ipv4TooFewParts
            | ValidationError::Ipv4TooManyParts
            | ValidationError::Ipv4NonNumericPart
            | ValidationError::Ipv4NonDecimalPart
            | ValidationError::Ipv4OutOfRangePart
            | ValidationError::Ipv6Unclosed
            | ValidationError::Ipv6InvalidCompression
            | ValidationError::Ipv6TooManyPieces
            | ValidationError::Ipv6MultipleCompression
            | ValidationError::Ipv6InvalidCodePoint
            | ValidationError::Ipv6TooFewPieces
            | ValidationError::Ipv6PieceLeadingZero
            | ValidationError::Ipv4InIpv6TooManyPieces
            | ValidationError::Ipv4InIpv6InvalidCodePoint
            | ValidationError::Ipv4InIpv6OutOfRangePart
            | ValidationError::Ipv4InIpv6TooFewParts => "3.5",
            ValidationError::InvalidUrlUnit
            | ValidationError::SpecialSchemeMissingFollowingSolidus
            | ValidationError::MissingSchemeNonRelativeUrl
            | ValidationError::InvalidReverseSolidus
            | ValidationError::InvalidCredentials
            | ValidationError::HostMissing
            | ValidationError::PortOutOfRange
            | ValidationError::PortInvalid
            | ValidationError::FileInvalidWindowsDriveLetter
            | ValidationError::FileInvalidWindowsDriveLetterHost => "4.4",
        }
    }

    /// The standard's description of the error type (its table's second column, first sentence).
    #[must_use]
    pub const fn description(self) -> &'static str {
        match self {
            ValidationError::DomainToAscii => {
                "Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and VerifyDnsLength are \
                 all set to true."
            }
            ValidationError::DomainPercentEncoded => {
                "The input's host to be processed as a domain contains a percent-encoded byte."
            }
            ValidationError::HostInvalidCodePoint => {
                "An opaque host (in a URL that is not special) contains a forbidden host code point."
            }
            ValidationError::Ipv4EmptyPart => "An IPv4 address ends with a U+002E (.).",
            ValidationError::Ipv4TooFewParts => "An IPv4 address has fewer than 4 parts.",
            ValidationError::Ipv4TooManyParts => "An IPv4 address has more than 4 parts.",
            ValidationError::Ipv4NonNumericPart => "An IPv4 address part is not numeric.",
            ValidationError::Ipv4NonDecimalPart => {
                "The IPv4 address contains numbers expressed using hexadecimal or octal digits."
            }
            ValidationError::Ipv4OutOfRangePart => "An IPv4 address part exceeds 255.",
            ValidationError::Ipv6Unclosed => "An IPv6 address is missing the closing U+005D (]).",
            ValidationError::Ipv6InvalidCompression => "An IPv6 address begins with improper compression.",
            ValidationError::Ipv6TooManyPieces => "An IPv6 address contains more than 8 pieces.",
            ValidationError::Ipv6MultipleCompression => "An IPv6 address is compressed in more than one spot.",
            ValidationError::Ipv6InvalidCodePoint => {
                "An IPv6 address contains a code point that is neither an ASCII hex digit nor a U+003A (:). Or \
                 it unexpectedly ends."
            }
            ValidationError::Ipv6TooFewPieces => "An uncompressed IPv6 address contains fewer than 8 pieces.",
            ValidationError::Ipv6PieceLeadingZero => "An IPv6 address piece contains a leading U+0030 (0).",
            ValidationError::Ipv4InIpv6TooManyPieces => {
                "An IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 pieces."
            }
            ValidationError::Ipv4InIpv6InvalidCodePoint => {
                "An IPv6 address with IPv4 address syntax: An IPv4 part is empty or contains a non-ASCII digit. \
                 An IPv4 part contains a leading 0. There are too many IPv4 parts."
            }
            ValidationError::Ipv4InIpv6OutOfRangePart => {
                "An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255."
            }
            ValidationError::Ipv4InIpv6TooFewParts => {
                "An IPv6 address with IPv4 address syntax: an IPv4 address contains too few parts."
            }
            ValidationError::InvalidUrlUnit => "A code point is found that is not a URL unit.",
            ValidationError::SpecialSchemeMissingFollowingSolidus => "The input's scheme is not followed by \"//\".",
            ValidationError::MissingSchemeNonRelativeUrl => {
                "The input is missing a scheme, because it does not begin with an ASCII alpha, and either no \
                 base URL was provided or the base URL cannot be used as a base URL because it has an opaque \
                 path."
            }
            ValidationError::InvalidReverseSolidus => {
                "The URL has a special scheme and it uses U+005C (\\) instead of U+002F (/)."
            }
            ValidationError::InvalidCredentials => "The input includes credentials.",
            ValidationError::HostMissing => "The input has a special scheme, but does not contain a host.",
            ValidationError::PortOutOfRange => "The input's port is too big.",
            ValidationError::PortInvalid => "The input's port is invalid.",
            ValidationError::FileInvalidWindowsDriveLetter => {
                "The input is a relative-URL string that starts with a Windows drive letter and the base URL's \
                 scheme is \"file\"."
            }
            ValidationError::FileInvalidWindowsDriveLetterHost => "A file: URL's host is a Windows drive letter.",
        }
    }
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A validation error with the byte span of the input that caused it (an empty span where something is
/// missing: the place it is missing from).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reported {
    /// The error type.
    pub error: ValidationError,
    /// The bytes of the original input, before stripping and tab-or-newline removal.
    pub span: Span,
}

/// The basic URL parser returned failure: the validation error that made it fail, with its span, and every
/// validation error reported before it, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Failure {
    /// The error after which the parser returned failure (one whose [`ValidationError::is_failure`] is true).
    pub error: ValidationError,
    /// The bytes of the input that caused it.
    pub span: Span,
    /// The validation errors the parser reported before it failed, in input order.
    pub errors: alloc::vec::Vec<Reported>,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}..{}: {}", self.error.name(), self.span.start, self.span.end, self.error.description())
    }
}

impl core::error::Error for Failure {}

/// Where the parsers put the validation errors that do not fail them: a list, or nowhere when the caller
/// wants the record or the verdict alone (so that such a parse allocates nothing for them).
#[derive(Debug, Default)]
pub(crate) struct ErrorSink {
    /// The errors kept.
    pub list: alloc::vec::Vec<Reported>,
    /// Whether errors are kept.
    pub keep: bool,
}

impl ErrorSink {
    /// A sink that keeps the errors when `keep`.
    pub fn new(keep: bool) -> ErrorSink {
        ErrorSink { list: alloc::vec::Vec::new(), keep }
    }

    /// Reports `reported`.
    pub fn push(&mut self, reported: Reported) {
        if self.keep {
            self.list.push(reported);
        }
    }
}
