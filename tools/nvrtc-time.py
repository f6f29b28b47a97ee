#!/usr/bin/env python3
"""Where a cold compile's time goes: NVRTC (through ctypes, as the runtime calls it) on a
kernel's translation unit, to PTX (front end and NVVM) and to CUBIN (with ptxas), beside an
empty unit that only includes the prelude and one that includes nothing.

    LD_LIBRARY_PATH=.nvrtc/nvidia/cu13/lib python3 tools/nvrtc-time.py UNIT.cu

UNIT.cu: a unit as `ferrocuda-bench --source` prints it (it includes "ferrocuda.cuh", which is
runtime/src/abi/prelude.cuh). Prints the median of 7 compiles of each.
"""
import ctypes
import os
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
lib = ctypes.CDLL("libnvrtc.so.13")
prelude = open(os.path.join(here, "..", "runtime", "src", "prelude.cuh"), "rb").read()
options = [b"--std=c++17", b"--generate-line-info"]


def compile_ms(source, arch):
    prog = ctypes.c_void_p()
    headers = (ctypes.c_char_p * 1)(prelude)
    names = (ctypes.c_char_p * 1)(b"ferrocuda.cuh")
    if lib.nvrtcCreateProgram(ctypes.byref(prog), source, b"unit.cu", 1, headers, names) != 0:
        sys.exit("nvrtcCreateProgram failed")
    opts = [b"--gpu-architecture=" + arch] + options
    array = (ctypes.c_char_p * len(opts))(*opts)
    start = time.perf_counter()
    status = lib.nvrtcCompileProgram(prog, len(opts), array)
    elapsed = time.perf_counter() - start
    lib.nvrtcDestroyProgram(ctypes.byref(prog))
    if status != 0:
        sys.exit(f"NVRTC could not compile the unit for {arch.decode()} (status {status})")
    return 1000 * elapsed


def median(source, arch):
    return sorted(compile_ms(source, arch) for _ in range(7))[3]


unit = open(sys.argv[1], "rb").read()
empty = b'extern "C" __global__ void k(float* y) { y[threadIdx.x] = 1.0f; }\n'
for label, source in [("no prelude", empty), ("prelude only", b'#include "ferrocuda.cuh"\n' + empty), ("the unit", unit)]:
    print(f"{label:>12}: PTX {median(source, b'compute_90'):6.1f} ms, CUBIN {median(source, b'sm_90'):6.1f} ms")
