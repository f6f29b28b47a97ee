//! The on-disk cache of compiled kernels, so that a second run starts in milliseconds.
//!
//! An entry is keyed by a hash of everything that decides the compiled image: the kernel's
//! source (which holds its device functions), the prelude, ferrocuda's version, NVRTC's
//! version, the target architecture and output kind, and the compile options. Entries are
//! written to a temporary file and renamed into place, so a reader sees a whole entry or
//! none, and concurrent writers of one key each leave a whole entry.
//!
//! A cached CUBIN is code that runs in the process's CUDA context, so the cache trusts
//! nothing it did not write itself (the
//! [threat model](https://github.com/ferrocuda/ferrocuda/blob/main/docs/runtime.md#the-disk-caches-threat-model)
//! in the runtime guide):
//! - the directory must be the user's own (owned by the effective user, not writable by
//!   group or others), else it is refused with a one-line warning saying why and how to fix
//!   it; new directories are made 0700, files 0600;
//! - every entry, and the note of NVRTC's facts, carries a keyed BLAKE3 MAC under a
//!   per-user secret kept 0600 in the directory (`secret`): an entry anyone else wrote is
//!   rejected and recompiled;
//! - entries are opened without following symbolic links and without blocking, and read
//!   only when they are regular files of the user's, of a sane size.
//!
//! The directory is `FERROCUDA_CACHE_DIR`, else the platform's cache directory
//! (`$XDG_CACHE_HOME/ferrocuda` or `~/.cache/ferrocuda` on Linux); only absolute paths are
//! used, so the cache never lands in the working directory. `FERROCUDA_CACHE=0` (or `off`,
//! `false`, `no`, `disabled`) turns it off (see [`CacheConfig`]).

use std::ffi::OsString;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Once, OnceLock};

use super::nvrtc::{CompileOptions, Compiled, Nvrtc, NvrtcFacts, Output};
use trust::*;

mod trust;
use crate::base::error::Result;

/// The entry format: `MAGIC`, the payload's length (u64 LE), the key, the MAC, the payload.
/// (`FCCACHE1` entries, checked by a public checksum only, are recompiled.)
const MAGIC: &[u8; 8] = b"FCCACHE2";
const MAC_LEN: usize = 32;
const HEADER: usize = 8 + 8 + 16 + MAC_LEN;
const FACTS_HEADER: &str = "ferrocuda nvrtc facts 2";
/// The largest image the cache stores or reads (CUBINs are kilobytes to a few megabytes).
pub const MAX_ENTRY_BYTES: u64 = 256 << 20;
const MAX_FACTS_BYTES: u64 = 64 << 10;
/// The per-user secret's file name inside the cache directory.
pub const SECRET_FILE: &str = "secret";
const SECRET_LEN: usize = 32;
const ENTRY_DOMAIN: &str = "ferrocuda cache entry 2";
const FACTS_DOMAIN: &str = "ferrocuda nvrtc facts 2";
/// The first line of a tuned kernel's note, and the domain of its MAC.
const TUNED_HEADER: &str = "ferrocuda tuned 1";
const TUNED_DOMAIN: &str = "ferrocuda tuned 1";

use crate::base::switch::parse as switch;
/// Values of `FERROCUDA_CACHE` that turn the cache off (compared without case).
pub use crate::base::switch::OFF_VALUES as CACHE_OFF;
/// Values of `FERROCUDA_CACHE` that keep the cache on (compared without case; empty too):
/// those of every on/off setting.
pub use crate::base::switch::ON_VALUES as CACHE_ON;

/// Whether a compile was answered from the disk cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The entry was there, whole and authentic.
    Hit,
    /// There was no entry (or the directory is refused): compiled, and stored if it can be.
    Miss,
    /// The entry was truncated, corrupt, not written by this user's ferrocuda, or not a
    /// regular file: compiled again, and replaced.
    Repaired,
}

/// What a cache lookup found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup {
    /// No entry under the key (or the directory is refused).
    Absent,
    /// A whole, authentic entry: the compiled image.
    Whole(Vec<u8>),
    /// An entry that is truncated, corrupt, fails its MAC, or is not a regular file of this
    /// user's of a sane size (a FIFO, a symbolic link, a directory …).
    Damaged,
}

/// A cache directory.
///
/// The directory is checked (and created 0700, with its secret) once, at
/// [`open`](Self::open) or at the first use of a [`new`](Self::new) one; a refused
/// directory behaves as no cache: lookups find nothing and writes fail.
#[derive(Debug, Clone)]
pub struct DiskCache {
    dir: PathBuf,
    trust: OnceLock<std::result::Result<Secret, CacheRefused>>,
}

