//! Structs in kernels: `#[derive(DeviceCopy)]` types in slices and by value, nested and with
//! array fields, read, built (with `..base`), written field by field (`ps[i].vel[1] += …`);
//! `#[device] impl` methods, associated functions and operators called from kernels and
//! from the host; `#[device]` fns taking and returning structs; and `num_complex::Complex`
//! with its arithmetic. Each against the same Rust run on the host.

use ferrocuda::prelude::*;
use ferrocuda::DeviceCopy;
use num_complex::Complex;

use crate::lang::DeviceTest;
use crate::util::*;

#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Vec3 {
    pub x: f32,
    pub y: f32,
    pub z: f32,
}

#[device]
impl Vec3 {
    pub fn new(x: f32, y: f32, z: f32) -> Vec3 {
        Vec3 { x, y, z }
    }

    pub fn dot(self, o: Vec3) -> f32 {
        self.x * o.x + self.y * o.y + self.z * o.z
    }

    pub fn scaled(&self, k: f32) -> Self {
        Self::new(self.x * k, self.y * k, self.z * k)
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

/// A particle: arrays, a nested struct, and fields of three sizes (the layout has padding
/// C++ must reproduce: `id` is followed by 3 bytes).
#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Particle {
    pub pos: [f32; 3],
    pub vel: [f32; 3],
    pub mass: f32,
    pub id: u8,
    pub spin: Vec3,
    pub steps: u64,
}

#[device]
impl Particle {
    /// Kinetic energy.
    pub fn energy(&self) -> f32 {
        let mut v2 = 0.0f32;
        for k in 0..3 {
            v2 += self.vel[k] * self.vel[k];
        }
        0.5 * self.mass * v2
    }
}

/// A `#[device]` fn of structs: takes two, returns one.
#[device]
pub fn pulled(p: Particle, toward: Vec3, g: f32) -> Particle {
    let d = toward - Vec3::new(p.pos[0], p.pos[1], p.pos[2]);
    let a = d.scaled(g / (d.dot(d) + 1.0));
    Particle { vel: [p.vel[0] + a.x, p.vel[1] + a.y, p.vel[2] + a.z], ..p }
}

/// One step: a struct parameter by value, field writes into slice elements, methods,
/// operators, a struct local and a device fn of structs.
#[kernel]
pub fn step(ps: &mut [Particle], energies: &mut [f32], center: Vec3, dt: f32) {
    let i = grid(1);
    if i < ps.len() {
        let p = pulled(ps[i], center, 0.5);
        ps[i].vel = p.vel;
        for k in 0..3 {
            ps[i].pos[k] += ps[i].vel[k] * dt;
        }
        ps[i].steps += 1;
        ps[i].spin = ps[i].spin + center.scaled(dt);
        ps[i].id = ps[i].id.wrapping_add(1);
        let mut q = ps[i];
        q.mass *= 2.0;
        energies[i] = q.energy() + ps[i].spin.dot(center) + Particle { mass: 0.5 * q.mass, ..q }.energy();
        ps[i].spin = Vec3 { y: ps[i].spin.y - 0.25, ..Vec3::new(ps[i].spin.x, 0.0, ps[i].spin.z + 1.0) };
    }
}

/// What `step` does, on the host: the same methods and fns.
fn step_host(ps: &mut [Particle], energies: &mut [f32], center: Vec3, dt: f32) {
    for i in 0..ps.len() {
        let p = pulled(ps[i], center, 0.5);
        ps[i].vel = p.vel;
        for k in 0..3 {
            ps[i].pos[k] += ps[i].vel[k] * dt;
        }
        // (Kernels' integer arithmetic wraps.)
        ps[i].steps = ps[i].steps.wrapping_add(1);
        ps[i].spin = ps[i].spin + center.scaled(dt);
        ps[i].id = ps[i].id.wrapping_add(1);
        let mut q = ps[i];
        q.mass *= 2.0;
        energies[i] = q.energy() + ps[i].spin.dot(center) + Particle { mass: 0.5 * q.mass, ..q }.energy();
        ps[i].spin = Vec3 { y: ps[i].spin.y - 0.25, ..Vec3::new(ps[i].spin.x, 0.0, ps[i].spin.z + 1.0) };
    }
}

fn particles(rng: &mut Rng, n: usize) -> Vec<Particle> {
    (0..n)
        .map(|i| Particle {
            pos: [rng.f32_in(-4.0, 4.0), rng.f32_in(-4.0, 4.0), rng.f32_in(-4.0, 4.0)],
            vel: [rng.f32_in(-1.0, 1.0), rng.f32_in(-1.0, 1.0), rng.f32_in(-1.0, 1.0)],
            mass: rng.f32_in(0.5, 2.0),
            id: (i * 37) as u8,
            spin: Vec3 { x: rng.f32_in(-1.0, 1.0), y: 0.25, z: -0.5 },
            steps: u64::MAX - 2 + i as u64 % 3,
        })
        .collect()
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() <= 1e-4 * (1.0 + a.abs().max(b.abs()))
}

fn particle_close(a: &Particle, b: &Particle) -> bool {
    (0..3).all(|k| close(a.pos[k], b.pos[k]) && close(a.vel[k], b.vel[k]))
        && a.mass == b.mass
        && a.id == b.id
        && a.steps == b.steps
        && close(a.spin.x, b.spin.x)
        && close(a.spin.y, b.spin.y)
        && close(a.spin.z, b.spin.z)
}

fn step_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("struct_step");
    let n = 3000;
    let ps = particles(&mut rng, n);
    let center = Vec3 { x: 0.5, y: -1.0, z: 2.0 };
    let mut dps = fc(dev.to_device(&ps))?;
    let mut de = fc(dev.to_device(&vec![f32::NAN; n]))?;
    for _ in 0..3 {
        fc(step.launch(Grid::for_elements(n), &mut dps, &mut de, center, 0.01))?;
    }
    let (mut want, mut we) = (ps.clone(), vec![f32::NAN; n]);
    for _ in 0..3 {
        step_host(&mut want, &mut we, center, 0.01);
    }
    compare("particles", &fc(dps.to_vec())?, &want, particle_close)?;
    compare("energies", &fc(de.to_vec())?, &we, |a, b| close(*a, *b))
}

