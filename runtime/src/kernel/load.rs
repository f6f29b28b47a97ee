//! A kernel compiled and loaded on a GPU: from an image built ahead of time (`aot.rs`) or by
//! NVRTC through the disk cache (`backend/cuda/module.rs`), once per device (the slots of
//! [`KernelCache`](crate::kernel::info::KernelCache)), and what the loaded function uses.

use crate::api::device::Device;
use crate::backend::cuda::{self, nvrtc, Gpu, Loaded};
use crate::backend::Backend;
use crate::base::error::Result;
use crate::base::limits::Resources;
use crate::kernel::aot;
use crate::kernel::info::KernelInfo;

impl KernelInfo {
    /// Whether a launch on a GPU loads an image `ferrocuda-build` compiled ahead of time
    /// for this translation unit (no NVRTC), rather than compiling it.
    pub fn ahead_of_time(&'static self) -> bool {
        aot::image_for(self).is_some()
    }

    /// The kernel's whole translation unit (its device functions linked in) compiled by NVRTC
    /// to CUBIN for `sm_{arch}` (e.g. 90): what a GPU of that architecture would load, with
    /// NVRTC's log. Needs NVRTC, not a GPU, so a test suite can catch compile errors on any
    /// machine.
    pub fn compile_for(&'static self, arch: u32) -> Result<nvrtc::Compiled> {
        let options = self.nvrtc_options(nvrtc::CompileOptions::cubin(arch));
        nvrtc::nvrtc()?.compile_kernel_source(self.name, self.cuda_source(), &options)
    }

    /// The kernel's lanes variant loaded on `gpu` (see [`with_lanes`](Self::with_lanes)), or
    /// `None` when it has none or it failed to load there once (its launches then run the
    /// kernel as written).
    pub(crate) fn load_lanes(&'static self, gpu: &Gpu) -> Option<Loaded> {
        self.with_lanes()?.load_optional(gpu, "runs one logical block per block: its lanes variant")
    }

    /// This variant, one a launch may do without (a `_lanes` twin, trusted assumptions),
    /// loaded on `gpu`; `None` when it failed to load there once (say, no NVRTC for a kernel
    /// built ahead of time), noted once on stderr as `what` and not tried again.
    pub(crate) fn load_optional(&'static self, gpu: &Gpu, what: &str) -> Option<Loaded> {
        let failed = &self.cache.failed[gpu.ordinal];
        if failed.get().is_some() {
            return None;
        }
        match self.load(gpu) {
            Ok(loaded) => Some(loaded),
            Err(e) => {
                if failed.set(()).is_ok() {
                    eprintln!("ferrocuda: note: kernel `{}` {what} could not be loaded: {e} (noted once)", self.name);
                }
                None
            }
        }
    }

    /// What the compiled kernel uses on `device`, compiling and loading it if needed (an
    /// [`Error::NeedsGpu`](crate::base::error::Error::NeedsGpu) on the simulator).
    pub fn resources(&'static self, device: &Device) -> Result<Resources> {
        match device.backend() {
            Backend::Cuda(g) => g.resources(&self.load(g)?),
            Backend::Simulator => Err(crate::base::error::Error::NeedsGpu { what: "a kernel's resource usage" }),
        }
    }

    /// The PTX NVRTC makes of the kernel for `device`'s architecture (for the simulator,
    /// for `sm_90`). Needs NVRTC, not a GPU.
    pub fn ptx(&'static self, device: &Device) -> Result<String> {
        let arch = device.compute_capability().map_or(90, |(major, minor)| major * 10 + minor);
        cuda::module::ptx(self.name, self.cuda_source(), arch, self.fmad)
    }

    /// How many blocks of `threads` threads with `dynamic_shared` bytes fit on one
    /// multiprocessor of `device` at once (the simulator answers for a GPU with 2048 threads
    /// and 32 blocks per multiprocessor).
    pub fn occupancy(&'static self, device: &Device, threads: u32, dynamic_shared: u32) -> Result<u32> {
        match device.backend() {
            Backend::Cuda(g) => g.blocks_per_sm(&self.load(g)?, threads, dynamic_shared),
            Backend::Simulator => Ok((2048 / threads.max(1)).min(32)),
        }
    }

    /// The kernel compiled and loaded on `gpu`, compiling on first use.
    pub(crate) fn load(&'static self, gpu: &Gpu) -> Result<Loaded> {
        let slot = &self.cache.loaded[gpu.ordinal];
        if let Some(l) = slot.get() {
            return Ok(*l);
        }
        let _guard = self.cache.compiling.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = slot.get() {
            return Ok(*l);
        }
        if let Some(image) = aot::image_for(self) {
            let frame = self.recursive().then_some(image.largest_frame as usize);
            match gpu.load_image(image.image, self.symbol, self.twin().map(|t| (t, self.vector_twin())), frame) {
                Ok(loaded) => {
                    let _ = slot.set(loaded);
                    return Ok(loaded);
                }
                // (A GPU older than every architecture built, or a driver older than the PTX.)
                Err(e) => aot::note_fallback(self, &format!("has no image this GPU loads ({e})")),
            }
        } else {
            aot::note_fallback(self, "was not compiled ahead of time by its crate's build script");
        }
        let loaded = gpu.load_kernel(&cuda::module::KernelSource {
            name: self.name,
            symbol: self.symbol,
            lanes: self.twin(),
            vector_lanes: self.vector_twin(),
            source: self.cuda_source(),
            recursive: self.recursive(),
            fmad: self.fmad,
        })?;
        let _ = slot.set(loaded);
        Ok(loaded)
    }
}
