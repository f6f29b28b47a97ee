// Hand-written CUDA C twins of the benchmarked kernels: the reference ferrocuda is measured
// against, compiled by NVRTC with ferrocuda's options and, where it exists, by nvcc -O3.
extern "C" __global__ void vector_add(const float* __restrict__ a, const float* __restrict__ b,
                                      float* __restrict__ c, unsigned long long n) {
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

extern "C" __global__ void saxpy(float a, const float* __restrict__ x, float* __restrict__ y,
                                 unsigned long long n) {
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

// The launch-cost kernel: four arguments.
extern "C" __global__ void saxpy_n(float a, const float* __restrict__ x, float* __restrict__ y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

// Sum: four loads in flight per thread, warp shuffles, one atomic per block.
extern "C" __global__ void sum(const float* __restrict__ x, unsigned long long n, float* out) {
    __shared__ float warp_sums[32];
    unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    float s0 = 0.f, s1 = 0.f, s2 = 0.f, s3 = 0.f;
    for (; i + 3 * stride < n; i += 4 * stride) {
        s0 += x[i];
        s1 += x[i + stride];
        s2 += x[i + 2 * stride];
        s3 += x[i + 3 * stride];
    }
    for (; i < n; i += stride) s0 += x[i];
    float s = (s0 + s1) + (s2 + s3);
    for (int o = 16; o > 0; o /= 2) s += __shfl_down_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        float v = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : 0.f;
        for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
        if (threadIdx.x == 0) atomicAdd(out, v);
    }
}
