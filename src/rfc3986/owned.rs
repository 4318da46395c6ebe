//! Owned RFC 3986 references: a `String` that is known to parse, and the offsets of its components, so that
//! the borrowed tree is rebuilt in constant time, without parsing again.

use alloc::string::String;

use super::ast::{
    AbsoluteUri, Authority, Fragment, HierPart, Layout, Parts, Path, Query, RelativeRef, Scheme, Uri, UriReference,
};
use super::{Error, parse_absolute_uri, parse_relative_ref, parse_uri, parse_uri_reference};
use super::{Options, parse_absolute_uri_with, parse_relative_ref_with, parse_uri_reference_with, parse_uri_with};
use crate::build::BuildError;

/// The widest variant of the grammar, in which the debug builds check the layouts written without a parse.
const WIDEST: Options = Options::RFC3987.with_rfc6874(true);
use crate::owned::{borrowed_try_from, owned_accessors, owned_traits};

borrowed_try_from! {
    UriReference => parse_uri_reference,
    Uri => parse_uri,
    AbsoluteUri => parse_absolute_uri,
    RelativeRef => parse_relative_ref,
}

/// Declares an owned reference type `$buf` for the tree `$node`, parsed by `$parse`.
///
/// For example,
///
/// ```text
/// owned_reference! {
///     /// An owned `URI` ...
///     UriBuf for Uri, parse_uri, |parts| Uri::from_parts(parts), |tree| tree.parts
/// }
/// ```
///
/// expands to
///
/// ```text
/// /// An owned `URI` ...
/// #[derive(Clone)]
/// pub struct UriBuf { text: String, layout: Layout }
/// impl UriBuf {
///     pub fn parse(text: impl Into<String>) -> Result<Self, Error> { /* parse_uri, keeping tree.parts.layout() */ }
///     pub fn get(&self) -> Uri<'_> { let parts = Parts::from_layout(&self.text, 0, self.layout); Uri::from_parts(parts) }
/// }
/// impl<'a> Uri<'a> {
///     pub fn into_owned(self) -> UriBuf { /* the text of tree.parts copied, its layout kept */ }
/// }
/// impl From<Uri<'_>> for UriBuf { /* node.into_owned() */ }
/// owned_traits!(UriBuf, Uri, Error);
/// ```
macro_rules! owned_reference {
    (
        $(#[$meta:meta])*
        $buf:ident for $node:ident, $parse:ident, |$parts:ident| $wrap:expr, |$tree:ident| $unwrap:expr
    ) => {
        $(#[$meta])*
        #[derive(Clone)]
        pub struct $buf {
            text: String,
            layout: Layout,
        }

        impl $buf {
            /// Parses all of `text`, keeping it.
            ///
            /// # Errors
            ///
            /// When `text` is not in the language of the rule; the error is the one the `parse_*` function
            /// of the rule gives.
            pub fn parse(text: impl Into<String>) -> Result<Self, Error> {
                let text = text.into();
                let layout = {
                    let $tree = $parse(&text)?;
                    $unwrap.layout()
                };
                Ok($buf { text, layout })
            }

            /// The syntax tree, borrowed from this value, rebuilt from the stored offsets without parsing
            /// again (a few word copies). Spans count from the start of the text.
            #[must_use]
            pub fn get(&self) -> $node<'_> {
                let $parts = Parts::from_layout(&self.text, 0, self.layout);
                $wrap
            }
        }

        impl<'a> $node<'a> {
            /// The same tree over a copy of its text: spans then count from the start of that text, even if
            /// this tree was parsed from the middle of a longer input.
            #[must_use]
            pub fn into_owned(self) -> $buf {
                let $tree = self;
                let parts = $unwrap;
                $buf { text: String::from(parts.text()), layout: parts.layout() }
            }
        }

        impl From<$node<'_>> for $buf {
            fn from(node: $node<'_>) -> Self {
                node.into_owned()
            }
        }

        owned_traits!($buf, $node, Error);
    };
}

