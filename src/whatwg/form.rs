//! § 5 "`application/x-www-form-urlencoded`" and § 6.2 "URLSearchParams class": the form parser and serializer,
//! and the list of name-value tuples that the URL API's `searchParams` keeps in step with a URL's query.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use super::percent::{PercentEncodeSet, utf8_percent_encode_str};
use super::record::{ComponentSpans, Url};

/// § 5.1 "The `application/x-www-form-urlencoded` parser takes a byte sequence input, and then runs these steps:
///
/// 1. Let sequences be the result of splitting input on 0x26 (&).
/// 2. Let output be an initially empty list of name-value tuples where both name and value hold a string.
/// 3. For each byte sequence bytes in sequences: 1. If bytes is the empty byte sequence, then continue. 2. If
///    bytes contains a 0x3D (=), then let name be the bytes from the start of bytes up to but excluding its
///    first 0x3D (=), and let value be the bytes, if any, after the first 0x3D (=) up to the end of bytes. [...]
///    3. Otherwise, let name have the value of bytes and let value be the empty byte sequence. 4. Replace any
///    0x2B (+) in name and value with 0x20 (SP). 5. Let nameString and valueString be the result of running
///    UTF-8 decode without BOM on the percent-decoding of name and value, respectively. 6. Append (nameString,
///    valueString) to output.
/// 4. Return output."
///
/// The steps are the crate's [`decode_form`](crate::percent::decode_form), which yields the tuples lazily; this
/// collects them into owned strings.
///
/// ```
/// use urigram::whatwg::form_urlencoded_parse;
/// let tuples = form_urlencoded_parse(b"a=1&&b=%zz+c&=x&d");
/// assert_eq!(tuples, [("a", "1"), ("b", "%zz c"), ("", "x"), ("d", "")].map(|(n, v)| (n.into(), v.into())));
/// ```
#[must_use]
pub fn form_urlencoded_parse(input: &[u8]) -> Vec<(String, String)> {
    crate::percent::decode_form(input).map(|(name, value)| (name.into_owned(), value.into_owned())).collect()
}

/// § 5.2 "The `application/x-www-form-urlencoded` serializer takes a list of name-value tuples tuples [...] and
/// then runs these steps. They return an ASCII string.
///
/// 1. Set encoding to the result of getting an output encoding from encoding.
/// 2. Let output be the empty string.
/// 3. For each tuple of tuples: [...] 2. Let name be the result of running percent-encode after encoding with
///    encoding, tuple's name, and the `application/x-www-form-urlencoded` percent-encode set. 3. Let value be
///    [the same for] tuple's value [...]. 4. If output is not the empty string, then append U+0026 (&) to
///    output. 5. Append name, followed by U+003D (=), followed by value, to output.
/// 4. Return output."
///
/// The encoding is UTF-8, the one the standard deems conforming; "percent-encode after encoding" writes a
/// space as `+` with this set.
///
/// ```
/// use urigram::whatwg::form_urlencoded_serialize;
/// assert_eq!(form_urlencoded_serialize([("q", "a b&c"), ("é", "~")]), "q=a+b%26c&%C3%A9=%7E");
/// ```
#[must_use]
pub fn form_urlencoded_serialize<N: AsRef<str>, V: AsRef<str>>(tuples: impl IntoIterator<Item = (N, V)>) -> String {
    let mut output = String::new();
    for (name, value) in tuples {
        if !output.is_empty() {
            output.push('&');
        }
        utf8_percent_encode_str(name.as_ref(), PercentEncodeSet::FormUrlencoded, &mut output);
        output.push('=');
        utf8_percent_encode_str(value.as_ref(), PercentEncodeSet::FormUrlencoded, &mut output);
    }
    output
}

