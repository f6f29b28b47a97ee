use ferrocuda::prelude::*;

// A swizzled tile indexed, a swizzled map's copy into a plain array and a plain map's into a
// swizzled tile, tiles of two swizzles, a multiply of a plain shared array, of `f32` tiles and of
// operands of two types, an accumulator of no shape the hardware has, one not `mut`, a warp's
// fragment asked where its elements are, and a map whose box rows are not the swizzle's.
#[kernel]
fn indexed(y: &mut [f32]) {
    let tile = shared_array::<Swizzled128<f16>, 4096>();
    y[0] = tile[0].to_f32();
}

#[kernel]
fn swizzled_into_plain(a: &TensorMap2<Swizzled128<f16>, 64, 64>) {
    let tile = shared_array::<f16, 4096>();
    let bar = shared_array::<u64, 1>();
    tma::load(&tile, 0, a, [0, 0], &bar, 0);
}

#[kernel]
fn plain_into_swizzled(a: &TensorMap2<f16, 64, 64>) {
    let tile = shared_array::<Swizzled128<f16>, 4096>();
    let bar = shared_array::<u64, 1>();
    tma::load(&tile, 0, a, [0, 0], &bar, 0);
}

#[kernel]
fn other_swizzle(a: &TensorMap2<Swizzled64<f16>, 64, 32>) {
    let tile = shared_array::<Swizzled128<f16>, 4096>();
    let bar = shared_array::<u64, 1>();
    tma::load(&tile, 0, a, [0, 0], &bar, 0);
}

#[kernel]
fn plain_operand() {
    let a_s = shared_array::<f16, 4096>();
    let b_s = shared_array::<Swizzled128<f16>, 4096>();
    let mut acc = wgmma::Accumulator::<64, 64, f32>::zeroed();
    wgmma::mma(&mut acc, &a_s, 0, &b_s, 0);
}

#[kernel]
fn float_operands() {
    let a_s = shared_array::<Swizzled128<f32>, 2048>();
    let mut acc = wgmma::Accumulator::<64, 64, f32>::zeroed();
    wgmma::mma(&mut acc, &a_s, 0, &a_s, 0);
}

#[kernel]
fn mixed_operands() {
    let a_s = shared_array::<Swizzled128<f16>, 4096>();
    let b_s = shared_array::<Swizzled128<bf16>, 4096>();
    let mut acc = wgmma::Accumulator::<64, 64, f32>::zeroed();
    wgmma::mma(&mut acc, &a_s, 0, &b_s, 0);
}

#[kernel]
fn no_such_shape() {
    let acc = wgmma::Accumulator::<64, 12, f32>::zeroed();
    let rows = wgmma::Accumulator::<128, 64, f32>::zeroed();
    let halves = wgmma::Accumulator::<64, 64, f16>::zeroed();
}

#[kernel]
fn not_mut() {
    let a_s = shared_array::<Swizzled128<f16>, 4096>();
    let acc = wgmma::Accumulator::<64, 64, f32>::zeroed();
    wgmma::mma(&mut acc, &a_s, 0, &a_s, 0);
}

#[kernel]
fn warp_fragment_row(y: &mut [usize]) {
    let acc = wmma::Fragment::<wmma::Accumulator, 16, 16, 16, f32>::zeroed();
    y[0] = acc.row(0);
}

#[kernel]
fn narrow_box(a: &TensorMap2<Swizzled128<f16>, 64, 32>) {}

fn main() {}
