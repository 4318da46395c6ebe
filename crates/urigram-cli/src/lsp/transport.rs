//! JSON-RPC over standard input and output, framed by `Content-Length` headers as the protocol's base layer says.
//!
//! `lsp-server` gives the message types and writes messages; the frames are read here instead of by its stdio
//! transport, which stops reading at the first message that is not JSON. A malformed frame or payload becomes a
//! [`Incoming::Malformed`], answered with a JSON-RPC error (`id: null` when the id cannot be read), and reading
//! goes on with the next frame.

use std::io::{self, BufRead, Read, Write};

use lsp_server::{ErrorCode, Message};
use serde_json::{Value, json};

/// The longest header line read; a longer one is malformed.
const LONGEST_HEADER: usize = 8 << 10;
/// The largest payload kept (a 10 MB document, JSON-escaped, fits); a larger one is read past and refused.
pub const LARGEST_PAYLOAD: usize = 256 << 20;

/// What came in on one frame.
#[derive(Debug)]
pub enum Incoming {
    /// A message.
    Message(Message),
    /// A frame or payload that is no message: the error to answer it with.
    Malformed(Malformed),
}

/// Why a frame is no message, and whom to tell.
#[derive(Clone, Debug, PartialEq)]
pub struct Malformed {
    /// The request's id, when the payload is JSON with one; otherwise `null`.
    pub id: Value,
    /// The JSON-RPC error code: parse error or invalid request.
    pub code: i32,
    /// What was wrong.
    pub message: String,
}

impl Malformed {
    fn parse_error(message: String) -> Malformed {
        Malformed { id: Value::Null, code: ErrorCode::ParseError as i32, message }
    }

    /// The error response, as a frame's JSON.
    pub fn response(&self) -> Value {
        json!({ "jsonrpc": "2.0", "id": self.id, "error": { "code": self.code, "message": self.message } })
    }
}

