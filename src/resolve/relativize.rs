//! Relativization, the inverse of RFC 3986 §5.2: the shortest relative reference that resolves to a given target
//! against a given base.

use alloc::borrow::Cow;
use alloc::string::String;

use super::DOT_GUARD;
use super::rfc3986::remove_dot_segments;
use crate::rfc3986::RelativeRefBuf;
use crate::rfc3986::ast::{AbsoluteUri, AuthorityLayout, Layout, PathKind, Uri};

/// The shortest relative reference whose target against `base` (strict RFC 3986 §5.2, with the default
/// [`Options`](super::rfc3986::Options)) is exactly `target`, byte for byte; `None` when there is none.
///
/// There is none when the schemes differ (compared byte for byte, since resolution writes the base's spelling),
/// when `target` has no authority and `base` has one, and when no relative path comes to the target's: a path
/// with `.` or `..` segments in it (which resolution removes) other than the base's own, or an empty path against
/// a base whose path has a `/`. A target whose authority differs from
/// the base's gets a network-path reference, `//host/path`: a relative reference too (§4.2).
///
/// The answer is built, not searched for: the forms are an empty path (the fragment, or the query, when
/// the path is the base's), a relative path (`../g`, with `./` in front where its first segment holds a `:` or
/// would be empty), an absolute path (`/g`, or `/.//g` for a path that starts with `//`), and a network path,
/// and the shortest that applies is written.
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

    // What §5.2.4 must have written for a reference with a path: the target's path without the `/.` that
    // resolution puts before a `//` when there is no authority. Its output has no dot segments, so a path
    // with one is reachable only as the base's own, through an empty reference path.
    let written = match path.strip_prefix(DOT_GUARD) {
        Some(unguarded) if target_authority.is_none() && unguarded.starts_with("//") => unguarded,
        _ => path,
    };
    let reachable = !has_dot_segment(written);

    // The forms that apply, each with its length, the shortest kept (the first of equals, in this order).
    let mut best: Option<Form<'_>> = None;
    let mut consider = |form| keep_shorter(&mut best, form, query);
    if target_authority == base_authority {
        if path == base_path {
            if query == base_query {
                consider(Form::Empty { query: None });
            }
            if let Some(query) = query {
                consider(Form::Empty { query: Some(query) });
            }
        }
        if reachable {
            // §5.2.3: the base's directory, "/" for an authority with an empty path, then (§5.2.4) without its
            // own dot segments, which the merged path loses (`a` against `s:./` is `s:a`).
            let directory = if base_authority.is_some() && base_path.is_empty() {
                "/"
            } else {
                last_slash(base_path).map_or("", |slash| &base_path[..=slash])
            };
            let directory = if has_dot_segment(directory) {
                Cow::Owned(remove_dot_segments(directory))
            } else {
                Cow::Borrowed(directory)
            };
            if let Some(form) = relative_path(&directory, written) {
                consider(form);
            }
            if written.starts_with('/') {
                consider(Form::Absolute { path: written });
            }
        }
    }
    if let Some(authority) = target.hier_part().authority().filter(|_| reachable) {
        consider(Form::Network { authority: authority.as_str(), layout: authority.layout(), path });
    }
    let best = best?;
    let fragment = target.fragment().map(|fragment| fragment.as_str());
    let query = best.query(query);
    let mut text = String::with_capacity(
        best.path_len() + query.map_or(0, |query| query.len() + 1) + fragment.map_or(0, |fragment| fragment.len() + 1),
    );
    let path_kind = best.write_path(&mut text);
    let path_end = (text.len(), path_kind);
    let query_start = query.map(|query| {
        text.push('?');
        text.push_str(query);
        text.len() - query.len()
    });
    let fragment_start = fragment.map(|fragment| {
        text.push('#');
        text.push_str(fragment);
        text.len() - fragment.len()
    });
    let authority = match best {
        Form::Network { layout, .. } => Some(layout),
        _ => None,
    };
    // The components are known as they are written: no parse of the text.
    let relative =
        RelativeRefBuf::from_layout(text, Layout::of_relative(authority, path_end, query_start, fragment_start));
    debug_assert_eq!(
        super::rfc3986::resolve_reference(
            base,
            &crate::rfc3986::ast::UriReference::RelativeRef(relative.get()),
            super::rfc3986::Options::default()
        ),
        target.as_str(),
        "{relative:?} against {base}"
    );
    Some(relative)
}

/// Keeps `form` in `best` when it is shorter than what `best` holds (with the target's `query`).
fn keep_shorter<'a>(best: &mut Option<Form<'a>>, form: Form<'a>, query: Option<&str>) {
    let len = |form: &Form<'_>| form.path_len() + form.query(query).map_or(0, |query| query.len() + 1);
    if best.as_ref().is_none_or(|kept| len(&form) < len(kept)) {
        *best = Some(form);
    }
}

/// A relative reference without its fragment, as [`relativize`] writes it.
enum Form<'a> {
    /// An empty path: the base's path, and the base's query unless one is given.
    Empty {
        /// The query written, `?` and this, or none (the base's).
        query: Option<&'a str>,
    },
    /// A relative path: `up` times `../` (the last as `..` when nothing follows), then `lead`, then `rest`,
    /// then the target's query.
    Relative {
        /// How many segments of the base's directory to climb.
        up: usize,
        /// `./` before a first segment that is empty or holds a `:`, `.` for an empty path, or nothing.
        lead: &'static str,
        /// The target's path below the directory it shares with the base.
        rest: &'a str,
    },
    /// An absolute path (with `/.` in front of one that starts with `//`), then the target's query.
    Absolute {
        /// The target's path.
        path: &'a str,
    },
    /// A network path, `//` authority path, then the target's query.
    Network {
        /// The target's authority.
        authority: &'a str,
        /// Where the authority's parts are.
        layout: AuthorityLayout,
        /// The target's path.
        path: &'a str,
    },
}

