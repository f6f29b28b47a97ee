//! What careless or unusual code must not break: names C++ or CUDA already use, names no
//! C++ identifier can take, the translator's own temporaries, tuples of any arity, deep
//! recursion, large local and shared arrays, long panic texts, grids too large to count, and
//! an OS that refuses the simulator's threads.

#![allow(non_snake_case)]

use ferrocuda::prelude::*;
use ferrocuda::{Error, KernelPanic, MAX_CALL_DEPTH};

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

pub fn tests() -> Vec<DeviceTest> {
    vec![
        ("names_cuda_declares", cuda_names_test),
        ("borrows_reborrow_as_rust_does", reborrow_test),
        ("tuples_field_of_a_device_call", field_of_call_test),
        ("panic_clamp_bounds_as_rust_words_them", clamp_message_test),
        ("panic_assert_text_as_rust_prints_it", assert_text_test),
        ("names_not_ascii", non_ascii_test),
        ("names_of_generated_temporaries", temporaries_test),
        ("tuples_of_any_arity", wide_tuples_test),
        ("recursion_within_the_limit", recursion_test),
        ("panic_recursion_past_the_limit", recursion_limit_test),
        ("panic_recursion_a_million_deep", recursion_million_test),
        ("panic_texts_too_long_for_the_record", long_texts_test),
        ("panic_message_with_a_nul", nul_message_test),
        ("shared_memory_beyond_the_device", shared_beyond_test),
        ("grid_beyond_64_bits", huge_grid_test),
        ("copy_between_slices_of_other_lengths", copy_mismatch_test),
        ("panic_in_parentheses_at_the_parenthesis", paren_panic_test),
        ("negated_negative_float_literal", double_negation_test),
        ("panic_of_a_method_at_its_name", method_panic_site::test),
        ("method_of_an_operation", method_of_an_operation::test),
        ("panic_in_an_operation_on_a_field_of_a_device_result", field_of_a_device_result::test),
        ("panic_message_of_assert_without_a_message", assert_message_text::test),
        ("panic_message_of_an_integer_clamp", clamp_message::test),
        ("panic_of_a_deferred_read_before_rem_assign", deferred_read_before_rem_assign::test),
        ("panic_of_an_assignment_value_before_its_place", assignment_value_before_place::test),
        ("method_result_of_a_device_result", method_result_of_a_device_result::test),
        ("panic_of_a_read_past_column_1023", read_past_column_1023::test),
        ("panic_of_assert_eq_of_a_float_test", assert_eq_of_a_float_test::test),
        ("panic_of_a_deferred_read_before_a_branch_divides", deferred_read_before_a_branch_divides::test),
        ("unsigned_abs_of_i16_min_as_f32", sixteen_bit_codegen::unsigned_abs_test),
        ("max_of_i16_in_a_condition", sixteen_bit_codegen::max_test),
        ("float_method_of_a_device_result", float_method_of_a_device_result::test),
        ("names_as_values_shadowed_and_dispatched", names_as_values::test),
        ("names_cuda_functions_as_device_fns", cuda_function_names::test),
    ]
}

/// Translator bugs the differential test found, reported and not yet fixed: each a
/// regression test that fails today. `main.rs` runs them as ignored trials,
/// `known_bug::<name>` (`cargo test --test suite -- --ignored known_bug` runs them), with the
/// NVRTC trials of the kernels in `KNOWN_BUG_KERNELS`; a fix moves its test to `tests()`.
pub fn known_bugs() -> Vec<DeviceTest> {
    vec![]
}

/// Bugs the differential test found that only a GPU shows, not worked around yet: each
/// fails on a GPU today, and passes on the simulator. `main.rs` runs them on a GPU as
/// ignored trials, `known_bug::gpu::<name>` (`cargo test --test suite -- --ignored
/// known_bug::gpu`); a fix moves its test to `tests()`.
pub fn known_gpu_bugs() -> Vec<DeviceTest> {
    vec![]
}

/// The kernels of `known_bugs` that NVRTC cannot compile yet.
pub const KNOWN_BUG_KERNELS: &[&str] = &[];

/// Run on the simulator only: a GPU would reserve the local memory of a 520 KB array for
/// every thread it could hold at once (about 140 GB on an H200); and the GPU's known bugs,
/// which fail there.
pub fn sim_only() -> Vec<DeviceTest> {
    let mut tests: Vec<DeviceTest> = vec![
        ("local_array_520k_in_a_cooperative_kernel", coop_local_test),
        ("local_array_400k", independent_local_test),
    ];
    // The GPU's known bugs hold on the simulator, which is Rust.
    tests.extend(known_gpu_bugs());
    tests
}

const N: usize = 1000;

// ---------------------------------------------------------------- names

/// Kernels named like what CUDA declares (in a module of their own: a kernel named `std`
/// shadows the crate there).
mod cuda_names {
    use ferrocuda::prelude::*;

    macro_rules! named_kernels {
        ($($name:ident),*) => {
            $(
                #[kernel]
                pub fn $name(x: &[f32], y: &mut [f32]) {
                    let i = grid(1);
                    if i < y.len() {
                        y[i] = x[i] * 2.0 + 1.0;
                    }
                }
            )*
        };
    }
    named_kernels!(printf, malloc, free, min, max, abs, labs, llabs, rsqrtf, clock64, size_t, ptrdiff_t, std);
}

fn cuda_names_test(dev: &Device) -> TestResult {
    let x = Rng::new("cuda_names").vec_f32(N, -10.0, 10.0);
    let want: Vec<f32> = x.iter().map(|v| v * 2.0 + 1.0).collect();
    let dx = fc(dev.to_device(&x))?;
    type Launch = fn(&DeviceSlice<f32>, &mut DeviceSlice<f32>) -> ferrocuda::Result<()>;
    let launches: [(&str, Launch); 4] = [
        ("printf", |x, y| cuda_names::printf.launch(Grid::for_elements(N), x, y)),
        ("min", |x, y| cuda_names::min.launch(Grid::for_elements(N), x, y)),
        ("size_t", |x, y| cuda_names::size_t.launch(Grid::for_elements(N), x, y)),
        ("std", |x, y| cuda_names::std.launch(Grid::for_elements(N), x, y)),
    ];
    for (name, launch) in launches {
        let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
        fc(launch(&dx, &mut y))?;
        exact(name, &fc(y.to_vec())?, &want)?;
    }
    Ok(())
}

#[device]
fn doublé(v: f32) -> f32 {
    v * 2.0
}

#[kernel]
pub fn naïve(entrée: &[f32], sortie: &mut [f32]) {
    let größe = 3.0f32;
    let i = grid(1);
    if i < sortie.len() {
        sortie[i] = doublé(entrée[i]) + größe;
    }
}

fn non_ascii_test(dev: &Device) -> TestResult {
    let x = Rng::new("non_ascii").vec_f32(N, -10.0, 10.0);
    let dx = fc(dev.to_device(&x))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(naïve.launch(Grid::for_elements(N), &dx, &mut y))?;
    let want: Vec<f32> = x.iter().map(|v| v * 2.0 + 3.0).collect();
    exact("sortie", &fc(y.to_vec())?, &want)
}

/// Locals named like the simulator's temporaries and a parameter named like the launch's
/// own: each stays the user's.
#[kernel]
pub fn user_temporaries(x: &[f32], y: &mut [f32], grid: u32) {
    let __fc_v = 0usize;
    let __fc_i = 2usize;
    let __fc_p = 3.0f32;
    let __fc_ctx = 4u32;
    let __fc_call = 1.0f32;
    let i = (block_idx().x * block_dim().x + thread_idx().x) as usize;
    if i < y.len() {
        y[i] = x[i] + __fc_p;
        y[__fc_v + i] += __fc_ctx as f32 + grid as f32;
        let mut local = [0.0f32; 4];
        local[__fc_i] = 5.0;
        local[__fc_i] += __fc_call;
        y[i] += local[2];
    }
}

