// Structs in kernels, misused: comparing them whole, a method of a plain `impl` block, a
// `&mut self` method, writing into a `&[P]`, a complex number of no known element type,
// a struct kernels cannot copy as a parameter.
use ferrocuda::prelude::*;
use ferrocuda::DeviceCopy;

#[derive(Clone, Copy, PartialEq, DeviceCopy)]
#[repr(C)]
pub struct P {
    pub x: f32,
}

impl P {
    pub fn doubled(self) -> P {
        P { x: self.x * 2.0 }
    }
}

#[device]
impl P {
    pub fn grow(&mut self) {
        self.x += 1.0;
    }
}

#[kernel]
fn compares(a: &[P], out: &mut [u32]) {
    let i = grid(1);
    out[i] = (a[i] == a[0]) as u32;
}

#[kernel]
fn plain_method(a: &mut [P]) {
    let i = grid(1);
    a[i] = a[i].doubled();
}

#[kernel]
fn writes_shared_ref(a: &[P]) {
    let i = grid(1);
    a[i].x = 1.0;
}

#[kernel]
fn untyped_complex(z: &mut [num_complex::Complex<f32>]) {
    let i = grid(1);
    z[i] = num_complex::Complex::new(1.0, 2.0);
}

pub struct NotCopyable {
    pub x: f32,
}

#[kernel]
fn takes_plain_struct(a: &mut [NotCopyable]) {
    let i = grid(1);
    a[i].x = 0.0;
}

fn main() {}
