use ferrocuda::prelude::*;

#[device]
pub const LABEL: &str = "gain";

#[device]
pub const TABLE: [(u32, u32); 2] = [(1, 2), (3, 4)];

#[device]
pub const GAIN: f32 = 2.0;

/// More than the 64 KiB of constant memory.
#[device]
pub static HUGE: Constant<[f32; 20_000]> = Constant([0.0; 20_000]);

/// A kernel cannot write a static.
#[device]
pub static mut COUNTER: u32 = 0;

fn main() {}
