#include "ferrocuda.cuh"

__device__ float square_fa9dff6b(float x, unsigned fc_depth);
template <int K, class... A> struct fc_p_square_fa9dff6b { typedef typename fc::param<K, decltype(&square_fa9dff6b)>::type type; };
__device__ float norm2_bde9171c(float x, float y, unsigned fc_depth);
template <int K, class... A> struct fc_p_norm2_bde9171c { typedef typename fc::param<K, decltype(&norm2_bde9171c)>::type type; };
__device__ float window_sum_fed99c23(fc::slice<const float> x, unsigned long long center, unsigned fc_depth);
template <int K, class... A> struct fc_p_window_sum_fed99c23 { typedef typename fc::param<K, decltype(&window_sum_fed99c23)>::type type; };
__device__ void store_pair_d92b7c0b(fc::slice<float> out, unsigned long long i, float a, float b, unsigned fc_depth);
template <int K, class... A> struct fc_p_store_pair_d92b7c0b { typedef typename fc::param<K, decltype(&store_pair_d92b7c0b)>::type type; };
__device__ fc::tup2<long long, long long> min_max_b36d33d3(long long a, long long b, unsigned fc_depth);
template <int K, class... A> struct fc_p_min_max_b36d33d3 { typedef typename fc::param<K, decltype(&min_max_b36d33d3)>::type type; };
__device__ unsigned long long gcd_7851b7d9(unsigned long long a, unsigned long long b, unsigned fc_depth);
template <int K, class... A> struct fc_p_gcd_7851b7d9 { typedef typename fc::param<K, decltype(&gcd_7851b7d9)>::type type; };
template <unsigned long long FC_N0> __device__ float dot_n_ee9dcc22_t(fc::array<float, FC_N0> a, fc::array<float, FC_N0> b, unsigned fc_depth);
template <class... A> struct fc_t_dot_n_ee9dcc22 {
  static constexpr unsigned long long FC_N0 = fc::nth<0, A...>::type::len;
};
template <class... A> __device__ __forceinline__ auto dot_n_ee9dcc22(A... a) -> decltype(dot_n_ee9dcc22_t<fc_t_dot_n_ee9dcc22<A...>::FC_N0>(a...)) { return dot_n_ee9dcc22_t<fc_t_dot_n_ee9dcc22<A...>::FC_N0>(a...); }
template <int K, class... A> struct fc_p_dot_n_ee9dcc22;
template <class... A> struct fc_p_dot_n_ee9dcc22<0, A...> { typedef fc::array<float, fc_t_dot_n_ee9dcc22<A...>::FC_N0> type; };
template <class... A> struct fc_p_dot_n_ee9dcc22<1, A...> { typedef fc::array<float, fc_t_dot_n_ee9dcc22<A...>::FC_N0> type; };
template <class FC_T0, unsigned long long FC_N0> __device__ FC_T0 sum_sq_n_05599935_t(fc::array<FC_T0, FC_N0> a, unsigned fc_depth);
template <class... A> struct fc_t_sum_sq_n_05599935 {
  typedef typename fc::first_known<typename fc::nth<0, A...>::type::elem>::type FC_T0;
  static constexpr unsigned long long FC_N0 = fc::nth<0, A...>::type::len;
};
template <class... A> __device__ __forceinline__ auto sum_sq_n_05599935(A... a) -> decltype(sum_sq_n_05599935_t<typename fc_t_sum_sq_n_05599935<A...>::FC_T0, fc_t_sum_sq_n_05599935<A...>::FC_N0>(a...)) { return sum_sq_n_05599935_t<typename fc_t_sum_sq_n_05599935<A...>::FC_T0, fc_t_sum_sq_n_05599935<A...>::FC_N0>(a...); }
template <int K, class... A> struct fc_p_sum_sq_n_05599935;
template <class... A> struct fc_p_sum_sq_n_05599935<0, A...> { typedef fc::array<typename fc_t_sum_sq_n_05599935<A...>::FC_T0, fc_t_sum_sq_n_05599935<A...>::FC_N0> type; };

#line 6 "cases/device_fns.rs"
__device__ float square_fa9dff6b(float x, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(6, 4));
#line 7 "cases/device_fns.rs"
    return x * x;
}

#line 11 "cases/device_fns.rs"
__device__ float norm2_bde9171c(float x, float y, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(11, 4));
#line 12 "cases/device_fns.rs"
    return square_fa9dff6b(x, fc_depth + 1u) + square_fa9dff6b(y, fc_depth + 1u);
}

#line 16 "cases/device_fns.rs"
__device__ float window_sum_fed99c23(fc::slice<const float> x, unsigned long long center, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(16, 4));
#line 17 "cases/device_fns.rs"
    float s = 0.0f;
#line 18 "cases/device_fns.rs"
    unsigned long long fc_v = fc::min((center + 3ull), x.len);
    for (unsigned long long j = center; j < fc_v; ++j) {
#line 19 "cases/device_fns.rs"
        s += x.ptr[j];
    }
#line 21 "cases/device_fns.rs"
    return s;
}

#define FC_LEN_OF_store_pair_d92b7c0b(w) (0ull)
#line 25 "cases/device_fns.rs"
__device__ void store_pair_d92b7c0b(fc::slice<float> out, unsigned long long i, float a, float b, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(25, 4));
    fc::Pending u_fc_pending = {};
#line 26 "cases/device_fns.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_store_pair_d92b7c0b);
    out.ptr[fc::check_index_p(2ull * i, out.len, u_fc_pending, FC_LEN_OF_store_pair_d92b7c0b(u_fc_pending.site & 31u), FC_SITE(26, 5))] = a;
#line 27 "cases/device_fns.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_store_pair_d92b7c0b);
    out.ptr[fc::check_index_p(2ull * i + 1ull, out.len, u_fc_pending, FC_LEN_OF_store_pair_d92b7c0b(u_fc_pending.site & 31u), FC_SITE(27, 5))] = b;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_store_pair_d92b7c0b);
}

#line 31 "cases/device_fns.rs"
__device__ fc::tup2<long long, long long> min_max_b36d33d3(long long a, long long b, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(31, 4));
#line 32 "cases/device_fns.rs"
    if (a < b) {
#line 32 "cases/device_fns.rs"
        return fc::tup2<long long, long long>{a, b};
    }
    else {
#line 32 "cases/device_fns.rs"
        return fc::tup2<long long, long long>{b, a};
    }
}

