//! Inclusive prefix sums within each block of 1024 elements (Hillis–Steele, ping-ponging
//! between two rows of a 2-D shared array), checked exactly against a CPU scan.
//!
//! `cargo run --release --example scan` (2^26 ints on a GPU, 8292 on the simulator or with
//! `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

#[kernel]
pub fn block_scan(x: &[i32], y: &mut [i32]) {
    const N: usize = 1024;
    let buf = shared_array::<[i32; N], 2>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    buf[0][t] = if i < x.len() { x[i] } else { 0 };
    sync_threads();
    let mut src = 0;
    let mut offset = 1;
    while offset < N {
        let dst = 1 - src;
        buf[dst][t] = if t >= offset { buf[src][t] + buf[src][t - offset] } else { buf[src][t] };
        sync_threads();
        src = dst;
        offset *= 2;
    }
    if i < x.len() {
        y[i] = buf[src][t];
    }
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n: usize = if small { 8 * 1024 + 100 } else { 1 << 26 };
    let host: Vec<i32> = (0..n).map(|i| ((i * 37) % 201) as i32 - 100).collect();
    let x = dev.to_device(&host)?;
    let mut y = dev.to_device(&vec![i32::MIN; n])?;
    let grid = Grid::new(n.div_ceil(1024) as u32, 1024);
    block_scan.launch(grid, &x, &mut y)?;
    let got = y.to_vec()?;
    let want: Vec<i32> = host
        .chunks(1024)
        .flat_map(|c| {
            c.iter()
                .scan(0i32, |s, &v| {
                    *s = s.wrapping_add(v);
                    Some(*s)
                })
                .collect::<Vec<_>>()
        })
        .collect();
    if got != want {
        let bad = (0..n).find(|&i| got[i] != want[i]).unwrap_or(0);
        eprintln!("element {bad}: {} scanned, {} expected", got[bad], want[bad]);
        std::process::exit(1);
    }
    println!("inclusive scan of {n} ints in blocks of 1024: every element matches the CPU");
    if small {
        return Ok(()); // the simulator's times say nothing about a GPU's; small runs are not timed
    }
    let (warmup, runs) = (3, 21);
    let time = timing::median_time(&dev, warmup, runs, || block_scan.launch(grid, &x, &mut y))?;
    let gbps = (n * 8) as f64 / time.as_secs_f64() / 1e9;
    println!(
        "time: {:.3} ms (median of {runs}), {gbps:.0} GB/s (one read and one write per element)",
        time.as_secs_f64() * 1e3
    );
    Ok(())
}
