#define FC_WITH_VECTORS 1
#include "ferrocuda.cuh"


#if FC_ASSUMED
#define FC_LEN_OF_ranges(w) ((w) == 0 ? x_len : 0ull)
#line 6 "cases/ranges.rs"
extern "C" __global__ void __launch_bounds__(128) ranges(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long s) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::assume_block(128u);
#line 29 "cases/ranges.rs"
    const unsigned long long STRIDE = 8ull * 8ull;
#line 7 "cases/ranges.rs"
    __shared__ __align__(32) float tile[512];
#line 8 "cases/ranges.rs"
    __shared__ __align__(32) float rows[16][8];
#line 9 "cases/ranges.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 10 "cases/ranges.rs"
    float fc_v = *fc::defer_ptr(x, t, x_len, u_fc_pending, 328416u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    tile[t * 4ull + 3ull] = fc_v;
#line 11 "cases/ranges.rs"
    float fc_v_1 = *fc::defer_ptr(x, t, x_len, u_fc_pending, 361184u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    tile[t * 4ull + 4ull] = fc_v_1;
#line 12 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    __syncthreads();
#line 13 "cases/ranges.rs"
    fc::array<float, 8> acc = fc::array<float, 8>::splat(0.0f);
#line 14 "cases/ranges.rs"
    #pragma unroll
    for (unsigned long long k = 0ull; k < 8ull; ++k) {
#line 15 "cases/ranges.rs"
        unsigned long long r = (s & 1ull) * 8ull + k;
#line 16 "cases/ranges.rs"
        acc[k] = rows[r][k] + rows[fc::rem(s, 16ull, FC_SITE(16, 36))][7ull - k] + tile[fc::rem(s + k, 512ull, FC_SITE(16, 58))];
#line 17 "cases/ranges.rs"
        acc[k] += rows[fc::check_index_p(r + 1ull, 16ull, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(17, 19))][k];
    }
#line 19 "cases/ranges.rs"
    {
        bool fc_more = 0ull <= 8ull;
        for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != 8ull && (++fc_i, true)) {
            unsigned long long k_1 = fc_i;
#line 20 "cases/ranges.rs"
            acc[fc::rem(k_1, 8ull, FC_SITE(20, 13))] += tile[fc::check_index_p(k_1 * 64ull, 512ull, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(20, 23))];
        }
    }
#line 22 "cases/ranges.rs"
    unsigned long long row = fc::div(t, 16ull, FC_SITE(22, 23));
    unsigned long long col = fc::rem(t, 16ull, FC_SITE(22, 31));
#line 23 "cases/ranges.rs"
    acc[0ull] += rows[row][fc::div(col, 2ull, FC_SITE(23, 25))];
#line 24 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    fc::array<float, 4> v = fc::vload_at<4ull, 16>(&(tile)[0], t * 4ull);
#line 25 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, t * 4ull, fc::array<float, 4>{{acc[0ull], acc[1ull], acc[2ull], v[3ull]}}, FC_SITE(25, 7)));
#line 26 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    fc::array<float, 4> w = fc::vload_at<4ull, 16>(&(tile)[0], t * 4ull + 1ull);
#line 27 "cases/ranges.rs"
    float fc_v_2 = w[0ull];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(27, 5))] += fc_v_2;
#line 30 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    for (unsigned long long k_2 = 0ull; k_2 < 512ull; k_2 += 16u) {
#line 31 "cases/ranges.rs"
        float fc_v_3 = tile[k_2 + 15ull] + rows[fc::div(STRIDE, 8ull, FC_SITE(31, 37))][0ull] + tile[fc::check_index_p(k_2 + 16ull, 512ull, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(31, 54))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
        y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(31, 9))] += fc_v_3;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
}
#else
#define FC_LEN_OF_ranges(w) ((w) == 0 ? x_len : 0ull)
#line 6 "cases/ranges.rs"
extern "C" __global__ void __launch_bounds__(128) ranges(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long s) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::assume_block(128u);
#line 29 "cases/ranges.rs"
    const unsigned long long STRIDE = 8ull * 8ull;
#line 7 "cases/ranges.rs"
    __shared__ __align__(32) float tile[512];
#line 8 "cases/ranges.rs"
    __shared__ __align__(32) float rows[16][8];
