//! The productions of RFC 1808 §2.2, by name.

use crate::grammar::{Rfc, grammar_rules};

grammar_rules! {
    /// Every production of RFC 1808 §2.2, in the order the section lists them, then `unsafe`, the one rule of the
    /// RFC 2068 §3.2.1 variant (see [`Options`](super::Options)) that RFC 1808 does not have.
    ///
    /// ```
    /// use urigram::{Grammar, rfc1808::Rule};
    /// assert_eq!(Rule::GenericRl.name(), "generic-RL");
    /// assert_eq!(Rule::NetLoc.section(), "2.2");
    /// assert_eq!("net_loc".parse::<Rule>(), Ok(Rule::NetLoc));
    /// ```
    pub enum Rule for Rfc::Rfc1808, read as super::diagnose::Reading, run <V: super::Variant> {
        /// `URL`
        Url = ("URL", "2.2", "an absolute or relative URL, then an optional \"#\" and fragment") => tree url::<V>,
        /// `absoluteURL`
        AbsoluteUrl = ("absoluteURL", "2.2", "a scheme, \":\", and a generic-RL or any uchar and reserved characters") => tree absolute_url::<V>,
        /// `generic-RL`
        GenericRl = ("generic-RL", "2.2", "a scheme, \":\" and a relative URL: the syntax a base URL must have") => tree generic_rl::<V>,
        /// `relativeURL`
        RelativeUrl = ("relativeURL", "2.2", "a network path, an absolute path or a relative path") => tree relative_url::<V>,
        /// `net_path`
        NetPath = ("net_path", "2.2", "\"//\", a network location and an optional absolute path") => tree net_path::<V>,
        /// `abs_path`
        AbsPath = ("abs_path", "2.2", "\"/\" and a relative path") => tree abs_path::<V>,
        /// `rel_path`
        RelPath = ("rel_path", "2.2", "an optional path, \";\" params and \"?\" query") => tree rel_path::<V>,
        /// `path`
        Path = ("path", "2.2", "a non-empty first segment, then \"/\"-separated segments") => tree path::<V>,
        /// `fsegment`
        Fsegment = ("fsegment", "2.2", "the first segment of a path: one or more path characters") => tree fsegment::<V>,
        /// `segment`
        Segment = ("segment", "2.2", "a path segment after a \"/\", possibly empty") => tree segment::<V>,
        /// `params`
        Params = ("params", "2.2", "object parameters: params separated by \";\"") => tree params::<V>,
        /// `param`
        Param = ("param", "2.2", "one parameter: path characters and \"/\"") => tree param::<V>,
        /// `scheme`
        Scheme = ("scheme", "2.2", "a scheme name: letters, digits, \"+\", \"-\" and \".\", at least one") => tree scheme,
        /// `net_loc`
        NetLoc = ("net_loc", "2.2", "the network location and login: path characters, \";\" and \"?\"") => tree net_loc::<V>,
        /// `query`
        Query = ("query", "2.2", "query information: uchar and reserved characters") => tree query::<V>,
        /// `fragment`
        Fragment = ("fragment", "2.2", "the fragment identifier: uchar and reserved characters") => tree fragment::<V>,
        /// `pchar`
        Pchar = ("pchar", "2.2", "a path character: uchar, \":\", \"@\", \"&\" or \"=\"") => text pchar::<V>,
        /// `uchar`
        Uchar = ("uchar", "2.2", "an unreserved character or an escape") => text uchar::<V>,
        /// `unreserved`
        Unreserved = ("unreserved", "2.2", "a letter, digit, safe or extra character") => text unreserved::<V>,
        /// `escape`
        Escape = ("escape", "2.2", "an escaped octet: \"%\" and two hexadecimal digits") => text escape,
        /// `hex`
        Hex = ("hex", "2.2", "a hexadecimal digit, either case") => text hex,
        /// `alpha`
        Alpha = ("alpha", "2.2", "a letter, either case") => text alpha,
        /// `lowalpha`
        Lowalpha = ("lowalpha", "2.2", "a lower-case letter a-z") => text lowalpha,
        /// `hialpha`
        Hialpha = ("hialpha", "2.2", "an upper-case letter A-Z") => text hialpha,
        /// `digit`
        Digit = ("digit", "2.2", "a decimal digit 0-9") => text digit,
        /// `safe`
        Safe = ("safe", "2.2", "one of $ - _ . +") => text safe::<V>,
        /// `extra`
        Extra = ("extra", "2.2", "one of ! * ' ( ) ,") => text extra,
        /// `national`
        National = ("national", "2.2", "one of { } | \\ ^ ~ [ ] `, which no other rule of RFC 1808 uses") => text national::<V>,
        /// `reserved`
        Reserved = ("reserved", "2.2", "one of ; / ? : @ & =") => text reserved::<V>,
        /// `punctuation`
        Punctuation = ("punctuation", "2.2", "one of < > # % \", which no other rule of RFC 1808 uses") => text punctuation,
        /// `unsafe` ([RFC 2068 §3.2.1](https://www.rfc-editor.org/rfc/rfc2068#section-3.2.1))
        Unsafe = (
            "unsafe",
            "2.2, as varied by RFC 2068 \u{a7}3.2.1",
            "a control, space or one of \" # % < > (RFC 2068, which has no other rule using it)",
            only with "RFC 2068"
        ) => text r#unsafe,
    }
}
