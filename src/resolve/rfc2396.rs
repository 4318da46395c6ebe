//! RFC 2396 §5.2, Resolving Relative References to Absolute Form, steps 1–7, over the RFC 2396 syntax tree.
//!
//! RFC 2396 differs from RFC 3986 where Appendix C shows it: a query-only reference replaces the last segment
//! (`?y` = `http://a/b/c/?y`), an absolute path is taken as it is (`/./g` = `http://a/./g`), a `..` above the
//! root is kept by default (`../../../g` = `http://a/../g`; step 6g lets an implementation choose, see
//! [`AboveRoot`]), and an empty reference or a fragment alone is the current document.
//!
//! ```
//! use urigram::resolve::rfc2396::{AboveRoot, Options, resolve};
//!
//! let base = "http://a/b/c/d;p?q";
//! assert_eq!(resolve(base, "?y", Options::default())?, "http://a/b/c/?y");
//! assert_eq!(resolve(base, "/./g", Options::default())?, "http://a/./g");
//! assert_eq!(resolve(base, "../../../g", Options::default())?, "http://a/../g");
//! let remove = Options { above_root: AboveRoot::Remove, ..Options::default() };
//! assert_eq!(resolve(base, "../../../g", remove)?, "http://a/g");
//! assert!(resolve("mailto:a@b", "g", Options::default()).is_err());
//! # Ok::<(), urigram::resolve::rfc2396::Error>(())
//! ```

use alloc::string::{String, ToString};

pub use super::steps::AboveRoot;
use super::steps::{Piece, rewrite};
use super::{DOT_GUARD, ResolveError, Side, path_needs_dot_guard, push_component};
use crate::Span;
use crate::rfc2396::ast::{AbsoluteUri, Path};
use crate::rfc2396::{Resolvable, Rule, parse_resolvable_reference, parse_uri_reference_with};

/// Why a reference could not be resolved by RFC 2396.
pub type Error = ResolveError<Rule>;

/// How to resolve, where RFC 2396 leaves the choice to the implementation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// The grammar the base and the reference are parsed with (RFC 2732's IPv6 literals, off by default).
    pub grammar: crate::rfc2396::Options,
    /// Step 6g: what to do with a `..` that would climb above the root. [`AboveRoot::Keep`] by default, which
    /// is what Appendix C prints.
    pub above_root: AboveRoot,
    /// Step 3: "For backwards compatibility, an implementation may work around such references by removing
    /// the scheme if it matches that of the base URI and the scheme is known to always use the \<hier_part\>
    /// syntax." When `true`, a reference whose scheme equals the base's (compared case-insensitively) is
    /// resolved as the relative reference that follows its `:` (`http:g` = `http://a/b/c/g`), provided that
    /// the base has a `hier_part` (which is how a scheme is taken to be "known" to use one) and that the rest
    /// is a relative reference on its own (`http:this:that` stays absolute). `false` by default: "Validating
    /// parsers should mark such a misformed relative reference as an error"; a non-validating one keeps it
    /// absolute, as Appendix C does "for validating parsers".
    pub same_scheme_is_relative: bool,
    /// Recompose exactly what the steps produce, even when the text reparses as a different URI. When `false`,
    /// the default, two guards apply: a target without an authority whose path would begin with `//` keeps a
    /// `/.` in front of it (`.//g` against `a:/b` is `a:/.//g`, not `a://g`), and against a base with an
    /// authority and an empty path, step 6's buffer starts with `/` as RFC 3986 §5.2.3 later specified (`g`
    /// against `http://a` is `http://a/g`; the literal steps give `http://ag`, whose host is `ag`).
    pub literal: bool,
}

