// Why does the `_lanes` twin of `vector_add_unchecked` (0.845 ms) miss the probe's coarse K=4
// (0.740 ms)? The twin's shape, statement by statement, with and without what differs.
// nvcc -O3 -std=c++17 -gencode arch=compute_90a,code=sm_90a lanes_twin.cu -o p && ./p
#include <cstdio>
#include <cuda_runtime.h>
#define N (1ull << 28)
extern __shared__ unsigned char smem[];
__device__ __forceinline__ unsigned tid_() { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
template <int K>
__global__ void coarse(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, unsigned long long n) {
  unsigned long long base = (unsigned long long)blockIdx.x * K * blockDim.x + threadIdx.x;
  float va[K], vb[K];
  bool all = base + (unsigned long long)(K - 1) * blockDim.x < n;
  if (all) {
#pragma unroll
    for (int k = 0; k < K; k++) { va[k] = a[base + k * blockDim.x]; vb[k] = b[base + k * blockDim.x]; }
#pragma unroll
    for (int k = 0; k < K; k++) c[base + k * blockDim.x] = va[k] + vb[k];
  } else {
    for (int k = 0; k < K; k++) { unsigned long long i = base + k * blockDim.x; if (i < n) c[i] = a[i] + b[i]; }
  }
}
// The twin as the translator writes it: per lane `alive`, per statement a lane mark.
template <bool MARK, bool LOOP>
__global__ void twin(const float* __restrict__ a, unsigned long long an, const float* __restrict__ b, unsigned long long bn,
                     float* __restrict__ c, unsigned long long cn, unsigned blocks_x) {
  const unsigned t = tid_();
  unsigned bx[4]; bool alive[4]; unsigned long long i[4]; bool cond[4]; float sv[4];
#pragma unroll
  for (int k = 0; k < 4; k++) { bx[k] = blockIdx.x * 4u + k; alive[k] = bx[k] < blocks_x; cond[k] = false; }
#pragma unroll
  for (int k = 0; k < 4; k++) if (alive[k]) { if (MARK) smem[t] = 0xA0u | k; i[k] = (unsigned long long)bx[k] * blockDim.x + threadIdx.x; }
#pragma unroll
  for (int k = 0; k < 4; k++) if (alive[k]) { if (MARK) smem[t] = 0xA0u | k; cond[k] = i[k] < cn; }
#pragma unroll
  for (int k = 0; k < 4; k++) if (alive[k] && cond[k]) { if (MARK) smem[t] = 0xA0u | k; sv[k] = a[i[k]] + b[i[k]]; }
#pragma unroll
  for (int k = 0; k < 4; k++) if (alive[k] && cond[k]) { if (MARK) smem[t] = 0xA0u | k; c[i[k]] = sv[k]; }
}
template <class F> float timeit(F f) {
  cudaEvent_t s, e; cudaEventCreate(&s); cudaEventCreate(&e);
  for (int i = 0; i < 3; i++) f();
  float best[25];
  for (int r = 0; r < 25; r++) { cudaEventRecord(s); f(); cudaEventRecord(e); cudaEventSynchronize(e); cudaEventElapsedTime(&best[r], s, e); }
  for (int i = 0; i < 25; i++) for (int j = i + 1; j < 25; j++) if (best[j] < best[i]) { float t = best[i]; best[i] = best[j]; best[j] = t; }
  return best[12];
}
int main() {
  float *a, *b, *c;
  cudaMalloc(&a, N * 4); cudaMalloc(&b, N * 4); cudaMalloc(&c, N * 4);
  cudaMemset(a, 0, N * 4); cudaMemset(b, 0, N * 4);
  double bytes = 12.0 * N;
  float tc = timeit([&] { cudaMemcpy(c, a, N * 4, cudaMemcpyDeviceToDevice); });
  printf("copy                 %.3f ms  %.0f GB/s (r+w)\n", tc, 8.0 * N / tc / 1e6);
  for (unsigned T : {256u, 512u, 1024u}) {
    unsigned blocks = N / T;
    float t = timeit([&] { coarse<4><<<blocks / 4, T>>>(a, b, c, N); });
    printf("T=%4u coarse K=4     %.3f ms  %.0f GB/s\n", T, t, bytes / t / 1e6);
    t = timeit([&] { twin<true, false><<<blocks / 4, T, T + 16>>>(a, N, b, N, c, N, blocks); });
    printf("T=%4u twin, marks    %.3f ms  %.0f GB/s\n", T, t, bytes / t / 1e6);
    t = timeit([&] { twin<false, false><<<blocks / 4, T, T + 16>>>(a, N, b, N, c, N, blocks); });
    printf("T=%4u twin, no marks %.3f ms  %.0f GB/s\n", T, t, bytes / t / 1e6);
    t = timeit([&] { twin<false, false><<<blocks / 4, T>>>(a, N, b, N, c, N, blocks); });
    printf("T=%4u twin, no smem  %.3f ms  %.0f GB/s\n", T, t, bytes / t / 1e6);
  }
  printf("err: %s\n", cudaGetErrorString(cudaGetLastError()));
}
