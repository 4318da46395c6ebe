//! Turns the rules reachable from one rule into a small expression form with
//! rule references resolved to indices, and analyses it: which rules match
//! the empty string, whether any rule is left-recursive, and how small a
//! derivation of each rule can be.

use std::collections::HashMap;

use crate::ast::{Alternation, Element, NumberKind};
use crate::error::GrammarError;
use crate::grammar::{Grammar, name_key};

/// A compiled ABNF expression over octets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Expr {
    /// Matches the empty string only.
    Empty,
    /// Matches nothing (a code point that is no Unicode scalar value).
    Never,
    /// These octets in order; with `fold_case`, ASCII letters match either
    /// case (RFC 5234 quoted strings).
    Bytes { bytes: Vec<u8>, fold_case: bool },
    /// One octet from `low` to `high`.
    Range { low: u8, high: u8 },
    /// One Unicode scalar value from `low` to `high`, in UTF-8: what a range reaching above 0xFF names
    /// (RFC 3987 §2.2's `ucschar = %xA0-D7FF / ...`), since no octet is above 0xFF.
    CodePoints { low: u32, high: u32 },
    /// The parts in order.
    Sequence(Vec<Expr>),
    /// Any one of the alternatives.
    Choice(Vec<Expr>),
    /// `min` to `max` (`None`: no bound) consecutive matches of `body`.
    Repeat { min: u32, max: Option<u32>, body: Box<Expr> },
    /// The rule of this index in [`Compiled::rules`].
    Call(usize),
    /// A prose value: described in words only.
    Prose(String),
}

/// One compiled rule.
#[derive(Debug, Clone)]
pub(crate) struct CompiledRule {
    pub name: String,
    pub body: Expr,
}

/// The rules reachable from a start rule, compiled; the start rule is
/// index 0.
#[derive(Debug, Clone)]
pub(crate) struct Compiled {
    pub rules: Vec<CompiledRule>,
}

/// "No derivation": the cost of what cannot be generated.
pub(crate) const UNBOUNDED_COST: u64 = u64::MAX;

impl Compiled {
    /// Compiles `start` and every rule it reaches in `grammar`.
    pub fn new(grammar: &Grammar, start: &str) -> Result<Compiled, GrammarError> {
        let start_key = name_key(start);
        if grammar.rule_by_key(&start_key).is_none() {
            return Err(GrammarError::UnknownRule { name: start.to_owned() });
        }
        let mut compiler = Compiler { grammar, index: HashMap::new(), rules: Vec::new(), queue: Vec::new() };
        compiler.intern(&start_key);
        // Each rule is compiled once; compiling one queues the rules it names.
        while let Some((position, key)) = compiler.queue.pop() {
            let Some(rule) = grammar.rule_by_key(&key) else {
                continue;
            };
            let name = rule.name().to_owned();
            let mut alternatives = Vec::new();
            for definition in rule.definitions() {
                match compiler.alternation(&definition.elements, &name)? {
                    Expr::Choice(more) => alternatives.extend(more),
                    single => alternatives.push(single),
                }
            }
            let body = if alternatives.len() == 1 {
                alternatives.pop().unwrap_or(Expr::Never)
            } else {
                Expr::Choice(alternatives)
            };
            compiler.rules[position] = CompiledRule { name, body };
        }
        Ok(Compiled { rules: compiler.rules })
    }

    /// For each rule, whether it derives the empty string.
    pub fn nullable_rules(&self) -> Vec<bool> {
        let mut nullable = vec![false; self.rules.len()];
        // Each round can only turn entries to true, so this ends.
        loop {
            let mut changed = false;
            for (position, rule) in self.rules.iter().enumerate() {
                if !nullable[position] && is_nullable(&rule.body, &nullable) {
                    nullable[position] = true;
                    changed = true;
                }
            }
            if !changed {
                return nullable;
            }
        }
    }

