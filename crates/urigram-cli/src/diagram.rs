//! The component diagram of RFC 3986 §3: the input with each component underlined and named below it.
//!
//! ```text
//!    foo://example.com:8042/over/there?name=ferret#nose
//!    \_/   \______________/\_________/ \_________/ \__/
//!     |          |             |           |         |
//!  scheme    authority        path       query   fragment
//! ```
//!
//! Components inside another one (`userinfo`, `host` and `port` inside `authority`) are drawn in a second layer
//! under a copy of the input. Empty components cannot be underlined and are left to the syntax tree.

use crate::syntax::ComponentView;

/// One component to draw: its columns and its name.
#[derive(Clone, Copy, Debug)]
struct Mark {
    /// First column, in characters.
    start: usize,
    /// Width in characters, at least 1.
    width: usize,
    name: &'static str,
}

impl Mark {
    /// The column of the bar under the underline.
    fn anchor(&self) -> usize {
        self.start + (self.width - 1) / 2
    }
}

/// A name placed on a row of labels.
#[derive(Clone, Copy, Debug)]
struct Label {
    anchor: isize,
    start: isize,
    end: isize,
    row: usize,
}

/// Draws `text` with its present, non-empty `components` underlined and named, one layer per depth of nesting;
/// nothing when no component has text (the empty reference).
pub fn draw(text: &str, components: &[ComponentView]) -> String {
    let column = |offset: usize| text.get(..offset).map_or(offset, |before| before.chars().count());
    let present: Vec<(usize, usize, &'static str)> = components
        .iter()
        .filter_map(|component| component.part.as_ref().map(|part| (part.span.start, part.span.end, component.name)))
        .filter(|(start, end, _)| end > start)
        .collect();
    // A component's layer is the number of components listed before it that contain it.
    let mut layers: Vec<Vec<Mark>> = Vec::new();
    for (index, &(start, end, name)) in present.iter().enumerate() {
        let depth = present[..index].iter().filter(|(s, e, _)| *s <= start && end <= *e).count();
        if layers.len() <= depth {
            layers.resize_with(depth + 1, Vec::new);
        }
        let (first, last) = (column(start), column(end));
        layers[depth].push(Mark { start: first, width: last.saturating_sub(first).max(1), name });
    }
    if layers.is_empty() {
        return String::new();
    }
    let placed: Vec<Vec<Label>> = layers.iter().map(|marks| place(marks)).collect();
    // Names may reach left of the text, as in the RFC's drawing: indent everything by the same amount.
    let indent = placed.iter().flatten().map(|label| -label.start).max().unwrap_or(0).max(0);
    let pad = " ".repeat(indent.unsigned_abs());
    let shifted = |column: isize| (column + indent).unsigned_abs();
    let mut out = String::new();
    for (marks, labels) in layers.iter().zip(&placed) {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&pad);
        out.push_str(text);
        out.push('\n');
        let mut underline = Row::default();
        for mark in marks {
            let line = match mark.width {
                1 => "^".to_owned(),
                2 => "\\/".to_owned(),
                width => format!("\\{}/", "_".repeat(width - 2)),
            };
            underline.put(shifted(mark.start as isize), &line);
        }
        out.push_str(&underline.finish());
        let mut bars = Row::default();
        for label in labels {
            bars.put(shifted(label.anchor), "|");
        }
        out.push_str(&bars.finish());
        let rows = labels.iter().map(|label| label.row + 1).max().unwrap_or(0);
        for row in 0..rows {
            let mut line = Row::default();
            for (label, mark) in labels.iter().zip(marks) {
                if label.row == row {
                    line.put(shifted(label.start), mark.name);
                } else if label.row > row {
                    line.put(shifted(label.anchor), "|");
                }
            }
            out.push_str(&line.finish());
        }
    }
    out
}

/// Places the names of one layer's marks (left to right, not overlapping): each on the first row where it fits,
/// centred under its mark or moved left as far as it still covers its bar.
///
/// Names are placed from the right. A name never reaches left of the bar of the mark before it, so the bar of a
/// name placed later never crosses it; a name goes down a row when it would touch a name on its row or hide the
/// bar of a name on a lower row (or touch it: names and bars keep a space between them).
fn place(marks: &[Mark]) -> Vec<Label> {
    let mut labels: Vec<Option<Label>> = vec![None; marks.len()];
    for index in (0..marks.len()).rev() {
        let mark = marks[index];
        let anchor = mark.anchor() as isize;
        let length = mark.name.chars().count() as isize;
        let leftmost = if index == 0 { isize::MIN } else { marks[index - 1].anchor() as isize + 2 };
        // The name covers its bar, and keeps a space from the bar before it.
        let lowest = (anchor - length + 1).max(leftmost);
        let centred = (anchor - length / 2).max(lowest);
        let fits = |row: usize, start: isize| {
            let end = start + length;
            labels.iter().flatten().all(|other| {
                let touches = other.row == row && start <= other.end && other.start <= end;
                let hides_bar = other.row > row && start <= other.anchor + 1 && other.anchor <= end;
                !touches && !hides_bar
            })
        };
        // On a row below every name placed so far, the centred name fits: the search ends there at the latest.
        let (row, start) = (0..=labels.len())
            .find_map(|row| (lowest..=centred).rev().find(|&start| fits(row, start)).map(|start| (row, start)))
            .unwrap_or((labels.len(), centred));
        let end = start + length;
        labels[index] = Some(Label { anchor, start, end, row });
    }
    labels.into_iter().flatten().collect()
}

/// A line of text being drawn, written at columns.
#[derive(Default)]
struct Row(Vec<char>);

impl Row {
    fn put(&mut self, column: usize, text: &str) {
        for (offset, c) in text.chars().enumerate() {
            let at = column + offset;
            if self.0.len() <= at {
                self.0.resize(at + 1, ' ');
            }
            self.0[at] = c;
        }
    }

    fn finish(self) -> String {
        let mut line: String = self.0.into_iter().collect();
        line.truncate(line.trim_end().len());
        line.push('\n');
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{Need, parse};
    use urigram::Dialect;

    fn diagram(text: &str) -> String {
        let parsed = parse(Dialect::Rfc3986, Dialect::Rfc3986.reference(), text, Need::Tree).unwrap();
        draw(text, &parsed.tree.unwrap().components)
    }

    #[test]
    fn the_example_of_section_3() {
        insta::assert_snapshot!(diagram("foo://example.com:8042/over/there?name=ferret#nose"), @r"
          foo://example.com:8042/over/there?name=ferret#nose
          \_/   \______________/\_________/ \_________/ \__/
           |           |             |           |       |
        scheme     authority       path        query fragment

          foo://example.com:8042/over/there?name=ferret#nose
                \_________/ \__/
                     |       |
                   host    port
        ");
    }

    #[test]
    fn short_components_push_names_down() {
        insta::assert_snapshot!(diagram("a:b?c#d"), @r"
             a:b?c#d
             ^ ^ ^ ^
             | | | |
        scheme | | fragment
               | query
               path
        ");
    }

    #[test]
    fn userinfo_and_ip_literal() {
        insta::assert_snapshot!(diagram("//user@[::1]:80"), @r"
           //user@[::1]:80
             \___________/
                   |
               authority

           //user@[::1]:80
             \__/ \___/ \/
              |     |   |
        userinfo host port
        ");
    }
}