fn temporaries_test(dev: &Device) -> TestResult {
    let x = Rng::new("temporaries").vec_f32(N, -10.0, 10.0);
    let dx = fc(dev.to_device(&x))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(user_temporaries.launch(Grid::new(N.div_ceil(128) as u32, 128u32), &dx, &mut y, 10))?;
    let want: Vec<f32> = x.iter().map(|v| v + 3.0 + 4.0 + 10.0 + 6.0).collect();
    exact("y", &fc(y.to_vec())?, &want)
}

// ---------------------------------------------------------------- tuples

#[device]
fn spread7(v: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
    (v, v + 1.0, v + 2.0, v + 3.0, v + 4.0, v + 5.0, v + 6.0)
}

#[kernel]
pub fn tuples_wide(x: &[f32], y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let (a, b, c, d, e, f, g) = spread7(x[i]);
        let t = (a, b, c, d, e, f, g, a, b, c, d, e);
        y[i] = t.0 + t.6 + t.11 + b * c;
    }
}

fn wide_tuples_test(dev: &Device) -> TestResult {
    let x = Rng::new("wide_tuples").vec_f32(N, -10.0, 10.0);
    let dx = fc(dev.to_device(&x))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(tuples_wide.launch(Grid::for_elements(N), &dx, &mut y))?;
    let want: Vec<f32> = x.iter().map(|&v| v + (v + 6.0) + (v + 4.0) + (v + 1.0) * (v + 2.0)).collect();
    compare("y", &fc(y.to_vec())?, &want, |a, b| close_f32(*a, *b, 1e-6))
}

// ---------------------------------------------------------------- recursion

/// `n + 1` nested calls.
#[device]
fn depth_sum(n: u32) -> u32 {
    if n == 0 {
        0
    } else {
        1 + depth_sum(n - 1)
    }
}

#[kernel]
pub fn recurse(n: &[u32], out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = depth_sum(n[i]);
    }
}

/// `n + 1` nested calls that the compiler cannot turn into a loop: each needs a stack frame
/// on the GPU.
#[device]
fn churn(n: u32) -> u32 {
    if n == 0 {
        7
    } else {
        let a = churn(n - 1);
        (a ^ (n << 3)).rotate_left(5).wrapping_add(n)
    }
}

fn churn_on_host(n: u32) -> u32 {
    (1..=n).fold(7u32, |a, k| (a ^ (k << 3)).rotate_left(5).wrapping_add(k))
}

#[kernel]
pub fn recurse_framed(n: &[u32], out: &mut [u32]) {
    let i = grid(1);
    if i < out.len() {
        out[i] = churn(n[i]);
    }
}

fn recursion_test(dev: &Device) -> TestResult {
    let max = MAX_CALL_DEPTH - 1;
    let mut rng = Rng::new("recursion");
    let mut n: Vec<u32> = (0..256).map(|_| rng.below(max as u64 + 1) as u32).collect();
    n[0] = max;
    let dn = fc(dev.to_device(&n))?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; n.len()]))?;
    fc(recurse.launch(Grid::for_elements(n.len()), &dn, &mut out))?;
    exact("out", &fc(out.to_vec())?, &n)?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; n.len()]))?;
    fc(recurse_framed.launch(Grid::for_elements(n.len()), &dn, &mut out))?;
    let want: Vec<u32> = n.iter().map(|&k| churn_on_host(k)).collect();
    exact("framed", &fc(out.to_vec())?, &want)
}

const SOURCE: &str = include_str!("robust.rs");

/// 1-based line and column of `needle` on the first line of this file containing `line`.
fn location(line: &str, needle: &str) -> (u32, u32) {
    for (i, l) in SOURCE.lines().enumerate() {
        if l.contains(line) {
            return (i as u32 + 1, l.find(needle).map_or(0, |c| c as u32 + 1));
        }
    }
    (0, 0)
}

/// `r` is a kernel panic of `kernel` at `at` with `message`, raised by thread `thread` of
/// `block`.
fn expect_panic<T: std::fmt::Debug>(
    r: ferrocuda::Result<T>,
    kernel: &str,
    at: (u32, u32),
    message: &str,
    thread: [u32; 3],
    block: [u32; 3],
) -> TestResult {
    let p: KernelPanic = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic of `{kernel}`, got {other:?}")),
    };
    let want = KernelPanic {
        kernel: kernel.to_string(),
        file: "tests/suite/robust.rs".to_string(),
        line: at.0,
        column: at.1,
        message: message.to_string(),
        thread,
        block,
    };
    check!(p == want, "got  {p:?}\nwant {want:?}");
    Ok(())
}

fn recursion_limit_test(dev: &Device) -> TestResult {
    recursion_past_limit(dev, MAX_CALL_DEPTH)
}

fn recursion_million_test(dev: &Device) -> TestResult {
    recursion_past_limit(dev, 1_000_000)?;
    // With frames on the GPU's stack: still the same panic, not a fault.
    let mut n = vec![3u32; 64];
    n[21] = 1_000_000;
    let dn = fc(dev.to_device(&n))?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; n.len()]))?;
    fc(recurse_framed.launch(Grid::new(1u32, 64u32), &dn, &mut out))?;
    let message = format!(
        "stack overflow: more than {MAX_CALL_DEPTH} nested `#[device]` calls, the most a kernel thread may make"
    );
    expect_panic(out.to_vec(), "recurse_framed", location("fn churn(", "churn"), &message, [21, 0, 0], [0, 0, 0])
}

/// One thread recursing `depth + 1` calls deep, past the limit: a panic at the callee.
fn recursion_past_limit(dev: &Device, depth: u32) -> TestResult {
    let mut n = vec![3u32; 64];
    n[37] = depth;
    let dn = fc(dev.to_device(&n))?;
    let mut out = fc(dev.to_device(&vec![u32::MAX; n.len()]))?;
    fc(recurse.launch(Grid::new(1u32, 64u32), &dn, &mut out))?;
    let message = format!(
        "stack overflow: more than {MAX_CALL_DEPTH} nested `#[device]` calls, the most a kernel thread may make"
    );
    expect_panic(out.to_vec(), "recurse", location("fn depth_sum(", "depth_sum"), &message, [37, 0, 0], [0, 0, 0])?;
    // The other threads finished, and the device is still usable.
    let got = fc(out.to_vec())?;
    check!(got[0] == 3 && got[63] == 3, "the other threads' results: {:?}", &got[..4]);
    Ok(())
}

// ---------------------------------------------------------------- panic texts

#[kernel]
pub fn a_kernel_whose_name_is_much_longer_than_the_sixty_three_bytes_a_record_holds(x: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        if i == 5 {
            panic!("éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé");
        }
        x[i] = 1.0;
    }
}

fn long_texts_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.to_device(&vec![f32::NAN; 64]))?;
    let r = a_kernel_whose_name_is_much_longer_than_the_sixty_three_bytes_a_record_holds
        .launch(Grid::new(1u32, 64u32), &mut x)
        .and_then(|_| x.to_vec());
    // The record holds 255 bytes of a message and 63 of a name; the cut is marked, and falls
    // between characters (127 two-byte `é`s fit).
    let name = "a_kernel_whose_name_is_much_longer_than_the_sixty_three_bytes_a_record_holds";
    let kernel = format!("{}…", &name[..63]);
    let message = format!("{}…", "é".repeat(127));
    expect_panic(r, &kernel, location("panic!(\"éé", "panic!"), &message, [5, 0, 0], [0, 0, 0])
}

#[kernel]
pub fn nul_message(x: &mut [f32]) {
    let i = grid(1);
    if i < x.len() {
        if i == 9 {
            panic!("before\0after");
        }
        x[i] = 1.0;
    }
}

fn nul_message_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.to_device(&vec![f32::NAN; 64]))?;
    let r = nul_message.launch(Grid::new(1u32, 64u32), &mut x).and_then(|_| x.to_vec());
    expect_panic(r, "nul_message", location("panic!(\"before", "panic!"), "before", [9, 0, 0], [0, 0, 0])
}

// ---------------------------------------------------------------- shared and local memory

