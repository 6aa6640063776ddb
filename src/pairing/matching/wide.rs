//! Fixed-width unsigned integers of `64·N` bits, for edge weights that stack more
//! lexicographic criteria than 128 bits hold (the Dutch system of 2026 encodes all of
//! C5-C21, bracket by bracket, in one weight: [`crate::pairing::dutch_2026`]).
//!
//! Only what a weight needs: building it field by field (shift left, set low bits), and
//! the arithmetic of the blossom algorithm's duals (add, subtract, halve, compare). Overflow
//! is the caller's responsibility: the widths are chosen from the layout of the fields.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

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
    pub fn plus(self, value: u64) -> Wide<N> {
        self + Wide::from_u64(value)
    }

    /// `self - value` for a small `value`.
    pub fn minus(self, value: u64) -> Wide<N> {
        self - Wide::from_u64(value)
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Wide<N>;
    fn add(self, other: Wide<N>) -> Wide<N> {
        let mut result = [0; N];
        let mut carry = false;
        for (i, slot) in result.iter_mut().enumerate() {
            let (sum, c1) = self.0[i].overflowing_add(other.0[i]);
            let (sum, c2) = sum.overflowing_add(u64::from(carry));
            *slot = sum;
            carry = c1 || c2;
        }
        debug_assert!(!carry, "wide weight overflow");
        Wide(result)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Wide<N>;
    fn sub(self, other: Wide<N>) -> Wide<N> {
        let mut result = [0; N];
        let mut borrow = false;
        for (i, slot) in result.iter_mut().enumerate() {
            let (difference, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (difference, b2) = difference.overflowing_sub(u64::from(borrow));
            *slot = difference;
            borrow = b1 || b2;
        }
        debug_assert!(!borrow, "wide weight underflow");
        Wide(result)
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Wide<N>) -> Ordering {
        self.0.iter().rev().cmp(other.0.iter().rev())
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
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
