#include "ferrocuda.cuh"


#line 5 "cases/for_ranges.rs"
extern "C" __global__ void ranges(unsigned long long n, unsigned long long k, unsigned long long* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
#line 6 "cases/for_ranges.rs"
    unsigned long long acc = 0ull;
#line 7 "cases/for_ranges.rs"
    for (unsigned long long i = 0ull; i < n; ++i) {
#line 8 "cases/for_ranges.rs"
        acc += (unsigned long long)i;
    }
#line 10 "cases/for_ranges.rs"
    {
        bool fc_more = 0ull <= n;
        for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != n && (++fc_i, true)) {
            unsigned long long i_1 = fc_i;
#line 11 "cases/for_ranges.rs"
            acc += (unsigned long long)i_1;
        }
    }
#line 13 "cases/for_ranges.rs"
    for (unsigned long long fc_i_1 = n; fc_i_1 > 0ull;) {
        unsigned long long i_2 = --fc_i_1;
#line 14 "cases/for_ranges.rs"
        acc ^= (unsigned long long)i_2;
    }
#line 16 "cases/for_ranges.rs"
    {
        bool fc_more_1 = 0ull <= n;
        for (unsigned long long fc_i_2 = n; fc_more_1; fc_more_1 = fc_i_2 != 0ull && (--fc_i_2, true)) {
            unsigned long long i_3 = fc_i_2;
#line 17 "cases/for_ranges.rs"
            acc += (unsigned long long)i_3;
        }
    }
#line 19 "cases/for_ranges.rs"
    unsigned long long fc_v = fc::check_step(k, FC_SITE(19, 29));
    for (unsigned long long i_4 = 0ull; i_4 < n; i_4 = fc::step_up(i_4, (unsigned long long)(n), (unsigned long long)(fc_v))) {
#line 20 "cases/for_ranges.rs"
        acc += (unsigned long long)i_4;
    }
#line 22 "cases/for_ranges.rs"
    unsigned long long fc_v_1 = fc::check_step(3ull, FC_SITE(22, 30));
    {
        bool fc_more_2 = 0ull <= n;
        for (unsigned long long fc_i_3 = 0ull; fc_more_2; fc_more_2 = fc::step_up_incl(fc_i_3, (unsigned long long)(n), (unsigned long long)(fc_v_1))) {
            unsigned long long i_5 = fc_i_3;
#line 23 "cases/for_ranges.rs"
            acc += (unsigned long long)i_5;
        }
    }
#line 25 "cases/for_ranges.rs"
    unsigned long long fc_v_2 = fc::check_step(2ull, FC_SITE(25, 35));
    {
        bool fc_more_3 = 0ull < n;
        for (unsigned long long fc_i_4 = fc::sub(n, (unsigned long long)1); fc_more_3; fc_more_3 = fc::step_down_incl(fc_i_4, (unsigned long long)(0ull), (unsigned long long)(fc_v_2))) {
            unsigned long long i_6 = fc_i_4;
#line 26 "cases/for_ranges.rs"
            acc += (unsigned long long)i_6;
        }
    }
#line 28 "cases/for_ranges.rs"
    #pragma unroll
    for (unsigned char fc_i_5 = ((unsigned char)0); fc_i_5 < ((unsigned char)4); ++fc_i_5) {
        unsigned char i_7 = fc_i_5;
#line 29 "cases/for_ranges.rs"
        fc::add_assign(i_7, ((unsigned char)1));
#line 30 "cases/for_ranges.rs"
        acc += (unsigned long long)i_7;
    }
#line 32 "cases/for_ranges.rs"
    {
        bool fc_more_4 = ((unsigned char)250) <= ((unsigned char)255);
        for (unsigned char fc_i_7 = ((unsigned char)250); fc_more_4; fc_more_4 = fc_i_7 != ((unsigned char)255) && (++fc_i_7, true)) {
#line 33 "cases/for_ranges.rs"
            acc += 1ull;
        }
    }
