//! Fixed-width unsigned integers of `64·N` bits, for edge weights that stack more
//! lexicographic criteria than 128 bits hold (the Dutch system of 2026 encodes all of
//! C5-C21, bracket by bracket, in one weight: [`crate::pairing::dutch_2026`]).
//!
//! Only what a weight needs: building it field by field (shift left, set low bits), and
//! the arithmetic of the blossom algorithm's duals (add, subtract, halve, compare). Overflow
//! is the caller's responsibility: the widths are chosen from the layout of the fields.

use std::cmp::Ordering;
use std::ops::{Add, BitAnd, Sub};

/// An unsigned integer of `64·N` bits, limbs least significant first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Wide<N> {
    pub const ZERO: Wide<N> = Wide([0; N]);
    /// The number of bits the type holds.
    pub const BITS: u32 = 64 * N as u32;

    pub fn from_u64(value: u64) -> Wide<N> {
        let mut limbs = [0; N];
        limbs[0] = value;
        Wide(limbs)
    }

    #[inline]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&limb| limb == 0)
    }

    /// `self · 2^bits` (bits shifted out at the top are lost).
    pub fn shifted_left(self, bits: u32) -> Wide<N> {
        let limbs = (bits / 64) as usize;
        let rest = bits % 64;
        let mut result = [0; N];
        for i in (limbs..N).rev() {
            let low = self.0[i - limbs];
            result[i] = low << rest;
            if rest > 0 && i > limbs {
                result[i] |= self.0[i - limbs - 1] >> (64 - rest);
            }
        }
        Wide(result)
    }

    /// Adds `value · 2^shift` (bits carried out at the top are lost).
    #[inline(always)]
    pub fn add_shifted(&mut self, value: u64, shift: u32) {
        let limb = (shift / 64) as usize;
        let rest = shift % 64;
        let low = value << rest;
        let high = if rest == 0 { 0 } else { value >> (64 - rest) };
        let mut carry = 0u64;
        for (i, part) in [(limb, low), (limb + 1, high)] {
            if i < N {
                let (sum, c1) = self.0[i].overflowing_add(part);
                let (sum, c2) = sum.overflowing_add(carry);
                self.0[i] = sum;
                carry = u64::from(c1 || c2);
            }
        }
        let mut i = limb + 2;
        while carry != 0 && i < N {
            let (sum, c) = self.0[i].overflowing_add(carry);
            self.0[i] = sum;
            carry = u64::from(c);
            i += 1;
        }
    }

    /// `2^bits - 1`: the mask of the fields below bit `bits` (`weight & mask` keeps them
    /// alone, one AND per limb: a matching masks every weight it reads).
    pub fn low_mask(bits: u32) -> Wide<N> {
        let mut limbs = [0; N];
        for (i, limb) in limbs.iter_mut().enumerate() {
            let from = 64 * i as u32;
            if from < bits {
                *limb = if bits - from >= 64 {
                    u64::MAX
                } else {
                    (1u64 << (bits - from)) - 1
                };
            }
        }
        Wide(limbs)
    }

    /// `self / 2`, rounded down.
    pub fn halved(self) -> Wide<N> {
        let mut result = [0; N];
        for (i, slot) in result.iter_mut().enumerate() {
            *slot = self.0[i] >> 1;
            if i + 1 < N {
                *slot |= self.0[i + 1] << 63;
            }
        }
        Wide(result)
    }

    /// `self + value` for a small `value`.
    #[inline(always)]
    pub fn plus(mut self, value: u64) -> Wide<N> {
        self.add_shifted(value, 0);
        self
    }

    /// `self - value` for a small `value`.
    #[inline(always)]
    pub fn minus(mut self, value: u64) -> Wide<N> {
        let mut borrow = value;
        for limb in &mut self.0 {
            let (difference, borrowed) = limb.overflowing_sub(borrow);
            *limb = difference;
            if !borrowed {
                return self;
            }
            borrow = 1;
        }
        debug_assert!(false, "wide weight underflow");
        self
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Wide<N>;
    #[inline(always)]
    fn add(self, other: Wide<N>) -> Wide<N> {
        let mut result = [0; N];
        let mut carry = false;
        for (i, slot) in result.iter_mut().enumerate() {
            let (sum, first) = self.0[i].overflowing_add(other.0[i]);
            let (sum, second) = sum.overflowing_add(u64::from(carry));
            *slot = sum;
            carry = first | second;
        }
        debug_assert!(!carry, "wide weight overflow");
        Wide(result)
    }
}

impl<const N: usize> BitAnd for Wide<N> {
    type Output = Wide<N>;
    #[inline(always)]
    fn bitand(self, other: Wide<N>) -> Wide<N> {
        Wide(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Wide<N>;
    #[inline]
    fn sub(self, other: Wide<N>) -> Wide<N> {
        let mut result = [0; N];
        let mut borrow = false;
        for (i, slot) in result.iter_mut().enumerate() {
            let (difference, first) = self.0[i].overflowing_sub(other.0[i]);
            let (difference, second) = difference.overflowing_sub(u64::from(borrow));
            *slot = difference;
            borrow = first | second;
        }
        debug_assert!(!borrow, "wide weight underflow");
        Wide(result)
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline]
    fn cmp(&self, other: &Wide<N>) -> Ordering {
        self.0.iter().rev().cmp(other.0.iter().rev())
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    #[inline]
    fn partial_cmp(&self, other: &Wide<N>) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_carry_across_limbs() {
        let one = Wide::<3>::from_u64(1);
        let high = one.shifted_left(130);
        assert_eq!(high.0, [0, 0, 4]);
        assert_eq!(
            Wide::<2>::from_u64(u64::MAX).shifted_left(4).0,
            [u64::MAX << 4, 15]
        );
        assert_eq!(high.halved().0, [0, 0, 2]);
        assert_eq!((Wide::<3>([7, 7, 7]) & Wide::low_mask(66)).0, [7, 3, 0]);
        assert_eq!((Wide::<2>([7, 7]) & Wide::low_mask(128)).0, [7, 7]);
        assert_eq!((Wide::<2>([7, 7]) & Wide::low_mask(64)).0, [7, 0]);
        let mut placed = Wide::<3>::from_u64(u64::MAX);
        placed.add_shifted(1, 0);
        assert_eq!(placed.0, [0, 1, 0]);
        placed.add_shifted(3, 127);
        assert_eq!(placed.0, [0, 1 << 63 | 1, 1]);
        placed.add_shifted(1 << 63, 64);
        assert_eq!(placed.0, [0, 1, 2]);
        assert_eq!(Wide::<2>([0, 1]).halved().0, [1 << 63, 0]);
    }

    #[test]
    fn arithmetic_carries_and_borrows() {
        let a = Wide::<2>([u64::MAX, 0]);
        assert_eq!((a + Wide::from_u64(1)).0, [0, 1]);
        assert_eq!((Wide::<2>([0, 1]) - Wide::from_u64(1)).0, [u64::MAX, 0]);
        assert!(Wide::<2>([0, 1]) > Wide::<2>([u64::MAX, 0]));
        assert_eq!(a.plus(2).minus(2), a);
    }
}
