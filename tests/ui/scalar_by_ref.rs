use ferrocuda::prelude::*;

#[kernel]
fn by_ref(a: &f32, x: &mut [f32]) {
    x[0] = 1.0;
}

fn main() {}
