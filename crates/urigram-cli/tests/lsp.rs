//! `urigram lsp` driven by a scripted JSON-RPC client over the real binary's standard input and output: the walk
//! an editor makes (initialize, open, diagnostics, change, hover, links, quick fixes, shutdown, exit) with ranges
//! in UTF-8 and UTF-16, malformed messages, configuration, and documents that could make a server crash or hang.

use serde_json::{Value, json};

#[path = "common/lsp_client.rs"]
mod lsp_client;

use lsp_client::Client;

/// `{line, character}`.
fn position(line: u32, character: u32) -> Value {
    json!({ "line": line, "character": character })
}

/// `{start, end}` on one line.
fn range(line: u32, start: u32, end: u32) -> Value {
    json!({ "start": position(line, start), "end": position(line, end) })
}

const DOCUMENT_URI: &str = "file:///project/links.md";

/// A Markdown document with non-ASCII text and emoji before its URIs.
const DOCUMENT: &str = "# Links\n\
café 😀 see http://a/b😀c and more\n\
<http://a/%zz>\n\
http://2001:db8::1/p\n\
https://example.com/ok\n";

/// Columns of the document's interesting characters in each unit: (UTF-8, UTF-16).
struct Columns {
    /// The emoji inside the URI of line 1.
    emoji: (u32, u32),
    /// The start of the URI of line 1.
    uri: (u32, u32),
}

/// "café 😀 see " is 15 bytes and 12 UTF-16 code units; the emoji is 10 bytes into the URI.
const COLUMNS: Columns = Columns { uri: (15, 12), emoji: (25, 22) };