owned_reference! {
    /// An owned `URI-reference` (§4.1): a `String` known to be a URI or a relative reference, with the
    /// offsets of its components.
    ///
    /// Made by [`FromStr`](core::str::FromStr) (`"...".parse()`), [`TryFrom<String>`], [`UriReferenceBuf::parse`]
    /// or [`UriReference::into_owned`]; [`UriReferenceBuf::get`] gives the borrowed tree, in constant time.
    /// Equality, order and hash are those of the text (byte equality, not §6 equivalence).
    ///
    /// ```
    /// use urigram::rfc3986::UriReferenceBuf;
    ///
    /// let reference: UriReferenceBuf = "http://example.com/a?b".parse()?;
    /// let tree = reference.get();
    /// assert_eq!(tree.authority().unwrap().host().as_str(), "example.com");
    /// assert_eq!(tree.query().unwrap().span(), urigram::Span::new(21, 22));
    /// assert_eq!(reference, "http://example.com/a?b");
    /// assert!("http://a b".parse::<UriReferenceBuf>().is_err());
    /// # Ok::<(), urigram::rfc3986::Error>(())
    /// ```
    UriReferenceBuf for UriReference, parse_uri_reference,
    |parts| if parts.scheme().is_some() { UriReference::Uri(Uri::from_parts(parts)) } else { UriReference::RelativeRef(RelativeRef::from_parts(parts)) },
    |tree| match tree { UriReference::Uri(uri) => uri.parts, UriReference::RelativeRef(relative) => relative.parts }
}

owned_reference! {
    /// An owned `URI` (§3): a `String` known to be a URI (with a scheme, and perhaps a fragment), with the
    /// offsets of its components. See [`UriReferenceBuf`], which this is like.
    ///
    /// ```
    /// let uri: urigram::rfc3986::UriBuf = "mailto:a@example.com".parse()?;
    /// assert_eq!(uri.get().scheme().as_str(), "mailto");
    /// assert!("//example.com/".parse::<urigram::rfc3986::UriBuf>().is_err());
    /// # Ok::<(), urigram::rfc3986::Error>(())
    /// ```
    UriBuf for Uri, parse_uri, |parts| Uri::from_parts(parts), |tree| tree.parts
}

owned_reference! {
    /// An owned `absolute-URI` (§4.3): a `String` known to be a URI without a fragment, as a base URI must be,
    /// with the offsets of its components. See [`UriReferenceBuf`], which this is like.
    ///
    /// ```
    /// let base: urigram::rfc3986::AbsoluteUriBuf = "http://a/b/c/d;p?q".parse()?;
    /// assert_eq!(base.get().path().as_str(), "/b/c/d;p");
    /// assert!("http://a/#f".parse::<urigram::rfc3986::AbsoluteUriBuf>().is_err());
    /// # Ok::<(), urigram::rfc3986::Error>(())
    /// ```
    AbsoluteUriBuf for AbsoluteUri, parse_absolute_uri, |parts| AbsoluteUri::from_parts(parts), |tree| tree.parts
}

owned_reference! {
    /// An owned `relative-ref` (§4.2): a `String` known to be a relative reference, with the offsets of its
    /// components. See [`UriReferenceBuf`], which this is like.
    ///
    /// ```
    /// let relative: urigram::rfc3986::RelativeRefBuf = "../g?y".parse()?;
    /// assert_eq!(relative.get().path().as_str(), "../g");
    /// assert!("g:h".parse::<urigram::rfc3986::RelativeRefBuf>().is_err());
    /// # Ok::<(), urigram::rfc3986::Error>(())
    /// ```
    RelativeRefBuf for RelativeRef, parse_relative_ref, |parts| RelativeRef::from_parts(parts), |tree| tree.parts
}

owned_accessors!(UriReferenceBuf => UriReference {
    scheme -> Option<Scheme<'_>>,
    authority -> Option<Authority<'_>>,
    path -> Path<'_>,
    query -> Option<Query<'_>>,
    fragment -> Option<Fragment<'_>>,
    is_relative -> bool,
});
owned_accessors!(UriBuf => Uri {
    scheme -> Scheme<'_>,
    hier_part -> HierPart<'_>,
    authority -> Option<Authority<'_>>,
    path -> Path<'_>,
    query -> Option<Query<'_>>,
    fragment -> Option<Fragment<'_>>,
});
owned_accessors!(AbsoluteUriBuf => AbsoluteUri {
    scheme -> Scheme<'_>,
    hier_part -> HierPart<'_>,
    authority -> Option<Authority<'_>>,
    path -> Path<'_>,
    query -> Option<Query<'_>>,
});
owned_accessors!(RelativeRefBuf => RelativeRef {
    relative_part -> HierPart<'_>,
    authority -> Option<Authority<'_>>,
    path -> Path<'_>,
    query -> Option<Query<'_>>,
    fragment -> Option<Fragment<'_>>,
});

