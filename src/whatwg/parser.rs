//! § 4.4 "URL parsing": the basic URL parser, a state machine of 21 states, each state one function named
//! after it with the standard's steps above it, driven by a loop over [`State`] (no recursion).

use alloc::vec::Vec;

use super::host::{host_parser, is_url_code_point};
use super::input::{Processed, Source, utf8_length};
use super::percent::{
    FRAGMENT_UNCHANGED, OPAQUE_PATH_UNCHANGED, PATH_SEGMENT_UNCHANGED, PercentEncodeSet, QUERY_UNCHANGED,
    SPECIAL_QUERY_UNCHANGED, utf8_percent_encode_into,
};
use super::plain_url::parse_plain;
use super::problem::{ErrorSink, Failure, Reported, ValidationError};
use super::record::{
    HostKind, Url, is_normalized_windows_drive_letter, is_special_scheme, is_windows_drive_letter,
    starts_with_a_windows_drive_letter,
};
use crate::Span;

/// The states of the basic URL parser, named as the standard names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// "scheme start state"
    SchemeStart,
    /// "scheme state"
    Scheme,
    /// "no scheme state"
    NoScheme,
    /// "special relative or authority state"
    SpecialRelativeOrAuthority,
    /// "path or authority state"
    PathOrAuthority,
    /// "relative state"
    Relative,
    /// "relative slash state"
    RelativeSlash,
    /// "special authority slashes state"
    SpecialAuthoritySlashes,
    /// "special authority ignore slashes state"
    SpecialAuthorityIgnoreSlashes,
    /// "authority state"
    Authority,
    /// "host state"
    Host,
    /// "hostname state"
    Hostname,
    /// "port state"
    Port,
    /// "file state"
    File,
    /// "file slash state"
    FileSlash,
    /// "file host state"
    FileHost,
    /// "path start state"
    PathStart,
    /// "path state"
    Path,
    /// "opaque path state"
    OpaquePath,
    /// "query state"
    Query,
    /// "fragment state"
    Fragment,
}

impl State {
    /// Every state, in the standard's order.
    pub const ALL: [State; 21] = [
        State::SchemeStart,
        State::Scheme,
        State::NoScheme,
        State::SpecialRelativeOrAuthority,
        State::PathOrAuthority,
        State::Relative,
        State::RelativeSlash,
        State::SpecialAuthoritySlashes,
        State::SpecialAuthorityIgnoreSlashes,
        State::Authority,
        State::Host,
        State::Hostname,
        State::Port,
        State::File,
        State::FileSlash,
        State::FileHost,
        State::PathStart,
        State::Path,
        State::OpaquePath,
        State::Query,
        State::Fragment,
    ];

    /// The state's name in the standard: `"special authority ignore slashes state"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            State::SchemeStart => "scheme start state",
            State::Scheme => "scheme state",
            State::NoScheme => "no scheme state",
            State::SpecialRelativeOrAuthority => "special relative or authority state",
            State::PathOrAuthority => "path or authority state",
            State::Relative => "relative state",
            State::RelativeSlash => "relative slash state",
            State::SpecialAuthoritySlashes => "special authority slashes state",
            State::SpecialAuthorityIgnoreSlashes => "special authority ignore slashes state",
            State::Authority => "authority state",
            State::Host => "host state",
            State::Hostname => "hostname state",
            State::Port => "port state",
            State::File => "file state",
            State::FileSlash => "file slash state",
            State::FileHost => "file host state",
            State::PathStart => "path start state",
            State::Path => "path state",
            State::OpaquePath => "opaque path state",
            State::Query => "query state",
            State::Fragment => "fragment state",
        }
    }
}

/// What a run of a state asks of the loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    /// Go on: increase the pointer (unless at EOF) and run the state.
    Continue,
    /// "return" (under a state override): stop, the URL is as modified so far.
    Return,
}

/// "return failure": with the validation error that caused it, or `None` for the failures that only a state
/// override reaches (the standard marks them "API validation error" in comments, without a type).
pub(crate) type Fail = Option<Reported>;

/// A run of a state.
type Step = Result<Flow, Fail>;

/// The basic URL parser's variables: "Let buffer be the empty string. Let atSignSeen, insideBrackets, and
/// passwordTokenSeen be false. Let pointer be a pointer for input." With what the spans need.
///
/// The pointer is a byte index into the processed input, always at the first byte of a code point; "increase
/// pointer by 1" and "decrease pointer by 1" step over one code point ([`Machine::advance`], [`Machine::back`]).
///
/// The buffer is not a string of its own. Every state that appends to it appends c, one code point after
/// another as the pointer moves, until the buffer is set to the empty string, so the buffer is the input from
/// `buffer_start` to the pointer: as read (the scheme states' "c, lowercased" is lowercased where the scheme is
/// set, and compared ignoring case), and in the path state percent-encoded. The path state writes that
/// encoding into url's path as it goes, from `segment_start`, where the segment will stay unless it is a
/// dot segment.
pub(crate) struct Machine<'a, 'b> {
    input: Source<'a>,
    base: Option<&'b Url>,
    pub url: Url,
    state: State,
    state_override: Option<State>,
    /// Where the buffer begins in the input; `None` while the buffer is the empty string.
    buffer_start: Option<usize>,
    /// Where the path state's buffer, written after a `/`, begins in url's serialization (at the `/`).
    segment_start: Option<usize>,
    at_sign_seen: bool,
    inside_brackets: bool,
    password_token_seen: bool,
    /// "If it is −1 it points nowhere."
    pointer: isize,
    pub errors: ErrorSink,
    authority_start: usize,
    password_start: Option<usize>,
    path_start: Option<usize>,
    query_start: usize,
    fragment_start: usize,
}

impl<'a, 'b> Machine<'a, 'b> {
    pub fn new(
        input: Source<'a>,
        base: Option<&'b Url>,
        url: Url,
        state_override: Option<State>,
        errors: ErrorSink,
    ) -> Self {
        Machine {
            input,
            base,
            url,
            state: state_override.unwrap_or(State::SchemeStart),
            state_override,
            buffer_start: None,
            segment_start: None,
            at_sign_seen: false,
            inside_brackets: false,
            password_token_seen: false,
            pointer: 0,
            errors,
            authority_start: 0,
            password_start: None,
            path_start: None,
            query_start: 0,
            fragment_start: 0,
        }
    }

    /// The pointer as an index (0 while it points nowhere, which no state reads).
    fn at(&self) -> usize {
        usize::try_from(self.pointer).unwrap_or(0)
    }

    /// "c": the code point the pointer points to, `None` for the EOF code point.
    fn c(&self) -> Option<char> {
        usize::try_from(self.pointer).ok().and_then(|i| self.input.get(i))
    }

