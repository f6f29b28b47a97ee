//! The integer methods at their edges, where random inputs rarely go: overflow flags and
//! saturation at `MIN` and `MAX`, `MIN / -1`, roots and logarithms of the extremes,
//! `next_power_of_two` past the largest power, float `midpoint` near overflow and
//! underflow, the classification of subnormals; and the panics where Rust panics (a zero
//! divisor, the logarithm of 0, the root of a negative), with Rust's message at the method's
//! name. The references are std's, on the host (for the generic fn, the same fn run as Rust).

use ferrocuda::prelude::*;
use ferrocuda::Error;

use crate::check;
use crate::lang::DeviceTest;
use crate::robust::rust_panic;
use crate::util::*;

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("int_methods_at_their_edges", int_edges_test),
        ("unsigned_methods_at_their_edges", unsigned_edges_test),
        ("float_midpoint_and_classes_at_their_edges", float_edges_test),
        ("panic_of_integer_methods_outside_their_domain", domain_panics_test),
    ]
}

/// Every method here that every integer type has, for one pair of operands; the host runs
/// the same fn as Rust for the reference.
#[device]
pub fn edge_values<T: Int>(a: T, b: T, e: u32, vals: &mut [T], flags: &mut [bool], logs: &mut [u32]) {
    let (v, o) = a.overflowing_add(b);
    vals[0] = v;
    flags[0] = o;
    let (v, o) = a.overflowing_sub(b);
    vals[1] = v;
    flags[1] = o;
    let (v, o) = a.overflowing_mul(b);
    vals[2] = v;
    flags[2] = o;
    let (v, o) = a.overflowing_neg();
    vals[3] = v;
    flags[3] = o;
    vals[4] = a.saturating_mul(b);
    vals[5] = a.saturating_pow(e);
    vals[6] = a.midpoint(b);
    vals[7] = if b != T::ZERO { a.wrapping_div(b) } else { a };
    vals[8] = if b != T::ZERO { a.wrapping_rem(b) } else { a };
    vals[9] = if a >= T::ZERO { a.isqrt() } else { b };
    logs[0] = if a > T::ZERO { a.ilog2() } else { 99 };
    logs[1] = if a > T::ZERO { a.ilog10() } else { 99 };
}

const VALS: usize = 10;
const FLAGS: usize = 4;
const LOGS: usize = 2;

#[kernel]
pub fn int_edges<T: Int>(a: &[T], b: &[T], e: &[u32], vals: &mut [T], flags: &mut [bool], logs: &mut [u32]) {
    let i = grid(1);
    if i < a.len() {
        edge_values(
            a[i],
            b[i],
            e[i],
            &mut vals[VALS * i..VALS * (i + 1)],
            &mut flags[FLAGS * i..FLAGS * (i + 1)],
            &mut logs[LOGS * i..LOGS * (i + 1)],
        );
    }
}

/// The values at the edges of every integer width (those of `T`'s range are kept).
fn edges<T: TryFrom<i128>>() -> Vec<T> {
    let mut v: Vec<i128> = (-10..=10).chain([99, 100, 101, 127, 255, 1000, -1000]).collect();
    for bits in [8u32, 16, 32, 64] {
        let (half, quarter) = (1i128 << (bits - 1), 1i128 << (bits / 2));
        v.extend([
            half - 1,
            half,
            -half,
            -half + 1,
            2 * half - 1,
            2 * half - 2,
            quarter - 1,
            quarter,
            half / 2,
            -half / 2,
        ]);
    }
    v.sort_unstable();
    v.dedup();
    v.into_iter().filter_map(|x| T::try_from(x).ok()).collect()
}

const EXPONENTS: [u32; 12] = [0, 1, 2, 3, 5, 7, 8, 15, 31, 63, 64, 200];

