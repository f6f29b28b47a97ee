//! The on-disk cache of compiled kernels, so that a second run starts in milliseconds.
//!
//! An entry is keyed by a hash of everything that decides the compiled image: the kernel's
//! source (which holds its device functions), the prelude, ferrocuda's version, NVRTC's
//! version, the target architecture and output kind, and the compile options. Entries are
//! written to a temporary file and renamed into place, so a reader sees a whole entry or
//! none, and concurrent writers of one key each leave a whole entry. Each entry carries its
//! length, key and a checksum: a truncated or corrupt entry is detected and recompiled.
//!
//! The directory is `FERROCUDA_CACHE_DIR`, else the platform's cache directory
//! (`$XDG_CACHE_HOME/ferrocuda` or `~/.cache/ferrocuda` on Linux); `FERROCUDA_CACHE=0`
//! turns the cache off.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::error::Result;
use crate::nvrtc::{CompileOptions, Compiled, Nvrtc, NvrtcFacts, Output};

const MAGIC: &[u8; 8] = b"FCCACHE1";
const HEADER: usize = 8 + 8 + 8 + 16;

/// Whether a compile was answered from the disk cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The entry was there and whole.
    Hit,
    /// There was no entry: compiled, and stored.
    Miss,
    /// The entry was truncated or corrupt: compiled again, and replaced.
    Repaired,
}

/// What a cache lookup found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup {
    /// No entry under the key.
    Absent,
    /// A whole entry: the compiled image.
    Whole(Vec<u8>),
    /// An entry that is truncated or corrupt.
    Damaged,
}

/// A cache directory.
#[derive(Debug, Clone)]
pub struct DiskCache {
    dir: PathBuf,
}

/// A 128-bit key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(pub [u8; 16]);

impl Key {
    fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// A 64-bit hash (FNV-1a with a final avalanche): fast, and not adversarial — the cache is
/// the user's own.
fn hash64(data: &[u8], seed: u64) -> u64 {
    let mut h = 0xcbf29ce484222325u64 ^ seed.wrapping_mul(0x9e3779b97f4a7c15);
    for &b in data {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51afd7ed558ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ceb9fe1a85ec53);
    h ^ (h >> 33)
}

fn hash128(data: &[u8]) -> [u8; 16] {
    let mut out = [0u8; 16];
    out[..8].copy_from_slice(&hash64(data, 1).to_le_bytes());
    out[8..].copy_from_slice(&hash64(data, 2).to_le_bytes());
    out
}

impl DiskCache {
    /// The cache the environment asks for: `None` when `FERROCUDA_CACHE=0` or when no
    /// directory can be found.
    pub fn from_env() -> Option<DiskCache> {
        if let Ok(v) = std::env::var("FERROCUDA_CACHE") {
            if matches!(v.trim(), "0" | "off" | "false" | "no") {
                return None;
            }
        }
        if let Some(d) = std::env::var_os("FERROCUDA_CACHE_DIR") {
            return Some(DiskCache::new(d));
        }
        platform_dir().map(DiskCache::new)
    }

    /// A cache in `dir` (created when first written).
    pub fn new(dir: impl Into<PathBuf>) -> DiskCache {
        DiskCache { dir: dir.into() }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The key of compiling `source` with `options` by NVRTC `nvrtc_version`.
    pub fn key(nvrtc_version: (u32, u32), source: &str, options: &CompileOptions) -> Key {
        let (major, minor) = nvrtc_version;
        let material = format!(
            "ferrocuda {}\0nvrtc {major}.{minor}\0{}\0{:?}\0{:?}\0{}\0{}",
            env!("CARGO_PKG_VERSION"),
            options.target(),
            options.output,
            options.extra,
            crate::PRELUDE,
            source
        );
        Key(hash128(material.as_bytes()))
    }

    fn path(&self, key: &Key, output: Output) -> PathBuf {
        let ext = match output {
            Output::Cubin => "cubin",
            Output::Ptx => "ptx",
        };
        self.dir.join(format!("{}.{ext}", key.hex()))
    }

    /// The image stored under `key`, checked against its length, key and checksum.
    pub fn get(&self, key: &Key, output: Output) -> Lookup {
        let Ok(bytes) = fs::read(self.path(key, output)) else { return Lookup::Absent };
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Lookup::Damaged;
        }
        let word = |at: usize| {
            let mut w = [0u8; 8];
            w.copy_from_slice(&bytes[at..at + 8]);
            u64::from_le_bytes(w)
        };
        let (len, sum) = (word(8) as usize, word(16));
        let payload = &bytes[HEADER..];
        if bytes[24..40] != key.0[..] || payload.len() != len || hash64(payload, 3) != sum {
            return Lookup::Damaged;
        }
        Lookup::Whole(payload.to_vec())
    }

