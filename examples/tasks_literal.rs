//! The everyday task that needs the `macros` feature: a URI literal checked when the crate is compiled (a
//! literal that is no URI fails the build with the parse error). `cargo test --features macros` runs it.
//!
//! ```text
//! cargo run --example tasks_literal --features macros
//! ```

const HOME: &str = urigram::uri!("https://example.com/");

fn main() {
    let relative: &str = urigram::uri_reference!("../g?y#s");
    assert_eq!((HOME, relative), ("https://example.com/", "../g?y#s"));
    // The literal parses: the grammar that checked it is the one that reads it.
    assert!(urigram::Uri::parse(HOME).is_ok());
    println!("ok  checked literal");
}
