//! The playground's WHATWG column as a WebAssembly module of its own (`urigram_playground_whatwg.wasm`).
//!
//! The WHATWG URL Standard's host parser runs UTS #46 on every domain, and the `idna` crate's Unicode data
//! that needs would take the playground's module past its size budget; the page loads this module beside it
//! and asks it for the WHATWG column, which it draws when it arrives. It exports the playground's four
//! functions (`playground_alloc`, `playground_answer`, `playground_output`, `playground_free`; see
//! `urigram_playground`'s docs), `playground_answer` answering with
//! [`urigram_playground::whatwg_answer`]. Build it with
//! `cargo build -p urigram-playground-whatwg --target wasm32-unknown-unknown --profile wasm`.
//!
//! ```
//! let json = urigram_playground_whatwg::answer("uri=http%3A%2F%2Fexample.org%2F");
//! assert!(json.contains(r#""href":"http://example.org/""#));
//! ```

pub use urigram_playground::whatwg_answer as answer;

#[cfg(target_arch = "wasm32")]
urigram_playground::wasm_exports!(urigram_playground::whatwg_answer);
