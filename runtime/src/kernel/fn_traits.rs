//! What a kernel's name is to the code that launches it.
//!
//! `#[kernel] pub fn saxpy(…)` leaves `saxpy` a function item (so that any `let saxpy = …` may
//! shadow it, as it may shadow any function) whose call returns the kernel's hidden type, a
//! unit struct the macro generates. Everything a user does with the name goes through the
//! traits here, implemented for every `F: Fn() -> K` where `K` is such a type:
//!
//! - [`KernelFn`]: `saxpy.name()`, `saxpy.cuda_source()`, `saxpy.resources(&dev)`, … (a
//!   generic kernel's type arguments by turbofish: `scale.cuda_source::<f16>()`);
//! - [`Launch`]: a launch with the arguments in one tuple (`&dyn Launch<(…)>` holds any
//!   kernel of that signature), and [`arity`]'s `LaunchN` traits, whose `launch(grid, a, b, …)`
//!   takes them one by one; [`LaunchTuned`] and `LaunchTunedN` the same for `launch_tuned`.
//!
//! The prelude brings the traits into scope without their names (`use … as _`). Each
//! generated type implements the hidden [`KernelType`], [`KernelArgs`] for its argument
//! tuple (one impl: rustc infers a generic kernel's type parameters and takes `&buffer` to
//! `&DeviceSlice` from it), [`Instance`] for its type arguments, and [`TunedArgs`] when tuned.

use crate::api::device::Device;
use crate::api::grid::Grid;
use crate::backend::cuda::nvrtc::Compiled;
use crate::base::error::Result;
use crate::base::limits::Resources;
use crate::kernel::info::KernelInfo;
use crate::kernel::tune::TunedGrid;

/// The type `#[kernel]` generates for a kernel (what calling its name returns). Not
/// implemented by hand.
#[doc(hidden)]
pub trait KernelType: Copy + 'static {
    /// The kernel as written (a generic kernel's template).
    fn info() -> &'static KernelInfo;
}

/// A kernel type's instance for the type arguments `G`: `()` for a kernel without type
/// parameters, the type for one, a tuple of them for several.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "this kernel has no instance for the type arguments `{G}`",
    label = "the kernel's type arguments",
    note = "name one type per type parameter of the kernel, in order: `k.cuda_source::<f32>()` for one, \
            `k.cuda_source::<(f32, u8)>()` for two; a kernel without type parameters takes none"
)]
pub trait Instance<G>: KernelType {
    /// The instance (compiled and cached apart from the others).
    fn instance() -> &'static KernelInfo;
}

/// A kernel type's launch with its arguments in a tuple: implemented once per kernel, for its
/// parameters' launch types.
#[doc(hidden)]
pub trait KernelArgs<Args>: KernelType {
    /// Launches the kernel over `grid` with `args`.
    fn launch_args(self, grid: Grid<'_>, args: Args) -> Result<()>;
}

/// A tuned kernel type's `launch_tuned` with its arguments in a tuple, for a grid of `K`
/// tuned values: implemented for the type whose tuned parameters are unnamed.
#[doc(hidden)]
pub trait TunedArgs<const K: usize, Args>: KernelType {
    /// Launches the fastest candidate (see `launch_tuned`).
    fn launch_tuned_args(self, grid: TunedGrid<'_, K>, args: Args) -> Result<()>;
}

/// What a kernel's name offers besides launching: its name, CUDA source, PTX and resources.
///
/// A generic kernel's methods take its type arguments by turbofish
/// (`scale.cuda_source::<f16>()`, a tuple for several: `::<(f32, u8)>()`); its const
/// arguments are the name's (`tile::<64>.ptx(&dev)`).
pub trait KernelFn {
    /// The generated type.
    #[doc(hidden)]
    type Type: KernelType;

    /// The kernel's name.
    fn name(&self) -> &'static str {
        Self::Type::info().name
    }

    /// The CUDA C++ the kernel was translated to: its device functions and itself. It
    /// `#include`s `ferrocuda.cuh`, the prelude (`ferrocuda::PRELUDE`).
    fn cuda_source<G>(&self) -> &'static str
    where
        Self::Type: Instance<G>,
    {
        <Self::Type as Instance<G>>::instance().cuda_source()
    }

