//! `atomic::…(slice, index, value)` in the simulator: real atomic read-modify-writes on the
//! element, returning the old value, for the types CUDA has them for. The index is checked
//! like any other.

use std::sync::atomic::{AtomicI32, AtomicI64, AtomicU32, AtomicU64, Ordering::SeqCst};

use super::slice::Write;
use super::Site;

/// A type with CUDA's atomic operations. `f32` and `f64` have `add`, `sub` and `exch`;
/// `i32`, `u32`, `i64` and `u64` have all but `inc`/`dec`, which are `u32`'s.
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
float_atomic!(f32 => AtomicU32, f64 => AtomicU64);

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
arith!(float: f32, f64);

/// Integers, for `min`, `max`, `and`, `or`, `xor`, `cas`.
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
/// `atomic::min(s, i, v)`.
pub fn min<T: AtomicInt, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old.min(v))
}
/// `atomic::max(s, i, v)`.
pub fn max<T: AtomicInt, S: Write<T>>(s: S, i: usize, v: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| old.max(v))
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
pub fn cas<T: AtomicInt, S: Write<T>>(s: S, i: usize, expected: T, new: T, site: &'static Site) -> T {
    rmw(s, i, site, &|old: T| if old == expected { new } else { old })
}
/// `atomic::inc(s, i, limit)`: CUDA's `atomicInc`, `old >= limit ? 0 : old + 1`.
pub fn inc<S: Write<u32>>(s: S, i: usize, limit: u32, site: &'static Site) -> u32 {
    rmw(s, i, site, &|old: u32| if old >= limit { 0 } else { old + 1 })
}
/// `atomic::dec(s, i, limit)`: CUDA's `atomicDec`, `old == 0 || old > limit ? limit : old - 1`.
pub fn dec<S: Write<u32>>(s: S, i: usize, limit: u32, site: &'static Site) -> u32 {
    rmw(s, i, site, &|old: u32| if old == 0 || old > limit { limit } else { old - 1 })
}
