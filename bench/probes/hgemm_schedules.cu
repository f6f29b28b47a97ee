// Probe: what one warp's tensor-core instructions reach on an H200 for a 4096³ f16 GEMM
// (f32 accumulation), written by hand in CUDA C: the peak of mma.sync alone, the schedules of
// the kernel language's HGEMM (wmma through PTX, as ferrocuda's prelude emits it, and
// ldmatrix + mma.sync) at several tilings and pipeline depths, a plain wgmma kernel
// (Hopper's warp-group instruction, B stored K-major, 128-byte swizzle, cp.async loads), and
// cuBLAS. It also prints the accumulator layouts of the other wmma shapes and checks that
// load_c with a leading dimension of 0 broadcasts a row.
//
//   nvcc -O3 -std=c++17 -gencode arch=compute_90a,code=sm_90a hgemm_schedules.cu -lcublas -o p && ./p
//
// Measured on the H200 (2026-12-03, one run; median of 25 event-timed runs each):
//   cublasGemmEx f16 -> f32                          698.0 TFLOP/s
//   mma.sync m16n8k16 peak (8 or 16 warps a block)   613-617 TFLOP/s  (88 % of cuBLAS)
//   wmma 128x128, warps 32x64, 2 stages (ferrocuda's) 263 TFLOP/s
//   wmma 128x128, warps 64x64, 3 stages               279
//   ldmatrix + mma.sync, best of 9 tilings            280 (128x128, warps 64x64, 4 stages)
//   wgmma 128x256, K 64, 4 stages, no warp specialization  396 (57 % of cuBLAS)
// So mma.sync at its peak would be 88 % of cuBLAS, and a GEMM from it, whatever its tiling,
// reached 40 %: cuBLAS runs wgmma with TMA and warp-specialized pipelines.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <algorithm>
#include <cuda_fp16.h>
#ifndef NOBLAS
#include <cublas_v2.h>
#endif

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); exit(1);} } while (0)

typedef unsigned short h16;