#line 36 "cases/device_fns.rs"
__device__ unsigned long long gcd_7851b7d9(unsigned long long a, unsigned long long b, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(36, 4));
#line 37 "cases/device_fns.rs"
    if (b == 0ull) {
#line 37 "cases/device_fns.rs"
        return a;
    }
    else {
#line 37 "cases/device_fns.rs"
        return gcd_7851b7d9(b, fc::rem(a, b, FC_SITE(37, 35)), fc_depth + 1u);
    }
}

#line 55 "cases/device_fns.rs"
template <unsigned long long FC_N0> __device__ float dot_n_ee9dcc22_t(fc::array<float, FC_N0> a, fc::array<float, FC_N0> b, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(55, 4));
#line 56 "cases/device_fns.rs"
    float s = 0.0f;
#line 57 "cases/device_fns.rs"
    unsigned long long fc_v = FC_N0;
    for (unsigned long long k = 0ull; k < fc_v; ++k) {
#line 58 "cases/device_fns.rs"
        s += a[k] * b[k];
    }
#line 60 "cases/device_fns.rs"
    return s;
}

#line 64 "cases/device_fns.rs"
template <class FC_T0, unsigned long long FC_N0> __device__ FC_T0 sum_sq_n_05599935_t(fc::array<FC_T0, FC_N0> a, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(64, 4));
#line 65 "cases/device_fns.rs"
    FC_T0 s = fc::zero<FC_T0>();
#line 66 "cases/device_fns.rs"
    unsigned long long fc_v = FC_N0;
    for (unsigned long long k_2 = 0ull; k_2 < fc_v; ++k_2) {
#line 66 "cases/device_fns.rs"
        FC_T0 v = a[k_2];
#line 67 "cases/device_fns.rs"
        FC_T0 fc_v_1 = fc::mul(v, v);
        fc::add_assign(s, fc_v_1);
    }
#line 69 "cases/device_fns.rs"
    return s;
}


