//! The results: one row per (benchmark, system), the markdown table, and the bars of the
//! benchmark issue evaluated against the rows.

use std::fmt::Write as _;

/// What a benchmark's time measures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Work {
    /// Bytes moved to or from device memory per run: throughput in GB/s.
    Bytes(f64),
    /// Floating-point operations per run: throughput in GFLOP/s.
    Flops(f64),
    /// A latency: the time is the result.
    Latency,
}

/// One measurement.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The benchmark, e.g. `vector_add`.
    pub bench: String,
    /// The problem size, in words.
    pub size: String,
    /// Who ran it, e.g. `ferrocuda`, `CUDA C (nvcc -O3)`, `torch`.
    pub system: String,
    /// The median time in milliseconds; `None` when the system could not run it.
    pub ms: Option<f64>,
    /// What the time measures.
    pub work: Work,
    /// Why it could not run, or how it was run.
    pub note: String,
}

impl Row {
    /// A measured row.
    pub fn new(bench: &str, size: &str, system: &str, ms: f64, work: Work) -> Row {
        Row { bench: bench.into(), size: size.into(), system: system.into(), ms: Some(ms), work, note: String::new() }
    }

    /// A row for a system that could not run the benchmark, saying why.
    pub fn missing(bench: &str, size: &str, system: &str, work: Work, why: impl Into<String>) -> Row {
        Row { bench: bench.into(), size: size.into(), system: system.into(), ms: None, work, note: why.into() }
    }

    /// With a note.
    pub fn note(mut self, note: impl Into<String>) -> Row {
        self.note = note.into();
        self
    }

    /// GB/s or GFLOP/s, when the row has a time and a throughput.
    pub fn throughput(&self) -> Option<f64> {
        let s = self.ms? / 1e3;
        match self.work {
            Work::Bytes(b) => Some(b / s / 1e9),
            Work::Flops(f) => Some(f / s / 1e9),
            Work::Latency => None,
        }
    }
}

/// The ceilings the run measured itself.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Ceilings {
    /// Device-to-device copy bandwidth (bytes read + written per second), GB/s.
    pub copy_gbps: Option<f64>,
    /// cuBLAS SGEMM, GFLOP/s.
    pub sgemm_gflops: Option<f64>,
}

fn fmt_time(ms: f64, work: Work) -> String {
    match work {
        Work::Latency if ms < 1.0 => format!("{:.2} µs", ms * 1e3),
        _ if ms < 0.1 => format!("{:.1} µs", ms * 1e3),
        _ => format!("{ms:.3} ms"),
    }
}

/// The markdown table: per row, the time, the ratio to ferrocuda's time on the same
/// benchmark (above 1: the system is slower), and the throughput against its ceiling.
pub fn markdown(rows: &[Row], ceilings: &Ceilings) -> String {
    let mut out = String::new();
    out.push_str(
        "| benchmark | size | system | time (median) | time ÷ ferrocuda's | throughput | of ceiling | note |\n",
    );
    out.push_str("| --- | --- | --- | ---: | ---: | ---: | ---: | --- |\n");
    for r in rows {
        let ours =
            rows.iter().find(|o| o.bench == r.bench && o.size == r.size && o.system == "ferrocuda").and_then(|o| o.ms);
        let time = r.ms.map_or("—".to_string(), |ms| fmt_time(ms, r.work));
        let ratio = match (r.ms, ours) {
            (Some(t), Some(o)) if r.system != "ferrocuda" => format!("{:.2}", t / o),
            _ => String::new(),
        };
        let (tp, of_ceiling) = match (r.throughput(), r.work) {
            (Some(g), Work::Bytes(_)) => (
                format!("{g:.0} GB/s"),
                ceilings.copy_gbps.map_or(String::new(), |c| format!("{:.0} %", 100.0 * g / c)),
            ),
            (Some(g), Work::Flops(_)) => (
                format!("{g:.0} GFLOP/s"),
                ceilings.sgemm_gflops.map_or(String::new(), |c| format!("{:.0} %", 100.0 * g / c)),
            ),
            _ => (String::new(), String::new()),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {time} | {ratio} | {tp} | {of_ceiling} | {} |",
            r.bench,
            r.size,
            r.system,
            r.note.replace('|', "\\|")
        );
    }
    out
}

