// Split-phase barriers (`mbarrier::init`, `arrive`, `wait`, `try_wait`, and `pipeline::arrive_on`
// after asynchronous copies) on the `u64`s of shared arrays, in a producer/consumer handoff;
// and `warp::elect_one`, of the warp and of a mask.

/// A producer warp hands tiles to a consumer warp through two stages, each guarded by a
/// "full" and an "empty" barrier.
#[kernel]
pub fn two_stage_handoff(x: &[f32], y: &mut [f32], tiles: usize) {
    let stage = shared_array::<f32, 64>();
    let full = shared_array::<u64, 2>();
    let empty = shared_array::<u64, 2>();
    let t = thread_idx().x as usize;
    if t == 0 {
        for s in 0..2 {
            mbarrier::init(&full, s, 32);
            mbarrier::init(&empty, s, 32);
        }
    }
    sync_threads();
    for k in 0..tiles {
        let s = k % 2;
        let round = (k / 2) as u32;
        if t < 32 {
            mbarrier::wait(&empty, s, round + 1);
            if k % 4 == 0 {
                stage[s * 32 + t] = x[k * 32 + t];
                mbarrier::arrive(&full, s);
            } else {
                pipeline::copy::<1>(stage, s * 32 + t, x, k * 32 + t);
                pipeline::arrive_on(&full, s);
            }
        } else {
            while !mbarrier::try_wait(&full, s, round) {}
            y[k * 32 + t - 32] = stage[s * 32 + t - 32];
            mbarrier::arrive(&empty, s);
        }
    }
}

/// One lane of each warp, and one of the lanes of a mask, counts itself.
#[kernel]
pub fn elected_counts(mask: u32, counts: &mut [u32]) {
    if warp::elect_one() {
        atomic::add(counts, 0, 1);
    }
    if mask & (1 << lane_id()) != 0 && warp::elect_one_sync(mask) {
        atomic::add(counts, 1, 1);
    }
}

/// Warpgroup 0 gives registers up to the others.
#[kernel(launch_bounds = 384)]
pub fn warpgroup_roles(y: &mut [u32]) {
    let g = warpgroup::index();
    if g == 0 {
        warpgroup::release_registers(40);
    } else {
        warpgroup::set_max_registers(232);
    }
    y[thread_idx().x as usize] = g;
}

/// A phase that waits for bytes as well as arrivals.
#[kernel]
pub fn counted_bytes(x: &[f32], y: &mut [f32]) {
    let tile = shared_array::<f32, 32>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
        mbarrier::expect_tx(&bar, 0, 64);
    }
    sync_threads();
    if t < 32 {
        if t == 0 {
            mbarrier::arrive_expect_tx(&bar, 0, 64);
        }
        tile[t] = x[t];
        threadfence_block();
        mbarrier::complete_tx(&bar, 0, 4);
    } else {
        mbarrier::wait(&bar, 0, 0);
        y[t - 32] = tile[63 - t];
    }
}
