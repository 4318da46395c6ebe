//! The page address's query: which grammar is selected, which rule to match, and the URI.

use crate::{Grammar, GrammarExt as _};

/// What the page asks: `?rfc=3986&rule=URI-reference&uri=…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The selected grammar (`rfc`; RFC 3986 when absent), whose rules the page offers.
    pub grammar: Grammar,
    /// The rule to match (`rule`); empty or the selected grammar's reference rule for each grammar's own.
    pub rule: String,
    /// The text to match (`uri`), decoded.
    pub uri: String,
}

impl Request {
    /// Reads a query string (`application/x-www-form-urlencoded`, as `URLSearchParams` writes it), with or
    /// without its leading `?`. Unknown parameters are ignored; the last of repeated ones counts. An unknown
    /// grammar, a rule the selected grammar does not have, or a value that is not UTF-8 once decoded is an error
    /// that says which.
    pub fn from_query(query: &str) -> Result<Request, String> {
        let query = query.strip_prefix('?').unwrap_or(query);
        let mut grammar = Grammar::Rfc3986;
        let mut rule = String::new();
        let mut uri = String::new();
        for pair in query.split('&').filter(|pair| !pair.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode_form(value).map_err(|offset| {
                format!("the address's {key:?} parameter is not UTF-8 once decoded (at byte {offset})")
            })?;
            match key {
                "rfc" => {
                    grammar = Grammar::from_key(&value).ok_or_else(|| {
                        let keys: Vec<&str> = Grammar::ALL.iter().map(|grammar| grammar.key()).collect();
                        format!("unknown grammar {value:?} in the address: rfc is one of {}", keys.join(", "))
                    })?;
                }
                "rule" => rule = value,
                "uri" => uri = value,
                _ => {}
            }
        }
        if !rule.is_empty() && Grammar::ALL.iter().all(|grammar| grammar.rule_spelled(&rule).is_none()) {
            return Err(format!("no grammar has a rule named {rule:?}"));
        }
        Ok(Request { grammar, rule, uri })
    }
}

/// Decodes a form value: `+` is a space, `%XX` an octet; a `%` not followed by two hex digits stands for
/// itself. Fails with the offset of the decoded octets where they stop being UTF-8.
pub fn decode_form(value: &str) -> Result<String, usize> {
    let bytes = value.as_bytes();
    let mut octets = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        let hex = |at: usize| bytes.get(at).and_then(|b| char::from(*b).to_digit(16));
        match bytes[index] {
            b'+' => octets.push(b' '),
            b'%' if hex(index + 1).is_some() && hex(index + 2).is_some() => {
                let (high, low) = (hex(index + 1).unwrap_or(0), hex(index + 2).unwrap_or(0));
                octets.push((high * 16 + low) as u8);
                index += 2;
            }
            byte => octets.push(byte),
        }
        index += 1;
    }
    String::from_utf8(octets).map_err(|error| error.utf8_error().valid_up_to())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_parameters_urlsearchparams_writes() {
        let request = Request::from_query("?rfc=2396%2B2732&rule=host&uri=http%3A%2F%2Fa+b%2F%C3%A9").unwrap();
        assert_eq!(
            request,
            Request { grammar: Grammar::Rfc2396Rfc2732, rule: "host".into(), uri: "http://a b/é".into() }
        );
        assert_eq!(Request::from_query("").unwrap().grammar, Grammar::Rfc3986);
        assert_eq!(Request::from_query("rfc=1808+2068").unwrap().grammar, Grammar::Rfc1808Rfc2068);
    }

    #[test]
    fn says_what_is_wrong_with_an_address() {
        assert!(Request::from_query("rfc=9999").unwrap_err().contains("unknown grammar \"9999\""));
        assert!(Request::from_query("rule=nope").unwrap_err().contains("no grammar has a rule named \"nope\""));
        assert!(Request::from_query("uri=%FF").unwrap_err().contains("not UTF-8"));
        assert_eq!(decode_form("100%").unwrap(), "100%", "a lone % stands for itself");
        assert_eq!(decode_form("%4g").unwrap(), "%4g");
    }
}
