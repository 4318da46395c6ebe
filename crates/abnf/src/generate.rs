//! Generates strings in the language of a rule, valid by construction.
//!
//! A derivation is built top-down; every choice (an alternative, a
//! repetition count, a value of a range, the case of a letter in a quoted
//! string) is asked of a [`ChoiceSource`]. A budget bounds the rule
//! expansions and extra repetitions made freely; once it is spent, or calls
//! nest [`MAX_FREE_DEPTH`] deep, each choice takes the cheapest way out (the
//! alternative with the smallest derivation, the fewest repetitions), which
//! always ends because it only calls rules cheaper than the caller.

use crate::compile::{Compiled, Expr, UNBOUNDED_COST, expr_cost};
use crate::error::GrammarError;
use crate::grammar::Grammar;

/// How deep rule calls may nest while choices are still made freely.
pub const MAX_FREE_DEPTH: usize = 64;

/// The largest derivation size (rule expansions plus octets) the generator
/// will take on: a rule whose smallest string is larger is refused, and an
/// alternative larger than this is only taken when nothing smaller is left.
/// It keeps grammars such as `r = 4000000000"a"` from exhausting memory.
pub const MAX_DERIVATION_SIZE: u64 = 1 << 20;

/// Makes the choices of a generation.
///
/// Implement it over any random number generator (a proptest `TestRng`,
/// say) to drive generation from it.
pub trait ChoiceSource {
    /// A number below `count` (`count` is at least 2); larger answers are
    /// taken as `count - 1`.
    fn choose(&mut self, count: usize) -> usize;
}

/// A small, seedable pseudo-random [`ChoiceSource`] (SplitMix64).
#[derive(Debug, Clone)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A source whose choices are determined by `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl ChoiceSource for SplitMix64 {
    fn choose(&mut self, count: usize) -> usize {
        // The modulo bias is irrelevant for test generation.
        (self.next_u64() % count.max(1) as u64) as usize
    }
}

/// A [`ChoiceSource`] that replays recorded choices, then chooses 0 once
/// they run out. Choice 0 is the cheapest alternative (the generator offers
/// alternatives smallest first), the fewest repetitions, the lowest value.
///
/// Driven by a proptest `Vec<u32>`, it makes generated strings shrink well:
/// shorter and smaller choice lists give shorter and simpler strings.
#[derive(Debug, Clone)]
pub struct ChoiceTape<'a> {
    choices: &'a [u32],
    next: usize,
}

impl<'a> ChoiceTape<'a> {
    /// A tape that replays `choices`, each taken modulo the count asked for.
    pub fn new(choices: &'a [u32]) -> ChoiceTape<'a> {
        ChoiceTape { choices, next: 0 }
    }
}

impl ChoiceSource for ChoiceTape<'_> {
    fn choose(&mut self, count: usize) -> usize {
        let Some(&choice) = self.choices.get(self.next) else {
            return 0;
        };
        self.next += 1;
        choice as usize % count.max(1)
    }
}

/// Generates strings in the language of one rule of a grammar.
#[derive(Debug, Clone)]
pub struct Generator {
    compiled: Compiled,
    /// Per rule, the smallest size of a derivation.
    costs: Vec<u64>,
}

impl Generator {
    /// A generator for `rule` of `grammar`. Fails when the rule is unknown,
    /// when a rule it reaches names an undefined rule, or when no finite
    /// string derives from it.
    pub fn new(grammar: &Grammar, rule: &str) -> Result<Generator, GrammarError> {
        let compiled = Compiled::new(grammar, rule)?;
        let costs = compiled.minimal_costs();
        match costs.first() {
            None | Some(&UNBOUNDED_COST) => {
                return Err(GrammarError::NoFiniteDerivation { rule: rule.to_owned() });
            }
            Some(&size) if size > MAX_DERIVATION_SIZE => {
                return Err(GrammarError::DerivationTooLarge { rule: rule.to_owned(), size });
            }
            Some(_) => {}
        }
        Ok(Generator { compiled, costs })
    }

    /// One string of the rule's language. `budget` bounds the rule
    /// expansions and extra repetitions chosen freely.
    pub fn generate(&self, source: &mut impl ChoiceSource, budget: usize) -> Vec<u8> {
        let mut emitter = Emitter { generator: self, source, budget, out: Vec::new() };
        emitter.call(0, 0, false);
        emitter.out
    }
}

