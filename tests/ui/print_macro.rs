use ferrocuda::prelude::*;

#[kernel]
fn prints(x: &mut [f32]) {
    println!("x = {}", x[0]);
    panic!("bad value {}", x[0]);
}

fn main() {}
