//! The reference site, built into a temporary folder: every rule of every grammar has its anchor, diagram and
//! examples, every link inside the site resolves, no comparison table is empty, and every example the site
//! says an RFC prints is in that RFC's text.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::OnceLock;

use urigram_reference::site::{self, anchor, page};
use urigram_reference::{Variant, VariantExt as _};

/// The site, written once into a fresh temporary folder: each file's path and text.
fn built() -> &'static (PathBuf, BTreeMap<String, String>) {
    static SITE: OnceLock<(PathBuf, BTreeMap<String, String>)> = OnceLock::new();
    SITE.get_or_init(|| {
        let out = std::env::temp_dir().join(format!("urigram-site-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out);
        let written =
            site::write(&out, Some(b"\0asm\x01\0\0\0"), Some(b"\0asm\x01\0\0\0")).expect("the site is written");
        let mut files = BTreeMap::new();
        for path in written {
            let bytes = std::fs::read(out.join(&path)).expect("a written file reads back");
            files.insert(path, String::from_utf8_lossy(&bytes).into_owned());
        }
        // Everything is read back: the folder is not needed any more.
        let _ = std::fs::remove_dir_all(&out);
        (out, files)
    })
}

/// The `<section class="rule" id="…">` elements of a page, by id.
fn sections(html: &str) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for part in html.split("<section class=\"rule\" id=\"").skip(1) {
        let (id, rest) = part.split_once('"').expect("an id is quoted");
        let body = rest.split("</section>").next().unwrap_or("");
        found.insert(id.to_owned(), body.to_owned());
    }
    found
}

/// Every value of `attribute="…"` in `html`.
fn attribute_values<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let needle = format!(" {attribute}=\"");
    html.split(needle.as_str()).skip(1).filter_map(|part| part.split('"').next()).collect()
}

#[test]
fn every_rule_of_every_grammar_has_its_anchor_diagram_and_examples() {
    let (_, files) = built();
    for variant in Variant::ALL {
        let html = &files[page(variant)];
        let sections = sections(html);
        for rule in variant.grammar().rules() {
            let id = anchor(rule.name());
            let section = sections.get(&id).unwrap_or_else(|| panic!("{} has no section {id}", variant.label()));
            assert!(section.contains("<svg"), "{} {id} has no railroad diagram", variant.label());
            assert!(section.contains("<pre class=\"abnf\">"), "{} {id} has no ABNF", variant.label());
            assert!(section.contains("Combinator: <code>urigram::"), "{} {id} names no combinator", variant.label());
            assert!(section.contains("https://www.rfc-editor.org/rfc/rfc"), "{} {id} links no RFC", variant.label());
            assert!(section.contains("<tr class=\"accepted\">"), "{} {id} has no accepted example", variant.label());
            assert!(section.contains("<tr class=\"rejected\">"), "{} {id} has no rejected example", variant.label());
        }
        assert_eq!(sections.len(), variant.grammar().rules().count(), "{}: one section per rule", variant.label());
    }
}

#[test]
fn rejected_examples_underline_the_diagnostics_span_and_rfc_examples_come_first() {
    let (_, files) = built();
    let html = &files[page(Variant::Rfc3986)];
    let host = &sections(html)["rule-host"];
    assert!(host.contains("<code>ex<mark class=\"error\"> </mark>ample</code>"), "the space is marked: {host}");
    let rows: Vec<&str> = host.split("<tr class=").skip(2).collect();
    assert!(rows[0].contains("printed in") || rows[0].contains("part of"), "an RFC example first: {}", rows[0]);
    assert!(rows[0].contains("RFC 3986 §1.1.2"), "{}", rows[0]);
    let uri = &sections(html)["rule-uri"];
    assert!(uri.contains("<pre class=\"components\">"), "accepted references get the §3 diagram");
}

