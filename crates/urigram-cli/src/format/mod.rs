//! The five output formats, over one [`Report`] per input, or one [`Outcome`] per operation.

pub(crate) mod github;
pub(crate) mod human;
pub mod json;
pub(crate) mod sarif;
pub(crate) mod short;

use std::io::{self, Write};

use urigram::Rfc;

use crate::source::{Input, Location};
use crate::syntax::{self, Diagnostic, Need, Parsed, Rule};
use urigram::Dialect;

pub use human::{ExplainRow, explain_table, render_diagnostic};
pub use json::equivalence as equivalence_json;

/// The output formats of `--format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Rendered like rustc, with the offending bytes underlined; for a valid URI, its component diagram and
    /// syntax tree (`parse`) or its result (`resolve`, `normalize`).
    Human,
    /// `file:line:col: error: message`, 1-based columns in bytes (for `check`, in the unit its `--columns`
    /// names), as vim's quickfix and Emacs read it; one line per error, whatever the file name holds.
    Short,
    /// JSON Lines: one object per input; `check` writes the verdict and the error, `parse` also the components.
    Json,
    /// One SARIF 2.1.0 log.
    Sarif,
    /// GitHub Actions workflow commands (`::error file=...::message`).
    Github,
}

/// How the `short` format counts a column, as the editor that reads it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ColumnKind {
    /// Bytes from 1: vim's quickfix (`%c` in its default 'errorformat'), GNU-style tools.
    Bytes,
    /// Characters (Unicode scalar values) from 1: Emacs with `compilation-error-screen-columns` set to nil.
    Chars,
    /// UTF-16 code units from 1: editors that speak LSP (which counts these from 0).
    Utf16,
    /// Screen columns from 1, tabs to the next multiple of `--tab-width` and East Asian wide characters 2: Emacs'
    /// compilation-mode by default, vim with `%v` in 'errorformat'.
    Screen,
}

/// How columns are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Columns {
    /// The unit.
    pub kind: ColumnKind,
    /// Where tab stops are, for [`ColumnKind::Screen`]: every this many columns.
    pub tab_width: usize,
}

impl Default for Columns {
    fn default() -> Self {
        Columns { kind: ColumnKind::Bytes, tab_width: 8 }
    }
}

impl Columns {
    /// The 1-based column, in this unit, of the byte after `before` (the bytes of its line before it).
    pub fn column(&self, before: &[u8], at: &urigram::Position) -> usize {
        match self.kind {
            ColumnKind::Bytes => at.column_byte,
            ColumnKind::Chars => at.column,
            ColumnKind::Utf16 => at.column_utf16,
            ColumnKind::Screen => {
                let tab = self.tab_width.max(1);
                let mut column = 0;
                for chunk in before.utf8_chunks() {
                    for c in chunk.valid().chars() {
                        column = match c {
                            '\t' => (column / tab + 1) * tab,
                            c => column + unicode_width::UnicodeWidthChar::width(c).unwrap_or(1),
                        };
                    }
                    // A byte that is not UTF-8 takes a column of its own.
                    column += chunk.invalid().len();
                }
                column + 1
            }
        }
    }
}

/// What the grammar said about one input.
#[derive(Debug)]
pub struct Report {
    /// The input and where it came from.
    pub input: Input,
    /// The grammar's RFC.
    pub rfc: Rfc,
    /// The rule the input was parsed as.
    pub rule: &'static str,
    /// The parse, or why it failed.
    pub result: Result<Parsed, Diagnostic>,
    /// Where RFC 3986 and a browser's parser read different hosts in the input, when `check` compares them
    /// (`--differential`) and they do.
    pub differential: Option<Box<urigram::differential::Differential>>,
}

impl Report {
    /// This report with the differential of its input: RFC 3986's reading beside the WHATWG parser's, kept when
    /// they differ.
    #[must_use]
    pub fn with_differential(self) -> Report {
        let (options, _) = crate::whatwg::differential_grammar(self.rfc);
        let plain = self.input.text().is_ok_and(|text| {
            // Most URIs are read alike certainly, without the WHATWG parser.
            urigram::differential::plainly_agrees(text, options)
        });
        if plain { self } else { self.compared() }
    }

