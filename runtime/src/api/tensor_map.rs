//! Tensor maps: how a kernel's `tma::load` reads tiles of an array. A map is built on the host
//! from a view (`TensorMap2::<f16, 64, 64>::new(a.view())?`): the view's shape and strides, and
//! the box — the tile one copy moves — in the type, so that the kernel knows each copy's size
//! and its shared array's fit at compile time. On a GPU the map is CUDA's `CUtensorMap`, encoded
//! once here; on the simulator, the view itself. Every requirement of the hardware is checked
//! here, with what to do, before the driver sees it.

use std::fmt;
use std::marker::PhantomData;

use crate::api::array::{ArrayView, ArrayViewMut};
use crate::backend::cuda::tensor_map::{self as encode, Encoded};
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

/// The most elements a box may span along one axis.
pub const MAX_BOX: usize = 256;

/// What a kernel may do through a tensor map: [`Read`] (`tma::load`; a map of a view) or
/// [`Write`] too (`tma::store`; a map of a writable view, which it borrows mutably).
pub trait Access: sealed::Sealed {}
/// A map a kernel reads through: a `&TensorMap2<T, B0, B1>` parameter.
#[derive(Debug)]
pub struct Read;
/// A map a kernel also writes through: a `&mut TensorMap2<T, B0, B1>` parameter.
#[derive(Debug)]
pub struct Write;
impl Access for Read {}
impl Access for Write {}
mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Read {}
    impl Sealed for super::Write {}
}

/// A tensor map's element type: a scalar `T` (a copy lays the box in shared memory row after
/// row, as it is) or [`Swizzled128<T>`] and its kin (each row's 16-byte chunks permuted, as
/// the warpgroup's tensor cores read them: `wgmma::mma`).
pub trait MapElement: 'static {
    /// The elements of the view the map reads.
    type Elem: DeviceCopy;
    /// The bytes of a swizzled row (32, 64, 128); 0 for a map that does not swizzle.
    const SWIZZLE: usize;
}

impl<T: DeviceCopy> MapElement for T {
    type Elem = T;
    const SWIZZLE: usize = 0;
}

macro_rules! swizzles {
    ($($(#[$doc:meta])* $name:ident $span:literal;)*) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy)]
        pub struct $name<T>(PhantomData<T>);

        impl<T: DeviceCopy> MapElement for $name<T> {
            type Elem = T;
            const SWIZZLE: usize = $span;
        }
    )*};
}

swizzles! {
    /// `T`s whose rows of 128 bytes a tensor copy swizzles in shared memory (CUDA's
    /// `CU_TENSOR_MAP_SWIZZLE_128B`): the 16-byte chunk `c` of row `r` lands at chunk `c ^ (r % 8)`.
    /// The element type of a map (`TensorMap2<Swizzled128<f16>, 64, 64>`, whose box's last
    /// extent is 128 bytes) and of the shared tile it fills (`shared_array::<Swizzled128<f16>,
    /// N>()`), which `wgmma::mma` reads.
    Swizzled128 128;
    /// Rows of 64 bytes, chunk `c` of row `r` at `c ^ (r / 2 % 4)` (`CU_TENSOR_MAP_SWIZZLE_64B`).
    Swizzled64 64;
    /// Rows of 32 bytes, chunk `c` of row `r` at `c ^ (r / 4 % 2)` (`CU_TENSOR_MAP_SWIZZLE_32B`).
    Swizzled32 32;
}

/// What every rank's map holds: the view (for the simulator, and for the borrow) and the box,
/// outermost axis first, and on a GPU the encoded map.
pub(crate) struct RawTensorMap<'a, T: DeviceCopy, const R: usize> {
    pub(crate) view: ArrayView<'a, T, R>,
    pub(crate) boxes: [usize; R],
    pub(crate) encoded: Option<Box<Encoded>>,
}

fn error(op: &str, message: String) -> Error {
    Error::Shape { op: op.to_string(), message }
}

