//! Character classes as 256-entry lookup tables, built at compile time.
//!
//! Every terminal rule of every RFC (`unreserved`, `pchar`, `uric`, ...) is one [`ByteClass`]: a `const` table
//! composed from smaller ones, so that a run of allowed bytes is matched with one table load per byte.

/// A set of bytes, stored twice: one `bool` per byte value, and one entry of flag bits per byte value.
///
/// Each entry holds three bits: whether the byte is outside the class, whether it is a `%` outside the class
/// (where a percent-escape may start), and whether it is not a hex digit. The last two do not depend on the
/// class beyond its holding `%`, but keeping them in the same entry lets the scan of escaped runs (the crate's
/// `ByteClass::escaped_run_length`) learn all three facts of a byte with one table load. The plain runs, which
/// are most of a URI, read the `bool`s instead: one load a byte and no bit to take out of it, which runs fewer
/// instructions than reading the entries' first bit (BENCHMARKS.md, "Figures behind the code's choices").
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ByteClass {
    /// Whether each byte is in the class: what a run of the class reads, one load a byte.
    members: [bool; 256],
    /// The entry of each byte (see [`entry`]), for the scan of escaped runs.
    entries: [u8; 256],
}

/// The entry's bit for a byte outside the class.
const OUTSIDE: u8 = 1;
/// The entry's bit for a `%` outside the class: a percent-escape starts there.
const PERCENT: u8 = 2;
/// The entry's bit for a byte that is not `HEXDIG`.
const NOT_HEX: u8 = 4;
/// One bit at the bottom of each of the eight bytes of a `u64`.
const LANES: u64 = 0x0101_0101_0101_0101;

/// The entry of `byte` in a class that holds it when `inside`.
const fn entry(byte: u8, inside: bool) -> u8 {
    let hex = byte.is_ascii_hexdigit();
    match (inside, byte == b'%') {
        (true, _) => {
            if hex {
                0
            } else {
                NOT_HEX
            }
        }
        (false, true) => OUTSIDE | PERCENT | NOT_HEX,
        (false, false) => OUTSIDE | if hex { 0 } else { NOT_HEX },
    }
}

impl ByteClass {
    /// The class with no bytes.
    pub const EMPTY: ByteClass = {
        let mut table = [0; 256];
        let mut byte = 0;
        while byte < 256 {
            table[byte] = entry(byte as u8, false);
            byte += 1;
        }
        ByteClass { members: [false; 256], entries: table }
    };

    /// The class whose byte `byte` is in it when `inside`, and is otherwise `self`.
    const fn with(mut self, byte: u8, inside: bool) -> ByteClass {
        self.members[byte as usize] = inside;
        self.entries[byte as usize] = entry(byte, inside);
        self
    }

    /// This class plus every byte from `low` to `high`, both included.
    #[must_use]
    pub const fn with_range(mut self, low: u8, high: u8) -> ByteClass {
        let mut byte = low as usize;
        while byte <= high as usize {
            self = self.with(byte as u8, true);
            byte += 1;
        }
        self
    }

    /// This class plus each byte of `bytes`.
    #[must_use]
    pub const fn with_bytes(mut self, bytes: &[u8]) -> ByteClass {
        let mut index = 0;
        while index < bytes.len() {
            self = self.with(bytes[index], true);
            index += 1;
        }
        self
    }

    /// The bytes in `self` or in `other`.
    #[must_use]
    pub const fn union(mut self, other: ByteClass) -> ByteClass {
        let mut byte = 0;
        while byte < 256 {
            self = self.with(byte as u8, self.contains(byte as u8) || other.contains(byte as u8));
            byte += 1;
        }
        self
    }

    /// The bytes in `self` and not in `other`.
    #[must_use]
    pub const fn minus(mut self, other: ByteClass) -> ByteClass {
        let mut byte = 0;
        while byte < 256 {
            self = self.with(byte as u8, self.contains(byte as u8) && !other.contains(byte as u8));
            byte += 1;
        }
        self
    }