    /// This report with the differential of its input, its readings compared by both parsers.
    fn compared(mut self) -> Report {
        if let Ok(text) = self.input.text() {
            let (options, _) = crate::whatwg::differential_grammar(self.rfc);
            let differential = urigram::differential::compare(text, options, None);
            self.differential = differential.differs.then(|| Box::new(differential));
        }
        self
    }

    /// Whether the input is in the rule's language.
    pub fn is_valid(&self) -> bool {
        self.result.is_ok()
    }

    /// The error and where it is in the source, for an invalid input.
    pub fn error(&self) -> Option<(&Diagnostic, Location)> {
        self.result
            .as_ref()
            .err()
            .map(|diagnostic| (diagnostic, self.input.locate_from(diagnostic.span, &diagnostic.position)))
    }
}

/// What an operation (`resolve`, `normalize`) made of its inputs: a text, or the report of the input at fault.
#[derive(Debug)]
pub struct Outcome {
    /// The inputs, each under the JSON field that names it (`base` and `reference`, or `input`).
    pub inputs: Vec<(&'static str, Input)>,
    /// The JSON field of the result (`target`, `normalized`).
    pub field: &'static str,
    /// The result, or why there is none.
    pub result: Result<String, Fault>,
}

/// Why an operation has no result: an invalid report about one of its inputs.
#[derive(Debug)]
pub struct Fault {
    /// Which input it is, when the operation has more than one: `base` or `reference`.
    pub side: Option<&'static str>,
    /// The report of that input, whose result is the diagnostic.
    pub report: Box<Report>,
}

impl Fault {
    /// The fault of `input` (named `side`) that `diagnostic` describes.
    pub fn new(side: Option<&'static str>, input: Input, diagnostic: Diagnostic) -> Fault {
        let report =
            Report { input, rfc: diagnostic.rfc, rule: diagnostic.rule, result: Err(diagnostic), differential: None };
        Fault { side, report: Box::new(report) }
    }
}

/// [`examine`], and with the differential on, [`Report::with_differential`], from one parse where the grammar is
/// RFC 3986's `URI-reference` and only the verdict is needed (a `check`, by default): the tree that gives the
/// verdict also tells whether the two readings certainly agree, which would otherwise take a second parse.
pub fn examine_compared(dialect: Dialect, rule: Rule, need: Need, input: Input, differential: Differential) -> Report {
    let one_parse = dialect == Dialect::Rfc3986 && rule == dialect.reference() && need == Need::Verdict;
    let text = input.text().ok().filter(|_| one_parse && differential != Differential::Off);
    let Some(text) = text else {
        let report = examine(dialect, rule, need, input);
        return if differential == Differential::Off { report } else { report.with_differential() };
    };
    let (result, plain) = match urigram::rfc3986::parse_uri_reference(text) {
        Ok(reference) => {
            // The span `Dialect::check` gives, from the same parse (`rfc3986::parse_rule_with`).
            let parsed = Parsed { span: reference.span(), tree: None, json: None };
            (Ok(parsed), urigram::differential::plainly_agrees_reference(&reference))
        }
        Err(error) => (Err(Diagnostic::of(&urigram::dialect::Error::Rfc3986(error))), false),
    };
    let report = Report { input, rfc: dialect.rfc(), rule: rule.name(), result, differential: None };
    if plain { report } else { report.compared() }
}

/// Parses `input` as `rule` of `dialect`.
///
/// Bytes that are not UTF-8 are an error at the first of them, unless the text before them already fails the
/// grammar, in which case that failure is reported: the first error is the one a reader fixes first.
pub fn examine(dialect: Dialect, rule: Rule, need: Need, input: Input) -> Report {
    let result = match input.text() {
        Ok(text) => syntax::parse(dialect, rule, text, need),
        Err(error) => {
            let valid = error.valid_up_to();
            // `valid_up_to` is a character boundary, so the prefix is UTF-8.
            let prefix = std::str::from_utf8(&input.bytes[..valid]).unwrap_or_default();
            match syntax::verdict(dialect, rule, prefix) {
                Err(diagnostic) if diagnostic.span.start < valid => Err(diagnostic),
                _ => Err(Diagnostic::not_utf8(rule, &input.bytes, valid)),
            }
        }
    };
    Report { input, rfc: dialect.rfc(), rule: rule.name(), result, differential: None }
}

impl Format {
    /// What a parse must build for this format to print a report of `mode`.
    pub fn need(self, mode: Mode) -> Need {
        match (self, mode) {
            // `check` is a linter: its objects say the verdict and the error, and `parse` the components.
            (Format::Json, Mode::Check) => Need::Verdict,
            (Format::Json, _) => Need::Json,
            (Format::Human, Mode::Parse) => Need::Tree,
            _ => Need::Verdict,
        }
    }
}

/// Which command the reports are written for: it decides what the human format says about valid inputs and what
/// the JSON objects carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `parse`: every input shown, valid ones with their diagram and tree.
    Parse,
    /// `check`: errors only in the human format; JSON objects also say which file and line.
    Check,
    /// `explain`: the table in the human format, written by the command.
    Explain,
    /// `resolve` and `normalize`: [`Outcome`]s, whose results the human and short formats write one per line.
    Operation,
}

