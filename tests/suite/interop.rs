//! cudarc interop (feature `cudarc`, GPU only: cudarc needs the driver): cudarc's buffers in
//! ferrocuda launches and ferrocuda's in cudarc's copies, ordered across the two libraries'
//! streams; against the host.

use std::sync::Arc;

use cudarc::driver::{CudaContext, CudaStream};
use ferrocuda::interop::cudarc::{borrow, borrow_mut};
use ferrocuda::prelude::*;

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

#[kernel]
pub fn affine(x: &[f32], y: &mut [f32], a: f32, b: f32) {
    let i = grid(1);
    if i < y.len() {
        y[i] = a * x[i] + b;
    }
}

const N: usize = 1 << 20;

fn near(what: &str, got: &[f32], want: &[f32]) -> TestResult {
    compare(what, got, want, |g, w| (g - w).abs() <= 1e-5 * (1.0 + w.abs()))
}

fn context(dev: &Device) -> Result<(Arc<CudaContext>, Arc<CudaStream>), String> {
    let ordinal = dev.ordinal().ok_or("cudarc interop needs a GPU")?;
    let ctx = CudaContext::new(ordinal).map_err(|e| e.to_string())?;
    let stream = ctx.new_stream().map_err(|e| e.to_string())?;
    Ok((ctx, stream))
}

fn cudarc_buffers_test(dev: &Device) -> TestResult {
    let (ctx, cs) = context(dev)?;
    check!(fc(Device::from_cudarc(&ctx))? == *dev, "Device::from_cudarc names another device");
    let mut rng = Rng::new("cudarc");
    let host = rng.vec_f32(N, -4.0, 4.0);
    let cx = cs.clone_htod(&host).map_err(|e| e.to_string())?;
    let mut cy = cs.clone_htod(&vec![f32::NAN; N]).map_err(|e| e.to_string())?;
    // A launch on ferrocuda's default stream, between cudarc's upload and download on its
    // own (non-blocking) stream: the borrows order the three.
    {
        let x = fc(borrow(&cx, &cs))?;
        let mut y = fc(borrow_mut(&mut cy, &cs))?;
        fc(affine.launch(Grid::for_elements(N), &x, &mut y, 3.0, -1.0))?;
    }
    let got = cs.clone_dtoh(&cy).map_err(|e| e.to_string())?;
    near("ferrocuda kernel on cudarc buffers", &got, &host.iter().map(|v| 3.0 * v - 1.0).collect::<Vec<_>>())?;
    // On cudarc's stream itself.
    let s = fc(Stream::from_cudarc(&cs))?;
    {
        let x = fc(borrow(&cx, &cs))?;
        let mut y = fc(borrow_mut(&mut cy, &cs))?;
        fc(affine.launch(Grid::for_elements(N).on(&s), &x, &mut y, 0.5, 2.0))?;
    }
    let got = cs.clone_dtoh(&cy).map_err(|e| e.to_string())?;
    near("on cudarc's stream", &got, &host.iter().map(|v| 0.5 * v + 2.0).collect::<Vec<_>>())
}

fn ferrocuda_buffers_test(dev: &Device) -> TestResult {
    let (_ctx, cs) = context(dev)?;
    let mut rng = Rng::new("cudarc-back");
    let host = rng.vec_f32(N, -4.0, 4.0);
    let x = fc(dev.to_device(&host))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(affine.launch(Grid::for_elements(N), &x, &mut y, -2.0, 0.25))?;
    // cudarc reads what the kernel wrote (its stream waits for ferrocuda's work).
    let got = {
        let view = fc(y.as_cudarc(&cs))?;
        cs.clone_dtoh(&*view).map_err(|e| e.to_string())?
    };
    near("cudarc reading a ferrocuda buffer", &got, &host.iter().map(|v| -2.0 * v + 0.25).collect::<Vec<_>>())?;
    // cudarc writes; ferrocuda reads after (its default stream waits for cudarc's).
    let other = rng.vec_f32(N, -1.0, 1.0);
    {
        let mut view = fc(y.as_cudarc_mut(&cs))?;
        cs.memcpy_htod(&other, &mut view.view_mut()).map_err(|e| e.to_string())?;
    }
    near("ferrocuda reading what cudarc wrote", &fc(y.to_vec())?, &other)
}

pub fn gpu_only() -> Vec<DeviceTest> {
    vec![("cudarc_buffers_in_launches", cudarc_buffers_test), ("ferrocuda_buffers_in_cudarc", ferrocuda_buffers_test)]
}
