//! What the server says about a document: its diagnostics, the hover of a URI, its links and quick fixes. Each is
//! a function of the text, its kind, the settings and the position encoding, so that it can be tested (and timed)
//! without a client.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::ops::Range;

use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, CodeDescription, Diagnostic, DiagnosticRelatedInformation,
    DiagnosticSeverity, DocumentLink, Hover, HoverContents, Location, MarkupContent, MarkupKind, NumberOrString,
    Position, TextEdit, Uri, WorkspaceEdit,
};
use urigram::differential::{self, Class};

use crate::diagram;
use crate::format::Differential;
use crate::lsp::document::{Candidate, DocumentKind, candidates};
use crate::lsp::fix;
use crate::lsp::settings::Settings;
use crate::lsp::text::{Cursor, Encoding, Text};
use crate::syntax::{self, Need};
use urigram::Dialect;

/// How often (in URIs) a long check asks whether it is still wanted.
const CANCEL_EVERY: usize = 256;

/// What the diagnostics name as their source.
pub const SOURCE: &str = "urigram";

/// A candidate and the grammar's error about it, if any.
struct Checked<'d> {
    candidate: Candidate<'d>,
    error: Option<syntax::Diagnostic>,
}

/// The error of `uri` as a reference of `dialect`, if it has one.
fn error_of(dialect: Dialect, uri: &str) -> Option<syntax::Diagnostic> {
    syntax::verdict(dialect, dialect.reference(), uri).err()
}

/// The document bytes of `span` of a candidate's URI: the whole offending character, or an empty span.
fn document_span(candidate: &Candidate<'_>, span: urigram::Span) -> Range<usize> {
    candidate.document_range(span.range())
}

/// The page of the RFC's section, as the RFC Editor publishes it.
pub fn section_url(rfc: urigram::Rfc, section: &str) -> String {
    let anchor = if section.starts_with(|c: char| c.is_ascii_alphabetic()) { "appendix" } else { "section" };
    format!("https://www.rfc-editor.org/rfc/rfc{}#{anchor}-{section}", syntax::number(rfc))
}

/// The protocol's diagnostic of `error`, whose bytes in the document are `range`.
fn diagnostic(error: &syntax::Diagnostic, range: lsp_types::Range) -> Diagnostic {
    Diagnostic {
        range,
        severity: Some(DiagnosticSeverity::ERROR),
        code: Some(NumberOrString::String(error.code.clone())),
        code_description: section_url(error.rfc, error.section).parse().ok().map(|href| CodeDescription { href }),
        source: Some(SOURCE.to_owned()),
        message: in_settings_words(error.full_message()),
        ..Diagnostic::default()
    }
}

/// A sentence in the editor's words: where it advises another grammar by the command's flags
/// ([`syntax::Flags`]), the settings that choose that grammar instead (`"rfc": "2396", "rfc2732": true`).
pub fn in_settings_words(message: String) -> String {
    if !message.contains("--rfc") {
        return message;
    }
    urigram::Dialect::ALL.iter().rev().fold(message, |message, &dialect| {
        let setting = match dialect.amendment() {
            Some(amendment) => {
                let flag = match dialect {
                    urigram::Dialect::Rfc8089AppendixF => "appendixF".to_owned(),
                    _ => format!("rfc{}", amendment.trim_start_matches("RFC ")),
                };
                format!("the settings \"rfc\": \"{}\", \"{flag}\": true", syntax::number(dialect.rfc()))
            }
            None => format!("the setting \"rfc\": \"{}\"", syntax::number(dialect.rfc())),
        };
        message.replace(syntax::Flags::of(dialect), &setting)
    })
}

/// The diagnostics of `text` (the document `document`), with ranges in `encoding`; `None` when `cancelled` says,
/// between URIs, that they are no longer wanted.
pub fn diagnostics(
    document: &Uri,
    text: &Text,
    kind: DocumentKind,
    settings: &Settings,
    encoding: Encoding,
    cancelled: &dyn Fn() -> bool,
) -> Option<Vec<Diagnostic>> {
    let dialect = settings.dialect();
    let mut cursor = Cursor::new(text, encoding);
    let mut found = Vec::new();
    for (index, candidate) in candidates(text.as_str(), kind, &settings.extract_options()).iter().enumerate() {
        if index % CANCEL_EVERY == 0 && cancelled() {
            return None;
        }
        if settings.whatwg {
            whatwg_diagnostics(candidate, &mut cursor, &mut found);
        } else if let Some(error) = error_of(dialect, &candidate.uri) {
            let range = cursor.range(document_span(candidate, error.span));
            found.push(diagnostic(&error, range));
        }
        if let Some(differential) = differential_of(settings, &candidate.uri) {
            found.push(differential_diagnostic(document, candidate, &differential, settings, &mut cursor));
        }
    }
    Some(found)
}