    /// The bytes not in `self`.
    #[must_use]
    pub const fn complement(mut self) -> ByteClass {
        let mut byte = 0;
        while byte < 256 {
            self = self.with(byte as u8, !self.contains(byte as u8));
            byte += 1;
        }
        self
    }

    /// Whether `byte` is in the class.
    #[inline(always)]
    #[must_use]
    pub const fn contains(&self, byte: u8) -> bool {
        self.members[byte as usize]
    }

    /// Whether every byte of `other` is in the class.
    #[must_use]
    pub(crate) const fn contains_all(&self, other: &ByteClass) -> bool {
        let mut byte = 0;
        while byte < 256 {
            if other.contains(byte as u8) && !self.contains(byte as u8) {
                return false;
            }
            byte += 1;
        }
        true
    }

    /// The length of the longest prefix of `bytes` made only of bytes in the class.
    #[inline]
    #[must_use]
    pub fn run_length(&self, bytes: &[u8]) -> usize {
        // Eight bytes a step, without a branch per byte: runs in URIs are tens of bytes long, and the branch
        // that ends a run is the one a byte-at-a-time loop mispredicts. Each step makes a mask of the bytes
        // outside the class, and the first of them ends the run.
        let mut offset = 0;
        while let Some(chunk) = bytes.get(offset..offset + 8) {
            let outside = self.outside_mask(chunk);
            if outside != 0 {
                return offset + outside.trailing_zeros() as usize;
            }
            offset += 8;
        }
        let left = bytes.len() - offset;
        match bytes.len().checked_sub(8).and_then(|start| bytes.get(start..)) {
            // The last eight bytes, of which the first `8 - left` were already seen in the class: those bits
            // are shifted out, and a bit past the end stops the run there.
            Some(last) if left > 0 => {
                offset + ((self.outside_mask(last) >> (8 - left)) | 1 << left).trailing_zeros() as usize
            }
            _ => {
                offset + bytes.get(offset..).unwrap_or_default().iter().position(|&b| !self.contains(b)).unwrap_or(left)
            }
        }
    }

    /// One bit per byte of `chunk` (at most eight), set for the bytes not in the class.
    #[inline(always)]
    pub(crate) fn outside_mask(&self, chunk: &[u8]) -> u32 {
        chunk.iter().enumerate().fold(0, |mask, (index, &b)| mask | u32::from(!self.members[usize::from(b)]) << index)
    }

    /// The length of the longest prefix of `bytes` made of bytes in the class and of `"%" HEXDIG HEXDIG`
    /// escapes, up to the first byte that is neither or the `%` of an escape without its two hex digits (the
    /// caller tells the two apart by the byte it stops at).
    ///
    /// The class must hold every hex digit (each URI grammar's escaping classes do), so that an escape's digits
    /// are bytes of the class: then `*( class / escape )` is exactly the runs of the class and `%` in which
    /// every `%` is followed by two hex digits, and eight bytes are checked a step with no state carried from
    /// one step to the next, escapes or not. (A byte at a time, each `%` was a branch that the predictor could
    /// not learn: escapes stand anywhere in a run.) It must not hold the byte 0, with which a short text is
    /// padded to eight bytes; no URI grammar's class does.
    #[inline]
    #[must_use]
    pub(crate) fn escaped_run_length(&self, bytes: &[u8]) -> usize {
        debug_assert!(self.contains_all(&HEXDIG), "an escaped run's class holds every hex digit");
        debug_assert!(!self.contains(0), "an escaped run's class does not hold the padding byte 0");
        let mut offset = 0;
        while let Some(chunk) = bytes.get(offset..offset + 8).and_then(|chunk| <&[u8; 8]>::try_from(chunk).ok()) {
            // The two bytes after the step, which the escapes of its last two bytes need (0 past the end: not a
            // hex digit).
            let after = |index: usize| bytes.get(offset + 8 + index).copied().unwrap_or(0);
            let stops = self.escaped_stops(self.flags(chunk), [after(0), after(1)]);
            if stops != 0 {
                return offset + (stops.trailing_zeros() / 8) as usize;
            }
            offset += 8;
        }
        let left = bytes.len() - offset;
        if left == 0 {
            return offset;
        }
        // Fewer than eight bytes are left. With eight bytes in all, the last eight are read again, as in
        // `run_length`: the first `8 - left` were seen already (their escapes too, whose digits the step before
        // read), so their lanes are shifted out, and a stop past the end ends the run there. A shorter text is
        // copied into eight bytes after which stand zeros, which are outside every class and not hex digits.
        let last = bytes.len().checked_sub(8).and_then(|start| bytes.get(start..));
        let stops = match last.and_then(|last| <&[u8; 8]>::try_from(last).ok()) {
            Some(last) => self.escaped_stops(self.flags(last), [0, 0]) >> (8 * (8 - left)) | 1 << (8 * left),
            None => {
                let mut padded = [0; 8];
                padded.iter_mut().zip(bytes).for_each(|(lane, &byte)| *lane = byte);
                self.escaped_stops(self.flags(&padded), [0, 0])
            }
        };
        offset + (stops.trailing_zeros() / 8) as usize
    }

