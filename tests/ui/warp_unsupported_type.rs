use ferrocuda::prelude::*;

#[kernel]
fn shuffles(x: &mut [u8], y: &mut [bool]) {
    let i = grid(1);
    x[i] = warp::shfl_xor(x[i], 1);
    y[i] = warp::shfl(y[i], 0);
    let z = warp::shuffle(i, 2);
}

fn main() {}
