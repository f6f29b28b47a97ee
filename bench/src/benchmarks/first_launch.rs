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
/// to the end of the `synchronize` after it — compile or disk cache, load, launch.
pub fn child() -> ExitCode {
    let run = || -> ferrocuda::Result<f64> {
        let dev = Device::get(0)?;
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
/// Which kernel the child launches: `saxpy_n`, or (with this value) `axpy::<f16>`.
const KERNEL_VAR: &str = "FC_BENCH_FIRST_LAUNCH_KERNEL";
const GENERIC: &str = "axpy_f16";

pub fn run(b: &mut Bench) -> Res<()> {
    rows_for(b, "saxpy_n, fresh process", None)?;
    rows_for(b, "axpy::<f16>, a new instantiation, fresh process", Some(GENERIC))
}

fn rows_for(b: &mut Bench, size: &str, kernel: Option<&str>) -> Res<()> {
    let exe = std::env::current_exe().map_err(s)?;
    let child = |dir: &PathBuf| -> Res<f64> {
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
        out.stdout
            .lines()
            .find_map(|l| l.strip_prefix("FIRST_LAUNCH_MS ").and_then(|v| v.trim().parse().ok()))
            .ok_or_else(|| format!("the first-launch process failed: {} {}", out.stdout.trim(), out.stderr.trim()))
    };
    let (mut cold, mut warm) = (Vec::new(), Vec::new());
    let mut err = None;
    for i in 0..5 {
        let dir = std::env::temp_dir().join(format!("fc-bench-cache-{}-{i}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        match (child(&dir), child(&dir)) {
            (Ok(c), Ok(w)) => {
                cold.push(c);
                warm.push(w);
            }
            (Err(e), _) | (_, Err(e)) => err = Some(e),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    for (system, v) in [(report::SYS_OURS_COLD, &mut cold), (report::SYS_OURS_WARM, &mut warm)] {
        let row = if v.is_empty() {
            Row::missing("first launch", size, system, Work::Latency, err.clone().unwrap_or_default())
        } else {
            Row::new("first launch", size, system, median(v), Work::Latency)
                .note(format!("median of {} processes", v.len()))
        };
        b.push(row);
    }
    Ok(())
}
