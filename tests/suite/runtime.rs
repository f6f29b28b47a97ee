//! The runtime: streams and events, pinned and unified memory, copies between devices,
//! occupancy, inspection, the disk cache, and the errors of each.

use std::time::Duration;

use ferrocuda::cache::{DiskCache, Outcome};
use ferrocuda::nvrtc::{CompileOptions, Nvrtc};
use ferrocuda::{kernel, Device, Error, Event, Grid};

use crate::check;
use crate::lang::*;
use crate::util::*;

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("rt_pinned_async_round_trip", pinned_round_trip),
        ("rt_streams_events_pipeline", pipeline),
        ("rt_event_elapsed", event_elapsed),
        ("rt_unified_memory", unified),
        ("rt_occupancy_and_for_elements", occupancy),
        ("rt_for_shape_covers_2d_and_3d_extents", for_shape),
        ("rt_ptx", ptx),
        ("rt_out_of_memory", out_of_memory),
        ("rt_async_copy_errors", async_copy_errors),
    ]
}

pub fn gpu_only() -> Vec<DeviceTest> {
    vec![
        ("rt_resources", resources),
        ("rt_copies_between_gpu_and_simulator", gpu_sim_copies),
        ("rt_illegal_address_names_the_kernel", illegal_address),
        ("rt_forged_cache_entry_is_not_run", forged_entry),
        ("rt_small_grid_compiles_no_twin", small_grid_compiles_no_twin),
    ]
}

pub fn sim_only() -> Vec<DeviceTest> {
    vec![("rt_resources_need_a_gpu", resources_sim)]
}

fn pinned_round_trip(dev: &Device) -> TestResult {
    let mut rng = Rng::new("pinned");
    let n = 100_000;
    let data = rng.vec_f32(n, -1.0, 1.0);
    let stream = fc(dev.new_stream())?;
    let mut h_in = fc(dev.pinned::<f32>(n))?;
    fc(h_in.copy_from_slice(&data))?;
    let mut h_out = fc(dev.pinned::<f32>(n))?;
    let mut d = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(d.copy_from_host_async(&h_in, &stream))?;
    fc(on_stream.launch(Grid::for_elements(n).on(&stream), &mut d, 1.5))?;
    fc(d.copy_to_host_async(&mut h_out, &stream))?;
    // Reading waits for the copy into the buffer.
    let want: Vec<f32> = (0..n).map(|i| 1.5 + i as f32).collect();
    exact("pinned out", fc(h_out.as_slice())?, &want)?;
    // Views: the second half only.
    let mut h_half = fc(dev.pinned::<f32>(n / 2))?;
    fc(fc(d.slice(n / 2..))?.copy_to_host_async(&mut h_half, &stream))?;
    fc(fc(d.slice_mut(..n / 2))?.copy_from_host_async(fc(h_in.slice(n / 2..))?, &stream))?;
    exact("half", fc(h_half.as_slice())?, &want[n / 2..])?;
    exact("moved", &fc(fc(d.slice(..n / 2))?.to_vec())?, &data[n / 2..])?;
    Ok(())
}

/// The overlap pattern: H2D on one stream, the kernel on another after an event, D2H on a
/// third after another event, chunk by chunk.
fn pipeline(dev: &Device) -> TestResult {
    let mut rng = Rng::new("pipeline");
    let (chunks, chunk) = (6usize, 20_000usize);
    let n = chunks * chunk;
    let data = rng.vec_f32(n, -2.0, 2.0);
    let (up, work, down) = (fc(dev.new_stream())?, fc(dev.new_stream())?, fc(dev.new_stream())?);
    let mut h_in = fc(dev.pinned::<f32>(n))?;
    fc(h_in.copy_from_slice(&data))?;
    let mut h_out = fc(dev.pinned::<f32>(n))?;
    let mut d_x = fc(dev.zeros::<f32>(n))?;
    let mut d_y = fc(dev.to_device(&vec![f32::NAN; n]))?;
    for c in 0..chunks {
        let r = c * chunk..(c + 1) * chunk;
        fc(fc(d_x.slice_mut(r.clone()))?.copy_from_host_async(fc(h_in.slice(r.clone()))?, &up))?;
        let uploaded = fc(up.record())?;
        fc(work.wait(&uploaded))?;
        fc(saxpy.launch(
            Grid::for_elements(chunk).on(&work),
            2.0,
            fc(d_x.slice(r.clone()))?,
            fc(d_y.slice_mut(r.clone()))?,
        ))?;
        let computed = fc(work.record())?;
        fc(down.wait(&computed))?;
        fc(fc(d_y.slice(r.clone()))?.copy_to_host_async(fc(h_out.slice_mut(r))?, &down))?;
    }
    fc(down.synchronize())?;
    // y was NaN: NaN + 2x is NaN, which shows every chunk was computed in order.
    let got = fc(h_out.to_vec())?;
    check!(got.iter().all(|v| v.is_nan()), "y was not NaN + 2x everywhere");
    // Now with y = 1.
    fc(d_y.copy_from_host(&vec![1.0; n]))?;
    for c in 0..chunks {
        let r = c * chunk..(c + 1) * chunk;
        fc(saxpy.launch(
            Grid::for_elements(chunk).on(&work),
            2.0,
            fc(d_x.slice(r.clone()))?,
            fc(d_y.slice_mut(r.clone()))?,
        ))?;
        let computed = fc(work.record())?;
        fc(down.wait(&computed))?;
        fc(fc(d_y.slice(r.clone()))?.copy_to_host_async(fc(h_out.slice_mut(r))?, &down))?;
    }
    let want: Vec<f32> = data.iter().map(|x| 2.0 * x + 1.0).collect();
    compare("pipeline", fc(h_out.as_slice())?, &want, |a, b| close_f32(*a, *b, 1e-6))
}

