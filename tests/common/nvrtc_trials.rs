//! A libtest-mimic trial per kernel linked into the test binary (`ferrocuda::kernels()`),
//! compiling it with NVRTC for sm_90 and sm_80 (and, where asked, failing on any warning):
//! shared by the test crates whose kernels are generated, so none is left out. Without NVRTC the trials are
//! ignored, except under `CI=true`, where that is a failure.

use ferrocuda::nvrtc::{CompileOptions, Nvrtc};
use ferrocuda::KernelInfo;
use libtest_mimic::Trial;

fn compile(nvrtc: &Nvrtc, kernel: &'static KernelInfo, warnings_fail: bool) -> Result<(), String> {
    let name = kernel.name;
    // The kernel for both architectures, and for sm_90 the unit of its lanes variant with
    // both twins (`_lanes`, `_lanes_v`), which a large grid runs.
    let lanes = kernel.with_lanes().map(|unit| (90, unit, true));
    for (arch, unit, twins) in [(90, kernel, false), (80, kernel, false)].into_iter().chain(lanes) {
        // With the kernel's own options (`#[kernel(fmad = false)]`), as a GPU compiles it.
        let mut options = unit.nvrtc_options(CompileOptions::cubin(arch));
        if twins {
            options.extra.push("-DFC_VECTOR_LANES=1".into());
        }
        let compiled = nvrtc.compile_kernel_source(name, unit.cuda_source(), &options).map_err(|e| e.to_string())?;
        if warnings_fail && compiled.log.contains("warning") {
            return Err(format!("NVRTC warned about `{name}`:\n{}", compiled.log));
        }
    }
    Ok(())
}

/// The trials `nvrtc::<kernel>`, for every registered kernel; with `warnings_fail`, a
/// warning in NVRTC's log fails the trial.
pub fn nvrtc_trials(warnings_fail: bool) -> Vec<Trial> {
    let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
    let nvrtc = ferrocuda::nvrtc::nvrtc();
    if let Err(e) = &nvrtc {
        eprintln!("NVRTC tests are ignored: {e}");
    }
    // (A generic kernel is a template: its tests compile the instantiations they launch.)
    ferrocuda::kernels()
        .filter(|kernel| kernel.generics.is_empty())
        .map(|kernel| {
            let name = kernel.name;
            match &nvrtc {
                Ok(nv) => {
                    let nv: &'static Nvrtc = nv;
                    Trial::test(format!("nvrtc::{name}"), move || {
                        compile(nv, kernel, warnings_fail).map_err(Into::into)
                    })
                }
                Err(e) if ci => {
                    let e = e.to_string();
                    Trial::test(format!("nvrtc::{name}"), move || {
                        Err(format!("NVRTC is required under CI=true: {e}").into())
                    })
                }
                Err(_) => Trial::test(format!("nvrtc::{name}"), || Ok(())).with_ignored_flag(true),
            }
        })
        .collect()
}
