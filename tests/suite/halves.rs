//! `f16` and `bf16` in kernels: every operator, comparison and conversion on random bit
//! patterns (NaNs, infinities, subnormals and signed zeros among them) against the `half`
//! crate on the host, bit for bit; `#[device]` fns of half types called from kernels and from
//! the host; shared and local arrays of them, warp shuffles, atomics under contention, module
//! constants, and a panic reporting a half value.

use ferrocuda::prelude::*;

use crate::lang::DeviceTest;
use crate::util::*;

/// Every operator of `f16`, each rounding once (`a * x + y` is two roundings: no FMA).
#[device]
pub fn blend16(a: f16, x: f16, y: f16) -> f16 {
    let t = a * x + y;
    let u = (x - y) / a;
    let mut v = t % (u.abs() + f16::ONE);
    v += f16::from_f32(0.25);
    v *= a;
    v -= y;
    v /= x;
    if v < t {
        v
    } else {
        -v
    }
}

#[device]
pub fn blendb(a: bf16, x: bf16, y: bf16) -> bf16 {
    let t = a * x + y;
    let u = (x - y) / a;
    let mut v = t % (u.abs() + bf16::ONE);
    v += bf16::from_f32(0.25);
    v *= a;
    v -= y;
    v %= x;
    if v >= t {
        v
    } else {
        -v
    }
}

/// Comparisons of a pair, as bits of a mask.
#[device]
pub fn order16(x: f16, y: f16) -> u32 {
    (x < y) as u32 | ((x == y) as u32) << 1 | ((x >= y) as u32) << 2 | ((x != y) as u32) << 3
}

#[kernel]
#[allow(clippy::too_many_arguments)]
pub fn half_ops(
    a: f16,
    b: bf16,
    x: &[f16],
    y: &[f16],
    p: &[bf16],
    q: &[bf16],
    out16: &mut [f16],
    outb: &mut [bf16],
    flags: &mut [u32],
    wide: &mut [f32],
    narrow: &mut [f16],
    narrowb: &mut [bf16],
) {
    let i = grid(1);
    if i < x.len() {
        out16[i] = blend16(a, x[i], y[i]);
        outb[i] = blendb(b, p[i], q[i]);
        let mut f = order16(x[i], y[i]);
        if p[i] <= q[i] {
            f |= 16;
        }
        if p[i] > q[i] {
            f |= 32;
        }
        if x[i].is_nan() {
            f |= 64;
        }
        if (x[i] * y[i]).is_infinite() {
            f |= 128;
        }
        if p[i].is_sign_negative() {
            f |= 256;
        }
        flags[i] = f;
        wide[i] = x[i].to_f32() + f32::from(p[i]) + q[i].to_f64() as f32;
        // Conversions between the types, through f32 and f64, and from small integers.
        let w = wide[i] as f64 * 1.000_000_123;
        narrow[i] = f16::from_f64(w) + f16::from(i as u8) - f16::from_bits(x[i].to_bits() ^ 0x8000);
        narrowb[i] = bf16::from_f64(w) * bf16::from(i as i8) + bf16::from_f32(y[i].to_f32());
    }
}

/// `a * x + y` in f16 and bf16: native half instructions, no conversion (the PTX test in
/// compile.rs).
#[kernel]
pub fn axpy_halves(a: f16, x: &[f16], y: &mut [f16], b: bf16, p: &[bf16], q: &mut [bf16]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
    if i < q.len() {
        q[i] = b * p[i] + q[i];
    }
}

fn random_bits(rng: &mut Rng, n: usize) -> Vec<u16> {
    (0..n).map(|_| rng.next() as u16).collect()
}

/// Both NaN, or the same bits.
fn same16<T: Copy + PartialEq + std::fmt::Debug>(nan: impl Fn(T) -> bool) -> impl Fn(&T, &T) -> bool {
    move |a, b| (nan(*a) && nan(*b)) || a == b && format!("{a:?}") == format!("{b:?}")
}

