//! The WHATWG column: what the URL Standard's basic URL parser, as browsers run it, makes of the text (its
//! `href` and getters, or failure), each validation error it reports with its span, and, when
//! `urigram::differential::compare` says RFC 3986 and the parser read different hosts, the sentence that says so.

use urigram::differential::{self, Differential, Reading};
use urigram::rfc3986::Options;
use urigram::whatwg::{Reported, parse};

use crate::json::Json;
use crate::{Grammar, Request, span_json};

/// The WHATWG URL Standard's reading of the text of a page address's query (see [`answer`](crate::answer)), as
/// JSON: `{"href", "getters", "verdict", "failure", "errors", "differential"}`, or `{"error"}` for a query the page
/// would not write.
///
/// ```
/// let json = urigram_playground::whatwg_answer("?uri=https%3A%2F%2Fexample.org%3A7z");
/// assert!(json.contains(r#""failure":{"name":"port-invalid","failure":true"#));
/// ```
pub fn whatwg_answer(query: &str) -> String {
    match Request::from_query(query) {
        Ok(request) => column_json(&request),
        Err(problem) => {
            let mut out = Json::object();
            out.field_str("error", &problem);
            out.finish()
        }
    }
}

/// The WHATWG column of the answer to `request`, as JSON: `{"href", "getters": {...}, "valid", "failure",
/// "errors": [{name, failure, description, span}], "differential": null | {sentence, class, rfc, whatwg}}`.
pub(crate) fn column_json(request: &Request) -> String {
    let text = &request.uri;
    let mut out = Json::object();
    out.field_str("label", "WHATWG URL");
    let error_json = |reported: &Reported| {
        let mut item = Json::object();
        item.field_str("name", reported.error.name());
        item.field_raw("failure", if reported.error.is_failure() { "true" } else { "false" });
        item.field_str("description", reported.error.description());
        item.field_raw("span", &span_json(text, reported.span));
        item.finish()
    };
    let mut errors = Json::array();
    match parse(text, None) {
        Ok(parsed) => {
            let url = &parsed.url;
            out.field_str("verdict", if parsed.is_valid() { "valid" } else { "with-errors" });
            out.field_str("href", url.href());
            let mut getters = Json::object();
            for (name, value) in [
                ("protocol", url.protocol()),
                ("username", url.username()),
                ("password", url.password()),
                ("host", url.host()),
                ("hostname", url.hostname()),
                ("port", url.port_str()),
                ("pathname", url.pathname()),
                ("search", url.search()),
                ("hash", url.hash()),
            ] {
                getters.field_str(name, value);
            }
            out.field_raw("getters", &getters.finish());
            out.field_raw("failure", "null");
            for reported in &parsed.errors {
                errors.item_raw(&error_json(reported));
            }
        }
        Err(failure) => {
            out.field_str("verdict", "failure");
            out.field_raw("href", "null");
            let last = Reported { error: failure.error, span: failure.span };
            out.field_raw("failure", &error_json(&last));
            for reported in failure.errors.iter().chain([&last]) {
                errors.item_raw(&error_json(reported));
            }
        }
    }
    out.field_raw("errors", &errors.finish());
    let options = match request.grammar {
        Grammar::Rfc3987 | Grammar::Rfc3987Rfc6874 => Options::RFC3987,
        _ => Options::RFC3986,
    };
    let differential = differential::compare(text, options, None);
    match differential_sentence(&differential) {
        None => out.field_raw("differential", "null"),
        Some(sentence) => {
            let mut item = Json::object();
            item.field_str("sentence", &sentence);
            match differential.class() {
                Some(class) => item.field_str("class", class.code()),
                None => item.field_raw("class", "null"),
            }
            let side = |reading: &Option<Reading>| match reading {
                None => "null".to_owned(),
                Some(reading) => {
                    let mut side = Json::object();
                    match &reading.host {
                        Some(host) => side.field_str("host", host),
                        None => side.field_raw("host", "null"),
                    }
                    match reading.span.filter(|span| span.end <= text.len()) {
                        Some(span) => side.field_raw("span", &span_json(text, span)),
                        None => side.field_raw("span", "null"),
                    }
                    side.finish()
                }
            };
            item.field_raw("rfc", &side(&differential.rfc));
            item.field_raw("whatwg", &side(&differential.whatwg));
            out.field_raw("differential", &item.finish());
        }
    }
    out.finish()
}

