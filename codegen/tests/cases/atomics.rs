// Atomics on global slices and shared arrays, returning the old value.

#[kernel]
pub fn atomics(x: &[i64], counts: &mut [u32], sums: &mut [f64], out: &mut [i64]) {
    let bins = shared_array::<u32, 64>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    bins[t % 64] = 0;
    sync_threads();
    atomic::add(bins, (x[i] % 64) as usize, 1);
    sync_threads();
    let old = atomic::add(counts, t % 64, bins[t % 64]);
    atomic::inc(counts, 0, 100);
    atomic::dec(counts, 1, 100);
    atomic::add(sums, 0, x[i] as f64);
    atomic::sub(sums, 1, 0.5);
    out[i] = atomic::max(out, 0, x[i]) + atomic::min(out, 1, x[i]) + atomic::cas(out, 2, 0, x[i]) + old as i64;
    atomic::and(out, 3, x[i]);
    atomic::or(out, 4, x[i]);
    atomic::xor(out, 5, x[i]);
    atomic::exch(out, 6, x[i]);
}
