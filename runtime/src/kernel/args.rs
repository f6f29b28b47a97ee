//! Launch arguments: what each argument of a generated `launch` is on a GPU (the kernel
//! parameters it pushes, in the order the `__global__` signature declares them) and on the
//! simulator (its counterpart in the CPU body), the device it names, the addresses a graph
//! keeps, and what it measures for a kernel's assumptions. Arrays' are `array_args.rs`'s.

use crate::api::memory::DeviceSlice;
pub use crate::backend::cuda::params::Params;
use crate::backend::sim::{Slice, SliceMut};
use crate::lang::scalar::DeviceCopy;

/// One argument of a generated `launch`.
#[diagnostic::on_unimplemented(
    message = "a kernel cannot take `{Self}`",
    label = "not an argument of a launch",
    note = "launches take scalars and `DeviceCopy` structs by value, and `&DeviceSlice<T>` / `&mut DeviceSlice<T>` of them"
)]
pub trait LaunchArg {
    /// What the simulated body receives.
    type Sim: Copy + Send + Sync + 'static;
    /// The memory tag of a buffer argument.
    fn tag(&self) -> Option<u16>;
    /// The device address of a buffer argument (what a captured graph keeps).
    #[inline]
    fn address(&self) -> Option<u64> {
        None
    }
    /// Pushes the kernel parameters of this argument.
    fn push(&self, params: &mut Params);
    /// The simulator's view.
    fn sim(&self) -> Self::Sim;
    /// The kernel variant this argument needs (arrays: `array::launch`'s bits; 0 for others).
    #[inline]
    fn variant(&self) -> u8 {
        0
    }
    /// What a kernel's assumptions compare (`KernelInfo::assumes`): a slice's length (axis
    /// 0), an array's extent along `axis`, an unsigned integer's value (axis 0).
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        let _ = axis;
        None
    }
    /// The memory a kernel may write through a writable buffer argument: its memory tag,
    /// device address and bytes (what a tuned launch saves and restores, `tune.rs`).
    #[inline]
    fn written(&self) -> Option<(u16, u64, usize)> {
        None
    }
}

impl<T: DeviceCopy> LaunchArg for T {
    type Sim = T;
    #[inline]
    fn tag(&self) -> Option<u16> {
        None
    }
    #[inline]
    fn push(&self, params: &mut Params) {
        params.push_ptr((self as *const T).cast());
    }
    #[inline]
    fn sim(&self) -> T {
        *self
    }
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        self.__fc_bound().filter(|_| axis == 0)
    }
}

impl<T: DeviceCopy> LaunchArg for &DeviceSlice<T> {
    type Sim = Slice<T>;
    #[inline]
    fn tag(&self) -> Option<u16> {
        Some(DeviceSlice::tag(self))
    }
    #[inline]
    fn address(&self) -> Option<u64> {
        Some(self.as_raw_ptr())
    }
    #[inline]
    fn push(&self, params: &mut Params) {
        params.push_word(self.as_raw_ptr());
        params.push_word(self.len() as u64);
    }
    #[inline]
    fn sim(&self) -> Slice<T> {
        // Safety: simulator memory lives as long as the buffer, which the launch borrows.
        unsafe { Slice::new(self.sim_ptr(), self.len()) }
    }
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        (axis == 0).then_some(self.len() as u64)
    }
}

impl<T: DeviceCopy> LaunchArg for &mut DeviceSlice<T> {
    type Sim = SliceMut<T>;
    #[inline]
    fn tag(&self) -> Option<u16> {
        Some(DeviceSlice::tag(self))
    }
    #[inline]
    fn address(&self) -> Option<u64> {
        Some(self.as_raw_ptr())
    }
    #[inline]
    fn push(&self, params: &mut Params) {
        params.push_word(self.as_raw_ptr());
        params.push_word(self.len() as u64);
    }
    #[inline]
    fn sim(&self) -> SliceMut<T> {
        // Safety: as above; the launch borrows the buffer mutably.
        unsafe { SliceMut::new(self.sim_ptr(), self.len()) }
    }
    #[inline]
    fn measure(&self, axis: u8) -> Option<u64> {
        (axis == 0).then_some(self.len() as u64)
    }
    #[inline]
    fn written(&self) -> Option<(u16, u64, usize)> {
        Some((DeviceSlice::tag(self), self.as_raw_ptr(), self.len() * std::mem::size_of::<T>()))
    }
}

