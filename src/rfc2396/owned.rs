//! Owned RFC 2396 references: a `String` known to parse, with the [`Options`] it parsed under and the offsets of
//! its components.

use super::ast::{AbsoluteUri, Authority, Host, Path, PathPart, RelativeUri, SchemeSpecificPart, UriReference};
use super::ast::{Fragment, Query, Scheme, Uri};
use super::{
    Error, Options, parse_absolute_uri, parse_absolute_uri_with, parse_relative_uri, parse_relative_uri_with,
    parse_uri_reference, parse_uri_reference_with,
};
use crate::owned::{borrowed_try_from, layout_owned, owned_accessors, owned_traits};

borrowed_try_from! {
    UriReference => parse_uri_reference,
    AbsoluteUri => parse_absolute_uri,
    RelativeUri => parse_relative_uri,
}

layout_owned! {
    /// An owned RFC 2396 `URI-reference` (§4): a `String` known to parse, and the [`Options`] it parsed under.
    ///
    /// [`UriReferenceBuf::get`] rebuilds the tree from stored offsets, in constant time. Equality, order and hash
    /// are those of the text (byte equality), whatever the options.
    ///
    /// ```
    /// use urigram::rfc2396::{Options, UriReferenceBuf};
    ///
    /// let reference: UriReferenceBuf = "http://a/b;p/c".parse()?;
    /// let tree = reference.get();
    /// assert_eq!(tree.path().segments().next().unwrap().params().next().unwrap().as_str(), "p");
    /// assert!("http://[::1]/".parse::<UriReferenceBuf>().is_err());
    /// assert!(UriReferenceBuf::parse_with("http://[::1]/", Options::rfc2732(true)).is_ok());
    /// # Ok::<(), urigram::rfc2396::Error>(())
    /// ```
    UriReferenceBuf for UriReference, parse_uri_reference_with
}

layout_owned! {
    /// An owned RFC 2396 `absoluteURI` (§3), with the [`Options`] it parsed under. See [`UriReferenceBuf`].
    AbsoluteUriBuf for AbsoluteUri, parse_absolute_uri_with
}

layout_owned! {
    /// An owned RFC 2396 `relativeURI` (§5), with the [`Options`] it parsed under. See [`UriReferenceBuf`].
    RelativeUriBuf for RelativeUri, parse_relative_uri_with
}

owned_accessors!(UriReferenceBuf => UriReference {
    uri -> Option<Uri<'_>>,
    absolute_uri -> Option<AbsoluteUri<'_>>,
    relative_uri -> Option<RelativeUri<'_>>,
    is_relative -> bool,
    scheme -> Option<Scheme<'_>>,
    authority -> Option<Authority<'_>>,
    host -> Option<Host<'_>>,
    path -> Path<'_>,
    query -> Option<Query<'_>>,
    fragment -> Option<Fragment<'_>>,
});
owned_accessors!(AbsoluteUriBuf => AbsoluteUri {
    scheme -> Scheme<'_>,
    scheme_specific_part -> SchemeSpecificPart<'_>,
    is_opaque -> bool,
    authority -> Option<Authority<'_>>,
    path -> Path<'_>,
    query -> Option<Query<'_>>,
});
owned_accessors!(RelativeUriBuf => RelativeUri {
    path_part -> PathPart<'_>,
    authority -> Option<Authority<'_>>,
    path -> Path<'_>,
    query -> Option<Query<'_>>,
});

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn the_owned_tree_is_the_parsed_tree() {
        for text in ["http://www.ics.uci.edu/pub/ietf/uri/;v=2#Related", "mailto:a@b", "../g;x?y#s", "", "#f"] {
            let owned: UriReferenceBuf = text.parse().unwrap();
            assert_eq!(owned.get(), parse_uri_reference(text).unwrap());
            assert_eq!(format!("{owned:?}"), format!("{:?}", parse_uri_reference(text).unwrap()));
            assert_eq!(owned.to_string(), text);
        }
        let absolute: AbsoluteUriBuf = "http://a/b".parse().unwrap();
        assert_eq!(absolute.get(), parse_absolute_uri("http://a/b").unwrap());
        let relative: RelativeUriBuf = "b/c?q".parse().unwrap();
        assert_eq!(relative.get(), parse_relative_uri("b/c?q").unwrap());
        assert!("http:".parse::<AbsoluteUriBuf>().is_err());
        assert!(UriReference::try_from("http:").is_err());
        assert!(AbsoluteUri::try_from("http:x").is_ok());
        assert!(RelativeUri::try_from("http:x").is_err());
    }

    #[test]
    fn owned_values_read_their_components_and_trees_order_by_text() {
        let owned = UriReferenceBuf::try_from("http://u@h:1/a;p?q#f").unwrap();
        assert_eq!(owned.scheme().unwrap().as_str(), "http");
        assert_eq!(owned.host().unwrap().as_str(), "h");
        assert_eq!((owned.path().as_str(), owned.query().unwrap().as_str()), ("/a;p", "q"));
        assert_eq!(owned.fragment().unwrap().as_str(), "f");
        assert!(!owned.is_relative() && owned.absolute_uri().is_some() && owned.relative_uri().is_none());
        let absolute = AbsoluteUriBuf::try_from("mailto:a@b").unwrap();
        assert!(absolute.is_opaque());
        assert_eq!(absolute.scheme().as_str(), "mailto");
        let relative = RelativeUriBuf::try_from("//h/p?q").unwrap();
        assert_eq!(relative.authority().unwrap().as_str(), "h");
        let (b, a) = (parse_uri_reference("b").unwrap(), parse_uri_reference("a:b").unwrap());
        assert!(a < b && parse_absolute_uri("a:b").unwrap() < parse_absolute_uri("a:c").unwrap());
        assert!(parse_relative_uri("B").unwrap() < parse_relative_uri("a").unwrap());
    }

    #[test]
    fn the_options_are_kept() {
        let ipv6 = Options::rfc2732(true);
        let owned = UriReferenceBuf::parse_with("http://[::1]/", ipv6).unwrap();
        assert_eq!(owned.options(), ipv6);
        assert_eq!(owned.get().host().unwrap().as_str(), "[::1]");
        assert_eq!(owned, UriReferenceBuf::parse_with("http://[::1]/", ipv6).unwrap());
    }
}
