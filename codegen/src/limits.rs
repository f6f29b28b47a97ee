//! What every CUDA GPU allows a kernel, checked at compile time where sizes are constants
//! (the runtime checks the device's own limits at launch, on the GPU and the simulator).

/// Static shared memory (`shared_array`) of one block: 48 KiB on every architecture; more
/// must be dynamic (`dynamic_shared` with `Grid::shared_mem`), up to the device's opt-in limit.
pub const STATIC_SHARED_BYTES: u64 = 48 * 1024;

/// Local memory (local arrays) of one thread: 512 KiB on every architecture.
pub const LOCAL_BYTES: u64 = 512 * 1024;

/// `bytes` in the units a person reads.
pub fn human(bytes: u64) -> String {
    if bytes >= 1 << 30 && bytes.is_multiple_of(1 << 30) {
        format!("{} GiB", bytes >> 30)
    } else if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        format!("{} KiB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}
