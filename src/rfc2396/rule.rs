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
    pub enum Rule for Rfc::Rfc2396, read as super::diagnose::Reading, run <V: super::Variant> {
        /// `URI-reference`
        UriReference = ("URI-reference", "4", "an absolute or relative URI, or nothing, and an optional fragment") => tree uri_reference::<V>,
        /// `absoluteURI`
        AbsoluteUri = ("absoluteURI", "3", "a scheme, \":\", and a hierarchical or opaque part") => tree absolute_uri::<V>,
        /// `relativeURI`
        RelativeUri = ("relativeURI", "5", "a network, absolute or relative path and an optional query") => tree relative_uri::<V>,
        /// `hier_part`
        HierPart = ("hier_part", "3", "a network or absolute path and an optional query") => tree hier_part::<V>,
        /// `opaque_part`
        OpaquePart = ("opaque_part", "3", "the scheme-specific part of a URI that does not start with \"/\"") => tree opaque_part::<V>,
        /// `uric_no_slash`
        UricNoSlash = ("uric_no_slash", "3", "a URI character other than \"/\", which starts an opaque part") => text uric_no_slash,
        /// `net_path`
        NetPath = ("net_path", "3", "\"//\", an authority and an optional absolute path") => tree net_path::<V>,
        /// `abs_path`
        AbsPath = ("abs_path", "3", "\"/\" and path segments") => tree abs_path::<V>,
        /// `rel_path`
        RelPath = ("rel_path", "5", "a relative path: a first segment without \":\" and an optional absolute path") => tree rel_path::<V>,
        /// `rel_segment`
        RelSegment = ("rel_segment", "5", "the non-empty first segment of a relative path, without \":\"") => tree rel_segment,
        /// `scheme`
        Scheme = ("scheme", "3.1", "a scheme name: a letter, then letters, digits, \"+\", \"-\" or \".\"") => tree scheme,
        /// `authority`
        Authority = ("authority", "3.2", "the naming authority: a server or a registry-based name") => tree authority::<V>,
        /// `reg_name`
        RegName = ("reg_name", "3.2.1", "a registry-based naming authority") => tree reg_name,
        /// `server`
        Server = ("server", "3.2.2", "a server-based authority: [userinfo \"@\"] host [\":\" port], or nothing") => tree server::<V>,
        /// `userinfo`
        Userinfo = ("userinfo", "3.2.2", "user information before \"@\"") => tree userinfo,
        /// `hostport`
        Hostport = ("hostport", "3.2.2", "a host and an optional \":\" port") => tree hostport::<V>,
        /// `host`
        Host = ("host", "3.2.2", "a host: a host name or an IPv4 address") => tree host::<V>,
        /// `hostname`
        Hostname = ("hostname", "3.2.2", "a domain name: labels separated by \".\", the last one starting with a letter") => tree hostname,
        /// `domainlabel` (fused into `hostname`'s automaton, and read where the automaton leaves off)
        Domainlabel = ("domainlabel", "3.2.2", "a label of letters, digits and \"-\" that starts and ends alphanumeric") => tree domainlabel,
        /// `toplabel` (fused into `hostname`'s automaton, and read where the automaton leaves off)
        Toplabel = ("toplabel", "3.2.2", "the rightmost label of a host name: it starts with a letter") => tree toplabel,
        /// `IPv4address`
        Ipv4Address = ("IPv4address", "3.2.2", "four groups of decimal digits separated by \".\"") => tree ipv4_address_in::<V> as ipv4_address,
        /// `port`
        Port = ("port", "3.2.2", "a port: decimal digits") => tree port,
        /// `path`
        Path = ("path", "3.3", "an absolute path, an opaque part, or nothing") => tree path::<V>,
        /// `path_segments`
        PathSegments = ("path_segments", "3.3", "segments separated by \"/\"") => tree path_segments,
        /// `segment`
        Segment = ("segment", "3.3", "a path segment and its \";\" parameters") => tree segment,
        /// `param`
        Param = ("param", "3.3", "a parameter of a path segment, after \";\"") => tree param,
        /// `pchar`
        Pchar = ("pchar", "3.3", "a path character: unreserved, escaped, or one of : @ & = + $ ,") => text pchar,
        /// `query`
        Query = ("query", "3.4", "the query: URI characters") => tree query::<V>,
        /// `fragment`
        Fragment = ("fragment", "4.1", "the fragment identifier: URI characters") => tree fragment::<V>,
        /// `uric`
        Uric = ("uric", "2", "a URI character: reserved, unreserved or escaped") => text uric::<V>,
        /// `reserved`
        Reserved = ("reserved", "2.2", "one of ; / ? : @ & = + $ ,") => text reserved::<V>,
        /// `unreserved`
        Unreserved = ("unreserved", "2.3", "a letter, a digit or a mark") => text unreserved,
        /// `mark`
        Mark = ("mark", "2.3", "one of - _ . ! ~ * ' ( )") => text mark,
        /// `escaped`
        Escaped = ("escaped", "2.4.1", "an escaped octet: \"%\" and two hexadecimal digits") => text escaped,
        /// `hex`
        Hex = ("hex", "2.4.1", "a hexadecimal digit") => text hex,
        /// `alphanum`
        Alphanum = ("alphanum", "1.6", "a letter or a digit") => text alphanum,
        /// `alpha`
        Alpha = ("alpha", "1.6", "a letter") => text alpha,
        /// `lowalpha`
        Lowalpha = ("lowalpha", "1.6", "a lowercase letter") => text lowalpha,
        /// `upalpha`
        Upalpha = ("upalpha", "1.6", "an uppercase letter") => text upalpha,
        /// `digit`
        Digit = ("digit", "1.6", "a decimal digit") => text digit,
        /// `IPv6reference` ([RFC 2732 §3](https://www.rfc-editor.org/rfc/rfc2732#section-3))
        Ipv6Reference = (
            "IPv6reference",
            "3.2.2 as amended by RFC 2732 \u{a7}3",
            "an IPv6 address in square brackets (RFC 2732)",
            only with "RFC 2732"
        ) => tree ipv6_reference,
        /// `IPv6address` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Ipv6Address = (
            "IPv6address",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "an IPv6 address in the text form of RFC 2373",
            only with "RFC 2732"
        ) => tree ipv6_address,
        /// `hexpart` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Hexpart = (
            "hexpart",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "the hexadecimal groups of an IPv6 address, with at most one \"::\"",
            only with "RFC 2732"
        ) => text hexpart,
        /// `hexseq` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Hexseq = (
            "hexseq",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "hexadecimal groups separated by \":\"",
            only with "RFC 2732"
        ) => text hexseq,
        /// `unwise` (RFC 2396 §2.4.3, as changed by RFC 2732 §3). RFC 2396 defines it in its text but not in the
        /// collected grammar of Appendix A; RFC 2732 §3 writes it as a rule, so it belongs to the amended grammar.
        Unwise = (
            "unwise",
            "2.4.3, as changed by RFC 2732 \u{a7}3",
            "one of { } | \\ ^ [ ] `, to be escaped (RFC 2732 takes out [ and ]); no rule refers to it",
            only with "RFC 2732"
        ) => text unwise::<V>,
        /// `hex4` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
        Hex4 = (
            "hex4",
            "3.2.2 as amended by RFC 2732 \u{a7}3 and RFC 2373 Appendix B",
            "one to four hexadecimal digits",
            only with "RFC 2732"
        ) => text hex4,
    }
}
