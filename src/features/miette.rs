//! `miette::Diagnostic` for the parse error (feature `miette`), written by hand so that no derive macro and no
//! renderer is pulled in.

use alloc::boxed::Box;
use alloc::format;
use core::fmt;

use miette::{Diagnostic, LabeledSpan, Severity};

use crate::grammar::{Error, Grammar, Rfc};

/// `https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2`: where the RFC's section is on the web.
struct SectionUrl {
    rfc: Rfc,
    section: &'static str,
}

impl fmt::Display for SectionUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // An appendix (RFC 8089's "E.3.2") is anchored as one: `#appendix-E.3.2`.
        let anchor = if self.section.starts_with(|c: char| c.is_ascii_uppercase()) { "appendix" } else { "section" };
        write!(f, "https://www.rfc-editor.org/rfc/rfc{}#{anchor}-{}", super::rfc_number(self.rfc), self.section)
    }
}

/// The error's span as the one, primary label (naming the rule and what it matches), the RFC section as the
/// URL, the expected set as help, and `rfc3986/pct-encoded` as the code. The error does not hold the text it
/// was parsed from: give it to the report (`miette::Report::new(error).with_source_code(text)`).
impl<R: Grammar> Diagnostic for Error<R> {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(super::code(R::RFC, self.rule().name())))
    }

    fn severity(&self) -> Option<Severity> {
        Some(Severity::Error)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        if self.expected().is_empty() {
            return None;
        }
        Some(Box::new(format!("expected {}", self.expected())))
    }

    fn url<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(SectionUrl { rfc: R::RFC, section: self.section() }))
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let label = format!("{}: {}", self.rule().name(), self.rule().meaning());
        let span = LabeledSpan::new_primary_with_span(Some(label), (self.span().start, self.span().len()));
        Some(Box::new(core::iter::once(span)))
    }
}