    /// The entries of the eight bytes of `chunk`, one in each byte of the result.
    #[inline(always)]
    fn flags(&self, chunk: &[u8; 8]) -> u64 {
        chunk
            .iter()
            .enumerate()
            .fold(0, |flags, (lane, &byte)| flags | u64::from(self.entries[usize::from(byte)]) << (8 * lane))
    }

    /// For eight bytes whose entries are `flags` (see [`ByteClass::flags`]), with the two bytes `after` them: the
    /// lowest bit of each byte of the result is set where an escaped run must stop, at a byte outside the class
    /// that is not a `%`, or at a `%` one of whose next two bytes is not a hex digit.
    #[inline(always)]
    fn escaped_stops(&self, flags: u64, after: [u8; 2]) -> u64 {
        let entry = |byte: u8| u64::from(self.entries[usize::from(byte)]);
        // The entries of the ten bytes, one in each byte: bit 1 (`PERCENT`) of lane k and bit 2 (`NOT_HEX`) of
        // lanes k + 1 and k + 2 are 9 and 17 bits apart.
        let wide = u128::from(flags) | u128::from(entry(after[0])) << 64 | u128::from(entry(after[1])) << 72;
        let digit_missing = (wide >> 9 | wide >> 17) as u64;
        // A `%` is outside the class too (bits 0 and 1 both set): `flags ^ flags >> 1` keeps the other bytes
        // outside it.
        ((flags ^ flags >> 1) | (flags & digit_missing) >> 1) & LANES
    }
}

impl core::fmt::Debug for ByteClass {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let members = (0u8..=255).filter(|&b| self.contains(b));
        f.debug_set().entries(members.map(char::from)).finish()
    }
}

