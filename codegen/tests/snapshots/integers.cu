#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 5 "cases/integers.rs"
extern "C" __global__ void int_ops(const int* __restrict__ a, unsigned long long a_len, const int* __restrict__ b, unsigned long long b_len, const unsigned int* __restrict__ s, unsigned long long s_len, int* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
#line 6 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/integers.rs"
    if (i < a_len) {
#line 8 "cases/integers.rs"
        int x = a[i];
        int y = b[i];
#line 9 "cases/integers.rs"
        out[i] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x, y), fc::mul(x, y)), fc::div(x, y, FC_SITE(9, 34))), fc::rem(x, y, FC_SITE(9, 42))), fc::shl(x, s[i])), fc::shr(x, 3)), x & y | x ^ ~y), fc::neg(x));
#line 10 "cases/integers.rs"
        int c = x;
#line 11 "cases/integers.rs"
        fc::add_assign(c, y);
#line 12 "cases/integers.rs"
        unsigned int fc_v = s[i];
        fc::shl_assign(c, fc_v);
#line 13 "cases/integers.rs"
        fc::div_assign(c, 7, FC_SITE(13, 9));
#line 14 "cases/integers.rs"
        out[i] ^= c;
    }
}
#if FC_LANES_TWIN
#line 5 "cases/integers.rs"
extern "C" __global__ void int_ops_lanes(const int* __restrict__ a, unsigned long long a_len, const int* __restrict__ b, unsigned long long b_len, const unsigned int* __restrict__ s, unsigned long long s_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    int x_l0;
    int y_l0;
    int x_l1;
    int y_l1;
    int x_l2;
    int y_l2;
    int x_l3;
    int y_l3;
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    int c_l0;
    int c_l1;
    int c_l2;
    int c_l3;
    int u_fc_old_l0;
    int u_fc_old_l1;
    int u_fc_old_l2;
    int u_fc_old_l3;
    int u_fc_uv_l0;
    int u_fc_uv_l1;
    int u_fc_uv_l2;
    int u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 6 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 7 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/integers.rs"
        x_l0 = a[i_l0];
        y_l0 = b[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/integers.rs"
        x_l1 = a[i_l1];
        y_l1 = b[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/integers.rs"
        x_l2 = a[i_l2];
        y_l2 = b[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/integers.rs"
        x_l3 = a[i_l3];
        y_l3 = b[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l0, y_l0), fc::mul(x_l0, y_l0)), fc::div(x_l0, y_l0, FC_SITE(9, 34))), fc::rem(x_l0, y_l0, FC_SITE(9, 42))), fc::shl(x_l0, s[i_l0])), fc::shr(x_l0, 3)), x_l0 & y_l0 | x_l0 ^ ~y_l0), fc::neg(x_l0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l1, y_l1), fc::mul(x_l1, y_l1)), fc::div(x_l1, y_l1, FC_SITE(9, 34))), fc::rem(x_l1, y_l1, FC_SITE(9, 42))), fc::shl(x_l1, s[i_l1])), fc::shr(x_l1, 3)), x_l1 & y_l1 | x_l1 ^ ~y_l1), fc::neg(x_l1));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l2, y_l2), fc::mul(x_l2, y_l2)), fc::div(x_l2, y_l2, FC_SITE(9, 34))), fc::rem(x_l2, y_l2, FC_SITE(9, 42))), fc::shl(x_l2, s[i_l2])), fc::shr(x_l2, 3)), x_l2 & y_l2 | x_l2 ^ ~y_l2), fc::neg(x_l2));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l3, y_l3), fc::mul(x_l3, y_l3)), fc::div(x_l3, y_l3, FC_SITE(9, 34))), fc::rem(x_l3, y_l3, FC_SITE(9, 42))), fc::shl(x_l3, s[i_l3])), fc::shr(x_l3, 3)), x_l3 & y_l3 | x_l3 ^ ~y_l3), fc::neg(x_l3));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/integers.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/integers.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/integers.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/integers.rs"
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/integers.rs"
        c_l0 = x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/integers.rs"
        c_l1 = x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/integers.rs"
        c_l2 = x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/integers.rs"
        c_l3 = x_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l0, y_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l1, y_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l2, y_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l3, y_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/integers.rs"
        unsigned int fc_v = s[i_l0];
        fc::shl_assign(c_l0, fc_v);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_1 = s[i_l1];
        fc::shl_assign(c_l1, fc_v_1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_2 = s[i_l2];
        fc::shl_assign(c_l2, fc_v_2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_3 = s[i_l3];
        fc::shl_assign(c_l3, fc_v_3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l0, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l1, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l2, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l3, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/integers.rs"
        u_fc_uv_l0 = c_l0;
        u_fc_old_l0 = out[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/integers.rs"
        u_fc_uv_l1 = c_l1;
        u_fc_old_l1 = out[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/integers.rs"
        u_fc_uv_l2 = c_l2;
        u_fc_old_l2 = out[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/integers.rs"
        u_fc_uv_l3 = c_l3;
        u_fc_old_l3 = out[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/integers.rs"
        u_fc_old_l0 ^= u_fc_uv_l0;
        out[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/integers.rs"
        u_fc_old_l1 ^= u_fc_uv_l1;
        out[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/integers.rs"
        u_fc_old_l2 ^= u_fc_uv_l2;
        out[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/integers.rs"
        u_fc_old_l3 ^= u_fc_uv_l3;
        out[i_l3] = u_fc_old_l3;
    }
}
#if FC_VECTOR_LANES
#line 5 "cases/integers.rs"
extern "C" __global__ void int_ops_lanes_v(const int* __restrict__ a, unsigned long long a_len, const int* __restrict__ b, unsigned long long b_len, const unsigned int* __restrict__ s, unsigned long long s_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int, unsigned int>();
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
    __align__(16) int u_fc_vec[FC_VLANES];
    __align__(16) int u_fc_vec_1[FC_VLANES];
    int x_l0;
    int y_l0;
    int x_l1;
    int y_l1;
    int x_l2;
    int y_l2;
    int x_l3;
    int y_l3;
    int x_l4;
    int y_l4;
    int x_l5;
    int y_l5;
    int x_l6;
    int y_l6;
    int x_l7;
    int y_l7;
    __align__(16) unsigned int u_fc_vec_2[FC_VLANES];
    __align__(16) int u_fc_sv[FC_VLANES];
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    int u_fc_sv_l4;
    int u_fc_sv_l5;
    int u_fc_sv_l6;
    int u_fc_sv_l7;
    int c_l0;
    int c_l1;
    int c_l2;
    int c_l3;
    int c_l4;
    int c_l5;
    int c_l6;
    int c_l7;
    __align__(16) int u_fc_vec_3[FC_VLANES];
    __align__(16) int u_fc_sv_1[FC_VLANES];
    int u_fc_uv_l0;
    int u_fc_uv_l1;
    int u_fc_uv_l2;
    int u_fc_uv_l3;
    int u_fc_uv_l4;
    int u_fc_uv_l5;
    int u_fc_uv_l6;
    int u_fc_uv_l7;
    int u_fc_old_l0;
    int u_fc_old_l1;
    int u_fc_old_l2;
    int u_fc_old_l3;
    int u_fc_old_l4;
    int u_fc_old_l5;
    int u_fc_old_l6;
    int u_fc_old_l7;
    int u_fc_uv_l0_1;
    int u_fc_uv_l1_1;
    int u_fc_uv_l2_1;
    int u_fc_uv_l3_1;
    int u_fc_uv_l4_1;
    int u_fc_uv_l5_1;
    int u_fc_uv_l6_1;
    int u_fc_uv_l7_1;
    if (u_fc_alive_l0) {
#line 6 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 6 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 6 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 6 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 6 "cases/integers.rs"
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
#line 7 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 7 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 7 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 7 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 7 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 8 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
            y_l0 = u_fc_vec_1[0];
        }
        {
#line 8 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
            y_l1 = u_fc_vec_1[1];
        }
        {
#line 8 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
            y_l2 = u_fc_vec_1[2];
        }
        {
#line 8 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
            y_l3 = u_fc_vec_1[3];
        }
        {
#line 8 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
            y_l4 = u_fc_vec_1[4];
        }
        {
#line 8 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
            y_l5 = u_fc_vec_1[5];
        }
        {
#line 8 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
            y_l6 = u_fc_vec_1[6];
        }
        {
#line 8 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
            y_l7 = u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/integers.rs"
            x_l0 = a[i_l0];
            y_l0 = b[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/integers.rs"
            x_l1 = a[i_l1];
            y_l1 = b[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/integers.rs"
            x_l2 = a[i_l2];
            y_l2 = b[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/integers.rs"
            x_l3 = a[i_l3];
            y_l3 = b[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/integers.rs"
            x_l4 = a[i_l4];
            y_l4 = b[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/integers.rs"
            x_l5 = a[i_l5];
            y_l5 = b[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/integers.rs"
            x_l6 = a[i_l6];
            y_l6 = b[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/integers.rs"
            x_l7 = a[i_l7];
            y_l7 = b[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(s, s_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(s, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l0, y_l0), fc::mul(x_l0, y_l0)), fc::div(x_l0, y_l0, FC_SITE(9, 34))), fc::rem(x_l0, y_l0, FC_SITE(9, 42))), fc::shl(x_l0, u_fc_vec_2[0])), fc::shr(x_l0, 3)), x_l0 & y_l0 | x_l0 ^ ~y_l0), fc::neg(x_l0));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l1, y_l1), fc::mul(x_l1, y_l1)), fc::div(x_l1, y_l1, FC_SITE(9, 34))), fc::rem(x_l1, y_l1, FC_SITE(9, 42))), fc::shl(x_l1, u_fc_vec_2[1])), fc::shr(x_l1, 3)), x_l1 & y_l1 | x_l1 ^ ~y_l1), fc::neg(x_l1));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l2, y_l2), fc::mul(x_l2, y_l2)), fc::div(x_l2, y_l2, FC_SITE(9, 34))), fc::rem(x_l2, y_l2, FC_SITE(9, 42))), fc::shl(x_l2, u_fc_vec_2[2])), fc::shr(x_l2, 3)), x_l2 & y_l2 | x_l2 ^ ~y_l2), fc::neg(x_l2));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l3, y_l3), fc::mul(x_l3, y_l3)), fc::div(x_l3, y_l3, FC_SITE(9, 34))), fc::rem(x_l3, y_l3, FC_SITE(9, 42))), fc::shl(x_l3, u_fc_vec_2[3])), fc::shr(x_l3, 3)), x_l3 & y_l3 | x_l3 ^ ~y_l3), fc::neg(x_l3));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/integers.rs"
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l4, y_l4), fc::mul(x_l4, y_l4)), fc::div(x_l4, y_l4, FC_SITE(9, 34))), fc::rem(x_l4, y_l4, FC_SITE(9, 42))), fc::shl(x_l4, u_fc_vec_2[4])), fc::shr(x_l4, 3)), x_l4 & y_l4 | x_l4 ^ ~y_l4), fc::neg(x_l4));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/integers.rs"
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l5, y_l5), fc::mul(x_l5, y_l5)), fc::div(x_l5, y_l5, FC_SITE(9, 34))), fc::rem(x_l5, y_l5, FC_SITE(9, 42))), fc::shl(x_l5, u_fc_vec_2[5])), fc::shr(x_l5, 3)), x_l5 & y_l5 | x_l5 ^ ~y_l5), fc::neg(x_l5));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/integers.rs"
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l6, y_l6), fc::mul(x_l6, y_l6)), fc::div(x_l6, y_l6, FC_SITE(9, 34))), fc::rem(x_l6, y_l6, FC_SITE(9, 42))), fc::shl(x_l6, u_fc_vec_2[6])), fc::shr(x_l6, 3)), x_l6 & y_l6 | x_l6 ^ ~y_l6), fc::neg(x_l6));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/integers.rs"
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l7, y_l7), fc::mul(x_l7, y_l7)), fc::div(x_l7, y_l7, FC_SITE(9, 34))), fc::rem(x_l7, y_l7, FC_SITE(9, 42))), fc::shl(x_l7, u_fc_vec_2[7])), fc::shr(x_l7, 3)), x_l7 & y_l7 | x_l7 ^ ~y_l7), fc::neg(x_l7));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l0, y_l0), fc::mul(x_l0, y_l0)), fc::div(x_l0, y_l0, FC_SITE(9, 34))), fc::rem(x_l0, y_l0, FC_SITE(9, 42))), fc::shl(x_l0, s[i_l0])), fc::shr(x_l0, 3)), x_l0 & y_l0 | x_l0 ^ ~y_l0), fc::neg(x_l0));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l1, y_l1), fc::mul(x_l1, y_l1)), fc::div(x_l1, y_l1, FC_SITE(9, 34))), fc::rem(x_l1, y_l1, FC_SITE(9, 42))), fc::shl(x_l1, s[i_l1])), fc::shr(x_l1, 3)), x_l1 & y_l1 | x_l1 ^ ~y_l1), fc::neg(x_l1));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l2, y_l2), fc::mul(x_l2, y_l2)), fc::div(x_l2, y_l2, FC_SITE(9, 34))), fc::rem(x_l2, y_l2, FC_SITE(9, 42))), fc::shl(x_l2, s[i_l2])), fc::shr(x_l2, 3)), x_l2 & y_l2 | x_l2 ^ ~y_l2), fc::neg(x_l2));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l3, y_l3), fc::mul(x_l3, y_l3)), fc::div(x_l3, y_l3, FC_SITE(9, 34))), fc::rem(x_l3, y_l3, FC_SITE(9, 42))), fc::shl(x_l3, s[i_l3])), fc::shr(x_l3, 3)), x_l3 & y_l3 | x_l3 ^ ~y_l3), fc::neg(x_l3));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/integers.rs"
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l4, y_l4), fc::mul(x_l4, y_l4)), fc::div(x_l4, y_l4, FC_SITE(9, 34))), fc::rem(x_l4, y_l4, FC_SITE(9, 42))), fc::shl(x_l4, s[i_l4])), fc::shr(x_l4, 3)), x_l4 & y_l4 | x_l4 ^ ~y_l4), fc::neg(x_l4));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/integers.rs"
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l5, y_l5), fc::mul(x_l5, y_l5)), fc::div(x_l5, y_l5, FC_SITE(9, 34))), fc::rem(x_l5, y_l5, FC_SITE(9, 42))), fc::shl(x_l5, s[i_l5])), fc::shr(x_l5, 3)), x_l5 & y_l5 | x_l5 ^ ~y_l5), fc::neg(x_l5));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/integers.rs"
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l6, y_l6), fc::mul(x_l6, y_l6)), fc::div(x_l6, y_l6, FC_SITE(9, 34))), fc::rem(x_l6, y_l6, FC_SITE(9, 42))), fc::shl(x_l6, s[i_l6])), fc::shr(x_l6, 3)), x_l6 & y_l6 | x_l6 ^ ~y_l6), fc::neg(x_l6));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/integers.rs"
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l7, y_l7), fc::mul(x_l7, y_l7)), fc::div(x_l7, y_l7, FC_SITE(9, 34))), fc::rem(x_l7, y_l7, FC_SITE(9, 42))), fc::shl(x_l7, s[i_l7])), fc::shr(x_l7, 3)), x_l7 & y_l7 | x_l7 ^ ~y_l7), fc::neg(x_l7));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/integers.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/integers.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/integers.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/integers.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 9 "cases/integers.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 9 "cases/integers.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 9 "cases/integers.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 9 "cases/integers.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/integers.rs"
        c_l0 = x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/integers.rs"
        c_l1 = x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/integers.rs"
        c_l2 = x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/integers.rs"
        c_l3 = x_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/integers.rs"
        c_l4 = x_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/integers.rs"
        c_l5 = x_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/integers.rs"
        c_l6 = x_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/integers.rs"
        c_l7 = x_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l0, y_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l1, y_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l2, y_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l3, y_l3);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l4, y_l4);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l5, y_l5);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l6, y_l6);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l7, y_l7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/integers.rs"
        unsigned int fc_v = s[i_l0];
        fc::shl_assign(c_l0, fc_v);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_1 = s[i_l1];
        fc::shl_assign(c_l1, fc_v_1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_2 = s[i_l2];
        fc::shl_assign(c_l2, fc_v_2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_3 = s[i_l3];
        fc::shl_assign(c_l3, fc_v_3);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_4 = s[i_l4];
        fc::shl_assign(c_l4, fc_v_4);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_5 = s[i_l5];
        fc::shl_assign(c_l5, fc_v_5);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_6 = s[i_l6];
        fc::shl_assign(c_l6, fc_v_6);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_7 = s[i_l7];
        fc::shl_assign(c_l7, fc_v_7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l0, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l1, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l2, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l3, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l4, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l5, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l6, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l7, 7, FC_SITE(13, 9));
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l0 = c_l0;
            u_fc_sv_1[0] = u_fc_vec_3[0];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l1 = c_l1;
            u_fc_sv_1[1] = u_fc_vec_3[1];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l2 = c_l2;
            u_fc_sv_1[2] = u_fc_vec_3[2];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l3 = c_l3;
            u_fc_sv_1[3] = u_fc_vec_3[3];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l4 = c_l4;
            u_fc_sv_1[4] = u_fc_vec_3[4];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l5 = c_l5;
            u_fc_sv_1[5] = u_fc_vec_3[5];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l6 = c_l6;
            u_fc_sv_1[6] = u_fc_vec_3[6];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l7 = c_l7;
            u_fc_sv_1[7] = u_fc_vec_3[7];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[0] ^= u_fc_uv_l0;
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[1] ^= u_fc_uv_l1;
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[2] ^= u_fc_uv_l2;
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[3] ^= u_fc_uv_l3;
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[4] ^= u_fc_uv_l4;
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[5] ^= u_fc_uv_l5;
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[6] ^= u_fc_uv_l6;
        }
        {
#line 14 "cases/integers.rs"
            u_fc_sv_1[7] ^= u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/integers.rs"
            u_fc_uv_l0_1 = c_l0;
            u_fc_old_l0 = out[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/integers.rs"
            u_fc_uv_l1_1 = c_l1;
            u_fc_old_l1 = out[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/integers.rs"
            u_fc_uv_l2_1 = c_l2;
            u_fc_old_l2 = out[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/integers.rs"
            u_fc_uv_l3_1 = c_l3;
            u_fc_old_l3 = out[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/integers.rs"
            u_fc_uv_l4_1 = c_l4;
            u_fc_old_l4 = out[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/integers.rs"
            u_fc_uv_l5_1 = c_l5;
            u_fc_old_l5 = out[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/integers.rs"
            u_fc_uv_l6_1 = c_l6;
            u_fc_old_l6 = out[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/integers.rs"
            u_fc_uv_l7_1 = c_l7;
            u_fc_old_l7 = out[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/integers.rs"
            u_fc_old_l0 ^= u_fc_uv_l0_1;
            out[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/integers.rs"
            u_fc_old_l1 ^= u_fc_uv_l1_1;
            out[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/integers.rs"
            u_fc_old_l2 ^= u_fc_uv_l2_1;
            out[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/integers.rs"
            u_fc_old_l3 ^= u_fc_uv_l3_1;
            out[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/integers.rs"
            u_fc_old_l4 ^= u_fc_uv_l4_1;
            out[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/integers.rs"
            u_fc_old_l5 ^= u_fc_uv_l5_1;
            out[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/integers.rs"
            u_fc_old_l6 ^= u_fc_uv_l6_1;
            out[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/integers.rs"
            u_fc_old_l7 ^= u_fc_uv_l7_1;
            out[i_l7] = u_fc_old_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_int_ops(w) ((w) == 0 ? b_len : (w) == 1 ? s_len : 0ull)
#line 5 "cases/integers.rs"
extern "C" __global__ void int_ops(const int* __restrict__ a, unsigned long long a_len, const int* __restrict__ b, unsigned long long b_len, const unsigned int* __restrict__ s, unsigned long long s_len, int* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 6 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/integers.rs"
    if (i < a_len) {
#line 8 "cases/integers.rs"
        int x = a[i];
        int y = *fc::defer_ptr(b, i, b_len, u_fc_pending, 263072u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
        int fc_v = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x, y), fc::mul(x, y)), fc::div(x, y, FC_SITE(9, 34))), fc::rem(x, y, FC_SITE(9, 42))), fc::shl(x, s[fc::check_index_p(i, s_len, u_fc_pending, FC_LEN_OF_int_ops(u_fc_pending.site & 31u), FC_SITE(9, 56))])), fc::shr(x, 3)), x & y | x ^ ~y), fc::neg(x));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_int_ops(u_fc_pending.site & 31u), FC_SITE(9, 9))] = fc_v;
#line 10 "cases/integers.rs"
        int c = x;
#line 11 "cases/integers.rs"
        fc::add_assign(c, y);
#line 12 "cases/integers.rs"
        unsigned int fc_v_1 = *fc::defer_ptr(s, i, s_len, u_fc_pending, 393697u);
        fc::shl_assign(c, fc_v_1);
#line 13 "cases/integers.rs"
        fc::div_assign(c, 7, FC_SITE(13, 9));
#line 14 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_int_ops(u_fc_pending.site & 31u), FC_SITE(14, 9))] ^= c;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_int_ops_lanes(w) ((w) == 0 ? b_len : (w) == 1 ? s_len : (w) == 2 ? out_len : 0ull)
#line 5 "cases/integers.rs"
extern "C" __global__ void int_ops_lanes(const int* __restrict__ a, unsigned long long a_len, const int* __restrict__ b, unsigned long long b_len, const unsigned int* __restrict__ s, unsigned long long s_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    int x_l0;
    int y_l0;
    int x_l1;
    int y_l1;
    int x_l2;
    int y_l2;
    int x_l3;
    int y_l3;
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    int c_l0;
    int c_l1;
    int c_l2;
    int c_l3;
    int u_fc_old_l0;
    int u_fc_old_l1;
    int u_fc_old_l2;
    int u_fc_old_l3;
    int u_fc_uv_l0;
    int u_fc_uv_l1;
    int u_fc_uv_l2;
    int u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 6 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 7 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/integers.rs"
        x_l0 = a[i_l0];
        y_l0 = *fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 263072u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/integers.rs"
        x_l1 = a[i_l1];
        y_l1 = *fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 263072u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/integers.rs"
        x_l2 = a[i_l2];
        y_l2 = *fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 263072u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/integers.rs"
        x_l3 = a[i_l3];
        y_l3 = *fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 263072u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes);
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l0, y_l0), fc::mul(x_l0, y_l0)), fc::div(x_l0, y_l0, FC_SITE(9, 34))), fc::rem(x_l0, y_l0, FC_SITE(9, 42))), fc::shl(x_l0, s[fc::check_index_p(i_l0, s_len, u_fc_pending_l0, FC_LEN_OF_int_ops_lanes(u_fc_pending_l0.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l0, 3)), x_l0 & y_l0 | x_l0 ^ ~y_l0), fc::neg(x_l0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes);
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l1, y_l1), fc::mul(x_l1, y_l1)), fc::div(x_l1, y_l1, FC_SITE(9, 34))), fc::rem(x_l1, y_l1, FC_SITE(9, 42))), fc::shl(x_l1, s[fc::check_index_p(i_l1, s_len, u_fc_pending_l1, FC_LEN_OF_int_ops_lanes(u_fc_pending_l1.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l1, 3)), x_l1 & y_l1 | x_l1 ^ ~y_l1), fc::neg(x_l1));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes);
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l2, y_l2), fc::mul(x_l2, y_l2)), fc::div(x_l2, y_l2, FC_SITE(9, 34))), fc::rem(x_l2, y_l2, FC_SITE(9, 42))), fc::shl(x_l2, s[fc::check_index_p(i_l2, s_len, u_fc_pending_l2, FC_LEN_OF_int_ops_lanes(u_fc_pending_l2.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l2, 3)), x_l2 & y_l2 | x_l2 ^ ~y_l2), fc::neg(x_l2));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes);
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l3, y_l3), fc::mul(x_l3, y_l3)), fc::div(x_l3, y_l3, FC_SITE(9, 34))), fc::rem(x_l3, y_l3, FC_SITE(9, 42))), fc::shl(x_l3, s[fc::check_index_p(i_l3, s_len, u_fc_pending_l3, FC_LEN_OF_int_ops_lanes(u_fc_pending_l3.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l3, 3)), x_l3 & y_l3 | x_l3 ^ ~y_l3), fc::neg(x_l3));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_int_ops_lanes(u_fc_pending_l0.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_int_ops_lanes(u_fc_pending_l1.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_int_ops_lanes(u_fc_pending_l2.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_int_ops_lanes(u_fc_pending_l3.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/integers.rs"
        c_l0 = x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/integers.rs"
        c_l1 = x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/integers.rs"
        c_l2 = x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/integers.rs"
        c_l3 = x_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l0, y_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l1, y_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l2, y_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l3, y_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/integers.rs"
        unsigned int fc_v = *fc::defer_ptr(s, i_l0, s_len, u_fc_pending_l0, 393697u);
        fc::shl_assign(c_l0, fc_v);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_1 = *fc::defer_ptr(s, i_l1, s_len, u_fc_pending_l1, 393697u);
        fc::shl_assign(c_l1, fc_v_1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_2 = *fc::defer_ptr(s, i_l2, s_len, u_fc_pending_l2, 393697u);
        fc::shl_assign(c_l2, fc_v_2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_3 = *fc::defer_ptr(s, i_l3, s_len, u_fc_pending_l3, 393697u);
        fc::shl_assign(c_l3, fc_v_3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l0, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l1, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l2, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l3, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/integers.rs"
        u_fc_uv_l0 = c_l0;
        u_fc_old_l0 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 459042u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/integers.rs"
        u_fc_uv_l1 = c_l1;
        u_fc_old_l1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 459042u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/integers.rs"
        u_fc_uv_l2 = c_l2;
        u_fc_old_l2 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 459042u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/integers.rs"
        u_fc_uv_l3 = c_l3;
        u_fc_old_l3 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 459042u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 14 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes);
        u_fc_old_l0 ^= u_fc_uv_l0;
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_int_ops_lanes(u_fc_pending_l0.site & 31u), FC_SITE(14, 9))] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 14 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes);
        u_fc_old_l1 ^= u_fc_uv_l1;
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_int_ops_lanes(u_fc_pending_l1.site & 31u), FC_SITE(14, 9))] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 14 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes);
        u_fc_old_l2 ^= u_fc_uv_l2;
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_int_ops_lanes(u_fc_pending_l2.site & 31u), FC_SITE(14, 9))] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 14 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes);
        u_fc_old_l3 ^= u_fc_uv_l3;
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_int_ops_lanes(u_fc_pending_l3.site & 31u), FC_SITE(14, 9))] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_int_ops_lanes_v(w) ((w) == 0 ? b_len : (w) == 1 ? s_len : (w) == 2 ? out_len : 0ull)
#line 5 "cases/integers.rs"
extern "C" __global__ void int_ops_lanes_v(const int* __restrict__ a, unsigned long long a_len, const int* __restrict__ b, unsigned long long b_len, const unsigned int* __restrict__ s, unsigned long long s_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int, unsigned int>();
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
    __align__(16) int u_fc_vec[FC_VLANES];
    __align__(16) int u_fc_vec_1[FC_VLANES];
    int x_l0;
    int y_l0;
    int x_l1;
    int y_l1;
    int x_l2;
    int y_l2;
    int x_l3;
    int y_l3;
    int x_l4;
    int y_l4;
    int x_l5;
    int y_l5;
    int x_l6;
    int y_l6;
    int x_l7;
    int y_l7;
    __align__(16) unsigned int u_fc_vec_2[FC_VLANES];
    __align__(16) int u_fc_sv[FC_VLANES];
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    int u_fc_sv_l4;
    int u_fc_sv_l5;
    int u_fc_sv_l6;
    int u_fc_sv_l7;
    int c_l0;
    int c_l1;
    int c_l2;
    int c_l3;
    int c_l4;
    int c_l5;
    int c_l6;
    int c_l7;
    __align__(16) int u_fc_vec_3[FC_VLANES];
    __align__(16) int u_fc_sv_1[FC_VLANES];
    int u_fc_uv_l0;
    int u_fc_uv_l1;
    int u_fc_uv_l2;
    int u_fc_uv_l3;
    int u_fc_uv_l4;
    int u_fc_uv_l5;
    int u_fc_uv_l6;
    int u_fc_uv_l7;
    int u_fc_old_l0;
    int u_fc_old_l1;
    int u_fc_old_l2;
    int u_fc_old_l3;
    int u_fc_old_l4;
    int u_fc_old_l5;
    int u_fc_old_l6;
    int u_fc_old_l7;
    int u_fc_uv_l0_1;
    int u_fc_uv_l1_1;
    int u_fc_uv_l2_1;
    int u_fc_uv_l3_1;
    int u_fc_uv_l4_1;
    int u_fc_uv_l5_1;
    int u_fc_uv_l6_1;
    int u_fc_uv_l7_1;
    if (u_fc_alive_l0) {
#line 6 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 6 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 6 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 6 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 6 "cases/integers.rs"
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
#line 7 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 7 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 7 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 7 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 7 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 8 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
            y_l0 = u_fc_vec_1[0];
        }
        {
#line 8 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
            y_l1 = u_fc_vec_1[1];
        }
        {
#line 8 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
            y_l2 = u_fc_vec_1[2];
        }
        {
#line 8 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
            y_l3 = u_fc_vec_1[3];
        }
        {
#line 8 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
            y_l4 = u_fc_vec_1[4];
        }
        {
#line 8 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
            y_l5 = u_fc_vec_1[5];
        }
        {
#line 8 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
            y_l6 = u_fc_vec_1[6];
        }
        {
#line 8 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
            y_l7 = u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/integers.rs"
            x_l0 = a[i_l0];
            y_l0 = *fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 263072u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/integers.rs"
            x_l1 = a[i_l1];
            y_l1 = *fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 263072u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/integers.rs"
            x_l2 = a[i_l2];
            y_l2 = *fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 263072u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/integers.rs"
            x_l3 = a[i_l3];
            y_l3 = *fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 263072u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/integers.rs"
            x_l4 = a[i_l4];
            y_l4 = *fc::defer_ptr(b, i_l4, b_len, u_fc_pending_l4, 263072u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/integers.rs"
            x_l5 = a[i_l5];
            y_l5 = *fc::defer_ptr(b, i_l5, b_len, u_fc_pending_l5, 263072u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/integers.rs"
            x_l6 = a[i_l6];
            y_l6 = *fc::defer_ptr(b, i_l6, b_len, u_fc_pending_l6, 263072u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/integers.rs"
            x_l7 = a[i_l7];
            y_l7 = *fc::defer_ptr(b, i_l7, b_len, u_fc_pending_l7, 263072u);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(s, s_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(s, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l0, y_l0), fc::mul(x_l0, y_l0)), fc::div(x_l0, y_l0, FC_SITE(9, 34))), fc::rem(x_l0, y_l0, FC_SITE(9, 42))), fc::shl(x_l0, u_fc_vec_2[0])), fc::shr(x_l0, 3)), x_l0 & y_l0 | x_l0 ^ ~y_l0), fc::neg(x_l0));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l1, y_l1), fc::mul(x_l1, y_l1)), fc::div(x_l1, y_l1, FC_SITE(9, 34))), fc::rem(x_l1, y_l1, FC_SITE(9, 42))), fc::shl(x_l1, u_fc_vec_2[1])), fc::shr(x_l1, 3)), x_l1 & y_l1 | x_l1 ^ ~y_l1), fc::neg(x_l1));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l2, y_l2), fc::mul(x_l2, y_l2)), fc::div(x_l2, y_l2, FC_SITE(9, 34))), fc::rem(x_l2, y_l2, FC_SITE(9, 42))), fc::shl(x_l2, u_fc_vec_2[2])), fc::shr(x_l2, 3)), x_l2 & y_l2 | x_l2 ^ ~y_l2), fc::neg(x_l2));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l3, y_l3), fc::mul(x_l3, y_l3)), fc::div(x_l3, y_l3, FC_SITE(9, 34))), fc::rem(x_l3, y_l3, FC_SITE(9, 42))), fc::shl(x_l3, u_fc_vec_2[3])), fc::shr(x_l3, 3)), x_l3 & y_l3 | x_l3 ^ ~y_l3), fc::neg(x_l3));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l4, y_l4), fc::mul(x_l4, y_l4)), fc::div(x_l4, y_l4, FC_SITE(9, 34))), fc::rem(x_l4, y_l4, FC_SITE(9, 42))), fc::shl(x_l4, u_fc_vec_2[4])), fc::shr(x_l4, 3)), x_l4 & y_l4 | x_l4 ^ ~y_l4), fc::neg(x_l4));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l5, y_l5), fc::mul(x_l5, y_l5)), fc::div(x_l5, y_l5, FC_SITE(9, 34))), fc::rem(x_l5, y_l5, FC_SITE(9, 42))), fc::shl(x_l5, u_fc_vec_2[5])), fc::shr(x_l5, 3)), x_l5 & y_l5 | x_l5 ^ ~y_l5), fc::neg(x_l5));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l6, y_l6), fc::mul(x_l6, y_l6)), fc::div(x_l6, y_l6, FC_SITE(9, 34))), fc::rem(x_l6, y_l6, FC_SITE(9, 42))), fc::shl(x_l6, u_fc_vec_2[6])), fc::shr(x_l6, 3)), x_l6 & y_l6 | x_l6 ^ ~y_l6), fc::neg(x_l6));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l7, y_l7), fc::mul(x_l7, y_l7)), fc::div(x_l7, y_l7, FC_SITE(9, 34))), fc::rem(x_l7, y_l7, FC_SITE(9, 42))), fc::shl(x_l7, u_fc_vec_2[7])), fc::shr(x_l7, 3)), x_l7 & y_l7 | x_l7 ^ ~y_l7), fc::neg(x_l7));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l0, y_l0), fc::mul(x_l0, y_l0)), fc::div(x_l0, y_l0, FC_SITE(9, 34))), fc::rem(x_l0, y_l0, FC_SITE(9, 42))), fc::shl(x_l0, s[fc::check_index_p(i_l0, s_len, u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l0, 3)), x_l0 & y_l0 | x_l0 ^ ~y_l0), fc::neg(x_l0));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l1, y_l1), fc::mul(x_l1, y_l1)), fc::div(x_l1, y_l1, FC_SITE(9, 34))), fc::rem(x_l1, y_l1, FC_SITE(9, 42))), fc::shl(x_l1, s[fc::check_index_p(i_l1, s_len, u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l1, 3)), x_l1 & y_l1 | x_l1 ^ ~y_l1), fc::neg(x_l1));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l2, y_l2), fc::mul(x_l2, y_l2)), fc::div(x_l2, y_l2, FC_SITE(9, 34))), fc::rem(x_l2, y_l2, FC_SITE(9, 42))), fc::shl(x_l2, s[fc::check_index_p(i_l2, s_len, u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l2, 3)), x_l2 & y_l2 | x_l2 ^ ~y_l2), fc::neg(x_l2));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l3, y_l3), fc::mul(x_l3, y_l3)), fc::div(x_l3, y_l3, FC_SITE(9, 34))), fc::rem(x_l3, y_l3, FC_SITE(9, 42))), fc::shl(x_l3, s[fc::check_index_p(i_l3, s_len, u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l3, 3)), x_l3 & y_l3 | x_l3 ^ ~y_l3), fc::neg(x_l3));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l4, y_l4), fc::mul(x_l4, y_l4)), fc::div(x_l4, y_l4, FC_SITE(9, 34))), fc::rem(x_l4, y_l4, FC_SITE(9, 42))), fc::shl(x_l4, s[fc::check_index_p(i_l4, s_len, u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l4, 3)), x_l4 & y_l4 | x_l4 ^ ~y_l4), fc::neg(x_l4));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l5, y_l5), fc::mul(x_l5, y_l5)), fc::div(x_l5, y_l5, FC_SITE(9, 34))), fc::rem(x_l5, y_l5, FC_SITE(9, 42))), fc::shl(x_l5, s[fc::check_index_p(i_l5, s_len, u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l5, 3)), x_l5 & y_l5 | x_l5 ^ ~y_l5), fc::neg(x_l5));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l6, y_l6), fc::mul(x_l6, y_l6)), fc::div(x_l6, y_l6, FC_SITE(9, 34))), fc::rem(x_l6, y_l6, FC_SITE(9, 42))), fc::shl(x_l6, s[fc::check_index_p(i_l6, s_len, u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l6, 3)), x_l6 & y_l6 | x_l6 ^ ~y_l6), fc::neg(x_l6));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x_l7, y_l7), fc::mul(x_l7, y_l7)), fc::div(x_l7, y_l7, FC_SITE(9, 34))), fc::rem(x_l7, y_l7, FC_SITE(9, 42))), fc::shl(x_l7, s[fc::check_index_p(i_l7, s_len, u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(9, 56))])), fc::shr(x_l7, 3)), x_l7 & y_l7 | x_l7 ^ ~y_l7), fc::neg(x_l7));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/integers.rs"
        c_l0 = x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/integers.rs"
        c_l1 = x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/integers.rs"
        c_l2 = x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/integers.rs"
        c_l3 = x_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/integers.rs"
        c_l4 = x_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/integers.rs"
        c_l5 = x_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/integers.rs"
        c_l6 = x_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/integers.rs"
        c_l7 = x_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l0, y_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l1, y_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l2, y_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l3, y_l3);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l4, y_l4);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l5, y_l5);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l6, y_l6);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/integers.rs"
        fc::add_assign(c_l7, y_l7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/integers.rs"
        unsigned int fc_v = *fc::defer_ptr(s, i_l0, s_len, u_fc_pending_l0, 393697u);
        fc::shl_assign(c_l0, fc_v);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_1 = *fc::defer_ptr(s, i_l1, s_len, u_fc_pending_l1, 393697u);
        fc::shl_assign(c_l1, fc_v_1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_2 = *fc::defer_ptr(s, i_l2, s_len, u_fc_pending_l2, 393697u);
        fc::shl_assign(c_l2, fc_v_2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_3 = *fc::defer_ptr(s, i_l3, s_len, u_fc_pending_l3, 393697u);
        fc::shl_assign(c_l3, fc_v_3);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_4 = *fc::defer_ptr(s, i_l4, s_len, u_fc_pending_l4, 393697u);
        fc::shl_assign(c_l4, fc_v_4);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_5 = *fc::defer_ptr(s, i_l5, s_len, u_fc_pending_l5, 393697u);
        fc::shl_assign(c_l5, fc_v_5);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_6 = *fc::defer_ptr(s, i_l6, s_len, u_fc_pending_l6, 393697u);
        fc::shl_assign(c_l6, fc_v_6);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/integers.rs"
        unsigned int fc_v_7 = *fc::defer_ptr(s, i_l7, s_len, u_fc_pending_l7, 393697u);
        fc::shl_assign(c_l7, fc_v_7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l0, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l1, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l2, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l3, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l4, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l5, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l6, 7, FC_SITE(13, 9));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/integers.rs"
        fc::div_assign(c_l7, 7, FC_SITE(13, 9));
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l0 = c_l0;
            u_fc_sv_1[0] = u_fc_vec_3[0];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l1 = c_l1;
            u_fc_sv_1[1] = u_fc_vec_3[1];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l2 = c_l2;
            u_fc_sv_1[2] = u_fc_vec_3[2];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l3 = c_l3;
            u_fc_sv_1[3] = u_fc_vec_3[3];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l4 = c_l4;
            u_fc_sv_1[4] = u_fc_vec_3[4];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l5 = c_l5;
            u_fc_sv_1[5] = u_fc_vec_3[5];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l6 = c_l6;
            u_fc_sv_1[6] = u_fc_vec_3[6];
        }
        {
#line 14 "cases/integers.rs"
            u_fc_uv_l7 = c_l7;
            u_fc_sv_1[7] = u_fc_vec_3[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[0] ^= u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[1] ^= u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[2] ^= u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[3] ^= u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[4] ^= u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[5] ^= u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[6] ^= u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v);
            u_fc_sv_1[7] ^= u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/integers.rs"
            u_fc_uv_l0_1 = c_l0;
            u_fc_old_l0 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 459042u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/integers.rs"
            u_fc_uv_l1_1 = c_l1;
            u_fc_old_l1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 459042u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/integers.rs"
            u_fc_uv_l2_1 = c_l2;
            u_fc_old_l2 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 459042u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/integers.rs"
            u_fc_uv_l3_1 = c_l3;
            u_fc_old_l3 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 459042u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/integers.rs"
            u_fc_uv_l4_1 = c_l4;
            u_fc_old_l4 = *fc::defer_ptr(out, i_l4, out_len, u_fc_pending_l4, 459042u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/integers.rs"
            u_fc_uv_l5_1 = c_l5;
            u_fc_old_l5 = *fc::defer_ptr(out, i_l5, out_len, u_fc_pending_l5, 459042u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/integers.rs"
            u_fc_uv_l6_1 = c_l6;
            u_fc_old_l6 = *fc::defer_ptr(out, i_l6, out_len, u_fc_pending_l6, 459042u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/integers.rs"
            u_fc_uv_l7_1 = c_l7;
            u_fc_old_l7 = *fc::defer_ptr(out, i_l7, out_len, u_fc_pending_l7, 459042u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l0 ^= u_fc_uv_l0_1;
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(14, 9))] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l1 ^= u_fc_uv_l1_1;
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(14, 9))] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l2 ^= u_fc_uv_l2_1;
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(14, 9))] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l3 ^= u_fc_uv_l3_1;
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(14, 9))] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l4 ^= u_fc_uv_l4_1;
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(14, 9))] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l5 ^= u_fc_uv_l5_1;
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(14, 9))] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l6 ^= u_fc_uv_l6_1;
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(14, 9))] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 14 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v);
            u_fc_old_l7 ^= u_fc_uv_l7_1;
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(14, 9))] = u_fc_old_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_ops_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_ops_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_ops_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_ops_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_ops_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_ops_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_ops_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_ops_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 19 "cases/integers.rs"
extern "C" __global__ void unsigned_ops(const unsigned long long* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned char* __restrict__ small, unsigned long long small_len) {
    fc::grid_dependency();
#line 20 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 21 "cases/integers.rs"
    if (i < a_len) {
#line 22 "cases/integers.rs"
        unsigned long long x = a[i];
#line 23 "cases/integers.rs"
        unsigned long long y = (unsigned long long)b[i];
#line 24 "cases/integers.rs"
        out[i] = x * y + x - y + (x << 5) + fc::shr(x, y) + fc::div(x, y + 1ull, FC_SITE(24, 56)) + (x & ~y);
#line 25 "cases/integers.rs"
        small[i] = fc::add(fc::mul((unsigned char)x, ((unsigned char)3)), fc::bnot((unsigned char)y));
    }
}
#if FC_LANES_TWIN
#line 19 "cases/integers.rs"
extern "C" __global__ void unsigned_ops_lanes(const unsigned long long* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned char* __restrict__ small, unsigned long long small_len, unsigned u_fc_blocks_x) {
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
    unsigned long long x_l0;
    unsigned long long x_l1;
    unsigned long long x_l2;
    unsigned long long x_l3;
    unsigned long long y_l0;
    unsigned long long y_l1;
    unsigned long long y_l2;
    unsigned long long y_l3;
    unsigned long long u_fc_sv_l0;
    unsigned long long u_fc_sv_l1;
    unsigned long long u_fc_sv_l2;
    unsigned long long u_fc_sv_l3;
    unsigned char u_fc_sv_l0_1;
    unsigned char u_fc_sv_l1_1;
    unsigned char u_fc_sv_l2_1;
    unsigned char u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 20 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 21 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/integers.rs"
        x_l0 = a[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/integers.rs"
        x_l1 = a[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/integers.rs"
        x_l2 = a[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/integers.rs"
        x_l3 = a[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/integers.rs"
        y_l0 = (unsigned long long)b[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/integers.rs"
        y_l1 = (unsigned long long)b[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/integers.rs"
        y_l2 = (unsigned long long)b[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/integers.rs"
        y_l3 = (unsigned long long)b[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
        u_fc_sv_l0 = x_l0 * y_l0 + x_l0 - y_l0 + (x_l0 << 5) + fc::shr(x_l0, y_l0) + fc::div(x_l0, y_l0 + 1ull, FC_SITE(24, 56)) + (x_l0 & ~y_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
        u_fc_sv_l1 = x_l1 * y_l1 + x_l1 - y_l1 + (x_l1 << 5) + fc::shr(x_l1, y_l1) + fc::div(x_l1, y_l1 + 1ull, FC_SITE(24, 56)) + (x_l1 & ~y_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
        u_fc_sv_l2 = x_l2 * y_l2 + x_l2 - y_l2 + (x_l2 << 5) + fc::shr(x_l2, y_l2) + fc::div(x_l2, y_l2 + 1ull, FC_SITE(24, 56)) + (x_l2 & ~y_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
        u_fc_sv_l3 = x_l3 * y_l3 + x_l3 - y_l3 + (x_l3 << 5) + fc::shr(x_l3, y_l3) + fc::div(x_l3, y_l3 + 1ull, FC_SITE(24, 56)) + (x_l3 & ~y_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 24 "cases/integers.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 24 "cases/integers.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 24 "cases/integers.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 24 "cases/integers.rs"
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/integers.rs"
        u_fc_sv_l0_1 = fc::add(fc::mul((unsigned char)x_l0, ((unsigned char)3)), fc::bnot((unsigned char)y_l0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/integers.rs"
        u_fc_sv_l1_1 = fc::add(fc::mul((unsigned char)x_l1, ((unsigned char)3)), fc::bnot((unsigned char)y_l1));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/integers.rs"
        u_fc_sv_l2_1 = fc::add(fc::mul((unsigned char)x_l2, ((unsigned char)3)), fc::bnot((unsigned char)y_l2));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/integers.rs"
        u_fc_sv_l3_1 = fc::add(fc::mul((unsigned char)x_l3, ((unsigned char)3)), fc::bnot((unsigned char)y_l3));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/integers.rs"
        small[i_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/integers.rs"
        small[i_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/integers.rs"
        small[i_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/integers.rs"
        small[i_l3] = u_fc_sv_l3_1;
    }
}
#if FC_VECTOR_LANES
#line 19 "cases/integers.rs"
extern "C" __global__ void unsigned_ops_lanes_v(const unsigned long long* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned char* __restrict__ small, unsigned long long small_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<unsigned long long, unsigned int, unsigned char>();
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
    __align__(16) unsigned long long u_fc_vec[FC_VLANES];
    unsigned long long x_l0;
    unsigned long long x_l1;
    unsigned long long x_l2;
    unsigned long long x_l3;
    unsigned long long x_l4;
    unsigned long long x_l5;
    unsigned long long x_l6;
    unsigned long long x_l7;
    __align__(16) unsigned int u_fc_vec_1[FC_VLANES];
    unsigned long long y_l0;
    unsigned long long y_l1;
    unsigned long long y_l2;
    unsigned long long y_l3;
    unsigned long long y_l4;
    unsigned long long y_l5;
    unsigned long long y_l6;
    unsigned long long y_l7;
    __align__(16) unsigned long long u_fc_sv[FC_VLANES];
    unsigned long long u_fc_sv_l0;
    unsigned long long u_fc_sv_l1;
    unsigned long long u_fc_sv_l2;
    unsigned long long u_fc_sv_l3;
    unsigned long long u_fc_sv_l4;
    unsigned long long u_fc_sv_l5;
    unsigned long long u_fc_sv_l6;
    unsigned long long u_fc_sv_l7;
    __align__(16) unsigned char u_fc_sv_1[FC_VLANES];
    unsigned char u_fc_sv_l0_1;
    unsigned char u_fc_sv_l1_1;
    unsigned char u_fc_sv_l2_1;
    unsigned char u_fc_sv_l3_1;
    unsigned char u_fc_sv_l4_1;
    unsigned char u_fc_sv_l5_1;
    unsigned char u_fc_sv_l6_1;
    unsigned char u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 20 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 20 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 20 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 20 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 20 "cases/integers.rs"
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
#line 21 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 21 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 21 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 21 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 21 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 22 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
        }
        {
#line 22 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
        }
        {
#line 22 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
        }
        {
#line 22 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
        }
        {
#line 22 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
        }
        {
#line 22 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
        }
        {
#line 22 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
        }
        {
#line 22 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/integers.rs"
            x_l0 = a[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/integers.rs"
            x_l1 = a[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/integers.rs"
            x_l2 = a[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/integers.rs"
            x_l3 = a[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 22 "cases/integers.rs"
            x_l4 = a[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 22 "cases/integers.rs"
            x_l5 = a[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 22 "cases/integers.rs"
            x_l6 = a[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 22 "cases/integers.rs"
            x_l7 = a[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 23 "cases/integers.rs"
            y_l0 = (unsigned long long)u_fc_vec_1[0];
        }
        {
#line 23 "cases/integers.rs"
            y_l1 = (unsigned long long)u_fc_vec_1[1];
        }
        {
#line 23 "cases/integers.rs"
            y_l2 = (unsigned long long)u_fc_vec_1[2];
        }
        {
#line 23 "cases/integers.rs"
            y_l3 = (unsigned long long)u_fc_vec_1[3];
        }
        {
#line 23 "cases/integers.rs"
            y_l4 = (unsigned long long)u_fc_vec_1[4];
        }
        {
#line 23 "cases/integers.rs"
            y_l5 = (unsigned long long)u_fc_vec_1[5];
        }
        {
#line 23 "cases/integers.rs"
            y_l6 = (unsigned long long)u_fc_vec_1[6];
        }
        {
#line 23 "cases/integers.rs"
            y_l7 = (unsigned long long)u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/integers.rs"
            y_l0 = (unsigned long long)b[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/integers.rs"
            y_l1 = (unsigned long long)b[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/integers.rs"
            y_l2 = (unsigned long long)b[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/integers.rs"
            y_l3 = (unsigned long long)b[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 23 "cases/integers.rs"
            y_l4 = (unsigned long long)b[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 23 "cases/integers.rs"
            y_l5 = (unsigned long long)b[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 23 "cases/integers.rs"
            y_l6 = (unsigned long long)b[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 23 "cases/integers.rs"
            y_l7 = (unsigned long long)b[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
            u_fc_sv[0] = x_l0 * y_l0 + x_l0 - y_l0 + (x_l0 << 5) + fc::shr(x_l0, y_l0) + fc::div(x_l0, y_l0 + 1ull, FC_SITE(24, 56)) + (x_l0 & ~y_l0);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
            u_fc_sv[1] = x_l1 * y_l1 + x_l1 - y_l1 + (x_l1 << 5) + fc::shr(x_l1, y_l1) + fc::div(x_l1, y_l1 + 1ull, FC_SITE(24, 56)) + (x_l1 & ~y_l1);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
            u_fc_sv[2] = x_l2 * y_l2 + x_l2 - y_l2 + (x_l2 << 5) + fc::shr(x_l2, y_l2) + fc::div(x_l2, y_l2 + 1ull, FC_SITE(24, 56)) + (x_l2 & ~y_l2);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
            u_fc_sv[3] = x_l3 * y_l3 + x_l3 - y_l3 + (x_l3 << 5) + fc::shr(x_l3, y_l3) + fc::div(x_l3, y_l3 + 1ull, FC_SITE(24, 56)) + (x_l3 & ~y_l3);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 24 "cases/integers.rs"
            u_fc_sv[4] = x_l4 * y_l4 + x_l4 - y_l4 + (x_l4 << 5) + fc::shr(x_l4, y_l4) + fc::div(x_l4, y_l4 + 1ull, FC_SITE(24, 56)) + (x_l4 & ~y_l4);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 24 "cases/integers.rs"
            u_fc_sv[5] = x_l5 * y_l5 + x_l5 - y_l5 + (x_l5 << 5) + fc::shr(x_l5, y_l5) + fc::div(x_l5, y_l5 + 1ull, FC_SITE(24, 56)) + (x_l5 & ~y_l5);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 24 "cases/integers.rs"
            u_fc_sv[6] = x_l6 * y_l6 + x_l6 - y_l6 + (x_l6 << 5) + fc::shr(x_l6, y_l6) + fc::div(x_l6, y_l6 + 1ull, FC_SITE(24, 56)) + (x_l6 & ~y_l6);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 24 "cases/integers.rs"
            u_fc_sv[7] = x_l7 * y_l7 + x_l7 - y_l7 + (x_l7 << 5) + fc::shr(x_l7, y_l7) + fc::div(x_l7, y_l7 + 1ull, FC_SITE(24, 56)) + (x_l7 & ~y_l7);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
            u_fc_sv_l0 = x_l0 * y_l0 + x_l0 - y_l0 + (x_l0 << 5) + fc::shr(x_l0, y_l0) + fc::div(x_l0, y_l0 + 1ull, FC_SITE(24, 56)) + (x_l0 & ~y_l0);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
            u_fc_sv_l1 = x_l1 * y_l1 + x_l1 - y_l1 + (x_l1 << 5) + fc::shr(x_l1, y_l1) + fc::div(x_l1, y_l1 + 1ull, FC_SITE(24, 56)) + (x_l1 & ~y_l1);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
            u_fc_sv_l2 = x_l2 * y_l2 + x_l2 - y_l2 + (x_l2 << 5) + fc::shr(x_l2, y_l2) + fc::div(x_l2, y_l2 + 1ull, FC_SITE(24, 56)) + (x_l2 & ~y_l2);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
            u_fc_sv_l3 = x_l3 * y_l3 + x_l3 - y_l3 + (x_l3 << 5) + fc::shr(x_l3, y_l3) + fc::div(x_l3, y_l3 + 1ull, FC_SITE(24, 56)) + (x_l3 & ~y_l3);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 24 "cases/integers.rs"
            u_fc_sv_l4 = x_l4 * y_l4 + x_l4 - y_l4 + (x_l4 << 5) + fc::shr(x_l4, y_l4) + fc::div(x_l4, y_l4 + 1ull, FC_SITE(24, 56)) + (x_l4 & ~y_l4);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 24 "cases/integers.rs"
            u_fc_sv_l5 = x_l5 * y_l5 + x_l5 - y_l5 + (x_l5 << 5) + fc::shr(x_l5, y_l5) + fc::div(x_l5, y_l5 + 1ull, FC_SITE(24, 56)) + (x_l5 & ~y_l5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 24 "cases/integers.rs"
            u_fc_sv_l6 = x_l6 * y_l6 + x_l6 - y_l6 + (x_l6 << 5) + fc::shr(x_l6, y_l6) + fc::div(x_l6, y_l6 + 1ull, FC_SITE(24, 56)) + (x_l6 & ~y_l6);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 24 "cases/integers.rs"
            u_fc_sv_l7 = x_l7 * y_l7 + x_l7 - y_l7 + (x_l7 << 5) + fc::shr(x_l7, y_l7) + fc::div(x_l7, y_l7 + 1ull, FC_SITE(24, 56)) + (x_l7 & ~y_l7);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 24 "cases/integers.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 24 "cases/integers.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 24 "cases/integers.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 24 "cases/integers.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 24 "cases/integers.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 24 "cases/integers.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 24 "cases/integers.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 24 "cases/integers.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(small, small_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[0] = fc::add(fc::mul((unsigned char)x_l0, ((unsigned char)3)), fc::bnot((unsigned char)y_l0));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[1] = fc::add(fc::mul((unsigned char)x_l1, ((unsigned char)3)), fc::bnot((unsigned char)y_l1));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[2] = fc::add(fc::mul((unsigned char)x_l2, ((unsigned char)3)), fc::bnot((unsigned char)y_l2));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[3] = fc::add(fc::mul((unsigned char)x_l3, ((unsigned char)3)), fc::bnot((unsigned char)y_l3));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[4] = fc::add(fc::mul((unsigned char)x_l4, ((unsigned char)3)), fc::bnot((unsigned char)y_l4));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[5] = fc::add(fc::mul((unsigned char)x_l5, ((unsigned char)3)), fc::bnot((unsigned char)y_l5));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[6] = fc::add(fc::mul((unsigned char)x_l6, ((unsigned char)3)), fc::bnot((unsigned char)y_l6));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[7] = fc::add(fc::mul((unsigned char)x_l7, ((unsigned char)3)), fc::bnot((unsigned char)y_l7));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(small, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/integers.rs"
            u_fc_sv_l0_1 = fc::add(fc::mul((unsigned char)x_l0, ((unsigned char)3)), fc::bnot((unsigned char)y_l0));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/integers.rs"
            u_fc_sv_l1_1 = fc::add(fc::mul((unsigned char)x_l1, ((unsigned char)3)), fc::bnot((unsigned char)y_l1));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/integers.rs"
            u_fc_sv_l2_1 = fc::add(fc::mul((unsigned char)x_l2, ((unsigned char)3)), fc::bnot((unsigned char)y_l2));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/integers.rs"
            u_fc_sv_l3_1 = fc::add(fc::mul((unsigned char)x_l3, ((unsigned char)3)), fc::bnot((unsigned char)y_l3));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 25 "cases/integers.rs"
            u_fc_sv_l4_1 = fc::add(fc::mul((unsigned char)x_l4, ((unsigned char)3)), fc::bnot((unsigned char)y_l4));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 25 "cases/integers.rs"
            u_fc_sv_l5_1 = fc::add(fc::mul((unsigned char)x_l5, ((unsigned char)3)), fc::bnot((unsigned char)y_l5));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 25 "cases/integers.rs"
            u_fc_sv_l6_1 = fc::add(fc::mul((unsigned char)x_l6, ((unsigned char)3)), fc::bnot((unsigned char)y_l6));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 25 "cases/integers.rs"
            u_fc_sv_l7_1 = fc::add(fc::mul((unsigned char)x_l7, ((unsigned char)3)), fc::bnot((unsigned char)y_l7));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/integers.rs"
            small[i_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/integers.rs"
            small[i_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/integers.rs"
            small[i_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/integers.rs"
            small[i_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 25 "cases/integers.rs"
            small[i_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 25 "cases/integers.rs"
            small[i_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 25 "cases/integers.rs"
            small[i_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 25 "cases/integers.rs"
            small[i_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_unsigned_ops(w) ((w) == 0 ? b_len : 0ull)
#line 19 "cases/integers.rs"
extern "C" __global__ void unsigned_ops(const unsigned long long* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned char* __restrict__ small, unsigned long long small_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 20 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 21 "cases/integers.rs"
    if (i < a_len) {
#line 22 "cases/integers.rs"
        unsigned long long x = a[i];
#line 23 "cases/integers.rs"
        unsigned long long y = (unsigned long long)*fc::defer_ptr(b, i, b_len, u_fc_pending, 754208u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
        unsigned long long fc_v = x * y + x - y + (x << 5) + fc::shr(x, y) + fc::div(x, y + 1ull, FC_SITE(24, 56)) + (x & ~y);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_unsigned_ops(u_fc_pending.site & 31u), FC_SITE(24, 9))] = fc_v;
#line 25 "cases/integers.rs"
        unsigned char fc_v_1 = fc::add(fc::mul((unsigned char)x, ((unsigned char)3)), fc::bnot((unsigned char)y));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
        small[fc::check_index_p(i, small_len, u_fc_pending, FC_LEN_OF_unsigned_ops(u_fc_pending.site & 31u), FC_SITE(25, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_unsigned_ops_lanes(w) ((w) == 0 ? b_len : 0ull)
#line 19 "cases/integers.rs"
extern "C" __global__ void unsigned_ops_lanes(const unsigned long long* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned char* __restrict__ small, unsigned long long small_len, unsigned u_fc_blocks_x) {
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
    unsigned long long x_l0;
    unsigned long long x_l1;
    unsigned long long x_l2;
    unsigned long long x_l3;
    unsigned long long y_l0;
    unsigned long long y_l1;
    unsigned long long y_l2;
    unsigned long long y_l3;
    unsigned long long u_fc_sv_l0;
    unsigned long long u_fc_sv_l1;
    unsigned long long u_fc_sv_l2;
    unsigned long long u_fc_sv_l3;
    unsigned char u_fc_sv_l0_1;
    unsigned char u_fc_sv_l1_1;
    unsigned char u_fc_sv_l2_1;
    unsigned char u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 20 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 21 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/integers.rs"
        x_l0 = a[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/integers.rs"
        x_l1 = a[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/integers.rs"
        x_l2 = a[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/integers.rs"
        x_l3 = a[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/integers.rs"
        y_l0 = (unsigned long long)*fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 754208u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/integers.rs"
        y_l1 = (unsigned long long)*fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 754208u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/integers.rs"
        y_l2 = (unsigned long long)*fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 754208u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/integers.rs"
        y_l3 = (unsigned long long)*fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 754208u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes);
        u_fc_sv_l0 = x_l0 * y_l0 + x_l0 - y_l0 + (x_l0 << 5) + fc::shr(x_l0, y_l0) + fc::div(x_l0, y_l0 + 1ull, FC_SITE(24, 56)) + (x_l0 & ~y_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes);
        u_fc_sv_l1 = x_l1 * y_l1 + x_l1 - y_l1 + (x_l1 << 5) + fc::shr(x_l1, y_l1) + fc::div(x_l1, y_l1 + 1ull, FC_SITE(24, 56)) + (x_l1 & ~y_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes);
        u_fc_sv_l2 = x_l2 * y_l2 + x_l2 - y_l2 + (x_l2 << 5) + fc::shr(x_l2, y_l2) + fc::div(x_l2, y_l2 + 1ull, FC_SITE(24, 56)) + (x_l2 & ~y_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes);
        u_fc_sv_l3 = x_l3 * y_l3 + x_l3 - y_l3 + (x_l3 << 5) + fc::shr(x_l3, y_l3) + fc::div(x_l3, y_l3 + 1ull, FC_SITE(24, 56)) + (x_l3 & ~y_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l0.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l1.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l2.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l3.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/integers.rs"
        u_fc_sv_l0_1 = fc::add(fc::mul((unsigned char)x_l0, ((unsigned char)3)), fc::bnot((unsigned char)y_l0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/integers.rs"
        u_fc_sv_l1_1 = fc::add(fc::mul((unsigned char)x_l1, ((unsigned char)3)), fc::bnot((unsigned char)y_l1));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/integers.rs"
        u_fc_sv_l2_1 = fc::add(fc::mul((unsigned char)x_l2, ((unsigned char)3)), fc::bnot((unsigned char)y_l2));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/integers.rs"
        u_fc_sv_l3_1 = fc::add(fc::mul((unsigned char)x_l3, ((unsigned char)3)), fc::bnot((unsigned char)y_l3));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 25 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes);
        small[fc::check_index_p(i_l0, small_len, u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l0.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 25 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes);
        small[fc::check_index_p(i_l1, small_len, u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l1.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 25 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes);
        small[fc::check_index_p(i_l2, small_len, u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l2.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 25 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes);
        small[fc::check_index_p(i_l3, small_len, u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes(u_fc_pending_l3.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_unsigned_ops_lanes_v(w) ((w) == 0 ? b_len : 0ull)
#line 19 "cases/integers.rs"
extern "C" __global__ void unsigned_ops_lanes_v(const unsigned long long* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned char* __restrict__ small, unsigned long long small_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<unsigned long long, unsigned int, unsigned char>();
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
    __align__(16) unsigned long long u_fc_vec[FC_VLANES];
    unsigned long long x_l0;
    unsigned long long x_l1;
    unsigned long long x_l2;
    unsigned long long x_l3;
    unsigned long long x_l4;
    unsigned long long x_l5;
    unsigned long long x_l6;
    unsigned long long x_l7;
    __align__(16) unsigned int u_fc_vec_1[FC_VLANES];
    unsigned long long y_l0;
    unsigned long long y_l1;
    unsigned long long y_l2;
    unsigned long long y_l3;
    unsigned long long y_l4;
    unsigned long long y_l5;
    unsigned long long y_l6;
    unsigned long long y_l7;
    __align__(16) unsigned long long u_fc_sv[FC_VLANES];
    unsigned long long u_fc_sv_l0;
    unsigned long long u_fc_sv_l1;
    unsigned long long u_fc_sv_l2;
    unsigned long long u_fc_sv_l3;
    unsigned long long u_fc_sv_l4;
    unsigned long long u_fc_sv_l5;
    unsigned long long u_fc_sv_l6;
    unsigned long long u_fc_sv_l7;
    __align__(16) unsigned char u_fc_sv_1[FC_VLANES];
    unsigned char u_fc_sv_l0_1;
    unsigned char u_fc_sv_l1_1;
    unsigned char u_fc_sv_l2_1;
    unsigned char u_fc_sv_l3_1;
    unsigned char u_fc_sv_l4_1;
    unsigned char u_fc_sv_l5_1;
    unsigned char u_fc_sv_l6_1;
    unsigned char u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 20 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 20 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 20 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 20 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 20 "cases/integers.rs"
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
#line 21 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 21 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 21 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 21 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 21 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 22 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
        }
        {
#line 22 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
        }
        {
#line 22 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
        }
        {
#line 22 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
        }
        {
#line 22 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
        }
        {
#line 22 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
        }
        {
#line 22 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
        }
        {
#line 22 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/integers.rs"
            x_l0 = a[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/integers.rs"
            x_l1 = a[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/integers.rs"
            x_l2 = a[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/integers.rs"
            x_l3 = a[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 22 "cases/integers.rs"
            x_l4 = a[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 22 "cases/integers.rs"
            x_l5 = a[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 22 "cases/integers.rs"
            x_l6 = a[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 22 "cases/integers.rs"
            x_l7 = a[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 23 "cases/integers.rs"
            y_l0 = (unsigned long long)u_fc_vec_1[0];
        }
        {
#line 23 "cases/integers.rs"
            y_l1 = (unsigned long long)u_fc_vec_1[1];
        }
        {
#line 23 "cases/integers.rs"
            y_l2 = (unsigned long long)u_fc_vec_1[2];
        }
        {
#line 23 "cases/integers.rs"
            y_l3 = (unsigned long long)u_fc_vec_1[3];
        }
        {
#line 23 "cases/integers.rs"
            y_l4 = (unsigned long long)u_fc_vec_1[4];
        }
        {
#line 23 "cases/integers.rs"
            y_l5 = (unsigned long long)u_fc_vec_1[5];
        }
        {
#line 23 "cases/integers.rs"
            y_l6 = (unsigned long long)u_fc_vec_1[6];
        }
        {
#line 23 "cases/integers.rs"
            y_l7 = (unsigned long long)u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/integers.rs"
            y_l0 = (unsigned long long)*fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 754208u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/integers.rs"
            y_l1 = (unsigned long long)*fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 754208u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/integers.rs"
            y_l2 = (unsigned long long)*fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 754208u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/integers.rs"
            y_l3 = (unsigned long long)*fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 754208u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 23 "cases/integers.rs"
            y_l4 = (unsigned long long)*fc::defer_ptr(b, i_l4, b_len, u_fc_pending_l4, 754208u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 23 "cases/integers.rs"
            y_l5 = (unsigned long long)*fc::defer_ptr(b, i_l5, b_len, u_fc_pending_l5, 754208u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 23 "cases/integers.rs"
            y_l6 = (unsigned long long)*fc::defer_ptr(b, i_l6, b_len, u_fc_pending_l6, 754208u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 23 "cases/integers.rs"
            y_l7 = (unsigned long long)*fc::defer_ptr(b, i_l7, b_len, u_fc_pending_l7, 754208u);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[0] = x_l0 * y_l0 + x_l0 - y_l0 + (x_l0 << 5) + fc::shr(x_l0, y_l0) + fc::div(x_l0, y_l0 + 1ull, FC_SITE(24, 56)) + (x_l0 & ~y_l0);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[1] = x_l1 * y_l1 + x_l1 - y_l1 + (x_l1 << 5) + fc::shr(x_l1, y_l1) + fc::div(x_l1, y_l1 + 1ull, FC_SITE(24, 56)) + (x_l1 & ~y_l1);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[2] = x_l2 * y_l2 + x_l2 - y_l2 + (x_l2 << 5) + fc::shr(x_l2, y_l2) + fc::div(x_l2, y_l2 + 1ull, FC_SITE(24, 56)) + (x_l2 & ~y_l2);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[3] = x_l3 * y_l3 + x_l3 - y_l3 + (x_l3 << 5) + fc::shr(x_l3, y_l3) + fc::div(x_l3, y_l3 + 1ull, FC_SITE(24, 56)) + (x_l3 & ~y_l3);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[4] = x_l4 * y_l4 + x_l4 - y_l4 + (x_l4 << 5) + fc::shr(x_l4, y_l4) + fc::div(x_l4, y_l4 + 1ull, FC_SITE(24, 56)) + (x_l4 & ~y_l4);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[5] = x_l5 * y_l5 + x_l5 - y_l5 + (x_l5 << 5) + fc::shr(x_l5, y_l5) + fc::div(x_l5, y_l5 + 1ull, FC_SITE(24, 56)) + (x_l5 & ~y_l5);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[6] = x_l6 * y_l6 + x_l6 - y_l6 + (x_l6 << 5) + fc::shr(x_l6, y_l6) + fc::div(x_l6, y_l6 + 1ull, FC_SITE(24, 56)) + (x_l6 & ~y_l6);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv[7] = x_l7 * y_l7 + x_l7 - y_l7 + (x_l7 << 5) + fc::shr(x_l7, y_l7) + fc::div(x_l7, y_l7 + 1ull, FC_SITE(24, 56)) + (x_l7 & ~y_l7);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l0 = x_l0 * y_l0 + x_l0 - y_l0 + (x_l0 << 5) + fc::shr(x_l0, y_l0) + fc::div(x_l0, y_l0 + 1ull, FC_SITE(24, 56)) + (x_l0 & ~y_l0);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l1 = x_l1 * y_l1 + x_l1 - y_l1 + (x_l1 << 5) + fc::shr(x_l1, y_l1) + fc::div(x_l1, y_l1 + 1ull, FC_SITE(24, 56)) + (x_l1 & ~y_l1);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l2 = x_l2 * y_l2 + x_l2 - y_l2 + (x_l2 << 5) + fc::shr(x_l2, y_l2) + fc::div(x_l2, y_l2 + 1ull, FC_SITE(24, 56)) + (x_l2 & ~y_l2);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l3 = x_l3 * y_l3 + x_l3 - y_l3 + (x_l3 << 5) + fc::shr(x_l3, y_l3) + fc::div(x_l3, y_l3 + 1ull, FC_SITE(24, 56)) + (x_l3 & ~y_l3);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l4 = x_l4 * y_l4 + x_l4 - y_l4 + (x_l4 << 5) + fc::shr(x_l4, y_l4) + fc::div(x_l4, y_l4 + 1ull, FC_SITE(24, 56)) + (x_l4 & ~y_l4);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l5 = x_l5 * y_l5 + x_l5 - y_l5 + (x_l5 << 5) + fc::shr(x_l5, y_l5) + fc::div(x_l5, y_l5 + 1ull, FC_SITE(24, 56)) + (x_l5 & ~y_l5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l6 = x_l6 * y_l6 + x_l6 - y_l6 + (x_l6 << 5) + fc::shr(x_l6, y_l6) + fc::div(x_l6, y_l6 + 1ull, FC_SITE(24, 56)) + (x_l6 & ~y_l6);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v);
            u_fc_sv_l7 = x_l7 * y_l7 + x_l7 - y_l7 + (x_l7 << 5) + fc::shr(x_l7, y_l7) + fc::div(x_l7, y_l7 + 1ull, FC_SITE(24, 56)) + (x_l7 & ~y_l7);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 24 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(24, 9))] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(small, small_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[0] = fc::add(fc::mul((unsigned char)x_l0, ((unsigned char)3)), fc::bnot((unsigned char)y_l0));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[1] = fc::add(fc::mul((unsigned char)x_l1, ((unsigned char)3)), fc::bnot((unsigned char)y_l1));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[2] = fc::add(fc::mul((unsigned char)x_l2, ((unsigned char)3)), fc::bnot((unsigned char)y_l2));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[3] = fc::add(fc::mul((unsigned char)x_l3, ((unsigned char)3)), fc::bnot((unsigned char)y_l3));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[4] = fc::add(fc::mul((unsigned char)x_l4, ((unsigned char)3)), fc::bnot((unsigned char)y_l4));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[5] = fc::add(fc::mul((unsigned char)x_l5, ((unsigned char)3)), fc::bnot((unsigned char)y_l5));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[6] = fc::add(fc::mul((unsigned char)x_l6, ((unsigned char)3)), fc::bnot((unsigned char)y_l6));
        }
        {
#line 25 "cases/integers.rs"
            u_fc_sv_1[7] = fc::add(fc::mul((unsigned char)x_l7, ((unsigned char)3)), fc::bnot((unsigned char)y_l7));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(small, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/integers.rs"
            u_fc_sv_l0_1 = fc::add(fc::mul((unsigned char)x_l0, ((unsigned char)3)), fc::bnot((unsigned char)y_l0));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/integers.rs"
            u_fc_sv_l1_1 = fc::add(fc::mul((unsigned char)x_l1, ((unsigned char)3)), fc::bnot((unsigned char)y_l1));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/integers.rs"
            u_fc_sv_l2_1 = fc::add(fc::mul((unsigned char)x_l2, ((unsigned char)3)), fc::bnot((unsigned char)y_l2));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/integers.rs"
            u_fc_sv_l3_1 = fc::add(fc::mul((unsigned char)x_l3, ((unsigned char)3)), fc::bnot((unsigned char)y_l3));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 25 "cases/integers.rs"
            u_fc_sv_l4_1 = fc::add(fc::mul((unsigned char)x_l4, ((unsigned char)3)), fc::bnot((unsigned char)y_l4));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 25 "cases/integers.rs"
            u_fc_sv_l5_1 = fc::add(fc::mul((unsigned char)x_l5, ((unsigned char)3)), fc::bnot((unsigned char)y_l5));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 25 "cases/integers.rs"
            u_fc_sv_l6_1 = fc::add(fc::mul((unsigned char)x_l6, ((unsigned char)3)), fc::bnot((unsigned char)y_l6));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 25 "cases/integers.rs"
            u_fc_sv_l7_1 = fc::add(fc::mul((unsigned char)x_l7, ((unsigned char)3)), fc::bnot((unsigned char)y_l7));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l0, small_len, u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l1, small_len, u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l2, small_len, u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l3, small_len, u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l4, small_len, u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l5, small_len, u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l6, small_len, u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 25 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v);
            small[fc::check_index_p(i_l7, small_len, u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(25, 9))] = u_fc_sv_l7_1;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_unsigned_ops_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_unsigned_ops_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_unsigned_ops_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_unsigned_ops_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_unsigned_ops_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_unsigned_ops_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_unsigned_ops_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_unsigned_ops_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 30 "cases/integers.rs"
extern "C" __global__ void int_methods(const long long* __restrict__ a, unsigned long long a_len, long long* __restrict__ out, unsigned long long out_len, unsigned int* __restrict__ counts, unsigned long long counts_len) {
    fc::grid_dependency();
#line 31 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 32 "cases/integers.rs"
    if (i < a_len) {
#line 33 "cases/integers.rs"
        long long x = a[i];
#line 34 "cases/integers.rs"
        out[i] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x), fc::pow(x, 3u)), fc::min(x, 5ll)), fc::max(x, (-5ll))), fc::clamp(x, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x)), fc::mul(x, 7ll)), fc::rem_euclid(x, 9ll, FC_SITE(35, 17))), fc::rotate_left(x, 3u)), fc::swap_bytes(x)), fc::reverse_bits(x)), fc::saturating_add(x, 1ll));
#line 36 "cases/integers.rs"
        counts[i] = fc::count_ones(x) + fc::leading_zeros(x) + fc::trailing_zeros(x) + fc::count_zeros(x);
    }
}
#if FC_LANES_TWIN
#line 30 "cases/integers.rs"
extern "C" __global__ void int_methods_lanes(const long long* __restrict__ a, unsigned long long a_len, long long* __restrict__ out, unsigned long long out_len, unsigned int* __restrict__ counts, unsigned long long counts_len, unsigned u_fc_blocks_x) {
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
    long long x_l0;
    long long x_l1;
    long long x_l2;
    long long x_l3;
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 31 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 31 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 31 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 31 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 32 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/integers.rs"
        x_l0 = a[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/integers.rs"
        x_l1 = a[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/integers.rs"
        x_l2 = a[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/integers.rs"
        x_l3 = a[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l0), fc::pow(x_l0, 3u)), fc::min(x_l0, 5ll)), fc::max(x_l0, (-5ll))), fc::clamp(x_l0, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l0)), fc::mul(x_l0, 7ll)), fc::rem_euclid(x_l0, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l0, 3u)), fc::swap_bytes(x_l0)), fc::reverse_bits(x_l0)), fc::saturating_add(x_l0, 1ll));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l1), fc::pow(x_l1, 3u)), fc::min(x_l1, 5ll)), fc::max(x_l1, (-5ll))), fc::clamp(x_l1, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l1)), fc::mul(x_l1, 7ll)), fc::rem_euclid(x_l1, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l1, 3u)), fc::swap_bytes(x_l1)), fc::reverse_bits(x_l1)), fc::saturating_add(x_l1, 1ll));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l2), fc::pow(x_l2, 3u)), fc::min(x_l2, 5ll)), fc::max(x_l2, (-5ll))), fc::clamp(x_l2, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l2)), fc::mul(x_l2, 7ll)), fc::rem_euclid(x_l2, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l2, 3u)), fc::swap_bytes(x_l2)), fc::reverse_bits(x_l2)), fc::saturating_add(x_l2, 1ll));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l3), fc::pow(x_l3, 3u)), fc::min(x_l3, 5ll)), fc::max(x_l3, (-5ll))), fc::clamp(x_l3, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l3)), fc::mul(x_l3, 7ll)), fc::rem_euclid(x_l3, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l3, 3u)), fc::swap_bytes(x_l3)), fc::reverse_bits(x_l3)), fc::saturating_add(x_l3, 1ll));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/integers.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/integers.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/integers.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/integers.rs"
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/integers.rs"
        u_fc_sv_l0_1 = fc::count_ones(x_l0) + fc::leading_zeros(x_l0) + fc::trailing_zeros(x_l0) + fc::count_zeros(x_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/integers.rs"
        u_fc_sv_l1_1 = fc::count_ones(x_l1) + fc::leading_zeros(x_l1) + fc::trailing_zeros(x_l1) + fc::count_zeros(x_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/integers.rs"
        u_fc_sv_l2_1 = fc::count_ones(x_l2) + fc::leading_zeros(x_l2) + fc::trailing_zeros(x_l2) + fc::count_zeros(x_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/integers.rs"
        u_fc_sv_l3_1 = fc::count_ones(x_l3) + fc::leading_zeros(x_l3) + fc::trailing_zeros(x_l3) + fc::count_zeros(x_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/integers.rs"
        counts[i_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/integers.rs"
        counts[i_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/integers.rs"
        counts[i_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/integers.rs"
        counts[i_l3] = u_fc_sv_l3_1;
    }
}
#if FC_VECTOR_LANES
#line 30 "cases/integers.rs"
extern "C" __global__ void int_methods_lanes_v(const long long* __restrict__ a, unsigned long long a_len, long long* __restrict__ out, unsigned long long out_len, unsigned int* __restrict__ counts, unsigned long long counts_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<long long, unsigned int>();
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
    __align__(16) long long u_fc_vec[FC_VLANES];
    long long x_l0;
    long long x_l1;
    long long x_l2;
    long long x_l3;
    long long x_l4;
    long long x_l5;
    long long x_l6;
    long long x_l7;
    __align__(16) long long u_fc_sv[FC_VLANES];
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    long long u_fc_sv_l4;
    long long u_fc_sv_l5;
    long long u_fc_sv_l6;
    long long u_fc_sv_l7;
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
#line 31 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 31 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 31 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 31 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 31 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 31 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 31 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 31 "cases/integers.rs"
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
#line 32 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 32 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 32 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 32 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 32 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 33 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
        }
        {
#line 33 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
        }
        {
#line 33 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
        }
        {
#line 33 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
        }
        {
#line 33 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
        }
        {
#line 33 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
        }
        {
#line 33 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
        }
        {
#line 33 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/integers.rs"
            x_l0 = a[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/integers.rs"
            x_l1 = a[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/integers.rs"
            x_l2 = a[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/integers.rs"
            x_l3 = a[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 33 "cases/integers.rs"
            x_l4 = a[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 33 "cases/integers.rs"
            x_l5 = a[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 33 "cases/integers.rs"
            x_l6 = a[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 33 "cases/integers.rs"
            x_l7 = a[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l0), fc::pow(x_l0, 3u)), fc::min(x_l0, 5ll)), fc::max(x_l0, (-5ll))), fc::clamp(x_l0, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l0)), fc::mul(x_l0, 7ll)), fc::rem_euclid(x_l0, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l0, 3u)), fc::swap_bytes(x_l0)), fc::reverse_bits(x_l0)), fc::saturating_add(x_l0, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l1), fc::pow(x_l1, 3u)), fc::min(x_l1, 5ll)), fc::max(x_l1, (-5ll))), fc::clamp(x_l1, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l1)), fc::mul(x_l1, 7ll)), fc::rem_euclid(x_l1, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l1, 3u)), fc::swap_bytes(x_l1)), fc::reverse_bits(x_l1)), fc::saturating_add(x_l1, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l2), fc::pow(x_l2, 3u)), fc::min(x_l2, 5ll)), fc::max(x_l2, (-5ll))), fc::clamp(x_l2, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l2)), fc::mul(x_l2, 7ll)), fc::rem_euclid(x_l2, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l2, 3u)), fc::swap_bytes(x_l2)), fc::reverse_bits(x_l2)), fc::saturating_add(x_l2, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l3), fc::pow(x_l3, 3u)), fc::min(x_l3, 5ll)), fc::max(x_l3, (-5ll))), fc::clamp(x_l3, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l3)), fc::mul(x_l3, 7ll)), fc::rem_euclid(x_l3, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l3, 3u)), fc::swap_bytes(x_l3)), fc::reverse_bits(x_l3)), fc::saturating_add(x_l3, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 34 "cases/integers.rs"
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l4), fc::pow(x_l4, 3u)), fc::min(x_l4, 5ll)), fc::max(x_l4, (-5ll))), fc::clamp(x_l4, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l4)), fc::mul(x_l4, 7ll)), fc::rem_euclid(x_l4, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l4, 3u)), fc::swap_bytes(x_l4)), fc::reverse_bits(x_l4)), fc::saturating_add(x_l4, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 34 "cases/integers.rs"
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l5), fc::pow(x_l5, 3u)), fc::min(x_l5, 5ll)), fc::max(x_l5, (-5ll))), fc::clamp(x_l5, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l5)), fc::mul(x_l5, 7ll)), fc::rem_euclid(x_l5, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l5, 3u)), fc::swap_bytes(x_l5)), fc::reverse_bits(x_l5)), fc::saturating_add(x_l5, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 34 "cases/integers.rs"
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l6), fc::pow(x_l6, 3u)), fc::min(x_l6, 5ll)), fc::max(x_l6, (-5ll))), fc::clamp(x_l6, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l6)), fc::mul(x_l6, 7ll)), fc::rem_euclid(x_l6, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l6, 3u)), fc::swap_bytes(x_l6)), fc::reverse_bits(x_l6)), fc::saturating_add(x_l6, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 34 "cases/integers.rs"
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l7), fc::pow(x_l7, 3u)), fc::min(x_l7, 5ll)), fc::max(x_l7, (-5ll))), fc::clamp(x_l7, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l7)), fc::mul(x_l7, 7ll)), fc::rem_euclid(x_l7, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l7, 3u)), fc::swap_bytes(x_l7)), fc::reverse_bits(x_l7)), fc::saturating_add(x_l7, 1ll));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l0), fc::pow(x_l0, 3u)), fc::min(x_l0, 5ll)), fc::max(x_l0, (-5ll))), fc::clamp(x_l0, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l0)), fc::mul(x_l0, 7ll)), fc::rem_euclid(x_l0, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l0, 3u)), fc::swap_bytes(x_l0)), fc::reverse_bits(x_l0)), fc::saturating_add(x_l0, 1ll));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l1), fc::pow(x_l1, 3u)), fc::min(x_l1, 5ll)), fc::max(x_l1, (-5ll))), fc::clamp(x_l1, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l1)), fc::mul(x_l1, 7ll)), fc::rem_euclid(x_l1, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l1, 3u)), fc::swap_bytes(x_l1)), fc::reverse_bits(x_l1)), fc::saturating_add(x_l1, 1ll));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l2), fc::pow(x_l2, 3u)), fc::min(x_l2, 5ll)), fc::max(x_l2, (-5ll))), fc::clamp(x_l2, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l2)), fc::mul(x_l2, 7ll)), fc::rem_euclid(x_l2, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l2, 3u)), fc::swap_bytes(x_l2)), fc::reverse_bits(x_l2)), fc::saturating_add(x_l2, 1ll));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l3), fc::pow(x_l3, 3u)), fc::min(x_l3, 5ll)), fc::max(x_l3, (-5ll))), fc::clamp(x_l3, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l3)), fc::mul(x_l3, 7ll)), fc::rem_euclid(x_l3, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l3, 3u)), fc::swap_bytes(x_l3)), fc::reverse_bits(x_l3)), fc::saturating_add(x_l3, 1ll));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 34 "cases/integers.rs"
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l4), fc::pow(x_l4, 3u)), fc::min(x_l4, 5ll)), fc::max(x_l4, (-5ll))), fc::clamp(x_l4, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l4)), fc::mul(x_l4, 7ll)), fc::rem_euclid(x_l4, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l4, 3u)), fc::swap_bytes(x_l4)), fc::reverse_bits(x_l4)), fc::saturating_add(x_l4, 1ll));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 34 "cases/integers.rs"
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l5), fc::pow(x_l5, 3u)), fc::min(x_l5, 5ll)), fc::max(x_l5, (-5ll))), fc::clamp(x_l5, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l5)), fc::mul(x_l5, 7ll)), fc::rem_euclid(x_l5, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l5, 3u)), fc::swap_bytes(x_l5)), fc::reverse_bits(x_l5)), fc::saturating_add(x_l5, 1ll));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 34 "cases/integers.rs"
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l6), fc::pow(x_l6, 3u)), fc::min(x_l6, 5ll)), fc::max(x_l6, (-5ll))), fc::clamp(x_l6, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l6)), fc::mul(x_l6, 7ll)), fc::rem_euclid(x_l6, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l6, 3u)), fc::swap_bytes(x_l6)), fc::reverse_bits(x_l6)), fc::saturating_add(x_l6, 1ll));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 34 "cases/integers.rs"
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l7), fc::pow(x_l7, 3u)), fc::min(x_l7, 5ll)), fc::max(x_l7, (-5ll))), fc::clamp(x_l7, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l7)), fc::mul(x_l7, 7ll)), fc::rem_euclid(x_l7, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l7, 3u)), fc::swap_bytes(x_l7)), fc::reverse_bits(x_l7)), fc::saturating_add(x_l7, 1ll));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/integers.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/integers.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/integers.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/integers.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/integers.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/integers.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/integers.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/integers.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(counts, counts_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[0] = fc::count_ones(x_l0) + fc::leading_zeros(x_l0) + fc::trailing_zeros(x_l0) + fc::count_zeros(x_l0);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[1] = fc::count_ones(x_l1) + fc::leading_zeros(x_l1) + fc::trailing_zeros(x_l1) + fc::count_zeros(x_l1);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[2] = fc::count_ones(x_l2) + fc::leading_zeros(x_l2) + fc::trailing_zeros(x_l2) + fc::count_zeros(x_l2);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[3] = fc::count_ones(x_l3) + fc::leading_zeros(x_l3) + fc::trailing_zeros(x_l3) + fc::count_zeros(x_l3);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[4] = fc::count_ones(x_l4) + fc::leading_zeros(x_l4) + fc::trailing_zeros(x_l4) + fc::count_zeros(x_l4);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[5] = fc::count_ones(x_l5) + fc::leading_zeros(x_l5) + fc::trailing_zeros(x_l5) + fc::count_zeros(x_l5);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[6] = fc::count_ones(x_l6) + fc::leading_zeros(x_l6) + fc::trailing_zeros(x_l6) + fc::count_zeros(x_l6);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[7] = fc::count_ones(x_l7) + fc::leading_zeros(x_l7) + fc::trailing_zeros(x_l7) + fc::count_zeros(x_l7);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(counts, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/integers.rs"
            u_fc_sv_l0_1 = fc::count_ones(x_l0) + fc::leading_zeros(x_l0) + fc::trailing_zeros(x_l0) + fc::count_zeros(x_l0);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/integers.rs"
            u_fc_sv_l1_1 = fc::count_ones(x_l1) + fc::leading_zeros(x_l1) + fc::trailing_zeros(x_l1) + fc::count_zeros(x_l1);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/integers.rs"
            u_fc_sv_l2_1 = fc::count_ones(x_l2) + fc::leading_zeros(x_l2) + fc::trailing_zeros(x_l2) + fc::count_zeros(x_l2);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/integers.rs"
            u_fc_sv_l3_1 = fc::count_ones(x_l3) + fc::leading_zeros(x_l3) + fc::trailing_zeros(x_l3) + fc::count_zeros(x_l3);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 36 "cases/integers.rs"
            u_fc_sv_l4_1 = fc::count_ones(x_l4) + fc::leading_zeros(x_l4) + fc::trailing_zeros(x_l4) + fc::count_zeros(x_l4);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 36 "cases/integers.rs"
            u_fc_sv_l5_1 = fc::count_ones(x_l5) + fc::leading_zeros(x_l5) + fc::trailing_zeros(x_l5) + fc::count_zeros(x_l5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 36 "cases/integers.rs"
            u_fc_sv_l6_1 = fc::count_ones(x_l6) + fc::leading_zeros(x_l6) + fc::trailing_zeros(x_l6) + fc::count_zeros(x_l6);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 36 "cases/integers.rs"
            u_fc_sv_l7_1 = fc::count_ones(x_l7) + fc::leading_zeros(x_l7) + fc::trailing_zeros(x_l7) + fc::count_zeros(x_l7);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/integers.rs"
            counts[i_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/integers.rs"
            counts[i_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/integers.rs"
            counts[i_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/integers.rs"
            counts[i_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 36 "cases/integers.rs"
            counts[i_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 36 "cases/integers.rs"
            counts[i_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 36 "cases/integers.rs"
            counts[i_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 36 "cases/integers.rs"
            counts[i_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_int_methods(w) (0ull)
#line 30 "cases/integers.rs"
extern "C" __global__ void int_methods(const long long* __restrict__ a, unsigned long long a_len, long long* __restrict__ out, unsigned long long out_len, unsigned int* __restrict__ counts, unsigned long long counts_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 31 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 32 "cases/integers.rs"
    if (i < a_len) {
#line 33 "cases/integers.rs"
        long long x = a[i];
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
        long long fc_v = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x), fc::pow(x, 3u)), fc::min(x, 5ll)), fc::max(x, (-5ll))), fc::clamp(x, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x)), fc::mul(x, 7ll)), fc::rem_euclid(x, 9ll, FC_SITE(35, 17))), fc::rotate_left(x, 3u)), fc::swap_bytes(x)), fc::reverse_bits(x)), fc::saturating_add(x, 1ll));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_int_methods(u_fc_pending.site & 31u), FC_SITE(34, 9))] = fc_v;