    /// The `k`th code point of "remaining" (the code points after c).
    fn remaining(&self, k: usize) -> Option<char> {
        let at = self.at();
        let next = at + self.input.bytes().get(at).map_or(0, |&lead| utf8_length(lead));
        match self.input.bytes().get(next..next + k + 1) {
            // The common case: ASCII all the way to the one asked for.
            Some(run) if run.is_ascii() => run.last().map(|&byte| char::from(byte)),
            _ => self.input.text.get(next..).and_then(|rest| rest.chars().nth(k)),
        }
    }

    /// "Decrease pointer by 1": back to the code point before c (to −1, nowhere, from the first).
    fn back(&mut self) {
        let Ok(mut at) = usize::try_from(self.pointer) else { return };
        if at == 0 {
            self.pointer = -1;
            return;
        }
        at -= 1;
        while at > 0 && !self.input.text.is_char_boundary(at) {
            at -= 1;
        }
        self.pointer = isize::try_from(at).unwrap_or(0);
    }

    /// "Increase pointer by 1": to the code point after c (to the first from nowhere).
    fn advance(&mut self) {
        self.pointer = match usize::try_from(self.pointer) {
            Ok(at) => {
                let next = at + self.input.bytes().get(at).map_or(1, |&lead| utf8_length(lead));
                isize::try_from(next).unwrap_or(isize::MAX)
            }
            Err(_) => 0,
        };
    }

    /// Moves the pointer to the last byte of a run of ASCII bytes a state has handled in one go, ending at
    /// `end` (exclusive): the loop's increase then brings it to the code point after the run.
    fn skip_run_to(&mut self, end: usize) {
        if end > self.at() + 1 {
            self.pointer = isize::try_from(end - 1).unwrap_or(self.pointer);
        }
    }

    /// The end of the run of bytes after c that `continues` accepts: the code points a state would append to
    /// the buffer one run after the other, each changing nothing else. The bytes `continues` rejects are
    /// ASCII, so the run ends on a code point boundary.
    fn run_end(&self, continues: impl Fn(u8) -> bool) -> usize {
        let start = self.at() + 1;
        let rest = self.input.bytes().get(start..).unwrap_or(&[]);
        start + rest.iter().position(|&b| !continues(b)).unwrap_or(rest.len())
    }

    fn error(&mut self, error: ValidationError, span: Span) {
        self.errors.push(Reported { error, span });
    }

    /// The span of c.
    fn span_c(&self) -> Span {
        self.input.span(self.at())
    }

    /// The empty span just before c.
    fn before_c(&self) -> Span {
        Span::at(self.input.offset(self.at()))
    }

    /// The buffer (see [`Machine`]): the input from its start to the pointer, as read.
    fn buffer(&self) -> &'a str {
        match self.buffer_start {
            Some(start) => self.input.text.get(start..self.at()).unwrap_or(""),
            None => "",
        }
    }

    /// "Append c to buffer": the buffer grows with the pointer; this marks where it begins.
    fn push_buffer(&mut self) {
        if self.buffer_start.is_none() {
            self.buffer_start = Some(self.at());
        }
    }

    /// "Set buffer to the empty string."
    fn clear_buffer(&mut self) {
        self.buffer_start = None;
    }

    fn special(&self) -> bool {
        self.url.is_special()
    }

    fn fail(error: ValidationError, span: Span) -> Step {
        Err(Some(Reported { error, span }))
    }

    /// "Set url's query to the empty string and state to query state."
    fn start_query(&mut self) {
        self.url.set_query_empty();
        self.state = State::Query;
        self.query_start = self.at() + 1;
    }

    /// "Set url's fragment to the empty string and state to fragment state."
    fn start_fragment(&mut self) {
        self.url.set_fragment_empty();
        self.state = State::Fragment;
        self.fragment_start = self.at() + 1;
    }

    fn end_path(&mut self) {
        let start = self.path_start.unwrap_or(self.at());
        self.url.spans_mut().path = Some(self.input.range(start, self.at()));
    }

    /// Runs the host parser on the buffer `start..end` and sets url's host to its result.
    fn set_host_from_buffer(&mut self, start: usize, end: usize) -> Result<(), Fail> {
        let input = self.input.slice(start, end);
        let is_opaque = !self.special();
        let errors = &mut self.errors;
        self.url.set_host_with(|output| host_parser(input, is_opaque, errors, output)).map_err(Some)?;
        self.url.spans_mut().host = Some(self.input.range(start, end));
        Ok(())
    }

    /// Step 9: "Keep running the following state machine by switching on state. If after a run pointer
    /// points to the EOF code point, go to the next step. Otherwise, increase pointer by 1 and continue with
    /// the state machine."
    pub fn run(&mut self) -> Result<(), Fail> {
        let end = isize::try_from(self.input.len()).unwrap_or(isize::MAX);
        loop {
            let c = self.c();
            let flow = match self.state {
                State::SchemeStart => scheme_start_state(self, c),
                State::Scheme => scheme_state(self, c),
                State::NoScheme => no_scheme_state(self, c),
                State::SpecialRelativeOrAuthority => special_relative_or_authority_state(self, c),
                State::PathOrAuthority => path_or_authority_state(self, c),
                State::Relative => relative_state(self, c),
                State::RelativeSlash => relative_slash_state(self, c),
                State::SpecialAuthoritySlashes => special_authority_slashes_state(self, c),
                State::SpecialAuthorityIgnoreSlashes => special_authority_ignore_slashes_state(self, c),
                State::Authority => authority_state(self, c),
                State::Host | State::Hostname => host_state(self, c),
                State::Port => port_state(self, c),
                State::File => file_state(self, c),
                State::FileSlash => file_slash_state(self, c),
                State::FileHost => file_host_state(self, c),
                State::PathStart => path_start_state(self, c),
                State::Path => path_state(self, c),
                State::OpaquePath => opaque_path_state(self, c),
                State::Query => query_state(self, c),
                State::Fragment => fragment_state(self, c),
            }?;
            if flow == Flow::Return || self.pointer >= end {
                return Ok(());
            }
            self.advance();
        }
    }
}

/// The outcome of a parse that did not fail: the URL record and the validation errors, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The URL record.
    pub url: Url,
    /// Every validation error, with the span of the input that caused it, in input order.
    pub errors: Vec<Reported>,
}

impl Parsed {
    /// Whether the input was a valid URL string for the parser: no validation error.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.errors.is_empty()
    }
}

