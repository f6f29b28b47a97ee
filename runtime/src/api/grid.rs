//! Launch configurations: how many blocks of how many threads, dynamic shared memory, and
//! the stream to launch on.

use std::fmt;

use crate::api::stream::Stream;
use crate::base::limits::{Dim3, Limits};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Explicit { blocks: Dim3, threads: Dim3 },
    ForElements(usize),
    ForExtent(Extent),
}

/// The points a grid covers with a thread each: `(w, h)` or `(w, h, d)`, `w` along `x`
/// (the fastest-varying index, the one consecutive threads of a warp take).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extent {
    dims: [usize; 3],
    rank: usize,
}

impl From<(usize, usize)> for Extent {
    fn from((w, h): (usize, usize)) -> Self {
        Extent { dims: [w, h, 1], rank: 2 }
    }
}

impl From<(usize, usize, usize)> for Extent {
    fn from((w, h, d): (usize, usize, usize)) -> Self {
        Extent { dims: [w, h, d], rank: 3 }
    }
}

impl fmt::Display for Extent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d: Vec<String> = self.dims[..self.rank].iter().map(|d| d.to_string()).collect();
        write!(f, "({})", d.join(", "))
    }
}

impl Extent {
    /// The block for `threads` threads (at most; a power of two of them is used) over this
    /// extent: a warp's 32 threads along `x` where the extent is that wide (so that a warp
    /// reads consecutive elements of a row), the rest along `y` (then `z`), no axis longer
    /// than a power of two covering the extent's, a narrow extent's threads moved back to `x`.
    fn block(&self, threads: u32, max_block: [u32; 3]) -> Dim3 {
        let threads = if threads == 0 { 1 } else { 1u32 << (31 - threads.leading_zeros()) };
        let cover = |n: usize| n.clamp(1, 1 << 20).next_power_of_two() as u32;
        let mut b = [1u32; 3];
        let mut left = threads;
        for axis in 0..self.rank {
            let cap = if axis == 0 { 32 } else { left };
            b[axis] = cap.min(cover(self.dims[axis])).min(left).min(max_block[axis]).max(1);
            left /= b[axis];
        }
        // (Threads no other axis could use go to `x`, while the extent is wider.)
        while left > 1 && b[0] * 2 <= cover(self.dims[0]).min(max_block[0]) {
            b[0] *= 2;
            left /= 2;
        }
        Dim3 { x: b[0], y: b[1], z: b[2] }
    }
}

/// How to launch a kernel: its blocks and threads, its dynamic shared memory, its stream.
///
/// ```
/// # use ferrocuda_runtime::Grid;
/// let one_thread_per_element = Grid::for_elements(1 << 20);
/// let tiles = Grid::new((64, 64), (16, 16)).shared_mem(2048);
/// # let _ = (one_thread_per_element, tiles);
/// ```
#[derive(Clone, Copy)]
pub struct Grid<'s> {
    shape: Shape,
    shared_mem: u32,
    stream: Option<&'s Stream>,
    cluster: Option<Dim3>,
}

impl Grid<'static> {
    /// Enough 1-D blocks for one thread per element; pair with `grid(1)` and an
    /// `if i < len` guard. On a GPU the block size is the one the occupancy calculator
    /// picks for the kernel on that device; on the simulator 256. A grid for zero elements
    /// launches nothing.
    pub fn for_elements(n: usize) -> Self {
        Grid { shape: Shape::ForElements(n), shared_mem: 0, stream: None, cluster: None }
    }

    /// Enough blocks for one thread per point of a 2-D or 3-D extent (`(w, h)`, `(w, h,
    /// d)`); pair with `let (x, y) = grid(2)` and an `if x < w && y < h` guard. The block's
    /// threads are as many as `for_elements` would use — on a GPU the occupancy calculator's
    /// choice for the kernel on that device — shaped to the extent: 32 along `x` where rows
    /// are that wide, so that a warp reads consecutive elements of a row, the rest along `y`
    /// (and `z`). An empty extent launches nothing.
    pub fn for_shape(extent: impl Into<Extent>) -> Self {
        Grid { shape: Shape::ForExtent(extent.into()), shared_mem: 0, stream: None, cluster: None }
    }

    /// Exactly `blocks` blocks of `threads` threads; each is a `u32`, `(u32, u32)` or
    /// `(u32, u32, u32)`.
    pub fn new(blocks: impl Into<Dim3>, threads: impl Into<Dim3>) -> Self {
        Grid {
            shape: Shape::Explicit { blocks: blocks.into(), threads: threads.into() },
            shared_mem: 0,
            stream: None,
            cluster: None,
        }
    }
}

