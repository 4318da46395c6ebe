//! File paths to `file:` URIs and back (RFC 8089), for POSIX and Windows paths, as text transformations with
//! an explicit [`PathStyle`]: no file system is read, and both styles work on any operating system.
//!
//! ```
//! use urigram::file::{PathStyle, file_uri_to_path, path_to_file_uri};
//!
//! let uri = path_to_file_uri("/srv/ana/notes #1/café.md", PathStyle::Posix)?;
//! assert_eq!(uri, "file:///srv/ana/notes%20%231/caf%C3%A9.md");
//! assert_eq!(file_uri_to_path(uri.as_str(), PathStyle::Posix)?, "/srv/ana/notes #1/café.md");
//!
//! let uri = path_to_file_uri(r"C:\Users\Ana\100% done.txt", PathStyle::Windows)?;
//! assert_eq!(uri, "file:///C:/Users/Ana/100%25%20done.txt");
//! assert_eq!(file_uri_to_path("file://server/share/a%20b", PathStyle::Windows)?, r"\\server\share\a b");
//! # Ok::<(), urigram::file::FilePathError>(())
//! ```
//!
//! The URIs written are those of RFC 8089 §2 (`file:///path`, with an empty authority, which "users MAY choose
//! to include"; a Windows drive in the first segment, "file:///c:/path/to/file", which Appendix E.2 notes "the
//! \"path-absolute\" rule" supports), and for a UNC path Appendix E.3.1's: the server as the authority, the share
//! and the object names as the path (`\\host.example.com\Share\path\to\file.txt` is
//! `file://host.example.com/Share/path/to/file.txt`). Each segment is percent-encoded as a path segment (RFC
//! 3986 §3.3), in UTF-8 (RFC 8089 §4: "the data SHOULD be encoded as octets according to the UTF-8 character
//! encoding scheme \[STD63\] before percent-encoding is applied").
//!
//! Read back, a URI is read with RFC 8089's grammar ([`crate::rfc8089`]): §2's for a POSIX path, and for a
//! Windows path with the nonstandard forms its Appendix F collects, a drive without the leading `/`
//! (`file:c:/path`, E.2) or with a vertical line (`file:///c|/path`, E.2.2, read as `c:`) and a UNC string in
//! the path after an empty authority (`file:////host/share/path` and `file://///host/share/path`, E.3.2).
//!
//! ```
//! use urigram::file::{PathStyle, file_uri_to_path};
//!
//! assert_eq!(file_uri_to_path("file:///c|/path/to/file", PathStyle::Windows)?, r"c:\path\to\file");
//! let unc = file_uri_to_path("file:////host.example.com/path/to/file", PathStyle::Windows)?;
//! assert_eq!(unc, r"\\host.example.com\path\to\file");
//! assert!(file_uri_to_path("file:///c|/path/to/file", PathStyle::Posix).is_err()); // §2 has no drive letter
//! # Ok::<(), urigram::file::FilePathError>(())
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::Span;
use crate::percent::{self, PercentError, Set};
use crate::rfc3986::ast::Host;
use crate::rfc3986::{self, UriBuf};
use crate::rfc8089::{
    self,
    ast::{FileAuth, FileAuthority},
};

/// How a file path is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathStyle {
    /// POSIX: `/`-separated, absolute paths begin with `/`, no host.
    Posix,
    /// Windows: `\`-separated (`/` read as `\` too), absolute paths begin with a drive (`C:\`) or a UNC
    /// server and share (`\\server\share\`).
    Windows,
}