/// The WHATWG URL Standard's validation errors of a candidate, each a diagnostic at its bytes by the standard's
/// name, linked to its row of the standard's table: an error where the parser returns failure, else a warning.
fn whatwg_diagnostics(candidate: &Candidate<'_>, cursor: &mut Cursor<'_>, found: &mut Vec<Diagnostic>) {
    let (errors, failure) = match urigram::whatwg::parse(&candidate.uri, None) {
        Ok(parsed) => (parsed.errors, None),
        Err(failure) => (failure.errors, Some(urigram::whatwg::Reported { error: failure.error, span: failure.span })),
    };
    let all = errors.into_iter().map(|reported| (reported, false)).chain(failure.map(|reported| (reported, true)));
    for (reported, fails) in all {
        found.push(Diagnostic {
            range: cursor.range(document_span(candidate, reported.span)),
            severity: Some(if fails { DiagnosticSeverity::ERROR } else { DiagnosticSeverity::WARNING }),
            code: Some(NumberOrString::String(crate::whatwg::code(reported.error))),
            code_description: crate::whatwg::definition(reported.error)
                .parse()
                .ok()
                .map(|href| CodeDescription { href }),
            source: Some(SOURCE.to_owned()),
            message: crate::whatwg::message(reported.error),
            ..Diagnostic::default()
        });
    }
}

/// RFC 3986's and a browser's readings of `uri`, when the settings compare them and they name different hosts.
fn differential_of(settings: &Settings, uri: &str) -> Option<differential::Differential> {
    let (options, _) = crate::whatwg::differential_grammar(settings.dialect().rfc());
    // Most URIs are read alike certainly, without the WHATWG parser.
    if settings.differential == Differential::Off || differential::plainly_agrees(uri, options) {
        return None;
    }
    Some(differential::compare(uri, options, None)).filter(|differential| differential.differs)
}

/// The `urigram/host-differential` diagnostic of a candidate whose two readings name different hosts: on the
/// browser's host (else RFC 3986's, else the URI's first character), with each reading's host as related
/// information, a warning or, when the settings deny it, an error.
fn differential_diagnostic(
    document: &Uri,
    candidate: &Candidate<'_>,
    differential: &differential::Differential,
    settings: &Settings,
    cursor: &mut Cursor<'_>,
) -> Diagnostic {
    let place = |reading: &Option<differential::Reading>, who: &str| {
        let reading = reading.as_ref()?;
        Some((reading.span?, format!("{who} reads the host `{}`", reading.host.as_deref().unwrap_or_default())))
    };
    let (_, rfc) = crate::whatwg::differential_grammar(settings.dialect().rfc());
    let readings = [place(&differential.whatwg, "a browser"), place(&differential.rfc, rfc)];
    let primary = readings.iter().flatten().next().map_or(urigram::Span::new(0, 0), |(span, _)| *span);
    let related = readings
        .into_iter()
        .flatten()
        .map(|(span, message)| DiagnosticRelatedInformation {
            location: Location { uri: document.clone(), range: cursor.range(document_span(candidate, span)) },
            message,
        })
        .collect();
    let severity = if settings.differential == Differential::Deny {
        DiagnosticSeverity::ERROR
    } else {
        DiagnosticSeverity::WARNING
    };
    Diagnostic {
        range: cursor.range(document_span(candidate, primary)),
        severity: Some(severity),
        code: Some(NumberOrString::String(crate::whatwg::DIFFERENTIAL_CODE.to_owned())),
        source: Some(SOURCE.to_owned()),
        message: crate::whatwg::differential_message(differential, rfc).unwrap_or_default(),
        related_information: Some(related),
        ..Diagnostic::default()
    }
}

