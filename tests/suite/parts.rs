//! Parts of slices, `&x[a..b]` and every other range, `&mut` too: bound with `let`,
//! indexed with their own `len()`, passed to `#[device]` fns, taken of parts and of shared
//! arrays; and their bounds checked as Rust checks them, with Rust's messages.

use ferrocuda::prelude::*;
use ferrocuda::{Error, KernelPanic};

use crate::lang::DeviceTest;
use crate::util::*;

#[device]
fn total(x: &[f32]) -> f32 {
    let mut s = 0.0;
    for i in 0..x.len() {
        s += x[i];
    }
    s
}

#[device]
fn scale_all(y: &mut [f32], a: f32) {
    for i in 0..y.len() {
        y[i] *= a;
    }
}

#[device]
fn count(x: &[u32]) -> u32 {
    let mut s = 0u32;
    for i in 0..x.len() {
        s = s.wrapping_add(x[i]);
    }
    s
}

/// Thread `t` owns the window `t * w ..` of `x` and the same part of `y`.
#[kernel(fmad = false)]
pub fn windows(x: &[f32], y: &mut [f32], w: usize) {
    let t = grid(1);
    let lo = t * w;
    if lo + w <= x.len() {
        let win = &x[lo..lo + w];
        let head = &win[..2];
        let tail = &win[w - 2..];
        let out = &mut y[lo..=lo + w - 1];
        scale_all(&mut out[2..], 2.0);
        out[0] = total(win) + head.len() as f32;
        out[1] = total(tail) - total(&head[..]);
        let last = &mut out[w - 1..];
        last[0] += total(&x[lo + 1..lo + w - 1]) + win[w - 1];
    }
}

/// Parts of a shared array, of one of its rows, and of dynamic shared memory.
#[kernel]
pub fn shared_parts(x: &[u32], out: &mut [u32]) {
    let t = thread_idx().x as usize;
    let b = block_idx().x as usize;
    let tile = shared_array::<u32, 64>();
    let rows = shared_array::<[u32; 16], 4>();
    let dynamic = dynamic_shared::<u32>();
    tile[t] = x[b * 64 + t];
    rows[t / 16][t % 16] = x[b * 64 + t] ^ 1;
    dynamic[t] = x[b * 64 + t] >> 1;
    sync_threads();
    if t == 0 {
        out[b * 4] = count(&tile[..32]);
        out[b * 4 + 1] = count(&tile[32..]);
        out[b * 4 + 2] = count(&rows[2][3..=9]);
        out[b * 4 + 3] = count(&dynamic[10..dynamic.len() - 10]);
    }
}

/// Dynamic shared memory split into typed parts: the first `n` elements as `f32`s, the next
/// `n` as `u32`s (a part of each typed view; the offsets count in the view's elements).
#[kernel]
pub fn typed_parts(x: &[f32], k: &[u32], out: &mut [f32]) {
    let t = thread_idx().x as usize;
    let n = block_dim().x as usize;
    let floats = dynamic_shared::<f32>();
    let words = dynamic_shared::<u32>();
    let vals = &mut floats[..n];
    let keys = &mut words[n..2 * n];
    vals[t] = x[t];
    keys[t] = k[t];
    sync_threads();
    out[t] = vals[keys[t] as usize % n] + keys[(t + 1) % n] as f32;
}

/// One part, by `mode`: `&x[a..b]`, `&x[a..=b]`, `&x[a..]`, `&x[..=b]`.
#[kernel]
pub fn one_part(x: &[f32], out: &mut [f32], a: usize, b: usize, mode: u32) {
    if mode == 0 {
        let p = &x[a..b];
        out[0] = p.len() as f32;
    }
    if mode == 1 {
        let p = &x[a..=b];
        out[0] = p.len() as f32;
    }
    if mode == 2 {
        let p = &x[a..];
        out[0] = p.len() as f32;
    }
    if mode == 3 {
        let p = &x[..=b];
        out[0] = p.len() as f32;
    }
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("parts_of_slices", windows_test),
        ("parts_of_shared_arrays", shared_parts_test),
        ("typed_parts_of_dynamic_shared_memory", typed_parts_test),
        ("panic_parts_out_of_range", bounds_test),
    ]
}

