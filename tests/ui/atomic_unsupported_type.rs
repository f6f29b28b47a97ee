use ferrocuda::prelude::*;

#[kernel]
fn counts(x: &[u8], bins: &mut [u8], small: &mut [u16], flags: &[u32]) {
    let i = grid(1);
    atomic::add(bins, x[i] as usize, 1);
    atomic::min(small, 0, 3);
    atomic::max(flags, 0, 3);
}

fn main() {}
