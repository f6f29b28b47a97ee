//! cudarc interop (feature `cudarc`): cudarc's buffers as launch arguments, ferrocuda's buffers
//! as cudarc slices, cudarc's streams as ferrocuda streams. Both libraries use the device's
//! primary context, so their pointers and streams are the same driver objects; what this
//! module adds is the ordering that keeps each library's frees and writes after the other's
//! work, whichever streams either uses:
//!
//! - [`borrow`] / [`borrow_mut`] of a cudarc slice: ferrocuda's later work waits for cudarc's
//!   earlier work on the slice (cudarc's events, then the slice's stream), and when the borrow
//!   ends the slice's stream waits for the work queued on ferrocuda's streams, so that a cudarc
//!   free or write after it cannot overtake a kernel still using the memory;
//! - [`DeviceSlice::as_cudarc`] / [`as_cudarc_mut`](DeviceSlice::as_cudarc_mut): the same the
//!   other way: cudarc's stream waits for ferrocuda's work first, and ferrocuda's default stream
//!   (where it frees) waits for the cudarc stream's work when the view ends.
//!
//! Works with cudarc 0.19, the version ferrocuda depends on (cargo gives both the same one).

use std::marker::PhantomData;
use std::mem::ManuallyDrop;
use std::ops::Deref;
use std::sync::Arc;

#[allow(unused_imports)]
use ::cudarc::driver::DeviceSlice as _;
use ::cudarc::driver::{CudaContext, CudaSlice, CudaStream, CudaViewMut, DevicePtr, DevicePtrMut, SyncOnDrop};

use crate::api::device::Device;
use crate::api::memory::{raw_slice, DeviceSlice};
use crate::api::stream::Stream;
use crate::backend::cuda::{self, Gpu};
use crate::backend::{Backend, RawStream};
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

/// The ferrocuda device of a cudarc context, which must be the GPU's primary context.
fn device_of(ctx: &Arc<CudaContext>) -> Result<(Device, Arc<Gpu>)> {
    let dev = Device::get(ctx.ordinal())?;
    match dev.backend() {
        Backend::Cuda(g) if g.context_is(ctx.cu_ctx()) => {
            let g = g.clone();
            Ok((dev, g))
        }
        _ => Err(Error::MixedDevices {
            operation: "use a cudarc context".into(),
            parts: "the cudarc context and ferrocuda's device",
            devices: format!("a cudarc context of GPU {} and {dev}", ctx.ordinal()),
            fix: "make the cudarc context with `CudaContext::new(ordinal)`: the device's primary context, which \
                  ferrocuda uses",
        }),
    }
}

impl Device {
    /// The device of a cudarc context made with `CudaContext::new(ordinal)`.
    pub fn from_cudarc(ctx: &Arc<CudaContext>) -> Result<Device> {
        device_of(ctx).map(|(d, _)| d)
    }
}

impl Stream {
    /// A ferrocuda stream that queues on cudarc's `stream` (kept alive by the returned one):
    /// launches with `grid.on(&s)` run in order with cudarc's work there. cudarc's streams do
    /// not wait for the default stream, where ferrocuda frees, nor it for them: after each
    /// launch or copy on this stream the default stream is made to wait for it, so no free
    /// overtakes the work.
    pub fn from_cudarc(stream: &Arc<CudaStream>) -> Result<Stream> {
        let (device, gpu) = device_of(stream.context())?;
        let raw = cuda::Stream::borrowed(&gpu, stream.cu_stream(), Box::new(stream.clone()));
        Ok(Stream { raw: RawStream::Cuda(raw), device })
    }
}

/// A cudarc slice (`CudaSlice`, `CudaView`) borrowed as a `&DeviceSlice<T>` for launches.
pub struct Borrowed<'a, T: DeviceCopy> {
    addr: u64,
    len: usize,
    device: Device,
    gpu: Arc<Gpu>,
    stream: &'a Arc<CudaStream>,
    /// cudarc's record of the use, made when the borrow ends (after the ordering in `Drop`).
    guard: ManuallyDrop<SyncOnDrop<'a>>,
    _slice: PhantomData<&'a T>,
}

/// A cudarc slice (`CudaSlice`, `CudaViewMut`) borrowed as a `&mut DeviceSlice<T>`.
pub struct BorrowedMut<'a, T: DeviceCopy>(Borrowed<'a, T>);

/// Borrows a cudarc slice or view of device memory for ferrocuda launches on any stream of
/// its device; `stream` is the cudarc stream whose order the use joins (usually the slice's,
/// `slice.stream()`).
pub fn borrow<'a, T: DeviceCopy, S: DevicePtr<T>>(
    slice: &'a S,
    stream: &'a Arc<CudaStream>,
) -> Result<Borrowed<'a, T>> {
    let (device, gpu) = device_of(stream.context())?;
    let len = slice.len();
    let (addr, guard) = slice.device_ptr(stream);
    start(addr, len, device, gpu, stream, guard)
}

/// Borrows a cudarc slice or view mutably, as [`borrow`] does.
pub fn borrow_mut<'a, T: DeviceCopy, S: DevicePtrMut<T>>(
    slice: &'a mut S,
    stream: &'a Arc<CudaStream>,
) -> Result<BorrowedMut<'a, T>> {
    let (device, gpu) = device_of(stream.context())?;
    let len = slice.len();
    let (addr, guard) = slice.device_ptr_mut(stream);
    start(addr, len, device, gpu, stream, guard).map(BorrowedMut)
}

