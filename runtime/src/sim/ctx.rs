//! What a simulated thread knows about itself: CUDA's `threadIdx`, `blockIdx`, `blockDim`
//! and `gridDim`, and the kernel language's index helpers built on them.

use crate::grid::Dim3;

/// The identity of one simulated thread.
#[derive(Debug, Clone, Copy)]
pub struct ThreadCtx {
    thread: Dim3,
    block: Dim3,
    block_dim: Dim3,
    grid_dim: Dim3,
}

impl ThreadCtx {
    pub(crate) fn new(thread: Dim3, block: Dim3, block_dim: Dim3, grid_dim: Dim3) -> Self {
        ThreadCtx { thread, block, block_dim, grid_dim }
    }

    /// `thread_idx()`.
    #[inline]
    pub fn thread_idx(&self) -> Dim3 {
        self.thread
    }
    /// `block_idx()`.
    #[inline]
    pub fn block_idx(&self) -> Dim3 {
        self.block
    }
    /// `block_dim()`.
    #[inline]
    pub fn block_dim(&self) -> Dim3 {
        self.block_dim
    }
    /// `grid_dim()`.
    #[inline]
    pub fn grid_dim(&self) -> Dim3 {
        self.grid_dim
    }

    #[inline]
    fn global(&self, axis: usize) -> usize {
        let (b, d, t) = match axis {
            0 => (self.block.x, self.block_dim.x, self.thread.x),
            1 => (self.block.y, self.block_dim.y, self.thread.y),
            _ => (self.block.z, self.block_dim.z, self.thread.z),
        };
        b as usize * d as usize + t as usize
    }

    #[inline]
    fn size(&self, axis: usize) -> usize {
        let (g, d) = match axis {
            0 => (self.grid_dim.x, self.block_dim.x),
            1 => (self.grid_dim.y, self.block_dim.y),
            _ => (self.grid_dim.z, self.block_dim.z),
        };
        g as usize * d as usize
    }

    /// `grid(1)`.
    #[inline]
    pub fn grid_1(&self) -> usize {
        self.global(0)
    }
    /// `grid(2)`.
    #[inline]
    pub fn grid_2(&self) -> (usize, usize) {
        (self.global(0), self.global(1))
    }
    /// `grid(3)`.
    #[inline]
    pub fn grid_3(&self) -> (usize, usize, usize) {
        (self.global(0), self.global(1), self.global(2))
    }
    /// `gridsize(1)`.
    #[inline]
    pub fn gridsize_1(&self) -> usize {
        self.size(0)
    }
    /// `gridsize(2)`.
    #[inline]
    pub fn gridsize_2(&self) -> (usize, usize) {
        (self.size(0), self.size(1))
    }
    /// `gridsize(3)`.
    #[inline]
    pub fn gridsize_3(&self) -> (usize, usize, usize) {
        (self.size(0), self.size(1), self.size(2))
    }
}
