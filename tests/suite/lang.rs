//! The kernel language, run on a device (the simulator, or a GPU) against CPU references:
//! the kernels, each exercising constructs of the language (`twin!` ones are also compiled
//! as plain Rust, which is their reference), then their tests.

#![allow(clippy::all)]

use ferrocuda::prelude::*;
use ferrocuda::{Device, Grid};

use crate::check;
use crate::util::*;

// ------------------------------------------------------------------ basics

#[kernel]
pub fn vector_add(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] + b[i];
    }
}

#[kernel]
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

/// saxpy with no fused multiply-add: rounded as Rust rounds it, on a GPU too.
#[kernel(fmad = false)]
pub fn saxpy_exact(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

#[kernel]
pub fn daxpy(a: f64, x: &[f64], y: &mut [f64]) {
    let i = grid(1);
    if i < y.len() {
        y[i] += a * x[i];
    }
}

/// Untyped literals in an f32 kernel must stay single precision.
#[kernel]
pub fn f32_literals(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        let mut acc = 0.0;
        acc += x[i] * 2.5 + 1.0;
        let half = 0.5;
        y[i] = acc * half - 3.0 / (x[i] + 10.0);
    }
}

#[kernel(unchecked)]
pub fn vector_add_unchecked(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] + b[i];
    }
}

#[kernel]
pub fn get_unchecked_add(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        unsafe {
            *c.get_unchecked_mut(i) = *a.get_unchecked(i) + *b.get_unchecked(i);
        }
    }
}

/// Grid-stride loop with `gridsize`.
#[kernel]
pub fn scale_strided(k: f32, x: &mut [f32]) {
    for i in (grid(1)..x.len()).step_by(gridsize(1)) {
        x[i] *= k;
    }
}

/// 3-D indices: every thread writes what it knows about itself.
#[kernel]
pub fn index_3d(out: &mut [u32], nx: usize, ny: usize, nz: usize) {
    let (x, y, z) = grid(3);
    if x < nx && y < ny && z < nz {
        let t = thread_idx();
        let b = block_idx();
        let d = block_dim();
        let g = grid_dim();
        let base = ((z * ny + y) * nx + x) * 4;
        out[base] = (x + 1000 * y + 1000000 * z) as u32;
        out[base + 1] = t.x + 16 * t.y + 256 * t.z;
        out[base + 2] = b.x + 16 * b.y + 256 * b.z;
        out[base + 3] = d.x * d.y * d.z + 10000 * (g.x * g.y * g.z);
    }
}

/// 2-D grid with `grid(2)` and `gridsize(2)`.
#[kernel]
pub fn index_2d(out: &mut [u64], width: usize) {
    let (x, y) = grid(2);
    let (w, h) = gridsize(2);
    if x < width {
        out[y * width + x] = (x * 7 + y * 13 + w * h) as u64;
    }
}

/// Early return and a kernel without buffers in the condition.
#[kernel]
pub fn early_return(x: &[i32], out: &mut [i32]) {
    let i = grid(1);
    if i >= out.len() {
        return;
    }
    if x[i] < 0 {
        out[i] = -1;
        return;
    }
    out[i] = x[i] / 2;
}

/// `&&` must not evaluate its right side (which would be out of bounds) when the left is false.
#[kernel]
pub fn short_circuit(x: &[u32], n: usize, out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        let inside = i < n && x[i] > 10;
        let outside = i >= n || x[i] == 3;
        out[i] = inside as u32 + 2 * outside as u32;
    }
}

/// Names that are keywords or builtins in C++.
#[kernel]
pub fn cpp_keywords(int: &[i32], float: &mut [f32]) {
    let threadIdx = grid(1);
    if threadIdx < float.len() {
        let new = int[threadIdx];
        let class = new as f32 * 0.5;
        let fc_tmp = class + 1.0;
        let sqrtf = fc_tmp;
        float[threadIdx] = sqrtf;
    }
}

/// Shadowing, tuples, blocks and `if` as values, `const` items.
#[kernel]
pub fn values(x: &[f32], out: &mut [f32]) {
    const SCALE: f32 = 3.0;
    let i = grid(1);
    if i < x.len() {
        let v = x[i];
        let v = v * SCALE;
        let (a, b) = (v, v + 1.0);
        let (b, a) = (a, b);
        let t = (a, (b, 2.0f32));
        let c = {
            let d = t.1 .0 * t.1 .1;
            d - 1.0
        };
        let e = if c > 0.0 { c } else { -c };
        let f = if e > 100.0 {
            let g = e / 2.0;
            g
        } else if e > 10.0 {
            e * 2.0
        } else {
            e + 0.25
        };
        out[i] = f + t.0;
    }
}

/// Compound assignment to slice elements of every arithmetic kind.
#[kernel]
pub fn compound_slices(a: &mut [i32], b: &mut [u64], c: &mut [f64], d: &mut [u8]) {
    let i = grid(1);
    if i < a.len() {
        a[i] += 7;
        a[i] *= -3;
        a[i] -= 1;
        a[i] <<= 2;
        a[i] >>= 1;
        a[i] ^= 0x55;
        b[i] += 1;
        b[i] *= 3;
        b[i] |= 0x100;
        b[i] &= !1;
        c[i] /= 4.0;
        c[i] -= 1.5;
        c[i] %= 7.0;
        d[i] += 200;
        d[i] *= 3;
    }
}

#[kernel]
pub fn on_stream(x: &mut [f32], v: f32) {
    let i = grid(1);
    if i < x.len() {
        x[i] = v + i as f32;
    }
}

// ------------------------------------------------------------------ integer semantics

macro_rules! int_ops {
    ($name:ident, $t:ty) => {
        /// Every integer operator, with wrapping results and masked shifts.
        #[kernel]
        pub fn $name(a: &[$t], b: &[$t], s: &[u32], out: &mut [$t]) {
            let i = grid(1);
            if i < a.len() {
                let (x, y) = (a[i], b[i]);
                let k = i * 12;
                out[k] = x + y;
                out[k + 1] = x - y;
                out[k + 2] = x * y;
                out[k + 3] = x / y;
                out[k + 4] = x % y;
                out[k + 5] = x << s[i];
                out[k + 6] = x >> s[i];
                out[k + 7] = x & y;
                out[k + 8] = x | y;
                out[k + 9] = x ^ y;
                out[k + 10] = !x;
                let mut c = x;
                c += y;
                c *= 3;
                c -= 1;
                c <<= s[i];
                c ^= y;
                out[k + 11] = c;
            }
        }
    };
}
int_ops!(int_ops_i8, i8);
int_ops!(int_ops_i16, i16);
int_ops!(int_ops_i32, i32);
int_ops!(int_ops_i64, i64);
int_ops!(int_ops_isize, isize);
int_ops!(int_ops_u8, u8);
int_ops!(int_ops_u16, u16);
int_ops!(int_ops_u32, u32);
int_ops!(int_ops_u64, u64);
int_ops!(int_ops_usize, usize);

macro_rules! signed_ops {
    ($name:ident, $t:ty) => {
        /// Negation and the methods of signed integers.
        #[kernel]
        pub fn $name(a: &[$t], b: &[$t], out: &mut [$t]) {
            let i = grid(1);
            if i < a.len() {
                let (x, y) = (a[i], b[i]);
                let k = i * 10;
                out[k] = -x;
                out[k + 1] = x.abs();
                out[k + 2] = x.signum();
                out[k + 3] = x.min(y);
                out[k + 4] = x.max(y);
                out[k + 5] = x.wrapping_mul(y);
                out[k + 6] = x.rem_euclid(y);
                out[k + 7] = x.div_euclid(y);
                out[k + 8] = x.saturating_add(y);
                out[k + 9] = x.saturating_sub(y);
            }
        }
    };
}
signed_ops!(signed_ops_i8, i8);
signed_ops!(signed_ops_i16, i16);
signed_ops!(signed_ops_i32, i32);
signed_ops!(signed_ops_i64, i64);

macro_rules! bit_ops {
    ($name:ident, $t:ty) => {
        /// Bit counting and the other bit methods.
        #[kernel]
        pub fn $name(a: &[$t], s: &[u32], out: &mut [u32], vals: &mut [$t]) {
            let i = grid(1);
            if i < a.len() {
                let x = a[i];
                let k = i * 6;
                out[k] = x.count_ones();
                out[k + 1] = x.count_zeros();
                out[k + 2] = x.leading_zeros();
                out[k + 3] = x.trailing_zeros();
                out[k + 4] = x.leading_ones();
                out[k + 5] = x.trailing_ones();
                let j = i * 6;
                vals[j] = x.rotate_left(s[i]);
                vals[j + 1] = x.rotate_right(s[i]);
                vals[j + 2] = x.swap_bytes();
                vals[j + 3] = x.reverse_bits();
                vals[j + 4] = x.wrapping_pow(s[i] % 5);
                vals[j + 5] = x.clamp(3 as $t, 100 as $t);
            }
        }
    };
}
bit_ops!(bit_ops_u8, u8);
bit_ops!(bit_ops_i16, i16);
bit_ops!(bit_ops_u32, u32);
bit_ops!(bit_ops_i32, i32);
bit_ops!(bit_ops_u64, u64);
bit_ops!(bit_ops_i64, i64);

