// Warp operations, full-mask and `_sync(mask, …)`, and the lane.

#[kernel]
pub fn warps(x: &[f32], y: &mut [f32], bits: &mut [u32]) {
    let i = grid(1);
    let mut v = x[i];
    let mut offset = 16;
    while offset > 0 {
        v += warp::shfl_down(v, offset);
        offset /= 2;
    }
    let lane = lane_id();
    y[i] = v + warp::shfl(v, 0) + warp::shfl_up(v, 1) + warp::shfl_xor(v, lane % 4) + warp::shfl_sync(0xffff, v, 3);
    bits[i] = warp::ballot(v > 0.0) ^ warp::active_mask() ^ warp::match_any(lane / 8) ^ WARP_SIZE;
    if warp::all(v > 0.0) || warp::any_sync(0xffffffff, v < -1.0) {
        sync_warp();
        bits[i] += 1;
    }
}