fn int_edges_of<T: Int + TryFrom<i128>>(dev: &Device) -> TestResult {
    let e = edges::<T>();
    let (mut a, mut b, mut x) = (Vec::new(), Vec::new(), Vec::new());
    for (i, &p) in e.iter().enumerate() {
        for (j, &q) in e.iter().enumerate() {
            a.push(p);
            b.push(q);
            x.push(EXPONENTS[(i + j) % EXPONENTS.len()]);
        }
    }
    let n = a.len();
    let (mut want_v, mut want_f, mut want_l) = (vec![T::ZERO; VALS * n], vec![false; FLAGS * n], vec![0u32; LOGS * n]);
    for i in 0..n {
        edge_values(
            a[i],
            b[i],
            x[i],
            &mut want_v[VALS * i..VALS * (i + 1)],
            &mut want_f[FLAGS * i..FLAGS * (i + 1)],
            &mut want_l[LOGS * i..LOGS * (i + 1)],
        );
    }
    let (da, db, dx) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?, fc(dev.to_device(&x))?);
    // Poisoned: every element is written.
    let mut dv = fc(dev.to_device(&vec![T::ONE + T::ONE + T::ONE; VALS * n]))?;
    let mut df = fc(dev.to_device(&want_f.iter().map(|f| !f).collect::<Vec<_>>()))?;
    let mut dl = fc(dev.to_device(&vec![77u32; LOGS * n]))?;
    fc(int_edges.launch(Grid::for_elements(n), &da, &db, &dx, &mut dv, &mut df, &mut dl))?;
    let what = |part: &str| format!("int_edges::<{}> {part}", std::any::type_name::<T>());
    let (got_v, got_f, got_l) = (fc(dv.to_vec())?, fc(df.to_vec())?, fc(dl.to_vec())?);
    for (k, (g, w)) in got_v.iter().zip(&want_v).enumerate() {
        check!(
            g == w,
            "{}: {} of ({}, {}, {}) is {g}, Rust's {w}",
            what("values"),
            k % VALS,
            a[k / VALS],
            b[k / VALS],
            x[k / VALS]
        );
    }
    compare(&what("overflow flags"), &got_f, &want_f, |g, w| g == w)?;
    compare(&what("logarithms"), &got_l, &want_l, |g, w| g == w)
}

fn int_edges_test(dev: &Device) -> TestResult {
    int_edges_of::<i8>(dev)?;
    int_edges_of::<u8>(dev)?;
    int_edges_of::<i16>(dev)?;
    int_edges_of::<u16>(dev)?;
    int_edges_of::<i32>(dev)?;
    int_edges_of::<u32>(dev)?;
    int_edges_of::<i64>(dev)?;
    int_edges_of::<u64>(dev)?;
    int_edges_of::<isize>(dev)?;
    int_edges_of::<usize>(dev)
}

/// The methods of unsigned types only, for one type.
macro_rules! unsigned_edges {
    ($kernel:ident, $t:ty) => {
        #[kernel]
        pub fn $kernel(a: &[$t], b: &[$t], out: &mut [$t]) {
            let i = grid(1);
            if i < a.len() {
                out[2 * i] = a[i].next_power_of_two();
                out[2 * i + 1] = if b[i] != 0 { a[i].div_ceil(b[i]) } else { 7 };
            }
        }
    };
}
unsigned_edges!(unsigned_edges_u8, u8);
unsigned_edges!(unsigned_edges_u32, u32);
unsigned_edges!(unsigned_edges_u64, u64);

macro_rules! unsigned_edges_test_of {
    ($name:ident, $kernel:ident, $t:ty) => {
        fn $name(dev: &Device) -> TestResult {
            let e = edges::<$t>();
            let (mut a, mut b) = (Vec::new(), Vec::new());
            for &p in &e {
                for &q in &e {
                    a.push(p);
                    b.push(q);
                }
            }
            let want: Vec<$t> = a
                .iter()
                .zip(&b)
                .flat_map(|(&p, &q)| {
                    // Past the largest power of two, 0: kernel integers wrap (Rust's release build).
                    [p.checked_next_power_of_two().unwrap_or(0), if q != 0 { p.div_ceil(q) } else { 7 }]
                })
                .collect();
            let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
            let mut out = fc(dev.to_device(&vec![3 as $t; 2 * a.len()]))?;
            fc($kernel.launch(Grid::for_elements(a.len()), &da, &db, &mut out))?;
            compare(stringify!($kernel), &fc(out.to_vec())?, &want, |g, w| g == w)
        }
    };
}
unsigned_edges_test_of!(unsigned_u8, unsigned_edges_u8, u8);
unsigned_edges_test_of!(unsigned_u32, unsigned_edges_u32, u32);
unsigned_edges_test_of!(unsigned_u64, unsigned_edges_u64, u64);