/// The rows as tab-separated lines: bench, size, system, milliseconds, throughput, note.
pub fn to_tsv(rows: &[Row]) -> String {
    rows.iter()
        .map(|r| {
            format!(
                "{}\t{}\t{}\t{}\t{}\t{}\n",
                r.bench,
                r.size,
                r.system,
                r.ms.map_or("-".into(), |m| m.to_string()),
                r.throughput().map_or("-".into(), |t| t.to_string()),
                r.note.replace(['\t', '\n'], " ")
            )
        })
        .collect()
}

/// Rows back from [`to_tsv`]; `work` gives each benchmark's work.
pub fn parse_tsv(text: &str, work: impl Fn(&str) -> Work) -> Vec<Row> {
    text.lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let (bench, size, system, ms) = (*f.first()?, *f.get(1)?, *f.get(2)?, *f.get(3)?);
            let note = f.get(5).copied().unwrap_or("");
            Some(match ms.parse::<f64>() {
                Ok(ms) => Row::new(bench, size, system, ms, work(bench)).note(note),
                Err(_) => Row::missing(bench, size, system, work(bench), note),
            })
        })
        .collect()
}

/// The ceilings recorded in a run's rows: the copy and cuBLAS rows.
pub fn ceilings_of(rows: &[Row]) -> Ceilings {
    let find = |bench: &str, system: &str| {
        rows.iter().find(|r| r.bench == bench && r.system.starts_with(system)).and_then(Row::throughput)
    };
    Ceilings { copy_gbps: find("copy (ceiling)", ""), sgemm_gflops: find("sgemm", "cuBLAS") }
}

/// One bar of the benchmark issue and how this run fared.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// The bar, in words.
    pub bar: String,
    /// What was measured against it.
    pub measured: String,
    /// Met, missed, or not measurable in this run.
    pub met: Option<bool>,
}

fn time_of(rows: &[Row], bench: &str, system: &str) -> Option<f64> {
    rows.iter().find(|r| r.bench == bench && r.system == system).and_then(|r| r.ms)
}

fn throughput_of(rows: &[Row], bench: &str, system: &str) -> Option<f64> {
    rows.iter().find(|r| r.bench == bench && r.system == system).and_then(Row::throughput)
}

/// Whether `system` is a peer library (not ferrocuda, nor its CUDA C twins): the bars
/// compare with the best of them.
pub fn is_peer(system: &str) -> bool {
    ["torch", "CuPy", "Numba", "cuBLAS", "Warp", "Triton"].iter().any(|p| system.starts_with(p))
}

/// The fastest peer's row of `bench` (of `size`, when not empty) that was measured.
fn best_peer<'r>(rows: &'r [Row], bench: &str, size: &str) -> Option<&'r Row> {
    rows.iter()
        .filter(|r| r.bench == bench && (size.is_empty() || r.size == size) && is_peer(&r.system))
        .filter(|r| r.ms.is_some())
        .min_by(|a, b| a.ms.unwrap_or(f64::MAX).total_cmp(&b.ms.unwrap_or(f64::MAX)))
}