fn event_elapsed(dev: &Device) -> TestResult {
    let n = 1 << 20;
    let x = fc(dev.to_device(&vec![1.0f32; n]))?;
    let mut y = fc(dev.zeros::<f32>(n))?;
    let start = fc(dev.record())?;
    for _ in 0..3 {
        fc(saxpy.launch(Grid::for_elements(n), 1.0, &x, &mut y))?;
    }
    let end = fc(dev.record())?;
    let t = fc(Event::elapsed(&start, &end))?;
    check!(t > Duration::ZERO && t < Duration::from_secs(60), "implausible elapsed time {t:?}");
    exact("y", &fc(y.to_vec())?, &vec![3.0; n])
}

fn unified(dev: &Device) -> TestResult {
    let mut rng = Rng::new("unified");
    let n = 50_000;
    let data = rng.vec_f32(n, -1.0, 1.0);
    let stream = fc(dev.new_stream())?;
    let mut u = fc(dev.unified::<f32>(n))?;
    fc(u.host_mut())?.copy_from_slice(&data);
    fc(u.prefetch_to_device(&stream))?;
    fc(on_stream.launch(Grid::for_elements(n).on(&stream), &mut u, 0.25))?;
    fc(u.prefetch_to_host(&stream))?;
    let want: Vec<f32> = (0..n).map(|i| 0.25 + i as f32).collect();
    exact("unified", fc(u.host())?, &want)?;
    // Kernels read it as a slice, and copies treat it as device memory.
    let mut y = fc(dev.zeros::<f32>(n))?;
    fc(y.copy_from(&u))?;
    exact("copied", &fc(y.to_vec())?, &want)
}

fn occupancy(dev: &Device) -> TestResult {
    let blocks = fc(saxpy.occupancy(dev, 256))?;
    check!((1..=32).contains(&blocks), "implausible occupancy {blocks}");
    let blocks_small = fc(saxpy.occupancy(dev, 64))?;
    check!(blocks_small >= blocks, "smaller blocks fit fewer: {blocks_small} < {blocks}");
    // `for_elements` covers every element whatever block size it picks.
    let n = 123_457;
    let x = fc(dev.to_device(&vec![2.0f32; n]))?;
    let mut y = fc(dev.to_device(&vec![1.0f32; n]))?;
    fc(saxpy.launch(Grid::for_elements(n), 0.5, &x, &mut y))?;
    exact("y", &fc(y.to_vec())?, &vec![2.0; n])
}

/// Each point of a 2-D extent gets its own index (`y * w + x`, plus one), once.
#[kernel]
pub fn mark_2d(w: usize, h: usize, out: &mut [u32]) {
    let (x, y) = grid(2);
    if x < w && y < h {
        out[y * w + x] += (y * w + x) as u32 + 1;
    }
}

/// The same over a 3-D extent.
#[kernel]
pub fn mark_3d(w: usize, h: usize, d: usize, out: &mut [u32]) {
    let (x, y, z) = grid(3);
    if x < w && y < h && z < d {
        out[(z * h + y) * w + x] += ((z * h + y) * w + x) as u32 + 1;
    }
}

