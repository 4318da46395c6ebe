//! What every owned reference type shares: the traits of a string that is known to parse.
//!
//! Each RFC module declares its owned types (`rfc3986::UriReferenceBuf`, `rfc2396::UriReferenceBuf`,
//! `rfc1808::UrlBuf`, ...) as a struct with a `text: String` field and methods `parse` and `get`, and this
//! macro gives them the standard traits, all of which look at the text alone:
//!
//! - `FromStr`, `TryFrom<&str>` and `TryFrom<String>` (parsing with the RFC's default options), `From<Self> for String`;
//! - `Display` (the text, exactly), `Debug` (the borrowed tree's `Debug`), `AsRef<str>`, `Borrow<str>`;
//! - `PartialEq`, `Eq`, `PartialOrd`, `Ord` and `Hash` of the text: byte equality, not RFC 3986 §6
//!   equivalence (use [`crate::normalize::equivalent`] for that), consistent with `str` so that a
//!   `HashMap<UriReferenceBuf, _>` can be looked up with a `&str`; and `PartialEq<str>`, `PartialEq<&str>`.

/// Implements the standard traits for an owned reference type `$buf` whose tree is `$node` and whose parse
/// error is `$error`.
///
/// `owned_traits!(UrlBuf, Url, Error)` expands to `impl FromStr for UrlBuf` (`UrlBuf::parse(String::from(text))`),
/// `TryFrom<&str>`, `TryFrom<String>`, `From<UrlBuf> for String`, `Display` (`f.write_str(&self.text)`), `Debug`
/// (`self.get()`'s), `AsRef<str>`, `Borrow<str>`, `PartialEq`, `Eq`, `PartialOrd`, `Ord` and `Hash` of
/// `self.text.as_str()`, `PartialEq<str>` and `PartialEq<&str>`, and the methods `as_str` and `into_string`: each
/// one or two lines over the text.
macro_rules! owned_traits {
    ($buf:ident, $node:ident, $error:ty) => {
        impl ::core::str::FromStr for $buf {
            type Err = $error;
            /// Parses `text` (copying it) with the RFC's default options.
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                $buf::parse(alloc::string::String::from(text))
            }
        }

        impl TryFrom<&str> for $buf {
            type Error = $error;
            /// Parses `text` (copying it) with the RFC's default options.
            fn try_from(text: &str) -> Result<Self, Self::Error> {
                $buf::parse(alloc::string::String::from(text))
            }
        }

        impl TryFrom<alloc::string::String> for $buf {
            type Error = $error;
            /// Parses `text` (keeping its buffer) with the RFC's default options.
            fn try_from(text: alloc::string::String) -> Result<Self, Self::Error> {
                $buf::parse(text)
            }
        }

        impl From<$buf> for alloc::string::String {
            fn from(owned: $buf) -> Self {
                owned.text
            }
        }

        impl $buf {
            /// The text.
            #[must_use]
            pub fn as_str(&self) -> &str {
                &self.text
            }

            /// The text, as the `String` it is kept in.
            #[must_use]
            pub fn into_string(self) -> alloc::string::String {
                self.text
            }
        }

        /// The text, exactly (it is what the tree's `Display` recomposes).
        impl ::core::fmt::Display for $buf {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&self.text)
            }
        }

        /// The borrowed tree's `Debug`: the components with their spans.
        impl ::core::fmt::Debug for $buf {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Debug::fmt(&self.get(), f)
            }
        }

        impl AsRef<str> for $buf {
            fn as_ref(&self) -> &str {
                &self.text
            }
        }

        /// Consistent with `str`'s `Eq`, `Ord` and `Hash`, which are the text's.
        impl ::core::borrow::Borrow<str> for $buf {
            fn borrow(&self) -> &str {
                &self.text
            }
        }

        /// Byte equality of the texts, not RFC 3986 §6 equivalence.
        impl PartialEq for $buf {
            fn eq(&self, other: &Self) -> bool {
                self.text == other.text
            }
        }
        impl Eq for $buf {}

        impl PartialEq<str> for $buf {
            fn eq(&self, other: &str) -> bool {
                self.text == other
            }
        }
        impl PartialEq<&str> for $buf {
            fn eq(&self, other: &&str) -> bool {
                self.text == *other
            }
        }

        /// The texts' byte order.
        impl PartialOrd for $buf {
            fn partial_cmp(&self, other: &Self) -> Option<::core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }
        impl Ord for $buf {
            fn cmp(&self, other: &Self) -> ::core::cmp::Ordering {
                self.text.cmp(&other.text)
            }
        }

        /// The text's hash, as `str` hashes it.
        impl ::core::hash::Hash for $buf {
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                self.text.as_str().hash(state);
            }
        }
    };
}
pub(crate) use owned_traits;

