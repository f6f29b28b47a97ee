// Integer arithmetic with Rust's semantics: wrapping + - * and negation, checked / and %,
// masked shifts; C's operators where they already wrap (u32, u64, usize).

#[kernel]
pub fn int_ops(a: &[i32], b: &[i32], s: &[u32], out: &mut [i32]) {
    let i = grid(1);
    if i < a.len() {
        let (x, y) = (a[i], b[i]);
        out[i] = x + y - x * y + x / y + x % y + (x << s[i]) + (x >> 3) + (x & y | x ^ !y) + -x;
        let mut c = x;
        c += y;
        c <<= s[i];
        c /= 7;
        out[i] ^= c;
    }
}

#[kernel]
pub fn unsigned_ops(a: &[u64], b: &[u32], out: &mut [u64], small: &mut [u8]) {
    let i = grid(1);
    if i < a.len() {
        let x = a[i];
        let y = b[i] as u64;
        out[i] = x * y + x - y + (x << 5) + (x >> y) + x / (y + 1) + (x & !y);
        small[i] = (x as u8) * 3 + !(y as u8);
    }
}

#[kernel]
pub fn int_methods(a: &[i64], out: &mut [i64], counts: &mut [u32]) {
    let i = grid(1);
    if i < a.len() {
        let x = a[i];
        out[i] = x.abs() + x.pow(3) + x.min(5) + x.max(-5) + x.clamp(-100, 100) + x.signum() + x.wrapping_mul(7)
            + x.rem_euclid(9) + x.rotate_left(3) + x.swap_bytes() + x.reverse_bits() + x.saturating_add(1);
        counts[i] = x.count_ones() + x.leading_zeros() + x.trailing_zeros() + x.count_zeros();
    }
}

#[kernel]
pub fn edge_methods(a: &[i32], b: &[u32], out: &mut [i32], flags: &mut [bool], f: &[f32], h: &[f16]) {
    let i = grid(1);
    if i < a.len() {
        let (x, n) = (a[i], b[i]);
        let (wrapped, overflowed) = x.overflowing_mul(3);
        out[i] = wrapped + x.saturating_mul(x) + x.saturating_pow(3) + x.wrapping_div(-1) + x.midpoint(7)
            + x.saturating_abs().isqrt() + (n.div_ceil(4) + n.next_power_of_two() + n.max(1).ilog2()) as i32;
        flags[i] = overflowed || f[i].is_subnormal() || h[i].is_normal() || f[i].midpoint(1.0) > 2.0;
    }
}
