//! RFC 1808 §4, Resolving Relative URLs, steps 1–7, over the RFC 1808 syntax tree.
//!
//! RFC 1808 keeps `;params` apart from the path and treats an empty component as an absent one (§2.4: "If the
//! question mark is the last character, or no question mark is present, then the query information is
//! empty"), so its answers differ from the later RFCs': `;x` replaces the base's params and keeps its path
//! (`http://a/b/c/d;x`), `?y` keeps the base's path and params (`http://a/b/c/d;p?y`), an absolute path is
//! taken as it is (`/./g` = `http://a/./g`), a `..` above the root stays, an empty `net_loc` is inherited
//! (`///g` = `http://a/g`), and the empty reference is the whole base, fragment included.
//!
//! ```
//! use urigram::resolve::rfc1808::{Options, resolve};
//!
//! let base = "http://a/b/c/d;p?q#f";
//! assert_eq!(resolve(base, ";x", Options::default())?, "http://a/b/c/d;x");
//! assert_eq!(resolve(base, "?y", Options::default())?, "http://a/b/c/d;p?y");
//! assert_eq!(resolve(base, "", Options::default())?, "http://a/b/c/d;p?q#f");
//! assert_eq!(resolve(base, "../../../g", Options::default())?, "http://a/../g");
//! # Ok::<(), urigram::resolve::rfc1808::Error>(())
//! ```

use alloc::string::{String, ToString};

use super::steps::{AboveRoot, Piece, rewrite};
use super::{ResolveError, Side, push_component};
use crate::rfc1808::ast::{AbsoluteUrl, Url};
use crate::rfc1808::{Rule, parse_url_with};

/// Why a reference could not be resolved by RFC 1808.
pub type Error = ResolveError<Rule>;

/// How to resolve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// The grammar the base and the embedded URL are parsed with: RFC 1808's own (the default) or RFC 2068's.
    pub grammar: crate::rfc1808::Options,
    /// Recompose exactly what the steps produce, even when the text reparses as a different URL. When
    /// `false`, the default, step 7 writes what the `generic-RL` grammar requires of a URL with a `net_loc`:
    /// a path, params or query after it is an `abs_path`, so it starts with `/` (`g` against `http://a` is
    /// `http://a/g`, and `?y` is `http://a/?y`, where the literal steps give `http://ag` and `http://a?y`,
    /// whose `net_loc` is `a?y`); and a URL without a `net_loc` whose path would begin with `//` keeps a
    /// `/.` in front of it (`.//g` against `a:/b` is `a:/.//g`, not `a://g`).
    pub literal: bool,
}

/// Resolves the embedded URL `reference` against the base URL `base` by RFC 1808 §4, and returns the URL in
/// absolute form.
///
/// The base must be a URL of the `generic-RL` form (§2.2: "This BNF also describes the generic-RL syntax for
/// valid base URLs"); its fragment is allowed, and an empty base is step 1's unknown base, against which only
/// an absolute URL resolves.
///
/// ```
/// use urigram::resolve::rfc1808::{Options, resolve};
/// assert_eq!(resolve("", "http://a/b", Options::default()).unwrap(), "http://a/b");
/// assert!(resolve("", "b", Options::default()).is_err());
/// ```
pub fn resolve(base: &str, reference: &str, options: Options) -> Result<String, Error> {
    let embedded = parse_url_with(reference, options.grammar).map_err(ResolveError::reference)?;
    // Step 1: If the base URL is the empty string (unknown), the embedded URL is interpreted as an absolute URL
    //         and we are done.
    if base.is_empty() {
        return match embedded.is_relative() {
            true => Err(ResolveError::EmptyBase),
            false => Ok(embedded.to_string()),
        };
    }
    let base = parse_base(base, options.grammar)?;
    Ok(resolve_reference(&base, &embedded, options))
}

