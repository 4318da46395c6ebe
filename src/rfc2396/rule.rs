//! The productions of RFC 2396 Appendix A, by name, and the rules RFC 2732 adds.

use crate::grammar::{Rfc, grammar_rules};

grammar_rules! {
    /// Every production of RFC 2396 Appendix A, in the order the appendix lists them, then the rules that the
    /// RFC 2732 amendment adds (used only with [`Options::rfc2732`](super::Options::rfc2732)).
    ///
    /// Names keep the RFC's spelling, `_` included. The section of an RFC 2732 rule says where it comes from
    /// (`3.2.2 as amended by RFC 2732 §3`), since every rule of this enum is reported as RFC 2396's.
    ///
    /// ```
    /// use urigram::{Grammar, rfc2396::Rule};
    /// assert_eq!(Rule::HierPart.name(), "hier_part");
    /// assert_eq!(Rule::Hostname.section(), "3.2.2");
    /// assert_eq!("URI-reference".parse::<Rule>(), Ok(Rule::UriReference));
    /// ```
    pub enum Rule for Rfc::Rfc2396, read as super::diagnose::Reading {
        /// `URI-reference`
        UriReference = ("URI-reference", "4", "an absolute or relative URI, or nothing, and an optional fragment"),
        /// `absoluteURI`
        AbsoluteUri = ("absoluteURI", "3", "a scheme, \":\", and a hierarchical or opaque part"),
        /// `relativeURI`
        RelativeUri = ("relativeURI", "5", "a network, absolute or relative path and an optional query"),
        /// `hier_part`
        HierPart = ("hier_part", "3", "a network or absolute path and an optional query"),
        /// `opaque_part`
        OpaquePart = ("opaque_part", "3", "the scheme-specific part of a URI that does not start with \"/\""),
        /// `uric_no_slash`
        UricNoSlash = ("uric_no_slash", "3", "a URI character other than \"/\", which starts an opaque part"),
        /// `net_path`
        NetPath = ("net_path", "3", "\"//\", an authority and an optional absolute path"),
        /// `abs_path`
        AbsPath = ("abs_path", "3", "\"/\" and path segments"),
        /// `rel_path`
        RelPath = ("rel_path", "5", "a relative path: a first segment without \":\" and an optional absolute path"),
        /// `rel_segment`
        RelSegment = ("rel_segment", "5", "the non-empty first segment of a relative path, without \":\""),
        /// `scheme`
        Scheme = ("scheme", "3.1", "a scheme name: a letter, then letters, digits, \"+\", \"-\" or \".\""),
        /// `authority`
        Authority = ("authority", "3.2", "the naming authority: a server or a registry-based name"),
        /// `reg_name`
        RegName = ("reg_name", "3.2.1", "a registry-based naming authority"),
        /// `server`
        Server = ("server", "3.2.2", "a server-based authority: [userinfo \"@\"] host [\":\" port], or nothing"),
        /// `userinfo`
        Userinfo = ("userinfo", "3.2.2", "user information before \"@\""),
        /// `hostport`
        Hostport = ("hostport", "3.2.2", "a host and an optional \":\" port"),
        /// `host`
        Host = ("host", "3.2.2", "a host: a host name or an IPv4 address"),
        /// `hostname`
        Hostname = ("hostname", "3.2.2", "a domain name: labels separated by \".\", the last one starting with a letter"),
        /// `domainlabel`
        Domainlabel = ("domainlabel", "3.2.2", "a label of letters, digits and \"-\" that starts and ends alphanumeric"),
        /// `toplabel`
        Toplabel = ("toplabel", "3.2.2", "the rightmost label of a host name: it starts with a letter"),
        /// `IPv4address`
        Ipv4Address = ("IPv4address", "3.2.2", "four groups of decimal digits separated by \".\""),
        /// `port`
        Port = ("port", "3.2.2", "a port: decimal digits"),
        /// `path`
        Path = ("path", "3.3", "an absolute path, an opaque part, or nothing"),
        /// `path_segments`
        PathSegments = ("path_segments", "3.3", "segments separated by \"/\""),
        /// `segment`
        Segment = ("segment", "3.3", "a path segment and its \";\" parameters"),
        /// `param`
        Param = ("param", "3.3", "a parameter of a path segment, after \";\""),
        /// `pchar`
        Pchar = ("pchar", "3.3", "a path character: unreserved, escaped, or one of : @ & = + $ ,"),
        /// `query`
        Query = ("query", "3.4", "the query: URI characters"),
        /// `fragment`
        Fragment = ("fragment", "4.1", "the fragment identifier: URI characters"),
        /// `uric`
        Uric = ("uric", "2", "a URI character: reserved, unreserved or escaped"),
        /// `reserved`
        Reserved = ("reserved", "2.2", "one of ; / ? : @ & = + $ ,"),
        /// `unreserved`
        Unreserved = ("unreserved", "2.3", "a letter, a digit or a mark"),
        /// `mark`
        Mark = ("mark", "2.3", "one of - _ . ! ~ * ' ( )"),
        /// `escaped`
        Escaped = ("escaped", "2.4.1", "an escaped octet: \"%\" and two hexadecimal digits"),
        /// `hex`
        Hex = ("hex", "2.4.1", "a hexadecimal digit"),
        /// `alphanum`
        Alphanum = ("alphanum", "1.6", "a letter or a digit"),
        /// `alpha`
        Alpha = ("alpha", "1.6", "a letter"),
        /// `lowalpha`
        Lowalpha = ("lowalpha", "1.6", "a lowercase letter"),
        /// `upalpha`
        Upalpha = ("upalpha", "1.6", "an uppercase letter"),
        /// `digit`
        Digit = ("digit", "1.6", "a decimal digit"),
        /// `IPv6reference` ([RFC 2732 §3](https://www.rfc-editor.org/rfc/rfc2732#section-3))
        Ipv6Reference = (
            "IPv6reference",
            "3.2.2 as amended by RFC 2732 \u{a7}3",
            "an IPv6 address in square brackets (RFC 2732)",
            only with "RFC 2732"
        ),
        /// `IPv6address` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Ipv6Address = (
            "IPv6address",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "an IPv6 address in the text form of RFC 2373",
            only with "RFC 2732"
        ),
        /// `hexpart` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Hexpart = (
            "hexpart",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "the hexadecimal groups of an IPv6 address, with at most one \"::\"",
            only with "RFC 2732"
        ),
        /// `hexseq` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Hexseq = (
            "hexseq",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "hexadecimal groups separated by \":\"",
            only with "RFC 2732"
        ),
        /// `unwise` (RFC 2396 §2.4.3, as changed by RFC 2732 §3). RFC 2396 defines it in its text but not in the
        /// collected grammar of Appendix A; RFC 2732 §3 writes it as a rule, so it belongs to the amended grammar.
        Unwise = (
            "unwise",
            "2.4.3, as changed by RFC 2732 \u{a7}3",
            "one of { } | \\ ^ [ ] `, to be escaped (RFC 2732 takes out [ and ]); no rule refers to it",
            only with "RFC 2732"
        ),
        /// `hex4` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Hex4 = (
            "hex4",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "one to four hexadecimal digits",
            only with "RFC 2732"
        ),
    }
}
