// An intrinsic's argument of another type than its fixed one (an atomic's index, a vote's
// predicate, a shuffle's lane): rustc's own error, at the argument.
use ferrocuda::prelude::*;

#[kernel]
pub fn atomic_index_u32(y: &mut [u32]) {
    let i = grid(1) as u32;
    atomic::add(y, i, 1u32);
}

#[kernel]
pub fn vote_not_bool(y: &mut [u32]) {
    let t = thread_idx().x;
    let all = warp::all_sync(u32::MAX, t);
    y[0] = all as u32;
}

#[kernel]
pub fn shuffle_lane_usize(y: &mut [f32]) {
    let t = thread_idx().x as usize;
    let v = warp::shfl(1.0f32, t);
    y[t] = v;
}

fn main() {}
