use ferrocuda::prelude::*;

#[kernel]
fn shuffles(x: &mut [u8], y: &mut [f32]) {
    let i = grid(1);
    let t = warp::shfl_xor((x[i], 1u32), 1);
    let a = warp::shfl([y[i]; 2], 0);
    let z = warp::shuffle(i, 2);
}

fn main() {}
