//! CUDA graphs: `stream.capture(|s| …)` records the kernels launched on `s` into a [`Graph`]
//! instead of running them, and `graph.launch(&stream)` replays them all with one call.
//!
//! A graph keeps the device addresses its launches were given. So that a replay never
//! touches freed memory, the buffers a live graph uses are not freed when dropped: their
//! frees wait until the last graph using them is dropped (or updated away). Between replays
//! the buffers stay ordinary buffers: read them, write them, launch other kernels on them.

use std::cell::RefCell;
use std::fmt;

use crate::api::device::Device;
use crate::api::stream::Stream;
use crate::backend::cuda;
use crate::backend::deferred_free::{hold, release};
use crate::backend::RawStream;
use crate::base::error::{Error, Result};

/// A recorded simulator launch, replayed by running it again.
pub(crate) type SimOp = Box<dyn Fn() -> Result<()> + Send + Sync>;

/// Work captured from a stream, replayable with one call: on a GPU a CUDA graph (one
/// `cuGraphLaunch` for all its kernels), on the simulator the recorded launches run again.
/// (Written with the `ferrocuda` facade, which this crate cannot test against: `examples/graphs.rs`
/// runs the same.)
///
/// ```ignore
/// # use ferrocuda::prelude::*;
/// # #[kernel] fn scale(x: &mut [f32], a: f32) { let i = grid(1); if i < x.len() { x[i] *= a; } }
/// # fn main() -> ferrocuda::Result<()> {
/// let dev = Device::auto()?;
/// let stream = dev.new_stream()?;
/// let mut x = dev.to_device(&[1.0f32; 1024])?;
/// let mut graph = stream.capture(|s| {
///     for _ in 0..10 {
///         scale.launch(Grid::for_elements(1024).on(s), &mut x, 2.0)?;
///     }
///     Ok(())
/// })?;
/// graph.launch(&stream)?;                        // ten kernels, one call
/// let twice = x.to_vec()?;                       // 1024.0 each
/// graph.update(&stream, |s| scale.launch(Grid::for_elements(1024).on(s), &mut x, 0.5))?;
/// # Ok(()) }
/// ```
pub struct Graph {
    replay: Replay,
    device: Device,
    launches: usize,
    /// The device addresses the launches were given (held: see the module's documentation).
    held: Vec<u64>,
}

enum Replay {
    Gpu(cuda::graph::Graph),
    Sim(Vec<SimOp>),
}

/// What a capture on this thread has recorded so far.
struct Recording {
    /// The capturing stream, by address (launches on it are recorded).
    stream: usize,
    /// The stream `capture` was called on, by address (launches on it are a mistake).
    outer: usize,
    simulator: bool,
    addresses: Vec<u64>,
    ops: Vec<SimOp>,
    launches: usize,
}

thread_local! {
    static RECORDING: RefCell<Option<Recording>> = const { RefCell::new(None) };
}

/// What the launch path does with a launch made while this thread captures.
pub(crate) enum Captured {
    /// No capture, or another stream's launch: run it.
    Run,
    /// Recorded (on a GPU the driver records the launch itself: queue it as usual).
    Recorded,
    /// A simulator launch to record: hand over the op.
    Record,
}

/// Whether a launch on `stream` (the default stream when `None`) is captured, noting the
/// device addresses it passes. A launch on the default stream during a capture is an error,
/// as it is on a GPU.
pub(crate) fn on_launch(stream: Option<&Stream>, addresses: impl FnOnce(&mut Vec<u64>)) -> Result<Captured> {
    RECORDING.with(|r| {
        let mut r = r.borrow_mut();
        let Some(rec) = r.as_mut() else { return Ok(Captured::Run) };
        match stream {
            None => Err(Error::Graph {
                message: "a kernel was launched on the default stream while capturing: launch on the capturing \
                          stream (`grid.on(s)`, `s` the closure's argument)"
                    .into(),
            }),
            Some(s) if std::ptr::from_ref(s).addr() == rec.outer => Err(Error::Graph {
                message: "a kernel was launched on the stream `capture` was called on while capturing: launch on \
                          the stream the closure is given (`|s| kernel.launch(grid.on(s), …)`)"
                    .into(),
            }),
            Some(s) if std::ptr::from_ref(s).addr() == rec.stream => {
                addresses(&mut rec.addresses);
                rec.launches += 1;
                Ok(if rec.simulator { Captured::Record } else { Captured::Recorded })
            }
            Some(_) => Ok(Captured::Run),
        }
    })
}

/// Whether this thread is capturing a graph (a tuned launch cannot time its candidates then).
pub(crate) fn capturing() -> bool {
    RECORDING.with(|r| r.borrow().is_some())
}

/// An `Err` for `op` (an asynchronous copy) queued on the stream this thread captures: a graph records
/// kernel launches only, and a copy captured into one would leave its pinned buffer waiting
/// for an event no replay records.
pub(crate) fn refuse_in_capture(op: &str, stream: &Stream) -> Result<()> {
    let capturing =
        RECORDING.with(|r| r.borrow().as_ref().is_some_and(|rec| rec.stream == std::ptr::from_ref(stream).addr()));
    if capturing {
        return Err(Error::Graph {
            message: format!(
                "`{op}` was called while capturing: graphs record kernel launches only; queue the copy before \
                 or after the capture, or after `graph.launch(&stream)`"
            ),
        });
    }
    Ok(())
}

