#include "ferrocuda.cuh"

__device__ float u_naxefxve_0364782b(float u_malloc, unsigned fc_depth);
template <int K, class... A> struct fc_p_u_naxefxve_0364782b { typedef typename fc::param<K, decltype(&u_naxefxve_0364782b)>::type type; };

#line 30 "cases/names.rs"
__device__ float u_naxefxve_0364782b(float u_malloc, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(30, 4));
#line 31 "cases/names.rs"
    return u_malloc + 1.0f;
}


#if FC_ASSUMED
#line 4 "cases/names.rs"
extern "C" __global__ void u_float(const int* __restrict__ u_int, unsigned long long u_int_len, float* __restrict__ u_double, unsigned long long u_double_len) {
    fc::grid_dependency();
#line 5 "cases/names.rs"
    unsigned long long u_threadIdx = fc::grid_1();
#line 6 "cases/names.rs"
    if (u_threadIdx < u_double_len) {
#line 7 "cases/names.rs"
        int u_new = u_int[u_threadIdx];
#line 8 "cases/names.rs"
        int u_new_1 = fc::mul(u_new, 2);
#line 9 "cases/names.rs"
        float u_class = (float)u_new_1 * 0.5f;
#line 10 "cases/names.rs"
        float u_fc_tmp = u_class + 1.0f;
#line 11 "cases/names.rs"
        float a = u_fc_tmp;
        float b = u_class;
#line 12 "cases/names.rs"
        float b_1 = a;
        float a_1 = b;
#line 13 "cases/names.rs"
        u_double[u_threadIdx] = a_1 - b_1;
    }
}
#if FC_LANES_TWIN
#line 4 "cases/names.rs"
extern "C" __global__ void u_float_lanes(const int* __restrict__ u_int, unsigned long long u_int_len, float* __restrict__ u_double, unsigned long long u_double_len, unsigned u_fc_blocks_x) {
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
    unsigned long long u_threadIdx_l0;
    unsigned long long u_threadIdx_l1;
    unsigned long long u_threadIdx_l2;
    unsigned long long u_threadIdx_l3;
    int u_new_l0;
    int u_new_l1;
    int u_new_l2;
    int u_new_l3;
    int u_new_1_l0;
    int u_new_1_l1;
    int u_new_1_l2;
    int u_new_1_l3;
    float u_class_l0;
    float u_class_l1;
    float u_class_l2;
    float u_class_l3;
    float u_fc_tmp_l0;
    float u_fc_tmp_l1;
    float u_fc_tmp_l2;
    float u_fc_tmp_l3;
    float a_l0;
    float b_l0;
    float a_l1;
    float b_l1;
    float a_l2;
    float b_l2;
    float a_l3;
    float b_l3;
    float b_1_l0;
    float a_1_l0;
    float b_1_l1;
    float a_1_l1;
    float b_1_l2;
    float a_1_l2;
    float b_1_l3;
    float a_1_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/names.rs"
        u_threadIdx_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/names.rs"
        u_threadIdx_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/names.rs"
        u_threadIdx_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/names.rs"
        u_threadIdx_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/names.rs"
        u_fc_c_l0 = u_threadIdx_l0 < u_double_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/names.rs"
        u_fc_c_l1 = u_threadIdx_l1 < u_double_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/names.rs"
        u_fc_c_l2 = u_threadIdx_l2 < u_double_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/names.rs"
        u_fc_c_l3 = u_threadIdx_l3 < u_double_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/names.rs"
        u_new_l0 = u_int[u_threadIdx_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/names.rs"
        u_new_l1 = u_int[u_threadIdx_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/names.rs"
        u_new_l2 = u_int[u_threadIdx_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/names.rs"
        u_new_l3 = u_int[u_threadIdx_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/names.rs"
        u_new_1_l0 = fc::mul(u_new_l0, 2);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/names.rs"
        u_new_1_l1 = fc::mul(u_new_l1, 2);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/names.rs"
        u_new_1_l2 = fc::mul(u_new_l2, 2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/names.rs"
        u_new_1_l3 = fc::mul(u_new_l3, 2);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/names.rs"
        u_class_l0 = (float)u_new_1_l0 * 0.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/names.rs"
        u_class_l1 = (float)u_new_1_l1 * 0.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/names.rs"
        u_class_l2 = (float)u_new_1_l2 * 0.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/names.rs"
        u_class_l3 = (float)u_new_1_l3 * 0.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/names.rs"
        u_fc_tmp_l0 = u_class_l0 + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/names.rs"
        u_fc_tmp_l1 = u_class_l1 + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/names.rs"
        u_fc_tmp_l2 = u_class_l2 + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/names.rs"
        u_fc_tmp_l3 = u_class_l3 + 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/names.rs"
        a_l0 = u_fc_tmp_l0;
        b_l0 = u_class_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/names.rs"
        a_l1 = u_fc_tmp_l1;
        b_l1 = u_class_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/names.rs"
        a_l2 = u_fc_tmp_l2;
        b_l2 = u_class_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/names.rs"
        a_l3 = u_fc_tmp_l3;
        b_l3 = u_class_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/names.rs"
        b_1_l0 = a_l0;
        a_1_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/names.rs"
        b_1_l1 = a_l1;
        a_1_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/names.rs"
        b_1_l2 = a_l2;
        a_1_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/names.rs"
        b_1_l3 = a_l3;
        a_1_l3 = b_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/names.rs"
        u_fc_sv_l0 = a_1_l0 - b_1_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/names.rs"
        u_fc_sv_l1 = a_1_l1 - b_1_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/names.rs"
        u_fc_sv_l2 = a_1_l2 - b_1_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/names.rs"
        u_fc_sv_l3 = a_1_l3 - b_1_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/names.rs"
        u_double[u_threadIdx_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/names.rs"
        u_double[u_threadIdx_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/names.rs"
        u_double[u_threadIdx_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/names.rs"
        u_double[u_threadIdx_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 4 "cases/names.rs"
extern "C" __global__ void u_float_lanes_v(const int* __restrict__ u_int, unsigned long long u_int_len, float* __restrict__ u_double, unsigned long long u_double_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int, float>();
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
    unsigned long long u_threadIdx_l0;
    unsigned long long u_threadIdx_l1;
    unsigned long long u_threadIdx_l2;
    unsigned long long u_threadIdx_l3;
    unsigned long long u_threadIdx_l4;
    unsigned long long u_threadIdx_l5;
    unsigned long long u_threadIdx_l6;
    unsigned long long u_threadIdx_l7;
    __align__(16) int u_fc_vec[FC_VLANES];
    int u_new_l0;
    int u_new_l1;
    int u_new_l2;
    int u_new_l3;
    int u_new_l4;
    int u_new_l5;
    int u_new_l6;
    int u_new_l7;
    int u_new_1_l0;
    int u_new_1_l1;
    int u_new_1_l2;
    int u_new_1_l3;
    int u_new_1_l4;
    int u_new_1_l5;
    int u_new_1_l6;
    int u_new_1_l7;
    float u_class_l0;
    float u_class_l1;
    float u_class_l2;
    float u_class_l3;
    float u_class_l4;
    float u_class_l5;
    float u_class_l6;
    float u_class_l7;
    float u_fc_tmp_l0;
    float u_fc_tmp_l1;
    float u_fc_tmp_l2;
    float u_fc_tmp_l3;
    float u_fc_tmp_l4;
    float u_fc_tmp_l5;
    float u_fc_tmp_l6;
    float u_fc_tmp_l7;
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
    float b_1_l0;
    float a_1_l0;
    float b_1_l1;
    float a_1_l1;
    float b_1_l2;
    float a_1_l2;
    float b_1_l3;
    float a_1_l3;
    float b_1_l4;
    float a_1_l4;
    float b_1_l5;
    float a_1_l5;
    float b_1_l6;
    float a_1_l6;
    float b_1_l7;
    float a_1_l7;
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
#line 5 "cases/names.rs"
        u_threadIdx_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/names.rs"
        u_threadIdx_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/names.rs"
        u_threadIdx_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/names.rs"
        u_threadIdx_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/names.rs"
        u_threadIdx_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/names.rs"
        u_threadIdx_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/names.rs"
        u_threadIdx_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/names.rs"
        u_threadIdx_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
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
#line 6 "cases/names.rs"
        u_fc_c_l0 = u_threadIdx_l0 < u_double_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/names.rs"
        u_fc_c_l1 = u_threadIdx_l1 < u_double_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/names.rs"
        u_fc_c_l2 = u_threadIdx_l2 < u_double_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/names.rs"
        u_fc_c_l3 = u_threadIdx_l3 < u_double_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/names.rs"
        u_fc_c_l4 = u_threadIdx_l4 < u_double_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/names.rs"
        u_fc_c_l5 = u_threadIdx_l5 < u_double_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/names.rs"
        u_fc_c_l6 = u_threadIdx_l6 < u_double_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/names.rs"
        u_fc_c_l7 = u_threadIdx_l7 < u_double_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_int, u_int_len, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(u_int, u_fc_vec, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7));
        {
#line 7 "cases/names.rs"
            u_new_l0 = u_fc_vec[0];
        }
        {
#line 7 "cases/names.rs"
            u_new_l1 = u_fc_vec[1];
        }
        {
#line 7 "cases/names.rs"
            u_new_l2 = u_fc_vec[2];
        }
        {
#line 7 "cases/names.rs"
            u_new_l3 = u_fc_vec[3];
        }
        {
#line 7 "cases/names.rs"
            u_new_l4 = u_fc_vec[4];
        }
        {
#line 7 "cases/names.rs"
            u_new_l5 = u_fc_vec[5];
        }
        {
#line 7 "cases/names.rs"
            u_new_l6 = u_fc_vec[6];
        }
        {
#line 7 "cases/names.rs"
            u_new_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/names.rs"
            u_new_l0 = u_int[u_threadIdx_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/names.rs"
            u_new_l1 = u_int[u_threadIdx_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/names.rs"
            u_new_l2 = u_int[u_threadIdx_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/names.rs"
            u_new_l3 = u_int[u_threadIdx_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/names.rs"
            u_new_l4 = u_int[u_threadIdx_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/names.rs"
            u_new_l5 = u_int[u_threadIdx_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/names.rs"
            u_new_l6 = u_int[u_threadIdx_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/names.rs"
            u_new_l7 = u_int[u_threadIdx_l7];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/names.rs"
        u_new_1_l0 = fc::mul(u_new_l0, 2);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/names.rs"
        u_new_1_l1 = fc::mul(u_new_l1, 2);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/names.rs"
        u_new_1_l2 = fc::mul(u_new_l2, 2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/names.rs"
        u_new_1_l3 = fc::mul(u_new_l3, 2);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/names.rs"
        u_new_1_l4 = fc::mul(u_new_l4, 2);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/names.rs"
        u_new_1_l5 = fc::mul(u_new_l5, 2);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/names.rs"
        u_new_1_l6 = fc::mul(u_new_l6, 2);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/names.rs"
        u_new_1_l7 = fc::mul(u_new_l7, 2);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/names.rs"
        u_class_l0 = (float)u_new_1_l0 * 0.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/names.rs"
        u_class_l1 = (float)u_new_1_l1 * 0.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/names.rs"
        u_class_l2 = (float)u_new_1_l2 * 0.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/names.rs"
        u_class_l3 = (float)u_new_1_l3 * 0.5f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 9 "cases/names.rs"
        u_class_l4 = (float)u_new_1_l4 * 0.5f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 9 "cases/names.rs"
        u_class_l5 = (float)u_new_1_l5 * 0.5f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 9 "cases/names.rs"
        u_class_l6 = (float)u_new_1_l6 * 0.5f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 9 "cases/names.rs"
        u_class_l7 = (float)u_new_1_l7 * 0.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/names.rs"
        u_fc_tmp_l0 = u_class_l0 + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/names.rs"
        u_fc_tmp_l1 = u_class_l1 + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/names.rs"
        u_fc_tmp_l2 = u_class_l2 + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/names.rs"
        u_fc_tmp_l3 = u_class_l3 + 1.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/names.rs"
        u_fc_tmp_l4 = u_class_l4 + 1.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/names.rs"
        u_fc_tmp_l5 = u_class_l5 + 1.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/names.rs"
        u_fc_tmp_l6 = u_class_l6 + 1.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/names.rs"
        u_fc_tmp_l7 = u_class_l7 + 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/names.rs"
        a_l0 = u_fc_tmp_l0;
        b_l0 = u_class_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/names.rs"
        a_l1 = u_fc_tmp_l1;
        b_l1 = u_class_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/names.rs"
        a_l2 = u_fc_tmp_l2;
        b_l2 = u_class_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/names.rs"
        a_l3 = u_fc_tmp_l3;
        b_l3 = u_class_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/names.rs"
        a_l4 = u_fc_tmp_l4;
        b_l4 = u_class_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/names.rs"
        a_l5 = u_fc_tmp_l5;
        b_l5 = u_class_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/names.rs"
        a_l6 = u_fc_tmp_l6;
        b_l6 = u_class_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/names.rs"
        a_l7 = u_fc_tmp_l7;
        b_l7 = u_class_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/names.rs"
        b_1_l0 = a_l0;
        a_1_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/names.rs"
        b_1_l1 = a_l1;
        a_1_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/names.rs"
        b_1_l2 = a_l2;
        a_1_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/names.rs"
        b_1_l3 = a_l3;
        a_1_l3 = b_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/names.rs"
        b_1_l4 = a_l4;
        a_1_l4 = b_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/names.rs"
        b_1_l5 = a_l5;
        a_1_l5 = b_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/names.rs"
        b_1_l6 = a_l6;
        a_1_l6 = b_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/names.rs"
        b_1_l7 = a_l7;
        a_1_l7 = b_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_double, u_double_len, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7))) {
        {
#line 13 "cases/names.rs"
            u_fc_sv[0] = a_1_l0 - b_1_l0;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[1] = a_1_l1 - b_1_l1;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[2] = a_1_l2 - b_1_l2;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[3] = a_1_l3 - b_1_l3;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[4] = a_1_l4 - b_1_l4;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[5] = a_1_l5 - b_1_l5;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[6] = a_1_l6 - b_1_l6;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[7] = a_1_l7 - b_1_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(u_double, u_fc_sv, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/names.rs"
            u_fc_sv_l0 = a_1_l0 - b_1_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/names.rs"
            u_fc_sv_l1 = a_1_l1 - b_1_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/names.rs"
            u_fc_sv_l2 = a_1_l2 - b_1_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/names.rs"
            u_fc_sv_l3 = a_1_l3 - b_1_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/names.rs"
            u_fc_sv_l4 = a_1_l4 - b_1_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/names.rs"
            u_fc_sv_l5 = a_1_l5 - b_1_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/names.rs"
            u_fc_sv_l6 = a_1_l6 - b_1_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/names.rs"
            u_fc_sv_l7 = a_1_l7 - b_1_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/names.rs"
            u_double[u_threadIdx_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_u_float(w) ((w) == 0 ? u_int_len : 0ull)
#line 4 "cases/names.rs"
extern "C" __global__ void u_float(const int* __restrict__ u_int, unsigned long long u_int_len, float* __restrict__ u_double, unsigned long long u_double_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/names.rs"
    unsigned long long u_threadIdx = fc::grid_1();
#line 6 "cases/names.rs"
    if (u_threadIdx < u_double_len) {
#line 7 "cases/names.rs"
        int u_new = *fc::defer_ptr(u_int, u_threadIdx, u_int_len, u_fc_pending, 229984u);
#line 8 "cases/names.rs"
        int u_new_1 = fc::mul(u_new, 2);
#line 9 "cases/names.rs"
        float u_class = (float)u_new_1 * 0.5f;
#line 10 "cases/names.rs"
        float u_fc_tmp = u_class + 1.0f;
#line 11 "cases/names.rs"
        float a = u_fc_tmp;
        float b = u_class;
#line 12 "cases/names.rs"
        float b_1 = a;
        float a_1 = b;
#line 13 "cases/names.rs"
        float fc_v = a_1 - b_1;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_u_float);
        u_double[u_threadIdx] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_u_float);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_u_float_lanes(w) ((w) == 0 ? u_int_len : 0ull)
#line 4 "cases/names.rs"
extern "C" __global__ void u_float_lanes(const int* __restrict__ u_int, unsigned long long u_int_len, float* __restrict__ u_double, unsigned long long u_double_len, unsigned u_fc_blocks_x) {
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
    unsigned long long u_threadIdx_l0;
    unsigned long long u_threadIdx_l1;
    unsigned long long u_threadIdx_l2;
    unsigned long long u_threadIdx_l3;
    int u_new_l0;
    int u_new_l1;
    int u_new_l2;
    int u_new_l3;
    int u_new_1_l0;
    int u_new_1_l1;
    int u_new_1_l2;
    int u_new_1_l3;
    float u_class_l0;
    float u_class_l1;
    float u_class_l2;
    float u_class_l3;
    float u_fc_tmp_l0;
    float u_fc_tmp_l1;
    float u_fc_tmp_l2;
    float u_fc_tmp_l3;
    float a_l0;
    float b_l0;
    float a_l1;
    float b_l1;
    float a_l2;
    float b_l2;
    float a_l3;
    float b_l3;
    float b_1_l0;
    float a_1_l0;
    float b_1_l1;
    float a_1_l1;
    float b_1_l2;
    float a_1_l2;
    float b_1_l3;
    float a_1_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/names.rs"
        u_threadIdx_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/names.rs"
        u_threadIdx_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/names.rs"
        u_threadIdx_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/names.rs"
        u_threadIdx_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/names.rs"
        u_fc_c_l0 = u_threadIdx_l0 < u_double_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/names.rs"
        u_fc_c_l1 = u_threadIdx_l1 < u_double_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/names.rs"
        u_fc_c_l2 = u_threadIdx_l2 < u_double_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/names.rs"
        u_fc_c_l3 = u_threadIdx_l3 < u_double_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/names.rs"
        u_new_l0 = *fc::defer_ptr(u_int, u_threadIdx_l0, u_int_len, u_fc_pending_l0, 229984u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/names.rs"
        u_new_l1 = *fc::defer_ptr(u_int, u_threadIdx_l1, u_int_len, u_fc_pending_l1, 229984u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/names.rs"
        u_new_l2 = *fc::defer_ptr(u_int, u_threadIdx_l2, u_int_len, u_fc_pending_l2, 229984u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/names.rs"
        u_new_l3 = *fc::defer_ptr(u_int, u_threadIdx_l3, u_int_len, u_fc_pending_l3, 229984u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/names.rs"
        u_new_1_l0 = fc::mul(u_new_l0, 2);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/names.rs"
        u_new_1_l1 = fc::mul(u_new_l1, 2);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/names.rs"
        u_new_1_l2 = fc::mul(u_new_l2, 2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/names.rs"
        u_new_1_l3 = fc::mul(u_new_l3, 2);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/names.rs"
        u_class_l0 = (float)u_new_1_l0 * 0.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/names.rs"
        u_class_l1 = (float)u_new_1_l1 * 0.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/names.rs"
        u_class_l2 = (float)u_new_1_l2 * 0.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/names.rs"
        u_class_l3 = (float)u_new_1_l3 * 0.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/names.rs"
        u_fc_tmp_l0 = u_class_l0 + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/names.rs"
        u_fc_tmp_l1 = u_class_l1 + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/names.rs"
        u_fc_tmp_l2 = u_class_l2 + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/names.rs"
        u_fc_tmp_l3 = u_class_l3 + 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/names.rs"
        a_l0 = u_fc_tmp_l0;
        b_l0 = u_class_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/names.rs"
        a_l1 = u_fc_tmp_l1;
        b_l1 = u_class_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/names.rs"
        a_l2 = u_fc_tmp_l2;
        b_l2 = u_class_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/names.rs"
        a_l3 = u_fc_tmp_l3;
        b_l3 = u_class_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/names.rs"
        b_1_l0 = a_l0;
        a_1_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/names.rs"
        b_1_l1 = a_l1;
        a_1_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/names.rs"
        b_1_l2 = a_l2;
        a_1_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/names.rs"
        b_1_l3 = a_l3;
        a_1_l3 = b_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/names.rs"
        u_fc_sv_l0 = a_1_l0 - b_1_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/names.rs"
        u_fc_sv_l1 = a_1_l1 - b_1_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/names.rs"
        u_fc_sv_l2 = a_1_l2 - b_1_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/names.rs"
        u_fc_sv_l3 = a_1_l3 - b_1_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_float_lanes);
        u_double[u_threadIdx_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_float_lanes);
        u_double[u_threadIdx_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_float_lanes);
        u_double[u_threadIdx_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_float_lanes);
        u_double[u_threadIdx_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_float_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_float_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_float_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_float_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_u_float_lanes_v(w) ((w) == 0 ? u_int_len : 0ull)
#line 4 "cases/names.rs"
extern "C" __global__ void u_float_lanes_v(const int* __restrict__ u_int, unsigned long long u_int_len, float* __restrict__ u_double, unsigned long long u_double_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int, float>();
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
    unsigned long long u_threadIdx_l0;
    unsigned long long u_threadIdx_l1;
    unsigned long long u_threadIdx_l2;
    unsigned long long u_threadIdx_l3;
    unsigned long long u_threadIdx_l4;
    unsigned long long u_threadIdx_l5;
    unsigned long long u_threadIdx_l6;
    unsigned long long u_threadIdx_l7;
    __align__(16) int u_fc_vec[FC_VLANES];
    int u_new_l0;
    int u_new_l1;
    int u_new_l2;
    int u_new_l3;
    int u_new_l4;
    int u_new_l5;
    int u_new_l6;
    int u_new_l7;
    int u_new_1_l0;
    int u_new_1_l1;
    int u_new_1_l2;
    int u_new_1_l3;
    int u_new_1_l4;
    int u_new_1_l5;
    int u_new_1_l6;
    int u_new_1_l7;
    float u_class_l0;
    float u_class_l1;
    float u_class_l2;
    float u_class_l3;
    float u_class_l4;
    float u_class_l5;
    float u_class_l6;
    float u_class_l7;
    float u_fc_tmp_l0;
    float u_fc_tmp_l1;
    float u_fc_tmp_l2;
    float u_fc_tmp_l3;
    float u_fc_tmp_l4;
    float u_fc_tmp_l5;
    float u_fc_tmp_l6;
    float u_fc_tmp_l7;
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
    float b_1_l0;
    float a_1_l0;
    float b_1_l1;
    float a_1_l1;
    float b_1_l2;
    float a_1_l2;
    float b_1_l3;
    float a_1_l3;
    float b_1_l4;
    float a_1_l4;
    float b_1_l5;
    float a_1_l5;
    float b_1_l6;
    float a_1_l6;
    float b_1_l7;
    float a_1_l7;
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
#line 5 "cases/names.rs"
        u_threadIdx_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/names.rs"
        u_threadIdx_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/names.rs"
        u_threadIdx_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/names.rs"
        u_threadIdx_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/names.rs"
        u_threadIdx_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/names.rs"
        u_threadIdx_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/names.rs"
        u_threadIdx_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/names.rs"
        u_threadIdx_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
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
#line 6 "cases/names.rs"
        u_fc_c_l0 = u_threadIdx_l0 < u_double_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/names.rs"
        u_fc_c_l1 = u_threadIdx_l1 < u_double_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/names.rs"
        u_fc_c_l2 = u_threadIdx_l2 < u_double_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/names.rs"
        u_fc_c_l3 = u_threadIdx_l3 < u_double_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/names.rs"
        u_fc_c_l4 = u_threadIdx_l4 < u_double_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/names.rs"
        u_fc_c_l5 = u_threadIdx_l5 < u_double_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/names.rs"
        u_fc_c_l6 = u_threadIdx_l6 < u_double_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/names.rs"
        u_fc_c_l7 = u_threadIdx_l7 < u_double_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_int, u_int_len, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(u_int, u_fc_vec, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7));
        {
#line 7 "cases/names.rs"
            u_new_l0 = u_fc_vec[0];
        }
        {
#line 7 "cases/names.rs"
            u_new_l1 = u_fc_vec[1];
        }
        {
#line 7 "cases/names.rs"
            u_new_l2 = u_fc_vec[2];
        }
        {
#line 7 "cases/names.rs"
            u_new_l3 = u_fc_vec[3];
        }
        {
#line 7 "cases/names.rs"
            u_new_l4 = u_fc_vec[4];
        }
        {
#line 7 "cases/names.rs"
            u_new_l5 = u_fc_vec[5];
        }
        {
#line 7 "cases/names.rs"
            u_new_l6 = u_fc_vec[6];
        }
        {
#line 7 "cases/names.rs"
            u_new_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/names.rs"
            u_new_l0 = *fc::defer_ptr(u_int, u_threadIdx_l0, u_int_len, u_fc_pending_l0, 229984u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/names.rs"
            u_new_l1 = *fc::defer_ptr(u_int, u_threadIdx_l1, u_int_len, u_fc_pending_l1, 229984u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/names.rs"
            u_new_l2 = *fc::defer_ptr(u_int, u_threadIdx_l2, u_int_len, u_fc_pending_l2, 229984u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/names.rs"
            u_new_l3 = *fc::defer_ptr(u_int, u_threadIdx_l3, u_int_len, u_fc_pending_l3, 229984u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/names.rs"
            u_new_l4 = *fc::defer_ptr(u_int, u_threadIdx_l4, u_int_len, u_fc_pending_l4, 229984u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/names.rs"
            u_new_l5 = *fc::defer_ptr(u_int, u_threadIdx_l5, u_int_len, u_fc_pending_l5, 229984u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/names.rs"
            u_new_l6 = *fc::defer_ptr(u_int, u_threadIdx_l6, u_int_len, u_fc_pending_l6, 229984u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/names.rs"
            u_new_l7 = *fc::defer_ptr(u_int, u_threadIdx_l7, u_int_len, u_fc_pending_l7, 229984u);
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/names.rs"
        u_new_1_l0 = fc::mul(u_new_l0, 2);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/names.rs"
        u_new_1_l1 = fc::mul(u_new_l1, 2);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/names.rs"
        u_new_1_l2 = fc::mul(u_new_l2, 2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/names.rs"
        u_new_1_l3 = fc::mul(u_new_l3, 2);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/names.rs"
        u_new_1_l4 = fc::mul(u_new_l4, 2);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/names.rs"
        u_new_1_l5 = fc::mul(u_new_l5, 2);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/names.rs"
        u_new_1_l6 = fc::mul(u_new_l6, 2);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/names.rs"
        u_new_1_l7 = fc::mul(u_new_l7, 2);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/names.rs"
        u_class_l0 = (float)u_new_1_l0 * 0.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/names.rs"
        u_class_l1 = (float)u_new_1_l1 * 0.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/names.rs"
        u_class_l2 = (float)u_new_1_l2 * 0.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/names.rs"
        u_class_l3 = (float)u_new_1_l3 * 0.5f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 9 "cases/names.rs"
        u_class_l4 = (float)u_new_1_l4 * 0.5f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 9 "cases/names.rs"
        u_class_l5 = (float)u_new_1_l5 * 0.5f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 9 "cases/names.rs"
        u_class_l6 = (float)u_new_1_l6 * 0.5f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 9 "cases/names.rs"
        u_class_l7 = (float)u_new_1_l7 * 0.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/names.rs"
        u_fc_tmp_l0 = u_class_l0 + 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/names.rs"
        u_fc_tmp_l1 = u_class_l1 + 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/names.rs"
        u_fc_tmp_l2 = u_class_l2 + 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/names.rs"
        u_fc_tmp_l3 = u_class_l3 + 1.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/names.rs"
        u_fc_tmp_l4 = u_class_l4 + 1.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/names.rs"
        u_fc_tmp_l5 = u_class_l5 + 1.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/names.rs"
        u_fc_tmp_l6 = u_class_l6 + 1.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/names.rs"
        u_fc_tmp_l7 = u_class_l7 + 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/names.rs"
        a_l0 = u_fc_tmp_l0;
        b_l0 = u_class_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/names.rs"
        a_l1 = u_fc_tmp_l1;
        b_l1 = u_class_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/names.rs"
        a_l2 = u_fc_tmp_l2;
        b_l2 = u_class_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/names.rs"
        a_l3 = u_fc_tmp_l3;
        b_l3 = u_class_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/names.rs"
        a_l4 = u_fc_tmp_l4;
        b_l4 = u_class_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/names.rs"
        a_l5 = u_fc_tmp_l5;
        b_l5 = u_class_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/names.rs"
        a_l6 = u_fc_tmp_l6;
        b_l6 = u_class_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/names.rs"
        a_l7 = u_fc_tmp_l7;
        b_l7 = u_class_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/names.rs"
        b_1_l0 = a_l0;
        a_1_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/names.rs"
        b_1_l1 = a_l1;
        a_1_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/names.rs"
        b_1_l2 = a_l2;
        a_1_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/names.rs"
        b_1_l3 = a_l3;
        a_1_l3 = b_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/names.rs"
        b_1_l4 = a_l4;
        a_1_l4 = b_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/names.rs"
        b_1_l5 = a_l5;
        a_1_l5 = b_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/names.rs"
        b_1_l6 = a_l6;
        a_1_l6 = b_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/names.rs"
        b_1_l7 = a_l7;
        a_1_l7 = b_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_double, u_double_len, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7))) {
        {
#line 13 "cases/names.rs"
            u_fc_sv[0] = a_1_l0 - b_1_l0;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[1] = a_1_l1 - b_1_l1;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[2] = a_1_l2 - b_1_l2;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[3] = a_1_l3 - b_1_l3;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[4] = a_1_l4 - b_1_l4;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[5] = a_1_l5 - b_1_l5;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[6] = a_1_l6 - b_1_l6;
        }
        {
#line 13 "cases/names.rs"
            u_fc_sv[7] = a_1_l7 - b_1_l7;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_float_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_float_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_float_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_float_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_u_float_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_u_float_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_u_float_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_u_float_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(u_double, u_fc_sv, (u_threadIdx_l0), (u_threadIdx_l1), (u_threadIdx_l2), (u_threadIdx_l3), (u_threadIdx_l4), (u_threadIdx_l5), (u_threadIdx_l6), (u_threadIdx_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/names.rs"
            u_fc_sv_l0 = a_1_l0 - b_1_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/names.rs"
            u_fc_sv_l1 = a_1_l1 - b_1_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/names.rs"
            u_fc_sv_l2 = a_1_l2 - b_1_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/names.rs"
            u_fc_sv_l3 = a_1_l3 - b_1_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/names.rs"
            u_fc_sv_l4 = a_1_l4 - b_1_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/names.rs"
            u_fc_sv_l5 = a_1_l5 - b_1_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/names.rs"
            u_fc_sv_l6 = a_1_l6 - b_1_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/names.rs"
            u_fc_sv_l7 = a_1_l7 - b_1_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_u_float_lanes_v);
            u_double[u_threadIdx_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_float_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_float_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_float_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_float_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_u_float_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_u_float_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_u_float_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_u_float_lanes_v);
    }
}
#endif
#endif
#endif

#if FC_ASSUMED
#line 19 "cases/names.rs"
extern "C" __global__ void u_printf(const float* __restrict__ u_min, unsigned long long u_min_len, float* __restrict__ u_max, unsigned long long u_max_len) {
    fc::grid_dependency();
#line 20 "cases/names.rs"
    unsigned long long u_size_t = fc::grid_1();
#line 21 "cases/names.rs"
    if (u_size_t < u_max_len) {
#line 22 "cases/names.rs"
        float u_entrxe9xe = u_min[u_size_t];
#line 23 "cases/names.rs"
        float u_x3c0x = 3.5f;
#line 24 "cases/names.rs"
        float u_rsqrtf = u_entrxe9xe * u_x3c0x;
#line 25 "cases/names.rs"
        u_max[u_size_t] = u_rsqrtf;
    }
}
#if FC_LANES_TWIN
#line 19 "cases/names.rs"
extern "C" __global__ void u_printf_lanes(const float* __restrict__ u_min, unsigned long long u_min_len, float* __restrict__ u_max, unsigned long long u_max_len, unsigned u_fc_blocks_x) {
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
    unsigned long long u_size_t_l0;
    unsigned long long u_size_t_l1;
    unsigned long long u_size_t_l2;
    unsigned long long u_size_t_l3;
    float u_entrxe9xe_l0;
    float u_entrxe9xe_l1;
    float u_entrxe9xe_l2;
    float u_entrxe9xe_l3;
    float u_x3c0x_l0;
    float u_x3c0x_l1;
    float u_x3c0x_l2;
    float u_x3c0x_l3;
    float u_rsqrtf_l0;
    float u_rsqrtf_l1;
    float u_rsqrtf_l2;
    float u_rsqrtf_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 20 "cases/names.rs"
        u_size_t_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/names.rs"
        u_size_t_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/names.rs"
        u_size_t_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/names.rs"
        u_size_t_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 21 "cases/names.rs"
        u_fc_c_l0 = u_size_t_l0 < u_max_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/names.rs"
        u_fc_c_l1 = u_size_t_l1 < u_max_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/names.rs"
        u_fc_c_l2 = u_size_t_l2 < u_max_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/names.rs"
        u_fc_c_l3 = u_size_t_l3 < u_max_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l0 = u_min[u_size_t_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l1 = u_min[u_size_t_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l2 = u_min[u_size_t_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l3 = u_min[u_size_t_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/names.rs"
        u_x3c0x_l0 = 3.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/names.rs"
        u_x3c0x_l1 = 3.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/names.rs"
        u_x3c0x_l2 = 3.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/names.rs"
        u_x3c0x_l3 = 3.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 24 "cases/names.rs"
        u_rsqrtf_l0 = u_entrxe9xe_l0 * u_x3c0x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 24 "cases/names.rs"
        u_rsqrtf_l1 = u_entrxe9xe_l1 * u_x3c0x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 24 "cases/names.rs"
        u_rsqrtf_l2 = u_entrxe9xe_l2 * u_x3c0x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 24 "cases/names.rs"
        u_rsqrtf_l3 = u_entrxe9xe_l3 * u_x3c0x_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/names.rs"
        u_fc_sv_l0 = u_rsqrtf_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/names.rs"
        u_fc_sv_l1 = u_rsqrtf_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/names.rs"
        u_fc_sv_l2 = u_rsqrtf_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/names.rs"
        u_fc_sv_l3 = u_rsqrtf_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/names.rs"
        u_max[u_size_t_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/names.rs"
        u_max[u_size_t_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/names.rs"
        u_max[u_size_t_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/names.rs"
        u_max[u_size_t_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 19 "cases/names.rs"
extern "C" __global__ void u_printf_lanes_v(const float* __restrict__ u_min, unsigned long long u_min_len, float* __restrict__ u_max, unsigned long long u_max_len, unsigned u_fc_blocks_x) {
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
    unsigned long long u_size_t_l0;
    unsigned long long u_size_t_l1;
    unsigned long long u_size_t_l2;
    unsigned long long u_size_t_l3;
    unsigned long long u_size_t_l4;
    unsigned long long u_size_t_l5;
    unsigned long long u_size_t_l6;
    unsigned long long u_size_t_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    float u_entrxe9xe_l0;
    float u_entrxe9xe_l1;
    float u_entrxe9xe_l2;
    float u_entrxe9xe_l3;
    float u_entrxe9xe_l4;
    float u_entrxe9xe_l5;
    float u_entrxe9xe_l6;
    float u_entrxe9xe_l7;
    float u_x3c0x_l0;
    float u_x3c0x_l1;
    float u_x3c0x_l2;
    float u_x3c0x_l3;
    float u_x3c0x_l4;
    float u_x3c0x_l5;
    float u_x3c0x_l6;
    float u_x3c0x_l7;
    float u_rsqrtf_l0;
    float u_rsqrtf_l1;
    float u_rsqrtf_l2;
    float u_rsqrtf_l3;
    float u_rsqrtf_l4;
    float u_rsqrtf_l5;
    float u_rsqrtf_l6;
    float u_rsqrtf_l7;
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
#line 20 "cases/names.rs"
        u_size_t_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/names.rs"
        u_size_t_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/names.rs"
        u_size_t_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/names.rs"
        u_size_t_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 20 "cases/names.rs"
        u_size_t_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 20 "cases/names.rs"
        u_size_t_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 20 "cases/names.rs"
        u_size_t_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 20 "cases/names.rs"
        u_size_t_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
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
#line 21 "cases/names.rs"
        u_fc_c_l0 = u_size_t_l0 < u_max_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/names.rs"
        u_fc_c_l1 = u_size_t_l1 < u_max_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/names.rs"
        u_fc_c_l2 = u_size_t_l2 < u_max_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/names.rs"
        u_fc_c_l3 = u_size_t_l3 < u_max_len;
    }
    if (u_fc_alive_l4) {
#line 21 "cases/names.rs"
        u_fc_c_l4 = u_size_t_l4 < u_max_len;
    }
    if (u_fc_alive_l5) {
#line 21 "cases/names.rs"
        u_fc_c_l5 = u_size_t_l5 < u_max_len;
    }
    if (u_fc_alive_l6) {
#line 21 "cases/names.rs"
        u_fc_c_l6 = u_size_t_l6 < u_max_len;
    }
    if (u_fc_alive_l7) {
#line 21 "cases/names.rs"
        u_fc_c_l7 = u_size_t_l7 < u_max_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_min, u_min_len, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(u_min, u_fc_vec, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7));
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l0 = u_fc_vec[0];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l1 = u_fc_vec[1];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l2 = u_fc_vec[2];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l3 = u_fc_vec[3];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l4 = u_fc_vec[4];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l5 = u_fc_vec[5];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l6 = u_fc_vec[6];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l0 = u_min[u_size_t_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l1 = u_min[u_size_t_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l2 = u_min[u_size_t_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l3 = u_min[u_size_t_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l4 = u_min[u_size_t_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l5 = u_min[u_size_t_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l6 = u_min[u_size_t_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l7 = u_min[u_size_t_l7];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/names.rs"
        u_x3c0x_l0 = 3.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/names.rs"
        u_x3c0x_l1 = 3.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/names.rs"
        u_x3c0x_l2 = 3.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/names.rs"
        u_x3c0x_l3 = 3.5f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 23 "cases/names.rs"
        u_x3c0x_l4 = 3.5f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 23 "cases/names.rs"
        u_x3c0x_l5 = 3.5f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 23 "cases/names.rs"
        u_x3c0x_l6 = 3.5f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 23 "cases/names.rs"
        u_x3c0x_l7 = 3.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 24 "cases/names.rs"
        u_rsqrtf_l0 = u_entrxe9xe_l0 * u_x3c0x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 24 "cases/names.rs"
        u_rsqrtf_l1 = u_entrxe9xe_l1 * u_x3c0x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 24 "cases/names.rs"
        u_rsqrtf_l2 = u_entrxe9xe_l2 * u_x3c0x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 24 "cases/names.rs"
        u_rsqrtf_l3 = u_entrxe9xe_l3 * u_x3c0x_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 24 "cases/names.rs"
        u_rsqrtf_l4 = u_entrxe9xe_l4 * u_x3c0x_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 24 "cases/names.rs"
        u_rsqrtf_l5 = u_entrxe9xe_l5 * u_x3c0x_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 24 "cases/names.rs"
        u_rsqrtf_l6 = u_entrxe9xe_l6 * u_x3c0x_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 24 "cases/names.rs"
        u_rsqrtf_l7 = u_entrxe9xe_l7 * u_x3c0x_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_max, u_max_len, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7))) {
        {
#line 25 "cases/names.rs"
            u_fc_sv[0] = u_rsqrtf_l0;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[1] = u_rsqrtf_l1;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[2] = u_rsqrtf_l2;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[3] = u_rsqrtf_l3;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[4] = u_rsqrtf_l4;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[5] = u_rsqrtf_l5;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[6] = u_rsqrtf_l6;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[7] = u_rsqrtf_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(u_max, u_fc_sv, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/names.rs"
            u_fc_sv_l0 = u_rsqrtf_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/names.rs"
            u_fc_sv_l1 = u_rsqrtf_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/names.rs"
            u_fc_sv_l2 = u_rsqrtf_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/names.rs"
            u_fc_sv_l3 = u_rsqrtf_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 25 "cases/names.rs"
            u_fc_sv_l4 = u_rsqrtf_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 25 "cases/names.rs"
            u_fc_sv_l5 = u_rsqrtf_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 25 "cases/names.rs"
            u_fc_sv_l6 = u_rsqrtf_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 25 "cases/names.rs"
            u_fc_sv_l7 = u_rsqrtf_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 25 "cases/names.rs"
            u_max[u_size_t_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_u_printf(w) ((w) == 0 ? u_min_len : 0ull)
#line 19 "cases/names.rs"
extern "C" __global__ void u_printf(const float* __restrict__ u_min, unsigned long long u_min_len, float* __restrict__ u_max, unsigned long long u_max_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 20 "cases/names.rs"
    unsigned long long u_size_t = fc::grid_1();
#line 21 "cases/names.rs"
    if (u_size_t < u_max_len) {
#line 22 "cases/names.rs"
        float u_entrxe9xe = *fc::defer_ptr(u_min, u_size_t, u_min_len, u_fc_pending, 721600u);
#line 23 "cases/names.rs"
        float u_x3c0x = 3.5f;
#line 24 "cases/names.rs"
        float u_rsqrtf = u_entrxe9xe * u_x3c0x;
#line 25 "cases/names.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_u_printf);
        u_max[u_size_t] = u_rsqrtf;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_u_printf);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_u_printf_lanes(w) ((w) == 0 ? u_min_len : 0ull)
#line 19 "cases/names.rs"
extern "C" __global__ void u_printf_lanes(const float* __restrict__ u_min, unsigned long long u_min_len, float* __restrict__ u_max, unsigned long long u_max_len, unsigned u_fc_blocks_x) {
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
    unsigned long long u_size_t_l0;
    unsigned long long u_size_t_l1;
    unsigned long long u_size_t_l2;
    unsigned long long u_size_t_l3;
    float u_entrxe9xe_l0;
    float u_entrxe9xe_l1;
    float u_entrxe9xe_l2;
    float u_entrxe9xe_l3;
    float u_x3c0x_l0;
    float u_x3c0x_l1;
    float u_x3c0x_l2;
    float u_x3c0x_l3;
    float u_rsqrtf_l0;
    float u_rsqrtf_l1;
    float u_rsqrtf_l2;
    float u_rsqrtf_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 20 "cases/names.rs"
        u_size_t_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/names.rs"
        u_size_t_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/names.rs"
        u_size_t_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/names.rs"
        u_size_t_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 21 "cases/names.rs"
        u_fc_c_l0 = u_size_t_l0 < u_max_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/names.rs"
        u_fc_c_l1 = u_size_t_l1 < u_max_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/names.rs"
        u_fc_c_l2 = u_size_t_l2 < u_max_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/names.rs"
        u_fc_c_l3 = u_size_t_l3 < u_max_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l0 = *fc::defer_ptr(u_min, u_size_t_l0, u_min_len, u_fc_pending_l0, 721600u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l1 = *fc::defer_ptr(u_min, u_size_t_l1, u_min_len, u_fc_pending_l1, 721600u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l2 = *fc::defer_ptr(u_min, u_size_t_l2, u_min_len, u_fc_pending_l2, 721600u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/names.rs"
        u_entrxe9xe_l3 = *fc::defer_ptr(u_min, u_size_t_l3, u_min_len, u_fc_pending_l3, 721600u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/names.rs"
        u_x3c0x_l0 = 3.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/names.rs"
        u_x3c0x_l1 = 3.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/names.rs"
        u_x3c0x_l2 = 3.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/names.rs"
        u_x3c0x_l3 = 3.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 24 "cases/names.rs"
        u_rsqrtf_l0 = u_entrxe9xe_l0 * u_x3c0x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 24 "cases/names.rs"
        u_rsqrtf_l1 = u_entrxe9xe_l1 * u_x3c0x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 24 "cases/names.rs"
        u_rsqrtf_l2 = u_entrxe9xe_l2 * u_x3c0x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 24 "cases/names.rs"
        u_rsqrtf_l3 = u_entrxe9xe_l3 * u_x3c0x_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/names.rs"
        u_fc_sv_l0 = u_rsqrtf_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/names.rs"
        u_fc_sv_l1 = u_rsqrtf_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/names.rs"
        u_fc_sv_l2 = u_rsqrtf_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/names.rs"
        u_fc_sv_l3 = u_rsqrtf_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 25 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_printf_lanes);
        u_max[u_size_t_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 25 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_printf_lanes);
        u_max[u_size_t_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 25 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_printf_lanes);
        u_max[u_size_t_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 25 "cases/names.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_printf_lanes);
        u_max[u_size_t_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_printf_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_printf_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_printf_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_printf_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_u_printf_lanes_v(w) ((w) == 0 ? u_min_len : 0ull)
#line 19 "cases/names.rs"
extern "C" __global__ void u_printf_lanes_v(const float* __restrict__ u_min, unsigned long long u_min_len, float* __restrict__ u_max, unsigned long long u_max_len, unsigned u_fc_blocks_x) {
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
    unsigned long long u_size_t_l0;
    unsigned long long u_size_t_l1;
    unsigned long long u_size_t_l2;
    unsigned long long u_size_t_l3;
    unsigned long long u_size_t_l4;
    unsigned long long u_size_t_l5;
    unsigned long long u_size_t_l6;
    unsigned long long u_size_t_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    float u_entrxe9xe_l0;
    float u_entrxe9xe_l1;
    float u_entrxe9xe_l2;
    float u_entrxe9xe_l3;
    float u_entrxe9xe_l4;
    float u_entrxe9xe_l5;
    float u_entrxe9xe_l6;
    float u_entrxe9xe_l7;
    float u_x3c0x_l0;
    float u_x3c0x_l1;
    float u_x3c0x_l2;
    float u_x3c0x_l3;
    float u_x3c0x_l4;
    float u_x3c0x_l5;
    float u_x3c0x_l6;
    float u_x3c0x_l7;
    float u_rsqrtf_l0;
    float u_rsqrtf_l1;
    float u_rsqrtf_l2;
    float u_rsqrtf_l3;
    float u_rsqrtf_l4;
    float u_rsqrtf_l5;
    float u_rsqrtf_l6;
    float u_rsqrtf_l7;
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
#line 20 "cases/names.rs"
        u_size_t_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 20 "cases/names.rs"
        u_size_t_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 20 "cases/names.rs"
        u_size_t_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 20 "cases/names.rs"
        u_size_t_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 20 "cases/names.rs"
        u_size_t_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 20 "cases/names.rs"
        u_size_t_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 20 "cases/names.rs"
        u_size_t_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 20 "cases/names.rs"
        u_size_t_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
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
#line 21 "cases/names.rs"
        u_fc_c_l0 = u_size_t_l0 < u_max_len;
    }
    if (u_fc_alive_l1) {
#line 21 "cases/names.rs"
        u_fc_c_l1 = u_size_t_l1 < u_max_len;
    }
    if (u_fc_alive_l2) {
#line 21 "cases/names.rs"
        u_fc_c_l2 = u_size_t_l2 < u_max_len;
    }
    if (u_fc_alive_l3) {
#line 21 "cases/names.rs"
        u_fc_c_l3 = u_size_t_l3 < u_max_len;
    }
    if (u_fc_alive_l4) {
#line 21 "cases/names.rs"
        u_fc_c_l4 = u_size_t_l4 < u_max_len;
    }
    if (u_fc_alive_l5) {
#line 21 "cases/names.rs"
        u_fc_c_l5 = u_size_t_l5 < u_max_len;
    }
    if (u_fc_alive_l6) {
#line 21 "cases/names.rs"
        u_fc_c_l6 = u_size_t_l6 < u_max_len;
    }
    if (u_fc_alive_l7) {
#line 21 "cases/names.rs"
        u_fc_c_l7 = u_size_t_l7 < u_max_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_min, u_min_len, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(u_min, u_fc_vec, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7));
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l0 = u_fc_vec[0];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l1 = u_fc_vec[1];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l2 = u_fc_vec[2];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l3 = u_fc_vec[3];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l4 = u_fc_vec[4];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l5 = u_fc_vec[5];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l6 = u_fc_vec[6];
        }
        {
#line 22 "cases/names.rs"
            u_entrxe9xe_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l0 = *fc::defer_ptr(u_min, u_size_t_l0, u_min_len, u_fc_pending_l0, 721600u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l1 = *fc::defer_ptr(u_min, u_size_t_l1, u_min_len, u_fc_pending_l1, 721600u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l2 = *fc::defer_ptr(u_min, u_size_t_l2, u_min_len, u_fc_pending_l2, 721600u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l3 = *fc::defer_ptr(u_min, u_size_t_l3, u_min_len, u_fc_pending_l3, 721600u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l4 = *fc::defer_ptr(u_min, u_size_t_l4, u_min_len, u_fc_pending_l4, 721600u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l5 = *fc::defer_ptr(u_min, u_size_t_l5, u_min_len, u_fc_pending_l5, 721600u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l6 = *fc::defer_ptr(u_min, u_size_t_l6, u_min_len, u_fc_pending_l6, 721600u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 22 "cases/names.rs"
            u_entrxe9xe_l7 = *fc::defer_ptr(u_min, u_size_t_l7, u_min_len, u_fc_pending_l7, 721600u);
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 23 "cases/names.rs"
        u_x3c0x_l0 = 3.5f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 23 "cases/names.rs"
        u_x3c0x_l1 = 3.5f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 23 "cases/names.rs"
        u_x3c0x_l2 = 3.5f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 23 "cases/names.rs"
        u_x3c0x_l3 = 3.5f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 23 "cases/names.rs"
        u_x3c0x_l4 = 3.5f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 23 "cases/names.rs"
        u_x3c0x_l5 = 3.5f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 23 "cases/names.rs"
        u_x3c0x_l6 = 3.5f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 23 "cases/names.rs"
        u_x3c0x_l7 = 3.5f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 24 "cases/names.rs"
        u_rsqrtf_l0 = u_entrxe9xe_l0 * u_x3c0x_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 24 "cases/names.rs"
        u_rsqrtf_l1 = u_entrxe9xe_l1 * u_x3c0x_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 24 "cases/names.rs"
        u_rsqrtf_l2 = u_entrxe9xe_l2 * u_x3c0x_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 24 "cases/names.rs"
        u_rsqrtf_l3 = u_entrxe9xe_l3 * u_x3c0x_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 24 "cases/names.rs"
        u_rsqrtf_l4 = u_entrxe9xe_l4 * u_x3c0x_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 24 "cases/names.rs"
        u_rsqrtf_l5 = u_entrxe9xe_l5 * u_x3c0x_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 24 "cases/names.rs"
        u_rsqrtf_l6 = u_entrxe9xe_l6 * u_x3c0x_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 24 "cases/names.rs"
        u_rsqrtf_l7 = u_entrxe9xe_l7 * u_x3c0x_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_max, u_max_len, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7))) {
        {
#line 25 "cases/names.rs"
            u_fc_sv[0] = u_rsqrtf_l0;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[1] = u_rsqrtf_l1;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[2] = u_rsqrtf_l2;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[3] = u_rsqrtf_l3;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[4] = u_rsqrtf_l4;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[5] = u_rsqrtf_l5;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[6] = u_rsqrtf_l6;
        }
        {
#line 25 "cases/names.rs"
            u_fc_sv[7] = u_rsqrtf_l7;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_printf_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_printf_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_printf_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_printf_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_u_printf_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_u_printf_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_u_printf_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_u_printf_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(u_max, u_fc_sv, (u_size_t_l0), (u_size_t_l1), (u_size_t_l2), (u_size_t_l3), (u_size_t_l4), (u_size_t_l5), (u_size_t_l6), (u_size_t_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 25 "cases/names.rs"
            u_fc_sv_l0 = u_rsqrtf_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 25 "cases/names.rs"
            u_fc_sv_l1 = u_rsqrtf_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 25 "cases/names.rs"
            u_fc_sv_l2 = u_rsqrtf_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 25 "cases/names.rs"
            u_fc_sv_l3 = u_rsqrtf_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 25 "cases/names.rs"
            u_fc_sv_l4 = u_rsqrtf_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 25 "cases/names.rs"
            u_fc_sv_l5 = u_rsqrtf_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 25 "cases/names.rs"
            u_fc_sv_l6 = u_rsqrtf_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 25 "cases/names.rs"
            u_fc_sv_l7 = u_rsqrtf_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 25 "cases/names.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_u_printf_lanes_v);
            u_max[u_size_t_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_u_printf_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_u_printf_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_u_printf_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_u_printf_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_u_printf_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_u_printf_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_u_printf_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_u_printf_lanes_v);
    }
}
#endif
#endif
#endif

#line 35 "cases/names.rs"
extern "C" __global__ void u_std(float* __restrict__ u_free, unsigned long long u_free_len) {
    fc::grid_dependency();
#line 36 "cases/names.rs"
    unsigned long long i = fc::grid_1();
#line 37 "cases/names.rs"
    if (i < u_free_len) {
#line 38 "cases/names.rs"
        u_free[i] = u_naxefxve_0364782b(u_free[i], 1u);
    }
}
#if FC_LANES_TWIN
#line 35 "cases/names.rs"
extern "C" __global__ void u_std_lanes(float* __restrict__ u_free, unsigned long long u_free_len, unsigned u_fc_blocks_x) {
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
#line 36 "cases/names.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 36 "cases/names.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 36 "cases/names.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 36 "cases/names.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 37 "cases/names.rs"
        u_fc_c_l0 = i_l0 < u_free_len;
    }
    if (u_fc_alive_l1) {
#line 37 "cases/names.rs"
        u_fc_c_l1 = i_l1 < u_free_len;
    }
    if (u_fc_alive_l2) {
#line 37 "cases/names.rs"
        u_fc_c_l2 = i_l2 < u_free_len;
    }
    if (u_fc_alive_l3) {
#line 37 "cases/names.rs"
        u_fc_c_l3 = i_l3 < u_free_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 38 "cases/names.rs"
        u_fc_sv_l0 = u_naxefxve_0364782b(u_free[i_l0], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 38 "cases/names.rs"
        u_fc_sv_l1 = u_naxefxve_0364782b(u_free[i_l1], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 38 "cases/names.rs"
        u_fc_sv_l2 = u_naxefxve_0364782b(u_free[i_l2], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 38 "cases/names.rs"
        u_fc_sv_l3 = u_naxefxve_0364782b(u_free[i_l3], 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 38 "cases/names.rs"
        u_free[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 38 "cases/names.rs"
        u_free[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 38 "cases/names.rs"
        u_free[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 38 "cases/names.rs"
        u_free[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 35 "cases/names.rs"
extern "C" __global__ void u_std_lanes_v(float* __restrict__ u_free, unsigned long long u_free_len, unsigned u_fc_blocks_x) {
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
#line 36 "cases/names.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 36 "cases/names.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 36 "cases/names.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 36 "cases/names.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 36 "cases/names.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 36 "cases/names.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 36 "cases/names.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 36 "cases/names.rs"
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
#line 37 "cases/names.rs"
        u_fc_c_l0 = i_l0 < u_free_len;
    }
    if (u_fc_alive_l1) {
#line 37 "cases/names.rs"
        u_fc_c_l1 = i_l1 < u_free_len;
    }
    if (u_fc_alive_l2) {
#line 37 "cases/names.rs"
        u_fc_c_l2 = i_l2 < u_free_len;
    }
    if (u_fc_alive_l3) {
#line 37 "cases/names.rs"
        u_fc_c_l3 = i_l3 < u_free_len;
    }
    if (u_fc_alive_l4) {
#line 37 "cases/names.rs"
        u_fc_c_l4 = i_l4 < u_free_len;
    }
    if (u_fc_alive_l5) {
#line 37 "cases/names.rs"
        u_fc_c_l5 = i_l5 < u_free_len;
    }
    if (u_fc_alive_l6) {
#line 37 "cases/names.rs"
        u_fc_c_l6 = i_l6 < u_free_len;
    }
    if (u_fc_alive_l7) {
#line 37 "cases/names.rs"
        u_fc_c_l7 = i_l7 < u_free_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(u_free, u_free_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(u_free, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 38 "cases/names.rs"
            u_fc_sv[0] = u_naxefxve_0364782b(u_fc_vec[0], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 38 "cases/names.rs"
            u_fc_sv[1] = u_naxefxve_0364782b(u_fc_vec[1], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 38 "cases/names.rs"
            u_fc_sv[2] = u_naxefxve_0364782b(u_fc_vec[2], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 38 "cases/names.rs"
            u_fc_sv[3] = u_naxefxve_0364782b(u_fc_vec[3], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 38 "cases/names.rs"
            u_fc_sv[4] = u_naxefxve_0364782b(u_fc_vec[4], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 38 "cases/names.rs"
            u_fc_sv[5] = u_naxefxve_0364782b(u_fc_vec[5], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 38 "cases/names.rs"
            u_fc_sv[6] = u_naxefxve_0364782b(u_fc_vec[6], 1u);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 38 "cases/names.rs"
            u_fc_sv[7] = u_naxefxve_0364782b(u_fc_vec[7], 1u);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(u_free, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 38 "cases/names.rs"
            u_fc_sv_l0 = u_naxefxve_0364782b(u_free[i_l0], 1u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 38 "cases/names.rs"
            u_fc_sv_l1 = u_naxefxve_0364782b(u_free[i_l1], 1u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 38 "cases/names.rs"
            u_fc_sv_l2 = u_naxefxve_0364782b(u_free[i_l2], 1u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 38 "cases/names.rs"
            u_fc_sv_l3 = u_naxefxve_0364782b(u_free[i_l3], 1u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 38 "cases/names.rs"
            u_fc_sv_l4 = u_naxefxve_0364782b(u_free[i_l4], 1u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 38 "cases/names.rs"
            u_fc_sv_l5 = u_naxefxve_0364782b(u_free[i_l5], 1u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 38 "cases/names.rs"
            u_fc_sv_l6 = u_naxefxve_0364782b(u_free[i_l6], 1u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 38 "cases/names.rs"
            u_fc_sv_l7 = u_naxefxve_0364782b(u_free[i_l7], 1u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 38 "cases/names.rs"
            u_free[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 38 "cases/names.rs"
            u_free[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 38 "cases/names.rs"
            u_free[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 38 "cases/names.rs"
            u_free[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 38 "cases/names.rs"
            u_free[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 38 "cases/names.rs"
            u_free[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 38 "cases/names.rs"
            u_free[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 38 "cases/names.rs"
            u_free[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