// ------------------------------------------------------------------ casts

macro_rules! casts_from {
    ($name:ident, $t:ty) => {
        /// `as` from one type to all others (float → int saturates, NaN → 0).
        #[kernel]
        pub fn $name(
            x: &[$t],
            o_i8: &mut [i8],
            o_i16: &mut [i16],
            o_i32: &mut [i32],
            o_i64: &mut [i64],
            o_u8: &mut [u8],
            o_u16: &mut [u16],
            o_u32: &mut [u32],
            o_u64: &mut [u64],
            o_usize: &mut [usize],
            o_f32: &mut [f32],
            o_f64: &mut [f64],
        ) {
            let i = grid(1);
            if i < x.len() {
                let v = x[i];
                o_i8[i] = v as i8;
                o_i16[i] = v as i16;
                o_i32[i] = v as i32;
                o_i64[i] = v as i64;
                o_u8[i] = v as u8;
                o_u16[i] = v as u16;
                o_u32[i] = v as u32;
                o_u64[i] = v as u64;
                o_usize[i] = v as usize;
                o_f32[i] = v as f32;
                o_f64[i] = v as f64;
            }
        }
    };
}
casts_from!(casts_from_f32, f32);
casts_from!(casts_from_f64, f64);
casts_from!(casts_from_i64, i64);
casts_from!(casts_from_u64, u64);
casts_from!(casts_from_i8, i8);
casts_from!(casts_from_u16, u16);

/// `bool as` integer, `T::from`, `from_bits`/`to_bits`, and literals typed by `as`.
#[kernel]
pub fn conversions(b: &[bool], x: &[f32], o_i32: &mut [i32], o_u64: &mut [u64], o_bits: &mut [u32], o_f32: &mut [f32]) {
    let i = grid(1);
    if i < b.len() {
        o_i32[i] = b[i] as i32 + i32::from(b[i]) * 10;
        o_u64[i] = u64::from(b[i] as u8) + 4000000000 as u64;
        o_bits[i] = x[i].to_bits();
        o_f32[i] = f32::from_bits(x[i].to_bits() ^ 0x80000000) + (300 as f32);
    }
}

// ------------------------------------------------------------------ floats

macro_rules! float_math {
    ($name:ident, $t:ident) => {
        /// The `f32`/`f64` methods, on positive inputs.
        #[kernel]
        pub fn $name(x: &[$t], y: &[$t], out: &mut [$t], flags: &mut [bool]) {
            let i = grid(1);
            if i < x.len() {
                let (a, b) = (x[i], y[i]);
                let k = i * 40;
                out[k] = a.sqrt();
                out[k + 1] = a.cbrt();
                out[k + 2] = a.exp();
                out[k + 3] = a.exp2();
                out[k + 4] = a.exp_m1();
                out[k + 5] = a.ln();
                out[k + 6] = a.log2();
                out[k + 7] = a.log10();
                out[k + 8] = a.ln_1p();
                out[k + 9] = a.sin();
                out[k + 10] = a.cos();
                out[k + 11] = a.tan();
                out[k + 12] = (a / 10.0).asin();
                out[k + 13] = (a / 10.0).acos();
                out[k + 14] = a.atan();
                out[k + 15] = a.sinh();
                out[k + 16] = a.cosh();
                out[k + 17] = a.tanh();
                out[k + 18] = a.asinh();
                out[k + 19] = (a + 1.0).acosh();
                out[k + 20] = (a / 10.0).atanh();
                out[k + 21] = (a * 3.7 - 9.0).floor();
                out[k + 22] = (a * 3.7 - 9.0).ceil();
                out[k + 23] = (a * 3.7 - 9.0).round();
                out[k + 24] = (a * 3.7 - 9.0).trunc();
                out[k + 25] = (a * 3.7 - 9.0).abs();
                out[k + 26] = a.recip();
                out[k + 27] = (a - 5.0).signum();
                out[k + 28] = (a * 3.7).fract();
                out[k + 29] = a.powf(b);
                out[k + 30] = a.atan2(b - 5.0);
                out[k + 31] = a.hypot(b);
                out[k + 32] = a.max(b) - a.min(b);
                out[k + 33] = a.copysign(b - 5.0);
                out[k + 34] = a.mul_add(b, 1.0);
                out[k + 35] = a.clamp(2.0, 7.0);
                out[k + 36] = a.powi(3) + b.powi(-2);
                out[k + 37] = (a - 5.0).rem_euclid(3.0) + (a - 5.0).div_euclid(3.0);
                out[k + 38] = a.to_degrees() + b.to_radians();
                let (s, c) = a.sin_cos();
                out[k + 39] = s * c + core::$t::consts::PI + $t::EPSILON + core::$t::consts::LN_2 + (b - 5.0) % 3.0;
                let z = a - a;
                flags[i * 5] = (z / z).is_nan();
                flags[i * 5 + 1] = (a / z).is_infinite();
                flags[i * 5 + 2] = a.is_finite();
                flags[i * 5 + 3] = (b - 5.0).is_sign_negative();
                flags[i * 5 + 4] = $t::INFINITY > $t::MAX && $t::NEG_INFINITY < $t::MIN && $t::NAN.is_nan();
            }
        }
    };
}
float_math!(math_f32, f32);
float_math!(math_f64, f64);

// ------------------------------------------------------------------ device functions

pub mod helpers {
    use ferrocuda::prelude::*;

    #[device]
    pub fn square(x: f32) -> f32 {
        x * x
    }

    /// Calls another device function, by a path in another module.
    #[device]
    pub fn norm2(x: f32, y: f32) -> f32 {
        square(x) + super::helpers::square(y)
    }

    /// Takes a slice.
    #[device]
    pub fn window_sum(x: &[f32], center: usize, radius: usize) -> f32 {
        let lo = if center >= radius { center - radius } else { 0 };
        let hi = (center + radius + 1).min(x.len());
        let mut s = 0.0;
        for j in lo..hi {
            s += x[j];
        }
        s
    }

    /// Writes through a `&mut` slice.
    #[device]
    pub fn store_pair(out: &mut [f32], i: usize, a: f32, b: f32) {
        out[2 * i] = a;
        out[2 * i + 1] = b;
    }

    /// Returns a tuple.
    #[device]
    pub fn min_max(a: i64, b: i64) -> (i64, i64) {
        if a < b {
            (a, b)
        } else {
            (b, a)
        }
    }

    /// Recursion.
    #[device]
    pub fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    #[device]
    pub fn halve(x: f64) -> f64 {
        x * 0.5
    }
}

/// Device functions from another module: results used with literals and methods, whose
/// types only the callee knows.
#[kernel]
pub fn use_helpers(
    x: &[f32],
    y: &[f32],
    i64s: &[i64],
    u64s: &[u64],
    out: &mut [f32],
    pairs: &mut [f32],
    ints: &mut [i64],
    gcds: &mut [u64],
    halves: &mut [f64],
) {
    use_helpers_body(x, y, i64s, u64s, out, pairs, ints, gcds, halves);
}

/// (The kernel above delegates to a device fn, which is allowed too.)
#[device]
pub fn use_helpers_body(
    x: &[f32],
    y: &[f32],
    i64s: &[i64],
    u64s: &[u64],
    out: &mut [f32],
    pairs: &mut [f32],
    ints: &mut [i64],
    gcds: &mut [u64],
    halves: &mut [f64],
) {
    let i = grid(1);
    if i < x.len() {
        let n = helpers::norm2(x[i], y[i]);
        let w = helpers::window_sum(x, i, 2);
        out[i] = n.sqrt() * 2.0 + w - 1.0;
        helpers::store_pair(pairs, i, n, helpers::square(3.0));
        let (lo, hi) = helpers::min_max(i64s[i], i64s[(i + 1) % i64s.len()]);
        ints[2 * i] = lo;
        ints[2 * i + 1] = hi - 1;
        gcds[i] = helpers::gcd(u64s[i], 360);
        halves[i] = helpers::halve(2.5) + helpers::halve(x[i] as f64);
    }
}

// ------------------------------------------------------------------ twins

