// A hand-written CUDA C helper, reused as is: the GPU calls it for `ferrocuda_aot_example::rsqrt`.
__device__ float rsqrt(float x) {
    return rsqrtf(x);
}
