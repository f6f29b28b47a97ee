//! The benchmarked kernels, written in the kernel language. Each has a hand-written CUDA C
//! twin in `bench/reference/`.

use ferrocuda::prelude::*;

#[path = "../../examples/common/sum_kernel.rs"]
mod sum_kernel;
pub use sum_kernel::{sum, sum_grid};

/// Defines a kernel twice from one body: bounds-checked (the first name) and under
/// `#[kernel(unchecked)]` (the second), to measure what the checks cost.
/// `@[options]` before the names: kernel options both get (`launch_bounds = 256`).
macro_rules! checked_and_unchecked {
    ($(#[$doc:meta])* $(@[$($opt:tt)*])? $checked:ident, $unchecked:ident, ($($params:tt)*) $body:block) => {
        $(#[$doc])*
        #[kernel($($($opt)*)?)]
        pub fn $checked($($params)*) $body

        /// The same kernel without bounds checks.
        #[kernel(unchecked $(, $($opt)*)?)]
        pub fn $unchecked($($params)*) $body
    };
}

checked_and_unchecked! {
    vector_add, vector_add_unchecked, (a: &[f32], b: &[f32], c: &mut [f32]) {
        let i = grid(1);
        if i < c.len() {
            c[i] = a[i] + b[i];
        }
    }
}

checked_and_unchecked! {
    saxpy, saxpy_unchecked, (a: f32, x: &[f32], y: &mut [f32]) {
        let i = grid(1);
        if i < y.len() {
            y[i] = a * x[i] + y[i];
        }
    }
}

/// `y = a * x + y` for any float type (the benchmark runs it for `f16` and `bf16`: their
/// `mul.rn` and `add.rn`).
#[kernel]
pub fn axpy<T: Float>(a: T, x: &[T], y: &mut [T]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

/// The same kernel without bounds checks.
#[kernel(unchecked)]
pub fn axpy_unchecked<T: Float>(a: T, x: &[T], y: &mut [T]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

/// The launch-cost kernel: four arguments, as its CUDA C twin `saxpy_n(a, x, y, n)`.
#[kernel]
pub fn saxpy_n(a: f32, x: &[f32], y: &mut [f32], n: u32) {
    let i = grid(1);
    if i < n as usize {
        y[i] = a * x[i] + y[i];
    }
}

#[device]
fn warp_max(v: f32) -> f32 {
    let mut v = v;
    let mut offset = 16;
    while offset > 0 {
        v = v.max(warp::shfl_xor(v, offset));
        offset /= 2;
    }
    v
}

#[device]
pub fn warp_sum(v: f32) -> f32 {
    let mut v = v;
    let mut offset = 16;
    while offset > 0 {
        v += warp::shfl_xor(v, offset);
        offset /= 2;
    }
    v
}

checked_and_unchecked! {
    /// Row-wise softmax, one block per row, reading the row once: each thread keeps its (up to
    /// 16) values in registers through the max and the exp-sum reductions (warp shuffles, then
    /// the block's warps through shared memory), then writes them normalised. (Kept in sync with
    /// `bench/reference/softmax.cu`.)
    softmax, softmax_unchecked, (x: &[f32], y: &mut [f32], cols: u32) {
        let partial = shared_array::<f32, 32>();
        // Column arithmetic in u32 (as CUDA C's `int`): 64-bit indices cost registers.
        let t = thread_idx().x;
        let threads = block_dim().x;
        let warps = (threads / 32) as usize;
        assert!(cols <= 16 * threads, "softmax keeps at most 16 values per thread: launch more threads per row");
        let base = block_idx().x as usize * cols as usize;
        let mut v = [f32::NEG_INFINITY; 16];
        let mut m = f32::NEG_INFINITY;
        // Loads without branches around them, so all 16 are in flight at once: past the end
        // of the row, read its first element and use -inf instead.
        for q in 0..16 {
            let j = t + q as u32 * threads;
            let inside = j < cols;
            let value = x[base + if inside { j as usize } else { 0 }];
            v[q] = if inside { value } else { f32::NEG_INFINITY };
            m = m.max(v[q]);
        }
        m = warp_max(m);
        if lane_id() == 0 {
            partial[(t / 32) as usize] = m;
        }
        sync_threads();
        let mut row_max = partial[0];
        for w in 1..warps {
            row_max = row_max.max(partial[w]);
        }
        sync_threads();
        let mut s = 0.0f32;
        for q in 0..16 {
            if t + q as u32 * threads < cols {
                v[q] = (v[q] - row_max).exp();
                s += v[q];
            }
        }
        s = warp_sum(s);
        if lane_id() == 0 {
            partial[(t / 32) as usize] = s;
        }
        sync_threads();
        let mut total = 0.0f32;
        for w in 0..warps {
            total += partial[w];
        }
        let scale = 1.0 / total;
        for q in 0..16 {
            let j = t + q as u32 * threads;
            if j < cols {
                y[base + j as usize] = v[q] * scale;
            }
        }
    }
}

/// `softmax` with `PER` values per thread, tuned: a row of `cols` takes `cols / PER`
/// threads, so the candidates trade registers per thread for threads per row.
#[kernel(tune(PER = [4, 8, 16, 32]))]
pub fn softmax_tuned<const PER: usize>(x: &[f32], y: &mut [f32], cols: u32) {
    let partial = shared_array::<f32, 32>();
    // Column arithmetic in u32 (as CUDA C's `int`): 64-bit indices cost registers.
    let t = thread_idx().x;
    let threads = block_dim().x;
    let warps = (threads / 32) as usize;
    assert!(
        cols as usize <= PER * threads as usize,
        "softmax_tuned keeps PER values per thread: launch more threads per row"
    );
    let base = block_idx().x as usize * cols as usize;
    let mut v = [f32::NEG_INFINITY; PER];
    let mut m = f32::NEG_INFINITY;
    // Loads without branches around them, so all PER are in flight at once: past the end
    // of the row, read its first element and use -inf instead.
    for q in 0..PER {
        let j = t + q as u32 * threads;
        let inside = j < cols;
        let value = x[base + if inside { j as usize } else { 0 }];
        v[q] = if inside { value } else { f32::NEG_INFINITY };
        m = m.max(v[q]);
    }
    m = warp_max(m);
    if lane_id() == 0 {
        partial[(t / 32) as usize] = m;
    }
    sync_threads();
    let mut row_max = partial[0];
    for w in 1..warps {
        row_max = row_max.max(partial[w]);
    }
    sync_threads();
    let mut s = 0.0f32;
    for q in 0..PER {
        if t + q as u32 * threads < cols {
            v[q] = (v[q] - row_max).exp();
            s += v[q];
        }
    }
    s = warp_sum(s);
    if lane_id() == 0 {
        partial[(t / 32) as usize] = s;
    }
    sync_threads();
    let mut total = 0.0f32;
    for w in 0..warps {
        total += partial[w];
    }
    let scale = 1.0 / total;
    for q in 0..PER {
        let j = t + q as u32 * threads;
        if j < cols {
            y[base + j as usize] = v[q] * scale;
        }
    }
}

checked_and_unchecked! {
    /// C = A × B for row-major `m × k` A and `k × n` B, each dimension a multiple of 128.
    ///
    /// A block of 256 threads computes a 128 × 128 tile of C, stepping through K 8 at a time
    /// with two stages of shared memory: while it multiplies one stage, the next slice of B is
    /// in flight into the other (`pipeline::copy`, 16 bytes per thread) and the next slice of
    /// A in registers (a 16-byte load, stored transposed after the multiply). Each thread
    /// accumulates an 8 × 8 sub-tile — four 4 × 4 quads 64 rows and columns apart, so that a
    /// warp's 16-byte shared reads do not conflict — from two 16-byte reads of A and two of B
    /// per step: 64 multiply-adds for 4 shared-memory instructions. `launch_bounds` lets the
    /// compiler keep the 64 accumulators and the fragments in registers for two blocks per
    /// multiprocessor.
    @[launch_bounds = 256, min_blocks = 2]
    sgemm_checked, sgemm, (a: &[f32], b: &[f32], c: &mut [f32], m: u32, n: u32, k: u32) {
        let a_tile = shared_array::<[f32; 128], 16>();
        let b_tile = shared_array::<[f32; 128], 16>();
        let (n, k) = (n as usize, k as usize);
        let _ = m;
        let t = thread_idx().x as usize;
        let block_row = block_idx().y as usize * 128;
        let block_col = block_idx().x as usize * 128;
        // The 4 values of each 1024-value slice of A and of B this thread stages.
        let (a_row, a_col) = (t / 2, (t % 2) * 4);
        let (b_row, b_col) = (t / 32, (t % 32) * 4);
        let a_at = (block_row + a_row) * k + a_col;
        let b_at = b_row * n + block_col + b_col;
        let (ty, tx) = (t / 16, t % 16);
        let mut acc = [0.0f32; 64];
        pipeline::copy::<4>(b_tile[b_row], b_col, b, b_at);
        pipeline::commit();
        let v = a.load::<4>(a_at);
        for q in 0..4 {
            a_tile[a_col + q][a_row] = v[q];
        }
        pipeline::wait_prior(0);
        sync_threads();
        let steps = k / 8;
        for step in 0..steps {
            // (`step & 1`: a stage the translator knows is 0 or 1, so the rows need no checks.)
            let stage = step & 1;
            let other = (stage ^ 1) * 8;
            let next = step + 1 < steps;
            let mut ahead = [0.0f32; 4];
            if next {
                pipeline::copy::<4>(b_tile[other + b_row], b_col, b, b_at + (step + 1) * 8 * n);
                pipeline::commit();
                ahead = a.load::<4>(a_at + (step + 1) * 8);
            }
            for kk in 0..8 {
                let r = stage * 8 + kk;
                let a0 = a_tile[r].load::<4>(ty * 4);
                let a1 = a_tile[r].load::<4>(64 + ty * 4);
                let b0 = b_tile[r].load::<4>(tx * 4);
                let b1 = b_tile[r].load::<4>(64 + tx * 4);
                for i in 0..4 {
                    for j in 0..4 {
                        acc[i * 8 + j] += a0[i] * b0[j];
                        acc[i * 8 + 4 + j] += a0[i] * b1[j];
                        acc[(4 + i) * 8 + j] += a1[i] * b0[j];
                        acc[(4 + i) * 8 + 4 + j] += a1[i] * b1[j];
                    }
                }
            }
            if next {
                for q in 0..4 {
                    a_tile[other + a_col + q][a_row] = ahead[q];
                }
                pipeline::wait_prior(0);
            }
            sync_threads();
        }
        for i in 0..4 {
            for half in 0..2 {
                let row = block_row + half * 64 + ty * 4 + i;
                let r = (half * 4 + i) * 8;
                let at = row * n + block_col + tx * 4;
                c.store(at, [acc[r], acc[r + 1], acc[r + 2], acc[r + 3]]);
                c.store(at + 64, [acc[r + 4], acc[r + 5], acc[r + 6], acc[r + 7]]);
            }
        }
    }
}

/// `sgemm_checked` with `BM` rows of C per block, tuned: a block of `2 * BM` threads computes a
/// `BM` × 128 tile, each thread 8 × 8 (four 4 × 4 quads, `BM / 2` rows and 64 columns apart).
/// Smaller tiles give more blocks, for matrices of few tiles; larger ones reuse each load
/// more. `sgemm_tuned::<128>` has `sgemm_checked`'s layout. The shared tiles keep 128 rows whatever
/// `BM` is, and the quads' distance is `block_dim().x / 4` (the range analysis knows the
/// block's size, not `BM`'s), so that their indices are proven for every instance; B's slice
/// is staged in pieces of 16 bytes, `128 / BM` per thread.
#[kernel(tune(BM = [32, 64, 128]), launch_bounds = 256, min_blocks = 2)]
pub fn sgemm_tuned<const BM: usize>(a: &[f32], b: &[f32], c: &mut [f32], m: u32, n: u32, k: u32) {
    let a_tile = shared_array::<[f32; 128], 16>();
    let b_tile = shared_array::<[f32; 128], 16>();
    let (n, k) = (n as usize, k as usize);
    let _ = m;
    let t = thread_idx().x as usize;
    let block_row = block_idx().y as usize * BM;
    let block_col = block_idx().x as usize * 128;
    // The 4 values of A's `BM` × 8 slice this thread stages; B's 8 × 128 slice in pieces of 4,
    // `e` apart by the block's threads.
    let (a_row, a_col) = (t / 2, (t % 2) * 4);
    let a_at = (block_row + a_row) * k + a_col;
    let (ty, tx) = (t / 16, t % 16);
    // (The range analysis knows the block's size, below 256; the compiler, after the
    // assertion, that it is `2 * BM`: a constant of each instance.)
    let threads = block_dim().x as usize;
    assert!(threads == 2 * BM, "sgemm_tuned::<BM> takes blocks of 2 * BM threads");
    // (`/ 16 * 4`: a multiple of 4 floats the translator sees, for 16-byte shared reads.)
    let half = threads / 16 * 4;
    let mut acc = [0.0f32; 64];
    for part in 0..4 {
        let e = t + part * threads;
        // (`part < 256 / threads` the compiler folds, each instance taking `256 / (2 * BM)`
        // pieces; `e < 256` keeps the rows below 8 for the range analysis.)
        if part < 256 / threads && e < 256 {
            let (b_row, b_col) = (e / 32, (e % 32) * 4);
            pipeline::copy::<4>(b_tile[b_row], b_col, b, b_row * n + block_col + b_col);
        }
    }
    pipeline::commit();
    let v = a.load::<4>(a_at);
    for q in 0..4 {
        a_tile[a_col + q][a_row] = v[q];
    }
    pipeline::wait_prior(0);
    sync_threads();
    let steps = k / 8;
    for step in 0..steps {
        let stage = step & 1;
        let other = (stage ^ 1) * 8;
        let next = step + 1 < steps;
        let mut ahead = [0.0f32; 4];
        if next {
            for part in 0..4 {
                let e = t + part * threads;
                if part < 256 / threads && e < 256 {
                    let (b_row, b_col) = (e / 32, (e % 32) * 4);
                    pipeline::copy::<4>(
                        b_tile[other + b_row],
                        b_col,
                        b,
                        ((step + 1) * 8 + b_row) * n + block_col + b_col,
                    );
                }
            }
            pipeline::commit();
            ahead = a.load::<4>(a_at + (step + 1) * 8);
        }
        for kk in 0..8 {
            let r = stage * 8 + kk;
            let a0 = a_tile[r].load::<4>(ty * 4);
            let a1 = a_tile[r].load::<4>(half + ty * 4);
            let b0 = b_tile[r].load::<4>(tx * 4);
            let b1 = b_tile[r].load::<4>(64 + tx * 4);
            for i in 0..4 {
                for j in 0..4 {
                    acc[i * 8 + j] += a0[i] * b0[j];
                    acc[i * 8 + 4 + j] += a0[i] * b1[j];
                    acc[(4 + i) * 8 + j] += a1[i] * b0[j];
                    acc[(4 + i) * 8 + 4 + j] += a1[i] * b1[j];
                }
            }
        }
        if next {
            for q in 0..4 {
                a_tile[other + a_col + q][a_row] = ahead[q];
            }
            pipeline::wait_prior(0);
        }
        sync_threads();
    }
    for i in 0..4 {
        for h in 0..2 {
            let row = block_row + h * half + ty * 4 + i;
            let r = (h * 4 + i) * 8;
            let at = row * n + block_col + tx * 4;
            c.store(at, [acc[r], acc[r + 1], acc[r + 2], acc[r + 3]]);
            c.store(at + 64, [acc[r + 4], acc[r + 5], acc[r + 6], acc[r + 7]]);
        }
    }
}

/// The tensor-core GEMMs, C (f32) = A · B: 128 × 128 tiles of C per block of 8 warps, each
/// warp 32 × 64 (2 × 4 accumulators of 16 × 16 × `$kf`), K in steps of `$bk` through two
/// shared stages filled by `pipeline::copy` (`$vec` elements, 16 bytes, a copy) while the other
/// is multiplied. The shared tiles' rows are `$ald` and `$bld` elements: 16 bytes longer than
/// the tile (against bank conflicts; still a multiple of 16 bytes, as the tensor cores' loads
/// want). Every size and stride is a literal or a body constant of them, so that the range
/// analysis proves every tile load within its array and aligned. With `bias`, C =
/// relu(A · B + bias) (`bias` broadcast down the columns), the epilogue fused.
macro_rules! gemm_kernels {
    ($t:ty, k = $kf:literal, bk = $bk:literal, ld = ($ald:literal, $bld:literal), vec = $vec:literal,
     $checked:ident, $unchecked:ident $(, $bias:ident)?) => {
const _: () = assert!($bk / $kf == 2, "the kernels' K loop takes two fragments a stage");
checked_and_unchecked! {
    @[launch_bounds = 256]
    $checked, $unchecked, (a: &[$t], b: &[$t], $($bias: &[f32],)? c: &mut [f32], m: u32, n: u32, k: u32) {
        const A_TILES: usize = 2 * 128 * $ald;
        const B_TILES: usize = 2 * $bk * $bld;
        let a_s = shared_array::<$t, A_TILES>();
        let b_s = shared_array::<$t, B_TILES>();
        let (n, k) = (n as usize, k as usize);
        let _ = m;
        let t = thread_idx().x as usize;
        let warp = t / 32;
        let (wr, wc) = (warp / 2, warp % 2);
        let block_row = block_idx().y as usize * 128;
        let block_col = block_idx().x as usize * 128;
        let mut acc = [wmma::Fragment::<wmma::Accumulator, 16, 16, $kf, f32>::zeroed(); 8];
        let steps = k / $bk;
        // Stage 0: each thread copies two pieces of A's tile and two of B's.
        for q in 0..2 {
            let e = t + q * 256;
            let (ar, ac) = (e / ($bk / $vec), (e % ($bk / $vec)) * $vec);
            pipeline::copy::<$vec>(a_s, ar * $ald + ac, a, (block_row + ar) * k + ac);
            let (br, bc) = (e / (128 / $vec), (e % (128 / $vec)) * $vec);
            pipeline::copy::<$vec>(b_s, br * $bld + bc, b, br * n + block_col + bc);
        }
        pipeline::commit();
        for step in 0..steps {
            let stage = step & 1;
            if step + 1 < steps {
                let other = stage ^ 1;
                let k0 = (step + 1) * $bk;
                for q in 0..2 {
                    let e = t + q * 256;
                    let (ar, ac) = (e / ($bk / $vec), (e % ($bk / $vec)) * $vec);
                    pipeline::copy::<$vec>(a_s, other * 128 * $ald + ar * $ald + ac, a, (block_row + ar) * k + k0 + ac);
                    let (br, bc) = (e / (128 / $vec), (e % (128 / $vec)) * $vec);
                    pipeline::copy::<$vec>(b_s, other * $bk * $bld + br * $bld + bc, b, (k0 + br) * n + block_col + bc);
                }
                pipeline::commit();
                pipeline::wait_prior(1);
            } else {
                pipeline::wait_prior(0);
            }
            sync_threads();
            let a_base = stage * 128 * $ald + wr * 32 * $ald;
            let b_base = stage * $bk * $bld + wc * 64;
            // (`$bk / $kf` steps, 2 in every instance: a literal, so that the loop is unrolled.)
            for kk in 0..2 {
                let a0 = wmma::load_a::<wmma::RowMajor>(&a_s[a_base + kk * $kf..], $ald);
                let a1 = wmma::load_a::<wmma::RowMajor>(&a_s[a_base + 16 * $ald + kk * $kf..], $ald);
                for j in 0..4 {
                    let bj = wmma::load_b::<wmma::RowMajor>(&b_s[b_base + kk * $kf * $bld + j * 16..], $bld);
                    wmma::mma(&mut acc[j], &a0, &bj);
                    wmma::mma(&mut acc[4 + j], &a1, &bj);
                }
            }
            sync_threads();
        }
        for i in 0..2 {
            for j in 0..4 {
                let row = block_row + wr * 32 + i * 16;
                let col = block_col + wc * 64 + j * 16;
                let mut f = acc[i * 4 + j];
                $(
                    // The bias row, loaded as an accumulator with a leading dimension of 0
                    // (every row the same), added element by element: no layout needed.
                    let bias_tile: wmma::Fragment<wmma::Accumulator, 16, 16, $kf, f32> =
                        wmma::load_c::<wmma::RowMajor>(&$bias[col..], 0);
                    for e in 0..8 {
                        f.set(e, (f.get(e) + bias_tile.get(e)).max(0.0));
                    }
                )?
                wmma::store(c, row * n + col, n, &f);
            }
        }
    }
}
    };
}
gemm_kernels!(f16, k = 16, bk = 32, ld = (40, 136), vec = 8, hgemm_checked, hgemm);
gemm_kernels!(bf16, k = 16, bk = 32, ld = (40, 136), vec = 8, hgemm_bf16_checked, hgemm_bf16);
gemm_kernels!(f16, k = 16, bk = 32, ld = (40, 136), vec = 8, gemm_bias_relu_checked, gemm_bias_relu, bias);
// f32 multiplied as tf32 (each input rounded to 10 mantissa bits at the load, f32 sums).
gemm_kernels!(f32, k = 8, bk = 16, ld = (20, 132), vec = 4, sgemm_tf32_checked, sgemm_tf32);

/// C = relu(C + bias) with `bias` broadcast down the columns: the separate elementwise pass
/// after cuBLAS that the fused kernel saves (`n` columns).
#[kernel]
pub fn bias_relu(c: &mut [f32], bias: &[f32], n: usize) {
    let i = grid(1);
    if i < c.len() {
        c[i] = (c[i] + bias[i % n]).max(0.0);
    }
}

/// Poisons an output before a checked run, so a kernel that writes nothing cannot pass.
#[kernel]
pub fn fill(x: &mut [f32], value: f32) {
    let i = grid(1);
    if i < x.len() {
        x[i] = value;
    }
}

/// The transpose of a 2-D array, one thread per element: reads along rows, writes along
/// columns. (CUDA C twin: `bench/reference/transpose.cu`.)
#[kernel]
pub fn transpose_naive(a: &Array2<f32>, b: &mut Array2<f32>) {
    let (col, row) = grid(2);
    let (rows, cols) = a.dim();
    if row < rows && col < cols {
        b[[col, row]] = a[[row, col]];
    }
}

checked_and_unchecked! {
    /// The transpose through a 32 × 33 shared tile (the extra column keeps the column reads
    /// free of bank conflicts), blocks of 32 × 8 each moving a 32 × 32 tile: reads and writes
    /// both along rows.
    transpose_tiled, transpose_tiled_unchecked, (a: &Array2<f32>, b: &mut Array2<f32>) {
        let tile = shared_array::<[f32; 33], 32>();
        let (rows, cols) = a.dim();
        let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
        let (bx, by) = (block_idx().x as usize * 32, block_idx().y as usize * 32);
        for k in (0..32usize).step_by(8) {
            let (r, c) = (by + ty + k, bx + tx);
            if r < rows && c < cols {
                tile[ty + k][tx] = a[[r, c]];
            }
        }
        sync_threads();
        for k in (0..32usize).step_by(8) {
            let (r, c) = (bx + ty + k, by + tx);
            if r < cols && c < rows {
                b[[r, c]] = tile[tx][ty + k];
            }
        }
    }
}

checked_and_unchecked! {
    /// A 3 × 3 box blur over a pitched 2-D array, edges clamped. (Twin: `bench/reference/blur.cu`.)
    blur3, blur3_unchecked, (src: &Array2<f32>, dst: &mut Array2<f32>) {
        let (x, y) = grid(2);
        let (h, w) = src.dim();
        if y < h && x < w {
            let mut acc = 0.0f32;
            for dy in 0..3usize {
                for dx in 0..3usize {
                    let yy = (y + dy).max(1).min(h) - 1;
                    let xx = (x + dx).max(1).min(w) - 1;
                    acc += src[[yy, xx]];
                }
            }
            dst[[y, x]] = acc / 9.0;
        }
    }
}

/// The one-pass kernel of the mapped-memory rows: each element read once, written once.
#[kernel]
pub fn square_plus_one(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i] * x[i] + 1.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SGEMM kernels (both stages of shared memory, the copies in flight, the quads) on the
    /// simulator against the CPU, on a 128 × 256 × 64 product: two blocks, eight steps of K.
    #[test]
    fn sgemm_matches_the_cpu_on_the_simulator() {
        let (m, n, k) = (128usize, 256usize, 64usize);
        let mut seed = 0x2545_f491_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 2001) as f32 / 1000.0 - 1.0
        };
        let a: Vec<f32> = (0..m * k).map(|_| next()).collect();
        let b: Vec<f32> = (0..k * n).map(|_| next()).collect();
        let mut want = vec![0.0f32; m * n];
        for i in 0..m {
            for j in 0..n {
                want[i * n + j] = (0..k).map(|q| a[i * k + q] as f64 * b[q * n + j] as f64).sum::<f64>() as f32;
            }
        }
        let dev = Device::simulator();
        let (da, db) = (dev.to_device(&a).unwrap(), dev.to_device(&b).unwrap());
        for checked in [true, false] {
            let mut dc = dev.to_device(&vec![f32::NAN; m * n]).unwrap();
            let grid = Grid::new(((n / 128) as u32, (m / 128) as u32), 256u32);
            let (mu, nu, ku) = (m as u32, n as u32, k as u32);
            if checked {
                sgemm_checked.launch(grid, &da, &db, &mut dc, mu, nu, ku).unwrap();
            } else {
                sgemm.launch(grid, &da, &db, &mut dc, mu, nu, ku).unwrap();
            }
            let got = dc.to_vec().unwrap();
            // (Errors relative to the size of a product's terms, 1: sums of 64 of them cancel.)
            let worst = crate::check::worst_relative_error(&got, &want, 1.0);
            assert!(worst < 1e-5, "checked {checked}: worst error {worst:e}");
        }
        // The tuned kernel, each candidate (blocks of `2 * BM` threads over `BM`-row tiles) and
        // a tuned launch.
        let (mu, nu, ku) = (m as u32, n as u32, k as u32);
        let rows = |bm: u32| Grid::new(((n / 128) as u32, m as u32 / bm), 2 * bm);
        let check = |dc: &DeviceBuffer<f32>, what: &str| {
            let worst = crate::check::worst_relative_error(&dc.to_vec().unwrap(), &want, 1.0);
            assert!(worst < 1e-5, "{what}: worst error {worst:e}");
        };
        let mut dc = dev.to_device(&vec![f32::NAN; m * n]).unwrap();
        sgemm_tuned::<32>.launch(rows(32), &da, &db, &mut dc, mu, nu, ku).unwrap();
        check(&dc, "sgemm_tuned::<32>");
        let mut dc = dev.to_device(&vec![f32::NAN; m * n]).unwrap();
        sgemm_tuned::<64>.launch(rows(64), &da, &db, &mut dc, mu, nu, ku).unwrap();
        check(&dc, "sgemm_tuned::<64>");
        let mut dc = dev.to_device(&vec![f32::NAN; m * n]).unwrap();
        sgemm_tuned::<128>.launch(rows(128), &da, &db, &mut dc, mu, nu, ku).unwrap();
        check(&dc, "sgemm_tuned::<128>");
        let mut dc = dev.to_device(&vec![f32::NAN; m * n]).unwrap();
        let tuned = Grid::tuned(|[bm]| rows(bm));
        sgemm_tuned.launch_tuned(tuned, &da, &db, &mut dc, mu, nu, ku).unwrap();
        check(&dc, "sgemm_tuned, tuned");
    }

    /// Small integers from a seed: every product and sum exact, so the tensor cores' result is.
    fn small_ints(n: usize, mut seed: u64) -> Vec<f32> {
        (0..n)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed % 7) as f32 - 3.0
            })
            .collect()
    }

    fn product(a: &[f32], b: &[f32], (m, n, k): (usize, usize, usize)) -> Vec<f32> {
        let mut c = vec![0.0f32; m * n];
        for i in 0..m {
            for j in 0..n {
                c[i * n + j] = (0..k).map(|q| a[i * k + q] * b[q * n + j]).sum::<f32>();
            }
        }
        c
    }

    #[test]
    fn tensor_core_gemms_match_the_cpu_on_the_simulator() {
        let (m, n, k) = (128usize, 256usize, 96usize);
        let (fa, fb) = (small_ints(m * k, 0x9e37_79b9), small_ints(k * n, 0x1234_5678));
        let bias = small_ints(n, 0xabcd);
        let want = product(&fa, &fb, (m, n, k));
        let fused: Vec<f32> = want.iter().enumerate().map(|(i, v)| (v + bias[i % n]).max(0.0)).collect();
        let dev = Device::simulator();
        let a: Vec<f16> = fa.iter().map(|&x| f16::from_f32(x)).collect();
        let b: Vec<f16> = fb.iter().map(|&x| f16::from_f32(x)).collect();
        let (da, db) = (dev.to_device(&a).unwrap(), dev.to_device(&b).unwrap());
        let (ta, tb, dbias) = (dev.to_device(&fa).unwrap(), dev.to_device(&fb).unwrap(), dev.to_device(&bias).unwrap());
        let grid = Grid::new(((n / 128) as u32, (m / 128) as u32), 256u32);
        let (mu, nu, ku) = (m as u32, n as u32, k as u32);
        for checked in [true, false] {
            let run = |f: &dyn Fn(&mut DeviceBuffer<f32>) -> ferrocuda::Result<()>| {
                let mut dc = dev.to_device(&vec![f32::NAN; m * n]).unwrap();
                f(&mut dc).unwrap();
                dc.to_vec().unwrap()
            };
            let hg = run(&|dc| {
                if checked {
                    hgemm_checked.launch(grid, &da, &db, dc, mu, nu, ku)
                } else {
                    hgemm.launch(grid, &da, &db, dc, mu, nu, ku)
                }
            });
            assert_eq!(hg, want, "hgemm, checked {checked}");
            let tf = run(&|dc| {
                if checked {
                    sgemm_tf32_checked.launch(grid, &ta, &tb, dc, mu, nu, ku)
                } else {
                    sgemm_tf32.launch(grid, &ta, &tb, dc, mu, nu, ku)
                }
            });
            assert_eq!(tf, want, "tf32 sgemm, checked {checked}");
            let fu = run(&|dc| {
                if checked {
                    gemm_bias_relu_checked.launch(grid, &da, &db, &dbias, dc, mu, nu, ku)
                } else {
                    gemm_bias_relu.launch(grid, &da, &db, &dbias, dc, mu, nu, ku)
                }
            });
            assert_eq!(fu, fused, "gemm + bias + relu, checked {checked}");
        }
        let mut c = dev.to_device(&want).unwrap();
        bias_relu.launch(Grid::for_elements(m * n), &mut c, &dbias, n).unwrap();
        assert_eq!(c.to_vec().unwrap(), fused, "bias_relu");
    }
}
