//! `#[device]` functions are ordinary Rust functions on the host: a kernel and a host
//! reference call the same helper, and one that uses a kernel's threads panics there,
//! saying what it uses.

use ferrocuda::prelude::*;

use crate::lang::DeviceTest;
use crate::util::*;

pub mod helpers {
    use ferrocuda::prelude::*;

    /// A 32-bit mix (wrapping arithmetic, shifts, xor): bit for bit the same anywhere.
    #[device]
    pub fn mix(x: u32) -> u32 {
        let mut h = x.wrapping_mul(0x9e37_79b9);
        h ^= h >> 16;
        h = h.wrapping_mul(0x85eb_ca6b);
        h ^ (h >> 13)
    }

    /// Calls another device function, reads a slice, returns a tuple.
    #[device]
    pub fn windowed(x: &[f32], i: usize) -> (f32, u32) {
        let lo = if i > 0 { x[i - 1] } else { 0.0 };
        let hi = if i + 1 < x.len() { x[i + 1] } else { 0.0 };
        (0.25 * lo + 0.5 * x[i] + 0.25 * hi, mix(i as u32))
    }

    /// Writes through a `&mut` slice, and is private to this module.
    #[device]
    fn store(out: &mut [u32], i: usize, v: u32) {
        out[i] = v;
    }

    #[device]
    pub fn store_mixed(out: &mut [u32], i: usize, v: u32) {
        store(out, i, mix(v));
    }

    /// Uses the thread's index: a kernel-only function.
    #[device]
    pub fn lane_scaled(x: f32) -> f32 {
        x * thread_idx().x as f32
    }

    /// Uses nothing of a kernel's itself, but calls one that does.
    #[device]
    pub fn calls_lane_scaled(x: f32) -> f32 {
        lane_scaled(x) + 1.0
    }
}

use helpers::{mix, store_mixed, windowed};

#[kernel(fmad = false)]
pub fn apply_helpers(x: &[f32], smooth: &mut [f32], hashes: &mut [u32]) {
    let i = grid(1);
    if i < x.len() {
        let (s, h) = windowed(x, i);
        smooth[i] = s;
        store_mixed(hashes, i, h);
    }
}

pub fn tests() -> Vec<DeviceTest> {
    vec![("device_fns_called_on_the_host_too", host_reference_test)]
}

/// The kernel's results against the same helpers called on the host.
fn host_reference_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("host_helpers");
    let n = 50_001;
    let x = rng.vec_f32(n, -100.0, 100.0);
    let dx = fc(dev.to_device(&x))?;
    let mut smooth = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let mut hashes = fc(dev.to_device(&vec![0xdead_beef_u32; n]))?;
    fc(apply_helpers.launch(Grid::for_elements(n), &dx, &mut smooth, &mut hashes))?;
    let mut want_hashes = vec![0u32; n];
    let mut want_smooth = Vec::with_capacity(n);
    for i in 0..n {
        let (s, h) = windowed(&x, i);
        want_smooth.push(s);
        store_mixed(&mut want_hashes, i, h);
    }
    // And the host function is the body written, computed here by hand.
    let m = 7u32.wrapping_mul(0x9e37_79b9);
    let m = (m ^ (m >> 16)).wrapping_mul(0x85eb_ca6b);
    if mix(7) != m ^ (m >> 13) {
        return Err(format!("mix(7) on the host is {:#x}, expected {:#x}", mix(7), m ^ (m >> 13)));
    }
    exact("smooth", &fc(smooth.to_vec())?, &want_smooth)?;
    exact("hashes", &fc(hashes.to_vec())?, &want_hashes)
}

/// A device function that uses a kernel's threads, called on the host: a panic naming it
/// and what it uses; and through a function that does not use them itself.
pub fn kernel_only_fn_on_the_host() -> TestResult {
    fn message(f: fn(f32) -> f32) -> Result<String, String> {
        // (The panic is printed too: the hook is global, and other tests run meanwhile.)
        match std::panic::catch_unwind(|| f(2.0)) {
            Ok(v) => Err(format!("returned {v} instead of panicking")),
            Err(p) => Ok(p.downcast_ref::<String>().cloned().unwrap_or_default()),
        }
    }
    let want = "`lane_scaled` was called outside a kernel, but it uses `thread_idx()`, which only a kernel's \
                threads have: call it from a kernel (on a GPU or the simulator)";
    // (A device function is a plain `fn`.)
    let fns: [fn(f32) -> f32; 2] = [helpers::lane_scaled, helpers::calls_lane_scaled];
    for f in fns {
        let got = message(f)?;
        if got != want {
            return Err(format!("the panic says {got:?}, expected {want:?}"));
        }
    }
    Ok(())
}
