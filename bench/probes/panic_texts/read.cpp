// Probe: can the host read a kernel's string literals from device memory, as a panic report
// reads its texts (runtime/src/cuda/panic_slot.rs, `read_text`)? A kernel writes the addresses
// of two literals; the host asks the driver for the allocation each is in and copies 1 to 4096
// bytes from it. On a GPU machine, from this directory:
//
//   nvcc -cubin -arch=sm_90 texts.cu -o texts.cubin
//   g++ read.cpp -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda -o read && ./read
//
// Measured on an H100 (driver 580.159.04, 2026-12-05): each literal is an allocation of its own
// to cuMemGetAddressRange, of exactly its bytes and NUL (11 for "first text", 22 for
// "tests/suite/robust.rs"), and a copy that reaches past it fails (CUDA_ERROR_INVALID_VALUE):
// 16 bytes of the first, 64 of the second.
#include <cuda.h>
#include <cstdio>
#include <cstring>
int main() {
  cuInit(0); CUdevice d; cuDeviceGet(&d, 0); CUcontext c; cuCtxCreate(&c, NULL, 0, d);
  CUmodule m; if (cuModuleLoad(&m, "texts.cubin")) { printf("load failed\n"); return 1; }
  CUfunction f; cuModuleGetFunction(&f, m, "where");
  CUdeviceptr out; cuMemAlloc(&out, 16);
  void* args[] = {&out};
  cuLaunchKernel(f, 1,1,1, 1,1,1, 0, 0, args, 0); cuCtxSynchronize();
  unsigned long long addr[2]; cuMemcpyDtoH(addr, out, 16);
  for (int k = 0; k < 2; ++k) {
    CUdeviceptr base = 0; size_t size = 0;
    CUresult r = cuMemGetAddressRange(&base, &size, addr[k]);
    printf("text %d at %llx: range rc=%d base=%llx size=%zu (offset %llu)\n", k, addr[k], r, (unsigned long long)base, size, addr[k] - base);
    int lens[] = {1, 16, 22, 64, 256, 4096};
    for (int len : lens) {
      char buf[4096]; memset(buf, 0, sizeof buf);
      CUresult rr = cuMemcpyDtoH(buf, addr[k], len);
      printf("  copy %d bytes: rc=%d text=\"%s\"\n", len, rr, rr ? "" : buf);
    }
  }
  return 0;
}
