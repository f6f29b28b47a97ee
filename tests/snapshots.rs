//! Snapshot tests of the translator: each `codegen/tests/cases/NAME.rs` is translated by
//! ferrocuda-codegen, linked by the runtime's own linker (the code every launch runs: all
//! the file's kernels as one translation unit, each call resolved by its last path segment,
//! as rustc would resolve it here) and compared with `codegen/tests/snapshots/NAME.cu`.
//! `UPDATE_SNAPSHOTS=1 cargo test --test snapshots` rewrites them after a reviewed change;
//! the `suite` test binary compiles every snapshot with NVRTC.

use std::fs;
use std::path::Path;

use ferrocuda::{__private::link, KernelFn};
use ferrocuda_codegen::Unit;

#[path = "common/linked.rs"]
mod linked;
use linked::Linked;

/// The file's translation unit: its device functions and its kernels, linked.
fn translate(src: &str, file: &str) -> Result<String, Vec<String>> {
    let units = ferrocuda_codegen::translate_units(src, file)?;
    let (kernels, devices): (Vec<Unit>, Vec<Unit>) = units.into_iter().partition(|u| u.kernel);
    let devices: Vec<&'static Linked> = devices.into_iter().map(Linked::leak).collect();
    let resolve = |names: &[String]| -> Vec<&'static Linked> {
        names.iter().filter_map(|n| devices.iter().copied().find(|d| &d.unit.name == n)).collect()
    };
    for d in &devices {
        let _ = d.callees.set(resolve(&d.unit.callees));
    }
    // The kernels; and every device function, so that those no kernel calls are compiled too.
    let mut roots: Vec<(&str, Vec<&Linked>)> = vec![("", devices.clone())];
    roots.extend(kernels.iter().map(|k| (k.source.as_str(), resolve(&k.callees))));
    let body = link(&roots);
    Ok(format!("{}{body}", ferrocuda::__private::prelude_include(&body)))
}