/// Resolves `reference` against `base` by RFC 2396 §5.2 and returns the target URI.
///
/// The base must be an `absoluteURI` (a scheme, no fragment: §5.2 parses it "into the four main components",
/// and a fragment is not one); a relative reference is resolved only against a base with a `hier_part` (§5).
/// The reference is read with [`parse_resolvable_reference`], so Appendix C's `?y` resolves though the grammar
/// does not derive it.
///
/// Step 2's "reference to the current document" is written as the base URI as given, with the reference's
/// fragment: `#s` is `http://a/b/c/d;p?q#s` and the empty reference is `http://a/b/c/d;p?q`, which Appendix C
/// prints as `(current document)#s` and `(current document)`.
///
/// ```
/// use urigram::resolve::rfc2396::{Options, resolve};
/// assert_eq!(resolve("http://a/b/c/d;p?q", "#s", Options::default()).unwrap(), "http://a/b/c/d;p?q#s");
/// assert_eq!(resolve("http://a", "g", Options::default()).unwrap(), "http://a/g");
/// ```
pub fn resolve(base: &str, reference: &str, options: Options) -> Result<String, Error> {
    let base = parse_base(base, options.grammar)?;
    let reference = parse_resolvable_reference(reference, options.grammar).map_err(ResolveError::reference)?;
    resolve_reference(&base, &reference, options)
}

/// Parses `text` as a base URI: an `absoluteURI` (§3), with errors that say why a reference that is not one
/// cannot be a base.
pub fn parse_base(text: &str, grammar: crate::rfc2396::Options) -> Result<AbsoluteUri<'_>, Error> {
    let reference = parse_uri_reference_with(text, grammar).map_err(ResolveError::base)?;
    if let Some(fragment) = reference.fragment() {
        let span = fragment.span();
        return Err(ResolveError::BaseFragment {
            span: Span::new(span.start.saturating_sub(1), span.end),
            section: "5.2",
        });
    }
    reference.absolute_uri().ok_or(ResolveError::RelativeBase { span: reference.span(), section: "5.2" })
}

/// The five components of a reference, as step 1 parses them (§4.3).
#[derive(Clone, Copy)]
struct Components<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    path: &'a str,
    /// Where the path is in the reference's text.
    path_start: usize,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    fn of(reference: &Resolvable<'a>) -> Self {
        match *reference {
            Resolvable::Reference(reference) => {
                let path = reference.path();
                Components {
                    scheme: reference.scheme().map(|scheme| scheme.as_str()),
                    authority: reference.authority().map(|authority| authority.as_str()),
                    path: path.as_str(),
                    path_start: path.span().start,
                    query: reference.query().map(|query| query.as_str()),
                    fragment: reference.fragment().map(|fragment| fragment.as_str()),
                }
            }
            Resolvable::QueryOnly { span, query, fragment } => Components {
                scheme: None,
                authority: None,
                path: "",
                path_start: span.start,
                query: Some(query.as_str()),
                fragment: fragment.map(|fragment| fragment.as_str()),
            },
        }
    }
}

