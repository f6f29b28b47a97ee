//! Kernel panics: bounds checks, division, `panic!` and assertions. The GPU and the
//! simulator must report the same thing, at the Rust source location, and stay usable.

use ferrocuda::prelude::*;
use ferrocuda::{Device, Error, Grid, KernelPanic};

use crate::check;
use crate::lang::*;
use crate::util::*;
// ------------------------------------------------------------------ kernels that panic

#[kernel]
pub fn shift_read(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = x[i + 1];
    }
}

/// A failed read whose made-up value then fails another check: the read is what panics.
#[kernel]
pub fn read_then_local(x: &[u32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let j = x[i + 1];
        let table = [1.0f32, 2.0, 3.0, 4.0];
        y[i] = table[j.wrapping_sub(1) as usize];
    }
}

/// A failed read with nothing observable after it: it still panics.
#[kernel]
pub fn read_only(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = 1.0;
        let _unused = x[i + 1];
    }
}

#[kernel]
pub fn shift_write(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        y[i + 1] = x[i];
    }
}

#[kernel]
pub fn divide(a: &[i32], b: &[i32], c: &mut [i32]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] / b[i];
    }
}

#[kernel]
pub fn remainder_u8(a: &[u8], b: &[u8], c: &mut [u8]) {
    let i = grid(1);
    if i < c.len() {
        c[i] = a[i] % b[i];
    }
}

#[kernel]
pub fn explicit_panic(x: &[u32], y: &mut [u32]) {
    let i = grid(1);
    if i < x.len() {
        if x[i] == 7 {
            panic!("seven is not allowed");
        }
        y[i] = x[i];
    }
}

#[kernel]
pub fn asserts(x: &[i64], y: &mut [i64]) {
    let i = grid(1);
    if i < x.len() {
        assert!(x[i] < 100);
        assert_eq!(x[i] % 2, 0, "x must be even");
        assert_ne!(x[i], -4);
        debug_assert!(x[i] != 42, "no answers");
        y[i] = x[i];
    }
}

#[kernel]
pub fn float_assert(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        assert_eq!(x[i], 1.5);
        y[i] = x[i];
    }
}

#[kernel]
pub fn unreachable_digit(x: &[u8], y: &mut [u8]) {
    let i = grid(1);
    if i < x.len() {
        y[i] = match x[i] {
            0..=9 => x[i],
            _ => unreachable!("only digits"),
        };
    }
}

#[kernel]
pub fn zero_step(x: &mut [u32], step: usize) {
    let i = grid(1);
    if i == 0 {
        for j in (0..x.len()).step_by(step) {
            x[j] = 1;
        }
    }
}

// ------------------------------------------------------------------ tests

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("panic_out_of_bounds_read", oob_read),
        ("panic_out_of_bounds_write", oob_write),
        ("panic_read_before_a_later_check", read_then_local_test),
        ("panic_read_with_nothing_after", read_only_test),
        ("panic_divide_by_zero", div_zero),
        ("panic_divide_overflow", div_overflow),
        ("panic_remainder_by_zero", rem_zero),
        ("panic_explicit", explicit),
        ("panic_assert", assert_failed),
        ("panic_assert_eq", assert_eq_failed),
        ("panic_assert_ne", assert_ne_failed),
        ("panic_debug_assert", debug_assert_failed),
        ("panic_assert_eq_f32", assert_eq_f32),
        ("panic_unreachable", unreachable_failed),
        ("panic_step_by_zero", step_zero),
        ("panic_device_stays_usable", stays_usable),
    ]
}

const SOURCE: &str = include_str!("panics.rs");

/// The 1-based line and column of `needle` in this file (the first line containing `line`).
fn location(line: &str, needle: &str) -> (u32, u32) {
    for (i, l) in SOURCE.lines().enumerate() {
        if l.contains(line) {
            let col = l.find(needle).map_or(0, |c| c + 1);
            return (i as u32 + 1, col as u32);
        }
    }
    (0, 0)
}

