//! The kernels `build.rs` compiled ahead of time: the images match, byte for byte, the
//! translation units the runtime links (else the runtime would not load them); the fatbins
//! hold what the build asked for; the kernels compute what the CPU does on the simulator and
//! on a GPU, the CUDA C helper included.

use ferrocuda::prelude::*;
use ferrocuda_aot_example::{
    fall, gcds, inv_norm, mandel_step, negate, rsqrt, saxpy, scale, stencil, step, times, Particle, Vec3,
};
use num_complex::Complex;

const NOT_BUILT: &str = "built without nvcc (set FERROCUDA_NVCC, or CI=true to require it)";

#[test]
#[cfg_attr(not(aot_built), ignore = "built without nvcc (set FERROCUDA_NVCC, or CI=true to require it)")]
fn the_build_and_the_runtime_link_the_same_units() {
    assert!(saxpy.ahead_of_time(), "{NOT_BUILT}");
    assert!(fall.ahead_of_time(), "a device fn and a constant");
    assert!(inv_norm.ahead_of_time(), "a CUDA C file");
    assert!(gcds.ahead_of_time(), "a recursive device fn");
    assert!(stencil::smooth.ahead_of_time(), "paths through `use`, `super::`, a constant array");
    assert!(step.ahead_of_time(), "structs of structs, with `#[device] impl`s and an operator");
    assert!(mandel_step.ahead_of_time(), "num_complex::Complex");
    assert!(scale.ahead_of_time::<f32>() && scale.ahead_of_time::<f16>(), "the instantiations built");
    assert!(!scale.ahead_of_time::<f64>(), "an instantiation not built");
    assert!(times::<2>.ahead_of_time() && times::<4>.ahead_of_time() && !times::<3>.ahead_of_time());
    assert!(!negate.ahead_of_time(), "a kernel of a macro, which the build cannot see");
    let mut x = Device::simulator().to_device(&[1.5f32, -2.0]).unwrap();
    assert!(ferrocuda_aot_example::double_in_place(&mut x).unwrap(), "a kernel in a function's body");
    assert_eq!(x.to_vec().unwrap(), [3.0, -4.0]);
    let s = ferrocuda::aot_summary();
    assert_eq!((s.kernels, s.ahead_of_time, s.missed.clone()), (11, 10, vec!["negate"]), "{s:?}");
    assert_eq!(s.targets, ["compute_90", "sm_80", "sm_90"]);
}

#[test]
#[cfg_attr(not(aot_built), ignore = "built without nvcc (set FERROCUDA_NVCC, or CI=true to require it)")]
fn fatbins_hold_cubin_per_arch_and_ptx_of_the_newest() {
    // (`option_env!`: without nvcc the build sets no manifest, and this test is ignored.)
    let path = option_env!("FERROCUDA_AOT_MANIFEST").unwrap_or_default();
    let manifest = std::fs::read_to_string(path).expect("the build's manifest");
    let entries = ferrocuda_codegen::aot::parse_manifest(&manifest);
    // Twelve units (nine kernels, two instantiations of two), and beside each the unit of its
    // variant trusting its assumptions (`KernelInfo::assumes`), but for `inv_norm`, `step` and
    // `u_double`, which have none.
    assert_eq!(entries.len(), 12 + 9, "nine kernels, two instantiations of two, nine assumed variants: {manifest}");
    // (Of the kernels the build saw: `negate`, which a `macro_rules!` defines, has none.)
    let built = |k: &&ferrocuda::KernelInfo| k.aot.is_some_and(|i| !i.is_empty()) && k.generics.is_empty();
    for k in ferrocuda::kernels().filter(built) {
        let images = k.aot.map_or(0, <[_]>::len);
        let want = if k.assumes.is_empty() { 1 } else { 2 };
        assert_eq!(images, want, "`{}` has {images} images", k.name);
    }
    for e in entries {
        let bytes = std::fs::read(&e.path).expect("a fatbin");
        let mut targets = ferrocuda_build::fatbin_targets(&bytes).expect("a fatbin's headers");
        targets.sort();
        assert_eq!(targets, ["compute_90", "sm_80", "sm_90"], "{}", e.path);
    }
}

