use ferrocuda::prelude::*;

#[kernel]
fn returns(x: &[f32]) -> f32 {
    x[0]
}

fn main() {}