/// A device function and the same body as a plain Rust function (the reference), and a
/// kernel applying the device function elementwise.
macro_rules! twin {
    ($kernel:ident, $dev:ident, $reference:ident, ($x:ident: $t:ty) -> $r:ty $body:block) => {
        #[device]
        pub fn $dev($x: $t) -> $r $body
        #[allow(unused_mut, unused_parens, unused_assignments)]
        pub fn $reference($x: $t) -> $r $body
        #[kernel]
        pub fn $kernel(xs: &[$t], out: &mut [$r]) {
            let i = grid(1);
            if i < xs.len() {
                out[i] = $dev(xs[i]);
            }
        }
    };
}

twin!(collatz_kernel, collatz, collatz_ref, (x: u32) -> u32 {
    let mut n = x as u64 + 1;
    let mut steps = 0;
    while n != 1 {
        if n % 2 == 0 {
            n /= 2;
        } else {
            n = 3 * n + 1;
        }
        steps += 1;
        if steps > 10000 {
            break;
        }
    }
    steps
});

twin!(digits_kernel, digits, digits_ref, (x: u64) -> u32 {
    let mut v = x;
    let count = loop {
        let mut c: u32 = 0;
        while v > 0 {
            v /= 10;
            c += 1;
        }
        break c.max(1);
    };
    count
});

twin!(matches_kernel, matches_of, matches_ref, (x: i32) -> u32 {
    let mut r = 0u32;
    if matches!(x, 0..=9) {
        r |= 1;
    }
    if matches!(x % 7, 1 | 3 | -5) {
        r |= 2;
    }
    if matches!(x, n if n < -500) {
        r |= 4;
    }
    r | (matches!(x & 3, 0 | 3) as u32) << 3
});

twin!(tuple_match_kernel, tuple_match_of, tuple_match_ref, (x: i32) -> i32 {
    let b = (x.unsigned_abs() * 31) % 9;
    let r = match (x % 3, b > 5) {
        (0, true) => 10,
        (0, false) => 20,
        (1, _) | (2, true) => 30,
        (v @ -2..=-1, false) if b == 0 => v * 100,
        (v, _) => v,
    };
    let q = match (x, (b % 4, x % 2 == 0)) {
        (_, (0, true)) => 1,
        (v, (1 | 2, _)) if v > 0 => 2,
        (mut v, (k, _)) => {
            v += k as i32;
            v
        }
    };
    r * 10 + q + if matches!((x & 1, b), (1, 0..=3)) { 1000 } else { 0 }
});

/// Rotates `v` by `t` radians: an array parameter destructured, an array returned.
#[device]
pub fn rotate2(v: [f32; 2], t: f32) -> [f32; 2] {
    let (s, c) = (t.sin(), t.cos());
    let [x, y] = v;
    [c * x - s * y, s * x + c * y]
}

twin!(patterns_kernel, array_patterns, array_patterns_ref, (x: f32) -> f32 {
    let [a, b, c] = [x, x * 2.0, x * 3.0];
    let ([p, q], r) = ([a + 1.0, b], c);
    let [u, v] = rotate2([p, q], 0.5);
    let mut acc = u + v + r;
    let m = [[1.0f32, 2.0], [3.0, 4.0]];
    for [e, f] in m {
        acc += e * f;
    }
    for (k, &[e, _]) in m.iter().enumerate() {
        acc += e * k as f32;
    }
    let [mut w, _] = [acc, 0.0];
    w *= 0.5;
    w
});

twin!(classify_kernel, classify, classify_ref, (x: i32) -> i32 {
    let r = x % 40 - 20;
    match r {
        -20..=-11 => 1,
        -10 | -9 | -8 => 2,
        -7..0 => 3,
        0 => 100,
        n if n % 2 == 0 => n * 10,
        1 | 3 | 5 => 5,
        m @ 7..=13 => m + 1000,
        _ => -1,
    }
});

twin!(loops_kernel, loops, loops_ref, (x: u32) -> u64 {
    let n = (x % 50) as u64;
    let mut acc: u64 = 0;
    for i in 0..n {
        acc += i;
    }
    for i in 0..=n {
        acc += i * 2;
    }
    for i in (0..n).rev() {
        acc = acc.wrapping_mul(3) ^ i;
    }
    for i in (1..=n).rev() {
        acc += i;
    }
    for i in (0..n).step_by(3) {
        acc += i * 5;
    }
    for i in (0..=n).step_by(4) {
        acc += i * 7;
    }
    for i in (0..n).rev().step_by(2) {
        acc += i * 11;
    }
    for i in (0..=n).rev().step_by(5) {
        acc += i * 13;
    }
    for _ in 0..3 {
        acc += 1;
    }
    for mut i in 0..4u64 {
        i += 10;
        acc += i;
    }
    let mut bytes = 0u32;
    for b in 250u8..=255 {
        bytes += b as u32;
    }
    acc + bytes as u64
});

twin!(labeled_kernel, labeled, labeled_ref, (x: u32) -> u32 {
    let mut found = 0;
    let limit = x % 17 + 3;
    'outer: for i in 1..limit {
        let mut j = 0;
        'inner: loop {
            j += 1;
            if j > i {
                continue 'outer;
            }
            if (i * j) % 7 == 3 {
                found += i * 100 + j;
                break 'inner;
            }
            if i * j > 60 {
                break 'outer;
            }
        }
        found += 1;
    }
    let mut k = 0;
    while k < 5 {
        k += 1;
        if k == 2 {
            continue;
        }
        found += k;
    }
    found
});

twin!(tuples_kernel, tuples, tuples_ref, (x: f32) -> f32 {
    let (a, mut b) = (x, x * 2.0);
    b += 1.0;
    let (b, a) = (a, b);
    let pair = (a + b, (a - b, 3));
    let ((s, (d, k)), _) = (pair, 0u8);
    let v = if s > 10.0 { s - d } else { { let t = s * k as f32; t + 0.5 } };
    let w = match k { 3 => v, _ => 0.0 };
    w + pair.1 .0
});

twin!(early_kernel, early, early_ref, (x: i64) -> i64 {
    if x < -1000 {
        return -1;
    }
    let mut y = x;
    for i in 0..10 {
        if y > 5000 {
            return y + i;
        }
        y = y * 2 + 1;
    }
    if y % 3 == 0 {
        return 0;
    }
    y / 3
});

twin!(logic_kernel, logic, logic_ref, (x: u32) -> u32 {
    let a = x % 7 < 3;
    let b = x % 11 > 4;
    let c = !a || (b && x % 2 == 0);
    let d = a ^ b;
    let e = a & !b | c;
    (a as u32) | (b as u32) << 1 | (c as u32) << 2 | (d as u32) << 3 | (e as u32) << 4
});

twin!(shifts_kernel, shifts, shifts_ref, (x: u32) -> u32 {
    let s = x % 32;
    let a = 1u32 << s;
    let b = x >> (s / 2);
    let c = (x as i32) >> 3;
    let d = (x & 0xff) as u8;
    let e = d >> 2;
    let f = !(e as u16);
    a ^ b ^ (c as u32) ^ (f as u32) ^ (u8::MAX as u32) ^ (i16::MIN as u32) ^ u32::BITS
});

twin!(float_logic_kernel, float_logic, float_logic_ref, (x: f64) -> f64 {
    let y = if x.is_nan() { 0.0 } else { x };
    let z = y.max(-3.0).min(1e6);
    let w = z * 2.0 - 1.0 / (z.abs() + 1.0);
    let q = w as f32;
    (q as f64) + (w as i32) as f64 + f64::from(q) * 0.0
});

/// Kernels made by `macro_rules!`: the generated code's own names must resolve whatever
/// the hygiene of the tokens around them (the body from the macro, or from its caller).
macro_rules! scaled_kernel {
    ($name:ident, $factor:expr) => {
        #[kernel]
        pub fn $name(x: &[f32], y: &mut [f32]) {
            let i = grid(1);
            if i < y.len() {
                let mut acc = [1.0f32; 2];
                acc[1] += x[i] * $factor;
                y[i] = acc[1];
            }
        }
    };
}
scaled_kernel!(scaled_from_macro, 3.0);

macro_rules! kernel_with_body {
    ($name:ident, ($($params:tt)*) $body:block) => {
        #[kernel]
        pub fn $name($($params)*) $body
    };
}
kernel_with_body! {
    body_from_caller, (x: &[f32], y: &mut [f32]) {
        let i = grid(1);
        if i < y.len() {
            let mut acc = [0.5f32; 2];
            acc[0] -= x[i];
            y[i] = acc[0];
        }
    }
}

// ------------------------------------------------------------------ tests

