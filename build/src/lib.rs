//! Ahead-of-time kernels for [ferrocuda](https://docs.rs/ferrocuda): in a crate's `build.rs`,
//!
//! ```no_run
//! // build.rs
//! ferrocuda_build::Kernels::new().arch(80).arch(90).build().unwrap();
//! ```
//!
//! finds the crate's `#[kernel]`s and the `#[device]` fns and constants they use (parsing its
//! sources, each target's module tree), translates them with the translator `#[kernel]` uses,
//! links each kernel's translation unit with the runtime's linker, and compiles them all with
//! nvcc (found through the `cc` crate) into a fatbin per kernel: CUBIN for each listed
//! architecture and PTX of the newest, for GPUs newer than all of them. `#[kernel]` embeds
//! them; at run time a kernel whose image matches the translation unit the runtime links
//! loads it with the driver alone — no NVRTC. Any other kernel (one defined in a
//! `macro_rules!`, one that calls a device fn of another crate) is compiled with NVRTC as
//! without this build, and `ferrocuda::aot_summary()` lists it.
//!
//! Generic kernels are compiled for the instantiations named with
//! [`instantiate`](Kernels::instantiate); others fall back to NVRTC.

mod compile;
mod consts;
mod fatbin;
mod link;
mod resolve;
mod source;

use std::fmt;
use std::path::{Path, PathBuf};

pub use fatbin::targets as fatbin_targets;

/// The builder: which architectures, which instantiations of generic kernels, which nvcc.
#[derive(Debug, Clone, Default)]
pub struct Kernels {
    archs: Vec<u32>,
    instances: Vec<(String, String)>,
    nvcc: Option<PathBuf>,
    roots: Vec<PathBuf>,
    workspace_root: Option<PathBuf>,
    optional: bool,
}

/// What a build compiled.
#[derive(Debug, Clone)]
pub struct Built {
    /// The kernel images built (an instantiation of a generic kernel is one).
    pub images: usize,
    /// How many of them nvcc compiled in this run (the others were up to date).
    pub compiled: usize,
    /// Kernels left to NVRTC, each with why.
    pub missed: Vec<String>,
    /// The manifest `#[kernel]` reads.
    pub manifest: PathBuf,
    /// The targets of every image: `sm_80`, `sm_90`, `compute_90`.
    pub targets: Vec<String>,
}

/// Why a build failed.
#[derive(Debug)]
pub enum Error {
    /// Not run by cargo as a build script (no `OUT_DIR`, `CARGO_MANIFEST_DIR`).
    NotABuildScript(&'static str),
    /// A file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// No nvcc was found.
    NvccMissing {
        /// Where it was looked for.
        looked: Vec<String>,
    },
    /// nvcc failed; its log names the Rust files and lines (`#line`).
    Nvcc {
        /// The command.
        command: String,
        /// nvcc's output.
        log: String,
    },
    /// `instantiate` named something the crate does not define as it says.
    Instantiate(String),
    /// `arch` named no GPU architecture.
    Arch(u32),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotABuildScript(var) => write!(
                f,
                "ferrocuda-build runs in a build script (`build.rs`), where cargo sets `{var}`; it is not set here"
            ),
            Error::Io { path, source } => write!(f, "ferrocuda-build could not use `{}`: {source}", path.display()),
            Error::NvccMissing { looked } => write!(
                f,
                "ferrocuda-build needs nvcc to compile the crate's kernels ahead of time, and found none (looked at: \
                 {}). Install the CUDA toolkit, or the Python wheels (`pip install --target DIR \
                 nvidia-cuda-nvcc==13.0.88 nvidia-nvvm==13.0.88 nvidia-cuda-crt==13.0.88 \
                 nvidia-cuda-runtime==13.0.88 nvidia-cuda-cccl==13.0.85`, then nvcc is DIR/nvidia/cu13/bin/nvcc), \
                 and point `FERROCUDA_NVCC` at nvcc; or make the build optional (`Kernels::optional(true)`) to \
                 compile kernels with NVRTC at run time instead",
                looked.join(", ")
            ),
            Error::Nvcc { command, log } => write!(
                f,
                "nvcc could not compile the crate's kernels ahead of time (the lines it names are the Rust \
                 lines of the kernels, or of a `#[device(cuda = …)]` file):\n{log}\n(command: {command})"
            ),
            Error::Instantiate(why) => write!(f, "ferrocuda-build: {why}"),
            Error::Arch(a) => write!(
                f,
                "ferrocuda-build: `arch({a})` names no GPU architecture: write the compute capability as \
                 major * 10 + minor, e.g. `arch(80)` for sm_80 (A100) or `arch(90)` for sm_90 (H100, H200)"
            ),
        }
    }
}

impl std::error::Error for Error {}

