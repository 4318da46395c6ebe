//! What the server checks with: the RFC, its amendments, and whether code blocks are checked, from (lowest first)
//! the defaults, the project's configuration file, the client's `initializationOptions`, and the client's latest
//! `workspace/didChangeConfiguration`.
//!
//! Each source gives a [`Layer`] that may leave any setting out; [`Settings::layered`] puts them together. The
//! client's settings are an object with the fields below, either alone or under a `"urigram"` key (as editors
//! that keep every server's settings in one object send them):
//!
//! ```json
//! { "rfc": "3986", "rfc2732": false, "rfc2068": false, "rfc6874": false, "appendixF": false, "checkCodeBlocks": false,
//!   "differential": "warn" }
//! ```
//!
//! `rfc` (or `grammar`, the same setting under the command's name for it) also takes `"whatwg"`: the server then
//! reads each URI as a browser does, by the WHATWG URL Standard's parser, and its diagnostics are the standard's
//! validation errors by name (an error where the parser fails, else a warning).
//!
//! `differential` says what to make of a URI that RFC 3986 and a browser's parser (the WHATWG URL Standard's) read
//! with different hosts: `"warn"` (the default), `"deny"` (an error) or `"off"`, as `urigram.toml`'s key.

use std::sync::Arc;

use serde_json::Value;

use crate::format::Differential;
use crate::lsp::document::ExtractOptions;
use crate::syntax::{self, Amendments, RfcArg};
use urigram::Dialect;

/// The settings of one source, each left out or given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    /// `rfc`: `"3986"`, `"3987"`, `"2396"`, `"1808"` or `"8089"` (a number is taken too).
    pub rfc: Option<RfcArg>,
    /// `rfc` (or `grammar`) is `"whatwg"`: the WHATWG URL Standard's parser reads the URIs; `Some(false)` when
    /// the setting names an RFC.
    pub whatwg: Option<bool>,
    /// `rfc2732`: RFC 2732's IPv6 literals, with RFC 2396.
    pub rfc2732: Option<bool>,
    /// `rfc2068`: RFC 2068's characters, with RFC 1808.
    pub rfc2068: Option<bool>,
    /// `rfc6874`: RFC 6874's zone identifiers in IPv6 literals, with RFC 3986.
    pub rfc6874: Option<bool>,
    /// `appendixF`: RFC 8089 Appendix F's nonstandard forms of `file:` URIs, with RFC 8089.
    pub appendix_f: Option<bool>,
    /// `checkCodeBlocks`: also check URIs in code spans and blocks.
    pub code_blocks: Option<bool>,
    /// `differential`: `"warn"`, `"deny"` or `"off"`, where RFC 3986 and a browser read different hosts.
    pub differential: Option<Differential>,
}

impl Layer {
    /// The layer of a client's settings object (see the module's documentation); `null` is an empty layer.
    ///
    /// # Errors
    ///
    /// A sentence naming the field whose value is not one the server knows.
    pub fn from_json(value: &Value) -> Result<Layer, String> {
        let value = value.get("urigram").unwrap_or(value);
        if value.is_null() {
            return Ok(Layer::default());
        }
        let Some(object) = value.as_object() else {
            return Err(format!("urigram's settings are an object, not {value}"));
        };
        let flag = |name: &str| match object.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Bool(flag)) => Ok(Some(*flag)),
            Some(other) => Err(format!("the setting {name:?} is true or false, not {other}")),
        };
        let (name, grammar) = match object.get("grammar") {
            None | Some(Value::Null) => ("rfc", object.get("rfc")),
            given => ("grammar", given),
        };
        let whatwg = match grammar {
            None | Some(Value::Null) => None,
            Some(value) => Some(value.as_str().is_some_and(|text| text.trim().eq_ignore_ascii_case("whatwg"))),
        };
        let rfc = match grammar {
            None | Some(Value::Null) => None,
            Some(_) if whatwg == Some(true) => None,
            Some(value) => {
                let text = value.as_str().map_or_else(|| value.to_string(), |text| text.to_owned());
                let number = text.trim().trim_start_matches("RFC").trim_start_matches("rfc").trim().to_owned();
                Some(match RfcArg::from_number(&number) {
                    Some(rfc) => rfc,
                    None => {
                        let choices = RfcArg::numbers_listed().replace(" or ", ", ");
                        return Err(format!("the setting \"{name}\" is {choices} or \"whatwg\", not {value}"));
                    }
                })
            }
        };
        let differential = match object.get("differential") {
            None | Some(Value::Null) => None,
            Some(value) => match value.as_str().and_then(Differential::from_word) {
                Some(choice) => Some(choice),
                None => {
                    return Err(format!("the setting \"differential\" is {}, not {value}", Differential::WORDS));
                }
            },
        };
        Ok(Layer {
            rfc,
            whatwg,
            rfc2732: flag("rfc2732")?,
            rfc2068: flag("rfc2068")?,
            rfc6874: flag("rfc6874")?,
            appendix_f: flag("appendixF")?,
            code_blocks: flag("checkCodeBlocks")?,
            differential,
        })
    }

    /// The layer of a project configuration: what its `urigram.toml` sets (nothing, when none was found).
    pub fn of_config(config: &crate::config::Config) -> Layer {
        if config.path.is_none() {
            return Layer::default();
        }
        Layer {
            rfc: config.rfc,
            whatwg: None,
            rfc2732: Some(config.amendments.rfc2732),
            rfc2068: Some(config.amendments.rfc2068),
            rfc6874: Some(config.amendments.rfc6874),
            appendix_f: Some(config.amendments.appendix_f),
            code_blocks: Some(config.extract.code),
            differential: config.differential,
        }
    }

    /// `self` with what `over` gives in place of its own.
    fn under(self, over: Layer) -> Layer {
        Layer {
            rfc: over.rfc.or(self.rfc),
            whatwg: over.whatwg.or(self.whatwg),
            rfc2732: over.rfc2732.or(self.rfc2732),
            rfc2068: over.rfc2068.or(self.rfc2068),
            rfc6874: over.rfc6874.or(self.rfc6874),
            appendix_f: over.appendix_f.or(self.appendix_f),
            code_blocks: over.code_blocks.or(self.code_blocks),
            differential: over.differential.or(self.differential),
        }
    }
}

