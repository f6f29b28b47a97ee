//! Split-phase barriers (`mbarrier::…`) and `warp::elect_one`: a producer warp and consumer
//! warps passing tiles through a ring of shared-memory stages, each stage guarded by a
//! "full" and an "empty" barrier, against a CPU reference (the producer writing the stage, or
//! issuing asynchronous copies whose landing is its arrival); a wait that polls
//! (`try_wait`); and the misuses — a wait that can never end, a barrier used before its
//! `init` or without a `sync_threads()` after it, a bad count, a barrier index out of range —
//! each a kernel panic that says what happened, never a hang.

use ferrocuda::prelude::*;
use ferrocuda::{Device, Error, Grid, KernelPanic};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// Tests that run on every device.
pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("mbarrier_producer_consumer_ring", ring_test),
        ("mbarrier_ring_fed_by_async_copies", async_ring_test),
        ("warpgroups_specialized_with_registers_moved", warpgroups_test),
        ("mbarrier_try_wait_polls", try_wait_test),
        ("mbarrier_transaction_counts", transaction_test),
        ("elect_one_picks_the_lowest_lane", elect_one_test),
        ("panic_mbarrier_bad_count", bad_count_test),
        ("panic_mbarrier_index_out_of_range", bad_index_test),
    ]
}

/// Tests of what only the simulator can tell (a GPU hangs for 10 s or reads garbage).
pub fn sim_only() -> Vec<DeviceTest> {
    vec![
        ("mbarrier_wrong_parity_is_a_deadlock", wrong_parity_test),
        ("mbarrier_use_before_init", before_init_test),
        ("mbarrier_init_needs_a_barrier_after", unsynced_init_test),
        ("mbarrier_race_without_the_wait", race_without_wait_test),
        ("mbarrier_bytes_outstanding_is_a_deadlock", bytes_outstanding_test),
    ]
}

/// Tests that need a GPU: the wait that never ends is a panic after 10 s there.
pub fn gpu_only() -> Vec<DeviceTest> {
    vec![("panic_mbarrier_deadlock_times_out", gpu_deadlock_test)]
}

const STAGES: usize = 3;
const TILE: usize = 64;
/// Two consumer warps, one thread per element of a tile.
const CONSUMERS: u32 = 64;

/// Block `b` passes tiles `b * tiles .. (b + 1) * tiles` of `x` (64 elements each) through a
/// ring of three shared stages: warp 0 copies a tile into a free stage and arrives at its
/// "full" barrier; warps 1 and 2 wait for it, write `y[i] = t[i] + 2 t[i + 1 mod 64]` of the
/// tile, and arrive at its "empty" barrier, which the producer waits for before it fills the
/// stage again. Phases are numbered by the round of the ring: round `r` of stage `s` waits
/// for phase `r` of `full[s]`, and the producer for phase `r - 1` of `empty[s]` (round 0's
/// wait, for the phase before the first, passes at once).
#[kernel]
pub fn ring_of_stages(x: &[f32], y: &mut [f32], tiles: usize) {
    let stage = shared_array::<f32, 192>();
    let full = shared_array::<u64, 3>();
    let empty = shared_array::<u64, 3>();
    let t = thread_idx().x as usize;
    if t == 0 {
        for s in 0..STAGES {
            mbarrier::init(&full, s, 32);
            mbarrier::init(&empty, s, CONSUMERS);
        }
    }
    sync_threads();
    let first = block_idx().x as usize * tiles;
    for k in 0..tiles {
        let s = k % STAGES;
        let round = (k / STAGES) as u32;
        let at = (first + k) * TILE;
        if t < 32 {
            mbarrier::wait(&empty, s, round + 1);
            stage[s * TILE + t] = x[at + t];
            stage[s * TILE + t + 32] = x[at + t + 32];
            mbarrier::arrive(&full, s);
        } else {
            let c = t - 32;
            mbarrier::wait(&full, s, round);
            y[at + c] = stage[s * TILE + c] + 2.0 * stage[s * TILE + (c + 1) % TILE];
            mbarrier::arrive(&empty, s);
        }
    }
}