/// What the reports of a stretch of input came to in one format: the text to write, the SARIF results waiting for
/// their rule indices, and the counts. Stretches are rendered on any thread and written in input order.
#[derive(Debug, Default)]
pub struct Rendered {
    /// The text, in order.
    pub text: Vec<u8>,
    /// The SARIF results, in order.
    pub sarif: Vec<sarif::Pending>,
    /// How many inputs were checked.
    pub checked: usize,
    /// How many of them are invalid.
    pub invalid: usize,
    /// How many lines of a list were no URI to check (empty, or a comment).
    pub skipped: usize,
}

/// How reports are written: the format, the command, colour in the human format.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// The format.
    pub format: Format,
    /// The command.
    pub mode: Mode,
    /// Colour in the human format.
    pub color: bool,
    /// How the `short` format counts columns.
    pub columns: Columns,
    /// Whether `check` compares each URI's two readings (RFC 3986's and a browser's), and whether a difference
    /// is an error rather than a warning.
    pub differential: Differential,
}

/// What `check` makes of a URI that RFC 3986 and a browser's parser read with different hosts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Differential {
    /// Nothing: the readings are not compared.
    #[default]
    Off,
    /// A warning, `urigram/host-differential`, which leaves the exit status alone.
    Warn,
    /// An error (`--deny differential`): the URI counts as invalid.
    Deny,
}

impl Differential {
    /// The choices' words, as `urigram.toml` and the editor settings write them.
    pub const WORDS: &str = "\"warn\", \"deny\" or \"off\"";

    /// The choice a word names: `warn`, `deny` or `off`.
    pub fn from_word(word: &str) -> Option<Differential> {
        match word {
            "warn" => Some(Differential::Warn),
            "deny" => Some(Differential::Deny),
            "off" => Some(Differential::Off),
            _ => None,
        }
    }
}

impl Style {
    /// Renders one report, counted, into `rendered`.
    pub fn report(&self, report: &Report, rendered: &mut Rendered) {
        rendered.checked += 1;
        let denied = self.differential == Differential::Deny && report.differential.is_some();
        rendered.invalid += usize::from(!report.is_valid() || denied);
        self.write(report, rendered);
        if let Some(differential) = report.differential.as_deref().filter(|_| self.differential != Differential::Off) {
            self.write_differential(report, differential, rendered);
        }
    }

