#include "ferrocuda.cuh"

namespace fc {
#ifndef FC_TUP7
#define FC_TUP7
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6> struct tup7 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; };
#endif
}
__device__ fc::tup7<float, float, float, float, float, float, float> spread_6b309f6f(float x, unsigned fc_depth);
template <int K, class... A> struct fc_p_spread_6b309f6f { typedef typename fc::param<K, decltype(&spread_6b309f6f)>::type type; };

namespace fc {
#ifndef FC_TUP7
#define FC_TUP7
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6> struct tup7 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; };
#endif
}
#line 5 "cases/tuples.rs"
__device__ fc::tup7<float, float, float, float, float, float, float> spread_6b309f6f(float x, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(5, 4));
#line 6 "cases/tuples.rs"
    return fc::tup7<float, float, float, float, float, float, float>{x, x + 1.0f, x + 2.0f, x + 3.0f, x + 4.0f, x + 5.0f, x + 6.0f};
}


#if FC_ASSUMED
namespace fc {
#ifndef FC_TUP7
#define FC_TUP7
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6> struct tup7 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; };
#endif
}
namespace fc {
#ifndef FC_TUP12
#define FC_TUP12
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6, class T7, class T8, class T9, class T10, class T11> struct tup12 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; T7 f7; T8 f8; T9 f9; T10 f10; T11 f11; };
#endif
}
#line 10 "cases/tuples.rs"
extern "C" __global__ void sum_of_seven(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
#line 11 "cases/tuples.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/tuples.rs"
    if (i < out_len) {
#line 13 "cases/tuples.rs"
        fc::tup7<float, float, float, float, float, float, float> fc_v = spread_6b309f6f(x[i], 1u);
        float a = fc_v.f0;
        float b = fc_v.f1;
        float c = fc_v.f2;
        float d = fc_v.f3;
        float e = fc_v.f4;
        float f = fc_v.f5;
        float g = fc_v.f6;
#line 14 "cases/tuples.rs"
        fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a, b, c, d, e, f, g, a, b, c, d, e};
#line 15 "cases/tuples.rs"
        out[i] = wide.f0 + wide.f1 + wide.f2 + wide.f3 + wide.f4 + wide.f5 + wide.f6 + wide.f11;
#line 16 "cases/tuples.rs"
        float p = a;
        float q = b;
#line 17 "cases/tuples.rs"
        out[i] += p * q;
    }
}
#if FC_LANES_TWIN
#line 10 "cases/tuples.rs"
extern "C" __global__ void sum_of_seven_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    float c_l0;
    float d_l0;
    float e_l0;
    float f_l0;
    float g_l0;
    float a_l1;
    float b_l1;
    float c_l1;
    float d_l1;
    float e_l1;
    float f_l1;
    float g_l1;
    float a_l2;
    float b_l2;
    float c_l2;
    float d_l2;
    float e_l2;
    float f_l2;
    float g_l2;
    float a_l3;
    float b_l3;
    float c_l3;
    float d_l3;
    float e_l3;
    float f_l3;
    float g_l3;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l0;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l1;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l2;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float p_l0;
    float q_l0;
    float p_l1;
    float q_l1;
    float p_l2;
    float q_l2;
    float p_l3;
    float q_l3;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 11 "cases/tuples.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 11 "cases/tuples.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 11 "cases/tuples.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 11 "cases/tuples.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 12 "cases/tuples.rs"
        u_fc_c_l0 = i_l0 < out_len;
    }
    if (u_fc_alive_l1) {
#line 12 "cases/tuples.rs"
        u_fc_c_l1 = i_l1 < out_len;
    }
    if (u_fc_alive_l2) {
#line 12 "cases/tuples.rs"
        u_fc_c_l2 = i_l2 < out_len;
    }
    if (u_fc_alive_l3) {
#line 12 "cases/tuples.rs"
        u_fc_c_l3 = i_l3 < out_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/tuples.rs"
        fc::tup7<float, float, float, float, float, float, float> fc_v = spread_6b309f6f(x[i_l0], 1u);
        a_l0 = fc_v.f0;
        b_l0 = fc_v.f1;
        c_l0 = fc_v.f2;
        d_l0 = fc_v.f3;
        e_l0 = fc_v.f4;
        f_l0 = fc_v.f5;
        g_l0 = fc_v.f6;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/tuples.rs"
        fc::tup7<float, float, float, float, float, float, float> fc_v_1 = spread_6b309f6f(x[i_l1], 1u);
        a_l1 = fc_v_1.f0;
        b_l1 = fc_v_1.f1;
        c_l1 = fc_v_1.f2;
        d_l1 = fc_v_1.f3;
        e_l1 = fc_v_1.f4;
        f_l1 = fc_v_1.f5;
        g_l1 = fc_v_1.f6;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/tuples.rs"
        fc::tup7<float, float, float, float, float, float, float> fc_v_2 = spread_6b309f6f(x[i_l2], 1u);
        a_l2 = fc_v_2.f0;
        b_l2 = fc_v_2.f1;
        c_l2 = fc_v_2.f2;
        d_l2 = fc_v_2.f3;
        e_l2 = fc_v_2.f4;
        f_l2 = fc_v_2.f5;
        g_l2 = fc_v_2.f6;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/tuples.rs"
        fc::tup7<float, float, float, float, float, float, float> fc_v_3 = spread_6b309f6f(x[i_l3], 1u);
        a_l3 = fc_v_3.f0;
        b_l3 = fc_v_3.f1;
        c_l3 = fc_v_3.f2;
        d_l3 = fc_v_3.f3;
        e_l3 = fc_v_3.f4;
        f_l3 = fc_v_3.f5;
        g_l3 = fc_v_3.f6;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/tuples.rs"
        wide_l0 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l0, b_l0, c_l0, d_l0, e_l0, f_l0, g_l0, a_l0, b_l0, c_l0, d_l0, e_l0};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/tuples.rs"
        wide_l1 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l1, b_l1, c_l1, d_l1, e_l1, f_l1, g_l1, a_l1, b_l1, c_l1, d_l1, e_l1};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/tuples.rs"
        wide_l2 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l2, b_l2, c_l2, d_l2, e_l2, f_l2, g_l2, a_l2, b_l2, c_l2, d_l2, e_l2};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/tuples.rs"
        wide_l3 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l3, b_l3, c_l3, d_l3, e_l3, f_l3, g_l3, a_l3, b_l3, c_l3, d_l3, e_l3};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l0 = wide_l0.f0 + wide_l0.f1 + wide_l0.f2 + wide_l0.f3 + wide_l0.f4 + wide_l0.f5 + wide_l0.f6 + wide_l0.f11;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l1 = wide_l1.f0 + wide_l1.f1 + wide_l1.f2 + wide_l1.f3 + wide_l1.f4 + wide_l1.f5 + wide_l1.f6 + wide_l1.f11;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l2 = wide_l2.f0 + wide_l2.f1 + wide_l2.f2 + wide_l2.f3 + wide_l2.f4 + wide_l2.f5 + wide_l2.f6 + wide_l2.f11;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l3 = wide_l3.f0 + wide_l3.f1 + wide_l3.f2 + wide_l3.f3 + wide_l3.f4 + wide_l3.f5 + wide_l3.f6 + wide_l3.f11;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/tuples.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/tuples.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/tuples.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/tuples.rs"
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/tuples.rs"
        p_l0 = a_l0;
        q_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/tuples.rs"
        p_l1 = a_l1;
        q_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/tuples.rs"
        p_l2 = a_l2;
        q_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/tuples.rs"
        p_l3 = a_l3;
        q_l3 = b_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l0 = p_l0 * q_l0;
        u_fc_old_l0 = out[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l1 = p_l1 * q_l1;
        u_fc_old_l1 = out[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l2 = p_l2 * q_l2;
        u_fc_old_l2 = out[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l3 = p_l3 * q_l3;
        u_fc_old_l3 = out[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/tuples.rs"
        u_fc_old_l0 += u_fc_uv_l0;
        out[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/tuples.rs"
        u_fc_old_l1 += u_fc_uv_l1;
        out[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/tuples.rs"
        u_fc_old_l2 += u_fc_uv_l2;
        out[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/tuples.rs"
        u_fc_old_l3 += u_fc_uv_l3;
        out[i_l3] = u_fc_old_l3;
    }
}
#if FC_VECTOR_LANES
#line 10 "cases/tuples.rs"
extern "C" __global__ void sum_of_seven_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    float a_l0;
    float b_l0;
    float c_l0;
    float d_l0;
    float e_l0;
    float f_l0;
    float g_l0;
    float a_l1;
    float b_l1;
    float c_l1;
    float d_l1;
    float e_l1;
    float f_l1;
    float g_l1;
    float a_l2;
    float b_l2;
    float c_l2;
    float d_l2;
    float e_l2;
    float f_l2;
    float g_l2;
    float a_l3;
    float b_l3;
    float c_l3;
    float d_l3;
    float e_l3;
    float f_l3;
    float g_l3;
    float a_l4;
    float b_l4;
    float c_l4;
    float d_l4;
    float e_l4;
    float f_l4;
    float g_l4;
    float a_l5;
    float b_l5;
    float c_l5;
    float d_l5;
    float e_l5;
    float f_l5;
    float g_l5;
    float a_l6;
    float b_l6;
    float c_l6;
    float d_l6;
    float e_l6;
    float f_l6;
    float g_l6;
    float a_l7;
    float b_l7;
    float c_l7;
    float d_l7;
    float e_l7;
    float f_l7;
    float g_l7;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l0;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l1;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l2;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l3;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l4;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l5;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l6;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    float p_l0;
    float q_l0;
    float p_l1;
    float q_l1;
    float p_l2;
    float q_l2;
    float p_l3;
    float q_l3;
    float p_l4;
    float q_l4;
    float p_l5;
    float q_l5;
    float p_l6;
    float q_l6;
    float p_l7;
    float q_l7;
    __align__(16) float u_fc_vec_1[FC_VLANES];
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
#line 11 "cases/tuples.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 11 "cases/tuples.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 11 "cases/tuples.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 11 "cases/tuples.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 11 "cases/tuples.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 11 "cases/tuples.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 11 "cases/tuples.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 11 "cases/tuples.rs"
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
#line 12 "cases/tuples.rs"
        u_fc_c_l0 = i_l0 < out_len;
    }
    if (u_fc_alive_l1) {
#line 12 "cases/tuples.rs"
        u_fc_c_l1 = i_l1 < out_len;
    }
    if (u_fc_alive_l2) {
#line 12 "cases/tuples.rs"
        u_fc_c_l2 = i_l2 < out_len;
    }
    if (u_fc_alive_l3) {
#line 12 "cases/tuples.rs"
        u_fc_c_l3 = i_l3 < out_len;
    }
    if (u_fc_alive_l4) {
#line 12 "cases/tuples.rs"
        u_fc_c_l4 = i_l4 < out_len;
    }
    if (u_fc_alive_l5) {
#line 12 "cases/tuples.rs"
        u_fc_c_l5 = i_l5 < out_len;
    }
    if (u_fc_alive_l6) {
#line 12 "cases/tuples.rs"
        u_fc_c_l6 = i_l6 < out_len;
    }
    if (u_fc_alive_l7) {
#line 12 "cases/tuples.rs"
        u_fc_c_l7 = i_l7 < out_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v = spread_6b309f6f(u_fc_vec[0], 1u);
            a_l0 = fc_v.f0;
            b_l0 = fc_v.f1;
            c_l0 = fc_v.f2;
            d_l0 = fc_v.f3;
            e_l0 = fc_v.f4;
            f_l0 = fc_v.f5;
            g_l0 = fc_v.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_1 = spread_6b309f6f(u_fc_vec[1], 1u);
            a_l1 = fc_v_1.f0;
            b_l1 = fc_v_1.f1;
            c_l1 = fc_v_1.f2;
            d_l1 = fc_v_1.f3;
            e_l1 = fc_v_1.f4;
            f_l1 = fc_v_1.f5;
            g_l1 = fc_v_1.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_2 = spread_6b309f6f(u_fc_vec[2], 1u);
            a_l2 = fc_v_2.f0;
            b_l2 = fc_v_2.f1;
            c_l2 = fc_v_2.f2;
            d_l2 = fc_v_2.f3;
            e_l2 = fc_v_2.f4;
            f_l2 = fc_v_2.f5;
            g_l2 = fc_v_2.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_3 = spread_6b309f6f(u_fc_vec[3], 1u);
            a_l3 = fc_v_3.f0;
            b_l3 = fc_v_3.f1;
            c_l3 = fc_v_3.f2;
            d_l3 = fc_v_3.f3;
            e_l3 = fc_v_3.f4;
            f_l3 = fc_v_3.f5;
            g_l3 = fc_v_3.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_4 = spread_6b309f6f(u_fc_vec[4], 1u);
            a_l4 = fc_v_4.f0;
            b_l4 = fc_v_4.f1;
            c_l4 = fc_v_4.f2;
            d_l4 = fc_v_4.f3;
            e_l4 = fc_v_4.f4;
            f_l4 = fc_v_4.f5;
            g_l4 = fc_v_4.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_5 = spread_6b309f6f(u_fc_vec[5], 1u);
            a_l5 = fc_v_5.f0;
            b_l5 = fc_v_5.f1;
            c_l5 = fc_v_5.f2;
            d_l5 = fc_v_5.f3;
            e_l5 = fc_v_5.f4;
            f_l5 = fc_v_5.f5;
            g_l5 = fc_v_5.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_6 = spread_6b309f6f(u_fc_vec[6], 1u);
            a_l6 = fc_v_6.f0;
            b_l6 = fc_v_6.f1;
            c_l6 = fc_v_6.f2;
            d_l6 = fc_v_6.f3;
            e_l6 = fc_v_6.f4;
            f_l6 = fc_v_6.f5;
            g_l6 = fc_v_6.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_7 = spread_6b309f6f(u_fc_vec[7], 1u);
            a_l7 = fc_v_7.f0;
            b_l7 = fc_v_7.f1;
            c_l7 = fc_v_7.f2;
            d_l7 = fc_v_7.f3;
            e_l7 = fc_v_7.f4;
            f_l7 = fc_v_7.f5;
            g_l7 = fc_v_7.f6;
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_8 = spread_6b309f6f(x[i_l0], 1u);
            a_l0 = fc_v_8.f0;
            b_l0 = fc_v_8.f1;
            c_l0 = fc_v_8.f2;
            d_l0 = fc_v_8.f3;
            e_l0 = fc_v_8.f4;
            f_l0 = fc_v_8.f5;
            g_l0 = fc_v_8.f6;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_9 = spread_6b309f6f(x[i_l1], 1u);
            a_l1 = fc_v_9.f0;
            b_l1 = fc_v_9.f1;
            c_l1 = fc_v_9.f2;
            d_l1 = fc_v_9.f3;
            e_l1 = fc_v_9.f4;
            f_l1 = fc_v_9.f5;
            g_l1 = fc_v_9.f6;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_10 = spread_6b309f6f(x[i_l2], 1u);
            a_l2 = fc_v_10.f0;
            b_l2 = fc_v_10.f1;
            c_l2 = fc_v_10.f2;
            d_l2 = fc_v_10.f3;
            e_l2 = fc_v_10.f4;
            f_l2 = fc_v_10.f5;
            g_l2 = fc_v_10.f6;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_11 = spread_6b309f6f(x[i_l3], 1u);
            a_l3 = fc_v_11.f0;
            b_l3 = fc_v_11.f1;
            c_l3 = fc_v_11.f2;
            d_l3 = fc_v_11.f3;
            e_l3 = fc_v_11.f4;
            f_l3 = fc_v_11.f5;
            g_l3 = fc_v_11.f6;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_12 = spread_6b309f6f(x[i_l4], 1u);
            a_l4 = fc_v_12.f0;
            b_l4 = fc_v_12.f1;
            c_l4 = fc_v_12.f2;
            d_l4 = fc_v_12.f3;
            e_l4 = fc_v_12.f4;
            f_l4 = fc_v_12.f5;
            g_l4 = fc_v_12.f6;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_13 = spread_6b309f6f(x[i_l5], 1u);
            a_l5 = fc_v_13.f0;
            b_l5 = fc_v_13.f1;
            c_l5 = fc_v_13.f2;
            d_l5 = fc_v_13.f3;
            e_l5 = fc_v_13.f4;
            f_l5 = fc_v_13.f5;
            g_l5 = fc_v_13.f6;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_14 = spread_6b309f6f(x[i_l6], 1u);
            a_l6 = fc_v_14.f0;
            b_l6 = fc_v_14.f1;
            c_l6 = fc_v_14.f2;
            d_l6 = fc_v_14.f3;
            e_l6 = fc_v_14.f4;
            f_l6 = fc_v_14.f5;
            g_l6 = fc_v_14.f6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/tuples.rs"
            fc::tup7<float, float, float, float, float, float, float> fc_v_15 = spread_6b309f6f(x[i_l7], 1u);
            a_l7 = fc_v_15.f0;
            b_l7 = fc_v_15.f1;
            c_l7 = fc_v_15.f2;
            d_l7 = fc_v_15.f3;
            e_l7 = fc_v_15.f4;
            f_l7 = fc_v_15.f5;
            g_l7 = fc_v_15.f6;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/tuples.rs"
        wide_l0 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l0, b_l0, c_l0, d_l0, e_l0, f_l0, g_l0, a_l0, b_l0, c_l0, d_l0, e_l0};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/tuples.rs"
        wide_l1 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l1, b_l1, c_l1, d_l1, e_l1, f_l1, g_l1, a_l1, b_l1, c_l1, d_l1, e_l1};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/tuples.rs"
        wide_l2 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l2, b_l2, c_l2, d_l2, e_l2, f_l2, g_l2, a_l2, b_l2, c_l2, d_l2, e_l2};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/tuples.rs"
        wide_l3 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l3, b_l3, c_l3, d_l3, e_l3, f_l3, g_l3, a_l3, b_l3, c_l3, d_l3, e_l3};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/tuples.rs"
        wide_l4 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l4, b_l4, c_l4, d_l4, e_l4, f_l4, g_l4, a_l4, b_l4, c_l4, d_l4, e_l4};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/tuples.rs"
        wide_l5 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l5, b_l5, c_l5, d_l5, e_l5, f_l5, g_l5, a_l5, b_l5, c_l5, d_l5, e_l5};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/tuples.rs"
        wide_l6 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l6, b_l6, c_l6, d_l6, e_l6, f_l6, g_l6, a_l6, b_l6, c_l6, d_l6, e_l6};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/tuples.rs"
        wide_l7 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l7, b_l7, c_l7, d_l7, e_l7, f_l7, g_l7, a_l7, b_l7, c_l7, d_l7, e_l7};
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[0] = wide_l0.f0 + wide_l0.f1 + wide_l0.f2 + wide_l0.f3 + wide_l0.f4 + wide_l0.f5 + wide_l0.f6 + wide_l0.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[1] = wide_l1.f0 + wide_l1.f1 + wide_l1.f2 + wide_l1.f3 + wide_l1.f4 + wide_l1.f5 + wide_l1.f6 + wide_l1.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[2] = wide_l2.f0 + wide_l2.f1 + wide_l2.f2 + wide_l2.f3 + wide_l2.f4 + wide_l2.f5 + wide_l2.f6 + wide_l2.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[3] = wide_l3.f0 + wide_l3.f1 + wide_l3.f2 + wide_l3.f3 + wide_l3.f4 + wide_l3.f5 + wide_l3.f6 + wide_l3.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[4] = wide_l4.f0 + wide_l4.f1 + wide_l4.f2 + wide_l4.f3 + wide_l4.f4 + wide_l4.f5 + wide_l4.f6 + wide_l4.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[5] = wide_l5.f0 + wide_l5.f1 + wide_l5.f2 + wide_l5.f3 + wide_l5.f4 + wide_l5.f5 + wide_l5.f6 + wide_l5.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[6] = wide_l6.f0 + wide_l6.f1 + wide_l6.f2 + wide_l6.f3 + wide_l6.f4 + wide_l6.f5 + wide_l6.f6 + wide_l6.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[7] = wide_l7.f0 + wide_l7.f1 + wide_l7.f2 + wide_l7.f3 + wide_l7.f4 + wide_l7.f5 + wide_l7.f6 + wide_l7.f11;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l0 = wide_l0.f0 + wide_l0.f1 + wide_l0.f2 + wide_l0.f3 + wide_l0.f4 + wide_l0.f5 + wide_l0.f6 + wide_l0.f11;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l1 = wide_l1.f0 + wide_l1.f1 + wide_l1.f2 + wide_l1.f3 + wide_l1.f4 + wide_l1.f5 + wide_l1.f6 + wide_l1.f11;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l2 = wide_l2.f0 + wide_l2.f1 + wide_l2.f2 + wide_l2.f3 + wide_l2.f4 + wide_l2.f5 + wide_l2.f6 + wide_l2.f11;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l3 = wide_l3.f0 + wide_l3.f1 + wide_l3.f2 + wide_l3.f3 + wide_l3.f4 + wide_l3.f5 + wide_l3.f6 + wide_l3.f11;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l4 = wide_l4.f0 + wide_l4.f1 + wide_l4.f2 + wide_l4.f3 + wide_l4.f4 + wide_l4.f5 + wide_l4.f6 + wide_l4.f11;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l5 = wide_l5.f0 + wide_l5.f1 + wide_l5.f2 + wide_l5.f3 + wide_l5.f4 + wide_l5.f5 + wide_l5.f6 + wide_l5.f11;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l6 = wide_l6.f0 + wide_l6.f1 + wide_l6.f2 + wide_l6.f3 + wide_l6.f4 + wide_l6.f5 + wide_l6.f6 + wide_l6.f11;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l7 = wide_l7.f0 + wide_l7.f1 + wide_l7.f2 + wide_l7.f3 + wide_l7.f4 + wide_l7.f5 + wide_l7.f6 + wide_l7.f11;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/tuples.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/tuples.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/tuples.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/tuples.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/tuples.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/tuples.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/tuples.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/tuples.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/tuples.rs"
        p_l0 = a_l0;
        q_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/tuples.rs"
        p_l1 = a_l1;
        q_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/tuples.rs"
        p_l2 = a_l2;
        q_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/tuples.rs"
        p_l3 = a_l3;
        q_l3 = b_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 16 "cases/tuples.rs"
        p_l4 = a_l4;
        q_l4 = b_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 16 "cases/tuples.rs"
        p_l5 = a_l5;
        q_l5 = b_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 16 "cases/tuples.rs"
        p_l6 = a_l6;
        q_l6 = b_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 16 "cases/tuples.rs"
        p_l7 = a_l7;
        q_l7 = b_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l0 = p_l0 * q_l0;
            u_fc_sv_1[0] = u_fc_vec_1[0];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l1 = p_l1 * q_l1;
            u_fc_sv_1[1] = u_fc_vec_1[1];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l2 = p_l2 * q_l2;
            u_fc_sv_1[2] = u_fc_vec_1[2];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l3 = p_l3 * q_l3;
            u_fc_sv_1[3] = u_fc_vec_1[3];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l4 = p_l4 * q_l4;
            u_fc_sv_1[4] = u_fc_vec_1[4];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l5 = p_l5 * q_l5;
            u_fc_sv_1[5] = u_fc_vec_1[5];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l6 = p_l6 * q_l6;
            u_fc_sv_1[6] = u_fc_vec_1[6];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l7 = p_l7 * q_l7;
            u_fc_sv_1[7] = u_fc_vec_1[7];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l0_1 = p_l0 * q_l0;
            u_fc_old_l0 = out[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l1_1 = p_l1 * q_l1;
            u_fc_old_l1 = out[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l2_1 = p_l2 * q_l2;
            u_fc_old_l2 = out[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l3_1 = p_l3 * q_l3;
            u_fc_old_l3 = out[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l4_1 = p_l4 * q_l4;
            u_fc_old_l4 = out[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l5_1 = p_l5 * q_l5;
            u_fc_old_l5 = out[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l6_1 = p_l6 * q_l6;
            u_fc_old_l6 = out[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l7_1 = p_l7 * q_l7;
            u_fc_old_l7 = out[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/tuples.rs"
            u_fc_old_l0 += u_fc_uv_l0_1;
            out[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/tuples.rs"
            u_fc_old_l1 += u_fc_uv_l1_1;
            out[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/tuples.rs"
            u_fc_old_l2 += u_fc_uv_l2_1;
            out[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/tuples.rs"
            u_fc_old_l3 += u_fc_uv_l3_1;
            out[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 17 "cases/tuples.rs"
            u_fc_old_l4 += u_fc_uv_l4_1;
            out[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 17 "cases/tuples.rs"
            u_fc_old_l5 += u_fc_uv_l5_1;
            out[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 17 "cases/tuples.rs"
            u_fc_old_l6 += u_fc_uv_l6_1;
            out[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 17 "cases/tuples.rs"
            u_fc_old_l7 += u_fc_uv_l7_1;
            out[i_l7] = u_fc_old_l7;
        }
    }
}
#endif
#endif
#else
namespace fc {
#ifndef FC_TUP7
#define FC_TUP7
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6> struct tup7 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; };
#endif
}
namespace fc {
#ifndef FC_TUP12
#define FC_TUP12
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6, class T7, class T8, class T9, class T10, class T11> struct tup12 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; T7 f7; T8 f8; T9 f9; T10 f10; T11 f11; };
#endif
}
#define FC_LEN_OF_sum_of_seven(w) (0ull)
#line 10 "cases/tuples.rs"
extern "C" __global__ void sum_of_seven(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 11 "cases/tuples.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/tuples.rs"
    if (i < out_len) {
#line 13 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
        fc::tup7<float, float, float, float, float, float, float> fc_v = spread_6b309f6f(x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_sum_of_seven(u_fc_pending.site & 31u), FC_SITE(13, 44))], 1u);
        float a = fc_v.f0;
        float b = fc_v.f1;
        float c = fc_v.f2;
        float d = fc_v.f3;
        float e = fc_v.f4;
        float f = fc_v.f5;
        float g = fc_v.f6;
#line 14 "cases/tuples.rs"
        fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a, b, c, d, e, f, g, a, b, c, d, e};
#line 15 "cases/tuples.rs"
        float fc_v_1 = wide.f0 + wide.f1 + wide.f2 + wide.f3 + wide.f4 + wide.f5 + wide.f6 + wide.f11;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
        out[i] = fc_v_1;
#line 16 "cases/tuples.rs"
        float p = a;
        float q = b;
#line 17 "cases/tuples.rs"
        float fc_v_2 = p * q;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
        out[i] += fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_sum_of_seven_lanes(w) (0ull)
#line 10 "cases/tuples.rs"
extern "C" __global__ void sum_of_seven_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    float c_l0;
    float d_l0;
    float e_l0;
    float f_l0;
    float g_l0;
    float a_l1;
    float b_l1;
    float c_l1;
    float d_l1;
    float e_l1;
    float f_l1;
    float g_l1;
    float a_l2;
    float b_l2;
    float c_l2;
    float d_l2;
    float e_l2;
    float f_l2;
    float g_l2;
    float a_l3;
    float b_l3;
    float c_l3;
    float d_l3;
    float e_l3;
    float f_l3;
    float g_l3;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l0;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l1;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l2;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float p_l0;
    float q_l0;
    float p_l1;
    float q_l1;
    float p_l2;
    float q_l2;
    float p_l3;
    float q_l3;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 11 "cases/tuples.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 11 "cases/tuples.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 11 "cases/tuples.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 11 "cases/tuples.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 12 "cases/tuples.rs"
        u_fc_c_l0 = i_l0 < out_len;
    }
    if (u_fc_alive_l1) {
#line 12 "cases/tuples.rs"
        u_fc_c_l1 = i_l1 < out_len;
    }
    if (u_fc_alive_l2) {
#line 12 "cases/tuples.rs"
        u_fc_c_l2 = i_l2 < out_len;
    }
    if (u_fc_alive_l3) {
#line 12 "cases/tuples.rs"
        u_fc_c_l3 = i_l3 < out_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes);
        fc::tup7<float, float, float, float, float, float, float> fc_v = spread_6b309f6f(x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes(u_fc_pending_l0.site & 31u), FC_SITE(13, 44))], 1u);
        a_l0 = fc_v.f0;
        b_l0 = fc_v.f1;
        c_l0 = fc_v.f2;
        d_l0 = fc_v.f3;
        e_l0 = fc_v.f4;
        f_l0 = fc_v.f5;
        g_l0 = fc_v.f6;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes);
        fc::tup7<float, float, float, float, float, float, float> fc_v_1 = spread_6b309f6f(x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes(u_fc_pending_l1.site & 31u), FC_SITE(13, 44))], 1u);
        a_l1 = fc_v_1.f0;
        b_l1 = fc_v_1.f1;
        c_l1 = fc_v_1.f2;
        d_l1 = fc_v_1.f3;
        e_l1 = fc_v_1.f4;
        f_l1 = fc_v_1.f5;
        g_l1 = fc_v_1.f6;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes);
        fc::tup7<float, float, float, float, float, float, float> fc_v_2 = spread_6b309f6f(x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes(u_fc_pending_l2.site & 31u), FC_SITE(13, 44))], 1u);
        a_l2 = fc_v_2.f0;
        b_l2 = fc_v_2.f1;
        c_l2 = fc_v_2.f2;
        d_l2 = fc_v_2.f3;
        e_l2 = fc_v_2.f4;
        f_l2 = fc_v_2.f5;
        g_l2 = fc_v_2.f6;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes);
        fc::tup7<float, float, float, float, float, float, float> fc_v_3 = spread_6b309f6f(x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes(u_fc_pending_l3.site & 31u), FC_SITE(13, 44))], 1u);
        a_l3 = fc_v_3.f0;
        b_l3 = fc_v_3.f1;
        c_l3 = fc_v_3.f2;
        d_l3 = fc_v_3.f3;
        e_l3 = fc_v_3.f4;
        f_l3 = fc_v_3.f5;
        g_l3 = fc_v_3.f6;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/tuples.rs"
        wide_l0 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l0, b_l0, c_l0, d_l0, e_l0, f_l0, g_l0, a_l0, b_l0, c_l0, d_l0, e_l0};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/tuples.rs"
        wide_l1 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l1, b_l1, c_l1, d_l1, e_l1, f_l1, g_l1, a_l1, b_l1, c_l1, d_l1, e_l1};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/tuples.rs"
        wide_l2 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l2, b_l2, c_l2, d_l2, e_l2, f_l2, g_l2, a_l2, b_l2, c_l2, d_l2, e_l2};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/tuples.rs"
        wide_l3 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l3, b_l3, c_l3, d_l3, e_l3, f_l3, g_l3, a_l3, b_l3, c_l3, d_l3, e_l3};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l0 = wide_l0.f0 + wide_l0.f1 + wide_l0.f2 + wide_l0.f3 + wide_l0.f4 + wide_l0.f5 + wide_l0.f6 + wide_l0.f11;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l1 = wide_l1.f0 + wide_l1.f1 + wide_l1.f2 + wide_l1.f3 + wide_l1.f4 + wide_l1.f5 + wide_l1.f6 + wide_l1.f11;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l2 = wide_l2.f0 + wide_l2.f1 + wide_l2.f2 + wide_l2.f3 + wide_l2.f4 + wide_l2.f5 + wide_l2.f6 + wide_l2.f11;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/tuples.rs"
        u_fc_sv_l3 = wide_l3.f0 + wide_l3.f1 + wide_l3.f2 + wide_l3.f3 + wide_l3.f4 + wide_l3.f5 + wide_l3.f6 + wide_l3.f11;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 15 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes);
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 15 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes);
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 15 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes);
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 15 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes);
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/tuples.rs"
        p_l0 = a_l0;
        q_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/tuples.rs"
        p_l1 = a_l1;
        q_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/tuples.rs"
        p_l2 = a_l2;
        q_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/tuples.rs"
        p_l3 = a_l3;
        q_l3 = b_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l0 = p_l0 * q_l0;
        u_fc_old_l0 = out[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l1 = p_l1 * q_l1;
        u_fc_old_l1 = out[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l2 = p_l2 * q_l2;
        u_fc_old_l2 = out[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/tuples.rs"
        u_fc_uv_l3 = p_l3 * q_l3;
        u_fc_old_l3 = out[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 17 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        out[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 17 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        out[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 17 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        out[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 17 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        out[i_l3] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_sum_of_seven_lanes_v(w) (0ull)
#line 10 "cases/tuples.rs"
extern "C" __global__ void sum_of_seven_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    float a_l0;
    float b_l0;
    float c_l0;
    float d_l0;
    float e_l0;
    float f_l0;
    float g_l0;
    float a_l1;
    float b_l1;
    float c_l1;
    float d_l1;
    float e_l1;
    float f_l1;
    float g_l1;
    float a_l2;
    float b_l2;
    float c_l2;
    float d_l2;
    float e_l2;
    float f_l2;
    float g_l2;
    float a_l3;
    float b_l3;
    float c_l3;
    float d_l3;
    float e_l3;
    float f_l3;
    float g_l3;
    float a_l4;
    float b_l4;
    float c_l4;
    float d_l4;
    float e_l4;
    float f_l4;
    float g_l4;
    float a_l5;
    float b_l5;
    float c_l5;
    float d_l5;
    float e_l5;
    float f_l5;
    float g_l5;
    float a_l6;
    float b_l6;
    float c_l6;
    float d_l6;
    float e_l6;
    float f_l6;
    float g_l6;
    float a_l7;
    float b_l7;
    float c_l7;
    float d_l7;
    float e_l7;
    float f_l7;
    float g_l7;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l0;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l1;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l2;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l3;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l4;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l5;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l6;
    fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    float p_l0;
    float q_l0;
    float p_l1;
    float q_l1;
    float p_l2;
    float q_l2;
    float p_l3;
    float q_l3;
    float p_l4;
    float q_l4;
    float p_l5;
    float q_l5;
    float p_l6;
    float q_l6;
    float p_l7;
    float q_l7;
    __align__(16) float u_fc_vec_1[FC_VLANES];
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
#line 11 "cases/tuples.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 11 "cases/tuples.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 11 "cases/tuples.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 11 "cases/tuples.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 11 "cases/tuples.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 11 "cases/tuples.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 11 "cases/tuples.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 11 "cases/tuples.rs"
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
#line 12 "cases/tuples.rs"
        u_fc_c_l0 = i_l0 < out_len;
    }
    if (u_fc_alive_l1) {
#line 12 "cases/tuples.rs"
        u_fc_c_l1 = i_l1 < out_len;
    }
    if (u_fc_alive_l2) {
#line 12 "cases/tuples.rs"
        u_fc_c_l2 = i_l2 < out_len;
    }
    if (u_fc_alive_l3) {
#line 12 "cases/tuples.rs"
        u_fc_c_l3 = i_l3 < out_len;
    }
    if (u_fc_alive_l4) {
#line 12 "cases/tuples.rs"
        u_fc_c_l4 = i_l4 < out_len;
    }
    if (u_fc_alive_l5) {
#line 12 "cases/tuples.rs"
        u_fc_c_l5 = i_l5 < out_len;
    }
    if (u_fc_alive_l6) {
#line 12 "cases/tuples.rs"
        u_fc_c_l6 = i_l6 < out_len;
    }
    if (u_fc_alive_l7) {
#line 12 "cases/tuples.rs"
        u_fc_c_l7 = i_l7 < out_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v = spread_6b309f6f(u_fc_vec[0], 1u);
            a_l0 = fc_v.f0;
            b_l0 = fc_v.f1;
            c_l0 = fc_v.f2;
            d_l0 = fc_v.f3;
            e_l0 = fc_v.f4;
            f_l0 = fc_v.f5;
            g_l0 = fc_v.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_1 = spread_6b309f6f(u_fc_vec[1], 1u);
            a_l1 = fc_v_1.f0;
            b_l1 = fc_v_1.f1;
            c_l1 = fc_v_1.f2;
            d_l1 = fc_v_1.f3;
            e_l1 = fc_v_1.f4;
            f_l1 = fc_v_1.f5;
            g_l1 = fc_v_1.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_2 = spread_6b309f6f(u_fc_vec[2], 1u);
            a_l2 = fc_v_2.f0;
            b_l2 = fc_v_2.f1;
            c_l2 = fc_v_2.f2;
            d_l2 = fc_v_2.f3;
            e_l2 = fc_v_2.f4;
            f_l2 = fc_v_2.f5;
            g_l2 = fc_v_2.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_3 = spread_6b309f6f(u_fc_vec[3], 1u);
            a_l3 = fc_v_3.f0;
            b_l3 = fc_v_3.f1;
            c_l3 = fc_v_3.f2;
            d_l3 = fc_v_3.f3;
            e_l3 = fc_v_3.f4;
            f_l3 = fc_v_3.f5;
            g_l3 = fc_v_3.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_4 = spread_6b309f6f(u_fc_vec[4], 1u);
            a_l4 = fc_v_4.f0;
            b_l4 = fc_v_4.f1;
            c_l4 = fc_v_4.f2;
            d_l4 = fc_v_4.f3;
            e_l4 = fc_v_4.f4;
            f_l4 = fc_v_4.f5;
            g_l4 = fc_v_4.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_5 = spread_6b309f6f(u_fc_vec[5], 1u);
            a_l5 = fc_v_5.f0;
            b_l5 = fc_v_5.f1;
            c_l5 = fc_v_5.f2;
            d_l5 = fc_v_5.f3;
            e_l5 = fc_v_5.f4;
            f_l5 = fc_v_5.f5;
            g_l5 = fc_v_5.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_6 = spread_6b309f6f(u_fc_vec[6], 1u);
            a_l6 = fc_v_6.f0;
            b_l6 = fc_v_6.f1;
            c_l6 = fc_v_6.f2;
            d_l6 = fc_v_6.f3;
            e_l6 = fc_v_6.f4;
            f_l6 = fc_v_6.f5;
            g_l6 = fc_v_6.f6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_7 = spread_6b309f6f(u_fc_vec[7], 1u);
            a_l7 = fc_v_7.f0;
            b_l7 = fc_v_7.f1;
            c_l7 = fc_v_7.f2;
            d_l7 = fc_v_7.f3;
            e_l7 = fc_v_7.f4;
            f_l7 = fc_v_7.f5;
            g_l7 = fc_v_7.f6;
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_8 = spread_6b309f6f(x[fc::check_index_p(i_l0, x_len, u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(13, 44))], 1u);
            a_l0 = fc_v_8.f0;
            b_l0 = fc_v_8.f1;
            c_l0 = fc_v_8.f2;
            d_l0 = fc_v_8.f3;
            e_l0 = fc_v_8.f4;
            f_l0 = fc_v_8.f5;
            g_l0 = fc_v_8.f6;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_9 = spread_6b309f6f(x[fc::check_index_p(i_l1, x_len, u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(13, 44))], 1u);
            a_l1 = fc_v_9.f0;
            b_l1 = fc_v_9.f1;
            c_l1 = fc_v_9.f2;
            d_l1 = fc_v_9.f3;
            e_l1 = fc_v_9.f4;
            f_l1 = fc_v_9.f5;
            g_l1 = fc_v_9.f6;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_10 = spread_6b309f6f(x[fc::check_index_p(i_l2, x_len, u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(13, 44))], 1u);
            a_l2 = fc_v_10.f0;
            b_l2 = fc_v_10.f1;
            c_l2 = fc_v_10.f2;
            d_l2 = fc_v_10.f3;
            e_l2 = fc_v_10.f4;
            f_l2 = fc_v_10.f5;
            g_l2 = fc_v_10.f6;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_11 = spread_6b309f6f(x[fc::check_index_p(i_l3, x_len, u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(13, 44))], 1u);
            a_l3 = fc_v_11.f0;
            b_l3 = fc_v_11.f1;
            c_l3 = fc_v_11.f2;
            d_l3 = fc_v_11.f3;
            e_l3 = fc_v_11.f4;
            f_l3 = fc_v_11.f5;
            g_l3 = fc_v_11.f6;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_12 = spread_6b309f6f(x[fc::check_index_p(i_l4, x_len, u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(13, 44))], 1u);
            a_l4 = fc_v_12.f0;
            b_l4 = fc_v_12.f1;
            c_l4 = fc_v_12.f2;
            d_l4 = fc_v_12.f3;
            e_l4 = fc_v_12.f4;
            f_l4 = fc_v_12.f5;
            g_l4 = fc_v_12.f6;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_13 = spread_6b309f6f(x[fc::check_index_p(i_l5, x_len, u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(13, 44))], 1u);
            a_l5 = fc_v_13.f0;
            b_l5 = fc_v_13.f1;
            c_l5 = fc_v_13.f2;
            d_l5 = fc_v_13.f3;
            e_l5 = fc_v_13.f4;
            f_l5 = fc_v_13.f5;
            g_l5 = fc_v_13.f6;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_14 = spread_6b309f6f(x[fc::check_index_p(i_l6, x_len, u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(13, 44))], 1u);
            a_l6 = fc_v_14.f0;
            b_l6 = fc_v_14.f1;
            c_l6 = fc_v_14.f2;
            d_l6 = fc_v_14.f3;
            e_l6 = fc_v_14.f4;
            f_l6 = fc_v_14.f5;
            g_l6 = fc_v_14.f6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v);
            fc::tup7<float, float, float, float, float, float, float> fc_v_15 = spread_6b309f6f(x[fc::check_index_p(i_l7, x_len, u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(13, 44))], 1u);
            a_l7 = fc_v_15.f0;
            b_l7 = fc_v_15.f1;
            c_l7 = fc_v_15.f2;
            d_l7 = fc_v_15.f3;
            e_l7 = fc_v_15.f4;
            f_l7 = fc_v_15.f5;
            g_l7 = fc_v_15.f6;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/tuples.rs"
        wide_l0 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l0, b_l0, c_l0, d_l0, e_l0, f_l0, g_l0, a_l0, b_l0, c_l0, d_l0, e_l0};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/tuples.rs"
        wide_l1 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l1, b_l1, c_l1, d_l1, e_l1, f_l1, g_l1, a_l1, b_l1, c_l1, d_l1, e_l1};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/tuples.rs"
        wide_l2 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l2, b_l2, c_l2, d_l2, e_l2, f_l2, g_l2, a_l2, b_l2, c_l2, d_l2, e_l2};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/tuples.rs"
        wide_l3 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l3, b_l3, c_l3, d_l3, e_l3, f_l3, g_l3, a_l3, b_l3, c_l3, d_l3, e_l3};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/tuples.rs"
        wide_l4 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l4, b_l4, c_l4, d_l4, e_l4, f_l4, g_l4, a_l4, b_l4, c_l4, d_l4, e_l4};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/tuples.rs"
        wide_l5 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l5, b_l5, c_l5, d_l5, e_l5, f_l5, g_l5, a_l5, b_l5, c_l5, d_l5, e_l5};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/tuples.rs"
        wide_l6 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l6, b_l6, c_l6, d_l6, e_l6, f_l6, g_l6, a_l6, b_l6, c_l6, d_l6, e_l6};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/tuples.rs"
        wide_l7 = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a_l7, b_l7, c_l7, d_l7, e_l7, f_l7, g_l7, a_l7, b_l7, c_l7, d_l7, e_l7};
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[0] = wide_l0.f0 + wide_l0.f1 + wide_l0.f2 + wide_l0.f3 + wide_l0.f4 + wide_l0.f5 + wide_l0.f6 + wide_l0.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[1] = wide_l1.f0 + wide_l1.f1 + wide_l1.f2 + wide_l1.f3 + wide_l1.f4 + wide_l1.f5 + wide_l1.f6 + wide_l1.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[2] = wide_l2.f0 + wide_l2.f1 + wide_l2.f2 + wide_l2.f3 + wide_l2.f4 + wide_l2.f5 + wide_l2.f6 + wide_l2.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[3] = wide_l3.f0 + wide_l3.f1 + wide_l3.f2 + wide_l3.f3 + wide_l3.f4 + wide_l3.f5 + wide_l3.f6 + wide_l3.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[4] = wide_l4.f0 + wide_l4.f1 + wide_l4.f2 + wide_l4.f3 + wide_l4.f4 + wide_l4.f5 + wide_l4.f6 + wide_l4.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[5] = wide_l5.f0 + wide_l5.f1 + wide_l5.f2 + wide_l5.f3 + wide_l5.f4 + wide_l5.f5 + wide_l5.f6 + wide_l5.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[6] = wide_l6.f0 + wide_l6.f1 + wide_l6.f2 + wide_l6.f3 + wide_l6.f4 + wide_l6.f5 + wide_l6.f6 + wide_l6.f11;
        }
        {
#line 15 "cases/tuples.rs"
            u_fc_sv[7] = wide_l7.f0 + wide_l7.f1 + wide_l7.f2 + wide_l7.f3 + wide_l7.f4 + wide_l7.f5 + wide_l7.f6 + wide_l7.f11;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l0 = wide_l0.f0 + wide_l0.f1 + wide_l0.f2 + wide_l0.f3 + wide_l0.f4 + wide_l0.f5 + wide_l0.f6 + wide_l0.f11;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l1 = wide_l1.f0 + wide_l1.f1 + wide_l1.f2 + wide_l1.f3 + wide_l1.f4 + wide_l1.f5 + wide_l1.f6 + wide_l1.f11;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l2 = wide_l2.f0 + wide_l2.f1 + wide_l2.f2 + wide_l2.f3 + wide_l2.f4 + wide_l2.f5 + wide_l2.f6 + wide_l2.f11;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l3 = wide_l3.f0 + wide_l3.f1 + wide_l3.f2 + wide_l3.f3 + wide_l3.f4 + wide_l3.f5 + wide_l3.f6 + wide_l3.f11;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l4 = wide_l4.f0 + wide_l4.f1 + wide_l4.f2 + wide_l4.f3 + wide_l4.f4 + wide_l4.f5 + wide_l4.f6 + wide_l4.f11;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l5 = wide_l5.f0 + wide_l5.f1 + wide_l5.f2 + wide_l5.f3 + wide_l5.f4 + wide_l5.f5 + wide_l5.f6 + wide_l5.f11;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l6 = wide_l6.f0 + wide_l6.f1 + wide_l6.f2 + wide_l6.f3 + wide_l6.f4 + wide_l6.f5 + wide_l6.f6 + wide_l6.f11;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/tuples.rs"
            u_fc_sv_l7 = wide_l7.f0 + wide_l7.f1 + wide_l7.f2 + wide_l7.f3 + wide_l7.f4 + wide_l7.f5 + wide_l7.f6 + wide_l7.f11;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v);
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/tuples.rs"
        p_l0 = a_l0;
        q_l0 = b_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/tuples.rs"
        p_l1 = a_l1;
        q_l1 = b_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/tuples.rs"
        p_l2 = a_l2;
        q_l2 = b_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/tuples.rs"
        p_l3 = a_l3;
        q_l3 = b_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 16 "cases/tuples.rs"
        p_l4 = a_l4;
        q_l4 = b_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 16 "cases/tuples.rs"
        p_l5 = a_l5;
        q_l5 = b_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 16 "cases/tuples.rs"
        p_l6 = a_l6;
        q_l6 = b_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 16 "cases/tuples.rs"
        p_l7 = a_l7;
        q_l7 = b_l7;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l0 = p_l0 * q_l0;
            u_fc_sv_1[0] = u_fc_vec_1[0];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l1 = p_l1 * q_l1;
            u_fc_sv_1[1] = u_fc_vec_1[1];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l2 = p_l2 * q_l2;
            u_fc_sv_1[2] = u_fc_vec_1[2];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l3 = p_l3 * q_l3;
            u_fc_sv_1[3] = u_fc_vec_1[3];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l4 = p_l4 * q_l4;
            u_fc_sv_1[4] = u_fc_vec_1[4];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l5 = p_l5 * q_l5;
            u_fc_sv_1[5] = u_fc_vec_1[5];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l6 = p_l6 * q_l6;
            u_fc_sv_1[6] = u_fc_vec_1[6];
        }
        {
#line 17 "cases/tuples.rs"
            u_fc_uv_l7 = p_l7 * q_l7;
            u_fc_sv_1[7] = u_fc_vec_1[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l0_1 = p_l0 * q_l0;
            u_fc_old_l0 = out[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l1_1 = p_l1 * q_l1;
            u_fc_old_l1 = out[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l2_1 = p_l2 * q_l2;
            u_fc_old_l2 = out[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l3_1 = p_l3 * q_l3;
            u_fc_old_l3 = out[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l4_1 = p_l4 * q_l4;
            u_fc_old_l4 = out[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l5_1 = p_l5 * q_l5;
            u_fc_old_l5 = out[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l6_1 = p_l6 * q_l6;
            u_fc_old_l6 = out[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 17 "cases/tuples.rs"
            u_fc_uv_l7_1 = p_l7 * q_l7;
            u_fc_old_l7 = out[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            out[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            out[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            out[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            out[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            out[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            out[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            out[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 17 "cases/tuples.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            out[i_l7] = u_fc_old_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_sum_of_seven_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_sum_of_seven_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_sum_of_seven_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_sum_of_seven_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_sum_of_seven_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_sum_of_seven_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_sum_of_seven_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_sum_of_seven_lanes_v);
    }
}
#endif
#endif
#endif
