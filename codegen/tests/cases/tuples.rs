// Tuples of any arity: pairs come with the prelude; every other arity a function uses is
// defined beside it, once per translation unit.

#[device]
fn spread(x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
    (x, x + 1.0, x + 2.0, x + 3.0, x + 4.0, x + 5.0, x + 6.0)
}

#[kernel]
pub fn sum_of_seven(x: &[f32], out: &mut [f32]) {
    let i = grid(1);
    if i < out.len() {
        let (a, b, c, d, e, f, g) = spread(x[i]);
        let wide = (a, b, c, d, e, f, g, a, b, c, d, e);
        out[i] = wide.0 + wide.1 + wide.2 + wide.3 + wide.4 + wide.5 + wide.6 + wide.11;
        let (p, q) = (a, b);
        out[i] += p * q;
    }
}
