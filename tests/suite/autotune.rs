//! Autotuning: `#[kernel(tune(…))]` and `launch_tuned(Grid::tuned(…), …)`. A tuned launch
//! times every candidate on the launch's own arguments, so each test checks that the result
//! is that of one launch (in-place updates and atomics would show every extra run), that a
//! candidate that cannot run is left out, that the choice is remembered (in memory, and in
//! the disk cache for later processes), and that generic and partly tuned kernels tune per
//! instance.

use ferrocuda::prelude::*;
use ferrocuda::{s, Error, Tuning};

use crate::lang::DeviceTest;
use crate::util::*;

/// In place, `ROWS` consecutive elements per thread; blocks of `BLOCK` threads (2048 is
/// more than any GPU runs: that candidate is left out).
#[kernel(tune(BLOCK = [64, 256, 2048], ROWS = [1, 4]))]
pub fn tuned_affine<const BLOCK: usize, const ROWS: usize>(x: &mut [f32], a: f32, b: f32) {
    let t = grid(1);
    if block_dim().x as usize != BLOCK {
        panic!("a block of another size than the candidate's");
    }
    for r in 0..ROWS {
        let i = t * ROWS + r;
        if i < x.len() {
            x[i] = x[i] * a + b;
        }
    }
}

/// Atomic sums into bins: every extra run of a candidate would add to them again.
#[kernel(tune(BLOCK = [128, 256]))]
pub fn tuned_bins<const BLOCK: usize>(x: &[u32], bins: &mut [u32]) {
    let i = grid(1);
    if i < x.len() {
        atomic::add(bins, (x[i] % 16) as usize, x[i]);
    }
}

/// Generic over the element type, with an untuned const parameter before the tuned one.
#[kernel(tune(PER = [1, 2]))]
pub fn tuned_axpy<T: Float, const SCALE: usize, const PER: usize>(x: &[T], y: &mut [T]) {
    let t = grid(1);
    for k in 0..PER {
        let i = t * PER + k;
        if i < y.len() {
            y[i] = y[i] + T::from_f32(SCALE as f32) * x[i];
        }
    }
}

/// In place on a 2-D array: `b += a`, `ROWS` rows of a column per thread.
#[kernel(tune(ROWS = [1, 2, 8]))]
pub fn tuned_accumulate<const ROWS: usize>(a: &Array2<f32>, b: &mut Array2<f32>) {
    let (c, t) = grid(2);
    let (rows, cols) = b.dim();
    for k in 0..ROWS {
        let r = t * ROWS + k;
        if r < rows && c < cols {
            b[[r, c]] += a[[r, c]];
        }
    }
}

/// The tunings of `kernel` on `dev` this process has recorded.
fn tunings_of(kernel: &str, dev: &Device) -> Vec<Tuning> {
    ferrocuda::tunings().into_iter().filter(|t| t.kernel == kernel && t.device == dev.to_string()).collect()
}

/// The grid of `tuned_affine` for `n` elements, from its candidate's values.
fn affine_grid(n: usize) -> TunedGrid<'static, 2> {
    Grid::tuned(move |[block, rows]| Grid::new((n as u32).div_ceil(block * rows), block))
}

