//! Every generated source compiles with NVRTC, for sm_90a (what a 9.0 GPU runs) and an older
//! architecture; no GPU needed.

use ferrocuda::nvrtc::{CompileOptions, Nvrtc, Output};
use ferrocuda::{Error, KernelFn};

use crate::check;
use crate::lang as kernels;
use crate::util::TestResult;

pub type CompileTest = (String, Box<dyn Fn(&'static Nvrtc) -> TestResult + Send + Sync>);

/// The architectures every kernel is compiled for: 90 as a 9.0 GPU's runtime compiles it,
/// `sm_90a` (see `nvrtc::ARCH_SPECIFIC`), and 80 without.
const ARCHS: [u32; 2] = [90, 80];

pub fn tests() -> Vec<CompileTest> {
    let mut out: Vec<CompileTest> = Vec::new();
    // Every kernel linked into this test binary, found through the registry: a kernel added
    // anywhere is compiled, with no list to keep.
    // (A generic kernel is a template: its instantiations are compiled where they are used,
    // and by `nvrtc::generic_instantiations`.)
    // For sm_90 the unit with the kernel's `_lanes` twin, where it has one (the unit without
    // is the rest of it), and that of its variant trusting its assumptions, where it has them.
    for kernel in ferrocuda::kernels().filter(|k| k.generics.is_empty()) {
        for arch in ARCHS {
            let base = if arch == 90 { kernel.assumed().unwrap_or(kernel) } else { kernel };
            let unit = if arch == 90 { base.with_lanes().unwrap_or(base) } else { base };
            let a = if arch == 90 { "a" } else { "" };
            out.push((
                format!("nvrtc::sm_{arch}{a}::{}", kernel.name),
                Box::new(move |nvrtc: &'static Nvrtc| {
                    let options = unit.nvrtc_options(nvrtc.options_for_device(arch));
                    compile(nvrtc, unit.name, unit.cuda_source(), &options)
                }),
            ));
        }
    }
    for (name, source) in snapshots() {
        let source: &'static str = Box::leak(source.into_boxed_str());
        let name: &'static str = Box::leak(name.into_boxed_str());
        // (With the `_lanes` and `_lanes_v` twins, which the snapshots show; and where a kernel has
        // assumptions, again with the variant trusting them.)
        let variants: &[(&str, &[&str])] = match source.contains("#if FC_ASSUMED") {
            true => &[
                ("", &["-DFC_LANES_TWIN=1", "-DFC_VECTOR_LANES=1"]),
                ("::assumed", &["-DFC_LANES_TWIN=1", "-DFC_VECTOR_LANES=1", "-DFC_ASSUMED=1"]),
            ],
            false => &[("", &["-DFC_LANES_TWIN=1", "-DFC_VECTOR_LANES=1"])],
        };
        for &(suffix, defines) in variants {
            out.push((
                format!("nvrtc::snapshot::{name}{suffix}"),
                Box::new(move |nvrtc: &'static Nvrtc| {
                    let mut options = CompileOptions::cubin(90);
                    options.extra.extend(defines.iter().map(|d| d.to_string()));
                    compile(nvrtc, name, source, &options)
                }),
            ));
        }
    }
    out.push(("nvrtc::f32_kernels_have_no_f64".into(), Box::new(no_f64)));
    out.push(("nvrtc::recursive_kernels_know_their_frames".into(), Box::new(recursive_frames)));
    out.push(("nvrtc::compile_for_needs_no_gpu".into(), Box::new(compile_for)));
    out.push(("nvrtc::errors_name_rust_lines".into(), Box::new(errors_name_rust_lines)));
    out.push(("nvrtc::fmad_false_fuses_no_multiply_add".into(), Box::new(fmad_false)));
    out.push(("nvrtc::half_arithmetic_is_native".into(), Box::new(half_native)));
    out.push(("nvrtc::generic_instantiations".into(), Box::new(generic_instantiations)));
    out.push(("nvrtc::vector_twins_make_16_byte_accesses".into(), Box::new(vector_twin_accesses)));
    out.push(("nvrtc::lanes_twins_load_every_lane_before_storing".into(), Box::new(lanes_twin_loads_first)));
    out.push(("nvrtc::every_kernel_waits_for_the_grid_before_it".into(), Box::new(grid_dependency_waits)));
    out.push(("nvrtc::tuned_candidates".into(), Box::new(tuned_candidates)));
    out.push(("nvrtc::nd_offsets_are_32_bit_unless_wide".into(), Box::new(nd_offsets)));
    out.push(("nvrtc::sm_90a_moves_registers_between_warpgroups".into(), Box::new(setmaxnreg_on_sm_90a)));
    out
}

