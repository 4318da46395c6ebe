//! The reference as a static web site: `cargo run -p urigram-reference -- site OUT/`.
//!
//! Plain HTML, CSS and inline SVG, generated from `grammar/*.abnf` and the library's rule tables, that opens from
//! a folder with no server: an index of every rule of every grammar, a page per grammar and variant (each rule
//! with its ABNF, whose rule names link to their definitions, its section linked to the RFC's text, its
//! combinator, a railroad diagram and examples), the comparison of the rules the grammars share, the RFC 5234
//! core rules, the WHATWG URL Standard's page ([`whatwg`]), and the playground, which runs the library compiled to WebAssembly.
//!
//! The playground's `.wasm` is built apart (`cargo build -p urigram-playground --target wasm32-unknown-unknown
//! --profile wasm`); [`render`] is given its bytes, writes them as `urigram_playground.wasm` and, because
//! browsers refuse `fetch()` of `file://` addresses, also base64-encoded in `playground-wasm.js`, which the page
//! loads with a `<script>` element when it is opened from a folder.
//!
//! The WHATWG column has a module of its own (`cargo build -p urigram-playground-whatwg --target
//! wasm32-unknown-unknown --profile wasm`), which carries the `idna` crate's Unicode data that the playground's
//! own module has no room for: written as `urigram_playground_whatwg.wasm` and `playground-whatwg-wasm.js`, loaded
//! by the page after the first.

mod diagram;
pub mod examples;
pub mod whatwg;

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

use urigram_abnf::{Alternation, Element, Grammar, Rule};

use crate::compare::longest_exception;
use crate::reference::{ComparisonRow, comparison_rows};
use crate::registry::{Variant, VariantExt as _};
use examples::{Example, Source};
use urigram_playground::GrammarExt as _;

/// The command that writes the site.
pub const COMMAND: &str = "cargo run -p urigram-reference -- site OUT/";

/// The command that builds the playground's `.wasm`.
pub const WASM_COMMAND: &str = "cargo build -p urigram-playground --target wasm32-unknown-unknown --profile wasm";

/// Where [`WASM_COMMAND`] writes the `.wasm`, from the workspace's target folder.
pub const WASM_PATH: &str = "wasm32-unknown-unknown/wasm/urigram_playground.wasm";

/// The command that builds the WHATWG column's `.wasm`.
pub const WHATWG_WASM_COMMAND: &str =
    "cargo build -p urigram-playground-whatwg --target wasm32-unknown-unknown --profile wasm";

/// Where [`WHATWG_WASM_COMMAND`] writes the `.wasm`, from the workspace's target folder.
pub const WHATWG_WASM_PATH: &str = "wasm32-unknown-unknown/wasm/urigram_playground_whatwg.wasm";

const STYLE: &str = include_str!("../../site/style.css");
const PLAYGROUND_JS: &str = include_str!("../../site/playground.js");

/// The page of a grammar.
pub fn page(variant: Variant) -> &'static str {
    match variant {
        Variant::Rfc3986 => "rfc3986.html",
        Variant::Rfc3986Rfc6874 => "rfc3986-rfc6874.html",
        Variant::Rfc3987 => "rfc3987.html",
        Variant::Rfc3987Rfc6874 => "rfc3987-rfc6874.html",
        Variant::Rfc2396 => "rfc2396.html",
        Variant::Rfc2396Rfc2732 => "rfc2396-rfc2732.html",
        Variant::Rfc1808 => "rfc1808.html",
        Variant::Rfc1808Rfc2068 => "rfc1808-rfc2068.html",
        Variant::Rfc8089 => "rfc8089.html",
        Variant::Rfc8089AppendixF => "rfc8089-appendix-f.html",
    }
}

/// The anchor of a rule on its grammar's page (RFC 5234 names are case-insensitive).
pub fn anchor(name: &str) -> String {
    format!("rule-{}", name.to_ascii_lowercase())
}

/// The texts chosen to show the rule `name` in every grammar that has it.
pub(crate) fn chosen_texts(name: &str) -> Vec<&'static str> {
    examples::chosen(name).into_iter().map(|(text, _)| text).collect()
}

