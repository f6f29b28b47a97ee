// N-dimensional arrays: `&Array2<T>` parameters indexed `a[[i, j]]` (reads deferred, writes
// checked at once), their queries, rows and columns as views, atomics on elements, and
// arrays passed to and taken by device functions.

#[kernel]
pub fn transpose(a: &Array2<f32>, b: &mut Array2<f32>) {
    let (col, row) = grid(2);
    let (rows, cols) = a.dim();
    if row < rows && col < cols {
        b[[col, row]] = a[[row, col]];
    }
}

#[device]
pub fn lane_sum(r: &Array1<f32>) -> f32 {
    let mut s = 0.0f32;
    for k in 0..r.len() {
        s += r[k];
    }
    s
}

#[device]
pub fn bump(m: &mut Array3<i32>, at: [usize; 3]) {
    m[at] += 1;
}

#[kernel]
pub fn queries(a: &Array2<f32>, v: &mut Array3<i32>, h: &mut Array2<u32>, out: &mut [f32]) {
    let i = grid(1);
    if i < a.nrows() {
        let st = a.strides();
        out[i] = lane_sum(&a.row(i)) + a.column(0)[[i]] + st[0] as f32;
        let s = v.shape();
        bump(v, [i % s[0], 0, s[2] - 1]);
        atomic::add(h, [i % h.nrows(), 0], 1u32);
        let n = unsafe { *a.uget([i, 0]) };
        out[i] += n + a.len() as f32;
    }
}