fn ring_reference(x: &[f32]) -> Vec<f32> {
    ring_reference_of(x, TILE)
}

/// `y[i] = t[i] + 2 t[i + 1 mod tile]` of each tile of `x`.
fn ring_reference_of(x: &[f32], tile: usize) -> Vec<f32> {
    x.chunks(tile).flat_map(|t| (0..tile).map(move |c| t[c] + 2.0 * t[(c + 1) % tile])).collect()
}

fn ring_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("mbarrier_ring");
    // Enough tiles that every stage goes round several times, and not a multiple of the ring.
    let (blocks, tiles) = (2 + rng.below(3) as usize, 7 + rng.below(6) as usize);
    let x = rng.vec_f32(blocks * tiles * TILE, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; x.len()]))?;
    fc(ring_of_stages.launch(Grid::new(blocks as u32, 32 + CONSUMERS), &dx, &mut dy, tiles))?;
    compare("y", &fc(dy.to_vec())?, &ring_reference(&x), |a, b| close_f32(*a, *b, 1e-6))
}

/// `ring_of_stages` with a producer that never waits for its own copies: each lane issues
/// `pipeline::copy`s into the stage, and the barrier's arrival is made when they land
/// (`pipeline::arrive_on`).
#[kernel]
pub fn ring_of_async_copies(x: &[f32], y: &mut [f32], tiles: usize) {
    let stage = shared_array::<f32, 192>();
    let full = shared_array::<u64, 3>();
    let empty = shared_array::<u64, 3>();
    let t = thread_idx().x as usize;
    if t == 0 {
        for s in 0..STAGES {
            mbarrier::init(&full, s, 32);
            mbarrier::init(&empty, s, CONSUMERS);
        }
    }
    sync_threads();
    let first = block_idx().x as usize * tiles;
    for k in 0..tiles {
        let s = k % STAGES;
        let round = (k / STAGES) as u32;
        let at = (first + k) * TILE;
        if t < 32 {
            mbarrier::wait(&empty, s, round + 1);
            pipeline::copy::<2>(stage, s * TILE + 2 * t, x, at + 2 * t);
            pipeline::arrive_on(&full, s);
        } else {
            let c = t - 32;
            mbarrier::wait(&full, s, round);
            y[at + c] = stage[s * TILE + c] + 2.0 * stage[s * TILE + (c + 1) % TILE];
            mbarrier::arrive(&empty, s);
        }
    }
}

fn async_ring_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("mbarrier_async_ring");
    let (blocks, tiles) = (2 + rng.below(3) as usize, 7 + rng.below(6) as usize);
    let x = rng.vec_f32(blocks * tiles * TILE, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; x.len()]))?;
    fc(ring_of_async_copies.launch(Grid::new(blocks as u32, 32 + CONSUMERS), &dx, &mut dy, tiles))?;
    compare("y", &fc(dy.to_vec())?, &ring_reference(&x), |a, b| close_f32(*a, *b, 1e-6))
}

/// Three warpgroups, specialized as Hopper GEMMs are: the first copies tiles of 256 into a
/// ring of three stages, having given registers up (`release_registers`), for the other two
/// to take (`set_max_registers`) as they compute on the stages.
#[kernel(launch_bounds = 384)]
pub fn specialized_warpgroups(x: &[f32], y: &mut [f32], tiles: usize) {
    let stage = shared_array::<f32, 768>();
    let full = shared_array::<u64, 3>();
    let empty = shared_array::<u64, 3>();
    let t = thread_idx().x as usize;
    if t == 0 {
        for s in 0..3 {
            mbarrier::init(&full, s, 128);
            mbarrier::init(&empty, s, 256);
        }
    }
    sync_threads();
    let first = block_idx().x as usize * tiles;
    if warpgroup::index() == 0 {
        warpgroup::release_registers(40);
        for k in 0..tiles {
            let (s, round) = (k % 3, (k / 3) as u32);
            mbarrier::wait(&empty, s, round + 1);
            pipeline::copy::<2>(stage, s * 256 + 2 * t, x, (first + k) * 256 + 2 * t);
            pipeline::arrive_on(&full, s);
        }
    } else {
        warpgroup::set_max_registers(232);
        let c = t - 128;
        for k in 0..tiles {
            let (s, round) = (k % 3, (k / 3) as u32);
            mbarrier::wait(&full, s, round);
            y[(first + k) * 256 + c] = stage[s * 256 + c] + 2.0 * stage[s * 256 + (c + 1) % 256];
            mbarrier::arrive(&empty, s);
        }
    }
}