/// Borrowed trees from what a caller holds, so that the functions that take a tree (resolution, relativization,
/// the builder) take an owned value, a parsed tree, or a reference to either, with no parse and no copy.
///
/// `lend_tree! { UriBuf => UriReference }` expands to
///
/// ```text
/// impl<'a> From<&'a UriBuf> for UriReference<'a> {
///     fn from(value: &'a UriBuf) -> Self {
///         value.get().into()
///     }
/// }
/// ```
macro_rules! lend_tree {
    ($($from:ty => $node:ident),+ $(,)?) => {$(
        impl<'a> From<&'a $from> for $node<'a> {
            fn from(value: &'a $from) -> Self {
                value.get().into()
            }
        }
    )+};
}

lend_tree! {
    UriReferenceBuf => UriReference,
    UriBuf => UriReference,
    RelativeRefBuf => UriReference,
    AbsoluteUriBuf => UriReference,
    UriBuf => Uri,
    AbsoluteUriBuf => Uri,
    AbsoluteUriBuf => AbsoluteUri,
    RelativeRefBuf => RelativeRef,
}

/// A tree from a reference to it (trees are `Copy`): lets `&tree` go where `impl Into<Tree>` is asked for.
///
/// `copy_tree!(Uri)` expands to
///
/// ```text
/// impl<'a> From<&Uri<'a>> for Uri<'a> {
///     fn from(node: &Uri<'a>) -> Self {
///         *node
///     }
/// }
/// ```
macro_rules! copy_tree {
    ($($node:ident),+ $(,)?) => {$(
        impl<'a> From<&$node<'a>> for $node<'a> {
            fn from(node: &$node<'a>) -> Self {
                *node
            }
        }
    )+};
}

copy_tree!(UriReference, Uri, AbsoluteUri, RelativeRef);

/// A wider tree from a reference to a narrower one: `resolver.resolve(&uri)` as well as `resolver.resolve(uri)`.
///
/// `widen_borrowed!(Uri => UriReference)` expands to
///
/// ```text
/// impl<'a> From<&Uri<'a>> for UriReference<'a> {
///     fn from(node: &Uri<'a>) -> Self {
///         (*node).into()
///     }
/// }
/// ```
macro_rules! widen_borrowed {
    ($($from:ident => $node:ident),+ $(,)?) => {$(
        impl<'a> From<&$from<'a>> for $node<'a> {
            fn from(node: &$from<'a>) -> Self {
                (*node).into()
            }
        }
    )+};
}

widen_borrowed!(Uri => UriReference, RelativeRef => UriReference, AbsoluteUri => UriReference, AbsoluteUri => Uri);

/// Every URI is a URI reference (§4.1).
impl<'a> From<Uri<'a>> for UriReference<'a> {
    fn from(uri: Uri<'a>) -> Self {
        UriReference::Uri(uri)
    }
}

/// Every relative reference is a URI reference (§4.1).
impl<'a> From<RelativeRef<'a>> for UriReference<'a> {
    fn from(relative: RelativeRef<'a>) -> Self {
        UriReference::RelativeRef(relative)
    }
}

/// Every absolute URI is a URI, one without a fragment (§4.3).
impl<'a> From<AbsoluteUri<'a>> for Uri<'a> {
    fn from(absolute: AbsoluteUri<'a>) -> Self {
        Uri::from_parts(absolute.parts)
    }
}

/// Every absolute URI is a URI reference.
impl<'a> From<AbsoluteUri<'a>> for UriReference<'a> {
    fn from(absolute: AbsoluteUri<'a>) -> Self {
        UriReference::Uri(absolute.into())
    }
}

