//! The string rewriting that RFC 2396 §5.2 step 6 (c)–(g) and RFC 1808 §4 step 6 (a)–(d) describe, done in
//! one left-to-right pass over the segments.
//!
//! Both RFCs remove every `./` where `.` is a complete segment, then a final `.`, then, "iteratively, removing
//! the leftmost matching pattern on each iteration", every `<segment>/../` where `<segment>` is a complete path
//! segment not equal to `..`, then a final `<segment>/..`. Each `..` so removes the nearest segment before it
//! that is not itself a `..` and not yet removed, whatever the order of removal, so one pass with the output
//! as a stack gives the same text: a `.` writes nothing, a `..` truncates the output to the start of the last
//! segment written (found by scanning back over the bytes it then drops, so the pass stays linear), and any
//! other segment is written followed by its `/`.
//!
//! A path that begins with `/` has no segment before that `/`: `abs_path = "/" path_segments` (RFC 2396) and
//! `abs_path = "/" rel_path` (RFC 1808). So `/../g` has no `<segment>/../` to remove, which is how both RFCs
//! print `../../../g` against `http://a/b/c/d;p?q` as `http://a/../g`.

use alloc::string::String;

use super::Side;
use crate::Span;

/// What to do with a `..` left over once every `<segment>/..` has been removed: RFC 2396 §5.2 step 6g.
///
/// > If the resulting buffer string still begins with one or more complete path segments of "..", then the
/// > reference is considered to be in error. Implementations may handle this error by retaining these
/// > components in the resolved path (i.e., treating them as part of the final URI), by removing them from the
/// > resolved path (i.e., discarding relative levels above the root), or by avoiding traversal of the
/// > reference.
///
/// RFC 1808 has no step 6g: its steps leave such a `..` in the path, as [`AboveRoot::Keep`] does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AboveRoot {
    /// Retain them, as Appendix C prints (`../../../g` = `http://a/../g`). The default.
    #[default]
    Keep,
    /// Remove them, "discarding relative levels above the root" (`http://a/g`, RFC 3986's answer).
    Remove,
    /// Avoid traversal: the resolution fails with [`super::ResolveError::AboveRoot`].
    Refuse,
}

/// A piece of the buffer and where its text lies in the input it came from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Piece<'a> {
    pub(crate) text: &'a str,
    pub(crate) side: Side,
    pub(crate) start: usize,
}

/// Appends to `out` the path that the steps make of the buffer `"/"? directory path`, where `absolute` says
/// whether the buffer begins with the root `/`, and `directory` (the base path up to and including its last
/// `/`, after the root) is empty or ends with `/`.
///
/// Fails with the side and span of the first `..` that climbs above the root when `above_root` refuses it.
pub(crate) fn rewrite(
    out: &mut String,
    absolute: bool,
    directory: Piece<'_>,
    path: Piece<'_>,
    above_root: AboveRoot,
) -> Result<(), (Side, Span)> {
    if absolute {
        out.push('/');
    }
    let floor = out.len();
    // The directory's segments are all followed by a `/`; the last piece of `split` is the empty text after
    // the final `/`, which is where the reference's path goes.
    let directory_segments = directory.text.strip_suffix('/');
    for (segment, span) in spanned_segments(directory_segments.unwrap_or_default(), directory.start)
        .take_while(|_| directory_segments.is_some())
    {
        step(out, floor, segment, false, above_root).map_err(|()| (directory.side, span))?;
    }
    let mut segments = spanned_segments(path.text, path.start).peekable();
    while let Some((segment, span)) = segments.next() {
        let last = segments.peek().is_none();
        step(out, floor, segment, last, above_root).map_err(|()| (path.side, span))?;
    }
    Ok(())
}

/// The segments of `text` split at `/`, each with its span given that `text` starts at `start`.
fn spanned_segments(text: &str, start: usize) -> impl Iterator<Item = (&str, Span)> {
    let mut offset = start;
    text.split('/').map(move |segment| {
        let span = Span::new(offset, offset + segment.len());
        offset += segment.len() + 1;
        (segment, span)
    })
}

