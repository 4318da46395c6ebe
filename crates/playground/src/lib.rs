//! The playground of urigram's grammar reference: what the library makes of a URI under each of its grammars,
//! as the JSON the page renders.
//!
//! The page (`playground.html` of the site that `cargo run -p urigram-reference -- site OUT/` writes) passes its
//! address's query (`?rfc=3986&rule=URI-reference&uri=…`) to [`answer`], compiled to `wasm32-unknown-unknown`
//! (see [`wasm`](crate#webassembly)), and draws what comes back; every answer is computed here, so the host's
//! `cargo test` checks what the browser shows.
//!
//! ```
//! let json = urigram_playground::answer("?rfc=3986&uri=http%3A%2F%2F%5B%3A%3A1%5D%2F");
//! assert!(json.contains(r#""grammar":"3986","label":"RFC 3986","rule":"URI-reference","verdict":"valid""#));
//! assert!(json.contains(r#""grammar":"2396","label":"RFC 2396","rule":"URI-reference","verdict":"invalid""#));
//! ```
//!
//! # WebAssembly
//! Built with `cargo build -p urigram-playground --target wasm32-unknown-unknown --release`, the library exports
//! plain functions, with no bindings generator: `playground_alloc(len)` returns a buffer for the query's bytes,
//! `playground_answer(ptr, len)` reads and frees it and returns the length of the JSON answer, which
//! `playground_output()` points at (valid until the next call), and `playground_free(ptr, len)` frees a buffer
//! that was never passed on (the `exports` feature, on by default).
//!
//! # The WHATWG column
//! With the `whatwg` feature, `whatwg_answer` gives the WHATWG URL Standard's reading of the same query: the
//! URL's `href` and getters, or failure, each validation error with its span, and the differential with
//! RFC 3986. The standard's host parser needs the `idna` crate's Unicode tables, which would take this module
//! past its size budget, so the page loads it from a second module, `crates/playground-whatwg`, built without
//! `exports` (`cargo build -p urigram-playground-whatwg --target wasm32-unknown-unknown --profile wasm`).

mod address;
pub mod diagram;
pub mod grammar;
mod json;
pub mod rules;
mod wasm;
#[cfg(feature = "whatwg")]
mod whatwg;

pub use address::{Request, decode_form};
pub use grammar::{Diagnostic, Grammar, GrammarExt, Outcome, Part, Tree};
#[cfg(feature = "whatwg")]
pub use whatwg::{differential_sentence, whatwg_answer};

use json::Json;
use urigram::Span;

/// The answer to a page address's query (with or without its `?`), as JSON: the request as understood, and,
/// for each grammar, the rule it matched, the verdict, and the components, diagram and tree, or the diagnostic.
/// The WHATWG URL Standard's reading is `whatwg_answer`'s (the `whatwg` feature), which a module of its own
/// serves, so that this one does not carry the Unicode data of the standard's host parser.
pub fn answer(query: &str) -> String {
    match Request::from_query(query) {
        Ok(request) => respond(&request),
        Err(problem) => {
            let mut out = Json::object();
            out.field_str("error", &problem);
            out.finish()
        }
    }
}

/// The JSON answer to `request` (see [`answer`]).
pub fn respond(request: &Request) -> String {
    let mut out = Json::object();
    out.field_str("rfc", request.grammar.key());
    out.field_str("rule", &request.rule);
    out.field_str("uri", &request.uri);
    out.field_raw("uri_utf16", &utf16_units(&request.uri).to_string());
    out.field_raw("grammars", &grammars_json(request.grammar));
    let mut columns = Json::array();
    for grammar in Grammar::ALL {
        columns.item_raw(&column_json(request, grammar));
    }
    out.field_raw("columns", &columns.finish());
    out.finish()
}

/// The rule `grammar` matches for `request`: the rule of that name, or, when the request asks for the selected
/// grammar's reference rule (`URI-reference`, `URL`), each grammar's own.
pub fn rule_for(request: &Request, grammar: Grammar) -> Option<&'static str> {
    if request.rule.is_empty() || request.grammar.top_rule().eq_ignore_ascii_case(&request.rule) {
        Some(grammar.top_rule())
    } else {
        grammar.rule_spelled(&request.rule)
    }
}

