//! RFC 3986 §5.2, Relative Resolution, over the RFC 3986 syntax tree.
//!
//! ```
//! use urigram::resolve::rfc3986::{Options, resolve};
//!
//! let base = "http://a/b/c/d;p?q";
//! assert_eq!(resolve(base, "../g?y#s", Options::default())?, "http://a/b/g?y#s");
//! assert_eq!(resolve(base, "http:g", Options::STRICT)?, "http:g");
//! assert_eq!(resolve(base, "http:g", Options::NON_STRICT)?, "http://a/b/c/g");
//!
//! // No invented authority: the literal §5.2 output `a://` would read as an empty authority.
//! assert_eq!(resolve("a:/", "/.//.", Options::default())?, "a:/.//");
//! assert_eq!(resolve("a:/", "/.//.", Options { literal: true, ..Options::default() })?, "a://");
//!
//! let error = resolve("b/c", "g", Options::default()).unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "the base is a relative reference: a base must be absolute, with a scheme (RFC 3986 §5.1)"
//! );
//! # Ok::<(), urigram::resolve::rfc3986::Error>(())
//! ```

use alloc::string::String;

pub use super::relativize::relativize;
use super::{DOT_GUARD, ResolveError, path_needs_dot_guard};
use crate::Span;
use crate::rfc3986::ast::{AbsoluteUri, Layout, PathKind, Uri, UriReference};
use crate::rfc3986::{AbsoluteUriBuf, RelativeRefBuf, Rule, UriBuf};

/// Why a reference could not be resolved by RFC 3986.
pub type Error = ResolveError<Rule>;

/// How to resolve: strictly or not (§5.2.2), and whether to keep a path a path (see [`Options::literal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// §5.2.2: "A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's
    /// scheme." When `false`, a reference whose scheme equals the base's (compared case-insensitively, as
    /// schemes are, §3.1) is resolved as if it had none: `http:g` is `http://a/b/c/g` (§5.4.2, "for backward
    /// compatibility"). `true`, the default, resolves it as the absolute URI it is.
    pub strict: bool,
    /// Recompose exactly what §5.2 produces, even when the text reparses as a different URI. When `false`, the
    /// default, a target without an authority whose path would begin with `//` keeps a `/.` in front of it
    /// (`/.//.` against `a:/` is `a:/.//`, not `a://`, whose `//` would start an authority); the extra
    /// segment is `.`, so the path means the same.
    pub literal: bool,
}

impl Options {
    /// Strict resolution with the no-invented-authority guard: the default.
    pub const STRICT: Options = Options { strict: true, literal: false };
    /// Non-strict resolution (§5.2.2): a scheme equal to the base's is ignored.
    pub const NON_STRICT: Options = Options { strict: false, literal: false };
}

impl Default for Options {
    fn default() -> Self {
        Options::STRICT
    }
}

/// Resolves `reference` against `base` by RFC 3986 §5.2 and returns the target URI (§5.3).
///
/// The base must be an `absolute-URI` (§5.1: "A base URI must conform to the \<absolute-URI\> syntax rule"): a
/// relative base is [`ResolveError::RelativeBase`] and a base with a fragment is
/// [`ResolveError::BaseFragment`] ("stripped of any fragment component prior to its use as a base URI").
///
/// ```
/// let target = urigram::resolve::rfc3986::resolve("http://a/b/c/d;p?q", "?y", Default::default()).unwrap();
/// assert_eq!(target, "http://a/b/c/d;p?y");
/// assert!(urigram::rfc3986::parse_uri(&target).is_ok());
/// ```
pub fn resolve(base: &str, reference: &str, options: Options) -> Result<String, Error> {
    resolve_with(base, reference, options, crate::rfc3986::Options::RFC3986)
}

