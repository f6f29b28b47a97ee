//! `ferrocuda-bench`: every benchmark of docs/benchmarks.md on one GPU, in one process,
//! beside its peers — the hand-written CUDA C (NVRTC and nvcc), raw cudarc, cuBLAS, and the
//! Python peers (CuPy, PyTorch, Numba) run as child processes — printing a markdown table
//! and the bars, and writing the table, the raw rows and a plot to `--out`.
//!
//! Layout: `main.rs` the command line; `harness.rs` timing, rows, checks on samples, child
//! processes with time limits; `benchmarks/` one file per benchmark; `kernels.rs` the DSL
//! kernels; `reference.rs` their CUDA C twins; `peers.rs` the Python peers; `check.rs` CPU
//! references; `report.rs` the table and the bars; `plot.rs` the PNG; `source.rs` the
//! `--source` listing.
//!
//! Times are medians of `--runs` (default 25) event-timed runs after warm-up; every result
//! is checked against a CPU reference before it is timed.

mod benchmarks;
mod check;
mod harness;
mod kernels;
mod peers;
mod plot;
mod reference;
mod report;
mod simulator;
mod source;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use ferrocuda::Device;

use harness::{s, Bench, Res};

/// Runs every benchmark on GPU 0 beside its peers, checks each result against the CPU, and
/// writes the table (`table.md`), the rows (`rows.tsv`) and a plot (`benchmarks.png`) to
/// `--out`.
#[derive(Debug, Parser)]
#[command(name = "ferrocuda-bench", version)]
struct Cli {
    /// Directory for table.md, rows.tsv and benchmarks.png.
    #[arg(long, value_name = "DIR", default_value = "bench/results")]
    out: PathBuf,
    /// The Python interpreter that runs the peers (bench/peers/*.py).
    #[arg(long, value_name = "PYTHON", default_value = "python3")]
    python: String,
    /// A directory put on the Numba peer's PYTHONPATH (where numba-cuda is installed).
    #[arg(long, value_name = "DIR")]
    numba_pythonpath: Option<String>,
    /// Skip the Python peers.
    #[arg(long)]
    no_peers: bool,
    /// Event-timed runs per median (at least 20).
    #[arg(long, value_name = "N", default_value_t = 25, value_parser = clap::value_parser!(u32).range(20..))]
    runs: u32,
    /// Run only these benchmarks (repeatable: copy, elementwise, half_axpy, launch, runtime,
    /// first_launch, sum, softmax, sgemm, hgemm, arrays, collectives), and of the peers torch
    /// only.
    #[arg(long, value_name = "BENCH", value_parser = clap::builder::PossibleValuesParser::new(
        benchmarks::BENCHMARKS.iter().map(|(name, _)| *name)))]
    only: Vec<String>,
    /// Seconds each Python peer may run before it is killed and its row reported as failed.
    #[arg(long, value_name = "SECONDS", default_value_t = 300)]
    peer_timeout: u64,

    /// Print the generated CUDA of every benchmarked kernel with NVRTC's register and spill
    /// report, instead of running.
    #[arg(long, help_heading = "Other modes", conflicts_with_all = ["replot", "first_launch"])]
    source: bool,
    /// With --source: the architecture to compile for, as `major * 10 + minor`.
    #[arg(long, value_name = "N", default_value_t = 90, requires = "source", help_heading = "Other modes")]
    arch: u32,
    /// With --source: also print the PTX.
    #[arg(long, requires = "source", help_heading = "Other modes")]
    ptx: bool,
    /// Redraw DIR/benchmarks.png from the DIR/rows.tsv of an earlier run, instead of running.
    #[arg(long, value_name = "DIR", help_heading = "Other modes", conflicts_with = "first_launch")]
    replot: Option<PathBuf>,
    /// Time the CPU simulator itself (simulated threads per second for independent,
    /// barrier-heavy, warp-shuffle, tiled-matmul and row-normalisation kernels), instead of
    /// running on a GPU; needs none.
    #[arg(long, help_heading = "Other modes", conflicts_with_all = ["replot", "first_launch", "source"])]
    simulator: bool,
    /// Internal: time one first launch in this fresh process (the first-launch benchmark
    /// runs the binary so, under FERROCUDA_CACHE_DIR) and print `FIRST_LAUNCH_MS <ms>`.
    #[arg(long, help_heading = "Other modes")]
    first_launch: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.first_launch {
        return benchmarks::first_launch_child();
    }
    if cli.source {
        return source::print_sources(cli.arch, cli.ptx);
    }
    if cli.simulator {
        return match simulator::run(5) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("ferrocuda-bench --simulator: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(dir) = &cli.replot {
        return replot(dir);
    }
    let dev = match Device::get(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("ferrocuda-bench needs a CUDA GPU: {e}");
            return ExitCode::from(2);
        }
    };
    match run(&dev, &cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ferrocuda-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The whole run: every benchmark, the peers, then the table, the rows and the plot.
fn run(dev: &Device, cli: &Cli) -> Res<()> {
    let mut b = Bench::new(dev, cli.runs as usize)?;
    let started = Instant::now();
    eprintln!("ferrocuda-bench on {dev}; nvcc: {:?}", b.nvcc);

    benchmarks::run_all(&mut b, &cli.only)?;
    if !cli.no_peers {
        let limit = Duration::from_secs(cli.peer_timeout);
        peers::run_all(&mut b, &cli.python, cli.numba_pythonpath.as_deref(), limit, !cli.only.is_empty());
    }

    let table = report::markdown(&b.rows, &b.ceilings);
    let verdicts = report::verdicts(&b.rows, &b.ceilings);
    let bars = report::verdicts_markdown(&verdicts);
    println!("{table}\n{bars}");
    std::fs::create_dir_all(&cli.out).map_err(s)?;
    let header = format!(
        "GPU: {}; driver CUDA {}; ferrocuda {}; {} runs per median; whole run {:.0} s\n\n",
        dev.name(),
        ferrocuda::driver_version().map(|(a, b)| format!("{a}.{b}")).unwrap_or_default(),
        env!("CARGO_PKG_VERSION"),
        cli.runs,
        started.elapsed().as_secs_f64()
    );
    std::fs::write(cli.out.join("table.md"), format!("{header}{table}\n{bars}")).map_err(s)?;
    let tsv = report::to_tsv(&b.rows);
    std::fs::write(cli.out.join("rows.tsv"), tsv).map_err(s)?;
    if let Err(e) = plot::draw(&cli.out.join("benchmarks.png"), &b.rows, &b.ceilings) {
        eprintln!("the plot failed: {e}");
    }
    Ok(())
}

/// `--replot DIR`: the plot of an earlier run, from its `DIR/rows.tsv`, to
/// `DIR/benchmarks.png` (no GPU needed).
fn replot(dir: &std::path::Path) -> ExitCode {
    let text = match std::fs::read_to_string(dir.join("rows.tsv")) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", dir.join("rows.tsv").display());
            return ExitCode::FAILURE;
        }
    };
    let rows = report::parse_tsv(&text, benchmarks::work_of);
    let ceilings = report::ceilings_of(&rows);
    match plot::draw(&dir.join("benchmarks.png"), &rows, &ceilings) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("the plot failed: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory as _;

    #[test]
    fn the_command_line_is_consistent_and_documents_every_mode() {
        Cli::command().debug_assert();
        let help = Cli::command().render_long_help().to_string();
        for mode in ["--source", "--simulator", "--replot", "--first-launch", "--peer-timeout", "--no-peers"] {
            assert!(help.contains(mode), "--help does not mention {mode}:\n{help}");
        }
        let cli = Cli::try_parse_from(["ferrocuda-bench", "--replot", "docs"]).expect("parses");
        assert_eq!(cli.replot, Some(PathBuf::from("docs")));
        assert!(Cli::try_parse_from(["ferrocuda-bench", "--runs", "5"]).is_err(), "fewer than 20 runs");
        assert!(Cli::try_parse_from(["ferrocuda-bench", "--ptx"]).is_err(), "--ptx needs --source");
    }
}
