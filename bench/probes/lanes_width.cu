// How many lanes does a `_lanes` twin need for 2-byte and 1-byte elements? `y = a * x + y`
// on 2^28 halves (and bytes), the twin's shape with L lanes, beside a 128-bit vectorized
// kernel (what torch does: 8 halves per load).
// nvcc -O3 -std=c++17 -gencode arch=compute_90a,code=sm_90a lanes_width.cu -o p && ./p
// H200, 2026-12-03 (ms; 128-bit / L=4 / L=8 / L=16): f32 0.740 / 0.737 / 0.882 / 1.243,
// f16 0.374 / 0.462 / 0.633 / 1.133, u8 0.189 / 0.295 / 0.579 / 1.001. More lanes only lose:
// narrow elements are limited by memory instructions, not by bytes in flight, and need the
// 16-byte accesses.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#define N (1ull << 28)
template <class T> __device__ __forceinline__ T axpy(T a, T x, T y) { return a * x + y; }
template <> __device__ __forceinline__ unsigned char axpy(unsigned char a, unsigned char x, unsigned char y) {
  return (unsigned char)(a * x + y);
}
// The twin as the translator writes it, lanes unrolled, no marks (a copy that cannot panic).
template <class T, int L>
__global__ void twin(T a, const T* __restrict__ x, unsigned long long xn, T* __restrict__ y, unsigned long long yn,
                     unsigned blocks_x) {
  unsigned bx[L]; bool alive[L]; unsigned long long i[L]; bool cond[L]; T sv[L];
#pragma unroll
  for (int k = 0; k < L; k++) { bx[k] = blockIdx.x * L + k; alive[k] = bx[k] < blocks_x; cond[k] = false; }
#pragma unroll
  for (int k = 0; k < L; k++) if (alive[k]) { i[k] = (unsigned long long)bx[k] * blockDim.x + threadIdx.x; cond[k] = i[k] < yn; }
#pragma unroll
  for (int k = 0; k < L; k++) if (alive[k] && cond[k]) sv[k] = axpy(a, x[i[k]], y[i[k]]);
#pragma unroll
  for (int k = 0; k < L; k++) if (alive[k] && cond[k]) y[i[k]] = sv[k];
}
// 16 bytes per load and store.
template <class T>
__global__ void vec16(T a, const T* __restrict__ x, T* __restrict__ y, unsigned long long n) {
  constexpr int V = 16 / sizeof(T);
  unsigned long long i = ((unsigned long long)blockIdx.x * blockDim.x + threadIdx.x) * V;
  if (i + V <= n) {
    uint4 xv = *reinterpret_cast<const uint4*>(x + i), yv = *reinterpret_cast<const uint4*>(y + i);
    const T* xs = reinterpret_cast<const T*>(&xv);
    T* ys = reinterpret_cast<T*>(&yv);
#pragma unroll
    for (int k = 0; k < V; k++) ys[k] = axpy(a, xs[k], ys[k]);
    *reinterpret_cast<uint4*>(y + i) = yv;
  }
}
template <class F> float timeit(F f) {
  cudaEvent_t s, e; cudaEventCreate(&s); cudaEventCreate(&e);
  for (int i = 0; i < 3; i++) f();
  float best[25];
  for (int r = 0; r < 25; r++) { cudaEventRecord(s); f(); cudaEventRecord(e); cudaEventSynchronize(e); cudaEventElapsedTime(&best[r], s, e); }
  for (int i = 0; i < 25; i++) for (int j = i + 1; j < 25; j++) if (best[j] < best[i]) { float t = best[i]; best[i] = best[j]; best[j] = t; }
  return best[12];
}
template <class T> void run(const char* name) {
  T *x, *y;
  cudaMalloc(&x, N * sizeof(T)); cudaMalloc(&y, N * sizeof(T));
  cudaMemset(x, 0, N * sizeof(T)); cudaMemset(y, 0, N * sizeof(T));
  double bytes = 3.0 * N * sizeof(T);
  T a = T(1);
  const unsigned T_ = 256, blocks = N / T_;
  float t = timeit([&] { vec16<T><<<blocks / (16 / sizeof(T)), T_>>>(a, x, y, N); });
  printf("%-5s 128-bit      %.3f ms  %.0f GB/s\n", name, t, bytes / t / 1e6);
  t = timeit([&] { twin<T, 4><<<blocks / 4, T_>>>(a, x, N, y, N, blocks); });
  printf("%-5s twin L=4     %.3f ms  %.0f GB/s\n", name, t, bytes / t / 1e6);
  t = timeit([&] { twin<T, 8><<<blocks / 8, T_>>>(a, x, N, y, N, blocks); });
  printf("%-5s twin L=8     %.3f ms  %.0f GB/s\n", name, t, bytes / t / 1e6);
  t = timeit([&] { twin<T, 16><<<blocks / 16, T_>>>(a, x, N, y, N, blocks); });
  printf("%-5s twin L=16    %.3f ms  %.0f GB/s\n", name, t, bytes / t / 1e6);
  cudaFree(x); cudaFree(y);
}
int main() {
  run<float>("f32");
  run<__half>("f16");
  run<unsigned char>("u8");
  printf("err: %s\n", cudaGetErrorString(cudaGetLastError()));
}