/// The setters of an owned type `$buf` parsed by `$parse_with`: each checks its component against the
/// component's RFC 3986 rule and the reference's shape, then changes the text and the stored offsets in place
/// (no parse of the whole text, which debug builds check against one). On an error nothing is changed.
///
/// `setters!(UriBuf, parse_uri_with: set_query)` expands to
///
/// ```text
/// impl UriBuf {
///     /// Runs one change through the editor of the text and its layout.
///     fn edit(&mut self, change: impl FnOnce(&mut Editor<'_>) -> Result<(), BuildError>) -> Result<(), BuildError> {
///         /* the change, then (debug builds) the layout checked against parse_uri_with */
///     }
///     /// Sets the query, or removes it with its `?` ...
///     pub fn set_query(&mut self, query: Option<&str>) -> Result<(), BuildError> {
///         self.edit(|editor| editor.set_query(query))
///     }
/// }
/// ```
macro_rules! setters {
    ($buf:ident, $parse_with:ident: $($setter:ident),+ $(,)?) => {
        impl $buf {
            /// Runs one change through the editor of the text and its layout.
            fn edit(
                &mut self,
                change: impl FnOnce(&mut super::ast::Editor<'_>) -> Result<(), BuildError>,
            ) -> Result<(), BuildError> {
                change(&mut super::ast::Editor { text: &mut self.text, layout: &mut self.layout })?;
                debug_assert_eq!(
                    $parse_with(&self.text, WIDEST).map(|tree| tree.parts().layout()),
                    Ok(self.layout),
                    "{}",
                    self.text
                );
                Ok(())
            }
            $(setters!(@ $setter);)+
        }
    };
    (@ set_scheme) => {
        /// Sets the scheme (§3.1).
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `scheme` is no `scheme`, spanned in `scheme`.
        pub fn set_scheme(&mut self, scheme: &str) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_scheme(Some(scheme)))
        }
    };
    (@ set_or_remove_scheme) => {
        /// Sets the scheme (§3.1), or removes it (`None`), which makes the reference a relative reference.
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `scheme` is no `scheme`, spanned in `scheme`; on removal,
        /// [`BuildError::ColonInFirstSegment`] when the path, without an authority, has a `:` in its first
        /// segment, which a relative reference's cannot (§4.2), spanned in the path.
        pub fn set_scheme(&mut self, scheme: Option<&str>) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_scheme(scheme))
        }
    };
    (@ set_userinfo) => {
        /// Sets the user information (§3.2.1), written before the host with an `@`, or removes it (`None`).
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `userinfo` is no `userinfo`, spanned in `userinfo`;
        /// [`BuildError::NeedsHost`] when there is no authority (set a host first).
        pub fn set_userinfo(&mut self, userinfo: Option<&str>) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_userinfo(userinfo))
        }
    };
    (@ set_host) => {
        /// Sets the host (§3.2.2: an IP literal in brackets, an IPv4 address or a registered name, as it appears
        /// in the URI), adding an authority (`//host`) where there is none; or removes the whole authority
        /// (`None`), which must then have no userinfo and no port.
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `host` is no `host`, spanned in `host`;
        /// [`BuildError::PathAfterAuthority`] when an authority is added before a path that neither is empty nor
        /// begins with `/` (§3.3); on removal, [`BuildError::NeedsHost`] when there is a userinfo or a port,
        /// [`BuildError::PathStartsWithTwoSlashes`] when the path begins with `//` (§3.3), and
        /// [`BuildError::ColonInFirstSegment`] for a relative reference whose path's first segment has a `:`
        /// (§4.2), spanned in the path.
        pub fn set_host(&mut self, host: Option<&str>) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_host(host))
        }
    };
    (@ set_port) => {
        /// Sets the port (§3.2.3: its digits, `*DIGIT`, written after the host with a `:`), or removes it
        /// (`None`).
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `port` is no `port`, spanned in `port`; [`BuildError::NeedsHost`]
        /// when there is no authority (set a host first).
        pub fn set_port(&mut self, port: Option<&str>) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_port(port))
        }
    };
    (@ set_path) => {
        /// Sets the path (§3.3), which the reference's shape constrains: empty or beginning with `/` after an
        /// authority, not beginning with `//` without one, and in a relative reference without an authority,
        /// no `:` in its first segment (§4.2).
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `path` is no `path`; [`BuildError::PathAfterAuthority`],
        /// [`BuildError::PathStartsWithTwoSlashes`] or [`BuildError::ColonInFirstSegment`] for the shape; each
        /// spanned in `path`.
        pub fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_path(path))
        }
    };
    (@ set_query) => {
        /// Sets the query (§3.4), written after the path with a `?`, or removes it (`None`; `Some("")` keeps an
        /// empty query, `?`).
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `query` is no `query`, spanned in `query`.
        pub fn set_query(&mut self, query: Option<&str>) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_query(query))
        }
    };
    (@ set_fragment) => {
        /// Sets the fragment (§3.5), written last with a `#`, or removes it (`None`).
        ///
        /// # Errors
        ///
        /// [`BuildError::Component`] when `fragment` is no `fragment`, spanned in `fragment`.
        pub fn set_fragment(&mut self, fragment: Option<&str>) -> Result<(), BuildError> {
            self.edit(|editor| editor.set_fragment(fragment))
        }
    };
}