#line 9 "cases/ranges.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 10 "cases/ranges.rs"
    float fc_v = *fc::defer_ptr(x, t, x_len, u_fc_pending, 328416u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    tile[t * 4ull + 3ull] = fc_v;
#line 11 "cases/ranges.rs"
    float fc_v_1 = *fc::defer_ptr(x, t, x_len, u_fc_pending, 361184u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    tile[fc::check_index_p(t * 4ull + 4ull, 512ull, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(11, 5))] = fc_v_1;
#line 12 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    __syncthreads();
#line 13 "cases/ranges.rs"
    fc::array<float, 8> acc = fc::array<float, 8>::splat(0.0f);
#line 14 "cases/ranges.rs"
    #pragma unroll
    for (unsigned long long k = 0ull; k < 8ull; ++k) {
#line 15 "cases/ranges.rs"
        unsigned long long r = (s & 1ull) * 8ull + k;
#line 16 "cases/ranges.rs"
        acc[k] = rows[r][k] + rows[fc::rem(s, 16ull, FC_SITE(16, 36))][7ull - k] + tile[fc::rem(s + k, 512ull, FC_SITE(16, 58))];
#line 17 "cases/ranges.rs"
        acc[k] += rows[fc::check_index_p(r + 1ull, 16ull, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(17, 19))][k];
    }
#line 19 "cases/ranges.rs"
    {
        bool fc_more = 0ull <= 8ull;
        for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != 8ull && (++fc_i, true)) {
            unsigned long long k_1 = fc_i;
#line 20 "cases/ranges.rs"
            acc[fc::rem(k_1, 8ull, FC_SITE(20, 13))] += tile[fc::check_index_p(k_1 * 64ull, 512ull, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(20, 23))];
        }
    }
#line 22 "cases/ranges.rs"
    unsigned long long row = fc::div(t, 16ull, FC_SITE(22, 23));
    unsigned long long col = fc::rem(t, 16ull, FC_SITE(22, 31));
#line 23 "cases/ranges.rs"
    acc[0ull] += rows[row][fc::div(col, 2ull, FC_SITE(23, 25))];
#line 24 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    fc::array<float, 4> v = fc::vload_at<4ull, 16>(&(tile)[0], t * 4ull);
#line 25 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, t * 4ull, fc::array<float, 4>{{acc[0ull], acc[1ull], acc[2ull], v[3ull]}}, FC_SITE(25, 7)));
#line 26 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    fc::array<float, 4> w = fc::vload<4ull, 16>(&(tile)[0], 512ull, t * 4ull + 1ull, FC_SITE(26, 18));
#line 27 "cases/ranges.rs"
    float fc_v_2 = w[0ull];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(27, 5))] += fc_v_2;
#line 30 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
    for (unsigned long long k_2 = 0ull; k_2 < 512ull; k_2 += 16u) {
#line 31 "cases/ranges.rs"
        float fc_v_3 = tile[k_2 + 15ull] + rows[fc::div(STRIDE, 8ull, FC_SITE(31, 37))][0ull] + tile[fc::check_index_p(k_2 + 16ull, 512ull, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(31, 54))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
        y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_ranges(u_fc_pending.site & 31u), FC_SITE(31, 9))] += fc_v_3;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_ranges);
}
#endif

#if FC_ASSUMED
#define FC_LEN_OF_guarded_ranges(w) ((w) == 0 ? x_len : 0ull)
#line 39 "cases/ranges.rs"
extern "C" __global__ void __launch_bounds__(128) guarded_ranges(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long s) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::assume_block(128u);
#line 40 "cases/ranges.rs"
    __shared__ __align__(32) float rows[8][8];
#line 41 "cases/ranges.rs"
    __shared__ __align__(32) float partial[4];
#line 42 "cases/ranges.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 43 "cases/ranges.rs"
    unsigned long long e = t + s;
