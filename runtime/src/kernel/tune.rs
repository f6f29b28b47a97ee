//! Autotuning. A kernel with `#[kernel(tune(BLOCK = [64, 128, 256], TILE = [8, 16]))]` is
//! launched with `launch_tuned(Grid::tuned(|[block, tile]| …), …)`: each combination of the
//! listed values (a candidate) is an instance of the kernel of its own, and the grid is made
//! for each from its values.
//!
//! The first tuned launch of a shape class on a device times every candidate on the launch's
//! own arguments and keeps the fastest; the choice is remembered in memory and in the disk
//! cache, so later launches, and later processes, run it at once. A shape class is the
//! launch's measures (slice lengths, array extents, unsigned integer scalars), each rounded
//! up to a power of two.
//!
//! Invariant: a tuned launch does what one launch of the chosen candidate does. Timing runs
//! candidates several times, so the memory of the writable arguments is saved first and
//! restored before every run, the last (the launch proper) included. A candidate that cannot
//! run (`Error::LaunchConfig`: too many registers or too much shared memory for its block;
//! `Error::Compile`) is left out; any other error, a panic included, is the launch's.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, MutexGuard};
use std::time::Duration;

use crate::api::device::Device;
use crate::api::event::Event;
use crate::api::grid::Grid;
use crate::api::memory::DeviceBuffer;
use crate::backend::sim::ThreadCtx;
use crate::backend::Backend;
use crate::base::error::{Error, Result};
use crate::kernel::args::LaunchArgs;
use crate::kernel::info::KernelInfo;
use crate::kernel::launch::{launch_device, launch_ref};

/// Timed runs of each candidate on a GPU, after one untimed run (which also loads it); the
/// fastest counts. The simulator times one run.
const GPU_RUNS: usize = 5;

/// A tuned kernel's candidates, as `#[kernel(tune(…))]` lists them (generated).
#[doc(hidden)]
pub struct Tune {
    /// The kernel's name.
    pub kernel: &'static str,
    /// The tuned const parameters, in the order of `tune(…)`.
    pub names: &'static [&'static str],
    /// Each candidate's values, in the order of `names`.
    pub choices: &'static [&'static [u32]],
}

/// One candidate as a launch runs it: its kernel instance and its simulator body (generated).
#[doc(hidden)]
pub struct Candidate<S> {
    pub kernel: &'static KernelInfo,
    pub sim: fn(&ThreadCtx<'_>, S),
}

/// The grid of a tuned launch: made for each candidate from its values, in the order the
/// kernel's `tune(…)` lists its parameters ([`Grid::tuned`]).
pub struct TunedGrid<'s, const K: usize> {
    make: Box<dyn Fn([u32; K]) -> Grid<'s> + 's>,
}

impl<'s> Grid<'s> {
    /// The grid of a tuned kernel's launch (`kernel.launch_tuned(grid, …)`), made for each
    /// candidate from its values: for `#[kernel(tune(BLOCK = [128, 256], ROWS = [1, 4]))]`,
    /// `Grid::tuned(|[block, rows]| Grid::new(n.div_ceil(rows), block))`.
    pub fn tuned<const K: usize>(make: impl Fn([u32; K]) -> Grid<'s> + 's) -> TunedGrid<'s, K> {
        TunedGrid { make: Box::new(make) }
    }
}

impl<const K: usize> std::fmt::Debug for TunedGrid<'_, K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TunedGrid").field("parameters", &K).finish_non_exhaustive()
    }
}