/// `step` on a 2-D array of particles: fields written and updated through elements
/// (`a[[r, c]].pos[k] += …`, `a[[r, c]].spin = …`), methods of an element; on a 3-D array
/// of structs a field updated and one written from another.
#[kernel]
pub fn step_grid(a: &mut Array2<Particle>, energies: &mut Array2<f32>, hits: &mut Array3<Vec3>, center: Vec3, dt: f32) {
    let (c, r) = grid(2);
    if r < a.nrows() && c < a.ncols() {
        let p = pulled(a[[r, c]], center, 0.5);
        a[[r, c]].vel = p.vel;
        for k in 0..3 {
            a[[r, c]].pos[k] += a[[r, c]].vel[k] * dt;
        }
        a[[r, c]].steps += 1;
        a[[r, c]].spin = a[[r, c]].spin + center.scaled(dt);
        a[[r, c]].id = a[[r, c]].id.wrapping_add(1);
        energies[[r, c]] = a[[r, c]].energy() + a[[r, c]].spin.dot(center);
        hits[[r % 2, c, r / 2]].y += a[[r, c]].mass;
        hits[[r % 2, c, r / 2]].x = hits[[r % 2, c, r / 2]].y * 2.0;
    }
}

fn step_grid_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("struct_step_grid");
    let (rows, cols) = (6, 37);
    let ps = particles(&mut rng, rows * cols);
    let center = Vec3 { x: 0.5, y: -1.0, z: 2.0 };
    let mut da = fc(dev.to_device_2d(&ps, (rows, cols)))?;
    let mut de = fc(dev.to_device_2d(&vec![f32::NAN; rows * cols], (rows, cols)))?;
    let start = Vec3 { x: f32::NAN, y: 1.5, z: -3.0 };
    let mut dh = fc(dev.to_device_3d(&vec![start; 2 * cols * 3], (2, cols, 3)))?;
    for _ in 0..2 {
        fc(step_grid.launch(Grid::for_shape((cols, rows)), &mut da, &mut de, &mut dh, center, 0.01))?;
    }
    let (mut want, mut energies, mut hits) = (ps.clone(), vec![f32::NAN; rows * cols], vec![start; 2 * cols * 3]);
    for _ in 0..2 {
        for r in 0..rows {
            for c in 0..cols {
                let q = &mut want[r * cols + c];
                let p = pulled(*q, center, 0.5);
                q.vel = p.vel;
                for k in 0..3 {
                    q.pos[k] += q.vel[k] * 0.01;
                }
                q.steps = q.steps.wrapping_add(1);
                q.spin = q.spin + center.scaled(0.01);
                q.id = q.id.wrapping_add(1);
                energies[r * cols + c] = q.energy() + q.spin.dot(center);
                let h = &mut hits[(r % 2) * cols * 3 + c * 3 + r / 2];
                h.y += q.mass;
                h.x = h.y * 2.0;
            }
        }
    }
    compare("particles", &fc(da.to_vec())?, &want, particle_close)?;
    compare("energies", &fc(de.to_vec())?, &energies, |a, b| close(*a, *b))?;
    compare("hits", &fc(dh.to_vec())?, &hits, |a, b| close(a.x, b.x) && close(a.y, b.y) && a.z == b.z)
}

