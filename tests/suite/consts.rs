//! Constants defined outside a kernel, read by path: scalars and arrays, marked
//! `#[device]` or not, from another module, in `__constant__` memory and (large) in global
//! memory, non-finite floats, statics; a bounds check on a constant array.

use ferrocuda::prelude::*;
use ferrocuda::{Error, KernelPanic};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

pub mod physics {
    use ferrocuda::prelude::*;

    #[device]
    pub const G: f32 = 6.674e-11;

    /// A binomial filter.
    #[device]
    pub const WEIGHTS: [f32; 5] = [0.0625, 0.25, 0.375, 0.25, 0.0625];

    /// Not marked: any constant works.
    pub const STENCIL: [[i32; 3]; 2] = [[1, -2, 1], [-1, 0, 1]];
    pub const OFFSET: u64 = u64::MAX - 5;
    pub const SPECIAL: [f64; 4] = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0];
    pub static SCALE: f64 = 0.5;

    /// 32 KiB: more than `__constant__` memory takes, so in global memory; a `static`, as
    /// clippy asks of large arrays.
    pub static BIG: [u32; 8192] = big();

    /// 32 KiB in `__constant__` memory all the same: a `Constant` (up to 64 KiB).
    #[device]
    pub static TAPS: Constant<[f32; 8192]> = Constant(taps());

    const fn taps() -> [f32; 8192] {
        let mut a = [0.0f32; 8192];
        let mut i = 0;
        while i < a.len() {
            a[i] = (i % 97) as f32 * 0.25 - 6.0;
            i += 1;
        }
        a
    }

    const fn big() -> [u32; 8192] {
        let mut a = [0u32; 8192];
        let mut i = 0;
        while i < a.len() {
            a[i] = (i as u32).wrapping_mul(2_654_435_761);
            i += 1;
        }
        a
    }
}

/// Read through a device function too.
#[device]
fn stencil_at(j: usize) -> i64 {
    physics::STENCIL[j % 2][j % 3] as i64
}

#[kernel(fmad = false)]
pub fn read_consts(x: &[f32], idx: &[u32], out: &mut [f32], ints: &mut [u64], specials: &mut [f64]) {
    let i = grid(1);
    if i < x.len() {
        let j = idx[i] as usize;
        let mut acc = 0.0;
        for k in 0..physics::WEIGHTS.len() {
            acc += physics::WEIGHTS[k] * x[(i + k) % x.len()];
        }
        out[i] = acc * physics::G + physics::G;
        let table = physics::STENCIL;
        let w = stencil_at(j) + table[1][j % 3] as i64;
        ints[i] = physics::OFFSET.wrapping_add(w as u64) ^ physics::BIG[j % 8192] as u64;
        specials[i] = physics::SPECIAL[j % 4] * physics::SCALE;
    }
}

/// A table in constant memory read at an index every thread shares (a broadcast) and at one
/// of its own.
#[kernel(fmad = false)]
pub fn read_constant_table(x: &[f32], y: &mut [f32], tap: usize) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i] * physics::TAPS[tap % physics::TAPS.len()] + physics::TAPS[i % 8192];
    }
}

#[kernel]
pub fn const_out_of_bounds(idx: &[u32], out: &mut [f32]) {
    let i = grid(1);
    if i < idx.len() {
        out[i] = physics::WEIGHTS[idx[i] as usize];
    }
}

/// Threads per block side, as Numba's shared-memory matmul writes it: a module constant sizes
/// the shared tiles, a local array, the loops.
pub const TPB: usize = 16;
pub mod sizes {
    /// Partial sums each thread keeps.
    pub const PARTS: usize = 4;
}

/// `c = a · b` for square `n × n` matrices (n a multiple of `TPB`), in `TPB × TPB` tiles of
/// shared memory; each thread's sum split in `sizes::PARTS` partial sums by `k % PARTS`.
#[kernel(fmad = false)]
pub fn tiled_matmul(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
    // (A row padded by one: an expression of the constant.)
    let sa = shared_array::<[f32; TPB + 1], TPB>();
    let sb = shared_array::<[f32; TPB], TPB>();
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let (col, row) = grid(2);
    let mut parts = [0.0f32; sizes::PARTS];
    let mut t = 0;
    while t < n / TPB {
        sa[ty][tx] = a[row * n + t * TPB + tx];
        sb[ty][tx] = b[(t * TPB + ty) * n + col];
        sync_threads();
        for k in 0..TPB {
            parts[k % sizes::PARTS] += sa[ty][k] * sb[k][tx];
        }
        sync_threads();
        t += 1;
    }
    let mut sum = 0.0;
    for p in 0..parts.len() {
        sum += parts[p];
    }
    // (× 1: the tiles' lengths are the constant's, 16 × 17 / 256 = 1.)
    c[row * n + col] = sum * ((sa.len() * sa[0].len()) / (TPB * TPB)) as f32;
}

