// Asynchronous copies from global to shared memory (`pipeline::copy::<N>`), committed in
// groups and waited for (`commit`, `wait_prior`, `wait_all`), in a double-buffered loop; in
// an unchecked kernel too.

#[kernel]
pub fn pipelined(x: &[f32], out: &mut [f32], tiles: usize) {
    const DEPTH: u32 = 1;
    let buf = shared_array::<[f32; 512], 2>();
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize * tiles * 512;
    pipeline::copy::<4>(buf[0], t * 4, x, base + t * 4);
    // Its destination proven within the row (`t % 128`): only the source is checked.
    pipeline::copy::<4>(buf[1], (t % 128) * 4, x, base + 512 + t * 4);
    pipeline::commit();
    let mut acc = 0.0f32;
    for k in 0..tiles {
        if k + 1 < tiles {
            pipeline::copy::<4>(buf[(k + 1) % 2], t * 4, x, base + (k + 1) * 512 + t * 4);
        }
        pipeline::commit();
        pipeline::wait_prior(DEPTH);
        sync_threads();
        acc += buf[k % 2][(t * 4 + 5) % 512];
        sync_threads();
    }
    out[block_idx().x as usize * 128 + t] = acc;
}

#[kernel(unchecked)]
pub fn pipelined_unchecked(h: &[f16], g: &mut [f16]) {
    let tile = shared_array::<f16, 256>();
    let t = thread_idx().x as usize;
    pipeline::copy::<2>(tile, t * 2, h, grid(1) * 2);
    pipeline::wait_all();
    sync_threads();
    g[grid(1)] = tile[255 - t];
}