/// § 4.4 "The basic URL parser takes a scalar value string input, with an optional null or base URL base
/// (default null), an optional encoding encoding (default UTF-8), an optional URL url, and an optional state
/// override state override, and then runs these steps: 1. If url is not given: 1. Set url to a new URL. 2. If
/// input contains any leading or trailing C0 control or space, invalid-URL-unit validation error. 3. Remove
/// any leading and trailing C0 control or space from input. 2. If input contains any ASCII tab or newline,
/// invalid-URL-unit validation error. 3. Remove all ASCII tab or newline from input. 4. Let state be state
/// override if given, or scheme start state otherwise. 5. Set encoding to the result of getting an output
/// encoding from encoding. 6. Let buffer be the empty string. 7. Let atSignSeen, insideBrackets, and
/// passwordTokenSeen be false. 8. Let pointer be a pointer for input. 9. Keep running the following state
/// machine by switching on state. \[...\] 10. Return url."
///
/// Without `url` and state override, with UTF-8 (the only encoding here: a legacy encoding of HTML only
/// changes how a special URL's query is encoded). Every span is of `input` as given.
///
/// ```
/// use urigram::whatwg::{parse, ValidationError};
/// let parsed = parse("https:\\\\evil.com\\@good.com/", None)?;
/// assert_eq!(parsed.url.href(), "https://evil.com/@good.com/");
/// let names: Vec<_> = parsed.errors.iter().map(|e| (e.error.name(), e.span.range())).collect();
/// // The "//" is missing after "https:", and each of the two "\\" in its place is reported as such; the
/// // third "\\" is a path's.
/// assert_eq!(names, [
///     ("special-scheme-missing-following-solidus", 6..6),
///     ("special-scheme-missing-following-solidus", 6..7),
///     ("special-scheme-missing-following-solidus", 7..8),
///     ("invalid-reverse-solidus", 16..17),
/// ]);
/// let failure = parse("https://exa[mple.org", None).unwrap_err();
/// assert_eq!(failure.error, ValidationError::DomainToAscii);
/// # Ok::<(), urigram::whatwg::Failure>(())
/// ```
///
/// # Errors
///
/// [`Failure`] when the parser returns failure, with the validation error that caused it.
pub fn parse(input: &str, base: Option<&Url>) -> Result<Parsed, Failure> {
    basic_url_parse(input, base, Wanted::RecordAndErrors).map(|(url, errors)| Parsed { url, errors })
}

/// What a caller of the basic URL parser wants back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Wanted {
    /// The record and every validation error.
    RecordAndErrors,
    /// The record alone: no validation error is collected (a failure has the one that failed the parse).
    Record,
    /// Whether it fails alone: nothing is written (see [`Url::for_verdict`]).
    Verdict,
}

/// The basic URL parser without `url` and state override: the record and the validation errors that did not
/// fail it, in input order, as much of them as `wanted` says.
pub(crate) fn basic_url_parse(
    input: &str,
    base: Option<&Url>,
    wanted: Wanted,
) -> Result<(Url, Vec<Reported>), Failure> {
    if let Some(url) = parse_plain(input, wanted) {
        return Ok((url, Vec::new()));
    }
    basic_url_parse_by_states(input, base, wanted)
}

/// [`basic_url_parse`] through the states alone, code point by code point, without the fast path of
/// `whatwg/plain_url.rs` (which its tests hold equal to this).
pub(crate) fn basic_url_parse_by_states(
    input: &str,
    base: Option<&Url>,
    wanted: Wanted,
) -> Result<(Url, Vec<Reported>), Failure> {
    let mut errors = ErrorSink::new(wanted == Wanted::RecordAndErrors);
    let processed = Processed::new(input, true, &mut errors);
    let source = processed.source();
    let url = match wanted {
        Wanted::Verdict => Url::for_verdict(),
        // Room for the input and the few bytes the serialization may add (a `/` for an empty path, a
        // percent-encoded byte or two), so that most parses allocate once.
        Wanted::RecordAndErrors | Wanted::Record => Url::with_capacity(source.len() + 16),
    };
    let mut machine = Machine::new(source, base, url, None, errors);
    let result = machine.run();
    let mut errors = machine.errors.list;
    errors.sort_by_key(|reported| reported.span.start);
    match result {
        Ok(()) => {
            let mut url = machine.url;
            url.finish();
            Ok((url, errors))
        }
        Err(Some(failure)) => Err(Failure { error: failure.error, span: failure.span, errors }),
        // Without a state override every failure has its validation error; this arm is not reached.
        Err(None) => Err(Failure {
            error: ValidationError::MissingSchemeNonRelativeUrl,
            span: source.range(0, source.len()),
            errors,
        }),
    }
}

/// The basic URL parser with `url` and `state override` given, as the URL API's setters run it: no stripping
/// of leading and trailing C0 control or space (step 1 is for a new URL only), tabs and newlines removed.
/// Leaves the URL as the parser left it, whether it returned, returned failure or ran to the end: "If they
/// are passed, the algorithm modifies the passed url and can terminate without returning anything."
pub(crate) fn basic_url_parse_with_override(input: &str, url: &mut Url, state_override: State) {
    let mut errors = ErrorSink::new(false);
    let processed = Processed::new(input, false, &mut errors);
    let taken = core::mem::replace(url, Url::with_capacity(0));
    let mut machine = Machine::new(processed.source(), None, taken, Some(state_override), errors);
    let _ = machine.run();
    *url = machine.url;
    url.finish();
}

/// Whether `buffer` is "a single-dot URL path segment": ""." or an ASCII case-insensitive match for "%2e"."
pub(crate) fn is_single_dot(buffer: &str) -> bool {
    buffer == "." || buffer.eq_ignore_ascii_case("%2e")
}

/// Whether `buffer` is "a double-dot URL path segment": ""..", or an ASCII case-insensitive match for ".%2e",
/// "%2e.", or "%2e%2e"."
pub(crate) fn is_double_dot(buffer: &str) -> bool {
    matches!(buffer, "..")
        || buffer.eq_ignore_ascii_case(".%2e")
        || buffer.eq_ignore_ascii_case("%2e.")
        || buffer.eq_ignore_ascii_case("%2e%2e")
}

/// The two URL-unit checks of the path, opaque path, query and fragment states (and of the opaque-host
/// parser): "If c is not a URL code point and not U+0025 (%), invalid-URL-unit validation error. If c is
/// U+0025 (%) and remaining does not start with two ASCII hex digits, invalid-URL-unit validation error."
fn check_url_unit(m: &mut Machine<'_, '_>, c: char) {
    if !is_url_code_point(c) && c != '%' {
        m.error(ValidationError::InvalidUrlUnit, m.span_c());
    }
    if c == '%' && !m.input.hex_pair_follows(m.at()) {
        m.error(ValidationError::InvalidUrlUnit, m.span_c());
    }
}

/// Scheme start state: "1. If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme
/// state. 2. Otherwise, if state override is not given, set state to no scheme state and decrease pointer by
/// 1. 3. Otherwise, return failure."
pub(crate) fn scheme_start_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    match c {
        Some(c) if c.is_ascii_alphabetic() => {
            m.push_buffer();
            m.state = State::Scheme;
        }
        _ if m.state_override.is_none() => {
            m.state = State::NoScheme;
            m.back();
        }
        _ => return Err(None),
    }
    Ok(Flow::Continue)
}

