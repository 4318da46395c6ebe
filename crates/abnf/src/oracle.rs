//! The membership oracle: which prefixes of an input a rule derives, with
//! the full (unordered, non-greedy) meaning of ABNF.
//!
//! Every expression is evaluated at a start position to the *set* of
//! positions where a match of it can end, so no alternative and no
//! repetition count is ever committed to. Rule results are memoized by
//! (rule, start position); grammars with left recursion are refused before
//! any input is looked at.
//!
//! Bounds: a repetition is a loop over sets of positions that ends after at
//! most `input.len() + 2` rounds whatever its counts; rule calls nest on the
//! Rust stack only [`MAX_NESTED_CALLS`] deep, deeper calls are resolved from
//! an explicit work stack, so input length never drives recursion depth; the
//! memo holds at most a configurable number of end positions.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::rc::Rc;

use crate::compile::{Compiled, Expr};
use crate::error::GrammarError;
use crate::grammar::Grammar;

/// How many rule calls may nest on the Rust stack before the rest are
/// resolved from the explicit work stack.
pub const MAX_NESTED_CALLS: usize = 48;

/// The default bound on end positions remembered while matching one input.
pub const DEFAULT_MEMORY_LIMIT: usize = 1 << 24;

/// Answers whether inputs are in the language of one rule of a grammar.
#[derive(Debug, Clone)]
pub struct Oracle {
    compiled: Compiled,
    memory_limit: usize,
}

impl Oracle {
    /// An oracle for `rule` of `grammar`. Fails when the rule is unknown,
    /// when a rule it reaches names an undefined rule, or when a rule it
    /// reaches is left-recursive.
    pub fn new(grammar: &Grammar, rule: &str) -> Result<Oracle, GrammarError> {
        let compiled = Compiled::new(grammar, rule)?;
        if let Some(cycle) = compiled.left_recursion() {
            return Err(GrammarError::LeftRecursion { cycle });
        }
        Ok(Oracle { compiled, memory_limit: DEFAULT_MEMORY_LIMIT })
    }

    /// The same oracle, remembering at most `limit` end positions while it
    /// matches one input; past that, matching fails with
    /// [`GrammarError::MemoryLimit`].
    pub fn with_memory_limit(mut self, limit: usize) -> Oracle {
        self.memory_limit = limit;
        self
    }

    /// Whether the whole of `input` is in the rule's language.
    pub fn matches(&self, input: &[u8]) -> Result<bool, GrammarError> {
        Ok(self.match_lengths(input)?.contains(&input.len()))
    }

    /// Every `n` such that the rule derives `input[..n]`.
    pub fn match_lengths(&self, input: &[u8]) -> Result<BTreeSet<usize>, GrammarError> {
        let ends = Run::new(self, input, false).solve(0, 0)?;
        Ok(ends.iter().copied().collect())
    }

    /// Whether `input` is a prefix of some text in the rule's language (the text itself included): whether a
    /// parser that has read all of `input` could still succeed on what follows.
    pub fn is_viable_prefix(&self, input: &[u8]) -> Result<bool, GrammarError> {
        let ends = Run::new(self, input, true).solve(0, 0)?;
        Ok(ends.iter().any(|&end| end == OPEN || end == input.len()))
    }

    /// The length of the longest prefix of `input` that is a prefix of some text in the rule's language: the
    /// farthest a parser can read before the text stops being a possible beginning, and so where an error
    /// message should point (at `input[n]`, or at the end when `n` is the whole input).
    ///
    /// Prefixes of a viable prefix are viable, so this is a binary search of [`Oracle::is_viable_prefix`].
    pub fn viable_prefix_length(&self, input: &[u8]) -> Result<usize, GrammarError> {
        // Invariant: input[..low] is viable (the empty text is a prefix of every text), input[..high] is not
        // or high is past the end.
        let (mut low, mut high) = (0, input.len() + 1);
        if !self.is_viable_prefix(&[])? {
            return Ok(0);
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2;
            if self.is_viable_prefix(&input[..middle])? {
                low = middle;
            } else {
                high = middle;
            }
        }
        Ok(low)
    }
}

/// In a run for [`Oracle::is_viable_prefix`], the end position of a match that ran off the end of the input:
/// the input ended where the match needed more, so some continuation completes it.
const OPEN: usize = usize::MAX;

/// Why an evaluation stopped before finishing.
enum Halt {
    /// This (rule, position) is needed and would nest too deep: resolve it
    /// from the work stack, then evaluate again.
    Need(usize, usize),
    /// The question cannot be answered.
    Fail(GrammarError),
}

impl From<GrammarError> for Halt {
    fn from(error: GrammarError) -> Self {
        Halt::Fail(error)
    }
}