/// Evaluates every bar against the rows. System names are those `main` uses.
pub fn verdicts(rows: &[Row], ceilings: &Ceilings) -> Vec<Verdict> {
    let mut v = Vec::new();
    let ratio_bar = |v: &mut Vec<Verdict>, bar: String, ours: Option<f64>, theirs: Option<f64>, min: f64| {
        // `theirs / ours` is our speed relative to theirs.
        let (measured, met) = match (ours, theirs) {
            (Some(o), Some(t)) => (format!("{:.3}×", t / o), Some(t / o >= min)),
            _ => ("not measured".to_string(), None),
        };
        v.push(Verdict { bar, measured, met });
    };
    // Elementwise work as written (`grid(1)`, one element per thread), checks on, against
    // the fastest peer of the same run; the checks' cost on every row that has both forms.
    for (bench, size) in [("vector_add", ""), ("saxpy", ""), ("axpy", "2^28 f16"), ("axpy", "2^28 bf16")] {
        let label = if size.is_empty() { bench.to_string() } else { format!("{bench} {size}") };
        let ours =
            rows.iter().find(|r| r.bench == bench && r.system == SYS_OURS && (size.is_empty() || r.size == size));
        let peer = best_peer(rows, bench, size);
        ratio_bar(
            &mut v,
            format!("{label}: ≥ 0.98 × the best peer{}", peer.map_or(String::new(), |p| format!(" ({})", p.system))),
            ours.and_then(|r| r.ms),
            peer.and_then(|r| r.ms),
            0.98,
        );
    }
    for bench in ["vector_add", "saxpy", "softmax", "sgemm", "hgemm"] {
        let checked = time_of(rows, bench, SYS_OURS);
        let unchecked = time_of(rows, bench, SYS_UNCHECKED);
        let (measured, met) = match (checked, unchecked) {
            (Some(c), Some(u)) => (format!("{:+.1} %", 100.0 * (c / u - 1.0)), Some(c / u <= 1.03)),
            _ => ("not measured".into(), None),
        };
        v.push(Verdict { bar: format!("{bench}: bounds checks cost ≤ 3 %"), measured, met });
    }
    let (measured, met) = match (time_of(rows, "launch", SYS_OURS), time_of(rows, "launch", SYS_CUDARC)) {
        (Some(o), Some(c)) => (format!("{:.2}× cudarc's", o / c), Some(o / c <= 1.15)),
        _ => ("not measured".into(), None),
    };
    v.push(Verdict { bar: "launch: ≤ 1.15 × raw cudarc (host side)".into(), measured, met });
    // The runtime's rows (benchmarks/runtime.rs).
    let graph = time_of(rows, "100 kernels", crate::benchmarks::SYS_GRAPH);
    v.push(Verdict {
        bar: "100 kernels as a CUDA graph: ≤ 1 µs per kernel".into(),
        measured: graph.map_or("not measured".into(), |t| {
            let us =
                |sys| time_of(rows, "100 kernels", sys).map_or("—".to_string(), |l| format!("{:.2} µs", l * 1e3));
            format!(
                "{:.2} µs (as launches {}; with FERROCUDA_PDL=0 {}; the CUDA C twin's graph {})",
                t * 1e3,
                us(SYS_OURS),
                us(crate::benchmarks::SYS_GRAPH_NO_PDL),
                us(crate::benchmarks::SYS_RAW_GRAPH)
            )
        }),
        met: graph.map(|t| t <= 0.001),
    });
    ratio_bar(
        &mut v,
        "100 kernels as a CUDA graph: ≥ 0.95 × the raw driver's graph of the CUDA C twin".into(),
        graph,
        time_of(rows, "100 kernels", crate::benchmarks::SYS_RAW_GRAPH),
        0.95,
    );
    ratio_bar(
        &mut v,
        "one pass over host data: mapped ≥ 1.0 × pinned copies + kernel".into(),
        time_of(rows, "one pass, host data", crate::benchmarks::SYS_MAPPED),
        time_of(rows, "one pass, host data", crate::benchmarks::SYS_COPIES),
        1.0,
    );
    ratio_bar(
        &mut v,
        "alloc + free 1 MiB from the pool: ≥ 2 × the driver's".into(),
        time_of(rows, "alloc + free", SYS_OURS),
        time_of(rows, "alloc + free", crate::benchmarks::SYS_DRIVER_ALLOC),
        2.0,
    );
    for (label, system, limit_ms) in [("cold", SYS_OURS_COLD, 30.0), ("warm", SYS_OURS_WARM, 1.0)] {
        let t = time_of(rows, "first launch", system);
        v.push(Verdict {
            bar: format!("first launch, {label}: ≤ {limit_ms} ms"),
            measured: t.map_or("not measured".into(), |t| format!("{t:.2} ms")),
            met: t.map(|t| t <= limit_ms),
        });
    }
    let sum = throughput_of(rows, "sum", SYS_OURS);
    let (measured, met) = match (sum, ceilings.copy_gbps) {
        (Some(s), Some(c)) => (format!("{:.1} % ({s:.0} of {c:.0} GB/s)", 100.0 * s / c), Some(s / c >= 0.85)),
        _ => ("not measured".into(), None),
    };
    v.push(Verdict { bar: "sum: ≥ 85 % of copy bandwidth (bytes read)".into(), measured, met });
    let peer = best_peer(rows, "softmax", "");
    ratio_bar(
        &mut v,
        format!("softmax: ≥ 1.05 × the best peer{}", peer.map_or(String::new(), |p| format!(" ({})", p.system))),
        time_of(rows, "softmax", SYS_OURS),
        peer.and_then(|r| r.ms),
        1.05,
    );
    ratio_bar(
        &mut v,
        format!(
            "softmax, tuned (`launch_tuned`): ≥ 1.05 × the best peer{}",
            peer.map_or(String::new(), |p| format!(" ({})", p.system))
        ),
        time_of(rows, "softmax", SYS_OURS_TUNED),
        peer.and_then(|r| r.ms),
        1.05,
    );
    // Written in the kernel language, checks on, against cuBLAS with the same types in the
    // same run: f32, and on the tensor cores.
    let gemms = [
        ("sgemm", "sgemm", SYS_OURS, 0.70),
        ("sgemm", "sgemm, tuned (`launch_tuned`)", SYS_OURS_TUNED, 0.70),
        ("hgemm", "hgemm", SYS_OURS, 0.70),
        ("hgemm bf16", "hgemm bf16", SYS_OURS, 0.70),
        ("sgemm tf32", "sgemm tf32", SYS_OURS, 0.60),
    ];
    for (bench, label, system, min) in gemms {
        let ours = throughput_of(rows, bench, system);
        let blas = rows.iter().find(|r| r.bench == bench && r.system.starts_with("cuBLAS")).and_then(Row::throughput);
        let (measured, met) = match (ours, blas) {
            (Some(o), Some(c)) => (format!("{:.1} % ({o:.0} of {c:.0} GFLOP/s)", 100.0 * o / c), Some(o / c >= min)),
            _ => ("not measured".into(), None),
        };
        v.push(Verdict { bar: format!("{label}: ≥ {:.0} % of cuBLAS, checks on", 100.0 * min), measured, met });
    }
    ratio_bar(
        &mut v,
        "gemm + bias + relu, fused: ≥ 1.0 × cuBLAS followed by a separate elementwise kernel".into(),
        time_of(rows, "gemm + bias + relu", SYS_OURS),
        time_of(rows, "gemm + bias + relu", crate::benchmarks::SYS_CUBLAS_THEN_ELEMENTWISE),
        1.0,
    );
    // 2-D arrays, checks on, against the faster of the CUDA C twin's two builds.
    for bench in ["transpose", "transpose tiled", "blur 3×3"] {
        let twin = [SYS_NVRTC, SYS_NVCC].into_iter().filter_map(|sys| time_of(rows, bench, sys)).min_by(f64::total_cmp);
        ratio_bar(
            &mut v,
            format!("{bench} 8192²: within 10 % of the CUDA C twin"),
            time_of(rows, bench, SYS_OURS),
            twin,
            1.0 / 1.1,
        );
    }
    v
}

