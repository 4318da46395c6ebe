//! RFC 8089 §2 and Appendix F, one function per rule with the rule quoted above it.
//!
//! The rules that RFC 8089 imports are RFC 3986's functions, as updated by RFC 6874 (§2: "importing the
//! "host" and "path-absolute" rules from \[RFC3986\] (as updated by \[RFC6874\])"), their failures told in the
//! name of the RFC 8089 rule that imports them. Where a rule has alternatives (or an option), each is tried and
//! the longest reading kept, the first of equals: the rule function reads the longest prefix its rule derives,
//! and the tree says which alternative that was.

use super::ast::{DriveLetter, FileAuth, FileAuthority, FileHierPart, FileHost, FileUri, UncAuthority, kind};
use super::{Res, Rule, Variant};
use crate::grammar::{Expected, Input, RuleError, Token, label, mismatch, rest, span_between, split, text_between};
use crate::rfc3986::{self, Rfc6874};

/// The result of an RFC 3986 rule that `rule` imports, its failure told as `rule`'s.
fn imported<O>(rule: Rule, result: rfc3986::Res<'_, O>) -> Res<'_, O> {
    result.map_err(|error| error.map(|failure| failure.map(|_| rule)))
}

/// RFC 3986's `path-absolute` at `start`, its failure told as `rule`'s, and a failure at its first byte as the
/// `"/"` it begins with.
fn imported_path_absolute(rule: Rule, start: Input<'_>) -> Res<'_, crate::rfc3986::ast::Path<'_>> {
    let at = start.location_offset();
    imported(rule, rfc3986::path_absolute::<Rfc6874>(start)).map_err(|error| {
        error.map(|failure| {
            if failure.offset == at && failure.problem.is_none() {
                RuleError::expecting(at, Expected::NOTHING.token(Token::Slash))
            } else {
                failure
            }
        })
    })
}

/// The ASCII text `literal`, compared case-insensitively as RFC 5234 §2.3 compares quoted strings.
fn literal_ignoring_case<'a>(input: Input<'a>, literal: &str, rule: Rule) -> Res<'a, Input<'a>> {
    match rest(&input).get(..literal.len()) {
        Some(prefix) if prefix.eq_ignore_ascii_case(literal.as_bytes()) => Ok(split(input, literal.len())),
        _ => Err(mismatch(&input, Expected::of(rule))),
    }
}

/// The single byte `byte`, reported as `token` when absent.
fn byte(input: Input<'_>, byte: u8, token: Token) -> Res<'_, Input<'_>> {
    crate::grammar::byte(byte, token)(input)
}

/// The reading of the first of `alternatives` that reads the most of `input`; when none reads anything, the
/// failure that got farthest (what they expected merged where they failed at the same byte). A committed
/// failure (nom's `Failure`: a `%` without its two hex digits, an unclosed IP literal) that got farther than
/// the longest reading wins over it, as it would in nom's `alt`: the rule then reads no prefix rather than one
/// shorter than the longest it derives.
///
/// With `farthest` (the second run of an error, [`Options`](super::Options)' `farthest_failure`), a failure
/// that got farther than the longest reading wins over it too, so that the error points where a reading went
/// wrong (`file://host:80/` at its `:`) rather than where the shortest one ended (after `file:/`).
fn longest<'a, O>(input: Input<'a>, farthest: bool, alternatives: &[&dyn Fn(Input<'a>) -> Res<'a, O>]) -> Res<'a, O> {
    let mut best: Option<(Input<'a>, O)> = None;
    let mut failure: Option<RuleError<Rule>> = None;
    let mut committed: Option<RuleError<Rule>> = None;
    for alternative in alternatives {
        match alternative(input) {
            Ok((after, node)) => {
                if best.as_ref().is_none_or(|(kept, _)| after.location_offset() > kept.location_offset()) {
                    best = Some((after, node));
                }
            }
            Err(nom::Err::Error(error)) => {
                failure = Some(failure.map_or(error, |kept| nom::error::ParseError::or(kept, error)));
            }
            Err(nom::Err::Failure(error)) => {
                committed = Some(committed.map_or(error, |kept| nom::error::ParseError::or(kept, error)));
            }
            Err(nom::Err::Incomplete(needed)) => return Err(nom::Err::Incomplete(needed)),
        }
    }
    match (best, committed, failure) {
        (Some((after, _)), Some(committed), _) if committed.offset > after.location_offset() => {
            Err(nom::Err::Failure(committed))
        }
        (Some((after, _)), _, Some(failure)) if farthest && failure.offset > after.location_offset() => {
            Err(nom::Err::Failure(failure))
        }
        (Some(best), _, _) => Ok(best),
        (None, Some(committed), _) => Err(nom::Err::Failure(committed)),
        (None, None, Some(failure)) => Err(nom::Err::Error(failure)),
        (None, None, None) => Err(mismatch(&input, Expected::NOTHING)),
    }
}

