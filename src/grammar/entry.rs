//! What each grammar's entry functions (`parse_uri_reference`, `parse_url_with`, ...) need to know of the top
//! rule they read: its name, its function, and where the diagnosis of an error reads the text again from.
//!
//! Every grammar reads a whole text as one of its top rules the same way: the rule's function in a variant `V`;
//! where it reads a prefix only, the same function in [`Diagnosing<V>`](super::Diagnosing) over the text again,
//! from within the prefix's last component, for what the rules report where it stopped. Each grammar writes that
//! once, as a private `whole::<V, T>(text)` over its own diagnosis (which differs: the words of RFC 3986's name
//! its variant, RFC 2396's compare with RFC 3986, RFC 1808's name its character set); each top-level node type
//! says here what differs from one top rule to the next, and each `parse_*_with` is `whole` in the variant its
//! options name.

use super::{Grammar, Input, PResult};

/// A grammar's top-level node type (`rfc3986::Uri`, `rfc1808::Url`, ...) as one of its entry functions reads
/// it in the variant `V`: implemented for every variant of the grammar at once, [`Diagnosing<V>`](super::Diagnosing)
/// among them, so that the grammar's `whole` reads the text with `<T as Entry<V>>` and again with
/// `<T as Entry<Diagnosing<V>>>`.
pub(crate) trait Entry<'a, V>: Sized {
    /// The grammar's rules.
    type Rule: Grammar;

    /// Where the diagnosis of a prefix that this node's rule read reads again from, as the grammar's
    /// `read_last_component` takes it (its last component, and the byte where it ends or the rule that names it).
    type Last;

    /// The rule that derives the node, which an error names when no component does.
    const RULE: Self::Rule;

    /// The rule's function in `V`. Inlined always: it only names the function, which is what the grammar's
    /// `whole` passes on, so that the parse is compiled as it was where the function was named there.
    fn read(input: Input<'a>) -> PResult<'a, Self, Self::Rule>;

    /// Where the diagnosis reads again from, when this node is the prefix that the rule read.
    fn last(&self) -> Self::Last;
}

/// Implements [`Entry`] for each top-level node type of the grammar of the module it stands in, whose `Rule`
/// and `Variant` it names: one line a top rule, with the node type (the rule of the same name derives it), the
/// rule's function and how [`Entry::last`] finds where the diagnosis of a prefix `prefix` reads again from, all
/// of type `last`.
///
/// ```text
/// entries! {
///     last: (usize, LastComponent);
///     AbsoluteUri by absolute_uri: |prefix| (prefix.span().end, LastComponent::of_absolute(prefix));
/// }
/// ```
///
/// expands to
///
/// ```text
/// impl<'a, V: Variant> crate::grammar::Entry<'a, V> for AbsoluteUri<'a> {
///     type Rule = Rule;
///     type Last = (usize, LastComponent);
///     const RULE: Rule = Rule::AbsoluteUri;
///
///     #[inline(always)]
///     fn read(input: crate::grammar::Input<'a>) -> crate::grammar::PResult<'a, Self, Rule> {
///         absolute_uri::<V>(input)
///     }
///
///     fn last(&self) -> Self::Last {
///         let prefix = self;
///         (prefix.span().end, LastComponent::of_absolute(prefix))
///     }
/// }
/// ```
macro_rules! entries {
    (last: $last:ty; $($node:ident by $function:ident: |$prefix:ident| $find:expr;)+) => {
        $(
            impl<'a, V: Variant> $crate::grammar::Entry<'a, V> for $node<'a> {
                type Rule = Rule;
                type Last = $last;
                const RULE: Rule = Rule::$node;

                #[inline(always)]
                fn read(input: $crate::grammar::Input<'a>) -> $crate::grammar::PResult<'a, Self, Rule> {
                    $function::<V>(input)
                }

                fn last(&self) -> Self::Last {
                    let $prefix = self;
                    $find
                }
            }
        )+
    };
}
pub(crate) use entries;
