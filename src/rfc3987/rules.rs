//! RFC 3987 §2.2, the rules of IRI references and IRIs: RFC 3986's rules, renamed, read with RFC 3987's
//! characters.
//!
//! Each rule is one function named after it, with the rule quoted above it. The rules that differ from RFC
//! 3986 ("If the non-terminal contains 'URI', this has been changed to 'IRI'. Otherwise, an 'i' has been
//! prefixed.") are RFC 3986's functions instantiated with [`Rfc3987`], whose classes take `ucschar` where RFC
//! 3986 takes `unreserved`, and `iprivate` in `iquery`; the rules that are "the same as those in \[RFC3986\]"
//! are RFC 3986's functions. Either way the failure is told in RFC 3987's names ([`super::rename`]). The
//! rules that reach `IP-literal` are generic over the [`Variant`], as RFC 3986's are, so that RFC 6874's zone
//! identifiers are available in IRIs too.

use super::{Res, Rfc3987, Variant, rename};
use crate::grammar::Input;
use crate::rfc3986;
use crate::rfc3986::ast::{
    AbsoluteUri, Authority, Fragment, HierPart, Host, IpLiteral, Ipv4Address, Ipv6Address, Ipv6Addrz, IpvFuture, Path,
    Port, Query, RegName, RelativeRef, Scheme, Segment, Uri, UriReference, Userinfo, ZoneId,
};

/// ```abnf
/// IRI            = scheme ":" ihier-part [ "?" iquery ]
///                       [ "#" ifragment ]
/// ```
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn iri<V: Variant>(input: Input<'_>) -> Res<'_, Uri<'_>> {
    rename(rfc3986::uri::<V>(input))
}

/// ```abnf
/// ihier-part     = "//" iauthority ipath-abempty
///                / ipath-absolute
///                / ipath-rootless
///                / ipath-empty
/// ```
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ihier_part<V: Variant>(input: Input<'_>) -> Res<'_, HierPart<'_>> {
    rename(rfc3986::hier_part::<V>(input))
}

/// `IRI-reference  = IRI / irelative-ref` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
///
/// As RFC 3986's `URI-reference`, the alternatives cannot both match: an `IRI` has `:` right after its scheme,
/// which an `irelative-ref`'s first segment cannot hold.
pub fn iri_reference<V: Variant>(input: Input<'_>) -> Res<'_, UriReference<'_>> {
    rename(rfc3986::uri_reference::<V>(input))
}

/// `absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn absolute_iri<V: Variant>(input: Input<'_>) -> Res<'_, AbsoluteUri<'_>> {
    rename(rfc3986::absolute_uri::<V>(input))
}

/// `irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn irelative_ref<V: Variant>(input: Input<'_>) -> Res<'_, RelativeRef<'_>> {
    rename(rfc3986::relative_ref::<V>(input))
}

/// ```abnf
/// irelative-part = "//" iauthority ipath-abempty
///                     / ipath-absolute
///                / ipath-noscheme
///                / ipath-empty
/// ```
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn irelative_part<V: Variant>(input: Input<'_>) -> Res<'_, HierPart<'_>> {
    rename(rfc3986::relative_part::<V>(input))
}

/// `iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn iauthority<V: Variant>(input: Input<'_>) -> Res<'_, Authority<'_>> {
    rename(rfc3986::authority::<V>(input))
}

/// `iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn iuserinfo(input: Input<'_>) -> Res<'_, Userinfo<'_>> {
    rename(rfc3986::userinfo::<Rfc3987>(input))
}

/// `ihost          = IP-literal / IPv4address / ireg-name` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
///
/// As RFC 3986's `host`: an `IPv4address` wins only when no `ireg-name` character follows it, so
/// `1.2.3.4é` is a registered name.
pub fn ihost<V: Variant>(input: Input<'_>) -> Res<'_, Host<'_>> {
    rename(rfc3986::host::<V>(input))
}

/// `ireg-name      = *( iunreserved / pct-encoded / sub-delims )` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ireg_name(input: Input<'_>) -> Res<'_, RegName<'_>> {
    rename(rfc3986::reg_name::<Rfc3987>(input))
}

/// ```abnf
/// ipath          = ipath-abempty   ; begins with "/" or is empty
///                / ipath-absolute  ; begins with "/" but not "//"
///                / ipath-noscheme  ; begins with a non-colon segment
///                / ipath-rootless  ; begins with a segment
///                / ipath-empty     ; zero characters
/// ```
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
///
/// The alternatives overlap as RFC 3986's do; the longest path is read and named by the most specific rule.
pub fn ipath(input: Input<'_>) -> Res<'_, Path<'_>> {
    rename(rfc3986::path::<Rfc3987>(input))
}

/// `ipath-abempty  = *( "/" isegment )` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipath_abempty(input: Input<'_>) -> Res<'_, Path<'_>> {
    rename(rfc3986::path_abempty::<Rfc3987>(input))
}

/// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipath_absolute(input: Input<'_>) -> Res<'_, Path<'_>> {
    rename(rfc3986::path_absolute::<Rfc3987>(input))
}

/// `ipath-noscheme = isegment-nz-nc *( "/" isegment )` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipath_noscheme(input: Input<'_>) -> Res<'_, Path<'_>> {
    rename(rfc3986::path_noscheme::<Rfc3987>(input))
}

/// `ipath-rootless = isegment-nz *( "/" isegment )` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipath_rootless(input: Input<'_>) -> Res<'_, Path<'_>> {
    rename(rfc3986::path_rootless::<Rfc3987>(input))
}

