#include "ferrocuda.cuh"

__device__ fc::array<float, 2> halves_28875452(float v, unsigned fc_depth);
template <int K, class... A> struct fc_p_halves_28875452 { typedef typename fc::param<K, decltype(&halves_28875452)>::type type; };

#line 25 "cases/arrays.rs"
__device__ fc::array<float, 2> halves_28875452(float v, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(25, 4));
#line 26 "cases/arrays.rs"
    return fc::array<float, 2>{{v * 0.5f, v - v * 0.5f}};
}


#if FC_ASSUMED
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
#line 5 "cases/arrays.rs"
    const unsigned long long N = 4ull;
#line 6 "cases/arrays.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/arrays.rs"
    if (i < x_len) {
#line 8 "cases/arrays.rs"
        fc::array<float, 8> acc = fc::array<float, 8>::splat(0.0f);
#line 9 "cases/arrays.rs"
        unsigned long long fc_v = 8ull;
        for (unsigned long long j = 0ull; j < fc_v; ++j) {
#line 10 "cases/arrays.rs"
            acc[j] = x[i] * (float)j;
        }
#line 12 "cases/arrays.rs"
        fc::array<fc::array<int, 3>, 4> m = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
#line 13 "cases/arrays.rs"
        m[1ull][2ull] = 5;
#line 14 "cases/arrays.rs"
        fc::add_assign(m[3ull][0ull], 7);
#line 15 "cases/arrays.rs"
        fc::array<float, 3> w = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
#line 16 "cases/arrays.rs"
        fc::array<float, 8> copy = acc;
#line 17 "cases/arrays.rs"
        acc[0ull] = 1.0f;
#line 18 "cases/arrays.rs"
        out[i] = copy[(unsigned long long)fc::rem(k[i], 8u, FC_SITE(18, 23))] + acc[0ull] + (float)m[1ull][2ull] + (float)m[3ull][0ull] + w[2ull];
    }
}
#if FC_LANES_TWIN
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays_lanes(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    unsigned long long N_l0;
    unsigned long long N_l1;
    unsigned long long N_l2;
    unsigned long long N_l3;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    fc::array<float, 8> acc_l0;
    fc::array<float, 8> acc_l1;
    fc::array<float, 8> acc_l2;
    fc::array<float, 8> acc_l3;
    fc::array<fc::array<int, 3>, 4> m_l0;
    fc::array<fc::array<int, 3>, 4> m_l1;
    fc::array<fc::array<int, 3>, 4> m_l2;
    fc::array<fc::array<int, 3>, 4> m_l3;
    fc::array<float, 3> w_l0;
    fc::array<float, 3> w_l1;
    fc::array<float, 3> w_l2;
    fc::array<float, 3> w_l3;
    fc::array<float, 8> copy_l0;
    fc::array<float, 8> copy_l1;
    fc::array<float, 8> copy_l2;
    fc::array<float, 8> copy_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/arrays.rs"
        N_l0 = 4ull;
    }
    if (u_fc_alive_l1) {
#line 5 "cases/arrays.rs"
        N_l1 = 4ull;
    }
    if (u_fc_alive_l2) {
#line 5 "cases/arrays.rs"
        N_l2 = 4ull;
    }
    if (u_fc_alive_l3) {
#line 5 "cases/arrays.rs"
        N_l3 = 4ull;
    }
    if (u_fc_alive_l0) {
#line 6 "cases/arrays.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/arrays.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/arrays.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/arrays.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 7 "cases/arrays.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/arrays.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/arrays.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/arrays.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/arrays.rs"
        acc_l0 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/arrays.rs"
        acc_l1 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/arrays.rs"
        acc_l2 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/arrays.rs"
        acc_l3 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v = 8ull;
        for (unsigned long long j_l0 = 0ull; j_l0 < fc_v; ++j_l0) {
#line 10 "cases/arrays.rs"
            acc_l0[j_l0] = x[i_l0] * (float)j_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_1 = 8ull;
        for (unsigned long long j_l1 = 0ull; j_l1 < fc_v_1; ++j_l1) {
#line 10 "cases/arrays.rs"
            acc_l1[j_l1] = x[i_l1] * (float)j_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_2 = 8ull;
        for (unsigned long long j_l2 = 0ull; j_l2 < fc_v_2; ++j_l2) {
#line 10 "cases/arrays.rs"
            acc_l2[j_l2] = x[i_l2] * (float)j_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_3 = 8ull;
        for (unsigned long long j_l3 = 0ull; j_l3 < fc_v_3; ++j_l3) {
#line 10 "cases/arrays.rs"
            acc_l3[j_l3] = x[i_l3] * (float)j_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/arrays.rs"
        m_l0 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/arrays.rs"
        m_l1 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/arrays.rs"
        m_l2 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/arrays.rs"
        m_l3 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/arrays.rs"
        m_l0[1ull][2ull] = 5;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/arrays.rs"
        m_l1[1ull][2ull] = 5;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/arrays.rs"
        m_l2[1ull][2ull] = 5;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/arrays.rs"
        m_l3[1ull][2ull] = 5;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l0[3ull][0ull], 7);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l1[3ull][0ull], 7);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l2[3ull][0ull], 7);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l3[3ull][0ull], 7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/arrays.rs"
        w_l0 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/arrays.rs"
        w_l1 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/arrays.rs"
        w_l2 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/arrays.rs"
        w_l3 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/arrays.rs"
        copy_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/arrays.rs"
        copy_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/arrays.rs"
        copy_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/arrays.rs"
        copy_l3 = acc_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/arrays.rs"
        acc_l0[0ull] = 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/arrays.rs"
        acc_l1[0ull] = 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/arrays.rs"
        acc_l2[0ull] = 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/arrays.rs"
        acc_l3[0ull] = 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l0 = copy_l0[(unsigned long long)fc::rem(k[i_l0], 8u, FC_SITE(18, 23))] + acc_l0[0ull] + (float)m_l0[1ull][2ull] + (float)m_l0[3ull][0ull] + w_l0[2ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l1 = copy_l1[(unsigned long long)fc::rem(k[i_l1], 8u, FC_SITE(18, 23))] + acc_l1[0ull] + (float)m_l1[1ull][2ull] + (float)m_l1[3ull][0ull] + w_l1[2ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l2 = copy_l2[(unsigned long long)fc::rem(k[i_l2], 8u, FC_SITE(18, 23))] + acc_l2[0ull] + (float)m_l2[1ull][2ull] + (float)m_l2[3ull][0ull] + w_l2[2ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l3 = copy_l3[(unsigned long long)fc::rem(k[i_l3], 8u, FC_SITE(18, 23))] + acc_l3[0ull] + (float)m_l3[1ull][2ull] + (float)m_l3[3ull][0ull] + w_l3[2ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/arrays.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/arrays.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/arrays.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/arrays.rs"
        out[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays_lanes_v(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<unsigned int, float>();
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
    unsigned long long N_l0;
    unsigned long long N_l1;
    unsigned long long N_l2;
    unsigned long long N_l3;
    unsigned long long N_l4;
    unsigned long long N_l5;
    unsigned long long N_l6;
    unsigned long long N_l7;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    fc::array<float, 8> acc_l0;
    fc::array<float, 8> acc_l1;
    fc::array<float, 8> acc_l2;
    fc::array<float, 8> acc_l3;
    fc::array<float, 8> acc_l4;
    fc::array<float, 8> acc_l5;
    fc::array<float, 8> acc_l6;
    fc::array<float, 8> acc_l7;
    fc::array<fc::array<int, 3>, 4> m_l0;
    fc::array<fc::array<int, 3>, 4> m_l1;
    fc::array<fc::array<int, 3>, 4> m_l2;
    fc::array<fc::array<int, 3>, 4> m_l3;
    fc::array<fc::array<int, 3>, 4> m_l4;
    fc::array<fc::array<int, 3>, 4> m_l5;
    fc::array<fc::array<int, 3>, 4> m_l6;
    fc::array<fc::array<int, 3>, 4> m_l7;
    fc::array<float, 3> w_l0;
    fc::array<float, 3> w_l1;
    fc::array<float, 3> w_l2;
    fc::array<float, 3> w_l3;
    fc::array<float, 3> w_l4;
    fc::array<float, 3> w_l5;
    fc::array<float, 3> w_l6;
    fc::array<float, 3> w_l7;
    fc::array<float, 8> copy_l0;
    fc::array<float, 8> copy_l1;
    fc::array<float, 8> copy_l2;
    fc::array<float, 8> copy_l3;
    fc::array<float, 8> copy_l4;
    fc::array<float, 8> copy_l5;
    fc::array<float, 8> copy_l6;
    fc::array<float, 8> copy_l7;
    __align__(16) unsigned int u_fc_vec[FC_VLANES];
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
#line 5 "cases/arrays.rs"
        N_l0 = 4ull;
    }
    if (u_fc_alive_l1) {
#line 5 "cases/arrays.rs"
        N_l1 = 4ull;
    }
    if (u_fc_alive_l2) {
#line 5 "cases/arrays.rs"
        N_l2 = 4ull;
    }
    if (u_fc_alive_l3) {
#line 5 "cases/arrays.rs"
        N_l3 = 4ull;
    }
    if (u_fc_alive_l4) {
#line 5 "cases/arrays.rs"
        N_l4 = 4ull;
    }
    if (u_fc_alive_l5) {
#line 5 "cases/arrays.rs"
        N_l5 = 4ull;
    }
    if (u_fc_alive_l6) {
#line 5 "cases/arrays.rs"
        N_l6 = 4ull;
    }
    if (u_fc_alive_l7) {
#line 5 "cases/arrays.rs"
        N_l7 = 4ull;
    }
    if (u_fc_alive_l0) {
#line 6 "cases/arrays.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/arrays.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/arrays.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/arrays.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 6 "cases/arrays.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 6 "cases/arrays.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 6 "cases/arrays.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 6 "cases/arrays.rs"
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
#line 7 "cases/arrays.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/arrays.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/arrays.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/arrays.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 7 "cases/arrays.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 7 "cases/arrays.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 7 "cases/arrays.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 7 "cases/arrays.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/arrays.rs"
        acc_l0 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/arrays.rs"
        acc_l1 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/arrays.rs"
        acc_l2 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/arrays.rs"
        acc_l3 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/arrays.rs"
        acc_l4 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/arrays.rs"
        acc_l5 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/arrays.rs"
        acc_l6 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/arrays.rs"
        acc_l7 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v = 8ull;
        for (unsigned long long j_l0 = 0ull; j_l0 < fc_v; ++j_l0) {
#line 10 "cases/arrays.rs"
            acc_l0[j_l0] = x[i_l0] * (float)j_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_1 = 8ull;
        for (unsigned long long j_l1 = 0ull; j_l1 < fc_v_1; ++j_l1) {
#line 10 "cases/arrays.rs"
            acc_l1[j_l1] = x[i_l1] * (float)j_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_2 = 8ull;
        for (unsigned long long j_l2 = 0ull; j_l2 < fc_v_2; ++j_l2) {
#line 10 "cases/arrays.rs"
            acc_l2[j_l2] = x[i_l2] * (float)j_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_3 = 8ull;
        for (unsigned long long j_l3 = 0ull; j_l3 < fc_v_3; ++j_l3) {
#line 10 "cases/arrays.rs"
            acc_l3[j_l3] = x[i_l3] * (float)j_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_4 = 8ull;
        for (unsigned long long j_l4 = 0ull; j_l4 < fc_v_4; ++j_l4) {
#line 10 "cases/arrays.rs"
            acc_l4[j_l4] = x[i_l4] * (float)j_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_5 = 8ull;
        for (unsigned long long j_l5 = 0ull; j_l5 < fc_v_5; ++j_l5) {
#line 10 "cases/arrays.rs"
            acc_l5[j_l5] = x[i_l5] * (float)j_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_6 = 8ull;
        for (unsigned long long j_l6 = 0ull; j_l6 < fc_v_6; ++j_l6) {
#line 10 "cases/arrays.rs"
            acc_l6[j_l6] = x[i_l6] * (float)j_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_7 = 8ull;
        for (unsigned long long j_l7 = 0ull; j_l7 < fc_v_7; ++j_l7) {
#line 10 "cases/arrays.rs"
            acc_l7[j_l7] = x[i_l7] * (float)j_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/arrays.rs"
        m_l0 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/arrays.rs"
        m_l1 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/arrays.rs"
        m_l2 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/arrays.rs"
        m_l3 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/arrays.rs"
        m_l4 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/arrays.rs"
        m_l5 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/arrays.rs"
        m_l6 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/arrays.rs"
        m_l7 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/arrays.rs"
        m_l0[1ull][2ull] = 5;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/arrays.rs"
        m_l1[1ull][2ull] = 5;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/arrays.rs"
        m_l2[1ull][2ull] = 5;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/arrays.rs"
        m_l3[1ull][2ull] = 5;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/arrays.rs"
        m_l4[1ull][2ull] = 5;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/arrays.rs"
        m_l5[1ull][2ull] = 5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/arrays.rs"
        m_l6[1ull][2ull] = 5;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/arrays.rs"
        m_l7[1ull][2ull] = 5;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l0[3ull][0ull], 7);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l1[3ull][0ull], 7);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l2[3ull][0ull], 7);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l3[3ull][0ull], 7);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l4[3ull][0ull], 7);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l5[3ull][0ull], 7);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l6[3ull][0ull], 7);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l7[3ull][0ull], 7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/arrays.rs"
        w_l0 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/arrays.rs"
        w_l1 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/arrays.rs"
        w_l2 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/arrays.rs"
        w_l3 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/arrays.rs"
        w_l4 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/arrays.rs"
        w_l5 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/arrays.rs"
        w_l6 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/arrays.rs"
        w_l7 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/arrays.rs"
        copy_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/arrays.rs"
        copy_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/arrays.rs"
        copy_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/arrays.rs"
        copy_l3 = acc_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 16 "cases/arrays.rs"
        copy_l4 = acc_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 16 "cases/arrays.rs"
        copy_l5 = acc_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 16 "cases/arrays.rs"
        copy_l6 = acc_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 16 "cases/arrays.rs"
        copy_l7 = acc_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/arrays.rs"
        acc_l0[0ull] = 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/arrays.rs"
        acc_l1[0ull] = 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/arrays.rs"
        acc_l2[0ull] = 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/arrays.rs"
        acc_l3[0ull] = 1.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 17 "cases/arrays.rs"
        acc_l4[0ull] = 1.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 17 "cases/arrays.rs"
        acc_l5[0ull] = 1.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 17 "cases/arrays.rs"
        acc_l6[0ull] = 1.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 17 "cases/arrays.rs"
        acc_l7[0ull] = 1.0f;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(k, k_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(k, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
            u_fc_sv[0] = copy_l0[(unsigned long long)fc::rem(u_fc_vec[0], 8u, FC_SITE(18, 23))] + acc_l0[0ull] + (float)m_l0[1ull][2ull] + (float)m_l0[3ull][0ull] + w_l0[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
            u_fc_sv[1] = copy_l1[(unsigned long long)fc::rem(u_fc_vec[1], 8u, FC_SITE(18, 23))] + acc_l1[0ull] + (float)m_l1[1ull][2ull] + (float)m_l1[3ull][0ull] + w_l1[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
            u_fc_sv[2] = copy_l2[(unsigned long long)fc::rem(u_fc_vec[2], 8u, FC_SITE(18, 23))] + acc_l2[0ull] + (float)m_l2[1ull][2ull] + (float)m_l2[3ull][0ull] + w_l2[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
            u_fc_sv[3] = copy_l3[(unsigned long long)fc::rem(u_fc_vec[3], 8u, FC_SITE(18, 23))] + acc_l3[0ull] + (float)m_l3[1ull][2ull] + (float)m_l3[3ull][0ull] + w_l3[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/arrays.rs"
            u_fc_sv[4] = copy_l4[(unsigned long long)fc::rem(u_fc_vec[4], 8u, FC_SITE(18, 23))] + acc_l4[0ull] + (float)m_l4[1ull][2ull] + (float)m_l4[3ull][0ull] + w_l4[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/arrays.rs"
            u_fc_sv[5] = copy_l5[(unsigned long long)fc::rem(u_fc_vec[5], 8u, FC_SITE(18, 23))] + acc_l5[0ull] + (float)m_l5[1ull][2ull] + (float)m_l5[3ull][0ull] + w_l5[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/arrays.rs"
            u_fc_sv[6] = copy_l6[(unsigned long long)fc::rem(u_fc_vec[6], 8u, FC_SITE(18, 23))] + acc_l6[0ull] + (float)m_l6[1ull][2ull] + (float)m_l6[3ull][0ull] + w_l6[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/arrays.rs"
            u_fc_sv[7] = copy_l7[(unsigned long long)fc::rem(u_fc_vec[7], 8u, FC_SITE(18, 23))] + acc_l7[0ull] + (float)m_l7[1ull][2ull] + (float)m_l7[3ull][0ull] + w_l7[2ull];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l0 = copy_l0[(unsigned long long)fc::rem(k[i_l0], 8u, FC_SITE(18, 23))] + acc_l0[0ull] + (float)m_l0[1ull][2ull] + (float)m_l0[3ull][0ull] + w_l0[2ull];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l1 = copy_l1[(unsigned long long)fc::rem(k[i_l1], 8u, FC_SITE(18, 23))] + acc_l1[0ull] + (float)m_l1[1ull][2ull] + (float)m_l1[3ull][0ull] + w_l1[2ull];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l2 = copy_l2[(unsigned long long)fc::rem(k[i_l2], 8u, FC_SITE(18, 23))] + acc_l2[0ull] + (float)m_l2[1ull][2ull] + (float)m_l2[3ull][0ull] + w_l2[2ull];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l3 = copy_l3[(unsigned long long)fc::rem(k[i_l3], 8u, FC_SITE(18, 23))] + acc_l3[0ull] + (float)m_l3[1ull][2ull] + (float)m_l3[3ull][0ull] + w_l3[2ull];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l4 = copy_l4[(unsigned long long)fc::rem(k[i_l4], 8u, FC_SITE(18, 23))] + acc_l4[0ull] + (float)m_l4[1ull][2ull] + (float)m_l4[3ull][0ull] + w_l4[2ull];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l5 = copy_l5[(unsigned long long)fc::rem(k[i_l5], 8u, FC_SITE(18, 23))] + acc_l5[0ull] + (float)m_l5[1ull][2ull] + (float)m_l5[3ull][0ull] + w_l5[2ull];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l6 = copy_l6[(unsigned long long)fc::rem(k[i_l6], 8u, FC_SITE(18, 23))] + acc_l6[0ull] + (float)m_l6[1ull][2ull] + (float)m_l6[3ull][0ull] + w_l6[2ull];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l7 = copy_l7[(unsigned long long)fc::rem(k[i_l7], 8u, FC_SITE(18, 23))] + acc_l7[0ull] + (float)m_l7[1ull][2ull] + (float)m_l7[3ull][0ull] + w_l7[2ull];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/arrays.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/arrays.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/arrays.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/arrays.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 18 "cases/arrays.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 18 "cases/arrays.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 18 "cases/arrays.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 18 "cases/arrays.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_arrays(w) ((w) == 0 ? k_len : 0ull)
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/arrays.rs"
    const unsigned long long N = 4ull;
#line 6 "cases/arrays.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/arrays.rs"
    if (i < x_len) {
#line 8 "cases/arrays.rs"
        fc::array<float, 8> acc = fc::array<float, 8>::splat(0.0f);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_arrays);
        unsigned long long fc_v = 8ull;
        for (unsigned long long j = 0ull; j < fc_v; ++j) {
#line 10 "cases/arrays.rs"
            acc[j] = x[i] * (float)j;
        }
#line 12 "cases/arrays.rs"
        fc::array<fc::array<int, 3>, 4> m = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
#line 13 "cases/arrays.rs"
        m[1ull][2ull] = 5;
#line 14 "cases/arrays.rs"
        fc::add_assign(m[3ull][0ull], 7);
#line 15 "cases/arrays.rs"
        fc::array<float, 3> w = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
#line 16 "cases/arrays.rs"
        fc::array<float, 8> copy = acc;
#line 17 "cases/arrays.rs"
        acc[0ull] = 1.0f;
#line 18 "cases/arrays.rs"
        float fc_v_1 = copy[(unsigned long long)fc::rem(*fc::defer_ptr(k, i, k_len, u_fc_pending, 590592u), 8u, FC_SITE(18, 23))] + acc[0ull] + (float)m[1ull][2ull] + (float)m[3ull][0ull] + w[2ull];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_arrays);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_arrays(u_fc_pending.site & 31u), FC_SITE(18, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_arrays);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_arrays_lanes(w) ((w) == 0 ? k_len : 0ull)
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays_lanes(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    unsigned long long N_l0;
    unsigned long long N_l1;
    unsigned long long N_l2;
    unsigned long long N_l3;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    fc::array<float, 8> acc_l0;
    fc::array<float, 8> acc_l1;
    fc::array<float, 8> acc_l2;
    fc::array<float, 8> acc_l3;
    fc::array<fc::array<int, 3>, 4> m_l0;
    fc::array<fc::array<int, 3>, 4> m_l1;
    fc::array<fc::array<int, 3>, 4> m_l2;
    fc::array<fc::array<int, 3>, 4> m_l3;
    fc::array<float, 3> w_l0;
    fc::array<float, 3> w_l1;
    fc::array<float, 3> w_l2;
    fc::array<float, 3> w_l3;
    fc::array<float, 8> copy_l0;
    fc::array<float, 8> copy_l1;
    fc::array<float, 8> copy_l2;
    fc::array<float, 8> copy_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/arrays.rs"
        N_l0 = 4ull;
    }
    if (u_fc_alive_l1) {
#line 5 "cases/arrays.rs"
        N_l1 = 4ull;
    }
    if (u_fc_alive_l2) {
#line 5 "cases/arrays.rs"
        N_l2 = 4ull;
    }
    if (u_fc_alive_l3) {
#line 5 "cases/arrays.rs"
        N_l3 = 4ull;
    }
    if (u_fc_alive_l0) {
#line 6 "cases/arrays.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/arrays.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/arrays.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/arrays.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 7 "cases/arrays.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/arrays.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/arrays.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/arrays.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/arrays.rs"
        acc_l0 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/arrays.rs"
        acc_l1 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/arrays.rs"
        acc_l2 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/arrays.rs"
        acc_l3 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_arrays_lanes);
        unsigned long long fc_v = 8ull;
        for (unsigned long long j_l0 = 0ull; j_l0 < fc_v; ++j_l0) {
#line 10 "cases/arrays.rs"
            acc_l0[j_l0] = x[i_l0] * (float)j_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes);
        unsigned long long fc_v_1 = 8ull;
        for (unsigned long long j_l1 = 0ull; j_l1 < fc_v_1; ++j_l1) {
#line 10 "cases/arrays.rs"
            acc_l1[j_l1] = x[i_l1] * (float)j_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes);
        unsigned long long fc_v_2 = 8ull;
        for (unsigned long long j_l2 = 0ull; j_l2 < fc_v_2; ++j_l2) {
#line 10 "cases/arrays.rs"
            acc_l2[j_l2] = x[i_l2] * (float)j_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes);
        unsigned long long fc_v_3 = 8ull;
        for (unsigned long long j_l3 = 0ull; j_l3 < fc_v_3; ++j_l3) {
#line 10 "cases/arrays.rs"
            acc_l3[j_l3] = x[i_l3] * (float)j_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/arrays.rs"
        m_l0 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/arrays.rs"
        m_l1 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/arrays.rs"
        m_l2 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/arrays.rs"
        m_l3 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/arrays.rs"
        m_l0[1ull][2ull] = 5;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/arrays.rs"
        m_l1[1ull][2ull] = 5;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/arrays.rs"
        m_l2[1ull][2ull] = 5;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/arrays.rs"
        m_l3[1ull][2ull] = 5;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l0[3ull][0ull], 7);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l1[3ull][0ull], 7);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l2[3ull][0ull], 7);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l3[3ull][0ull], 7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/arrays.rs"
        w_l0 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/arrays.rs"
        w_l1 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/arrays.rs"
        w_l2 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/arrays.rs"
        w_l3 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/arrays.rs"
        copy_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/arrays.rs"
        copy_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/arrays.rs"
        copy_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/arrays.rs"
        copy_l3 = acc_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/arrays.rs"
        acc_l0[0ull] = 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/arrays.rs"
        acc_l1[0ull] = 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/arrays.rs"
        acc_l2[0ull] = 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/arrays.rs"
        acc_l3[0ull] = 1.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l0 = copy_l0[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l0, k_len, u_fc_pending_l0, 590592u), 8u, FC_SITE(18, 23))] + acc_l0[0ull] + (float)m_l0[1ull][2ull] + (float)m_l0[3ull][0ull] + w_l0[2ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l1 = copy_l1[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l1, k_len, u_fc_pending_l1, 590592u), 8u, FC_SITE(18, 23))] + acc_l1[0ull] + (float)m_l1[1ull][2ull] + (float)m_l1[3ull][0ull] + w_l1[2ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l2 = copy_l2[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l2, k_len, u_fc_pending_l2, 590592u), 8u, FC_SITE(18, 23))] + acc_l2[0ull] + (float)m_l2[1ull][2ull] + (float)m_l2[3ull][0ull] + w_l2[2ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
        u_fc_sv_l3 = copy_l3[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l3, k_len, u_fc_pending_l3, 590592u), 8u, FC_SITE(18, 23))] + acc_l3[0ull] + (float)m_l3[1ull][2ull] + (float)m_l3[3ull][0ull] + w_l3[2ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_arrays_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_arrays_lanes(u_fc_pending_l0.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_arrays_lanes(u_fc_pending_l1.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_arrays_lanes(u_fc_pending_l2.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_arrays_lanes(u_fc_pending_l3.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_arrays_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_arrays_lanes_v(w) ((w) == 0 ? k_len : 0ull)
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays_lanes_v(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<unsigned int, float>();
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
    unsigned long long N_l0;
    unsigned long long N_l1;
    unsigned long long N_l2;
    unsigned long long N_l3;
    unsigned long long N_l4;
    unsigned long long N_l5;
    unsigned long long N_l6;
    unsigned long long N_l7;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    fc::array<float, 8> acc_l0;
    fc::array<float, 8> acc_l1;
    fc::array<float, 8> acc_l2;
    fc::array<float, 8> acc_l3;
    fc::array<float, 8> acc_l4;
    fc::array<float, 8> acc_l5;
    fc::array<float, 8> acc_l6;
    fc::array<float, 8> acc_l7;
    fc::array<fc::array<int, 3>, 4> m_l0;
    fc::array<fc::array<int, 3>, 4> m_l1;
    fc::array<fc::array<int, 3>, 4> m_l2;
    fc::array<fc::array<int, 3>, 4> m_l3;
    fc::array<fc::array<int, 3>, 4> m_l4;
    fc::array<fc::array<int, 3>, 4> m_l5;
    fc::array<fc::array<int, 3>, 4> m_l6;
    fc::array<fc::array<int, 3>, 4> m_l7;
    fc::array<float, 3> w_l0;
    fc::array<float, 3> w_l1;
    fc::array<float, 3> w_l2;
    fc::array<float, 3> w_l3;
    fc::array<float, 3> w_l4;
    fc::array<float, 3> w_l5;
    fc::array<float, 3> w_l6;
    fc::array<float, 3> w_l7;
    fc::array<float, 8> copy_l0;
    fc::array<float, 8> copy_l1;
    fc::array<float, 8> copy_l2;
    fc::array<float, 8> copy_l3;
    fc::array<float, 8> copy_l4;
    fc::array<float, 8> copy_l5;
    fc::array<float, 8> copy_l6;
    fc::array<float, 8> copy_l7;
    __align__(16) unsigned int u_fc_vec[FC_VLANES];
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
#line 5 "cases/arrays.rs"
        N_l0 = 4ull;
    }
    if (u_fc_alive_l1) {
#line 5 "cases/arrays.rs"
        N_l1 = 4ull;
    }
    if (u_fc_alive_l2) {
#line 5 "cases/arrays.rs"
        N_l2 = 4ull;
    }
    if (u_fc_alive_l3) {
#line 5 "cases/arrays.rs"
        N_l3 = 4ull;
    }
    if (u_fc_alive_l4) {
#line 5 "cases/arrays.rs"
        N_l4 = 4ull;
    }
    if (u_fc_alive_l5) {
#line 5 "cases/arrays.rs"
        N_l5 = 4ull;
    }
    if (u_fc_alive_l6) {
#line 5 "cases/arrays.rs"
        N_l6 = 4ull;
    }
    if (u_fc_alive_l7) {
#line 5 "cases/arrays.rs"
        N_l7 = 4ull;
    }
    if (u_fc_alive_l0) {
#line 6 "cases/arrays.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/arrays.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/arrays.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/arrays.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 6 "cases/arrays.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 6 "cases/arrays.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 6 "cases/arrays.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 6 "cases/arrays.rs"
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
#line 7 "cases/arrays.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/arrays.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/arrays.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/arrays.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 7 "cases/arrays.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 7 "cases/arrays.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 7 "cases/arrays.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 7 "cases/arrays.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/arrays.rs"
        acc_l0 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/arrays.rs"
        acc_l1 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/arrays.rs"
        acc_l2 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/arrays.rs"
        acc_l3 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/arrays.rs"
        acc_l4 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/arrays.rs"
        acc_l5 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/arrays.rs"
        acc_l6 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/arrays.rs"
        acc_l7 = fc::array<float, 8>::splat(0.0f);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v = 8ull;
        for (unsigned long long j_l0 = 0ull; j_l0 < fc_v; ++j_l0) {
#line 10 "cases/arrays.rs"
            acc_l0[j_l0] = x[i_l0] * (float)j_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v_1 = 8ull;
        for (unsigned long long j_l1 = 0ull; j_l1 < fc_v_1; ++j_l1) {
#line 10 "cases/arrays.rs"
            acc_l1[j_l1] = x[i_l1] * (float)j_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v_2 = 8ull;
        for (unsigned long long j_l2 = 0ull; j_l2 < fc_v_2; ++j_l2) {
#line 10 "cases/arrays.rs"
            acc_l2[j_l2] = x[i_l2] * (float)j_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v_3 = 8ull;
        for (unsigned long long j_l3 = 0ull; j_l3 < fc_v_3; ++j_l3) {
#line 10 "cases/arrays.rs"
            acc_l3[j_l3] = x[i_l3] * (float)j_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v_4 = 8ull;
        for (unsigned long long j_l4 = 0ull; j_l4 < fc_v_4; ++j_l4) {
#line 10 "cases/arrays.rs"
            acc_l4[j_l4] = x[i_l4] * (float)j_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v_5 = 8ull;
        for (unsigned long long j_l5 = 0ull; j_l5 < fc_v_5; ++j_l5) {
#line 10 "cases/arrays.rs"
            acc_l5[j_l5] = x[i_l5] * (float)j_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v_6 = 8ull;
        for (unsigned long long j_l6 = 0ull; j_l6 < fc_v_6; ++j_l6) {
#line 10 "cases/arrays.rs"
            acc_l6[j_l6] = x[i_l6] * (float)j_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_arrays_lanes_v);
        unsigned long long fc_v_7 = 8ull;
        for (unsigned long long j_l7 = 0ull; j_l7 < fc_v_7; ++j_l7) {
#line 10 "cases/arrays.rs"
            acc_l7[j_l7] = x[i_l7] * (float)j_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/arrays.rs"
        m_l0 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/arrays.rs"
        m_l1 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/arrays.rs"
        m_l2 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/arrays.rs"
        m_l3 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/arrays.rs"
        m_l4 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/arrays.rs"
        m_l5 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/arrays.rs"
        m_l6 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/arrays.rs"
        m_l7 = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/arrays.rs"
        m_l0[1ull][2ull] = 5;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/arrays.rs"
        m_l1[1ull][2ull] = 5;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/arrays.rs"
        m_l2[1ull][2ull] = 5;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/arrays.rs"
        m_l3[1ull][2ull] = 5;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/arrays.rs"
        m_l4[1ull][2ull] = 5;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/arrays.rs"
        m_l5[1ull][2ull] = 5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/arrays.rs"
        m_l6[1ull][2ull] = 5;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/arrays.rs"
        m_l7[1ull][2ull] = 5;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l0[3ull][0ull], 7);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l1[3ull][0ull], 7);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l2[3ull][0ull], 7);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l3[3ull][0ull], 7);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l4[3ull][0ull], 7);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l5[3ull][0ull], 7);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l6[3ull][0ull], 7);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/arrays.rs"
        fc::add_assign(m_l7[3ull][0ull], 7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/arrays.rs"
        w_l0 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/arrays.rs"
        w_l1 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/arrays.rs"
        w_l2 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/arrays.rs"
        w_l3 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/arrays.rs"
        w_l4 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/arrays.rs"
        w_l5 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/arrays.rs"
        w_l6 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/arrays.rs"
        w_l7 = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/arrays.rs"
        copy_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/arrays.rs"
        copy_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/arrays.rs"
        copy_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/arrays.rs"
        copy_l3 = acc_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 16 "cases/arrays.rs"
        copy_l4 = acc_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 16 "cases/arrays.rs"
        copy_l5 = acc_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 16 "cases/arrays.rs"
        copy_l6 = acc_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 16 "cases/arrays.rs"
        copy_l7 = acc_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 17 "cases/arrays.rs"
        acc_l0[0ull] = 1.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 17 "cases/arrays.rs"
        acc_l1[0ull] = 1.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 17 "cases/arrays.rs"
        acc_l2[0ull] = 1.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 17 "cases/arrays.rs"
        acc_l3[0ull] = 1.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 17 "cases/arrays.rs"
        acc_l4[0ull] = 1.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 17 "cases/arrays.rs"
        acc_l5[0ull] = 1.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 17 "cases/arrays.rs"
        acc_l6[0ull] = 1.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 17 "cases/arrays.rs"
        acc_l7[0ull] = 1.0f;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(k, k_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(k, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
            u_fc_sv[0] = copy_l0[(unsigned long long)fc::rem(u_fc_vec[0], 8u, FC_SITE(18, 23))] + acc_l0[0ull] + (float)m_l0[1ull][2ull] + (float)m_l0[3ull][0ull] + w_l0[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
            u_fc_sv[1] = copy_l1[(unsigned long long)fc::rem(u_fc_vec[1], 8u, FC_SITE(18, 23))] + acc_l1[0ull] + (float)m_l1[1ull][2ull] + (float)m_l1[3ull][0ull] + w_l1[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
            u_fc_sv[2] = copy_l2[(unsigned long long)fc::rem(u_fc_vec[2], 8u, FC_SITE(18, 23))] + acc_l2[0ull] + (float)m_l2[1ull][2ull] + (float)m_l2[3ull][0ull] + w_l2[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
            u_fc_sv[3] = copy_l3[(unsigned long long)fc::rem(u_fc_vec[3], 8u, FC_SITE(18, 23))] + acc_l3[0ull] + (float)m_l3[1ull][2ull] + (float)m_l3[3ull][0ull] + w_l3[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/arrays.rs"
            u_fc_sv[4] = copy_l4[(unsigned long long)fc::rem(u_fc_vec[4], 8u, FC_SITE(18, 23))] + acc_l4[0ull] + (float)m_l4[1ull][2ull] + (float)m_l4[3ull][0ull] + w_l4[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/arrays.rs"
            u_fc_sv[5] = copy_l5[(unsigned long long)fc::rem(u_fc_vec[5], 8u, FC_SITE(18, 23))] + acc_l5[0ull] + (float)m_l5[1ull][2ull] + (float)m_l5[3ull][0ull] + w_l5[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/arrays.rs"
            u_fc_sv[6] = copy_l6[(unsigned long long)fc::rem(u_fc_vec[6], 8u, FC_SITE(18, 23))] + acc_l6[0ull] + (float)m_l6[1ull][2ull] + (float)m_l6[3ull][0ull] + w_l6[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/arrays.rs"
            u_fc_sv[7] = copy_l7[(unsigned long long)fc::rem(u_fc_vec[7], 8u, FC_SITE(18, 23))] + acc_l7[0ull] + (float)m_l7[1ull][2ull] + (float)m_l7[3ull][0ull] + w_l7[2ull];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_arrays_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_arrays_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_arrays_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_arrays_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_arrays_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l0 = copy_l0[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l0, k_len, u_fc_pending_l0, 590592u), 8u, FC_SITE(18, 23))] + acc_l0[0ull] + (float)m_l0[1ull][2ull] + (float)m_l0[3ull][0ull] + w_l0[2ull];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l1 = copy_l1[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l1, k_len, u_fc_pending_l1, 590592u), 8u, FC_SITE(18, 23))] + acc_l1[0ull] + (float)m_l1[1ull][2ull] + (float)m_l1[3ull][0ull] + w_l1[2ull];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l2 = copy_l2[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l2, k_len, u_fc_pending_l2, 590592u), 8u, FC_SITE(18, 23))] + acc_l2[0ull] + (float)m_l2[1ull][2ull] + (float)m_l2[3ull][0ull] + w_l2[2ull];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l3 = copy_l3[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l3, k_len, u_fc_pending_l3, 590592u), 8u, FC_SITE(18, 23))] + acc_l3[0ull] + (float)m_l3[1ull][2ull] + (float)m_l3[3ull][0ull] + w_l3[2ull];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l4 = copy_l4[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l4, k_len, u_fc_pending_l4, 590592u), 8u, FC_SITE(18, 23))] + acc_l4[0ull] + (float)m_l4[1ull][2ull] + (float)m_l4[3ull][0ull] + w_l4[2ull];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l5 = copy_l5[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l5, k_len, u_fc_pending_l5, 590592u), 8u, FC_SITE(18, 23))] + acc_l5[0ull] + (float)m_l5[1ull][2ull] + (float)m_l5[3ull][0ull] + w_l5[2ull];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l6 = copy_l6[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l6, k_len, u_fc_pending_l6, 590592u), 8u, FC_SITE(18, 23))] + acc_l6[0ull] + (float)m_l6[1ull][2ull] + (float)m_l6[3ull][0ull] + w_l6[2ull];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/arrays.rs"
            u_fc_sv_l7 = copy_l7[(unsigned long long)fc::rem(*fc::defer_ptr(k, i_l7, k_len, u_fc_pending_l7, 590592u), 8u, FC_SITE(18, 23))] + acc_l7[0ull] + (float)m_l7[1ull][2ull] + (float)m_l7[3ull][0ull] + w_l7[2ull];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 18 "cases/arrays.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_arrays_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_arrays_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_arrays_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_arrays_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_arrays_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_arrays_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_arrays_lanes_v);
    }
}
#endif
#endif
#endif

#line 30 "cases/arrays.rs"
extern "C" __global__ void array_patterns(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    typedef decltype(halves_28875452(fc::declval<float>(), 0u)) fc_t1;
    fc::grid_dependency();
#line 31 "cases/arrays.rs"
    unsigned long long i = fc::grid_1();
#line 32 "cases/arrays.rs"
    if (i < y_len && i < x_len) {
#line 33 "cases/arrays.rs"
        fc::array<float, 3> parts_3 = fc::array<float, 3>{{x[i], 2.0f, 3.0f}};
#line 33 "cases/arrays.rs"
        float a = parts_3[0ull];
#line 33 "cases/arrays.rs"
        float b = parts_3[1ull];
#line 33 "cases/arrays.rs"
        float c = parts_3[2ull];
#line 34 "cases/arrays.rs"
        fc::tup2<fc::array<float, 2>, float> parts_7 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a + b, c}}, 1.0f};
#line 34 "cases/arrays.rs"
        fc::array<float, 2> parts_8 = parts_7.f0;
#line 34 "cases/arrays.rs"
        float p = parts_8[0ull];
#line 34 "cases/arrays.rs"
        float q = parts_8[1ull];
#line 34 "cases/arrays.rs"
        float r = parts_7.f1;
#line 35 "cases/arrays.rs"
        fc_t1 parts_12 = halves_28875452(p, 1u);
#line 35 "cases/arrays.rs"
        float h = parts_12[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
#line 36 "cases/arrays.rs"
        float s = q + r + h;
#line 37 "cases/arrays.rs"
        {
#line 37 "cases/arrays.rs"
            fc::array<fc::array<float, 2>, 2> each_15 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
#line 37 "cases/arrays.rs"
            unsigned long long fc_v = 2ull;
            for (unsigned long long k_16 = 0ull; k_16 < fc_v; ++k_16) {
#line 37 "cases/arrays.rs"
                fc::array<float, 2> parts_17 = each_15[k_16];
#line 37 "cases/arrays.rs"
                float e = parts_17[0ull];
#line 37 "cases/arrays.rs"
                float f = parts_17[1ull];
#line 38 "cases/arrays.rs"
                s += e * f;
            }
        }
#line 40 "cases/arrays.rs"
        y[i] = s;
    }
}
#if FC_LANES_TWIN
#line 30 "cases/arrays.rs"
extern "C" __global__ void array_patterns_lanes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    typedef decltype(halves_28875452(fc::declval<float>(), 0u)) fc_t1;
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
    fc::array<float, 3> parts_3_l0;
    fc::array<float, 3> parts_3_l1;
    fc::array<float, 3> parts_3_l2;
    fc::array<float, 3> parts_3_l3;
    float a_l0;
    float a_l1;
    float a_l2;
    float a_l3;
    float b_l0;
    float b_l1;
    float b_l2;
    float b_l3;
    float c_l0;
    float c_l1;
    float c_l2;
    float c_l3;
    fc::tup2<fc::array<float, 2>, float> parts_7_l0;
    fc::tup2<fc::array<float, 2>, float> parts_7_l1;
    fc::tup2<fc::array<float, 2>, float> parts_7_l2;
    fc::tup2<fc::array<float, 2>, float> parts_7_l3;
    fc::array<float, 2> parts_8_l0;
    fc::array<float, 2> parts_8_l1;
    fc::array<float, 2> parts_8_l2;
    fc::array<float, 2> parts_8_l3;
    float p_l0;
    float p_l1;
    float p_l2;
    float p_l3;
    float q_l0;
    float q_l1;
    float q_l2;
    float q_l3;
    float r_l0;
    float r_l1;
    float r_l2;
    float r_l3;
    fc_t1 parts_12_l0;
    fc_t1 parts_12_l1;
    fc_t1 parts_12_l2;
    fc_t1 parts_12_l3;
    float h_l0;
    float h_l1;
    float h_l2;
    float h_l3;
    float s_l0;
    float s_l1;
    float s_l2;
    float s_l3;
    fc::array<fc::array<float, 2>, 2> each_15_l0;
    fc::array<fc::array<float, 2>, 2> each_15_l1;
    fc::array<fc::array<float, 2>, 2> each_15_l2;
    fc::array<fc::array<float, 2>, 2> each_15_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 31 "cases/arrays.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 31 "cases/arrays.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 31 "cases/arrays.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 31 "cases/arrays.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 32 "cases/arrays.rs"
        u_fc_c_l0 = i_l0 < y_len && i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/arrays.rs"
        u_fc_c_l1 = i_l1 < y_len && i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/arrays.rs"
        u_fc_c_l2 = i_l2 < y_len && i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/arrays.rs"
        u_fc_c_l3 = i_l3 < y_len && i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
        parts_3_l0 = fc::array<float, 3>{{x[i_l0], 2.0f, 3.0f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
        parts_3_l1 = fc::array<float, 3>{{x[i_l1], 2.0f, 3.0f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
        parts_3_l2 = fc::array<float, 3>{{x[i_l2], 2.0f, 3.0f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
        parts_3_l3 = fc::array<float, 3>{{x[i_l3], 2.0f, 3.0f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
        a_l0 = parts_3_l0[0ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
        a_l1 = parts_3_l1[0ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
        a_l2 = parts_3_l2[0ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
        a_l3 = parts_3_l3[0ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
        b_l0 = parts_3_l0[1ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
        b_l1 = parts_3_l1[1ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
        b_l2 = parts_3_l2[1ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
        b_l3 = parts_3_l3[1ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
        c_l0 = parts_3_l0[2ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
        c_l1 = parts_3_l1[2ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
        c_l2 = parts_3_l2[2ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
        c_l3 = parts_3_l3[2ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        parts_7_l0 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l0 + b_l0, c_l0}}, 1.0f};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        parts_7_l1 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l1 + b_l1, c_l1}}, 1.0f};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        parts_7_l2 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l2 + b_l2, c_l2}}, 1.0f};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        parts_7_l3 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l3 + b_l3, c_l3}}, 1.0f};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        parts_8_l0 = parts_7_l0.f0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        parts_8_l1 = parts_7_l1.f0;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        parts_8_l2 = parts_7_l2.f0;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        parts_8_l3 = parts_7_l3.f0;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        p_l0 = parts_8_l0[0ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        p_l1 = parts_8_l1[0ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        p_l2 = parts_8_l2[0ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        p_l3 = parts_8_l3[0ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        q_l0 = parts_8_l0[1ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        q_l1 = parts_8_l1[1ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        q_l2 = parts_8_l2[1ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        q_l3 = parts_8_l3[1ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        r_l0 = parts_7_l0.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        r_l1 = parts_7_l1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        r_l2 = parts_7_l2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        r_l3 = parts_7_l3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 35 "cases/arrays.rs"
        parts_12_l0 = halves_28875452(p_l0, 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 35 "cases/arrays.rs"
        parts_12_l1 = halves_28875452(p_l1, 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 35 "cases/arrays.rs"
        parts_12_l2 = halves_28875452(p_l2, 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 35 "cases/arrays.rs"
        parts_12_l3 = halves_28875452(p_l3, 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 35 "cases/arrays.rs"
        h_l0 = parts_12_l0[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 35 "cases/arrays.rs"
        h_l1 = parts_12_l1[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 35 "cases/arrays.rs"
        h_l2 = parts_12_l2[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 35 "cases/arrays.rs"
        h_l3 = parts_12_l3[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/arrays.rs"
        s_l0 = q_l0 + r_l0 + h_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/arrays.rs"
        s_l1 = q_l1 + r_l1 + h_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/arrays.rs"
        s_l2 = q_l2 + r_l2 + h_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/arrays.rs"
        s_l3 = q_l3 + r_l3 + h_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/arrays.rs"
        each_15_l0 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/arrays.rs"
        each_15_l1 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/arrays.rs"
        each_15_l2 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/arrays.rs"
        each_15_l3 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v = 2ull;
        for (unsigned long long k_16_l0 = 0ull; k_16_l0 < fc_v; ++k_16_l0) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l0 = each_15_l0[k_16_l0];
#line 37 "cases/arrays.rs"
            float e_l0 = parts_17_l0[0ull];
#line 37 "cases/arrays.rs"
            float f_l0 = parts_17_l0[1ull];
#line 38 "cases/arrays.rs"
            s_l0 += e_l0 * f_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_1 = 2ull;
        for (unsigned long long k_16_l1 = 0ull; k_16_l1 < fc_v_1; ++k_16_l1) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l1 = each_15_l1[k_16_l1];
#line 37 "cases/arrays.rs"
            float e_l1 = parts_17_l1[0ull];
#line 37 "cases/arrays.rs"
            float f_l1 = parts_17_l1[1ull];
#line 38 "cases/arrays.rs"
            s_l1 += e_l1 * f_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_2 = 2ull;
        for (unsigned long long k_16_l2 = 0ull; k_16_l2 < fc_v_2; ++k_16_l2) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l2 = each_15_l2[k_16_l2];
#line 37 "cases/arrays.rs"
            float e_l2 = parts_17_l2[0ull];
#line 37 "cases/arrays.rs"
            float f_l2 = parts_17_l2[1ull];
#line 38 "cases/arrays.rs"
            s_l2 += e_l2 * f_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_3 = 2ull;
        for (unsigned long long k_16_l3 = 0ull; k_16_l3 < fc_v_3; ++k_16_l3) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l3 = each_15_l3[k_16_l3];
#line 37 "cases/arrays.rs"
            float e_l3 = parts_17_l3[0ull];
#line 37 "cases/arrays.rs"
            float f_l3 = parts_17_l3[1ull];
#line 38 "cases/arrays.rs"
            s_l3 += e_l3 * f_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 40 "cases/arrays.rs"
        u_fc_sv_l0 = s_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 40 "cases/arrays.rs"
        u_fc_sv_l1 = s_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 40 "cases/arrays.rs"
        u_fc_sv_l2 = s_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 40 "cases/arrays.rs"
        u_fc_sv_l3 = s_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 40 "cases/arrays.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 40 "cases/arrays.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 40 "cases/arrays.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 40 "cases/arrays.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 30 "cases/arrays.rs"
extern "C" __global__ void array_patterns_lanes_v(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    typedef decltype(halves_28875452(fc::declval<float>(), 0u)) fc_t1;
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
    fc::array<float, 3> parts_3_l0;
    fc::array<float, 3> parts_3_l1;
    fc::array<float, 3> parts_3_l2;
    fc::array<float, 3> parts_3_l3;
    fc::array<float, 3> parts_3_l4;
    fc::array<float, 3> parts_3_l5;
    fc::array<float, 3> parts_3_l6;
    fc::array<float, 3> parts_3_l7;
    float a_l0;
    float a_l1;
    float a_l2;
    float a_l3;
    float a_l4;
    float a_l5;
    float a_l6;
    float a_l7;
    float b_l0;
    float b_l1;
    float b_l2;
    float b_l3;
    float b_l4;
    float b_l5;
    float b_l6;
    float b_l7;
    float c_l0;
    float c_l1;
    float c_l2;
    float c_l3;
    float c_l4;
    float c_l5;
    float c_l6;
    float c_l7;
    fc::tup2<fc::array<float, 2>, float> parts_7_l0;
    fc::tup2<fc::array<float, 2>, float> parts_7_l1;
    fc::tup2<fc::array<float, 2>, float> parts_7_l2;
    fc::tup2<fc::array<float, 2>, float> parts_7_l3;
    fc::tup2<fc::array<float, 2>, float> parts_7_l4;
    fc::tup2<fc::array<float, 2>, float> parts_7_l5;
    fc::tup2<fc::array<float, 2>, float> parts_7_l6;
    fc::tup2<fc::array<float, 2>, float> parts_7_l7;
    fc::array<float, 2> parts_8_l0;
    fc::array<float, 2> parts_8_l1;
    fc::array<float, 2> parts_8_l2;
    fc::array<float, 2> parts_8_l3;
    fc::array<float, 2> parts_8_l4;
    fc::array<float, 2> parts_8_l5;
    fc::array<float, 2> parts_8_l6;
    fc::array<float, 2> parts_8_l7;
    float p_l0;
    float p_l1;
    float p_l2;
    float p_l3;
    float p_l4;
    float p_l5;
    float p_l6;
    float p_l7;
    float q_l0;
    float q_l1;
    float q_l2;
    float q_l3;
    float q_l4;
    float q_l5;
    float q_l6;
    float q_l7;
    float r_l0;
    float r_l1;
    float r_l2;
    float r_l3;
    float r_l4;
    float r_l5;
    float r_l6;
    float r_l7;
    fc_t1 parts_12_l0;
    fc_t1 parts_12_l1;
    fc_t1 parts_12_l2;
    fc_t1 parts_12_l3;
    fc_t1 parts_12_l4;
    fc_t1 parts_12_l5;
    fc_t1 parts_12_l6;
    fc_t1 parts_12_l7;
    float h_l0;
    float h_l1;
    float h_l2;
    float h_l3;
    float h_l4;
    float h_l5;
    float h_l6;
    float h_l7;
    float s_l0;
    float s_l1;
    float s_l2;
    float s_l3;
    float s_l4;
    float s_l5;
    float s_l6;
    float s_l7;
    fc::array<fc::array<float, 2>, 2> each_15_l0;
    fc::array<fc::array<float, 2>, 2> each_15_l1;
    fc::array<fc::array<float, 2>, 2> each_15_l2;
    fc::array<fc::array<float, 2>, 2> each_15_l3;
    fc::array<fc::array<float, 2>, 2> each_15_l4;
    fc::array<fc::array<float, 2>, 2> each_15_l5;
    fc::array<fc::array<float, 2>, 2> each_15_l6;
    fc::array<fc::array<float, 2>, 2> each_15_l7;
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
#line 31 "cases/arrays.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 31 "cases/arrays.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 31 "cases/arrays.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 31 "cases/arrays.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 31 "cases/arrays.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 31 "cases/arrays.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 31 "cases/arrays.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 31 "cases/arrays.rs"
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
#line 32 "cases/arrays.rs"
        u_fc_c_l0 = i_l0 < y_len && i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 32 "cases/arrays.rs"
        u_fc_c_l1 = i_l1 < y_len && i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 32 "cases/arrays.rs"
        u_fc_c_l2 = i_l2 < y_len && i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 32 "cases/arrays.rs"
        u_fc_c_l3 = i_l3 < y_len && i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 32 "cases/arrays.rs"
        u_fc_c_l4 = i_l4 < y_len && i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 32 "cases/arrays.rs"
        u_fc_c_l5 = i_l5 < y_len && i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 32 "cases/arrays.rs"
        u_fc_c_l6 = i_l6 < y_len && i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 32 "cases/arrays.rs"
        u_fc_c_l7 = i_l7 < y_len && i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 33 "cases/arrays.rs"
            parts_3_l0 = fc::array<float, 3>{{u_fc_vec[0], 2.0f, 3.0f}};
        }
        {
#line 33 "cases/arrays.rs"
            parts_3_l1 = fc::array<float, 3>{{u_fc_vec[1], 2.0f, 3.0f}};
        }
        {
#line 33 "cases/arrays.rs"
            parts_3_l2 = fc::array<float, 3>{{u_fc_vec[2], 2.0f, 3.0f}};
        }
        {
#line 33 "cases/arrays.rs"
            parts_3_l3 = fc::array<float, 3>{{u_fc_vec[3], 2.0f, 3.0f}};
        }
        {
#line 33 "cases/arrays.rs"
            parts_3_l4 = fc::array<float, 3>{{u_fc_vec[4], 2.0f, 3.0f}};
        }
        {
#line 33 "cases/arrays.rs"
            parts_3_l5 = fc::array<float, 3>{{u_fc_vec[5], 2.0f, 3.0f}};
        }
        {
#line 33 "cases/arrays.rs"
            parts_3_l6 = fc::array<float, 3>{{u_fc_vec[6], 2.0f, 3.0f}};
        }
        {
#line 33 "cases/arrays.rs"
            parts_3_l7 = fc::array<float, 3>{{u_fc_vec[7], 2.0f, 3.0f}};
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
            parts_3_l0 = fc::array<float, 3>{{x[i_l0], 2.0f, 3.0f}};
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
            parts_3_l1 = fc::array<float, 3>{{x[i_l1], 2.0f, 3.0f}};
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
            parts_3_l2 = fc::array<float, 3>{{x[i_l2], 2.0f, 3.0f}};
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
            parts_3_l3 = fc::array<float, 3>{{x[i_l3], 2.0f, 3.0f}};
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 33 "cases/arrays.rs"
            parts_3_l4 = fc::array<float, 3>{{x[i_l4], 2.0f, 3.0f}};
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 33 "cases/arrays.rs"
            parts_3_l5 = fc::array<float, 3>{{x[i_l5], 2.0f, 3.0f}};
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 33 "cases/arrays.rs"
            parts_3_l6 = fc::array<float, 3>{{x[i_l6], 2.0f, 3.0f}};
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 33 "cases/arrays.rs"
            parts_3_l7 = fc::array<float, 3>{{x[i_l7], 2.0f, 3.0f}};
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
        a_l0 = parts_3_l0[0ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
        a_l1 = parts_3_l1[0ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
        a_l2 = parts_3_l2[0ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
        a_l3 = parts_3_l3[0ull];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 33 "cases/arrays.rs"
        a_l4 = parts_3_l4[0ull];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 33 "cases/arrays.rs"
        a_l5 = parts_3_l5[0ull];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 33 "cases/arrays.rs"
        a_l6 = parts_3_l6[0ull];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 33 "cases/arrays.rs"
        a_l7 = parts_3_l7[0ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
        b_l0 = parts_3_l0[1ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
        b_l1 = parts_3_l1[1ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
        b_l2 = parts_3_l2[1ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
        b_l3 = parts_3_l3[1ull];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 33 "cases/arrays.rs"
        b_l4 = parts_3_l4[1ull];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 33 "cases/arrays.rs"
        b_l5 = parts_3_l5[1ull];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 33 "cases/arrays.rs"
        b_l6 = parts_3_l6[1ull];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 33 "cases/arrays.rs"
        b_l7 = parts_3_l7[1ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 33 "cases/arrays.rs"
        c_l0 = parts_3_l0[2ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 33 "cases/arrays.rs"
        c_l1 = parts_3_l1[2ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 33 "cases/arrays.rs"
        c_l2 = parts_3_l2[2ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 33 "cases/arrays.rs"
        c_l3 = parts_3_l3[2ull];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 33 "cases/arrays.rs"
        c_l4 = parts_3_l4[2ull];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 33 "cases/arrays.rs"
        c_l5 = parts_3_l5[2ull];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 33 "cases/arrays.rs"
        c_l6 = parts_3_l6[2ull];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 33 "cases/arrays.rs"
        c_l7 = parts_3_l7[2ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        parts_7_l0 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l0 + b_l0, c_l0}}, 1.0f};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        parts_7_l1 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l1 + b_l1, c_l1}}, 1.0f};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        parts_7_l2 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l2 + b_l2, c_l2}}, 1.0f};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        parts_7_l3 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l3 + b_l3, c_l3}}, 1.0f};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/arrays.rs"
        parts_7_l4 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l4 + b_l4, c_l4}}, 1.0f};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/arrays.rs"
        parts_7_l5 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l5 + b_l5, c_l5}}, 1.0f};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/arrays.rs"
        parts_7_l6 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l6 + b_l6, c_l6}}, 1.0f};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/arrays.rs"
        parts_7_l7 = fc::tup2<fc::array<float, 2>, float>{fc::array<float, 2>{{a_l7 + b_l7, c_l7}}, 1.0f};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        parts_8_l0 = parts_7_l0.f0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        parts_8_l1 = parts_7_l1.f0;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        parts_8_l2 = parts_7_l2.f0;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        parts_8_l3 = parts_7_l3.f0;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/arrays.rs"
        parts_8_l4 = parts_7_l4.f0;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/arrays.rs"
        parts_8_l5 = parts_7_l5.f0;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/arrays.rs"
        parts_8_l6 = parts_7_l6.f0;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/arrays.rs"
        parts_8_l7 = parts_7_l7.f0;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        p_l0 = parts_8_l0[0ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        p_l1 = parts_8_l1[0ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        p_l2 = parts_8_l2[0ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        p_l3 = parts_8_l3[0ull];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/arrays.rs"
        p_l4 = parts_8_l4[0ull];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/arrays.rs"
        p_l5 = parts_8_l5[0ull];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/arrays.rs"
        p_l6 = parts_8_l6[0ull];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/arrays.rs"
        p_l7 = parts_8_l7[0ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        q_l0 = parts_8_l0[1ull];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        q_l1 = parts_8_l1[1ull];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        q_l2 = parts_8_l2[1ull];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        q_l3 = parts_8_l3[1ull];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/arrays.rs"
        q_l4 = parts_8_l4[1ull];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/arrays.rs"
        q_l5 = parts_8_l5[1ull];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/arrays.rs"
        q_l6 = parts_8_l6[1ull];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/arrays.rs"
        q_l7 = parts_8_l7[1ull];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 34 "cases/arrays.rs"
        r_l0 = parts_7_l0.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 34 "cases/arrays.rs"
        r_l1 = parts_7_l1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 34 "cases/arrays.rs"
        r_l2 = parts_7_l2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 34 "cases/arrays.rs"
        r_l3 = parts_7_l3.f1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 34 "cases/arrays.rs"
        r_l4 = parts_7_l4.f1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 34 "cases/arrays.rs"
        r_l5 = parts_7_l5.f1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 34 "cases/arrays.rs"
        r_l6 = parts_7_l6.f1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 34 "cases/arrays.rs"
        r_l7 = parts_7_l7.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 35 "cases/arrays.rs"
        parts_12_l0 = halves_28875452(p_l0, 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 35 "cases/arrays.rs"
        parts_12_l1 = halves_28875452(p_l1, 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 35 "cases/arrays.rs"
        parts_12_l2 = halves_28875452(p_l2, 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 35 "cases/arrays.rs"
        parts_12_l3 = halves_28875452(p_l3, 1u);
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 35 "cases/arrays.rs"
        parts_12_l4 = halves_28875452(p_l4, 1u);
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 35 "cases/arrays.rs"
        parts_12_l5 = halves_28875452(p_l5, 1u);
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 35 "cases/arrays.rs"
        parts_12_l6 = halves_28875452(p_l6, 1u);
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 35 "cases/arrays.rs"
        parts_12_l7 = halves_28875452(p_l7, 1u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 35 "cases/arrays.rs"
        h_l0 = parts_12_l0[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 35 "cases/arrays.rs"
        h_l1 = parts_12_l1[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 35 "cases/arrays.rs"
        h_l2 = parts_12_l2[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 35 "cases/arrays.rs"
        h_l3 = parts_12_l3[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 35 "cases/arrays.rs"
        h_l4 = parts_12_l4[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 35 "cases/arrays.rs"
        h_l5 = parts_12_l5[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 35 "cases/arrays.rs"
        h_l6 = parts_12_l6[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 35 "cases/arrays.rs"
        h_l7 = parts_12_l7[fc::check_index(0ull, fc_t1::len, FC_SITE(35, 14))];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/arrays.rs"
        s_l0 = q_l0 + r_l0 + h_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/arrays.rs"
        s_l1 = q_l1 + r_l1 + h_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/arrays.rs"
        s_l2 = q_l2 + r_l2 + h_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/arrays.rs"
        s_l3 = q_l3 + r_l3 + h_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 36 "cases/arrays.rs"
        s_l4 = q_l4 + r_l4 + h_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 36 "cases/arrays.rs"
        s_l5 = q_l5 + r_l5 + h_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 36 "cases/arrays.rs"
        s_l6 = q_l6 + r_l6 + h_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 36 "cases/arrays.rs"
        s_l7 = q_l7 + r_l7 + h_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/arrays.rs"
        each_15_l0 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/arrays.rs"
        each_15_l1 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/arrays.rs"
        each_15_l2 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/arrays.rs"
        each_15_l3 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 37 "cases/arrays.rs"
        each_15_l4 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 37 "cases/arrays.rs"
        each_15_l5 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 37 "cases/arrays.rs"
        each_15_l6 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 37 "cases/arrays.rs"
        each_15_l7 = fc::array<fc::array<float, 2>, 2>{{fc::array<float, 2>{{1.0f, 2.0f}}, fc::array<float, 2>{{3.0f, 4.0f}}}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v = 2ull;
        for (unsigned long long k_16_l0 = 0ull; k_16_l0 < fc_v; ++k_16_l0) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l0 = each_15_l0[k_16_l0];
#line 37 "cases/arrays.rs"
            float e_l0 = parts_17_l0[0ull];
#line 37 "cases/arrays.rs"
            float f_l0 = parts_17_l0[1ull];
#line 38 "cases/arrays.rs"
            s_l0 += e_l0 * f_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_1 = 2ull;
        for (unsigned long long k_16_l1 = 0ull; k_16_l1 < fc_v_1; ++k_16_l1) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l1 = each_15_l1[k_16_l1];
#line 37 "cases/arrays.rs"
            float e_l1 = parts_17_l1[0ull];
#line 37 "cases/arrays.rs"
            float f_l1 = parts_17_l1[1ull];
#line 38 "cases/arrays.rs"
            s_l1 += e_l1 * f_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_2 = 2ull;
        for (unsigned long long k_16_l2 = 0ull; k_16_l2 < fc_v_2; ++k_16_l2) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l2 = each_15_l2[k_16_l2];
#line 37 "cases/arrays.rs"
            float e_l2 = parts_17_l2[0ull];
#line 37 "cases/arrays.rs"
            float f_l2 = parts_17_l2[1ull];
#line 38 "cases/arrays.rs"
            s_l2 += e_l2 * f_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_3 = 2ull;
        for (unsigned long long k_16_l3 = 0ull; k_16_l3 < fc_v_3; ++k_16_l3) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l3 = each_15_l3[k_16_l3];
#line 37 "cases/arrays.rs"
            float e_l3 = parts_17_l3[0ull];
#line 37 "cases/arrays.rs"
            float f_l3 = parts_17_l3[1ull];
#line 38 "cases/arrays.rs"
            s_l3 += e_l3 * f_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_4 = 2ull;
        for (unsigned long long k_16_l4 = 0ull; k_16_l4 < fc_v_4; ++k_16_l4) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l4 = each_15_l4[k_16_l4];
#line 37 "cases/arrays.rs"
            float e_l4 = parts_17_l4[0ull];
#line 37 "cases/arrays.rs"
            float f_l4 = parts_17_l4[1ull];
#line 38 "cases/arrays.rs"
            s_l4 += e_l4 * f_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_5 = 2ull;
        for (unsigned long long k_16_l5 = 0ull; k_16_l5 < fc_v_5; ++k_16_l5) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l5 = each_15_l5[k_16_l5];
#line 37 "cases/arrays.rs"
            float e_l5 = parts_17_l5[0ull];
#line 37 "cases/arrays.rs"
            float f_l5 = parts_17_l5[1ull];
#line 38 "cases/arrays.rs"
            s_l5 += e_l5 * f_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_6 = 2ull;
        for (unsigned long long k_16_l6 = 0ull; k_16_l6 < fc_v_6; ++k_16_l6) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l6 = each_15_l6[k_16_l6];
#line 37 "cases/arrays.rs"
            float e_l6 = parts_17_l6[0ull];
#line 37 "cases/arrays.rs"
            float f_l6 = parts_17_l6[1ull];
#line 38 "cases/arrays.rs"
            s_l6 += e_l6 * f_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 37 "cases/arrays.rs"
        unsigned long long fc_v_7 = 2ull;
        for (unsigned long long k_16_l7 = 0ull; k_16_l7 < fc_v_7; ++k_16_l7) {
#line 37 "cases/arrays.rs"
            fc::array<float, 2> parts_17_l7 = each_15_l7[k_16_l7];
#line 37 "cases/arrays.rs"
            float e_l7 = parts_17_l7[0ull];
#line 37 "cases/arrays.rs"
            float f_l7 = parts_17_l7[1ull];
#line 38 "cases/arrays.rs"
            s_l7 += e_l7 * f_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[0] = s_l0;
        }
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[1] = s_l1;
        }
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[2] = s_l2;
        }
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[3] = s_l3;
        }
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[4] = s_l4;
        }
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[5] = s_l5;
        }
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[6] = s_l6;
        }
        {
#line 40 "cases/arrays.rs"
            u_fc_sv[7] = s_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l0 = s_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l1 = s_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l2 = s_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l3 = s_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l4 = s_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l5 = s_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l6 = s_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 40 "cases/arrays.rs"
            u_fc_sv_l7 = s_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 40 "cases/arrays.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 40 "cases/arrays.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 40 "cases/arrays.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 40 "cases/arrays.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 40 "cases/arrays.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 40 "cases/arrays.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 40 "cases/arrays.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 40 "cases/arrays.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