/// What the project's configuration says about extraction that the client's settings do not: the inline markers
/// and the ignored patterns.
#[derive(Clone, Debug)]
pub struct ProjectExtract {
    /// Whether the inline markers hide URIs.
    pub markers: bool,
    /// URIs left out by pattern.
    pub ignore: Option<Arc<globset::GlobSet>>,
}

impl ProjectExtract {
    /// What `config`'s `[extract]` says.
    pub fn of_config(config: &crate::config::Config) -> ProjectExtract {
        ProjectExtract { markers: config.extract.markers, ignore: config.extract.ignore.clone().map(Arc::new) }
    }
}

/// Where a document's settings come from, lowest first.
#[derive(Clone, Debug, Default)]
pub struct Sources {
    /// The project's configuration file, `urigram.toml` found from the workspace's first folder up.
    pub project: Option<Layer>,
    /// Its markers and ignored patterns.
    pub project_extract: Option<ProjectExtract>,
    /// The client's `initializationOptions`.
    pub initialization: Layer,
    /// The client's latest `workspace/didChangeConfiguration`.
    pub client: Layer,
}

/// The settings a document is checked with.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The RFC.
    pub rfc: RfcArg,
    /// Its amendments.
    pub amendments: Amendments,
    /// Whether URIs in code spans and code blocks are checked too.
    pub code_blocks: bool,
    /// Whether the inline markers hide URIs (the project's `[extract] markers`; on by default).
    pub markers: bool,
    /// URIs left out by the project's `[extract] ignore` patterns.
    pub ignore: Option<Arc<globset::GlobSet>>,
    /// What a URI that RFC 3986 and a browser read with different hosts gets: a warning (the default), an error,
    /// or nothing.
    pub differential: Differential,
    /// Whether the WHATWG URL Standard's parser reads the URIs instead of the RFC's grammar.
    pub whatwg: bool,
}

/// Settings are the same when they check the same way: the same patterns are the same compiled set.
impl PartialEq for Settings {
    fn eq(&self, other: &Settings) -> bool {
        let same_ignore = match (&self.ignore, &other.ignore) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        (self.rfc, self.amendments, self.code_blocks, self.markers, self.differential, self.whatwg)
            == (other.rfc, other.amendments, other.code_blocks, other.markers, other.differential, other.whatwg)
            && same_ignore
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rfc: RfcArg::Rfc3986,
            amendments: Amendments::default(),
            code_blocks: false,
            markers: true,
            ignore: None,
            differential: Differential::Warn,
            whatwg: false,
        }
    }
}

impl Settings {
    /// The settings of `sources`, each given setting of a later source in place of an earlier one's.
    ///
    /// # Errors
    ///
    /// The sentence of an amendment asked of an RFC it does not amend.
    pub fn layered(sources: &Sources) -> Result<Settings, String> {
        let layer = sources.project.unwrap_or_default().under(sources.initialization).under(sources.client);
        let rfc = layer.rfc.unwrap_or(RfcArg::Rfc3986);
        let amendments = Amendments {
            rfc2732: layer.rfc2732.unwrap_or(false),
            rfc2068: layer.rfc2068.unwrap_or(false),
            rfc6874: layer.rfc6874.unwrap_or(false),
            appendix_f: layer.appendix_f.unwrap_or(false),
        };
        syntax::dialect_of(rfc, amendments).map_err(|mismatch| {
            format!(
                "the setting {:?} amends the grammar of RFC {} only, not RFC {}",
                mismatch.flag.trim_start_matches('-'),
                syntax::number(mismatch.amends.rfc()),
                syntax::number(mismatch.rfc.rfc())
            )
        })?;
        let extract = sources.project_extract.clone();
        Ok(Settings {
            rfc,
            amendments,
            code_blocks: layer.code_blocks.unwrap_or(false),
            markers: extract.as_ref().is_none_or(|extract| extract.markers),
            ignore: extract.and_then(|extract| extract.ignore),
            differential: layer.differential.unwrap_or(Differential::Warn),
            whatwg: layer.whatwg.unwrap_or(false),
        })
    }

