//! Each `Rule` of the library to the public function that implements it, and the syntax tree that function
//! returns: for the playground's trees and the reference's examples.
//!
//! The lists are exhaustive matches over the `Rule` enums, so a rule added to the library without a line here
//! does not compile; the reference's coverage test checks that each function named here has the rule's ABNF in
//! its documentation.

use urigram::grammar::{Input, input};
use urigram::{rfc1808, rfc2396, rfc3986};

/// How a tree is written: the `Debug` form on one line, or the pretty one (`{:#?}`), a node per line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `{:?}`.
    Compact,
    /// `{:#?}`.
    Pretty,
}

impl Style {
    fn write(self, tree: &impl core::fmt::Debug) -> String {
        match self {
            Style::Compact => format!("{tree:?}"),
            Style::Pretty => format!("{tree:#?}"),
        }
    }
}

/// The debug form of what `result` returns when it reads all of its input.
fn whole<'a, O: core::fmt::Debug, E>(result: Result<(Input<'a>, O), E>, style: Style) -> Option<String> {
    match result {
        Ok((rest, output)) if rest.fragment().is_empty() => Some(style.write(&output)),
        _ => None,
    }
}

/// Declares, for one module, `$function(rule)` (the name of each rule's function) and `$tree(rule, input)`
/// (the debug form of that function's tree on all of `input`, for the functions that return one; the others
/// return the text they read, which the reference shows as a span).
///
/// Where the module's grammar has variants, `$tree` is generic over them (`<V: rfc2396::Variant>`), and the
/// functions that a variant changes are named with it (`authority::<V>`).
macro_rules! functions {
    (
        $module:ident, $name_fn:ident, $tree_fn:ident $(<$variant:ident: $bound:path>)?,
        tree { $($tree_rule:ident => $tree_function:ident $(::<$tree_variant:ident>)?),* $(,)? }
        text { $($text_rule:ident => $text_function:ident $(::<$text_variant:ident>)?),* $(,)? }
    ) => {
        /// The name of the public function that implements `rule`.
        pub fn $name_fn(rule: $module::Rule) -> &'static str {
            match rule {
                $( $module::Rule::$tree_rule => stringify!($tree_function), )*
                $( $module::Rule::$text_rule => stringify!($text_function), )*
            }
        }

        /// The debug form of the tree the function of `rule` returns on all of `input`, for the rules whose
        /// function returns a tree (the others return the text they read).
        pub fn $tree_fn $(<$variant: $bound>)? (rule: $module::Rule, input: Input<'_>, style: Style) -> Option<String> {
            match rule {
                $( $module::Rule::$tree_rule => whole($module::$tree_function $(::<$tree_variant>)? (input), style), )*
                $( $module::Rule::$text_rule => { let _ = ($module::$text_function $(::<$text_variant>)?, style); None } )*
            }
        }
    };
}

functions! {
    rfc3986, rfc3986_function, rfc3986_variant_tree<V: rfc3986::Variant>,
    tree {
        Uri => uri::<V>, HierPart => hier_part::<V>, UriReference => uri_reference::<V>,
        AbsoluteUri => absolute_uri::<V>, RelativeRef => relative_ref::<V>, RelativePart => relative_part::<V>,
        Scheme => scheme, Authority => authority::<V>, Userinfo => userinfo, Host => host::<V>, Port => port,
        IpLiteral => ip_literal::<V>, IpvFuture => ipv_future, Ipv6Address => ipv6_address,
        Ipv4Address => ipv4_address, RegName => reg_name, Path => path, PathAbempty => path_abempty,
        PathAbsolute => path_absolute, PathNoscheme => path_noscheme, PathRootless => path_rootless,
        PathEmpty => path_empty, Segment => segment, SegmentNz => segment_nz, SegmentNzNc => segment_nz_nc,
        Query => query, Fragment => fragment, Ipv6Addrz => ipv6_addrz, ZoneId => zone_id,
    }
    text {
        H16 => h16, Ls32 => ls32, DecOctet => dec_octet, Pchar => pchar, PctEncoded => pct_encoded,
        Unreserved => unreserved, Reserved => reserved, GenDelims => gen_delims, SubDelims => sub_delims,
    }
}

