//! The benchmarks, one file each; every one adds its rows (ferrocuda and its peers, each
//! checked against a CPU reference before it is timed) to the run's [`Bench`].

mod arrays;
mod collectives;
mod copy;
mod elementwise;
mod first_launch;
mod half_axpy;
mod hgemm;
mod launch;
mod runtime;
mod sgemm;
mod softmax;
mod sum;

pub use first_launch::child as first_launch_child;
pub use hgemm::SYS_CUBLAS_THEN_ELEMENTWISE;
pub use runtime::{SYS_COPIES, SYS_DRIVER_ALLOC, SYS_GRAPH, SYS_GRAPH_NO_PDL, SYS_MAPPED, SYS_RAW_GRAPH};

use crate::harness::{Bench, Res};
use crate::report::Work;

/// Elements of the streaming benchmarks.
pub const N: usize = 1 << 28;
/// Their size, in words.
pub const SIZE_N: &str = "2^28 f32";
/// Rows of the softmax matrix.
pub const ROWS: usize = 4096;
/// Columns of the softmax matrix.
pub const COLS: usize = 4096;
/// M = N = K of the SGEMM.
pub const MNK: usize = 4096;

/// One benchmark's rows, pushed to the bench.
pub type Benchmark = fn(&mut Bench) -> Res<()>;

/// Every benchmark, by the name `--only` takes, in the order of docs/benchmarks.md's table
/// (the Python peers apart).
pub const BENCHMARKS: &[(&str, Benchmark)] = &[
    ("copy", copy::run),
    ("elementwise", elementwise::run),
    ("half_axpy", half_axpy::run),
    ("launch", launch::run),
    ("runtime", runtime::run),
    ("first_launch", first_launch::run),
    ("sum", sum::run),
    ("softmax", softmax::run),
    ("sgemm", sgemm::run),
    ("hgemm", hgemm::run),
    ("arrays", arrays::run),
    ("collectives", collectives::run),
];

/// The benchmarks `only` names (every one when it names none).
pub fn run_all(b: &mut Bench, only: &[String]) -> Res<()> {
    for (name, run) in BENCHMARKS {
        if only.is_empty() || only.iter().any(|o| o == name) {
            run(b)?;
        }
    }
    Ok(())
}

/// The work of one run of each benchmark.
pub fn work_of(bench: &str) -> Work {
    match bench {
        "vector_add" | "saxpy" => Work::Bytes(12.0 * N as f64),
        "axpy" => Work::Bytes(6.0 * N as f64),
        "copy (ceiling)" => Work::Bytes(8.0 * N as f64),
        "sum" => Work::Bytes(4.0 * N as f64),
        "softmax" => Work::Bytes(8.0 * (ROWS * COLS) as f64),
        "sgemm" | "hgemm" | "hgemm bf16" | "sgemm tf32" | "gemm + bias + relu" => {
            Work::Flops(2.0 * (MNK as f64).powi(3))
        }
        "transpose" | "transpose tiled" | "blur 3×3" => Work::Bytes(8.0 * (arrays::SIDE * arrays::SIDE) as f64),
        "one pass, host data" => Work::Bytes(8.0 * runtime::HOST_N as f64),
        _ => Work::Latency,
    }
}