fn for_shape(dev: &Device) -> TestResult {
    // Odd extents (no block divides them), a narrow one, a flat one; every point once.
    for (w, h) in [(1000, 37), (3, 513), (4099, 1)] {
        let mut out = fc(dev.zeros::<u32>(w * h))?;
        fc(mark_2d.launch(Grid::for_shape((w, h)), w, h, &mut out))?;
        exact(&format!("({w}, {h})"), &fc(out.to_vec())?, &(1..=(w * h) as u32).collect::<Vec<_>>())?;
    }
    for (w, h, d) in [(33, 17, 9), (2, 3, 70)] {
        let mut out = fc(dev.zeros::<u32>(w * h * d))?;
        fc(mark_3d.launch(Grid::for_shape((w, h, d)), w, h, d, &mut out))?;
        exact(&format!("({w}, {h}, {d})"), &fc(out.to_vec())?, &(1..=(w * h * d) as u32).collect::<Vec<_>>())?;
    }
    // An empty extent launches nothing.
    let mut out = fc(dev.to_device(&[7u32]))?;
    fc(mark_2d.launch(Grid::for_shape((0, 5)), 0, 5, &mut out))?;
    exact("empty", &fc(out.to_vec())?, &[7])
}

fn ptx(dev: &Device) -> TestResult {
    let p = match saxpy.ptx(dev) {
        Ok(p) => p,
        Err(Error::NvrtcNotFound { .. }) => return Ok(()),
        Err(e) => return Err(e.to_string()),
    };
    check!(p.contains(".entry saxpy"), "no saxpy entry in the PTX:\n{p}");
    check!(!p.contains(".f64"), "f64 in an f32 kernel's PTX");
    Ok(())
}

fn resources(dev: &Device) -> TestResult {
    let r = fc(saxpy.resources(dev))?;
    check!(r.registers > 0 && r.registers <= 255, "implausible registers {r}");
    check!(r.max_threads_per_block >= 256, "implausible max threads {r}");
    check!(r.local_bytes == 0, "saxpy spills: {r}");
    let t = fc(crate::coop::reverse_blocks.resources(dev))?;
    check!(t.shared_bytes >= 1024, "reverse_blocks declares 1 KiB of shared memory: {t}");
    Ok(())
}

fn resources_sim(dev: &Device) -> TestResult {
    let e = saxpy.resources(dev).unwrap_err();
    check!(e.to_string() == "a kernel's resource usage needs a CUDA GPU; the simulator has none", "wrong message: {e}");
    Ok(())
}

fn out_of_memory(dev: &Device) -> TestResult {
    let huge = 1usize << 47;
    match dev.zeros::<u8>(huge) {
        Err(e @ Error::OutOfMemory { .. }) => {
            let text = e.to_string();
            let memory = if dev.is_simulator() {
                "host memory (where the simulator keeps its buffers)"
            } else {
                "device memory"
            };
            check!(text.starts_with(&format!("out of {memory}: asked for 128.00 TiB")), "wrong message: {text}");
            if !dev.is_simulator() {
                check!(text.contains("is free"), "the message does not say how much is free: {text}");
            }
            Ok(())
        }
        other => Err(format!("expected OutOfMemory, got {other:?}")),
    }
}

fn async_copy_errors(dev: &Device) -> TestResult {
    let stream = fc(dev.new_stream())?;
    let h = fc(dev.pinned::<u32>(10))?;
    let mut d = fc(dev.zeros::<u32>(12))?;
    let e = d.copy_from_host_async(&h, &stream).unwrap_err();
    check!(matches!(e, Error::LengthMismatch { destination: (_, 12), source: (_, 10), .. }), "wrong error: {e}");
    let e = h.slice(5..11).err().map(|e| e.to_string()).unwrap_or_default();
    check!(e == "slice range 5..11 is out of range for a buffer of 10 elements", "wrong message: {e}");
    Ok(())
}

fn gpu_sim_copies(gpu: &Device) -> TestResult {
    let sim = Device::simulator();
    let data: Vec<u64> = (0..1000).map(|i| i * i).collect();
    let s = fc(sim.to_device(&data))?;
    let mut g = fc(gpu.zeros::<u64>(1000))?;
    fc(g.copy_from(&s))?;
    let mut back = fc(sim.zeros::<u64>(1000))?;
    fc(back.copy_from(&g))?;
    exact("round trip", &fc(back.to_vec())?, &data)?;
    let others = fc(Device::count())?;
    if others >= 2 {
        let g1 = fc(Device::get(1))?;
        let mut h = fc(g1.zeros::<u64>(1000))?;
        fc(h.copy_from(&g))?;
        exact("peer copy", &fc(h.to_vec())?, &data)?;
        // And back, through a kernel on the second GPU.
        let x1 = fc(g1.to_device(&vec![1.0f32; 1000]))?;
        let mut y1 = fc(g1.to_device(&vec![2.0f32; 1000]))?;
        fc(saxpy.launch(Grid::for_elements(1000), 3.0, &x1, &mut y1))?;
        let mut y0 = fc(gpu.to_device(&vec![f32::NAN; 1000]))?;
        fc(y0.copy_from(&y1))?;
        exact("peer copy back", &fc(y0.to_vec())?, &vec![5.0f32; 1000])?;
        let e = saxpy.launch(Grid::for_elements(1000), 3.0, &x1, &mut y0).unwrap_err();
        check!(matches!(e, Error::MixedDevices { .. }), "buffers of two GPUs in one launch: {e}");
        check!(e.to_string().contains("cuda:0") && e.to_string().contains("cuda:1"), "{e}");
    }
    Ok(())
}

