// Swaps: `xs.swap(i, j)` of a slice, a local array, a shared array's row; `mem::swap` of two
// locals and of two elements. Each index is evaluated once and checked before any write.

#[kernel]
pub fn swaps(x: &mut [f32], k: usize) {
    let i = grid(1);
    let tile = shared_array::<[f32; 8], 8>();
    let t = thread_idx().x as usize % 8;
    tile[t][0] = i as f32;
    sync_threads();
    if t == 0 {
        tile[0].swap(1, 2);
    }
    let mut a = [1.0f32, 2.0, 3.0];
    a.swap(0, k % 3);
    let (mut p, mut q) = (a[0], a[2]);
    core::mem::swap(&mut p, &mut q);
    if i + 1 < x.len() {
        x.swap(i, i + 1);
        std::mem::swap(&mut a[1], &mut p);
        x[i] += a[1] + p + q;
    }
}
