//! ferrocuda's integration tests, in one binary (one link, one process):
//! - the kernel language on the CPU simulator, against CPU references (always);
//! - the same tests on a CUDA GPU (ignored, with the reason printed, where there is none);
//! - NVRTC compilation of every generated source (ignored where NVRTC is missing, except
//!   under `CI=true`, where that is a failure).
//!
//! `cargo test --test suite -- --include-ignored` runs the GPU tests too; a seed for the
//! random inputs is printed and can be replayed with `FERROCUDA_TEST_SEED`.

mod aot;
mod api;
mod arrays;
mod assumed;
mod atomics;
mod autotune;
mod barriers;
mod collectives;
mod compile;
mod consts;
mod coop;
mod cuda_files;
mod generics;
mod graphs;
mod halves;
mod host;
mod int_methods;
mod interop;
mod kinds;
mod lanes;
mod lang;
mod panics;
mod parts;
mod prints;
mod races;
mod robust;
mod runtime;
mod structs;
mod tensor;
mod tma;
mod tuned;
mod util;
mod wgmma;

use std::sync::RwLock;

use libtest_mimic::{Arguments, Trial};

use ferrocuda::Device;

/// A GPU reports a kernel panic to whichever synchronizing call comes next on the device, so
/// a test expecting a panic runs alone on the GPU; the other GPU tests run in parallel.
static GPU: RwLock<()> = RwLock::new(());