/// Parses `text` as a base URL: a URL with a scheme, in the `generic-RL` form, with errors that say why another
/// URL cannot be a base. Its fragment is allowed (the base of §5 has one).
pub fn parse_base(text: &str, grammar: crate::rfc1808::Options) -> Result<Url<'_>, Error> {
    let url = parse_url_with(text, grammar).map_err(ResolveError::base)?;
    match url.absolute_url() {
        None => Err(ResolveError::RelativeBase { span: url.span(), section: "2.2" }),
        Some(AbsoluteUrl::Opaque(opaque)) => Err(ResolveError::NotGenericBase { span: opaque.opaque().span() }),
        Some(AbsoluteUrl::GenericRl(_)) => Ok(url),
    }
}

/// The components of a URL as §2.4 parses them: each present one, and whether the path is preceded by `/`.
#[derive(Clone, Copy, Default)]
struct Components<'a> {
    net_loc: Option<&'a str>,
    slash: bool,
    path: Option<&'a str>,
    /// Where the path is in its URL's text.
    path_start: usize,
    params: Option<&'a str>,
    query: Option<&'a str>,
}

impl<'a> Components<'a> {
    fn of(url: &Url<'a>) -> Self {
        Components {
            net_loc: url.net_loc().map(|net_loc| net_loc.as_str()),
            slash: url.has_abs_path(),
            path: url.path().map(|path| path.as_str()),
            path_start: url.path().map_or(0, |path| path.span().start),
            params: url.params().map(|params| params.as_str()),
            query: url.query().map(|query| query.as_str()),
        }
    }
}

/// §2.4: an empty component is the same as an absent one.
fn non_empty(component: Option<&str>) -> Option<&str> {
    component.filter(|text| !text.is_empty())
}

/// Steps 2–7 of §4 over parsed trees (step 1, the unknown base, is [`resolve`]'s).
///
/// `base` must be a `generic-RL` ([`parse_base`] checks it); another URL is resolved as if it had no path.
///
/// Step 2a's "entirely empty" embedded URL is the empty text: `#` alone (an empty fragment, which §2.4.1 makes
/// the same as none) is not, so it resolves by steps 3–7 to the base without the base's fragment, and keeps
/// the `#` it was written with. An empty component written with its delimiter counts as absent for the steps:
/// where step 5 inherits the base's instead (`?`, `;`), the base's (or nothing) is written; elsewhere the
/// delimiter is kept.
#[must_use]
pub fn resolve_reference(base: &Url<'_>, embedded: &Url<'_>, options: Options) -> String {
    // Step 2: a) If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is set equal to
    //            the base URL) and we are done.
    if embedded.as_str().is_empty() {
        return base.to_string();
    }
    //         b) If the embedded URL starts with a scheme name, it is interpreted as an absolute URL and we are
    //            done.
    if !embedded.is_relative() {
        return embedded.to_string();
    }
    //         c) Otherwise, the embedded URL inherits the scheme of the base URL.
    let scheme = base.scheme().map_or("", |scheme| scheme.as_str());
    let from_base = Components::of(base);
    let r = Components::of(embedded);
    let mut t = r;

    // Step 3: If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the embedded URL
    //         inherits the <net_loc> (if any) of the base URL.
    let mut merged = None;
    if non_empty(r.net_loc).is_none() {
        t.net_loc = from_base.net_loc;
        // Step 4: If the embedded URL path is preceded by a slash "/", the path is not relative and we skip to
        //         Step 7.
        if !r.slash {
            if non_empty(r.path).is_none() {
                // Step 5: If the embedded URL path is empty (and not preceded by a slash), then the embedded URL
                //         inherits the base URL path, and
                t.slash = from_base.slash;
                t.path = from_base.path;
                //         a) if the embedded URL's <params> is non-empty, we skip to step 7; otherwise, it
                //            inherits the <params> of the base URL (if any) and
                if non_empty(r.params).is_none() {
                    t.params = from_base.params;
                    //     b) if the embedded URL's <query> is non-empty, we skip to step 7; otherwise, it
                    //        inherits the <query> of the base URL (if any) and we skip to step 7.
                    if non_empty(r.query).is_none() {
                        t.query = from_base.query;
                    }
                }
            } else {
                merged = Some(merge(&from_base, &r));
            }
        }
    }

    // Step 7: The resulting URL components, including any inherited from the base URL, are recombined to give
    //         the absolute form of the embedded URL.
    let mut out = String::with_capacity(base.as_str().len() + embedded.as_str().len() + 3);
    out.push_str(scheme);
    out.push(':');
    if let Some(net_loc) = t.net_loc {
        out.push_str("//");
        out.push_str(net_loc);
    }
    let (slash, path) = match &merged {
        Some((slash, path)) => (*slash, path.as_str()),
        None => (t.slash, t.path.unwrap_or_default()),
    };
    // Step 6 gives a path with a leading `/` only when the base's had one; against a base with a `net_loc` and
    // no path it may still begin with `/` (`.//g` is `/g`), and then that `/` is the one the grammar needs.
    let after_net_loc = (!path.is_empty() && !path.starts_with('/')) || t.params.is_some() || t.query.is_some();
    let lead = slash || (!options.literal && t.net_loc.is_some() && after_net_loc);
    let written_starts_with_two_slashes = if lead { path.starts_with('/') } else { path.starts_with("//") };
    if !options.literal && t.net_loc.is_none() && written_starts_with_two_slashes {
        out.push_str(super::DOT_GUARD);
    }
    if lead {
        out.push('/');
    }
    out.push_str(path);
    push_component(&mut out, ';', t.params);
    push_component(&mut out, '?', t.query);
    push_component(&mut out, '#', embedded.fragment().map(|fragment| fragment.as_str()));
    out
}

