#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len) {
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
            acc[fc::check_index(j, 8ull, FC_SITE(10, 13))] = x[i] * (float)j;
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
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
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
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/arrays.rs"
        unsigned long long fc_v = 8ull;
        for (unsigned long long j_l0 = 0ull; j_l0 < fc_v; ++j_l0) {
#line 10 "cases/arrays.rs"
            acc_l0[fc::check_index(j_l0, 8ull, FC_SITE(10, 13))] = x[i_l0] * (float)j_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_1 = 8ull;
        for (unsigned long long j_l1 = 0ull; j_l1 < fc_v_1; ++j_l1) {
#line 10 "cases/arrays.rs"
            acc_l1[fc::check_index(j_l1, 8ull, FC_SITE(10, 13))] = x[i_l1] * (float)j_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_2 = 8ull;
        for (unsigned long long j_l2 = 0ull; j_l2 < fc_v_2; ++j_l2) {
#line 10 "cases/arrays.rs"
            acc_l2[fc::check_index(j_l2, 8ull, FC_SITE(10, 13))] = x[i_l2] * (float)j_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/arrays.rs"
        unsigned long long fc_v_3 = 8ull;
        for (unsigned long long j_l3 = 0ull; j_l3 < fc_v_3; ++j_l3) {
#line 10 "cases/arrays.rs"
            acc_l3[fc::check_index(j_l3, 8ull, FC_SITE(10, 13))] = x[i_l3] * (float)j_l3;
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
#endif
#else
#define FC_LEN_OF_arrays(w) ((w) == 0 ? k_len : 0ull)
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len) {
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
            acc[fc::check_index_p(j, 8ull, u_fc_pending, FC_LEN_OF_arrays(u_fc_pending.site & 31u), FC_SITE(10, 13))] = x[i] * (float)j;
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
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l0 = {};
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l1 = {};
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l2 = {};
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
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
            acc_l0[fc::check_index_p(j_l0, 8ull, u_fc_pending_l0, FC_LEN_OF_arrays_lanes(u_fc_pending_l0.site & 31u), FC_SITE(10, 13))] = x[i_l0] * (float)j_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_arrays_lanes);
        unsigned long long fc_v_1 = 8ull;
        for (unsigned long long j_l1 = 0ull; j_l1 < fc_v_1; ++j_l1) {
#line 10 "cases/arrays.rs"
            acc_l1[fc::check_index_p(j_l1, 8ull, u_fc_pending_l1, FC_LEN_OF_arrays_lanes(u_fc_pending_l1.site & 31u), FC_SITE(10, 13))] = x[i_l1] * (float)j_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_arrays_lanes);
        unsigned long long fc_v_2 = 8ull;
        for (unsigned long long j_l2 = 0ull; j_l2 < fc_v_2; ++j_l2) {
#line 10 "cases/arrays.rs"
            acc_l2[fc::check_index_p(j_l2, 8ull, u_fc_pending_l2, FC_LEN_OF_arrays_lanes(u_fc_pending_l2.site & 31u), FC_SITE(10, 13))] = x[i_l2] * (float)j_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_arrays_lanes);
        unsigned long long fc_v_3 = 8ull;
        for (unsigned long long j_l3 = 0ull; j_l3 < fc_v_3; ++j_l3) {
#line 10 "cases/arrays.rs"
            acc_l3[fc::check_index_p(j_l3, 8ull, u_fc_pending_l3, FC_LEN_OF_arrays_lanes(u_fc_pending_l3.site & 31u), FC_SITE(10, 13))] = x[i_l3] * (float)j_l3;
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
#endif
#endif