pub type DeviceTest = (&'static str, fn(&Device) -> TestResult);

// ------------------------------------------------------------------ for v in xs

/// Taps of a module constant, visited by `.iter().enumerate()`.
const EACH_TAPS: [f32; 5] = [0.125, 0.25, 0.375, 0.25, 0.125];

/// Every form of `for v in xs`: an array literal, a mutable local array the body changes (the
/// loop visits the values it had), a module constant with `.iter().enumerate()`, a slice with
/// `&p` and a labeled `break` and `continue`, tuples, rows of a 2-D array, a slice's elements
/// with their index (`v: &f32` on the host), `*v`, `.zip()`. The host runs this same fn as Rust:
/// its reference.
#[device]
pub fn each_mix(x: &[f32], pairs: &[u32], i: usize) -> f32 {
    let mut acc = 0.0f32;
    for off in [16u32, 8, 4, 2, 1] {
        acc += off as f32 * 0.5;
    }
    let mut w = [1.0f32, 2.0, 3.0];
    for v in w {
        w[0] += v;
        acc += w[0];
    }
    for (k, &t) in EACH_TAPS.iter().enumerate() {
        if i + k < x.len() {
            acc += t * x[i + k];
        }
    }
    'scan: for &p in pairs.iter() {
        if p as usize == i {
            acc += 1.0;
            break 'scan;
        }
        if p as usize > i + 100 {
            continue;
        }
        acc += 0.001;
    }
    for (a, b) in [(1.0f32, 2.0f32), (3.0, 4.0)] {
        acc += a * b;
    }
    let m = [[1u32, 2], [3, 4], [5, 6]];
    for row in m {
        for v in row {
            acc += v as f32;
        }
    }
    for (k, v) in x.iter().enumerate() {
        if k == i {
            acc -= v;
        }
    }
    for v in x.iter() {
        if *v > 1.5 {
            acc += *v * 0.5;
        }
    }
    // Zipped, up to the shorter: two arrays bound apart, a slice with a slice, with an array,
    // enumerated.
    for (a, b) in [1.0f32, 2.0].iter().zip([3.0f32, 4.0, 5.0]) {
        acc += a * b;
    }
    for (a, &p) in x.iter().zip(pairs.iter()) {
        acc += a * (p % 7) as f32;
    }
    for (k, (&t, v)) in EACH_TAPS.iter().zip(&x[i.min(x.len() - 1)..]).enumerate() {
        acc += t * v + k as f32;
    }
    acc
}

#[kernel(fmad = false)]
pub fn for_each_elements(x: &[f32], pairs: &[u32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = each_mix(x, pairs, i);
    }
}

/// A block's shared array visited whole by each thread, after the barrier; a 2-D one's row
/// bound by `let` (a row is itself a shared array) and its rows visited.
#[kernel]
pub fn for_each_shared(x: &[f32], out: &mut [f32], rows: &mut [f32]) {
    let tile = shared_array::<f32, 64>();
    let grid2 = shared_array::<[f32; 8], 8>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    tile[t] = if i < x.len() { x[i] } else { 0.0 };
    grid2[t / 8][t % 8] = t as f32;
    sync_threads();
    let mut s = 0.0f32;
    for v in tile {
        s += v;
    }
    let row = grid2[t % 8];
    let mut r = 0.0f32;
    for v in row {
        r += v;
    }
    for row in grid2 {
        r += row[t % 8];
    }
    if i < out.len() {
        out[i] = s + t as f32;
        rows[i] = r;
    }
}

fn for_each_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("for_each_elements");
    let n = 700;
    let x: Vec<f32> = (0..n).map(|_| rng.f32_in(-2.0, 2.0)).collect();
    let pairs: Vec<u32> = (0..40).map(|_| rng.below(900) as u32).collect();
    let (dx, dp) = (fc(dev.to_device(&x))?, fc(dev.to_device(&pairs))?);
    let mut y = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(for_each_elements.launch(Grid::for_elements(n), &dx, &dp, &mut y))?;
    let want: Vec<f32> = (0..n).map(|i| each_mix(&x, &pairs, i)).collect();
    exact("for v in xs", &fc(y.to_vec())?, &want)?;
    let n = 64 * 9 + 13;
    let x: Vec<f32> = (0..n).map(|_| rng.f32_in(-2.0, 2.0)).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let mut rows = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(for_each_shared.launch(Grid::new(n.div_ceil(64) as u32, 64), &dx, &mut out, &mut rows))?;
    // (Row q of the 8 × 8 array sums to 64q + 28, column q to 224 + 8q.)
    let want_rows: Vec<f32> = (0..n).map(|i| (72 * (i % 8) + 252) as f32).collect();
    exact("rows of a 2-D shared array", &fc(rows.to_vec())?, &want_rows)?;
    let want: Vec<f32> = (0..n)
        .map(|i| {
            let block = &x[i / 64 * 64..(i / 64 * 64 + 64).min(n)];
            let mut s = 0.0f32;
            for k in 0..64 {
                s += block.get(k).copied().unwrap_or(0.0);
            }
            s + (i % 64) as f32
        })
        .collect();
    exact("for v in tile", &fc(out.to_vec())?, &want)
}

// ------------------------------------------------------------------ swaps

/// Insertion sort of a local array by `a.swap(j - 1, j)`; `mem::swap` of two locals. The host
/// runs this same fn as Rust: its reference.
#[device]
pub fn sorted6(v: [i32; 6], p: f32, q: f32) -> ([i32; 6], f32) {
    let mut a = v;
    for i in 1..6 {
        let mut j = i;
        while j > 0 && a[j - 1] > a[j] {
            a.swap(j - 1, j);
            j -= 1;
        }
    }
    let (mut p, mut q) = (p, q);
    std::mem::swap(&mut p, &mut q);
    (a, p - 2.0 * q)
}

#[kernel]
pub fn swaps(x: &[i32], y: &mut [i32], pq: &mut [f32]) {
    let i = grid(1);
    if i * 6 + 6 <= x.len() && i * 6 + 6 <= y.len() && i < pq.len() {
        let b = i * 6;
        let (s, d) = sorted6([x[b], x[b + 1], x[b + 2], x[b + 3], x[b + 4], x[b + 5]], i as f32, 0.5);
        for k in 0..6 {
            y[b + k] = s[k];
        }
        // (A slice's elements: the smallest and largest change places.)
        y.swap(b, b + 5);
        pq[i] = d;
    }
}

/// A bitonic sort of each block's 256 values in shared memory, by `s.swap(t, partner)`.
#[kernel]
pub fn bitonic_blocks(x: &mut [u32]) {
    let s = shared_array::<u32, 256>();
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize * 256;
    s[t] = if base + t < x.len() { x[base + t] } else { u32::MAX };
    sync_threads();
    let mut k = 2;
    while k <= 256 {
        let mut j = k / 2;
        while j > 0 {
            let partner = t ^ j;
            if partner > t && (s[t] > s[partner]) == (t & k == 0) {
                s.swap(t, partner);
            }
            sync_threads();
            j /= 2;
        }
        k *= 2;
    }
    if base + t < x.len() {
        x[base + t] = s[t];
    }
}

fn swaps_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("swaps");
    let n = 1000;
    let x: Vec<i32> = (0..n * 6).map(|_| rng.below(2000) as i32 - 1000).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut y = fc(dev.to_device(&vec![i32::MIN; n * 6]))?;
    let mut pq = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(swaps.launch(Grid::for_elements(n), &dx, &mut y, &mut pq))?;
    let mut want = Vec::new();
    let mut want_pq = Vec::new();
    for i in 0..n {
        let v: [i32; 6] = std::array::from_fn(|k| x[i * 6 + k]);
        let (mut s, d) = sorted6(v, i as f32, 0.5);
        s.swap(0, 5);
        want.extend(s);
        want_pq.push(d);
    }
    exact("y", &fc(y.to_vec())?, &want)?;
    exact("mem::swap", &fc(pq.to_vec())?, &want_pq)?;
    let n: usize = 256 * 5 + 77;
    let x: Vec<u32> = (0..n).map(|_| rng.below(1 << 20) as u32).collect();
    let mut dx = fc(dev.to_device(&x))?;
    fc(bitonic_blocks.launch(Grid::new(n.div_ceil(256) as u32, 256), &mut dx))?;
    let mut want = x.clone();
    for chunk in want.chunks_mut(256) {
        chunk.sort_unstable();
    }
    exact("bitonic", &fc(dx.to_vec())?, &want)
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("vector_add", vector_add_test),
        ("for_each_over_arrays_and_slices", for_each_test),
        ("swaps_of_elements_and_locals", swaps_test),
        ("saxpy", saxpy_test),
        ("saxpy_without_fused_multiply_add", saxpy_exact_test),
        ("kernels_from_macro_rules", macro_rules_test),
        ("daxpy_compound", daxpy_test),
        ("f32_literals", f32_literals_test),
        ("unchecked_kernel", unchecked_test),
        ("get_unchecked", get_unchecked_test),
        ("grid_stride_loop", strided_test),
        ("index_3d", index_3d_test),
        ("index_2d", index_2d_test),
        ("early_return", early_return_test),
        ("short_circuit", short_circuit_test),
        ("cpp_keyword_names", cpp_keywords_test),
        ("values_tuples_blocks", values_test),
        ("compound_assign_slices", compound_test),
        ("stream_launch", stream_test),
        ("int_ops_all_types", int_ops_test),
        ("signed_ops", signed_ops_test),
        ("bit_ops", bit_ops_test),
        ("casts", casts_test),
        ("conversions", conversions_test),
        ("math_f32", math_f32_test),
        ("math_f64", math_f64_test),
        ("device_functions", helpers_test),
        ("twin_collatz", collatz_test),
        ("twin_digits", digits_test),
        ("twin_match", classify_test),
        ("twin_matches_macro", matches_test),
        ("twin_tuple_match", tuple_match_test),
        ("twin_array_patterns", patterns_test),
        ("twin_for_ranges", loops_test),
        ("twin_labels", labeled_test),
        ("twin_tuples", tuples_test),
        ("twin_early_return", early_twin_test),
        ("twin_logic", logic_test),
        ("twin_shifts", shifts_test),
        ("twin_float_logic", float_logic_test),
        ("zero_elements", zero_elements_test),
    ]
}

