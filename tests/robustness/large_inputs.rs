//! Robustness: inputs of 2 MiB in the shapes that break parsers, parsed on a thread with a 64 KiB
//! stack by each RFC's top rules, with the verdict each grammar gives.
//!
//! A parser that recursed once per segment, escape or label, or that built a deep combinator chain per byte,
//! would overflow this stack; one that went super-linear would make this test crawl (the time per byte is
//! measured by `benches/scaling.rs`, never asserted here). The verdicts are the grammar's: the reason for each
//! is in `tests/support/shapes.rs`.
//!
//! Every other rule of each grammar is also run, on 64 KiB inputs of the same shapes, on the same small stack.
//!
//! Not here yet: resolution and normalization (§5.2, §6), which live on another branch; their 64 KiB-stack
//! tests come with them.

use super::shapes;

use shapes::{SHAPES, Shape};
use urigram::{Grammar, Span};

/// The size of the big inputs: 2 MiB.
const BIG: usize = 2 << 20;
/// The stack every parse runs on.
const STACK: usize = 64 * 1024;

/// Runs `work` on a thread with a 64 KiB stack and returns its result; a stack overflow aborts the process.
fn on_small_stack<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .name("64k-stack".into())
        .stack_size(STACK)
        .spawn(work)
        .expect("a thread can be spawned")
        .join()
        .expect("the parse does not panic")
}

/// An error's span is inside the text, on character boundaries, and its message can be written.
fn check_error<R: Grammar>(text: &str, error: &urigram::Error<R>) {
    let Span { start, end } = error.span();
    assert!(start <= end && end <= text.len(), "error span {start}..{end} outside a text of {}", text.len());
    assert!(text.is_char_boundary(start) && text.is_char_boundary(end), "error span splits a character");
    assert!(!error.to_string().is_empty());
}

/// The verdicts of every top rule of the three RFCs on `text`, checked against each other and against `shape`.
fn check_top_rules(shape: &'static Shape, text: String) {
    use urigram::{rfc1808, rfc2396, rfc3986};
    let name = shape.name;

    // RFC 3986: URI-reference = URI / relative-ref; an absolute-URI is a URI.
    let reference = rfc3986::parse_uri_reference(&text);
    let uri = rfc3986::parse_uri(&text);
    let absolute = rfc3986::parse_absolute_uri(&text);
    let relative = rfc3986::parse_relative_ref(&text);
    assert_eq!(reference.is_ok(), shape.rfc3986, "RFC 3986 URI-reference on {name}: {:?}", reference.err());
    assert_eq!(reference.is_ok(), uri.is_ok() || relative.is_ok(), "{name}");
    assert!(absolute.is_err() || uri.is_ok(), "{name}");
    for error in [reference.err(), uri.err(), absolute.err(), relative.err()].iter().flatten() {
        check_error(&text, error);
    }

    // RFC 2396, as published and with RFC 2732.
    for (options, expected) in
        [(rfc2396::Options::RFC2396, shape.rfc2396), (rfc2396::Options::rfc2732(true), shape.rfc2732)]
    {
        let reference = rfc2396::parse_uri_reference_with(&text, options);
        let absolute = rfc2396::parse_absolute_uri_with(&text, options);
        let relative = rfc2396::parse_relative_uri_with(&text, options);
        let resolvable = rfc2396::parse_resolvable_reference(&text, options);
        assert_eq!(reference.is_ok(), expected, "RFC 2396 {options:?} on {name}: {:?}", reference.err());
        assert!(!(absolute.is_ok() || relative.is_ok()) || reference.is_ok(), "{name}");
        assert!(reference.is_err() || resolvable.is_ok(), "{name}");
        for error in [reference.err(), absolute.err(), relative.err(), resolvable.err()].iter().flatten() {
            check_error(&text, error);
        }
    }

    // RFC 1808, and RFC 2068's variant.
    for (options, expected) in [(rfc1808::Options::RFC1808, shape.rfc1808), (rfc1808::Options::RFC2068, shape.rfc2068)]
    {
        let url = rfc1808::parse_url_with(&text, options);
        let absolute = rfc1808::parse_absolute_url_with(&text, options);
        let relative = rfc1808::parse_relative_url_with(&text, options);
        assert_eq!(url.is_ok(), expected, "RFC 1808 {options:?} on {name}: {:?}", url.err());
        assert!(absolute.is_err() || url.is_ok(), "{name}");
        for error in [url.err(), absolute.err(), relative.err()].iter().flatten() {
            check_error(&text, error);
        }
    }
}

#[test]
fn two_mebibyte_inputs_parse_on_a_64_kib_stack_with_the_grammars_verdicts() {
    for shape in SHAPES {
        let text = (shape.make)(BIG);
        assert!(text.len() > BIG - 8 && text.len() < BIG + 8, "{}: {} bytes", shape.name, text.len());
        on_small_stack(move || check_top_rules(shape, text));
    }
}

#[test]
fn the_hostile_shapes_have_their_sizes() {
    let count = |shape: &str, unit: &str| {
        let shape = SHAPES.iter().find(|s| s.name == shape).expect("the shape exists");
        (shape.make)(BIG).matches(unit).count()
    };
    assert!(count("slashes", "/") >= 1_000_000);
    assert!(count("dot-dot-segments", "../") >= 500_000);
    assert!(count("percent-encoded", "%41") >= 699_000);
    assert!(count("bracket-colons", ":") >= 2_000_000);
}

/// Every rule of every grammar, through `parse_rule` and `match_prefix`, on 64 KiB inputs of every shape.
#[test]
fn every_rule_takes_large_inputs_on_a_64_kib_stack() {
    const SIZE: usize = 64 * 1024;
    for shape in SHAPES {
        let text = (shape.make)(SIZE);
        on_small_stack(move || {
            for &rule in urigram::rfc3986::Rule::ALL {
                check_rule(
                    &text,
                    urigram::rfc3986::parse_rule(rule, &text),
                    urigram::rfc3986::match_prefix(rule, &text),
                );
            }
            for options in [urigram::rfc2396::Options::RFC2396, urigram::rfc2396::Options::rfc2732(true)] {
                for &rule in urigram::rfc2396::Rule::ALL {
                    check_rule(
                        &text,
                        urigram::rfc2396::parse_rule_with(rule, &text, options),
                        urigram::rfc2396::match_prefix_with(rule, &text, options),
                    );
                }
            }
            for options in [urigram::rfc1808::Options::RFC1808, urigram::rfc1808::Options::RFC2068] {
                for &rule in urigram::rfc1808::Rule::ALL {
                    check_rule(
                        &text,
                        urigram::rfc1808::parse_rule_with(rule, &text, options),
                        urigram::rfc1808::match_prefix_with(rule, &text, options),
                    );
                }
            }
        });
    }
}

/// `parse_rule` accepts the whole text or fails inside it; `match_prefix` reads a prefix that ends on a
/// character boundary, and the whole text exactly when `parse_rule` accepts.
fn check_rule<R: Grammar>(
    text: &str,
    whole: Result<Span, urigram::Error<R>>,
    prefix: Result<usize, urigram::Error<R>>,
) {
    match &whole {
        Ok(span) => assert_eq!(*span, Span::new(0, text.len())),
        Err(error) => check_error(text, error),
    }
    match prefix {
        Ok(length) => {
            assert!(length <= text.len() && text.is_char_boundary(length));
            if whole.is_ok() {
                assert_eq!(length, text.len());
            }
        }
        Err(error) => {
            check_error(text, &error);
            assert!(whole.is_err());
        }
    }
}