// ---- wmma through PTX, as the prelude does (volatile + memory clobber) ----
template <bool V>
__device__ __forceinline__ void wload_a(unsigned (&r)[8], const h16* p, unsigned ld) {
  unsigned s = (unsigned)__cvta_generic_to_shared(p);
  if (V) asm volatile("wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7]) : "r"(s), "r"(ld) : "memory");
  else asm volatile("wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7]) : "r"(s), "r"(ld));
}
template <bool V>
__device__ __forceinline__ void wload_b(unsigned (&r)[8], const h16* p, unsigned ld) {
  unsigned s = (unsigned)__cvta_generic_to_shared(p);
  if (V) asm volatile("wmma.load.b.sync.aligned.row.m16n16k16.shared.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7]) : "r"(s), "r"(ld) : "memory");
  else asm volatile("wmma.load.b.sync.aligned.row.m16n16k16.shared.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7]) : "r"(s), "r"(ld));
}
__device__ __forceinline__ void wmma16(float (&d)[8], const unsigned (&a)[8], const unsigned (&b)[8]) {
  asm("wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9,%10,%11,%12,%13,%14,%15}, {%16,%17,%18,%19,%20,%21,%22,%23}, {%0,%1,%2,%3,%4,%5,%6,%7};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(a[4]), "r"(a[5]), "r"(a[6]), "r"(a[7]), "r"(b[0]), "r"(b[1]), "r"(b[2]), "r"(b[3]), "r"(b[4]), "r"(b[5]), "r"(b[6]), "r"(b[7]));
}
// ---- ldmatrix + mma.sync m16n8k16 ----
__device__ __forceinline__ void ldsm4(unsigned (&r)[4], const h16* p) {
  unsigned s = (unsigned)__cvta_generic_to_shared(p);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(s));
}
__device__ __forceinline__ void ldsm4t(unsigned (&r)[4], const h16* p) {
  unsigned s = (unsigned)__cvta_generic_to_shared(p);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(s));
}
__device__ __forceinline__ void mma8(float* d, const unsigned (&a)[4], unsigned b0, unsigned b1) {
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
__device__ __forceinline__ void cp16(void* dst, const void* src) {
  unsigned s = (unsigned)__cvta_generic_to_shared(dst);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(s), "l"(src) : "memory");
}
__device__ __forceinline__ void commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N> __device__ __forceinline__ void wait_prior() { asm volatile("cp.async.wait_group %0;" :: "n"(N) : "memory"); }

// MODE 0: wmma volatile+memory, 1: wmma volatile, 2: ldmatrix + mma.sync
template <int BM, int BN, int WM, int WN, int STAGES, int MODE>
__global__ void __launch_bounds__((BM / WM) * (BN / WN) * 32) hgemm(const h16* __restrict__ A, const h16* __restrict__ B, float* __restrict__ C, int n, int k) {
  constexpr int BK = 32, AL = BK + 8, BL = BN + 8, WARPS_N = BN / WN, T = (BM / WM) * (BN / WN) * 32;
  extern __shared__ __align__(128) h16 smem[];
  h16* As = smem;
  h16* Bs = smem + STAGES * BM * AL;
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  int wr = warp / WARPS_N, wc = warp % WARPS_N;
  int brow = blockIdx.y * BM, bcol = blockIdx.x * BN;
  constexpr int FM = WM / 16, FN = WN / 16;
  float acc[FM][FN][8];
#pragma unroll
  for (int i = 0; i < FM; ++i)
#pragma unroll
    for (int j = 0; j < FN; ++j)
#pragma unroll
      for (int e = 0; e < 8; ++e) acc[i][j][e] = 0.f;
  int steps = k / BK;
  auto load = [&](int stage, int k0) {
#pragma unroll
    for (int e = t; e < BM * BK / 8; e += T) {
      int r = e / (BK / 8), c = (e % (BK / 8)) * 8;
      cp16(&As[stage * BM * AL + r * AL + c], &A[(size_t)(brow + r) * k + k0 + c]);
    }
#pragma unroll
    for (int e = t; e < BK * BN / 8; e += T) {
      int r = e / (BN / 8), c = (e % (BN / 8)) * 8;
      cp16(&Bs[stage * BK * BL + r * BL + c], &B[(size_t)(k0 + r) * n + bcol + c]);
    }
  };
#pragma unroll
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < steps) load(s, s * BK);
    commit();
  }
  for (int step = 0; step < steps; ++step) {
    wait_prior<STAGES - 2>();
    __syncthreads();
    int nxt = step + STAGES - 1;
    if (nxt < steps) load(nxt % STAGES, nxt * BK);
    commit();
    const h16* as = As + (step % STAGES) * BM * AL + wr * WM * AL;
    const h16* bs = Bs + (step % STAGES) * BK * BL + wc * WN;
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      if constexpr (MODE < 2) {
        unsigned a[FM][8], b[8];
#pragma unroll
        for (int i = 0; i < FM; ++i) wload_a<MODE == 0>(a[i], as + i * 16 * AL + kk, AL);
#pragma unroll
        for (int j = 0; j < FN; ++j) {
          wload_b<MODE == 0>(b, bs + kk * BL + j * 16, BL);
#pragma unroll
          for (int i = 0; i < FM; ++i) wmma16(acc[i][j], a[i], b);
        }
      } else {
        unsigned a[FM][4], b[FN][4];
#pragma unroll
        for (int i = 0; i < FM; ++i) ldsm4(a[i], as + (i * 16 + lane % 16) * AL + kk + (lane / 16) * 8);
#pragma unroll
        for (int j = 0; j < FN; ++j) ldsm4t(b[j], bs + (kk + lane % 8 + ((lane / 8) % 2) * 8) * BL + j * 16 + (lane / 16) * 8);
#pragma unroll
        for (int i = 0; i < FM; ++i)
#pragma unroll
          for (int j = 0; j < FN; ++j) {
            mma8(&acc[i][j][0], a[i], b[j][0], b[j][1]);
            mma8(&acc[i][j][4], a[i], b[j][2], b[j][3]);
          }
      }
    }
  }
  // store: m16n8 layout: lane holds rows g, g+8, cols 2t, 2t+1 (+8 for the second half).
  int g = lane / 4, q = lane % 4;
#pragma unroll
  for (int i = 0; i < FM; ++i)
#pragma unroll
    for (int j = 0; j < FN; ++j) {
      int r0 = brow + wr * WM + i * 16 + g, c0 = bcol + wc * WN + j * 16 + 2 * q;
      if constexpr (MODE < 2) {
        float* p = &C[(size_t)(brow + wr * WM + i * 16) * n + bcol + wc * WN + j * 16];
        asm volatile("wmma.store.d.sync.aligned.row.m16n16k16.f32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8}, %9;" :: "l"(p), "f"(acc[i][j][0]), "f"(acc[i][j][1]), "f"(acc[i][j][2]), "f"(acc[i][j][3]), "f"(acc[i][j][4]), "f"(acc[i][j][5]), "f"(acc[i][j][6]), "f"(acc[i][j][7]), "r"(n) : "memory");
      } else {
        *(float2*)&C[(size_t)r0 * n + c0] = make_float2(acc[i][j][0], acc[i][j][1]);
        *(float2*)&C[(size_t)(r0 + 8) * n + c0] = make_float2(acc[i][j][2], acc[i][j][3]);
        *(float2*)&C[(size_t)r0 * n + c0 + 8] = make_float2(acc[i][j][4], acc[i][j][5]);
        *(float2*)&C[(size_t)(r0 + 8) * n + c0 + 8] = make_float2(acc[i][j][6], acc[i][j][7]);
      }
    }
}