#[test]
fn every_link_inside_the_site_resolves() {
    let (_, files) = built();
    let ids: BTreeMap<&str, BTreeSet<&str>> =
        files.iter().map(|(path, html)| (path.as_str(), attribute_values(html, "id").into_iter().collect())).collect();
    let mut checked = 0;
    for (path, html) in files.iter().filter(|(path, _)| path.ends_with(".html")) {
        let links = attribute_values(html, "href").into_iter().chain(attribute_values(html, "xlink:href"));
        for link in links.chain(attribute_values(html, "src")) {
            if link.starts_with("https://") || link.starts_with("http://") {
                continue;
            }
            let link = link.replace("&amp;", "&");
            let (target, fragment) = link.split_once('#').unwrap_or((&link, ""));
            let target = target.split('?').next().unwrap_or("");
            let file = if target.is_empty() { path.as_str() } else { target };
            let Some(anchors) = ids.get(file) else { panic!("{path} links to {link}, which the site lacks") };
            assert!(fragment.is_empty() || anchors.contains(fragment), "{path} links to {link}: no such anchor");
            checked += 1;
        }
    }
    assert!(checked > 3000, "the pages link one another ({checked} links)");
}

#[test]
fn the_comparison_has_no_empty_table_and_the_index_reaches_every_rule() {
    let (_, files) = built();
    let compare = &files["compare.html"];
    let sections = sections(compare);
    for name in ["rule-userinfo", "rule-port", "rule-host", "rule-scheme"] {
        assert!(sections.contains_key(name), "{name} is compared");
    }
    for (id, section) in &sections {
        let rows = section.matches("<tr").count();
        assert!(rows >= 2, "the comparison of {id} has a header and at least one row");
    }
    let index = &files["index.html"];
    for variant in Variant::ALL {
        for rule in variant.grammar().rules() {
            let link = format!("href=\"{}#{}\"", page(variant), anchor(rule.name()));
            assert!(index.contains(&link), "the index links {} {}", variant.label(), rule.name());
        }
    }
}

#[test]
fn the_playground_page_loads_its_script_and_its_module_is_embedded() {
    let (_, files) = built();
    assert!(files["playground.html"].contains("<script src=\"playground.js\"></script>"));
    assert!(files["playground-wasm.js"].contains("window.URIGRAM_PLAYGROUND_WASM = \"AGFzbQEAAAA=\""));
    assert!(files["playground-whatwg-wasm.js"].contains("window.URIGRAM_PLAYGROUND_WHATWG_WASM = \"AGFzbQEAAAA=\""));
    assert!(files.contains_key("urigram_playground_whatwg.wasm"));
    assert!(files.contains_key("urigram_playground.wasm"));
}

#[test]
fn the_markdown_reference_has_no_empty_comparison_table() {
    let reference = urigram_reference::reference::render();
    let (_, index) = reference.iter().find(|(path, _)| path == "grammar/REFERENCE.md").expect("the overview");
    let lines: Vec<&str> = index.lines().collect();
    for (at, line) in lines.iter().enumerate() {
        if line.starts_with("| text |") {
            let row = lines.get(at + 2).copied().unwrap_or("");
            assert!(row.starts_with("| `"), "the table at line {} has no row", at + 1);
        }
    }
}

/// The section a heading line of an RFC's text opens (`5.4.1` for "5.4.1.  Normal Examples", `B` for
/// "Appendix B.  Parsing ..." or "B. Parsing ..."), if the line is one.
fn heading(line: &str) -> Option<&str> {
    let line = line.strip_prefix("Appendix ").unwrap_or(line);
    let (number, title) = line.split_once(' ')?;
    let number = number.strip_suffix('.').unwrap_or(number);
    let mut parts = number.split('.');
    let first = parts.next()?;
    let first_ok = first.chars().all(|c| c.is_ascii_digit())
        || (first.len() == 1 && first.chars().all(|c| c.is_ascii_uppercase()));
    let rest_ok = parts.all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit()));
    (!first.is_empty() && first_ok && rest_ok && !title.trim().is_empty()).then_some(number)
}

