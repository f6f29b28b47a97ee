//! nvcc, found and driven through the `cc` crate: every kernel's translation unit written to
//! `OUT_DIR`, compiled in one nvcc invocation per set of options (all architectures at once:
//! `-gencode` per architecture), each into a fatbin of its own. A unit compiled before with
//! the same nvcc and architectures (its file name keys on all three) is not compiled again.

use std::path::{Path, PathBuf};
use std::process::Command;

use ferrocuda_codegen::aot::ManifestEntry;
use ferrocuda_runtime::__private::{aot_key, largest_frame};
use ferrocuda_runtime::{PRELUDE, PRELUDE_NAME};

use crate::link::LinkedKernel;
use crate::Error;

/// The variables that choose nvcc, in the order they are read.
pub(crate) const NVCC_VARS: [&str; 4] = ["FERROCUDA_NVCC", "NVCC", "CUDA_PATH", "CUDA_HOME"];

/// The nvcc to use: `explicit`, else the variables, `PATH`, `/usr/local/cuda`.
pub(crate) fn find_nvcc(explicit: Option<PathBuf>) -> Result<PathBuf, Error> {
    if let Some(path) = explicit {
        return if path.is_file() {
            Ok(path)
        } else {
            Err(Error::NvccMissing { looked: vec![path.display().to_string()] })
        };
    }
    let mut candidates: Vec<PathBuf> = Vec::new();
    for var in &NVCC_VARS[..2] {
        candidates.extend(std::env::var_os(var).map(PathBuf::from));
    }
    for var in &NVCC_VARS[2..] {
        candidates.extend(std::env::var_os(var).map(|d| PathBuf::from(d).join("bin").join("nvcc")));
    }
    if let Some(path) = std::env::var_os("PATH") {
        candidates.extend(std::env::split_paths(&path).map(|d| d.join("nvcc")));
    }
    candidates.push(PathBuf::from("/usr/local/cuda/bin/nvcc"));
    match candidates.iter().find(|c| c.is_file()) {
        Some(found) => Ok(found.clone()),
        None => Err(Error::NvccMissing {
            looked: NVCC_VARS
                .iter()
                .map(|v| format!("${v}"))
                .chain(["PATH".into(), "/usr/local/cuda/bin/nvcc".into()])
                .collect(),
        }),
    }
}

/// What every image holds, as nvcc names it: CUBIN per architecture, PTX of the newest.
pub(crate) fn targets(archs: &[u32]) -> Vec<String> {
    let mut archs = archs.to_vec();
    archs.sort_unstable();
    archs.dedup();
    let mut t: Vec<String> = archs.iter().map(|a| format!("sm_{a}")).collect();
    t.extend(archs.last().map(|a| format!("compute_{a}")));
    t
}

/// Compiles every kernel of `linked` not compiled before into `out_dir` (and removes what
/// earlier runs compiled that is not among them), and returns the manifest's entries for
/// all of them and how many were compiled now.
pub(crate) fn compile(
    nvcc: &Path,
    archs: &[u32],
    out_dir: &Path,
    linked: &[LinkedKernel],
) -> Result<(Vec<ManifestEntry>, usize), Error> {
    let write =
        |path: &Path, text: &str| std::fs::write(path, text).map_err(|source| Error::Io { path: path.into(), source });
    write(&out_dir.join(PRELUDE_NAME), PRELUDE)?;
    let targets = targets(archs);
    let targets_text = targets.join(",");
    let mut entries = Vec::new();
    // Batches by options; a recursive kernel alone (ptxas's report of its frames is its own).
    let mut batches: Vec<(bool, bool, Vec<PathBuf>)> = Vec::new();
    let mut frames: Vec<(PathBuf, PathBuf)> = Vec::new();
    for k in linked {
        let key = aot_key(&k.source, k.fmad);
        let stem = format!("{}_{:016x}", k.symbol, file_key(key, &targets_text, nvcc));
        let (cu, fatbin, frame) = (
            out_dir.join(format!("{stem}.cu")),
            out_dir.join(format!("{stem}.fatbin")),
            out_dir.join(format!("{stem}.frame")),
        );
        let fresh = fatbin.is_file() && frame.is_file();
        if !fresh {
            write(&cu, &k.source)?;
            match batches.iter_mut().find(|(f, r, _)| *f == k.fmad && !*r && !k.recursive) {
                Some((_, _, files)) => files.push(cu.clone()),
                None => batches.push((k.fmad, k.recursive, vec![cu.clone()])),
            }
            frames.push((cu, frame.clone()));
        }
        let entry = ManifestEntry {
            unit: k.unit_key,
            key,
            largest_frame: 0,
            targets: targets_text.clone(),
            path: fatbin.to_string_lossy().into_owned(),
        };
        entries.push((entry, frame));
    }
    for (fmad, recursive, files) in &batches {
        let log = run_nvcc(nvcc, archs, out_dir, *fmad, *recursive, files)?;
        for cu in files {
            let frame = if *recursive { largest_frame(&log) } else { 0 };
            if let Some((_, path)) = frames.iter().find(|(c, _)| c == cu) {
                write(path, &frame.to_string())?;
            }
        }
    }
    let compiled = batches.iter().map(|(_, _, files)| files.len()).sum();
    prune(out_dir, &entries.iter().map(|(e, _)| PathBuf::from(&e.path)).collect::<Vec<_>>());
    let mut out = Vec::new();
    for (mut entry, frame) in entries {
        entry.largest_frame = std::fs::read_to_string(&frame).ok().and_then(|t| t.trim().parse().ok()).unwrap_or(0);
        if !out.iter().any(|e: &ManifestEntry| e.unit == entry.unit && e.key == entry.key) {
            out.push(entry);
        }
    }
    Ok((out, compiled))
}