fn start<'a, T: DeviceCopy>(
    addr: u64,
    len: usize,
    device: Device,
    gpu: Arc<Gpu>,
    stream: &'a Arc<CudaStream>,
    guard: SyncOnDrop<'a>,
) -> Result<Borrowed<'a, T>> {
    let b = Borrowed { addr, len, device, gpu, stream, guard: ManuallyDrop::new(guard), _slice: PhantomData };
    // ferrocuda's work from now on (the default stream, and through it every blocking stream)
    // after cudarc's work on the slice's stream, which waited for the slice's last writes.
    b.gpu.order(std::ptr::null_mut(), b.stream.cu_stream())?;
    Ok(b)
}

impl<T: DeviceCopy> Deref for Borrowed<'_, T> {
    type Target = DeviceSlice<T>;
    fn deref(&self) -> &DeviceSlice<T> {
        // Safety: `DeviceSlice` is zero-sized; any non-null address is valid for it.
        unsafe { &*raw_slice(self.addr, self.len, self.device.memory_tag()) }
    }
}

impl<T: DeviceCopy> Deref for BorrowedMut<'_, T> {
    type Target = DeviceSlice<T>;
    fn deref(&self) -> &DeviceSlice<T> {
        &self.0
    }
}

impl<T: DeviceCopy> std::ops::DerefMut for BorrowedMut<'_, T> {
    fn deref_mut(&mut self) -> &mut DeviceSlice<T> {
        // Safety: as above; the slice is borrowed mutably for the borrow's life.
        unsafe { &mut *(raw_slice::<T>(self.0.addr, self.0.len, self.0.device.memory_tag()) as *mut DeviceSlice<T>) }
    }
}

impl<T: DeviceCopy> Drop for Borrowed<'_, T> {
    fn drop(&mut self) {
        // The slice's stream after ferrocuda's queued work, then cudarc's record of the use.
        let _ = self.gpu.order(self.stream.cu_stream(), std::ptr::null_mut());
        // Safety: dropped once, here.
        unsafe { ManuallyDrop::drop(&mut self.guard) };
    }
}

/// A ferrocuda slice seen as a cudarc `CudaSlice` (for cudarc's launches, cuBLAS through
/// cudarc, copies): `&*view` is the `&CudaSlice<T>`. It does not own the memory.
pub struct CudarcSlice<'a, T: DeviceCopy> {
    slice: ManuallyDrop<CudaSlice<T>>,
    gpu: Arc<Gpu>,
    _borrow: PhantomData<&'a DeviceSlice<T>>,
}

/// A ferrocuda slice seen mutably by cudarc: [`view_mut`](Self::view_mut) is its
/// `CudaViewMut<T>` (a `&mut CudaSlice` could be swapped for one cudarc owns).
pub struct CudarcSliceMut<'a, T: DeviceCopy>(CudarcSlice<'a, T>);

impl<T: DeviceCopy> DeviceSlice<T> {
    /// This slice as a cudarc `CudaSlice` on `stream`, for cudarc's work on it.
    pub fn as_cudarc(&self, stream: &Arc<CudaStream>) -> Result<CudarcSlice<'_, T>> {
        cudarc_view(self, stream)
    }

    /// This slice as a writable cudarc view on `stream`.
    pub fn as_cudarc_mut(&mut self, stream: &Arc<CudaStream>) -> Result<CudarcSliceMut<'_, T>> {
        cudarc_view(self, stream).map(CudarcSliceMut)
    }
}

fn cudarc_view<'a, T: DeviceCopy>(s: &'a DeviceSlice<T>, stream: &Arc<CudaStream>) -> Result<CudarcSlice<'a, T>> {
    let (device, gpu) = device_of(stream.context())?;
    if device != s.device() {
        return Err(Error::MixedDevices {
            operation: "view a ferrocuda slice as a cudarc slice".into(),
            parts: "the slice and the cudarc stream",
            devices: format!("{} and {device}", s.device()),
            fix: "use a cudarc stream of the slice's device (`CudaContext::new(ordinal)?.new_stream()`)",
        });
    }
    // cudarc's work on `stream` after ferrocuda's queued work.
    gpu.order(stream.cu_stream(), std::ptr::null_mut())?;
    // Safety: the slice is a live device allocation of `len` values of `T` on this context,
    // borrowed for the view's life; the view never frees it (`leak` in `Drop`).
    let slice = unsafe { stream.upgrade_device_ptr::<T>(s.as_raw_ptr(), s.len()) };
    Ok(CudarcSlice { slice: ManuallyDrop::new(slice), gpu, _borrow: PhantomData })
}

impl<T: DeviceCopy> Deref for CudarcSlice<'_, T> {
    type Target = CudaSlice<T>;
    fn deref(&self) -> &CudaSlice<T> {
        &self.slice
    }
}

impl<T: DeviceCopy> CudarcSliceMut<'_, T> {
    /// The slice as cudarc's writable view.
    pub fn view_mut(&mut self) -> CudaViewMut<'_, T> {
        self.0.slice.slice_mut(..)
    }
}

impl<T: DeviceCopy> Deref for CudarcSliceMut<'_, T> {
    type Target = CudaSlice<T>;
    fn deref(&self) -> &CudaSlice<T> {
        &self.0.slice
    }
}

impl<T: DeviceCopy> Drop for CudarcSlice<'_, T> {
    fn drop(&mut self) {
        // Safety: taken once; `leak` hands the pointer back without freeing it (after making
        // the stream wait for cudarc's recorded uses).
        let slice = unsafe { ManuallyDrop::take(&mut self.slice) };
        let stream = ::cudarc::driver::DeviceSlice::stream(&slice).clone();
        let _ = slice.leak();
        // ferrocuda's later work, frees included, after the cudarc stream's.
        let _ = self.gpu.order(std::ptr::null_mut(), stream.cu_stream());
    }
}