/// Every file of the site: its path in the output folder, and its bytes. `wasm` is the playground's module and
/// `whatwg_wasm` its WHATWG column's, when they have been built; without them the playground page says how to
/// build them.
pub fn render(wasm: Option<&[u8]>, whatwg_wasm: Option<&[u8]>) -> Vec<(String, Vec<u8>)> {
    let grammars: Vec<(Variant, Grammar)> = Variant::ALL.iter().map(|&v| (v, v.grammar())).collect();
    let mut files: Vec<(String, Vec<u8>)> = vec![
        ("style.css".to_owned(), STYLE.as_bytes().to_vec()),
        ("index.html".to_owned(), index(&grammars).into_bytes()),
        ("compare.html".to_owned(), comparison(&grammars).into_bytes()),
        ("core.html".to_owned(), core().into_bytes()),
        (whatwg::PAGE.to_owned(), whatwg::page().into_bytes()),
        ("playground.html".to_owned(), playground(wasm.is_some(), whatwg_wasm.is_some()).into_bytes()),
        ("playground.js".to_owned(), PLAYGROUND_JS.as_bytes().to_vec()),
    ];
    for (variant, grammar) in &grammars {
        files.push((page(*variant).to_owned(), grammar_page(*variant, grammar).into_bytes()));
    }
    if let Some(wasm) = wasm {
        files.push(("urigram_playground.wasm".to_owned(), wasm.to_vec()));
        let script = format!(
            "// The playground's WebAssembly module, base64-encoded: a page opened from a folder cannot fetch() it.\n\
             window.URIGRAM_PLAYGROUND_WASM = \"{}\";\n",
            base64(wasm)
        );
        files.push(("playground-wasm.js".to_owned(), script.into_bytes()));
    }
    if let Some(wasm) = whatwg_wasm {
        files.push(("urigram_playground_whatwg.wasm".to_owned(), wasm.to_vec()));
        let script = format!(
            "// The playground's WHATWG module, base64-encoded: a page opened from a folder cannot fetch() it.\n\
             window.URIGRAM_PLAYGROUND_WHATWG_WASM = \"{}\";\n",
            base64(wasm)
        );
        files.push(("playground-whatwg-wasm.js".to_owned(), script.into_bytes()));
    }
    files
}

/// Writes the site into `out` (created if needed); returns the paths written.
pub fn write(out: &Path, wasm: Option<&[u8]>, whatwg_wasm: Option<&[u8]>) -> std::io::Result<Vec<String>> {
    std::fs::create_dir_all(out)?;
    let mut written = Vec::new();
    for (path, bytes) in render(wasm, whatwg_wasm) {
        std::fs::write(out.join(&path), bytes)?;
        written.push(path);
    }
    Ok(written)
}

