//! A real client: Neovim's built-in LSP client (0.7 and later), run headless on a Markdown file with `urigram lsp`
//! as its server, reading what `vim.diagnostic.get()` holds. Skipped, saying so, where `nvim` is absent or older.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

/// The Lua configuration: open the file, start the server, attach it, wait for diagnostics and write them out as
/// JSON. Written against the 0.7 API (`vim.lsp.start_client`), which later versions keep.
const INIT_LUA: &str = r#"
local buffer_file, output_file, server = vim.env.URIGRAM_DOCUMENT, vim.env.URIGRAM_OUTPUT, vim.env.URIGRAM_SERVER
vim.cmd('edit ' .. vim.fn.fnameescape(buffer_file))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = 'urigram', cmd = { server, 'lsp' }, root_dir = vim.fn.fnamemodify(buffer_file, ':h') })
vim.lsp.buf_attach_client(buffer, client)
vim.wait(60000, function() return #vim.diagnostic.get(buffer) >= 2 end, 20)
local found = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  local lsp = (diagnostic.user_data or {}).lsp or {}
  table.insert(found, {
    lnum = diagnostic.lnum, col = diagnostic.col, end_col = diagnostic.end_col,
    code = diagnostic.code or lsp.code, source = diagnostic.source, message = diagnostic.message,
  })
end
local file = io.open(output_file, 'w')
file:write(vim.fn.json_encode(found))
file:close()
vim.lsp.stop_client(client)
vim.cmd('qa!')
"#;

/// Neovim's version, when `nvim` runs: `NVIM v0.7.2` as `(0, 7)`.
fn neovim_version() -> Option<(u32, u32)> {
    let output = Command::new("nvim").arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let version = text.lines().next()?.strip_prefix("NVIM v")?;
    let mut parts = version.split(['.', '-']).map(|part| part.parse::<u32>().ok());
    Some((parts.next()??, parts.next()??))
}

/// Runs `nvim` headless, with nothing on its standard streams, and checks that it ends well within two minutes.
fn run_to_the_end(nvim: &mut Command) {
    let mut child = nvim.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null()).spawn().expect("nvim starts");
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("nvim did not finish within two minutes");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "nvim exited with {status}");
}

/// Whether a Neovim of at least `version` runs here; says why not when it does not.
fn neovim_at_least(version: (u32, u32)) -> bool {
    match neovim_version() {
        None => {
            eprintln!("skipping the Neovim test: it needs `nvim` (0.7 or later) on the PATH (apt-get install neovim)");
            false
        }
        Some(found) if found < version => {
            eprintln!(
                "skipping the Neovim test: nvim {}.{} has no built-in LSP client; it needs 0.7",
                found.0, found.1
            );
            false
        }
        Some(_) => true,
    }
}