/// The text of a section of an RFC, subsections included: from its heading to the next heading of its level
/// or above.
fn section_text(rfc: &str, section: &str) -> Option<String> {
    let lines: Vec<&str> = rfc.lines().collect();
    let start = lines.iter().position(|line| heading(line) == Some(section))?;
    let level = section.split('.').count();
    let end = lines[start + 1..]
        .iter()
        .position(|line| heading(line).is_some_and(|other| other.split('.').count() <= level))
        .map_or(lines.len(), |offset| start + 1 + offset);
    Some(lines[start..end].join("\n"))
}

/// Every example the site attributes to a section of an RFC is printed in that section of the RFC's text
/// (`URIGRAM_SHARED/rfc/`).
#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn every_rfc_example_is_printed_in_the_section_it_is_attributed_to() {
    let shared = std::env::var("URIGRAM_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared"));
    for (citation, text) in site::examples::every_printed_example() {
        let (number, section) = citation["RFC ".len()..].split_once(' ').expect("RFC NNNN and a section");
        let section = section.trim_start_matches('§').trim_start_matches("Appendix ");
        let file = shared.join(format!("rfc/rfc{number}.txt"));
        let Ok(rfc) = std::fs::read_to_string(&file) else {
            eprintln!("skipped: {} is absent (set URIGRAM_SHARED to the folder holding rfc/)", file.display());
            return;
        };
        let body = section_text(&rfc, section).unwrap_or_else(|| panic!("RFC {number} has no section {section}"));
        assert!(body.contains(text), "{citation} prints {text:?}");
    }
}

/// The WHATWG page: linked from every page, a section with a diagram for each production of the writing
/// grammar, a row for each state of the parser with the standard's steps, and a row for each of the 30 error
/// types with its example, the span the parser reports for it underlined.
#[test]
fn the_whatwg_page_has_the_writing_grammar_the_states_and_each_validation_error_underlined() {
    use urigram::whatwg::{State, ValidationError};
    use urigram_reference::site::whatwg;
    let (_, files) = built();
    let html = &files[whatwg::PAGE];
    assert!(files["index.html"].contains("href=\"whatwg.html\""), "the index links the page");
    assert!(files[page(Variant::Rfc3986)].contains("<nav>") && files[page(Variant::Rfc3986)].contains("whatwg.html"));
    let grammar = urigram_abnf::Grammar::parse(whatwg::WRITING_ABNF).expect("the transcription reads");
    for rule in grammar.rules() {
        let id = whatwg::production_anchor(rule.name());
        let section = html
            .split(&format!("<section class=\"rule production\" id=\"{id}\">"))
            .nth(1)
            .unwrap_or_else(|| panic!("no section {id}"))
            .split("</section>")
            .next()
            .unwrap_or("");
        assert!(section.contains("<svg"), "{id} has no railroad diagram");
    }
    assert!(html.contains("&quot;A URL-scheme string must be one ASCII alpha"), "the production's prose is quoted");
    for state in State::ALL {
        assert!(html.contains(&format!(">{}</a><br><code>", state.name())), "{} has no row", state.name());
    }
    assert!(html.contains("If c is an ASCII alpha, append c, lowercased, to buffer"), "a state's steps are quoted");
    assert_eq!(ValidationError::ALL.len(), 30);
    for error in ValidationError::ALL {
        let row = html
            .split(&format!(
                "<tr class=\"{}\" id=\"{}\">",
                if error.is_failure() { "rejected" } else { "accepted" },
                whatwg::error_anchor(error)
            ))
            .nth(1)
            .unwrap_or_else(|| panic!("{} has no row", error.name()))
            .split("</tr>")
            .next()
            .unwrap_or("");
        assert!(row.contains(&format!("<code>{}</code>", error.name())), "{row}");
        assert!(row.contains("<mark class=\"error"), "{}'s example is not underlined: {row}", error.name());
    }
    // The spans are the parser's: the port's "z", the credentials "user@", a caret where "//" is missing.
    assert!(html.contains("<code>https://example.org:7<mark class=\"error\">z</mark></code>"));
    assert!(html.contains("<code>https://<mark class=\"error\">user@</mark>example.org</code>"));
    assert!(html.contains("<code>https:<mark class=\"error at-end\" title=\"here\">&#8203;</mark>example.org</code>"));
}
