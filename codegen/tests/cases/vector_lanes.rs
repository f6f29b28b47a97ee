// The shapes of statements a `_lanes_v` twin makes vector accesses of, and those it leaves to
// each lane (see lanes.rs).

// A `let` reading two slices, a store of a neighbour's element (`x[i + 1]`: aligned only
// where the lanes' elements are, which the run-time test says), a pure device-fn-like method.
#[kernel]
pub fn neighbours(x: &[f32], w: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i + 1 < x.len() && i < y.len() {
        let (a, b) = (x[i], w[i]);
        y[i] = (a * b).max(x[i + 1]);
    }
}

// A read through an index read from memory (`x[idx[i]]`: each lane's own), and a store whose
// index is a mutable local (each lane's own: it may change between statements).
#[kernel]
pub fn gathered(idx: &[u32], x: &[f32], y: &mut [f32]) {
    let mut i = grid(1);
    if i < y.len() {
        y[i] = x[idx[i] as usize];
        i += 0;
        y[i] += 1.0;
    }
}

// An atomic in the statement: its reads stay each lane's, after the atomic (it writes memory).
#[kernel]
pub fn counted(x: &[u32], bins: &mut [u32], y: &mut [u32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = atomic::add(bins, (x[i] % 16) as usize, 1u32) + x[i];
    }
}

// Compound assignments to memory: each lane's value and the element it updates are read
// before any lane stores (one vector access each where the lanes' elements fit), then each
// lane's update (`/=` keeps its division check) and store. An index read from memory
// (`h[idx[i]]`) is evaluated once, so that statement stays each lane's own.
#[kernel]
pub fn updated(a: f32, x: &[f32], y: &mut [f32], h: &mut [f16], n: &mut [u32], d: &[u32], idx: &[u32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] += a * x[i];
        h[i] *= f16::from_f32(a);
        n[i] /= d[i];
        h[idx[i] as usize] -= f16::ONE;
    }
}

// The lane queries: each lane's logical thread's place in its warp (`fc::vlane_lane_id` of
// its x index), not the thread's `%laneid`.
#[kernel(unchecked)]
pub fn lane_ids(x: &mut [u32], m: &mut [u32]) {
    let i = grid(1);
    if i < x.len() && i < m.len() {
        x[i] = lane_id();
        m[i] = warp::lanemask_lt() ^ warp::lanemask_ge();
    }
}