/// [`resolve`], reading the base and the reference with the grammar `grammar` (RFC 6874's zone identifiers).
///
/// ```
/// use urigram::resolve::rfc3986::{Options, resolve_with};
/// let zones = urigram::rfc3986::Options::rfc6874(true);
/// assert_eq!(resolve_with("http://[fe80::a%25en1]/a/b", "../c", Options::default(), zones)?, "http://[fe80::a%25en1]/c");
/// # Ok::<(), urigram::resolve::rfc3986::Error>(())
/// ```
pub fn resolve_with(
    base: &str,
    reference: &str,
    options: Options,
    grammar: crate::rfc3986::Options,
) -> Result<String, Error> {
    let base = parse_base_with(base, grammar)?;
    let reference = crate::rfc3986::parse_uri_reference_with(reference, grammar).map_err(ResolveError::reference)?;
    Ok(resolve_reference(&base, &reference, options))
}

/// Parses `text` as a base URI (§5.1, §5.2.1): an `absolute-URI`, with errors that say why a URI reference that
/// is not one cannot be a base.
pub fn parse_base(text: &str) -> Result<AbsoluteUri<'_>, Error> {
    parse_base_with(text, crate::rfc3986::Options::RFC3986)
}

/// [`parse_base`] with the grammar `grammar`.
pub fn parse_base_with(text: &str, grammar: crate::rfc3986::Options) -> Result<AbsoluteUri<'_>, Error> {
    let reference = crate::rfc3986::parse_uri_reference_with(text, grammar).map_err(ResolveError::base)?;
    if reference.is_relative() {
        return Err(ResolveError::RelativeBase { span: reference.span(), section: "5.1" });
    }
    if let Some(fragment) = reference.fragment() {
        let span = fragment.span();
        return Err(ResolveError::BaseFragment {
            span: Span::new(span.start.saturating_sub(1), span.end),
            section: "5.1",
        });
    }
    crate::rfc3986::parse_absolute_uri_with(text, grammar).map_err(ResolveError::base)
}

/// §5.2.2 Transform References, over parsed trees, then §5.3 Component Recomposition.
///
/// ```text
/// if defined(R.scheme) then
///    T.scheme    = R.scheme;
///    T.authority = R.authority;
///    T.path      = remove_dot_segments(R.path);
///    T.query     = R.query;
/// else
///    if defined(R.authority) then
///       T.authority = R.authority;
///       T.path      = remove_dot_segments(R.path);
///       T.query     = R.query;
///    else
///       if (R.path == "") then
///          T.path = Base.path;
///          if defined(R.query) then
///             T.query = R.query;
///          else
///             T.query = Base.query;
///          endif;
///       else
///          if (R.path starts-with "/") then
///             T.path = remove_dot_segments(R.path);
///          else
///             T.path = merge(Base.path, R.path);
///             T.path = remove_dot_segments(T.path);
///          endif;
///          T.query = R.query;
///       endif;
///       T.authority = Base.authority;
///    endif;
///    T.scheme = Base.scheme;
/// endif;
///
/// T.fragment = R.fragment;
/// ```
#[must_use]
pub fn resolve_reference(base: &AbsoluteUri<'_>, reference: &UriReference<'_>, options: Options) -> String {
    assemble(base, reference, options).0
}

