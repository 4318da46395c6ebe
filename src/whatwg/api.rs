//! § 6.1 "URL class": the setters of the URL API, each running the basic URL parser with the URL and a state
//! override as the standard says.
//!
//! After a setter, the span of the component it set is `None` (its text came from the setter's value, not
//! from the parsed input); the other spans are kept.

use alloc::string::String;

use super::parser::{State, Wanted, basic_url_parse_by_states, basic_url_parse_with_override, parse};
use super::percent::{PercentEncodeSet, utf8_percent_encode_str};
use super::plain_url;
use super::problem::Failure;
use super::record::{ComponentSpans, Record, Url, url_serializer};

impl Url {
    /// Runs `change` on the record of separate components and serializes it again, clearing the spans
    /// `clear` names.
    pub(super) fn update(&mut self, clear: fn(&mut ComponentSpans), change: impl FnOnce(Record) -> Record) {
        let mut record = change(self.to_record());
        clear(&mut record.spans);
        *self = url_serializer(&record, false);
    }

    /// The basic URL parser on `input` with this URL as url and `state` as state override, then the spans
    /// `clear` names cleared.
    fn run_with_override(&mut self, input: &str, state: State, clear: fn(&mut ComponentSpans)) {
        basic_url_parse_with_override(input, self, state);
        clear(self.spans_mut());
    }

    /// Whether the basic URL parser succeeds on `input` against `base`: the verdict of [`Url::parse`] without
    /// the URL (like the URL API's `URL.canParse`). It runs the same parser, writing nothing: no allocation
    /// unless a domain needs IDNA.
    ///
    /// ```
    /// use urigram::whatwg::Url;
    /// assert!(Url::can_parse("https://example.org/a?b#c", None));
    /// assert!(!Url::can_parse("https://exa mple.org/", None));
    /// let base = Url::parse("https://example.org/a/", None)?;
    /// assert!(Url::can_parse("../b", Some(&base)));
    /// assert!(!Url::can_parse("../b", None));
    /// # Ok::<(), urigram::whatwg::Failure>(())
    /// ```
    #[must_use]
    pub fn can_parse(input: &str, base: Option<&Url>) -> bool {
        plain_url::reads(input) || basic_url_parse_by_states(input, base, Wanted::Verdict).is_ok()
    }

    /// The `href` setter: "1. Let parsedURL be the result of running the basic URL parser on the given value.
    /// 2. If parsedURL is failure, then throw a TypeError. 3. Set this's URL to parsedURL." (The query object
    /// steps have no object here.)
    ///
    /// ```
    /// let mut url = urigram::whatwg::Url::parse("https://example.org/", None)?;
    /// url.set_href("http://a/b")?;
    /// assert_eq!(url.href(), "http://a/b");
    /// assert!(url.set_href("b").is_err());
    /// # Ok::<(), urigram::whatwg::Failure>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Failure`] when the value does not parse (the URL is unchanged).
    pub fn set_href(&mut self, value: &str) -> Result<(), Failure> {
        *self = parse(value, None)?.url;
        Ok(())
    }

    /// The `protocol` setter: "basic URL parse the given value, followed by U+003A (:), with this's URL as url
    /// and scheme start state as state override."
    ///
    /// ```
    /// let mut url = urigram::whatwg::Url::parse("http://example.org:443/", None)?;
    /// url.set_protocol("https");
    /// assert_eq!(url.href(), "https://example.org/");
    /// url.set_protocol("foo"); // from a special scheme to one that is not: unchanged
    /// assert_eq!(url.protocol(), "https:");
    /// # Ok::<(), urigram::whatwg::Failure>(())
    /// ```
    pub fn set_protocol(&mut self, value: &str) {
        let mut input = String::with_capacity(value.len() + 1);
        input.push_str(value);
        input.push(':');
        self.run_with_override(&input, State::SchemeStart, |spans| spans.scheme = None);
    }

    /// The `username` setter: "1. If this's URL cannot have a username/password/port, then return. 2. Set the
    /// username given this's URL and the given value." To set the username: "set url's username to the result
    /// of running UTF-8 percent-encode on username using the userinfo percent-encode set."
    pub fn set_username(&mut self, value: &str) {
        self.update(
            |spans| spans.username = None,
            |mut record| {
                if !record.cannot_have_a_username_password_port() {
                    record.username.clear();
                    utf8_percent_encode_str(value, PercentEncodeSet::Userinfo, &mut record.username);
                }
                record
            },
        );
    }