/// Why a cache directory is not used. `Display` is one line: what is wrong and what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheRefused {
    /// The directory.
    pub dir: PathBuf,
    /// What is wrong, e.g. `it is writable by other users (mode 0777)`.
    pub problem: String,
    /// What to do about it.
    pub fix: String,
}

impl fmt::Display for CacheRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not using the disk cache {}: {}; {}", self.dir.display(), self.problem, self.fix)
    }
}

impl std::error::Error for CacheRefused {}

/// What the environment asks of the disk cache: `FERROCUDA_CACHE`, `FERROCUDA_CACHE_DIR`
/// and the platform's cache location.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheConfig {
    /// The directory to use, or why there is none (e.g. `off (FERROCUDA_CACHE=0)`).
    pub dir: std::result::Result<PathBuf, String>,
    /// Settings that were not understood or not used, one line each (for stderr).
    pub warnings: Vec<String>,
}

impl CacheConfig {
    /// The configuration of this process's environment.
    pub fn from_env() -> CacheConfig {
        CacheConfig::from_vars(|name| std::env::var_os(name))
    }

    /// The configuration that these variables give (`var(name)` is the variable's value):
    /// - `FERROCUDA_CACHE`: empty or one of [`CACHE_ON`] keeps the cache, one of
    ///   [`CACHE_OFF`] turns it off, anything else turns it off with a warning;
    /// - `FERROCUDA_CACHE_DIR`: an absolute path is the directory; empty is as unset; a
    ///   relative path is ignored with a warning;
    /// - else `$XDG_CACHE_HOME/ferrocuda`, else `$HOME/.cache/ferrocuda` (macOS:
    ///   `$HOME/Library/Caches/ferrocuda`; Windows: `%LOCALAPPDATA%\ferrocuda`), each only
    ///   when absolute.
    ///
    /// A relative or empty location is never used: it would put the cache in whatever
    /// directory the program runs in.
    pub fn from_vars(var: impl Fn(&str) -> Option<OsString>) -> CacheConfig {
        let mut warnings = Vec::new();
        if let Some(v) = var("FERROCUDA_CACHE") {
            let text = v.to_string_lossy();
            let on = switch(&text);
            if on == Some(false) {
                return CacheConfig { dir: Err(format!("off (FERROCUDA_CACHE={text})")), warnings };
            }
            if on.is_none() {
                warnings.push(format!(
                    "FERROCUDA_CACHE=`{text}` is not understood, so the disk cache is off; accepted values: \
                     {} (use the cache, the default) or {} (compile in every process)",
                    CACHE_ON.join(", "),
                    CACHE_OFF.join(", ")
                ));
                return CacheConfig { dir: Err(format!("off (FERROCUDA_CACHE=`{text}` is not understood)")), warnings };
            }
        }
        if let Some(d) = var("FERROCUDA_CACHE_DIR").filter(|d| !d.is_empty()) {
            let dir = PathBuf::from(&d);
            if dir.is_absolute() {
                return CacheConfig { dir: Ok(dir), warnings };
            }
            warnings.push(format!(
                "FERROCUDA_CACHE_DIR=`{}` is ignored: it is not an absolute path (a relative one would put \
                 the cache in whatever directory the program runs in); set it to an absolute path",
                d.to_string_lossy()
            ));
        }
        let dir = platform_dir(&var).ok_or_else(|| {
            "no cache directory: none of FERROCUDA_CACHE_DIR, XDG_CACHE_HOME and HOME is an absolute path".to_string()
        });
        CacheConfig { dir, warnings }
    }
}

/// The platform's cache directory for ferrocuda, from absolute settings only.
fn platform_dir(var: &impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let absolute = |name: &str| var(name).map(PathBuf::from).filter(|p| p.is_absolute());
    if cfg!(target_os = "windows") {
        return absolute("LOCALAPPDATA").map(|d| d.join("ferrocuda"));
    }
    if cfg!(target_os = "macos") {
        return absolute("HOME").map(|h| h.join("Library/Caches/ferrocuda"));
    }
    if let Some(x) = absolute("XDG_CACHE_HOME") {
        return Some(x.join("ferrocuda"));
    }
    absolute("HOME").map(|h| h.join(".cache/ferrocuda"))
}

/// A 128-bit key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(pub [u8; 16]);

