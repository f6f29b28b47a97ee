// A hand-written CUDA C helper that names a texture object, as users' files may: NVRTC's
// `--minimal` leaves texture types out, so a unit linking this file is compiled without it.
__device__ float texel_or(unsigned long long handle, int i, float fallback) {
    cudaTextureObject_t t = (cudaTextureObject_t)handle;
    return t == 0 ? fallback : tex1Dfetch<float>(t, i);
}
