//! A scripted JSON-RPC client of `urigram lsp`, over the real binary's standard input and output: for the tests
//! and the benchmark.

#![allow(dead_code, reason = "the tests and the benchmark each use part of this")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// How long any one answer may take, even for a 10 MB document on a busy machine in a debug build.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// A client talking to one `urigram lsp` process.
pub struct Client {
    /// The server's process.
    pub child: Child,
    stdin: Option<ChildStdin>,
    incoming: Receiver<Value>,
    /// Notifications received while waiting for something else.
    pub notifications: Vec<Value>,
    next_id: i64,
}

/// Reads frames from the server's output.
fn read_frame(output: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if output.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<usize>().ok();
            }
        }
    }
    let mut payload = vec![0; length?];
    output.read_exact(&mut payload).ok()?;
    Some(serde_json::from_slice(&payload).expect("the server writes JSON"))
}

impl Client {
    /// A client of `urigram lsp`.
    pub fn start() -> Client {
        let mut command = Command::new(env!("CARGO_BIN_EXE_urigram"));
        command.arg("lsp");
        Client::spawn(command)
    }

    /// A client of the server that `command` starts.
    pub fn spawn(mut command: Command) -> Client {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the urigram binary runs");
        let stdout = child.stdout.take().expect("piped");
        let (sender, incoming) = mpsc::channel();
        thread::spawn(move || {
            let mut output = BufReader::new(stdout);
            while let Some(message) = read_frame(&mut output) {
                if sender.send(message).is_err() {
                    return;
                }
            }
        });
        let stdin = child.stdin.take();
        Client { child, stdin, incoming, notifications: Vec::new(), next_id: 1 }
    }

    /// A client that has initialized the server with `capabilities` and `options`.
    pub fn initialized(capabilities: Value, options: Value) -> Client {
        let mut client = Client::start();
        let result =
            client.request("initialize", json!({ "capabilities": capabilities, "initializationOptions": options }));
        assert!(result["result"]["capabilities"].is_object(), "{result}");
        client.notify("initialized", json!({}));
        client
    }

    /// Writes `bytes` to the server as they are, framed or not.
    pub fn write_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("the server's input is open");
        stdin.write_all(bytes).and_then(|()| stdin.flush()).expect("the server reads its input");
    }

    /// Sends `message` in a frame.
    pub fn send(&mut self, message: &Value) {
        let payload = message.to_string();
        self.write_raw(format!("Content-Length: {}\r\n\r\n{payload}", payload.len()).as_bytes());
    }

    /// Sends the notification `method`.
    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    /// The next message, within [`PATIENCE`].
    pub fn receive(&mut self) -> Value {
        self.incoming.recv_timeout(PATIENCE).expect("the server answers in time")
    }

    /// The response to the request with `id`, keeping the notifications that come before it.
    pub fn response(&mut self, id: &Value) -> Value {
        loop {
            let message = self.receive();
            if message.get("id") == Some(id) && message.get("method").is_none() {
                return message;
            }
            self.notifications.push(message);
        }
    }

    /// Sends a request and returns the whole response (`result` or `error`).
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let id = json!(self.next_id);
        self.next_id += 1;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        self.response(&id)
    }

    /// The next `publishDiagnostics` of `uri` whose version is `version` (`null` for the one a close sends), and
    /// every earlier one of `uri`.
    pub fn diagnostics_until(&mut self, uri: &str, version: Value) -> Vec<Value> {
        let mut published = Vec::new();
        let mut kept = std::mem::take(&mut self.notifications).into_iter();
        loop {
            let message = kept.next().unwrap_or_else(|| self.receive());
            if message["method"] == "textDocument/publishDiagnostics" && message["params"]["uri"] == uri {
                let params = message["params"].clone();
                let done = params.get("version").cloned().unwrap_or(Value::Null) == version;
                published.push(params);
                if done {
                    self.notifications.extend(kept);
                    return published;
                }
            } else {
                self.notifications.push(message);
            }
        }
    }

    /// The diagnostics of `uri` at `version`.
    pub fn diagnostics(&mut self, uri: &str, version: i64) -> Vec<Value> {
        let published = self.diagnostics_until(uri, json!(version));
        published.last().and_then(|params| params["diagnostics"].as_array().cloned()).unwrap_or_default()
    }

    /// Opens the document `uri` at `version` holding `text`.
    pub fn open(&mut self, uri: &str, version: i64, text: &str) {
        let item = json!({ "uri": uri, "languageId": "markdown", "version": version, "text": text });
        self.notify("textDocument/didOpen", json!({ "textDocument": item }));
    }

    /// Shuts the server down and returns its exit status.
    pub fn shutdown(mut self) -> i32 {
        let response = self.request("shutdown", Value::Null);
        assert_eq!(response["result"], Value::Null, "{response}");
        assert!(response.get("error").is_none(), "{response}");
        self.notify("exit", Value::Null);
        self.stdin.take();
        self.wait()
    }

    /// Waits for the process to end, within [`PATIENCE`].
    pub fn wait(&mut self) -> i32 {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("the process can be waited for") {
                return status.code().unwrap_or(-1);
            }
            assert!(started.elapsed() < PATIENCE, "the server did not exit");
            thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        // A failed test leaves no server behind.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
