//! The URIs of a document, as the server sees them: the command's document-aware extraction (Markdown, HTML and
//! plain text, as `check --extract` reads them), the one place the server calls it.

pub use crate::extract::{Candidate, DocumentKind, ExtractOptions, candidates};

/// The local path a `file:` URI names (its path, percent-decoded), or `None` for another scheme, a remote host,
/// or a path that is not UTF-8 once decoded.
pub fn file_path(uri: &lsp_types::Uri) -> Option<std::path::PathBuf> {
    let reference = urigram::rfc3986::parse_uri_reference(uri.as_str()).ok()?;
    if !reference.scheme()?.as_str().eq_ignore_ascii_case("file") {
        return None;
    }
    let local = reference.authority().is_none_or(|authority| {
        let host = authority.host().as_str();
        host.is_empty() || host.eq_ignore_ascii_case("localhost")
    });
    let path = urigram::percent::decode_utf8(reference.path().as_str()).ok()?;
    local.then(|| std::path::PathBuf::from(path))
}
