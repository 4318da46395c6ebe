//! The bodies of the robustness fuzz targets, as plain functions of the fuzzer's bytes.
//!
//! Each `fuzz/fuzz_targets/*.rs` target calls one of these; `tests/robustness/fuzz_replay.rs` in the main crate includes
//! this same file to replay the committed corpus under a plain `cargo test`, and to run the bodies on seeded
//! random inputs for as long as `URIGRAM_FUZZ_SECONDS` says (on stable, without libFuzzer). So every property
//! here is checked by CI even where cargo-fuzz cannot run.
//!
//! The properties, for every input:
//!
//! - no panic, whichever rule is asked (the first byte picks it, and the option of the RFC);
//! - `parse_rule` accepts the whole text or fails with a span inside it on character boundaries, and a
//!   sentence; `match_prefix` reads a prefix ending on a character boundary, the whole text exactly when
//!   `parse_rule` accepts it, and `parse_rule` accepts that prefix;
//! - on success, `Display` gives back the input byte for byte, and every span of the tree slices the input at
//!   character boundaries into the node's own text;
//! - differentially, RFC 3986 `URI-reference` gives the same verdict and the same components as fluent-uri.

#![allow(dead_code, reason = "each target uses one body")]

use std::fmt::Display;

use urigram::{Component, Components, Grammar, Span};

/// The rule byte and the text after it: invalid UTF-8 is replaced, so that every input is some text.
fn split(data: &[u8]) -> Option<(u8, String)> {
    let (&first, rest) = data.split_first()?;
    Some((first, String::from_utf8_lossy(rest).into_owned()))
}

/// The rule of `R` that `byte` picks (its low seven bits; the high bit picks an option).
fn pick<R: Grammar>(byte: u8) -> R {
    R::ALL[usize::from(byte & 0x7f) % R::ALL.len()]
}

/// `span` lies in `text` on character boundaries and slices `text` into `expected`.
#[track_caller]
fn check_span(text: &str, span: Span, expected: &str) {
    assert!(span.start <= span.end && span.end <= text.len(), "span {span:?} outside a text of {}", text.len());
    assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end), "span {span:?} splits a character");
    assert_eq!(&text[span.range()], expected, "span {span:?} does not slice the node's text");
}

/// An error's span is inside the text on character boundaries, and its sentence and position can be written.
#[track_caller]
fn check_error<R: Grammar>(text: &str, error: &urigram::Error<R>) {
    let span = error.span();
    assert!(span.start <= span.end && span.end <= text.len(), "error span {span:?} outside the text");
    assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end), "error span splits a character");
    assert_eq!(error.position().offset, span.start);
    assert!(!error.message().is_empty());
    assert!(!error.to_string().is_empty());
    let _ = format!("{error:?}");
}

/// A parse of a whole text: `Display` and `as_str` give it back, and its span is all of it.
#[track_caller]
fn check_whole(text: &str, node: &impl Display, as_str: &str, span: Span) {
    assert_eq!(node.to_string(), text, "Display does not reproduce the input");
    assert_eq!(as_str, text);
    assert_eq!(span, Span::new(0, text.len()));
}