// The tensor cores' peak through mma.sync: independent HMMAs on registers, nothing else.
__global__ void mma_peak(float* out, int iters) {
  unsigned a[4] = {threadIdx.x, threadIdx.x * 3u, 7u, 9u};
  float d[8][4] = {};
  for (int it = 0; it < iters; ++it)
#pragma unroll
    for (int j = 0; j < 8; ++j) mma8(d[j], a, a[0] ^ j, a[1]);
  float s = 0;
  for (int j = 0; j < 8; ++j) s += d[j][0] + d[j][1] + d[j][2] + d[j][3];
  if (s == 1.2345f) out[0] = s;
}

__device__ __forceinline__ void wgmma_n128(float* d, unsigned long long da, unsigned long long db) {
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, 1, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63}, %64, %65, p, 1, 1, 0, 0;\n}"
    : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]) : "l"(da), "l"(db));
}
__device__ __forceinline__ void wgmma_n256(float* d, unsigned long long da, unsigned long long db) {
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, 1, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63,%64,%65,%66,%67,%68,%69,%70,%71,%72,%73,%74,%75,%76,%77,%78,%79,%80,%81,%82,%83,%84,%85,%86,%87,%88,%89,%90,%91,%92,%93,%94,%95,%96,%97,%98,%99,%100,%101,%102,%103,%104,%105,%106,%107,%108,%109,%110,%111,%112,%113,%114,%115,%116,%117,%118,%119,%120,%121,%122,%123,%124,%125,%126,%127}, %128, %129, p, 1, 1, 0, 0;\n}"
    : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127]) : "l"(da), "l"(db));
}

__device__ __forceinline__ unsigned long long sdesc(const void* p) {
  unsigned long long a = (unsigned)__cvta_generic_to_shared(p);
  return ((a & 0x3FFFF) >> 4) | ((unsigned long long)(16 >> 4) << 16) | ((unsigned long long)(1024 >> 4) << 32) | (1ull << 62);
}
// C = A · B with A row-major (M×K) and Bt = Bᵀ row-major (N×K): both K-major, 128-byte swizzle.
template <int BN, int STAGES>
__global__ void __launch_bounds__(256) wg_gemm(const h16* __restrict__ A, const h16* __restrict__ Bt, float* __restrict__ C, int n, int k) {
  constexpr int BM = 128, BK = 64, STAGE_BYTES = (BM + BN) * BK * 2;
  extern __shared__ __align__(1024) unsigned char wsm[];
  unsigned char* base = (unsigned char*)(((size_t)wsm + 1023) & ~(size_t)1023);
  int t = threadIdx.x, wgi = t / 128;
  int brow = blockIdx.y * BM, bcol = blockIdx.x * BN;
  float d[BN / 2];
#pragma unroll
  for (int i = 0; i < BN / 2; ++i) d[i] = 0.f;
  int steps = k / BK;
  auto load = [&](int slot, int k0) {
    unsigned char* as = base + slot * STAGE_BYTES;
    unsigned char* bs = as + BM * BK * 2;
#pragma unroll
    for (int e = t; e < BM * 8; e += 256) {
      int r = e / 8, c = e % 8;
      cp16(as + r * 128 + ((c ^ (r & 7)) * 16), &A[(size_t)(brow + r) * k + k0 + c * 8]);
    }
#pragma unroll
    for (int e = t; e < BN * 8; e += 256) {
      int r = e / 8, c = e % 8;
      cp16(bs + r * 128 + ((c ^ (r & 7)) * 16), &Bt[(size_t)(bcol + r) * k + k0 + c * 8]);
    }
  };
#pragma unroll
  for (int s = 0; s < STAGES - 1; ++s) { if (s < steps) load(s, s * BK); commit(); }
  for (int step = 0; step < steps; ++step) {
    wait_prior<STAGES - 2>();
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    int nxt = step + STAGES - 1;
    if (nxt < steps) load(nxt % STAGES, nxt * BK);
    commit();
    unsigned char* as = base + (step % STAGES) * STAGE_BYTES + wgi * 64 * 128;
    unsigned char* bs = base + (step % STAGES) * STAGE_BYTES + BM * BK * 2;
    asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#pragma unroll
    for (int kk = 0; kk < 4; ++kk) {
      if constexpr (BN == 256) wgmma_n256(d, sdesc(as + kk * 32), sdesc(bs + kk * 32));
      else wgmma_n128(d, sdesc(as + kk * 32), sdesc(bs + kk * 32));
    }
    asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
  }
  int w = (t / 32) % 4, lane = t % 32, g = lane / 4, q = lane % 4;
  int r0 = brow + wgi * 64 + w * 16 + g;
#pragma unroll
  for (int j = 0; j < BN / 8; ++j) {
    int c0 = bcol + j * 8 + 2 * q;
    *(float2*)&C[(size_t)r0 * n + c0] = make_float2(d[4 * j], d[4 * j + 1]);
    *(float2*)&C[(size_t)(r0 + 8) * n + c0] = make_float2(d[4 * j + 2], d[4 * j + 3]);
  }
}


