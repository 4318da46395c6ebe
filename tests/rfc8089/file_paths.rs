//! File paths to `file:` URIs and back (RFC 8089), POSIX and Windows, on any operating system: RFC 8089's
//! examples, the errors, and the round trip of any absolute path with spaces, `%`, `#`, non-ASCII text and UNC
//! shares.

use proptest::prelude::*;
use urigram::file::{FilePathError, PathStyle, file_uri_to_path, path_to_file_uri};
use urigram::{Grammar as _, Span, rfc8089};

fn to_path(uri: &str, style: PathStyle) -> Result<String, FilePathError> {
    file_uri_to_path(uri, style)
}

/// Where RFC 8089's grammar refused `uri` read in `style`, and in which rule; `None` when it did not.
fn refused(uri: &str, style: PathStyle) -> Option<(Span, &'static str)> {
    match to_path(uri, style) {
        Err(FilePathError::FileUri(error)) => Some((error.span(), error.rule().name())),
        _ => None,
    }
}

#[test]
fn rfc_8089_appendix_b_examples() {
    // "A traditional file URI for a local file with an empty authority": "file:///path/to/file".
    assert_eq!(to_path("file:///path/to/file", PathStyle::Posix).unwrap(), "/path/to/file");
    assert_eq!(path_to_file_uri("/path/to/file", PathStyle::Posix).unwrap(), "file:///path/to/file");
    // "The minimal representation of a local file with no authority field": "file:/path/to/file".
    assert_eq!(to_path("file:/path/to/file", PathStyle::Posix).unwrap(), "/path/to/file");
    // "A non-local file with an explicit authority": "file://host.example.com/path/to/file".
    assert_eq!(
        to_path("file://host.example.com/path/to/file", PathStyle::Posix),
        Err(FilePathError::NotLocal { span: Span::new(7, 23) })
    );
    assert_eq!(
        to_path("file://host.example.com/path/to/file", PathStyle::Windows).unwrap(),
        r"\\host.example.com\path\to\file"
    );
    // §2: "localhost" is "interpreted as 'the machine from which the URI is being interpreted'".
    assert_eq!(to_path("file://localhost/etc/hosts", PathStyle::Posix).unwrap(), "/etc/hosts");
    assert_eq!(to_path("file://LOCALHOST/c:/x", PathStyle::Windows).unwrap(), r"c:\x");
}

#[test]
fn rfc_8089_appendix_e_forms() {
    // E.2: "file:c:/path/to/file"; "URIs of the form "file:///c:/path/to/file" are already supported".
    assert_eq!(to_path("file:c:/path/to/file", PathStyle::Windows).unwrap(), r"c:\path\to\file");
    assert_eq!(to_path("file:///c:/path/to/file", PathStyle::Windows).unwrap(), r"c:\path\to\file");
    assert_eq!(to_path("file:/c:/path/to/file", PathStyle::Windows).unwrap(), r"c:\path\to\file");
    // E.2.2: "file:///c|/path/to/file", "file:/c|/path/to/file", "file:c|/path/to/file", read as Appendix F
    // reads them for a Windows path ("To update such an old URI, replace the vertical line "|" with a colon
    // ":""); §2's grammar, which a POSIX path is read with, has no drive letter.
    for uri in ["file:///c|/path/to/file", "file:/c|/path/to/file", "file:c|/path/to/file", "FILE:C|/path/to/file"] {
        let drive = if uri.starts_with('F') { 'C' } else { 'c' };
        assert_eq!(to_path(uri, PathStyle::Windows).unwrap(), format!(r"{drive}:\path\to\file"), "{uri}");
        assert!(refused(uri, PathStyle::Posix).is_some(), "{uri}");
    }
    assert_eq!(refused("file:c:/path/to/file", PathStyle::Posix), Some((Span::new(5, 6), "file-URI")));
    // E.3.1: "\\host.example.com\Share\path\to\file.txt" "would be transformed into the URI:
    // file://host.example.com/Share/path/to/file.txt".
    let unc = r"\\host.example.com\Share\path\to\file.txt";
    assert_eq!(path_to_file_uri(unc, PathStyle::Windows).unwrap(), "file://host.example.com/Share/path/to/file.txt");
    assert_eq!(to_path("file://host.example.com/Share/path/to/file.txt", PathStyle::Windows).unwrap(), unc);
    // E.3.2: "file:////host.example.com/path/to/file" and, as Firefox writes it, "file://///host.example.com/path/to/file".
    for uri in ["file:////host.example.com/path/to/file", "file://///host.example.com/path/to/file"] {
        assert_eq!(to_path(uri, PathStyle::Windows).unwrap(), r"\\host.example.com\path\to\file", "{uri}");
        // §2 has no UNC string in the path: its `path-absolute` cannot begin with "//".
        assert_eq!(refused(uri, PathStyle::Posix), Some((Span::new(8, 9), "file-URI")), "{uri}");
    }
    // E.3.2's `inline-IP`: "the same as "host" but with percent-encoding applied to "[" and "]"".
    assert_eq!(to_path("file:////%5B::1%5D/share/x", PathStyle::Windows).unwrap(), r"\\[::1]\share\x");
    // E.1's user information is in Appendix F's grammar, but no UNC path holds it.
    assert_eq!(
        to_path("file://user@host.example.com/share/x", PathStyle::Windows),
        Err(FilePathError::AuthorityNotHost { span: Span::new(7, 28) })
    );
}

