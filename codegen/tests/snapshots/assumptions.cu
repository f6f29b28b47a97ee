#define FC_WITH_VECTORS 1
#define FC_WITH_PIPELINE 1
#define FC_WITH_WMMA 1
#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 7 "cases/assumptions.rs"
extern "C" __global__ void add(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
#line 8 "cases/assumptions.rs"
    unsigned long long i = fc::grid_1();
#line 9 "cases/assumptions.rs"
    if (i < c_len) {
#line 10 "cases/assumptions.rs"
        c[i] = a[i] + b[i];
    }
}
#if FC_LANES_TWIN
#line 7 "cases/assumptions.rs"
extern "C" __global__ void add_lanes(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 8 "cases/assumptions.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/assumptions.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/assumptions.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/assumptions.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l0 = a[i_l0] + b[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l1 = a[i_l1] + b[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l2 = a[i_l2] + b[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l3 = a[i_l3] + b[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/assumptions.rs"
        c[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/assumptions.rs"
        c[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/assumptions.rs"
        c[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/assumptions.rs"
        c[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 7 "cases/assumptions.rs"
extern "C" __global__ void add_lanes_v(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 8 "cases/assumptions.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/assumptions.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/assumptions.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/assumptions.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 8 "cases/assumptions.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 8 "cases/assumptions.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 8 "cases/assumptions.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 8 "cases/assumptions.rs"
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
#line 9 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l4) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l4 = i_l4 < c_len;
    }
    if (u_fc_alive_l5) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l5 = i_l5 < c_len;
    }
    if (u_fc_alive_l6) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l6 = i_l6 < c_len;
    }
    if (u_fc_alive_l7) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l7 = i_l7 < c_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(c, c_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[0] = u_fc_vec[0] + u_fc_vec_1[0];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[1] = u_fc_vec[1] + u_fc_vec_1[1];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[2] = u_fc_vec[2] + u_fc_vec_1[2];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[3] = u_fc_vec[3] + u_fc_vec_1[3];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[4] = u_fc_vec[4] + u_fc_vec_1[4];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[5] = u_fc_vec[5] + u_fc_vec_1[5];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[6] = u_fc_vec[6] + u_fc_vec_1[6];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[7] = u_fc_vec[7] + u_fc_vec_1[7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(c, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l0 = a[i_l0] + b[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l1 = a[i_l1] + b[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l2 = a[i_l2] + b[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l3 = a[i_l3] + b[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l4 = a[i_l4] + b[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l5 = a[i_l5] + b[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l6 = a[i_l6] + b[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l7 = a[i_l7] + b[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/assumptions.rs"
            c[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/assumptions.rs"
            c[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/assumptions.rs"
            c[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/assumptions.rs"
            c[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/assumptions.rs"
            c[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/assumptions.rs"
            c[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/assumptions.rs"
            c[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/assumptions.rs"
            c[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_add(w) ((w) == 0 ? a_len : (w) == 1 ? b_len : 0ull)
#line 7 "cases/assumptions.rs"
extern "C" __global__ void add(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 8 "cases/assumptions.rs"
    unsigned long long i = fc::grid_1();
#line 9 "cases/assumptions.rs"
    if (i < c_len) {
#line 10 "cases/assumptions.rs"
        float fc_v = *fc::defer_ptr(a, i, a_len, u_fc_pending, 328192u) + *fc::defer_ptr(b, i, b_len, u_fc_pending, 328417u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_add);
        c[i] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_add);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_add_lanes(w) ((w) == 0 ? a_len : (w) == 1 ? b_len : 0ull)
#line 7 "cases/assumptions.rs"
extern "C" __global__ void add_lanes(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 8 "cases/assumptions.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/assumptions.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/assumptions.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/assumptions.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l0 = *fc::defer_ptr(a, i_l0, a_len, u_fc_pending_l0, 328192u) + *fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 328417u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l1 = *fc::defer_ptr(a, i_l1, a_len, u_fc_pending_l1, 328192u) + *fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 328417u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l2 = *fc::defer_ptr(a, i_l2, a_len, u_fc_pending_l2, 328192u) + *fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 328417u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/assumptions.rs"
        u_fc_sv_l3 = *fc::defer_ptr(a, i_l3, a_len, u_fc_pending_l3, 328192u) + *fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 328417u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 10 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_add_lanes);
        c[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 10 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_add_lanes);
        c[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 10 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_add_lanes);
        c[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 10 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_add_lanes);
        c[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_add_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_add_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_add_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_add_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_add_lanes_v(w) ((w) == 0 ? a_len : (w) == 1 ? b_len : 0ull)
#line 7 "cases/assumptions.rs"
extern "C" __global__ void add_lanes_v(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned u_fc_blocks_x) {
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
#line 8 "cases/assumptions.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/assumptions.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/assumptions.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/assumptions.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 8 "cases/assumptions.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 8 "cases/assumptions.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 8 "cases/assumptions.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 8 "cases/assumptions.rs"
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
#line 9 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < c_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < c_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < c_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < c_len;
    }
    if (u_fc_alive_l4) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l4 = i_l4 < c_len;
    }
    if (u_fc_alive_l5) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l5 = i_l5 < c_len;
    }
    if (u_fc_alive_l6) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l6 = i_l6 < c_len;
    }
    if (u_fc_alive_l7) {
#line 9 "cases/assumptions.rs"
        u_fc_c_l7 = i_l7 < c_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(a, a_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(b, b_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(c, c_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(a, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(b, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[0] = u_fc_vec[0] + u_fc_vec_1[0];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[1] = u_fc_vec[1] + u_fc_vec_1[1];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[2] = u_fc_vec[2] + u_fc_vec_1[2];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[3] = u_fc_vec[3] + u_fc_vec_1[3];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[4] = u_fc_vec[4] + u_fc_vec_1[4];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[5] = u_fc_vec[5] + u_fc_vec_1[5];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[6] = u_fc_vec[6] + u_fc_vec_1[6];
        }
        {
#line 10 "cases/assumptions.rs"
            u_fc_sv[7] = u_fc_vec[7] + u_fc_vec_1[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_add_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_add_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_add_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_add_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_add_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_add_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_add_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_add_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(c, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l0 = *fc::defer_ptr(a, i_l0, a_len, u_fc_pending_l0, 328192u) + *fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 328417u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l1 = *fc::defer_ptr(a, i_l1, a_len, u_fc_pending_l1, 328192u) + *fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 328417u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l2 = *fc::defer_ptr(a, i_l2, a_len, u_fc_pending_l2, 328192u) + *fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 328417u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l3 = *fc::defer_ptr(a, i_l3, a_len, u_fc_pending_l3, 328192u) + *fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 328417u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l4 = *fc::defer_ptr(a, i_l4, a_len, u_fc_pending_l4, 328192u) + *fc::defer_ptr(b, i_l4, b_len, u_fc_pending_l4, 328417u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l5 = *fc::defer_ptr(a, i_l5, a_len, u_fc_pending_l5, 328192u) + *fc::defer_ptr(b, i_l5, b_len, u_fc_pending_l5, 328417u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l6 = *fc::defer_ptr(a, i_l6, a_len, u_fc_pending_l6, 328192u) + *fc::defer_ptr(b, i_l6, b_len, u_fc_pending_l6, 328417u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/assumptions.rs"
            u_fc_sv_l7 = *fc::defer_ptr(a, i_l7, a_len, u_fc_pending_l7, 328192u) + *fc::defer_ptr(b, i_l7, b_len, u_fc_pending_l7, 328417u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_add_lanes_v);
            c[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_add_lanes_v);
            c[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_add_lanes_v);
            c[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_add_lanes_v);
            c[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_add_lanes_v);
            c[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_add_lanes_v);
            c[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_add_lanes_v);
            c[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 10 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_add_lanes_v);
            c[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_add_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_add_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_add_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_add_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_add_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_add_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_add_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_add_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 17 "cases/assumptions.rs"
extern "C" __global__ void scale_n(unsigned int n, float s, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 18 "cases/assumptions.rs"
    unsigned int i = threadIdx.x + blockIdx.x * blockDim.x;
#line 19 "cases/assumptions.rs"
    if (i < n) {
#line 20 "cases/assumptions.rs"
        y[(unsigned long long)i] = s * x[(unsigned long long)i];
    }
}
#if FC_LANES_TWIN
#line 17 "cases/assumptions.rs"
extern "C" __global__ void scale_n_lanes(unsigned int n, float s, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned int i_l0;
    unsigned int i_l1;
    unsigned int i_l2;
    unsigned int i_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 18 "cases/assumptions.rs"
        i_l0 = threadIdx.x + make_uint3(u_fc_bx_l0, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/assumptions.rs"
        i_l1 = threadIdx.x + make_uint3(u_fc_bx_l1, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/assumptions.rs"
        i_l2 = threadIdx.x + make_uint3(u_fc_bx_l2, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/assumptions.rs"
        i_l3 = threadIdx.x + make_uint3(u_fc_bx_l3, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < n;
    }
    if (u_fc_alive_l1) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < n;
    }
    if (u_fc_alive_l2) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < n;
    }
    if (u_fc_alive_l3) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < n;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l0 = s * x[(unsigned long long)i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l1 = s * x[(unsigned long long)i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l2 = s * x[(unsigned long long)i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l3 = s * x[(unsigned long long)i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/assumptions.rs"
        y[(unsigned long long)i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/assumptions.rs"
        y[(unsigned long long)i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/assumptions.rs"
        y[(unsigned long long)i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/assumptions.rs"
        y[(unsigned long long)i_l3] = u_fc_sv_l3;
    }
}
#endif
#else
#define FC_LEN_OF_scale_n(w) ((w) == 0 ? x_len : 0ull)
#line 17 "cases/assumptions.rs"
extern "C" __global__ void scale_n(unsigned int n, float s, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 18 "cases/assumptions.rs"
    unsigned int i = threadIdx.x + blockIdx.x * blockDim.x;
#line 19 "cases/assumptions.rs"
    if (i < n) {
#line 20 "cases/assumptions.rs"
        float fc_v = s * *fc::defer_ptr(x, (unsigned long long)i, x_len, u_fc_pending, 656288u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_scale_n);
        y[fc::check_index_p((unsigned long long)i, y_len, u_fc_pending, FC_LEN_OF_scale_n(u_fc_pending.site & 31u), FC_SITE(20, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_scale_n);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_scale_n_lanes(w) ((w) == 0 ? x_len : 0ull)
#line 17 "cases/assumptions.rs"
extern "C" __global__ void scale_n_lanes(unsigned int n, float s, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    unsigned int i_l0;
    unsigned int i_l1;
    unsigned int i_l2;
    unsigned int i_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 18 "cases/assumptions.rs"
        i_l0 = threadIdx.x + make_uint3(u_fc_bx_l0, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/assumptions.rs"
        i_l1 = threadIdx.x + make_uint3(u_fc_bx_l1, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/assumptions.rs"
        i_l2 = threadIdx.x + make_uint3(u_fc_bx_l2, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/assumptions.rs"
        i_l3 = threadIdx.x + make_uint3(u_fc_bx_l3, blockIdx.y, blockIdx.z).x * blockDim.x;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < n;
    }
    if (u_fc_alive_l1) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < n;
    }
    if (u_fc_alive_l2) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < n;
    }
    if (u_fc_alive_l3) {
#line 19 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < n;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l0 = s * *fc::defer_ptr(x, (unsigned long long)i_l0, x_len, u_fc_pending_l0, 656288u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l1 = s * *fc::defer_ptr(x, (unsigned long long)i_l1, x_len, u_fc_pending_l1, 656288u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l2 = s * *fc::defer_ptr(x, (unsigned long long)i_l2, x_len, u_fc_pending_l2, 656288u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/assumptions.rs"
        u_fc_sv_l3 = s * *fc::defer_ptr(x, (unsigned long long)i_l3, x_len, u_fc_pending_l3, 656288u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 20 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_scale_n_lanes);
        y[fc::check_index_p((unsigned long long)i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_scale_n_lanes(u_fc_pending_l0.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 20 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_scale_n_lanes);
        y[fc::check_index_p((unsigned long long)i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_scale_n_lanes(u_fc_pending_l1.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 20 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_scale_n_lanes);
        y[fc::check_index_p((unsigned long long)i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_scale_n_lanes(u_fc_pending_l2.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 20 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_scale_n_lanes);
        y[fc::check_index_p((unsigned long long)i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_scale_n_lanes(u_fc_pending_l3.site & 31u), FC_SITE(20, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_scale_n_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_scale_n_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_scale_n_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_scale_n_lanes);
    }
}
#endif
#endif

#if FC_ASSUMED
#line 27 "cases/assumptions.rs"
extern "C" __global__ void leave(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, const float* __restrict__ w, unsigned long long w_len, unsigned long long m) {
    fc::grid_dependency();
#line 28 "cases/assumptions.rs"
    unsigned long long i = fc::grid_1();
#line 29 "cases/assumptions.rs"
    if (i >= y_len) {
#line 30 "cases/assumptions.rs"
        return;
    }
#line 32 "cases/assumptions.rs"
    y[i] = x[i];
#line 33 "cases/assumptions.rs"
    for (unsigned long long k = 0ull; k < m; ++k) {
#line 34 "cases/assumptions.rs"
        if (k >= w_len || k >= x_len) {
#line 35 "cases/assumptions.rs"
            continue;
        }
#line 37 "cases/assumptions.rs"
        y[i] += w[k] * x[k];
    }
#line 39 "cases/assumptions.rs"
    if (!(i < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
#line 40 "cases/assumptions.rs"
    y[i] += w[i];
}
#if FC_LANES_TWIN
#line 27 "cases/assumptions.rs"
extern "C" __global__ void leave_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, const float* __restrict__ w, unsigned long long w_len, unsigned long long m, unsigned u_fc_blocks_x) {
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
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 28 "cases/assumptions.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 28 "cases/assumptions.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 28 "cases/assumptions.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 28 "cases/assumptions.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 >= y_len;
    }
    if (u_fc_alive_l1) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 >= y_len;
    }
    if (u_fc_alive_l2) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 >= y_len;
    }
    if (u_fc_alive_l3) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l0) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l0 = x[i_l0];
    }
    if (u_fc_alive_l1) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l1 = x[i_l1];
    }
    if (u_fc_alive_l2) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l2 = x[i_l2];
    }
    if (u_fc_alive_l3) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l3 = x[i_l3];
    }
    if (u_fc_alive_l0) {
#line 32 "cases/assumptions.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/assumptions.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/assumptions.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/assumptions.rs"
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l0 = 0ull; k_l0 < m; ++k_l0) {
#line 34 "cases/assumptions.rs"
            if (k_l0 >= w_len || k_l0 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l0] += w[k_l0] * x[k_l0];
        }
    }
    if (u_fc_alive_l1) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l1 = 0ull; k_l1 < m; ++k_l1) {
#line 34 "cases/assumptions.rs"
            if (k_l1 >= w_len || k_l1 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l1] += w[k_l1] * x[k_l1];
        }
    }
    if (u_fc_alive_l2) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l2 = 0ull; k_l2 < m; ++k_l2) {
#line 34 "cases/assumptions.rs"
            if (k_l2 >= w_len || k_l2 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l2] += w[k_l2] * x[k_l2];
        }
    }
    if (u_fc_alive_l3) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l3 = 0ull; k_l3 < m; ++k_l3) {
#line 34 "cases/assumptions.rs"
            if (k_l3 >= w_len || k_l3 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l3] += w[k_l3] * x[k_l3];
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 39 "cases/assumptions.rs"
        if (!(i_l0 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 39 "cases/assumptions.rs"
        if (!(i_l1 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 39 "cases/assumptions.rs"
        if (!(i_l2 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 39 "cases/assumptions.rs"
        if (!(i_l3 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l0) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l0 = w[i_l0];
        u_fc_old_l0 = y[i_l0];
    }
    if (u_fc_alive_l1) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l1 = w[i_l1];
        u_fc_old_l1 = y[i_l1];
    }
    if (u_fc_alive_l2) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l2 = w[i_l2];
        u_fc_old_l2 = y[i_l2];
    }
    if (u_fc_alive_l3) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l3 = w[i_l3];
        u_fc_old_l3 = y[i_l3];
    }
    if (u_fc_alive_l0) {
#line 40 "cases/assumptions.rs"
        u_fc_old_l0 += u_fc_uv_l0;
        y[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1) {
#line 40 "cases/assumptions.rs"
        u_fc_old_l1 += u_fc_uv_l1;
        y[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2) {
#line 40 "cases/assumptions.rs"
        u_fc_old_l2 += u_fc_uv_l2;
        y[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3) {
#line 40 "cases/assumptions.rs"
        u_fc_old_l3 += u_fc_uv_l3;
        y[i_l3] = u_fc_old_l3;
    }
}
#if FC_VECTOR_LANES
#line 27 "cases/assumptions.rs"
extern "C" __global__ void leave_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, const float* __restrict__ w, unsigned long long w_len, unsigned long long m, unsigned u_fc_blocks_x) {
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
    __align__(16) float u_fc_vec_1[FC_VLANES];
    __align__(16) float u_fc_vec_2[FC_VLANES];
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
#line 28 "cases/assumptions.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 28 "cases/assumptions.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 28 "cases/assumptions.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 28 "cases/assumptions.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 28 "cases/assumptions.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 28 "cases/assumptions.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 28 "cases/assumptions.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 28 "cases/assumptions.rs"
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
#line 29 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 >= y_len;
    }
    if (u_fc_alive_l1) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 >= y_len;
    }
    if (u_fc_alive_l2) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 >= y_len;
    }
    if (u_fc_alive_l3) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 >= y_len;
    }
    if (u_fc_alive_l4) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l4 = i_l4 >= y_len;
    }
    if (u_fc_alive_l5) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l5 = i_l5 >= y_len;
    }
    if (u_fc_alive_l6) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l6 = i_l6 >= y_len;
    }
    if (u_fc_alive_l7) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l7 = i_l7 >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l4 = false; goto u_fc_exit_l4; }
        }
        u_fc_exit_l4: ;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l5 = false; goto u_fc_exit_l5; }
        }
        u_fc_exit_l5: ;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l6 = false; goto u_fc_exit_l6; }
        }
        u_fc_exit_l6: ;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        {
#line 30 "cases/assumptions.rs"
            { u_fc_alive_l7 = false; goto u_fc_exit_l7; }
        }
        u_fc_exit_l7: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[0] = u_fc_vec[0];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[1] = u_fc_vec[1];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[2] = u_fc_vec[2];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[3] = u_fc_vec[3];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[4] = u_fc_vec[4];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[5] = u_fc_vec[5];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[6] = u_fc_vec[6];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[7] = u_fc_vec[7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l0 = x[i_l0];
        }
        if (u_fc_alive_l1) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l1 = x[i_l1];
        }
        if (u_fc_alive_l2) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l2 = x[i_l2];
        }
        if (u_fc_alive_l3) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l3 = x[i_l3];
        }
        if (u_fc_alive_l4) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l4 = x[i_l4];
        }
        if (u_fc_alive_l5) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l5 = x[i_l5];
        }
        if (u_fc_alive_l6) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l6 = x[i_l6];
        }
        if (u_fc_alive_l7) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l7 = x[i_l7];
        }
        if (u_fc_alive_l0) {
#line 32 "cases/assumptions.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1) {
#line 32 "cases/assumptions.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2) {
#line 32 "cases/assumptions.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3) {
#line 32 "cases/assumptions.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4) {
#line 32 "cases/assumptions.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5) {
#line 32 "cases/assumptions.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6) {
#line 32 "cases/assumptions.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7) {
#line 32 "cases/assumptions.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l0 = 0ull; k_l0 < m; ++k_l0) {
#line 34 "cases/assumptions.rs"
            if (k_l0 >= w_len || k_l0 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l0] += w[k_l0] * x[k_l0];
        }
    }
    if (u_fc_alive_l1) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l1 = 0ull; k_l1 < m; ++k_l1) {
#line 34 "cases/assumptions.rs"
            if (k_l1 >= w_len || k_l1 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l1] += w[k_l1] * x[k_l1];
        }
    }
    if (u_fc_alive_l2) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l2 = 0ull; k_l2 < m; ++k_l2) {
#line 34 "cases/assumptions.rs"
            if (k_l2 >= w_len || k_l2 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l2] += w[k_l2] * x[k_l2];
        }
    }
    if (u_fc_alive_l3) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l3 = 0ull; k_l3 < m; ++k_l3) {
#line 34 "cases/assumptions.rs"
            if (k_l3 >= w_len || k_l3 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l3] += w[k_l3] * x[k_l3];
        }
    }
    if (u_fc_alive_l4) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l4 = 0ull; k_l4 < m; ++k_l4) {
#line 34 "cases/assumptions.rs"
            if (k_l4 >= w_len || k_l4 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l4] += w[k_l4] * x[k_l4];
        }
    }
    if (u_fc_alive_l5) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l5 = 0ull; k_l5 < m; ++k_l5) {
#line 34 "cases/assumptions.rs"
            if (k_l5 >= w_len || k_l5 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l5] += w[k_l5] * x[k_l5];
        }
    }
    if (u_fc_alive_l6) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l6 = 0ull; k_l6 < m; ++k_l6) {
#line 34 "cases/assumptions.rs"
            if (k_l6 >= w_len || k_l6 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l6] += w[k_l6] * x[k_l6];
        }
    }
    if (u_fc_alive_l7) {
#line 33 "cases/assumptions.rs"
        for (unsigned long long k_l7 = 0ull; k_l7 < m; ++k_l7) {
#line 34 "cases/assumptions.rs"
            if (k_l7 >= w_len || k_l7 >= x_len) {
#line 35 "cases/assumptions.rs"
                continue;
            }
#line 37 "cases/assumptions.rs"
            y[i_l7] += w[k_l7] * x[k_l7];
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 39 "cases/assumptions.rs"
        if (!(i_l0 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 39 "cases/assumptions.rs"
        if (!(i_l1 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 39 "cases/assumptions.rs"
        if (!(i_l2 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 39 "cases/assumptions.rs"
        if (!(i_l3 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 39 "cases/assumptions.rs"
        if (!(i_l4 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 39 "cases/assumptions.rs"
        if (!(i_l5 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 39 "cases/assumptions.rs"
        if (!(i_l6 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 39 "cases/assumptions.rs"
        if (!(i_l7 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(w, w_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(w, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l0 = u_fc_vec_1[0];
            u_fc_sv_1[0] = u_fc_vec_2[0];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l1 = u_fc_vec_1[1];
            u_fc_sv_1[1] = u_fc_vec_2[1];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l2 = u_fc_vec_1[2];
            u_fc_sv_1[2] = u_fc_vec_2[2];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l3 = u_fc_vec_1[3];
            u_fc_sv_1[3] = u_fc_vec_2[3];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l4 = u_fc_vec_1[4];
            u_fc_sv_1[4] = u_fc_vec_2[4];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l5 = u_fc_vec_1[5];
            u_fc_sv_1[5] = u_fc_vec_2[5];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l6 = u_fc_vec_1[6];
            u_fc_sv_1[6] = u_fc_vec_2[6];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l7 = u_fc_vec_1[7];
            u_fc_sv_1[7] = u_fc_vec_2[7];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l0_1 = w[i_l0];
            u_fc_old_l0 = y[i_l0];
        }
        if (u_fc_alive_l1) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l1_1 = w[i_l1];
            u_fc_old_l1 = y[i_l1];
        }
        if (u_fc_alive_l2) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l2_1 = w[i_l2];
            u_fc_old_l2 = y[i_l2];
        }
        if (u_fc_alive_l3) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l3_1 = w[i_l3];
            u_fc_old_l3 = y[i_l3];
        }
        if (u_fc_alive_l4) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l4_1 = w[i_l4];
            u_fc_old_l4 = y[i_l4];
        }
        if (u_fc_alive_l5) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l5_1 = w[i_l5];
            u_fc_old_l5 = y[i_l5];
        }
        if (u_fc_alive_l6) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l6_1 = w[i_l6];
            u_fc_old_l6 = y[i_l6];
        }
        if (u_fc_alive_l7) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l7_1 = w[i_l7];
            u_fc_old_l7 = y[i_l7];
        }
        if (u_fc_alive_l0) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l0 += u_fc_uv_l0_1;
            y[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l1 += u_fc_uv_l1_1;
            y[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l2 += u_fc_uv_l2_1;
            y[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l3 += u_fc_uv_l3_1;
            y[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l4 += u_fc_uv_l4_1;
            y[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l5 += u_fc_uv_l5_1;
            y[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l6 += u_fc_uv_l6_1;
            y[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7) {
#line 40 "cases/assumptions.rs"
            u_fc_old_l7 += u_fc_uv_l7_1;
            y[i_l7] = u_fc_old_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_leave(w) ((w) == 0 ? x_len : 0ull)
#line 27 "cases/assumptions.rs"
extern "C" __global__ void leave(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, const float* __restrict__ w, unsigned long long w_len, unsigned long long m) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 28 "cases/assumptions.rs"
    unsigned long long i = fc::grid_1();
#line 29 "cases/assumptions.rs"
    if (i >= y_len) {
#line 30 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
        return;
    }
#line 32 "cases/assumptions.rs"
    float fc_v = *fc::defer_ptr(x, i, x_len, u_fc_pending, 1048960u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
    y[i] = fc_v;
#line 33 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
    for (unsigned long long k = 0ull; k < m; ++k) {
#line 34 "cases/assumptions.rs"
        if (k >= w_len || k >= x_len) {
#line 35 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
            continue;
        }
#line 37 "cases/assumptions.rs"
        float fc_v_1 = w[k] * x[k];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
        y[i] += fc_v_1;
    }
#line 39 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
    if (!(i < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
#line 40 "cases/assumptions.rs"
    float fc_v_2 = w[i];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
    y[i] += fc_v_2;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_leave);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_leave_lanes(w) ((w) == 0 ? x_len : 0ull)
#line 27 "cases/assumptions.rs"
extern "C" __global__ void leave_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, const float* __restrict__ w, unsigned long long w_len, unsigned long long m, unsigned u_fc_blocks_x) {
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
#line 28 "cases/assumptions.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 28 "cases/assumptions.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 28 "cases/assumptions.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 28 "cases/assumptions.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 >= y_len;
    }
    if (u_fc_alive_l1) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 >= y_len;
    }
    if (u_fc_alive_l2) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 >= y_len;
    }
    if (u_fc_alive_l3) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l0) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l0 = *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 1048960u);
    }
    if (u_fc_alive_l1) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l1 = *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 1048960u);
    }
    if (u_fc_alive_l2) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l2 = *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 1048960u);
    }
    if (u_fc_alive_l3) {
#line 32 "cases/assumptions.rs"
        u_fc_sv_l3 = *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 1048960u);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 32 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 32 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 32 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 32 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
        for (unsigned long long k_l0 = 0ull; k_l0 < m; ++k_l0) {
#line 34 "cases/assumptions.rs"
            if (k_l0 >= w_len || k_l0 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v = w[k_l0] * x[k_l0];
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
            y[i_l0] += fc_v;
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
        for (unsigned long long k_l1 = 0ull; k_l1 < m; ++k_l1) {
#line 34 "cases/assumptions.rs"
            if (k_l1 >= w_len || k_l1 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_1 = w[k_l1] * x[k_l1];
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
            y[i_l1] += fc_v_1;
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
        for (unsigned long long k_l2 = 0ull; k_l2 < m; ++k_l2) {
#line 34 "cases/assumptions.rs"
            if (k_l2 >= w_len || k_l2 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_2 = w[k_l2] * x[k_l2];
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
            y[i_l2] += fc_v_2;
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
        for (unsigned long long k_l3 = 0ull; k_l3 < m; ++k_l3) {
#line 34 "cases/assumptions.rs"
            if (k_l3 >= w_len || k_l3 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_3 = w[k_l3] * x[k_l3];
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
            y[i_l3] += fc_v_3;
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
        if (!(i_l0 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
        if (!(i_l1 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
        if (!(i_l2 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
        if (!(i_l3 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l0) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l0 = w[i_l0];
        u_fc_old_l0 = y[i_l0];
    }
    if (u_fc_alive_l1) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l1 = w[i_l1];
        u_fc_old_l1 = y[i_l1];
    }
    if (u_fc_alive_l2) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l2 = w[i_l2];
        u_fc_old_l2 = y[i_l2];
    }
    if (u_fc_alive_l3) {
#line 40 "cases/assumptions.rs"
        u_fc_uv_l3 = w[i_l3];
        u_fc_old_l3 = y[i_l3];
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 40 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        y[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 40 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        y[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 40 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        y[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 40 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        y[i_l3] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_leave_lanes_v(w) ((w) == 0 ? x_len : 0ull)
#line 27 "cases/assumptions.rs"
extern "C" __global__ void leave_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, const float* __restrict__ w, unsigned long long w_len, unsigned long long m, unsigned u_fc_blocks_x) {
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
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    __align__(16) float u_fc_vec_1[FC_VLANES];
    __align__(16) float u_fc_vec_2[FC_VLANES];
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
#line 28 "cases/assumptions.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 28 "cases/assumptions.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 28 "cases/assumptions.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 28 "cases/assumptions.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 28 "cases/assumptions.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 28 "cases/assumptions.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 28 "cases/assumptions.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 28 "cases/assumptions.rs"
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
#line 29 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 >= y_len;
    }
    if (u_fc_alive_l1) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 >= y_len;
    }
    if (u_fc_alive_l2) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 >= y_len;
    }
    if (u_fc_alive_l3) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 >= y_len;
    }
    if (u_fc_alive_l4) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l4 = i_l4 >= y_len;
    }
    if (u_fc_alive_l5) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l5 = i_l5 >= y_len;
    }
    if (u_fc_alive_l6) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l6 = i_l6 >= y_len;
    }
    if (u_fc_alive_l7) {
#line 29 "cases/assumptions.rs"
        u_fc_c_l7 = i_l7 >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l4 = false; goto u_fc_exit_l4; }
        }
        u_fc_exit_l4: ;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l5 = false; goto u_fc_exit_l5; }
        }
        u_fc_exit_l5: ;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l6 = false; goto u_fc_exit_l6; }
        }
        u_fc_exit_l6: ;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        {
#line 30 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
            { u_fc_alive_l7 = false; goto u_fc_exit_l7; }
        }
        u_fc_exit_l7: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[0] = u_fc_vec[0];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[1] = u_fc_vec[1];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[2] = u_fc_vec[2];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[3] = u_fc_vec[3];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[4] = u_fc_vec[4];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[5] = u_fc_vec[5];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[6] = u_fc_vec[6];
        }
        {
#line 32 "cases/assumptions.rs"
            u_fc_sv[7] = u_fc_vec[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l0 = *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 1048960u);
        }
        if (u_fc_alive_l1) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l1 = *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 1048960u);
        }
        if (u_fc_alive_l2) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l2 = *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 1048960u);
        }
        if (u_fc_alive_l3) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l3 = *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 1048960u);
        }
        if (u_fc_alive_l4) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l4 = *fc::defer_ptr(x, i_l4, x_len, u_fc_pending_l4, 1048960u);
        }
        if (u_fc_alive_l5) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l5 = *fc::defer_ptr(x, i_l5, x_len, u_fc_pending_l5, 1048960u);
        }
        if (u_fc_alive_l6) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l6 = *fc::defer_ptr(x, i_l6, x_len, u_fc_pending_l6, 1048960u);
        }
        if (u_fc_alive_l7) {
#line 32 "cases/assumptions.rs"
            u_fc_sv_l7 = *fc::defer_ptr(x, i_l7, x_len, u_fc_pending_l7, 1048960u);
        }
        if (u_fc_alive_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l0 = 0ull; k_l0 < m; ++k_l0) {
#line 34 "cases/assumptions.rs"
            if (k_l0 >= w_len || k_l0 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v = w[k_l0] * x[k_l0];
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
            y[i_l0] += fc_v;
        }
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l1 = 0ull; k_l1 < m; ++k_l1) {
#line 34 "cases/assumptions.rs"
            if (k_l1 >= w_len || k_l1 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_1 = w[k_l1] * x[k_l1];
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
            y[i_l1] += fc_v_1;
        }
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l2 = 0ull; k_l2 < m; ++k_l2) {
#line 34 "cases/assumptions.rs"
            if (k_l2 >= w_len || k_l2 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_2 = w[k_l2] * x[k_l2];
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
            y[i_l2] += fc_v_2;
        }
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l3 = 0ull; k_l3 < m; ++k_l3) {
#line 34 "cases/assumptions.rs"
            if (k_l3 >= w_len || k_l3 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_3 = w[k_l3] * x[k_l3];
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
            y[i_l3] += fc_v_3;
        }
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l4 = 0ull; k_l4 < m; ++k_l4) {
#line 34 "cases/assumptions.rs"
            if (k_l4 >= w_len || k_l4 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_4 = w[k_l4] * x[k_l4];
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
            y[i_l4] += fc_v_4;
        }
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l5 = 0ull; k_l5 < m; ++k_l5) {
#line 34 "cases/assumptions.rs"
            if (k_l5 >= w_len || k_l5 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_5 = w[k_l5] * x[k_l5];
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
            y[i_l5] += fc_v_5;
        }
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l6 = 0ull; k_l6 < m; ++k_l6) {
#line 34 "cases/assumptions.rs"
            if (k_l6 >= w_len || k_l6 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_6 = w[k_l6] * x[k_l6];
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
            y[i_l6] += fc_v_6;
        }
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 33 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
        for (unsigned long long k_l7 = 0ull; k_l7 < m; ++k_l7) {
#line 34 "cases/assumptions.rs"
            if (k_l7 >= w_len || k_l7 >= x_len) {
#line 35 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
                continue;
            }
#line 37 "cases/assumptions.rs"
            float fc_v_7 = w[k_l7] * x[k_l7];
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
            y[i_l7] += fc_v_7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
        if (!(i_l0 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
        if (!(i_l1 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
        if (!(i_l2 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
        if (!(i_l3 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
        if (!(i_l4 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
        if (!(i_l5 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
        if (!(i_l6 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 39 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
        if (!(i_l7 < w_len)) fc::panic_msg("assertion failed: i < w.len()", FC_SITE(39, 5));
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(w, w_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(w, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l0 = u_fc_vec_1[0];
            u_fc_sv_1[0] = u_fc_vec_2[0];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l1 = u_fc_vec_1[1];
            u_fc_sv_1[1] = u_fc_vec_2[1];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l2 = u_fc_vec_1[2];
            u_fc_sv_1[2] = u_fc_vec_2[2];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l3 = u_fc_vec_1[3];
            u_fc_sv_1[3] = u_fc_vec_2[3];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l4 = u_fc_vec_1[4];
            u_fc_sv_1[4] = u_fc_vec_2[4];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l5 = u_fc_vec_1[5];
            u_fc_sv_1[5] = u_fc_vec_2[5];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l6 = u_fc_vec_1[6];
            u_fc_sv_1[6] = u_fc_vec_2[6];
        }
        {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l7 = u_fc_vec_1[7];
            u_fc_sv_1[7] = u_fc_vec_2[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l0_1 = w[i_l0];
            u_fc_old_l0 = y[i_l0];
        }
        if (u_fc_alive_l1) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l1_1 = w[i_l1];
            u_fc_old_l1 = y[i_l1];
        }
        if (u_fc_alive_l2) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l2_1 = w[i_l2];
            u_fc_old_l2 = y[i_l2];
        }
        if (u_fc_alive_l3) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l3_1 = w[i_l3];
            u_fc_old_l3 = y[i_l3];
        }
        if (u_fc_alive_l4) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l4_1 = w[i_l4];
            u_fc_old_l4 = y[i_l4];
        }
        if (u_fc_alive_l5) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l5_1 = w[i_l5];
            u_fc_old_l5 = y[i_l5];
        }
        if (u_fc_alive_l6) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l6_1 = w[i_l6];
            u_fc_old_l6 = y[i_l6];
        }
        if (u_fc_alive_l7) {
#line 40 "cases/assumptions.rs"
            u_fc_uv_l7_1 = w[i_l7];
            u_fc_old_l7 = y[i_l7];
        }
        if (u_fc_alive_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            y[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            y[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            y[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            y[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            y[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            y[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            y[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 40 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            y[i_l7] = u_fc_old_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_leave_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_leave_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_leave_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_leave_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_leave_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_leave_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_leave_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_leave_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 45 "cases/assumptions.rs"
extern "C" __global__ void copy2(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ out, fc::dims<2> out_d) {
    fc::grid_dependency();
    fc::unit_inner(a_d);
    fc::unit_inner(out_d);
#line 46 "cases/assumptions.rs"
    unsigned long long c = fc::grid_1();
    unsigned long long r = fc::grid_y();
#line 47 "cases/assumptions.rs"
    if (r >= (unsigned long long)out_d.n[0] || c >= (unsigned long long)out_d.n[1]) {
#line 48 "cases/assumptions.rs"
        return;
    }
#line 50 "cases/assumptions.rs"
    out[fc::nd_off(out_d, {r, c})] = a[fc::nd_off(a_d, {r, c})] * 2.0f;
}
#if FC_LANES_TWIN
#line 45 "cases/assumptions.rs"
extern "C" __global__ void copy2_lanes(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ out, fc::dims<2> out_d, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(out_d);
    unsigned long long c_l0;
    unsigned long long r_l0;
    unsigned long long c_l1;
    unsigned long long r_l1;
    unsigned long long c_l2;
    unsigned long long r_l2;
    unsigned long long c_l3;
    unsigned long long r_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 46 "cases/assumptions.rs"
        c_l0 = fc::lane_grid_1(u_fc_bx_l0);
        r_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 46 "cases/assumptions.rs"
        c_l1 = fc::lane_grid_1(u_fc_bx_l1);
        r_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 46 "cases/assumptions.rs"
        c_l2 = fc::lane_grid_1(u_fc_bx_l2);
        r_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 46 "cases/assumptions.rs"
        c_l3 = fc::lane_grid_1(u_fc_bx_l3);
        r_l3 = fc::grid_y();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l0 = r_l0 >= (unsigned long long)out_d.n[0] || c_l0 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l1) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l1 = r_l1 >= (unsigned long long)out_d.n[0] || c_l1 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l2) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l2 = r_l2 >= (unsigned long long)out_d.n[0] || c_l2 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l3) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l3 = r_l3 >= (unsigned long long)out_d.n[0] || c_l3 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        {
#line 48 "cases/assumptions.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        {
#line 48 "cases/assumptions.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        {
#line 48 "cases/assumptions.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        {
#line 48 "cases/assumptions.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l0) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l0 = a[fc::nd_off(a_d, {r_l0, c_l0})] * 2.0f;
    }
    if (u_fc_alive_l1) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l1 = a[fc::nd_off(a_d, {r_l1, c_l1})] * 2.0f;
    }
    if (u_fc_alive_l2) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l2 = a[fc::nd_off(a_d, {r_l2, c_l2})] * 2.0f;
    }
    if (u_fc_alive_l3) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l3 = a[fc::nd_off(a_d, {r_l3, c_l3})] * 2.0f;
    }
    if (u_fc_alive_l0) {
#line 50 "cases/assumptions.rs"
        out[fc::nd_off(out_d, {r_l0, c_l0})] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
#line 50 "cases/assumptions.rs"
        out[fc::nd_off(out_d, {r_l1, c_l1})] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
#line 50 "cases/assumptions.rs"
        out[fc::nd_off(out_d, {r_l2, c_l2})] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
#line 50 "cases/assumptions.rs"
        out[fc::nd_off(out_d, {r_l3, c_l3})] = u_fc_sv_l3;
    }
}
#endif
#else
#define FC_LEN_OF_copy2(w) ((w) == 0 ? fc::shape_of(a_d) : fc::shape_of(0ull))
#line 45 "cases/assumptions.rs"
extern "C" __global__ void copy2(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ out, fc::dims<2> out_d) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::unit_inner(a_d);
    fc::unit_inner(out_d);
#line 46 "cases/assumptions.rs"
    unsigned long long c = fc::grid_1();
    unsigned long long r = fc::grid_y();
#line 47 "cases/assumptions.rs"
    if (r >= (unsigned long long)out_d.n[0] || c >= (unsigned long long)out_d.n[1]) {
#line 48 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_copy2);
        return;
    }
#line 50 "cases/assumptions.rs"
    float fc_v = *fc::defer_nd(a, a_d, {r, c}, u_fc_pending, 1639008u) * 2.0f;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_copy2);
    out[fc::nd_off(out_d, {r, c})] = fc_v;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_copy2);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_copy2_lanes(w) ((w) == 0 ? fc::shape_of(a_d) : fc::shape_of(0ull))
#line 45 "cases/assumptions.rs"
extern "C" __global__ void copy2_lanes(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ out, fc::dims<2> out_d, unsigned u_fc_blocks_x) {
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
    fc::unit_inner(out_d);
    unsigned long long c_l0;
    unsigned long long r_l0;
    unsigned long long c_l1;
    unsigned long long r_l1;
    unsigned long long c_l2;
    unsigned long long r_l2;
    unsigned long long c_l3;
    unsigned long long r_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 46 "cases/assumptions.rs"
        c_l0 = fc::lane_grid_1(u_fc_bx_l0);
        r_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 46 "cases/assumptions.rs"
        c_l1 = fc::lane_grid_1(u_fc_bx_l1);
        r_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 46 "cases/assumptions.rs"
        c_l2 = fc::lane_grid_1(u_fc_bx_l2);
        r_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 46 "cases/assumptions.rs"
        c_l3 = fc::lane_grid_1(u_fc_bx_l3);
        r_l3 = fc::grid_y();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l0 = r_l0 >= (unsigned long long)out_d.n[0] || c_l0 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l1) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l1 = r_l1 >= (unsigned long long)out_d.n[0] || c_l1 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l2) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l2 = r_l2 >= (unsigned long long)out_d.n[0] || c_l2 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l3) {
#line 47 "cases/assumptions.rs"
        u_fc_c_l3 = r_l3 >= (unsigned long long)out_d.n[0] || c_l3 >= (unsigned long long)out_d.n[1];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        {
#line 48 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_copy2_lanes);
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        {
#line 48 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_copy2_lanes);
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        {
#line 48 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_copy2_lanes);
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        {
#line 48 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_copy2_lanes);
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l0) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l0 = *fc::defer_nd(a, a_d, {r_l0, c_l0}, u_fc_pending_l0, 1639008u) * 2.0f;
    }
    if (u_fc_alive_l1) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l1 = *fc::defer_nd(a, a_d, {r_l1, c_l1}, u_fc_pending_l1, 1639008u) * 2.0f;
    }
    if (u_fc_alive_l2) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l2 = *fc::defer_nd(a, a_d, {r_l2, c_l2}, u_fc_pending_l2, 1639008u) * 2.0f;
    }
    if (u_fc_alive_l3) {
#line 50 "cases/assumptions.rs"
        u_fc_sv_l3 = *fc::defer_nd(a, a_d, {r_l3, c_l3}, u_fc_pending_l3, 1639008u) * 2.0f;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 50 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_copy2_lanes);
        out[fc::nd_off(out_d, {r_l0, c_l0})] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 50 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_copy2_lanes);
        out[fc::nd_off(out_d, {r_l1, c_l1})] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 50 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_copy2_lanes);
        out[fc::nd_off(out_d, {r_l2, c_l2})] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 50 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_copy2_lanes);
        out[fc::nd_off(out_d, {r_l3, c_l3})] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_copy2_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_copy2_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_copy2_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_copy2_lanes);
    }
}
#endif
#endif

#define FC_LEN_OF_near(w) ((w) == 0 ? x_len : 0ull)
#line 56 "cases/assumptions.rs"
extern "C" __global__ void near(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long k) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 57 "cases/assumptions.rs"
    unsigned long long i = fc::grid_1();
#line 58 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
    fc::slice<const float> part;
    part = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
#line 59 "cases/assumptions.rs"
    if (i < part.len) {
#line 60 "cases/assumptions.rs"
        float fc_v = part.ptr[i];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(60, 9))] = fc_v;
    }
#line 62 "cases/assumptions.rs"
    if (i >= y_len) {
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        y[fc::check_index_p(0ull, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(63, 9))] = 1.0f;
    }
    else {
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        y[fc::check_index_p(0ull, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(65, 9))] = 2.0f;
    }
#line 67 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
    y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(67, 5))] += 1.0f;
#line 68 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
    if (FC_DEBUG_ASSERTIONS && !(i < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
#line 69 "cases/assumptions.rs"
    float fc_v_1 = *fc::defer_ptr(x, i, x_len, u_fc_pending, 2261408u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
    y[fc::check_index_p(0ull, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(69, 5))] += fc_v_1;
#line 70 "cases/assumptions.rs"
    unsigned long long j = i;
#line 71 "cases/assumptions.rs"
    if (j < x_len) {
#line 72 "cases/assumptions.rs"
        j += 1ull;
#line 73 "cases/assumptions.rs"
        float fc_v_2 = *fc::defer_ptr(x, j, x_len, u_fc_pending, 2392608u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
        y[fc::check_index_p(0ull, y_len, u_fc_pending, FC_LEN_OF_near(u_fc_pending.site & 31u), FC_SITE(73, 9))] += fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_near);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_near_lanes(w) ((w) == 0 ? y_len : (w) == 1 ? x_len : 0ull)
#line 56 "cases/assumptions.rs"
extern "C" __global__ void near_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long k, unsigned u_fc_blocks_x) {
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
    fc::slice<const float> part_l0;
    fc::slice<const float> part_l1;
    fc::slice<const float> part_l2;
    fc::slice<const float> part_l3;
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
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    float u_fc_old_l0_1;
    float u_fc_old_l1_1;
    float u_fc_old_l2_1;
    float u_fc_old_l3_1;
    float u_fc_uv_l0_1;
    float u_fc_uv_l1_1;
    float u_fc_uv_l2_1;
    float u_fc_uv_l3_1;
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    float u_fc_old_l0_2;
    float u_fc_old_l1_2;
    float u_fc_old_l2_2;
    float u_fc_old_l3_2;
    float u_fc_uv_l0_2;
    float u_fc_uv_l1_2;
    float u_fc_uv_l2_2;
    float u_fc_uv_l3_2;
    if (u_fc_alive_l0) {
#line 57 "cases/assumptions.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 57 "cases/assumptions.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 57 "cases/assumptions.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 57 "cases/assumptions.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        part_l0 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        part_l1 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        part_l2 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        part_l3 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < part_l0.len;
    }
    if (u_fc_alive_l1) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < part_l1.len;
    }
    if (u_fc_alive_l2) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < part_l2.len;
    }
    if (u_fc_alive_l3) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < part_l3.len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 60 "cases/assumptions.rs"
        u_fc_sv_l0 = part_l0.ptr[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 60 "cases/assumptions.rs"
        u_fc_sv_l1 = part_l1.ptr[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 60 "cases/assumptions.rs"
        u_fc_sv_l2 = part_l2.ptr[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 60 "cases/assumptions.rs"
        u_fc_sv_l3 = part_l3.ptr[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 60 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 60 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 60 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 60 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l3;
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    if (u_fc_alive_l0) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l0_1 = i_l0 >= y_len;
    }
    if (u_fc_alive_l1) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l1_1 = i_l1 >= y_len;
    }
    if (u_fc_alive_l2) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l2_1 = i_l2 >= y_len;
    }
    if (u_fc_alive_l3) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l3_1 = i_l3 >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l0_1 = 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l1_1 = 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l2_1 = 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l3_1 = 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0 && !u_fc_c_l0_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l0_2 = 2.0f;
    }
    if (u_fc_alive_l1 && !u_fc_c_l1_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l1_2 = 2.0f;
    }
    if (u_fc_alive_l2 && !u_fc_c_l2_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l2_2 = 2.0f;
    }
    if (u_fc_alive_l3 && !u_fc_c_l3_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l3_2 = 2.0f;
    }
    if (u_fc_alive_l0 && !u_fc_c_l0_1) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l0_2;
    }
    if (u_fc_alive_l1 && !u_fc_c_l1_1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l1_2;
    }
    if (u_fc_alive_l2 && !u_fc_c_l2_1) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l2_2;
    }
    if (u_fc_alive_l3 && !u_fc_c_l3_1) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l3_2;
    }
    if (u_fc_alive_l0) {
#line 67 "cases/assumptions.rs"
        u_fc_uv_l0 = 1.0f;
        u_fc_old_l0 = *fc::defer_ptr(y, i_l0, y_len, u_fc_pending_l0, 2195616u);
    }
    if (u_fc_alive_l1) {
#line 67 "cases/assumptions.rs"
        u_fc_uv_l1 = 1.0f;
        u_fc_old_l1 = *fc::defer_ptr(y, i_l1, y_len, u_fc_pending_l1, 2195616u);
    }
    if (u_fc_alive_l2) {
#line 67 "cases/assumptions.rs"
        u_fc_uv_l2 = 1.0f;
        u_fc_old_l2 = *fc::defer_ptr(y, i_l2, y_len, u_fc_pending_l2, 2195616u);
    }
    if (u_fc_alive_l3) {
#line 67 "cases/assumptions.rs"
        u_fc_uv_l3 = 1.0f;
        u_fc_old_l3 = *fc::defer_ptr(y, i_l3, y_len, u_fc_pending_l3, 2195616u);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 67 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(67, 5))] = u_fc_old_l0;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 67 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(67, 5))] = u_fc_old_l1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 67 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(67, 5))] = u_fc_old_l2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 67 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(67, 5))] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        if (FC_DEBUG_ASSERTIONS && !(i_l0 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        if (FC_DEBUG_ASSERTIONS && !(i_l1 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        if (FC_DEBUG_ASSERTIONS && !(i_l2 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        if (FC_DEBUG_ASSERTIONS && !(i_l3 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l0) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l0_1 = *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 2261409u);
        u_fc_old_l0_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l0, 2261152u);
    }
    if (u_fc_alive_l1) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l1_1 = *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 2261409u);
        u_fc_old_l1_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l1, 2261152u);
    }
    if (u_fc_alive_l2) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l2_1 = *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 2261409u);
        u_fc_old_l2_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l2, 2261152u);
    }
    if (u_fc_alive_l3) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l3_1 = *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 2261409u);
        u_fc_old_l3_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l3, 2261152u);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        u_fc_old_l0_1 += u_fc_uv_l0_1;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(69, 5))] = u_fc_old_l0_1;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        u_fc_old_l1_1 += u_fc_uv_l1_1;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(69, 5))] = u_fc_old_l1_1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        u_fc_old_l2_1 += u_fc_uv_l2_1;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(69, 5))] = u_fc_old_l2_1;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        u_fc_old_l3_1 += u_fc_uv_l3_1;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(69, 5))] = u_fc_old_l3_1;
    }
    if (u_fc_alive_l0) {
#line 70 "cases/assumptions.rs"
        j_l0 = i_l0;
    }
    if (u_fc_alive_l1) {
#line 70 "cases/assumptions.rs"
        j_l1 = i_l1;
    }
    if (u_fc_alive_l2) {
#line 70 "cases/assumptions.rs"
        j_l2 = i_l2;
    }
    if (u_fc_alive_l3) {
#line 70 "cases/assumptions.rs"
        j_l3 = i_l3;
    }
    bool u_fc_c_l0_2 = false;
    bool u_fc_c_l1_2 = false;
    bool u_fc_c_l2_2 = false;
    bool u_fc_c_l3_2 = false;
    if (u_fc_alive_l0) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l0_2 = j_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l1_2 = j_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l2_2 = j_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l3_2 = j_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