/// Every present component slices the text into its own text.
#[track_caller]
fn check_components(text: &str, components: &[Component<'_>]) {
    for component in components {
        if let Some(part) = component.part {
            check_span(text, part.span, part.text);
        }
    }
}

/// `parse_rule` and `match_prefix` agree with each other and with the text.
#[track_caller]
fn check_rule<R: Grammar>(
    text: &str,
    whole: Result<Span, urigram::Error<R>>,
    prefix: Result<usize, urigram::Error<R>>,
    whole_of_prefix: impl FnOnce(&str) -> Result<Span, urigram::Error<R>>,
) {
    match &whole {
        Ok(span) => assert_eq!(*span, Span::new(0, text.len())),
        Err(error) => check_error(text, error),
    }
    match prefix {
        Ok(length) => {
            assert!(length <= text.len() && text.is_char_boundary(length), "prefix {length} of {}", text.len());
            if whole.is_ok() {
                assert_eq!(length, text.len(), "the rule accepts the whole text but reads a shorter prefix");
            }
            let prefix = &text[..length];
            if let Err(error) = whole_of_prefix(prefix) {
                panic!("match_prefix read {prefix:?}, which the rule rejects: {error}");
            }
        }
        Err(error) => {
            check_error(text, &error);
            assert!(whole.is_err(), "match_prefix fails where parse_rule succeeds");
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// RFC 3986

/// Fuzz target `rfc3986`.
pub fn rfc3986(data: &[u8]) {
    use urigram::rfc3986::{self, Rule};
    let Some((first, text)) = split(data) else { return };
    let text = text.as_str();
    let rule: Rule = pick(first);
    check_rule(text, rfc3986::parse_rule(rule, text), rfc3986::match_prefix(rule, text), |prefix| {
        rfc3986::parse_rule(rule, prefix)
    });
    match rule {
        Rule::Uri => match rfc3986::parse_uri(text) {
            Ok(uri) => {
                check_whole(text, &uri, uri.as_str(), uri.span());
                check_span(text, uri.scheme().span(), uri.scheme().as_str());
                check_3986_hier(text, uri.authority(), uri.path());
            }
            Err(error) => check_error(text, &error),
        },
        Rule::AbsoluteUri => match rfc3986::parse_absolute_uri(text) {
            Ok(uri) => {
                check_whole(text, &uri, uri.as_str(), uri.span());
                check_3986_hier(text, uri.authority(), uri.path());
            }
            Err(error) => check_error(text, &error),
        },
        Rule::RelativeRef => match rfc3986::parse_relative_ref(text) {
            Ok(relative) => {
                check_whole(text, &relative, relative.as_str(), relative.span());
                check_3986_hier(text, relative.authority(), relative.path());
            }
            Err(error) => check_error(text, &error),
        },
        _ => {}
    }
    check_3986_reference(text);
}

/// `URI-reference`, the RFC's main rule, on every input.
fn check_3986_reference(text: &str) {
    match urigram::rfc3986::parse_uri_reference(text) {
        Ok(reference) => {
            check_whole(text, &reference, reference.as_str(), reference.span());
            check_components(text, &reference.components());
            check_3986_hier(text, reference.authority(), reference.path());
            let _ = format!("{reference:?}");
        }
        Err(error) => check_error(text, &error),
    }
}

fn check_3986_hier(
    text: &str,
    authority: Option<urigram::rfc3986::ast::Authority<'_>>,
    path: urigram::rfc3986::ast::Path<'_>,
) {
    if let Some(authority) = authority {
        check_span(text, authority.span(), authority.as_str());
        assert_eq!(authority.to_string(), authority.as_str());
        if let Some(userinfo) = authority.userinfo() {
            check_span(text, userinfo.span(), userinfo.as_str());
        }
        check_span(text, authority.host().span(), authority.host().as_str());
        if let Some(port) = authority.port() {
            check_span(text, port.span(), port.as_str());
        }
    }
    check_span(text, path.span(), path.as_str());
    let mut rebuilt = String::new();
    for segment in path.segments() {
        check_span(text, segment.span(), segment.as_str());
        rebuilt.push_str(segment.as_str());
    }
    assert_eq!(rebuilt, path.as_str().replace('/', ""), "the segments are the path without its slashes");
}

// ---------------------------------------------------------------------------------------------------------
// RFC 2396

/// Fuzz target `rfc2396`: the high bit of the rule byte turns RFC 2732 on.
pub fn rfc2396(data: &[u8]) {
    use urigram::rfc2396::{self, Options, Rule};
    let Some((first, text)) = split(data) else { return };
    let text = text.as_str();
    let rule: Rule = pick(first);
    let options = Options::rfc2732(first & 0x80 != 0);
    check_rule(
        text,
        rfc2396::parse_rule_with(rule, text, options),
        rfc2396::match_prefix_with(rule, text, options),
        |prefix| rfc2396::parse_rule_with(rule, prefix, options),
    );
    match rule {
        Rule::AbsoluteUri => match rfc2396::parse_absolute_uri_with(text, options) {
            Ok(uri) => {
                check_whole(text, &uri, uri.as_str(), uri.span());
                check_2396_parts(text, uri.authority(), uri.path());
            }
            Err(error) => check_error(text, &error),
        },
        Rule::RelativeUri => match rfc2396::parse_relative_uri_with(text, options) {
            Ok(uri) => {
                check_whole(text, &uri, uri.as_str(), uri.span());
                check_2396_parts(text, uri.authority(), uri.path());
            }
            Err(error) => check_error(text, &error),
        },
        _ => {}
    }
    match rfc2396::parse_resolvable_reference(text, options) {
        Ok(rfc2396::Resolvable::Reference(reference)) => assert_eq!(reference.as_str(), text),
        Ok(rfc2396::Resolvable::QueryOnly { span, query, fragment }) => {
            assert_eq!(span, Span::new(0, text.len()));
            check_span(text, query.span(), query.as_str());
            if let Some(fragment) = fragment {
                check_span(text, fragment.span(), fragment.as_str());
            }
        }
        Err(error) => check_error(text, &error),
    }
    match rfc2396::parse_uri_reference_with(text, options) {
        Ok(reference) => {
            check_whole(text, &reference, reference.as_str(), reference.span());
            check_components(text, &reference.components());
            check_2396_parts(text, reference.authority(), reference.path());
            let _ = format!("{reference:?}");
        }
        Err(error) => check_error(text, &error),
    }
}

fn check_2396_parts(
    text: &str,
    authority: Option<urigram::rfc2396::ast::Authority<'_>>,
    path: urigram::rfc2396::ast::Path<'_>,
) {
    use urigram::rfc2396::ast::Host;
    if let Some(authority) = authority {
        check_span(text, authority.span(), authority.as_str());
        assert_eq!(authority.to_string(), authority.as_str());
        if let Some(server) = authority.server() {
            check_span(text, server.span(), server.as_str());
            assert_eq!(server.to_string(), server.as_str());
        }
        if let Some(userinfo) = authority.userinfo() {
            check_span(text, userinfo.span(), userinfo.as_str());
        }
        if let Some(port) = authority.port() {
            check_span(text, port.span(), port.as_str());
        }
        if let Some(host) = authority.host() {
            check_span(text, host.span(), host.as_str());
            match host {
                Host::Hostname(name) => {
                    for label in name.labels() {
                        check_span(text, label.span(), label.as_str());
                    }
                    check_span(text, name.toplabel().span(), name.toplabel().as_str());
                }
                Host::Ipv4(address) => check_span(text, address.span(), address.as_str()),
                Host::Ipv6(reference) => {
                    check_span(text, reference.span(), reference.as_str());
                    check_span(text, reference.address().span(), reference.address().as_str());
                }
            }
        }
    }
    check_span(text, path.span(), path.as_str());
    for segment in path.segments() {
        check_span(text, segment.span(), segment.as_str());
        for param in segment.params() {
            check_span(text, param.span(), param.as_str());
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// RFC 1808

/// Fuzz target `rfc1808`: the high bit of the rule byte selects RFC 2068's variant.
pub fn rfc1808(data: &[u8]) {
    use urigram::rfc1808::{self, Options, Rule};
    let Some((first, text)) = split(data) else { return };
    let text = text.as_str();
    let rule: Rule = pick(first);
    let options = if first & 0x80 != 0 { Options::RFC2068 } else { Options::RFC1808 };
    check_rule(
        text,
        rfc1808::parse_rule_with(rule, text, options),
        rfc1808::match_prefix_with(rule, text, options),
        |prefix| rfc1808::parse_rule_with(rule, prefix, options),
    );
    match rule {
        Rule::AbsoluteUrl => match rfc1808::parse_absolute_url_with(text, options) {
            Ok(url) => {
                check_whole(text, &url, url.as_str(), url.span());
                check_span(text, url.scheme().span(), url.scheme().as_str());
                if let Some(relative) = url.relative_url() {
                    check_1808_relative(text, &relative);
                }
            }
            Err(error) => check_error(text, &error),
        },
        Rule::RelativeUrl => match rfc1808::parse_relative_url_with(text, options) {
            Ok(relative) => {
                check_whole(text, &relative, relative.as_str(), relative.span());
                check_1808_relative(text, &relative);
            }
            Err(error) => check_error(text, &error),
        },
        _ => {}
    }
    match rfc1808::parse_url_with(text, options) {
        Ok(url) => {
            check_whole(text, &url, url.as_str(), url.span());
            check_components(text, &url.components());
            if let Some(relative) = url.relative_url() {
                check_1808_relative(text, &relative);
            }
            if let Some(absolute) = url.absolute_url() {
                if let Some(relative) = absolute.relative_url() {
                    check_1808_relative(text, &relative);
                }
            }
            let _ = format!("{url:?}");
        }
        Err(error) => check_error(text, &error),
    }
}

fn check_1808_relative(text: &str, relative: &urigram::rfc1808::ast::RelativeUrl<'_>) {
    check_span(text, relative.span(), relative.as_str());
    assert_eq!(relative.to_string(), relative.as_str());
    if let Some(net_loc) = relative.net_loc() {
        check_span(text, net_loc.span(), net_loc.as_str());
        let login = net_loc.login();
        if let Some(user) = login.user() {
            check_span(text, user.span(), user.as_str());
        }
        if let Some(password) = login.password() {
            check_span(text, password.span(), password.as_str());
        }
        check_span(text, login.host().span(), login.host().as_str());
        if let Some(port) = login.port() {
            check_span(text, port.span(), port.as_str());
        }
    }
    if let Some(path) = relative.path() {
        check_span(text, path.span(), path.as_str());
        for segment in path.segments() {
            check_span(text, segment.span(), segment.as_str());
        }
    }
    if let Some(params) = relative.params() {
        check_span(text, params.span(), params.as_str());
        for param in params.iter() {
            check_span(text, param.span(), param.as_str());
        }
    }
    if let Some(query) = relative.query() {
        check_span(text, query.span(), query.as_str());
    }
}

// ---------------------------------------------------------------------------------------------------------
// Differential: RFC 3986 against fluent-uri

/// The components of a reference, as text: scheme, authority, userinfo, host, host kind, port, path, query,
/// fragment.
pub type Parts<'a> = [Option<&'a str>; 9];

/// What urigram's RFC 3986 `URI-reference` makes of `text`.
pub fn urigram_parts(text: &str) -> Option<Parts<'_>> {
    use urigram::rfc3986::ast::{Host, IpLiteral};
    let reference = urigram::rfc3986::parse_uri_reference(text).ok()?;
    let authority = reference.authority();
    let kind = authority.map(|authority| match authority.host() {
        Host::Ipv4(_) => "ipv4",
        Host::IpLiteral(IpLiteral::Ipv6 { .. }) => "ipv6",
        // Only RFC 6874 reads a zone, and this is plain RFC 3986.
        Host::IpLiteral(IpLiteral::Ipv6Zoned { .. }) => "ipv6-zoned",
        Host::IpLiteral(IpLiteral::IpvFuture { .. }) => "ipvfuture",
        Host::RegName(_) => "reg-name",
    });
    Some([
        reference.scheme().map(|scheme| scheme.as_str()),
        authority.map(|authority| authority.as_str()),
        authority.and_then(|authority| authority.userinfo()).map(|userinfo| userinfo.as_str()),
        authority.map(|authority| authority.host().as_str()),
        kind,
        authority.and_then(|authority| authority.port()).map(|port| port.as_str()),
        Some(reference.path().as_str()),
        reference.query().map(|query| query.as_str()),
        reference.fragment().map(|fragment| fragment.as_str()),
    ])
}

/// What fluent-uri's `UriRef` makes of `text`.
pub fn fluent_uri_parts(text: &str) -> Option<Parts<'_>> {
    use fluent_uri::component::Host;
    let reference = fluent_uri::UriRef::parse(text).ok()?;
    let authority = reference.authority();
    let kind = authority.map(|authority| match authority.host_parsed() {
        Host::Ipv4 { .. } => "ipv4",
        Host::Ipv6 { .. } => "ipv6",
        Host::RegName(_) => "reg-name",
        _ => "ipvfuture",
    });
    Some([
        reference.scheme().map(|scheme| scheme.as_str()),
        authority.map(|authority| authority.as_str()),
        authority.and_then(|authority| authority.userinfo()).map(|userinfo| userinfo.as_str()),
        authority.map(|authority| authority.host()),
        kind,
        authority.and_then(|authority| authority.port()).map(|port| port.as_str()),
        Some(reference.path().as_str()),
        reference.query().map(|query| query.as_str()),
        reference.fragment().map(|fragment| fragment.as_str()),
    ])
}

/// Fuzz target `differential_fluent_uri`: the whole input is the text (no rule byte).
pub fn differential_fluent_uri(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let ours = urigram_parts(&text);
    let theirs = fluent_uri_parts(&text);
    assert_eq!(ours, theirs, "urigram and fluent-uri disagree on {text:?}");
}
