//! CUDA graphs (`stream.capture`): replays equal the launches run one by one; updates take new
//! arguments; buffers stay usable between replays; a buffer dropped while a graph uses it
//! lives until the graph goes; misuse is an `Err`.

use ferrocuda::prelude::*;
use ferrocuda::Error;

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

#[kernel]
pub fn axpb(x: &[f32], y: &mut [f32], a: f32, b: f32) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + b;
    }
}

#[kernel]
pub fn add_scaled(y: &mut [f32], x: &[f32], a: f32) {
    let i = grid(1);
    if i < y.len() {
        y[i] += a * x[i];
    }
}

#[kernel]
pub fn checked_read(x: &[f32], y: &mut [f32], at: usize) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i + at];
    }
}

/// Slow on purpose: each thread steps an LCG `steps` times before it writes, so that a kernel
/// after it that started early and did not wait would read what was there before.
#[kernel]
pub fn lcg_steps(x: &[u32], y: &mut [u32], steps: u32) {
    let i = grid(1);
    if i < y.len() {
        let mut v = x[i];
        for _ in 0..steps {
            v = v.wrapping_mul(1664525).wrapping_add(1013904223);
        }
        y[i] = v;
    }
}

/// Reads what the kernel before it wrote.
#[kernel]
pub fn plus_index(y: &[u32], z: &mut [u32]) {
    let i = grid(1);
    if i < z.len() {
        z[i] = y[i].wrapping_add(i as u32);
    }
}

fn lcg(v: u32, steps: u32) -> u32 {
    (0..steps).fold(v, |v, _| v.wrapping_mul(1664525).wrapping_add(1013904223))
}

/// On sm_90 and later the runtime lets a kernel start before the one before it in the stream
/// ends (programmatic dependent launch): each kernel of a chain reads what the one before it
/// wrote, after a slow one of one block and after a wide one (hundreds of blocks), launched
/// one by one and replayed as a graph. Every kernel must see its predecessor's writes, on the
/// stream and in the graph.
fn dependent_chain_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("dependent chain");
    let stream = fc(dev.new_stream())?;
    // (Fewer steps over more elements: the simulator runs each thread's loop.)
    for (n, steps) in [(32usize, 20_000u32), (100_000, 40)] {
        let host: Vec<u32> = random_vec(&mut rng, n);
        let rounds = 6;
        let mut want = host.clone();
        for _ in 0..rounds {
            want = want.iter().enumerate().map(|(i, &v)| lcg(v, steps).wrapping_add(i as u32)).collect();
        }
        let mut x = fc(dev.to_device(&host))?;
        let mut y = fc(dev.to_device(&vec![0u32; n]))?;
        let chain = |s: &Stream, x: &mut DeviceSlice<u32>, y: &mut DeviceSlice<u32>| -> ferrocuda::Result<()> {
            for _ in 0..rounds {
                lcg_steps.launch(Grid::for_elements(n).on(s), x, y, steps)?;
                plus_index.launch(Grid::for_elements(n).on(s), y, x)?;
            }
            Ok(())
        };
        fc(chain(&stream, &mut x, &mut y))?;
        fc(stream.synchronize())?;
        exact(&format!("{n} elements launched one by one"), &fc(x.to_vec())?, &want)?;
        fc(x.copy_from_host(&host))?;
        fc(y.copy_from_host(&vec![0u32; n]))?;
        let graph = fc(stream.capture(|s| chain(s, &mut x, &mut y)))?;
        fc(graph.launch(&stream))?;
        fc(stream.synchronize())?;
        exact(&format!("{n} elements in a graph"), &fc(x.to_vec())?, &want)?;
    }
    Ok(())
}

const N: usize = 3000;

/// The host's `step` of the captured work: `y = a x + b`, then `y += c_k x` for each `c_k`.
fn reference(x: &[f32], a: f32, b: f32, cs: &[f32]) -> Vec<f32> {
    x.iter()
        .map(|&v| {
            let mut y = a * v + b;
            for &c in cs {
                y += c * v;
            }
            y
        })
        .collect()
}

/// Within rounding of the host's reference (the GPU may fuse `a * x + b`).
fn near(got: &[f32], want: &[f32]) -> TestResult {
    compare("y", got, want, |g, w| (g - w).abs() <= 1e-5 * (1.0 + w.abs()))
}

fn capture_step(
    s: &Stream,
    x: &DeviceSlice<f32>,
    y: &mut DeviceSlice<f32>,
    a: f32,
    b: f32,
    cs: &[f32],
) -> ferrocuda::Result<()> {
    axpb.launch(Grid::for_elements(N).on(s), x, y, a, b)?;
    for &c in cs {
        add_scaled.launch(Grid::for_elements(N).on(s), y, x, c)?;
    }
    Ok(())
}

