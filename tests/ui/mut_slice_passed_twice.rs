use ferrocuda::prelude::*;

#[device]
fn copy(dst: &mut [f32], src: &mut [f32]) {
    dst[0] = src[0];
}

// One `&mut [T]` for two `&mut [T]` parameters: two mutable borrows at once.
#[kernel]
fn twice(y: &mut [f32]) {
    copy(y, y);
}

fn main() {}
