//! The combinators through which the rules report to the diagnosis: each is a plain nom-style reading (a run,
//! an optional delimited component, a required delimiter) that also tells its variant's hooks where it
//! stopped and what could have continued the text there, so that rule bodies read like their ABNF and call no
//! hook themselves. One top-level rule calls one: RFC 3986's `URI-reference`, where its `URI` reading failed
//! (its comment says why that call is not a combinator); the diagnosis modules (`diagnose.rs`,
//! `last_component.rs`) call them as they read a stopped parse again.
//!
//! `Reported::<V>::run(rule, expected, result)` stands for `result`, and tells `V::expects` where it stopped.
//! In the published variants the hooks do nothing, and every combinator here is inlined to the reading it
//! wraps.

use core::marker::PhantomData;

use super::super::{
    Expected, Grammar, Input, PResult, Reporting, Token, mismatch, peek_byte, reported_option, reported_run,
    reported_tail, split,
};

/// The reporting combinators of the rules instantiated with the variant `V` (see the module's documentation).
pub(crate) struct Reported<V>(PhantomData<V>);

impl<V> Reported<V> {
    /// A run in `rule`: `result`, what the run read; where it stopped, `expected` could have continued the text.
    /// A run that fails reports nothing: its error says what it expected.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn run<'a, O, R: Grammar>(rule: R, expected: Expected<R>, result: PResult<'a, O, R>) -> PResult<'a, O, R>
    where
        V: Reporting<R>,
    {
        reported_run(rule, expected, result, V::expects)
    }

    /// A reading that the rules take, `result`, where another reading of the same bytes, which they did not
    /// take, could have gone on with `expected`: that set adds to what is expected where `result` stopped,
    /// naming no rule.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn beside<'a, O, R: Grammar>(expected: Expected<R>, result: PResult<'a, O, R>) -> PResult<'a, O, R>
    where
        V: Reporting<R>,
    {
        if let Ok((after, _)) = &result {
            V::expects(after.location_offset(), None, expected);
        }
        result
    }

    /// A reading that the rules do not take, `result`: where it stops, that reading reaches, and `expected`
    /// could have continued it there, naming no rule.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn untaken<'a, O, R: Grammar>(expected: Expected<R>, result: PResult<'a, O, R>) -> PResult<'a, O, R>
    where
        V: Reporting<R>,
    {
        if let Ok((after, _)) = &result {
            V::reaches(after.location_offset());
            V::expects(after.location_offset(), None, expected);
        }
        result
    }

    /// A reading that the rules take, `result`, from `start`: where it read nothing, another reading, which
    /// they did not take, could have started with `expected` there, naming no rule.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn if_empty<'a, O, R: Grammar>(
        start: &Input<'a>,
        expected: Expected<R>,
        result: PResult<'a, O, R>,
    ) -> PResult<'a, O, R>
    where
        V: Reporting<R>,
    {
        if let Ok((after, _)) = &result {
            if after.location_offset() == start.location_offset() {
                V::expects(start.location_offset(), None, expected);
            }
        }
        result
    }

    /// The alternative of `rule` that the bytes before byte `at` chose, read by `read`: where it was read,
    /// `expected` at `at` would have chosen another alternative, so it could have continued the text there
    /// (after one `/`, a second would have begun a network path instead of an absolute one).
    ///
    /// The reading is a closure, called in the published variants as it stands, so that a large node is
    /// returned where the caller keeps it instead of being copied through this function.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn chosen<'a, O, R: Grammar>(
        rule: R,
        (at, expected): (usize, Expected<R>),
        read: impl FnOnce() -> PResult<'a, O, R>,
    ) -> PResult<'a, O, R>
    where
        V: Reporting<R>,
    {
        if !V::DIAGNOSING {
            return read();
        }
        let result = read();
        if result.is_ok() {
            V::expects(at, Some(rule), expected);
        }
        result
    }

    /// `[ delimiter component ]` in `rule`: the component when the next byte is `delimiter`, else nothing, and
    /// then the delimiter (`token`) could have continued the text.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn option<'a, O, R: Grammar>(
        rule: R,
        delimiter: (u8, Token),
        input: Input<'a>,
        component: impl FnOnce(Input<'a>) -> PResult<'a, O, R>,
    ) -> PResult<'a, Option<O>, R>
    where
        V: Reporting<R>,
    {
        reported_option(rule, delimiter, input, component, V::expects)
    }

    /// `[ component ]` in `rule`, for a component that starts with the byte `first`: the component when the next
    /// byte is `first`, else nothing, and then `expected` (what starts the component) could have continued the
    /// text.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn starting_with<'a, O, R: Grammar>(
        rule: R,
        (first, expected): (u8, Expected<R>),
        input: Input<'a>,
        component: impl FnOnce(Input<'a>) -> PResult<'a, O, R>,
    ) -> PResult<'a, Option<O>, R>
    where
        V: Reporting<R>,
    {
        Self::optional(rule, expected, peek_byte(&input) == Some(first), input, component)
    }

    /// `[ component ]` in `rule`: the component when it is `present` (which its first byte tells), else
    /// nothing, and then `expected` (what starts the component) could have continued the text.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn optional<'a, O, R: Grammar>(
        rule: R,
        expected: Expected<R>,
        present: bool,
        input: Input<'a>,
        component: impl FnOnce(Input<'a>) -> PResult<'a, O, R>,
    ) -> PResult<'a, Option<O>, R>
    where
        V: Reporting<R>,
    {
        if present {
            let (after, value) = component(input)?;
            Ok((after, Some(value)))
        } else {
            V::expects(input.location_offset(), Some(rule), expected);
            Ok((input, None))
        }
    }

    /// `[ component ]` in `rule` where the component is absent, at `input`: nothing, and `expected` (what starts
    /// the component) could have continued the text there. (Where the caller reads the present component
    /// itself: passed to [`Reported::optional`] as a closure, a large component has cost instructions.)
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn absent<'a, O, R: Grammar>(rule: R, expected: Expected<R>, input: Input<'a>) -> (Input<'a>, Option<O>)
    where
        V: Reporting<R>,
    {
        V::expects(input.location_offset(), Some(rule), expected);
        (input, None)
    }

    /// The run that ends `first`'s rule, read from `input` where its first part ended: `result`. Where it
    /// stops, `then` (a rule and what could have continued it) is told; or `first` where the run read nothing,
    /// so that the diagnosis names the first part, which could have gone on there.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn tail<'a, O, R: Grammar>(
        first: (R, Expected<R>),
        then: (R, Expected<R>),
        input: &Input<'a>,
        result: PResult<'a, O, R>,
    ) -> PResult<'a, O, R>
    where
        V: Reporting<R>,
    {
        reported_tail(first, then, input, result, V::expects)
    }

    /// The required delimiter `literal`, a single byte, reported as `token` where it is absent; there, `before`
    /// could have continued the text instead (the reading that the delimiter would have ended, which names no
    /// rule).
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn delimiter<'a, R: Grammar>(
        (literal, token): (u8, Token),
        before: Expected<R>,
        input: Input<'a>,
    ) -> PResult<'a, Input<'a>, R>
    where
        V: Reporting<R>,
    {
        if peek_byte(&input) == Some(literal) {
            Ok(split(input, 1))
        } else {
            V::expects(input.location_offset(), None, before);
            Err(mismatch(&input, Expected::NOTHING.token(token)))
        }
    }
}
