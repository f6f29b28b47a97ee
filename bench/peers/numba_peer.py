"""Numba-CUDA peer of ferrocuda-bench: the same kernels as @cuda.jit functions, the host
cost of a launch, and the first call (JIT compile + load + launch) in this process."""
import math
import sys
import time

import numpy as np

from common import (N, SIZE_FIRST, SIZE_LAUNCH, SIZE_N, args, check, emit, event_median, guarded, host_launch_cost,
                    sample_indices)

a = args()
try:
    from numba import cuda
    import numba
except Exception as e:  # numba-cuda needs a NumPy it supports
    for bench, size in [("vector_add", SIZE_N), ("saxpy", SIZE_N), ("launch", SIZE_LAUNCH), ("first launch", SIZE_FIRST)]:
        emit(bench, size, "Numba", None, f"numba does not import: {e}")
    sys.exit(0)

NAME = f"Numba {numba.__version__}"
sync = cuda.synchronize
ev = lambda: cuda.event(timing=True)


class Ev:
    def __init__(self):
        self.e = cuda.event(timing=True)

    def record(self):
        self.e.record()

    def synchronize(self):
        self.e.synchronize()

    def elapsed_time_ms(self, other):
        return cuda.event_elapsed_time(self.e, other.e)


def timed(fn):
    return event_median(Ev, sync, fn, a.runs)


# The context first, so the first call below measures the kernel, not CUDA's start-up.
x_small = cuda.to_device(np.ones(32, dtype=np.float32))
y_small = cuda.to_device(np.zeros(32, dtype=np.float32))
sync()


@cuda.jit
def saxpy_n(a, x, y, n):
    i = cuda.grid(1)
    if i < n:
        y[i] = a * x[i] + y[i]


def first_call():
    t = time.perf_counter()
    saxpy_n[1, 32](np.float32(2.0), x_small, y_small, np.int32(32))
    sync()
    ms = (time.perf_counter() - t) * 1e3
    check("first call", y_small.copy_to_host(), np.full(32, 2.0), 0.0)
    return ms


@cuda.jit
def vector_add_k(a, b, c):
    i = cuda.grid(1)
    if i < c.size:
        c[i] = a[i] + b[i]


@cuda.jit
def saxpy_k(a, x, y):
    i = cuda.grid(1)
    if i < y.size:
        y[i] = a * x[i] + y[i]


rng = np.random.default_rng(3)


def vector_add():
    ha = rng.random(N, dtype=np.float32) * 2 - 1
    hb = rng.random(N, dtype=np.float32) * 2 - 1
    da, db = cuda.to_device(ha), cuda.to_device(hb)
    dc = cuda.to_device(np.full(N, np.nan, dtype=np.float32))
    go = lambda: vector_add_k[N // 256, 256](da, db, dc)
    go()
    idx = sample_indices(N)
    check("vector_add", dc.copy_to_host()[idx], ha[idx] + hb[idx], 0.0)
    return timed(go)


def saxpy():
    hx = rng.random(N, dtype=np.float32) * 2 - 1
    hy = rng.random(N, dtype=np.float32) * 2 - 1
    dx, dy = cuda.to_device(hx), cuda.to_device(hy)
    go = lambda: saxpy_k[N // 256, 256](np.float32(2.0), dx, dy)
    go()
    idx = sample_indices(N)
    check("saxpy", dy.copy_to_host()[idx], 2.0 * hx[idx].astype(np.float64) + hy[idx], 1e-6)
    return timed(go)


def launch():
    args_ = (np.float32(2.0), x_small, y_small, np.int32(32))
    return host_launch_cost(lambda: saxpy_n[1, 32](*args_), sync, a.runs)


guarded("first launch", SIZE_FIRST, f"{NAME} first call (JIT)", first_call)
guarded("vector_add", SIZE_N, NAME, vector_add)
guarded("saxpy", SIZE_N, NAME, saxpy)
guarded("launch", SIZE_LAUNCH, NAME, launch)