/// Implements `parse` and `TryFrom<&'a str>` for the borrowed tree `$node`, with the parse function `$parse`.
///
/// `borrowed_try_from! { Url => parse_url }` expands to
///
/// ```text
/// impl<'a> Url<'a> {
///     /// Parses all of `text`, borrowing it (with the RFC's default options) ...
///     pub fn parse(text: &'a str) -> Result<Self, Error> { parse_url(text) }
/// }
/// impl<'a> TryFrom<&'a str> for Url<'a> {
///     type Error = Error;
///     fn try_from(text: &'a str) -> Result<Self, Error> { parse_url(text) }
/// }
/// ```
macro_rules! borrowed_try_from {
    ($($node:ident => $parse:path),+ $(,)?) => {
        $(
            impl<'a> $node<'a> {
                /// Parses all of `text`, borrowing it (with the RFC's default options): the module's `parse_*`
                /// function of this rule, where a reader of the type looks for it.
                ///
                /// # Errors
                ///
                /// When `text` is not in the language of the rule.
                pub fn parse(text: &'a str) -> Result<Self, Error> {
                    $parse(text)
                }
            }

            impl<'a> TryFrom<&'a str> for $node<'a> {
                type Error = Error;
                /// Parses all of `text`, borrowing it (with the RFC's default options).
                fn try_from(text: &'a str) -> Result<Self, Self::Error> {
                    $parse(text)
                }
            }
        )+
    };
}
pub(crate) use borrowed_try_from;

