// Local arrays: repeat and list literals, 2-D, constant and run-time indices, copies.

#[kernel]
pub fn arrays(x: &[f32], k: &[u32], out: &mut [f32]) {
    const N: usize = 4;
    let i = grid(1);
    if i < x.len() {
        let mut acc = [0.0f32; N * 2];
        for j in 0..acc.len() {
            acc[j] = x[i] * j as f32;
        }
        let mut m = [[0i32; 3]; N];
        m[1][2] = 5;
        m[3][0] += 7;
        let w: [f32; 3] = [0.5, 0.25, 0.125];
        let copy = acc;
        acc[0] = 1.0;
        out[i] = copy[(k[i] % 8) as usize] + acc[0] + m[1][2] as f32 + m[3][0] as f32 + w[2];
    }
}

// Array patterns: `let [a, b, c] = v;`, inside a tuple, of a device fn's result, in a `for`
// over rows; each part read from its element of a local the value is bound to once.
#[device]
fn halves(v: f32) -> [f32; 2] {
    [v * 0.5, v - v * 0.5]
}

#[kernel]
pub fn array_patterns(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() && i < x.len() {
        let [a, b, c] = [x[i], 2.0, 3.0];
        let ([p, q], r) = ([a + b, c], 1.0f32);
        let [h, _] = halves(p);
        let mut s = q + r + h;
        for [e, f] in [[1.0f32, 2.0], [3.0, 4.0]] {
            s += e * f;
        }
        y[i] = s;
    }
}