/// Scheme state: "1. If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.), append c,
/// lowercased, to buffer. 2. Otherwise, if c is U+003A (:), then: 1. If state override is given, then: 1. If
/// url's scheme is a special scheme and buffer is not a special scheme, then return. 2. If url's scheme is not
/// a special scheme and buffer is a special scheme, then return. 3. If url includes credentials or has a
/// non-null port, and buffer is "file", then return. 4. If url's scheme is "file" and its host is an empty
/// host, then return. 2. Set url's scheme to buffer. 3. If state override is given, then: 1. If url's port is
/// url's scheme's default port, then set url's port to null. 2. Return. 4. Set buffer to the empty string.
/// 5. If url's scheme is "file", then: 1. If remaining does not start with "//",
/// special-scheme-missing-following-solidus validation error. 2. Set state to file state. 6. Otherwise, if url
/// is special, base is non-null, and base's scheme is url's scheme: 1. Assert: base is special (and therefore
/// does not have an opaque path). 2. Set state to special relative or authority state. 7. Otherwise, if url
/// is special, set state to special authority slashes state. 8. Otherwise, if remaining starts with an
/// U+002F (/), set state to path or authority state and increase pointer by 1. 9. Otherwise, set url's path
/// to the empty string and set state to opaque path state. 3. Otherwise, if state override is not given, set
/// buffer to the empty string, state to no scheme state, and start over (from the first code point in input).
/// 4. Otherwise, return failure."
pub(crate) fn scheme_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    match c {
        // The buffer grows with the pointer (see `Machine`), here over the whole run of such code points.
        Some(c) if c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.') => {
            let end = m.run_end(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'));
            m.skip_run_to(end);
        }
        Some(':') => {
            let buffer = m.buffer();
            if m.state_override.is_some() {
                let url_special = m.url.is_special();
                let buffer_special = is_special_scheme(&buffer.to_ascii_lowercase());
                if url_special != buffer_special
                    || ((m.url.includes_credentials() || m.url.port().is_some()) && buffer.eq_ignore_ascii_case("file"))
                    || (m.url.is_file() && m.url.host_kind() == Some(HostKind::Empty))
                {
                    return Ok(Flow::Return);
                }
            }
            m.url.set_scheme(buffer);
            if m.state_override.is_some() {
                if m.url.port().is_some() && m.url.port() == m.url.default_port() {
                    m.url.set_port_number(None);
                }
                return Ok(Flow::Return);
            }
            m.url.spans_mut().scheme = Some(m.input.range(0, m.at()));
            m.clear_buffer();
            if m.url.is_file() {
                if !(m.remaining(0) == Some('/') && m.remaining(1) == Some('/')) {
                    let span = Span::at(m.input.offset(m.at() + 1));
                    m.error(ValidationError::SpecialSchemeMissingFollowingSolidus, span);
                }
                m.state = State::File;
            } else if m.base.is_some_and(|base| m.url.has_special_scheme_of(base)) {
                m.state = State::SpecialRelativeOrAuthority;
            } else if m.special() {
                m.state = State::SpecialAuthoritySlashes;
            } else if m.remaining(0) == Some('/') {
                m.state = State::PathOrAuthority;
                m.pointer += 1;
            } else {
                m.url.set_opaque_path();
                m.state = State::OpaquePath;
                m.path_start = Some(m.at() + 1);
            }
        }
        _ if m.state_override.is_none() => {
            m.clear_buffer();
            m.state = State::NoScheme;
            m.pointer = -1;
        }
        _ => return Err(None),
    }
    Ok(Flow::Continue)
}

/// No scheme state: "1. If base is null, or base has an opaque path and c is not U+0023 (#),
/// missing-scheme-non-relative-URL validation error, return failure. 2. Otherwise, if base has an opaque path
/// and c is U+0023 (#), set url's scheme to base's scheme, url's path to base's path, url's query to base's
/// query, url's fragment to the empty string, and set state to fragment state. 3. Otherwise, if base's scheme
/// is not "file", set state to relative state and decrease pointer by 1. 4. Otherwise, set state to file
/// state and decrease pointer by 1."
pub(crate) fn no_scheme_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    let whole = m.input.range(0, m.input.len());
    let Some(base) = m.base else {
        return Machine::fail(ValidationError::MissingSchemeNonRelativeUrl, whole);
    };
    let opaque = base.has_opaque_path();
    if opaque && c != Some('#') {
        return Machine::fail(ValidationError::MissingSchemeNonRelativeUrl, whole);
    }
    if opaque {
        // The scheme, path and query of base: all of it but the fragment (its host is null).
        m.url.set_scheme(base.scheme());
        m.url.set_all_but_fragment_from(base);
        m.start_fragment();
    } else if base.scheme() != "file" {
        m.state = State::Relative;
        m.back();
    } else {
        m.state = State::File;
        m.back();
    }
    Ok(Flow::Continue)
}

/// Special relative or authority state: "1. If c is U+002F (/) and remaining starts with U+002F (/), then set
/// state to special authority ignore slashes state and increase pointer by 1. 2. Otherwise,
/// special-scheme-missing-following-solidus validation error, set state to relative state and decrease
/// pointer by 1."
pub(crate) fn special_relative_or_authority_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if c == Some('/') && m.remaining(0) == Some('/') {
        m.state = State::SpecialAuthorityIgnoreSlashes;
        m.pointer += 1;
    } else {
        m.error(ValidationError::SpecialSchemeMissingFollowingSolidus, m.before_c());
        m.state = State::Relative;
        m.back();
    }
    Ok(Flow::Continue)
}

/// Path or authority state: "1. If c is U+002F (/), then set state to authority state. 2. Otherwise, set state
/// to path state, and decrease pointer by 1."
pub(crate) fn path_or_authority_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if c == Some('/') {
        m.state = State::Authority;
        m.authority_start = m.at() + 1;
    } else {
        m.state = State::Path;
        m.back();
    }
    Ok(Flow::Continue)
}

/// Relative state: "1. Assert: base's scheme is not "file". 2. Set url's scheme to base's scheme. 3. If c is
/// U+002F (/), then set state to relative slash state. 4. Otherwise, if url is special and c is U+005C (\\),
/// invalid-reverse-solidus validation error, set state to relative slash state. 5. Otherwise: 1. Set url's
/// username to base's username, url's password to base's password, url's host to base's host, url's port to
/// base's port, url's path to a clone of base's path, and url's query to base's query. 2. If c is U+003F (?),
/// then set url's query to the empty string, and state to query state. 3. Otherwise, if c is U+0023 (#), set
/// url's fragment to the empty string and state to fragment state. 4. Otherwise, if c is not the EOF code
/// point: 1. Set url's query to null. 2. Shorten url's path. 3. Set state to path state and decrease pointer
/// by 1."
pub(crate) fn relative_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    let Some(base) = m.base else { return Err(None) };
    m.url.set_scheme(base.scheme());
    if c == Some('/') {
        m.state = State::RelativeSlash;
    } else if m.special() && c == Some('\\') {
        m.error(ValidationError::InvalidReverseSolidus, m.span_c());
        m.state = State::RelativeSlash;
    } else {
        m.url.set_all_but_fragment_from(base);
        match c {
            Some('?') => m.start_query(),
            Some('#') => m.start_fragment(),
            Some(_) => {
                m.url.set_query_null();
                m.url.shorten();
                m.state = State::Path;
                m.back();
            }
            None => {}
        }
    }
    Ok(Flow::Continue)
}

