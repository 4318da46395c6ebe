//! The everyday task that needs the `idna` feature: a registered name in the IDNA encoding, for a DNS host
//! (RFC 3986 §3.2.2, RFC 3987 §3.1), every result asserted. `cargo test --features idna` runs it.
//!
//! ```text
//! cargo run --example tasks_idna --features idna
//! ```

use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let iri = urigram::rfc3987::parse_iri("https://Bücher.example/")?;
    let host = iri.authority().ok_or("an authority")?.host();
    assert_eq!(host.to_ascii().ok_or("a registered name")??, "xn--bcher-kva.example");
    assert_eq!(urigram::idna::to_unicode("xn--bcher-kva.example")?, "bücher.example");
    assert!(urigram::idna::to_ascii("a..b").is_err());
    println!("ok  IDNA host");
    Ok(())
}