#line 36 "cases/integers.rs"
        unsigned int fc_v_1 = fc::count_ones(x) + fc::leading_zeros(x) + fc::trailing_zeros(x) + fc::count_zeros(x);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
        counts[fc::check_index_p(i, counts_len, u_fc_pending, FC_LEN_OF_int_methods(u_fc_pending.site & 31u), FC_SITE(36, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_int_methods_lanes(w) (0ull)
#line 30 "cases/integers.rs"
extern "C" __global__ void int_methods_lanes(const long long* __restrict__ a, unsigned long long a_len, long long* __restrict__ out, unsigned long long out_len, unsigned int* __restrict__ counts, unsigned long long counts_len, unsigned u_fc_blocks_x) {
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
    long long x_l0;
    long long x_l1;
    long long x_l2;
    long long x_l3;
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 31 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 31 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 31 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 31 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 32 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/integers.rs"
        x_l0 = a[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/integers.rs"
        x_l1 = a[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/integers.rs"
        x_l2 = a[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/integers.rs"
        x_l3 = a[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes);
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l0), fc::pow(x_l0, 3u)), fc::min(x_l0, 5ll)), fc::max(x_l0, (-5ll))), fc::clamp(x_l0, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l0)), fc::mul(x_l0, 7ll)), fc::rem_euclid(x_l0, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l0, 3u)), fc::swap_bytes(x_l0)), fc::reverse_bits(x_l0)), fc::saturating_add(x_l0, 1ll));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes);
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l1), fc::pow(x_l1, 3u)), fc::min(x_l1, 5ll)), fc::max(x_l1, (-5ll))), fc::clamp(x_l1, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l1)), fc::mul(x_l1, 7ll)), fc::rem_euclid(x_l1, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l1, 3u)), fc::swap_bytes(x_l1)), fc::reverse_bits(x_l1)), fc::saturating_add(x_l1, 1ll));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes);
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l2), fc::pow(x_l2, 3u)), fc::min(x_l2, 5ll)), fc::max(x_l2, (-5ll))), fc::clamp(x_l2, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l2)), fc::mul(x_l2, 7ll)), fc::rem_euclid(x_l2, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l2, 3u)), fc::swap_bytes(x_l2)), fc::reverse_bits(x_l2)), fc::saturating_add(x_l2, 1ll));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes);
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l3), fc::pow(x_l3, 3u)), fc::min(x_l3, 5ll)), fc::max(x_l3, (-5ll))), fc::clamp(x_l3, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l3)), fc::mul(x_l3, 7ll)), fc::rem_euclid(x_l3, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l3, 3u)), fc::swap_bytes(x_l3)), fc::reverse_bits(x_l3)), fc::saturating_add(x_l3, 1ll));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_int_methods_lanes(u_fc_pending_l0.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_int_methods_lanes(u_fc_pending_l1.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_int_methods_lanes(u_fc_pending_l2.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_int_methods_lanes(u_fc_pending_l3.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/integers.rs"
        u_fc_sv_l0_1 = fc::count_ones(x_l0) + fc::leading_zeros(x_l0) + fc::trailing_zeros(x_l0) + fc::count_zeros(x_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/integers.rs"
        u_fc_sv_l1_1 = fc::count_ones(x_l1) + fc::leading_zeros(x_l1) + fc::trailing_zeros(x_l1) + fc::count_zeros(x_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/integers.rs"
        u_fc_sv_l2_1 = fc::count_ones(x_l2) + fc::leading_zeros(x_l2) + fc::trailing_zeros(x_l2) + fc::count_zeros(x_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/integers.rs"
        u_fc_sv_l3_1 = fc::count_ones(x_l3) + fc::leading_zeros(x_l3) + fc::trailing_zeros(x_l3) + fc::count_zeros(x_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 36 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes);
        counts[fc::check_index_p(i_l0, counts_len, u_fc_pending_l0, FC_LEN_OF_int_methods_lanes(u_fc_pending_l0.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 36 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes);
        counts[fc::check_index_p(i_l1, counts_len, u_fc_pending_l1, FC_LEN_OF_int_methods_lanes(u_fc_pending_l1.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 36 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes);
        counts[fc::check_index_p(i_l2, counts_len, u_fc_pending_l2, FC_LEN_OF_int_methods_lanes(u_fc_pending_l2.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 36 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes);
        counts[fc::check_index_p(i_l3, counts_len, u_fc_pending_l3, FC_LEN_OF_int_methods_lanes(u_fc_pending_l3.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_int_methods_lanes_v(w) (0ull)
#line 30 "cases/integers.rs"
extern "C" __global__ void int_methods_lanes_v(const long long* __restrict__ a, unsigned long long a_len, long long* __restrict__ out, unsigned long long out_len, unsigned int* __restrict__ counts, unsigned long long counts_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<long long, unsigned int>();
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
    __align__(16) long long u_fc_vec[FC_VLANES];
    long long x_l0;
    long long x_l1;
    long long x_l2;
    long long x_l3;
    long long x_l4;
    long long x_l5;
    long long x_l6;
    long long x_l7;
    __align__(16) long long u_fc_sv[FC_VLANES];
    long long u_fc_sv_l0;
    long long u_fc_sv_l1;
    long long u_fc_sv_l2;
    long long u_fc_sv_l3;
    long long u_fc_sv_l4;
    long long u_fc_sv_l5;
    long long u_fc_sv_l6;
    long long u_fc_sv_l7;
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
#line 31 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 31 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 31 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 31 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 31 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 31 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 31 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 31 "cases/integers.rs"
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
#line 32 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 32 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 32 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 32 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 32 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 33 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
        }
        {
#line 33 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
        }
        {
#line 33 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
        }
        {
#line 33 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
        }
        {
#line 33 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
        }
        {
#line 33 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
        }
        {
#line 33 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
        }
        {
#line 33 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/integers.rs"
            x_l0 = a[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/integers.rs"
            x_l1 = a[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/integers.rs"
            x_l2 = a[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/integers.rs"
            x_l3 = a[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 33 "cases/integers.rs"
            x_l4 = a[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 33 "cases/integers.rs"
            x_l5 = a[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 33 "cases/integers.rs"
            x_l6 = a[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 33 "cases/integers.rs"
            x_l7 = a[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l0), fc::pow(x_l0, 3u)), fc::min(x_l0, 5ll)), fc::max(x_l0, (-5ll))), fc::clamp(x_l0, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l0)), fc::mul(x_l0, 7ll)), fc::rem_euclid(x_l0, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l0, 3u)), fc::swap_bytes(x_l0)), fc::reverse_bits(x_l0)), fc::saturating_add(x_l0, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l1), fc::pow(x_l1, 3u)), fc::min(x_l1, 5ll)), fc::max(x_l1, (-5ll))), fc::clamp(x_l1, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l1)), fc::mul(x_l1, 7ll)), fc::rem_euclid(x_l1, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l1, 3u)), fc::swap_bytes(x_l1)), fc::reverse_bits(x_l1)), fc::saturating_add(x_l1, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l2), fc::pow(x_l2, 3u)), fc::min(x_l2, 5ll)), fc::max(x_l2, (-5ll))), fc::clamp(x_l2, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l2)), fc::mul(x_l2, 7ll)), fc::rem_euclid(x_l2, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l2, 3u)), fc::swap_bytes(x_l2)), fc::reverse_bits(x_l2)), fc::saturating_add(x_l2, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l3), fc::pow(x_l3, 3u)), fc::min(x_l3, 5ll)), fc::max(x_l3, (-5ll))), fc::clamp(x_l3, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l3)), fc::mul(x_l3, 7ll)), fc::rem_euclid(x_l3, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l3, 3u)), fc::swap_bytes(x_l3)), fc::reverse_bits(x_l3)), fc::saturating_add(x_l3, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l4), fc::pow(x_l4, 3u)), fc::min(x_l4, 5ll)), fc::max(x_l4, (-5ll))), fc::clamp(x_l4, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l4)), fc::mul(x_l4, 7ll)), fc::rem_euclid(x_l4, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l4, 3u)), fc::swap_bytes(x_l4)), fc::reverse_bits(x_l4)), fc::saturating_add(x_l4, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l5), fc::pow(x_l5, 3u)), fc::min(x_l5, 5ll)), fc::max(x_l5, (-5ll))), fc::clamp(x_l5, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l5)), fc::mul(x_l5, 7ll)), fc::rem_euclid(x_l5, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l5, 3u)), fc::swap_bytes(x_l5)), fc::reverse_bits(x_l5)), fc::saturating_add(x_l5, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l6), fc::pow(x_l6, 3u)), fc::min(x_l6, 5ll)), fc::max(x_l6, (-5ll))), fc::clamp(x_l6, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l6)), fc::mul(x_l6, 7ll)), fc::rem_euclid(x_l6, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l6, 3u)), fc::swap_bytes(x_l6)), fc::reverse_bits(x_l6)), fc::saturating_add(x_l6, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l7), fc::pow(x_l7, 3u)), fc::min(x_l7, 5ll)), fc::max(x_l7, (-5ll))), fc::clamp(x_l7, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l7)), fc::mul(x_l7, 7ll)), fc::rem_euclid(x_l7, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l7, 3u)), fc::swap_bytes(x_l7)), fc::reverse_bits(x_l7)), fc::saturating_add(x_l7, 1ll));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l0), fc::pow(x_l0, 3u)), fc::min(x_l0, 5ll)), fc::max(x_l0, (-5ll))), fc::clamp(x_l0, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l0)), fc::mul(x_l0, 7ll)), fc::rem_euclid(x_l0, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l0, 3u)), fc::swap_bytes(x_l0)), fc::reverse_bits(x_l0)), fc::saturating_add(x_l0, 1ll));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l1), fc::pow(x_l1, 3u)), fc::min(x_l1, 5ll)), fc::max(x_l1, (-5ll))), fc::clamp(x_l1, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l1)), fc::mul(x_l1, 7ll)), fc::rem_euclid(x_l1, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l1, 3u)), fc::swap_bytes(x_l1)), fc::reverse_bits(x_l1)), fc::saturating_add(x_l1, 1ll));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l2), fc::pow(x_l2, 3u)), fc::min(x_l2, 5ll)), fc::max(x_l2, (-5ll))), fc::clamp(x_l2, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l2)), fc::mul(x_l2, 7ll)), fc::rem_euclid(x_l2, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l2, 3u)), fc::swap_bytes(x_l2)), fc::reverse_bits(x_l2)), fc::saturating_add(x_l2, 1ll));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l3), fc::pow(x_l3, 3u)), fc::min(x_l3, 5ll)), fc::max(x_l3, (-5ll))), fc::clamp(x_l3, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l3)), fc::mul(x_l3, 7ll)), fc::rem_euclid(x_l3, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l3, 3u)), fc::swap_bytes(x_l3)), fc::reverse_bits(x_l3)), fc::saturating_add(x_l3, 1ll));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l4), fc::pow(x_l4, 3u)), fc::min(x_l4, 5ll)), fc::max(x_l4, (-5ll))), fc::clamp(x_l4, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l4)), fc::mul(x_l4, 7ll)), fc::rem_euclid(x_l4, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l4, 3u)), fc::swap_bytes(x_l4)), fc::reverse_bits(x_l4)), fc::saturating_add(x_l4, 1ll));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l5), fc::pow(x_l5, 3u)), fc::min(x_l5, 5ll)), fc::max(x_l5, (-5ll))), fc::clamp(x_l5, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l5)), fc::mul(x_l5, 7ll)), fc::rem_euclid(x_l5, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l5, 3u)), fc::swap_bytes(x_l5)), fc::reverse_bits(x_l5)), fc::saturating_add(x_l5, 1ll));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l6), fc::pow(x_l6, 3u)), fc::min(x_l6, 5ll)), fc::max(x_l6, (-5ll))), fc::clamp(x_l6, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l6)), fc::mul(x_l6, 7ll)), fc::rem_euclid(x_l6, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l6, 3u)), fc::swap_bytes(x_l6)), fc::reverse_bits(x_l6)), fc::saturating_add(x_l6, 1ll));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v);
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x_l7), fc::pow(x_l7, 3u)), fc::min(x_l7, 5ll)), fc::max(x_l7, (-5ll))), fc::clamp(x_l7, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x_l7)), fc::mul(x_l7, 7ll)), fc::rem_euclid(x_l7, 9ll, FC_SITE(35, 17))), fc::rotate_left(x_l7, 3u)), fc::swap_bytes(x_l7)), fc::reverse_bits(x_l7)), fc::saturating_add(x_l7, 1ll));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 34 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(34, 9))] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(counts, counts_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[0] = fc::count_ones(x_l0) + fc::leading_zeros(x_l0) + fc::trailing_zeros(x_l0) + fc::count_zeros(x_l0);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[1] = fc::count_ones(x_l1) + fc::leading_zeros(x_l1) + fc::trailing_zeros(x_l1) + fc::count_zeros(x_l1);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[2] = fc::count_ones(x_l2) + fc::leading_zeros(x_l2) + fc::trailing_zeros(x_l2) + fc::count_zeros(x_l2);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[3] = fc::count_ones(x_l3) + fc::leading_zeros(x_l3) + fc::trailing_zeros(x_l3) + fc::count_zeros(x_l3);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[4] = fc::count_ones(x_l4) + fc::leading_zeros(x_l4) + fc::trailing_zeros(x_l4) + fc::count_zeros(x_l4);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[5] = fc::count_ones(x_l5) + fc::leading_zeros(x_l5) + fc::trailing_zeros(x_l5) + fc::count_zeros(x_l5);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[6] = fc::count_ones(x_l6) + fc::leading_zeros(x_l6) + fc::trailing_zeros(x_l6) + fc::count_zeros(x_l6);
        }
        {
#line 36 "cases/integers.rs"
            u_fc_sv_1[7] = fc::count_ones(x_l7) + fc::leading_zeros(x_l7) + fc::trailing_zeros(x_l7) + fc::count_zeros(x_l7);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(counts, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/integers.rs"
            u_fc_sv_l0_1 = fc::count_ones(x_l0) + fc::leading_zeros(x_l0) + fc::trailing_zeros(x_l0) + fc::count_zeros(x_l0);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/integers.rs"
            u_fc_sv_l1_1 = fc::count_ones(x_l1) + fc::leading_zeros(x_l1) + fc::trailing_zeros(x_l1) + fc::count_zeros(x_l1);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/integers.rs"
            u_fc_sv_l2_1 = fc::count_ones(x_l2) + fc::leading_zeros(x_l2) + fc::trailing_zeros(x_l2) + fc::count_zeros(x_l2);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/integers.rs"
            u_fc_sv_l3_1 = fc::count_ones(x_l3) + fc::leading_zeros(x_l3) + fc::trailing_zeros(x_l3) + fc::count_zeros(x_l3);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 36 "cases/integers.rs"
            u_fc_sv_l4_1 = fc::count_ones(x_l4) + fc::leading_zeros(x_l4) + fc::trailing_zeros(x_l4) + fc::count_zeros(x_l4);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 36 "cases/integers.rs"
            u_fc_sv_l5_1 = fc::count_ones(x_l5) + fc::leading_zeros(x_l5) + fc::trailing_zeros(x_l5) + fc::count_zeros(x_l5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 36 "cases/integers.rs"
            u_fc_sv_l6_1 = fc::count_ones(x_l6) + fc::leading_zeros(x_l6) + fc::trailing_zeros(x_l6) + fc::count_zeros(x_l6);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 36 "cases/integers.rs"
            u_fc_sv_l7_1 = fc::count_ones(x_l7) + fc::leading_zeros(x_l7) + fc::trailing_zeros(x_l7) + fc::count_zeros(x_l7);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l0, counts_len, u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l1, counts_len, u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l2, counts_len, u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l3, counts_len, u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l4, counts_len, u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l5, counts_len, u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l6, counts_len, u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 36 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v);
            counts[fc::check_index_p(i_l7, counts_len, u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(36, 9))] = u_fc_sv_l7_1;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_int_methods_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_int_methods_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_int_methods_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_int_methods_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_int_methods_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_int_methods_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_int_methods_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_int_methods_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 41 "cases/integers.rs"
extern "C" __global__ void edge_methods(const int* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, const float* __restrict__ f, unsigned long long f_len, const fc::f16* __restrict__ h, unsigned long long h_len) {
    fc::grid_dependency();
#line 42 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 43 "cases/integers.rs"
    if (i < a_len) {
#line 44 "cases/integers.rs"
        int x = a[i];
        unsigned int n = b[i];
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v = fc::overflowing_mul(x, 3);
        int wrapped = fc_v.f0;
        bool overflowed = fc_v.f1;
#line 46 "cases/integers.rs"
        out[i] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped, fc::saturating_mul(x, x)), fc::saturating_pow(x, 3u)), fc::wrapping_div(x, (-1), FC_SITE(46, 74))), fc::midpoint(x, 7)), fc::isqrt(fc::saturating_abs(x), FC_SITE(47, 34))), (int)(fc::div_ceil(n, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n) + fc::ilog2(fc::max(n, 1u), FC_SITE(47, 94))));
