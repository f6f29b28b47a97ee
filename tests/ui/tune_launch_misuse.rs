use ferrocuda::prelude::*;

#[kernel(tune(BLOCK = [128, 256], ROWS = [1, 4]))]
fn rows<const BLOCK: usize, const ROWS: usize>(x: &mut [f32]) {
    let i = grid(1) * ROWS;
    if i < x.len() {
        x[i] = 0.0;
    }
}

// A tuned kernel without its values: which instance is meant?
fn untuned(x: &mut DeviceSlice<f32>) -> ferrocuda::Result<()> {
    rows.launch(Grid::for_elements(1024), x)
}

// The grid's closure takes one value per tuned parameter.
fn arity(x: &mut DeviceSlice<f32>) -> ferrocuda::Result<()> {
    rows.launch_tuned(Grid::tuned(|[block]| Grid::new(1024 / block, block)), x)
}

fn main() {}
