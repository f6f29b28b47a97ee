// N-d arrays at a launch: the wrong number of axes, the wrong element type, a read-only view
// where the kernel writes.
use ferrocuda::prelude::*;

#[kernel]
pub fn transpose(a: &Array2<f32>, b: &mut Array2<f32>) {
    let (col, row) = grid(2);
    let (rows, cols) = a.dim();
    if row < rows && col < cols {
        b[[col, row]] = a[[row, col]];
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::simulator();
    let a3 = dev.zeros_3d::<f32>((2, 3, 4))?;
    let a64 = dev.zeros_2d::<f64>((3, 4))?;
    let a = dev.zeros_2d::<f32>((4, 4))?;
    let mut b = dev.zeros_2d::<f32>((4, 4))?;
    transpose.launch(Grid::for_shape((4, 4)), &a3, &mut b)?;
    transpose.launch(Grid::for_shape((4, 4)), &a64, &mut b)?;
    transpose.launch(Grid::for_shape((4, 4)), &a, b.t())?;
    Ok(())
}
