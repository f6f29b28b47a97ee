//! Generic kernels: type parameters bound by ferrocuda's traits (`Float`, `Num`, `Int`,
//! `Scalar`), inferred from the launch's arguments; const parameters given by turbofish; each
//! instantiation compiled once and checked against the same Rust on the host, for every type
//! it is used with (f16, bf16, f32, f64, integers).

use ferrocuda::prelude::*;

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// `x *= a` for any float.
#[kernel]
pub fn scale<T: Float>(x: &mut [T], a: T) {
    let i = grid(1);
    if i < x.len() {
        x[i] = x[i] * a;
    }
}

/// Arithmetic and comparisons of any number type: integers wrap, floats round once each
/// (`fmad = false`: no fused multiply-add for f32 and f64 either, the half types never have).
#[kernel(fmad = false)]
pub fn poly<T: Num>(x: &[T], y: &mut [T], c: T) {
    let i = grid(1);
    if i < y.len() {
        let v = x[i];
        let mut r = v * v + c * v - T::ONE + T::ZERO;
        if v < c {
            r -= c;
        }
        y[i] = r;
    }
}

/// Bits of any integer type.
#[kernel]
pub fn mix_bits<T: Int>(x: &[T], y: &mut [T], m: T) {
    let i = grid(1);
    if i < y.len() {
        y[i] = (x[i] & m) ^ !x[i] | (x[i] << 3u32) >> 1u32;
    }
}

/// The integer methods `Int` gives, and `Ord`'s `max`/`min`.
#[kernel]
pub fn int_methods<T: Int>(x: &[T], counts: &mut [u32], y: &mut [T], m: T) {
    let i = grid(1);
    if i < y.len() {
        let v = x[i];
        counts[i] = v.count_ones() + v.leading_zeros() * 3 + v.trailing_zeros() * 5;
        y[i] = v.rotate_left(3).wrapping_mul(v).max(m).min(v.saturating_add(m)) ^ v.reverse_bits();
    }
}

/// A type and a const parameter: `K` values per output in a local array, the math methods of
/// `Float`, conversions through `f32`/`f64` (`fmad = false`: exact against the host).
#[kernel(fmad = false)]
pub fn norms<T: Float, const K: usize>(x: &[T], out: &mut [T]) {
    let i = grid(1);
    if i < out.len() {
        let mut acc = [T::ZERO; K];
        for k in 0..K {
            acc[k] = x[i * K + k] * x[i * K + k];
        }
        let mut s = T::ZERO;
        for k in 0..acc.len() {
            s += acc[k];
        }
        out[i] = s.sqrt().max(T::from_f32(1e-3)) + T::from_f64(x[i * K].to_f64() * 0.5);
    }
}

/// A block's sum in a shared array of `N` values (the block size), halving: the const
/// parameter sizes the shared array and bounds the loop.
#[kernel]
pub fn block_sum<T: Num, const N: usize>(x: &[T], out: &mut [T]) {
    let t = shared_array::<T, N>();
    let k = thread_idx().x as usize;
    let i = grid(1);
    t[k] = if i < x.len() { x[i] } else { T::ZERO };
    sync_threads();
    let mut half = N / 2;
    while half > 0 {
        if k < half {
            t[k] = t[k] + t[k + half];
        }
        sync_threads();
        half /= 2;
    }
    if k == 0 {
        out[block_idx().x as usize] = t[0];
    }
}

/// Each warp's sum by shuffles of `T` values (every scalar can be exchanged): lane 0 writes it.
#[kernel]
pub fn warp_sums<T: Num>(x: &[T], out: &mut [T]) {
    let i = grid(1);
    let mut v = if i < x.len() { x[i] } else { T::ZERO };
    let mut d = 16u32;
    while d > 0 {
        v += warp::shfl_down(v, d);
        d /= 2;
    }
    if lane_id() == 0 && i / 32 < out.len() {
        out[i / 32] = v;
    }
}

/// The host's `norms`: the same operations in the same order.
fn norms_ref<T: Float, const K: usize>(x: &[T], i: usize) -> T {
    let mut s = T::ZERO;
    for k in 0..K {
        let v = x[i * K + k];
        s += v * v;
    }
    s.sqrt().max(T::from_f32(1e-3)) + T::from_f64(x[i * K].to_f64() * 0.5)
}

fn same<T: Float + std::fmt::Debug>(what: &str, got: &[T], want: &[T]) -> TestResult {
    compare(what, got, want, |a, b| (a.is_nan() && b.is_nan()) || a.to_f64().to_bits() == b.to_f64().to_bits())
}

fn float_case<T: Float + std::fmt::Debug>(dev: &Device, rng: &mut Rng, what: &str) -> TestResult {
    let n = 3001;
    const K: usize = 3;
    let x: Vec<T> = (0..n * K).map(|_| T::from_f32(rng.f32_in(-8.0, 8.0))).collect();
    // scale
    let mut dx = fc(dev.to_device(&x[..n]))?;
    let a = T::from_f32(-1.375);
    fc(scale.launch(Grid::for_elements(n), &mut dx, a))?;
    let want: Vec<T> = x[..n].iter().map(|&v| v * a).collect();
    same(&format!("scale::<{what}>"), &fc(dx.to_vec())?, &want)?;
    // poly
    let dxs = fc(dev.to_device(&x[..n]))?;
    let mut dy = fc(dev.to_device(&vec![T::from_f32(f32::NAN); n]))?;
    let c = T::from_f32(0.5);
    fc(poly.launch(Grid::for_elements(n), &dxs, &mut dy, c))?;
    let want: Vec<T> = x[..n]
        .iter()
        .map(|&v| {
            let mut r = v * v + c * v - T::ONE + T::ZERO;
            if v < c {
                r -= c;
            }
            r
        })
        .collect();
    same(&format!("poly::<{what}>"), &fc(dy.to_vec())?, &want)?;
    // norms, K = 3
    let dxk = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![T::from_f32(f32::NAN); n]))?;
    fc(norms::<K>.launch(Grid::for_elements(n), &dxk, &mut out))?;
    let want: Vec<T> = (0..n).map(|i| norms_ref::<T, K>(&x, i)).collect();
    // sqrt, max and the conversions round correctly; the sum's order is the kernel's.
    same(&format!("norms::<{what}, 3>"), &fc(out.to_vec())?, &want)
}

fn floats_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_floats");
    float_case::<f32>(dev, &mut rng, "f32")?;
    float_case::<f64>(dev, &mut rng, "f64")?;
    float_case::<f16>(dev, &mut rng, "f16")?;
    float_case::<bf16>(dev, &mut rng, "bf16")
}

fn int_case<T: Int + RandomInt + std::fmt::Debug>(dev: &Device, rng: &mut Rng) -> TestResult {
    let n = 2000;
    let x: Vec<T> = random_vec(rng, n);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&x))?;
    let c = x[7];
    fc(poly.launch(Grid::for_elements(n), &dx, &mut dy, c))?;
    let wrap = |v: T| {
        // The host's `poly` with wrapping arithmetic: the kernel language's integers.
        let ops = ferrocuda::__private::sim::ops::add::<T>;
        let (mul, sub) = (ferrocuda::__private::sim::ops::mul::<T>, ferrocuda::__private::sim::ops::sub::<T>);
        let mut r = sub(ops(mul(v, v), mul(c, v)), T::ONE);
        if v < c {
            r = sub(r, c);
        }
        r
    };
    let want: Vec<T> = x.iter().map(|&v| wrap(v)).collect();
    exact("poly over an integer type", &fc(dy.to_vec())?, &want)?;
    let m = x[3];
    fc(mix_bits.launch(Grid::for_elements(n), &dx, &mut dy, m))?;
    let shl = ferrocuda::__private::sim::ops::shl::<T, u32>;
    let shr = ferrocuda::__private::sim::ops::shr::<T, u32>;
    let want: Vec<T> = x.iter().map(|&v| (v & m) ^ !v | shr(shl(v, 3), 1)).collect();
    exact("mix_bits", &fc(dy.to_vec())?, &want)?;
    let mut counts = fc(dev.to_device(&vec![u32::MAX; n]))?;
    fc(int_methods.launch(Grid::for_elements(n), &dx, &mut counts, &mut dy, m))?;
    let want_counts: Vec<u32> =
        x.iter().map(|&v| v.count_ones() + v.leading_zeros() * 3 + v.trailing_zeros() * 5).collect();
    let want: Vec<T> = x
        .iter()
        .map(|&v| v.rotate_left(3).wrapping_mul(v).max(m).min(v.saturating_add(m)) ^ v.reverse_bits())
        .collect();
    exact("int_methods counts", &fc(counts.to_vec())?, &want_counts)?;
    exact("int_methods", &fc(dy.to_vec())?, &want)
}

fn ints_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_ints");
    int_case::<i32>(dev, &mut rng)?;
    int_case::<u8>(dev, &mut rng)?;
    int_case::<i64>(dev, &mut rng)?;
    int_case::<u16>(dev, &mut rng)
}

fn warp_case<T: Num + std::fmt::Debug>(dev: &Device, x: &[T], add: impl Fn(T, T) -> T, what: &str) -> TestResult {
    let warps = x.len().div_ceil(32);
    let dx = fc(dev.to_device(x))?;
    let mut out = fc(dev.to_device(&vec![T::ONE; warps]))?;
    fc(warp_sums.launch(Grid::new(warps as u32, 32u32), &dx, &mut out))?;
    // Shuffles pair lanes as a tree; the values are exact in any order (integers wrap).
    let want: Vec<T> = x.chunks(32).map(|c| c.iter().fold(T::ZERO, |s, &v| add(s, v))).collect();
    exact(&format!("warp_sums::<{what}>"), &fc(out.to_vec())?, &want)
}

fn warp_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_warp_sums");
    let n = 32 * 40;
    let i8s: Vec<i8> = random_vec(&mut rng, n);
    warp_case(dev, &i8s, i8::wrapping_add, "i8")?;
    let u16s: Vec<u16> = random_vec(&mut rng, n);
    warp_case(dev, &u16s, u16::wrapping_add, "u16")?;
    let f32s: Vec<f32> = (0..n).map(|_| rng.below(64) as f32 - 32.0).collect();
    warp_case(dev, &f32s, |a, b| a + b, "f32")?;
    let f16s: Vec<f16> = f32s.iter().map(|&v| f16::from_f32(v)).collect();
    warp_case(dev, &f16s, |a, b| a + b, "f16")
}

fn block_sum_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_block_sum");
    let blocks = 9;
    // Integers: exact in any order; two block sizes are two instantiations.
    let x: Vec<i64> = (0..blocks * 256 - 11).map(|_| rng.below(1000) as i64 - 500).collect();
    let dx = fc(dev.to_device(&x))?;
    for threads in [128usize, 256] {
        let nb = x.len().div_ceil(threads);
        let mut out = fc(dev.to_device(&vec![i64::MIN; nb]))?;
        let grid = Grid::new(nb as u32, threads as u32);
        if threads == 128 {
            fc(block_sum::<128>.launch(grid, &dx, &mut out))?;
        } else {
            fc(block_sum::<256>.launch(grid, &dx, &mut out))?;
        }
        let want: Vec<i64> = x.chunks(threads).map(|c| c.iter().sum()).collect();
        exact(&format!("block_sum::<i64, {threads}>"), &fc(out.to_vec())?, &want)?;
    }
    // f32 powers of two: exact too.
    let y: Vec<f32> = (0..256 * 4).map(|i| (1 << (i % 5)) as f32).collect();
    let dy = fc(dev.to_device(&y))?;
    let mut out = fc(dev.to_device(&[f32::NAN; 4]))?;
    fc(block_sum::<256>.launch(Grid::new(4u32, 256u32), &dy, &mut out))?;
    let want: Vec<f32> = y.chunks(256).map(|c| c.iter().sum()).collect();
    exact("block_sum::<f32, 256>", &fc(out.to_vec())?, &want)
}

/// Each instantiation is its own kernel: its CUDA defines the parameters before the body,
/// and it compiles with NVRTC.
fn instances_test(_: &Device) -> TestResult {
    let src = scale.cuda_source::<f16>();
    check!(src.contains("typedef fc::f16 FC_T0;"), "no typedef in:\n{src}");
    let src = norms::<7>.cuda_source::<f64>();
    check!(src.contains("typedef double FC_T0;") && src.contains("FC_N0 = 7ull;"), "no parameters in:\n{src}");
    check!(std::ptr::eq(scale.cuda_source::<f32>(), scale.cuda_source::<f32>()), "an instantiation made twice");
    check!(!std::ptr::eq(scale.cuda_source::<f32>(), scale.cuda_source::<f64>()), "two instantiations shared");
    Ok(())
}

/// A weighted window of `N` values per thread, through a local array of `N` and a shared
/// array of `N` per thread slot: every index is a loop variable below `N`, which proves it
/// whatever `N` an instance gives (no check in the CUDA).
#[kernel]
pub fn window_sums<const N: usize>(x: &[f32], out: &mut [f32]) {
    let weights = shared_array::<f32, N>();
    let t = thread_idx().x as usize;
    if t == 0 {
        for k in 0..N {
            weights[k] = (k + 1) as f32;
        }
    }
    sync_threads();
    let i = grid(1);
    if i < out.len() {
        let mut w = [0.0f32; N];
        for k in 0..N {
            w[k] = x[(i + k) % x.len()];
        }
        let mut s = 0.0f32;
        for k in 0..N {
            s += w[k] * weights[k];
        }
        out[i] = s;
    }
}

/// One index too many (`0..=N`): checked, and a panic in every instance.
#[kernel]
pub fn window_past_end<const N: usize>(out: &mut [f32]) {
    let i = grid(1);
    if i < out.len() {
        let w = [1.0f32; N];
        let mut s = 0.0f32;
        for k in 0..=N {
            s += w[k];
        }
        out[i] = s;
    }
}

/// `j % y.len()` indexing `x`: below `x.len()` only where `y.len() <= x.len()` (the variant
/// trusting it); a longer `y` runs the checked kernel, and panics.
#[kernel]
pub fn wrapped_by_other(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i * 7 % y.len()];
    }
}

fn wrapped_case(dev: &Device, x: &[f32]) -> TestResult {
    let dx = fc(dev.to_device(x))?;
    let short = x.len() / 2;
    let mut y = fc(dev.to_device(&vec![f32::NAN; short]))?;
    fc(wrapped_by_other.launch(Grid::for_elements(short), &dx, &mut y))?;
    let want: Vec<f32> = (0..short).map(|i| x[i * 7 % short]).collect();
    exact("wrapped_by_other", &fc(y.to_vec())?, &want)?;
    let long = x.len() + 5;
    let mut y = fc(dev.to_device(&vec![f32::NAN; long]))?;
    fc(wrapped_by_other.launch(Grid::for_elements(long), &dx, &mut y))?;
    match fc(y.to_vec()) {
        Err(e) if e.contains(&format!("index out of bounds: the len is {} but the index is", x.len())) => Ok(()),
        other => Err(format!("wrapped_by_other with a longer y should panic: {other:?}")),
    }
}

fn window_case<const N: usize>(dev: &Device, x: &[f32]) -> TestResult {
    let n = x.len();
    let dx = fc(dev.to_device(x))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(window_sums::<N>.launch(Grid::new((n as u32).div_ceil(64), 64u32), &dx, &mut out))?;
    let want: Vec<f32> = (0..n).map(|i| (0..N).map(|k| x[(i + k) % n] * (k + 1) as f32).sum()).collect();
    exact(&format!("window_sums::<{N}>"), &fc(out.to_vec())?, &want)?;
    let src = window_sums::<N>.cuda_source();
    check!(!src.contains("check_index"), "window_sums::<{N}> keeps a check on its arrays:\n{src}");
    let src = window_past_end::<N>.cuda_source();
    check!(src.contains("check_index"), "window_past_end::<{N}> lost its check:\n{src}");
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(window_past_end::<N>.launch(Grid::new((n as u32).div_ceil(64), 64u32), &mut out))?;
    match fc(out.to_vec()) {
        Err(e) if e.contains(&format!("index out of bounds: the len is {N} but the index is {N}")) => Ok(()),
        other => Err(format!("window_past_end::<{N}> should panic at index {N}: {other:?}")),
    }
}

fn windows_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_windows");
    let x: Vec<f32> = (0..1000).map(|_| rng.below(64) as f32 / 8.0).collect();
    window_case::<3>(dev, &x)?;
    window_case::<16>(dev, &x)?;
    wrapped_case(dev, &x)
}

/// A generic `#[device]` fn: its type parameter inferred at each call from the arguments,
/// literal arguments taking it (`lerp(a, b, 0.25)`), a slice of it, another generic fn called.
#[device]
pub fn lerp<T: Float>(a: T, b: T, t: T) -> T {
    a + (b - a) * t
}

#[device]
pub fn smooth_at<T: Float>(x: &[T], i: usize, w: T) -> T {
    let prev = if i > 0 { x[i - 1] } else { x[i] };
    lerp(prev, x[i], w).max(T::ZERO) + lerp(T::ONE, T::from_f32(2.0), w)
}

#[device]
pub fn wrapped_sum<T: Int>(a: T, b: T) -> T {
    a.wrapping_add(b) ^ T::ONE
}

/// Generic device fns from a non-generic kernel (f32, f16, u8 at once) and a generic one.
#[kernel(fmad = false)]
pub fn generic_calls(x: &[f32], h: &[f16], bytes: &[u8], y: &mut [f32], hy: &mut [f16], by: &mut [u8]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = lerp(x[i], 1.5, 0.25) + smooth_at(x, i, 0.5);
        hy[i] = lerp(h[i], f16::ONE, f16::from_f32(0.75));
        by[i] = wrapped_sum(bytes[i], 200);
    }
}

#[kernel(fmad = false)]
pub fn generic_calls_generic<T: Float>(x: &[T], y: &mut [T], w: T) {
    let i = grid(1);
    if i < y.len() {
        y[i] = smooth_at(x, i, w) - lerp(w, x[i], T::from_f32(0.5));
    }
}

fn device_fn_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_device_fns");
    let n = 2000;
    let x: Vec<f32> = (0..n).map(|_| rng.f32_in(-3.0, 3.0)).collect();
    let h: Vec<f16> = x.iter().map(|&v| f16::from_f32(v)).collect();
    let bytes: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
    let (dx, dh, db) = (fc(dev.to_device(&x))?, fc(dev.to_device(&h))?, fc(dev.to_device(&bytes))?);
    let mut y = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let mut hy = fc(dev.to_device(&vec![f16::NAN; n]))?;
    let mut by = fc(dev.to_device(&vec![0u8; n]))?;
    fc(generic_calls.launch(Grid::for_elements(n), &dx, &dh, &db, &mut y, &mut hy, &mut by))?;
    // The host: the same generic fns.
    let want: Vec<f32> = (0..n).map(|i| lerp(x[i], 1.5, 0.25) + smooth_at(&x, i, 0.5)).collect();
    let want_h: Vec<f16> = (0..n).map(|i| lerp(h[i], f16::ONE, f16::from_f32(0.75))).collect();
    let want_b: Vec<u8> = (0..n).map(|i| wrapped_sum(bytes[i], 200)).collect();
    exact("f32", &fc(y.to_vec())?, &want)?;
    exact("f16", &fc(hy.to_vec())?, &want_h)?;
    exact("u8", &fc(by.to_vec())?, &want_b)?;
    let xd: Vec<f64> = x.iter().map(|&v| v as f64 * 1.25).collect();
    let dxd = fc(dev.to_device(&xd))?;
    let mut yd = fc(dev.to_device(&vec![f64::NAN; n]))?;
    fc(generic_calls_generic.launch(Grid::for_elements(n), &dxd, &mut yd, 0.375f64))?;
    let want_d: Vec<f64> = (0..n).map(|i| smooth_at(&xd, i, 0.375) - lerp(0.375, xd[i], 0.5)).collect();
    exact("generic kernel, f64", &fc(yd.to_vec())?, &want_d)
}

/// Device fns generic over an array's length (`[f32; N]`), and over its element type and
/// length (`[T; N]`): each call takes them from its arguments, as rustc infers them; array
/// literals take the parameter's element type (`dot(a, [2.0, 0.5, 1.0])` is f32), or Rust's
/// default where nothing decides it (`sum_sq([0.5, 1.5])` is f64). The host runs the same fns.
#[device]
pub fn dot_n<const N: usize>(a: [f32; N], b: [f32; N]) -> f32 {
    let mut s = 0.0f32;
    for k in 0..N {
        s += a[k] * b[k];
    }
    s
}

#[device]
pub fn sum_sq_n<T: Float, const N: usize>(a: [T; N]) -> T {
    let mut s = T::ZERO;
    for v in a {
        s += v * v;
    }
    s
}

#[kernel(fmad = false)]
pub fn array_length_calls(x: &[f32], out: &mut [f32]) {
    let i = grid(1);
    if i < out.len() && 3 * i + 2 < x.len() {
        let a = [x[3 * i], x[3 * i + 1], x[3 * i + 2]];
        let b = [1.0f32, 2.0, 3.0, 4.0];
        out[i] = dot_n(a, [2.0, 0.5, 1.0]) + dot_n(b, b) + sum_sq_n(a) + sum_sq_n([0.5, 1.5]) as f32;
    }
}

#[kernel(fmad = false)]
pub fn array_length_calls_generic<T: Float, const K: usize>(x: &[T], out: &mut [T]) {
    let i = grid(1);
    if i < out.len() {
        let mut a = [T::ZERO; K];
        for k in 0..K {
            if i * K + k < x.len() {
                a[k] = x[i * K + k];
            }
        }
        out[i] = sum_sq_n(a);
    }
}

fn array_length_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_array_lengths");
    let n = 700;
    let x: Vec<f32> = (0..3 * n).map(|_| rng.f32_in(-2.0, 2.0)).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(array_length_calls.launch(Grid::for_elements(n), &dx, &mut out))?;
    let want: Vec<f32> = (0..n)
        .map(|i| {
            let a = [x[3 * i], x[3 * i + 1], x[3 * i + 2]];
            let b = [1.0f32, 2.0, 3.0, 4.0];
            dot_n(a, [2.0, 0.5, 1.0]) + dot_n(b, b) + sum_sq_n(a) + sum_sq_n([0.5, 1.5]) as f32
        })
        .collect();
    exact("array_length_calls", &fc(out.to_vec())?, &want)?;
    let h: Vec<f16> = x.iter().map(|&v| f16::from_f32(v)).collect();
    let dh = fc(dev.to_device(&h))?;
    let mut out = fc(dev.to_device(&vec![f16::NAN; n]))?;
    fc(array_length_calls_generic::<3>.launch(Grid::for_elements(n), &dh, &mut out))?;
    let want: Vec<f16> = (0..n).map(|i| sum_sq_n([h[3 * i], h[3 * i + 1], h[3 * i + 2]])).collect();
    exact("array_length_calls_generic (f16)", &fc(out.to_vec())?, &want)
}

/// `for v in acc` over a local array of a const parameter's length, and its elements with
/// their indices: read at indices its length (`K`) proves, no check.
#[kernel(fmad = false)]
pub fn each_of_k<T: Float, const K: usize>(x: &[T], out: &mut [T]) {
    let i = grid(1);
    if i < out.len() {
        let mut acc = [T::ZERO; K];
        for k in 0..K {
            acc[k] = x[i * K + k];
        }
        let mut s = T::ZERO;
        for v in acc {
            s += v * v;
        }
        for (k, &v) in acc.iter().enumerate() {
            if k == 0 {
                s -= v;
            }
        }
        out[i] = s;
    }
}