/// `ALPHA = %x41-5A / %x61-7A ; A-Z / a-z` (RFC 5234 Appendix B.1)
pub const ALPHA: ByteClass = ByteClass::EMPTY.with_range(b'A', b'Z').with_range(b'a', b'z');
/// `DIGIT = %x30-39 ; 0-9` (RFC 5234 Appendix B.1)
pub const DIGIT: ByteClass = ByteClass::EMPTY.with_range(b'0', b'9');
/// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (RFC 5234 Appendix B.1; quoted strings are
/// case-insensitive, so `a`-`f` are included)
pub const HEXDIG: ByteClass = DIGIT.with_range(b'A', b'F').with_range(b'a', b'f');

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_compose() {
        let vowels = ByteClass::EMPTY.with_bytes(b"aeiou");
        let letters = ALPHA;
        let consonants = letters.minus(vowels);
        assert!(consonants.contains(b'b') && !consonants.contains(b'a'));
        assert!(vowels.union(DIGIT).contains(b'7'));
        assert!(!ALPHA.complement().contains(b'Q'));
        assert_eq!(HEXDIG.run_length(b"0aF9g"), 4);
        assert_eq!(HEXDIG.run_length(b"beef"), 4);
    }

    #[test]
    fn run_length_finds_the_first_byte_outside_at_every_place() {
        // Every length up to three steps of eight, with the run ending at every place (or not at all), so
        // that the step loop, the overlapping last step and the short tail are each reached.
        for length in 0..=24 {
            for stop in 0..=length {
                let mut bytes = vec![b'a'; length];
                if let Some(byte) = bytes.get_mut(stop) {
                    *byte = b'!';
                }
                // Bytes after the stop are also outside now and then, which must not matter.
                if let Some(byte) = bytes.get_mut(stop + 2) {
                    *byte = b'?';
                }
                assert_eq!(ALPHA.run_length(&bytes), stop, "length {length}, stop {stop}");
            }
        }
    }

    /// `*( class / "%" HEXDIG HEXDIG )` read a byte at a time, as the rules read it before the eight-byte scan:
    /// the length [`ByteClass::escaped_run_length`] must agree with.
    fn escaped_run_by_bytes(class: &ByteClass, bytes: &[u8]) -> usize {
        let mut index = 0;
        loop {
            match bytes.get(index..) {
                Some([byte, ..]) if class.contains(*byte) => index += 1,
                Some([b'%', high, low, ..]) if high.is_ascii_hexdigit() && low.is_ascii_hexdigit() => index += 3,
                _ => return index,
            }
        }
    }

    /// A class that holds the hex digits, as every escaping class does, and a byte that is not one (`g`).
    const ESCAPING: ByteClass = HEXDIG.with_bytes(b"g");

    #[test]
    fn escaped_run_length_agrees_with_the_byte_loop_on_every_short_text() {
        // Every text of up to ten bytes over one byte of each kind the scan tells apart: in the class and not a
        // hex digit (`g`), a hex digit (`4`), `%`, and a byte outside the class (`!`). Lengths 0 to 7 take the
        // padded short text, 8 one step, 9 and 10 a step and the last-eight window, and a `%` at each of the
        // step's last two lanes needs the bytes after it.
        const ALPHABET: [u8; 4] = [b'g', b'4', b'%', b'!'];
        let mut text = Vec::new();
        for length in 0..=10u32 {
            for code in 0..ALPHABET.len().pow(length) {
                text.clear();
                text.extend((0..length).scan(code, |rest, _| {
                    let byte = ALPHABET[*rest % ALPHABET.len()];
                    *rest /= ALPHABET.len();
                    Some(byte)
                }));
                let expected = escaped_run_by_bytes(&ESCAPING, &text);
                assert_eq!(ESCAPING.escaped_run_length(&text), expected, "{:?}", String::from_utf8_lossy(&text));
            }
        }
    }

    #[test]
    fn escaped_run_length_agrees_with_the_byte_loop_on_long_texts() {
        // Texts of up to five steps, so that escapes straddle one step and the next and the window after
        // several steps is reached; drawn by a fixed linear congruential sequence, mostly in the class so that
        // runs are long.
        const ALPHABET: [u8; 8] = [b'g', b'4', b'a', b'F', b'%', b'%', b'!', b'z'];
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = || {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize
        };
        for _ in 0..20_000 {
            let length = next() % 41;
            // One text in four has no byte outside the class, to run to the end.
            let kinds = if next() % 4 == 0 { 6 } else { ALPHABET.len() };
            let text: Vec<u8> = (0..length).map(|_| ALPHABET[next() % kinds]).collect();
            let expected = escaped_run_by_bytes(&ESCAPING, &text);
            assert_eq!(ESCAPING.escaped_run_length(&text), expected, "{:?}", String::from_utf8_lossy(&text));
        }
    }
}