/// [`resolve_reference`], with the layout of the target's components, which are those of the base and the
/// reference that went into it. With `options.literal`, the layout is that of §5.2's components, which the text
/// may not read back as.
fn assemble(base: &AbsoluteUri<'_>, reference: &UriReference<'_>, options: Options) -> (String, Layout) {
    // "A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's scheme."
    let scheme = reference
        .scheme()
        .map(|scheme| scheme.as_str())
        .filter(|scheme| options.strict || !scheme.eq_ignore_ascii_case(base.scheme().as_str()));
    let r_path = reference.path().as_str();
    let r_query = reference.query().map(|query| query.as_str());

    let mut out = String::with_capacity(base.as_str().len() + reference.as_str().len() + DOT_GUARD.len());
    let (authority, query);
    if let Some(scheme) = scheme {
        out.push_str(scheme);
        out.push(':');
        authority = reference.authority();
        query = r_query;
    } else {
        out.push_str(base.scheme().as_str());
        out.push(':');
        if let Some(r_authority) = reference.authority() {
            authority = Some(r_authority);
            query = r_query;
        } else {
            authority = base.authority();
            query = if r_path.is_empty() { r_query.or(base.query().map(|query| query.as_str())) } else { r_query };
        }
    }
    let scheme_len = out.len() - 1;
    if let Some(authority) = authority {
        out.push_str("//");
        out.push_str(authority.as_str());
    }
    let path_start = out.len();
    if scheme.is_some() || reference.authority().is_some() || r_path.starts_with('/') {
        remove_dot_segments_into(r_path, &mut out);
    } else if r_path.is_empty() {
        out.push_str(base.path().as_str());
    } else {
        remove_dot_segments_into(&merge(base, r_path), &mut out);
    }
    if !options.literal && path_needs_dot_guard(authority.is_some(), out.get(path_start..).unwrap_or_default()) {
        out.insert_str(path_start, DOT_GUARD);
    }
    let path = out.get(path_start..).unwrap_or_default();
    let path_kind = match (authority, path.as_bytes().first()) {
        (Some(_), _) => PathKind::Abempty,
        (None, None) => PathKind::Empty,
        (None, Some(b'/')) => PathKind::Absolute,
        (None, Some(_)) => PathKind::Rootless,
    };
    let path_end = (out.len(), path_kind);
    let query_start = query.map(|query| {
        out.push('?');
        out.push_str(query);
        out.len() - query.len()
    });
    let fragment_start = reference.fragment().map(|fragment| {
        out.push('#');
        out.push_str(fragment.as_str());
        out.len() - fragment.as_str().len()
    });
    let layout = Layout::of_uri(
        scheme_len,
        authority.map(|authority| authority.layout()),
        path_end,
        query_start,
        fragment_start,
    );
    (out, layout)
}

/// Resolves references against one base URI, parsed once (RFC 3986 §5.2, strict unless asked); every target is
/// an owned, parsed URI ([`UriBuf`]), its components taken from the base and the reference rather than parsed
/// again.
///
/// The targets always read back as themselves: the guard of [`Options::literal`] is always on (a path that
/// would begin with `//` without an authority keeps a `/.` in front of it).
///
/// ```
/// use urigram::resolve::rfc3986::Resolver;
///
/// let resolver = Resolver::new("http://a/b/c/d;p?q")?;
/// let target = resolver.resolve_str("../g?y#s")?;
/// assert_eq!(target, "http://a/b/g?y#s");
/// assert_eq!(target.get().query().unwrap().as_str(), "y");
/// assert_eq!(resolver.relativize(&target.get()).unwrap(), "../g?y#s");
/// # Ok::<(), urigram::resolve::rfc3986::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Resolver {
    base: AbsoluteUriBuf,
    strict: bool,
}

impl Resolver {
    /// A resolver against `base`, which must be an `absolute-URI` (§5.1), strict.
    ///
    /// # Errors
    ///
    /// As [`parse_base`]: the base is no URI reference, is relative, or has a fragment.
    pub fn new(base: &str) -> Result<Resolver, Error> {
        Ok(Resolver::with_base(parse_base(base)?.into_owned()))
    }

    /// A strict resolver against `base`, already parsed.
    #[must_use]
    pub fn with_base(base: AbsoluteUriBuf) -> Resolver {
        Resolver { base, strict: true }
    }

    /// The same resolver, strict (`true`, the default) or not (§5.2.2: see [`Options::strict`]).
    #[must_use]
    pub fn strict(self, strict: bool) -> Resolver {
        Resolver { strict, ..self }
    }