/// What tuning a kernel for one shape class on one device found ([`tunings`]).
#[derive(Clone, Debug)]
pub struct Tuning {
    /// The kernel.
    pub kernel: &'static str,
    /// The device, as `Device`'s `Display` writes it.
    pub device: String,
    /// The shape class: the launch's measures, each rounded up to a power of two.
    pub shape: Vec<u64>,
    /// The chosen candidate: each tuned parameter and its value.
    pub chosen: Vec<(&'static str, u32)>,
    /// Every candidate's values and its fastest run, or why it was left out; empty when the
    /// choice was read from the disk cache.
    pub trials: Vec<(Vec<u32>, std::result::Result<Duration, String>)>,
    /// Whether the choice is an earlier process's, read from the disk cache.
    pub from_disk: bool,
}

/// The `Err` of `launch` on a tuned kernel whose tuned parameters were not named (generated).
#[doc(hidden)]
pub fn untuned_launch(kernel: &str, message: &str) -> Error {
    Error::LaunchConfig { kernel: kernel.to_string(), message: message.to_string() }
}

/// Every tuning this process did or read from the disk cache, oldest first.
pub fn tunings() -> Vec<Tuning> {
    lock(&REPORTS).clone()
}

/// Forgets the choices of `kernel` on `device` made or read in this process (not the disk
/// cache's): its next tuned launch of each shape class tunes again, or reads the disk. For
/// tests.
#[doc(hidden)]
pub fn forget_tunings(kernel: &str, device: &Device) {
    let tag = device.memory_tag();
    lock(&CHOSEN).retain(|class, _| !(class.kernel == kernel && class.device == tag));
    let name = device.to_string();
    lock(&REPORTS).retain(|t| !(t.kernel == kernel && t.device == name));
}

/// Makes this process's tunings of `kernel` on `device` ignore what the disk cache noted
/// (`afresh`; they still note their choices there), or read it again, so that a test tunes
/// whatever earlier runs chose. For tests.
#[doc(hidden)]
pub fn tune_afresh(kernel: &str, device: &Device, afresh: bool) {
    let mut set = lock(&AFRESH);
    set.retain(|(k, d)| !(k == kernel && *d == device.memory_tag()));
    if afresh {
        set.push((kernel.to_string(), device.memory_tag()));
    }
}

/// The kernels and devices of [`tune_afresh`].
static AFRESH: Mutex<Vec<(String, u16)>> = Mutex::new(Vec::new());

/// A shape class of one kernel instance on one device.
#[derive(Clone, PartialEq, Eq, Hash)]
struct ClassKey {
    kernel: &'static str,
    /// The address of candidate 0's `KernelInfo`: one per instance of a generic kernel.
    instance: usize,
    device: u16,
    shape: Vec<u64>,
}

/// The chosen candidate of each shape class.
static CHOSEN: LazyLock<Mutex<HashMap<ClassKey, usize>>> = LazyLock::new(|| Mutex::new(HashMap::new()));
static REPORTS: Mutex<Vec<Tuning>> = Mutex::new(Vec::new());

/// A lock that a panic elsewhere does not poison for good (the maps stay consistent: each
/// update is one insert).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Launches a tuned kernel: the chosen candidate of the arguments' shape class, after
/// choosing it if this is the class's first launch (see the module's documentation).
#[doc(hidden)]
pub fn launch_tuned<A: LaunchArgs, const K: usize>(
    tune: &'static Tune,
    grid: TunedGrid<'_, K>,
    args: A,
    pick: impl Fn(usize) -> Candidate<A::Sim>,
) -> Result<()> {
    let values = |c: usize| -> [u32; K] { std::array::from_fn(|k| tune.choices[c].get(k).copied().unwrap_or(0)) };
    let run = |c: usize| {
        let candidate = pick(c);
        launch_ref(candidate.kernel, (grid.make)(values(c)), &args, candidate.sim)
    };
    let first = pick(0).kernel;
    let device = launch_device(first, &(grid.make)(values(0)), &args)?;
    let mut shape = Vec::new();
    args.measures(&mut shape);
    for m in &mut shape {
        *m = m.checked_next_power_of_two().unwrap_or(*m);
    }
    let class = ClassKey {
        kernel: tune.kernel,
        instance: std::ptr::from_ref(first).addr(),
        device: device.memory_tag(),
        shape,
    };
    if let Some(&c) = lock(&CHOSEN).get(&class) {
        return run(c);
    }
    let report = |chosen: usize, trials, from_disk| {
        let chosen = tune.names.iter().copied().zip(values(chosen)).collect();
        let (device, shape) = (device.to_string(), class.shape.clone());
        lock(&REPORTS).push(Tuning { kernel: tune.kernel, device, shape, chosen, trials, from_disk });
    };
    let disk = crate::backend::cuda::module::disk_cache();
    let disk_key = crate::backend::cuda::cache::DiskCache::tuned_key(&format!(
        "{}\0{:?}\0{:?}\0{}\0{:?}\0{:?}\0{}",
        tune.kernel,
        tune.names,
        tune.choices,
        device,
        device.compute_capability(),
        class.shape,
        first.cuda_source()
    ));
    let afresh = lock(&AFRESH).iter().any(|(k, d)| k == tune.kernel && *d == class.device);
    let noted = disk.filter(|_| !afresh).and_then(|d| d.tuned(&disk_key)).and_then(|line| {
        let noted: Vec<u32> = line.split_whitespace().map(str::parse).collect::<std::result::Result<_, _>>().ok()?;
        tune.choices.iter().position(|c| *c == noted.as_slice())
    });
    if let Some(c) = noted {
        lock(&CHOSEN).insert(class.clone(), c);
        report(c, Vec::new(), true);
        return run(c);
    }
    if crate::api::graph::capturing() {
        return Err(Error::Graph {
            message: format!(
                "`{}` is tuned, and its first launch for these sizes times its candidates, which cannot happen while \
                 capturing a graph: launch it once with these sizes before the capture",
                tune.kernel
            ),
        });
    }
    let saved = Saved::take(&args)?;
    let mut trials = Vec::with_capacity(tune.choices.len());
    let mut best: Option<(usize, Duration)> = None;
    let mut first_refusal = None;
    for c in 0..tune.choices.len() {
        let candidate = pick(c);
        let grid = (grid.make)(values(c));
        let stream = grid.stream().map(|s| &s.raw);
        let runs = if device.is_simulator() { 1 } else { 1 + GPU_RUNS };
        let mut fastest: Option<Duration> = None;
        let mut refused = None;
        for r in 0..runs {
            saved.restore()?;
            let start = Event::record(&device, stream)?;
            match launch_ref(candidate.kernel, grid, &args, candidate.sim) {
                Err(e @ (Error::LaunchConfig { .. } | Error::Compile { .. })) => {
                    refused = Some(e);
                    break;
                }
                other => other?,
            }
            let end = Event::record(&device, stream)?;
            let time = Event::elapsed(&start, &end)?;
            // (A GPU's first run is untimed.)
            if device.is_simulator() || r > 0 {
                fastest = Some(fastest.map_or(time, |f| f.min(time)));
            }
        }
        let values = values(c).to_vec();
        match (refused, fastest) {
            (Some(e), _) => {
                trials.push((values, Err(e.to_string())));
                first_refusal.get_or_insert(e);
            }
            (None, Some(t)) => {
                trials.push((values, Ok(t)));
                if best.is_none_or(|(_, b)| t < b) {
                    best = Some((c, t));
                }
            }
            (None, None) => trials.push((values, Err("not run".to_string()))),
        }
    }
    let Some((chosen, _)) = best else {
        return Err(first_refusal.unwrap_or_else(|| Error::LaunchConfig {
            kernel: tune.kernel.to_string(),
            message: "it has no candidate to launch".to_string(),
        }));
    };
    saved.restore()?;
    run(chosen)?;
    lock(&CHOSEN).insert(class.clone(), chosen);
    if let Some(d) = disk {
        let line: Vec<String> = values(chosen).iter().map(u32::to_string).collect();
        // (A cache that cannot be written only costs the next process a tuning.)
        let _ = d.note_tuned(&disk_key, &line.join(" "));
    }
    report(chosen, trials, false);
    Ok(())
}

/// The memory of a launch's writable arguments, saved on their device.
struct Saved {
    parts: Vec<(Backend, u64, DeviceBuffer<u8>)>,
}

impl Saved {
    fn take<A: LaunchArgs>(args: &A) -> Result<Saved> {
        let mut written = Vec::new();
        args.written(&mut written);
        let mut parts = Vec::with_capacity(written.len());
        for (tag, addr, bytes) in written {
            let Some(device) = Device::from_memory_tag(tag) else { continue };
            // (Not zeroed: the copy below fills it.)
            let copy = DeviceBuffer::<u8>::alloc(&device, bytes, false)?;
            let backend = device.backend().clone();
            // Safety: `addr` holds `bytes` bytes of a buffer the launch borrows; the copy is a
            // new allocation of as many on the same device.
            unsafe { Backend::copy::<u8>(&backend, copy.as_raw_ptr(), &backend, addr, bytes)? };
            parts.push((backend, addr, copy));
        }
        Ok(Saved { parts })
    }

    /// Puts the saved memory back (after the work queued so far).
    fn restore(&self) -> Result<()> {
        for (backend, addr, copy) in &self.parts {
            // Safety: as in `take`, the other way; the launch still borrows the buffer mutably.
            unsafe { Backend::copy::<u8>(backend, *addr, backend, copy.as_raw_ptr(), copy.len())? };
        }
        Ok(())
    }
}