fn replay_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("graphs");
    let host = rng.vec_f32(N, -2.0, 2.0);
    let x = fc(dev.to_device(&host))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    let stream = fc(dev.new_stream())?;
    let cs: Vec<f32> = (0..7).map(|_| rng.f32_in(-1.0, 1.0)).collect();
    let (a, b) = (rng.f32_in(-3.0, 3.0), rng.f32_in(-1.0, 1.0));
    let mut graph = fc(stream.capture(|s| capture_step(s, &x, &mut y, a, b, &cs)))?;
    check!(graph.len() == 8, "the graph records {} launches, not 8", graph.len());
    // Capturing runs nothing.
    let before = fc(y.to_vec())?;
    check!(before.iter().all(|v| v.is_nan()), "the capture ran its launches");
    let want = reference(&host, a, b, &cs);
    for round in 0..3 {
        fc(y.copy_from_host(&vec![f32::NAN; N]))?;
        fc(graph.launch(&stream))?;
        let got = fc(y.to_vec())?;
        near(&got, &want).map_err(|e| format!("replay {round}: {e}"))?;
    }
    // New arguments, same kernels: updated in place.
    let (a2, b2) = (a + 1.0, b - 0.5);
    fc(graph.update(&stream, |s| capture_step(s, &x, &mut y, a2, b2, &cs)))?;
    fc(graph.launch(&stream))?;
    near(&fc(y.to_vec())?, &reference(&host, a2, b2, &cs)).map_err(|e| format!("after update: {e}"))?;
    // Other kernels: a new graph.
    fc(graph.update(&stream, |s| capture_step(s, &x, &mut y, a, b, &cs[..2])))?;
    check!(graph.len() == 3, "the updated graph records {} launches, not 3", graph.len());
    fc(graph.launch(&stream))?;
    near(&fc(y.to_vec())?, &reference(&host, a, b, &cs[..2])).map_err(|e| format!("reshaped: {e}"))
}

/// A buffer the graph uses, dropped while the graph lives: its memory is kept until then.
fn dropped_buffer_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("graphs-drop");
    let host = rng.vec_f32(N, -2.0, 2.0);
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    let stream = fc(dev.new_stream())?;
    let graph = {
        let x = fc(dev.to_device(&host))?;
        let g = fc(stream.capture(|s| axpb.launch(Grid::for_elements(N).on(s), &x, &mut y, 2.0, 1.0)))?;
        drop(x);
        g
    };
    // Other allocations in between must not take the held memory.
    let decoy = fc(dev.to_device(&vec![-7.0f32; N]))?;
    fc(graph.launch(&stream))?;
    let want: Vec<f32> = host.iter().map(|v| 2.0 * v + 1.0).collect();
    near(&fc(y.to_vec())?, &want)?;
    drop(graph);
    check!(fc(decoy.to_vec())?.iter().all(|&v| v == -7.0), "the decoy buffer was overwritten");
    Ok(())
}

fn misuse_test(dev: &Device) -> TestResult {
    let x = fc(dev.to_device(&vec![1.0f32; N]))?;
    let mut y = fc(dev.zeros::<f32>(N))?;
    let stream = fc(dev.new_stream())?;
    // The default stream inside a capture.
    let r = stream.capture(|_| axpb.launch(Grid::for_elements(N), &x, &mut y, 1.0, 0.0));
    check!(
        matches!(&r, Err(Error::Graph { message }) if message.contains("capturing stream")),
        "a default-stream launch inside a capture gave {r:?}"
    );
    // The outer stream inside the capture: the closure's own stream is the one to use.
    let r = stream.capture(|_| axpb.launch(Grid::for_elements(N).on(&stream), &x, &mut y, 1.0, 0.0));
    check!(
        matches!(&r, Err(Error::Graph { message }) if message.contains("the stream the closure is given")),
        "a launch on the outer stream inside a capture gave {r:?}"
    );
    // The stream stays usable, and so does capturing on it.
    let g = fc(stream.capture(|s| axpb.launch(Grid::for_elements(N).on(s), &x, &mut y, 1.0, 0.5)))?;
    fc(g.launch(&stream))?;
    check!(fc(y.to_vec())?.iter().all(|&v| v == 1.5), "the graph after a failed capture is wrong");
    // Asynchronous copies are not recorded: an `Err`, and the capture still ends.
    let pinned = fc(dev.pinned::<f32>(N))?;
    let r = stream.capture(|s| y.copy_from_host_async(&pinned, s));
    check!(matches!(&r, Err(Error::Graph { message }) if message.contains("copy_from_host_async")), "a copy: {r:?}");
    let other = fc(dev.new_stream())?;
    let r = stream.capture(|_| other.capture(|_| Ok(())).map(|_| ()));
    check!(matches!(&r, Err(Error::Graph { message }) if message.contains("inside another")), "nested: {r:?}");
    if !dev.is_simulator() {
        let sim = Device::simulator().new_stream().map_err(|e| e.to_string())?;
        check!(matches!(g.launch(&sim), Err(Error::MixedDevices { .. })), "a graph launched on another device");
    }
    Ok(())
}

/// A bounds-check failure in a replayed kernel is the next synchronizing call's panic.
fn panic_in_graph_test(dev: &Device) -> TestResult {
    let x = fc(dev.to_device(&vec![1.0f32; 64]))?;
    let mut y = fc(dev.zeros::<f32>(64))?;
    let stream = fc(dev.new_stream())?;
    let g = fc(stream.capture(|s| checked_read.launch(Grid::new(1u32, 64u32).on(s), &x, &mut y, 1)))?;
    let r = g.launch(&stream).and_then(|_| stream.synchronize());
    match r {
        Err(Error::KernelPanic(p)) => check!(p.message.contains("out of bounds"), "panic: {}", p.message),
        other => return Err(format!("a replay reading out of bounds gave {other:?}")),
    }
    Ok(())
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("graph_replay_and_update", replay_test),
        ("graph_keeps_dropped_buffers", dropped_buffer_test),
        ("graph_misuse", misuse_test),
        ("panic_in_graph", panic_in_graph_test),
        ("graph_dependent_kernels_see_each_others_writes", dependent_chain_test),
    ]
}