/// `ipath-empty    = 0<ipchar>` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipath_empty(input: Input<'_>) -> Res<'_, Path<'_>> {
    rename(rfc3986::path_empty(input))
}

/// `isegment       = *ipchar` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn isegment(input: Input<'_>) -> Res<'_, Segment<'_>> {
    rename(rfc3986::segment::<Rfc3987>(input))
}

/// `isegment-nz    = 1*ipchar` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn isegment_nz(input: Input<'_>) -> Res<'_, Segment<'_>> {
    rename(rfc3986::segment_nz::<Rfc3987>(input))
}

/// ```abnf
/// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
///                      / "@" )
///                ; non-zero-length segment without any colon ":"
/// ```
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn isegment_nz_nc(input: Input<'_>) -> Res<'_, Segment<'_>> {
    rename(rfc3986::segment_nz_nc::<Rfc3987>(input))
}

/// ```abnf
/// ipchar         = iunreserved / pct-encoded / sub-delims / ":"
///                / "@"
/// ```
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipchar(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::pchar::<Rfc3987>(input))
}

/// `iquery         = *( ipchar / iprivate / "/" / "?" )` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn iquery(input: Input<'_>) -> Res<'_, Query<'_>> {
    rename(rfc3986::query::<Rfc3987>(input))
}

/// `ifragment      = *( ipchar / "/" / "?" )` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ifragment(input: Input<'_>) -> Res<'_, Fragment<'_>> {
    rename(rfc3986::fragment::<Rfc3987>(input))
}

/// `scheme         = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, the same as RFC 3986's
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn scheme(input: Input<'_>) -> Res<'_, Scheme<'_>> {
    rename(rfc3986::scheme(input))
}

/// `port           = *DIGIT`, the same as RFC 3986's ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn port(input: Input<'_>) -> Res<'_, Port<'_>> {
    rename(rfc3986::port(input))
}

/// `IP-literal     = "[" ( IPv6address / IPvFuture  ) "]"`, the same as RFC 3986's
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)); with RFC 6874 (the [`Variant`]
/// [`super::Rfc3987Rfc6874`]), `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"`
/// ([RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2)).
pub fn ip_literal<V: Variant>(input: Input<'_>) -> Res<'_, IpLiteral<'_>> {
    rename(rfc3986::ip_literal::<V>(input))
}

/// `IPvFuture      = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, the same as RFC 3986's: ASCII only
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipv_future(input: Input<'_>) -> Res<'_, IpvFuture<'_>> {
    rename(rfc3986::ipv_future(input))
}

/// ```abnf
/// IPv6address    =                            6( h16 ":" ) ls32
///                /                       "::" 5( h16 ":" ) ls32
///                / [               h16 ] "::" 4( h16 ":" ) ls32
///                / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///                / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///                / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///                / [ *4( h16 ":" ) h16 ] "::"              ls32
///                / [ *5( h16 ":" ) h16 ] "::"              h16
///                / [ *6( h16 ":" ) h16 ] "::"
/// ```
/// The same as RFC 3986's ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)).
pub fn ipv6_address(input: Input<'_>) -> Res<'_, Ipv6Address<'_>> {
    rename(rfc3986::ipv6_address(input))
}

/// `h16            = 1*4HEXDIG`, the same as RFC 3986's ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn h16(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::h16(input))
}

/// `ls32           = ( h16 ":" h16 ) / IPv4address`, the same as RFC 3986's
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ls32(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::ls32(input))
}

/// `IPv4address    = dec-octet "." dec-octet "." dec-octet "." dec-octet`, the same as RFC 3986's
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn ipv4_address(input: Input<'_>) -> Res<'_, Ipv4Address<'_>> {
    rename(rfc3986::ipv4_address(input))
}

/// ```abnf
/// dec-octet      = DIGIT                 ; 0-9
///                / %x31-39 DIGIT         ; 10-99
///                / "1" 2DIGIT            ; 100-199
///                / "2" %x30-34 DIGIT     ; 200-249
///                / "25" %x30-35          ; 250-255
/// ```
/// The same as RFC 3986's ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)).
pub fn dec_octet(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::dec_octet(input))
}

/// `pct-encoded    = "%" HEXDIG HEXDIG`, the same as RFC 3986's ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn pct_encoded(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::pct_encoded(input))
}

/// `unreserved     = ALPHA / DIGIT / "-" / "." / "_" / "~"`, the same as RFC 3986's
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn unreserved(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::unreserved(input))
}

/// `reserved       = gen-delims / sub-delims`, the same as RFC 3986's ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn reserved(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::reserved(input))
}

/// `gen-delims     = ":" / "/" / "?" / "#" / "[" / "]" / "@"`, the same as RFC 3986's
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn gen_delims(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::gen_delims(input))
}

/// ```abnf
/// sub-delims     = "!" / "$" / "&" / "'" / "(" / ")"
///                / "*" / "+" / "," / ";" / "="
/// ```
/// The same as RFC 3986's ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)).
pub fn sub_delims(input: Input<'_>) -> Res<'_, Input<'_>> {
    rename(rfc3986::sub_delims(input))
}

/// `IPv6addrz = IPv6address "%25" ZoneID` ([RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2)),
/// which RFC 6874 adds to `IP-literal`; with IRIs as with URIs, the zone is ASCII.
pub fn ipv6_addrz(input: Input<'_>) -> Res<'_, Ipv6Addrz<'_>> {
    rename(rfc3986::ipv6_addrz(input))
}

/// `ZoneID = 1*( unreserved / pct-encoded )` ([RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2))
pub fn zone_id(input: Input<'_>) -> Res<'_, ZoneId<'_>> {
    rename(rfc3986::zone_id(input))
}