/// Checks that `r` is the kernel panic expected of thread `index`, launched with
/// `Grid::for_elements` (whose block size the occupancy API picks: any multiple of 32).
fn expect_panic(
    r: ferrocuda::Result<impl std::fmt::Debug>,
    kernel: &str,
    at: (u32, u32),
    index: usize,
    message: &str,
) -> TestResult {
    let p: KernelPanic = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic of `{kernel}`, got {other:?}")),
    };
    let want = KernelPanic {
        kernel: kernel.to_string(),
        file: "tests/suite/panics.rs".to_string(),
        line: at.0,
        column: at.1,
        message: message.to_string(),
        thread: [(index % 256) as u32, 0, 0],
        block: [(index / 256) as u32, 0, 0],
    };
    // The block size that puts `index` at this thread of this block.
    let (t, b) = (p.thread[0] as usize, p.block[0] as usize);
    let block_size = if b == 0 { 1024 } else { (index.saturating_sub(t)) / b.max(1) };
    let consistent = t + b * block_size == index && t < block_size && block_size % 32 == 0 && block_size <= 1024;
    let want = if consistent && p.thread[1..] == [0, 0] && p.block[1..] == [0, 0] {
        KernelPanic { thread: p.thread, block: p.block, ..want }
    } else {
        want
    };
    check!(p == want, "got panic\n  {p:?}\nexpected\n  {want:?}");
    let text = Error::KernelPanic(p).to_string();
    check!(
        text.contains(&format!("tests/suite/panics.rs:{}:{}", at.0, at.1)),
        "the message does not name the location: {text}"
    );
    Ok(())
}

fn oob_read(dev: &Device) -> TestResult {
    let mut rng = Rng::new("oob_read");
    let n = 1000;
    let x = rng.vec_f32(n, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    // The launch itself succeeds; the panic is reported by the next synchronizing call.
    fc(shift_read.launch(Grid::for_elements(n), &dx, &mut dy))?;
    let at = location("y[i] = x[i + 1];", "x[i + 1]");
    expect_panic(dy.to_vec(), "shift_read", at, n - 1, "index out of bounds: the len is 1000 but the index is 1000")?;
    // Every other thread finished; the failing one wrote nothing.
    let y = fc(dy.to_vec())?;
    exact("y[..n-1]", &y[..n - 1], &x[1..])?;
    check!(y[n - 1].is_nan(), "the out-of-bounds thread wrote {}", y[n - 1]);
    Ok(())
}

/// On a GPU the read's check is deferred and its made-up value fails the table's check:
/// the read must still be the panic reported, as on the CPU.
fn read_then_local_test(dev: &Device) -> TestResult {
    let n = 500;
    let x: Vec<u32> = (0..n).map(|i| 1 + (i as u32 * 7) % 4).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(read_then_local.launch(Grid::for_elements(n), &dx, &mut dy))?;
    let at = location("let j = x[i + 1];", "x[i + 1]");
    expect_panic(
        dy.to_vec(),
        "read_then_local",
        at,
        n - 1,
        "index out of bounds: the len is 500 but the index is 500",
    )?;
    let y = fc(dy.to_vec())?;
    let want: Vec<f32> = x[1..].iter().map(|&j| j as f32).collect();
    exact("y[..n-1]", &y[..n - 1], &want)?;
    check!(y[n - 1].is_nan(), "the failing thread wrote {}", y[n - 1]);
    Ok(())
}

fn read_only_test(dev: &Device) -> TestResult {
    let n = 300;
    let dx = fc(dev.to_device(&vec![0.5f32; n]))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(read_only.launch(Grid::for_elements(n), &dx, &mut dy))?;
    let at = location("let _unused = x[i + 1];", "x[i + 1]");
    expect_panic(dy.to_vec(), "read_only", at, n - 1, "index out of bounds: the len is 300 but the index is 300")
}

fn oob_write(dev: &Device) -> TestResult {
    let n = 777;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.to_device(&vec![f32::NAN; n]))?;
    // `y` is a slice of a longer buffer: the element after it must survive.
    let mut backing = fc(dev.to_device(&vec![-1.0f32; n + 1]))?;
    fc(shift_write.launch(Grid::for_elements(n), &dx, fc(backing.slice_mut(..n))?))?;
    let at = location("y[i + 1] = x[i];", "y[i + 1]");
    expect_panic(
        backing.to_vec(),
        "shift_write",
        at,
        n - 1,
        "index out of bounds: the len is 777 but the index is 777",
    )?;
    let b = fc(backing.to_vec())?;
    check!(b[n] == -1.0, "the element past the slice was overwritten with {}", b[n]);
    exact("y[1..]", &b[1..n], &x[..n - 1])?;
    // Without the last element of `x`, every write is in bounds.
    fc(shift_write.launch(Grid::for_elements(n - 1), fc(dx.slice(..n - 1))?, &mut dy))?;
    let y = fc(dy.to_vec())?;
    exact("y[1..]", &y[1..], &x[..n - 1])
}

