//! The runtime's own costs: 100 small kernels as one CUDA graph or as 100 launches; a one-pass
//! kernel over host data through mapped memory or through pinned copies; allocating and
//! freeing device memory from the pool or from the driver.

use std::time::Instant;

use cudarc::driver::sys;
use ferrocuda::prelude::*;

use crate::harness::{median, ptr, s, Bench, Res};
use crate::report::{Work, SYS_OURS};
use crate::{check, kernels, reference};

/// Kernels per graph in the graph rows.
pub const KERNELS: usize = 100;
pub const SYS_GRAPH: &str = "ferrocuda, one CUDA graph";
/// The same without programmatic dependent launch (each kernel starts after the one before).
pub const SYS_GRAPH_NO_PDL: &str = "ferrocuda, one CUDA graph, FERROCUDA_PDL=0";
pub const SYS_LAUNCHES_NO_PDL: &str = "ferrocuda, FERROCUDA_PDL=0";
pub const SYS_RAW_GRAPH: &str = "CUDA C twin, one CUDA graph (raw driver)";
pub const SYS_MAPPED: &str = "ferrocuda, mapped (zero-copy)";
pub const SYS_COPIES: &str = "ferrocuda, pinned copies + kernel";
pub const SYS_DRIVER_ALLOC: &str = "cuMemAlloc + cuMemsetD8 + cuMemFree (no pool)";
/// Elements of the mapped rows.
pub const HOST_N: usize = 1 << 24;
const ALLOC_BYTES: usize = 1 << 20;

pub fn run(b: &mut Bench) -> Res<()> {
    graphs(b)?;
    mapped(b)?;
    allocation(b)
}

fn graphs(b: &mut Bench) -> Res<()> {
    let n = 32usize;
    let x = b.dev.to_device(&vec![1.0f32; n]).map_err(s)?;
    let mut y = b.dev.to_device(&vec![0.0f32; n]).map_err(s)?;
    let stream = b.dev.new_stream().map_err(s)?;
    let grid = || Grid::new(1, 32).on(&stream);
    let size = "100 kernels of 1 block, per kernel";
    // With programmatic dependent launch (the default), then without.
    for (launches, graphed, dependent) in [(SYS_OURS, SYS_GRAPH, true), (SYS_LAUNCHES_NO_PDL, SYS_GRAPH_NO_PDL, false)]
    {
        ferrocuda::__private::set_dependent_launch(dependent);
        b.measure("100 kernels", size, launches, Work::Latency, |b| {
            let per_run = b.time(|| {
                for _ in 0..KERNELS {
                    kernels::saxpy_n.launch(grid(), 2.0, &x, &mut y, n as u32).map_err(s)?;
                }
                Ok(())
            })?;
            Ok(per_run / KERNELS as f64)
        });
        y.copy_from_host(&vec![0.0f32; n]).map_err(s)?;
        // (The launches' setting when captured is the graph's.)
        let graph = stream
            .capture(|st| {
                for _ in 0..KERNELS {
                    kernels::saxpy_n.launch(Grid::new(1, 32).on(st), 2.0, &x, &mut y, n as u32)?;
                }
                Ok(())
            })
            .map_err(s)?;
        b.measure("100 kernels", size, graphed, Work::Latency, |b| {
            graph.launch(&stream).map_err(s)?;
            check::close("graph of saxpy_n", &y.to_vec().map_err(s)?, &vec![2.0 * KERNELS as f32; n], 0.0)?;
            let per_run = b.time(|| graph.launch(&stream).map_err(s))?;
            Ok(per_run / KERNELS as f64)
        });
    }
    ferrocuda::__private::set_dependent_launch(true);
    // The floor: the CUDA C twin captured and replayed through the raw driver.
    b.measure("100 kernels", size, SYS_RAW_GRAPH, Work::Latency, |b| raw_graph(b, &x, &mut y, n));
    Ok(())
}

/// 100 launches of the CUDA C `saxpy_n` captured into a graph with the driver alone: what a
/// graph of these kernels costs without ferrocuda.
fn raw_graph(b: &Bench, x: &DeviceSlice<f32>, y: &mut DeviceSlice<f32>, n: usize) -> Res<f64> {
    use std::ffi::c_void;
    let source = reference::find_source("vector_add.cu")?.1;
    let image = reference::compile_nvrtc("vector_add.cu", &source, b.arch)?;
    let m = reference::Module::load(&image)?;
    let f = m.function("saxpy_n")?;
    y.copy_from_host(&vec![0.0f32; n]).map_err(s)?;
    let (a, px, py, nn) = (2.0f32, x.as_raw_ptr(), y.as_raw_ptr(), n as i32);
    let mut stream = std::ptr::null_mut();
    let (mut graph, mut exec) = (std::ptr::null_mut(), std::ptr::null_mut());
    // Safety: out-pointers to locals; the launches' parameters match `saxpy_n` and the
    // buffers hold n floats; every handle made here is destroyed below.
    unsafe {
        reference::check("cuStreamCreate", sys::cuStreamCreate(&mut stream, 0))?;
        reference::check(
            "cuStreamBeginCapture",
            sys::cuStreamBeginCapture_v2(stream, sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_GLOBAL),
        )?;
        for _ in 0..KERNELS {
            let mut params: [*mut c_void; 4] = [ptr(&a), ptr(&px), ptr(&py), ptr(&nn)];
            f.launch_on(stream, [1, 1, 1], [32, 1, 1], &mut params)?;
        }
        reference::check("cuStreamEndCapture", sys::cuStreamEndCapture(stream, &mut graph))?;
        reference::check("cuGraphInstantiate", sys::cuGraphInstantiateWithFlags(&mut exec, graph, 0))?;
    }
    // Safety: live handles of this context.
    let launch = || reference::check("cuGraphLaunch", unsafe { sys::cuGraphLaunch(exec, stream) });
    launch()?;
    check::close("raw graph of saxpy_n", &y.to_vec().map_err(s)?, &vec![2.0 * KERNELS as f32; n], 0.0)?;
    let per_run = b.time(launch);
    // Safety: made above, destroyed once, after the device's work.
    unsafe {
        sys::cuCtxSynchronize();
        sys::cuGraphExecDestroy(exec);
        sys::cuGraphDestroy(graph);
        sys::cuStreamDestroy_v2(stream);
    }
    Ok(per_run? / KERNELS as f64)
}