/// ```abnf
/// file-URI       = file-scheme ":" file-hier-part
/// ```
/// ([RFC 8089 §2](https://www.rfc-editor.org/rfc/rfc8089#section-2))
pub fn file_uri<'a, V: Variant>(input: Input<'a>) -> Res<'a, FileUri<'a>> {
    let run = |start: Input<'a>| {
        let (after_scheme, scheme) = file_scheme(start)?;
        let (after_colon, _) = byte(after_scheme, b':', Token::Colon)?;
        let (after, part) = file_hier_part::<V>(after_colon)?;
        let scheme = crate::grammar::span_of(&scheme);
        Ok((after, FileUri::between(&start, &after, kind::FileUri { scheme, part })))
    };
    label(Rule::FileUri, &input, run(input))
}

/// ```abnf
/// file-scheme    = "file"
/// ```
/// ([RFC 8089 §2](https://www.rfc-editor.org/rfc/rfc8089#section-2); a quoted string is case-insensitive, RFC
/// 5234 §2.3)
pub fn file_scheme(input: Input<'_>) -> Res<'_, Input<'_>> {
    literal_ignoring_case(input, "file", Rule::FileScheme)
}

/// ```abnf
/// file-hier-part = ( "//" auth-path )
///                / local-path
/// ```
/// ([RFC 8089 §2](https://www.rfc-editor.org/rfc/rfc8089#section-2))
pub fn file_hier_part<V: Variant>(input: Input<'_>) -> Res<'_, FileHierPart<'_>> {
    label(
        Rule::FileHierPart,
        &input,
        longest(input, V::OPTIONS.farthest_failure, &[&slashes_auth_path::<V>, &local_path::<V>]),
    )
}

/// `"//" auth-path`, the first alternative of `file-hier-part`.
fn slashes_auth_path<V: Variant>(start: Input<'_>) -> Res<'_, FileHierPart<'_>> {
    let (after_slash, _) = byte(start, b'/', Token::DoubleSlash)?;
    let (after_slashes, _) = byte(after_slash, b'/', Token::DoubleSlash)?;
    let (after, part) = auth_path::<V>(after_slashes)?;
    Ok((after, FileHierPart::between(&start, &after, part.parts)))
}

/// ```abnf
/// auth-path      = [ file-auth ] path-absolute
/// ```
/// ([RFC 8089 §2](https://www.rfc-editor.org/rfc/rfc8089#section-2)), and with Appendix F
/// ([Appendix E.2.2, E.3.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.3.2)):
///
/// ```abnf
/// auth-path      = [ file-auth ] path-absolute
///                / [ file-auth ] file-absolute
///                / unc-authority path-absolute
/// ```
pub fn auth_path<V: Variant>(input: Input<'_>) -> Res<'_, FileHierPart<'_>> {
    let result = if V::OPTIONS.appendix_f {
        // Three slashes before two: where both read the whole text (`file://///host/path`), the two-slash
        // reading takes an empty `reg-name` as the host and the UNC host as a segment, when E.3.2 writes this
        // form "with an extra slash between the empty authority and the transformed UNC string".
        longest(
            input,
            V::OPTIONS.farthest_failure,
            &[&auth_then::<V>(path_absolute), &auth_then::<V>(file_absolute), &unc_then_path::<3>, &unc_then_path::<2>],
        )
    } else {
        auth_then::<V>(path_absolute)(input)
    };
    label(Rule::AuthPath, &input, result)
}

/// `[ file-auth ] path`, for a `path` that reads an optional drive letter and a `path-absolute`: the longer of
/// the readings with and without the authority (an empty `file-auth` is read as none).
fn auth_then<'a, V: Variant>(
    path: fn(Input<'a>) -> Res<'a, FileHierPart<'a>>,
) -> impl Fn(Input<'a>) -> Res<'a, FileHierPart<'a>> {
    move |start| {
        let with_auth = |start: Input<'a>| {
            let (after_auth, auth) = file_auth::<V>(start)?;
            let (after, part) = path(after_auth)?;
            let authority = (!auth.as_str().is_empty()).then_some(FileAuthority::Auth(auth));
            Ok((after, FileHierPart::between(&start, &after, kind::FileHierPart { authority, ..part.parts })))
        };
        longest(start, V::OPTIONS.farthest_failure, &[&with_auth, &path])
    }
}

