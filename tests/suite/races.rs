//! The simulator's data-race detector: real races are reported with both accesses (thread,
//! block, Rust line and column, read or write) and the element; race-free kernels — with
//! barriers, warp collectives, atomics, fences, or threads that only read what others read —
//! are not; `#[kernel(racy)]` turns it off. Simulator only: a GPU does not look.

use ferrocuda::prelude::*;
use ferrocuda::{DataRace, Device, Error, Grid};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

// ---------------------------------------------------------------- racy kernels

/// Every thread writes `y[0]`.
#[kernel]
pub fn all_write_first(y: &mut [f32]) {
    let i = grid(1);
    y[0] = i as f32;
}

/// The same, on purpose.
#[kernel(racy)]
pub fn all_write_first_on_purpose(y: &mut [f32]) {
    let i = grid(1);
    y[0] = i as f32;
}

/// A block reduction missing the barrier after each step.
#[kernel]
pub fn reduce_missing_barrier(x: &[f32], out: &mut [f32]) {
    let cache = shared_array::<f32, 64>();
    let t = thread_idx().x as usize;
    cache[t] = x[grid(1)];
    sync_threads();
    let mut half = 32;
    while half > 0 {
        if t < half {
            cache[t] += cache[t + half];
        }
        half /= 2;
    }
    if t == 0 {
        out[block_idx().x as usize] = cache[0];
    }
}

/// Every thread reads `x[0]`; thread 5 then writes it.
#[kernel]
pub fn readers_then_writer(x: &mut [u32], y: &mut [u32]) {
    let i = grid(1);
    y[i] = x[0];
    if i == 5 {
        x[0] = 7;
    }
}

#[device]
fn bump(s: &mut [f32], k: usize) {
    s[k] += 1.0;
}

/// A shared array passed to a `#[device]` fn, where two warps update one element.
#[kernel]
pub fn shared_through_device_fn(y: &mut [f32]) {
    let s = shared_array::<f32, 4>();
    let t = thread_idx().x as usize;
    if t < 4 {
        s[t] = 0.0;
    }
    sync_threads();
    if t == 0 || t == 32 {
        bump(s, 1);
    }
    sync_threads();
    if t < 4 {
        y[t] = s[t];
    }
}

/// Lane 0 writes `x[0]` and reads it back; the other lanes read it with nothing between: the
/// report names the write where it was written, not where lane 0 read it back (issue 43).
#[kernel]
pub fn write_then_read_back(x: &mut [f32], y: &mut [f32]) {
    let lane = thread_idx().x;
    if lane == 0 {
        x[0] = 1.0;
    }
    let v = x[0];
    y[lane as usize] = v;
}

/// Block 0 writes what block 1 reads: no barrier orders blocks, a fence and a flag would.
#[kernel]
pub fn across_blocks(x: &mut [f32], y: &mut [f32]) {
    let b = block_idx().x;
    if thread_idx().x == 0 {
        if b == 0 {
            x[0] = 2.0;
        } else {
            y[0] = x[0];
        }
    }
}

// ---------------------------------------------------------------- race-free kernels

/// The reduction with its barriers, lanes exchanging through shared memory under
/// `sync_warp()`, an atomic counter, and a fence-and-flag hand-off between blocks.
#[kernel]
pub fn race_free(x: &[f32], out: &mut [f32], counter: &mut [u32], partial: &mut [f32]) {
    let cache = shared_array::<f32, 64>();
    let t = thread_idx().x as usize;
    cache[t] = x[grid(1)];
    sync_threads();
    let mut half = 32;
    while half > 0 {
        if t < half {
            cache[t] += cache[t + half];
        }
        sync_threads();
        half /= 2;
    }
    // Within one warp: lane 0 writes, the warp syncs, the others read.
    let lanes = shared_array::<f32, 2>();
    if lane_id() == 0 {
        lanes[t / 32] = cache[0];
    }
    sync_warp();
    let mine = lanes[t / 32];
    atomic::add(counter, 1, 1);
    if t == 0 {
        partial[block_idx().x as usize] = mine;
        threadfence();
        let done = atomic::add(counter, 0, 1u32);
        if done == grid_dim().x - 1 {
            let mut s = 0.0;
            for b in 0..grid_dim().x as usize {
                s += partial[b];
            }
            out[0] = s;
        }
    }
}

// ---------------------------------------------------------------- tests

pub fn sim_only() -> Vec<DeviceTest> {
    vec![
        ("race_all_threads_write_one_element", all_write_test),
        ("race_racy_kernels_are_not_checked", racy_test),
        ("race_reduction_missing_a_barrier", missing_barrier_test),
        ("race_a_write_after_many_reads", readers_writer_test),
        ("race_shared_memory_through_a_device_fn", device_fn_test),
        ("race_reports_each_access_at_its_own_line", own_lines_test),
        ("race_across_blocks_names_a_fence", across_blocks_test),
        ("race_none_in_race_free_kernels", race_free_test),
    ]
}

