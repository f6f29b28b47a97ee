use ferrocuda::prelude::*;

#[kernel]
fn fallible(x: &mut [f32]) {
    let i = grid(1);
    let v = x[i].checked()?;
}

fn main() {}