impl<'a> Form<'a> {
    /// The query the reference has: its own for an empty path, else the target's.
    fn query(&self, target_query: Option<&'a str>) -> Option<&'a str> {
        match *self {
            Form::Empty { query } => query,
            _ => target_query,
        }
    }

    /// The length of the text before the query, which [`Form::write_path`] writes.
    fn path_len(&self) -> usize {
        match *self {
            Form::Empty { .. } => 0,
            Form::Relative { up, lead, rest } => {
                3 * up - usize::from(up > 0 && rest.is_empty()) + lead.len() + rest.len()
            }
            Form::Absolute { path } => guard(path).len() + path.len(),
            Form::Network { authority, path, .. } => 2 + authority.len() + path.len(),
        }
    }

    /// Writes the reference's text before its query to `out`, which holds nothing yet; the rule of the path.
    fn write_path(&self, out: &mut String) -> PathKind {
        match *self {
            Form::Empty { .. } => PathKind::Empty,
            Form::Relative { up, lead, rest } => {
                for step in 0..up {
                    out.push_str(if step + 1 == up && rest.is_empty() { ".." } else { "../" });
                }
                out.push_str(lead);
                out.push_str(rest);
                // `relative_path` puts `./` before a first segment with a `:`, and never writes an empty path.
                PathKind::Noscheme
            }
            Form::Absolute { path } => {
                out.push_str(guard(path));
                out.push_str(path);
                PathKind::Absolute
            }
            Form::Network { authority, path, .. } => {
                out.push_str("//");
                out.push_str(authority);
                out.push_str(path);
                PathKind::Abempty
            }
        }
    }
}

/// `/.` before an absolute path that starts with `//`, which a reference would read as an authority; `""`.
fn guard(path: &str) -> &'static str {
    if path.starts_with("//") { DOT_GUARD } else { "" }
}

/// Where the last `/` of `text` is: a plain scan from the end, which on a path's few bytes beats the set-up of a
/// vectorized search.
fn last_slash(text: &str) -> Option<usize> {
    text.bytes().rposition(|byte| byte == b'/')
}

/// Whether a segment of `path` is `.` or `..`, which §5.2.4 removes.
fn has_dot_segment(path: &str) -> bool {
    let bytes = path.as_bytes();
    let ends_segment = |next: usize| matches!(bytes.get(next), None | Some(b'/'));
    // Each segment's start (the path's, and after each `/`): a `.`, perhaps a second, then the segment's end.
    // Paths are short, so a plain scan beats a vectorized search's set-up.
    (0..bytes.len()).any(|at| {
        (at == 0 || bytes[at - 1] == b'/')
            && bytes[at] == b'.'
            && (ends_segment(at + 1) || (bytes.get(at + 1) == Some(&b'.') && ends_segment(at + 2)))
    })
}

/// The relative path that §5.2.3's merge with the base's `directory` (without dot segments) and §5.2.4's
/// removal of dot segments turn into `path` (which has none): up from the directory to the directory they
/// share, then down; `None` when there is none.
///
/// Each `..` removes a segment of the directory; climbing all of a rootless directory's segments leaves a `/`
/// (`a/` and `../g` merge to `/g`), so a rootless path needs a segment in common with a rootless directory, and
/// an absolute one is reached from a rootless directory by climbing all of it. An absolute directory reaches
/// only absolute paths; an empty one (a base path without `/`) only rootless ones.
fn relative_path<'a>(directory: &str, path: &'a str) -> Option<Form<'a>> {
    let (up, rest) = if directory.is_empty() {
        if path.starts_with('/') {
            return None;
        }
        (0, path)
    } else {
        match (directory.starts_with('/'), path.starts_with('/')) {
            (true, false) => return None,
            (false, true) => (directory.bytes().filter(|&byte| byte == b'/').count(), &path[1..]),
            (directory_absolute, _) => {
                // The longest stretch of whole segments the directory and the path start with.
                let same = directory.bytes().zip(path.bytes()).take_while(|(a, b)| a == b).count();
                let shared = last_slash(&directory[..same]).map_or(0, |slash| slash + 1);
                if shared == 0 && !directory_absolute {
                    return None;
                }
                (directory[shared..].bytes().filter(|&byte| byte == b'/').count(), &path[shared..])
            }
        }
    };
    let lead = if up > 0 {
        ""
    } else if rest.is_empty() {
        // An empty path would be the base's.
        "."
    } else {
        // An empty first segment would start an absolute path (or an authority), and a `:` in it would end a
        // scheme.
        let first = rest.split('/').next().unwrap_or_default();
        if first.is_empty() || first.contains(':') { "./" } else { "" }
    };
    Some(Form::Relative { up, lead, rest })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resolve::rfc3986::{Options, resolve_reference};
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
    fn dot_segments() {
        for (path, has) in [
            ("", false),
            (".", true),
            ("..", true),
            ("/a/./b", true),
            ("/a/..", true),
            ("../a", true),
            ("/.a/a./..b/b../...", false),
            ("a.b/c", false),
            ("//", false),
        ] {
            assert_eq!(has_dot_segment(path), has, "{path:?}");
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