#line 72 "cases/assumptions.rs"
        j_l0 += 1ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
#line 72 "cases/assumptions.rs"
        j_l1 += 1ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
#line 72 "cases/assumptions.rs"
        j_l2 += 1ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
#line 72 "cases/assumptions.rs"
        j_l3 += 1ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l0_2 = *fc::defer_ptr(x, j_l0, x_len, u_fc_pending_l0, 2392609u);
        u_fc_old_l0_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l0, 2392352u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l1_2 = *fc::defer_ptr(x, j_l1, x_len, u_fc_pending_l1, 2392609u);
        u_fc_old_l1_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l1, 2392352u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l2_2 = *fc::defer_ptr(x, j_l2, x_len, u_fc_pending_l2, 2392609u);
        u_fc_old_l2_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l2, 2392352u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l3_2 = *fc::defer_ptr(x, j_l3, x_len, u_fc_pending_l3, 2392609u);
        u_fc_old_l3_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l3, 2392352u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes);
        u_fc_old_l0_2 += u_fc_uv_l0_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(73, 9))] = u_fc_old_l0_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes);
        u_fc_old_l1_2 += u_fc_uv_l1_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(73, 9))] = u_fc_old_l1_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes);
        u_fc_old_l2_2 += u_fc_uv_l2_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(73, 9))] = u_fc_old_l2_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes);
        u_fc_old_l3_2 += u_fc_uv_l3_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(73, 9))] = u_fc_old_l3_2;
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
#define FC_LEN_OF_near_lanes_v(w) ((w) == 0 ? y_len : (w) == 1 ? x_len : 0ull)
#line 56 "cases/assumptions.rs"
extern "C" __global__ void near_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long k, unsigned u_fc_blocks_x) {
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
    fc::slice<const float> part_l0;
    fc::slice<const float> part_l1;
    fc::slice<const float> part_l2;
    fc::slice<const float> part_l3;
    fc::slice<const float> part_l4;
    fc::slice<const float> part_l5;
    fc::slice<const float> part_l6;
    fc::slice<const float> part_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
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
    float u_fc_old_l0_1;
    float u_fc_old_l1_1;
    float u_fc_old_l2_1;
    float u_fc_old_l3_1;
    float u_fc_old_l4_1;
    float u_fc_old_l5_1;
    float u_fc_old_l6_1;
    float u_fc_old_l7_1;
    float u_fc_uv_l0_2;
    float u_fc_uv_l1_2;
    float u_fc_uv_l2_2;
    float u_fc_uv_l3_2;
    float u_fc_uv_l4_2;
    float u_fc_uv_l5_2;
    float u_fc_uv_l6_2;
    float u_fc_uv_l7_2;
    unsigned long long j_l0;
    unsigned long long j_l1;
    unsigned long long j_l2;
    unsigned long long j_l3;
    unsigned long long j_l4;
    unsigned long long j_l5;
    unsigned long long j_l6;
    unsigned long long j_l7;
    float u_fc_old_l0_2;
    float u_fc_old_l1_2;
    float u_fc_old_l2_2;
    float u_fc_old_l3_2;
    float u_fc_old_l4_2;
    float u_fc_old_l5_2;
    float u_fc_old_l6_2;
    float u_fc_old_l7_2;
    float u_fc_uv_l0_3;
    float u_fc_uv_l1_3;
    float u_fc_uv_l2_3;
    float u_fc_uv_l3_3;
    float u_fc_uv_l4_3;
    float u_fc_uv_l5_3;
    float u_fc_uv_l6_3;
    float u_fc_uv_l7_3;
    if (u_fc_alive_l0) {
#line 57 "cases/assumptions.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 57 "cases/assumptions.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 57 "cases/assumptions.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 57 "cases/assumptions.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 57 "cases/assumptions.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 57 "cases/assumptions.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 57 "cases/assumptions.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 57 "cases/assumptions.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        part_l0 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        part_l1 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        part_l2 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        part_l3 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        part_l4 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        part_l5 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        part_l6 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 58 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        part_l7 = fc::subslice<const float>(x, x_len, k, x_len, false, FC_SITE(58, 18));
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
#line 59 "cases/assumptions.rs"
        u_fc_c_l0 = i_l0 < part_l0.len;
    }
    if (u_fc_alive_l1) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l1 = i_l1 < part_l1.len;
    }
    if (u_fc_alive_l2) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l2 = i_l2 < part_l2.len;
    }
    if (u_fc_alive_l3) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l3 = i_l3 < part_l3.len;
    }
    if (u_fc_alive_l4) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l4 = i_l4 < part_l4.len;
    }
    if (u_fc_alive_l5) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l5 = i_l5 < part_l5.len;
    }
    if (u_fc_alive_l6) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l6 = i_l6 < part_l6.len;
    }
    if (u_fc_alive_l7) {
#line 59 "cases/assumptions.rs"
        u_fc_c_l7 = i_l7 < part_l7.len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[0] = part_l0.ptr[i_l0];
        }
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[1] = part_l1.ptr[i_l1];
        }
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[2] = part_l2.ptr[i_l2];
        }
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[3] = part_l3.ptr[i_l3];
        }
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[4] = part_l4.ptr[i_l4];
        }
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[5] = part_l5.ptr[i_l5];
        }
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[6] = part_l6.ptr[i_l6];
        }
        {
#line 60 "cases/assumptions.rs"
            u_fc_sv[7] = part_l7.ptr[i_l7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l0 = part_l0.ptr[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l1 = part_l1.ptr[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l2 = part_l2.ptr[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l3 = part_l3.ptr[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l4 = part_l4.ptr[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l5 = part_l5.ptr[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l6 = part_l6.ptr[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 60 "cases/assumptions.rs"
            u_fc_sv_l7 = part_l7.ptr[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l4, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l5, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l6, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 60 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
            y[fc::check_index_p(i_l7, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(60, 9))] = u_fc_sv_l7;
        }
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
#line 62 "cases/assumptions.rs"
        u_fc_c_l0_1 = i_l0 >= y_len;
    }
    if (u_fc_alive_l1) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l1_1 = i_l1 >= y_len;
    }
    if (u_fc_alive_l2) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l2_1 = i_l2 >= y_len;
    }
    if (u_fc_alive_l3) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l3_1 = i_l3 >= y_len;
    }
    if (u_fc_alive_l4) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l4_1 = i_l4 >= y_len;
    }
    if (u_fc_alive_l5) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l5_1 = i_l5 >= y_len;
    }
    if (u_fc_alive_l6) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l6_1 = i_l6 >= y_len;
    }
    if (u_fc_alive_l7) {
#line 62 "cases/assumptions.rs"
        u_fc_c_l7_1 = i_l7 >= y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l0_1 = 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l1_1 = 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l2_1 = 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l3_1 = 1.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l4_1 = 1.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l5_1 = 1.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l6_1 = 1.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7_1) {
#line 63 "cases/assumptions.rs"
        u_fc_sv_l7_1 = 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l4_1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l5_1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l6_1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 63 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(63, 9))] = u_fc_sv_l7_1;
    }
    if (u_fc_alive_l0 && !u_fc_c_l0_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l0_2 = 2.0f;
    }
    if (u_fc_alive_l1 && !u_fc_c_l1_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l1_2 = 2.0f;
    }
    if (u_fc_alive_l2 && !u_fc_c_l2_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l2_2 = 2.0f;
    }
    if (u_fc_alive_l3 && !u_fc_c_l3_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l3_2 = 2.0f;
    }
    if (u_fc_alive_l4 && !u_fc_c_l4_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l4_2 = 2.0f;
    }
    if (u_fc_alive_l5 && !u_fc_c_l5_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l5_2 = 2.0f;
    }
    if (u_fc_alive_l6 && !u_fc_c_l6_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l6_2 = 2.0f;
    }
    if (u_fc_alive_l7 && !u_fc_c_l7_1) {
#line 65 "cases/assumptions.rs"
        u_fc_sv_l7_2 = 2.0f;
    }
    if (u_fc_alive_l0 && !u_fc_c_l0_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l0_2;
    }
    if (u_fc_alive_l1 && !u_fc_c_l1_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l1_2;
    }
    if (u_fc_alive_l2 && !u_fc_c_l2_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l2_2;
    }
    if (u_fc_alive_l3 && !u_fc_c_l3_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l3_2;
    }
    if (u_fc_alive_l4 && !u_fc_c_l4_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l4_2;
    }
    if (u_fc_alive_l5 && !u_fc_c_l5_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l5_2;
    }
    if (u_fc_alive_l6 && !u_fc_c_l6_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l6_2;
    }
    if (u_fc_alive_l7 && !u_fc_c_l7_1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 65 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(65, 9))] = u_fc_sv_l7_2;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(y, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l0 = 1.0f;
            u_fc_sv_1[0] = u_fc_vec[0];
        }
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l1 = 1.0f;
            u_fc_sv_1[1] = u_fc_vec[1];
        }
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l2 = 1.0f;
            u_fc_sv_1[2] = u_fc_vec[2];
        }
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l3 = 1.0f;
            u_fc_sv_1[3] = u_fc_vec[3];
        }
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l4 = 1.0f;
            u_fc_sv_1[4] = u_fc_vec[4];
        }
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l5 = 1.0f;
            u_fc_sv_1[5] = u_fc_vec[5];
        }
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l6 = 1.0f;
            u_fc_sv_1[6] = u_fc_vec[6];
        }
        {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l7 = 1.0f;
            u_fc_sv_1[7] = u_fc_vec[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l0_1 = 1.0f;
            u_fc_old_l0 = *fc::defer_ptr(y, i_l0, y_len, u_fc_pending_l0, 2195616u);
        }
        if (u_fc_alive_l1) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l1_1 = 1.0f;
            u_fc_old_l1 = *fc::defer_ptr(y, i_l1, y_len, u_fc_pending_l1, 2195616u);
        }
        if (u_fc_alive_l2) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l2_1 = 1.0f;
            u_fc_old_l2 = *fc::defer_ptr(y, i_l2, y_len, u_fc_pending_l2, 2195616u);
        }
        if (u_fc_alive_l3) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l3_1 = 1.0f;
            u_fc_old_l3 = *fc::defer_ptr(y, i_l3, y_len, u_fc_pending_l3, 2195616u);
        }
        if (u_fc_alive_l4) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l4_1 = 1.0f;
            u_fc_old_l4 = *fc::defer_ptr(y, i_l4, y_len, u_fc_pending_l4, 2195616u);
        }
        if (u_fc_alive_l5) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l5_1 = 1.0f;
            u_fc_old_l5 = *fc::defer_ptr(y, i_l5, y_len, u_fc_pending_l5, 2195616u);
        }
        if (u_fc_alive_l6) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l6_1 = 1.0f;
            u_fc_old_l6 = *fc::defer_ptr(y, i_l6, y_len, u_fc_pending_l6, 2195616u);
        }
        if (u_fc_alive_l7) {
#line 67 "cases/assumptions.rs"
            u_fc_uv_l7_1 = 1.0f;
            u_fc_old_l7 = *fc::defer_ptr(y, i_l7, y_len, u_fc_pending_l7, 2195616u);
        }
        if (u_fc_alive_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            y[fc::check_index_p(i_l0, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(67, 5))] = u_fc_old_l0;
        }
        if (u_fc_alive_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            y[fc::check_index_p(i_l1, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(67, 5))] = u_fc_old_l1;
        }
        if (u_fc_alive_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            y[fc::check_index_p(i_l2, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(67, 5))] = u_fc_old_l2;
        }
        if (u_fc_alive_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            y[fc::check_index_p(i_l3, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(67, 5))] = u_fc_old_l3;
        }
        if (u_fc_alive_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            y[fc::check_index_p(i_l4, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(67, 5))] = u_fc_old_l4;
        }
        if (u_fc_alive_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            y[fc::check_index_p(i_l5, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(67, 5))] = u_fc_old_l5;
        }
        if (u_fc_alive_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            y[fc::check_index_p(i_l6, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(67, 5))] = u_fc_old_l6;
        }
        if (u_fc_alive_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 67 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            y[fc::check_index_p(i_l7, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(67, 5))] = u_fc_old_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l0 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l1 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l2 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l3 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l4 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l5 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l6 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 68 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        if (FC_DEBUG_ASSERTIONS && !(i_l7 < x_len)) fc::panic_msg("assertion failed: i < x.len()", FC_SITE(68, 5));
    }
    if (u_fc_alive_l0) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l0_2 = *fc::defer_ptr(x, i_l0, x_len, u_fc_pending_l0, 2261409u);
        u_fc_old_l0_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l0, 2261152u);
    }
    if (u_fc_alive_l1) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l1_2 = *fc::defer_ptr(x, i_l1, x_len, u_fc_pending_l1, 2261409u);
        u_fc_old_l1_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l1, 2261152u);
    }
    if (u_fc_alive_l2) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l2_2 = *fc::defer_ptr(x, i_l2, x_len, u_fc_pending_l2, 2261409u);
        u_fc_old_l2_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l2, 2261152u);
    }
    if (u_fc_alive_l3) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l3_2 = *fc::defer_ptr(x, i_l3, x_len, u_fc_pending_l3, 2261409u);
        u_fc_old_l3_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l3, 2261152u);
    }
    if (u_fc_alive_l4) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l4_2 = *fc::defer_ptr(x, i_l4, x_len, u_fc_pending_l4, 2261409u);
        u_fc_old_l4_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l4, 2261152u);
    }
    if (u_fc_alive_l5) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l5_2 = *fc::defer_ptr(x, i_l5, x_len, u_fc_pending_l5, 2261409u);
        u_fc_old_l5_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l5, 2261152u);
    }
    if (u_fc_alive_l6) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l6_2 = *fc::defer_ptr(x, i_l6, x_len, u_fc_pending_l6, 2261409u);
        u_fc_old_l6_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l6, 2261152u);
    }
    if (u_fc_alive_l7) {
#line 69 "cases/assumptions.rs"
        u_fc_uv_l7_2 = *fc::defer_ptr(x, i_l7, x_len, u_fc_pending_l7, 2261409u);
        u_fc_old_l7_1 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l7, 2261152u);
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        u_fc_old_l0_1 += u_fc_uv_l0_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(69, 5))] = u_fc_old_l0_1;
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        u_fc_old_l1_1 += u_fc_uv_l1_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(69, 5))] = u_fc_old_l1_1;
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        u_fc_old_l2_1 += u_fc_uv_l2_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(69, 5))] = u_fc_old_l2_1;
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        u_fc_old_l3_1 += u_fc_uv_l3_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(69, 5))] = u_fc_old_l3_1;
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        u_fc_old_l4_1 += u_fc_uv_l4_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(69, 5))] = u_fc_old_l4_1;
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        u_fc_old_l5_1 += u_fc_uv_l5_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(69, 5))] = u_fc_old_l5_1;
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        u_fc_old_l6_1 += u_fc_uv_l6_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(69, 5))] = u_fc_old_l6_1;
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 69 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        u_fc_old_l7_1 += u_fc_uv_l7_2;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(69, 5))] = u_fc_old_l7_1;
    }
    if (u_fc_alive_l0) {
#line 70 "cases/assumptions.rs"
        j_l0 = i_l0;
    }
    if (u_fc_alive_l1) {
#line 70 "cases/assumptions.rs"
        j_l1 = i_l1;
    }
    if (u_fc_alive_l2) {
#line 70 "cases/assumptions.rs"
        j_l2 = i_l2;
    }
    if (u_fc_alive_l3) {
#line 70 "cases/assumptions.rs"
        j_l3 = i_l3;
    }
    if (u_fc_alive_l4) {
#line 70 "cases/assumptions.rs"
        j_l4 = i_l4;
    }
    if (u_fc_alive_l5) {
#line 70 "cases/assumptions.rs"
        j_l5 = i_l5;
    }
    if (u_fc_alive_l6) {
#line 70 "cases/assumptions.rs"
        j_l6 = i_l6;
    }
    if (u_fc_alive_l7) {
#line 70 "cases/assumptions.rs"
        j_l7 = i_l7;
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
#line 71 "cases/assumptions.rs"
        u_fc_c_l0_2 = j_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l1_2 = j_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l2_2 = j_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l3_2 = j_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l4_2 = j_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l5_2 = j_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l6_2 = j_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 71 "cases/assumptions.rs"
        u_fc_c_l7_2 = j_l7 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
#line 72 "cases/assumptions.rs"
        j_l0 += 1ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
#line 72 "cases/assumptions.rs"
        j_l1 += 1ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
#line 72 "cases/assumptions.rs"
        j_l2 += 1ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
#line 72 "cases/assumptions.rs"
        j_l3 += 1ull;
    }
    if (u_fc_alive_l4 && u_fc_c_l4_2) {
#line 72 "cases/assumptions.rs"
        j_l4 += 1ull;
    }
    if (u_fc_alive_l5 && u_fc_c_l5_2) {
#line 72 "cases/assumptions.rs"
        j_l5 += 1ull;
    }
    if (u_fc_alive_l6 && u_fc_c_l6_2) {
#line 72 "cases/assumptions.rs"
        j_l6 += 1ull;
    }
    if (u_fc_alive_l7 && u_fc_c_l7_2) {
#line 72 "cases/assumptions.rs"
        j_l7 += 1ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l0_3 = *fc::defer_ptr(x, j_l0, x_len, u_fc_pending_l0, 2392609u);
        u_fc_old_l0_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l0, 2392352u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l1_3 = *fc::defer_ptr(x, j_l1, x_len, u_fc_pending_l1, 2392609u);
        u_fc_old_l1_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l1, 2392352u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l2_3 = *fc::defer_ptr(x, j_l2, x_len, u_fc_pending_l2, 2392609u);
        u_fc_old_l2_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l2, 2392352u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l3_3 = *fc::defer_ptr(x, j_l3, x_len, u_fc_pending_l3, 2392609u);
        u_fc_old_l3_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l3, 2392352u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l4_3 = *fc::defer_ptr(x, j_l4, x_len, u_fc_pending_l4, 2392609u);
        u_fc_old_l4_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l4, 2392352u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l5_3 = *fc::defer_ptr(x, j_l5, x_len, u_fc_pending_l5, 2392609u);
        u_fc_old_l5_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l5, 2392352u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l6_3 = *fc::defer_ptr(x, j_l6, x_len, u_fc_pending_l6, 2392609u);
        u_fc_old_l6_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l6, 2392352u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7_2) {
#line 73 "cases/assumptions.rs"
        u_fc_uv_l7_3 = *fc::defer_ptr(x, j_l7, x_len, u_fc_pending_l7, 2392609u);
        u_fc_old_l7_2 = *fc::defer_ptr(y, 0ull, y_len, u_fc_pending_l7, 2392352u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_near_lanes_v);
        u_fc_old_l0_2 += u_fc_uv_l0_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l0, FC_LEN_OF_near_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(73, 9))] = u_fc_old_l0_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_near_lanes_v);
        u_fc_old_l1_2 += u_fc_uv_l1_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l1, FC_LEN_OF_near_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(73, 9))] = u_fc_old_l1_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_near_lanes_v);
        u_fc_old_l2_2 += u_fc_uv_l2_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l2, FC_LEN_OF_near_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(73, 9))] = u_fc_old_l2_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_near_lanes_v);
        u_fc_old_l3_2 += u_fc_uv_l3_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l3, FC_LEN_OF_near_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(73, 9))] = u_fc_old_l3_2;
    }
    if (u_fc_alive_l4 && u_fc_c_l4_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_near_lanes_v);
        u_fc_old_l4_2 += u_fc_uv_l4_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l4, FC_LEN_OF_near_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(73, 9))] = u_fc_old_l4_2;
    }
    if (u_fc_alive_l5 && u_fc_c_l5_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_near_lanes_v);
        u_fc_old_l5_2 += u_fc_uv_l5_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l5, FC_LEN_OF_near_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(73, 9))] = u_fc_old_l5_2;
    }
    if (u_fc_alive_l6 && u_fc_c_l6_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_near_lanes_v);
        u_fc_old_l6_2 += u_fc_uv_l6_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l6, FC_LEN_OF_near_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(73, 9))] = u_fc_old_l6_2;
    }
    if (u_fc_alive_l7 && u_fc_c_l7_2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 73 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_near_lanes_v);
        u_fc_old_l7_2 += u_fc_uv_l7_3;
        y[fc::check_index_p(0ull, y_len, u_fc_pending_l7, FC_LEN_OF_near_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(73, 9))] = u_fc_old_l7_2;
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
#line 81 "cases/assumptions.rs"
extern "C" __global__ void transpose_tiled(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ b, fc::dims<2> b_d) {
    fc::grid_dependency();
    fc::unit_inner(a_d);
    fc::unit_inner(b_d);
#line 82 "cases/assumptions.rs"
    __shared__ __align__(32) float tile[32][33];
#line 83 "cases/assumptions.rs"
    fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
    unsigned long long rows = fc_v.f0;
    unsigned long long cols = fc_v.f1;
#line 84 "cases/assumptions.rs"
    unsigned long long tx = (unsigned long long)threadIdx.x;
    unsigned long long ty = (unsigned long long)threadIdx.y;
#line 85 "cases/assumptions.rs"
    unsigned long long bx = (unsigned long long)blockIdx.x * 32ull;
    unsigned long long by = (unsigned long long)blockIdx.y * 32ull;
#line 86 "cases/assumptions.rs"
    for (unsigned long long k = 0ull; k < 32ull; k += 8u) {
#line 87 "cases/assumptions.rs"
        unsigned long long r = by + ty + k;
        unsigned long long c = bx + tx;
#line 88 "cases/assumptions.rs"
        if (r < rows && c < cols) {
#line 89 "cases/assumptions.rs"
            tile[ty + k][tx] = a[fc::nd_off(a_d, {r, c})];
        }
    }
#line 92 "cases/assumptions.rs"
    __syncthreads();
#line 93 "cases/assumptions.rs"
    for (unsigned long long k_1 = 0ull; k_1 < 32ull; k_1 += 8u) {
#line 94 "cases/assumptions.rs"
        unsigned long long r_1 = bx + ty + k_1;
        unsigned long long c_1 = by + tx;
#line 95 "cases/assumptions.rs"
        if (r_1 < cols && c_1 < rows) {
#line 96 "cases/assumptions.rs"
            b[fc::nd_off(b_d, {r_1, c_1})] = tile[tx][ty + k_1];
        }
    }
}
#else
#define FC_LEN_OF_transpose_tiled(w) (0ull)
#line 81 "cases/assumptions.rs"
extern "C" __global__ void transpose_tiled(const float* __restrict__ a, fc::dims<2> a_d, float* __restrict__ b, fc::dims<2> b_d) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::unit_inner(a_d);
    fc::unit_inner(b_d);
