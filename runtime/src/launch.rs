//! Launching: what generated `launch` methods call, and the checks before a launch.
//!
//! The macro's `launch` method packs its arguments in a tuple and calls [`launch`], which
//! finds the device from the buffers and the stream and hands over to the backend. For a
//! GPU ([`on_gpu`]), each argument pushes its kernel parameters — a scalar its value, a slice
//! its device pointer and its length — in the order the generated `__global__` signature
//! declares them, and `cuda/launch.rs` queues the launch (the only `unsafe` of launching);
//! for the simulator ([`on_simulator`]), each becomes its simulator counterpart and the
//! kernel's CPU body runs once per thread.

use std::ffi::c_void;

use crate::cuda::{self, Gpu};
use crate::device::Device;
use crate::error::{Error, Result};
use crate::graph::Captured;
use crate::grid::Grid;
use crate::kernel::{Assume, KernelInfo, Measure};
use crate::limits::{Dim3, Limits, DEFAULT_BLOCK_SIZE};
use crate::memory::DeviceSlice;
use crate::scalar::DeviceCopy;
use crate::sim::{self, Slice, SliceMut, ThreadCtx};

/// Most kernel parameters one launch may pass (a slice is two: its pointer and its length; an
/// array two: its pointer and its shape and strides).
pub(crate) const MAX_PARAMS: usize = 64;
/// Most 8-byte words the slice and array parameters of one launch may take together.
const MAX_WORDS: usize = 256;

/// Kernel parameters being assembled for `cuLaunchKernel`: pointers to each value. Slice
/// and array parameters' values live in `words`, scalars' in the caller's argument tuple.
pub struct Params {
    words: [u64; MAX_WORDS],
    ptrs: [*mut c_void; MAX_PARAMS],
    n_words: usize,
    n: usize,
    /// The kernel variant takes arrays' shapes and strides as 64-bit words; otherwise as
    /// 32-bit ones (its offset arithmetic is 32-bit).
    wide: bool,
}

impl Params {
    /// No parameters yet, for a kernel variant with 64-bit array offsets when `wide`. Fill it
    /// where it stays: the pointers of slice parameters point into it.
    pub(crate) fn new(wide: bool) -> Self {
        Params { words: [0; MAX_WORDS], ptrs: [std::ptr::null_mut(); MAX_PARAMS], n_words: 0, n: 0, wide }
    }

    /// Whether arrays' shapes and strides go as 64-bit words (see [`Params::new`]).
    pub(crate) fn wide(&self) -> bool {
        self.wide
    }

    /// How many parameters were pushed (more than [`MAX_PARAMS`] were not kept).
    pub(crate) fn count(&self) -> usize {
        self.n
    }

    /// The parameter pointers, as `cuLaunchKernel` takes them.
    pub(crate) fn pointers(&mut self) -> *mut *mut c_void {
        self.ptrs.as_mut_ptr()
    }

    fn push_ptr(&mut self, p: *const c_void) {
        if self.n < MAX_PARAMS {
            self.ptrs[self.n] = p as *mut c_void;
        }
        self.n += 1;
    }

    pub(crate) fn push_word(&mut self, w: u64) {
        self.push_words(&[w]);
    }

    /// One parameter of several words (a struct of them, as `fc::dims`).
    pub(crate) fn push_words(&mut self, ws: &[u64]) {
        if self.n_words + ws.len() <= MAX_WORDS {
            self.words[self.n_words..self.n_words + ws.len()].copy_from_slice(ws);
            let p = &self.words[self.n_words] as *const u64;
            self.n_words += ws.len();
            self.push_ptr(p.cast());
        } else {
            // (Past the words: counted past the limit, which the launch reports.)
            self.n = self.n.max(MAX_PARAMS) + 1;
        }
    }
}

