use ferrocuda::prelude::*;

#[kernel]
async fn later(x: &mut [f32]) {
    x[0] = 1.0;
}

fn main() {}