fn affine_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("autotune_affine");
    let n = 5000 + rng.below(3000) as usize;
    let x: Vec<f32> = (0..n).map(|_| rng.below(2000) as f32 / 8.0 - 100.0).collect();
    let want: Vec<f32> = x.iter().map(|v| v * 1.5 + 0.25).collect();
    let mut dx = fc(dev.to_device(&x))?;
    ferrocuda::__private::forget_tunings("tuned_affine", dev);
    // (Whatever an earlier run noted in the disk cache: this process times the candidates.)
    ferrocuda::__private::tune_afresh("tuned_affine", dev, true);
    fc(tuned_affine.launch_tuned(affine_grid(n), &mut dx, 1.5, 0.25))?;
    // Exactly one update, however many runs timing took.
    exact("tuned_affine (first launch)", &fc(dx.to_vec())?, &want)?;
    let seen = tunings_of("tuned_affine", dev);
    let Some(first) = seen.iter().find(|t| t.shape.first() == Some(&(n as u64).next_power_of_two())) else {
        return Err(format!("no tuning of tuned_affine for {n} elements was recorded: {seen:?}"));
    };
    if first.from_disk || first.trials.len() != 6 {
        return Err(format!("6 candidates should have been tried: {first:?}"));
    }
    for (values, outcome) in &first.trials {
        match (values[0], outcome) {
            (2048, Err(why)) if why.contains("2048") => {}
            (2048, other) => return Err(format!("blocks of 2048 threads should be left out: {other:?}")),
            (_, Err(why)) => return Err(format!("candidate {values:?} failed: {why}")),
            (_, Ok(_)) => {}
        }
    }
    if first.chosen.iter().map(|(name, _)| *name).collect::<Vec<_>>() != ["BLOCK", "ROWS"] || first.chosen[0].1 == 2048
    {
        return Err(format!("an impossible choice: {:?}", first.chosen));
    }
    // The same shape class again: remembered, not tuned again; still one update per launch.
    fc(tuned_affine.launch_tuned(affine_grid(n), &mut dx, 1.0, 1.0))?;
    let want2: Vec<f32> = want.iter().map(|v| v + 1.0).collect();
    exact("tuned_affine (second launch)", &fc(dx.to_vec())?, &want2)?;
    let again = tunings_of("tuned_affine", dev);
    if again.len() != seen.len() {
        return Err(format!("a second launch of one shape class tuned again: {again:?}"));
    }
    // An instance named by its values launches as any generic kernel; the defaults are refused.
    let mut dy = fc(dev.to_device(&x))?;
    fc(tuned_affine::<64, 4>.launch(Grid::new((n as u32).div_ceil(256), 64u32), &mut dy, 1.5, 0.25))?;
    exact("tuned_affine::<64, 4>", &fc(dy.to_vec())?, &want)?;
    // (`tuned_affine.launch(…)` does not compile: rustc asks for the values. The instance of
    // the defaults, which name none, is refused at launch.)
    let untuned = tuned_affine::<{ usize::MAX }, { usize::MAX }>;
    match untuned.launch(Grid::for_elements(n), &mut dy, 1.0, 0.0) {
        Err(Error::LaunchConfig { message, .. }) if message.contains("launch_tuned(Grid::tuned(|[block, rows]|") => {}
        other => return Err(format!("launching a tuned kernel without its values: {other:?}")),
    }
    Ok(())
}

fn bins_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("autotune_bins");
    let n = 20_000 + rng.below(10_000) as usize;
    let x: Vec<u32> = (0..n).map(|_| rng.below(1000) as u32).collect();
    let start: Vec<u32> = (0..16).map(|_| rng.below(100) as u32).collect();
    let mut want = start.clone();
    for v in &x {
        want[(v % 16) as usize] += v;
    }
    let dx = fc(dev.to_device(&x))?;
    let mut bins = fc(dev.to_device(&start))?;
    ferrocuda::__private::forget_tunings("tuned_bins", dev);
    let grid = || Grid::tuned(move |[block]| Grid::new((n as u32).div_ceil(block), block));
    ferrocuda::__private::tune_afresh("tuned_bins", dev, true);
    fc(tuned_bins.launch_tuned(grid(), &dx, &mut bins))?;
    exact("tuned_bins", &fc(bins.to_vec())?, &want)?;
    match tunings_of("tuned_bins", dev).as_slice() {
        [t] if !t.from_disk && t.trials.iter().all(|(_, r)| r.is_ok()) && t.trials.len() == 2 => {}
        other => return Err(format!("tuned_bins should have timed both candidates: {other:?}")),
    }
    ferrocuda::__private::tune_afresh("tuned_bins", dev, false);
    // Forgotten by this process: the disk cache (where there is one) gives the choice back.
    ferrocuda::__private::forget_tunings("tuned_bins", dev);
    let mut bins = fc(dev.to_device(&start))?;
    fc(tuned_bins.launch_tuned(grid(), &dx, &mut bins))?;
    exact("tuned_bins (after forgetting)", &fc(bins.to_vec())?, &want)?;
    let seen = tunings_of("tuned_bins", dev);
    let disk = ferrocuda::cache::DiskCache::from_env().is_some_and(|d| d.check().is_ok());
    match seen.as_slice() {
        [t] if t.from_disk == disk => Ok(()),
        other => Err(format!("after forgetting, with a disk cache: {disk}, the tunings: {other:?}")),
    }
}

