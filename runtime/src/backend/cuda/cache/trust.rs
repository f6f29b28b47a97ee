//! The disk cache's threat model, as checks on files (docs/runtime.md, "The disk cache's
//! threat model"): files are created private (0600, directories 0700) and replaced
//! atomically; a file is read only when it is a regular file of the effective user's, not
//! group- or world-writable, opened without following symbolic links or blocking, and of a
//! sane size; the directory is trusted only when it is the user's own, and its per-user
//! secret (the MACs' key) is made and read under the same rules. `mod.rs` is the cache's
//! format: keys, entries, notes and their MACs.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::*;

/// Writes `parts` to a new private temporary file beside `path`, then renames it over
/// `path` (which replaces whatever is there, a symbolic link or a FIFO included, without
/// writing through it).
///
/// Not synced to the disk first: the rename is what makes a write whole for other processes,
/// and an entry or note torn by a crash fails its MAC and is made again. (Without the sync, a
/// cold first launch went from 31.5 to 20.8 ms on the H200 machine: docs/benchmarks.md.)
pub(super) fn write_atomically(path: &Path, parts: &[&[u8]]) -> io::Result<()> {
    let tmp = temp_name(path);
    let result = (|| {
        let mut f = create_private_file(&tmp)?;
        for part in parts {
            f.write_all(part)?;
        }
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// A temporary file name beside `path`, unique to this process and thread and moment.
pub(super) fn temp_name(path: &Path) -> PathBuf {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let thread = format!("{:?}", std::thread::current().id()).replace(|c: char| !c.is_ascii_alphanumeric(), "");
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.{thread}.{nanos}.tmp", std::process::id()))
}

/// Who else may have the permission bits of a file that is read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Exposure {
    /// Nobody else may write it (entries, facts).
    Shared,
    /// Nobody else may read or write it (the secret).
    Private,
}

/// What a checked read found.
#[derive(Debug)]
pub(super) enum Found {
    Absent,
    /// There is something, but not a file to believe; why.
    Bad(String),
    Bytes(Vec<u8>),
}

/// Reads `path` if it is a regular file (not a symbolic link) of the effective user's, not
/// writable by others, of at most `max` bytes. Never blocks on a FIFO, never reads a device.
pub(super) fn read_checked(path: &Path, max: u64, exposure: Exposure) -> Found {
    let file = match open_for_reading(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Found::Absent,
        Err(e) if is_symlink_refusal(&e) => return Found::Bad("is a symbolic link".into()),
        Err(e) => return Found::Bad(format!("cannot be opened: {e}")),
    };
    // Of the file opened, not of the path (which could have changed in between).
    let meta = match file.metadata() {
        Ok(m) => m,
        Err(e) => return Found::Bad(format!("cannot be examined: {e}")),
    };
    if !meta.file_type().is_file() {
        return Found::Bad(format!("is not a regular file but {}", kind_of(&meta.file_type())));
    }
    if let Err(why) = check_owner_and_mode(&meta, exposure) {
        return Found::Bad(why);
    }
    if meta.len() > max {
        return Found::Bad(format!("is {} bytes, more than the {max} it may be", meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    if let Err(e) = file.take(max + 1).read_to_end(&mut bytes) {
        return Found::Bad(format!("cannot be read: {e}"));
    }
    if bytes.len() as u64 != meta.len() {
        return Found::Bad("changed size while it was read".into());
    }
    Found::Bytes(bytes)
}

#[cfg(unix)]
pub(super) fn open_for_reading(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt as _;
    OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC).open(path)
}

#[cfg(not(unix))]
pub(super) fn open_for_reading(path: &Path) -> io::Result<File> {
    if fs::symlink_metadata(path)?.file_type().is_symlink() {
        return Err(io::Error::other("a symbolic link"));
    }
    OpenOptions::new().read(true).open(path)
}

/// The error of opening a symbolic link with `O_NOFOLLOW` (ELOOP; EMLINK on FreeBSD).
pub(super) fn is_symlink_refusal(e: &io::Error) -> bool {
    #[cfg(unix)]
    {
        matches!(e.raw_os_error(), Some(libc::ELOOP) | Some(libc::EMLINK))
    }
    #[cfg(not(unix))]
    {
        e.kind() == io::ErrorKind::Other
    }
}

pub(super) fn kind_of(t: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a directory"
    } else {
        "something else"
    }
}

/// The effective user of the process: the owner files it creates get.
#[cfg(unix)]
pub(super) fn euid() -> u32 {
    // Safety: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

#[cfg(unix)]
pub(super) fn check_owner_and_mode(meta: &fs::Metadata, exposure: Exposure) -> std::result::Result<(), String> {
    use std::os::unix::fs::MetadataExt as _;
    let me = euid();
    if meta.uid() != me {
        return Err(format!("is owned by another user (uid {}, not {me})", meta.uid()));
    }
    let mode = meta.mode() & 0o7777;
    let others = match exposure {
        Exposure::Shared => 0o022,
        Exposure::Private => 0o077,
    };
    if mode & others != 0 {
        return Err(format!("has mode {mode:04o}: it is open to other users"));
    }
    Ok(())
}

#[cfg(not(unix))]
pub(super) fn check_owner_and_mode(_: &fs::Metadata, _: Exposure) -> std::result::Result<(), String> {
    Ok(())
}

/// A new file only this user can read and write; fails if anything exists at `path`.
pub(super) fn create_private_file(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600).custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC);
    }
    options.open(path)
}

/// Creates `dir` and its missing parents, each only this user can enter (0700).
pub(super) fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// `path` as a shell word, for a command in a message.
pub(super) fn shell_word(path: &Path) -> String {
    let s = path.display().to_string();
    if s.chars().all(|c| c.is_ascii_alphanumeric() || "/._-+~=,:@".contains(c)) {
        s
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// Checks that `dir` (created if missing) is the effective user's own and not writable by
/// others, and loads or creates its secret.
pub(super) fn trust_dir(dir: &Path) -> std::result::Result<Secret, CacheRefused> {
    let refuse = |problem: String, fix: String| CacheRefused { dir: dir.to_path_buf(), problem, fix };
    let elsewhere =
        "set FERROCUDA_CACHE_DIR to a directory of your own, or FERROCUDA_CACHE=0 to compile in every process";
    let meta = match fs::metadata(dir) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            create_private_dir(dir).map_err(|e| refuse(format!("it cannot be created: {e}"), elsewhere.into()))?;
            fs::metadata(dir)
        }
        other => other,
    }
    .map_err(|e| refuse(format!("it cannot be examined: {e}"), elsewhere.into()))?;
    if !meta.is_dir() {
        return Err(refuse("it is not a directory".into(), elsewhere.into()));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        let me = euid();
        if meta.uid() != me {
            return Err(refuse(
                format!(
                    "it is owned by another user (uid {}; this process runs as uid {me}), who could put code \
                     in it that would run as yours",
                    meta.uid()
                ),
                elsewhere.into(),
            ));
        }
        let mode = meta.mode() & 0o7777;
        if mode & 0o022 != 0 {
            let who = if mode & 0o002 != 0 { "other users" } else { "its group" };
            return Err(refuse(
                format!("it is writable by {who} (mode {mode:04o}), who could put code in it that would run as yours"),
                format!("run `chmod 700 {}`, or {elsewhere}", shell_word(dir)),
            ));
        }
    }
    load_or_create_secret(dir).map_err(|(problem, fix)| refuse(problem, fix))
}

/// The directory's secret: read when there is one (a regular file of the user's, 0600,
/// exactly 32 bytes), else made from the system's random source and published atomically.
pub(super) fn load_or_create_secret(dir: &Path) -> std::result::Result<Secret, (String, String)> {
    let path = dir.join(SECRET_FILE);
    let bad = |why: String| {
        (
            format!("its secret {} {why}", path.display()),
            format!("remove {} (a new one is made, and the entries are compiled again once)", shell_word(&path)),
        )
    };
    for _ in 0..3 {
        match read_checked(&path, SECRET_LEN as u64, Exposure::Private) {
            Found::Bytes(bytes) => {
                let bytes: [u8; SECRET_LEN] =
                    bytes.try_into().map_err(|b: Vec<u8>| bad(format!("is {} bytes, not {SECRET_LEN}", b.len())))?;
                return Ok(Secret(bytes));
            }
            Found::Bad(why) => return Err(bad(why)),
            Found::Absent => {}
        }
        match create_secret(&path) {
            Ok(secret) => return Ok(secret),
            // Another process published one first: read it.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err((
                    format!("its secret {} cannot be created: {e}", path.display()),
                    "set FERROCUDA_CACHE_DIR to a directory you can write, or FERROCUDA_CACHE=0".into(),
                ))
            }
        }
    }
    Err(bad("keeps appearing and disappearing".into()))
}

