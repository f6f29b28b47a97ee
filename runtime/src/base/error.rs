//! The one error type of ferrocuda. Every variant's `Display` says what happened and
//! what to do about it.

use std::fmt;

/// `std::result::Result` with ferrocuda's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong between writing a kernel and reading its results.
///
/// `Debug` prints the same sentence as `Display` (so an `Err` returned from
/// `fn main() -> ferrocuda::Result<()>` reads as the message), and `{:#?}` the variant and
/// its fields.
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub enum Error {
    /// The CUDA driver library (`libcuda.so.1`) could not be loaded.
    NoDriver {
        /// The library names that were tried.
        tried: Vec<String>,
    },
    /// The driver loaded, but initialising it failed (no GPU, or a driver/kernel-module mismatch).
    DriverInit {
        /// The driver's error name, e.g. `CUDA_ERROR_NO_DEVICE`.
        code: String,
        /// The driver's description of it.
        message: String,
    },
    /// `Device::get(ordinal)` named a GPU that does not exist.
    InvalidDevice {
        /// The ordinal that was asked for.
        ordinal: usize,
        /// How many CUDA devices there are.
        count: usize,
    },
    /// NVRTC (`libnvrtc.so`) was not found in any of the usual places.
    NvrtcNotFound {
        /// Every directory or file name that was tried, in order.
        searched: Vec<String>,
    },
    /// NCCL (`libnccl.so.2`), which the collectives need, was not found.
    NcclNotFound {
        /// Every library name or file that was tried, in order.
        searched: Vec<String>,
    },
    /// An NCCL call failed.
    Nccl {
        /// The NCCL function that failed.
        call: &'static str,
        /// NCCL's name of the result and its description of the failure.
        message: String,
    },
    /// A collective (`nccl::Comm`) given what it cannot use: `message` says what and what to do.
    Collective {
        /// The call, e.g. `all_gather`.
        op: String,
        /// What is wrong, and what to do instead.
        message: String,
    },
    /// NVRTC was found but a call into it failed outside compilation.
    Nvrtc {
        /// The NVRTC function that failed.
        call: &'static str,
        /// NVRTC's description of the failure.
        message: String,
    },
    /// NVRTC rejected the generated CUDA source. The log names Rust files and lines.
    Compile {
        /// The kernel being compiled.
        kernel: String,
        /// The target, e.g. `sm_90`.
        arch: String,
        /// NVRTC's log.
        log: String,
    },
    /// A CUDA driver call failed.
    Driver {
        /// The driver function that failed.
        call: &'static str,
        /// The driver's error name, e.g. `CUDA_ERROR_ILLEGAL_ADDRESS`.
        code: String,
        /// The driver's description of it.
        message: String,
    },
    /// A thread of a kernel panicked: an index out of bounds, a division by zero, `panic!`,
    /// a failed `assert!`. Reported by the first synchronizing call after the launch.
    KernelPanic(KernelPanic),
    /// The simulator saw two threads of a kernel access one element of memory without
    /// synchronisation, at least one of them writing (a data race; only the simulator checks).
    /// Reported by the first synchronizing call after the launch.
    DataRace(Box<DataRace>),
    /// A launch configuration the device cannot run, found before launching.
    LaunchConfig {
        /// The kernel.
        kernel: String,
        /// What is wrong and which limit it breaks.
        message: String,
    },
    /// The buffers, streams or events that one operation takes belong to different devices:
    /// a launch's buffers and stream, an asynchronous copy's slice and stream, a stream and
    /// the event it is to wait for, two events to time.
    MixedDevices {
        /// What was being done, e.g. ``launch kernel `saxpy` `` or
        /// `` queue `copy_from_host_async` ``.
        operation: String,
        /// What belongs to different devices, e.g. `its buffers and stream` or
        /// `the device slice and the stream`.
        parts: &'static str,
        /// The devices involved, e.g. `cuda:0 (NVIDIA H200, sm_90) and the CPU simulator`.
        devices: String,
        /// What to do instead.
        fix: &'static str,
    },
    /// A kernel has no buffer arguments and no stream, so there is no device to run it on.
    NoLaunchDevice {
        /// The kernel.
        kernel: String,
    },
    /// Two slices of different lengths were copied into each other.
    LengthMismatch {
        /// What was being done, e.g. `copy_to_host`.
        op: &'static str,
        /// The slice copied into, as the message names it (e.g. `the device slice`), and its length.
        destination: (&'static str, usize),
        /// The slice copied from (e.g. `the host slice`), and its length.
        source: (&'static str, usize),
    },
    /// An N-dimensional array operation whose shapes, indices or layout do not fit: `op` the
    /// call as written (`reshape((4, 5))`), `message` what is wrong and what to do.
    Shape {
        /// The call.
        op: String,
        /// What does not fit, and what to do instead.
        message: String,
    },
    /// Capturing, updating or replaying a CUDA graph (`stream.capture`) went wrong: `message`
    /// says what and what to do.
    Graph {
        /// What went wrong, and what to do instead.
        message: String,
    },
    /// `slice(range)` / `slice_mut(range)` with a range outside the buffer.
    OutOfRange {
        /// The requested range's start.
        start: usize,
        /// The requested range's end (exclusive).
        end: usize,
        /// The slice's length.
        len: usize,
    },
    /// An allocation the device could not satisfy.
    OutOfMemory {
        /// Which memory: `device memory`, `pinned host memory`, `unified memory`, or the
        /// `host memory` the simulator keeps its buffers in.
        memory: &'static str,
        /// Bytes requested.
        requested: usize,
        /// Bytes free on the device when it failed, if known.
        free: Option<usize>,
        /// Total bytes of device memory, if known.
        total: Option<usize>,
    },
    /// More elements than a device buffer can describe.
    TooLarge {
        /// Elements requested.
        len: usize,
    },
    /// A kernel faulted (an illegal address, a trap …): the device's context is lost.
    KernelFault {
        /// The kernel launched last on the device before the failing call.
        kernel: String,
        /// The device, e.g. `cuda:0 (NVIDIA H200, sm_90)`.
        device: String,
        /// The driver's error name.
        code: String,
        /// The driver's description of it.
        message: String,
    },
    /// The driver is older than NVRTC: code compiled by NVRTC would not load.
    DriverTooOld {
        /// The CUDA version the driver supports, e.g. `(12, 4)`.
        driver: (u32, u32),
        /// NVRTC's version.
        nvrtc: (u32, u32),
    },
    /// Something only a GPU can answer was asked of the simulator.
    NeedsGpu {
        /// What was asked.
        what: &'static str,
    },
    /// An environment setting (`FERROCUDA_DEVICE`, `FERROCUDA_NVRTC`) that cannot be honoured.
    Setting {
        /// The variable, e.g. `FERROCUDA_DEVICE`.
        name: &'static str,
        /// Its value.
        value: String,
        /// What is wrong with it, e.g. `is not understood`.
        problem: String,
        /// What it accepts, or what to do.
        fix: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoDriver { tried } => write!(
                f,
                "the CUDA driver library could not be loaded (tried {}); install the NVIDIA driver, \
                 or use Device::simulator() / Device::auto() to run kernels on the CPU",
                tried.join(", ")
            ),
            Error::DriverInit { code, message } => write!(
                f,
                "the CUDA driver failed to initialise: {code} ({message}); check `nvidia-smi`, \
                 or use Device::simulator() / Device::auto() to run kernels on the CPU"
            ),
            Error::InvalidDevice { ordinal, count } => match count {
                0 => write!(f, "there is no CUDA device {ordinal}: this machine has no CUDA devices; use Device::simulator() or Device::auto()"),
                1 => write!(f, "there is no CUDA device {ordinal}: this machine has 1 CUDA device (ordinal 0)"),
                n => write!(f, "there is no CUDA device {ordinal}: this machine has {n} CUDA devices (ordinals 0 to {})", n - 1),
            },
            Error::NvrtcNotFound { searched } => write!(
                f,
                "NVRTC (libnvrtc.so) was not found; looked in: {}. Install it with \
                 `pip install nvidia-cuda-nvrtc` or the CUDA toolkit, or set FERROCUDA_NVRTC to \
                 the directory that holds libnvrtc.so",
                searched.join(", ")
            ),
            Error::Nvrtc { call, message } => write!(f, "{call} failed: {message}"),
            Error::NcclNotFound { searched } => write!(
                f,
                "NCCL (libnccl.so.2), which collectives need, was not found; tried: {}. Install it with \
                 `pip install nvidia-nccl-cu13` (or your distribution's libnccl2), or set FERROCUDA_NCCL to \
                 the library's path",
                searched.join(", ")
            ),
            Error::Nccl { call, message } => write!(f, "{call} failed: {message}"),
            Error::Collective { op, message } => write!(f, "`{op}`: {message}"),
            Error::Compile { kernel, arch, log } => write!(
                f,
                "NVRTC could not compile kernel `{kernel}` for {arch}; this is a bug in ferrocuda's \
                 translation unless the log names your own code:\n{}",
                log.trim_end()
            ),
            Error::Driver { call, code, message } => {
                write!(f, "{call} failed: {code} ({message})")?;
                if is_sticky(code) {
                    write!(f, "; this error is sticky: the CUDA context of this device is unusable and the process must restart to use the GPU again")?;
                }
                Ok(())
            }
            Error::KernelPanic(p) => fmt::Display::fmt(p, f),
            Error::DataRace(r) => fmt::Display::fmt(r, f),
            Error::LaunchConfig { kernel, message } => {
                write!(f, "cannot launch kernel `{kernel}`: {message}")
            }
            Error::MixedDevices { operation, parts, devices, fix } => {
                write!(f, "cannot {operation}: {parts} are on different devices ({devices}); {fix}")
            }
            Error::NoLaunchDevice { kernel } => write!(
                f,
                "cannot launch kernel `{kernel}`: it has no buffer arguments to say which device to \
                 run on; give the grid a stream with `.on(&stream)`"
            ),
            Error::LengthMismatch { op, destination, source } => write!(
                f,
                "{op}: {} has {} elements but {} has {}; the lengths must match (use `slice(range)` to copy \
                 part of a buffer)",
                destination.0, destination.1, source.0, source.1
            ),
            Error::Shape { op, message } => write!(f, "`{op}`: {message}"),
            Error::Graph { message } => write!(f, "CUDA graph: {message}"),
            Error::OutOfRange { start, end, len } => {
                if start > end {
                    write!(f, "slice range {start}..{end} starts after it ends")
                } else {
                    write!(f, "slice range {start}..{end} is out of range for a buffer of {len} elements")
                }
            }
            Error::OutOfMemory { memory, requested, free, total } => {
                write!(f, "out of {memory}: asked for {}", bytes(*requested))?;
                if let (Some(free), Some(total)) = (free, total) {
                    write!(f, " but only {} of {} is free", bytes(*free), bytes(*total))?;
                }
                write!(f, "; free buffers you no longer need, or process the data in chunks")
            }
            Error::KernelFault { kernel, device, code, message } => write!(
                f,
                "kernel `{kernel}` (the last launched on {device} before this call) failed: {code} ({message}). \
                 The CUDA context of the device is lost: every later call on it fails, and the process must \
                 restart to use the GPU again. To find the faulting access, run the program under \
                 compute-sanitizer, or on the simulator (FERROCUDA_DEVICE=simulator), which checks every access"
            ),
            Error::DriverTooOld { driver, nvrtc } => write!(
                f,
                "the NVIDIA driver supports CUDA {}.{} but NVRTC is {}.{}: code it compiles would not load. \
                 Update the driver (CUDA {}.{} or newer), or use an NVRTC no newer than {}.{} \
                 (e.g. `pip install nvidia-cuda-nvrtc-cu{}`) via FERROCUDA_NVRTC",
                driver.0, driver.1, nvrtc.0, nvrtc.1, nvrtc.0, nvrtc.1, driver.0, driver.1, driver.0
            ),
            Error::NeedsGpu { what } => write!(f, "{what} needs a CUDA GPU; the simulator has none"),
            Error::Setting { name, value, problem, fix } => write!(f, "{name}=`{value}` {problem}; {fix}"),
            Error::TooLarge { len } => write!(
                f,
                "a device buffer of {len} elements is larger than ferrocuda supports (2^48 elements)"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// Errors after which the CUDA context cannot be used again.
pub(crate) fn is_sticky(code: &str) -> bool {
    matches!(
        code,
        "CUDA_ERROR_ILLEGAL_ADDRESS"
            | "CUDA_ERROR_ILLEGAL_INSTRUCTION"
            | "CUDA_ERROR_MISALIGNED_ADDRESS"
            | "CUDA_ERROR_INVALID_ADDRESS_SPACE"
            | "CUDA_ERROR_INVALID_PC"
            | "CUDA_ERROR_LAUNCH_FAILED"
            | "CUDA_ERROR_HARDWARE_STACK_ERROR"
            | "CUDA_ERROR_ASSERT"
    )
}

fn bytes(n: usize) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut value = n as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{n} B")
    } else {
        format!("{value:.2} {}", UNITS[unit])
    }
}

/// Where and why a kernel thread panicked. The GPU and the simulator report the same fields
/// for the same failure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelPanic {
    /// The kernel that was running.
    pub kernel: String,
    /// The Rust source file of the failing expression.
    pub file: String,
    /// Its line (1-based).
    pub line: u32,
    /// Its column (1-based).
    pub column: u32,
    /// What went wrong, worded as Rust words it, e.g.
    /// `index out of bounds: the len is 100 but the index is 100`.
    pub message: String,
    /// `thread_idx()` of the failing thread.
    pub thread: [u32; 3],
    /// `block_idx()` of the failing thread.
    pub block: [u32; 3],
}

impl fmt::Display for KernelPanic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [tx, ty, tz] = self.thread;
        let [bx, by, bz] = self.block;
        write!(
            f,
            "kernel `{}` panicked at {}:{}:{}: {} (thread ({tx}, {ty}, {tz}) of block ({bx}, {by}, {bz})); ",
            self.kernel, self.file, self.line, self.column, self.message
        )?;
        if self.is_out_of_bounds() {
            write!(f, "the out-of-bounds access did not happen, ")?;
        }
        write!(f, "the thread stopped there and the device is still usable")
    }
}

