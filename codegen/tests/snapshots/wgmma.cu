#define FC_WITH_COOPERATION 1
#define FC_WITH_MBARRIER 1
#define FC_WITH_WGMMA 1
#include "ferrocuda.cuh"


namespace fc {
#ifndef FC_WGACC64
#define FC_WGACC64
__device__ __forceinline__ void wgacc_fence(wgacc<64>& c) { asm volatile("" : "+f"(c.x[0]), "+f"(c.x[1]), "+f"(c.x[2]), "+f"(c.x[3]), "+f"(c.x[4]), "+f"(c.x[5]), "+f"(c.x[6]), "+f"(c.x[7]), "+f"(c.x[8]), "+f"(c.x[9]), "+f"(c.x[10]), "+f"(c.x[11]), "+f"(c.x[12]), "+f"(c.x[13]), "+f"(c.x[14]), "+f"(c.x[15]), "+f"(c.x[16]), "+f"(c.x[17]), "+f"(c.x[18]), "+f"(c.x[19]), "+f"(c.x[20]), "+f"(c.x[21]), "+f"(c.x[22]), "+f"(c.x[23]), "+f"(c.x[24]), "+f"(c.x[25]), "+f"(c.x[26]), "+f"(c.x[27]), "+f"(c.x[28]), "+f"(c.x[29]), "+f"(c.x[30]), "+f"(c.x[31]) :: "memory"); }
#endif
#ifndef FC_WGMMA64_f16
#define FC_WGMMA64_f16
__device__ __forceinline__ void wgmma_mma(wgacc<64>& c, unsigned long long a, unsigned long long b, const fc::f16*, const char* file, unsigned line, unsigned col) {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}"
    : "+f"(c.x[0]), "+f"(c.x[1]), "+f"(c.x[2]), "+f"(c.x[3]), "+f"(c.x[4]), "+f"(c.x[5]), "+f"(c.x[6]), "+f"(c.x[7]), "+f"(c.x[8]), "+f"(c.x[9]), "+f"(c.x[10]), "+f"(c.x[11]), "+f"(c.x[12]), "+f"(c.x[13]), "+f"(c.x[14]), "+f"(c.x[15]), "+f"(c.x[16]), "+f"(c.x[17]), "+f"(c.x[18]), "+f"(c.x[19]), "+f"(c.x[20]), "+f"(c.x[21]), "+f"(c.x[22]), "+f"(c.x[23]), "+f"(c.x[24]), "+f"(c.x[25]), "+f"(c.x[26]), "+f"(c.x[27]), "+f"(c.x[28]), "+f"(c.x[29]), "+f"(c.x[30]), "+f"(c.x[31]) : "l"(a), "l"(b), "r"((unsigned)!c.zero));
  c.zero = false;
#else
  wgmma_unsupported(file, line, col);
