//! The `human` format: diagnostics rendered like rustc's by annotate-snippets, and for a valid URI the RFC 3986 §3
//! component diagram and the syntax tree.

use std::fmt::Write as _;

use annotate_snippets::{Level, Renderer, Snippet};

use super::{Report, printable};
use crate::diagram;
use crate::syntax::{ComponentView, Parsed, PartView};

/// Terminal width the renderer assumes: fixed, so that output does not depend on where it is printed.
const WIDTH: usize = 140;

/// `a`, `a or b`, `a, b or c`.
pub fn list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The diagnostic of an invalid report, rendered like rustc's: the message and code, the source line with the
/// offending bytes underlined and what was expected there, and a note naming the rule, its RFC section and its
/// meaning.
pub fn render_diagnostic(report: &Report, color: bool) -> String {
    let Some((diagnostic, location)) = report.error() else { return String::new() };
    let source = &report.input.source;
    let (line_start, line) = source.line_at(location.span.start);
    let line = printable(line);
    let start = (location.span.start - line_start).min(line.len());
    let end = (location.span.end.saturating_sub(line_start)).clamp(start, line.len());
    let label = if diagnostic.expected.is_empty() {
        format!("not valid in {}", diagnostic.rule)
    } else {
        format!("expected {}", list(&diagnostic.expected))
    };
    let note = format!("{} ({} \u{a7}{}): {}", diagnostic.rule, diagnostic.rfc, diagnostic.section, diagnostic.meaning);
    let message = Level::Error
        .title(&diagnostic.message)
        .id(&diagnostic.code)
        .snippet(
            Snippet::source(&line)
                .line_start(location.start.line)
                .origin(&source.name)
                .annotation(Level::Error.span(start..end).label(&label)),
        )
        .footer(Level::Note.title(&note));
    let renderer = if color { Renderer::styled() } else { Renderer::plain() };
    format!("{}\n", renderer.term_width(WIDTH).render(message))
}

/// An invalid report, followed by a blank line.
pub fn render_invalid(report: &Report, color: bool) -> String {
    format!("{}\n", render_diagnostic(report, color))
}

/// A valid report of `parse`: a heading, the component diagram, and the syntax tree, each followed by a blank
/// line.
pub fn render_valid(report: &Report, parsed: &Parsed) -> String {
    let text = report.input.lossy();
    let mut out = format!("{}: valid {} ({})\n\n", report.input.source.name, report.rule, report.rfc);
    let whole;
    let components = match &parsed.tree {
        Some(tree) => &tree.components,
        None => {
            let part = PartView { text: text.clone(), span: parsed.span, kind: None };
            whole = [ComponentView { name: report.rule, part: Some(part) }];
            &whole[..]
        }
    };
    let drawing = diagram::draw(&text, components);
    if !drawing.is_empty() {
        let _ = writeln!(out, "{drawing}");
    }
    if let Some(tree) = &parsed.tree {
        let _ = writeln!(out, "{}\n", tree.debug);
    }
    out
}

/// One row of `explain`: an RFC, and its report or why there is none.
pub type ExplainRow<'a> = (urigram::Rfc, &'a Report);

/// The `explain` table: one row per RFC with its verdict, and for each RFC that rejects the input, where and why.
pub fn explain_table(text: &str, rows: &[ExplainRow<'_>]) -> String {
    let mut out = format!("{text}\n\n");
    let cells: Vec<[String; 4]> = rows
        .iter()
        .map(|(rfc, report)| match &report.result {
            Ok(_) => [rfc.to_string(), format!("valid {}", report.rule), String::new(), String::new()],
            Err(diagnostic) => [
                rfc.to_string(),
                format!("invalid {}", report.rule),
                format!("{} in {} (\u{a7}{})", diagnostic.span, diagnostic.rule, diagnostic.section),
                diagnostic.message.clone(),
            ],
        })
        .collect();
    let headings = ["RFC", "verdict", "where", "why"].map(str::to_owned);
    let mut widths = [0usize; 4];
    for row in std::iter::once(&headings).chain(&cells) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    for row in std::iter::once(&headings).chain(&cells) {
        let mut line = String::new();
        for (index, (cell, width)) in row.iter().zip(widths).enumerate() {
            if index + 1 == row.len() {
                line.push_str(cell);
            } else {
                let _ = write!(line, "{cell:width$}  ");
            }
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}
