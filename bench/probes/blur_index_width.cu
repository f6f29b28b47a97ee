// Where does the `blur3` row's 10 % against its CUDA C twin go? The twin's 3 × 3 clamped box
// blur over 8192² pitched f32, written four ways: the twin (32-bit `int` indices), the same
// in 64-bit indices (as the translator writes `usize`), and both as a `_lanes` twin would run
// them (each block 4 consecutive logical blocks along x, their loads together).
// nvcc -O3 -std=c++17 -gencode arch=compute_90a,code=sm_90a blur_index_width.cu -o p && ./p
// H200, 2026-12-04 (best of 25, ms; two runs alike; 32 registers each but the int lanes' 40):
// int 0.332, 64-bit 0.450, lanes int 0.400, lanes 64-bit 0.541. The index arithmetic's width
// is what costs; ferrocuda's `blur3` (64-bit `usize`, 0.320 ms in the bench beside the twin's
// 0.291) runs the same with `FERROCUDA_LANES=0` and without, so its twin is not the cause.
#include <cstdio>
#include <cuda_runtime.h>
#define H 8192
#define W 8192
#define LD 8256  // a pitch, as the bench's arrays have (elements)

template <class I>
__device__ __forceinline__ float blur_at(const float* __restrict__ src, I x, I y, I h, I w, I lds) {
  float acc = 0.0f;
#pragma unroll
  for (I dy = 0; dy < 3; ++dy) {
#pragma unroll
    for (I dx = 0; dx < 3; ++dx) {
      I yy = min(max(y + dy, (I)1), h) - 1;
      I xx = min(max(x + dx, (I)1), w) - 1;
      acc += src[(unsigned long long)yy * lds + xx];
    }
  }
  return acc / 9.0f;
}

template <class I>
__global__ void plain(const float* __restrict__ src, float* __restrict__ dst, I h, I w, I lds, I ldd) {
  I x = (I)blockIdx.x * blockDim.x + threadIdx.x;
  I y = (I)blockIdx.y * blockDim.y + threadIdx.y;
  if (y < h && x < w) dst[(unsigned long long)y * ldd + x] = blur_at<I>(src, x, y, h, w, lds);
}

// Four logical blocks along x per block, lanes unrolled: every lane's value before any store.
template <class I>
__global__ void lanes(const float* __restrict__ src, float* __restrict__ dst, I h, I w, I lds, I ldd, unsigned bx) {
  float v[4];
  bool live[4];
  I x[4], y[4];
#pragma unroll
  for (int k = 0; k < 4; k++) {
    unsigned b = blockIdx.x * 4 + k;
    x[k] = (I)b * blockDim.x + threadIdx.x;
    y[k] = (I)blockIdx.y * blockDim.y + threadIdx.y;
    live[k] = b < bx && y[k] < h && x[k] < w;
    if (live[k]) v[k] = blur_at<I>(src, x[k], y[k], h, w, lds);
  }
#pragma unroll
  for (int k = 0; k < 4; k++)
    if (live[k]) dst[(unsigned long long)y[k] * ldd + x[k]] = v[k];
}

template <class F>
float time_ms(F launch) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (int i = 0; i < 5; i++) launch();
  float best = 1e9;
  for (int r = 0; r < 25; r++) {
    cudaEventRecord(a);
    launch();
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaEventElapsedTime(&ms, a, b);
    best = ms < best ? ms : best;
  }
  return best;
}

int main() {
  float *src, *dst;
  cudaMalloc(&src, sizeof(float) * H * LD);
  cudaMalloc(&dst, sizeof(float) * H * LD);
  cudaMemset(src, 0, sizeof(float) * H * LD);
  dim3 block(32, 8), grid(W / 32, H / 8), lgrid(W / 32 / 4, H / 8);
  float t32 = time_ms([&] { plain<int><<<grid, block>>>(src, dst, H, W, LD, LD); });
  float t64 = time_ms([&] { plain<unsigned long long><<<grid, block>>>(src, dst, H, W, LD, LD); });
  float l32 = time_ms([&] { lanes<int><<<lgrid, block>>>(src, dst, H, W, LD, LD, W / 32); });
  float l64 = time_ms([&] { lanes<unsigned long long><<<lgrid, block>>>(src, dst, H, W, LD, LD, W / 32); });
  printf("blur 3x3 %dx%d (best of 25, ms): int %.3f, 64-bit %.3f, lanes int %.3f, lanes 64-bit %.3f (%s)\n", W, H, t32,
         t64, l32, l64, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