/// Whether the second GPU test can run: the peer copy needs two GPUs.
pub fn peer_note() -> Option<String> {
    match Device::count() {
        Ok(n) if n >= 2 => None,
        Ok(n) => {
            Some(format!("the peer copy of rt_copies_between_gpu_and_simulator needs 2 GPUs; this machine has {n}"))
        }
        Err(e) => Some(e.to_string()),
    }
}

// ------------------------------------------------------------------ disk cache (NVRTC)

pub type CacheTest = (&'static str, fn(&'static Nvrtc) -> TestResult);

pub fn cache_tests() -> Vec<CacheTest> {
    vec![
        ("cache::hit_after_miss", cache_hit),
        ("cache::miss_on_any_key_change", cache_key_changes),
        ("cache::corrupt_and_truncated_entries_are_recompiled", cache_corrupt),
        ("cache::concurrent_writers", cache_concurrent),
        ("cache::concurrent_processes", cache_concurrent_processes),
    ]
}

fn temp_cache(name: &str) -> DiskCache {
    let dir = std::env::temp_dir().join(format!("fc-suite-cache-{name}-{}-{}", std::process::id(), seed()));
    let _ = std::fs::remove_dir_all(&dir);
    DiskCache::new(dir)
}

fn cache_hit(nvrtc: &'static Nvrtc) -> TestResult {
    let cache = temp_cache("hit");
    let opts = CompileOptions::cubin(90);
    let (a, o1) = fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts))?;
    let (b, o2) = fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts))?;
    check!(o1 == Outcome::Miss && o2 == Outcome::Hit, "outcomes {o1:?} then {o2:?}");
    check!(a.image == b.image, "the cached image differs from the compiled one");
    let _ = std::fs::remove_dir_all(cache.dir());
    Ok(())
}

fn cache_key_changes(nvrtc: &'static Nvrtc) -> TestResult {
    let cache = temp_cache("keys");
    let base = CompileOptions::cubin(90);
    fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &base))?;
    let mut other_opts = base.clone();
    other_opts.extra.push("-DFC_TEST_OPTION=1".into());
    let variants: Vec<(&str, &str, CompileOptions)> = vec![
        ("source", vector_add.cuda_source(), base.clone()),
        ("arch", saxpy.cuda_source(), CompileOptions::cubin(80)),
        ("options", saxpy.cuda_source(), other_opts),
    ];
    for (what, src, opts) in variants {
        let (_, o) = fc(cache.compile(nvrtc, "k", src, &opts))?;
        check!(o == Outcome::Miss, "a different {what} hit the cache");
    }
    let _ = std::fs::remove_dir_all(cache.dir());
    Ok(())
}

fn cache_corrupt(nvrtc: &'static Nvrtc) -> TestResult {
    let cache = temp_cache("corrupt");
    let opts = CompileOptions::cubin(90);
    let (good, _) = fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts))?;
    let entry = std::fs::read_dir(cache.dir())
        .map_err(|e| e.to_string())?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "cubin"))
        .ok_or("no entry")?;
    let bytes = std::fs::read(&entry).map_err(|e| e.to_string())?;
    for (what, broken) in [
        ("truncated", bytes[..bytes.len() / 2].to_vec()),
        ("corrupt", {
            let mut b = bytes.clone();
            let mid = b.len() - 100;
            b[mid] ^= 0xff;
            b
        }),
    ] {
        std::fs::write(&entry, &broken).map_err(|e| e.to_string())?;
        let (again, o) = fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts))?;
        check!(o == Outcome::Repaired, "a {what} entry gave {o:?}");
        check!(again.image == good.image, "a {what} entry was not recompiled correctly");
        let (_, o) = fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts))?;
        check!(o == Outcome::Hit, "the repaired entry was not stored: {o:?}");
    }
    let _ = std::fs::remove_dir_all(cache.dir());
    Ok(())
}