impl Key {
    /// The key in hexadecimal: the entry's file name without its extension.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// The first 128 bits of BLAKE3: an identifier, not an authenticator (the key's inputs are
/// public; the MAC is what makes an entry trusted).
fn hash128(data: &[u8]) -> [u8; 16] {
    let mut out = [0u8; 16];
    out.copy_from_slice(&blake3::hash(data).as_bytes()[..16]);
    out
}

/// The per-user secret that authenticates entries.
#[derive(Clone)]
struct Secret([u8; SECRET_LEN]);

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

impl Secret {
    /// The keyed BLAKE3 of `parts`, each length-prefixed, under a domain string.
    fn mac(&self, domain: &str, parts: &[&[u8]]) -> blake3::Hash {
        let mut h = blake3::Hasher::new_keyed(&self.0);
        h.update(domain.as_bytes());
        h.update(&[0]);
        for part in parts {
            h.update(&(part.len() as u64).to_le_bytes());
            h.update(part);
        }
        h.finalize()
    }
}

impl DiskCache {
    /// The cache the environment asks for (see [`CacheConfig::from_vars`]): `None` when it
    /// is off, when there is no absolute directory, or when the directory is refused. A
    /// setting that is not understood or not used, and a refused directory, are each
    /// reported in one line on stderr, once per process.
    pub fn from_env() -> Option<DiskCache> {
        let config = CacheConfig::from_env();
        let opened = config.dir.clone().ok().map(DiskCache::open);
        static WARN: Once = Once::new();
        WARN.call_once(|| {
            for w in &config.warnings {
                eprintln!("ferrocuda: {w}");
            }
            if let Some(Err(refused)) = &opened {
                eprintln!("ferrocuda: {refused}");
            }
        });
        opened?.ok()
    }

    /// A cache in `dir`, checked now: the directory is created (0700) if missing, must be
    /// the user's own and not writable by group or others, and gets its secret.
    pub fn open(dir: impl Into<PathBuf>) -> std::result::Result<DiskCache, CacheRefused> {
        let cache = DiskCache::new(dir);
        cache.check()?;
        Ok(cache)
    }

    /// A cache in `dir`, checked (as [`open`](Self::open) does) at first use; a refused
    /// directory behaves as no cache ([`check`](Self::check) says why).
    pub fn new(dir: impl Into<PathBuf>) -> DiskCache {
        DiskCache { dir: dir.into(), trust: OnceLock::new() }
    }

    /// Whether the directory is used, and if not, why.
    pub fn check(&self) -> std::result::Result<(), CacheRefused> {
        self.secret().map(|_| ()).map_err(Clone::clone)
    }

    fn secret(&self) -> std::result::Result<&Secret, &CacheRefused> {
        self.trust.get_or_init(|| trust_dir(&self.dir)).as_ref()
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
            crate::abi::prelude::PRELUDE,
            source
        );
        Key(hash128(material.as_bytes()))
    }

    /// Where the entry of `key` lives.
    pub fn entry_path(&self, key: &Key, output: Output) -> PathBuf {
        let ext = match output {
            Output::Cubin => "cubin",
            Output::Ptx => "ptx",
        };
        self.dir.join(format!("{}.{ext}", key.hex()))
    }