impl<'s> Grid<'s> {
    /// Bytes of dynamic shared memory per block (`dynamic_shared::<T>()` in the kernel).
    pub fn shared_mem(self, bytes: u32) -> Self {
        Grid { shared_mem: bytes, ..self }
    }

    /// Launches on `stream` instead of the device's default stream.
    pub fn on<'t>(self, stream: &'t Stream) -> Grid<'t> {
        Grid { shape: self.shape, shared_mem: self.shared_mem, stream: Some(stream), cluster: self.cluster }
    }

    /// Launches the blocks in thread-block clusters of `blocks` blocks (a `u32`, `(u32, u32)`
    /// or `(u32, u32, u32)`): each cluster's blocks run at the same time on one GPU processing
    /// cluster (compute capability 9.0, Hopper, and later; at most
    /// [`Limits::max_cluster_blocks`] blocks, 8). An explicit grid's blocks must be a
    /// multiple of the cluster along each axis; a grid `for_elements` or `for_shape` is
    /// rounded up to one (its kernel's bounds guard skips the extra threads). The simulator
    /// checks the same and runs the blocks as always.
    ///
    /// ```
    /// # use ferrocuda_runtime::Grid;
    /// let pairs = Grid::new(132, 256).cluster(2);
    /// # let _ = pairs;
    /// ```
    pub fn cluster(self, blocks: impl Into<Dim3>) -> Self {
        Grid { cluster: Some(blocks.into()), ..self }
    }

    /// The blocks per cluster, if the grid launches clusters.
    pub fn cluster_dims(&self) -> Option<Dim3> {
        self.cluster
    }

    /// The stream, if one was given.
    pub fn stream(&self) -> Option<&'s Stream> {
        self.stream
    }

    /// Dynamic shared memory per block, in bytes.
    pub fn shared_mem_bytes(&self) -> u32 {
        self.shared_mem
    }

    /// The most threads its blocks have along each axis, where the grid says before the
    /// launch picks a block size: all of an explicit grid's, one along y and z `for_elements`.
    pub(crate) fn block_bound(&self) -> [Option<u32>; 3] {
        match self.shape {
            Shape::Explicit { threads, .. } => [Some(threads.x), Some(threads.y), Some(threads.z)],
            Shape::ForElements(_) => [None, Some(1), Some(1)],
            Shape::ForExtent(_) => [None; 3],
        }
    }

    /// The most blocks along each axis, where the grid says before the launch picks a block
    /// size: all of an explicit grid's, one along y and z `for_elements`.
    pub(crate) fn blocks_bound(&self) -> [Option<u32>; 3] {
        match self.shape {
            Shape::Explicit { blocks, .. } => [Some(blocks.x), Some(blocks.y), Some(blocks.z)],
            Shape::ForElements(_) => [None, Some(1), Some(1)],
            Shape::ForExtent(_) => [None; 3],
        }
    }

    /// `(blocks, threads)`, or `None` for a launch over zero elements (nothing to run); a
    /// grid `for_elements` has blocks of `block_for_elements` threads. An error names the
    /// limit a configuration breaks.
    pub fn dims(&self, limits: &Limits, block_for_elements: u32) -> Result<Option<(Dim3, Dim3)>, String> {
        let (blocks, threads) = match self.shape {
            Shape::ForElements(0) => return Ok(None),
            Shape::ForElements(n) => {
                let threads = block_for_elements.clamp(1, limits.max_threads_per_block);
                let blocks = n.div_ceil(threads as usize);
                if blocks > limits.max_grid[0] as usize {
                    return Err(format!(
                        "{n} elements need {blocks} blocks of {threads} threads, more than the \
                         device's limit of {} blocks along x; use a grid-stride loop \
                         (`for i in (grid(1)..n).step_by(gridsize(1))`) with a fixed Grid::new",
                        limits.max_grid[0]
                    ));
                }
                (Dim3::from(blocks as u32), Dim3::from(threads))
            }
            Shape::ForExtent(e) if e.dims.contains(&0) => return Ok(None),
            Shape::ForExtent(e) => {
                let threads = e.block(block_for_elements.clamp(1, limits.max_threads_per_block), limits.max_block);
                let t = [threads.x, threads.y, threads.z];
                let mut b = [1u32; 3];
                for axis in 0..3 {
                    let n = e.dims[axis].div_ceil(t[axis] as usize);
                    b[axis] = match u32::try_from(n) {
                        Ok(n) if n <= limits.max_grid[axis] => n,
                        _ => {
                            return Err(format!(
                                "an extent of {e} needs {n} blocks of {threads} threads along {}, more than the \
                                 device's limit of {}; cover it with a grid-stride loop and a fixed Grid::new",
                                ["x", "y", "z"][axis],
                                limits.max_grid[axis]
                            ))
                        }
                    };
                }
                (Dim3 { x: b[0], y: b[1], z: b[2] }, threads)
            }
            Shape::Explicit { blocks, threads } => (blocks, threads),
        };
        let blocks = match self.cluster {
            Some(cluster) => self.clustered(blocks, cluster, limits)?,
            None => blocks,
        };
        if [blocks.x, blocks.y, blocks.z, threads.x, threads.y, threads.z].contains(&0) {
            return Err(format!(
                "a grid of {blocks} blocks of {threads} threads has no threads; every dimension must be at least 1"
            ));
        }
        match threads.checked_product() {
            Some(n) if n <= limits.max_threads_per_block as u64 => {}
            n => {
                let n = n.map_or_else(|| "more than 2^64".to_string(), |n| n.to_string());
                return Err(format!(
                    "{threads} is {n} threads per block, more than the device's limit of {}",
                    limits.max_threads_per_block
                ));
            }
        }
        let axes = ["x", "y", "z"];
        let t = [threads.x, threads.y, threads.z];
        let b = [blocks.x, blocks.y, blocks.z];
        for i in 0..3 {
            if t[i] > limits.max_block[i] {
                return Err(format!(
                    "{} threads along {} is more than the device's limit of {}",
                    t[i], axes[i], limits.max_block[i]
                ));
            }
            if b[i] > limits.max_grid[i] {
                return Err(format!(
                    "{} blocks along {} is more than the device's limit of {}",
                    b[i], axes[i], limits.max_grid[i]
                ));
            }
        }
        if self.shared_mem > limits.max_shared_per_block_optin {
            return Err(format!(
                "{} bytes of dynamic shared memory per block is more than the device's limit of {}",
                self.shared_mem, limits.max_shared_per_block_optin
            ));
        }
        Ok(Some((blocks, threads)))
    }
}