/// What the two readings are and why they differ, in a sentence, or `None` when
/// [`Differential::differs`] is false: "RFC 3986 reads the host `a` (7..8); a WHATWG parser, as browsers use,
/// reads the host `b` (8..9), because ... (differential/backslash; invalid-reverse-solidus)."
pub fn differential_sentence(differential: &Differential) -> Option<String> {
    if !differential.differs {
        return None;
    }
    let side = |reading: &Reading| match (&reading.host, reading.span) {
        (None, _) => "no host".to_owned(),
        (Some(host), Some(span)) => format!("the host `{host}` ({}..{})", span.start, span.end),
        (Some(host), None) => format!("the host `{host}`, not in the text"),
    };
    let rfc = match &differential.rfc {
        None => "RFC 3986 reads no URI reference here".to_owned(),
        Some(reading) => format!("RFC 3986 reads {}", side(reading)),
    };
    let whatwg = match &differential.whatwg {
        None => "a WHATWG parser, as browsers use, returns failure".to_owned(),
        Some(reading) => format!("a WHATWG parser, as browsers use, reads {}", side(reading)),
    };
    let mut names: Vec<&str> = Vec::new();
    for reported in &differential.validation_errors {
        if !names.contains(&reported.error.name()) {
            names.push(reported.error.name());
        }
    }
    let because = match differential.class() {
        None => String::new(),
        Some(class) if names.is_empty() => format!(", because {} ({})", class.description(), class.code()),
        Some(class) => format!(", because {} ({}; {})", class.description(), class.code(), names.join(", ")),
    };
    Some(format!("{rfc}; {whatwg}{because}."))
}

#[cfg(test)]
mod tests {
    use super::whatwg_answer as whatwg;

    #[test]
    fn a_valid_url_has_its_href_and_getters_and_no_error() {
        let column = whatwg("uri=HTTP%3A%2F%2FExample.org%3A80%2Fa%3Fb%23c");
        assert!(column.starts_with(r##"{"label":"WHATWG URL","verdict":"valid","href":"http://example.org/a?b#c""##));
        assert!(column.contains(r##""hostname":"example.org","port":"","pathname":"/a","search":"?b","hash":"#c""##));
        assert!(column.contains(r#""errors":[],"differential":null"#), "{column}");
    }

    #[test]
    fn validation_errors_come_with_their_spans_and_a_failure_with_its_own() {
        let column = whatwg("uri=https%3A%2F%2Fuser%40example.org%3A7z");
        assert!(column.contains(r#""verdict":"failure","href":null"#), "{column}");
        assert!(column.contains(r#"{"name":"invalid-credentials","failure":false,"description":"#), "{column}");
        assert!(column.contains(r#""span":{"bytes":[8,13],"utf16":[8,13]}"#), "user@: {column}");
        assert!(column.contains(r#""failure":{"name":"port-invalid","failure":true"#), "{column}");
        assert!(column.contains(r#""span":{"bytes":[26,27],"utf16":[26,27]}"#), "z: {column}");
    }

    #[test]
    fn the_differential_is_said_when_the_readings_differ() {
        // A backslash: RFC 3986 reads it in the host, a browser ends the authority there.
        let column = whatwg("uri=http%3A%2F%2Fevil.com%5C%40good.com%2F");
        assert!(column.contains(r#""differential":{"sentence":"RFC 3986 reads "#), "{column}");
        assert!(column.contains(r#""class":"differential/"#), "{column}");
        assert!(column.contains("a WHATWG parser, as browsers use, reads the host `evil.com` (7..15)"), "{column}");
        assert!(whatwg("uri=http%3A%2F%2Fa%2F").contains(r#""differential":null"#));
    }
}
