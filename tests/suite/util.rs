//! Shared test machinery: where tests can run, random inputs, comparisons.

use std::cell::Cell;
use std::time::{SystemTime, UNIX_EPOCH};

use ferrocuda::nvrtc::Nvrtc;
use ferrocuda::{Device, Error};

pub type TestResult = Result<(), String>;

/// What this machine can run.
pub struct Env {
    pub nvrtc: Result<&'static Nvrtc, Error>,
    pub gpu: Result<Device, Error>,
    pub ci: bool,
}

impl Env {
    pub fn detect() -> Env {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
        let nvrtc = ferrocuda::nvrtc::nvrtc();
        let gpu = Device::get(0);
        Env { nvrtc, gpu, ci }
    }
}

/// `Err(message)` unless `cond`.
#[macro_export]
macro_rules! check {
    ($cond:expr, $($fmt:tt)+) => {
        match $cond {
            true => {}
            false => return Err(format!($($fmt)+)),
        }
    };
}

/// A splitmix64 generator. Each test thread gets its own, seeded from the clock unless
/// `FERROCUDA_TEST_SEED` is set; the seed is printed so that a failure can be replayed.
pub struct Rng(u64);

thread_local! {
    static SEED: Cell<Option<u64>> = const { Cell::new(None) };
}

pub fn seed() -> u64 {
    SEED.with(|s| {
        if let Some(v) = s.get() {
            return v;
        }
        let v = std::env::var("FERROCUDA_TEST_SEED")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1));
        s.set(Some(v));
        v
    })
}

impl Rng {
    pub fn new(salt: &str) -> Rng {
        let mut h = seed();
        for b in salt.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100000001b3);
        }
        Rng(h)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e3779b97f4a7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d049bb133111eb);
        z ^ (z >> 31)
    }

    /// Uniform in `[lo, hi)`.
    pub fn f32_in(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * ((self.next() >> 40) as f32 / (1u64 << 24) as f32)
    }

    pub fn f64_in(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * ((self.next() >> 11) as f64 / (1u64 << 53) as f64)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    pub fn vec_f32(&mut self, n: usize, lo: f32, hi: f32) -> Vec<f32> {
        (0..n).map(|_| self.f32_in(lo, hi)).collect()
    }

    pub fn vec_f64(&mut self, n: usize, lo: f64, hi: f64) -> Vec<f64> {
        (0..n).map(|_| self.f64_in(lo, hi)).collect()
    }
}

/// Random bits of every integer type, with the edge values mixed in.
pub trait RandomInt: Copy {
    fn random(rng: &mut Rng) -> Self;
}

macro_rules! random_ints {
    ($($t:ty),*) => {$(
        impl RandomInt for $t {
            fn random(rng: &mut Rng) -> Self {
                match rng.below(8) {
                    0 => <$t>::MIN,
                    1 => <$t>::MAX,
                    2 => 0,
                    3 => (rng.next() % 16) as $t,
                    _ => rng.next() as $t,
                }
            }
        }
    )*};
}
random_ints!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

pub fn random_vec<T: RandomInt>(rng: &mut Rng, n: usize) -> Vec<T> {
    (0..n).map(|_| T::random(rng)).collect()
}

/// Floats with the values casts care about: NaN, infinities, huge, tiny, negative zero.
pub fn special_f64(rng: &mut Rng, n: usize) -> Vec<f64> {
    let specials = [
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        -0.0,
        1e300,
        -1e300,
        3e9,
        -3e9,
        2e19,
        -2e19,
        255.5,
        256.0,
        -128.9,
        -129.0,
        65535.9,
        4294967295.5,
        9.3e18,
        -9.3e18,
        0.999,
        -0.999,
    ];
    (0..n)
        .map(|i| {
            if i < specials.len() {
                specials[i]
            } else if rng.below(2) == 0 {
                specials[rng.below(specials.len() as u64) as usize]
            } else {
                rng.f64_in(-1e10, 1e10)
            }
        })
        .collect()
}

/// `a` and `b` agree to a relative tolerance (or both are NaN).
pub fn close_f32(a: f32, b: f32, rel: f32) -> bool {
    (a.is_nan() && b.is_nan())
        || a == b
        || (a - b).abs() <= rel * a.abs().max(b.abs()).max(1e-30)
        || (a - b).abs() < 1e-30
}

pub fn close_f64(a: f64, b: f64, rel: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a == b || (a - b).abs() <= rel * a.abs().max(b.abs()).max(1e-300)
}

/// The first index where `got` and `want` differ under `same`, as an error.
pub fn compare<T: std::fmt::Debug>(what: &str, got: &[T], want: &[T], same: impl Fn(&T, &T) -> bool) -> TestResult {
    if got.len() != want.len() {
        return Err(format!("{what}: {} results, expected {}", got.len(), want.len()));
    }
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        if !same(g, w) {
            return Err(format!("{what}: element {i} is {g:?}, expected {w:?} (seed {})", seed()));
        }
    }
    Ok(())
}

pub fn exact<T: PartialEq + std::fmt::Debug>(what: &str, got: &[T], want: &[T]) -> TestResult {
    compare(what, got, want, |a, b| a == b)
}

/// Turns a ferrocuda error into a test failure.
pub fn fc<T>(r: ferrocuda::Result<T>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}
