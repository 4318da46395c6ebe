//! The body of the `differential_ada` fuzz target: the WHATWG URL Standard's parser here and in ada (C++, the
//! parser of Node.js, which passes every web-platform-tests case), on the same text and base. Both implement
//! the same algorithm, so they agree on whether it fails and, where it does not, on the href.
//!
//! ada is a dependency of the fuzz crate alone (its C++ is built by the `ada-url` crate), never of the library.

use urigram::whatwg::Url;

/// Bases the first byte chooses between: none, special, non-special, `file:`.
const BASES: [Option<&str>; 4] = [None, Some("https://user:pw@example.org:8080/a/b?q#f"), Some("web+x://h/p/q"), Some("file:///C:/dir/")];

/// The whole target: `data`'s first byte picks the base, the rest is the input.
pub fn differential_ada(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else { return };
    // ada takes text; invalid UTF-8 is replaced on both sides alike.
    let input = String::from_utf8_lossy(rest);
    let base_text = BASES[usize::from(first) % BASES.len()];
    let base = base_text.map(|base| Url::parse(base, None).expect("the bases parse"));
    let ours = Url::parse(&input, base.as_ref());
    let theirs = ada_url::Url::parse(&*input, base_text);
    match (ours, theirs) {
        (Ok(ours), Ok(theirs)) => assert_eq!(ours.href(), theirs.href(), "{input:?} against {base_text:?}"),
        (Err(_), Err(_)) => {}
        (Ok(ours), Err(_)) => panic!("{input:?} against {base_text:?}: ada fails, here {}", ours.href()),
        (Err(failure), Ok(theirs)) => panic!("{input:?} against {base_text:?}: here {failure}, ada {}", theirs.href()),
    }
}
