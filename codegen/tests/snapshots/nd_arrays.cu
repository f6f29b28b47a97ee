#include "ferrocuda.cuh"

__device__ float lane_sum_d744f30b(fc::nd<const float, 1> r, unsigned fc_depth);
template <int K, class... A> struct fc_p_lane_sum_d744f30b { typedef typename fc::param<K, decltype(&lane_sum_d744f30b)>::type type; };
__device__ void bump_7c231d4d(fc::nd<int, 3> m, fc::array<unsigned long long, 3> at, unsigned fc_depth);
template <int K, class... A> struct fc_p_bump_7c231d4d { typedef typename fc::param<K, decltype(&bump_7c231d4d)>::type type; };

#line 15 "cases/nd_arrays.rs"
__device__ float lane_sum_d744f30b(fc::nd<const float, 1> r, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(15, 8));
#line 16 "cases/nd_arrays.rs"
    float s = 0.0f;
#line 17 "cases/nd_arrays.rs"
    unsigned long long fc_v = fc::nd_len(r.d);
    for (unsigned long long k = 0ull; k < fc_v; ++k) {
#line 18 "cases/nd_arrays.rs"
        s += r.ptr[fc::nd_off(r.d, {k})];
    }
#line 20 "cases/nd_arrays.rs"
    return s;
}

#define FC_LEN_OF_bump_7c231d4d(w) (0ull)
#line 24 "cases/nd_arrays.rs"
__device__ void bump_7c231d4d(fc::nd<int, 3> m, fc::array<unsigned long long, 3> at, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(24, 8));
    fc::Pending u_fc_pending = {};
#line 25 "cases/nd_arrays.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_bump_7c231d4d);
    fc::add_assign(m.ptr[fc::nd_check_p(m.d, at.v, u_fc_pending, FC_LEN_OF_bump_7c231d4d(u_fc_pending.site & 31u), FC_SITE(25, 5))], 1);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_bump_7c231d4d);
}


#define FC_LEN_OF_transpose(w) (0ull)
#line 6 "cases/nd_arrays.rs"
extern "C" __global__ void transpose(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ b, fc::dims<2> b_d) {
    fc::Pending u_fc_pending = {};
    fc::unit_inner(a_d);
    fc::unit_inner(b_d);
#line 7 "cases/nd_arrays.rs"
    unsigned long long col = fc::grid_1();
    unsigned long long row = fc::grid_y();
#line 8 "cases/nd_arrays.rs"
    fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
    unsigned long long rows = fc_v.f0;
    unsigned long long cols = fc_v.f1;
#line 9 "cases/nd_arrays.rs"
    if (row < rows && col < cols) {
#line 10 "cases/nd_arrays.rs"
        float fc_v_1 = a[fc::nd_off(a_d, {row, col})];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose);
        b[fc::nd_check_p(b_d, {col, row}, u_fc_pending, FC_LEN_OF_transpose(u_fc_pending.site & 31u), FC_SITE(10, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose);
}

#define FC_LEN_OF_queries(w) (0ull)
#line 29 "cases/nd_arrays.rs"
extern "C" __global__ void queries(const float* __restrict__ a, fc::dims<2> a_d, int* __restrict__ v, fc::dims<3> v_d, unsigned int* __restrict__ h, fc::dims<2> h_d, float* __restrict__ out, unsigned long long out_len) {
    fc::Pending u_fc_pending = {};
    fc::unit_inner(a_d);
    fc::unit_inner(v_d);
    fc::unit_inner(h_d);
#line 30 "cases/nd_arrays.rs"
    unsigned long long i = fc::grid_1();
#line 31 "cases/nd_arrays.rs"
    if (i < (unsigned long long)a_d.n[0]) {
#line 32 "cases/nd_arrays.rs"
        fc::array<long long, 2> st = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_queries);
        fc::nd<const float, 1> fc_v = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        float fc_v_1 = lane_sum_d744f30b(fc::nd_row(a, a_d, i, FC_SITE(33, 30)), 1u) + fc_v.ptr[fc::nd_check_p(fc_v.d, {i}, u_fc_pending, FC_LEN_OF_queries(u_fc_pending.site & 31u), FC_SITE(33, 40))] + (float)st[0ull];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_queries);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_queries(u_fc_pending.site & 31u), FC_SITE(33, 9))] = fc_v_1;
#line 34 "cases/nd_arrays.rs"
        fc::array<unsigned long long, 3> s = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_queries);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i, s[0ull], FC_SITE(35, 18)), 0ull, s[2ull] - 1ull}}, 1u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_queries);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
#line 37 "cases/nd_arrays.rs"
        float n = a[fc::nd_off(a_d, {i, 0ull})];
#line 38 "cases/nd_arrays.rs"
        float fc_v_2 = n + (float)fc::nd_len(a_d);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_queries);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_queries(u_fc_pending.site & 31u), FC_SITE(38, 9))] += fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_queries);
}
