use ferrocuda::prelude::*;

#[kernel]
fn pointers(p: *const f32, x: &mut [f32]) {
    let q = x[0] as *const f32;
}

fn main() {}