/// The grammars and their rules, for the page's selectors.
fn grammars_json(selected: Grammar) -> String {
    let mut list = Json::array();
    for grammar in Grammar::ALL {
        let mut item = Json::object();
        item.field_str("key", grammar.key());
        item.field_str("label", grammar.label());
        item.field_str("top_rule", grammar.top_rule());
        item.field_raw("selected", if grammar == selected { "true" } else { "false" });
        let mut rules = Json::array();
        for (name, _) in grammar.rule_sections() {
            rules.item_str(name);
        }
        item.field_raw("rules", &rules.finish());
        list.item_raw(&item.finish());
    }
    list.finish()
}

fn column_json(request: &Request, grammar: Grammar) -> String {
    let text = &request.uri;
    let mut out = Json::object();
    out.field_str("grammar", grammar.key());
    out.field_str("label", grammar.label());
    let Some(rule) = rule_for(request, grammar) else {
        out.field_raw("rule", "null");
        out.field_str("verdict", "no-rule");
        out.field_str("message", &format!("{} has no rule named {:?}", grammar.label(), request.rule));
        return out.finish();
    };
    out.field_str("rule", rule);
    match grammar.outcome(rule, text) {
        None => {
            out.field_str("verdict", "no-rule");
            out.field_str("message", &format!("{} has no rule named {rule:?}", grammar.label()));
        }
        Some(Outcome::Valid { span, tree }) => {
            out.field_str("verdict", "valid");
            out.field_raw("span", &span_json(text, span));
            if let Some(tree) = tree {
                if !tree.components.is_empty() {
                    let mut components = Json::array();
                    let mut drawn = Vec::new();
                    for component in &tree.components {
                        let name = component.name;
                        let mut item = Json::object();
                        item.field_str("name", name);
                        if let Some(kind) = component.kind {
                            item.field_str("kind", kind);
                        }
                        match &component.part {
                            Some((part_text, span)) => {
                                item.field_str("text", part_text);
                                item.field_raw("span", &span_json(text, *span));
                                drawn.push((name, *span));
                            }
                            None => item.field_raw("span", "null"),
                        }
                        components.item_raw(&item.finish());
                    }
                    out.field_raw("components", &components.finish());
                    out.field_str("diagram", &diagram::draw(text, &drawn, 0));
                }
                out.field_raw("tree", &tree_json(text, &tree.debug));
            }
        }
        Some(Outcome::Invalid(diagnostic)) => {
            out.field_str("verdict", "invalid");
            let mut error = Json::object();
            error.field_raw("span", &span_json(text, diagnostic.span));
            error.field_raw("line", &diagnostic.line.to_string());
            error.field_raw("column", &diagnostic.column.to_string());
            error.field_str("rule", diagnostic.rule);
            error.field_str("section", diagnostic.section);
            error.field_str("expected", &diagnostic.expected);
            error.field_str("message", &diagnostic.message);
            error.field_str("display", &diagnostic.display);
            out.field_raw("error", &error.finish());
        }
    }
    out.finish()
}

/// A span as `{"bytes":[start,end],"utf16":[start,end]}`: the library counts bytes, the page's strings count
/// UTF-16 units.
fn span_json(text: &str, span: Span) -> String {
    let utf16 = |byte: usize| text.get(..byte).map_or(0, utf16_units);
    format!(r#"{{"bytes":[{},{}],"utf16":[{},{}]}}"#, span.start, span.end, utf16(span.start), utf16(span.end))
}

fn utf16_units(text: &str) -> usize {
    text.chars().map(char::len_utf16).sum()
}

/// The lines of the pretty tree, each with the span it names, so that pointing at a line can highlight its
/// bytes: the first node's (`Segment("a" @ 3..4)`: the first `@ start..end`), or else a field's (`span: 0..52`).
pub fn tree_lines(debug: &str) -> Vec<(&str, Option<Span>)> {
    debug.lines().map(|line| (line, node_span(line).or_else(|| last_span(line)))).collect()
}

/// The span after the first ` @ ` that is followed by `start..end`.
fn node_span(line: &str) -> Option<Span> {
    node_spans(line).next()
}

/// Every node's span in a tree's debug form: each ` @ start..end`.
pub fn node_spans(debug: &str) -> impl Iterator<Item = Span> + '_ {
    debug.match_indices(" @ ").filter_map(|(at, _)| {
        let rest = &debug[at + 3..];
        let (start, rest) = rest.split_once("..")?;
        let end: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let (start, end) = (start.parse().ok()?, end.parse().ok()?);
        (start <= end).then(|| Span::new(start, end))
    })
}

