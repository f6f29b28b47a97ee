//! Runs the kernels `build.rs` compiled ahead of time, checks them against the CPU, and says
//! which were built ahead of time and how long the first launch took (in a fresh process:
//! with an image, loading it needs the driver alone; without, NVRTC compiles first).
//!
//!     cargo run --release -p ferrocuda-aot-example

use std::time::Instant;

use ferrocuda::prelude::*;
use ferrocuda_aot_example::{
    fall, gcd, gcds, inv_norm, negate, saxpy, scale, stencil, step, Particle, Vec3, G, WEIGHTS,
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let n = 1 << 20;
    let x: Vec<f32> = (0..n).map(|i| ((i * 7919) % 1000) as f32 / 250.0 - 2.0).collect();
    let y0: Vec<f32> = (0..n).map(|i| ((i * 104729) % 1000) as f32 / 500.0).collect();

    // The first launch of the process: loading (an image, or NVRTC's compile) and running.
    let dx = dev.to_device(&x)?;
    let mut dy = dev.to_device(&y0)?;
    dev.synchronize()?;
    let start = Instant::now();
    saxpy.launch(Grid::for_elements(n), 2.0, &dx, &mut dy)?;
    dev.synchronize()?;
    let first = start.elapsed();
    let y = dy.to_vec()?;
    check("saxpy", &y, &x.iter().zip(&y0).map(|(x, y)| 2.0 * x + y).collect::<Vec<_>>(), 0.0)?;
    let start = Instant::now();
    saxpy.launch(Grid::for_elements(n), 2.0, &dx, &mut dy)?;
    dev.synchronize()?;
    let second = start.elapsed();

    let mut out = dev.zeros::<f32>(n)?;
    fall.launch(Grid::for_elements(n), 0.5, &dx, &mut out)?;
    check("fall", &out.to_vec()?, &x.iter().map(|v| (v + G * 0.5) * (v + G * 0.5)).collect::<Vec<_>>(), 0.0)?;

    let m = n / 3;
    let mut norms = dev.zeros::<f32>(m)?;
    inv_norm.launch(Grid::for_elements(m), &dx, &mut norms)?;
    let want: Vec<f32> = (0..m)
        .map(|i| 1.0 / (x[3 * i] * x[3 * i] + x[3 * i + 1] * x[3 * i + 1] + x[3 * i + 2] * x[3 * i + 2]).sqrt())
        .collect();
    // (The GPU's `rsqrtf` is within 2 ulp.)
    check("inv_norm", &norms.to_vec()?, &want, 4e-7)?;

    let a: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(2654435761) % 10_000).collect();
    let b: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(40503) % 5_000).collect();
    let mut g = dev.zeros::<u32>(n)?;
    gcds.launch(Grid::for_elements(n), &dev.to_device(&a)?, &dev.to_device(&b)?, &mut g)?;
    if g.to_vec()? != a.iter().zip(&b).map(|(&a, &b)| gcd(a, b)).collect::<Vec<_>>() {
        return Err("gcds differs from the CPU".into());
    }

    let mut s = dev.zeros::<f32>(n)?;
    stencil::smooth.launch(Grid::for_elements(n), &dx, &mut s)?;
    let want: Vec<f32> = (0..n)
        .map(|i| {
            if i == 0 || i + 1 == n {
                x[i]
            } else {
                WEIGHTS[0] * x[i - 1] + WEIGHTS[1] * x[i] + WEIGHTS[2] * x[i + 1]
            }
        })
        .collect();
    check("smooth", &s.to_vec()?, &want, 1e-6)?;

    let mut sc = dev.zeros::<f32>(n)?;
    scale.launch(Grid::for_elements(n), 3.0f32, &dx, &mut sc)?;
    check("scale::<f32>", &sc.to_vec()?, &x.iter().map(|v| 3.0 * v).collect::<Vec<_>>(), 0.0)?;
    let xh: Vec<f16> = x.iter().map(|&v| f16::from_f32(v)).collect();
    let mut sh = dev.zeros::<f16>(n)?;
    scale.launch(Grid::for_elements(n), f16::from_f32(3.0), &dev.to_device(&xh)?, &mut sh)?;
    let got: Vec<f32> = sh.to_vec()?.iter().map(|v| v.to_f32()).collect();
    check("scale::<f16>", &got, &xh.iter().map(|v| (f16::from_f32(3.0) * *v).to_f32()).collect::<Vec<_>>(), 0.0)?;

    // Structs (with `#[device] impl`s, compiled ahead of time with them); the CPU reference
    // calls the same impls.
    let ps: Vec<Particle> = (0..n)
        .map(|i| Particle {
            pos: Vec3 { x: x[i], y: y0[i], z: 1.0 },
            vel: Vec3 { x: y0[i], y: x[i], z: -1.0 },
            spin: [x[i], 0.5],
            id: i as u8,
        })
        .collect();
    let mut dps = dev.to_device(&ps)?;
    step.launch(Grid::for_elements(n), 0.01, &mut dps)?;
    let got = dps.to_vec()?;
    for (i, (g, p)) in got.iter().zip(&ps).enumerate() {
        let want = p.pos + p.vel.scaled(0.01);
        let close = |a: f32, b: f32| (a - b).abs() <= 1e-6 * b.abs().max(1.0);
        if !(close(g.pos.x, want.x) && close(g.pos.y, want.y) && close(g.vel.y, p.vel.y + G * 0.01) && g.id == p.id) {
            return Err(format!("step: particle {i} is {g:?}, the CPU says pos {want:?}").into());
        }
    }

    let nvrtc_loaded = nvrtc_loaded();
    // The kernel the build could not see: NVRTC compiles it (from the disk cache when warm).
    let mut neg = dev.zeros::<f32>(n)?;
    let start = Instant::now();
    let negated = negate.launch(Grid::for_elements(n), &dx, &mut neg).and_then(|()| dev.synchronize());
    let negate_first = start.elapsed();
    let ran = negated.is_ok();
    match negated {
        Ok(()) => check("negate", &neg.to_vec()?, &x.iter().map(|v| -v).collect::<Vec<_>>(), 0.0)?,
        Err(e @ (ferrocuda::Error::NvrtcNotFound { .. } | ferrocuda::Error::Setting { .. })) => {
            println!("`negate` was not built ahead of time, and needs NVRTC, which is not here ({e}): skipped")
        }
        Err(e) => return Err(e.into()),
    }

    let s = ferrocuda::aot_summary();
    println!(
        "ahead of time: {} of {} kernels ({}); left to NVRTC: {}",
        s.ahead_of_time,
        s.kernels,
        s.targets.join(", "),
        if s.missed.is_empty() { "none".to_string() } else { s.missed.join(", ") }
    );
    println!(
        "first launch of the process (load + launch + synchronize): {:.3} ms; the next: {:.3} ms; NVRTC loaded \
         by then: {nvrtc_loaded}",
        first.as_secs_f64() * 1e3,
        second.as_secs_f64() * 1e3
    );
    if ran {
        println!("first launch of `negate` (NVRTC, or its disk cache): {:.3} ms", negate_first.as_secs_f64() * 1e3);
    }
    Ok(())
}

/// Whether the process has mapped NVRTC (Linux; "unknown" elsewhere).
fn nvrtc_loaded() -> &'static str {
    match std::fs::read_to_string("/proc/self/maps") {
        Ok(maps) if maps.contains("libnvrtc") => "yes",
        Ok(_) => "no",
        Err(_) => "unknown",
    }
}

fn check(what: &str, got: &[f32], want: &[f32], rel: f32) -> Result<(), String> {
    let bad = got.iter().zip(want).position(|(g, w)| (g - w).abs() > rel * w.abs() && g.to_bits() != w.to_bits());
    match bad {
        Some(i) => Err(format!("{what}[{i}] = {} but the CPU says {}", got[i], want[i])),
        None => Ok(()),
    }
}
