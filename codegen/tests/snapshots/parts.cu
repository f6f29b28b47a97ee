#define FC_WITH_COOPERATION 1
#include "ferrocuda.cuh"

__device__ float total_2eecadd7(fc::slice<const float> x, unsigned fc_depth);
template <int K, class... A> struct fc_p_total_2eecadd7 { typedef typename fc::param<K, decltype(&total_2eecadd7)>::type type; };
__device__ void scale_all_32ce1f89(fc::slice<float> y, float a, unsigned fc_depth);
template <int K, class... A> struct fc_p_scale_all_32ce1f89 { typedef typename fc::param<K, decltype(&scale_all_32ce1f89)>::type type; };

#line 5 "cases/parts.rs"
__device__ float total_2eecadd7(fc::slice<const float> x, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(5, 4));
#line 6 "cases/parts.rs"
    float s = 0.0f;
#line 7 "cases/parts.rs"
    unsigned long long fc_v = x.len;
    for (unsigned long long i = 0ull; i < fc_v; ++i) {
#line 8 "cases/parts.rs"
        s += x.ptr[i];
    }
#line 10 "cases/parts.rs"
    return s;
}

#line 14 "cases/parts.rs"
__device__ void scale_all_32ce1f89(fc::slice<float> y, float a, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(14, 4));
#line 15 "cases/parts.rs"
    unsigned long long fc_v = y.len;
    for (unsigned long long i = 0ull; i < fc_v; ++i) {
#line 16 "cases/parts.rs"
        y.ptr[i] *= a;
    }
}


#define FC_LEN_OF_parts(w) (0ull)
#line 21 "cases/parts.rs"
extern "C" __global__ void parts(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long w) {
    typedef typename fc_p_scale_all_32ce1f89<1, fc::slice<float>, fc::dflt<double>>::type fc_t1;
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 22 "cases/parts.rs"
    unsigned long long t = fc::grid_1();
#line 23 "cases/parts.rs"
    unsigned long long lo = t * w;
#line 24 "cases/parts.rs"
    if (lo + w <= x_len) {
#line 25 "cases/parts.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        fc::slice<const float> win;
        win = fc::subslice<const float>(x, x_len, lo, lo + w, false, FC_SITE(25, 21));
#line 26 "cases/parts.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        fc::slice<const float> head;
        head = fc::subslice<const float>(win.ptr, win.len, 0ull, 2ull, false, FC_SITE(26, 24));
#line 27 "cases/parts.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        fc::slice<float> out;
        out = fc::subslice<float>(y, y_len, lo, lo + w - 1ull, true, FC_SITE(27, 25));
#line 28 "cases/parts.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        scale_all_32ce1f89(fc::subslice<float>(out.ptr, out.len, 2ull, out.len, false, FC_SITE(28, 27)), fc::flit<fc_t1>(2.0f, 2.0), 1u);
#line 29 "cases/parts.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        float fc_v = total_2eecadd7(win, 1u) + (float)head.len;
        float fc_v_1 = fc_v + total_2eecadd7(fc::subslice<const float>(x, x_len, 0ull, x_len, false, FC_SITE(29, 59)), 1u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        out.ptr[fc::check_index_p(0ull, out.len, u_fc_pending, FC_LEN_OF_parts(u_fc_pending.site & 31u), FC_SITE(29, 9))] = fc_v_1;
#line 30 "cases/parts.rs"
        __shared__ __align__(128) float tile[64];
#line 31 "cases/parts.rs"
        __shared__ __align__(32) fc::array<float, 4> cube[4][4];
#line 32 "cases/parts.rs"
        float fc_v_2 = out.ptr[fc::check_index_p(1ull, out.len, u_fc_pending, FC_LEN_OF_parts(u_fc_pending.site & 31u), FC_SITE(32, 24))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        tile[fc::rem(t, 64ull, FC_SITE(32, 14))] = fc_v_2;
#line 33 "cases/parts.rs"
        float fc_v_3 = tile[0ull];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        cube[1ull][2ull][3ull] = fc_v_3;
#line 34 "cases/parts.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        float fc_v_4 = total_2eecadd7(fc::subslice<const float>(tile, 64ull, 8ull, 64ull, false, FC_SITE(34, 29)), 1u) + (float)((void)(cube[1ull][2ull]), 4ull);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        out.ptr[fc::check_index_p(1ull, out.len, u_fc_pending, FC_LEN_OF_parts(u_fc_pending.site & 31u), FC_SITE(34, 9))] = fc_v_4;
#line 35 "cases/parts.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
        fc::atomic_max(&out.ptr[fc::check_index(1ull, out.len, FC_SITE(35, 9))], total_2eecadd7(fc::subslice<const float>(x, x_len, lo + 1ull, x_len, false, FC_SITE(35, 37)), 1u));
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_parts);
}