/// Relative slash state: "1. If url is special and c is U+002F (/) or U+005C (\\), then: 1. If c is
/// U+005C (\\), invalid-reverse-solidus validation error. 2. Set state to special authority ignore slashes
/// state. 2. Otherwise, if c is U+002F (/), then set state to authority state. 3. Otherwise, set url's
/// username to base's username, url's password to base's password, url's host to base's host, url's port to
/// base's port, state to path state, and then, decrease pointer by 1."
pub(crate) fn relative_slash_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if m.special() && matches!(c, Some('/' | '\\')) {
        if c == Some('\\') {
            m.error(ValidationError::InvalidReverseSolidus, m.span_c());
        }
        m.state = State::SpecialAuthorityIgnoreSlashes;
    } else if c == Some('/') {
        m.state = State::Authority;
        m.authority_start = m.at() + 1;
    } else {
        let Some(base) = m.base else { return Err(None) };
        m.url.set_authority_from(base);
        m.state = State::Path;
        m.back();
    }
    Ok(Flow::Continue)
}

/// Special authority slashes state: "1. If c is U+002F (/) and remaining starts with U+002F (/), then set
/// state to special authority ignore slashes state and increase pointer by 1. 2. Otherwise,
/// special-scheme-missing-following-solidus validation error, set state to special authority ignore slashes
/// state and decrease pointer by 1."
pub(crate) fn special_authority_slashes_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if c == Some('/') && m.remaining(0) == Some('/') {
        m.pointer += 1;
    } else {
        m.error(ValidationError::SpecialSchemeMissingFollowingSolidus, m.before_c());
        m.back();
    }
    m.state = State::SpecialAuthorityIgnoreSlashes;
    Ok(Flow::Continue)
}

/// Special authority ignore slashes state: "1. If c is neither U+002F (/) nor U+005C (\\), then set state to
/// authority state and decrease pointer by 1. 2. Otherwise, special-scheme-missing-following-solidus
/// validation error."
pub(crate) fn special_authority_ignore_slashes_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if matches!(c, Some('/' | '\\')) {
        m.error(ValidationError::SpecialSchemeMissingFollowingSolidus, m.span_c());
    } else {
        m.state = State::Authority;
        m.authority_start = m.at();
        m.back();
    }
    Ok(Flow::Continue)
}

/// Authority state: "1. If c is U+0040 (@), then: 1. Invalid-credentials validation error. 2. If atSignSeen
/// is true, then prepend "%40" to buffer. 3. Set atSignSeen to true. 4. For each codePoint in buffer: 1. If
/// codePoint is U+003A (:) and passwordTokenSeen is false, then set passwordTokenSeen to true and continue.
/// 2. Let encodedCodePoints be the result of running UTF-8 percent-encode codePoint using the userinfo
/// percent-encode set. 3. If passwordTokenSeen is true, then append encodedCodePoints to url's password. 4.
/// Otherwise, append encodedCodePoints to url's username. 5. Set buffer to the empty string. 2. Otherwise, if
/// one of the following is true: c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#); url is
/// special and c is U+005C (\\) then: 1. If atSignSeen is true and buffer is the empty string, host-missing
/// validation error, return failure. 2. Decrease pointer by buffer's code point length + 1, set buffer to the
/// empty string, and set state to host state. 3. Otherwise, append c to buffer."
pub(crate) fn authority_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    match c {
        Some('@') => {
            m.error(ValidationError::InvalidCredentials, m.input.range(m.authority_start, m.at() + 1));
            if m.at_sign_seen {
                if m.password_token_seen {
                    m.url.append_to_password("%40");
                } else {
                    m.url.append_to_username("%40");
                }
            }
            m.at_sign_seen = true;
            let start = m.buffer_start.unwrap_or(m.at());
            let mut encoded = [0u8; 12];
            for (i, code_point) in m.buffer().char_indices() {
                if code_point == ':' && !m.password_token_seen {
                    m.password_token_seen = true;
                    m.password_start = Some(start + i + 1);
                    continue;
                }
                let text = utf8_percent_encode_into(code_point, PercentEncodeSet::Userinfo, &mut encoded);
                if m.password_token_seen {
                    m.url.append_to_password(text);
                } else {
                    m.url.append_to_username(text);
                }
            }
            // Without a username and password the URL still gets the `//` of its host, which comes next.
            m.url.append_to_username("");
            m.clear_buffer();
            let at = m.at();
            match m.password_start {
                Some(password_start) => {
                    m.url.spans_mut().username = Some(m.input.range(m.authority_start, password_start - 1));
                    m.url.spans_mut().password = Some(m.input.range(password_start, at));
                }
                None => m.url.spans_mut().username = Some(m.input.range(m.authority_start, at)),
            }
        }
        None | Some('/' | '?' | '#') => return authority_end(m),
        Some('\\') if m.special() => return authority_end(m),
        Some(_) => {
            // c and the code points after it up to the next that this state does more with.
            m.push_buffer();
            let end = m.run_end(|b| !matches!(b, b'@' | b'/' | b'?' | b'#' | b'\\'));
            m.skip_run_to(end);
        }
    }
    Ok(Flow::Continue)
}

/// The second branch of the authority state.
fn authority_end(m: &mut Machine<'_, '_>) -> Step {
    if m.at_sign_seen && m.buffer().is_empty() {
        return Machine::fail(ValidationError::HostMissing, m.before_c());
    }
    // The buffer is the input from its start to the pointer (see `Machine`): "decrease pointer by buffer's
    // code point length + 1" goes back to its start, then one code point more.
    m.pointer -= isize::try_from(m.buffer().len()).unwrap_or(0);
    m.back();
    m.clear_buffer();
    m.state = State::Host;
    Ok(Flow::Continue)
}