/// Records a simulator launch of the capture in progress.
pub(crate) fn record_sim(op: SimOp) {
    RECORDING.with(|r| {
        if let Some(rec) = r.borrow_mut().as_mut() {
            rec.ops.push(op);
        }
    });
}

/// Captures `f`'s launches on a stream of `stream`'s device made for the capture: on a GPU a
/// non-blocking one, so that the capture does not forbid other threads' work on the default
/// stream (a capturing *blocking* stream would: the default stream joins every blocking one).
fn record(stream: &Stream, f: impl FnOnce(&Stream) -> Result<()>) -> Result<(Replay, usize, Vec<u64>)> {
    if RECORDING.with(|r| r.borrow().is_some()) {
        return Err(Error::Graph {
            message: "a capture was started inside another: capture the streams one after the other".into(),
        });
    }
    let capturing = match &stream.raw {
        RawStream::Cuda(s) => {
            let c = cuda::Stream::for_capture(s.gpu())?;
            c.begin_capture()?;
            Stream { raw: RawStream::Cuda(c), device: stream.device.clone() }
        }
        RawStream::Simulator => Stream { raw: RawStream::Simulator, device: stream.device.clone() },
    };
    RECORDING.with(|r| {
        *r.borrow_mut() = Some(Recording {
            stream: std::ptr::from_ref(&capturing).addr(),
            outer: std::ptr::from_ref(stream).addr(),
            simulator: matches!(stream.raw, RawStream::Simulator),
            addresses: Vec::new(),
            ops: Vec::new(),
            launches: 0,
        })
    });
    let result = f(&capturing);
    let rec = RECORDING.with(|r| r.borrow_mut().take());
    let Some(rec) = rec else {
        return Err(Error::Graph { message: "the capture's record was lost".into() });
    };
    let replay = match &capturing.raw {
        // (Ended whatever `f` returned: a stream left capturing is unusable.)
        RawStream::Cuda(s) => s.end_capture().map(Replay::Gpu),
        RawStream::Simulator => Ok(Replay::Sim(rec.ops)),
    };
    result?;
    Ok((replay?, rec.launches, rec.addresses))
}

impl Stream {
    /// Records the kernels `f` launches on the stream it is given into a [`Graph`] (replayed
    /// later on this stream or another of the device), without running them. Launch only on
    /// that stream inside `f` (`grid.on(s)`): allocating, freeing, synchronous copies and
    /// synchronizing belong before or after.
    pub fn capture(&self, f: impl FnOnce(&Stream) -> Result<()>) -> Result<Graph> {
        let (replay, launches, held) = record(self, f)?;
        hold(&held);
        Ok(Graph { replay, device: self.device.clone(), launches, held })
    }
}

impl Graph {
    /// Queues one replay of every recorded launch on `stream`, in the order recorded. On the
    /// simulator they run before this returns.
    pub fn launch(&self, stream: &Stream) -> Result<()> {
        if stream.device != self.device {
            return Err(Error::MixedDevices {
                operation: "launch a graph".into(),
                parts: "the graph and the stream",
                devices: format!("{} and {}", self.device, stream.device),
                fix: "launch it on a stream of the device it was captured on",
            });
        }
        match (&self.replay, &stream.raw) {
            (Replay::Gpu(g), RawStream::Cuda(s)) => g.launch(s),
            (Replay::Sim(ops), RawStream::Simulator) => ops.iter().try_for_each(|op| op()),
            _ => Err(Error::Graph { message: "the graph and the stream are of different backends".into() }),
        }
    }

    /// Captures `f` again and takes its launches' arguments and configurations: in place when
    /// the new capture has the same kernels in the same order (the cheap path,
    /// `cuGraphExecUpdate`), as a new graph otherwise.
    pub fn update(&mut self, stream: &Stream, f: impl FnOnce(&Stream) -> Result<()>) -> Result<()> {
        let (replay, launches, held) = record(stream, f)?;
        hold(&held);
        match (&mut self.replay, replay) {
            (Replay::Gpu(old), Replay::Gpu(new)) => old.update(new),
            (old, new) => *old = new,
        }
        let previous = std::mem::replace(&mut self.held, held);
        release(&previous);
        self.launches = launches;
        Ok(())
    }

    /// How many kernel launches a replay runs.
    pub fn len(&self) -> usize {
        self.launches
    }

    /// Whether the graph has no launches.
    pub fn is_empty(&self) -> bool {
        self.launches == 0
    }

    /// The device it replays on.
    pub fn device(&self) -> &Device {
        &self.device
    }
}

impl Drop for Graph {
    fn drop(&mut self) {
        // The executable first: a replay still queued keeps it alive in the driver, and the
        // deferred frees below are stream-ordered after it.
        self.replay = Replay::Sim(Vec::new());
        release(&self.held);
    }
}

impl fmt::Debug for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Graph").field("device", &self.device).field("launches", &self.launches).finish()
    }
}
