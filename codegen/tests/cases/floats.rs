// The methods of f32 and f64 map to CUDA's single and double precision functions.

#[kernel]
pub fn math(x: &[f32], d: &[f64], out: &mut [f32], dout: &mut [f64]) {
    let i = grid(1);
    if i < x.len() {
        let a = x[i];
        out[i] = a.sqrt() + a.exp() + a.ln() + a.sin() * a.cos() + a.powf(1.5) + a.powi(3) + a.abs().floor()
            + a.mul_add(2.0, 1.0) + a.max(0.5).min(4.0) + a.clamp(0.0, 1.0) + a.recip() + a.hypot(2.0) + a % 3.0;
        let (s, c) = a.sin_cos();
        out[i] += s - c + a.to_degrees() + a.signum() + a.fract();
        // A method's receiver or argument that is an operation stays one (found on an H200).
        out[i] += (a + 1.0).to_degrees() + (a * 2.0 + 1.0).recip() + (a - 1.0).max(a * a);
        let b = d[i];
        dout[i] = b.sqrt() + b.exp2() + b.log10() + b.atan2(1.0) + b.cbrt() + b.tanh() + b.round() + b.trunc() + (b % 2.5);
    }
}