#[kernel]
pub fn shared_48k_and_dynamic(x: &mut [f32]) {
    let s = shared_array::<f32, 12288>();
    let d = dynamic_shared::<f32>();
    let t = thread_idx().x as usize;
    s[t] = 1.0;
    d[t] = 2.0;
    sync_threads();
    if t < x.len() {
        x[t] = s[t] + d[t];
    }
}

fn shared_beyond_test(dev: &Device) -> TestResult {
    let mut x = fc(dev.to_device(&[f32::NAN; 32]))?;
    // 48 KiB static and 211 KiB dynamic: more than any GPU's 227 KiB.
    let r = shared_48k_and_dynamic.launch(Grid::new(1u32, 32u32).shared_mem(211 * 1024), &mut x);
    match r {
        Err(Error::LaunchConfig { kernel, message }) => {
            check!(kernel == "shared_48k_and_dynamic", "kernel {kernel}");
            check!(
                message.contains("49152 static, 216064 dynamic") && message.contains("more than the device's limit"),
                "message: {message}"
            );
        }
        other => return Err(format!("expected a launch error, got {other:?}")),
    }
    // Within the limit it runs.
    fc(shared_48k_and_dynamic.launch(Grid::new(1u32, 32u32).shared_mem(4096), &mut x))?;
    exact("x", &fc(x.to_vec())?, &[3.0f32; 32])
}

/// 520 KB of local array in a kernel whose block's threads run together on the simulator.
#[kernel]
pub fn coop_big_local(x: &[f32], y: &mut [f32]) {
    let t = shared_array::<f32, 32>();
    let mut big = [0.0f32; 130_000];
    let i = grid(1);
    let l = thread_idx().x as usize;
    t[l] = if i < x.len() { x[i] } else { 0.0 };
    sync_threads();
    big[(i * 7919) % 130_000 + 1] = t[(l + 1) % 32];
    if i < y.len() {
        y[i] = big[(i * 7919) % 130_000 + 1] + big[0];
    }
}

fn coop_local_test(dev: &Device) -> TestResult {
    let n = 64;
    let x = Rng::new("coop_big_local").vec_f32(n, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; n]))?;
    fc(coop_big_local.launch(Grid::new(2u32, 32u32), &dx, &mut y))?;
    let want: Vec<f32> = (0..n).map(|i| x[(i / 32) * 32 + (i % 32 + 1) % 32]).collect();
    exact("y", &fc(y.to_vec())?, &want)
}

/// 400 KiB of local array in a kernel whose threads run one after another.
#[kernel]
pub fn independent_big_local(x: &[f32], y: &mut [f32]) {
    let mut big = [1.0f32; 102_400];
    let i = grid(1);
    if i < y.len() {
        big[i % 102_400] = x[i];
        y[i] = big[i % 102_400] + big[(i + 1) % 102_400];
    }
}

fn independent_local_test(dev: &Device) -> TestResult {
    let x = Rng::new("independent_big_local").vec_f32(N, -1.0, 1.0);
    let dx = fc(dev.to_device(&x))?;
    let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
    fc(independent_big_local.launch(Grid::for_elements(N), &dx, &mut y))?;
    let want: Vec<f32> = x.iter().map(|v| v + 1.0).collect();
    exact("y", &fc(y.to_vec())?, &want)
}

// ---------------------------------------------------------------- grids and errors

fn huge_grid_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[f32::NAN; 8]))?;
    let x = fc(dev.to_device(&[1.0f32; 8]))?;
    let huge = (u32::MAX, u32::MAX, u32::MAX);
    match naïve.launch(Grid::new(1u32, huge), &x, &mut y) {
        Err(Error::LaunchConfig { message, .. }) => {
            check!(message.contains("more than 2^64 threads per block"), "message: {message}")
        }
        other => return Err(format!("expected a launch error, got {other:?}")),
    }
    match naïve.launch(Grid::new(huge, 32u32), &x, &mut y) {
        Err(Error::LaunchConfig { message, .. }) => {
            check!(message.contains("blocks along x is more than the device's limit"), "message: {message}")
        }
        other => return Err(format!("expected a launch error, got {other:?}")),
    }
    Ok(())
}

fn copy_mismatch_test(dev: &Device) -> TestResult {
    let a = fc(dev.to_device(&[1.0f32; 8]))?;
    let mut b = fc(dev.zeros::<f32>(5))?;
    let e = b.copy_from(&a).err().ok_or("copy_from of another length succeeded")?;
    let text = e.to_string();
    check!(
        text == "copy_from: the destination slice has 5 elements but the source slice has 8; the lengths must match \
                 (use `slice(range)` to copy part of a buffer)",
        "message: {text}"
    );
    Ok(())
}

// ---------------------------------------------------------------- found by the differential test

/// A panic inside parentheses is reported, as Rust reports it, at the `(`.
#[kernel]
pub fn paren_division(x: &[i32], y: &mut [i32]) {
    let i = grid(1);
    if i < y.len() {
        let d = x[i] - x[i];
        y[i] = (x[i] / d);
    }
}

fn paren_panic_test(dev: &Device) -> TestResult {
    let x = fc(dev.to_device(&[7i32; 64]))?;
    let mut y = fc(dev.to_device(&[0i32; 64]))?;
    let r = paren_division.launch(Grid::new(1u32, 64u32), &x, &mut y).and_then(|_| y.to_vec());
    let p = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic, got {other:?}")),
    };
    let at = location("y[i] = (x[i] / d);", "(x[i]");
    check!((p.line, p.column) == at, "reported at {}:{}, Rust reports {}:{}", p.line, p.column, at.0, at.1);
    check!(p.message == "attempt to divide by zero", "message: {}", p.message);
    Ok(())
}

/// `-(-2.25)`: the CUDA must not read `--2.25` (a decrement).
#[kernel]
pub fn double_negation(x: &mut [f64]) {
    let i = grid(1);
    if i < x.len() {
        x[i] = -(-2.25f64) * x[i];
    }
}

fn double_negation_test(dev: &Device) -> TestResult {
    let h = Rng::new("double_negation").vec_f64(N, -10.0, 10.0);
    let mut x = fc(dev.to_device(&h))?;
    fc(double_negation.launch(Grid::for_elements(N), &mut x))?;
    let want: Vec<f64> = h.iter().map(|v| 2.25 * v).collect();
    exact("x", &fc(x.to_vec())?, &want)
}

// ---------------------------------------------------------------- borrows

#[device]
fn product_at(a: &[f32], b: &[f32], i: usize) -> f32 {
    a[i] * b[i]
}

#[device]
fn scale_at(y: &mut [f32], i: usize, k: f32) {
    y[i] *= k;
}

/// What Rust accepts of a `&mut [T]` the simulator's body accepts too: one slice for two
/// `&[T]` parameters of one call, the same slice to `&mut [T]` parameters of calls one after
/// another, and reads and writes between them (tests/ui has what it rejects). Unfused, so
/// that the GPU rounds `square + y[i]` as Rust does.
#[kernel(fmad = false)]
pub fn reborrows(y: &mut [f32]) {
    let i = grid(1);
    if i < y.len() {
        let square = product_at(y, y, i);
        scale_at(y, i, 2.0);
        scale_at(y, i, 0.5);
        y[i] = square + y[i];
    }
}

fn reborrow_test(dev: &Device) -> TestResult {
    let mut rng = Rng::new("reborrows");
    let host = rng.vec_f32(N, -2.0, 2.0);
    let mut y = fc(dev.to_device(&host))?;
    fc(reborrows.launch(Grid::new(N.div_ceil(128) as u32, 128u32), &mut y))?;
    let want: Vec<f32> = host.iter().map(|&v| v * v + v * 2.0 * 0.5).collect();
    exact("y", &fc(y.to_vec())?, &want)
}

// ---------------------------------------------------------------- found by the differential test

#[device]
fn halves(x: i32) -> (i32, u8) {
    (x / 2, (x % 7) as u8)
}

