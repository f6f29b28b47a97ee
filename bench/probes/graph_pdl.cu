// Does programmatic dependent launch (PDL) take a graph of 100 one-block kernels under 1 µs per
// kernel, and what does it cost a kernel that is not tiny?
// nvcc -O3 -std=c++17 -gencode arch=compute_90,code=sm_90 graph_pdl.cu -o p && ./p
//
// MODE bit 1: `griddepcontrol.wait` at entry (waits for the grid before it, and its memory;
// a no-op in a kernel launched without the attribute). Bit 2: `griddepcontrol.launch_dependents`
// at entry (lets the next kernel be scheduled at once). Bit 4: the trigger after the body.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s (line %d)\n", #x, cudaGetErrorString(e), __LINE__); exit(1); } } while (0)

template <int MODE>
__global__ void saxpy_n(float a, const float* __restrict__ x, float* __restrict__ y, unsigned long long n) {
  if (MODE & 1) asm volatile("griddepcontrol.wait;" ::: "memory");
  if (MODE & 2) asm volatile("griddepcontrol.launch_dependents;" :::);
  unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
  if (MODE & 4) asm volatile("griddepcontrol.launch_dependents;" :::);
}

template <int MODE>
void launch(cudaStream_t st, bool pdl, unsigned blocks, float* x, float* y, unsigned long long n) {
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(blocks);
  cfg.blockDim = dim3(blocks == 1 ? 32 : 256);
  cfg.stream = st;
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attr[0].val.programmaticStreamSerializationAllowed = 1;
  cfg.attrs = attr;
  cfg.numAttrs = pdl ? 1 : 0;
  CK(cudaLaunchKernelEx(&cfg, saxpy_n<MODE>, 2.0f, (const float*)x, y, n));
}

template <class F> double median_ms(cudaStream_t st, F f, int reps) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
  f(); CK(cudaStreamSynchronize(st));
  std::vector<float> t;
  for (int r = 0; r < 15; r++) {
    CK(cudaEventRecord(a, st));
    for (int k = 0; k < reps; k++) f();
    CK(cudaEventRecord(b, st));
    CK(cudaEventSynchronize(b));
    float ms; CK(cudaEventElapsedTime(&ms, a, b)); t.push_back(ms / reps);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// `kernels` launches of saxpy_n<MODE> (with or without the attribute) into y, as a graph
// (captured) or as launches; prints µs per kernel and checks y = 2 · x · runs.
template <int MODE>
void row(const char* name, bool pdl, bool graph, unsigned blocks, int kernels) {
  unsigned long long n = (unsigned long long)blocks * (blocks == 1 ? 32 : 256);
  float *x, *y;
  CK(cudaMalloc(&x, n * 4)); CK(cudaMalloc(&y, n * 4));
  std::vector<float> ones(n, 1.0f);
  CK(cudaMemcpy(x, ones.data(), n * 4, cudaMemcpyHostToDevice));
  CK(cudaMemset(y, 0, n * 4));
  // (The stream below does not wait for the legacy stream's memset: wait here.)
  CK(cudaDeviceSynchronize());
  cudaStream_t st; CK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  cudaGraphExec_t exec = nullptr;
  if (graph) {
    cudaGraph_t g;
    CK(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal));
    for (int k = 0; k < kernels; k++) launch<MODE>(st, pdl, blocks, x, y, n);
    CK(cudaStreamEndCapture(st, &g));
    CK(cudaGraphInstantiate(&exec, g, 0));
  }
  long runs = 0;
  auto once = [&] {
    if (graph) CK(cudaGraphLaunch(exec, st));
    else for (int k = 0; k < kernels; k++) launch<MODE>(st, pdl, blocks, x, y, n);
    runs++;
  };
  // A correctness run first: every element must be 2 · kernels.
  once(); CK(cudaStreamSynchronize(st));
  std::vector<float> out(n);
  CK(cudaMemcpy(out.data(), y, n * 4, cudaMemcpyDeviceToHost));
  long bad = 0;
  for (auto v : out) bad += v != 2.0f * kernels;
  CK(cudaMemset(y, 0, n * 4));
  CK(cudaDeviceSynchronize());
  double ms = median_ms(st, once, blocks == 1 ? 50 : 5);
  printf("%-58s %6u blocks  %8.3f us per kernel  %s\n", name, blocks, 1e3 * ms / kernels,
         bad ? "WRONG" : "ok");
  CK(cudaStreamDestroy(st)); CK(cudaFree(x)); CK(cudaFree(y));
}

int main() {
  cudaDeviceProp p; CK(cudaGetDeviceProperties(&p, 0));
  printf("%s, sm_%d%d\n", p.name, p.major, p.minor);
  for (int rep = 0; rep < 2; rep++) {
    row<0>("graph, plain", false, true, 1, 100);
    row<1>("graph, wait in kernel, no attribute", false, true, 1, 100);
    row<3>("graph, wait + trigger, no attribute", false, true, 1, 100);
    row<1>("graph, PDL, wait", true, true, 1, 100);
    row<3>("graph, PDL, wait + trigger at entry", true, true, 1, 100);
    row<5>("graph, PDL, wait + trigger at exit", true, true, 1, 100);
    row<0>("graph, PDL, no wait (unsafe: may be WRONG)", true, true, 1, 100);
    row<0>("launches, plain", false, false, 1, 100);
    row<3>("launches, PDL, wait + trigger at entry", true, false, 1, 100);
  }
  // Kernels that fill the GPU: does the early trigger cost them anything?
  for (unsigned blocks : {132u, 1u << 10, 1u << 12, 1u << 16, 1u << 20}) {
    row<0>("graph of 10, plain", false, true, blocks, 10);
    row<3>("graph of 10, wait + trigger at entry, no attribute", false, true, blocks, 10);
    row<1>("graph of 10, PDL, wait", true, true, blocks, 10);
    row<3>("graph of 10, PDL, wait + trigger at entry", true, true, blocks, 10);
    row<5>("graph of 10, PDL, wait + trigger at exit", true, true, blocks, 10);
    row<0>("launches of 10, plain", false, false, blocks, 10);
    row<3>("launches of 10, wait + trigger at entry, no attribute", false, false, blocks, 10);
    row<3>("launches of 10, PDL, wait + trigger at entry", true, false, blocks, 10);
  }
  return 0;
}
