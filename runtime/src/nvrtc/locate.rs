//! Finding `libnvrtc` on a machine: the places CUDA installs put it, the Python wheels
//! (`nvidia-cuda-nvrtc`), and the loader path. Pure file-system work, no loading.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// One place to try: a file to open by path, or a bare library name for the loader path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Candidate {
    File(PathBuf),
    Soname(&'static str),
}

impl Candidate {
    pub(crate) fn describe(&self) -> String {
        match self {
            Candidate::File(p) => p.display().to_string(),
            Candidate::Soname(s) => format!("{s} (loader path)"),
        }
    }
}

/// Library names tried on the loader path, newest first.
pub(crate) const SONAMES: &[&str] = &["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so.11.2", "libnvrtc.so"];

/// Every directory searched, in order, with the reason it is searched.
pub(crate) fn search_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(v) = env::var_os("FERROCUDA_NVRTC") {
        let p = PathBuf::from(v);
        if p.is_file() {
            if let Some(parent) = p.parent() {
                dirs.push(parent.to_path_buf());
            }
        } else {
            dirs.push(p);
        }
    }
    for var in ["CUDA_PATH", "CUDA_HOME", "CUDA_ROOT", "CUDA_TOOLKIT_ROOT_DIR"] {
        if let Some(root) = env::var_os(var) {
            push_toolkit(&mut dirs, Path::new(&root));
        }
    }
    push_toolkit(&mut dirs, Path::new("/usr/local/cuda"));
    push_toolkit(&mut dirs, Path::new("/opt/cuda"));
    for site in python_site_dirs() {
        for sub in ["nvidia/cu13/lib", "nvidia/cuda_nvrtc/lib", "nvidia/cu12/lib"] {
            dirs.push(site.join(sub));
        }
    }
    dirs.push(PathBuf::from("/usr/lib/x86_64-linux-gnu"));
    dirs.push(PathBuf::from("/usr/lib64"));
    let mut seen = std::collections::HashSet::new();
    dirs.retain(|d| seen.insert(d.clone()));
    dirs
}

fn push_toolkit(dirs: &mut Vec<PathBuf>, root: &Path) {
    for sub in ["lib64", "lib", "targets/x86_64-linux/lib", "targets/sbsa-linux/lib"] {
        dirs.push(root.join(sub));
    }
}

/// `site-packages` directories of the Python installs a user is likely to have used for
/// `pip install nvidia-cuda-nvrtc`, found without running Python.
fn python_site_dirs() -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    if let Some(pp) = env::var_os("PYTHONPATH") {
        let explicit: Vec<PathBuf> = env::split_paths(&pp).collect();
        roots.extend(explicit);
    }
    let mut prefixes: Vec<PathBuf> = Vec::new();
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX", "PYTHONUSERBASE"] {
        if let Some(v) = env::var_os(var) {
            prefixes.push(PathBuf::from(v));
        }
    }
    if let Some(home) = env::var_os("HOME") {
        let home = PathBuf::from(home);
        prefixes.push(home.join(".local"));
        if let Ok(entries) = fs::read_dir(home.join(".pyenv/versions")) {
            prefixes.extend(entries.flatten().map(|e| e.path()));
        }
    }
    prefixes.extend(["/usr/local", "/usr", "/opt/conda"].iter().map(PathBuf::from));
    for prefix in prefixes {
        let lib = prefix.join("lib");
        let Ok(entries) = fs::read_dir(&lib) else { continue };
        let mut pythons: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("python3")))
            .collect();
        pythons.sort();
        pythons.reverse();
        for py in pythons {
            roots.push(py.join("site-packages"));
            roots.push(py.join("dist-packages"));
        }
    }
    // Only installs that exist: the list is also the "looked in" of the error message.
    roots.retain(|r| r.is_dir());
    roots
}

/// The best `libnvrtc` in `dir`: the highest-versioned `libnvrtc.so.N[.M]`, never the
/// `.alt` variant (it is built for a different C++ runtime) and never the builtins.
pub(crate) fn library_in(dir: &Path) -> Option<PathBuf> {
    best_versioned(dir, "libnvrtc.so")
}

/// The `libnvrtc-builtins` next to a `libnvrtc`, which NVRTC itself opens by name at compile
/// time and therefore must be loaded first when the directory is not on the loader path.
pub(crate) fn builtins_in(dir: &Path) -> Option<PathBuf> {
    best_versioned(dir, "libnvrtc-builtins.so")
}

fn best_versioned(dir: &Path, stem: &str) -> Option<PathBuf> {
    let entries = fs::read_dir(dir).ok()?;
    let mut best: Option<(Vec<u32>, PathBuf)> = None;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let Some(rest) = name.strip_prefix(stem) else { continue };
        let version = if rest.is_empty() {
            Vec::new()
        } else if let Some(v) = rest.strip_prefix('.') {
            match v.split('.').map(str::parse::<u32>).collect::<Result<Vec<_>, _>>() {
                Ok(v) => v,
                Err(_) => continue,
            }
        } else {
            continue;
        };
        if best.as_ref().is_none_or(|(b, _)| version > *b) {
            best = Some((version, entry.path()));
        }
    }
    best.map(|(_, p)| p)
}

/// All candidates in the order they are tried.
pub(crate) fn candidates() -> (Vec<Candidate>, Vec<String>) {
    let mut found = Vec::new();
    let mut searched = Vec::new();
    for dir in search_dirs() {
        searched.push(dir.display().to_string());
        if let Some(lib) = library_in(&dir) {
            found.push(Candidate::File(lib));
        }
    }
    for soname in SONAMES {
        let c = Candidate::Soname(soname);
        searched.push(c.describe());
        found.push(c);
    }
    (found, searched)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_the_highest_version_and_skips_alt_and_builtins() {
        let dir = env::temp_dir().join(format!("fc-locate-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        for f in [
            "libnvrtc.so.12",
            "libnvrtc.so.13",
            "libnvrtc.alt.so.13",
            "libnvrtc-builtins.so.13.0",
            "libnvrtc-builtins.alt.so.13.0",
        ] {
            fs::write(dir.join(f), b"").unwrap();
        }
        assert_eq!(library_in(&dir), Some(dir.join("libnvrtc.so.13")));
        assert_eq!(builtins_in(&dir), Some(dir.join("libnvrtc-builtins.so.13.0")));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn search_includes_the_wheel_layout_and_the_loader_path() {
        let (_, searched) = candidates();
        assert!(searched.iter().any(|s| s.contains("/usr/local/cuda")));
        assert!(searched.iter().any(|s| s.contains("libnvrtc.so.13 (loader path)")));
    }
}
