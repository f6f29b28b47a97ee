//! Arrays and views as launch arguments. A kernel's `&Array2<T>` parameter is, in its CUDA, a
//! pointer to element `[0, 0]` and an `fc::dims<2>` (the shape, then the element strides),
//! and in the simulator an `Nd<T, 2>`; `&mut Array2<T>` the same, writable.
//!
//! Each argument also says which variant of the kernel its layout allows (`VARIANT_WIDE`,
//! `VARIANT_STRIDED`): 32-bit offsets unless some element is more than 2^31 - 1 elements
//! from the first, and rows known to be contiguous unless some view's last stride is not 1.

use crate::api::array::{ArrayView, ArrayViewMut, DeviceArray, Layout};
use crate::api::memory::DeviceSlice;
use crate::backend::sim::{Nd, NdMut};
use crate::kernel::args::{LaunchArg, Params};
use crate::kernel::info::{VARIANT_STRIDED, VARIANT_WIDE};
use crate::lang::scalar::DeviceCopy;

fn variant<const D: usize>(l: &Layout<D>) -> u8 {
    let wide = if l.offsets_fit_i32() { 0 } else { VARIANT_WIDE };
    let strided = if l.unit_inner() { 0 } else { VARIANT_STRIDED };
    wide | strided
}

/// The pointer to element `[0, …]`, then the `fc::dims<D>`: the shape and the strides, as
/// 64-bit words for a wide variant, else as 32-bit halves (which fit: the variant was chosen
/// so), `D` words in all.
fn push<T: DeviceCopy, const D: usize>(mem: &DeviceSlice<T>, l: &Layout<D>, params: &mut Params) {
    params.push_word(mem.as_raw_ptr() + (l.offset * std::mem::size_of::<T>()) as u64);
    if params.wide() {
        let mut words = [0u64; 8];
        for k in 0..D {
            words[k] = l.shape[k] as u64;
            words[D + k] = l.strides[k] as u64;
        }
        params.push_words(&words[..2 * D]);
    } else {
        let mut halves = [0u32; 8];
        for k in 0..D {
            halves[k] = l.shape[k] as u32;
            halves[D + k] = l.strides[k] as i32 as u32;
        }
        let mut words = [0u64; 4];
        for (w, pair) in words.iter_mut().zip(halves.chunks(2)) {
            *w = u64::from(pair[0]) | (u64::from(pair[1]) << 32);
        }
        params.push_words(&words[..D]);
    }
}

fn sim_ptr<T: DeviceCopy, const D: usize>(mem: &DeviceSlice<T>, l: &Layout<D>) -> *mut T {
    mem.sim_ptr().wrapping_add(l.offset)
}

/// What a kernel's `&ArrayN<T>` parameter takes: `&DeviceArray<T, N>`, an [`ArrayView`] (by
/// value or reference), or a writable view lent as read-only (`&view_mut`).
#[diagnostic::on_unimplemented(
    message = "a kernel's `&Array{D}<{T}>` parameter cannot take `{Self}`",
    label = "not a {D}-D array of `{T}`",
    note = "pass `&a` of a `DeviceArray<{T}, {D}>`, or a view of one (`a.view()`, `a.t()`, `a.slice(s![..])`, `a.row(i)?`) of the same element type and number of axes"
)]
pub trait ArrayArg<T, const D: usize>: LaunchArg<Sim = Nd<T, D>> {}

/// What a kernel's `&mut ArrayN<T>` parameter takes: `&mut DeviceArray<T, N>` or an
/// [`ArrayViewMut`].
#[diagnostic::on_unimplemented(
    message = "a kernel's `&mut Array{D}<{T}>` parameter cannot take `{Self}`",
    label = "not a writable {D}-D array of `{T}`",
    note = "pass `&mut a` of a `DeviceArray<{T}, {D}>`, or a writable view of one (`a.view_mut()`, `a.slice_mut(s![..])?`) of the same element type and number of axes"
)]
pub trait ArrayArgMut<T, const D: usize>: LaunchArg<Sim = NdMut<T, D>> {}

/// The launch-argument impls of views of one kind: `$sim` is what the simulator's body gets
/// (`Nd` or `NdMut`), `$arg` the parameter's trait; `$parts` gives the memory and the layout.
macro_rules! array_args {
    ($sim:ident, $arg:ident, writes: $writes:literal: $([$($lt:lifetime)?] $ty:ty => |$a:ident| $parts:expr;)*) => {$(
        impl<$($lt,)? T: DeviceCopy, const D: usize> LaunchArg for $ty {
            type Sim = $sim<T, D>;
            #[inline]
            fn tag(&self) -> Option<u16> {
                let $a = self;
                let (mem, _) = $parts;
                Some(mem.tag())
            }
            #[inline]
            fn address(&self) -> Option<u64> {
                let $a = self;
                Some($parts.0.as_raw_ptr())
            }
            #[inline]
            fn variant(&self) -> u8 {
                let $a = self;
                variant(&$parts.1)
            }
            #[inline]
            fn measure(&self, axis: u8) -> Option<u64> {
                let $a = self;
                $parts.1.shape.get(usize::from(axis)).map(|&n| n as u64)
            }
            #[inline]
            fn written(&self) -> Option<(u16, u64, usize)> {
                // (The whole allocation of a view: what a tuned launch saves and restores.)
                let $a = self;
                let (mem, _) = $parts;
                $writes.then(|| (mem.tag(), mem.as_raw_ptr(), mem.len() * std::mem::size_of::<T>()))
            }
            #[inline]
            fn push(&self, params: &mut Params) {
                let $a = self;
                let (mem, l) = $parts;
                push(mem, &l, params)
            }
            #[inline]
            fn sim(&self) -> $sim<T, D> {
                let $a = self;
                let (mem, l) = $parts;
                // Safety: the view lies inside simulator memory that the launch borrows (mutably
                // for a writable view).
                unsafe { $sim::new(sim_ptr(mem, &l), l.shape, l.strides, mem.sim_ptr(), mem.len()) }
            }
        }
        impl<$($lt,)? T: DeviceCopy, const D: usize> $arg<T, D> for $ty {}
    )*};
}

array_args! { Nd, ArrayArg, writes: false:
    ['a] ArrayView<'a, T, D> => |a| a.parts();
    ['a] &ArrayView<'a, T, D> => |a| a.parts();
    [] &DeviceArray<T, D> => |a| a.view().parts();
    ['a] &ArrayViewMut<'a, T, D> => |a| a.parts();
}

array_args! { NdMut, ArrayArgMut, writes: true:
    ['a] ArrayViewMut<'a, T, D> => |a| a.parts();
    ['a] &mut ArrayViewMut<'a, T, D> => |a| a.parts();
    [] &mut DeviceArray<T, D> => |a| (a.as_slice(), a.view().parts().1);
}
