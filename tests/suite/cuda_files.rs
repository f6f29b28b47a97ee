//! `#[device(cuda = "…")]`: a user's CUDA C file linked into the kernel's unit, using what
//! generated code never does (a texture object's type), on the GPU; the Rust body on the
//! simulator.

use ferrocuda::prelude::*;

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

/// Element `i` of the texture `handle`, or `fallback` when there is none (handle 0); the
/// simulator has no textures.
#[device(cuda = "tests/suite/cuda/texel.cu")]
fn texel_or(handle: u64, i: i32, fallback: f32) -> f32 {
    if handle == 0 && i >= 0 {
        fallback
    } else {
        f32::NAN
    }
}

#[kernel]
pub fn texel_or_fallback(handle: u64, x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = texel_or(handle, i as i32, x[i]) * 2.0;
    }
}

pub fn tests() -> Vec<DeviceTest> {
    vec![("cuda_file_naming_a_texture_type", texel_test)]
}

fn texel_test(dev: &Device) -> TestResult {
    check!(
        texel_or_fallback.cuda_source().contains("cudaTextureObject_t"),
        "the CUDA C file is not in the kernel's unit"
    );
    let mut rng = Rng::new("texel");
    let n = 1000;
    let x = rng.vec_f32(n, -4.0, 4.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(texel_or_fallback.launch(Grid::for_elements(n), 0, &dx, &mut dy))?;
    let want: Vec<f32> = x.iter().map(|v| v * 2.0).collect();
    exact("y", &fc(dy.to_vec())?, &want)
}