impl<'a, T: DeviceCopy, const R: usize> RawTensorMap<'a, T, R> {
    fn new(view: ArrayView<'a, T, R>, boxes: [usize; R], swizzle: usize, op: &str) -> Result<Self> {
        let size = std::mem::size_of::<T>();
        if !encode::element_size_supported(size) {
            return Err(error(
                op,
                format!("tensor maps hold elements of 1, 2, 4 or 8 bytes, and `{}` has {size}", T::RUST_NAME),
            ));
        }
        if let Some(b) = boxes.iter().find(|&&b| b == 0 || b > MAX_BOX) {
            return Err(error(op, format!("a box spans 1 to {MAX_BOX} elements along each axis, not {b}")));
        }
        let inner = boxes[R - 1] * size;
        if !inner.is_multiple_of(16) {
            return Err(error(
                op,
                format!(
                    "the box's last extent is {} elements, {inner} bytes: the hardware copies rows of a multiple of 16 \
                     bytes, so make it a multiple of {}",
                    boxes[R - 1],
                    16 / size.min(16)
                ),
            ));
        }
        if swizzle != 0 && inner != swizzle {
            return Err(error(
                op,
                format!(
                    "a `Swizzled{swizzle}<{}>` map swizzles rows of {swizzle} bytes, and the box's rows are {} elements, \
                     {inner} bytes: make the box's last extent {}",
                    T::RUST_NAME,
                    boxes[R - 1],
                    swizzle / size
                ),
            ));
        }
        let (mem, layout) = view.parts();
        let shape = layout.shape;
        if shape.contains(&0) {
            return Err(error(
                op,
                format!("the view of shape {shape:?} is empty: a tensor map reads at least one element"),
            ));
        }
        if let Some(n) = shape.iter().find(|&&n| n as u64 > 1 << 32) {
            return Err(error(op, format!("an axis of {n} elements is longer than a tensor map's 2^32")));
        }
        if layout.strides[R - 1] != 1 && shape[R - 1] > 1 {
            return Err(error(
                op,
                format!(
                    "the view's last axis has stride {}: a tensor map reads rows of consecutive elements; copy the view \
                     into an array of standard layout, or build the map of the array before `.t()` and swap the \
                     coordinates",
                    layout.strides[R - 1]
                ),
            ));
        }
        let mut byte_strides = [0u64; R];
        for (k, stride) in byte_strides.iter_mut().enumerate().take(R - 1) {
            let s = layout.strides[k];
            let bytes = (s as i128) * size as i128;
            if s <= 0 || bytes % 16 != 0 || bytes >= 1 << 40 {
                return Err(error(
                    op,
                    format!(
                        "axis {k} of the view has a stride of {s} elements ({bytes} bytes): a tensor map's strides are \
                         positive multiples of 16 bytes below 2^40 (a `DeviceArray`'s rows are: make one, or pad rows \
                         to a multiple of {} elements)",
                        16 / size.min(16)
                    ),
                ));
            }
            *stride = bytes as u64;
        }
        let address = mem.as_raw_ptr() + (layout.offset * size) as u64;
        if !address.is_multiple_of(16) {
            return Err(error(
                op,
                format!(
                    "the view starts {} bytes past a multiple of 16: a tensor map's first element is 16-byte aligned \
                     (start the view at a multiple of {} elements)",
                    address % 16,
                    16 / size.min(16)
                ),
            ));
        }
        let encoded = if mem.device().is_simulator() {
            None
        } else {
            // (The driver takes the axes innermost first, and the strides of axes 1.. only.)
            let dims: Vec<u64> = shape.iter().rev().map(|&n| n as u64).collect();
            let strides: Vec<u64> = byte_strides[..R - 1].iter().rev().copied().collect();
            let boxes: Vec<u32> = boxes.iter().rev().map(|&b| b as u32).collect();
            Some(encode::encode_tiled(size, address, &dims, &strides, &boxes, swizzle)?)
        };
        Ok(RawTensorMap { view, boxes, encoded })
    }
}

