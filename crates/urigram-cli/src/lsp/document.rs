//! The URIs of a document, as the server sees them: the one place where it calls the command's extraction, behind
//! the shape the document-aware extraction has (a kind of document, options, and candidates with the bytes of
//! each URI in the document), so that this file alone changes when the extraction does.
//!
//! Today's extraction reads every document as plain text (RFC 3986 Appendix C's delimiters, see `extract.rs`):
//! the kind of document and [`ExtractOptions::code_blocks`] are carried to it but change nothing it finds yet.

use std::borrow::Cow;
use std::ops::Range;
use std::path::Path;

use crate::source::{Input, Source};

/// What kind of text a document is, which decides where its URIs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DocumentKind {
    /// CommonMark.
    Markdown,
    /// HTML.
    Html,
    /// Anything else: prose, with URIs delimited as RFC 3986 Appendix C describes.
    Text,
}

impl DocumentKind {
    /// The kind of the file at `path`, by its extension.
    pub fn from_path(path: &Path) -> DocumentKind {
        let extension = path.extension().and_then(|extension| extension.to_str()).unwrap_or_default();
        match extension.to_ascii_lowercase().as_str() {
            "md" | "markdown" | "mdown" | "mkd" => DocumentKind::Markdown,
            "html" | "htm" | "xhtml" => DocumentKind::Html,
            _ => DocumentKind::Text,
        }
    }
}

/// How URIs are looked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExtractOptions {
    /// Whether URIs inside code spans and code blocks are checked too.
    pub code_blocks: bool,
}

/// One URI found in a document.
#[derive(Clone, Debug)]
pub struct Candidate<'d> {
    /// The bytes of the document the URI was read from (from its first byte to just after its last).
    pub span: Range<usize>,
    /// The URI as the parser sees it: whitespace inside angle brackets taken out.
    pub uri: Cow<'d, str>,
    /// The extraction's input, which maps the URI's offsets back to the document's.
    input: Input,
}

impl Candidate<'_> {
    /// The document offset of byte `offset_in_uri` of the URI (which may be its end).
    pub fn document_offset(&self, offset_in_uri: usize) -> usize {
        self.input.source_offset(offset_in_uri)
    }
}

/// The URIs of `text`, a document of kind `kind`, in order.
pub fn candidates<'d>(text: &'d str, kind: DocumentKind, options: &ExtractOptions) -> Vec<Candidate<'d>> {
    // Today's extraction reads every kind as plain text, code blocks included (see the module's documentation).
    let _ = (kind, options);
    let source = Source::new("", false, text.as_bytes().to_vec());
    crate::extract::extract(&source)
        .into_iter()
        .map(|input| {
            let length = input.bytes.len();
            let start = input.source_offset(0);
            // One past the last byte taken (not past whitespace taken out after it).
            let end = if length == 0 { start } else { input.source_offset(length - 1) + 1 };
            // A URI that is one stretch of the document is borrowed from it; one put together from pieces is
            // text too, since the extraction takes only ASCII whitespace out of the document's text.
            let uri = match text.get(start..end) {
                Some(stretch) if stretch.len() == length => Cow::Borrowed(stretch),
                _ => Cow::Owned(input.lossy()),
            };
            Candidate { span: start..end, uri, input }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_point_into_the_document() {
        let text = "é 😀 see <http://a/\n  %zz> and \"mailto:x@y\".";
        let found = candidates(text, DocumentKind::Text, &ExtractOptions::default());
        let uris: Vec<&str> = found.iter().map(|candidate| &*candidate.uri).collect();
        assert_eq!(uris, ["http://a/%zz", "mailto:x@y"]);
        assert_eq!(&text[found[0].span.clone()], "http://a/\n  %zz");
        assert_eq!(&text[found[1].span.clone()], "mailto:x@y");
        let percent = found[0].document_offset(9);
        assert_eq!(&text[percent..percent + 3], "%zz");
        assert_eq!(found[0].document_offset(found[0].uri.len()), found[0].span.end);
    }

    #[test]
    fn kinds_come_from_extensions() {
        assert_eq!(DocumentKind::from_path(Path::new("a/README.MD")), DocumentKind::Markdown);
        assert_eq!(DocumentKind::from_path(Path::new("index.html")), DocumentKind::Html);
        assert_eq!(DocumentKind::from_path(Path::new("notes")), DocumentKind::Text);
    }
}