#line 82 "cases/assumptions.rs"
    __shared__ __align__(32) float tile[32][33];
#line 83 "cases/assumptions.rs"
    fc::tup2<unsigned long long, unsigned long long> fc_v = fc::tup2<unsigned long long, unsigned long long>{(unsigned long long)a_d.n[0], (unsigned long long)a_d.n[1]};
    unsigned long long rows = fc_v.f0;
    unsigned long long cols = fc_v.f1;
#line 84 "cases/assumptions.rs"
    unsigned long long tx = (unsigned long long)threadIdx.x;
    unsigned long long ty = (unsigned long long)threadIdx.y;
#line 85 "cases/assumptions.rs"
    unsigned long long bx = (unsigned long long)blockIdx.x * 32ull;
    unsigned long long by = (unsigned long long)blockIdx.y * 32ull;
#line 86 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose_tiled);
    for (unsigned long long k = 0ull; k < 32ull; k += 8u) {
#line 87 "cases/assumptions.rs"
        unsigned long long r = by + ty + k;
        unsigned long long c = bx + tx;
#line 88 "cases/assumptions.rs"
        if (r < rows && c < cols) {
#line 89 "cases/assumptions.rs"
            float fc_v_1 = a[fc::nd_off(a_d, {r, c})];
            FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose_tiled);
            tile[fc::check_index_p(ty + k, 32ull, u_fc_pending, FC_LEN_OF_transpose_tiled(u_fc_pending.site & 31u), FC_SITE(89, 13))][fc::check_index_p(tx, 33ull, u_fc_pending, FC_LEN_OF_transpose_tiled(u_fc_pending.site & 31u), FC_SITE(89, 13))] = fc_v_1;
        }
    }
