//! The `sarif` format against the SARIF 2.1.0 JSON schema, and read back by a second SARIF implementation.
//!
//! The schema is OASIS's `sarif-schema-2.1.0.json`, which is not copied into this repository: the `serde-sarif`
//! crate (a dev-dependency, pinned) ships it as `src/schema.json`, and this test reads it from that crate's source
//! in Cargo's registry. `URIGRAM_SARIF_SCHEMA` names another copy.

mod common;

use std::path::PathBuf;

use serde_json::Value;

use common::urigram_with;

/// The path of the schema: `URIGRAM_SARIF_SCHEMA`, or `serde-sarif`'s copy in Cargo's registry.
fn schema_path() -> PathBuf {
    if let Some(path) = std::env::var_os("URIGRAM_SARIF_SCHEMA") {
        return PathBuf::from(path);
    }
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .expect("CARGO_HOME or HOME is set");
    let registry = cargo_home.join("registry").join("src");
    let candidates = std::fs::read_dir(&registry)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", registry.display()))
        .flatten()
        .map(|index| index.path().join("serde-sarif-0.8.0").join("src").join("schema.json"));
    candidates.into_iter().find(|path| path.is_file()).unwrap_or_else(|| {
        panic!(
            "the SARIF 2.1.0 schema of serde-sarif 0.8.0 is not under {}; set URIGRAM_SARIF_SCHEMA to a copy",
            registry.display()
        )
    })
}

fn sarif_outputs() -> Vec<(String, Value)> {
    let runs: [&[&str]; 10] = [
        &["check", "--extract", "--format", "sarif", "tests/fixtures/differential.md"],
        &["parse", "--grammar", "whatwg", "--format", "sarif", "http://0x7f.1/", "http://[::1/", "https:\\a"],
        &["check", "--format", "sarif", "tests/fixtures/lines.txt"],
        &["check", "--extract", "--format", "sarif", "tests/fixtures/prose.txt"],
        &["parse", "--format", "sarif", "http://a/%zz", "http://a/\u{1F600}", "http://[::1", "a\tb"],
        &["parse", "--format", "sarif", "http://valid/"],
        &["explain", "--format", "sarif", "http://a/ b"],
        &["resolve", "--format", "sarif", "http://a/b", "g", "%", "./\u{1F600}"],
        &["resolve", "--format", "sarif", "b/c#f", "g"],
        &["normalize", "--format", "sarif", "http://a/", "g", "http://a/%zz"],
    ];
    runs.iter()
        .map(|args| {
            let run = urigram_with(args, None, &[]);
            assert!(run.code == 0 || run.code == 1, "{args:?}: {}", run.stderr);
            (args.join(" "), serde_json::from_str(&run.stdout).expect("one JSON document"))
        })
        .collect()
}

#[test]
fn sarif_is_valid_against_the_sarif_2_1_0_schema() {
    let path = schema_path();
    let mut schema: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the schema reads")).expect("the schema is JSON");
    assert_eq!(
        schema["title"],
        "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema",
        "{} is the SARIF 2.1.0 schema",
        path.display()
    );
    // The schema's patterns for `language` (of a run and of a tool component) have a stray "]" that regex engines
    // reject, so the schema fails its own meta-schema; urigram writes no `language`, and each pattern is replaced
    // by the `ll` or `ll-CC` form its description asks for.
    for pointer in
        ["/definitions/run/properties/language/pattern", "/definitions/toolComponent/properties/language/pattern"]
    {
        let language = schema.pointer_mut(pointer).expect("a language pattern");
        assert_eq!(*language, "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$", "the pattern this test knows to fix");
        *language = Value::from("^[a-zA-Z]{2}(-[a-zA-Z]{2})?$");
    }
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    let outputs = sarif_outputs();
    // The validator does reject what the schema forbids: a 0-based line, a column kind SARIF does not have.
    let mut broken = outputs[0].1.clone();
    broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = Value::from(0);
    broken["runs"][0]["columnKind"] = Value::from("bytes");
    assert_eq!(validator.iter_errors(&broken).count(), 2);
    for (command, log) in outputs {
        let errors: Vec<String> =
            validator.iter_errors(&log).map(|error| format!("{error} at {}", error.instance_path())).collect();
        assert!(errors.is_empty(), "urigram {command}: {errors:#?}");
    }
}

#[test]
fn sarif_reads_back_as_a_typed_log() {
    for (command, log) in sarif_outputs() {
        let typed: serde_sarif::sarif::Sarif =
            serde_json::from_value(log.clone()).unwrap_or_else(|error| panic!("urigram {command}: {error}"));
        assert_eq!(serde_json::to_value(&typed).unwrap()["runs"][0]["columnKind"], "unicodeCodePoints");
    }
}

#[test]
fn sarif_regions_are_one_based_with_an_explicit_column_kind() {
    let run = urigram_with(&["check", "--format", "sarif", "tests/fixtures/lines.txt"], None, &[]);
    let log: Value = serde_json::from_str(&run.stdout).unwrap();
    let json = urigram_with(&["check", "--format", "json", "tests/fixtures/lines.txt"], None, &[]);
    let errors: Vec<Value> = json
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|object| object["valid"] == false)
        .collect();
    let run_0 = &log["runs"][0];
    assert_eq!(run_0["columnKind"], "unicodeCodePoints");
    let results = run_0["results"].as_array().unwrap();
    assert_eq!(results.len(), errors.len(), "one result per invalid input");
    for (result, object) in results.iter().zip(&errors) {
        let region = &result["locations"][0]["physicalLocation"]["region"];
        assert_eq!(region["startLine"], object["error"]["line"]);
        assert_eq!(region["startColumn"], object["error"]["column"]);
        let length = object["error"]["end"].as_u64().unwrap() - object["error"]["start"].as_u64().unwrap();
        assert_eq!(region["byteLength"], length);
        assert_eq!(result["ruleId"], object["error"]["code"]);
        let rule = &run_0["tool"]["driver"]["rules"][result["ruleIndex"].as_u64().unwrap() as usize];
        assert_eq!(rule["id"], result["ruleId"]);
        assert_eq!(result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "tests/fixtures/lines.txt");
    }
}
