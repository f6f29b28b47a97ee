//! The harness every benchmark uses: event-timed medians and host launch costs, the rows a
//! run collects (a failure is a row with its reason, never an abort), the hand-written CUDA C
//! twins compiled both ways, checks of sampled results, and child processes that may not
//! outlive their time limit.

use std::ffi::c_void;
use std::io::Read as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ferrocuda::prelude::*;
use ferrocuda::Event;

use crate::report::{Ceilings, Row, Work, SYS_NVCC, SYS_NVRTC};
use crate::{check, kernels, reference};

/// A benchmark step's result; the error is the reason a row is missing.
pub type Res<T> = Result<T, String>;

/// Any error as the text of a missing row.
pub fn s<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

/// One run's state: the GPU, its architecture, how many timed runs make a median, the rows
/// so far, the ceilings measured, and `nvcc` if the machine has one.
pub struct Bench<'d> {
    pub dev: &'d Device,
    pub arch: u32,
    pub runs: usize,
    pub rows: Vec<Row>,
    pub ceilings: Ceilings,
    pub nvcc: Option<PathBuf>,
}

impl<'d> Bench<'d> {
    /// A run on `dev` with `runs` timed runs per median.
    pub fn new(dev: &'d Device, runs: usize) -> Res<Self> {
        let (major, minor) = dev.compute_capability().ok_or("ferrocuda-bench needs a GPU, not the simulator")?;
        Ok(Bench {
            dev,
            arch: major * 10 + minor,
            runs,
            rows: Vec::new(),
            ceilings: Ceilings::default(),
            nvcc: reference::nvcc(),
        })
    }

    /// The median of `runs` event-timed runs of `f`, after warm-up, in milliseconds.
    pub fn time(&self, mut f: impl FnMut() -> Res<()>) -> Res<f64> {
        for _ in 0..3 {
            f()?;
        }
        self.dev.synchronize().map_err(s)?;
        let mut times = Vec::with_capacity(self.runs);
        for _ in 0..self.runs {
            let start = self.dev.record().map_err(s)?;
            f()?;
            let end = self.dev.record().map_err(s)?;
            times.push(Event::elapsed(&start, &end).map_err(s)?.as_secs_f64() * 1e3);
        }
        Ok(median(&mut times))
    }

    pub fn push(&mut self, row: Row) {
        match row.ms {
            Some(ms) => eprintln!("  {:<14} {:<34} {:>10.4} ms  {}", row.bench, row.system, ms, row.note),
            None => eprintln!("  {:<14} {:<34} {:>13}  {}", row.bench, row.system, "—", row.note),
        }
        self.rows.push(row);
    }

    /// Runs `measure` for `system`, recording a missing row with the reason on failure.
    pub fn measure(
        &mut self,
        bench: &str,
        size: &str,
        system: &str,
        work: Work,
        measure: impl FnOnce(&Self) -> Res<f64>,
    ) {
        let row = match measure(self) {
            Ok(ms) => Row::new(bench, size, system, ms, work),
            Err(e) => Row::missing(bench, size, system, work, e),
        };
        self.push(row);
    }

    /// The reference `file` compiled both ways, with the systems they stand for.
    pub fn references(&self, file: &str) -> Vec<(&'static str, Res<reference::Module>)> {
        let mut out = Vec::new();
        let source = reference::find_source(file);
        let nvrtc = source.clone().and_then(|(_, text)| {
            reference::compile_nvrtc(file, &text, self.arch).and_then(|image| reference::Module::load(&image))
        });
        out.push((SYS_NVRTC, nvrtc));
        let nvcc = match (&self.nvcc, &source) {
            (Some(nvcc), Ok((path, _))) => {
                reference::compile_nvcc(nvcc, path, self.arch).and_then(|image| reference::Module::load(&image))
            }
            (None, _) => Err("nvcc is not installed here".into()),
            (_, Err(e)) => Err(e.clone()),
        };
        out.push((SYS_NVCC, nvcc));
        out
    }
}

pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}
pub fn ptr<T>(v: &T) -> *mut c_void {
    v as *const T as *mut c_void
}
pub fn row_of(bench: &str, size: &str, system: &str, work: Work, r: Res<f64>) -> Row {
    match r {
        Ok(ms) => Row::new(bench, size, system, ms, work),
        Err(e) => Row::missing(bench, size, system, work, e),
    }
}
pub fn poison(out: &mut DeviceBuffer<f32>) -> Res<()> {
    let n = out.len();
    kernels::fill.launch(Grid::for_elements(n), out, f32::NAN).map_err(s)
}
/// Checks a sample of `got` (on the device) against `want(i)` exactly or within `tol`.
pub fn check_sample(what: &str, got: &DeviceBuffer<f32>, want: impl Fn(usize) -> f32, tol: f64) -> Res<()> {
    let all = got.to_vec().map_err(s)?;
    let idx = check::sample_indices(all.len(), 1024, 1 << 16);
    let g: Vec<f32> = idx.iter().map(|&i| all[i]).collect();
    let w: Vec<f32> = idx.iter().map(|&i| want(i)).collect();
    check::close(what, &g, &w, tol)
}
/// Host time per launch, back to back: batches of `BATCH` launches of a one-block kernel,
/// the median batch over `runs`, synchronizing between batches.
pub fn host_launch_cost(b: &Bench, mut launch: impl FnMut() -> Res<()>) -> Res<f64> {
    const BATCH: usize = 2000;
    for _ in 0..BATCH {
        launch()?;
    }
    b.dev.synchronize().map_err(s)?;
    let mut per_launch = Vec::new();
    for _ in 0..b.runs {
        let t = Instant::now();
        for _ in 0..BATCH {
            launch()?;
        }
        per_launch.push(t.elapsed().as_secs_f64() * 1e3 / BATCH as f64);
        b.dev.synchronize().map_err(s)?;
    }
    Ok(median(&mut per_launch))
}

/// What a child process printed, and how it ended.
#[derive(Debug)]
pub struct ChildOutput {
    /// Its standard output.
    pub stdout: String,
    /// Its standard error.
    pub stderr: String,
    /// `Some(status)` when it exited, `None` when it was killed at the time limit.
    pub status: Option<std::process::ExitStatus>,
}

/// Runs `cmd` to completion or for at most `limit`, whichever comes first; at the limit the
/// child and every process it started (its process group) are killed, and what they printed
/// so far is returned with `status: None`. An `Err` only when it could not start.
pub fn run_child(cmd: &mut Command, limit: Duration) -> Result<ChildOutput, String> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt as _;
        // Its own process group, so that a timeout also ends what it started.
        cmd.process_group(0);
    }
    let mut child = cmd.spawn().map_err(|e| e.to_string())?;
    let read_all = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut text);
            }
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let out = read_all(child.stdout.take().map(|p| Box::new(p) as Box<dyn std::io::Read + Send>));
    let err = read_all(child.stderr.take().map(|p| Box::new(p) as Box<dyn std::io::Read + Send>));
    let deadline = Instant::now() + limit;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(50)),
            Ok(None) | Err(_) => {
                kill_group(&mut child);
                let _ = child.wait();
                break None;
            }
        }
    };
    Ok(ChildOutput { stdout: out.join().unwrap_or_default(), stderr: err.join().unwrap_or_default(), status })
}

/// Kills `child` and, on Unix, its whole process group (what it started, which may hold its
/// output pipes open).
fn kill_group(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        if let Ok(pid) = i32::try_from(child.id()) {
            // Safety: signals the process group the child leads (made by `process_group(0)`).
            unsafe { libc::kill(-pid, libc::SIGKILL) };
        }
    }
    let _ = child.kill();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_hung_child_is_killed_at_its_limit_with_what_it_printed() {
        let t = Instant::now();
        let out =
            run_child(Command::new("sh").args(["-c", "echo started; sleep 30 & wait"]), Duration::from_millis(300))
                .expect("sh starts");
        assert!(t.elapsed() < Duration::from_secs(10), "took {:?}", t.elapsed());
        assert!(out.status.is_none());
        assert_eq!(out.stdout.trim(), "started");
    }

    #[test]
    fn a_quick_child_finishes() {
        let out = run_child(Command::new(std::env::current_exe().expect("exe")).arg("--list"), Duration::from_secs(60))
            .expect("starts");
        assert!(out.status.is_some_and(|s| s.success()), "{out:?}");
    }
}