    /// A cycle of rules that call each other without consuming input, if
    /// there is one.
    pub fn left_recursion(&self) -> Option<Vec<String>> {
        let nullable = self.nullable_rules();
        let calls: Vec<Vec<usize>> = self
            .rules
            .iter()
            .map(|rule| {
                let mut found = Vec::new();
                leftmost_calls(&rule.body, &nullable, &mut found);
                found
            })
            .collect();
        // Depth-first search over the rule graph with an explicit stack; a
        // rule met again while still on the path closes a cycle.
        #[derive(Clone, Copy, PartialEq)]
        enum Mark {
            Unseen,
            OnPath,
            Done,
        }
        let mut marks = vec![Mark::Unseen; self.rules.len()];
        for root in 0..self.rules.len() {
            if marks[root] != Mark::Unseen {
                continue;
            }
            let mut path: Vec<(usize, usize)> = vec![(root, 0)];
            marks[root] = Mark::OnPath;
            while let Some(&mut (rule, ref mut next)) = path.last_mut() {
                if let Some(&callee) = calls[rule].get(*next) {
                    *next += 1;
                    match marks[callee] {
                        Mark::Unseen => {
                            marks[callee] = Mark::OnPath;
                            path.push((callee, 0));
                        }
                        Mark::OnPath => {
                            let from = path.iter().position(|&(r, _)| r == callee).unwrap_or(0);
                            let mut cycle: Vec<String> =
                                path[from..].iter().map(|&(r, _)| self.rules[r].name.clone()).collect();
                            cycle.push(self.rules[callee].name.clone());
                            return Some(cycle);
                        }
                        Mark::Done => {}
                    }
                } else {
                    marks[rule] = Mark::Done;
                    path.pop();
                }
            }
        }
        None
    }

