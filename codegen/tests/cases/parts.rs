// Parts of slices (`&x[a..b]`, every range, `&mut` too): bound with `let`, indexed, asked
// their length, passed to device fns, parts of parts and of shared arrays; float atomics.

#[device]
fn total(x: &[f32]) -> f32 {
    let mut s = 0.0;
    for i in 0..x.len() {
        s += x[i];
    }
    s
}

#[device]
fn scale_all(y: &mut [f32], a: f32) {
    for i in 0..y.len() {
        y[i] *= a;
    }
}

#[kernel]
pub fn parts(x: &[f32], y: &mut [f32], w: usize) {
    let t = grid(1);
    let lo = t * w;
    if lo + w <= x.len() {
        let win = &x[lo..lo + w];
        let head = &win[..2];
        let out = &mut y[lo..=lo + w - 1];
        scale_all(&mut out[2..], 2.0);
        out[0] = total(win) + head.len() as f32 + total(&x[..]);
        let tile = shared_array::<f32, 64>();
        let cube = shared_array::<[[f32; 4]; 4], 4>();
        tile[t % 64] = out[1];
        cube[1][2][3] = tile[0];
        out[1] = total(&tile[8..]) + cube[1][2].len() as f32;
        atomic::max(out, 1, total(&x[lo + 1..]));
    }
}
