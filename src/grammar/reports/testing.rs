//! What the tests of every grammar's diagnosis share: a reading outside any diagnosis, and the comparison of the
//! reports from a whole text with those from a reading again from its last component. Test code only, kept out
//! of the module the rules call.

use alloc::string::String;

use super::Reports;
use crate::grammar::{Diagnosing, Entry, Grammar, Input};

/// Runs `parse`, rules of a diagnosing variant, outside any diagnosis, and gives back what it returns, for the
/// tests that compare the diagnosing variant's reading with the published one's.
///
/// The reading runs inside [`collect`], at a target no stop reaches, so that it gathers nothing.
pub(crate) fn outside_diagnosis<T>(parse: impl FnOnce() -> T) -> T {
    let mut result = None;
    super::store::collect(usize::MAX, || result = Some(parse()));
    result.expect("collect runs what it is given")
}

/// The texts on which the tests of a diagnosis check that reading again from a prefix's last component hears
/// what a reading of the whole text hears: references of every shape, each with one of a few characters
/// inserted at every character boundary.
fn references_with_one_insertion() -> impl Iterator<Item = String> {
    const REFERENCES: [&str; 24] = [
        "http://user:pw@host:80/p;x/q?x=1#f",
        "//a:b@[::1]:8/x",
        "s://[v1.x]/",
        "http://1.2.3.4:5",
        "//u@h?q#f",
        "http://a?b",
        "http://a",
        "mailto:x@y",
        "s:/a//b",
        "a:b",
        "a:b?c",
        "a:",
        "s:/",
        "s://",
        "//h",
        "//",
        "/p",
        "p/q",
        "./a:b",
        "g;x?y#s",
        "?q",
        "#f",
        "",
        "x",
    ];
    // `~`: RFC 1808 allows it nowhere, and a URL stops there; RFC 2396 and RFC 3986 take it as `unreserved`.
    const INSERTED: [&str; 19] =
        [" ", "<", "%", "%1", "[", "]", "\u{e9}", "~", ":", "@", "/", "?", "#", "//", "|", "a", "1", ".", ";"];
    REFERENCES.into_iter().flat_map(|reference| {
        (0..=reference.len()).filter(move |&at| reference.is_char_boundary(at)).flat_map(move |at| {
            INSERTED.into_iter().map(move |inserted| [&reference[..at], inserted, &reference[at..]].concat())
        })
    })
}

/// How many stopped prefixes a test of a diagnosis compared (see [`Tally::compare`]).
#[derive(Debug, Default)]
pub(crate) struct Tally {
    /// The prefixes compared.
    compared: usize,
    /// Those of them read again from a component other than the start.
    from_a_component: usize,
}

impl Tally {
    /// Where a top rule read `text` only up to `end`, asserts that the reports there are the same from a reading
    /// of the whole text (`whole`) and from a reading of the prefix's last component, `last` (`from_last`, which
    /// reads from the start when `from_start`).
    pub(crate) fn compare<R: Grammar>(
        &mut self,
        text: &str,
        end: usize,
        last: &dyn core::fmt::Debug,
        from_start: bool,
        whole: &dyn Fn(),
        from_last: &dyn Fn(),
    ) {
        if end < text.len() {
            let whole_reports: Reports<R> = super::collect(end, whole);
            let last_reports: Reports<R> = super::collect(end, from_last);
            assert_eq!(whole_reports, last_reports, "{last:?} of {text:?}");
            self.compared += 1;
            self.from_a_component += usize::from(!from_start);
        }
    }

    /// Reads `text` with a top rule, `plain` in a published variant and `diagnosing` in its diagnosing one; where
    /// it reads a prefix only, [`compare`](Tally::compare)s the reports at its end from a reading of the whole
    /// text and from `again`, a reading from the prefix's last component as `last_of` finds it (with whether that
    /// is the text's start).
    pub(crate) fn compare_rule<'a, R: Grammar, O, L: core::fmt::Debug + Copy>(
        &mut self,
        text: &'a str,
        plain: impl Fn(crate::grammar::Input<'a>) -> crate::grammar::PResult<'a, O, R>,
        diagnosing: impl Fn(crate::grammar::Input<'a>) -> crate::grammar::PResult<'a, O, R>,
        last_of: impl Fn(&O) -> (L, bool),
        again: impl Fn(usize, L, &dyn Fn()),
    ) {
        if let Ok((rest, node)) = plain(crate::grammar::input(text)) {
            let (end, (last, from_start)) = (rest.location_offset(), last_of(&node));
            let whole = || {
                let _ = diagnosing(crate::grammar::input(text));
            };
            self.compare::<R>(text, end, &last, from_start, &whole, &|| again(end, last, &whole));
        }
    }
}

impl Tally {
    /// [`compare_rule`](Tally::compare_rule) for the top rule that derives `T` in `V`, as the grammar's entry
    /// functions read it ([`Entry`]): its last component as [`Entry::last`] finds it, `start` where that is the
    /// text's start, and `read_last` the grammar's reading again from it in its diagnosing variant.
    pub(crate) fn compare_entry<'a, V, T, L>(
        &mut self,
        text: &'a str,
        start: L,
        read_last: impl Fn(Input<'a>, usize, L, &dyn Fn()),
    ) where
        T: Entry<'a, V, Last = (usize, L)> + Entry<'a, Diagnosing<V>, Rule = <T as Entry<'a, V>>::Rule>,
        L: core::fmt::Debug + Copy + PartialEq,
    {
        let last_of = |node: &T| {
            let (_, last) = <T as Entry<'a, V>>::last(node);
            (last, last == start)
        };
        let again = |end, last, whole: &dyn Fn()| read_last(crate::grammar::input(text), end, last, whole);
        self.compare_rule(text, <T as Entry<'a, V>>::read, <T as Entry<'a, Diagnosing<V>>>::read, last_of, again);
    }
}

/// Runs `each` over [`references_with_one_insertion`] with one [`Tally`], and asserts that it compared more
/// than `compared` stopped prefixes, more than `from_a_component` of them read again from a component: enough
/// that every kind of last component is among them.
pub(crate) fn assert_last_components_compared(
    compared: usize,
    from_a_component: usize,
    mut each: impl FnMut(&str, &mut Tally),
) {
    let mut tally = Tally::default();
    for text in references_with_one_insertion() {
        each(&text, &mut tally);
    }
    assert!(tally.compared > compared && tally.from_a_component > from_a_component, "{tally:?}");
}
