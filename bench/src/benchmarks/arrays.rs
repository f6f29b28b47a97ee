//! 2-D arrays: the transpose of an 8192² f32 array (one thread per element, and through a
//! shared tile) and a 3 × 3 blur of one, pitched, beside their CUDA C twins on the same arrays
//! and (the transpose) `torch.t().contiguous()`.

use std::ffi::c_void;

use ferrocuda::prelude::*;

use crate::check::{self, Rng};
use crate::harness::{ptr, row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_OURS};

/// Rows and columns of the arrays.
pub const SIDE: usize = 8192;
/// Their size, as the table names it.
pub const SIZE: &str = "8192² f32";

fn poison(a: &mut DeviceArray2<f32>) -> Res<()> {
    let n = a.len();
    a.copy_from_host(&vec![f32::NAN; n]).map_err(s)
}

/// Rows `0, 1021, …` and the last of `got` against `want(r, c)`.
fn check_rows(what: &str, got: &DeviceArray2<f32>, want: impl Fn(usize, usize) -> f32, tol: f64) -> Res<()> {
    let all = got.to_vec().map_err(s)?;
    for r in (0..SIDE).step_by(1021).chain([SIDE - 1]) {
        let w: Vec<f32> = (0..SIDE).map(|c| want(r, c)).collect();
        check::close(&format!("{what} row {r}"), &all[r * SIDE..(r + 1) * SIDE], &w, tol)?;
    }
    Ok(())
}

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0005);
    let host = rng.floats(SIDE * SIDE, -10.0, 10.0);
    let a = b.dev.to_device_2d(&host, (SIDE, SIDE)).map_err(s)?;
    let mut t = b.dev.zeros_2d::<f32>((SIDE, SIDE)).map_err(s)?;
    let work = Work::Bytes(8.0 * (SIDE * SIDE) as f64);
    let transposed = |r: usize, c: usize| host[c * SIDE + r];
    let naive_grid = Grid::for_shape((SIDE, SIDE));
    let tiled_grid = Grid::new(((SIDE / 32) as u32, (SIDE / 32) as u32), (32u32, 8u32));
    for (bench, note) in [("transpose", "one thread per element"), ("transpose tiled", "32 × 32 shared tiles")] {
        let go = |t: &mut DeviceArray2<f32>| match bench {
            "transpose" => kernels::transpose_naive.launch(naive_grid, &a, t).map_err(s),
            _ => kernels::transpose_tiled.launch(tiled_grid, &a, t).map_err(s),
        };
        let r = (|| {
            poison(&mut t)?;
            go(&mut t)?;
            check_rows(bench, &t, transposed, 0.0)?;
            b.time(|| go(&mut t))
        })();
        b.push(row_of(bench, SIZE, SYS_OURS, work, r).note(note));
    }
    let (lda, ldt) = (a.pitch() as i32, t.pitch() as i32);
    for (system, module) in b.references("transpose.cu") {
        for (bench, name, threads) in
            [("transpose", "transpose_naive", [32, 8, 1]), ("transpose tiled", "transpose_tiled", [32, 8, 1])]
        {
            let r = module.as_ref().map_err(Clone::clone).and_then(|m| {
                let f = m.function(name)?;
                poison(&mut t)?;
                let (pa, pt, n) = (a.as_slice().as_raw_ptr(), t.as_slice().as_raw_ptr(), SIDE as i32);
                let blocks = match name {
                    "transpose_naive" => [(SIDE / 32) as u32, (SIDE / 8) as u32, 1],
                    _ => [(SIDE / 32) as u32, (SIDE / 32) as u32, 1],
                };
                let go = || {
                    let mut params: [*mut c_void; 6] = [ptr(&pa), ptr(&pt), ptr(&n), ptr(&n), ptr(&lda), ptr(&ldt)];
                    // Safety: the parameters match the kernel's signature; both arrays hold
                    // `SIDE` rows at their pitches.
                    unsafe { f.launch(blocks, threads, &mut params) }
                };
                go()?;
                check_rows(bench, &t, transposed, 0.0)?;
                b.time(go)
            });
            b.push(row_of(bench, SIZE, system, work, r));
        }
    }
    // The blur.
    let blurred = |y: usize, x: usize| {
        let mut acc = 0.0f32;
        for dy in 0..3 {
            for dx in 0..3 {
                let yy = (y + dy).clamp(1, SIDE) - 1;
                let xx = (x + dx).clamp(1, SIDE) - 1;
                acc += host[yy * SIDE + xx];
            }
        }
        acc / 9.0
    };
    let r = (|| {
        poison(&mut t)?;
        let go = |t: &mut DeviceArray2<f32>| kernels::blur3.launch(naive_grid, &a, t).map_err(s);
        go(&mut t)?;
        check_rows("blur", &t, blurred, 1e-5)?;
        b.time(|| go(&mut t))
    })();
    b.push(row_of("blur 3×3", SIZE, SYS_OURS, work, r).note("pitched rows, edges clamped"));
    for (system, module) in b.references("blur.cu") {
        let r = module.and_then(|m| {
            let f = m.function("blur3")?;
            poison(&mut t)?;
            let (pa, pt, n) = (a.as_slice().as_raw_ptr(), t.as_slice().as_raw_ptr(), SIDE as i32);
            let go = || {
                let mut params: [*mut c_void; 6] = [ptr(&pa), ptr(&pt), ptr(&n), ptr(&n), ptr(&lda), ptr(&ldt)];
                // Safety: as above.
                unsafe { f.launch([(SIDE / 32) as u32, (SIDE / 8) as u32, 1], [32, 8, 1], &mut params) }
            };
            go()?;
            check_rows("blur", &t, blurred, 1e-5)?;
            b.time(go)
        });
        b.push(row_of("blur 3×3", SIZE, system, work, r));
    }
    Ok(())
}