#line 44 "cases/ranges.rs"
    if (e < 256ull) {
#line 45 "cases/ranges.rs"
        float fc_v = *fc::defer_ptr(x, t, x_len, u_fc_pending, 1475552u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
        rows[fc::div(e, 32ull, FC_SITE(45, 14))][fc::rem(t, 8ull, FC_SITE(45, 22))] = fc_v;
    }
#line 47 "cases/ranges.rs"
    if (e <= 256ull) {
#line 48 "cases/ranges.rs"
        float fc_v_1 = *fc::defer_ptr(x, t, x_len, u_fc_pending, 1573856u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
        rows[fc::check_index_p(fc::div(e, 32ull, FC_SITE(48, 14)), 8ull, u_fc_pending, FC_LEN_OF_guarded_ranges(u_fc_pending.site & 31u), FC_SITE(48, 9))][fc::rem(t, 8ull, FC_SITE(48, 22))] = fc_v_1;
    }
#line 50 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    rows[fc::check_index_p(fc::div(e, 32ull, FC_SITE(50, 10)), 8ull, u_fc_pending, FC_LEN_OF_guarded_ranges(u_fc_pending.site & 31u), FC_SITE(50, 5))][0ull] = 1.0f;
#line 51 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    __syncthreads();
#line 52 "cases/ranges.rs"
    unsigned long long warps = (unsigned long long)fc::div(blockDim.x, 32u, FC_SITE(52, 17));
#line 53 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    for (unsigned long long w = 0ull; w < warps; ++w) {
#line 54 "cases/ranges.rs"
        float fc_v_2 = rows[w][0ull];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
        partial[w] = fc_v_2;
    }
#line 56 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    {
        bool fc_more = 0ull <= warps;
        for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != warps && (++fc_i, true)) {
            unsigned long long w_1 = fc_i;
#line 57 "cases/ranges.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
            partial[w_1] = 2.0f;
        }
    }
#line 59 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    __syncthreads();
#line 60 "cases/ranges.rs"
    float fc_v_3 = partial[fc::rem(t, 4ull, FC_SITE(60, 20))];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_guarded_ranges(u_fc_pending.site & 31u), FC_SITE(60, 5))] = fc_v_3;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
}
#else
#define FC_LEN_OF_guarded_ranges(w) ((w) == 0 ? x_len : 0ull)
#line 39 "cases/ranges.rs"
extern "C" __global__ void __launch_bounds__(128) guarded_ranges(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long s) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::assume_block(128u);
#line 40 "cases/ranges.rs"
    __shared__ __align__(32) float rows[8][8];
#line 41 "cases/ranges.rs"
    __shared__ __align__(32) float partial[4];
#line 42 "cases/ranges.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 43 "cases/ranges.rs"
    unsigned long long e = t + s;
#line 44 "cases/ranges.rs"
    if (e < 256ull) {
#line 45 "cases/ranges.rs"
        float fc_v = *fc::defer_ptr(x, t, x_len, u_fc_pending, 1475552u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
        rows[fc::div(e, 32ull, FC_SITE(45, 14))][fc::rem(t, 8ull, FC_SITE(45, 22))] = fc_v;
    }
#line 47 "cases/ranges.rs"
    if (e <= 256ull) {
#line 48 "cases/ranges.rs"
        float fc_v_1 = *fc::defer_ptr(x, t, x_len, u_fc_pending, 1573856u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
        rows[fc::check_index_p(fc::div(e, 32ull, FC_SITE(48, 14)), 8ull, u_fc_pending, FC_LEN_OF_guarded_ranges(u_fc_pending.site & 31u), FC_SITE(48, 9))][fc::rem(t, 8ull, FC_SITE(48, 22))] = fc_v_1;
    }
#line 50 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    rows[fc::check_index_p(fc::div(e, 32ull, FC_SITE(50, 10)), 8ull, u_fc_pending, FC_LEN_OF_guarded_ranges(u_fc_pending.site & 31u), FC_SITE(50, 5))][0ull] = 1.0f;
#line 51 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    __syncthreads();
#line 52 "cases/ranges.rs"
    unsigned long long warps = (unsigned long long)fc::div(blockDim.x, 32u, FC_SITE(52, 17));
#line 53 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    for (unsigned long long w = 0ull; w < warps; ++w) {
#line 54 "cases/ranges.rs"
        float fc_v_2 = rows[w][0ull];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
        partial[w] = fc_v_2;
    }
#line 56 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    {
        bool fc_more = 0ull <= warps;
        for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != warps && (++fc_i, true)) {
            unsigned long long w_1 = fc_i;
#line 57 "cases/ranges.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
            partial[fc::check_index_p(w_1, 4ull, u_fc_pending, FC_LEN_OF_guarded_ranges(u_fc_pending.site & 31u), FC_SITE(57, 9))] = 2.0f;
        }
    }
#line 59 "cases/ranges.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    __syncthreads();
#line 60 "cases/ranges.rs"
    float fc_v_3 = partial[fc::rem(t, 4ull, FC_SITE(60, 20))];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
    y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_guarded_ranges(u_fc_pending.site & 31u), FC_SITE(60, 5))] = fc_v_3;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_guarded_ranges);
}
#endif
