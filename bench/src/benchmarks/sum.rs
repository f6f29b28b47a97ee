//! The sum of 2^28 floats: ferrocuda's shuffle-and-atomic reduction beside its CUDA C twin.

use std::ffi::c_void;

use ferrocuda::prelude::*;

use super::{N, SIZE_N};
use crate::check::{self, Rng};
use crate::harness::{ptr, row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_OURS};

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0002);
    let hx = rng.floats(N, 0.0, 1.0);
    let want = check::sum_f64(&hx);
    let dx = b.dev.to_device(&hx).map_err(s)?;
    let mut out = b.dev.zeros::<f32>(1).map_err(s)?;
    let work = Work::Bytes(4.0 * N as f64);
    let grid = kernels::sum_grid(b.dev, N).map_err(s)?;
    let blocks = (N / 256).min(grid_blocks(b.dev)?);
    let check_total = |got: f32| -> Res<()> {
        let rel = (got as f64 - want).abs() / want;
        if rel > 1e-4 {
            return Err(format!("sum: {got} but the CPU gives {want} (relative error {rel:.1e})"));
        }
        Ok(())
    };
    let r = (|| {
        out.copy_from_host(&[0.0]).map_err(s)?;
        kernels::sum.launch(grid, &dx, &mut out).map_err(s)?;
        check_total(out.to_vec().map_err(s)?[0])?;
        b.time(|| kernels::sum.launch(grid, &dx, &mut out).map_err(s))
    })();
    b.push(row_of("sum", SIZE_N, SYS_OURS, work, r).note(format!("{blocks} blocks of 256")));
    for (system, module) in b.references("vector_add.cu") {
        let r = module.and_then(|m| {
            let f = m.function("sum")?;
            out.copy_from_host(&[0.0]).map_err(s)?;
            let (px, n, po) = (dx.as_raw_ptr(), N as u64, out.as_raw_ptr());
            let go = || {
                let mut params: [*mut c_void; 3] = [ptr(&px), ptr(&n), ptr(&po)];
                // Safety: the parameters match `sum`'s signature.
                unsafe { f.launch([blocks as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_total(out.to_vec().map_err(s)?[0])?;
            b.time(go)
        });
        b.push(row_of("sum", SIZE_N, system, work, r).note(format!("{blocks} blocks of 256")));
    }
    Ok(())
}
/// The number of blocks `sum_grid` picks (resident blocks on the whole GPU).
fn grid_blocks(dev: &Device) -> Res<usize> {
    Ok((kernels::sum.occupancy(dev, 256).map_err(s)? * dev.limits().multiprocessors) as usize)
}