impl KernelPanic {
    /// Whether the panic is a failed bounds check (`index out of bounds: …`), whose access
    /// never happened: a failed read loaded nothing that was stored, a failed write wrote
    /// nothing.
    pub fn is_out_of_bounds(&self) -> bool {
        // (The messages of `PanicKind::IndexOutOfBounds` and of an N-d array's index, which
        // `abi/panic.rs` writes; its tests check that this recognizes both.)
        let m = &self.message;
        m.starts_with("index out of bounds: ")
            || (m.starts_with("index [") && m.contains("] is out of bounds for shape ["))
    }
}

/// A data race the simulator found: two accesses of one element by threads that nothing
/// orders, at least one a write, neither atomic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataRace {
    /// The kernel that was running.
    pub kernel: String,
    /// Whether the element is in the block's shared memory (else in a global buffer).
    pub shared: bool,
    /// The element's index (in shared memory: in the array, for the second access's type).
    pub element: u64,
    /// The access seen first.
    pub first: RaceAccess,
    /// The access that conflicts with it.
    pub second: RaceAccess,
}

/// One of the two accesses of a [`DataRace`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceAccess {
    /// `thread_idx()` of the thread.
    pub thread: [u32; 3],
    /// `block_idx()` of the thread.
    pub block: [u32; 3],
    /// A write (else a read).
    pub write: bool,
    /// Where, in the kernel's Rust source (`<unknown>` and 0 where the simulator lost it).
    pub file: String,
    /// The line (1-based).
    pub line: u32,
    /// The column (1-based).
    pub column: u32,
}

