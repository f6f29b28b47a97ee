use ferrocuda::prelude::*;

static GLOBAL: f32 = 1.0;

#[kernel]
fn statics(x: &mut [f32]) {
    static LOCAL: f32 = 2.0;
    x[0] = GLOBAL;
}

fn main() {}