/// Standard base64 (RFC 4648 §4) with padding.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let value = chunk.iter().enumerate().fold(0u32, |value, (i, &b)| value | (u32::from(b) << (16 - 8 * i)));
        for index in 0..4 {
            if index <= chunk.len() {
                out.push(char::from(ALPHABET[((value >> (18 - 6 * index)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// `text` escaped for HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A whole page: the navigation, the title, the body.
fn html(title: &str, body: &str) -> String {
    let mut nav = String::from(r#"<a href="index.html">Index</a>"#);
    for variant in Variant::ALL {
        let _ = write!(nav, r#" <a href="{}">{}</a>"#, page(variant), escape(variant.label()));
    }
    nav.push_str(r#" <a href="compare.html">Across the RFCs</a> <a href="core.html">Core rules</a>"#);
    nav.push_str(r#" <a href="whatwg.html">WHATWG URL</a>"#);
    nav.push_str(r#" <a href="playground.html">Playground</a>"#);
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title} · urigram grammar reference</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n\
         <body>\n<nav>{nav}</nav>\n<main>\n<h1>{title}</h1>\n{body}</main>\n\
         <footer>Generated by <code>{COMMAND}</code> from <code>grammar/*.abnf</code> and the urigram library; \
         every verdict on these pages is the library's, checked against the ABNF.</footer>\n</body>\n</html>\n",
        title = escape(title),
    )
}

/// The RFC a rule's section refers to and its address on rfc-editor.org: `§3.2.2` of the grammar's RFC, or a
/// section of another RFC (`RFC 5234 Appendix B.1`).
fn section_link(own_rfc: u16, section: &str) -> (String, String) {
    let (rfc, rest) = match section.strip_prefix("RFC ").and_then(|rest| rest.split_once(' ')) {
        Some((number, rest)) => (number.parse().unwrap_or(own_rfc), rest),
        None => (own_rfc, section),
    };
    let fragment = if let Some(number) = rest.strip_prefix('§') {
        let number: String = number.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
        format!("#section-{}", number.trim_end_matches('.'))
    } else if let Some(appendix) = rest.strip_prefix("Appendix ") {
        let appendix: String = appendix.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '.').collect();
        format!("#appendix-{appendix}")
    } else {
        String::new()
    };
    (format!("RFC {rfc} {rest}"), format!("https://www.rfc-editor.org/rfc/rfc{rfc}{fragment}"))
}

/// The RFC whose file a rule of `variant` comes from: the amendment's, for the rules its overlay defines.
fn rule_rfc(variant: Variant, name: &str) -> u16 {
    let overlay_defines = variant.overlay().is_some_and(|overlay| overlay.rule(name).is_some());
    let file = if overlay_defines { variant.files()[1] } else { variant.files()[0] };
    file.trim_start_matches("rfc").trim_end_matches(".abnf").parse().unwrap_or(0)
}

/// Where a rule name used in `grammar` is defined: on this page, or among the core rules.
fn rule_href(grammar: &Grammar, name: &str) -> Option<String> {
    if grammar.rule(name).is_some() {
        Some(format!("#{}", anchor(name)))
    } else if Grammar::core_rules().rule(name).is_some() {
        Some(format!("core.html#{}", anchor(name)))
    } else {
        None
    }
}

/// Every rule reference in an alternation, with its span.
fn references(alternation: &Alternation, out: &mut Vec<(String, std::ops::Range<usize>)>) {
    for concatenation in &alternation.alternatives {
        for repetition in &concatenation.items {
            match &repetition.element {
                Element::Rule(reference) => out.push((reference.name.clone(), reference.span.clone())),
                Element::Group(inner) | Element::Optional(inner) => references(inner, out),
                Element::Text(_) | Element::Number(_) | Element::Prose(_) => {}
            }
        }
    }
}

/// The rule's ABNF as HTML, each rule name a link to its definition.
fn abnf(rule: &Rule, href: &dyn Fn(&str) -> Option<String>) -> String {
    let mut out = String::new();
    for (index, definition) in rule.definitions().iter().enumerate() {
        if index > 0 {
            out.push('\n');
        }
        let mut links = Vec::new();
        references(&definition.elements, &mut links);
        links.sort_by_key(|(_, span)| span.start);
        let source = &definition.source;
        let name_length = rule.name().len().min(source.len());
        let _ = write!(out, "<b>{}</b>", escape(&source[..name_length]));
        let mut at = name_length;
        for (name, span) in links {
            let start = span.start.saturating_sub(definition.span.start);
            let end = span.end.saturating_sub(definition.span.start);
            if start < at || end > source.len() {
                continue;
            }
            out.push_str(&escape(&source[at..start]));
            match href(&name) {
                Some(target) => {
                    let _ = write!(out, r#"<a href="{}">{}</a>"#, escape(&target), escape(&source[start..end]));
                }
                None => out.push_str(&escape(&source[start..end])),
            }
            at = end;
        }
        out.push_str(&escape(&source[at..]));
    }
    out
}

/// An example's text, with the bytes of `span` marked (an empty span at the end as a caret).
fn marked(text: &str, span: Option<urigram::Span>) -> String {
    let shown = |part: &str| escape(part);
    match span {
        Some(span)
            if span.end <= text.len() && text.is_char_boundary(span.start) && text.is_char_boundary(span.end) =>
        {
            let body = if span.is_empty() {
                r#"<mark class="error at-end" title="here">&#8203;</mark>"#.to_owned()
            } else {
                format!(r#"<mark class="error">{}</mark>"#, shown(&text[span.range()]))
            };
            format!("{}{body}{}", shown(&text[..span.start]), shown(&text[span.end..]))
        }
        _ => shown(text),
    }
}

fn example_row(variant: Variant, rule: &str, example: &Example) -> String {
    let (class, verdict, error_span) = match &example.verdict {
        Ok(_) => ("accepted", "✓ accepted", None),
        Err((span, _)) => ("rejected", "✗ rejected", Some(*span)),
    };
    let text = if example.text.is_empty() {
        r#"<span class="empty">(empty)</span>"#.to_owned()
    } else {
        format!("<code>{}</code>", marked(&example.text, error_span))
    };
    let source = match &example.source {
        Source::Rfc { citation, printed, part } => {
            let rfc: u16 = citation[4..8].parse().unwrap_or(0);
            let (label, href) = section_link(rfc, &citation[9..]);
            let whole = part.start == 0 && part.end == printed.len();
            if whole {
                format!(r#"printed in <a href="{href}">{}</a>"#, escape(&label))
            } else {
                format!(
                    r#"part of <code>{}<b>{}</b>{}</code>, printed in <a href="{href}">{}</a>"#,
                    escape(&printed[..part.start]),
                    escape(&printed[part.range()]),
                    escape(&printed[part.end..]),
                    escape(&label)
                )
            }
        }
        Source::Chosen(note) => escape(note),
        Source::Generated => r#"<span class="generated">generated from the ABNF</span>"#.to_owned(),
    };
    let why = match &example.verdict {
        Ok(_) => components_diagram(variant, rule, &example.text)
            .map(|drawn| format!("<pre class=\"components\">{}</pre>", escape(&drawn)))
            .unwrap_or_default(),
        Err((_, message)) => format!("<span class=\"diagnostic\">{}</span>", escape(message)),
    };
    let link = format!(
        "playground.html?rfc={}&amp;rule={}&amp;uri={}",
        variant.key(),
        form_encode(rule),
        form_encode(&example.text)
    );
    format!(
        "<tr class=\"{class}\"><td>{text}</td><td class=\"verdict\">{verdict}</td><td>{source}</td>\
         <td>{why}</td><td><a href=\"{link}\" title=\"open in the playground\">try</a></td></tr>\n"
    )
}

/// `text` encoded for a form value (`application/x-www-form-urlencoded`), as the playground reads it.
pub fn form_encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'*' => out.push(char::from(byte)),
            b' ' => out.push('+'),
            _ => {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
    out
}

/// The RFC 3986 §3 diagram of a text that a reference rule accepted.
fn components_diagram(variant: Variant, rule: &str, text: &str) -> Option<String> {
    match variant.outcome(rule, text)? {
        urigram_playground::Outcome::Valid { tree: Some(tree), .. } if !tree.components.is_empty() => {
            let parts: Vec<(&str, urigram::Span)> =
                tree.components.iter().filter_map(|c| c.part.as_ref().map(|(_, span)| (c.name, *span))).collect();
            Some(urigram_playground::diagram::draw(text, &parts, 0))
        }
        _ => None,
    }
}

/// The page of one grammar: every rule in the file's order.
fn grammar_page(variant: Variant, grammar: &Grammar) -> String {
    let mut body = String::new();
    let files: Vec<String> = variant.files().iter().map(|file| format!("<code>grammar/{file}</code>")).collect();
    let _ = writeln!(
        body,
        "<p>The {} rules of {}, in the file's order; the combinators are in <code>urigram::{}</code>{}. Each rule \
         has its ABNF (each rule name links to its definition), the section of the RFC that defines it, the \
         combinator that implements it, a railroad diagram (follow the line from left to right; boxes are other \
         rules, rounded ones are text) and examples: the RFCs' own first, then chosen ones, each with the \
         library's verdict, and for a rejected one its diagnostic, the offending bytes marked.</p>",
        grammar.rules().count(),
        files.join(" amended by "),
        variant.module(),
        match variant {
            Variant::Rfc3986Rfc6874 => " with <code>Options::rfc6874(true)</code>",
            Variant::Rfc2396Rfc2732 => " with <code>Options::rfc2732(true)</code>",
            Variant::Rfc1808Rfc2068 => " with <code>Options::RFC2068</code>",
            _ => "",
        }
    );
    body.push_str("<p class=\"toc\">");
    for rule in grammar.rules() {
        let _ = write!(body, r##"<a href="#{}">{}</a> "##, anchor(rule.name()), escape(rule.name()));
    }
    body.push_str("</p>\n");
    let href = |name: &str| rule_href(grammar, name);
    let shared = shared_names();
    for rule in grammar.rules() {
        let Some(entry) = variant.entry(rule.name()) else { continue };
        let id = anchor(rule.name());
        let section = rule.section().unwrap_or("");
        let (section_label, section_href) = section_link(rule_rfc(variant, rule.name()), section);
        let _ = writeln!(
            body,
            "<section class=\"rule\" id=\"{id}\">\n<h2><a href=\"#{id}\">{}</a> \
             <small><a href=\"{section_href}\">{}</a></small></h2>",
            escape(rule.name()),
            escape(&section_label)
        );
        let _ = writeln!(body, "<pre class=\"abnf\">{}</pre>", abnf(rule, &href));
        let _ = writeln!(
            body,
            "<div class=\"diagram\">{}</div>",
            diagram::svg(rule, &|name| href(name).unwrap_or_else(|| format!("#{}", anchor(name))))
        );
        // The path's options are written as Markdown code (`Options::RFC2068`); here the whole is one code element.
        let path = entry.combinator.path().replace('`', "");
        let _ = write!(body, "<p>Combinator: <code>{}</code>. ", escape(&path));
        match longest_exception(variant, entry.name) {
            None => body.push_str("Reads the longest prefix the rule derives."),
            Some(why) => {
                let _ = write!(body, "Reads a prefix the rule derives, not always the longest: {}", escape(why));
            }
        }
        if shared.contains(&rule.name().to_ascii_lowercase()) {
            let _ = write!(body, r#" <a href="compare.html#{id}">Across the RFCs</a>."#);
        }
        body.push_str("</p>\n<table class=\"examples\">\n<tr><th>text</th><th>verdict</th><th>from</th><th>why</th><th></th></tr>\n");
        for example in examples::examples(variant, entry) {
            body.push_str(&example_row(variant, entry.name, &example));
        }
        body.push_str("</table>\n</section>\n");
    }
    html(variant.label(), &body)
}

/// Every rule name (lowercase) that more than one grammar defines.
fn shared_names() -> BTreeSet<String> {
    let mut count: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for variant in Variant::ALL {
        for rule in variant.grammar().rules() {
            *count.entry(rule.name().to_ascii_lowercase()).or_default() += 1;
        }
    }
    count.into_iter().filter(|(_, n)| *n > 1).map(|(name, _)| name).collect()
}

/// Every rule name, in the order first met.
fn all_names(grammars: &[(Variant, Grammar)]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (_, grammar) in grammars {
        for rule in grammar.rules() {
            if !names.iter().any(|name| name.eq_ignore_ascii_case(rule.name())) {
                names.push(rule.name().to_owned());
            }
        }
    }
    names
}

fn index(grammars: &[(Variant, Grammar)]) -> String {
    let mut body = String::from(
        "<p>The URI grammars of RFC 3986, RFC 2396 (with RFC 2732's IPv6 literals) and RFC 1808 (with RFC 2068's \
         characters), as <a href=\"https://crates.io/crates/urigram\">urigram</a> implements them: one small \
         combinator per rule, checked against a full-backtracking reading of the ABNF. Try any text in the \
         <a href=\"playground.html\">playground</a>, which runs the library in the browser.</p>\n\
         <table>\n<tr><th>grammar</th><th>files</th><th>module</th><th>rules</th></tr>\n",
    );
    for (variant, grammar) in grammars {
        let files: Vec<String> = variant.files().iter().rev().map(|f| format!("<code>{f}</code>")).collect();
        let _ = writeln!(
            body,
            "<tr><td><a href=\"{}\">{}</a></td><td>{}</td><td><code>urigram::{}</code></td><td>{}</td></tr>",
            page(*variant),
            escape(variant.label()),
            files.join(" over "),
            variant.module(),
            grammar.rules().count()
        );
    }
    body.push_str(
        "</table>\n<p>And the <a href=\"whatwg.html\">WHATWG URL Standard</a>, the parser of browsers: its writing \
         grammar, its parser's states and its validation errors, each with an example.</p>\n",
    );
    body.push_str("<h2 id=\"rules\">Every rule</h2>\n<p>Each name links to its definition in each grammar; ");
    body.push_str("names that several grammars define also link to their comparison.</p>\n<table class=\"index\">\n<tr><th>rule</th>");
    for (variant, _) in grammars {
        let _ = write!(body, "<th>{}</th>", escape(variant.label()));
    }
    body.push_str("<th></th></tr>\n");
    let mut names = all_names(grammars);
    names.sort_by_key(|name| name.to_ascii_lowercase());
    let shared = shared_names();
    for name in &names {
        let _ = write!(body, "<tr><td><code>{}</code></td>", escape(name));
        for (variant, grammar) in grammars {
            match grammar.rule(name) {
                Some(rule) => {
                    let _ = write!(
                        body,
                        "<td><a href=\"{}#{}\">{}</a></td>",
                        page(*variant),
                        anchor(name),
                        escape(rule.section().unwrap_or("defined"))
                    );
                }
                None => body.push_str("<td class=\"absent\">—</td>"),
            }
        }
        if shared.contains(&name.to_ascii_lowercase()) {
            let _ = write!(body, "<td><a href=\"compare.html#{}\">compare</a></td>", anchor(name));
        } else {
            body.push_str("<td></td>");
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</table>\n");
    html("urigram grammar reference", &body)
}

fn comparison(grammars: &[(Variant, Grammar)]) -> String {
    let mut body = String::from(
        "<p>Each rule name that more than one grammar defines: each definition, and texts judged by each \
         (✓ accepts, ✗ rejects, — has no such rule). Where the definitions differ in language, the rows are, for \
         each grammar, the text it accepts that the most of the others reject; where they are only written \
         differently, texts that every one judges alike. Every verdict is the ABNF's, checked against the \
         library's combinator.</p>\n",
    );
    for name in all_names(grammars) {
        let defined: Vec<&(Variant, Grammar)> = grammars.iter().filter(|(_, g)| g.rule(&name).is_some()).collect();
        if defined.len() < 2 {
            continue;
        }
        let id = anchor(&name);
        let _ = writeln!(
            body,
            "<section class=\"rule\" id=\"{id}\">\n<h2><a href=\"#{id}\">{}</a></h2>\n<ul>",
            escape(&name)
        );
        for (variant, grammar) in &defined {
            if let Some(rule) = grammar.rule(&name) {
                let _ = writeln!(
                    body,
                    "<li><a href=\"{}#{id}\">{}</a>: <code>{}</code></li>",
                    page(*variant),
                    escape(variant.label()),
                    escape(&crate::docs::normalize(&rule.source()))
                );
            }
        }
        body.push_str("</ul>\n");
        let rows = comparison_rows(&name, grammars);
        if !rows.iter().any(ComparisonRow::differs) {
            body.push_str(
                "<p>The definitions accept the same language: no text tried (generated strings and their edits) \
                 is judged differently.</p>\n",
            );
        }
        body.push_str("<table class=\"compare\">\n<tr><th>text</th>");
        for (variant, _) in grammars {
            let _ = write!(body, "<th>{}</th>", escape(variant.label()));
        }
        body.push_str("</tr>\n");
        for row in rows {
            let class = if row.differs() { " class=\"differs\"" } else { "" };
            let text = if row.text.is_empty() {
                r#"<span class="empty">(empty)</span>"#.to_owned()
            } else {
                format!("<code>{}</code>", escape(&row.text))
            };
            let _ = write!(body, "<tr{class}><td>{text}</td>");
            for verdict in &row.verdicts {
                let cell = match verdict {
                    None => "<td class=\"absent\">—</td>",
                    Some(true) => "<td class=\"accepted\">✓</td>",
                    Some(false) => "<td class=\"rejected\">✗</td>",
                };
                body.push_str(cell);
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</table>\n</section>\n");
    }
    html("Rules across the RFCs", &body)
}

/// The RFC 5234 core rules, which the grammars use without defining them, each with examples the ABNF judges.
fn core() -> String {
    let core = Grammar::core_rules();
    let mut body = String::from(
        "<p>The core rules of RFC 5234 Appendix B.1, which every grammar may use without defining. RFC 3986's \
         file transcribes <code>ALPHA</code>, <code>DIGIT</code> and <code>HEXDIG</code> (see its page); the \
         others refer to them. No combinator implements the rest: the verdicts here are the ABNF's.</p>\n",
    );
    let href = |name: &str| rule_href(core, name);
    for rule in core.rules() {
        let id = anchor(rule.name());
        let (_, section_href) = section_link(5234, "Appendix B.1");
        let _ = writeln!(
            body,
            "<section class=\"rule\" id=\"{id}\">\n<h2><a href=\"#{id}\">{}</a> <small><a href=\"{section_href}\">\
             RFC 5234 Appendix B.1</a></small></h2>\n<pre class=\"abnf\">{}</pre>\n<div class=\"diagram\">{}</div>",
            escape(rule.name()),
            abnf(rule, &href),
            diagram::svg(rule, &|name| href(name).unwrap_or_default())
        );
        body.push_str("<table class=\"examples\">\n<tr><th>text</th><th>verdict</th></tr>\n");
        for text in ["a", "7", "F", " ", "\t", "~", "é"] {
            let Ok(accepted) = core.matches(rule.name(), text.as_bytes()) else { continue };
            let (class, verdict) = if accepted { ("accepted", "✓ accepted") } else { ("rejected", "✗ rejected") };
            let shown = match text {
                " " => "(space)".to_owned(),
                "\t" => "(tab)".to_owned(),
                _ => format!("<code>{}</code>", escape(text)),
            };
            let _ = writeln!(body, "<tr class=\"{class}\"><td>{shown}</td><td class=\"verdict\">{verdict}</td></tr>");
        }
        body.push_str("</table>\n</section>\n");
    }
    html("RFC 5234 core rules", &body)
}

fn playground(has_wasm: bool, has_whatwg_wasm: bool) -> String {
    let mut body = String::from(
        "<form id=\"playground\" autocomplete=\"off\">\n\
         <label>URI <input id=\"uri\" name=\"uri\" size=\"60\" spellcheck=\"false\"></label>\n\
         <label>grammar <select id=\"rfc\" name=\"rfc\"></select></label>\n\
         <label>rule <select id=\"rule\" name=\"rule\"></select></label>\n</form>\n\
         <p class=\"hint\">The verdict of every grammar side by side, computed by the urigram library compiled to \
         WebAssembly, and the WHATWG URL Standard's reading, as browsers parse it, with its validation errors and \
         where it reads another host than RFC 3986. The address holds the state: copy it to share a result. Point \
         at a line of a tree to mark its bytes.</p>\n<div id=\"status\">loading the library…</div>\n<div id=\"columns\"></div>\n",
    );
    if !has_wasm {
        let _ = writeln!(
            body,
            "<p id=\"missing-wasm\">This site was built without the playground's WebAssembly module: build it \
             with <code>{WASM_COMMAND}</code>, then build the site again.</p>"
        );
    }
    if !has_whatwg_wasm {
        let _ = writeln!(
            body,
            "<p id=\"missing-whatwg-wasm\">This site was built without the WHATWG column's WebAssembly module: \
             build it with <code>{WHATWG_WASM_COMMAND}</code>, then build the site again.</p>"
        );
    }
    body.push_str("<script src=\"playground.js\"></script>\n");
    html("Playground", &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_is_rfc_4648s() {
        // RFC 4648 §10's test vectors.
        for (input, output) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(input.as_bytes()), output);
        }
    }

    #[test]
    fn sections_link_to_the_rfc_text() {
        assert_eq!(
            section_link(3986, "§3.2.2"),
            ("RFC 3986 §3.2.2".to_owned(), "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2".to_owned())
        );
        assert_eq!(section_link(2732, "§3 (1)").1, "https://www.rfc-editor.org/rfc/rfc2732#section-3");
        assert_eq!(
            section_link(3986, "RFC 5234 Appendix B.1").1,
            "https://www.rfc-editor.org/rfc/rfc5234#appendix-B.1"
        );
        assert_eq!(section_link(2732, "RFC 2373 Appendix B").0, "RFC 2373 Appendix B");
    }

    #[test]
    fn marks_the_offending_bytes() {
        assert_eq!(marked("a b<", Some(urigram::Span::new(1, 2))), "a<mark class=\"error\"> </mark>b&lt;");
        assert!(marked("ab", Some(urigram::Span::new(2, 2))).contains("at-end"));
        assert_eq!(form_encode("a b/é"), "a+b%2F%C3%A9");
    }
}
