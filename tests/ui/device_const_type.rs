use ferrocuda::prelude::*;

#[device]
pub const LABEL: &str = "gain";

#[device]
pub const TABLE: [(u32, u32); 2] = [(1, 2), (3, 4)];

#[device]
pub const GAIN: f32 = 2.0;

fn main() {}