fn warpgroups_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("specialized_warpgroups");
    let (blocks, tiles) = (1 + rng.below(3) as usize, 4 + rng.below(5) as usize);
    let x = rng.vec_f32(blocks * tiles * 256, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; x.len()]))?;
    fc(specialized_warpgroups.launch(Grid::new(blocks as u32, 384u32), &dx, &mut dy, tiles))?;
    compare("y", &fc(dy.to_vec())?, &ring_reference_of(&x, 256), |a, b| close_f32(*a, *b, 1e-6))
}

/// A phase that waits for bytes as well as arrivals: thread 0 expects the tile's 256 bytes
/// and arrives (the barrier counts one arrival); each lane of warp 0 writes its 8 bytes and
/// reports them landed (`complete_tx` is relaxed: the fence before it publishes the writes);
/// warp 1 waits for the phase. With `short`, 8 bytes are never reported.
#[kernel]
pub fn transfer_counts(x: &[f32], y: &mut [f32], short: bool) {
    let tile = shared_array::<f32, 64>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
    }
    sync_threads();
    if t < 32 {
        if t == 0 {
            mbarrier::arrive_expect_tx(&bar, 0, 256);
        }
        tile[t] = x[t];
        tile[t + 32] = x[t + 32];
        threadfence_block();
        if !(short && t == 31) {
            mbarrier::complete_tx(&bar, 0, 8);
        }
    } else {
        mbarrier::wait(&bar, 0, 0);
        let c = t - 32;
        y[c] = tile[c] + 2.0 * tile[(c + 1) % 64];
    }
}

fn transaction_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("mbarrier_tx");
    let x = rng.vec_f32(64, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&[f32::NAN; 32]))?;
    fc(transfer_counts.launch(Grid::new(1, 64), &dx, &mut dy, false))?;
    let want: Vec<f32> = (0..32).map(|c| x[c] + 2.0 * x[(c + 1) % 64]).collect();
    compare("y", &fc(dy.to_vec())?, &want, |a, b| close_f32(*a, *b, 1e-6))
}

fn bytes_outstanding_test(dev: &Device) -> TestResult {
    let dx = fc(dev.to_device(&[1.0f32; 64]))?;
    let mut dy = fc(dev.to_device(&[f32::NAN; 32]))?;
    fc(transfer_counts.launch(Grid::new(1, 64), &dx, &mut dy, true))?;
    let p = panic_of(dy.to_vec(), "transfer_counts")?;
    check!(
        p.message.contains("(phase 0: 1 of 1 arrivals, 8 bytes of transfers outstanding)"),
        "message: {}",
        p.message
    );
    Ok(())
}

/// Warp 1 polls `try_wait` until warp 0 has written `x` into shared memory and arrived,
/// counting nothing but the answer; each lane then copies one element out.
#[kernel]
pub fn polled_handoff(x: &[u32], y: &mut [u32]) {
    let tile = shared_array::<u32, 32>();
    let ready = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&ready, 0, 32);
    }
    sync_threads();
    if t < 32 {
        tile[t] = x[t] * 3 + 1;
        mbarrier::arrive(&ready, 0);
    } else {
        while !mbarrier::try_wait(&ready, 0, 0) {}
        y[t - 32] = tile[63 - t];
    }
}