    /// Renders the differential of a report: a warning (an error when denied) in every format but JSON, whose
    /// object carries it.
    fn write_differential(
        &self,
        report: &Report,
        differential: &urigram::differential::Differential,
        rendered: &mut Rendered,
    ) {
        let is_error = self.differential == Differential::Deny;
        let (_, rfc) = crate::whatwg::differential_grammar(report.rfc);
        let warning = crate::whatwg::DifferentialWarning::of(&report.input, differential, rfc, is_error);
        let out = &mut rendered.text;
        match self.format {
            Format::Json => {}
            Format::Human => {
                out.extend_from_slice(human::render_differential(&report.input.source, &warning, self.color).as_bytes())
            }
            Format::Short => warning.short_line(&report.input.source.name, out),
            Format::Github => out.extend_from_slice(warning.github_line(&report.input.source).as_bytes()),
            Format::Sarif => rendered.sarif.push(sarif::differential_pending(&report.input, &warning)),
        }
    }

    /// Renders one report, uncounted.
    fn write(&self, report: &Report, rendered: &mut Rendered) {
        let out = &mut rendered.text;
        match self.format {
            Format::Human => match (&report.result, self.mode) {
                (Ok(parsed), Mode::Parse) => out.extend_from_slice(human::render_valid(report, parsed).as_bytes()),
                (Ok(_), _) => {}
                (Err(_), _) => out.extend_from_slice(human::render_invalid(report, self.color).as_bytes()),
            },
            Format::Short => short::line(report, self.columns, out),
            Format::Github => {
                if let Some(line) = github::line(report) {
                    out.extend_from_slice(line.as_bytes());
                    out.push(b'\n');
                }
            }
            Format::Json => {
                json::object(report, self.mode == Mode::Check, out);
                if self.differential != Differential::Off && self.mode == Mode::Check {
                    // The object's last "}" makes way for the differential, `null` where the readings agree.
                    out.pop();
                    out.extend_from_slice(b",\"differential\":");
                    let value = report
                        .differential
                        .as_deref()
                        .map_or(serde_json::Value::Null, crate::whatwg::differential_object);
                    // Writing to a vector cannot fail, and a JSON value always serializes.
                    let _ = serde_json::to_writer(&mut *out, &value);
                    out.push(b'}');
                }
                out.push(b'\n');
            }
            Format::Sarif => rendered.sarif.extend(sarif::pending(report)),
        }
    }
}

/// Writes reports in one format, in order; SARIF is written as it goes, its rules and invocation at
/// [`Output::finish`], as is the summary of the human format.
pub struct Output<W: Write> {
    style: Style,
    out: W,
    sarif: Option<sarif::Log>,
    checked: usize,
    invalid: usize,
    skipped: usize,
    /// How many files could not be read.
    unreadable: usize,
}

impl<W: Write> Output<W> {
    /// An output in `format` for `mode`, writing to `out`, with colours in the human format when `color`.
    pub fn new(format: Format, mode: Mode, out: W, color: bool) -> Self {
        Output {
            style: Style { format, mode, color, columns: Columns::default(), differential: Differential::Off },
            out,
            sarif: None,
            checked: 0,
            invalid: 0,
            skipped: 0,
            unreadable: 0,
        }
    }

    /// This output, counting columns as `columns` says (bytes by default).
    #[must_use]
    pub fn counting(mut self, columns: Columns) -> Self {
        self.style.columns = columns;
        self
    }

    /// From now on, compares as `differential` says (each file's configuration may choose).
    pub fn compare_as(&mut self, differential: Differential) {
        self.style.differential = differential;
    }

    /// How many of the reports written so far are invalid.
    pub fn invalid(&self) -> usize {
        self.invalid
    }

    /// How this output renders reports.
    pub fn style(&self) -> Style {
        self.style
    }

    /// The SARIF log, its header written when first needed.
    fn sarif(&mut self) -> io::Result<&mut sarif::Log> {
        if self.sarif.is_none() {
            self.out.write_all(sarif::Log::header().as_bytes())?;
        }
        Ok(self.sarif.get_or_insert_with(sarif::Log::default))
    }

    /// Writes what a stretch of input came to.
    pub fn rendered(&mut self, rendered: Rendered) -> io::Result<()> {
        self.rendered_text(rendered).map(drop)
    }