#[test]
fn snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("codegen/tests");
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let mut cases: Vec<_> = fs::read_dir(dir.join("cases")).unwrap().flatten().map(|e| e.path()).collect();
    cases.sort();
    assert!(!cases.is_empty(), "no snapshot cases");
    let mut failures = Vec::new();
    for case in cases {
        let name = case.file_stem().unwrap().to_string_lossy().into_owned();
        let src = fs::read_to_string(&case).unwrap();
        let out = match translate(&src, &format!("cases/{name}.rs")) {
            Ok(out) => out,
            Err(errors) => {
                failures.push(format!("{name}: translation failed: {errors:?}"));
                continue;
            }
        };
        check(&dir.join("snapshots").join(format!("{name}.cu")), &name, &out, update, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Compares `out` with the snapshot file `snap` (or writes it, under `UPDATE_SNAPSHOTS`),
/// adding a failure that says where they differ.
fn check(snap: &Path, name: &str, out: &str, update: bool, failures: &mut Vec<String>) {
    if update {
        fs::write(snap, out).unwrap();
        return;
    }
    match fs::read_to_string(snap) {
        Ok(expected) if expected == out => {}
        Ok(expected) => {
            failures.push(format!("{name}: differs from {}:\n{}", snap.display(), first_difference(&expected, out)))
        }
        Err(_) => failures.push(format!("{name}: no snapshot {} (run with UPDATE_SNAPSHOTS=1)", snap.display())),
    }
}

fn first_difference(expected: &str, got: &str) -> String {
    for (i, (e, g)) in expected.lines().zip(got.lines()).enumerate() {
        if e != g {
            return format!("line {}:\n  expected: {e}\n       got: {g}", i + 1);
        }
    }
    format!("lengths differ: {} vs {} lines", expected.lines().count(), got.lines().count())
}

/// Kernels whose CUDA is completed when they are linked, from what only rustc knows (the
/// values of the constants they read): their snapshot is the kernel's whole
/// `cuda_source()`, in `snapshots/linked_NAME.cu` (which the suite compiles with NVRTC, as
/// every snapshot).
mod linked_cases {
    use ferrocuda::prelude::*;

    pub mod tables {
        use ferrocuda::prelude::*;

        #[device]
        pub const GAIN: f32 = 1.5;
        pub const TAPS: [[i16; 3]; 2] = [[1, -2, 1], [i16::MIN, 0, i16::MAX]];
        pub const SPECIAL: [f64; 3] = [f64::NAN, f64::NEG_INFINITY, -0.0];
        pub const TILE: usize = 32;
    }

    /// A generic kernel: its CUDA uses `FC_T0` and `FC_N0`, which an instantiation defines.
    #[kernel]
    pub fn generic_tile<T: Float, const N: usize>(x: &[T], y: &mut [T], a: T) {
        let t = thread_idx().x as usize;
        let tile = shared_array::<T, N>();
        let mut acc = [T::ZERO; N];
        tile[t % N] = x[t] * a + T::ONE;
        sync_threads();
        for k in 0..N {
            acc[k] = tile[k].max(T::from_f32(0.5));
        }
        y[t] = acc[t % N].sqrt() - T::from_f64(x[t].to_f64());
    }

    /// Module constants as the sizes of shared and local arrays.
    #[kernel]
    pub fn constant_sizes(x: &[f32], y: &mut [f32]) {
        let t = thread_idx().x as usize;
        let tile = shared_array::<[f32; tables::TILE + 1], 2>();
        let mut acc = [0.0f32; tables::TILE];
        tile[t / tables::TILE][t % tables::TILE] = x[t];
        sync_threads();
        acc[t % tables::TILE] = tile[1][t % tables::TILE];
        y[t] = acc[t % acc.len()];
    }

    #[device]
    pub fn tap(r: usize, c: usize) -> i32 {
        tables::TAPS[r][c] as i32
    }

    /// Structs: a nested `DeviceCopy` struct with array fields, in a slice and by value; a
    /// `#[device] impl` (a method, an associated function, an operator); a field written
    /// into a slice's element; `Complex<f32>` arithmetic.
    #[derive(Clone, Copy, DeviceCopy)]
    #[repr(C)]
    pub struct Vec2 {
        pub x: f32,
        pub y: f32,
    }

    #[device]
    impl Vec2 {
        pub fn splat(v: f32) -> Vec2 {
            Vec2 { x: v, y: v }
        }
        pub fn dot(self, o: Vec2) -> f32 {
            self.x * o.x + self.y * o.y
        }
    }

    #[device]
    impl std::ops::Mul<f32> for Vec2 {
        type Output = Vec2;
        fn mul(self, k: f32) -> Vec2 {
            Vec2 { x: self.x * k, y: self.y * k }
        }
    }

    #[derive(Clone, Copy, DeviceCopy)]
    #[repr(C)]
    pub struct Body {
        pub pos: [f32; 2],
        pub vel: Vec2,
        pub tag: u16,
        pub mass: f64,
    }

    #[kernel]
    pub fn structs(bodies: &mut [Body], g: Vec2, z: &mut [num_complex::Complex<f32>]) {
        let i = grid(1);
        if i < bodies.len() {
            let b = bodies[i];
            bodies[i].vel = Vec2::splat(g.dot(b.vel)) * 0.5;
            bodies[i].pos[1] += b.vel.y;
            bodies[i].tag = b.tag + 1;
            z[i] = z[i] * z[i].conj() + 1.0;
        }
    }

    /// A generic device fn: a C++ template; a literal argument takes its type parameter as
    /// the other arguments decide it (`fc_p_`, `fc_t_`).
    #[device]
    pub fn mix<T: Float>(a: T, b: T, w: T, x: &[T]) -> T {
        a * w + b * (T::ONE - w) + x[0]
    }

    #[kernel]
    pub fn generic_device_fn(x: &[f32], y: &mut [f64]) {
        let i = grid(1);
        if i < y.len() {
            y[i] = mix(x[i], 2.0, 0.25, x) as f64 + mix(1.5, x[i] as f64, 0.5, y);
        }
    }

    #[kernel]
    pub fn module_constants(x: &[f32], y: &mut [f32]) {
        let i = grid(1);
        if i < y.len() {
            let taps = tables::TAPS;
            let mut acc = 0.0;
            for c in 0..taps[0].len() {
                acc += taps[1][c] as f32 + tap(0, c) as f32;
            }
            y[i] = x[i] * tables::GAIN + acc + tables::SPECIAL[i % 3] as f32 + tables::TAPS.len() as f32;
        }
    }
}

#[test]
fn linked_snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("codegen/tests/snapshots");
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let mut failures = Vec::new();
    // One entry per linked case.
    let linked: &[(&str, &str)] = &[
        ("module_constants", linked_cases::module_constants.cuda_source()),
        ("constant_sizes", linked_cases::constant_sizes.cuda_source()),
        ("generic_tile_f16_32", linked_cases::generic_tile::<32>.cuda_source::<ferrocuda::f16>()),
        ("structs", linked_cases::structs.cuda_source()),
        ("generic_device_fn", linked_cases::generic_device_fn.cuda_source()),
    ];
    for &(name, source) in linked {
        check(&dir.join(format!("linked_{name}.cu")), name, source, update, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
