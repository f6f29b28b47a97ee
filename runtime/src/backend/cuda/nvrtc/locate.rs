//! Finding `libnvrtc` on a machine: the one `FERROCUDA_NVRTC` names, else the places CUDA
//! installs put it, the Python wheels (`nvidia-cuda-nvrtc`), and the loader path. Pure
//! file-system work, no loading.

use std::env;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};

use crate::base::error::{Error, Result};

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

/// What to load.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Plan {
    /// `FERROCUDA_NVRTC` is set: this library file, and nothing else, is tried.
    Explicit {
        /// The setting, as the user wrote it (for messages).
        setting: String,
        /// The library file it names (absolute), whatever its name.
        library: PathBuf,
    },
    /// Every candidate of the usual places, in order, and what was looked at.
    Search { candidates: Vec<Candidate>, searched: Vec<String> },
}

/// What accepts `FERROCUDA_NVRTC`, for messages.
pub(crate) const NVRTC_SETTING_FIX: &str = "point it at the directory that holds libnvrtc.so.13 (or .12) or at \
     the library file itself, or unset it to search the usual places";

/// The plan this process's `FERROCUDA_NVRTC` gives.
pub(crate) fn plan() -> Result<Plan> {
    plan_for(env::var_os("FERROCUDA_NVRTC"))
}

/// The plan a value of `FERROCUDA_NVRTC` gives: unset or empty, a search; a library file
/// (of any name), that file; a directory, the best `libnvrtc.so*` in it. A setting that
/// names nothing loadable is an `Err` quoting it: no other NVRTC is tried in its place.
pub(crate) fn plan_for(setting: Option<OsString>) -> Result<Plan> {
    match setting.filter(|s| !s.is_empty()) {
        None => {
            let (candidates, searched) = candidates();
            Ok(Plan::Search { candidates, searched })
        }
        Some(value) => {
            let library = explicit_library(&value)?;
            Ok(Plan::Explicit { setting: value.to_string_lossy().into_owned(), library })
        }
    }
}

fn explicit_library(value: &OsStr) -> Result<PathBuf> {
    let err = |problem: String| Error::Setting {
        name: "FERROCUDA_NVRTC",
        value: value.to_string_lossy().into_owned(),
        problem,
        fix: NVRTC_SETTING_FIX.into(),
    };
    // Absolute, so that the loader opens this file and never searches its path for a bare
    // name.
    let path = std::path::absolute(value).map_err(|e| err(format!("cannot be made an absolute path: {e}")))?;
    let meta = fs::metadata(&path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => err("names nothing: there is no such file or directory".into()),
        _ => err(format!("cannot be examined: {e}")),
    })?;
    if meta.is_dir() {
        return library_in(&path).ok_or_else(|| err("names a directory without libnvrtc.so*".into()));
    }
    if !meta.is_file() {
        return Err(err("is neither a library file nor a directory".into()));
    }
    Ok(path)
}

/// Every directory searched when `FERROCUDA_NVRTC` is unset, in order.
pub(crate) fn search_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = SEARCH_GROUPS.iter().flat_map(|group| group()).collect();
    let mut seen = std::collections::HashSet::new();
    dirs.retain(|d| seen.insert(d.clone()));
    dirs
}

/// The search's directories in groups, in order: a group is listed only when the ones
/// before it hold no NVRTC (see [`first_library`]).
const SEARCH_GROUPS: [fn() -> Vec<PathBuf>; 3] = [toolkit_dirs, python_dirs, system_dirs];

fn toolkit_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for var in ["CUDA_PATH", "CUDA_HOME", "CUDA_ROOT", "CUDA_TOOLKIT_ROOT_DIR"] {
        if let Some(root) = env::var_os(var) {
            push_toolkit(&mut dirs, Path::new(&root));
        }
    }
    push_toolkit(&mut dirs, Path::new("/usr/local/cuda"));
    push_toolkit(&mut dirs, Path::new("/opt/cuda"));
    dirs
}

fn python_dirs() -> Vec<PathBuf> {
    let subs = ["nvidia/cu13/lib", "nvidia/cuda_nvrtc/lib", "nvidia/cu12/lib"];
    python_site_dirs().iter().flat_map(|site| subs.map(|sub| site.join(sub))).collect()
}

