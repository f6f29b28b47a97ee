// The hand-written twin of ferrocuda's `sgemm`: 128x128 block tiles, 8-deep K slices in
// shared memory, 8x8 register tiles per thread, 256 threads. Row-major; every dimension a
// multiple of 128.
extern "C" __global__ void sgemm(const float* __restrict__ a, const float* __restrict__ b,
                                 float* __restrict__ c, int m, int n, int k) {
    __shared__ float a_tile[8][128];
    __shared__ float b_tile[8][128];
    int t = threadIdx.x;
    int block_row = blockIdx.y * 128, block_col = blockIdx.x * 128;
    int thread_row = (t / 16) * 8, thread_col = (t % 16) * 8;
    int a_row = t / 2, a_col = (t % 2) * 4;
    int b_row = t / 32, b_col = (t % 32) * 4;
    float acc[64] = {0.f};
    float reg_a[8], reg_b[8];
    for (int k0 = 0; k0 < k; k0 += 8) {
        for (int q = 0; q < 4; ++q) {
            a_tile[a_col + q][a_row] = a[(size_t)(block_row + a_row) * k + k0 + a_col + q];
            b_tile[b_row][b_col + q] = b[(size_t)(k0 + b_row) * n + block_col + b_col + q];
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < 8; ++kk) {
#pragma unroll
            for (int i = 0; i < 8; ++i) reg_a[i] = a_tile[kk][thread_row + i];
#pragma unroll
            for (int j = 0; j < 8; ++j) reg_b[j] = b_tile[kk][thread_col + j];
#pragma unroll
            for (int i = 0; i < 8; ++i)
#pragma unroll
                for (int j = 0; j < 8; ++j) acc[i * 8 + j] += reg_a[i] * reg_b[j];
        }
        __syncthreads();
    }
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j)
            c[(size_t)(block_row + thread_row + i) * n + block_col + thread_col + j] = acc[i * 8 + j];
}
