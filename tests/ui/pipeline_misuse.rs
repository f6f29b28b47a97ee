use ferrocuda::prelude::*;

#[kernel]
fn copies(x: &[f32], b: &[u8], y: &mut [f32], n: u32) {
    let tile = shared_array::<f32, 256>();
    let bytes = shared_array::<u8, 256>();
    let t = thread_idx().x as usize;
    pipeline::copy::<4>(y, t * 4, x, t * 4);
    pipeline::copy::<2>(bytes, t * 2, b, t * 2);
    pipeline::copy::<4>(tile, t * 4, b, t * 4);
    pipeline::copy(tile, t * 4, x, t * 4);
    pipeline::copy::<4>(tile, t * 4, x);
    pipeline::wait_prior(n);
    pipeline::wait_for(0);
}

fn main() {}