/// One argument of a generated `launch`.
#[diagnostic::on_unimplemented(
    message = "a kernel cannot take `{Self}`",
    label = "not an argument of a launch",
    note = "launches take scalars and `DeviceCopy` structs by value, and `&DeviceSlice<T>` / `&mut DeviceSlice<T>` of them"
)]
pub trait LaunchArg {
    /// What the simulated body receives.
    type Sim: Copy + Send + Sync + 'static;
    /// The memory tag of a buffer argument.
    fn tag(&self) -> Option<u16>;
    /// The device address of a buffer argument (what a captured graph keeps).
    #[inline]
    fn address(&self) -> Option<u64> {
        None
    }
    /// Pushes the kernel parameters of this argument.
    fn push(&self, params: &mut Params);
    /// The simulator's view.
    fn sim(&self) -> Self::Sim;
    /// The kernel variant this argument needs (arrays: `array::launch`'s bits; 0 for others).
    #[inline]
    fn variant(&self) -> u8 {
        0
    }
    /// What a kernel's assumptions compare (`KernelInfo::assumes`): a slice's length (axis
    /// 0), an array's extent along `axis`, an unsigned integer's value (axis 0).
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        let _ = axis;
        None
    }
    /// The memory a kernel may write through a writable buffer argument: its memory tag,
    /// device address and bytes (what a tuned launch saves and restores, `tune.rs`).
    #[inline]
    fn written(&self) -> Option<(u16, u64, usize)> {
        None
    }
}

impl<T: DeviceCopy> LaunchArg for T {
    type Sim = T;
    #[inline]
    fn tag(&self) -> Option<u16> {
        None
    }
    #[inline]
    fn push(&self, params: &mut Params) {
        params.push_ptr((self as *const T).cast());
    }
    #[inline]
    fn sim(&self) -> T {
        *self
    }
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        self.__fc_bound().filter(|_| axis == 0)
    }
}

impl<T: DeviceCopy> LaunchArg for &DeviceSlice<T> {
    type Sim = Slice<T>;
    #[inline]
    fn tag(&self) -> Option<u16> {
        Some(DeviceSlice::tag(self))
    }
    #[inline]
    fn address(&self) -> Option<u64> {
        Some(self.as_raw_ptr())
    }
    #[inline]
    fn push(&self, params: &mut Params) {
        params.push_word(self.as_raw_ptr());
        params.push_word(self.len() as u64);
    }
    #[inline]
    fn sim(&self) -> Slice<T> {
        // Safety: simulator memory lives as long as the buffer, which the launch borrows.
        unsafe { Slice::new(self.sim_ptr(), self.len()) }
    }
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        (axis == 0).then_some(self.len() as u64)
    }
}

impl<T: DeviceCopy> LaunchArg for &mut DeviceSlice<T> {
    type Sim = SliceMut<T>;
    #[inline]
    fn tag(&self) -> Option<u16> {
        Some(DeviceSlice::tag(self))
    }
    #[inline]
    fn address(&self) -> Option<u64> {
        Some(self.as_raw_ptr())
    }
    #[inline]
    fn push(&self, params: &mut Params) {
        params.push_word(self.as_raw_ptr());
        params.push_word(self.len() as u64);
    }
    #[inline]
    fn sim(&self) -> SliceMut<T> {
        // Safety: as above; the launch borrows the buffer mutably.
        unsafe { SliceMut::new(self.sim_ptr(), self.len()) }
    }
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        (axis == 0).then_some(self.len() as u64)
    }
    #[inline]
    fn written(&self) -> Option<(u16, u64, usize)> {
        Some((DeviceSlice::tag(self), self.as_raw_ptr(), self.len() * std::mem::size_of::<T>()))
    }
}

/// The argument tuple of a generated `launch`.
pub trait LaunchArgs {
    /// The tuple of simulator views.
    type Sim: Copy + Send + Sync + 'static;
    /// Notes the tags of the buffer arguments.
    fn tags(&self, out: &mut TagCheck);
    /// Notes the device addresses of the buffer arguments.
    fn addresses(&self, out: &mut Vec<u64>);
    /// Pushes every argument's parameters.
    fn push(&self, params: &mut Params);
    /// The simulator views.
    fn sim(&self) -> Self::Sim;
    /// The kernel variant the arguments need together.
    fn variant(&self) -> u8;
    /// Argument `param`'s [`LaunchArg::measure`].
    fn measure(&self, param: usize, axis: u8) -> Option<u64>;
    /// Every argument's measures, in order (a tuned launch's shape class).
    fn measures(&self, out: &mut Vec<u64>);
    /// The memory of every writable buffer argument ([`LaunchArg::written`]).
    fn written(&self, out: &mut Vec<(u16, u64, usize)>);
}

