//! Devices: a CUDA GPU or the CPU simulator, behind one handle.

use std::fmt;
use std::sync::Once;

use crate::api::array::{DeviceArray, DeviceArray1, DeviceArray2, DeviceArray3, DeviceArray4};
use crate::api::memory::DeviceBuffer;
use crate::api::stream::Stream;
use crate::backend::Backend;
use crate::base::error::{Error, Result};
use crate::base::limits::Limits;
use crate::lang::scalar::DeviceCopy;

/// A place to run kernels: a CUDA GPU, or the CPU simulator. Cheap to clone; clones are the
/// same device.
///
/// ```
/// use ferrocuda_runtime::Device;
///
/// let dev = Device::simulator();
/// let x = dev.to_device(&[1.0f32, 2.0, 3.0])?;
/// assert_eq!(x.to_vec()?, vec![1.0, 2.0, 3.0]);
/// # Ok::<(), ferrocuda_runtime::Error>(())
/// ```
#[derive(Clone)]
pub struct Device {
    backend: Backend,
}

impl Device {
    /// The CUDA GPU with this ordinal (0 is the first).
    ///
    /// Errors when there is no driver, no GPU, or no GPU with this ordinal; each error says
    /// what to install or which ordinals exist.
    pub fn get(ordinal: usize) -> Result<Device> {
        Ok(Device { backend: Backend::gpu(ordinal)? })
    }

    /// How many CUDA GPUs this process can use: `Ok(0)` when the driver works but there
    /// are none, an `Err` when the driver itself is missing or broken.
    pub fn count() -> Result<usize> {
        Backend::gpu_count()
    }

    /// The first CUDA GPU if there is one, else the CPU simulator (saying so on stderr once
    /// per process). `FERROCUDA_DEVICE` overrides the choice: `simulator` (or `sim`, `cpu`)
    /// picks the simulator, `N` or `cuda:N` the GPU with ordinal N, which must then exist;
    /// empty or `auto` is the default. Any other value is an [`Error::Setting`] quoting it.
    pub fn auto() -> Result<Device> {
        match device_setting(std::env::var_os("FERROCUDA_DEVICE"))? {
            DeviceSetting::Simulator => return Ok(Device::simulator()),
            DeviceSetting::Gpu(ordinal) => return Device::get(ordinal),
            DeviceSetting::Auto => {}
        }
        match Device::get(0) {
            Ok(d) => Ok(d),
            Err(e) => {
                static NOTE: Once = Once::new();
                NOTE.call_once(|| {
                    let why = match &e {
                        Error::InvalidDevice { count: 0, .. } => "no CUDA GPU was found".to_string(),
                        other => other.to_string(),
                    };
                    eprintln!("ferrocuda: running kernels on the CPU simulator: {why}");
                });
                Ok(Device::simulator())
            }
        }
    }

    /// The CPU simulator: runs kernels on the host with the same API and the same checks.
    pub fn simulator() -> Device {
        Device { backend: Backend::Simulator }
    }

    /// `true` for the CPU simulator.
    pub fn is_simulator(&self) -> bool {
        self.backend.is_simulator()
    }

    /// The GPU's ordinal, or `None` for the simulator.
    pub fn ordinal(&self) -> Option<usize> {
        self.backend.ordinal()
    }

    /// The device's name, e.g. `NVIDIA H200` or `CPU simulator`.
    pub fn name(&self) -> String {
        self.backend.name()
    }

    /// `(major, minor)` compute capability of a GPU, e.g. `(9, 0)`; `None` for the simulator.
    pub fn compute_capability(&self) -> Option<(u32, u32)> {
        self.backend.compute_capability()
    }

    /// Total device memory in bytes (`None` for the simulator).
    pub fn total_memory(&self) -> Option<usize> {
        self.backend.total_memory()
    }

    /// The launch limits this device enforces: the GPU's own, or for the simulator those of
    /// current GPUs ([`Limits::CUDA`]) with one multiprocessor per host thread.
    pub fn limits(&self) -> Limits {
        self.backend.limits()
    }

    /// Copies `data` into a new device buffer.
    pub fn to_device<T: DeviceCopy>(&self, data: &[T]) -> Result<DeviceBuffer<T>> {
        DeviceBuffer::from_host(self, data)
    }

    /// A new device buffer of `n` zeros.
    pub fn zeros<T: DeviceCopy>(&self, n: usize) -> Result<DeviceBuffer<T>> {
        DeviceBuffer::zeros(self, n)
    }

    /// A new N-dimensional array of zeros of `shape` (1 to 4 axes), rows pitched.
    pub fn zeros_nd<T: DeviceCopy, const D: usize>(&self, shape: [usize; D]) -> Result<DeviceArray<T, D>> {
        DeviceArray::zeros(self, shape)
    }

