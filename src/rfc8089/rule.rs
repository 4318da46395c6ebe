//! The productions of RFC 8089 §2 and of its Appendix F, by name.

use crate::grammar::{Rfc, grammar_rules};

grammar_rules! {
    /// Every production of RFC 8089: §2's, in the section's order, then those that Appendix F collects from
    /// Appendix E's nonstandard syntax variations (used only with
    /// [`Options::APPENDIX_F`](super::Options::APPENDIX_F)). The rules §2 imports (`host`, `path-absolute`)
    /// and Appendix F's imports (`userinfo`, `IPv4address`, `IPv6address`, `IPvFuture`, `reg-name`, `ALPHA`)
    /// are RFC 3986's and RFC 5234's, in [`crate::rfc3986`].
    ///
    /// ```
    /// use urigram::{Grammar, rfc8089::Rule};
    /// assert_eq!(Rule::FileUri.name(), "file-URI");
    /// assert_eq!(Rule::UncAuthority.section(), "E.3.2");
    /// assert_eq!("drive-letter".parse::<Rule>(), Ok(Rule::DriveLetter));
    /// ```
    pub enum Rule for Rfc::Rfc8089, read as super::diagnose::Reading, run <V: super::Variant> {
        /// `file-URI`
        FileUri = ("file-URI", "2", "a file URI: \"file:\", then an authority and an absolute path, or a path alone") => tree file_uri::<V>,
        /// `file-scheme`
        FileScheme = ("file-scheme", "2", "the scheme name \"file\", in any case") => text file_scheme,
        /// `file-hier-part`
        FileHierPart = ("file-hier-part", "2", "\"//\" and an authority path, or a local path") => tree file_hier_part::<V>,
        /// `auth-path`
        AuthPath = ("auth-path", "2", "an optional file authority, then an absolute path") => tree auth_path::<V>,
        /// `local-path`
        LocalPath = ("local-path", "2", "an absolute path without an authority") => tree local_path::<V>,
        /// `file-auth`
        FileAuth = ("file-auth", "2", "the authority of a file URI: \"localhost\" or a host") => tree file_auth::<V>,
        /// `unc-authority` (Appendix E.3.2)
        UncAuthority = (
            "unc-authority",
            "E.3.2",
            "two or three slashes and the host of a UNC string in the path (nonstandard)",
            only with "RFC 8089 Appendix F"
        ) => tree unc_authority,
        /// `file-host` (Appendix E.3.2)
        FileHost = (
            "file-host",
            "E.3.2",
            "a host with \"[\" and \"]\" percent-encoded (nonstandard)",
            only with "RFC 8089 Appendix F"
        ) => tree file_host,
        /// `inline-IP` (Appendix E.3.2)
        InlineIp = (
            "inline-IP",
            "E.3.2",
            "an IPv6 or future IP address between \"%5B\" and \"%5D\" (nonstandard)",
            only with "RFC 8089 Appendix F"
        ) => text inline_ip,
        /// `file-absolute` (Appendix E.2.2)
        FileAbsolute = (
            "file-absolute",
            "E.2.2",
            "\"/\", a drive letter, then an absolute path (nonstandard)",
            only with "RFC 8089 Appendix F"
        ) => tree file_absolute,
        /// `drive-letter` (Appendix E.2, E.2.2)
        DriveLetter = (
            "drive-letter",
            "E.2",
            "a DOS or Windows drive: a letter, then \":\" or \"|\" (nonstandard)",
            only with "RFC 8089 Appendix F"
        ) => text drive_letter,
    }
}
