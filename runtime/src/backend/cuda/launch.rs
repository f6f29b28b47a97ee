//! `cuLaunchKernel` / `cuLaunchKernelEx`: the only `unsafe` of launching a kernel.
//!
//! The launch path (`crate::kernel::launch`) has checked the configuration against the device and
//! the kernel and packed the arguments' kernel parameters; this queues the launch, as a
//! programmatic dependent launch where the GPU has them (`crate::backend::cuda::dependent_launch`).

use super::driver::{check, sys};
use super::params::{Params, MAX_PARAMS};
use super::{Gpu, Loaded, Stream};
use crate::base::error::{Error, Result};
use crate::base::limits::Dim3;

impl Gpu {
    /// Queues `loaded` (the kernel named `*kernel`) over `blocks` × `threads` with
    /// `shared_bytes` of dynamic shared memory, in clusters of `cluster` blocks if given (the
    /// launch path has checked it divides `blocks`), on `stream` (the default stream when
    /// `None`), with the kernel parameters of `args`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn launch(
        &self,
        kernel: &'static &'static str,
        loaded: &Loaded,
        blocks: Dim3,
        threads: Dim3,
        shared_bytes: u32,
        cluster: Option<Dim3>,
        stream: Option<&Stream>,
        params: &mut Params,
    ) -> Result<()> {
        if params.count() > MAX_PARAMS {
            return Err(Error::LaunchConfig {
                kernel: kernel.to_string(),
                message: format!(
                    "it has {} parameter words, more than ferrocuda's limit of {MAX_PARAMS}; pass fewer \
                     arguments (a slice takes two words, a scalar one)",
                    params.count()
                ),
            });
        }
        let queue = stream;
        let stream = stream.map_or(std::ptr::null_mut(), Stream::raw);
        self.bind()?;
        self.launching(kernel);
        // A kernel that begins by waiting for the grids before it (`fc::grid_dependency`, in
        // code for sm_90 and later) may start before they end; a cluster launch names its
        // clusters' shape. Either is a launch attribute, which only `cuLaunchKernelEx` takes.
        let early = loaded.waits_for_grids && crate::backend::cuda::dependent_launch::dependent_launch();
        let r = if early || cluster.is_some() {
            let serialization = sys::CUlaunchAttribute {
                id: sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION,
                pad: [0; 4],
                value: sys::CUlaunchAttributeValue { programmaticStreamSerializationAllowed: 1 },
            };
            let mut attrs = [serialization; 2];
            let mut count = usize::from(early);
            if let Some(c) = cluster {
                attrs[count] = sys::CUlaunchAttribute {
                    id: sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
                    pad: [0; 4],
                    value: sys::CUlaunchAttributeValue {
                        clusterDim: sys::CUlaunchAttributeValue_union__bindgen_ty_1 { x: c.x, y: c.y, z: c.z },
                    },
                };
                count += 1;
            }
            let config = sys::CUlaunchConfig {
                gridDimX: blocks.x,
                gridDimY: blocks.y,
                gridDimZ: blocks.z,
                blockDimX: threads.x,
                blockDimY: threads.y,
                blockDimZ: threads.z,
                sharedMemBytes: shared_bytes,
                hStream: stream,
                attrs: attrs.as_mut_ptr(),
                numAttrs: count as u32,
            };
            // Safety: as `cuLaunchKernel`'s below; `config` and the attributes it points to
            // outlive the call.
            check("cuLaunchKernelEx", unsafe {
                sys::cuLaunchKernelEx(&config, loaded.function, params.pointers(), std::ptr::null_mut())
            })
        } else {
            // Safety: `function` was loaded on this device from the source the macro generated
            // for this kernel; `params` holds one pointer per parameter of its `__global__`
            // signature, in order and of matching sizes (the macro generates both the signature
            // and the argument tuple from the same parameter list, and `LaunchArgs::push` pushes
            // each argument's parameters in that order), and every pointee (the argument tuple,
            // the words inside `params`) outlives this call. The buffers are borrowed for the
            // call by the caller and freed only after queued work.
            check("cuLaunchKernel", unsafe {
                sys::cuLaunchKernel(
                    loaded.function,
                    blocks.x,
                    blocks.y,
                    blocks.z,
                    threads.x,
                    threads.y,
                    threads.z,
                    shared_bytes,
                    stream,
                    params.pointers(),
                    std::ptr::null_mut(),
                )
            })
        };
        r?;
        queue.map_or(Ok(()), Stream::queued)
    }
}