/// One line of a header, without its line end; `None` at the end of the input, `Err` for a line too long.
fn header_line(input: &mut impl BufRead) -> io::Result<Option<Result<String, String>>> {
    let mut line = Vec::new();
    let read = input.by_ref().take(LONGEST_HEADER as u64 + 1).read_until(b'\n', &mut line)?;
    if read == 0 {
        return Ok(None);
    }
    if !line.ends_with(b"\n") {
        if line.len() > LONGEST_HEADER {
            // Read past the rest of the line.
            let mut rest = Vec::new();
            while !rest.ends_with(b"\n") {
                rest.clear();
                if input.by_ref().take(LONGEST_HEADER as u64).read_until(b'\n', &mut rest)? == 0 {
                    break;
                }
            }
            return Ok(Some(Err(format!("a header line longer than {LONGEST_HEADER} bytes"))));
        }
        return Ok(Some(Err("the input ended inside a header".to_owned())));
    }
    let line = line.strip_suffix(b"\n").unwrap_or(&line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    Ok(Some(String::from_utf8(line.to_vec()).map_err(|_| "a header that is not UTF-8".to_owned())))
}

/// Reads the next frame of `input`: `None` at the end of the input.
///
/// # Errors
///
/// The input's own errors.
pub fn read(input: &mut impl BufRead) -> io::Result<Option<Incoming>> {
    read_within(input, LARGEST_PAYLOAD)
}

/// [`read`], refusing a payload of more than `largest` bytes.
fn read_within(input: &mut impl BufRead, largest: usize) -> io::Result<Option<Incoming>> {
    let mut length: Option<Result<usize, String>> = None;
    let mut problem = None;
    let mut any = false;
    loop {
        let Some(line) = header_line(input)? else {
            return Ok(if any {
                Some(Incoming::Malformed(Malformed::parse_error("the input ended inside a header".to_owned())))
            } else {
                None
            });
        };
        any = true;
        let line = match line {
            Ok(line) => line,
            Err(error) => {
                problem.get_or_insert(error);
                continue;
            }
        };
        if line.is_empty() {
            break;
        }
        match line.split_once(':') {
            Some((name, value)) if name.trim().eq_ignore_ascii_case("content-length") => {
                length = Some(value.trim().parse().map_err(|_| format!("a Content-Length of {:?}", value.trim())));
            }
            Some(_) => {}
            None => {
                problem.get_or_insert(format!("a header line without a ':': {line:?}"));
            }
        }
    }
    let length = match (length, problem) {
        (_, Some(problem)) | (Some(Err(problem)), None) => {
            return Ok(Some(Incoming::Malformed(Malformed::parse_error(format!("malformed frame: {problem}")))));
        }
        (None, None) => {
            let message = "malformed frame: no Content-Length header".to_owned();
            return Ok(Some(Incoming::Malformed(Malformed::parse_error(message))));
        }
        (Some(Ok(length)), None) => length,
    };
    if length > largest {
        io::copy(&mut input.by_ref().take(length as u64), &mut io::sink())?;
        let message = format!("a message of {length} bytes, over the largest this server reads ({largest})");
        return Ok(Some(Incoming::Malformed(Malformed {
            code: ErrorCode::InvalidRequest as i32,
            ..Malformed::parse_error(message)
        })));
    }
    let mut payload = Vec::new();
    input.by_ref().take(length as u64).read_to_end(&mut payload)?;
    if payload.len() < length {
        let message = format!("the input ended {} bytes into a message of {length}", payload.len());
        return Ok(Some(Incoming::Malformed(Malformed::parse_error(message))));
    }
    Ok(Some(payload_message(&payload)))
}

/// The message of a frame's payload.
fn payload_message(payload: &[u8]) -> Incoming {
    let value: Value = match serde_json::from_slice(payload) {
        Ok(value) => value,
        Err(error) => return Incoming::Malformed(Malformed::parse_error(format!("the message is not JSON: {error}"))),
    };
    let id = value.get("id").cloned().unwrap_or(Value::Null);
    match serde_json::from_value::<Message>(value) {
        Ok(message) => Incoming::Message(message),
        Err(error) => Incoming::Malformed(Malformed {
            id: if id.is_number() || id.is_string() { id } else { Value::Null },
            code: ErrorCode::InvalidRequest as i32,
            message: format!("the JSON is no JSON-RPC request, response or notification: {error}"),
        }),
    }
}

/// Writes `payload` as one frame.
///
/// # Errors
///
/// The output's errors.
pub fn write(output: &mut impl Write, payload: &[u8]) -> io::Result<()> {
    write!(output, "Content-Length: {}\r\n\r\n", payload.len())?;
    output.write_all(payload)?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &[u8]) -> Vec<Incoming> {
        let mut input = input;
        std::iter::from_fn(|| read(&mut input).unwrap()).collect()
    }

    #[test]
    fn a_bad_frame_is_answered_and_reading_goes_on() {
        let good = br#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#;
        let mut input = Vec::new();
        for payload in [&b"{not json"[..], br#"{"jsonrpc":"2.0","id":7}"#, br#"[1,2]"#, good] {
            input.extend_from_slice(format!("Content-Length: {}\r\n\r\n", payload.len()).as_bytes());
            input.extend_from_slice(payload);
        }
        input.extend_from_slice(b"Content-Type: x\r\n\r\n");
        input.extend_from_slice(b"Content-Length: 99\n\n{}");
        let found = frames(&input);
        let errors: Vec<(Value, i32)> = found
            .iter()
            .filter_map(|incoming| match incoming {
                Incoming::Malformed(malformed) => Some((malformed.id.clone(), malformed.code)),
                Incoming::Message(_) => None,
            })
            .collect();
        assert_eq!(
            errors,
            [
                (Value::Null, -32700),
                (json!(7), -32600),
                (Value::Null, -32600),
                (Value::Null, -32700),
                (Value::Null, -32700)
            ]
        );
        assert!(matches!(&found[3], Incoming::Message(Message::Request(request)) if request.method == "shutdown"));
    }

    #[test]
    fn an_oversized_message_is_read_past() {
        let mut input = b"Content-Length: 1001\r\n\r\n".to_vec();
        input.resize(input.len() + 1001, b' ');
        input.extend_from_slice(b"Content-Length: 2\r\n\r\n{}");
        let mut input = &input[..];
        let found: Vec<Incoming> = std::iter::from_fn(|| read_within(&mut input, 1000).unwrap()).collect();
        assert_eq!(found.len(), 2);
        assert!(matches!(&found[0], Incoming::Malformed(malformed) if malformed.message.contains("over the largest")));
    }
}