/// The verdicts as a markdown table.
pub fn verdicts_markdown(verdicts: &[Verdict]) -> String {
    let mut out = String::from("| bar | measured | met |\n| --- | --- | --- |\n");
    for v in verdicts {
        let met = match v.met {
            Some(true) => "yes",
            Some(false) => "**no**",
            None => "—",
        };
        let _ = writeln!(out, "| {} | {} | {met} |", v.bar, v.measured);
    }
    out
}

/// ferrocuda, bounds-checked (the default).
pub const SYS_OURS: &str = "ferrocuda";
/// ferrocuda, a `#[kernel(tune(…))]` kernel launched with `launch_tuned` (checks on).
pub const SYS_OURS_TUNED: &str = "ferrocuda, tuned";
/// ferrocuda, `#[kernel(unchecked)]`.
pub const SYS_UNCHECKED: &str = "ferrocuda (unchecked)";
/// ferrocuda, bounds-checked, without the `_lanes_v` twins (`FERROCUDA_VECTOR_LANES=0`): large
/// grids run the `_lanes` twins.
pub const SYS_NO_VECTOR_LANES: &str = "ferrocuda, FERROCUDA_VECTOR_LANES=0 (4 logical blocks per block)";
/// The hand-written CUDA C through NVRTC with ferrocuda's options.
pub const SYS_NVRTC: &str = "CUDA C (NVRTC)";
/// The hand-written CUDA C through nvcc -O3.
pub const SYS_NVCC: &str = "CUDA C (nvcc -O3)";
/// cudarc's `launch_builder`.
pub const SYS_CUDARC: &str = "cudarc launch_builder";
/// First launch with an empty disk cache.
pub const SYS_OURS_COLD: &str = "ferrocuda, cold (empty disk cache)";
/// First launch with the disk cache filled by an earlier process.
pub const SYS_OURS_WARM: &str = "ferrocuda, warm (disk cache)";
/// First launch of a kernel the disk cache lacks, in a process whose NVRTC it already knows
/// (an edited kernel): NVRTC is not warmed up while the context is made.
pub const SYS_OURS_NEW_KERNEL: &str = "ferrocuda, new kernel (disk cache knows NVRTC)";

#[cfg(test)]
mod tests {
    use super::*;