/// A tuple struct: fields `.0` and `.1`, built `Pair(a, b)`, `Self(…)` and `Pair { 0: a, 1: b }`.
#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Pair(pub f32, pub u16);

/// A newtype.
#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Meters(pub f64);

#[device]
impl Pair {
    pub fn sum(self) -> f32 {
        self.0 + self.1 as f32
    }

    pub fn bumped(self, by: u16) -> Self {
        Self(self.0 * 0.5, self.1.wrapping_add(by))
    }

    /// A `match` on a tuple struct's fields.
    pub fn class(self) -> u32 {
        match self {
            Pair(_, 0..=99) => 1,
            Pair(_, k @ 100..=999) if k % 2 == 0 => 2,
            Pair(_, k) => k as u32 % 7 + 10,
        }
    }
}

/// Tuple structs as parameters and results, taken apart by a pattern (nested in a tuple too).
/// (`Pair { 0: …, 1: … }` on purpose: the spelling the test covers.)
#[allow(clippy::init_numbered_fields)]
#[device]
pub fn stretch(m: Meters, p: Pair) -> (Meters, Pair) {
    let Meters(v) = m;
    let (Pair(a, _), k) = (p, 3.0);
    (Meters(v * k + a as f64), Pair { 0: a - 1.0, 1: p.1 })
}

/// Tuple structs in slices (fields written in place), in shared memory and in locals.
#[kernel]
pub fn tuple_structs(ps: &mut [Pair], ms: &mut [Meters], sums: &mut [f32]) {
    let tile = shared_array::<Pair, 64>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    tile[t] = ps[i].bumped(i as u16);
    sync_threads();
    let other = tile[63 - t];
    let (m, p) = stretch(ms[i], other);
    ms[i] = m;
    ps[i].1 += 1;
    ps[i].0 = p.0;
    sums[i] = p.sum() + other.sum() + Pair(2.0, 7).0 + other.class() as f32;
}

fn tuple_structs_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("tuple_structs");
    let blocks = 5;
    let n = blocks * 64;
    let ps: Vec<Pair> = (0..n).map(|i| Pair(rng.f32_in(-4.0, 4.0), (i * 911 % 65536) as u16)).collect();
    let ms: Vec<Meters> = (0..n).map(|_| Meters(rng.f32_in(0.0, 10.0) as f64)).collect();
    let mut dps = fc(dev.to_device(&ps))?;
    let mut dms = fc(dev.to_device(&ms))?;
    let mut dsums = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(tuple_structs.launch(Grid::new(blocks as u32, 64u32), &mut dps, &mut dms, &mut dsums))?;
    let (mut want_ps, mut want_ms, mut want_sums) = (ps.clone(), ms.clone(), vec![f32::NAN; n]);
    for i in 0..n {
        let (b, t) = (i / 64, i % 64);
        let j = b * 64 + 63 - t;
        let other = ps[j].bumped(j as u16);
        let (m, p) = stretch(ms[i], other);
        want_ms[i] = m;
        want_ps[i].1 = want_ps[i].1.wrapping_add(1);
        want_ps[i].0 = p.0;
        want_sums[i] = p.sum() + other.sum() + 2.0 + other.class() as f32;
    }
    exact("pairs", &fc(dps.to_vec())?, &want_ps)?;
    compare("meters", &fc(dms.to_vec())?, &want_ms, |a, b| (a.0 - b.0).abs() <= 1e-12 * (1.0 + b.0.abs()))?;
    compare("sums", &fc(dsums.to_vec())?, &want_sums, |a, b| close(*a, *b))
}