fn unsigned_edges_test(dev: &Device) -> TestResult {
    unsigned_u8(dev)?;
    unsigned_u32(dev)?;
    unsigned_u64(dev)
}

#[kernel]
pub fn float_classes<T: Float>(x: &[T], out: &mut [bool]) {
    let i = grid(1);
    if i < x.len() {
        out[2 * i] = x[i].is_normal();
        out[2 * i + 1] = x[i].is_subnormal();
    }
}

#[kernel]
pub fn midpoints_f32(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = grid(1);
    if i < a.len() {
        out[i] = a[i].midpoint(b[i]);
    }
}

#[kernel]
pub fn midpoints_f64(a: &[f64], b: &[f64], out: &mut [f64]) {
    let i = grid(1);
    if i < a.len() {
        out[i] = a[i].midpoint(b[i]);
    }
}

/// Each value of `bits` as a float, and its classes as Rust gives them.
fn classes_of<T: Float>(dev: &Device, xs: Vec<T>) -> TestResult {
    let want: Vec<bool> = xs.iter().flat_map(|x| [x.is_normal(), x.is_subnormal()]).collect();
    let dx = fc(dev.to_device(&xs))?;
    let mut out = fc(dev.to_device(&want.iter().map(|w| !w).collect::<Vec<_>>()))?;
    fc(float_classes.launch(Grid::for_elements(xs.len()), &dx, &mut out))?;
    compare(&format!("float_classes::<{}>", std::any::type_name::<T>()), &fc(out.to_vec())?, &want, |g, w| g == w)
}

fn float_edges_test(dev: &Device) -> TestResult {
    // Zeros, the smallest and largest subnormals and normals, infinities, NaNs, ordinary values.
    let f32s: Vec<f32> =
        [0u32, 1, 0x007f_ffff, 0x0080_0000, 0x3f80_0000, 0x7f7f_ffff, 0x7f80_0000, 0x7fc0_0000, 0x0040_0000]
            .iter()
            .flat_map(|&b| [f32::from_bits(b), f32::from_bits(b | 0x8000_0000)])
            .collect();
    let f64s: Vec<f64> =
        [0u64, 1, 0x000f_ffff_ffff_ffff, 0x0010_0000_0000_0000, 0x3ff0_0000_0000_0000, 0x7fef_ffff_ffff_ffff]
            .iter()
            .chain(&[0x7ff0_0000_0000_0000, 0x7ff8_0000_0000_0000, 0x0008_0000_0000_0000])
            .flat_map(|&b| [f64::from_bits(b), f64::from_bits(b | 0x8000_0000_0000_0000)])
            .collect();
    let halves: Vec<u16> =
        [0u16, 1, 0x03ff, 0x0400, 0x3c00, 0x7bff, 0x7c00, 0x7e00, 0x0080, 0x007f, 0x7f7f, 0x7f80, 0x7fc0, 0x3f80]
            .to_vec();
    let halves = || halves.iter().flat_map(|&b| [b, b | 0x8000]);
    classes_of(dev, f32s.clone())?;
    classes_of(dev, f64s.clone())?;
    classes_of(dev, halves().map(f16::from_bits).collect())?;
    classes_of(dev, halves().map(bf16::from_bits).collect())?;
    // midpoint: every pair of these (overflow of the sum, underflow of a half).
    let pairs32: Vec<(f32, f32)> = f32s.iter().flat_map(|&a| f32s.iter().map(move |&b| (a, b))).collect();
    let (a, b): (Vec<f32>, Vec<f32>) = pairs32.into_iter().unzip();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x.midpoint(*y)).collect();
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut out = fc(dev.to_device(&vec![f32::from_bits(0x7fa5_a5a5); a.len()]))?;
    fc(midpoints_f32.launch(Grid::for_elements(a.len()), &da, &db, &mut out))?;
    let same32 = |g: &f32, w: &f32| g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan());
    compare("midpoints_f32", &fc(out.to_vec())?, &want, same32)?;
    let pairs64: Vec<(f64, f64)> = f64s.iter().flat_map(|&a| f64s.iter().map(move |&b| (a, b))).collect();
    let (a, b): (Vec<f64>, Vec<f64>) = pairs64.into_iter().unzip();
    let want: Vec<f64> = a.iter().zip(&b).map(|(x, y)| x.midpoint(*y)).collect();
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut out = fc(dev.to_device(&vec![f64::from_bits(0x7ff4_a5a5_a5a5_a5a5); a.len()]))?;
    fc(midpoints_f64.launch(Grid::for_elements(a.len()), &da, &db, &mut out))?;
    let same64 = |g: &f64, w: &f64| g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan());
    compare("midpoints_f64", &fc(out.to_vec())?, &want, same64)
}