fn try_wait_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("mbarrier_try_wait");
    let x: Vec<u32> = (0..32).map(|_| rng.below(1 << 20) as u32).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(polled_handoff.launch(Grid::new(1, 64), &dx, &mut dy))?;
    let want: Vec<u32> = (0..32).map(|k| x[31 - k] * 3 + 1).collect();
    exact("y", &fc(dy.to_vec())?, &want)
}

/// Each warp elects one lane of the whole warp, and one of the lanes of `mask`; the elected
/// lanes write their lane numbers.
#[kernel]
pub fn elected_lanes(mask: u32, out: &mut [u32]) {
    let t = thread_idx().x as usize;
    let lane = lane_id();
    let warp = t / 32;
    if warp::elect_one() {
        out[2 * warp] = lane;
    }
    if mask & (1 << lane) != 0 && warp::elect_one_sync(mask) {
        out[2 * warp + 1] = lane;
    }
}

fn elect_one_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("elect_one");
    let mask = (rng.next() as u32) | (1 << 31);
    let mut out = fc(dev.to_device(&[u32::MAX; 8]))?;
    fc(elected_lanes.launch(Grid::new(1, 128), mask, &mut out))?;
    let low = mask.trailing_zeros();
    exact("elected", &fc(out.to_vec())?, &[0, low, 0, low, 0, low, 0, low])
}

/// A barrier initialized with the count the launch passes (0 is refused).
#[kernel]
pub fn barrier_counting(count: u32, y: &mut [u32]) {
    let bar = shared_array::<u64, 2>();
    if thread_idx().x == 0 {
        mbarrier::init(&bar, 0, count);
    }
    sync_threads();
    y[thread_idx().x as usize] = count;
}

/// A barrier index past the shared array's end.
#[kernel]
pub fn barrier_past_end(k: usize, y: &mut [u32]) {
    let bar = shared_array::<u64, 2>();
    if thread_idx().x == 0 {
        mbarrier::init(&bar, k, 1);
    }
    sync_threads();
    y[thread_idx().x as usize] = 1;
}

/// The panic of `r`, which must be of `kernel`, in this file.
fn panic_of(r: ferrocuda::Result<impl std::fmt::Debug>, kernel: &str) -> Result<KernelPanic, String> {
    match r {
        Err(Error::KernelPanic(p)) if p.kernel == kernel && p.file.ends_with("tests/suite/barriers.rs") => Ok(p),
        other => Err(format!("expected a panic of `{kernel}` in barriers.rs, got {other:?}")),
    }
}

fn bad_count_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(barrier_counting.launch(Grid::new(1, 32), 0, &mut y))?;
    let p = panic_of(y.to_vec(), "barrier_counting")?;
    check!(p.message.contains("`mbarrier::init` with a count of 0"), "message: {}", p.message);
    check!(p.thread == [0, 0, 0], "thread 0 panicked: {p:?}");
    // The largest count is fine.
    let mut y = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(barrier_counting.launch(Grid::new(1, 32), (1 << 20) - 1, &mut y))?;
    exact("y", &fc(y.to_vec())?, &[(1 << 20) - 1; 32])
}

fn bad_index_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(barrier_past_end.launch(Grid::new(1, 32), 2, &mut y))?;
    let p = panic_of(y.to_vec(), "barrier_past_end")?;
    check!(p.message == "index out of bounds: the len is 2 but the index is 2", "message: {}", p.message);
    Ok(())
}

/// Every thread waits for phase `parity` of a barrier that counts 64 arrivals, of which only
/// 32 come: for 0 a wait that cannot end; for 1 the phase before the first, no wait at all.
#[kernel]
pub fn half_arrive(parity: u32, y: &mut [u32]) {
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&bar, 0, 64);
    }
    sync_threads();
    if t < 32 {
        mbarrier::arrive(&bar, 0);
    }
    mbarrier::wait(&bar, 0, parity);
    y[t] = parity;
}

