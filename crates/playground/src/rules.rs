//! Each `Rule` of the library to the public function that implements it, and the syntax tree that function
//! returns: for the playground's trees and the reference's examples.
//!
//! The lists are exhaustive matches over the `Rule` enums, so a rule added to the library without a line here
//! does not compile; the reference's coverage test checks that each function named here has the rule's ABNF in
//! its documentation.

use urigram::core::{Input, input};
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
macro_rules! functions {
    (
        $module:ident, $name_fn:ident, $tree_fn:ident,
        tree { $($tree_rule:ident => $tree_function:ident),* $(,)? }
        text { $($text_rule:ident => $text_function:ident),* $(,)? }
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
        pub fn $tree_fn(rule: $module::Rule, input: Input<'_>, style: Style) -> Option<String> {
            match rule {
                $( $module::Rule::$tree_rule => whole($module::$tree_function(input), style), )*
                $( $module::Rule::$text_rule => { let _ = ($module::$text_function, style); None } )*
            }
        }
    };
}

functions! {
    rfc3986, rfc3986_function, rfc3986_tree,
    tree {
        Uri => uri, HierPart => hier_part, UriReference => uri_reference, AbsoluteUri => absolute_uri,
        RelativeRef => relative_ref, RelativePart => relative_part, Scheme => scheme, Authority => authority,
        Userinfo => userinfo, Host => host, Port => port, IpLiteral => ip_literal, IpvFuture => ipv_future,
        Ipv6Address => ipv6_address, Ipv4Address => ipv4_address, RegName => reg_name, Path => path,
        PathAbempty => path_abempty, PathAbsolute => path_absolute, PathNoscheme => path_noscheme,
        PathRootless => path_rootless, PathEmpty => path_empty, Segment => segment, SegmentNz => segment_nz,
        SegmentNzNc => segment_nz_nc, Query => query, Fragment => fragment,
    }
    text {
        H16 => h16, Ls32 => ls32, DecOctet => dec_octet, Pchar => pchar, PctEncoded => pct_encoded,
        Unreserved => unreserved, Reserved => reserved, GenDelims => gen_delims, SubDelims => sub_delims,
    }
}

functions! {
    rfc2396, rfc2396_function, rfc2396_strict_tree,
    tree {
        UriReference => uri_reference, AbsoluteUri => absolute_uri, RelativeUri => relative_uri,
        HierPart => hier_part, OpaquePart => opaque_part, NetPath => net_path, AbsPath => abs_path,
        RelPath => rel_path, RelSegment => rel_segment, Scheme => scheme, Authority => authority,
        RegName => reg_name, Server => server, Userinfo => userinfo, Hostport => hostport, Host => host,
        Hostname => hostname, Domainlabel => domainlabel, Toplabel => toplabel, Ipv4Address => ipv4_address,
        Port => port, Path => path, PathSegments => path_segments, Segment => segment, Param => param,
        Query => query, Fragment => fragment, Ipv6Reference => ipv6_reference, Ipv6Address => ipv6_address,
    }
    text {
        UricNoSlash => uric_no_slash, Pchar => pchar, Uric => uric, Reserved => reserved,
        Unreserved => unreserved, Mark => mark, Escaped => escaped, Hex => hex, Alphanum => alphanum,
        Alpha => alpha, Lowalpha => lowalpha, Upalpha => upalpha, Digit => digit, Hexpart => hexpart,
        Hexseq => hexseq, Hex4 => hex4, Unwise => unwise,
    }
}

functions! {
    rfc1808, rfc1808_function, rfc1808_strict_tree,
    tree {
        Url => url, AbsoluteUrl => absolute_url, GenericRl => generic_rl, RelativeUrl => relative_url,
        NetPath => net_path, AbsPath => abs_path, RelPath => rel_path, Path => path, Fsegment => fsegment,
        Segment => segment, Params => params, Param => param, Scheme => scheme, NetLoc => net_loc,
        Query => query, Fragment => fragment,
    }
    text {
        Pchar => pchar, Uchar => uchar, Unreserved => unreserved, Escape => escape, Hex => hex, Alpha => alpha,
        Lowalpha => lowalpha, Hialpha => hialpha, Digit => digit, Safe => safe, Extra => extra,
        National => national, Reserved => reserved, Punctuation => punctuation, Unsafe => r#unsafe,
    }
}

/// The RFC 2396 rules whose function reads differently with RFC 2732 (the `_with` functions of the module).
fn rfc2396_depends_on_options(rule: rfc2396::Rule) -> bool {
    use rfc2396::Rule::*;
    matches!(
        rule,
        UriReference
            | AbsoluteUri
            | RelativeUri
            | HierPart
            | OpaquePart
            | NetPath
            | Authority
            | Server
            | Hostport
            | Host
            | Ipv4Address
            | Path
            | Query
            | Fragment
            | Uric
            | Reserved
            | Unwise
    )
}

/// The tree of an RFC 2396 rule under `options`: the public function's, where one reads with these options.
pub fn rfc2396_tree(rule: rfc2396::Rule, options: rfc2396::Options, text: &str, style: Style) -> Option<String> {
    if options == rfc2396::Options::RFC2396 || !rfc2396_depends_on_options(rule) {
        return rfc2396_strict_tree(rule, input(text), style);
    }
    match rule {
        rfc2396::Rule::UriReference => rfc2396::parse_uri_reference_with(text, options).ok().map(|t| style.write(&t)),
        rfc2396::Rule::AbsoluteUri => rfc2396::parse_absolute_uri_with(text, options).ok().map(|t| style.write(&t)),
        rfc2396::Rule::RelativeUri => rfc2396::parse_relative_uri_with(text, options).ok().map(|t| style.write(&t)),
        rfc2396::Rule::Ipv4Address => whole(rfc2396::ipv4_address_rfc2373(input(text)), style),
        _ => None,
    }
}

/// The RFC 1808 rules whose function reads the same under RFC 2068's classes.
fn rfc1808_depends_on_options(rule: rfc1808::Rule) -> bool {
    use rfc1808::Rule::*;
    !matches!(rule, Scheme | Escape | Hex | Alpha | Lowalpha | Hialpha | Digit | Extra | Punctuation | Unsafe)
}

/// The tree of an RFC 1808 rule under `options`: the public function's, where one reads with these options.
pub fn rfc1808_tree(rule: rfc1808::Rule, options: rfc1808::Options, text: &str, style: Style) -> Option<String> {
    if options == rfc1808::Options::RFC1808 || !rfc1808_depends_on_options(rule) {
        return rfc1808_strict_tree(rule, input(text), style);
    }
    match rule {
        rfc1808::Rule::Url => rfc1808::parse_url_with(text, options).ok().map(|t| style.write(&t)),
        rfc1808::Rule::AbsoluteUrl => rfc1808::parse_absolute_url_with(text, options).ok().map(|t| style.write(&t)),
        rfc1808::Rule::RelativeUrl => rfc1808::parse_relative_url_with(text, options).ok().map(|t| style.write(&t)),
        _ => None,
    }
}
