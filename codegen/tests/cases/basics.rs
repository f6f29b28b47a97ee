// The saxpy of the design document, and the other shapes of a simple elementwise kernel.

#[kernel]
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

// Untyped float literals take the kernel's precision: no double in an f32 kernel.
#[kernel]
pub fn literals(x: &[f32], y: &mut [f64]) {
    let i = grid(1);
    if i < x.len() {
        let mut acc = 0.0;
        acc += x[i] * 2.5 + 1.0;
        y[i] = acc as f64 * 0.5 + 1e-300;
    }
}

#[kernel(unchecked)]
pub fn add_unchecked(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] + b[i];
    }
}

#[kernel]
pub fn add_get_unchecked(a: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        unsafe {
            *c.get_unchecked_mut(i) = *a.get_unchecked(i) * 2.0;
        }
    }
}

#[kernel]
pub fn constants(out: &mut [f64], flags: &mut [bool], small: &mut [u8]) {
    const SCALE: f64 = 2.0;
    out[0] = std::f64::consts::PI * SCALE + f64::EPSILON + f64::MAX;
    out[1] = f64::INFINITY - f64::NEG_INFINITY;
    flags[0] = f64::NAN.is_nan() && !false;
    small[0] = u8::MAX - b'a' + (i32::BITS as u8);
}
