//! Checks a CUDA setup layer by layer, the way you would by hand when something is broken:
//! driver and GPU → NVRTC → compile for this GPU's architecture → launch and verify a
//! kernel → kernels built ahead of time → the compile cache directory. One line per layer with what it found; for the
//! first layer that fails, what to fix. Without a GPU it says so, and checks the layers
//! that still apply (NVRTC, the simulator, the cache).
//!
//! `cargo run --example doctor` (`-- --verbose` for every place NVRTC was searched)
//!
//! Exit status: 0 when every layer that this machine has works, 1 when one is broken.

use std::time::Instant;

use ferrocuda::cache::{CacheConfig, DiskCache};
use ferrocuda::prelude::*;
use ferrocuda::Error;

#[kernel]
pub fn doctor_probe(a: f32, x: &[f32], y: &mut [f32], lanes: &mut [u32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i].sqrt();
        lanes[i] = thread_idx().x % WARP_SIZE;
    }
}

/// How a layer went.
enum Verdict {
    Ok(String),
    /// The layer is absent and the rest can do without it (no GPU: the simulator runs).
    Absent {
        found: String,
        fix: String,
    },
    Failed {
        found: String,
        fix: String,
    },
    Skipped(String),
}

struct Report {
    first_failure: Option<(String, String)>,
}

impl Report {
    fn layer(&mut self, name: &str, verdict: Verdict) {
        match verdict {
            Verdict::Ok(found) => println!("[ ok ] {name:<9} {found}"),
            Verdict::Skipped(why) => println!("[skip] {name:<9} {why}"),
            Verdict::Absent { found, fix } => {
                println!("[ -- ] {name:<9} {found}");
                println!("       {:<9} to use a GPU: {fix}", "");
            }
            Verdict::Failed { found, fix } => {
                println!("[FAIL] {name:<9} {found}");
                if self.first_failure.is_none() {
                    println!("       {:<9} fix: {fix}", "");
                    self.first_failure = Some((name.to_string(), fix));
                }
            }
        }
    }
}

