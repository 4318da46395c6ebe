//! The component diagram of RFC 3986 §3, drawn under any reference:
//!
//! ```text
//!   foo://example.com:8042/over/there?name=ferret#nose
//!   \_/   \______________/\_________/ \_________/ \__/
//!    |           |            |            |        |
//! scheme     authority       path        query   fragment
//! ```

use urigram::Span;

/// The components a diagram draws: the top-level ones (userinfo, host and port are inside the authority).
const TOP_LEVEL: [&str; 7] = ["scheme", "authority", "net_loc", "path", "params", "query", "fragment"];

/// The diagram of `text`'s top-level components (each present and non-empty one, by its span in `text`), with
/// `indent` spaces before the text, in columns of characters. Names that would overlap go on further lines.
pub fn draw(text: &str, components: &[(&str, Span)], indent: usize) -> String {
    let column = |byte: usize| text.get(..byte).map_or(0, |before| before.chars().count()) + indent;
    let mut marks: Vec<(usize, usize, &str)> = components
        .iter()
        .filter(|(name, span)| TOP_LEVEL.contains(name) && !span.is_empty())
        .map(|(name, span)| (column(span.start), column(span.end), *name))
        .collect();
    marks.sort();
    let width = column(text.len()) + 1;
    let mut underline = vec![' '; width];
    let mut stems = vec![' '; width];
    let mut label_rows: Vec<Vec<char>> = Vec::new();
    for &(start, end, name) in &marks {
        let length = end - start;
        if length == 1 {
            underline[start] = '|';
        } else {
            underline[start] = '\\';
            underline[end - 1] = '/';
            for cell in &mut underline[start + 1..end - 1] {
                *cell = '_';
            }
        }
        let middle = start + (length - 1) / 2;
        stems[middle] = '|';
        let name: Vec<char> = name.chars().collect();
        let first = (middle + 1).saturating_sub(name.len().div_ceil(2));
        let free = |row: &Vec<char>| {
            (first.saturating_sub(1)..first + name.len() + 1).all(|i| row.get(i).is_none_or(|c| *c == ' '))
        };
        let index = match label_rows.iter().position(free) {
            Some(index) => index,
            None => {
                label_rows.push(Vec::new());
                label_rows.len() - 1
            }
        };
        let row = &mut label_rows[index];
        if row.len() < first + name.len() {
            row.resize(first + name.len(), ' ');
        }
        row[first..first + name.len()].copy_from_slice(&name);
    }
    let mut lines = vec![format!("{}{text}", " ".repeat(indent))];
    if !marks.is_empty() {
        lines.push(underline.into_iter().collect());
        lines.push(stems.into_iter().collect());
        lines.extend(label_rows.into_iter().map(|row| row.into_iter().collect()));
    }
    lines.iter().map(|line| line.trim_end()).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_the_diagram_of_rfc_3986_section_3() {
        let text = "foo://example.com:8042/over/there?name=ferret#nose";
        let components = [
            ("scheme", Span::new(0, 3)),
            ("authority", Span::new(6, 22)),
            ("host", Span::new(6, 17)),
            ("path", Span::new(22, 33)),
            ("query", Span::new(34, 45)),
            ("fragment", Span::new(46, 50)),
        ];
        // The RFC's own drawing, with each stem under the middle of its underline.
        let expected = "  foo://example.com:8042/over/there?name=ferret#nose\n\
                        \x20 \\_/   \\______________/\\_________/ \\_________/ \\__/\n\
                        \x20  |           |             |           |       |\n\
                        \x20scheme    authority        path       query  fragment";
        assert_eq!(draw(text, &components, 2), expected);
    }

    #[test]
    fn counts_columns_in_characters_and_stacks_names_that_would_overlap() {
        let text = "a:é?q";
        let components = [("scheme", Span::new(0, 1)), ("path", Span::new(2, 4)), ("query", Span::new(5, 6))];
        let drawn = draw(text, &components, 0);
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(lines[1], "| | |", "one-character components get a bar, and é is one column");
        assert_eq!(lines[2], "| | |");
        assert!(lines.len() > 4, "names too close for one line go on the next: {drawn}");
    }
}
