//! `vector_add` and `saxpy` over 2^28 floats: ferrocuda checked and unchecked, in blocks of
//! `for_elements` and of 1024, with the kernels' twins (the launch's choice: the `_lanes_v`
//! twins), with only the `_lanes` twins (`FERROCUDA_VECTOR_LANES=0`), and without (one block
//! per logical block), beside their CUDA C twins.

use std::ffi::c_void;

use ferrocuda::__private::Lanes;
use ferrocuda::prelude::*;

use super::{N, SIZE_N};
use crate::check::Rng;
use crate::harness::{check_sample, poison, ptr, row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_NO_VECTOR_LANES, SYS_OURS, SYS_UNCHECKED};

/// The natural kernel, checks on, run four logical blocks per block (its `_lanes` twin,
/// `FERROCUDA_LANES=1`).
pub const SYS_CHECKED_LANES: &str = "ferrocuda, FERROCUDA_LANES=1 (checked, 4 logical blocks per block)";
/// The unchecked kernel, one logical block per block (`FERROCUDA_LANES=0`).
pub const SYS_UNCHECKED_ONE: &str = "ferrocuda (unchecked), FERROCUDA_LANES=0";

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0001);
    let (ha, hb) = (rng.floats(N, -1.0, 1.0), rng.floats(N, -1.0, 1.0));
    let da = b.dev.to_device(&ha).map_err(s)?;
    let db = b.dev.to_device(&hb).map_err(s)?;
    let mut dc = b.dev.zeros::<f32>(N).map_err(s)?;
    let work = Work::Bytes(12.0 * N as f64);
    let grid = Grid::for_elements(N);

    // vector_add: each system is checked, then timed.
    for (system, unchecked, lanes, vector) in [
        (SYS_OURS, false, Lanes::Unchecked, true),
        (SYS_UNCHECKED, true, Lanes::Unchecked, true),
        (SYS_CHECKED_LANES, false, Lanes::Large, false),
        (SYS_UNCHECKED_ONE, true, Lanes::Off, true),
        (SYS_NO_VECTOR_LANES, false, Lanes::Unchecked, false),
    ] {
        ferrocuda::__private::set_lanes(lanes);
        ferrocuda::__private::set_vector_lanes(vector);
        let r = (|| {
            poison(&mut dc)?;
            let go = |dc: &mut DeviceBuffer<f32>| {
                if unchecked {
                    kernels::vector_add_unchecked.launch(grid, &da, &db, dc).map_err(s)
                } else {
                    kernels::vector_add.launch(grid, &da, &db, dc).map_err(s)
                }
            };
            go(&mut dc)?;
            check_sample("vector_add", &dc, |i| ha[i] + hb[i], 0.0)?;
            b.time(|| go(&mut dc))
        })();
        ferrocuda::__private::set_lanes(Lanes::Unchecked);
        ferrocuda::__private::set_vector_lanes(true);
        b.push(row_of("vector_add", SIZE_N, system, work, r));
    }
    // What `for_elements`' block size is worth: the same kernel in blocks of 1024, the size
    // the occupancy API alone would pick.
    let r = (|| {
        let grid = Grid::new((N / 1024) as u32, 1024);
        poison(&mut dc)?;
        kernels::vector_add_unchecked.launch(grid, &da, &db, &mut dc).map_err(s)?;
        check_sample("vector_add", &dc, |i| ha[i] + hb[i], 0.0)?;
        b.time(|| kernels::vector_add_unchecked.launch(grid, &da, &db, &mut dc).map_err(s))
    })();
    b.push(row_of("vector_add", SIZE_N, "ferrocuda (unchecked, blocks of 1024)", work, r));
    for (system, module) in b.references("vector_add.cu") {
        let r = module.and_then(|m| {
            let f = m.function("vector_add")?;
            poison(&mut dc)?;
            let (pa, pb, pc, n) = (da.as_raw_ptr(), db.as_raw_ptr(), dc.as_raw_ptr(), N as u64);
            let go = || {
                let mut params: [*mut c_void; 4] = [ptr(&pa), ptr(&pb), ptr(&pc), ptr(&n)];
                // Safety: the parameters match `vector_add`'s signature; the buffers hold N floats.
                unsafe { f.launch([(N / 256) as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_sample("vector_add (CUDA C)", &dc, |i| ha[i] + hb[i], 0.0)?;
            b.time(go)
        });
        b.push(row_of("vector_add", SIZE_N, system, work, r).note("256 threads per block"));
    }

    // saxpy, in place: y = 2x + y.
    let a = 2.0f32;
    let mut dy = b.dev.to_device(&hb).map_err(s)?;
    for (system, unchecked, lanes, vector) in [
        (SYS_OURS, false, Lanes::Unchecked, true),
        (SYS_UNCHECKED, true, Lanes::Unchecked, true),
        (SYS_CHECKED_LANES, false, Lanes::Large, false),
        (SYS_UNCHECKED_ONE, true, Lanes::Off, true),
        (SYS_NO_VECTOR_LANES, false, Lanes::Unchecked, false),
    ] {
        ferrocuda::__private::set_lanes(lanes);
        ferrocuda::__private::set_vector_lanes(vector);
        let r = (|| {
            dy.copy_from_host(&hb).map_err(s)?;
            let go = |dy: &mut DeviceBuffer<f32>| {
                if unchecked {
                    kernels::saxpy_unchecked.launch(grid, a, &da, dy).map_err(s)
                } else {
                    kernels::saxpy.launch(grid, a, &da, dy).map_err(s)
                }
            };
            go(&mut dy)?;
            check_sample("saxpy", &dy, |i| a.mul_add(ha[i], hb[i]), 1e-6)?;
            b.time(|| go(&mut dy))
        })();
        ferrocuda::__private::set_lanes(Lanes::Unchecked);
        ferrocuda::__private::set_vector_lanes(true);
        b.push(row_of("saxpy", SIZE_N, system, work, r));
    }
    for (system, module) in b.references("vector_add.cu") {
        let r = module.and_then(|m| {
            let f = m.function("saxpy")?;
            dy.copy_from_host(&hb).map_err(s)?;
            let (px, py, n) = (da.as_raw_ptr(), dy.as_raw_ptr(), N as u64);
            let go = || {
                let mut params: [*mut c_void; 4] = [ptr(&a), ptr(&px), ptr(&py), ptr(&n)];
                // Safety: the parameters match `saxpy`'s signature; the buffers hold N floats.
                unsafe { f.launch([(N / 256) as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_sample("saxpy (CUDA C)", &dy, |i| a.mul_add(ha[i], hb[i]), 1e-6)?;
            b.time(go)
        });
        b.push(row_of("saxpy", SIZE_N, system, work, r).note("256 threads per block"));
    }
    Ok(())
}