fn main() {
    println!("ferrocuda {} doctor ({} {})", env!("CARGO_PKG_VERSION"), std::env::consts::OS, std::env::consts::ARCH);
    let mut report = Report { first_failure: None };

    // 1. Driver and GPU.
    let gpu = driver_layer(&mut report);

    // 2. NVRTC.
    let nvrtc = match ferrocuda::nvrtc::nvrtc() {
        Ok(n) => {
            let (major, minor) = n.version();
            let archs: Vec<String> = n.supported_archs().iter().map(|a| format!("sm_{a}")).collect();
            report.layer(
                "nvrtc",
                Verdict::Ok(format!(
                    "NVRTC {major}.{minor} at {} (targets {}…{})",
                    n.path(),
                    archs.first().map_or("?", |s| s),
                    archs.last().map_or("?", |s| s)
                )),
            );
            Some(n)
        }
        Err(e) => {
            let e_is_setting = matches!(e, Error::Setting { .. });
            let e = match e {
                Error::NvrtcNotFound { searched } if !verbose() => format!(
                    "NVRTC (libnvrtc.so) not found in the {} places searched (FERROCUDA_NVRTC, CUDA_PATH, \
                     /usr/local/cuda, Python site-packages, the loader path; --verbose lists them)",
                    searched.len()
                ),
                other => other.to_string(),
            };
            let fix = if e_is_setting {
                "correct FERROCUDA_NVRTC as the message says, or unset it to search the usual places".to_string()
            } else {
                "pip install nvidia-cuda-nvrtc (then set FERROCUDA_NVRTC to the folder holding \
                 libnvrtc.so.*), or install the CUDA toolkit"
                    .to_string()
            };
            let verdict =
                if gpu.is_some() { Verdict::Failed { found: e, fix } } else { Verdict::Absent { found: e, fix } };
            report.layer("nvrtc", verdict);
            None
        }
    };

    // 3. Compile for this GPU's architecture (without a GPU: for sm_80, as a check of NVRTC).
    let compiled = match nvrtc {
        None => {
            report.layer("compile", Verdict::Skipped("needs NVRTC".into()));
            false
        }
        Some(n) => {
            let arch = gpu.as_ref().and_then(|d| d.compute_capability()).map_or(80, |(ma, mi)| ma * 10 + mi);
            let options = n.options_for_device(arch);
            let start = Instant::now();
            match n.compile_kernel_source("doctor_probe", doctor_probe.cuda_source(), &options) {
                Ok(c) => {
                    let for_what = if gpu.is_some() { "this GPU" } else { "no GPU here: a check of NVRTC alone" };
                    report.layer(
                        "compile",
                        Verdict::Ok(format!(
                            "{} for {} ({for_what}): {} bytes in {:.1} ms",
                            if matches!(options.output, ferrocuda::nvrtc::Output::Cubin) { "CUBIN" } else { "PTX" },
                            options.target(),
                            c.image.len(),
                            start.elapsed().as_secs_f64() * 1e3
                        )),
                    );
                    true
                }
                Err(e) => {
                    report.layer(
                        "compile",
                        Verdict::Failed {
                            found: e.to_string(),
                            fix: "install an NVRTC that supports this GPU (CUDA 12.0 or newer for sm_90)".into(),
                        },
                    );
                    false
                }
            }
        }
    };

    // 4. Launch and verify, on the GPU if there is one, else on the simulator.
    let dev = gpu.clone().unwrap_or_else(Device::simulator);
    if dev.is_simulator() || compiled {
        let start = Instant::now();
        match launch_and_verify(&dev) {
            Ok(summary) => report.layer(
                "launch",
                Verdict::Ok(format!("{summary} on {dev}, first launch {:.1} ms", start.elapsed().as_secs_f64() * 1e3)),
            ),
            Err(e) => report.layer("launch", Verdict::Failed { found: e.to_string(), fix: launch_fix(&e) }),
        }
    } else {
        report.layer("launch", Verdict::Skipped("needs a kernel that compiles".into()));
    }

    // 5. Kernels compiled ahead of time (`ferrocuda-build`), which load without NVRTC.
    let aot = ferrocuda::aot_summary();
    let targets = if aot.targets.is_empty() { String::new() } else { format!(" ({})", aot.targets.join(", ")) };
    let missed = if aot.missed.is_empty() {
        String::new()
    } else {
        format!("; not built, compiled by NVRTC: {}", aot.missed.join(", "))
    };
    report.layer(
        "aot",
        Verdict::Ok(format!(
            "{} of this program's {} kernels built ahead of time{targets}{missed} (ferrocuda-build in a crate's \
             build.rs builds them)",
            aot.ahead_of_time, aot.kernels
        )),
    );

    // 6. The compile cache.
    cache_layer(&mut report);

    match report.first_failure {
        None if gpu.is_some() => println!("\nferrocuda is ready to run kernels on {dev}."),
        None => println!(
            "\nferrocuda is ready to run kernels on the CPU simulator; Device::auto() picks it on this machine."
        ),
        Some((layer, fix)) => {
            println!("\nthe first broken layer is `{layer}`: {fix}");
            std::process::exit(1);
        }
    }
}

/// `--verbose`: print long lists (every place NVRTC was searched for) in full.
fn verbose() -> bool {
    std::env::args().any(|a| a == "--verbose" || a == "-v")
}

fn driver_layer(report: &mut Report) -> Option<Device> {
    let version = match ferrocuda::driver_version() {
        Ok(v) => v,
        Err(Error::NoDriver { tried }) => {
            report.layer(
                "driver",
                Verdict::Absent {
                    found: format!("no CUDA driver on this machine (tried {})", tried.join(", ")),
                    fix: "install the NVIDIA driver".into(),
                },
            );
            return None;
        }
        Err(e) => {
            report.layer(
                "driver",
                Verdict::Failed {
                    found: e.to_string(),
                    fix: "reinstall the NVIDIA driver so the kernel module and libcuda match, then reboot".into(),
                },
            );
            return None;
        }
    };
    let count = match Device::count() {
        Ok(c) => c,
        Err(e) => {
            report.layer(
                "driver",
                Verdict::Failed { found: e.to_string(), fix: "check `nvidia-smi`; reinstall the driver".into() },
            );
            return None;
        }
    };
    if count == 0 {
        report.layer(
            "driver",
            Verdict::Absent {
                found: format!("driver for CUDA {}.{} loaded, but it sees no GPU", version.0, version.1),
                fix: "check `nvidia-smi` and CUDA_VISIBLE_DEVICES".into(),
            },
        );
        return None;
    }
    match Device::get(0) {
        Ok(dev) => {
            let gib = dev.total_memory().unwrap_or(0) as f64 / (1u64 << 30) as f64;
            report.layer(
                "driver",
                Verdict::Ok(format!(
                    "driver for CUDA {}.{}; {count} GPU(s); using {dev} with {gib:.0} GiB",
                    version.0, version.1
                )),
            );
            Some(dev)
        }
        Err(e) => {
            report.layer(
                "driver",
                Verdict::Failed {
                    found: e.to_string(),
                    fix: "another process may hold the GPU in exclusive mode; check `nvidia-smi`".into(),
                },
            );
            None
        }
    }
}