macro_rules! tuples {
    ($( ($($name:ident . $idx:tt),*) )*) => {$(
        impl<$($name: LaunchArg),*> LaunchArgs for ($($name,)*) {
            type Sim = ($($name::Sim,)*);
            #[allow(unused_variables)]
            #[inline]
            fn tags(&self, out: &mut TagCheck) {
                $( if let Some(t) = self.$idx.tag() { out.see(t); } )*
            }
            #[allow(unused_variables)]
            #[inline]
            fn addresses(&self, out: &mut Vec<u64>) {
                $( out.extend(self.$idx.address()); )*
            }
            #[allow(unused_variables)]
            #[inline]
            fn push(&self, params: &mut Params) {
                $( self.$idx.push(params); )*
            }
            #[inline]
            #[allow(clippy::unused_unit)]
            fn sim(&self) -> Self::Sim {
                ($(self.$idx.sim(),)*)
            }
            #[inline]
            fn variant(&self) -> u8 {
                0 $(| self.$idx.variant())*
            }
            #[allow(unused_variables)]
            #[inline]
            fn measure(&self, param: usize, axis: u8) -> Option<u64> {
                match param {
                    $( $idx => self.$idx.measure(axis), )*
                    _ => None,
                }
            }
            #[allow(unused_variables)]
            fn measures(&self, out: &mut Vec<u64>) {
                $( out.extend((0..8).map_while(|axis| self.$idx.measure(axis))); )*
            }
            #[allow(unused_variables)]
            fn written(&self, out: &mut Vec<(u16, u64, usize)>) {
                $( out.extend(self.$idx.written()); )*
            }
        }
    )*};
}

tuples! {
    ()
    (A.0)
    (A.0, B.1)
    (A.0, B.1, C.2)
    (A.0, B.1, C.2, D.3)
    (A.0, B.1, C.2, D.3, E.4)
    (A.0, B.1, C.2, D.3, E.4, F.5)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20, V.21)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20, V.21, W.22)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20, V.21, W.22, X.23)
}

/// The devices of a launch's buffers and stream: the first seen, and one that differs.
#[derive(Default)]
pub struct TagCheck {
    first: Option<u16>,
    other: Option<u16>,
}

impl TagCheck {
    #[inline]
    fn see(&mut self, tag: u16) {
        match self.first {
            None => self.first = Some(tag),
            Some(f) if f != tag && self.other.is_none() => self.other = Some(tag),
            _ => {}
        }
    }
}

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
        true => kernel.variant(kernel.variant | crate::array::VARIANT_ASSUMED),
        false => kernel,
    };
    let captured = crate::graph::on_launch(grid.stream(), |out| args.addresses(out))?;
    device.backend().launch(&device, kernel, grid, args, sim_body, captured)
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
    let (kernel, loaded) = match kernel.variant & crate::array::VARIANT_ASSUMED {
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
    let mut params = Params::new(kernel.variant & crate::array::VARIANT_WIDE != 0);
    args.push(&mut params);
    if let Some((twin, lanes)) = lanes_launch(kernel, gpu, blocks, threads, grid.shared_mem_bytes()) {
        // The logical grid's x extent: the twin's last parameter.
        params.push_word(u64::from(blocks.x));
        return gpu.launch(&kernel.name, &twin, lanes.blocks, threads, lanes.slots, stream, &mut params);
    }
    gpu.launch(&kernel.name, &loaded, blocks, threads, grid.shared_mem_bytes(), stream, &mut params)
}

/// Logical blocks per block of a kernel's `_lanes` twin: the prelude's `FC_LANES`.
pub(crate) const LANES: u32 = 4;
/// Logical threads per thread of a kernel's `_lanes_v` twin: the prelude's `FC_VLANES`.
pub(crate) const VLANES: u32 = 8;
/// Bytes of dynamic shared memory a twin's launch gives beyond one per thread: the prelude's
/// `FC_LANE_SLOTS_EXTRA` (the size tells a panic that its thread runs lanes).
pub(crate) const LANE_SLOTS_EXTRA: u32 = 16;

/// How a kernel's `_lanes` twin runs a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LanesLaunch {
    /// Its blocks: the logical grid's, `LANES` to a block along x.
    pub blocks: Dim3,
    /// Its dynamic shared memory: one lane slot per thread, and the extra.
    pub slots: u32,
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
            !kernel.checked || (kernel.assumed_unchecked && kernel.variant & crate::array::VARIANT_ASSUMED != 0)
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

