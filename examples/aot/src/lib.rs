//! Kernels `build.rs` compiles ahead of time (see `ferrocuda-build`): at run time they load
//! with the CUDA driver alone, without NVRTC.

use ferrocuda::prelude::*;
use num_complex::Complex;

pub mod stencil;

/// The weights of `smooth`, in constant memory.
pub const WEIGHTS: [f32; 3] = [0.25, 0.5, 0.25];
/// Gravity, read by `fall`.
pub const G: f32 = -9.81;

/// `x * x`, for kernels and the host.
#[device]
pub fn square(x: f32) -> f32 {
    x * x
}

/// `1 / sqrt(x)`: on the GPU the CUDA C of `src/rsqrt.cu` (hardware `rsqrtf`), on the
/// simulator (and the host) this body.
#[device(cuda = "src/rsqrt.cu")]
pub fn rsqrt(x: f32) -> f32 {
    1.0 / x.sqrt()
}

/// The greatest common divisor, recursively (the kernel's stacks are sized from ptxas's
/// report of its frames).
#[device]
pub fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `y = a * x + y`.
#[kernel]
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + y[i];
    }
}

/// The velocity after `dt` of free fall, squared.
#[kernel]
pub fn fall(dt: f32, v: &[f32], out: &mut [f32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = square(v[i] + G * dt);
    }
}

/// `1 / |v|` of 3-vectors, through the CUDA C helper.
#[kernel]
pub fn inv_norm(v: &[f32], out: &mut [f32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = rsqrt(v[3 * i] * v[3 * i] + v[3 * i + 1] * v[3 * i + 1] + v[3 * i + 2] * v[3 * i + 2]);
    }
}

/// `gcd(a[i], b[i])`.
#[kernel]
pub fn gcds(a: &[u32], b: &[u32], out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = gcd(a[i], b[i]);
    }
}

/// `y = a * x`, for any float type (built ahead of time for f32 and f16).
#[kernel]
pub fn scale<T: Float>(a: T, x: &[T], y: &mut [T]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i];
    }
}

/// `y = x * N` for a `N` chosen at the launch (`times::<4>`): built ahead of time for
/// `N` = 2 and 4.
#[kernel]
pub fn times<const N: usize>(x: &[u32], y: &mut [u32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i] * N as u32;
    }
}

/// A 3-vector, with the arithmetic kernels use (`#[device] impl`s, compiled with it).
#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Vec3 {
    pub x: f32,
    pub y: f32,
    pub z: f32,
}

#[device]
impl std::ops::Add for Vec3 {
    type Output = Vec3;
    fn add(self, o: Vec3) -> Vec3 {
        Vec3 { x: self.x + o.x, y: self.y + o.y, z: self.z + o.z }
    }
}

#[device]
impl Vec3 {
    pub fn scaled(self, k: f32) -> Vec3 {
        Vec3 { x: self.x * k, y: self.y * k, z: self.z * k }
    }
}

/// A point mass (a struct of structs and an array).
#[derive(Clone, Copy, Debug, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct Particle {
    pub pos: Vec3,
    pub vel: Vec3,
    pub spin: [f32; 2],
    pub id: u8,
}

/// One explicit Euler step of free fall.
#[kernel]
pub fn step(dt: f32, ps: &mut [Particle]) {
    let i = grid(1);
    if i < ps.len() {
        let p = ps[i];
        ps[i].pos = p.pos + p.vel.scaled(dt);
        ps[i].vel.y += G * dt;
        ps[i].spin[1] += ps[i].spin[0] * dt;
    }
}

/// `z * z + c` (the Mandelbrot map) over `num_complex::Complex<f32>`.
#[kernel]
pub fn mandel_step(c: &[Complex<f32>], z: &mut [Complex<f32>]) {
    let i = grid(1);
    if i < z.len() {
        z[i] = z[i] * z[i] + c[i];
    }
}

/// Doubles `x` with a kernel defined in this function's body (as tests often define them),
/// which the build sees too; returns whether it was built ahead of time.
pub fn double_in_place(x: &mut DeviceSlice<f32>) -> ferrocuda::Result<bool> {
    #[kernel]
    fn double(x: &mut [f32]) {
        let i = grid(1);
        if i < x.len() {
            x[i] = square(1.0) * 2.0 * x[i];
        }
    }
    double.launch(Grid::for_elements(x.len()), x)?;
    Ok(double.ahead_of_time())
}

/// Kernels a macro defines are invisible to the build: NVRTC compiles them at run time.
macro_rules! negate_kernel {
    ($name:ident) => {
        /// `y = -x`.
        #[kernel]
        pub fn $name(x: &[f32], y: &mut [f32]) {
            let i = grid(1);
            if i < y.len() {
                y[i] = -x[i];
            }
        }
    };
}
negate_kernel!(negate);
