//! Parses each URI under RFC 3986, RFC 2396 (with and without RFC 2732) and RFC 1808 (with and without
//! RFC 2068's variant), and prints each verdict, with the component list of each grammar that accepts it or
//! the reason of each that does not. Without arguments it compares a few texts on which the RFCs disagree.
//!
//! ```text
//! cargo run --example compare -- URI...
//! ```

use urigram::{Component, Components, rfc1808, rfc2396, rfc3986};

/// `scheme="http" host="a" path=""`: the present components.
fn components(components: Vec<Component<'_>>) -> String {
    let present = components
        .into_iter()
        .filter_map(|component| component.part.map(|part| format!("{}={:?}", component.name, part.text)));
    present.collect::<Vec<_>>().join(" ")
}

fn verdict<T, R: urigram::Grammar>(result: Result<T, urigram::Error<R>>, describe: impl FnOnce(T) -> String) -> String {
    match result {
        Ok(tree) => format!("valid    {}", describe(tree)),
        Err(error) => format!("invalid  at {} in {}: {error}", error.span(), urigram::Grammar::name(error.rule())),
    }
}

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let defaults = ["http:", "http://a@b@c/", "http://[::1]/", "/~user", "1ab:x", "//a//b"];
    let inputs: Vec<&str> =
        if arguments.is_empty() { defaults.to_vec() } else { arguments.iter().map(String::as_str).collect() };
    for text in inputs {
        println!("{text}");
        let rows = [
            ("RFC 3986", verdict(rfc3986::parse_uri_reference(text), |tree| components(tree.components()))),
            ("RFC 2396", verdict(rfc2396::parse_uri_reference(text), |tree| components(tree.components()))),
            (
                "  +2732",
                verdict(rfc2396::parse_uri_reference_with(text, rfc2396::Options::rfc2732(true)), |tree| {
                    components(tree.components())
                }),
            ),
            ("RFC 1808", verdict(rfc1808::parse_url(text), |tree| components(tree.components()))),
            (
                "  +2068",
                verdict(rfc1808::parse_url_with(text, rfc1808::Options::RFC2068), |tree| components(tree.components())),
            ),
        ];
        for (rfc, row) in rows {
            println!("  {rfc:<9} {row}");
        }
        println!();
    }
}