// Which element of the tile each lane's register i is, for the other shapes: register i of
// lane l holds l * 8 + i (f64: l * 2 + i); the warp stores the tile row-major.
__global__ void layouts(float* o1, float* o2, double* o3) {
  unsigned l = threadIdx.x;
  float r[8];
  for (int i = 0; i < 8; ++i) r[i] = l * 8 + i;
  asm volatile("wmma.store.d.sync.aligned.row.m32n8k16.f32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8}, %9;" :: "l"(o1), "f"(r[0]), "f"(r[1]), "f"(r[2]), "f"(r[3]), "f"(r[4]), "f"(r[5]), "f"(r[6]), "f"(r[7]), "r"(8) : "memory");
  asm volatile("wmma.store.d.sync.aligned.row.m8n32k16.f32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8}, %9;" :: "l"(o2), "f"(r[0]), "f"(r[1]), "f"(r[2]), "f"(r[3]), "f"(r[4]), "f"(r[5]), "f"(r[6]), "f"(r[7]), "r"(32) : "memory");
  double d0 = l * 2, d1 = l * 2 + 1;
  asm volatile("wmma.store.d.sync.aligned.row.m8n8k4.f64 [%0], {%1,%2}, %3;" :: "l"(o3), "d"(d0), "d"(d1), "r"(8) : "memory");
}
void print_layouts() {
  float *o1, *o2; double* o3;
  CK(cudaMalloc(&o1, 1024)); CK(cudaMalloc(&o2, 1024)); CK(cudaMalloc(&o3, 512));
  layouts<<<1, 32>>>(o1, o2, o3); CK(cudaDeviceSynchronize());
  float h1[256], h2[256]; double h3[64];
  cudaMemcpy(h1, o1, 1024, cudaMemcpyDeviceToHost); cudaMemcpy(h2, o2, 1024, cudaMemcpyDeviceToHost); cudaMemcpy(h3, o3, 512, cudaMemcpyDeviceToHost);
  printf("m32n8 (rows of 8):\n"); for (int r = 0; r < 32; ++r) { for (int c = 0; c < 8; ++c) printf("%4.0f", h1[r * 8 + c]); printf("\n"); }
  printf("m8n32 (rows of 32):\n"); for (int r = 0; r < 8; ++r) { for (int c = 0; c < 32; ++c) printf("%4.0f", h2[r * 32 + c]); printf("\n"); }
  printf("m8n8 f64 (rows of 8):\n"); for (int r = 0; r < 8; ++r) { for (int c = 0; c < 8; ++c) printf("%4.0f", h3[r * 8 + c]); printf("\n"); }
}