fn ops_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("half_ops");
    let n = 20_000;
    let x: Vec<f16> = random_bits(&mut rng, n).into_iter().map(f16::from_bits).collect();
    // `y` near `x` in half of the elements, so that sums cancel and comparisons tie.
    let y: Vec<f16> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                f16::from_bits(x[i].to_bits() ^ (rng.next() as u16 & 3))
            } else {
                f16::from_bits(rng.next() as u16)
            }
        })
        .collect();
    let p: Vec<bf16> = random_bits(&mut rng, n).into_iter().map(bf16::from_bits).collect();
    let q: Vec<bf16> = (0..n).map(|i| if i % 3 == 0 { p[i] } else { bf16::from_bits(rng.next() as u16) }).collect();
    let (a, b) = (f16::from_f32(1.375), bf16::from_f32(-0.8125));
    let (dx, dy, dp, dq) =
        (fc(dev.to_device(&x))?, fc(dev.to_device(&y))?, fc(dev.to_device(&p))?, fc(dev.to_device(&q))?);
    let mut o16 = fc(dev.to_device(&vec![f16::NAN; n]))?;
    let mut ob = fc(dev.to_device(&vec![bf16::NAN; n]))?;
    let mut flags = fc(dev.to_device(&vec![u32::MAX; n]))?;
    let mut wide = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let mut nar = fc(dev.to_device(&vec![f16::NAN; n]))?;
    let mut narb = fc(dev.to_device(&vec![bf16::NAN; n]))?;
    fc(half_ops.launch(
        Grid::for_elements(n),
        a,
        b,
        &dx,
        &dy,
        &dp,
        &dq,
        &mut o16,
        &mut ob,
        &mut flags,
        &mut wide,
        &mut nar,
        &mut narb,
    ))?;
    // The host: the same `#[device]` fns, and the `half` crate.
    let want16: Vec<f16> = (0..n).map(|i| blend16(a, x[i], y[i])).collect();
    let wantb: Vec<bf16> = (0..n).map(|i| blendb(b, p[i], q[i])).collect();
    compare("f16 operators", &fc(o16.to_vec())?, &want16, same16(|v: f16| v.is_nan()))?;
    compare("bf16 operators", &fc(ob.to_vec())?, &wantb, same16(|v: bf16| v.is_nan()))?;
    let want_flags: Vec<u32> = (0..n)
        .map(|i| {
            let mut f = order16(x[i], y[i]);
            f |= ((p[i] <= q[i]) as u32) << 4 | ((p[i] > q[i]) as u32) << 5 | (x[i].is_nan() as u32) << 6;
            f | ((x[i] * y[i]).is_infinite() as u32) << 7 | (p[i].is_sign_negative() as u32) << 8
        })
        .collect();
    exact("comparisons", &fc(flags.to_vec())?, &want_flags)?;
    let want_wide: Vec<f32> = (0..n).map(|i| x[i].to_f32() + f32::from(p[i]) + q[i].to_f64() as f32).collect();
    compare("widened", &fc(wide.to_vec())?, &want_wide, |a, b| {
        (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
    })?;
    // `from_f64` rounds once, as the GPU does (`half`'s own may round twice in ties).
    let round16 = ferrocuda::__private::sim::ops::f16_from_f64;
    let roundb = ferrocuda::__private::sim::ops::bf16_from_f64;
    let want_nar: Vec<f16> = (0..n)
        .map(|i| {
            let w = want_wide[i] as f64 * 1.000_000_123;
            round16(w) + f16::from(i as u8) - f16::from_bits(x[i].to_bits() ^ 0x8000)
        })
        .collect();
    let want_narb: Vec<bf16> = (0..n)
        .map(|i| {
            let w = want_wide[i] as f64 * 1.000_000_123;
            roundb(w) * bf16::from(i as i8) + bf16::from_f32(y[i].to_f32())
        })
        .collect();
    compare("narrowed f16", &fc(nar.to_vec())?, &want_nar, same16(|v: f16| v.is_nan()))?;
    compare("narrowed bf16", &fc(narb.to_vec())?, &want_narb, same16(|v: bf16| v.is_nan()))
}

const BLOCK: usize = 128;