    fn rows() -> Vec<Row> {
        vec![
            Row::new("vector_add", "2^28", SYS_OURS, 1.0, Work::Bytes(3e9)),
            Row::new("vector_add", "2^28", SYS_UNCHECKED, 0.98, Work::Bytes(3e9)),
            Row::new("vector_add", "2^28", SYS_NVCC, 0.96, Work::Bytes(3e9)),
            Row::new("vector_add", "2^28", "torch 2.11.0", 0.96, Work::Bytes(3e9)),
            Row::new("vector_add", "2^28", "CuPy 14.2.0 RawKernel", 1.2, Work::Bytes(3e9)),
            Row::new("launch", "4 args", SYS_OURS, 0.0030, Work::Latency),
            Row::new("launch", "4 args", SYS_CUDARC, 0.0028, Work::Latency),
            Row::new("sum", "2^28", SYS_OURS, 0.3, Work::Bytes(1.2e9)),
            Row::missing("softmax", "4096²", "torch", Work::Bytes(1.0), "torch is not installed"),
        ]
    }

    #[test]
    fn rows_survive_the_tsv_and_give_back_the_ceilings() {
        let mut rows = rows();
        rows.push(Row::new("copy (ceiling)", "2^28", "cuMemcpyDtoD", 0.5, Work::Bytes(2e9)));
        rows.push(Row::new("sgemm", "4096", "cuBLAS (ceiling)", 2.0, Work::Flops(1e11)));
        let work = |b: &str| rows.iter().find(|r| r.bench == b).map_or(Work::Latency, |r| r.work);
        let back = parse_tsv(&to_tsv(&rows), work);
        assert_eq!(back, rows);
        let c = ceilings_of(&back);
        assert_eq!(c, Ceilings { copy_gbps: Some(4000.0), sgemm_gflops: Some(50_000.0) });
    }

    #[test]
    fn throughput_follows_the_work() {
        let r = Row::new("x", "", SYS_OURS, 2.0, Work::Bytes(4e9));
        assert_eq!(r.throughput(), Some(2000.0));
        assert_eq!(Row::new("x", "", SYS_OURS, 2.0, Work::Latency).throughput(), None);
        assert_eq!(Row::missing("x", "", "y", Work::Bytes(1.0), "").throughput(), None);
    }

    #[test]
    fn bars_compare_the_right_rows() {
        let c = Ceilings { copy_gbps: Some(4000.0), sgemm_gflops: None };
        let v = verdicts(&rows(), &c);
        let find = |prefix: &str| v.iter().find(|x| x.bar.starts_with(prefix)).unwrap().clone();
        // The best peer is torch (not the CUDA C twin): 0.96 / 1.0 = 0.96 < 0.98, missed.
        let speed = find("vector_add: ≥ 0.98 × the best peer (torch");
        assert_eq!((speed.met, speed.measured.as_str()), (Some(false), "0.960×"));
        // 1.0 / 0.98 - 1 = 2.0 %: met.
        let checks = find("vector_add: bounds");
        assert_eq!((checks.met, checks.measured.as_str()), (Some(true), "+2.0 %"));
        // 3.0 / 2.8 = 1.07: met.
        assert_eq!(find("launch").met, Some(true));
        // 1.2e9 B / 0.3 ms = 4000 GB/s = 100 % of the ceiling.
        assert_eq!(find("sum").met, Some(true));
        // Nothing measured: neither met nor missed.
        assert_eq!(find("softmax").met, None);
        assert_eq!(find("sgemm").met, None);
        assert_eq!(find("saxpy: ≥").met, None);
        assert_eq!(find("sgemm: bounds").met, None);
    }

    #[test]
    fn the_table_has_a_row_per_measurement_with_ratios() {
        let t = markdown(&rows(), &Ceilings { copy_gbps: Some(6000.0), sgemm_gflops: None });
        assert_eq!(t.lines().count(), 2 + rows().len());
        let nvcc = t.lines().find(|l| l.contains(SYS_NVCC)).unwrap();
        assert!(nvcc.contains("| 0.96 |") && nvcc.contains("3125 GB/s") && nvcc.contains("52 %"), "{nvcc}");
        let launch = t.lines().find(|l| l.contains(SYS_CUDARC)).unwrap();
        assert!(launch.contains("2.80 µs"), "{launch}");
        let missing = t.lines().find(|l| l.contains("softmax")).unwrap();
        assert!(missing.contains("| — |") && missing.contains("torch is not installed"), "{missing}");
    }
}
