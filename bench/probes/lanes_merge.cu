// Does the compiler merge a twin's lanes into 16-byte accesses by itself? Eight lanes of
// `y = a * x + y` over halves, each thread's lanes consecutive logical threads of one logical
// block, on a fast path where every lane is in bounds and the pointers are asserted 16-byte
// aligned (`__builtin_assume_aligned`), beside the same fast path written with `uint4`.
// nvcc -ptx -O3 -arch=sm_90 lanes_merge.cu -o m.ptx &&
//   awk '/.entry/{e=$3} /ld.global|st.global/{print e, $1}' m.ptx | sort | uniq -c
// nvcc 13.0.88 (2026-12-05): `implicit` has 32 `ld.global.u16` and 16 `st.global.u16` (16 and 8
// on its fast path, as many on the other); `explicit_` has one `ld.global.nc.v4.u32`, one
// `ld.global.v4.u32` and one `st.global.v4.u32`. The compiler does
// not merge the lanes' loads even where alignment and contiguity are known: a twin for narrow
// elements has to emit the 16-byte accesses itself.
#include <cuda_fp16.h>

extern "C" __global__ void implicit(__half a, const __half* __restrict__ x, unsigned long long x_len,
                                    __half* __restrict__ y, unsigned long long y_len, unsigned blocks_x) {
  const unsigned tid = threadIdx.x;
  const unsigned bx = blockIdx.x * 8u + tid / 32u;
  const unsigned t0 = (tid % 32u) * 8u;
  if (bx >= blocks_x) return;
  unsigned long long i[8];
  bool c[8];
  __half sv[8];
#pragma unroll
  for (int k = 0; k < 8; k++) i[k] = (unsigned long long)bx * blockDim.x + t0 + k;
#pragma unroll
  for (int k = 0; k < 8; k++) c[k] = i[k] < y_len;
  if (c[0] && c[1] && c[2] && c[3] && c[4] && c[5] && c[6] && c[7]) {
    const __half* xp = (const __half*)__builtin_assume_aligned(x + i[0], 16);
    __half* yp = (__half*)__builtin_assume_aligned(y + i[0], 16);
#pragma unroll
    for (int k = 0; k < 8; k++) sv[k] = a * xp[k] + yp[k];
#pragma unroll
    for (int k = 0; k < 8; k++) yp[k] = sv[k];
  } else {
#pragma unroll
    for (int k = 0; k < 8; k++)
      if (c[k]) sv[k] = a * x[i[k]] + y[i[k]];
#pragma unroll
    for (int k = 0; k < 8; k++)
      if (c[k]) y[i[k]] = sv[k];
  }
}

extern "C" __global__ void explicit_(__half a, const __half* __restrict__ x, unsigned long long x_len,
                                     __half* __restrict__ y, unsigned long long y_len, unsigned blocks_x) {
  const unsigned tid = threadIdx.x;
  const unsigned bx = blockIdx.x * 8u + tid / 32u;
  const unsigned long long i0 = (unsigned long long)bx * blockDim.x + (tid % 32u) * 8u;
  if (bx >= blocks_x || i0 + 8 > y_len) return;
  uint4 xv = *(const uint4*)(x + i0), yv = *(const uint4*)(y + i0);
  const __half* xs = (const __half*)&xv;
  __half* ys = (__half*)&yv;
#pragma unroll
  for (int k = 0; k < 8; k++) ys[k] = a * xs[k] + ys[k];
  *(uint4*)(y + i0) = yv;
}
