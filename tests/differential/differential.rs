//! Random kernels checked three ways: each program of `build.rs` runs as plain Rust on the
//! host (the reference: the body *is* Rust), on the simulator and, where there is one, on a
//! GPU; outputs must agree bit for bit, and a panic must be the same panic — message, line
//! and column — of a thread that panics in Rust too. NVRTC compiles every program.
//!
//! A failure prints the program and the command that reproduces it alone:
//! `FERROCUDA_DIFF_SEED=<seed> FERROCUDA_DIFF_PROGRAMS=1 cargo test -p ferrocuda-differential-test`.

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};

use ferrocuda::prelude::*;
use ferrocuda::{Error, KernelPanic};
use libtest_mimic::{Arguments, Trial};

#[path = "../common/nvrtc_trials.rs"]
mod nvrtc_trials;
#[path = "../common/splitmix.rs"]
mod splitmix;
use splitmix::Rng;

type TestResult = Result<(), String>;

/// Threads per program, and outputs per thread.
const THREADS: usize = 64;
const OUTPUTS: usize = 8;
/// Input length (the generated indices reach a little past it).
const LEN: usize = 64;

type Kernel = fn(
    &DeviceSlice<i64>,
    &DeviceSlice<u32>,
    &DeviceSlice<f32>,
    &DeviceSlice<f64>,
    &mut DeviceSlice<u64>,
) -> ferrocuda::Result<()>;
type Host = fn(usize, &[i64], &[u32], &[f32], &[f64], &mut [u64]);

pub struct Program {
    seed: u64,
    kernel: Kernel,
    host: Host,
    source: &'static str,
}

static GPU: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn launch_grid() -> Grid<'static> {
    Grid::new(2u32, 32u32)
}

/// One body, as a kernel and as a plain Rust function, with the same spans (the parameter
/// names come with the body, so that hygiene lets it see them).
macro_rules! program {
    ($kernel:ident, $host:ident, ($tid:ident, $xi:ident, $xu:ident, $xf:ident, $xd:ident, $out:ident), $body:block) => {
        // Constant overflow and division by zero are what the programs test, at run time.
        #[kernel]
        #[allow(arithmetic_overflow, unconditional_panic)]
        pub fn $kernel($xi: &[i64], $xu: &[u32], $xf: &[f32], $xd: &[f64], $out: &mut [u64]) {
            let $tid = grid(1);
            if $tid < 64 $body
        }

        #[allow(unused_mut, unused_variables, unused_assignments, unused_parens, unreachable_code, unused_labels)]
        #[allow(arithmetic_overflow, unconditional_panic, clippy::all)]
        fn $host($tid: usize, $xi: &[i64], $xu: &[u32], $xf: &[f32], $xd: &[f64], $out: &mut [u64]) $body
    };
}

mod generated {
    #![allow(clippy::all, unused_mut, unused_variables, unused_assignments, unused_parens, unused_labels)]
    #![allow(unknown_lints, dead_code, double_negations, unused_comparisons)]
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/programs.rs"));
}

// ---------------------------------------------------------------- inputs

struct Inputs {
    xi: Vec<i64>,
    xu: Vec<u32>,
    xf: Vec<f32>,
    xd: Vec<f64>,
}

fn inputs(seed: u64) -> Inputs {
    let mut r = Rng(seed ^ 0x5eed);
    let ints = |r: &mut Rng| match r.next_u64() % 6 {
        0 => i64::MIN,
        1 => -1,
        2 => 0,
        3 => (r.next_u64() % 32) as i64,
        _ => r.next_u64() as i64,
    };
    let xi = (0..LEN).map(|_| ints(&mut r)).collect();
    let xu = (0..LEN)
        .map(|_| if r.next_u64().is_multiple_of(3) { (r.next_u64() % 8) as u32 } else { r.next_u64() as u32 })
        .collect();
    let float = |r: &mut Rng| match r.next_u64() % 8 {
        0 => 0.0,
        1 => f64::NAN,
        2 => f64::INFINITY,
        3 => -1.5,
        _ => (r.next_u64() % 20_000) as f64 / 16.0 - 600.0,
    };
    let xf = (0..LEN).map(|_| float(&mut r) as f32).collect();
    let xd = (0..LEN).map(|_| float(&mut r)).collect();
    Inputs { xi, xu, xf, xd }
}

// ---------------------------------------------------------------- the host's run

thread_local! {
    /// The last Rust panic of this thread: message, line, column.
    static LAST_PANIC: RefCell<Option<RustPanic>> = const { RefCell::new(None) };
}

fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let (line, column) = info.location().map_or((0, 0), |l| (l.line(), l.column()));
        LAST_PANIC.with(|p| *p.borrow_mut() = Some((message, line, column)));
    }));
}

/// The host's outputs, and each thread's panic.
/// A Rust panic: message, line, column.
type RustPanic = (String, u32, u32);

fn run_host(p: &Program, x: &Inputs) -> (Vec<u64>, Vec<Option<RustPanic>>) {
    let mut out = vec![POISON; THREADS * OUTPUTS];
    let mut panics = Vec::new();
    for tid in 0..THREADS {
        LAST_PANIC.with(|l| *l.borrow_mut() = None);
        let r = catch_unwind(AssertUnwindSafe(|| (p.host)(tid, &x.xi, &x.xu, &x.xf, &x.xd, &mut out)));
        panics.push(r.err().and_then(|_| LAST_PANIC.with(|l| l.borrow_mut().take())));
    }
    (out, panics)
}

const POISON: u64 = 0x5a5a_5a5a_5a5a_5a5a;

// ---------------------------------------------------------------- the device's run

fn run(p: &Program, dev: &Device) -> TestResult {
    let x = inputs(p.seed);
    let (want, host_panics) = run_host(p, &x);
    let fc = |e: Error| e.to_string();
    let (dxi, dxu) = (dev.to_device(&x.xi).map_err(fc)?, dev.to_device(&x.xu).map_err(fc)?);
    let (dxf, dxd) = (dev.to_device(&x.xf).map_err(fc)?, dev.to_device(&x.xd).map_err(fc)?);
    let mut out = dev.to_device(&vec![POISON; THREADS * OUTPUTS]).map_err(fc)?;
    (p.kernel)(&dxi, &dxu, &dxf, &dxd, &mut out).map_err(fc)?;
    let fail = |what: String| {
        Err(format!(
            "program {} on {dev}: {what}\nreproduce: FERROCUDA_DIFF_SEED={} FERROCUDA_DIFF_PROGRAMS=1 cargo test -p \
             ferrocuda-differential-test\n{}",
            p.seed, p.seed, p.source
        ))
    };
    let got = match out.to_vec() {
        Ok(got) => {
            if let Some(tid) = host_panics.iter().position(Option::is_some) {
                return fail(format!("Rust panics in thread {tid} ({:?}), the kernel does not", host_panics[tid]));
            }
            got
        }
        Err(Error::KernelPanic(k)) => {
            let KernelPanic { message, line, column, thread, block, .. } = &k;
            let tid = block[0] as usize * 32 + thread[0] as usize;
            let mine = (message.clone(), *line, *column);
            match host_panics.get(tid) {
                Some(Some(rust)) if *rust == mine => {}
                Some(rust) => {
                    return fail(format!("the kernel panics in thread {tid} with {mine:?}, Rust with {rust:?}"));
                }
                None => return fail(format!("the kernel panics in thread {tid}, which does not exist")),
            }
            out.to_vec().map_err(fc)?
        }
        Err(e) => return Err(e.to_string()),
    };
    if let Some(i) = (0..want.len()).find(|&i| got[i] != want[i]) {
        return fail(format!(
            "output {} of thread {}: the kernel gives {:#018x}, Rust {:#018x}",
            i % OUTPUTS,
            i / OUTPUTS,
            got[i],
            want[i]
        ));
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    quiet_panics();
    let gpu = Device::get(0);
    if let Err(e) = &gpu {
        eprintln!("ferrocuda differential: GPU runs are ignored: {e}");
    }
    let mut trials = Vec::new();
    for p in generated::programs() {
        let p: &'static Program = Box::leak(Box::new(p));
        trials.push(Trial::test(format!("sim::prog_{}", p.seed), move || {
            run(p, &Device::simulator()).map_err(Into::into)
        }));
        let dev = gpu.clone();
        trials.push(
            Trial::test(format!("gpu::prog_{}", p.seed), move || {
                let dev = dev.map_err(|e| format!("no GPU: {e}"))?;
                // A GPU reports a kernel panic to whichever synchronizing call comes next on
                // the device: one program at a time.
                let _alone = GPU.lock().unwrap_or_else(|e| e.into_inner());
                run(p, &dev).map_err(Into::into)
            })
            .with_ignored_flag(gpu.is_err()),
        );
    }
    // Warnings allowed: NVRTC warns of a float division by a constant zero, which Rust
    // defines (an infinity or NaN).
    trials.extend(nvrtc_trials::nvrtc_trials(false));
    libtest_mimic::run(&args, trials).exit();
}
