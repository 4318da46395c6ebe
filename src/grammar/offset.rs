//! [`Offset`]: where a component that a reference may lack starts or ends, in a layout of offsets.

use core::fmt;

/// An offset (or a length, which is the offset where a component that starts at 0 ends) counted from a node's
/// start, for a component the node may lack: `None` from [`Offset::get`] when the component is absent.
///
/// It is one word, as a plain offset is, and reads as an `Option`: the absent component is kept as `usize::MAX`,
/// an offset no text reaches (a slice is at most `isize::MAX` bytes long), which nothing outside this type sees.
/// Kept so rather than as `Option<NonZeroUsize>` holding the offset plus one, because the parse writes and the
/// accessors read these offsets on every reference: so stored, a present offset is the number itself, with no
/// addition on writing and no subtraction on reading, and an absent one orders after every present one, as it
/// would at the end of the text and beyond.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Offset(usize);

impl Offset {
    /// The absent component.
    pub(crate) const NONE: Offset = Offset(usize::MAX);

    /// The component at `offset`.
    #[inline]
    pub(crate) const fn at(offset: usize) -> Offset {
        debug_assert!(offset != usize::MAX, "no text reaches offset usize::MAX");
        Offset(offset)
    }

    /// The component at `offset`, or the absent one.
    #[inline]
    pub(crate) const fn of(offset: Option<usize>) -> Offset {
        match offset {
            Some(offset) => Offset::at(offset),
            None => Offset::NONE,
        }
    }

    /// Where the component is, or `None` when it is absent.
    #[inline]
    pub(crate) const fn get(self) -> Option<usize> {
        if self.0 == usize::MAX { None } else { Some(self.0) }
    }

    /// The component moved to `moved(offset)`, or the absent one.
    #[inline]
    pub(crate) fn map(self, moved: impl FnOnce(usize) -> usize) -> Offset {
        Offset::of(self.get().map(moved))
    }

    /// Whether the component is there.
    #[inline]
    pub(crate) const fn is_some(self) -> bool {
        self.0 != usize::MAX
    }

    /// Whether the component is absent.
    #[inline]
    pub(crate) const fn is_none(self) -> bool {
        self.0 == usize::MAX
    }
}

impl fmt::Debug for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.get() {
            Some(offset) => write!(f, "{offset}"),
            None => f.write_str("absent"),
        }
    }
}

const _: () = assert!(size_of::<Offset>() == size_of::<usize>());

#[cfg(test)]
mod tests {
    use super::Offset;

    #[test]
    fn an_offset_reads_back_and_an_absent_one_orders_last() {
        for offset in [0, 1, 7, usize::MAX - 1] {
            assert_eq!(Offset::at(offset).get(), Some(offset));
            assert!(Offset::at(offset) < Offset::NONE);
        }
        assert_eq!(Offset::NONE.get(), None);
        assert_eq!(Offset::of(None), Offset::NONE);
        assert!(Offset::at(0) < Offset::at(1));
        assert_eq!(format!("{:?} {:?}", Offset::at(3), Offset::NONE), "3 absent");
    }
}