fn compile(nvrtc: &Nvrtc, name: &str, source: &str, options: &CompileOptions) -> TestResult {
    let compiled = nvrtc.compile_kernel_source(name, source, options).map_err(|e| e.to_string())?;
    check!(!compiled.image.is_empty(), "NVRTC produced an empty CUBIN");
    check!(!compiled.log.contains("warning"), "NVRTC warned about `{name}`:\n{}", compiled.log);
    Ok(())
}

/// A 9.0 GPU's code is `sm_90a`, where `warpgroup::set_max_registers` is `setmaxnreg`; code for
/// plain sm_90 (an ahead-of-time image) and for sm_80 has none, and still compiles.
fn setmaxnreg_on_sm_90a(nvrtc: &'static Nvrtc) -> TestResult {
    let kernel = ferrocuda::kernels()
        .find(|k| k.name == "specialized_warpgroups")
        .ok_or("the registry lacks specialized_warpgroups")?;
    let options = nvrtc.options_for_device(90);
    check!(options.target() == "sm_90a", "a 9.0 GPU's target is {}", options.target());
    let ptx_of = |options: CompileOptions| -> Result<String, String> {
        let options = kernel.nvrtc_options(CompileOptions { output: Output::Ptx, ..options });
        let ptx =
            nvrtc.compile_kernel_source(kernel.name, kernel.cuda_source(), &options).map_err(|e| e.to_string())?;
        Ok(String::from_utf8_lossy(&ptx.image).into_owned())
    };
    let hopper = ptx_of(CompileOptions::cubin_arch_specific(90))?;
    check!(
        hopper.contains("setmaxnreg.dec.sync.aligned.u32 40") && hopper.contains("setmaxnreg.inc.sync.aligned.u32 232"),
        "no setmaxnreg in the sm_90a PTX"
    );
    for arch in [90, 80] {
        check!(!ptx_of(CompileOptions::cubin(arch))?.contains("setmaxnreg"), "setmaxnreg in the PTX for sm_{arch}");
    }
    Ok(())
}

/// The snapshots of the codegen crate's tests, each a linked module.
fn snapshots() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("codegen/tests/snapshots");
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "cu") {
                let name = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                out.push((name, std::fs::read_to_string(&p).unwrap_or_default()));
            }
        }
    }
    out.sort();
    out
}

/// `kernel.compile_for(arch)`: the whole translation unit to CUBIN, on a machine without a
/// GPU; the registry lists the kernels of the program.
fn compile_for(_: &'static Nvrtc) -> TestResult {
    let compiled = kernels::saxpy.compile_for(90).map_err(|e| e.to_string())?;
    check!(compiled.image.starts_with(b"\x7fELF"), "not a CUBIN: {:?}", &compiled.image[..4.min(compiled.image.len())]);
    let listed = ferrocuda::kernels().filter(|k| k.name == "saxpy" || k.name == "recurse_framed").count();
    check!(listed == 2, "the registry lists {listed} of saxpy and recurse_framed");
    Ok(())
}

/// A kernel on `f32` data has no double-precision arithmetic in its PTX: untyped literals
/// took the type Rust gives them.
fn no_f64(nvrtc: &'static Nvrtc) -> TestResult {
    let kernels = [
        ("saxpy", kernels::saxpy.cuda_source()),
        ("vector_add", kernels::vector_add.cuda_source()),
        ("f32_literals", kernels::f32_literals.cuda_source()),
        ("values", kernels::values.cuda_source()),
        ("tuples_kernel", kernels::tuples_kernel.cuda_source()),
        ("scale_strided", kernels::scale_strided.cuda_source()),
    ];
    for (name, src) in kernels {
        let opts = CompileOptions { output: Output::Ptx, ..CompileOptions::cubin(90) };
        let ptx = nvrtc.compile_kernel_source(name, src, &opts).map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&ptx.image);
        let f64_lines: Vec<&str> = text.lines().filter(|l| l.contains(".f64")).collect();
        check!(f64_lines.is_empty(), "`{name}` has double precision in its PTX:\n{}", f64_lines.join("\n"));
    }
    Ok(())
}

