//! The sum of a large array, shared by `examples/reduction.rs` and the benchmarks.
//!
//! Reading at the memory's speed needs many loads in flight: each thread keeps four
//! independent loads going (four accumulators over a grid-stride loop), then each warp
//! reduces with shuffles, the block's warps through shared memory, and one atomic per block
//! adds the block's sum to `out[0]`. Launch it with about as many blocks as fit on the GPU
//! at once (`sum_grid`).

use ferrocuda::prelude::*;

#[kernel]
pub fn sum(x: &[f32], out: &mut [f32]) {
    let warp_sums = shared_array::<f32, 32>();
    let t = thread_idx().x as usize;
    let stride = gridsize(1);
    let n = x.len();
    let mut i = grid(1);
    let (mut s0, mut s1, mut s2, mut s3) = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
    while i + 3 * stride < n {
        s0 += x[i];
        s1 += x[i + stride];
        s2 += x[i + 2 * stride];
        s3 += x[i + 3 * stride];
        i += 4 * stride;
    }
    while i < n {
        s0 += x[i];
        i += stride;
    }
    let mut s = (s0 + s1) + (s2 + s3);
    let mut offset = 16;
    while offset > 0 {
        s += warp::shfl_down(s, offset);
        offset /= 2;
    }
    if lane_id() == 0 {
        warp_sums[t / 32] = s;
    }
    sync_threads();
    if t < 32 {
        let warps = (block_dim().x / 32) as usize;
        let mut v = if t < warps { warp_sums[t] } else { 0.0 };
        let mut offset = 16;
        while offset > 0 {
            v += warp::shfl_down(v, offset);
            offset /= 2;
        }
        if t == 0 {
            atomic::add(out, 0, v);
        }
    }
}

/// Threads per block for `sum`.
pub const SUM_THREADS: u32 = 256;

/// A grid for `sum` over `n` elements: enough blocks to fill `dev` (as many as are
/// resident at once), never more than there are elements to read.
pub fn sum_grid(dev: &Device, n: usize) -> ferrocuda::Result<Grid<'static>> {
    let resident = if dev.is_simulator() {
        16
    } else {
        let per_sm = sum.occupancy(dev, SUM_THREADS)?;
        per_sm * dev.limits().multiprocessors
    };
    let needed = n.div_ceil(SUM_THREADS as usize).max(1) as u32;
    Ok(Grid::new(resident.clamp(1, needed), SUM_THREADS))
}