    /// For each rule, the smallest size of a derivation (see [`expr_cost`]),
    /// or [`UNBOUNDED_COST`] when no finite string derives from it.
    pub fn minimal_costs(&self) -> Vec<u64> {
        let mut costs = vec![UNBOUNDED_COST; self.rules.len()];
        // Costs only fall, and a cheapest derivation never nests a rule in
        // itself, so the values settle within one round per rule.
        for _ in 0..=self.rules.len() {
            let mut changed = false;
            for position in 0..self.rules.len() {
                let cost = expr_cost(&self.rules[position].body, &costs).saturating_add(1);
                if cost < costs[position] {
                    costs[position] = cost;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        costs
    }
}

/// Whether `expr` derives the empty string, given that of each rule.
pub(crate) fn is_nullable(expr: &Expr, nullable_rules: &[bool]) -> bool {
    match expr {
        Expr::Empty => true,
        Expr::Never | Expr::Range { .. } | Expr::CodePoints { .. } | Expr::Prose(_) => false,
        Expr::Bytes { bytes, .. } => bytes.is_empty(),
        Expr::Sequence(parts) => parts.iter().all(|p| is_nullable(p, nullable_rules)),
        Expr::Choice(alternatives) => alternatives.iter().any(|a| is_nullable(a, nullable_rules)),
        Expr::Repeat { min, body, .. } => *min == 0 || is_nullable(body, nullable_rules),
        Expr::Call(rule) => nullable_rules[*rule],
    }
}

/// The rules `expr` may call before consuming any input.
fn leftmost_calls(expr: &Expr, nullable_rules: &[bool], found: &mut Vec<usize>) {
    match expr {
        Expr::Empty
        | Expr::Never
        | Expr::Bytes { .. }
        | Expr::Range { .. }
        | Expr::CodePoints { .. }
        | Expr::Prose(_) => {}
        Expr::Sequence(parts) => {
            for part in parts {
                leftmost_calls(part, nullable_rules, found);
                if !is_nullable(part, nullable_rules) {
                    break;
                }
            }
        }
        Expr::Choice(alternatives) => {
            for alternative in alternatives {
                leftmost_calls(alternative, nullable_rules, found);
            }
        }
        Expr::Repeat { max, body, .. } => {
            if *max != Some(0) {
                leftmost_calls(body, nullable_rules, found);
            }
        }
        Expr::Call(rule) => found.push(*rule),
    }
}

/// The smallest size of a derivation of `expr`: rule expansions plus
/// octets. A rule costs one more than its body, so a cheapest alternative
/// only calls rules cheaper than the caller.
pub(crate) fn expr_cost(expr: &Expr, rule_costs: &[u64]) -> u64 {
    match expr {
        Expr::Empty => 0,
        Expr::Bytes { bytes, .. } => bytes.len() as u64,
        Expr::Range { .. } => 1,
        // The UTF-8 length of the smallest scalar value in the range.
        Expr::CodePoints { low, .. } => char::from_u32(*low).map_or(UNBOUNDED_COST, |c| c.len_utf8() as u64),
        Expr::Never | Expr::Prose(_) => UNBOUNDED_COST,
        Expr::Sequence(parts) => {
            parts.iter().fold(0, |total: u64, part| total.saturating_add(expr_cost(part, rule_costs)))
        }
        Expr::Choice(alternatives) => {
            alternatives.iter().map(|alternative| expr_cost(alternative, rule_costs)).min().unwrap_or(UNBOUNDED_COST)
        }
        Expr::Repeat { min, body, .. } => {
            if *min == 0 {
                0
            } else {
                let each = expr_cost(body, rule_costs);
                if each == UNBOUNDED_COST { UNBOUNDED_COST } else { each.saturating_mul(u64::from(*min)) }
            }
        }
        Expr::Call(rule) => rule_costs[*rule],
    }
}

struct Compiler<'g> {
    grammar: &'g Grammar,
    /// Rule key to index in `rules`.
    index: HashMap<String, usize>,
    rules: Vec<CompiledRule>,
    /// Rules given an index but not compiled yet.
    queue: Vec<(usize, String)>,
}

impl Compiler<'_> {
    /// The index of the rule with this key, queueing it when new.
    fn intern(&mut self, key: &str) -> usize {
        if let Some(&position) = self.index.get(key) {
            return position;
        }
        let position = self.rules.len();
        self.index.insert(key.to_owned(), position);
        self.rules.push(CompiledRule { name: key.to_owned(), body: Expr::Never });
        self.queue.push((position, key.to_owned()));
        position
    }

    fn alternation(&mut self, alternation: &Alternation, rule: &str) -> Result<Expr, GrammarError> {
        let mut alternatives = Vec::with_capacity(alternation.alternatives.len());
        for concatenation in &alternation.alternatives {
            let mut parts = Vec::with_capacity(concatenation.items.len());
            for repetition in &concatenation.items {
                let body = self.element(&repetition.element, rule)?;
                let part = match (repetition.min, repetition.max) {
                    (_, Some(0)) => Expr::Empty,
                    (1, Some(1)) => body,
                    (min, max) => Expr::Repeat { min, max, body: Box::new(body) },
                };
                parts.push(part);
            }
            alternatives.push(if parts.len() == 1 {
                parts.pop().unwrap_or(Expr::Empty)
            } else {
                Expr::Sequence(parts)
            });
        }
        Ok(if alternatives.len() == 1 { alternatives.pop().unwrap_or(Expr::Never) } else { Expr::Choice(alternatives) })
    }

    fn element(&mut self, element: &Element, rule: &str) -> Result<Expr, GrammarError> {
        Ok(match element {
            Element::Rule(reference) => {
                let key = name_key(&reference.name);
                if self.grammar.rule_by_key(&key).is_none() {
                    return Err(GrammarError::UndefinedReference {
                        name: reference.name.clone(),
                        referenced_from: rule.to_owned(),
                    });
                }
                Expr::Call(self.intern(&key))
            }
            Element::Group(inner) => self.alternation(inner, rule)?,
            Element::Optional(inner) => {
                Expr::Repeat { min: 0, max: Some(1), body: Box::new(self.alternation(inner, rule)?) }
            }
            Element::Text(text) if text.text.is_empty() => Expr::Empty,
            Element::Text(text) => {
                Expr::Bytes { bytes: text.text.as_bytes().to_vec(), fold_case: !text.case_sensitive }
            }
            Element::Number(number) => match &number.kind {
                // Values up to 0xFF are octets, as RFC 5234 reads them; a value or range reaching above 0xFF
                // can only name Unicode code points, which are matched as their UTF-8 encoding.
                NumberKind::Sequence(values) if values.iter().all(|&v| v <= 0xFF) => {
                    Expr::Bytes { bytes: values.iter().map(|&v| v as u8).collect(), fold_case: false }
                }
                NumberKind::Sequence(values) => {
                    let text: Option<String> = values.iter().map(|&v| char::from_u32(v)).collect();
                    match text {
                        Some(text) => Expr::Bytes { bytes: text.into_bytes(), fold_case: false },
                        None => Expr::Never,
                    }
                }
                NumberKind::Range { low, high } if *high <= 0xFF => Expr::Range { low: *low as u8, high: *high as u8 },
                NumberKind::Range { low, high } => Expr::CodePoints { low: *low, high: *high },
            },
            Element::Prose(prose) => Expr::Prose(prose.text.clone()),
        })
    }
}