/// Steps 2–7 of §5.2 over parsed trees (step 1, parsing, is done).
///
/// Fails only with [`ResolveError::OpaqueBase`] (a relative reference against a base without a `hier_part`)
/// and, under [`AboveRoot::Refuse`], [`ResolveError::AboveRoot`].
pub fn resolve_reference(
    base: &AbsoluteUri<'_>,
    reference: &Resolvable<'_>,
    options: Options,
) -> Result<String, Error> {
    let mut r = Components::of(reference);
    let reference_text = match reference {
        Resolvable::Reference(reference) => reference.as_str(),
        Resolvable::QueryOnly { .. } => "",
    };

    // 2) If the path component is empty and the scheme, authority, and query components are undefined, then it
    //    is a reference to the current document and we are done.
    if r.path.is_empty() && r.scheme.is_none() && r.authority.is_none() && r.query.is_none() {
        let mut out = base.as_str().to_string();
        push_component(&mut out, '#', r.fragment);
        return Ok(out);
    }

    // 3) If the scheme component is defined, indicating that the reference starts with a scheme name, then the
    //    reference is interpreted as an absolute URI and we are done. [...] an implementation may work around
    //    such references by removing the scheme if it matches that of the base URI [...].
    if let Some(scheme) = r.scheme {
        let rest = reference_text.get(scheme.len() + 1..).unwrap_or_default();
        let stripped = (options.same_scheme_is_relative
            && scheme.eq_ignore_ascii_case(base.scheme().as_str())
            && !base.is_opaque())
        .then(|| parse_resolvable_reference(rest, options.grammar).ok())
        .flatten()
        .filter(|rest| !matches!(rest, Resolvable::Reference(reference) if !reference.is_relative()));
        match stripped {
            // The spans of the rest count from its own start: step 6 reports a refused `..` by them.
            Some(relative) => {
                let mut components = Components::of(&relative);
                components.path_start += scheme.len() + 1;
                r = components;
            }
            None => return Ok(reference_text.to_string()),
        }
    }
    if base.is_opaque() {
        return Err(ResolveError::OpaqueBase { span: base.scheme_specific_part().span() });
    }

    let scheme = base.scheme().as_str();
    let base_authority = base.authority().map(|authority| authority.as_str());
    let mut out = String::with_capacity(base.as_str().len() + reference_text.len() + DOT_GUARD.len() + 1);
    out.push_str(scheme);
    out.push(':');

    // 4) If the authority component is defined, then the reference is a network-path and we skip to step 7.
    //    Otherwise, the reference URI's authority is inherited from the base URI's authority component [...].
    let authority = r.authority.or(base_authority);
    push_prefixed(&mut out, "//", authority);
    let path_start = out.len();
    if r.authority.is_some() || r.path.starts_with('/') {
        // 5) If the path component begins with a slash character ("/"), then the reference is an
        //    absolute-path and we skip to step 7.
        out.push_str(r.path);
    } else {
        // 6) [...] The relative path needs to be merged with the base URI's path.
        merge_and_rewrite(&mut out, base, &r, options)?;
    }
    if !options.literal && path_needs_dot_guard(authority.is_some(), out.get(path_start..).unwrap_or_default()) {
        out.insert_str(path_start, DOT_GUARD);
    }

    // 7) The resulting URI components, including any inherited from the base URI, are recombined [...].
    push_component(&mut out, '?', r.query);
    push_component(&mut out, '#', r.fragment);
    Ok(out)
}

/// Step 6 (a)–(h).
///
/// > a) All but the last segment of the base URI's path component is copied to the buffer. In other words,
/// >    any characters after the last (right-most) slash character, if any, are excluded.
/// >
/// > b) The reference's path component is appended to the buffer string.
///
/// Steps (c)–(g) are [`super::steps`]; (h) "The remaining buffer string is the reference URI's new path
/// component."
fn merge_and_rewrite(
    out: &mut String,
    base: &AbsoluteUri<'_>,
    r: &Components<'_>,
    options: Options,
) -> Result<(), Error> {
    let base_path = base.path();
    let (text, start) = match base_path {
        Path::Empty(span) => ("", span.start),
        path => (path.as_str(), path.span().start),
    };
    // A hierarchical base's path is an `abs_path` or, after an authority, empty. An empty one has no root, so
    // the buffer is the reference's path alone: `.` leaves nothing and `.//g` leaves `/g`.
    let root = text.starts_with('/');
    let after_root = if text.starts_with('/') { 1 } else { 0 };
    let directory = text
        .get(after_root..)
        .map_or("", |rest| rest.rfind('/').and_then(|slash| rest.get(..=slash)).unwrap_or_default());
    let directory = Piece { text: directory, side: Side::Base, start: start + after_root };
    let path = Piece { text: r.path, side: Side::Reference, start: r.path_start };
    let buffer_start = out.len();
    rewrite(out, root, directory, path, options.above_root)
        .map_err(|(side, span)| ResolveError::AboveRoot { side, span })?;
    // `net_path = "//" authority [ abs_path ]`: after an authority the path is empty or begins with "/". Taken
    // literally, a buffer without one runs into the authority (`g` against `http://a` is `http://ag`).
    let buffer = out.get(buffer_start..).unwrap_or_default();
    if !options.literal && base.authority().is_some() && !buffer.is_empty() && !buffer.starts_with('/') {
        out.insert(buffer_start, '/');
    }
    Ok(())
}