fn generic_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("autotune_generic");
    let n = 3000 + rng.below(1000) as usize;
    let x: Vec<f32> = (0..n).map(|_| rng.below(100) as f32 / 8.0).collect();
    let y: Vec<f32> = (0..n).map(|_| rng.below(100) as f32 / 4.0).collect();
    let grid = || Grid::tuned(move |[per]| Grid::new((n as u32).div_ceil(128 * per), 128u32));
    let (dx, mut dy) = (fc(dev.to_device(&x))?, fc(dev.to_device(&y))?);
    ferrocuda::__private::tune_afresh("tuned_axpy", dev, true);
    fc(tuned_axpy::<3, _>.launch_tuned(grid(), &dx, &mut dy))?;
    let want: Vec<f32> = x.iter().zip(&y).map(|(a, b)| b + 3.0 * a).collect();
    exact("tuned_axpy::<f32, 3>", &fc(dy.to_vec())?, &want)?;
    let x64: Vec<f64> = x.iter().map(|&v| f64::from(v)).collect();
    let y64: Vec<f64> = y.iter().map(|&v| f64::from(v)).collect();
    let (dx, mut dy) = (fc(dev.to_device(&x64))?, fc(dev.to_device(&y64))?);
    fc(tuned_axpy::<2, _>.launch_tuned(grid(), &dx, &mut dy))?;
    let want: Vec<f64> = x64.iter().zip(&y64).map(|(a, b)| b + 2.0 * a).collect();
    exact("tuned_axpy::<f64, 2>", &fc(dy.to_vec())?, &want)?;
    // Two instances, two tunings of the same shape class.
    let seen = tunings_of("tuned_axpy", dev);
    if seen.iter().filter(|t| t.shape.first() == Some(&(n as u64).next_power_of_two())).count() < 2 {
        return Err(format!("each instance of a generic tuned kernel tunes on its own: {seen:?}"));
    }
    Ok(())
}

fn arrays_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("autotune_arrays");
    let (rows, cols) = (40 + rng.below(30) as usize, 50 + rng.below(30) as usize);
    let a: Vec<f32> = (0..rows * cols).map(|_| rng.below(100) as f32 / 4.0).collect();
    let b: Vec<f32> = (0..(rows + 3) * cols).map(|_| rng.below(100) as f32 / 8.0).collect();
    let da = fc(dev.to_device_2d(&a, (rows, cols)))?;
    // A view of all but the last 3 rows: the launch saves and restores the whole array.
    let mut db = fc(dev.to_device_2d(&b, (rows + 3, cols)))?;
    ferrocuda::__private::forget_tunings("tuned_accumulate", dev);
    ferrocuda::__private::tune_afresh("tuned_accumulate", dev, true);
    let grid =
        Grid::tuned(move |[r]| Grid::new(((cols as u32).div_ceil(32), (rows as u32).div_ceil(8 * r)), (32u32, 8u32)));
    fc(tuned_accumulate.launch_tuned(grid, &da, fc(db.slice_mut(s![..rows, ..]))?))?;
    let mut want = b.clone();
    for (w, v) in want.iter_mut().zip(&a) {
        *w += v;
    }
    exact("tuned_accumulate", &fc(db.to_vec())?, &want)?;
    match tunings_of("tuned_accumulate", dev).as_slice() {
        [t] if t.trials.len() == 3 && t.trials.iter().all(|(_, r)| r.is_ok()) => Ok(()),
        other => Err(format!("tuned_accumulate should have timed 3 candidates: {other:?}")),
    }
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("autotune_in_place_update_runs_once", affine_test),
        ("autotune_atomics_and_the_disk_cache", bins_test),
        ("autotune_generic_and_partly_tuned", generic_test),
        ("autotune_arrays_and_views", arrays_test),
    ]
}