// load_c with a leading dimension of 0: every row the same 16 values (a bias broadcast)?
__global__ void ld0(const float* bias, float* out) {
  float r[8];
  asm volatile("wmma.load.c.sync.aligned.row.m16n16k16.global.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;" : "=f"(r[0]), "=f"(r[1]), "=f"(r[2]), "=f"(r[3]), "=f"(r[4]), "=f"(r[5]), "=f"(r[6]), "=f"(r[7]) : "l"(bias), "r"(0) : "memory");
  asm volatile("wmma.store.d.sync.aligned.row.m16n16k16.f32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8}, %9;" :: "l"(out), "f"(r[0]), "f"(r[1]), "f"(r[2]), "f"(r[3]), "f"(r[4]), "f"(r[5]), "f"(r[6]), "f"(r[7]), "r"(16) : "memory");
}
void print_ld0() {
  float *b, *o; float hb[16], ho[256];
  for (int i = 0; i < 16; ++i) hb[i] = i + 100;
  CK(cudaMalloc(&b, 64)); CK(cudaMalloc(&o, 1024));
  cudaMemcpy(b, hb, 64, cudaMemcpyHostToDevice);
  ld0<<<1, 32>>>(b, o); CK(cudaDeviceSynchronize());
  cudaMemcpy(ho, o, 1024, cudaMemcpyDeviceToHost);
  int bad = 0; for (int r = 0; r < 16; ++r) for (int c = 0; c < 16; ++c) bad += ho[r * 16 + c] != hb[c];
  printf("load_c with ld = 0: %s\n", bad ? "NOT a broadcast" : "every row the same (a broadcast)");
}

static float h2f(h16 h) { __half x; memcpy(&x, &h, 2); return __half2float(x); }

int N = 4096;
h16 *dA, *dB; float* dC; std::vector<h16> hA, hB;

bool check(const char* name) {
  std::vector<float> c((size_t)N * N);
  CK(cudaMemcpy(c.data(), dC, c.size() * 4, cudaMemcpyDeviceToHost));
  for (int s = 0; s < 64; ++s) {
    int i = (s * 977) % N, j = (s * 1553 + 7) % N;
    double want = 0, sc = 0;
    for (int q = 0; q < N; ++q) { double p = (double)h2f(hA[(size_t)i * N + q]) * h2f(hB[(size_t)q * N + j]); want += p; sc += fabs(p); }
    double got = c[(size_t)i * N + j];
    if (!(fabs(got - want) <= 1e-5 * sc + 1e-6)) { printf("%-40s WRONG C[%d][%d]=%g want %g\n", name, i, j, got, want); return false; }
  }
  return true;
}

template <class F> void timeit(const char* name, F f) {
  CK(cudaMemset(dC, 0xff, (size_t)N * N * 4));
  f(); CK(cudaDeviceSynchronize());
  if (!check(name)) return;
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  std::vector<float> ts;
  for (int r = 0; r < 3; ++r) f();
  for (int r = 0; r < 25; ++r) { cudaEventRecord(a); f(); cudaEventRecord(b); cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b); ts.push_back(ms); }
  std::sort(ts.begin(), ts.end());
  double ms = ts[12];
  printf("%-40s %8.3f ms %7.1f TFLOP/s\n", name, ms, 2.0 * N * N * (double)N / ms / 1e9);
}

template <int BM, int BN, int WM, int WN, int STAGES, int MODE> void run(const char* name) {
  auto k = hgemm<BM, BN, WM, WN, STAGES, MODE>;
  int smem = STAGES * (BM * 40 + 32 * (BN + 8)) * 2;
  CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  cudaFuncAttributes at; cudaFuncGetAttributes(&at, k);
  char full[128]; snprintf(full, sizeof full, "%s (%d regs, %d KB)", name, at.numRegs, smem / 1024);
  dim3 grid(N / BN, N / BM), block((BM / WM) * (BN / WN) * 32);
  timeit(full, [&] { k<<<grid, block, smem>>>(dA, dB, dC, N, N); });
}