fn div_zero(dev: &Device) -> TestResult {
    let n = 500;
    let a: Vec<i32> = (0..n as i32).collect();
    let mut b = vec![3i32; n];
    b[123] = 0;
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.zeros::<i32>(n))?;
    fc(divide.launch(Grid::for_elements(n), &da, &db, &mut dc))?;
    expect_panic(
        dc.to_vec(),
        "divide",
        location("c[i] = a[i] / b[i];", "a[i] / b[i]"),
        123,
        "attempt to divide by zero",
    )
}

fn div_overflow(dev: &Device) -> TestResult {
    let n = 300;
    let mut a = vec![10i32; n];
    let mut b = vec![-1i32; n];
    a[201] = i32::MIN;
    b[0] = 2;
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.zeros::<i32>(n))?;
    fc(divide.launch(Grid::for_elements(n), &da, &db, &mut dc))?;
    expect_panic(
        dev.synchronize(),
        "divide",
        location("c[i] = a[i] / b[i];", "a[i] / b[i]"),
        201,
        "attempt to divide with overflow",
    )?;
    let c = fc(dc.to_vec())?;
    check!(c[0] == 5 && c[1] == -10, "wrong quotients {:?}", &c[..2]);
    Ok(())
}

fn rem_zero(dev: &Device) -> TestResult {
    let n = 100;
    let a = vec![200u8; n];
    let mut b = vec![7u8; n];
    b[99] = 0;
    let (da, db) = (fc(dev.to_device(&a))?, fc(dev.to_device(&b))?);
    let mut dc = fc(dev.zeros::<u8>(n))?;
    fc(remainder_u8.launch(Grid::for_elements(n), &da, &db, &mut dc))?;
    expect_panic(
        dc.to_vec(),
        "remainder_u8",
        location("c[i] = a[i] % b[i];", "a[i] % b[i]"),
        99,
        "attempt to calculate the remainder with a divisor of zero",
    )
}

fn explicit(dev: &Device) -> TestResult {
    let n = 1000;
    let mut x: Vec<u32> = (0..n as u32).map(|i| i % 5).collect();
    x[617] = 7;
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.zeros::<u32>(n))?;
    fc(explicit_panic.launch(Grid::for_elements(n), &dx, &mut dy))?;
    expect_panic(
        dy.to_vec(),
        "explicit_panic",
        location("panic!(\"seven is not allowed\");", "panic!"),
        617,
        "seven is not allowed",
    )
}

fn run_asserts(dev: &Device, bad_index: usize, bad: i64) -> ferrocuda::Result<Vec<i64>> {
    let n = 400;
    let mut x = vec![8i64; n];
    x[bad_index] = bad;
    let dx = dev.to_device(&x)?;
    let mut dy = dev.zeros::<i64>(n)?;
    asserts.launch(Grid::for_elements(n), &dx, &mut dy)?;
    dy.to_vec()
}

