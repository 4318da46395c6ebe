//! Owned RFC 1808 URLs: a `String` known to parse, with the [`Options`] it parsed under and the offsets of its
//! components.

use super::ast::{AbsPath, AbsoluteUrl, Params, Path, RelPath, RelativeUrl, Url};
use super::ast::{Fragment, NetLoc, Query, Scheme, UrlBody};
use super::{
    Error, Options, parse_absolute_url, parse_absolute_url_with, parse_relative_url, parse_relative_url_with,
    parse_url, parse_url_with,
};
use crate::owned::{borrowed_try_from, layout_owned, ordered_by_text, owned_accessors, owned_traits};

ordered_by_text!(AbsoluteUrl, RelativeUrl);

borrowed_try_from! {
    Url => parse_url,
    AbsoluteUrl => parse_absolute_url,
    RelativeUrl => parse_relative_url,
}

layout_owned! {
    /// An owned RFC 1808 `URL` (§2.2): a `String` known to parse, and the [`Options`] it parsed under.
    ///
    /// [`UrlBuf::get`] rebuilds the tree from stored offsets, in constant time. Equality, order and hash are
    /// those of the text (byte equality), whatever the options.
    ///
    /// ```
    /// use urigram::rfc1808::{Options, UrlBuf};
    ///
    /// let url: UrlBuf = "http://a/b/c/d;p?q#f".parse()?;
    /// assert_eq!(url.get().params().unwrap().as_str(), "p");
    /// assert!("http://a/~b".parse::<UrlBuf>().is_err());
    /// assert!(UrlBuf::parse_with("http://a/~b", Options::RFC2068).is_ok());
    /// # Ok::<(), urigram::rfc1808::Error>(())
    /// ```
    UrlBuf for Url, parse_url_with
}

layout_owned! {
    /// An owned RFC 1808 `absoluteURL` (§2.2), with the [`Options`] it parsed under. See [`UrlBuf`].
    AbsoluteUrlBuf for AbsoluteUrl, parse_absolute_url_with
}

layout_owned! {
    /// An owned RFC 1808 `relativeURL` (§2.2), with the [`Options`] it parsed under. See [`UrlBuf`].
    RelativeUrlBuf for RelativeUrl, parse_relative_url_with
}

owned_accessors!(UrlBuf => Url {
    body -> UrlBody<'_>,
    is_relative -> bool,
    absolute_url -> Option<AbsoluteUrl<'_>>,
    relative_url -> Option<RelativeUrl<'_>>,
    scheme -> Option<Scheme<'_>>,
    net_loc -> Option<NetLoc<'_>>,
    has_abs_path -> bool,
    path -> Option<Path<'_>>,
    params -> Option<Params<'_>>,
    query -> Option<Query<'_>>,
    fragment -> Option<Fragment<'_>>,
});
owned_accessors!(AbsoluteUrlBuf => AbsoluteUrl {
    scheme -> Scheme<'_>,
    relative_url -> Option<RelativeUrl<'_>>,
    is_generic -> bool,
});
owned_accessors!(RelativeUrlBuf => RelativeUrl {
    rule -> super::Rule,
    net_loc -> Option<NetLoc<'_>>,
    abs_path -> Option<AbsPath<'_>>,
    rel_path -> Option<RelPath<'_>>,
    path -> Option<Path<'_>>,
    params -> Option<Params<'_>>,
    query -> Option<Query<'_>>,
});

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn owned_values_read_their_components_and_trees_order_by_text() {
        let owned = UrlBuf::try_from("http://a/b;p?q#f").unwrap();
        assert_eq!(owned.scheme().unwrap().as_str(), "http");
        assert_eq!(owned.net_loc().unwrap().as_str(), "a");
        assert_eq!((owned.params().unwrap().as_str(), owned.query().unwrap().as_str()), ("p", "q"));
        assert_eq!(owned.fragment().unwrap().as_str(), "f");
        assert!(!owned.is_relative() && owned.has_abs_path());
        let absolute = AbsoluteUrlBuf::try_from("g:h").unwrap();
        assert!(absolute.is_generic() && absolute.scheme().as_str() == "g");
        let relative = RelativeUrlBuf::try_from("//g/x").unwrap();
        assert_eq!(relative.rule(), super::super::Rule::NetPath);
        assert!(parse_url("b").unwrap() > parse_url("a:b").unwrap());
        assert!(parse_absolute_url("a:b").unwrap() < parse_absolute_url("a:c").unwrap());
        assert!(parse_relative_url("B").unwrap() < parse_relative_url("a").unwrap());
    }

    #[test]
    fn the_owned_tree_is_the_parsed_tree() {
        for text in ["http://a/b/c/d;p?q#f", "g:h", "//g", ";x", "", "#s"] {
            let owned: UrlBuf = text.parse().unwrap();
            assert_eq!(owned.get(), parse_url(text).unwrap());
            assert_eq!(format!("{owned:?}"), format!("{:?}", parse_url(text).unwrap()));
            assert_eq!(owned.to_string(), text);
        }
        assert_eq!("http://a/b".parse::<AbsoluteUrlBuf>().unwrap().get(), parse_absolute_url("http://a/b").unwrap());
        assert_eq!("b;p".parse::<RelativeUrlBuf>().unwrap().get(), parse_relative_url("b;p").unwrap());
        assert!(Url::try_from("http://a/~b").is_err());
        assert_eq!(UrlBuf::parse_with("/~b", Options::RFC2068).unwrap().options(), Options::RFC2068);
    }
}
