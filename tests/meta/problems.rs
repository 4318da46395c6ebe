//! The codes of every grammar's problems (the sentences of its errors, `rfcNNNN/problem.rs`): each names its
//! grammar, and no two are the same, within a grammar or across them, since the command's output and an editor's
//! quick fixes tell the problems apart by their code alone.

use std::collections::BTreeSet;

use urigram::{rfc1808, rfc2396, rfc3986, rfc3987, rfc8089};

#[test]
fn every_problem_code_names_its_grammar_and_is_its_own() {
    let grammars: [(&str, Vec<&str>); 5] = [
        ("rfc3986/", rfc3986::Problem::ALL.iter().map(|problem| problem.code()).collect()),
        ("rfc2396/", rfc2396::Problem::ALL.iter().map(|problem| problem.code()).collect()),
        ("rfc1808/", rfc1808::Problem::ALL.iter().map(|problem| problem.code()).collect()),
        ("rfc3987/", rfc3987::Problem::ALL.iter().map(|problem| problem.code()).collect()),
        ("rfc8089/", rfc8089::Problem::ALL.iter().map(|problem| problem.code()).collect()),
    ];
    let mut all = BTreeSet::new();
    for (prefix, codes) in &grammars {
        assert!(!codes.is_empty(), "{prefix}");
        for code in codes {
            assert!(code.starts_with(prefix), "{code} is not named after {prefix}");
            assert!(all.insert(*code), "{code} twice");
        }
    }
}