/// The argument tuple of a generated `launch`.
pub trait LaunchArgs {
    /// The tuple of simulator views.
    type Sim: Copy + Send + Sync + 'static;
    /// Notes the tags of the buffer arguments.
    fn tags(&self, out: &mut TagCheck);
    /// Notes the device addresses of the buffer arguments.
    fn addresses(&self, out: &mut Vec<u64>);
    /// Pushes every argument's parameters.
    fn push(&self, params: &mut Params);
    /// The simulator views.
    fn sim(&self) -> Self::Sim;
    /// The kernel variant the arguments need together.
    fn variant(&self) -> u8;
    /// Argument `param`'s [`LaunchArg::measure`].
    fn measure(&self, param: usize, axis: u8) -> Option<u64>;
    /// Every argument's measures, in order (a tuned launch's shape class).
    fn measures(&self, out: &mut Vec<u64>);
    /// The memory of every writable buffer argument ([`LaunchArg::written`]).
    fn written(&self, out: &mut Vec<(u16, u64, usize)>);
}

macro_rules! tuples {
    ($( ($($name:ident . $idx:tt),*) )*) => {$(
        impl<$($name: LaunchArg),*> LaunchArgs for ($($name,)*) {
            type Sim = ($($name::Sim,)*);
            #[allow(unused_variables)]
            #[inline]
            fn tags(&self, out: &mut TagCheck) {
                $( if let Some(t) = self.$idx.tag() { out.see(t); } )*
            }
            #[allow(unused_variables)]
            #[inline]
            fn addresses(&self, out: &mut Vec<u64>) {
                $( out.extend(self.$idx.address()); )*
            }
            #[allow(unused_variables)]
            #[inline]
            fn push(&self, params: &mut Params) {
                $( self.$idx.push(params); )*
            }
            #[inline]
            #[allow(clippy::unused_unit)]
            fn sim(&self) -> Self::Sim {
                ($(self.$idx.sim(),)*)
            }
            #[inline]
            fn variant(&self) -> u8 {
                0 $(| self.$idx.variant())*
            }
            #[allow(unused_variables)]
            #[inline]
            fn measure(&self, param: usize, axis: u8) -> Option<u64> {
                match param {
                    $( $idx => self.$idx.measure(axis), )*
                    _ => None,
                }
            }
            #[allow(unused_variables)]
            fn measures(&self, out: &mut Vec<u64>) {
                $( out.extend((0..8).map_while(|axis| self.$idx.measure(axis))); )*
            }
            #[allow(unused_variables)]
            fn written(&self, out: &mut Vec<(u16, u64, usize)>) {
                $( out.extend(self.$idx.written()); )*
            }
        }
    )*};
}

tuples! {
    ()
    (A.0)
    (A.0, B.1)
    (A.0, B.1, C.2)
    (A.0, B.1, C.2, D.3)
    (A.0, B.1, C.2, D.3, E.4)
    (A.0, B.1, C.2, D.3, E.4, F.5)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20, V.21)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20, V.21, W.22)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11, M.12, N.13, O.14, P.15, Q.16, R.17, S.18, T.19, U.20, V.21, W.22, X.23)
}

/// The devices of a launch's buffers and stream: the first seen, and one that differs.
#[derive(Default)]
pub struct TagCheck {
    pub(crate) first: Option<u16>,
    pub(crate) other: Option<u16>,
}

impl TagCheck {
    #[inline]
    pub(crate) fn see(&mut self, tag: u16) {
        match self.first {
            None => self.first = Some(tag),
            Some(f) if f != tag && self.other.is_none() => self.other = Some(tag),
            _ => {}
        }
    }
}