/// Host state and hostname state: "1. If state override is given and url's scheme is "file", then decrease
/// pointer by 1 and set state to file host state. 2. Otherwise, if c is U+003A (:) and insideBrackets is
/// false: 1. If buffer is the empty string, host-missing validation error, return failure. 2. If state
/// override is given and state override is hostname state, then return failure. 3. Let host be the result of
/// host parsing buffer with url is not special. 4. If host is failure, then return failure. 5. Set url's host
/// to host, buffer to the empty string, and state to port state. 3. Otherwise, if one of the following is
/// true: c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#); url is special and c is U+005C (\\)
/// then decrease pointer by 1, and: 1. If url is special and buffer is the empty string, host-missing
/// validation error, return failure. 2. Otherwise, if state override is given, buffer is the empty string,
/// and either url includes credentials or url's port is non-null, then return failure. 3. Let host be the
/// result of host parsing buffer with url is not special. 4. If host is failure, then return failure. 5. Set
/// url's host to host, buffer to the empty string, and state to path start state. 6. If state override is
/// given, then return. 4. Otherwise: 1. If c is U+005B (\[), then set insideBrackets to true. 2. If c is
/// U+005D (\]), then set insideBrackets to false. 3. Append c to buffer."
pub(crate) fn host_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if m.state_override.is_some() && m.url.is_file() {
        m.back();
        m.state = State::FileHost;
        return Ok(Flow::Continue);
    }
    let end = m.at();
    let start = m.buffer_start.unwrap_or(end);
    if c == Some(':') && !m.inside_brackets {
        if m.buffer().is_empty() {
            return Machine::fail(ValidationError::HostMissing, m.before_c());
        }
        if m.state_override == Some(State::Hostname) {
            return Err(None);
        }
        m.set_host_from_buffer(start, end)?;
        m.clear_buffer();
        m.state = State::Port;
    } else if matches!(c, None | Some('/' | '?' | '#')) || (m.special() && c == Some('\\')) {
        m.back();
        if m.special() && m.buffer_start.is_none() {
            return Machine::fail(ValidationError::HostMissing, Span::at(m.input.offset(end)));
        }
        if m.state_override.is_some()
            && m.buffer_start.is_none()
            && (m.url.includes_credentials() || m.url.port().is_some())
        {
            return Err(None);
        }
        m.set_host_from_buffer(start, end)?;
        m.clear_buffer();
        m.state = State::PathStart;
        if m.state_override.is_some() {
            return Ok(Flow::Return);
        }
    } else if let Some(c) = c {
        if c == '[' {
            m.inside_brackets = true;
        }
        if c == ']' {
            m.inside_brackets = false;
        }
        m.push_buffer();
        // c and the code points after it up to the next that this state does more with.
        let end = m.run_end(|b| !matches!(b, b':' | b'/' | b'?' | b'#' | b'\\' | b'[' | b']'));
        m.skip_run_to(end);
    }
    Ok(Flow::Continue)
}

/// Port state: "1. If c is an ASCII digit, append c to buffer. 2. Otherwise, if one of the following is true:
/// c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#); url is special and c is U+005C (\\); or
/// state override is given, then: 1. If buffer is not the empty string: 1. Let port be the mathematical
/// integer value that is represented by buffer in radix-10 using ASCII digits for digits with values 0
/// through 9. 2. If port is not a 16-bit unsigned integer, port-out-of-range validation error, return
/// failure. 3. Set url's port to null, if port is url's scheme's default port; otherwise to port. 4. Set
/// buffer to the empty string. 5. If state override is given, then return. 2. If state override is given, then
/// return failure. 3. Set state to path start state and decrease pointer by 1. 3. Otherwise, port-invalid
/// validation error, return failure."
pub(crate) fn port_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    match c {
        Some(c) if c.is_ascii_digit() => {
            m.push_buffer();
            let end = m.run_end(|b| b.is_ascii_digit());
            m.skip_run_to(end);
        }
        _ if matches!(c, None | Some('/' | '?' | '#'))
            || (m.special() && c == Some('\\'))
            || m.state_override.is_some() =>
        {
            let buffer = m.buffer();
            if !buffer.is_empty() {
                let span = m.input.range(m.buffer_start.unwrap_or(m.at()), m.at());
                let port = buffer
                    .bytes()
                    .fold(0u32, |port, digit| port.saturating_mul(10).saturating_add(u32::from(digit - b'0')));
                let Ok(port) = u16::try_from(port) else {
                    return Machine::fail(ValidationError::PortOutOfRange, span);
                };
                let port = if m.url.default_port() == Some(port) { None } else { Some(port) };
                m.url.set_port_number(port);
                m.url.spans_mut().port = Some(span);
                m.clear_buffer();
                if m.state_override.is_some() {
                    return Ok(Flow::Return);
                }
            }
            if m.state_override.is_some() {
                return Err(None);
            }
            m.state = State::PathStart;
            m.back();
        }
        _ => return Machine::fail(ValidationError::PortInvalid, m.span_c()),
    }
    Ok(Flow::Continue)
}

/// File state: "1. Set url's scheme to "file". 2. Set url's host to the empty string. 3. If c is U+002F (/) or
/// U+005C (\\), then: 1. If c is U+005C (\\), invalid-reverse-solidus validation error. 2. Set state to file
/// slash state. 4. Otherwise, if base is non-null and base's scheme is "file": 1. Set url's host to base's
/// host, url's path to a clone of base's path, and url's query to base's query. 2. If c is U+003F (?), then
/// set url's query to the empty string and state to query state. 3. Otherwise, if c is U+0023 (#), set url's
/// fragment to the empty string and state to fragment state. 4. Otherwise, if c is not the EOF code point: 1.
/// Set url's query to null. 2. If the code point substring from pointer to the end of input does not start
/// with a Windows drive letter, then shorten url's path. 3. Otherwise: 1. File-invalid-Windows-drive-letter
/// validation error. 2. Set url's path to « ». 4. Set state to path state and decrease pointer by 1. 5.
/// Otherwise, set state to path state, and decrease pointer by 1."
pub(crate) fn file_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    m.url.set_scheme("file");
    m.url.replace_host(HostKind::Empty, "");
    if matches!(c, Some('/' | '\\')) {
        if c == Some('\\') {
            m.error(ValidationError::InvalidReverseSolidus, m.span_c());
        }
        m.state = State::FileSlash;
    } else if let Some(base) = m.base.filter(|base| base.scheme() == "file") {
        // Base's host, path and query; a file URL has no username, password or port to take with them.
        m.url.set_all_but_fragment_from(base);
        match c {
            Some('?') => m.start_query(),
            Some('#') => m.start_fragment(),
            Some(_) => {
                m.url.set_query_null();
                let rest = m.input.text.get(m.at()..).unwrap_or("");
                if starts_with_a_windows_drive_letter(rest) {
                    m.error(ValidationError::FileInvalidWindowsDriveLetter, m.input.range(m.at(), m.at() + 2));
                    m.url.empty_path();
                } else {
                    m.url.shorten();
                }
                m.state = State::Path;
                m.back();
            }
            None => {}
        }
    } else {
        m.state = State::Path;
        m.back();
    }
    Ok(Flow::Continue)
}

/// File slash state: "1. If c is U+002F (/) or U+005C (\\), then: 1. If c is U+005C (\\),
/// invalid-reverse-solidus validation error. 2. Set state to file host state. 2. Otherwise: 1. If base is
/// non-null and base's scheme is "file", then: 1. Set url's host to base's host. 2. If the code point
/// substring from pointer to the end of input does not start with a Windows drive letter and base's path\[0\]
/// is a normalized Windows drive letter, then append base's path\[0\] to url's path. 2. Set state to path
/// state, and decrease pointer by 1."
pub(crate) fn file_slash_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if matches!(c, Some('/' | '\\')) {
        if c == Some('\\') {
            m.error(ValidationError::InvalidReverseSolidus, m.span_c());
        }
        m.state = State::FileHost;
    } else {
        if let Some(base) = m.base.filter(|base| base.scheme() == "file") {
            m.url.replace_host(base.host_kind().unwrap_or(HostKind::Empty), base.hostname());
            let rest = m.input.text.get(m.at()..).unwrap_or("");
            let first = base.first_segment().filter(|first| is_normalized_windows_drive_letter(first));
            if let Some(first) = first.filter(|_| !starts_with_a_windows_drive_letter(rest)) {
                m.url.append_to_path("/");
                m.url.append_to_path(first);
            }
        }
        m.state = State::Path;
        m.back();
    }
    Ok(Flow::Continue)
}