    /// A new N-dimensional array of `shape` holding `data` (row-major, C order), rows pitched.
    pub fn to_device_nd<T: DeviceCopy, const D: usize>(
        &self,
        data: &[T],
        shape: [usize; D],
    ) -> Result<DeviceArray<T, D>> {
        DeviceArray::from_host(self, data, shape)
    }

    /// A new 1-D array of `n` zeros (a kernel's `&Array1<T>`).
    pub fn zeros_1d<T: DeviceCopy>(&self, n: usize) -> Result<DeviceArray1<T>> {
        self.zeros_nd([n])
    }

    /// A new 2-D array of zeros, `(rows, columns)`, each row starting at a multiple of 128 bytes.
    pub fn zeros_2d<T: DeviceCopy>(&self, (rows, cols): (usize, usize)) -> Result<DeviceArray2<T>> {
        self.zeros_nd([rows, cols])
    }

    /// A new 3-D array of zeros.
    pub fn zeros_3d<T: DeviceCopy>(&self, (a, b, c): (usize, usize, usize)) -> Result<DeviceArray3<T>> {
        self.zeros_nd([a, b, c])
    }

    /// A new 4-D array of zeros (e.g. `(n, c, h, w)`).
    pub fn zeros_4d<T: DeviceCopy>(&self, (a, b, c, d): (usize, usize, usize, usize)) -> Result<DeviceArray4<T>> {
        self.zeros_nd([a, b, c, d])
    }

    /// A new 1-D array holding `data`.
    pub fn to_device_1d<T: DeviceCopy>(&self, data: &[T]) -> Result<DeviceArray1<T>> {
        self.to_device_nd(data, [data.len()])
    }

    /// A new 2-D array of `(rows, columns)` holding `data`, row-major: one pitched 2-D copy.
    pub fn to_device_2d<T: DeviceCopy>(&self, data: &[T], (rows, cols): (usize, usize)) -> Result<DeviceArray2<T>> {
        self.to_device_nd(data, [rows, cols])
    }

    /// A new 3-D array holding `data`, row-major.
    pub fn to_device_3d<T: DeviceCopy>(&self, data: &[T], (a, b, c): (usize, usize, usize)) -> Result<DeviceArray3<T>> {
        self.to_device_nd(data, [a, b, c])
    }

    /// A new 4-D array holding `data`, row-major.
    pub fn to_device_4d<T: DeviceCopy>(
        &self,
        data: &[T],
        (a, b, c, d): (usize, usize, usize, usize),
    ) -> Result<DeviceArray4<T>> {
        self.to_device_nd(data, [a, b, c, d])
    }

    /// `n` zeros of page-locked host memory, for asynchronous copies to and from this device.
    pub fn pinned<T: DeviceCopy>(&self, n: usize) -> Result<crate::api::pinned::PinnedBuffer<T>> {
        crate::api::pinned::PinnedBuffer::new(self, n)
    }

    /// `n` zeros of mapped (zero-copy) host memory, which kernels read and write directly
    /// over the bus: for data a kernel touches once, where a copy would move it twice.
    pub fn mapped<T: DeviceCopy>(&self, n: usize) -> Result<crate::api::mapped::MappedBuffer<T>> {
        crate::api::mapped::MappedBuffer::new(self, n)
    }

    /// A new device buffer of `n` zeros, allocated (from the device's memory pool) and zeroed
    /// in the order of `stream`'s work, without waiting for other streams as [`zeros`]
    /// does. It is freed, like every buffer, after the work queued on all streams.
    ///
    /// [`zeros`]: Self::zeros
    pub fn zeros_async<T: DeviceCopy>(&self, n: usize, stream: &Stream) -> Result<DeviceBuffer<T>> {
        DeviceBuffer::zeros_on(self, n, stream)
    }

    /// The device's memory pool (where device buffers come from and go back to): `None` on
    /// the simulator and on GPUs without pools.
    pub fn memory_pool(&self) -> Result<Option<PoolStats>> {
        Ok(self.backend.pool_stats()?.map(|[reserved, used, reserved_peak, used_peak]| PoolStats {
            reserved,
            used,
            reserved_peak,
            used_peak,
        }))
    }

    /// Returns the memory pool's unused memory to the driver (after the device's work),
    /// keeping at least `keep` bytes reserved, and resets the pool's peaks. Freed buffers
    /// stay in the pool otherwise, so that allocating again is cheap.
    pub fn trim_memory_pool(&self, keep: usize) -> Result<()> {
        self.backend.trim_pool(keep)
    }