/// The state of matching one input.
struct Run<'o> {
    oracle: &'o Oracle,
    input: &'o [u8],
    /// (rule, start) to the sorted end positions of its matches.
    memo: HashMap<(usize, usize), Rc<[usize]>>,
    /// (rule, start) pairs whose evaluation has begun and not ended.
    in_progress: HashSet<(usize, usize)>,
    /// End positions held by `memo`, checked against the memory limit.
    remembered: usize,
    /// Whether running off the end of the input counts as a match ending at [`OPEN`].
    open_ended: bool,
}

impl<'o> Run<'o> {
    fn new(oracle: &'o Oracle, input: &'o [u8], open_ended: bool) -> Run<'o> {
        Run { oracle, input, memo: HashMap::new(), in_progress: HashSet::new(), remembered: 0, open_ended }
    }

    /// The end positions of `rule` at `start`, using the explicit work
    /// stack for calls nested deeper than [`MAX_NESTED_CALLS`].
    fn solve(&mut self, rule: usize, start: usize) -> Result<Rc<[usize]>, GrammarError> {
        let mut pending = vec![(rule, start)];
        self.in_progress.insert((rule, start));
        while let Some(&(rule, start)) = pending.last() {
            match self.evaluate_rule(rule, start, 0) {
                Ok(_) => {
                    pending.pop();
                    self.in_progress.remove(&(rule, start));
                }
                Err(Halt::Need(needed_rule, needed_start)) => {
                    // A call chain only moves forward in the input, so a
                    // pending pair needed again means a loop in place.
                    if !self.in_progress.insert((needed_rule, needed_start)) {
                        return Err(self.left_recursion(needed_rule));
                    }
                    pending.push((needed_rule, needed_start));
                }
                Err(Halt::Fail(error)) => return Err(error),
            }
        }
        Ok(self.memo.get(&(rule, start)).cloned().unwrap_or_else(|| Rc::from([])))
    }

    fn left_recursion(&self, rule: usize) -> GrammarError {
        let name = self.oracle.compiled.rules[rule].name.clone();
        GrammarError::LeftRecursion { cycle: vec![name.clone(), name] }
    }

    /// Evaluates the body of `rule` at `start` and memoizes the result; the
    /// caller has marked the pair in progress.
    fn evaluate_rule(&mut self, rule: usize, start: usize, depth: usize) -> Result<Rc<[usize]>, Halt> {
        if let Some(ends) = self.memo.get(&(rule, start)) {
            return Ok(ends.clone());
        }
        let oracle = self.oracle;
        let body = &oracle.compiled.rules[rule].body;
        let ends = match self.ends(body, start, depth) {
            Ok(ends) => ends,
            Err(Halt::Fail(GrammarError::ProseValue { prose, .. })) => {
                return Err(Halt::Fail(GrammarError::ProseValue {
                    rule: oracle.compiled.rules[rule].name.clone(),
                    prose,
                }));
            }
            Err(other) => return Err(other),
        };
        self.remembered = self.remembered.saturating_add(ends.len().max(1));
        if self.remembered > oracle.memory_limit {
            return Err(Halt::Fail(GrammarError::MemoryLimit { limit: oracle.memory_limit }));
        }
        let ends: Rc<[usize]> = Rc::from(ends);
        self.memo.insert((rule, start), ends.clone());
        Ok(ends)
    }

    /// The end positions of a call of `rule` at `start` from an evaluation
    /// `depth` calls deep.
    fn call(&mut self, rule: usize, start: usize, depth: usize) -> Result<Rc<[usize]>, Halt> {
        if let Some(ends) = self.memo.get(&(rule, start)) {
            return Ok(ends.clone());
        }
        if self.in_progress.contains(&(rule, start)) {
            return Err(Halt::Fail(self.left_recursion(rule)));
        }
        if depth >= MAX_NESTED_CALLS {
            return Err(Halt::Need(rule, start));
        }
        self.in_progress.insert((rule, start));
        let result = self.evaluate_rule(rule, start, depth + 1);
        self.in_progress.remove(&(rule, start));
        result
    }

    /// The sorted, distinct end positions of the matches of `expr` that
    /// start at `start`.
    fn ends(&mut self, expr: &Expr, start: usize, depth: usize) -> Result<Vec<usize>, Halt> {
        let input = self.input;
        if start == OPEN {
            // Past the end of the input anything may follow; every rule of these grammars derives some text.
            return Ok(if matches!(expr, Expr::Never) { Vec::new() } else { vec![OPEN] });
        }
        Ok(match expr {
            Expr::Empty => vec![start],
            Expr::Never => Vec::new(),
            Expr::Bytes { bytes, fold_case } => {
                let same = |slice: &[u8], bytes: &[u8]| {
                    if *fold_case { slice.eq_ignore_ascii_case(bytes) } else { slice == bytes }
                };
                let end = start + bytes.len();
                match input.get(start..end) {
                    Some(slice) if same(slice, bytes) => vec![end],
                    Some(_) => Vec::new(),
                    // The input ends inside the string: a match if what there is begins it.
                    None if self.open_ended => {
                        let rest = input.get(start..).unwrap_or_default();
                        if same(rest, &bytes[..rest.len()]) { vec![OPEN] } else { Vec::new() }
                    }
                    None => Vec::new(),
                }
            }
            Expr::Range { low, high } => match input.get(start) {
                Some(byte) if (*low..=*high).contains(byte) => vec![start + 1],
                None if self.open_ended => vec![OPEN],
                _ => Vec::new(),
            },
            Expr::CodePoints { low, high } => {
                let rest = input.get(start..).unwrap_or_default();
                match utf8_scalar(rest) {
                    Some((scalar, length)) if (*low..=*high).contains(&scalar) => vec![start + length],
                    Some(_) => Vec::new(),
                    // The input ends right before a character, or inside one: a match if it may go on.
                    None if self.open_ended && (rest.is_empty() || starts_scalar(rest)) => vec![OPEN],
                    None => Vec::new(),
                }
            }
            Expr::Sequence(parts) => {
                let mut frontier = vec![start];
                for part in parts {
                    frontier = self.step(part, &frontier, depth)?;
                    if frontier.is_empty() {
                        break;
                    }
                }
                frontier
            }
            Expr::Choice(alternatives) => {
                let mut all = Vec::new();
                for alternative in alternatives {
                    all.extend(self.ends(alternative, start, depth)?);
                }
                sort_distinct(all)
            }
            Expr::Repeat { min, max, body } => self.repeat_ends(*min, *max, body, start, depth)?,
            Expr::Call(rule) => self.call(*rule, start, depth)?.to_vec(),
            Expr::Prose(prose) => {
                return Err(Halt::Fail(GrammarError::ProseValue { rule: String::new(), prose: prose.clone() }));
            }
        })
    }

    /// The end positions of `expr` started at each of `starts`.
    fn step(&mut self, expr: &Expr, starts: &[usize], depth: usize) -> Result<Vec<usize>, Halt> {
        let mut all = Vec::new();
        for &start in starts {
            all.extend(self.ends(expr, start, depth)?);
        }
        Ok(sort_distinct(all))
    }

    /// `min*max body` at `start`, as a loop over sets of positions.
    fn repeat_ends(
        &mut self,
        min: u32,
        max: Option<u32>,
        body: &Expr,
        start: usize,
        depth: usize,
    ) -> Result<Vec<usize>, Halt> {
        // Phase 1: the exact positions after `count` matches, up to `min`.
        // A body that can match empty only grows this set and one that
        // cannot moves its least position forward, so within
        // `input.len() + 2` rounds it stops changing or empties.
        let mut level = vec![start];
        let mut count: u32 = 0;
        while count < min {
            let next = self.step(body, &level, depth)?;
            count += 1;
            if next.is_empty() {
                return Ok(Vec::new());
            }
            if next == level {
                // Every further count gives this same set.
                count = min;
            }
            level = next;
        }
        // Phase 2: positions after `min` to `max` matches. A position first
        // reached after fewer matches reaches all the same positions as it
        // would later with matches to spare, so each position is expanded
        // once and the loop ends once no new position appears.
        let mut seen: HashSet<usize> = level.iter().copied().collect();
        let mut result = level.clone();
        let mut frontier = level;
        let mut extra: u32 = 0;
        while max.is_none_or(|max| extra < max.saturating_sub(min)) && !frontier.is_empty() {
            let next = self.step(body, &frontier, depth)?;
            extra += 1;
            frontier = next.into_iter().filter(|p| seen.insert(*p)).collect();
            result.extend(frontier.iter().copied());
        }
        Ok(sort_distinct(result))
    }
}

fn sort_distinct(mut positions: Vec<usize>) -> Vec<usize> {
    positions.sort_unstable();
    positions.dedup();
    positions
}

/// The Unicode scalar value that `bytes` starts with in UTF-8, and its length; `None` when they do not start
/// with a whole, well-formed one.
fn utf8_scalar(bytes: &[u8]) -> Option<(u32, usize)> {
    let length = match *bytes.first()? {
        0x00..=0x7F => 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let text = core::str::from_utf8(bytes.get(..length)?).ok()?;
    text.chars().next().map(|c| (u32::from(c), length))
}

/// Whether `bytes`, shorter than a character, are the beginning of a well-formed UTF-8 character: whether
/// some continuation bytes complete them (the second byte decides what the lead byte allows; any later one may
/// be 0x80).
fn starts_scalar(bytes: &[u8]) -> bool {
    if bytes.is_empty() || bytes.len() >= 4 {
        return false;
    }
    (0x80..=0xBFu8).any(|second| {
        let mut completed = [0x80u8; 4];
        completed[..bytes.len()].copy_from_slice(bytes);
        if bytes.len() == 1 {
            completed[1] = second;
        }
        utf8_scalar(&completed).is_some_and(|(_, length)| length > bytes.len())
    })
}
