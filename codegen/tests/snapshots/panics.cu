#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 4 "cases/panics.rs"
extern "C" __global__ void panics(const long long* __restrict__ x, unsigned long long x_len, long long* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 5 "cases/panics.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/panics.rs"
    if (i < x_len) {
#line 7 "cases/panics.rs"
        if (!(x[i] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
#line 8 "cases/panics.rs"
        if (!(x[i] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i], (-4ll), false, "", FC_SITE(10, 9));
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
#line 12 "cases/panics.rs"
        if (x[i] == 7ll) {
#line 13 "cases/panics.rs"
            fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
        }
#line 15 "cases/panics.rs"
        long long fc_v;
        long long fc_v_1 = x[i];
        if (fc_v_1 >= 0ll && fc_v_1 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v = fc::div(x[i], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        y[i] = fc_v;
    }
}
#if FC_LANES_TWIN
#line 4 "cases/panics.rs"
extern "C" __global__ void panics_lanes(const long long* __restrict__ x, unsigned long long x_len, long long* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/panics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/panics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/panics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/panics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/panics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/panics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/panics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/panics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 7 "cases/panics.rs"
        if (!(x[i_l0] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 7 "cases/panics.rs"
        if (!(x[i_l1] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 7 "cases/panics.rs"
        if (!(x[i_l2] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 7 "cases/panics.rs"
        if (!(x[i_l3] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 8 "cases/panics.rs"
        if (!(x[i_l0] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 8 "cases/panics.rs"
        if (!(x[i_l1] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 8 "cases/panics.rs"
        if (!(x[i_l2] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 8 "cases/panics.rs"
        if (!(x[i_l3] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l0], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l1], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l2], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l3], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l0], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l1], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l2], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l3], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l0] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l1] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l2] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l3] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/panics.rs"
        u_fc_c_l0_1 = x[i_l0] == 7ll;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/panics.rs"
        u_fc_c_l1_1 = x[i_l1] == 7ll;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/panics.rs"
        u_fc_c_l2_1 = x[i_l2] == 7ll;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/panics.rs"
        u_fc_c_l3_1 = x[i_l3] == 7ll;
    }
    if (u_fc_alive_l0 && u_fc_c_l0 && u_fc_c_l0_1) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l1 && u_fc_c_l1 && u_fc_c_l1_1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l2 && u_fc_c_l2 && u_fc_c_l2_1) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l3 && u_fc_c_l3 && u_fc_c_l3_1) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
        long long fc_v;
        long long fc_v_1 = x[i_l0];
        if (fc_v_1 >= 0ll && fc_v_1 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v = fc::div(x[i_l0], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l0 = fc_v;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
        long long fc_v_2;
        long long fc_v_3 = x[i_l1];
        if (fc_v_3 >= 0ll && fc_v_3 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v_2 = fc::div(x[i_l1], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l1 = fc_v_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
        long long fc_v_4;
        long long fc_v_5 = x[i_l2];
        if (fc_v_5 >= 0ll && fc_v_5 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v_4 = fc::div(x[i_l2], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l2 = fc_v_4;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
        long long fc_v_6;
        long long fc_v_7 = x[i_l3];
        if (fc_v_7 >= 0ll && fc_v_7 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v_6 = fc::div(x[i_l3], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l3 = fc_v_6;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/panics.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/panics.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/panics.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/panics.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 4 "cases/panics.rs"
extern "C" __global__ void panics_lanes_v(const long long* __restrict__ x, unsigned long long x_len, long long* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<long long>();
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
    __align__(16) long long u_fc_sv[FC_VLANES];
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    long long u_fc_sv_l4;
    long long u_fc_sv_l5;
    long long u_fc_sv_l6;
    long long u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 5 "cases/panics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/panics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/panics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/panics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/panics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/panics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/panics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/panics.rs"
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
#line 6 "cases/panics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/panics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/panics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/panics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/panics.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/panics.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/panics.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/panics.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 7 "cases/panics.rs"
        if (!(x[i_l0] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 7 "cases/panics.rs"
        if (!(x[i_l1] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 7 "cases/panics.rs"
        if (!(x[i_l2] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 7 "cases/panics.rs"
        if (!(x[i_l3] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 7 "cases/panics.rs"
        if (!(x[i_l4] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 7 "cases/panics.rs"
        if (!(x[i_l5] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 7 "cases/panics.rs"
        if (!(x[i_l6] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 7 "cases/panics.rs"
        if (!(x[i_l7] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/panics.rs"
        if (!(x[i_l0] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/panics.rs"
        if (!(x[i_l1] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/panics.rs"
        if (!(x[i_l2] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/panics.rs"
        if (!(x[i_l3] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/panics.rs"
        if (!(x[i_l4] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/panics.rs"
        if (!(x[i_l5] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/panics.rs"
        if (!(x[i_l6] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/panics.rs"
        if (!(x[i_l7] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l0], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l1], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l2], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l3], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l4], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l5], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l6], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/panics.rs"
        fc::assert_eq<long long>(fc::rem(x[i_l7], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l0], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l1], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l2], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l3], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l4], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l5], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l6], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 10 "cases/panics.rs"
        fc::assert_eq<long long>(x[i_l7], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l0] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l1] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l2] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l3] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l4] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l5] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l6] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 11 "cases/panics.rs"
        if (FC_DEBUG_ASSERTIONS && !(x[i_l7] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    bool u_fc_c_l4_1 = false;
    bool u_fc_c_l5_1 = false;
    bool u_fc_c_l6_1 = false;
    bool u_fc_c_l7_1 = false;
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/panics.rs"
        u_fc_c_l0_1 = x[i_l0] == 7ll;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/panics.rs"
        u_fc_c_l1_1 = x[i_l1] == 7ll;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/panics.rs"
        u_fc_c_l2_1 = x[i_l2] == 7ll;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/panics.rs"
        u_fc_c_l3_1 = x[i_l3] == 7ll;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/panics.rs"
        u_fc_c_l4_1 = x[i_l4] == 7ll;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/panics.rs"
        u_fc_c_l5_1 = x[i_l5] == 7ll;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/panics.rs"
        u_fc_c_l6_1 = x[i_l6] == 7ll;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/panics.rs"
        u_fc_c_l7_1 = x[i_l7] == 7ll;
    }
    if (u_fc_alive_l0 && u_fc_c_l0 && u_fc_c_l0_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l1 && u_fc_c_l1 && u_fc_c_l1_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l2 && u_fc_c_l2 && u_fc_c_l2_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l3 && u_fc_c_l3 && u_fc_c_l3_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l4 && u_fc_c_l4 && u_fc_c_l4_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l5 && u_fc_c_l5 && u_fc_c_l5_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l6 && u_fc_c_l6 && u_fc_c_l6_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l7 && u_fc_c_l7 && u_fc_c_l7_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/panics.rs"
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
            long long fc_v;
            long long fc_v_1 = x[i_l0];
            if (fc_v_1 >= 0ll && fc_v_1 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v = fc::div(x[i_l0], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[0] = fc_v;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
            long long fc_v_2;
            long long fc_v_3 = x[i_l1];
            if (fc_v_3 >= 0ll && fc_v_3 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_2 = fc::div(x[i_l1], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[1] = fc_v_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
            long long fc_v_4;
            long long fc_v_5 = x[i_l2];
            if (fc_v_5 >= 0ll && fc_v_5 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_4 = fc::div(x[i_l2], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[2] = fc_v_4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
            long long fc_v_6;
            long long fc_v_7 = x[i_l3];
            if (fc_v_7 >= 0ll && fc_v_7 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_6 = fc::div(x[i_l3], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[3] = fc_v_6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/panics.rs"
            long long fc_v_8;
            long long fc_v_9 = x[i_l4];
            if (fc_v_9 >= 0ll && fc_v_9 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_8 = fc::div(x[i_l4], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[4] = fc_v_8;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/panics.rs"
            long long fc_v_10;
            long long fc_v_11 = x[i_l5];
            if (fc_v_11 >= 0ll && fc_v_11 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_10 = fc::div(x[i_l5], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[5] = fc_v_10;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/panics.rs"
            long long fc_v_12;
            long long fc_v_13 = x[i_l6];
            if (fc_v_13 >= 0ll && fc_v_13 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_12 = fc::div(x[i_l6], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[6] = fc_v_12;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/panics.rs"
            long long fc_v_14;
            long long fc_v_15 = x[i_l7];
            if (fc_v_15 >= 0ll && fc_v_15 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_14 = fc::div(x[i_l7], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[7] = fc_v_14;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
            long long fc_v_16;
            long long fc_v_17 = x[i_l0];
            if (fc_v_17 >= 0ll && fc_v_17 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_16 = fc::div(x[i_l0], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l0 = fc_v_16;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
            long long fc_v_18;
            long long fc_v_19 = x[i_l1];
            if (fc_v_19 >= 0ll && fc_v_19 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_18 = fc::div(x[i_l1], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l1 = fc_v_18;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
            long long fc_v_20;
            long long fc_v_21 = x[i_l2];
            if (fc_v_21 >= 0ll && fc_v_21 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_20 = fc::div(x[i_l2], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l2 = fc_v_20;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
            long long fc_v_22;
            long long fc_v_23 = x[i_l3];
            if (fc_v_23 >= 0ll && fc_v_23 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_22 = fc::div(x[i_l3], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l3 = fc_v_22;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/panics.rs"
            long long fc_v_24;
            long long fc_v_25 = x[i_l4];
            if (fc_v_25 >= 0ll && fc_v_25 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_24 = fc::div(x[i_l4], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l4 = fc_v_24;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/panics.rs"
            long long fc_v_26;
            long long fc_v_27 = x[i_l5];
            if (fc_v_27 >= 0ll && fc_v_27 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_26 = fc::div(x[i_l5], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l5 = fc_v_26;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/panics.rs"
            long long fc_v_28;
            long long fc_v_29 = x[i_l6];
            if (fc_v_29 >= 0ll && fc_v_29 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_28 = fc::div(x[i_l6], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l6 = fc_v_28;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/panics.rs"
            long long fc_v_30;
            long long fc_v_31 = x[i_l7];
            if (fc_v_31 >= 0ll && fc_v_31 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_30 = fc::div(x[i_l7], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l7 = fc_v_30;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/panics.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/panics.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/panics.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/panics.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/panics.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/panics.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/panics.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/panics.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_panics(w) (0ull)
#line 4 "cases/panics.rs"
extern "C" __global__ void panics(const long long* __restrict__ x, unsigned long long x_len, long long* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/panics.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/panics.rs"
    if (i < x_len) {
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        if (!(x[i] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        if (!(x[i] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        fc::assert_eq<long long>(fc::rem(x[i], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        fc::assert_eq<long long>(x[i], (-4ll), false, "", FC_SITE(10, 9));
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        if (FC_DEBUG_ASSERTIONS && !(x[i] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
#line 12 "cases/panics.rs"
        if (x[i] == 7ll) {
#line 13 "cases/panics.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
            FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
            fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
        }
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        long long fc_v;
        long long fc_v_1 = x[i];
        if (fc_v_1 >= 0ll && fc_v_1 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v = fc::div(x[i], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        long long fc_v_2 = fc_v;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_panics(u_fc_pending.site & 31u), FC_SITE(15, 9))] = fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_panics_lanes(w) (0ull)
#line 4 "cases/panics.rs"
extern "C" __global__ void panics_lanes(const long long* __restrict__ x, unsigned long long x_len, long long* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/panics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/panics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/panics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/panics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/panics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/panics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/panics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/panics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        if (!(x[i_l0] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        if (!(x[i_l1] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        if (!(x[i_l2] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        if (!(x[i_l3] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        if (!(x[i_l0] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        if (!(x[i_l1] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        if (!(x[i_l2] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        if (!(x[i_l3] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(fc::rem(x[i_l0], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(fc::rem(x[i_l1], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(fc::rem(x[i_l2], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(fc::rem(x[i_l3], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(x[i_l0], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(x[i_l1], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(x[i_l2], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        fc::assert_eq<long long>(x[i_l3], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l0] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l1] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l2] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l3] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/panics.rs"
        u_fc_c_l0_1 = x[i_l0] == 7ll;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/panics.rs"
        u_fc_c_l1_1 = x[i_l1] == 7ll;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/panics.rs"
        u_fc_c_l2_1 = x[i_l2] == 7ll;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/panics.rs"
        u_fc_c_l3_1 = x[i_l3] == 7ll;
    }
    if (u_fc_alive_l0 && u_fc_c_l0 && u_fc_c_l0_1) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l1 && u_fc_c_l1 && u_fc_c_l1_1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l2 && u_fc_c_l2 && u_fc_c_l2_1) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l3 && u_fc_c_l3 && u_fc_c_l3_1) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        long long fc_v;
        long long fc_v_1 = x[i_l0];
        if (fc_v_1 >= 0ll && fc_v_1 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v = fc::div(x[i_l0], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l0 = fc_v;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        long long fc_v_2;
        long long fc_v_3 = x[i_l1];
        if (fc_v_3 >= 0ll && fc_v_3 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v_2 = fc::div(x[i_l1], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l1 = fc_v_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        long long fc_v_4;
        long long fc_v_5 = x[i_l2];
        if (fc_v_5 >= 0ll && fc_v_5 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v_4 = fc::div(x[i_l2], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l2 = fc_v_4;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        long long fc_v_6;
        long long fc_v_7 = x[i_l3];
        if (fc_v_7 >= 0ll && fc_v_7 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v_6 = fc::div(x[i_l3], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        u_fc_sv_l3 = fc_v_6;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
        y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_panics_lanes(u_fc_pending_l0.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
        y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_panics_lanes(u_fc_pending_l1.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
        y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_panics_lanes(u_fc_pending_l2.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
        y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_panics_lanes(u_fc_pending_l3.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_panics_lanes_v(w) (0ull)
#line 4 "cases/panics.rs"
extern "C" __global__ void panics_lanes_v(const long long* __restrict__ x, unsigned long long x_len, long long* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<long long>();
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
    __align__(16) long long u_fc_sv[FC_VLANES];
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    long long u_fc_sv_l4;
    long long u_fc_sv_l5;
    long long u_fc_sv_l6;
    long long u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 5 "cases/panics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/panics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/panics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/panics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/panics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/panics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/panics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/panics.rs"
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
#line 6 "cases/panics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/panics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/panics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/panics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/panics.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/panics.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/panics.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/panics.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l0] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l1] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l2] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l3] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l4] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l5] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l6] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l7] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l0] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l1] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l2] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l3] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l4] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l5] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l6] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        if (!(x[i_l7] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l0], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l1], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l2], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l3], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l4], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l5], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l6], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(fc::rem(x[i_l7], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l0], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l1], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l2], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l3], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l4], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l5], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l6], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        fc::assert_eq<long long>(x[i_l7], (-4ll), false, "", FC_SITE(10, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l0] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l1] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l2] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l3] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l4] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l5] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l6] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(x[i_l7] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    bool u_fc_c_l4_1 = false;
    bool u_fc_c_l5_1 = false;
    bool u_fc_c_l6_1 = false;
    bool u_fc_c_l7_1 = false;
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/panics.rs"
        u_fc_c_l0_1 = x[i_l0] == 7ll;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/panics.rs"
        u_fc_c_l1_1 = x[i_l1] == 7ll;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/panics.rs"
        u_fc_c_l2_1 = x[i_l2] == 7ll;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/panics.rs"
        u_fc_c_l3_1 = x[i_l3] == 7ll;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/panics.rs"
        u_fc_c_l4_1 = x[i_l4] == 7ll;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/panics.rs"
        u_fc_c_l5_1 = x[i_l5] == 7ll;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/panics.rs"
        u_fc_c_l6_1 = x[i_l6] == 7ll;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/panics.rs"
        u_fc_c_l7_1 = x[i_l7] == 7ll;
    }
    if (u_fc_alive_l0 && u_fc_c_l0 && u_fc_c_l0_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l1 && u_fc_c_l1 && u_fc_c_l1_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l2 && u_fc_c_l2 && u_fc_c_l2_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l3 && u_fc_c_l3 && u_fc_c_l3_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l4 && u_fc_c_l4 && u_fc_c_l4_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l5 && u_fc_c_l5 && u_fc_c_l5_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l6 && u_fc_c_l6 && u_fc_c_l6_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if (u_fc_alive_l7 && u_fc_c_l7 && u_fc_c_l7_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/panics.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
            long long fc_v;
            long long fc_v_1 = x[i_l0];
            if (fc_v_1 >= 0ll && fc_v_1 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v = fc::div(x[i_l0], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[0] = fc_v;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
            long long fc_v_2;
            long long fc_v_3 = x[i_l1];
            if (fc_v_3 >= 0ll && fc_v_3 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_2 = fc::div(x[i_l1], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[1] = fc_v_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
            long long fc_v_4;
            long long fc_v_5 = x[i_l2];
            if (fc_v_5 >= 0ll && fc_v_5 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_4 = fc::div(x[i_l2], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[2] = fc_v_4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
            long long fc_v_6;
            long long fc_v_7 = x[i_l3];
            if (fc_v_7 >= 0ll && fc_v_7 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_6 = fc::div(x[i_l3], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[3] = fc_v_6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
            long long fc_v_8;
            long long fc_v_9 = x[i_l4];
            if (fc_v_9 >= 0ll && fc_v_9 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_8 = fc::div(x[i_l4], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[4] = fc_v_8;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
            long long fc_v_10;
            long long fc_v_11 = x[i_l5];
            if (fc_v_11 >= 0ll && fc_v_11 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_10 = fc::div(x[i_l5], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[5] = fc_v_10;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
            long long fc_v_12;
            long long fc_v_13 = x[i_l6];
            if (fc_v_13 >= 0ll && fc_v_13 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_12 = fc::div(x[i_l6], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[6] = fc_v_12;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
            long long fc_v_14;
            long long fc_v_15 = x[i_l7];
            if (fc_v_15 >= 0ll && fc_v_15 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_14 = fc::div(x[i_l7], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv[7] = fc_v_14;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
            long long fc_v_16;
            long long fc_v_17 = x[i_l0];
            if (fc_v_17 >= 0ll && fc_v_17 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_16 = fc::div(x[i_l0], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l0 = fc_v_16;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
            long long fc_v_18;
            long long fc_v_19 = x[i_l1];
            if (fc_v_19 >= 0ll && fc_v_19 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_18 = fc::div(x[i_l1], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l1 = fc_v_18;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
            long long fc_v_20;
            long long fc_v_21 = x[i_l2];
            if (fc_v_21 >= 0ll && fc_v_21 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_20 = fc::div(x[i_l2], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l2 = fc_v_20;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
            long long fc_v_22;
            long long fc_v_23 = x[i_l3];
            if (fc_v_23 >= 0ll && fc_v_23 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_22 = fc::div(x[i_l3], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l3 = fc_v_22;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
            long long fc_v_24;
            long long fc_v_25 = x[i_l4];
            if (fc_v_25 >= 0ll && fc_v_25 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_24 = fc::div(x[i_l4], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l4 = fc_v_24;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
            long long fc_v_26;
            long long fc_v_27 = x[i_l5];
            if (fc_v_27 >= 0ll && fc_v_27 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_26 = fc::div(x[i_l5], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l5 = fc_v_26;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
            long long fc_v_28;
            long long fc_v_29 = x[i_l6];
            if (fc_v_29 >= 0ll && fc_v_29 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_28 = fc::div(x[i_l6], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l6 = fc_v_28;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
            long long fc_v_30;
            long long fc_v_31 = x[i_l7];
            if (fc_v_31 >= 0ll && fc_v_31 <= 9ll) {
#line 16 "cases/panics.rs"
                fc_v_30 = fc::div(x[i_l7], 2ll, FC_SITE(16, 22));
            }
            else {
#line 17 "cases/panics.rs"
                FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
                fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
            }
            u_fc_sv_l7 = fc_v_30;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_panics_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_panics_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_panics_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_panics_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l4, y_len, u_fc_pending_l4, FC_LEN_OF_panics_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l5, y_len, u_fc_pending_l5, FC_LEN_OF_panics_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l6, y_len, u_fc_pending_l6, FC_LEN_OF_panics_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/panics.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
            y[fc::check_index_p(i_l7, y_len, u_fc_pending_l7, FC_LEN_OF_panics_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_panics_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_panics_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_panics_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_panics_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_panics_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_panics_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_panics_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_panics_lanes_v);
    }
}
#endif
#endif
#endif