/// The last `start..end` of decimal numbers on `line`.
fn last_span(line: &str) -> Option<Span> {
    let bytes = line.as_bytes();
    let mut found = None;
    let mut index = 0;
    while let Some(offset) = line[index..].find("..") {
        let dots = index + offset;
        let start_digits = bytes[..dots].iter().rev().take_while(|b| b.is_ascii_digit()).count();
        let end_digits = bytes[dots + 2..].iter().take_while(|b| b.is_ascii_digit()).count();
        if start_digits > 0 && end_digits > 0 {
            let start = line[dots - start_digits..dots].parse().ok();
            let end = line[dots + 2..dots + 2 + end_digits].parse().ok();
            if let (Some(start), Some(end)) = (start, end)
                && start <= end
            {
                found = Some(Span::new(start, end));
            }
        }
        index = dots + 2;
    }
    found
}

fn tree_json(text: &str, debug: &str) -> String {
    let mut lines = Json::array();
    for (line, span) in tree_lines(debug) {
        let mut item = Json::object();
        item.field_str("line", line);
        match span.filter(|span| span.end <= text.len()) {
            Some(span) => item.field_raw("span", &span_json(text, span)),
            None => item.field_raw("span", "null"),
        }
        lines.item_raw(&item.finish());
    }
    lines.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_lines_carry_the_span_they_name() {
        let lines = tree_lines("Uri {\n    span: 0..52,\n    scheme: Scheme(\"foo\" @ 0..3),\n}");
        assert_eq!(lines[0].1, None);
        assert_eq!(lines[1].1, Some(Span::new(0, 52)));
        assert_eq!(lines[2].1, Some(Span::new(0, 3)));
        assert_eq!(
            tree_lines("Segment(\"1..2\" @ 3..7)")[0].1,
            Some(Span::new(3, 7)),
            "dots in the text are not a span"
        );
        let literal = tree_lines("IpLiteral::Ipv6(\"[::1]\" @ 0..5, Ipv6Address(\"::1\" @ 1..4))");
        assert_eq!(literal[0].1, Some(Span::new(0, 5)), "a line's span is its first node's");
    }

    #[test]
    fn a_reference_rule_asked_of_one_grammar_is_each_grammars_reference_rule() {
        let request = Request::from_query("rfc=3986&rule=URI-reference&uri=a").unwrap();
        assert_eq!(rule_for(&request, Grammar::Rfc1808), Some("URL"));
        let request = Request::from_query("rfc=3986&rule=host&uri=a").unwrap();
        assert_eq!(rule_for(&request, Grammar::Rfc2396), Some("host"));
        assert_eq!(rule_for(&request, Grammar::Rfc1808), None);
        let request = Request::from_query("rfc=2068&rule=uri&uri=a").unwrap();
        assert_eq!(rule_for(&request, Grammar::Rfc1808Rfc2068), Some("URI"));
        assert_eq!(rule_for(&request, Grammar::Rfc3986), Some("URI"));
    }

    #[test]
    fn a_rule_that_builds_a_tree_gets_it_and_a_reference_gets_its_components_too() {
        let host = answer("rfc=3986&rule=host&uri=%5B%3A%3A1%5D");
        let rfc3986 = host.split(r#""grammar":"2396""#).next().unwrap();
        assert!(rfc3986.contains(r#""verdict":"valid""#), "{rfc3986}");
        assert!(rfc3986.contains(r#""tree":[{"line":"IpLiteral::Ipv6(\"[::1]\" @ 0..5, Ipv6Address("#), "{rfc3986}");
        assert!(!rfc3986.contains(r#""components""#), "a host is not a reference: {rfc3986}");
        let reference = answer("uri=http%3A%2F%2Fa");
        assert!(
            reference.contains(r#"{"name":"host","kind":"reg-name","text":"a","span":{"bytes":[7,8]"#),
            "{reference}"
        );
        let character = answer("rule=pchar&uri=a");
        assert!(!character.contains(r#""tree""#), "pchar's function returns only the text: {character}");
    }

    #[test]
    fn spans_are_given_in_bytes_and_in_utf16_units() {
        assert_eq!(span_json("aé😀b", Span::new(3, 7)), r#"{"bytes":[3,7],"utf16":[2,4]}"#);
    }
}
