//! The syntax tree each rule's function returns, in the variant a grammar's options name: for the playground's
//! trees and the reference's examples.
//!
//! Which function implements a rule, and whether it returns a tree, is the library's rule table
//! (`Grammar::function`, each module's `rule_tree`); this module only picks the variant's instance.

use urigram::{rfc1808, rfc2396, rfc3986, rfc3987, rfc8089};

/// How a tree is written: the `Debug` form on one line, or the pretty one (`{:#?}`), a node per line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `{:?}`.
    Compact,
    /// `{:#?}`.
    Pretty,
}

impl Style {
    fn pretty(self) -> bool {
        self == Style::Pretty
    }
}

/// The tree of an RFC 3986 rule under `options`: its function's in the variant that `options` names.
pub fn rfc3986_tree(rule: rfc3986::Rule, options: rfc3986::Options, text: &str, style: Style) -> Option<String> {
    match options.zone_ids_rfc6874 {
        false => rfc3986::rule_tree::<rfc3986::Rfc3986>(rule, text, style.pretty()),
        true => rfc3986::rule_tree::<rfc3986::Rfc6874>(rule, text, style.pretty()),
    }
}

/// The tree of an RFC 3987 rule under `options`: its function's in the variant that `options` names.
pub fn rfc3987_tree(rule: rfc3987::Rule, options: rfc3987::Options, text: &str, style: Style) -> Option<String> {
    match options.zone_ids_rfc6874 {
        false => rfc3987::rule_tree::<rfc3987::Rfc3987>(rule, text, style.pretty()),
        true => rfc3987::rule_tree::<rfc3987::Rfc3987Rfc6874>(rule, text, style.pretty()),
    }
}

/// The tree of an RFC 2396 rule under `options`: its function's in the variant that `options` names.
pub fn rfc2396_tree(rule: rfc2396::Rule, options: rfc2396::Options, text: &str, style: Style) -> Option<String> {
    match options.ipv6_literals_rfc2732 {
        false => rfc2396::rule_tree::<rfc2396::Rfc2396>(rule, text, style.pretty()),
        true => rfc2396::rule_tree::<rfc2396::Rfc2732>(rule, text, style.pretty()),
    }
}

/// The tree of an RFC 1808 rule under `options`: its function's in the variant that `options` names.
pub fn rfc1808_tree(rule: rfc1808::Rule, options: rfc1808::Options, text: &str, style: Style) -> Option<String> {
    match options.rfc2068_national {
        false => rfc1808::rule_tree::<rfc1808::Rfc1808>(rule, text, style.pretty()),
        true => rfc1808::rule_tree::<rfc1808::Rfc2068>(rule, text, style.pretty()),
    }
}

/// The tree of an RFC 8089 rule under `options`: its function's in the variant that `options` names.
pub fn rfc8089_tree(rule: rfc8089::Rule, options: rfc8089::Options, text: &str, style: Style) -> Option<String> {
    match options.appendix_f {
        false => rfc8089::rule_tree::<rfc8089::Rfc8089>(rule, text, style.pretty()),
        true => rfc8089::rule_tree::<rfc8089::Rfc8089AppendixF>(rule, text, style.pretty()),
    }
}
