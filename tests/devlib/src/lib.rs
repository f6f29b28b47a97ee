//! `#[device]` functions defined in another crate than the kernels that call them: what a
//! user's crate of reusable device code looks like. The results of these calls have types
//! that only C++ knows in the caller's translation, which is what the tests exercise.

#![allow(missing_docs)]

use ferrocuda::prelude::*;

/// The issue-8 regression: a helper whose result's methods must resolve in the caller.
#[device]
pub fn bits(v: u32) -> u32 {
    v ^ 0x5555
}

/// `v`, returned through a call.
#[device]
pub fn pass_bool(v: bool) -> bool {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_i8(v: i8) -> i8 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_i16(v: i16) -> i16 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_i32(v: i32) -> i32 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_i64(v: i64) -> i64 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_isize(v: isize) -> isize {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_u8(v: u8) -> u8 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_u16(v: u16) -> u16 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_u32(v: u32) -> u32 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_u64(v: u64) -> u64 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_usize(v: usize) -> usize {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_f32(v: f32) -> f32 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_f64(v: f64) -> f64 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_f16(v: f16) -> f16 {
    v
}

/// `v`, returned through a call.
#[device]
pub fn pass_bf16(v: bf16) -> bf16 {
    v
}

/// Sorted copy of `a` by a swap sort, and how many of its elements are positive: generic over
/// the element type and the length, with `for` over elements, `swap`, an array pattern and
/// `matches!` — what a kernel of another crate calls with its own arrays.
#[device]
pub fn sorted_and_positives<T: Float, const N: usize>(a: [T; N]) -> ([T; N], u32) {
    let mut s = a;
    for i in 0..N {
        for j in 0..N - 1 - i {
            if s[j] > s[j + 1] {
                s.swap(j, j + 1);
            }
        }
    }
    let mut positives = 0u32;
    for &v in s.iter() {
        if v > T::ZERO {
            positives += 1;
        }
    }
    // (100 more when none is positive.)
    let [counted, none] = [positives, matches!(positives, 0) as u32];
    (s, counted + 100 * none)
}
