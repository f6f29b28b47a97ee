use ferrocuda::prelude::*;

#[kernel]
pub fn shapes(a: &[f16], c: &mut [f32]) {
    let x = wmma::Fragment::<wmma::Accumulator, 32, 8, 16, f32>::zeroed();
    let y = wmma::Fragment::<wmma::MatrixA, 16, 16, 16, f64, wmma::RowMajor>::zeroed();
    let z = wmma::Fragment::<wmma::MatrixA, 16, 16, 16, f16>::zeroed();
    let w = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32, wmma::RowMajor>::zeroed();
    let v = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, u16>::zeroed();
    let fa = wmma::load_a(a, 16);
    wmma::shuffle(c, 0);
}

#[kernel]
pub fn operands(a: &[f16], h: &[bf16], u: &[u16], c: &mut [f32], r: &[f32]) {
    let acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    let fa = wmma::load_a::<wmma::RowMajor>(a, 16);
    let fb = wmma::load_b::<wmma::RowMajor>(h, 16);
    wmma::mma(&mut acc, &fa, &fb);
    let mut iacc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, i32>::zeroed();
    let fb16 = wmma::load_b::<wmma::RowMajor>(a, 16);
    wmma::mma(&mut iacc, &fa, &fb16);
    let mut tacc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    let ta = wmma::load_a::<wmma::RowMajor>(r, 8);
    let tb = wmma::load_b::<wmma::RowMajor>(r, 16);
    wmma::mma(&mut tacc, &ta, &tb);
    wmma::mma(&mut tacc, &fb16, &fa);
    let bad = wmma::load_a::<wmma::RowMajor>(u, 16);
    let x = fa.get(0);
    wmma::store(r, 0, 16, &tacc);
    wmma::store(c, 0, 16, &fa);
}

#[device]
pub fn doubled(
    acc: wmma::Fragment<wmma::Accumulator, 16, 16, 16, f32>,
) -> wmma::Fragment<wmma::Accumulator, 16, 16, 16, f32> {
    let mut out = acc;
    out.fill(2.0);
    out
}

#[kernel]
pub fn through_a_device_fn(c: &mut [f32]) {
    let acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    let unknown = doubled(acc);
    wmma::store(c, 0, 16, &unknown);
}

fn main() {}