#endif
}
#endif
}  // namespace fc
#define FC_LEN_OF_tile_64x64(w) (0ull)
#line 8 "cases/wgmma.rs"
extern "C" __global__ void tile_64x64(const __grid_constant__ fc::tensor_map a, const __grid_constant__ fc::tensor_map b, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 9 "cases/wgmma.rs"
    __shared__ __align__(1024) fc::f16 a_s[4096];
#line 10 "cases/wgmma.rs"
    __shared__ __align__(1024) fc::f16 b_s[4096];
#line 11 "cases/wgmma.rs"
    __shared__ __align__(32) unsigned long long full[1];
#line 12 "cases/wgmma.rs"
    if (threadIdx.x == 0u) {
#line 13 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
        fc::mbarrier_init(&full[fc::check_index(0ull, 1ull, FC_SITE(13, 9))], 1u, FC_SITE(13, 9));
#line 14 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
        fc::mbarrier_arrive_expect_tx(&full[fc::check_index(0ull, 1ull, FC_SITE(14, 9))], 16384u, FC_SITE(14, 9));
#line 15 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
        (void)(fc::tma_load_2d(fc::tma_destination<1024>(&(a_s)[0], 4096ull, 0ull, 64ull * 64ull, FC_SITE(15, 9)), &a, (int)(0), (int)(0), fc::smem_address(&full[fc::check_index(0ull, 1ull, FC_SITE(15, 9))]), FC_SITE(15, 9)));
#line 16 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
        (void)(fc::tma_load_2d(fc::tma_destination<1024>(&(b_s)[0], 4096ull, 0ull, 64ull * 64ull, FC_SITE(16, 9)), &b, (int)(0), (int)(0), fc::smem_address(&full[fc::check_index(0ull, 1ull, FC_SITE(16, 9))]), FC_SITE(16, 9)));
    }
#line 18 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
    __syncthreads();
#line 19 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
    fc::mbarrier_wait(&full[fc::check_index(0ull, 1ull, FC_SITE(19, 5))], 0u, FC_SITE(19, 5));
#line 20 "cases/wgmma.rs"
    fc::wgacc<64> acc;
    acc = fc::wgacc<64>::zeroed();
#line 21 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
    fc::wgmma_fence(FC_SITE(21, 5));
#line 22 "cases/wgmma.rs"
    #pragma unroll
    for (unsigned long long kk = 0ull; kk < 4ull; ++kk) {
#line 23 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
        (void)(fc::wgmma_mma(acc, fc::wgmma_operand<128>(&(a_s)[0], 4096ull, kk * 16ull, 64ull, FC_SITE(23, 9)), fc::wgmma_operand<128>(&(b_s)[0], 4096ull, kk * 16ull, 64ull, FC_SITE(23, 9)), (const fc::f16*)0, FC_SITE(23, 9)));
    }
#line 25 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
    fc::wgmma_commit(FC_SITE(25, 5));
#line 26 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
    fc::wgmma_wait<0u>(FC_SITE(26, 5));
#line 27 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
    unsigned long long fc_v = 32ull;
    #pragma unroll
    for (unsigned long long i = 0ull; i < fc_v; ++i) {
#line 28 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
        float fc_v_1 = fc::wgacc_get(acc, i, FC_SITE(28, 47));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
        c[fc::check_index_p((unsigned long long)fc::wgacc_row(i) * 64ull + (unsigned long long)fc::wgacc_col(i), c_len, u_fc_pending, FC_LEN_OF_tile_64x64(u_fc_pending.site & 31u), FC_SITE(28, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tile_64x64);
}

namespace fc {
#ifndef FC_WGACC8
#define FC_WGACC8
__device__ __forceinline__ void wgacc_fence(wgacc<8>& c) { asm volatile("" : "+f"(c.x[0]), "+f"(c.x[1]), "+f"(c.x[2]), "+f"(c.x[3]) :: "memory"); }
#endif
#ifndef FC_WGMMA8_f16
#define FC_WGMMA8_f16
__device__ __forceinline__ void wgmma_mma(wgacc<8>& c, unsigned long long a, unsigned long long b, const fc::f16*, const char* file, unsigned line, unsigned col) {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n}"
    : "+f"(c.x[0]), "+f"(c.x[1]), "+f"(c.x[2]), "+f"(c.x[3]) : "l"(a), "l"(b), "r"((unsigned)!c.zero));
  c.zero = false;
#else
  wgmma_unsupported(file, line, col);
#endif
}
#endif
}  // namespace fc
#define FC_LEN_OF_dynamic_narrow(w) (0ull)
#line 35 "cases/wgmma.rs"
extern "C" __global__ void dynamic_narrow(const __grid_constant__ fc::tensor_map a, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 36 "cases/wgmma.rs"
    fc::f16* tiles = (fc::f16*)fc::swizzled_smem();
    unsigned long long tiles_len = fc::dynamic_smem_bytes() / sizeof(fc::f16);
#line 37 "cases/wgmma.rs"
    __shared__ __align__(32) unsigned long long full[1];
#line 38 "cases/wgmma.rs"
    if (threadIdx.x == 0u) {
#line 39 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
        fc::mbarrier_init(&full[fc::check_index(0ull, 1ull, FC_SITE(39, 9))], 1u, FC_SITE(39, 9));
#line 40 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
        fc::mbarrier_arrive_expect_tx(&full[fc::check_index(0ull, 1ull, FC_SITE(40, 9))], 4096u, FC_SITE(40, 9));
#line 41 "cases/wgmma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
        (void)(fc::tma_load_2d(fc::tma_destination<512>(&(tiles)[0], tiles_len, 0ull, 64ull * 32ull, FC_SITE(41, 9)), &a, (int)(0), (int)(0), fc::smem_address(&full[fc::check_index(0ull, 1ull, FC_SITE(41, 9))]), FC_SITE(41, 9)));
    }
#line 43 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    __syncthreads();
#line 44 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    fc::mbarrier_wait(&full[fc::check_index(0ull, 1ull, FC_SITE(44, 5))], 0u, FC_SITE(44, 5));
#line 45 "cases/wgmma.rs"
    fc::wgacc<8> acc;
    acc = fc::wgacc<8>::filled(1.0f);
#line 46 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    (void)(fc::wgmma_mma(acc, fc::wgmma_operand<64>(&(tiles)[0], tiles_len, 16ull, 64ull, FC_SITE(46, 5)), fc::wgmma_operand<64>(&(tiles)[0], tiles_len, 0ull, 8ull, FC_SITE(46, 5)), (const fc::f16*)0, FC_SITE(46, 5)));
#line 47 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    fc::wgmma_commit(FC_SITE(47, 5));
#line 48 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    fc::wgmma_wait<0u>(FC_SITE(48, 5));
#line 49 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    (void)(fc::wgacc_set(acc, 0ull, fc::wgacc_get(acc, 0ull, FC_SITE(49, 20)) * 2.0f, FC_SITE(49, 9)));
#line 50 "cases/wgmma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    float fc_v = fc::wgacc_get(acc, 0ull, FC_SITE(50, 38));
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
    c[fc::check_index_p((unsigned long long)threadIdx.x, c_len, u_fc_pending, FC_LEN_OF_dynamic_narrow(u_fc_pending.site & 31u), FC_SITE(50, 5))] = fc_v;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_dynamic_narrow);
}

