//! The classic first CUDA program: C = A + B over 2^20 floats, on the first CUDA GPU or on
//! the CPU simulator, printing C[0] and C[N-1] as the C++ original does.

use ferrocuda::prelude::*;

#[kernel]
pub fn vector_add(a: &[f32], b: &[f32], c: &mut [f32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] + b[i];
    }
}

fn main() -> ferrocuda::Result<()> {
    const N: usize = 1 << 20;
    let dev = Device::auto()?;
    println!("running on {dev}");

    let h_a: Vec<f32> = (0..N).map(|i| i as f32).collect();
    let h_b: Vec<f32> = (0..N).map(|i| (2 * i) as f32).collect();
    let d_a = dev.to_device(&h_a)?;
    let d_b = dev.to_device(&h_b)?;
    let mut d_c = dev.zeros::<f32>(N)?;

    vector_add.launch(Grid::for_elements(N), &d_a, &d_b, &mut d_c)?;
    let h_c = d_c.to_vec()?;

    println!("C[0] = {:.6}, C[N-1] = {:.6}", h_c[0], h_c[N - 1]);
    let wrong = (0..N).filter(|&i| h_c[i] != h_a[i] + h_b[i]).count();
    if wrong != 0 {
        eprintln!("{wrong} of {N} elements are wrong");
        std::process::exit(1);
    }
    println!("all {N} elements are correct");
    Ok(())
}
