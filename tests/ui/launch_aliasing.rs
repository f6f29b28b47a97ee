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
    let mut y = dev.zeros::<f32>(4)?;
    // The same buffer as `&[f32]` and `&mut [f32]`: the borrow checker refuses.
    saxpy.launch(Grid::for_elements(4), 2.0, &y, &mut y)
}
