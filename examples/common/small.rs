//! `FERROCUDA_EXAMPLE_SMALL=1` makes an example use its simulator-sized problem on a GPU too,
//! and skip its timings: for runs under `compute-sanitizer`, whose memcheck and racecheck
//! tools slow kernels down by orders of magnitude.

use ferrocuda::Device;

/// Whether to run the small problem: on the simulator, or when `FERROCUDA_EXAMPLE_SMALL` is
/// set to anything but empty or `0`.
pub fn small(dev: &Device) -> bool {
    dev.is_simulator() || std::env::var("FERROCUDA_EXAMPLE_SMALL").is_ok_and(|v| !v.is_empty() && v != "0")
}