    /// Stores `image` under `key`, atomically.
    pub fn put(&self, key: &Key, output: Output, image: &[u8]) -> std::io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let final_path = self.path(key, output);
        let tmp = temp_name(&final_path);
        let result = (|| {
            let mut f = fs::File::create(&tmp)?;
            f.write_all(MAGIC)?;
            f.write_all(&(image.len() as u64).to_le_bytes())?;
            f.write_all(&hash64(image, 3).to_le_bytes())?;
            f.write_all(&key.0)?;
            f.write_all(image)?;
            f.sync_all()?;
            fs::rename(&tmp, &final_path)
        })();
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result
    }

    /// Compiles through the cache: the stored image if it is whole, else NVRTC's, stored.
    /// A cache that cannot be written only costs the next run a compile.
    pub fn compile(
        &self,
        nvrtc: &Nvrtc,
        name: &str,
        source: &str,
        options: &CompileOptions,
    ) -> Result<(Compiled, Outcome)> {
        self.compile_lazily(nvrtc.version(), || Ok(nvrtc), name, source, options)
    }

    /// As [`compile`](Self::compile), loading NVRTC through `nvrtc` only on a miss: a warm
    /// start never loads it.
    pub fn compile_lazily<'n>(
        &self,
        nvrtc_version: (u32, u32),
        nvrtc: impl FnOnce() -> Result<&'n Nvrtc>,
        name: &str,
        source: &str,
        options: &CompileOptions,
    ) -> Result<(Compiled, Outcome)> {
        let key = DiskCache::key(nvrtc_version, source, options);
        let outcome = match self.get(&key, options.output) {
            Lookup::Whole(image) => {
                return Ok((Compiled { image, output: options.output, log: String::new() }, Outcome::Hit))
            }
            Lookup::Absent => Outcome::Miss,
            Lookup::Damaged => Outcome::Repaired,
        };
        let compiled = nvrtc()?.compile_kernel_source(name, source, options)?;
        let _ = self.put(&key, options.output, &compiled.image);
        Ok((compiled, outcome))
    }

    fn facts_path(&self, fingerprint: &str) -> PathBuf {
        self.dir.join(format!("nvrtc-{}.facts", Key(hash128(fingerprint.as_bytes())).hex()))
    }

    /// What an earlier process noted of the NVRTC library with this
    /// [`fingerprint`](crate::nvrtc::fingerprint), if anything.
    pub fn noted_nvrtc(&self, fingerprint: &str) -> Option<NvrtcFacts> {
        let text = fs::read_to_string(self.facts_path(fingerprint)).ok()?;
        let mut lines = text.lines();
        if lines.next()? != "ferrocuda nvrtc facts 1" || lines.next()? != fingerprint {
            return None;
        }
        let (major, minor) = lines.next()?.split_once('.')?;
        let version = (major.parse().ok()?, minor.parse().ok()?);
        let archs = lines.next()?.split(',').map(str::parse).collect::<std::result::Result<Vec<u32>, _>>().ok()?;
        (lines.next()? == "end").then_some(NvrtcFacts { version, archs })
    }

    /// Notes `facts` of the NVRTC library with this fingerprint for later processes,
    /// atomically like an entry.
    pub fn note_nvrtc(&self, fingerprint: &str, facts: &NvrtcFacts) -> std::io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let archs: Vec<String> = facts.archs.iter().map(u32::to_string).collect();
        let text = format!(
            "ferrocuda nvrtc facts 1\n{fingerprint}\n{}.{}\n{}\nend\n",
            facts.version.0,
            facts.version.1,
            archs.join(",")
        );
        let path = self.facts_path(fingerprint);
        let tmp = temp_name(&path);
        let result = fs::write(&tmp, text).and_then(|_| fs::rename(&tmp, &path));
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result
    }
}

/// A temporary file name beside `path`, unique to this process and thread and moment.
fn temp_name(path: &Path) -> PathBuf {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let thread = format!("{:?}", std::thread::current().id()).replace(|c: char| !c.is_ascii_alphanumeric(), "");
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.{thread}.{nanos}.tmp", std::process::id()))
}