/// A field of a `#[device]` fn's tuple result, used directly (inference knew nothing of it
/// and the CUDA was an `#error`).
#[kernel]
pub fn field_of_call(y: &mut [u16]) {
    let i = grid(1);
    if i < y.len() {
        y[i] = halves(i as i32).0 as u16 + halves(i as i32 + 3).1 as u16;
    }
}

fn field_of_call_test(dev: &Device) -> TestResult {
    let mut y = fc(dev.to_device(&[u16::MAX; N]))?;
    fc(field_of_call.launch(Grid::new(N.div_ceil(128) as u32, 128u32), &mut y))?;
    let want: Vec<u16> = (0..N as i32).map(|i| (i / 2) as u16 + ((i + 3) % 7) as u16).collect();
    exact("y", &fc(y.to_vec())?, &want)
}

/// `clamp` with its bounds the wrong way round.
#[kernel]
pub fn clamp_backwards(x: &[i32], f: &[f32], y: &mut [i32], which: u32) {
    let i = grid(1);
    if i == 0 {
        y[0] = if which == 0 { x[0].clamp(x[1], x[2]) } else { f[0].clamp(f[1], f[2]) as i32 };
    }
}

/// What Rust's own `clamp` says, here and now.
pub(crate) fn rust_panic(f: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let payload = std::panic::catch_unwind(f).err();
    std::panic::set_hook(hook);
    payload
        .and_then(|p| p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())))
        .unwrap_or_default()
}

fn clamp_message_test(dev: &Device) -> TestResult {
    let x = fc(dev.to_device(&[5i32, 3, 1]))?;
    let f = fc(dev.to_device(&[5.0f32, 3.0, f32::NAN]))?;
    let wants = [
        rust_panic(|| {
            let _ = std::hint::black_box(5i32).clamp(std::hint::black_box(3), 1);
        }),
        rust_panic(|| {
            let _ = std::hint::black_box(5.0f32).clamp(std::hint::black_box(3.0), f32::NAN);
        }),
    ];
    for (which, want) in wants.iter().enumerate() {
        let mut y = fc(dev.to_device(&[0i32]))?;
        fc(clamp_backwards.launch(Grid::new(1u32, 32u32), &x, &f, &mut y, which as u32))?;
        match y.to_vec() {
            Err(Error::KernelPanic(p)) => check!(&p.message == want, "kernel: {:?}, Rust: {want:?}", p.message),
            other => return Err(format!("expected the clamp's panic, got {other:?}")),
        }
    }
    Ok(())
}

/// `assert!` without a message: its text is the condition as rustc prints it.
#[kernel]
pub fn assert_texts(x: &[i32], which: u32, out: &mut [i32]) {
    let (a, b) = (x[0], x[1]);
    if which == 0 {
        assert!(a < (-b));
    }
    if which == 1 {
        assert!(x[1].abs() > 2 * a);
    }
    if which == 2 {
        assert!(!(a > 0 && b > 0) || a == 1000);
    }
    if which == 3 {
        assert!((a as u8) <= 3u8);
    }
    out[0] = 1;
}

fn assert_text_test(dev: &Device) -> TestResult {
    let x = [5i32, 7];
    let (a, b) = (std::hint::black_box(x[0]), std::hint::black_box(x[1]));
    let wants = [
        rust_panic(move || assert!(a < (-b))),
        rust_panic(move || assert!(x[1].abs() > 2 * a)),
        rust_panic(move || assert!(!(a > 0 && b > 0) || a == 1000)),
        rust_panic(move || assert!((a as u8) <= 3u8)),
    ];
    let dx = fc(dev.to_device(&x))?;
    for (which, want) in wants.iter().enumerate() {
        let mut out = fc(dev.to_device(&[0i32]))?;
        fc(assert_texts.launch(Grid::new(1u32, 32u32), &dx, which as u32, &mut out))?;
        match out.to_vec() {
            Err(Error::KernelPanic(p)) => check!(&p.message == want, "kernel: {:?}, Rust: {want:?}", p.message),
            other => return Err(format!("expected assertion {which} to fail, got {other:?}")),
        }
    }
    Ok(())
}

/// Line and column of the `nth` occurrence (from 0) of `needle` in this file after the line
/// holding `marker`: where the differential test's regressions expect Rust's panic.
fn located(marker: &str, needle: &str, nth: usize) -> (u32, u32) {
    let mut seen = 0;
    let mut after = false;
    for (i, l) in SOURCE.lines().enumerate() {
        after |= l.contains(marker);
        if !after {
            continue;
        }
        for (at, _) in l.match_indices(needle) {
            if seen == nth {
                return (i as u32 + 1, at as u32 + 1);
            }
            seen += 1;
        }
    }
    (0, 0)
}

/// `r` is a kernel panic of `kernel` at one of the places of `expected`, with its message.
fn expect_panic_at<T: std::fmt::Debug>(
    r: ferrocuda::Result<T>,
    kernel: &str,
    expected: &[((u32, u32), &str)],
) -> TestResult {
    let p = match r {
        Err(Error::KernelPanic(p)) => p,
        other => return Err(format!("expected a panic of `{kernel}`, got {other:?}")),
    };
    check!(p.kernel == kernel && p.file == "tests/suite/robust.rs", "a panic of `{}` in {}", p.kernel, p.file);
    let found = expected
        .iter()
        .any(|((line, column), message)| (p.line, p.column, p.message.as_str()) == (*line, *column, *message));
    check!(found, "got  {p:?}\nwant one of {expected:?}");
    Ok(())
}

// The differential test's regressions, as `examples/shrink.rs` of tests/differential prints
// them: each a module with the kernel, its twin in plain Rust, and the test.

/// Found by the differential test (program 128, shrunk): the kernel panics otherwise than
/// Rust. Rust reports a panic of `recv.div_euclid(…)` (and of every panicking method) at the
/// method's name, not at the receiver.
#[rustfmt::skip]
#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]
mod method_panic_site {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel]
    pub fn method_panic_site(out: &mut [u64]) {
        let tid = grid(1);
        if tid < 64 {
            if ((0isize).div_euclid(0isize) < 0isize) {
            }
        }
    }

    /// The same program as plain Rust: the reference.
    pub mod host {
        pub fn method_panic_site(tid: usize, out: &mut [u64]) {
            if ((0isize).div_euclid(0isize) < 0isize) {
            }
        }
    }

    pub fn test(dev: &Device) -> TestResult {
        let mut out = fc(dev.to_device(&vec![0x5a5a_5a5a_5a5a_5a5au64; 512]))?;
        let got = method_panic_site.launch(Grid::new(2u32, 32u32), &mut out).and_then(|_| out.to_vec());
        super::expect_panic_at(got, "method_panic_site", &[(super::located("mod method_panic_site {", "div_euclid(0isize) < 0isize) {", 0), "attempt to divide by zero")])
    }
}

