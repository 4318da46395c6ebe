//! RFC 2396's `hostname` as one automaton that reads four bytes a step, fused from the rules
//! `hostname = *( domainlabel "." ) toplabel [ "." ]`, `domainlabel` and `toplabel`.
//!
//! [`hostname`](super::hostname) asks it first and reads the labels with the rule functions only where no
//! `hostname` ends where the automaton stops; the test beside it holds the two readings equal on every short text.

use crate::grammar::{ALPHA, DIGIT};

use super::characters::ALPHANUM;

/// Where a reading of `hostname` stands after a byte: the states of the automaton that reads it
/// ([`HOSTNAME_STEPS_BY_FOUR`]). Each is a multiple of eight, the place of its next state in a row.
mod hostname_state {
    /// A label starts here: at the start, or after a whole label that starts with a digit and its `.`.
    pub const AT_LABEL: u8 = 0;
    /// After an `alphanum`, in a label that starts with a letter: a `toplabel` ends here.
    pub const IN_TOPLABEL: u8 = 8;
    /// After an `alphanum`, in a label that starts with a digit: only a `domainlabel` ends here.
    pub const IN_DOMAINLABEL: u8 = 16;
    /// After a `-`, in a label that starts with a letter.
    pub const TOPLABEL_HYPHEN: u8 = 24;
    /// After a `-`, in a label that starts with a digit.
    pub const DOMAINLABEL_HYPHEN: u8 = 32;
    /// After a whole label that starts with a letter and its `.`: the optional `"."` after a `toplabel`, so a
    /// `hostname` ends here too.
    pub const AFTER_TOPLABEL_DOT: u8 = 40;
    /// No `hostname` goes on from here.
    pub const STOPPED: u8 = 48;
}

/// The bits of a row of [`HOSTNAME_STOPS_BY_FOUR`] that count the bytes that went on.
const WENT_ON: u8 = 7;

/// The state after `byte` in `state` (see [`hostname_state`]), from `hostname`'s rules: a label is an
/// `alphanum`, then `alphanum` or `-`, and is whole when it ends with an `alphanum`; a whole label may be
/// followed by `.` and another label.
const fn next_hostname_state(state: u8, byte: u8) -> u8 {
    use hostname_state::*;
    let alphanum = ALPHANUM.contains(byte);
    match state {
        AT_LABEL | AFTER_TOPLABEL_DOT if ALPHA.contains(byte) => IN_TOPLABEL,
        AT_LABEL | AFTER_TOPLABEL_DOT if alphanum => IN_DOMAINLABEL,
        IN_TOPLABEL | TOPLABEL_HYPHEN if alphanum => IN_TOPLABEL,
        IN_DOMAINLABEL | DOMAINLABEL_HYPHEN if alphanum => IN_DOMAINLABEL,
        IN_TOPLABEL | TOPLABEL_HYPHEN if byte == b'-' => TOPLABEL_HYPHEN,
        IN_DOMAINLABEL | DOMAINLABEL_HYPHEN if byte == b'-' => DOMAINLABEL_HYPHEN,
        IN_TOPLABEL if byte == b'.' => AFTER_TOPLABEL_DOT,
        IN_DOMAINLABEL if byte == b'.' => AT_LABEL,
        _ => hostname_state::STOPPED,
    }
}

/// The kinds of byte that [`next_hostname_state`] tells apart, in [`HOSTNAME_KIND_BYTES`]: a letter, a digit, `-`,
/// `.`, and any other byte, which stops every state. A byte's kind is stored times 1, 5, 25 or 125, its weight at
/// each place among four bytes, so that the four places' entries add up to the four kinds' index in
/// [`HOSTNAME_STEPS_BY_FOUR`].
static HOSTNAME_KIND_BY_PLACE: [[u16; 256]; 4] = {
    let mut places = [[0u16; 256]; 4];
    let mut byte = 0;
    while byte < 256 {
        let (mut place, mut weight) = (0, 1);
        while place < 4 {
            places[place][byte] = hostname_kind(byte as u8) * weight;
            weight *= HOSTNAME_KIND_BYTES.len() as u16;
            place += 1;
        }
        byte += 1;
    }
    places
};

/// One byte of each kind that [`next_hostname_state`] tells apart; its steps depend on the kind alone.
const HOSTNAME_KIND_BYTES: [u8; 5] = [b'a', b'1', b'-', b'.', b'/'];

/// The kind of `byte`: its index in [`HOSTNAME_KIND_BYTES`].
const fn hostname_kind(byte: u8) -> u16 {
    if ALPHA.contains(byte) {
        0
    } else if DIGIT.contains(byte) {
        1
    } else if byte == b'-' {
        2
    } else if byte == b'.' {
        3
    } else {
        4
    }
}

