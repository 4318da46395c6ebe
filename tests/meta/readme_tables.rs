//! The README's table of verdicts under the three RFCs is checked against the parsers, so it cannot drift.

use urigram::{rfc1808, rfc2396, rfc3986};

fn verdict(valid: bool) -> &'static str {
    if valid { "valid" } else { "invalid" }
}

#[test]
fn the_readme_verdict_table_is_what_the_parsers_say() {
    let readme = include_str!("../../README.md");
    let mut checked = 0;
    for line in readme.lines().filter(|line| line.starts_with("| `")) {
        let cells: Vec<&str> = line.split(" | ").map(|cell| cell.trim_matches(|c| c == '|' || c == ' ')).collect();
        let [input, rfc1808, rfc2396, rfc3986, _why] = cells[..] else { continue };
        let input = input.trim_matches('`');
        assert_eq!(verdict(rfc1808::parse_url(input).is_ok()), rfc1808, "RFC 1808 on {input:?}");
        let with_2732 = rfc2396::parse_uri_reference_with(input, rfc2396::Options::rfc2732(true)).is_ok();
        let rfc2396_verdict = match (rfc2396::parse_uri_reference(input).is_ok(), with_2732) {
            (false, true) => "invalid (valid with RFC 2732)",
            (valid, _) => verdict(valid),
        };
        assert_eq!(rfc2396_verdict, rfc2396, "RFC 2396 on {input:?}");
        assert_eq!(verdict(rfc3986::parse_uri_reference(input).is_ok()), rfc3986, "RFC 3986 on {input:?}");
        checked += 1;
    }
    assert!(checked >= 8, "the README's verdict table has {checked} rows");
}

#[test]
fn the_readme_resolution_table_is_what_the_resolvers_say() {
    use urigram::resolve;
    let readme = include_str!("../../README.md");
    let table = &readme[readme.find("| reference | RFC 3986 | RFC 2396 | RFC 1808 |").expect("the resolution table")..];
    let base = "http://a/b/c/d;p?q";
    let mut checked = 0;
    for line in table.lines().skip(2).take_while(|line| line.starts_with('|')) {
        let cells: Vec<&str> = line.split(" | ").map(|cell| cell.trim_matches(|c| c == '|' || c == ' ')).collect();
        let [reference, rfc3986, rfc2396, rfc1808] = cells[..] else { panic!("a row of four cells: {line}") };
        let unquote = |cell: &str| (cell != "—").then(|| cell.trim_matches('`').to_owned());
        let reference = reference.trim_matches('`');
        assert_eq!(
            resolve::rfc3986::resolve(base, reference, Default::default()).ok(),
            unquote(rfc3986),
            "{reference}"
        );
        assert_eq!(
            resolve::rfc2396::resolve(base, reference, Default::default()).ok(),
            unquote(rfc2396),
            "{reference}"
        );
        assert_eq!(
            resolve::rfc1808::resolve(base, reference, Default::default()).ok(),
            unquote(rfc1808),
            "{reference}"
        );
        checked += 1;
    }
    assert!(checked >= 13, "the README's resolution table has {checked} rows");
}
