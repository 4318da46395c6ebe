//! Relativization, the inverse of RFC 3986 §5.2: the shortest relative reference that resolves to a given target
//! against a given base.

use alloc::string::String;
use alloc::vec::Vec;

use super::rfc3986::{Options, resolve_reference};
use crate::rfc3986::RelativeRefBuf;
use crate::rfc3986::ast::{AbsoluteUri, Uri, UriReference};

/// The shortest relative reference whose target against `base` (strict RFC 3986 §5.2, with the default
/// [`Options`]) is exactly `target`, byte for byte; `None` when there is none.
///
/// There is none when the schemes differ (compared byte for byte, since resolution writes the base's spelling),
/// when `target` has no authority and `base` has one, and when no relative path comes to the target's: a path
/// with `.` or `..` segments in it (which resolution removes) other than the base's own, or an empty path against
/// a base whose path has a `/`. A target whose authority differs from
/// the base's gets a network-path reference, `//host/path`: a relative reference too (§4.2).
///
/// The forms tried, the shortest that resolves to `target` kept: an empty path (the fragment, or the query, when
/// the path is the base's), a relative path (`../g`, with `./` in front where its first segment holds a `:` or
/// would be empty), an absolute path (`/g`, or `/.//g` for a path that starts with `//`), and a network path.
///
/// ```
/// use urigram::resolve::rfc3986::relativize;
/// use urigram::rfc3986::{parse_absolute_uri, parse_uri};
///
/// let base = parse_absolute_uri("http://a/b/c/d;p?q")?;
/// let relative = |target: &str| relativize(&base, &parse_uri(target).unwrap()).map(String::from);
/// assert_eq!(relative("http://a/b/c/g?y#s").as_deref(), Some("g?y#s"));
/// assert_eq!(relative("http://a/g").as_deref(), Some("/g"));
/// assert_eq!(relative("http://a/b/c/d;p?q#f").as_deref(), Some("#f"));
/// assert_eq!(relative("http://x/b/c/g").as_deref(), Some("//x/b/c/g"));
/// assert_eq!(relative("https://a/b/c/g"), None);
/// # Ok::<(), urigram::rfc3986::Error>(())
/// ```
#[must_use]
pub fn relativize(base: &AbsoluteUri<'_>, target: &Uri<'_>) -> Option<RelativeRefBuf> {
    if target.scheme().as_str() != base.scheme().as_str() {
        return None;
    }
    let target_authority = target.hier_part().authority().map(|authority| authority.as_str());
    let base_authority = base.hier_part().authority().map(|authority| authority.as_str());
    let path = target.hier_part().path().as_str();
    let base_path = base.hier_part().path().as_str();
    let query = target.query().map(|query| query.as_str());
    let base_query = base.query().map(|query| query.as_str());

    // Candidates as (path part, whether the query follows), shortest first once sorted.
    let mut candidates: Vec<String> = Vec::with_capacity(5);
    if target_authority == base_authority {
        if path == base_path {
            if query == base_query {
                candidates.push(String::new());
            }
            if let Some(query) = query {
                candidates.push(alloc::format!("?{query}"));
            }
        }
        // §5.2.3: the base's directory, "/" for an authority with an empty path; and the same without its dot
        // segments, which the merged path loses (`a` against `s:./` is `s:a`).
        let directory = if base_authority.is_some() && base_path.is_empty() {
            "/"
        } else {
            base_path.rfind('/').map_or("", |slash| &base_path[..=slash])
        };
        candidates.extend(relative_path(directory, path).map(|relative| with_query(relative, query)));
        let plain = super::rfc3986::remove_dot_segments(directory);
        if plain != directory {
            candidates.extend(relative_path(&plain, path).map(|relative| with_query(relative, query)));
        }
        if path.starts_with('/') {
            let guard = if path.starts_with("//") { super::DOT_GUARD } else { "" };
            candidates.push(with_query(alloc::format!("{guard}{path}"), query));
        }
    }
    if let Some(authority) = target_authority {
        candidates.push(with_query(alloc::format!("//{authority}{path}"), query));
    }
    let fragment = target.fragment().map(|fragment| fragment.as_str());
    candidates.sort_by_key(String::len);
    candidates.into_iter().find_map(|mut candidate| {
        if let Some(fragment) = fragment {
            candidate.push('#');
            candidate.push_str(fragment);
        }
        let relative = RelativeRefBuf::parse(candidate).ok()?;
        let reference = UriReference::RelativeRef(relative.get());
        (resolve_reference(base, &reference, Options::default()) == target.as_str()).then_some(relative)
    })
}

/// `text` followed by `?` and the query, if there is one.
fn with_query(mut text: String, query: Option<&str>) -> String {
    if let Some(query) = query {
        text.push('?');
        text.push_str(query);
    }
    text
}