/// `hostname` as one automaton that reads four bytes a step: for each sequence of four kinds of byte, a row that
/// holds at the place of each state the state after the four bytes.
///
/// Reading a host then costs, every four bytes, four loads of a kind, one of a row and one shift by the state,
/// with no branch but the one that ends the host. The loop over one label at a time branched at each label's
/// end, and that branch, which no predictor learns (labels have any length), was most of what RFC 2396 paid
/// beyond RFC 3986. An automaton of one byte a step waited at every byte for the shift by the state before it,
/// a chain as long as the host: here the row of four bytes is found without the state, and one shift carries the
/// state over four bytes (BENCHMARKS.md, "Figures behind the code's choices").
static HOSTNAME_STEPS_BY_FOUR: [u64; 625] = {
    let mut rows = [0u64; 625];
    let mut index = 0;
    while index < rows.len() {
        let mut state = 0;
        while state <= hostname_state::STOPPED {
            let (mut after, mut kinds, mut place) = (state, index, 0);
            while place < 4 {
                after = next_hostname_state(after, HOSTNAME_KIND_BYTES[kinds % HOSTNAME_KIND_BYTES.len()]);
                kinds /= HOSTNAME_KIND_BYTES.len();
                place += 1;
            }
            rows[index] |= (after as u64) << state;
            state += 8;
        }
        index += 1;
    }
    rows
};

/// For the four bytes in which the automaton stops: for each sequence of four kinds of byte, a row that holds at
/// the place of each state the last state before the stop, plus how many of the four bytes went on (0 to 3, in
/// the bits of [`WENT_ON`]: the states are multiples of eight, so the count fits below them).
static HOSTNAME_STOPS_BY_FOUR: [u64; 625] = {
    let mut rows = [0u64; 625];
    let mut index = 0;
    while index < rows.len() {
        let mut state = 0;
        while state < hostname_state::STOPPED {
            let (mut last, mut went_on, mut kinds) = (state, 0, index);
            while went_on < 3 {
                let next = next_hostname_state(last, HOSTNAME_KIND_BYTES[kinds % HOSTNAME_KIND_BYTES.len()]);
                if next == hostname_state::STOPPED {
                    break;
                }
                (last, went_on, kinds) = (next, went_on + 1, kinds / HOSTNAME_KIND_BYTES.len());
            }
            rows[index] |= ((last | went_on) as u64) << state;
            state += 8;
        }
        index += 1;
    }
    rows
};

/// The length of the longest `hostname` at the start of `bytes`, when one ends where the automaton stops (in a
/// `toplabel`, or after a `toplabel` and its `.`); `None` when none does there, and the labels must be read again.
///
/// Four bytes a step, up to the four in which the automaton stops. Past the end of the text stands a byte no
/// hostname holds (0), so the automaton stops there too.
#[inline(always)]
pub(crate) fn whole_hostname_length(bytes: &[u8]) -> Option<usize> {
    use hostname_state::{AFTER_TOPLABEL_DOT, IN_TOPLABEL, STOPPED};
    let mut state = hostname_state::AT_LABEL;
    let mut length = 0;
    let stopping = loop {
        let four = match bytes.get(length..length + 4) {
            Some(&[first, second, third, fourth]) => [first, second, third, fourth],
            _ => core::array::from_fn(|place| bytes.get(length + place).copied().unwrap_or(0)),
        };
        let [first, second, third, fourth] = &HOSTNAME_KIND_BY_PLACE;
        let kinds = first[usize::from(four[0])] + second[usize::from(four[1])] + third[usize::from(four[2])];
        let kinds = usize::from(kinds + fourth[usize::from(four[3])]);
        let next = (HOSTNAME_STEPS_BY_FOUR[kinds] >> state) as u8;
        if next == STOPPED {
            break kinds;
        }
        state = next;
        length += 4;
    };
    // Within those four, the last state before the stop and how many bytes went on, from one more row.
    let stop = (HOSTNAME_STOPS_BY_FOUR[stopping] >> state) as u8;
    (state, length) = (stop & !WENT_ON, length + usize::from(stop & WENT_ON));
    matches!(state, IN_TOPLABEL | AFTER_TOPLABEL_DOT).then_some(length)
}

#[cfg(test)]
mod tests {
    use crate::grammar::input;
    use crate::rfc2396::authority::hostname_by_labels;
    use crate::rfc2396::hostname;

    /// The automaton and the reading one label at a time find the same longest `hostname` in every text of up
    /// to eight bytes over a letter, a digit, `-`, `.` and a byte that ends a host.
    #[test]
    fn the_hostname_automaton_agrees_with_reading_label_by_label() {
        const BYTES: [u8; 5] = [b'a', b'1', b'-', b'.', b'/'];
        let mut compared = 0;
        let mut by_automaton = 0;
        for length in 0..=8u32 {
            for mut number in 0..BYTES.len().pow(length) {
                let text: Vec<u8> = (0..length)
                    .map(|_| {
                        let byte = BYTES[number % BYTES.len()];
                        number /= BYTES.len();
                        byte
                    })
                    .collect();
                let text = core::str::from_utf8(&text).expect("ASCII");
                let label_by_label = hostname_by_labels(input(text));
                assert_eq!(
                    hostname(input(text)).ok().map(|(rest, _)| rest.location_offset()),
                    label_by_label,
                    "{text:?}"
                );
                compared += 1;
                let automaton_end = text.bytes().take_while(|&b| b != b'/').count();
                by_automaton += usize::from(label_by_label == Some(automaton_end));
            }
        }
        assert_eq!(compared, (0..=8).map(|length| 5usize.pow(length)).sum::<usize>());
        assert!(by_automaton > 10_000, "the automaton's own answer was checked {by_automaton} times");
    }
}
