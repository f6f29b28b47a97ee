#define FC_WITH_VECTORS 1
#include "ferrocuda.cuh"

__device__ float sum4_1f651983(fc::slice<const float> x, unsigned long long i, unsigned fc_depth);
template <int K, class... A> struct fc_p_sum4_1f651983 { typedef typename fc::param<K, decltype(&sum4_1f651983)>::type type; };

#line 6 "cases/vectors.rs"
__device__ float sum4_1f651983(fc::slice<const float> x, unsigned long long i, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(6, 4));
#line 7 "cases/vectors.rs"
    fc::array<float, 4> v = fc::vload<4ull, 1>(&(x.ptr)[0], x.len, i, FC_SITE(7, 15));
#line 8 "cases/vectors.rs"
    return v[0ull] + v[1ull] + v[2ull] + v[3ull];
}


#if FC_ASSUMED
#line 12 "cases/vectors.rs"
extern "C" __global__ void __launch_bounds__(256, 2) vectors(const float* __restrict__ x, unsigned long long x_len, const fc::f16* __restrict__ h, unsigned long long h_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ g, unsigned long long g_len) {
    fc::grid_dependency();
    fc::assume_block(256u);
#line 13 "cases/vectors.rs"
    unsigned long long i = fc::grid_1() * 4ull;
#line 14 "cases/vectors.rs"
    __shared__ __align__(32) float tile[1024];
#line 15 "cases/vectors.rs"
    __shared__ __align__(32) float rows[128][8];
#line 16 "cases/vectors.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 17 "cases/vectors.rs"
    if (i + 4ull <= x_len) {
#line 18 "cases/vectors.rs"
        fc::array<float, 4> v = fc::vload_at<4ull, 1>(&(x)[0], i);
#line 19 "cases/vectors.rs"
        (void)(fc::vstore_at<4ull, 16>(&(tile)[0], t * 4ull, v));
#line 20 "cases/vectors.rs"
        (void)(fc::vstore_at<4ull, fc::known_align(sizeof(float) * 8ull)>(&(rows[fc::rem(t, 128ull, FC_SITE(20, 14))])[0], 4ull, fc::array<float, 4>{{v[3ull], v[2ull], v[1ull], v[0ull]}}));
    }
#line 22 "cases/vectors.rs"
    __syncthreads();
#line 23 "cases/vectors.rs"
    if (i + 4ull <= y_len) {
#line 24 "cases/vectors.rs"
        fc::array<float, 4> w = fc::vload_at<4ull, 16>(&(tile)[0], t * 4ull);
#line 25 "cases/vectors.rs"
        fc::array<float, 2> r = fc::vload_at<2ull, fc::known_align(sizeof(float) * 8ull)>(&(rows[fc::rem(t, 128ull, FC_SITE(25, 22))])[0], 4ull);
#line 26 "cases/vectors.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i, fc::array<float, 4>{{w[0ull] + r[0ull], w[1ull] + r[1ull], w[2ull], sum4_1f651983(fc::slice<const float>{x, x_len}, i, 1u)}}));
    }
#line 28 "cases/vectors.rs"
    unsigned long long k = fc::grid_1() * 8ull;
#line 29 "cases/vectors.rs"
    if (k + 8ull <= g_len) {
#line 30 "cases/vectors.rs"
        fc::array<fc::f16, 8> e = fc::vload_at<8ull, 1>(&(h)[0], k);
#line 31 "cases/vectors.rs"
        e[7ull] = e[0ull];
#line 32 "cases/vectors.rs"
        (void)(fc::vstore_at<8ull, 1>(&(g)[0], k, e));
    }
}
#else
#line 12 "cases/vectors.rs"
extern "C" __global__ void __launch_bounds__(256, 2) vectors(const float* __restrict__ x, unsigned long long x_len, const fc::f16* __restrict__ h, unsigned long long h_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ g, unsigned long long g_len) {
    fc::grid_dependency();
    fc::assume_block(256u);
#line 13 "cases/vectors.rs"
    unsigned long long i = fc::grid_1() * 4ull;
#line 14 "cases/vectors.rs"
    __shared__ __align__(32) float tile[1024];
#line 15 "cases/vectors.rs"
    __shared__ __align__(32) float rows[128][8];
#line 16 "cases/vectors.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 17 "cases/vectors.rs"
    if (i + 4ull <= x_len) {
#line 18 "cases/vectors.rs"
        fc::array<float, 4> v = fc::vload_at<4ull, 1>(&(x)[0], i);
#line 19 "cases/vectors.rs"
        (void)(fc::vstore_at<4ull, 16>(&(tile)[0], t * 4ull, v));
#line 20 "cases/vectors.rs"
        (void)(fc::vstore_at<4ull, fc::known_align(sizeof(float) * 8ull)>(&(rows[fc::rem(t, 128ull, FC_SITE(20, 14))])[0], 4ull, fc::array<float, 4>{{v[3ull], v[2ull], v[1ull], v[0ull]}}));
    }
#line 22 "cases/vectors.rs"
    __syncthreads();
#line 23 "cases/vectors.rs"
    if (i + 4ull <= y_len) {
#line 24 "cases/vectors.rs"
        fc::array<float, 4> w = fc::vload_at<4ull, 16>(&(tile)[0], t * 4ull);
#line 25 "cases/vectors.rs"
        fc::array<float, 2> r = fc::vload_at<2ull, fc::known_align(sizeof(float) * 8ull)>(&(rows[fc::rem(t, 128ull, FC_SITE(25, 22))])[0], 4ull);
#line 26 "cases/vectors.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i, fc::array<float, 4>{{w[0ull] + r[0ull], w[1ull] + r[1ull], w[2ull], sum4_1f651983(fc::slice<const float>{x, x_len}, i, 1u)}}));
    }
#line 28 "cases/vectors.rs"
    unsigned long long k = fc::grid_1() * 8ull;
#line 29 "cases/vectors.rs"
    if (k + 8ull <= g_len) {
#line 30 "cases/vectors.rs"
        fc::array<fc::f16, 8> e = fc::vload<8ull, 1>(&(h)[0], h_len, k, FC_SITE(30, 23));
#line 31 "cases/vectors.rs"
        e[7ull] = e[0ull];
#line 32 "cases/vectors.rs"
        (void)(fc::vstore_at<8ull, 1>(&(g)[0], k, e));
    }
}
#endif

