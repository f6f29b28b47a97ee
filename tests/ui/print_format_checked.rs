use ferrocuda::prelude::*;

// The literal is rustc's to check, as in host code: a trait the value lacks.
#[kernel]
fn prints(x: &mut [f32], n: u32) {
    println!("{:x}", x[0]);
    println!("{n}");
}

#[kernel]
fn generic<T: Float>(x: &[T]) {
    println!("{:b}", x[0]);
}

fn main() {}