/// The certain fix of a URI whose two readings differ, when there is one that the grammar's own fixes do not
/// give: a numeric IPv4 host (`0x7f.1`, `2130706433`) written as the dotted decimal address a browser reads it
/// as, which both readings then agree on. (A `\`, the other certain case, is already a character RFC 3986
/// forbids, whose fix percent-encodes it.)
fn differential_fix(settings: &Settings, uri: &str, differential: &differential::Differential) -> Option<fix::Fix> {
    if differential.class() != Some(Class::NumericIpv4) {
        return None;
    }
    let rfc_span = differential.rfc.as_ref()?.span?;
    let address = differential.whatwg.as_ref()?.host.clone()?;
    let edits = vec![(rfc_span.range(), address.clone())];
    let fixed = fix::apply(uri, &edits);
    let (options, _) = crate::whatwg::differential_grammar(settings.dialect().rfc());
    let agreed = !differential::compare(&fixed, options, None).differs;
    agreed.then(|| fix::Fix { title: format!("Write the host as the address a browser reads: `{address}`"), edits })
}

/// Every candidate of `text` with its error.
fn checked<'d>(text: &'d Text, kind: DocumentKind, settings: &Settings) -> Vec<Checked<'d>> {
    let dialect = settings.dialect();
    candidates(text.as_str(), kind, &settings.extract_options())
        .into_iter()
        .map(|candidate| Checked {
            error: if settings.whatwg { None } else { error_of(dialect, &candidate.uri) },
            candidate,
        })
        .collect()
}

/// `text` as inline code in Markdown: fenced by more backticks than it holds in a row, and spaced when it starts
/// or ends with one; a line break would end a table row, so it is shown as a space.
fn code(text: &str) -> String {
    let text = text.replace(['\r', '\n'], " ");
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') || text.is_empty() { " " } else { "" };
    format!("{fence}{pad}{text}{pad}{fence}")
}

/// A table cell of Markdown: `|` escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The hover text of `uri`: its components under the configured grammar (or, when it rejects the URI, where and
/// why), the RFC 3986 component diagram, and the verdict of every RFC and amendment, as `urigram explain` gives
/// them.
pub fn explain(uri: &str, settings: &Settings) -> String {
    let dialect = settings.dialect();
    let mut out = format!("{}\n\n", code(uri));
    let parsed = syntax::parse(dialect, dialect.reference(), uri, Need::Tree);
    match &parsed {
        Ok(parsed) => {
            let _ = writeln!(out, "**valid {}** ({})\n", dialect.reference(), dialect.rfc());
            if let Some(tree) = &parsed.tree {
                let drawing = diagram::draw(uri, &tree.components);
                if !drawing.is_empty() && !drawing.contains("```") {
                    let _ = writeln!(out, "```text\n{drawing}\n```\n");
                }
                out.push_str("| component | text |\n|---|---|\n");
                for component in &tree.components {
                    let shown = component.part.as_ref().map_or_else(|| "(absent)".to_owned(), |part| code(&part.text));
                    let _ = writeln!(out, "| {} | {} |", component.name, cell(&shown));
                }
                out.push('\n');
            }
        }
        Err(error) => {
            let _ = writeln!(
                out,
                "**invalid {}** ({}): {} at bytes {}\n",
                dialect.reference(),
                dialect.rfc(),
                in_settings_words(error.message.clone()),
                error.span
            );
        }
    }
    out.push_str("| grammar | verdict | where | why |\n|---|---|---|---|\n");
    // Every grammar of the library, each RFC and each RFC as amended (RFC 8089's for a `file:` URI alone).
    for dialect in urigram::Dialect::ALL.into_iter().filter(|&dialect| syntax::compares(dialect, uri.as_bytes())) {
        let name = dialect.label();
        let row = match error_of(dialect, uri) {
            None => format!("| {name} | valid {} | | |", dialect.reference()),
            Some(error) => format!(
                "| {name} | invalid {} | {} in {} ([\u{a7}{}]({})) | {} |",
                dialect.reference(),
                error.span,
                error.rule,
                error.section,
                section_url(error.rfc, error.section),
                cell(&in_settings_words(error.message.clone()))
            ),
        };
        let _ = writeln!(out, "{row}");
    }
    // The WHATWG URL Standard's reading, a browser's, and where it and RFC 3986 send the URI when they differ.
    let source = crate::source::Source::new("<hover>", false, uri.as_bytes().to_vec());
    let reading = crate::whatwg::Reading::of(crate::source::Input::whole(&source), None);
    let [name, verdict, place, why] = crate::whatwg::explain_row(&reading);
    let _ = writeln!(out, "| {name} | {verdict} | {place} | {} |", cell(&why));
    let differential = urigram::differential::compare(uri, urigram::rfc3986::Options::RFC3986, None);
    if let Some(sentence) = crate::whatwg::differential_sentence(&differential) {
        let _ = writeln!(out, "\n{sentence}");
    }
    out
}

