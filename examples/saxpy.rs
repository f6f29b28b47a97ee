//! The saxpy of the design document: `y = a * x + y` on the first CUDA GPU, or on the CPU
//! simulator when there is none.

use ferrocuda::prelude::*;

#[kernel]
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let n = 1 << 20;
    let x = dev.to_device(&vec![1.0f32; n])?;
    let mut y = dev.to_device(&vec![2.0f32; n])?;
    saxpy.launch(Grid::for_elements(n), 2.0, &x, &mut y)?;
    let y = y.to_vec()?;
    assert!(y.iter().all(|&v| v == 4.0));
    println!("y = 2 * x + y: all {n} elements are 4");
    Ok(())
}
