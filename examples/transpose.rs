//! The transpose of a 2-D array through shared memory: each block of 32 × 8 threads reads a
//! 32 × 32 tile along its rows into a padded shared tile (33 columns, so that reading a
//! column touches 32 different banks), then writes it out along the rows of the output.
//! Both arrays are `DeviceArray2`s with pitched rows; the input is also passed as a
//! transposed view (`a.t()`, no copy), which transposes back. Checked exactly.
//!
//! `cargo run --release --example transpose` (8192² on a GPU, 300 × 500 on the simulator or
//! with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

const TILE: usize = 32;
const ROWS_PER_PASS: usize = 8;

#[kernel]
pub fn transpose_tiled(a: &Array2<f32>, b: &mut Array2<f32>) {
    let tile = shared_array::<[f32; TILE + 1], TILE>();
    let (rows, cols) = a.dim();
    let (tx, ty) = (thread_idx().x as usize, thread_idx().y as usize);
    let (bx, by) = (block_idx().x as usize * TILE, block_idx().y as usize * TILE);
    for k in (0..TILE).step_by(ROWS_PER_PASS) {
        let (r, c) = (by + ty + k, bx + tx);
        if r < rows && c < cols {
            tile[ty + k][tx] = a[[r, c]];
        }
    }
    sync_threads();
    for k in (0..TILE).step_by(ROWS_PER_PASS) {
        let (r, c) = (bx + ty + k, by + tx);
        if r < cols && c < rows {
            b[[r, c]] = tile[tx][ty + k];
        }
    }
}

fn tiles(rows: usize, cols: usize) -> Grid<'static> {
    let blocks = (cols.div_ceil(TILE) as u32, rows.div_ceil(TILE) as u32);
    Grid::new(blocks, (TILE as u32, ROWS_PER_PASS as u32))
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let (rows, cols) = if small { (300, 500) } else { (8192, 8192) };
    let host: Vec<f32> = (0..rows * cols).map(|i| ((i * 7919) % 10007) as f32 - 5000.0).collect();
    let a = dev.to_device_2d(&host, (rows, cols))?;
    let mut b = dev.zeros_2d::<f32>((cols, rows))?;
    transpose_tiled.launch(tiles(rows, cols), &a, &mut b)?;
    let got = b.to_vec()?;
    for r in 0..cols {
        for c in 0..rows {
            if got[r * rows + c] != host[c * cols + r] {
                eprintln!("b[[{r}, {c}]] is {}, expected {}", got[r * rows + c], host[c * cols + r]);
                std::process::exit(1);
            }
        }
    }
    // Transposed again, the original comes back; and a transposed view (strided: the
    // kernel's variant for strided rows) as the input gives `b` again.
    let mut back = dev.zeros_2d::<f32>((rows, cols))?;
    transpose_tiled.launch(tiles(cols, rows), &b, &mut back)?;
    let mut again = dev.zeros_2d::<f32>((cols, rows))?;
    transpose_tiled.launch(tiles(rows, cols), b.t(), &mut again)?;
    if back.to_vec()? != host || again.to_vec()? != got {
        eprintln!("transposing back (or from a transposed view) did not give the arrays again");
        std::process::exit(1);
    }
    println!(
        "{rows} × {cols} f32 (rows pitched to {} elements): transposed exactly, back, and from a transposed view",
        a.pitch()
    );
    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's
    }
    let time = timing::median_time(&dev, 3, 21, || transpose_tiled.launch(tiles(rows, cols), &a, &mut b))?;
    let gbps = (8 * rows * cols) as f64 / time.as_secs_f64() / 1e9;
    println!("time: {:.3} ms (median of 21), {gbps:.0} GB/s moved", time.as_secs_f64() * 1e3);
    Ok(())
}