#line 35 "cases/for_ranges.rs"
    unsigned long long fc_v_3 = out_len;
    unsigned long long fc_v_4 = fc::check_step(fc::gridsize_1(), FC_SITE(35, 43));
    for (unsigned long long i_8 = fc::grid_1(); i_8 < fc_v_3; i_8 = fc::step_up(i_8, (unsigned long long)(fc_v_3), (unsigned long long)(fc_v_4))) {
#line 36 "cases/for_ranges.rs"
        out[i_8] = acc;
    }
}
#if FC_LANES_TWIN
#line 5 "cases/for_ranges.rs"
extern "C" __global__ void ranges_lanes(unsigned long long n, unsigned long long k, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    unsigned long long acc_l0;
    unsigned long long acc_l1;
    unsigned long long acc_l2;
    unsigned long long acc_l3;
    if (u_fc_alive_l0) {
#line 6 "cases/for_ranges.rs"
        acc_l0 = 0ull;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/for_ranges.rs"
        acc_l1 = 0ull;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/for_ranges.rs"
        acc_l2 = 0ull;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/for_ranges.rs"
        acc_l3 = 0ull;
    }
    if (u_fc_alive_l0) {
#line 7 "cases/for_ranges.rs"
        for (unsigned long long i_l0 = 0ull; i_l0 < n; ++i_l0) {
#line 8 "cases/for_ranges.rs"
            acc_l0 += (unsigned long long)i_l0;
        }
    }
    if (u_fc_alive_l1) {
#line 7 "cases/for_ranges.rs"
        for (unsigned long long i_l1 = 0ull; i_l1 < n; ++i_l1) {
#line 8 "cases/for_ranges.rs"
            acc_l1 += (unsigned long long)i_l1;
        }
    }
    if (u_fc_alive_l2) {
#line 7 "cases/for_ranges.rs"
        for (unsigned long long i_l2 = 0ull; i_l2 < n; ++i_l2) {
#line 8 "cases/for_ranges.rs"
            acc_l2 += (unsigned long long)i_l2;
        }
    }
    if (u_fc_alive_l3) {
#line 7 "cases/for_ranges.rs"
        for (unsigned long long i_l3 = 0ull; i_l3 < n; ++i_l3) {
#line 8 "cases/for_ranges.rs"
            acc_l3 += (unsigned long long)i_l3;
        }
    }
    if (u_fc_alive_l0) {
#line 10 "cases/for_ranges.rs"
        {
            bool fc_more = 0ull <= n;
            for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != n && (++fc_i, true)) {
                unsigned long long i_1_l0 = fc_i;
#line 11 "cases/for_ranges.rs"
                acc_l0 += (unsigned long long)i_1_l0;
            }
        }
    }
    if (u_fc_alive_l1) {
#line 10 "cases/for_ranges.rs"
        {
            bool fc_more_1 = 0ull <= n;
            for (unsigned long long fc_i_1 = 0ull; fc_more_1; fc_more_1 = fc_i_1 != n && (++fc_i_1, true)) {
                unsigned long long i_1_l1 = fc_i_1;
#line 11 "cases/for_ranges.rs"
                acc_l1 += (unsigned long long)i_1_l1;
            }
        }
    }
    if (u_fc_alive_l2) {
#line 10 "cases/for_ranges.rs"
        {
            bool fc_more_2 = 0ull <= n;
            for (unsigned long long fc_i_2 = 0ull; fc_more_2; fc_more_2 = fc_i_2 != n && (++fc_i_2, true)) {
                unsigned long long i_1_l2 = fc_i_2;
#line 11 "cases/for_ranges.rs"
                acc_l2 += (unsigned long long)i_1_l2;
            }
        }
    }
    if (u_fc_alive_l3) {
#line 10 "cases/for_ranges.rs"
        {
            bool fc_more_3 = 0ull <= n;
            for (unsigned long long fc_i_3 = 0ull; fc_more_3; fc_more_3 = fc_i_3 != n && (++fc_i_3, true)) {
                unsigned long long i_1_l3 = fc_i_3;
#line 11 "cases/for_ranges.rs"
                acc_l3 += (unsigned long long)i_1_l3;
            }
        }
    }
    if (u_fc_alive_l0) {
#line 13 "cases/for_ranges.rs"
        for (unsigned long long fc_i_4 = n; fc_i_4 > 0ull;) {
            unsigned long long i_2_l0 = --fc_i_4;
#line 14 "cases/for_ranges.rs"
            acc_l0 ^= (unsigned long long)i_2_l0;
        }
    }
    if (u_fc_alive_l1) {
#line 13 "cases/for_ranges.rs"
        for (unsigned long long fc_i_5 = n; fc_i_5 > 0ull;) {
            unsigned long long i_2_l1 = --fc_i_5;
#line 14 "cases/for_ranges.rs"
            acc_l1 ^= (unsigned long long)i_2_l1;
        }
    }
    if (u_fc_alive_l2) {
#line 13 "cases/for_ranges.rs"
        for (unsigned long long fc_i_6 = n; fc_i_6 > 0ull;) {
            unsigned long long i_2_l2 = --fc_i_6;
#line 14 "cases/for_ranges.rs"
            acc_l2 ^= (unsigned long long)i_2_l2;
        }
    }
    if (u_fc_alive_l3) {
#line 13 "cases/for_ranges.rs"
        for (unsigned long long fc_i_7 = n; fc_i_7 > 0ull;) {
            unsigned long long i_2_l3 = --fc_i_7;
#line 14 "cases/for_ranges.rs"
            acc_l3 ^= (unsigned long long)i_2_l3;
        }
    }
    if (u_fc_alive_l0) {
#line 16 "cases/for_ranges.rs"
        {
            bool fc_more_4 = 0ull <= n;
            for (unsigned long long fc_i_8 = n; fc_more_4; fc_more_4 = fc_i_8 != 0ull && (--fc_i_8, true)) {
                unsigned long long i_3_l0 = fc_i_8;
#line 17 "cases/for_ranges.rs"
                acc_l0 += (unsigned long long)i_3_l0;
            }
        }
    }
    if (u_fc_alive_l1) {
#line 16 "cases/for_ranges.rs"
        {
            bool fc_more_5 = 0ull <= n;
            for (unsigned long long fc_i_9 = n; fc_more_5; fc_more_5 = fc_i_9 != 0ull && (--fc_i_9, true)) {
                unsigned long long i_3_l1 = fc_i_9;
#line 17 "cases/for_ranges.rs"
                acc_l1 += (unsigned long long)i_3_l1;
            }
        }
    }
    if (u_fc_alive_l2) {
#line 16 "cases/for_ranges.rs"
        {
            bool fc_more_6 = 0ull <= n;
            for (unsigned long long fc_i_10 = n; fc_more_6; fc_more_6 = fc_i_10 != 0ull && (--fc_i_10, true)) {
                unsigned long long i_3_l2 = fc_i_10;
#line 17 "cases/for_ranges.rs"
                acc_l2 += (unsigned long long)i_3_l2;
            }
        }
    }
    if (u_fc_alive_l3) {
#line 16 "cases/for_ranges.rs"
        {
            bool fc_more_7 = 0ull <= n;
            for (unsigned long long fc_i_11 = n; fc_more_7; fc_more_7 = fc_i_11 != 0ull && (--fc_i_11, true)) {
                unsigned long long i_3_l3 = fc_i_11;
#line 17 "cases/for_ranges.rs"
                acc_l3 += (unsigned long long)i_3_l3;
            }
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 19 "cases/for_ranges.rs"
        unsigned long long fc_v = fc::check_step(k, FC_SITE(19, 29));
        for (unsigned long long i_4_l0 = 0ull; i_4_l0 < n; i_4_l0 = fc::step_up(i_4_l0, (unsigned long long)(n), (unsigned long long)(fc_v))) {
#line 20 "cases/for_ranges.rs"
            acc_l0 += (unsigned long long)i_4_l0;
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 19 "cases/for_ranges.rs"
        unsigned long long fc_v_1 = fc::check_step(k, FC_SITE(19, 29));
        for (unsigned long long i_4_l1 = 0ull; i_4_l1 < n; i_4_l1 = fc::step_up(i_4_l1, (unsigned long long)(n), (unsigned long long)(fc_v_1))) {
#line 20 "cases/for_ranges.rs"
            acc_l1 += (unsigned long long)i_4_l1;
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 19 "cases/for_ranges.rs"
        unsigned long long fc_v_2 = fc::check_step(k, FC_SITE(19, 29));
        for (unsigned long long i_4_l2 = 0ull; i_4_l2 < n; i_4_l2 = fc::step_up(i_4_l2, (unsigned long long)(n), (unsigned long long)(fc_v_2))) {
#line 20 "cases/for_ranges.rs"
            acc_l2 += (unsigned long long)i_4_l2;
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 19 "cases/for_ranges.rs"
        unsigned long long fc_v_3 = fc::check_step(k, FC_SITE(19, 29));
        for (unsigned long long i_4_l3 = 0ull; i_4_l3 < n; i_4_l3 = fc::step_up(i_4_l3, (unsigned long long)(n), (unsigned long long)(fc_v_3))) {
#line 20 "cases/for_ranges.rs"
            acc_l3 += (unsigned long long)i_4_l3;
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 22 "cases/for_ranges.rs"
        unsigned long long fc_v_4 = fc::check_step(3ull, FC_SITE(22, 30));
        {
            bool fc_more_8 = 0ull <= n;
            for (unsigned long long fc_i_12 = 0ull; fc_more_8; fc_more_8 = fc::step_up_incl(fc_i_12, (unsigned long long)(n), (unsigned long long)(fc_v_4))) {
                unsigned long long i_5_l0 = fc_i_12;
#line 23 "cases/for_ranges.rs"
                acc_l0 += (unsigned long long)i_5_l0;
            }
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 22 "cases/for_ranges.rs"
        unsigned long long fc_v_5 = fc::check_step(3ull, FC_SITE(22, 30));
        {
            bool fc_more_9 = 0ull <= n;
            for (unsigned long long fc_i_13 = 0ull; fc_more_9; fc_more_9 = fc::step_up_incl(fc_i_13, (unsigned long long)(n), (unsigned long long)(fc_v_5))) {
                unsigned long long i_5_l1 = fc_i_13;
#line 23 "cases/for_ranges.rs"
                acc_l1 += (unsigned long long)i_5_l1;
            }
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 22 "cases/for_ranges.rs"
        unsigned long long fc_v_6 = fc::check_step(3ull, FC_SITE(22, 30));
        {
            bool fc_more_10 = 0ull <= n;
            for (unsigned long long fc_i_14 = 0ull; fc_more_10; fc_more_10 = fc::step_up_incl(fc_i_14, (unsigned long long)(n), (unsigned long long)(fc_v_6))) {
                unsigned long long i_5_l2 = fc_i_14;
#line 23 "cases/for_ranges.rs"
                acc_l2 += (unsigned long long)i_5_l2;
            }
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 22 "cases/for_ranges.rs"
        unsigned long long fc_v_7 = fc::check_step(3ull, FC_SITE(22, 30));
        {
            bool fc_more_11 = 0ull <= n;
            for (unsigned long long fc_i_15 = 0ull; fc_more_11; fc_more_11 = fc::step_up_incl(fc_i_15, (unsigned long long)(n), (unsigned long long)(fc_v_7))) {
                unsigned long long i_5_l3 = fc_i_15;
#line 23 "cases/for_ranges.rs"
                acc_l3 += (unsigned long long)i_5_l3;
            }
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 25 "cases/for_ranges.rs"
        unsigned long long fc_v_8 = fc::check_step(2ull, FC_SITE(25, 35));
        {
            bool fc_more_12 = 0ull < n;
            for (unsigned long long fc_i_16 = fc::sub(n, (unsigned long long)1); fc_more_12; fc_more_12 = fc::step_down_incl(fc_i_16, (unsigned long long)(0ull), (unsigned long long)(fc_v_8))) {
                unsigned long long i_6_l0 = fc_i_16;
#line 26 "cases/for_ranges.rs"
                acc_l0 += (unsigned long long)i_6_l0;
            }
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 25 "cases/for_ranges.rs"
        unsigned long long fc_v_9 = fc::check_step(2ull, FC_SITE(25, 35));
        {
            bool fc_more_13 = 0ull < n;
            for (unsigned long long fc_i_17 = fc::sub(n, (unsigned long long)1); fc_more_13; fc_more_13 = fc::step_down_incl(fc_i_17, (unsigned long long)(0ull), (unsigned long long)(fc_v_9))) {
                unsigned long long i_6_l1 = fc_i_17;
#line 26 "cases/for_ranges.rs"
                acc_l1 += (unsigned long long)i_6_l1;
            }
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 25 "cases/for_ranges.rs"
        unsigned long long fc_v_10 = fc::check_step(2ull, FC_SITE(25, 35));
        {
            bool fc_more_14 = 0ull < n;
            for (unsigned long long fc_i_18 = fc::sub(n, (unsigned long long)1); fc_more_14; fc_more_14 = fc::step_down_incl(fc_i_18, (unsigned long long)(0ull), (unsigned long long)(fc_v_10))) {
                unsigned long long i_6_l2 = fc_i_18;
#line 26 "cases/for_ranges.rs"
                acc_l2 += (unsigned long long)i_6_l2;
            }
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 25 "cases/for_ranges.rs"
        unsigned long long fc_v_11 = fc::check_step(2ull, FC_SITE(25, 35));
        {
            bool fc_more_15 = 0ull < n;
            for (unsigned long long fc_i_19 = fc::sub(n, (unsigned long long)1); fc_more_15; fc_more_15 = fc::step_down_incl(fc_i_19, (unsigned long long)(0ull), (unsigned long long)(fc_v_11))) {
                unsigned long long i_6_l3 = fc_i_19;
#line 26 "cases/for_ranges.rs"
                acc_l3 += (unsigned long long)i_6_l3;
            }
        }
    }
    if (u_fc_alive_l0) {
#line 28 "cases/for_ranges.rs"
        #pragma unroll
        for (unsigned char fc_i_20 = ((unsigned char)0); fc_i_20 < ((unsigned char)4); ++fc_i_20) {
            unsigned char i_7_l0 = fc_i_20;
#line 29 "cases/for_ranges.rs"
            fc::add_assign(i_7_l0, ((unsigned char)1));
#line 30 "cases/for_ranges.rs"
            acc_l0 += (unsigned long long)i_7_l0;
        }
    }
    if (u_fc_alive_l1) {
#line 28 "cases/for_ranges.rs"
        #pragma unroll
        for (unsigned char fc_i_21 = ((unsigned char)0); fc_i_21 < ((unsigned char)4); ++fc_i_21) {
            unsigned char i_7_l1 = fc_i_21;
#line 29 "cases/for_ranges.rs"
            fc::add_assign(i_7_l1, ((unsigned char)1));
#line 30 "cases/for_ranges.rs"
            acc_l1 += (unsigned long long)i_7_l1;
        }
    }
    if (u_fc_alive_l2) {
#line 28 "cases/for_ranges.rs"
        #pragma unroll
        for (unsigned char fc_i_22 = ((unsigned char)0); fc_i_22 < ((unsigned char)4); ++fc_i_22) {
            unsigned char i_7_l2 = fc_i_22;
#line 29 "cases/for_ranges.rs"
            fc::add_assign(i_7_l2, ((unsigned char)1));
#line 30 "cases/for_ranges.rs"
            acc_l2 += (unsigned long long)i_7_l2;
        }
    }
    if (u_fc_alive_l3) {
#line 28 "cases/for_ranges.rs"
        #pragma unroll
        for (unsigned char fc_i_23 = ((unsigned char)0); fc_i_23 < ((unsigned char)4); ++fc_i_23) {
            unsigned char i_7_l3 = fc_i_23;
#line 29 "cases/for_ranges.rs"
            fc::add_assign(i_7_l3, ((unsigned char)1));
#line 30 "cases/for_ranges.rs"
            acc_l3 += (unsigned long long)i_7_l3;
        }
    }
    if (u_fc_alive_l0) {
#line 32 "cases/for_ranges.rs"
        {
            bool fc_more_16 = ((unsigned char)250) <= ((unsigned char)255);
            for (unsigned char fc_i_25 = ((unsigned char)250); fc_more_16; fc_more_16 = fc_i_25 != ((unsigned char)255) && (++fc_i_25, true)) {
#line 33 "cases/for_ranges.rs"
                acc_l0 += 1ull;
            }
        }
    }
    if (u_fc_alive_l1) {
#line 32 "cases/for_ranges.rs"
        {
            bool fc_more_17 = ((unsigned char)250) <= ((unsigned char)255);
            for (unsigned char fc_i_27 = ((unsigned char)250); fc_more_17; fc_more_17 = fc_i_27 != ((unsigned char)255) && (++fc_i_27, true)) {
#line 33 "cases/for_ranges.rs"
                acc_l1 += 1ull;
            }
        }
    }
    if (u_fc_alive_l2) {
#line 32 "cases/for_ranges.rs"
        {
            bool fc_more_18 = ((unsigned char)250) <= ((unsigned char)255);
            for (unsigned char fc_i_29 = ((unsigned char)250); fc_more_18; fc_more_18 = fc_i_29 != ((unsigned char)255) && (++fc_i_29, true)) {
#line 33 "cases/for_ranges.rs"
                acc_l2 += 1ull;
            }
        }
    }
    if (u_fc_alive_l3) {
#line 32 "cases/for_ranges.rs"
        {
            bool fc_more_19 = ((unsigned char)250) <= ((unsigned char)255);
            for (unsigned char fc_i_31 = ((unsigned char)250); fc_more_19; fc_more_19 = fc_i_31 != ((unsigned char)255) && (++fc_i_31, true)) {
#line 33 "cases/for_ranges.rs"
                acc_l3 += 1ull;
            }
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 35 "cases/for_ranges.rs"
        unsigned long long fc_v_12 = out_len;
        unsigned long long fc_v_13 = fc::check_step(fc::lane_gridsize_1(u_fc_blocks_x), FC_SITE(35, 43));
        for (unsigned long long i_8_l0 = fc::lane_grid_1(u_fc_bx_l0); i_8_l0 < fc_v_12; i_8_l0 = fc::step_up(i_8_l0, (unsigned long long)(fc_v_12), (unsigned long long)(fc_v_13))) {
#line 36 "cases/for_ranges.rs"
            out[i_8_l0] = acc_l0;
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 35 "cases/for_ranges.rs"
        unsigned long long fc_v_14 = out_len;
        unsigned long long fc_v_15 = fc::check_step(fc::lane_gridsize_1(u_fc_blocks_x), FC_SITE(35, 43));
        for (unsigned long long i_8_l1 = fc::lane_grid_1(u_fc_bx_l1); i_8_l1 < fc_v_14; i_8_l1 = fc::step_up(i_8_l1, (unsigned long long)(fc_v_14), (unsigned long long)(fc_v_15))) {
#line 36 "cases/for_ranges.rs"
            out[i_8_l1] = acc_l1;
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 35 "cases/for_ranges.rs"
        unsigned long long fc_v_16 = out_len;
        unsigned long long fc_v_17 = fc::check_step(fc::lane_gridsize_1(u_fc_blocks_x), FC_SITE(35, 43));
        for (unsigned long long i_8_l2 = fc::lane_grid_1(u_fc_bx_l2); i_8_l2 < fc_v_16; i_8_l2 = fc::step_up(i_8_l2, (unsigned long long)(fc_v_16), (unsigned long long)(fc_v_17))) {
#line 36 "cases/for_ranges.rs"
            out[i_8_l2] = acc_l2;
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 35 "cases/for_ranges.rs"
        unsigned long long fc_v_18 = out_len;
        unsigned long long fc_v_19 = fc::check_step(fc::lane_gridsize_1(u_fc_blocks_x), FC_SITE(35, 43));
        for (unsigned long long i_8_l3 = fc::lane_grid_1(u_fc_bx_l3); i_8_l3 < fc_v_18; i_8_l3 = fc::step_up(i_8_l3, (unsigned long long)(fc_v_18), (unsigned long long)(fc_v_19))) {
#line 36 "cases/for_ranges.rs"
            out[i_8_l3] = acc_l3;
        }
    }
}
#endif
