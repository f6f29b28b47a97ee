// Type errors in a body point at the user's expression: an intrinsic's argument of another
// type than its fixed one, and a slice indexed by other than one `usize`.
use ferrocuda::prelude::*;

#[kernel]
pub fn predicate_not_bool(ary_in: &[i32], out: &mut [u32]) {
    let i = grid(1);
    out[i] = warp::all_sync(0xffffffff, ary_in[i]) as u32;
    out[i] = warp::ballot(ary_in[i]);
}

#[kernel]
pub fn mask_not_u32(x: &[f32], out: &mut [f32]) {
    let i = grid(1);
    let mask = 0xffffffffu64;
    out[i] = warp::shfl_down_sync(mask, x[i], 1);
}

#[kernel]
pub fn slice_indexed_by_a_tuple(a: &[f32], out: &mut [f32]) {
    let i = grid(1);
    let j = 2usize;
    out[i] = a[(i, j)];
}

#[kernel]
pub fn slice_indexed_by_two(a: &[f32], out: &mut [f32]) {
    let i = grid(1);
    out[i] = a[[i, 1]];
}

#[kernel]
pub fn slice_indexed_by_u32(a: &[f32], out: &mut [f32]) {
    let i = grid(1);
    let k = i as u32;
    out[i] = a[k];
}

#[kernel]
pub fn count_predicate_not_bool(x: &[u32], out: &mut [u32]) {
    let i = grid(1);
    out[i] = sync_threads_count(x[i]);
}

#[kernel]
pub fn atomic_value_of_another_type(counts: &mut [u32]) {
    let i = grid(1);
    atomic::add(counts, i, 1.5f32);
}

#[kernel]
pub fn local_array_indexed_by_i32(out: &mut [f32]) {
    let i = grid(1);
    let a = [1.0f32; 4];
    let k = 2i32;
    out[i] = a[k];
}

#[kernel]
pub fn shared_rows_indexed_by_u32(out: &mut [f32]) {
    let t = shared_array::<[f32; 8], 8>();
    let r = thread_idx().x;
    t[0][0] = 1.0;
    sync_threads();
    out[0] = t[0][r];
}

fn main() {}
