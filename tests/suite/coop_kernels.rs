//! Kernels whose threads cooperate: shared memory, barriers, atomics, warp operations, and
//! local arrays.

#![allow(clippy::all)]

use ferrocuda::prelude::*;

pub const BLOCK: usize = 256;

/// Each block reverses its chunk through a shared array.
#[kernel]
pub fn reverse_blocks(x: &[f32], y: &mut [f32]) {
    const N: usize = 256;
    let tile = shared_array::<f32, N>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    tile[t] = x[i];
    sync_threads();
    y[i] = tile[N - 1 - t];
}

/// 16×16 tiles through a padded 2-D shared array.
#[kernel]
pub fn transpose(input: &[f32], out: &mut [f32], width: usize, height: usize) {
    const TILE: usize = 16;
    let tile = shared_array::<[f32; TILE + 1], TILE>();
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let (x, y) = grid(2);
    if x < width && y < height {
        tile[ty][tx] = input[y * width + x];
    }
    sync_threads();
    let ox = block_idx().y as usize * TILE + tx;
    let oy = block_idx().x as usize * TILE + ty;
    if ox < height && oy < width {
        out[oy * height + ox] = tile[tx][ty];
    }
}

/// Reverses each block's chunk through dynamic shared memory sized by the launch.
#[kernel]
pub fn reverse_dynamic(x: &[i32], y: &mut [i32]) {
    let buf = dynamic_shared::<i32>();
    let n = block_dim().x as usize;
    let t = thread_idx().x as usize;
    let i = grid(1);
    buf[t] = x[i];
    sync_threads();
    y[i] = buf[n - 1 - t] + buf.len() as i32 * 0;
}

/// Local arrays, 1-D and 2-D, with constant and run-time indices; arrays copy.
#[kernel]
pub fn local_arrays(x: &[f32], k: &[u32], out: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        let mut acc = [0.0f32; 8];
        for j in 0..8 {
            acc[j] = x[i] * j as f32;
        }
        let mut m = [[0i32; 3]; 3];
        m[1][2] = 5;
        m[2][0] += 7;
        let weights = [0.5f32, 0.25, 0.125];
        let copy = acc;
        acc[0] = 100.0;
        let idx = (k[i] % 8) as usize;
        out[i] = copy[idx] + acc[0] + m[1][2] as f32 + m[2][0] as f32 + weights[2] + copy.len() as f32;
    }
}

/// An index past a local array is a kernel panic, as any other.
#[kernel]
pub fn local_array_oob(k: &[u32], out: &mut [u32]) {
    let i = grid(1);
    if i < k.len() {
        let a = [1u32, 2, 3, 4];
        out[i] = a[k[i] as usize];
    }
}

/// Block-wide votes.
#[kernel]
pub fn votes(x: &[u32], counts: &mut [u32], alls: &mut [bool], anys: &mut [bool]) {
    let i = grid(1);
    let v = x[i];
    let c = sync_threads_count(v % 3 == 0);
    let a = sync_threads_and(v > 5);
    let o = sync_threads_or(v == 7);
    if thread_idx().x == 0 {
        let b = block_idx().x as usize;
        counts[b] = c;
        alls[b] = a;
        anys[b] = o;
    }
}

macro_rules! int_atomics {
    ($name:ident, $t:ty) => {
        /// Every integer atomic, on a `&mut [T]`.
        #[kernel]
        pub fn $name(x: &[$t], out: &mut [$t]) {
            let i = grid(1);
            if i < x.len() {
                let v = x[i];
                atomic::add(out, 0, v);
                atomic::sub(&mut out, 1, v);
                atomic::min(out, 2, v);
                atomic::max(out, 3, v);
                atomic::and(out, 4, v);
                atomic::or(out, 5, v);
                atomic::xor(out, 6, v);
                atomic::exch(out, 7, v);
                // A lock-free increment through compare-and-swap.
                let mut cur = atomic::add(out, 8, 0);
                loop {
                    let prev = atomic::cas(out, 8, cur, cur + 1);
                    if prev == cur {
                        break;
                    }
                    cur = prev;
                }
            }
        }
    };
}
int_atomics!(atomics_i32, i32);
int_atomics!(atomics_u32, u32);
int_atomics!(atomics_i64, i64);
int_atomics!(atomics_u64, u64);

