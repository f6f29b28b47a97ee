//! The first launch in a fresh process, with an empty and with a warm disk cache: the
//! benchmark runs itself as a child (`--first-launch`) for each, under a time limit.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use ferrocuda::prelude::*;

use crate::harness::{median, run_child, s, Bench, Res};
use crate::kernels;
use crate::report::{self, Row, Work};

/// How long one first-launch child may take (a cold one compiles with NVRTC).
const CHILD_LIMIT: Duration = Duration::from_secs(120);

/// The child (`--first-launch`), in a fresh process: the time from the first `launch` call of a kernel
/// to the end of the `synchronize` after it — compile or disk cache, load, launch — and the time
/// `Device::get` took before it (the driver's context; NVRTC's warm-up runs beside it).
pub fn child() -> ExitCode {
    let run = || -> ferrocuda::Result<f64> {
        let opened = Instant::now();
        let dev = Device::get(0)?;
        println!("{OPEN_PREFIX}{}", opened.elapsed().as_secs_f64() * 1e3);
        let n = 32;
        if std::env::var(KERNEL_VAR).is_ok_and(|k| k == GENERIC) {
            // A generic kernel's instantiation, made and compiled at this first launch.
            let one = f16::from_f32(1.0);
            let x = dev.to_device(&vec![one; n])?;
            let mut y = dev.to_device(&vec![f16::ZERO; n])?;
            dev.synchronize()?;
            let t = Instant::now();
            kernels::axpy.launch(Grid::new(1, 32), f16::from_f32(2.0), &x, &mut y)?;
            dev.synchronize()?;
            let ms = t.elapsed().as_secs_f64() * 1e3;
            if y.to_vec()? != vec![f16::from_f32(2.0); n] {
                return Err(ferrocuda::Error::NeedsGpu { what: "a correct first launch" });
            }
            return Ok(ms);
        }
        let x = dev.to_device(&vec![1.0f32; n])?;
        let mut y = dev.to_device(&vec![0.0f32; n])?;
        dev.synchronize()?;
        let t = Instant::now();
        kernels::saxpy_n.launch(Grid::new(1, 32), 2.0, &x, &mut y, n as u32)?;
        dev.synchronize()?;
        let ms = t.elapsed().as_secs_f64() * 1e3;
        if y.to_vec()? != vec![2.0; n] {
            return Err(ferrocuda::Error::NeedsGpu { what: "a correct first launch" });
        }
        Ok(ms)
    };
    match run() {
        Ok(ms) => {
            println!("FIRST_LAUNCH_MS {ms}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("FIRST_LAUNCH_ERROR {e}");
            ExitCode::FAILURE
        }
    }
}
/// The child's line giving `Device::get`'s time, in milliseconds.
const OPEN_PREFIX: &str = "DEVICE_OPEN_MS ";
/// Which kernel the child launches: `saxpy_n`, or (with this value) `axpy::<f16>`.
const KERNEL_VAR: &str = "FC_BENCH_FIRST_LAUNCH_KERNEL";
const GENERIC: &str = "axpy_f16";

pub fn run(b: &mut Bench) -> Res<()> {
    rows_for(b, "saxpy_n, fresh process", None)?;
    rows_for(b, "axpy::<f16>, a new instantiation, fresh process", Some(GENERIC))
}

fn rows_for(b: &mut Bench, size: &str, kernel: Option<&str>) -> Res<()> {
    let exe = std::env::current_exe().map_err(s)?;
    // (The first launch's time, and `Device::get`'s before it.)
    let child_of = |dir: &PathBuf, kernel: Option<&str>| -> Res<(f64, f64)> {
        let mut cmd = std::process::Command::new(&exe);
        cmd.arg("--first-launch").env("FERROCUDA_CACHE_DIR", dir).env_remove("FERROCUDA_CACHE");
        match kernel {
            Some(k) => cmd.env(KERNEL_VAR, k),
            None => cmd.env_remove(KERNEL_VAR),
        };
        let out = run_child(&mut cmd, CHILD_LIMIT).map_err(|e| format!("could not start {}: {e}", exe.display()))?;
        if out.status.is_none() {
            return Err(format!("the first-launch process timed out after {} s", CHILD_LIMIT.as_secs()));
        }
        let value = |prefix: &str| -> Option<f64> {
            out.stdout.lines().find_map(|l| l.strip_prefix(prefix).and_then(|v| v.trim().parse().ok()))
        };
        value("FIRST_LAUNCH_MS ")
            .zip(value(OPEN_PREFIX))
            .ok_or_else(|| format!("the first-launch process failed: {} {}", out.stdout.trim(), out.stderr.trim()))
    };
    let child = |dir: &PathBuf| child_of(dir, kernel);
    // The other kernel: its first launch makes a cache that knows NVRTC but not this kernel.
    let other = match kernel {
        Some(_) => None,
        None => Some(GENERIC),
    };
    // (Each first launch's time, and its process's `Device::get` time.)
    let [mut cold, mut warm, mut new] = [(); 3].map(|_| (Vec::new(), Vec::new()));
    let mut err = None;
    for i in 0..5 {
        let dir = std::env::temp_dir().join(format!("fc-bench-cache-{}-{i}", std::process::id()));
        let known = std::env::temp_dir().join(format!("fc-bench-cache-{}-{i}-known", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let _ = std::fs::remove_dir_all(&known);
        match (child(&dir), child(&dir), child_of(&known, other).and_then(|_| child(&known))) {
            (Ok(c), Ok(w), Ok(n)) => {
                for (into, (ms, open)) in [(&mut cold, c), (&mut warm, w), (&mut new, n)] {
                    into.0.push(ms);
                    into.1.push(open);
                }
            }
            (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => err = Some(e),
        }
        let _ = std::fs::remove_dir_all(&dir);
        let _ = std::fs::remove_dir_all(&known);
    }
    for (system, (v, open)) in [
        (report::SYS_OURS_COLD, &mut cold),
        (report::SYS_OURS_WARM, &mut warm),
        (report::SYS_OURS_NEW_KERNEL, &mut new),
    ] {
        let row = if v.is_empty() {
            Row::missing("first launch", size, system, Work::Latency, err.clone().unwrap_or_default())
        } else {
            Row::new("first launch", size, system, median(v), Work::Latency).note(format!(
                "median of {} processes; Device::get before it: {:.1} ms",
                v.len(),
                median(open)
            ))
        };
        b.push(row);
    }
    Ok(())
}