fn cache_concurrent(nvrtc: &'static Nvrtc) -> TestResult {
    let cache = temp_cache("concurrent");
    let opts = CompileOptions::cubin(90);
    let results: Vec<Result<Vec<u8>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..6)
            .map(|_| {
                s.spawn(|| {
                    cache
                        .compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts)
                        .map(|(c, _)| c.image)
                        .map_err(|e| e.to_string())
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a writer panicked".into()))).collect()
    });
    let images: Vec<Vec<u8>> = results.into_iter().collect::<Result<_, _>>()?;
    check!(images.windows(2).all(|w| w[0] == w[1]), "writers disagree");
    let (_, o) = fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts))?;
    check!(o == Outcome::Hit, "after concurrent writers the entry is {o:?}");
    let leftovers = std::fs::read_dir(cache.dir())
        .map_err(|e| e.to_string())?
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .count();
    check!(leftovers == 0, "{leftovers} temporary files were left behind");
    let _ = std::fs::remove_dir_all(cache.dir());
    Ok(())
}

/// Processes racing to fill one cache directory: each gets a whole image, and one entry
/// remains, whole.
fn cache_concurrent_processes(nvrtc: &'static Nvrtc) -> TestResult {
    let cache = temp_cache("processes");
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let children: Vec<std::process::Child> = (0..4)
        .map(|_| {
            std::process::Command::new(&exe)
                .env("FERROCUDA_SUITE_CHILD", "cache_writer")
                .env("FERROCUDA_SUITE_CACHE_DIR", cache.dir())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .map_err(|e| e.to_string())
        })
        .collect::<Result<_, _>>()?;
    let mut images = Vec::new();
    for child in children {
        let out = child.wait_with_output().map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        check!(out.status.success(), "a writer process failed: {text}");
        images.push(text.trim().to_string());
    }
    check!(images.windows(2).all(|w| w[0] == w[1]), "writer processes disagree: {images:?}");
    let (c, o) = fc(cache.compile(nvrtc, "saxpy", saxpy.cuda_source(), &CompileOptions::cubin(90)))?;
    check!(o == Outcome::Hit, "after concurrent processes the entry is {o:?}");
    check!(images[0] == format!("{} bytes", c.image.len()), "{} vs {} bytes", images[0], c.image.len());
    let _ = std::fs::remove_dir_all(cache.dir());
    Ok(())
}

/// Runs in a child process: compiles `saxpy` through the cache in
/// `FERROCUDA_SUITE_CACHE_DIR` and prints the image's size.
pub fn child_cache_writer() -> i32 {
    let Some(dir) = std::env::var_os("FERROCUDA_SUITE_CACHE_DIR") else { return 3 };
    let run = || -> ferrocuda::Result<usize> {
        let nvrtc = ferrocuda::nvrtc::nvrtc()?;
        let (c, _) = DiskCache::new(dir).compile(nvrtc, "saxpy", saxpy.cuda_source(), &CompileOptions::cubin(90))?;
        Ok(c.image.len())
    };
    match run() {
        Ok(n) => {
            println!("{n} bytes");
            0
        }
        Err(e) => {
            println!("{e}");
            1
        }
    }
}

// ------------------------------------------------------------------ a faulting kernel, in a child process

/// Runs in a child process (the fault ruins the context for the rest of the process):
/// an unchecked kernel writes far out of bounds; prints the error of the next sync.
pub fn child_illegal_address() -> i32 {
    let run = || -> ferrocuda::Result<()> {
        let dev = Device::get(0)?;
        let mut y = dev.zeros::<f32>(16)?;
        wild_write.launch(Grid::new(1, 32), &mut y, 1 << 40)?;
        dev.synchronize()
    };
    match run() {
        Err(e) => {
            println!("ERROR: {e}");
            0
        }
        Ok(()) => {
            println!("no error");
            1
        }
    }
}

pub fn illegal_address(_gpu: &Device) -> TestResult {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let out = std::process::Command::new(exe)
        .env("FERROCUDA_SUITE_CHILD", "illegal_address")
        .output()
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout);
    check!(text.contains("kernel `wild_write`"), "the fault does not name the kernel:\n{text}");
    check!(text.contains("CUDA_ERROR_ILLEGAL_ADDRESS"), "not an illegal address:\n{text}");
    check!(text.contains("context of the device is lost"), "the message does not say the context is lost:\n{text}");
    Ok(())
}

// ------------------------------------------------------------------ the disk cache under attack (issue 18)

mod forged {
    use ferrocuda::prelude::*;

    /// What a forged cache entry runs in place of `vector_add`: the same parameters, other
    /// code (its symbol is renamed to `vector_add`'s before compiling).
    #[kernel]
    pub fn forged_vector_add(a: &[f32], b: &[f32], c: &mut [f32]) {
        let i = grid(1);
        if i < c.len() {
            c[i] = a[i] - b[i] + 1000.0;
        }
    }
}