/// The walk of an editor, in one encoding.
fn walk(utf8: bool) {
    let pick = |(bytes, units): (u32, u32)| if utf8 { bytes } else { units };
    let emoji_width = if utf8 { 4 } else { 2 };
    let encodings = if utf8 { json!(["utf-8", "utf-16"]) } else { json!(["utf-16"]) };
    let mut client = Client::start();
    let response = client.request(
        "initialize",
        json!({ "capabilities": { "general": { "positionEncodings": encodings } }, "processId": null }),
    );
    let capabilities = &response["result"]["capabilities"];
    assert_eq!(capabilities["positionEncoding"], if utf8 { "utf-8" } else { "utf-16" });
    assert_eq!(capabilities["textDocumentSync"]["change"], 2, "incremental sync");
    assert_eq!(response["result"]["serverInfo"]["name"], "urigram");
    client.notify("initialized", json!({}));

    client.open(DOCUMENT_URI, 1, DOCUMENT);
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    let codes: Vec<&str> = diagnostics.iter().map(|diagnostic| diagnostic["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["rfc3986/path-abempty", "rfc3986/pct-encoded", "rfc3986/port"], "{diagnostics:#?}");
    let emoji = pick(COLUMNS.emoji);
    assert_eq!(diagnostics[0]["range"], range(1, emoji, emoji + emoji_width), "the whole emoji is underlined");
    assert_eq!(diagnostics[0]["severity"], 1);
    assert_eq!(diagnostics[0]["source"], "urigram");
    assert_eq!(diagnostics[0]["codeDescription"]["href"], "https://www.rfc-editor.org/rfc/rfc3986#section-3.3");
    assert_eq!(diagnostics[1]["range"], range(2, 11, 12), "the first z of %zz, where a hex digit belongs");
    assert_eq!(diagnostics[1]["codeDescription"]["href"], "https://www.rfc-editor.org/rfc/rfc3986#section-2.1");

    // An é typed at the start of line 1 moves its diagnostic by one character: two bytes, one UTF-16 unit.
    let change = json!({ "range": range(1, 0, 0), "text": "é" });
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": DOCUMENT_URI, "version": 2 }, "contentChanges": [change] }),
    );
    let diagnostics = client.diagnostics(DOCUMENT_URI, 2);
    let moved = emoji + if utf8 { 2 } else { 1 };
    assert_eq!(diagnostics[0]["range"], range(1, moved, moved + emoji_width));
    // `%zz` made `%41`, and the emoji of line 1 replaced by `x`, in one notification.
    let changes = json!([
        { "range": range(2, 11, 13), "text": "41" },
        { "range": range(1, moved, moved + emoji_width), "text": "x" },
    ]);
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": DOCUMENT_URI, "version": 3 }, "contentChanges": changes }),
    );
    let diagnostics = client.diagnostics(DOCUMENT_URI, 3);
    let codes: Vec<&str> = diagnostics.iter().map(|diagnostic| diagnostic["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["rfc3986/port"], "{diagnostics:#?}");

    let document = |extra: Value| {
        let mut params = json!({ "textDocument": { "uri": DOCUMENT_URI } });
        params.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        params
    };
    let uri_start = pick(COLUMNS.uri) + if utf8 { 2 } else { 1 };
    let hover = client.request("textDocument/hover", document(json!({ "position": position(1, uri_start + 3) })));
    let text = hover["result"]["contents"]["value"].as_str().expect("a hover in Markdown");
    assert!(text.starts_with("`http://a/bxc`"), "{text}");
    assert!(text.contains("| scheme | `http` |") && text.contains("| RFC 1808 | valid URL | | |"), "{text}");
    // A browser's reading beside the RFCs'.
    assert!(text.contains("| WHATWG URL Standard | valid URL string |  | http://a/bxc |"), "{text}");
    assert_eq!(hover["result"]["range"], range(1, uri_start, uri_start + 12));
    let nothing = client.request("textDocument/hover", document(json!({ "position": position(0, 2) })));
    assert_eq!(nothing["result"], Value::Null, "no URI under the cursor: no hover");

    let links = client.request("textDocument/documentLink", document(json!({})));
    let targets: Vec<&str> =
        links["result"].as_array().unwrap().iter().map(|link| link["target"].as_str().unwrap()).collect();
    assert_eq!(targets, ["http://a/bxc", "http://a/%41", "https://example.com/ok"]);
    assert_eq!(links["result"][0]["range"], range(1, uri_start, uri_start + 12));

    let actions = client.request(
        "textDocument/codeAction",
        document(json!({ "range": range(3, 0, 0), "context": { "diagnostics": [] } })),
    );
    let action = &actions["result"][0];
    assert_eq!(action["kind"], "quickfix");
    assert_eq!(action["diagnostics"][0]["code"], "rfc3986/port");
    let edits = &action["edit"]["changes"][DOCUMENT_URI];
    assert_eq!(
        *edits,
        json!([{ "range": range(3, 7, 7), "newText": "[" }, { "range": range(3, 18, 18), "newText": "]" }])
    );

    // A forbidden character after non-ASCII text: its edit covers the whole character, in the unit negotiated.
    let line = "é😀 http://a/ü";
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": DOCUMENT_URI, "version": 4 }, "contentChanges": [{ "text": line }] }),
    );
    let diagnostics = client.diagnostics(DOCUMENT_URI, 4);
    let (start, width) = if utf8 { (16, 2) } else { (13, 1) };
    assert_eq!(diagnostics[0]["range"], range(0, start, start + width));
    let actions = client.request(
        "textDocument/codeAction",
        document(json!({ "range": range(0, start, start), "context": { "diagnostics": diagnostics } })),
    );
    let edits = &actions["result"][0]["edit"]["changes"][DOCUMENT_URI];
    assert_eq!(*edits, json!([{ "range": range(0, start, start + width), "newText": "%C3%BC" }]));

    assert_eq!(client.shutdown(), 0, "exit after shutdown is a success");
}

#[test]
fn an_editor_walk_in_utf16() {
    walk(false);
}

#[test]
fn an_editor_walk_in_utf8() {
    walk(true);
}

#[test]
fn utf32_is_negotiated_when_offered_first() {
    let mut client = Client::start();
    let response = client
        .request("initialize", json!({ "capabilities": { "general": { "positionEncodings": ["utf-32", "utf-8"] } } }));
    assert_eq!(response["result"]["capabilities"]["positionEncoding"], "utf-32");
    client.notify("initialized", json!({}));
    client.open(DOCUMENT_URI, 1, "😀é http://a/😀");
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics[0]["range"], range(0, 12, 13));
    assert_eq!(client.shutdown(), 0);
}

#[test]
fn malformed_messages_get_error_responses_and_the_server_goes_on() {
    let mut client = Client::start();
    let early = client.request("textDocument/hover", json!({}));
    assert_eq!(early["error"]["code"], -32002, "a request before initialize: {early}");
    client.write_raw(b"Content-Length: 9\r\n\r\n{not json");
    let parse_error = client.receive();
    assert_eq!((parse_error["id"].clone(), parse_error["error"]["code"].clone()), (Value::Null, json!(-32700)));
    client.send(&json!({ "jsonrpc": "2.0", "id": 99, "params": 1 }));
    let invalid = client.receive();
    assert_eq!((invalid["id"].clone(), invalid["error"]["code"].clone()), (json!(99), json!(-32600)));
    client.write_raw(b"Content-Lngth: 2\r\n\r\n");
    assert_eq!(client.receive()["error"]["code"], -32700, "no Content-Length");
    let response = client.request("initialize", json!({ "capabilities": {} }));
    assert_eq!(response["result"]["capabilities"]["positionEncoding"], "utf-16", "the default");
    let again = client.request("initialize", json!({ "capabilities": {} }));
    assert_eq!(again["error"]["code"], -32600);
    let bad_params = client.request("textDocument/hover", json!({ "textDocument": 3 }));
    assert_eq!(bad_params["error"]["code"], -32602);
    let unknown = client.request("textDocument/formatting", json!({}));
    assert_eq!(unknown["error"]["code"], -32601);
    // A notification that cannot be read is skipped; the server still answers.
    client.notify("textDocument/didOpen", json!({ "textDocument": "nope" }));
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": "file:///never-opened.md", "version": 2 }, "contentChanges": [] }),
    );
    client.open(DOCUMENT_URI, 1, "http://a/%");
    assert_eq!(client.diagnostics(DOCUMENT_URI, 1).len(), 1);
    assert_eq!(client.shutdown(), 0);
}

#[test]
fn exit_without_shutdown_is_a_failure() {
    let mut client = Client::initialized(json!({}), Value::Null);
    client.notify("exit", Value::Null);
    assert_eq!(client.wait(), 1);
}

#[test]
fn settings_come_from_initialization_options_and_configuration_changes() {
    let mut client = Client::initialized(json!({}), json!({ "rfc": "2396" }));
    client.open(DOCUMENT_URI, 1, "see http://[::1]/ and http://a/~\n");
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert!(diagnostics[0]["code"].as_str().unwrap().starts_with("rfc2396/"), "{diagnostics:#?}");
    client.notify("workspace/didChangeConfiguration", json!({ "settings": { "urigram": { "rfc2732": true } } }));
    assert!(client.diagnostics(DOCUMENT_URI, 1).is_empty(), "RFC 2732 allows the IPv6 literal");
    client.notify("workspace/didChangeConfiguration", json!({ "settings": { "rfc": "1808", "rfc2732": false } }));
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    let codes: Vec<&str> = diagnostics.iter().map(|diagnostic| diagnostic["code"].as_str().unwrap()).collect();
    assert!(codes.len() == 2 && codes.iter().all(|code| code.starts_with("rfc1808/")), "{codes:?}");
    // An amendment of another RFC is refused, and the settings stay.
    client.notify("workspace/didChangeConfiguration", json!({ "settings": { "rfc": "1808", "rfc2732": true } }));
    let shown = client.receive();
    assert_eq!(shown["method"], "window/showMessage", "{shown}");
    assert!(shown["params"]["message"].as_str().unwrap().contains("amends the grammar of RFC 2396 only"), "{shown}");
    assert_eq!(client.shutdown(), 0);
}

#[test]
fn the_projects_urigram_toml_is_read_from_the_workspace_folder_under_the_clients_settings() {
    let folder = std::env::temp_dir().join(format!("urigram-lsp-config-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("urigram.toml"), "rfc = \"2396\"\n[extract]\nignore = [\"http://ignored.example/*\"]\n")
        .unwrap();
    // The folder as a file URI, its path percent-encoded where a byte is not a path character.
    let path: String = folder
        .to_str()
        .unwrap()
        .bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'-' | b'.' | b'_' | b'~' => char::from(byte).to_string(),
            _ => format!("%{byte:02X}"),
        })
        .collect();
    let folder_uri = format!("file://{path}");
    let start = |options: Value| {
        let mut client = Client::start();
        let params = json!({ "capabilities": {}, "initializationOptions": options,
            "workspaceFolders": [{ "uri": folder_uri, "name": "project" }] });
        let result = client.request("initialize", params);
        assert!(result["result"]["capabilities"].is_object(), "{result}");
        client.notify("initialized", json!({}));
        client
    };
    let text = "see http://[::1]/ and http://ignored.example/%zz\n";
    let mut client = start(json!({}));
    client.open(DOCUMENT_URI, 1, text);
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    // RFC 2396, from urigram.toml, has no IPv6 literals; the file's ignored pattern hides the bad escape.
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert!(diagnostics[0]["code"].as_str().unwrap().starts_with("rfc2396/"), "{diagnostics:#?}");
    assert_eq!(client.shutdown(), 0);
    // The client's own settings win over the file's.
    let mut client = start(json!({ "rfc": "3986" }));
    client.open(DOCUMENT_URI, 1, text);
    assert!(client.diagnostics(DOCUMENT_URI, 1).is_empty());
    assert_eq!(client.shutdown(), 0);
    std::fs::remove_dir_all(&folder).unwrap();
}

