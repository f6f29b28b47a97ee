//! Checking results before they are timed: every benchmark compares its output with a CPU
//! reference first, and a wrong result is a failed benchmark, never a time.

/// The worst relative error of `got` against `want`, each error relative to
/// `max(|want|, floor)`. NaN anywhere counts as infinitely wrong; so does a length mismatch.
pub fn worst_relative_error(got: &[f32], want: &[f32], floor: f64) -> f64 {
    if got.len() != want.len() {
        return f64::INFINITY;
    }
    let mut worst = 0.0f64;
    for (&g, &w) in got.iter().zip(want) {
        let (g, w) = (g as f64, w as f64);
        if g.is_nan() || w.is_nan() {
            return f64::INFINITY;
        }
        let e = (g - w).abs() / w.abs().max(floor);
        if e > worst {
            worst = e;
        }
    }
    worst
}

/// `Ok` when every element of `got` is within `tolerance` (relative, see
/// [`worst_relative_error`]) of `want`; else a message naming the first bad element.
pub fn close(what: &str, got: &[f32], want: &[f32], tolerance: f64) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!("{what}: {} results, expected {}", got.len(), want.len()));
    }
    let worst = worst_relative_error(got, want, 1e-6);
    if worst <= tolerance {
        return Ok(());
    }
    let i = got
        .iter()
        .zip(want)
        .position(|(&g, &w)| g.is_nan() || ((g as f64 - w as f64).abs() / (w as f64).abs().max(1e-6)) > tolerance)
        .unwrap_or(0);
    Err(format!(
        "{what}: element {i} is {} but the CPU gives {} (worst relative error {worst:.2e}, tolerance {tolerance:.0e})",
        got[i], want[i]
    ))
}

/// Indices to check of an output too large to check whole on the CPU in good time: the
/// first and last `edge`, and `count` spread evenly between (deterministic, so a failure
/// can be replayed).
pub fn sample_indices(len: usize, edge: usize, count: usize) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..edge.min(len)).collect();
    idx.extend(len.saturating_sub(edge)..len);
    if len > 0 && count > 0 {
        let step = (len / count).max(1);
        // An odd offset, so the sample does not fall on block boundaries only.
        idx.extend((0..count).map(|j| (j * step + 7 * j + 3) % len));
    }
    idx.sort_unstable();
    idx.dedup();
    idx
}

/// A sum of `x` in f64, for checking a float reduction (whose own order of additions
/// differs from any CPU order).
pub fn sum_f64(x: &[f32]) -> f64 {
    x.iter().map(|&v| v as f64).sum()
}

/// A fast, seeded generator of inputs (xorshift64*), so runs are reproducible.
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (0 is replaced by a fixed odd constant).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 { 0x9e3779b97f4a7c15 } else { seed })
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545f4914f6cdd1d)
    }

    /// `n` floats uniform in `[lo, hi)`.
    pub fn floats(&mut self, n: usize, lo: f32, hi: f32) -> Vec<f32> {
        (0..n).map(|_| lo + (hi - lo) * ((self.next() >> 40) as f32 / (1u64 << 24) as f32)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_results_pass_and_a_wrong_element_is_named() {
        let want = vec![1.0, 2.0, 3.0, 4.0];
        assert!(close("x", &want, &want, 0.0).is_ok());
        let mut got = want.clone();
        got[2] = 3.1;
        let e = close("x", &got, &want, 1e-3).unwrap_err();
        assert!(e.contains("element 2 is 3.1 but the CPU gives 3"), "{e}");
        assert!(close("x", &got, &want, 0.05).is_ok());
    }

    #[test]
    fn nan_and_length_mismatch_always_fail() {
        let want = vec![1.0, 2.0];
        assert!(close("x", &[1.0, f32::NAN], &want, 1e9).is_err());
        assert!(close("x", &[1.0], &want, 1e9).is_err());
        assert_eq!(worst_relative_error(&[f32::NAN], &[1.0], 1.0), f64::INFINITY);
    }

    #[test]
    fn relative_error_uses_the_floor_near_zero() {
        // 1e-7 off from 0 is tiny against a floor of 1, huge against 1e-9.
        assert!(worst_relative_error(&[1e-7], &[0.0], 1.0) < 1e-6);
        assert!(worst_relative_error(&[1e-7], &[0.0], 1e-9) > 10.0);
    }

    #[test]
    fn samples_cover_both_ends_and_stay_in_range() {
        let s = sample_indices(1000, 3, 50);
        assert!(s.starts_with(&[0, 1, 2]));
        assert!(s.ends_with(&[997, 998, 999]));
        assert!(s.len() > 50 && s.iter().all(|&i| i < 1000));
        assert!(sample_indices(0, 3, 50).is_empty());
        assert_eq!(sample_indices(2, 3, 5), vec![0, 1]);
    }

    #[test]
    fn inputs_are_reproducible_and_in_range() {
        let a = Rng::new(7).floats(1000, -1.0, 1.0);
        assert_eq!(a, Rng::new(7).floats(1000, -1.0, 1.0));
        assert_ne!(a, Rng::new(8).floats(1000, -1.0, 1.0));
        assert!(a.iter().all(|&v| (-1.0..1.0).contains(&v)));
        let mean = a.iter().map(|&v| v as f64).sum::<f64>() / 1000.0;
        assert!(mean.abs() < 0.1, "{mean}");
    }
}