/// The relative path that §5.2.3's merge with the base's `directory` and §5.2.4's removal of dot segments turn
/// into `path`: up from the directory to the directory they share, then down; `None` when one is absolute and
/// the other rootless.
fn relative_path(directory: &str, path: &str) -> Option<String> {
    if directory.starts_with('/') != path.starts_with('/') && !directory.is_empty() {
        return None;
    }
    // The longest stretch of whole segments the directory and the path start with.
    let same = directory.bytes().zip(path.bytes()).take_while(|(a, b)| a == b).count();
    let shared = directory[..same].rfind('/').map_or(0, |slash| slash + 1);
    let up = directory[shared..].bytes().filter(|&byte| byte == b'/').count();
    let rest = &path[shared..];
    let mut relative = String::with_capacity(3 * up + rest.len() + 2);
    for step in 0..up {
        relative.push_str(if step + 1 == up && rest.is_empty() { ".." } else { "../" });
    }
    if up == 0 {
        let first = rest.split('/').next().unwrap_or_default();
        // An empty path would be the base's, an empty first segment would start an absolute path (or an
        // authority), and a `:` in it would end a scheme.
        if rest.is_empty() {
            relative.push('.');
        } else if first.is_empty() || first.contains(':') {
            relative.push_str("./");
        }
    }
    relative.push_str(rest);
    Some(relative)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3986::{parse_absolute_uri, parse_uri, parse_uri_reference};

    const BASE: &str = "http://a/b/c/d;p?q";

    fn relative(base: &str, target: &str) -> Option<String> {
        relativize(&parse_absolute_uri(base).unwrap(), &parse_uri(target).unwrap()).map(String::from)
    }

    /// RFC 3986 §5.4.1's normal examples, backwards: the target of each, relativized, is the shortest reference
    /// that gives it, which is the example's own reference or shorter.
    #[test]
    fn section_5_4_1_backwards() {
        for (reference, target, shortest) in [
            ("g", "http://a/b/c/g", "g"),
            ("./g", "http://a/b/c/g", "g"),
            ("g/", "http://a/b/c/g/", "g/"),
            ("/g", "http://a/g", "/g"),
            ("//g", "http://g", "//g"),
            ("?y", "http://a/b/c/d;p?y", "?y"),
            ("g?y", "http://a/b/c/g?y", "g?y"),
            ("#s", "http://a/b/c/d;p?q#s", "#s"),
            ("g#s", "http://a/b/c/g#s", "g#s"),
            (";x", "http://a/b/c/;x", ";x"),
            ("", "http://a/b/c/d;p?q", ""),
            (".", "http://a/b/c/", "."),
            ("..", "http://a/b/", ".."),
            ("../g", "http://a/b/g", "../g"),
            ("../..", "http://a/", "/"),
            ("../../g", "http://a/g", "/g"),
        ] {
            assert_eq!(super::super::rfc3986::resolve(BASE, reference, Options::default()).unwrap(), target);
            assert_eq!(relative(BASE, target).as_deref(), Some(shortest), "{target}");
        }
    }

    #[test]
    fn no_relative_form() {
        assert_eq!(relative(BASE, "https://a/b/c/g"), None, "another scheme");
        assert_eq!(relative(BASE, "HTTP://a/b/c/g"), None, "the scheme spelled otherwise");
        assert_eq!(relative(BASE, "http:/b/c/g"), None, "no authority where the base has one");
        assert_eq!(relative(BASE, "http://a/b/./g"), None, "a dot segment that resolution removes");
    }

    #[test]
    fn awkward_paths() {
        assert_eq!(relative("s:a/b", "s:a/c:d").as_deref(), Some("./c:d"));
        assert_eq!(relative("s:/a/b", "s:/a//x").as_deref(), Some(".//x"));
        assert_eq!(relative("s:/", "s:/.//x").as_deref(), Some(".//x"));
        assert_eq!(relative("s:a/b", "s:"), None, "no relative path merged with `a/` comes to an empty path");
        assert_eq!(relative("s:a", "s:").as_deref(), Some("."));
        assert_eq!(relative("http://a", "http://a?x").as_deref(), Some("?x"));
        assert_eq!(relative("http://a/b?q", "http://a/b").as_deref(), Some("b"));
        assert_eq!(relative("http://a/b/?q", "http://a/b/").as_deref(), Some("."));
    }

    #[test]
    fn what_it_gives_resolves_back() {
        for base in [BASE, "s:a/b", "s:/", "http://a", "file:///x/y/", "a:b"] {
            for target in ["http://a/b", "s:a/c:d", "s:", "http://a/x/y?q#f", "file:///x/z", "a:c", "http://b"] {
                let parsed = parse_uri(target).unwrap();
                if let Some(reference) = relativize(&parse_absolute_uri(base).unwrap(), &parsed) {
                    let reference = parse_uri_reference(reference.as_str()).unwrap();
                    let resolved =
                        resolve_reference(&parse_absolute_uri(base).unwrap(), &reference, Options::default());
                    assert_eq!(resolved, target, "{base} {reference}");
                }
            }
        }
    }
}