fn tiled_matmul_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("tiled_matmul");
    let n = 3 * TPB;
    let (a, b) = (rng.vec_f32(n * n, -1.0, 1.0), rng.vec_f32(n * n, -1.0, 1.0));
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.to_device(&vec![f32::NAN; n * n]))?;
    let blocks = (n / TPB) as u32;
    fc(tiled_matmul.launch(Grid::new((blocks, blocks), (TPB as u32, TPB as u32)), &da, &db, &mut dc, n))?;
    // The same order of operations as each thread's: exact.
    let want: Vec<f32> = (0..n * n)
        .map(|i| {
            let (row, col) = (i / n, i % n);
            let mut parts = [0.0f32; sizes::PARTS];
            for k in 0..n {
                parts[(k % TPB) % sizes::PARTS] += a[row * n + k] * b[k * n + col];
            }
            parts.iter().fold(0.0, |s, p| s + p)
        })
        .collect();
    exact("tiled matmul", &fc(dc.to_vec())?, &want)
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("module_constants", module_constants_test),
        ("module_constants_size_shared_and_local_arrays", tiled_matmul_test),
        ("panic_module_constant_index_out_of_bounds", const_out_of_bounds_test),
        ("constant_memory_tables", constant_table_test),
    ]
}

fn constant_table_test(dev: &Device) -> TestResult {
    // Where the definitions live, in the units NVRTC compiles.
    let unit = read_constant_table.cuda_source();
    check!(
        unit.contains("__constant__ const fc::array<float, 8192ull>"),
        "the Constant table is not in __constant__ memory:\n{unit}"
    );
    check!(
        read_consts.cuda_source().contains("__device__ const fc::array<unsigned int, 8192ull>"),
        "the plain 32 KiB static is not in global memory"
    );
    let mut rng = Rng::new("constant_memory_tables");
    let n = 50_000;
    let x = rng.vec_f32(n, -10.0, 10.0);
    let dx = fc(dev.to_device(&x))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let tap = 12_345;
    fc(read_constant_table.launch(Grid::for_elements(n), &dx, &mut y, tap))?;
    // The host reads the table through the wrapper, as kernels do.
    let want: Vec<f32> =
        (0..n).map(|i| x[i] * physics::TAPS[tap % physics::TAPS.len()] + physics::TAPS[i % 8192]).collect();
    exact("y", &fc(y.to_vec())?, &want)
}

fn module_constants_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("module_constants");
    let n = 20_000;
    let x = rng.vec_f32(n, -1e3, 1e3);
    let idx: Vec<u32> = (0..n).map(|_| rng.below(1 << 20) as u32).collect();
    let (dx, didx) = (fc(dev.to_device(&x))?, fc(dev.to_device(&idx))?);
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let mut ints = fc(dev.to_device(&vec![0u64; n]))?;
    let mut specials = fc(dev.to_device(&vec![1.5f64; n]))?;
    fc(read_consts.launch(Grid::for_elements(n), &dx, &didx, &mut out, &mut ints, &mut specials))?;
    let (mut want_out, mut want_ints, mut want_specials) = (vec![0.0f32; n], vec![0u64; n], vec![0.0f64; n]);
    for i in 0..n {
        let j = idx[i] as usize;
        let mut acc = 0.0f32;
        for k in 0..5 {
            acc += physics::WEIGHTS[k] * x[(i + k) % n];
        }
        want_out[i] = acc * physics::G + physics::G;
        // `stencil_at` is a host function too.
        let w = stencil_at(j) + physics::STENCIL[1][j % 3] as i64;
        want_ints[i] = physics::OFFSET.wrapping_add(w as u64) ^ physics::BIG[j % 8192] as u64;
        want_specials[i] = physics::SPECIAL[j % 4] * physics::SCALE;
    }
    // No fused multiply-adds: rounded as Rust rounds, bit for bit.
    exact("out", &fc(out.to_vec())?, &want_out)?;
    exact("ints", &fc(ints.to_vec())?, &want_ints)?;
    // Bit for bit, NaN's sign and -0.0 included.
    let got: Vec<u64> = fc(specials.to_vec())?.iter().map(|v| v.to_bits()).collect();
    let want: Vec<u64> = want_specials.iter().map(|v| v.to_bits()).collect();
    exact("specials (bits)", &got, &want)
}

fn const_out_of_bounds_test(dev: &Device) -> TestResult {
    let n = 1000;
    let idx: Vec<u32> = (0..n as u32).map(|i| if i == 777 { 9 } else { i % 5 }).collect();
    let didx = fc(dev.to_device(&idx))?;
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    let r = const_out_of_bounds.launch(Grid::for_elements(n), &didx, &mut out).and_then(|_| out.to_vec());
    let p: KernelPanic = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic, got {other:?}")),
    };
    let want = "index out of bounds: the len is 5 but the index is 9";
    // The line of the read, found in this file.
    let line = include_str!("consts.rs")
        .lines()
        .position(|l| l.trim() == "out[i] = physics::WEIGHTS[idx[i] as usize];")
        .map_or(0, |i| i as u32 + 1);
    if p.message != want || !p.file.ends_with("tests/suite/consts.rs") || p.line != line || p.column != 18 {
        return Err(format!("got {p:?}, expected `{want}` at tests/suite/consts.rs:{line}:18"));
    }
    Ok(())
}