/// NVRTC's facts for choosing options and keys: noted in the cache when the library file is
/// the one noted, so that a warm start does not load NVRTC; else from NVRTC, loaded, and
/// noted for the next process.
pub fn nvrtc_facts(cache: Option<&DiskCache>) -> Result<NvrtcFacts> {
    if let Some(cache) = cache {
        if let Some(facts) = crate::nvrtc::fingerprint().and_then(|fp| cache.noted_nvrtc(&fp)) {
            return Ok(facts);
        }
    }
    let nvrtc = crate::nvrtc::nvrtc()?;
    let facts = nvrtc.facts();
    if let (Some(cache), Some(fp)) = (cache, nvrtc.loaded_fingerprint()) {
        let _ = cache.note_nvrtc(&fp, &facts);
    }
    Ok(facts)
}

fn platform_dir() -> Option<PathBuf> {
    if cfg!(target_os = "windows") {
        return std::env::var_os("LOCALAPPDATA").map(|d| PathBuf::from(d).join("ferrocuda"));
    }
    if cfg!(target_os = "macos") {
        return std::env::var_os("HOME").map(|h| PathBuf::from(h).join("Library/Caches/ferrocuda"));
    }
    if let Some(x) = std::env::var_os("XDG_CACHE_HOME").filter(|x| !x.is_empty()) {
        return Some(PathBuf::from(x).join("ferrocuda"));
    }
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/ferrocuda"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("fc-cache-{name}-{}", std::process::id()))
    }

    #[test]
    fn round_trip_and_detection() {
        let dir = temp_dir("unit");
        let cache = DiskCache::new(&dir);
        let key = Key(hash128(b"some kernel"));
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Absent);
        cache.put(&key, Output::Cubin, b"\x7fELF image bytes").unwrap();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Whole(b"\x7fELF image bytes".to_vec()));
        assert_eq!(cache.get(&key, Output::Ptx), Lookup::Absent);
        // Truncated.
        let path = cache.path(&key, Output::Cubin);
        let bytes = fs::read(&path).unwrap();
        fs::write(&path, &bytes[..bytes.len() - 3]).unwrap();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Damaged);
        // Corrupt.
        let mut bad = bytes.clone();
        let last = bad.len() - 1;
        bad[last] ^= 0x40;
        fs::write(&path, &bad).unwrap();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Damaged);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn nvrtc_facts_round_trip_and_belong_to_one_library() {
        let dir = temp_dir("facts");
        let cache = DiskCache::new(&dir);
        let facts = NvrtcFacts { version: (13, 0), archs: vec![75, 80, 90, 120] };
        let fp = "/opt/nvrtc/libnvrtc.so.13|123|456";
        assert_eq!(cache.noted_nvrtc(fp), None);
        cache.note_nvrtc(fp, &facts).unwrap();
        assert_eq!(cache.noted_nvrtc(fp), Some(facts.clone()));
        // Another file, or the same one rewritten (size, time), is not recognised.
        assert_eq!(cache.noted_nvrtc("/opt/nvrtc/libnvrtc.so.13|123|457"), None);
        // A torn note is ignored.
        let path = cache.facts_path(fp);
        let text = fs::read_to_string(&path).unwrap();
        fs::write(&path, &text[..text.len() - 4]).unwrap();
        assert_eq!(cache.noted_nvrtc(fp), None);
        assert_eq!(facts.options_for_device(90), CompileOptions::cubin(90));
        let newer = facts.options_for_device(130);
        assert_eq!((newer.arch, newer.output), (120, Output::Ptx));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_key_covers_nvrtc_version_source_and_options() {
        let opts = CompileOptions::cubin(90);
        let base = DiskCache::key((13, 0), "src", &opts);
        assert_eq!(base, DiskCache::key((13, 0), "src", &opts));
        assert_ne!(base, DiskCache::key((13, 1), "src", &opts));
        assert_ne!(base, DiskCache::key((13, 0), "src2", &opts));
        assert_ne!(base, DiskCache::key((13, 0), "src", &CompileOptions::cubin(80)));
        let mut extra = opts.clone();
        extra.extra.push("-lineinfo".into());
        assert_ne!(base, DiskCache::key((13, 0), "src", &extra));
        let ptx = CompileOptions { output: Output::Ptx, ..opts.clone() };
        assert_ne!(base, DiskCache::key((13, 0), "src", &ptx));
    }

    #[test]
    fn keys_differ_for_different_inputs() {
        assert_ne!(hash128(b"a"), hash128(b"b"));
        assert_ne!(hash128(b""), hash128(b"\0"));
    }
}