    /// The base.
    #[must_use]
    pub fn base(&self) -> AbsoluteUri<'_> {
        self.base.get()
    }

    /// The target of `reference` (§5.2), parsed: a tree (`UriReference`, `Uri`, `RelativeRef`, or a reference to
    /// one) or an owned value (`&UriReferenceBuf`, `&UriBuf`, `&RelativeRefBuf`), read without a parse or a copy.
    ///
    /// ```
    /// use urigram::resolve::rfc3986::Resolver;
    /// use urigram::rfc3986::RelativeRefBuf;
    ///
    /// let resolver = Resolver::new("http://a/b/c/d;p?q")?;
    /// let relative: RelativeRefBuf = "../g".parse()?;
    /// assert_eq!(resolver.resolve(&relative), "http://a/b/g");
    /// assert_eq!(resolver.resolve(urigram::rfc3986::Uri::parse("g:h")?), "g:h");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn resolve<'r>(&self, reference: impl Into<UriReference<'r>>) -> UriBuf {
        let options = Options { strict: self.strict, literal: false };
        let (text, layout) = assemble(&self.base.get(), &reference.into(), options);
        UriBuf::from_layout(text, layout)
    }

    /// Parses `reference` and resolves it.
    ///
    /// # Errors
    ///
    /// [`ResolveError::Reference`] when `reference` is no URI reference.
    pub fn resolve_str(&self, reference: &str) -> Result<UriBuf, Error> {
        let reference = crate::rfc3986::parse_uri_reference(reference).map_err(ResolveError::reference)?;
        Ok(self.resolve(reference))
    }

    /// The shortest relative reference whose target against this base is `target` (a `Uri`, an `AbsoluteUri`, a
    /// reference to one, a `&UriBuf` or an `&AbsoluteUriBuf`), by [`relativize`].
    ///
    /// ```
    /// use urigram::resolve::rfc3986::Resolver;
    ///
    /// let resolver = Resolver::new("http://a/b/c/d;p?q")?;
    /// let target: urigram::rfc3986::UriBuf = "http://a/b/g?y".parse()?;
    /// assert_eq!(resolver.relativize(&target).unwrap(), "../g?y");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn relativize<'t>(&self, target: impl Into<Uri<'t>>) -> Option<RelativeRefBuf> {
        relativize(&self.base.get(), &target.into())
    }
}

/// §5.2.3 Merge Paths.
///
/// > If the base URI has a defined authority component and an empty path, then return a string consisting of
/// > "/" concatenated with the reference's path; otherwise, return a string consisting of the reference's
/// > path component appended to all but the last segment of the base URI's path (i.e., excluding any
/// > characters after the right-most "/" in the base URI path, or excluding the entire base URI path if it
/// > does not contain any "/" characters).
#[must_use]
pub fn merge(base: &AbsoluteUri<'_>, reference_path: &str) -> String {
    let base_path = base.path().as_str();
    let directory = if base.authority().is_some() && base_path.is_empty() {
        "/"
    } else {
        base_path.rfind('/').and_then(|slash| base_path.get(..=slash)).unwrap_or_default()
    };
    let mut merged = String::with_capacity(directory.len() + reference_path.len());
    merged.push_str(directory);
    merged.push_str(reference_path);
    merged
}

/// §5.2.4 Remove Dot Segments: interprets and removes the `.` and `..` complete segments of `path`.
///
/// Linear in the length of `path`, whatever it holds, and the one allocation is the result, at most as long as
/// `path`. See [`remove_dot_segments_into`].
///
/// ```
/// use urigram::resolve::rfc3986::remove_dot_segments;
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments(&"../".repeat(100_000)), "");
/// ```
#[must_use]
pub fn remove_dot_segments(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    remove_dot_segments_into(path, &mut out);
    out
}