/// NVRTC's errors name the Rust file and line, through `#line`.
fn errors_name_rust_lines(nvrtc: &'static Nvrtc) -> TestResult {
    let src = format!(
        "{}\n#line 77 \"src/broken.rs\"\n__device__ int broken() {{ return undefined_name; }}\n",
        kernels::saxpy.cuda_source()
    );
    let e = nvrtc.compile_kernel_source("broken", &src, &CompileOptions::cubin(90)).unwrap_err();
    check!(matches!(e, Error::Compile { .. }), "wrong error: {e}");
    let text = e.to_string();
    check!(text.contains("src/broken.rs(77)"), "the log does not name the Rust line: {text}");
    check!(text.starts_with("NVRTC could not compile kernel `broken` for sm_90"), "wrong message: {text}");
    Ok(())
}

/// `#[kernel(fmad = false)]` compiles with `--fmad=false`: `a * x + y` stays a multiply and
/// an add (each rounded), where the default fuses them. `compile_for` and `ptx` both apply it.
fn fmad_false(_: &'static Nvrtc) -> TestResult {
    let sim = ferrocuda::Device::simulator();
    let fused = kernels::saxpy.ptx(&sim).map_err(|e| e.to_string())?;
    let exact = kernels::saxpy_exact.ptx(&sim).map_err(|e| e.to_string())?;
    check!(fused.contains("fma.rn.f32"), "saxpy has no fma.rn.f32:\n{fused}");
    check!(
        !exact.contains("fma.") && exact.contains("mul.rn.f32") && exact.contains("add.rn.f32"),
        "saxpy_exact is not a rounded multiply and add:\n{exact}"
    );
    check!(saxpy_exact_info_says_so(), "saxpy_exact's KernelInfo has fmad");
    let cubin = kernels::saxpy_exact.compile_for(90).map_err(|e| e.to_string())?;
    check!(!cubin.image.is_empty(), "an empty CUBIN");
    Ok(())
}

/// f16 and bf16 arithmetic is the GPU's half instructions (sm_90 has all of them for bf16
/// too), each rounding once: no conversion to f32 and back, and no fused multiply-add.
fn half_native(_: &'static Nvrtc) -> TestResult {
    let ptx = crate::halves::axpy_halves.ptx(&ferrocuda::Device::simulator()).map_err(|e| e.to_string())?;
    for op in ["mul.rn.f16", "add.rn.f16", "mul.rn.bf16", "add.rn.bf16"] {
        check!(ptx.contains(op), "no {op} in the PTX of axpy_halves:\n{ptx}");
    }
    let converts = ["cvt.f32.f16", "cvt.rn.f16.f32", "cvt.rn.bf16.f32", "fma."].iter().any(|op| ptx.contains(op));
    check!(!converts, "axpy_halves converts or fuses:\n{ptx}");
    Ok(())
}

/// A `_lanes_v` twin reads and writes its lanes' consecutive elements as 16-byte accesses,
/// kept in registers: `y[i] = a * x[i] + y[i]` of halves is one 16-byte load of `x` (through
/// the read-only path), one of `y` and one 16-byte store on its vector path; of `f32`, two each.
fn vector_twin_accesses(nvrtc: &'static Nvrtc) -> TestResult {
    use crate::lanes::{lanes_updates, lanes_vector_axpy};
    use ferrocuda::{bf16, f16};
    // (`y[i] = a * v + y[i]` and `y[i] += a * x[i]`.)
    let instances = [
        (lanes_vector_axpy.__fc_instance::<f16>(), 1),
        (lanes_vector_axpy.__fc_instance::<bf16>(), 1),
        (lanes_vector_axpy.__fc_instance::<f32>(), 2),
        (lanes_updates.__fc_instance::<f16>(), 1),
        (lanes_updates.__fc_instance::<bf16>(), 1),
        (lanes_updates.__fc_instance::<f32>(), 2),
    ];
    for (kernel, vectors) in instances {
        let ptx = twins_ptx(nvrtc, kernel)?;
        let twin = ptx_entry(&ptx, "_lanes_v")?;
        // (Of 32-bit lanes or of floats, as the compiler sees fit.)
        for (op, want) in [("ld.global.nc.v4.", vectors), ("ld.global.v4.", vectors), ("st.global.v4.", vectors)] {
            let got = twin.matches(op).count();
            check!(got == want, "{} `_lanes_v` has {got} `{op}`, not {want}:\n{twin}", kernel.name);
        }
        check!(!twin.contains(".local"), "{} `_lanes_v` keeps its lanes in local memory:\n{twin}", kernel.name);
    }
    Ok(())
}

