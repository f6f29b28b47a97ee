// Functions of real crates the corpus test (tests/corpus.rs) found translated into CUDA
// that NVRTC rejected.

// itoa's `divmod100`: a `const` whose value the prelude's checked helpers compute (not
// `constexpr` functions).
#[device]
fn divmod100(value: u32) -> (u32, u32) {
    const EXP: u32 = 19;
    const SIG: u32 = (1 << EXP) / 100 + 1;
    let div = (value * SIG) >> EXP;
    (div, value - div * 100)
}

#[kernel]
fn digits(x: &[u32], q: &mut [u32], r: &mut [u32]) {
    let i = grid(1);
    if i < x.len() {
        let (a, b) = divmod100(x[i] % 10_000);
        q[i] = a;
        r[i] = b;
    }
}