/// `unc-authority path-absolute`, with exactly `SLASHES` slashes before the `file-host`.
fn unc_then_path<const SLASHES: usize>(start: Input<'_>) -> Res<'_, FileHierPart<'_>> {
    let (after_authority, authority) = unc_authority_of(start, SLASHES)?;
    let (after, path) = imported_path_absolute(Rule::AuthPath, after_authority)?;
    let parts = kind::FileHierPart { authority: Some(FileAuthority::Unc(authority)), drive_letter: None, path };
    Ok((after, FileHierPart::between(&start, &after, parts)))
}

/// RFC 3986's `path-absolute`, as the tree of a path without an authority or a drive letter.
fn path_absolute(start: Input<'_>) -> Res<'_, FileHierPart<'_>> {
    let (after, path) = imported_path_absolute(Rule::LocalPath, start)?;
    let parts = kind::FileHierPart { authority: None, drive_letter: None, path };
    Ok((after, FileHierPart::between(&start, &after, parts)))
}

/// `drive-letter path-absolute`, the first alternative of Appendix F's `local-path` with its option present.
fn drive_then_path(start: Input<'_>) -> Res<'_, FileHierPart<'_>> {
    let (after_drive, drive) = drive_letter(start)?;
    let (after, part) = path_absolute(after_drive)?;
    let drive_letter =
        Some(DriveLetter::with_parts(drive.fragment(), crate::grammar::span_of(&drive), kind::DriveLetter));
    Ok((after, FileHierPart::between(&start, &after, kind::FileHierPart { drive_letter, ..part.parts })))
}

/// ```abnf
/// local-path     = path-absolute
/// ```
/// ([RFC 8089 §2](https://www.rfc-editor.org/rfc/rfc8089#section-2)), and with Appendix F
/// ([Appendix E.2, E.2.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2)):
///
/// ```abnf
/// local-path     = [ drive-letter ] path-absolute
///                / file-absolute
/// ```
pub fn local_path<V: Variant>(input: Input<'_>) -> Res<'_, FileHierPart<'_>> {
    let result = if V::OPTIONS.appendix_f {
        longest(input, V::OPTIONS.farthest_failure, &[&drive_then_path, &path_absolute, &file_absolute])
    } else {
        path_absolute(input)
    };
    label(Rule::LocalPath, &input, result)
}

/// ```abnf
/// file-auth      = "localhost"
///                / host
/// ```
/// ([RFC 8089 §2](https://www.rfc-editor.org/rfc/rfc8089#section-2)), and with Appendix F
/// ([Appendix E.1](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.1)):
///
/// ```abnf
/// file-auth      = "localhost"
///                / [ userinfo "@" ] host
/// ```
pub fn file_auth<V: Variant>(input: Input<'_>) -> Res<'_, FileAuth<'_>> {
    let result = if V::OPTIONS.appendix_f {
        longest(input, V::OPTIONS.farthest_failure, &[&localhost, &userinfo_host, &host])
    } else {
        longest(input, V::OPTIONS.farthest_failure, &[&localhost, &host])
    };
    label(Rule::FileAuth, &input, result)
}

/// `"localhost"`, in any case.
fn localhost(start: Input<'_>) -> Res<'_, FileAuth<'_>> {
    let (after, text) = literal_ignoring_case(start, "localhost", Rule::FileAuth)?;
    Ok((after, FileAuth::Localhost { text: text.fragment(), span: crate::grammar::span_of(&text) }))
}

/// RFC 3986's `host` (as updated by RFC 6874).
fn host(start: Input<'_>) -> Res<'_, FileAuth<'_>> {
    let (after, host) = imported(Rule::FileAuth, rfc3986::host::<Rfc6874>(start))?;
    let node =
        FileAuth::Host { text: text_between(&start, &after), span: span_between(&start, &after), userinfo: None, host };
    Ok((after, node))
}

/// `userinfo "@" host` (Appendix E.1).
fn userinfo_host(start: Input<'_>) -> Res<'_, FileAuth<'_>> {
    let (after_userinfo, userinfo) = imported(Rule::FileAuth, rfc3986::userinfo::<Rfc6874>(start))?;
    let (after_at, _) = byte(after_userinfo, b'@', Token::At)?;
    let (after, host) = imported(Rule::FileAuth, rfc3986::host::<Rfc6874>(after_at))?;
    let node = FileAuth::Host {
        text: text_between(&start, &after),
        span: span_between(&start, &after),
        userinfo: Some(userinfo),
        host,
    };
    Ok((after, node))
}

