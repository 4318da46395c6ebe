//! The §2.4 parser against the §2.2 grammar itself.
//!
//! The grammar is ambiguous, so here it is run as written, with no choices made: each rule maps a set of start
//! positions to the set of every position where a derivation can end. A text is a `URL` when its length is in
//! `URL({0})`. The parser, which splits in the order of §2.4, must accept exactly those texts, and say
//! `generic-RL` exactly when that alternative of `absoluteURL` derives the text.

use std::collections::BTreeSet;

use proptest::prelude::*;
use urigram::rfc1808::{Options, Rule, ast::UrlBody, match_prefix_with, parse_url_with};

type Set = BTreeSet<usize>;

/// The grammar over one text, with the classes of RFC 1808 or of RFC 2068.
struct Grammar<'s> {
    s: &'s [u8],
    rfc2068: bool,
}

impl Grammar<'_> {
    fn unreserved(&self, b: u8) -> bool {
        let national_2068 = b"{}|\\^~[]`".contains(&b) || b >= 0x80;
        b.is_ascii_alphanumeric() || b"$-_.+!*'(),".contains(&b) || (self.rfc2068 && national_2068)
    }
    fn pchar(&self, b: u8) -> bool {
        self.unreserved(b) || b":@&=".contains(&b)
    }
    fn uric(&self, b: u8) -> bool {
        self.unreserved(b) || b";/?:@&=".contains(&b)
    }

    /// Positions after one `plain` byte or one `escape` from each start.
    fn one(&self, starts: &Set, plain: impl Fn(u8) -> bool, escapes: bool) -> Set {
        let mut out = Set::new();
        for &i in starts {
            if self.s.get(i).is_some_and(|&b| plain(b)) {
                out.insert(i + 1);
            }
            if escapes
                && let Some([b'%', h, l]) = self.s.get(i..i + 3)
                && h.is_ascii_hexdigit()
                && l.is_ascii_hexdigit()
            {
                out.insert(i + 3);
            }
        }
        out
    }
    fn star(&self, starts: &Set, plain: impl Fn(u8) -> bool + Copy) -> Set {
        let mut all = starts.clone();
        let mut frontier = starts.clone();
        while !frontier.is_empty() {
            frontier = self.one(&frontier, plain, true).difference(&all).copied().collect();
            all.extend(&frontier);
        }
        all
    }
    fn lit(&self, starts: &Set, text: &[u8]) -> Set {
        starts.iter().filter(|&&i| self.s.get(i..i + text.len()) == Some(text)).map(|&i| i + text.len()).collect()
    }

    /// `path = fsegment *( "/" segment )`
    fn path(&self, starts: &Set) -> Set {
        let fsegment = self.star(&self.one(starts, |b| self.pchar(b), true), |b| self.pchar(b));
        let mut all = fsegment.clone();
        let mut frontier = fsegment;
        while !frontier.is_empty() {
            let next = self.star(&self.lit(&frontier, b"/"), |b| self.pchar(b));
            frontier = next.difference(&all).copied().collect();
            all.extend(&frontier);
        }
        all
    }
    /// `params = param *( ";" param )`, `param = *( pchar / "/" )`
    fn params(&self, starts: &Set) -> Set {
        let param = |starts: &Set| self.star(starts, |b| self.pchar(b) || b == b'/');
        let mut all = param(starts);
        let mut frontier = all.clone();
        while !frontier.is_empty() {
            frontier = param(&self.lit(&frontier, b";")).difference(&all).copied().collect();
            all.extend(&frontier);
        }
        all
    }
    /// `rel_path = [ path ] [ ";" params ] [ "?" query ]`
    fn rel_path(&self, starts: &Set) -> Set {
        let mut a = starts.clone();
        a.extend(self.path(starts));
        let mut b = a.clone();
        b.extend(self.params(&self.lit(&a, b";")));
        let mut c = b.clone();
        c.extend(self.star(&self.lit(&b, b"?"), |x| self.uric(x)));
        c
    }
    /// `abs_path = "/" rel_path`
    fn abs_path(&self, starts: &Set) -> Set {
        self.rel_path(&self.lit(starts, b"/"))
    }
    /// `net_path = "//" net_loc [ abs_path ]`
    fn net_path(&self, starts: &Set) -> Set {
        let net_loc = self.star(&self.lit(starts, b"//"), |b| self.pchar(b) || b == b';' || b == b'?');
        let mut out = net_loc.clone();
        out.extend(self.abs_path(&net_loc));
        out
    }
    /// `relativeURL = net_path / abs_path / rel_path`
    fn relative_url(&self, starts: &Set) -> Set {
        let mut out = self.net_path(starts);
        out.extend(self.abs_path(starts));
        out.extend(self.rel_path(starts));
        out
    }
    /// `scheme ":"`
    fn scheme_colon(&self, starts: &Set) -> Set {
        let class = |b: u8| b.is_ascii_alphanumeric() || b"+-.".contains(&b);
        let first = self.one(starts, class, false);
        let mut all = first.clone();
        let mut frontier = first;
        while !frontier.is_empty() {
            frontier = self.one(&frontier, class, false).difference(&all).copied().collect();
            all.extend(&frontier);
        }
        self.lit(&all, b":")
    }
    /// `generic-RL = scheme ":" relativeURL`
    fn generic_rl(&self, starts: &Set) -> Set {
        self.relative_url(&self.scheme_colon(starts))
    }
    /// `absoluteURL = generic-RL / ( scheme ":" *( uchar / reserved ) )`
    fn absolute_url(&self, starts: &Set) -> Set {
        let mut out = self.generic_rl(starts);
        out.extend(self.star(&self.scheme_colon(starts), |b| self.uric(b)));
        out
    }
    /// `URL = ( absoluteURL / relativeURL ) [ "#" fragment ]`
    fn url(&self, starts: &Set) -> Set {
        let mut body = self.absolute_url(starts);
        body.extend(self.relative_url(starts));
        let mut out = body.clone();
        out.extend(self.star(&self.lit(&body, b"#"), |b| self.uric(b)));
        out
    }
}