#line 37 "cases/vectors.rs"
extern "C" __global__ void __maxnreg__(32) vectors_unchecked(const unsigned char* __restrict__ x, unsigned long long x_len, unsigned char* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 38 "cases/vectors.rs"
    unsigned long long i = fc::grid_1() * 16ull;
#line 39 "cases/vectors.rs"
    if (i + 16ull <= y_len) {
#line 40 "cases/vectors.rs"
        fc::array<unsigned char, 16> v = fc::vload_at<16ull, 1>(&(x)[0], i);
#line 41 "cases/vectors.rs"
        v[0ull] = v[15ull];
#line 42 "cases/vectors.rs"
        (void)(fc::vstore_at<16ull, 1>(&(y)[0], i, v));
    }
}
#if FC_LANES_TWIN
#line 37 "cases/vectors.rs"
extern "C" __global__ void __maxnreg__(32) vectors_unchecked_lanes(const unsigned char* __restrict__ x, unsigned long long x_len, unsigned char* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    fc::array<unsigned char, 16> v_l0;
    fc::array<unsigned char, 16> v_l1;
    fc::array<unsigned char, 16> v_l2;
    fc::array<unsigned char, 16> v_l3;
    if (u_fc_alive_l0) {
#line 38 "cases/vectors.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0) * 16ull;
    }
    if (u_fc_alive_l1) {
#line 38 "cases/vectors.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1) * 16ull;
    }
    if (u_fc_alive_l2) {
#line 38 "cases/vectors.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2) * 16ull;
    }
    if (u_fc_alive_l3) {
#line 38 "cases/vectors.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3) * 16ull;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 39 "cases/vectors.rs"
        u_fc_c_l0 = i_l0 + 16ull <= y_len;
    }
    if (u_fc_alive_l1) {
#line 39 "cases/vectors.rs"
        u_fc_c_l1 = i_l1 + 16ull <= y_len;
    }
    if (u_fc_alive_l2) {
#line 39 "cases/vectors.rs"
        u_fc_c_l2 = i_l2 + 16ull <= y_len;
    }
    if (u_fc_alive_l3) {
#line 39 "cases/vectors.rs"
        u_fc_c_l3 = i_l3 + 16ull <= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 40 "cases/vectors.rs"
        v_l0 = fc::vload_at<16ull, 1>(&(x)[0], i_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 40 "cases/vectors.rs"
        v_l1 = fc::vload_at<16ull, 1>(&(x)[0], i_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 40 "cases/vectors.rs"
        v_l2 = fc::vload_at<16ull, 1>(&(x)[0], i_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 40 "cases/vectors.rs"
        v_l3 = fc::vload_at<16ull, 1>(&(x)[0], i_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 41 "cases/vectors.rs"
        v_l0[0ull] = v_l0[15ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 41 "cases/vectors.rs"
        v_l1[0ull] = v_l1[15ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 41 "cases/vectors.rs"
        v_l2[0ull] = v_l2[15ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 41 "cases/vectors.rs"
        v_l3[0ull] = v_l3[15ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 42 "cases/vectors.rs"
        (void)(fc::vstore_at<16ull, 1>(&(y)[0], i_l0, v_l0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 42 "cases/vectors.rs"
        (void)(fc::vstore_at<16ull, 1>(&(y)[0], i_l1, v_l1));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 42 "cases/vectors.rs"
        (void)(fc::vstore_at<16ull, 1>(&(y)[0], i_l2, v_l2));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 42 "cases/vectors.rs"
        (void)(fc::vstore_at<16ull, 1>(&(y)[0], i_l3, v_l3));
    }
}
#endif

#if FC_ASSUMED
#line 47 "cases/vectors.rs"
extern "C" __global__ void __launch_bounds__(128) bounded(const double* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::assume_block(128u);
#line 48 "cases/vectors.rs"
    unsigned long long i = fc::grid_1() * 2ull;
#line 49 "cases/vectors.rs"
    if (i + 2ull <= y_len) {
#line 50 "cases/vectors.rs"
        fc::array<double, 2> v = fc::vload_at<2ull, 1>(&(x)[0], i);
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i, fc::array<double, 2>{{v[1ull], v[0ull]}}));
    }
}
#if FC_LANES_TWIN
#line 47 "cases/vectors.rs"
extern "C" __global__ void __launch_bounds__(128) bounded_lanes(const double* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    fc::array<double, 2> v_l0;
    fc::array<double, 2> v_l1;
    fc::array<double, 2> v_l2;
    fc::array<double, 2> v_l3;
    if (u_fc_alive_l0) {
#line 48 "cases/vectors.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0) * 2ull;
    }
    if (u_fc_alive_l1) {
#line 48 "cases/vectors.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1) * 2ull;
    }
    if (u_fc_alive_l2) {
#line 48 "cases/vectors.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2) * 2ull;
    }
    if (u_fc_alive_l3) {
#line 48 "cases/vectors.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3) * 2ull;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 49 "cases/vectors.rs"
        u_fc_c_l0 = i_l0 + 2ull <= y_len;
    }
    if (u_fc_alive_l1) {
#line 49 "cases/vectors.rs"
        u_fc_c_l1 = i_l1 + 2ull <= y_len;
    }
    if (u_fc_alive_l2) {
#line 49 "cases/vectors.rs"
        u_fc_c_l2 = i_l2 + 2ull <= y_len;
    }
    if (u_fc_alive_l3) {
#line 49 "cases/vectors.rs"
        u_fc_c_l3 = i_l3 + 2ull <= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 50 "cases/vectors.rs"
        v_l0 = fc::vload_at<2ull, 1>(&(x)[0], i_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 50 "cases/vectors.rs"
        v_l1 = fc::vload_at<2ull, 1>(&(x)[0], i_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 50 "cases/vectors.rs"
        v_l2 = fc::vload_at<2ull, 1>(&(x)[0], i_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 50 "cases/vectors.rs"
        v_l3 = fc::vload_at<2ull, 1>(&(x)[0], i_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l0, fc::array<double, 2>{{v_l0[1ull], v_l0[0ull]}}));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l1, fc::array<double, 2>{{v_l1[1ull], v_l1[0ull]}}));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l2, fc::array<double, 2>{{v_l2[1ull], v_l2[0ull]}}));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l3, fc::array<double, 2>{{v_l3[1ull], v_l3[0ull]}}));
    }
}
#endif
#else
#line 47 "cases/vectors.rs"
extern "C" __global__ void __launch_bounds__(128) bounded(const double* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::assume_block(128u);
#line 48 "cases/vectors.rs"
    unsigned long long i = fc::grid_1() * 2ull;
#line 49 "cases/vectors.rs"
    if (i + 2ull <= y_len) {
#line 50 "cases/vectors.rs"
        fc::array<double, 2> v = fc::vload<2ull, 1>(&(x)[0], x_len, i, FC_SITE(50, 19));
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i, fc::array<double, 2>{{v[1ull], v[0ull]}}));
    }
}
#if FC_LANES_TWIN
#line 47 "cases/vectors.rs"
extern "C" __global__ void __launch_bounds__(128) bounded_lanes(const double* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    fc::array<double, 2> v_l0;
    fc::array<double, 2> v_l1;
    fc::array<double, 2> v_l2;
    fc::array<double, 2> v_l3;
    if (u_fc_alive_l0) {
#line 48 "cases/vectors.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0) * 2ull;
    }
    if (u_fc_alive_l1) {
#line 48 "cases/vectors.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1) * 2ull;
    }
    if (u_fc_alive_l2) {
#line 48 "cases/vectors.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2) * 2ull;
    }
    if (u_fc_alive_l3) {
#line 48 "cases/vectors.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3) * 2ull;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 49 "cases/vectors.rs"
        u_fc_c_l0 = i_l0 + 2ull <= y_len;
    }
    if (u_fc_alive_l1) {
#line 49 "cases/vectors.rs"
        u_fc_c_l1 = i_l1 + 2ull <= y_len;
    }
    if (u_fc_alive_l2) {
#line 49 "cases/vectors.rs"
        u_fc_c_l2 = i_l2 + 2ull <= y_len;
    }
    if (u_fc_alive_l3) {
#line 49 "cases/vectors.rs"
        u_fc_c_l3 = i_l3 + 2ull <= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 50 "cases/vectors.rs"
        v_l0 = fc::vload<2ull, 1>(&(x)[0], x_len, i_l0, FC_SITE(50, 19));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 50 "cases/vectors.rs"
        v_l1 = fc::vload<2ull, 1>(&(x)[0], x_len, i_l1, FC_SITE(50, 19));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 50 "cases/vectors.rs"
        v_l2 = fc::vload<2ull, 1>(&(x)[0], x_len, i_l2, FC_SITE(50, 19));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 50 "cases/vectors.rs"
        v_l3 = fc::vload<2ull, 1>(&(x)[0], x_len, i_l3, FC_SITE(50, 19));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l0, fc::array<double, 2>{{v_l0[1ull], v_l0[0ull]}}));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l1, fc::array<double, 2>{{v_l1[1ull], v_l1[0ull]}}));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l2, fc::array<double, 2>{{v_l2[1ull], v_l2[0ull]}}));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 51 "cases/vectors.rs"
        (void)(fc::vstore_at<2ull, 1>(&(y)[0], i_l3, fc::array<double, 2>{{v_l3[1ull], v_l3[0ull]}}));
    }
}
#endif
#endif
