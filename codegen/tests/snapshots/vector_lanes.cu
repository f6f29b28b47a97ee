#define FC_WITH_COOPERATION 1
#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 7 "cases/vector_lanes.rs"
extern "C" __global__ void neighbours(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ w, unsigned long long w_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 8 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 9 "cases/vector_lanes.rs"
    if (i + 1ull < x_len && i < y_len) {
#line 10 "cases/vector_lanes.rs"
        float a = x[i];
        float b = w[i];
#line 11 "cases/vector_lanes.rs"
        y[i] = fmaxf((a * b), x[i + 1ull]);
    }
}
#if FC_LANES_TWIN
#line 7 "cases/vector_lanes.rs"
extern "C" __global__ void neighbours_lanes(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ w, unsigned long long w_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float a_l0;
    float b_l0;
    float a_l1;
    float b_l1;
    float a_l2;
    float b_l2;
    float a_l3;
    float b_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 8 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 + 1ull < x_len && i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 + 1ull < x_len && i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 + 1ull < x_len && i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 + 1ull < x_len && i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/vector_lanes.rs"
        a_l0 = x[i_l0];
        b_l0 = w[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/vector_lanes.rs"
        a_l1 = x[i_l1];
        b_l1 = w[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/vector_lanes.rs"
        a_l2 = x[i_l2];
        b_l2 = w[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/vector_lanes.rs"
        a_l3 = x[i_l3];
        b_l3 = w[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l0 = fmaxf((a_l0 * b_l0), x[i_l0 + 1ull]);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l1 = fmaxf((a_l1 * b_l1), x[i_l1 + 1ull]);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l2 = fmaxf((a_l2 * b_l2), x[i_l2 + 1ull]);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l3 = fmaxf((a_l3 * b_l3), x[i_l3 + 1ull]);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/vector_lanes.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/vector_lanes.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/vector_lanes.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/vector_lanes.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 7 "cases/vector_lanes.rs"
extern "C" __global__ void neighbours_lanes_v(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ w, unsigned long long w_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float a_l0;
    float b_l0;
    float a_l1;
    float b_l1;
    float a_l2;
    float b_l2;
    float a_l3;
    float b_l3;
    float a_l4;
    float b_l4;
    float a_l5;
    float b_l5;
    float a_l6;
    float b_l6;
    float a_l7;
    float b_l7;
    __align__(16) float u_fc_vec_2[FC_VLANES];
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
#line 8 "cases/vector_lanes.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/vector_lanes.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/vector_lanes.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/vector_lanes.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 8 "cases/vector_lanes.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 8 "cases/vector_lanes.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 8 "cases/vector_lanes.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 8 "cases/vector_lanes.rs"
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
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 + 1ull < x_len && i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 + 1ull < x_len && i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 + 1ull < x_len && i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 + 1ull < x_len && i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l4 = i_l4 + 1ull < x_len && i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l5 = i_l5 + 1ull < x_len && i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l6 = i_l6 + 1ull < x_len && i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l7 = i_l7 + 1ull < x_len && i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(w, w_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(w, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 10 "cases/vector_lanes.rs"
            a_l0 = u_fc_vec[0];
            b_l0 = u_fc_vec_1[0];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l1 = u_fc_vec[1];
            b_l1 = u_fc_vec_1[1];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l2 = u_fc_vec[2];
            b_l2 = u_fc_vec_1[2];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l3 = u_fc_vec[3];
            b_l3 = u_fc_vec_1[3];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l4 = u_fc_vec[4];
            b_l4 = u_fc_vec_1[4];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l5 = u_fc_vec[5];
            b_l5 = u_fc_vec_1[5];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l6 = u_fc_vec[6];
            b_l6 = u_fc_vec_1[6];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l7 = u_fc_vec[7];
            b_l7 = u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/vector_lanes.rs"
            a_l0 = x[i_l0];
            b_l0 = w[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/vector_lanes.rs"
            a_l1 = x[i_l1];
            b_l1 = w[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/vector_lanes.rs"
            a_l2 = x[i_l2];
            b_l2 = w[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/vector_lanes.rs"
            a_l3 = x[i_l3];
            b_l3 = w[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/vector_lanes.rs"
            a_l4 = x[i_l4];
            b_l4 = w[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/vector_lanes.rs"
            a_l5 = x[i_l5];
            b_l5 = w[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/vector_lanes.rs"
            a_l6 = x[i_l6];
            b_l6 = w[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/vector_lanes.rs"
            a_l7 = x[i_l7];
            b_l7 = w[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_2, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull));
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[0] = fmaxf((a_l0 * b_l0), u_fc_vec_2[0]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[1] = fmaxf((a_l1 * b_l1), u_fc_vec_2[1]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[2] = fmaxf((a_l2 * b_l2), u_fc_vec_2[2]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[3] = fmaxf((a_l3 * b_l3), u_fc_vec_2[3]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[4] = fmaxf((a_l4 * b_l4), u_fc_vec_2[4]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[5] = fmaxf((a_l5 * b_l5), u_fc_vec_2[5]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[6] = fmaxf((a_l6 * b_l6), u_fc_vec_2[6]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[7] = fmaxf((a_l7 * b_l7), u_fc_vec_2[7]);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l0 = fmaxf((a_l0 * b_l0), x[i_l0 + 1ull]);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l1 = fmaxf((a_l1 * b_l1), x[i_l1 + 1ull]);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l2 = fmaxf((a_l2 * b_l2), x[i_l2 + 1ull]);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l3 = fmaxf((a_l3 * b_l3), x[i_l3 + 1ull]);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l4 = fmaxf((a_l4 * b_l4), x[i_l4 + 1ull]);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l5 = fmaxf((a_l5 * b_l5), x[i_l5 + 1ull]);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l6 = fmaxf((a_l6 * b_l6), x[i_l6 + 1ull]);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l7 = fmaxf((a_l7 * b_l7), x[i_l7 + 1ull]);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/vector_lanes.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/vector_lanes.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/vector_lanes.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/vector_lanes.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/vector_lanes.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/vector_lanes.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/vector_lanes.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/vector_lanes.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_neighbours(w) ((w) == 0 ? w_len : 0ull)
#line 7 "cases/vector_lanes.rs"
extern "C" __global__ void neighbours(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ w, unsigned long long w_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 8 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 9 "cases/vector_lanes.rs"
    if (i + 1ull < x_len && i < y_len) {
#line 10 "cases/vector_lanes.rs"
        float a = x[i];
        float b = *fc::defer_ptr(w, i, w_len, u_fc_pending, 328608u);
#line 11 "cases/vector_lanes.rs"
        float fc_v = fmaxf((a * b), x[i + 1ull]);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_neighbours);
        y[i] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_neighbours);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_neighbours_lanes(w) ((w) == 0 ? w_len : 0ull)
#line 7 "cases/vector_lanes.rs"
extern "C" __global__ void neighbours_lanes(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ w, unsigned long long w_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float a_l0;
    float b_l0;
    float a_l1;
    float b_l1;
    float a_l2;
    float b_l2;
    float a_l3;
    float b_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 8 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 + 1ull < x_len && i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 + 1ull < x_len && i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 + 1ull < x_len && i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 + 1ull < x_len && i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/vector_lanes.rs"
        a_l0 = x[i_l0];
        b_l0 = *fc::defer_ptr(w, i_l0, w_len, u_fc_pending_l0, 328608u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/vector_lanes.rs"
        a_l1 = x[i_l1];
        b_l1 = *fc::defer_ptr(w, i_l1, w_len, u_fc_pending_l1, 328608u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/vector_lanes.rs"
        a_l2 = x[i_l2];
        b_l2 = *fc::defer_ptr(w, i_l2, w_len, u_fc_pending_l2, 328608u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/vector_lanes.rs"
        a_l3 = x[i_l3];
        b_l3 = *fc::defer_ptr(w, i_l3, w_len, u_fc_pending_l3, 328608u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l0 = fmaxf((a_l0 * b_l0), x[i_l0 + 1ull]);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l1 = fmaxf((a_l1 * b_l1), x[i_l1 + 1ull]);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l2 = fmaxf((a_l2 * b_l2), x[i_l2 + 1ull]);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/vector_lanes.rs"
        u_fc_sv_l3 = fmaxf((a_l3 * b_l3), x[i_l3 + 1ull]);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 11 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_neighbours_lanes);
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 11 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_neighbours_lanes);
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 11 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_neighbours_lanes);
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 11 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_neighbours_lanes);
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_neighbours_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_neighbours_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_neighbours_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_neighbours_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_neighbours_lanes_v(w) ((w) == 0 ? w_len : 0ull)
#line 7 "cases/vector_lanes.rs"
extern "C" __global__ void neighbours_lanes_v(const float* __restrict__ x, unsigned long long x_len, const float* __restrict__ w, unsigned long long w_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float a_l0;
    float b_l0;
    float a_l1;
    float b_l1;
    float a_l2;
    float b_l2;
    float a_l3;
    float b_l3;
    float a_l4;
    float b_l4;
    float a_l5;
    float b_l5;
    float a_l6;
    float b_l6;
    float a_l7;
    float b_l7;
    __align__(16) float u_fc_vec_2[FC_VLANES];
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
#line 8 "cases/vector_lanes.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/vector_lanes.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/vector_lanes.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/vector_lanes.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 8 "cases/vector_lanes.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 8 "cases/vector_lanes.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 8 "cases/vector_lanes.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 8 "cases/vector_lanes.rs"
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
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 + 1ull < x_len && i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 + 1ull < x_len && i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 + 1ull < x_len && i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 + 1ull < x_len && i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l4 = i_l4 + 1ull < x_len && i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l5 = i_l5 + 1ull < x_len && i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l6 = i_l6 + 1ull < x_len && i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 9 "cases/vector_lanes.rs"
        u_fc_c_l7 = i_l7 + 1ull < x_len && i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(w, w_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(w, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 10 "cases/vector_lanes.rs"
            a_l0 = u_fc_vec[0];
            b_l0 = u_fc_vec_1[0];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l1 = u_fc_vec[1];
            b_l1 = u_fc_vec_1[1];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l2 = u_fc_vec[2];
            b_l2 = u_fc_vec_1[2];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l3 = u_fc_vec[3];
            b_l3 = u_fc_vec_1[3];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l4 = u_fc_vec[4];
            b_l4 = u_fc_vec_1[4];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l5 = u_fc_vec[5];
            b_l5 = u_fc_vec_1[5];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l6 = u_fc_vec[6];
            b_l6 = u_fc_vec_1[6];
        }
        {
#line 10 "cases/vector_lanes.rs"
            a_l7 = u_fc_vec[7];
            b_l7 = u_fc_vec_1[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/vector_lanes.rs"
            a_l0 = x[i_l0];
            b_l0 = *fc::defer_ptr(w, i_l0, w_len, u_fc_pending_l0, 328608u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/vector_lanes.rs"
            a_l1 = x[i_l1];
            b_l1 = *fc::defer_ptr(w, i_l1, w_len, u_fc_pending_l1, 328608u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/vector_lanes.rs"
            a_l2 = x[i_l2];
            b_l2 = *fc::defer_ptr(w, i_l2, w_len, u_fc_pending_l2, 328608u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/vector_lanes.rs"
            a_l3 = x[i_l3];
            b_l3 = *fc::defer_ptr(w, i_l3, w_len, u_fc_pending_l3, 328608u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/vector_lanes.rs"
            a_l4 = x[i_l4];
            b_l4 = *fc::defer_ptr(w, i_l4, w_len, u_fc_pending_l4, 328608u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/vector_lanes.rs"
            a_l5 = x[i_l5];
            b_l5 = *fc::defer_ptr(w, i_l5, w_len, u_fc_pending_l5, 328608u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/vector_lanes.rs"
            a_l6 = x[i_l6];
            b_l6 = *fc::defer_ptr(w, i_l6, w_len, u_fc_pending_l6, 328608u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/vector_lanes.rs"
            a_l7 = x[i_l7];
            b_l7 = *fc::defer_ptr(w, i_l7, w_len, u_fc_pending_l7, 328608u);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_2, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull));
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[0] = fmaxf((a_l0 * b_l0), u_fc_vec_2[0]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[1] = fmaxf((a_l1 * b_l1), u_fc_vec_2[1]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[2] = fmaxf((a_l2 * b_l2), u_fc_vec_2[2]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[3] = fmaxf((a_l3 * b_l3), u_fc_vec_2[3]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[4] = fmaxf((a_l4 * b_l4), u_fc_vec_2[4]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[5] = fmaxf((a_l5 * b_l5), u_fc_vec_2[5]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[6] = fmaxf((a_l6 * b_l6), u_fc_vec_2[6]);
        }
        {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv[7] = fmaxf((a_l7 * b_l7), u_fc_vec_2[7]);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_neighbours_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_neighbours_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_neighbours_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_neighbours_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_neighbours_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_neighbours_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_neighbours_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_neighbours_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l0 = fmaxf((a_l0 * b_l0), x[i_l0 + 1ull]);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l1 = fmaxf((a_l1 * b_l1), x[i_l1 + 1ull]);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l2 = fmaxf((a_l2 * b_l2), x[i_l2 + 1ull]);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l3 = fmaxf((a_l3 * b_l3), x[i_l3 + 1ull]);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l4 = fmaxf((a_l4 * b_l4), x[i_l4 + 1ull]);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l5 = fmaxf((a_l5 * b_l5), x[i_l5 + 1ull]);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l6 = fmaxf((a_l6 * b_l6), x[i_l6 + 1ull]);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/vector_lanes.rs"
            u_fc_sv_l7 = fmaxf((a_l7 * b_l7), x[i_l7 + 1ull]);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_neighbours_lanes_v);
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_neighbours_lanes_v);
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_neighbours_lanes_v);
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_neighbours_lanes_v);
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_neighbours_lanes_v);
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_neighbours_lanes_v);
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_neighbours_lanes_v);
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 11 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_neighbours_lanes_v);
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_neighbours_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_neighbours_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_neighbours_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_neighbours_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_neighbours_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_neighbours_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_neighbours_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_neighbours_lanes_v);
    }
}
#endif
#endif
#endif

#define FC_LEN_OF_gathered(w) ((w) == 0 ? idx_len : (w) == 1 ? x_len : 0ull)
#line 18 "cases/vector_lanes.rs"
extern "C" __global__ void gathered(const unsigned int* __restrict__ idx, unsigned long long idx_len, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 19 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 20 "cases/vector_lanes.rs"
    if (i < y_len) {
#line 21 "cases/vector_lanes.rs"
        float fc_v = *fc::defer_ptr(x, (unsigned long long)*fc::defer_ptr(idx, i, idx_len, u_fc_pending, 688704u), x_len, u_fc_pending, 688641u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_gathered);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_gathered(u_fc_pending.site & 31u), FC_SITE(21, 9))] = fc_v;
#line 22 "cases/vector_lanes.rs"
        i += 0ull;
#line 23 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_gathered);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_gathered(u_fc_pending.site & 31u), FC_SITE(23, 9))] += 1.0f;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_gathered);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_gathered_lanes(w) ((w) == 0 ? idx_len : (w) == 1 ? x_len : (w) == 2 ? y_len : 0ull)
#line 18 "cases/vector_lanes.rs"
extern "C" __global__ void gathered_lanes(const unsigned int* __restrict__ idx, unsigned long long idx_len, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 19 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 19 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 19 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 19 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 20 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 20 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 20 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 20 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 21 "cases/vector_lanes.rs"
        u_fc_sv_l0 = *fc::defer_ptr(x, (unsigned long long)*fc::defer_ptr(idx, i_l0, idx_len, u_fc_pending_l0, 688704u), x_len, u_fc_pending_l0, 688641u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 21 "cases/vector_lanes.rs"
        u_fc_sv_l1 = *fc::defer_ptr(x, (unsigned long long)*fc::defer_ptr(idx, i_l1, idx_len, u_fc_pending_l1, 688704u), x_len, u_fc_pending_l1, 688641u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 21 "cases/vector_lanes.rs"
        u_fc_sv_l2 = *fc::defer_ptr(x, (unsigned long long)*fc::defer_ptr(idx, i_l2, idx_len, u_fc_pending_l2, 688704u), x_len, u_fc_pending_l2, 688641u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 21 "cases/vector_lanes.rs"
        u_fc_sv_l3 = *fc::defer_ptr(x, (unsigned long long)*fc::defer_ptr(idx, i_l3, idx_len, u_fc_pending_l3, 688704u), x_len, u_fc_pending_l3, 688641u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 21 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_gathered_lanes);
        y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_gathered_lanes(u_fc_pending_l0.site & 31u), FC_SITE(21, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 21 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_gathered_lanes);
        y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_gathered_lanes(u_fc_pending_l1.site & 31u), FC_SITE(21, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 21 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_gathered_lanes);
        y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_gathered_lanes(u_fc_pending_l2.site & 31u), FC_SITE(21, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 21 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_gathered_lanes);
        y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_gathered_lanes(u_fc_pending_l3.site & 31u), FC_SITE(21, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/vector_lanes.rs"
        i_l0 += 0ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/vector_lanes.rs"
        i_l1 += 0ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/vector_lanes.rs"
        i_l2 += 0ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/vector_lanes.rs"
        i_l3 += 0ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/vector_lanes.rs"
        u_fc_uv_l0 = 1.0f;
        u_fc_old_l0 = *fc::defer_ptr(y, i_l0, y_len, u_fc_pending_l0, 753954u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/vector_lanes.rs"
        u_fc_uv_l1 = 1.0f;
        u_fc_old_l1 = *fc::defer_ptr(y, i_l1, y_len, u_fc_pending_l1, 753954u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/vector_lanes.rs"
        u_fc_uv_l2 = 1.0f;
        u_fc_old_l2 = *fc::defer_ptr(y, i_l2, y_len, u_fc_pending_l2, 753954u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/vector_lanes.rs"
        u_fc_uv_l3 = 1.0f;
        u_fc_old_l3 = *fc::defer_ptr(y, i_l3, y_len, u_fc_pending_l3, 753954u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 23 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_gathered_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_gathered_lanes(u_fc_pending_l0.site & 31u), FC_SITE(23, 9))] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 23 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_gathered_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_gathered_lanes(u_fc_pending_l1.site & 31u), FC_SITE(23, 9))] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 23 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_gathered_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_gathered_lanes(u_fc_pending_l2.site & 31u), FC_SITE(23, 9))] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 23 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_gathered_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_gathered_lanes(u_fc_pending_l3.site & 31u), FC_SITE(23, 9))] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_gathered_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_gathered_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_gathered_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_gathered_lanes);
    }
}
#endif

#if FC_ASSUMED
#line 29 "cases/vector_lanes.rs"
extern "C" __global__ void counted(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ bins, unsigned long long bins_len, unsigned int* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 30 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 31 "cases/vector_lanes.rs"
    if (i < y_len) {
#line 32 "cases/vector_lanes.rs"
        y[i] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i];
    }
}
#if FC_LANES_TWIN
#line 29 "cases/vector_lanes.rs"
extern "C" __global__ void counted_lanes(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ bins, unsigned long long bins_len, unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 30 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
        u_fc_sv_l0 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l0], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
        u_fc_sv_l1 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l1], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
        u_fc_sv_l2 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l2], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
        u_fc_sv_l3 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l3], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 32 "cases/vector_lanes.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 32 "cases/vector_lanes.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 32 "cases/vector_lanes.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 32 "cases/vector_lanes.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 29 "cases/vector_lanes.rs"
extern "C" __global__ void counted_lanes_v(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ bins, unsigned long long bins_len, unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    __align__(16) unsigned int u_fc_sv[FC_VLANES];
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l4;
    unsigned int u_fc_sv_l5;
    unsigned int u_fc_sv_l6;
    unsigned int u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 30 "cases/vector_lanes.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/vector_lanes.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/vector_lanes.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/vector_lanes.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 30 "cases/vector_lanes.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 30 "cases/vector_lanes.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 30 "cases/vector_lanes.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 30 "cases/vector_lanes.rs"
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
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[0] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l0], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l0];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[1] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l1], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l1];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[2] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l2], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l2];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[3] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l3], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l3];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[4] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l4], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l4];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[5] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l5], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l5];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[6] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l6], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l6];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv[7] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l7], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l0 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l0], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l1 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l1], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l2 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l2], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l3 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l3], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l4 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l4], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l5 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l5], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l6 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l6], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/vector_lanes.rs"
            u_fc_sv_l7 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[i_l7], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 32 "cases/vector_lanes.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 32 "cases/vector_lanes.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 32 "cases/vector_lanes.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 32 "cases/vector_lanes.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 32 "cases/vector_lanes.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 32 "cases/vector_lanes.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 32 "cases/vector_lanes.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 32 "cases/vector_lanes.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_counted(w) (0ull)
