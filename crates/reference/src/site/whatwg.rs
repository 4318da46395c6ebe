//! The WHATWG URL Standard's page (`whatwg.html`): the writing grammar's productions with railroad diagrams,
//! the basic URL parser's states, and each validation error with an example from the standard's table, the
//! span the library's parser reports for it underlined.
//!
//! The standard's words come from the library's own sources, which quote the standard above each function
//! (`src/whatwg/writing.rs`, `src/whatwg/parser.rs`) and give each error type's description
//! ([`ValidationError::description`]); the diagrams from `site/whatwg-writing.abnf`, the productions' prose
//! transcribed into ABNF for drawing only.

use std::fmt::Write as _;

use urigram::Span;
use urigram::whatwg::{Reported, State, Url, ValidationError, parse};
use urigram_abnf::Grammar;

use super::{diagram, escape, html, marked};

/// The page's file name.
pub const PAGE: &str = "whatwg.html";

/// The writing grammar's productions transcribed into ABNF, for their railroad diagrams.
pub const WRITING_ABNF: &str = include_str!("../../site/whatwg-writing.abnf");

const WRITING_RS: &str = include_str!("../../../../src/whatwg/writing.rs");
const PARSER_RS: &str = include_str!("../../../../src/whatwg/parser.rs");

/// The address of a section of the standard.
const STANDARD: &str = "https://url.spec.whatwg.org/";

/// The examples of the standard's table of validation errors, an input and its base for each error type (the
/// ones `tests/whatwg/main.rs` checks, `each_validation_error_with_the_standards_examples`): the span shown is
/// the one the parser reports when the page is generated.
pub const EXAMPLES: [(&str, &str, Option<&str>); 30] = [
    ("domain-to-ASCII", "https://exa%23mple.org", None),
    ("domain-percent-encoded", "https://exam%70le.org", None),
    ("host-invalid-code-point", "foo://exa[mple.org", None),
    ("IPv4-empty-part", "https://127.0.0.1./", None),
    ("IPv4-too-few-parts", "https://1.2.3/", None),
    ("IPv4-too-many-parts", "https://1.2.3.4.5/", None),
    ("IPv4-non-numeric-part", "https://test.42", None),
    ("IPv4-non-decimal-part", "https://127.0.0x0.1", None),
    ("IPv4-out-of-range-part", "https://255.255.4000.1", None),
    ("IPv6-unclosed", "https://[::1", None),
    ("IPv6-invalid-compression", "https://[:1]", None),
    ("IPv6-too-many-pieces", "https://[1:2:3:4:5:6:7:8:9]", None),
    ("IPv6-multiple-compression", "https://[1::1::1]", None),
    ("IPv6-invalid-code-point", "https://[1:2:3!:4]", None),
    ("IPv6-too-few-pieces", "https://[1:2:3]", None),
    ("IPv6-piece-leading-zero", "https://[::01]", None),
    ("IPv4-in-IPv6-too-many-pieces", "https://[1:1:1:1:1:1:1:127.0.0.1]", None),
    ("IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0.xyz.1]", None),
    ("IPv4-in-IPv6-out-of-range-part", "https://[ffff::127.0.0.4000]", None),
    ("IPv4-in-IPv6-too-few-parts", "https://[ffff::127.0.0]", None),
    ("invalid-URL-unit", "https://example.org/>", None),
    ("special-scheme-missing-following-solidus", "https:example.org", None),
    ("missing-scheme-non-relative-URL", "\u{1F4A9}", None),
    ("invalid-reverse-solidus", "https://example.org\\path\\to\\file", None),
    ("invalid-credentials", "https://user@example.org", None),
    ("host-missing", "https://#fragment", None),
    ("port-out-of-range", "https://example.org:70000", None),
    ("port-invalid", "https://example.org:7z", None),
    ("file-invalid-Windows-drive-letter", "c|/path/to/file", Some("file:///c:/")),
    ("file-invalid-Windows-drive-letter-host", "file://c:", None),
];

/// Every validation error the basic URL parser reports for `input` against `base`, the failure's last, and
/// whether it failed.
pub fn reported(input: &str, base: Option<&str>) -> (Vec<Reported>, bool) {
    let base = base.and_then(|base| Url::parse(base, None).ok());
    match parse(input, base.as_ref()) {
        Ok(parsed) => (parsed.errors, false),
        Err(failure) => {
            let mut all = failure.errors;
            all.push(Reported { error: failure.error, span: failure.span });
            (all, true)
        }
    }
}

/// The example of `error`, and the span the parser reports for it there (`None` if it reports none).
pub fn example(error: ValidationError) -> Option<(&'static str, Option<&'static str>, Option<Span>)> {
    let &(_, input, base) = EXAMPLES.iter().find(|(name, _, _)| *name == error.name())?;
    let span = reported(input, base).0.into_iter().find(|reported| reported.error == error).map(|r| r.span);
    Some((input, base, span))
}