    /// How the extraction looks for URIs: code as `checkCodeBlocks` says, the suppression markers honoured.
    pub fn extract_options(&self) -> ExtractOptions {
        ExtractOptions { code: self.code_blocks, markers: self.markers, ignore: self.ignore.as_deref().cloned() }
    }

    /// The grammar of the RFC and its amendments.
    pub fn dialect(&self) -> Dialect {
        // `layered` made sure the amendments are the RFC's.
        syntax::dialect_of(self.rfc, self.amendments).unwrap_or(Dialect::Rfc3986)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn later_sources_win_setting_by_setting() {
        let sources = Sources {
            project: Some(Layer::from_json(&json!({ "rfc": "2396", "checkCodeBlocks": true })).unwrap()),
            initialization: Layer::from_json(&json!({ "urigram": { "rfc2732": true } })).unwrap(),
            client: Layer::from_json(&json!({ "checkCodeBlocks": false })).unwrap(),
            project_extract: None,
        };
        let settings = Settings::layered(&sources).unwrap();
        assert_eq!(settings.rfc, RfcArg::Rfc2396);
        assert!(settings.amendments.rfc2732 && !settings.code_blocks);
        let dialect = settings.dialect();
        assert!(syntax::verdict(dialect, dialect.reference(), "http://[::1]/").is_ok());
        assert_eq!(Settings::layered(&Sources::default()).unwrap(), Settings::default());
        assert_eq!(Layer::from_json(&json!(1808)).unwrap_err(), "urigram's settings are an object, not 1808");
        assert_eq!(Layer::from_json(&json!({ "rfc": 1808 })).unwrap().rfc, Some(RfcArg::Rfc1808));
        assert_eq!(Layer::from_json(&json!({ "rfc": "RFC 3987" })).unwrap().rfc, Some(RfcArg::Rfc3987));
        assert_eq!(Layer::from_json(&Value::Null).unwrap(), Layer::default());
        // The WHATWG URL Standard's parser, named by `rfc` or by `grammar`; an RFC named later takes its place.
        let whatwg = Layer::from_json(&json!({ "grammar": "whatwg" })).unwrap();
        assert_eq!((whatwg.whatwg, whatwg.rfc), (Some(true), None));
        assert_eq!(Layer::from_json(&json!({ "rfc": "WHATWG" })).unwrap().whatwg, Some(true));
        let later = Sources {
            project: Some(whatwg),
            client: Layer::from_json(&json!({ "rfc": "2396" })).unwrap(),
            ..Sources::default()
        };
        let settings = Settings::layered(&later).unwrap();
        assert_eq!((settings.whatwg, settings.rfc), (false, RfcArg::Rfc2396));
        let denied = Layer::from_json(&json!({ "differential": "deny" })).unwrap();
        assert_eq!(denied.differential, Some(Differential::Deny));
        let over = Sources {
            project: Some(denied),
            client: Layer::from_json(&json!({ "differential": "off" })).unwrap(),
            ..Sources::default()
        };
        assert_eq!(Settings::layered(&over).unwrap().differential, Differential::Off);
        assert_eq!(Settings::default().differential, Differential::Warn);
        let file = Layer::from_json(&json!({ "rfc": "8089", "appendixF": true })).unwrap();
        assert_eq!((file.rfc, file.appendix_f), (Some(RfcArg::Rfc8089), Some(true)));
    }

    #[test]
    fn bad_settings_are_named() {
        assert_eq!(
            Layer::from_json(&json!({ "rfc": "2616" })).unwrap_err(),
            "the setting \"rfc\" is \"3986\", \"3987\", \"2396\", \"1808\", \"8089\" or \"whatwg\", not \"2616\""
        );
        assert_eq!(
            Layer::from_json(&json!({ "differential": "error" })).unwrap_err(),
            "the setting \"differential\" is \"warn\", \"deny\" or \"off\", not \"error\""
        );
        assert_eq!(
            Layer::from_json(&json!({ "rfc2068": "yes" })).unwrap_err(),
            "the setting \"rfc2068\" is true or false, not \"yes\""
        );
        let sources = Sources { client: Layer { rfc2068: Some(true), ..Layer::default() }, ..Sources::default() };
        assert_eq!(
            Settings::layered(&sources).unwrap_err(),
            "the setting \"rfc2068\" amends the grammar of RFC 1808 only, not RFC 3986"
        );
    }
}