    /// [`Output::rendered`], giving back the text's buffer for reuse.
    pub fn rendered_text(&mut self, rendered: Rendered) -> io::Result<Vec<u8>> {
        self.checked += rendered.checked;
        self.invalid += rendered.invalid;
        self.skipped += rendered.skipped;
        self.out.write_all(&rendered.text)?;
        if self.style.format == Format::Sarif {
            for pending in rendered.sarif {
                let text = self.sarif()?.result(pending);
                self.out.write_all(text.as_bytes())?;
            }
        }
        Ok(rendered.text)
    }

    /// Writes one report.
    pub fn report(&mut self, report: &Report) -> io::Result<()> {
        let mut rendered = Rendered::default();
        self.style.report(report, &mut rendered);
        self.rendered(rendered)
    }

    /// Says that the file `name` could not be read: in SARIF, a notification of the invocation (the other formats
    /// leave it to the message on standard error).
    pub fn unreadable(&mut self, name: &str, error: &str) -> io::Result<()> {
        self.unreadable += 1;
        if self.style.format == Format::Sarif {
            self.sarif()?.unreadable(name, error);
        }
        Ok(())
    }

    /// The human format's last line for `check`: what was checked, and what was not (lines that are no URI, files
    /// that could not be read), so that it never claims a check that did not happen.
    fn summary(&self) -> String {
        let plural = |count: usize, one: &str, many: &str| format!("{count} {}", if count == 1 { one } else { many });
        let mut summary = if self.checked == 0 && self.unreadable > 0 {
            "nothing checked".to_owned()
        } else {
            format!("checked {}: {} invalid", plural(self.checked, "URI", "URIs"), self.invalid)
        };
        if self.skipped > 0 {
            let skipped = plural(self.skipped, "line", "lines");
            summary.push_str(&format!("; {skipped} skipped (empty, or a comment)"));
        }
        if self.unreadable > 0 {
            let files = plural(self.unreadable, "file", "files");
            summary.push_str(&format!("; {files} could not be read"));
        }
        summary
    }

    /// Writes one outcome of an operation: its result alone on a line in the human and short formats (nothing in
    /// the SARIF and GitHub formats, which carry diagnostics only), an object in JSON, and for a fault the
    /// diagnostic of the input at fault as each format writes a report's.
    pub fn outcome(&mut self, outcome: &Outcome) -> io::Result<()> {
        self.checked += 1;
        match (&outcome.result, self.style.format) {
            (_, Format::Json) => {
                self.invalid += usize::from(outcome.result.is_err());
                writeln!(self.out, "{}", json::outcome(outcome))
            }
            (Ok(text), Format::Human | Format::Short) => writeln!(self.out, "{text}"),
            (Ok(_), Format::Sarif | Format::Github) => Ok(()),
            (Err(fault), _) => {
                self.invalid += 1;
                let mut rendered = Rendered::default();
                self.style.write(&fault.report, &mut rendered);
                self.rendered(rendered)
            }
        }
    }

    /// Writes what comes after the last report, and returns the writer.
    pub fn finish(mut self) -> io::Result<W> {
        match (self.style.format, self.style.mode) {
            (Format::Sarif, _) => {
                let trailer = self.sarif()?.trailer();
                self.out.write_all(trailer.as_bytes())?;
            }
            (Format::Human, Mode::Check) => writeln!(self.out, "{}", self.summary())?,
            _ => {}
        }
        self.out.flush()?;
        Ok(self.out)
    }
}