/// § 6.2 "URLSearchParams class": "a list of tuples each consisting of a name and a value", with the class's
/// methods. Its `Display` is the class's stringification: the list's serialization
/// ([`form_urlencoded_serialize`]).
///
/// The standard's object may be tied to a URL object, whose query each method updates. Here the list is a
/// value: [`Url::search_params`] reads a URL's, and [`Url::set_search_params`] runs the update steps on a URL.
///
/// ```
/// use urigram::whatwg::{SearchParams, Url};
///
/// let mut url = Url::parse("https://example.org/?q=%F0%9F%8F%B3&key=e1f7bc78", None)?;
/// let mut params = url.search_params();
/// params.sort();
/// params.append("page", "2 of 3");
/// url.set_search_params(&params);
/// assert_eq!(url.search(), "?key=e1f7bc78&q=%F0%9F%8F%B3&page=2+of+3");
/// assert_eq!(params.get("page"), Some("2 of 3"));
/// # Ok::<(), urigram::whatwg::Failure>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SearchParams {
    list: Vec<(String, String)>,
}

impl SearchParams {
    /// An empty list.
    #[must_use]
    pub fn new() -> SearchParams {
        SearchParams::default()
    }

    /// The constructor with a string: "If init is a string and starts with U+003F (?), then remove the first
    /// code point from init", then initialize: "set query's list to the result of parsing init" (the
    /// `application/x-www-form-urlencoded` string parser).
    ///
    /// ```
    /// let params = urigram::whatwg::SearchParams::parse("?a=b&a=c");
    /// assert_eq!(params.get_all("a").collect::<Vec<_>>(), ["b", "c"]);
    /// ```
    #[must_use]
    pub fn parse(init: &str) -> SearchParams {
        let init = init.strip_prefix('?').unwrap_or(init);
        SearchParams { list: form_urlencoded_parse(init.as_bytes()) }
    }

    /// The constructor with a sequence of pairs (or a record): each pair appended, in order.
    ///
    /// ```
    /// let params = urigram::whatwg::SearchParams::from_pairs([("key", "730d67")]);
    /// assert_eq!(params.to_string(), "key=730d67");
    /// ```
    #[must_use]
    pub fn from_pairs<N: Into<String>, V: Into<String>>(pairs: impl IntoIterator<Item = (N, V)>) -> SearchParams {
        SearchParams { list: pairs.into_iter().map(|(name, value)| (name.into(), value.into())).collect() }
    }

    /// "The size getter steps are to return this's list's size."
    #[must_use]
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether the list is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// "The append(name, value) method steps are: 1. Append (name, value) to this's list."
    pub fn append(&mut self, name: impl Into<String>, value: impl Into<String>) {
        self.list.push((name.into(), value.into()));
    }

    /// "The delete(name, value) method steps are: 1. If value is given, then remove all tuples whose name is name
    /// and value is value from this's list. 2. Otherwise, remove all tuples whose name is name from this's list."
    pub fn delete(&mut self, name: &str, value: Option<&str>) {
        self.list.retain(|(n, v)| n != name || value.is_some_and(|value| v != value));
    }

    /// "The get(name) method steps are to return the value of the first tuple whose name is name in this's list,
    /// if there is such a tuple; otherwise null."
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&str> {
        self.list.iter().find(|(n, _)| n == name).map(|(_, value)| value.as_str())
    }

