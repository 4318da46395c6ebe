//! The extraction's precision and recall on labelled documents (`tests/extract/`, whose README says what the
//! labels count): the repository's own documents, documents written for it, and RFC texts from the shared
//! folder (skipped, saying so, when it is absent). The figures are printed (`cargo test -p urigram-cli --bin
//! urigram measure -- --nocapture`) and are in the README; the test holds them to floors.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::{DocumentKind, ExtractOptions, candidates};

/// Where a labelled document is.
enum Place {
    /// In the repository, relative to the crate's folder.
    Repository(&'static str),
    /// In the shared folder.
    Shared(&'static str),
}

/// The labelled documents: the label file's name, where the document is, and its kind.
const DOCUMENTS: &[(&str, Place, DocumentKind)] = &[
    ("README.md", Place::Repository("../../README.md"), DocumentKind::Markdown),
    ("CHANGELOG.md", Place::Repository("../../CHANGELOG.md"), DocumentKind::Markdown),
    ("urigram-cli-README.md", Place::Repository("README.md"), DocumentKind::Markdown),
    ("guide.md", Place::Repository("tests/extract/guide.md"), DocumentKind::Markdown),
    ("page.html", Place::Repository("tests/extract/page.html"), DocumentKind::Html),
    ("notes.txt", Place::Repository("tests/extract/notes.txt"), DocumentKind::Text),
    ("rfc3986.txt", Place::Shared("rfc/rfc3986.txt"), DocumentKind::Text),
    ("rfc2068.txt", Place::Shared("rfc/rfc2068.txt"), DocumentKind::Text),
    ("rfc1738.txt", Place::Shared("rfc/rfc1738.txt"), DocumentKind::Text),
    ("rfc2396.txt", Place::Shared("rfc/rfc2396.txt"), DocumentKind::Text),
    ("rfc2732.txt", Place::Shared("rfc/rfc2732.txt"), DocumentKind::Text),
    ("rfc6874.txt", Place::Shared("rfc/rfc6874.txt"), DocumentKind::Text),
];

/// The shared folder: `URIGRAM_SHARED`, else `shared` beside the repository.
fn shared() -> PathBuf {
    std::env::var_os("URIGRAM_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"))
}

/// Found, labelled, and both, for some documents.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    found: usize,
    labelled: usize,
    right: usize,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.found += other.found;
        self.labelled += other.labelled;
        self.right += other.right;
    }

    fn precision(self) -> f64 {
        if self.found == 0 { 1.0 } else { self.right as f64 / self.found as f64 }
    }

    fn recall(self) -> f64 {
        if self.labelled == 0 { 1.0 } else { self.right as f64 / self.labelled as f64 }
    }
}

/// What the extractor finds in `text` against `labels` (`LINE<TAB>URI` lines, `*` for any line), and the
/// findings that are wrong and the labels that are missed, for the message.
fn tally(text: &str, kind: DocumentKind, labels: &str) -> (Tally, Vec<String>) {
    let mut wanted: HashMap<(Option<usize>, String), usize> = HashMap::new();
    let mut labelled = 0;
    for line in labels.lines().filter(|line| !line.is_empty()) {
        let (at, uri) = line.split_once('\t').expect("a label is LINE<TAB>URI");
        let at = if at == "*" { None } else { Some(at.parse().expect("a label's line is a number or *")) };
        *wanted.entry((at, uri.to_owned())).or_default() += 1;
        labelled += 1;
    }
    let line_starts: Vec<usize> = std::iter::once(0).chain(text.match_indices('\n').map(|(at, _)| at + 1)).collect();
    let found = candidates(text, kind, &ExtractOptions::default());
    let mut mistakes = Vec::new();
    let mut right = 0;
    for candidate in &found {
        let line = line_starts.partition_point(|&start| start <= candidate.span.start);
        let uri = candidate.uri.to_string();
        let mut take = |key: (Option<usize>, String)| match wanted.get_mut(&key) {
            Some(count) if *count > 0 => {
                *count -= 1;
                true
            }
            _ => false,
        };
        if take((Some(line), uri.clone())) || take((None, uri.clone())) {
            right += 1;
        } else {
            mistakes.push(format!("found, not labelled: {line}\t{uri}"));
        }
    }
    for ((at, uri), count) in wanted {
        for _ in 0..count {
            mistakes.push(format!("labelled, not found: {}\t{uri}", at.map_or("*".to_owned(), |at| at.to_string())));
        }
    }
    (Tally { found: found.len(), labelled, right }, mistakes)
}

#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn precision_and_recall_on_labelled_documents() {
    let crate_folder = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut by_kind: Vec<(DocumentKind, Tally)> = Vec::new();
    let mut all_mistakes = Vec::new();
    println!("| document | kind | found | labelled | right | precision | recall |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    for (label, place, kind) in DOCUMENTS {
        let path = match place {
            Place::Repository(relative) => crate_folder.join(relative),
            Place::Shared(relative) => shared().join(relative),
        };
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!(
                "skipped: {label} needs {}, which cannot be read; set URIGRAM_SHARED to the folder that holds rfc/",
                path.display()
            );
            continue;
        };
        let labels = std::fs::read_to_string(crate_folder.join("tests/extract/labels").join(format!("{label}.tsv")))
            .expect("every measured document has labels");
        let (tally, mistakes) = tally(&text, *kind, &labels);
        println!(
            "| {label} | {kind:?} | {} | {} | {} | {:.3} | {:.3} |",
            tally.found,
            tally.labelled,
            tally.right,
            tally.precision(),
            tally.recall()
        );
        all_mistakes.extend(mistakes.into_iter().map(|mistake| format!("{label}: {mistake}")));
        match by_kind.iter_mut().find(|(known, _)| known == kind) {
            Some((_, total)) => total.add(tally),
            None => by_kind.push((*kind, tally)),
        }
    }
    for (kind, tally) in &by_kind {
        println!(
            "| all {kind:?} | | {} | {} | {} | {:.3} | {:.3} |",
            tally.found,
            tally.labelled,
            tally.right,
            tally.precision(),
            tally.recall()
        );
    }
    for mistake in &all_mistakes {
        println!("{mistake}");
    }
    for (kind, tally) in by_kind {
        // Floors a little under the measured figures (see the README), so that a regression fails and the
        // repository's own documents may gain a link or two.
        assert!(tally.precision() >= 0.95, "{kind:?} precision {:.3}: {all_mistakes:#?}", tally.precision());
        assert!(tally.recall() >= 0.95, "{kind:?} recall {:.3}: {all_mistakes:#?}", tally.recall());
    }
}

#[test]
fn labels_that_are_wrong_are_counted_so() {
    let (tally, mistakes) = tally("see http://a/ and http://b/\n", DocumentKind::Text, "1\thttp://a/\n2\thttp://b/\n");
    assert_eq!((tally.found, tally.labelled, tally.right), (2, 2, 1));
    assert_eq!(mistakes.len(), 2);
}