/// Processes one segment; `last` says whether it ends the buffer. `Err` is a refused `..` above the root.
fn step(out: &mut String, floor: usize, segment: &str, last: bool, above_root: AboveRoot) -> Result<(), ()> {
    match segment {
        // (a) "./" is removed; (b) a final "." is removed, and the "/" before it stays.
        "." => {}
        ".." => match last_segment_start(out, floor) {
            // (c) "<segment>/../" is removed; (d) a final "<segment>/.." is removed.
            Some(start) => out.truncate(start),
            None => match above_root {
                AboveRoot::Keep => write(out, segment, last),
                AboveRoot::Remove => {}
                AboveRoot::Refuse => return Err(()),
            },
        },
        _ => write(out, segment, last),
    }
    Ok(())
}

fn write(out: &mut String, segment: &str, last: bool) {
    out.push_str(segment);
    if !last {
        out.push('/');
    }
}

/// Where the last segment written after `floor` starts, when there is one that a `..` may remove (one that is
/// not itself `..`). The output after `floor` is always a run of `segment "/"`.
fn last_segment_start(out: &str, floor: usize) -> Option<usize> {
    let written = out.get(floor..)?.strip_suffix('/')?;
    if written == ".." || written.ends_with("/..") {
        return None;
    }
    Some(floor + written.rfind('/').map_or(0, |slash| slash + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(absolute: bool, directory: &str, path: &str, above_root: AboveRoot) -> Result<String, (Side, Span)> {
        let mut out = String::new();
        let directory = Piece { text: directory, side: Side::Base, start: 1 };
        let path = Piece { text: path, side: Side::Reference, start: 0 };
        rewrite(&mut out, absolute, directory, path, above_root).map(|()| out)
    }

    #[test]
    fn appendix_c_paths() {
        let keep = AboveRoot::Keep;
        assert_eq!(run(true, "b/c/", "g", keep).unwrap(), "/b/c/g");
        assert_eq!(run(true, "b/c/", ".", keep).unwrap(), "/b/c/");
        assert_eq!(run(true, "b/c/", "..", keep).unwrap(), "/b/");
        assert_eq!(run(true, "b/c/", "../..", keep).unwrap(), "/");
        assert_eq!(run(true, "b/c/", "../../../g", keep).unwrap(), "/../g");
        assert_eq!(run(true, "b/c/", "../../../../g", keep).unwrap(), "/../../g");
        assert_eq!(run(true, "b/c/", "g;x=1/../y", keep).unwrap(), "/b/c/y");
        assert_eq!(run(true, "b/c/", "", keep).unwrap(), "/b/c/");
        assert_eq!(run(true, "b/c/", "../../../../g", AboveRoot::Remove).unwrap(), "/g");
        assert_eq!(run(true, "b/c/", "../../../g", AboveRoot::Refuse), Err((Side::Reference, Span::new(6, 8))));
    }

    #[test]
    fn empty_segments_are_segments() {
        assert_eq!(run(true, "b//", "../g", AboveRoot::Keep).unwrap(), "/b/g");
        assert_eq!(run(false, "", ".//g", AboveRoot::Keep).unwrap(), "/g");
        assert_eq!(run(true, "", ".//g", AboveRoot::Keep).unwrap(), "//g");
    }

    #[test]
    fn relative_buffers_keep_their_leading_dot_dots() {
        assert_eq!(run(false, "a/", "../../g", AboveRoot::Keep).unwrap(), "../g");
        assert_eq!(run(false, "a/", "..", AboveRoot::Keep).unwrap(), "");
        assert_eq!(run(false, "", ".", AboveRoot::Keep).unwrap(), "");
    }

    #[test]
    fn a_dot_dot_in_the_base_is_reported_there() {
        assert_eq!(run(true, "../", "../g", AboveRoot::Refuse), Err((Side::Base, Span::new(1, 3))));
    }
}