fn mapped(b: &mut Bench) -> Res<()> {
    let n = HOST_N;
    let size = "2^24 f32 in host memory, out to host memory";
    let input: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.001).collect();
    let want = |i: usize| {
        let v = (i % 1000) as f32 * 0.001;
        v * v + 1.0
    };
    let sample = |what: &str, out: &[f32]| -> Res<()> {
        let idx = check::sample_indices(n, 1024, 1 << 16);
        let g: Vec<f32> = idx.iter().map(|&i| out[i]).collect();
        let w: Vec<f32> = idx.iter().map(|&i| want(i)).collect();
        check::close(what, &g, &w, 1e-6)
    };
    b.measure("one pass, host data", size, SYS_MAPPED, Work::Bytes(8.0 * n as f64), |b| {
        let mut x = b.dev.mapped::<f32>(n).map_err(s)?;
        x.host_mut().map_err(s)?.copy_from_slice(&input);
        let mut y = b.dev.mapped::<f32>(n).map_err(s)?;
        y.host_mut().map_err(s)?.fill(f32::NAN);
        kernels::square_plus_one.launch(Grid::for_elements(n), &x, &mut y).map_err(s)?;
        sample("mapped", y.host().map_err(s)?)?;
        b.time(|| kernels::square_plus_one.launch(Grid::for_elements(n), &x, &mut y).map_err(s))
    });
    b.measure("one pass, host data", size, SYS_COPIES, Work::Bytes(8.0 * n as f64), |b| {
        let stream = b.dev.new_stream().map_err(s)?;
        let mut hx = b.dev.pinned::<f32>(n).map_err(s)?;
        hx.copy_from_slice(&input).map_err(s)?;
        let mut hy = b.dev.pinned::<f32>(n).map_err(s)?;
        let mut dx = b.dev.zeros::<f32>(n).map_err(s)?;
        let mut dy = b.dev.zeros::<f32>(n).map_err(s)?;
        let mut pass = |hy: &mut PinnedBuffer<f32>| -> Res<()> {
            dx.copy_from_host_async(&hx, &stream).map_err(s)?;
            kernels::square_plus_one.launch(Grid::for_elements(n).on(&stream), &dx, &mut dy).map_err(s)?;
            dy.copy_to_host_async(hy, &stream).map_err(s)
        };
        pass(&mut hy)?;
        stream.synchronize().map_err(s)?;
        sample("pinned copies", hy.as_slice().map_err(s)?)?;
        b.time(|| pass(&mut hy))
    });
    Ok(())
}

fn allocation(b: &mut Bench) -> Res<()> {
    const BATCH: usize = 1000;
    let size = "1 MiB, zeroed, per allocation";
    b.measure("alloc + free", size, SYS_OURS, Work::Latency, |b| {
        let stream = b.dev.new_stream().map_err(s)?;
        let mut per = Vec::new();
        for _ in 0..b.runs.max(3) {
            let t = Instant::now();
            for _ in 0..BATCH {
                let buf = b.dev.zeros_async::<u8>(ALLOC_BYTES, &stream).map_err(s)?;
                drop(buf);
            }
            b.dev.synchronize().map_err(s)?;
            per.push(t.elapsed().as_secs_f64() * 1e3 / BATCH as f64);
        }
        Ok(median(&mut per))
    });
    b.measure("alloc + free", size, SYS_DRIVER_ALLOC, Work::Latency, |b| {
        b.dev.synchronize().map_err(s)?;
        let driver = |call: &str, r: sys::CUresult| {
            if r == sys::CUresult::CUDA_SUCCESS {
                Ok(())
            } else {
                Err(format!("{call}: {r:?}"))
            }
        };
        let mut per = Vec::new();
        for _ in 0..b.runs.max(3) {
            let t = Instant::now();
            for _ in 0..BATCH {
                let mut p = 0;
                // Safety: out-pointer to a local; ferrocuda made the primary context current on
                // this thread; the allocation is zeroed and freed here, once.
                unsafe {
                    driver("cuMemAlloc", sys::cuMemAlloc_v2(&mut p, ALLOC_BYTES))?;
                    driver("cuMemsetD8", sys::cuMemsetD8_v2(p, 0, ALLOC_BYTES))?;
                    driver("cuMemFree", sys::cuMemFree_v2(p))?;
                }
            }
            per.push(t.elapsed().as_secs_f64() * 1e3 / BATCH as f64);
        }
        Ok(median(&mut per))
    });
    Ok(())
}
