//! [`Offset`]: where a component that a reference may lack starts or ends, in a layout of offsets.

use core::cmp::Ordering;
use core::fmt;
use core::num::NonZeroUsize;

/// An offset (or a length, which is the offset where a component that starts at 0 ends) counted from a node's
/// start, for a component the node may lack: `None` from [`Offset::get`] when the component is absent.
///
/// It is one word, as a plain offset is: the offset is kept plus one in a [`NonZeroUsize`], whose zero is the
/// absent component. No text is `usize::MAX` bytes long (a slice is at most `isize::MAX`), so every offset of
/// a text has a value.
///
/// An absent component orders after every present one, as it would at the end of the text and beyond.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Offset(Option<NonZeroUsize>);

impl Offset {
    /// The absent component.
    pub(crate) const NONE: Offset = Offset(None);

    /// The component at `offset`.
    #[inline]
    pub(crate) const fn at(offset: usize) -> Offset {
        Offset(NonZeroUsize::new(offset.wrapping_add(1)))
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
        match self.0 {
            Some(plus_one) => Some(plus_one.get() - 1),
            None => None,
        }
    }

    /// The component moved to `moved(offset)`, or the absent one.
    #[inline]
    pub(crate) fn map(self, moved: impl FnOnce(usize) -> usize) -> Offset {
        Offset::of(self.get().map(moved))
    }

    /// Whether the component is there.
    #[inline]
    pub(crate) const fn is_some(self) -> bool {
        self.0.is_some()
    }

    /// Whether the component is absent.
    #[inline]
    pub(crate) const fn is_none(self) -> bool {
        self.0.is_none()
    }

    /// The offset, present or absent alike, as a number that orders them: an absent one is `usize::MAX`.
    #[inline]
    const fn order_key(self) -> usize {
        match self.get() {
            Some(offset) => offset,
            None => usize::MAX,
        }
    }
}

impl PartialOrd for Offset {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Offset {
    fn cmp(&self, other: &Self) -> Ordering {
        self.order_key().cmp(&other.order_key())
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