/// The hover of the URI at `position`, if there is one there.
pub fn hover(text: &Text, kind: DocumentKind, settings: &Settings, encoding: Encoding, at: Position) -> Option<Hover> {
    let offset = text.offset(at, encoding);
    let found = candidates(text.as_str(), kind, &settings.extract_options());
    let candidate = found.iter().find(|candidate| candidate.span.contains(&offset) || candidate.span.end == offset)?;
    let contents = MarkupContent { kind: MarkupKind::Markdown, value: explain(&candidate.uri, settings) };
    let range = Cursor::new(text, encoding).range(candidate.span.clone());
    Some(Hover { contents: HoverContents::Markup(contents), range: Some(range) })
}

/// A link for each valid URI of `text` that the protocol's URI type reads too.
pub fn links(text: &Text, kind: DocumentKind, settings: &Settings, encoding: Encoding) -> Vec<DocumentLink> {
    let mut cursor = Cursor::new(text, encoding);
    checked(text, kind, settings)
        .into_iter()
        .filter(|checked| checked.error.is_none())
        .filter(|checked| !settings.whatwg || urigram::whatwg::Url::can_parse(&checked.candidate.uri, None))
        .filter_map(|checked| {
            let target: Uri = checked.candidate.uri.parse().ok()?;
            let tooltip = if settings.whatwg {
                "a URL (WHATWG URL Standard)".to_owned()
            } else {
                format!("valid {} ({})", settings.dialect().reference(), settings.dialect().rfc())
            };
            Some(DocumentLink {
                range: cursor.range(checked.candidate.span.clone()),
                target: Some(target),
                tooltip: Some(tooltip),
                data: None,
            })
        })
        .collect()
}