#line 29 "cases/vector_lanes.rs"
extern "C" __global__ void counted(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ bins, unsigned long long bins_len, unsigned int* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 30 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 31 "cases/vector_lanes.rs"
    if (i < y_len) {
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted);
        unsigned int fc_v = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_counted(u_fc_pending.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_counted(u_fc_pending.site & 31u), FC_SITE(32, 64))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted);
        y[i] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_counted);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_counted_lanes(w) (0ull)
#line 29 "cases/vector_lanes.rs"
extern "C" __global__ void counted_lanes(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ bins, unsigned long long bins_len, unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 30 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes);
        u_fc_sv_l0 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_counted_lanes(u_fc_pending_l0.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_counted_lanes(u_fc_pending_l0.site & 31u), FC_SITE(32, 64))];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes);
        u_fc_sv_l1 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_counted_lanes(u_fc_pending_l1.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_counted_lanes(u_fc_pending_l1.site & 31u), FC_SITE(32, 64))];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes);
        u_fc_sv_l2 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_counted_lanes(u_fc_pending_l2.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_counted_lanes(u_fc_pending_l2.site & 31u), FC_SITE(32, 64))];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes);
        u_fc_sv_l3 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_counted_lanes(u_fc_pending_l3.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_counted_lanes(u_fc_pending_l3.site & 31u), FC_SITE(32, 64))];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes);
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes);
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes);
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes);
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_counted_lanes_v(w) (0ull)
#line 29 "cases/vector_lanes.rs"
extern "C" __global__ void counted_lanes_v(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ bins, unsigned long long bins_len, unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    __align__(16) unsigned int u_fc_sv[FC_VLANES];
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l4;
    unsigned int u_fc_sv_l5;
    unsigned int u_fc_sv_l6;
    unsigned int u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 30 "cases/vector_lanes.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 30 "cases/vector_lanes.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 30 "cases/vector_lanes.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 30 "cases/vector_lanes.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 30 "cases/vector_lanes.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 30 "cases/vector_lanes.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 30 "cases/vector_lanes.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 30 "cases/vector_lanes.rs"
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
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 31 "cases/vector_lanes.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[0] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_counted_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_counted_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[1] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_counted_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_counted_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[2] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_counted_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_counted_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[3] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_counted_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_counted_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[4] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l4, x_len, u_fc_pending_l4, FC_LEN_OF_counted_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l4, x_len, u_fc_pending_l4, FC_LEN_OF_counted_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[5] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l5, x_len, u_fc_pending_l5, FC_LEN_OF_counted_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l5, x_len, u_fc_pending_l5, FC_LEN_OF_counted_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[6] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l6, x_len, u_fc_pending_l6, FC_LEN_OF_counted_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l6, x_len, u_fc_pending_l6, FC_LEN_OF_counted_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_counted_lanes_v);
            u_fc_sv[7] = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l7, x_len, u_fc_pending_l7, FC_LEN_OF_counted_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l7, x_len, u_fc_pending_l7, FC_LEN_OF_counted_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(32, 64))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_counted_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_counted_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_counted_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_counted_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l0 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_counted_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_counted_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l1 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_counted_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_counted_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l2 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_counted_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_counted_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l3 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_counted_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_counted_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l4 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l4, x_len, u_fc_pending_l4, FC_LEN_OF_counted_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l4, x_len, u_fc_pending_l4, FC_LEN_OF_counted_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l5 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l5, x_len, u_fc_pending_l5, FC_LEN_OF_counted_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l5, x_len, u_fc_pending_l5, FC_LEN_OF_counted_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l6 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l6, x_len, u_fc_pending_l6, FC_LEN_OF_counted_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l6, x_len, u_fc_pending_l6, FC_LEN_OF_counted_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_counted_lanes_v);
            u_fc_sv_l7 = fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i_l7, x_len, u_fc_pending_l7, FC_LEN_OF_counted_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(32, 35))], 16u, FC_SITE(32, 34)), bins_len, FC_SITE(32, 16))], 1u) + x[fc::check_index_p(i_l7, x_len, u_fc_pending_l7, FC_LEN_OF_counted_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(32, 64))];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes_v);
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes_v);
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes_v);
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes_v);
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_counted_lanes_v);
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_counted_lanes_v);
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_counted_lanes_v);
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_counted_lanes_v);
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_counted_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_counted_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_counted_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_counted_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_counted_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_counted_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_counted_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_counted_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#define FC_LEN_OF_updated(w) (0ull)
#line 41 "cases/vector_lanes.rs"
extern "C" __global__ void updated(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ h, unsigned long long h_len, unsigned int* __restrict__ n, unsigned long long n_len, const unsigned int* __restrict__ d, unsigned long long d_len, const unsigned int* __restrict__ idx, unsigned long long idx_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 42 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 43 "cases/vector_lanes.rs"
    if (i < y_len) {
#line 44 "cases/vector_lanes.rs"
        float fc_v = a * x[i];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        y[i] += fc_v;
#line 45 "cases/vector_lanes.rs"
        fc::f16 fc_v_1 = fc::to_half<fc::f16>(a);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        h[i] *= fc_v_1;
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        unsigned int fc_v_2 = d[i];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        fc::div_assign(n[i], fc_v_2, FC_SITE(46, 9));
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        h[fc::check_index_p((unsigned long long)idx[i], h_len, u_fc_pending, FC_LEN_OF_updated(u_fc_pending.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_updated_lanes(w) (0ull)
#line 41 "cases/vector_lanes.rs"
extern "C" __global__ void updated_lanes(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ h, unsigned long long h_len, unsigned int* __restrict__ n, unsigned long long n_len, const unsigned int* __restrict__ d, unsigned long long d_len, const unsigned int* __restrict__ idx, unsigned long long idx_len, unsigned u_fc_blocks_x) {
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
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    fc::f16 u_fc_old_l0_1;
    fc::f16 u_fc_old_l1_1;
    fc::f16 u_fc_old_l2_1;
    fc::f16 u_fc_old_l3_1;
    fc::f16 u_fc_uv_l0_1;
    fc::f16 u_fc_uv_l1_1;
    fc::f16 u_fc_uv_l2_1;
    fc::f16 u_fc_uv_l3_1;
    unsigned int u_fc_old_l0_2;
    unsigned int u_fc_old_l1_2;
    unsigned int u_fc_old_l2_2;
    unsigned int u_fc_old_l3_2;
    unsigned int u_fc_uv_l0_2;
    unsigned int u_fc_uv_l1_2;
    unsigned int u_fc_uv_l2_2;
    unsigned int u_fc_uv_l3_2;
    if (u_fc_alive_l0) {
#line 42 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l0 = a * x[i_l0];
        u_fc_old_l0 = y[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l1 = a * x[i_l1];
        u_fc_old_l1 = y[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l2 = a * x[i_l2];
        u_fc_old_l2 = y[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l3 = a * x[i_l3];
        u_fc_old_l3 = y[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        y[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        y[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        y[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        y[i_l3] = u_fc_old_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l0_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l0_1 = h[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l1_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l1_1 = h[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l2_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l2_1 = h[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l3_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l3_1 = h[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        u_fc_old_l0_1 *= u_fc_uv_l0_1;
        h[i_l0] = u_fc_old_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        u_fc_old_l1_1 *= u_fc_uv_l1_1;
        h[i_l1] = u_fc_old_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        u_fc_old_l2_1 *= u_fc_uv_l2_1;
        h[i_l2] = u_fc_old_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        u_fc_old_l3_1 *= u_fc_uv_l3_1;
        h[i_l3] = u_fc_old_l3_1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        u_fc_uv_l0_2 = d[i_l0];
        u_fc_old_l0_2 = n[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        u_fc_uv_l1_2 = d[i_l1];
        u_fc_old_l1_2 = n[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        u_fc_uv_l2_2 = d[i_l2];
        u_fc_old_l2_2 = n[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        u_fc_uv_l3_2 = d[i_l3];
        u_fc_old_l3_2 = n[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l0_2, u_fc_uv_l0_2, FC_SITE(46, 9));
        n[i_l0] = u_fc_old_l0_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l1_2, u_fc_uv_l1_2, FC_SITE(46, 9));
        n[i_l1] = u_fc_old_l1_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l2_2, u_fc_uv_l2_2, FC_SITE(46, 9));
        n[i_l2] = u_fc_old_l2_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l3_2, u_fc_uv_l3_2, FC_SITE(46, 9));
        n[i_l3] = u_fc_old_l3_2;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[i_l0], h_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes(u_fc_pending_l0.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[i_l1], h_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes(u_fc_pending_l1.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[i_l2], h_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes(u_fc_pending_l2.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[i_l3], h_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes(u_fc_pending_l3.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_updated_lanes_v(w) (0ull)
#line 41 "cases/vector_lanes.rs"
extern "C" __global__ void updated_lanes_v(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ h, unsigned long long h_len, unsigned int* __restrict__ n, unsigned long long n_len, const unsigned int* __restrict__ d, unsigned long long d_len, const unsigned int* __restrict__ idx, unsigned long long idx_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, fc::f16, unsigned int>();
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
    __align__(16) float u_fc_sv[FC_VLANES];
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
    __align__(16) fc::f16 u_fc_vec_2[FC_VLANES];
    __align__(16) fc::f16 u_fc_sv_1[FC_VLANES];
    fc::f16 u_fc_uv_l0_2;
    fc::f16 u_fc_uv_l1_2;
    fc::f16 u_fc_uv_l2_2;
    fc::f16 u_fc_uv_l3_2;
    fc::f16 u_fc_uv_l4_2;
    fc::f16 u_fc_uv_l5_2;
    fc::f16 u_fc_uv_l6_2;
    fc::f16 u_fc_uv_l7_2;
    fc::f16 u_fc_old_l0_1;
    fc::f16 u_fc_old_l1_1;
    fc::f16 u_fc_old_l2_1;
    fc::f16 u_fc_old_l3_1;
    fc::f16 u_fc_old_l4_1;
    fc::f16 u_fc_old_l5_1;
    fc::f16 u_fc_old_l6_1;
    fc::f16 u_fc_old_l7_1;
    fc::f16 u_fc_uv_l0_3;
    fc::f16 u_fc_uv_l1_3;
    fc::f16 u_fc_uv_l2_3;
    fc::f16 u_fc_uv_l3_3;
    fc::f16 u_fc_uv_l4_3;
    fc::f16 u_fc_uv_l5_3;
    fc::f16 u_fc_uv_l6_3;
    fc::f16 u_fc_uv_l7_3;
    __align__(16) unsigned int u_fc_vec_3[FC_VLANES];
    __align__(16) unsigned int u_fc_vec_4[FC_VLANES];
    __align__(16) unsigned int u_fc_sv_2[FC_VLANES];
    unsigned int u_fc_uv_l0_4;
    unsigned int u_fc_uv_l1_4;
    unsigned int u_fc_uv_l2_4;
    unsigned int u_fc_uv_l3_4;
    unsigned int u_fc_uv_l4_4;
    unsigned int u_fc_uv_l5_4;
    unsigned int u_fc_uv_l6_4;
    unsigned int u_fc_uv_l7_4;
    unsigned int u_fc_old_l0_2;
    unsigned int u_fc_old_l1_2;
    unsigned int u_fc_old_l2_2;
    unsigned int u_fc_old_l3_2;
    unsigned int u_fc_old_l4_2;
    unsigned int u_fc_old_l5_2;
    unsigned int u_fc_old_l6_2;
    unsigned int u_fc_old_l7_2;
    unsigned int u_fc_uv_l0_5;
    unsigned int u_fc_uv_l1_5;
    unsigned int u_fc_uv_l2_5;
    unsigned int u_fc_uv_l3_5;
    unsigned int u_fc_uv_l4_5;
    unsigned int u_fc_uv_l5_5;
    unsigned int u_fc_uv_l6_5;
    unsigned int u_fc_uv_l7_5;
    if (u_fc_alive_l0) {
#line 42 "cases/vector_lanes.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/vector_lanes.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/vector_lanes.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/vector_lanes.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 42 "cases/vector_lanes.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 42 "cases/vector_lanes.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 42 "cases/vector_lanes.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 42 "cases/vector_lanes.rs"
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
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l0 = a * u_fc_vec[0];
            u_fc_sv[0] = u_fc_vec_1[0];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l1 = a * u_fc_vec[1];
            u_fc_sv[1] = u_fc_vec_1[1];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l2 = a * u_fc_vec[2];
            u_fc_sv[2] = u_fc_vec_1[2];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l3 = a * u_fc_vec[3];
            u_fc_sv[3] = u_fc_vec_1[3];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l4 = a * u_fc_vec[4];
            u_fc_sv[4] = u_fc_vec_1[4];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l5 = a * u_fc_vec[5];
            u_fc_sv[5] = u_fc_vec_1[5];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l6 = a * u_fc_vec[6];
            u_fc_sv[6] = u_fc_vec_1[6];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l7 = a * u_fc_vec[7];
            u_fc_sv[7] = u_fc_vec_1[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l0_1 = a * x[i_l0];
            u_fc_old_l0 = y[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l1_1 = a * x[i_l1];
            u_fc_old_l1 = y[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l2_1 = a * x[i_l2];
            u_fc_old_l2 = y[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l3_1 = a * x[i_l3];
            u_fc_old_l3 = y[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l4_1 = a * x[i_l4];
            u_fc_old_l4 = y[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l5_1 = a * x[i_l5];
            u_fc_old_l5 = y[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l6_1 = a * x[i_l6];
            u_fc_old_l6 = y[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l7_1 = a * x[i_l7];
            u_fc_old_l7 = y[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            y[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            y[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            y[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            y[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            y[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            y[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            y[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            y[i_l7] = u_fc_old_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(h, h_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(h, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l0_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[0] = u_fc_vec_2[0];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l1_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[1] = u_fc_vec_2[1];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l2_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[2] = u_fc_vec_2[2];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l3_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[3] = u_fc_vec_2[3];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l4_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[4] = u_fc_vec_2[4];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l5_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[5] = u_fc_vec_2[5];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l6_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[6] = u_fc_vec_2[6];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l7_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[7] = u_fc_vec_2[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[0] *= u_fc_uv_l0_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[1] *= u_fc_uv_l1_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[2] *= u_fc_uv_l2_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[3] *= u_fc_uv_l3_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[4] *= u_fc_uv_l4_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[5] *= u_fc_uv_l5_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[6] *= u_fc_uv_l6_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[7] *= u_fc_uv_l7_2;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(h, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l0_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l0_1 = h[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l1_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l1_1 = h[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l2_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l2_1 = h[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l3_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l3_1 = h[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l4_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l4_1 = h[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l5_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l5_1 = h[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l6_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l6_1 = h[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l7_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l7_1 = h[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l0_1 *= u_fc_uv_l0_3;
            h[i_l0] = u_fc_old_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l1_1 *= u_fc_uv_l1_3;
            h[i_l1] = u_fc_old_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l2_1 *= u_fc_uv_l2_3;
            h[i_l2] = u_fc_old_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l3_1 *= u_fc_uv_l3_3;
            h[i_l3] = u_fc_old_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l4_1 *= u_fc_uv_l4_3;
            h[i_l4] = u_fc_old_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l5_1 *= u_fc_uv_l5_3;
            h[i_l5] = u_fc_old_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l6_1 *= u_fc_uv_l6_3;
            h[i_l6] = u_fc_old_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l7_1 *= u_fc_uv_l7_3;
            h[i_l7] = u_fc_old_l7_1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(n, n_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(n, u_fc_vec_4, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l0_4 = u_fc_vec_3[0];
            u_fc_sv_2[0] = u_fc_vec_4[0];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l1_4 = u_fc_vec_3[1];
            u_fc_sv_2[1] = u_fc_vec_4[1];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l2_4 = u_fc_vec_3[2];
            u_fc_sv_2[2] = u_fc_vec_4[2];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l3_4 = u_fc_vec_3[3];
            u_fc_sv_2[3] = u_fc_vec_4[3];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l4_4 = u_fc_vec_3[4];
            u_fc_sv_2[4] = u_fc_vec_4[4];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l5_4 = u_fc_vec_3[5];
            u_fc_sv_2[5] = u_fc_vec_4[5];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l6_4 = u_fc_vec_3[6];
            u_fc_sv_2[6] = u_fc_vec_4[6];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l7_4 = u_fc_vec_3[7];
            u_fc_sv_2[7] = u_fc_vec_4[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[0], u_fc_uv_l0_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[1], u_fc_uv_l1_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[2], u_fc_uv_l2_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[3], u_fc_uv_l3_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[4], u_fc_uv_l4_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[5], u_fc_uv_l5_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[6], u_fc_uv_l6_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[7], u_fc_uv_l7_4, FC_SITE(46, 9));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(n, u_fc_sv_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l0_5 = d[i_l0];
            u_fc_old_l0_2 = n[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l1_5 = d[i_l1];
            u_fc_old_l1_2 = n[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l2_5 = d[i_l2];
            u_fc_old_l2_2 = n[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l3_5 = d[i_l3];
            u_fc_old_l3_2 = n[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l4_5 = d[i_l4];
            u_fc_old_l4_2 = n[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l5_5 = d[i_l5];
            u_fc_old_l5_2 = n[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l6_5 = d[i_l6];
            u_fc_old_l6_2 = n[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l7_5 = d[i_l7];
            u_fc_old_l7_2 = n[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l0_2, u_fc_uv_l0_5, FC_SITE(46, 9));
            n[i_l0] = u_fc_old_l0_2;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l1_2, u_fc_uv_l1_5, FC_SITE(46, 9));
            n[i_l1] = u_fc_old_l1_2;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l2_2, u_fc_uv_l2_5, FC_SITE(46, 9));
            n[i_l2] = u_fc_old_l2_2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l3_2, u_fc_uv_l3_5, FC_SITE(46, 9));
            n[i_l3] = u_fc_old_l3_2;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l4_2, u_fc_uv_l4_5, FC_SITE(46, 9));
            n[i_l4] = u_fc_old_l4_2;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l5_2, u_fc_uv_l5_5, FC_SITE(46, 9));
            n[i_l5] = u_fc_old_l5_2;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l6_2, u_fc_uv_l6_5, FC_SITE(46, 9));
            n[i_l6] = u_fc_old_l6_2;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l7_2, u_fc_uv_l7_5, FC_SITE(46, 9));
            n[i_l7] = u_fc_old_l7_2;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l0], h_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l1], h_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l2], h_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l3], h_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l4], h_len, u_fc_pending_l4, FC_LEN_OF_updated_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l5], h_len, u_fc_pending_l5, FC_LEN_OF_updated_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l6], h_len, u_fc_pending_l6, FC_LEN_OF_updated_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[i_l7], h_len, u_fc_pending_l7, FC_LEN_OF_updated_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
    }
}
#endif
#endif
#else
#define FC_LEN_OF_updated(w) ((w) == 0 ? x_len : 0ull)
#line 41 "cases/vector_lanes.rs"
extern "C" __global__ void updated(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ h, unsigned long long h_len, unsigned int* __restrict__ n, unsigned long long n_len, const unsigned int* __restrict__ d, unsigned long long d_len, const unsigned int* __restrict__ idx, unsigned long long idx_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 42 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 43 "cases/vector_lanes.rs"
    if (i < y_len) {
#line 44 "cases/vector_lanes.rs"
        float fc_v = a * *fc::defer_ptr(x, i, x_len, u_fc_pending, 1442464u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        y[i] += fc_v;
#line 45 "cases/vector_lanes.rs"
        fc::f16 fc_v_1 = fc::to_half<fc::f16>(a);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        h[fc::check_index_p(i, h_len, u_fc_pending, FC_LEN_OF_updated(u_fc_pending.site & 31u), FC_SITE(45, 9))] *= fc_v_1;
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        unsigned int fc_v_2 = d[fc::check_index_p(i, d_len, u_fc_pending, FC_LEN_OF_updated(u_fc_pending.site & 31u), FC_SITE(46, 17))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        fc::div_assign(n[fc::check_index_p(i, n_len, u_fc_pending, FC_LEN_OF_updated(u_fc_pending.site & 31u), FC_SITE(46, 9))], fc_v_2, FC_SITE(46, 9));
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i, idx_len, u_fc_pending, FC_LEN_OF_updated(u_fc_pending.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending, FC_LEN_OF_updated(u_fc_pending.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_updated);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_updated_lanes(w) ((w) == 0 ? x_len : (w) == 1 ? h_len : 0ull)
#line 41 "cases/vector_lanes.rs"
extern "C" __global__ void updated_lanes(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ h, unsigned long long h_len, unsigned int* __restrict__ n, unsigned long long n_len, const unsigned int* __restrict__ d, unsigned long long d_len, const unsigned int* __restrict__ idx, unsigned long long idx_len, unsigned u_fc_blocks_x) {
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
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    fc::f16 u_fc_old_l0_1;
    fc::f16 u_fc_old_l1_1;
    fc::f16 u_fc_old_l2_1;
    fc::f16 u_fc_old_l3_1;
    fc::f16 u_fc_uv_l0_1;
    fc::f16 u_fc_uv_l1_1;
    fc::f16 u_fc_uv_l2_1;
    fc::f16 u_fc_uv_l3_1;
    unsigned int u_fc_old_l0_2;
    unsigned int u_fc_old_l1_2;
    unsigned int u_fc_old_l2_2;
    unsigned int u_fc_old_l3_2;
    unsigned int u_fc_uv_l0_2;
    unsigned int u_fc_uv_l1_2;
    unsigned int u_fc_uv_l2_2;
    unsigned int u_fc_uv_l3_2;
    if (u_fc_alive_l0) {
#line 42 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l0 = a * *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 1442464u);
        u_fc_old_l0 = y[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l1 = a * *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 1442464u);
        u_fc_old_l1 = y[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l2 = a * *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 1442464u);
        u_fc_old_l2 = y[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/vector_lanes.rs"
        u_fc_uv_l3 = a * *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 1442464u);
        u_fc_old_l3 = y[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        y[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        y[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        y[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 44 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        y[i_l3] = u_fc_old_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l0_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l0_1 = *fc::defer_ptr(h, i_l0, h_len, u_fc_pending_l0, 1474849u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l1_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l1_1 = *fc::defer_ptr(h, i_l1, h_len, u_fc_pending_l1, 1474849u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l2_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l2_1 = *fc::defer_ptr(h, i_l2, h_len, u_fc_pending_l2, 1474849u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/vector_lanes.rs"
        u_fc_uv_l3_1 = fc::to_half<fc::f16>(a);
        u_fc_old_l3_1 = *fc::defer_ptr(h, i_l3, h_len, u_fc_pending_l3, 1474849u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        u_fc_old_l0_1 *= u_fc_uv_l0_1;
        h[fc::check_index_p(i_l0, h_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes(u_fc_pending_l0.site & 31u), FC_SITE(45, 9))] = u_fc_old_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        u_fc_old_l1_1 *= u_fc_uv_l1_1;
        h[fc::check_index_p(i_l1, h_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes(u_fc_pending_l1.site & 31u), FC_SITE(45, 9))] = u_fc_old_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        u_fc_old_l2_1 *= u_fc_uv_l2_1;
        h[fc::check_index_p(i_l2, h_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes(u_fc_pending_l2.site & 31u), FC_SITE(45, 9))] = u_fc_old_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 45 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        u_fc_old_l3_1 *= u_fc_uv_l3_1;
        h[fc::check_index_p(i_l3, h_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes(u_fc_pending_l3.site & 31u), FC_SITE(45, 9))] = u_fc_old_l3_1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        u_fc_uv_l0_2 = d[fc::check_index_p(i_l0, d_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes(u_fc_pending_l0.site & 31u), FC_SITE(46, 17))];
        u_fc_old_l0_2 = n[fc::check_index_p(i_l0, n_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes(u_fc_pending_l0.site & 31u), FC_SITE(46, 9))];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        u_fc_uv_l1_2 = d[fc::check_index_p(i_l1, d_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes(u_fc_pending_l1.site & 31u), FC_SITE(46, 17))];
        u_fc_old_l1_2 = n[fc::check_index_p(i_l1, n_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes(u_fc_pending_l1.site & 31u), FC_SITE(46, 9))];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        u_fc_uv_l2_2 = d[fc::check_index_p(i_l2, d_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes(u_fc_pending_l2.site & 31u), FC_SITE(46, 17))];
        u_fc_old_l2_2 = n[fc::check_index_p(i_l2, n_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes(u_fc_pending_l2.site & 31u), FC_SITE(46, 9))];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        u_fc_uv_l3_2 = d[fc::check_index_p(i_l3, d_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes(u_fc_pending_l3.site & 31u), FC_SITE(46, 17))];
        u_fc_old_l3_2 = n[fc::check_index_p(i_l3, n_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes(u_fc_pending_l3.site & 31u), FC_SITE(46, 9))];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l0_2, u_fc_uv_l0_2, FC_SITE(46, 9));
        n[fc::check_index_p(i_l0, n_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes(u_fc_pending_l0.site & 31u), FC_SITE(46, 9))] = u_fc_old_l0_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l1_2, u_fc_uv_l1_2, FC_SITE(46, 9));
        n[fc::check_index_p(i_l1, n_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes(u_fc_pending_l1.site & 31u), FC_SITE(46, 9))] = u_fc_old_l1_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l2_2, u_fc_uv_l2_2, FC_SITE(46, 9));
        n[fc::check_index_p(i_l2, n_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes(u_fc_pending_l2.site & 31u), FC_SITE(46, 9))] = u_fc_old_l2_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        fc::div_assign(u_fc_old_l3_2, u_fc_uv_l3_2, FC_SITE(46, 9));
        n[fc::check_index_p(i_l3, n_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes(u_fc_pending_l3.site & 31u), FC_SITE(46, 9))] = u_fc_old_l3_2;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l0, idx_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes(u_fc_pending_l0.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes(u_fc_pending_l0.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l1, idx_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes(u_fc_pending_l1.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes(u_fc_pending_l1.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l2, idx_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes(u_fc_pending_l2.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes(u_fc_pending_l2.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l3, idx_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes(u_fc_pending_l3.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes(u_fc_pending_l3.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_updated_lanes_v(w) ((w) == 0 ? x_len : (w) == 1 ? h_len : 0ull)
#line 41 "cases/vector_lanes.rs"
extern "C" __global__ void updated_lanes_v(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, fc::f16* __restrict__ h, unsigned long long h_len, unsigned int* __restrict__ n, unsigned long long n_len, const unsigned int* __restrict__ d, unsigned long long d_len, const unsigned int* __restrict__ idx, unsigned long long idx_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, fc::f16, unsigned int>();
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
    __align__(16) float u_fc_sv[FC_VLANES];
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
    __align__(16) fc::f16 u_fc_vec_2[FC_VLANES];
    __align__(16) fc::f16 u_fc_sv_1[FC_VLANES];
    fc::f16 u_fc_uv_l0_2;
    fc::f16 u_fc_uv_l1_2;
    fc::f16 u_fc_uv_l2_2;
    fc::f16 u_fc_uv_l3_2;
    fc::f16 u_fc_uv_l4_2;
    fc::f16 u_fc_uv_l5_2;
    fc::f16 u_fc_uv_l6_2;
    fc::f16 u_fc_uv_l7_2;
    fc::f16 u_fc_old_l0_1;
    fc::f16 u_fc_old_l1_1;
    fc::f16 u_fc_old_l2_1;
    fc::f16 u_fc_old_l3_1;
    fc::f16 u_fc_old_l4_1;
    fc::f16 u_fc_old_l5_1;
    fc::f16 u_fc_old_l6_1;
    fc::f16 u_fc_old_l7_1;
    fc::f16 u_fc_uv_l0_3;
    fc::f16 u_fc_uv_l1_3;
    fc::f16 u_fc_uv_l2_3;
    fc::f16 u_fc_uv_l3_3;
    fc::f16 u_fc_uv_l4_3;
    fc::f16 u_fc_uv_l5_3;
    fc::f16 u_fc_uv_l6_3;
    fc::f16 u_fc_uv_l7_3;
    __align__(16) unsigned int u_fc_vec_3[FC_VLANES];
    __align__(16) unsigned int u_fc_vec_4[FC_VLANES];
    __align__(16) unsigned int u_fc_sv_2[FC_VLANES];
    unsigned int u_fc_uv_l0_4;
    unsigned int u_fc_uv_l1_4;
    unsigned int u_fc_uv_l2_4;
    unsigned int u_fc_uv_l3_4;
    unsigned int u_fc_uv_l4_4;
    unsigned int u_fc_uv_l5_4;
    unsigned int u_fc_uv_l6_4;
    unsigned int u_fc_uv_l7_4;
    unsigned int u_fc_old_l0_2;
    unsigned int u_fc_old_l1_2;
    unsigned int u_fc_old_l2_2;
    unsigned int u_fc_old_l3_2;
    unsigned int u_fc_old_l4_2;
    unsigned int u_fc_old_l5_2;
    unsigned int u_fc_old_l6_2;
    unsigned int u_fc_old_l7_2;
    unsigned int u_fc_uv_l0_5;
    unsigned int u_fc_uv_l1_5;
    unsigned int u_fc_uv_l2_5;
    unsigned int u_fc_uv_l3_5;
    unsigned int u_fc_uv_l4_5;
    unsigned int u_fc_uv_l5_5;
    unsigned int u_fc_uv_l6_5;
    unsigned int u_fc_uv_l7_5;
    if (u_fc_alive_l0) {
#line 42 "cases/vector_lanes.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 42 "cases/vector_lanes.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 42 "cases/vector_lanes.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 42 "cases/vector_lanes.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 42 "cases/vector_lanes.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 42 "cases/vector_lanes.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 42 "cases/vector_lanes.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 42 "cases/vector_lanes.rs"
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
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 43 "cases/vector_lanes.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l0 = a * u_fc_vec[0];
            u_fc_sv[0] = u_fc_vec_1[0];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l1 = a * u_fc_vec[1];
            u_fc_sv[1] = u_fc_vec_1[1];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l2 = a * u_fc_vec[2];
            u_fc_sv[2] = u_fc_vec_1[2];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l3 = a * u_fc_vec[3];
            u_fc_sv[3] = u_fc_vec_1[3];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l4 = a * u_fc_vec[4];
            u_fc_sv[4] = u_fc_vec_1[4];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l5 = a * u_fc_vec[5];
            u_fc_sv[5] = u_fc_vec_1[5];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l6 = a * u_fc_vec[6];
            u_fc_sv[6] = u_fc_vec_1[6];
        }
        {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l7 = a * u_fc_vec[7];
            u_fc_sv[7] = u_fc_vec_1[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_sv[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l0_1 = a * *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 1442464u);
            u_fc_old_l0 = y[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l1_1 = a * *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 1442464u);
            u_fc_old_l1 = y[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l2_1 = a * *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 1442464u);
            u_fc_old_l2 = y[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l3_1 = a * *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 1442464u);
            u_fc_old_l3 = y[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l4_1 = a * *fc::defer_ptr(x, i_l4, x_len, u_fc_pending_l4, 1442464u);
            u_fc_old_l4 = y[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l5_1 = a * *fc::defer_ptr(x, i_l5, x_len, u_fc_pending_l5, 1442464u);
            u_fc_old_l5 = y[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l6_1 = a * *fc::defer_ptr(x, i_l6, x_len, u_fc_pending_l6, 1442464u);
            u_fc_old_l6 = y[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 44 "cases/vector_lanes.rs"
            u_fc_uv_l7_1 = a * *fc::defer_ptr(x, i_l7, x_len, u_fc_pending_l7, 1442464u);
            u_fc_old_l7 = y[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            y[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            y[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            y[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            y[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            y[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            y[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            y[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            y[i_l7] = u_fc_old_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(h, h_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(h, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l0_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[0] = u_fc_vec_2[0];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l1_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[1] = u_fc_vec_2[1];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l2_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[2] = u_fc_vec_2[2];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l3_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[3] = u_fc_vec_2[3];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l4_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[4] = u_fc_vec_2[4];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l5_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[5] = u_fc_vec_2[5];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l6_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[6] = u_fc_vec_2[6];
        }
        {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l7_2 = fc::to_half<fc::f16>(a);
            u_fc_sv_1[7] = u_fc_vec_2[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[0] *= u_fc_uv_l0_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[1] *= u_fc_uv_l1_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[2] *= u_fc_uv_l2_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[3] *= u_fc_uv_l3_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[4] *= u_fc_uv_l4_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[5] *= u_fc_uv_l5_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[6] *= u_fc_uv_l6_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_sv_1[7] *= u_fc_uv_l7_2;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(h, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l0_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l0_1 = *fc::defer_ptr(h, i_l0, h_len, u_fc_pending_l0, 1474849u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l1_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l1_1 = *fc::defer_ptr(h, i_l1, h_len, u_fc_pending_l1, 1474849u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l2_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l2_1 = *fc::defer_ptr(h, i_l2, h_len, u_fc_pending_l2, 1474849u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l3_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l3_1 = *fc::defer_ptr(h, i_l3, h_len, u_fc_pending_l3, 1474849u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l4_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l4_1 = *fc::defer_ptr(h, i_l4, h_len, u_fc_pending_l4, 1474849u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l5_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l5_1 = *fc::defer_ptr(h, i_l5, h_len, u_fc_pending_l5, 1474849u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l6_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l6_1 = *fc::defer_ptr(h, i_l6, h_len, u_fc_pending_l6, 1474849u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 45 "cases/vector_lanes.rs"
            u_fc_uv_l7_3 = fc::to_half<fc::f16>(a);
            u_fc_old_l7_1 = *fc::defer_ptr(h, i_l7, h_len, u_fc_pending_l7, 1474849u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l0_1 *= u_fc_uv_l0_3;
            h[fc::check_index_p(i_l0, h_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(45, 9))] = u_fc_old_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l1_1 *= u_fc_uv_l1_3;
            h[fc::check_index_p(i_l1, h_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(45, 9))] = u_fc_old_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l2_1 *= u_fc_uv_l2_3;
            h[fc::check_index_p(i_l2, h_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(45, 9))] = u_fc_old_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l3_1 *= u_fc_uv_l3_3;
            h[fc::check_index_p(i_l3, h_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(45, 9))] = u_fc_old_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l4_1 *= u_fc_uv_l4_3;
            h[fc::check_index_p(i_l4, h_len, u_fc_pending_l4, FC_LEN_OF_updated_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(45, 9))] = u_fc_old_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l5_1 *= u_fc_uv_l5_3;
            h[fc::check_index_p(i_l5, h_len, u_fc_pending_l5, FC_LEN_OF_updated_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(45, 9))] = u_fc_old_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l6_1 *= u_fc_uv_l6_3;
            h[fc::check_index_p(i_l6, h_len, u_fc_pending_l6, FC_LEN_OF_updated_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(45, 9))] = u_fc_old_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 45 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_old_l7_1 *= u_fc_uv_l7_3;
            h[fc::check_index_p(i_l7, h_len, u_fc_pending_l7, FC_LEN_OF_updated_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(45, 9))] = u_fc_old_l7_1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(n, n_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(n, u_fc_vec_4, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l0_4 = u_fc_vec_3[0];
            u_fc_sv_2[0] = u_fc_vec_4[0];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l1_4 = u_fc_vec_3[1];
            u_fc_sv_2[1] = u_fc_vec_4[1];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l2_4 = u_fc_vec_3[2];
            u_fc_sv_2[2] = u_fc_vec_4[2];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l3_4 = u_fc_vec_3[3];
            u_fc_sv_2[3] = u_fc_vec_4[3];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l4_4 = u_fc_vec_3[4];
            u_fc_sv_2[4] = u_fc_vec_4[4];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l5_4 = u_fc_vec_3[5];
            u_fc_sv_2[5] = u_fc_vec_4[5];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l6_4 = u_fc_vec_3[6];
            u_fc_sv_2[6] = u_fc_vec_4[6];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l7_4 = u_fc_vec_3[7];
            u_fc_sv_2[7] = u_fc_vec_4[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[0], u_fc_uv_l0_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[1], u_fc_uv_l1_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[2], u_fc_uv_l2_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[3], u_fc_uv_l3_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[4], u_fc_uv_l4_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[5], u_fc_uv_l5_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[6], u_fc_uv_l6_4, FC_SITE(46, 9));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_sv_2[7], u_fc_uv_l7_4, FC_SITE(46, 9));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(n, u_fc_sv_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l0_5 = d[fc::check_index_p(i_l0, d_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l0_2 = n[fc::check_index_p(i_l0, n_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l1_5 = d[fc::check_index_p(i_l1, d_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l1_2 = n[fc::check_index_p(i_l1, n_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l2_5 = d[fc::check_index_p(i_l2, d_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l2_2 = n[fc::check_index_p(i_l2, n_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l3_5 = d[fc::check_index_p(i_l3, d_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l3_2 = n[fc::check_index_p(i_l3, n_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l4_5 = d[fc::check_index_p(i_l4, d_len, u_fc_pending_l4, FC_LEN_OF_updated_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l4_2 = n[fc::check_index_p(i_l4, n_len, u_fc_pending_l4, FC_LEN_OF_updated_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l5_5 = d[fc::check_index_p(i_l5, d_len, u_fc_pending_l5, FC_LEN_OF_updated_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l5_2 = n[fc::check_index_p(i_l5, n_len, u_fc_pending_l5, FC_LEN_OF_updated_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l6_5 = d[fc::check_index_p(i_l6, d_len, u_fc_pending_l6, FC_LEN_OF_updated_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l6_2 = n[fc::check_index_p(i_l6, n_len, u_fc_pending_l6, FC_LEN_OF_updated_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            u_fc_uv_l7_5 = d[fc::check_index_p(i_l7, d_len, u_fc_pending_l7, FC_LEN_OF_updated_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(46, 17))];
            u_fc_old_l7_2 = n[fc::check_index_p(i_l7, n_len, u_fc_pending_l7, FC_LEN_OF_updated_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(46, 9))];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l0_2, u_fc_uv_l0_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l0, n_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(46, 9))] = u_fc_old_l0_2;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l1_2, u_fc_uv_l1_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l1, n_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(46, 9))] = u_fc_old_l1_2;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l2_2, u_fc_uv_l2_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l2, n_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(46, 9))] = u_fc_old_l2_2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l3_2, u_fc_uv_l3_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l3, n_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(46, 9))] = u_fc_old_l3_2;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l4_2, u_fc_uv_l4_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l4, n_len, u_fc_pending_l4, FC_LEN_OF_updated_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(46, 9))] = u_fc_old_l4_2;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l5_2, u_fc_uv_l5_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l5, n_len, u_fc_pending_l5, FC_LEN_OF_updated_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(46, 9))] = u_fc_old_l5_2;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l6_2, u_fc_uv_l6_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l6, n_len, u_fc_pending_l6, FC_LEN_OF_updated_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(46, 9))] = u_fc_old_l6_2;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 46 "cases/vector_lanes.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
            fc::div_assign(u_fc_old_l7_2, u_fc_uv_l7_5, FC_SITE(46, 9));
            n[fc::check_index_p(i_l7, n_len, u_fc_pending_l7, FC_LEN_OF_updated_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(46, 9))] = u_fc_old_l7_2;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l0, idx_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l0, FC_LEN_OF_updated_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l1, idx_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l1, FC_LEN_OF_updated_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l2, idx_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l2, FC_LEN_OF_updated_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l3, idx_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l3, FC_LEN_OF_updated_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l4, idx_len, u_fc_pending_l4, FC_LEN_OF_updated_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l4, FC_LEN_OF_updated_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l5, idx_len, u_fc_pending_l5, FC_LEN_OF_updated_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l5, FC_LEN_OF_updated_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l6, idx_len, u_fc_pending_l6, FC_LEN_OF_updated_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l6, FC_LEN_OF_updated_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 47 "cases/vector_lanes.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
        h[fc::check_index_p((unsigned long long)idx[fc::check_index_p(i_l7, idx_len, u_fc_pending_l7, FC_LEN_OF_updated_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(47, 11))], h_len, u_fc_pending_l7, FC_LEN_OF_updated_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(47, 9))] -= fc::f16{0x3c00u};
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_updated_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_updated_lanes_v);
    }
}
#endif
#endif
#endif

#line 54 "cases/vector_lanes.rs"
extern "C" __global__ void lane_ids(unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ m, unsigned long long m_len) {
    fc::grid_dependency();
#line 55 "cases/vector_lanes.rs"
    unsigned long long i = fc::grid_1();
#line 56 "cases/vector_lanes.rs"
    if (i < x_len && i < m_len) {
#line 57 "cases/vector_lanes.rs"
        x[i] = fc::lane_id();
#line 58 "cases/vector_lanes.rs"
        m[i] = fc::lanemask_lt() ^ fc::lanemask_ge();
    }
}
#if FC_LANES_TWIN
#line 54 "cases/vector_lanes.rs"
extern "C" __global__ void lane_ids_lanes(unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ m, unsigned long long m_len, unsigned u_fc_blocks_x) {
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
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 55 "cases/vector_lanes.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 55 "cases/vector_lanes.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 55 "cases/vector_lanes.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 55 "cases/vector_lanes.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < x_len && i_l0 < m_len;
    }
    if (u_fc_alive_l1) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < x_len && i_l1 < m_len;
    }
    if (u_fc_alive_l2) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < x_len && i_l2 < m_len;
    }
    if (u_fc_alive_l3) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < x_len && i_l3 < m_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 57 "cases/vector_lanes.rs"
        u_fc_sv_l0 = fc::lane_id();
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 57 "cases/vector_lanes.rs"
        u_fc_sv_l1 = fc::lane_id();
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 57 "cases/vector_lanes.rs"
        u_fc_sv_l2 = fc::lane_id();
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 57 "cases/vector_lanes.rs"
        u_fc_sv_l3 = fc::lane_id();
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 57 "cases/vector_lanes.rs"
        x[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 57 "cases/vector_lanes.rs"
        x[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 57 "cases/vector_lanes.rs"
        x[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 57 "cases/vector_lanes.rs"
        x[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 58 "cases/vector_lanes.rs"
        u_fc_sv_l0_1 = fc::lanemask_lt() ^ fc::lanemask_ge();
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 58 "cases/vector_lanes.rs"
        u_fc_sv_l1_1 = fc::lanemask_lt() ^ fc::lanemask_ge();
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 58 "cases/vector_lanes.rs"
        u_fc_sv_l2_1 = fc::lanemask_lt() ^ fc::lanemask_ge();
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 58 "cases/vector_lanes.rs"
        u_fc_sv_l3_1 = fc::lanemask_lt() ^ fc::lanemask_ge();
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 58 "cases/vector_lanes.rs"
        m[i_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 58 "cases/vector_lanes.rs"
        m[i_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 58 "cases/vector_lanes.rs"
        m[i_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 58 "cases/vector_lanes.rs"
        m[i_l3] = u_fc_sv_l3_1;
    }
}
#if FC_VECTOR_LANES
#line 54 "cases/vector_lanes.rs"
extern "C" __global__ void lane_ids_lanes_v(unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ m, unsigned long long m_len, unsigned u_fc_blocks_x) {
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
#line 55 "cases/vector_lanes.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 55 "cases/vector_lanes.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 55 "cases/vector_lanes.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 55 "cases/vector_lanes.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 55 "cases/vector_lanes.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 55 "cases/vector_lanes.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 55 "cases/vector_lanes.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 55 "cases/vector_lanes.rs"
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
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l0 = i_l0 < x_len && i_l0 < m_len;
    }
    if (u_fc_alive_l1) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l1 = i_l1 < x_len && i_l1 < m_len;
    }
    if (u_fc_alive_l2) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l2 = i_l2 < x_len && i_l2 < m_len;
    }
    if (u_fc_alive_l3) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l3 = i_l3 < x_len && i_l3 < m_len;
    }
    if (u_fc_alive_l4) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l4 = i_l4 < x_len && i_l4 < m_len;
    }
    if (u_fc_alive_l5) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l5 = i_l5 < x_len && i_l5 < m_len;
    }
    if (u_fc_alive_l6) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l6 = i_l6 < x_len && i_l6 < m_len;
    }
    if (u_fc_alive_l7) {
#line 56 "cases/vector_lanes.rs"
        u_fc_c_l7 = i_l7 < x_len && i_l7 < m_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[0] = fc::vlane_lane_id(u_fc_tx_l0);
        }
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[1] = fc::vlane_lane_id(u_fc_tx_l1);
        }
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[2] = fc::vlane_lane_id(u_fc_tx_l2);
        }
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[3] = fc::vlane_lane_id(u_fc_tx_l3);
        }
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[4] = fc::vlane_lane_id(u_fc_tx_l4);
        }
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[5] = fc::vlane_lane_id(u_fc_tx_l5);
        }
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[6] = fc::vlane_lane_id(u_fc_tx_l6);
        }
        {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv[7] = fc::vlane_lane_id(u_fc_tx_l7);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(x, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l0 = fc::vlane_lane_id(u_fc_tx_l0);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l1 = fc::vlane_lane_id(u_fc_tx_l1);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l2 = fc::vlane_lane_id(u_fc_tx_l2);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l3 = fc::vlane_lane_id(u_fc_tx_l3);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l4 = fc::vlane_lane_id(u_fc_tx_l4);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l5 = fc::vlane_lane_id(u_fc_tx_l5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l6 = fc::vlane_lane_id(u_fc_tx_l6);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 57 "cases/vector_lanes.rs"
            u_fc_sv_l7 = fc::vlane_lane_id(u_fc_tx_l7);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 57 "cases/vector_lanes.rs"
            x[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 57 "cases/vector_lanes.rs"
            x[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 57 "cases/vector_lanes.rs"
            x[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 57 "cases/vector_lanes.rs"
            x[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 57 "cases/vector_lanes.rs"
            x[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 57 "cases/vector_lanes.rs"
            x[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 57 "cases/vector_lanes.rs"
            x[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 57 "cases/vector_lanes.rs"
            x[i_l7] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(m, m_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[0] = fc::vlane_lanemask_lt(u_fc_tx_l0) ^ fc::vlane_lanemask_ge(u_fc_tx_l0);
        }
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[1] = fc::vlane_lanemask_lt(u_fc_tx_l1) ^ fc::vlane_lanemask_ge(u_fc_tx_l1);
        }
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[2] = fc::vlane_lanemask_lt(u_fc_tx_l2) ^ fc::vlane_lanemask_ge(u_fc_tx_l2);
        }
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[3] = fc::vlane_lanemask_lt(u_fc_tx_l3) ^ fc::vlane_lanemask_ge(u_fc_tx_l3);
        }
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[4] = fc::vlane_lanemask_lt(u_fc_tx_l4) ^ fc::vlane_lanemask_ge(u_fc_tx_l4);
        }
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[5] = fc::vlane_lanemask_lt(u_fc_tx_l5) ^ fc::vlane_lanemask_ge(u_fc_tx_l5);
        }
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[6] = fc::vlane_lanemask_lt(u_fc_tx_l6) ^ fc::vlane_lanemask_ge(u_fc_tx_l6);
        }
        {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_1[7] = fc::vlane_lanemask_lt(u_fc_tx_l7) ^ fc::vlane_lanemask_ge(u_fc_tx_l7);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(m, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l0_1 = fc::vlane_lanemask_lt(u_fc_tx_l0) ^ fc::vlane_lanemask_ge(u_fc_tx_l0);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l1_1 = fc::vlane_lanemask_lt(u_fc_tx_l1) ^ fc::vlane_lanemask_ge(u_fc_tx_l1);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l2_1 = fc::vlane_lanemask_lt(u_fc_tx_l2) ^ fc::vlane_lanemask_ge(u_fc_tx_l2);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l3_1 = fc::vlane_lanemask_lt(u_fc_tx_l3) ^ fc::vlane_lanemask_ge(u_fc_tx_l3);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l4_1 = fc::vlane_lanemask_lt(u_fc_tx_l4) ^ fc::vlane_lanemask_ge(u_fc_tx_l4);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l5_1 = fc::vlane_lanemask_lt(u_fc_tx_l5) ^ fc::vlane_lanemask_ge(u_fc_tx_l5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l6_1 = fc::vlane_lanemask_lt(u_fc_tx_l6) ^ fc::vlane_lanemask_ge(u_fc_tx_l6);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 58 "cases/vector_lanes.rs"
            u_fc_sv_l7_1 = fc::vlane_lanemask_lt(u_fc_tx_l7) ^ fc::vlane_lanemask_ge(u_fc_tx_l7);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 58 "cases/vector_lanes.rs"
            m[i_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 58 "cases/vector_lanes.rs"
            m[i_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 58 "cases/vector_lanes.rs"
            m[i_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 58 "cases/vector_lanes.rs"
            m[i_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 58 "cases/vector_lanes.rs"
            m[i_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 58 "cases/vector_lanes.rs"
            m[i_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 58 "cases/vector_lanes.rs"
            m[i_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 58 "cases/vector_lanes.rs"
            m[i_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif
