//! Atomics the hardware has no instruction for, which the prelude builds from
//! compare-and-swap loops: float `min`/`max` (Rust's NaN rule), float `cas` (on bits),
//! `u64` `inc`/`dec`; each contended by many threads on a few elements.

use ferrocuda::prelude::*;

use crate::lang::DeviceTest;
use crate::util::*;

const BINS: usize = 7;

#[kernel]
pub fn float_extrema(x: &[f32], xd: &[f64], lo: &mut [f32], hi: &mut [f32], lod: &mut [f64], hid: &mut [f64]) {
    let i = grid(1);
    if i < x.len() {
        let b = i % BINS;
        atomic::min(lo, b, x[i]);
        atomic::max(hi, b, x[i]);
        atomic::min(lod, b, xd[i]);
        atomic::max(hid, b, xd[i]);
    }
}

/// A product by a compare-and-swap loop, the way to build an atomic the hardware lacks; the
/// element is read atomically (`add` of 0) so that it is no data race.
#[kernel]
pub fn float_product(x: &[f64], out: &mut [f64]) {
    let i = grid(1);
    if i < x.len() {
        let b = i % BINS;
        let mut old = atomic::add(out, b, 0.0);
        loop {
            let seen = atomic::cas(out, b, old, old * x[i]);
            if seen.to_bits() == old.to_bits() {
                break;
            }
            old = seen;
        }
    }
}

#[kernel]
pub fn counters64(limits: &[u64], up: &mut [u64], down: &mut [u64]) {
    let i = grid(1);
    if i < limits.len() {
        atomic::inc(up, i % BINS, limits[i]);
        atomic::dec(down, i % BINS, limits[i]);
    }
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("atomic_float_min_max_contended", extrema_test),
        ("atomic_float_cas_loop", product_test),
        ("atomic_inc_dec_u64_contended", counters_test),
    ]
}

fn extrema_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("atomic_float_extrema");
    let n = 30_011;
    // NaNs among the values: `f32::min` ignores them.
    let x: Vec<f32> = (0..n).map(|i| if i % 97 == 3 { f32::NAN } else { rng.f32_in(-1e6, 1e6) }).collect();
    let xd: Vec<f64> = (0..n).map(|i| if i % 89 == 5 { f64::NAN } else { rng.f64_in(-1e9, 1e9) }).collect();
    let (dx, dxd) = (fc(dev.to_device(&x))?, fc(dev.to_device(&xd))?);
    // One bin starts at NaN: the first value replaces it.
    let mut start = vec![0.5f32; BINS];
    start[2] = f32::NAN;
    let mut lo = fc(dev.to_device(&start))?;
    let mut hi = fc(dev.to_device(&start))?;
    let startd: Vec<f64> = start.iter().map(|&v| v as f64).collect();
    let mut lod = fc(dev.to_device(&startd))?;
    let mut hid = fc(dev.to_device(&startd))?;
    fc(float_extrema.launch(Grid::for_elements(n), &dx, &dxd, &mut lo, &mut hi, &mut lod, &mut hid))?;
    let (mut want_lo, mut want_hi, mut want_lod, mut want_hid) = (start.clone(), start.clone(), startd.clone(), startd);
    for i in 0..n {
        let b = i % BINS;
        want_lo[b] = want_lo[b].min(x[i]);
        want_hi[b] = want_hi[b].max(x[i]);
        want_lod[b] = want_lod[b].min(xd[i]);
        want_hid[b] = want_hid[b].max(xd[i]);
    }
    exact("min f32", &fc(lo.to_vec())?, &want_lo)?;
    exact("max f32", &fc(hi.to_vec())?, &want_hi)?;
    exact("min f64", &fc(lod.to_vec())?, &want_lod)?;
    exact("max f64", &fc(hid.to_vec())?, &want_hid)
}

fn product_test(dev: &Device) -> TestResult {
    let n = 4096;
    // Powers of two: the product is exact in any order.
    let x: Vec<f64> = (0..n)
        .map(|i| {
            if i % 3 == 0 {
                2.0
            } else if i % 3 == 1 {
                0.5
            } else {
                -1.0
            }
        })
        .collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&[1.0f64; BINS]))?;
    fc(float_product.launch(Grid::for_elements(n), &dx, &mut out))?;
    let mut want = [1.0f64; BINS];
    for (i, v) in x.iter().enumerate() {
        want[i % BINS] *= v;
    }
    exact("products", &fc(out.to_vec())?, &want)
}

fn counters_test(dev: &Device) -> TestResult {
    let n = 20_000;
    // Small limits wrap many times; huge ones never do; one start is above its limit.
    let limits: Vec<u64> = vec![3, 10, 1000, u64::MAX, 1 << 40, 0, 7];
    let start: Vec<u64> = vec![0, 5, 999, u64::MAX - 5, 1 << 40, 0, 100];
    // Thread `i` counts in bin `i % BINS`, under that bin's limit.
    let per_thread: Vec<u64> = (0..n).map(|i| limits[i % BINS]).collect();
    let dl = fc(dev.to_device(&per_thread))?;
    let (mut up, mut down) = (fc(dev.to_device(&start))?, fc(dev.to_device(&start))?);
    fc(counters64.launch(Grid::for_elements(n), &dl, &mut up, &mut down))?;
    // Every update of a bin is the same function: the final values do not depend on the
    // order of the threads.
    let (mut want_up, mut want_down) = (start.clone(), start);
    for i in 0..n {
        let (b, l) = (i % BINS, limits[i % BINS]);
        want_up[b] = if want_up[b] >= l { 0 } else { want_up[b] + 1 };
        want_down[b] = if want_down[b] == 0 || want_down[b] > l { l } else { want_down[b] - 1 };
    }
    exact("inc", &fc(up.to_vec())?, &want_up)?;
    exact("dec", &fc(down.to_vec())?, &want_down)
}
