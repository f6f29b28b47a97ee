#include "ferrocuda.cuh"


#define FC_LEN_OF_each(w) ((w) == 0 ? x_len : 0ull)
#line 7 "cases/for_each.rs"
extern "C" __global__ void each(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ pairs, unsigned long long pairs_len, const float* __restrict__ z, unsigned long long z_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 8 "cases/for_each.rs"
    unsigned long long i = fc::grid_1();
#line 9 "cases/for_each.rs"
    if (i < y_len) {
#line 10 "cases/for_each.rs"
        float acc = 0.0f;
#line 11 "cases/for_each.rs"
        {
#line 11 "cases/for_each.rs"
            fc::array<unsigned int, 5> each_6 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
#line 11 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
            unsigned long long fc_v = 5ull;
            for (unsigned long long k_7 = 0ull; k_7 < fc_v; ++k_7) {
#line 11 "cases/for_each.rs"
                unsigned int off = each_6[k_7];
#line 12 "cases/for_each.rs"
                acc += (float)off;
            }
        }
#line 14 "cases/for_each.rs"
        fc::array<float, 3> w = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
#line 15 "cases/for_each.rs"
        {
#line 15 "cases/for_each.rs"
            fc::array<float, 3> each_10 = w;
#line 15 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
            unsigned long long fc_v_1 = 3ull;
            for (unsigned long long k_11 = 0ull; k_11 < fc_v_1; ++k_11) {
#line 15 "cases/for_each.rs"
                float v = each_10[k_11];
#line 16 "cases/for_each.rs"
                w[0ull] += v;
#line 17 "cases/for_each.rs"
                acc += w[0ull];
            }
        }
#line 19 "cases/for_each.rs"
        fc::array<float, 3> taps = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
        unsigned long long fc_v_2 = 3ull;
        for (unsigned long long k = 0ull; k < fc_v_2; ++k) {
#line 20 "cases/for_each.rs"
            float t = taps[k];
#line 21 "cases/for_each.rs"
            if (i + k < x_len) {
#line 22 "cases/for_each.rs"
                acc += t * *fc::defer_ptr(x, i + k, x_len, u_fc_pending, 721792u);
            }
        }
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
        unsigned long long fc_v_3 = pairs_len;
        for (unsigned long long k_16 = 0ull; k_16 < fc_v_3; ++k_16) {
#line 25 "cases/for_each.rs"
            unsigned int p = pairs[k_16];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p == i) {
#line 27 "cases/for_each.rs"
                acc += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
#line 31 "cases/for_each.rs"
        {
#line 31 "cases/for_each.rs"
            fc::array<fc::tup2<float, float>, 2> each_18 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
#line 31 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
            unsigned long long fc_v_4 = 2ull;
            for (unsigned long long k_19 = 0ull; k_19 < fc_v_4; ++k_19) {
#line 31 "cases/for_each.rs"
                fc::tup2<float, float> fc_v_5 = each_18[k_19];
                float a = fc_v_5.f0;
                float b = fc_v_5.f1;
#line 32 "cases/for_each.rs"
                acc += a * b;
            }
        }
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
        unsigned long long fc_v_6 = x_len;
        for (unsigned long long k_22 = 0ull; k_22 < fc_v_6; ++k_22) {
#line 34 "cases/for_each.rs"
            float v_1 = x[k_22];
#line 35 "cases/for_each.rs"
            acc += v_1;
        }
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
        unsigned long long fc_v_7 = fc::min(x_len, z_len);
        for (unsigned long long k_24 = 0ull; k_24 < fc_v_7; ++k_24) {
#line 38 "cases/for_each.rs"
            float a_1 = x[k_24];
            float b_1 = z[k_24];
#line 39 "cases/for_each.rs"
            acc += a_1 * b_1;
        }
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
        unsigned long long fc_v_8 = fc::min(z_len, 3ull);
        for (unsigned long long k_1 = 0ull; k_1 < fc_v_8; ++k_1) {
#line 41 "cases/for_each.rs"
            float a_2 = z[k_1];
            float t_1 = taps[k_1];
#line 42 "cases/for_each.rs"
            acc += a_2 * t_1 * (float)k_1;
        }
#line 44 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
        y[i] = acc;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_each);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_each_lanes(w) ((w) == 0 ? x_len : 0ull)
#line 7 "cases/for_each.rs"
extern "C" __global__ void each_lanes(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ pairs, unsigned long long pairs_len, const float* __restrict__ z, unsigned long long z_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    fc::array<unsigned int, 5> each_6_l0;
    fc::array<unsigned int, 5> each_6_l1;
    fc::array<unsigned int, 5> each_6_l2;
    fc::array<unsigned int, 5> each_6_l3;
    fc::array<float, 3> w_l0;
    fc::array<float, 3> w_l1;
    fc::array<float, 3> w_l2;
    fc::array<float, 3> w_l3;
    fc::array<float, 3> each_10_l0;
    fc::array<float, 3> each_10_l1;
    fc::array<float, 3> each_10_l2;
    fc::array<float, 3> each_10_l3;
    fc::array<float, 3> taps_l0;
    fc::array<float, 3> taps_l1;
    fc::array<float, 3> taps_l2;
    fc::array<float, 3> taps_l3;
    fc::array<fc::tup2<float, float>, 2> each_18_l0;
    fc::array<fc::tup2<float, float>, 2> each_18_l1;
    fc::array<fc::tup2<float, float>, 2> each_18_l2;
    fc::array<fc::tup2<float, float>, 2> each_18_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 8 "cases/for_each.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/for_each.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/for_each.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/for_each.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 9 "cases/for_each.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/for_each.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/for_each.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/for_each.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/for_each.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/for_each.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/for_each.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/for_each.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/for_each.rs"
        each_6_l0 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/for_each.rs"
        each_6_l1 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/for_each.rs"
        each_6_l2 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/for_each.rs"
        each_6_l3 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v = 5ull;
        for (unsigned long long k_7_l0 = 0ull; k_7_l0 < fc_v; ++k_7_l0) {
#line 11 "cases/for_each.rs"
            unsigned int off_l0 = each_6_l0[k_7_l0];
#line 12 "cases/for_each.rs"
            acc_l0 += (float)off_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_1 = 5ull;
        for (unsigned long long k_7_l1 = 0ull; k_7_l1 < fc_v_1; ++k_7_l1) {
#line 11 "cases/for_each.rs"
            unsigned int off_l1 = each_6_l1[k_7_l1];
#line 12 "cases/for_each.rs"
            acc_l1 += (float)off_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_2 = 5ull;
        for (unsigned long long k_7_l2 = 0ull; k_7_l2 < fc_v_2; ++k_7_l2) {
#line 11 "cases/for_each.rs"
            unsigned int off_l2 = each_6_l2[k_7_l2];
#line 12 "cases/for_each.rs"
            acc_l2 += (float)off_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_3 = 5ull;
        for (unsigned long long k_7_l3 = 0ull; k_7_l3 < fc_v_3; ++k_7_l3) {
#line 11 "cases/for_each.rs"
            unsigned int off_l3 = each_6_l3[k_7_l3];
#line 12 "cases/for_each.rs"
            acc_l3 += (float)off_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/for_each.rs"
        w_l0 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/for_each.rs"
        w_l1 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/for_each.rs"
        w_l2 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/for_each.rs"
        w_l3 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/for_each.rs"
        each_10_l0 = w_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/for_each.rs"
        each_10_l1 = w_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/for_each.rs"
        each_10_l2 = w_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/for_each.rs"
        each_10_l3 = w_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_4 = 3ull;
        for (unsigned long long k_11_l0 = 0ull; k_11_l0 < fc_v_4; ++k_11_l0) {
#line 15 "cases/for_each.rs"
            float v_l0 = each_10_l0[k_11_l0];
#line 16 "cases/for_each.rs"
            w_l0[0ull] += v_l0;
#line 17 "cases/for_each.rs"
            acc_l0 += w_l0[0ull];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_5 = 3ull;
        for (unsigned long long k_11_l1 = 0ull; k_11_l1 < fc_v_5; ++k_11_l1) {
#line 15 "cases/for_each.rs"
            float v_l1 = each_10_l1[k_11_l1];
#line 16 "cases/for_each.rs"
            w_l1[0ull] += v_l1;
#line 17 "cases/for_each.rs"
            acc_l1 += w_l1[0ull];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_6 = 3ull;
        for (unsigned long long k_11_l2 = 0ull; k_11_l2 < fc_v_6; ++k_11_l2) {
#line 15 "cases/for_each.rs"
            float v_l2 = each_10_l2[k_11_l2];
#line 16 "cases/for_each.rs"
            w_l2[0ull] += v_l2;
#line 17 "cases/for_each.rs"
            acc_l2 += w_l2[0ull];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_7 = 3ull;
        for (unsigned long long k_11_l3 = 0ull; k_11_l3 < fc_v_7; ++k_11_l3) {
#line 15 "cases/for_each.rs"
            float v_l3 = each_10_l3[k_11_l3];
#line 16 "cases/for_each.rs"
            w_l3[0ull] += v_l3;
#line 17 "cases/for_each.rs"
            acc_l3 += w_l3[0ull];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 19 "cases/for_each.rs"
        taps_l0 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 19 "cases/for_each.rs"
        taps_l1 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 19 "cases/for_each.rs"
        taps_l2 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 19 "cases/for_each.rs"
        taps_l3 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_8 = 3ull;
        for (unsigned long long k_l0 = 0ull; k_l0 < fc_v_8; ++k_l0) {
#line 20 "cases/for_each.rs"
            float t_l0 = taps_l0[k_l0];
#line 21 "cases/for_each.rs"
            if (i_l0 + k_l0 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l0 += t_l0 * *fc::defer_ptr(x, i_l0 + k_l0, x_len, u_fc_pending_l0, 721792u);
            }
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_9 = 3ull;
        for (unsigned long long k_l1 = 0ull; k_l1 < fc_v_9; ++k_l1) {
#line 20 "cases/for_each.rs"
            float t_l1 = taps_l1[k_l1];
#line 21 "cases/for_each.rs"
            if (i_l1 + k_l1 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l1 += t_l1 * *fc::defer_ptr(x, i_l1 + k_l1, x_len, u_fc_pending_l1, 721792u);
            }
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_10 = 3ull;
        for (unsigned long long k_l2 = 0ull; k_l2 < fc_v_10; ++k_l2) {
#line 20 "cases/for_each.rs"
            float t_l2 = taps_l2[k_l2];
#line 21 "cases/for_each.rs"
            if (i_l2 + k_l2 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l2 += t_l2 * *fc::defer_ptr(x, i_l2 + k_l2, x_len, u_fc_pending_l2, 721792u);
            }
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_11 = 3ull;
        for (unsigned long long k_l3 = 0ull; k_l3 < fc_v_11; ++k_l3) {
#line 20 "cases/for_each.rs"
            float t_l3 = taps_l3[k_l3];
#line 21 "cases/for_each.rs"
            if (i_l3 + k_l3 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l3 += t_l3 * *fc::defer_ptr(x, i_l3 + k_l3, x_len, u_fc_pending_l3, 721792u);
            }
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_12 = pairs_len;
        for (unsigned long long k_16_l0 = 0ull; k_16_l0 < fc_v_12; ++k_16_l0) {
#line 25 "cases/for_each.rs"
            unsigned int p_l0 = pairs[k_16_l0];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l0 == i_l0) {
#line 27 "cases/for_each.rs"
                acc_l0 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_13 = pairs_len;
        for (unsigned long long k_16_l1 = 0ull; k_16_l1 < fc_v_13; ++k_16_l1) {
#line 25 "cases/for_each.rs"
            unsigned int p_l1 = pairs[k_16_l1];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l1 == i_l1) {
#line 27 "cases/for_each.rs"
                acc_l1 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_14 = pairs_len;
        for (unsigned long long k_16_l2 = 0ull; k_16_l2 < fc_v_14; ++k_16_l2) {
#line 25 "cases/for_each.rs"
            unsigned int p_l2 = pairs[k_16_l2];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l2 == i_l2) {
#line 27 "cases/for_each.rs"
                acc_l2 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_15 = pairs_len;
        for (unsigned long long k_16_l3 = 0ull; k_16_l3 < fc_v_15; ++k_16_l3) {
#line 25 "cases/for_each.rs"
            unsigned int p_l3 = pairs[k_16_l3];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l3 == i_l3) {
#line 27 "cases/for_each.rs"
                acc_l3 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 31 "cases/for_each.rs"
        each_18_l0 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 31 "cases/for_each.rs"
        each_18_l1 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 31 "cases/for_each.rs"
        each_18_l2 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 31 "cases/for_each.rs"
        each_18_l3 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_16 = 2ull;
        for (unsigned long long k_19_l0 = 0ull; k_19_l0 < fc_v_16; ++k_19_l0) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_17 = each_18_l0[k_19_l0];
            float a_l0 = fc_v_17.f0;
            float b_l0 = fc_v_17.f1;
#line 32 "cases/for_each.rs"
            acc_l0 += a_l0 * b_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_18 = 2ull;
        for (unsigned long long k_19_l1 = 0ull; k_19_l1 < fc_v_18; ++k_19_l1) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_19 = each_18_l1[k_19_l1];
            float a_l1 = fc_v_19.f0;
            float b_l1 = fc_v_19.f1;
#line 32 "cases/for_each.rs"
            acc_l1 += a_l1 * b_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_20 = 2ull;
        for (unsigned long long k_19_l2 = 0ull; k_19_l2 < fc_v_20; ++k_19_l2) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_21 = each_18_l2[k_19_l2];
            float a_l2 = fc_v_21.f0;
            float b_l2 = fc_v_21.f1;
#line 32 "cases/for_each.rs"
            acc_l2 += a_l2 * b_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_22 = 2ull;
        for (unsigned long long k_19_l3 = 0ull; k_19_l3 < fc_v_22; ++k_19_l3) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_23 = each_18_l3[k_19_l3];
            float a_l3 = fc_v_23.f0;
            float b_l3 = fc_v_23.f1;
#line 32 "cases/for_each.rs"
            acc_l3 += a_l3 * b_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_24 = x_len;
        for (unsigned long long k_22_l0 = 0ull; k_22_l0 < fc_v_24; ++k_22_l0) {
#line 34 "cases/for_each.rs"
            float v_1_l0 = x[k_22_l0];
#line 35 "cases/for_each.rs"
            acc_l0 += v_1_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_25 = x_len;
        for (unsigned long long k_22_l1 = 0ull; k_22_l1 < fc_v_25; ++k_22_l1) {
#line 34 "cases/for_each.rs"
            float v_1_l1 = x[k_22_l1];
#line 35 "cases/for_each.rs"
            acc_l1 += v_1_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_26 = x_len;
        for (unsigned long long k_22_l2 = 0ull; k_22_l2 < fc_v_26; ++k_22_l2) {
#line 34 "cases/for_each.rs"
            float v_1_l2 = x[k_22_l2];
#line 35 "cases/for_each.rs"
            acc_l2 += v_1_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_27 = x_len;
        for (unsigned long long k_22_l3 = 0ull; k_22_l3 < fc_v_27; ++k_22_l3) {
#line 34 "cases/for_each.rs"
            float v_1_l3 = x[k_22_l3];
#line 35 "cases/for_each.rs"
            acc_l3 += v_1_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_28 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l0 = 0ull; k_24_l0 < fc_v_28; ++k_24_l0) {
#line 38 "cases/for_each.rs"
            float a_1_l0 = x[k_24_l0];
            float b_1_l0 = z[k_24_l0];
#line 39 "cases/for_each.rs"
            acc_l0 += a_1_l0 * b_1_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_29 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l1 = 0ull; k_24_l1 < fc_v_29; ++k_24_l1) {
#line 38 "cases/for_each.rs"
            float a_1_l1 = x[k_24_l1];
            float b_1_l1 = z[k_24_l1];
#line 39 "cases/for_each.rs"
            acc_l1 += a_1_l1 * b_1_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_30 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l2 = 0ull; k_24_l2 < fc_v_30; ++k_24_l2) {
#line 38 "cases/for_each.rs"
            float a_1_l2 = x[k_24_l2];
            float b_1_l2 = z[k_24_l2];
#line 39 "cases/for_each.rs"
            acc_l2 += a_1_l2 * b_1_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_31 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l3 = 0ull; k_24_l3 < fc_v_31; ++k_24_l3) {
#line 38 "cases/for_each.rs"
            float a_1_l3 = x[k_24_l3];
            float b_1_l3 = z[k_24_l3];
#line 39 "cases/for_each.rs"
            acc_l3 += a_1_l3 * b_1_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_32 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l0 = 0ull; k_1_l0 < fc_v_32; ++k_1_l0) {
#line 41 "cases/for_each.rs"
            float a_2_l0 = z[k_1_l0];
            float t_1_l0 = taps_l0[k_1_l0];
#line 42 "cases/for_each.rs"
            acc_l0 += a_2_l0 * t_1_l0 * (float)k_1_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_33 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l1 = 0ull; k_1_l1 < fc_v_33; ++k_1_l1) {
#line 41 "cases/for_each.rs"
            float a_2_l1 = z[k_1_l1];
            float t_1_l1 = taps_l1[k_1_l1];
#line 42 "cases/for_each.rs"
            acc_l1 += a_2_l1 * t_1_l1 * (float)k_1_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_34 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l2 = 0ull; k_1_l2 < fc_v_34; ++k_1_l2) {
#line 41 "cases/for_each.rs"
            float a_2_l2 = z[k_1_l2];
            float t_1_l2 = taps_l2[k_1_l2];
#line 42 "cases/for_each.rs"
            acc_l2 += a_2_l2 * t_1_l2 * (float)k_1_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        unsigned long long fc_v_35 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l3 = 0ull; k_1_l3 < fc_v_35; ++k_1_l3) {
#line 41 "cases/for_each.rs"
            float a_2_l3 = z[k_1_l3];
            float t_1_l3 = taps_l3[k_1_l3];
#line 42 "cases/for_each.rs"
            acc_l3 += a_2_l3 * t_1_l3 * (float)k_1_l3;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/for_each.rs"
        u_fc_sv_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/for_each.rs"
        u_fc_sv_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/for_each.rs"
        u_fc_sv_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/for_each.rs"
        u_fc_sv_l3 = acc_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 44 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 44 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 44 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 44 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
        y[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_each_lanes_v(w) ((w) == 0 ? x_len : 0ull)
#line 7 "cases/for_each.rs"
extern "C" __global__ void each_lanes_v(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ pairs, unsigned long long pairs_len, const float* __restrict__ z, unsigned long long z_len, float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float acc_l4;
    float acc_l5;
    float acc_l6;
    float acc_l7;
    fc::array<unsigned int, 5> each_6_l0;
    fc::array<unsigned int, 5> each_6_l1;
    fc::array<unsigned int, 5> each_6_l2;
    fc::array<unsigned int, 5> each_6_l3;
    fc::array<unsigned int, 5> each_6_l4;
    fc::array<unsigned int, 5> each_6_l5;
    fc::array<unsigned int, 5> each_6_l6;
    fc::array<unsigned int, 5> each_6_l7;
    fc::array<float, 3> w_l0;
    fc::array<float, 3> w_l1;
    fc::array<float, 3> w_l2;
    fc::array<float, 3> w_l3;
    fc::array<float, 3> w_l4;
    fc::array<float, 3> w_l5;
    fc::array<float, 3> w_l6;
    fc::array<float, 3> w_l7;
    fc::array<float, 3> each_10_l0;
    fc::array<float, 3> each_10_l1;
    fc::array<float, 3> each_10_l2;
    fc::array<float, 3> each_10_l3;
    fc::array<float, 3> each_10_l4;
    fc::array<float, 3> each_10_l5;
    fc::array<float, 3> each_10_l6;
    fc::array<float, 3> each_10_l7;
    fc::array<float, 3> taps_l0;
    fc::array<float, 3> taps_l1;
    fc::array<float, 3> taps_l2;
    fc::array<float, 3> taps_l3;
    fc::array<float, 3> taps_l4;
    fc::array<float, 3> taps_l5;
    fc::array<float, 3> taps_l6;
    fc::array<float, 3> taps_l7;
    fc::array<fc::tup2<float, float>, 2> each_18_l0;
    fc::array<fc::tup2<float, float>, 2> each_18_l1;
    fc::array<fc::tup2<float, float>, 2> each_18_l2;
    fc::array<fc::tup2<float, float>, 2> each_18_l3;
    fc::array<fc::tup2<float, float>, 2> each_18_l4;
    fc::array<fc::tup2<float, float>, 2> each_18_l5;
    fc::array<fc::tup2<float, float>, 2> each_18_l6;
    fc::array<fc::tup2<float, float>, 2> each_18_l7;
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
#line 8 "cases/for_each.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 8 "cases/for_each.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 8 "cases/for_each.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 8 "cases/for_each.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 8 "cases/for_each.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 8 "cases/for_each.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 8 "cases/for_each.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 8 "cases/for_each.rs"
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
#line 9 "cases/for_each.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 9 "cases/for_each.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 9 "cases/for_each.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 9 "cases/for_each.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 9 "cases/for_each.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 9 "cases/for_each.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 9 "cases/for_each.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 9 "cases/for_each.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/for_each.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/for_each.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/for_each.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/for_each.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/for_each.rs"
        acc_l4 = 0.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/for_each.rs"
        acc_l5 = 0.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/for_each.rs"
        acc_l6 = 0.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/for_each.rs"
        acc_l7 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/for_each.rs"
        each_6_l0 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/for_each.rs"
        each_6_l1 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/for_each.rs"
        each_6_l2 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/for_each.rs"
        each_6_l3 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/for_each.rs"
        each_6_l4 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/for_each.rs"
        each_6_l5 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/for_each.rs"
        each_6_l6 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/for_each.rs"
        each_6_l7 = fc::array<unsigned int, 5>{{16u, 8u, 4u, 2u, 1u}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v = 5ull;
        for (unsigned long long k_7_l0 = 0ull; k_7_l0 < fc_v; ++k_7_l0) {
#line 11 "cases/for_each.rs"
            unsigned int off_l0 = each_6_l0[k_7_l0];
#line 12 "cases/for_each.rs"
            acc_l0 += (float)off_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_1 = 5ull;
        for (unsigned long long k_7_l1 = 0ull; k_7_l1 < fc_v_1; ++k_7_l1) {
#line 11 "cases/for_each.rs"
            unsigned int off_l1 = each_6_l1[k_7_l1];
#line 12 "cases/for_each.rs"
            acc_l1 += (float)off_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_2 = 5ull;
        for (unsigned long long k_7_l2 = 0ull; k_7_l2 < fc_v_2; ++k_7_l2) {
#line 11 "cases/for_each.rs"
            unsigned int off_l2 = each_6_l2[k_7_l2];
#line 12 "cases/for_each.rs"
            acc_l2 += (float)off_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_3 = 5ull;
        for (unsigned long long k_7_l3 = 0ull; k_7_l3 < fc_v_3; ++k_7_l3) {
#line 11 "cases/for_each.rs"
            unsigned int off_l3 = each_6_l3[k_7_l3];
#line 12 "cases/for_each.rs"
            acc_l3 += (float)off_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_4 = 5ull;
        for (unsigned long long k_7_l4 = 0ull; k_7_l4 < fc_v_4; ++k_7_l4) {
#line 11 "cases/for_each.rs"
            unsigned int off_l4 = each_6_l4[k_7_l4];
#line 12 "cases/for_each.rs"
            acc_l4 += (float)off_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_5 = 5ull;
        for (unsigned long long k_7_l5 = 0ull; k_7_l5 < fc_v_5; ++k_7_l5) {
#line 11 "cases/for_each.rs"
            unsigned int off_l5 = each_6_l5[k_7_l5];
#line 12 "cases/for_each.rs"
            acc_l5 += (float)off_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_6 = 5ull;
        for (unsigned long long k_7_l6 = 0ull; k_7_l6 < fc_v_6; ++k_7_l6) {
#line 11 "cases/for_each.rs"
            unsigned int off_l6 = each_6_l6[k_7_l6];
#line 12 "cases/for_each.rs"
            acc_l6 += (float)off_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 11 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_7 = 5ull;
        for (unsigned long long k_7_l7 = 0ull; k_7_l7 < fc_v_7; ++k_7_l7) {
#line 11 "cases/for_each.rs"
            unsigned int off_l7 = each_6_l7[k_7_l7];
#line 12 "cases/for_each.rs"
            acc_l7 += (float)off_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/for_each.rs"
        w_l0 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/for_each.rs"
        w_l1 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/for_each.rs"
        w_l2 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/for_each.rs"
        w_l3 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/for_each.rs"
        w_l4 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/for_each.rs"
        w_l5 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/for_each.rs"
        w_l6 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/for_each.rs"
        w_l7 = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/for_each.rs"
        each_10_l0 = w_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/for_each.rs"
        each_10_l1 = w_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/for_each.rs"
        each_10_l2 = w_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/for_each.rs"
        each_10_l3 = w_l3;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/for_each.rs"
        each_10_l4 = w_l4;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/for_each.rs"
        each_10_l5 = w_l5;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/for_each.rs"
        each_10_l6 = w_l6;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/for_each.rs"
        each_10_l7 = w_l7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_8 = 3ull;
        for (unsigned long long k_11_l0 = 0ull; k_11_l0 < fc_v_8; ++k_11_l0) {
#line 15 "cases/for_each.rs"
            float v_l0 = each_10_l0[k_11_l0];
#line 16 "cases/for_each.rs"
            w_l0[0ull] += v_l0;
#line 17 "cases/for_each.rs"
            acc_l0 += w_l0[0ull];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_9 = 3ull;
        for (unsigned long long k_11_l1 = 0ull; k_11_l1 < fc_v_9; ++k_11_l1) {
#line 15 "cases/for_each.rs"
            float v_l1 = each_10_l1[k_11_l1];
#line 16 "cases/for_each.rs"
            w_l1[0ull] += v_l1;
#line 17 "cases/for_each.rs"
            acc_l1 += w_l1[0ull];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_10 = 3ull;
        for (unsigned long long k_11_l2 = 0ull; k_11_l2 < fc_v_10; ++k_11_l2) {
#line 15 "cases/for_each.rs"
            float v_l2 = each_10_l2[k_11_l2];
#line 16 "cases/for_each.rs"
            w_l2[0ull] += v_l2;
#line 17 "cases/for_each.rs"
            acc_l2 += w_l2[0ull];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_11 = 3ull;
        for (unsigned long long k_11_l3 = 0ull; k_11_l3 < fc_v_11; ++k_11_l3) {
#line 15 "cases/for_each.rs"
            float v_l3 = each_10_l3[k_11_l3];
#line 16 "cases/for_each.rs"
            w_l3[0ull] += v_l3;
#line 17 "cases/for_each.rs"
            acc_l3 += w_l3[0ull];
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_12 = 3ull;
        for (unsigned long long k_11_l4 = 0ull; k_11_l4 < fc_v_12; ++k_11_l4) {
#line 15 "cases/for_each.rs"
            float v_l4 = each_10_l4[k_11_l4];
#line 16 "cases/for_each.rs"
            w_l4[0ull] += v_l4;
#line 17 "cases/for_each.rs"
            acc_l4 += w_l4[0ull];
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_13 = 3ull;
        for (unsigned long long k_11_l5 = 0ull; k_11_l5 < fc_v_13; ++k_11_l5) {
#line 15 "cases/for_each.rs"
            float v_l5 = each_10_l5[k_11_l5];
#line 16 "cases/for_each.rs"
            w_l5[0ull] += v_l5;
#line 17 "cases/for_each.rs"
            acc_l5 += w_l5[0ull];
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_14 = 3ull;
        for (unsigned long long k_11_l6 = 0ull; k_11_l6 < fc_v_14; ++k_11_l6) {
#line 15 "cases/for_each.rs"
            float v_l6 = each_10_l6[k_11_l6];
#line 16 "cases/for_each.rs"
            w_l6[0ull] += v_l6;
#line 17 "cases/for_each.rs"
            acc_l6 += w_l6[0ull];
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_15 = 3ull;
        for (unsigned long long k_11_l7 = 0ull; k_11_l7 < fc_v_15; ++k_11_l7) {
#line 15 "cases/for_each.rs"
            float v_l7 = each_10_l7[k_11_l7];
#line 16 "cases/for_each.rs"
            w_l7[0ull] += v_l7;
#line 17 "cases/for_each.rs"
            acc_l7 += w_l7[0ull];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 19 "cases/for_each.rs"
        taps_l0 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 19 "cases/for_each.rs"
        taps_l1 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 19 "cases/for_each.rs"
        taps_l2 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 19 "cases/for_each.rs"
        taps_l3 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 19 "cases/for_each.rs"
        taps_l4 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 19 "cases/for_each.rs"
        taps_l5 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 19 "cases/for_each.rs"
        taps_l6 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 19 "cases/for_each.rs"
        taps_l7 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_16 = 3ull;
        for (unsigned long long k_l0 = 0ull; k_l0 < fc_v_16; ++k_l0) {
#line 20 "cases/for_each.rs"
            float t_l0 = taps_l0[k_l0];
#line 21 "cases/for_each.rs"
            if (i_l0 + k_l0 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l0 += t_l0 * *fc::defer_ptr(x, i_l0 + k_l0, x_len, u_fc_pending_l0, 721792u);
            }
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_17 = 3ull;
        for (unsigned long long k_l1 = 0ull; k_l1 < fc_v_17; ++k_l1) {
#line 20 "cases/for_each.rs"
            float t_l1 = taps_l1[k_l1];
#line 21 "cases/for_each.rs"
            if (i_l1 + k_l1 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l1 += t_l1 * *fc::defer_ptr(x, i_l1 + k_l1, x_len, u_fc_pending_l1, 721792u);
            }
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_18 = 3ull;
        for (unsigned long long k_l2 = 0ull; k_l2 < fc_v_18; ++k_l2) {
#line 20 "cases/for_each.rs"
            float t_l2 = taps_l2[k_l2];
#line 21 "cases/for_each.rs"
            if (i_l2 + k_l2 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l2 += t_l2 * *fc::defer_ptr(x, i_l2 + k_l2, x_len, u_fc_pending_l2, 721792u);
            }
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_19 = 3ull;
        for (unsigned long long k_l3 = 0ull; k_l3 < fc_v_19; ++k_l3) {
#line 20 "cases/for_each.rs"
            float t_l3 = taps_l3[k_l3];
#line 21 "cases/for_each.rs"
            if (i_l3 + k_l3 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l3 += t_l3 * *fc::defer_ptr(x, i_l3 + k_l3, x_len, u_fc_pending_l3, 721792u);
            }
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_20 = 3ull;
        for (unsigned long long k_l4 = 0ull; k_l4 < fc_v_20; ++k_l4) {
#line 20 "cases/for_each.rs"
            float t_l4 = taps_l4[k_l4];
#line 21 "cases/for_each.rs"
            if (i_l4 + k_l4 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l4 += t_l4 * *fc::defer_ptr(x, i_l4 + k_l4, x_len, u_fc_pending_l4, 721792u);
            }
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_21 = 3ull;
        for (unsigned long long k_l5 = 0ull; k_l5 < fc_v_21; ++k_l5) {
#line 20 "cases/for_each.rs"
            float t_l5 = taps_l5[k_l5];
#line 21 "cases/for_each.rs"
            if (i_l5 + k_l5 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l5 += t_l5 * *fc::defer_ptr(x, i_l5 + k_l5, x_len, u_fc_pending_l5, 721792u);
            }
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_22 = 3ull;
        for (unsigned long long k_l6 = 0ull; k_l6 < fc_v_22; ++k_l6) {
#line 20 "cases/for_each.rs"
            float t_l6 = taps_l6[k_l6];
#line 21 "cases/for_each.rs"
            if (i_l6 + k_l6 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l6 += t_l6 * *fc::defer_ptr(x, i_l6 + k_l6, x_len, u_fc_pending_l6, 721792u);
            }
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 20 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_23 = 3ull;
        for (unsigned long long k_l7 = 0ull; k_l7 < fc_v_23; ++k_l7) {
#line 20 "cases/for_each.rs"
            float t_l7 = taps_l7[k_l7];
#line 21 "cases/for_each.rs"
            if (i_l7 + k_l7 < x_len) {
#line 22 "cases/for_each.rs"
                acc_l7 += t_l7 * *fc::defer_ptr(x, i_l7 + k_l7, x_len, u_fc_pending_l7, 721792u);
            }
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_24 = pairs_len;
        for (unsigned long long k_16_l0 = 0ull; k_16_l0 < fc_v_24; ++k_16_l0) {
#line 25 "cases/for_each.rs"
            unsigned int p_l0 = pairs[k_16_l0];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l0 == i_l0) {
#line 27 "cases/for_each.rs"
                acc_l0 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_25 = pairs_len;
        for (unsigned long long k_16_l1 = 0ull; k_16_l1 < fc_v_25; ++k_16_l1) {
#line 25 "cases/for_each.rs"
            unsigned int p_l1 = pairs[k_16_l1];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l1 == i_l1) {
#line 27 "cases/for_each.rs"
                acc_l1 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_26 = pairs_len;
        for (unsigned long long k_16_l2 = 0ull; k_16_l2 < fc_v_26; ++k_16_l2) {
#line 25 "cases/for_each.rs"
            unsigned int p_l2 = pairs[k_16_l2];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l2 == i_l2) {
#line 27 "cases/for_each.rs"
                acc_l2 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_27 = pairs_len;
        for (unsigned long long k_16_l3 = 0ull; k_16_l3 < fc_v_27; ++k_16_l3) {
#line 25 "cases/for_each.rs"
            unsigned int p_l3 = pairs[k_16_l3];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l3 == i_l3) {
#line 27 "cases/for_each.rs"
                acc_l3 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_28 = pairs_len;
        for (unsigned long long k_16_l4 = 0ull; k_16_l4 < fc_v_28; ++k_16_l4) {
#line 25 "cases/for_each.rs"
            unsigned int p_l4 = pairs[k_16_l4];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l4 == i_l4) {
#line 27 "cases/for_each.rs"
                acc_l4 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_29 = pairs_len;
        for (unsigned long long k_16_l5 = 0ull; k_16_l5 < fc_v_29; ++k_16_l5) {
#line 25 "cases/for_each.rs"
            unsigned int p_l5 = pairs[k_16_l5];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l5 == i_l5) {
#line 27 "cases/for_each.rs"
                acc_l5 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_30 = pairs_len;
        for (unsigned long long k_16_l6 = 0ull; k_16_l6 < fc_v_30; ++k_16_l6) {
#line 25 "cases/for_each.rs"
            unsigned int p_l6 = pairs[k_16_l6];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l6 == i_l6) {
#line 27 "cases/for_each.rs"
                acc_l6 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 25 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_31 = pairs_len;
        for (unsigned long long k_16_l7 = 0ull; k_16_l7 < fc_v_31; ++k_16_l7) {
#line 25 "cases/for_each.rs"
            unsigned int p_l7 = pairs[k_16_l7];
#line 26 "cases/for_each.rs"
            if ((unsigned long long)p_l7 == i_l7) {
#line 27 "cases/for_each.rs"
                acc_l7 += 1.0f;
#line 28 "cases/for_each.rs"
                break;
            }
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 31 "cases/for_each.rs"
        each_18_l0 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 31 "cases/for_each.rs"
        each_18_l1 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 31 "cases/for_each.rs"
        each_18_l2 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 31 "cases/for_each.rs"
        each_18_l3 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 31 "cases/for_each.rs"
        each_18_l4 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 31 "cases/for_each.rs"
        each_18_l5 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 31 "cases/for_each.rs"
        each_18_l6 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 31 "cases/for_each.rs"
        each_18_l7 = fc::array<fc::tup2<float, float>, 2>{{fc::tup2<float, float>{1.0f, 2.0f}, fc::tup2<float, float>{3.0f, 4.0f}}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_32 = 2ull;
        for (unsigned long long k_19_l0 = 0ull; k_19_l0 < fc_v_32; ++k_19_l0) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_33 = each_18_l0[k_19_l0];
            float a_l0 = fc_v_33.f0;
            float b_l0 = fc_v_33.f1;
#line 32 "cases/for_each.rs"
            acc_l0 += a_l0 * b_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_34 = 2ull;
        for (unsigned long long k_19_l1 = 0ull; k_19_l1 < fc_v_34; ++k_19_l1) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_35 = each_18_l1[k_19_l1];
            float a_l1 = fc_v_35.f0;
            float b_l1 = fc_v_35.f1;
#line 32 "cases/for_each.rs"
            acc_l1 += a_l1 * b_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_36 = 2ull;
        for (unsigned long long k_19_l2 = 0ull; k_19_l2 < fc_v_36; ++k_19_l2) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_37 = each_18_l2[k_19_l2];
            float a_l2 = fc_v_37.f0;
            float b_l2 = fc_v_37.f1;
#line 32 "cases/for_each.rs"
            acc_l2 += a_l2 * b_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_38 = 2ull;
        for (unsigned long long k_19_l3 = 0ull; k_19_l3 < fc_v_38; ++k_19_l3) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_39 = each_18_l3[k_19_l3];
            float a_l3 = fc_v_39.f0;
            float b_l3 = fc_v_39.f1;
#line 32 "cases/for_each.rs"
            acc_l3 += a_l3 * b_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_40 = 2ull;
        for (unsigned long long k_19_l4 = 0ull; k_19_l4 < fc_v_40; ++k_19_l4) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_41 = each_18_l4[k_19_l4];
            float a_l4 = fc_v_41.f0;
            float b_l4 = fc_v_41.f1;
#line 32 "cases/for_each.rs"
            acc_l4 += a_l4 * b_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_42 = 2ull;
        for (unsigned long long k_19_l5 = 0ull; k_19_l5 < fc_v_42; ++k_19_l5) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_43 = each_18_l5[k_19_l5];
            float a_l5 = fc_v_43.f0;
            float b_l5 = fc_v_43.f1;
#line 32 "cases/for_each.rs"
            acc_l5 += a_l5 * b_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_44 = 2ull;
        for (unsigned long long k_19_l6 = 0ull; k_19_l6 < fc_v_44; ++k_19_l6) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_45 = each_18_l6[k_19_l6];
            float a_l6 = fc_v_45.f0;
            float b_l6 = fc_v_45.f1;
#line 32 "cases/for_each.rs"
            acc_l6 += a_l6 * b_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 31 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_46 = 2ull;
        for (unsigned long long k_19_l7 = 0ull; k_19_l7 < fc_v_46; ++k_19_l7) {
#line 31 "cases/for_each.rs"
            fc::tup2<float, float> fc_v_47 = each_18_l7[k_19_l7];
            float a_l7 = fc_v_47.f0;
            float b_l7 = fc_v_47.f1;
#line 32 "cases/for_each.rs"
            acc_l7 += a_l7 * b_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_48 = x_len;
        for (unsigned long long k_22_l0 = 0ull; k_22_l0 < fc_v_48; ++k_22_l0) {
#line 34 "cases/for_each.rs"
            float v_1_l0 = x[k_22_l0];
#line 35 "cases/for_each.rs"
            acc_l0 += v_1_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_49 = x_len;
        for (unsigned long long k_22_l1 = 0ull; k_22_l1 < fc_v_49; ++k_22_l1) {
#line 34 "cases/for_each.rs"
            float v_1_l1 = x[k_22_l1];
#line 35 "cases/for_each.rs"
            acc_l1 += v_1_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_50 = x_len;
        for (unsigned long long k_22_l2 = 0ull; k_22_l2 < fc_v_50; ++k_22_l2) {
#line 34 "cases/for_each.rs"
            float v_1_l2 = x[k_22_l2];
#line 35 "cases/for_each.rs"
            acc_l2 += v_1_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_51 = x_len;
        for (unsigned long long k_22_l3 = 0ull; k_22_l3 < fc_v_51; ++k_22_l3) {
#line 34 "cases/for_each.rs"
            float v_1_l3 = x[k_22_l3];
#line 35 "cases/for_each.rs"
            acc_l3 += v_1_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_52 = x_len;
        for (unsigned long long k_22_l4 = 0ull; k_22_l4 < fc_v_52; ++k_22_l4) {
#line 34 "cases/for_each.rs"
            float v_1_l4 = x[k_22_l4];
#line 35 "cases/for_each.rs"
            acc_l4 += v_1_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_53 = x_len;
        for (unsigned long long k_22_l5 = 0ull; k_22_l5 < fc_v_53; ++k_22_l5) {
#line 34 "cases/for_each.rs"
            float v_1_l5 = x[k_22_l5];
#line 35 "cases/for_each.rs"
            acc_l5 += v_1_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_54 = x_len;
        for (unsigned long long k_22_l6 = 0ull; k_22_l6 < fc_v_54; ++k_22_l6) {
#line 34 "cases/for_each.rs"
            float v_1_l6 = x[k_22_l6];
#line 35 "cases/for_each.rs"
            acc_l6 += v_1_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 34 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_55 = x_len;
        for (unsigned long long k_22_l7 = 0ull; k_22_l7 < fc_v_55; ++k_22_l7) {
#line 34 "cases/for_each.rs"
            float v_1_l7 = x[k_22_l7];
#line 35 "cases/for_each.rs"
            acc_l7 += v_1_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_56 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l0 = 0ull; k_24_l0 < fc_v_56; ++k_24_l0) {
#line 38 "cases/for_each.rs"
            float a_1_l0 = x[k_24_l0];
            float b_1_l0 = z[k_24_l0];
#line 39 "cases/for_each.rs"
            acc_l0 += a_1_l0 * b_1_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_57 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l1 = 0ull; k_24_l1 < fc_v_57; ++k_24_l1) {
#line 38 "cases/for_each.rs"
            float a_1_l1 = x[k_24_l1];
            float b_1_l1 = z[k_24_l1];
#line 39 "cases/for_each.rs"
            acc_l1 += a_1_l1 * b_1_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_58 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l2 = 0ull; k_24_l2 < fc_v_58; ++k_24_l2) {
#line 38 "cases/for_each.rs"
            float a_1_l2 = x[k_24_l2];
            float b_1_l2 = z[k_24_l2];
#line 39 "cases/for_each.rs"
            acc_l2 += a_1_l2 * b_1_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_59 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l3 = 0ull; k_24_l3 < fc_v_59; ++k_24_l3) {
#line 38 "cases/for_each.rs"
            float a_1_l3 = x[k_24_l3];
            float b_1_l3 = z[k_24_l3];
#line 39 "cases/for_each.rs"
            acc_l3 += a_1_l3 * b_1_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_60 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l4 = 0ull; k_24_l4 < fc_v_60; ++k_24_l4) {
#line 38 "cases/for_each.rs"
            float a_1_l4 = x[k_24_l4];
            float b_1_l4 = z[k_24_l4];
#line 39 "cases/for_each.rs"
            acc_l4 += a_1_l4 * b_1_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_61 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l5 = 0ull; k_24_l5 < fc_v_61; ++k_24_l5) {
#line 38 "cases/for_each.rs"
            float a_1_l5 = x[k_24_l5];
            float b_1_l5 = z[k_24_l5];
#line 39 "cases/for_each.rs"
            acc_l5 += a_1_l5 * b_1_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_62 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l6 = 0ull; k_24_l6 < fc_v_62; ++k_24_l6) {
#line 38 "cases/for_each.rs"
            float a_1_l6 = x[k_24_l6];
            float b_1_l6 = z[k_24_l6];
#line 39 "cases/for_each.rs"
            acc_l6 += a_1_l6 * b_1_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 38 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_63 = fc::min(x_len, z_len);
        for (unsigned long long k_24_l7 = 0ull; k_24_l7 < fc_v_63; ++k_24_l7) {
#line 38 "cases/for_each.rs"
            float a_1_l7 = x[k_24_l7];
            float b_1_l7 = z[k_24_l7];
#line 39 "cases/for_each.rs"
            acc_l7 += a_1_l7 * b_1_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_64 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l0 = 0ull; k_1_l0 < fc_v_64; ++k_1_l0) {
#line 41 "cases/for_each.rs"
            float a_2_l0 = z[k_1_l0];
            float t_1_l0 = taps_l0[k_1_l0];
#line 42 "cases/for_each.rs"
            acc_l0 += a_2_l0 * t_1_l0 * (float)k_1_l0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_65 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l1 = 0ull; k_1_l1 < fc_v_65; ++k_1_l1) {
#line 41 "cases/for_each.rs"
            float a_2_l1 = z[k_1_l1];
            float t_1_l1 = taps_l1[k_1_l1];
#line 42 "cases/for_each.rs"
            acc_l1 += a_2_l1 * t_1_l1 * (float)k_1_l1;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_66 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l2 = 0ull; k_1_l2 < fc_v_66; ++k_1_l2) {
#line 41 "cases/for_each.rs"
            float a_2_l2 = z[k_1_l2];
            float t_1_l2 = taps_l2[k_1_l2];
#line 42 "cases/for_each.rs"
            acc_l2 += a_2_l2 * t_1_l2 * (float)k_1_l2;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_67 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l3 = 0ull; k_1_l3 < fc_v_67; ++k_1_l3) {
#line 41 "cases/for_each.rs"
            float a_2_l3 = z[k_1_l3];
            float t_1_l3 = taps_l3[k_1_l3];
#line 42 "cases/for_each.rs"
            acc_l3 += a_2_l3 * t_1_l3 * (float)k_1_l3;
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_68 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l4 = 0ull; k_1_l4 < fc_v_68; ++k_1_l4) {
#line 41 "cases/for_each.rs"
            float a_2_l4 = z[k_1_l4];
            float t_1_l4 = taps_l4[k_1_l4];
#line 42 "cases/for_each.rs"
            acc_l4 += a_2_l4 * t_1_l4 * (float)k_1_l4;
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_69 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l5 = 0ull; k_1_l5 < fc_v_69; ++k_1_l5) {
#line 41 "cases/for_each.rs"
            float a_2_l5 = z[k_1_l5];
            float t_1_l5 = taps_l5[k_1_l5];
#line 42 "cases/for_each.rs"
            acc_l5 += a_2_l5 * t_1_l5 * (float)k_1_l5;
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_70 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l6 = 0ull; k_1_l6 < fc_v_70; ++k_1_l6) {
#line 41 "cases/for_each.rs"
            float a_2_l6 = z[k_1_l6];
            float t_1_l6 = taps_l6[k_1_l6];
#line 42 "cases/for_each.rs"
            acc_l6 += a_2_l6 * t_1_l6 * (float)k_1_l6;
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 41 "cases/for_each.rs"
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        unsigned long long fc_v_71 = fc::min(z_len, 3ull);
        for (unsigned long long k_1_l7 = 0ull; k_1_l7 < fc_v_71; ++k_1_l7) {
#line 41 "cases/for_each.rs"
            float a_2_l7 = z[k_1_l7];
            float t_1_l7 = taps_l7[k_1_l7];
#line 42 "cases/for_each.rs"
            acc_l7 += a_2_l7 * t_1_l7 * (float)k_1_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[0] = acc_l0;
        }
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[1] = acc_l1;
        }
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[2] = acc_l2;
        }
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[3] = acc_l3;
        }
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[4] = acc_l4;
        }
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[5] = acc_l5;
        }
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[6] = acc_l6;
        }
        {
#line 44 "cases/for_each.rs"
            u_fc_sv[7] = acc_l7;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l0 = acc_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l1 = acc_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l2 = acc_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l3 = acc_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l4 = acc_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l5 = acc_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l6 = acc_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 44 "cases/for_each.rs"
            u_fc_sv_l7 = acc_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 44 "cases/for_each.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
            y[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_each_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_each_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_each_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_each_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_each_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_each_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_each_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_each_lanes_v);
    }
}
#endif
#endif

#line 50 "cases/for_each.rs"
extern "C" __global__ void indexed(float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 51 "cases/for_each.rs"
    unsigned long long i = fc::grid_1();
#line 52 "cases/for_each.rs"
    if (i < y_len) {
#line 53 "cases/for_each.rs"
        fc::array<float, 3> taps = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
#line 54 "cases/for_each.rs"
        float acc = 0.0f;
#line 55 "cases/for_each.rs"
        unsigned long long fc_v = 3ull;
        for (unsigned long long k = 0ull; k < fc_v; ++k) {
#line 56 "cases/for_each.rs"
            acc += taps[k];
        }
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1 = 0ull; k_1 < 3ull; ++k_1) {
#line 59 "cases/for_each.rs"
            acc += taps[k_1];
        }
#line 61 "cases/for_each.rs"
        y[i] = acc;
    }
}
#if FC_LANES_TWIN
#line 50 "cases/for_each.rs"
extern "C" __global__ void indexed_lanes(float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    fc::array<float, 3> taps_l0;
    fc::array<float, 3> taps_l1;
    fc::array<float, 3> taps_l2;
    fc::array<float, 3> taps_l3;
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 51 "cases/for_each.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 51 "cases/for_each.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 51 "cases/for_each.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 51 "cases/for_each.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 52 "cases/for_each.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 52 "cases/for_each.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 52 "cases/for_each.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 52 "cases/for_each.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 53 "cases/for_each.rs"
        taps_l0 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 53 "cases/for_each.rs"
        taps_l1 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 53 "cases/for_each.rs"
        taps_l2 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 53 "cases/for_each.rs"
        taps_l3 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 54 "cases/for_each.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 54 "cases/for_each.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 54 "cases/for_each.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 54 "cases/for_each.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v = 3ull;
        for (unsigned long long k_l0 = 0ull; k_l0 < fc_v; ++k_l0) {
#line 56 "cases/for_each.rs"
            acc_l0 += taps_l0[k_l0];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_1 = 3ull;
        for (unsigned long long k_l1 = 0ull; k_l1 < fc_v_1; ++k_l1) {
#line 56 "cases/for_each.rs"
            acc_l1 += taps_l1[k_l1];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_2 = 3ull;
        for (unsigned long long k_l2 = 0ull; k_l2 < fc_v_2; ++k_l2) {
#line 56 "cases/for_each.rs"
            acc_l2 += taps_l2[k_l2];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_3 = 3ull;
        for (unsigned long long k_l3 = 0ull; k_l3 < fc_v_3; ++k_l3) {
#line 56 "cases/for_each.rs"
            acc_l3 += taps_l3[k_l3];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l0 = 0ull; k_1_l0 < 3ull; ++k_1_l0) {
#line 59 "cases/for_each.rs"
            acc_l0 += taps_l0[k_1_l0];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l1 = 0ull; k_1_l1 < 3ull; ++k_1_l1) {
#line 59 "cases/for_each.rs"
            acc_l1 += taps_l1[k_1_l1];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l2 = 0ull; k_1_l2 < 3ull; ++k_1_l2) {
#line 59 "cases/for_each.rs"
            acc_l2 += taps_l2[k_1_l2];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l3 = 0ull; k_1_l3 < 3ull; ++k_1_l3) {
#line 59 "cases/for_each.rs"
            acc_l3 += taps_l3[k_1_l3];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 61 "cases/for_each.rs"
        u_fc_sv_l0 = acc_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 61 "cases/for_each.rs"
        u_fc_sv_l1 = acc_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 61 "cases/for_each.rs"
        u_fc_sv_l2 = acc_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 61 "cases/for_each.rs"
        u_fc_sv_l3 = acc_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 61 "cases/for_each.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 61 "cases/for_each.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 61 "cases/for_each.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 61 "cases/for_each.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 50 "cases/for_each.rs"
extern "C" __global__ void indexed_lanes_v(float* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
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
    fc::array<float, 3> taps_l0;
    fc::array<float, 3> taps_l1;
    fc::array<float, 3> taps_l2;
    fc::array<float, 3> taps_l3;
    fc::array<float, 3> taps_l4;
    fc::array<float, 3> taps_l5;
    fc::array<float, 3> taps_l6;
    fc::array<float, 3> taps_l7;
    float acc_l0;
    float acc_l1;
    float acc_l2;
    float acc_l3;
    float acc_l4;
    float acc_l5;
    float acc_l6;
    float acc_l7;
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
#line 51 "cases/for_each.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 51 "cases/for_each.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 51 "cases/for_each.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 51 "cases/for_each.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 51 "cases/for_each.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 51 "cases/for_each.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 51 "cases/for_each.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 51 "cases/for_each.rs"
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
#line 52 "cases/for_each.rs"
        u_fc_c_l0 = i_l0 < y_len;
    }
    if (u_fc_alive_l1) {
#line 52 "cases/for_each.rs"
        u_fc_c_l1 = i_l1 < y_len;
    }
    if (u_fc_alive_l2) {
#line 52 "cases/for_each.rs"
        u_fc_c_l2 = i_l2 < y_len;
    }
    if (u_fc_alive_l3) {
#line 52 "cases/for_each.rs"
        u_fc_c_l3 = i_l3 < y_len;
    }
    if (u_fc_alive_l4) {
#line 52 "cases/for_each.rs"
        u_fc_c_l4 = i_l4 < y_len;
    }
    if (u_fc_alive_l5) {
#line 52 "cases/for_each.rs"
        u_fc_c_l5 = i_l5 < y_len;
    }
    if (u_fc_alive_l6) {
#line 52 "cases/for_each.rs"
        u_fc_c_l6 = i_l6 < y_len;
    }
    if (u_fc_alive_l7) {
#line 52 "cases/for_each.rs"
        u_fc_c_l7 = i_l7 < y_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 53 "cases/for_each.rs"
        taps_l0 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 53 "cases/for_each.rs"
        taps_l1 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 53 "cases/for_each.rs"
        taps_l2 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 53 "cases/for_each.rs"
        taps_l3 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 53 "cases/for_each.rs"
        taps_l4 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 53 "cases/for_each.rs"
        taps_l5 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 53 "cases/for_each.rs"
        taps_l6 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 53 "cases/for_each.rs"
        taps_l7 = fc::array<float, 3>{{0.25f, 0.5f, 0.25f}};
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 54 "cases/for_each.rs"
        acc_l0 = 0.0f;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 54 "cases/for_each.rs"
        acc_l1 = 0.0f;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 54 "cases/for_each.rs"
        acc_l2 = 0.0f;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 54 "cases/for_each.rs"
        acc_l3 = 0.0f;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 54 "cases/for_each.rs"
        acc_l4 = 0.0f;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 54 "cases/for_each.rs"
        acc_l5 = 0.0f;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 54 "cases/for_each.rs"
        acc_l6 = 0.0f;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 54 "cases/for_each.rs"
        acc_l7 = 0.0f;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v = 3ull;
        for (unsigned long long k_l0 = 0ull; k_l0 < fc_v; ++k_l0) {
#line 56 "cases/for_each.rs"
            acc_l0 += taps_l0[k_l0];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_1 = 3ull;
        for (unsigned long long k_l1 = 0ull; k_l1 < fc_v_1; ++k_l1) {
#line 56 "cases/for_each.rs"
            acc_l1 += taps_l1[k_l1];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_2 = 3ull;
        for (unsigned long long k_l2 = 0ull; k_l2 < fc_v_2; ++k_l2) {
#line 56 "cases/for_each.rs"
            acc_l2 += taps_l2[k_l2];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_3 = 3ull;
        for (unsigned long long k_l3 = 0ull; k_l3 < fc_v_3; ++k_l3) {
#line 56 "cases/for_each.rs"
            acc_l3 += taps_l3[k_l3];
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_4 = 3ull;
        for (unsigned long long k_l4 = 0ull; k_l4 < fc_v_4; ++k_l4) {
#line 56 "cases/for_each.rs"
            acc_l4 += taps_l4[k_l4];
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_5 = 3ull;
        for (unsigned long long k_l5 = 0ull; k_l5 < fc_v_5; ++k_l5) {
#line 56 "cases/for_each.rs"
            acc_l5 += taps_l5[k_l5];
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_6 = 3ull;
        for (unsigned long long k_l6 = 0ull; k_l6 < fc_v_6; ++k_l6) {
#line 56 "cases/for_each.rs"
            acc_l6 += taps_l6[k_l6];
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 55 "cases/for_each.rs"
        unsigned long long fc_v_7 = 3ull;
        for (unsigned long long k_l7 = 0ull; k_l7 < fc_v_7; ++k_l7) {
#line 56 "cases/for_each.rs"
            acc_l7 += taps_l7[k_l7];
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l0 = 0ull; k_1_l0 < 3ull; ++k_1_l0) {
#line 59 "cases/for_each.rs"
            acc_l0 += taps_l0[k_1_l0];
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l1 = 0ull; k_1_l1 < 3ull; ++k_1_l1) {
#line 59 "cases/for_each.rs"
            acc_l1 += taps_l1[k_1_l1];
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l2 = 0ull; k_1_l2 < 3ull; ++k_1_l2) {
#line 59 "cases/for_each.rs"
            acc_l2 += taps_l2[k_1_l2];
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l3 = 0ull; k_1_l3 < 3ull; ++k_1_l3) {
#line 59 "cases/for_each.rs"
            acc_l3 += taps_l3[k_1_l3];
        }
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l4 = 0ull; k_1_l4 < 3ull; ++k_1_l4) {
#line 59 "cases/for_each.rs"
            acc_l4 += taps_l4[k_1_l4];
        }
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l5 = 0ull; k_1_l5 < 3ull; ++k_1_l5) {
#line 59 "cases/for_each.rs"
            acc_l5 += taps_l5[k_1_l5];
        }
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l6 = 0ull; k_1_l6 < 3ull; ++k_1_l6) {
#line 59 "cases/for_each.rs"
            acc_l6 += taps_l6[k_1_l6];
        }
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 58 "cases/for_each.rs"
        #pragma unroll
        for (unsigned long long k_1_l7 = 0ull; k_1_l7 < 3ull; ++k_1_l7) {
#line 59 "cases/for_each.rs"
            acc_l7 += taps_l7[k_1_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[0] = acc_l0;
        }
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[1] = acc_l1;
        }
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[2] = acc_l2;
        }
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[3] = acc_l3;
        }
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[4] = acc_l4;
        }
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[5] = acc_l5;
        }
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[6] = acc_l6;
        }
        {
#line 61 "cases/for_each.rs"
            u_fc_sv[7] = acc_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l0 = acc_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l1 = acc_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l2 = acc_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l3 = acc_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l4 = acc_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l5 = acc_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l6 = acc_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 61 "cases/for_each.rs"
            u_fc_sv_l7 = acc_l7;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 61 "cases/for_each.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 61 "cases/for_each.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 61 "cases/for_each.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 61 "cases/for_each.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 61 "cases/for_each.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 61 "cases/for_each.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 61 "cases/for_each.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 61 "cases/for_each.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
