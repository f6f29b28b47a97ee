#define FC_WITH_VECTORS 1
#define FC_WITH_PIPELINE 1
#include "ferrocuda.cuh"


#if FC_ASSUMED
#define FC_LEN_OF_pipelined(w) (0ull)
#line 6 "cases/pipeline.rs"
extern "C" __global__ void pipelined(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned long long tiles) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 7 "cases/pipeline.rs"
    const unsigned int DEPTH = 1u;
#line 8 "cases/pipeline.rs"
    __shared__ __align__(32) float buf[2][512];
#line 9 "cases/pipeline.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 10 "cases/pipeline.rs"
    unsigned long long base = (unsigned long long)blockIdx.x * tiles * 512ull;
#line 11 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    (void)(fc::cp_async<4ull, fc::known_align(sizeof(float) * 512ull), false, true>(&(buf[0ull])[0], 512ull, t * 4ull, &(x)[0], x_len, base + t * 4ull, FC_SITE(11, 5)));
#line 13 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    (void)(fc::cp_async<4ull, fc::known_align(sizeof(float) * 512ull), false, true>(&(buf[1ull])[0], 512ull, fc::rem(t, 128ull, FC_SITE(13, 33)) * 4ull, &(x)[0], x_len, base + 512ull + t * 4ull, FC_SITE(13, 5)));
#line 14 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    fc::cp_async_commit();
#line 15 "cases/pipeline.rs"
    float acc = 0.0f;
#line 16 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    for (unsigned long long k = 0ull; k < tiles; ++k) {
#line 17 "cases/pipeline.rs"
        if (k + 1ull < tiles) {
#line 18 "cases/pipeline.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
            (void)(fc::cp_async<4ull, fc::known_align(sizeof(float) * 512ull), false, true>(&(buf[fc::rem(k + 1ull, 2ull, FC_SITE(18, 37))])[0], 512ull, t * 4ull, &(x)[0], x_len, base + (k + 1ull) * 512ull + t * 4ull, FC_SITE(18, 13)));
        }
#line 20 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        fc::cp_async_commit();
#line 21 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        fc::cp_async_wait_prior<DEPTH>();
#line 22 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        __syncthreads();
#line 23 "cases/pipeline.rs"
        acc += buf[fc::rem(k, 2ull, FC_SITE(23, 20))][fc::rem(t * 4ull + 5ull, 512ull, FC_SITE(23, 27))];
#line 24 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        __syncthreads();
    }
#line 26 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    out[fc::check_index_p((unsigned long long)blockIdx.x * 128ull + t, out_len, u_fc_pending, FC_LEN_OF_pipelined(u_fc_pending.site & 31u), FC_SITE(26, 5))] = acc;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
}
#else
#define FC_LEN_OF_pipelined(w) (0ull)
#line 6 "cases/pipeline.rs"
extern "C" __global__ void pipelined(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned long long tiles) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 7 "cases/pipeline.rs"
    const unsigned int DEPTH = 1u;
#line 8 "cases/pipeline.rs"
    __shared__ __align__(32) float buf[2][512];
#line 9 "cases/pipeline.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 10 "cases/pipeline.rs"
    unsigned long long base = (unsigned long long)blockIdx.x * tiles * 512ull;
#line 11 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    (void)(fc::cp_async<4ull, fc::known_align(sizeof(float) * 512ull), true, true>(&(buf[0ull])[0], 512ull, t * 4ull, &(x)[0], x_len, base + t * 4ull, FC_SITE(11, 5)));
#line 13 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    (void)(fc::cp_async<4ull, fc::known_align(sizeof(float) * 512ull), false, true>(&(buf[1ull])[0], 512ull, fc::rem(t, 128ull, FC_SITE(13, 33)) * 4ull, &(x)[0], x_len, base + 512ull + t * 4ull, FC_SITE(13, 5)));
#line 14 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    fc::cp_async_commit();
#line 15 "cases/pipeline.rs"
    float acc = 0.0f;
#line 16 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    for (unsigned long long k = 0ull; k < tiles; ++k) {
#line 17 "cases/pipeline.rs"
        if (k + 1ull < tiles) {
#line 18 "cases/pipeline.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
            (void)(fc::cp_async<4ull, fc::known_align(sizeof(float) * 512ull), true, true>(&(buf[fc::rem(k + 1ull, 2ull, FC_SITE(18, 37))])[0], 512ull, t * 4ull, &(x)[0], x_len, base + (k + 1ull) * 512ull + t * 4ull, FC_SITE(18, 13)));
        }
#line 20 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        fc::cp_async_commit();
#line 21 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        fc::cp_async_wait_prior<DEPTH>();
#line 22 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        __syncthreads();
#line 23 "cases/pipeline.rs"
        acc += buf[fc::rem(k, 2ull, FC_SITE(23, 20))][fc::rem(t * 4ull + 5ull, 512ull, FC_SITE(23, 27))];
#line 24 "cases/pipeline.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
        __syncthreads();
    }
#line 26 "cases/pipeline.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
    out[fc::check_index_p((unsigned long long)blockIdx.x * 128ull + t, out_len, u_fc_pending, FC_LEN_OF_pipelined(u_fc_pending.site & 31u), FC_SITE(26, 5))] = acc;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_pipelined);
}
#endif

#line 30 "cases/pipeline.rs"
extern "C" __global__ void pipelined_unchecked(const fc::f16* __restrict__ h, unsigned long long h_len, fc::f16* __restrict__ g, unsigned long long g_len) {
    fc::grid_dependency();
#line 31 "cases/pipeline.rs"
    __shared__ __align__(32) fc::f16 tile[256];
#line 32 "cases/pipeline.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 33 "cases/pipeline.rs"
    (void)(fc::cp_async_at<2ull, 16>(&(tile)[0], t * 2ull, &(h)[0] + fc::grid_1() * 2ull));
#line 34 "cases/pipeline.rs"
    fc::cp_async_wait_all();
#line 35 "cases/pipeline.rs"
    __syncthreads();
#line 36 "cases/pipeline.rs"
    g[fc::grid_1()] = tile[255ull - t];
}