/// ```abnf
/// unc-authority  = 2*3"/" file-host
/// ```
/// ([RFC 8089 Appendix E.3.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.3.2))
pub fn unc_authority(input: Input<'_>) -> Res<'_, UncAuthority<'_>> {
    let result = longest(input, false, &[&|start| unc_authority_of(start, 2), &|start| unc_authority_of(start, 3)]);
    label(Rule::UncAuthority, &input, result)
}

/// `unc-authority` with exactly `slashes` slashes.
fn unc_authority_of(start: Input<'_>, slashes: usize) -> Res<'_, UncAuthority<'_>> {
    let mut at = start;
    for _ in 0..slashes {
        (at, _) = byte(at, b'/', Token::Slash)?;
    }
    let (after, host) = file_host(at)?;
    Ok((after, UncAuthority::between(&start, &after, kind::UncAuthority { host })))
}

/// ```abnf
/// file-host      = inline-IP / IPv4address / reg-name
/// ```
/// ([RFC 8089 Appendix E.3.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.3.2))
pub fn file_host(input: Input<'_>) -> Res<'_, FileHost<'_>> {
    let inline = |start| {
        inline_ip(start).map(|(after, text)| {
            (after, FileHost::InlineIp { text: text.fragment(), span: crate::grammar::span_of(&text) })
        })
    };
    let ipv4 =
        |start| imported(Rule::FileHost, rfc3986::ipv4_address(start)).map(|(after, a)| (after, FileHost::Ipv4(a)));
    let name = |start| {
        imported(Rule::FileHost, rfc3986::reg_name::<Rfc6874>(start))
            .map(|(after, name)| (after, FileHost::RegName(name)))
    };
    label(Rule::FileHost, &input, longest(input, false, &[&inline, &ipv4, &name]))
}

/// ```abnf
/// inline-IP      = "%5B" ( IPv6address / IPvFuture ) "%5D"
/// ```
/// ([RFC 8089 Appendix E.3.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.3.2); the quoted strings are
/// case-insensitive, RFC 5234 §2.3, so `%5b` and `%5d` too)
pub fn inline_ip<'a>(input: Input<'a>) -> Res<'a, Input<'a>> {
    let run = |start: Input<'a>| {
        let (after_open, _) = literal_ignoring_case(start, "%5B", Rule::InlineIp)?;
        let ipv6 = |at| imported(Rule::InlineIp, rfc3986::ipv6_address(at)).map(|(after, _)| (after, ()));
        let future = |at| imported(Rule::InlineIp, rfc3986::ipv_future(at)).map(|(after, _)| (after, ()));
        let (after_address, ()) = longest(after_open, false, &[&ipv6, &future])?;
        let (after, _) = literal_ignoring_case(after_address, "%5D", Rule::InlineIp)?;
        Ok(split(start, after.location_offset() - start.location_offset()))
    };
    label(Rule::InlineIp, &input, run(input))
}

/// ```abnf
/// file-absolute  = "/" drive-letter path-absolute
/// ```
/// ([RFC 8089 Appendix E.2.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2.2))
pub fn file_absolute<'a>(input: Input<'a>) -> Res<'a, FileHierPart<'a>> {
    let run = |start: Input<'a>| {
        let (after_slash, _) = byte(start, b'/', Token::Slash)?;
        let (after, part) = drive_then_path(after_slash)?;
        Ok((after, FileHierPart::between(&start, &after, part.parts)))
    };
    label(Rule::FileAbsolute, &input, run(input))
}

/// ```abnf
/// drive-letter   = ALPHA ":"
///                / ALPHA "|"
/// ```
/// ([RFC 8089 Appendix E.2, E.2.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2.2))
pub fn drive_letter(input: Input<'_>) -> Res<'_, Input<'_>> {
    match rest(&input) {
        [letter, b':' | b'|', ..] if letter.is_ascii_alphabetic() => Ok(split(input, 2)),
        [letter, ..] if letter.is_ascii_alphabetic() => {
            let (after_letter, _) = split(input, 1);
            Err(mismatch(&after_letter, Expected::NOTHING.token(Token::Colon).token(Token::VerticalLine)))
        }
        _ => Err(mismatch(&input, Expected::of(Rule::DriveLetter))),
    }
}
