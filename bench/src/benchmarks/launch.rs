//! The host cost of a launch, back to back: ferrocuda, the raw driver, cudarc.

use std::ffi::c_void;

use ferrocuda::prelude::*;

use crate::harness::{host_launch_cost, ptr, s, Bench, Res};
use crate::report::{Work, SYS_CUDARC, SYS_OURS};
use crate::{check, kernels, reference};

pub fn run(b: &mut Bench) -> Res<()> {
    let n = 32usize;
    let x = b.dev.to_device(&vec![1.0f32; n]).map_err(s)?;
    let mut y = b.dev.to_device(&vec![0.0f32; n]).map_err(s)?;
    let size = "1 block of 32, 4 arguments";
    let grid = Grid::new(1, 32);
    b.measure("launch", size, SYS_OURS, Work::Latency, |b| {
        kernels::saxpy_n.launch(grid, 2.0, &x, &mut y, n as u32).map_err(s)?;
        check::close("launch kernel", &y.to_vec().map_err(s)?, &vec![2.0; n], 0.0)?;
        host_launch_cost(b, || kernels::saxpy_n.launch(grid, 2.0, &x, &mut y, n as u32).map_err(s))
    });

    let source = reference::find_source("vector_add.cu")?.1;
    let image = reference::compile_nvrtc("vector_add.cu", &source, b.arch)?;
    b.measure("launch", size, "cuLaunchKernel (raw driver)", Work::Latency, |b| {
        let m = reference::Module::load(&image)?;
        let f = m.function("saxpy_n")?;
        let (a, px, py, nn) = (2.0f32, x.as_raw_ptr(), y.as_raw_ptr(), n as i32);
        host_launch_cost(b, || {
            let mut params: [*mut c_void; 4] = [ptr(&a), ptr(&px), ptr(&py), ptr(&nn)];
            // Safety: the parameters match `saxpy_n`; the buffers hold n floats.
            unsafe { f.launch([1, 1, 1], [32, 1, 1], &mut params) }
        })
    });

    b.measure("launch", size, SYS_CUDARC, Work::Latency, |b| {
        use cudarc::driver::{CudaContext, LaunchConfig, PushKernelArg};
        let ctx = CudaContext::new(0).map_err(s)?;
        let stream = ctx.default_stream();
        let module = ctx.load_module(cudarc::nvrtc::Ptx::from_binary(image.clone())).map_err(s)?;
        let f = module.load_function("saxpy_n").map_err(s)?;
        let cx = stream.clone_htod(&vec![1.0f32; n]).map_err(s)?;
        let mut cy = stream.alloc_zeros::<f32>(n).map_err(s)?;
        let cfg = LaunchConfig { grid_dim: (1, 1, 1), block_dim: (32, 1, 1), shared_mem_bytes: 0 };
        let (a, nn) = (2.0f32, n as i32);
        let launch = |cy: &mut cudarc::driver::CudaSlice<f32>| {
            let mut builder = stream.launch_builder(&f);
            builder.arg(&a).arg(&cx).arg(cy).arg(&nn);
            // Safety: the arguments match `saxpy_n`'s signature; the buffers hold n floats.
            unsafe { builder.launch(cfg) }.map(|_| ()).map_err(s)
        };
        launch(&mut cy)?;
        let got = stream.clone_dtoh(&cy).map_err(s)?;
        check::close("cudarc launch", &got, &vec![2.0; n], 0.0)?;
        host_launch_cost(b, || launch(&mut cy))
    });
    Ok(())
}
