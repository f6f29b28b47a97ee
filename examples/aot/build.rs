// Compiles the crate's kernels with nvcc at `cargo build`: CUBIN for sm_80 and sm_90, PTX of
// sm_90 for newer GPUs, the generic `scale` for f32 and f16, and `times` for N = 2 and 4.
fn main() {
    // (`FERROCUDA_EXAMPLE_ARCHS=80` builds for sm_80 alone: a newer GPU then loads the PTX.)
    println!("cargo:rerun-if-env-changed=FERROCUDA_EXAMPLE_ARCHS");
    let archs = std::env::var("FERROCUDA_EXAMPLE_ARCHS").unwrap_or_else(|_| "80,90".into());
    let mut kernels = ferrocuda_build::Kernels::new();
    for a in archs.split(',') {
        kernels = kernels.arch(a.trim().parse().expect("FERROCUDA_EXAMPLE_ARCHS: architectures like 80,90"));
    }
    let built = kernels
        .instantiate("scale", &["f32", "f16"])
        .instantiate("times", &["2", "4"])
        // Without nvcc (a machine without the CUDA toolkit), the kernels are compiled with
        // NVRTC at run time instead; CI requires nvcc.
        .optional(std::env::var_os("CI").is_none())
        .build();
    // (`aot_built`: the tests that need the images are ignored, with the reason, without.)
    println!("cargo::rustc-check-cfg=cfg(aot_built)");
    match built {
        Ok(b) if b.images > 0 => println!("cargo:rustc-cfg=aot_built"),
        Ok(_) => {}
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
