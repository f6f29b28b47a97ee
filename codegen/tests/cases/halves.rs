// f16 and bf16: structs of their bits in C++ (`fc::f16`, `fc::bf16`), whose operators are the
// prelude's (native half instructions, one rounding each); conversions, constants, methods
// (their own or through f32), shared and local arrays, shuffles and atomics.

#[device]
pub fn lerp16(a: f16, b: f16, t: f16) -> f16 {
    a + (b - a) * t
}

#[kernel]
pub fn halves(x: &[f16], y: &mut [bf16], s: f16, out: &mut [f32]) {
    let i = grid(1);
    let tile = shared_array::<f16, 64>();
    let t = thread_idx().x as usize;
    tile[t % 64] = if i < x.len() { x[i] } else { f16::ZERO };
    sync_threads();
    if i < x.len() {
        let mut v = lerp16(x[i], tile[(t + 1) % 64], s) * f16::from_f32(0.5) - f16::PI;
        v += f16::from_bits(0x3c00);
        v %= s;
        let local = [v, -v, v.abs(), v.sqrt()];
        let w = bf16::from_f32(local[i % 4].to_f32()).max(y[i]).mul_add(bf16::ONE, bf16::from_f64(1.5));
        y[i] = w;
        atomic::add(y, 0, w);
        let sh = warp::shfl_down(v, 1);
        out[i] = f32::from(sh) + v.to_f64() as f32 + if v < s { 1.0 } else { 0.0 } + (v.to_bits() as f32);
    }
}