/// The runtime lets a kernel start before the one before it ends (programmatic dependent
/// launch) on sm_90 and later: in the PTX for sm_90 every entry, each twin's too, waits for
/// the grids before it (`griddepcontrol.wait`) before its first access to global memory; for
/// sm_80, which has no such launch, none does.
fn grid_dependency_waits(nvrtc: &'static Nvrtc) -> TestResult {
    use crate::lanes::lanes_vector_axpy;
    let kernels = [
        kernels::vector_add.__fc_info(),
        kernels::vector_add_unchecked.__fc_info(),
        kernels::bitonic_blocks.__fc_info(),
        kernels::early_return.__fc_info(),
        lanes_vector_axpy.__fc_instance::<ferrocuda::f16>(),
    ];
    for kernel in kernels {
        let unit = kernel.assumed().unwrap_or(kernel);
        let unit = unit.with_lanes().unwrap_or(unit);
        for arch in [90, 80] {
            let ptx = twins_ptx_for(nvrtc, unit, arch)?;
            let entries: Vec<&str> = ptx.split(".entry ").skip(1).collect();
            check!(!entries.is_empty(), "no entry in the PTX of `{}`", kernel.name);
            for entry in entries {
                let name = entry.split('(').next().unwrap_or("").trim();
                let wait = entry.find("griddepcontrol.wait");
                let first_access = ["ld.global", "st.global", "atom.global", "red.global"]
                    .iter()
                    .filter_map(|op| entry.find(op))
                    .min();
                match arch {
                    80 => check!(!entry.contains("griddepcontrol"), "`{name}` for sm_80 has a griddepcontrol"),
                    _ => match (wait, first_access) {
                        (None, _) => return Err(format!("`{name}` for sm_90 does not wait for the grid before it")),
                        (Some(w), Some(a)) => {
                            check!(w < a, "`{name}` for sm_90 accesses global memory before its wait:\n{entry}")
                        }
                        (Some(_), None) => {}
                    },
                }
            }
        }
    }
    Ok(())
}

/// The PTX of `kernel`'s unit with both twins (for sm_90, trusting its assumptions).
fn twins_ptx(nvrtc: &Nvrtc, kernel: &'static ferrocuda::KernelInfo) -> Result<String, String> {
    let unit = kernel.assumed().unwrap_or(kernel).with_lanes().ok_or_else(|| format!("{} has no twin", kernel.name))?;
    twins_ptx_for(nvrtc, unit, 90)
}

/// The PTX of `unit` for `sm_{arch}`, with the vector twins where it has twins.
fn twins_ptx_for(nvrtc: &Nvrtc, unit: &'static ferrocuda::KernelInfo, arch: u32) -> Result<String, String> {
    let mut options = unit.nvrtc_options(CompileOptions { output: Output::Ptx, ..CompileOptions::cubin(arch) });
    // (The vector twins are compiled where `FERROCUDA_VECTOR_LANES` asks for them.)
    options.extra.push("-DFC_VECTOR_LANES=1".into());
    let ptx = nvrtc.compile_kernel_source(unit.name, unit.cuda_source(), &options).map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&ptx.image).into_owned())
}

/// The body of the PTX entry whose name ends with `suffix`.
fn ptx_entry<'p>(ptx: &'p str, suffix: &str) -> Result<&'p str, String> {
    ptx.split(".entry ")
        .find(|entry| entry.split('(').next().is_some_and(|name| name.trim().ends_with(suffix)))
        .ok_or_else(|| format!("no `{suffix}` entry in the PTX:\n{ptx}"))
}

/// A `_lanes` twin keeps its lanes' loads in flight together: in the PTX of a store of a value
/// that reads what it overwrites, written either way, every global load comes before the
/// first global store.
fn lanes_twin_loads_first(nvrtc: &'static Nvrtc) -> TestResult {
    use crate::lanes::{lanes_updates, lanes_vector_axpy};
    use ferrocuda::f16;
    let instances = [
        lanes_vector_axpy.__fc_instance::<f32>(),
        lanes_updates.__fc_instance::<f32>(),
        lanes_updates.__fc_instance::<f16>(),
    ];
    for kernel in instances {
        let ptx = twins_ptx(nvrtc, kernel)?;
        let twin = ptx_entry(&ptx, "_lanes")?;
        let (loads, stores) = (twin.matches("ld.global").count(), twin.matches("st.global").count());
        check!(
            loads == 8 && stores == 4,
            "{} `_lanes` has {loads} global loads and {stores} stores:\n{twin}",
            kernel.name
        );
        let (last_load, first_store) = (twin.rfind("ld.global"), twin.find("st.global"));
        check!(last_load < first_store, "{} `_lanes` stores before it has loaded every lane:\n{twin}", kernel.name);
    }
    Ok(())
}