/// Inputs of every kernel, and the CPU's results.
struct Case {
    x: Vec<f32>,
    v3: Vec<f32>,
}

fn case(n: usize, seed: u64) -> Case {
    let mut s = seed;
    let mut next = move || {
        s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((s >> 40) as f32 / (1u64 << 24) as f32) * 4.0 - 2.0
    };
    Case { x: (0..n).map(|_| next()).collect(), v3: (0..3 * n).map(|_| next()).collect() }
}

fn inv_norms(dev: &Device, c: &Case) -> Vec<f32> {
    let n = c.x.len();
    let mut out = dev.to_device(&vec![f32::NAN; n]).unwrap();
    inv_norm.launch(Grid::for_elements(n), &dev.to_device(&c.v3).unwrap(), &mut out).unwrap();
    out.to_vec().unwrap()
}

#[test]
fn the_simulator_runs_the_rust_body_of_the_cuda_c_helper() {
    let dev = Device::simulator();
    let c = case(1000, 1);
    let got = inv_norms(&dev, &c);
    for (i, g) in got.iter().enumerate() {
        let v = &c.v3[3 * i..3 * i + 3];
        assert_eq!(g.to_bits(), rsqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).to_bits(), "element {i}");
    }
}

#[test]
fn every_kernel_compiles_with_nvrtc_too() {
    // (What a GPU the fatbins do not cover, or a kernel the build missed, compiles.)
    if ferrocuda::nvrtc::nvrtc().is_err() && std::env::var_os("CI").is_none() {
        eprintln!("NVRTC not found: this test needs it (CI requires it)");
        return;
    }
    for k in ferrocuda::kernels().filter(|k| k.generics.is_empty()) {
        k.compile_for(90).unwrap_or_else(|e| panic!("{}: {e}", k.name));
    }
    scale.compile_for::<f16>(80).unwrap();
}

