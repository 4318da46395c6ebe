//! The productions of RFC 3987 §2.2, by name.

use crate::grammar::{Rfc, grammar_rules};

grammar_rules! {
    /// Every production of RFC 3987 §2.2, in the order the section lists them: first the rules that differ
    /// from RFC 3986's, then those that are the same; then the rules that the RFC 6874 update adds (used only
    /// with [`Options::rfc6874`](super::Options::rfc6874)).
    ///
    /// ```
    /// use urigram::{Grammar, rfc3987::Rule};
    /// assert_eq!(Rule::IpathAbempty.name(), "ipath-abempty");
    /// assert_eq!(Rule::IpathAbempty.section(), "2.2");
    /// assert_eq!("IRI-reference".parse::<Rule>(), Ok(Rule::IriReference));
    /// ```
    pub enum Rule for Rfc::Rfc3987, read as super::diagnose::Reading, run <V: super::Variant> {
        /// `IRI`
        Iri = ("IRI", "2.2", "an IRI: a scheme, a hierarchical part, an optional query and fragment") => tree iri::<V>,
        /// `ihier-part`
        IhierPart = ("ihier-part", "2.2", "the hierarchical part: an authority and path, or a path alone") => tree ihier_part::<V>,
        /// `IRI-reference`
        IriReference = ("IRI-reference", "2.2", "an IRI or a relative IRI reference") => tree iri_reference::<V>,
        /// `absolute-IRI`
        AbsoluteIri = ("absolute-IRI", "2.2", "an IRI without a fragment") => tree absolute_iri::<V>,
        /// `irelative-ref`
        IrelativeRef = ("irelative-ref", "2.2", "a relative IRI reference: an IRI reference without a scheme") => tree irelative_ref::<V>,
        /// `irelative-part`
        IrelativePart = ("irelative-part", "2.2", "the authority and path of a relative IRI reference") => tree irelative_part::<V>,
        /// `iauthority`
        Iauthority = ("iauthority", "2.2", "the authority: [iuserinfo \"@\"] ihost [\":\" port]") => tree iauthority::<V>,
        /// `iuserinfo`
        Iuserinfo = ("iuserinfo", "2.2", "user information before \"@\"") => tree iuserinfo,
        /// `ihost`
        Ihost = ("ihost", "2.2", "a host: an IP literal in brackets, an IPv4 address or a registered name") => tree ihost::<V>,
        /// `ireg-name`
        IregName = ("ireg-name", "2.2", "a registered name, such as a DNS host name, in any script") => tree ireg_name,
        /// `ipath`
        Ipath = ("ipath", "2.2", "a path of any of the five kinds") => tree ipath,
        /// `ipath-abempty`
        IpathAbempty = ("ipath-abempty", "2.2", "a path that begins with \"/\" or is empty") => tree ipath_abempty,
        /// `ipath-absolute`
        IpathAbsolute = ("ipath-absolute", "2.2", "a path that begins with \"/\" but not \"//\"") => tree ipath_absolute,
        /// `ipath-noscheme`
        IpathNoscheme = ("ipath-noscheme", "2.2", "a path whose first segment has no \":\"") => tree ipath_noscheme,
        /// `ipath-rootless`
        IpathRootless = ("ipath-rootless", "2.2", "a path that begins with a segment") => tree ipath_rootless,
        /// `ipath-empty`
        IpathEmpty = ("ipath-empty", "2.2", "the empty path") => tree ipath_empty,
        /// `isegment`
        Isegment = ("isegment", "2.2", "a path segment, possibly empty") => tree isegment,
        /// `isegment-nz`
        IsegmentNz = ("isegment-nz", "2.2", "a non-empty path segment") => tree isegment_nz,
        /// `isegment-nz-nc`
        IsegmentNzNc = ("isegment-nz-nc", "2.2", "a non-empty path segment without \":\"") => tree isegment_nz_nc,
        /// `ipchar`
        Ipchar = ("ipchar", "2.2", "a path character: iunreserved, percent-encoded, sub-delims, \":\" or \"@\"") => text ipchar,
        /// `iquery`
        Iquery = ("iquery", "2.2", "the query: path characters, private-use characters, \"/\" and \"?\"") => tree iquery,
        /// `ifragment`
        Ifragment = ("ifragment", "2.2", "the fragment: path characters, \"/\" and \"?\"") => tree ifragment,
        /// `iunreserved`
        Iunreserved = ("iunreserved", "2.2", "a letter, digit, \"-\", \".\", \"_\", \"~\" or ucschar") => text iunreserved,
        /// `ucschar`
        Ucschar = ("ucschar", "2.2", "a character beyond ASCII that IRIs allow outside the query too") => text ucschar,
        /// `iprivate`
        Iprivate = ("iprivate", "2.2", "a private-use character, allowed only in the query") => text iprivate,
        /// `scheme`
        Scheme = ("scheme", "2.2", "a scheme name: a letter, then letters, digits, \"+\", \"-\" or \".\"") => tree scheme,
        /// `port`
        Port = ("port", "2.2", "a port: decimal digits") => tree port,
        /// `IP-literal`
        IpLiteral = ("IP-literal", "2.2", "an IPv6 or future IP address in square brackets") => tree ip_literal::<V>,
        /// `IPvFuture`
        IpvFuture = ("IPvFuture", "2.2", "a future IP address format: \"v\", hex version, \".\", address") => tree ipv_future,
        /// `IPv6address`
        Ipv6Address = ("IPv6address", "2.2", "an IPv6 address") => tree ipv6_address,
        /// `h16`
        H16 = ("h16", "2.2", "16 bits of address as one to four hexadecimal digits") => text h16,
        /// `ls32`
        Ls32 = ("ls32", "2.2", "the least-significant 32 bits of an IPv6 address") => text ls32,
        /// `IPv4address`
        Ipv4Address = ("IPv4address", "2.2", "an IPv4 address in dotted-decimal form") => tree ipv4_address,
        /// `dec-octet`
        DecOctet = ("dec-octet", "2.2", "a decimal number from 0 to 255 without leading zeros") => text dec_octet,
        /// `pct-encoded`
        PctEncoded = ("pct-encoded", "2.2", "a percent-encoded octet: \"%\" and two hexadecimal digits") => text pct_encoded,
        /// `unreserved`
        Unreserved = ("unreserved", "2.2", "a letter, digit, \"-\", \".\", \"_\" or \"~\"") => text unreserved,
        /// `reserved`
        Reserved = ("reserved", "2.2", "a general or sub-component delimiter") => text reserved,
        /// `gen-delims`
        GenDelims = ("gen-delims", "2.2", "one of : / ? # [ ] @") => text gen_delims,
        /// `sub-delims`
        SubDelims = ("sub-delims", "2.2", "one of ! $ & ' ( ) * + , ; =") => text sub_delims,
        /// `IPv6addrz` (RFC 6874)
        Ipv6Addrz = (
            "IPv6addrz",
            "2.2 as updated by RFC 6874 \u{a7}2",
            "an IPv6 address with a zone identifier after \"%25\" (RFC 6874)",
            only with "RFC 6874"
        ) => tree ipv6_addrz,
        /// `ZoneID` (RFC 6874)
        ZoneId = (
            "ZoneID",
            "2.2 as updated by RFC 6874 \u{a7}2",
            "the zone of an IPv6 address: unreserved or percent-encoded characters (RFC 6874)",
            only with "RFC 6874"
        ) => tree zone_id,
    }
}