fn main() {
    if let Ok(child) = std::env::var("FERROCUDA_SUITE_CHILD") {
        std::process::exit(match child.as_str() {
            "illegal_address" => runtime::child_illegal_address(),
            "thread_limit" => robust::child_thread_limit(),
            "cache_writer" => runtime::child_cache_writer(),
            "cache_planter" => runtime::child_cache_planter(),
            "cache_victim" => runtime::child_cache_victim(),
            "prints" => prints::child_prints(),
            _ => 2,
        });
    }
    let args = Arguments::from_args();
    let env = util::Env::detect();
    eprintln!("ferrocuda suite: random seed {} (set FERROCUDA_TEST_SEED to replay)", util::seed());

    let device_tests: Vec<lang::DeviceTest> = lang::tests()
        .into_iter()
        .chain(panics::tests())
        .chain(api::tests())
        .chain(coop::tests())
        .chain(runtime::tests())
        .chain(robust::tests())
        .chain(host::tests())
        .chain(consts::tests())
        .chain(cuda_files::tests())
        .chain(atomics::tests())
        .chain(parts::tests())
        .chain(halves::tests())
        .chain(structs::tests())
        .chain(generics::tests())
        .chain(arrays::tests())
        .chain(prints::tests())
        .chain(graphs::tests())
        .chain(kinds::tests())
        .chain(lanes::tests())
        .chain(tuned::tests())
        .chain(tuned::pipeline_tests())
        .chain(tensor::tests())
        .chain(assumed::tests())
        .chain(autotune::tests())
        .chain(int_methods::tests())
        .chain(barriers::tests())
        .chain(tma::tests())
        .chain(wgmma::tests())
        .collect();
    let mut trials = Vec::new();

    for (name, f) in device_tests
        .iter()
        .copied()
        .chain(coop::sim_only())
        .chain(runtime::sim_only())
        .chain(robust::sim_only())
        .chain(races::sim_only())
        .chain(tensor::sim_only())
        .chain(barriers::sim_only())
        .chain(tma::sim_only())
        .chain(wgmma::sim_only())
    {
        trials.push(Trial::test(format!("sim::{name}"), move || f(&Device::simulator()).map_err(Into::into)));
    }
    // Reported bugs, not yet fixed: regression tests that fail today (robust.rs).
    for (name, f) in robust::known_bugs() {
        trials.push(
            Trial::test(format!("known_bug::{name}"), move || f(&Device::simulator()).map_err(Into::into))
                .with_ignored_flag(true),
        );
    }
    trials.push(Trial::test("api::no_gpu_errors", || api::no_gpu_errors().map_err(Into::into)));
    trials.push(Trial::test("nccl::errors_without_nccl_or_gpu", || {
        collectives::errors_without_nccl_or_gpu().map_err(Into::into)
    }));
    // Listed only where it can run: `--include-ignored` on a one-GPU machine would run it.
    match collectives::across_gpus_unrunnable() {
        None => trials
            .push(Trial::test("gpu::nccl::collectives_across_gpus", || collectives::across_gpus().map_err(Into::into))),
        Some(why) => eprintln!("ferrocuda suite: gpu::nccl::collectives_across_gpus is not run: {why}"),
    }
    trials.push(Trial::test("aot::build_links_what_the_runtime_links", || {
        aot::build_links_what_the_runtime_links().map_err(Into::into)
    }));
    trials.push(Trial::test("host::kernel_only_device_fn_panics_on_the_host", || {
        host::kernel_only_fn_on_the_host().map_err(Into::into)
    }));
    trials.push(Trial::test("sim::refused_threads_are_an_error", || {
        robust::refused_threads_are_an_error().map_err(Into::into)
    }));

    let gpu_missing = match &env.gpu {
        Ok(d) => {
            eprintln!("ferrocuda suite: GPU tests run on {d}");
            None
        }
        Err(e) => Some(e.to_string()),
    };
    if let Some(why) = &gpu_missing {
        eprintln!("ferrocuda suite: GPU tests are ignored: {why}");
    }
    if let Some(note) = runtime::peer_note() {
        eprintln!("ferrocuda suite: {note}");
    }
    // Reported GPU-only bugs, not yet worked around: they fail on a GPU today (robust.rs).
    for (name, f) in robust::known_gpu_bugs() {
        let gpu = env.gpu.clone();
        trials.push(
            Trial::test(format!("known_bug::gpu::{name}"), move || {
                let dev = gpu.map_err(|e| format!("no GPU: {e}"))?;
                let _alone = GPU.write().unwrap_or_else(|e| e.into_inner());
                f(&dev).map_err(Into::into)
            })
            .with_ignored_flag(true),
        );
    }
    for (name, f) in device_tests
        .iter()
        .copied()
        .chain(api::gpu_only())
        .chain(runtime::gpu_only())
        .chain(arrays::gpu_only())
        .chain(interop::gpu_only())
        .chain(collectives::gpu_only())
        .chain(barriers::gpu_only())
    {
        let gpu = env.gpu.clone();
        trials.push(
            Trial::test(format!("gpu::{name}"), move || {
                let dev = gpu.map_err(|e| format!("no GPU: {e}"))?;
                if runs_alone(name) {
                    let _alone = GPU.write().unwrap_or_else(|e| e.into_inner());
                    f(&dev).map_err(Into::into)
                } else {
                    let _shared = GPU.read().unwrap_or_else(|e| e.into_inner());
                    f(&dev).map_err(Into::into)
                }
            })
            .with_ignored_flag(gpu_missing.is_some()),
        );
    }

    // The second-user cache test acts as `nobody`, which needs root.
    const SECOND_USER: &str = "cache::another_users_directory_is_refused";
    let root = runtime::running_as_root();
    if !root {
        eprintln!("ferrocuda suite: {SECOND_USER} is ignored: it needs root, to act as a second user (nobody)");
    }
    match env.nvrtc {
        Ok(nvrtc) => {
            trials.push(
                Trial::test(SECOND_USER, move || runtime::another_users_directory(nvrtc).map_err(Into::into))
                    .with_ignored_flag(!root),
            );
            let (major, minor) = nvrtc.version();
            eprintln!("ferrocuda suite: NVRTC {major}.{minor} from {}", nvrtc.path());
            for (name, f) in compile::tests() {
                // The kernels of known bugs (robust.rs) do not compile yet.
                let known = robust::KNOWN_BUG_KERNELS.iter().any(|k| name.ends_with(&format!("::{k}")));
                trials.push(Trial::test(name, move || f(nvrtc).map_err(Into::into)).with_ignored_flag(known));
            }
            for (name, f) in runtime::cache_tests() {
                trials.push(Trial::test(name, move || f(nvrtc).map_err(Into::into)));
            }
        }
        Err(e) if env.ci => {
            eprintln!("ferrocuda suite: CI=true but NVRTC is missing: {e}");
            trials.push(Trial::test("nvrtc::available", move || {
                Err(format!("NVRTC is required under CI=true: {e}").into())
            }));
        }
        Err(e) => {
            eprintln!("ferrocuda suite: NVRTC tests are ignored: {e}");
            for (name, _) in compile::tests() {
                trials.push(Trial::test(name, || Ok(())).with_ignored_flag(true));
            }
            for (name, _) in runtime::cache_tests() {
                trials.push(Trial::test(name, || Ok(())).with_ignored_flag(true));
            }
            trials.push(Trial::test(SECOND_USER, || Ok(())).with_ignored_flag(true));
        }
    }

    libtest_mimic::run(&args, trials).exit();
}

/// GPU tests that must not overlap others: a panic (which any thread's next synchronize reports;
/// the `assumed_` tests end with a launch that breaks the assumptions and panics), a graph's
/// capture (no other thread may synchronize the context meanwhile) and the pool's statistics
/// (which count every test's allocations).
fn runs_alone(name: &str) -> bool {
    ["panic_", "assumed_", "graph_", "memory_pool_"].iter().any(|p| name.starts_with(p))
}
