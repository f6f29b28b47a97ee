//! Tensor maps as launch arguments: a kernel's `&TensorMap2<T, B0, B1>` parameter is, in its
//! CUDA, a `const __grid_constant__ fc::tensor_map` (the encoded map, copied into the launch's
//! parameters, where the copy instructions read it), and in the simulator a `sim::TensorMap`.

use crate::api::tensor_map::{Access, MapElement, RawTensorMap, TensorMap1, TensorMap2, TensorMap3, TensorMap4, Write};
use crate::backend::cuda::tensor_map::Encoded;
use crate::backend::sim::{Nd, NdMut, TensorMap, TensorMapMut};
use crate::kernel::args::{LaunchArg, Params};
use crate::lang::scalar::DeviceCopy;

/// What a launch on a GPU passes for a map built for the simulator: never read, since a
/// launch's arguments are all of its device (`tag`), but a parameter of the right size.
static NO_MAP: [u64; 16] = [0; 16];

impl<T: DeviceCopy, const R: usize> RawTensorMap<'_, T, R> {
    fn tag(&self) -> u16 {
        self.view.parts().0.tag()
    }

    fn address(&self) -> u64 {
        self.view.parts().0.as_raw_ptr()
    }

    fn push(&self, params: &mut Params) {
        match &self.encoded {
            Some(map) => params.push_ptr((&**map as *const Encoded).cast()),
            None => params.push_ptr(NO_MAP.as_ptr().cast()),
        }
    }

    fn sim(&self) -> TensorMap<T, R> {
        let (mem, l) = self.view.parts();
        // Safety: the view lies inside simulator memory that the launch borrows (through the
        // map, which borrows the view's memory).
        let view =
            unsafe { Nd::new(mem.sim_ptr().wrapping_add(l.offset), l.shape, l.strides, mem.sim_ptr(), mem.len()) };
        TensorMap::new(view, self.boxes)
    }

    /// For a map built from a writable view (`new_mut`), which borrows its memory mutably.
    fn sim_mut(&self) -> TensorMapMut<T, R> {
        let (mem, l) = self.view.parts();
        // Safety: as above; the map holds the only borrow of the memory, and the launch the
        // map mutably.
        let view =
            unsafe { NdMut::new(mem.sim_ptr().wrapping_add(l.offset), l.shape, l.strides, mem.sim_ptr(), mem.len()) };
        TensorMapMut::new(view, self.boxes)
    }

    /// The memory a store may write: the whole allocation (what a tuned launch saves).
    fn written(&self) -> (u16, u64, usize) {
        let mem = self.view.parts().0;
        (mem.tag(), mem.as_raw_ptr(), mem.len() * std::mem::size_of::<T>())
    }
}

/// What a kernel's `&mut TensorMapN<T, B0, …>` parameter takes: `&mut` a map of that box built
/// with `new_mut` (the unused extents of the bound are 1).
#[diagnostic::on_unimplemented(
    message = "a kernel's `&mut TensorMap{R}<{T}, …>` parameter cannot take `{Self}`",
    label = "not a writable tensor map of `{T}` with this box",
    note = "pass `&mut map` of a map built with `TensorMap{R}::<{T}, …>::new_mut(view_mut)`, whose box is the parameter's"
)]
pub trait TensorMapArgMut<
    T: MapElement,
    const R: usize,
    const B0: usize,
    const B1: usize,
    const B2: usize,
    const B3: usize,
>: LaunchArg<Sim = TensorMapMut<T::Elem, R>>
{
}

macro_rules! tensor_map_args {
    ($($name:ident $rank:literal [$($b:ident),*] [$($bound:tt),*];)*) => {$(
        impl<T: MapElement, $(const $b: usize,)* A: Access> LaunchArg for &$name<'_, T, $($b,)* A> {
            type Sim = TensorMap<T::Elem, $rank>;
            #[inline]
            fn tag(&self) -> Option<u16> {
                Some(self.raw.tag())
            }
            #[inline]
            fn address(&self) -> Option<u64> {
                Some(self.raw.address())
            }
            #[inline]
            fn push(&self, params: &mut Params) {
                self.raw.push(params)
            }
            #[inline]
            fn sim(&self) -> TensorMap<T::Elem, $rank> {
                self.raw.sim()
            }
        }

        impl<T: MapElement, $(const $b: usize),*> LaunchArg for &mut $name<'_, T, $($b,)* Write> {
            type Sim = TensorMapMut<T::Elem, $rank>;
            #[inline]
            fn tag(&self) -> Option<u16> {
                Some(self.raw.tag())
            }
            #[inline]
            fn address(&self) -> Option<u64> {
                Some(self.raw.address())
            }
            #[inline]
            fn push(&self, params: &mut Params) {
                self.raw.push(params)
            }
            #[inline]
            fn sim(&self) -> TensorMapMut<T::Elem, $rank> {
                self.raw.sim_mut()
            }
            #[inline]
            fn written(&self) -> Option<(u16, u64, usize)> {
                Some(self.raw.written())
            }
        }

        impl<T: MapElement, $(const $b: usize),*> TensorMapArgMut<T, $rank, $($bound),*>
            for &mut $name<'_, T, $($b,)* Write>
        {
        }
    )*};
}

tensor_map_args! {
    TensorMap1 1 [B0] [B0, 1, 1, 1];
    TensorMap2 2 [B0, B1] [B0, B1, 1, 1];
    TensorMap3 3 [B0, B1, B2] [B0, B1, B2, 1];
    TensorMap4 4 [B0, B1, B2, B3] [B0, B1, B2, B3];
}
