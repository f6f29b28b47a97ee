#!/usr/bin/env python3
# Probe: what NVRTC spends compiling one generated unit, with the prelude as it was before it
# was split into parts (`git show a0d6923:runtime/src/prelude.cuh`) and as it is, with and
# without `--minimal`, and what a process's first compile costs beyond later ones. Needs
# NVRTC, no GPU.
#
#   cargo run --release -p ferrocuda-bench -- --source \
#     | awk '/^\/\/ ===== saxpy_n$/{f=1;next} /^\/\/ ===== /{f=0} f' > /tmp/saxpy_n.cu
#   git show a0d6923:runtime/src/prelude.cuh > /tmp/prelude_old.cuh
#   LD_LIBRARY_PATH=$PWD/.nvrtc/nvidia/cu13/lib python3 bench/probes/nvrtc_compile_time.py \
#     $PWD/.nvrtc/nvidia/cu13/lib /tmp/saxpy_n.cu /tmp/prelude_old.cuh runtime/src/abi/prelude.cuh
#
# Measured on the build machine (2 vCPUs of an AMD EPYC, NVRTC 13.0.88 from the wheel,
# 2026-12-04; min of 6 interleaved rounds after one compile, sm_90; two runs):
#   whole prelude                     59.3-61.1 ms
#   prelude in parts (none included)  52.9-54.3 ms
#   prelude in parts, --minimal       49.6-51.7 ms
#   whole prelude, --minimal          55.2-57.3 ms
# and in fresh processes (3 each): loading NVRTC 8-10 ms; the saxpy_n unit's first compile
# 65-99 ms against 57-85 ms for its second, or 59-62 ms when an empty kernel was compiled
# first (25-35 ms): the first compile in a process initialises NVRTC, as ferrocuda's warm-up
# does while the driver makes the context.
#
# 2026-12-05: the same command with `git show 880567a:runtime/src/prelude.cuh` as the first
# prelude (the one before the `_lanes_v` twins), checked saxpy_n unit, min of 6, two runs each:
#   880567a's prelude                                 42.8-43.7 ms, --minimal 39.5-41.4 ms
#   with the vector twins' additions                  46.8-47.4 ms, --minimal 44.1-44.9 ms
#   those additions, and the lanes marks, read only   40.1-40.2 ms, --minimal 37.7-38.2 ms
#   in units with twins (FC_LANES_TWIN, FC_VECTOR_LANES)
# The panic path of every unit had grown: `logical_thread_x` in the record. Units of
# `#[kernel(unchecked)]` kernels or of variants with no check left compile no panic path
# (the same unit with -DFC_ASSUMED=1: 23.5-23.7 ms either way). The panic routine itself
# (`fc::panic`, compiled once per unit that may panic) is 12-13 ms of a checked unit's compile
# here, half of it the three `copy_str` loops (a kernel with one `check_index` against none:
# 34.5 against 21.3 ms; without the loops 26.4-28.0 ms).
#
# 2026-12-05, later: `copy_str` not inlined (one copy loop compiled instead of three), the same
# unit and command with the inlined version as the first prelude, min of 6, two runs:
# 39.2 / 40.5 ms inlined against 36.2 / 36.5 ms not (--minimal 36.7 / 37.4 against
# 33.9 / 34.2). Not kept at first: on an H100 the suite's `panic_recursion_a_million_deep`
# faulted (CUDA_ERROR_ILLEGAL_ADDRESS instead of the stack-overflow panic): the call adds a
# frame below the deepest `#[device]` call, past the stack runtime/src/cuda/module.rs's
# `recursion_stack` sized (256 + 1 frames). Kept in the next session: that stack is sized for
# the panic's two frames too (`MAX_CALL_DEPTH + 3`), and the test passed on an H100 (with the
# whole suite's GPU tests). One loop over the three texts in
# one call (a `write_texts` called once) was slower (36.1-38.1 ms: its selects); dropping the
# kernel's and file's copies altogether saved another 4.4 ms, which needs another way to name
# them (a unit number the host maps).
#
# 2026-12-05, sixth session: the panic record holds the addresses of its texts (the module's
# string literals) instead of copies, so no unit compiles `copy_str`; the same unit and command
# with the prelude before as the first (`git show 4e558a3:runtime/src/prelude.cuh`), --minimal,
# min of 8: 33.2-33.3 ms before, 28.3-28.5 ms after. NVRTC's `--fdevice-time-trace` of the unit
# after: the prelude's parse 6.3 ms, NVRTC's builtin header 2.6, NVVM 10.5 (its optimizer 5.2,
# linking libdevice 2.8), ptxas 8.4. Tried with no gain: --split-compile=0/2,
# --Ofast-compile=min/mid (slower), -Xptxas=-O2, -default-device, no --generate-line-info.
import ctypes
import os
import sys
import time

lib_dir, unit_path, old_prelude, new_prelude = sys.argv[1:5]
nvrtc = ctypes.CDLL(os.path.join(lib_dir, "libnvrtc.so.13"), mode=ctypes.RTLD_GLOBAL)
unit = open(unit_path, "rb").read()
preludes = {"whole": open(old_prelude, "rb").read(), "parts": open(new_prelude, "rb").read()}
BASE = ["--gpu-architecture=sm_90", "--std=c++17", "--generate-line-info"]


def compile_ms(prelude, extra):
    prog = ctypes.c_void_p()
    bodies = (ctypes.c_char_p * 1)(prelude)
    names = (ctypes.c_char_p * 1)(b"ferrocuda.cuh")
    assert nvrtc.nvrtcCreateProgram(ctypes.byref(prog), unit, b"unit.cu", 1, bodies, names) == 0
    opts = [o.encode() for o in BASE + extra]
    start = time.perf_counter()
    status = nvrtc.nvrtcCompileProgram(prog, len(opts), (ctypes.c_char_p * len(opts))(*opts))
    took = (time.perf_counter() - start) * 1e3
    nvrtc.nvrtcDestroyProgram(ctypes.byref(prog))
    assert status == 0, f"compile failed ({status})"
    return took


configs = [("whole", []), ("parts", []), ("parts", ["--minimal"]), ("whole", ["--minimal"])]
compile_ms(preludes["whole"], [])
times = {i: [] for i in range(len(configs))}
for _ in range(6):
    for i, (prelude, extra) in enumerate(configs):
        times[i].append(compile_ms(preludes[prelude], extra))
for i, (prelude, extra) in enumerate(configs):
    print(f"{prelude:6} {' '.join(extra):10} min {min(times[i]):.1f} ms")