namespace fc {
#ifndef FC_WGACC256
#define FC_WGACC256
__device__ __forceinline__ void wgacc_fence(wgacc<256>& c) { asm volatile("" : "+f"(c.x[0]), "+f"(c.x[1]), "+f"(c.x[2]), "+f"(c.x[3]), "+f"(c.x[4]), "+f"(c.x[5]), "+f"(c.x[6]), "+f"(c.x[7]), "+f"(c.x[8]), "+f"(c.x[9]), "+f"(c.x[10]), "+f"(c.x[11]), "+f"(c.x[12]), "+f"(c.x[13]), "+f"(c.x[14]), "+f"(c.x[15]), "+f"(c.x[16]), "+f"(c.x[17]), "+f"(c.x[18]), "+f"(c.x[19]), "+f"(c.x[20]), "+f"(c.x[21]), "+f"(c.x[22]), "+f"(c.x[23]), "+f"(c.x[24]), "+f"(c.x[25]), "+f"(c.x[26]), "+f"(c.x[27]), "+f"(c.x[28]), "+f"(c.x[29]), "+f"(c.x[30]), "+f"(c.x[31]), "+f"(c.x[32]), "+f"(c.x[33]), "+f"(c.x[34]), "+f"(c.x[35]), "+f"(c.x[36]), "+f"(c.x[37]), "+f"(c.x[38]), "+f"(c.x[39]), "+f"(c.x[40]), "+f"(c.x[41]), "+f"(c.x[42]), "+f"(c.x[43]), "+f"(c.x[44]), "+f"(c.x[45]), "+f"(c.x[46]), "+f"(c.x[47]), "+f"(c.x[48]), "+f"(c.x[49]), "+f"(c.x[50]), "+f"(c.x[51]), "+f"(c.x[52]), "+f"(c.x[53]), "+f"(c.x[54]), "+f"(c.x[55]), "+f"(c.x[56]), "+f"(c.x[57]), "+f"(c.x[58]), "+f"(c.x[59]), "+f"(c.x[60]), "+f"(c.x[61]), "+f"(c.x[62]), "+f"(c.x[63]), "+f"(c.x[64]), "+f"(c.x[65]), "+f"(c.x[66]), "+f"(c.x[67]), "+f"(c.x[68]), "+f"(c.x[69]), "+f"(c.x[70]), "+f"(c.x[71]), "+f"(c.x[72]), "+f"(c.x[73]), "+f"(c.x[74]), "+f"(c.x[75]), "+f"(c.x[76]), "+f"(c.x[77]), "+f"(c.x[78]), "+f"(c.x[79]), "+f"(c.x[80]), "+f"(c.x[81]), "+f"(c.x[82]), "+f"(c.x[83]), "+f"(c.x[84]), "+f"(c.x[85]), "+f"(c.x[86]), "+f"(c.x[87]), "+f"(c.x[88]), "+f"(c.x[89]), "+f"(c.x[90]), "+f"(c.x[91]), "+f"(c.x[92]), "+f"(c.x[93]), "+f"(c.x[94]), "+f"(c.x[95]), "+f"(c.x[96]), "+f"(c.x[97]), "+f"(c.x[98]), "+f"(c.x[99]), "+f"(c.x[100]), "+f"(c.x[101]), "+f"(c.x[102]), "+f"(c.x[103]), "+f"(c.x[104]), "+f"(c.x[105]), "+f"(c.x[106]), "+f"(c.x[107]), "+f"(c.x[108]), "+f"(c.x[109]), "+f"(c.x[110]), "+f"(c.x[111]), "+f"(c.x[112]), "+f"(c.x[113]), "+f"(c.x[114]), "+f"(c.x[115]), "+f"(c.x[116]), "+f"(c.x[117]), "+f"(c.x[118]), "+f"(c.x[119]), "+f"(c.x[120]), "+f"(c.x[121]), "+f"(c.x[122]), "+f"(c.x[123]), "+f"(c.x[124]), "+f"(c.x[125]), "+f"(c.x[126]), "+f"(c.x[127]) :: "memory"); }
#endif
#ifndef FC_WGMMA256_bf16
#define FC_WGMMA256_bf16
__device__ __forceinline__ void wgmma_mma(wgacc<256>& c, unsigned long long a, unsigned long long b, const fc::bf16*, const char* file, unsigned line, unsigned col) {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1, 0, 0;\n}"
    : "+f"(c.x[0]), "+f"(c.x[1]), "+f"(c.x[2]), "+f"(c.x[3]), "+f"(c.x[4]), "+f"(c.x[5]), "+f"(c.x[6]), "+f"(c.x[7]), "+f"(c.x[8]), "+f"(c.x[9]), "+f"(c.x[10]), "+f"(c.x[11]), "+f"(c.x[12]), "+f"(c.x[13]), "+f"(c.x[14]), "+f"(c.x[15]), "+f"(c.x[16]), "+f"(c.x[17]), "+f"(c.x[18]), "+f"(c.x[19]), "+f"(c.x[20]), "+f"(c.x[21]), "+f"(c.x[22]), "+f"(c.x[23]), "+f"(c.x[24]), "+f"(c.x[25]), "+f"(c.x[26]), "+f"(c.x[27]), "+f"(c.x[28]), "+f"(c.x[29]), "+f"(c.x[30]), "+f"(c.x[31]), "+f"(c.x[32]), "+f"(c.x[33]), "+f"(c.x[34]), "+f"(c.x[35]), "+f"(c.x[36]), "+f"(c.x[37]), "+f"(c.x[38]), "+f"(c.x[39]), "+f"(c.x[40]), "+f"(c.x[41]), "+f"(c.x[42]), "+f"(c.x[43]), "+f"(c.x[44]), "+f"(c.x[45]), "+f"(c.x[46]), "+f"(c.x[47]), "+f"(c.x[48]), "+f"(c.x[49]), "+f"(c.x[50]), "+f"(c.x[51]), "+f"(c.x[52]), "+f"(c.x[53]), "+f"(c.x[54]), "+f"(c.x[55]), "+f"(c.x[56]), "+f"(c.x[57]), "+f"(c.x[58]), "+f"(c.x[59]), "+f"(c.x[60]), "+f"(c.x[61]), "+f"(c.x[62]), "+f"(c.x[63]), "+f"(c.x[64]), "+f"(c.x[65]), "+f"(c.x[66]), "+f"(c.x[67]), "+f"(c.x[68]), "+f"(c.x[69]), "+f"(c.x[70]), "+f"(c.x[71]), "+f"(c.x[72]), "+f"(c.x[73]), "+f"(c.x[74]), "+f"(c.x[75]), "+f"(c.x[76]), "+f"(c.x[77]), "+f"(c.x[78]), "+f"(c.x[79]), "+f"(c.x[80]), "+f"(c.x[81]), "+f"(c.x[82]), "+f"(c.x[83]), "+f"(c.x[84]), "+f"(c.x[85]), "+f"(c.x[86]), "+f"(c.x[87]), "+f"(c.x[88]), "+f"(c.x[89]), "+f"(c.x[90]), "+f"(c.x[91]), "+f"(c.x[92]), "+f"(c.x[93]), "+f"(c.x[94]), "+f"(c.x[95]), "+f"(c.x[96]), "+f"(c.x[97]), "+f"(c.x[98]), "+f"(c.x[99]), "+f"(c.x[100]), "+f"(c.x[101]), "+f"(c.x[102]), "+f"(c.x[103]), "+f"(c.x[104]), "+f"(c.x[105]), "+f"(c.x[106]), "+f"(c.x[107]), "+f"(c.x[108]), "+f"(c.x[109]), "+f"(c.x[110]), "+f"(c.x[111]), "+f"(c.x[112]), "+f"(c.x[113]), "+f"(c.x[114]), "+f"(c.x[115]), "+f"(c.x[116]), "+f"(c.x[117]), "+f"(c.x[118]), "+f"(c.x[119]), "+f"(c.x[120]), "+f"(c.x[121]), "+f"(c.x[122]), "+f"(c.x[123]), "+f"(c.x[124]), "+f"(c.x[125]), "+f"(c.x[126]), "+f"(c.x[127]) : "l"(a), "l"(b), "r"((unsigned)!c.zero));
  c.zero = false;