/// The grid of a twin of `lanes` logical blocks per block (the `_lanes` twin's `LANES`, the
/// `_lanes_v` twin's `VLANES`) for `blocks` of `threads` threads on a GPU of
/// `multiprocessors`, when the grid is large enough to pay (see [`lanes_launch`]).
pub fn plan_lanes(blocks: Dim3, threads: u64, multiprocessors: u32, lanes: u32) -> Option<LanesLaunch> {
    // (2048 threads per multiprocessor: every GPU ferrocuda runs on since Volta.)
    let resident = u64::from(multiprocessors) * (2048 / threads.max(1)).max(1);
    if blocks.x == 0 {
        return None;
    }
    if u64::from(blocks.x) < u64::from(lanes) * resident {
        return None;
    }
    let slots = u32::try_from(threads).ok()?.checked_add(LANE_SLOTS_EXTRA)?;
    Some(LanesLaunch { blocks: Dim3 { x: blocks.x.div_ceil(lanes), ..blocks }, slots })
}

/// Whether launches may run `_lanes` twins, and whether every grid does (see [`Lanes`]).
fn lanes_mode() -> Lanes {
    match LANES_MODE.load(std::sync::atomic::Ordering::Relaxed) {
        LANES_UNREAD => {
            let value = std::env::var_os("FERROCUDA_LANES").map(|v| v.to_string_lossy().into_owned());
            let (mode, warning) = lanes_from_env(value.as_deref());
            if let Some(w) = warning {
                eprintln!("ferrocuda: {w}");
            }
            set_lanes(mode);
            mode
        }
        v if v == Lanes::Off as u8 => Lanes::Off,
        v if v == Lanes::Large as u8 => Lanes::Large,
        v if v == Lanes::Always as u8 => Lanes::Always,
        _ => Lanes::Unchecked,
    }
}

/// Whether launches run `_lanes_v` twins (their kernels' lanes variants then define them,
/// `FC_VECTOR_LANES`): on by default (the half-precision elementwise kernels reach torch with
/// them, docs/benchmarks.md); `FERROCUDA_VECTOR_LANES=0` or [`set_vector_lanes`] turns them
/// off, leaving the `_lanes` twins (docs/runtime.md).
pub fn vector_lanes() -> bool {
    VECTOR_LANES.get()
}

/// Whether launches run `_lanes_v` twins from now on (the benchmark compares in one process).
pub fn set_vector_lanes(on: bool) {
    VECTOR_LANES.set(on);
}

static VECTOR_LANES: crate::switch::Switch = crate::switch::Switch::new(
    "FERROCUDA_VECTOR_LANES",
    "launches run `_lanes_v` twins",
    "run them",
    "run only the `_lanes` twins",
);

/// The mode `FERROCUDA_LANES` (unset: `None`) asks for, and what to warn of when its value is
/// not understood.
fn lanes_from_env(value: Option<&str>) -> (Lanes, Option<String>) {
    let Some(v) = value else { return (Lanes::Unchecked, None) };
    match lanes_setting(v.trim()) {
        Some(mode) => (mode, None),
        None => (
            Lanes::Unchecked,
            Some(format!(
                "FERROCUDA_LANES=`{}` is not understood, so only unchecked kernels run their `_lanes` twins; \
                 accepted values: `auto` or empty (the default), {} (every kernel's), {} (none), `always` (every \
                 grid's)",
                v.trim(),
                crate::cuda::cache::CACHE_ON.join(", "),
                crate::cuda::cache::CACHE_OFF.join(", ")
            )),
        ),
    }
}

/// The mode a value of `FERROCUDA_LANES` names (`None`: not understood).
fn lanes_setting(text: &str) -> Option<Lanes> {
    match text.to_ascii_lowercase().as_str() {
        "" | "auto" => Some(Lanes::Unchecked),
        "always" => Some(Lanes::Always),
        t => crate::cuda::cache::switch(t).map(|on| if on { Lanes::Large } else { Lanes::Off }),
    }
}

/// Which launches run a kernel's `_lanes` twin: `FERROCUDA_LANES=0` none (every kernel one
/// logical block per block, to compare or to rule the twins out); unset, the large grids of
/// `#[kernel(unchecked)]` kernels (measured on an H200, docs/benchmarks.md: checked twins are
/// faster for `saxpy` but slower for `vector_add`, so they wait for cheaper checks); `1` the
/// large grids of every kernel that has a twin; `always` every grid (to test the twins).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lanes {
    /// Every kernel one logical block per block.
    Off = 1,
    /// Twins for grids of several waves, of kernels without bounds checks (the default).
    Unchecked = 2,
    /// Twins for grids of several waves.
    Large = 3,
    /// Twins for every grid a twin may run.
    Always = 4,
}

const LANES_UNREAD: u8 = 0;
static LANES_MODE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(LANES_UNREAD);

