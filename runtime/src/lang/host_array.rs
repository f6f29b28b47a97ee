//! `Array2<T>` and its kin on the host: what a kernel's `&Array2<T>` parameter names. Kernels
//! never hold one (a launch passes a view of device memory, the simulator its own view); a
//! `#[device]` fn taking one is also an ordinary host fn, and this is what it takes there: an
//! owned, dense, row-major array with the same indexing (`a[[i, j]]`) and queries.

use std::ops::{Index, IndexMut};

use crate::abi::panic::nd_index_message;

/// An owned N-dimensional array on the host, dense and row-major: the type a kernel's
/// `&Array2<T>` parameter names, for `#[device]` fns called on the host.
#[derive(Debug, Clone, PartialEq)]
pub struct Array<T, const D: usize> {
    data: Vec<T>,
    shape: [usize; D],
}

/// A 1-D [`Array`].
pub type Array1<T> = Array<T, 1>;
/// A 2-D [`Array`].
pub type Array2<T> = Array<T, 2>;
/// A 3-D [`Array`].
pub type Array3<T> = Array<T, 3>;
/// A 4-D [`Array`].
pub type Array4<T> = Array<T, 4>;

impl<T, const D: usize> Array<T, D> {
    /// `data` as an array of `shape`, row-major; `None` when the lengths differ.
    pub fn from_shape_vec(shape: [usize; D], data: Vec<T>) -> Option<Self> {
        (shape.iter().product::<usize>() == data.len()).then_some(Array { data, shape })
    }

    /// The extent of each axis.
    pub fn shape(&self) -> [usize; D] {
        self.shape
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether some axis is empty.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The elements, row-major.
    pub fn as_slice(&self) -> &[T] {
        &self.data
    }

    fn offset(&self, index: [usize; D]) -> usize {
        let mut o = 0;
        for k in 0..D {
            if index[k] >= self.shape[k] {
                let (i, s): (Vec<u64>, Vec<u64>) =
                    index.iter().zip(&self.shape).map(|(&i, &n)| (i as u64, n as u64)).unzip();
                panic!("{}", nd_index_message(&i, &s));
            }
            o = o * self.shape[k] + index[k];
        }
        o
    }
}

impl<T: Clone + Default, const D: usize> Array<T, D> {
    /// An array of `shape` filled with `T::default()`.
    pub fn zeros(shape: [usize; D]) -> Self {
        Array { data: vec![T::default(); shape.iter().product()], shape }
    }
}

impl<T, const D: usize> Index<[usize; D]> for Array<T, D> {
    type Output = T;
    fn index(&self, index: [usize; D]) -> &T {
        &self.data[self.offset(index)]
    }
}

impl<T, const D: usize> IndexMut<[usize; D]> for Array<T, D> {
    fn index_mut(&mut self, index: [usize; D]) -> &mut T {
        let o = self.offset(index);
        &mut self.data[o]
    }
}

impl<T> Index<usize> for Array<T, 1> {
    type Output = T;
    fn index(&self, i: usize) -> &T {
        &self[[i]]
    }
}

impl<T> IndexMut<usize> for Array<T, 1> {
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self[[i]]
    }
}

impl<T> Array<T, 2> {
    /// The number of rows.
    pub fn nrows(&self) -> usize {
        self.shape[0]
    }

    /// The number of columns.
    pub fn ncols(&self) -> usize {
        self.shape[1]
    }

    /// `(rows, columns)`.
    pub fn dim(&self) -> (usize, usize) {
        (self.shape[0], self.shape[1])
    }

    /// Row `i`.
    pub fn row(&self, i: usize) -> &[T] {
        let n = self.shape[1];
        &self.data[i * n..(i + 1) * n]
    }
}

impl<T> Array<T, 1> {
    /// The length.
    pub fn dim(&self) -> usize {
        self.shape[0]
    }
}

impl<T> Array<T, 3> {
    /// The extents.
    pub fn dim(&self) -> (usize, usize, usize) {
        (self.shape[0], self.shape[1], self.shape[2])
    }
}

impl<T> Array<T, 4> {
    /// The extents.
    pub fn dim(&self) -> (usize, usize, usize, usize) {
        (self.shape[0], self.shape[1], self.shape[2], self.shape[3])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexes_row_major_and_reports_the_shape() {
        let mut a = Array::from_shape_vec([2, 3], (0..6).collect::<Vec<i32>>()).unwrap();
        assert_eq!(a[[1, 2]], 5);
        a[[0, 1]] = 9;
        assert_eq!(a.row(0), &[0, 9, 2]);
        let e = std::panic::catch_unwind(|| a[[2, 0]]).unwrap_err();
        assert_eq!(e.downcast_ref::<String>().unwrap(), "index [2, 0] is out of bounds for shape [2, 3]");
    }
}