/// Found by the differential test on an H200 (programs 251, 292 and 1131; shrunk by hand,
/// the shrinker needing cargo beside the GPU): the kernel's outputs differ from Rust's. The
/// CUDA of `(a + b).to_degrees()` was `a + b * 57.29…`, of `(x * 37.0 + y).recip()`
/// `1.0 / x * 37.0 + y`: a method's receiver that is an operation lost its parentheses in
/// the templates that apply an operator to it (`recip`, `to_degrees`, `to_radians`,
/// `is_positive`, `is_negative`). The simulator, being Rust, was right.
#[rustfmt::skip]
#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]
mod method_of_an_operation {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel(fmad = false)]
    pub fn method_of_an_operation(xi: &[i64], xd: &[f64], out: &mut [u64]) {
        let tid = grid(1);
        if tid < 64 {
            out[tid * 5 + 0] = (std::f64::consts::PI + xd[tid]).to_degrees().to_bits();
            out[tid * 5 + 1] = ((xd[tid] * 37.0f64) + xd[63 - tid]).recip().to_bits();
            out[tid * 5 + 2] = ((xd[tid] as f32) - 2.5f32).to_radians().to_bits() as u64;
            out[tid * 5 + 3] = (xi[tid] & 6i64).is_positive() as u64;
            out[tid * 5 + 4] = (xi[tid] | -8i64).is_negative() as u64;
        }
    }

    /// The same program as plain Rust: the reference.
    pub mod host {
        pub fn method_of_an_operation(tid: usize, xi: &[i64], xd: &[f64], out: &mut [u64]) {
            out[tid * 5 + 0] = (std::f64::consts::PI + xd[tid]).to_degrees().to_bits();
            out[tid * 5 + 1] = ((xd[tid] * 37.0f64) + xd[63 - tid]).recip().to_bits();
            out[tid * 5 + 2] = ((xd[tid] as f32) - 2.5f32).to_radians().to_bits() as u64;
            out[tid * 5 + 3] = (xi[tid] & 6i64).is_positive() as u64;
            out[tid * 5 + 4] = (xi[tid] | -8i64).is_negative() as u64;
        }
    }

    pub fn test(dev: &Device) -> TestResult {
        let xi: Vec<i64> = (0..64).map(|i| i * 7 - 200).collect();
        let xd: Vec<f64> = (0..64).map(|i| i as f64 * 1.375 - 40.0).collect();
        let (dxi, dxd) = (fc(dev.to_device(&xi))?, fc(dev.to_device(&xd))?);
        let mut out = fc(dev.to_device(&vec![0u64; 320]))?;
        fc(method_of_an_operation.launch(Grid::new(2u32, 32u32), &dxi, &dxd, &mut out))?;
        let mut want = vec![0u64; 320];
        for tid in 0..64 {
            host::method_of_an_operation(tid, &xi, &xd, &mut want);
        }
        exact("out", &fc(out.to_vec())?, &want)
    }
}

// ---- found by the differential test, shrunk, and fixed

/// Found by the differential test (program 35, shrunk): the kernel panics otherwise than
/// Rust. A field of a `#[device]` fn's tuple result used in an operation (`h0().2 as u32`,
/// `h0(x).0 / d`) makes inference report a conflict (infer.rs, `ExprKind::Field` of a base
/// whose type is a variable with an opaque hint): the kernel's CUDA is an `#error` (NVRTC:
/// "ferrocuda could not infer the types"), and the simulator's body, unpinned, divides
/// natively, so its panic has no location (0:0).
#[rustfmt::skip]
#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]
mod field_of_a_device_result {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[device]
    pub fn h0() -> (isize, usize, u16) {
        (0isize, 0usize, 0u16)
    }

    #[kernel]
    pub fn field_of_a_device_result(out: &mut [u64]) {
        let tid = grid(1);
        if tid < 64 {
            let mut v7: u32 = ((h0().2 as u32) / 0u32);
        }
    }

    /// The same program as plain Rust: the reference.
    pub mod host {
        pub fn h0() -> (isize, usize, u16) {
            (0isize, 0usize, 0u16)
        }

        pub fn field_of_a_device_result(tid: usize, out: &mut [u64]) {
            let mut v7: u32 = ((h0().2 as u32) / 0u32);
        }
    }

    pub fn test(dev: &Device) -> TestResult {
        let mut out = fc(dev.to_device(&vec![0x5a5a_5a5a_5a5a_5a5au64; 512]))?;
        let got = field_of_a_device_result.launch(Grid::new(2u32, 32u32), &mut out).and_then(|_| out.to_vec());
        super::expect_panic_at(got, "field_of_a_device_result", &[(super::located("mod field_of_a_device_result {", "((h0().2 as u32) / 0u32);", 0), "attempt to divide by zero")])
    }
}

/// Found by the differential test (program 88, shrunk): the kernel panics otherwise than
/// Rust. The message of `assert!(cond)` quotes `cond` as rustc prints it; the kernel's text
/// of it (front/mod.rs, `source_text`) differs as soon as `cond` holds a block, an `if`, a
/// negative literal, a path (`u32 :: MAX`), or is long enough for rustc to break it into
/// lines.
#[rustfmt::skip]
#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]
mod assert_message_text {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[device]
    pub fn h0() -> i32 {
        assert!(((if (0.0f64).is_nan() { 0.0f64 } else { 0.0f64 })).is_sign_negative());
        0i32
    }

    #[kernel]
    pub fn assert_message_text(out: &mut [u64]) {
        let tid = grid(1);
        if tid < 64 {
            let mut v40: i64 = ((h0() as f32) as i64);
        }
    }

    /// The same program as plain Rust: the reference.
    pub mod host {
        pub fn h0() -> i32 {
            assert!(((if (0.0f64).is_nan() { 0.0f64 } else { 0.0f64 })).is_sign_negative());
            0i32
        }

        pub fn assert_message_text(tid: usize, out: &mut [u64]) {
            let mut v40: i64 = ((h0() as f32) as i64);
        }
    }

    pub fn test(dev: &Device) -> TestResult {
        let mut out = fc(dev.to_device(&vec![0x5a5a_5a5a_5a5a_5a5au64; 512]))?;
        let got = assert_message_text.launch(Grid::new(2u32, 32u32), &mut out).and_then(|_| out.to_vec());
        super::expect_panic_at(got, "assert_message_text", &[(super::located("mod assert_message_text {", "assert!(((if (0.0f64).is_nan() { 0.0f64 } else { 0.0f64 })).is_sign_negative());", 0), "assertion failed: ((if (0.0f64).is_nan() { 0.0f64 } else { 0.0f64 })).is_sign_negative()")])
    }
}

/// Found by the differential test (program 6, shrunk): the kernel panics otherwise than
/// Rust. An integer `x.clamp(lo, hi)` with `lo > hi` panics, in Rust 1.95, with
/// `min > max. min = 0, max = -2147483648`; the kernel says `assertion failed: min <= max`
/// (the words of older Rusts). The message Rust gives is read from the host's panic, so the
/// test holds for any Rust.
#[rustfmt::skip]
#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]
mod clamp_message {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel]
    pub fn clamp_message(out: &mut [u64]) {
        let tid = grid(1);
        if tid < 64 {
            let mut v8: isize = (if (((0i32).clamp(0i32, i32::MIN) as u64) <= 0u64) { 0isize } else { 0isize });
        }
    }

    /// The same program as plain Rust: the reference.
    pub mod host {
        pub fn clamp_message(tid: usize, out: &mut [u64]) {
            let mut v8: isize = (if (((0i32).clamp(0i32, i32::MIN) as u64) <= 0u64) { 0isize } else { 0isize });
        }
    }

    pub fn test(dev: &Device) -> TestResult {
        let mut out = fc(dev.to_device(&vec![0x5a5a_5a5a_5a5a_5a5au64; 512]))?;
        let got = clamp_message.launch(Grid::new(2u32, 32u32), &mut out).and_then(|_| out.to_vec());
        let payload = std::panic::catch_unwind(|| host::clamp_message(0, &mut [0u64; 8])).err().ok_or("Rust did not panic")?;
        let rust = payload.downcast_ref::<String>().cloned().or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
        super::expect_panic_at(got, "clamp_message", &[(super::located("mod clamp_message {", "clamp(0i32, i32::MIN) as u64) <= 0u64) { 0isize } else { 0isize });", 0), rust.as_str())])
    }
}

/// Found by the differential test on the H200 (program 20036, shrunk by hand): the kernel
/// panics otherwise than Rust. A read out of bounds defers its check (the read loads a
/// harmless zero); `x %= d` by zero must raise that earlier failure first, as it raises its
/// own. One thread: a GPU reports whichever thread's panic comes first.
#[rustfmt::skip]
#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]
mod deferred_read_before_rem_assign {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel]
    pub fn deferred_read_before_rem_assign(x: &[i64], d: &[usize], out: &mut [u64]) {
        let tid = grid(1);
        let mut a: [usize; 4] = [7usize; 4];
        let v: i64 = x[(tid + 65) % 70];
        a[1] %= d[0];
        out[tid] = (v as u64) ^ (a[1] as u64);
    }

    pub fn test(dev: &Device) -> TestResult {
        let x = fc(dev.to_device(&(0..64).map(|i| i * 3 - 90).collect::<Vec<i64>>()))?;
        let d = fc(dev.to_device(&[0usize]))?;
        let mut out = fc(dev.to_device(&[0x5a5a_5a5a_5a5a_5a5au64]))?;
        let got = deferred_read_before_rem_assign.launch(Grid::new(1u32, 1u32), &x, &d, &mut out).and_then(|_| out.to_vec());
        let at = super::located("mod deferred_read_before_rem_assign {", "x[(tid + 65) % 70]", 0);
        super::expect_panic_at(got, "deferred_read_before_rem_assign", &[(at, "index out of bounds: the len is 64 but the index is 65")])
    }
}