impl Grid<'_> {
    /// `blocks` in clusters of `cluster`: checked against the device, and rounded up to a
    /// multiple of the cluster where the grid chose the blocks itself.
    fn clustered(&self, blocks: Dim3, cluster: Dim3, limits: &Limits) -> Result<Dim3, String> {
        if limits.max_cluster_blocks == 0 {
            return Err("this GPU has no thread-block clusters (they need compute capability 9.0, Hopper, or \
                        later): launch without `.cluster(…)`"
                .to_string());
        }
        let size = cluster.checked_product().unwrap_or(u64::MAX);
        if [cluster.x, cluster.y, cluster.z].contains(&0) || size > u64::from(limits.max_cluster_blocks) {
            return Err(format!(
                "a cluster of {cluster} blocks is {size} blocks; a cluster has 1 to {} blocks (the portable \
                 size), each dimension at least 1",
                limits.max_cluster_blocks
            ));
        }
        let (b, c) = ([blocks.x, blocks.y, blocks.z], [cluster.x, cluster.y, cluster.z]);
        let mut out = b;
        for axis in 0..3 {
            if b[axis] % c[axis] == 0 {
                continue;
            }
            match self.shape {
                Shape::Explicit { .. } => {
                    let up = b[axis].div_ceil(c[axis]) * c[axis];
                    return Err(format!(
                        "{} blocks along {} are not a whole number of clusters of {cluster}; launch {up} (and \
                         guard the extra blocks) or choose a cluster that divides the grid",
                        b[axis],
                        ["x", "y", "z"][axis]
                    ));
                }
                _ => out[axis] = b[axis].div_ceil(c[axis]) * c[axis],
            }
        }
        for axis in 0..3 {
            if out[axis] > limits.max_grid[axis] {
                return Err(format!(
                    "{} blocks along {} (whole clusters of {cluster}) is more than the device's limit of {}",
                    out[axis],
                    ["x", "y", "z"][axis],
                    limits.max_grid[axis]
                ));
            }
        }
        Ok(Dim3 { x: out[0], y: out[1], z: out[2] })
    }
}