#[test]
fn paths_become_uris_with_each_segment_encoded() {
    let posix = |path| path_to_file_uri(path, PathStyle::Posix).map(String::from);
    let windows = |path| path_to_file_uri(path, PathStyle::Windows).map(String::from);
    assert_eq!(posix("/a b/100%/#1?/é").unwrap(), "file:///a%20b/100%25/%231%3F/%C3%A9");
    assert_eq!(posix("/").unwrap(), "file:///");
    // `path-absolute` cannot begin with an empty segment: "file:////x" is no `file-URI` of §2.
    assert_eq!(posix("//x"), Err(FilePathError::EmptyFirstSegment));
    assert_eq!(posix("///x"), Err(FilePathError::EmptyFirstSegment));
    assert_eq!(posix("/x//y/").unwrap(), "file:///x//y/");
    assert_eq!(posix("/a:b/c@d").unwrap(), "file:///a:b/c@d");
    assert_eq!(windows(r"C:\").unwrap(), "file:///C:/");
    assert_eq!(windows("c:/Program Files/x").unwrap(), "file:///c:/Program%20Files/x");
    assert_eq!(windows(r"D:\notes\file.txt:stream").unwrap(), "file:///D:/notes/file.txt:stream");
    assert_eq!(windows(r"\\serveur\partage\été").unwrap(), "file://serveur/partage/%C3%A9t%C3%A9");
    assert_eq!(windows(r"\\bücher\share").unwrap(), "file://b%C3%BCcher/share");
    assert_eq!(windows(r"\\localhost\share\a").unwrap(), "file:////localhost/share/a");
    assert_eq!(windows(r"\\?\C:\long\path").unwrap(), "file:///C:/long/path");
    assert_eq!(windows(r"\\?\UNC\server\share\x").unwrap(), "file://server/share/x");
    assert_eq!(posix("relative/path"), Err(FilePathError::NotAbsolute));
    for relative in [r"a\b", r"\rooted", "C:drive-relative", "C:", ""] {
        assert_eq!(windows(relative), Err(FilePathError::NotAbsolute), "{relative}");
    }
    for incomplete in [r"\\server", r"\\server\", r"\\\share"] {
        assert_eq!(windows(incomplete), Err(FilePathError::IncompleteUnc), "{incomplete}");
    }
}

#[test]
fn uris_that_name_no_path_are_refused_with_a_span() {
    let posix = |uri| to_path(uri, PathStyle::Posix);
    let windows = |uri| to_path(uri, PathStyle::Windows);
    assert_eq!(posix("http://a/b"), Err(FilePathError::NotFile { span: Span::new(0, 4) }));
    assert_eq!(posix("FILE:///a").unwrap(), "/a");
    assert_eq!(posix("file:///a?b"), Err(FilePathError::Query { span: Span::new(10, 11) }));
    assert_eq!(posix("file:///a?b#c"), Err(FilePathError::Query { span: Span::new(10, 11) }));
    assert_eq!(posix("file:///a#section").unwrap(), "/a");
    assert_eq!(posix("file:///a#b c"), Err(FilePathError::Fragment { span: Span::new(11, 12) }));
    // §2's `file-auth` is "localhost" or a host: no user information (Appendix E.1 adds it) and no port.
    let refused_posix = |uri| refused(uri, PathStyle::Posix);
    assert_eq!(refused_posix("file://u@h/a"), Some((Span::new(8, 9), "auth-path")));
    assert_eq!(windows("file://u@h/a"), Err(FilePathError::AuthorityNotHost { span: Span::new(7, 10) }));
    assert_eq!(refused_posix("file://localhost:1/a"), Some((Span::new(16, 17), "auth-path")));
    // `file-hier-part` is "//" and an authority path, or an absolute path: never a relative or empty one.
    assert_eq!(refused_posix("file:a/b"), Some((Span::new(5, 6), "file-URI")));
    assert_eq!(refused_posix("file:"), Some((Span::new(5, 5), "file-URI")));
    assert_eq!(posix("file:///a%2Fb"), Err(FilePathError::EncodedSeparator { span: Span::new(8, 13) }));
    assert_eq!(windows("file:///C:/a%5Cb"), Err(FilePathError::EncodedSeparator { span: Span::new(11, 16) }));
    assert_eq!(posix("file:///a%5Cb").unwrap(), r"/a\b");
    assert!(matches!(posix("file:///a/%FF"), Err(FilePathError::NotUtf8(error)) if error.span() == Span::new(10, 13)));
    assert_eq!(windows("file:///dir/file"), Err(FilePathError::NoPath { span: Span::new(7, 16) }));
    // An authority, or Appendix E.3.2's `unc-authority`, is followed by a `path-absolute`.
    assert_eq!(refused("file://server", PathStyle::Windows), Some((Span::new(13, 13), "auth-path")));
    assert_eq!(refused("file:////server", PathStyle::Windows), Some((Span::new(15, 15), "auth-path")));
    assert_eq!(windows("file://host/c|/x"), Err(FilePathError::NoPath { span: Span::new(14, 16) }));
    assert_eq!(refused_posix("file:///a b"), Some((Span::new(9, 10), "file-URI")));
    assert_eq!(windows("file:///C:").unwrap(), r"C:\");
}

/// A segment of a POSIX path: any characters but `/` (spaces, `%`, `#`, `?`, non-ASCII included).
fn posix_segment() -> impl Strategy<Value = String> {
    prop_oneof!["[^/]{0,6}", "[ %#?a-z0-9é日:@+]{0,6}"]
}

/// A segment of a Windows path: no separator, nor what Windows forbids in names (`<>:"|?*`).
fn windows_segment() -> impl Strategy<Value = String> {
    prop_oneof!["[^/\\\\<>:\"|?*\u{0}]{0,6}", "[ %#a-z0-9é日@+;$]{0,6}"]
}

fn posix_path() -> impl Strategy<Value = String> {
    prop::collection::vec(posix_segment(), 1..5).prop_map(|segments| format!("/{}", segments.join("/")))
}

fn windows_path() -> impl Strategy<Value = String> {
    let drive = ("[A-Za-z]", prop::collection::vec(windows_segment(), 1..5))
        .prop_map(|(letter, segments)| format!("{letter}:\\{}", segments.join("\\")));
    let server = "[a-zA-Z0-9ü][a-zA-Z0-9.ü-]{0,8}";
    let unc = (server, "[^/\\\\<>:\"|?*\u{0}]{1,6}", prop::collection::vec(windows_segment(), 0..4)).prop_map(
        |(server, share, segments)| {
            let mut path = format!("\\\\{server}\\{share}");
            for segment in segments {
                path.push('\\');
                path.push_str(&segment);
            }
            path
        },
    );
    prop_oneof![drive, unc]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Any absolute POSIX path comes back from its URI as it was, and the URI is a URI of RFC 8089 §2's form;
    /// but one that begins with `//`, which §2's `path-absolute` cannot write, is refused.
    #[test]
    fn posix_paths_round_trip(path in posix_path()) {
        if path.starts_with("//") {
            prop_assert_eq!(path_to_file_uri(&path, PathStyle::Posix), Err(FilePathError::EmptyFirstSegment));
            return Ok(());
        }
        let uri = path_to_file_uri(&path, PathStyle::Posix).unwrap();
        prop_assert!(uri.as_str().starts_with("file:///"), "{}", uri);
        prop_assert!(rfc8089::parse_file_uri(uri.as_str()).is_ok(), "{}", uri);
        prop_assert_eq!(file_uri_to_path(uri.as_str(), PathStyle::Posix).unwrap(), path);
    }

    /// Any absolute Windows path, on a drive or a UNC share, comes back from its URI as it was, and the URI is
    /// one of RFC 8089's (§2's, or Appendix E.3.2's for a server named `localhost`).
    #[test]
    fn windows_paths_round_trip(path in windows_path()) {
        let uri = path_to_file_uri(&path, PathStyle::Windows).unwrap();
        prop_assert!(rfc8089::parse_file_uri_with(uri.as_str(), rfc8089::Options::APPENDIX_F).is_ok(), "{}", uri);
        prop_assert_eq!(file_uri_to_path(uri.as_str(), PathStyle::Windows).unwrap(), path, "{}", uri);
    }

    /// Reading any URI as a path never panics, in either style.
    #[test]
    fn any_uri_reads_without_panic(text in "file:[/a-zA-Z0-9%:|.@?#\\\\ -]{0,16}") {
        for style in [PathStyle::Posix, PathStyle::Windows] {
            let _ = file_uri_to_path(&text, style);
        }
    }
}