/// After the README's configuration has started the server for the file Neovim opened: wait for its
/// diagnostics and write how many there are and their codes.
const WAIT_LUA: &str = r#"
local buffer = vim.api.nvim_get_current_buf()
vim.wait(60000, function() return #vim.diagnostic.get(buffer) >= 1 end, 20)
local codes = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  local lsp = (diagnostic.user_data or {}).lsp or {}
  table.insert(codes, diagnostic.code or lsp.code or '')
end
local file = io.open(vim.env.URIGRAM_OUTPUT, 'w')
file:write(vim.fn.json_encode({ filetype = vim.bo.filetype, codes = codes }))
file:close()
vim.cmd('qa!')
"#;

/// The README's Neovim block, as a newcomer copies it into `init.lua`, with the command on the `PATH` as the
/// README's install step puts it there: opening a Markdown file shows its diagnostics.
#[test]
fn the_readmes_neovim_set_up_works() {
    if !neovim_at_least((0, 7)) {
        return;
    }
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap();
    let section = &readme[readme.find("**Neovim**").expect("the README's Neovim set-up")..];
    let start = section.find("```lua\n").expect("a Lua block") + "```lua\n".len();
    let block = &section[start..start + section[start..].find("```").expect("the block ends")];
    let folder = std::env::temp_dir().join(format!("urigram-neovim-readme-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let (init, wait, document, output) =
        (folder.join("init.lua"), folder.join("wait.lua"), folder.join("notes.md"), folder.join("found.json"));
    std::fs::write(&init, block).unwrap();
    std::fs::write(&wait, WAIT_LUA).unwrap();
    std::fs::write(&document, "See <http://a/%zz> and [b](http://b/ok).\n").unwrap();
    let binary = std::path::Path::new(env!("CARGO_BIN_EXE_urigram"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf())
            .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())),
    )
    .unwrap();
    let mut nvim = Command::new("nvim");
    nvim.args(["--headless", "-n", "-i", "NONE", "-u"])
        .arg(&init)
        .arg("-c")
        .arg(format!("luafile {}", wait.display()))
        .arg(&document)
        .env("PATH", path)
        .env("URIGRAM_OUTPUT", &output)
        .env("XDG_STATE_HOME", &folder)
        .env("XDG_DATA_HOME", &folder)
        .env("XDG_CACHE_HOME", &folder)
        .env("XDG_CONFIG_HOME", &folder);
    run_to_the_end(&mut nvim);
    let found: Value = serde_json::from_slice(&std::fs::read(&output).expect("the Lua wrote its findings")).unwrap();
    std::fs::remove_dir_all(&folder).unwrap();
    assert_eq!(found["filetype"], "markdown");
    assert_eq!(found["codes"], serde_json::json!(["rfc3986/pct-encoded"]), "{found}");
}

#[test]
fn neovim_shows_the_diagnostics() {
    match neovim_version() {
        None => {
            eprintln!("skipping the Neovim test: it needs `nvim` (0.7 or later) on the PATH (apt-get install neovim)");
            return;
        }
        Some(version) if version < (0, 7) => {
            eprintln!(
                "skipping the Neovim test: nvim {}.{} has no built-in LSP client; it needs 0.7",
                version.0, version.1
            );
            return;
        }
        Some(_) => {}
    }
    let folder = std::env::temp_dir().join(format!("urigram-neovim-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let document = folder.join("links.md");
    std::fs::write(
        &document,
        "# Links\n\ncafé 😀 see http://a/b😀c and <https://example.com/ok>.\n\nAlso <http://a/%zz>.\n",
    )
    .unwrap();
    let init = folder.join("init.lua");
    std::fs::write(&init, INIT_LUA).unwrap();
    let output = folder.join("diagnostics.json");
    let mut nvim = Command::new("nvim");
    nvim.args(["--headless", "-n", "-i", "NONE", "-u"])
        .arg(&init)
        .env("URIGRAM_DOCUMENT", &document)
        .env("URIGRAM_OUTPUT", &output)
        .env("URIGRAM_SERVER", env!("CARGO_BIN_EXE_urigram"))
        // Neovim's state and logs go to the test's folder, not the user's.
        .env("XDG_STATE_HOME", &folder)
        .env("XDG_DATA_HOME", &folder)
        .env("XDG_CACHE_HOME", &folder)
        .env("XDG_CONFIG_HOME", &folder);
    run_to_the_end(&mut nvim);
    let found: Value = serde_json::from_slice(&std::fs::read(&output).expect("the Lua wrote its findings")).unwrap();
    std::fs::remove_dir_all(&folder).unwrap();
    let found = found.as_array().expect("a list of diagnostics");
    assert_eq!(found.len(), 2, "{found:#?}");
    let mut found = found.clone();
    found.sort_by_key(|diagnostic| diagnostic["lnum"].as_u64());
    // Neovim keeps byte columns, converted from the UTF-16 ones the server sent: the whole emoji is underlined.
    let columns =
        |diagnostic: &Value| (diagnostic["lnum"].as_u64(), diagnostic["col"].as_u64(), diagnostic["end_col"].as_u64());
    assert_eq!(columns(&found[0]), (Some(2), Some(25), Some(29)), "{found:#?}");
    assert_eq!(columns(&found[1]), (Some(4), Some(16), Some(17)), "{found:#?}");
    assert_eq!(found[0]["source"], "urigram");
    assert_eq!(found[1]["code"], "rfc3986/pct-encoded");
    assert!(found[1]["message"].as_str().unwrap().contains("RFC 3986 \u{a7}2.1"), "{found:#?}");
}
