use ferrocuda::prelude::*;

// A kernel that stores through its map takes a writable map of the same box: a map of a
// read-only view, or one of another box, is a compile error at the launch.
#[kernel]
fn scale(a: &mut TensorMap2<f32, 8, 32>) {
    let tile = shared_array::<f32, 256>();
    tma::store(a, [0, 0], &tile, 0);
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::simulator();
    let mut x = dev.to_device_2d(&[0.0f32; 256], (8, 32))?;
    let mut read = TensorMap2::<f32, 8, 32>::new(x.view())?;
    scale.launch(Grid::new(1, 32), &mut read)?;
    let mut other_box = TensorMap2::<f32, 4, 32>::new_mut(x.view_mut())?;
    scale.launch(Grid::new(1, 32), &mut other_box)?;
    Ok(())
}