#line 92 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose_tiled);
    __syncthreads();
#line 93 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose_tiled);
    for (unsigned long long k_1 = 0ull; k_1 < 32ull; k_1 += 8u) {
#line 94 "cases/assumptions.rs"
        unsigned long long r_1 = bx + ty + k_1;
        unsigned long long c_1 = by + tx;
#line 95 "cases/assumptions.rs"
        if (r_1 < cols && c_1 < rows) {
#line 96 "cases/assumptions.rs"
            float fc_v_2 = tile[fc::check_index_p(tx, 32ull, u_fc_pending, FC_LEN_OF_transpose_tiled(u_fc_pending.site & 31u), FC_SITE(96, 25))][fc::check_index_p(ty + k_1, 33ull, u_fc_pending, FC_LEN_OF_transpose_tiled(u_fc_pending.site & 31u), FC_SITE(96, 25))];
            FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose_tiled);
            b[fc::nd_check_p(b_d, {r_1, c_1}, u_fc_pending, FC_LEN_OF_transpose_tiled(u_fc_pending.site & 31u), FC_SITE(96, 13))] = fc_v_2;
        }
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_transpose_tiled);
}
#endif

#if FC_ASSUMED
#define FC_LEN_OF_block_near(w) (0ull)
#line 104 "cases/assumptions.rs"
extern "C" __global__ void block_near(float* __restrict__ x, unsigned long long x_len, unsigned long long j) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 105 "cases/assumptions.rs"
    __shared__ __align__(32) float tile[64];
