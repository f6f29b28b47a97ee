// The hand-written twin of ferrocuda's `softmax`: one block per row, up to 16 values per
// thread kept in registers, branch-free loads, warp-shuffle reductions.
__device__ float warp_max(float v) {
    for (int o = 16; o > 0; o /= 2) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    return v;
}
__device__ float warp_sum(float v) {
    for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
extern "C" __global__ void softmax(const float* __restrict__ x, float* __restrict__ y, int cols) {
    __shared__ float partial[32];
    int t = threadIdx.x, threads = blockDim.x, warps = threads / 32;
    size_t base = (size_t)blockIdx.x * cols;
    float v[16];
    float m = __int_as_float(0xff800000);  // -inf
#pragma unroll
    for (int q = 0; q < 16; ++q) {
        int j = t + q * threads;
        bool inside = j < cols;
        float value = x[base + (inside ? j : 0)];
        v[q] = inside ? value : __int_as_float(0xff800000);
        m = fmaxf(m, v[q]);
    }
    m = warp_max(m);
    if ((t & 31) == 0) partial[t / 32] = m;
    __syncthreads();
    float row_max = partial[0];
    for (int w = 1; w < warps; ++w) row_max = fmaxf(row_max, partial[w]);
    __syncthreads();
    float s = 0.f;
#pragma unroll
    for (int q = 0; q < 16; ++q) {
        if (t + q * threads < cols) { v[q] = expf(v[q] - row_max); s += v[q]; }
    }
    s = warp_sum(s);
    if ((t & 31) == 0) partial[t / 32] = s;
    __syncthreads();
    float total = 0.f;
    for (int w = 0; w < warps; ++w) total += partial[w];
    float scale = 1.f / total;
#pragma unroll
    for (int q = 0; q < 16; ++q) {
        int j = t + q * threads;
        if (j < cols) y[base + j] = v[q] * scale;
    }
}