/// A document of about `bytes` bytes, of lines of Markdown prose with a URI each, every `invalid`-th one wrong.
fn large_document(bytes: usize, invalid: usize) -> String {
    let mut text = String::with_capacity(bytes + 200);
    let mut index = 0;
    while text.len() < bytes {
        if index % invalid == 0 {
            text.push_str(&format!("Line {index}: see https://docs.example.com/a/{index}%zz today.\n"));
        } else {
            text.push_str(&format!("Line {index}: see <https://docs.example.com/guide/{index}#part> for more.\n"));
        }
        index += 1;
    }
    text
}

#[test]
fn a_ten_megabyte_document_is_checked() {
    let mut client = Client::initialized(json!({}), Value::Null);
    let text = large_document(10 << 20, 100);
    let lines = text.lines().count();
    client.open(DOCUMENT_URI, 1, &text);
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics.len(), lines.div_ceil(100), "one per wrong line");
    let last = diagnostics.last().unwrap();
    assert_eq!(last["range"]["start"]["line"].as_u64().unwrap() as usize % 100, 0);
    assert_eq!(client.shutdown(), 0);
}

#[test]
fn a_hundred_thousand_uris_on_one_line() {
    let mut client = Client::initialized(json!({}), Value::Null);
    let text: String = (0..100_000).map(|index| format!("http://a/{index}%zz ")).collect();
    client.open(DOCUMENT_URI, 1, &text);
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics.len(), 100_000);
    let last = &diagnostics[99_999]["range"];
    // The first z of the last %zz, where a hex digit belongs.
    let expected = text.rfind('%').unwrap() as u64 + 1;
    assert_eq!((last["start"]["line"].as_u64(), last["start"]["character"].as_u64()), (Some(0), Some(expected)));
    let links = client.request("textDocument/documentLink", json!({ "textDocument": { "uri": DOCUMENT_URI } }));
    assert_eq!(links["result"], json!([]));
    assert_eq!(client.shutdown(), 0);
}

