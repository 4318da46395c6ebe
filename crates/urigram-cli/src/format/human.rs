//! The `human` format: diagnostics rendered like rustc's by annotate-snippets, and for a valid URI the RFC 3986 §3
//! component diagram and the syntax tree.

use std::fmt::Write as _;

pub use annotate_snippets::Level;
use annotate_snippets::{Renderer, Snippet};

use super::{Report, printable};
use crate::diagram;
use crate::source::{Location, Source};
use crate::syntax::{ComponentView, Parsed, PartView};
use crate::whatwg::Reading;

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
    let label = if diagnostic.expected.is_empty() {
        format!("not valid in {}", diagnostic.rule)
    } else {
        format!("expected {}", list(&diagnostic.expected))
    };
    let note = format!("{} ({} \u{a7}{}): {}", diagnostic.rule, diagnostic.rfc, diagnostic.section, diagnostic.meaning);
    let annotation = Annotation {
        level: Level::Error,
        title: &diagnostic.message,
        code: &diagnostic.code,
        label: &label,
        note: &note,
    };
    render_annotation(&report.input.source, location, &annotation, color)
}

/// What a rendered diagnostic says about its span: its level, title, code, the label under the span and the
/// note after it.
pub struct Annotation<'a> {
    /// Error or warning.
    pub level: Level,
    /// The sentence that heads it.
    pub title: &'a str,
    /// Its stable code, shown beside the level.
    pub code: &'a str,
    /// The words under the underline.
    pub label: &'a str,
    /// The note under the snippet.
    pub note: &'a str,
}

/// A diagnostic at `location` of `source`, rendered like rustc's: the title and code, the source line with the
/// span underlined and labelled, and the note; a long line shown around the span only.
pub fn render_annotation(source: &Source, location: Location, annotation: &Annotation<'_>, color: bool) -> String {
    let (line_start, line) = source.line_at(location.span.start);
    let start = (location.span.start - line_start).min(line.len());
    let end = (location.span.end.saturating_sub(line_start)).clamp(start, line.len());
    let (line, start, end) = window(line, start, end);
    // The renderer shows an empty source as no line at all, numbered wrongly: an empty line is shown by the
    // symbol of its end, under which the mark stands.
    let line = if line.is_empty() { "\u{23ce}".to_owned() } else { line };
    let message = annotation
        .level
        .title(annotation.title)
        .id(annotation.code)
        .snippet(
            Snippet::source(&line)
                .line_start(location.start.line)
                .origin(&source.name)
                .annotation(annotation.level.span(start..end).label(annotation.label)),
        )
        .footer(Level::Note.title(annotation.note));
    let renderer = if color { Renderer::styled() } else { Renderer::plain() };
    let rendered = format!("{}\n", renderer.term_width(WIDTH).render(message));
    // The renderer counts the column in the text it shows; of a long line that is a window, so the column in
    // the file is put back.
    let shown = line.get(..start).map_or(0, |before| before.chars().count()) + 1;
    if shown == location.start.column {
        return rendered;
    }
    let at = |column: usize| format!("{}:{}:{column}\n", source.name, location.start.line);
    rendered.replacen(&at(shown), &at(location.start.column), 1)
}

/// The `urigram/host-differential` diagnostic rendered like rustc's: the sentence, the source line with each
/// reading's host underlined and labelled (the browser's with the level's mark), and the class in a note.
pub fn render_differential(source: &Source, warning: &crate::whatwg::DifferentialWarning, color: bool) -> String {
    let level = if warning.is_error { Level::Error } else { Level::Warning };
    let location = warning.primary;
    let (line_start, line) = source.line_at(location.span.start);
    fn on_line(
        place: &Option<(Location, String)>,
        line: (usize, usize, usize),
    ) -> Option<(std::ops::Range<usize>, &str)> {
        let (number, line_start, length) = line;
        place.as_ref().filter(|(at, _)| at.start.line == number).map(|(at, label)| {
            let start = (at.span.start - line_start).min(length);
            (start..at.span.end.saturating_sub(line_start).clamp(start, length), label.as_str())
        })
    }
    let this_line = (location.start.line, line_start, line.len());
    let (whatwg, rfc) = (on_line(&warning.whatwg, this_line), on_line(&warning.rfc, this_line));
    // The line is shown whole (up to the longest the other diagnostics show around their span).
    let shown = printable(&line[..line.len().min(LONGEST_LINE.max(location.span.end - line_start))]);
    let mut snippet = Snippet::source(&shown).line_start(location.start.line).origin(&source.name);
    for (range, label, mark) in
        [whatwg.map(|(r, l)| (r, l, level)), rfc.map(|(r, l)| (r, l, Level::Info))].into_iter().flatten()
    {
        if range.end <= shown.len() {
            snippet = snippet.annotation(mark.span(range).label(label));
        }
    }
    let note = warning.class.map_or_else(String::new, |class| format!("{}: {}", class.code(), class.description()));
    let mut message = level.title(&warning.message).id(crate::whatwg::DIFFERENTIAL_CODE).snippet(snippet);
    if !note.is_empty() {
        message = message.footer(Level::Note.title(&note));
    }
    let renderer = if color { Renderer::styled() } else { Renderer::plain() };
    format!("{}\n\n", renderer.term_width(WIDTH).render(message))
}