h16* dBt;
template <int BN, int STAGES> void run_wg(const char* name) {
  auto kf = wg_gemm<BN, STAGES>;
  int smem = STAGES * (128 + BN) * 64 * 2 + 1024;
  CK(cudaFuncSetAttribute(kf, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  cudaFuncAttributes at; cudaFuncGetAttributes(&at, kf);
  char full[128]; snprintf(full, sizeof full, "%s (%d regs, %d KB)", name, at.numRegs, smem / 1024);
  dim3 grid(N / BN, N / 128);
  timeit(full, [&] { kf<<<grid, 256, smem>>>(dA, dBt, dC, N, N); });
}

int main() {
  print_layouts();
  print_ld0();
  size_t nn = (size_t)N * N;
  hA.resize(nn); hB.resize(nn);
  srand(1);
  for (size_t i = 0; i < nn; ++i) { __half x = __float2half((rand() / (float)RAND_MAX) * 2 - 1); memcpy(&hA[i], &x, 2); }
  for (size_t i = 0; i < nn; ++i) { __half x = __float2half((rand() / (float)RAND_MAX) * 2 - 1); memcpy(&hB[i], &x, 2); }
  CK(cudaMalloc(&dA, nn * 2)); CK(cudaMalloc(&dB, nn * 2)); CK(cudaMalloc(&dC, nn * 4));
  CK(cudaMemcpy(dA, hA.data(), nn * 2, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dB, hB.data(), nn * 2, cudaMemcpyHostToDevice));
#ifndef NOBLAS
  cublasHandle_t h; cublasCreate(&h);
  float one = 1, zero = 0;
  timeit("cublasGemmEx f16->f32", [&] {
    cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &one, dB, CUDA_R_16F, N, dA, CUDA_R_16F, N, &zero, dC, CUDA_R_32F, N, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  });
#endif
  {
    int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    for (int warps : {4, 8, 16}) {
      int iters = 4096; cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
      mma_peak<<<sms * 4, warps * 32>>>(dC, iters);
      cudaEventRecord(a); mma_peak<<<sms * 4, warps * 32>>>(dC, iters); cudaEventRecord(b); CK(cudaEventSynchronize(b));
      float ms; cudaEventElapsedTime(&ms, a, b);
      double flops = 2.0 * 16 * 8 * 16 * 8.0 * iters * warps * sms * 4;
      printf("mma.sync m16n8k16 f16->f32 peak, %2d warps/block, 4 blocks/SM: %7.1f TFLOP/s\n", warps, flops / ms / 1e9);
    }
  }
  run<128, 128, 32, 64, 2, 0>("wmma vol+mem 128x128 w32x64 s2 (today)");
  run<128, 128, 32, 64, 2, 1>("wmma vol 128x128 w32x64 s2");
  run<128, 128, 32, 64, 3, 0>("wmma vol+mem 128x128 w32x64 s3");
  run<128, 128, 32, 64, 4, 0>("wmma vol+mem 128x128 w32x64 s4");
  run<128, 128, 64, 64, 2, 0>("wmma vol+mem 128x128 w64x64 s2");
  run<128, 128, 64, 64, 3, 0>("wmma vol+mem 128x128 w64x64 s3");
  run<128, 128, 64, 64, 4, 0>("wmma vol+mem 128x128 w64x64 s4");
  run<128, 256, 64, 64, 3, 0>("wmma vol+mem 128x256 w64x64 s3");
  run<256, 128, 64, 64, 3, 0>("wmma vol+mem 256x128 w64x64 s3");
  run<128, 128, 32, 64, 2, 2>("ldsm+mma 128x128 w32x64 s2");
  run<128, 128, 32, 64, 4, 2>("ldsm+mma 128x128 w32x64 s4");
  run<128, 128, 64, 64, 2, 2>("ldsm+mma 128x128 w64x64 s2");
  run<128, 128, 64, 64, 3, 2>("ldsm+mma 128x128 w64x64 s3");
  run<128, 128, 64, 64, 4, 2>("ldsm+mma 128x128 w64x64 s4");
  run<128, 256, 64, 64, 3, 2>("ldsm+mma 128x256 w64x64 s3");
  run<128, 256, 64, 64, 4, 2>("ldsm+mma 128x256 w64x64 s4");
  run<256, 128, 64, 64, 3, 2>("ldsm+mma 256x128 w64x64 s3");
  run<128, 256, 64, 128, 3, 2>("ldsm+mma 128x256 w64x128 s3");
  {
    std::vector<h16> bt(nn);
    for (int i = 0; i < N; ++i) for (int j = 0; j < N; ++j) bt[(size_t)j * N + i] = hB[(size_t)i * N + j];
    CK(cudaMalloc(&dBt, nn * 2)); CK(cudaMemcpy(dBt, bt.data(), nn * 2, cudaMemcpyHostToDevice));
  }
  run_wg<128, 4>("wgmma 128x128 k64 s4 (B K-major)");
  run_wg<256, 3>("wgmma 128x256 k64 s3 (B K-major)");
  run_wg<256, 4>("wgmma 128x256 k64 s4 (B K-major)");
  return 0;
}
