//! The project configuration: `urigram.toml`, found by walking up from a file's folder, read by `check` and by
//! the language server ([`load_config`]).
//!
//! ```toml
//! # The grammar: "3986" (the default), "3987" (IRIs), "2396", "1808" or "8089" (`file:` URIs only); a
//! # command-line `--rfc` wins.
//! rfc = "2396"
//! # Amendments to it: "rfc2732" (IPv6 literals in RFC 2396), "rfc2068" (RFC 1808 with HTTP/1.1's characters),
//! # "rfc6874" (zone identifiers in the IPv6 literals of RFC 3986 and RFC 3987), "appendix-f" (RFC 8089's
//! # nonstandard forms: drive letters, UNC strings).
//! amendments = ["rfc2732"]
//! # Where RFC 3986 and a browser's parser (the WHATWG URL Standard's) read different hosts in a URI: "warn"
//! # (the default of `check --extract` and of the language server), "deny" (an error) or "off". The command
//! # line's `--differential` or `--deny differential`, and the editor's "differential" setting, win.
//! differential = "deny"
//!
//! [extract]
//! # Check URIs in Markdown code spans and code blocks too (off by default).
//! code = false
//! # Honour the inline markers `urigram-ignore-next-line`, `urigram-ignore-start`, `urigram-ignore-end` (on).
//! markers = true
//! # URIs left out: glob patterns over the whole URI (`*` matches any text, `/` included; `?` one character).
//! ignore = ["http://localhost*", "https://example.com/*"]
//!
//! # File kinds by glob, relative to this file's folder, before the extension decides; `check --kind` wins.
//! [kinds]
//! markdown = ["*.mdx", "docs/**/*.txt"]
//! html = ["*.tmpl"]
//! text = ["CHANGELOG.md"]
//! ```
//!
//! Unknown keys are errors, so that a misspelt one does not go unnoticed.

use std::path::{Path, PathBuf};

use globset::{Glob, GlobSet, GlobSetBuilder};
use serde::Deserialize;

use crate::extract::{DocumentKind, ExtractOptions};
use crate::format::Differential;
use crate::syntax::{Amendments, RfcArg};

/// The name of the configuration file.
pub const FILE_NAME: &str = "urigram.toml";

/// A project configuration: what `urigram.toml` says, or the defaults where there is none.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// The file it was read from; `None` when no file was found (the defaults).
    pub path: Option<PathBuf>,
    /// The RFC whose grammar to check with, when the file names one.
    pub rfc: Option<RfcArg>,
    /// The amendments to that grammar.
    pub amendments: Amendments,
    /// What to make of a URI that RFC 3986 and a browser's parser read with different hosts, when the file
    /// says.
    pub differential: Option<Differential>,
    /// What extraction looks for and leaves out: `[extract]`.
    pub extract: ExtractOptions,
    /// File kinds by glob: `[kinds]`, matched against paths relative to [`Config::root`].
    kinds: Vec<(GlobSet, DocumentKind)>,
    /// The folder of the file, against which the globs of `[kinds]` are matched.
    root: PathBuf,
}

/// Why a configuration file could not be used.
#[derive(Debug)]
pub enum ConfigError {
    /// The file exists but could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        error: std::io::Error,
    },
    /// The file is not valid TOML, or not the configuration's shape (an unknown key, a wrong type, an unknown
    /// RFC, a bad glob).
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where (TOML errors give the line and column).
        message: String,
    },
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::Read { path, error } => write!(f, "cannot read {}: {error}", path.display()),
            ConfigError::Invalid { path, message } => write!(f, "invalid {}: {}", path.display(), message.trim_end()),
        }
    }
}

impl std::error::Error for ConfigError {}

/// The file's shape.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    rfc: Option<String>,
    #[serde(default)]
    amendments: Vec<String>,
    differential: Option<String>,
    #[serde(default)]
    extract: ExtractSection,
    #[serde(default)]
    kinds: KindsSection,
}

/// `[extract]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExtractSection {
    #[serde(default)]
    code: bool,
    #[serde(default = "yes")]
    markers: bool,
    #[serde(default)]
    ignore: Vec<String>,
}

impl Default for ExtractSection {
    fn default() -> Self {
        ExtractSection { code: false, markers: true, ignore: Vec::new() }
    }
}

fn yes() -> bool {
    true
}