/// Found by the differential test on the H200 (program 22380, shrunk by hand): the kernel
/// panics otherwise than Rust. Rust evaluates an assignment's value before its place, so
/// `a[{ h(…) }] = n / d` divides (and panics dividing by zero) before it calls `h`, which
/// panics too; the kernel called `h` first when the index needed statements.
#[rustfmt::skip]
#[allow(warnings, clippy::all, arithmetic_overflow, unconditional_panic)]
mod assignment_value_before_place {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[device]
    fn fails(n: u32) -> u32 {
        assert!(n > 1000, "the place's index");
        n
    }

    #[kernel]
    pub fn assignment_value_before_place(x: &[i32], out: &mut [u64]) {
        let tid = grid(1);
        let mut a: [bool; 4] = [true; 4];
        a[{ let k = fails(x[1] as u32); (k % 4) as usize }] = 0 < (-16893i32 / x[0]);
        out[tid] = a[0] as u64;
    }

    pub fn test(dev: &Device) -> TestResult {
        let x = fc(dev.to_device(&[0i32, 3]))?;
        let mut out = fc(dev.to_device(&[0x5a5a_5a5a_5a5a_5a5au64]))?;
        let got = assignment_value_before_place.launch(Grid::new(1u32, 1u32), &x, &mut out).and_then(|_| out.to_vec());
        let at = super::located("mod assignment_value_before_place {", "(-16893i32 / x[0])", 0);
        super::expect_panic_at(got, "assignment_value_before_place", &[(at, "attempt to divide by zero")])
    }
}

/// Found by the differential test (program 103660; the macro's output did not compile): a
/// method whose result type is not its receiver's (`abs_diff`, `unsigned_abs`: the unsigned
/// type; `to_bits`) on a `#[device]` call's result, whose type only rustc and C++ know,
/// typed its result as a fresh integer, so a literal compared with it became an `i32`.
#[rustfmt::skip]
#[allow(warnings, clippy::all)]
mod method_result_of_a_device_result {
    use ferrocuda::prelude::*;
    use crate::check;
    use crate::util::*;

    #[device]
    fn same(v: u64) -> u64 {
        v
    }

    #[device]
    fn signed(v: u64) -> i64 {
        v as i64
    }

    #[device]
    fn float(v: u64) -> f64 {
        v as f64
    }

    #[kernel]
    pub fn method_result_of_a_device_result(x: &[u64], out: &mut [u64]) {
        let t = grid(1);
        if t < x.len() {
            let a = match same(x[t]).abs_diff({ let k: i32 = 5; 100u64 }) { 58 => 1u64, d => d + 2 };
            let b = match signed(x[t]).unsigned_abs() { 0..=9 => 3u64, m => m };
            let c = match float(x[t]).to_bits() { 0 => 7u64, bits => bits >> 40 };
            // An argument decides the receiver's type (program 103660 itself).
            let mut d = 9u64;
            if (match (same(x[t])).abs_diff(({ let mut k: u32 = (t as u32); u64::MAX })) { 58 => false, _ => true }) {
                d = same(x[t]).abs_diff(u64::MAX) >> 3;
            }
            out[t * 3] = a ^ d;
            out[t * 3 + 1] = b;
            out[t * 3 + 2] = c;
        }
    }

    pub fn test(dev: &Device) -> TestResult {
        let host = [42u64, 158, 7, u64::MAX - 3, 0, 1 << 63, 12345, 99];
        let x = fc(dev.to_device(&host))?;
        let mut out = fc(dev.to_device(&vec![0x5a5a_5a5a_5a5a_5a5au64; host.len() * 3]))?;
        fc(method_result_of_a_device_result.launch(Grid::new(1u32, 32u32), &x, &mut out))?;
        let got = fc(out.to_vec())?;
        for (t, &v) in host.iter().enumerate() {
            let a = match v.abs_diff(100) { 58 => 1u64, d => d + 2 };
            let b = match (v as i64).unsigned_abs() { 0..=9 => 3u64, m => m };
            let c = match (v as f64).to_bits() { 0 => 7u64, bits => bits >> 40 };
            let a = a ^ if v.abs_diff(u64::MAX) != 58 { v.abs_diff(u64::MAX) >> 3 } else { 9 };
            check!(got[t * 3..t * 3 + 3] == [a, b, c], "thread {t}: got {:?}, Rust says {:?}", &got[t * 3..t * 3 + 3], [a, b, c]);
        }
        Ok(())
    }
}

/// Found by the differential test on the H200 (program 102233): a deferred read's failure
/// was reported at column 1023 where the read was at column 1214: the record packs a column
/// in 10 bits. A read past column 1023 (or line 2^17) is now checked at once.
#[rustfmt::skip]
#[allow(warnings, clippy::all)]
mod read_past_column_1023 {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel]
    pub fn read_past_column_1023(x: &[u64], out: &mut [u64]) {
        let t = grid(1);
        let v = x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[1] + x[t + 70];
        out[t] = v;
    }

    pub fn test(dev: &Device) -> TestResult {
        let x = fc(dev.to_device(&(0..64u64).collect::<Vec<_>>()))?;
        let mut out = fc(dev.to_device(&[0x5a5a_5a5a_5a5a_5a5au64]))?;
        let got = read_past_column_1023.launch(Grid::new(1u32, 1u32), &x, &mut out).and_then(|_| out.to_vec());
        let at = super::located("mod read_past_column_1023 {", "x[t + 70]", 0);
        if at.1 <= 1023 {
            return Err(format!("the read is at column {}, not past 1023", at.1));
        }
        super::expect_panic_at(got, "read_past_column_1023", &[(at, "index out of bounds: the len is 64 but the index is 70")])
    }
}

/// Found by the differential test (program 110104; NVRTC rejected the kernel): in
/// `assert_eq!(flag, x.is_nan())` C++ deduced the operands' type twice, `bool` and `int`
/// (`isnan` is an `int` there). The operands' Rust type is now given, and `is_nan`,
/// `is_infinite`, `is_finite` are `bool`s.
#[rustfmt::skip]
#[allow(warnings, clippy::all)]
mod assert_eq_of_a_float_test {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel]
    pub fn assert_eq_of_a_float_test(x: &[f64], small: &[u8], out: &mut [u64]) {
        let t = grid(1);
        if t < x.len() {
            let flag = t % 2 == 1;
            assert_eq!(flag, x[t].is_nan(), "NaN where t is odd");
            assert_ne!(x[t].is_finite(), x[t].is_nan() || x[t].is_infinite());
            assert_eq!(small[t] + small[t], small[t] * 2);
            out[t] = flag as u64 + x[t].is_finite() as u64 * 2;
        }
    }

    /// The same assertions, as plain Rust: the reference.
    fn host(t: usize, x: &[f64]) {
        let flag = t % 2 == 1;
        assert_eq!(flag, x[t].is_nan(), "NaN where t is odd");
    }

    pub fn test(dev: &Device) -> TestResult {
        let good: Vec<f64> = (0..32).map(|t| if t % 2 == 1 { f64::NAN } else { t as f64 * 0.5 }).collect();
        let small: Vec<u8> = (0..32).map(|t| t as u8).collect();
        let (x, s) = (fc(dev.to_device(&good))?, fc(dev.to_device(&small))?);
        let mut out = fc(dev.to_device(&[0x5a5a_5a5a_5a5a_5a5au64; 32]))?;
        fc(assert_eq_of_a_float_test.launch(Grid::new(1u32, 32u32), &x, &s, &mut out))?;
        let want: Vec<u64> = (0..32).map(|t| if t % 2 == 1 { 1 } else { 2 }).collect();
        let got = fc(out.to_vec())?;
        if got != want {
            return Err(format!("got {got:?}, want {want:?}"));
        }
        // Thread 4 of 5 finds a NaN where it wants none; Rust's words for it.
        let mut bad = good.clone();
        bad.truncate(5);
        bad[4] = f64::NAN;
        let x = fc(dev.to_device(&bad))?;
        let got = assert_eq_of_a_float_test.launch(Grid::new(1u32, 32u32), &x, &s, &mut out).and_then(|_| out.to_vec());
        let payload = std::panic::catch_unwind(|| host(4, &bad)).err().ok_or("Rust did not panic")?;
        let rust = payload.downcast_ref::<String>().cloned().unwrap_or_default();
        let at = super::located("mod assert_eq_of_a_float_test {", "assert_eq!(flag, x[t].is_nan()", 0);
        super::expect_panic_at(got, "assert_eq_of_a_float_test", &[(at, rust.as_str())])
    }
}