/// Whether this process runs as root (the owner of a file it makes), which the second-user
/// test needs to act as another user.
pub fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt as _;
    let probe = std::env::temp_dir().join(format!("fc-suite-whoami-{}", std::process::id()));
    let uid = std::fs::write(&probe, b"").and_then(|_| std::fs::metadata(&probe)).map(|m| m.uid());
    let _ = std::fs::remove_file(&probe);
    uid.is_ok_and(|u| u == 0)
}

/// The attack of issue 18 as it was shown: another user (`nobody`, a child process run as
/// uid 65534) makes a world-writable cache directory and plants in it, under `saxpy`'s key,
/// an entry authentic under a secret of its own, that secret, and a note saying NVRTC is
/// 99.0. This process (root) pointed at the directory refuses it, and compiles `saxpy`
/// itself. Needs root; ignored (with the reason printed) otherwise.
pub fn another_users_directory(nvrtc: &'static Nvrtc) -> TestResult {
    use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
    let dir = std::env::temp_dir().join(format!("fc-suite-planted-{}-{}", std::process::id(), seed()));
    let _ = std::fs::remove_dir_all(&dir);
    let opts = CompileOptions::cubin(90);
    let key = DiskCache::key(nvrtc.version(), saxpy.cuda_source(), &opts);
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let planted = {
        use std::os::unix::process::CommandExt as _;
        std::process::Command::new(&exe)
            .uid(65534)
            .gid(65534)
            .env("FERROCUDA_SUITE_CHILD", "cache_planter")
            .env("FERROCUDA_SUITE_CACHE_DIR", &dir)
            .env("FERROCUDA_SUITE_PLANT_KEY", key.hex())
            .output()
    };
    let how = match planted {
        Ok(out) if out.status.success() => "by a process running as nobody",
        Ok(out) => {
            return Err(format!(
                "the planting process failed: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ))
        }
        // No CAP_SETUID (some containers): plant as root, then give it all to nobody.
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            plant(&dir, &key.hex()).map_err(|e| format!("planting: {e}"))?;
            for entry in std::fs::read_dir(&dir).map_err(|e| e.to_string())?.flatten() {
                std::os::unix::fs::chown(entry.path(), Some(65534), Some(65534)).map_err(|e| e.to_string())?;
            }
            std::os::unix::fs::chown(&dir, Some(65534), Some(65534)).map_err(|e| e.to_string())?;
            "as root, then chowned to nobody (this process may not change its uid)"
        }
        Err(e) => return Err(format!("cannot start a process as nobody: {e}")),
    };
    let meta = std::fs::metadata(&dir).map_err(|e| format!("nothing was planted {how}: {e}"))?;
    check!(
        meta.uid() == 65534 && meta.mode() & 0o777 == 0o777,
        "the planted directory is {:o} of uid {}",
        meta.mode(),
        meta.uid()
    );
    let entry = DiskCache::new(&dir).entry_path(&key, opts.output);
    let before = std::fs::read(&entry).map_err(|e| format!("no planted entry: {e}"))?;

    let refused = match DiskCache::open(&dir) {
        Ok(_) => return Err(format!("a directory planted {how} was accepted")),
        Err(r) => r,
    };
    check!(refused.problem.contains("owned by another user (uid 65534"), "refused for another reason: {refused}");
    let victim = DiskCache::new(&dir);
    let (compiled, outcome) = fc(victim.compile(nvrtc, "saxpy", saxpy.cuda_source(), &opts))?;
    let own = fc(nvrtc.compile_kernel_source("saxpy", saxpy.cuda_source(), &opts))?;
    check!(outcome == Outcome::Miss, "the planted directory gave {outcome:?}");
    check!(compiled.image == own.image, "the planted image was used");
    if let Some(fp) = ferrocuda::nvrtc::fingerprint() {
        check!(victim.noted_nvrtc(&fp).is_none(), "the planted note of NVRTC 99.0 was believed");
    }
    let after = std::fs::read(&entry).map_err(|e| e.to_string())?;
    check!(before == after, "the refused directory was written to");
    // Made private again, but still another user's: still refused.
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).map_err(|e| e.to_string())?;
    check!(DiskCache::open(&dir).is_err(), "a private directory of another user was accepted");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Plants what `another_users_directory` expects in `dir`: an entry under `key_hex`
/// authentic under the directory's own (the planter's) secret, a note saying NVRTC is
/// 99.0, and mode 0777 on the directory, 0666 on its files.
fn plant(dir: &std::path::Path, key_hex: &str) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt as _;
    let mut key = [0u8; 16];
    for (i, b) in key.iter_mut().enumerate() {
        *b = u8::from_str_radix(key_hex.get(2 * i..2 * i + 2).ok_or("short key")?, 16).map_err(|e| e.to_string())?;
    }
    let cache = DiskCache::open(dir).map_err(|e| e.to_string())?;
    let key = ferrocuda::cache::Key(key);
    cache.put(&key, ferrocuda::nvrtc::Output::Cubin, b"planted code").map_err(|e| e.to_string())?;
    if let Some(fp) = ferrocuda::nvrtc::fingerprint() {
        let facts = ferrocuda::nvrtc::NvrtcFacts { version: (99, 0), archs: vec![90] };
        cache.note_nvrtc(&fp, &facts).map_err(|e| e.to_string())?;
    }
    for entry in std::fs::read_dir(dir).map_err(|e| e.to_string())?.flatten() {
        std::fs::set_permissions(entry.path(), std::fs::Permissions::from_mode(0o666)).map_err(|e| e.to_string())?;
    }
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o777)).map_err(|e| e.to_string())
}