const N: usize = 10_000;

fn vector_add_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("vector_add");
    let n = 1 << 20;
    let a = rng.vec_f32(n, -100.0, 100.0);
    let b = rng.vec_f32(n, -100.0, 100.0);
    let da = fc(dev.to_device(&a))?;
    let db = fc(dev.to_device(&b))?;
    let mut dc = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(vector_add.launch(Grid::for_elements(n), &da, &db, &mut dc))?;
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    exact("c", &fc(dc.to_vec())?, &want)
}

fn saxpy_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("saxpy");
    let n = 100_003;
    let x = rng.vec_f32(n, -10.0, 10.0);
    let y = rng.vec_f32(n, -10.0, 10.0);
    let a = rng.f32_in(-3.0, 3.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y))?;
    fc(saxpy.launch(Grid::for_elements(n), a, &dx, &mut dy))?;
    // The GPU may fuse a * x + y into one FMA (as nvcc does by default): allow its rounding.
    let want: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a * x + y).collect();
    compare("y", &fc(dy.to_vec())?, &want, |g, w| close_f32(*g, *w, 1e-5) || (g - w).abs() < 1e-5)
}

fn saxpy_exact_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("saxpy_exact");
    let n = 100_003;
    let x = rng.vec_f32(n, -10.0, 10.0);
    let y = rng.vec_f32(n, -10.0, 10.0);
    let a = rng.f32_in(-3.0, 3.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y))?;
    fc(saxpy_exact.launch(Grid::for_elements(n), a, &dx, &mut dy))?;
    let want: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a * x + y).collect();
    exact("y", &fc(dy.to_vec())?, &want)
}

fn macro_rules_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("macro_rules");
    let n = 5000;
    let x = rng.vec_f32(n, -2.0, 2.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(scaled_from_macro.launch(Grid::for_elements(n), &dx, &mut dy))?;
    let want: Vec<f32> = x.iter().map(|v| 1.0 + v * 3.0).collect();
    compare("scaled", &fc(dy.to_vec())?, &want, |g, w| close_f32(*g, *w, 1e-6))?;
    fc(body_from_caller.launch(Grid::for_elements(n), &dx, &mut dy))?;
    let want: Vec<f32> = x.iter().map(|v| 0.5 - v).collect();
    exact("body", &fc(dy.to_vec())?, &want)
}

fn daxpy_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("daxpy");
    let x = rng.vec_f64(N, -10.0, 10.0);
    let y = rng.vec_f64(N, -10.0, 10.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y))?;
    fc(daxpy.launch(Grid::new(N.div_ceil(128) as u32, 128), 0.25, &dx, &mut dy))?;
    let want: Vec<f64> = x.iter().zip(&y).map(|(x, y)| y + 0.25 * x).collect();
    compare("y", &fc(dy.to_vec())?, &want, |g, w| close_f64(*g, *w, 1e-14))
}

fn f32_literals_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("f32_literals");
    let x = rng.vec_f32(N, -5.0, 5.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(f32_literals.launch(Grid::for_elements(N), &dx, &mut dy))?;
    let want: Vec<f32> = x
        .iter()
        .map(|&v| {
            let acc = 0.0f32 + (v * 2.5 + 1.0);
            acc * 0.5 - 3.0 / (v + 10.0)
        })
        .collect();
    compare("y", &fc(dy.to_vec())?, &want, |g, w| close_f32(*g, *w, 1e-6))
}

type AddInputs = (Vec<f32>, ferrocuda::DeviceBuffer<f32>, ferrocuda::DeviceBuffer<f32>, ferrocuda::DeviceBuffer<f32>);

fn add_inputs(dev: &Device, salt: &str) -> Result<AddInputs, String> {
    let mut rng = Rng::new(salt);
    let a = rng.vec_f32(N, -1.0, 1.0);
    let b = rng.vec_f32(N, -1.0, 1.0);
    let want = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    Ok((want, fc(dev.to_device(&a))?, fc(dev.to_device(&b))?, fc(dev.to_device(&vec![f32::NAN; N]))?))
}

fn unchecked_test(dev: &Device) -> TestResult {
    let (want, a, b, mut c) = add_inputs(dev, "unchecked")?;
    fc(vector_add_unchecked.launch(Grid::for_elements(N), &a, &b, &mut c))?;
    exact("c", &fc(c.to_vec())?, &want)?;
    check!(!vector_add_unchecked.cuda_source().contains("check_index"), "an unchecked kernel has bounds checks");
    let checked = vector_add.cuda_source();
    check!(checked.contains("defer_ptr(a, i, a_len"), "a checked kernel does not check `a[i]`:\n{checked}");
    // (`c[i]` under `if i < c.len()`: the guard proves it.)
    check!(checked.contains("c[i] = "), "the guard `i < c.len()` does not prove `c[i]`:\n{checked}");
    Ok(())
}

fn get_unchecked_test(dev: &Device) -> TestResult {
    let (want, a, b, mut c) = add_inputs(dev, "get_unchecked")?;
    fc(get_unchecked_add.launch(Grid::for_elements(N), &a, &b, &mut c))?;
    exact("c", &fc(c.to_vec())?, &want)?;
    check!(!get_unchecked_add.cuda_source().contains("check_index"), "get_unchecked is checked");
    Ok(())
}

fn strided_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("strided");
    let n = 100_000;
    let x = rng.vec_f32(n, -1.0, 1.0);
    let mut dx = fc(dev.to_device(&x))?;
    // Far fewer threads than elements: each thread strides over the buffer.
    fc(scale_strided.launch(Grid::new(7, 64), 3.0, &mut dx))?;
    let want: Vec<f32> = x.iter().map(|v| v * 3.0).collect();
    exact("x", &fc(dx.to_vec())?, &want)
}

fn index_3d_test(dev: &Device) -> TestResult {
    let (nx, ny, nz) = (37usize, 9usize, 5usize);
    let mut out = fc(dev.to_device(&vec![u32::MAX; nx * ny * nz * 4]))?;
    let threads = (8u32, 4u32, 2u32);
    let blocks = ((nx as u32).div_ceil(8), (ny as u32).div_ceil(4), (nz as u32).div_ceil(2));
    fc(index_3d.launch(Grid::new(blocks, threads), &mut out, nx, ny, nz))?;
    let got = fc(out.to_vec())?;
    let mut want = Vec::new();
    for z in 0..nz {
        for y in 0..ny {
            for x in 0..nx {
                let (tx, ty, tz) = (x as u32 % 8, y as u32 % 4, z as u32 % 2);
                let (bx, by, bz) = (x as u32 / 8, y as u32 / 4, z as u32 / 2);
                want.push((x + 1000 * y + 1000000 * z) as u32);
                want.push(tx + 16 * ty + 256 * tz);
                want.push(bx + 16 * by + 256 * bz);
                want.push(64 + 10000 * (blocks.0 * blocks.1 * blocks.2));
            }
        }
    }
    exact("index_3d", &got, &want)
}

fn index_2d_test(dev: &Device) -> TestResult {
    let (width, height) = (100usize, 12usize);
    let mut out = fc(dev.to_device(&vec![u64::MAX; width * height]))?;
    let blocks = ((width as u32).div_ceil(32), height as u32);
    fc(index_2d.launch(Grid::new(blocks, (32, 1)), &mut out, width))?;
    let (w, h) = (blocks.0 as usize * 32, height);
    let want: Vec<u64> = (0..height).flat_map(|y| (0..width).map(move |x| (x * 7 + y * 13 + w * h) as u64)).collect();
    exact("index_2d", &fc(out.to_vec())?, &want)
}