/// The tree of an RFC 3986 rule under `options`: its public function's in the variant that `options` names.
pub fn rfc3986_tree(rule: rfc3986::Rule, options: rfc3986::Options, text: &str, style: Style) -> Option<String> {
    match options.zone_ids_rfc6874 {
        false => rfc3986_variant_tree::<rfc3986::Rfc3986>(rule, input(text), style),
        true => rfc3986_variant_tree::<rfc3986::Rfc6874>(rule, input(text), style),
    }
}

functions! {
    rfc2396, rfc2396_function, rfc2396_variant_tree<V: rfc2396::Variant>,
    tree {
        UriReference => uri_reference::<V>, AbsoluteUri => absolute_uri::<V>, RelativeUri => relative_uri::<V>,
        HierPart => hier_part::<V>, OpaquePart => opaque_part::<V>, NetPath => net_path::<V>, AbsPath => abs_path,
        RelPath => rel_path, RelSegment => rel_segment, Scheme => scheme, Authority => authority::<V>,
        RegName => reg_name, Server => server::<V>, Userinfo => userinfo, Hostport => hostport::<V>,
        Host => host::<V>, Hostname => hostname, Domainlabel => domainlabel, Toplabel => toplabel,
        Ipv4Address => ipv4_address, Port => port, Path => path::<V>, PathSegments => path_segments,
        Segment => segment, Param => param, Query => query::<V>, Fragment => fragment::<V>,
        Ipv6Reference => ipv6_reference, Ipv6Address => ipv6_address,
    }
    text {
        UricNoSlash => uric_no_slash, Pchar => pchar, Uric => uric::<V>, Reserved => reserved::<V>,
        Unreserved => unreserved, Mark => mark, Escaped => escaped, Hex => hex, Alphanum => alphanum,
        Alpha => alpha, Lowalpha => lowalpha, Upalpha => upalpha, Digit => digit, Hexpart => hexpart,
        Hexseq => hexseq, Hex4 => hex4, Unwise => unwise::<V>,
    }
}

functions! {
    rfc1808, rfc1808_function, rfc1808_variant_tree<V: rfc1808::Variant>,
    tree {
        Url => url::<V>, AbsoluteUrl => absolute_url::<V>, GenericRl => generic_rl::<V>,
        RelativeUrl => relative_url::<V>, NetPath => net_path::<V>, AbsPath => abs_path::<V>,
        RelPath => rel_path::<V>, Path => path::<V>, Fsegment => fsegment::<V>, Segment => segment::<V>,
        Params => params::<V>, Param => param::<V>, Scheme => scheme, NetLoc => net_loc::<V>, Query => query::<V>,
        Fragment => fragment::<V>,
    }
    text {
        Pchar => pchar::<V>, Uchar => uchar::<V>, Unreserved => unreserved::<V>, Escape => escape, Hex => hex,
        Alpha => alpha, Lowalpha => lowalpha, Hialpha => hialpha, Digit => digit, Safe => safe::<V>,
        Extra => extra, National => national::<V>, Reserved => reserved::<V>, Punctuation => punctuation,
        Unsafe => r#unsafe,
    }
}

/// The tree of an RFC 2396 rule under `options`: its public function's in the variant that `options` names (RFC
/// 2732's `IPv4address` is RFC 2373's, a function of its own).
pub fn rfc2396_tree(rule: rfc2396::Rule, options: rfc2396::Options, text: &str, style: Style) -> Option<String> {
    if options == rfc2396::Options::RFC2396 {
        return rfc2396_variant_tree::<rfc2396::Rfc2396>(rule, input(text), style);
    }
    match rule {
        rfc2396::Rule::Ipv4Address => whole(rfc2396::ipv4_address_rfc2373(input(text)), style),
        _ => rfc2396_variant_tree::<rfc2396::Rfc2732>(rule, input(text), style),
    }
}

/// The tree of an RFC 1808 rule under `options`: its public function's in the variant that `options` names.
pub fn rfc1808_tree(rule: rfc1808::Rule, options: rfc1808::Options, text: &str, style: Style) -> Option<String> {
    match options.rfc2068_national {
        false => rfc1808_variant_tree::<rfc1808::Rfc1808>(rule, input(text), style),
        true => rfc1808_variant_tree::<rfc1808::Rfc2068>(rule, input(text), style),
    }
}