use crate::rfc3986::Rule as UriRule;

/// RFC 3986's rule that RFC 3987's `rule` renames or keeps, or `None` for the three rules that RFC 3987 adds
/// (`iunreserved`, `ucschar`, `iprivate`).
#[must_use]
pub const fn rfc3986_rule(rule: Rule) -> Option<UriRule> {
    Some(match rule {
        Rule::Iri => UriRule::Uri,
        Rule::IhierPart => UriRule::HierPart,
        Rule::IriReference => UriRule::UriReference,
        Rule::AbsoluteIri => UriRule::AbsoluteUri,
        Rule::IrelativeRef => UriRule::RelativeRef,
        Rule::IrelativePart => UriRule::RelativePart,
        Rule::Iauthority => UriRule::Authority,
        Rule::Iuserinfo => UriRule::Userinfo,
        Rule::Ihost => UriRule::Host,
        Rule::IregName => UriRule::RegName,
        Rule::Ipath => UriRule::Path,
        Rule::IpathAbempty => UriRule::PathAbempty,
        Rule::IpathAbsolute => UriRule::PathAbsolute,
        Rule::IpathNoscheme => UriRule::PathNoscheme,
        Rule::IpathRootless => UriRule::PathRootless,
        Rule::IpathEmpty => UriRule::PathEmpty,
        Rule::Isegment => UriRule::Segment,
        Rule::IsegmentNz => UriRule::SegmentNz,
        Rule::IsegmentNzNc => UriRule::SegmentNzNc,
        Rule::Ipchar => UriRule::Pchar,
        Rule::Iquery => UriRule::Query,
        Rule::Ifragment => UriRule::Fragment,
        Rule::Iunreserved | Rule::Ucschar | Rule::Iprivate => return None,
        Rule::Scheme => UriRule::Scheme,
        Rule::Port => UriRule::Port,
        Rule::IpLiteral => UriRule::IpLiteral,
        Rule::IpvFuture => UriRule::IpvFuture,
        Rule::Ipv6Address => UriRule::Ipv6Address,
        Rule::H16 => UriRule::H16,
        Rule::Ls32 => UriRule::Ls32,
        Rule::Ipv4Address => UriRule::Ipv4Address,
        Rule::DecOctet => UriRule::DecOctet,
        Rule::PctEncoded => UriRule::PctEncoded,
        Rule::Unreserved => UriRule::Unreserved,
        Rule::Reserved => UriRule::Reserved,
        Rule::GenDelims => UriRule::GenDelims,
        Rule::SubDelims => UriRule::SubDelims,
        Rule::Ipv6Addrz => UriRule::Ipv6Addrz,
        Rule::ZoneId => UriRule::ZoneId,
    })
}

/// RFC 3987's name for RFC 3986's `rule`: the rule of §2.2 that renames it ("If the non-terminal contains
/// 'URI', this has been changed to 'IRI'. Otherwise, an 'i' has been prefixed.") or keeps it.
#[must_use]
pub const fn from_rfc3986(rule: UriRule) -> Rule {
    FROM_RFC3986[rule as usize]
}

/// [`rfc3986_rule`] turned around, by RFC 3986's rule's place in its enum. Every RFC 3986 rule has exactly
/// one counterpart (a test checks it); the filler is never read.
const FROM_RFC3986: [Rule; <UriRule as crate::grammar::Grammar>::ALL.len()] = {
    let all = <Rule as crate::grammar::Grammar>::ALL;
    let mut table = [Rule::Iunreserved; <UriRule as crate::grammar::Grammar>::ALL.len()];
    let mut index = 0;
    while index < all.len() {
        if let Some(rule) = rfc3986_rule(all[index]) {
            table[rule as usize] = all[index];
        }
        index += 1;
    }
    table
};