impl Kernels {
    /// A build for the architectures given with [`arch`](Self::arch) (sm_80 and sm_90 when
    /// none is).
    pub fn new() -> Kernels {
        Kernels::default()
    }

    /// Compiles CUBIN for `sm_{arch}` (e.g. `80`, `90`); the newest listed also gets PTX,
    /// which the driver compiles for newer GPUs.
    pub fn arch(mut self, arch: u32) -> Kernels {
        self.archs.push(arch);
        self
    }

    /// Compiles the generic kernel `kernel` (its name, or its path in the crate:
    /// `ops::scale`) for each of `args`: the generic arguments of one instantiation, in order,
    /// comma-separated (`"f32"`, `"f16, 256"`).
    pub fn instantiate(mut self, kernel: &str, args: &[&str]) -> Kernels {
        self.instances.extend(args.iter().map(|a| (kernel.to_string(), a.to_string())));
        self
    }

    /// The nvcc to use (else `FERROCUDA_NVCC`, `NVCC`, `$CUDA_PATH/bin/nvcc`,
    /// `$CUDA_HOME/bin/nvcc`, `nvcc` on `PATH`, `/usr/local/cuda/bin/nvcc`).
    pub fn nvcc(mut self, path: impl Into<PathBuf>) -> Kernels {
        self.nvcc = Some(path.into());
        self
    }

    /// A crate root beyond those cargo's layout gives (`src/lib.rs`, `src/main.rs`,
    /// `src/bin/*`, `examples/*`, `tests/*`, `benches/*`), relative to the package.
    pub fn root(mut self, path: impl Into<PathBuf>) -> Kernels {
        self.roots.push(path.into());
        self
    }

    /// The workspace's root folder, where cargo runs rustc (found with `cargo
    /// locate-project` otherwise): file names in the CUDA are relative to it, as rustc's are.
    pub fn workspace_root(mut self, path: impl Into<PathBuf>) -> Kernels {
        self.workspace_root = Some(path.into());
        self
    }

    /// Without nvcc, builds nothing (with a warning) instead of failing: kernels are then
    /// compiled with NVRTC at run time.
    pub fn optional(mut self, optional: bool) -> Kernels {
        self.optional = optional;
        self
    }

    /// Translates, links and compiles the crate's kernels, and tells cargo (and `#[kernel]`)
    /// where they are.
    pub fn build(self) -> Result<Built, Error> {
        let out_dir = env_path("OUT_DIR")?.join("ferrocuda-aot");
        let manifest_dir = env_path("CARGO_MANIFEST_DIR")?;
        let archs = if self.archs.is_empty() { vec![80, 90] } else { self.archs.clone() };
        if let Some(&a) = archs.iter().find(|&&a| !(30..=1300).contains(&a)) {
            return Err(Error::Arch(a));
        }
        let nvcc = match compile::find_nvcc(self.nvcc.clone()) {
            Ok(n) => n,
            Err(e) if self.optional => {
                println!("cargo:warning=ferrocuda-build: no nvcc; kernels will be compiled with NVRTC at run time");
                let _ = e;
                // (Built again when nvcc appears, or the sources change: naming an env var
                // ends cargo's default of watching every file of the package.)
                rerun_if_sources_or_nvcc_change(&manifest_dir);
                return Ok(Built {
                    images: 0,
                    compiled: 0,
                    missed: Vec::new(),
                    manifest: PathBuf::new(),
                    targets: Vec::new(),
                });
            }
            Err(e) => return Err(e),
        };
        std::fs::create_dir_all(&out_dir).map_err(|source| Error::Io { path: out_dir.clone(), source })?;
        let ws_root = self.workspace_root.clone().or_else(|| workspace_root(&manifest_dir));
        let rustc_name = |p: &Path| rustc_file_name(p, ws_root.as_deref());
        let roots = crate_roots(&manifest_dir, &self.roots);
        let debug_assertions = std::env::var_os("CARGO_CFG_DEBUG_ASSERTIONS").is_some();
        let plan = link::Plan::new(&self.instances, debug_assertions);
        let mut linked = Vec::new();
        let mut missed = Vec::new();
        let mut files = Vec::new();
        for root in &roots {
            let Some(krate) = source::Crate::load(root, &rustc_name) else { continue };
            files.extend(krate.files.iter().cloned());
            let (l, m) = plan.link_crate(&krate, &manifest_dir, &mut files)?;
            linked.extend(l);
            missed.extend(m);
        }
        plan.unused_instances()?;
        let targets = compile::targets(&archs);
        let (entries, compiled) = compile::compile(&nvcc, &archs, &out_dir, &linked)?;
        let mut text = String::new();
        for e in &entries {
            text.push_str(&e.line());
            text.push('\n');
        }
        let manifest = out_dir.join("manifest.txt");
        std::fs::write(&manifest, text).map_err(|source| Error::Io { path: manifest.clone(), source })?;
        files.sort();
        files.dedup();
        for f in &files {
            println!("cargo:rerun-if-changed={}", f.display());
        }
        rerun_if_sources_or_nvcc_change(&manifest_dir);
        println!("cargo:rustc-env={}={}", ferrocuda_codegen::aot::MANIFEST_ENV, manifest.display());
        for m in &missed {
            println!("cargo:warning=ferrocuda-build: {m}");
        }
        Ok(Built { images: entries.len(), compiled, missed, manifest, targets })
    }
}