#[test]
fn invalid_percent_escapes_everywhere() {
    let mut client = Client::initialized(json!({}), Value::Null);
    let line = "%% %z% http://%/%zz?%#% <a:%%%> \"b:%0\" %\n";
    let text = line.repeat(20_000);
    client.open(DOCUMENT_URI, 1, &text);
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics.len(), 3 * 20_000, "{:#?}", &diagnostics[..6]);
    let actions = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": DOCUMENT_URI }, "range": range(0, 26, 26), "context": { "diagnostics": [] } }),
    );
    let edits = &actions["result"][0]["edit"]["changes"][DOCUMENT_URI];
    assert_eq!(edits.as_array().map(Vec::len), Some(3), "each % of <a:%%%> made %25: {actions}");
    assert_eq!(client.shutdown(), 0);
}

#[test]
fn a_document_closed_or_changed_while_it_is_checked() {
    let mut client = Client::initialized(json!({}), Value::Null);
    let text = large_document(8 << 20, 10);
    client.open(DOCUMENT_URI, 1, &text);
    client.notify("textDocument/didClose", json!({ "textDocument": { "uri": DOCUMENT_URI } }));
    // The close publishes no diagnostics (`version` absent); nothing of the closed document comes after it.
    client.diagnostics_until(DOCUMENT_URI, Value::Null);
    client.open("file:///project/small.md", 1, "http://a/%");
    assert_eq!(client.diagnostics("file:///project/small.md", 1).len(), 1);
    assert!(client.notifications.iter().all(|message| message["params"]["uri"] != DOCUMENT_URI));

    // Changed while checked: whatever is published of version 1 comes before version 2's, which is the last.
    let other = "file:///project/other.md";
    client.open(other, 1, &text);
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": other, "version": 2 }, "contentChanges": [{ "text": "http://a/%zz" }] }),
    );
    let published = client.diagnostics_until(other, json!(2));
    assert_eq!(published.last().unwrap()["diagnostics"].as_array().map(Vec::len), Some(1));
    let hover =
        client.request("textDocument/hover", json!({ "textDocument": { "uri": other }, "position": position(0, 3) }));
    assert!(hover["result"]["contents"]["value"].as_str().unwrap().contains("http://a/%zz"));
    assert!(client.notifications.iter().all(|message| message["params"]["uri"] != other));
    assert_eq!(client.shutdown(), 0);
}

