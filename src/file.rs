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
//! Read back, a URI may also take the forms of RFC 8089's Appendix E that RFC 3986's grammar accepts: a drive
//! without the leading `/` (`file:c:/path`, E.2) and a UNC string in the path after an empty authority
//! (`file:////host/share/path` and `file://///host/share/path`, E.3.2). A URI with a `|` after the drive
//! letter (E.2.2) is no RFC 3986 URI; update it first ("replace the vertical line \"|\" with a colon \":\"").

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::Span;
use crate::percent::{self, PercentError, Set};
use crate::rfc3986::{self, UriBuf};

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
    /// A UNC path without a server name or a share (`\\server`, `\\\share`).
    #[error("a UNC path names a server and a share: \\\\server\\share\\...")]
    IncompleteUnc,
    /// The text is no RFC 3986 URI.
    #[error("not a URI: {0}")]
    Uri(#[from] rfc3986::Error),
    /// The URI's scheme is not `file`.
    #[error("the scheme is not \"file\" (RFC 8089 \u{a7}2: file-scheme = \"file\")")]
    NotFile {
        /// The scheme.
        span: Span,
    },
    /// The URI has a query, which no file path holds (write a `?` of the path as `%3F`).
    #[error("a file URI's path ends at \"?\": a query is no part of a file path (write \"?\" as %3F)")]
    Query {
        /// The query.
        span: Span,
    },
    /// The authority names a host other than `localhost`, which a POSIX path cannot name (RFC 8089 §3: "A file
    /// URI can be dependably dereferenced or translated to a local file path only if it is local").
    #[error("the file is on another host, which a POSIX path cannot name (RFC 8089 \u{a7}3)")]
    NotLocal {
        /// The host.
        span: Span,
    },
    /// The authority has a userinfo or a port, which RFC 8089 §2's `file-auth` (`"localhost" / host`) has not.
    #[error("a file URI's authority is a host alone, without userinfo or port (RFC 8089 \u{a7}2: file-auth)")]
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
/// [`FilePathError::IncompleteUnc`] for a UNC path without a server or share.
pub fn path_to_file_uri(path: &str, style: PathStyle) -> Result<UriBuf, FilePathError> {
    let mut uri = String::with_capacity(path.len() + 8);
    uri.push_str("file://");
    match style {
        PathStyle::Posix => {
            let rest = path.strip_prefix('/').ok_or(FilePathError::NotAbsolute)?;
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
/// The URI is parsed as an RFC 3986 `URI` with the scheme `file` (in any case) and no query; a fragment is
/// ignored (it names a part of the file, not the file). Its authority must be absent, empty or `localhost`
/// (a local file, RFC 8089 §3), or, for Windows, a server, read as a UNC path (`file://server/share/a` is
/// `\\server\share\a`, Appendix E.3.1). Each segment is percent-decoded as UTF-8 and joined with the style's
/// separator. For Windows, the path begins with a drive (`/C:/a` or, Appendix E.2, `C:/a`) or holds a UNC
/// string after an empty authority (`file:////server/share/a` and `file://///server/share/a`, Appendix E.3.2).
///
/// # Errors
///
/// [`FilePathError::Uri`] when `uri` is no URI, [`FilePathError::NotFile`], [`FilePathError::Query`],
/// [`FilePathError::NotLocal`] (a host, for POSIX), [`FilePathError::AuthorityNotHost`] (userinfo or port),
/// [`FilePathError::NoPath`], [`FilePathError::EncodedSeparator`] and [`FilePathError::NotUtf8`], each with
/// the span of the part of `uri` at fault.
pub fn file_uri_to_path(uri: &str, style: PathStyle) -> Result<String, FilePathError> {
    let uri = rfc3986::parse_uri(uri)?;
    let scheme = uri.scheme();
    if !scheme.as_str().eq_ignore_ascii_case("file") {
        return Err(FilePathError::NotFile { span: scheme.span() });
    }
    if let Some(query) = uri.query() {
        return Err(FilePathError::Query { span: query.span() });
    }
    let path = uri.path();
    let (text, start) = (path.as_str(), path.span().start);
    let no_path = FilePathError::NoPath { span: path.span() };
    let mut server = None;
    if let Some(authority) = uri.authority() {
        if authority.userinfo().is_some() || authority.port().is_some() {
            return Err(FilePathError::AuthorityNotHost { span: authority.span() });
        }
        let host = authority.host();
        if !host.as_str().is_empty() && !host.as_str().eq_ignore_ascii_case("localhost") {
            server = Some(host);
        }
    }
    match style {
        PathStyle::Posix => {
            if let Some(host) = server {
                return Err(FilePathError::NotLocal { span: host.span() });
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
            if let Some(host) = server {
                // Appendix E.3.1: the server, then the share and the object names.
                let name = match host.name() {
                    Some(name) => name.map_err(|error| FilePathError::NotUtf8(shifted(error, host.span().start)))?,
                    None => Cow::Borrowed(host.as_str()),
                };
                let rest = text.strip_prefix('/').filter(|rest| !rest.is_empty()).ok_or(no_path)?;
                return Ok(unc(&name, decoded_segments(rest, start + 1, style)?));
            }
            // A drive after the first `/`, or first (Appendix E.2: `file:c:/path`).
            let (relative, offset) = match text.strip_prefix('/') {
                Some(rest) => (rest, start + 1),
                None => (text, start),
            };
            let (first, after) = relative.split_once('/').unwrap_or((relative, ""));
            if is_drive(first) {
                let segments = decoded_segments(after, offset + first.len() + 1, style)?;
                return Ok([first, r"\", &segments.join(r"\")].concat());
            }
            // Appendix E.3.2: `unc-authority = 2*3"/" file-host` after the empty authority's `//`, which leaves
            // the path `//host/share/...` or `///host/share/...`.
            let string = text.strip_prefix("///").or_else(|| text.strip_prefix("//"));
            match (uri.authority(), string) {
                (Some(_), Some(string)) => {
                    let mut segments = decoded_segments(string, start + text.len() - string.len(), style)?;
                    if segments.len() < 2 || segments.iter().take(2).any(|segment| segment.is_empty()) {
                        return Err(no_path);
                    }
                    let host = segments.remove(0);
                    Ok(unc(&host, segments))
                }
                _ => Err(no_path),
            }
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