#line 106 "cases/assumptions.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 107 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
    tile[t] = 1.0f;
#line 108 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
    __syncthreads();
#line 109 "cases/assumptions.rs"
    float fc_v = tile[fc::check_index_p(j, 64ull, u_fc_pending, FC_LEN_OF_block_near(u_fc_pending.site & 31u), FC_SITE(109, 12))];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
    x[fc::check_index_p(0ull, x_len, u_fc_pending, FC_LEN_OF_block_near(u_fc_pending.site & 31u), FC_SITE(109, 5))] = fc_v;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
}
#else
#define FC_LEN_OF_block_near(w) (0ull)
#line 104 "cases/assumptions.rs"
extern "C" __global__ void block_near(float* __restrict__ x, unsigned long long x_len, unsigned long long j) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 105 "cases/assumptions.rs"
    __shared__ __align__(32) float tile[64];
#line 106 "cases/assumptions.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 107 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
    tile[fc::check_index_p(t, 64ull, u_fc_pending, FC_LEN_OF_block_near(u_fc_pending.site & 31u), FC_SITE(107, 5))] = 1.0f;
#line 108 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
    __syncthreads();
#line 109 "cases/assumptions.rs"
    float fc_v = tile[fc::check_index_p(j, 64ull, u_fc_pending, FC_LEN_OF_block_near(u_fc_pending.site & 31u), FC_SITE(109, 12))];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
    x[fc::check_index_p(0ull, x_len, u_fc_pending, FC_LEN_OF_block_near(u_fc_pending.site & 31u), FC_SITE(109, 5))] = fc_v;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_block_near);
}
#endif

#if FC_ASSUMED
#line 116 "cases/assumptions.rs"
extern "C" __global__ void matmul(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned int m, unsigned int n, unsigned int k) {
    fc::grid_dependency();
#line 117 "cases/assumptions.rs"
    unsigned long long col = fc::grid_1();
    unsigned long long row = fc::grid_y();
#line 118 "cases/assumptions.rs"
    if (row < (unsigned long long)m && col < (unsigned long long)n) {
#line 119 "cases/assumptions.rs"
        float acc = 0.0f;
#line 120 "cases/assumptions.rs"
        unsigned long long fc_v = (unsigned long long)k;
        for (unsigned long long p = 0ull; p < fc_v; ++p) {
#line 121 "cases/assumptions.rs"
            acc += a[row * (unsigned long long)k + p] * b[p * (unsigned long long)n + col];
        }
#line 123 "cases/assumptions.rs"
        c[row * (unsigned long long)n + col] = acc;
    }
}
#if FC_LANES_TWIN
#line 116 "cases/assumptions.rs"
extern "C" __global__ void matmul_lanes(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned int m, unsigned int n, unsigned int k, unsigned u_fc_blocks_x) {
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
    unsigned long long col_l0;
    unsigned long long row_l0;
    unsigned long long col_l1;
    unsigned long long row_l1;
    unsigned long long col_l2;
    unsigned long long row_l2;
    unsigned long long col_l3;
    unsigned long long row_l3;
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 117 "cases/assumptions.rs"
        col_l0 = fc::lane_grid_1(u_fc_bx_l0);
        row_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 117 "cases/assumptions.rs"
        col_l1 = fc::lane_grid_1(u_fc_bx_l1);
        row_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 117 "cases/assumptions.rs"
        col_l2 = fc::lane_grid_1(u_fc_bx_l2);
        row_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 117 "cases/assumptions.rs"
        col_l3 = fc::lane_grid_1(u_fc_bx_l3);
        row_l3 = fc::grid_y();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l0 = row_l0 < (unsigned long long)m && col_l0 < (unsigned long long)n;
    }
    if (u_fc_alive_l1) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l1 = row_l1 < (unsigned long long)m && col_l1 < (unsigned long long)n;
    }
    if (u_fc_alive_l2) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l2 = row_l2 < (unsigned long long)m && col_l2 < (unsigned long long)n;
    }
    if (u_fc_alive_l3) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l3 = row_l3 < (unsigned long long)m && col_l3 < (unsigned long long)n;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 119 "cases/assumptions.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 119 "cases/assumptions.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 119 "cases/assumptions.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 119 "cases/assumptions.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 120 "cases/assumptions.rs"
        unsigned long long fc_v = (unsigned long long)k;
        for (unsigned long long p_l0 = 0ull; p_l0 < fc_v; ++p_l0) {
#line 121 "cases/assumptions.rs"
            acc_l0 += a[row_l0 * (unsigned long long)k + p_l0] * b[p_l0 * (unsigned long long)n + col_l0];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 120 "cases/assumptions.rs"
        unsigned long long fc_v_1 = (unsigned long long)k;
        for (unsigned long long p_l1 = 0ull; p_l1 < fc_v_1; ++p_l1) {
#line 121 "cases/assumptions.rs"
            acc_l1 += a[row_l1 * (unsigned long long)k + p_l1] * b[p_l1 * (unsigned long long)n + col_l1];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 120 "cases/assumptions.rs"
        unsigned long long fc_v_2 = (unsigned long long)k;
        for (unsigned long long p_l2 = 0ull; p_l2 < fc_v_2; ++p_l2) {
#line 121 "cases/assumptions.rs"
            acc_l2 += a[row_l2 * (unsigned long long)k + p_l2] * b[p_l2 * (unsigned long long)n + col_l2];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 120 "cases/assumptions.rs"
        unsigned long long fc_v_3 = (unsigned long long)k;
        for (unsigned long long p_l3 = 0ull; p_l3 < fc_v_3; ++p_l3) {
#line 121 "cases/assumptions.rs"
            acc_l3 += a[row_l3 * (unsigned long long)k + p_l3] * b[p_l3 * (unsigned long long)n + col_l3];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l3 = acc_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 123 "cases/assumptions.rs"
        c[row_l0 * (unsigned long long)n + col_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 123 "cases/assumptions.rs"
        c[row_l1 * (unsigned long long)n + col_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 123 "cases/assumptions.rs"
        c[row_l2 * (unsigned long long)n + col_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 123 "cases/assumptions.rs"
        c[row_l3 * (unsigned long long)n + col_l3] = u_fc_sv_l3;
    }
}
#endif
#else
#define FC_LEN_OF_matmul(w) ((w) == 0 ? a_len : (w) == 1 ? b_len : 0ull)
#line 116 "cases/assumptions.rs"
extern "C" __global__ void matmul(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned int m, unsigned int n, unsigned int k) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 117 "cases/assumptions.rs"
    unsigned long long col = fc::grid_1();
    unsigned long long row = fc::grid_y();
#line 118 "cases/assumptions.rs"
    if (row < (unsigned long long)m && col < (unsigned long long)n) {
#line 119 "cases/assumptions.rs"
        float acc = 0.0f;
#line 120 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_matmul);
        unsigned long long fc_v = (unsigned long long)k;
        for (unsigned long long p = 0ull; p < fc_v; ++p) {
#line 121 "cases/assumptions.rs"
            acc += *fc::defer_ptr(a, row * (unsigned long long)k + p, a_len, u_fc_pending, 3965568u) * *fc::defer_ptr(b, p * (unsigned long long)n + col, b_len, u_fc_pending, 3966401u);
        }
#line 123 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_matmul);
        c[fc::check_index_p(row * (unsigned long long)n + col, c_len, u_fc_pending, FC_LEN_OF_matmul(u_fc_pending.site & 31u), FC_SITE(123, 9))] = acc;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_matmul);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_matmul_lanes(w) ((w) == 0 ? a_len : (w) == 1 ? b_len : 0ull)
#line 116 "cases/assumptions.rs"
extern "C" __global__ void matmul_lanes(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, unsigned int m, unsigned int n, unsigned int k, unsigned u_fc_blocks_x) {
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
    unsigned long long col_l0;
    unsigned long long row_l0;
    unsigned long long col_l1;
    unsigned long long row_l1;
    unsigned long long col_l2;
    unsigned long long row_l2;
    unsigned long long col_l3;
    unsigned long long row_l3;
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 117 "cases/assumptions.rs"
        col_l0 = fc::lane_grid_1(u_fc_bx_l0);
        row_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 117 "cases/assumptions.rs"
        col_l1 = fc::lane_grid_1(u_fc_bx_l1);
        row_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 117 "cases/assumptions.rs"
        col_l2 = fc::lane_grid_1(u_fc_bx_l2);
        row_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 117 "cases/assumptions.rs"
        col_l3 = fc::lane_grid_1(u_fc_bx_l3);
        row_l3 = fc::grid_y();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l0 = row_l0 < (unsigned long long)m && col_l0 < (unsigned long long)n;
    }
    if (u_fc_alive_l1) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l1 = row_l1 < (unsigned long long)m && col_l1 < (unsigned long long)n;
    }
    if (u_fc_alive_l2) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l2 = row_l2 < (unsigned long long)m && col_l2 < (unsigned long long)n;
    }
    if (u_fc_alive_l3) {
#line 118 "cases/assumptions.rs"
        u_fc_c_l3 = row_l3 < (unsigned long long)m && col_l3 < (unsigned long long)n;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 119 "cases/assumptions.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 119 "cases/assumptions.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 119 "cases/assumptions.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 119 "cases/assumptions.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 120 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matmul_lanes);
        unsigned long long fc_v = (unsigned long long)k;
        for (unsigned long long p_l0 = 0ull; p_l0 < fc_v; ++p_l0) {
#line 121 "cases/assumptions.rs"
            acc_l0 += *fc::defer_ptr(a, row_l0 * (unsigned long long)k + p_l0, a_len, u_fc_pending_l0, 3965568u) * *fc::defer_ptr(b, p_l0 * (unsigned long long)n + col_l0, b_len, u_fc_pending_l0, 3966401u);
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 120 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matmul_lanes);
        unsigned long long fc_v_1 = (unsigned long long)k;
        for (unsigned long long p_l1 = 0ull; p_l1 < fc_v_1; ++p_l1) {
#line 121 "cases/assumptions.rs"
            acc_l1 += *fc::defer_ptr(a, row_l1 * (unsigned long long)k + p_l1, a_len, u_fc_pending_l1, 3965568u) * *fc::defer_ptr(b, p_l1 * (unsigned long long)n + col_l1, b_len, u_fc_pending_l1, 3966401u);
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 120 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matmul_lanes);
        unsigned long long fc_v_2 = (unsigned long long)k;
        for (unsigned long long p_l2 = 0ull; p_l2 < fc_v_2; ++p_l2) {
#line 121 "cases/assumptions.rs"
            acc_l2 += *fc::defer_ptr(a, row_l2 * (unsigned long long)k + p_l2, a_len, u_fc_pending_l2, 3965568u) * *fc::defer_ptr(b, p_l2 * (unsigned long long)n + col_l2, b_len, u_fc_pending_l2, 3966401u);
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 120 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matmul_lanes);
        unsigned long long fc_v_3 = (unsigned long long)k;
        for (unsigned long long p_l3 = 0ull; p_l3 < fc_v_3; ++p_l3) {
#line 121 "cases/assumptions.rs"
            acc_l3 += *fc::defer_ptr(a, row_l3 * (unsigned long long)k + p_l3, a_len, u_fc_pending_l3, 3965568u) * *fc::defer_ptr(b, p_l3 * (unsigned long long)n + col_l3, b_len, u_fc_pending_l3, 3966401u);
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 123 "cases/assumptions.rs"
        u_fc_sv_l3 = acc_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 123 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matmul_lanes);
        c[fc::check_index_p(row_l0 * (unsigned long long)n + col_l0, c_len, u_fc_pending_l0, FC_LEN_OF_matmul_lanes(u_fc_pending_l0.site & 31u), FC_SITE(123, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 123 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matmul_lanes);
        c[fc::check_index_p(row_l1 * (unsigned long long)n + col_l1, c_len, u_fc_pending_l1, FC_LEN_OF_matmul_lanes(u_fc_pending_l1.site & 31u), FC_SITE(123, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 123 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matmul_lanes);
        c[fc::check_index_p(row_l2 * (unsigned long long)n + col_l2, c_len, u_fc_pending_l2, FC_LEN_OF_matmul_lanes(u_fc_pending_l2.site & 31u), FC_SITE(123, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 123 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matmul_lanes);
        c[fc::check_index_p(row_l3 * (unsigned long long)n + col_l3, c_len, u_fc_pending_l3, FC_LEN_OF_matmul_lanes(u_fc_pending_l3.site & 31u), FC_SITE(123, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matmul_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matmul_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matmul_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matmul_lanes);
    }
}
#endif
#endif

#if FC_ASSUMED
#line 130 "cases/assumptions.rs"
extern "C" __global__ void rows(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int cols) {
    fc::grid_dependency();
#line 131 "cases/assumptions.rs"
    unsigned int t = threadIdx.x;
#line 132 "cases/assumptions.rs"
    unsigned long long base = (unsigned long long)blockIdx.x * (unsigned long long)cols;
#line 133 "cases/assumptions.rs"
    #pragma unroll
    for (unsigned int q = 0u; q < 4u; ++q) {
#line 134 "cases/assumptions.rs"
        unsigned int j = t + q * blockDim.x;
#line 135 "cases/assumptions.rs"
        bool inside = j < cols;
#line 136 "cases/assumptions.rs"
        float v = x[base + (inside ? (unsigned long long)j : 0ull)];
#line 137 "cases/assumptions.rs"
        if (inside) {
#line 138 "cases/assumptions.rs"
            y[base + (unsigned long long)j] = v;
        }
    }
}
#if FC_LANES_TWIN
#line 130 "cases/assumptions.rs"
extern "C" __global__ void rows_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int cols, unsigned u_fc_blocks_x) {
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
    unsigned int t_l0;
    unsigned int t_l1;
    unsigned int t_l2;
    unsigned int t_l3;
    unsigned long long base_l0;
    unsigned long long base_l1;
    unsigned long long base_l2;
    unsigned long long base_l3;
    if (u_fc_alive_l0) {
#line 131 "cases/assumptions.rs"
        t_l0 = threadIdx.x;
    }
    if (u_fc_alive_l1) {
#line 131 "cases/assumptions.rs"
        t_l1 = threadIdx.x;
    }
    if (u_fc_alive_l2) {
#line 131 "cases/assumptions.rs"
        t_l2 = threadIdx.x;
    }
    if (u_fc_alive_l3) {
#line 131 "cases/assumptions.rs"
        t_l3 = threadIdx.x;
    }
    if (u_fc_alive_l0) {
#line 132 "cases/assumptions.rs"
        base_l0 = (unsigned long long)make_uint3(u_fc_bx_l0, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l1) {
#line 132 "cases/assumptions.rs"
        base_l1 = (unsigned long long)make_uint3(u_fc_bx_l1, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l2) {
#line 132 "cases/assumptions.rs"
        base_l2 = (unsigned long long)make_uint3(u_fc_bx_l2, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l3) {
#line 132 "cases/assumptions.rs"
        base_l3 = (unsigned long long)make_uint3(u_fc_bx_l3, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l0) {
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l0 = 0u; q_l0 < 4u; ++q_l0) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l0 = t_l0 + q_l0 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l0 = j_l0 < cols;
#line 136 "cases/assumptions.rs"
            float v_l0 = x[base_l0 + (inside_l0 ? (unsigned long long)j_l0 : 0ull)];
#line 137 "cases/assumptions.rs"
            if (inside_l0) {
#line 138 "cases/assumptions.rs"
                y[base_l0 + (unsigned long long)j_l0] = v_l0;
            }
        }
    }
    if (u_fc_alive_l1) {
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l1 = 0u; q_l1 < 4u; ++q_l1) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l1 = t_l1 + q_l1 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l1 = j_l1 < cols;
#line 136 "cases/assumptions.rs"
            float v_l1 = x[base_l1 + (inside_l1 ? (unsigned long long)j_l1 : 0ull)];
#line 137 "cases/assumptions.rs"
            if (inside_l1) {
#line 138 "cases/assumptions.rs"
                y[base_l1 + (unsigned long long)j_l1] = v_l1;
            }
        }
    }
    if (u_fc_alive_l2) {
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l2 = 0u; q_l2 < 4u; ++q_l2) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l2 = t_l2 + q_l2 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l2 = j_l2 < cols;
#line 136 "cases/assumptions.rs"
            float v_l2 = x[base_l2 + (inside_l2 ? (unsigned long long)j_l2 : 0ull)];
#line 137 "cases/assumptions.rs"
            if (inside_l2) {
#line 138 "cases/assumptions.rs"
                y[base_l2 + (unsigned long long)j_l2] = v_l2;
            }
        }
    }
    if (u_fc_alive_l3) {
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l3 = 0u; q_l3 < 4u; ++q_l3) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l3 = t_l3 + q_l3 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l3 = j_l3 < cols;
#line 136 "cases/assumptions.rs"
            float v_l3 = x[base_l3 + (inside_l3 ? (unsigned long long)j_l3 : 0ull)];
#line 137 "cases/assumptions.rs"
            if (inside_l3) {
#line 138 "cases/assumptions.rs"
                y[base_l3 + (unsigned long long)j_l3] = v_l3;
            }
        }
    }
}
#endif
#else
#define FC_LEN_OF_rows(w) ((w) == 0 ? x_len : 0ull)
#line 130 "cases/assumptions.rs"
extern "C" __global__ void rows(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int cols) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 131 "cases/assumptions.rs"
    unsigned int t = threadIdx.x;
#line 132 "cases/assumptions.rs"
    unsigned long long base = (unsigned long long)blockIdx.x * (unsigned long long)cols;
#line 133 "cases/assumptions.rs"
    #pragma unroll
    for (unsigned int q = 0u; q < 4u; ++q) {
#line 134 "cases/assumptions.rs"
        unsigned int j = t + q * blockDim.x;
#line 135 "cases/assumptions.rs"
        bool inside = j < cols;
#line 136 "cases/assumptions.rs"
        float v = *fc::defer_ptr(x, base + (inside ? (unsigned long long)j : 0ull), x_len, u_fc_pending, 4456992u);
#line 137 "cases/assumptions.rs"
        if (inside) {
#line 138 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_rows);
            y[fc::check_index_p(base + (unsigned long long)j, y_len, u_fc_pending, FC_LEN_OF_rows(u_fc_pending.site & 31u), FC_SITE(138, 13))] = v;
        }
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_rows);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_rows_lanes(w) ((w) == 0 ? x_len : 0ull)
#line 130 "cases/assumptions.rs"
extern "C" __global__ void rows_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int cols, unsigned u_fc_blocks_x) {
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
    unsigned int t_l0;
    unsigned int t_l1;
    unsigned int t_l2;
    unsigned int t_l3;
    unsigned long long base_l0;
    unsigned long long base_l1;
    unsigned long long base_l2;
    unsigned long long base_l3;
    if (u_fc_alive_l0) {
#line 131 "cases/assumptions.rs"
        t_l0 = threadIdx.x;
    }
    if (u_fc_alive_l1) {
#line 131 "cases/assumptions.rs"
        t_l1 = threadIdx.x;
    }
    if (u_fc_alive_l2) {
#line 131 "cases/assumptions.rs"
        t_l2 = threadIdx.x;
    }
    if (u_fc_alive_l3) {
#line 131 "cases/assumptions.rs"
        t_l3 = threadIdx.x;
    }
    if (u_fc_alive_l0) {
#line 132 "cases/assumptions.rs"
        base_l0 = (unsigned long long)make_uint3(u_fc_bx_l0, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l1) {
#line 132 "cases/assumptions.rs"
        base_l1 = (unsigned long long)make_uint3(u_fc_bx_l1, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l2) {
#line 132 "cases/assumptions.rs"
        base_l2 = (unsigned long long)make_uint3(u_fc_bx_l2, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l3) {
#line 132 "cases/assumptions.rs"
        base_l3 = (unsigned long long)make_uint3(u_fc_bx_l3, blockIdx.y, blockIdx.z).x * (unsigned long long)cols;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l0 = 0u; q_l0 < 4u; ++q_l0) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l0 = t_l0 + q_l0 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l0 = j_l0 < cols;
#line 136 "cases/assumptions.rs"
            float v_l0 = *fc::defer_ptr(x, base_l0 + (inside_l0 ? (unsigned long long)j_l0 : 0ull), x_len, u_fc_pending_l0, 4456992u);
#line 137 "cases/assumptions.rs"
            if (inside_l0) {
#line 138 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_rows_lanes);
                y[fc::check_index_p(base_l0 + (unsigned long long)j_l0, y_len, u_fc_pending_l0, FC_LEN_OF_rows_lanes(u_fc_pending_l0.site & 31u), FC_SITE(138, 13))] = v_l0;
            }
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l1 = 0u; q_l1 < 4u; ++q_l1) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l1 = t_l1 + q_l1 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l1 = j_l1 < cols;
#line 136 "cases/assumptions.rs"
            float v_l1 = *fc::defer_ptr(x, base_l1 + (inside_l1 ? (unsigned long long)j_l1 : 0ull), x_len, u_fc_pending_l1, 4456992u);
#line 137 "cases/assumptions.rs"
            if (inside_l1) {
#line 138 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_rows_lanes);
                y[fc::check_index_p(base_l1 + (unsigned long long)j_l1, y_len, u_fc_pending_l1, FC_LEN_OF_rows_lanes(u_fc_pending_l1.site & 31u), FC_SITE(138, 13))] = v_l1;
            }
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l2 = 0u; q_l2 < 4u; ++q_l2) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l2 = t_l2 + q_l2 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l2 = j_l2 < cols;
#line 136 "cases/assumptions.rs"
            float v_l2 = *fc::defer_ptr(x, base_l2 + (inside_l2 ? (unsigned long long)j_l2 : 0ull), x_len, u_fc_pending_l2, 4456992u);
#line 137 "cases/assumptions.rs"
            if (inside_l2) {
#line 138 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_rows_lanes);
                y[fc::check_index_p(base_l2 + (unsigned long long)j_l2, y_len, u_fc_pending_l2, FC_LEN_OF_rows_lanes(u_fc_pending_l2.site & 31u), FC_SITE(138, 13))] = v_l2;
            }
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 133 "cases/assumptions.rs"
        #pragma unroll
        for (unsigned int q_l3 = 0u; q_l3 < 4u; ++q_l3) {
#line 134 "cases/assumptions.rs"
            unsigned int j_l3 = t_l3 + q_l3 * blockDim.x;
#line 135 "cases/assumptions.rs"
            bool inside_l3 = j_l3 < cols;
#line 136 "cases/assumptions.rs"
            float v_l3 = *fc::defer_ptr(x, base_l3 + (inside_l3 ? (unsigned long long)j_l3 : 0ull), x_len, u_fc_pending_l3, 4456992u);
#line 137 "cases/assumptions.rs"
            if (inside_l3) {
#line 138 "cases/assumptions.rs"
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_rows_lanes);
                y[fc::check_index_p(base_l3 + (unsigned long long)j_l3, y_len, u_fc_pending_l3, FC_LEN_OF_rows_lanes(u_fc_pending_l3.site & 31u), FC_SITE(138, 13))] = v_l3;
            }
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_rows_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_rows_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_rows_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_rows_lanes);
    }
}
#endif
#endif

#define FC_LEN_OF_matrix_near(w) ((w) == 0 ? a_len : 0ull)
#line 147 "cases/assumptions.rs"
extern "C" __global__ void matrix_near(const float* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len, unsigned long long m, unsigned long long n, unsigned long long k, unsigned long long r) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 148 "cases/assumptions.rs"
    unsigned long long col = fc::grid_1();
    unsigned long long row = fc::grid_y();
#line 149 "cases/assumptions.rs"
    if (row < m && col <= n) {
#line 150 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_matrix_near);
        c[fc::check_index_p(row * n + col, c_len, u_fc_pending, FC_LEN_OF_matrix_near(u_fc_pending.site & 31u), FC_SITE(150, 9))] = 1.0f;
    }
#line 152 "cases/assumptions.rs"
    if (col < n) {
#line 153 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_matrix_near);
        c[fc::check_index_p(r * n + col, c_len, u_fc_pending, FC_LEN_OF_matrix_near(u_fc_pending.site & 31u), FC_SITE(153, 9))] = 2.0f;
    }
#line 155 "cases/assumptions.rs"
    if (row < m) {
#line 156 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_matrix_near);
        {
            bool fc_more = 0ull <= k;
            for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != k && (++fc_i, true)) {
                unsigned long long p = fc_i;
#line 157 "cases/assumptions.rs"
                float fc_v = *fc::defer_ptr(a, row * k + p, a_len, u_fc_pending, 5145248u);
                FC_FLUSH(u_fc_pending, FC_LEN_OF_matrix_near);
                c[fc::check_index_p(0ull, c_len, u_fc_pending, FC_LEN_OF_matrix_near(u_fc_pending.site & 31u), FC_SITE(157, 13))] += fc_v;
            }
        }
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_matrix_near);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_matrix_near_lanes(w) ((w) == 0 ? a_len : 0ull)
#line 147 "cases/assumptions.rs"
extern "C" __global__ void matrix_near_lanes(const float* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len, unsigned long long m, unsigned long long n, unsigned long long k, unsigned long long r, unsigned u_fc_blocks_x) {
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
    unsigned long long col_l0;
    unsigned long long row_l0;
    unsigned long long col_l1;
    unsigned long long row_l1;
    unsigned long long col_l2;
    unsigned long long row_l2;
    unsigned long long col_l3;
    unsigned long long row_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l0_1;
    float u_fc_sv_l1_1;
    float u_fc_sv_l2_1;
    float u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 148 "cases/assumptions.rs"
        col_l0 = fc::lane_grid_1(u_fc_bx_l0);
        row_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 148 "cases/assumptions.rs"
        col_l1 = fc::lane_grid_1(u_fc_bx_l1);
        row_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 148 "cases/assumptions.rs"
        col_l2 = fc::lane_grid_1(u_fc_bx_l2);
        row_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 148 "cases/assumptions.rs"
        col_l3 = fc::lane_grid_1(u_fc_bx_l3);
        row_l3 = fc::grid_y();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 149 "cases/assumptions.rs"
        u_fc_c_l0 = row_l0 < m && col_l0 <= n;
    }
    if (u_fc_alive_l1) {
#line 149 "cases/assumptions.rs"
        u_fc_c_l1 = row_l1 < m && col_l1 <= n;
    }
    if (u_fc_alive_l2) {
#line 149 "cases/assumptions.rs"
        u_fc_c_l2 = row_l2 < m && col_l2 <= n;
    }
    if (u_fc_alive_l3) {
#line 149 "cases/assumptions.rs"
        u_fc_c_l3 = row_l3 < m && col_l3 <= n;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 150 "cases/assumptions.rs"
        u_fc_sv_l0 = 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 150 "cases/assumptions.rs"
        u_fc_sv_l1 = 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 150 "cases/assumptions.rs"
        u_fc_sv_l2 = 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 150 "cases/assumptions.rs"
        u_fc_sv_l3 = 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 150 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(row_l0 * n + col_l0, c_len, u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(150, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 150 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(row_l1 * n + col_l1, c_len, u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(150, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 150 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(row_l2 * n + col_l2, c_len, u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(150, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 150 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(row_l3 * n + col_l3, c_len, u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(150, 9))] = u_fc_sv_l3;
    }
    bool u_fc_c_l0_1 = false;
    bool u_fc_c_l1_1 = false;
    bool u_fc_c_l2_1 = false;
    bool u_fc_c_l3_1 = false;
    if (u_fc_alive_l0) {
#line 152 "cases/assumptions.rs"
        u_fc_c_l0_1 = col_l0 < n;
    }
    if (u_fc_alive_l1) {
#line 152 "cases/assumptions.rs"
        u_fc_c_l1_1 = col_l1 < n;
    }
    if (u_fc_alive_l2) {
#line 152 "cases/assumptions.rs"
        u_fc_c_l2_1 = col_l2 < n;
    }
    if (u_fc_alive_l3) {
#line 152 "cases/assumptions.rs"
        u_fc_c_l3_1 = col_l3 < n;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
#line 153 "cases/assumptions.rs"
        u_fc_sv_l0_1 = 2.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
#line 153 "cases/assumptions.rs"
        u_fc_sv_l1_1 = 2.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
#line 153 "cases/assumptions.rs"
        u_fc_sv_l2_1 = 2.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
#line 153 "cases/assumptions.rs"
        u_fc_sv_l3_1 = 2.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_1) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 153 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(r * n + col_l0, c_len, u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(153, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1_1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 153 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(r * n + col_l1, c_len, u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(153, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2_1) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 153 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(r * n + col_l2, c_len, u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(153, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3_1) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 153 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes);
        c[fc::check_index_p(r * n + col_l3, c_len, u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(153, 9))] = u_fc_sv_l3_1;
    }
    bool u_fc_c_l0_2 = false;
    bool u_fc_c_l1_2 = false;
    bool u_fc_c_l2_2 = false;
    bool u_fc_c_l3_2 = false;
    if (u_fc_alive_l0) {
#line 155 "cases/assumptions.rs"
        u_fc_c_l0_2 = row_l0 < m;
    }
    if (u_fc_alive_l1) {
#line 155 "cases/assumptions.rs"
        u_fc_c_l1_2 = row_l1 < m;
    }
    if (u_fc_alive_l2) {
#line 155 "cases/assumptions.rs"
        u_fc_c_l2_2 = row_l2 < m;
    }
    if (u_fc_alive_l3) {
#line 155 "cases/assumptions.rs"
        u_fc_c_l3_2 = row_l3 < m;
    }
    if (u_fc_alive_l0 && u_fc_c_l0_2) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 156 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes);
        {
            bool fc_more = 0ull <= k;
            for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != k && (++fc_i, true)) {
                unsigned long long p_l0 = fc_i;
#line 157 "cases/assumptions.rs"
                float fc_v = *fc::defer_ptr(a, row_l0 * k + p_l0, a_len, u_fc_pending_l0, 5145248u);
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes);
                c[fc::check_index_p(0ull, c_len, u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l0.site & 31u), FC_SITE(157, 13))] += fc_v;
            }
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1_2) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 156 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes);
        {
            bool fc_more_1 = 0ull <= k;
            for (unsigned long long fc_i_1 = 0ull; fc_more_1; fc_more_1 = fc_i_1 != k && (++fc_i_1, true)) {
                unsigned long long p_l1 = fc_i_1;
#line 157 "cases/assumptions.rs"
                float fc_v_1 = *fc::defer_ptr(a, row_l1 * k + p_l1, a_len, u_fc_pending_l1, 5145248u);
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes);
                c[fc::check_index_p(0ull, c_len, u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l1.site & 31u), FC_SITE(157, 13))] += fc_v_1;
            }
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2_2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 156 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes);
        {
            bool fc_more_2 = 0ull <= k;
            for (unsigned long long fc_i_2 = 0ull; fc_more_2; fc_more_2 = fc_i_2 != k && (++fc_i_2, true)) {
                unsigned long long p_l2 = fc_i_2;
#line 157 "cases/assumptions.rs"
                float fc_v_2 = *fc::defer_ptr(a, row_l2 * k + p_l2, a_len, u_fc_pending_l2, 5145248u);
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes);
                c[fc::check_index_p(0ull, c_len, u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l2.site & 31u), FC_SITE(157, 13))] += fc_v_2;
            }
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3_2) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 156 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes);
        {
            bool fc_more_3 = 0ull <= k;
            for (unsigned long long fc_i_3 = 0ull; fc_more_3; fc_more_3 = fc_i_3 != k && (++fc_i_3, true)) {
                unsigned long long p_l3 = fc_i_3;
#line 157 "cases/assumptions.rs"
                float fc_v_3 = *fc::defer_ptr(a, row_l3 * k + p_l3, a_len, u_fc_pending_l3, 5145248u);
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes);
                c[fc::check_index_p(0ull, c_len, u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes(u_fc_pending_l3.site & 31u), FC_SITE(157, 13))] += fc_v_3;
            }
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_matrix_near_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_matrix_near_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_matrix_near_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_matrix_near_lanes);
    }
}
#endif

