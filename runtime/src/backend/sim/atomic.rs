//! `atomic::…(slice, index, value)` in the simulator: real atomic read-modify-writes on the
//! element, returning the old value, for the types CUDA has them for. The index is checked
//! like any other.

use std::sync::atomic::{AtomicI32, AtomicI64, AtomicU16, AtomicU32, AtomicU64, Ordering::SeqCst};

use super::slice::Write;
use super::Site;

/// A type with CUDA's atomic operations. `f32`, `f64`, `f16` and `bf16` have `add`, `sub`,
/// `exch`, `min`, `max` and `cas`; `i32`, `u32`, `i64` and `u64` have all but `inc`/`dec`, which are
/// `u32`'s and `u64`'s.
pub trait Atomic: Copy {
    #[doc(hidden)]
    /// # Safety
    /// `p` is aligned and valid for the duration of the call; other accesses to `*p` while
    /// it runs are atomic too.
    unsafe fn rmw(p: *mut Self, f: &dyn Fn(Self) -> Self) -> Self;
}

macro_rules! int_atomic {
    ($($t:ty => $a:ty),*) => {$(
        impl Atomic for $t {
            unsafe fn rmw(p: *mut Self, f: &dyn Fn(Self) -> Self) -> Self {
                // Safety: guaranteed by the caller; the atomic has the same size and
                // alignment as the integer.
                let a = unsafe { <$a>::from_ptr(p) };
                let mut old = a.load(SeqCst);
                loop {
                    match a.compare_exchange_weak(old, f(old), SeqCst, SeqCst) {
                        Ok(v) => return v,
                        Err(v) => old = v,
                    }
                }
            }
        }
    )*};
}
int_atomic!(i32 => AtomicI32, u32 => AtomicU32, i64 => AtomicI64, u64 => AtomicU64);

macro_rules! float_atomic {
    ($($t:ty => $a:ty),*) => {$(
        impl Atomic for $t {
            unsafe fn rmw(p: *mut Self, f: &dyn Fn(Self) -> Self) -> Self {
                // Safety: as above, on the float's bits.
                let a = unsafe { <$a>::from_ptr(p.cast()) };
                let mut old = a.load(SeqCst);
                loop {
                    let new = f(<$t>::from_bits(old)).to_bits();
                    match a.compare_exchange_weak(old, new, SeqCst, SeqCst) {
                        Ok(v) => return <$t>::from_bits(v),
                        Err(v) => old = v,
                    }
                }
            }
        }
    )*};
}
float_atomic!(f32 => AtomicU32, f64 => AtomicU64, half::f16 => AtomicU16, half::bf16 => AtomicU16);

#[inline]
fn rmw<T: Atomic, S: Write<T>>(s: S, i: usize, site: &'static Site, f: &dyn Fn(T) -> T) -> T {
    let p = s.atomic_element(i, site);
    // Safety: `element` checked the index; device and shared memory is 8-byte aligned and
    // every element is aligned to its size; all concurrent writes to it are atomic or ordered
    // by barriers.
    let old = unsafe { T::rmw(p, f) };
    super::cooperative::after_atomic();
    old
}

/// The arithmetic of `atomic::add` and `atomic::sub` (wrapping for integers).
pub trait AtomicArith: Atomic {
    #[doc(hidden)]
    fn add_(self, o: Self) -> Self;
    #[doc(hidden)]
    fn sub_(self, o: Self) -> Self;
}
macro_rules! arith {
    (int: $($t:ty),*) => {$(impl AtomicArith for $t {
        fn add_(self, o: Self) -> Self { self.wrapping_add(o) }
        fn sub_(self, o: Self) -> Self { self.wrapping_sub(o) }
    })*};
    (float: $($t:ty),*) => {$(impl AtomicArith for $t {
        fn add_(self, o: Self) -> Self { self + o }
        fn sub_(self, o: Self) -> Self { self - o }
    })*};
}
arith!(int: i32, u32, i64, u64);
arith!(float: f32, f64, half::f16, half::bf16);

/// Integers, for `and`, `or`, `xor`.
pub trait AtomicInt:
    Atomic
    + Ord
    + PartialEq
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitXor<Output = Self>
{
}
impl AtomicInt for i32 {}
impl AtomicInt for u32 {}
impl AtomicInt for i64 {}
impl AtomicInt for u64 {}

