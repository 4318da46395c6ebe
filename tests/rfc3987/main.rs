//! RFC 3987: IRIs, their mapping to URIs and back, comparison and resolution.

mod iri;
