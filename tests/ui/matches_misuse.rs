// `matches!` takes a value and a pattern (with an optional guard); its patterns are `match`'s.
use ferrocuda::prelude::*;

#[kernel]
fn no_pattern(x: &[i32], y: &mut [u32]) {
    y[0] = matches!(x[0]) as u32;
}

#[kernel]
fn struct_pattern(x: &[i32], y: &mut [u32]) {
    y[0] = matches!(x[0], Some(1)) as u32;
}

fn main() {}