/// The text of a source line for display, byte for byte, so that byte offsets into the line stay right: a tab
/// becomes a space (one column, as every format counts it, so that the renderer's `-->` column and carets agree
/// with them), and bytes that are not UTF-8 and other control characters become `?`, so that nothing from the
/// input drives the terminal.
pub fn printable(line: &[u8]) -> String {
    let mut out = String::with_capacity(line.len());
    for chunk in line.utf8_chunks() {
        for c in chunk.valid().chars() {
            if c == '\t' {
                out.push(' ');
            } else if c.is_control() {
                out.extend(std::iter::repeat_n('?', c.len_utf8()));
            } else {
                out.push(c);
            }
        }
        out.extend(std::iter::repeat_n('?', chunk.invalid().len()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::Source;

    /// What every format makes of one input, as text.
    fn render(format: Format, text: &str) -> String {
        let source = Source::new("f.txt", true, format!("# c\n{text}\n").into_bytes());
        let input = Input::slice(&source, urigram::Span::new(4, 4 + text.len()));
        let need = if format == Format::Json { Need::Json } else { Need::Tree };
        let report = examine(Dialect::Rfc3986, Dialect::Rfc3986.reference(), need, input);
        let mut output = Output::new(format, Mode::Check, Vec::new(), false);
        output.report(&report).unwrap();
        String::from_utf8(output.finish().unwrap()).unwrap()
    }

    /// A library error goes through every format with its span: its bytes, its line and its columns.
    #[test]
    fn library_errors_keep_their_span_in_every_format() {
        for text in ["http://a/%zz", "\u{e9}t\u{e9}:x", "http://a/\u{1F600}", "http://[::1", "a\tb c"] {
            let error = urigram::rfc3986::parse_uri_reference(text).unwrap_err();
            let at = urigram::Position::of(text.as_bytes(), error.span().start);
            let width = text[error.span().range()].chars().map(|c| if c == '\u{1F600}' { 2 } else { 1 }).sum::<usize>();
            let carets = "^".repeat(width.max(1));
            let human = render(Format::Human, text);
            assert!(human.contains(&format!(" --> f.txt:2:{}\n", at.column)), "{human}");
            assert!(human.contains(&format!("| {}{carets} ", " ".repeat(at.column - 1))), "{human}");
            let short = render(Format::Short, text);
            assert!(short.starts_with(&format!("f.txt:2:{}: error: {error} [", at.column_byte)), "{short}");
            let github = render(Format::Github, text);
            assert!(github.contains(&format!(",line=2,col={},", at.column)), "{github}");
            let json: serde_json::Value = serde_json::from_str(&render(Format::Json, text)).unwrap();
            assert_eq!(json["error"]["start"], error.span().start);
            assert_eq!(json["error"]["end"], error.span().end);
            assert_eq!(json["error"]["column_utf16"], at.column_utf16);
            let sarif: serde_json::Value = serde_json::from_str(&render(Format::Sarif, text)).unwrap();
            let region = &sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"];
            assert_eq!(region["byteOffset"], 4 + error.span().start);
            assert_eq!(region["byteLength"], error.span().len());
            assert_eq!(region["startColumn"], at.column);
        }
    }

    #[test]
    fn screen_columns_expand_tabs_and_count_wide_characters_twice() {
        let screen = |tab_width: usize, before: &str| {
            let at = urigram::Position::of(before.as_bytes(), before.len());
            Columns { kind: ColumnKind::Screen, tab_width }.column(before.as_bytes(), &at)
        };
        assert_eq!(screen(8, ""), 1);
        assert_eq!(screen(8, "a\t"), 9);
        assert_eq!(screen(8, "12345678\t"), 17);
        assert_eq!(screen(4, "a\tb\t"), 9);
        assert_eq!(screen(8, "\u{65e5}\u{672c}x"), 6, "CJK is two columns wide");
        assert_eq!(screen(8, "\u{1F600}"), 3);
        assert_eq!(screen(8, "e\u{301}"), 2, "a combining accent takes no column");
        let at = urigram::Position::of("\u{e9}\u{1F600}".as_bytes(), 6);
        let column = |kind| Columns { kind, tab_width: 8 }.column(&[], &at);
        assert_eq!([column(ColumnKind::Bytes), column(ColumnKind::Chars), column(ColumnKind::Utf16)], [7, 3, 4]);
    }

    #[test]
    fn printable_keeps_byte_offsets() {
        let line = b"a\tb\x1b[31m\xff\xc3\xa9";
        let shown = printable(line);
        assert_eq!(shown, "a b?[31m?\u{e9}");
        assert_eq!(shown.len(), line.len());
    }
}
