// A value of another type than the element's, or than a `let`'s declared type: rustc's own
// error, at the value.
use ferrocuda::prelude::*;

#[kernel]
pub fn store_usize(y: &mut [u32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = i;
    }
}

#[kernel]
pub fn store_into_shared(y: &mut [f32]) {
    let s = shared_array::<f32, 32>();
    let t = thread_idx().x as usize;
    s[t] = t;
    sync_threads();
    y[t] = s[t];
}

#[kernel]
pub fn store_into_local(y: &mut [u32]) {
    let mut a = [0u32; 4];
    a[1] = 1.5;
    y[0] = a[1];
}

#[kernel]
pub fn let_of_another_type(y: &mut [f32]) {
    let n = y.len();
    let x: f32 = n;
    y[0] = x;
}

fn main() {}