/// Why a path could not become a `file:` URI, or a URI a path.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FilePathError {
    /// The path is not absolute in its style (`a/b`, `C:a`, `\a`): a `file:` URI's path is absolute (RFC 8089
    /// §2: "The path component represents the absolute path to the file in the file system").
    #[error(
        "the path is not absolute: a file URI holds an absolute path (POSIX: \"/...\"; Windows: \"C:\\...\" or \"\\\\server\\share\\...\")"
    )]
    NotAbsolute,
    /// A POSIX path that begins with `//`: its first segment is empty, and RFC 8089's `path-absolute` (RFC 3986
    /// §3.3) cannot begin with an empty segment, since `//` would begin an authority. POSIX reads more than two
    /// leading slashes as one and leaves two to the system: write the path with one.
    #[error("the path begins with \"//\", an empty first segment, which a file URI's path-absolute cannot hold")]
    EmptyFirstSegment,
    /// A UNC path without a server name or a share (`\\server`, `\\\share`).
    #[error("a UNC path names a server and a share: \\\\server\\share\\...")]
    IncompleteUnc,
    /// The text is no RFC 3986 URI.
    #[error("not a URI: {0}")]
    Uri(#[from] rfc3986::Error),
    /// The text is no `file-URI` of RFC 8089's grammar (§2's, or with Appendix F's forms for Windows paths).
    #[error("not a file URI: {0}")]
    FileUri(#[from] rfc8089::Error),
    /// The URI's scheme is not `file`.
    #[error("the scheme is not \"file\" (RFC 8089 \u{a7}2: file-scheme = \"file\")")]
    NotFile {
        /// The scheme.
        span: Span,
    },
    /// The URI has a query, which no file path holds, and RFC 8089's `file-URI` has none (write a `?` of the
    /// path as `%3F`).
    #[error("a file URI's path ends at \"?\": a query is no part of a file path (write \"?\" as %3F)")]
    Query {
        /// The query.
        span: Span,
    },
    /// The fragment (set aside, RFC 3986 §3.5) holds a character that no fragment may hold.
    #[error("the fragment holds a character that RFC 3986 \u{a7}3.5 does not allow in a fragment")]
    Fragment {
        /// The character.
        span: Span,
    },
    /// The authority names a host other than `localhost`, which a POSIX path cannot name (RFC 8089 §3: "A file
    /// URI can be dependably dereferenced or translated to a local file path only if it is local").
    #[error("the file is on another host, which a POSIX path cannot name (RFC 8089 \u{a7}3)")]
    NotLocal {
        /// The host.
        span: Span,
    },
    /// The authority has a userinfo, which RFC 8089 §2's `file-auth` (`"localhost" / host`) has not and a UNC
    /// path cannot hold (Appendix E.1 adds it to the grammar).
    #[error("a file URI's authority is a host alone, without userinfo (RFC 8089 \u{a7}2: file-auth)")]
    AuthorityNotHost {
        /// The authority.
        span: Span,
    },
    /// The URI has no absolute path (`file:` or `file:a`), or, read as a Windows path, neither a drive nor a
    /// UNC server and share.
    #[error(
        "no absolute path in this style: a POSIX path begins with \"/\", a Windows path with a drive (\"/C:/\") or a UNC server and share"
    )]
    NoPath {
        /// The path.
        span: Span,
    },
    /// A segment decodes to a separator (`%2F`, or `%5C` for Windows), which the path would read as two
    /// segments.
    #[error("a segment holds an encoded separator, which the path would split (%2F, or %5C on Windows)")]
    EncodedSeparator {
        /// The segment.
        span: Span,
    },
    /// The percent-encoded octets are no UTF-8 text (RFC 8089 §4).
    #[error("the path is not UTF-8 once decoded: {0}")]
    NotUtf8(PercentError),
}

/// The `file:` URI of the absolute path `path` in `style`.
///
/// POSIX `/a/b c` is `file:///a/b%20c`; Windows `C:\a\b c` is `file:///C:/a/b%20c` and UNC `\\server\share\b c`
/// is `file://server/share/b%20c` (a server named `localhost`, which a URI's authority would read as this
/// machine, is written in the path after an empty authority, as RFC 8089 Appendix E.3.2 does:
/// `file:////localhost/share`). Windows paths also take `/` as a separator, and the Win32 file namespace
/// prefixes `\\?\C:\` and `\\?\UNC\server\share\` are read as `C:\` and `\\server\share\` (RFC 8089
/// Appendix C: it "does not define a mechanism for translating namespaced paths to or from file URIs"; this
/// drops the prefix, so the URI reads back without it). Every character that a path segment
/// (or a registered name, for the server) does not allow is percent-encoded in UTF-8: `%`, `#`, `?`, spaces,
/// non-ASCII text.
///
/// # Errors
///
/// [`FilePathError::NotAbsolute`] for a relative path (and for Windows' rooted `\a` and drive-relative `C:a`),
/// [`FilePathError::EmptyFirstSegment`] for a POSIX path that begins with `//`, [`FilePathError::IncompleteUnc`]
/// for a UNC path without a server or share.
pub fn path_to_file_uri(path: &str, style: PathStyle) -> Result<UriBuf, FilePathError> {
    let mut uri = String::with_capacity(path.len() + 8);
    uri.push_str("file://");
    match style {
        PathStyle::Posix => {
            let rest = path.strip_prefix('/').ok_or(FilePathError::NotAbsolute)?;
            if rest.starts_with('/') {
                return Err(FilePathError::EmptyFirstSegment);
            }
            push_segments(&mut uri, rest.split('/'));
        }
        PathStyle::Windows => {
            let path = path.strip_prefix(r"\\?\UNC\").map_or_else(
                || path.strip_prefix(r"\\?\").map_or(Cow::Borrowed(path), Cow::Borrowed),
                |unc| Cow::Owned([r"\\", unc].concat()),
            );
            let mut segments = path.split(['\\', '/']);
            match (segments.next(), segments.next()) {
                (Some(drive), Some(_)) if is_drive(drive) => {
                    // The drive letter and its `:` are a segment as they are.
                    uri.push('/');
                    uri.push_str(drive);
                    push_segments(&mut uri, path.get(drive.len() + 1..).unwrap_or_default().split(['\\', '/']));
                }
                (Some(""), Some("")) => {
                    let server = segments.next().filter(|server| !server.is_empty());
                    let share = segments.clone().next().filter(|share| !share.is_empty());
                    let (Some(server), Some(_)) = (server, share) else {
                        return Err(FilePathError::IncompleteUnc);
                    };
                    if server.eq_ignore_ascii_case("localhost") {
                        uri.push_str("//");
                    }
                    uri.push_str(&percent::encode(server, Set::RegName));
                    push_segments(&mut uri, segments);
                }
                _ => return Err(FilePathError::NotAbsolute),
            }
        }
    }
    // Every segment is encoded, so the text is `"file://" host path-abempty`: a URI.
    Ok(UriBuf::parse(uri)?)
}

/// Writes `"/" segment` for each of `segments`, percent-encoded as path segments.
fn push_segments<'a>(uri: &mut String, segments: impl Iterator<Item = &'a str>) {
    for segment in segments {
        uri.push('/');
        uri.push_str(&percent::encode(segment, Set::Segment));
    }
}