/// §5.2.4 Remove Dot Segments, appending the result to `out` (whose earlier text it never touches).
///
/// The input buffer is `path` from a moving offset, and the output buffer is the end of `out`; each step of
/// §5.2.4 is one arm below, quoted. Steps B and C "replace that prefix with "/" in the input buffer": the
/// offset moves to the prefix's last `/` instead. Step C's "remove the last segment and its preceding "/" (if
/// any) from the output buffer" scans back over exactly the bytes it removes, so each byte is written and
/// removed at most once: the whole is linear, and the output never grows past the input.
pub fn remove_dot_segments_into(path: &str, out: &mut String) {
    let floor = out.len();
    let mut at = 0;
    // 2.  While the input buffer is not empty, loop as follows:
    while let Some(input) = path.get(at..).filter(|input| !input.is_empty()) {
        let bytes = input.as_bytes();
        if bytes.starts_with(b"../") {
            // A.  If the input buffer begins with a prefix of "../" or "./", then remove that prefix from the
            //     input buffer; otherwise,
            at += 3;
        } else if bytes.starts_with(b"./") {
            at += 2;
        } else if bytes.starts_with(b"/./") {
            // B.  if the input buffer begins with a prefix of "/./" or "/.", where "." is a complete path
            //     segment, then replace that prefix with "/" in the input buffer; otherwise,
            at += 2;
        } else if bytes == b"/." {
            // The input buffer is now "/", which step E moves to the output buffer.
            out.push('/');
            break;
        } else if bytes.starts_with(b"/../") {
            // C.  if the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete path
            //     segment, then replace that prefix with "/" in the input buffer and remove the last segment
            //     and its preceding "/" (if any) from the output buffer; otherwise,
            remove_last_segment(out, floor);
            at += 3;
        } else if bytes == b"/.." {
            remove_last_segment(out, floor);
            out.push('/');
            break;
        } else if bytes == b"." || bytes == b".." {
            // D.  if the input buffer consists only of "." or "..", then remove that from the input buffer;
            //     otherwise,
            break;
        } else {
            // E.  move the first path segment in the input buffer to the end of the output buffer, including
            //     the initial "/" character (if any) and any subsequent characters up to, but not including,
            //     the next "/" character or the end of the input buffer.
            let first = usize::from(bytes.first() == Some(&b'/'));
            let length = bytes
                .get(first..)
                .and_then(|rest| rest.iter().position(|&b| b == b'/'))
                .map_or(bytes.len(), |end| end + first);
            out.push_str(input.get(..length).unwrap_or(input));
            at += length;
        }
    }
    // 3.  Finally, the output buffer is returned as the result of remove_dot_segments.
}

/// Step C: "remove the last segment and its preceding "/" (if any) from the output buffer", which is the text
/// of `out` after `floor`.
fn remove_last_segment(out: &mut String, floor: usize) {
    let written = out.get(floor..).unwrap_or_default();
    let keep = written.rfind('/').unwrap_or(0);
    out.truncate(floor + keep);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn section_5_2_4_traces() {
        assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
        assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
    }

    #[test]
    fn every_step() {
        for (input, output) in [
            ("", ""),
            ("../", ""),
            ("./", ""),
            ("../a", "a"),
            ("/./a", "/a"),
            ("/.", "/"),
            ("/../a", "/a"),
            ("/..", "/"),
            ("/a/..", "/"),
            ("a/..", "/"),
            (".", ""),
            ("..", ""),
            ("/a/b/..", "/a/"),
            ("/a/./b/.", "/a/b/"),
            ("/.a/..b/a.", "/.a/..b/a."),
            ("//", "//"),
            ("/.//.", "//"),
            ("foo1/./..//bar", "//bar"),
            ("a/b/../../..", "/"),
            ("é/./ü", "é/ü"),
        ] {
            assert_eq!(remove_dot_segments(input), output, "{input:?}");
        }
    }

    #[test]
    fn the_output_is_appended() {
        let mut out = String::from("http://a");
        remove_dot_segments_into("/../b/../..", &mut out);
        assert_eq!(out, "http://a/");
    }

    #[test]
    fn merge_follows_section_5_2_3() {
        let base = crate::rfc3986::parse_absolute_uri("http://a").unwrap();
        assert_eq!(merge(&base, "g"), "/g");
        let base = crate::rfc3986::parse_absolute_uri("s:a").unwrap();
        assert_eq!(merge(&base, "g"), "g");
        let base = crate::rfc3986::parse_absolute_uri("s:a/b").unwrap();
        assert_eq!(merge(&base, "g"), "a/g");
    }
}
