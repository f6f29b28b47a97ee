#!/usr/bin/env python3
"""Finds the identifiers a ferrocuda kernel's C++ may not define, for codegen/src/reserved_names.txt.

NVRTC declares CUDA's runtime, math, atomic and intrinsic functions, types and macros before
any user code. A kernel (an `extern "C" __global__` function) named like one of them does
not compile. This script takes every identifier of the CUDA headers, compiles a kernel named
after each with NVRTC, and prints those NVRTC rejects.

    pip download --no-deps nvidia-cuda-crt==13.0.88 nvidia-cuda-runtime==13.0.96 -d whl
    for w in whl/*.whl; do python3 -m zipfile -e $w hdr; done
    python3 tools/reserved-names.py hdr .nvrtc/nvidia/cu13/lib > /tmp/cuda-names.txt

Merge the output into codegen/src/reserved_names.txt (keeping its header and the C++
keywords and generated-code names already there), sorted, one name a line.
"""
import ctypes
import os
import re
import sys


def load_nvrtc(libdir):
    builtins = [f for f in os.listdir(libdir) if f.startswith("libnvrtc-builtins.so")]
    for b in builtins:
        ctypes.CDLL(os.path.join(libdir, b), mode=ctypes.RTLD_GLOBAL)
    main = sorted(f for f in os.listdir(libdir) if re.fullmatch(r"libnvrtc\.so(\.\d+)*", f))[-1]
    return ctypes.CDLL(os.path.join(libdir, main))


def compile_log(lib, src):
    prog = ctypes.c_void_p()
    lib.nvrtcCreateProgram(ctypes.byref(prog), src.encode(), b"k.cu", 0, None, None)
    opts = [b"--gpu-architecture=compute_90"]
    arr = (ctypes.c_char_p * len(opts))(*opts)
    r = lib.nvrtcCompileProgram(prog, len(opts), arr)
    n = ctypes.c_size_t()
    lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
    log = ctypes.create_string_buffer(n.value)
    lib.nvrtcGetProgramLog(prog, log)
    lib.nvrtcDestroyProgram(ctypes.byref(prog))
    return r, log.value.decode(errors="replace")


def header_identifiers(root):
    ids = set()
    for dirpath, _, files in os.walk(root):
        for f in files:
            if f.endswith((".h", ".hpp", ".inl")):
                with open(os.path.join(dirpath, f), errors="replace") as fh:
                    ids.update(re.findall(r"\b[A-Za-z][A-Za-z0-9_]*\b", fh.read()))
    return sorted(ids)


def rejected(lib, ids):
    bad = set()
    for start in range(0, len(ids), 2000):
        chunk = ids[start:start + 2000]
        while chunk:
            src = "\n".join(f'extern "C" __global__ void {x}(float* p) {{ p[0] = 1.0f; }}' for x in chunk)
            r, log = compile_log(lib, src)
            lines = {int(m) for m in re.findall(r"k\.cu\((\d+)\)", log)}
            if r == 0 or not lines:
                break
            new = {chunk[n - 1] for n in lines if 0 < n <= len(chunk)}
            bad |= new
            chunk = [c for c in chunk if c not in new]
    return sorted(bad)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    lib = load_nvrtc(sys.argv[2])
    for name in rejected(lib, header_identifiers(sys.argv[1])):
        print(name)


if __name__ == "__main__":
    main()