/// Runs the probe kernel on fresh data and compares every element with the CPU.
fn launch_and_verify(dev: &Device) -> ferrocuda::Result<String> {
    let n = 100_003;
    let x: Vec<f32> = (0..n).map(|i| (i % 997) as f32 * 0.01 - 3.0).collect();
    let y0: Vec<f32> = (0..n).map(|i| (i % 101) as f32 * 0.5).collect();
    let d_x = dev.to_device(&x)?;
    let mut d_y = dev.to_device(&y0)?;
    let mut d_lanes = dev.to_device(&vec![u32::MAX; n])?;
    let grid = Grid::for_elements(n);
    doctor_probe.launch(grid, 1.5, &d_x, &mut d_y, &mut d_lanes)?;
    let (y, lanes) = (d_y.to_vec()?, d_lanes.to_vec()?);
    let bad = (0..n)
        .filter(|&i| {
            let want = 1.5 * x[i] + y0[i].sqrt();
            (y[i] - want).abs() > 1e-5 * want.abs().max(1.0) || lanes[i] >= 32
        })
        .count();
    if bad > 0 {
        return Err(Error::LaunchConfig {
            kernel: "doctor_probe".into(),
            message: format!("{bad} of {n} results differ from the CPU's: the GPU computed wrong values"),
        });
    }
    Ok(format!("{n} results match the CPU"))
}

fn launch_fix(e: &Error) -> String {
    match e {
        Error::DriverTooOld { .. } => "update the NVIDIA driver, or use an NVRTC as old as the driver".into(),
        Error::OutOfMemory { .. } => "free GPU memory: other processes hold it (see `nvidia-smi`)".into(),
        Error::KernelFault { .. } => "the GPU faulted on a trivial kernel: check `nvidia-smi -q` and dmesg".into(),
        _ => "see the message above".into(),
    }
}

fn cache_layer(report: &mut Report) {
    let config = CacheConfig::from_env();
    let verdict = cache_verdict(&config);
    report.layer("cache", verdict);
    for warning in &config.warnings {
        println!("       {:<9} note: {warning}", "");
    }
}

fn cache_verdict(config: &CacheConfig) -> Verdict {
    let again = "every process compiles its kernels again";
    let dir = match &config.dir {
        Ok(dir) => dir.clone(),
        Err(why) if !config.warnings.is_empty() => {
            return Verdict::Failed {
                found: format!("{why}: {again}"),
                fix: "correct the setting that the note below names".into(),
            }
        }
        Err(why) => return Verdict::Skipped(format!("{why}: {again}")),
    };
    if let Err(refused) = DiskCache::open(&dir) {
        return Verdict::Failed {
            found: format!("not using {}: {}; {again}", dir.display(), refused.problem),
            fix: refused.fix,
        };
    }
    let probe = dir.join(format!(".doctor-{}", std::process::id()));
    let written = std::fs::OpenOptions::new().write(true).create_new(true).open(&probe).map(drop);
    let _ = std::fs::remove_file(&probe);
    if let Err(e) = written {
        return Verdict::Failed {
            found: format!("{} is not writable: {e}", dir.display()),
            fix: "set FERROCUDA_CACHE_DIR to a writable folder, or FERROCUDA_CACHE=0 to compile every run".into(),
        };
    }
    let is_entry = |name: &std::ffi::OsStr| {
        let name = name.to_string_lossy();
        !name.starts_with('.') && (name.ends_with(".cubin") || name.ends_with(".ptx"))
    };
    let (entries, bytes) = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter(|e| is_entry(&e.file_name()))
                .filter_map(|e| e.metadata().ok())
                .filter(|m| m.is_file())
                .fold((0, 0), |(n, b), m| (n + 1, b + m.len()))
        })
        .unwrap_or((0, 0));
    Verdict::Ok(format!(
        "{} is yours and writable ({entries} {}, {:.1} MiB)",
        dir.display(),
        if entries == 1 { "entry" } else { "entries" },
        bytes as f64 / (1u64 << 20) as f64
    ))
}
