//! After a kernel's own errors, its uses add none: its name launches with any arguments of
//! its count, and its other methods exist.
use ferrocuda::prelude::*;

#[kernel]
pub fn closure_inside(x: &mut [f32]) {
    let double = |v: f32| v * 2.0;
    x[0] = double(x[0]);
}

#[kernel]
pub fn too_deep(x: &mut [f32]) {
    x[0] = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((x[0]))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));
}

#[kernel]
pub fn generic_with_error<T: Float, const N: usize>(x: &mut [T]) {
    let v = Vec::new();
    x[0] = v[0];
}

#[kernel(tune(BLOCK = [64, 128]))]
pub fn tuned_with_error<const BLOCK: usize>(x: &mut [f32]) {
    let s = String::new();
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::simulator();
    let mut x = dev.to_device(&[1.0f32; 4])?;
    closure_inside.launch(Grid::for_elements(4), &mut x)?;
    too_deep.launch(Grid::for_elements(4), &mut x)?;
    generic_with_error::<4>.launch(Grid::for_elements(4), &mut x)?;
    tuned_with_error.launch_tuned(Grid::tuned(|[b]| Grid::new(1, b)), &mut x)?;
    println!("{} {}", closure_inside.cuda_source(), generic_with_error::<4>.cuda_source::<f32>());
    Ok(())
}