/// File host state: "1. If c is the EOF code point, U+002F (/), U+005C (\\), U+003F (?), or U+0023 (#), then
/// decrease pointer by 1 and then: 1. If state override is not given and buffer is a Windows drive letter,
/// file-invalid-Windows-drive-letter-host validation error, set state to path state. 2. Otherwise, if buffer
/// is the empty string, then: 1. Set url's host to the empty string. 2. If state override is given, then
/// return. 3. Set state to path start state. 3. Otherwise, run these steps: 1. Let host be the result of host
/// parsing buffer with url is not special. 2. If host is failure, then return failure. 3. If host is
/// "localhost", then set host to the empty string. 4. Set url's host to host. 5. If state override is given,
/// then return. 6. Set buffer to the empty string and state to path start state. 2. Otherwise, append c to
/// buffer."
pub(crate) fn file_host_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    match c {
        None | Some('/' | '\\' | '?' | '#') => {
            let end = m.at();
            let start = m.buffer_start.unwrap_or(end);
            m.back();
            if m.state_override.is_none() && is_windows_drive_letter(m.input.text.get(start..end).unwrap_or("")) {
                // The buffer stays: the path state appends it to url's path as its first segment.
                m.error(ValidationError::FileInvalidWindowsDriveLetterHost, m.input.range(start, end));
                m.path_start = Some(start);
                m.state = State::Path;
            } else if start == end {
                m.url.replace_host(HostKind::Empty, "");
                if m.state_override.is_some() {
                    return Ok(Flow::Return);
                }
                m.state = State::PathStart;
            } else {
                m.set_host_from_buffer(start, end)?;
                if m.url.host_kind() == Some(HostKind::Domain) && m.url.hostname() == "localhost" {
                    m.url.replace_host(HostKind::Empty, "");
                }
                if m.state_override.is_some() {
                    return Ok(Flow::Return);
                }
                m.clear_buffer();
                m.state = State::PathStart;
            }
        }
        Some(_) => m.push_buffer(),
    }
    Ok(Flow::Continue)
}

/// Path start state:
///
/// "1. If url is special, then: 1. If c is U+005C (\\), invalid-reverse-solidus validation error. 2. Set
/// state to path state. 3. If c is neither U+002F (/) nor U+005C (\\), then decrease pointer by 1.
/// 2. Otherwise, if state override is not given and c is U+003F (?), set url's query to the empty string and
/// state to query state. 3. Otherwise, if state override is not given and c is U+0023 (#), set url's fragment
/// to the empty string and state to fragment state. 4. Otherwise, if c is not the EOF code point: 1. Set state
/// to path state. 2. If c is not U+002F (/), then decrease pointer by 1. 5. Otherwise, if state override is
/// given and url's host is null, append the empty string to url's path."
pub(crate) fn path_start_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if m.path_start.is_none() {
        m.path_start = Some(m.at());
    }
    if m.special() {
        if c == Some('\\') {
            m.error(ValidationError::InvalidReverseSolidus, m.span_c());
        }
        m.state = State::Path;
        if !matches!(c, Some('/' | '\\')) {
            m.back();
        }
    } else if m.state_override.is_none() && c == Some('?') {
        m.end_path();
        m.start_query();
    } else if m.state_override.is_none() && c == Some('#') {
        m.end_path();
        m.start_fragment();
    } else if c.is_some() {
        m.state = State::Path;
        if c != Some('/') {
            m.back();
        }
    } else if m.state_override.is_some() && !m.url.has_host() {
        m.url.append_to_path("/");
    }
    Ok(Flow::Continue)
}

/// Path state: "1. If one of the following is true: c is the EOF code point or U+002F (/); url is special and
/// c is U+005C (\\); state override is not given and c is U+003F (?) or U+0023 (#) then: 1. If url is special
/// and c is U+005C (\\), invalid-reverse-solidus validation error. 2. If buffer is a double-dot URL path
/// segment, then: 1. Shorten url's path. 2. If neither c is U+002F (/), nor url is special and c is
/// U+005C (\\), append the empty string to url's path. 3. Otherwise, if buffer is a single-dot URL path
/// segment and if neither c is U+002F (/), nor url is special and c is U+005C (\\), append the empty string to
/// url's path. 4. Otherwise, if buffer is not a single-dot URL path segment, then: 1. If url's scheme is
/// "file", url's path is empty, and buffer is a Windows drive letter, then replace the second code point in
/// buffer with U+003A (:). 2. Append buffer to url's path. 5. Set buffer to the empty string. 6. If c is
/// U+003F (?), then set url's query to the empty string and state to query state. 7. If c is U+0023 (#), then
/// set url's fragment to the empty string and state to fragment state. 2. Otherwise, run these steps: 1. If c
/// is not a URL code point and not U+0025 (%), invalid-URL-unit validation error. 2. If c is U+0025 (%) and
/// remaining does not start with two ASCII hex digits, invalid-URL-unit validation error. 3. UTF-8
/// percent-encode c using the path percent-encode set and append the result to buffer."
pub(crate) fn path_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if m.path_start.is_none() {
        m.path_start = Some(m.at());
    }
    let special = m.special();
    let slash = c == Some('/') || (special && c == Some('\\'));
    let ends = c.is_none() || slash || (m.state_override.is_none() && matches!(c, Some('?' | '#')));
    if ends {
        if special && c == Some('\\') {
            m.error(ValidationError::InvalidReverseSolidus, m.span_c());
        }
        // The buffer as read: a dot segment or a Windows drive letter is the same percent-encoded, since the
        // path percent-encode set has none of their code points.
        let buffer = m.buffer();
        let written = m.segment_start.take();
        if is_double_dot(buffer) {
            if let Some(at) = written {
                m.url.truncate_path(at);
            }
            m.url.shorten();
            if !slash {
                m.url.append_to_path("/");
            }
        } else if is_single_dot(buffer) {
            if let Some(at) = written {
                m.url.truncate_path(at);
            }
            if !slash {
                m.url.append_to_path("/");
            }
        } else {
            let at = match written {
                Some(at) => at,
                None => {
                    // A buffer the file host state left (a Windows drive letter), or the empty buffer.
                    let at = m.url.path_end();
                    m.url.append_to_path("/");
                    let mut encoded = [0u8; 12];
                    for code_point in buffer.chars() {
                        m.url.append_to_path(utf8_percent_encode_into(
                            code_point,
                            PercentEncodeSet::Path,
                            &mut encoded,
                        ));
                    }
                    at
                }
            };
            // The segment is the path's first when it begins where the path does.
            if m.url.is_file() && at == m.url.path_start() && is_windows_drive_letter(buffer) {
                m.url.replace_path_byte(at + 2, b':');
            }
        }
        m.clear_buffer();
        if !slash {
            m.end_path();
        }
        match c {
            Some('?') => m.start_query(),
            Some('#') => m.start_fragment(),
            _ => {}
        }
    } else if let Some(c) = c {
        let at = m.at();
        // The `/` written before the segment, here written with the run after it when it is the input's.
        let mut slash_pending = false;
        if m.segment_start.is_none() {
            m.segment_start = Some(m.url.path_end());
            slash_pending = at > 0 && m.input.bytes().get(at - 1) == Some(&b'/');
            if !slash_pending {
                m.url.append_to_path("/");
            }
        }
        m.push_buffer();
        // A run of bytes that are appended as they are (no `/`, which ends a segment) goes in one step.
        let run_end = PATH_SEGMENT_UNCHANGED.run_end(m.input.bytes(), at);
        if run_end > at {
            let from = if slash_pending { at - 1 } else { at };
            m.url.append_to_path(m.input.text.get(from..run_end).unwrap_or(""));
            m.skip_run_to(run_end);
        } else {
            if slash_pending {
                m.url.append_to_path("/");
            }
            check_url_unit(m, c);
            let mut encoded = [0u8; 12];
            m.url.append_to_path(utf8_percent_encode_into(c, PercentEncodeSet::Path, &mut encoded));
        }
    }
    Ok(Flow::Continue)
}

