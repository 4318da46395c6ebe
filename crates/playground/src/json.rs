//! A small JSON writer: objects and arrays built field by field, strings escaped as RFC 8259 §7 says.

use std::fmt::Write as _;

/// An object or array being written.
pub(crate) struct Json {
    text: String,
    close: char,
    empty: bool,
}

impl Json {
    pub(crate) fn object() -> Json {
        Json { text: String::from("{"), close: '}', empty: true }
    }

    pub(crate) fn array() -> Json {
        Json { text: String::from("["), close: ']', empty: true }
    }

    fn separate(&mut self) {
        if !self.empty {
            self.text.push(',');
        }
        self.empty = false;
    }

    /// A field whose value is already JSON.
    pub(crate) fn field_raw(&mut self, name: &str, value: &str) {
        self.separate();
        string(&mut self.text, name);
        self.text.push(':');
        self.text.push_str(value);
    }

    pub(crate) fn field_str(&mut self, name: &str, value: &str) {
        self.separate();
        string(&mut self.text, name);
        self.text.push(':');
        string(&mut self.text, value);
    }

    /// An item whose value is already JSON.
    pub(crate) fn item_raw(&mut self, value: &str) {
        self.separate();
        self.text.push_str(value);
    }

    pub(crate) fn item_str(&mut self, value: &str) {
        self.separate();
        string(&mut self.text, value);
    }

    pub(crate) fn finish(mut self) -> String {
        self.text.push(self.close);
        self.text
    }
}

/// `value` as a JSON string.
fn string(out: &mut String, value: &str) {
    out.push('"');
    for character in value.chars() {
        match character {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            // Control characters, and the two that JavaScript source once could not hold.
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_json_requires() {
        let mut out = Json::object();
        out.field_str("a\"b", "x\\y\n\u{1}\u{2028}é");
        let mut list = Json::array();
        list.item_str("1");
        list.item_raw("2");
        out.field_raw("list", &list.finish());
        assert_eq!(out.finish(), r#"{"a\"b":"x\\y\n\u0001\u2028é","list":["1",2]}"#);
    }
}
