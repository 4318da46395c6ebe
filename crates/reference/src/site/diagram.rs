//! Railroad diagrams (SVG) of ABNF rules, drawn from the rule's syntax tree as `urigram-abnf` reads it.

use railroad::{
    Choice, Comment, Diagram, Empty, LabeledBox, Link, Node, NonTerminal, Optional, Repeat, Sequence, SimpleEnd,
    SimpleStart, Terminal,
};
use urigram_abnf::{Alternation, Concatenation, Element, Repetition, Rule};

/// The SVG of `rule`'s diagram. Each rule it refers to is a box linking to `href(name)`; quoted strings and
/// numeric values are written as the ABNF writes them; repetitions loop, with their bounds as a comment.
pub fn svg(rule: &Rule, href: &dyn Fn(&str) -> String) -> String {
    let definitions = rule.definitions();
    // `=/` adds alternatives: all the definitions together are one choice.
    let mut alternatives: Vec<Box<dyn Node>> = Vec::new();
    for definition in definitions {
        let source = |span: &std::ops::Range<usize>| {
            let start = span.start.saturating_sub(definition.span.start);
            let end = span.end.saturating_sub(definition.span.start);
            definition.source.get(start..end).unwrap_or("").to_owned()
        };
        let drawer = Drawer { href, source: &source };
        for concatenation in &definition.elements.alternatives {
            alternatives.push(drawer.concatenation(concatenation));
        }
    }
    let body: Box<dyn Node> =
        if alternatives.len() == 1 { alternatives.remove(0) } else { Box::new(Choice::new(alternatives)) };
    let root = Sequence::new(vec![Box::new(SimpleStart) as Box<dyn Node>, body, Box::new(SimpleEnd)]);
    let mut diagram = Diagram::new(root);
    let width = diagram.width().to_string();
    let height = diagram.height().to_string();
    diagram.attr("width".to_owned()).or_insert(width);
    diagram.attr("height".to_owned()).or_insert(height);
    diagram.attr("role".to_owned()).or_insert("img".to_owned());
    diagram.attr("aria-label".to_owned()).or_insert(format!("railroad diagram of {}", rule.name()));
    diagram.to_string()
}

struct Drawer<'a> {
    href: &'a dyn Fn(&str) -> String,
    source: &'a dyn Fn(&std::ops::Range<usize>) -> String,
}

impl Drawer<'_> {
    fn alternation(&self, alternation: &Alternation) -> Box<dyn Node> {
        let mut alternatives: Vec<Box<dyn Node>> =
            alternation.alternatives.iter().map(|concatenation| self.concatenation(concatenation)).collect();
        if alternatives.len() == 1 { alternatives.remove(0) } else { Box::new(Choice::new(alternatives)) }
    }

    fn concatenation(&self, concatenation: &Concatenation) -> Box<dyn Node> {
        let mut items: Vec<Box<dyn Node>> = concatenation.items.iter().map(|item| self.repetition(item)).collect();
        if items.len() == 1 { items.remove(0) } else { Box::new(Sequence::new(items)) }
    }

    fn repetition(&self, repetition: &Repetition) -> Box<dyn Node> {
        let element = self.element(&repetition.element);
        match (repetition.min, repetition.max) {
            (1, Some(1)) => element,
            (0, Some(1)) => Box::new(Optional::new(element)),
            (0, None) => Box::new(Optional::new(Repeat::new(element, Empty))),
            (1, None) => Box::new(Repeat::new(element, Empty)),
            (min, None) => Box::new(Repeat::new(element, Comment::new(format!("{min} or more times")))),
            (0, Some(max)) => Box::new(Optional::new(Repeat::new(element, Comment::new(format!("up to {max} times"))))),
            (min, Some(max)) if min == max => Box::new(LabeledBox::new(element, Comment::new(format!("{min} times")))),
            (min, Some(max)) => Box::new(Repeat::new(element, Comment::new(format!("{min} to {max} times")))),
        }
    }

    fn element(&self, element: &Element) -> Box<dyn Node> {
        match element {
            Element::Rule(reference) => {
                Box::new(Link::new(NonTerminal::new(reference.name.clone()), (self.href)(&reference.name)))
            }
            Element::Group(alternation) => self.alternation(alternation),
            Element::Optional(alternation) => Box::new(Optional::new(self.alternation(alternation))),
            Element::Text(text) => Box::new(Terminal::new((self.source)(&text.span))),
            Element::Number(number) => Box::new(Terminal::new((self.source)(&number.span))),
            Element::Prose(prose) => Box::new(Comment::new(prose.text.clone())),
        }
    }
}
