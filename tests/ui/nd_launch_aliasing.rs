// A writable array beside a view of itself: the borrow checker refuses, as for slices.
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
    let mut a = dev.zeros_2d::<f32>((4, 4))?;
    transpose.launch(Grid::for_shape((4, 4)), a.t(), &mut a)
}
