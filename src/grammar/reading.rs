//! What an error asks of a grammar's diagnosis: the one interface every grammar's `Reading` has.

use core::fmt;

use super::{Expected, Grammar, Wording};

/// A grammar's reading of a failure (its [`Grammar::Reading`]), from which an error writes its sentence when the
/// sentence is read. Each grammar's `diagnose` module implements it for its `Reading`, and the `Grammar`
/// implementation that `grammar_rules!` writes answers [`Grammar::farthest`] and [`Grammar::write_sentence`]
/// with it.
pub(crate) trait ReadingOf<R: Grammar> {
    /// Where another reading of the text goes wrong, when that is farther than the error's start. None, unless
    /// the grammar's errors name a likelier reading that fails sooner (RFC 3986's do).
    fn farthest(&self) -> Option<usize> {
        None
    }

    /// Writes the sentence, where the grammar expected `expected`, naming what the reader can do in `wording`'s
    /// words.
    fn write(&self, expected: Expected<R>, wording: &dyn Wording, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}