    /// "The getAll(name) method steps are to return the values of all tuples whose name is name in this's list,
    /// in list order; otherwise the empty sequence."
    pub fn get_all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.list.iter().filter(move |(n, _)| n == name).map(|(_, value)| value.as_str())
    }

    /// "The has(name, value) method steps are: 1. If value is given and there is a tuple whose name is name and
    /// value is value in this's list, then return true. 2. If value is not given and there is a tuple whose
    /// name is name in this's list, then return true. 3. Return false."
    #[must_use]
    pub fn has(&self, name: &str, value: Option<&str>) -> bool {
        self.list.iter().any(|(n, v)| n == name && value.is_none_or(|value| v == value))
    }

    /// "The set(name, value) method steps are: 1. If this's list contains any tuples whose name is name, then
    /// set the value of the first such tuple to value and remove the others. 2. Otherwise, append (name,
    /// value) to this's list."
    ///
    /// ```
    /// let mut params = urigram::whatwg::SearchParams::parse("a=1&b=2&a=3");
    /// params.set("a", "4");
    /// assert_eq!(params.to_string(), "a=4&b=2");
    /// ```
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.list.iter().position(|(n, _)| n == name) {
            Some(first) => {
                self.list[first].1 = value;
                let mut index = 0;
                self.list.retain(|(n, _)| {
                    index += 1;
                    index - 1 <= first || n != name
                });
            }
            None => self.list.push((name.to_string(), value)),
        }
    }

    /// "The sort() method steps are: 1. Set this's list to the result of sorting in ascending order this's list,
    /// with a being less than b if a's name is code unit less than b's name." The sort is stable, and compares
    /// UTF-16 code units, as the standard's strings are (`"\u{FFFD}"` sorts after `"\u{1F308}"`, whose first
    /// unit is a surrogate).
    ///
    /// ```
    /// let mut params = urigram::whatwg::SearchParams::parse("z=1&\u{1F308}=2&\u{FFFD}=3&a=4&z=0");
    /// params.sort();
    /// assert_eq!(params.iter().map(|(n, v)| format!("{n}{v}")).collect::<Vec<_>>(), ["a4", "z1", "z0", "\u{1F308}2", "\u{FFFD}3"]);
    /// ```
    pub fn sort(&mut self) {
        self.list.sort_by(|(a, _), (b, _)| a.encode_utf16().cmp(b.encode_utf16()));
    }

    /// "The value pairs to iterate over are this's list's tuples with the key being the name and the value being
    /// the value."
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.list.iter().map(|(name, value)| (name.as_str(), value.as_str()))
    }
}

impl fmt::Display for SearchParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&form_urlencoded_serialize(self.iter()))
    }
}

impl Url {
    /// The URL API's `searchParams`: "a new URLSearchParams object (initialized) with this's URL's query, if
    /// non-null, and the empty string otherwise", as a value.
    ///
    /// ```
    /// let url = urigram::whatwg::Url::parse("https://example.com/?a=~&b=%7E", None)?;
    /// assert_eq!((url.search_params().get("a"), url.search_params().get("b")), (Some("~"), Some("~")));
    /// # Ok::<(), urigram::whatwg::Failure>(())
    /// ```
    #[must_use]
    pub fn search_params(&self) -> SearchParams {
        SearchParams { list: form_urlencoded_parse(self.query().unwrap_or_default().as_bytes()) }
    }

    /// The update steps of a URLSearchParams object tied to this URL: "2. Let serializedQuery be the
    /// serialization of query's list. 3. If serializedQuery is the empty string, then set serializedQuery to
    /// null. 4. Set query's URL object's URL's query to serializedQuery."
    ///
    /// The query's span is then `None`: its text came from the list, not from the parsed input.
    ///
    /// ```
    /// let mut url = urigram::whatwg::Url::parse("https://example.com/?a=b ~", None)?;
    /// assert_eq!(url.href(), "https://example.com/?a=b%20~");
    /// let mut params = url.search_params();
    /// params.sort();
    /// url.set_search_params(&params);
    /// assert_eq!(url.href(), "https://example.com/?a=b+%7E");
    /// url.set_search_params(&urigram::whatwg::SearchParams::new());
    /// assert_eq!(url.href(), "https://example.com/");
    /// # Ok::<(), urigram::whatwg::Failure>(())
    /// ```
    pub fn set_search_params(&mut self, params: &SearchParams) {
        let serialized = params.to_string();
        self.update(
            |spans: &mut ComponentSpans| spans.query = None,
            |mut record| {
                record.query = (!serialized.is_empty()).then_some(serialized);
                record
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delete_and_has_honour_the_optional_value() {
        let mut params = SearchParams::parse("a=1&a=2&b=1");
        assert!(params.has("a", Some("2")) && !params.has("a", Some("3")) && params.has("b", None));
        params.delete("a", Some("1"));
        assert_eq!(params.to_string(), "a=2&b=1");
        params.delete("a", None);
        assert_eq!((params.to_string(), params.len()), ("b=1".to_string(), 1));
        assert!(SearchParams::new().is_empty());
    }

    #[test]
    fn serialization_parses_back_to_the_same_list() {
        let tuples = [("a b", "c&d=e"), ("", ""), ("%", "+"), ("é\u{1F308}", "\u{0}\u{7F}")];
        let params = SearchParams::from_pairs(tuples);
        let again = SearchParams::parse(&params.to_string());
        assert_eq!(again, params);
    }
}