    /// The image stored under `key`, checked to be a regular file of this user's of a sane
    /// size, then against its length, key and MAC.
    pub fn get(&self, key: &Key, output: Output) -> Lookup {
        let Ok(secret) = self.secret() else { return Lookup::Absent };
        let bytes = match read_checked(&self.entry_path(key, output), HEADER as u64 + MAX_ENTRY_BYTES, Exposure::Shared)
        {
            Found::Absent => return Lookup::Absent,
            Found::Bad(_) => return Lookup::Damaged,
            Found::Bytes(bytes) => bytes,
        };
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Lookup::Damaged;
        }
        let mut len = [0u8; 8];
        len.copy_from_slice(&bytes[8..16]);
        let mut mac = [0u8; MAC_LEN];
        mac.copy_from_slice(&bytes[32..HEADER]);
        let payload = &bytes[HEADER..];
        if u64::from_le_bytes(len) != payload.len() as u64 || bytes[16..32] != key.0[..] {
            return Lookup::Damaged;
        }
        // `blake3::Hash`'s equality is constant-time.
        if secret.mac(ENTRY_DOMAIN, &[MAGIC, &key.0, payload]) != blake3::Hash::from_bytes(mac) {
            return Lookup::Damaged;
        }
        Lookup::Whole(payload.to_vec())
    }

    /// Stores `image` under `key`, atomically, in a file only this user can read.
    pub fn put(&self, key: &Key, output: Output, image: &[u8]) -> io::Result<()> {
        let secret = self.secret().map_err(|r| io::Error::new(io::ErrorKind::PermissionDenied, r.to_string()))?;
        if image.len() as u64 > MAX_ENTRY_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("an image of {} bytes is larger than the cache stores ({MAX_ENTRY_BYTES})", image.len()),
            ));
        }
        let mac = secret.mac(ENTRY_DOMAIN, &[MAGIC, &key.0, image]);
        let len = (image.len() as u64).to_le_bytes();
        write_atomically(&self.entry_path(key, output), &[MAGIC, &len, &key.0, mac.as_bytes(), image])
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

    /// Where the note of the NVRTC library with this fingerprint lives.
    pub fn facts_path(&self, fingerprint: &str) -> PathBuf {
        self.dir.join(format!("nvrtc-{}.facts", Key(hash128(fingerprint.as_bytes())).hex()))
    }

    /// What an earlier process noted of the NVRTC library with this
    /// [`fingerprint`](super::nvrtc::fingerprint), if anything (and if its MAC holds).
    pub fn noted_nvrtc(&self, fingerprint: &str) -> Option<NvrtcFacts> {
        let body = self.read_note(&self.facts_path(fingerprint), FACTS_DOMAIN)?;
        let mut lines = body.lines();
        if lines.next()? != FACTS_HEADER || lines.next()? != fingerprint {
            return None;
        }
        let (major, minor) = lines.next()?.split_once('.')?;
        let version = (major.parse().ok()?, minor.parse().ok()?);
        let archs = lines.next()?.split(',').map(str::parse).collect::<std::result::Result<Vec<u32>, _>>().ok()?;
        lines.next().is_none().then_some(NvrtcFacts { version, archs })
    }

    /// Notes `facts` of the NVRTC library with this fingerprint for later processes,
    /// atomically and authenticated like an entry.
    pub fn note_nvrtc(&self, fingerprint: &str, facts: &NvrtcFacts) -> io::Result<()> {
        let archs: Vec<String> = facts.archs.iter().map(u32::to_string).collect();
        let body =
            format!("{FACTS_HEADER}\n{fingerprint}\n{}.{}\n{}\n", facts.version.0, facts.version.1, archs.join(","));
        self.write_note(&self.facts_path(fingerprint), FACTS_DOMAIN, &body)
    }

    /// The key of a tuned kernel's choice: `material` names the kernel, its candidates, the
    /// device and the shape class (`tune.rs`).
    pub fn tuned_key(material: &str) -> Key {
        Key(hash128(format!("ferrocuda {} tuned\0{material}", env!("CARGO_PKG_VERSION")).as_bytes()))
    }

    /// What an earlier process noted under `key` with [`note_tuned`](Self::note_tuned), if
    /// its MAC holds.
    pub fn tuned(&self, key: &Key) -> Option<String> {
        let body = self.read_note(&self.dir.join(format!("{}.tuned", key.hex())), TUNED_DOMAIN)?;
        body.strip_prefix(TUNED_HEADER)?.strip_prefix('\n').map(str::to_string)
    }

    /// Notes a tuned kernel's choice (one line of text) under `key` for later processes.
    pub fn note_tuned(&self, key: &Key, choice: &str) -> io::Result<()> {
        let body = format!("{TUNED_HEADER}\n{choice}\n");
        self.write_note(&self.dir.join(format!("{}.tuned", key.hex())), TUNED_DOMAIN, &body)
    }

    /// A note's text, without its last line (`mac <hex>`), when that line authenticates it.
    fn read_note(&self, path: &Path, domain: &str) -> Option<String> {
        let secret = self.secret().ok()?;
        let Found::Bytes(bytes) = read_checked(path, MAX_FACTS_BYTES, Exposure::Shared) else {
            return None;
        };
        let text = std::str::from_utf8(&bytes).ok()?;
        let at = text.rfind("\nmac ")? + 1;
        let (body, mac_line) = text.split_at(at);
        let mac = parse_hex32(mac_line.strip_prefix("mac ")?.strip_suffix('\n')?)?;
        if secret.mac(domain, &[body.as_bytes()]) != blake3::Hash::from_bytes(mac) {
            return None;
        }
        Some(body.to_string())
    }

    /// Writes `body` and its MAC line to `path`, atomically, in a file only this user can read.
    fn write_note(&self, path: &Path, domain: &str, body: &str) -> io::Result<()> {
        let secret = self.secret().map_err(|r| io::Error::new(io::ErrorKind::PermissionDenied, r.to_string()))?;
        let mac = secret.mac(domain, &[body.as_bytes()]);
        let text = format!("{body}mac {}\n", mac.to_hex());
        write_atomically(path, &[text.as_bytes()])
    }
}

