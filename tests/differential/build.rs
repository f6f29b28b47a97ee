//! Writes `programs.rs`: random, well-typed kernel programs (`src/gen.rs` makes and prints
//! them): integers of every width and signedness, floats, casts between all scalars, shifts
//! by any amount, `/` and `%` — by zero and `MIN / -1` too —, comparisons, `&&`/`||` whose
//! right operand reads a slice, `if`, `match` (ranges, `|`, bindings, guards, consts) and
//! blocks as values, tuples, loops with labelled `break`/`continue`, `while`, early
//! `return`, assertions and `panic!`, local arrays and consts, slice reads at indices that
//! may be out of bounds, the methods std shares with the kernel language, and `#[device]`
//! helpers taking scalars and slices (whole, or parts `&x[a..b]` of every range, whose
//! bounds may be out of range), returning scalars or tuples; in half the programs the body's
//! top-level consts are module constants instead, read by path (`gen::module_consts`); in
//! another half the tuples are `#[derive(DeviceCopy)]` structs (`gen::structs`: literals,
//! fields read and written, helpers returning them); `f16` and `bf16` arithmetic appears as
//! `(f16::from_f32(a) op f16::from_f32(b)).to_f32()`; outputs are stored by `=` and `^=`
//! (into the poison both sides start from). Each program is stamped
//! twice by one `macro_rules!` call — as a `#[kernel]` and as plain Rust — so that both carry
//! the same spans: a panic reported by the kernel and by Rust name the same line and column.
//!
//! `FERROCUDA_DIFF_SEED` (default 1) and `FERROCUDA_DIFF_PROGRAMS` (default 300) choose the
//! programs; program `k` is generated from `seed + k` alone, so one failing program is
//! reproduced with its own seed and a count of 1. `FERROCUDA_DIFF_INJECT=1` plants a fault
//! in the host's copies (for trying the shrinker). `FERROCUDA_DIFF_PROGRAMS_FILE=<path>`
//! takes that file as `programs.rs` instead (the shrinker writes its candidates there).
//! `FERROCUDA_DIFF_GPU_ONLY=1` keeps only the programs whose GPU run is compared (no
//! functions GPUs round otherwise than Rust's libm): for a GPU batch, where the others would
//! only cost build time. The seeds of the programs kept are still their own.
//!
//! It also writes `frag_programs.rs`: `FERROCUDA_DIFF_FRAGMENTS` (default 40) fragment
//! programs (`src/frag.rs`: one warp's tensor-core operations), program `k` from `seed + k`.

#[path = "../common/splitmix.rs"]
mod splitmix;

#[allow(dead_code)]
#[path = "src/gen.rs"]
mod gen;

#[allow(dead_code)]
#[path = "src/frag.rs"]
mod frag;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/gen.rs");
    println!("cargo:rerun-if-changed=src/frag.rs");
    println!("cargo:rerun-if-changed=../common/splitmix.rs");
    for var in [
        "FERROCUDA_DIFF_SEED",
        "FERROCUDA_DIFF_PROGRAMS",
        "FERROCUDA_DIFF_INJECT",
        "FERROCUDA_DIFF_PROGRAMS_FILE",
        "FERROCUDA_DIFF_GPU_ONLY",
        "FERROCUDA_DIFF_FRAGMENTS",
    ] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    // The fragment programs (`src/frag.rs`): seeds of their own, from the same seed.
    let seed: u64 = std::env::var("FERROCUDA_DIFF_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let fragments: u64 = std::env::var("FERROCUDA_DIFF_FRAGMENTS").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let frags: Vec<(String, frag::FragProgram)> = (0..fragments)
        .map(|k| {
            let s = seed.wrapping_add(k);
            (format!("frag_{s}"), frag::program(s))
        })
        .collect();
    let frag_target = std::path::Path::new(&dir).join("frag_programs.rs");
    std::fs::write(&frag_target, frag::frag_file(&frags)).expect("OUT_DIR is writable");
    let target = std::path::Path::new(&dir).join("programs.rs");
    if let Ok(file) = std::env::var("FERROCUDA_DIFF_PROGRAMS_FILE") {
        println!("cargo:rerun-if-changed={file}");
        std::fs::copy(&file, &target).unwrap_or_else(|e| panic!("FERROCUDA_DIFF_PROGRAMS_FILE={file}: {e}"));
        return;
    }
    let count: u64 = std::env::var("FERROCUDA_DIFF_PROGRAMS").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let style =
        gen::Style { inject: std::env::var("FERROCUDA_DIFF_INJECT").is_ok_and(|v| v == "1"), ..Default::default() };
    let gpu_only = std::env::var("FERROCUDA_DIFF_GPU_ONLY").is_ok_and(|v| v == "1");
    let programs: Vec<(String, gen::Program)> = (0..count)
        .map(|k| {
            let s = seed.wrapping_add(k);
            (format!("prog_{s}"), gen::program(s))
        })
        .filter(|(_, p)| !gpu_only || !p.libm)
        .collect();
    std::fs::write(&target, gen::programs_file(&programs, style).0).expect("OUT_DIR is writable");
}