fn each_of_k_case<T: Float + ferrocuda::DeviceCopy + PartialEq + std::fmt::Debug>(
    dev: &Device,
    what: &str,
    from_f32: fn(f32) -> T,
) -> TestResult {
    const K: usize = 5;
    let mut rng = Rng::new(&format!("each_of_k {what}"));
    let n = 900;
    let x: Vec<T> = (0..n * K).map(|_| from_f32(rng.f32_in(-2.0, 2.0))).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![from_f32(f32::NAN); n]))?;
    fc(each_of_k::<K>.launch(Grid::for_elements(n), &dx, &mut out))?;
    let want: Vec<T> = (0..n)
        .map(|i| {
            let mut s = T::ZERO;
            for k in 0..K {
                s += x[i * K + k] * x[i * K + k];
            }
            s - x[i * K]
        })
        .collect();
    exact(&format!("each_of_k ({what})"), &fc(out.to_vec())?, &want)
}

fn each_of_k_test(dev: &Device) -> TestResult {
    let src = each_of_k::<5>.cuda_source::<f32>();
    check!(!src.contains("check_index"), "a read of `acc` in `for v in acc` kept its check:\n{src}");
    each_of_k_case::<f32>(dev, "f32", |v| v)?;
    each_of_k_case::<f64>(dev, "f64", f64::from)?;
    each_of_k_case::<f16>(dev, "f16", f16::from_f32)
}

/// Bounds in a `where` clause, on a kernel (with a const parameter, and a type parameter
/// bounded both in the list and in the clause) and on a device fn, as in the list.
#[device]
pub fn clamp_mix<T>(a: T, b: T, lo: T) -> T
where
    T: Float,
{
    a.mul_add(b, lo).max(lo)
}

#[kernel(fmad = false)]
pub fn where_bounded<T, U: Scalar, const K: usize>(x: &[T], y: &mut [T], tags: &[U], out_tags: &mut [U])
where
    T: Float,
    U: Int,
{
    let i = grid(1);
    if i < y.len() {
        y[i] = clamp_mix(x[i], T::from_f32(K as f32), T::from_f32(-1.0));
        out_tags[i] = tags[i].rotate_left(K as u32);
    }
}

fn where_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("generic_where_clauses");
    let n = 3000;
    let x: Vec<f64> = (0..n).map(|_| rng.f32_in(-3.0, 3.0) as f64).collect();
    let tags: Vec<u16> = (0..n).map(|_| rng.next() as u16).collect();
    let (dx, dt) = (fc(dev.to_device(&x))?, fc(dev.to_device(&tags))?);
    let mut y = fc(dev.to_device(&vec![f64::NAN; n]))?;
    let mut ot = fc(dev.to_device(&vec![0u16; n]))?;
    fc(where_bounded::<3>.launch(Grid::for_elements(n), &dx, &mut y, &dt, &mut ot))?;
    let want: Vec<f64> = x.iter().map(|&v| clamp_mix(v, 3.0, -1.0)).collect();
    exact("y", &fc(y.to_vec())?, &want)?;
    let want_tags: Vec<u16> = tags.iter().map(|t| t.rotate_left(3)).collect();
    exact("tags", &fc(ot.to_vec())?, &want_tags)?;
    let h: Vec<f16> = x.iter().map(|&v| f16::from_f64(v)).collect();
    let dh = fc(dev.to_device(&h))?;
    let mut yh = fc(dev.to_device(&vec![f16::NAN; n]))?;
    fc(where_bounded::<2>.launch(Grid::for_elements(n), &dh, &mut yh, &dt, &mut ot))?;
    let want_h: Vec<f16> = h.iter().map(|&v| clamp_mix(v, f16::from_f32(2.0), f16::from_f32(-1.0))).collect();
    exact("y (f16)", &fc(yh.to_vec())?, &want_h)
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("generic_device_fns", device_fn_test),
        ("generic_where_clauses", where_test),
        ("generic_device_fns_over_array_lengths", array_length_test),
        ("generic_for_each_over_a_const_length_array", each_of_k_test),
        ("generic_kernels_over_floats", floats_test),
        ("generic_kernels_over_integers", ints_test),
        ("generic_const_block_size", block_sum_test),
        ("generic_warp_shuffles_of_any_scalar", warp_test),
        ("generic_instances_are_kernels_of_their_own", instances_test),
        ("panic_generic_array_lengths_prove_their_loops", windows_test),
    ]
}