/// `[kinds]`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct KindsSection {
    #[serde(default)]
    markdown: Vec<String>,
    #[serde(default)]
    html: Vec<String>,
    #[serde(default)]
    text: Vec<String>,
}

/// The configuration for the file or folder `start`: the first `urigram.toml` in its folder (or itself, for a
/// folder) or any folder above it, else the defaults.
///
/// ```ignore
/// let config = load_config(Path::new("docs/guide.md"))?;
/// let kind = config.kind_of(Path::new("docs/guide.md"));
/// ```
pub fn load_config(start: &Path) -> Result<Config, ConfigError> {
    let start = if start.is_absolute() {
        start.to_path_buf()
    } else {
        std::env::current_dir().map(|folder| folder.join(start)).unwrap_or_else(|_| start.to_path_buf())
    };
    let first = if start.is_dir() { Some(start.as_path()) } else { start.parent() };
    for folder in std::iter::successors(first, |folder| folder.parent()) {
        let path = folder.join(FILE_NAME);
        match std::fs::read_to_string(&path) {
            Ok(text) => return Config::parse(&text, &path),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            // A folder named so, or one that cannot be listed, is not a configuration.
            Err(_) if !path.is_file() => {}
            Err(error) => return Err(ConfigError::Read { path, error }),
        }
    }
    Ok(Config::default())
}

impl Config {
    /// The configuration that `text`, the contents of the file at `path`, gives.
    pub fn parse(text: &str, path: &Path) -> Result<Config, ConfigError> {
        let invalid = |message: String| ConfigError::Invalid { path: path.to_path_buf(), message };
        let file: File = toml::from_str(text).map_err(|error| invalid(error.to_string()))?;
        let rfc = match file.rfc.as_deref() {
            None => None,
            Some(number) => match RfcArg::from_number(number) {
                Some(rfc) => Some(rfc),
                None => return Err(invalid(format!("rfc = \"{number}\": expected {}", RfcArg::numbers_listed()))),
            },
        };
        let mut amendments = Amendments::default();
        for amendment in &file.amendments {
            match amendment.as_str() {
                "rfc2732" => amendments.rfc2732 = true,
                "rfc2068" => amendments.rfc2068 = true,
                "rfc6874" => amendments.rfc6874 = true,
                "appendix-f" => amendments.appendix_f = true,
                other => {
                    return Err(invalid(format!(
                        "amendment \"{other}\": expected \"rfc2732\", \"rfc2068\", \"rfc6874\" or \"appendix-f\""
                    )));
                }
            }
        }
        let differential = match file.differential.as_deref() {
            None => None,
            Some(word) => match Differential::from_word(word) {
                Some(choice) => Some(choice),
                None => return Err(invalid(format!("differential = \"{word}\": expected {}", Differential::WORDS))),
            },
        };
        // globset's default: `*` matches `/` too, so `*.md` is any Markdown file below the folder.
        let set = |patterns: &[String]| -> Result<Option<GlobSet>, ConfigError> {
            if patterns.is_empty() {
                return Ok(None);
            }
            let mut builder = GlobSetBuilder::new();
            for pattern in patterns {
                builder.add(Glob::new(pattern).map_err(|error| invalid(format!("pattern \"{pattern}\": {error}")))?);
            }
            builder.build().map(Some).map_err(|error| invalid(error.to_string()))
        };
        let ignore = set(&file.extract.ignore)?;
        let mut kinds = Vec::new();
        for (patterns, kind) in [
            (&file.kinds.markdown, DocumentKind::Markdown),
            (&file.kinds.html, DocumentKind::Html),
            (&file.kinds.text, DocumentKind::Text),
        ] {
            if let Some(globs) = set(patterns)? {
                kinds.push((globs, kind));
            }
        }
        Ok(Config {
            path: Some(path.to_path_buf()),
            rfc,
            amendments,
            differential,
            extract: ExtractOptions { code: file.extract.code, markers: file.extract.markers, ignore },
            kinds,
            root: path.parent().map(Path::to_path_buf).unwrap_or_default(),
        })
    }

    /// The kind of the document at `path`: by the first `[kinds]` glob that matches it (relative to the
    /// configuration's folder), else by its extension ([`DocumentKind::from_path`]).
    pub fn kind_of(&self, path: &Path) -> DocumentKind {
        self.known_kind_of(path).unwrap_or_default()
    }

