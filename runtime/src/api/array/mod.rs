//! N-dimensional arrays on the device ([`DeviceArray`], its views), their layout arithmetic,
//! and (feature `ndarray`) conversions from and to `ndarray`'s arrays. How they are passed to
//! kernels is `kernel/array_args.rs`; the kernel language's `Array2<T>` on the host is
//! `lang/host_array.rs`.

pub(crate) mod device;
pub(crate) mod layout;
#[cfg(feature = "ndarray")]
mod ndarray;

pub use device::{
    ArrayView, ArrayView1, ArrayView2, ArrayView3, ArrayView4, ArrayViewMut, DeviceArray, DeviceArray1, DeviceArray2,
    DeviceArray3, DeviceArray4,
};
pub(crate) use layout::Layout;
pub use layout::{AxisRange, ROW_ALIGN};
