// `as` casts: float to int saturates (NaN is 0), int to int truncates or extends.

#[kernel]
pub fn casts(f: &[f32], d: &[f64], i: &[i64], out_i8: &mut [i8], out_u32: &mut [u32], out_i64: &mut [i64], out_f32: &mut [f32], out_u16: &mut [u16]) {
    let k = grid(1);
    if k < f.len() {
        out_i8[k] = f[k] as i8;
        out_u32[k] = d[k] as u32;
        out_i64[k] = f[k] as i64 + d[k] as i64;
        out_f32[k] = i[k] as f32 + d[k] as f32;
        out_u16[k] = i[k] as u16 + u16::from(true) + 70000 as u16;
        let bits = f[k].to_bits();
        out_f32[k] += f32::from_bits(bits ^ 1);
    }
}