/// Step 6, which returns whether the new path is preceded by a slash, and the path without that slash.
///
/// > The last segment of the base URL's path (anything following the rightmost slash "/", or the entire path
/// > if no slash is present) is removed and the embedded URL's path is appended in its place. The following
/// > operations are then applied, in order, to the new path:
/// >
/// > a) All occurrences of "./", where "." is a complete path segment, are removed.
/// >
/// > b) If the path ends with "." as a complete path segment, that "." is removed.
/// >
/// > c) All occurrences of "\<segment\>/../", where \<segment\> is a complete path segment not equal to "..", are
/// >    removed. Removal of these path segments is performed iteratively, removing the leftmost matching
/// >    pattern on each iteration, until no matching pattern remains.
/// >
/// > d) If the path ends with "\<segment\>/..", where \<segment\> is a complete path segment not equal to "..",
/// >    that "\<segment\>/.." is removed.
///
/// (a)–(d) are [`super::steps`]. The base's path keeps the slash before it, which §2.4.6 says to remember; a
/// base with no path (`http://a`) has none, so the new path is the embedded one after (a)–(d) alone: `.` is
/// empty and `.//g` is `/g` (no `/` is invented here; step 7 writes the one the grammar needs before a path
/// that has none).
fn merge(base: &Components<'_>, embedded: &Components<'_>) -> (bool, String) {
    let base_path = base.path.unwrap_or_default();
    let directory = base_path.rfind('/').and_then(|slash| base_path.get(..=slash)).unwrap_or_default();
    let root = base.slash;
    let embedded_path = embedded.path.unwrap_or_default();
    let mut out = String::with_capacity(1 + directory.len() + embedded_path.len());
    let directory = Piece { text: directory, side: Side::Base, start: base.path_start };
    let path = Piece { text: embedded_path, side: Side::Reference, start: embedded.path_start };
    // RFC 1808 has no step 6g: a `..` above the root stays. `Keep` never fails.
    let _ = rewrite(&mut out, root, directory, path, AboveRoot::Keep);
    match out.strip_prefix('/') {
        Some(rest) if root => (true, rest.to_string()),
        _ => (false, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_net_loc_and_empty_components_are_inherited() {
        let base = "http://a/b/c/d;p?q#f";
        let options = Options::default();
        assert_eq!(resolve(base, "///g", options).unwrap(), "http://a/g");
        assert_eq!(resolve(base, "//", options).unwrap(), "http://a/b/c/d;p?q");
        assert_eq!(resolve(base, "?", options).unwrap(), "http://a/b/c/d;p?q");
        assert_eq!(resolve(base, ";", options).unwrap(), "http://a/b/c/d;p?q");
        assert_eq!(resolve(base, "#", options).unwrap(), "http://a/b/c/d;p?q#");
    }

    #[test]
    fn the_grammar_puts_a_slash_after_a_net_loc() {
        let literal = Options { literal: true, ..Options::default() };
        assert_eq!(resolve("http://a", "g", Options::default()).unwrap(), "http://a/g");
        assert_eq!(resolve("http://a", "g", literal).unwrap(), "http://ag");
        assert_eq!(resolve("http://a", "?y", Options::default()).unwrap(), "http://a/?y");
        assert_eq!(resolve("http://a", "?y", literal).unwrap(), "http://a?y");
        assert_eq!(resolve("a:/b", ".//g", Options::default()).unwrap(), "a:/.//g");
        assert_eq!(resolve("a:/b", ".//g", literal).unwrap(), "a://g");
    }

    /// §4 from a base whose path is empty, step by step. Step 6 replaces the empty path's last segment (the
    /// whole, empty path) by the embedded path and applies (a)-(d); step 7 writes what is left after the
    /// `net_loc`, and by default the `/` before a path, params or query that the grammar's `abs_path` needs
    /// (literally: nothing). (reference, default, literal.)
    const FROM_AN_EMPTY_BASE_PATH: &[(&str, &str, &str)] = &[
        // 6b: a final "." is removed; nothing follows the net_loc.
        (".", "http://a", "http://a"),
        // 6a: "./" is removed.
        ("./", "http://a", "http://a"),
        // 6a: ".//g" is "/g", which already begins with the slash.
        (".//g", "http://a/g", "http://a/g"),
        ("./g", "http://a/g", "http://ag"),
        ("g", "http://a/g", "http://ag"),
        ("g/", "http://a/g/", "http://ag/"),
        // 6c and 6d remove "<segment>/../" and a final "<segment>/..".
        ("g/../", "http://a", "http://a"),
        ("g/..", "http://a", "http://a"),
        ("g/../h", "http://a/h", "http://ah"),
        // A ".." with no segment before it stays (RFC 1808 has no step 6g).
        ("..", "http://a/..", "http://a.."),
        ("../g", "http://a/../g", "http://a../g"),
        // Step 4: a path preceded by "/" is taken as it is.
        ("/g", "http://a/g", "http://a/g"),
        // Step 5: the empty base path is inherited, with the embedded params or query.
        ("?y", "http://a/?y", "http://a?y"),
        (";x", "http://a/;x", "http://a;x"),
        ("#s", "http://a#s", "http://a#s"),
        // Step 2a: the empty reference is the base.
        ("", "http://a", "http://a"),
        // Step 3: a net_loc of its own.
        ("//b", "http://b", "http://b"),
    ];

    #[test]
    fn a_base_with_an_empty_path() {
        let literal = Options { literal: true, ..Options::default() };
        for &(reference, by_default, by_the_letter) in FROM_AN_EMPTY_BASE_PATH {
            assert_eq!(resolve("http://a", reference, Options::default()).unwrap(), by_default, "{reference}");
            assert_eq!(resolve("http://a", reference, literal).unwrap(), by_the_letter, "{reference} (literal)");
            // The default output is a URL whose net_loc is still the base's.
            let url = crate::rfc1808::parse_url(by_default).unwrap();
            let expected = if reference == "//b" { "b" } else { "a" };
            assert_eq!(url.net_loc().map(|net_loc| net_loc.as_str()), Some(expected), "{reference}");
        }
        // Without a net_loc either: the path is what (a)-(d) leave of the embedded one.
        assert_eq!(resolve("a:", ".", Options::default()).unwrap(), "a:");
        assert_eq!(resolve("a:", ".//g", Options::default()).unwrap(), "a:/g");
        assert_eq!(resolve("a:", "g", Options::default()).unwrap(), "a:g");
    }

    #[test]
    fn bases() {
        let options = Options::default();
        assert!(matches!(resolve("b/c", "g", options), Err(ResolveError::RelativeBase { .. })));
        assert!(matches!(resolve("http://a//b", "g", options), Err(ResolveError::NotGenericBase { .. })));
        assert_eq!(resolve("", "b", options), Err(ResolveError::EmptyBase));
        assert_eq!(resolve("foo:bar/baz", "../../g", options).unwrap(), "foo:../g");
    }
}