impl fmt::Display for RaceAccess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [tx, ty, tz] = self.thread;
        let [bx, by, bz] = self.block;
        let what = if self.write { "wrote" } else { "read" };
        write!(
            f,
            "thread ({tx}, {ty}, {tz}) of block ({bx}, {by}, {bz}) {what} it at {}:{}:{}",
            self.file, self.line, self.column
        )
    }
}

impl fmt::Display for DataRace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let memory = if self.shared { "shared memory" } else { "a global buffer" };
        let same_block = self.first.block == self.second.block;
        let fix = if same_block {
            "put a `sync_threads()` (or, within one warp, a `sync_warp()`) between the two accesses, make them atomic"
        } else {
            "threads of different blocks are never ordered within a launch: give each block its own elements, use \
             atomics, or, where one block hands data to another through an atomic flag, put a `threadfence()` between \
             the data's write and the flag's"
        };
        write!(
            f,
            "data race in kernel `{}` on element {} of {memory}: {}, and {}, with nothing ordering the two; {fix}, \
             or mark the kernel `#[kernel(racy)]` if it races on purpose",
            self.kernel, self.element, self.first, self.second
        )
    }
}

/// The variant and its fields (`{:#?}`), as `#[derive(Debug)]` would print them: every
/// variant with every field named, so that the compiler asks for a new one here.
macro_rules! structured {
    ($e:expr, $f:expr; $($variant:ident $({ $($field:ident),* })? $(($value:ident))?),* $(,)?) => {
        match $e {
            $(
                Error::$variant $({ $($field),* })? $(($value))? => {
                    $( return $f.debug_struct(stringify!($variant)) $(.field(stringify!($field), $field))* .finish(); )?
                    $( return $f.debug_tuple(stringify!($variant)).field($value).finish(); )?
                }
            )*
        }
    };
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return fmt::Display::fmt(self, f);
        }
        structured!(self, f;
            NoDriver { tried },
            DriverInit { code, message },
            InvalidDevice { ordinal, count },
            NvrtcNotFound { searched },
            NcclNotFound { searched },
            Nccl { call, message },
            Collective { op, message },
            Nvrtc { call, message },
            Compile { kernel, arch, log },
            Driver { call, code, message },
            KernelPanic(value),
            DataRace(value),
            LaunchConfig { kernel, message },
            MixedDevices { operation, parts, devices, fix },
            NoLaunchDevice { kernel },
            LengthMismatch { op, destination, source },
            Shape { op, message },
            Graph { message },
            OutOfRange { start, end, len },
            OutOfMemory { memory, requested, free, total },
            TooLarge { len },
            KernelFault { kernel, device, code, message },
            DriverTooOld { driver, nvrtc },
            NeedsGpu { what },
            Setting { name, value, problem, fix },
        )
    }
}

