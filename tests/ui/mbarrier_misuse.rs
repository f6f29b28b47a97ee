use ferrocuda::prelude::*;

// Barriers are the `u64`s of a shared array: not floats, not a slice of global memory; and
// each operation takes its arguments.
#[kernel]
fn misuse(x: &mut [u64], y: &mut [f32]) {
    let floats = shared_array::<f32, 4>();
    let bars = shared_array::<u64, 4>();
    mbarrier::init(&floats, 0, 1);
    mbarrier::arrive(x, 0);
    mbarrier::wait(&bars, 0);
    mbarrier::sleep(&bars, 0);
    y[0] = 1.0;
}

fn main() {}
