// Every shape of `for` over a range: exclusive, inclusive, reversed, stepped; bounds
// evaluated once, no overflow at the end of the type's range, a zero step panics.

#[kernel]
pub fn ranges(n: usize, k: usize, out: &mut [u64]) {
    let mut acc: u64 = 0;
    for i in 0..n {
        acc += i as u64;
    }
    for i in 0..=n {
        acc += i as u64;
    }
    for i in (0..n).rev() {
        acc ^= i as u64;
    }
    for i in (0..=n).rev() {
        acc += i as u64;
    }
    for i in (0..n).step_by(k) {
        acc += i as u64;
    }
    for i in (0..=n).step_by(3) {
        acc += i as u64;
    }
    for i in (0..n).rev().step_by(2) {
        acc += i as u64;
    }
    for mut i in 0..4u8 {
        i += 1;
        acc += i as u64;
    }
    for _ in 250u8..=255 {
        acc += 1;
    }
    for i in (grid(1)..out.len()).step_by(gridsize(1)) {
        out[i] = acc;
    }
}