    /// The `password` setter: "1. If this's URL cannot have a username/password/port, then return. 2. Set the
    /// password given this's URL and the given value." To set the password: "set url's password to the result
    /// of running UTF-8 percent-encode on password using the userinfo percent-encode set."
    pub fn set_password(&mut self, value: &str) {
        self.update(
            |spans| spans.password = None,
            |mut record| {
                if !record.cannot_have_a_username_password_port() {
                    record.password.clear();
                    utf8_percent_encode_str(value, PercentEncodeSet::Userinfo, &mut record.password);
                }
                record
            },
        );
    }

    /// The `host` setter: "1. If this's URL has an opaque path, then return. 2. Basic URL parse the given value
    /// with this's URL as url and host state as state override."
    pub fn set_host(&mut self, value: &str) {
        if self.has_opaque_path() {
            return;
        }
        self.run_with_override(value, State::Host, |spans| {
            spans.host = None;
            spans.port = None;
        });
    }

    /// The `hostname` setter: "1. If this's URL has an opaque path, then return. 2. Basic URL parse the given
    /// value with this's URL as url and hostname state as state override."
    pub fn set_hostname(&mut self, value: &str) {
        if self.has_opaque_path() {
            return;
        }
        self.run_with_override(value, State::Hostname, |spans| spans.host = None);
    }

    /// The `port` setter: "1. If this's URL cannot have a username/password/port, then return. 2. If the given
    /// value is the empty string, then set this's URL's port to null. 3. Otherwise, basic URL parse the given
    /// value with this's URL as url and port state as state override."
    pub fn set_port(&mut self, value: &str) {
        if self.cannot_have_a_username_password_port() {
            return;
        }
        if value.is_empty() {
            self.set_port_number(None);
            self.spans_mut().port = None;
            return;
        }
        self.run_with_override(value, State::Port, |spans| spans.port = None);
    }

    /// The `pathname` setter: "1. If this's URL has an opaque path, then return. 2. Empty this's URL's path.
    /// 3. Basic URL parse the given value with this's URL as url and path start state as state override."
    pub fn set_pathname(&mut self, value: &str) {
        if self.has_opaque_path() {
            return;
        }
        self.empty_path();
        self.run_with_override(value, State::PathStart, |spans| spans.path = None);
    }

    /// The `search` setter: "1. Let url be this's URL. 2. If the given value is the empty string, then set
    /// url's query to null, empty this's query object's list, and return. 3. Let input be the given value with
    /// a single leading U+003F (?) removed, if any. 4. Set url's query to the empty string. 5. Basic URL parse
    /// input with url as url and query state as state override." (Step 6 is the query object's.)
    pub fn set_search(&mut self, value: &str) {
        self.spans_mut().query = None;
        if value.is_empty() {
            self.set_query_null();
            return;
        }
        let input = value.strip_prefix('?').unwrap_or(value);
        self.set_query_empty();
        self.run_with_override(input, State::Query, |spans| spans.query = None);
    }

    /// The `hash` setter: "1. If the given value is the empty string, then set this's URL's fragment to null
    /// and return. 2. Let input be the given value with a single leading U+0023 (#) removed, if any. 3. Set
    /// this's URL's fragment to the empty string. 4. Basic URL parse input with this's URL as url and fragment
    /// state as state override."
    ///
    /// ```
    /// let mut url = urigram::whatwg::Url::parse("https://example.org/", None)?;
    /// url.set_hash("#a b");
    /// assert_eq!(url.href(), "https://example.org/#a%20b");
    /// # Ok::<(), urigram::whatwg::Failure>(())
    /// ```
    pub fn set_hash(&mut self, value: &str) {
        self.spans_mut().fragment = None;
        if value.is_empty() {
            self.set_fragment_null();
            return;
        }
        let input = value.strip_prefix('#').unwrap_or(value);
        self.set_fragment_empty();
        self.run_with_override(input, State::Fragment, |spans| spans.fragment = None);
    }
}