/// A kernel's translation unit as a build makes it (see [`Kernels::translation_units`]).
#[derive(Debug, Clone)]
pub struct TranslationUnit {
    /// The kernel's name (`scale::<f32>` for an instantiation).
    pub name: String,
    /// The whole unit: what nvcc compiles, and what the runtime must link alike.
    pub source: String,
}

impl Kernels {
    /// The translation units a build would compile for the crate whose root file is `root`,
    /// of the package in `package_dir` (its `#[device(cuda)]` files are relative to it), in
    /// the workspace at `workspace_root` — without nvcc or a build script — and why each
    /// other kernel found is left to NVRTC. For tests that check that the build and the
    /// runtime link the same units (`ferrocuda::kernels()` gives the runtime's).
    pub fn translation_units(
        &self,
        package_dir: &Path,
        root: &Path,
        workspace_root: &Path,
        debug_assertions: bool,
    ) -> Result<(Vec<TranslationUnit>, Vec<String>), Error> {
        let rustc_name = |p: &Path| rustc_file_name(p, Some(workspace_root));
        let Some(krate) = source::Crate::load(root, &rustc_name) else {
            return Err(Error::Io { path: root.to_path_buf(), source: std::io::ErrorKind::InvalidData.into() });
        };
        let plan = link::Plan::new(&self.instances, debug_assertions);
        let (linked, missed) = plan.link_crate(&krate, package_dir, &mut Vec::new())?;
        Ok((linked.into_iter().map(|k| TranslationUnit { name: k.name, source: k.source }).collect(), missed))
    }
}

fn env_path(var: &'static str) -> Result<PathBuf, Error> {
    std::env::var_os(var).map(PathBuf::from).ok_or(Error::NotABuildScript(var))
}

/// The root of the workspace the package is built in, as `cargo locate-project` reports it.
fn workspace_root(manifest_dir: &Path) -> Option<PathBuf> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args(["locate-project", "--workspace", "--message-format", "plain"])
        .current_dir(manifest_dir)
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    Some(PathBuf::from(text.trim()).parent()?.to_path_buf())
}

/// A source file as rustc names it: cargo runs rustc in the workspace root and names the
/// files of its local packages relative to it, others (registry, git) by absolute path. (A
/// package built as a path dependency of another workspace is named from that workspace's
/// root, which a build script cannot see: `Kernels::workspace_root` tells it.)
fn rustc_file_name(path: &Path, ws_root: Option<&Path>) -> String {
    let text = path.to_string_lossy();
    let remote = text.contains("/registry/src/") || text.contains("/git/checkouts/");
    match ws_root.and_then(|r| path.strip_prefix(r).ok()) {
        Some(rel) if !remote => rel.to_string_lossy().into_owned(),
        _ => text.into_owned(),
    }
}

/// The root files of the package's targets, as cargo's layout places them, and `extra`.
fn crate_roots(manifest_dir: &Path, extra: &[PathBuf]) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> =
        ["src/lib.rs", "src/main.rs"].iter().map(|p| manifest_dir.join(p)).filter(|p| p.is_file()).collect();
    for dir in ["src/bin", "examples", "tests", "benches"] {
        let Ok(entries) = std::fs::read_dir(manifest_dir.join(dir)) else { continue };
        let mut found: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter_map(|p| {
                if p.extension().is_some_and(|x| x == "rs") {
                    Some(p)
                } else if p.join("main.rs").is_file() {
                    Some(p.join("main.rs"))
                } else {
                    None
                }
            })
            .collect();
        found.sort();
        roots.extend(found);
    }
    roots.extend(extra.iter().map(|p| manifest_dir.join(p)));
    roots
}

/// Tells cargo to run the build script again when the crate's target folders change (new
/// files, which no `mod` names yet) or where nvcc is found may have.
fn rerun_if_sources_or_nvcc_change(manifest_dir: &Path) {
    for dir in ["src", "examples", "tests", "benches"] {
        let d = manifest_dir.join(dir);
        if d.is_dir() {
            println!("cargo:rerun-if-changed={}", d.display());
        }
    }
    for var in compile::NVCC_VARS {
        println!("cargo:rerun-if-env-changed={var}");
    }
}
