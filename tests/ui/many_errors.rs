use ferrocuda::prelude::*;

// Every error of the kernel is reported, not only the first, and the kernel still exists
// for `main` (no error about `launch`).
#[kernel]
fn many(x: &mut [f32]) {
    let c = 'c';
    let s = "text";
    let f = |v: f32| v;
    let a = [0.0f32; x.len()];
    x[0] = 1.0;
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::simulator();
    let mut x = dev.zeros::<f32>(4)?;
    many.launch(Grid::for_elements(4), &mut x)
}