/// Found by the differential test on the H200 (programs 112354 and 114138): an `if` whose
/// branches are plain values is one C++ expression (`c ? a : b`), so nothing raised a failed
/// read of its condition before a division by zero in a branch: the kernel reported the
/// division, Rust the read before it.
#[rustfmt::skip]
#[allow(warnings, clippy::all)]
mod deferred_read_before_a_branch_divides {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel]
    pub fn deferred_read_before_a_branch_divides(x: &[f32], d: &[i64], out: &mut [i64]) {
        let t = grid(1);
        let v: i64 = if x[t + 70] > 0.0 { 1 } else { 100 / d[t] };
        out[t] = v;
    }

    pub fn test(dev: &Device) -> TestResult {
        let x = fc(dev.to_device(&[1.0f32; 64]))?;
        let d = fc(dev.to_device(&[0i64; 64]))?;
        let mut out = fc(dev.to_device(&[7i64]))?;
        let got = deferred_read_before_a_branch_divides.launch(Grid::new(1u32, 1u32), &x, &d, &mut out).and_then(|_| out.to_vec());
        let at = super::located("mod deferred_read_before_a_branch_divides {", "x[t + 70]", 0);
        super::expect_panic_at(got, "deferred_read_before_a_branch_divides", &[(at, "index out of bounds: the len is 64 but the index is 70")])
    }
}

/// Found by the differential test on the H200 (programs 113361 and 113499): NVIDIA's
/// compiler (NVRTC 13.0, sm_90) gets two 16-bit signed operations wrong. The PTX is right —
/// `abs.s16` then `cvt.rn.f32.u16`; `max.s16` then `setp.eq.s16` — so the SASS is not:
/// `(x as i16).unsigned_abs() as f32` of `i16::MIN` is `-32768.0` on the H200 (32768 is
/// right, and `as u64` of the same value is right), and `(v as i16).max(0) != 0` is `true`
/// for `v = -337.9` inside a `#[device]` fn (program 113499's `h2`). The prelude's `min`,
/// `max`, `abs`, `unsigned_abs` and `abs_diff` now compute 8- and 16-bit values in 32-bit
/// registers (`fc::wide32`), which avoids both (verified on the H200: these tests failed
/// there before the change and pass after it).
#[rustfmt::skip]
#[allow(warnings, clippy::all)]
mod sixteen_bit_codegen {
    use ferrocuda::prelude::*;
    use crate::util::*;

    #[kernel(fmad = false)]
    pub fn unsigned_abs_of_i16_min(x: &[f64], out: &mut [u64]) {
        let t = grid(1);
        if t < x.len() {
            let s: i16 = x[t] as i16;
            out[t * 2] = (s.unsigned_abs() as f32).to_bits() as u64;
            out[t * 2 + 1] = s.unsigned_abs() as u64;
        }
    }

    pub fn unsigned_abs_test(dev: &Device) -> TestResult {
        let host = [-32768.0f64, -1.58e44, -5.0, 7.0, 32767.0, 0.0];
        let x = fc(dev.to_device(&host))?;
        let mut out = fc(dev.to_device(&[0x5a5a_5a5a_5a5a_5a5au64; 12]))?;
        fc(unsigned_abs_of_i16_min.launch(Grid::new(1u32, 32u32), &x, &mut out))?;
        let got = fc(out.to_vec())?;
        let want: Vec<u64> = host.iter().flat_map(|&v| { let s = v as i16; [(s.unsigned_abs() as f32).to_bits() as u64, s.unsigned_abs() as u64] }).collect();
        if got != want {
            return Err(format!("got {got:x?}, Rust says {want:x?}"));
        }
        Ok(())
    }

    #[device]
    fn h2(p12: usize, p13: u16, p14: i8, s15: &[f32]) -> i32 {
        if ((((s15[(((s15[(((s15[((u32::MAX as usize) % 64usize)] as u32) as usize) % 70usize)] as u32) as usize) % 64usize)] as f64) as i16)).max((((i16::MAX >> 1i32)).trailing_zeros() as i16)) != 0i16) { panic!("check 16 failed"); }
        (((((96.0f32).clamp((-39.015625f32), 3.890625f32) as i32)).div_euclid(i32::MIN) as f32) as i32)
    }

    #[kernel(fmad = false)]
    pub fn max_of_i16_in_a_condition(xf: &[f32], out: &mut [u64]) {
        let t = grid(1);
        if t < 64 {
            out[t] = h2(15820938444643146185usize, 1u16, (-16i8), xf) as u64;
        }
    }

    /// Program 113499's `h2`, with its inputs: `xf[63] = 704.8` → index 4, `xf[4] = 323.8`
    /// → index 3, `xf[3] = -337.9` → `-337`, whose max with 0 is 0: no panic.
    pub fn max_test(dev: &Device) -> TestResult {
        let mut xf = vec![1.0f32; 64];
        xf[63] = 704.8208;
        xf[4] = 323.8125;
        xf[3] = -337.9375;
        let x = fc(dev.to_device(&xf))?;
        let mut out = fc(dev.to_device(&[0x5a5a_5a5a_5a5a_5a5au64; 64]))?;
        fc(max_of_i16_in_a_condition.launch(Grid::new(1u32, 64u32), &x, &mut out))?;
        let got = fc(out.to_vec())?;
        if got.iter().any(|&v| v != 0) {
            return Err(format!("got {got:?}, Rust says 0 everywhere"));
        }
        Ok(())
    }
}

// ---------------------------------------------------------------- refused threads

/// A cooperative kernel of 1024-thread blocks, so that the simulator needs 1024 threads.
#[kernel]
pub fn coop_wide(y: &mut [f32]) {
    let s = shared_array::<f32, 1024>();
    let t = thread_idx().x as usize;
    s[t] = t as f32;
    sync_threads();
    if t < y.len() {
        y[t] = s[1023 - t];
    }
}

/// In a child process (`FERROCUDA_SUITE_CHILD=thread_limit`): with the address space
/// limited, the simulator cannot start a block's 1024 threads; the launch must return an
/// `Err`, not hang. Exit code 0 when it does.
pub fn child_thread_limit() -> i32 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let vm_kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmSize:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0);
    // Room for the process and a few threads, not for 1024 stacks of a MiB.
    let limit = (vm_kib + 256 * 1024) * 1024;
    let rl = libc::rlimit { rlim_cur: limit, rlim_max: limit };
    // Safety: setrlimit with a valid struct.
    if unsafe { libc::setrlimit(libc::RLIMIT_AS, &rl) } != 0 {
        eprintln!("setrlimit failed");
        return 3;
    }
    let dev = Device::simulator();
    let Ok(mut y) = dev.to_device(&vec![f32::NAN; 1024]) else { return 4 };
    match coop_wide.launch(Grid::new(1u32, 1024u32), &mut y) {
        Err(Error::LaunchConfig { message, .. }) if message.contains("the OS refused thread") => {
            eprintln!("{message}");
            0
        }
        other => {
            eprintln!("expected a launch error, got {other:?}");
            1
        }
    }
}