fn race_of<T: std::fmt::Debug>(r: ferrocuda::Result<T>) -> Result<DataRace, String> {
    match r {
        Err(Error::DataRace(race)) => {
            let text = race.to_string();
            check!(text.contains("data race") && text.contains("#[kernel(racy)]"), "message: {text}");
            Ok(*race)
        }
        other => Err(format!("expected a data race, got {other:?}")),
    }
}

fn all_write_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[f32::NAN]))?;
    fc(all_write_first.launch(Grid::new(2u32, 64u32), &mut y))?;
    let race = race_of(y.to_vec())?;
    check!(!race.shared && race.element == 0, "{race:?}");
    check!(race.first.write && race.second.write, "two writes: {race:?}");
    check!(race.first.thread != race.second.thread || race.first.block != race.second.block, "{race:?}");
    check!(race.first.file.ends_with("races.rs") && race.first.line == race.second.line, "{race:?}");
    check!(race.second.column > 0, "{race:?}");
    Ok(())
}

fn racy_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[f32::NAN]))?;
    fc(all_write_first_on_purpose.launch(Grid::new(2u32, 64u32), &mut y))?;
    let got = fc(y.to_vec())?[0];
    check!((0.0..128.0).contains(&got), "y[0] = {got}");
    Ok(())
}

fn missing_barrier_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("missing_barrier");
    let x = fc(dev.to_device(&rng.vec_f32(128, -1.0, 1.0)))?;
    let mut out = fc(dev.to_device(&[f32::NAN; 2]))?;
    fc(reduce_missing_barrier.launch(Grid::new(2u32, 64u32), &x, &mut out))?;
    let race = race_of(out.to_vec())?;
    check!(race.shared, "in shared memory: {race:?}");
    check!(race.first.block == race.second.block, "one block: {race:?}");
    check!(race.first.write != race.second.write || race.first.write, "{race:?}");
    Ok(())
}

fn readers_writer_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.to_device(&[3u32]))?;
    let mut y = fc(dev.to_device(&[0u32; 64]))?;
    fc(readers_then_writer.launch(Grid::new(1u32, 64u32), &mut x, &mut y))?;
    let race = race_of(y.to_vec())?;
    check!(race.element == 0 && !race.shared, "{race:?}");
    let writer = if race.first.write { &race.first } else { &race.second };
    let reader = if race.first.write { &race.second } else { &race.first };
    check!(writer.write && !reader.write, "a read and a write: {race:?}");
    check!(writer.thread == [5, 0, 0] && reader.thread != [5, 0, 0], "{race:?}");
    Ok(())
}

fn device_fn_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[f32::NAN; 4]))?;
    fc(shared_through_device_fn.launch(Grid::new(1u32, 64u32), &mut y))?;
    let race = race_of(y.to_vec())?;
    check!(race.shared && race.element == 1, "{race:?}");
    let threads = [race.first.thread[0], race.second.thread[0]];
    check!(threads.contains(&0) && threads.contains(&32), "{race:?}");
    Ok(())
}

fn race_free_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("race_free");
    let blocks = 4;
    let host = rng.vec_f32(64 * blocks, -1.0, 1.0);
    let x = fc(dev.to_device(&host))?;
    let mut out = fc(dev.to_device(&[f32::NAN]))?;
    let mut counter = fc(dev.to_device(&[0u32; 2]))?;
    let mut partial = fc(dev.to_device(&vec![f32::NAN; blocks]))?;
    fc(race_free.launch(Grid::new(blocks as u32, 64u32), &x, &mut out, &mut counter, &mut partial))?;
    let got = fc(out.to_vec())?[0] as f64;
    let want: f64 = host.iter().map(|&v| v as f64).sum();
    check!((got - want).abs() < 1e-4, "sum {got}, want {want}");
    Ok(())
}

fn own_lines_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.to_device(&[f32::NAN]))?;
    let mut y = fc(dev.to_device(&[f32::NAN; 32]))?;
    fc(write_then_read_back.launch(Grid::new(1u32, 32u32), &mut x, &mut y))?;
    let race = race_of(y.to_vec())?;
    let source = include_str!("races.rs");
    let line_of = |text: &str| source.lines().position(|l| l.trim() == text).map(|k| k as u32 + 1);
    let (write, read) = (line_of("x[0] = 1.0;"), line_of("let v = x[0];"));
    check!(race.first.write && race.first.thread == [0, 0, 0], "the first access is lane 0's write: {race:?}");
    check!(Some(race.first.line) == write, "the write is at line {write:?}: {race:?}");
    check!(!race.second.write && Some(race.second.line) == read, "the read is at line {read:?}: {race:?}");
    Ok(())
}

fn across_blocks_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.to_device(&[f32::NAN]))?;
    let mut y = fc(dev.to_device(&[f32::NAN]))?;
    fc(across_blocks.launch(Grid::new(2u32, 32u32), &mut x, &mut y))?;
    let race = race_of(y.to_vec())?;
    let text = race.to_string();
    check!(race.first.block != race.second.block, "{race:?}");
    check!(text.contains("`threadfence()`"), "a race across blocks names the fence that orders them: {text}");
    Ok(())
}