/// Opaque path state: "1. If c is U+003F (?), then set url's query to the empty string and state to query
/// state. 2. Otherwise, if c is U+0023 (#), then set url's fragment to the empty string and state to fragment
/// state. 3. Otherwise, if c is U+0020 SPACE: 1. Invalid-URL-unit validation error. 2. If remaining starts
/// with U+003F (?) or U+0023 (#), then append "%20" to url's path. 3. Otherwise, append U+0020 SPACE to url's
/// path. 4. Otherwise, if c is not the EOF code point: 1. If c is not a URL code point and not U+0025 (%),
/// invalid-URL-unit validation error. 2. If c is U+0025 (%) and remaining does not start with two ASCII hex
/// digits, invalid-URL-unit validation error. 3. UTF-8 percent-encode c using the C0 control percent-encode
/// set and append the result to url's path."
pub(crate) fn opaque_path_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    match c {
        Some('?') => {
            m.end_path();
            m.start_query();
        }
        Some('#') => {
            m.end_path();
            m.start_fragment();
        }
        Some(' ') => {
            m.error(ValidationError::InvalidUrlUnit, m.span_c());
            let text = if matches!(m.remaining(0), Some('?' | '#')) { "%20" } else { " " };
            m.url.append_to_path(text);
        }
        Some(c) => {
            // A run of bytes that are appended as they are (no `?`, which ends the path) goes in one step.
            let at = m.at();
            let run_end = OPAQUE_PATH_UNCHANGED.run_end(m.input.bytes(), at);
            if run_end > at {
                m.url.append_to_path(m.input.text.get(at..run_end).unwrap_or(""));
                m.skip_run_to(run_end);
            } else {
                check_url_unit(m, c);
                let mut encoded = [0u8; 12];
                m.url.append_to_path(utf8_percent_encode_into(c, PercentEncodeSet::C0Control, &mut encoded));
            }
        }
        None => m.end_path(),
    }
    Ok(Flow::Continue)
}

/// Query state: "1. If encoding is not UTF-8 and one of the following is true: url is not special; url's
/// scheme is "ws" or "wss" then set encoding to UTF-8. 2. If one of the following is true: state override is
/// not given and c is U+0023 (#); c is the EOF code point then: 1. Let queryPercentEncodeSet be the
/// special-query percent-encode set if url is special; otherwise the query percent-encode set. 2.
/// Percent-encode after encoding, with encoding, buffer, and queryPercentEncodeSet, and append the result to
/// url's query. 3. Set buffer to the empty string. 4. If c is U+0023 (#), then set url's fragment to the empty
/// string and state to fragment state. 3. Otherwise, if c is not the EOF code point: 1. If c is not a URL code
/// point and not U+0025 (%), invalid-URL-unit validation error. 2. If c is U+0025 (%) and remaining does not
/// start with two ASCII hex digits, invalid-URL-unit validation error. 3. Append c to buffer."
///
/// With UTF-8, percent-encoding after encoding is code point by code point, so each code point is encoded
/// into the query as it is read instead of through the buffer.
pub(crate) fn query_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    if (m.state_override.is_none() && c == Some('#')) || c.is_none() {
        m.url.spans_mut().query = Some(m.input.range(m.query_start, m.at()));
        if c == Some('#') {
            m.start_fragment();
        }
    } else if let Some(c) = c {
        let (set, unchanged) = if m.special() {
            (PercentEncodeSet::SpecialQuery, &SPECIAL_QUERY_UNCHANGED)
        } else {
            (PercentEncodeSet::Query, &QUERY_UNCHANGED)
        };
        // A run of bytes that are appended as they are goes in one step (`#` is in both sets).
        let at = m.at();
        let run_end = unchanged.run_end(m.input.bytes(), at);
        if run_end > at {
            m.url.append_to_query(m.input.text.get(at..run_end).unwrap_or(""));
            m.skip_run_to(run_end);
        } else {
            check_url_unit(m, c);
            let mut encoded = [0u8; 12];
            m.url.append_to_query(utf8_percent_encode_into(c, set, &mut encoded));
        }
    }
    Ok(Flow::Continue)
}

/// Fragment state: "1. If c is not the EOF code point, then: 1. If c is not a URL code point and not
/// U+0025 (%), invalid-URL-unit validation error. 2. If c is U+0025 (%) and remaining does not start with two
/// ASCII hex digits, invalid-URL-unit validation error. 3. UTF-8 percent-encode c using the fragment
/// percent-encode set and append the result to url's fragment."
pub(crate) fn fragment_state(m: &mut Machine<'_, '_>, c: Option<char>) -> Step {
    match c {
        Some(c) => {
            // A run of bytes that are appended as they are goes in one step.
            let at = m.at();
            let run_end = FRAGMENT_UNCHANGED.run_end(m.input.bytes(), at);
            if run_end > at {
                m.url.append_to_fragment(m.input.text.get(at..run_end).unwrap_or(""));
                m.skip_run_to(run_end);
            } else {
                check_url_unit(m, c);
                let mut encoded = [0u8; 12];
                m.url.append_to_fragment(utf8_percent_encode_into(c, PercentEncodeSet::Fragment, &mut encoded));
            }
        }
        None => m.url.spans_mut().fragment = Some(m.input.range(m.fragment_start, m.at())),
    }
    Ok(Flow::Continue)
}
