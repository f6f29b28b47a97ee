"""CuPy peer of ferrocuda-bench: elementwise operations, RawKernels of the same hand-written
CUDA C (bench/reference), cupy.sum, cupyx softmax, the host cost of a RawKernel launch and
its first call in a fresh process (cold and warm kernel cache)."""
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
import cupy as cp

from common import (COLS, N, ROWS, SIZE_FIRST, SIZE_LAUNCH, SIZE_N, SIZE_SOFTMAX, args, check, emit, event_median,
                    guarded, host_launch_cost, median, sample_indices)

a = args()
source_path = os.path.join(a.reference, "vector_add.cu")


def first_call():
    """In a fresh process: compile (or load from CuPy's cache), load and launch saxpy_n."""
    x = cp.ones(32, dtype=cp.float32)
    y = cp.zeros(32, dtype=cp.float32)
    cp.cuda.runtime.deviceSynchronize()
    with open(source_path) as f:
        src = f.read()
    t = time.perf_counter()
    k = cp.RawKernel(src, "saxpy_n")
    k((1,), (32,), (cp.float32(2.0), x, y, cp.int32(32)))
    cp.cuda.runtime.deviceSynchronize()
    ms = (time.perf_counter() - t) * 1e3
    assert (y.get() == 2.0).all()
    print(f"FIRST_CALL_MS {ms}")


if a.first_call:
    first_call()
    sys.exit(0)

NAME = f"CuPy {cp.__version__}"
sync = cp.cuda.runtime.deviceSynchronize
ev = lambda: cp.cuda.Event()
rng = cp.random.default_rng(2)
with open(source_path) as f:
    module = cp.RawModule(code=f.read())


def timed(fn):
    return event_median(ev, sync, fn, a.runs)


def vector_add(raw):
    x = rng.random(N, dtype=cp.float32) * 2 - 1
    y = rng.random(N, dtype=cp.float32) * 2 - 1
    out = cp.full(N, cp.nan, dtype=cp.float32)
    if raw:
        k = module.get_function("vector_add")
        go = lambda: k((N // 256,), (256,), (x, y, out, cp.uint64(N)))
    else:
        go = lambda: cp.add(x, y, out=out)
    go()
    idx = cp.asarray(sample_indices(N))
    check("vector_add", out[idx].get(), x[idx].get() + y[idx].get(), 0.0)
    return timed(go)


saxpy_elementwise = cp.ElementwiseKernel("float32 a, float32 x", "float32 y", "y = a * x + y", "fc_saxpy")


def saxpy(raw):
    x = rng.random(N, dtype=cp.float32) * 2 - 1
    y = rng.random(N, dtype=cp.float32) * 2 - 1
    idx = cp.asarray(sample_indices(N))
    x_s, y_s = x[idx].get().astype(np.float64), y[idx].get().astype(np.float64)
    if raw:
        k = module.get_function("saxpy")
        go = lambda: k((N // 256,), (256,), (cp.float32(2.0), x, y, cp.uint64(N)))
    else:
        go = lambda: saxpy_elementwise(cp.float32(2.0), x, y)
    go()
    check("saxpy", y[idx].get(), 2.0 * x_s + y_s, 1e-6)
    return timed(go)


def total():
    x = rng.random(N, dtype=cp.float32)
    want = float(x.astype(cp.float64).sum())
    got = float(cp.sum(x))
    if abs(got - want) / want > 1e-4:
        raise AssertionError(f"cupy.sum {got} vs {want}")
    return timed(lambda: cp.sum(x))


def softmax():
    import cupyx.scipy.special as special

    x = rng.random((ROWS, COLS), dtype=cp.float32) * 20 - 10
    y = special.softmax(x, axis=1)
    rows = list(range(0, ROWS, 127))
    xs = x[rows].get().astype(np.float64)
    e = np.exp(xs - xs.max(axis=1, keepdims=True))
    check("cupyx softmax", y[rows].get(), e / e.sum(axis=1, keepdims=True), 1e-5)
    return timed(lambda: special.softmax(x, axis=1))


def launch():
    k = module.get_function("saxpy_n")
    x = cp.ones(32, dtype=cp.float32)
    y = cp.zeros(32, dtype=cp.float32)
    args_ = (cp.float32(2.0), x, y, cp.int32(32))
    k((1,), (32,), args_)
    check("RawKernel launch", y.get(), np.full(32, 2.0), 0.0)
    return host_launch_cost(lambda: k((1,), (32,), args_), sync, a.runs)


def first_calls():
    """CuPy RawKernel's first call in fresh processes: an empty kernel cache, then a warm one."""
    cold, warm = [], []
    for _ in range(3):
        with tempfile.TemporaryDirectory() as d:
            env = dict(os.environ, CUPY_CACHE_DIR=d)
            for into in (cold, warm):
                out = subprocess.run([sys.executable, __file__, "--first-call", "1", "--reference", a.reference],
                                     env=env, capture_output=True, text=True)
                line = [l for l in out.stdout.splitlines() if l.startswith("FIRST_CALL_MS ")]
                if not line:
                    raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "no output")
                into.append(float(line[0].split()[1]))
    emit("first launch", SIZE_FIRST, f"{NAME} RawKernel, cold (empty cache)", median(cold), "median of 3 processes")
    emit("first launch", SIZE_FIRST, f"{NAME} RawKernel, warm (kernel cache)", median(warm), "median of 3 processes")


guarded("vector_add", SIZE_N, f"{NAME} (elementwise)", lambda: vector_add(False))
guarded("vector_add", SIZE_N, f"{NAME} RawKernel", lambda: vector_add(True))
guarded("saxpy", SIZE_N, f"{NAME} (ElementwiseKernel)", lambda: saxpy(False))
guarded("saxpy", SIZE_N, f"{NAME} RawKernel", lambda: saxpy(True))
guarded("sum", SIZE_N, NAME, total)
cp.get_default_memory_pool().free_all_blocks()
guarded("softmax", SIZE_SOFTMAX, f"{NAME} (cupyx.scipy.special)", softmax)
guarded("launch", SIZE_LAUNCH, f"{NAME} RawKernel", launch)
try:
    first_calls()
except Exception as e:
    emit("first launch", SIZE_FIRST, f"{NAME} RawKernel", None, f"failed: {e}")