/// Shared memory of structs, and a panic in a method reporting its own line.
#[kernel]
pub fn nearest_in_block(ps: &[Particle], out: &mut [u32]) {
    let s = shared_array::<Vec3, 64>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    let p = ps[i];
    s[t] = Vec3::new(p.pos[0], p.pos[1], p.pos[2]);
    sync_threads();
    let (mut best, mut at) = (f32::INFINITY, 0u32);
    for k in 0..64 {
        let d = s[k] - s[t];
        if k != t && d.dot(d) < best {
            best = d.dot(d);
            at = k as u32;
        }
    }
    out[i] = at;
}

fn shared_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("struct_shared");
    let blocks = 9;
    let ps = particles(&mut rng, blocks * 64);
    let dps = fc(dev.to_device(&ps))?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; ps.len()]))?;
    fc(nearest_in_block.launch(Grid::new(blocks as u32, 64u32), &dps, &mut out))?;
    let want: Vec<u32> = (0..ps.len())
        .map(|i| {
            let (b, t) = (i / 64, i % 64);
            let at = |k: usize| {
                let p = ps[b * 64 + k];
                Vec3::new(p.pos[0], p.pos[1], p.pos[2])
            };
            let (mut best, mut arg) = (f32::INFINITY, 0u32);
            for k in 0..64 {
                let d = at(k) - at(t);
                if k != t && d.dot(d) < best {
                    best = d.dot(d);
                    arg = k as u32;
                }
            }
            arg
        })
        .collect();
    exact("nearest", &fc(out.to_vec())?, &want)
}

/// `Complex<f32>` and `Complex<f64>`: arithmetic with complexes and reals, methods,
/// associated functions, fields.
#[kernel]
pub fn complex_ops(z: &[Complex<f32>], w: &[Complex<f32>], out: &mut [Complex<f32>], wide: &mut [Complex<f64>]) {
    let i = grid(1);
    if i < z.len() {
        let a = z[i];
        let b = w[i];
        let c = a * b + a / b - Complex::new(1.0f32, -0.5) * 2.0;
        let r = Complex::from_polar(b.norm(), a.arg()).scale(0.5) + c.conj() - (-a).exp().unscale(4.0);
        out[i] = Complex { re: r.re + a.norm_sqr(), im: r.im * b.inv().re };
        let d = Complex::new(a.re as f64, a.im as f64);
        wide[i] = d * d - Complex::<f64>::new(0.25, 1.5);
    }
}

fn complex_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("complex_ops");
    let n = 4000;
    let mut c = || Complex::new(rng.f32_in(-2.0, 2.0), rng.f32_in(-2.0, 2.0));
    let z: Vec<Complex<f32>> = (0..n).map(|_| c()).collect();
    let w: Vec<Complex<f32>> = (0..n).map(|_| c() + Complex::new(2.5, 0.0)).collect();
    let (dz, dw) = (fc(dev.to_device(&z))?, fc(dev.to_device(&w))?);
    let mut out = fc(dev.to_device(&vec![Complex::new(f32::NAN, f32::NAN); n]))?;
    let mut wide = fc(dev.to_device(&vec![Complex::new(f64::NAN, f64::NAN); n]))?;
    fc(complex_ops.launch(Grid::for_elements(n), &dz, &dw, &mut out, &mut wide))?;
    let want: Vec<Complex<f32>> = (0..n)
        .map(|i| {
            let (a, b) = (z[i], w[i]);
            let c = a * b + a / b - Complex::new(1.0f32, -0.5) * 2.0;
            let r = Complex::from_polar(b.norm(), a.arg()).scale(0.5) + c.conj() - (-a).exp().unscale(4.0);
            Complex { re: r.re + a.norm_sqr(), im: r.im * b.inv().re }
        })
        .collect();
    let near = |a: &Complex<f32>, b: &Complex<f32>| (a - b).norm() <= 2e-5 * (1.0 + a.norm().max(b.norm()));
    compare("complex f32", &fc(out.to_vec())?, &want, near)?;
    let want_wide: Vec<Complex<f64>> = (0..n)
        .map(|i| {
            let d = Complex::new(z[i].re as f64, z[i].im as f64);
            d * d - Complex::new(0.25, 1.5)
        })
        .collect();
    compare("complex f64", &fc(wide.to_vec())?, &want_wide, |a, b| (a - b).norm() <= 1e-12 * (1.0 + a.norm()))
}

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("struct_fields_methods_and_operators", step_test),
        ("struct_fields_of_nd_elements", step_grid_test),
        ("tuple_structs", tuple_structs_test),
        ("struct_shared_arrays", shared_test),
        ("complex_arithmetic", complex_test),
    ]
}
