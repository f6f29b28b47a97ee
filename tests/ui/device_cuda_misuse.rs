// `#[device(cuda = "…")]` misused: the path not a string, a file that is not there, a
// parameter C cannot take, another argument.
use ferrocuda::prelude::*;

#[device(cuda = 5)]
fn not_a_string(x: f32) -> f32 {
    x
}

#[device(cuda = "src/missing.cu")]
fn missing_file(x: f32) -> f32 {
    x
}

#[device(cuda = "Cargo.toml")]
fn takes_a_slice(x: &[f32]) -> f32 {
    x[0]
}

#[device(inline)]
fn other_argument(x: f32) -> f32 {
    x
}

fn main() {}