    /// The kind of the document at `path` when something names it: a `[kinds]` glob, or an extension that
    /// [`DocumentKind::named_by_extension`] knows (`.md`, `.html`, `.txt`, ...); `None` for any other file, which
    /// a walk through a folder passes over.
    pub fn known_kind_of(&self, path: &Path) -> Option<DocumentKind> {
        if !self.kinds.is_empty() {
            let absolute = if path.is_absolute() {
                path.to_path_buf()
            } else {
                std::env::current_dir().map(|folder| folder.join(path)).unwrap_or_else(|_| path.to_path_buf())
            };
            let relative = absolute.strip_prefix(&self.root).unwrap_or(path);
            if let Some((_, kind)) = self.kinds.iter().find(|(globs, _)| globs.is_match(relative)) {
                return Some(*kind);
            }
        }
        DocumentKind::named_by_extension(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("urigram-config-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(folder.join("docs/deep")).unwrap();
        folder
    }

    #[test]
    fn the_nearest_file_above_is_read() {
        let folder = scratch("nearest");
        std::fs::write(
            folder.join(FILE_NAME),
            "rfc = \"2396\"\namendments = [\"rfc2732\"]\n[extract]\ncode = true\nignore = [\"http://localhost*\"]\n\
             [kinds]\nmarkdown = [\"docs/**/*.txt\"]\n",
        )
        .unwrap();
        let config = load_config(&folder.join("docs/deep/a.txt")).unwrap();
        assert_eq!(config.path.as_deref(), Some(folder.join(FILE_NAME).as_path()));
        assert_eq!((config.rfc, config.amendments.rfc2732, config.extract.code), (Some(RfcArg::Rfc2396), true, true));
        assert!(config.extract.markers);
        assert!(config.extract.ignore.as_ref().unwrap().is_match("http://localhost:8080/a/b"));
        assert_eq!(config.kind_of(&folder.join("docs/deep/a.txt")), DocumentKind::Markdown);
        assert_eq!(config.kind_of(&folder.join("b.txt")), DocumentKind::Text);
        assert_eq!(config.kind_of(&folder.join("b.html")), DocumentKind::Html);
        std::fs::remove_dir_all(folder).unwrap();
    }

    #[test]
    fn no_file_gives_the_defaults() {
        let folder = scratch("none");
        let config = load_config(&folder.join("docs/a.md")).unwrap();
        // A file above the scratch folder (in the temporary folder) would be read; there is none there.
        assert!(config.path.is_none() || !config.path.as_ref().unwrap().starts_with(&folder));
        std::fs::remove_dir_all(folder).unwrap();
    }

    #[test]
    fn mistakes_are_errors_that_say_where() {
        let path = Path::new("urigram.toml");
        let error = Config::parse("rfc = \"3988\"", path).unwrap_err().to_string();
        assert!(error.contains("3988") && error.contains("\"3987\""), "{error}");
        assert_eq!(Config::parse("rfc = \"3987\"", path).unwrap().rfc, Some(RfcArg::Rfc3987));
        let error = Config::parse("[extract]\ncodes = true\n", path).unwrap_err().to_string();
        assert!(error.contains("codes") && error.contains("line 2"), "{error}");
        let error = Config::parse("amendments = [\"rfc9999\"]", path).unwrap_err().to_string();
        assert!(error.contains("rfc9999"), "{error}");
        let error = Config::parse("[kinds]\nhtml = [\"a[\"]", path).unwrap_err().to_string();
        assert!(error.contains("a["), "{error}");
        let error = Config::parse("differential = \"error\"", path).unwrap_err().to_string();
        assert!(error.ends_with("differential = \"error\": expected \"warn\", \"deny\" or \"off\""), "{error}");
        let config = Config::parse("differential = \"deny\"", path).unwrap();
        assert_eq!(config.differential, Some(crate::format::Differential::Deny));
        assert_eq!(Config::parse("", path).unwrap().differential, None);
    }

    #[test]
    fn zone_identifiers_are_an_amendment_of_rfc_3986() {
        let config = Config::parse("amendments = [\"rfc6874\"]", Path::new("urigram.toml")).unwrap();
        assert!(config.amendments.rfc6874 && !config.amendments.rfc2732 && !config.amendments.rfc2068);
    }
}
