#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 4 "cases/basics.rs"
extern "C" __global__ void saxpy(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 5 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/basics.rs"
    if (i < y_len) {
#line 7 "cases/basics.rs"
        y[i] = a * x[i] + y[i];
    }
}
#if FC_LANES_TWIN
#line 4 "cases/basics.rs"
extern "C" __global__ void saxpy_lanes(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
#line 5 "cases/basics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/basics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/basics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/basics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/basics.rs"
        u_fc_sv_l0 = a * x[i_l0] + y[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/basics.rs"
        u_fc_sv_l1 = a * x[i_l1] + y[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/basics.rs"
        u_fc_sv_l2 = a * x[i_l2] + y[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/basics.rs"
        u_fc_sv_l3 = a * x[i_l3] + y[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/basics.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/basics.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/basics.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/basics.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 4 "cases/basics.rs"
extern "C" __global__ void saxpy_lanes_v(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
#line 5 "cases/basics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/basics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/basics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/basics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/basics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/basics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/basics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/basics.rs"
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
#line 6 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/basics.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/basics.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/basics.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/basics.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 7 "cases/basics.rs"
            u_fc_sv[0] = a * u_fc_vec[0] + u_fc_vec_1[0];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[1] = a * u_fc_vec[1] + u_fc_vec_1[1];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[2] = a * u_fc_vec[2] + u_fc_vec_1[2];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[3] = a * u_fc_vec[3] + u_fc_vec_1[3];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[4] = a * u_fc_vec[4] + u_fc_vec_1[4];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[5] = a * u_fc_vec[5] + u_fc_vec_1[5];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[6] = a * u_fc_vec[6] + u_fc_vec_1[6];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[7] = a * u_fc_vec[7] + u_fc_vec_1[7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/basics.rs"
            u_fc_sv_l0 = a * x[i_l0] + y[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/basics.rs"
            u_fc_sv_l1 = a * x[i_l1] + y[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/basics.rs"
            u_fc_sv_l2 = a * x[i_l2] + y[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/basics.rs"
            u_fc_sv_l3 = a * x[i_l3] + y[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/basics.rs"
            u_fc_sv_l4 = a * x[i_l4] + y[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/basics.rs"
            u_fc_sv_l5 = a * x[i_l5] + y[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/basics.rs"
            u_fc_sv_l6 = a * x[i_l6] + y[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/basics.rs"
            u_fc_sv_l7 = a * x[i_l7] + y[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/basics.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/basics.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/basics.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/basics.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/basics.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/basics.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/basics.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/basics.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_saxpy(w) ((w) == 0 ? x_len : 0ull)
#line 4 "cases/basics.rs"
extern "C" __global__ void saxpy(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/basics.rs"
    if (i < y_len) {
#line 7 "cases/basics.rs"
        float fc_v = a * *fc::defer_ptr(x, i, x_len, u_fc_pending, 230016u) + y[i];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_saxpy);
        y[i] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_saxpy);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_saxpy_lanes(w) ((w) == 0 ? x_len : 0ull)
#line 4 "cases/basics.rs"
extern "C" __global__ void saxpy_lanes(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
#line 5 "cases/basics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/basics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/basics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/basics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/basics.rs"
        u_fc_sv_l0 = a * *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 230016u) + y[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/basics.rs"
        u_fc_sv_l1 = a * *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 230016u) + y[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/basics.rs"
        u_fc_sv_l2 = a * *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 230016u) + y[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/basics.rs"
        u_fc_sv_l3 = a * *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 230016u) + y[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 7 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_saxpy_lanes);
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 7 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_saxpy_lanes);
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 7 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_saxpy_lanes);
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 7 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_saxpy_lanes);
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_saxpy_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_saxpy_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_saxpy_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_saxpy_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_saxpy_lanes_v(w) ((w) == 0 ? x_len : 0ull)
#line 4 "cases/basics.rs"
extern "C" __global__ void saxpy_lanes_v(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
#line 5 "cases/basics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/basics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/basics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/basics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/basics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/basics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/basics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/basics.rs"
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
#line 6 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/basics.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/basics.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/basics.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/basics.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 7 "cases/basics.rs"
            u_fc_sv[0] = a * u_fc_vec[0] + u_fc_vec_1[0];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[1] = a * u_fc_vec[1] + u_fc_vec_1[1];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[2] = a * u_fc_vec[2] + u_fc_vec_1[2];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[3] = a * u_fc_vec[3] + u_fc_vec_1[3];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[4] = a * u_fc_vec[4] + u_fc_vec_1[4];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[5] = a * u_fc_vec[5] + u_fc_vec_1[5];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[6] = a * u_fc_vec[6] + u_fc_vec_1[6];
        }
        {
#line 7 "cases/basics.rs"
            u_fc_sv[7] = a * u_fc_vec[7] + u_fc_vec_1[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_saxpy_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_saxpy_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_saxpy_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_saxpy_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_saxpy_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_saxpy_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_saxpy_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_saxpy_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/basics.rs"
            u_fc_sv_l0 = a * *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 230016u) + y[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/basics.rs"
            u_fc_sv_l1 = a * *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 230016u) + y[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/basics.rs"
            u_fc_sv_l2 = a * *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 230016u) + y[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/basics.rs"
            u_fc_sv_l3 = a * *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 230016u) + y[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/basics.rs"
            u_fc_sv_l4 = a * *fc::defer_ptr(x, i_l4, x_len, u_fc_pending_l4, 230016u) + y[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/basics.rs"
            u_fc_sv_l5 = a * *fc::defer_ptr(x, i_l5, x_len, u_fc_pending_l5, 230016u) + y[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/basics.rs"
            u_fc_sv_l6 = a * *fc::defer_ptr(x, i_l6, x_len, u_fc_pending_l6, 230016u) + y[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/basics.rs"
            u_fc_sv_l7 = a * *fc::defer_ptr(x, i_l7, x_len, u_fc_pending_l7, 230016u) + y[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_saxpy_lanes_v);
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_saxpy_lanes_v);
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_saxpy_lanes_v);
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_saxpy_lanes_v);
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_saxpy_lanes_v);
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_saxpy_lanes_v);
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_saxpy_lanes_v);
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 7 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_saxpy_lanes_v);
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_saxpy_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_saxpy_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_saxpy_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_saxpy_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_saxpy_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_saxpy_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_saxpy_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_saxpy_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 13 "cases/basics.rs"
extern "C" __global__ void literals(const float* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 14 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 15 "cases/basics.rs"
    if (i < x_len) {
#line 16 "cases/basics.rs"
        float acc = 0.0f;
#line 17 "cases/basics.rs"
        acc += x[i] * 2.5f + 1.0f;
#line 18 "cases/basics.rs"
        y[i] = (double)acc * 0.5 + 1e-300;
    }
}
#if FC_LANES_TWIN
#line 13 "cases/basics.rs"
extern "C" __global__ void literals_lanes(const float* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    double u_fc_sv_l0;
    double u_fc_sv_l1;
    double u_fc_sv_l2;
    double u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 14 "cases/basics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 14 "cases/basics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 14 "cases/basics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 14 "cases/basics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 15 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 15 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 15 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 15 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/basics.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/basics.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/basics.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/basics.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/basics.rs"
        acc_l0 += x[i_l0] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/basics.rs"
        acc_l1 += x[i_l1] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/basics.rs"
        acc_l2 += x[i_l2] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/basics.rs"
        acc_l3 += x[i_l3] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/basics.rs"
        u_fc_sv_l0 = (double)acc_l0 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/basics.rs"
        u_fc_sv_l1 = (double)acc_l1 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/basics.rs"
        u_fc_sv_l2 = (double)acc_l2 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/basics.rs"
        u_fc_sv_l3 = (double)acc_l3 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/basics.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/basics.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/basics.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/basics.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 13 "cases/basics.rs"
extern "C" __global__ void literals_lanes_v(const float* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<double>();
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
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float acc_l4;
    float acc_l5;
    float acc_l6;
    float acc_l7;
    __align__(16) double u_fc_sv[FC_VLANES];
    double u_fc_sv_l0;
    double u_fc_sv_l1;
    double u_fc_sv_l2;
    double u_fc_sv_l3;
    double u_fc_sv_l4;
    double u_fc_sv_l5;
    double u_fc_sv_l6;
    double u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 14 "cases/basics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 14 "cases/basics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 14 "cases/basics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 14 "cases/basics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 14 "cases/basics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 14 "cases/basics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 14 "cases/basics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 14 "cases/basics.rs"
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
#line 15 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 15 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 15 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 15 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 15 "cases/basics.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 15 "cases/basics.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 15 "cases/basics.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 15 "cases/basics.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/basics.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/basics.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/basics.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/basics.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 16 "cases/basics.rs"
        acc_l4 = 0.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 16 "cases/basics.rs"
        acc_l5 = 0.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 16 "cases/basics.rs"
        acc_l6 = 0.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 16 "cases/basics.rs"
        acc_l7 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/basics.rs"
        acc_l0 += x[i_l0] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/basics.rs"
        acc_l1 += x[i_l1] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/basics.rs"
        acc_l2 += x[i_l2] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/basics.rs"
        acc_l3 += x[i_l3] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 17 "cases/basics.rs"
        acc_l4 += x[i_l4] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 17 "cases/basics.rs"
        acc_l5 += x[i_l5] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 17 "cases/basics.rs"
        acc_l6 += x[i_l6] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 17 "cases/basics.rs"
        acc_l7 += x[i_l7] * 2.5f + 1.0f;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 18 "cases/basics.rs"
            u_fc_sv[0] = (double)acc_l0 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[1] = (double)acc_l1 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[2] = (double)acc_l2 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[3] = (double)acc_l3 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[4] = (double)acc_l4 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[5] = (double)acc_l5 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[6] = (double)acc_l6 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[7] = (double)acc_l7 * 0.5 + 1e-300;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/basics.rs"
            u_fc_sv_l0 = (double)acc_l0 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/basics.rs"
            u_fc_sv_l1 = (double)acc_l1 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/basics.rs"
            u_fc_sv_l2 = (double)acc_l2 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/basics.rs"
            u_fc_sv_l3 = (double)acc_l3 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 18 "cases/basics.rs"
            u_fc_sv_l4 = (double)acc_l4 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 18 "cases/basics.rs"
            u_fc_sv_l5 = (double)acc_l5 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 18 "cases/basics.rs"
            u_fc_sv_l6 = (double)acc_l6 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 18 "cases/basics.rs"
            u_fc_sv_l7 = (double)acc_l7 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/basics.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/basics.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/basics.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/basics.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 18 "cases/basics.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 18 "cases/basics.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 18 "cases/basics.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 18 "cases/basics.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_literals(w) (0ull)
#line 13 "cases/basics.rs"
extern "C" __global__ void literals(const float* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 14 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 15 "cases/basics.rs"
    if (i < x_len) {
#line 16 "cases/basics.rs"
        float acc = 0.0f;
#line 17 "cases/basics.rs"
        acc += x[i] * 2.5f + 1.0f;
#line 18 "cases/basics.rs"
        double fc_v = (double)acc * 0.5 + 1e-300;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_literals);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_literals(u_fc_pending.site & 31u), FC_SITE(18, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_literals);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_literals_lanes(w) (0ull)
#line 13 "cases/basics.rs"
extern "C" __global__ void literals_lanes(const float* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    double u_fc_sv_l0;
    double u_fc_sv_l1;
    double u_fc_sv_l2;
    double u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 14 "cases/basics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 14 "cases/basics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 14 "cases/basics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 14 "cases/basics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 15 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 15 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 15 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 15 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/basics.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/basics.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/basics.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/basics.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/basics.rs"
        acc_l0 += x[i_l0] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/basics.rs"
        acc_l1 += x[i_l1] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/basics.rs"
        acc_l2 += x[i_l2] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/basics.rs"
        acc_l3 += x[i_l3] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/basics.rs"
        u_fc_sv_l0 = (double)acc_l0 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/basics.rs"
        u_fc_sv_l1 = (double)acc_l1 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/basics.rs"
        u_fc_sv_l2 = (double)acc_l2 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/basics.rs"
        u_fc_sv_l3 = (double)acc_l3 * 0.5 + 1e-300;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 18 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_literals_lanes);
        y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_literals_lanes(u_fc_pending_l0.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 18 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_literals_lanes);
        y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_literals_lanes(u_fc_pending_l1.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 18 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_literals_lanes);
        y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_literals_lanes(u_fc_pending_l2.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 18 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_literals_lanes);
        y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_literals_lanes(u_fc_pending_l3.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_literals_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_literals_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_literals_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_literals_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_literals_lanes_v(w) (0ull)
#line 13 "cases/basics.rs"
extern "C" __global__ void literals_lanes_v(const float* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<double>();
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
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float acc_l4;
    float acc_l5;
    float acc_l6;
    float acc_l7;
    __align__(16) double u_fc_sv[FC_VLANES];
    double u_fc_sv_l0;
    double u_fc_sv_l1;
    double u_fc_sv_l2;
    double u_fc_sv_l3;
    double u_fc_sv_l4;
    double u_fc_sv_l5;
    double u_fc_sv_l6;
    double u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 14 "cases/basics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 14 "cases/basics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 14 "cases/basics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 14 "cases/basics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 14 "cases/basics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 14 "cases/basics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 14 "cases/basics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 14 "cases/basics.rs"
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
#line 15 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 15 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 15 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 15 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 15 "cases/basics.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 15 "cases/basics.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 15 "cases/basics.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 15 "cases/basics.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/basics.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/basics.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/basics.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/basics.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 16 "cases/basics.rs"
        acc_l4 = 0.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 16 "cases/basics.rs"
        acc_l5 = 0.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 16 "cases/basics.rs"
        acc_l6 = 0.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 16 "cases/basics.rs"
        acc_l7 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/basics.rs"
        acc_l0 += x[i_l0] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/basics.rs"
        acc_l1 += x[i_l1] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/basics.rs"
        acc_l2 += x[i_l2] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/basics.rs"
        acc_l3 += x[i_l3] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 17 "cases/basics.rs"
        acc_l4 += x[i_l4] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 17 "cases/basics.rs"
        acc_l5 += x[i_l5] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 17 "cases/basics.rs"
        acc_l6 += x[i_l6] * 2.5f + 1.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 17 "cases/basics.rs"
        acc_l7 += x[i_l7] * 2.5f + 1.0f;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 18 "cases/basics.rs"
            u_fc_sv[0] = (double)acc_l0 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[1] = (double)acc_l1 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[2] = (double)acc_l2 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[3] = (double)acc_l3 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[4] = (double)acc_l4 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[5] = (double)acc_l5 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[6] = (double)acc_l6 * 0.5 + 1e-300;
        }
        {
#line 18 "cases/basics.rs"
            u_fc_sv[7] = (double)acc_l7 * 0.5 + 1e-300;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_literals_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_literals_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_literals_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_literals_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_literals_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_literals_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_literals_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_literals_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/basics.rs"
            u_fc_sv_l0 = (double)acc_l0 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/basics.rs"
            u_fc_sv_l1 = (double)acc_l1 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/basics.rs"
            u_fc_sv_l2 = (double)acc_l2 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/basics.rs"
            u_fc_sv_l3 = (double)acc_l3 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 18 "cases/basics.rs"
            u_fc_sv_l4 = (double)acc_l4 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 18 "cases/basics.rs"
            u_fc_sv_l5 = (double)acc_l5 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 18 "cases/basics.rs"
            u_fc_sv_l6 = (double)acc_l6 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 18 "cases/basics.rs"
            u_fc_sv_l7 = (double)acc_l7 * 0.5 + 1e-300;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_literals_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_literals_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_literals_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_literals_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l4, y_len, u_fc_pending_l4, FC_LEN_OF_literals_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l5, y_len, u_fc_pending_l5, FC_LEN_OF_literals_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l6, y_len, u_fc_pending_l6, FC_LEN_OF_literals_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/basics.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_literals_lanes_v);
            y[fc::check_index_p(i_l7, y_len, u_fc_pending_l7, FC_LEN_OF_literals_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_literals_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_literals_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_literals_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_literals_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_literals_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_literals_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_literals_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_literals_lanes_v);
    }
}
#endif
#endif
#endif

#line 23 "cases/basics.rs"
extern "C" __global__ void add_unchecked(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
#line 24 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 25 "cases/basics.rs"
    if (i < c_len) {
#line 26 "cases/basics.rs"
        c[i] = a[i] + b[i];
    }
}
#if FC_LANES_TWIN
#line 23 "cases/basics.rs"
extern "C" __global__ void add_unchecked_lanes(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 24 "cases/basics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 24 "cases/basics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 24 "cases/basics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 24 "cases/basics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 25 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 25 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 25 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 25 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 26 "cases/basics.rs"
        u_fc_sv_l0 = a[i_l0] + b[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 26 "cases/basics.rs"
        u_fc_sv_l1 = a[i_l1] + b[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 26 "cases/basics.rs"
        u_fc_sv_l2 = a[i_l2] + b[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 26 "cases/basics.rs"
        u_fc_sv_l3 = a[i_l3] + b[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 26 "cases/basics.rs"
        c[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 26 "cases/basics.rs"
        c[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 26 "cases/basics.rs"
        c[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 26 "cases/basics.rs"
        c[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 23 "cases/basics.rs"
extern "C" __global__ void add_unchecked_lanes_v(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 24 "cases/basics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 24 "cases/basics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 24 "cases/basics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 24 "cases/basics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 24 "cases/basics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 24 "cases/basics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 24 "cases/basics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 24 "cases/basics.rs"
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
#line 25 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 25 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 25 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 25 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l4) {
#line 25 "cases/basics.rs"
        u_fc_c_l4 = i_l4 < c_len;
    }
    if (u_fc_alive_l5) {
#line 25 "cases/basics.rs"
        u_fc_c_l5 = i_l5 < c_len;
    }
    if (u_fc_alive_l6) {
#line 25 "cases/basics.rs"
        u_fc_c_l6 = i_l6 < c_len;
    }
    if (u_fc_alive_l7) {
#line 25 "cases/basics.rs"
        u_fc_c_l7 = i_l7 < c_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(c, c_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 26 "cases/basics.rs"
            u_fc_sv[0] = u_fc_vec[0] + u_fc_vec_1[0];
        }
        {
#line 26 "cases/basics.rs"
            u_fc_sv[1] = u_fc_vec[1] + u_fc_vec_1[1];
        }
        {
#line 26 "cases/basics.rs"
            u_fc_sv[2] = u_fc_vec[2] + u_fc_vec_1[2];
        }
        {
#line 26 "cases/basics.rs"
            u_fc_sv[3] = u_fc_vec[3] + u_fc_vec_1[3];
        }
        {
#line 26 "cases/basics.rs"
            u_fc_sv[4] = u_fc_vec[4] + u_fc_vec_1[4];
        }
        {
#line 26 "cases/basics.rs"
            u_fc_sv[5] = u_fc_vec[5] + u_fc_vec_1[5];
        }
        {
#line 26 "cases/basics.rs"
            u_fc_sv[6] = u_fc_vec[6] + u_fc_vec_1[6];
        }
        {
#line 26 "cases/basics.rs"
            u_fc_sv[7] = u_fc_vec[7] + u_fc_vec_1[7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(c, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 26 "cases/basics.rs"
            u_fc_sv_l0 = a[i_l0] + b[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 26 "cases/basics.rs"
            u_fc_sv_l1 = a[i_l1] + b[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 26 "cases/basics.rs"
            u_fc_sv_l2 = a[i_l2] + b[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 26 "cases/basics.rs"
            u_fc_sv_l3 = a[i_l3] + b[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 26 "cases/basics.rs"
            u_fc_sv_l4 = a[i_l4] + b[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 26 "cases/basics.rs"
            u_fc_sv_l5 = a[i_l5] + b[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 26 "cases/basics.rs"
            u_fc_sv_l6 = a[i_l6] + b[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 26 "cases/basics.rs"
            u_fc_sv_l7 = a[i_l7] + b[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 26 "cases/basics.rs"
            c[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 26 "cases/basics.rs"
            c[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 26 "cases/basics.rs"
            c[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 26 "cases/basics.rs"
            c[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 26 "cases/basics.rs"
            c[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 26 "cases/basics.rs"
            c[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 26 "cases/basics.rs"
            c[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 26 "cases/basics.rs"
            c[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif

#line 31 "cases/basics.rs"
extern "C" __global__ void add_get_unchecked(const float* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
#line 32 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 33 "cases/basics.rs"
    if (i < c_len) {
#line 34 "cases/basics.rs"
        {
#line 35 "cases/basics.rs"
            c[i] = a[i] * 2.0f;
        }
    }
}
#if FC_LANES_TWIN
#line 31 "cases/basics.rs"
extern "C" __global__ void add_get_unchecked_lanes(const float* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 32 "cases/basics.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 32 "cases/basics.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 32 "cases/basics.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 32 "cases/basics.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 33 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 33 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 33 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 33 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 35 "cases/basics.rs"
        u_fc_sv_l0 = a[i_l0] * 2.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 35 "cases/basics.rs"
        u_fc_sv_l1 = a[i_l1] * 2.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 35 "cases/basics.rs"
        u_fc_sv_l2 = a[i_l2] * 2.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 35 "cases/basics.rs"
        u_fc_sv_l3 = a[i_l3] * 2.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 35 "cases/basics.rs"
        c[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 35 "cases/basics.rs"
        c[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 35 "cases/basics.rs"
        c[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 35 "cases/basics.rs"
        c[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 31 "cases/basics.rs"
extern "C" __global__ void add_get_unchecked_lanes_v(const float* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 32 "cases/basics.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 32 "cases/basics.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 32 "cases/basics.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 32 "cases/basics.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 32 "cases/basics.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 32 "cases/basics.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 32 "cases/basics.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 32 "cases/basics.rs"
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
#line 33 "cases/basics.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 33 "cases/basics.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 33 "cases/basics.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 33 "cases/basics.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l4) {
#line 33 "cases/basics.rs"
        u_fc_c_l4 = i_l4 < c_len;
    }
    if (u_fc_alive_l5) {
#line 33 "cases/basics.rs"
        u_fc_c_l5 = i_l5 < c_len;
    }
    if (u_fc_alive_l6) {
#line 33 "cases/basics.rs"
        u_fc_c_l6 = i_l6 < c_len;
    }
    if (u_fc_alive_l7) {
#line 33 "cases/basics.rs"
        u_fc_c_l7 = i_l7 < c_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(c, c_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 35 "cases/basics.rs"
            u_fc_sv[0] = u_fc_vec[0] * 2.0f;
        }
        {
#line 35 "cases/basics.rs"
            u_fc_sv[1] = u_fc_vec[1] * 2.0f;
        }
        {
#line 35 "cases/basics.rs"
            u_fc_sv[2] = u_fc_vec[2] * 2.0f;
        }
        {
#line 35 "cases/basics.rs"
            u_fc_sv[3] = u_fc_vec[3] * 2.0f;
        }
        {
#line 35 "cases/basics.rs"
            u_fc_sv[4] = u_fc_vec[4] * 2.0f;
        }
        {
#line 35 "cases/basics.rs"
            u_fc_sv[5] = u_fc_vec[5] * 2.0f;
        }
        {
#line 35 "cases/basics.rs"
            u_fc_sv[6] = u_fc_vec[6] * 2.0f;
        }
        {
#line 35 "cases/basics.rs"
            u_fc_sv[7] = u_fc_vec[7] * 2.0f;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(c, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 35 "cases/basics.rs"
            u_fc_sv_l0 = a[i_l0] * 2.0f;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 35 "cases/basics.rs"
            u_fc_sv_l1 = a[i_l1] * 2.0f;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 35 "cases/basics.rs"
            u_fc_sv_l2 = a[i_l2] * 2.0f;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 35 "cases/basics.rs"
            u_fc_sv_l3 = a[i_l3] * 2.0f;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 35 "cases/basics.rs"
            u_fc_sv_l4 = a[i_l4] * 2.0f;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 35 "cases/basics.rs"
            u_fc_sv_l5 = a[i_l5] * 2.0f;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 35 "cases/basics.rs"
            u_fc_sv_l6 = a[i_l6] * 2.0f;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 35 "cases/basics.rs"
            u_fc_sv_l7 = a[i_l7] * 2.0f;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 35 "cases/basics.rs"
            c[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 35 "cases/basics.rs"
            c[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 35 "cases/basics.rs"
            c[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 35 "cases/basics.rs"
            c[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 35 "cases/basics.rs"
            c[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 35 "cases/basics.rs"
            c[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 35 "cases/basics.rs"
            c[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 35 "cases/basics.rs"
            c[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif

#define FC_LEN_OF_constants(w) (0ull)
#line 41 "cases/basics.rs"
extern "C" __global__ void constants(double* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, unsigned char* __restrict__ small, unsigned long long small_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 42 "cases/basics.rs"
    const double SCALE = 2.0;
#line 43 "cases/basics.rs"
    double fc_v = 3.141592653589793 * SCALE + 2.220446049250313e-16 + 1.7976931348623157e308;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    out[fc::check_index_p(0ull, out_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(43, 5))] = fc_v;
#line 44 "cases/basics.rs"
    double fc_v_1 = __longlong_as_double(0x7ff0000000000000ll) - __longlong_as_double((long long)0xfff0000000000000ull);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    out[fc::check_index_p(1ull, out_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(44, 5))] = fc_v_1;
#line 45 "cases/basics.rs"
    bool fc_v_2 = (isnan(__longlong_as_double(0x7ff8000000000000ll)) != 0) && !false;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    flags[fc::check_index_p(0ull, flags_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(45, 5))] = fc_v_2;
#line 46 "cases/basics.rs"
    unsigned char fc_v_3 = fc::add(fc::sub(((unsigned char)255), ((unsigned char)97)), (unsigned char)32u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    small[fc::check_index_p(0ull, small_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(46, 5))] = fc_v_3;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_constants_lanes(w) (0ull)
#line 41 "cases/basics.rs"
extern "C" __global__ void constants_lanes(double* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, unsigned char* __restrict__ small, unsigned long long small_len, unsigned u_fc_blocks_x) {
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
    double SCALE_l0;
    double SCALE_l1;
    double SCALE_l2;
    double SCALE_l3;
    double u_fc_sv_l0;
    double u_fc_sv_l1;
    double u_fc_sv_l2;
    double u_fc_sv_l3;
    double u_fc_sv_l0_1;
    double u_fc_sv_l1_1;
    double u_fc_sv_l2_1;
    double u_fc_sv_l3_1;
    bool u_fc_sv_l0_2;
    bool u_fc_sv_l1_2;
    bool u_fc_sv_l2_2;
    bool u_fc_sv_l3_2;
    unsigned char u_fc_sv_l0_3;
    unsigned char u_fc_sv_l1_3;
    unsigned char u_fc_sv_l2_3;
    unsigned char u_fc_sv_l3_3;
    if (u_fc_alive_l0) {
#line 42 "cases/basics.rs"
        SCALE_l0 = 2.0;
    }
    if (u_fc_alive_l1) {
#line 42 "cases/basics.rs"
        SCALE_l1 = 2.0;
    }
    if (u_fc_alive_l2) {
#line 42 "cases/basics.rs"
        SCALE_l2 = 2.0;
    }
    if (u_fc_alive_l3) {
#line 42 "cases/basics.rs"
        SCALE_l3 = 2.0;
    }
    if (u_fc_alive_l0) {
#line 43 "cases/basics.rs"
        u_fc_sv_l0 = 3.141592653589793 * SCALE_l0 + 2.220446049250313e-16 + 1.7976931348623157e308;
    }
    if (u_fc_alive_l1) {
#line 43 "cases/basics.rs"
        u_fc_sv_l1 = 3.141592653589793 * SCALE_l1 + 2.220446049250313e-16 + 1.7976931348623157e308;
    }
    if (u_fc_alive_l2) {
#line 43 "cases/basics.rs"
        u_fc_sv_l2 = 3.141592653589793 * SCALE_l2 + 2.220446049250313e-16 + 1.7976931348623157e308;
    }
    if (u_fc_alive_l3) {
#line 43 "cases/basics.rs"
        u_fc_sv_l3 = 3.141592653589793 * SCALE_l3 + 2.220446049250313e-16 + 1.7976931348623157e308;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 43 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(0ull, out_len, u_fc_pending_l0, FC_LEN_OF_constants_lanes(u_fc_pending_l0.site & 31u), FC_SITE(43, 5))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 43 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(0ull, out_len, u_fc_pending_l1, FC_LEN_OF_constants_lanes(u_fc_pending_l1.site & 31u), FC_SITE(43, 5))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 43 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(0ull, out_len, u_fc_pending_l2, FC_LEN_OF_constants_lanes(u_fc_pending_l2.site & 31u), FC_SITE(43, 5))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 43 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(0ull, out_len, u_fc_pending_l3, FC_LEN_OF_constants_lanes(u_fc_pending_l3.site & 31u), FC_SITE(43, 5))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
#line 44 "cases/basics.rs"
        u_fc_sv_l0_1 = __longlong_as_double(0x7ff0000000000000ll) - __longlong_as_double((long long)0xfff0000000000000ull);
    }
    if (u_fc_alive_l1) {
#line 44 "cases/basics.rs"
        u_fc_sv_l1_1 = __longlong_as_double(0x7ff0000000000000ll) - __longlong_as_double((long long)0xfff0000000000000ull);
    }
    if (u_fc_alive_l2) {
#line 44 "cases/basics.rs"
        u_fc_sv_l2_1 = __longlong_as_double(0x7ff0000000000000ll) - __longlong_as_double((long long)0xfff0000000000000ull);
    }
    if (u_fc_alive_l3) {
#line 44 "cases/basics.rs"
        u_fc_sv_l3_1 = __longlong_as_double(0x7ff0000000000000ll) - __longlong_as_double((long long)0xfff0000000000000ull);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 44 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(1ull, out_len, u_fc_pending_l0, FC_LEN_OF_constants_lanes(u_fc_pending_l0.site & 31u), FC_SITE(44, 5))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 44 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(1ull, out_len, u_fc_pending_l1, FC_LEN_OF_constants_lanes(u_fc_pending_l1.site & 31u), FC_SITE(44, 5))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 44 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(1ull, out_len, u_fc_pending_l2, FC_LEN_OF_constants_lanes(u_fc_pending_l2.site & 31u), FC_SITE(44, 5))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 44 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_constants_lanes);
        out[fc::check_index_p(1ull, out_len, u_fc_pending_l3, FC_LEN_OF_constants_lanes(u_fc_pending_l3.site & 31u), FC_SITE(44, 5))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
#line 45 "cases/basics.rs"
        u_fc_sv_l0_2 = (isnan(__longlong_as_double(0x7ff8000000000000ll)) != 0) && !false;
    }
    if (u_fc_alive_l1) {
#line 45 "cases/basics.rs"
        u_fc_sv_l1_2 = (isnan(__longlong_as_double(0x7ff8000000000000ll)) != 0) && !false;
    }
    if (u_fc_alive_l2) {
#line 45 "cases/basics.rs"
        u_fc_sv_l2_2 = (isnan(__longlong_as_double(0x7ff8000000000000ll)) != 0) && !false;
    }
    if (u_fc_alive_l3) {
#line 45 "cases/basics.rs"
        u_fc_sv_l3_2 = (isnan(__longlong_as_double(0x7ff8000000000000ll)) != 0) && !false;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 45 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_constants_lanes);
        flags[fc::check_index_p(0ull, flags_len, u_fc_pending_l0, FC_LEN_OF_constants_lanes(u_fc_pending_l0.site & 31u), FC_SITE(45, 5))] = u_fc_sv_l0_2;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 45 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_constants_lanes);
        flags[fc::check_index_p(0ull, flags_len, u_fc_pending_l1, FC_LEN_OF_constants_lanes(u_fc_pending_l1.site & 31u), FC_SITE(45, 5))] = u_fc_sv_l1_2;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 45 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_constants_lanes);
        flags[fc::check_index_p(0ull, flags_len, u_fc_pending_l2, FC_LEN_OF_constants_lanes(u_fc_pending_l2.site & 31u), FC_SITE(45, 5))] = u_fc_sv_l2_2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 45 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_constants_lanes);
        flags[fc::check_index_p(0ull, flags_len, u_fc_pending_l3, FC_LEN_OF_constants_lanes(u_fc_pending_l3.site & 31u), FC_SITE(45, 5))] = u_fc_sv_l3_2;
    }
    if (u_fc_alive_l0) {
#line 46 "cases/basics.rs"
        u_fc_sv_l0_3 = fc::add(fc::sub(((unsigned char)255), ((unsigned char)97)), (unsigned char)32u);
    }
    if (u_fc_alive_l1) {
#line 46 "cases/basics.rs"
        u_fc_sv_l1_3 = fc::add(fc::sub(((unsigned char)255), ((unsigned char)97)), (unsigned char)32u);
    }
    if (u_fc_alive_l2) {
#line 46 "cases/basics.rs"
        u_fc_sv_l2_3 = fc::add(fc::sub(((unsigned char)255), ((unsigned char)97)), (unsigned char)32u);
    }
    if (u_fc_alive_l3) {
#line 46 "cases/basics.rs"
        u_fc_sv_l3_3 = fc::add(fc::sub(((unsigned char)255), ((unsigned char)97)), (unsigned char)32u);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 46 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_constants_lanes);
        small[fc::check_index_p(0ull, small_len, u_fc_pending_l0, FC_LEN_OF_constants_lanes(u_fc_pending_l0.site & 31u), FC_SITE(46, 5))] = u_fc_sv_l0_3;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 46 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_constants_lanes);
        small[fc::check_index_p(0ull, small_len, u_fc_pending_l1, FC_LEN_OF_constants_lanes(u_fc_pending_l1.site & 31u), FC_SITE(46, 5))] = u_fc_sv_l1_3;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 46 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_constants_lanes);
        small[fc::check_index_p(0ull, small_len, u_fc_pending_l2, FC_LEN_OF_constants_lanes(u_fc_pending_l2.site & 31u), FC_SITE(46, 5))] = u_fc_sv_l2_3;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 46 "cases/basics.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_constants_lanes);
        small[fc::check_index_p(0ull, small_len, u_fc_pending_l3, FC_LEN_OF_constants_lanes(u_fc_pending_l3.site & 31u), FC_SITE(46, 5))] = u_fc_sv_l3_3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_constants_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_constants_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_constants_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_constants_lanes);
    }
}
#endif
