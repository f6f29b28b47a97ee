#define FC_WITH_COOPERATION 1
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


#if FC_ASSUMED
#line 6 "cases/nd_arrays.rs"
extern "C" __global__ void transpose(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ b, fc::dims<2> b_d) {
    fc::grid_dependency();
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
        b[fc::nd_off(b_d, {col, row})] = a[fc::nd_off(a_d, {row, col})];
    }
}
#if FC_LANES_TWIN
#line 6 "cases/nd_arrays.rs"
extern "C" __global__ void transpose_lanes(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ b, fc::dims<2> b_d, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(a_d);
    fc::unit_inner(b_d);
    unsigned long long col_l0;
    unsigned long long row_l0;
    unsigned long long col_l1;
    unsigned long long row_l1;
    unsigned long long col_l2;
    unsigned long long row_l2;
    unsigned long long col_l3;
    unsigned long long row_l3;
    unsigned long long rows_l0;
    unsigned long long cols_l0;
    unsigned long long rows_l1;
    unsigned long long cols_l1;
    unsigned long long rows_l2;
    unsigned long long cols_l2;
    unsigned long long rows_l3;
    unsigned long long cols_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 7 "cases/nd_arrays.rs"
        col_l0 = fc::lane_grid_1(u_fc_bx_l0);
        row_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 7 "cases/nd_arrays.rs"
        col_l1 = fc::lane_grid_1(u_fc_bx_l1);
        row_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 7 "cases/nd_arrays.rs"
        col_l2 = fc::lane_grid_1(u_fc_bx_l2);
        row_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 7 "cases/nd_arrays.rs"
        col_l3 = fc::lane_grid_1(u_fc_bx_l3);
        row_l3 = fc::grid_y();
    }
    if (u_fc_alive_l0) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l0 = fc_v.f0;
        cols_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_1 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l1 = fc_v_1.f0;
        cols_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_2 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l2 = fc_v_2.f0;
        cols_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_3 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l3 = fc_v_3.f0;
        cols_l3 = fc_v_3.f1;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l0 = row_l0 < rows_l0 && col_l0 < cols_l0;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l1 = row_l1 < rows_l1 && col_l1 < cols_l1;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l2 = row_l2 < rows_l2 && col_l2 < cols_l2;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l3 = row_l3 < rows_l3 && col_l3 < cols_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l0 = a[fc::nd_off(a_d, {row_l0, col_l0})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l1 = a[fc::nd_off(a_d, {row_l1, col_l1})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l2 = a[fc::nd_off(a_d, {row_l2, col_l2})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l3 = a[fc::nd_off(a_d, {row_l3, col_l3})];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/nd_arrays.rs"
        b[fc::nd_off(b_d, {col_l0, row_l0})] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/nd_arrays.rs"
        b[fc::nd_off(b_d, {col_l1, row_l1})] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/nd_arrays.rs"
        b[fc::nd_off(b_d, {col_l2, row_l2})] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/nd_arrays.rs"
        b[fc::nd_off(b_d, {col_l3, row_l3})] = u_fc_sv_l3;
    }
}
#endif
#else
#define FC_LEN_OF_transpose(w) (0ull)
#line 6 "cases/nd_arrays.rs"
extern "C" __global__ void transpose(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ b, fc::dims<2> b_d) {
    fc::grid_dependency();
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
#if FC_LANES_TWIN
#define FC_LEN_OF_transpose_lanes(w) (0ull)
#line 6 "cases/nd_arrays.rs"
extern "C" __global__ void transpose_lanes(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ b, fc::dims<2> b_d, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(a_d);
    fc::unit_inner(b_d);
    unsigned long long col_l0;
    unsigned long long row_l0;
    unsigned long long col_l1;
    unsigned long long row_l1;
    unsigned long long col_l2;
    unsigned long long row_l2;
    unsigned long long col_l3;
    unsigned long long row_l3;
    unsigned long long rows_l0;
    unsigned long long cols_l0;
    unsigned long long rows_l1;
    unsigned long long cols_l1;
    unsigned long long rows_l2;
    unsigned long long cols_l2;
    unsigned long long rows_l3;
    unsigned long long cols_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 7 "cases/nd_arrays.rs"
        col_l0 = fc::lane_grid_1(u_fc_bx_l0);
        row_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 7 "cases/nd_arrays.rs"
        col_l1 = fc::lane_grid_1(u_fc_bx_l1);
        row_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 7 "cases/nd_arrays.rs"
        col_l2 = fc::lane_grid_1(u_fc_bx_l2);
        row_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 7 "cases/nd_arrays.rs"
        col_l3 = fc::lane_grid_1(u_fc_bx_l3);
        row_l3 = fc::grid_y();
    }
    if (u_fc_alive_l0) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l0 = fc_v.f0;
        cols_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_1 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l1 = fc_v_1.f0;
        cols_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_2 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l2 = fc_v_2.f0;
        cols_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3) {
#line 8 "cases/nd_arrays.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_3 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
        rows_l3 = fc_v_3.f0;
        cols_l3 = fc_v_3.f1;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l0 = row_l0 < rows_l0 && col_l0 < cols_l0;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l1 = row_l1 < rows_l1 && col_l1 < cols_l1;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l2 = row_l2 < rows_l2 && col_l2 < cols_l2;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/nd_arrays.rs"
        u_fc_c_l3 = row_l3 < rows_l3 && col_l3 < cols_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l0 = a[fc::nd_off(a_d, {row_l0, col_l0})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l1 = a[fc::nd_off(a_d, {row_l1, col_l1})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l2 = a[fc::nd_off(a_d, {row_l2, col_l2})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/nd_arrays.rs"
        u_fc_sv_l3 = a[fc::nd_off(a_d, {row_l3, col_l3})];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 10 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_transpose_lanes);
        b[fc::nd_check_p(b_d, {col_l0, row_l0}, u_fc_pending_l0, FC_LEN_OF_transpose_lanes(u_fc_pending_l0.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 10 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_transpose_lanes);
        b[fc::nd_check_p(b_d, {col_l1, row_l1}, u_fc_pending_l1, FC_LEN_OF_transpose_lanes(u_fc_pending_l1.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 10 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_transpose_lanes);
        b[fc::nd_check_p(b_d, {col_l2, row_l2}, u_fc_pending_l2, FC_LEN_OF_transpose_lanes(u_fc_pending_l2.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 10 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_transpose_lanes);
        b[fc::nd_check_p(b_d, {col_l3, row_l3}, u_fc_pending_l3, FC_LEN_OF_transpose_lanes(u_fc_pending_l3.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_transpose_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_transpose_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_transpose_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_transpose_lanes);
    }
}
#endif
#endif

#if FC_ASSUMED
#define FC_LEN_OF_queries(w) (0ull)
#line 29 "cases/nd_arrays.rs"
extern "C" __global__ void queries(const float* __restrict__ a, fc::dims<2> a_d, int* __restrict__ v, fc::dims<3> v_d, unsigned int* __restrict__ h, fc::dims<2> h_d, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
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
        out[i] = fc_v_1;
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
        out[i] += fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_queries);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_queries_lanes(w) (0ull)
#line 29 "cases/nd_arrays.rs"
extern "C" __global__ void queries_lanes(const float* __restrict__ a, fc::dims<2> a_d, int* __restrict__ v, fc::dims<3> v_d, unsigned int* __restrict__ h, fc::dims<2> h_d, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(a_d);
    fc::unit_inner(v_d);
    fc::unit_inner(h_d);
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    fc::array<long long, 2> st_l0;
    fc::array<long long, 2> st_l1;
    fc::array<long long, 2> st_l2;
    fc::array<long long, 2> st_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    fc::array<unsigned long long, 3> s_l0;
    fc::array<unsigned long long, 3> s_l1;
    fc::array<unsigned long long, 3> s_l2;
    fc::array<unsigned long long, 3> s_l3;
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 30 "cases/nd_arrays.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/nd_arrays.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/nd_arrays.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/nd_arrays.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l0 = i_l0 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l1) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l1 = i_l1 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l2) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l2 = i_l2 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l3) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l3 = i_l3 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 32 "cases/nd_arrays.rs"
        st_l0 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 32 "cases/nd_arrays.rs"
        st_l1 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 32 "cases/nd_arrays.rs"
        st_l2 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 32 "cases/nd_arrays.rs"
        st_l3 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l0 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l0, FC_SITE(33, 30)), 1u) + fc_v.ptr[fc::nd_check_p(fc_v.d, {i_l0}, u_fc_pending_l0, FC_LEN_OF_queries_lanes(u_fc_pending_l0.site & 31u), FC_SITE(33, 40))] + (float)st_l0[0ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v_1 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l1 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l1, FC_SITE(33, 30)), 1u) + fc_v_1.ptr[fc::nd_check_p(fc_v_1.d, {i_l1}, u_fc_pending_l1, FC_LEN_OF_queries_lanes(u_fc_pending_l1.site & 31u), FC_SITE(33, 40))] + (float)st_l1[0ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v_2 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l2 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l2, FC_SITE(33, 30)), 1u) + fc_v_2.ptr[fc::nd_check_p(fc_v_2.d, {i_l2}, u_fc_pending_l2, FC_LEN_OF_queries_lanes(u_fc_pending_l2.site & 31u), FC_SITE(33, 40))] + (float)st_l2[0ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v_3 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l3 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l3, FC_SITE(33, 30)), 1u) + fc_v_3.ptr[fc::nd_check_p(fc_v_3.d, {i_l3}, u_fc_pending_l3, FC_LEN_OF_queries_lanes(u_fc_pending_l3.site & 31u), FC_SITE(33, 40))] + (float)st_l3[0ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/nd_arrays.rs"
        s_l0 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/nd_arrays.rs"
        s_l1 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/nd_arrays.rs"
        s_l2 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/nd_arrays.rs"
        s_l3 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l0, s_l0[0ull], FC_SITE(35, 18)), 0ull, s_l0[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l1, s_l1[0ull], FC_SITE(35, 18)), 0ull, s_l1[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l2, s_l2[0ull], FC_SITE(35, 18)), 0ull, s_l2[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l3, s_l3[0ull], FC_SITE(35, 18)), 0ull, s_l3[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l0, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l1, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l2, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l3, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/nd_arrays.rs"
        n_l0 = a[fc::nd_off(a_d, {i_l0, 0ull})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/nd_arrays.rs"
        n_l1 = a[fc::nd_off(a_d, {i_l1, 0ull})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/nd_arrays.rs"
        n_l2 = a[fc::nd_off(a_d, {i_l2, 0ull})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/nd_arrays.rs"
        n_l3 = a[fc::nd_off(a_d, {i_l3, 0ull})];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l0 = n_l0 + (float)fc::nd_len(a_d);
        u_fc_old_l0 = out[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l1 = n_l1 + (float)fc::nd_len(a_d);
        u_fc_old_l1 = out[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l2 = n_l2 + (float)fc::nd_len(a_d);
        u_fc_old_l2 = out[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l3 = n_l3 + (float)fc::nd_len(a_d);
        u_fc_old_l3 = out[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        out[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        out[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        out[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        out[i_l3] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_queries_lanes_v(w) (0ull)
#line 29 "cases/nd_arrays.rs"
extern "C" __global__ void queries_lanes_v(const float* __restrict__ a, fc::dims<2> a_d, int* __restrict__ v, fc::dims<3> v_d, unsigned int* __restrict__ h, fc::dims<2> h_d, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(a_d);
    fc::unit_inner(v_d);
    fc::unit_inner(h_d);
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    fc::array<long long, 2> st_l0;
    fc::array<long long, 2> st_l1;
    fc::array<long long, 2> st_l2;
    fc::array<long long, 2> st_l3;
    fc::array<long long, 2> st_l4;
    fc::array<long long, 2> st_l5;
    fc::array<long long, 2> st_l6;
    fc::array<long long, 2> st_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    fc::array<unsigned long long, 3> s_l0;
    fc::array<unsigned long long, 3> s_l1;
    fc::array<unsigned long long, 3> s_l2;
    fc::array<unsigned long long, 3> s_l3;
    fc::array<unsigned long long, 3> s_l4;
    fc::array<unsigned long long, 3> s_l5;
    fc::array<unsigned long long, 3> s_l6;
    fc::array<unsigned long long, 3> s_l7;
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float n_l4;
    float n_l5;
    float n_l6;
    float n_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    __align__(16) float u_fc_sv_1[FC_VLANES];
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    float u_fc_uv_l4;
    float u_fc_uv_l5;
    float u_fc_uv_l6;
    float u_fc_uv_l7;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_old_l4;
    float u_fc_old_l5;
    float u_fc_old_l6;
    float u_fc_old_l7;
    float u_fc_uv_l0_1;
    float u_fc_uv_l1_1;
    float u_fc_uv_l2_1;
    float u_fc_uv_l3_1;
    float u_fc_uv_l4_1;
    float u_fc_uv_l5_1;
    float u_fc_uv_l6_1;
    float u_fc_uv_l7_1;
    if (u_fc_alive_l0) {
#line 30 "cases/nd_arrays.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/nd_arrays.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/nd_arrays.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/nd_arrays.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 30 "cases/nd_arrays.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 30 "cases/nd_arrays.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 30 "cases/nd_arrays.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 30 "cases/nd_arrays.rs"
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
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l0 = i_l0 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l1) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l1 = i_l1 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l2) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l2 = i_l2 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l3) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l3 = i_l3 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l4) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l4 = i_l4 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l5) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l5 = i_l5 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l6) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l6 = i_l6 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l7) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l7 = i_l7 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 32 "cases/nd_arrays.rs"
        st_l0 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 32 "cases/nd_arrays.rs"
        st_l1 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 32 "cases/nd_arrays.rs"
        st_l2 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 32 "cases/nd_arrays.rs"
        st_l3 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 32 "cases/nd_arrays.rs"
        st_l4 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 32 "cases/nd_arrays.rs"
        st_l5 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 32 "cases/nd_arrays.rs"
        st_l6 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 32 "cases/nd_arrays.rs"
        st_l7 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[0] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l0, FC_SITE(33, 30)), 1u) + fc_v.ptr[fc::nd_check_p(fc_v.d, {i_l0}, u_fc_pending_l0, FC_LEN_OF_queries_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(33, 40))] + (float)st_l0[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_1 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[1] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l1, FC_SITE(33, 30)), 1u) + fc_v_1.ptr[fc::nd_check_p(fc_v_1.d, {i_l1}, u_fc_pending_l1, FC_LEN_OF_queries_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(33, 40))] + (float)st_l1[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_2 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[2] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l2, FC_SITE(33, 30)), 1u) + fc_v_2.ptr[fc::nd_check_p(fc_v_2.d, {i_l2}, u_fc_pending_l2, FC_LEN_OF_queries_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(33, 40))] + (float)st_l2[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_3 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[3] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l3, FC_SITE(33, 30)), 1u) + fc_v_3.ptr[fc::nd_check_p(fc_v_3.d, {i_l3}, u_fc_pending_l3, FC_LEN_OF_queries_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(33, 40))] + (float)st_l3[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_4 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[4] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l4, FC_SITE(33, 30)), 1u) + fc_v_4.ptr[fc::nd_check_p(fc_v_4.d, {i_l4}, u_fc_pending_l4, FC_LEN_OF_queries_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(33, 40))] + (float)st_l4[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_5 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[5] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l5, FC_SITE(33, 30)), 1u) + fc_v_5.ptr[fc::nd_check_p(fc_v_5.d, {i_l5}, u_fc_pending_l5, FC_LEN_OF_queries_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(33, 40))] + (float)st_l5[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_6 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[6] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l6, FC_SITE(33, 30)), 1u) + fc_v_6.ptr[fc::nd_check_p(fc_v_6.d, {i_l6}, u_fc_pending_l6, FC_LEN_OF_queries_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(33, 40))] + (float)st_l6[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_7 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[7] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l7, FC_SITE(33, 30)), 1u) + fc_v_7.ptr[fc::nd_check_p(fc_v_7.d, {i_l7}, u_fc_pending_l7, FC_LEN_OF_queries_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(33, 40))] + (float)st_l7[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_8 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l0 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l0, FC_SITE(33, 30)), 1u) + fc_v_8.ptr[fc::nd_check_p(fc_v_8.d, {i_l0}, u_fc_pending_l0, FC_LEN_OF_queries_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(33, 40))] + (float)st_l0[0ull];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_9 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l1 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l1, FC_SITE(33, 30)), 1u) + fc_v_9.ptr[fc::nd_check_p(fc_v_9.d, {i_l1}, u_fc_pending_l1, FC_LEN_OF_queries_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(33, 40))] + (float)st_l1[0ull];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_10 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l2 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l2, FC_SITE(33, 30)), 1u) + fc_v_10.ptr[fc::nd_check_p(fc_v_10.d, {i_l2}, u_fc_pending_l2, FC_LEN_OF_queries_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(33, 40))] + (float)st_l2[0ull];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_11 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l3 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l3, FC_SITE(33, 30)), 1u) + fc_v_11.ptr[fc::nd_check_p(fc_v_11.d, {i_l3}, u_fc_pending_l3, FC_LEN_OF_queries_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(33, 40))] + (float)st_l3[0ull];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_12 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l4 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l4, FC_SITE(33, 30)), 1u) + fc_v_12.ptr[fc::nd_check_p(fc_v_12.d, {i_l4}, u_fc_pending_l4, FC_LEN_OF_queries_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(33, 40))] + (float)st_l4[0ull];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_13 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l5 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l5, FC_SITE(33, 30)), 1u) + fc_v_13.ptr[fc::nd_check_p(fc_v_13.d, {i_l5}, u_fc_pending_l5, FC_LEN_OF_queries_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(33, 40))] + (float)st_l5[0ull];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_14 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l6 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l6, FC_SITE(33, 30)), 1u) + fc_v_14.ptr[fc::nd_check_p(fc_v_14.d, {i_l6}, u_fc_pending_l6, FC_LEN_OF_queries_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(33, 40))] + (float)st_l6[0ull];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_15 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l7 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l7, FC_SITE(33, 30)), 1u) + fc_v_15.ptr[fc::nd_check_p(fc_v_15.d, {i_l7}, u_fc_pending_l7, FC_LEN_OF_queries_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(33, 40))] + (float)st_l7[0ull];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/nd_arrays.rs"
        s_l0 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/nd_arrays.rs"
        s_l1 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/nd_arrays.rs"
        s_l2 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/nd_arrays.rs"
        s_l3 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/nd_arrays.rs"
        s_l4 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/nd_arrays.rs"
        s_l5 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/nd_arrays.rs"
        s_l6 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/nd_arrays.rs"
        s_l7 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l0, s_l0[0ull], FC_SITE(35, 18)), 0ull, s_l0[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l1, s_l1[0ull], FC_SITE(35, 18)), 0ull, s_l1[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l2, s_l2[0ull], FC_SITE(35, 18)), 0ull, s_l2[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l3, s_l3[0ull], FC_SITE(35, 18)), 0ull, s_l3[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l4, s_l4[0ull], FC_SITE(35, 18)), 0ull, s_l4[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l5, s_l5[0ull], FC_SITE(35, 18)), 0ull, s_l5[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l6, s_l6[0ull], FC_SITE(35, 18)), 0ull, s_l6[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l7, s_l7[0ull], FC_SITE(35, 18)), 0ull, s_l7[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l0, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l1, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l2, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l3, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l4, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l5, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l6, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l7, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/nd_arrays.rs"
        n_l0 = a[fc::nd_off(a_d, {i_l0, 0ull})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/nd_arrays.rs"
        n_l1 = a[fc::nd_off(a_d, {i_l1, 0ull})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/nd_arrays.rs"
        n_l2 = a[fc::nd_off(a_d, {i_l2, 0ull})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/nd_arrays.rs"
        n_l3 = a[fc::nd_off(a_d, {i_l3, 0ull})];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 37 "cases/nd_arrays.rs"
        n_l4 = a[fc::nd_off(a_d, {i_l4, 0ull})];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 37 "cases/nd_arrays.rs"
        n_l5 = a[fc::nd_off(a_d, {i_l5, 0ull})];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 37 "cases/nd_arrays.rs"
        n_l6 = a[fc::nd_off(a_d, {i_l6, 0ull})];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 37 "cases/nd_arrays.rs"
        n_l7 = a[fc::nd_off(a_d, {i_l7, 0ull})];
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l0 = n_l0 + (float)fc::nd_len(a_d);
            u_fc_sv_1[0] = u_fc_vec[0];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l1 = n_l1 + (float)fc::nd_len(a_d);
            u_fc_sv_1[1] = u_fc_vec[1];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l2 = n_l2 + (float)fc::nd_len(a_d);
            u_fc_sv_1[2] = u_fc_vec[2];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l3 = n_l3 + (float)fc::nd_len(a_d);
            u_fc_sv_1[3] = u_fc_vec[3];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l4 = n_l4 + (float)fc::nd_len(a_d);
            u_fc_sv_1[4] = u_fc_vec[4];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l5 = n_l5 + (float)fc::nd_len(a_d);
            u_fc_sv_1[5] = u_fc_vec[5];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l6 = n_l6 + (float)fc::nd_len(a_d);
            u_fc_sv_1[6] = u_fc_vec[6];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l7 = n_l7 + (float)fc::nd_len(a_d);
            u_fc_sv_1[7] = u_fc_vec[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l0_1 = n_l0 + (float)fc::nd_len(a_d);
            u_fc_old_l0 = out[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l1_1 = n_l1 + (float)fc::nd_len(a_d);
            u_fc_old_l1 = out[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l2_1 = n_l2 + (float)fc::nd_len(a_d);
            u_fc_old_l2 = out[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l3_1 = n_l3 + (float)fc::nd_len(a_d);
            u_fc_old_l3 = out[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l4_1 = n_l4 + (float)fc::nd_len(a_d);
            u_fc_old_l4 = out[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l5_1 = n_l5 + (float)fc::nd_len(a_d);
            u_fc_old_l5 = out[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l6_1 = n_l6 + (float)fc::nd_len(a_d);
            u_fc_old_l6 = out[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l7_1 = n_l7 + (float)fc::nd_len(a_d);
            u_fc_old_l7 = out[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            out[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            out[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            out[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            out[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            out[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            out[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            out[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            out[i_l7] = u_fc_old_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
    }
}
#endif
#endif
#else
#define FC_LEN_OF_queries(w) (0ull)
#line 29 "cases/nd_arrays.rs"
extern "C" __global__ void queries(const float* __restrict__ a, fc::dims<2> a_d, int* __restrict__ v, fc::dims<3> v_d, unsigned int* __restrict__ h, fc::dims<2> h_d, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
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
#if FC_LANES_TWIN
#define FC_LEN_OF_queries_lanes(w) ((w) == 0 ? out_len : 0ull)
#line 29 "cases/nd_arrays.rs"
extern "C" __global__ void queries_lanes(const float* __restrict__ a, fc::dims<2> a_d, int* __restrict__ v, fc::dims<3> v_d, unsigned int* __restrict__ h, fc::dims<2> h_d, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(a_d);
    fc::unit_inner(v_d);
    fc::unit_inner(h_d);
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    fc::array<long long, 2> st_l0;
    fc::array<long long, 2> st_l1;
    fc::array<long long, 2> st_l2;
    fc::array<long long, 2> st_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    fc::array<unsigned long long, 3> s_l0;
    fc::array<unsigned long long, 3> s_l1;
    fc::array<unsigned long long, 3> s_l2;
    fc::array<unsigned long long, 3> s_l3;
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 30 "cases/nd_arrays.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/nd_arrays.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/nd_arrays.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/nd_arrays.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l0 = i_l0 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l1) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l1 = i_l1 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l2) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l2 = i_l2 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l3) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l3 = i_l3 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 32 "cases/nd_arrays.rs"
        st_l0 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 32 "cases/nd_arrays.rs"
        st_l1 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 32 "cases/nd_arrays.rs"
        st_l2 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 32 "cases/nd_arrays.rs"
        st_l3 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l0 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l0, FC_SITE(33, 30)), 1u) + fc_v.ptr[fc::nd_check_p(fc_v.d, {i_l0}, u_fc_pending_l0, FC_LEN_OF_queries_lanes(u_fc_pending_l0.site & 31u), FC_SITE(33, 40))] + (float)st_l0[0ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v_1 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l1 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l1, FC_SITE(33, 30)), 1u) + fc_v_1.ptr[fc::nd_check_p(fc_v_1.d, {i_l1}, u_fc_pending_l1, FC_LEN_OF_queries_lanes(u_fc_pending_l1.site & 31u), FC_SITE(33, 40))] + (float)st_l1[0ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v_2 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l2 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l2, FC_SITE(33, 30)), 1u) + fc_v_2.ptr[fc::nd_check_p(fc_v_2.d, {i_l2}, u_fc_pending_l2, FC_LEN_OF_queries_lanes(u_fc_pending_l2.site & 31u), FC_SITE(33, 40))] + (float)st_l2[0ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        fc::nd<const float, 1> fc_v_3 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
        u_fc_sv_l3 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l3, FC_SITE(33, 30)), 1u) + fc_v_3.ptr[fc::nd_check_p(fc_v_3.d, {i_l3}, u_fc_pending_l3, FC_LEN_OF_queries_lanes(u_fc_pending_l3.site & 31u), FC_SITE(33, 40))] + (float)st_l3[0ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_queries_lanes(u_fc_pending_l0.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_queries_lanes(u_fc_pending_l1.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_queries_lanes(u_fc_pending_l2.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_queries_lanes(u_fc_pending_l3.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/nd_arrays.rs"
        s_l0 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/nd_arrays.rs"
        s_l1 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/nd_arrays.rs"
        s_l2 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/nd_arrays.rs"
        s_l3 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l0, s_l0[0ull], FC_SITE(35, 18)), 0ull, s_l0[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l1, s_l1[0ull], FC_SITE(35, 18)), 0ull, s_l1[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l2, s_l2[0ull], FC_SITE(35, 18)), 0ull, s_l2[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l3, s_l3[0ull], FC_SITE(35, 18)), 0ull, s_l3[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l0, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l1, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l2, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l3, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/nd_arrays.rs"
        n_l0 = a[fc::nd_off(a_d, {i_l0, 0ull})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/nd_arrays.rs"
        n_l1 = a[fc::nd_off(a_d, {i_l1, 0ull})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/nd_arrays.rs"
        n_l2 = a[fc::nd_off(a_d, {i_l2, 0ull})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/nd_arrays.rs"
        n_l3 = a[fc::nd_off(a_d, {i_l3, 0ull})];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l0 = n_l0 + (float)fc::nd_len(a_d);
        u_fc_old_l0 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 1245472u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l1 = n_l1 + (float)fc::nd_len(a_d);
        u_fc_old_l1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 1245472u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l2 = n_l2 + (float)fc::nd_len(a_d);
        u_fc_old_l2 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 1245472u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 38 "cases/nd_arrays.rs"
        u_fc_uv_l3 = n_l3 + (float)fc::nd_len(a_d);
        u_fc_old_l3 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 1245472u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_queries_lanes(u_fc_pending_l0.site & 31u), FC_SITE(38, 9))] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_queries_lanes(u_fc_pending_l1.site & 31u), FC_SITE(38, 9))] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_queries_lanes(u_fc_pending_l2.site & 31u), FC_SITE(38, 9))] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 38 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_queries_lanes(u_fc_pending_l3.site & 31u), FC_SITE(38, 9))] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_queries_lanes_v(w) ((w) == 0 ? out_len : 0ull)
#line 29 "cases/nd_arrays.rs"
extern "C" __global__ void queries_lanes_v(const float* __restrict__ a, fc::dims<2> a_d, int* __restrict__ v, fc::dims<3> v_d, unsigned int* __restrict__ h, fc::dims<2> h_d, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(a_d);
    fc::unit_inner(v_d);
    fc::unit_inner(h_d);
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    fc::array<long long, 2> st_l0;
    fc::array<long long, 2> st_l1;
    fc::array<long long, 2> st_l2;
    fc::array<long long, 2> st_l3;
    fc::array<long long, 2> st_l4;
    fc::array<long long, 2> st_l5;
    fc::array<long long, 2> st_l6;
    fc::array<long long, 2> st_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    fc::array<unsigned long long, 3> s_l0;
    fc::array<unsigned long long, 3> s_l1;
    fc::array<unsigned long long, 3> s_l2;
    fc::array<unsigned long long, 3> s_l3;
    fc::array<unsigned long long, 3> s_l4;
    fc::array<unsigned long long, 3> s_l5;
    fc::array<unsigned long long, 3> s_l6;
    fc::array<unsigned long long, 3> s_l7;
    float n_l0;
    float n_l1;
    float n_l2;
    float n_l3;
    float n_l4;
    float n_l5;
    float n_l6;
    float n_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    __align__(16) float u_fc_sv_1[FC_VLANES];
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    float u_fc_uv_l4;
    float u_fc_uv_l5;
    float u_fc_uv_l6;
    float u_fc_uv_l7;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_old_l4;
    float u_fc_old_l5;
    float u_fc_old_l6;
    float u_fc_old_l7;
    float u_fc_uv_l0_1;
    float u_fc_uv_l1_1;
    float u_fc_uv_l2_1;
    float u_fc_uv_l3_1;
    float u_fc_uv_l4_1;
    float u_fc_uv_l5_1;
    float u_fc_uv_l6_1;
    float u_fc_uv_l7_1;
    if (u_fc_alive_l0) {
#line 30 "cases/nd_arrays.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/nd_arrays.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/nd_arrays.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/nd_arrays.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 30 "cases/nd_arrays.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 30 "cases/nd_arrays.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 30 "cases/nd_arrays.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 30 "cases/nd_arrays.rs"
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
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l0 = i_l0 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l1) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l1 = i_l1 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l2) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l2 = i_l2 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l3) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l3 = i_l3 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l4) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l4 = i_l4 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l5) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l5 = i_l5 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l6) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l6 = i_l6 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l7) {
#line 31 "cases/nd_arrays.rs"
        u_fc_c_l7 = i_l7 < (unsigned long long)a_d.n[0];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 32 "cases/nd_arrays.rs"
        st_l0 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 32 "cases/nd_arrays.rs"
        st_l1 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 32 "cases/nd_arrays.rs"
        st_l2 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 32 "cases/nd_arrays.rs"
        st_l3 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 32 "cases/nd_arrays.rs"
        st_l4 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 32 "cases/nd_arrays.rs"
        st_l5 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 32 "cases/nd_arrays.rs"
        st_l6 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 32 "cases/nd_arrays.rs"
        st_l7 = fc::array<long long, 2>{{(long long)a_d.s[0], (long long)a_d.s[1]}};
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[0] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l0, FC_SITE(33, 30)), 1u) + fc_v.ptr[fc::nd_check_p(fc_v.d, {i_l0}, u_fc_pending_l0, FC_LEN_OF_queries_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(33, 40))] + (float)st_l0[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_1 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[1] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l1, FC_SITE(33, 30)), 1u) + fc_v_1.ptr[fc::nd_check_p(fc_v_1.d, {i_l1}, u_fc_pending_l1, FC_LEN_OF_queries_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(33, 40))] + (float)st_l1[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_2 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[2] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l2, FC_SITE(33, 30)), 1u) + fc_v_2.ptr[fc::nd_check_p(fc_v_2.d, {i_l2}, u_fc_pending_l2, FC_LEN_OF_queries_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(33, 40))] + (float)st_l2[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_3 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[3] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l3, FC_SITE(33, 30)), 1u) + fc_v_3.ptr[fc::nd_check_p(fc_v_3.d, {i_l3}, u_fc_pending_l3, FC_LEN_OF_queries_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(33, 40))] + (float)st_l3[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_4 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[4] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l4, FC_SITE(33, 30)), 1u) + fc_v_4.ptr[fc::nd_check_p(fc_v_4.d, {i_l4}, u_fc_pending_l4, FC_LEN_OF_queries_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(33, 40))] + (float)st_l4[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_5 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[5] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l5, FC_SITE(33, 30)), 1u) + fc_v_5.ptr[fc::nd_check_p(fc_v_5.d, {i_l5}, u_fc_pending_l5, FC_LEN_OF_queries_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(33, 40))] + (float)st_l5[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_6 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[6] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l6, FC_SITE(33, 30)), 1u) + fc_v_6.ptr[fc::nd_check_p(fc_v_6.d, {i_l6}, u_fc_pending_l6, FC_LEN_OF_queries_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(33, 40))] + (float)st_l6[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_7 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv[7] = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l7, FC_SITE(33, 30)), 1u) + fc_v_7.ptr[fc::nd_check_p(fc_v_7.d, {i_l7}, u_fc_pending_l7, FC_LEN_OF_queries_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(33, 40))] + (float)st_l7[0ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_8 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l0 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l0, FC_SITE(33, 30)), 1u) + fc_v_8.ptr[fc::nd_check_p(fc_v_8.d, {i_l0}, u_fc_pending_l0, FC_LEN_OF_queries_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(33, 40))] + (float)st_l0[0ull];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_9 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l1 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l1, FC_SITE(33, 30)), 1u) + fc_v_9.ptr[fc::nd_check_p(fc_v_9.d, {i_l1}, u_fc_pending_l1, FC_LEN_OF_queries_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(33, 40))] + (float)st_l1[0ull];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_10 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l2 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l2, FC_SITE(33, 30)), 1u) + fc_v_10.ptr[fc::nd_check_p(fc_v_10.d, {i_l2}, u_fc_pending_l2, FC_LEN_OF_queries_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(33, 40))] + (float)st_l2[0ull];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_11 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l3 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l3, FC_SITE(33, 30)), 1u) + fc_v_11.ptr[fc::nd_check_p(fc_v_11.d, {i_l3}, u_fc_pending_l3, FC_LEN_OF_queries_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(33, 40))] + (float)st_l3[0ull];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_12 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l4 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l4, FC_SITE(33, 30)), 1u) + fc_v_12.ptr[fc::nd_check_p(fc_v_12.d, {i_l4}, u_fc_pending_l4, FC_LEN_OF_queries_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(33, 40))] + (float)st_l4[0ull];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_13 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l5 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l5, FC_SITE(33, 30)), 1u) + fc_v_13.ptr[fc::nd_check_p(fc_v_13.d, {i_l5}, u_fc_pending_l5, FC_LEN_OF_queries_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(33, 40))] + (float)st_l5[0ull];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_14 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l6 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l6, FC_SITE(33, 30)), 1u) + fc_v_14.ptr[fc::nd_check_p(fc_v_14.d, {i_l6}, u_fc_pending_l6, FC_LEN_OF_queries_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(33, 40))] + (float)st_l6[0ull];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            fc::nd<const float, 1> fc_v_15 = fc::nd_column(a, a_d, 0ull, FC_SITE(33, 42));
            u_fc_sv_l7 = lane_sum_d744f30b(fc::nd_row(a, a_d, i_l7, FC_SITE(33, 30)), 1u) + fc_v_15.ptr[fc::nd_check_p(fc_v_15.d, {i_l7}, u_fc_pending_l7, FC_LEN_OF_queries_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(33, 40))] + (float)st_l7[0ull];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_queries_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_queries_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_queries_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_queries_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_queries_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_queries_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_queries_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 33 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_queries_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(33, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/nd_arrays.rs"
        s_l0 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/nd_arrays.rs"
        s_l1 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/nd_arrays.rs"
        s_l2 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/nd_arrays.rs"
        s_l3 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/nd_arrays.rs"
        s_l4 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/nd_arrays.rs"
        s_l5 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/nd_arrays.rs"
        s_l6 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/nd_arrays.rs"
        s_l7 = fc::array<unsigned long long, 3>{{(unsigned long long)v_d.n[0], (unsigned long long)v_d.n[1], (unsigned long long)v_d.n[2]}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l0, s_l0[0ull], FC_SITE(35, 18)), 0ull, s_l0[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l1, s_l1[0ull], FC_SITE(35, 18)), 0ull, s_l1[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l2, s_l2[0ull], FC_SITE(35, 18)), 0ull, s_l2[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l3, s_l3[0ull], FC_SITE(35, 18)), 0ull, s_l3[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l4, s_l4[0ull], FC_SITE(35, 18)), 0ull, s_l4[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l5, s_l5[0ull], FC_SITE(35, 18)), 0ull, s_l5[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l6, s_l6[0ull], FC_SITE(35, 18)), 0ull, s_l6[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 35 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
        bump_7c231d4d(fc::nd<int, 3>{v, v_d}, fc::array<unsigned long long, 3>{{fc::rem(i_l7, s_l7[0ull], FC_SITE(35, 18)), 0ull, s_l7[2ull] - 1ull}}, 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l0, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l1, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l2, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l3, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l4, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l5, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l6, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 36 "cases/nd_arrays.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
        fc::atomic_add(&h[fc::nd_check(h_d, {fc::rem(i_l7, (unsigned long long)h_d.n[0], FC_SITE(36, 25)), 0ull}, FC_SITE(36, 9))], 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/nd_arrays.rs"
        n_l0 = a[fc::nd_off(a_d, {i_l0, 0ull})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/nd_arrays.rs"
        n_l1 = a[fc::nd_off(a_d, {i_l1, 0ull})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/nd_arrays.rs"
        n_l2 = a[fc::nd_off(a_d, {i_l2, 0ull})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/nd_arrays.rs"
        n_l3 = a[fc::nd_off(a_d, {i_l3, 0ull})];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 37 "cases/nd_arrays.rs"
        n_l4 = a[fc::nd_off(a_d, {i_l4, 0ull})];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 37 "cases/nd_arrays.rs"
        n_l5 = a[fc::nd_off(a_d, {i_l5, 0ull})];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 37 "cases/nd_arrays.rs"
        n_l6 = a[fc::nd_off(a_d, {i_l6, 0ull})];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 37 "cases/nd_arrays.rs"
        n_l7 = a[fc::nd_off(a_d, {i_l7, 0ull})];
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l0 = n_l0 + (float)fc::nd_len(a_d);
            u_fc_sv_1[0] = u_fc_vec[0];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l1 = n_l1 + (float)fc::nd_len(a_d);
            u_fc_sv_1[1] = u_fc_vec[1];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l2 = n_l2 + (float)fc::nd_len(a_d);
            u_fc_sv_1[2] = u_fc_vec[2];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l3 = n_l3 + (float)fc::nd_len(a_d);
            u_fc_sv_1[3] = u_fc_vec[3];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l4 = n_l4 + (float)fc::nd_len(a_d);
            u_fc_sv_1[4] = u_fc_vec[4];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l5 = n_l5 + (float)fc::nd_len(a_d);
            u_fc_sv_1[5] = u_fc_vec[5];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l6 = n_l6 + (float)fc::nd_len(a_d);
            u_fc_sv_1[6] = u_fc_vec[6];
        }
        {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l7 = n_l7 + (float)fc::nd_len(a_d);
            u_fc_sv_1[7] = u_fc_vec[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l0_1 = n_l0 + (float)fc::nd_len(a_d);
            u_fc_old_l0 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 1245472u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l1_1 = n_l1 + (float)fc::nd_len(a_d);
            u_fc_old_l1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 1245472u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l2_1 = n_l2 + (float)fc::nd_len(a_d);
            u_fc_old_l2 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 1245472u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l3_1 = n_l3 + (float)fc::nd_len(a_d);
            u_fc_old_l3 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 1245472u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l4_1 = n_l4 + (float)fc::nd_len(a_d);
            u_fc_old_l4 = *fc::defer_ptr(out, i_l4, out_len, u_fc_pending_l4, 1245472u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l5_1 = n_l5 + (float)fc::nd_len(a_d);
            u_fc_old_l5 = *fc::defer_ptr(out, i_l5, out_len, u_fc_pending_l5, 1245472u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l6_1 = n_l6 + (float)fc::nd_len(a_d);
            u_fc_old_l6 = *fc::defer_ptr(out, i_l6, out_len, u_fc_pending_l6, 1245472u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 38 "cases/nd_arrays.rs"
            u_fc_uv_l7_1 = n_l7 + (float)fc::nd_len(a_d);
            u_fc_old_l7 = *fc::defer_ptr(out, i_l7, out_len, u_fc_pending_l7, 1245472u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_queries_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(38, 9))] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_queries_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(38, 9))] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_queries_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(38, 9))] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_queries_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(38, 9))] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_queries_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(38, 9))] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_queries_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(38, 9))] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_queries_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(38, 9))] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 38 "cases/nd_arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_queries_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(38, 9))] = u_fc_old_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_queries_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_queries_lanes_v);
    }
}
#endif
#endif
#endif