#else
  wgmma_unsupported(file, line, col);
#endif
}
#endif
}  // namespace fc
#line 55 "cases/wgmma.rs"
extern "C" __global__ void unchecked_256(const __grid_constant__ fc::tensor_map a, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
#line 56 "cases/wgmma.rs"
    __shared__ __align__(1024) fc::bf16 a_s[16384];
#line 57 "cases/wgmma.rs"
    __shared__ __align__(32) unsigned long long full[1];
#line 58 "cases/wgmma.rs"
    if (threadIdx.x == 0u) {
#line 59 "cases/wgmma.rs"
        fc::mbarrier_init(&full[fc::check_index(0ull, 1ull, FC_SITE(59, 9))], 1u, FC_SITE(59, 9));
#line 60 "cases/wgmma.rs"
        fc::mbarrier_arrive_expect_tx(&full[fc::check_index(0ull, 1ull, FC_SITE(60, 9))], 8192u, FC_SITE(60, 9));
#line 61 "cases/wgmma.rs"
        (void)(fc::tma_load_2d(fc::smem_address(&(a_s)[0ull]), &a, (int)(0), (int)(0), fc::smem_address(&full[0ull]), FC_SITE(61, 9)));
    }
#line 63 "cases/wgmma.rs"
    __syncthreads();
#line 64 "cases/wgmma.rs"
    fc::mbarrier_wait(&full[fc::check_index(0ull, 1ull, FC_SITE(64, 5))], 0u, FC_SITE(64, 5));
#line 65 "cases/wgmma.rs"
    fc::wgacc<256> acc;
    acc = fc::wgacc<256>::zeroed();
#line 66 "cases/wgmma.rs"
    (void)(fc::wgmma_mma(acc, fc::wgmma_operand_unchecked<128>(&(a_s)[0], 0ull), fc::wgmma_operand_unchecked<128>(&(a_s)[0], 0ull), (const fc::bf16*)0, FC_SITE(66, 5)));
#line 67 "cases/wgmma.rs"
    fc::wgmma_commit(FC_SITE(67, 5));
#line 68 "cases/wgmma.rs"
    fc::wgmma_wait<0u>(FC_SITE(68, 5));
#line 69 "cases/wgmma.rs"
    c[(unsigned long long)threadIdx.x] = fc::wgacc_at(acc, 5ull);
}