/// Declares an owned reference type `$buf` for the tree `$node` of a grammar with [`Options`]: the text, the
/// options it parsed under, and the offsets of its components (`$node::layout`), so that [`get`] rebuilds the
/// tree in constant time, without parsing again.
///
/// [`get`]: #method.get
///
/// For example,
///
/// ```text
/// layout_owned! {
///     /// An owned RFC 1808 `URL` (§2.2) ...
///     UrlBuf for Url, parse_url_with
/// }
/// ```
///
/// expands to
///
/// ```text
/// /// An owned RFC 1808 `URL` (§2.2) ...
/// #[derive(Clone)]
/// pub struct UrlBuf { text: String, options: Options, layout: Layout }
/// impl UrlBuf {
///     pub fn parse(text: impl Into<String>) -> Result<Self, Error> { Self::parse_with(text, Options::default()) }
///     pub fn parse_with(text: impl Into<String>, options: Options) -> Result<Self, Error> { /* keeps .layout() */ }
///     pub fn options(&self) -> Options { self.options }
///     pub fn get(&self) -> Url<'_> { Url::from_layout(&self.text, 0, self.layout) }
/// }
/// impl<'a> Url<'a> {
///     pub fn into_owned(self, options: Options) -> UrlBuf { /* the text copied, the layout kept */ }
/// }
/// owned_traits!(UrlBuf, Url, Error);
/// ```
macro_rules! layout_owned {
    (
        $(#[$meta:meta])*
        $buf:ident for $node:ident, $parse_with:ident
    ) => {
        $(#[$meta])*
        #[derive(Clone)]
        pub struct $buf {
            text: alloc::string::String,
            options: Options,
            layout: super::ast::Layout,
        }

        impl $buf {
            /// Parses all of `text`, keeping it, with the default [`Options`].
            ///
            /// # Errors
            ///
            /// When `text` is not in the language of the rule; the error is the one the `parse_*` function
            /// of the rule gives.
            pub fn parse(text: impl Into<alloc::string::String>) -> Result<Self, Error> {
                Self::parse_with(text, Options::default())
            }

            /// Parses all of `text` under `options`, keeping both.
            ///
            /// # Errors
            ///
            /// As [`parse`](Self::parse).
            pub fn parse_with(text: impl Into<alloc::string::String>, options: Options) -> Result<Self, Error> {
                let text = text.into();
                let layout = $parse_with(&text, options)?.layout();
                Ok($buf { text, options, layout })
            }

            /// The options the text was parsed under.
            #[must_use]
            pub fn options(&self) -> Options {
                self.options
            }

            /// The syntax tree, borrowed from this value, rebuilt from the stored offsets without parsing
            /// again (a few word copies). Spans count from the start of the text.
            #[must_use]
            pub fn get(&self) -> $node<'_> {
                $node::from_layout(&self.text, 0, self.layout)
            }
        }

        impl<'a> $node<'a> {
            /// The same tree over a copy of its text, with the `options` it was parsed under: spans then count
            /// from the start of that text, even if this tree was parsed from the middle of a longer input.
            #[must_use]
            pub fn into_owned(self, options: Options) -> $buf {
                $buf { text: alloc::string::String::from(self.as_str()), options, layout: self.layout() }
            }
        }

        owned_traits!($buf, $node, Error);
    };
}
pub(crate) use layout_owned;

/// Gives the owned type `$buf` the accessors `$name` of its tree `$node`, each reading [`get`](#method.get)'s
/// tree, so that a kept value reads its components as a parsed one does (`uri.query()`, not
/// `uri.get().query()`). Each returns what the tree's accessor returns, borrowed from the value.
///
/// `owned_accessors!(UrlBuf => Url { query -> Option<Query<'_>> })` expands to
///
/// ```text
/// impl UrlBuf {
///     /// [`Url::query`] of the value's tree.
///     #[must_use]
///     pub fn query(&self) -> Option<Query<'_>> {
///         self.get().query()
///     }
/// }
/// ```
macro_rules! owned_accessors {
    ($buf:ident => $node:ident { $($name:ident -> $output:ty),+ $(,)? }) => {
        impl $buf {
            $(
                #[doc = concat!("[`", stringify!($node), "::", stringify!($name), "`] of the value's tree.")]
                #[must_use]
                #[inline]
                pub fn $name(&self) -> $output {
                    self.get().$name()
                }
            )+
        }
    };
}
pub(crate) use owned_accessors;

/// Orders the trees `$node` by their texts (byte order, as `str`), then by their places in the input, then by
/// their layouts (which differ only where the same text was read differently): consistent with their equality,
/// which is of the text, the place and the layout.
///
/// `ordered_by_text!(Url)` expands to `PartialOrd` (`Some(self.cmp(other))`) and
///
/// ```text
/// impl Ord for Url<'_> {
///     fn cmp(&self, other: &Self) -> Ordering {
///         (self.as_str(), self.span().start, self.layout()).cmp(&(other.as_str(), other.span().start, other.layout()))
///     }
/// }
/// ```
macro_rules! ordered_by_text {
    ($($node:ident),+ $(,)?) => {$(
        /// The texts' byte order (not RFC 3986 §6 equivalence), then the places in the input.
        impl PartialOrd for $node<'_> {
            fn partial_cmp(&self, other: &Self) -> Option<::core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }
        impl Ord for $node<'_> {
            fn cmp(&self, other: &Self) -> ::core::cmp::Ordering {
                (self.as_str(), self.span().start, self.layout()).cmp(&(other.as_str(), other.span().start, other.layout()))
            }
        }
    )+};
}
pub(crate) use ordered_by_text;
