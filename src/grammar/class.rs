//! Character classes as 256-entry lookup tables, built at compile time.
//!
//! Every terminal rule of every RFC (`unreserved`, `pchar`, `uric`, ...) is one [`ByteClass`]: a `const` table
//! composed from smaller ones, so that a run of allowed bytes is matched with one table load per byte.

/// A set of bytes, stored as one `bool` per byte value.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ByteClass([bool; 256]);

impl ByteClass {
    /// The class with no bytes.
    pub const EMPTY: ByteClass = ByteClass([false; 256]);

    /// This class plus every byte from `low` to `high`, both included.
    #[must_use]
    pub const fn with_range(mut self, low: u8, high: u8) -> ByteClass {
        let mut byte = low as usize;
        while byte <= high as usize {
            self.0[byte] = true;
            byte += 1;
        }
        self
    }

    /// This class plus each byte of `bytes`.
    #[must_use]
    pub const fn with_bytes(mut self, bytes: &[u8]) -> ByteClass {
        let mut index = 0;
        while index < bytes.len() {
            self.0[bytes[index] as usize] = true;
            index += 1;
        }
        self
    }

    /// The bytes in `self` or in `other`.
    #[must_use]
    pub const fn union(mut self, other: ByteClass) -> ByteClass {
        let mut byte = 0;
        while byte < 256 {
            self.0[byte] |= other.0[byte];
            byte += 1;
        }
        self
    }

    /// The bytes in `self` and not in `other`.
    #[must_use]
    pub const fn minus(mut self, other: ByteClass) -> ByteClass {
        let mut byte = 0;
        while byte < 256 {
            self.0[byte] &= !other.0[byte];
            byte += 1;
        }
        self
    }

    /// The bytes not in `self`.
    #[must_use]
    pub const fn complement(mut self) -> ByteClass {
        let mut byte = 0;
        while byte < 256 {
            self.0[byte] = !self.0[byte];
            byte += 1;
        }
        self
    }

    /// Whether `byte` is in the class.
    #[inline(always)]
    #[must_use]
    pub const fn contains(&self, byte: u8) -> bool {
        self.0[byte as usize]
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
        chunk.iter().enumerate().fold(0, |mask, (index, &b)| mask | u32::from(!self.contains(b)) << index)
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
}
