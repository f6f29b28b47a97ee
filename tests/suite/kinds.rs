//! The memory kinds beside device buffers: mapped host memory that kernels address directly,
//! device buffers allocated on a stream, the memory pool's statistics and trim; and profiler
//! ranges (NVTX), which must be harmless with or without NVTX.

use ferrocuda::prelude::*;

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

#[kernel]
pub fn square_into(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i] * x[i] + 1.0;
    }
}

const N: usize = 5000;

/// A kernel reads mapped host memory and writes mapped host memory: no copies.
fn mapped_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("mapped");
    let host = rng.vec_f32(N, -3.0, 3.0);
    let mut input = fc(dev.mapped::<f32>(N))?;
    check!(fc(input.host())?.iter().all(|&v| v == 0.0), "mapped memory does not start zeroed");
    fc(input.host_mut())?.copy_from_slice(&host);
    let mut output = fc(dev.mapped::<f32>(N))?;
    fc(output.host_mut())?.fill(f32::NAN);
    fc(square_into.launch(Grid::for_elements(N), &input, &mut output))?;
    let want: Vec<f32> = host.iter().map(|v| v * v + 1.0).collect();
    compare("mapped output", fc(output.host())?, &want, |g, w| (g - w).abs() <= 1e-6 * (1.0 + w.abs()))?;
    // And into a device buffer, from mapped input.
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(square_into.launch(Grid::for_elements(N), &input, &mut y))?;
    compare("device output", &fc(y.to_vec())?, &want, |g, w| (g - w).abs() <= 1e-6 * (1.0 + w.abs()))
}

/// Buffers allocated in a stream's order, used on it, read back.
fn zeros_async_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("zeros_async");
    let host = rng.vec_f32(N, -3.0, 3.0);
    let stream = fc(dev.new_stream())?;
    let x = fc(dev.to_device(&host))?;
    for round in 0..4 {
        let fresh = fc(dev.zeros_async::<f32>(N + round, &stream))?;
        check!(fc(fresh.to_vec())?.iter().all(|&v| v == 0.0), "zeros_async gave non-zero memory");
        let mut y = fc(dev.zeros_async::<f32>(N, &stream))?;
        fc(square_into.launch(Grid::for_elements(N).on(&stream), &x, &mut y))?;
        let want: Vec<f32> = host.iter().map(|v| v * v + 1.0).collect();
        compare("y", &fc(y.to_vec())?, &want, |g, w| (g - w).abs() <= 1e-6 * (1.0 + w.abs()))?;
    }
    if !dev.is_simulator() {
        let sim = Device::simulator().new_stream().map_err(|e| e.to_string())?;
        check!(dev.zeros_async::<f32>(4, &sim).is_err(), "zeros_async with another device's stream");
    }
    Ok(())
}

/// The pool holds what live buffers use, keeps freed memory, and gives it back on a trim.
fn pool_test(dev: &Device) -> TestResult {
    let Some(before) = fc(dev.memory_pool())? else {
        check!(dev.is_simulator(), "a GPU without a memory pool statistic");
        return fc(dev.trim_memory_pool(0));
    };
    let bytes = 64usize << 20;
    let big = fc(dev.zeros::<u8>(bytes))?;
    let during = fc(dev.memory_pool())?.ok_or("the pool went away")?;
    check!(during.used >= before.used + bytes as u64, "64 MiB in use, the pool says {during:?} (before {before:?})");
    check!(
        during.used_peak >= during.used && during.reserved >= during.used,
        "inconsistent pool statistics {during:?}"
    );
    drop(big);
    fc(dev.synchronize())?;
    let kept = fc(dev.memory_pool())?.ok_or("the pool went away")?;
    check!(kept.used + bytes as u64 <= during.used, "a dropped buffer is still in use: {kept:?}");
    fc(dev.trim_memory_pool(0))?;
    let trimmed = fc(dev.memory_pool())?.ok_or("the pool went away")?;
    check!(trimmed.reserved < during.reserved, "a trim kept everything: {trimmed:?} after {during:?}");
    Ok(())
}

/// Ranges nest and end; marks mark; all of it is a no-op without NVTX.
fn profile_test(dev: &Device) -> TestResult {
    let x = fc(dev.to_device(&[2.0f32; 64]))?;
    let mut y = fc(dev.zeros::<f32>(64))?;
    {
        let _outer = ferrocuda::profile::range("outer");
        let _inner = ferrocuda::profile::range("inner\0with a NUL");
        ferrocuda::profile::mark("launch");
        fc(square_into.launch(Grid::for_elements(64), &x, &mut y))?;
    }
    check!(fc(y.to_vec())?.iter().all(|&v| v == 5.0), "the launch inside ranges");
    eprintln!("  (NVTX {})", if ferrocuda::profile::available() { "found" } else { "not found: ranges are no-ops" });
    Ok(())
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("mapped_memory", mapped_test),
        ("zeros_async_on_a_stream", zeros_async_test),
        ("memory_pool_stats_and_trim", pool_test),
        ("profile_ranges", profile_test),
    ]
}
