//! What a grammar's rules report while they read a text again for an error: the collector behind the
//! [`Diagnosing`](super::Diagnosing) variant of every grammar.
//!
//! The rules call their variant's two hooks: where a repetition or an option stops, or where a reading they did
//! not take could have gone on at the same byte, what could have continued the text there (`expects`); and where
//! a reading they did not take goes farther (`reaches`). The published variants do nothing there; the diagnosing
//! variant hands each call to this module, which keeps what was reported at one byte, the target: the byte where
//! the parse that failed had stopped. One diagnosis runs at a time on a thread (it is a parse of one text, which
//! calls no other diagnosis), so the collection is the thread's, and any grammar's: it keeps a set's bits and a
//! rule's index, which mean the same to the grammar that reads them back.

use super::{Expected, Grammar};

mod reported;
#[cfg(test)]
mod testing;

pub(crate) use reported::Reported;
#[cfg(test)]
pub(crate) use testing::{Tally, assert_last_components_compared, outside_diagnosis};

/// What the rules reported while they read a text in a grammar's `Diagnosing` variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reports<R: Grammar> {
    /// The union of the sets reported at the target byte. (A stop elsewhere belongs to another place of the
    /// text, not to where it goes wrong.)
    pub(crate) expected: Expected<R>,
    /// The farthest byte that another reading reached, or the target.
    pub(crate) farthest: usize,
    /// The rule that reported first at the target byte.
    pub(crate) first: Option<R>,
}

/// The reports kept as plain numbers, the same for every grammar.
#[derive(Clone, Copy)]
struct Bits {
    rules: u64,
    tokens: u32,
    farthest: usize,
    /// The index of the first rule to report, plus one; 0 before any.
    first: u32,
}

impl Bits {
    fn reports<R: Grammar>(self) -> Reports<R> {
        Reports {
            expected: Expected::from_bits(self.rules, self.tokens),
            farthest: self.farthest,
            first: self.first.checked_sub(1).and_then(|index| R::ALL.get(index as usize)).copied(),
        }
    }
}

/// Where the reports are kept, with the standard library: in cells of the thread, one a number, which cost a
/// few instructions a report. The cells are fields of one thread-local, so that a diagnosis finds the thread's
/// storage once for all of them rather than once a cell.
#[cfg(feature = "std")]
mod store {
    use core::cell::Cell;

    use super::Bits;

    struct Store {
        /// The byte whose reports are gathered; `usize::MAX`, which no stop reaches, outside a diagnosis.
        target: Cell<usize>,
        rules: Cell<u64>,
        tokens: Cell<u32>,
        farthest: Cell<usize>,
        first: Cell<u32>,
    }

    std::thread_local! {
        static STORE: Store = const {
            Store {
                target: Cell::new(usize::MAX),
                rules: Cell::new(0),
                tokens: Cell::new(0),
                farthest: Cell::new(0),
                first: Cell::new(0),
            }
        };
    }

    /// Runs `parse`, gathering the reports at byte `target`. (The cells hold nothing to drop, so they are
    /// never torn down and `try_with` never fails; were it to, nothing would be gathered.)
    pub(super) fn collect(target: usize, parse: impl FnOnce()) -> Bits {
        let _ = STORE.try_with(|store| {
            store.rules.set(0);
            store.tokens.set(0);
            store.farthest.set(target);
            store.first.set(0);
            store.target.set(target);
        });
        parse();
        STORE
            .try_with(|store| {
                store.target.set(usize::MAX);
                Bits {
                    rules: store.rules.get(),
                    tokens: store.tokens.get(),
                    farthest: store.farthest.get(),
                    first: store.first.get(),
                }
            })
            .unwrap_or(Bits { rules: 0, tokens: 0, farthest: target, first: 0 })
    }

    /// Whether `at` is the byte whose reports are gathered.
    pub(super) fn is_target(at: usize) -> bool {
        STORE.try_with(|store| store.target.get()) == Ok(at)
    }

    /// Adds a set's bits to the union, and names `first` (a rule's index plus one; 0 for none) as the first
    /// rule to report unless one already is.
    pub(super) fn add(rules: u64, tokens: u32, first: u32) {
        let _ = STORE.try_with(|store| {
            store.rules.set(store.rules.get() | rules);
            store.tokens.set(store.tokens.get() | tokens);
            if first != 0 && store.first.get() == 0 {
                store.first.set(first);
            }
        });
    }

    /// Another reading went on to `at`. (Only a diagnosing variant reports, and only inside `collect`.)
    pub(super) fn reach(at: usize) {
        let _ = STORE.try_with(|store| store.farthest.set(store.farthest.get().max(at)));
    }
}

/// Without the standard library, nothing is gathered: a diagnosis has no cell of its own to gather into (a
/// process-wide one would need a lock, which an interrupt handler that parses could wait on forever), so an
/// error's rule and expected set are the failing rule's own, and where a parse stopped early, its error names
/// the top-level rule, expects the end of the text alone and says that the rule ends before what stands there.
/// Its place and its span are those the standard library's build reports.
#[cfg(not(feature = "std"))]
mod store {
    use super::Bits;

    pub(super) fn collect(target: usize, parse: impl FnOnce()) -> Bits {
        parse();
        Bits { rules: 0, tokens: 0, farthest: target, first: 0 }
    }

    pub(super) fn is_target(_at: usize) -> bool {
        false
    }

    pub(super) fn add(_rules: u64, _tokens: u32, _first: u32) {}

    pub(super) fn reach(_at: usize) {}
}

/// Runs `parse` (the rules in a grammar's diagnosing variant), gathering what they report at byte `target`.
pub(crate) fn collect<R: Grammar>(target: usize, parse: impl FnOnce()) -> Reports<R> {
    store::collect(target, parse).reports()
}

/// `expected` could have continued the text at `at`: where `by` stopped, or (`None`) in a reading the rules did not
/// take. The first rule to report at the target is the one the error names.
pub(crate) fn expects<R: Grammar>(at: usize, by: Option<R>, expected: Expected<R>) {
    if store::is_target(at) {
        let (rules, tokens) = expected.to_bits();
        store::add(rules, tokens, by.map_or(0, |rule| u32::from(rule.index()) + 1));
    }
}

/// Another reading went on to `at`.
pub(crate) fn reaches(at: usize) {
    store::reach(at);
}