/// A line longer than this many bytes is shown around its error only.
const LONGEST_LINE: usize = 160;
/// How many bytes of a long line are shown on each side of its error.
const CONTEXT: usize = 60;

/// The part of `line` to show, printable, and the span `start..end` within it: all of a short line, and of a long
/// one the error with [`CONTEXT`] bytes on each side and `...` where it is cut, so that a diagnostic costs the
/// same on a line of any length (and many errors on one line cost no more than one each).
fn window(line: &[u8], start: usize, end: usize) -> (String, usize, usize) {
    if line.len() <= LONGEST_LINE {
        return visible_blanks(printable(line), start, end);
    }
    // Cut at character starts, so that no character is split.
    let is_start = |at: usize| line.get(at).is_none_or(|byte| byte & 0xC0 != 0x80);
    let mut from = start.saturating_sub(CONTEXT);
    while from > 0 && !is_start(from) {
        from -= 1;
    }
    let end = end.min(start + CONTEXT);
    let mut to = (end + CONTEXT).min(line.len());
    while !is_start(to) {
        to += 1;
    }
    let before = if from > 0 { "..." } else { "" };
    let after = if to < line.len() { "..." } else { "" };
    let shown = format!("{before}{}{after}", printable(&line[from..to]));
    (shown, start - from + before.len(), end - from + before.len())
}

/// A line of blanks alone shown as middle dots, one a character, with the span moved onto them: blanks are no
/// less part of a line than its other characters, and the renderer cannot place a mark under a line that has
/// nothing else.
fn visible_blanks(line: String, start: usize, end: usize) -> (String, usize, usize) {
    if line.is_empty() || !line.chars().all(char::is_whitespace) {
        return (line, start, end);
    }
    let dots = |upto: usize| line.get(..upto).map_or(0, |before| before.chars().count()) * '\u{b7}'.len_utf8();
    let shown: String = line.chars().map(|_| '\u{b7}').collect();
    (shown, dots(start), dots(end))
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
pub type ExplainRow<'a> = (urigram::Dialect, &'a Report);

/// The `explain` table: one row per grammar (each RFC, and each as amended) with its verdict, and for each that
/// rejects the input, where and why; then the WHATWG URL Standard's row: its verdict, and the URL it makes.
pub fn explain_table(text: &str, rows: &[ExplainRow<'_>], whatwg: &Reading, width: Option<usize>) -> String {
    let mut out = format!("{text}\n\n");
    let mut cells: Vec<[String; 4]> = rows
        .iter()
        .map(|(rfc, report)| match &report.result {
            Ok(_) => [rfc.label().to_owned(), format!("valid {}", report.rule), String::new(), String::new()],
            Err(diagnostic) => [
                rfc.label().to_owned(),
                format!("invalid {}", report.rule),
                format!("{} in {} (\u{a7}{})", diagnostic.span, diagnostic.rule, diagnostic.section),
                diagnostic.message.clone(),
            ],
        })
        .collect();
    cells.push(crate::whatwg::explain_row(whatwg));
    let headings = ["grammar", "verdict", "where", "why"].map(str::to_owned);
    let mut widths = [0usize; 4];
    for row in std::iter::once(&headings).chain(&cells) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    // The last column starts after the others and their gaps; with a width, it wraps at spaces to fit. Where
    // that would leave it fewer than 24 columns, it goes under its row instead, indented by four.
    let beside: usize = widths[..3].iter().map(|width| width + 2).sum();
    let below = width.is_some_and(|width| width.saturating_sub(beside) < 24);
    let indent = if below { 4 } else { beside };
    for row in std::iter::once(&headings).chain(&cells) {
        let mut line = String::new();
        for (index, (cell, cell_width)) in row.iter().zip(widths).enumerate() {
            if index + 1 == row.len() {
                let room = width.map(|width| width.saturating_sub(indent).max(20));
                let wrapped = wrap(cell, room);
                if below && !cell.is_empty() {
                    line = line.trim_end().to_owned();
                    line.push_str(&format!("\n{}", " ".repeat(indent)));
                }
                line.push_str(&wrapped.join(&format!("\n{}", " ".repeat(indent))));
            } else {
                let _ = write!(line, "{cell:cell_width$}  ");
            }
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// `text` in lines of at most `room` characters, broken at spaces (a word longer than that stays whole); one line
/// without a room.
fn wrap(text: &str, room: Option<usize>) -> Vec<String> {
    let Some(room) = room else { return vec![text.to_owned()] };
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > room {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}
