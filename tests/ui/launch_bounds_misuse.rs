use ferrocuda::prelude::*;

#[kernel(launch_bounds = 2048)]
fn too_many(y: &mut [f32]) {
    y[grid(1)] = 1.0;
}

#[kernel(min_blocks = 2)]
fn blocks_alone(y: &mut [f32]) {
    y[grid(1)] = 1.0;
}

#[kernel(launch_bounds = 256, max_registers = 32)]
fn both(y: &mut [f32]) {
    y[grid(1)] = 1.0;
}

#[kernel(max_registers = 8)]
fn too_few(y: &mut [f32]) {
    y[grid(1)] = 1.0;
}

#[kernel(launch_bounds = "256")]
fn not_a_number(y: &mut [f32]) {
    y[grid(1)] = 1.0;
}

fn main() {}
