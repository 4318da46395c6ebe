//! Every rule function's documentation links to the RFC section that defines its rule, so that a reader of the
//! API documentation is one click from the RFC's text.

use std::path::Path;

/// Files of an RFC module that hold no rule functions.
const NOT_RULES: &[&str] = &["mod.rs", "ast.rs", "owned.rs", "diagnose.rs", "rule.rs"];

/// The name of each `pub fn` in `text` whose `///` documentation has no link to an RFC on rfc-editor.org.
fn unlinked_rules(text: &str) -> Vec<String> {
    let mut unlinked = Vec::new();
    let mut linked: Option<bool> = None;
    for line in text.lines() {
        if let Some(doc) = line.strip_prefix("///") {
            let has_link = doc.contains("](https://www.rfc-editor.org/rfc/rfc");
            linked = Some(linked.unwrap_or(false) || has_link);
            continue;
        }
        if line.starts_with("#[") {
            continue;
        }
        if let (Some(item), Some(false)) = (line.strip_prefix("pub fn "), linked) {
            unlinked.push(item.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '#').collect());
        }
        linked = None;
    }
    unlinked
}

#[test]
fn every_rule_function_links_to_its_section() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut checked = 0;
    let mut unlinked = Vec::new();
    for module in ["rfc3986", "rfc2396", "rfc1808", "rfc8089"] {
        for entry in std::fs::read_dir(src.join(module)).unwrap() {
            let path = entry.unwrap().path();
            // A folder holds no rule: `rfc3986/ast/` (the editing of owned references), `tests/` (the rule files' unit
            // tests).
            if path.is_dir() {
                continue;
            }
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let relative = format!("{module}/{name}");
            if NOT_RULES.contains(&name.as_str()) {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            checked += text.lines().filter(|line| line.starts_with("pub fn ")).count();
            unlinked.extend(unlinked_rules(&text).into_iter().map(|rule| format!("{relative}: {rule}")));
        }
    }
    assert!(checked > 60, "only {checked} rule functions found");
    assert!(unlinked.is_empty(), "rule functions without a link to their RFC section: {unlinked:#?}");
}

#[test]
fn the_check_sees_a_missing_link() {
    let text = "/// `a = b` (RFC 3986 §3)\npub fn a() {}\n/// `b` ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3))\n#[inline]\npub fn b() {}\n";
    assert_eq!(unlinked_rules(text), ["a"]);
}