fn early_return_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("early_return");
    let x: Vec<i32> = (0..N).map(|_| rng.below(2000) as i32 - 1000).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![i32::MIN; N]))?;
    fc(early_return.launch(Grid::for_elements(N + 100), &dx, &mut out))?;
    let want: Vec<i32> = x.iter().map(|&v| if v < 0 { -1 } else { v / 2 }).collect();
    exact("out", &fc(out.to_vec())?, &want)
}

fn short_circuit_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("short_circuit");
    let n = 500;
    let x: Vec<u32> = (0..n).map(|_| rng.below(20) as u32).collect();
    let dx = fc(dev.to_device(&x))?;
    // More outputs than inputs: threads past `n` must not read `x`.
    let total = n + 300;
    let mut out = fc(dev.to_device(&vec![u32::MAX; total]))?;
    fc(short_circuit.launch(Grid::for_elements(total), &dx, n, &mut out))?;
    let want: Vec<u32> = (0..total)
        .map(|i| {
            let inside = i < n && x[i] > 10;
            let outside = i >= n || x[i] == 3;
            inside as u32 + 2 * outside as u32
        })
        .collect();
    exact("out", &fc(out.to_vec())?, &want)
}

fn cpp_keywords_test(dev: &Device) -> TestResult {
    let x: Vec<i32> = (0..N as i32).map(|i| i - 500).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(cpp_keywords.launch(Grid::for_elements(N), &dx, &mut out))?;
    let want: Vec<f32> = x.iter().map(|&v| v as f32 * 0.5 + 1.0).collect();
    exact("out", &fc(out.to_vec())?, &want)
}

fn values_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("values");
    let x = rng.vec_f32(N, -50.0, 50.0);
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(values.launch(Grid::for_elements(N), &dx, &mut out))?;
    let want: Vec<f32> = x
        .iter()
        .map(|&v| {
            let v = v * 3.0;
            let (a, b) = (v + 1.0, v);
            let c = b * 2.0 - 1.0;
            let e = c.abs();
            let f = if e > 100.0 {
                e / 2.0
            } else if e > 10.0 {
                e * 2.0
            } else {
                e + 0.25
            };
            f + a
        })
        .collect();
    compare("out", &fc(out.to_vec())?, &want, |g, w| close_f32(*g, *w, 1e-6))
}

fn compound_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("compound");
    let a: Vec<i32> = random_vec(&mut rng, N);
    let b: Vec<u64> = random_vec(&mut rng, N);
    let c = rng.vec_f64(N, -100.0, 100.0);
    let d: Vec<u8> = random_vec(&mut rng, N);
    let (mut da, mut db, mut dc, mut dd) =
        (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?, fc(dev.to_device(&c))?, fc(dev.to_device(&d))?);
    fc(compound_slices.launch(Grid::for_elements(N), &mut da, &mut db, &mut dc, &mut dd))?;
    let wa: Vec<i32> =
        a.iter().map(|&v| (((v.wrapping_add(7).wrapping_mul(-3).wrapping_sub(1)) << 2) >> 1) ^ 0x55).collect();
    let wb: Vec<u64> = b.iter().map(|&v| (v.wrapping_add(1).wrapping_mul(3) | 0x100) & !1).collect();
    let wc: Vec<f64> = c.iter().map(|&v| (v / 4.0 - 1.5) % 7.0).collect();
    let wd: Vec<u8> = d.iter().map(|&v| v.wrapping_add(200).wrapping_mul(3)).collect();
    exact("a", &fc(da.to_vec())?, &wa)?;
    exact("b", &fc(db.to_vec())?, &wb)?;
    exact("c", &fc(dc.to_vec())?, &wc)?;
    exact("d", &fc(dd.to_vec())?, &wd)
}

fn stream_test(dev: &Device) -> TestResult {
    let stream = fc(dev.new_stream())?;
    let mut x = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(on_stream.launch(Grid::for_elements(N).on(&stream), &mut x, 0.5))?;
    fc(stream.synchronize())?;
    let want: Vec<f32> = (0..N).map(|i| 0.5 + i as f32).collect();
    exact("x", &fc(x.to_vec())?, &want)
}

fn zero_elements_test(dev: &Device) -> TestResult {
    let a = fc(dev.zeros::<f32>(0))?;
    let b = fc(dev.zeros::<f32>(0))?;
    let mut c = fc(dev.zeros::<f32>(0))?;
    fc(vector_add.launch(Grid::for_elements(0), &a, &b, &mut c))?;
    check!(fc(c.to_vec())?.is_empty(), "an empty buffer came back non-empty");
    Ok(())
}

// ------------------------------------------------------------------ integers

macro_rules! run_int_ops {
    ($dev:expr, $rng:expr, $kernel:ident, $t:ty) => {{
        let n = 4096;
        let a: Vec<$t> = random_vec($rng, n);
        // No division by zero and no MIN / -1 (those are tested as panics).
        let b: Vec<$t> = random_vec::<$t>($rng, n)
            .into_iter()
            .zip(&a)
            .map(|(y, &x)| if y == 0 || (x == <$t>::MIN && y == (0 as $t).wrapping_sub(1)) { 3 as $t } else { y })
            .collect();
        let s: Vec<u32> = (0..n).map(|_| $rng.below(200) as u32).collect();
        let (da, db, ds) = (fc($dev.to_device(&a))?, fc($dev.to_device(&b))?, fc($dev.to_device(&s))?);
        let mut out = fc($dev.to_device(&vec![0x5a as $t; n * 12]))?;
        fc($kernel.launch(Grid::for_elements(n), &da, &db, &ds, &mut out))?;
        let mut want = Vec::with_capacity(n * 12);
        for i in 0..n {
            let (x, y, sh) = (a[i], b[i], s[i]);
            want.push(x.wrapping_add(y));
            want.push(x.wrapping_sub(y));
            want.push(x.wrapping_mul(y));
            want.push(x / y);
            want.push(x % y);
            want.push(x.wrapping_shl(sh));
            want.push(x.wrapping_shr(sh));
            want.push(x & y);
            want.push(x | y);
            want.push(x ^ y);
            want.push(!x);
            let c = x.wrapping_add(y).wrapping_mul(3).wrapping_sub(1).wrapping_shl(sh) ^ y;
            want.push(c);
        }
        exact(stringify!($kernel), &fc(out.to_vec())?, &want)?;
    }};
}

fn int_ops_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("int_ops");
    run_int_ops!(dev, &mut rng, int_ops_i8, i8);
    run_int_ops!(dev, &mut rng, int_ops_i16, i16);
    run_int_ops!(dev, &mut rng, int_ops_i32, i32);
    run_int_ops!(dev, &mut rng, int_ops_i64, i64);
    run_int_ops!(dev, &mut rng, int_ops_isize, isize);
    run_int_ops!(dev, &mut rng, int_ops_u8, u8);
    run_int_ops!(dev, &mut rng, int_ops_u16, u16);
    run_int_ops!(dev, &mut rng, int_ops_u32, u32);
    run_int_ops!(dev, &mut rng, int_ops_u64, u64);
    run_int_ops!(dev, &mut rng, int_ops_usize, usize);
    Ok(())
}

macro_rules! run_signed_ops {
    ($dev:expr, $rng:expr, $kernel:ident, $t:ty) => {{
        let n = 4096;
        let a: Vec<$t> = random_vec($rng, n);
        let b: Vec<$t> = random_vec::<$t>($rng, n)
            .into_iter()
            .zip(&a)
            .map(|(y, &x)| if y == 0 || (x == <$t>::MIN && y == -1) { 5 } else { y })
            .collect();
        let (da, db) = (fc($dev.to_device(&a))?, fc($dev.to_device(&b))?);
        let mut out = fc($dev.to_device(&vec![0x5a as $t; n * 10]))?;
        fc($kernel.launch(Grid::for_elements(n), &da, &db, &mut out))?;
        let mut want = Vec::with_capacity(n * 10);
        for i in 0..n {
            let (x, y) = (a[i], b[i]);
            want.extend([
                x.wrapping_neg(),
                x.wrapping_abs(),
                x.signum(),
                x.min(y),
                x.max(y),
                x.wrapping_mul(y),
                x.wrapping_rem_euclid(y),
                x.wrapping_div_euclid(y),
                x.saturating_add(y),
                x.saturating_sub(y),
            ]);
        }
        exact(stringify!($kernel), &fc(out.to_vec())?, &want)?;
    }};
}

