// `for v in xs` over arrays and slices: an array literal (bound once), a mutable local array
// (copied first: the body changes it), an immutable one and a slice read where they are,
// `.iter()` with `&v` and with `*v`, `.enumerate()`, `.zip()`, tuples of elements, a label; the elements by value,
// the index proven in bounds by the loop's range.

#[kernel]
pub fn each(x: &[f32], pairs: &[u32], z: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let mut acc = 0.0f32;
        for off in [16u32, 8, 4, 2, 1] {
            acc += off as f32;
        }
        let mut w = [1.0f32, 2.0, 3.0];
        for v in w {
            w[0] += v;
            acc += w[0];
        }
        let taps = [0.25f32, 0.5, 0.25];
        for (k, &t) in taps.iter().enumerate() {
            if i + k < x.len() {
                acc += t * x[i + k];
            }
        }
        'scan: for &p in pairs.iter() {
            if p as usize == i {
                acc += 1.0;
                break 'scan;
            }
        }
        for (a, b) in [(1.0f32, 2.0f32), (3.0, 4.0)] {
            acc += a * b;
        }
        for v in x.iter() {
            acc += *v;
        }
        // Zipped: up to the shorter length, both reads proven by it.
        for (a, b) in x.iter().zip(z.iter()) {
            acc += a * b;
        }
        for (k, (&a, &t)) in z.iter().zip(taps).enumerate() {
            acc += a * t * k as f32;
        }
        y[i] = acc;
    }
}

// The same loop written over the indices, for comparison.
#[kernel]
pub fn indexed(y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let taps = [0.25f32, 0.5, 0.25];
        let mut acc = 0.0f32;
        for k in 0..taps.len() {
            acc += taps[k];
        }
        for k in 0..3 {
            acc += taps[k];
        }
        y[i] = acc;
    }
}
