//! Tensor cores from kernels: a warp's matrix fragments and their multiply-accumulate
//! (`wmma::load_a`, `wmma::mma`, `wmma::store` in a kernel body; the kernel language guide's
//! "Tensor cores").
//!
//! A [`Fragment`] is one lane's share of a 16 × 16 (or, for tf32, 16 × 8 / 8 × 16) matrix
//! that the 32 lanes of a warp hold together. On the GPU the fragments are registers that
//! the PTX `wmma` instructions fill, multiply and store; on the simulator each lane holds
//! its elements here, and the warp's lanes meet at every load, `mma` and store (all 32 must
//! take part, as on the GPU). The shapes are those of the hardware:
//!
//! | inputs (A, B) | accumulator | shape M × N × K |
//! | --- | --- | --- |
//! | `f16` | `f32` or `f16` | 16 × 16 × 16 |
//! | `bf16` | `f32` | 16 × 16 × 16 |
//! | `f32`, multiplied as tf32 (rounded to 10 mantissa bits at the load) | `f32` | 16 × 16 × 8 |
//! | `i8` or `u8` (both the same) | `i32` | 16 × 16 × 16 |

pub(crate) mod sim;

use std::marker::PhantomData;

use half::{bf16, f16};

/// The A operand (M × K) of [`Fragment`].
#[derive(Debug, Clone, Copy)]
pub struct MatrixA;
/// The B operand (K × N) of [`Fragment`].
#[derive(Debug, Clone, Copy)]
pub struct MatrixB;
/// The accumulator (M × N) of [`Fragment`]: what `mma` adds to and `store` writes.
#[derive(Debug, Clone, Copy)]
pub struct Accumulator;
/// Element `(r, c)` of a tile is `src[r * ld + c]`.
#[derive(Debug, Clone, Copy)]
pub struct RowMajor;
/// Element `(r, c)` of a tile is `src[c * ld + r]`.
#[derive(Debug, Clone, Copy)]
pub struct ColMajor;

mod sealed {
    pub trait Sealed {}
}

/// Which operand a fragment is: [`MatrixA`], [`MatrixB`] or [`Accumulator`].
pub trait Use: sealed::Sealed + Copy + 'static {
    #[doc(hidden)]
    const KIND: UseKind;
}
/// How a tile lies in memory: [`RowMajor`] or [`ColMajor`].
pub trait Layout: sealed::Sealed + Copy + 'static {
    #[doc(hidden)]
    const COL_MAJOR: bool;
}

#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UseKind {
    A,
    B,
    Accumulator,
}

macro_rules! marker {
    ($($t:ty: $tr:ident $c:ident = $v:expr;)*) => {$(
        impl sealed::Sealed for $t {}
        impl $tr for $t {
            const $c: marker!(@ty $tr) = $v;
        }
    )*};
    (@ty Use) => { UseKind };
    (@ty Layout) => { bool };
}
marker! {
    MatrixA: Use KIND = UseKind::A;
    MatrixB: Use KIND = UseKind::B;
    Accumulator: Use KIND = UseKind::Accumulator;
    RowMajor: Layout COL_MAJOR = false;
    ColMajor: Layout COL_MAJOR = true;
}
impl sealed::Sealed for () {}

/// The element types fragments hold: `f16`, `bf16`, `f32`, `i8`, `u8`, `i32`.
pub trait Element: sealed::Sealed + Copy + Default + PartialEq + std::fmt::Debug + 'static {
    /// The value, exactly.
    #[doc(hidden)]
    fn exact(self) -> f64;
    /// The nearest value (integers: wrapped to the type, as the tensor cores' `s32` sums are).
    #[doc(hidden)]
    fn nearest(v: f64) -> Self;
    /// As an input of a multiply: `f32` rounded to tf32 (the tensor cores' format for it:
    /// 10 mantissa bits, to nearest with ties away from zero, as `cvt.rna.tf32.f32`), others as
    /// they are.
    #[doc(hidden)]
    fn tensor_input(self) -> Self {
        self
    }
}

macro_rules! element {
    ($($t:ty => |$v:ident| $to:expr, |$w:ident| $from:expr;)*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {
            fn exact(self) -> f64 {
                let $v = self;
                $to
            }
            fn nearest($w: f64) -> Self {
                $from
            }
        }
    )*};
}
element! {
    f16 => |v| v.to_f64(), |w| f16::from_f64(w);
    bf16 => |v| v.to_f64(), |w| bf16::from_f64(w);
    i8 => |v| v as f64, |w| w as i64 as i8;
    u8 => |v| v as f64, |w| w as i64 as u8;
    i32 => |v| v as f64, |w| w as i64 as i32;
}
impl sealed::Sealed for f64 {}
/// (Not one the tensor cores take: there so that every `Float` is an `Element`, which generic
/// kernels over floats need; a fragment of `f64` is a compile error in kernels.)
impl Element for f64 {
    fn exact(self) -> f64 {
        self
    }
    fn nearest(v: f64) -> Self {
        v
    }
}
impl sealed::Sealed for f32 {}
impl Element for f32 {
    fn exact(self) -> f64 {
        self as f64
    }
    fn nearest(v: f64) -> Self {
        v as f32
    }
    fn tensor_input(self) -> Self {
        to_tf32(self)
    }
}

