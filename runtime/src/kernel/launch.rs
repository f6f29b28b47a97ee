//! Launching: what generated `launch` methods call, and the checks before a launch.
//!
//! The macro's `launch` method packs its arguments in a tuple and calls [`launch`], which
//! finds the device from the buffers and the stream and hands over to the backend. For a
//! GPU ([`on_gpu`]), each argument pushes its kernel parameters — a scalar its value, a slice
//! its device pointer and its length — in the order the generated `__global__` signature
//! declares them, and `cuda/launch.rs` queues the launch (the only `unsafe` of launching);
//! for the simulator ([`on_simulator`]), each becomes its simulator counterpart and the
//! kernel's CPU body runs once per thread.

use std::sync::Arc;

use crate::api::device::Device;
use crate::api::graph::Captured;
use crate::api::grid::Grid;
use crate::backend::cuda::params::Params;
use crate::backend::cuda::{self, Gpu};
use crate::backend::sim::{self, ThreadCtx};
use crate::backend::{mixed, Backend, RawStream};
use crate::base::error::{Error, Result};
use crate::base::limits::{Dim3, Limits, DEFAULT_BLOCK_SIZE};
use crate::kernel::args::{LaunchArgs, TagCheck};
use crate::kernel::info::{Assume, KernelInfo, Measure};
use crate::kernel::lanes::{lanes_mode, plan_lanes, Lanes, LanesLaunch, LANES, VLANES};