/// Runs [`child_thread_limit`] in a child process with a deadline.
pub fn refused_threads_are_an_error() -> TestResult {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = std::process::Command::new(exe)
        .env("FERROCUDA_SUITE_CHILD", "thread_limit")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            let mut err = String::new();
            if let Some(mut s) = child.stderr.take() {
                let _ = std::io::Read::read_to_string(&mut s, &mut err);
            }
            check!(status.success(), "the child failed ({status}): {err}");
            check!(err.contains("launch smaller blocks"), "the error does not say what to do: {err}");
            return Ok(());
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            return Err("the launch hung when the OS refused threads".into());
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Found by the differential test on the H200 (program 128492): a float method of a
/// `#[device]` fn's result (a type only C++ knows, `fc::m::ceil(h(x))`) called itself, not
/// CUDA's function of the same name, for `f64` — an endless recursion that NVRTC compiled
/// to garbage (`h(1).ceil() as i64` was 0 on the GPU; the simulator was right).
mod float_method_of_a_device_result {
    use crate::util::*;
    use ferrocuda::prelude::*;

    #[device]
    fn half(v: f64) -> f64 {
        v * 0.5
    }

    #[device]
    fn halff(v: f32) -> f32 {
        v * 0.5
    }

    #[kernel(fmad = false)]
    pub fn float_method_of_a_device_result(x: &[f64], out: &mut [f64]) {
        let t = grid(1);
        if t < x.len() {
            out[t * 8] = half(x[t]).ceil();
            out[t * 8 + 1] = half(x[t]).floor();
            out[t * 8 + 2] = half(x[t]).abs().sqrt();
            out[t * 8 + 3] = half(x[t]).trunc() + half(x[t]).round();
            out[t * 8 + 4] = (half(x[t]).ceil() as i64 / (t as i64 + 1)) as f64;
            out[t * 8 + 5] = halff(x[t] as f32).ceil() as f64;
            out[t * 8 + 6] = half(x[t]).max(1.0).min(100.0).powi(2);
            out[t * 8 + 7] = half(x[t]).mul_add(2.0, 1.0).exp2();
        }
    }

    // (`max(1.0).min(100.0)` as the kernel has it: not `clamp`, which panics on NaN bounds.)
    #[allow(clippy::manual_clamp)]
    pub fn test(dev: &Device) -> TestResult {
        let mut rng = Rng::new("float_method_of_a_device_result");
        let n = 256;
        let host: Vec<f64> = (0..n).map(|_| rng.f64_in(-40.0, 40.0)).collect();
        let x = fc(dev.to_device(&host))?;
        let mut out = fc(dev.to_device(&vec![f64::NAN; n * 8]))?;
        fc(float_method_of_a_device_result.launch(Grid::for_elements(n), &x, &mut out))?;
        let got = fc(out.to_vec())?;
        let mut want = Vec::new();
        for (t, &v) in host.iter().enumerate() {
            let h = v * 0.5;
            want.extend([
                h.ceil(),
                h.floor(),
                h.abs().sqrt(),
                h.trunc() + h.round(),
                (h.ceil() as i64 / (t as i64 + 1)) as f64,
                ((v as f32) * 0.5).ceil() as f64,
                h.max(1.0).min(100.0).powi(2),
                h.mul_add(2.0, 1.0).exp2(),
            ]);
        }
        // `exp2` and `powi` are CUDA's, within their documented ulps; the rest exact.
        compare("out", &got, &want, |g, w| close_f64(*g, *w, 1e-14))
    }
}

// ---------------------------------------------------------------- names as values

/// A kernel's name is a function item, as any function's: `let`s of its name (and of a
/// device fn's) anywhere in its module shadow it (issue 43: a unit struct made every such
/// `let` a pattern, E0308), and so may a kernel body's own locals. Kernels of one signature
/// are one type behind `&dyn Launch<(…)>`.
mod names_as_values {
    use ferrocuda::prelude::*;

    use super::N;
    use crate::util::*;

    #[device]
    pub fn twice(v: f32) -> f32 {
        v * 2.0
    }

    #[kernel]
    pub fn t(x: &[f32], y: &mut [f32]) {
        let i = grid(1);
        if i < y.len() {
            // A local named as the kernel itself and one named as a device fn it calls.
            let t = x[i];
            let twice = twice(t);
            y[i] = twice + 1.0;
        }
    }

    #[kernel]
    pub fn u(x: &[f32], y: &mut [f32]) {
        let i = grid(1);
        if i < y.len() {
            let t = 3.0f32;
            y[i] = x[i] * t;
        }
    }

    /// Host code of the same module binding the kernels' and the device fn's names.
    pub fn host_lets(n: usize) -> usize {
        let t = n * 2;
        let u = t + 1;
        let twice = u * 10;
        twice + t
    }

    pub fn test(dev: &Device) -> TestResult {
        if host_lets(3) != 76 {
            return Err(format!("host lets of the kernels' names computed {}", host_lets(3)));
        }
        let x = Rng::new("names_as_values").vec_f32(N, -10.0, 10.0);
        let dx = fc(dev.to_device(&x))?;
        type Args<'a> = (&'a DeviceSlice<f32>, &'a mut DeviceSlice<f32>);
        for (which, want) in
            [(0, x.iter().map(|v| v * 2.0 + 1.0).collect::<Vec<f32>>()), (1, x.iter().map(|v| v * 3.0).collect())]
        {
            // Chosen at run time, as a dispatcher chooses a version.
            let k: &dyn for<'a> Launch<Args<'a>> = if which == 0 { &t } else { &u };
            let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
            fc(k.launch(Grid::for_elements(N), &dx, &mut y))?;
            exact(if which == 0 { "t" } else { "u" }, &fc(y.to_vec())?, &want)?;
        }
        // The tuple form, and the name's other methods.
        let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
        fc(t.launch_with(Grid::for_elements(N), (&dx, &mut y)))?;
        let want: Vec<f32> = x.iter().map(|v| v * 2.0 + 1.0).collect();
        exact("t.launch_with", &fc(y.to_vec())?, &want)?;
        if t.name() != "t" || !t.cuda_source().contains("twice") {
            return Err(format!("t.name() is {:?}; its source names no `twice`", t.name()));
        }
        Ok(())
    }
}

/// Device fns named as CUDA C's functions (a port may keep them: its own, not the prelude's
/// stand-ins), in capitals (a ported C macro: a function, not a tuple struct), and as a crate
/// the package depends on (`libc`: a bare name's import is the module's, not the crate).
#[allow(non_snake_case)]
mod cuda_function_names {
    use ferrocuda::prelude::*;

    use super::N;
    use crate::util::*;

    #[device]
    pub fn fmaxf(a: f32, b: f32) -> f32 {
        if a > b {
            a
        } else {
            b + 0.5
        }
    }

    #[device]
    pub fn SQUARE(v: f32) -> f32 {
        v * v
    }

    /// (A product, not a sum: `v * v - 1.0` would be one FMA on the GPU, a rounding fewer
    /// than the host's.)
    #[device]
    pub fn libc(v: f32) -> f32 {
        v * 0.5
    }

    #[kernel]
    pub fn ported(x: &[f32], y: &mut [f32]) {
        let i = grid(1);
        if i < y.len() {
            y[i] = libc(SQUARE(fmaxf(x[i], 0.0)));
        }
    }

    pub fn test(dev: &Device) -> TestResult {
        let x = Rng::new("cuda_function_names").vec_f32(N, -3.0, 3.0);
        let dx = fc(dev.to_device(&x))?;
        let mut y = fc(dev.to_device(&vec![f32::NAN; N]))?;
        fc(ported.launch(Grid::for_elements(N), &dx, &mut y))?;
        let want: Vec<f32> = x.iter().map(|&v| libc(SQUARE(fmaxf(v, 0.0)))).collect();
        exact("ported", &fc(y.to_vec())?, &want)
    }
}
