// Tensor copies (`tma::load`) through tensor maps of 1, 2 and 3 axes: a kernel parameter
// `&TensorMap2<T, B0, B1>` is a `const __grid_constant__` map; a ring of stages at offsets of
// one shared array; a device fn that takes a map and a slice of a shared array (checked to be
// shared memory, and the array aligned for it); `fence::proxy_async`.

/// Copies one 64-element box of a 1-D map into shared memory and writes it out doubled.
#[kernel]
pub fn line_of_boxes(a: &TensorMap1<f32, 64>, y: &mut [f32]) {
    let tile = shared_array::<f32, 64>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    let base = block_idx().x as usize * 64;
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
        mbarrier::arrive_expect_tx(&bar, 0, 256);
        tma::load(&tile, 0, a, [base as i32], &bar, 0);
    }
    sync_threads();
    mbarrier::wait(&bar, 0, 0);
    y[base + t] = 2.0 * tile[t];
}

/// Issues the copy of a `BM × BK` box at `[row, col]` into stage `s` of `tiles`.
#[device]
fn issue(tiles: &mut [f16], s: usize, a: &TensorMap2<f16, 64, 64>, row: i32, col: i32, bars: &[u64]) {
    tma::load(tiles, s * 4096, a, [row, col], bars, s);
}

/// A ring of stages filled by one thread through a device fn, boxes of const extents.
#[kernel]
pub fn staged(a: &TensorMap2<f16, 64, 64>, b: &TensorMap3<f32, 2, 4, 8>, y: &mut [f32], k_tiles: usize) {
    let tiles = shared_array::<f16, 8192>();
    let cube = shared_array::<f32, 64>();
    let bars = shared_array::<u64, 3>();
    let t = thread_idx().x as usize;
    if t == 0 {
        for s in 0..3 {
            mbarrier::init(&bars, s, 1);
        }
        fence::proxy_async();
    }
    sync_threads();
    let mut acc = 0.0f32;
    for k in 0..k_tiles {
        let s = k % 2;
        if t == 0 {
            mbarrier::arrive_expect_tx(&bars, s, 8192);
            tma::load(&tiles, s * 4096, a, [0, (k * 64) as i32], &bars, s);
        }
        mbarrier::wait(&bars, s, (k / 2) as u32);
        acc += tiles[s * 4096 + t].to_f32();
        sync_threads();
    }
    if t == 0 {
        mbarrier::arrive_expect_tx(&bars, 2, 256);
        tma::load(&cube, 0, b, [-1, 0, 3], &bars, 2);
    }
    mbarrier::wait(&bars, 2, 0);
    y[t] = acc + cube[t % 64];
}

/// Copies boxes through the device fn, into a stage of a shared array.
#[kernel]
pub fn through_a_device_fn(a: &TensorMap2<f16, 64, 64>, y: &mut [f32]) {
    let tiles = shared_array::<f16, 8192>();
    let bars = shared_array::<u64, 2>();
    let t = thread_idx().x as usize;
    if t == 0 {
        mbarrier::init(&bars, 1, 1);
        mbarrier::arrive_expect_tx(&bars, 1, 8192);
        issue(&mut tiles[..], 1, a, 64, 0, &bars[..]);
    }
    sync_threads();
    mbarrier::wait(&bars, 1, 0);
    y[t] = tiles[4096 + t].to_f32();
}

/// Loads a box, scales it in shared memory and stores it through a writable map: the threads'
/// writes fenced for the copy engine, then one thread's store, committed and waited for.
#[kernel]
pub fn scale_in_place(a: &mut TensorMap2<f32, 8, 32>, s: f32) {
    let tile = shared_array::<f32, 256>();
    let bar = shared_array::<u64, 1>();
    let t = thread_idx().x as usize;
    let row = (block_idx().x * 8) as i32;
    if t == 0 {
        mbarrier::init(&bar, 0, 1);
        mbarrier::arrive_expect_tx(&bar, 0, 1024);
        tma::load(&tile, 0, a, [row, 0], &bar, 0);
    }
    sync_threads();
    mbarrier::wait(&bar, 0, 0);
    tile[t] = s * tile[t];
    fence::proxy_async();
    sync_threads();
    if t == 0 {
        tma::store(a, [row, 0], &tile, 0);
        tma::commit();
        tma::wait_prior_reads(0);
        tma::wait_prior(0);
    }
}
