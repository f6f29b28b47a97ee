//! Row softmax of a 4096 × 4096 matrix, one block per row: ferrocuda checked and unchecked
//! beside the CUDA C twin.

use std::ffi::c_void;

use ferrocuda::prelude::*;

use super::{COLS, ROWS};
use crate::check::{self, Rng};
use crate::harness::{poison, ptr, row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_OURS, SYS_OURS_TUNED, SYS_UNCHECKED};

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0003);
    let hx = rng.floats(ROWS * COLS, -10.0, 10.0);
    let dx = b.dev.to_device(&hx).map_err(s)?;
    let mut dy = b.dev.zeros::<f32>(ROWS * COLS).map_err(s)?;
    let work = Work::Bytes(8.0 * (ROWS * COLS) as f64);
    let size = "4096 × 4096 f32";
    let check_rows = |dy: &DeviceBuffer<f32>| -> Res<()> {
        let got = dy.to_vec().map_err(s)?;
        for r in (0..ROWS).step_by(127).chain([ROWS - 1]) {
            let row = &hx[r * COLS..(r + 1) * COLS];
            let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
            let total: f64 = row.iter().map(|&v| (v as f64 - m).exp()).sum();
            let want: Vec<f32> = row.iter().map(|&v| ((v as f64 - m).exp() / total) as f32).collect();
            check::close(&format!("softmax row {r}"), &got[r * COLS..(r + 1) * COLS], &want, 1e-5)?;
        }
        Ok(())
    };
    let grid = Grid::new(ROWS as u32, 256);
    for (system, unchecked) in [(SYS_OURS, false), (SYS_UNCHECKED, true)] {
        let go = |dy: &mut DeviceBuffer<f32>| {
            if unchecked {
                kernels::softmax_unchecked.launch(grid, &dx, dy, COLS as u32).map_err(s)
            } else {
                kernels::softmax.launch(grid, &dx, dy, COLS as u32).map_err(s)
            }
        };
        let r = (|| {
            poison(&mut dy)?;
            go(&mut dy)?;
            check_rows(&dy)?;
            b.time(|| go(&mut dy))
        })();
        b.push(row_of("softmax", size, system, work, r).note("one block of 256 per row"));
    }
    // Tuned: the first launch times each number of values per thread (so of threads per
    // row) on this device, and the rest run the fastest.
    let tuned_grid = || Grid::tuned(|[per]| Grid::new(ROWS as u32, (COLS as u32).div_ceil(per)));
    let r = (|| {
        poison(&mut dy)?;
        kernels::softmax_tuned.launch_tuned(tuned_grid(), &dx, &mut dy, COLS as u32).map_err(s)?;
        check_rows(&dy)?;
        b.time(|| kernels::softmax_tuned.launch_tuned(tuned_grid(), &dx, &mut dy, COLS as u32).map_err(s))
    })();
    let chosen = ferrocuda::tunings().into_iter().rev().find(|t| t.kernel == "softmax_tuned");
    let note = match chosen.as_ref().and_then(|t| t.chosen.first()) {
        Some((_, per)) => {
            format!("tuned over PER = [4, 8, 16, 32]: chose {per} values, {} threads per row", COLS as u32 / per)
        }
        None => "tuned over PER = [4, 8, 16, 32]".to_string(),
    };
    b.push(row_of("softmax", size, SYS_OURS_TUNED, work, r).note(note));
    for (system, module) in b.references("softmax.cu") {
        let r = module.and_then(|m| {
            let f = m.function("softmax")?;
            poison(&mut dy)?;
            let (px, py, cols) = (dx.as_raw_ptr(), dy.as_raw_ptr(), COLS as i32);
            let go = || {
                let mut params: [*mut c_void; 3] = [ptr(&px), ptr(&py), ptr(&cols)];
                // Safety: the parameters match `softmax`'s signature.
                unsafe { f.launch([ROWS as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_rows(&dy)?;
            b.time(go)
        });
        b.push(row_of("softmax", size, system, work, r).note("one block of 256 per row"));
    }
    Ok(())
}