/// A block's sum of f16 values in f32, staged through a shared array of f16 and a local
/// array, reduced across each warp by shuffles of f16 values (exact: small integers).
#[kernel]
pub fn half_block_sum(x: &[f16], out: &mut [f32], lane_max: &mut [bf16]) {
    let s = shared_array::<f16, 128>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    s[t] = if i < x.len() { x[i] } else { f16::ZERO };
    sync_threads();
    let mut local = [f16::ZERO; 4];
    for k in 0..4 {
        local[k] = s[(t + k * 32) % 128];
    }
    let mut v = local[0] + local[1] + local[2] + local[3];
    let mut m = bf16::from_f32(v.to_f32());
    let mut d = 16u32;
    while d > 0 {
        v += warp::shfl_down(v, d);
        m = m.max(warp::shfl_xor(m, d));
        d /= 2;
    }
    if t % 32 == 0 {
        atomic::add(out, block_idx().x as usize, v.to_f32());
        lane_max[i / 32] = m;
    }
}

fn block_sum_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("half_block_sum");
    let blocks = 37;
    let n = blocks * BLOCK - 5;
    // Integers in -4..4: every partial sum of a warp's 128 reads is exact in f16.
    let x: Vec<f16> = (0..n).map(|_| f16::from_f32(rng.below(9) as f32 - 4.0)).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![0.0f32; blocks]))?;
    let mut lm = fc(dev.to_device(&vec![bf16::NAN; n.div_ceil(32)]))?;
    fc(half_block_sum.launch(Grid::new(blocks as u32, BLOCK as u32), &dx, &mut out, &mut lm))?;
    let at = |i: usize| if i < n { x[i].to_f32() } else { 0.0 };
    // Each block's 128 values are read 4 times, once by each of 4 lanes' rotations.
    let want: Vec<f32> = (0..blocks).map(|b| 4.0 * (0..BLOCK).map(|t| at(b * BLOCK + t)).sum::<f32>()).collect();
    exact("block sums", &fc(out.to_vec())?, &want)?;
    let want_max: Vec<bf16> = (0..n.div_ceil(32))
        .map(|w| {
            let (b, t0) = (w * 32 / BLOCK, w * 32 % BLOCK);
            let lane = |t: usize| (0..4).map(|k| at(b * BLOCK + (t + k * 32) % BLOCK)).sum::<f32>();
            bf16::from_f32((t0..t0 + 32).map(lane).fold(f32::MIN, f32::max))
        })
        .collect();
    exact("warp maxima", &fc(lm.to_vec())?, &want_max)
}

const BINS: usize = 7;

#[kernel]
pub fn half_atomics(x: &[f16], y: &[bf16], sum16: &mut [f16], sumb: &mut [bf16], lo: &mut [f16], hi: &mut [bf16]) {
    let i = grid(1);
    if i < x.len() {
        let b = i % BINS;
        atomic::add(sum16, b, f16::ONE);
        atomic::sub(sumb, b, bf16::ONE);
        atomic::min(lo, b, x[i]);
        atomic::max(hi, b, y[i]);
    }
}

fn atomics_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("half_atomics");
    // 200 per bin: every count is exact in both types (bf16 holds integers to 256).
    let n = BINS * 200;
    let x: Vec<f16> =
        (0..n).map(|i| if i % 53 == 1 { f16::NAN } else { f16::from_f32(rng.f32_in(-6e4, 6e4)) }).collect();
    let y: Vec<bf16> =
        (0..n).map(|i| if i % 41 == 2 { bf16::NAN } else { bf16::from_f32(rng.f32_in(-1e30, 1e30)) }).collect();
    let (dx, dy) = (fc(dev.to_device(&x))?, fc(dev.to_device(&y))?);
    let mut s16 = fc(dev.to_device(&[f16::ZERO; BINS]))?;
    let mut sb = fc(dev.to_device(&[bf16::ZERO; BINS]))?;
    let mut lo = fc(dev.to_device(&[f16::INFINITY; BINS]))?;
    let mut hi = fc(dev.to_device(&[bf16::NEG_INFINITY; BINS]))?;
    fc(half_atomics.launch(Grid::for_elements(n), &dx, &dy, &mut s16, &mut sb, &mut lo, &mut hi))?;
    exact("f16 add", &fc(s16.to_vec())?, &[f16::from_f32(200.0); BINS])?;
    exact("bf16 sub", &fc(sb.to_vec())?, &[bf16::from_f32(-200.0); BINS])?;
    let (mut want_lo, mut want_hi) = ([f16::INFINITY; BINS], [bf16::NEG_INFINITY; BINS]);
    for i in 0..n {
        want_lo[i % BINS] = want_lo[i % BINS].min(x[i]);
        want_hi[i % BINS] = want_hi[i % BINS].max(y[i]);
    }
    exact("f16 min", &fc(lo.to_vec())?, &want_lo)?;
    exact("bf16 max", &fc(hi.to_vec())?, &want_hi)
}