/// Every kernel's results on `dev`, in order.
fn results(dev: &Device, c: &Case) -> Vec<Vec<f32>> {
    let n = c.x.len();
    let dx = dev.to_device(&c.x).unwrap();
    let poisoned = || dev.to_device(&vec![f32::NAN; n]).unwrap();
    let mut out = Vec::new();
    let mut y = dev.to_device(&c.x.iter().map(|v| v * 0.5).collect::<Vec<_>>()).unwrap();
    saxpy.launch(Grid::for_elements(n), 2.0, &dx, &mut y).unwrap();
    out.push(y.to_vec().unwrap());
    let mut y = poisoned();
    fall.launch(Grid::for_elements(n), 0.25, &dx, &mut y).unwrap();
    out.push(y.to_vec().unwrap());
    let mut y = poisoned();
    stencil::smooth.launch(Grid::for_elements(n), &dx, &mut y).unwrap();
    out.push(y.to_vec().unwrap());
    let mut y = poisoned();
    scale.launch(Grid::for_elements(n), 1.5f32, &dx, &mut y).unwrap();
    out.push(y.to_vec().unwrap());
    let xh: Vec<f16> = c.x.iter().map(|&v| f16::from_f32(v)).collect();
    let mut yh = dev.to_device(&vec![f16::NAN; n]).unwrap();
    scale.launch(Grid::for_elements(n), f16::from_f32(1.5), &dev.to_device(&xh).unwrap(), &mut yh).unwrap();
    out.push(yh.to_vec().unwrap().iter().map(|v| v.to_f32()).collect());
    let a: Vec<u32> = c.x.iter().map(|v| (v.to_bits() >> 9) % 100_000).collect();
    let b: Vec<u32> = c.x.iter().rev().map(|v| (v.to_bits() >> 11) % 50_000).collect();
    let mut g = dev.to_device(&vec![u32::MAX; n]).unwrap();
    gcds.launch(Grid::for_elements(n), &dev.to_device(&a).unwrap(), &dev.to_device(&b).unwrap(), &mut g).unwrap();
    out.push(g.to_vec().unwrap().iter().map(|&v| v as f32).collect());
    let mut t = dev.to_device(&vec![u32::MAX; n]).unwrap();
    times::<4>.launch(Grid::for_elements(n), &dev.to_device(&a).unwrap(), &mut t).unwrap();
    out.push(t.to_vec().unwrap().iter().map(|&v| v as f32).collect());
    let v = |k: usize| Vec3 { x: c.x[k % n], y: c.x[(k + 1) % n], z: c.x[(k + 2) % n] };
    let ps: Vec<Particle> =
        (0..n).map(|i| Particle { pos: v(i), vel: v(i + 7), spin: [c.x[i], c.x[(i + 3) % n]], id: i as u8 }).collect();
    let mut dps = dev.to_device(&ps).unwrap();
    step.launch(Grid::for_elements(n), 0.125, &mut dps).unwrap();
    let after = dps.to_vec().unwrap();
    assert!(after.iter().zip(&ps).all(|(a, p)| a.id == p.id), "the step keeps ids");
    out.push(after.iter().flat_map(|p| [p.pos.x, p.pos.y, p.pos.z, p.vel.y, p.spin[1]]).collect());
    let zs: Vec<Complex<f32>> = (0..n).map(|i| Complex::new(c.x[i] * 0.5, c.x[(i + 5) % n] * 0.5)).collect();
    let mut dz = dev.to_device(&zs).unwrap();
    mandel_step.launch(Grid::for_elements(n), &dev.to_device(&zs).unwrap(), &mut dz).unwrap();
    out.push(dz.to_vec().unwrap().iter().flat_map(|z| [z.re, z.im]).collect());
    out
}

#[test]
fn structs_step_as_on_the_cpu_on_the_simulator() {
    let dev = Device::simulator();
    let p = Particle {
        pos: Vec3 { x: 1.0, y: 2.0, z: 3.0 },
        vel: Vec3 { x: 0.5, y: -1.0, z: 2.0 },
        spin: [4.0, 1.0],
        id: 9,
    };
    let mut d = dev.to_device(&[p; 3]).unwrap();
    step.launch(Grid::for_elements(3), 0.5, &mut d).unwrap();
    let want = Particle {
        pos: p.pos + p.vel.scaled(0.5),
        vel: Vec3 { y: p.vel.y + ferrocuda_aot_example::G * 0.5, ..p.vel },
        spin: [4.0, 1.0 + 4.0 * 0.5],
        id: 9,
    };
    assert_eq!(d.to_vec().unwrap(), [want; 3]);
}

#[test]
#[ignore = "needs a CUDA GPU (run with --include-ignored on one)"]
fn gpu_results_match_the_simulator() {
    let dev = Device::get(0).expect("a CUDA GPU");
    let c = case(1 << 16, 7);
    for (i, g) in inv_norms(&dev, &c).iter().enumerate() {
        let v = &c.v3[3 * i..3 * i + 3];
        let want = 1.0 / (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        // The GPU's `rsqrtf` (of the CUDA C file) is within 2 ulp.
        assert!((g - want).abs() <= 4e-7 * want.abs(), "element {i}: {g} vs {want}");
    }
    let (gpu, sim) = (results(&dev, &c), results(&Device::simulator(), &c));
    for (k, (g, s)) in gpu.iter().zip(&sim).enumerate() {
        for (i, (g, s)) in g.iter().zip(s).enumerate() {
            // (The GPU fuses multiply-adds: within an ulp or two of the simulator's.)
            assert!((g - s).abs() <= 2e-7 * s.abs().max(1.0), "kernel {k}, element {i}: {g} vs {s}");
        }
    }
    assert!(saxpy.ahead_of_time() || cfg!(not(aot_built)));
}
