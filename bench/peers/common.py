"""Shared by the Python peers: result lines for ferrocuda-bench, medians, checks."""
import argparse
import math
import statistics
import sys
import time

N = 1 << 28
ROWS = COLS = 4096
MNK = 4096
SIZE_N = "2^28 f32"
SIZE_F16 = "2^28 f16"
SIZE_BF16 = "2^28 bf16"
SIZE_SOFTMAX = "4096 × 4096 f32"
SIZE_SGEMM = "4096³ f32"
SIZE_LAUNCH = "1 block of 32, 4 arguments"
SIZE_FIRST = "saxpy_n, fresh process"
SIDE = 8192
SIZE_SIDE = "8192² f32"


def args():
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=25)
    p.add_argument("--reference", default="bench/reference")
    p.add_argument("--first-call", default=None, help="internal: time a first call in this process")
    return p.parse_args()


def emit(bench, size, system, ms, note=""):
    """One result line; `ms` None means the system could not run it (`note` says why)."""
    value = "-" if ms is None or not math.isfinite(ms) else repr(float(ms))
    print(f"FC_RESULT\t{bench}\t{size}\t{system}\t{value}\t{note}", flush=True)


def guarded(bench, size, system, fn):
    """Runs `fn` (which returns milliseconds), emitting its result or why it failed."""
    try:
        emit(bench, size, system, fn())
    except Exception as e:  # a peer's failure is a row, not the end of the run
        emit(bench, size, system, None, f"failed: {type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}")


def median(xs):
    return statistics.median(xs)


def event_median(make_event, sync, fn, runs, warmup=3):
    """Median of `runs` event-timed runs of `fn` after `warmup` (milliseconds)."""
    for _ in range(warmup):
        fn()
    sync()
    times = []
    for _ in range(runs):
        start, end = make_event(), make_event()
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(elapsed(start, end))
    return median(times)


def elapsed(start, end):
    if hasattr(start, "elapsed_time"):  # torch
        return start.elapsed_time(end)
    if hasattr(start, "elapsed_time_ms"):
        return start.elapsed_time_ms(end)
    import cupy  # cupy's events

    return cupy.cuda.get_elapsed_time(start, end)


def host_launch_cost(launch, sync, runs, batch=2000):
    """Host milliseconds per launch, back to back: the median batch of `batch` launches."""
    for _ in range(batch):
        launch()
    sync()
    per = []
    for _ in range(runs):
        t = time.perf_counter()
        for _ in range(batch):
            launch()
        per.append((time.perf_counter() - t) * 1e3 / batch)
        sync()
    return median(per)


def check(what, got, want, tol):
    """Raises unless every element of `got` is within `tol` (relative) of `want`."""
    import numpy as np

    got = np.asarray(got, dtype=np.float64)
    want = np.asarray(want, dtype=np.float64)
    if got.shape != want.shape or np.isnan(got).any():
        raise AssertionError(f"{what}: wrong shape or NaN")
    err = np.abs(got - want) / np.maximum(np.abs(want), 1e-6)
    if err.max() > tol:
        i = int(err.argmax())
        raise AssertionError(f"{what}: element {i} is {got.flat[i]} but NumPy gives {want.flat[i]}")


def sample_indices(n, count=1 << 16):
    import numpy as np

    rng = np.random.default_rng(1234)
    return np.unique(np.concatenate([np.arange(1024), np.arange(n - 1024, n), rng.integers(0, n, count)]))


def log(msg):
    print(msg, file=sys.stderr, flush=True)