    /// What the compiled kernel uses of `device` per thread and per block: registers,
    /// shared, local (spill) and constant memory, and the most threads per block.
    fn resources<G>(&self, device: &Device) -> Result<Resources>
    where
        Self::Type: Instance<G>,
    {
        <Self::Type as Instance<G>>::instance().resources(device)
    }

    /// The PTX NVRTC makes of the kernel for `device`'s architecture.
    fn ptx<G>(&self, device: &Device) -> Result<String>
    where
        Self::Type: Instance<G>,
    {
        <Self::Type as Instance<G>>::instance().ptx(device)
    }

    /// How many blocks of `threads` threads fit on one multiprocessor of `device` at once.
    fn occupancy<G>(&self, device: &Device, threads: u32) -> Result<u32>
    where
        Self::Type: Instance<G>,
    {
        <Self::Type as Instance<G>>::instance().occupancy(device, threads, 0)
    }

    /// The kernel's whole translation unit compiled by NVRTC for `sm_{arch}` (e.g. 90),
    /// without a GPU: a test can catch NVRTC errors on any machine with NVRTC.
    fn compile_for<G>(&self, arch: u32) -> Result<Compiled>
    where
        Self::Type: Instance<G>,
    {
        <Self::Type as Instance<G>>::instance().compile_for(arch)
    }

    /// Whether the kernel (for these type arguments) loads an image its crate's build script
    /// compiled ahead of time (`ferrocuda-build`), rather than compiling with NVRTC.
    fn ahead_of_time<G>(&self) -> bool
    where
        Self::Type: Instance<G>,
    {
        <Self::Type as Instance<G>>::instance().ahead_of_time()
    }

    /// The kernel as written (a generic kernel's template).
    #[doc(hidden)]
    fn __fc_info(&self) -> &'static KernelInfo {
        Self::Type::info()
    }

    /// The kernel's instance for the type arguments `G`.
    #[doc(hidden)]
    fn __fc_instance<G>(&self) -> &'static KernelInfo
    where
        Self::Type: Instance<G>,
    {
        <Self::Type as Instance<G>>::instance()
    }
}

impl<F: Fn() -> K, K: KernelType> KernelFn for F {
    type Type = K;
}

/// A kernel that takes the arguments `Args` (a tuple of the launch's argument types):
/// `kernel.launch_with(grid, (a, &x, &mut y))`, or `kernel.launch(grid, a, &x, &mut y)`.
/// Kernels of one signature are one type behind `&dyn Launch<(…)>`:
///
/// ```ignore
/// let k: &dyn Launch<(f32, &DeviceSlice<f32>, &mut DeviceSlice<f32>)> =
///     if exact { &saxpy_exact } else { &saxpy };
/// k.launch(Grid::for_elements(n), 2.0, &x, &mut y)?;
/// ```
pub trait Launch<Args> {
    /// Launches the kernel over `grid` with `args`. It runs asynchronously; the next
    /// synchronizing call (`to_vec`, `copy_to_host`, `synchronize`) waits for it and reports
    /// a panic of any of its threads.
    fn launch_with(&self, grid: Grid<'_>, args: Args) -> Result<()>;
}

impl<F: Fn() -> K, K: KernelArgs<Args>, Args> Launch<Args> for F {
    #[inline]
    fn launch_with(&self, grid: Grid<'_>, args: Args) -> Result<()> {
        self().launch_args(grid, args)
    }
}

/// A `#[kernel(tune(…))]` kernel of `K` tuned parameters that takes the arguments `Args`:
/// `kernel.launch_tuned(Grid::tuned(|[block, rows]| …), a, &x)`.
pub trait LaunchTuned<const K: usize, Args> {
    /// Launches the kernel's fastest candidate for these arguments' sizes on their device:
    /// the first launch of a size class times each combination of the tuned values (the
    /// grid made for each by `Grid::tuned`), and remembers the fastest in memory and the
    /// disk cache.
    fn launch_tuned_with(&self, grid: TunedGrid<'_, K>, args: Args) -> Result<()>;
}

impl<F: Fn() -> T, T: TunedArgs<K, Args>, const K: usize, Args> LaunchTuned<K, Args> for F {
    #[inline]
    fn launch_tuned_with(&self, grid: TunedGrid<'_, K>, args: Args) -> Result<()> {
        self().launch_tuned_args(grid, args)
    }
}