macro_rules! float_atomics {
    ($name:ident, $t:ty) => {
        /// Float atomics: add, sub, exch.
        #[kernel]
        pub fn $name(x: &[$t], out: &mut [$t]) {
            let i = grid(1);
            if i < x.len() {
                atomic::add(out, 0, x[i]);
                atomic::sub(out, 1, x[i]);
                atomic::exch(out, 2, x[i]);
            }
        }
    };
}
float_atomics!(atomics_f32, f32);
float_atomics!(atomics_f64, f64);

/// Old values returned by atomics: tickets are a permutation; inc/dec wrap at their limit.
#[kernel]
pub fn tickets(counter: &mut [u32], out: &mut [u32], n: usize) {
    let i = grid(1);
    if i < n {
        out[i] = atomic::add(counter, 0, 1);
        atomic::inc(counter, 1, 9);
        atomic::dec(counter, 2, 9);
    }
}

/// A histogram with per-block bins in shared memory, then global atomics.
#[kernel]
pub fn histogram_shared(x: &[u8], hist: &mut [u32]) {
    let bins = shared_array::<u32, 256>();
    let t = thread_idx().x as usize;
    bins[t] = 0;
    sync_threads();
    for i in (grid(1)..x.len()).step_by(gridsize(1)) {
        atomic::add(bins, x[i] as usize, 1);
    }
    sync_threads();
    if bins[t] > 0 {
        atomic::add(hist, t, bins[t]);
    }
}

/// Warp operations, full-mask and with a mask.
#[kernel]
pub fn warp_ops(x: &[i32], out: &mut [i32], bits: &mut [u32]) {
    let i = grid(1);
    let v = x[i];
    let k = i * 6;
    out[k] = warp::shfl(v, 3);
    out[k + 1] = warp::shfl_up(v, 1);
    out[k + 2] = warp::shfl_down(v, 5);
    out[k + 3] = warp::shfl_xor(v, 6);
    out[k + 4] = lane_id() as i32 + WARP_SIZE as i32;
    out[k + 5] = if lane_id() < 16 { warp::shfl_xor_sync(0x0000ffff, v, 1) } else { -1 };
    let j = i * 5;
    bits[j] = warp::ballot(v % 2 == 0);
    bits[j + 1] = warp::all(v >= 0) as u32;
    bits[j + 2] = warp::any(v == 7) as u32;
    bits[j + 3] = warp::active_mask();
    bits[j + 4] = warp::match_any(v % 4);
}

/// Shuffles of 64-bit and float values, and a warp sum by `shfl_down`.
#[kernel]
pub fn warp_wide(a: &[f64], b: &[u64], c: &[f32], sums: &mut [f32], wide: &mut [f64], longs: &mut [u64]) {
    let i = grid(1);
    wide[i] = warp::shfl_xor(a[i], 1);
    longs[i] = warp::shfl(b[i], 31);
    let mut s = c[i];
    let mut offset = 16;
    while offset > 0 {
        s += warp::shfl_down(s, offset);
        offset /= 2;
    }
    sync_warp();
    if lane_id() == 0 {
        sums[i / 32] = s;
    }
}

/// A block reduction in a `#[device]` fn, with barriers inside it: the kernel that calls it
/// cooperates too.
#[device]
pub fn block_sum(tile: &mut [f32], t: usize) -> f32 {
    let mut stride = tile.len() / 2;
    while stride > 0 {
        if t < stride {
            tile[t] += tile[t + stride];
        }
        sync_threads();
        stride /= 2;
    }
    tile[0]
}

#[kernel]
pub fn sum_blocks(x: &[f32], out: &mut [f32]) {
    let tile = shared_array::<f32, 256>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    tile[t] = if i < x.len() { x[i] } else { 0.0 };
    sync_threads();
    let s = block_sum(&mut tile, t);
    if t == 0 {
        atomic::add(out, 0, s);
    }
}

/// Half the threads return before the barrier: a bug the simulator reports.
#[kernel]
pub fn divergent_barrier(x: &mut [f32]) {
    let t = thread_idx().x;
    if t < 16 {
        return;
    }
    sync_threads();
    x[t as usize] = 1.0;
}

/// A shared array indexed past its end.
#[kernel]
pub fn shared_oob(x: &mut [f32]) {
    let tile = shared_array::<f32, 32>();
    let t = thread_idx().x as usize;
    tile[t] = 1.0;
    sync_threads();
    x[t] = tile[t];
}