/// Checks the parser against the grammar on `text`.
fn agree(text: &str, options: Options) {
    let grammar = Grammar { s: text.as_bytes(), rfc2068: options.rfc2068_national };
    let start = Set::from([0]);
    let ends = grammar.url(&start);
    let parsed = parse_url_with(text, options);
    assert_eq!(parsed.is_ok(), ends.contains(&text.len()), "{text:?} with {options:?}: {parsed:?}");
    if let Ok(url) = parsed {
        if let UrlBody::Absolute(absolute) = url.body() {
            let body_end = absolute.span().end;
            let generic = grammar.generic_rl(&start).contains(&body_end);
            assert_eq!(absolute.is_generic(), generic, "{text:?}: which alternative");
        }
    }
    // What the rule function reads is always a URL.
    if let Ok(length) = match_prefix_with(Rule::Url, text, options) {
        assert!(ends.contains(&length), "{text:?}: prefix {length}");
    }
}

#[test]
fn the_parser_accepts_exactly_the_grammar_on_every_short_text() {
    let alphabet = ['a', '1', ':', '/', '?', ';', '#', '%', '~', ' '];
    let mut texts = vec![String::new()];
    let mut frontier = vec![String::new()];
    for _ in 0..4 {
        frontier = frontier.iter().flat_map(|text| alphabet.iter().map(move |c| format!("{text}{c}"))).collect();
        texts.extend(frontier.iter().cloned());
    }
    for text in &texts {
        agree(text, Options::RFC1808);
        agree(text, Options::RFC2068);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn the_parser_accepts_exactly_the_grammar(text in "[a1F:/?;#%~@&=+é \\[]{0,12}") {
        agree(&text, Options::RFC1808);
        agree(&text, Options::RFC2068);
    }

    /// Any characters at all, controls and astral ones included: no panic, and the same verdict.
    #[test]
    fn any_text_is_judged_as_the_grammar_judges_it(text in "(?s).{0,16}") {
        agree(&text, Options::RFC1808);
        agree(&text, Options::RFC2068);
    }
}

#[test]
fn the_grammar_here_is_the_ambiguous_one() {
    let ends = |text: &str| Grammar { s: text.as_bytes(), rfc2068: false }.url(&Set::from([0]));
    // `g:h` ends the URL both as an absoluteURL and as a relativeURL; the set cannot tell, the parser picks.
    assert!(ends("g:h").contains(&3));
    let g = Grammar { s: b"g:h", rfc2068: false };
    assert!(g.absolute_url(&Set::from([0])).contains(&3) && g.relative_url(&Set::from([0])).contains(&3));
    assert!(ends("http://a//b").contains(&11) && !ends("//a//b").contains(&6));
    assert!(!ends("a#b#c").contains(&5) && ends("?y").contains(&2) && !ends("/~").contains(&2));
}