fn assert_failed(dev: &Device) -> TestResult {
    expect_panic(
        run_asserts(dev, 300, 150),
        "asserts",
        location("assert!(x[i] < 100);", "assert!"),
        300,
        "assertion failed: x[i] < 100",
    )
}

fn assert_eq_failed(dev: &Device) -> TestResult {
    expect_panic(
        run_asserts(dev, 17, 3),
        "asserts",
        location("assert_eq!(x[i] % 2, 0, \"x must be even\");", "assert_eq!"),
        17,
        "assertion `left == right` failed: x must be even\n  left: 1\n right: 0",
    )
}

fn assert_ne_failed(dev: &Device) -> TestResult {
    expect_panic(
        run_asserts(dev, 5, -4),
        "asserts",
        location("assert_ne!(x[i], -4);", "assert_ne!"),
        5,
        "assertion `left != right` failed\n  left: -4\n right: -4",
    )
}

fn debug_assert_failed(dev: &Device) -> TestResult {
    let r = run_asserts(dev, 42, 42);
    if cfg!(debug_assertions) {
        expect_panic(
            r,
            "asserts",
            location("debug_assert!(x[i] != 42, \"no answers\");", "debug_assert!"),
            42,
            "no answers",
        )
    } else {
        // Without debug assertions the check is compiled out, as in Rust.
        check!(fc(r)?[42] == 42, "wrong result");
        Ok(())
    }
}

fn assert_eq_f32(dev: &Device) -> TestResult {
    let n = 64;
    let mut x = vec![1.5f32; n];
    x[40] = 2.5;
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.zeros::<f32>(n))?;
    fc(float_assert.launch(Grid::for_elements(n), &dx, &mut dy))?;
    expect_panic(
        dy.to_vec(),
        "float_assert",
        location("assert_eq!(x[i], 1.5);", "assert_eq!"),
        40,
        "assertion `left == right` failed\n  left: 2.5\n right: 1.5",
    )
}

fn unreachable_failed(dev: &Device) -> TestResult {
    let n = 260;
    let mut x = vec![4u8; n];
    x[259] = 10;
    let dx = fc(dev.to_device(&x))?;
    let mut dy = fc(dev.zeros::<u8>(n))?;
    fc(unreachable_digit.launch(Grid::for_elements(n), &dx, &mut dy))?;
    expect_panic(
        dy.to_vec(),
        "unreachable_digit",
        location("_ => unreachable!(\"only digits\"),", "unreachable!"),
        259,
        "internal error: entered unreachable code: only digits",
    )
}

fn step_zero(dev: &Device) -> TestResult {
    let mut x = fc(dev.zeros::<u32>(10))?;
    fc(zero_step.launch(Grid::for_elements(1), &mut x, 0))?;
    expect_panic(
        x.to_vec(),
        "zero_step",
        location("for j in (0..x.len()).step_by(step) {", "step)"),
        0,
        "assertion failed: step != 0",
    )
}

/// After a panic has been reported, the device runs kernels as before and reports nothing.
fn stays_usable(dev: &Device) -> TestResult {
    let n = 100;
    let dx = fc(dev.to_device(&vec![1.0f32; n]))?;
    let mut dy = fc(dev.zeros::<f32>(n))?;
    fc(shift_read.launch(Grid::for_elements(n), &dx, &mut dy))?;
    check!(matches!(dev.synchronize(), Err(Error::KernelPanic(_))), "no panic reported");
    fc(dev.synchronize())?;
    let mut dc = fc(dev.zeros::<f32>(n))?;
    fc(vector_add.launch(Grid::for_elements(n), &dx, &dx, &mut dc))?;
    exact("c", &fc(dc.to_vec())?, &vec![2.0f32; n])
}
