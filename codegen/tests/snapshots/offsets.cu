#define FC_WITH_VECTORS 1
#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 7 "cases/offsets.rs"
extern "C" __global__ void stencil(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 8 "cases/offsets.rs"
    unsigned long long i = fc::grid_1();
#line 9 "cases/offsets.rs"
    if (i > 0ull && i + 1ull < x_len) {
#line 10 "cases/offsets.rs"
        y[i] = x[i - 1ull] + 2.0f * x[i] + x[i + 1ull];
    }
}
#if FC_LANES_TWIN
#line 7 "cases/offsets.rs"
extern "C" __global__ void stencil_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 8 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 > 0ull && i_l0 + 1ull < x_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 > 0ull && i_l1 + 1ull < x_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 > 0ull && i_l2 + 1ull < x_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 > 0ull && i_l3 + 1ull < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l0 = x[i_l0 - 1ull] + 2.0f * x[i_l0] + x[i_l0 + 1ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l1 = x[i_l1 - 1ull] + 2.0f * x[i_l1] + x[i_l1 + 1ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l2 = x[i_l2 - 1ull] + 2.0f * x[i_l2] + x[i_l2 + 1ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l3 = x[i_l3 - 1ull] + 2.0f * x[i_l3] + x[i_l3 + 1ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/offsets.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/offsets.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/offsets.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/offsets.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 7 "cases/offsets.rs"
extern "C" __global__ void stencil_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
#line 8 "cases/offsets.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/offsets.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/offsets.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/offsets.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 8 "cases/offsets.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 8 "cases/offsets.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 8 "cases/offsets.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 8 "cases/offsets.rs"
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
#line 9 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 > 0ull && i_l0 + 1ull < x_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 > 0ull && i_l1 + 1ull < x_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 > 0ull && i_l2 + 1ull < x_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 > 0ull && i_l3 + 1ull < x_len;
    }
    if (u_fc_alive_l4) {
#line 9 "cases/offsets.rs"
        u_fc_c_l4 = i_l4 > 0ull && i_l4 + 1ull < x_len;
    }
    if (u_fc_alive_l5) {
#line 9 "cases/offsets.rs"
        u_fc_c_l5 = i_l5 > 0ull && i_l5 + 1ull < x_len;
    }
    if (u_fc_alive_l6) {
#line 9 "cases/offsets.rs"
        u_fc_c_l6 = i_l6 > 0ull && i_l6 + 1ull < x_len;
    }
    if (u_fc_alive_l7) {
#line 9 "cases/offsets.rs"
        u_fc_c_l7 = i_l7 > 0ull && i_l7 + 1ull < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 - 1ull), (i_l1 - 1ull), (i_l2 - 1ull), (i_l3 - 1ull), (i_l4 - 1ull), (i_l5 - 1ull), (i_l6 - 1ull), (i_l7 - 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0 - 1ull), (i_l1 - 1ull), (i_l2 - 1ull), (i_l3 - 1ull), (i_l4 - 1ull), (i_l5 - 1ull), (i_l6 - 1ull), (i_l7 - 1ull));
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_2, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull));
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[0] = u_fc_vec[0] + 2.0f * u_fc_vec_1[0] + u_fc_vec_2[0];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[1] = u_fc_vec[1] + 2.0f * u_fc_vec_1[1] + u_fc_vec_2[1];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[2] = u_fc_vec[2] + 2.0f * u_fc_vec_1[2] + u_fc_vec_2[2];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[3] = u_fc_vec[3] + 2.0f * u_fc_vec_1[3] + u_fc_vec_2[3];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[4] = u_fc_vec[4] + 2.0f * u_fc_vec_1[4] + u_fc_vec_2[4];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[5] = u_fc_vec[5] + 2.0f * u_fc_vec_1[5] + u_fc_vec_2[5];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[6] = u_fc_vec[6] + 2.0f * u_fc_vec_1[6] + u_fc_vec_2[6];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[7] = u_fc_vec[7] + 2.0f * u_fc_vec_1[7] + u_fc_vec_2[7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l0 = x[i_l0 - 1ull] + 2.0f * x[i_l0] + x[i_l0 + 1ull];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l1 = x[i_l1 - 1ull] + 2.0f * x[i_l1] + x[i_l1 + 1ull];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l2 = x[i_l2 - 1ull] + 2.0f * x[i_l2] + x[i_l2 + 1ull];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l3 = x[i_l3 - 1ull] + 2.0f * x[i_l3] + x[i_l3 + 1ull];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l4 = x[i_l4 - 1ull] + 2.0f * x[i_l4] + x[i_l4 + 1ull];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l5 = x[i_l5 - 1ull] + 2.0f * x[i_l5] + x[i_l5 + 1ull];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l6 = x[i_l6 - 1ull] + 2.0f * x[i_l6] + x[i_l6 + 1ull];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l7 = x[i_l7 - 1ull] + 2.0f * x[i_l7] + x[i_l7 + 1ull];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/offsets.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/offsets.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/offsets.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/offsets.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/offsets.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/offsets.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/offsets.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/offsets.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_stencil(w) (0ull)
#line 7 "cases/offsets.rs"
extern "C" __global__ void stencil(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 8 "cases/offsets.rs"
    unsigned long long i = fc::grid_1();
#line 9 "cases/offsets.rs"
    if (i > 0ull && i + 1ull < x_len) {
#line 10 "cases/offsets.rs"
        float fc_v = x[i - 1ull] + 2.0f * x[i] + x[i + 1ull];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_stencil);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_stencil(u_fc_pending.site & 31u), FC_SITE(10, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_stencil);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_stencil_lanes(w) (0ull)
#line 7 "cases/offsets.rs"
extern "C" __global__ void stencil_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    if (u_fc_alive_l0) {
#line 8 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 > 0ull && i_l0 + 1ull < x_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 > 0ull && i_l1 + 1ull < x_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 > 0ull && i_l2 + 1ull < x_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 > 0ull && i_l3 + 1ull < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l0 = x[i_l0 - 1ull] + 2.0f * x[i_l0] + x[i_l0 + 1ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l1 = x[i_l1 - 1ull] + 2.0f * x[i_l1] + x[i_l1 + 1ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l2 = x[i_l2 - 1ull] + 2.0f * x[i_l2] + x[i_l2 + 1ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/offsets.rs"
        u_fc_sv_l3 = x[i_l3 - 1ull] + 2.0f * x[i_l3] + x[i_l3 + 1ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 10 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_stencil_lanes);
        y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_stencil_lanes(u_fc_pending_l0.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 10 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_stencil_lanes);
        y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_stencil_lanes(u_fc_pending_l1.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 10 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_stencil_lanes);
        y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_stencil_lanes(u_fc_pending_l2.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 10 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_stencil_lanes);
        y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_stencil_lanes(u_fc_pending_l3.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_stencil_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_stencil_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_stencil_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_stencil_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_stencil_lanes_v(w) (0ull)
#line 7 "cases/offsets.rs"
extern "C" __global__ void stencil_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
#line 8 "cases/offsets.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/offsets.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/offsets.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/offsets.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 8 "cases/offsets.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 8 "cases/offsets.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 8 "cases/offsets.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 8 "cases/offsets.rs"
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
#line 9 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 > 0ull && i_l0 + 1ull < x_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 > 0ull && i_l1 + 1ull < x_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 > 0ull && i_l2 + 1ull < x_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 > 0ull && i_l3 + 1ull < x_len;
    }
    if (u_fc_alive_l4) {
#line 9 "cases/offsets.rs"
        u_fc_c_l4 = i_l4 > 0ull && i_l4 + 1ull < x_len;
    }
    if (u_fc_alive_l5) {
#line 9 "cases/offsets.rs"
        u_fc_c_l5 = i_l5 > 0ull && i_l5 + 1ull < x_len;
    }
    if (u_fc_alive_l6) {
#line 9 "cases/offsets.rs"
        u_fc_c_l6 = i_l6 > 0ull && i_l6 + 1ull < x_len;
    }
    if (u_fc_alive_l7) {
#line 9 "cases/offsets.rs"
        u_fc_c_l7 = i_l7 > 0ull && i_l7 + 1ull < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 - 1ull), (i_l1 - 1ull), (i_l2 - 1ull), (i_l3 - 1ull), (i_l4 - 1ull), (i_l5 - 1ull), (i_l6 - 1ull), (i_l7 - 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0 - 1ull), (i_l1 - 1ull), (i_l2 - 1ull), (i_l3 - 1ull), (i_l4 - 1ull), (i_l5 - 1ull), (i_l6 - 1ull), (i_l7 - 1ull));
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_2, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull));
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[0] = u_fc_vec[0] + 2.0f * u_fc_vec_1[0] + u_fc_vec_2[0];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[1] = u_fc_vec[1] + 2.0f * u_fc_vec_1[1] + u_fc_vec_2[1];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[2] = u_fc_vec[2] + 2.0f * u_fc_vec_1[2] + u_fc_vec_2[2];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[3] = u_fc_vec[3] + 2.0f * u_fc_vec_1[3] + u_fc_vec_2[3];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[4] = u_fc_vec[4] + 2.0f * u_fc_vec_1[4] + u_fc_vec_2[4];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[5] = u_fc_vec[5] + 2.0f * u_fc_vec_1[5] + u_fc_vec_2[5];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[6] = u_fc_vec[6] + 2.0f * u_fc_vec_1[6] + u_fc_vec_2[6];
        }
        {
#line 10 "cases/offsets.rs"
            u_fc_sv[7] = u_fc_vec[7] + 2.0f * u_fc_vec_1[7] + u_fc_vec_2[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_stencil_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_stencil_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_stencil_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_stencil_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_stencil_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_stencil_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_stencil_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_stencil_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l0 = x[i_l0 - 1ull] + 2.0f * x[i_l0] + x[i_l0 + 1ull];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l1 = x[i_l1 - 1ull] + 2.0f * x[i_l1] + x[i_l1 + 1ull];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l2 = x[i_l2 - 1ull] + 2.0f * x[i_l2] + x[i_l2 + 1ull];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l3 = x[i_l3 - 1ull] + 2.0f * x[i_l3] + x[i_l3 + 1ull];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l4 = x[i_l4 - 1ull] + 2.0f * x[i_l4] + x[i_l4 + 1ull];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l5 = x[i_l5 - 1ull] + 2.0f * x[i_l5] + x[i_l5 + 1ull];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l6 = x[i_l6 - 1ull] + 2.0f * x[i_l6] + x[i_l6 + 1ull];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/offsets.rs"
            u_fc_sv_l7 = x[i_l7 - 1ull] + 2.0f * x[i_l7] + x[i_l7 + 1ull];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l4, y_len, u_fc_pending_l4, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l5, y_len, u_fc_pending_l5, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l6, y_len, u_fc_pending_l6, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 10 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_stencil_lanes_v);
            y[fc::check_index_p(i_l7, y_len, u_fc_pending_l7, FC_LEN_OF_stencil_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_stencil_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_stencil_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_stencil_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_stencil_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_stencil_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_stencil_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_stencil_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_stencil_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 16 "cases/offsets.rs"
extern "C" __global__ void quads(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 17 "cases/offsets.rs"
    unsigned long long i = fc::grid_1() * 4ull;
#line 18 "cases/offsets.rs"
    if (i + 4ull <= y_len) {
#line 19 "cases/offsets.rs"
        fc::array<float, 4> v = fc::vload_at<4ull, 1>(&(x)[0], i);
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i, fc::array<float, 4>{{v[3ull], v[2ull], v[1ull], v[0ull]}}));
    }
}
#if FC_LANES_TWIN
#line 16 "cases/offsets.rs"
extern "C" __global__ void quads_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    fc::array<float, 4> v_l0;
    fc::array<float, 4> v_l1;
    fc::array<float, 4> v_l2;
    fc::array<float, 4> v_l3;
    if (u_fc_alive_l0) {
#line 17 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0) * 4ull;
    }
    if (u_fc_alive_l1) {
#line 17 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1) * 4ull;
    }
    if (u_fc_alive_l2) {
#line 17 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2) * 4ull;
    }
    if (u_fc_alive_l3) {
#line 17 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3) * 4ull;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 18 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 + 4ull <= y_len;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 + 4ull <= y_len;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 + 4ull <= y_len;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 + 4ull <= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 19 "cases/offsets.rs"
        v_l0 = fc::vload_at<4ull, 1>(&(x)[0], i_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 19 "cases/offsets.rs"
        v_l1 = fc::vload_at<4ull, 1>(&(x)[0], i_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 19 "cases/offsets.rs"
        v_l2 = fc::vload_at<4ull, 1>(&(x)[0], i_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 19 "cases/offsets.rs"
        v_l3 = fc::vload_at<4ull, 1>(&(x)[0], i_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l0, fc::array<float, 4>{{v_l0[3ull], v_l0[2ull], v_l0[1ull], v_l0[0ull]}}));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l1, fc::array<float, 4>{{v_l1[3ull], v_l1[2ull], v_l1[1ull], v_l1[0ull]}}));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l2, fc::array<float, 4>{{v_l2[3ull], v_l2[2ull], v_l2[1ull], v_l2[0ull]}}));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l3, fc::array<float, 4>{{v_l3[3ull], v_l3[2ull], v_l3[1ull], v_l3[0ull]}}));
    }
}
#endif
#else
#line 16 "cases/offsets.rs"
extern "C" __global__ void quads(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 17 "cases/offsets.rs"
    unsigned long long i = fc::grid_1() * 4ull;
#line 18 "cases/offsets.rs"
    if (i + 4ull <= y_len) {
#line 19 "cases/offsets.rs"
        fc::array<float, 4> v = fc::vload<4ull, 1>(&(x)[0], x_len, i, FC_SITE(19, 19));
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i, fc::array<float, 4>{{v[3ull], v[2ull], v[1ull], v[0ull]}}));
    }
}
#if FC_LANES_TWIN
#line 16 "cases/offsets.rs"
extern "C" __global__ void quads_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    fc::array<float, 4> v_l0;
    fc::array<float, 4> v_l1;
    fc::array<float, 4> v_l2;
    fc::array<float, 4> v_l3;
    if (u_fc_alive_l0) {
#line 17 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0) * 4ull;
    }
    if (u_fc_alive_l1) {
#line 17 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1) * 4ull;
    }
    if (u_fc_alive_l2) {
#line 17 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2) * 4ull;
    }
    if (u_fc_alive_l3) {
#line 17 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3) * 4ull;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 18 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 + 4ull <= y_len;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 + 4ull <= y_len;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 + 4ull <= y_len;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 + 4ull <= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 19 "cases/offsets.rs"
        v_l0 = fc::vload<4ull, 1>(&(x)[0], x_len, i_l0, FC_SITE(19, 19));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 19 "cases/offsets.rs"
        v_l1 = fc::vload<4ull, 1>(&(x)[0], x_len, i_l1, FC_SITE(19, 19));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 19 "cases/offsets.rs"
        v_l2 = fc::vload<4ull, 1>(&(x)[0], x_len, i_l2, FC_SITE(19, 19));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 19 "cases/offsets.rs"
        v_l3 = fc::vload<4ull, 1>(&(x)[0], x_len, i_l3, FC_SITE(19, 19));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l0, fc::array<float, 4>{{v_l0[3ull], v_l0[2ull], v_l0[1ull], v_l0[0ull]}}));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l1, fc::array<float, 4>{{v_l1[3ull], v_l1[2ull], v_l1[1ull], v_l1[0ull]}}));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l2, fc::array<float, 4>{{v_l2[3ull], v_l2[2ull], v_l2[1ull], v_l2[0ull]}}));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/offsets.rs"
        (void)(fc::vstore_at<4ull, 1>(&(y)[0], i_l3, fc::array<float, 4>{{v_l3[3ull], v_l3[2ull], v_l3[1ull], v_l3[0ull]}}));
    }
}
#endif
#endif