setters!(UriReferenceBuf, parse_uri_reference_with:
    set_or_remove_scheme, set_userinfo, set_host, set_port, set_path, set_query, set_fragment);
setters!(UriBuf, parse_uri_with: set_scheme, set_userinfo, set_host, set_port, set_path, set_query, set_fragment);
setters!(AbsoluteUriBuf, parse_absolute_uri_with: set_scheme, set_userinfo, set_host, set_port, set_path, set_query);
setters!(RelativeRefBuf, parse_relative_ref_with: set_userinfo, set_host, set_port, set_path, set_query, set_fragment);

impl UriBuf {
    /// A URI whose text `text` is known to read as `layout` says: resolution assembles its targets from parsed
    /// components, whose offsets it carries over.
    pub(crate) fn from_layout(text: String, layout: Layout) -> UriBuf {
        // Checked in the widest variant (IRIs, zone identifiers), which reads every narrower one's texts with the
        // same layout: the text may be an IRI's, resolved or relativized through RFC 3986's trees.
        debug_assert_eq!(parse_uri_with(&text, WIDEST).map(|uri| uri.parts.layout()), Ok(layout), "{text}");
        UriBuf { text, layout }
    }
}

impl RelativeRefBuf {
    /// A relative reference whose text `text` is known to read as `layout` says: relativization writes its
    /// answers from the target's components.
    pub(crate) fn from_layout(text: String, layout: Layout) -> RelativeRefBuf {
        debug_assert_eq!(
            parse_relative_ref_with(&text, WIDEST).map(|relative| relative.parts.layout()),
            Ok(layout),
            "{text}"
        );
        RelativeRefBuf { text, layout }
    }
}

/// Every URI is a URI reference; the stored offsets carry over.
impl From<UriBuf> for UriReferenceBuf {
    fn from(uri: UriBuf) -> Self {
        UriReferenceBuf { text: uri.text, layout: uri.layout }
    }
}

/// Every relative reference is a URI reference; the stored offsets carry over.
impl From<RelativeRefBuf> for UriReferenceBuf {
    fn from(relative: RelativeRefBuf) -> Self {
        UriReferenceBuf { text: relative.text, layout: relative.layout }
    }
}

