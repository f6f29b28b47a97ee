#define FC_WITH_COOPERATION 1
#include "ferrocuda.cuh"


#if FC_ASSUMED
#define FC_LEN_OF_tiles(w) ((w) == 0 ? x_len : 0ull)
#line 5 "cases/shared.rs"
extern "C" __global__ void tiles(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 6 "cases/shared.rs"
    const unsigned long long TILE = 16ull;
#line 7 "cases/shared.rs"
    __shared__ __align__(32) float row[256];
#line 8 "cases/shared.rs"
    __shared__ __align__(32) float grid2[16][17];
#line 9 "cases/shared.rs"
    float* dynamic = (float*)fc_dynamic_smem;
    unsigned long long dynamic_len = fc::dynamic_smem_bytes() / sizeof(float);
#line 10 "cases/shared.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 11 "cases/shared.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/shared.rs"
    float fc_v = *fc::defer_ptr(x, i, x_len, u_fc_pending, 393664u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    row[t] = fc_v;
#line 13 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    float fc_v_1 = x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(13, 33))] * 2.0f;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    grid2[fc::div(t, TILE, FC_SITE(13, 11))][fc::rem(t, TILE, FC_SITE(13, 21))] = fc_v_1;
#line 14 "cases/shared.rs"
    float fc_v_2 = row[t] + (float)dynamic_len;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    dynamic[fc::check_index_p(t, dynamic_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(14, 5))] = fc_v_2;
#line 15 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    __syncthreads();
#line 16 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    unsigned int n = (unsigned int)__syncthreads_count(row[t] > 0.0f);
#line 17 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    bool all = __syncthreads_and(row[t] > 0.0f) != 0;
#line 18 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    bool any = __syncthreads_or(row[t] > 0.0f) != 0;
#line 19 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    __threadfence_block();
#line 20 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    __threadfence();
#line 21 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    float fc_v_3 = row[255ull - t] + grid2[fc::rem(t, TILE, FC_SITE(21, 33))][fc::div(t, TILE, FC_SITE(21, 43))] + dynamic[fc::check_index_p(t, dynamic_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(21, 55))] + (float)n + (float)(int)(all || any) + (float)256ull;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(21, 5))] = fc_v_3;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
}
#else
#define FC_LEN_OF_tiles(w) ((w) == 0 ? x_len : 0ull)
#line 5 "cases/shared.rs"
extern "C" __global__ void tiles(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 6 "cases/shared.rs"
    const unsigned long long TILE = 16ull;
#line 7 "cases/shared.rs"
    __shared__ __align__(32) float row[256];
#line 8 "cases/shared.rs"
    __shared__ __align__(32) float grid2[16][17];
#line 9 "cases/shared.rs"
    float* dynamic = (float*)fc_dynamic_smem;
    unsigned long long dynamic_len = fc::dynamic_smem_bytes() / sizeof(float);
#line 10 "cases/shared.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 11 "cases/shared.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/shared.rs"
    float fc_v = *fc::defer_ptr(x, i, x_len, u_fc_pending, 393664u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    row[fc::check_index_p(t, 256ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(12, 5))] = fc_v;
#line 13 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    float fc_v_1 = x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(13, 33))] * 2.0f;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    grid2[fc::check_index_p(fc::div(t, TILE, FC_SITE(13, 11)), 16ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(13, 5))][fc::rem(t, TILE, FC_SITE(13, 21))] = fc_v_1;
#line 14 "cases/shared.rs"
    float fc_v_2 = row[fc::check_index_p(t, 256ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(14, 18))] + (float)dynamic_len;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    dynamic[fc::check_index_p(t, dynamic_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(14, 5))] = fc_v_2;
#line 15 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    __syncthreads();
#line 16 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    unsigned int n = (unsigned int)__syncthreads_count(row[fc::check_index_p(t, 256ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(16, 32))] > 0.0f);
#line 17 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    bool all = __syncthreads_and(row[fc::check_index_p(t, 256ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(17, 32))] > 0.0f) != 0;
#line 18 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    bool any = __syncthreads_or(row[fc::check_index_p(t, 256ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(18, 31))] > 0.0f) != 0;
#line 19 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    __threadfence_block();
#line 20 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    __threadfence();
#line 21 "cases/shared.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    float fc_v_3 = row[fc::check_index_p(255ull - t, 256ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(21, 12))] + grid2[fc::rem(t, TILE, FC_SITE(21, 33))][fc::check_index_p(fc::div(t, TILE, FC_SITE(21, 43)), 17ull, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(21, 27))] + dynamic[fc::check_index_p(t, dynamic_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(21, 55))] + (float)n + (float)(int)(all || any) + (float)256ull;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
    y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_tiles(u_fc_pending.site & 31u), FC_SITE(21, 5))] = fc_v_3;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiles);
}
#endif
