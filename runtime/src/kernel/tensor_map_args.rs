//! Tensor maps as launch arguments: a kernel's `&TensorMap2<T, B0, B1>` parameter is, in its
//! CUDA, a `const __grid_constant__ fc::tensor_map` (the encoded map, copied into the launch's
//! parameters, where the copy instructions read it), and in the simulator a `sim::TensorMap`.

use crate::api::tensor_map::{RawTensorMap, TensorMap1, TensorMap2, TensorMap3, TensorMap4};
use crate::backend::cuda::tensor_map::Encoded;
use crate::backend::sim::{Nd, TensorMap};
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
}

macro_rules! tensor_map_args {
    ($($name:ident $rank:literal [$($b:ident),*];)*) => {$(
        impl<T: DeviceCopy, $(const $b: usize),*> LaunchArg for &$name<'_, T, $($b),*> {
            type Sim = TensorMap<T, $rank>;
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
            fn sim(&self) -> TensorMap<T, $rank> {
                self.raw.sim()
            }
        }
    )*};
}

tensor_map_args! {
    TensorMap1 1 [B0];
    TensorMap2 2 [B0, B1];
    TensorMap3 3 [B0, B1, B2];
    TensorMap4 4 [B0, B1, B2, B3];
}