#line 27 "cases/offsets.rs"
extern "C" __global__ void pairs(unsigned int* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 28 "cases/offsets.rs"
    unsigned long long i = fc::grid_1() * 2ull;
#line 29 "cases/offsets.rs"
    if (i + 2ull > y_len) {
#line 30 "cases/offsets.rs"
        return;
    }
#line 32 "cases/offsets.rs"
    y[i + 1ull] = y[i] ^ 7u;
#line 33 "cases/offsets.rs"
    unsigned long long j = i + 1ull;
#line 34 "cases/offsets.rs"
    if (j == 0ull || j + 1ull >= y_len) {
#line 35 "cases/offsets.rs"
        return;
    }
#line 37 "cases/offsets.rs"
    y[j] = y[j - 1ull] + y[j + 1ull];
}
#if FC_LANES_TWIN
#line 27 "cases/offsets.rs"
extern "C" __global__ void pairs_lanes(unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 28 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0) * 2ull;
    }
    if (u_fc_alive_l1) {
#line 28 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1) * 2ull;
    }
    if (u_fc_alive_l2) {
#line 28 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2) * 2ull;
    }
    if (u_fc_alive_l3) {
#line 28 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3) * 2ull;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 29 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 + 2ull > y_len;
    }
    if (u_fc_alive_l1) {
#line 29 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 + 2ull > y_len;
    }
    if (u_fc_alive_l2) {
#line 29 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 + 2ull > y_len;
    }
    if (u_fc_alive_l3) {
#line 29 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 + 2ull > y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l0) {
#line 32 "cases/offsets.rs"
        u_fc_sv_l0 = y[i_l0] ^ 7u;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/offsets.rs"
        u_fc_sv_l1 = y[i_l1] ^ 7u;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/offsets.rs"
        u_fc_sv_l2 = y[i_l2] ^ 7u;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/offsets.rs"
        u_fc_sv_l3 = y[i_l3] ^ 7u;
    }
    if (u_fc_alive_l0) {
#line 32 "cases/offsets.rs"
        y[i_l0 + 1ull] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/offsets.rs"
        y[i_l1 + 1ull] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/offsets.rs"
        y[i_l2 + 1ull] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/offsets.rs"
        y[i_l3 + 1ull] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
#line 33 "cases/offsets.rs"
        j_l0 = i_l0 + 1ull;
    }
    if (u_fc_alive_l1) {
#line 33 "cases/offsets.rs"
        j_l1 = i_l1 + 1ull;
    }
    if (u_fc_alive_l2) {
#line 33 "cases/offsets.rs"
        j_l2 = i_l2 + 1ull;
    }
    if (u_fc_alive_l3) {
#line 33 "cases/offsets.rs"
        j_l3 = i_l3 + 1ull;
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    if (u_fc_alive_l0) {
#line 34 "cases/offsets.rs"
        u_fc_c_l0_1 = j_l0 == 0ull || j_l0 + 1ull >= y_len;
    }
    if (u_fc_alive_l1) {
#line 34 "cases/offsets.rs"
        u_fc_c_l1_1 = j_l1 == 0ull || j_l1 + 1ull >= y_len;
    }
    if (u_fc_alive_l2) {
#line 34 "cases/offsets.rs"
        u_fc_c_l2_1 = j_l2 == 0ull || j_l2 + 1ull >= y_len;
    }
    if (u_fc_alive_l3) {
#line 34 "cases/offsets.rs"
        u_fc_c_l3_1 = j_l3 == 0ull || j_l3 + 1ull >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0_1; }
        }
        u_fc_exit_l0_1: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1_1; }
        }
        u_fc_exit_l1_1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2_1; }
        }
        u_fc_exit_l2_1: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3_1; }
        }
        u_fc_exit_l3_1: ;
    }
    if (u_fc_alive_l0) {
#line 37 "cases/offsets.rs"
        u_fc_sv_l0_1 = y[j_l0 - 1ull] + y[j_l0 + 1ull];
    }
    if (u_fc_alive_l1) {
#line 37 "cases/offsets.rs"
        u_fc_sv_l1_1 = y[j_l1 - 1ull] + y[j_l1 + 1ull];
    }
    if (u_fc_alive_l2) {
#line 37 "cases/offsets.rs"
        u_fc_sv_l2_1 = y[j_l2 - 1ull] + y[j_l2 + 1ull];
    }
    if (u_fc_alive_l3) {
#line 37 "cases/offsets.rs"
        u_fc_sv_l3_1 = y[j_l3 - 1ull] + y[j_l3 + 1ull];
    }
    if (u_fc_alive_l0) {
#line 37 "cases/offsets.rs"
        y[j_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1) {
#line 37 "cases/offsets.rs"
        y[j_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2) {
#line 37 "cases/offsets.rs"
        y[j_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3) {
#line 37 "cases/offsets.rs"
        y[j_l3] = u_fc_sv_l3_1;
    }
}
#if FC_VECTOR_LANES
#line 27 "cases/offsets.rs"
extern "C" __global__ void pairs_lanes_v(unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    __align__(16) unsigned int u_fc_sv[FC_VLANES];
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l4;
    unsigned int u_fc_sv_l5;
    unsigned int u_fc_sv_l6;
    unsigned int u_fc_sv_l7;
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    unsigned long long j_l4;
    unsigned long long j_l5;
    unsigned long long j_l6;
    unsigned long long j_l7;
    __align__(16) unsigned int u_fc_vec_1[FC_VLANES];
    __align__(16) unsigned int u_fc_vec_2[FC_VLANES];
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
#line 28 "cases/offsets.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0) * 2ull;
    }
    if (u_fc_alive_l1) {
#line 28 "cases/offsets.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1) * 2ull;
    }
    if (u_fc_alive_l2) {
#line 28 "cases/offsets.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2) * 2ull;
    }
    if (u_fc_alive_l3) {
#line 28 "cases/offsets.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3) * 2ull;
    }
    if (u_fc_alive_l4) {
#line 28 "cases/offsets.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4) * 2ull;
    }
    if (u_fc_alive_l5) {
#line 28 "cases/offsets.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5) * 2ull;
    }
    if (u_fc_alive_l6) {
#line 28 "cases/offsets.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6) * 2ull;
    }
    if (u_fc_alive_l7) {
#line 28 "cases/offsets.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7) * 2ull;
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
#line 29 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 + 2ull > y_len;
    }
    if (u_fc_alive_l1) {
#line 29 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 + 2ull > y_len;
    }
    if (u_fc_alive_l2) {
#line 29 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 + 2ull > y_len;
    }
    if (u_fc_alive_l3) {
#line 29 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 + 2ull > y_len;
    }
    if (u_fc_alive_l4) {
#line 29 "cases/offsets.rs"
        u_fc_c_l4 = i_l4 + 2ull > y_len;
    }
    if (u_fc_alive_l5) {
#line 29 "cases/offsets.rs"
        u_fc_c_l5 = i_l5 + 2ull > y_len;
    }
    if (u_fc_alive_l6) {
#line 29 "cases/offsets.rs"
        u_fc_c_l6 = i_l6 + 2ull > y_len;
    }
    if (u_fc_alive_l7) {
#line 29 "cases/offsets.rs"
        u_fc_c_l7 = i_l7 + 2ull > y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l4 = false; goto u_fc_exit_l4; }
        }
        u_fc_exit_l4: ;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l5 = false; goto u_fc_exit_l5; }
        }
        u_fc_exit_l5: ;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l6 = false; goto u_fc_exit_l6; }
        }
        u_fc_exit_l6: ;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        {
#line 30 "cases/offsets.rs"
            { u_fc_alive_l7 = false; goto u_fc_exit_l7; }
        }
        u_fc_exit_l7: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[0] = u_fc_vec[0] ^ 7u;
        }
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[1] = u_fc_vec[1] ^ 7u;
        }
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[2] = u_fc_vec[2] ^ 7u;
        }
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[3] = u_fc_vec[3] ^ 7u;
        }
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[4] = u_fc_vec[4] ^ 7u;
        }
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[5] = u_fc_vec[5] ^ 7u;
        }
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[6] = u_fc_vec[6] ^ 7u;
        }
        {
#line 32 "cases/offsets.rs"
            u_fc_sv[7] = u_fc_vec[7] ^ 7u;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0 + 1ull), (i_l1 + 1ull), (i_l2 + 1ull), (i_l3 + 1ull), (i_l4 + 1ull), (i_l5 + 1ull), (i_l6 + 1ull), (i_l7 + 1ull));
    } else {
        if (u_fc_alive_l0) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l0 = y[i_l0] ^ 7u;
        }
        if (u_fc_alive_l1) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l1 = y[i_l1] ^ 7u;
        }
        if (u_fc_alive_l2) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l2 = y[i_l2] ^ 7u;
        }
        if (u_fc_alive_l3) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l3 = y[i_l3] ^ 7u;
        }
        if (u_fc_alive_l4) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l4 = y[i_l4] ^ 7u;
        }
        if (u_fc_alive_l5) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l5 = y[i_l5] ^ 7u;
        }
        if (u_fc_alive_l6) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l6 = y[i_l6] ^ 7u;
        }
        if (u_fc_alive_l7) {
#line 32 "cases/offsets.rs"
            u_fc_sv_l7 = y[i_l7] ^ 7u;
        }
        if (u_fc_alive_l0) {
#line 32 "cases/offsets.rs"
            y[i_l0 + 1ull] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1) {
#line 32 "cases/offsets.rs"
            y[i_l1 + 1ull] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2) {
#line 32 "cases/offsets.rs"
            y[i_l2 + 1ull] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3) {
#line 32 "cases/offsets.rs"
            y[i_l3 + 1ull] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4) {
#line 32 "cases/offsets.rs"
            y[i_l4 + 1ull] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5) {
#line 32 "cases/offsets.rs"
            y[i_l5 + 1ull] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6) {
#line 32 "cases/offsets.rs"
            y[i_l6 + 1ull] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7) {
#line 32 "cases/offsets.rs"
            y[i_l7 + 1ull] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
#line 33 "cases/offsets.rs"
        j_l0 = i_l0 + 1ull;
    }
    if (u_fc_alive_l1) {
#line 33 "cases/offsets.rs"
        j_l1 = i_l1 + 1ull;
    }
    if (u_fc_alive_l2) {
#line 33 "cases/offsets.rs"
        j_l2 = i_l2 + 1ull;
    }
    if (u_fc_alive_l3) {
#line 33 "cases/offsets.rs"
        j_l3 = i_l3 + 1ull;
    }
    if (u_fc_alive_l4) {
#line 33 "cases/offsets.rs"
        j_l4 = i_l4 + 1ull;
    }
    if (u_fc_alive_l5) {
#line 33 "cases/offsets.rs"
        j_l5 = i_l5 + 1ull;
    }
    if (u_fc_alive_l6) {
#line 33 "cases/offsets.rs"
        j_l6 = i_l6 + 1ull;
    }
    if (u_fc_alive_l7) {
#line 33 "cases/offsets.rs"
        j_l7 = i_l7 + 1ull;
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    bool u_fc_c_l4_1 = false;
    bool u_fc_c_l5_1 = false;
    bool u_fc_c_l6_1 = false;
    bool u_fc_c_l7_1 = false;
    if (u_fc_alive_l0) {
#line 34 "cases/offsets.rs"
        u_fc_c_l0_1 = j_l0 == 0ull || j_l0 + 1ull >= y_len;
    }
    if (u_fc_alive_l1) {
#line 34 "cases/offsets.rs"
        u_fc_c_l1_1 = j_l1 == 0ull || j_l1 + 1ull >= y_len;
    }
    if (u_fc_alive_l2) {
#line 34 "cases/offsets.rs"
        u_fc_c_l2_1 = j_l2 == 0ull || j_l2 + 1ull >= y_len;
    }
    if (u_fc_alive_l3) {
#line 34 "cases/offsets.rs"
        u_fc_c_l3_1 = j_l3 == 0ull || j_l3 + 1ull >= y_len;
    }
    if (u_fc_alive_l4) {
#line 34 "cases/offsets.rs"
        u_fc_c_l4_1 = j_l4 == 0ull || j_l4 + 1ull >= y_len;
    }
    if (u_fc_alive_l5) {
#line 34 "cases/offsets.rs"
        u_fc_c_l5_1 = j_l5 == 0ull || j_l5 + 1ull >= y_len;
    }
    if (u_fc_alive_l6) {
#line 34 "cases/offsets.rs"
        u_fc_c_l6_1 = j_l6 == 0ull || j_l6 + 1ull >= y_len;
    }
    if (u_fc_alive_l7) {
#line 34 "cases/offsets.rs"
        u_fc_c_l7_1 = j_l7 == 0ull || j_l7 + 1ull >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0_1; }
        }
        u_fc_exit_l0_1: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1_1; }
        }
        u_fc_exit_l1_1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2_1; }
        }
        u_fc_exit_l2_1: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3_1; }
        }
        u_fc_exit_l3_1: ;
    }
    if (u_fc_alive_l4 && u_fc_c_l4_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l4 = false; goto u_fc_exit_l4_1; }
        }
        u_fc_exit_l4_1: ;
    }
    if (u_fc_alive_l5 && u_fc_c_l5_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l5 = false; goto u_fc_exit_l5_1; }
        }
        u_fc_exit_l5_1: ;
    }
    if (u_fc_alive_l6 && u_fc_c_l6_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l6 = false; goto u_fc_exit_l6_1; }
        }
        u_fc_exit_l6_1: ;
    }
    if (u_fc_alive_l7 && u_fc_c_l7_1) {
        {
#line 35 "cases/offsets.rs"
            { u_fc_alive_l7 = false; goto u_fc_exit_l7_1; }
        }
        u_fc_exit_l7_1: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (j_l0 - 1ull), (j_l1 - 1ull), (j_l2 - 1ull), (j_l3 - 1ull), (j_l4 - 1ull), (j_l5 - 1ull), (j_l6 - 1ull), (j_l7 - 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (j_l0 + 1ull), (j_l1 + 1ull), (j_l2 + 1ull), (j_l3 + 1ull), (j_l4 + 1ull), (j_l5 + 1ull), (j_l6 + 1ull), (j_l7 + 1ull)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (j_l0), (j_l1), (j_l2), (j_l3), (j_l4), (j_l5), (j_l6), (j_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_1, (j_l0 - 1ull), (j_l1 - 1ull), (j_l2 - 1ull), (j_l3 - 1ull), (j_l4 - 1ull), (j_l5 - 1ull), (j_l6 - 1ull), (j_l7 - 1ull));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_2, (j_l0 + 1ull), (j_l1 + 1ull), (j_l2 + 1ull), (j_l3 + 1ull), (j_l4 + 1ull), (j_l5 + 1ull), (j_l6 + 1ull), (j_l7 + 1ull));
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[0] = u_fc_vec_1[0] + u_fc_vec_2[0];
        }
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[1] = u_fc_vec_1[1] + u_fc_vec_2[1];
        }
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[2] = u_fc_vec_1[2] + u_fc_vec_2[2];
        }
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[3] = u_fc_vec_1[3] + u_fc_vec_2[3];
        }
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[4] = u_fc_vec_1[4] + u_fc_vec_2[4];
        }
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[5] = u_fc_vec_1[5] + u_fc_vec_2[5];
        }
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[6] = u_fc_vec_1[6] + u_fc_vec_2[6];
        }
        {
#line 37 "cases/offsets.rs"
            u_fc_sv_1[7] = u_fc_vec_1[7] + u_fc_vec_2[7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv_1, (j_l0), (j_l1), (j_l2), (j_l3), (j_l4), (j_l5), (j_l6), (j_l7));
    } else {
        if (u_fc_alive_l0) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l0_1 = y[j_l0 - 1ull] + y[j_l0 + 1ull];
        }
        if (u_fc_alive_l1) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l1_1 = y[j_l1 - 1ull] + y[j_l1 + 1ull];
        }
        if (u_fc_alive_l2) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l2_1 = y[j_l2 - 1ull] + y[j_l2 + 1ull];
        }
        if (u_fc_alive_l3) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l3_1 = y[j_l3 - 1ull] + y[j_l3 + 1ull];
        }
        if (u_fc_alive_l4) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l4_1 = y[j_l4 - 1ull] + y[j_l4 + 1ull];
        }
        if (u_fc_alive_l5) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l5_1 = y[j_l5 - 1ull] + y[j_l5 + 1ull];
        }
        if (u_fc_alive_l6) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l6_1 = y[j_l6 - 1ull] + y[j_l6 + 1ull];
        }
        if (u_fc_alive_l7) {
#line 37 "cases/offsets.rs"
            u_fc_sv_l7_1 = y[j_l7 - 1ull] + y[j_l7 + 1ull];
        }
        if (u_fc_alive_l0) {
#line 37 "cases/offsets.rs"
            y[j_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1) {
#line 37 "cases/offsets.rs"
            y[j_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2) {
#line 37 "cases/offsets.rs"
            y[j_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3) {
#line 37 "cases/offsets.rs"
            y[j_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4) {
#line 37 "cases/offsets.rs"
            y[j_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5) {
#line 37 "cases/offsets.rs"
            y[j_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6) {
#line 37 "cases/offsets.rs"
            y[j_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7) {
#line 37 "cases/offsets.rs"
            y[j_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif

#if FC_ASSUMED
#line 42 "cases/offsets.rs"
extern "C" __global__ void diffs(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ d, unsigned long long d_len) {
    fc::grid_dependency();
#line 43 "cases/offsets.rs"
    if (fc::grid_1() == 0ull) {
#line 44 "cases/offsets.rs"
        unsigned long long fc_v = x_len;
        for (unsigned long long k = 1ull; k < fc_v; ++k) {
#line 45 "cases/offsets.rs"
            d[k] = fc::sub(x[k], x[k - 1ull]);
        }
    }
}
#if FC_LANES_TWIN
#line 42 "cases/offsets.rs"
extern "C" __global__ void diffs_lanes(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ d, unsigned long long d_len, unsigned u_fc_blocks_x) {
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
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/offsets.rs"
        u_fc_c_l0 = fc::lane_grid_1(u_fc_bx_l0) == 0ull;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/offsets.rs"
        u_fc_c_l1 = fc::lane_grid_1(u_fc_bx_l1) == 0ull;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/offsets.rs"
        u_fc_c_l2 = fc::lane_grid_1(u_fc_bx_l2) == 0ull;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/offsets.rs"
        u_fc_c_l3 = fc::lane_grid_1(u_fc_bx_l3) == 0ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/offsets.rs"
        unsigned long long fc_v = x_len;
        for (unsigned long long k_l0 = 1ull; k_l0 < fc_v; ++k_l0) {
#line 45 "cases/offsets.rs"
            d[k_l0] = fc::sub(x[k_l0], x[k_l0 - 1ull]);
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/offsets.rs"
        unsigned long long fc_v_1 = x_len;
        for (unsigned long long k_l1 = 1ull; k_l1 < fc_v_1; ++k_l1) {
#line 45 "cases/offsets.rs"
            d[k_l1] = fc::sub(x[k_l1], x[k_l1 - 1ull]);
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/offsets.rs"
        unsigned long long fc_v_2 = x_len;
        for (unsigned long long k_l2 = 1ull; k_l2 < fc_v_2; ++k_l2) {
#line 45 "cases/offsets.rs"
            d[k_l2] = fc::sub(x[k_l2], x[k_l2 - 1ull]);
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/offsets.rs"
        unsigned long long fc_v_3 = x_len;
        for (unsigned long long k_l3 = 1ull; k_l3 < fc_v_3; ++k_l3) {
#line 45 "cases/offsets.rs"
            d[k_l3] = fc::sub(x[k_l3], x[k_l3 - 1ull]);
        }
    }
}
#endif
#else
#define FC_LEN_OF_diffs(w) (0ull)
#line 42 "cases/offsets.rs"
extern "C" __global__ void diffs(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ d, unsigned long long d_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 43 "cases/offsets.rs"
    if (fc::grid_1() == 0ull) {
#line 44 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_diffs);
        unsigned long long fc_v = x_len;
        for (unsigned long long k = 1ull; k < fc_v; ++k) {
#line 45 "cases/offsets.rs"
            int fc_v_1 = fc::sub(x[k], x[k - 1ull]);
            FC_FLUSH(u_fc_pending, FC_LEN_OF_diffs);
            d[fc::check_index_p(k, d_len, u_fc_pending, FC_LEN_OF_diffs(u_fc_pending.site & 31u), FC_SITE(45, 13))] = fc_v_1;
        }
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_diffs);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_diffs_lanes(w) (0ull)
#line 42 "cases/offsets.rs"
extern "C" __global__ void diffs_lanes(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ d, unsigned long long d_len, unsigned u_fc_blocks_x) {
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
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 43 "cases/offsets.rs"
        u_fc_c_l0 = fc::lane_grid_1(u_fc_bx_l0) == 0ull;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/offsets.rs"
        u_fc_c_l1 = fc::lane_grid_1(u_fc_bx_l1) == 0ull;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/offsets.rs"
        u_fc_c_l2 = fc::lane_grid_1(u_fc_bx_l2) == 0ull;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/offsets.rs"
        u_fc_c_l3 = fc::lane_grid_1(u_fc_bx_l3) == 0ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 44 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_diffs_lanes);
        unsigned long long fc_v = x_len;
        for (unsigned long long k_l0 = 1ull; k_l0 < fc_v; ++k_l0) {
#line 45 "cases/offsets.rs"
            int fc_v_1 = fc::sub(x[k_l0], x[k_l0 - 1ull]);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_diffs_lanes);
            d[fc::check_index_p(k_l0, d_len, u_fc_pending_l0, FC_LEN_OF_diffs_lanes(u_fc_pending_l0.site & 31u), FC_SITE(45, 13))] = fc_v_1;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 44 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_diffs_lanes);
        unsigned long long fc_v_2 = x_len;
        for (unsigned long long k_l1 = 1ull; k_l1 < fc_v_2; ++k_l1) {
#line 45 "cases/offsets.rs"
            int fc_v_3 = fc::sub(x[k_l1], x[k_l1 - 1ull]);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_diffs_lanes);
            d[fc::check_index_p(k_l1, d_len, u_fc_pending_l1, FC_LEN_OF_diffs_lanes(u_fc_pending_l1.site & 31u), FC_SITE(45, 13))] = fc_v_3;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 44 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_diffs_lanes);
        unsigned long long fc_v_4 = x_len;
        for (unsigned long long k_l2 = 1ull; k_l2 < fc_v_4; ++k_l2) {
#line 45 "cases/offsets.rs"
            int fc_v_5 = fc::sub(x[k_l2], x[k_l2 - 1ull]);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_diffs_lanes);
            d[fc::check_index_p(k_l2, d_len, u_fc_pending_l2, FC_LEN_OF_diffs_lanes(u_fc_pending_l2.site & 31u), FC_SITE(45, 13))] = fc_v_5;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 44 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_diffs_lanes);
        unsigned long long fc_v_6 = x_len;
        for (unsigned long long k_l3 = 1ull; k_l3 < fc_v_6; ++k_l3) {
#line 45 "cases/offsets.rs"
            int fc_v_7 = fc::sub(x[k_l3], x[k_l3 - 1ull]);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_diffs_lanes);
            d[fc::check_index_p(k_l3, d_len, u_fc_pending_l3, FC_LEN_OF_diffs_lanes(u_fc_pending_l3.site & 31u), FC_SITE(45, 13))] = fc_v_7;
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_diffs_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_diffs_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_diffs_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_diffs_lanes);
    }
}
#endif
#endif

#define FC_LEN_OF_near(w) ((w) == 0 ? x_len : 0ull)
#line 53 "cases/offsets.rs"
extern "C" __global__ void near(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long j) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 54 "cases/offsets.rs"
    if (j + 1ull < x_len) {
#line 55 "cases/offsets.rs"
        float fc_v = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending, 1802752u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        y[fc::check_index_p(0ull, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(55, 9))] = fc_v;
    }
#line 57 "cases/offsets.rs"
    unsigned long long i = fc::grid_1();
#line 58 "cases/offsets.rs"
    if (i < x_len) {
#line 59 "cases/offsets.rs"
        float fc_v_1 = *fc::defer_ptr(x, i - 1ull, x_len, u_fc_pending, 1933824u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        y[fc::check_index_p(1ull, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(59, 9))] = fc_v_1;
    }
#line 61 "cases/offsets.rs"
    if (i + 2ull <= x_len) {
#line 62 "cases/offsets.rs"
        float fc_v_2 = *fc::defer_ptr(x, i + 2ull, x_len, u_fc_pending, 2032128u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        y[fc::check_index_p(2ull, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(62, 9))] = fc_v_2;
    }
#line 64 "cases/offsets.rs"
    if (i + 3ull <= y_len) {
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_near_lanes(w) ((w) == 0 ? x_len : 0ull)
#line 53 "cases/offsets.rs"
extern "C" __global__ void near_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long j, unsigned u_fc_blocks_x) {
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
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    float u_fc_sv_l0_1;
    float u_fc_sv_l1_1;
    float u_fc_sv_l2_1;
    float u_fc_sv_l3_1;
    float u_fc_sv_l0_2;
    float u_fc_sv_l1_2;
    float u_fc_sv_l2_2;
    float u_fc_sv_l3_2;
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 54 "cases/offsets.rs"
        u_fc_c_l0 = j + 1ull < x_len;
    }
    if (u_fc_alive_l1) {
#line 54 "cases/offsets.rs"
        u_fc_c_l1 = j + 1ull < x_len;
    }
    if (u_fc_alive_l2) {
#line 54 "cases/offsets.rs"
        u_fc_c_l2 = j + 1ull < x_len;
    }
    if (u_fc_alive_l3) {
#line 54 "cases/offsets.rs"
        u_fc_c_l3 = j + 1ull < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l0 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l0, 1802752u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l1 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l1, 1802752u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l2 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l2, 1802752u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l3 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l3, 1802752u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
#line 57 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 57 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 57 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 57 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    if (u_fc_alive_l0) {
#line 58 "cases/offsets.rs"
        u_fc_c_l0_1 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 58 "cases/offsets.rs"
        u_fc_c_l1_1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 58 "cases/offsets.rs"
        u_fc_c_l2_1 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 58 "cases/offsets.rs"
        u_fc_c_l3_1 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
#line 59 "cases/offsets.rs"
        u_fc_sv_l0_1 = *fc::defer_ptr(x, i_l0 - 1ull, x_len, u_fc_pending_l0, 1933824u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
#line 59 "cases/offsets.rs"
        u_fc_sv_l1_1 = *fc::defer_ptr(x, i_l1 - 1ull, x_len, u_fc_pending_l1, 1933824u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
#line 59 "cases/offsets.rs"
        u_fc_sv_l2_1 = *fc::defer_ptr(x, i_l2 - 1ull, x_len, u_fc_pending_l2, 1933824u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
#line 59 "cases/offsets.rs"
        u_fc_sv_l3_1 = *fc::defer_ptr(x, i_l3 - 1ull, x_len, u_fc_pending_l3, 1933824u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 59 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(1ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 59 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(1ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 59 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(1ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 59 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(1ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l3_1;
    }
    bool u_fc_c_l0_2 = false;
    bool u_fc_c_l1_2 = false;
    bool u_fc_c_l2_2 = false;
    bool u_fc_c_l3_2 = false;
    if (u_fc_alive_l0) {
#line 61 "cases/offsets.rs"
        u_fc_c_l0_2 = i_l0 + 2ull <= x_len;
    }
    if (u_fc_alive_l1) {
#line 61 "cases/offsets.rs"
        u_fc_c_l1_2 = i_l1 + 2ull <= x_len;
    }
    if (u_fc_alive_l2) {
#line 61 "cases/offsets.rs"
        u_fc_c_l2_2 = i_l2 + 2ull <= x_len;
    }
    if (u_fc_alive_l3) {
#line 61 "cases/offsets.rs"
        u_fc_c_l3_2 = i_l3 + 2ull <= x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
#line 62 "cases/offsets.rs"
        u_fc_sv_l0_2 = *fc::defer_ptr(x, i_l0 + 2ull, x_len, u_fc_pending_l0, 2032128u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
#line 62 "cases/offsets.rs"
        u_fc_sv_l1_2 = *fc::defer_ptr(x, i_l1 + 2ull, x_len, u_fc_pending_l1, 2032128u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
#line 62 "cases/offsets.rs"
        u_fc_sv_l2_2 = *fc::defer_ptr(x, i_l2 + 2ull, x_len, u_fc_pending_l2, 2032128u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
#line 62 "cases/offsets.rs"
        u_fc_sv_l3_2 = *fc::defer_ptr(x, i_l3 + 2ull, x_len, u_fc_pending_l3, 2032128u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 62 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(2ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l0_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 62 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(2ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l1_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 62 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(2ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l2_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 62 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(2ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l3_2;
    }
    bool u_fc_c_l0_3 = false;
    bool u_fc_c_l1_3 = false;
    bool u_fc_c_l2_3 = false;
    bool u_fc_c_l3_3 = false;
    if (u_fc_alive_l0) {
#line 64 "cases/offsets.rs"
        u_fc_c_l0_3 = i_l0 + 3ull <= y_len;
    }
    if (u_fc_alive_l1) {
#line 64 "cases/offsets.rs"
        u_fc_c_l1_3 = i_l1 + 3ull <= y_len;
    }
    if (u_fc_alive_l2) {
#line 64 "cases/offsets.rs"
        u_fc_c_l2_3 = i_l2 + 3ull <= y_len;
    }
    if (u_fc_alive_l3) {
#line 64 "cases/offsets.rs"
        u_fc_c_l3_3 = i_l3 + 3ull <= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_3) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l0, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l1 && u_fc_c_l1_3) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l1, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l2 && u_fc_c_l2_3) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l2, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l3 && u_fc_c_l3_3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l3, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_near_lanes_v(w) ((w) == 0 ? x_len : 0ull)
#line 53 "cases/offsets.rs"
extern "C" __global__ void near_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long j, unsigned u_fc_blocks_x) {
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
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    float u_fc_sv_l0_1;
    float u_fc_sv_l1_1;
    float u_fc_sv_l2_1;
    float u_fc_sv_l3_1;
    float u_fc_sv_l4_1;
    float u_fc_sv_l5_1;
    float u_fc_sv_l6_1;
    float u_fc_sv_l7_1;
    float u_fc_sv_l0_2;
    float u_fc_sv_l1_2;
    float u_fc_sv_l2_2;
    float u_fc_sv_l3_2;
    float u_fc_sv_l4_2;
    float u_fc_sv_l5_2;
    float u_fc_sv_l6_2;
    float u_fc_sv_l7_2;
    __align__(16) float u_fc_vec_1[FC_VLANES];
    float u_fc_sv_l0_3;
    float u_fc_sv_l1_3;
    float u_fc_sv_l2_3;
    float u_fc_sv_l3_3;
    float u_fc_sv_l4_3;
    float u_fc_sv_l5_3;
    float u_fc_sv_l6_3;
    float u_fc_sv_l7_3;
    float u_fc_sv_l0_4;
    float u_fc_sv_l1_4;
    float u_fc_sv_l2_4;
    float u_fc_sv_l3_4;
    float u_fc_sv_l4_4;
    float u_fc_sv_l5_4;
    float u_fc_sv_l6_4;
    float u_fc_sv_l7_4;
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    bool u_fc_c_l4 = false;
    bool u_fc_c_l5 = false;
    bool u_fc_c_l6 = false;
    bool u_fc_c_l7 = false;
    if (u_fc_alive_l0) {
#line 54 "cases/offsets.rs"
        u_fc_c_l0 = j + 1ull < x_len;
    }
    if (u_fc_alive_l1) {
#line 54 "cases/offsets.rs"
        u_fc_c_l1 = j + 1ull < x_len;
    }
    if (u_fc_alive_l2) {
#line 54 "cases/offsets.rs"
        u_fc_c_l2 = j + 1ull < x_len;
    }
    if (u_fc_alive_l3) {
#line 54 "cases/offsets.rs"
        u_fc_c_l3 = j + 1ull < x_len;
    }
    if (u_fc_alive_l4) {
#line 54 "cases/offsets.rs"
        u_fc_c_l4 = j + 1ull < x_len;
    }
    if (u_fc_alive_l5) {
#line 54 "cases/offsets.rs"
        u_fc_c_l5 = j + 1ull < x_len;
    }
    if (u_fc_alive_l6) {
#line 54 "cases/offsets.rs"
        u_fc_c_l6 = j + 1ull < x_len;
    }
    if (u_fc_alive_l7) {
#line 54 "cases/offsets.rs"
        u_fc_c_l7 = j + 1ull < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l0 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l0, 1802752u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l1 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l1, 1802752u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l2 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l2, 1802752u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l3 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l3, 1802752u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l4 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l4, 1802752u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l5 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l5, 1802752u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l6 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l6, 1802752u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 55 "cases/offsets.rs"
        u_fc_sv_l7 = *fc::defer_ptr(x, j + 1ull, x_len, u_fc_pending_l7, 1802752u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 55 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(55, 9))] = u_fc_sv_l7;
    }
    if (u_fc_alive_l0) {
#line 57 "cases/offsets.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 57 "cases/offsets.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 57 "cases/offsets.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 57 "cases/offsets.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 57 "cases/offsets.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 57 "cases/offsets.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 57 "cases/offsets.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 57 "cases/offsets.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    bool u_fc_c_l4_1 = false;
    bool u_fc_c_l5_1 = false;
    bool u_fc_c_l6_1 = false;
    bool u_fc_c_l7_1 = false;
    if (u_fc_alive_l0) {
#line 58 "cases/offsets.rs"
        u_fc_c_l0_1 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 58 "cases/offsets.rs"
        u_fc_c_l1_1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 58 "cases/offsets.rs"
        u_fc_c_l2_1 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 58 "cases/offsets.rs"
        u_fc_c_l3_1 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 58 "cases/offsets.rs"
        u_fc_c_l4_1 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 58 "cases/offsets.rs"
        u_fc_c_l5_1 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 58 "cases/offsets.rs"
        u_fc_c_l6_1 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 58 "cases/offsets.rs"
        u_fc_c_l7_1 = i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0_1) && (u_fc_alive_l1 && u_fc_c_l1_1) && (u_fc_alive_l2 && u_fc_c_l2_1) && (u_fc_alive_l3 && u_fc_c_l3_1) && (u_fc_alive_l4 && u_fc_c_l4_1) && (u_fc_alive_l5 && u_fc_c_l5_1) && (u_fc_alive_l6 && u_fc_c_l6_1) && (u_fc_alive_l7 && u_fc_c_l7_1) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 - 1ull), (i_l1 - 1ull), (i_l2 - 1ull), (i_l3 - 1ull), (i_l4 - 1ull), (i_l5 - 1ull), (i_l6 - 1ull), (i_l7 - 1ull))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0 - 1ull), (i_l1 - 1ull), (i_l2 - 1ull), (i_l3 - 1ull), (i_l4 - 1ull), (i_l5 - 1ull), (i_l6 - 1ull), (i_l7 - 1ull));
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l0_1 = u_fc_vec[0];
        }
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l1_1 = u_fc_vec[1];
        }
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l2_1 = u_fc_vec[2];
        }
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l3_1 = u_fc_vec[3];
        }
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l4_1 = u_fc_vec[4];
        }
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l5_1 = u_fc_vec[5];
        }
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l6_1 = u_fc_vec[6];
        }
        {
#line 59 "cases/offsets.rs"
            u_fc_sv_l7_1 = u_fc_vec[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l0_1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l1_1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l2_1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l3_1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l4_1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l5_1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l6_1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l7_1;
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l0_2 = *fc::defer_ptr(x, i_l0 - 1ull, x_len, u_fc_pending_l0, 1933824u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l1_2 = *fc::defer_ptr(x, i_l1 - 1ull, x_len, u_fc_pending_l1, 1933824u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l2_2 = *fc::defer_ptr(x, i_l2 - 1ull, x_len, u_fc_pending_l2, 1933824u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l3_2 = *fc::defer_ptr(x, i_l3 - 1ull, x_len, u_fc_pending_l3, 1933824u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l4_2 = *fc::defer_ptr(x, i_l4 - 1ull, x_len, u_fc_pending_l4, 1933824u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l5_2 = *fc::defer_ptr(x, i_l5 - 1ull, x_len, u_fc_pending_l5, 1933824u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l6_2 = *fc::defer_ptr(x, i_l6 - 1ull, x_len, u_fc_pending_l6, 1933824u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7_1) {
#line 59 "cases/offsets.rs"
            u_fc_sv_l7_2 = *fc::defer_ptr(x, i_l7 - 1ull, x_len, u_fc_pending_l7, 1933824u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l0_2;
        }
        if (u_fc_alive_l1 && u_fc_c_l1_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l1_2;
        }
        if (u_fc_alive_l2 && u_fc_c_l2_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l2_2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l3_2;
        }
        if (u_fc_alive_l4 && u_fc_c_l4_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l4_2;
        }
        if (u_fc_alive_l5 && u_fc_c_l5_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l5_2;
        }
        if (u_fc_alive_l6 && u_fc_c_l6_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l6_2;
        }
        if (u_fc_alive_l7 && u_fc_c_l7_1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 59 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(1ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(59, 9))] = u_fc_sv_l7_2;
        }
    }
    bool u_fc_c_l0_2 = false;
    bool u_fc_c_l1_2 = false;
    bool u_fc_c_l2_2 = false;
    bool u_fc_c_l3_2 = false;
    bool u_fc_c_l4_2 = false;
    bool u_fc_c_l5_2 = false;
    bool u_fc_c_l6_2 = false;
    bool u_fc_c_l7_2 = false;
    if (u_fc_alive_l0) {
#line 61 "cases/offsets.rs"
        u_fc_c_l0_2 = i_l0 + 2ull <= x_len;
    }
    if (u_fc_alive_l1) {
#line 61 "cases/offsets.rs"
        u_fc_c_l1_2 = i_l1 + 2ull <= x_len;
    }
    if (u_fc_alive_l2) {
#line 61 "cases/offsets.rs"
        u_fc_c_l2_2 = i_l2 + 2ull <= x_len;
    }
    if (u_fc_alive_l3) {
#line 61 "cases/offsets.rs"
        u_fc_c_l3_2 = i_l3 + 2ull <= x_len;
    }
    if (u_fc_alive_l4) {
#line 61 "cases/offsets.rs"
        u_fc_c_l4_2 = i_l4 + 2ull <= x_len;
    }
    if (u_fc_alive_l5) {
#line 61 "cases/offsets.rs"
        u_fc_c_l5_2 = i_l5 + 2ull <= x_len;
    }
    if (u_fc_alive_l6) {
#line 61 "cases/offsets.rs"
        u_fc_c_l6_2 = i_l6 + 2ull <= x_len;
    }
    if (u_fc_alive_l7) {
#line 61 "cases/offsets.rs"
        u_fc_c_l7_2 = i_l7 + 2ull <= x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0_2) && (u_fc_alive_l1 && u_fc_c_l1_2) && (u_fc_alive_l2 && u_fc_c_l2_2) && (u_fc_alive_l3 && u_fc_c_l3_2) && (u_fc_alive_l4 && u_fc_c_l4_2) && (u_fc_alive_l5 && u_fc_c_l5_2) && (u_fc_alive_l6 && u_fc_c_l6_2) && (u_fc_alive_l7 && u_fc_c_l7_2) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0 + 2ull), (i_l1 + 2ull), (i_l2 + 2ull), (i_l3 + 2ull), (i_l4 + 2ull), (i_l5 + 2ull), (i_l6 + 2ull), (i_l7 + 2ull))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec_1, (i_l0 + 2ull), (i_l1 + 2ull), (i_l2 + 2ull), (i_l3 + 2ull), (i_l4 + 2ull), (i_l5 + 2ull), (i_l6 + 2ull), (i_l7 + 2ull));
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l0_3 = u_fc_vec_1[0];
        }
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l1_3 = u_fc_vec_1[1];
        }
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l2_3 = u_fc_vec_1[2];
        }
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l3_3 = u_fc_vec_1[3];
        }
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l4_3 = u_fc_vec_1[4];
        }
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l5_3 = u_fc_vec_1[5];
        }
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l6_3 = u_fc_vec_1[6];
        }
        {
#line 62 "cases/offsets.rs"
            u_fc_sv_l7_3 = u_fc_vec_1[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l0_3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l1_3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l2_3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l3_3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l4_3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l5_3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l6_3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l7_3;
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l0_4 = *fc::defer_ptr(x, i_l0 + 2ull, x_len, u_fc_pending_l0, 2032128u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l1_4 = *fc::defer_ptr(x, i_l1 + 2ull, x_len, u_fc_pending_l1, 2032128u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l2_4 = *fc::defer_ptr(x, i_l2 + 2ull, x_len, u_fc_pending_l2, 2032128u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l3_4 = *fc::defer_ptr(x, i_l3 + 2ull, x_len, u_fc_pending_l3, 2032128u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l4_4 = *fc::defer_ptr(x, i_l4 + 2ull, x_len, u_fc_pending_l4, 2032128u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l5_4 = *fc::defer_ptr(x, i_l5 + 2ull, x_len, u_fc_pending_l5, 2032128u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l6_4 = *fc::defer_ptr(x, i_l6 + 2ull, x_len, u_fc_pending_l6, 2032128u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7_2) {
#line 62 "cases/offsets.rs"
            u_fc_sv_l7_4 = *fc::defer_ptr(x, i_l7 + 2ull, x_len, u_fc_pending_l7, 2032128u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l0_4;
        }
        if (u_fc_alive_l1 && u_fc_c_l1_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l1_4;
        }
        if (u_fc_alive_l2 && u_fc_c_l2_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l2_4;
        }
        if (u_fc_alive_l3 && u_fc_c_l3_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l3_4;
        }
        if (u_fc_alive_l4 && u_fc_c_l4_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l4_4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l5_4;
        }
        if (u_fc_alive_l6 && u_fc_c_l6_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l6_4;
        }
        if (u_fc_alive_l7 && u_fc_c_l7_2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 62 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(2ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(62, 9))] = u_fc_sv_l7_4;
        }
    }
    bool u_fc_c_l0_3 = false;
    bool u_fc_c_l1_3 = false;
    bool u_fc_c_l2_3 = false;
    bool u_fc_c_l3_3 = false;
    bool u_fc_c_l4_3 = false;
    bool u_fc_c_l5_3 = false;
    bool u_fc_c_l6_3 = false;
    bool u_fc_c_l7_3 = false;
    if (u_fc_alive_l0) {
#line 64 "cases/offsets.rs"
        u_fc_c_l0_3 = i_l0 + 3ull <= y_len;
    }
    if (u_fc_alive_l1) {
#line 64 "cases/offsets.rs"
        u_fc_c_l1_3 = i_l1 + 3ull <= y_len;
    }
    if (u_fc_alive_l2) {
#line 64 "cases/offsets.rs"
        u_fc_c_l2_3 = i_l2 + 3ull <= y_len;
    }
    if (u_fc_alive_l3) {
#line 64 "cases/offsets.rs"
        u_fc_c_l3_3 = i_l3 + 3ull <= y_len;
    }
    if (u_fc_alive_l4) {
#line 64 "cases/offsets.rs"
        u_fc_c_l4_3 = i_l4 + 3ull <= y_len;
    }
    if (u_fc_alive_l5) {
#line 64 "cases/offsets.rs"
        u_fc_c_l5_3 = i_l5 + 3ull <= y_len;
    }
    if (u_fc_alive_l6) {
#line 64 "cases/offsets.rs"
        u_fc_c_l6_3 = i_l6 + 3ull <= y_len;
    }
    if (u_fc_alive_l7) {
#line 64 "cases/offsets.rs"
        u_fc_c_l7_3 = i_l7 + 3ull <= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l0, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l1 && u_fc_c_l1_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l1, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l2 && u_fc_c_l2_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l2, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l3 && u_fc_c_l3_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l3, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l4 && u_fc_c_l4_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l4, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l5 && u_fc_c_l5_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l5, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l6 && u_fc_c_l6_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l6, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l7 && u_fc_c_l7_3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 65 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        (void)(fc::vstore<4ull, 1>(&(y)[0], y_len, i_l7, fc::array<float, 4>{{1.0f, 2.0f, 3.0f, 4.0f}}, FC_SITE(65, 11)));
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
    }
}
#endif
#endif

#if FC_ASSUMED
#line 73 "cases/offsets.rs"
extern "C" __global__ void blur(const float* __restrict__ src, fc::dims<2> src_d, float* __restrict__ dst, fc::dims<2> dst_d) {
    fc::grid_dependency();
    fc::unit_inner(src_d);
    fc::unit_inner(dst_d);
#line 74 "cases/offsets.rs"
    unsigned long long x = fc::grid_1();
    unsigned long long y = fc::grid_y();
#line 75 "cases/offsets.rs"
    fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
    unsigned long long h = fc_v.f0;
    unsigned long long w = fc_v.f1;
#line 76 "cases/offsets.rs"
    if (y < h && x < w) {
#line 77 "cases/offsets.rs"
        float acc = 0.0f;
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy = 0ull; dy < 3ull; ++dy) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx = 0ull; dx < 3ull; ++dx) {
#line 80 "cases/offsets.rs"
                unsigned long long yy = fc::min(fc::max((y + dy), 1ull), h) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx = fc::min(fc::saturating_sub((x + dx), 1ull), (w - 1ull));
#line 82 "cases/offsets.rs"
                acc += src[fc::nd_off(src_d, {yy, xx})];
            }
        }
#line 85 "cases/offsets.rs"
        dst[fc::nd_off(dst_d, {y, x})] = acc / 9.0f + src[fc::nd_off(src_d, {fc::min(y, (h - 1ull)), fc::clamp((x + 1ull), 1ull, w, FC_SITE(85, 62)) - 1ull})];
    }
}
#if FC_LANES_TWIN
#line 73 "cases/offsets.rs"
extern "C" __global__ void blur_lanes(const float* __restrict__ src, fc::dims<2> src_d, float* __restrict__ dst, fc::dims<2> dst_d, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(src_d);
    fc::unit_inner(dst_d);
    unsigned long long x_l0;
    unsigned long long y_l0;
    unsigned long long x_l1;
    unsigned long long y_l1;
    unsigned long long x_l2;
    unsigned long long y_l2;
    unsigned long long x_l3;
    unsigned long long y_l3;
    unsigned long long h_l0;
    unsigned long long w_l0;
    unsigned long long h_l1;
    unsigned long long w_l1;
    unsigned long long h_l2;
    unsigned long long w_l2;
    unsigned long long h_l3;
    unsigned long long w_l3;
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 74 "cases/offsets.rs"
        x_l0 = fc::lane_grid_1(u_fc_bx_l0);
        y_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 74 "cases/offsets.rs"
        x_l1 = fc::lane_grid_1(u_fc_bx_l1);
        y_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 74 "cases/offsets.rs"
        x_l2 = fc::lane_grid_1(u_fc_bx_l2);
        y_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 74 "cases/offsets.rs"
        x_l3 = fc::lane_grid_1(u_fc_bx_l3);
        y_l3 = fc::grid_y();
    }
    if (u_fc_alive_l0) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l0 = fc_v.f0;
        w_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_1 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l1 = fc_v_1.f0;
        w_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_2 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l2 = fc_v_2.f0;
        w_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_3 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l3 = fc_v_3.f0;
        w_l3 = fc_v_3.f1;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 76 "cases/offsets.rs"
        u_fc_c_l0 = y_l0 < h_l0 && x_l0 < w_l0;
    }
    if (u_fc_alive_l1) {
#line 76 "cases/offsets.rs"
        u_fc_c_l1 = y_l1 < h_l1 && x_l1 < w_l1;
    }
    if (u_fc_alive_l2) {
#line 76 "cases/offsets.rs"
        u_fc_c_l2 = y_l2 < h_l2 && x_l2 < w_l2;
    }
    if (u_fc_alive_l3) {
#line 76 "cases/offsets.rs"
        u_fc_c_l3 = y_l3 < h_l3 && x_l3 < w_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 77 "cases/offsets.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 77 "cases/offsets.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 77 "cases/offsets.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 77 "cases/offsets.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l0 = 0ull; dy_l0 < 3ull; ++dy_l0) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l0 = 0ull; dx_l0 < 3ull; ++dx_l0) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l0 = fc::min(fc::max((y_l0 + dy_l0), 1ull), h_l0) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l0 = fc::min(fc::saturating_sub((x_l0 + dx_l0), 1ull), (w_l0 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l0 += src[fc::nd_off(src_d, {yy_l0, xx_l0})];
            }
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l1 = 0ull; dy_l1 < 3ull; ++dy_l1) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l1 = 0ull; dx_l1 < 3ull; ++dx_l1) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l1 = fc::min(fc::max((y_l1 + dy_l1), 1ull), h_l1) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l1 = fc::min(fc::saturating_sub((x_l1 + dx_l1), 1ull), (w_l1 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l1 += src[fc::nd_off(src_d, {yy_l1, xx_l1})];
            }
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l2 = 0ull; dy_l2 < 3ull; ++dy_l2) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l2 = 0ull; dx_l2 < 3ull; ++dx_l2) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l2 = fc::min(fc::max((y_l2 + dy_l2), 1ull), h_l2) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l2 = fc::min(fc::saturating_sub((x_l2 + dx_l2), 1ull), (w_l2 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l2 += src[fc::nd_off(src_d, {yy_l2, xx_l2})];
            }
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l3 = 0ull; dy_l3 < 3ull; ++dy_l3) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l3 = 0ull; dx_l3 < 3ull; ++dx_l3) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l3 = fc::min(fc::max((y_l3 + dy_l3), 1ull), h_l3) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l3 = fc::min(fc::saturating_sub((x_l3 + dx_l3), 1ull), (w_l3 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l3 += src[fc::nd_off(src_d, {yy_l3, xx_l3})];
            }
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 85 "cases/offsets.rs"
        u_fc_sv_l0 = acc_l0 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l0, (h_l0 - 1ull)), fc::clamp((x_l0 + 1ull), 1ull, w_l0, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 85 "cases/offsets.rs"
        u_fc_sv_l1 = acc_l1 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l1, (h_l1 - 1ull)), fc::clamp((x_l1 + 1ull), 1ull, w_l1, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 85 "cases/offsets.rs"
        u_fc_sv_l2 = acc_l2 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l2, (h_l2 - 1ull)), fc::clamp((x_l2 + 1ull), 1ull, w_l2, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 85 "cases/offsets.rs"
        u_fc_sv_l3 = acc_l3 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l3, (h_l3 - 1ull)), fc::clamp((x_l3 + 1ull), 1ull, w_l3, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 85 "cases/offsets.rs"
        dst[fc::nd_off(dst_d, {y_l0, x_l0})] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 85 "cases/offsets.rs"
        dst[fc::nd_off(dst_d, {y_l1, x_l1})] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 85 "cases/offsets.rs"
        dst[fc::nd_off(dst_d, {y_l2, x_l2})] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 85 "cases/offsets.rs"
        dst[fc::nd_off(dst_d, {y_l3, x_l3})] = u_fc_sv_l3;
    }
}
#endif
#else
#define FC_LEN_OF_blur(w) (0ull)
#line 73 "cases/offsets.rs"
extern "C" __global__ void blur(const float* __restrict__ src, fc::dims<2> src_d, float* __restrict__ dst, fc::dims<2> dst_d) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::unit_inner(src_d);
    fc::unit_inner(dst_d);
#line 74 "cases/offsets.rs"
    unsigned long long x = fc::grid_1();
    unsigned long long y = fc::grid_y();
#line 75 "cases/offsets.rs"
    fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
    unsigned long long h = fc_v.f0;
    unsigned long long w = fc_v.f1;
#line 76 "cases/offsets.rs"
    if (y < h && x < w) {
#line 77 "cases/offsets.rs"
        float acc = 0.0f;
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy = 0ull; dy < 3ull; ++dy) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx = 0ull; dx < 3ull; ++dx) {
#line 80 "cases/offsets.rs"
                unsigned long long yy = fc::min(fc::max((y + dy), 1ull), h) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx = fc::min(fc::saturating_sub((x + dx), 1ull), (w - 1ull));
#line 82 "cases/offsets.rs"
                acc += src[fc::nd_off(src_d, {yy, xx})];
            }
        }
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_blur);
        float fc_v_1 = acc / 9.0f + src[fc::nd_off(src_d, {fc::min(y, (h - 1ull)), fc::clamp((x + 1ull), 1ull, w, FC_SITE(85, 62)) - 1ull})];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_blur);
        dst[fc::nd_check_p(dst_d, {y, x}, u_fc_pending, FC_LEN_OF_blur(u_fc_pending.site & 31u), FC_SITE(85, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_blur);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_blur_lanes(w) (0ull)
#line 73 "cases/offsets.rs"
extern "C" __global__ void blur_lanes(const float* __restrict__ src, fc::dims<2> src_d, float* __restrict__ dst, fc::dims<2> dst_d, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(src_d);
    fc::unit_inner(dst_d);
    unsigned long long x_l0;
    unsigned long long y_l0;
    unsigned long long x_l1;
    unsigned long long y_l1;
    unsigned long long x_l2;
    unsigned long long y_l2;
    unsigned long long x_l3;
    unsigned long long y_l3;
    unsigned long long h_l0;
    unsigned long long w_l0;
    unsigned long long h_l1;
    unsigned long long w_l1;
    unsigned long long h_l2;
    unsigned long long w_l2;
    unsigned long long h_l3;
    unsigned long long w_l3;
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 74 "cases/offsets.rs"
        x_l0 = fc::lane_grid_1(u_fc_bx_l0);
        y_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 74 "cases/offsets.rs"
        x_l1 = fc::lane_grid_1(u_fc_bx_l1);
        y_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 74 "cases/offsets.rs"
        x_l2 = fc::lane_grid_1(u_fc_bx_l2);
        y_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 74 "cases/offsets.rs"
        x_l3 = fc::lane_grid_1(u_fc_bx_l3);
        y_l3 = fc::grid_y();
    }
    if (u_fc_alive_l0) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l0 = fc_v.f0;
        w_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_1 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l1 = fc_v_1.f0;
        w_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_2 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l2 = fc_v_2.f0;
        w_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3) {
#line 75 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_3 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l3 = fc_v_3.f0;
        w_l3 = fc_v_3.f1;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 76 "cases/offsets.rs"
        u_fc_c_l0 = y_l0 < h_l0 && x_l0 < w_l0;
    }
    if (u_fc_alive_l1) {
#line 76 "cases/offsets.rs"
        u_fc_c_l1 = y_l1 < h_l1 && x_l1 < w_l1;
    }
    if (u_fc_alive_l2) {
#line 76 "cases/offsets.rs"
        u_fc_c_l2 = y_l2 < h_l2 && x_l2 < w_l2;
    }
    if (u_fc_alive_l3) {
#line 76 "cases/offsets.rs"
        u_fc_c_l3 = y_l3 < h_l3 && x_l3 < w_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 77 "cases/offsets.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 77 "cases/offsets.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 77 "cases/offsets.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 77 "cases/offsets.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l0 = 0ull; dy_l0 < 3ull; ++dy_l0) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l0 = 0ull; dx_l0 < 3ull; ++dx_l0) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l0 = fc::min(fc::max((y_l0 + dy_l0), 1ull), h_l0) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l0 = fc::min(fc::saturating_sub((x_l0 + dx_l0), 1ull), (w_l0 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l0 += src[fc::nd_off(src_d, {yy_l0, xx_l0})];
            }
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l1 = 0ull; dy_l1 < 3ull; ++dy_l1) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l1 = 0ull; dx_l1 < 3ull; ++dx_l1) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l1 = fc::min(fc::max((y_l1 + dy_l1), 1ull), h_l1) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l1 = fc::min(fc::saturating_sub((x_l1 + dx_l1), 1ull), (w_l1 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l1 += src[fc::nd_off(src_d, {yy_l1, xx_l1})];
            }
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l2 = 0ull; dy_l2 < 3ull; ++dy_l2) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l2 = 0ull; dx_l2 < 3ull; ++dx_l2) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l2 = fc::min(fc::max((y_l2 + dy_l2), 1ull), h_l2) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l2 = fc::min(fc::saturating_sub((x_l2 + dx_l2), 1ull), (w_l2 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l2 += src[fc::nd_off(src_d, {yy_l2, xx_l2})];
            }
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 78 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long dy_l3 = 0ull; dy_l3 < 3ull; ++dy_l3) {
#line 79 "cases/offsets.rs"
            #pragma unroll
            for (unsigned long long dx_l3 = 0ull; dx_l3 < 3ull; ++dx_l3) {
#line 80 "cases/offsets.rs"
                unsigned long long yy_l3 = fc::min(fc::max((y_l3 + dy_l3), 1ull), h_l3) - 1ull;
#line 81 "cases/offsets.rs"
                unsigned long long xx_l3 = fc::min(fc::saturating_sub((x_l3 + dx_l3), 1ull), (w_l3 - 1ull));
#line 82 "cases/offsets.rs"
                acc_l3 += src[fc::nd_off(src_d, {yy_l3, xx_l3})];
            }
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_blur_lanes);
        u_fc_sv_l0 = acc_l0 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l0, (h_l0 - 1ull)), fc::clamp((x_l0 + 1ull), 1ull, w_l0, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_blur_lanes);
        u_fc_sv_l1 = acc_l1 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l1, (h_l1 - 1ull)), fc::clamp((x_l1 + 1ull), 1ull, w_l1, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_blur_lanes);
        u_fc_sv_l2 = acc_l2 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l2, (h_l2 - 1ull)), fc::clamp((x_l2 + 1ull), 1ull, w_l2, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_blur_lanes);
        u_fc_sv_l3 = acc_l3 / 9.0f + src[fc::nd_off(src_d, {fc::min(y_l3, (h_l3 - 1ull)), fc::clamp((x_l3 + 1ull), 1ull, w_l3, FC_SITE(85, 62)) - 1ull})];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_blur_lanes);
        dst[fc::nd_check_p(dst_d, {y_l0, x_l0}, u_fc_pending_l0, FC_LEN_OF_blur_lanes(u_fc_pending_l0.site & 31u), FC_SITE(85, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_blur_lanes);
        dst[fc::nd_check_p(dst_d, {y_l1, x_l1}, u_fc_pending_l1, FC_LEN_OF_blur_lanes(u_fc_pending_l1.site & 31u), FC_SITE(85, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_blur_lanes);
        dst[fc::nd_check_p(dst_d, {y_l2, x_l2}, u_fc_pending_l2, FC_LEN_OF_blur_lanes(u_fc_pending_l2.site & 31u), FC_SITE(85, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 85 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_blur_lanes);
        dst[fc::nd_check_p(dst_d, {y_l3, x_l3}, u_fc_pending_l3, FC_LEN_OF_blur_lanes(u_fc_pending_l3.site & 31u), FC_SITE(85, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_blur_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_blur_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_blur_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_blur_lanes);
    }
}
#endif
#endif

#define FC_LEN_OF_clamps_near(w) ((w) == 0 ? fc::shape_of(src_d) : fc::shape_of(0ull))
#line 92 "cases/offsets.rs"
extern "C" __global__ void clamps_near(const float* __restrict__ src, fc::dims<2> src_d, float* __restrict__ dst, unsigned long long dst_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::unit_inner(src_d);
#line 93 "cases/offsets.rs"
    unsigned long long x = fc::grid_1();
    unsigned long long y = fc::grid_y();
#line 94 "cases/offsets.rs"
    fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
    unsigned long long h = fc_v.f0;
    unsigned long long w = fc_v.f1;
#line 95 "cases/offsets.rs"
    if (y < h) {
#line 96 "cases/offsets.rs"
        float fc_v_1 = *fc::defer_nd(src, src_d, {fc::min(y, h), 0ull}, u_fc_pending, 3146304u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_clamps_near);
        dst[fc::check_index_p(0ull, dst_len, u_fc_pending, FC_LEN_OF_clamps_near(u_fc_pending.site & 31u), FC_SITE(96, 9))] = fc_v_1;
#line 97 "cases/offsets.rs"
        float fc_v_2 = *fc::defer_nd(src, src_d, {fc::min(y, (h - 1ull)), fc::min(x, h) - 1ull}, u_fc_pending, 3179072u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_clamps_near);
        dst[fc::check_index_p(1ull, dst_len, u_fc_pending, FC_LEN_OF_clamps_near(u_fc_pending.site & 31u), FC_SITE(97, 9))] = fc_v_2;
    }
#line 99 "cases/offsets.rs"
    float fc_v_3 = *fc::defer_nd(src, src_d, {0ull, fc::min(x, (w - 1ull))}, u_fc_pending, 3244480u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_clamps_near);
    dst[fc::check_index_p(2ull, dst_len, u_fc_pending, FC_LEN_OF_clamps_near(u_fc_pending.site & 31u), FC_SITE(99, 5))] = fc_v_3;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_clamps_near);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_clamps_near_lanes(w) ((w) == 0 ? fc::shape_of(src_d) : fc::shape_of(0ull))
#line 92 "cases/offsets.rs"
extern "C" __global__ void clamps_near_lanes(const float* __restrict__ src, fc::dims<2> src_d, float* __restrict__ dst, unsigned long long dst_len, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(src_d);
    unsigned long long x_l0;
    unsigned long long y_l0;
    unsigned long long x_l1;
    unsigned long long y_l1;
    unsigned long long x_l2;
    unsigned long long y_l2;
    unsigned long long x_l3;
    unsigned long long y_l3;
    unsigned long long h_l0;
    unsigned long long w_l0;
    unsigned long long h_l1;
    unsigned long long w_l1;
    unsigned long long h_l2;
    unsigned long long w_l2;
    unsigned long long h_l3;
    unsigned long long w_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l0_1;
    float u_fc_sv_l1_1;
    float u_fc_sv_l2_1;
    float u_fc_sv_l3_1;
    float u_fc_sv_l0_2;
    float u_fc_sv_l1_2;
    float u_fc_sv_l2_2;
    float u_fc_sv_l3_2;
    if (u_fc_alive_l0) {
#line 93 "cases/offsets.rs"
        x_l0 = fc::lane_grid_1(u_fc_bx_l0);
        y_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 93 "cases/offsets.rs"
        x_l1 = fc::lane_grid_1(u_fc_bx_l1);
        y_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 93 "cases/offsets.rs"
        x_l2 = fc::lane_grid_1(u_fc_bx_l2);
        y_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 93 "cases/offsets.rs"
        x_l3 = fc::lane_grid_1(u_fc_bx_l3);
        y_l3 = fc::grid_y();
    }
    if (u_fc_alive_l0) {
#line 94 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l0 = fc_v.f0;
        w_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1) {
#line 94 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_1 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l1 = fc_v_1.f0;
        w_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2) {
#line 94 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_2 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l2 = fc_v_2.f0;
        w_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3) {
#line 94 "cases/offsets.rs"
        fc::tup2<unsigned long long, unsigned long long> fc_v_3 = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)src_d.n[0], (unsigned long long)src_d.n[1]};
        h_l3 = fc_v_3.f0;
        w_l3 = fc_v_3.f1;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 95 "cases/offsets.rs"
        u_fc_c_l0 = y_l0 < h_l0;
    }
    if (u_fc_alive_l1) {
#line 95 "cases/offsets.rs"
        u_fc_c_l1 = y_l1 < h_l1;
    }
    if (u_fc_alive_l2) {
#line 95 "cases/offsets.rs"
        u_fc_c_l2 = y_l2 < h_l2;
    }
    if (u_fc_alive_l3) {
#line 95 "cases/offsets.rs"
        u_fc_c_l3 = y_l3 < h_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 96 "cases/offsets.rs"
        u_fc_sv_l0 = *fc::defer_nd(src, src_d, {fc::min(y_l0, h_l0), 0ull}, u_fc_pending_l0, 3146304u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 96 "cases/offsets.rs"
        u_fc_sv_l1 = *fc::defer_nd(src, src_d, {fc::min(y_l1, h_l1), 0ull}, u_fc_pending_l1, 3146304u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 96 "cases/offsets.rs"
        u_fc_sv_l2 = *fc::defer_nd(src, src_d, {fc::min(y_l2, h_l2), 0ull}, u_fc_pending_l2, 3146304u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 96 "cases/offsets.rs"
        u_fc_sv_l3 = *fc::defer_nd(src, src_d, {fc::min(y_l3, h_l3), 0ull}, u_fc_pending_l3, 3146304u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 96 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(0ull, dst_len, u_fc_pending_l0, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(96, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 96 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(0ull, dst_len, u_fc_pending_l1, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(96, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 96 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(0ull, dst_len, u_fc_pending_l2, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(96, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 96 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(0ull, dst_len, u_fc_pending_l3, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(96, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 97 "cases/offsets.rs"
        u_fc_sv_l0_1 = *fc::defer_nd(src, src_d, {fc::min(y_l0, (h_l0 - 1ull)), fc::min(x_l0, h_l0) - 1ull}, u_fc_pending_l0, 3179072u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 97 "cases/offsets.rs"
        u_fc_sv_l1_1 = *fc::defer_nd(src, src_d, {fc::min(y_l1, (h_l1 - 1ull)), fc::min(x_l1, h_l1) - 1ull}, u_fc_pending_l1, 3179072u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 97 "cases/offsets.rs"
        u_fc_sv_l2_1 = *fc::defer_nd(src, src_d, {fc::min(y_l2, (h_l2 - 1ull)), fc::min(x_l2, h_l2) - 1ull}, u_fc_pending_l2, 3179072u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 97 "cases/offsets.rs"
        u_fc_sv_l3_1 = *fc::defer_nd(src, src_d, {fc::min(y_l3, (h_l3 - 1ull)), fc::min(x_l3, h_l3) - 1ull}, u_fc_pending_l3, 3179072u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 97 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(1ull, dst_len, u_fc_pending_l0, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(97, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 97 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(1ull, dst_len, u_fc_pending_l1, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(97, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 97 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(1ull, dst_len, u_fc_pending_l2, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(97, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 97 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(1ull, dst_len, u_fc_pending_l3, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(97, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
#line 99 "cases/offsets.rs"
        u_fc_sv_l0_2 = *fc::defer_nd(src, src_d, {0ull, fc::min(x_l0, (w_l0 - 1ull))}, u_fc_pending_l0, 3244480u);
    }
    if (u_fc_alive_l1) {
#line 99 "cases/offsets.rs"
        u_fc_sv_l1_2 = *fc::defer_nd(src, src_d, {0ull, fc::min(x_l1, (w_l1 - 1ull))}, u_fc_pending_l1, 3244480u);
    }
    if (u_fc_alive_l2) {
#line 99 "cases/offsets.rs"
        u_fc_sv_l2_2 = *fc::defer_nd(src, src_d, {0ull, fc::min(x_l2, (w_l2 - 1ull))}, u_fc_pending_l2, 3244480u);
    }
    if (u_fc_alive_l3) {
#line 99 "cases/offsets.rs"
        u_fc_sv_l3_2 = *fc::defer_nd(src, src_d, {0ull, fc::min(x_l3, (w_l3 - 1ull))}, u_fc_pending_l3, 3244480u);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 99 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(2ull, dst_len, u_fc_pending_l0, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(99, 5))] = u_fc_sv_l0_2;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 99 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(2ull, dst_len, u_fc_pending_l1, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(99, 5))] = u_fc_sv_l1_2;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 99 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(2ull, dst_len, u_fc_pending_l2, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(99, 5))] = u_fc_sv_l2_2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 99 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_clamps_near_lanes);
        dst[fc::check_index_p(2ull, dst_len, u_fc_pending_l3, FC_LEN_OF_clamps_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(99, 5))] = u_fc_sv_l3_2;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_clamps_near_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_clamps_near_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_clamps_near_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_clamps_near_lanes);
    }
}
#endif

#if FC_ASSUMED
#define FC_LEN_OF_wrapped(w) (0ull)
#line 106 "cases/offsets.rs"
extern "C" __global__ void wrapped(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 107 "cases/offsets.rs"
    unsigned long long i = fc::grid_1();
#line 108 "cases/offsets.rs"
    unsigned long long n = x_len;
#line 109 "cases/offsets.rs"
    if (i < y_len) {
#line 110 "cases/offsets.rs"
        float s = 0.0f;
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k = 0ull; k < 4ull; ++k) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
            s += x[fc::rem(i + k, x_len, FC_SITE(112, 20))];
        }
#line 114 "cases/offsets.rs"
        unsigned long long j = i * 7ull;
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
        float fc_v = s + x[fc::rem(j, n, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j, n + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending, FC_LEN_OF_wrapped(u_fc_pending.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j, y_len, FC_SITE(115, 50))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
        y[i] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_wrapped_lanes(w) (0ull)
#line 106 "cases/offsets.rs"
extern "C" __global__ void wrapped_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned long long n_l0;
    unsigned long long n_l1;
    unsigned long long n_l2;
    unsigned long long n_l3;
    float s_l0;
    float s_l1;
    float s_l2;
    float s_l3;
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 107 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 107 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 107 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 107 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    if (u_fc_alive_l0) {
#line 108 "cases/offsets.rs"
        n_l0 = x_len;
    }
    if (u_fc_alive_l1) {
#line 108 "cases/offsets.rs"
        n_l1 = x_len;
    }
    if (u_fc_alive_l2) {
#line 108 "cases/offsets.rs"
        n_l2 = x_len;
    }
    if (u_fc_alive_l3) {
#line 108 "cases/offsets.rs"
        n_l3 = x_len;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 109 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 109 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 109 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 109 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 110 "cases/offsets.rs"
        s_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 110 "cases/offsets.rs"
        s_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 110 "cases/offsets.rs"
        s_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 110 "cases/offsets.rs"
        s_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l0 = 0ull; k_l0 < 4ull; ++k_l0) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
            s_l0 += x[fc::rem(i_l0 + k_l0, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l1 = 0ull; k_l1 < 4ull; ++k_l1) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
            s_l1 += x[fc::rem(i_l1 + k_l1, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l2 = 0ull; k_l2 < 4ull; ++k_l2) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
            s_l2 += x[fc::rem(i_l2 + k_l2, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l3 = 0ull; k_l3 < 4ull; ++k_l3) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
            s_l3 += x[fc::rem(i_l3 + k_l3, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 114 "cases/offsets.rs"
        j_l0 = i_l0 * 7ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 114 "cases/offsets.rs"
        j_l1 = i_l1 * 7ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 114 "cases/offsets.rs"
        j_l2 = i_l2 * 7ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 114 "cases/offsets.rs"
        j_l3 = i_l3 * 7ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l0 = s_l0 + x[fc::rem(j_l0, n_l0, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l0, n_l0 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes(u_fc_pending_l0.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l0, y_len, FC_SITE(115, 50))];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l1 = s_l1 + x[fc::rem(j_l1, n_l1, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l1, n_l1 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes(u_fc_pending_l1.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l1, y_len, FC_SITE(115, 50))];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l2 = s_l2 + x[fc::rem(j_l2, n_l2, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l2, n_l2 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes(u_fc_pending_l2.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l2, y_len, FC_SITE(115, 50))];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l3 = s_l3 + x[fc::rem(j_l3, n_l3, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l3, n_l3 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes(u_fc_pending_l3.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l3, y_len, FC_SITE(115, 50))];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_wrapped_lanes_v(w) (0ull)
#line 106 "cases/offsets.rs"
extern "C" __global__ void wrapped_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned long long n_l0;
    unsigned long long n_l1;
    unsigned long long n_l2;
    unsigned long long n_l3;
    unsigned long long n_l4;
    unsigned long long n_l5;
    unsigned long long n_l6;
    unsigned long long n_l7;
    float s_l0;
    float s_l1;
    float s_l2;
    float s_l3;
    float s_l4;
    float s_l5;
    float s_l6;
    float s_l7;
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    unsigned long long j_l4;
    unsigned long long j_l5;
    unsigned long long j_l6;
    unsigned long long j_l7;
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
#line 107 "cases/offsets.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 107 "cases/offsets.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 107 "cases/offsets.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 107 "cases/offsets.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 107 "cases/offsets.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 107 "cases/offsets.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 107 "cases/offsets.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 107 "cases/offsets.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    if (u_fc_alive_l0) {
#line 108 "cases/offsets.rs"
        n_l0 = x_len;
    }
    if (u_fc_alive_l1) {
#line 108 "cases/offsets.rs"
        n_l1 = x_len;
    }
    if (u_fc_alive_l2) {
#line 108 "cases/offsets.rs"
        n_l2 = x_len;
    }
    if (u_fc_alive_l3) {
#line 108 "cases/offsets.rs"
        n_l3 = x_len;
    }
    if (u_fc_alive_l4) {
#line 108 "cases/offsets.rs"
        n_l4 = x_len;
    }
    if (u_fc_alive_l5) {
#line 108 "cases/offsets.rs"
        n_l5 = x_len;
    }
    if (u_fc_alive_l6) {
#line 108 "cases/offsets.rs"
        n_l6 = x_len;
    }
    if (u_fc_alive_l7) {
#line 108 "cases/offsets.rs"
        n_l7 = x_len;
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
#line 109 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 109 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 109 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 109 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 109 "cases/offsets.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 109 "cases/offsets.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 109 "cases/offsets.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 109 "cases/offsets.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 110 "cases/offsets.rs"
        s_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 110 "cases/offsets.rs"
        s_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 110 "cases/offsets.rs"
        s_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 110 "cases/offsets.rs"
        s_l3 = 0.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 110 "cases/offsets.rs"
        s_l4 = 0.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 110 "cases/offsets.rs"
        s_l5 = 0.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 110 "cases/offsets.rs"
        s_l6 = 0.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 110 "cases/offsets.rs"
        s_l7 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l0 = 0ull; k_l0 < 4ull; ++k_l0) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            s_l0 += x[fc::rem(i_l0 + k_l0, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l1 = 0ull; k_l1 < 4ull; ++k_l1) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            s_l1 += x[fc::rem(i_l1 + k_l1, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l2 = 0ull; k_l2 < 4ull; ++k_l2) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            s_l2 += x[fc::rem(i_l2 + k_l2, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l3 = 0ull; k_l3 < 4ull; ++k_l3) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            s_l3 += x[fc::rem(i_l3 + k_l3, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l4 = 0ull; k_l4 < 4ull; ++k_l4) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            s_l4 += x[fc::rem(i_l4 + k_l4, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l5 = 0ull; k_l5 < 4ull; ++k_l5) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            s_l5 += x[fc::rem(i_l5 + k_l5, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l6 = 0ull; k_l6 < 4ull; ++k_l6) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            s_l6 += x[fc::rem(i_l6 + k_l6, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l7 = 0ull; k_l7 < 4ull; ++k_l7) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            s_l7 += x[fc::rem(i_l7 + k_l7, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 114 "cases/offsets.rs"
        j_l0 = i_l0 * 7ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 114 "cases/offsets.rs"
        j_l1 = i_l1 * 7ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 114 "cases/offsets.rs"
        j_l2 = i_l2 * 7ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 114 "cases/offsets.rs"
        j_l3 = i_l3 * 7ull;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 114 "cases/offsets.rs"
        j_l4 = i_l4 * 7ull;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 114 "cases/offsets.rs"
        j_l5 = i_l5 * 7ull;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 114 "cases/offsets.rs"
        j_l6 = i_l6 * 7ull;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 114 "cases/offsets.rs"
        j_l7 = i_l7 * 7ull;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[0] = s_l0 + x[fc::rem(j_l0, n_l0, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l0, n_l0 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l0, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[1] = s_l1 + x[fc::rem(j_l1, n_l1, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l1, n_l1 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l1, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[2] = s_l2 + x[fc::rem(j_l2, n_l2, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l2, n_l2 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l2, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[3] = s_l3 + x[fc::rem(j_l3, n_l3, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l3, n_l3 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l3, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[4] = s_l4 + x[fc::rem(j_l4, n_l4, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l4, n_l4 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l4, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[5] = s_l5 + x[fc::rem(j_l5, n_l5, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l5, n_l5 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l5, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[6] = s_l6 + x[fc::rem(j_l6, n_l6, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l6, n_l6 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l6, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[7] = s_l7 + x[fc::rem(j_l7, n_l7, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l7, n_l7 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l7, y_len, FC_SITE(115, 50))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l0 = s_l0 + x[fc::rem(j_l0, n_l0, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l0, n_l0 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l0, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l1 = s_l1 + x[fc::rem(j_l1, n_l1, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l1, n_l1 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l1, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l2 = s_l2 + x[fc::rem(j_l2, n_l2, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l2, n_l2 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l2, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l3 = s_l3 + x[fc::rem(j_l3, n_l3, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l3, n_l3 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l3, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l4 = s_l4 + x[fc::rem(j_l4, n_l4, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l4, n_l4 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l4, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l5 = s_l5 + x[fc::rem(j_l5, n_l5, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l5, n_l5 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l5, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l6 = s_l6 + x[fc::rem(j_l6, n_l6, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l6, n_l6 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l6, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l7 = s_l7 + x[fc::rem(j_l7, n_l7, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l7, n_l7 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(115, 31))] + x[fc::rem(j_l7, y_len, FC_SITE(115, 50))];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
    }
}
#endif
#endif
#else
#define FC_LEN_OF_wrapped(w) (0ull)
#line 106 "cases/offsets.rs"
extern "C" __global__ void wrapped(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 107 "cases/offsets.rs"
    unsigned long long i = fc::grid_1();
#line 108 "cases/offsets.rs"
    unsigned long long n = x_len;
#line 109 "cases/offsets.rs"
    if (i < y_len) {
#line 110 "cases/offsets.rs"
        float s = 0.0f;
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k = 0ull; k < 4ull; ++k) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
            s += x[fc::rem(i + k, x_len, FC_SITE(112, 20))];
        }
#line 114 "cases/offsets.rs"
        unsigned long long j = i * 7ull;
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
        float fc_v = s + x[fc::rem(j, n, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j, n + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending, FC_LEN_OF_wrapped(u_fc_pending.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j, y_len, FC_SITE(115, 50)), x_len, u_fc_pending, FC_LEN_OF_wrapped(u_fc_pending.site & 31u), FC_SITE(115, 48))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
        y[i] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_wrapped);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_wrapped_lanes(w) (0ull)
#line 106 "cases/offsets.rs"
extern "C" __global__ void wrapped_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned long long n_l0;
    unsigned long long n_l1;
    unsigned long long n_l2;
    unsigned long long n_l3;
    float s_l0;
    float s_l1;
    float s_l2;
    float s_l3;
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 107 "cases/offsets.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 107 "cases/offsets.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 107 "cases/offsets.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 107 "cases/offsets.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    if (u_fc_alive_l0) {
#line 108 "cases/offsets.rs"
        n_l0 = x_len;
    }
    if (u_fc_alive_l1) {
#line 108 "cases/offsets.rs"
        n_l1 = x_len;
    }
    if (u_fc_alive_l2) {
#line 108 "cases/offsets.rs"
        n_l2 = x_len;
    }
    if (u_fc_alive_l3) {
#line 108 "cases/offsets.rs"
        n_l3 = x_len;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 109 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 109 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 109 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 109 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 110 "cases/offsets.rs"
        s_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 110 "cases/offsets.rs"
        s_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 110 "cases/offsets.rs"
        s_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 110 "cases/offsets.rs"
        s_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l0 = 0ull; k_l0 < 4ull; ++k_l0) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
            s_l0 += x[fc::rem(i_l0 + k_l0, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l1 = 0ull; k_l1 < 4ull; ++k_l1) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
            s_l1 += x[fc::rem(i_l1 + k_l1, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l2 = 0ull; k_l2 < 4ull; ++k_l2) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
            s_l2 += x[fc::rem(i_l2 + k_l2, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l3 = 0ull; k_l3 < 4ull; ++k_l3) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
            s_l3 += x[fc::rem(i_l3 + k_l3, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 114 "cases/offsets.rs"
        j_l0 = i_l0 * 7ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 114 "cases/offsets.rs"
        j_l1 = i_l1 * 7ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 114 "cases/offsets.rs"
        j_l2 = i_l2 * 7ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 114 "cases/offsets.rs"
        j_l3 = i_l3 * 7ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l0 = s_l0 + x[fc::rem(j_l0, n_l0, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l0, n_l0 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes(u_fc_pending_l0.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l0, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes(u_fc_pending_l0.site & 31u), FC_SITE(115, 48))];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l1 = s_l1 + x[fc::rem(j_l1, n_l1, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l1, n_l1 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes(u_fc_pending_l1.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l1, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes(u_fc_pending_l1.site & 31u), FC_SITE(115, 48))];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l2 = s_l2 + x[fc::rem(j_l2, n_l2, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l2, n_l2 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes(u_fc_pending_l2.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l2, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes(u_fc_pending_l2.site & 31u), FC_SITE(115, 48))];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
        u_fc_sv_l3 = s_l3 + x[fc::rem(j_l3, n_l3, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l3, n_l3 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes(u_fc_pending_l3.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l3, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes(u_fc_pending_l3.site & 31u), FC_SITE(115, 48))];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_wrapped_lanes_v(w) (0ull)
#line 106 "cases/offsets.rs"
extern "C" __global__ void wrapped_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned long long n_l0;
    unsigned long long n_l1;
    unsigned long long n_l2;
    unsigned long long n_l3;
    unsigned long long n_l4;
    unsigned long long n_l5;
    unsigned long long n_l6;
    unsigned long long n_l7;
    float s_l0;
    float s_l1;
    float s_l2;
    float s_l3;
    float s_l4;
    float s_l5;
    float s_l6;
    float s_l7;
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    unsigned long long j_l4;
    unsigned long long j_l5;
    unsigned long long j_l6;
    unsigned long long j_l7;
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
#line 107 "cases/offsets.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 107 "cases/offsets.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 107 "cases/offsets.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 107 "cases/offsets.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 107 "cases/offsets.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 107 "cases/offsets.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 107 "cases/offsets.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 107 "cases/offsets.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    if (u_fc_alive_l0) {
#line 108 "cases/offsets.rs"
        n_l0 = x_len;
    }
    if (u_fc_alive_l1) {
#line 108 "cases/offsets.rs"
        n_l1 = x_len;
    }
    if (u_fc_alive_l2) {
#line 108 "cases/offsets.rs"
        n_l2 = x_len;
    }
    if (u_fc_alive_l3) {
#line 108 "cases/offsets.rs"
        n_l3 = x_len;
    }
    if (u_fc_alive_l4) {
#line 108 "cases/offsets.rs"
        n_l4 = x_len;
    }
    if (u_fc_alive_l5) {
#line 108 "cases/offsets.rs"
        n_l5 = x_len;
    }
    if (u_fc_alive_l6) {
#line 108 "cases/offsets.rs"
        n_l6 = x_len;
    }
    if (u_fc_alive_l7) {
#line 108 "cases/offsets.rs"
        n_l7 = x_len;
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
#line 109 "cases/offsets.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 109 "cases/offsets.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 109 "cases/offsets.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 109 "cases/offsets.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 109 "cases/offsets.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 109 "cases/offsets.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 109 "cases/offsets.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 109 "cases/offsets.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 110 "cases/offsets.rs"
        s_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 110 "cases/offsets.rs"
        s_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 110 "cases/offsets.rs"
        s_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 110 "cases/offsets.rs"
        s_l3 = 0.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 110 "cases/offsets.rs"
        s_l4 = 0.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 110 "cases/offsets.rs"
        s_l5 = 0.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 110 "cases/offsets.rs"
        s_l6 = 0.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 110 "cases/offsets.rs"
        s_l7 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l0 = 0ull; k_l0 < 4ull; ++k_l0) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            s_l0 += x[fc::rem(i_l0 + k_l0, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l1 = 0ull; k_l1 < 4ull; ++k_l1) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            s_l1 += x[fc::rem(i_l1 + k_l1, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l2 = 0ull; k_l2 < 4ull; ++k_l2) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            s_l2 += x[fc::rem(i_l2 + k_l2, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l3 = 0ull; k_l3 < 4ull; ++k_l3) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            s_l3 += x[fc::rem(i_l3 + k_l3, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l4 = 0ull; k_l4 < 4ull; ++k_l4) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            s_l4 += x[fc::rem(i_l4 + k_l4, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l5 = 0ull; k_l5 < 4ull; ++k_l5) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            s_l5 += x[fc::rem(i_l5 + k_l5, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l6 = 0ull; k_l6 < 4ull; ++k_l6) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            s_l6 += x[fc::rem(i_l6 + k_l6, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 111 "cases/offsets.rs"
        #pragma unroll
        for (unsigned long long k_l7 = 0ull; k_l7 < 4ull; ++k_l7) {
#line 112 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            s_l7 += x[fc::rem(i_l7 + k_l7, x_len, FC_SITE(112, 20))];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 114 "cases/offsets.rs"
        j_l0 = i_l0 * 7ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 114 "cases/offsets.rs"
        j_l1 = i_l1 * 7ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 114 "cases/offsets.rs"
        j_l2 = i_l2 * 7ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 114 "cases/offsets.rs"
        j_l3 = i_l3 * 7ull;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 114 "cases/offsets.rs"
        j_l4 = i_l4 * 7ull;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 114 "cases/offsets.rs"
        j_l5 = i_l5 * 7ull;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 114 "cases/offsets.rs"
        j_l6 = i_l6 * 7ull;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 114 "cases/offsets.rs"
        j_l7 = i_l7 * 7ull;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[0] = s_l0 + x[fc::rem(j_l0, n_l0, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l0, n_l0 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l0, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[1] = s_l1 + x[fc::rem(j_l1, n_l1, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l1, n_l1 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l1, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[2] = s_l2 + x[fc::rem(j_l2, n_l2, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l2, n_l2 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l2, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[3] = s_l3 + x[fc::rem(j_l3, n_l3, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l3, n_l3 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l3, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[4] = s_l4 + x[fc::rem(j_l4, n_l4, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l4, n_l4 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l4, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[5] = s_l5 + x[fc::rem(j_l5, n_l5, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l5, n_l5 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l5, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[6] = s_l6 + x[fc::rem(j_l6, n_l6, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l6, n_l6 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l6, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv[7] = s_l7 + x[fc::rem(j_l7, n_l7, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l7, n_l7 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l7, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(115, 48))];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l0 = s_l0 + x[fc::rem(j_l0, n_l0, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l0, n_l0 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l0, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l1 = s_l1 + x[fc::rem(j_l1, n_l1, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l1, n_l1 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l1, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l2 = s_l2 + x[fc::rem(j_l2, n_l2, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l2, n_l2 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l2, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l3 = s_l3 + x[fc::rem(j_l3, n_l3, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l3, n_l3 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l3, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l4 = s_l4 + x[fc::rem(j_l4, n_l4, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l4, n_l4 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l4, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l5 = s_l5 + x[fc::rem(j_l5, n_l5, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l5, n_l5 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l5, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l6 = s_l6 + x[fc::rem(j_l6, n_l6, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l6, n_l6 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l6, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            u_fc_sv_l7 = s_l7 + x[fc::rem(j_l7, n_l7, FC_SITE(115, 22))] + x[fc::check_index_p(fc::rem(j_l7, n_l7 + 1ull, FC_SITE(115, 33)), x_len, u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(115, 31))] + x[fc::check_index_p(fc::rem(j_l7, y_len, FC_SITE(115, 50)), x_len, u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(115, 48))];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 115 "cases/offsets.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_wrapped_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_wrapped_lanes_v);
    }
}
#endif
#endif
#endif