/// Runs in a child process, as another user: [`plant`]s in `FERROCUDA_SUITE_CACHE_DIR`.
pub fn child_cache_planter() -> i32 {
    let (Some(dir), Ok(key)) =
        (std::env::var_os("FERROCUDA_SUITE_CACHE_DIR"), std::env::var("FERROCUDA_SUITE_PLANT_KEY"))
    else {
        return 3;
    };
    match plant(std::path::Path::new(&dir), &key) {
        Ok(()) => 0,
        Err(e) => {
            println!("{e}");
            1
        }
    }
}

/// A forged CUBIN planted under a kernel's key is not run. The forged image is
/// `forged_vector_add` compiled under `vector_add`'s symbol (for the unit its launch runs); a child process (whose disk
/// cache is `FERROCUDA_CACHE_DIR`, a fresh directory) launches `vector_add` and says whose
/// code ran. First the image is stored authentically (with the directory's secret), and the
/// child must run the forged code: the plant is where and what the runtime reads. Then the
/// same image in the exact on-disk format but with a MAC made without the secret: the
/// child must compute `a + b`, and the entry is replaced by the real one.
fn forged_entry(dev: &Device) -> TestResult {
    use ferrocuda::cache::Lookup;
    use std::os::unix::fs::OpenOptionsExt as _;
    let nvrtc = fc(ferrocuda::nvrtc::nvrtc())?;
    let (major, minor) = dev.compute_capability().ok_or("the device has no compute capability")?;
    let options = nvrtc.options_for_device(major * 10 + minor);
    // (The child's arguments satisfy `vector_add`'s assumptions: it runs that variant's unit.)
    let victim = vector_add.__fc_info();
    let victim = victim.assumed().unwrap_or(victim);
    let key = DiskCache::key(nvrtc.version(), victim.cuda_source(), &options);
    let attacker = forged::forged_vector_add.__fc_info();
    let source = attacker.cuda_source().replace(attacker.symbol, victim.symbol);
    let forged = fc(nvrtc.compile_kernel_source("forged", &source, &options))?.image;

    let dir = std::env::temp_dir().join(format!("fc-suite-forged-{}-{}", std::process::id(), seed()));
    let _ = std::fs::remove_dir_all(&dir);
    let cache = DiskCache::open(&dir).map_err(|e| e.to_string())?;
    let path = cache.entry_path(&key, options.output);
    let run_victim = || -> Result<String, String> {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let out = std::process::Command::new(exe)
            .env("FERROCUDA_SUITE_CHILD", "cache_victim")
            .env("FERROCUDA_CACHE_DIR", &dir)
            .env_remove("FERROCUDA_CACHE")
            .output()
            .map_err(|e| e.to_string())?;
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    };

    cache.put(&key, options.output, &forged).map_err(|e| e.to_string())?;
    let authentic = std::fs::read(&path).map_err(|e| e.to_string())?;
    let out = run_victim()?;
    check!(out == "forged", "an authentic entry of the forged image did not run, so the plant misses: {out}");

    // The exact format (magic, length, key, MAC, image), with a MAC made without the secret.
    let mut planted = b"FCCACHE2".to_vec();
    planted.extend((forged.len() as u64).to_le_bytes());
    planted.extend(key.0);
    planted.extend([0x5a; 32]);
    planted.extend(&forged);
    check!(planted.len() == authentic.len(), "the planted entry's layout differs from the cache's");
    check!(planted[..32] == authentic[..32] && planted[64..] == authentic[64..], "the layout differs");
    let _ = std::fs::remove_file(&path);
    let mut f =
        std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(&path).map_err(|e| e.to_string())?;
    std::io::Write::write_all(&mut f, &planted).map_err(|e| e.to_string())?;
    drop(f);
    let out = run_victim()?;
    check!(out == "correct", "with a forged entry vector_add computed: {out}");
    match cache.get(&key, options.output) {
        Lookup::Whole(image) => check!(image != forged, "the forged entry is still there"),
        other => return Err(format!("the forged entry was not replaced: {other:?}")),
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// A launch of a grid too small for a `_lanes` twin compiles the kernel's own unit only, not
/// its lanes variant (the twins' unit): in a fresh process and disk cache, 1000 elements leave
/// the one entry, 2^24 elements (a grid of many waves on any GPU) the other too.
fn small_grid_compiles_no_twin(dev: &Device) -> TestResult {
    use ferrocuda::cache::Lookup;
    let nvrtc = fc(ferrocuda::nvrtc::nvrtc())?;
    let (major, minor) = dev.compute_capability().ok_or("the device has no compute capability")?;
    let options = nvrtc.options_for_device(major * 10 + minor);
    // (1000 and 2^24 elements satisfy `vector_add`'s assumptions: the child runs that variant.)
    let own = vector_add.__fc_info();
    let own = own.assumed().unwrap_or(own);
    // (The variant of the child's default settings, not of this process's, which other tests
    // change: `with_lanes` follows `set_vector_lanes`.)
    let twins = own.lanes_variant(true).ok_or("vector_add has no lanes variant")?;
    let dir = std::env::temp_dir().join(format!("fc-suite-twins-{}-{}", std::process::id(), seed()));
    let _ = std::fs::remove_dir_all(&dir);
    let cache = DiskCache::open(&dir).map_err(|e| e.to_string())?;
    let cached = |k: &'static ferrocuda::KernelInfo| {
        let key = DiskCache::key(nvrtc.version(), k.cuda_source(), &options);
        matches!(cache.get(&key, options.output), Lookup::Whole(_))
    };
    let run = |n: usize| -> Result<String, String> {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        // (The default lanes mode: `FERROCUDA_LANES=always` would run twins for any grid.)
        let out = std::process::Command::new(exe)
            .env("FERROCUDA_SUITE_CHILD", "cache_victim")
            .env(VICTIM_ELEMENTS, n.to_string())
            .env("FERROCUDA_CACHE_DIR", &dir)
            .env_remove("FERROCUDA_CACHE")
            .env_remove("FERROCUDA_LANES")
            .output()
            .map_err(|e| e.to_string())?;
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let out = run(1000)?;
    check!(out == "correct", "vector_add over 1000 elements in a child: {out}");
    check!(cached(own), "the kernel's own unit is not in the disk cache: the test looks in the wrong place");
    check!(!cached(twins), "a launch of 4 blocks compiled the kernel's twins, which only many waves of blocks run");
    let out = run(1 << 24)?;
    check!(out == "correct", "vector_add over 2^24 elements in a child: {out}");
    check!(cached(twins), "a launch of 65536 blocks compiled no twins: the first check proves nothing");
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// The child's element count for `vector_add` (`cache_victim`), 1000 when unset.
const VICTIM_ELEMENTS: &str = "FERROCUDA_SUITE_ELEMENTS";

/// Runs in a child process: launches `vector_add` on GPU 0 through the process's disk cache
/// and prints `correct`, `forged` (the forged kernel's results) or what it got.
pub fn child_cache_victim() -> i32 {
    let run = || -> ferrocuda::Result<String> {
        let dev = Device::get(0)?;
        let n = std::env::var(VICTIM_ELEMENTS).ok().and_then(|v| v.parse().ok()).unwrap_or(1000);
        let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
        let b: Vec<f32> = (0..n).map(|i| (2 * i) as f32).collect();
        let (da, db) = (dev.to_device(&a)?, dev.to_device(&b)?);
        let mut dc = dev.zeros::<f32>(n)?;
        vector_add.launch(Grid::for_elements(n), &da, &db, &mut dc)?;
        let c = dc.to_vec()?;
        let all = |f: &dyn Fn(f32, f32) -> f32| c.iter().zip(a.iter().zip(&b)).all(|(&c, (&a, &b))| c == f(a, b));
        Ok(if all(&|a, b| a + b) {
            "correct".into()
        } else if all(&|a, b| a - b + 1000.0) {
            "forged".into()
        } else {
            format!("neither: {:?}", &c[..4])
        })
    };
    match run() {
        Ok(verdict) => {
            println!("{verdict}");
            0
        }
        Err(e) => {
            println!("error: {e}");
            1
        }
    }
}

/// Without bounds checks, every thread but the first writes far out of bounds: a GPU
/// fault (the runtime tests run it in a child process).
#[kernel(unchecked)]
pub fn wild_write(y: &mut [f32], far: usize) {
    let i = grid(1);
    y[i * far] = 1.0;
}