/// Whether `segment` is a Windows drive: a letter and `:` (RFC 8089 Appendix E.2: `drive-letter = ALPHA ":"`).
fn is_drive(segment: &str) -> bool {
    matches!(segment.as_bytes(), [letter, b':'] if letter.is_ascii_alphabetic())
}

/// The file path in `style` that the `file:` URI `uri` names.
///
/// The URI is read with RFC 8089's grammar: §2's `file-URI` for POSIX, and for Windows with the nonstandard
/// forms Appendix F collects ([`rfc8089::Options::APPENDIX_F`]), so that a drive with a vertical line
/// (`file:///c|/path`, E.2.2: "replace the vertical line \"|\" with a colon \":\""), a drive without the
/// leading `/` (`file:c:/path`, E.2) and a UNC string in the path (`file:////host/share/path` and
/// `file://///host/share/path`, E.3.2) name their files. The scheme is `file` in any case. A `file-URI` has
/// neither query nor fragment: a query is an error, and a fragment (RFC 3986 §3.5) is set aside, since it names
/// a part of the file, not the file. The authority must be absent, empty or `localhost` (a local file, RFC 8089
/// §3), or, for Windows, a host, read as a UNC server (`file://server/share/a` is `\\server\share\a`, Appendix
/// E.3.1). Each segment is percent-decoded as UTF-8 (§4) and joined with the style's separator; for Windows
/// the path begins with a drive (`/C:/a`, a first segment as Appendix D.2 maps it, or Appendix E.2's
/// `drive-letter`) unless it names a UNC server.
///
/// # Errors
///
/// [`FilePathError::NotFile`] for another scheme, [`FilePathError::FileUri`] when the text is no `file-URI`
/// of the style's grammar, [`FilePathError::Query`], [`FilePathError::Fragment`], [`FilePathError::NotLocal`]
/// (a host, for POSIX), [`FilePathError::AuthorityNotHost`] (Appendix E.1's userinfo, for Windows),
/// [`FilePathError::NoPath`], [`FilePathError::EncodedSeparator`] and [`FilePathError::NotUtf8`], each with
/// the span of the part of `uri` at fault.
pub fn file_uri_to_path(uri: &str, style: PathStyle) -> Result<String, FilePathError> {
    // The scheme first, so that another scheme's URI is named as such rather than misread as a `file-URI`.
    if let Some((scheme, _)) = uri.split_once(':') {
        if rfc3986::accepts(rfc3986::Rule::Scheme, scheme) && !scheme.eq_ignore_ascii_case("file") {
            return Err(FilePathError::NotFile { span: Span::new(0, scheme.len()) });
        }
    }
    // A fragment is no part of a `file-URI`: it is RFC 3986's, after the URI (§4.1: `URI-reference`).
    let (text, fragment) = match uri.split_once('#') {
        Some((text, fragment)) => (text, Some((fragment, text.len() + 1))),
        None => (uri, None),
    };
    // The `file-URI` is a prefix of `uri`, so the grammar's spans are spans of `uri`.
    let (text, query) = match text.split_once('?') {
        Some((text, query)) => (text, Some(Span::new(text.len() + 1, text.len() + 1 + query.len()))),
        None => (text, None),
    };
    let options = match style {
        PathStyle::Posix => rfc8089::Options::RFC8089,
        PathStyle::Windows => rfc8089::Options::APPENDIX_F,
    };
    let file = rfc8089::parse_file_uri_with(text, options)?;
    if let Some(span) = query {
        return Err(FilePathError::Query { span });
    }
    if let Some((fragment, start)) = fragment {
        let read = rfc3986::match_prefix(rfc3986::Rule::Fragment, fragment).unwrap_or_default();
        if let Some(c) = fragment.get(read..).and_then(|rest| rest.chars().next()) {
            return Err(FilePathError::Fragment { span: Span::new(start + read, start + read + c.len_utf8()) });
        }
    }
    let path = file.path();
    let (text, start) = (path.as_str(), path.span().start);
    let no_path = FilePathError::NoPath { span: path.span() };
    // The server a non-local authority names (RFC 8089 §3: "localhost" is local, as is no authority).
    let server = match file.authority() {
        None | Some(FileAuthority::Auth(FileAuth::Localhost { .. })) => None,
        Some(FileAuthority::Auth(FileAuth::Host { userinfo: Some(_), span, .. })) => {
            return Err(FilePathError::AuthorityNotHost { span });
        }
        Some(FileAuthority::Auth(FileAuth::Host { host, .. })) => match host {
            Host::RegName(name) => Some((name.as_str(), name.span())),
            Host::Ipv4(address) => Some((address.as_str(), address.span())),
            Host::IpLiteral(literal) => Some((literal.as_str(), literal.span())),
        },
        // Appendix E.3.2: a UNC string's host, written in the path after the empty authority.
        Some(FileAuthority::Unc(unc)) => Some((unc.host().as_str(), unc.host().span())),
    };
    match style {
        PathStyle::Posix => {
            if let Some((_, span)) = server {
                return Err(FilePathError::NotLocal { span });
            }
            let rest = text.strip_prefix('/').ok_or(no_path)?;
            let mut out = String::with_capacity(text.len());
            for segment in decoded_segments(rest, start + 1, style)? {
                out.push('/');
                out.push_str(&segment);
            }
            Ok(out)
        }
        PathStyle::Windows => {
            let rest = text.strip_prefix('/').ok_or(no_path.clone())?;
            if let Some((name, span)) = server {
                // Appendix E.3.1 (and E.3.2): the server, then the share and the object names.
                let name = percent::decode_utf8_cow(name)
                    .map_err(|error| FilePathError::NotUtf8(shifted(error, span.start)))?;
                if name.is_empty() || rest.is_empty() || file.drive_letter().is_some() {
                    return Err(no_path);
                }
                return Ok(unc(&name, decoded_segments(rest, start + 1, style)?));
            }
            // Appendix E.2's `drive-letter` before the path ("c|" read as "c:", as E.2.2 updates it), or the
            // drive as the first segment of the path (Appendix D.2, and E.2: "file:///c:/path/to/file").
            if let Some(drive) = file.drive_letter() {
                let segments = decoded_segments(rest, start + 1, style)?;
                let mut out = String::with_capacity(text.len() + 2);
                out.push(drive.letter());
                out.push_str(r":\");
                out.push_str(&segments.join(r"\"));
                return Ok(out);
            }
            let (first, after) = rest.split_once('/').unwrap_or((rest, ""));
            if is_drive(first) {
                let segments = decoded_segments(after, start + 1 + first.len() + 1, style)?;
                return Ok([first, r"\", &segments.join(r"\")].concat());
            }
            Err(no_path)
        }
    }
}

/// `\\server\share\...`.
fn unc(server: &str, segments: Vec<Cow<'_, str>>) -> String {
    [r"\\", server, r"\", &segments.join(r"\")].concat()
}

/// The segments of `text` (a path after its first `/`, at byte `offset` of the URI), each percent-decoded as
/// UTF-8; a segment that decodes to a separator of `style` is an error, spanned in the URI.
fn decoded_segments(text: &str, offset: usize, style: PathStyle) -> Result<Vec<Cow<'_, str>>, FilePathError> {
    let separators: &[char] = match style {
        PathStyle::Posix => &['/'],
        PathStyle::Windows => &['/', '\\'],
    };
    let mut at = offset;
    let mut segments = Vec::new();
    for segment in text.split('/') {
        let decoded = percent::decode_utf8_cow(segment).map_err(|error| FilePathError::NotUtf8(shifted(error, at)))?;
        if decoded.contains(separators) {
            return Err(FilePathError::EncodedSeparator { span: Span::new(at, at + segment.len()) });
        }
        segments.push(decoded);
        at += segment.len() + 1;
    }
    Ok(segments)
}

/// `error`, spanned in a text that starts at byte `offset` of the URI.
fn shifted(error: PercentError, offset: usize) -> PercentError {
    match error {
        PercentError::NotUtf8 { span } => {
            PercentError::NotUtf8 { span: Span::new(span.start + offset, span.end + offset) }
        }
        PercentError::BadEscape { span } => {
            PercentError::BadEscape { span: Span::new(span.start + offset, span.end + offset) }
        }
    }
}
