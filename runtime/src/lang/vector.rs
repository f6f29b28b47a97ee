//! `x.load::<N>(i)` and `y.store(i, v)` on the host: the kernel language's vector accesses
//! (one 128-bit access per 16 bytes on the GPU where the address allows), as ordinary slice
//! methods, so that a `#[device]` fn using them is still a host function with the same
//! meaning. Kernels do not call these: the translator emits the GPU's and the simulator's own.

/// Several consecutive elements of a slice at once, as an array.
pub trait VectorAccess<T: Copy> {
    /// `[x[i], …, x[i + N - 1]]`; panics as `&x[i..i + N]` does when that is out of range.
    fn load<const N: usize>(&self, i: usize) -> [T; N];

    /// Writes `v` to `x[i..i + N]`; panics as `&mut x[i..i + N]` does (writing nothing) when
    /// that is out of range.
    fn store<const N: usize>(&mut self, i: usize, v: [T; N]);
}

impl<T: Copy> VectorAccess<T> for [T] {
    #[inline]
    #[track_caller]
    fn load<const N: usize>(&self, i: usize) -> [T; N] {
        let part = &self[i..i.saturating_add(N)];
        core::array::from_fn(|k| part[k])
    }

    #[inline]
    #[track_caller]
    fn store<const N: usize>(&mut self, i: usize, v: [T; N]) {
        self[i..i.saturating_add(N)].copy_from_slice(&v);
    }
}

#[cfg(test)]
mod tests {
    use super::VectorAccess;

    #[test]
    fn loads_and_stores_the_range() {
        let mut x: Vec<u32> = (0..10).collect();
        assert_eq!(x.load::<4>(3), [3, 4, 5, 6]);
        x.store(6, [60, 70, 80, 90]);
        assert_eq!(x, [0, 1, 2, 3, 4, 5, 60, 70, 80, 90]);
        let out = std::panic::catch_unwind(|| [1.0f32; 5].load::<4>(2));
        assert!(out.is_err(), "2..6 is past the end of 5 elements");
    }
}