fn signed_ops_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("signed_ops");
    run_signed_ops!(dev, &mut rng, signed_ops_i8, i8);
    run_signed_ops!(dev, &mut rng, signed_ops_i16, i16);
    run_signed_ops!(dev, &mut rng, signed_ops_i32, i32);
    run_signed_ops!(dev, &mut rng, signed_ops_i64, i64);
    Ok(())
}

macro_rules! run_bit_ops {
    ($dev:expr, $rng:expr, $kernel:ident, $t:ty) => {{
        let n = 4096;
        let a: Vec<$t> = random_vec($rng, n);
        let s: Vec<u32> = (0..n).map(|_| $rng.below(100) as u32).collect();
        let (da, ds) = (fc($dev.to_device(&a))?, fc($dev.to_device(&s))?);
        let mut counts = fc($dev.to_device(&vec![u32::MAX; n * 6]))?;
        let mut vals = fc($dev.to_device(&vec![0x5a as $t; n * 6]))?;
        fc($kernel.launch(Grid::for_elements(n), &da, &ds, &mut counts, &mut vals))?;
        let mut wc = Vec::new();
        let mut wv = Vec::new();
        for i in 0..n {
            let x = a[i];
            wc.extend([
                x.count_ones(),
                x.count_zeros(),
                x.leading_zeros(),
                x.trailing_zeros(),
                x.leading_ones(),
                x.trailing_ones(),
            ]);
            wv.extend([
                x.rotate_left(s[i]),
                x.rotate_right(s[i]),
                x.swap_bytes(),
                x.reverse_bits(),
                x.wrapping_pow(s[i] % 5),
                x.clamp(3 as $t, 100 as $t),
            ]);
        }
        exact(concat!(stringify!($kernel), " counts"), &fc(counts.to_vec())?, &wc)?;
        exact(concat!(stringify!($kernel), " values"), &fc(vals.to_vec())?, &wv)?;
    }};
}

fn bit_ops_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("bit_ops");
    run_bit_ops!(dev, &mut rng, bit_ops_u8, u8);
    run_bit_ops!(dev, &mut rng, bit_ops_i16, i16);
    run_bit_ops!(dev, &mut rng, bit_ops_u32, u32);
    run_bit_ops!(dev, &mut rng, bit_ops_i32, i32);
    run_bit_ops!(dev, &mut rng, bit_ops_u64, u64);
    run_bit_ops!(dev, &mut rng, bit_ops_i64, i64);
    Ok(())
}

// ------------------------------------------------------------------ casts

macro_rules! run_casts {
    ($dev:expr, $kernel:ident, $t:ty, $inputs:expr) => {{
        let x: Vec<$t> = $inputs;
        let n = x.len();
        let dx = fc($dev.to_device(&x))?;
        let mut o_i8 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_i16 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_i32 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_i64 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_u8 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_u16 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_u32 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_u64 = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_usize = fc($dev.to_device(&vec![0x5a; n]))?;
        let mut o_f32 = fc($dev.to_device(&vec![f32::NAN; n]))?;
        let mut o_f64 = fc($dev.to_device(&vec![f64::NAN; n]))?;
        fc($kernel.launch(
            Grid::for_elements(n),
            &dx,
            &mut o_i8,
            &mut o_i16,
            &mut o_i32,
            &mut o_i64,
            &mut o_u8,
            &mut o_u16,
            &mut o_u32,
            &mut o_u64,
            &mut o_usize,
            &mut o_f32,
            &mut o_f64,
        ))?;
        let what = stringify!($kernel);
        exact(&format!("{what} as i8"), &fc(o_i8.to_vec())?, &x.iter().map(|&v| v as i8).collect::<Vec<_>>())?;
        exact(&format!("{what} as i16"), &fc(o_i16.to_vec())?, &x.iter().map(|&v| v as i16).collect::<Vec<_>>())?;
        exact(&format!("{what} as i32"), &fc(o_i32.to_vec())?, &x.iter().map(|&v| v as i32).collect::<Vec<_>>())?;
        exact(&format!("{what} as i64"), &fc(o_i64.to_vec())?, &x.iter().map(|&v| v as i64).collect::<Vec<_>>())?;
        exact(&format!("{what} as u8"), &fc(o_u8.to_vec())?, &x.iter().map(|&v| v as u8).collect::<Vec<_>>())?;
        exact(&format!("{what} as u16"), &fc(o_u16.to_vec())?, &x.iter().map(|&v| v as u16).collect::<Vec<_>>())?;
        exact(&format!("{what} as u32"), &fc(o_u32.to_vec())?, &x.iter().map(|&v| v as u32).collect::<Vec<_>>())?;
        exact(&format!("{what} as u64"), &fc(o_u64.to_vec())?, &x.iter().map(|&v| v as u64).collect::<Vec<_>>())?;
        exact(&format!("{what} as usize"), &fc(o_usize.to_vec())?, &x.iter().map(|&v| v as usize).collect::<Vec<_>>())?;
        compare(
            &format!("{what} as f32"),
            &fc(o_f32.to_vec())?,
            &x.iter().map(|&v| v as f32).collect::<Vec<_>>(),
            |a, b| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
        )?;
        compare(
            &format!("{what} as f64"),
            &fc(o_f64.to_vec())?,
            &x.iter().map(|&v| v as f64).collect::<Vec<_>>(),
            |a, b| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
        )?;
    }};
}

fn casts_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("casts");
    let f = special_f64(&mut rng, 2000);
    run_casts!(dev, casts_from_f64, f64, f.clone());
    run_casts!(dev, casts_from_f32, f32, f.iter().map(|&v| v as f32).collect());
    run_casts!(dev, casts_from_i64, i64, random_vec(&mut rng, 2000));
    run_casts!(dev, casts_from_u64, u64, random_vec(&mut rng, 2000));
    run_casts!(dev, casts_from_i8, i8, random_vec(&mut rng, 2000));
    run_casts!(dev, casts_from_u16, u16, random_vec(&mut rng, 2000));
    Ok(())
}

fn conversions_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("conversions");
    let n = 3000;
    let b: Vec<bool> = (0..n).map(|_| rng.below(2) == 1).collect();
    let x = rng.vec_f32(n, -1e6, 1e6);
    let (db, dx) = (fc(dev.to_device(&b))?, fc(dev.to_device(&x))?);
    let mut o_i32 = fc(dev.to_device(&vec![-7i32; n]))?;
    let mut o_u64 = fc(dev.to_device(&vec![7u64; n]))?;
    let mut o_bits = fc(dev.to_device(&vec![7u32; n]))?;
    let mut o_f32 = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(conversions.launch(Grid::for_elements(n), &db, &dx, &mut o_i32, &mut o_u64, &mut o_bits, &mut o_f32))?;
    exact("bool as i32", &fc(o_i32.to_vec())?, &b.iter().map(|&v| v as i32 * 11).collect::<Vec<_>>())?;
    exact("u64::from", &fc(o_u64.to_vec())?, &b.iter().map(|&v| v as u64 + 4_000_000_000).collect::<Vec<_>>())?;
    exact("to_bits", &fc(o_bits.to_vec())?, &x.iter().map(|v| v.to_bits()).collect::<Vec<_>>())?;
    exact("from_bits", &fc(o_f32.to_vec())?, &x.iter().map(|v| -v + 300.0).collect::<Vec<_>>())
}

// ------------------------------------------------------------------ floats

