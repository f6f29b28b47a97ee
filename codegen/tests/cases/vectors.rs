// What hand-tuned kernels need: vector loads and stores of slices and shared arrays
// (`x.load::<N>(i)`, `y.store(i, v)`), in checked and unchecked kernels and device fns, of
// several element sizes; launch bounds and a register limit.

#[device]
fn sum4(x: &[f32], i: usize) -> f32 {
    let v = x.load::<4>(i);
    v[0] + v[1] + v[2] + v[3]
}

#[kernel(launch_bounds = 256, min_blocks = 2)]
pub fn vectors(x: &[f32], h: &[f16], y: &mut [f32], g: &mut [f16]) {
    let i = grid(1) * 4;
    let tile = shared_array::<f32, 1024>();
    let rows = shared_array::<[f32; 8], 128>();
    let t = thread_idx().x as usize;
    if i + 4 <= x.len() {
        let v = x.load::<4>(i);
        tile.store(t * 4, v);
        rows[t % 128].store(4, [v[3], v[2], v[1], v[0]]);
    }
    sync_threads();
    if i + 4 <= y.len() {
        let w = tile.load::<4>(t * 4);
        let r = rows[t % 128].load::<2>(4);
        y.store(i, [w[0] + r[0], w[1] + r[1], w[2], sum4(x, i)]);
    }
    let k = grid(1) * 8;
    if k + 8 <= g.len() {
        let mut e = h.load::<8>(k);
        e[7] = e[0];
        g.store(k, e);
    }
}

#[kernel(unchecked, max_registers = 32)]
pub fn vectors_unchecked(x: &[u8], y: &mut [u8]) {
    let i = grid(1) * 16;
    if i + 16 <= y.len() {
        let mut v = x.load::<16>(i);
        v[0] = v[15];
        y.store(i, v);
    }
}

#[kernel(launch_bounds = 128)]
pub fn bounded(x: &[f64], y: &mut [f64]) {
    let i = grid(1) * 2;
    if i + 2 <= y.len() {
        let v = x.load::<2>(i);
        y.store(i, [v[1], v[0]]);
    }
}
