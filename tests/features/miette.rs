//! The `miette` feature: a parse error is a `Diagnostic` with its span as a label, its RFC section as its URL,
//! and what was expected as help.
#![cfg(feature = "miette")]

use miette::{Diagnostic, NarratableReportHandler, Report};
use urigram::{rfc2396, rfc3986};

#[test]
fn a_parse_error_is_a_diagnostic() {
    let error = rfc3986::parse_uri_reference("http://a/%zz").unwrap_err();
    assert_eq!(error.code().unwrap().to_string(), "rfc3986/pct-encoded");
    assert_eq!(error.severity(), Some(miette::Severity::Error));
    assert_eq!(error.help().unwrap().to_string(), "expected HEXDIG");
    assert_eq!(error.url().unwrap().to_string(), "https://www.rfc-editor.org/rfc/rfc3986#section-2.1");
    let labels: Vec<_> = error.labels().unwrap().collect();
    assert_eq!(labels.len(), 1);
    assert_eq!((labels[0].offset(), labels[0].len()), (10, 1));
    assert!(labels[0].primary());
    assert_eq!(labels[0].label(), Some("pct-encoded: a percent-encoded octet: \"%\" and two hexadecimal digits"));

    let error = rfc2396::parse_uri_reference("http://a b").unwrap_err();
    assert_eq!(
        error.url().unwrap().to_string(),
        format!("https://www.rfc-editor.org/rfc/rfc2396#section-{}", error.section())
    );
}

#[test]
fn a_report_with_its_source_renders_without_a_fancy_renderer() {
    let text = "http://a/b c";
    let error = rfc3986::parse_uri_reference(text).unwrap_err();
    let report = Report::new(error).with_source_code(text.to_owned());
    let mut rendered = String::new();
    NarratableReportHandler::new().render_report(&mut rendered, report.as_ref()).unwrap();
    assert!(rendered.contains("percent-encode it as %20"), "{rendered}");
    assert!(rendered.contains("https://www.rfc-editor.org/rfc/rfc3986#section-3.3"), "{rendered}");
    assert!(rendered.contains("path-abempty"), "{rendered}");
    assert!(rendered.contains("at line 1, column 11"), "{rendered}");
}

#[test]
fn question_mark_lifts_the_error_into_a_report() {
    fn parse(text: &str) -> miette::Result<usize> {
        Ok(rfc3986::parse_uri_reference(text)?.path().segments().count())
    }
    assert_eq!(parse("/a/b").unwrap(), 2);
    let report = parse("http://a/%").unwrap_err();
    assert_eq!(report.code().unwrap().to_string(), "rfc3986/pct-encoded");
}
