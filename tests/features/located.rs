//! The rule functions of every grammar inside a grammar that reads nom_locate's `LocatedSpan`: the spans of the
//! nodes are the embedding text's, and the rest of the input keeps its line.

#![cfg(feature = "nom_locate")]

use nom::Parser;
use nom::bytes::complete::tag;
use nom_locate::LocatedSpan;
use urigram::{Grammar, located, rfc1808, rfc2396, rfc3986};

type Text<'a> = LocatedSpan<&'a str>;
type Failure<'a> = nom::error::Error<Text<'a>>;

#[test]
fn a_rule_of_each_grammar_reads_from_the_middle_of_a_located_text() {
    let text = "first line\nuri = http://h.example:80/a;p?q#f rest";
    let start = Text::new(text);
    let (at_uri, _) = (tag::<_, _, Failure<'_>>("first line\nuri = ")).parse(start).unwrap();

    let (rest, reference) =
        located::<_, _, _, Failure<'_>>(rfc3986::uri_reference::<rfc3986::Rfc3986>).parse(at_uri).unwrap();
    assert_eq!(reference.as_str(), "http://h.example:80/a;p?q#f");
    let host = reference.authority().unwrap().host();
    assert_eq!(&text[host.span().start..host.span().end], "h.example");
    assert_eq!((rest.location_line(), rest.location_offset(), *rest.fragment()), (2, 44, " rest"));

    let (_, reference) =
        located::<_, _, _, Failure<'_>>(rfc2396::uri_reference::<rfc2396::Rfc2732>).parse(at_uri).unwrap();
    let params: Vec<&str> =
        reference.path().segments().flat_map(|segment| segment.params()).map(|p| p.as_str()).collect();
    assert_eq!(params, ["p"]);
    assert_eq!(reference.fragment().unwrap().span().start, text.find("#f").unwrap() + 1);

    let (_, url) = located::<_, _, _, Failure<'_>>(rfc1808::url::<rfc1808::Rfc1808>).parse(at_uri).unwrap();
    assert_eq!(url.params().unwrap().span().start, text.find(";p").unwrap() + 1);
}

#[test]
fn a_failure_is_the_embedding_grammars_error_at_the_farthest_byte_with_the_rules_error() {
    /// An embedding error that keeps the rule's error.
    #[derive(Debug)]
    struct Kept(Option<urigram::grammar::RuleError<rfc3986::Rule>>, usize);
    impl nom::error::ParseError<Text<'_>> for Kept {
        fn from_error_kind(input: Text<'_>, _: nom::error::ErrorKind) -> Self {
            Kept(None, input.location_offset())
        }
        fn append(_: Text<'_>, _: nom::error::ErrorKind, other: Self) -> Self {
            other
        }
    }
    impl nom::error::FromExternalError<Text<'_>, urigram::grammar::RuleError<rfc3986::Rule>> for Kept {
        fn from_external_error(
            input: Text<'_>,
            _: nom::error::ErrorKind,
            error: urigram::grammar::RuleError<rfc3986::Rule>,
        ) -> Self {
            Kept(Some(error), input.location_offset())
        }
    }

    let text = "x: %zz";
    let (at_value, _) = (tag::<_, _, Kept>("x: ")).parse(Text::new(text)).unwrap();
    let Err(nom::Err::Failure(Kept(Some(error), offset))) =
        located::<_, _, _, Kept>(rfc3986::reg_name::<rfc3986::Rfc3986>).parse(at_value)
    else {
        panic!("a bad escape commits the rule");
    };
    assert_eq!(offset, 4, "after the %, where a HEXDIG was wanted");
    assert_eq!(error.offset, offset);
    assert!(error.expected.names().any(|name| name == rfc3986::Rule::PctEncoded.name() || name == "HEXDIG"));
}