/// The quick fixes of the invalid URIs of `text` (the document `document`) that `range` touches.
pub fn actions(
    document: &Uri,
    text: &Text,
    kind: DocumentKind,
    settings: &Settings,
    encoding: Encoding,
    range: lsp_types::Range,
) -> Vec<CodeActionOrCommand> {
    let (start, end) = (text.offset(range.start, encoding), text.offset(range.end, encoding));
    let mut cursor = Cursor::new(text, encoding);
    let mut found = Vec::new();
    for checked in checked(text, kind, settings) {
        let span = &checked.candidate.span;
        if span.end < start || end < span.start {
            continue;
        }
        let candidate = &checked.candidate;
        let mut fixes = Vec::new();
        if let Some(error) = checked.error {
            let diagnostic = diagnostic(&error, cursor.range(document_span(candidate, error.span)));
            fixes.extend(fix::fixes(settings, &candidate.uri).into_iter().map(|fix| (fix, diagnostic.clone())));
        }
        if let Some(differential) = differential_of(settings, &candidate.uri) {
            if let Some(fix) = differential_fix(settings, &candidate.uri, &differential) {
                let diagnostic = differential_diagnostic(document, candidate, &differential, settings, &mut cursor);
                fixes.push((fix, diagnostic));
            }
        }
        for (fix, diagnostic) in fixes {
            let edits = fix
                .edits
                .iter()
                .map(|(range, new_text)| {
                    let bytes = if range.is_empty() {
                        let at = candidate.document_offset(range.start);
                        at..at
                    } else {
                        document_span(candidate, urigram::Span::new(range.start, range.end))
                    };
                    TextEdit { range: cursor.range(bytes), new_text: new_text.clone() }
                })
                .collect();
            found.push(CodeActionOrCommand::CodeAction(CodeAction {
                title: fix.title,
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diagnostic.clone()]),
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(document.clone(), edits)])),
                    ..WorkspaceEdit::default()
                }),
                is_preferred: Some(true),
                ..CodeAction::default()
            }));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn never() -> bool {
        false
    }

    fn document() -> Uri {
        "file:///notes.md".parse().unwrap()
    }

    /// The editor reads settings, not the command's flags: advice names the settings that choose the grammar.
    #[test]
    fn advice_names_the_settings() {
        let settings = Settings { rfc: crate::syntax::RfcArg::Rfc2396, ..Settings::default() };
        let text = Text::new("see http://[::1]/ there\n".to_owned());
        let found = diagnostics(&document(), &text, DocumentKind::Text, &settings, Encoding::Utf16, &never).unwrap();
        assert!(found[0].message.contains("the settings \"rfc\": \"2396\", \"rfc2732\": true"), "{}", found[0].message);
        assert!(!found[0].message.contains("--rfc"));
        let hover = explain("/~a", &Settings::default());
        assert!(hover.contains("the settings \"rfc\": \"1808\", \"rfc2068\": true"), "{hover}");
        assert_eq!(in_settings_words("no advice".to_owned()), "no advice");
    }

    #[test]
    fn a_diagnostic_underlines_the_whole_character() {
        let text = Text::new("é😀 x <http://a/b\u{1F600}c> and http://h{ost/\n".to_owned());
        let found =
            diagnostics(&document(), &text, DocumentKind::Text, &Settings::default(), Encoding::Utf16, &never).unwrap();
        // The two errors, and (by default) the warning that a browser reads the host `h{ost` that RFC 3986 rejects.
        assert_eq!(found.len(), 3, "{found:#?}");
        assert_eq!(found[2].code, Some(NumberOrString::String("urigram/host-differential".to_owned())));
        // é (1) 😀 (2) space x space < : the URI starts at 7, its emoji at 7 + 10, two code units.
        assert_eq!(found[0].range, lsp_types::Range::new(Position::new(0, 17), Position::new(0, 19)));
        assert_eq!(found[0].code, Some(NumberOrString::String("rfc3986/path-abempty".to_owned())));
        let utf8 =
            diagnostics(&document(), &text, DocumentKind::Text, &Settings::default(), Encoding::Utf8, &never).unwrap();
        assert_eq!(utf8[0].range, lsp_types::Range::new(Position::new(0, 20), Position::new(0, 24)));
        let href = found[1].code_description.as_ref().map(|description| description.href.as_str().to_owned());
        assert_eq!(href.as_deref(), Some("https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2"));
        assert!(
            diagnostics(&document(), &text, DocumentKind::Text, &Settings::default(), Encoding::Utf8, &|| true)
                .is_none()
        );
    }

    /// Where RFC 3986 and a browser read different hosts: a warning on the browser's host, both hosts as related
    /// information in the document, an error when the settings deny it, nothing when they turn it off; and the
    /// quick fix that writes a numeric host as the address both then read.
    #[test]
    fn a_differential_is_a_diagnostic_with_both_readings_and_a_fix() {
        let text = Text::new("see http://0x7f.1/ and https://example.com/ here\n".to_owned());
        let found = diagnostics(&document(), &text, DocumentKind::Text, &Settings::default(), Encoding::Utf16, &never);
        let found = found.unwrap();
        assert_eq!(found.len(), 1, "{found:#?}");
        let warning = &found[0];
        assert_eq!(warning.severity, Some(DiagnosticSeverity::WARNING));
        assert_eq!(warning.code, Some(NumberOrString::String("urigram/host-differential".to_owned())));
        // `0x7f.1` is at bytes 11..17 of the line.
        assert_eq!(warning.range, lsp_types::Range::new(Position::new(0, 11), Position::new(0, 17)));
        assert!(
            warning.message.starts_with("RFC 3986 reads the host `0x7f.1`; a WHATWG parser"),
            "{}",
            warning.message
        );
        assert!(warning.message.contains("(differential/numeric-ipv4"), "{}", warning.message);
        let related: Vec<_> = warning.related_information.iter().flatten().map(|r| r.message.as_str()).collect();
        assert_eq!(related, ["a browser reads the host `127.0.0.1`", "RFC 3986 reads the host `0x7f.1`"]);
        assert!(warning.related_information.iter().flatten().all(|r| r.location.uri == document()));

        let denied = Settings { differential: Differential::Deny, ..Settings::default() };
        let found = diagnostics(&document(), &text, DocumentKind::Text, &denied, Encoding::Utf16, &never).unwrap();
        assert_eq!(found[0].severity, Some(DiagnosticSeverity::ERROR));
        let off = Settings { differential: Differential::Off, ..Settings::default() };
        assert!(diagnostics(&document(), &text, DocumentKind::Text, &off, Encoding::Utf16, &never).unwrap().is_empty());

        let line = lsp_types::Range::new(Position::new(0, 0), Position::new(0, 48));
        let actions = actions(&document(), &text, DocumentKind::Text, &Settings::default(), Encoding::Utf16, line);
        let [CodeActionOrCommand::CodeAction(action)] = actions.as_slice() else { panic!("one action: {actions:#?}") };
        assert_eq!(action.title, "Write the host as the address a browser reads: `127.0.0.1`");
        let edits = &action.edit.as_ref().and_then(|edit| edit.changes.as_ref()).unwrap()[&document()];
        assert_eq!(edits[0].new_text, "127.0.0.1");
        assert_eq!(edits[0].range, warning.range);
        assert!(actions_of_off_settings_are_none(&text, line));
    }

    /// With the `whatwg` grammar setting, the diagnostics are the standard's validation errors by name at their
    /// bytes: warnings, and an error where the parser fails.
    #[test]
    fn the_whatwg_setting_gives_the_standards_validation_errors() {
        let settings = Settings { whatwg: true, differential: Differential::Off, ..Settings::default() };
        let text = Text::new("see http://0x7f.1/ and https://[::1 now\n".to_owned());
        let found = diagnostics(&document(), &text, DocumentKind::Text, &settings, Encoding::Utf16, &never).unwrap();
        let named: Vec<_> = found
            .iter()
            .map(|d| {
                let Some(NumberOrString::String(code)) = &d.code else { panic!("a code") };
                (code.as_str(), d.severity, d.range.start.character, d.range.end.character)
            })
            .collect();
        assert_eq!(
            named,
            [
                ("whatwg/IPv4-too-few-parts", Some(DiagnosticSeverity::WARNING), 11, 17),
                ("whatwg/IPv4-non-decimal-part", Some(DiagnosticSeverity::WARNING), 11, 15),
                ("whatwg/IPv6-unclosed", Some(DiagnosticSeverity::ERROR), 31, 35),
            ]
        );
        assert!(
            found[2].message.starts_with("An IPv6 address is missing the closing U+005D (])."),
            "{}",
            found[2].message
        );
        let href = found[2].code_description.as_ref().map(|description| description.href.as_str().to_owned());
        assert_eq!(href.as_deref(), Some("https://url.spec.whatwg.org/#ipv6-unclosed"));
        let links = links(&text, DocumentKind::Text, &settings, Encoding::Utf16);
        assert_eq!(links.len(), 1, "the URL that parses: {links:#?}");
        assert_eq!(links[0].tooltip.as_deref(), Some("a URL (WHATWG URL Standard)"));
    }

    fn actions_of_off_settings_are_none(text: &Text, line: lsp_types::Range) -> bool {
        let off = Settings { differential: Differential::Off, ..Settings::default() };
        actions(&document(), text, DocumentKind::Text, &off, Encoding::Utf16, line).is_empty()
    }

    #[test]
    fn the_hover_explains_every_grammar() {
        let shown = explain("http://[::1]/a|b", &Settings::default());
        assert!(shown.contains("**invalid URI-reference** (RFC 3986)"), "{shown}");
        assert!(shown.contains("| RFC 1808 + RFC 2068 | valid URL | | |"), "{shown}");
        let valid = explain("http://a/b?q", &Settings::default());
        assert!(valid.contains("| scheme | `http` |") && valid.contains("| fragment | (absent) |"), "{valid}");
        assert!(valid.contains("```text\n"), "the diagram: {valid}");
        assert_eq!(code("a`b``"), "``` a`b`` ```");
        // A browser's reading, and where it sends the URI when RFC 3986 reads another host.
        let numeric = explain("http://0x7f.1/", &Settings::default());
        assert!(numeric.contains("| WHATWG URL Standard | a URL, 2 validation errors | 7..13 |"), "{numeric}");
        assert!(numeric.contains("\nRFC 3986 reads the host `0x7f.1` (7..13); a WHATWG parser"), "{numeric}");
        assert!(!valid.contains("RFC 3986 reads the host"), "no differential where they agree: {valid}");
    }

    /// RFC 8089's rows for a `file:` URI alone, as `explain` shows them; its Appendix F named as a setting.
    #[test]
    fn the_hover_shows_rfc8089_for_file_uris() {
        assert!(!explain("http://a/b", &Settings::default()).contains("RFC 8089"));
        let file = explain("file:///c|/path/to/file", &Settings::default());
        assert!(file.contains("| RFC 8089 | invalid file-URI |"), "{file}");
        assert!(file.contains("| RFC 8089 + Appendix F | valid file-URI | | |"), "{file}");
        assert_eq!(
            in_settings_words("parse with --rfc 8089 --appendix-f".to_owned()),
            "parse with the settings \"rfc\": \"8089\", \"appendixF\": true"
        );
    }
}
