// Swaps read and write their places twice: the places' indices may not call functions (the
// indices of `xs.swap(i, j)` may: each is evaluated once); `mem::swap` takes two places by `&mut`.
use ferrocuda::prelude::*;

#[device]
fn pick(i: usize) -> usize {
    i / 2
}

#[kernel]
fn index_calls(x: &mut [f32], idx: &[u32]) {
    let i = grid(1);
    x.swap(i, pick(i));
    let mut a = [0.0f32; 4];
    let mut b = [0.0f32; 4];
    std::mem::swap(&mut a[idx[i] as usize], &mut b[0]);
    std::mem::swap(&mut a[pick(i)], &mut b[0]);
    std::mem::swap(&mut a[0], b[1]);
}

fn main() {}
