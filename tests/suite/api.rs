//! The runtime's API and its errors.

use ferrocuda::prelude::*;
use ferrocuda::{Device, Error, Grid};

use crate::check;
use crate::lang::*;
use crate::util::*;

/// Tests that run on every device.
pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("launch_config_errors", launch_config),
        ("copy_errors", copy_errors),
        ("sub_slices_as_arguments", sub_slices),
        ("kernel_value_api", kernel_api),
        ("cluster_launches", cluster_launches),
    ]
}

/// Tests that need a GPU and the simulator together.
pub fn gpu_only() -> Vec<DeviceTest> {
    vec![("mixed_devices", mixed_devices), ("invalid_ordinal", invalid_ordinal)]
}

fn launch_config(dev: &Device) -> TestResult {
    let x = fc(dev.to_device(&[1.0f32; 8]))?;
    let mut y = fc(dev.zeros::<f32>(8))?;
    let e = saxpy.launch(Grid::new(1, 2048), 1.0, &x, &mut y).err().map(|e| e.to_string()).unwrap_or_default();
    check!(
        e == "cannot launch kernel `saxpy`: (2048, 1, 1) is 2048 threads per block, more than the device's limit of 1024",
        "wrong error: {e}"
    );
    let e = saxpy.launch(Grid::new((1, 1, 0), 32), 1.0, &x, &mut y).err().map(|e| e.to_string()).unwrap_or_default();
    check!(e.contains("has no threads"), "wrong error: {e}");
    let e = saxpy.launch(Grid::new(1, (1, 1, 128)), 1.0, &x, &mut y).err().map(|e| e.to_string()).unwrap_or_default();
    check!(e.contains("128 threads along z is more than the device's limit of 64"), "wrong error: {e}");
    // Nothing ran.
    exact("y", &fc(y.to_vec())?, &[0.0; 8])
}

fn copy_errors(dev: &Device) -> TestResult {
    let mut x = fc(dev.to_device(&[1u16, 2, 3]))?;
    let e = x.copy_from_host(&[1, 2]).unwrap_err();
    check!(matches!(e, Error::LengthMismatch { destination: (_, 3), source: (_, 2), .. }), "wrong error: {e}");
    check!(
        e.to_string().starts_with("copy_from_host: the device slice has 3 elements but the host slice has 2"),
        "wrong message: {e}"
    );
    let e = x.slice(2..9).unwrap_err();
    check!(e.to_string() == "slice range 2..9 is out of range for a buffer of 3 elements", "wrong message: {e}");
    fc(fc(x.slice_mut(1..))?.copy_from_host(&[7, 8]))?;
    exact("x", &fc(x.to_vec())?, &[1, 7, 8])
}

fn sub_slices(dev: &Device) -> TestResult {
    let mut rng = Rng::new("sub_slices");
    let n = 5000;
    let a = rng.vec_f32(n, -1.0, 1.0);
    let da = fc(dev.to_device(&a))?;
    let mut dc = fc(dev.to_device(&vec![f32::NAN; n]))?;
    // c[1000..3000] = a[0..2000] + a[3000..5000]
    let (lo, hi) = (fc(da.slice(0..2000))?, fc(da.slice(3000..))?);
    fc(vector_add.launch(Grid::for_elements(2000), lo, hi, fc(dc.slice_mut(1000..3000))?))?;
    let c = fc(dc.to_vec())?;
    check!(c[..1000].iter().chain(&c[3000..]).all(|v| v.is_nan()), "elements outside the slice were written");
    let want: Vec<f32> = (0..2000).map(|i| a[i] + a[3000 + i]).collect();
    exact("c[1000..3000]", &c[1000..3000], &want)
}

/// Each thread's block and its place in it (x fastest, then y, then z), at the element of
/// its index in the whole grid.
#[kernel]
fn place_in_block(block: &mut [u32], thread: &mut [u32]) {
    let (g, d) = (grid_dim(), block_dim());
    let b = (block_idx().x + (block_idx().y + block_idx().z * g.y) * g.x) as usize;
    let t = (thread_idx().x + (thread_idx().y + thread_idx().z * d.y) * d.x) as usize;
    let i = b * (d.x * d.y * d.z) as usize + t;
    if i < block.len() {
        block[i] = b as u32;
        thread[i] = t as u32;
    }
}

/// Every element's block and thread, for blocks of `size` threads.
fn placed(dev: &Device, grid: Grid<'_>, n: usize, size: Option<usize>) -> TestResult {
    let mut block = fc(dev.to_device(&vec![u32::MAX; n]))?;
    let mut thread = fc(dev.to_device(&vec![u32::MAX; n]))?;
    fc(place_in_block.launch(grid, &mut block, &mut thread))?;
    let (b, t) = (fc(block.to_vec())?, fc(thread.to_vec())?);
    // (A grid `for_elements` has the launch's block size, the occupancy calculator's on a
    // GPU: the second block's first thread says it.)
    let size = size.or_else(|| b.iter().position(|&x| x == 1)).unwrap_or(n);
    for i in 0..n {
        check!(
            b[i] as usize == i / size && t[i] as usize == i % size,
            "element {i} of {n}: block {} thread {}, expected block {} thread {} (blocks of {size})",
            b[i],
            t[i],
            i / size,
            i % size
        );
    }
    Ok(())
}

