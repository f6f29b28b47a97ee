//! Feature `ndarray`: host arrays of the `ndarray` crate to device arrays and back.

use ndarray::{ArrayBase, Data, Dim, Dimension};

use super::{ArrayView, ArrayViewMut, DeviceArray};
use crate::api::device::Device;
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

fn to_host_order<S: Data<Elem = T>, T: DeviceCopy, const D: usize>(a: &ArrayBase<S, Dim<[usize; D]>>) -> Vec<T>
where
    Dim<[usize; D]>: Dimension,
{
    // (A standard-layout array is copied as it is; any other is read in logical order.)
    match a.as_slice() {
        Some(s) => s.to_vec(),
        None => a.iter().copied().collect(),
    }
}

fn shape_of<S: Data, const D: usize>(a: &ArrayBase<S, Dim<[usize; D]>>) -> [usize; D]
where
    Dim<[usize; D]>: Dimension,
{
    let mut shape = [0usize; D];
    shape.copy_from_slice(a.shape());
    shape
}

fn to_ndarray<T: DeviceCopy, const D: usize>(
    data: Vec<T>,
    shape: [usize; D],
) -> Result<ndarray::Array<T, Dim<[usize; D]>>>
where
    Dim<[usize; D]>: Dimension,
{
    let mut dim = Dim::<[usize; D]>::default();
    dim.slice_mut().copy_from_slice(&shape);
    ndarray::Array::from_shape_vec(dim, data)
        .map_err(|e| Error::Shape { op: "to_ndarray()".into(), message: e.to_string() })
}

impl Device {
    /// An `ndarray` array (any layout: standard, Fortran order, a strided view) as a new
    /// device array of the same shape and elements, rows pitched.
    pub fn to_device_array<S: Data<Elem = T>, T: DeviceCopy, const D: usize>(
        &self,
        a: &ArrayBase<S, Dim<[usize; D]>>,
    ) -> Result<DeviceArray<T, D>>
    where
        Dim<[usize; D]>: Dimension,
    {
        self.to_device_nd(&to_host_order(a), shape_of(a))
    }
}

impl<T: DeviceCopy, const D: usize> DeviceArray<T, D>
where
    Dim<[usize; D]>: Dimension,
{
    /// The array as an `ndarray` array (standard layout), after all queued work.
    pub fn to_ndarray(&self) -> Result<ndarray::Array<T, Dim<[usize; D]>>> {
        to_ndarray(self.to_vec()?, self.shape())
    }

    /// Overwrites the array with an `ndarray` array of the same shape.
    pub fn copy_from_ndarray<S: Data<Elem = T>>(&mut self, a: &ArrayBase<S, Dim<[usize; D]>>) -> Result<()> {
        self.view_mut().copy_from_ndarray(a)
    }
}

impl<T: DeviceCopy, const D: usize> ArrayView<'_, T, D>
where
    Dim<[usize; D]>: Dimension,
{
    /// The view's elements as an `ndarray` array (standard layout).
    pub fn to_ndarray(&self) -> Result<ndarray::Array<T, Dim<[usize; D]>>> {
        to_ndarray(self.to_vec()?, self.shape())
    }
}

impl<T: DeviceCopy, const D: usize> ArrayViewMut<'_, T, D>
where
    Dim<[usize; D]>: Dimension,
{
    /// Overwrites the view's elements with an `ndarray` array of the same shape.
    pub fn copy_from_ndarray<S: Data<Elem = T>>(&mut self, a: &ArrayBase<S, Dim<[usize; D]>>) -> Result<()> {
        if shape_of(a) != self.shape() {
            return Err(Error::Shape {
                op: "copy_from_ndarray".into(),
                message: format!("the ndarray has shape {:?} and the device array {:?}", a.shape(), self.shape()),
            });
        }
        self.copy_from_host(&to_host_order(a))
    }

    /// The view's elements as an `ndarray` array (standard layout).
    pub fn to_ndarray(&self) -> Result<ndarray::Array<T, Dim<[usize; D]>>> {
        to_ndarray(self.to_vec()?, self.shape())
    }
}
