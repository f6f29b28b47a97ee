// A kernel ported from CUDA C that keeps CUDA's names: each is an error saying what to write.
use ferrocuda::prelude::*;

#[kernel]
fn ported(x: &[f32], out: &mut [f32], counts: &mut [u32]) {
    let t = threadIdx.x as usize;
    let i = blockIdx.x as usize * blockDim.x as usize + t;
    __syncthreads();
    let v = __shfl_down_sync(u32::MAX, x[i], 1);
    atomicAdd(counts, 0, 1u32);
    out[i] = v;
}

fn main() {}
