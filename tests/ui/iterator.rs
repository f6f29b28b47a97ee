use ferrocuda::prelude::*;

#[kernel]
fn sums(x: &[f32], out: &mut [f32]) {
    let mut s = 0.0;
    for v in x.iter() {
        s += v;
    }
    out[0] = s;
}

fn main() {}