/// Launches in thread-block clusters (`Grid::cluster`): every block runs once, as without
/// them; a grid the runtime sizes is rounded up to whole clusters, an explicit one must be
/// made of them; a cluster past the portable 8 blocks is refused before anything runs.
fn cluster_launches(dev: &Device) -> TestResult {
    let mut rng = Rng::new("cluster_launches");
    let n = 1000 + rng.below(9000) as usize;
    placed(dev, Grid::for_elements(n).cluster(4), n, None)?;
    // An explicit 2-D grid of 2 × 2 clusters of blocks of 32 × 2.
    placed(dev, Grid::new((6, 2), (32, 2)).cluster((2, 2)), 6 * 2 * 64, Some(64))?;
    placed(dev, Grid::new((4, 2, 2), 128).cluster((1, 2, 2)), 16 * 128, Some(128))?;
    // Refused: blocks not whole clusters, a cluster too large, a zero dimension.
    let mut y = fc(dev.to_device(&[u32::MAX; 8]))?;
    let mut z = fc(dev.to_device(&[u32::MAX; 8]))?;
    let e = place_in_block.launch(Grid::new(5, 32).cluster(2), &mut y, &mut z).err().map(|e| e.to_string());
    let e = e.unwrap_or_default();
    check!(
        e == "cannot launch kernel `place_in_block`: 5 blocks along x are not a whole number of clusters of (2, 1, 1); \
              launch 6 (and guard the extra blocks) or choose a cluster that divides the grid",
        "wrong error: {e}"
    );
    let e = place_in_block.launch(Grid::new(16, 32).cluster(16), &mut y, &mut z).err().map(|e| e.to_string());
    let e = e.unwrap_or_default();
    check!(e.contains("a cluster of (16, 1, 1) blocks is 16 blocks; a cluster has 1 to 8 blocks"), "wrong error: {e}");
    let e = place_in_block.launch(Grid::new(16, 32).cluster((2, 0, 1)), &mut y, &mut z).err().map(|e| e.to_string());
    check!(e.unwrap_or_default().contains("each dimension at least 1"), "a zero cluster dimension is refused");
    exact("y", &fc(y.to_vec())?, &[u32::MAX; 8])
}

fn kernel_api(_dev: &Device) -> TestResult {
    check!(saxpy.name() == "saxpy", "name() is {}", saxpy.name());
    let src = saxpy.cuda_source();
    check!(
        src.contains("extern \"C\" __global__ void saxpy(float a, const float* __restrict__ x"),
        "unexpected source:\n{src}"
    );
    check!(src.contains("#line"), "no #line directives:\n{src}");
    check!(src.contains("tests/suite/lang.rs"), "the source does not name the Rust file:\n{src}");
    let helpers = use_helpers.cuda_source();
    check!(
        helpers.matches("__device__ float square_").count() == 2,
        "square should be declared and defined once:\n{helpers}"
    );
    Ok(())
}

fn mixed_devices(gpu: &Device) -> TestResult {
    let sim = Device::simulator();
    let x = fc(sim.to_device(&[1.0f32; 4]))?;
    let mut y = fc(gpu.to_device(&[1.0f32; 4]))?;
    let e = saxpy.launch(Grid::for_elements(4), 1.0, &x, &mut y).unwrap_err();
    check!(matches!(e, Error::MixedDevices { .. }), "wrong error: {e}");
    check!(e.to_string().contains("the CPU simulator and cuda:0"), "wrong message: {e}");
    Ok(())
}

fn invalid_ordinal(_gpu: &Device) -> TestResult {
    let count = fc(Device::count())?;
    let e = Device::get(count + 3).unwrap_err();
    check!(matches!(e, Error::InvalidDevice { .. }), "wrong error: {e}");
    check!(
        e.to_string()
            .starts_with(&format!("there is no CUDA device {}: this machine has {count} CUDA device", count + 3)),
        "wrong message: {e}"
    );
    Ok(())
}

/// On a machine without a GPU: a clear error, and `auto` falls back to the simulator.
pub fn no_gpu_errors() -> TestResult {
    let e = match Device::get(0) {
        Ok(_) => return Ok(()),
        Err(e) => e,
    };
    let text = e.to_string();
    check!(
        matches!(e, Error::NoDriver { .. } | Error::InvalidDevice { count: 0, .. } | Error::DriverInit { .. }),
        "unexpected error without a GPU: {text}"
    );
    check!(text.contains("simulator"), "the error does not say what to do: {text}");
    check!(fc(Device::auto())?.is_simulator(), "auto() did not fall back to the simulator");
    Ok(())
}