/// Launches `kernel` over `grid` with `args`; `sim_body` is its CPU body, for the simulator.
///
/// The device is the grid's stream's, else the buffers'; all must agree.
#[inline]
pub fn launch<A, F>(kernel: &'static KernelInfo, grid: Grid<'_>, args: A, sim_body: F) -> Result<()>
where
    A: LaunchArgs,
    F: Fn(&ThreadCtx<'_>, A::Sim) + Send + Sync + 'static,
{
    launch_ref(kernel, grid, &args, sim_body)
}

/// [`launch`] of arguments the caller keeps: a tuned launch runs each candidate on them.
#[inline]
pub(crate) fn launch_ref<A, F>(kernel: &'static KernelInfo, grid: Grid<'_>, args: &A, sim_body: F) -> Result<()>
where
    A: LaunchArgs,
    F: Fn(&ThreadCtx<'_>, A::Sim) + Send + Sync + 'static,
{
    let device = launch_device(kernel, &grid, args)?;
    if kernel.uses().dynamic_shared && grid.shared_mem_bytes() == 0 {
        return Err(config_error(
            kernel,
            "it uses `dynamic_shared`, but the grid gives it no dynamic shared memory: add `.shared_mem(bytes)` to the grid".into(),
        ));
    }
    // (Arrays: a kernel with 64-bit offsets, or strided rows, when the arguments need it.)
    let kernel = match args.variant() {
        0 => kernel,
        v => kernel.variant(v),
    };
    // (The variant that trusts the kernel's assumptions, when the arguments satisfy them.)
    let kernel = match !kernel.assumes.is_empty() && assumptions_hold(kernel.assumes, args, &GridBounds::of(&grid)) {
        true => kernel.variant(kernel.variant | crate::kernel::info::VARIANT_ASSUMED),
        false => kernel,
    };
    let captured = crate::api::graph::on_launch(grid.stream(), |out| args.addresses(out))?;
    match device.backend() {
        Backend::Cuda(g) => {
            let stream = match grid.stream().map(|s| &s.raw) {
                None => None,
                Some(RawStream::Cuda(s)) if Arc::ptr_eq(g, s.gpu()) => Some(s),
                Some(s) => {
                    return Err(mixed("launch a kernel", "the grid's stream and the buffers", device.backend(), s))
                }
            };
            on_gpu(g, &device, kernel, &grid, stream, args)
        }
        Backend::Simulator => on_simulator(kernel, &device.backend().limits(), &grid, args, sim_body, captured),
    }
}

/// Whether the launch's arguments and its grid satisfy every assumption (none: `false`, no
/// variant).
#[inline]
fn assumptions_hold<A: LaunchArgs>(assumes: &[Assume], args: &A, shape: &GridBounds) -> bool {
    !assumes.is_empty()
        && assumes.iter().all(
            |a| matches!((measure(a.small, args, shape), measure(a.large, args, shape)), (Some(s), Some(l)) if s <= l),
        )
}

/// What a grid says of its shape before the launch picks a block size: the most threads
/// and blocks along each axis, where it says.
struct GridBounds {
    block: [Option<u32>; 3],
    blocks: [Option<u32>; 3],
}

impl GridBounds {
    fn of(grid: &Grid<'_>) -> Self {
        GridBounds { block: grid.block_bound(), blocks: grid.blocks_bound() }
    }
}

/// The value of `m` for a launch (`None`: unknown before it, or a product past 2^64).
fn measure<A: LaunchArgs>(m: Measure, args: &A, shape: &GridBounds) -> Option<u64> {
    let axis = |bounds: &[Option<u32>; 3], axis: u8| bounds.get(usize::from(axis)).copied().flatten().map(u64::from);
    match (m, m.parts()) {
        (_, Some((param, k))) => args.measure(param, k),
        (Measure::Block(a), None) => axis(&shape.block, a),
        (Measure::Grid(a), None) => axis(&shape.blocks, a),
        (Measure::Constant(n), None) => Some(n),
        (Measure::Product([a, b]), None) => measure(*a, args, shape)?.checked_mul(measure(*b, args, shape)?),
        _ => None,
    }
}

fn config_error(kernel: &KernelInfo, message: String) -> Error {
    Error::LaunchConfig { kernel: kernel.name.to_string(), message }
}

/// `#[kernel(launch_bounds = N)]` refuses blocks of more than N threads, on the GPU (whose
/// compiler may have given each thread the registers of N) and the simulator alike.
fn check_bound(kernel: &KernelInfo, threads: Dim3) -> Result<()> {
    match kernel.max_threads {
        Some(n) if threads.product() > u64::from(n) => Err(config_error(
            kernel,
            format!(
                "its blocks have {} threads, more than its `#[kernel(launch_bounds = {n})]` allows: launch blocks of \
                 at most {n} threads, or raise the bound",
                threads.product()
            ),
        )),
        _ => Ok(()),
    }
}

/// The block size an automatic grid (`Grid::for_elements`) gets on the simulator.
fn simulated_block(kernel: &KernelInfo) -> u32 {
    kernel.max_threads.map_or(DEFAULT_BLOCK_SIZE, |n| n.min(DEFAULT_BLOCK_SIZE))
}

/// The GPU half of [`launch`]: the kernel loaded, the configuration checked against the
/// device and the kernel, then queued.
pub(crate) fn on_gpu<A: LaunchArgs>(
    gpu: &Gpu,
    device: &Device,
    kernel: &'static KernelInfo,
    grid: &Grid<'_>,
    stream: Option<&cuda::Stream>,
    args: &A,
) -> Result<()> {
    // (The variant trusting assumptions is one the launch can do without.)
    let (kernel, loaded) = match kernel.variant & crate::kernel::info::VARIANT_ASSUMED {
        0 => (kernel, kernel.load(gpu)?),
        bit => match kernel.load_optional(gpu, "checks every index: its variant for these arguments' lengths") {
            Some(loaded) => (kernel, loaded),
            None => {
                let plain = kernel.variant(kernel.variant & !bit);
                (plain, plain.load(gpu)?)
            }
        },
    };
    let Some((blocks, threads)) = grid.dims(&gpu.limits, loaded.best_block).map_err(|m| config_error(kernel, m))?
    else {
        return Ok(());
    };
    check_bound(kernel, threads)?;
    check_shared(loaded.static_shared, grid.shared_mem_bytes(), &gpu.limits).map_err(|m| config_error(kernel, m))?;
    // Past the default limit, static and dynamic together, the kernel must opt in.
    if loaded.static_shared as u64 + grid.shared_mem_bytes() as u64 > gpu.limits.max_shared_per_block as u64 {
        gpu.allow_dynamic_shared(&loaded, grid.shared_mem_bytes())?;
    }
    if threads.product() > loaded.max_threads as u64 {
        return Err(config_error(
            kernel,
            format!(
                "{} threads per block is more than this kernel can run with on {device} ({}): it uses too many \
                 registers per thread; launch smaller blocks",
                threads.product(),
                loaded.max_threads
            ),
        ));
    }
    // (Filled where it stays: its pointers point into it, and into `args`.)
    let mut params = Params::new(kernel.variant & crate::kernel::info::VARIANT_WIDE != 0);
    args.push(&mut params);
    // (A twin's blocks are several logical blocks each: not the clusters the grid asks for.)
    let twin = if grid.cluster_dims().is_none() {
        lanes_launch(kernel, gpu, blocks, threads, grid.shared_mem_bytes())
    } else {
        None
    };
    if let Some((twin, lanes)) = twin {
        // The logical grid's x extent: the twin's last parameter.
        params.push_word(u64::from(blocks.x));
        return gpu.launch(&kernel.name, &twin, lanes.blocks, threads, lanes.slots, None, stream, &mut params);
    }
    gpu.launch(
        &kernel.name,
        &loaded,
        blocks,
        threads,
        grid.shared_mem_bytes(),
        grid.cluster_dims(),
        stream,
        &mut params,
    )
}

/// The twin and its launch, for a grid of `blocks` × `threads` with `dynamic` bytes of
/// dynamic shared memory, when the twin may run it and it pays: a grid of at least `LANES`
/// waves of blocks that fill the GPU (fewer would leave multiprocessors idle), no dynamic
/// shared memory asked for, the twin able to run blocks this large. Its unit (the kernel's
/// lanes variant) is compiled on the first such launch.
fn lanes_launch(
    kernel: &'static KernelInfo,
    gpu: &Gpu,
    blocks: Dim3,
    threads: Dim3,
    dynamic: u32,
) -> Option<(cuda::Loaded, LanesLaunch)> {
    let mode = lanes_mode();
    let wanted = match mode {
        Lanes::Off => false,
        // (A variant trusting assumptions under which no index is checked counts as unchecked.)
        Lanes::Unchecked => {
            !kernel.checked || (kernel.assumed_unchecked && kernel.variant & crate::kernel::info::VARIANT_ASSUMED != 0)
        }
        Lanes::Large | Lanes::Always => true,
    };
    if !wanted || dynamic != 0 || !kernel.lanes_allowed() {
        return None;
    }
    // (`Always`: as if the GPU had no multiprocessor, so any grid is large.)
    let multiprocessors = if mode == Lanes::Always { 0 } else { gpu.limits.multiprocessors };
    // Planned before the lanes variant is loaded: a grid too small for either twin (the
    // vector twin's needs more blocks) compiles no twin (a first launch would pay a second
    // compile, docs/benchmarks.md).
    let plain = plan_lanes(blocks, threads.product(), multiprocessors, LANES)?;
    let loaded = kernel.load_lanes(gpu)?;
    // The vector twin where blocks are of one dimension and a multiple of its lanes; the
    // other twin for other blocks, and for grids too small for the vector twin's.
    let vector = (threads.y == 1 && threads.z == 1 && threads.x.is_multiple_of(VLANES))
        .then(|| Some((loaded.vector_lanes?, plan_lanes(blocks, threads.product(), multiprocessors, VLANES)?)))
        .flatten();
    let ((function, max_threads), launch) = match vector {
        Some(v) => v,
        None => (loaded.lanes?, plain),
    };
    if threads.product() > u64::from(max_threads) {
        return None;
    }
    Some((cuda::Loaded { function, max_threads, ..loaded }, launch))
}

/// The simulator half of [`launch`]: the configuration checked as a GPU would, then the CPU
/// body run once per simulated thread.
pub(crate) fn on_simulator<A, F>(
    kernel: &'static KernelInfo,
    limits: &Limits,
    grid: &Grid<'_>,
    args: &A,
    sim_body: F,
    captured: Captured,
) -> Result<()>
where
    A: LaunchArgs,
    F: Fn(&ThreadCtx<'_>, A::Sim) + Send + Sync + 'static,
{
    let config_error = |message: String| config_error(kernel, message);
    let Some((blocks, threads)) = grid.dims(limits, simulated_block(kernel)).map_err(config_error)? else {
        return Ok(());
    };
    check_bound(kernel, threads)?;
    // As a GPU would refuse it: static shared memory above the static limit fails to
    // compile there, and the whole above the opt-in limit to launch.
    let uses = kernel.uses();
    if uses.static_shared > limits.max_shared_per_block {
        return Err(config_error(format!(
            "its shared arrays (with those of the device functions it calls) take {} bytes per block, more \
             than the {} bytes of static shared memory a block may have; use `dynamic_shared::<T>()` with \
             `.shared_mem(bytes)` for more",
            uses.static_shared, limits.max_shared_per_block
        )));
    }
    check_shared(uses.static_shared, grid.shared_mem_bytes(), limits).map_err(config_error)?;
    let mode = if uses.cooperation {
        sim::Mode::Cooperative { dynamic_bytes: grid.shared_mem_bytes() as usize }
    } else {
        sim::Mode::Independent
    };
    let check_races = !kernel.racy && sim::race_check_enabled();
    let local = uses.local_bytes as usize;
    if let Captured::Record = captured {
        // A graph's launch: the views are raw pointers into memory the graph holds.
        let views = args.sim();
        crate::api::graph::record_sim(Box::new(move || {
            sim::run(kernel.name, blocks, threads, mode, local, check_races, || views, &sim_body)
                .map_err(|m| crate::kernel::launch::config_error(kernel, m))
        }));
        return Ok(());
    }
    sim::run(kernel.name, blocks, threads, mode, local, check_races, || args.sim(), sim_body).map_err(config_error)
}

/// Static and dynamic shared memory together within the device's opt-in limit.
fn check_shared(static_bytes: u32, dynamic_bytes: u32, limits: &Limits) -> std::result::Result<(), String> {
    let shared = static_bytes as u64 + dynamic_bytes as u64;
    if shared > limits.max_shared_per_block_optin as u64 {
        return Err(format!(
            "it needs {shared} bytes of shared memory per block ({static_bytes} static, {dynamic_bytes} dynamic), more \
             than the device's limit of {}",
            limits.max_shared_per_block_optin
        ));
    }
    Ok(())
}

pub(crate) fn launch_device<A: LaunchArgs>(kernel: &KernelInfo, grid: &Grid<'_>, args: &A) -> Result<Device> {
    let mut tags = TagCheck::default();
    if let Some(s) = grid.stream() {
        tags.see(s.device().memory_tag());
    }
    args.tags(&mut tags);
    let Some(first) = tags.first else {
        return Err(Error::NoLaunchDevice { kernel: kernel.name.to_string() });
    };
    if let Some(other) = tags.other {
        let name = |t| Device::from_memory_tag(t).map_or_else(|| format!("device tag {t}"), |d| d.to_string());
        return Err(Error::MixedDevices {
            operation: format!("launch kernel `{}`", kernel.name),
            parts: "its buffers (and its grid's stream)",
            devices: format!("{} and {}", name(first), name(other)),
            fix: "copy the buffers to one device first (`dst.copy_from(&src)`) and launch on a stream of that device",
        });
    }
    Device::from_memory_tag(first).ok_or_else(|| Error::NoLaunchDevice { kernel: kernel.name.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::memory::DeviceSlice;

    #[test]
    fn assumptions_hold_only_when_every_one_does() {
        let dev = Device::simulator();
        let (a, b) = (dev.to_device(&[1.0f32; 10]).unwrap(), dev.to_device(&[1.0f32; 12]).unwrap());
        let mut c = dev.to_device(&[0.0f32; 10]).unwrap();
        let (a, b): (&DeviceSlice<f32>, &DeviceSlice<f32>) = (&a, &b);
        let len = |large| Assume { small: Measure::Len(2), large: Measure::Len(large) };
        let both = [len(0), len(1)];
        let shape = |block: [Option<u32>; 3], blocks: [Option<u32>; 3]| GridBounds { block, blocks };
        let any = shape([None; 3], [None; 3]);
        assert!(assumptions_hold(&both, &(a, b, &mut *c), &any));
        let short = a.slice(..9).unwrap();
        assert!(!assumptions_hold(&both, &(short, b, &mut *c), &any));
        assert!(!assumptions_hold(&[], &(a, b, &mut *c), &any), "no assumptions: the kernel as written");
        // A scalar bound, and what no argument measures (a float, an axis past a slice's).
        let n = |_| Assume { small: Measure::Value(0), large: Measure::Len(1) };
        assert!(assumptions_hold(&[n(0)], &(12u32, b), &any));
        assert!(!assumptions_hold(&[n(0)], &(13usize, b), &any));
        assert!(!assumptions_hold(&[n(0)], &(1.0f32, b), &any));
        let axis = Assume { small: Measure::Extent(0, 1), large: Measure::Len(1) };
        assert!(!assumptions_hold(&[axis], &(a, b), &any));
        // The block's shape: known (an explicit grid) and small enough, or not.
        let rows = Assume { small: Measure::Block(1), large: Measure::Constant(8) };
        let shaped = [len(0), rows];
        let explicit = |y| shape([Some(32), Some(y), Some(1)], [Some(1); 3]);
        assert!(assumptions_hold(&shaped, &(a, b, &mut *c), &explicit(8)));
        assert!(!assumptions_hold(&shaped, &(a, b, &mut *c), &explicit(16)));
        assert!(!assumptions_hold(&shaped, &(a, b, &mut *c), &any), "a block the grid does not say");
        assert!(!assumptions_hold(&shaped, &(short, b, &mut *c), &explicit(8)));
        // A matrix: the grid's blocks times a stride within a length (12 = 3 × 4, not 4 × 4);
        // a product past 2^64 is no measure.
        let rows_of = |blocks| shape([Some(32), Some(1), Some(1)], [Some(blocks), Some(1), Some(1)]);
        let matrix =
            [Assume { small: Measure::Product(&[Measure::Grid(0), Measure::Value(0)]), large: Measure::Len(1) }];
        assert!(assumptions_hold(&matrix, &(4u32, b), &rows_of(3)));
        assert!(!assumptions_hold(&matrix, &(4u32, b), &rows_of(4)));
        assert!(!assumptions_hold(&matrix, &(4u32, b), &any), "blocks the grid does not say");
        assert!(!assumptions_hold(&matrix, &(u64::MAX, b), &rows_of(3)));
        let least = [Assume { small: Measure::Constant(5), large: Measure::Value(0) }];
        assert!(assumptions_hold(&least, &(5u32, b), &any));
        assert!(!assumptions_hold(&least, &(4u32, b), &any));
    }
}
