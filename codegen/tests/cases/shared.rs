// Shared memory: static arrays (1-D and 2-D, one per call site), dynamic shared memory
// sized by the launch, barriers and block votes.

#[kernel]
pub fn tiles(x: &[f32], y: &mut [f32]) {
    const TILE: usize = 16;
    let row = shared_array::<f32, 256>();
    let grid2 = shared_array::<[f32; TILE + 1], TILE>();
    let dynamic = dynamic_shared::<f32>();
    let t = thread_idx().x as usize;
    let i = grid(1);
    row[t] = x[i];
    grid2[t / TILE][t % TILE] = x[i] * 2.0;
    dynamic[t] = row[t] + dynamic.len() as f32;
    sync_threads();
    let n = sync_threads_count(row[t] > 0.0);
    let all = sync_threads_and(row[t] > 0.0);
    let any = sync_threads_or(row[t] > 0.0);
    threadfence_block();
    threadfence();
    y[i] = row[255 - t] + grid2[t % TILE][t / TILE] + dynamic[t] + n as f32 + (all || any) as i32 as f32 + row.len() as f32;
}