/// The instantiations the generic tests launch (and a few more), for both architectures.
/// Every candidate of the tuned kernels (autotune.rs): each is an instance of its own.
fn tuned_candidates(_: &'static Nvrtc) -> TestResult {
    use crate::autotune::*;
    let e = |r: ferrocuda::Result<ferrocuda::nvrtc::Compiled>| r.map(|_| ()).map_err(|e| e.to_string());
    for arch in ARCHS {
        e(tuned_affine::<64, 1>.compile_for(arch))?;
        e(tuned_affine::<64, 4>.compile_for(arch))?;
        e(tuned_affine::<256, 1>.compile_for(arch))?;
        e(tuned_affine::<256, 4>.compile_for(arch))?;
        e(tuned_affine::<2048, 1>.compile_for(arch))?;
        e(tuned_affine::<2048, 4>.compile_for(arch))?;
        e(tuned_bins::<128>.compile_for(arch))?;
        e(tuned_bins::<256>.compile_for(arch))?;
        e(tuned_axpy::<3, 1>.compile_for::<f32>(arch))?;
        e(tuned_axpy::<3, 2>.compile_for::<f32>(arch))?;
        e(tuned_axpy::<2, 1>.compile_for::<f64>(arch))?;
        e(tuned_axpy::<2, 2>.compile_for::<f64>(arch))?;
    }
    Ok(())
}

fn generic_instantiations(_: &'static Nvrtc) -> TestResult {
    use crate::generics::*;
    use ferrocuda::{bf16, f16};
    let e = |r: ferrocuda::Result<ferrocuda::nvrtc::Compiled>| r.map(|_| ()).map_err(|e| e.to_string());
    for arch in ARCHS {
        e(scale.compile_for::<f16>(arch))?;
        e(scale.compile_for::<bf16>(arch))?;
        e(scale.compile_for::<f32>(arch))?;
        e(scale.compile_for::<f64>(arch))?;
        e(poly.compile_for::<u8>(arch))?;
        e(poly.compile_for::<i32>(arch))?;
        e(poly.compile_for::<i64>(arch))?;
        e(poly.compile_for::<u16>(arch))?;
        e(poly.compile_for::<bf16>(arch))?;
        e(mix_bits.compile_for::<u8>(arch))?;
        e(mix_bits.compile_for::<i64>(arch))?;
        e(norms::<3>.compile_for::<f16>(arch))?;
        e(norms::<3>.compile_for::<bf16>(arch))?;
        e(norms::<3>.compile_for::<f32>(arch))?;
        e(norms::<3>.compile_for::<f64>(arch))?;
        e(block_sum::<128>.compile_for::<i64>(arch))?;
        e(block_sum::<256>.compile_for::<f32>(arch))?;
        e(block_sum::<256>.compile_for::<f16>(arch))?;
        e(warp_sums.compile_for::<i8>(arch))?;
        e(int_methods.compile_for::<u8>(arch))?;
        e(int_methods.compile_for::<i64>(arch))?;
        e(warp_sums.compile_for::<u16>(arch))?;
        e(warp_sums.compile_for::<f32>(arch))?;
        e(warp_sums.compile_for::<f16>(arch))?;
        e(generic_calls_generic.compile_for::<f16>(arch))?;
        e(generic_calls_generic.compile_for::<bf16>(arch))?;
        e(generic_calls_generic.compile_for::<f64>(arch))?;
        e(where_bounded::<3>.compile_for::<(f64, u16)>(arch))?;
        e(where_bounded::<2>.compile_for::<(f16, i8)>(arch))?;
        e(each_of_k::<5>.compile_for::<f16>(arch))?;
        e(each_of_k::<5>.compile_for::<f64>(arch))?;
        e(array_length_calls_generic::<3>.compile_for::<f16>(arch))?;
        e(array_length_calls_generic::<7>.compile_for::<f64>(arch))?;
        // (Both multiplies carried, C++ choosing the instance's.)
        e(crate::wgmma::wgmma_half_256.compile_for::<f16>(arch))?;
        e(crate::wgmma::wgmma_half_256.compile_for::<bf16>(arch))?;
        for compiled in [
            crate::int_methods::int_edges.compile_for::<i8>(arch),
            crate::int_methods::int_edges.compile_for::<u16>(arch),
            crate::int_methods::int_edges.compile_for::<i32>(arch),
            crate::int_methods::int_edges.compile_for::<u64>(arch),
            crate::int_methods::int_edges.compile_for::<isize>(arch),
            crate::int_methods::float_classes.compile_for::<f16>(arch),
            crate::int_methods::float_classes.compile_for::<bf16>(arch),
            crate::int_methods::float_classes.compile_for::<f64>(arch),
        ] {
            e(compiled)?;
        }
    }
    Ok(())
}