#line 48 "cases/integers.rs"
        flags[i] = overflowed || fc::is_subnormal(f[i]) || fc::is_normal(h[i]) || fc::midpoint(f[i], 1.0f) > 2.0f;
    }
}
#if FC_LANES_TWIN
#line 41 "cases/integers.rs"
extern "C" __global__ void edge_methods_lanes(const int* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, const float* __restrict__ f, unsigned long long f_len, const fc::f16* __restrict__ h, unsigned long long h_len, unsigned u_fc_blocks_x) {
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
    int x_l0;
    unsigned int n_l0;
    int x_l1;
    unsigned int n_l1;
    int x_l2;
    unsigned int n_l2;
    int x_l3;
    unsigned int n_l3;
    int wrapped_l0;
    bool overflowed_l0;
    int wrapped_l1;
    bool overflowed_l1;
    int wrapped_l2;
    bool overflowed_l2;
    int wrapped_l3;
    bool overflowed_l3;
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    bool u_fc_sv_l0_1;
    bool u_fc_sv_l1_1;
    bool u_fc_sv_l2_1;
    bool u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 42 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/integers.rs"
        x_l0 = a[i_l0];
        n_l0 = b[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/integers.rs"
        x_l1 = a[i_l1];
        n_l1 = b[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/integers.rs"
        x_l2 = a[i_l2];
        n_l2 = b[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/integers.rs"
        x_l3 = a[i_l3];
        n_l3 = b[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v = fc::overflowing_mul(x_l0, 3);
        wrapped_l0 = fc_v.f0;
        overflowed_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_1 = fc::overflowing_mul(x_l1, 3);
        wrapped_l1 = fc_v_1.f0;
        overflowed_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_2 = fc::overflowing_mul(x_l2, 3);
        wrapped_l2 = fc_v_2.f0;
        overflowed_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_3 = fc::overflowing_mul(x_l3, 3);
        wrapped_l3 = fc_v_3.f0;
        overflowed_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l0, fc::saturating_mul(x_l0, x_l0)), fc::saturating_pow(x_l0, 3u)), fc::wrapping_div(x_l0, (-1), FC_SITE(46, 74))), fc::midpoint(x_l0, 7)), fc::isqrt(fc::saturating_abs(x_l0), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l0, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l0) + fc::ilog2(fc::max(n_l0, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l1, fc::saturating_mul(x_l1, x_l1)), fc::saturating_pow(x_l1, 3u)), fc::wrapping_div(x_l1, (-1), FC_SITE(46, 74))), fc::midpoint(x_l1, 7)), fc::isqrt(fc::saturating_abs(x_l1), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l1, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l1) + fc::ilog2(fc::max(n_l1, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l2, fc::saturating_mul(x_l2, x_l2)), fc::saturating_pow(x_l2, 3u)), fc::wrapping_div(x_l2, (-1), FC_SITE(46, 74))), fc::midpoint(x_l2, 7)), fc::isqrt(fc::saturating_abs(x_l2), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l2, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l2) + fc::ilog2(fc::max(n_l2, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l3, fc::saturating_mul(x_l3, x_l3)), fc::saturating_pow(x_l3, 3u)), fc::wrapping_div(x_l3, (-1), FC_SITE(46, 74))), fc::midpoint(x_l3, 7)), fc::isqrt(fc::saturating_abs(x_l3), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l3, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l3) + fc::ilog2(fc::max(n_l3, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 46 "cases/integers.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 46 "cases/integers.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 46 "cases/integers.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 46 "cases/integers.rs"
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/integers.rs"
        u_fc_sv_l0_1 = overflowed_l0 || fc::is_subnormal(f[i_l0]) || fc::is_normal(h[i_l0]) || fc::midpoint(f[i_l0], 1.0f) > 2.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/integers.rs"
        u_fc_sv_l1_1 = overflowed_l1 || fc::is_subnormal(f[i_l1]) || fc::is_normal(h[i_l1]) || fc::midpoint(f[i_l1], 1.0f) > 2.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/integers.rs"
        u_fc_sv_l2_1 = overflowed_l2 || fc::is_subnormal(f[i_l2]) || fc::is_normal(h[i_l2]) || fc::midpoint(f[i_l2], 1.0f) > 2.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/integers.rs"
        u_fc_sv_l3_1 = overflowed_l3 || fc::is_subnormal(f[i_l3]) || fc::is_normal(h[i_l3]) || fc::midpoint(f[i_l3], 1.0f) > 2.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/integers.rs"
        flags[i_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/integers.rs"
        flags[i_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/integers.rs"
        flags[i_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/integers.rs"
        flags[i_l3] = u_fc_sv_l3_1;
    }
}
#if FC_VECTOR_LANES
#line 41 "cases/integers.rs"
extern "C" __global__ void edge_methods_lanes_v(const int* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, const float* __restrict__ f, unsigned long long f_len, const fc::f16* __restrict__ h, unsigned long long h_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int, unsigned int, float, fc::f16, bool>();
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
    __align__(16) int u_fc_vec[FC_VLANES];
    __align__(16) unsigned int u_fc_vec_1[FC_VLANES];
    int x_l0;
    unsigned int n_l0;
    int x_l1;
    unsigned int n_l1;
    int x_l2;
    unsigned int n_l2;
    int x_l3;
    unsigned int n_l3;
    int x_l4;
    unsigned int n_l4;
    int x_l5;
    unsigned int n_l5;
    int x_l6;
    unsigned int n_l6;
    int x_l7;
    unsigned int n_l7;
    int wrapped_l0;
    bool overflowed_l0;
    int wrapped_l1;
    bool overflowed_l1;
    int wrapped_l2;
    bool overflowed_l2;
    int wrapped_l3;
    bool overflowed_l3;
    int wrapped_l4;
    bool overflowed_l4;
    int wrapped_l5;
    bool overflowed_l5;
    int wrapped_l6;
    bool overflowed_l6;
    int wrapped_l7;
    bool overflowed_l7;
    __align__(16) int u_fc_sv[FC_VLANES];
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    int u_fc_sv_l4;
    int u_fc_sv_l5;
    int u_fc_sv_l6;
    int u_fc_sv_l7;
    __align__(16) float u_fc_vec_2[FC_VLANES];
    __align__(16) fc::f16 u_fc_vec_3[FC_VLANES];
    __align__(16) bool u_fc_sv_1[FC_VLANES];
    bool u_fc_sv_l0_1;
    bool u_fc_sv_l1_1;
    bool u_fc_sv_l2_1;
    bool u_fc_sv_l3_1;
    bool u_fc_sv_l4_1;
    bool u_fc_sv_l5_1;
    bool u_fc_sv_l6_1;
    bool u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 42 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 42 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 42 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 42 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 42 "cases/integers.rs"
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
#line 43 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 43 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 43 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 43 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 43 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 44 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
            n_l0 = u_fc_vec_1[0];
        }
        {
#line 44 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
            n_l1 = u_fc_vec_1[1];
        }
        {
#line 44 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
            n_l2 = u_fc_vec_1[2];
        }
        {
#line 44 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
            n_l3 = u_fc_vec_1[3];
        }
        {
#line 44 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
            n_l4 = u_fc_vec_1[4];
        }
        {
#line 44 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
            n_l5 = u_fc_vec_1[5];
        }
        {
#line 44 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
            n_l6 = u_fc_vec_1[6];
        }
        {
#line 44 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
            n_l7 = u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/integers.rs"
            x_l0 = a[i_l0];
            n_l0 = b[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/integers.rs"
            x_l1 = a[i_l1];
            n_l1 = b[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/integers.rs"
            x_l2 = a[i_l2];
            n_l2 = b[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/integers.rs"
            x_l3 = a[i_l3];
            n_l3 = b[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 44 "cases/integers.rs"
            x_l4 = a[i_l4];
            n_l4 = b[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 44 "cases/integers.rs"
            x_l5 = a[i_l5];
            n_l5 = b[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 44 "cases/integers.rs"
            x_l6 = a[i_l6];
            n_l6 = b[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 44 "cases/integers.rs"
            x_l7 = a[i_l7];
            n_l7 = b[i_l7];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v = fc::overflowing_mul(x_l0, 3);
        wrapped_l0 = fc_v.f0;
        overflowed_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_1 = fc::overflowing_mul(x_l1, 3);
        wrapped_l1 = fc_v_1.f0;
        overflowed_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_2 = fc::overflowing_mul(x_l2, 3);
        wrapped_l2 = fc_v_2.f0;
        overflowed_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_3 = fc::overflowing_mul(x_l3, 3);
        wrapped_l3 = fc_v_3.f0;
        overflowed_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_4 = fc::overflowing_mul(x_l4, 3);
        wrapped_l4 = fc_v_4.f0;
        overflowed_l4 = fc_v_4.f1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_5 = fc::overflowing_mul(x_l5, 3);
        wrapped_l5 = fc_v_5.f0;
        overflowed_l5 = fc_v_5.f1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_6 = fc::overflowing_mul(x_l6, 3);
        wrapped_l6 = fc_v_6.f0;
        overflowed_l6 = fc_v_6.f1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_7 = fc::overflowing_mul(x_l7, 3);
        wrapped_l7 = fc_v_7.f0;
        overflowed_l7 = fc_v_7.f1;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l0, fc::saturating_mul(x_l0, x_l0)), fc::saturating_pow(x_l0, 3u)), fc::wrapping_div(x_l0, (-1), FC_SITE(46, 74))), fc::midpoint(x_l0, 7)), fc::isqrt(fc::saturating_abs(x_l0), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l0, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l0) + fc::ilog2(fc::max(n_l0, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l1, fc::saturating_mul(x_l1, x_l1)), fc::saturating_pow(x_l1, 3u)), fc::wrapping_div(x_l1, (-1), FC_SITE(46, 74))), fc::midpoint(x_l1, 7)), fc::isqrt(fc::saturating_abs(x_l1), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l1, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l1) + fc::ilog2(fc::max(n_l1, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l2, fc::saturating_mul(x_l2, x_l2)), fc::saturating_pow(x_l2, 3u)), fc::wrapping_div(x_l2, (-1), FC_SITE(46, 74))), fc::midpoint(x_l2, 7)), fc::isqrt(fc::saturating_abs(x_l2), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l2, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l2) + fc::ilog2(fc::max(n_l2, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l3, fc::saturating_mul(x_l3, x_l3)), fc::saturating_pow(x_l3, 3u)), fc::wrapping_div(x_l3, (-1), FC_SITE(46, 74))), fc::midpoint(x_l3, 7)), fc::isqrt(fc::saturating_abs(x_l3), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l3, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l3) + fc::ilog2(fc::max(n_l3, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/integers.rs"
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l4, fc::saturating_mul(x_l4, x_l4)), fc::saturating_pow(x_l4, 3u)), fc::wrapping_div(x_l4, (-1), FC_SITE(46, 74))), fc::midpoint(x_l4, 7)), fc::isqrt(fc::saturating_abs(x_l4), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l4, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l4) + fc::ilog2(fc::max(n_l4, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/integers.rs"
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l5, fc::saturating_mul(x_l5, x_l5)), fc::saturating_pow(x_l5, 3u)), fc::wrapping_div(x_l5, (-1), FC_SITE(46, 74))), fc::midpoint(x_l5, 7)), fc::isqrt(fc::saturating_abs(x_l5), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l5, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l5) + fc::ilog2(fc::max(n_l5, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/integers.rs"
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l6, fc::saturating_mul(x_l6, x_l6)), fc::saturating_pow(x_l6, 3u)), fc::wrapping_div(x_l6, (-1), FC_SITE(46, 74))), fc::midpoint(x_l6, 7)), fc::isqrt(fc::saturating_abs(x_l6), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l6, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l6) + fc::ilog2(fc::max(n_l6, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/integers.rs"
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l7, fc::saturating_mul(x_l7, x_l7)), fc::saturating_pow(x_l7, 3u)), fc::wrapping_div(x_l7, (-1), FC_SITE(46, 74))), fc::midpoint(x_l7, 7)), fc::isqrt(fc::saturating_abs(x_l7), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l7, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l7) + fc::ilog2(fc::max(n_l7, 1u), FC_SITE(47, 94))));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l0, fc::saturating_mul(x_l0, x_l0)), fc::saturating_pow(x_l0, 3u)), fc::wrapping_div(x_l0, (-1), FC_SITE(46, 74))), fc::midpoint(x_l0, 7)), fc::isqrt(fc::saturating_abs(x_l0), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l0, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l0) + fc::ilog2(fc::max(n_l0, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l1, fc::saturating_mul(x_l1, x_l1)), fc::saturating_pow(x_l1, 3u)), fc::wrapping_div(x_l1, (-1), FC_SITE(46, 74))), fc::midpoint(x_l1, 7)), fc::isqrt(fc::saturating_abs(x_l1), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l1, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l1) + fc::ilog2(fc::max(n_l1, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l2, fc::saturating_mul(x_l2, x_l2)), fc::saturating_pow(x_l2, 3u)), fc::wrapping_div(x_l2, (-1), FC_SITE(46, 74))), fc::midpoint(x_l2, 7)), fc::isqrt(fc::saturating_abs(x_l2), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l2, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l2) + fc::ilog2(fc::max(n_l2, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l3, fc::saturating_mul(x_l3, x_l3)), fc::saturating_pow(x_l3, 3u)), fc::wrapping_div(x_l3, (-1), FC_SITE(46, 74))), fc::midpoint(x_l3, 7)), fc::isqrt(fc::saturating_abs(x_l3), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l3, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l3) + fc::ilog2(fc::max(n_l3, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/integers.rs"
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l4, fc::saturating_mul(x_l4, x_l4)), fc::saturating_pow(x_l4, 3u)), fc::wrapping_div(x_l4, (-1), FC_SITE(46, 74))), fc::midpoint(x_l4, 7)), fc::isqrt(fc::saturating_abs(x_l4), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l4, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l4) + fc::ilog2(fc::max(n_l4, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/integers.rs"
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l5, fc::saturating_mul(x_l5, x_l5)), fc::saturating_pow(x_l5, 3u)), fc::wrapping_div(x_l5, (-1), FC_SITE(46, 74))), fc::midpoint(x_l5, 7)), fc::isqrt(fc::saturating_abs(x_l5), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l5, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l5) + fc::ilog2(fc::max(n_l5, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/integers.rs"
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l6, fc::saturating_mul(x_l6, x_l6)), fc::saturating_pow(x_l6, 3u)), fc::wrapping_div(x_l6, (-1), FC_SITE(46, 74))), fc::midpoint(x_l6, 7)), fc::isqrt(fc::saturating_abs(x_l6), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l6, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l6) + fc::ilog2(fc::max(n_l6, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/integers.rs"
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l7, fc::saturating_mul(x_l7, x_l7)), fc::saturating_pow(x_l7, 3u)), fc::wrapping_div(x_l7, (-1), FC_SITE(46, 74))), fc::midpoint(x_l7, 7)), fc::isqrt(fc::saturating_abs(x_l7), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l7, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l7) + fc::ilog2(fc::max(n_l7, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 46 "cases/integers.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 46 "cases/integers.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 46 "cases/integers.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 46 "cases/integers.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 46 "cases/integers.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 46 "cases/integers.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 46 "cases/integers.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 46 "cases/integers.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(h, h_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(flags, flags_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(h, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[0] = overflowed_l0 || fc::is_subnormal(u_fc_vec_2[0]) || fc::is_normal(u_fc_vec_3[0]) || fc::midpoint(u_fc_vec_2[0], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[1] = overflowed_l1 || fc::is_subnormal(u_fc_vec_2[1]) || fc::is_normal(u_fc_vec_3[1]) || fc::midpoint(u_fc_vec_2[1], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[2] = overflowed_l2 || fc::is_subnormal(u_fc_vec_2[2]) || fc::is_normal(u_fc_vec_3[2]) || fc::midpoint(u_fc_vec_2[2], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[3] = overflowed_l3 || fc::is_subnormal(u_fc_vec_2[3]) || fc::is_normal(u_fc_vec_3[3]) || fc::midpoint(u_fc_vec_2[3], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[4] = overflowed_l4 || fc::is_subnormal(u_fc_vec_2[4]) || fc::is_normal(u_fc_vec_3[4]) || fc::midpoint(u_fc_vec_2[4], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[5] = overflowed_l5 || fc::is_subnormal(u_fc_vec_2[5]) || fc::is_normal(u_fc_vec_3[5]) || fc::midpoint(u_fc_vec_2[5], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[6] = overflowed_l6 || fc::is_subnormal(u_fc_vec_2[6]) || fc::is_normal(u_fc_vec_3[6]) || fc::midpoint(u_fc_vec_2[6], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[7] = overflowed_l7 || fc::is_subnormal(u_fc_vec_2[7]) || fc::is_normal(u_fc_vec_3[7]) || fc::midpoint(u_fc_vec_2[7], 1.0f) > 2.0f;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(flags, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/integers.rs"
            u_fc_sv_l0_1 = overflowed_l0 || fc::is_subnormal(f[i_l0]) || fc::is_normal(h[i_l0]) || fc::midpoint(f[i_l0], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/integers.rs"
            u_fc_sv_l1_1 = overflowed_l1 || fc::is_subnormal(f[i_l1]) || fc::is_normal(h[i_l1]) || fc::midpoint(f[i_l1], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/integers.rs"
            u_fc_sv_l2_1 = overflowed_l2 || fc::is_subnormal(f[i_l2]) || fc::is_normal(h[i_l2]) || fc::midpoint(f[i_l2], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/integers.rs"
            u_fc_sv_l3_1 = overflowed_l3 || fc::is_subnormal(f[i_l3]) || fc::is_normal(h[i_l3]) || fc::midpoint(f[i_l3], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 48 "cases/integers.rs"
            u_fc_sv_l4_1 = overflowed_l4 || fc::is_subnormal(f[i_l4]) || fc::is_normal(h[i_l4]) || fc::midpoint(f[i_l4], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 48 "cases/integers.rs"
            u_fc_sv_l5_1 = overflowed_l5 || fc::is_subnormal(f[i_l5]) || fc::is_normal(h[i_l5]) || fc::midpoint(f[i_l5], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 48 "cases/integers.rs"
            u_fc_sv_l6_1 = overflowed_l6 || fc::is_subnormal(f[i_l6]) || fc::is_normal(h[i_l6]) || fc::midpoint(f[i_l6], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 48 "cases/integers.rs"
            u_fc_sv_l7_1 = overflowed_l7 || fc::is_subnormal(f[i_l7]) || fc::is_normal(h[i_l7]) || fc::midpoint(f[i_l7], 1.0f) > 2.0f;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/integers.rs"
            flags[i_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/integers.rs"
            flags[i_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/integers.rs"
            flags[i_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/integers.rs"
            flags[i_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 48 "cases/integers.rs"
            flags[i_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 48 "cases/integers.rs"
            flags[i_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 48 "cases/integers.rs"
            flags[i_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 48 "cases/integers.rs"
            flags[i_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_edge_methods(w) ((w) == 0 ? b_len : (w) == 1 ? f_len : (w) == 2 ? h_len : 0ull)
#line 41 "cases/integers.rs"
extern "C" __global__ void edge_methods(const int* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, const float* __restrict__ f, unsigned long long f_len, const fc::f16* __restrict__ h, unsigned long long h_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 42 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 43 "cases/integers.rs"
    if (i < a_len) {
#line 44 "cases/integers.rs"
        int x = a[i];
        unsigned int n = *fc::defer_ptr(b, i, b_len, u_fc_pending, 1442720u);
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v = fc::overflowing_mul(x, 3);
        int wrapped = fc_v.f0;
        bool overflowed = fc_v.f1;
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_edge_methods);
        int fc_v_1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped, fc::saturating_mul(x, x)), fc::saturating_pow(x, 3u)), fc::wrapping_div(x, (-1), FC_SITE(46, 74))), fc::midpoint(x, 7)), fc::isqrt(fc::saturating_abs(x), FC_SITE(47, 34))), (int)(fc::div_ceil(n, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n) + fc::ilog2(fc::max(n, 1u), FC_SITE(47, 94))));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_edge_methods);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_edge_methods(u_fc_pending.site & 31u), FC_SITE(46, 9))] = fc_v_1;
#line 48 "cases/integers.rs"
        bool fc_v_2 = overflowed || fc::is_subnormal(*fc::defer_ptr(f, i, f_len, u_fc_pending, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i, h_len, u_fc_pending, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i, f_len, u_fc_pending, 1575329u), 1.0f) > 2.0f;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_edge_methods);
        flags[fc::check_index_p(i, flags_len, u_fc_pending, FC_LEN_OF_edge_methods(u_fc_pending.site & 31u), FC_SITE(48, 9))] = fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_edge_methods);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_edge_methods_lanes(w) ((w) == 0 ? b_len : (w) == 1 ? f_len : (w) == 2 ? h_len : 0ull)
#line 41 "cases/integers.rs"
extern "C" __global__ void edge_methods_lanes(const int* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, const float* __restrict__ f, unsigned long long f_len, const fc::f16* __restrict__ h, unsigned long long h_len, unsigned u_fc_blocks_x) {
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
    int x_l0;
    unsigned int n_l0;
    int x_l1;
    unsigned int n_l1;
    int x_l2;
    unsigned int n_l2;
    int x_l3;
    unsigned int n_l3;
    int wrapped_l0;
    bool overflowed_l0;
    int wrapped_l1;
    bool overflowed_l1;
    int wrapped_l2;
    bool overflowed_l2;
    int wrapped_l3;
    bool overflowed_l3;
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    bool u_fc_sv_l0_1;
    bool u_fc_sv_l1_1;
    bool u_fc_sv_l2_1;
    bool u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 42 "cases/integers.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/integers.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/integers.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/integers.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/integers.rs"
        x_l0 = a[i_l0];
        n_l0 = *fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 1442720u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/integers.rs"
        x_l1 = a[i_l1];
        n_l1 = *fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 1442720u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/integers.rs"
        x_l2 = a[i_l2];
        n_l2 = *fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 1442720u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/integers.rs"
        x_l3 = a[i_l3];
        n_l3 = *fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 1442720u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v = fc::overflowing_mul(x_l0, 3);
        wrapped_l0 = fc_v.f0;
        overflowed_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_1 = fc::overflowing_mul(x_l1, 3);
        wrapped_l1 = fc_v_1.f0;
        overflowed_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_2 = fc::overflowing_mul(x_l2, 3);
        wrapped_l2 = fc_v_2.f0;
        overflowed_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_3 = fc::overflowing_mul(x_l3, 3);
        wrapped_l3 = fc_v_3.f0;
        overflowed_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes);
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l0, fc::saturating_mul(x_l0, x_l0)), fc::saturating_pow(x_l0, 3u)), fc::wrapping_div(x_l0, (-1), FC_SITE(46, 74))), fc::midpoint(x_l0, 7)), fc::isqrt(fc::saturating_abs(x_l0), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l0, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l0) + fc::ilog2(fc::max(n_l0, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes);
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l1, fc::saturating_mul(x_l1, x_l1)), fc::saturating_pow(x_l1, 3u)), fc::wrapping_div(x_l1, (-1), FC_SITE(46, 74))), fc::midpoint(x_l1, 7)), fc::isqrt(fc::saturating_abs(x_l1), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l1, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l1) + fc::ilog2(fc::max(n_l1, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes);
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l2, fc::saturating_mul(x_l2, x_l2)), fc::saturating_pow(x_l2, 3u)), fc::wrapping_div(x_l2, (-1), FC_SITE(46, 74))), fc::midpoint(x_l2, 7)), fc::isqrt(fc::saturating_abs(x_l2), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l2, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l2) + fc::ilog2(fc::max(n_l2, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes);
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l3, fc::saturating_mul(x_l3, x_l3)), fc::saturating_pow(x_l3, 3u)), fc::wrapping_div(x_l3, (-1), FC_SITE(46, 74))), fc::midpoint(x_l3, 7)), fc::isqrt(fc::saturating_abs(x_l3), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l3, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l3) + fc::ilog2(fc::max(n_l3, 1u), FC_SITE(47, 94))));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l0.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l1.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l2.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l3.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/integers.rs"
        u_fc_sv_l0_1 = overflowed_l0 || fc::is_subnormal(*fc::defer_ptr(f, i_l0, f_len, u_fc_pending_l0, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l0, h_len, u_fc_pending_l0, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l0, f_len, u_fc_pending_l0, 1575329u), 1.0f) > 2.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/integers.rs"
        u_fc_sv_l1_1 = overflowed_l1 || fc::is_subnormal(*fc::defer_ptr(f, i_l1, f_len, u_fc_pending_l1, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l1, h_len, u_fc_pending_l1, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l1, f_len, u_fc_pending_l1, 1575329u), 1.0f) > 2.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/integers.rs"
        u_fc_sv_l2_1 = overflowed_l2 || fc::is_subnormal(*fc::defer_ptr(f, i_l2, f_len, u_fc_pending_l2, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l2, h_len, u_fc_pending_l2, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l2, f_len, u_fc_pending_l2, 1575329u), 1.0f) > 2.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/integers.rs"
        u_fc_sv_l3_1 = overflowed_l3 || fc::is_subnormal(*fc::defer_ptr(f, i_l3, f_len, u_fc_pending_l3, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l3, h_len, u_fc_pending_l3, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l3, f_len, u_fc_pending_l3, 1575329u), 1.0f) > 2.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 48 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes);
        flags[fc::check_index_p(i_l0, flags_len, u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l0.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 48 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes);
        flags[fc::check_index_p(i_l1, flags_len, u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l1.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 48 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes);
        flags[fc::check_index_p(i_l2, flags_len, u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l2.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 48 "cases/integers.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes);
        flags[fc::check_index_p(i_l3, flags_len, u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes(u_fc_pending_l3.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_edge_methods_lanes_v(w) ((w) == 0 ? b_len : (w) == 1 ? f_len : (w) == 2 ? h_len : 0ull)
#line 41 "cases/integers.rs"
extern "C" __global__ void edge_methods_lanes_v(const int* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, const float* __restrict__ f, unsigned long long f_len, const fc::f16* __restrict__ h, unsigned long long h_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int, unsigned int, float, fc::f16, bool>();
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
    __align__(16) int u_fc_vec[FC_VLANES];
    __align__(16) unsigned int u_fc_vec_1[FC_VLANES];
    int x_l0;
    unsigned int n_l0;
    int x_l1;
    unsigned int n_l1;
    int x_l2;
    unsigned int n_l2;
    int x_l3;
    unsigned int n_l3;
    int x_l4;
    unsigned int n_l4;
    int x_l5;
    unsigned int n_l5;
    int x_l6;
    unsigned int n_l6;
    int x_l7;
    unsigned int n_l7;
    int wrapped_l0;
    bool overflowed_l0;
    int wrapped_l1;
    bool overflowed_l1;
    int wrapped_l2;
    bool overflowed_l2;
    int wrapped_l3;
    bool overflowed_l3;
    int wrapped_l4;
    bool overflowed_l4;
    int wrapped_l5;
    bool overflowed_l5;
    int wrapped_l6;
    bool overflowed_l6;
    int wrapped_l7;
    bool overflowed_l7;
    __align__(16) int u_fc_sv[FC_VLANES];
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    int u_fc_sv_l4;
    int u_fc_sv_l5;
    int u_fc_sv_l6;
    int u_fc_sv_l7;
    __align__(16) float u_fc_vec_2[FC_VLANES];
    __align__(16) fc::f16 u_fc_vec_3[FC_VLANES];
    __align__(16) bool u_fc_sv_1[FC_VLANES];
    bool u_fc_sv_l0_1;
    bool u_fc_sv_l1_1;
    bool u_fc_sv_l2_1;
    bool u_fc_sv_l3_1;
    bool u_fc_sv_l4_1;
    bool u_fc_sv_l5_1;
    bool u_fc_sv_l6_1;
    bool u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 42 "cases/integers.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/integers.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/integers.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/integers.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 42 "cases/integers.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 42 "cases/integers.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 42 "cases/integers.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 42 "cases/integers.rs"
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
#line 43 "cases/integers.rs"
        u_fc_c_l0 = i_l0 < a_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/integers.rs"
        u_fc_c_l1 = i_l1 < a_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/integers.rs"
        u_fc_c_l2 = i_l2 < a_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/integers.rs"
        u_fc_c_l3 = i_l3 < a_len;
    }
    if (u_fc_alive_l4) {
#line 43 "cases/integers.rs"
        u_fc_c_l4 = i_l4 < a_len;
    }
    if (u_fc_alive_l5) {
#line 43 "cases/integers.rs"
        u_fc_c_l5 = i_l5 < a_len;
    }
    if (u_fc_alive_l6) {
#line 43 "cases/integers.rs"
        u_fc_c_l6 = i_l6 < a_len;
    }
    if (u_fc_alive_l7) {
#line 43 "cases/integers.rs"
        u_fc_c_l7 = i_l7 < a_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 44 "cases/integers.rs"
            x_l0 = u_fc_vec[0];
            n_l0 = u_fc_vec_1[0];
        }
        {
#line 44 "cases/integers.rs"
            x_l1 = u_fc_vec[1];
            n_l1 = u_fc_vec_1[1];
        }
        {
#line 44 "cases/integers.rs"
            x_l2 = u_fc_vec[2];
            n_l2 = u_fc_vec_1[2];
        }
        {
#line 44 "cases/integers.rs"
            x_l3 = u_fc_vec[3];
            n_l3 = u_fc_vec_1[3];
        }
        {
#line 44 "cases/integers.rs"
            x_l4 = u_fc_vec[4];
            n_l4 = u_fc_vec_1[4];
        }
        {
#line 44 "cases/integers.rs"
            x_l5 = u_fc_vec[5];
            n_l5 = u_fc_vec_1[5];
        }
        {
#line 44 "cases/integers.rs"
            x_l6 = u_fc_vec[6];
            n_l6 = u_fc_vec_1[6];
        }
        {
#line 44 "cases/integers.rs"
            x_l7 = u_fc_vec[7];
            n_l7 = u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/integers.rs"
            x_l0 = a[i_l0];
            n_l0 = *fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 1442720u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/integers.rs"
            x_l1 = a[i_l1];
            n_l1 = *fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 1442720u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/integers.rs"
            x_l2 = a[i_l2];
            n_l2 = *fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 1442720u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/integers.rs"
            x_l3 = a[i_l3];
            n_l3 = *fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 1442720u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 44 "cases/integers.rs"
            x_l4 = a[i_l4];
            n_l4 = *fc::defer_ptr(b, i_l4, b_len, u_fc_pending_l4, 1442720u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 44 "cases/integers.rs"
            x_l5 = a[i_l5];
            n_l5 = *fc::defer_ptr(b, i_l5, b_len, u_fc_pending_l5, 1442720u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 44 "cases/integers.rs"
            x_l6 = a[i_l6];
            n_l6 = *fc::defer_ptr(b, i_l6, b_len, u_fc_pending_l6, 1442720u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 44 "cases/integers.rs"
            x_l7 = a[i_l7];
            n_l7 = *fc::defer_ptr(b, i_l7, b_len, u_fc_pending_l7, 1442720u);
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v = fc::overflowing_mul(x_l0, 3);
        wrapped_l0 = fc_v.f0;
        overflowed_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_1 = fc::overflowing_mul(x_l1, 3);
        wrapped_l1 = fc_v_1.f0;
        overflowed_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_2 = fc::overflowing_mul(x_l2, 3);
        wrapped_l2 = fc_v_2.f0;
        overflowed_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_3 = fc::overflowing_mul(x_l3, 3);
        wrapped_l3 = fc_v_3.f0;
        overflowed_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_4 = fc::overflowing_mul(x_l4, 3);
        wrapped_l4 = fc_v_4.f0;
        overflowed_l4 = fc_v_4.f1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_5 = fc::overflowing_mul(x_l5, 3);
        wrapped_l5 = fc_v_5.f0;
        overflowed_l5 = fc_v_5.f1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_6 = fc::overflowing_mul(x_l6, 3);
        wrapped_l6 = fc_v_6.f0;
        overflowed_l6 = fc_v_6.f1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 45 "cases/integers.rs"
        fc::tup2<int, bool> fc_v_7 = fc::overflowing_mul(x_l7, 3);
        wrapped_l7 = fc_v_7.f0;
        overflowed_l7 = fc_v_7.f1;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l0, fc::saturating_mul(x_l0, x_l0)), fc::saturating_pow(x_l0, 3u)), fc::wrapping_div(x_l0, (-1), FC_SITE(46, 74))), fc::midpoint(x_l0, 7)), fc::isqrt(fc::saturating_abs(x_l0), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l0, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l0) + fc::ilog2(fc::max(n_l0, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l1, fc::saturating_mul(x_l1, x_l1)), fc::saturating_pow(x_l1, 3u)), fc::wrapping_div(x_l1, (-1), FC_SITE(46, 74))), fc::midpoint(x_l1, 7)), fc::isqrt(fc::saturating_abs(x_l1), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l1, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l1) + fc::ilog2(fc::max(n_l1, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l2, fc::saturating_mul(x_l2, x_l2)), fc::saturating_pow(x_l2, 3u)), fc::wrapping_div(x_l2, (-1), FC_SITE(46, 74))), fc::midpoint(x_l2, 7)), fc::isqrt(fc::saturating_abs(x_l2), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l2, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l2) + fc::ilog2(fc::max(n_l2, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l3, fc::saturating_mul(x_l3, x_l3)), fc::saturating_pow(x_l3, 3u)), fc::wrapping_div(x_l3, (-1), FC_SITE(46, 74))), fc::midpoint(x_l3, 7)), fc::isqrt(fc::saturating_abs(x_l3), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l3, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l3) + fc::ilog2(fc::max(n_l3, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l4, fc::saturating_mul(x_l4, x_l4)), fc::saturating_pow(x_l4, 3u)), fc::wrapping_div(x_l4, (-1), FC_SITE(46, 74))), fc::midpoint(x_l4, 7)), fc::isqrt(fc::saturating_abs(x_l4), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l4, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l4) + fc::ilog2(fc::max(n_l4, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l5, fc::saturating_mul(x_l5, x_l5)), fc::saturating_pow(x_l5, 3u)), fc::wrapping_div(x_l5, (-1), FC_SITE(46, 74))), fc::midpoint(x_l5, 7)), fc::isqrt(fc::saturating_abs(x_l5), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l5, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l5) + fc::ilog2(fc::max(n_l5, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l6, fc::saturating_mul(x_l6, x_l6)), fc::saturating_pow(x_l6, 3u)), fc::wrapping_div(x_l6, (-1), FC_SITE(46, 74))), fc::midpoint(x_l6, 7)), fc::isqrt(fc::saturating_abs(x_l6), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l6, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l6) + fc::ilog2(fc::max(n_l6, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l7, fc::saturating_mul(x_l7, x_l7)), fc::saturating_pow(x_l7, 3u)), fc::wrapping_div(x_l7, (-1), FC_SITE(46, 74))), fc::midpoint(x_l7, 7)), fc::isqrt(fc::saturating_abs(x_l7), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l7, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l7) + fc::ilog2(fc::max(n_l7, 1u), FC_SITE(47, 94))));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l0, fc::saturating_mul(x_l0, x_l0)), fc::saturating_pow(x_l0, 3u)), fc::wrapping_div(x_l0, (-1), FC_SITE(46, 74))), fc::midpoint(x_l0, 7)), fc::isqrt(fc::saturating_abs(x_l0), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l0, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l0) + fc::ilog2(fc::max(n_l0, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l1, fc::saturating_mul(x_l1, x_l1)), fc::saturating_pow(x_l1, 3u)), fc::wrapping_div(x_l1, (-1), FC_SITE(46, 74))), fc::midpoint(x_l1, 7)), fc::isqrt(fc::saturating_abs(x_l1), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l1, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l1) + fc::ilog2(fc::max(n_l1, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l2, fc::saturating_mul(x_l2, x_l2)), fc::saturating_pow(x_l2, 3u)), fc::wrapping_div(x_l2, (-1), FC_SITE(46, 74))), fc::midpoint(x_l2, 7)), fc::isqrt(fc::saturating_abs(x_l2), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l2, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l2) + fc::ilog2(fc::max(n_l2, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l3, fc::saturating_mul(x_l3, x_l3)), fc::saturating_pow(x_l3, 3u)), fc::wrapping_div(x_l3, (-1), FC_SITE(46, 74))), fc::midpoint(x_l3, 7)), fc::isqrt(fc::saturating_abs(x_l3), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l3, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l3) + fc::ilog2(fc::max(n_l3, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l4, fc::saturating_mul(x_l4, x_l4)), fc::saturating_pow(x_l4, 3u)), fc::wrapping_div(x_l4, (-1), FC_SITE(46, 74))), fc::midpoint(x_l4, 7)), fc::isqrt(fc::saturating_abs(x_l4), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l4, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l4) + fc::ilog2(fc::max(n_l4, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l5, fc::saturating_mul(x_l5, x_l5)), fc::saturating_pow(x_l5, 3u)), fc::wrapping_div(x_l5, (-1), FC_SITE(46, 74))), fc::midpoint(x_l5, 7)), fc::isqrt(fc::saturating_abs(x_l5), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l5, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l5) + fc::ilog2(fc::max(n_l5, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l6, fc::saturating_mul(x_l6, x_l6)), fc::saturating_pow(x_l6, 3u)), fc::wrapping_div(x_l6, (-1), FC_SITE(46, 74))), fc::midpoint(x_l6, 7)), fc::isqrt(fc::saturating_abs(x_l6), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l6, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l6) + fc::ilog2(fc::max(n_l6, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v);
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(wrapped_l7, fc::saturating_mul(x_l7, x_l7)), fc::saturating_pow(x_l7, 3u)), fc::wrapping_div(x_l7, (-1), FC_SITE(46, 74))), fc::midpoint(x_l7, 7)), fc::isqrt(fc::saturating_abs(x_l7), FC_SITE(47, 34))), (int)(fc::div_ceil(n_l7, 4u, FC_SITE(47, 47)) + fc::next_power_of_two(n_l7) + fc::ilog2(fc::max(n_l7, 1u), FC_SITE(47, 94))));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(46, 9))] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(h, h_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(flags, flags_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(h, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[0] = overflowed_l0 || fc::is_subnormal(u_fc_vec_2[0]) || fc::is_normal(u_fc_vec_3[0]) || fc::midpoint(u_fc_vec_2[0], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[1] = overflowed_l1 || fc::is_subnormal(u_fc_vec_2[1]) || fc::is_normal(u_fc_vec_3[1]) || fc::midpoint(u_fc_vec_2[1], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[2] = overflowed_l2 || fc::is_subnormal(u_fc_vec_2[2]) || fc::is_normal(u_fc_vec_3[2]) || fc::midpoint(u_fc_vec_2[2], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[3] = overflowed_l3 || fc::is_subnormal(u_fc_vec_2[3]) || fc::is_normal(u_fc_vec_3[3]) || fc::midpoint(u_fc_vec_2[3], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[4] = overflowed_l4 || fc::is_subnormal(u_fc_vec_2[4]) || fc::is_normal(u_fc_vec_3[4]) || fc::midpoint(u_fc_vec_2[4], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[5] = overflowed_l5 || fc::is_subnormal(u_fc_vec_2[5]) || fc::is_normal(u_fc_vec_3[5]) || fc::midpoint(u_fc_vec_2[5], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[6] = overflowed_l6 || fc::is_subnormal(u_fc_vec_2[6]) || fc::is_normal(u_fc_vec_3[6]) || fc::midpoint(u_fc_vec_2[6], 1.0f) > 2.0f;
        }
        {
#line 48 "cases/integers.rs"
            u_fc_sv_1[7] = overflowed_l7 || fc::is_subnormal(u_fc_vec_2[7]) || fc::is_normal(u_fc_vec_3[7]) || fc::midpoint(u_fc_vec_2[7], 1.0f) > 2.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(flags, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 48 "cases/integers.rs"
            u_fc_sv_l0_1 = overflowed_l0 || fc::is_subnormal(*fc::defer_ptr(f, i_l0, f_len, u_fc_pending_l0, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l0, h_len, u_fc_pending_l0, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l0, f_len, u_fc_pending_l0, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 48 "cases/integers.rs"
            u_fc_sv_l1_1 = overflowed_l1 || fc::is_subnormal(*fc::defer_ptr(f, i_l1, f_len, u_fc_pending_l1, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l1, h_len, u_fc_pending_l1, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l1, f_len, u_fc_pending_l1, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 48 "cases/integers.rs"
            u_fc_sv_l2_1 = overflowed_l2 || fc::is_subnormal(*fc::defer_ptr(f, i_l2, f_len, u_fc_pending_l2, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l2, h_len, u_fc_pending_l2, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l2, f_len, u_fc_pending_l2, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 48 "cases/integers.rs"
            u_fc_sv_l3_1 = overflowed_l3 || fc::is_subnormal(*fc::defer_ptr(f, i_l3, f_len, u_fc_pending_l3, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l3, h_len, u_fc_pending_l3, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l3, f_len, u_fc_pending_l3, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 48 "cases/integers.rs"
            u_fc_sv_l4_1 = overflowed_l4 || fc::is_subnormal(*fc::defer_ptr(f, i_l4, f_len, u_fc_pending_l4, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l4, h_len, u_fc_pending_l4, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l4, f_len, u_fc_pending_l4, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 48 "cases/integers.rs"
            u_fc_sv_l5_1 = overflowed_l5 || fc::is_subnormal(*fc::defer_ptr(f, i_l5, f_len, u_fc_pending_l5, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l5, h_len, u_fc_pending_l5, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l5, f_len, u_fc_pending_l5, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 48 "cases/integers.rs"
            u_fc_sv_l6_1 = overflowed_l6 || fc::is_subnormal(*fc::defer_ptr(f, i_l6, f_len, u_fc_pending_l6, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l6, h_len, u_fc_pending_l6, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l6, f_len, u_fc_pending_l6, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 48 "cases/integers.rs"
            u_fc_sv_l7_1 = overflowed_l7 || fc::is_subnormal(*fc::defer_ptr(f, i_l7, f_len, u_fc_pending_l7, 1573953u)) || fc::is_normal(*fc::defer_ptr(h, i_l7, h_len, u_fc_pending_l7, 1574690u)) || fc::midpoint(*fc::defer_ptr(f, i_l7, f_len, u_fc_pending_l7, 1575329u), 1.0f) > 2.0f;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l0, flags_len, u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l1, flags_len, u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l2, flags_len, u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l3, flags_len, u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l4, flags_len, u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l5, flags_len, u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l6, flags_len, u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 48 "cases/integers.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v);
            flags[fc::check_index_p(i_l7, flags_len, u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(48, 9))] = u_fc_sv_l7_1;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_edge_methods_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_edge_methods_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_edge_methods_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_edge_methods_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_edge_methods_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_edge_methods_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_edge_methods_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_edge_methods_lanes_v);
    }
}
#endif
#endif
#endif
