//! What a device allows and what a compiled kernel uses of it: plain facts, shared by the
//! launch path, the GPU backend (`cuda/`) and the simulator, with no dependencies of their own.

use std::fmt;

/// A 1-, 2- or 3-D extent, as CUDA's `dim3`. Built from `u32`, `(u32, u32)` or
/// `(u32, u32, u32)`; missing dimensions are 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dim3 {
    /// Extent along x.
    pub x: u32,
    /// Extent along y.
    pub y: u32,
    /// Extent along z.
    pub z: u32,
}

impl Dim3 {
    /// `x * y * z`, or `None` when it does not fit a `u64`.
    pub fn checked_product(self) -> Option<u64> {
        (self.x as u64).checked_mul(self.y as u64)?.checked_mul(self.z as u64)
    }

    /// `x * y * z`, saturating at `u64::MAX` (a launch checks each axis first, so a grid that
    /// launches never saturates).
    pub fn product(self) -> u64 {
        self.checked_product().unwrap_or(u64::MAX)
    }
}

impl From<u32> for Dim3 {
    fn from(x: u32) -> Self {
        Dim3 { x, y: 1, z: 1 }
    }
}

impl From<(u32, u32)> for Dim3 {
    fn from((x, y): (u32, u32)) -> Self {
        Dim3 { x, y, z: 1 }
    }
}

impl From<(u32, u32, u32)> for Dim3 {
    fn from((x, y, z): (u32, u32, u32)) -> Self {
        Dim3 { x, y, z }
    }
}

impl fmt::Display for Dim3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}, {})", self.x, self.y, self.z)
    }
}

/// Threads per block that [`Grid::for_elements`](crate::Grid::for_elements) uses on the
/// simulator, and on a GPU when the occupancy API gives no answer.
pub const DEFAULT_BLOCK_SIZE: u32 = 256;

/// The launch limits of a device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most threads in one block.
    pub max_threads_per_block: u32,
    /// Most threads along each axis of a block.
    pub max_block: [u32; 3],
    /// Most blocks along each axis of a grid.
    pub max_grid: [u32; 3],
    /// Most shared memory per block without opting in, in bytes.
    pub max_shared_per_block: u32,
    /// Most shared memory per block, static and dynamic together, when a kernel opts in
    /// (ferrocuda does so for launches that ask for more than the default).
    pub max_shared_per_block_optin: u32,
    /// Streaming multiprocessors (for the simulator: the host threads that run blocks).
    pub multiprocessors: u32,
    /// Most blocks in one thread-block cluster ([`Grid::cluster`](crate::Grid::cluster)): 8,
    /// the portable size, on compute capability 9.0 (Hopper) and later; 0 where the GPU has no
    /// clusters.
    pub max_cluster_blocks: u32,
}

impl Limits {
    /// The limits the simulator enforces: those of current GPUs (shared memory: Hopper's).
    pub const CUDA: Limits = Limits {
        max_threads_per_block: 1024,
        max_block: [1024, 1024, 64],
        max_grid: [i32::MAX as u32, 65535, 65535],
        max_shared_per_block: 48 * 1024,
        max_shared_per_block_optin: 227 * 1024,
        multiprocessors: 1,
        max_cluster_blocks: 8,
    };
}

/// What a compiled kernel uses of the GPU, per thread and per block — the numbers
/// `nvcc -Xptxas -v` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resources {
    /// Registers per thread.
    pub registers: u32,
    /// Static shared memory per block, in bytes.
    pub shared_bytes: u32,
    /// Local memory per thread, in bytes: spills and local arrays that did not fit in
    /// registers.
    pub local_bytes: u32,
    /// Constant memory, in bytes.
    pub const_bytes: u32,
    /// The most threads per block it can run with on this device.
    pub max_threads_per_block: u32,
}

impl fmt::Display for Resources {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} registers, {} bytes shared, {} bytes local (spills), {} bytes constant, up to {} threads per block",
            self.registers, self.shared_bytes, self.local_bytes, self.const_bytes, self.max_threads_per_block
        )
    }
}
