use ferrocuda::prelude::*;

#[kernel]
fn fill(y: &mut [f32]) {
    y[0] = 1.0;
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::simulator();
    let y = dev.zeros::<f32>(4)?;
    fill.launch(Grid::for_elements(4), &y)
}
