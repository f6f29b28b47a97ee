//! `axpy` over 2^28 `f16` and `bf16` values, `y = a * x + y` in the half type (two native
//! instructions, each rounded once) by one generic kernel, beside torch's `y.add_(x,
//! alpha=a)` in the peers; and the first launch of each new instantiation.

use ferrocuda::prelude::*;

use super::N;
use crate::check::Rng;
use crate::harness::{row_of, s, Bench, Res};
use crate::kernels;
use crate::report::{Work, SYS_NO_VECTOR_LANES, SYS_OURS, SYS_UNCHECKED};

/// The sizes of the rows, as the peers spell them.
pub const SIZE_F16: &str = "2^28 f16";
pub const SIZE_BF16: &str = "2^28 bf16";

pub fn run(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0016);
    let (hx, hy) = (rng.floats(N, -1.0, 1.0), rng.floats(N, -1.0, 1.0));
    rows::<f16>(b, SIZE_F16, &hx, &hy)?;
    rows::<bf16>(b, SIZE_BF16, &hx, &hy)
}

/// The checked and unchecked rows of `axpy::<T>` over `hx`, `hy` rounded to `T`, and the
/// checked one without its `_lanes_v` twin (`FERROCUDA_VECTOR_LANES=0`).
fn rows<T: Float + std::fmt::Debug>(b: &mut Bench, size: &str, hx: &[f32], hy: &[f32]) -> Res<()> {
    let work = Work::Bytes(6.0 * N as f64);
    let grid = Grid::for_elements(N);
    let (x, y): (Vec<T>, Vec<T>) =
        (hx.iter().map(|&v| T::from_f32(v)).collect(), hy.iter().map(|&v| T::from_f32(v)).collect());
    let a = T::from_f32(2.0);
    let dx = b.dev.to_device(&x).map_err(s)?;
    let mut dy = b.dev.to_device(&y).map_err(s)?;
    for (system, unchecked, vector) in
        [(SYS_OURS, false, true), (SYS_UNCHECKED, true, true), (SYS_NO_VECTOR_LANES, false, false)]
    {
        ferrocuda::__private::set_vector_lanes(vector);
        let r = (|| {
            dy.copy_from_host(&y).map_err(s)?;
            let go = |dy: &mut DeviceBuffer<T>| {
                if unchecked {
                    kernels::axpy_unchecked.launch(grid, a, &dx, dy).map_err(s)
                } else {
                    kernels::axpy.launch(grid, a, &dx, dy).map_err(s)
                }
            };
            go(&mut dy)?;
            check(&dy, |i| a * x[i] + y[i])?;
            b.time(|| go(&mut dy))
        })();
        ferrocuda::__private::set_vector_lanes(true);
        b.push(row_of("axpy", size, system, work, r));
    }
    Ok(())
}

/// The first run's result, on a sample, bit for bit: each operation rounds once on the GPU
/// as in the `half` crate.
fn check<T: ferrocuda::DeviceScalar + PartialEq>(got: &DeviceBuffer<T>, want: impl Fn(usize) -> T) -> Res<()> {
    let all = got.to_vec().map_err(s)?;
    for i in crate::check::sample_indices(all.len(), 1024, 1 << 16) {
        if all[i] != want(i) {
            return Err(format!("axpy: element {i} is {:?}, the CPU gives {:?}", all[i], want(i)));
        }
    }
    Ok(())
}
