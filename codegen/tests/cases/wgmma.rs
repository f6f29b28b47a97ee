// Warpgroup multiplies (`wgmma::mma`) of swizzled tiles: a map of `Swizzled128<f16>` whose
// copies fill a static swizzled tile, a dynamic swizzled tile of 64-byte rows, the
// accumulator's elements and their places, and an unchecked kernel's descriptors. (A generic
// kernel's, whose operands are a type parameter's, carries both multiplies: tests/suite/wgmma.rs.)

/// One 64 × 64 tile of `C = A Bᵀ`, K = 64.
#[kernel]
pub fn tile_64x64(a: &TensorMap2<Swizzled128<f16>, 64, 64>, b: &TensorMap2<Swizzled128<f16>, 64, 64>, c: &mut [f32]) {
    let a_s = shared_array::<Swizzled128<f16>, 4096>();
    let b_s = shared_array::<Swizzled128<f16>, 4096>();
    let full = shared_array::<u64, 1>();
    if thread_idx().x == 0 {
        mbarrier::init(&full, 0, 1);
        mbarrier::arrive_expect_tx(&full, 0, 16384);
        tma::load(&a_s, 0, a, [0, 0], &full, 0);
        tma::load(&b_s, 0, b, [0, 0], &full, 0);
    }
    sync_threads();
    mbarrier::wait(&full, 0, 0);
    let mut acc = wgmma::Accumulator::<64, 64, f32>::zeroed();
    wgmma::fence();
    for kk in 0..4 {
        wgmma::mma(&mut acc, &a_s, kk * 16, &b_s, kk * 16);
    }
    wgmma::commit();
    wgmma::wait_prior(0);
    for i in 0..acc.len() {
        c[acc.row(i) * 64 + acc.col(i)] = acc.get(i);
    }
}

/// Operands in dynamic shared memory (swizzled over 64-byte rows), an accumulator of 8 columns
/// filled with 1 and scaled element by element.
#[kernel]
pub fn dynamic_narrow(a: &TensorMap2<Swizzled64<f16>, 64, 32>, c: &mut [f32]) {
    let tiles = dynamic_shared::<Swizzled64<f16>>();
    let full = shared_array::<u64, 1>();
    if thread_idx().x == 0 {
        mbarrier::init(&full, 0, 1);
        mbarrier::arrive_expect_tx(&full, 0, 4096);
        tma::load(&tiles, 0, a, [0, 0], &full, 0);
    }
    sync_threads();
    mbarrier::wait(&full, 0, 0);
    let mut acc = wgmma::Accumulator::<64, 8, f32>::filled(1.0);
    wgmma::mma(&mut acc, &tiles, 16, &tiles, 0);
    wgmma::commit();
    wgmma::wait_prior(0);
    acc.set(0, acc.get(0) * 2.0);
    c[thread_idx().x as usize] = acc.get(0);
}

/// No checks: the descriptors of the operands' addresses only.
#[kernel(unchecked)]
pub fn unchecked_256(a: &TensorMap2<Swizzled128<bf16>, 64, 64>, c: &mut [f32]) {
    let a_s = shared_array::<Swizzled128<bf16>, 16384>();
    let full = shared_array::<u64, 1>();
    if thread_idx().x == 0 {
        mbarrier::init(&full, 0, 1);
        mbarrier::arrive_expect_tx(&full, 0, 8192);
        tma::load(&a_s, 0, a, [0, 0], &full, 0);
    }
    sync_threads();
    mbarrier::wait(&full, 0, 0);
    let mut acc = wgmma::Accumulator::<64, 256, f32>::zeroed();
    wgmma::mma(&mut acc, &a_s, 0, &a_s, 0);
    wgmma::commit();
    wgmma::wait_prior(0);
    c[thread_idx().x as usize] = acc.get(5);
}
