// Thread indexing: `grid(n)`, `gridsize(n)`, and CUDA's `threadIdx`-style values.

#[kernel]
pub fn index_3d(out: &mut [u32], nx: usize, ny: usize, nz: usize) {
    let (x, y, z) = grid(3);
    if x < nx && y < ny && z < nz {
        let t = thread_idx();
        let b = block_idx();
        out[(z * ny + y) * nx + x] = t.x + b.y * block_dim().x + grid_dim().z;
    }
}

#[kernel]
pub fn index_2d(out: &mut [u64], width: usize) {
    let (x, y) = grid(2);
    let (w, h) = gridsize(2);
    if x < width {
        out[y * width + x] = (x + w * h) as u64;
    }
}
