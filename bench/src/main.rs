//! `ferrocuda-bench`: every benchmark of docs/benchmarks.md on one GPU, in one process,
//! beside its peers — the hand-written CUDA C (NVRTC and nvcc), raw cudarc, cuBLAS, and the
//! Python peers (CuPy, PyTorch, Numba) run as child processes — printing a markdown table
//! and the bars, and writing the table, the raw rows and a plot to `--out`.
//!
//! ```text
//! cargo run --release -p ferrocuda-bench -- [--out DIR] [--python PYTHON]
//!     [--numba-pythonpath DIR] [--no-peers] [--runs N]
//! ```
//!
//! `ferrocuda-bench --source` prints the generated CUDA of each kernel with NVRTC's
//! register and spill report.
//!
//! Times are medians of `--runs` (default 25) event-timed runs after warm-up; every result
//! is checked against a CPU reference before it is timed.

mod check;
mod kernels;
mod peers;
mod plot;
mod reference;
mod report;

use std::ffi::c_void;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use ferrocuda::prelude::*;
use ferrocuda::Event;

use check::Rng;
use report::{Ceilings, Row, Work, SYS_CUDARC, SYS_NVCC, SYS_NVRTC, SYS_OURS, SYS_UNCHECKED};

type Res<T> = Result<T, String>;

fn s<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

struct Args {
    out: PathBuf,
    python: String,
    numba_pythonpath: Option<String>,
    peers: bool,
    runs: usize,
}

fn parse_args() -> Res<Args> {
    let mut args = Args {
        out: PathBuf::from("bench/results"),
        python: "python3".into(),
        numba_pythonpath: None,
        peers: true,
        runs: 25,
    };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = || it.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--out" => args.out = PathBuf::from(value()?),
            "--python" => args.python = value()?,
            "--numba-pythonpath" => args.numba_pythonpath = Some(value()?),
            "--runs" => args.runs = value()?.parse().map_err(|_| "--runs takes a number".to_string())?,
            "--no-peers" => args.peers = false,
            "--help" | "-h" => {
                println!("{}", HELP);
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument `{other}`\n{HELP}")),
        }
    }
    if args.runs < 20 {
        return Err("--runs must be at least 20".into());
    }
    Ok(args)
}

const HELP: &str =
    "usage: ferrocuda-bench [--out DIR] [--python PYTHON] [--numba-pythonpath DIR] [--no-peers] [--runs N]";

fn main() -> ExitCode {
    if std::env::args().nth(1).as_deref() == Some("--first-launch") {
        return first_launch_child();
    }
    if std::env::args().nth(1).as_deref() == Some("--source") {
        return print_sources();
    }
    if std::env::args().nth(1).as_deref() == Some("--replot") {
        return replot();
    }
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let dev = match Device::get(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("ferrocuda-bench needs a CUDA GPU: {e}");
            return ExitCode::from(2);
        }
    };
    match run(&dev, &args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ferrocuda-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

struct Bench<'d> {
    dev: &'d Device,
    arch: u32,
    runs: usize,
    rows: Vec<Row>,
    ceilings: Ceilings,
    nvcc: Option<PathBuf>,
}

