use ferrocuda::prelude::*;

#[kernel]
fn big_local(x: &mut [f32]) {
    let mut scratch = [0.0f32; 1 << 20];
    let i = grid(1);
    if i < x.len() {
        scratch[i % 1024] = x[i];
        x[i] = scratch[(i + 1) % 1024];
    }
}

fn main() {}
