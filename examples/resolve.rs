//! Resolves references against a base URI by each RFC's own algorithm, side by side. Without arguments it
//! resolves a few of RFC 3986 §5.4's examples, where the RFCs disagree.
//!
//! ```text
//! cargo run --example resolve -- BASE REFERENCE...
//! ```

use urigram::resolve::{rfc1808, rfc2396, rfc3986};

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let (base, references): (&str, Vec<&str>) = match arguments.split_first() {
        Some((base, references)) => (base, references.iter().map(String::as_str).collect()),
        None => ("http://a/b/c/d;p?q", vec!["g", "../../../g", "?y", ";x", "//g", "g;x=1/../y"]),
    };
    println!("base {base}\n");
    println!("{:<14} {:<26} {:<26} {:<26}", "reference", "RFC 3986 §5.2", "RFC 2396 §5.2", "RFC 1808 §4");
    for reference in references {
        let by_3986 = rfc3986::resolve(base, reference, rfc3986::Options::default()).map_err(|e| e.to_string());
        let by_2396 = rfc2396::resolve(base, reference, rfc2396::Options::default()).map_err(|e| e.to_string());
        let by_1808 = rfc1808::resolve(base, reference, rfc1808::Options::default()).map_err(|e| e.to_string());
        let show = |result: &Result<String, String>| match result {
            Ok(target) => target.clone(),
            Err(_) => "(error)".to_owned(),
        };
        println!("{reference:<14} {:<26} {:<26} {:<26}", show(&by_3986), show(&by_2396), show(&by_1808));
        for (rfc, result) in [("RFC 3986", &by_3986), ("RFC 2396", &by_2396), ("RFC 1808", &by_1808)] {
            if let Err(error) = result {
                println!("    {rfc}: {error}");
            }
        }
    }
}