impl Bench<'_> {
    /// The median of `runs` event-timed runs of `f`, after warm-up, in milliseconds.
    fn time(&self, mut f: impl FnMut() -> Res<()>) -> Res<f64> {
        for _ in 0..3 {
            f()?;
        }
        self.dev.synchronize().map_err(s)?;
        let mut times = Vec::with_capacity(self.runs);
        for _ in 0..self.runs {
            let start = self.dev.record().map_err(s)?;
            f()?;
            let end = self.dev.record().map_err(s)?;
            times.push(Event::elapsed(&start, &end).map_err(s)?.as_secs_f64() * 1e3);
        }
        Ok(median(&mut times))
    }

    fn push(&mut self, row: Row) {
        match row.ms {
            Some(ms) => eprintln!("  {:<14} {:<34} {:>10.4} ms  {}", row.bench, row.system, ms, row.note),
            None => eprintln!("  {:<14} {:<34} {:>13}  {}", row.bench, row.system, "—", row.note),
        }
        self.rows.push(row);
    }

    /// Runs `measure` for `system`, recording a missing row with the reason on failure.
    fn measure(&mut self, bench: &str, size: &str, system: &str, work: Work, measure: impl FnOnce(&Self) -> Res<f64>) {
        let row = match measure(self) {
            Ok(ms) => Row::new(bench, size, system, ms, work),
            Err(e) => Row::missing(bench, size, system, work, e),
        };
        self.push(row);
    }

    /// The reference `file` compiled both ways, with the systems they stand for.
    fn references(&self, file: &str) -> Vec<(&'static str, Res<reference::Module>)> {
        let mut out = Vec::new();
        let source = reference::find_source(file);
        let nvrtc = source.clone().and_then(|(_, text)| {
            reference::compile_nvrtc(file, &text, self.arch).and_then(|image| reference::Module::load(&image))
        });
        out.push((SYS_NVRTC, nvrtc));
        let nvcc = match (&self.nvcc, &source) {
            (Some(nvcc), Ok((path, _))) => {
                reference::compile_nvcc(nvcc, path, self.arch).and_then(|image| reference::Module::load(&image))
            }
            (None, _) => Err("nvcc is not installed here".into()),
            (_, Err(e)) => Err(e.clone()),
        };
        out.push((SYS_NVCC, nvcc));
        out
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn run(dev: &Device, args: &Args) -> Res<()> {
    let (major, minor) = dev.compute_capability().ok_or("not a GPU")?;
    let mut b = Bench {
        dev,
        arch: major * 10 + minor,
        runs: args.runs,
        rows: Vec::new(),
        ceilings: Ceilings::default(),
        nvcc: reference::nvcc(),
    };
    let started = Instant::now();
    eprintln!("ferrocuda-bench on {dev}; nvcc: {:?}", b.nvcc);

    copy_ceiling(&mut b)?;
    elementwise(&mut b)?;
    launch_cost(&mut b)?;
    first_launch(&mut b)?;
    sum(&mut b)?;
    softmax(&mut b)?;
    sgemm(&mut b)?;
    if args.peers {
        python_peers(&mut b, args);
    }

    let table = report::markdown(&b.rows, &b.ceilings);
    let verdicts = report::verdicts(&b.rows, &b.ceilings);
    let bars = report::verdicts_markdown(&verdicts);
    println!("{table}\n{bars}");
    std::fs::create_dir_all(&args.out).map_err(s)?;
    let header = format!(
        "GPU: {}; driver CUDA {}; ferrocuda {}; {} runs per median; whole run {:.0} s\n\n",
        dev.name(),
        ferrocuda::driver_version().map(|(a, b)| format!("{a}.{b}")).unwrap_or_default(),
        env!("CARGO_PKG_VERSION"),
        args.runs,
        started.elapsed().as_secs_f64()
    );
    std::fs::write(args.out.join("table.md"), format!("{header}{table}\n{bars}")).map_err(s)?;
    let tsv = report::to_tsv(&b.rows);
    std::fs::write(args.out.join("rows.tsv"), tsv).map_err(s)?;
    if let Err(e) = plot::draw(&args.out.join("benchmarks.png"), &b.rows, &b.ceilings) {
        eprintln!("the plot failed: {e}");
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------

const N: usize = 1 << 28;
const SIZE_N: &str = "2^28 f32";

fn copy_ceiling(b: &mut Bench) -> Res<()> {
    let src = b.dev.zeros::<f32>(N).map_err(s)?;
    let dst = b.dev.zeros::<f32>(N).map_err(s)?;
    let bytes = N * 4;
    let ms = b.time(|| {
        // Safety: both buffers hold `bytes` bytes.
        unsafe { reference::copy_async(dst.as_raw_ptr(), src.as_raw_ptr(), bytes) }
    })?;
    b.ceilings.copy_gbps = Some(2.0 * bytes as f64 / (ms / 1e3) / 1e9);
    b.push(Row::new("copy (ceiling)", SIZE_N, "cuMemcpyDtoD", ms, Work::Bytes(2.0 * bytes as f64)));
    Ok(())
}

fn poison(out: &mut DeviceBuffer<f32>) -> Res<()> {
    let n = out.len();
    kernels::fill.launch(Grid::for_elements(n), out, f32::NAN).map_err(s)
}

/// Checks a sample of `got` (on the device) against `want(i)` exactly or within `tol`.
fn check_sample(what: &str, got: &DeviceBuffer<f32>, want: impl Fn(usize) -> f32, tol: f64) -> Res<()> {
    let all = got.to_vec().map_err(s)?;
    let idx = check::sample_indices(all.len(), 1024, 1 << 16);
    let g: Vec<f32> = idx.iter().map(|&i| all[i]).collect();
    let w: Vec<f32> = idx.iter().map(|&i| want(i)).collect();
    check::close(what, &g, &w, tol)
}

fn elementwise(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0001);
    let (ha, hb) = (rng.floats(N, -1.0, 1.0), rng.floats(N, -1.0, 1.0));
    let da = b.dev.to_device(&ha).map_err(s)?;
    let db = b.dev.to_device(&hb).map_err(s)?;
    let mut dc = b.dev.zeros::<f32>(N).map_err(s)?;
    let work = Work::Bytes(12.0 * N as f64);
    let grid = Grid::for_elements(N);

    // vector_add: each system is checked, then timed.
    for (system, unchecked) in [(SYS_OURS, false), (SYS_UNCHECKED, true)] {
        let r = (|| {
            poison(&mut dc)?;
            let go = |dc: &mut DeviceBuffer<f32>| {
                if unchecked {
                    kernels::vector_add_unchecked.launch(grid, &da, &db, dc).map_err(s)
                } else {
                    kernels::vector_add.launch(grid, &da, &db, dc).map_err(s)
                }
            };
            go(&mut dc)?;
            check_sample("vector_add", &dc, |i| ha[i] + hb[i], 0.0)?;
            b.time(|| go(&mut dc))
        })();
        b.push(row_of("vector_add", SIZE_N, system, work, r));
    }
    // What `for_elements`' block size is worth: the same kernel in blocks of 1024, the size
    // the occupancy API alone would pick.
    let r = (|| {
        let grid = Grid::new((N / 1024) as u32, 1024);
        poison(&mut dc)?;
        kernels::vector_add_unchecked.launch(grid, &da, &db, &mut dc).map_err(s)?;
        check_sample("vector_add", &dc, |i| ha[i] + hb[i], 0.0)?;
        b.time(|| kernels::vector_add_unchecked.launch(grid, &da, &db, &mut dc).map_err(s))
    })();
    b.push(row_of("vector_add", SIZE_N, "ferrocuda (unchecked, blocks of 1024)", work, r));
    for (system, module) in b.references("vector_add.cu") {
        let r = module.and_then(|m| {
            let f = m.function("vector_add")?;
            poison(&mut dc)?;
            let (pa, pb, pc, n) = (da.as_raw_ptr(), db.as_raw_ptr(), dc.as_raw_ptr(), N as u64);
            let go = || {
                let mut params: [*mut c_void; 4] = [ptr(&pa), ptr(&pb), ptr(&pc), ptr(&n)];
                // Safety: the parameters match `vector_add`'s signature; the buffers hold N floats.
                unsafe { f.launch([(N / 256) as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_sample("vector_add (CUDA C)", &dc, |i| ha[i] + hb[i], 0.0)?;
            b.time(go)
        });
        b.push(row_of("vector_add", SIZE_N, system, work, r).note("256 threads per block"));
    }

    // saxpy, in place: y = 2x + y.
    let a = 2.0f32;
    let mut dy = b.dev.to_device(&hb).map_err(s)?;
    for (system, unchecked) in [(SYS_OURS, false), (SYS_UNCHECKED, true)] {
        let r = (|| {
            dy.copy_from_host(&hb).map_err(s)?;
            let go = |dy: &mut DeviceBuffer<f32>| {
                if unchecked {
                    kernels::saxpy_unchecked.launch(grid, a, &da, dy).map_err(s)
                } else {
                    kernels::saxpy.launch(grid, a, &da, dy).map_err(s)
                }
            };
            go(&mut dy)?;
            check_sample("saxpy", &dy, |i| a.mul_add(ha[i], hb[i]), 1e-6)?;
            b.time(|| go(&mut dy))
        })();
        b.push(row_of("saxpy", SIZE_N, system, work, r));
    }
    for (system, module) in b.references("vector_add.cu") {
        let r = module.and_then(|m| {
            let f = m.function("saxpy")?;
            dy.copy_from_host(&hb).map_err(s)?;
            let (px, py, n) = (da.as_raw_ptr(), dy.as_raw_ptr(), N as u64);
            let go = || {
                let mut params: [*mut c_void; 4] = [ptr(&a), ptr(&px), ptr(&py), ptr(&n)];
                // Safety: the parameters match `saxpy`'s signature; the buffers hold N floats.
                unsafe { f.launch([(N / 256) as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_sample("saxpy (CUDA C)", &dy, |i| a.mul_add(ha[i], hb[i]), 1e-6)?;
            b.time(go)
        });
        b.push(row_of("saxpy", SIZE_N, system, work, r).note("256 threads per block"));
    }
    Ok(())
}

fn ptr<T>(v: &T) -> *mut c_void {
    v as *const T as *mut c_void
}

fn row_of(bench: &str, size: &str, system: &str, work: Work, r: Res<f64>) -> Row {
    match r {
        Ok(ms) => Row::new(bench, size, system, ms, work),
        Err(e) => Row::missing(bench, size, system, work, e),
    }
}

/// Host time per launch, back to back: batches of `BATCH` launches of a one-block kernel,
/// the median batch over `runs`, synchronizing between batches.
fn host_launch_cost(b: &Bench, mut launch: impl FnMut() -> Res<()>) -> Res<f64> {
    const BATCH: usize = 2000;
    for _ in 0..BATCH {
        launch()?;
    }
    b.dev.synchronize().map_err(s)?;
    let mut per_launch = Vec::new();
    for _ in 0..b.runs {
        let t = Instant::now();
        for _ in 0..BATCH {
            launch()?;
        }
        per_launch.push(t.elapsed().as_secs_f64() * 1e3 / BATCH as f64);
        b.dev.synchronize().map_err(s)?;
    }
    Ok(median(&mut per_launch))
}

fn launch_cost(b: &mut Bench) -> Res<()> {
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

/// `--replot DIR`: the plot of an earlier run, from its `DIR/rows.tsv`, to `DIR/benchmarks.png`
/// (no GPU needed).
fn replot() -> ExitCode {
    let Some(dir) = std::env::args().nth(2).map(PathBuf::from) else {
        eprintln!("usage: ferrocuda-bench --replot DIR");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(dir.join("rows.tsv")) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", dir.join("rows.tsv").display());
            return ExitCode::FAILURE;
        }
    };
    let rows = report::parse_tsv(&text, work_of);
    let ceilings = report::ceilings_of(&rows);
    match plot::draw(&dir.join("benchmarks.png"), &rows, &ceilings) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("the plot failed: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The work of one run of each benchmark.
fn work_of(bench: &str) -> Work {
    match bench {
        "vector_add" | "saxpy" => Work::Bytes(12.0 * N as f64),
        "copy (ceiling)" => Work::Bytes(8.0 * N as f64),
        "sum" => Work::Bytes(4.0 * N as f64),
        "softmax" => Work::Bytes(8.0 * (ROWS * COLS) as f64),
        "sgemm" => Work::Flops(2.0 * (MNK as f64).powi(3)),
        _ => Work::Latency,
    }
}

/// `--source`: the generated CUDA of every benchmarked kernel, and NVRTC's register and
/// spill report of each (`-Xptxas -v`) for this machine's NVRTC and `--arch` (default 90).
fn print_sources() -> ExitCode {
    let arch = std::env::args().skip_while(|a| a != "--arch").nth(1).and_then(|a| a.parse().ok()).unwrap_or(90);
    let kernels: [(&str, &str); 10] = [
        ("vector_add", kernels::vector_add.cuda_source()),
        ("vector_add_unchecked", kernels::vector_add_unchecked.cuda_source()),
        ("saxpy", kernels::saxpy.cuda_source()),
        ("saxpy_unchecked", kernels::saxpy_unchecked.cuda_source()),
        ("saxpy_n", kernels::saxpy_n.cuda_source()),
        ("sum", kernels::sum.cuda_source()),
        ("softmax", kernels::softmax.cuda_source()),
        ("softmax_unchecked", kernels::softmax_unchecked.cuda_source()),
        ("sgemm", kernels::sgemm.cuda_source()),
        ("sgemm_checked", kernels::sgemm_checked.cuda_source()),
    ];
    let nvrtc = ferrocuda::nvrtc::nvrtc();
    for (name, source) in kernels {
        println!("// ===== {name}\n{source}");
        if let Ok(nvrtc) = &nvrtc {
            let mut options = nvrtc.options_for_device(arch);
            options.extra.push("--ptxas-options=-v".into());
            match nvrtc.compile_kernel_source(name, source, &options) {
                Ok(c) => println!("/* ptxas:\n{}\n*/", c.log.trim()),
                Err(e) => println!("/* {e} */"),
            }
            if std::env::args().any(|a| a == "--ptx") {
                let options = ferrocuda::nvrtc::CompileOptions {
                    output: ferrocuda::nvrtc::Output::Ptx,
                    ..nvrtc.options_for_device(arch)
                };
                if let Ok(c) = nvrtc.compile_kernel_source(name, source, &options) {
                    println!("{}", String::from_utf8_lossy(&c.image));
                }
            }
        }
    }
    ExitCode::SUCCESS
}

/// In a fresh process (`--first-launch`): the time from the first `launch` call of a kernel
/// to the end of the `synchronize` after it — compile or disk cache, load, launch.
fn first_launch_child() -> ExitCode {
    let run = || -> ferrocuda::Result<f64> {
        let dev = Device::get(0)?;
        let n = 32;
        let x = dev.to_device(&vec![1.0f32; n])?;
        let mut y = dev.to_device(&vec![0.0f32; n])?;
        dev.synchronize()?;
        let t = Instant::now();
        kernels::saxpy_n.launch(Grid::new(1, 32), 2.0, &x, &mut y, n as u32)?;
        dev.synchronize()?;
        let ms = t.elapsed().as_secs_f64() * 1e3;
        if y.to_vec()? != vec![2.0; n] {
            return Err(ferrocuda::Error::NeedsGpu { what: "a correct first launch" });
        }
        Ok(ms)
    };
    match run() {
        Ok(ms) => {
            println!("FIRST_LAUNCH_MS {ms}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("FIRST_LAUNCH_ERROR {e}");
            ExitCode::FAILURE
        }
    }
}

fn first_launch(b: &mut Bench) -> Res<()> {
    let exe = std::env::current_exe().map_err(s)?;
    let child = |dir: &PathBuf| -> Res<f64> {
        let out = std::process::Command::new(&exe)
            .arg("--first-launch")
            .env("FERROCUDA_CACHE_DIR", dir)
            .env_remove("FERROCUDA_CACHE")
            .output()
            .map_err(s)?;
        let text = String::from_utf8_lossy(&out.stdout);
        text.lines()
            .find_map(|l| l.strip_prefix("FIRST_LAUNCH_MS ").and_then(|v| v.trim().parse().ok()))
            .ok_or_else(|| format!("the first-launch process failed: {text}"))
    };
    let (mut cold, mut warm) = (Vec::new(), Vec::new());
    let mut err = None;
    for i in 0..5 {
        let dir = std::env::temp_dir().join(format!("fc-bench-cache-{}-{i}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        match (child(&dir), child(&dir)) {
            (Ok(c), Ok(w)) => {
                cold.push(c);
                warm.push(w);
            }
            (Err(e), _) | (_, Err(e)) => err = Some(e),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    let size = "saxpy_n, fresh process";
    for (system, v) in [(report::SYS_OURS_COLD, &mut cold), (report::SYS_OURS_WARM, &mut warm)] {
        let row = if v.is_empty() {
            Row::missing("first launch", size, system, Work::Latency, err.clone().unwrap_or_default())
        } else {
            Row::new("first launch", size, system, median(v), Work::Latency)
                .note(format!("median of {} processes", v.len()))
        };
        b.push(row);
    }
    Ok(())
}

fn sum(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0002);
    let hx = rng.floats(N, 0.0, 1.0);
    let want = check::sum_f64(&hx);
    let dx = b.dev.to_device(&hx).map_err(s)?;
    let mut out = b.dev.zeros::<f32>(1).map_err(s)?;
    let work = Work::Bytes(4.0 * N as f64);
    let grid = kernels::sum_grid(b.dev, N).map_err(s)?;
    let blocks = (N / 256).min(grid_blocks(b.dev)?);
    let check_total = |got: f32| -> Res<()> {
        let rel = (got as f64 - want).abs() / want;
        if rel > 1e-4 {
            return Err(format!("sum: {got} but the CPU gives {want} (relative error {rel:.1e})"));
        }
        Ok(())
    };
    let r = (|| {
        out.copy_from_host(&[0.0]).map_err(s)?;
        kernels::sum.launch(grid, &dx, &mut out).map_err(s)?;
        check_total(out.to_vec().map_err(s)?[0])?;
        b.time(|| kernels::sum.launch(grid, &dx, &mut out).map_err(s))
    })();
    b.push(row_of("sum", SIZE_N, SYS_OURS, work, r).note(format!("{blocks} blocks of 256")));
    for (system, module) in b.references("vector_add.cu") {
        let r = module.and_then(|m| {
            let f = m.function("sum")?;
            out.copy_from_host(&[0.0]).map_err(s)?;
            let (px, n, po) = (dx.as_raw_ptr(), N as u64, out.as_raw_ptr());
            let go = || {
                let mut params: [*mut c_void; 3] = [ptr(&px), ptr(&n), ptr(&po)];
                // Safety: the parameters match `sum`'s signature.
                unsafe { f.launch([blocks as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_total(out.to_vec().map_err(s)?[0])?;
            b.time(go)
        });
        b.push(row_of("sum", SIZE_N, system, work, r).note(format!("{blocks} blocks of 256")));
    }
    Ok(())
}

/// The number of blocks `sum_grid` picks (resident blocks on the whole GPU).
fn grid_blocks(dev: &Device) -> Res<usize> {
    Ok((kernels::sum.occupancy(dev, 256).map_err(s)? * dev.limits().multiprocessors) as usize)
}

const ROWS: usize = 4096;
const COLS: usize = 4096;

fn softmax(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0003);
    let hx = rng.floats(ROWS * COLS, -10.0, 10.0);
    let dx = b.dev.to_device(&hx).map_err(s)?;
    let mut dy = b.dev.zeros::<f32>(ROWS * COLS).map_err(s)?;
    let work = Work::Bytes(8.0 * (ROWS * COLS) as f64);
    let size = "4096 × 4096 f32";
    let check_rows = |dy: &DeviceBuffer<f32>| -> Res<()> {
        let got = dy.to_vec().map_err(s)?;
        for r in (0..ROWS).step_by(127).chain([ROWS - 1]) {
            let row = &hx[r * COLS..(r + 1) * COLS];
            let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
            let total: f64 = row.iter().map(|&v| (v as f64 - m).exp()).sum();
            let want: Vec<f32> = row.iter().map(|&v| ((v as f64 - m).exp() / total) as f32).collect();
            check::close(&format!("softmax row {r}"), &got[r * COLS..(r + 1) * COLS], &want, 1e-5)?;
        }
        Ok(())
    };
    let grid = Grid::new(ROWS as u32, 256);
    for (system, unchecked) in [(SYS_OURS, false), (SYS_UNCHECKED, true)] {
        let go = |dy: &mut DeviceBuffer<f32>| {
            if unchecked {
                kernels::softmax_unchecked.launch(grid, &dx, dy, COLS as u32).map_err(s)
            } else {
                kernels::softmax.launch(grid, &dx, dy, COLS as u32).map_err(s)
            }
        };
        let r = (|| {
            poison(&mut dy)?;
            go(&mut dy)?;
            check_rows(&dy)?;
            b.time(|| go(&mut dy))
        })();
        b.push(row_of("softmax", size, system, work, r).note("one block of 256 per row"));
    }
    for (system, module) in b.references("softmax.cu") {
        let r = module.and_then(|m| {
            let f = m.function("softmax")?;
            poison(&mut dy)?;
            let (px, py, cols) = (dx.as_raw_ptr(), dy.as_raw_ptr(), COLS as i32);
            let go = || {
                let mut params: [*mut c_void; 3] = [ptr(&px), ptr(&py), ptr(&cols)];
                // Safety: the parameters match `softmax`'s signature.
                unsafe { f.launch([ROWS as u32, 1, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_rows(&dy)?;
            b.time(go)
        });
        b.push(row_of("softmax", size, system, work, r).note("one block of 256 per row"));
    }
    Ok(())
}

const MNK: usize = 4096;

fn sgemm(b: &mut Bench) -> Res<()> {
    let mut rng = Rng::new(0x5eed_0004);
    let (ha, hb) = (rng.floats(MNK * MNK, -1.0, 1.0), rng.floats(MNK * MNK, -1.0, 1.0));
    let da = b.dev.to_device(&ha).map_err(s)?;
    let db = b.dev.to_device(&hb).map_err(s)?;
    let mut dc = b.dev.zeros::<f32>(MNK * MNK).map_err(s)?;
    let work = Work::Flops(2.0 * (MNK as f64).powi(3));
    let size = "4096³ f32";
    // Checked on a sample of entries against f64 dot products, relative to Σ|a||b|.
    let samples = check::sample_indices(MNK * MNK, 4, 252);
    let check_c = |got: &[f32]| -> Res<()> {
        for &idx in &samples {
            let (i, j) = (idx / MNK, idx % MNK);
            let (mut want, mut scale) = (0.0f64, 0.0f64);
            for k in 0..MNK {
                let p = ha[i * MNK + k] as f64 * hb[k * MNK + j] as f64;
                want += p;
                scale += p.abs();
            }
            let err = (got[idx] as f64 - want).abs();
            if got[idx].is_nan() || err > 1e-5 * scale {
                return Err(format!("C[{i}][{j}] is {} but the CPU gives {want} (error {err:.2e})", got[idx]));
            }
        }
        Ok(())
    };
    let grid = Grid::new(((MNK / 128) as u32, (MNK / 128) as u32), 256);
    let n = MNK as u32;
    for (system, checked) in [(SYS_OURS, true), (SYS_UNCHECKED, false)] {
        let r = (|| {
            poison(&mut dc)?;
            let go = |dc: &mut DeviceBuffer<f32>| {
                if checked {
                    kernels::sgemm_checked.launch(grid, &da, &db, dc, n, n, n).map_err(s)
                } else {
                    kernels::sgemm.launch(grid, &da, &db, dc, n, n, n).map_err(s)
                }
            };
            go(&mut dc)?;
            check_c(&dc.to_vec().map_err(s)?)?;
            b.time(|| go(&mut dc))
        })();
        b.push(row_of("sgemm", size, system, work, r).note("128×128 tiles, 8×8 per thread"));
    }
    for (system, module) in b.references("sgemm.cu") {
        let r = module.and_then(|m| {
            let f = m.function("sgemm")?;
            poison(&mut dc)?;
            let (pa, pb, pc, nn) = (da.as_raw_ptr(), db.as_raw_ptr(), dc.as_raw_ptr(), MNK as i32);
            let blocks = (MNK / 128) as u32;
            let go = || {
                let mut params: [*mut c_void; 6] = [ptr(&pa), ptr(&pb), ptr(&pc), ptr(&nn), ptr(&nn), ptr(&nn)];
                // Safety: the parameters match `sgemm`'s signature.
                unsafe { f.launch([blocks, blocks, 1], [256, 1, 1], &mut params) }
            };
            go()?;
            check_c(&dc.to_vec().map_err(s)?)?;
            b.time(go)
        });
        b.push(row_of("sgemm", size, system, work, r).note("the same tiling"));
    }
    let r = cublas_sgemm(b, &ha, &hb, &check_c);
    if let Ok(ms) = r {
        b.ceilings.sgemm_gflops = Some(2.0 * (MNK as f64).powi(3) / (ms / 1e3) / 1e9);
    }
    b.push(row_of("sgemm", size, "cuBLAS (ceiling)", work, r));
    Ok(())
}

fn cublas_sgemm(b: &Bench, ha: &[f32], hb: &[f32], check_c: &dyn Fn(&[f32]) -> Res<()>) -> Res<f64> {
    use cudarc::cublas::{sys::cublasOperation_t, CudaBlas, Gemm, GemmConfig};
    use cudarc::driver::CudaContext;
    // Safety: probing only dlopens the candidates.
    if !unsafe { cudarc::cublas::sys::is_culib_present() } {
        return Err("libcublas was not found on the loader path".into());
    }
    let ctx = CudaContext::new(0).map_err(s)?;
    let stream = ctx.default_stream();
    let blas = CudaBlas::new(stream.clone()).map_err(s)?;
    let a = stream.clone_htod(ha).map_err(s)?;
    let bb = stream.clone_htod(hb).map_err(s)?;
    let mut c = stream.alloc_zeros::<f32>(MNK * MNK).map_err(s)?;
    let n = MNK as i32;
    // Row-major C = A B is column-major Cᵀ = Bᵀ Aᵀ: pass B first.
    let cfg = GemmConfig {
        transa: cublasOperation_t::CUBLAS_OP_N,
        transb: cublasOperation_t::CUBLAS_OP_N,
        m: n,
        n,
        k: n,
        alpha: 1.0f32,
        lda: n,
        ldb: n,
        beta: 0.0f32,
        ldc: n,
    };
    let go = |c: &mut cudarc::driver::CudaSlice<f32>| {
        // Safety: the three matrices hold n×n floats; the configuration matches them.
        unsafe { blas.gemm(cfg, &bb, &a, c) }.map_err(s)
    };
    go(&mut c)?;
    check_c(&stream.clone_dtoh(&c).map_err(s)?)?;
    b.time(|| go(&mut c))
}

fn python_peers(b: &mut Bench, args: &Args) {
    let work = work_of;
    let dir = ["bench/peers", concat!(env!("CARGO_MANIFEST_DIR"), "/peers")]
        .into_iter()
        .map(PathBuf::from)
        .find(|d| d.is_dir())
        .unwrap_or_else(|| PathBuf::from("bench/peers"));
    let common = vec![
        "--runs".to_string(),
        args.runs.to_string(),
        "--reference".to_string(),
        dir.join("../reference").display().to_string(),
    ];
    for (script, system, env) in [
        ("torch_peer.py", "torch", vec![]),
        ("cupy_peer.py", "CuPy", vec![]),
        ("numba_peer.py", "Numba", args.numba_pythonpath.iter().map(|p| ("PYTHONPATH", p.clone())).collect::<Vec<_>>()),
    ] {
        eprintln!("peer {script}");
        for row in peers::run(&args.python, &dir.join(script), &common, &env, system, work) {
            b.push(row);
        }
    }
}
