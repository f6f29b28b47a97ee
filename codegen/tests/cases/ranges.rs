// Checks proven by the ranges of values an index can take: `for` variables over constant
// ranges, `thread_idx()` below the launch bounds, `%`, `&`, arithmetic of them and immutable
// locals bound to them — and, beside each, the near miss that keeps its check.

#[kernel(launch_bounds = 128)]
pub fn ranges(x: &[f32], y: &mut [f32], s: usize) {
    let tile = shared_array::<f32, 512>();
    let rows = shared_array::<[f32; 8], 16>();
    let t = thread_idx().x as usize;
    tile[t * 4 + 3] = x[t]; // 127 * 4 + 3 = 511: no check
    tile[t * 4 + 4] = x[t]; // 512: checked
    sync_threads();
    let mut acc = [0.0f32; 8];
    for k in 0..8 {
        let r = (s & 1) * 8 + k; // at most 15
        acc[k] = rows[r][k] + rows[s % 16][7 - k] + tile[(s + k) % 512];
        acc[k] += rows[r + 1][k]; // 16: checked
    }
    for k in 0..=8 {
        acc[k % 8] += tile[k * 64]; // 512 at k = 8: checked
    }
    let (row, col) = (t / 16, t % 16); // 0..8 and 0..16
    acc[0] += rows[row][col / 2];
    let v = tile.load::<4>(t * 4);
    y.store(t * 4, [acc[0], acc[1], acc[2], v[3]]);
    let w = tile.load::<4>(t * 4 + 1); // 509..513: checked
    y[t] += w[0];
    // A body constant's value, and a `step_by` loop's last value (496, not 511).
    const STRIDE: usize = 8 * 8;
    for k in (0..512).step_by(16) {
        y[t] += tile[k + 15] + rows[STRIDE / 8][0] + tile[k + 16]; // 511, 8: none; 512: checked
    }
}

// A guard against a constant bounds its local where it holds (`e < 256`: `e / 32` is below
// 8), and `block_dim()` is at most the launch bounds (`block_dim().x / 32` warps, below 4
// for 128 threads); beside each, the near miss.
#[kernel(launch_bounds = 128)]
pub fn guarded_ranges(x: &[f32], y: &mut [f32], s: usize) {
    let rows = shared_array::<[f32; 8], 8>();
    let partial = shared_array::<f32, 4>();
    let t = thread_idx().x as usize;
    let e = t + s;
    if e < 256 {
        rows[e / 32][t % 8] = x[t]; // below 8: no check
    }
    if e <= 256 {
        rows[e / 32][t % 8] = x[t]; // 8 at e = 256: checked
    }
    rows[e / 32][0] = 1.0; // no guard: checked
    sync_threads();
    let warps = (block_dim().x / 32) as usize;
    for w in 0..warps {
        partial[w] = rows[w][0]; // below 4: no check
    }
    for w in 0..=warps {
        partial[w] = 2.0; // 4 at w = warps: checked (proven for blocks of at most 64 threads)
    }
    sync_threads();
    y[t] = partial[t % 4];
}