/// Writes a new secret to a private temporary file and links it into place, so that a
/// reader sees all 32 bytes or no file, and of racing processes one secret wins.
pub(super) fn create_secret(path: &Path) -> io::Result<Secret> {
    let bytes = random_secret()?;
    let tmp = temp_name(path);
    let result = (|| {
        let mut f = create_private_file(&tmp)?;
        f.write_all(&bytes)?;
        f.sync_all()?;
        match fs::hard_link(&tmp, path) {
            Err(e) if e.kind() != io::ErrorKind::AlreadyExists => fs::rename(&tmp, path),
            other => other,
        }
    })();
    let _ = fs::remove_file(&tmp);
    result.map(|()| Secret(bytes))
}

#[cfg(unix)]
pub(super) fn random_secret() -> io::Result<[u8; SECRET_LEN]> {
    let mut bytes = [0u8; SECRET_LEN];
    File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    Ok(bytes)
}

#[cfg(not(unix))]
pub(super) fn random_secret() -> io::Result<[u8; SECRET_LEN]> {
    // std's hasher keys come from the system's random source.
    use std::hash::{BuildHasher as _, Hasher as _};
    let mut bytes = [0u8; SECRET_LEN];
    for (i, chunk) in bytes.chunks_mut(8).enumerate() {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_usize(i);
        chunk.copy_from_slice(&h.finish().to_le_bytes());
    }
    Ok(bytes)
}