/// The reference for `float_math!` kernels (same expressions, same order), and its test.
macro_rules! float_math_test {
    ($test:ident, $kernel:ident, $t:ident, $rel:expr, $abs:expr) => {
        fn $test(dev: &Device) -> TestResult {
            let reference = |a: $t, b: $t| -> (Vec<$t>, Vec<bool>) {
                let (s, c) = a.sin_cos();
                (
                    vec![
                        a.sqrt(),
                        a.cbrt(),
                        a.exp(),
                        a.exp2(),
                        a.exp_m1(),
                        a.ln(),
                        a.log2(),
                        a.log10(),
                        a.ln_1p(),
                        a.sin(),
                        a.cos(),
                        a.tan(),
                        (a / 10.0).asin(),
                        (a / 10.0).acos(),
                        a.atan(),
                        a.sinh(),
                        a.cosh(),
                        a.tanh(),
                        a.asinh(),
                        (a + 1.0).acosh(),
                        (a / 10.0).atanh(),
                        (a * 3.7 - 9.0).floor(),
                        (a * 3.7 - 9.0).ceil(),
                        (a * 3.7 - 9.0).round(),
                        (a * 3.7 - 9.0).trunc(),
                        (a * 3.7 - 9.0).abs(),
                        a.recip(),
                        (a - 5.0).signum(),
                        (a * 3.7).fract(),
                        a.powf(b),
                        a.atan2(b - 5.0),
                        a.hypot(b),
                        a.max(b) - a.min(b),
                        a.copysign(b - 5.0),
                        a.mul_add(b, 1.0),
                        a.clamp(2.0, 7.0),
                        a.powi(3) + b.powi(-2),
                        (a - 5.0).rem_euclid(3.0) + (a - 5.0).div_euclid(3.0),
                        a.to_degrees() + b.to_radians(),
                        s * c + std::$t::consts::PI + $t::EPSILON + std::$t::consts::LN_2 + (b - 5.0) % 3.0,
                    ],
                    // 0/0 is NaN and a/0 infinite.
                    vec![true, true, a.is_finite(), (b - 5.0).is_sign_negative(), true],
                )
            };
            let mut rng = Rng::new(stringify!($test));
            let n = 2000;
            let x: Vec<$t> = (0..n).map(|_| rng.f64_in(0.1, 9.9) as $t).collect();
            let y: Vec<$t> = (0..n).map(|_| rng.f64_in(0.1, 9.9) as $t).collect();
            let (dx, dy) = (fc(dev.to_device(&x))?, fc(dev.to_device(&y))?);
            let mut out = fc(dev.to_device(&vec![$t::NAN; n * 40]))?;
            let mut flags = fc(dev.to_device(&vec![false; n * 5]))?;
            fc($kernel.launch(Grid::for_elements(n), &dx, &dy, &mut out, &mut flags))?;
            let (got, got_flags) = (fc(out.to_vec())?, fc(flags.to_vec())?);
            for i in 0..n {
                let (want, want_flags) = reference(x[i], y[i]);
                for (j, w) in want.iter().enumerate() {
                    let g = got[i * 40 + j];
                    // CUDA's math functions are within a few ulp of the correctly rounded
                    // result, as are Rust's: compare to a relative tolerance.
                    let close = (g.is_nan() && w.is_nan())
                        || (g - w).abs() <= $rel * g.abs().max(w.abs())
                        || (g - w).abs() < $abs;
                    check!(
                        close,
                        "{} function #{j} of ({}, {}): got {g}, expected {w} (seed {})",
                        stringify!($kernel),
                        x[i],
                        y[i],
                        seed()
                    );
                }
                exact("flags", &got_flags[i * 5..i * 5 + 5], &want_flags)?;
            }
            Ok(())
        }
    };
}

float_math_test!(math_f32_test, math_f32, f32, 2e-5, 2e-6);
float_math_test!(math_f64_test, math_f64, f64, 1e-13, 1e-14);

// ------------------------------------------------------------------ device functions

fn helpers_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("helpers");
    let n = 3000;
    let x = rng.vec_f32(n, -4.0, 4.0);
    let y = rng.vec_f32(n, -4.0, 4.0);
    let i64s: Vec<i64> = random_vec(&mut rng, n).into_iter().map(|v: i64| v / 4).collect();
    let u64s: Vec<u64> = (0..n).map(|_| rng.below(1 << 40)).collect();
    let (dx, dy, di, du) =
        (fc(dev.to_device(&x))?, fc(dev.to_device(&y))?, fc(dev.to_device(&i64s))?, fc(dev.to_device(&u64s))?);
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let mut pairs = fc(dev.to_device(&vec![f32::NAN; 2 * n]))?;
    let mut ints = fc(dev.to_device(&vec![7i64; 2 * n]))?;
    let mut gcds = fc(dev.to_device(&vec![7u64; n]))?;
    let mut halves = fc(dev.to_device(&vec![f64::NAN; n]))?;
    fc(use_helpers.launch(
        Grid::for_elements(n),
        &dx,
        &dy,
        &di,
        &du,
        &mut out,
        &mut pairs,
        &mut ints,
        &mut gcds,
        &mut halves,
    ))?;
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let mut w_out = Vec::new();
    let mut w_pairs = Vec::new();
    let mut w_ints = Vec::new();
    let mut w_gcds = Vec::new();
    let mut w_halves = Vec::new();
    for i in 0..n {
        let nn = x[i] * x[i] + y[i] * y[i];
        let lo = i.saturating_sub(2);
        let hi = (i + 3).min(n);
        let w: f32 = x[lo..hi].iter().fold(0.0, |s, v| s + v);
        w_out.push(nn.sqrt() * 2.0 + w - 1.0);
        w_pairs.extend([nn, 9.0]);
        let (a, b) = (i64s[i], i64s[(i + 1) % n]);
        let (l, h) = if a < b { (a, b) } else { (b, a) };
        w_ints.extend([l, h - 1]);
        w_gcds.push(gcd(u64s[i], 360));
        w_halves.push(1.25 + x[i] as f64 * 0.5);
    }
    // A sum that can cancel to near zero: compare to the size of its terms.
    compare("out", &fc(out.to_vec())?, &w_out, |a, b| (a - b).abs() <= 1e-5 * 40.0)?;
    compare("pairs", &fc(pairs.to_vec())?, &w_pairs, |a, b| close_f32(*a, *b, 1e-6))?;
    exact("ints", &fc(ints.to_vec())?, &w_ints)?;
    exact("gcds", &fc(gcds.to_vec())?, &w_gcds)?;
    exact("halves", &fc(halves.to_vec())?, &w_halves)
}

// ------------------------------------------------------------------ twins

macro_rules! twin_test {
    ($fn_name:ident, $kernel:ident, $reference:ident, $t:ty, $r:ty, $inputs:expr, $same:expr) => {
        fn $fn_name(dev: &Device) -> TestResult {
            let mut rng = Rng::new(stringify!($fn_name));
            let gen: &dyn Fn(&mut Rng) -> $t = &$inputs;
            let xs: Vec<$t> = (0..4096).map(|_| gen(&mut rng)).collect();
            let dx = fc(dev.to_device(&xs))?;
            let mut out = fc(dev.zeros::<$r>(xs.len()))?;
            fc($kernel.launch(Grid::for_elements(xs.len()), &dx, &mut out))?;
            let want: Vec<$r> = xs.iter().map(|&x| $reference(x)).collect();
            compare(stringify!($kernel), &fc(out.to_vec())?, &want, $same)
        }
    };
}

twin_test!(collatz_test, collatz_kernel, collatz_ref, u32, u32, |r: &mut Rng| r.below(1 << 20) as u32, |a, b| a == b);
twin_test!(digits_test, digits_kernel, digits_ref, u64, u32, |r: &mut Rng| r.next() >> r.below(64), |a, b| a == b);
twin_test!(classify_test, classify_kernel, classify_ref, i32, i32, |r: &mut Rng| r.below(1000) as i32, |a, b| a == b);
twin_test!(matches_test, matches_kernel, matches_ref, i32, u32, |r: &mut Rng| r.below(2000) as i32 - 1000, |a, b| a
    == b);
twin_test!(
    tuple_match_test,
    tuple_match_kernel,
    tuple_match_ref,
    i32,
    i32,
    |r: &mut Rng| r.below(2000) as i32 - 1000,
    |a, b| a == b
);
twin_test!(loops_test, loops_kernel, loops_ref, u32, u64, |r: &mut Rng| r.next() as u32, |a, b| a == b);
// (sin and cos are the GPU's own, and products may fuse: close, not equal.)
twin_test!(
    patterns_test,
    patterns_kernel,
    array_patterns_ref,
    f32,
    f32,
    |r: &mut Rng| r.f32_in(-4.0, 4.0),
    |a: &f32, b: &f32| (a - b).abs() <= 1e-5 * b.abs().max(1.0)
);
twin_test!(labeled_test, labeled_kernel, labeled_ref, u32, u32, |r: &mut Rng| r.next() as u32, |a, b| a == b);
twin_test!(
    tuples_test,
    tuples_kernel,
    tuples_ref,
    f32,
    f32,
    |r: &mut Rng| r.f32_in(-20.0, 20.0),
    |a: &f32, b: &f32| close_f32(*a, *b, 1e-6)
);
twin_test!(early_twin_test, early_kernel, early_ref, i64, i64, |r: &mut Rng| r.below(4000) as i64 - 2000, |a, b| a
    == b);
twin_test!(logic_test, logic_kernel, logic_ref, u32, u32, |r: &mut Rng| r.next() as u32, |a, b| a == b);
twin_test!(shifts_test, shifts_kernel, shifts_ref, u32, u32, |r: &mut Rng| r.next() as u32, |a, b| a == b);
twin_test!(
    float_logic_test,
    float_logic_kernel,
    float_logic_ref,
    f64,
    f64,
    |r: &mut Rng| match r.below(10) {
        0 => f64::NAN,
        1 => 1e12,
        2 => -1e12,
        _ => r.f64_in(-1e4, 1e4),
    },
    |a: &f64, b: &f64| close_f64(*a, *b, 1e-15)
);