struct Emitter<'g, S> {
    generator: &'g Generator,
    source: &'g mut S,
    budget: usize,
    out: Vec<u8>,
}

impl<S: ChoiceSource> Emitter<'_, S> {
    fn choose(&mut self, count: usize) -> usize {
        if count <= 1 { 0 } else { self.source.choose(count).min(count - 1) }
    }

    fn cost(&self, expr: &Expr) -> u64 {
        expr_cost(expr, &self.generator.costs)
    }

    /// Expands rule `rule`; `frugal` means: take the cheapest way out.
    fn call(&mut self, rule: usize, depth: usize, frugal: bool) {
        let frugal = frugal || self.budget == 0 || depth >= MAX_FREE_DEPTH;
        if !frugal {
            self.budget -= 1;
        }
        let generator = self.generator;
        self.emit(&generator.compiled.rules[rule].body, depth, frugal);
    }

    fn emit(&mut self, expr: &Expr, depth: usize, frugal: bool) {
        match expr {
            // Never and Prose have no finite derivation: the choices below
            // never lead to them.
            Expr::Empty | Expr::Never | Expr::Prose(_) => {}
            Expr::Bytes { bytes, fold_case } => {
                for &byte in bytes {
                    let flip = *fold_case && byte.is_ascii_alphabetic() && self.choose(2) == 1;
                    self.out.push(if flip { byte ^ 0x20 } else { byte });
                }
            }
            Expr::Range { low, high } => {
                let offset = self.choose(usize::from(high.saturating_sub(*low)) + 1);
                // offset <= high - low, so this stays a u8.
                self.out.push(low.saturating_add(offset as u8));
            }
            Expr::CodePoints { low, high } => {
                let span = usize::try_from(high.saturating_sub(*low)).unwrap_or(usize::MAX);
                let offset = u32::try_from(self.choose(span.saturating_add(1))).unwrap_or(0);
                // A surrogate is no scalar value: the range's low end stands in for one.
                let scalar = char::from_u32(low.saturating_add(offset)).or_else(|| char::from_u32(*low));
                if let Some(scalar) = scalar {
                    let mut buffer = [0u8; 4];
                    self.out.extend_from_slice(scalar.encode_utf8(&mut buffer).as_bytes());
                }
            }
            Expr::Sequence(parts) => {
                for part in parts {
                    self.emit(part, depth, frugal);
                }
            }
            Expr::Choice(alternatives) => {
                let costs: Vec<u64> = alternatives.iter().map(|a| self.cost(a)).collect();
                let cheapest = costs.iter().copied().min().unwrap_or(UNBOUNDED_COST);
                // Cheapest first, so that choice 0 (what a shrinking
                // ChoiceTape tends to) gives the smallest strings.
                let mut allowed: Vec<usize> = (0..alternatives.len())
                    .filter(|&i| {
                        costs[i] != UNBOUNDED_COST
                            && (costs[i] == cheapest || (!frugal && costs[i] <= MAX_DERIVATION_SIZE))
                    })
                    .collect();
                allowed.sort_by_key(|&i| costs[i]);
                if allowed.is_empty() {
                    return;
                }
                let pick = allowed[self.choose(allowed.len())];
                self.emit(&alternatives[pick], depth, frugal);
            }
            Expr::Repeat { min, max, body } => {
                let each = self.cost(body);
                if each == UNBOUNDED_COST {
                    // Only reachable with min == 0: the rule has a finite
                    // derivation, so this repetition can be empty.
                    return;
                }
                // Extra repetitions of a large body would add more than
                // the size bound allows.
                let frugal = frugal || each > MAX_DERIVATION_SIZE;
                let room = max.map_or(u64::MAX, |max| u64::from(max.saturating_sub(*min)));
                let extra = if frugal {
                    0
                } else {
                    let limit = room.min(self.budget as u64) as usize;
                    let extra = self.choose(limit.saturating_add(1));
                    self.budget -= extra;
                    extra
                };
                for _ in 0..(u64::from(*min) + extra as u64) {
                    self.emit(body, depth, frugal);
                }
            }
            Expr::Call(rule) => self.call(*rule, depth + 1, frugal),
        }
    }
}