fn windows_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("parts_windows");
    let (w, threads) = (7, 3001);
    let n = w * threads + 3;
    let x = rng.vec_f32(n, -10.0, 10.0);
    let y0 = rng.vec_f32(n, -10.0, 10.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&y0))?;
    fc(windows.launch(Grid::for_elements(threads + 5), &dx, &mut dy, w))?;
    let sum = |s: &[f32]| s.iter().fold(0.0f32, |a, &v| a + v);
    let mut want = y0.clone();
    for t in 0..threads {
        let lo = t * w;
        let win = &x[lo..lo + w];
        let out = &mut want[lo..lo + w];
        for v in &mut out[2..] {
            *v *= 2.0;
        }
        out[0] = sum(win) + 2.0;
        out[1] = sum(&win[w - 2..]) - sum(&win[..2]);
        out[w - 1] += sum(&x[lo + 1..lo + w - 1]) + win[w - 1];
    }
    exact("y", &fc(dy.to_vec())?, &want)
}

fn shared_parts_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("parts_shared");
    let blocks = 40;
    let x: Vec<u32> = (0..blocks * 64).map(|_| rng.next() as u32).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut out = fc(dev.to_device(&vec![0xdead_beef_u32; blocks * 4]))?;
    let grid = Grid::new(blocks as u32, 64u32).shared_mem(64 * 4);
    fc(shared_parts.launch(grid, &dx, &mut out))?;
    let wrapping_sum = |s: &[u32]| s.iter().fold(0u32, |a, &v| a.wrapping_add(v));
    let mut want = Vec::new();
    for b in 0..blocks {
        let tile = &x[b * 64..b * 64 + 64];
        let rows: Vec<u32> = tile.iter().map(|v| v ^ 1).collect();
        let dynamic: Vec<u32> = tile.iter().map(|v| v >> 1).collect();
        want.extend([
            wrapping_sum(&tile[..32]),
            wrapping_sum(&tile[32..]),
            wrapping_sum(&rows[32 + 3..=32 + 9]),
            wrapping_sum(&dynamic[10..54]),
        ]);
    }
    exact("out", &fc(out.to_vec())?, &want)
}

fn typed_parts_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("typed_parts");
    let n = 256;
    let x = rng.vec_f32(n, -50.0, 50.0);
    let k: Vec<u32> = (0..n).map(|_| rng.next() as u32).collect();
    let (dx, dk) = (fc(dev.to_device(&x))?, fc(dev.to_device(&k))?);
    let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(typed_parts.launch(Grid::new(1u32, n as u32).shared_mem(8 * n as u32), &dx, &dk, &mut out))?;
    let want: Vec<f32> = (0..n).map(|t| x[k[t] as usize % n] + k[(t + 1) % n] as f32).collect();
    exact("out", &fc(out.to_vec())?, &want)
}

/// Each failing range against Rust's own panic for the same range of a 5-element slice.
fn bounds_test(dev: &Device) -> TestResult {
    let x = vec![1.5f32; 5];
    let dx = fc(dev.to_device(&x))?;
    // The line of each mode's part, found in this file; Rust reports a range at its `[`.
    let line_of = |mode: u32| {
        let text = ["let p = &x[a..b];", "let p = &x[a..=b];", "let p = &x[a..];", "let p = &x[..=b];"][mode as usize];
        include_str!("parts.rs").lines().position(|l| l.trim() == text).map_or(0, |i| i as u32 + 1)
    };
    let cases: &[(usize, usize, u32)] = &[
        (7, 3, 0),
        (4, 2, 0),
        (3, 9, 0),
        (5, 5, 0),
        (4, 2, 1),
        (0, 5, 1),
        (6, 4, 1),
        (5, 4, 1),
        (6, 0, 2),
        (5, 0, 2),
        (0, usize::MAX, 3),
        (0, 4, 3),
    ];
    for &(a, b, mode) in cases {
        let line = line_of(mode);
        let rust = std::panic::catch_unwind(|| {
            let len = match mode {
                0 => x[a..b].len(),
                1 => x[a..=b].len(),
                2 => x[a..].len(),
                _ => x[..=b].len(),
            };
            len as f32
        });
        let mut out = fc(dev.to_device(&[f32::NAN]))?;
        let got = one_part.launch(Grid::new(1u32, 1u32), &dx, &mut out, a, b, mode).and_then(|_| out.to_vec());
        match (rust, got) {
            (Ok(len), Ok(v)) if v == [len] => {}
            (Err(p), Err(Error::KernelPanic(KernelPanic { message, line: l, column, .. }))) => {
                let want = p.downcast_ref::<String>().cloned().unwrap_or_default();
                if message != want || l != line || column != 19 {
                    return Err(format!(
                        "mode {mode} ({a}, {b}): the kernel panics with `{message}` at {l}:{column}, Rust with `{want}` at {line}:19"
                    ));
                }
            }
            (rust, got) => return Err(format!("mode {mode} ({a}, {b}): Rust gives {rust:?}, the kernel {got:?}")),
        }
    }
    Ok(())
}
