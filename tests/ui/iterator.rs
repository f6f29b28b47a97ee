// Iterator adaptors and consumers are not supported (a `for` loop over the elements or the
// indices is).
use ferrocuda::prelude::*;

#[kernel]
fn sums(x: &[f32], out: &mut [f32]) {
    let s: f32 = x.iter().sum();
    out[0] = s;
}

fn main() {}
