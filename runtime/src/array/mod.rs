//! N-dimensional arrays: on the device ([`DeviceArray`], its views), their layout arithmetic,
//! how they are passed to kernels, the kernel language's `Array2<T>` on the host, and (feature
//! `ndarray`) conversions from and to `ndarray`'s arrays.

mod device;
mod host;
mod launch;
mod layout;
#[cfg(feature = "ndarray")]
mod ndarray;

pub use device::{
    ArrayView, ArrayView1, ArrayView2, ArrayView3, ArrayView4, ArrayViewMut, DeviceArray, DeviceArray1, DeviceArray2,
    DeviceArray3, DeviceArray4,
};
pub use host::{Array, Array1, Array2, Array3, Array4};
pub use launch::{ArrayArg, ArrayArgMut};
pub(crate) use launch::{VARIANT_ASSUMED, VARIANT_LANES, VARIANT_STRIDED, VARIANT_VECTOR_LANES, VARIANT_WIDE};
pub(crate) use layout::Layout;
pub use layout::{AxisRange, ROW_ALIGN};
