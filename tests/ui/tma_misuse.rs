use ferrocuda::prelude::*;

// A box larger than its shared array, coordinates that do not match the map's axes, a tile of
// other elements, a barrier that is not a `u64`, a store through a map taken `&`, a wait for a
// count that is not a constant, a box extent out of range, and a map used as a value.
#[kernel]
fn too_small(a: &TensorMap2<f32, 64, 64>, y: &mut [f32]) {
    let tile = shared_array::<f32, 2048>();
    let bar = shared_array::<u64, 1>();
    tma::load(&tile, 0, a, [0, 0], &bar, 0);
    y[0] = tile[0];
}

#[kernel]
fn wrong_rank(a: &TensorMap3<f32, 2, 4, 16>, y: &mut [f32]) {
    let tile = shared_array::<f32, 128>();
    let bar = shared_array::<u64, 1>();
    tma::load(&tile, 0, a, [0, 0], &bar, 0);
    y[0] = tile[0];
}

#[kernel]
fn wrong_elements(a: &TensorMap2<f16, 8, 64>, y: &mut [f32]) {
    let tile = shared_array::<f32, 512>();
    let bar = shared_array::<u32, 1>();
    tma::load(&tile, 0, a, [0, 0], &bar, 0);
    y[0] = tile[0];
}

#[kernel]
fn into_global(a: &TensorMap2<f32, 8, 32>, y: &mut [f32], bars: &[u64]) {
    tma::load(y, 0, a, [0, 0], bars, 0);
}

#[kernel]
fn stored_through_a_read_map(a: &TensorMap2<f32, 8, 32>) {
    let tile = shared_array::<f32, 256>();
    tma::store(a, [0, 0], &tile, 0);
}

#[kernel]
fn store_too_small(a: &mut TensorMap2<f32, 8, 32>) {
    let tile = shared_array::<f32, 128>();
    tma::store(a, [0, 0], &tile, 0);
    tma::wait_prior(n_groups());
}

#[kernel]
fn huge_box(a: &TensorMap2<f32, 512, 32>) {}

#[kernel]
fn copied(a: &TensorMap2<f32, 8, 32>, y: &mut [f32]) {
    let b = a;
    y[0] = 1.0;
}

fn main() {}