/// `f32` rounded to tf32 (19 bits: sign, 8 exponent, 10 mantissa), to nearest with ties away
/// from zero; infinities and NaN as they are.
pub fn to_tf32(x: f32) -> f32 {
    if !x.is_finite() {
        return x;
    }
    let b = x.to_bits();
    f32::from_bits(b.wrapping_add(0x1000) & !0x1fff)
}

/// The most elements one lane holds (a 16 × 16 tile over 32 lanes).
const MAX_PER_LANE: usize = 8;

/// One lane's part of a warp's `M × N × K` matrix fragment of `T`s: the A operand
/// ([`MatrixA`], M × K), the B operand ([`MatrixB`], K × N) or the accumulator
/// ([`Accumulator`], M × N); `L` is the layout of an operand's tile in memory
/// ([`RowMajor`] or [`ColMajor`]), `()` for accumulators.
///
/// Made in kernels by `wmma::Fragment::<Accumulator, 16, 16, 16, f32>::zeroed()`,
/// `::filled(v)`, `wmma::load_a::<RowMajor>(&tile, ld)`, `load_b`, `load_c`. An accumulator's
/// elements are read and written one lane at a time with `get(i)` and `set(i, v)` for
/// `i < len()` (for epilogues: scale, activation); which element of the matrix each is,
/// is the hardware's (the same for accumulators of one shape and type, so `c.set(i,
/// c.get(i) + bias.get(i))` adds two tiles).
#[derive(Clone, Copy)]
pub struct Fragment<U, const M: usize, const N: usize, const K: usize, T, L = ()> {
    x: [T; MAX_PER_LANE],
    marker: PhantomData<(U, L)>,
}

impl<U, const M: usize, const N: usize, const K: usize, T: std::fmt::Debug, L> std::fmt::Debug
    for Fragment<U, M, N, K, T, L>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fragment").field("x", &self.x).finish()
    }
}

impl<U: Use, const M: usize, const N: usize, const K: usize, T: Element, L> Fragment<U, M, N, K, T, L> {
    /// Every element `0`.
    pub fn zeroed() -> Self {
        Self::filled(T::default())
    }

    /// Every element of this lane `v` (CUDA's `fill_fragment`).
    pub fn filled(v: T) -> Self {
        let v = if U::KIND == UseKind::Accumulator { v } else { v.tensor_input() };
        Fragment { x: [v; MAX_PER_LANE], marker: PhantomData }
    }

    /// The matrix's rows and columns.
    pub(crate) fn dims() -> (usize, usize) {
        match U::KIND {
            UseKind::A => (M, K),
            UseKind::B => (K, N),
            UseKind::Accumulator => (M, N),
        }
    }

    /// How many elements each lane holds.
    pub fn len(&self) -> usize {
        let (r, c) = Self::dims();
        (r * c / 32).min(MAX_PER_LANE)
    }

    /// Whether it holds none (never: for clippy's sake).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every element of this lane `v`.
    pub fn fill(&mut self, v: T) {
        *self = Self::filled(v);
    }

    /// Element `i` of this lane; out of range: a panic with Rust's message for an index.
    pub fn get(&self, i: usize) -> T {
        let n = self.len();
        match self.x[..n].get(i) {
            Some(v) => *v,
            None => panic!("index out of bounds: the len is {n} but the index is {i}"),
        }
    }

    /// Sets element `i` of this lane.
    pub fn set(&mut self, i: usize, v: T) {
        let n = self.len();
        match self.x[..n].get_mut(i) {
            Some(x) => *x = v,
            None => panic!("index out of bounds: the len is {n} but the index is {i}"),
        }
    }

    /// Element `i` (below `len()`), unchecked by contract.
    pub(crate) fn at(&self, i: usize) -> T {
        self.x[i]
    }

    pub(crate) fn from_elements(x: [T; MAX_PER_LANE]) -> Self {
        Fragment { x, marker: PhantomData }
    }

    /// Where element `i` of lane `lane` lies in the matrix: (row, column).
    ///
    /// The accumulator's is the tensor cores' of sm_80 and later (two 16 × 8 halves: lane `l`
    /// holds rows `l / 4` and `l / 4 + 8`, columns `2 (l % 4)` and the next, in each half), so
    /// that `get(i)` names the same element on both backends there. The operands' elements
    /// cannot be read one by one; their layout here is one that covers the tile.
    pub(crate) fn coords(lane: usize, i: usize) -> (usize, usize) {
        let (g, t) = (lane / 4, lane % 4);
        let (rows, cols) = Self::dims();
        match (U::KIND, rows, cols) {
            // tf32 operands: 16 × 8 (A) and 8 × 16 (B), four elements a lane.
            (UseKind::A, _, 8) => (g + 8 * (i & 1), t + 4 * (i >> 1)),
            (UseKind::B, 8, _) => (t + 4 * (i & 1), g + 8 * (i >> 1)),
            (UseKind::B, _, _) => (2 * t + (i & 1) + 8 * ((i >> 1) & 1), g + 8 * (i >> 2)),
            (UseKind::A | UseKind::Accumulator, _, _) => (g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2)),
        }
    }
}
