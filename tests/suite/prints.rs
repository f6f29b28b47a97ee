//! `println!` in kernels: the GPU records each print's values and the host formats them with
//! the literal as written; the simulator calls `println!`. Either way the text must be what
//! host Rust prints. A child process runs the kernels (its standard output is the test's
//! evidence); the parent compares its lines, sorted (threads print in any order), with the
//! same `format!`s run on the host over the same random inputs.

use ferrocuda::prelude::*;
use ferrocuda::{bf16, f16};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

#[device]
pub fn show_pair(k: usize, v: f32) {
    println!("pair {k}: {v:?} {:.2}", v * 2.0);
}

#[kernel]
pub fn print_values(xs: &[f32], ds: &[f64], is: &[i32], bs: &[u8], hs: &[f16], gs: &[bf16]) {
    let i = grid(1);
    if i < xs.len() {
        let x = xs[i];
        println!("t{} x={} x.3={:.3} e={:e} wide={:>12.1}|", i, x, x, x, x);
        println!("t{i} d={:?} i={} hex={:#x} bin={:08b} neg={}", ds[i], is[i], bs[i], bs[i], i as i64 - 3);
        let w = 9usize;
        let p = 2usize;
        println!("t{i} [{:w$.p$}] [{:>1$}] [{:.*}] h={} g={:?} pos={}", x, 7, 3, ds[i], hs[i], gs[i], x > 0.0);
        show_pair(i, x);
        println!("t{i} {{braces}} {:+} {:X} {}", is[i], is[i] as u32, -(i as i8));
    }
}

/// `print!` pieces make one line only when one thread prints them (as with CUDA's printf).
#[kernel]
pub fn print_parts(n: u32) {
    print!("parts: ");
    for k in 0..n {
        print!("{k},");
    }
    println!();
}

#[kernel]
pub fn print_generic<T: Float>(xs: &[T]) {
    let i = grid(1);
    if i < xs.len() {
        println!("g{i} {:?} {:e}", xs[i], xs[i]);
    }
}

#[kernel]
pub fn print_ints<T: Int>(xs: &[T]) {
    let i = grid(1);
    if i < xs.len() {
        println!("n{i} {} {:x} {:o}", xs[i], xs[i], xs[i]);
    }
}

const N: usize = 40;

struct Inputs {
    xs: Vec<f32>,
    ds: Vec<f64>,
    is: Vec<i32>,
    bs: Vec<u8>,
    hs: Vec<f16>,
    gs: Vec<bf16>,
    ns: Vec<i64>,
}

fn inputs() -> Inputs {
    let mut rng = Rng::new("prints");
    let mut xs = rng.vec_f32(N, -1e4, 1e4);
    xs[0] = 0.1;
    xs[1] = -0.0;
    xs[2] = f32::NAN;
    xs[3] = f32::INFINITY;
    xs[4] = 1e-7;
    xs[5] = 3.0e38;
    let mut ds = rng.vec_f64(N, -1.0, 1.0);
    ds[0] = 0.1 + 0.2;
    ds[1] = f64::MIN_POSITIVE;
    ds[2] = 1e300;
    Inputs {
        hs: xs.iter().map(|&x| f16::from_f32(x / 100.0)).collect(),
        gs: xs.iter().map(|&x| bf16::from_f32(x * 3.0)).collect(),
        xs,
        ds,
        is: random_vec(&mut rng, N),
        bs: random_vec(&mut rng, N),
        ns: random_vec(&mut rng, N),
    }
}

/// What the kernels print, as host Rust prints it.
fn expected(v: &Inputs) -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..N {
        let x = v.xs[i];
        out.push(format!("t{} x={} x.3={:.3} e={:e} wide={:>12.1}|", i, x, x, x, x));
        let (d, b) = (v.ds[i], v.bs[i]);
        out.push(format!("t{i} d={:?} i={} hex={:#x} bin={:08b} neg={}", d, v.is[i], b, b, i as i64 - 3));
        let (w, p) = (9usize, 2usize);
        out.push(format!("t{i} [{:w$.p$}] [{:>1$}] [{:.*}] h={} g={:?} pos={}", x, 7, 3, d, v.hs[i], v.gs[i], x > 0.0));
        out.push(format!("pair {i}: {x:?} {:.2}", x * 2.0));
        out.push(format!("t{i} {{braces}} {:+} {:X} {}", v.is[i], v.is[i] as u32, -(i as i8)));
        out.push(format!("g{i} {:?} {:e}", v.ds[i], v.ds[i]));
        out.push(format!("g{i} {:?} {:e}", v.hs[i], v.hs[i]));
        out.push(format!("n{i} {} {:x} {:o}", v.ns[i], v.ns[i], v.ns[i]));
    }
    out.push("parts: 0,1,2,3,".into());
    out.sort();
    out
}

/// Runs in a child process (`FERROCUDA_SUITE_PRINT_DEVICE`: `sim` or `gpu`): launches the
/// printing kernels; their text is this process's standard output.
pub fn child_prints() -> i32 {
    let run = || -> ferrocuda::Result<()> {
        let dev = match std::env::var("FERROCUDA_SUITE_PRINT_DEVICE").as_deref() {
            Ok("gpu") => Device::get(0)?,
            _ => Device::simulator(),
        };
        let v = inputs();
        let grid = Grid::new(2u32, 32u32);
        let (xs, ds, is) = (dev.to_device(&v.xs)?, dev.to_device(&v.ds)?, dev.to_device(&v.is)?);
        let (bs, hs, gs) = (dev.to_device(&v.bs)?, dev.to_device(&v.hs)?, dev.to_device(&v.gs)?);
        print_values.launch(grid, &xs, &ds, &is, &bs, &hs, &gs)?;
        print_generic.launch(grid, &ds)?;
        print_generic.launch(grid, &hs)?;
        print_ints.launch(grid, &dev.to_device(&v.ns)?)?;
        dev.synchronize()?;
        let stream = dev.new_stream()?;
        print_parts.launch(Grid::new(1u32, 1u32).on(&stream), 4)?;
        dev.synchronize()
    };
    match run() {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("ERROR: {e}");
            1
        }
    }
}

fn prints_test(dev: &Device) -> TestResult {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let out = std::process::Command::new(exe)
        .env("FERROCUDA_SUITE_CHILD", "prints")
        .env("FERROCUDA_SUITE_PRINT_DEVICE", if dev.is_simulator() { "sim" } else { "gpu" })
        .env("FERROCUDA_TEST_SEED", seed().to_string())
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    check!(out.status.success(), "the printing process failed: {stderr}");
    let mut got: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect();
    got.sort();
    let want = expected(&inputs());
    check!(got.len() == want.len(), "{} lines printed, {} expected; stderr: {stderr}", got.len(), want.len());
    for (g, w) in got.iter().zip(&want) {
        check!(g == w, "printed `{g}`, host Rust prints `{w}`");
    }
    Ok(())
}

pub fn tests() -> Vec<DeviceTest> {
    vec![("println_formats_as_rust", prints_test)]
}