fn wrong_parity_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[u32::MAX; 64]))?;
    fc(half_arrive.launch(Grid::new(1, 64), 0, &mut y))?;
    let p = panic_of(y.to_vec(), "half_arrive")?;
    check!(
        p.message.starts_with("deadlock: thread ")
            && p.message.contains("waits for the phase of parity 0 of a barrier (phase 0: 32 of 64 arrivals)"),
        "message: {}",
        p.message
    );
    // Waiting on the phase before the first returns at once.
    let mut y = fc(dev.to_device(&[u32::MAX; 64]))?;
    fc(half_arrive.launch(Grid::new(1, 64), 1, &mut y))?;
    exact("y", &fc(y.to_vec())?, &[1; 64])
}

fn gpu_deadlock_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[u32::MAX; 64]))?;
    let start = std::time::Instant::now();
    fc(half_arrive.launch(Grid::new(1, 64), 0, &mut y))?;
    let p = panic_of(y.to_vec(), "half_arrive")?;
    check!(p.message.starts_with("deadlock: a barrier phase did not complete in 10 s"), "message: {}", p.message);
    let waited = start.elapsed().as_secs_f64();
    check!((9.0..60.0).contains(&waited), "the wait ended after {waited:.1} s");
    Ok(())
}

/// Thread 5 arrives at a barrier nobody initialized (`init` is on the other array).
#[kernel]
pub fn arrive_uninitialized(y: &mut [u32]) {
    let bars = shared_array::<u64, 2>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&bars, 0, 1);
    }
    sync_threads();
    if t == 5 {
        mbarrier::arrive(&bars, 1);
    }
    y[t] = 1;
}

fn before_init_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(arrive_uninitialized.launch(Grid::new(1, 32), &mut y))?;
    let p = panic_of(y.to_vec(), "arrive_uninitialized")?;
    check!(p.message == "`mbarrier::arrive` on a barrier that no `mbarrier::init` has set up", "{}", p.message);
    check!(p.thread == [5, 0, 0], "thread 5 panicked: {p:?}");
    Ok(())
}

/// Thread 0 initializes a barrier that every thread uses at once.
#[kernel]
pub fn init_unsynced(y: &mut [u32]) {
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&bar, 0, 32);
    }
    mbarrier::arrive(&bar, 0);
    y[t] = 1;
}

fn unsynced_init_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[u32::MAX; 32]))?;
    fc(init_unsynced.launch(Grid::new(1, 32), &mut y))?;
    let p = panic_of(y.to_vec(), "init_unsynced")?;
    check!(
        p.message.starts_with("`mbarrier::arrive` on a barrier another thread initialized with no `sync_threads()`"),
        "{}",
        p.message
    );
    Ok(())
}

/// The consumers read the stage without waiting for the producer's barrier.
#[kernel]
pub fn ring_without_wait(x: &[f32], y: &mut [f32]) {
    let stage = shared_array::<f32, 64>();
    let full = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&full, 0, 32);
    }
    sync_threads();
    if t < 32 {
        stage[t] = x[t];
        stage[t + 32] = x[t + 32];
        mbarrier::arrive(&full, 0);
    } else {
        y[t - 32] = stage[t - 32];
    }
}

fn race_without_wait_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("mbarrier_race");
    let dx = fc(dev.to_device(&rng.vec_f32(64, -1.0, 1.0)))?;
    let mut dy = fc(dev.to_device(&[f32::NAN; 64]))?;
    fc(ring_without_wait.launch(Grid::new(1, 96), &dx, &mut dy))?;
    match dy.to_vec() {
        Err(Error::DataRace(race)) => {
            check!(race.shared, "in shared memory: {race:?}");
            check!(race.first.write != race.second.write, "a write and a read: {race:?}");
            Ok(())
        }
        other => Err(format!("expected a data race, got {other:?}")),
    }
}
