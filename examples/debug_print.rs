//! `println!` inside a kernel, for debugging: a bounds-checked kernel that also reports the
//! rows it finds suspicious. The GPU records each print's values and the host formats them
//! with the format string as written — the text is what Rust prints, on a GPU and on the
//! simulator alike — at the next synchronizing call (here `to_vec`), as CUDA's printf does.
//!
//! `cargo run --release --example debug_print`

use ferrocuda::prelude::*;

/// Normalizes each row to unit sum; prints the rows whose sum is not positive.
#[kernel]
pub fn normalize_rows(m: &mut Array2<f32>) {
    let r = grid(1);
    let (rows, cols) = m.dim();
    if r < rows {
        let mut sum = 0.0f32;
        for c in 0..cols {
            sum += m[[r, c]];
        }
        if sum <= 0.0 {
            println!("row {r}: sum {sum:.3} is not positive; first value {:e}, left as is", m[[r, 0]]);
            return;
        }
        for c in 0..cols {
            m[[r, c]] /= sum;
        }
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let (rows, cols) = (64, 16);
    let host: Vec<f32> =
        (0..rows * cols).map(|i| if i / cols % 21 == 5 { -1.0 } else { 1.0 + (i % 7) as f32 }).collect();
    let mut m = dev.to_device_2d(&host, (rows, cols))?;
    normalize_rows.launch(Grid::for_elements(rows), &mut m)?;
    let out = m.to_vec()?; // the kernel's lines appear here
    let normalized = (0..rows).filter(|r| ((0..cols).map(|c| out[r * cols + c]).sum::<f32>() - 1.0).abs() < 1e-5);
    println!("{} of {rows} rows normalized", normalized.count());
    Ok(())
}
