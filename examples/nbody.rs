//! An n-body step over `&mut [Particle]`: every particle feels the softened gravity of all
//! others, read a tile at a time through shared memory (each tile a `shared_array` of a
//! struct), then moves (leapfrog: `ps[i].vel[k] += a[k] * dt`, `ps[i].pos[k] += …`). The
//! physics is a `#[device] impl` on the structs and `#[device]` fns, which the host calls
//! too: the CPU reference below is the same code. Prints the interactions per second on a
//! GPU and the largest difference from the CPU.
//!
//! `cargo run --release --example nbody` (16384 bodies on a GPU, 1024 on the simulator or
//! with `FERROCUDA_EXAMPLE_SMALL=1`)

#[path = "common/small.rs"]
mod small;
#[path = "common/timing.rs"]
mod timing;

use ferrocuda::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Vec3 {
    pub x: f32,
    pub y: f32,
    pub z: f32,
}

#[device]
impl Vec3 {
    pub fn zero() -> Vec3 {
        Vec3 { x: 0.0, y: 0.0, z: 0.0 }
    }

    pub fn norm_sqr(self) -> f32 {
        self.x * self.x + self.y * self.y + self.z * self.z
    }
}

#[device]
impl std::ops::Add for Vec3 {
    type Output = Vec3;
    fn add(self, o: Vec3) -> Vec3 {
        Vec3 { x: self.x + o.x, y: self.y + o.y, z: self.z + o.z }
    }
}

#[device]
impl std::ops::Sub for Vec3 {
    type Output = Vec3;
    fn sub(self, o: Vec3) -> Vec3 {
        Vec3 { x: self.x - o.x, y: self.y - o.y, z: self.z - o.z }
    }
}

#[device]
impl std::ops::Mul<f32> for Vec3 {
    type Output = Vec3;
    fn mul(self, k: f32) -> Vec3 {
        Vec3 { x: self.x * k, y: self.y * k, z: self.z * k }
    }
}

/// A body: what DESIGN.md's example holds.
#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Particle {
    pub pos: [f32; 3],
    pub vel: [f32; 3],
    pub mass: f32,
}

#[device]
impl Particle {
    pub fn position(&self) -> Vec3 {
        Vec3 { x: self.pos[0], y: self.pos[1], z: self.pos[2] }
    }

    pub fn kinetic_energy(&self) -> f32 {
        0.5 * self.mass * (self.vel[0] * self.vel[0] + self.vel[1] * self.vel[1] + self.vel[2] * self.vel[2])
    }
}

/// The gravitational constant, in the units of the example.
#[device]
pub const G: f32 = 1.0;
/// Softening: close encounters stay finite.
#[device]
pub const EPS2: f32 = 0.01;

/// The acceleration body `j` (at `pj`, of mass `mj`) gives a body at `pi`.
#[device]
pub fn pull(pi: Vec3, pj: Vec3, mj: f32) -> Vec3 {
    let d = pj - pi;
    let r2 = d.norm_sqr() + EPS2;
    let inv = 1.0 / r2.sqrt();
    d * (G * mj * inv * inv * inv)
}

/// Threads per block, and bodies per tile.
const TILE: usize = 128;

/// The accelerations of all bodies: each block reads the bodies a tile at a time into
/// shared memory, each thread sums the pulls of the tile on its body.
#[kernel]
pub fn accelerations(ps: &[Particle], acc: &mut [Vec3]) {
    let tile = shared_array::<Particle, TILE>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    let me = if i < ps.len() { ps[i].position() } else { Vec3::zero() };
    let mut a = Vec3::zero();
    let mut base = 0;
    while base < ps.len() {
        let j = base + t;
        tile[t] = if j < ps.len() { ps[j] } else { Particle { pos: [0.0; 3], vel: [0.0; 3], mass: 0.0 } };
        sync_threads();
        for k in 0..TILE {
            let other = tile[k];
            a = a + pull(me, other.position(), other.mass);
        }
        sync_threads();
        base += TILE;
    }
    if i < acc.len() {
        acc[i] = a;
    }
}

