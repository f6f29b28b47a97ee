use ferrocuda::prelude::*;

#[kernel]
#[allow(clippy::too_many_arguments)]
fn wide(
    out: &mut [f32],
    a0: f32, a1: f32, a2: f32, a3: f32, a4: f32, a5: f32, a6: f32, a7: f32,
    a8: f32, a9: f32, a10: f32, a11: f32, a12: f32, a13: f32, a14: f32, a15: f32,
    a16: f32, a17: f32, a18: f32, a19: f32, a20: f32, a21: f32, a22: f32, a23: f32,
) {
    let i = grid(1);
    if i < out.len() {
        out[i] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15
            + a16 + a17 + a18 + a19 + a20 + a21 + a22 + a23;
    }
}

fn main() {}