impl fmt::Debug for Grid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Grid");
        match self.shape {
            Shape::Explicit { blocks, threads } => d.field("blocks", &blocks).field("threads", &threads),
            Shape::ForElements(n) => d.field("elements", &n),
            Shape::ForExtent(e) => d.field("extent", &e),
        };
        if let Some(c) = self.cluster {
            d.field("cluster", &c);
        }
        d.field("shared_mem", &self.shared_mem).field("on_stream", &self.stream.is_some()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::limits::DEFAULT_BLOCK_SIZE;

    #[test]
    fn clusters_round_a_chosen_grid_up_and_check_an_explicit_one() {
        let l = Limits::CUDA;
        let blocks = |g: Grid<'_>| g.dims(&l, 256).map(|d| d.map(|(b, _)| b));
        // 1100 elements: 5 blocks of 256, rounded up to two clusters of 4.
        assert_eq!(blocks(Grid::for_elements(1100).cluster(4)), Ok(Some(Dim3::from(8))));
        assert_eq!(blocks(Grid::for_elements(1100)), Ok(Some(Dim3::from(5))));
        assert_eq!(blocks(Grid::for_shape((100, 3)).cluster((1, 2))).map(|b| b.map(|b| b.y % 2)), Ok(Some(0)));
        assert_eq!(blocks(Grid::new((4, 6), 32).cluster((2, 3))), Ok(Some(Dim3 { x: 4, y: 6, z: 1 })));
        assert!(blocks(Grid::new((4, 5), 32).cluster((2, 3))).unwrap_err().contains("5 blocks along y are not"));
        assert!(blocks(Grid::new(8, 32).cluster(9)).unwrap_err().contains("a cluster has 1 to 8 blocks"));
        assert_eq!(blocks(Grid::for_elements(0).cluster(4)), Ok(None), "nothing to run");
        let older = Limits { max_cluster_blocks: 0, ..l };
        let e = Grid::new(8, 32).cluster(2).dims(&older, 256).unwrap_err();
        assert!(e.starts_with("this GPU has no thread-block clusters"), "{e}");
        // The grid's own limit counts the rounded blocks.
        let narrow = Limits { max_grid: [6, 65535, 65535], ..l };
        let e = Grid::for_elements(5 * 256).cluster(4).dims(&narrow, 256).unwrap_err();
        assert!(e.contains("8 blocks along x (whole clusters of (4, 1, 1)) is more than"), "{e}");
    }

    #[test]
    fn for_elements_rounds_up() {
        let (b, t) = Grid::for_elements(1000).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap().unwrap();
        assert_eq!((b, t), (Dim3::from(4), Dim3::from(256)));
        assert_eq!(Grid::for_elements(0).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap(), None);
    }

    #[test]
    fn for_shape_puts_a_warp_along_rows() {
        let dims = |e: Extent, t| Grid::for_shape(e).dims(&Limits::CUDA, t).unwrap().unwrap();
        let d3 = |x, y, z| Dim3 { x, y, z };
        assert_eq!(dims((1000, 1000).into(), 256), (d3(32, 125, 1), d3(32, 8, 1)));
        // A narrow extent's threads go along y; a short one's back to x.
        assert_eq!(dims((5, 1000).into(), 256), (d3(1, 32, 1), d3(8, 32, 1)));
        assert_eq!(dims((4096, 2).into(), 256), (d3(32, 1, 1), d3(128, 2, 1)));
        assert_eq!(dims((64, 64, 64).into(), 256), (d3(2, 8, 64), d3(32, 8, 1)));
        assert_eq!(dims((3, 3, 3).into(), 1024), (d3(1, 1, 1), d3(4, 4, 4)));
        // A block size the occupancy calculator gives that is no power of two: the one below.
        assert_eq!(dims((1000, 1000).into(), 768).1, d3(32, 16, 1));
        assert_eq!(Grid::for_shape((0, 7)).dims(&Limits::CUDA, 256).unwrap(), None);
        let e = Grid::for_shape((1, 1 << 30)).dims(&Limits::CUDA, 256).unwrap_err();
        assert!(e.contains("an extent of (1, 1073741824) needs") && e.contains("along y"), "{e}");
    }

    #[test]
    fn limits_are_named() {
        let e = Grid::new(1, 2048).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap_err();
        assert_eq!(e, "(2048, 1, 1) is 2048 threads per block, more than the device's limit of 1024");
        let e = Grid::new((1, 70000), 32).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap_err();
        assert_eq!(e, "70000 blocks along y is more than the device's limit of 65535");
        let e = Grid::new(0, 32).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap_err();
        assert!(e.contains("has no threads"), "{e}");
        let e = Grid::new(1, (1, 1, 65)).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap_err();
        assert_eq!(e, "65 threads along z is more than the device's limit of 64");
        let e = Grid::new(1, 1).shared_mem(1 << 20).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap_err();
        assert!(e.contains("dynamic shared memory"), "{e}");
        // Products beyond 64 bits are too many, not none.
        let huge = (u32::MAX, u32::MAX, u32::MAX);
        let e = Grid::new(1, huge).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap_err();
        assert!(e.contains("more than 2^64 threads per block"), "{e}");
        let e = Grid::new(huge, 32).dims(&Limits::CUDA, DEFAULT_BLOCK_SIZE).unwrap_err();
        assert!(e.contains("blocks along x is more than the device's limit"), "{e}");
        assert_eq!(Dim3::from(huge).checked_product(), None);
        assert_eq!(Dim3::from(huge).product(), u64::MAX);
    }
}
