// The hand-written twins of ferrocuda's `transpose_naive` and `transpose_tiled`, over the same
// pitched arrays (`lda`, `ldb`: elements between rows).
extern "C" __global__ void transpose_naive(const float* __restrict__ a, float* __restrict__ b, int rows, int cols,
                                           int lda, int ldb) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < rows && col < cols) b[(size_t)col * ldb + row] = a[(size_t)row * lda + col];
}

extern "C" __global__ void transpose_tiled(const float* __restrict__ a, float* __restrict__ b, int rows, int cols,
                                           int lda, int ldb) {
    __shared__ float tile[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int bx = blockIdx.x * 32, by = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8) {
        int r = by + ty + k, c = bx + tx;
        if (r < rows && c < cols) tile[ty + k][tx] = a[(size_t)r * lda + c];
    }
    __syncthreads();
    for (int k = 0; k < 32; k += 8) {
        int r = bx + ty + k, c = by + tx;
        if (r < cols && c < rows) b[(size_t)r * ldb + c] = tile[tx][ty + k];
    }
}