/// Which launches run `_lanes` twins from now on (the benchmark compares in one process).
pub fn set_lanes(mode: Lanes) {
    LANES_MODE.store(mode as u8, std::sync::atomic::Ordering::Relaxed);
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
        crate::graph::record_sim(Box::new(move || {
            sim::run(kernel.name, blocks, threads, mode, local, check_races, || views, &sim_body)
                .map_err(|m| crate::launch::config_error(kernel, m))
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

    #[test]
    fn the_lane_constants_are_the_preludes() {
        assert!(crate::PRELUDE.contains(&format!("#define FC_LANES {LANES}u\n")));
        assert!(crate::PRELUDE.contains(&format!("#define FC_VLANES {VLANES}u\n")));
        assert!(crate::PRELUDE.contains(&format!("#define FC_LANE_SLOTS_EXTRA {LANE_SLOTS_EXTRA}u\n")));
    }

    #[test]
    fn the_setting_names_a_mode_or_is_not_understood() {
        assert_eq!(lanes_setting(""), Some(Lanes::Unchecked));
        assert_eq!(lanes_setting("AUTO"), Some(Lanes::Unchecked));
        assert_eq!(lanes_setting("1"), Some(Lanes::Large));
        assert_eq!(lanes_setting("on"), Some(Lanes::Large));
        assert_eq!(lanes_setting("0"), Some(Lanes::Off));
        assert_eq!(lanes_setting("off"), Some(Lanes::Off));
        assert_eq!(lanes_setting("always"), Some(Lanes::Always));
        assert_eq!(lanes_setting("sometimes"), None);
    }

    #[test]
    fn a_setting_not_understood_warns_and_falls_back_to_the_default() {
        assert_eq!(lanes_from_env(None), (Lanes::Unchecked, None));
        assert_eq!(lanes_from_env(Some(" Always ")), (Lanes::Always, None));
        let (mode, warning) = lanes_from_env(Some(" sometimes "));
        assert_eq!(mode, Lanes::Unchecked);
        let warning = warning.unwrap_or_default();
        assert!(
            warning.starts_with("FERROCUDA_LANES=`sometimes` is not understood, so only unchecked kernels run their")
                && warning.contains("`always` (every grid's)"),
            "{warning}"
        );
        assert_eq!(VECTOR_LANES.read_value(None), (true, None));
        assert_eq!(VECTOR_LANES.read_value(Some("1")), (true, None));
        assert_eq!(VECTOR_LANES.read_value(Some("off")), (false, None));
        let (on, warning) = VECTOR_LANES.read_value(Some("maybe"));
        assert!(on);
        let warning = warning.unwrap_or_default();
        assert!(
            warning.starts_with("FERROCUDA_VECTOR_LANES=`maybe` is not understood, so launches run `_lanes_v` twins")
                && warning.contains("accepted values: 1, on, true, yes, enable, enabled (run them), 0, off"),
            "{warning}"
        );
    }

    #[test]
    fn twins_run_grids_of_several_waves() {
        let d = |x| Dim3 { x, y: 3, z: 1 };
        // 132 multiprocessors of 8 blocks of 256: one wave is 1056 blocks; twins from 4 waves.
        assert_eq!(plan_lanes(d(4 * 1056 - 1), 256, 132, LANES), None);
        let p = plan_lanes(d(4 * 1056 + 1), 256, 132, LANES).unwrap();
        assert_eq!(p, LanesLaunch { blocks: d(1057), slots: 256 + LANE_SLOTS_EXTRA });
        // Blocks of 1024: two per multiprocessor.
        assert!(plan_lanes(d(4 * 264), 1024, 132, LANES).is_some());
        assert!(plan_lanes(d(4 * 264 - 1), 1024, 132, LANES).is_none());
        // The vector twin: 8 logical blocks per block, from 8 waves.
        assert_eq!(plan_lanes(d(8 * 1056 - 1), 256, 132, VLANES), None);
        let p = plan_lanes(d(8 * 1056 + 1), 256, 132, VLANES).unwrap();
        assert_eq!(p, LanesLaunch { blocks: d(1057), slots: 256 + LANE_SLOTS_EXTRA });
        // A grid the vector twin runs, the `_lanes` twin could: `lanes_launch` plans the
        // latter before it loads (compiles) the twins' unit.
        for threads in [32, 256, 1024] {
            for x in (1..20_000).step_by(7) {
                let vector = plan_lanes(d(x), threads, 132, VLANES).is_some();
                assert!(!vector || plan_lanes(d(x), threads, 132, LANES).is_some(), "{x} blocks of {threads}");
            }
        }
    }

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