/// `atomic::add(s, i, v)`.
pub fn add<T: AtomicArith, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old.add_(v))
}
/// `atomic::sub(s, i, v)`.
pub fn sub<T: AtomicArith, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old.sub_(v))
}
/// `atomic::exch(s, i, v)`.
pub fn exch<T: Atomic, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|_| v)
}
/// The order of `atomic::min` and `atomic::max`, and the equality of `atomic::cas`:
/// integers' own; for floats Rust's `f32::min`/`max` (a NaN operand is ignored, so the
/// result is NaN only when both are; `-0.0` is below `0.0`) and equal bit patterns (what the hardware compares:
/// a NaN matches the same NaN, `-0.0` does not match `0.0`).
pub trait AtomicCmp: Atomic {
    #[doc(hidden)]
    fn min_(self, o: Self) -> Self;
    #[doc(hidden)]
    fn max_(self, o: Self) -> Self;
    #[doc(hidden)]
    fn same(self, o: Self) -> bool;
}
macro_rules! cmp {
    (int: $($t:ty),*) => {$(impl AtomicCmp for $t {
        fn min_(self, o: Self) -> Self { Ord::min(self, o) }
        fn max_(self, o: Self) -> Self { Ord::max(self, o) }
        fn same(self, o: Self) -> bool { self == o }
    })*};
    // (`-0.0` below `0.0`, as the GPU's `fminf`/`fmaxf` order them: Rust's `min` leaves
    // the sign of an equal zero open.)
    (float: $($t:ty),*) => {$(impl AtomicCmp for $t {
        fn min_(self, o: Self) -> Self {
            if self == o { if self.is_sign_negative() { self } else { o } } else { self.min(o) }
        }
        fn max_(self, o: Self) -> Self {
            if self == o { if self.is_sign_negative() { o } else { self } } else { self.max(o) }
        }
        fn same(self, o: Self) -> bool { self.to_bits() == o.to_bits() }
    })*};
}
cmp!(int: i32, u32, i64, u64);
cmp!(float: f32, f64, half::f16, half::bf16);

/// `u32` and `u64`, for `inc` and `dec`.
pub trait AtomicCounter: Atomic + Ord {
    #[doc(hidden)]
    const ZERO: Self;
    #[doc(hidden)]
    fn succ(self) -> Self;
    #[doc(hidden)]
    fn pred(self) -> Self;
}
macro_rules! counter {
    ($($t:ty),*) => {$(impl AtomicCounter for $t {
        const ZERO: $t = 0;
        fn succ(self) -> $t { self.wrapping_add(1) }
        fn pred(self) -> $t { self.wrapping_sub(1) }
    })*};
}
counter!(u32, u64);

/// `atomic::min(s, i, v)`.
pub fn min<T: AtomicCmp, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old.min_(v))
}
/// `atomic::max(s, i, v)`.
pub fn max<T: AtomicCmp, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old.max_(v))
}
/// `atomic::and(s, i, v)`.
pub fn and<T: AtomicInt, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old & v)
}
/// `atomic::or(s, i, v)`.
pub fn or<T: AtomicInt, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old | v)
}
/// `atomic::xor(s, i, v)`.
pub fn xor<T: AtomicInt, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old ^ v)
}
/// `atomic::cas(s, i, expected, new)`: stores `new` if the element is `expected`.
pub fn cas<T: AtomicCmp, S: Write<T>>(s: S, i: usize, expected: T, new: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| if old.same(expected) { new } else { old })
}
/// `atomic::inc(s, i, limit)`: CUDA's `atomicInc`, `old >= limit ? 0 : old + 1`.
pub fn inc<T: AtomicCounter, S: Write<T>>(s: S, i: usize, limit: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| if old >= limit { T::ZERO } else { old.succ() })
}
/// `atomic::dec(s, i, limit)`: CUDA's `atomicDec`, `old == 0 || old > limit ? limit : old - 1`.
pub fn dec<T: AtomicCounter, S: Write<T>>(s: S, i: usize, limit: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| if old == T::ZERO || old > limit { limit } else { old.pred() })
}