fn system_dirs() -> Vec<PathBuf> {
    vec![PathBuf::from("/usr/lib/x86_64-linux-gnu"), PathBuf::from("/usr/lib64")]
}

/// The library file NVRTC would be loaded from first (`FERROCUDA_NVRTC`'s, or the search's
/// first), found without listing every directory of the search: a warm start asks for it
/// ([`super::fingerprint`]), and the whole search (`/usr/lib/x86_64-linux-gnu` alone holds
/// thousands of files) took 0.5–0.75 ms of a 1.5 ms warm first launch on the H200 machine.
/// `Ok(None)` when no directory holds one (the loader path's names are tried then).
pub(crate) fn first_library() -> Result<Option<PathBuf>> {
    first_library_for(env::var_os("FERROCUDA_NVRTC"))
}

/// [`first_library`] for a value of `FERROCUDA_NVRTC`.
fn first_library_for(setting: Option<OsString>) -> Result<Option<PathBuf>> {
    match setting.filter(|s| !s.is_empty()) {
        Some(value) => explicit_library(&value).map(Some),
        None => Ok(SEARCH_GROUPS.iter().find_map(|group| group().iter().find_map(|d| library_in(d)))),
    }
}

fn push_toolkit(dirs: &mut Vec<PathBuf>, root: &Path) {
    for sub in ["lib64", "lib", "targets/x86_64-linux/lib", "targets/sbsa-linux/lib"] {
        dirs.push(root.join(sub));
    }
}

/// `site-packages` directories of the Python installs a user is likely to have used for
/// `pip install nvidia-cuda-nvrtc`, found without running Python.
pub(crate) fn python_site_dirs() -> Vec<PathBuf> {
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

/// All candidates of a search, in the order they are tried.
fn candidates() -> (Vec<Candidate>, Vec<String>) {
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
    fn an_explicit_setting_is_the_only_candidate() {
        let dir = env::temp_dir().join(format!("fc-locate-explicit-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("empty")).unwrap();
        fs::write(dir.join("my-nvrtc.so"), b"").unwrap();
        fs::write(dir.join("libnvrtc.so.13"), b"").unwrap();
        let plan = |p: &Path| plan_for(Some(p.as_os_str().to_owned()));
        // A file of any name is taken as it is; a directory for its best libnvrtc.
        let explicit = |library: PathBuf| Plan::Explicit { setting: library.display().to_string(), library };
        assert_eq!(plan(&dir.join("my-nvrtc.so")).unwrap(), explicit(dir.join("my-nvrtc.so")));
        match plan(&dir).unwrap() {
            Plan::Explicit { library, .. } => assert_eq!(library, dir.join("libnvrtc.so.13")),
            other => panic!("{other:?}"),
        }
        for (path, problem) in [
            (dir.join("missing"), "names nothing: there is no such file or directory"),
            (dir.join("empty"), "names a directory without libnvrtc.so*"),
        ] {
            let e = plan(&path).unwrap_err();
            let text = e.to_string();
            assert!(text.starts_with(&format!("FERROCUDA_NVRTC=`{}` {problem}; ", path.display())), "{text}");
            assert!(text.contains("libnvrtc.so.13") && text.contains("unset it"), "{text}");
        }
        // Unset and empty search.
        assert!(matches!(plan_for(None).unwrap(), Plan::Search { .. }));
        assert!(matches!(plan_for(Some(OsString::new())).unwrap(), Plan::Search { .. }));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// The first library of the lazy search is the whole plan's first candidate, with the
    /// setting and without.
    #[test]
    fn the_first_library_is_the_plans_first() {
        let dir = env::temp_dir().join(format!("fc-locate-first-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("libnvrtc.so.13"), b"").unwrap();
        for setting in [None, Some(dir.clone().into_os_string())] {
            let planned = match plan_for(setting.clone()).unwrap() {
                Plan::Search { candidates, .. } => match candidates.into_iter().next() {
                    Some(Candidate::File(path)) => Some(path),
                    _ => None,
                },
                Plan::Explicit { library, .. } => Some(library),
            };
            assert_eq!(first_library_for(setting).unwrap(), planned);
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn search_includes_the_wheel_layout_and_the_loader_path() {
        let (_, searched) = candidates();
        assert!(searched.iter().any(|s| s.contains("/usr/local/cuda")));
        assert!(searched.iter().any(|s| s.contains("libnvrtc.so.13 (loader path)")));
    }
}