#if FC_ASSUMED
namespace fc {
#ifndef FC_TUP3
#define FC_TUP3
template <class T0, class T1, class T2> struct tup3 { T0 f0; T1 f1; T2 f2; };
#endif
}
#line 165 "cases/assumptions.rs"
extern "C" __global__ void batched(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int batch, unsigned int rows, unsigned int cols) {
    fc::grid_dependency();
#line 166 "cases/assumptions.rs"
    unsigned long long c = fc::grid_1();
    unsigned long long r = fc::grid_y();
    unsigned long long b = fc::grid_z();
#line 167 "cases/assumptions.rs"
    unsigned long long rows_1 = (unsigned long long)rows;
    unsigned long long cols_1 = (unsigned long long)cols;
#line 168 "cases/assumptions.rs"
    if (b < (unsigned long long)batch && r < rows_1 && c < cols_1) {
#line 169 "cases/assumptions.rs"
        unsigned long long at = (b * rows_1 + r) * cols_1 + c;
#line 170 "cases/assumptions.rs"
        y[at] = x[at] * 2.0f;
    }
}
#if FC_LANES_TWIN
#line 165 "cases/assumptions.rs"
extern "C" __global__ void batched_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int batch, unsigned int rows, unsigned int cols, unsigned u_fc_blocks_x) {
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
    unsigned long long c_l0;
    unsigned long long r_l0;
    unsigned long long b_l0;
    unsigned long long c_l1;
    unsigned long long r_l1;
    unsigned long long b_l1;
    unsigned long long c_l2;
    unsigned long long r_l2;
    unsigned long long b_l2;
    unsigned long long c_l3;
    unsigned long long r_l3;
    unsigned long long b_l3;
    unsigned long long rows_1_l0;
    unsigned long long cols_1_l0;
    unsigned long long rows_1_l1;
    unsigned long long cols_1_l1;
    unsigned long long rows_1_l2;
    unsigned long long cols_1_l2;
    unsigned long long rows_1_l3;
    unsigned long long cols_1_l3;
    unsigned long long at_l0;
    unsigned long long at_l1;
    unsigned long long at_l2;
    unsigned long long at_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 166 "cases/assumptions.rs"
        c_l0 = fc::lane_grid_1(u_fc_bx_l0);
        r_l0 = fc::grid_y();
        b_l0 = fc::grid_z();
    }
    if (u_fc_alive_l1) {
#line 166 "cases/assumptions.rs"
        c_l1 = fc::lane_grid_1(u_fc_bx_l1);
        r_l1 = fc::grid_y();
        b_l1 = fc::grid_z();
    }
    if (u_fc_alive_l2) {
#line 166 "cases/assumptions.rs"
        c_l2 = fc::lane_grid_1(u_fc_bx_l2);
        r_l2 = fc::grid_y();
        b_l2 = fc::grid_z();
    }
    if (u_fc_alive_l3) {
#line 166 "cases/assumptions.rs"
        c_l3 = fc::lane_grid_1(u_fc_bx_l3);
        r_l3 = fc::grid_y();
        b_l3 = fc::grid_z();
    }
    if (u_fc_alive_l0) {
#line 167 "cases/assumptions.rs"
        rows_1_l0 = (unsigned long long)rows;
        cols_1_l0 = (unsigned long long)cols;
    }
    if (u_fc_alive_l1) {
#line 167 "cases/assumptions.rs"
        rows_1_l1 = (unsigned long long)rows;
        cols_1_l1 = (unsigned long long)cols;
    }
    if (u_fc_alive_l2) {
#line 167 "cases/assumptions.rs"
        rows_1_l2 = (unsigned long long)rows;
        cols_1_l2 = (unsigned long long)cols;
    }
    if (u_fc_alive_l3) {
#line 167 "cases/assumptions.rs"
        rows_1_l3 = (unsigned long long)rows;
        cols_1_l3 = (unsigned long long)cols;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l0 = b_l0 < (unsigned long long)batch && r_l0 < rows_1_l0 && c_l0 < cols_1_l0;
    }
    if (u_fc_alive_l1) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l1 = b_l1 < (unsigned long long)batch && r_l1 < rows_1_l1 && c_l1 < cols_1_l1;
    }
    if (u_fc_alive_l2) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l2 = b_l2 < (unsigned long long)batch && r_l2 < rows_1_l2 && c_l2 < cols_1_l2;
    }
    if (u_fc_alive_l3) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l3 = b_l3 < (unsigned long long)batch && r_l3 < rows_1_l3 && c_l3 < cols_1_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 169 "cases/assumptions.rs"
        at_l0 = (b_l0 * rows_1_l0 + r_l0) * cols_1_l0 + c_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 169 "cases/assumptions.rs"
        at_l1 = (b_l1 * rows_1_l1 + r_l1) * cols_1_l1 + c_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 169 "cases/assumptions.rs"
        at_l2 = (b_l2 * rows_1_l2 + r_l2) * cols_1_l2 + c_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 169 "cases/assumptions.rs"
        at_l3 = (b_l3 * rows_1_l3 + r_l3) * cols_1_l3 + c_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l0 = x[at_l0] * 2.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l1 = x[at_l1] * 2.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l2 = x[at_l2] * 2.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l3 = x[at_l3] * 2.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 170 "cases/assumptions.rs"
        y[at_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 170 "cases/assumptions.rs"
        y[at_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 170 "cases/assumptions.rs"
        y[at_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 170 "cases/assumptions.rs"
        y[at_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 165 "cases/assumptions.rs"
extern "C" __global__ void batched_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int batch, unsigned int rows, unsigned int cols, unsigned u_fc_blocks_x) {
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
    unsigned long long c_l0;
    unsigned long long r_l0;
    unsigned long long b_l0;
    unsigned long long c_l1;
    unsigned long long r_l1;
    unsigned long long b_l1;
    unsigned long long c_l2;
    unsigned long long r_l2;
    unsigned long long b_l2;
    unsigned long long c_l3;
    unsigned long long r_l3;
    unsigned long long b_l3;
    unsigned long long c_l4;
    unsigned long long r_l4;
    unsigned long long b_l4;
    unsigned long long c_l5;
    unsigned long long r_l5;
    unsigned long long b_l5;
    unsigned long long c_l6;
    unsigned long long r_l6;
    unsigned long long b_l6;
    unsigned long long c_l7;
    unsigned long long r_l7;
    unsigned long long b_l7;
    unsigned long long rows_1_l0;
    unsigned long long cols_1_l0;
    unsigned long long rows_1_l1;
    unsigned long long cols_1_l1;
    unsigned long long rows_1_l2;
    unsigned long long cols_1_l2;
    unsigned long long rows_1_l3;
    unsigned long long cols_1_l3;
    unsigned long long rows_1_l4;
    unsigned long long cols_1_l4;
    unsigned long long rows_1_l5;
    unsigned long long cols_1_l5;
    unsigned long long rows_1_l6;
    unsigned long long cols_1_l6;
    unsigned long long rows_1_l7;
    unsigned long long cols_1_l7;
    unsigned long long at_l0;
    unsigned long long at_l1;
    unsigned long long at_l2;
    unsigned long long at_l3;
    unsigned long long at_l4;
    unsigned long long at_l5;
    unsigned long long at_l6;
    unsigned long long at_l7;
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
#line 166 "cases/assumptions.rs"
        c_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
        r_l0 = fc::grid_y();
        b_l0 = fc::grid_z();
    }
    if (u_fc_alive_l1) {
#line 166 "cases/assumptions.rs"
        c_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
        r_l1 = fc::grid_y();
        b_l1 = fc::grid_z();
    }
    if (u_fc_alive_l2) {
#line 166 "cases/assumptions.rs"
        c_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
        r_l2 = fc::grid_y();
        b_l2 = fc::grid_z();
    }
    if (u_fc_alive_l3) {
#line 166 "cases/assumptions.rs"
        c_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
        r_l3 = fc::grid_y();
        b_l3 = fc::grid_z();
    }
    if (u_fc_alive_l4) {
#line 166 "cases/assumptions.rs"
        c_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
        r_l4 = fc::grid_y();
        b_l4 = fc::grid_z();
    }
    if (u_fc_alive_l5) {
#line 166 "cases/assumptions.rs"
        c_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
        r_l5 = fc::grid_y();
        b_l5 = fc::grid_z();
    }
    if (u_fc_alive_l6) {
#line 166 "cases/assumptions.rs"
        c_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
        r_l6 = fc::grid_y();
        b_l6 = fc::grid_z();
    }
    if (u_fc_alive_l7) {
#line 166 "cases/assumptions.rs"
        c_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
        r_l7 = fc::grid_y();
        b_l7 = fc::grid_z();
    }
    if (u_fc_alive_l0) {
#line 167 "cases/assumptions.rs"
        rows_1_l0 = (unsigned long long)rows;
        cols_1_l0 = (unsigned long long)cols;
    }
    if (u_fc_alive_l1) {
#line 167 "cases/assumptions.rs"
        rows_1_l1 = (unsigned long long)rows;
        cols_1_l1 = (unsigned long long)cols;
    }
    if (u_fc_alive_l2) {
#line 167 "cases/assumptions.rs"
        rows_1_l2 = (unsigned long long)rows;
        cols_1_l2 = (unsigned long long)cols;
    }
    if (u_fc_alive_l3) {
#line 167 "cases/assumptions.rs"
        rows_1_l3 = (unsigned long long)rows;
        cols_1_l3 = (unsigned long long)cols;
    }
    if (u_fc_alive_l4) {
#line 167 "cases/assumptions.rs"
        rows_1_l4 = (unsigned long long)rows;
        cols_1_l4 = (unsigned long long)cols;
    }
    if (u_fc_alive_l5) {
#line 167 "cases/assumptions.rs"
        rows_1_l5 = (unsigned long long)rows;
        cols_1_l5 = (unsigned long long)cols;
    }
    if (u_fc_alive_l6) {
#line 167 "cases/assumptions.rs"
        rows_1_l6 = (unsigned long long)rows;
        cols_1_l6 = (unsigned long long)cols;
    }
    if (u_fc_alive_l7) {
#line 167 "cases/assumptions.rs"
        rows_1_l7 = (unsigned long long)rows;
        cols_1_l7 = (unsigned long long)cols;
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
#line 168 "cases/assumptions.rs"
        u_fc_c_l0 = b_l0 < (unsigned long long)batch && r_l0 < rows_1_l0 && c_l0 < cols_1_l0;
    }
    if (u_fc_alive_l1) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l1 = b_l1 < (unsigned long long)batch && r_l1 < rows_1_l1 && c_l1 < cols_1_l1;
    }
    if (u_fc_alive_l2) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l2 = b_l2 < (unsigned long long)batch && r_l2 < rows_1_l2 && c_l2 < cols_1_l2;
    }
    if (u_fc_alive_l3) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l3 = b_l3 < (unsigned long long)batch && r_l3 < rows_1_l3 && c_l3 < cols_1_l3;
    }
    if (u_fc_alive_l4) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l4 = b_l4 < (unsigned long long)batch && r_l4 < rows_1_l4 && c_l4 < cols_1_l4;
    }
    if (u_fc_alive_l5) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l5 = b_l5 < (unsigned long long)batch && r_l5 < rows_1_l5 && c_l5 < cols_1_l5;
    }
    if (u_fc_alive_l6) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l6 = b_l6 < (unsigned long long)batch && r_l6 < rows_1_l6 && c_l6 < cols_1_l6;
    }
    if (u_fc_alive_l7) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l7 = b_l7 < (unsigned long long)batch && r_l7 < rows_1_l7 && c_l7 < cols_1_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 169 "cases/assumptions.rs"
        at_l0 = (b_l0 * rows_1_l0 + r_l0) * cols_1_l0 + c_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 169 "cases/assumptions.rs"
        at_l1 = (b_l1 * rows_1_l1 + r_l1) * cols_1_l1 + c_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 169 "cases/assumptions.rs"
        at_l2 = (b_l2 * rows_1_l2 + r_l2) * cols_1_l2 + c_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 169 "cases/assumptions.rs"
        at_l3 = (b_l3 * rows_1_l3 + r_l3) * cols_1_l3 + c_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 169 "cases/assumptions.rs"
        at_l4 = (b_l4 * rows_1_l4 + r_l4) * cols_1_l4 + c_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 169 "cases/assumptions.rs"
        at_l5 = (b_l5 * rows_1_l5 + r_l5) * cols_1_l5 + c_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 169 "cases/assumptions.rs"
        at_l6 = (b_l6 * rows_1_l6 + r_l6) * cols_1_l6 + c_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 169 "cases/assumptions.rs"
        at_l7 = (b_l7 * rows_1_l7 + r_l7) * cols_1_l7 + c_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7));
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[0] = u_fc_vec[0] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[1] = u_fc_vec[1] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[2] = u_fc_vec[2] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[3] = u_fc_vec[3] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[4] = u_fc_vec[4] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[5] = u_fc_vec[5] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[6] = u_fc_vec[6] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[7] = u_fc_vec[7] * 2.0f;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l0 = x[at_l0] * 2.0f;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l1 = x[at_l1] * 2.0f;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l2 = x[at_l2] * 2.0f;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l3 = x[at_l3] * 2.0f;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l4 = x[at_l4] * 2.0f;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l5 = x[at_l5] * 2.0f;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l6 = x[at_l6] * 2.0f;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l7 = x[at_l7] * 2.0f;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 170 "cases/assumptions.rs"
            y[at_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 170 "cases/assumptions.rs"
            y[at_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 170 "cases/assumptions.rs"
            y[at_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 170 "cases/assumptions.rs"
            y[at_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 170 "cases/assumptions.rs"
            y[at_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 170 "cases/assumptions.rs"
            y[at_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 170 "cases/assumptions.rs"
            y[at_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 170 "cases/assumptions.rs"
            y[at_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
namespace fc {
#ifndef FC_TUP3
#define FC_TUP3
template <class T0, class T1, class T2> struct tup3 { T0 f0; T1 f1; T2 f2; };
#endif
}
#define FC_LEN_OF_batched(w) ((w) == 0 ? x_len : 0ull)
#line 165 "cases/assumptions.rs"
extern "C" __global__ void batched(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int batch, unsigned int rows, unsigned int cols) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 166 "cases/assumptions.rs"
    unsigned long long c = fc::grid_1();
    unsigned long long r = fc::grid_y();
    unsigned long long b = fc::grid_z();
#line 167 "cases/assumptions.rs"
    unsigned long long rows_1 = (unsigned long long)rows;
    unsigned long long cols_1 = (unsigned long long)cols;
#line 168 "cases/assumptions.rs"
    if (b < (unsigned long long)batch && r < rows_1 && c < cols_1) {
#line 169 "cases/assumptions.rs"
        unsigned long long at = (b * rows_1 + r) * cols_1 + c;
#line 170 "cases/assumptions.rs"
        float fc_v = *fc::defer_ptr(x, at, x_len, u_fc_pending, 5571104u) * 2.0f;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_batched);
        y[fc::check_index_p(at, y_len, u_fc_pending, FC_LEN_OF_batched(u_fc_pending.site & 31u), FC_SITE(170, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_batched);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_batched_lanes(w) ((w) == 0 ? x_len : 0ull)
#line 165 "cases/assumptions.rs"
extern "C" __global__ void batched_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int batch, unsigned int rows, unsigned int cols, unsigned u_fc_blocks_x) {
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
    unsigned long long c_l0;
    unsigned long long r_l0;
    unsigned long long b_l0;
    unsigned long long c_l1;
    unsigned long long r_l1;
    unsigned long long b_l1;
    unsigned long long c_l2;
    unsigned long long r_l2;
    unsigned long long b_l2;
    unsigned long long c_l3;
    unsigned long long r_l3;
    unsigned long long b_l3;
    unsigned long long rows_1_l0;
    unsigned long long cols_1_l0;
    unsigned long long rows_1_l1;
    unsigned long long cols_1_l1;
    unsigned long long rows_1_l2;
    unsigned long long cols_1_l2;
    unsigned long long rows_1_l3;
    unsigned long long cols_1_l3;
    unsigned long long at_l0;
    unsigned long long at_l1;
    unsigned long long at_l2;
    unsigned long long at_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 166 "cases/assumptions.rs"
        c_l0 = fc::lane_grid_1(u_fc_bx_l0);
        r_l0 = fc::grid_y();
        b_l0 = fc::grid_z();
    }
    if (u_fc_alive_l1) {
#line 166 "cases/assumptions.rs"
        c_l1 = fc::lane_grid_1(u_fc_bx_l1);
        r_l1 = fc::grid_y();
        b_l1 = fc::grid_z();
    }
    if (u_fc_alive_l2) {
#line 166 "cases/assumptions.rs"
        c_l2 = fc::lane_grid_1(u_fc_bx_l2);
        r_l2 = fc::grid_y();
        b_l2 = fc::grid_z();
    }
    if (u_fc_alive_l3) {
#line 166 "cases/assumptions.rs"
        c_l3 = fc::lane_grid_1(u_fc_bx_l3);
        r_l3 = fc::grid_y();
        b_l3 = fc::grid_z();
    }
    if (u_fc_alive_l0) {
#line 167 "cases/assumptions.rs"
        rows_1_l0 = (unsigned long long)rows;
        cols_1_l0 = (unsigned long long)cols;
    }
    if (u_fc_alive_l1) {
#line 167 "cases/assumptions.rs"
        rows_1_l1 = (unsigned long long)rows;
        cols_1_l1 = (unsigned long long)cols;
    }
    if (u_fc_alive_l2) {
#line 167 "cases/assumptions.rs"
        rows_1_l2 = (unsigned long long)rows;
        cols_1_l2 = (unsigned long long)cols;
    }
    if (u_fc_alive_l3) {
#line 167 "cases/assumptions.rs"
        rows_1_l3 = (unsigned long long)rows;
        cols_1_l3 = (unsigned long long)cols;
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l0 = b_l0 < (unsigned long long)batch && r_l0 < rows_1_l0 && c_l0 < cols_1_l0;
    }
    if (u_fc_alive_l1) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l1 = b_l1 < (unsigned long long)batch && r_l1 < rows_1_l1 && c_l1 < cols_1_l1;
    }
    if (u_fc_alive_l2) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l2 = b_l2 < (unsigned long long)batch && r_l2 < rows_1_l2 && c_l2 < cols_1_l2;
    }
    if (u_fc_alive_l3) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l3 = b_l3 < (unsigned long long)batch && r_l3 < rows_1_l3 && c_l3 < cols_1_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 169 "cases/assumptions.rs"
        at_l0 = (b_l0 * rows_1_l0 + r_l0) * cols_1_l0 + c_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 169 "cases/assumptions.rs"
        at_l1 = (b_l1 * rows_1_l1 + r_l1) * cols_1_l1 + c_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 169 "cases/assumptions.rs"
        at_l2 = (b_l2 * rows_1_l2 + r_l2) * cols_1_l2 + c_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 169 "cases/assumptions.rs"
        at_l3 = (b_l3 * rows_1_l3 + r_l3) * cols_1_l3 + c_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l0 = *fc::defer_ptr(x, at_l0, x_len, u_fc_pending_l0, 5571104u) * 2.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l1 = *fc::defer_ptr(x, at_l1, x_len, u_fc_pending_l1, 5571104u) * 2.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l2 = *fc::defer_ptr(x, at_l2, x_len, u_fc_pending_l2, 5571104u) * 2.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 170 "cases/assumptions.rs"
        u_fc_sv_l3 = *fc::defer_ptr(x, at_l3, x_len, u_fc_pending_l3, 5571104u) * 2.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 170 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_batched_lanes);
        y[fc::check_index_p(at_l0, y_len, u_fc_pending_l0, FC_LEN_OF_batched_lanes(u_fc_pending_l0.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 170 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_batched_lanes);
        y[fc::check_index_p(at_l1, y_len, u_fc_pending_l1, FC_LEN_OF_batched_lanes(u_fc_pending_l1.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 170 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_batched_lanes);
        y[fc::check_index_p(at_l2, y_len, u_fc_pending_l2, FC_LEN_OF_batched_lanes(u_fc_pending_l2.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 170 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_batched_lanes);
        y[fc::check_index_p(at_l3, y_len, u_fc_pending_l3, FC_LEN_OF_batched_lanes(u_fc_pending_l3.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_batched_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_batched_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_batched_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_batched_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_batched_lanes_v(w) ((w) == 0 ? x_len : 0ull)
#line 165 "cases/assumptions.rs"
extern "C" __global__ void batched_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int batch, unsigned int rows, unsigned int cols, unsigned u_fc_blocks_x) {
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
    unsigned long long c_l0;
    unsigned long long r_l0;
    unsigned long long b_l0;
    unsigned long long c_l1;
    unsigned long long r_l1;
    unsigned long long b_l1;
    unsigned long long c_l2;
    unsigned long long r_l2;
    unsigned long long b_l2;
    unsigned long long c_l3;
    unsigned long long r_l3;
    unsigned long long b_l3;
    unsigned long long c_l4;
    unsigned long long r_l4;
    unsigned long long b_l4;
    unsigned long long c_l5;
    unsigned long long r_l5;
    unsigned long long b_l5;
    unsigned long long c_l6;
    unsigned long long r_l6;
    unsigned long long b_l6;
    unsigned long long c_l7;
    unsigned long long r_l7;
    unsigned long long b_l7;
    unsigned long long rows_1_l0;
    unsigned long long cols_1_l0;
    unsigned long long rows_1_l1;
    unsigned long long cols_1_l1;
    unsigned long long rows_1_l2;
    unsigned long long cols_1_l2;
    unsigned long long rows_1_l3;
    unsigned long long cols_1_l3;
    unsigned long long rows_1_l4;
    unsigned long long cols_1_l4;
    unsigned long long rows_1_l5;
    unsigned long long cols_1_l5;
    unsigned long long rows_1_l6;
    unsigned long long cols_1_l6;
    unsigned long long rows_1_l7;
    unsigned long long cols_1_l7;
    unsigned long long at_l0;
    unsigned long long at_l1;
    unsigned long long at_l2;
    unsigned long long at_l3;
    unsigned long long at_l4;
    unsigned long long at_l5;
    unsigned long long at_l6;
    unsigned long long at_l7;
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
#line 166 "cases/assumptions.rs"
        c_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
        r_l0 = fc::grid_y();
        b_l0 = fc::grid_z();
    }
    if (u_fc_alive_l1) {
#line 166 "cases/assumptions.rs"
        c_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
        r_l1 = fc::grid_y();
        b_l1 = fc::grid_z();
    }
    if (u_fc_alive_l2) {
#line 166 "cases/assumptions.rs"
        c_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
        r_l2 = fc::grid_y();
        b_l2 = fc::grid_z();
    }
    if (u_fc_alive_l3) {
#line 166 "cases/assumptions.rs"
        c_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
        r_l3 = fc::grid_y();
        b_l3 = fc::grid_z();
    }
    if (u_fc_alive_l4) {
#line 166 "cases/assumptions.rs"
        c_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
        r_l4 = fc::grid_y();
        b_l4 = fc::grid_z();
    }
    if (u_fc_alive_l5) {
#line 166 "cases/assumptions.rs"
        c_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
        r_l5 = fc::grid_y();
        b_l5 = fc::grid_z();
    }
    if (u_fc_alive_l6) {
#line 166 "cases/assumptions.rs"
        c_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
        r_l6 = fc::grid_y();
        b_l6 = fc::grid_z();
    }
    if (u_fc_alive_l7) {
#line 166 "cases/assumptions.rs"
        c_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
        r_l7 = fc::grid_y();
        b_l7 = fc::grid_z();
    }
    if (u_fc_alive_l0) {
#line 167 "cases/assumptions.rs"
        rows_1_l0 = (unsigned long long)rows;
        cols_1_l0 = (unsigned long long)cols;
    }
    if (u_fc_alive_l1) {
#line 167 "cases/assumptions.rs"
        rows_1_l1 = (unsigned long long)rows;
        cols_1_l1 = (unsigned long long)cols;
    }
    if (u_fc_alive_l2) {
#line 167 "cases/assumptions.rs"
        rows_1_l2 = (unsigned long long)rows;
        cols_1_l2 = (unsigned long long)cols;
    }
    if (u_fc_alive_l3) {
#line 167 "cases/assumptions.rs"
        rows_1_l3 = (unsigned long long)rows;
        cols_1_l3 = (unsigned long long)cols;
    }
    if (u_fc_alive_l4) {
#line 167 "cases/assumptions.rs"
        rows_1_l4 = (unsigned long long)rows;
        cols_1_l4 = (unsigned long long)cols;
    }
    if (u_fc_alive_l5) {
#line 167 "cases/assumptions.rs"
        rows_1_l5 = (unsigned long long)rows;
        cols_1_l5 = (unsigned long long)cols;
    }
    if (u_fc_alive_l6) {
#line 167 "cases/assumptions.rs"
        rows_1_l6 = (unsigned long long)rows;
        cols_1_l6 = (unsigned long long)cols;
    }
    if (u_fc_alive_l7) {
#line 167 "cases/assumptions.rs"
        rows_1_l7 = (unsigned long long)rows;
        cols_1_l7 = (unsigned long long)cols;
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
#line 168 "cases/assumptions.rs"
        u_fc_c_l0 = b_l0 < (unsigned long long)batch && r_l0 < rows_1_l0 && c_l0 < cols_1_l0;
    }
    if (u_fc_alive_l1) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l1 = b_l1 < (unsigned long long)batch && r_l1 < rows_1_l1 && c_l1 < cols_1_l1;
    }
    if (u_fc_alive_l2) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l2 = b_l2 < (unsigned long long)batch && r_l2 < rows_1_l2 && c_l2 < cols_1_l2;
    }
    if (u_fc_alive_l3) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l3 = b_l3 < (unsigned long long)batch && r_l3 < rows_1_l3 && c_l3 < cols_1_l3;
    }
    if (u_fc_alive_l4) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l4 = b_l4 < (unsigned long long)batch && r_l4 < rows_1_l4 && c_l4 < cols_1_l4;
    }
    if (u_fc_alive_l5) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l5 = b_l5 < (unsigned long long)batch && r_l5 < rows_1_l5 && c_l5 < cols_1_l5;
    }
    if (u_fc_alive_l6) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l6 = b_l6 < (unsigned long long)batch && r_l6 < rows_1_l6 && c_l6 < cols_1_l6;
    }
    if (u_fc_alive_l7) {
#line 168 "cases/assumptions.rs"
        u_fc_c_l7 = b_l7 < (unsigned long long)batch && r_l7 < rows_1_l7 && c_l7 < cols_1_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 169 "cases/assumptions.rs"
        at_l0 = (b_l0 * rows_1_l0 + r_l0) * cols_1_l0 + c_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 169 "cases/assumptions.rs"
        at_l1 = (b_l1 * rows_1_l1 + r_l1) * cols_1_l1 + c_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 169 "cases/assumptions.rs"
        at_l2 = (b_l2 * rows_1_l2 + r_l2) * cols_1_l2 + c_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 169 "cases/assumptions.rs"
        at_l3 = (b_l3 * rows_1_l3 + r_l3) * cols_1_l3 + c_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 169 "cases/assumptions.rs"
        at_l4 = (b_l4 * rows_1_l4 + r_l4) * cols_1_l4 + c_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 169 "cases/assumptions.rs"
        at_l5 = (b_l5 * rows_1_l5 + r_l5) * cols_1_l5 + c_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 169 "cases/assumptions.rs"
        at_l6 = (b_l6 * rows_1_l6 + r_l6) * cols_1_l6 + c_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 169 "cases/assumptions.rs"
        at_l7 = (b_l7 * rows_1_l7 + r_l7) * cols_1_l7 + c_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7));
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[0] = u_fc_vec[0] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[1] = u_fc_vec[1] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[2] = u_fc_vec[2] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[3] = u_fc_vec[3] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[4] = u_fc_vec[4] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[5] = u_fc_vec[5] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[6] = u_fc_vec[6] * 2.0f;
        }
        {
#line 170 "cases/assumptions.rs"
            u_fc_sv[7] = u_fc_vec[7] * 2.0f;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_batched_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_batched_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_batched_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_batched_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_batched_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_batched_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_batched_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_batched_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (at_l0), (at_l1), (at_l2), (at_l3), (at_l4), (at_l5), (at_l6), (at_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l0 = *fc::defer_ptr(x, at_l0, x_len, u_fc_pending_l0, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l1 = *fc::defer_ptr(x, at_l1, x_len, u_fc_pending_l1, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l2 = *fc::defer_ptr(x, at_l2, x_len, u_fc_pending_l2, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l3 = *fc::defer_ptr(x, at_l3, x_len, u_fc_pending_l3, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l4 = *fc::defer_ptr(x, at_l4, x_len, u_fc_pending_l4, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l5 = *fc::defer_ptr(x, at_l5, x_len, u_fc_pending_l5, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l6 = *fc::defer_ptr(x, at_l6, x_len, u_fc_pending_l6, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 170 "cases/assumptions.rs"
            u_fc_sv_l7 = *fc::defer_ptr(x, at_l7, x_len, u_fc_pending_l7, 5571104u) * 2.0f;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l0, y_len, u_fc_pending_l0, FC_LEN_OF_batched_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l1, y_len, u_fc_pending_l1, FC_LEN_OF_batched_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l2, y_len, u_fc_pending_l2, FC_LEN_OF_batched_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l3, y_len, u_fc_pending_l3, FC_LEN_OF_batched_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l4, y_len, u_fc_pending_l4, FC_LEN_OF_batched_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l5, y_len, u_fc_pending_l5, FC_LEN_OF_batched_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l6, y_len, u_fc_pending_l6, FC_LEN_OF_batched_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 170 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_batched_lanes_v);
            y[fc::check_index_p(at_l7, y_len, u_fc_pending_l7, FC_LEN_OF_batched_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(170, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_batched_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_batched_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_batched_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_batched_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_batched_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_batched_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_batched_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_batched_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 180 "cases/assumptions.rs"
extern "C" __global__ void __launch_bounds__(256) tiled_quotient(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, const fc::f16* __restrict__ h, unsigned long long h_len, unsigned int n, unsigned int k) {
    fc::grid_dependency();
    fc::assume_block(256u);
#line 181 "cases/assumptions.rs"
    __shared__ __align__(32) float ta[16][16];
#line 182 "cases/assumptions.rs"
    unsigned long long tx = fc::rem((unsigned long long)threadIdx.x, 16ull, FC_SITE(182, 21));
    unsigned long long ty = fc::div((unsigned long long)threadIdx.x, 16ull, FC_SITE(182, 51));
#line 183 "cases/assumptions.rs"
    unsigned long long n_1 = (unsigned long long)n;
    unsigned long long k_1 = (unsigned long long)k;
#line 184 "cases/assumptions.rs"
    unsigned long long row = (unsigned long long)blockIdx.y * 16ull + ty;
#line 185 "cases/assumptions.rs"
    unsigned long long col = (unsigned long long)blockIdx.x * 16ull + tx;
#line 186 "cases/assumptions.rs"
    float acc = 0.0f;
#line 187 "cases/assumptions.rs"
    unsigned long long fc_v = fc::div(k_1, 16ull, FC_SITE(187, 17));
    for (unsigned long long t = 0ull; t < fc_v; ++t) {
#line 188 "cases/assumptions.rs"
        ta[ty][tx] = a[row * k_1 + t * 16ull + tx];
#line 189 "cases/assumptions.rs"
        acc += ta[tx][ty] * b[(t * 16ull + ty) * n_1 + col];
    }
#line 191 "cases/assumptions.rs"
    c[row * n_1 + col] = acc;
#line 192 "cases/assumptions.rs"
    __shared__ __align__(32) fc::f16 hs[1024];
#line 193 "cases/assumptions.rs"
    unsigned long long r = fc::div((unsigned long long)threadIdx.x, 4ull, FC_SITE(193, 20));
    unsigned long long hc = fc::rem((unsigned long long)threadIdx.x, 4ull, FC_SITE(193, 49)) * 8ull;
#line 194 "cases/assumptions.rs"
    unsigned long long steps = fc::div(k_1, 32ull, FC_SITE(194, 17));
#line 195 "cases/assumptions.rs"
    (void)(fc::cp_async<8ull, 16, false, false>(&(hs)[0], 1024ull, r * 32ull + hc, &(h)[0], h_len, ((unsigned long long)blockIdx.y * 64ull + r) * k_1 + hc, FC_SITE(195, 5)));
#line 196 "cases/assumptions.rs"
    for (unsigned long long step = 0ull; step < steps; ++step) {
#line 197 "cases/assumptions.rs"
        if (step + 1ull < steps) {
#line 198 "cases/assumptions.rs"
            unsigned long long k0 = (step + 1ull) * 32ull;
#line 199 "cases/assumptions.rs"
            (void)(fc::cp_async<8ull, 16, false, false>(&(hs)[0], 1024ull, r * 32ull + hc, &(h)[0], h_len, ((unsigned long long)blockIdx.y * 64ull + r) * k_1 + k0 + hc, FC_SITE(199, 13)));
        }
#line 201 "cases/assumptions.rs"
        fc::cp_async_wait_all();
    }
}
#else
#define FC_LEN_OF_tiled_quotient(w) ((w) == 0 ? a_len : (w) == 1 ? b_len : 0ull)
#line 180 "cases/assumptions.rs"
extern "C" __global__ void __launch_bounds__(256) tiled_quotient(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len, const fc::f16* __restrict__ h, unsigned long long h_len, unsigned int n, unsigned int k) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::assume_block(256u);
#line 181 "cases/assumptions.rs"
    __shared__ __align__(32) float ta[16][16];
#line 182 "cases/assumptions.rs"
    unsigned long long tx = fc::rem((unsigned long long)threadIdx.x, 16ull, FC_SITE(182, 21));
    unsigned long long ty = fc::div((unsigned long long)threadIdx.x, 16ull, FC_SITE(182, 51));
#line 183 "cases/assumptions.rs"
    unsigned long long n_1 = (unsigned long long)n;
    unsigned long long k_1 = (unsigned long long)k;
#line 184 "cases/assumptions.rs"
    unsigned long long row = (unsigned long long)blockIdx.y * 16ull + ty;
#line 185 "cases/assumptions.rs"
    unsigned long long col = (unsigned long long)blockIdx.x * 16ull + tx;
#line 186 "cases/assumptions.rs"
    float acc = 0.0f;
#line 187 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
    unsigned long long fc_v = fc::div(k_1, 16ull, FC_SITE(187, 17));
    for (unsigned long long t = 0ull; t < fc_v; ++t) {
#line 188 "cases/assumptions.rs"
        float fc_v_1 = *fc::defer_ptr(a, row * k_1 + t * 16ull + tx, a_len, u_fc_pending, 6161088u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
        ta[ty][tx] = fc_v_1;
#line 189 "cases/assumptions.rs"
        acc += ta[tx][ty] * *fc::defer_ptr(b, (t * 16ull + ty) * n_1 + col, b_len, u_fc_pending, 6194081u);
    }
#line 191 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
    c[fc::check_index_p(row * n_1 + col, c_len, u_fc_pending, FC_LEN_OF_tiled_quotient(u_fc_pending.site & 31u), FC_SITE(191, 5))] = acc;
#line 192 "cases/assumptions.rs"
    __shared__ __align__(32) fc::f16 hs[1024];
#line 193 "cases/assumptions.rs"
    unsigned long long r = fc::div((unsigned long long)threadIdx.x, 4ull, FC_SITE(193, 20));
    unsigned long long hc = fc::rem((unsigned long long)threadIdx.x, 4ull, FC_SITE(193, 49)) * 8ull;
#line 194 "cases/assumptions.rs"
    unsigned long long steps = fc::div(k_1, 32ull, FC_SITE(194, 17));
#line 195 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
    (void)(fc::cp_async<8ull, 16, true, true>(&(hs)[0], 1024ull, r * 32ull + hc, &(h)[0], h_len, ((unsigned long long)blockIdx.y * 64ull + r) * k_1 + hc, FC_SITE(195, 5)));
#line 196 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
    for (unsigned long long step = 0ull; step < steps; ++step) {
#line 197 "cases/assumptions.rs"
        if (step + 1ull < steps) {
#line 198 "cases/assumptions.rs"
            unsigned long long k0 = (step + 1ull) * 32ull;
#line 199 "cases/assumptions.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
            (void)(fc::cp_async<8ull, 16, true, true>(&(hs)[0], 1024ull, r * 32ull + hc, &(h)[0], h_len, ((unsigned long long)blockIdx.y * 64ull + r) * k_1 + k0 + hc, FC_SITE(199, 13)));
        }
#line 201 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
        fc::cp_async_wait_all();
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_quotient);
}
#endif

#define FC_LEN_OF_tiled_near(w) ((w) == 0 ? a_len : 0ull)
#line 209 "cases/assumptions.rs"
extern "C" __global__ void __launch_bounds__(256) tiled_near(const float* __restrict__ a, unsigned long long a_len, const fc::f16* __restrict__ h, unsigned long long h_len, float* __restrict__ c, unsigned long long c_len, unsigned int k) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::assume_block(256u);
#line 210 "cases/assumptions.rs"
    unsigned long long k_1 = (unsigned long long)k;
#line 211 "cases/assumptions.rs"
    unsigned long long tx = fc::rem((unsigned long long)threadIdx.x, 32ull, FC_SITE(211, 22));
    unsigned long long row = (unsigned long long)blockIdx.x;
#line 212 "cases/assumptions.rs"
    float acc = 0.0f;
#line 213 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_near);
    unsigned long long fc_v = fc::div(k_1, 16ull, FC_SITE(213, 17));
    for (unsigned long long t = 0ull; t < fc_v; ++t) {
#line 214 "cases/assumptions.rs"
        acc += *fc::defer_ptr(a, row * k_1 + t * 16ull + tx, a_len, u_fc_pending, 7012864u) + *fc::defer_ptr(a, row * k_1 + t * 32ull + fc::rem(tx, 16ull, FC_SITE(214, 64)), a_len, u_fc_pending, 7013728u);
    }
#line 216 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_near);
    c[fc::check_index_p(row, c_len, u_fc_pending, FC_LEN_OF_tiled_near(u_fc_pending.site & 31u), FC_SITE(216, 5))] = acc;
#line 217 "cases/assumptions.rs"
    __shared__ __align__(32) fc::f16 hs[256];
#line 218 "cases/assumptions.rs"
    unsigned long long steps = fc::div(k_1, 32ull, FC_SITE(218, 17));
#line 219 "cases/assumptions.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_near);
    for (unsigned long long step = 0ull; step < steps; ++step) {
#line 220 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_near);
        (void)(fc::cp_async<8ull, 16, false, true>(&(hs)[0], 256ull, tx * 8ull, &(h)[0], h_len, row * k_1 + (step + 1ull) * 32ull + fc::rem(tx, 4ull, FC_SITE(220, 72)) * 8ull, FC_SITE(220, 9)));
#line 221 "cases/assumptions.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_near);
        fc::cp_async_wait_all();
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tiled_near);
}

#if FC_ASSUMED
#line 231 "cases/assumptions.rs"
extern "C" __global__ void __launch_bounds__(256) tile_rows(const fc::f16* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len, unsigned int n, unsigned int k) {
    fc::grid_dependency();
    fc::assume_block(256u);
#line 232 "cases/assumptions.rs"
    unsigned long long n_1 = (unsigned long long)n;
    unsigned long long k_1 = (unsigned long long)k;
#line 233 "cases/assumptions.rs"
    unsigned long long warp = fc::div((unsigned long long)threadIdx.x, 32ull, FC_SITE(233, 16));
#line 234 "cases/assumptions.rs"
    unsigned long long row = (unsigned long long)blockIdx.y * 64ull + fc::rem(warp, 4ull, FC_SITE(234, 45)) * 16ull;
#line 235 "cases/assumptions.rs"
    unsigned long long col = (unsigned long long)blockIdx.x * 32ull + fc::div(warp, 4ull, FC_SITE(235, 45)) * 16ull;
#line 236 "cases/assumptions.rs"
    fc::wmma::acc<float> acc;
    acc = fc::wmma::acc<float>::filled({});
#line 237 "cases/assumptions.rs"
    unsigned long long fc_v = fc::div(k_1, 16ull, FC_SITE(237, 17));
    for (unsigned long long t = 0ull; t < fc_v; ++t) {
#line 238 "cases/assumptions.rs"
        fc::wmma::frag_a<fc::f16, fc::wmma::row_major> fa;
        fa = fc::wmma::load_a<fc::wmma::row_major, false, true>(&(a)[0], a_len, row * k_1 + t * 16ull, k_1, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(238, 18));
#line 239 "cases/assumptions.rs"
        fc::wmma::frag_b<fc::f16, fc::wmma::row_major> fb;
        fb = fc::wmma::load_b<fc::wmma::row_major, false, true>(&(a)[0], a_len, t * 16ull * k_1 + col, k_1, FC_WMMA_MISALIGNED("wmma::load_b"), FC_SITE(239, 18));
#line 240 "cases/assumptions.rs"
        (void)(fc::wmma::mma(acc, fa, fb));
    }
#line 242 "cases/assumptions.rs"
    (void)(fc::wmma::store<fc::wmma::row_major, false, true>(&(c)[0], c_len, row * n_1 + col, n_1, acc, FC_WMMA_MISALIGNED("wmma::store"), FC_SITE(242, 5)));
#line 243 "cases/assumptions.rs"
    (void)(fc::wmma::store<fc::wmma::row_major, true, true>(&(c)[0], c_len, row * k_1 + col, n_1, acc, FC_WMMA_MISALIGNED("wmma::store"), FC_SITE(243, 5)));
}
#else
#line 231 "cases/assumptions.rs"
extern "C" __global__ void __launch_bounds__(256) tile_rows(const fc::f16* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len, unsigned int n, unsigned int k) {
    fc::grid_dependency();
    fc::assume_block(256u);
#line 232 "cases/assumptions.rs"
    unsigned long long n_1 = (unsigned long long)n;
    unsigned long long k_1 = (unsigned long long)k;
#line 233 "cases/assumptions.rs"
    unsigned long long warp = fc::div((unsigned long long)threadIdx.x, 32ull, FC_SITE(233, 16));
#line 234 "cases/assumptions.rs"
    unsigned long long row = (unsigned long long)blockIdx.y * 64ull + fc::rem(warp, 4ull, FC_SITE(234, 45)) * 16ull;
#line 235 "cases/assumptions.rs"
    unsigned long long col = (unsigned long long)blockIdx.x * 32ull + fc::div(warp, 4ull, FC_SITE(235, 45)) * 16ull;
#line 236 "cases/assumptions.rs"
    fc::wmma::acc<float> acc;
    acc = fc::wmma::acc<float>::filled({});
#line 237 "cases/assumptions.rs"
    unsigned long long fc_v = fc::div(k_1, 16ull, FC_SITE(237, 17));
    for (unsigned long long t = 0ull; t < fc_v; ++t) {
#line 238 "cases/assumptions.rs"
        fc::wmma::frag_a<fc::f16, fc::wmma::row_major> fa;
        fa = fc::wmma::load_a<fc::wmma::row_major, true, true>(&(a)[0], a_len, row * k_1 + t * 16ull, k_1, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(238, 18));
#line 239 "cases/assumptions.rs"
        fc::wmma::frag_b<fc::f16, fc::wmma::row_major> fb;
        fb = fc::wmma::load_b<fc::wmma::row_major, true, true>(&(a)[0], a_len, t * 16ull * k_1 + col, k_1, FC_WMMA_MISALIGNED("wmma::load_b"), FC_SITE(239, 18));
#line 240 "cases/assumptions.rs"
        (void)(fc::wmma::mma(acc, fa, fb));
    }
#line 242 "cases/assumptions.rs"
    (void)(fc::wmma::store<fc::wmma::row_major, true, true>(&(c)[0], c_len, row * n_1 + col, n_1, acc, FC_WMMA_MISALIGNED("wmma::store"), FC_SITE(242, 5)));
#line 243 "cases/assumptions.rs"
    (void)(fc::wmma::store<fc::wmma::row_major, true, true>(&(c)[0], c_len, row * k_1 + col, n_1, acc, FC_WMMA_MISALIGNED("wmma::store"), FC_SITE(243, 5)));
}
#endif
