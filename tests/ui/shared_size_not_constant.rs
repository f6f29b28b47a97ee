use ferrocuda::prelude::*;

#[kernel]
fn tiles(x: &mut [f32], n: usize) {
    let tile = shared_array::<f32, n>();
    let t = thread_idx().x as usize;
    tile[t] = x[t];
}

fn main() {}