#[test]
fn code_in_markdown_is_checked_only_when_asked() {
    let mut client = Client::initialized(json!({}), Value::Null);
    client.open(DOCUMENT_URI, 1, "See `http://a/%zz` and\n\n```\nhttp://b/%zz\n```\n\n[c](http://c/%zz)\n");
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics.len(), 1, "the link only: {diagnostics:#?}");
    assert_eq!(diagnostics[0]["range"]["start"]["line"], 6);
    client.notify("workspace/didChangeConfiguration", json!({ "settings": { "checkCodeBlocks": true } }));
    assert_eq!(client.diagnostics(DOCUMENT_URI, 1).len(), 3, "the code span, the code block and the link");
    assert_eq!(client.shutdown(), 0);
}

/// A Windows path and a host with its port are no URIs: the server says nothing of them and links neither; a
/// `key=value` URI and a URI with a blank in angle brackets are what the author wrote.
#[test]
fn windows_paths_and_hosts_with_ports_get_no_diagnostic_and_no_link() {
    let mut client = Client::initialized(json!({}), Value::Null);
    let text = "Install to C:\\Program Files\\x or C:/Users/x, serve on localhost:3000.\n\
                Log: url=https://log.example/ok\n\
                See <https://example.com/my file.html>.\n";
    client.open(DOCUMENT_URI, 1, text);
    let diagnostics = client.diagnostics(DOCUMENT_URI, 1);
    assert_eq!(diagnostics.len(), 1, "the blank only: {diagnostics:#?}");
    assert_eq!(diagnostics[0]["range"], range(2, 27, 28));
    let links = client.request("textDocument/documentLink", json!({ "textDocument": { "uri": DOCUMENT_URI } }));
    let targets: Vec<&str> =
        links["result"].as_array().unwrap().iter().map(|link| link["target"].as_str().unwrap()).collect();
    assert_eq!(targets, ["https://log.example/ok"]);
    assert_eq!(client.shutdown(), 0);
}
