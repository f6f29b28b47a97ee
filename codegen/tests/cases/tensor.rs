// Tensor cores: fragments of each input type, loads from slices, parts and shared tiles in
// both layouts, mma, element access of an accumulator, stores in both layouts; in an
// unchecked kernel too.

#[kernel]
pub fn tensor(a: &[f16], b: &[bf16], t: &[f32], q: &[i8], c: &mut [f32], h: &mut [f16], qc: &mut [i32], ld: usize) {
    let tile = shared_array::<f16, 256>();
    let lane = lane_id() as usize;
    for e in (lane..256).step_by(32) {
        tile[e] = a[e];
    }
    sync_warp();
    let mut acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    let fa = wmma::load_a::<wmma::RowMajor>(&tile, 16);
    // Proven within the tile and aligned (16 halves: 32 bytes): no check; past it by 16: its
    // range checked; 8 halves from an aligned start (16 bytes): its alignment checked.
    let fine = wmma::load_a::<wmma::RowMajor>(&tile[(lane & 1) * 16..], 0);
    let near = wmma::load_a::<wmma::RowMajor>(&tile[16..], 16);
    let skew = wmma::load_a::<wmma::RowMajor>(&tile[(lane & 1) * 8..], 8);
    let fb = wmma::load_b::<wmma::ColMajor>(&a[16..], ld);
    wmma::mma(&mut acc, &fa, &fb);
    wmma::mma(&mut acc, &fine, &fb);
    wmma::mma(&mut acc, &near, &fb);
    wmma::mma(&mut acc, &skew, &fb);
    let mut hacc = wmma::load_c::<wmma::ColMajor>(h, 16);
    wmma::mma(&mut hacc, &fa, &fb);
    let ga = wmma::load_a::<wmma::ColMajor>(b, ld);
    let gb = wmma::Fragment::<wmma::MatrixB, 16, 16, 16, bf16, wmma::RowMajor>::filled(b[0]);
    wmma::mma(&mut acc, &ga, &gb);
    let mut tacc = wmma::Fragment::<wmma::Accumulator, 16, 16, 8, f32>::filled(1.0);
    let ta = wmma::load_a::<wmma::RowMajor>(t, 8);
    let tb = wmma::load_b::<wmma::RowMajor>(t, 16);
    wmma::mma(&mut tacc, &ta, &tb);
    let mut qacc = wmma::load_c::<wmma::RowMajor>(qc, 16);
    let qa = wmma::load_a::<wmma::RowMajor>(q, 16);
    let qb = wmma::load_b::<wmma::ColMajor>(q, 16);
    wmma::mma(&mut qacc, &qa, &qb);
    for i in 0..acc.len() {
        let v = acc.get(i) + tacc.get(i);
        acc.set(i, v.max(0.0));
    }
    acc.set(ld, 2.0);
    wmma::store(c, 16, ld, &acc);
    wmma::store_col_major(h, 0, 16, &hacc);
    wmma::store(qc, 0, 16, &qacc);
}

#[kernel(unchecked)]
pub fn tensor_unchecked(a: &[f16], c: &mut [f32]) {
    let mut acc = [wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed(); 2];
    let fa = wmma::load_a::<wmma::RowMajor>(a, 16);
    let fb = wmma::load_b::<wmma::RowMajor>(a, 16);
    for j in 0..2 {
        wmma::mma(&mut acc[j], &fa, &fb);
        acc[j].fill(0.5);
        wmma::store(c, j * 16, 32, &acc[j]);
    }
}