    /// `n` zeros of unified (managed) memory, addressed by kernels and the host alike.
    pub fn unified<T: DeviceCopy>(&self, n: usize) -> Result<crate::api::unified::UnifiedBuffer<T>> {
        crate::api::unified::UnifiedBuffer::new(self, n)
    }

    /// A new stream on this device.
    pub fn new_stream(&self) -> Result<Stream> {
        Stream::new(self)
    }

    /// Waits for all work on the device; reports a kernel panic if one happened since the
    /// last synchronizing call.
    pub fn synchronize(&self) -> Result<()> {
        self.backend.synchronize()
    }

    /// Records an event after the work queued on the default stream so far (for timing
    /// with [`Event::elapsed`](crate::Event::elapsed)).
    pub fn record(&self) -> Result<crate::api::event::Event> {
        crate::api::event::Event::record(self, None)
    }

    /// The backend that runs this device's work.
    pub(crate) fn backend(&self) -> &Backend {
        &self.backend
    }

    /// The tag that device slices of this device carry.
    pub(crate) fn memory_tag(&self) -> u16 {
        self.backend.memory_tag()
    }

    /// The device a memory tag names. Tags only come from live buffers, whose device is
    /// open, so this finds it.
    pub(crate) fn from_memory_tag(tag: u16) -> Option<Device> {
        Backend::from_memory_tag(tag).map(|backend| Device { backend })
    }
}

/// What `FERROCUDA_DEVICE` asks [`Device::auto`] for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DeviceSetting {
    Auto,
    Simulator,
    Gpu(usize),
}

/// Parses `FERROCUDA_DEVICE` (case and surrounding blanks do not matter).
fn device_setting(value: Option<std::ffi::OsString>) -> Result<DeviceSetting> {
    let Some(value) = value else { return Ok(DeviceSetting::Auto) };
    let text = value.to_string_lossy();
    let v = text.trim().to_ascii_lowercase();
    let ordinal = |s: &str| (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok()).flatten();
    match v.as_str() {
        "" | "auto" => Ok(DeviceSetting::Auto),
        "simulator" | "sim" | "cpu" => Ok(DeviceSetting::Simulator),
        _ => match ordinal(v.strip_prefix("cuda:").unwrap_or(&v)) {
            Some(n) => Ok(DeviceSetting::Gpu(n)),
            None => Err(Error::Setting {
                name: "FERROCUDA_DEVICE",
                value: text.into_owned(),
                problem: "is not understood".into(),
                fix: "accepted values: `simulator` (or `sim`, `cpu`) for the CPU simulator, a GPU ordinal `N` \
                      or `cuda:N` (0 is the first GPU), or `auto` or empty for the first GPU, else the simulator"
                    .into(),
            }),
        },
    }
}

impl PartialEq for Device {
    fn eq(&self, other: &Self) -> bool {
        self.memory_tag() == other.memory_tag()
    }
}

impl Eq for Device {}

impl fmt::Display for Device {
    /// `cuda:0 (NVIDIA H200, sm_90)`, or `the CPU simulator`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.backend.describe())
    }
}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ferrocuda_device_values() {
        let parse = |v: &str| device_setting(Some(v.into()));
        assert_eq!(device_setting(None), Ok(DeviceSetting::Auto));
        for (v, want) in [
            ("", DeviceSetting::Auto),
            ("  ", DeviceSetting::Auto),
            ("auto", DeviceSetting::Auto),
            ("simulator", DeviceSetting::Simulator),
            ("SIMULATOR", DeviceSetting::Simulator),
            (" sim ", DeviceSetting::Simulator),
            ("cpu", DeviceSetting::Simulator),
            ("0", DeviceSetting::Gpu(0)),
            ("3", DeviceSetting::Gpu(3)),
            ("cuda:1", DeviceSetting::Gpu(1)),
            ("CUDA:0", DeviceSetting::Gpu(0)),
        ] {
            assert_eq!(parse(v), Ok(want), "{v:?}");
        }
        for bad in ["gpu0", "-1", "+1", "cuda:", "cuda:x", "gpu", "1.0", "99999999999999999999999"] {
            let e = parse(bad).unwrap_err();
            let text = e.to_string();
            assert!(
                text.starts_with(&format!("FERROCUDA_DEVICE=`{bad}` is not understood; accepted values: ")),
                "{text}"
            );
            assert!(text.contains("`simulator`") && text.contains("`cuda:N`"), "{text}");
        }
    }
}

/// What a device's memory pool holds, in bytes ([`Device::memory_pool`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolStats {
    /// Reserved from the driver: in use or kept for reuse.
    pub reserved: u64,
    /// Held by live buffers.
    pub used: u64,
    /// The most reserved at once since the last trim.
    pub reserved_peak: u64,
    /// The most in use at once since the last trim.
    pub used_peak: u64,
}