impl From<KernelPanic> for Error {
    fn from(p: KernelPanic) -> Self {
        Error::KernelPanic(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `fn main() -> ferrocuda::Result<()>` prints an `Err` with `Debug`: the message, as
    /// `Display` words it; `{:#?}` the structure.
    #[test]
    fn debug_is_the_message_and_alternate_the_structure() {
        let e = Error::InvalidDevice { ordinal: 3, count: 2 };
        assert_eq!(format!("{e:?}"), e.to_string());
        assert_eq!(format!("{e:#?}"), "InvalidDevice {\n    ordinal: 3,\n    count: 2,\n}");
        let p = Error::Graph { message: "m".into() };
        assert_eq!(format!("{:?}", Err::<(), _>(p.clone())), format!("Err({p})"));
    }

    #[test]
    fn messages_say_what_to_do() {
        let e = Error::InvalidDevice { ordinal: 3, count: 2 };
        assert_eq!(e.to_string(), "there is no CUDA device 3: this machine has 2 CUDA devices (ordinals 0 to 1)");
        let e = Error::OutOfMemory {
            memory: "device memory",
            requested: 3 << 30,
            free: Some(1 << 30),
            total: Some(80 << 30),
        };
        assert_eq!(
            e.to_string(),
            "out of device memory: asked for 3.00 GiB but only 1.00 GiB of 80.00 GiB is free; \
             free buffers you no longer need, or process the data in chunks"
        );
        let e = Error::Driver {
            call: "cuStreamSynchronize",
            code: "CUDA_ERROR_ILLEGAL_ADDRESS".into(),
            message: "an illegal memory access was encountered".into(),
        };
        assert!(e.to_string().contains("sticky"), "{e}");
        let e = Error::DriverTooOld { driver: (12, 4), nvrtc: (13, 0) };
        assert!(e.to_string().starts_with("the NVIDIA driver supports CUDA 12.4 but NVRTC is 13.0"), "{e}");
        assert!(e.to_string().contains("nvidia-cuda-nvrtc-cu12"), "{e}");
        let e = Error::KernelFault {
            kernel: "wild".into(),
            device: "cuda:0".into(),
            code: "CUDA_ERROR_ILLEGAL_ADDRESS".into(),
            message: "an illegal memory access was encountered".into(),
        };
        assert!(
            e.to_string().contains("kernel `wild`") && e.to_string().contains("context of the device is lost"),
            "{e}"
        );
        let e = Error::NvrtcNotFound { searched: vec!["/usr/local/cuda/lib64".into()] };
        assert!(
            e.to_string().contains("looked in: /usr/local/cuda/lib64") && e.to_string().contains("FERROCUDA_NVRTC"),
            "{e}"
        );
        let e = Error::OutOfRange { start: 5, end: 2, len: 10 };
        assert_eq!(e.to_string(), "slice range 5..2 starts after it ends");
    }

    #[test]
    fn kernel_panic_message_names_the_rust_location() {
        let p = KernelPanic {
            kernel: "saxpy".into(),
            file: "src/main.rs".into(),
            line: 7,
            column: 25,
            message: "index out of bounds: the len is 4 but the index is 4".into(),
            thread: [4, 0, 0],
            block: [0, 0, 0],
        };
        assert_eq!(
            Error::from(p).to_string(),
            "kernel `saxpy` panicked at src/main.rs:7:25: index out of bounds: the len is 4 but \
             the index is 4 (thread (4, 0, 0) of block (0, 0, 0)); the out-of-bounds access did not \
             happen, the thread stopped there and the device is still usable"
        );
    }

    #[test]
    fn only_a_bounds_check_says_the_access_did_not_happen() {
        let p = KernelPanic {
            kernel: "k".into(),
            file: "src/lib.rs".into(),
            line: 3,
            column: 5,
            message: "assertion failed: x > 0.0".into(),
            thread: [0; 3],
            block: [0; 3],
        };
        assert!(!p.is_out_of_bounds());
        assert_eq!(
            p.to_string(),
            "kernel `k` panicked at src/lib.rs:3:5: assertion failed: x > 0.0 (thread (0, 0, 0) of block \
             (0, 0, 0)); the thread stopped there and the device is still usable"
        );
        let e = Error::MixedDevices {
            operation: "queue `copy_from_host_async`".into(),
            parts: "the device slice and the stream",
            devices: "cuda:0 and cuda:1".into(),
            fix: "use a stream of the slice's device",
        };
        assert_eq!(
            e.to_string(),
            "cannot queue `copy_from_host_async`: the device slice and the stream are on different devices \
             (cuda:0 and cuda:1); use a stream of the slice's device"
        );
    }
}
