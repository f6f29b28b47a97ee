#include "ferrocuda.cuh"

__device__ fc::tup2<unsigned int, unsigned int> divmod100_dd1da8cf(unsigned int value, unsigned fc_depth);
template <int K, class... A> struct fc_p_divmod100_dd1da8cf { typedef typename fc::param<K, decltype(&divmod100_dd1da8cf)>::type type; };

#line 7 "cases/corpus.rs"
__device__ fc::tup2<unsigned int, unsigned int> divmod100_dd1da8cf(unsigned int value, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(7, 4));
#line 8 "cases/corpus.rs"
    const unsigned int EXP = 19u;
#line 9 "cases/corpus.rs"
    const unsigned int SIG = fc::div(fc::shl(1u, EXP), 100u, FC_SITE(9, 22)) + 1u;
#line 10 "cases/corpus.rs"
    unsigned int div = fc::shr(value * SIG, EXP);
#line 11 "cases/corpus.rs"
    return fc::tup2<unsigned int, unsigned int>{div, value - div * 100u};
}


#if FC_ASSUMED
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len) {
#line 16 "cases/corpus.rs"
    unsigned long long i = fc::grid_1();
#line 17 "cases/corpus.rs"
    if (i < x_len) {
#line 18 "cases/corpus.rs"
        fc::tup2<unsigned int, unsigned int> fc_v = divmod100_dd1da8cf(fc::rem(x[i], 10000u, FC_SITE(18, 32)), 1u);
        unsigned int a = fc_v.f0;
        unsigned int b = fc_v.f1;
#line 19 "cases/corpus.rs"
        q[i] = a;
#line 20 "cases/corpus.rs"
        r[i] = b;
    }
}
#if FC_LANES_TWIN
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits_lanes(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned int a_l0;
    unsigned int b_l0;
    unsigned int a_l1;
    unsigned int b_l1;
    unsigned int a_l2;
    unsigned int b_l2;
    unsigned int a_l3;
    unsigned int b_l3;
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 16 "cases/corpus.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 16 "cases/corpus.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 16 "cases/corpus.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 16 "cases/corpus.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 17 "cases/corpus.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 17 "cases/corpus.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 17 "cases/corpus.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 17 "cases/corpus.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 18 "cases/corpus.rs"
        fc::tup2<unsigned int, unsigned int> fc_v = divmod100_dd1da8cf(fc::rem(x[i_l0], 10000u, FC_SITE(18, 32)), 1u);
        a_l0 = fc_v.f0;
        b_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 18 "cases/corpus.rs"
        fc::tup2<unsigned int, unsigned int> fc_v_1 = divmod100_dd1da8cf(fc::rem(x[i_l1], 10000u, FC_SITE(18, 32)), 1u);
        a_l1 = fc_v_1.f0;
        b_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 18 "cases/corpus.rs"
        fc::tup2<unsigned int, unsigned int> fc_v_2 = divmod100_dd1da8cf(fc::rem(x[i_l2], 10000u, FC_SITE(18, 32)), 1u);
        a_l2 = fc_v_2.f0;
        b_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 18 "cases/corpus.rs"
        fc::tup2<unsigned int, unsigned int> fc_v_3 = divmod100_dd1da8cf(fc::rem(x[i_l3], 10000u, FC_SITE(18, 32)), 1u);
        a_l3 = fc_v_3.f0;
        b_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l0 = a_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l1 = a_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l2 = a_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l3 = a_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 19 "cases/corpus.rs"
        q[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 19 "cases/corpus.rs"
        q[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 19 "cases/corpus.rs"
        q[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 19 "cases/corpus.rs"
        q[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l0_1 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l1_1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l2_1 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l3_1 = b_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/corpus.rs"
        r[i_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/corpus.rs"
        r[i_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/corpus.rs"
        r[i_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/corpus.rs"
        r[i_l3] = u_fc_sv_l3_1;
    }
}
#endif
#else
#define FC_LEN_OF_digits(w) (0ull)
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len) {
    fc::Pending u_fc_pending = {};
#line 16 "cases/corpus.rs"
    unsigned long long i = fc::grid_1();
#line 17 "cases/corpus.rs"
    if (i < x_len) {
#line 18 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
        fc::tup2<unsigned int, unsigned int> fc_v = divmod100_dd1da8cf(fc::rem(x[i], 10000u, FC_SITE(18, 32)), 1u);
        unsigned int a = fc_v.f0;
        unsigned int b = fc_v.f1;
#line 19 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
        q[fc::check_index_p(i, q_len, u_fc_pending, FC_LEN_OF_digits(u_fc_pending.site & 31u), FC_SITE(19, 9))] = a;
#line 20 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
        r[fc::check_index_p(i, r_len, u_fc_pending, FC_LEN_OF_digits(u_fc_pending.site & 31u), FC_SITE(20, 9))] = b;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_digits_lanes(w) (0ull)
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits_lanes(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l0 = {};
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l1 = {};
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l2 = {};
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l3 = {};
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned int a_l0;
    unsigned int b_l0;
    unsigned int a_l1;
    unsigned int b_l1;
    unsigned int a_l2;
    unsigned int b_l2;
    unsigned int a_l3;
    unsigned int b_l3;
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 16 "cases/corpus.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 16 "cases/corpus.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 16 "cases/corpus.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 16 "cases/corpus.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 17 "cases/corpus.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 17 "cases/corpus.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 17 "cases/corpus.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 17 "cases/corpus.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 18 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes);
        fc::tup2<unsigned int, unsigned int> fc_v = divmod100_dd1da8cf(fc::rem(x[i_l0], 10000u, FC_SITE(18, 32)), 1u);
        a_l0 = fc_v.f0;
        b_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 18 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes);
        fc::tup2<unsigned int, unsigned int> fc_v_1 = divmod100_dd1da8cf(fc::rem(x[i_l1], 10000u, FC_SITE(18, 32)), 1u);
        a_l1 = fc_v_1.f0;
        b_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 18 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes);
        fc::tup2<unsigned int, unsigned int> fc_v_2 = divmod100_dd1da8cf(fc::rem(x[i_l2], 10000u, FC_SITE(18, 32)), 1u);
        a_l2 = fc_v_2.f0;
        b_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 18 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes);
        fc::tup2<unsigned int, unsigned int> fc_v_3 = divmod100_dd1da8cf(fc::rem(x[i_l3], 10000u, FC_SITE(18, 32)), 1u);
        a_l3 = fc_v_3.f0;
        b_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l0 = a_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l1 = a_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l2 = a_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 19 "cases/corpus.rs"
        u_fc_sv_l3 = a_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 19 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes);
        q[fc::check_index_p(i_l0, q_len, u_fc_pending_l0, FC_LEN_OF_digits_lanes(u_fc_pending_l0.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 19 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes);
        q[fc::check_index_p(i_l1, q_len, u_fc_pending_l1, FC_LEN_OF_digits_lanes(u_fc_pending_l1.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 19 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes);
        q[fc::check_index_p(i_l2, q_len, u_fc_pending_l2, FC_LEN_OF_digits_lanes(u_fc_pending_l2.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 19 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes);
        q[fc::check_index_p(i_l3, q_len, u_fc_pending_l3, FC_LEN_OF_digits_lanes(u_fc_pending_l3.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l0_1 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l1_1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l2_1 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/corpus.rs"
        u_fc_sv_l3_1 = b_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 20 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes);
        r[fc::check_index_p(i_l0, r_len, u_fc_pending_l0, FC_LEN_OF_digits_lanes(u_fc_pending_l0.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 20 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes);
        r[fc::check_index_p(i_l1, r_len, u_fc_pending_l1, FC_LEN_OF_digits_lanes(u_fc_pending_l1.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 20 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes);
        r[fc::check_index_p(i_l2, r_len, u_fc_pending_l2, FC_LEN_OF_digits_lanes(u_fc_pending_l2.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 20 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes);
        r[fc::check_index_p(i_l3, r_len, u_fc_pending_l3, FC_LEN_OF_digits_lanes(u_fc_pending_l3.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes);
    }
}
#endif
#endif
