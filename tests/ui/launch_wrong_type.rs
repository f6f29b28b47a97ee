use ferrocuda::prelude::*;

#[kernel]
fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::simulator();
    let x = dev.zeros::<f64>(4)?;
    let mut y = dev.zeros::<f32>(4)?;
    saxpy.launch(Grid::for_elements(4), 2.0, &x, &mut y)?;
    saxpy.launch(Grid::for_elements(4), 2.0f64, &y, &mut y)
}
