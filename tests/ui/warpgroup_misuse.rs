use ferrocuda::prelude::*;

// Register counts are constants from 24 to 256, multiples of 8.
#[kernel]
fn misuse(n: u32, y: &mut [u32]) {
    warpgroup::set_max_registers(20);
    warpgroup::release_registers(100);
    warpgroup::set_max_registers(n);
    y[0] = warpgroup::index();
}

fn main() {}