#[kernel]
pub fn int_domain(x: &[i32], which: u32, out: &mut [u32]) {
    let (zero, negative, seven) = (x[0], x[1], x[2]);
    match which {
        0 => out[0] = zero.ilog2(),
        1 => out[0] = negative.ilog10(),
        2 => out[0] = negative.isqrt() as u32,
        3 => out[0] = (seven as u32).div_ceil(zero as u32),
        4 => out[0] = seven.wrapping_div(zero) as u32,
        _ => out[0] = seven.wrapping_rem(zero) as u32,
    }
}

fn domain_panics_test(dev: &Device) -> TestResult {
    use std::hint::black_box as opaque;
    let wants = [
        (
            rust_panic(|| {
                let _ = opaque(0i32).ilog2();
            }),
            "zero.ilog2()",
        ),
        (
            rust_panic(|| {
                let _ = opaque(-5i32).ilog10();
            }),
            "negative.ilog10()",
        ),
        (
            rust_panic(|| {
                let _ = opaque(-5i32).isqrt();
            }),
            "negative.isqrt()",
        ),
        (
            rust_panic(|| {
                let _ = opaque(7u32).div_ceil(opaque(0));
            }),
            "(seven as u32).div_ceil(",
        ),
        (
            rust_panic(|| {
                let _ = opaque(7i32).wrapping_div(opaque(0));
            }),
            "seven.wrapping_div(",
        ),
        (
            rust_panic(|| {
                let _ = opaque(7i32).wrapping_rem(opaque(0));
            }),
            "seven.wrapping_rem(",
        ),
    ];
    let x = fc(dev.to_device(&[0i32, -5, 7]))?;
    let source = include_str!("int_methods.rs");
    for (which, (want, call)) in wants.iter().enumerate() {
        check!(!want.is_empty(), "Rust did not panic in case {which}");
        let mut out = fc(dev.to_device(&[0u32]))?;
        let got = int_domain.launch(Grid::new(1u32, 32u32), &x, which as u32, &mut out).and_then(|_| out.to_vec());
        let p = match got {
            Err(Error::KernelPanic(p)) => p,
            other => return Err(format!("case {which} ({call}): expected a kernel panic, got {other:?}")),
        };
        check!(&p.message == want, "case {which}: kernel: {:?}, Rust: {want:?}", p.message);
        // At the method's name, as Rust reports it.
        let line = source.lines().position(|l| l.contains(call) && l.contains("out[0]")).map(|l| l as u32 + 1);
        check!(Some(p.line) == line && p.file.ends_with("int_methods.rs"), "case {which}: at {}:{}", p.file, p.line);
    }
    Ok(())
}
