//! The kernels under test. Each exercises constructs of the kernel language; `twin!` ones are
//! also compiled as plain Rust, which is their reference.

#![allow(clippy::all)]

use ferrocuda::prelude::*;

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

// ------------------------------------------------------------------ kernel panics

#[kernel]
pub fn shift_read(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i + 1];
    }
}

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

/// A failed read whose made-up value then fails another check: the read is what panics.
#[kernel]
pub fn read_then_local(x: &[u32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let j = x[i + 1];
        let table = [1.0f32, 2.0, 3.0, 4.0];
        y[i] = table[j.wrapping_sub(1) as usize];
    }
}

/// A failed read with nothing observable after it: it still panics.
#[kernel]
pub fn read_only(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = 1.0;
        let _unused = x[i + 1];
    }
}

#[kernel]
pub fn shift_write(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        y[i + 1] = x[i];
    }
}

#[kernel]
pub fn divide(a: &[i32], b: &[i32], c: &mut [i32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] / b[i];
    }
}

#[kernel]
pub fn remainder_u8(a: &[u8], b: &[u8], c: &mut [u8]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] % b[i];
    }
}

#[kernel]
pub fn explicit_panic(x: &[u32], y: &mut [u32]) {
    let i = grid(1);
    if i < x.len() {
        if x[i] == 7 {
            panic!("seven is not allowed");
        }
        y[i] = x[i];
    }
}

#[kernel]
pub fn asserts(x: &[i64], y: &mut [i64]) {
    let i = grid(1);
    if i < x.len() {
        assert!(x[i] < 100);
        assert_eq!(x[i] % 2, 0, "x must be even");
        assert_ne!(x[i], -4);
        debug_assert!(x[i] != 42, "no answers");
        y[i] = x[i];
    }
}

#[kernel]
pub fn float_assert(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        assert_eq!(x[i], 1.5);
        y[i] = x[i];
    }
}

#[kernel]
pub fn unreachable_digit(x: &[u8], y: &mut [u8]) {
    let i = grid(1);
    if i < x.len() {
        y[i] = match x[i] {
            0..=9 => x[i],
            _ => unreachable!("only digits"),
        };
    }
}

#[kernel]
pub fn zero_step(x: &mut [u32], step: usize) {
    let i = grid(1);
    if i == 0 {
        for j in (0..x.len()).step_by(step) {
            x[j] = 1;
        }
    }
}

/// Without bounds checks, every thread but the first writes far out of bounds: a GPU
/// fault (the runtime tests run it in a child process).
#[kernel(unchecked)]
pub fn wild_write(y: &mut [f32], far: usize) {
    let i = grid(1);
    y[i * far] = 1.0;
}