/// The first paragraph of the doc comment above `fn name(` in `source`, as plain text (the standard's words,
/// in quotes, and what the library says of them).
pub fn doc_of(source: &str, name: &str) -> Option<String> {
    let needle = format!("fn {name}(");
    let lines: Vec<&str> = source.lines().collect();
    let at = lines.iter().position(|line| line.contains(&needle) && !line.trim_start().starts_with("//"))?;
    let mut doc: Vec<&str> = Vec::new();
    for line in lines[..at].iter().rev() {
        let line = line.trim_start();
        if let Some(text) = line.strip_prefix("///") {
            doc.push(text.strip_prefix(' ').unwrap_or(text));
        } else if !line.starts_with("#[") {
            break;
        }
    }
    doc.reverse();
    let paragraph: Vec<&str> = doc.into_iter().take_while(|line| !line.is_empty()).collect();
    let text = paragraph.join(" ").replace("\\[", "[").replace("\\]", "]").replace("\\\\", "\\").replace('`', "");
    (!text.is_empty()).then_some(text)
}

/// The function of the library that implements a production, and whether it is public.
fn production_function(production: &str) -> Option<(String, bool)> {
    let name = match production {
        "URL-unit" => "url_units".to_owned(),
        other => other.to_ascii_lowercase().replace('-', "_"),
    };
    let public = WRITING_RS.contains(&format!("pub fn {name}("));
    (public || WRITING_RS.contains(&format!("fn {name}("))).then_some((name, public))
}

/// The library's function for a state of the basic URL parser: the hostname state shares the host state's.
fn state_function(state: State) -> String {
    match state {
        State::Hostname => "host_state".to_owned(),
        other => other.name().replace(' ', "_"),
    }
}

/// The anchor of a production, of a state, of an error type.
pub fn production_anchor(name: &str) -> String {
    format!("production-{}", name.to_ascii_lowercase())
}

fn state_anchor(state: State) -> String {
    format!("state-{}", state.name().replace(' ', "-"))
}

/// The anchor of an error type's row.
pub fn error_anchor(error: ValidationError) -> String {
    format!("error-{}", error.name().to_ascii_lowercase())
}