fn push_prefixed(out: &mut String, prefix: &str, component: Option<&str>) {
    if let Some(component) = component {
        out.push_str(prefix);
        out.push_str(component);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_steps_run_the_path_into_the_authority() {
        let literal = Options { literal: true, ..Options::default() };
        assert_eq!(resolve("http://a", "g", literal).unwrap(), "http://ag");
        assert_eq!(resolve("http://a", "g", Options::default()).unwrap(), "http://a/g");
        assert_eq!(resolve("a:/b", ".//g", literal).unwrap(), "a://g");
        assert_eq!(resolve("a:/b", ".//g", Options::default()).unwrap(), "a:/.//g");
    }

    /// Step 6 from a base with an authority and an empty path: the buffer is the reference's path after (c)-(g)
    /// alone, and by default a `/` comes before what is left when it has none. (reference, default, literal.)
    #[test]
    fn a_base_with_an_empty_path() {
        let literal = Options { literal: true, ..Options::default() };
        let remove = Options { above_root: AboveRoot::Remove, ..Options::default() };
        for (reference, by_default, by_the_letter) in [
            (".", "http://a", "http://a"),
            ("./", "http://a", "http://a"),
            (".//g", "http://a/g", "http://a/g"),
            ("./g", "http://a/g", "http://ag"),
            ("g/", "http://a/g/", "http://ag/"),
            ("g/..", "http://a", "http://a"),
            ("g/../h", "http://a/h", "http://ah"),
            ("..", "http://a/..", "http://a.."),
            ("../g", "http://a/../g", "http://a../g"),
            (".?y", "http://a?y", "http://a?y"),
            ("/g", "http://a/g", "http://a/g"),
        ] {
            assert_eq!(resolve("http://a", reference, Options::default()).unwrap(), by_default, "{reference}");
            assert_eq!(resolve("http://a", reference, literal).unwrap(), by_the_letter, "{reference} (literal)");
            let authority = crate::rfc2396::parse_uri_reference(by_default).unwrap();
            assert_eq!(authority.authority().map(|authority| authority.as_str()), Some("a"), "{reference}");
        }
        assert_eq!(resolve("http://a", "../g", remove).unwrap(), "http://a/g");
    }

    #[test]
    fn same_scheme_is_relative_only_when_asked() {
        let loose = Options { same_scheme_is_relative: true, ..Options::default() };
        let base = "http://a/b/c/d;p?q";
        assert_eq!(resolve(base, "http:g", Options::default()).unwrap(), "http:g");
        assert_eq!(resolve(base, "http:g", loose).unwrap(), "http://a/b/c/g");
        assert_eq!(resolve(base, "HTTP:g#s", loose).unwrap(), "http://a/b/c/g#s");
        assert_eq!(resolve(base, "http:?y", loose).unwrap(), "http://a/b/c/?y");
        assert_eq!(resolve(base, "ftp:g", loose).unwrap(), "ftp:g");
        let refused = Options { above_root: AboveRoot::Refuse, ..loose };
        let error = resolve(base, "http:../../../g", refused).unwrap_err();
        assert_eq!(error, ResolveError::AboveRoot { side: Side::Reference, span: Span::new(11, 13) });
    }

    #[test]
    fn bases_must_be_absolute_hierarchical_and_without_fragment() {
        let options = Options::default();
        assert!(matches!(resolve("b/c", "g", options), Err(ResolveError::RelativeBase { .. })));
        assert_eq!(
            resolve("http://a/b#f", "g", options),
            Err(ResolveError::BaseFragment { span: Span::new(10, 12), section: "5.2" })
        );
        assert_eq!(resolve("mailto:x@y", "g", options), Err(ResolveError::OpaqueBase { span: Span::new(7, 10) }));
        assert_eq!(resolve("mailto:x@y", "#s", options).unwrap(), "mailto:x@y#s");
        assert_eq!(resolve("mailto:x@y", "news:z", options).unwrap(), "news:z");
    }
}