/// Every absolute URI is a URI; the stored offsets carry over.
impl From<AbsoluteUriBuf> for UriBuf {
    fn from(absolute: AbsoluteUriBuf) -> Self {
        UriBuf { text: absolute.text, layout: absolute.layout }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Span;

    #[test]
    fn into_owned_counts_spans_from_its_own_text() {
        let input = crate::grammar::input("  http://a/b?c#d");
        let (after_spaces, _) = crate::grammar::split(input, 2);
        let (_, embedded) = super::super::uri_reference::<super::super::Rfc3986>(after_spaces).unwrap();
        assert_eq!(embedded.span(), Span::new(2, 16));
        let owned = embedded.into_owned();
        assert_eq!(owned.get(), parse_uri_reference("http://a/b?c#d").unwrap());
        assert_eq!(owned.get().fragment().unwrap().span(), Span::new(13, 14));
    }

    #[test]
    fn conversions_keep_the_text_and_the_tree() {
        let absolute = AbsoluteUriBuf::parse("http://a/b?q").unwrap();
        let uri = UriBuf::from(absolute);
        let reference = UriReferenceBuf::from(uri.clone());
        assert_eq!(reference.get(), parse_uri_reference("http://a/b?q").unwrap());
        let relative: RelativeRefBuf = "b?q".parse().unwrap();
        assert!(UriReferenceBuf::from(relative).get().is_relative());
        assert_eq!(String::from(uri), "http://a/b?q");
        assert_eq!(UriReferenceBuf::try_from(String::from("a b")).unwrap_err().span(), Span::new(1, 2));
        assert_eq!(UriReference::try_from("x:y").unwrap().scheme().unwrap().as_str(), "x");
        assert!(RelativeRef::try_from("x:y").is_err());
    }

    #[test]
    fn owned_values_read_their_components_directly() {
        let uri: UriBuf = "http://u@a:8/p?q#f".parse().unwrap();
        assert_eq!(uri.scheme().as_str(), "http");
        assert_eq!(uri.authority().unwrap().userinfo().unwrap().as_str(), "u");
        assert_eq!((uri.path().as_str(), uri.query().unwrap().as_str()), ("/p", "q"));
        assert_eq!(uri.fragment().unwrap().span(), Span::new(17, 18));
        assert_eq!(uri.hier_part(), uri.get().hier_part());
        let reference: UriReferenceBuf = "../g?y".try_into().unwrap();
        assert!(reference.is_relative() && reference.scheme().is_none() && reference.fragment().is_none());
        assert_eq!(reference.path().as_str(), "../g");
        let relative = RelativeRefBuf::try_from("//h/x").unwrap();
        assert_eq!(relative.relative_part().authority().unwrap().host().as_str(), "h");
        let absolute = AbsoluteUriBuf::try_from("x:y?z").unwrap();
        assert_eq!((absolute.scheme().as_str(), absolute.query().unwrap().as_str()), ("x", "z"));
        assert_eq!(AbsoluteUriBuf::try_from("x:y#f").unwrap_err().span(), Span::new(3, 4));
    }

    #[test]
    fn trees_convert_to_the_wider_rule_and_lend_from_owned_values() {
        let uri = parse_uri("http://a/b").unwrap();
        let reference: UriReference<'_> = uri.into();
        assert_eq!(reference, parse_uri_reference("http://a/b").unwrap());
        let relative = parse_relative_ref("b?c").unwrap();
        assert_eq!(UriReference::from(relative), parse_uri_reference("b?c").unwrap());
        let absolute = parse_absolute_uri("x:y").unwrap();
        assert_eq!(Uri::from(absolute), parse_uri("x:y").unwrap());
        assert_eq!(UriReference::from(absolute), parse_uri_reference("x:y").unwrap());
        let owned: RelativeRefBuf = "b?c".parse().unwrap();
        assert_eq!(UriReference::from(&owned), parse_uri_reference("b?c").unwrap());
        assert_eq!(RelativeRef::from(&owned), relative);
        let owned_uri: UriBuf = "http://a/b".parse().unwrap();
        assert_eq!(Uri::from(&owned_uri), uri);
        assert_eq!(UriReference::from(&uri).as_str(), "http://a/b");
    }

    #[test]
    fn borrowed_trees_order_by_text_then_place() {
        let texts = ["http://b/", "HTTP://a/", "http://a/", "a", "../a"];
        let mut trees: alloc::vec::Vec<UriReference<'_>> =
            texts.iter().map(|text| parse_uri_reference(text).unwrap()).collect();
        trees.sort();
        let sorted: alloc::vec::Vec<&str> = trees.iter().map(|tree| tree.as_str()).collect();
        let mut by_text = texts.to_vec();
        by_text.sort_unstable();
        assert_eq!(sorted, by_text);
        // The same text at two places: equal texts, ordered by place, and unequal as their equality says.
        let input = crate::grammar::input("x:y x:y");
        let (_, first) = super::super::uri::<super::super::Rfc3986>(input).unwrap();
        let (second_input, _) = crate::grammar::split(input, 4);
        let (_, second) = super::super::uri::<super::super::Rfc3986>(second_input).unwrap();
        assert!(first < second && first != second && first.as_str() == second.as_str());
        assert!(parse_uri("a:b").unwrap() < parse_uri("a:c").unwrap());
        assert!(parse_relative_ref("a").unwrap() > parse_relative_ref("A").unwrap());
    }

    #[test]
    fn equality_order_and_hash_are_the_texts() {
        use core::hash::{Hash, Hasher};
        let a: UriReferenceBuf = "http://a/".parse().unwrap();
        let b: UriReferenceBuf = "HTTP://a/".parse().unwrap();
        assert_ne!(a, b);
        assert_eq!(a, "http://a/");
        assert!(b < a);
        let (mut owned, mut text) = (Fnv::default(), Fnv::default());
        a.hash(&mut owned);
        "http://a/".hash(&mut text);
        assert_eq!(owned.finish(), text.finish());
    }

    /// FNV-1a, a hasher that needs no `std`.
    struct Fnv(u64);
    impl Default for Fnv {
        fn default() -> Self {
            Fnv(0xcbf2_9ce4_8422_2325)
        }
    }
    impl core::hash::Hasher for Fnv {
        fn finish(&self) -> u64 {
            self.0
        }
        fn write(&mut self, bytes: &[u8]) {
            for byte in bytes {
                self.0 = (self.0 ^ u64::from(*byte)).wrapping_mul(0x100_0000_01b3);
            }
        }
    }
}