fn saxpy_exact_info_says_so() -> bool {
    ferrocuda::kernels().any(|k| k.name == "saxpy_exact" && !k.fmad)
        && ferrocuda::kernels().any(|k| k.name == "saxpy" && k.fmad)
}

/// A 2-D kernel's index arithmetic over arrays that fit is 32-bit: no 64-bit multiply in its
/// PTX (the variant for arrays past 2^31 elements has them), and rows known contiguous; every
/// variant compiles.
fn nd_offsets(nvrtc: &'static Nvrtc) -> TestResult {
    let opts = CompileOptions { output: Output::Ptx, ..CompileOptions::cubin(90) };
    let wide64 = |t: &str| {
        t.lines()
            .filter(|l| {
                l.contains("mul.lo.s64")
                    || l.contains("mul.lo.u64")
                    || l.contains("mad.lo.s64")
                    || l.contains("mad.lo.u64")
            })
            .count()
    };
    for (name, k) in [("transpose", crate::arrays::transpose.__fc_info()), ("blur3", crate::arrays::blur3.__fc_info())]
    {
        let ptx = nvrtc.compile_kernel_source(name, k.cuda_source(), &opts).map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&ptx.image).into_owned();
        check!(wide64(&text) == 0, "`{name}` multiplies in 64 bits:\n{text}");
        for v in 1..4u8 {
            let variant = k.variant(v);
            let ptx = nvrtc.compile_kernel_source(name, variant.cuda_source(), &opts).map_err(|e| e.to_string())?;
            let text = String::from_utf8_lossy(&ptx.image).into_owned();
            if v & 1 != 0 {
                check!(wide64(&text) > 0, "`{name}`'s wide variant {v} has no 64-bit offsets");
            }
        }
    }
    Ok(())
}

/// A kernel whose device fns recurse is known to, and ptxas reports the stack frame its
/// stacks are sized from (a frame of 0 or a kernel taken for flat would overflow the stack).
fn recursive_frames(nvrtc: &'static Nvrtc) -> TestResult {
    let kernel = ferrocuda::kernels().find(|k| k.name == "recurse_framed").ok_or("recurse_framed is not registered")?;
    check!(kernel.recursive(), "recurse_framed is not taken for recursive");
    let mut options = kernel.nvrtc_options(CompileOptions::cubin(90));
    options.extra.push("--ptxas-options=-v".into());
    let compiled =
        nvrtc.compile_kernel_source(kernel.name, kernel.cuda_source(), &options).map_err(|e| e.to_string())?;
    let frame = ferrocuda::__private::largest_frame(&compiled.log);
    if std::env::var_os("FERROCUDA_SUITE_VERBOSE").is_some() {
        eprintln!("recurse_framed: largest frame {frame}\n{}", compiled.log);
    }
    if frame > 0 {
        return Ok(());
    }
    // NVRTC's ptxas leaves its report out now and then (seen in full runs beside other
    // compiles, on an H100 and the H200): the runtime then asks the driver's compiler for the
    // frames of the unit's PTX (`cuda/module.rs`). What that needs: the PTX of a recursive
    // call, which this machine can check without a GPU.
    let ptx_options = CompileOptions { output: Output::Ptx, ..kernel.nvrtc_options(CompileOptions::cubin(90)) };
    let ptx =
        nvrtc.compile_kernel_source(kernel.name, kernel.cuda_source(), &ptx_options).map_err(|e| e.to_string())?;
    let ptx = String::from_utf8_lossy(&ptx.image);
    check!(
        ptx.lines().any(|l| l.trim_start().starts_with("call")),
        "neither ptxas's report nor the PTX shows recurse_framed's recursion:\n{}",
        compiled.log
    );
    Ok(())
}
