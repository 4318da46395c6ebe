//! The productions of RFC 3986 Appendix A, by name.

use crate::grammar::{Rfc, grammar_rules};

grammar_rules! {
    /// Every production of RFC 3986 Appendix A, in the order the appendix lists them, then the rules that the
    /// RFC 6874 update adds (used only with [`Options::rfc6874`](super::Options::rfc6874)).
    ///
    /// ```
    /// use urigram::{Grammar, rfc3986::Rule};
    /// assert_eq!(Rule::Ipv6Address.name(), "IPv6address");
    /// assert_eq!(Rule::Ipv6Address.section(), "3.2.2");
    /// assert_eq!("path-abempty".parse::<Rule>(), Ok(Rule::PathAbempty));
    /// ```
    pub enum Rule for Rfc::Rfc3986, read as super::diagnose::Reading, run <V: super::Variant> {
        /// `URI`
        Uri = ("URI", "3", "a URI: a scheme, a hierarchical part, an optional query and fragment") => tree uri::<V>,
        /// `hier-part`
        HierPart = ("hier-part", "3", "the hierarchical part: an authority and path, or a path alone") => tree hier_part::<V>,
        /// `URI-reference`
        UriReference = ("URI-reference", "4.1", "a URI or a relative reference") => tree uri_reference::<V>,
        /// `absolute-URI`
        AbsoluteUri = ("absolute-URI", "4.3", "a URI without a fragment") => tree absolute_uri::<V>,
        /// `relative-ref`
        RelativeRef = ("relative-ref", "4.2", "a relative reference: a URI reference without a scheme") => tree relative_ref::<V>,
        /// `relative-part`
        RelativePart = ("relative-part", "4.2", "the authority and path of a relative reference") => tree relative_part::<V>,
        /// `scheme`
        Scheme = ("scheme", "3.1", "a scheme name: a letter, then letters, digits, \"+\", \"-\" or \".\"") => tree scheme,
        /// `authority`
        Authority = ("authority", "3.2", "the authority: [userinfo \"@\"] host [\":\" port]") => tree authority::<V>,
        /// `userinfo`
        Userinfo = ("userinfo", "3.2.1", "user information before \"@\"") => tree userinfo::<V>,
        /// `host`
        Host = ("host", "3.2.2", "a host: an IP literal in brackets, an IPv4 address or a registered name") => tree host::<V>,
        /// `port`
        Port = ("port", "3.2.3", "a port: decimal digits") => tree port,
        /// `IP-literal`
        IpLiteral = ("IP-literal", "3.2.2", "an IPv6 or future IP address in square brackets") => tree ip_literal::<V>,
        /// `IPvFuture`
        IpvFuture = ("IPvFuture", "3.2.2", "a future IP address format: \"v\", hex version, \".\", address") => tree ipv_future,
        /// `IPv6address`
        Ipv6Address = ("IPv6address", "3.2.2", "an IPv6 address") => tree ipv6_address,
        /// `h16`
        H16 = ("h16", "3.2.2", "16 bits of address as one to four hexadecimal digits") => text h16,
        /// `ls32`
        Ls32 = ("ls32", "3.2.2", "the least-significant 32 bits of an IPv6 address") => text ls32,
        /// `IPv4address`
        Ipv4Address = ("IPv4address", "3.2.2", "an IPv4 address in dotted-decimal form") => tree ipv4_address,
        /// `dec-octet` (fused into `IPv4address`, which reads its four octets by index with this rule's reading)
        DecOctet = ("dec-octet", "3.2.2", "a decimal number from 0 to 255 without leading zeros") => text dec_octet,
        /// `reg-name`
        RegName = ("reg-name", "3.2.2", "a registered name, such as a DNS host name") => tree reg_name::<V>,
        /// `path`
        Path = ("path", "3.3", "a path of any of the five kinds") => tree path::<V>,
        /// `path-abempty`
        PathAbempty = ("path-abempty", "3.3", "a path that begins with \"/\" or is empty") => tree path_abempty::<V>,
        /// `path-absolute`
        PathAbsolute = ("path-absolute", "3.3", "a path that begins with \"/\" but not \"//\"") => tree path_absolute::<V>,
        /// `path-noscheme`
        PathNoscheme = ("path-noscheme", "3.3", "a path whose first segment has no \":\"") => tree path_noscheme::<V>,
        /// `path-rootless`
        PathRootless = ("path-rootless", "3.3", "a path that begins with a segment") => tree path_rootless::<V>,
        /// `path-empty`
        PathEmpty = ("path-empty", "3.3", "the empty path") => tree path_empty,
        /// `segment` (fused into the path rules, which read `*( "/" segment )` as one run over `pchar` and `"/"`)
        Segment = ("segment", "3.3", "a path segment, possibly empty") => tree segment::<V>,
        /// `segment-nz`
        SegmentNz = ("segment-nz", "3.3", "a non-empty path segment") => tree segment_nz::<V>,
        /// `segment-nz-nc`
        SegmentNzNc = ("segment-nz-nc", "3.3", "a non-empty path segment without \":\"") => tree segment_nz_nc::<V>,
        /// `pchar` (fused into `segment`, which reads `*pchar` as one run over its class)
        Pchar = ("pchar", "3.3", "a path character: unreserved, percent-encoded, sub-delims, \":\" or \"@\"") => text pchar::<V>,
        /// `query`
        Query = ("query", "3.4", "the query: path characters, \"/\" and \"?\"") => tree query::<V>,
        /// `fragment`
        Fragment = ("fragment", "3.5", "the fragment: path characters, \"/\" and \"?\"") => tree fragment::<V>,
        /// `pct-encoded`
        PctEncoded = ("pct-encoded", "2.1", "a percent-encoded octet: \"%\" and two hexadecimal digits") => text pct_encoded,
        /// `unreserved`
        Unreserved = ("unreserved", "2.3", "a letter, digit, \"-\", \".\", \"_\" or \"~\"") => text unreserved,
        /// `reserved`
        Reserved = ("reserved", "2.2", "a general or sub-component delimiter") => text reserved,
        /// `gen-delims`
        GenDelims = ("gen-delims", "2.2", "one of : / ? # [ ] @") => text gen_delims,
        /// `sub-delims`
        SubDelims = ("sub-delims", "2.2", "one of ! $ & ' ( ) * + , ; =") => text sub_delims,
        /// `IPv6addrz` (RFC 6874)
        Ipv6Addrz = (
            "IPv6addrz",
            "3.2.2 as updated by RFC 6874 \u{a7}2",
            "an IPv6 address with a zone identifier after \"%25\" (RFC 6874)",
            only with "RFC 6874"
        ) => tree ipv6_addrz,
        /// `ZoneID` (RFC 6874)
        ZoneId = (
            "ZoneID",
            "3.2.2 as updated by RFC 6874 \u{a7}2",
            "the zone of an IPv6 address: unreserved or percent-encoded characters (RFC 6874)",
            only with "RFC 6874"
        ) => tree zone_id,
    }
}