#if FC_ASSUMED
#line 41 "cases/device_fns.rs"
extern "C" __global__ void use_helpers(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ y, unsigned long long y_len, float* __restrict__ pairs, unsigned long long pairs_len, long long* __restrict__ ints, unsigned long long ints_len, float* __restrict__ out, unsigned long long out_len) {
    typedef typename fc_p_square_fa9dff6b<0, fc::dflt<double>>::type fc_t9;
    typedef typename fc_p_min_max_b36d33d3<1, long long, fc::dflt<int>>::type fc_t14;
    typedef typename fc_p_gcd_7851b7d9<1, unsigned long long, fc::dflt<int>>::type fc_t19;
    fc::grid_dependency();
#line 42 "cases/device_fns.rs"
    unsigned long long i = fc::grid_1();
#line 43 "cases/device_fns.rs"
    if (i < x_len) {
#line 44 "cases/device_fns.rs"
        float n = norm2_bde9171c(x[i], y[i], 1u);
#line 45 "cases/device_fns.rs"
        out[i] = sqrtf(n) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i, 1u) - 1.0f;
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i, n, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v = min_max_b36d33d3((long long)i, fc::ilit<fc_t14>(7ull), 1u);
        long long lo = fc_v.f0;
        long long hi = fc_v.f1;
#line 48 "cases/device_fns.rs"
        ints[i] = fc::add(fc::add(lo, hi), fc::as<long long>(gcd_7851b7d9((unsigned long long)i, fc::ilit<fc_t19>(12ull), 1u)));
    }
}
#if FC_LANES_TWIN
#line 41 "cases/device_fns.rs"
extern "C" __global__ void use_helpers_lanes(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ y, unsigned long long y_len, float* __restrict__ pairs, unsigned long long pairs_len, long long* __restrict__ ints, unsigned long long ints_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    typedef typename fc_p_square_fa9dff6b<0, fc::dflt<double>>::type fc_t9;
    typedef typename fc_p_min_max_b36d33d3<1, long long, fc::dflt<int>>::type fc_t14;
    typedef typename fc_p_gcd_7851b7d9<1, unsigned long long, fc::dflt<int>>::type fc_t19;
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
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    long long lo_l0;
    long long hi_l0;
    long long lo_l1;
    long long hi_l1;
    long long lo_l2;
    long long hi_l2;
    long long lo_l3;
    long long hi_l3;
    long long u_fc_sv_l0_1;
    long long u_fc_sv_l1_1;
    long long u_fc_sv_l2_1;
    long long u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 42 "cases/device_fns.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/device_fns.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/device_fns.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/device_fns.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 44 "cases/device_fns.rs"
        n_l0 = norm2_bde9171c(x[i_l0], y[i_l0], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 44 "cases/device_fns.rs"
        n_l1 = norm2_bde9171c(x[i_l1], y[i_l1], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 44 "cases/device_fns.rs"
        n_l2 = norm2_bde9171c(x[i_l2], y[i_l2], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 44 "cases/device_fns.rs"
        n_l3 = norm2_bde9171c(x[i_l3], y[i_l3], 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
        u_fc_sv_l0 = sqrtf(n_l0) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l0, 1u) - 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
        u_fc_sv_l1 = sqrtf(n_l1) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l1, 1u) - 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
        u_fc_sv_l2 = sqrtf(n_l2) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l2, 1u) - 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
        u_fc_sv_l3 = sqrtf(n_l3) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l3, 1u) - 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/device_fns.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/device_fns.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/device_fns.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/device_fns.rs"
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l0, n_l0, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l1, n_l1, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l2, n_l2, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l3, n_l3, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v = min_max_b36d33d3((long long)i_l0, fc::ilit<fc_t14>(7ull), 1u);
        lo_l0 = fc_v.f0;
        hi_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_1 = min_max_b36d33d3((long long)i_l1, fc::ilit<fc_t14>(7ull), 1u);
        lo_l1 = fc_v_1.f0;
        hi_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_2 = min_max_b36d33d3((long long)i_l2, fc::ilit<fc_t14>(7ull), 1u);
        lo_l2 = fc_v_2.f0;
        hi_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_3 = min_max_b36d33d3((long long)i_l3, fc::ilit<fc_t14>(7ull), 1u);
        lo_l3 = fc_v_3.f0;
        hi_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
        u_fc_sv_l0_1 = fc::add(fc::add(lo_l0, hi_l0), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l0, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
        u_fc_sv_l1_1 = fc::add(fc::add(lo_l1, hi_l1), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l1, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
        u_fc_sv_l2_1 = fc::add(fc::add(lo_l2, hi_l2), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l2, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
        u_fc_sv_l3_1 = fc::add(fc::add(lo_l3, hi_l3), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l3, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/device_fns.rs"
        ints[i_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/device_fns.rs"
        ints[i_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/device_fns.rs"
        ints[i_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/device_fns.rs"
        ints[i_l3] = u_fc_sv_l3_1;
    }
}
#if FC_VECTOR_LANES
#line 41 "cases/device_fns.rs"
extern "C" __global__ void use_helpers_lanes_v(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ y, unsigned long long y_len, float* __restrict__ pairs, unsigned long long pairs_len, long long* __restrict__ ints, unsigned long long ints_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    typedef typename fc_p_square_fa9dff6b<0, fc::dflt<double>>::type fc_t9;
    typedef typename fc_p_min_max_b36d33d3<1, long long, fc::dflt<int>>::type fc_t14;
    typedef typename fc_p_gcd_7851b7d9<1, unsigned long long, fc::dflt<int>>::type fc_t19;
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, long long>();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_per = blockDim.x / FC_VLANES;
    const unsigned u_fc_bx = blockIdx.x * FC_VLANES + threadIdx.x / u_fc_per;
    const unsigned u_fc_tx_l0 = fc::vlane_thread_x(u_fc_group, 0u);
    const unsigned u_fc_tx_l1 = fc::vlane_thread_x(u_fc_group, 1u);
    const unsigned u_fc_tx_l2 = fc::vlane_thread_x(u_fc_group, 2u);
    const unsigned u_fc_tx_l3 = fc::vlane_thread_x(u_fc_group, 3u);
    const unsigned u_fc_tx_l4 = fc::vlane_thread_x(u_fc_group, 4u);
    const unsigned u_fc_tx_l5 = fc::vlane_thread_x(u_fc_group, 5u);
    const unsigned u_fc_tx_l6 = fc::vlane_thread_x(u_fc_group, 6u);
    const unsigned u_fc_tx_l7 = fc::vlane_thread_x(u_fc_group, 7u);
    bool u_fc_alive_l0 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l4 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l5 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l6 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l7 = u_fc_bx < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    __align__(16) float u_fc_vec_1[FC_VLANES];
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float n_l4;
    float n_l5;
    float n_l6;
    float n_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    long long lo_l0;
    long long hi_l0;
    long long lo_l1;
    long long hi_l1;
    long long lo_l2;
    long long hi_l2;
    long long lo_l3;
    long long hi_l3;
    long long lo_l4;
    long long hi_l4;
    long long lo_l5;
    long long hi_l5;
    long long lo_l6;
    long long hi_l6;
    long long lo_l7;
    long long hi_l7;
    __align__(16) long long u_fc_sv_1[FC_VLANES];
    long long u_fc_sv_l0_1;
    long long u_fc_sv_l1_1;
    long long u_fc_sv_l2_1;
    long long u_fc_sv_l3_1;
    long long u_fc_sv_l4_1;
    long long u_fc_sv_l5_1;
    long long u_fc_sv_l6_1;
    long long u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 42 "cases/device_fns.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/device_fns.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/device_fns.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/device_fns.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 42 "cases/device_fns.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 42 "cases/device_fns.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 42 "cases/device_fns.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 42 "cases/device_fns.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    bool u_fc_c_l4 = false;
    bool u_fc_c_l5 = false;
    bool u_fc_c_l6 = false;
    bool u_fc_c_l7 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/device_fns.rs"
            n_l0 = norm2_bde9171c(u_fc_vec[0], u_fc_vec_1[0], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/device_fns.rs"
            n_l1 = norm2_bde9171c(u_fc_vec[1], u_fc_vec_1[1], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/device_fns.rs"
            n_l2 = norm2_bde9171c(u_fc_vec[2], u_fc_vec_1[2], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/device_fns.rs"
            n_l3 = norm2_bde9171c(u_fc_vec[3], u_fc_vec_1[3], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/device_fns.rs"
            n_l4 = norm2_bde9171c(u_fc_vec[4], u_fc_vec_1[4], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/device_fns.rs"
            n_l5 = norm2_bde9171c(u_fc_vec[5], u_fc_vec_1[5], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/device_fns.rs"
            n_l6 = norm2_bde9171c(u_fc_vec[6], u_fc_vec_1[6], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/device_fns.rs"
            n_l7 = norm2_bde9171c(u_fc_vec[7], u_fc_vec_1[7], 1u);
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/device_fns.rs"
            n_l0 = norm2_bde9171c(x[i_l0], y[i_l0], 1u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/device_fns.rs"
            n_l1 = norm2_bde9171c(x[i_l1], y[i_l1], 1u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/device_fns.rs"
            n_l2 = norm2_bde9171c(x[i_l2], y[i_l2], 1u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/device_fns.rs"
            n_l3 = norm2_bde9171c(x[i_l3], y[i_l3], 1u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/device_fns.rs"
            n_l4 = norm2_bde9171c(x[i_l4], y[i_l4], 1u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/device_fns.rs"
            n_l5 = norm2_bde9171c(x[i_l5], y[i_l5], 1u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/device_fns.rs"
            n_l6 = norm2_bde9171c(x[i_l6], y[i_l6], 1u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/device_fns.rs"
            n_l7 = norm2_bde9171c(x[i_l7], y[i_l7], 1u);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[0] = sqrtf(n_l0) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l0, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[1] = sqrtf(n_l1) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l1, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[2] = sqrtf(n_l2) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l2, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[3] = sqrtf(n_l3) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l3, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[4] = sqrtf(n_l4) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l4, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[5] = sqrtf(n_l5) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l5, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[6] = sqrtf(n_l6) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l6, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/device_fns.rs"
            u_fc_sv[7] = sqrtf(n_l7) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l7, 1u) - 1.0f;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l0 = sqrtf(n_l0) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l0, 1u) - 1.0f;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l1 = sqrtf(n_l1) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l1, 1u) - 1.0f;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l2 = sqrtf(n_l2) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l2, 1u) - 1.0f;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l3 = sqrtf(n_l3) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l3, 1u) - 1.0f;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l4 = sqrtf(n_l4) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l4, 1u) - 1.0f;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l5 = sqrtf(n_l5) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l5, 1u) - 1.0f;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l6 = sqrtf(n_l6) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l6, 1u) - 1.0f;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/device_fns.rs"
            u_fc_sv_l7 = sqrtf(n_l7) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l7, 1u) - 1.0f;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/device_fns.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/device_fns.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/device_fns.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/device_fns.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 45 "cases/device_fns.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 45 "cases/device_fns.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 45 "cases/device_fns.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 45 "cases/device_fns.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l0, n_l0, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l1, n_l1, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l2, n_l2, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l3, n_l3, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l4, n_l4, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l5, n_l5, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l6, n_l6, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/device_fns.rs"
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l7, n_l7, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v = min_max_b36d33d3((long long)i_l0, fc::ilit<fc_t14>(7ull), 1u);
        lo_l0 = fc_v.f0;
        hi_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_1 = min_max_b36d33d3((long long)i_l1, fc::ilit<fc_t14>(7ull), 1u);
        lo_l1 = fc_v_1.f0;
        hi_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_2 = min_max_b36d33d3((long long)i_l2, fc::ilit<fc_t14>(7ull), 1u);
        lo_l2 = fc_v_2.f0;
        hi_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_3 = min_max_b36d33d3((long long)i_l3, fc::ilit<fc_t14>(7ull), 1u);
        lo_l3 = fc_v_3.f0;
        hi_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_4 = min_max_b36d33d3((long long)i_l4, fc::ilit<fc_t14>(7ull), 1u);
        lo_l4 = fc_v_4.f0;
        hi_l4 = fc_v_4.f1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_5 = min_max_b36d33d3((long long)i_l5, fc::ilit<fc_t14>(7ull), 1u);
        lo_l5 = fc_v_5.f0;
        hi_l5 = fc_v_5.f1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_6 = min_max_b36d33d3((long long)i_l6, fc::ilit<fc_t14>(7ull), 1u);
        lo_l6 = fc_v_6.f0;
        hi_l6 = fc_v_6.f1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 47 "cases/device_fns.rs"
        fc::tup2<long long, long long> fc_v_7 = min_max_b36d33d3((long long)i_l7, fc::ilit<fc_t14>(7ull), 1u);
        lo_l7 = fc_v_7.f0;
        hi_l7 = fc_v_7.f1;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(ints, ints_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[0] = fc::add(fc::add(lo_l0, hi_l0), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l0, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[1] = fc::add(fc::add(lo_l1, hi_l1), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l1, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[2] = fc::add(fc::add(lo_l2, hi_l2), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l2, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[3] = fc::add(fc::add(lo_l3, hi_l3), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l3, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[4] = fc::add(fc::add(lo_l4, hi_l4), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l4, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[5] = fc::add(fc::add(lo_l5, hi_l5), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l5, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[6] = fc::add(fc::add(lo_l6, hi_l6), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l6, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_1[7] = fc::add(fc::add(lo_l7, hi_l7), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l7, fc::ilit<fc_t19>(12ull), 1u)));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(ints, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l0_1 = fc::add(fc::add(lo_l0, hi_l0), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l0, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l1_1 = fc::add(fc::add(lo_l1, hi_l1), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l1, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l2_1 = fc::add(fc::add(lo_l2, hi_l2), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l2, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l3_1 = fc::add(fc::add(lo_l3, hi_l3), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l3, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l4_1 = fc::add(fc::add(lo_l4, hi_l4), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l4, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l5_1 = fc::add(fc::add(lo_l5, hi_l5), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l5, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l6_1 = fc::add(fc::add(lo_l6, hi_l6), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l6, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 48 "cases/device_fns.rs"
            u_fc_sv_l7_1 = fc::add(fc::add(lo_l7, hi_l7), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l7, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/device_fns.rs"
            ints[i_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/device_fns.rs"
            ints[i_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/device_fns.rs"
            ints[i_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/device_fns.rs"
            ints[i_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 48 "cases/device_fns.rs"
            ints[i_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 48 "cases/device_fns.rs"
            ints[i_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 48 "cases/device_fns.rs"
            ints[i_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 48 "cases/device_fns.rs"
            ints[i_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_use_helpers(w) (0ull)
#line 41 "cases/device_fns.rs"
extern "C" __global__ void use_helpers(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ y, unsigned long long y_len, float* __restrict__ pairs, unsigned long long pairs_len, long long* __restrict__ ints, unsigned long long ints_len, float* __restrict__ out, unsigned long long out_len) {
    typedef typename fc_p_square_fa9dff6b<0, fc::dflt<double>>::type fc_t9;
    typedef typename fc_p_min_max_b36d33d3<1, long long, fc::dflt<int>>::type fc_t14;
    typedef typename fc_p_gcd_7851b7d9<1, unsigned long long, fc::dflt<int>>::type fc_t19;
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 42 "cases/device_fns.rs"
    unsigned long long i = fc::grid_1();
#line 43 "cases/device_fns.rs"
    if (i < x_len) {
#line 44 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
        float n = norm2_bde9171c(x[i], y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_use_helpers(u_fc_pending.site & 31u), FC_SITE(44, 29))], 1u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
        float fc_v = sqrtf(n) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i, 1u) - 1.0f;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_use_helpers(u_fc_pending.site & 31u), FC_SITE(45, 9))] = fc_v;
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i, n, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
        fc::tup2<long long, long long> fc_v_1 = min_max_b36d33d3((long long)i, fc::ilit<fc_t14>(7ull), 1u);
        long long lo = fc_v_1.f0;
        long long hi = fc_v_1.f1;
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
        long long fc_v_2 = fc::add(fc::add(lo, hi), fc::as<long long>(gcd_7851b7d9((unsigned long long)i, fc::ilit<fc_t19>(12ull), 1u)));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
        ints[fc::check_index_p(i, ints_len, u_fc_pending, FC_LEN_OF_use_helpers(u_fc_pending.site & 31u), FC_SITE(48, 9))] = fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_use_helpers);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_use_helpers_lanes(w) (0ull)
#line 41 "cases/device_fns.rs"
extern "C" __global__ void use_helpers_lanes(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ y, unsigned long long y_len, float* __restrict__ pairs, unsigned long long pairs_len, long long* __restrict__ ints, unsigned long long ints_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    typedef typename fc_p_square_fa9dff6b<0, fc::dflt<double>>::type fc_t9;
    typedef typename fc_p_min_max_b36d33d3<1, long long, fc::dflt<int>>::type fc_t14;
    typedef typename fc_p_gcd_7851b7d9<1, unsigned long long, fc::dflt<int>>::type fc_t19;
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l0 = {};
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l1 = {};
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l2 = {};
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l3 = {};
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    long long lo_l0;
    long long hi_l0;
    long long lo_l1;
    long long hi_l1;
    long long lo_l2;
    long long hi_l2;
    long long lo_l3;
    long long hi_l3;
    long long u_fc_sv_l0_1;
    long long u_fc_sv_l1_1;
    long long u_fc_sv_l2_1;
    long long u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 42 "cases/device_fns.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/device_fns.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/device_fns.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/device_fns.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 44 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
        n_l0 = norm2_bde9171c(x[i_l0], y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l0.site & 31u), FC_SITE(44, 29))], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 44 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
        n_l1 = norm2_bde9171c(x[i_l1], y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l1.site & 31u), FC_SITE(44, 29))], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 44 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
        n_l2 = norm2_bde9171c(x[i_l2], y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l2.site & 31u), FC_SITE(44, 29))], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 44 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
        n_l3 = norm2_bde9171c(x[i_l3], y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l3.site & 31u), FC_SITE(44, 29))], 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l0 = sqrtf(n_l0) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l0, 1u) - 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l1 = sqrtf(n_l1) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l1, 1u) - 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l2 = sqrtf(n_l2) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l2, 1u) - 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l3 = sqrtf(n_l3) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l3, 1u) - 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l0.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l1.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l2.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l3.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l0, n_l0, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l1, n_l1, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l2, n_l2, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l3, n_l3, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
        fc::tup2<long long, long long> fc_v = min_max_b36d33d3((long long)i_l0, fc::ilit<fc_t14>(7ull), 1u);
        lo_l0 = fc_v.f0;
        hi_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
        fc::tup2<long long, long long> fc_v_1 = min_max_b36d33d3((long long)i_l1, fc::ilit<fc_t14>(7ull), 1u);
        lo_l1 = fc_v_1.f0;
        hi_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
        fc::tup2<long long, long long> fc_v_2 = min_max_b36d33d3((long long)i_l2, fc::ilit<fc_t14>(7ull), 1u);
        lo_l2 = fc_v_2.f0;
        hi_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
        fc::tup2<long long, long long> fc_v_3 = min_max_b36d33d3((long long)i_l3, fc::ilit<fc_t14>(7ull), 1u);
        lo_l3 = fc_v_3.f0;
        hi_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l0_1 = fc::add(fc::add(lo_l0, hi_l0), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l0, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l1_1 = fc::add(fc::add(lo_l1, hi_l1), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l1, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l2_1 = fc::add(fc::add(lo_l2, hi_l2), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l2, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
        u_fc_sv_l3_1 = fc::add(fc::add(lo_l3, hi_l3), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l3, fc::ilit<fc_t19>(12ull), 1u)));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
        ints[fc::check_index_p(i_l0, ints_len, u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l0.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
        ints[fc::check_index_p(i_l1, ints_len, u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l1.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
        ints[fc::check_index_p(i_l2, ints_len, u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l2.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
        ints[fc::check_index_p(i_l3, ints_len, u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes(u_fc_pending_l3.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_use_helpers_lanes_v(w) (0ull)
#line 41 "cases/device_fns.rs"
extern "C" __global__ void use_helpers_lanes_v(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ y, unsigned long long y_len, float* __restrict__ pairs, unsigned long long pairs_len, long long* __restrict__ ints, unsigned long long ints_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    typedef typename fc_p_square_fa9dff6b<0, fc::dflt<double>>::type fc_t9;
    typedef typename fc_p_min_max_b36d33d3<1, long long, fc::dflt<int>>::type fc_t14;
    typedef typename fc_p_gcd_7851b7d9<1, unsigned long long, fc::dflt<int>>::type fc_t19;
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, long long>();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_per = blockDim.x / FC_VLANES;
    const unsigned u_fc_bx = blockIdx.x * FC_VLANES + threadIdx.x / u_fc_per;
    const unsigned u_fc_tx_l0 = fc::vlane_thread_x(u_fc_group, 0u);
    const unsigned u_fc_tx_l1 = fc::vlane_thread_x(u_fc_group, 1u);
    const unsigned u_fc_tx_l2 = fc::vlane_thread_x(u_fc_group, 2u);
    const unsigned u_fc_tx_l3 = fc::vlane_thread_x(u_fc_group, 3u);
    const unsigned u_fc_tx_l4 = fc::vlane_thread_x(u_fc_group, 4u);
    const unsigned u_fc_tx_l5 = fc::vlane_thread_x(u_fc_group, 5u);
    const unsigned u_fc_tx_l6 = fc::vlane_thread_x(u_fc_group, 6u);
    const unsigned u_fc_tx_l7 = fc::vlane_thread_x(u_fc_group, 7u);
    bool u_fc_alive_l0 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l0 = {};
    bool u_fc_alive_l1 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l1 = {};
    bool u_fc_alive_l2 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l2 = {};
    bool u_fc_alive_l3 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l3 = {};
    bool u_fc_alive_l4 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l4 = {};
    bool u_fc_alive_l5 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l5 = {};
    bool u_fc_alive_l6 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l6 = {};
    bool u_fc_alive_l7 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l7 = {};
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    __align__(16) float u_fc_vec_1[FC_VLANES];
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float n_l4;
    float n_l5;
    float n_l6;
    float n_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    long long lo_l0;
    long long hi_l0;
    long long lo_l1;
    long long hi_l1;
    long long lo_l2;
    long long hi_l2;
    long long lo_l3;
    long long hi_l3;
    long long lo_l4;
    long long hi_l4;
    long long lo_l5;
    long long hi_l5;
    long long lo_l6;
    long long hi_l6;
    long long lo_l7;
    long long hi_l7;
    __align__(16) long long u_fc_sv_1[FC_VLANES];
    long long u_fc_sv_l0_1;
    long long u_fc_sv_l1_1;
    long long u_fc_sv_l2_1;
    long long u_fc_sv_l3_1;
    long long u_fc_sv_l4_1;
    long long u_fc_sv_l5_1;
    long long u_fc_sv_l6_1;
    long long u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 42 "cases/device_fns.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/device_fns.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/device_fns.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/device_fns.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 42 "cases/device_fns.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 42 "cases/device_fns.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 42 "cases/device_fns.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 42 "cases/device_fns.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    bool u_fc_c_l4 = false;
    bool u_fc_c_l5 = false;
    bool u_fc_c_l6 = false;
    bool u_fc_c_l7 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 43 "cases/device_fns.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            n_l0 = norm2_bde9171c(u_fc_vec[0], u_fc_vec_1[0], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            n_l1 = norm2_bde9171c(u_fc_vec[1], u_fc_vec_1[1], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            n_l2 = norm2_bde9171c(u_fc_vec[2], u_fc_vec_1[2], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            n_l3 = norm2_bde9171c(u_fc_vec[3], u_fc_vec_1[3], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            n_l4 = norm2_bde9171c(u_fc_vec[4], u_fc_vec_1[4], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            n_l5 = norm2_bde9171c(u_fc_vec[5], u_fc_vec_1[5], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            n_l6 = norm2_bde9171c(u_fc_vec[6], u_fc_vec_1[6], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            n_l7 = norm2_bde9171c(u_fc_vec[7], u_fc_vec_1[7], 1u);
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            n_l0 = norm2_bde9171c(x[i_l0], y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(44, 29))], 1u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            n_l1 = norm2_bde9171c(x[i_l1], y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(44, 29))], 1u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            n_l2 = norm2_bde9171c(x[i_l2], y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(44, 29))], 1u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            n_l3 = norm2_bde9171c(x[i_l3], y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(44, 29))], 1u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            n_l4 = norm2_bde9171c(x[i_l4], y[fc::check_index_p(i_l4, y_len, u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(44, 29))], 1u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            n_l5 = norm2_bde9171c(x[i_l5], y[fc::check_index_p(i_l5, y_len, u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(44, 29))], 1u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            n_l6 = norm2_bde9171c(x[i_l6], y[fc::check_index_p(i_l6, y_len, u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(44, 29))], 1u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            n_l7 = norm2_bde9171c(x[i_l7], y[fc::check_index_p(i_l7, y_len, u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(44, 29))], 1u);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[0] = sqrtf(n_l0) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l0, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[1] = sqrtf(n_l1) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l1, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[2] = sqrtf(n_l2) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l2, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[3] = sqrtf(n_l3) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l3, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[4] = sqrtf(n_l4) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l4, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[5] = sqrtf(n_l5) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l5, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[6] = sqrtf(n_l6) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l6, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv[7] = sqrtf(n_l7) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l7, 1u) - 1.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l0 = sqrtf(n_l0) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l0, 1u) - 1.0f;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l1 = sqrtf(n_l1) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l1, 1u) - 1.0f;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l2 = sqrtf(n_l2) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l2, 1u) - 1.0f;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l3 = sqrtf(n_l3) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l3, 1u) - 1.0f;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l4 = sqrtf(n_l4) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l4, 1u) - 1.0f;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l5 = sqrtf(n_l5) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l5, 1u) - 1.0f;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l6 = sqrtf(n_l6) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l6, 1u) - 1.0f;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l7 = sqrtf(n_l7) * 2.0f + window_sum_fed99c23(fc::slice<const float>{x, x_len}, i_l7, 1u) - 1.0f;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(45, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l0, n_l0, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l1, n_l1, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l2, n_l2, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l3, n_l3, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l4, n_l4, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l5, n_l5, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l6, n_l6, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
        store_pair_d92b7c0b(fc::slice<float>{pairs, pairs_len}, i_l7, n_l7, square_fa9dff6b(fc::flit<fc_t9>(3.0f, 3.0), 1u), 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v = min_max_b36d33d3((long long)i_l0, fc::ilit<fc_t14>(7ull), 1u);
        lo_l0 = fc_v.f0;
        hi_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v_1 = min_max_b36d33d3((long long)i_l1, fc::ilit<fc_t14>(7ull), 1u);
        lo_l1 = fc_v_1.f0;
        hi_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v_2 = min_max_b36d33d3((long long)i_l2, fc::ilit<fc_t14>(7ull), 1u);
        lo_l2 = fc_v_2.f0;
        hi_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v_3 = min_max_b36d33d3((long long)i_l3, fc::ilit<fc_t14>(7ull), 1u);
        lo_l3 = fc_v_3.f0;
        hi_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v_4 = min_max_b36d33d3((long long)i_l4, fc::ilit<fc_t14>(7ull), 1u);
        lo_l4 = fc_v_4.f0;
        hi_l4 = fc_v_4.f1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v_5 = min_max_b36d33d3((long long)i_l5, fc::ilit<fc_t14>(7ull), 1u);
        lo_l5 = fc_v_5.f0;
        hi_l5 = fc_v_5.f1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v_6 = min_max_b36d33d3((long long)i_l6, fc::ilit<fc_t14>(7ull), 1u);
        lo_l6 = fc_v_6.f0;
        hi_l6 = fc_v_6.f1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 47 "cases/device_fns.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
        fc::tup2<long long, long long> fc_v_7 = min_max_b36d33d3((long long)i_l7, fc::ilit<fc_t14>(7ull), 1u);
        lo_l7 = fc_v_7.f0;
        hi_l7 = fc_v_7.f1;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(ints, ints_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[0] = fc::add(fc::add(lo_l0, hi_l0), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l0, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[1] = fc::add(fc::add(lo_l1, hi_l1), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l1, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[2] = fc::add(fc::add(lo_l2, hi_l2), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l2, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[3] = fc::add(fc::add(lo_l3, hi_l3), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l3, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[4] = fc::add(fc::add(lo_l4, hi_l4), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l4, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[5] = fc::add(fc::add(lo_l5, hi_l5), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l5, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[6] = fc::add(fc::add(lo_l6, hi_l6), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l6, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_1[7] = fc::add(fc::add(lo_l7, hi_l7), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l7, fc::ilit<fc_t19>(12ull), 1u)));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(ints, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l0_1 = fc::add(fc::add(lo_l0, hi_l0), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l0, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l1_1 = fc::add(fc::add(lo_l1, hi_l1), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l1, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l2_1 = fc::add(fc::add(lo_l2, hi_l2), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l2, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l3_1 = fc::add(fc::add(lo_l3, hi_l3), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l3, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l4_1 = fc::add(fc::add(lo_l4, hi_l4), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l4, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l5_1 = fc::add(fc::add(lo_l5, hi_l5), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l5, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l6_1 = fc::add(fc::add(lo_l6, hi_l6), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l6, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            u_fc_sv_l7_1 = fc::add(fc::add(lo_l7, hi_l7), fc::as<long long>(gcd_7851b7d9((unsigned long long)i_l7, fc::ilit<fc_t19>(12ull), 1u)));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l0, ints_len, u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l1, ints_len, u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l2, ints_len, u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l3, ints_len, u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l4, ints_len, u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l5, ints_len, u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l6, ints_len, u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 48 "cases/device_fns.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
            ints[fc::check_index_p(i_l7, ints_len, u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l7_1;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_use_helpers_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_use_helpers_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_use_helpers_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_use_helpers_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_use_helpers_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_use_helpers_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_use_helpers_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_use_helpers_lanes_v);
    }
}
#endif
#endif
#endif

#line 73 "cases/device_fns.rs"
extern "C" __global__ void use_array_lengths(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len) {
    typedef typename fc_p_dot_n_ee9dcc22<1, fc::array<float, 3>, fc::array<fc::dflt<double>, 3>>::type fc_t2;
    typedef fc_t2::elem fc_t3;
    typedef typename fc_p_sum_sq_n_05599935<0, fc::array<fc::dflt<double>, 4>>::type fc_t8;
    typedef fc_t8::elem fc_t9;
    fc::grid_dependency();
#line 74 "cases/device_fns.rs"
    unsigned long long i = fc::grid_1();
#line 75 "cases/device_fns.rs"
    if (i + 2ull < x_len && i < out_len) {
#line 76 "cases/device_fns.rs"
        fc::array<float, 3> a = fc::array<float, 3>{{x[i], x[i + 1ull], x[i + 2ull]}};
#line 77 "cases/device_fns.rs"
        out[i] = dot_n_ee9dcc22(a, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
    }
}
#if FC_LANES_TWIN
#line 73 "cases/device_fns.rs"
extern "C" __global__ void use_array_lengths_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    typedef typename fc_p_dot_n_ee9dcc22<1, fc::array<float, 3>, fc::array<fc::dflt<double>, 3>>::type fc_t2;
    typedef fc_t2::elem fc_t3;
    typedef typename fc_p_sum_sq_n_05599935<0, fc::array<fc::dflt<double>, 4>>::type fc_t8;
    typedef fc_t8::elem fc_t9;
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
    fc::array<float, 3> a_l0;
    fc::array<float, 3> a_l1;
    fc::array<float, 3> a_l2;
    fc::array<float, 3> a_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 74 "cases/device_fns.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 74 "cases/device_fns.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 74 "cases/device_fns.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 74 "cases/device_fns.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l0 = i_l0 + 2ull < x_len && i_l0 < out_len;
    }
    if (u_fc_alive_l1) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l1 = i_l1 + 2ull < x_len && i_l1 < out_len;
    }
    if (u_fc_alive_l2) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l2 = i_l2 + 2ull < x_len && i_l2 < out_len;
    }
    if (u_fc_alive_l3) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l3 = i_l3 + 2ull < x_len && i_l3 < out_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 76 "cases/device_fns.rs"
        a_l0 = fc::array<float, 3>{{x[i_l0], x[i_l0 + 1ull], x[i_l0 + 2ull]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 76 "cases/device_fns.rs"
        a_l1 = fc::array<float, 3>{{x[i_l1], x[i_l1 + 1ull], x[i_l1 + 2ull]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 76 "cases/device_fns.rs"
        a_l2 = fc::array<float, 3>{{x[i_l2], x[i_l2 + 1ull], x[i_l2 + 2ull]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 76 "cases/device_fns.rs"
        a_l3 = fc::array<float, 3>{{x[i_l3], x[i_l3 + 1ull], x[i_l3 + 2ull]}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 77 "cases/device_fns.rs"
        u_fc_sv_l0 = dot_n_ee9dcc22(a_l0, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l0, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 77 "cases/device_fns.rs"
        u_fc_sv_l1 = dot_n_ee9dcc22(a_l1, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l1, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 77 "cases/device_fns.rs"
        u_fc_sv_l2 = dot_n_ee9dcc22(a_l2, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l2, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 77 "cases/device_fns.rs"
        u_fc_sv_l3 = dot_n_ee9dcc22(a_l3, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l3, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 77 "cases/device_fns.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 77 "cases/device_fns.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 77 "cases/device_fns.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 77 "cases/device_fns.rs"
        out[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 73 "cases/device_fns.rs"
extern "C" __global__ void use_array_lengths_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    typedef typename fc_p_dot_n_ee9dcc22<1, fc::array<float, 3>, fc::array<fc::dflt<double>, 3>>::type fc_t2;
    typedef fc_t2::elem fc_t3;
    typedef typename fc_p_sum_sq_n_05599935<0, fc::array<fc::dflt<double>, 4>>::type fc_t8;
    typedef fc_t8::elem fc_t9;
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float>();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_per = blockDim.x / FC_VLANES;
    const unsigned u_fc_bx = blockIdx.x * FC_VLANES + threadIdx.x / u_fc_per;
    const unsigned u_fc_tx_l0 = fc::vlane_thread_x(u_fc_group, 0u);
    const unsigned u_fc_tx_l1 = fc::vlane_thread_x(u_fc_group, 1u);
    const unsigned u_fc_tx_l2 = fc::vlane_thread_x(u_fc_group, 2u);
    const unsigned u_fc_tx_l3 = fc::vlane_thread_x(u_fc_group, 3u);
    const unsigned u_fc_tx_l4 = fc::vlane_thread_x(u_fc_group, 4u);
    const unsigned u_fc_tx_l5 = fc::vlane_thread_x(u_fc_group, 5u);
    const unsigned u_fc_tx_l6 = fc::vlane_thread_x(u_fc_group, 6u);
    const unsigned u_fc_tx_l7 = fc::vlane_thread_x(u_fc_group, 7u);
    bool u_fc_alive_l0 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l4 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l5 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l6 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l7 = u_fc_bx < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    __align__(16) float u_fc_vec_1[FC_VLANES];
    __align__(16) float u_fc_vec_2[FC_VLANES];
    fc::array<float, 3> a_l0;
    fc::array<float, 3> a_l1;
    fc::array<float, 3> a_l2;
    fc::array<float, 3> a_l3;
    fc::array<float, 3> a_l4;
    fc::array<float, 3> a_l5;
    fc::array<float, 3> a_l6;
    fc::array<float, 3> a_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 74 "cases/device_fns.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 74 "cases/device_fns.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 74 "cases/device_fns.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 74 "cases/device_fns.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 74 "cases/device_fns.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 74 "cases/device_fns.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 74 "cases/device_fns.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 74 "cases/device_fns.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    bool u_fc_c_l4 = false;
    bool u_fc_c_l5 = false;
    bool u_fc_c_l6 = false;
    bool u_fc_c_l7 = false;
    if (u_fc_alive_l0) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l0 = i_l0 + 2ull < x_len && i_l0 < out_len;
    }
    if (u_fc_alive_l1) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l1 = i_l1 + 2ull < x_len && i_l1 < out_len;
    }
    if (u_fc_alive_l2) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l2 = i_l2 + 2ull < x_len && i_l2 < out_len;
    }
    if (u_fc_alive_l3) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l3 = i_l3 + 2ull < x_len && i_l3 < out_len;
    }
    if (u_fc_alive_l4) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l4 = i_l4 + 2ull < x_len && i_l4 < out_len;
    }
    if (u_fc_alive_l5) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l5 = i_l5 + 2ull < x_len && i_l5 < out_len;
    }
    if (u_fc_alive_l6) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l6 = i_l6 + 2ull < x_len && i_l6 < out_len;
    }
    if (u_fc_alive_l7) {
#line 75 "cases/device_fns.rs"
        u_fc_c_l7 = i_l7 + 2ull < x_len && i_l7 < out_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 + 2ull), (i_l1 + 2ull), (i_l2 + 2ull), (i_l3 + 2ull), (i_l4 + 2ull), (i_l5 + 2ull), (i_l6 + 2ull), (i_l7 + 2ull))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_1, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull));
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_2, (i_l0 + 2ull), (i_l1 + 2ull), (i_l2 + 2ull), (i_l3 + 2ull), (i_l4 + 2ull), (i_l5 + 2ull), (i_l6 + 2ull), (i_l7 + 2ull));
        {
#line 76 "cases/device_fns.rs"
            a_l0 = fc::array<float, 3>{{u_fc_vec[0], u_fc_vec_1[0], u_fc_vec_2[0]}};
        }
        {
#line 76 "cases/device_fns.rs"
            a_l1 = fc::array<float, 3>{{u_fc_vec[1], u_fc_vec_1[1], u_fc_vec_2[1]}};
        }
        {
#line 76 "cases/device_fns.rs"
            a_l2 = fc::array<float, 3>{{u_fc_vec[2], u_fc_vec_1[2], u_fc_vec_2[2]}};
        }
        {
#line 76 "cases/device_fns.rs"
            a_l3 = fc::array<float, 3>{{u_fc_vec[3], u_fc_vec_1[3], u_fc_vec_2[3]}};
        }
        {
#line 76 "cases/device_fns.rs"
            a_l4 = fc::array<float, 3>{{u_fc_vec[4], u_fc_vec_1[4], u_fc_vec_2[4]}};
        }
        {
#line 76 "cases/device_fns.rs"
            a_l5 = fc::array<float, 3>{{u_fc_vec[5], u_fc_vec_1[5], u_fc_vec_2[5]}};
        }
        {
#line 76 "cases/device_fns.rs"
            a_l6 = fc::array<float, 3>{{u_fc_vec[6], u_fc_vec_1[6], u_fc_vec_2[6]}};
        }
        {
#line 76 "cases/device_fns.rs"
            a_l7 = fc::array<float, 3>{{u_fc_vec[7], u_fc_vec_1[7], u_fc_vec_2[7]}};
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 76 "cases/device_fns.rs"
            a_l0 = fc::array<float, 3>{{x[i_l0], x[i_l0 + 1ull], x[i_l0 + 2ull]}};
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 76 "cases/device_fns.rs"
            a_l1 = fc::array<float, 3>{{x[i_l1], x[i_l1 + 1ull], x[i_l1 + 2ull]}};
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 76 "cases/device_fns.rs"
            a_l2 = fc::array<float, 3>{{x[i_l2], x[i_l2 + 1ull], x[i_l2 + 2ull]}};
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 76 "cases/device_fns.rs"
            a_l3 = fc::array<float, 3>{{x[i_l3], x[i_l3 + 1ull], x[i_l3 + 2ull]}};
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 76 "cases/device_fns.rs"
            a_l4 = fc::array<float, 3>{{x[i_l4], x[i_l4 + 1ull], x[i_l4 + 2ull]}};
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 76 "cases/device_fns.rs"
            a_l5 = fc::array<float, 3>{{x[i_l5], x[i_l5 + 1ull], x[i_l5 + 2ull]}};
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 76 "cases/device_fns.rs"
            a_l6 = fc::array<float, 3>{{x[i_l6], x[i_l6 + 1ull], x[i_l6 + 2ull]}};
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 76 "cases/device_fns.rs"
            a_l7 = fc::array<float, 3>{{x[i_l7], x[i_l7 + 1ull], x[i_l7 + 2ull]}};
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[0] = dot_n_ee9dcc22(a_l0, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l0, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[1] = dot_n_ee9dcc22(a_l1, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l1, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[2] = dot_n_ee9dcc22(a_l2, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l2, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[3] = dot_n_ee9dcc22(a_l3, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l3, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[4] = dot_n_ee9dcc22(a_l4, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l4, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[5] = dot_n_ee9dcc22(a_l5, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l5, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[6] = dot_n_ee9dcc22(a_l6, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l6, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 77 "cases/device_fns.rs"
            u_fc_sv[7] = dot_n_ee9dcc22(a_l7, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l7, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l0 = dot_n_ee9dcc22(a_l0, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l0, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l1 = dot_n_ee9dcc22(a_l1, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l1, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l2 = dot_n_ee9dcc22(a_l2, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l2, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l3 = dot_n_ee9dcc22(a_l3, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l3, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l4 = dot_n_ee9dcc22(a_l4, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l4, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l5 = dot_n_ee9dcc22(a_l5, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l5, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l6 = dot_n_ee9dcc22(a_l6, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l6, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 77 "cases/device_fns.rs"
            u_fc_sv_l7 = dot_n_ee9dcc22(a_l7, fc::array<fc_t3, 3>{{fc::flit<fc_t3>(2.0f, 2.0), fc::flit<fc_t3>(0.5f, 0.5), fc::flit<fc_t3>(1.0f, 1.0)}}, 1u) + sum_sq_n_05599935(a_l7, 1u) + fc::as<float>(sum_sq_n_05599935(fc::array<fc_t9, 4>{{fc::flit<fc_t9>(0.5f, 0.5), fc::flit<fc_t9>(1.5f, 1.5), fc::flit<fc_t9>(2.5f, 2.5), fc::flit<fc_t9>(3.5f, 3.5)}}, 1u));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 77 "cases/device_fns.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 77 "cases/device_fns.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 77 "cases/device_fns.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 77 "cases/device_fns.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 77 "cases/device_fns.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 77 "cases/device_fns.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 77 "cases/device_fns.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 77 "cases/device_fns.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
