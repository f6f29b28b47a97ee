use ferrocuda::prelude::*;

#[kernel]
fn scale<T>(x: &mut [T]) {}

fn main() {}