/// The section of the standard a production's comment names (`§ 4.3`), linked.
fn section_link(section: &str) -> String {
    let fragment = match section.trim() {
        "§ 3.4" => "#host-writing",
        "§ 4.3" => "#url-writing",
        _ => "",
    };
    format!(r#"<a href="{STANDARD}{fragment}">{}</a>"#, escape(section.trim()))
}

/// The WHATWG page.
pub fn page() -> String {
    let grammar = Grammar::parse(WRITING_ABNF).expect("site/whatwg-writing.abnf is ABNF");
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<p>The <a href=\"{STANDARD}\">WHATWG URL Standard</a>, the URL parser of browsers, Node.js and Deno, as \
         <code>urigram::whatwg</code> implements it (the <code>whatwg</code> feature): the writing grammar's \
         productions, which say what a valid URL string is; the basic URL parser's states, which say what any \
         string becomes; and the {} validation errors the parser reports, each with the byte span of the input \
         that caused it. Try a text in the <a href=\"playground.html\">playground</a>: its WHATWG column shows the \
         URL, its validation errors, and where RFC 3986 reads another host.</p>",
        ValidationError::ALL.len()
    );
    body.push_str(
        "<p class=\"toc\"><a href=\"#writing\">Writing grammar</a> <a href=\"#states\">Parser states</a> \
         <a href=\"#errors\">Validation errors</a></p>\n",
    );

    body.push_str(
        "<h2 id=\"writing\">The writing grammar</h2>\n<p>The standard gives these productions in prose (§ 4.3 \
         “URL writing”, § 3.4 “Host writing”); each is quoted as the library quotes it above the function that \
         implements it, with a railroad diagram of its transcription into ABNF \
         (<code>crates/reference/site/whatwg-writing.abnf</code>: what ABNF cannot say is prose, in angle \
         brackets). On every input of web-platform-tests' <code>urltestdata.json</code>, the grammar accepts \
         exactly what the parser reports no validation error for.</p>\n<p class=\"toc\">",
    );
    for rule in grammar.rules() {
        let _ = write!(body, r##"<a href="#{}">{}</a> "##, production_anchor(rule.name()), escape(rule.name()));
    }
    body.push_str("</p>\n");
    let href = |name: &str| {
        if grammar.rule(name).is_some() {
            Some(format!("#{}", production_anchor(name)))
        } else if Grammar::core_rules().rule(name).is_some() {
            Some(format!("core.html#{}", super::anchor(name)))
        } else {
            None
        }
    };
    for rule in grammar.rules() {
        let id = production_anchor(rule.name());
        let section = rule.section().unwrap_or("");
        let _ = writeln!(
            body,
            "<section class=\"rule production\" id=\"{id}\">\n<h2><a href=\"#{id}\">{}</a> <small>{}</small></h2>",
            escape(rule.name()),
            section_link(section)
        );
        match production_function(rule.name()) {
            Some((function, public)) => {
                if let Some(doc) = doc_of(WRITING_RS, &function) {
                    let _ = writeln!(body, "<blockquote class=\"standard\">{}</blockquote>", escape(&doc));
                }
                let path = if public { format!("urigram::whatwg::{function}") } else { function.clone() };
                let _ = writeln!(
                    body,
                    "<p>Function: <code>{}</code>{}.</p>",
                    escape(&path),
                    if public { "" } else { " (private, in src/whatwg/writing.rs)" }
                );
            }
            None => body.push_str(
                "<p>A name of this transcription only, for a part the standard's prose describes in place.</p>\n",
            ),
        }
        let _ = writeln!(body, "<pre class=\"abnf\">{}</pre>", super::abnf(rule, &href));
        let _ = writeln!(
            body,
            "<div class=\"diagram\">{}</div>\n</section>",
            diagram::svg(rule, &|name| href(name).unwrap_or_default())
        );
    }

    body.push_str(
        "<h2 id=\"states\">The basic URL parser's states</h2>\n<p>§ 4.4 “URL parsing”: the parser reads the input \
         a code point <var>c</var> at a time, switching on its state; each state is one function of \
         <code>src/whatwg/parser.rs</code>, named after it, with the standard's steps quoted above it, as \
         here.</p>\n<table class=\"states\">\n<tr><th>state</th><th>the standard's steps</th></tr>\n",
    );
    for state in State::ALL {
        let function = state_function(state);
        let doc = doc_of(PARSER_RS, &function).unwrap_or_default();
        // The sources name the state before its steps ("Scheme start state: \"1. ..."): the row names it.
        let steps = match doc.split_once(": \"") {
            Some((name, steps)) if name.to_ascii_lowercase().ends_with("state") => format!("\"{steps}"),
            _ => doc,
        };
        let _ = writeln!(
            body,
            "<tr id=\"{}\"><td><a href=\"{STANDARD}#{}\">{}</a><br><code>{function}</code></td><td>{}</td></tr>",
            state_anchor(state),
            state.name().replace(' ', "-"),
            escape(state.name()),
            escape(&steps)
        );
    }
    body.push_str("</table>\n");

    let _ = writeln!(
        body,
        "<h2 id=\"errors\">Validation errors</h2>\n<p>§ 1.1 “Writing”: the {} error types of the standard's \
         table, {} of which make the parser return failure. Each example is the table's; the marked bytes are \
         the span <code>urigram::whatwg::parse</code> reports for the error there (an empty span, where \
         something is missing, is a caret).</p>\n<table class=\"examples errors\">\n<tr><th>error type</th>\
         <th>failure</th><th>the standard's description</th><th>example</th><th></th></tr>",
        ValidationError::ALL.len(),
        ValidationError::ALL.iter().filter(|error| error.is_failure()).count()
    );
    for error in ValidationError::ALL {
        let (class, failure) = if error.is_failure() { ("rejected", "✗ failure") } else { ("accepted", "—") };
        let (shown, link) = match example(error) {
            Some((input, base, span)) => {
                let mut shown = format!("<code>{}</code>", marked(input, span));
                if let Some(base) = base {
                    let _ = write!(shown, " against <code>{}</code>", escape(base));
                }
                if span.is_none() {
                    shown.push_str(" <span class=\"diagnostic\">(not reported here)</span>");
                }
                let link = format!(
                    "<a href=\"playground.html?rfc=3986&amp;uri={}\" title=\"open in the playground\">try</a>",
                    super::form_encode(input)
                );
                (shown, if base.is_none() { link } else { String::new() })
            }
            None => (String::new(), String::new()),
        };
        let _ = writeln!(
            body,
            "<tr class=\"{class}\" id=\"{}\"><td><code>{}</code></td><td class=\"verdict\">{failure}</td>\
             <td>{}</td><td>{shown}</td><td>{link}</td></tr>",
            error_anchor(error),
            escape(error.name()),
            escape(error.description())
        );
    }
    body.push_str("</table>\n");
    html("WHATWG URL Standard", &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_type_has_an_example_that_reports_it() {
        for error in ValidationError::ALL {
            let (input, _, span) = example(error).unwrap_or_else(|| panic!("{} has no example", error.name()));
            assert!(span.is_some(), "{input:?} does not report {}", error.name());
        }
    }

    #[test]
    fn docs_are_read_from_the_sources() {
        let doc = doc_of(WRITING_RS, "url_query_string").unwrap();
        assert_eq!(doc, "\"A URL-query string must be zero or more URL units.\"");
        for state in State::ALL {
            assert!(doc_of(PARSER_RS, &state_function(state)).is_some(), "{}", state.name());
        }
        let grammar = Grammar::parse(WRITING_ABNF).unwrap();
        for rule in grammar.rules() {
            if let Some((function, _)) = production_function(rule.name()) {
                assert!(doc_of(WRITING_RS, &function).is_some(), "{}", rule.name());
            }
        }
    }
}
