//! What a build script sees when ahead-of-time compilation fails: nvcc's errors at the Rust
//! lines (and the CUDA C file's), a missing nvcc, a wrong instantiation. Each case is a
//! package made in a temporary folder and built as cargo would run its build script.

use std::path::{Path, PathBuf};

use ferrocuda_build::{Error, Kernels};

/// A package of `files` in a fresh folder, with the variables cargo gives build scripts.
fn package(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrocuda-build-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    std::fs::create_dir_all(dir.join("out")).unwrap();
    dir
}

/// Builds the package at `dir` (its own workspace root) with `kernels`.
fn build(dir: &Path, kernels: Kernels) -> Result<ferrocuda_build::Built, Error> {
    // (One test function: the variables are the process's.)
    std::env::set_var("OUT_DIR", dir.join("out"));
    std::env::set_var("CARGO_MANIFEST_DIR", dir);
    kernels.workspace_root(dir).build()
}

fn nvcc() -> Option<PathBuf> {
    let found = std::env::var_os("FERROCUDA_NVCC").map(PathBuf::from).filter(|p| p.is_file());
    if found.is_none() && std::env::var_os("CI").is_some() {
        panic!("CI needs nvcc: set FERROCUDA_NVCC (.ci/run installs it)");
    }
    found
}

const LIB: &str = r#"
use ferrocuda::prelude::*;

#[device(cuda = "src/helper.cu")]
pub fn helper(x: f32) -> f32 {
    x + 1.0
}

#[kernel]
pub fn apply(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = helper(x[i]);
    }
}

#[kernel]
pub fn scale<T: Float>(a: T, y: &mut [T]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * y[i];
    }
}
"#;

#[test]
fn build_errors_say_where_and_what_to_do() {
    // A missing nvcc says what to install and which variable points at it.
    let dir = package("missing", &[("src/lib.rs", LIB), ("src/helper.cu", "")]);
    let e = build(&dir, Kernels::new().nvcc(dir.join("no-such-nvcc"))).unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, Error::NvccMissing { .. }), "{text}");
    assert!(text.contains("nvidia-cuda-nvcc==13.0.88") && text.contains("FERROCUDA_NVCC"), "{text}");
    // Optional: nothing built, no error.
    let built = build(&dir, Kernels::new().nvcc(dir.join("no-such-nvcc")).optional(true)).unwrap();
    assert_eq!(built.images, 0);

    let Some(nvcc) = nvcc() else {
        eprintln!("skipping the nvcc cases: no nvcc (set FERROCUDA_NVCC)");
        return;
    };

    // An instantiation of a kernel the package does not have, or with the wrong arguments.
    let good = "__device__ float helper(float x) { return x + 1.0f; }\n";
    let dir = package("instantiate", &[("src/lib.rs", LIB), ("src/helper.cu", good)]);
    let e = build(&dir, Kernels::new().nvcc(&nvcc).instantiate("sclae", &["f32"])).unwrap_err();
    assert!(e.to_string().contains("`instantiate(\"sclae\", …)` names no generic `#[kernel]`"), "{e}");
    let e = build(&dir, Kernels::new().nvcc(&nvcc).instantiate("scale", &["f32, f64"])).unwrap_err();
    assert!(e.to_string().contains("gives 2 generic arguments, and `scale` has 1"), "{e}");
    let e = build(&dir, Kernels::new().nvcc(&nvcc).instantiate("scale", &["String"])).unwrap_err();
    assert!(e.to_string().contains("`String` is not a type"), "{e}");
    let kernels = || Kernels::new().nvcc(&nvcc).arch(80).instantiate("scale", &["f32", "f16"]);
    let built = build(&dir, kernels()).unwrap();
    // (`apply` twice: as written, and its variant trusting `y.len() <= x.len()`.)
    assert_eq!((built.images, built.compiled), (4, 4), "{built:?}");
    assert_eq!(built.targets, ["sm_80", "compute_80"]);
    // Unchanged kernels are not compiled again; an edited one is, alone, and its old image goes.
    assert_eq!(build(&dir, kernels()).unwrap().compiled, 0);
    let edited = LIB.replace("y[i] = a * y[i];", "y[i] = a * y[i] + a;");
    std::fs::write(dir.join("src/lib.rs"), edited).unwrap();
    assert_eq!(build(&dir, kernels()).unwrap().compiled, 2, "the two instantiations of `scale`");
    let fatbins = std::fs::read_dir(dir.join("out/ferrocuda-aot"))
        .unwrap()
        .filter(|e| e.as_ref().is_ok_and(|e| e.path().extension().is_some_and(|x| x == "fatbin")));
    assert_eq!(fatbins.count(), 4);

    // An error in the CUDA C file is reported at its line; a function the file lacks at the
    // Rust fn's.
    let bad = "__device__ float helper(float x) {\n    return x + undefined_name;\n}\n";
    let dir = package("nvcc", &[("src/lib.rs", LIB), ("src/helper.cu", bad)]);
    let e = build(&dir, Kernels::new().nvcc(&nvcc).arch(80)).unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, Error::Nvcc { .. }), "{text}");
    assert!(text.contains("src/helper.cu(2): error") && text.contains("undefined_name"), "{text}");
    let other = "__device__ float other(float x) { return x; }\n";
    let dir = package("nvcc2", &[("src/lib.rs", LIB), ("src/helper.cu", other)]);
    let e = build(&dir, Kernels::new().nvcc(&nvcc).arch(80)).unwrap_err();
    assert!(e.to_string().contains("src/lib.rs(5): error"), "{e}");
}
