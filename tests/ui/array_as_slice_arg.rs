// Found by the corpus test (tests/corpus.rs), in miniz_oxide: rustc coerces `&mut buf` to
// the `&mut [u8]` the device fn takes, but a local array is no slice on the GPU.
use ferrocuda::prelude::*;

#[device]
fn write_u16_le(val: u16, slice: &mut [u8], pos: usize) {
    slice[pos] = val as u8;
    slice[pos + 1] = (val >> 8) as u8;
}

#[kernel]
fn u16_to_slice(out: &mut [u8]) {
    let mut buf = [0; 2];
    write_u16_le(2000, &mut buf, 0);
    out[0] = buf[0];
}

fn main() {}