/// Removes the units, fatbins and frame notes of `out_dir` whose fatbin is not in `keep`
/// (kernels edited or removed since).
fn prune(out_dir: &Path, keep: &[PathBuf]) {
    let Ok(entries) = std::fs::read_dir(out_dir) else { return };
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if matches!(ext, "cu" | "fatbin" | "frame") && !keep.contains(&path.with_extension("fatbin")) {
            let _ = std::fs::remove_file(&path);
        }
    }
}

/// A unit's file key: its runtime key, the targets and the nvcc that compiled it.
fn file_key(key: u64, targets: &str, nvcc: &Path) -> u64 {
    let text = format!("{key:016x}\n{targets}\n{}", nvcc.display());
    ferrocuda_runtime::__private::aot_key(&text, true)
}

/// One nvcc invocation over `files`: a fatbin each, beside it.
fn run_nvcc(
    nvcc: &Path,
    archs: &[u32],
    out_dir: &Path,
    fmad: bool,
    recursive: bool,
    files: &[PathBuf],
) -> Result<String, Error> {
    let mut cmd = nvcc_command(nvcc);
    cmd.arg("-fatbin").arg("-std=c++17").arg("-lineinfo");
    cmd.arg(format!("-I{}", out_dir.display()));
    cmd.arg("--output-directory").arg(out_dir);
    let mut archs = archs.to_vec();
    archs.sort_unstable();
    archs.dedup();
    for (i, a) in archs.iter().enumerate() {
        let code = if i + 1 == archs.len() { format!("[sm_{a},compute_{a}]") } else { format!("sm_{a}") };
        cmd.arg("-gencode").arg(format!("arch=compute_{a},code={code}"));
    }
    if !fmad {
        cmd.arg("--fmad=false");
    }
    if recursive {
        cmd.arg("-Xptxas").arg("-v");
    }
    cmd.args(files);
    let command = format!("{cmd:?}");
    let out = cmd.output().map_err(|source| Error::Io { path: nvcc.to_path_buf(), source })?;
    let log = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    if !out.status.success() {
        return Err(Error::Nvcc { command, log });
    }
    Ok(log)
}

/// nvcc as the `cc` crate runs it for CUDA (its environment, its cross-compilation
/// settings), without `cc`'s default flags: the device-only compile sets its own.
fn nvcc_command(nvcc: &Path) -> Command {
    let mut build = cc::Build::new();
    build.cuda(true).compiler(nvcc).no_default_flags(true).cargo_metadata(false).warnings(false);
    // (Set by cargo for build scripts; a test calling this has them not.)
    let host = std::env::var("HOST").unwrap_or_else(|_| format!("{}-unknown-linux-gnu", std::env::consts::ARCH));
    let target = std::env::var("TARGET").unwrap_or_else(|_| host.clone());
    build.host(&host).target(&target).opt_level(3);
    match build.try_get_compiler() {
        Ok(tool) => tool.to_command(),
        Err(_) => Command::new(nvcc),
    }
}
