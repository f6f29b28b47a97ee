//! `--source`: the generated CUDA of every benchmarked kernel, with NVRTC's register and
//! spill report.

use std::process::ExitCode;

use ferrocuda::KernelFn;

use crate::kernels;

/// `--source`: the generated CUDA of every benchmarked kernel, and NVRTC's register and
/// spill report of each (`-Xptxas -v`) for this machine's NVRTC and `--arch` (default 90).
pub fn print_sources(arch: u32, ptx: bool) -> ExitCode {
    let kernels: [(&str, &str); 30] = [
        ("vector_add", kernels::vector_add.cuda_source()),
        ("vector_add_unchecked", kernels::vector_add_unchecked.cuda_source()),
        ("saxpy", kernels::saxpy.cuda_source()),
        ("saxpy_unchecked", kernels::saxpy_unchecked.cuda_source()),
        ("saxpy_n", kernels::saxpy_n.cuda_source()),
        ("axpy::<f16>", kernels::axpy.cuda_source::<ferrocuda::f16>()),
        ("axpy::<bf16>", kernels::axpy.cuda_source::<ferrocuda::bf16>()),
        ("sum", kernels::sum.cuda_source()),
        ("softmax", kernels::softmax.cuda_source()),
        ("softmax_unchecked", kernels::softmax_unchecked.cuda_source()),
        ("softmax_tuned::<4>", kernels::softmax_tuned::<4>.cuda_source()),
        ("softmax_tuned::<8>", kernels::softmax_tuned::<8>.cuda_source()),
        ("softmax_tuned::<16>", kernels::softmax_tuned::<16>.cuda_source()),
        ("softmax_tuned::<32>", kernels::softmax_tuned::<32>.cuda_source()),
        ("sgemm", kernels::sgemm.cuda_source()),
        ("sgemm_checked", kernels::sgemm_checked.cuda_source()),
        ("sgemm_tuned::<32>", kernels::sgemm_tuned::<32>.cuda_source()),
        ("sgemm_tuned::<64>", kernels::sgemm_tuned::<64>.cuda_source()),
        ("sgemm_tuned::<128>", kernels::sgemm_tuned::<128>.cuda_source()),
        ("hgemm", kernels::hgemm.cuda_source()),
        ("hgemm_checked", kernels::hgemm_checked.cuda_source()),
        ("sgemm_tf32", kernels::sgemm_tf32.cuda_source()),
        ("sgemm_tf32_checked", kernels::sgemm_tf32_checked.cuda_source()),
        ("gemm_bias_relu", kernels::gemm_bias_relu.cuda_source()),
        ("gemm_bias_relu_checked", kernels::gemm_bias_relu_checked.cuda_source()),
        ("transpose_naive", kernels::transpose_naive.cuda_source()),
        ("transpose_tiled", kernels::transpose_tiled.cuda_source()),
        ("blur3", kernels::blur3.cuda_source()),
        ("transpose_tiled_unchecked", kernels::transpose_tiled_unchecked.cuda_source()),
        ("blur3_unchecked", kernels::blur3_unchecked.cuda_source()),
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
            // (The variant a launch whose arguments satisfy the kernel's assumptions runs.)
            if source.contains("#if FC_ASSUMED") {
                let assumed = format!("{}{source}", ferrocuda::__private::assumed_defines());
                match nvrtc.compile_kernel_source(name, &assumed, &options) {
                    Ok(c) => {
                        println!("/* ptxas, FC_ASSUMED (the arguments satisfy its assumptions):\n{}\n*/", c.log.trim())
                    }
                    Err(e) => println!("/* FC_ASSUMED: {e} */"),
                }
            }
            if ptx {
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