#[device]
pub const HALF_SCALE: f16 = f16::from_f32_const(0.375);
#[device]
pub const WEIGHTS: [bf16; 4] = [bf16::ONE, bf16::NEG_ONE, bf16::from_f32_const(0.5), bf16::MIN_POSITIVE];

/// Module constants of half types; the math methods (through f32); `assert!` on a half value.
#[kernel]
pub fn half_consts_math(x: &[f16], out: &mut [f16], outb: &mut [bf16]) {
    let i = grid(1);
    if i < x.len() {
        let v = x[i] * HALF_SCALE;
        out[i] = v.sqrt().mul_add(f16::PI, v.floor()).max(f16::EPSILON.min(v.abs()));
        outb[i] = WEIGHTS[i % 4] * bf16::from_f32(v.to_f32()).exp() + bf16::from_f32(v.to_f32().sin());
        assert!(v.is_finite(), "a finite scaled value");
    }
}

fn consts_math_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("half_consts_math");
    let n = 4_000;
    let x: Vec<f16> = (0..n).map(|_| f16::from_f32(rng.f32_in(0.0, 100.0))).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![f16::NAN; n]))?;
    let mut outb = fc(dev.to_device(&vec![bf16::NAN; n]))?;
    fc(half_consts_math.launch(Grid::for_elements(n), &dx, &mut out, &mut outb))?;
    let want: Vec<f16> = x
        .iter()
        .map(|&x| {
            let v = x * HALF_SCALE;
            v.sqrt().mul_add(f16::PI, v.floor()).max(f16::EPSILON.min(v.abs()))
        })
        .collect();
    // sqrt, floor, mul_add, max and min round correctly: exact.
    exact("f16 math", &fc(out.to_vec())?, &want)?;
    let wantb: Vec<bf16> = (0..n)
        .map(|i| {
            let v = x[i] * HALF_SCALE;
            WEIGHTS[i % 4] * bf16::from_f32(v.to_f32()).exp() + bf16::from_f32(v.to_f32().sin())
        })
        .collect();
    // exp and sin are CUDA's f32 functions: within an ulp of bf16.
    compare("bf16 math", &fc(outb.to_vec())?, &wantb, |a, b| {
        a == b || (a.to_bits() as i32 - b.to_bits() as i32).abs() <= 1
    })?;
    // A value that makes the assertion fail: its message is the kernel's.
    let bad = fc(dev.to_device(&[f16::NEG_INFINITY]))?;
    let mut o1 = fc(dev.to_device(&[f16::NAN]))?;
    let mut ob1 = fc(dev.to_device(&[bf16::NAN]))?;
    fc(half_consts_math.launch(Grid::for_elements(1), &bad, &mut o1, &mut ob1))?;
    // (Reported by the next synchronizing call.)
    match o1.to_vec() {
        Err(ferrocuda::Error::KernelPanic(p)) if p.message == "a finite scaled value" => Ok(()),
        other => Err(format!("expected the assertion's panic, got {other:?}")),
    }
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("half_operators_on_random_bits", ops_test),
        ("half_shared_local_and_warp_shuffles", block_sum_test),
        ("half_atomics_contended", atomics_test),
        ("panic_half_constants_math_and_panics", consts_math_test),
    ]
}
