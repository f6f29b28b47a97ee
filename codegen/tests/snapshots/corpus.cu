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
    fc::grid_dependency();
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
#if FC_VECTOR_LANES
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits_lanes_v(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<unsigned int>();
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
    __align__(16) unsigned int u_fc_vec[FC_VLANES];
    unsigned int a_l0;
    unsigned int b_l0;
    unsigned int a_l1;
    unsigned int b_l1;
    unsigned int a_l2;
    unsigned int b_l2;
    unsigned int a_l3;
    unsigned int b_l3;
    unsigned int a_l4;
    unsigned int b_l4;
    unsigned int a_l5;
    unsigned int b_l5;
    unsigned int a_l6;
    unsigned int b_l6;
    unsigned int a_l7;
    unsigned int b_l7;
    __align__(16) unsigned int u_fc_sv[FC_VLANES];
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l4;
    unsigned int u_fc_sv_l5;
    unsigned int u_fc_sv_l6;
    unsigned int u_fc_sv_l7;
    __align__(16) unsigned int u_fc_sv_1[FC_VLANES];
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    unsigned int u_fc_sv_l4_1;
    unsigned int u_fc_sv_l5_1;
    unsigned int u_fc_sv_l6_1;
    unsigned int u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 16 "cases/corpus.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 16 "cases/corpus.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 16 "cases/corpus.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 16 "cases/corpus.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 16 "cases/corpus.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 16 "cases/corpus.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 16 "cases/corpus.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 16 "cases/corpus.rs"
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
    if (u_fc_alive_l4) {
#line 17 "cases/corpus.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 17 "cases/corpus.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 17 "cases/corpus.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 17 "cases/corpus.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v = divmod100_dd1da8cf(fc::rem(u_fc_vec[0], 10000u, FC_SITE(18, 32)), 1u);
            a_l0 = fc_v.f0;
            b_l0 = fc_v.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_1 = divmod100_dd1da8cf(fc::rem(u_fc_vec[1], 10000u, FC_SITE(18, 32)), 1u);
            a_l1 = fc_v_1.f0;
            b_l1 = fc_v_1.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_2 = divmod100_dd1da8cf(fc::rem(u_fc_vec[2], 10000u, FC_SITE(18, 32)), 1u);
            a_l2 = fc_v_2.f0;
            b_l2 = fc_v_2.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_3 = divmod100_dd1da8cf(fc::rem(u_fc_vec[3], 10000u, FC_SITE(18, 32)), 1u);
            a_l3 = fc_v_3.f0;
            b_l3 = fc_v_3.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_4 = divmod100_dd1da8cf(fc::rem(u_fc_vec[4], 10000u, FC_SITE(18, 32)), 1u);
            a_l4 = fc_v_4.f0;
            b_l4 = fc_v_4.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_5 = divmod100_dd1da8cf(fc::rem(u_fc_vec[5], 10000u, FC_SITE(18, 32)), 1u);
            a_l5 = fc_v_5.f0;
            b_l5 = fc_v_5.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_6 = divmod100_dd1da8cf(fc::rem(u_fc_vec[6], 10000u, FC_SITE(18, 32)), 1u);
            a_l6 = fc_v_6.f0;
            b_l6 = fc_v_6.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_7 = divmod100_dd1da8cf(fc::rem(u_fc_vec[7], 10000u, FC_SITE(18, 32)), 1u);
            a_l7 = fc_v_7.f0;
            b_l7 = fc_v_7.f1;
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_8 = divmod100_dd1da8cf(fc::rem(x[i_l0], 10000u, FC_SITE(18, 32)), 1u);
            a_l0 = fc_v_8.f0;
            b_l0 = fc_v_8.f1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_9 = divmod100_dd1da8cf(fc::rem(x[i_l1], 10000u, FC_SITE(18, 32)), 1u);
            a_l1 = fc_v_9.f0;
            b_l1 = fc_v_9.f1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_10 = divmod100_dd1da8cf(fc::rem(x[i_l2], 10000u, FC_SITE(18, 32)), 1u);
            a_l2 = fc_v_10.f0;
            b_l2 = fc_v_10.f1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_11 = divmod100_dd1da8cf(fc::rem(x[i_l3], 10000u, FC_SITE(18, 32)), 1u);
            a_l3 = fc_v_11.f0;
            b_l3 = fc_v_11.f1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_12 = divmod100_dd1da8cf(fc::rem(x[i_l4], 10000u, FC_SITE(18, 32)), 1u);
            a_l4 = fc_v_12.f0;
            b_l4 = fc_v_12.f1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_13 = divmod100_dd1da8cf(fc::rem(x[i_l5], 10000u, FC_SITE(18, 32)), 1u);
            a_l5 = fc_v_13.f0;
            b_l5 = fc_v_13.f1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_14 = divmod100_dd1da8cf(fc::rem(x[i_l6], 10000u, FC_SITE(18, 32)), 1u);
            a_l6 = fc_v_14.f0;
            b_l6 = fc_v_14.f1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/corpus.rs"
            fc::tup2<unsigned int, unsigned int> fc_v_15 = divmod100_dd1da8cf(fc::rem(x[i_l7], 10000u, FC_SITE(18, 32)), 1u);
            a_l7 = fc_v_15.f0;
            b_l7 = fc_v_15.f1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(q, q_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[0] = a_l0;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[1] = a_l1;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[2] = a_l2;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[3] = a_l3;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[4] = a_l4;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[5] = a_l5;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[6] = a_l6;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[7] = a_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(q, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
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
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l4 = a_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l5 = a_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l6 = a_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l7 = a_l7;
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
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 19 "cases/corpus.rs"
            q[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 19 "cases/corpus.rs"
            q[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 19 "cases/corpus.rs"
            q[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 19 "cases/corpus.rs"
            q[i_l7] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(r, r_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[0] = b_l0;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[1] = b_l1;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[2] = b_l2;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[3] = b_l3;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[4] = b_l4;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[5] = b_l5;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[6] = b_l6;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[7] = b_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(r, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
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
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l4_1 = b_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l5_1 = b_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l6_1 = b_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l7_1 = b_l7;
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
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 20 "cases/corpus.rs"
            r[i_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 20 "cases/corpus.rs"
            r[i_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 20 "cases/corpus.rs"
            r[i_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 20 "cases/corpus.rs"
            r[i_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_digits(w) (0ull)
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len) {
    fc::grid_dependency();
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
#if FC_VECTOR_LANES
#define FC_LEN_OF_digits_lanes_v(w) (0ull)
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits_lanes_v(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<unsigned int>();
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
    __align__(16) unsigned int u_fc_vec[FC_VLANES];
    unsigned int a_l0;
    unsigned int b_l0;
    unsigned int a_l1;
    unsigned int b_l1;
    unsigned int a_l2;
    unsigned int b_l2;
    unsigned int a_l3;
    unsigned int b_l3;
    unsigned int a_l4;
    unsigned int b_l4;
    unsigned int a_l5;
    unsigned int b_l5;
    unsigned int a_l6;
    unsigned int b_l6;
    unsigned int a_l7;
    unsigned int b_l7;
    __align__(16) unsigned int u_fc_sv[FC_VLANES];
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l4;
    unsigned int u_fc_sv_l5;
    unsigned int u_fc_sv_l6;
    unsigned int u_fc_sv_l7;
    __align__(16) unsigned int u_fc_sv_1[FC_VLANES];
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    unsigned int u_fc_sv_l4_1;
    unsigned int u_fc_sv_l5_1;
    unsigned int u_fc_sv_l6_1;
    unsigned int u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 16 "cases/corpus.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 16 "cases/corpus.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 16 "cases/corpus.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 16 "cases/corpus.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 16 "cases/corpus.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 16 "cases/corpus.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 16 "cases/corpus.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 16 "cases/corpus.rs"
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
    if (u_fc_alive_l4) {
#line 17 "cases/corpus.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 17 "cases/corpus.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 17 "cases/corpus.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 17 "cases/corpus.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v = divmod100_dd1da8cf(fc::rem(u_fc_vec[0], 10000u, FC_SITE(18, 32)), 1u);
            a_l0 = fc_v.f0;
            b_l0 = fc_v.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_1 = divmod100_dd1da8cf(fc::rem(u_fc_vec[1], 10000u, FC_SITE(18, 32)), 1u);
            a_l1 = fc_v_1.f0;
            b_l1 = fc_v_1.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_2 = divmod100_dd1da8cf(fc::rem(u_fc_vec[2], 10000u, FC_SITE(18, 32)), 1u);
            a_l2 = fc_v_2.f0;
            b_l2 = fc_v_2.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_3 = divmod100_dd1da8cf(fc::rem(u_fc_vec[3], 10000u, FC_SITE(18, 32)), 1u);
            a_l3 = fc_v_3.f0;
            b_l3 = fc_v_3.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_4 = divmod100_dd1da8cf(fc::rem(u_fc_vec[4], 10000u, FC_SITE(18, 32)), 1u);
            a_l4 = fc_v_4.f0;
            b_l4 = fc_v_4.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_5 = divmod100_dd1da8cf(fc::rem(u_fc_vec[5], 10000u, FC_SITE(18, 32)), 1u);
            a_l5 = fc_v_5.f0;
            b_l5 = fc_v_5.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_6 = divmod100_dd1da8cf(fc::rem(u_fc_vec[6], 10000u, FC_SITE(18, 32)), 1u);
            a_l6 = fc_v_6.f0;
            b_l6 = fc_v_6.f1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_7 = divmod100_dd1da8cf(fc::rem(u_fc_vec[7], 10000u, FC_SITE(18, 32)), 1u);
            a_l7 = fc_v_7.f0;
            b_l7 = fc_v_7.f1;
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_8 = divmod100_dd1da8cf(fc::rem(x[i_l0], 10000u, FC_SITE(18, 32)), 1u);
            a_l0 = fc_v_8.f0;
            b_l0 = fc_v_8.f1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_9 = divmod100_dd1da8cf(fc::rem(x[i_l1], 10000u, FC_SITE(18, 32)), 1u);
            a_l1 = fc_v_9.f0;
            b_l1 = fc_v_9.f1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_10 = divmod100_dd1da8cf(fc::rem(x[i_l2], 10000u, FC_SITE(18, 32)), 1u);
            a_l2 = fc_v_10.f0;
            b_l2 = fc_v_10.f1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_11 = divmod100_dd1da8cf(fc::rem(x[i_l3], 10000u, FC_SITE(18, 32)), 1u);
            a_l3 = fc_v_11.f0;
            b_l3 = fc_v_11.f1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_12 = divmod100_dd1da8cf(fc::rem(x[i_l4], 10000u, FC_SITE(18, 32)), 1u);
            a_l4 = fc_v_12.f0;
            b_l4 = fc_v_12.f1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_13 = divmod100_dd1da8cf(fc::rem(x[i_l5], 10000u, FC_SITE(18, 32)), 1u);
            a_l5 = fc_v_13.f0;
            b_l5 = fc_v_13.f1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_14 = divmod100_dd1da8cf(fc::rem(x[i_l6], 10000u, FC_SITE(18, 32)), 1u);
            a_l6 = fc_v_14.f0;
            b_l6 = fc_v_14.f1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_digits_lanes_v);
            fc::tup2<unsigned int, unsigned int> fc_v_15 = divmod100_dd1da8cf(fc::rem(x[i_l7], 10000u, FC_SITE(18, 32)), 1u);
            a_l7 = fc_v_15.f0;
            b_l7 = fc_v_15.f1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(q, q_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[0] = a_l0;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[1] = a_l1;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[2] = a_l2;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[3] = a_l3;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[4] = a_l4;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[5] = a_l5;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[6] = a_l6;
        }
        {
#line 19 "cases/corpus.rs"
            u_fc_sv[7] = a_l7;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_digits_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(q, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
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
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l4 = a_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l5 = a_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l6 = a_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 19 "cases/corpus.rs"
            u_fc_sv_l7 = a_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l0, q_len, u_fc_pending_l0, FC_LEN_OF_digits_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l1, q_len, u_fc_pending_l1, FC_LEN_OF_digits_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l2, q_len, u_fc_pending_l2, FC_LEN_OF_digits_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l3, q_len, u_fc_pending_l3, FC_LEN_OF_digits_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l4, q_len, u_fc_pending_l4, FC_LEN_OF_digits_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l5, q_len, u_fc_pending_l5, FC_LEN_OF_digits_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l6, q_len, u_fc_pending_l6, FC_LEN_OF_digits_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 19 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_digits_lanes_v);
            q[fc::check_index_p(i_l7, q_len, u_fc_pending_l7, FC_LEN_OF_digits_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(19, 9))] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(r, r_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[0] = b_l0;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[1] = b_l1;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[2] = b_l2;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[3] = b_l3;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[4] = b_l4;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[5] = b_l5;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[6] = b_l6;
        }
        {
#line 20 "cases/corpus.rs"
            u_fc_sv_1[7] = b_l7;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_digits_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_digits_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(r, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
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
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l4_1 = b_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l5_1 = b_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l6_1 = b_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 20 "cases/corpus.rs"
            u_fc_sv_l7_1 = b_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l0, r_len, u_fc_pending_l0, FC_LEN_OF_digits_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l1, r_len, u_fc_pending_l1, FC_LEN_OF_digits_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l2, r_len, u_fc_pending_l2, FC_LEN_OF_digits_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l3, r_len, u_fc_pending_l3, FC_LEN_OF_digits_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l4, r_len, u_fc_pending_l4, FC_LEN_OF_digits_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l5, r_len, u_fc_pending_l5, FC_LEN_OF_digits_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l6, r_len, u_fc_pending_l6, FC_LEN_OF_digits_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 20 "cases/corpus.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_digits_lanes_v);
            r[fc::check_index_p(i_l7, r_len, u_fc_pending_l7, FC_LEN_OF_digits_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l7_1;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_digits_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_digits_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_digits_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_digits_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_digits_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_digits_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_digits_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_digits_lanes_v);
    }
}
#endif
#endif
#endif
