//! The checked-in reference is what the generator writes from the grammar files and the library.

use urigram_reference::docs::repository;
use urigram_reference::reference::{COMMAND, render};

#[test]
fn the_checked_in_reference_is_fresh() {
    let mut stale = Vec::new();
    for (path, text) in render() {
        let current = std::fs::read_to_string(repository().join(&path)).unwrap_or_default();
        if current != text {
            stale.push(path);
        }
    }
    assert!(stale.is_empty(), "the reference is stale ({}): regenerate it with `{COMMAND}`", stale.join(", "));
}