macro_rules! tensor_maps {
    ($($(#[$doc:meta])* $name:ident $rank:literal [$($b:ident),*];)*) => {$(
        $(#[$doc])*
        pub struct $name<'a, T: MapElement, $(const $b: usize,)* A: Access = Read> {
            pub(crate) raw: RawTensorMap<'a, T::Elem, $rank>,
            access: PhantomData<(A, T)>,
        }

        impl<'a, T: MapElement, $(const $b: usize,)* A: Access> $name<'a, T, $($b,)* A> {
            /// The box, outermost axis first: the tile one `tma::load` or `tma::store` copies.
            pub const BOX: [usize; $rank] = [$($b),*];
            /// The bytes of one box: what a copy adds to its barrier's transfers
            /// (`mbarrier::arrive_expect_tx`).
            pub const BOX_BYTES: usize = 1 $(* $b)* * std::mem::size_of::<T::Elem>();

            /// The view the map reads.
            pub fn view(&self) -> ArrayView<'a, T::Elem, $rank> {
                self.raw.view
            }
        }

        impl<'a, T: MapElement, $(const $b: usize),*> $name<'a, T, $($b,)* Read> {
            /// The map of `view` for a kernel's `&TensorMap{rank}<T, …>` (`tma::load`), whose
            /// boxes are `BOX`: on a GPU encoded now (`cuTensorMapEncodeTiled`). An `Err` says
            /// which requirement the view or the box misses: elements of 1, 2, 4 or 8 bytes; box
            /// extents of 1 to 256 and a last extent of a multiple of 16 bytes; the last axis
            /// contiguous, the other strides positive multiples of 16 bytes, the first element
            /// 16-byte aligned (a `DeviceArray`'s pitched rows are).
            pub fn new(view: ArrayView<'a, T::Elem, $rank>) -> Result<Self> {
                let op = concat!(stringify!($name), "::new");
                Ok($name { raw: RawTensorMap::new(view, Self::BOX, T::SWIZZLE, op)?, access: PhantomData })
            }
        }

        impl<'a, T: MapElement, $(const $b: usize),*> $name<'a, T, $($b,)* Write> {
            /// The map of a writable view, for a kernel's `&mut TensorMap{rank}<T, …>`
            /// (`tma::store`, and `tma::load`): it borrows the view's memory mutably for as long
            /// as it lives. The requirements are [`new`](Self::new)'s.
            pub fn new_mut(view: ArrayViewMut<'a, T::Elem, $rank>) -> Result<Self> {
                let op = concat!(stringify!($name), "::new_mut");
                Ok($name { raw: RawTensorMap::new(view.into_view(), Self::BOX, T::SWIZZLE, op)?, access: PhantomData })
            }
        }

        impl<T: MapElement, $(const $b: usize,)* A: Access> fmt::Debug for $name<'_, T, $($b,)* A> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let elem = match T::SWIZZLE {
                    0 => T::Elem::RUST_NAME.to_string(),
                    s => format!("Swizzled{s}<{}>", T::Elem::RUST_NAME),
                };
                write!(
                    f,
                    "{}<{}> of shape {:?}, box {:?}",
                    stringify!($name),
                    elem,
                    self.raw.view.shape(),
                    Self::BOX
                )
            }
        }
    )*};
}

tensor_maps! {
    /// A tensor map of a 1-D view whose box is `B0` elements: a kernel's `&TensorMap1<T, B0>`.
    TensorMap1 1 [B0];
    /// A tensor map of a 2-D view whose box is `B0 × B1` elements (rows × columns): a kernel's
    /// `&TensorMap2<T, B0, B1>`, for `tma::load(tile, j, map, [row, col], bars, i)`.
    TensorMap2 2 [B0, B1];
    /// A tensor map of a 3-D view whose box is `B0 × B1 × B2` elements.
    TensorMap3 3 [B0, B1, B2];
    /// A tensor map of a 4-D view whose box is `B0 × B1 × B2 × B3` elements.
    TensorMap4 4 [B0, B1, B2, B3];
}