fn parse_hex32(s: &str) -> Option<[u8; 32]> {
    if s.len() != 64 || !s.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// NVRTC's facts for choosing options and keys: noted in the cache when the library file is
/// the one noted, so that a warm start does not load NVRTC; else from NVRTC, loaded, and
/// noted for the next process.
pub fn nvrtc_facts(cache: Option<&DiskCache>) -> Result<NvrtcFacts> {
    if let Some(cache) = cache {
        if let Some(facts) = super::nvrtc::fingerprint().and_then(|fp| cache.noted_nvrtc(&fp)) {
            return Ok(facts);
        }
    }
    let nvrtc = super::nvrtc::nvrtc()?;
    let facts = nvrtc.facts();
    if let (Some(cache), Some(fp)) = (cache, nvrtc.loaded_fingerprint()) {
        let _ = cache.note_nvrtc(&fp, &facts);
    }
    Ok(facts)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::fs::{self, OpenOptions};
    use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
    use std::time::Duration;

    /// A fresh directory for one test (removed first if a previous run left it).
    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("fc-cache-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    fn mode(path: &Path) -> u32 {
        fs::symlink_metadata(path).unwrap().mode() & 0o7777
    }

    fn key() -> Key {
        Key(hash128(b"some kernel"))
    }

    #[test]
    fn round_trip_and_detection() {
        let dir = temp_dir("unit");
        let cache = DiskCache::new(&dir);
        let key = key();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Absent);
        cache.put(&key, Output::Cubin, b"\x7fELF image bytes").unwrap();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Whole(b"\x7fELF image bytes".to_vec()));
        assert_eq!(cache.get(&key, Output::Ptx), Lookup::Absent);
        // Truncated.
        let path = cache.entry_path(&key, Output::Cubin);
        let bytes = fs::read(&path).unwrap();
        fs::write(&path, &bytes[..bytes.len() - 3]).unwrap();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Damaged);
        // Corrupt.
        let mut bad = bytes.clone();
        let last = bad.len() - 1;
        bad[last] ^= 0x40;
        fs::write(&path, &bad).unwrap();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Damaged);
        // Replaced by a new put.
        cache.put(&key, Output::Cubin, b"again").unwrap();
        assert_eq!(cache.get(&key, Output::Cubin), Lookup::Whole(b"again".to_vec()));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn new_directories_are_0700_and_files_0600() {
        let base = temp_dir("modes");
        let dir = base.join("a/b");
        let cache = DiskCache::open(&dir).unwrap();
        for d in [&base, &base.join("a"), &dir] {
            assert_eq!(mode(d) & 0o077, 0, "{} has mode {:o}", d.display(), mode(d));
        }
        assert_eq!(mode(&dir.join(SECRET_FILE)), 0o600);
        cache.put(&key(), Output::Cubin, b"image").unwrap();
        assert_eq!(mode(&cache.entry_path(&key(), Output::Cubin)), 0o600);
        let facts = NvrtcFacts { version: (13, 0), archs: vec![90] };
        cache.note_nvrtc("fp", &facts).unwrap();
        assert_eq!(mode(&cache.facts_path("fp")), 0o600);
        let leftovers: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        fs::remove_dir_all(&base).unwrap();
    }

    #[test]
    fn a_directory_others_can_write_is_refused() {
        for (perm, who) in
            [(0o777, "writable by other users (mode 0777)"), (0o770, "writable by its group (mode 0770)")]
        {
            let dir = temp_dir(&format!("writable-{perm:o}"));
            fs::create_dir_all(&dir).unwrap();
            fs::set_permissions(&dir, fs::Permissions::from_mode(perm)).unwrap();
            let refused = DiskCache::open(&dir).unwrap_err();
            let text = refused.to_string();
            assert!(text.starts_with(&format!("not using the disk cache {}: ", dir.display())), "{text}");
            assert!(text.contains(who), "{text}");
            assert!(text.contains(&format!("chmod 700 {}", dir.display())), "{text}");
            assert!(text.contains("FERROCUDA_CACHE_DIR"), "{text}");
            // A `new` cache on it is no cache: nothing found, nothing written.
            let cache = DiskCache::new(&dir);
            assert!(cache.check().is_err());
            assert!(cache.put(&key(), Output::Cubin, b"image").is_err());
            assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Absent);
            assert!(!dir.join(SECRET_FILE).exists());
            fs::remove_dir_all(&dir).unwrap();
        }
    }

    #[test]
    fn a_file_in_place_of_the_directory_is_refused() {
        let path = temp_dir("not-a-dir");
        fs::write(&path, b"").unwrap();
        let refused = DiskCache::open(&path).unwrap_err();
        assert_eq!(refused.problem, "it is not a directory");
        fs::remove_file(&path).unwrap();
    }

    /// The attack of issue 18: another user makes a world-writable directory and plants an
    /// entry; a root process pointed at it must not use it. Needs root (to be "another
    /// user" by `chown`); skipped with a note otherwise.
    #[test]
    fn a_directory_of_another_user_is_refused() {
        if euid() != 0 {
            eprintln!("skipped: a_directory_of_another_user_is_refused needs root to chown a directory to nobody");
            return;
        }
        let nobody = 65534;
        for perm in [0o700, 0o777] {
            let dir = temp_dir(&format!("other-user-{perm:o}"));
            // As the other user would: a directory with an entry and a secret of its own.
            let planted = DiskCache::open(&dir).unwrap();
            planted.put(&key(), Output::Cubin, b"planted").unwrap();
            for entry in fs::read_dir(&dir).unwrap().flatten() {
                std::os::unix::fs::chown(entry.path(), Some(nobody), Some(nobody)).unwrap();
            }
            std::os::unix::fs::chown(&dir, Some(nobody), Some(nobody)).unwrap();
            fs::set_permissions(&dir, fs::Permissions::from_mode(perm)).unwrap();
            let refused = DiskCache::open(&dir).unwrap_err();
            assert!(refused.problem.contains("owned by another user (uid 65534"), "{refused}");
            let victim = DiskCache::new(&dir);
            assert_eq!(victim.get(&key(), Output::Cubin), Lookup::Absent);
            fs::remove_dir_all(&dir).unwrap();
        }
    }

    /// The old format's checksum is public: an entry forged with it is recompiled.
    #[test]
    fn a_forged_fccache1_entry_is_rejected() {
        fn fnv(data: &[u8], seed: u64) -> u64 {
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
        let dir = temp_dir("fccache1");
        let cache = DiskCache::open(&dir).unwrap();
        let payload = b"planted code";
        let mut entry = b"FCCACHE1".to_vec();
        entry.extend((payload.len() as u64).to_le_bytes());
        entry.extend(fnv(payload, 3).to_le_bytes());
        entry.extend(key().0);
        entry.extend(payload);
        write_atomically(&cache.entry_path(&key(), Output::Cubin), &[&entry]).unwrap();
        assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Damaged);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// An entry in the exact format, under the right key, but made without this
    /// directory's secret (another secret, or none) is rejected.
    #[test]
    fn an_entry_without_the_secret_is_rejected() {
        let dir = temp_dir("forged");
        let cache = DiskCache::open(&dir).unwrap();
        let payload: &[u8] = b"planted code";
        for forger in [Secret([7; SECRET_LEN]), Secret([0; SECRET_LEN])] {
            let mac = forger.mac(ENTRY_DOMAIN, &[MAGIC, &key().0, payload]);
            let len = (payload.len() as u64).to_le_bytes();
            write_atomically(
                &cache.entry_path(&key(), Output::Cubin),
                &[MAGIC, &len, &key().0, mac.as_bytes(), payload],
            )
            .unwrap();
            assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Damaged);
        }
        // The same bytes with this directory's secret are believed: the MAC is what decides.
        cache.put(&key(), Output::Cubin, payload).unwrap();
        assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Whole(payload.to_vec()));
        // An entry copied from another user's cache (another secret) is rejected too.
        let other_dir = temp_dir("forged-other");
        let other = DiskCache::open(&other_dir).unwrap();
        fs::copy(cache.entry_path(&key(), Output::Cubin), other.entry_path(&key(), Output::Cubin)).unwrap();
        assert_eq!(other.get(&key(), Output::Cubin), Lookup::Damaged);
        fs::remove_dir_all(&dir).unwrap();
        fs::remove_dir_all(&other_dir).unwrap();
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
        // A 9.0 GPU gets code for sm_90a (Hopper's own instructions); an 8.0 one for sm_80.
        assert_eq!(facts.options_for_device(90), CompileOptions::cubin_arch_specific(90));
        assert_eq!(facts.options_for_device(90).target(), "sm_90a");
        assert_eq!(facts.options_for_device(80), CompileOptions::cubin(80));
        let newer = facts.options_for_device(130);
        assert_eq!((newer.arch, newer.output), (120, Output::Ptx));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A planted note saying "version 99.0" — in the old format, or in the new one with a
    /// MAC made without the secret, or an authentic note edited — is not believed.
    #[test]
    fn planted_nvrtc_facts_are_rejected() {
        let dir = temp_dir("planted-facts");
        let cache = DiskCache::open(&dir).unwrap();
        let fp = "/opt/nvrtc/libnvrtc.so.13|123|456";
        let path = cache.facts_path(fp);
        let old = format!("ferrocuda nvrtc facts 1\n{fp}\n99.0\n90\nend\n");
        let body = format!("{FACTS_HEADER}\n{fp}\n99.0\n90\n");
        let forged_mac = Secret([7; SECRET_LEN]).mac(FACTS_DOMAIN, &[body.as_bytes()]);
        let forged = format!("{body}mac {}\n", forged_mac.to_hex());
        for planted in [old, forged] {
            write_atomically(&path, &[planted.as_bytes()]).unwrap();
            assert_eq!(cache.noted_nvrtc(fp), None, "believed:\n{planted}");
        }
        cache.note_nvrtc(fp, &NvrtcFacts { version: (13, 0), archs: vec![90] }).unwrap();
        let edited = fs::read_to_string(&path).unwrap().replace("\n13.0\n", "\n99.0\n");
        write_atomically(&path, &[edited.as_bytes()]).unwrap();
        assert_eq!(cache.noted_nvrtc(fp), None, "believed:\n{edited}");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// `get` on a FIFO returns at once (it would block forever in `fs::read`).
    #[test]
    fn a_fifo_at_an_entry_does_not_block() {
        let dir = temp_dir("fifo");
        let cache = DiskCache::open(&dir).unwrap();
        let path = cache.entry_path(&key(), Output::Cubin);
        let c_path = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // Safety: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0, "mkfifo failed");
        let (tx, rx) = std::sync::mpsc::channel();
        let reader = cache.clone();
        std::thread::spawn(move || {
            let _ = tx.send(reader.get(&key(), Output::Cubin));
        });
        let found = rx.recv_timeout(Duration::from_secs(10));
        if found.is_err() {
            // Unblock the reader before failing, so the test process can end.
            let _ = OpenOptions::new().write(true).open(&path);
        }
        assert_eq!(found, Ok(Lookup::Damaged), "a FIFO at an entry blocked the lookup");
        // The next put replaces the FIFO.
        cache.put(&key(), Output::Cubin, b"image").unwrap();
        assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Whole(b"image".to_vec()));
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A symbolic link to `/dev/zero` is refused at open, not read until memory runs out;
    /// so are a directory and an oversized file, before any read.
    #[test]
    fn links_directories_and_huge_files_are_not_read() {
        let dir = temp_dir("odd-entries");
        let cache = DiskCache::open(&dir).unwrap();
        let path = cache.entry_path(&key(), Output::Cubin);
        std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
        let start = std::time::Instant::now();
        assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Damaged);
        assert!(start.elapsed() < Duration::from_secs(1), "took {:?}", start.elapsed());
        assert!(matches!(read_checked(&path, 100, Exposure::Shared), Found::Bad(w) if w == "is a symbolic link"));
        // A put replaces the link, not what it points at.
        cache.put(&key(), Output::Cubin, b"image").unwrap();
        assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Whole(b"image".to_vec()));
        assert!(fs::symlink_metadata(&path).unwrap().is_file());
        // A link to a whole entry of ours is still a link.
        let other = cache.entry_path(&Key([9; 16]), Output::Cubin);
        std::os::unix::fs::symlink(&path, &other).unwrap();
        assert_eq!(cache.get(&Key([9; 16]), Output::Cubin), Lookup::Damaged);
        // A directory.
        let ptx = cache.entry_path(&key(), Output::Ptx);
        fs::create_dir(&ptx).unwrap();
        assert_eq!(cache.get(&key(), Output::Ptx), Lookup::Damaged);
        // Larger than any entry may be (sparse: nothing is written, and nothing read).
        let f = create_private_file(&cache.entry_path(&Key([8; 16]), Output::Cubin)).unwrap();
        f.set_len(HEADER as u64 + MAX_ENTRY_BYTES + 1).unwrap();
        assert_eq!(cache.get(&Key([8; 16]), Output::Cubin), Lookup::Damaged);
        // An entry others may write is not believed either.
        fs::set_permissions(&path, fs::Permissions::from_mode(0o666)).unwrap();
        assert_eq!(cache.get(&key(), Output::Cubin), Lookup::Damaged);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_bad_secret_refuses_the_directory() {
        let dir = temp_dir("bad-secret");
        fs::create_dir_all(&dir).unwrap();
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o700)).unwrap();
        let secret = dir.join(SECRET_FILE);
        // Too short.
        fs::write(&secret, b"short").unwrap();
        fs::set_permissions(&secret, fs::Permissions::from_mode(0o600)).unwrap();
        let refused = DiskCache::open(&dir).unwrap_err();
        assert!(refused.problem.contains("is 5 bytes, not 32"), "{refused}");
        assert!(refused.fix.starts_with(&format!("remove {}", secret.display())), "{refused}");
        // Readable by others.
        fs::write(&secret, [1u8; 32]).unwrap();
        fs::set_permissions(&secret, fs::Permissions::from_mode(0o644)).unwrap();
        let refused = DiskCache::open(&dir).unwrap_err();
        assert!(refused.problem.contains("has mode 0644"), "{refused}");
        // A link.
        fs::remove_file(&secret).unwrap();
        std::os::unix::fs::symlink("/dev/zero", &secret).unwrap();
        let refused = DiskCache::open(&dir).unwrap_err();
        assert!(refused.problem.contains("is a symbolic link"), "{refused}");
        // Removed: a new one is made.
        fs::remove_file(&secret).unwrap();
        assert!(DiskCache::open(&dir).is_ok());
        assert_eq!(fs::read(&secret).unwrap().len(), 32);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// Processes (here threads) opening a fresh directory at once agree on one secret.
    #[test]
    fn racing_openers_share_one_secret() {
        let dir = temp_dir("race");
        let caches: Vec<DiskCache> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..8).map(|_| s.spawn(|| DiskCache::open(&dir).unwrap())).collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        caches[0].put(&key(), Output::Cubin, b"image").unwrap();
        for c in &caches {
            assert_eq!(c.get(&key(), Output::Cubin), Lookup::Whole(b"image".to_vec()));
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    fn config(vars: &[(&str, &str)]) -> CacheConfig {
        let vars: HashMap<String, OsString> = vars.iter().map(|(k, v)| (k.to_string(), OsString::from(v))).collect();
        CacheConfig::from_vars(|name| vars.get(name).cloned())
    }

    #[test]
    fn the_location_is_never_relative() {
        let home = [("HOME", "/home/u")];
        assert_eq!(config(&home).dir, Ok(PathBuf::from("/home/u/.cache/ferrocuda")));
        assert_eq!(config(&[("HOME", "/home/u"), ("XDG_CACHE_HOME", "/x")]).dir, Ok(PathBuf::from("/x/ferrocuda")));
        assert_eq!(config(&[("FERROCUDA_CACHE_DIR", "/c"), ("HOME", "/home/u")]).dir, Ok(PathBuf::from("/c")));
        // Empty and relative settings are not used.
        let c = config(&[("FERROCUDA_CACHE_DIR", ""), ("XDG_CACHE_HOME", "rel"), ("HOME", "/home/u")]);
        assert_eq!(c.dir, Ok(PathBuf::from("/home/u/.cache/ferrocuda")));
        assert!(c.warnings.is_empty(), "{:?}", c.warnings);
        let c = config(&[("FERROCUDA_CACHE_DIR", "cache"), ("HOME", "/home/u")]);
        assert_eq!(c.dir, Ok(PathBuf::from("/home/u/.cache/ferrocuda")));
        assert_eq!(c.warnings.len(), 1);
        assert!(c.warnings[0].starts_with("FERROCUDA_CACHE_DIR=`cache` is ignored: it is not an absolute path"));
        for vars in [
            &[("HOME", "")][..],
            &[("HOME", "relative")],
            &[("XDG_CACHE_HOME", ""), ("HOME", ".")],
            &[("FERROCUDA_CACHE_DIR", ""), ("HOME", "")],
            &[("FERROCUDA_CACHE_DIR", "./here")],
            &[],
        ] {
            let c = config(vars);
            let dir = c.dir.unwrap_err();
            assert!(dir.starts_with("no cache directory"), "{vars:?}: {dir}");
        }
    }

    #[test]
    fn ferrocuda_cache_values() {
        let home = ("HOME", "/home/u");
        for on in ["", " ", "1", "on", "ON", "True", "yes", "enabled", "Enable"] {
            let c = config(&[("FERROCUDA_CACHE", on), home]);
            assert!(c.dir.is_ok() && c.warnings.is_empty(), "{on:?}: {c:?}");
        }
        for off in ["0", "off", "OFF", "False", "no", "disabled", "Disable", " 0 "] {
            let c = config(&[("FERROCUDA_CACHE", off), home]);
            assert!(c.dir.is_err() && c.warnings.is_empty(), "{off:?}: {c:?}");
        }
        for odd in ["maybe", "2", "nope", "-1"] {
            let c = config(&[("FERROCUDA_CACHE", odd), home]);
            assert!(c.dir.is_err(), "{odd:?}: {c:?}");
            assert_eq!(c.warnings.len(), 1);
            let w = &c.warnings[0];
            assert!(
                w.starts_with(&format!("FERROCUDA_CACHE=`{odd}` is not understood, so the disk cache is off")),
                "{w}"
            );
            assert!(
                w.contains("1, on, true, yes, enable, enabled") && w.contains("0, off, false, no, disable, disabled")
            );
        }
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

    #[test]
    fn the_secret_is_not_printed() {
        let dir = temp_dir("debug");
        let cache = DiskCache::open(&dir).unwrap();
        let secret = fs::read(dir.join(SECRET_FILE)).unwrap();
        let shown = format!("{cache:?}");
        assert!(shown.contains("Secret(..)") && !shown.contains(&format!("{secret:?}")[1..20]), "{shown}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