/// Kick and drift: the velocities by the accelerations, the positions by the velocities.
#[kernel]
pub fn advance(ps: &mut [Particle], acc: &[Vec3], dt: f32) {
    let i = grid(1);
    if i < ps.len() {
        let a = acc[i];
        ps[i].vel[0] += a.x * dt;
        ps[i].vel[1] += a.y * dt;
        ps[i].vel[2] += a.z * dt;
        for k in 0..3 {
            ps[i].pos[k] += ps[i].vel[k] * dt;
        }
    }
}

/// The same step on the CPU, with the same `#[device]` code.
fn step_cpu(ps: &mut [Particle], dt: f32) {
    let acc: Vec<Vec3> =
        ps.iter().map(|p| ps.iter().fold(Vec3::zero(), |a, o| a + pull(p.position(), o.position(), o.mass))).collect();
    for (p, a) in ps.iter_mut().zip(&acc) {
        p.vel[0] += a.x * dt;
        p.vel[1] += a.y * dt;
        p.vel[2] += a.z * dt;
        for k in 0..3 {
            p.pos[k] += p.vel[k] * dt;
        }
    }
}

/// Bodies on a shell, circling: a deterministic start.
fn bodies(n: usize) -> Vec<Particle> {
    (0..n)
        .map(|i| {
            let f = i as f32 / n as f32;
            let (theta, phi) = (f * std::f32::consts::TAU * 13.0, f * std::f32::consts::PI);
            let r = 1.0 + (i % 7) as f32 * 0.1;
            let pos = [r * phi.sin() * theta.cos(), r * phi.sin() * theta.sin(), r * phi.cos()];
            Particle { pos, vel: [-pos[1] * 0.3, pos[0] * 0.3, 0.0], mass: 1.0 / n as f32 }
        })
        .collect()
}

fn main() -> ferrocuda::Result<()> {
    let dev = Device::auto()?;
    println!("running on {dev}");
    let small = small::small(&dev);
    let n = if small { 1024 } else { 16384 };
    let (steps, dt) = (4, 1e-3f32);
    let start = bodies(n);
    let mut ps = dev.to_device(&start)?;
    let mut acc = dev.to_device(&vec![Vec3 { x: f32::NAN, y: f32::NAN, z: f32::NAN }; n])?;
    let grid = Grid::new(n.div_ceil(TILE) as u32, TILE as u32);
    for _ in 0..steps {
        accelerations.launch(grid, &ps, &mut acc)?;
        advance.launch(Grid::for_elements(n), &mut ps, &acc, dt)?;
    }
    let got = ps.to_vec()?;
    let mut want = start.clone();
    for _ in 0..steps {
        step_cpu(&mut want, dt);
    }
    let worst = got
        .iter()
        .zip(&want)
        .flat_map(|(g, w)| (0..3).map(move |k| (g.pos[k] - w.pos[k]).abs().max((g.vel[k] - w.vel[k]).abs())))
        .fold(0.0f32, f32::max);
    let energy: f32 = got.iter().map(|p| p.kinetic_energy()).sum();
    println!("{n} bodies, {steps} steps: kinetic energy {energy:.6}; largest difference from the CPU {worst:.2e}");
    // Sums of `n` pulls in another order (and fused multiply-adds) differ in the last bits.
    if worst.is_nan() || worst >= 1e-3 {
        eprintln!("the GPU's bodies differ from the CPU's");
        std::process::exit(1);
    }
    if !small {
        let time = timing::median_time(&dev, 2, 11, || accelerations.launch(grid, &ps, &mut acc))?;
        let per_s = (n * n) as f64 / time.as_secs_f64();
        println!(
            "accelerations: {:.3} ms (median of 11), {:.1} G interactions/s ({:.0} GFLOP/s at 20 flops each)",
            time.as_secs_f64() * 1e3,
            per_s / 1e9,
            per_s * 20.0 / 1e9
        );
    }
    Ok(())
}
