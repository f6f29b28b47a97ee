#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 4 "cases/casts.rs"
extern "C" __global__ void casts(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len) {
    fc::grid_dependency();
#line 5 "cases/casts.rs"
    unsigned long long k = fc::grid_1();
#line 6 "cases/casts.rs"
    if (k < f_len) {
#line 7 "cases/casts.rs"
        out_i8[k] = fc::f2i<signed char>(f[k]);
#line 8 "cases/casts.rs"
        out_u32[k] = fc::f2i<unsigned int>(d[k]);
#line 9 "cases/casts.rs"
        out_i64[k] = fc::add(fc::f2i<long long>(f[k]), fc::f2i<long long>(d[k]));
#line 10 "cases/casts.rs"
        out_f32[k] = (float)i[k] + (float)d[k];
#line 11 "cases/casts.rs"
        out_u16[k] = fc::add(fc::add((unsigned short)i[k], (unsigned short)true), ((unsigned short)70000));
#line 12 "cases/casts.rs"
        unsigned int bits = __float_as_uint(f[k]);
#line 13 "cases/casts.rs"
        out_f32[k] += __uint_as_float(bits ^ 1u);
    }
}
#if FC_LANES_TWIN
#line 4 "cases/casts.rs"
extern "C" __global__ void casts_lanes(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len, unsigned u_fc_blocks_x) {
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
    unsigned long long k_l0;
    unsigned long long k_l1;
    unsigned long long k_l2;
    unsigned long long k_l3;
    signed char u_fc_sv_l0;
    signed char u_fc_sv_l1;
    signed char u_fc_sv_l2;
    signed char u_fc_sv_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    long long u_fc_sv_l0_2;
    long long u_fc_sv_l1_2;
    long long u_fc_sv_l2_2;
    long long u_fc_sv_l3_2;
    float u_fc_sv_l0_3;
    float u_fc_sv_l1_3;
    float u_fc_sv_l2_3;
    float u_fc_sv_l3_3;
    unsigned short u_fc_sv_l0_4;
    unsigned short u_fc_sv_l1_4;
    unsigned short u_fc_sv_l2_4;
    unsigned short u_fc_sv_l3_4;
    unsigned int bits_l0;
    unsigned int bits_l1;
    unsigned int bits_l2;
    unsigned int bits_l3;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/casts.rs"
        k_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/casts.rs"
        k_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/casts.rs"
        k_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/casts.rs"
        k_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/casts.rs"
        u_fc_c_l0 = k_l0 < f_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/casts.rs"
        u_fc_c_l1 = k_l1 < f_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/casts.rs"
        u_fc_c_l2 = k_l2 < f_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/casts.rs"
        u_fc_c_l3 = k_l3 < f_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/casts.rs"
        u_fc_sv_l0 = fc::f2i<signed char>(f[k_l0]);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/casts.rs"
        u_fc_sv_l1 = fc::f2i<signed char>(f[k_l1]);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/casts.rs"
        u_fc_sv_l2 = fc::f2i<signed char>(f[k_l2]);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/casts.rs"
        u_fc_sv_l3 = fc::f2i<signed char>(f[k_l3]);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/casts.rs"
        out_i8[k_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/casts.rs"
        out_i8[k_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/casts.rs"
        out_i8[k_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/casts.rs"
        out_i8[k_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/casts.rs"
        u_fc_sv_l0_1 = fc::f2i<unsigned int>(d[k_l0]);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/casts.rs"
        u_fc_sv_l1_1 = fc::f2i<unsigned int>(d[k_l1]);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/casts.rs"
        u_fc_sv_l2_1 = fc::f2i<unsigned int>(d[k_l2]);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/casts.rs"
        u_fc_sv_l3_1 = fc::f2i<unsigned int>(d[k_l3]);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/casts.rs"
        out_u32[k_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/casts.rs"
        out_u32[k_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/casts.rs"
        out_u32[k_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/casts.rs"
        out_u32[k_l3] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/casts.rs"
        u_fc_sv_l0_2 = fc::add(fc::f2i<long long>(f[k_l0]), fc::f2i<long long>(d[k_l0]));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/casts.rs"
        u_fc_sv_l1_2 = fc::add(fc::f2i<long long>(f[k_l1]), fc::f2i<long long>(d[k_l1]));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/casts.rs"
        u_fc_sv_l2_2 = fc::add(fc::f2i<long long>(f[k_l2]), fc::f2i<long long>(d[k_l2]));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/casts.rs"
        u_fc_sv_l3_2 = fc::add(fc::f2i<long long>(f[k_l3]), fc::f2i<long long>(d[k_l3]));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/casts.rs"
        out_i64[k_l0] = u_fc_sv_l0_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/casts.rs"
        out_i64[k_l1] = u_fc_sv_l1_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/casts.rs"
        out_i64[k_l2] = u_fc_sv_l2_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/casts.rs"
        out_i64[k_l3] = u_fc_sv_l3_2;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/casts.rs"
        u_fc_sv_l0_3 = (float)i[k_l0] + (float)d[k_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/casts.rs"
        u_fc_sv_l1_3 = (float)i[k_l1] + (float)d[k_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/casts.rs"
        u_fc_sv_l2_3 = (float)i[k_l2] + (float)d[k_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/casts.rs"
        u_fc_sv_l3_3 = (float)i[k_l3] + (float)d[k_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/casts.rs"
        out_f32[k_l0] = u_fc_sv_l0_3;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/casts.rs"
        out_f32[k_l1] = u_fc_sv_l1_3;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/casts.rs"
        out_f32[k_l2] = u_fc_sv_l2_3;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/casts.rs"
        out_f32[k_l3] = u_fc_sv_l3_3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/casts.rs"
        u_fc_sv_l0_4 = fc::add(fc::add((unsigned short)i[k_l0], (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/casts.rs"
        u_fc_sv_l1_4 = fc::add(fc::add((unsigned short)i[k_l1], (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/casts.rs"
        u_fc_sv_l2_4 = fc::add(fc::add((unsigned short)i[k_l2], (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/casts.rs"
        u_fc_sv_l3_4 = fc::add(fc::add((unsigned short)i[k_l3], (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/casts.rs"
        out_u16[k_l0] = u_fc_sv_l0_4;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/casts.rs"
        out_u16[k_l1] = u_fc_sv_l1_4;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/casts.rs"
        out_u16[k_l2] = u_fc_sv_l2_4;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/casts.rs"
        out_u16[k_l3] = u_fc_sv_l3_4;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/casts.rs"
        bits_l0 = __float_as_uint(f[k_l0]);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/casts.rs"
        bits_l1 = __float_as_uint(f[k_l1]);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/casts.rs"
        bits_l2 = __float_as_uint(f[k_l2]);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/casts.rs"
        bits_l3 = __float_as_uint(f[k_l3]);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/casts.rs"
        u_fc_uv_l0 = __uint_as_float(bits_l0 ^ 1u);
        u_fc_old_l0 = out_f32[k_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/casts.rs"
        u_fc_uv_l1 = __uint_as_float(bits_l1 ^ 1u);
        u_fc_old_l1 = out_f32[k_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/casts.rs"
        u_fc_uv_l2 = __uint_as_float(bits_l2 ^ 1u);
        u_fc_old_l2 = out_f32[k_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/casts.rs"
        u_fc_uv_l3 = __uint_as_float(bits_l3 ^ 1u);
        u_fc_old_l3 = out_f32[k_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/casts.rs"
        u_fc_old_l0 += u_fc_uv_l0;
        out_f32[k_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/casts.rs"
        u_fc_old_l1 += u_fc_uv_l1;
        out_f32[k_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/casts.rs"
        u_fc_old_l2 += u_fc_uv_l2;
        out_f32[k_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/casts.rs"
        u_fc_old_l3 += u_fc_uv_l3;
        out_f32[k_l3] = u_fc_old_l3;
    }
}
#if FC_VECTOR_LANES
#line 4 "cases/casts.rs"
extern "C" __global__ void casts_lanes_v(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, signed char, double, unsigned int, long long, unsigned short>();
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
    unsigned long long k_l0;
    unsigned long long k_l1;
    unsigned long long k_l2;
    unsigned long long k_l3;
    unsigned long long k_l4;
    unsigned long long k_l5;
    unsigned long long k_l6;
    unsigned long long k_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    __align__(16) signed char u_fc_sv[FC_VLANES];
    signed char u_fc_sv_l0;
    signed char u_fc_sv_l1;
    signed char u_fc_sv_l2;
    signed char u_fc_sv_l3;
    signed char u_fc_sv_l4;
    signed char u_fc_sv_l5;
    signed char u_fc_sv_l6;
    signed char u_fc_sv_l7;
    __align__(16) double u_fc_vec_1[FC_VLANES];
    __align__(16) unsigned int u_fc_sv_1[FC_VLANES];
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    unsigned int u_fc_sv_l4_1;
    unsigned int u_fc_sv_l5_1;
    unsigned int u_fc_sv_l6_1;
    unsigned int u_fc_sv_l7_1;
    __align__(16) float u_fc_vec_2[FC_VLANES];
    __align__(16) double u_fc_vec_3[FC_VLANES];
    __align__(16) long long u_fc_sv_2[FC_VLANES];
    long long u_fc_sv_l0_2;
    long long u_fc_sv_l1_2;
    long long u_fc_sv_l2_2;
    long long u_fc_sv_l3_2;
    long long u_fc_sv_l4_2;
    long long u_fc_sv_l5_2;
    long long u_fc_sv_l6_2;
    long long u_fc_sv_l7_2;
    __align__(16) long long u_fc_vec_4[FC_VLANES];
    __align__(16) double u_fc_vec_5[FC_VLANES];
    __align__(16) float u_fc_sv_3[FC_VLANES];
    float u_fc_sv_l0_3;
    float u_fc_sv_l1_3;
    float u_fc_sv_l2_3;
    float u_fc_sv_l3_3;
    float u_fc_sv_l4_3;
    float u_fc_sv_l5_3;
    float u_fc_sv_l6_3;
    float u_fc_sv_l7_3;
    __align__(16) long long u_fc_vec_6[FC_VLANES];
    __align__(16) unsigned short u_fc_sv_4[FC_VLANES];
    unsigned short u_fc_sv_l0_4;
    unsigned short u_fc_sv_l1_4;
    unsigned short u_fc_sv_l2_4;
    unsigned short u_fc_sv_l3_4;
    unsigned short u_fc_sv_l4_4;
    unsigned short u_fc_sv_l5_4;
    unsigned short u_fc_sv_l6_4;
    unsigned short u_fc_sv_l7_4;
    __align__(16) float u_fc_vec_7[FC_VLANES];
    unsigned int bits_l0;
    unsigned int bits_l1;
    unsigned int bits_l2;
    unsigned int bits_l3;
    unsigned int bits_l4;
    unsigned int bits_l5;
    unsigned int bits_l6;
    unsigned int bits_l7;
    __align__(16) float u_fc_vec_8[FC_VLANES];
    __align__(16) float u_fc_sv_5[FC_VLANES];
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
#line 5 "cases/casts.rs"
        k_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/casts.rs"
        k_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/casts.rs"
        k_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/casts.rs"
        k_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/casts.rs"
        k_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/casts.rs"
        k_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/casts.rs"
        k_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/casts.rs"
        k_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
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
#line 6 "cases/casts.rs"
        u_fc_c_l0 = k_l0 < f_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/casts.rs"
        u_fc_c_l1 = k_l1 < f_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/casts.rs"
        u_fc_c_l2 = k_l2 < f_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/casts.rs"
        u_fc_c_l3 = k_l3 < f_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/casts.rs"
        u_fc_c_l4 = k_l4 < f_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/casts.rs"
        u_fc_c_l5 = k_l5 < f_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/casts.rs"
        u_fc_c_l6 = k_l6 < f_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/casts.rs"
        u_fc_c_l7 = k_l7 < f_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_i8, out_i8_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 7 "cases/casts.rs"
            u_fc_sv[0] = fc::f2i<signed char>(u_fc_vec[0]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[1] = fc::f2i<signed char>(u_fc_vec[1]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[2] = fc::f2i<signed char>(u_fc_vec[2]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[3] = fc::f2i<signed char>(u_fc_vec[3]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[4] = fc::f2i<signed char>(u_fc_vec[4]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[5] = fc::f2i<signed char>(u_fc_vec[5]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[6] = fc::f2i<signed char>(u_fc_vec[6]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[7] = fc::f2i<signed char>(u_fc_vec[7]);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_i8, u_fc_sv, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/casts.rs"
            u_fc_sv_l0 = fc::f2i<signed char>(f[k_l0]);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/casts.rs"
            u_fc_sv_l1 = fc::f2i<signed char>(f[k_l1]);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/casts.rs"
            u_fc_sv_l2 = fc::f2i<signed char>(f[k_l2]);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/casts.rs"
            u_fc_sv_l3 = fc::f2i<signed char>(f[k_l3]);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/casts.rs"
            u_fc_sv_l4 = fc::f2i<signed char>(f[k_l4]);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/casts.rs"
            u_fc_sv_l5 = fc::f2i<signed char>(f[k_l5]);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/casts.rs"
            u_fc_sv_l6 = fc::f2i<signed char>(f[k_l6]);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/casts.rs"
            u_fc_sv_l7 = fc::f2i<signed char>(f[k_l7]);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/casts.rs"
            out_i8[k_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/casts.rs"
            out_i8[k_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/casts.rs"
            out_i8[k_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/casts.rs"
            out_i8[k_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/casts.rs"
            out_i8[k_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/casts.rs"
            out_i8[k_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/casts.rs"
            out_i8[k_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/casts.rs"
            out_i8[k_l7] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_u32, out_u32_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_1, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[0] = fc::f2i<unsigned int>(u_fc_vec_1[0]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[1] = fc::f2i<unsigned int>(u_fc_vec_1[1]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[2] = fc::f2i<unsigned int>(u_fc_vec_1[2]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[3] = fc::f2i<unsigned int>(u_fc_vec_1[3]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[4] = fc::f2i<unsigned int>(u_fc_vec_1[4]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[5] = fc::f2i<unsigned int>(u_fc_vec_1[5]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[6] = fc::f2i<unsigned int>(u_fc_vec_1[6]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[7] = fc::f2i<unsigned int>(u_fc_vec_1[7]);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_u32, u_fc_sv_1, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/casts.rs"
            u_fc_sv_l0_1 = fc::f2i<unsigned int>(d[k_l0]);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/casts.rs"
            u_fc_sv_l1_1 = fc::f2i<unsigned int>(d[k_l1]);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/casts.rs"
            u_fc_sv_l2_1 = fc::f2i<unsigned int>(d[k_l2]);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/casts.rs"
            u_fc_sv_l3_1 = fc::f2i<unsigned int>(d[k_l3]);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/casts.rs"
            u_fc_sv_l4_1 = fc::f2i<unsigned int>(d[k_l4]);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/casts.rs"
            u_fc_sv_l5_1 = fc::f2i<unsigned int>(d[k_l5]);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/casts.rs"
            u_fc_sv_l6_1 = fc::f2i<unsigned int>(d[k_l6]);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/casts.rs"
            u_fc_sv_l7_1 = fc::f2i<unsigned int>(d[k_l7]);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/casts.rs"
            out_u32[k_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/casts.rs"
            out_u32[k_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/casts.rs"
            out_u32[k_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/casts.rs"
            out_u32[k_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/casts.rs"
            out_u32[k_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/casts.rs"
            out_u32[k_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/casts.rs"
            out_u32[k_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/casts.rs"
            out_u32[k_l7] = u_fc_sv_l7_1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_i64, out_i64_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec_2, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_3, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[0] = fc::add(fc::f2i<long long>(u_fc_vec_2[0]), fc::f2i<long long>(u_fc_vec_3[0]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[1] = fc::add(fc::f2i<long long>(u_fc_vec_2[1]), fc::f2i<long long>(u_fc_vec_3[1]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[2] = fc::add(fc::f2i<long long>(u_fc_vec_2[2]), fc::f2i<long long>(u_fc_vec_3[2]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[3] = fc::add(fc::f2i<long long>(u_fc_vec_2[3]), fc::f2i<long long>(u_fc_vec_3[3]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[4] = fc::add(fc::f2i<long long>(u_fc_vec_2[4]), fc::f2i<long long>(u_fc_vec_3[4]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[5] = fc::add(fc::f2i<long long>(u_fc_vec_2[5]), fc::f2i<long long>(u_fc_vec_3[5]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[6] = fc::add(fc::f2i<long long>(u_fc_vec_2[6]), fc::f2i<long long>(u_fc_vec_3[6]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[7] = fc::add(fc::f2i<long long>(u_fc_vec_2[7]), fc::f2i<long long>(u_fc_vec_3[7]));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_i64, u_fc_sv_2, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/casts.rs"
            u_fc_sv_l0_2 = fc::add(fc::f2i<long long>(f[k_l0]), fc::f2i<long long>(d[k_l0]));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/casts.rs"
            u_fc_sv_l1_2 = fc::add(fc::f2i<long long>(f[k_l1]), fc::f2i<long long>(d[k_l1]));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/casts.rs"
            u_fc_sv_l2_2 = fc::add(fc::f2i<long long>(f[k_l2]), fc::f2i<long long>(d[k_l2]));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/casts.rs"
            u_fc_sv_l3_2 = fc::add(fc::f2i<long long>(f[k_l3]), fc::f2i<long long>(d[k_l3]));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 9 "cases/casts.rs"
            u_fc_sv_l4_2 = fc::add(fc::f2i<long long>(f[k_l4]), fc::f2i<long long>(d[k_l4]));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 9 "cases/casts.rs"
            u_fc_sv_l5_2 = fc::add(fc::f2i<long long>(f[k_l5]), fc::f2i<long long>(d[k_l5]));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 9 "cases/casts.rs"
            u_fc_sv_l6_2 = fc::add(fc::f2i<long long>(f[k_l6]), fc::f2i<long long>(d[k_l6]));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 9 "cases/casts.rs"
            u_fc_sv_l7_2 = fc::add(fc::f2i<long long>(f[k_l7]), fc::f2i<long long>(d[k_l7]));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/casts.rs"
            out_i64[k_l0] = u_fc_sv_l0_2;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/casts.rs"
            out_i64[k_l1] = u_fc_sv_l1_2;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/casts.rs"
            out_i64[k_l2] = u_fc_sv_l2_2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/casts.rs"
            out_i64[k_l3] = u_fc_sv_l3_2;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 9 "cases/casts.rs"
            out_i64[k_l4] = u_fc_sv_l4_2;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 9 "cases/casts.rs"
            out_i64[k_l5] = u_fc_sv_l5_2;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 9 "cases/casts.rs"
            out_i64[k_l6] = u_fc_sv_l6_2;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 9 "cases/casts.rs"
            out_i64[k_l7] = u_fc_sv_l7_2;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(i, i_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_f32, out_f32_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(i, u_fc_vec_4, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_5, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[0] = (float)u_fc_vec_4[0] + (float)u_fc_vec_5[0];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[1] = (float)u_fc_vec_4[1] + (float)u_fc_vec_5[1];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[2] = (float)u_fc_vec_4[2] + (float)u_fc_vec_5[2];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[3] = (float)u_fc_vec_4[3] + (float)u_fc_vec_5[3];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[4] = (float)u_fc_vec_4[4] + (float)u_fc_vec_5[4];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[5] = (float)u_fc_vec_4[5] + (float)u_fc_vec_5[5];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[6] = (float)u_fc_vec_4[6] + (float)u_fc_vec_5[6];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[7] = (float)u_fc_vec_4[7] + (float)u_fc_vec_5[7];
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_f32, u_fc_sv_3, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/casts.rs"
            u_fc_sv_l0_3 = (float)i[k_l0] + (float)d[k_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/casts.rs"
            u_fc_sv_l1_3 = (float)i[k_l1] + (float)d[k_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/casts.rs"
            u_fc_sv_l2_3 = (float)i[k_l2] + (float)d[k_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/casts.rs"
            u_fc_sv_l3_3 = (float)i[k_l3] + (float)d[k_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/casts.rs"
            u_fc_sv_l4_3 = (float)i[k_l4] + (float)d[k_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/casts.rs"
            u_fc_sv_l5_3 = (float)i[k_l5] + (float)d[k_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/casts.rs"
            u_fc_sv_l6_3 = (float)i[k_l6] + (float)d[k_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/casts.rs"
            u_fc_sv_l7_3 = (float)i[k_l7] + (float)d[k_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/casts.rs"
            out_f32[k_l0] = u_fc_sv_l0_3;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/casts.rs"
            out_f32[k_l1] = u_fc_sv_l1_3;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/casts.rs"
            out_f32[k_l2] = u_fc_sv_l2_3;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/casts.rs"
            out_f32[k_l3] = u_fc_sv_l3_3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/casts.rs"
            out_f32[k_l4] = u_fc_sv_l4_3;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/casts.rs"
            out_f32[k_l5] = u_fc_sv_l5_3;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/casts.rs"
            out_f32[k_l6] = u_fc_sv_l6_3;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/casts.rs"
            out_f32[k_l7] = u_fc_sv_l7_3;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(i, i_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_u16, out_u16_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(i, u_fc_vec_6, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[0] = fc::add(fc::add((unsigned short)u_fc_vec_6[0], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[1] = fc::add(fc::add((unsigned short)u_fc_vec_6[1], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[2] = fc::add(fc::add((unsigned short)u_fc_vec_6[2], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[3] = fc::add(fc::add((unsigned short)u_fc_vec_6[3], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[4] = fc::add(fc::add((unsigned short)u_fc_vec_6[4], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[5] = fc::add(fc::add((unsigned short)u_fc_vec_6[5], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[6] = fc::add(fc::add((unsigned short)u_fc_vec_6[6], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[7] = fc::add(fc::add((unsigned short)u_fc_vec_6[7], (unsigned short)true), ((unsigned short)70000));
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_u16, u_fc_sv_4, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/casts.rs"
            u_fc_sv_l0_4 = fc::add(fc::add((unsigned short)i[k_l0], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/casts.rs"
            u_fc_sv_l1_4 = fc::add(fc::add((unsigned short)i[k_l1], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/casts.rs"
            u_fc_sv_l2_4 = fc::add(fc::add((unsigned short)i[k_l2], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/casts.rs"
            u_fc_sv_l3_4 = fc::add(fc::add((unsigned short)i[k_l3], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/casts.rs"
            u_fc_sv_l4_4 = fc::add(fc::add((unsigned short)i[k_l4], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/casts.rs"
            u_fc_sv_l5_4 = fc::add(fc::add((unsigned short)i[k_l5], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/casts.rs"
            u_fc_sv_l6_4 = fc::add(fc::add((unsigned short)i[k_l6], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/casts.rs"
            u_fc_sv_l7_4 = fc::add(fc::add((unsigned short)i[k_l7], (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/casts.rs"
            out_u16[k_l0] = u_fc_sv_l0_4;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/casts.rs"
            out_u16[k_l1] = u_fc_sv_l1_4;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/casts.rs"
            out_u16[k_l2] = u_fc_sv_l2_4;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/casts.rs"
            out_u16[k_l3] = u_fc_sv_l3_4;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/casts.rs"
            out_u16[k_l4] = u_fc_sv_l4_4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/casts.rs"
            out_u16[k_l5] = u_fc_sv_l5_4;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/casts.rs"
            out_u16[k_l6] = u_fc_sv_l6_4;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/casts.rs"
            out_u16[k_l7] = u_fc_sv_l7_4;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec_7, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 12 "cases/casts.rs"
            bits_l0 = __float_as_uint(u_fc_vec_7[0]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l1 = __float_as_uint(u_fc_vec_7[1]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l2 = __float_as_uint(u_fc_vec_7[2]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l3 = __float_as_uint(u_fc_vec_7[3]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l4 = __float_as_uint(u_fc_vec_7[4]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l5 = __float_as_uint(u_fc_vec_7[5]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l6 = __float_as_uint(u_fc_vec_7[6]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l7 = __float_as_uint(u_fc_vec_7[7]);
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/casts.rs"
            bits_l0 = __float_as_uint(f[k_l0]);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/casts.rs"
            bits_l1 = __float_as_uint(f[k_l1]);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/casts.rs"
            bits_l2 = __float_as_uint(f[k_l2]);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/casts.rs"
            bits_l3 = __float_as_uint(f[k_l3]);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/casts.rs"
            bits_l4 = __float_as_uint(f[k_l4]);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/casts.rs"
            bits_l5 = __float_as_uint(f[k_l5]);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/casts.rs"
            bits_l6 = __float_as_uint(f[k_l6]);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/casts.rs"
            bits_l7 = __float_as_uint(f[k_l7]);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_f32, out_f32_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out_f32, u_fc_vec_8, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l0 = __uint_as_float(bits_l0 ^ 1u);
            u_fc_sv_5[0] = u_fc_vec_8[0];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l1 = __uint_as_float(bits_l1 ^ 1u);
            u_fc_sv_5[1] = u_fc_vec_8[1];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l2 = __uint_as_float(bits_l2 ^ 1u);
            u_fc_sv_5[2] = u_fc_vec_8[2];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l3 = __uint_as_float(bits_l3 ^ 1u);
            u_fc_sv_5[3] = u_fc_vec_8[3];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l4 = __uint_as_float(bits_l4 ^ 1u);
            u_fc_sv_5[4] = u_fc_vec_8[4];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l5 = __uint_as_float(bits_l5 ^ 1u);
            u_fc_sv_5[5] = u_fc_vec_8[5];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l6 = __uint_as_float(bits_l6 ^ 1u);
            u_fc_sv_5[6] = u_fc_vec_8[6];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l7 = __uint_as_float(bits_l7 ^ 1u);
            u_fc_sv_5[7] = u_fc_vec_8[7];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[0] += u_fc_uv_l0;
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[1] += u_fc_uv_l1;
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[2] += u_fc_uv_l2;
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[3] += u_fc_uv_l3;
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[4] += u_fc_uv_l4;
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[5] += u_fc_uv_l5;
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[6] += u_fc_uv_l6;
        }
        {
#line 13 "cases/casts.rs"
            u_fc_sv_5[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_f32, u_fc_sv_5, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/casts.rs"
            u_fc_uv_l0_1 = __uint_as_float(bits_l0 ^ 1u);
            u_fc_old_l0 = out_f32[k_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/casts.rs"
            u_fc_uv_l1_1 = __uint_as_float(bits_l1 ^ 1u);
            u_fc_old_l1 = out_f32[k_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/casts.rs"
            u_fc_uv_l2_1 = __uint_as_float(bits_l2 ^ 1u);
            u_fc_old_l2 = out_f32[k_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/casts.rs"
            u_fc_uv_l3_1 = __uint_as_float(bits_l3 ^ 1u);
            u_fc_old_l3 = out_f32[k_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/casts.rs"
            u_fc_uv_l4_1 = __uint_as_float(bits_l4 ^ 1u);
            u_fc_old_l4 = out_f32[k_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/casts.rs"
            u_fc_uv_l5_1 = __uint_as_float(bits_l5 ^ 1u);
            u_fc_old_l5 = out_f32[k_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/casts.rs"
            u_fc_uv_l6_1 = __uint_as_float(bits_l6 ^ 1u);
            u_fc_old_l6 = out_f32[k_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/casts.rs"
            u_fc_uv_l7_1 = __uint_as_float(bits_l7 ^ 1u);
            u_fc_old_l7 = out_f32[k_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/casts.rs"
            u_fc_old_l0 += u_fc_uv_l0_1;
            out_f32[k_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/casts.rs"
            u_fc_old_l1 += u_fc_uv_l1_1;
            out_f32[k_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/casts.rs"
            u_fc_old_l2 += u_fc_uv_l2_1;
            out_f32[k_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/casts.rs"
            u_fc_old_l3 += u_fc_uv_l3_1;
            out_f32[k_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/casts.rs"
            u_fc_old_l4 += u_fc_uv_l4_1;
            out_f32[k_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/casts.rs"
            u_fc_old_l5 += u_fc_uv_l5_1;
            out_f32[k_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/casts.rs"
            u_fc_old_l6 += u_fc_uv_l6_1;
            out_f32[k_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/casts.rs"
            u_fc_old_l7 += u_fc_uv_l7_1;
            out_f32[k_l7] = u_fc_old_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_casts(w) ((w) == 0 ? d_len : (w) == 1 ? i_len : 0ull)
#line 4 "cases/casts.rs"
extern "C" __global__ void casts(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/casts.rs"
    unsigned long long k = fc::grid_1();
#line 6 "cases/casts.rs"
    if (k < f_len) {
#line 7 "cases/casts.rs"
        signed char fc_v = fc::f2i<signed char>(f[k]);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_casts);
        out_i8[fc::check_index_p(k, out_i8_len, u_fc_pending, FC_LEN_OF_casts(u_fc_pending.site & 31u), FC_SITE(7, 9))] = fc_v;
#line 8 "cases/casts.rs"
        unsigned int fc_v_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k, d_len, u_fc_pending, 262848u));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_casts);
        out_u32[fc::check_index_p(k, out_u32_len, u_fc_pending, FC_LEN_OF_casts(u_fc_pending.site & 31u), FC_SITE(8, 9))] = fc_v_1;
#line 9 "cases/casts.rs"
        long long fc_v_2 = fc::add(fc::f2i<long long>(f[k]), fc::f2i<long long>(*fc::defer_ptr(d, k, d_len, u_fc_pending, 296064u)));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_casts);
        out_i64[fc::check_index_p(k, out_i64_len, u_fc_pending, FC_LEN_OF_casts(u_fc_pending.site & 31u), FC_SITE(9, 9))] = fc_v_2;
#line 10 "cases/casts.rs"
        float fc_v_3 = (float)*fc::defer_ptr(i, k, i_len, u_fc_pending, 328385u) + (float)*fc::defer_ptr(d, k, d_len, u_fc_pending, 328832u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_casts);
        out_f32[fc::check_index_p(k, out_f32_len, u_fc_pending, FC_LEN_OF_casts(u_fc_pending.site & 31u), FC_SITE(10, 9))] = fc_v_3;
#line 11 "cases/casts.rs"
        unsigned short fc_v_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k, i_len, u_fc_pending, 361153u), (unsigned short)true), ((unsigned short)70000));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_casts);
        out_u16[fc::check_index_p(k, out_u16_len, u_fc_pending, FC_LEN_OF_casts(u_fc_pending.site & 31u), FC_SITE(11, 9))] = fc_v_4;
#line 12 "cases/casts.rs"
        unsigned int bits = __float_as_uint(f[k]);
#line 13 "cases/casts.rs"
        float fc_v_5 = __uint_as_float(bits ^ 1u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_casts);
        out_f32[fc::check_index_p(k, out_f32_len, u_fc_pending, FC_LEN_OF_casts(u_fc_pending.site & 31u), FC_SITE(13, 9))] += fc_v_5;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_casts);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_casts_lanes(w) ((w) == 0 ? d_len : (w) == 1 ? i_len : (w) == 2 ? out_f32_len : 0ull)
#line 4 "cases/casts.rs"
extern "C" __global__ void casts_lanes(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len, unsigned u_fc_blocks_x) {
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
    unsigned long long k_l0;
    unsigned long long k_l1;
    unsigned long long k_l2;
    unsigned long long k_l3;
    signed char u_fc_sv_l0;
    signed char u_fc_sv_l1;
    signed char u_fc_sv_l2;
    signed char u_fc_sv_l3;
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    long long u_fc_sv_l0_2;
    long long u_fc_sv_l1_2;
    long long u_fc_sv_l2_2;
    long long u_fc_sv_l3_2;
    float u_fc_sv_l0_3;
    float u_fc_sv_l1_3;
    float u_fc_sv_l2_3;
    float u_fc_sv_l3_3;
    unsigned short u_fc_sv_l0_4;
    unsigned short u_fc_sv_l1_4;
    unsigned short u_fc_sv_l2_4;
    unsigned short u_fc_sv_l3_4;
    unsigned int bits_l0;
    unsigned int bits_l1;
    unsigned int bits_l2;
    unsigned int bits_l3;
    float u_fc_old_l0;
    float u_fc_old_l1;
    float u_fc_old_l2;
    float u_fc_old_l3;
    float u_fc_uv_l0;
    float u_fc_uv_l1;
    float u_fc_uv_l2;
    float u_fc_uv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/casts.rs"
        k_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/casts.rs"
        k_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/casts.rs"
        k_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/casts.rs"
        k_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/casts.rs"
        u_fc_c_l0 = k_l0 < f_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/casts.rs"
        u_fc_c_l1 = k_l1 < f_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/casts.rs"
        u_fc_c_l2 = k_l2 < f_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/casts.rs"
        u_fc_c_l3 = k_l3 < f_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/casts.rs"
        u_fc_sv_l0 = fc::f2i<signed char>(f[k_l0]);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/casts.rs"
        u_fc_sv_l1 = fc::f2i<signed char>(f[k_l1]);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/casts.rs"
        u_fc_sv_l2 = fc::f2i<signed char>(f[k_l2]);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/casts.rs"
        u_fc_sv_l3 = fc::f2i<signed char>(f[k_l3]);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 7 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
        out_i8[fc::check_index_p(k_l0, out_i8_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes(u_fc_pending_l0.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 7 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
        out_i8[fc::check_index_p(k_l1, out_i8_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes(u_fc_pending_l1.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 7 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
        out_i8[fc::check_index_p(k_l2, out_i8_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes(u_fc_pending_l2.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 7 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
        out_i8[fc::check_index_p(k_l3, out_i8_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes(u_fc_pending_l3.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/casts.rs"
        u_fc_sv_l0_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l0, d_len, u_fc_pending_l0, 262848u));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/casts.rs"
        u_fc_sv_l1_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l1, d_len, u_fc_pending_l1, 262848u));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/casts.rs"
        u_fc_sv_l2_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l2, d_len, u_fc_pending_l2, 262848u));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/casts.rs"
        u_fc_sv_l3_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l3, d_len, u_fc_pending_l3, 262848u));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 8 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
        out_u32[fc::check_index_p(k_l0, out_u32_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes(u_fc_pending_l0.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 8 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
        out_u32[fc::check_index_p(k_l1, out_u32_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes(u_fc_pending_l1.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 8 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
        out_u32[fc::check_index_p(k_l2, out_u32_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes(u_fc_pending_l2.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 8 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
        out_u32[fc::check_index_p(k_l3, out_u32_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes(u_fc_pending_l3.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/casts.rs"
        u_fc_sv_l0_2 = fc::add(fc::f2i<long long>(f[k_l0]), fc::f2i<long long>(*fc::defer_ptr(d, k_l0, d_len, u_fc_pending_l0, 296064u)));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/casts.rs"
        u_fc_sv_l1_2 = fc::add(fc::f2i<long long>(f[k_l1]), fc::f2i<long long>(*fc::defer_ptr(d, k_l1, d_len, u_fc_pending_l1, 296064u)));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/casts.rs"
        u_fc_sv_l2_2 = fc::add(fc::f2i<long long>(f[k_l2]), fc::f2i<long long>(*fc::defer_ptr(d, k_l2, d_len, u_fc_pending_l2, 296064u)));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/casts.rs"
        u_fc_sv_l3_2 = fc::add(fc::f2i<long long>(f[k_l3]), fc::f2i<long long>(*fc::defer_ptr(d, k_l3, d_len, u_fc_pending_l3, 296064u)));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
        out_i64[fc::check_index_p(k_l0, out_i64_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes(u_fc_pending_l0.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l0_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
        out_i64[fc::check_index_p(k_l1, out_i64_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes(u_fc_pending_l1.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l1_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
        out_i64[fc::check_index_p(k_l2, out_i64_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes(u_fc_pending_l2.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l2_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
        out_i64[fc::check_index_p(k_l3, out_i64_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes(u_fc_pending_l3.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l3_2;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/casts.rs"
        u_fc_sv_l0_3 = (float)*fc::defer_ptr(i, k_l0, i_len, u_fc_pending_l0, 328385u) + (float)*fc::defer_ptr(d, k_l0, d_len, u_fc_pending_l0, 328832u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/casts.rs"
        u_fc_sv_l1_3 = (float)*fc::defer_ptr(i, k_l1, i_len, u_fc_pending_l1, 328385u) + (float)*fc::defer_ptr(d, k_l1, d_len, u_fc_pending_l1, 328832u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/casts.rs"
        u_fc_sv_l2_3 = (float)*fc::defer_ptr(i, k_l2, i_len, u_fc_pending_l2, 328385u) + (float)*fc::defer_ptr(d, k_l2, d_len, u_fc_pending_l2, 328832u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/casts.rs"
        u_fc_sv_l3_3 = (float)*fc::defer_ptr(i, k_l3, i_len, u_fc_pending_l3, 328385u) + (float)*fc::defer_ptr(d, k_l3, d_len, u_fc_pending_l3, 328832u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 10 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l0, out_f32_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes(u_fc_pending_l0.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l0_3;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 10 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l1, out_f32_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes(u_fc_pending_l1.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l1_3;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 10 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l2, out_f32_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes(u_fc_pending_l2.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l2_3;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 10 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l3, out_f32_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes(u_fc_pending_l3.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l3_3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/casts.rs"
        u_fc_sv_l0_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l0, i_len, u_fc_pending_l0, 361153u), (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/casts.rs"
        u_fc_sv_l1_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l1, i_len, u_fc_pending_l1, 361153u), (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/casts.rs"
        u_fc_sv_l2_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l2, i_len, u_fc_pending_l2, 361153u), (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/casts.rs"
        u_fc_sv_l3_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l3, i_len, u_fc_pending_l3, 361153u), (unsigned short)true), ((unsigned short)70000));
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 11 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
        out_u16[fc::check_index_p(k_l0, out_u16_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes(u_fc_pending_l0.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l0_4;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 11 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
        out_u16[fc::check_index_p(k_l1, out_u16_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes(u_fc_pending_l1.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l1_4;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 11 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
        out_u16[fc::check_index_p(k_l2, out_u16_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes(u_fc_pending_l2.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l2_4;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 11 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
        out_u16[fc::check_index_p(k_l3, out_u16_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes(u_fc_pending_l3.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l3_4;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/casts.rs"
        bits_l0 = __float_as_uint(f[k_l0]);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/casts.rs"
        bits_l1 = __float_as_uint(f[k_l1]);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/casts.rs"
        bits_l2 = __float_as_uint(f[k_l2]);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/casts.rs"
        bits_l3 = __float_as_uint(f[k_l3]);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/casts.rs"
        u_fc_uv_l0 = __uint_as_float(bits_l0 ^ 1u);
        u_fc_old_l0 = *fc::defer_ptr(out_f32, k_l0, out_f32_len, u_fc_pending_l0, 426274u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/casts.rs"
        u_fc_uv_l1 = __uint_as_float(bits_l1 ^ 1u);
        u_fc_old_l1 = *fc::defer_ptr(out_f32, k_l1, out_f32_len, u_fc_pending_l1, 426274u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/casts.rs"
        u_fc_uv_l2 = __uint_as_float(bits_l2 ^ 1u);
        u_fc_old_l2 = *fc::defer_ptr(out_f32, k_l2, out_f32_len, u_fc_pending_l2, 426274u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/casts.rs"
        u_fc_uv_l3 = __uint_as_float(bits_l3 ^ 1u);
        u_fc_old_l3 = *fc::defer_ptr(out_f32, k_l3, out_f32_len, u_fc_pending_l3, 426274u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        out_f32[fc::check_index_p(k_l0, out_f32_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes(u_fc_pending_l0.site & 31u), FC_SITE(13, 9))] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        out_f32[fc::check_index_p(k_l1, out_f32_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes(u_fc_pending_l1.site & 31u), FC_SITE(13, 9))] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        out_f32[fc::check_index_p(k_l2, out_f32_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes(u_fc_pending_l2.site & 31u), FC_SITE(13, 9))] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/casts.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        out_f32[fc::check_index_p(k_l3, out_f32_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes(u_fc_pending_l3.site & 31u), FC_SITE(13, 9))] = u_fc_old_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_casts_lanes_v(w) ((w) == 0 ? d_len : (w) == 1 ? i_len : (w) == 2 ? out_f32_len : 0ull)
#line 4 "cases/casts.rs"
extern "C" __global__ void casts_lanes_v(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, signed char, double, unsigned int, long long, unsigned short>();
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
    unsigned long long k_l0;
    unsigned long long k_l1;
    unsigned long long k_l2;
    unsigned long long k_l3;
    unsigned long long k_l4;
    unsigned long long k_l5;
    unsigned long long k_l6;
    unsigned long long k_l7;
    __align__(16) float u_fc_vec[FC_VLANES];
    __align__(16) signed char u_fc_sv[FC_VLANES];
    signed char u_fc_sv_l0;
    signed char u_fc_sv_l1;
    signed char u_fc_sv_l2;
    signed char u_fc_sv_l3;
    signed char u_fc_sv_l4;
    signed char u_fc_sv_l5;
    signed char u_fc_sv_l6;
    signed char u_fc_sv_l7;
    __align__(16) double u_fc_vec_1[FC_VLANES];
    __align__(16) unsigned int u_fc_sv_1[FC_VLANES];
    unsigned int u_fc_sv_l0_1;
    unsigned int u_fc_sv_l1_1;
    unsigned int u_fc_sv_l2_1;
    unsigned int u_fc_sv_l3_1;
    unsigned int u_fc_sv_l4_1;
    unsigned int u_fc_sv_l5_1;
    unsigned int u_fc_sv_l6_1;
    unsigned int u_fc_sv_l7_1;
    __align__(16) float u_fc_vec_2[FC_VLANES];
    __align__(16) double u_fc_vec_3[FC_VLANES];
    __align__(16) long long u_fc_sv_2[FC_VLANES];
    long long u_fc_sv_l0_2;
    long long u_fc_sv_l1_2;
    long long u_fc_sv_l2_2;
    long long u_fc_sv_l3_2;
    long long u_fc_sv_l4_2;
    long long u_fc_sv_l5_2;
    long long u_fc_sv_l6_2;
    long long u_fc_sv_l7_2;
    __align__(16) long long u_fc_vec_4[FC_VLANES];
    __align__(16) double u_fc_vec_5[FC_VLANES];
    __align__(16) float u_fc_sv_3[FC_VLANES];
    float u_fc_sv_l0_3;
    float u_fc_sv_l1_3;
    float u_fc_sv_l2_3;
    float u_fc_sv_l3_3;
    float u_fc_sv_l4_3;
    float u_fc_sv_l5_3;
    float u_fc_sv_l6_3;
    float u_fc_sv_l7_3;
    __align__(16) long long u_fc_vec_6[FC_VLANES];
    __align__(16) unsigned short u_fc_sv_4[FC_VLANES];
    unsigned short u_fc_sv_l0_4;
    unsigned short u_fc_sv_l1_4;
    unsigned short u_fc_sv_l2_4;
    unsigned short u_fc_sv_l3_4;
    unsigned short u_fc_sv_l4_4;
    unsigned short u_fc_sv_l5_4;
    unsigned short u_fc_sv_l6_4;
    unsigned short u_fc_sv_l7_4;
    __align__(16) float u_fc_vec_7[FC_VLANES];
    unsigned int bits_l0;
    unsigned int bits_l1;
    unsigned int bits_l2;
    unsigned int bits_l3;
    unsigned int bits_l4;
    unsigned int bits_l5;
    unsigned int bits_l6;
    unsigned int bits_l7;
    __align__(16) float u_fc_vec_8[FC_VLANES];
    __align__(16) float u_fc_sv_5[FC_VLANES];
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
#line 5 "cases/casts.rs"
        k_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/casts.rs"
        k_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/casts.rs"
        k_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/casts.rs"
        k_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/casts.rs"
        k_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/casts.rs"
        k_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/casts.rs"
        k_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/casts.rs"
        k_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
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
#line 6 "cases/casts.rs"
        u_fc_c_l0 = k_l0 < f_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/casts.rs"
        u_fc_c_l1 = k_l1 < f_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/casts.rs"
        u_fc_c_l2 = k_l2 < f_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/casts.rs"
        u_fc_c_l3 = k_l3 < f_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/casts.rs"
        u_fc_c_l4 = k_l4 < f_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/casts.rs"
        u_fc_c_l5 = k_l5 < f_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/casts.rs"
        u_fc_c_l6 = k_l6 < f_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/casts.rs"
        u_fc_c_l7 = k_l7 < f_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_i8, out_i8_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 7 "cases/casts.rs"
            u_fc_sv[0] = fc::f2i<signed char>(u_fc_vec[0]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[1] = fc::f2i<signed char>(u_fc_vec[1]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[2] = fc::f2i<signed char>(u_fc_vec[2]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[3] = fc::f2i<signed char>(u_fc_vec[3]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[4] = fc::f2i<signed char>(u_fc_vec[4]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[5] = fc::f2i<signed char>(u_fc_vec[5]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[6] = fc::f2i<signed char>(u_fc_vec[6]);
        }
        {
#line 7 "cases/casts.rs"
            u_fc_sv[7] = fc::f2i<signed char>(u_fc_vec[7]);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_i8, u_fc_sv, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/casts.rs"
            u_fc_sv_l0 = fc::f2i<signed char>(f[k_l0]);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/casts.rs"
            u_fc_sv_l1 = fc::f2i<signed char>(f[k_l1]);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/casts.rs"
            u_fc_sv_l2 = fc::f2i<signed char>(f[k_l2]);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/casts.rs"
            u_fc_sv_l3 = fc::f2i<signed char>(f[k_l3]);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/casts.rs"
            u_fc_sv_l4 = fc::f2i<signed char>(f[k_l4]);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/casts.rs"
            u_fc_sv_l5 = fc::f2i<signed char>(f[k_l5]);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/casts.rs"
            u_fc_sv_l6 = fc::f2i<signed char>(f[k_l6]);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/casts.rs"
            u_fc_sv_l7 = fc::f2i<signed char>(f[k_l7]);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l0, out_i8_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l1, out_i8_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l2, out_i8_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l3, out_i8_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l4, out_i8_len, u_fc_pending_l4, FC_LEN_OF_casts_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l5, out_i8_len, u_fc_pending_l5, FC_LEN_OF_casts_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l6, out_i8_len, u_fc_pending_l6, FC_LEN_OF_casts_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 7 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
            out_i8[fc::check_index_p(k_l7, out_i8_len, u_fc_pending_l7, FC_LEN_OF_casts_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(7, 9))] = u_fc_sv_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_u32, out_u32_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_1, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[0] = fc::f2i<unsigned int>(u_fc_vec_1[0]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[1] = fc::f2i<unsigned int>(u_fc_vec_1[1]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[2] = fc::f2i<unsigned int>(u_fc_vec_1[2]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[3] = fc::f2i<unsigned int>(u_fc_vec_1[3]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[4] = fc::f2i<unsigned int>(u_fc_vec_1[4]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[5] = fc::f2i<unsigned int>(u_fc_vec_1[5]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[6] = fc::f2i<unsigned int>(u_fc_vec_1[6]);
        }
        {
#line 8 "cases/casts.rs"
            u_fc_sv_1[7] = fc::f2i<unsigned int>(u_fc_vec_1[7]);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_u32, u_fc_sv_1, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/casts.rs"
            u_fc_sv_l0_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l0, d_len, u_fc_pending_l0, 262848u));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/casts.rs"
            u_fc_sv_l1_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l1, d_len, u_fc_pending_l1, 262848u));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/casts.rs"
            u_fc_sv_l2_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l2, d_len, u_fc_pending_l2, 262848u));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/casts.rs"
            u_fc_sv_l3_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l3, d_len, u_fc_pending_l3, 262848u));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/casts.rs"
            u_fc_sv_l4_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l4, d_len, u_fc_pending_l4, 262848u));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/casts.rs"
            u_fc_sv_l5_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l5, d_len, u_fc_pending_l5, 262848u));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/casts.rs"
            u_fc_sv_l6_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l6, d_len, u_fc_pending_l6, 262848u));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/casts.rs"
            u_fc_sv_l7_1 = fc::f2i<unsigned int>(*fc::defer_ptr(d, k_l7, d_len, u_fc_pending_l7, 262848u));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l0, out_u32_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l1, out_u32_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l2, out_u32_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l3, out_u32_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l4, out_u32_len, u_fc_pending_l4, FC_LEN_OF_casts_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l5, out_u32_len, u_fc_pending_l5, FC_LEN_OF_casts_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l6, out_u32_len, u_fc_pending_l6, FC_LEN_OF_casts_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
            out_u32[fc::check_index_p(k_l7, out_u32_len, u_fc_pending_l7, FC_LEN_OF_casts_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l7_1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_i64, out_i64_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec_2, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_3, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[0] = fc::add(fc::f2i<long long>(u_fc_vec_2[0]), fc::f2i<long long>(u_fc_vec_3[0]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[1] = fc::add(fc::f2i<long long>(u_fc_vec_2[1]), fc::f2i<long long>(u_fc_vec_3[1]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[2] = fc::add(fc::f2i<long long>(u_fc_vec_2[2]), fc::f2i<long long>(u_fc_vec_3[2]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[3] = fc::add(fc::f2i<long long>(u_fc_vec_2[3]), fc::f2i<long long>(u_fc_vec_3[3]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[4] = fc::add(fc::f2i<long long>(u_fc_vec_2[4]), fc::f2i<long long>(u_fc_vec_3[4]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[5] = fc::add(fc::f2i<long long>(u_fc_vec_2[5]), fc::f2i<long long>(u_fc_vec_3[5]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[6] = fc::add(fc::f2i<long long>(u_fc_vec_2[6]), fc::f2i<long long>(u_fc_vec_3[6]));
        }
        {
#line 9 "cases/casts.rs"
            u_fc_sv_2[7] = fc::add(fc::f2i<long long>(u_fc_vec_2[7]), fc::f2i<long long>(u_fc_vec_3[7]));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_i64, u_fc_sv_2, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/casts.rs"
            u_fc_sv_l0_2 = fc::add(fc::f2i<long long>(f[k_l0]), fc::f2i<long long>(*fc::defer_ptr(d, k_l0, d_len, u_fc_pending_l0, 296064u)));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/casts.rs"
            u_fc_sv_l1_2 = fc::add(fc::f2i<long long>(f[k_l1]), fc::f2i<long long>(*fc::defer_ptr(d, k_l1, d_len, u_fc_pending_l1, 296064u)));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/casts.rs"
            u_fc_sv_l2_2 = fc::add(fc::f2i<long long>(f[k_l2]), fc::f2i<long long>(*fc::defer_ptr(d, k_l2, d_len, u_fc_pending_l2, 296064u)));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/casts.rs"
            u_fc_sv_l3_2 = fc::add(fc::f2i<long long>(f[k_l3]), fc::f2i<long long>(*fc::defer_ptr(d, k_l3, d_len, u_fc_pending_l3, 296064u)));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 9 "cases/casts.rs"
            u_fc_sv_l4_2 = fc::add(fc::f2i<long long>(f[k_l4]), fc::f2i<long long>(*fc::defer_ptr(d, k_l4, d_len, u_fc_pending_l4, 296064u)));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 9 "cases/casts.rs"
            u_fc_sv_l5_2 = fc::add(fc::f2i<long long>(f[k_l5]), fc::f2i<long long>(*fc::defer_ptr(d, k_l5, d_len, u_fc_pending_l5, 296064u)));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 9 "cases/casts.rs"
            u_fc_sv_l6_2 = fc::add(fc::f2i<long long>(f[k_l6]), fc::f2i<long long>(*fc::defer_ptr(d, k_l6, d_len, u_fc_pending_l6, 296064u)));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 9 "cases/casts.rs"
            u_fc_sv_l7_2 = fc::add(fc::f2i<long long>(f[k_l7]), fc::f2i<long long>(*fc::defer_ptr(d, k_l7, d_len, u_fc_pending_l7, 296064u)));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l0, out_i64_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l0_2;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l1, out_i64_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l1_2;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l2, out_i64_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l2_2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l3, out_i64_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l3_2;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l4, out_i64_len, u_fc_pending_l4, FC_LEN_OF_casts_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l4_2;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l5, out_i64_len, u_fc_pending_l5, FC_LEN_OF_casts_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l5_2;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l6, out_i64_len, u_fc_pending_l6, FC_LEN_OF_casts_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l6_2;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 9 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
            out_i64[fc::check_index_p(k_l7, out_i64_len, u_fc_pending_l7, FC_LEN_OF_casts_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l7_2;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(i, i_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_f32, out_f32_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(i, u_fc_vec_4, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_5, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[0] = (float)u_fc_vec_4[0] + (float)u_fc_vec_5[0];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[1] = (float)u_fc_vec_4[1] + (float)u_fc_vec_5[1];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[2] = (float)u_fc_vec_4[2] + (float)u_fc_vec_5[2];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[3] = (float)u_fc_vec_4[3] + (float)u_fc_vec_5[3];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[4] = (float)u_fc_vec_4[4] + (float)u_fc_vec_5[4];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[5] = (float)u_fc_vec_4[5] + (float)u_fc_vec_5[5];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[6] = (float)u_fc_vec_4[6] + (float)u_fc_vec_5[6];
        }
        {
#line 10 "cases/casts.rs"
            u_fc_sv_3[7] = (float)u_fc_vec_4[7] + (float)u_fc_vec_5[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_f32, u_fc_sv_3, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/casts.rs"
            u_fc_sv_l0_3 = (float)*fc::defer_ptr(i, k_l0, i_len, u_fc_pending_l0, 328385u) + (float)*fc::defer_ptr(d, k_l0, d_len, u_fc_pending_l0, 328832u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/casts.rs"
            u_fc_sv_l1_3 = (float)*fc::defer_ptr(i, k_l1, i_len, u_fc_pending_l1, 328385u) + (float)*fc::defer_ptr(d, k_l1, d_len, u_fc_pending_l1, 328832u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/casts.rs"
            u_fc_sv_l2_3 = (float)*fc::defer_ptr(i, k_l2, i_len, u_fc_pending_l2, 328385u) + (float)*fc::defer_ptr(d, k_l2, d_len, u_fc_pending_l2, 328832u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/casts.rs"
            u_fc_sv_l3_3 = (float)*fc::defer_ptr(i, k_l3, i_len, u_fc_pending_l3, 328385u) + (float)*fc::defer_ptr(d, k_l3, d_len, u_fc_pending_l3, 328832u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/casts.rs"
            u_fc_sv_l4_3 = (float)*fc::defer_ptr(i, k_l4, i_len, u_fc_pending_l4, 328385u) + (float)*fc::defer_ptr(d, k_l4, d_len, u_fc_pending_l4, 328832u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/casts.rs"
            u_fc_sv_l5_3 = (float)*fc::defer_ptr(i, k_l5, i_len, u_fc_pending_l5, 328385u) + (float)*fc::defer_ptr(d, k_l5, d_len, u_fc_pending_l5, 328832u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/casts.rs"
            u_fc_sv_l6_3 = (float)*fc::defer_ptr(i, k_l6, i_len, u_fc_pending_l6, 328385u) + (float)*fc::defer_ptr(d, k_l6, d_len, u_fc_pending_l6, 328832u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/casts.rs"
            u_fc_sv_l7_3 = (float)*fc::defer_ptr(i, k_l7, i_len, u_fc_pending_l7, 328385u) + (float)*fc::defer_ptr(d, k_l7, d_len, u_fc_pending_l7, 328832u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l0, out_f32_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l0_3;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l1, out_f32_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l1_3;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l2, out_f32_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l2_3;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l3, out_f32_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l3_3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l4, out_f32_len, u_fc_pending_l4, FC_LEN_OF_casts_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l4_3;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l5, out_f32_len, u_fc_pending_l5, FC_LEN_OF_casts_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l5_3;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l6, out_f32_len, u_fc_pending_l6, FC_LEN_OF_casts_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l6_3;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 10 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
            out_f32[fc::check_index_p(k_l7, out_f32_len, u_fc_pending_l7, FC_LEN_OF_casts_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(10, 9))] = u_fc_sv_l7_3;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(i, i_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7)) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_u16, out_u16_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(i, u_fc_vec_6, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[0] = fc::add(fc::add((unsigned short)u_fc_vec_6[0], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[1] = fc::add(fc::add((unsigned short)u_fc_vec_6[1], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[2] = fc::add(fc::add((unsigned short)u_fc_vec_6[2], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[3] = fc::add(fc::add((unsigned short)u_fc_vec_6[3], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[4] = fc::add(fc::add((unsigned short)u_fc_vec_6[4], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[5] = fc::add(fc::add((unsigned short)u_fc_vec_6[5], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[6] = fc::add(fc::add((unsigned short)u_fc_vec_6[6], (unsigned short)true), ((unsigned short)70000));
        }
        {
#line 11 "cases/casts.rs"
            u_fc_sv_4[7] = fc::add(fc::add((unsigned short)u_fc_vec_6[7], (unsigned short)true), ((unsigned short)70000));
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_u16, u_fc_sv_4, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/casts.rs"
            u_fc_sv_l0_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l0, i_len, u_fc_pending_l0, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/casts.rs"
            u_fc_sv_l1_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l1, i_len, u_fc_pending_l1, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/casts.rs"
            u_fc_sv_l2_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l2, i_len, u_fc_pending_l2, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/casts.rs"
            u_fc_sv_l3_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l3, i_len, u_fc_pending_l3, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/casts.rs"
            u_fc_sv_l4_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l4, i_len, u_fc_pending_l4, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/casts.rs"
            u_fc_sv_l5_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l5, i_len, u_fc_pending_l5, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/casts.rs"
            u_fc_sv_l6_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l6, i_len, u_fc_pending_l6, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/casts.rs"
            u_fc_sv_l7_4 = fc::add(fc::add((unsigned short)*fc::defer_ptr(i, k_l7, i_len, u_fc_pending_l7, 361153u), (unsigned short)true), ((unsigned short)70000));
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l0, out_u16_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l0_4;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l1, out_u16_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l1_4;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l2, out_u16_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l2_4;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l3, out_u16_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l3_4;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l4, out_u16_len, u_fc_pending_l4, FC_LEN_OF_casts_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l4_4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l5, out_u16_len, u_fc_pending_l5, FC_LEN_OF_casts_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l5_4;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l6, out_u16_len, u_fc_pending_l6, FC_LEN_OF_casts_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l6_4;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 11 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
            out_u16[fc::check_index_p(k_l7, out_u16_len, u_fc_pending_l7, FC_LEN_OF_casts_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(11, 9))] = u_fc_sv_l7_4;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(f, f_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(f, u_fc_vec_7, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 12 "cases/casts.rs"
            bits_l0 = __float_as_uint(u_fc_vec_7[0]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l1 = __float_as_uint(u_fc_vec_7[1]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l2 = __float_as_uint(u_fc_vec_7[2]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l3 = __float_as_uint(u_fc_vec_7[3]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l4 = __float_as_uint(u_fc_vec_7[4]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l5 = __float_as_uint(u_fc_vec_7[5]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l6 = __float_as_uint(u_fc_vec_7[6]);
        }
        {
#line 12 "cases/casts.rs"
            bits_l7 = __float_as_uint(u_fc_vec_7[7]);
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 12 "cases/casts.rs"
            bits_l0 = __float_as_uint(f[k_l0]);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 12 "cases/casts.rs"
            bits_l1 = __float_as_uint(f[k_l1]);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 12 "cases/casts.rs"
            bits_l2 = __float_as_uint(f[k_l2]);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 12 "cases/casts.rs"
            bits_l3 = __float_as_uint(f[k_l3]);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 12 "cases/casts.rs"
            bits_l4 = __float_as_uint(f[k_l4]);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 12 "cases/casts.rs"
            bits_l5 = __float_as_uint(f[k_l5]);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 12 "cases/casts.rs"
            bits_l6 = __float_as_uint(f[k_l6]);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 12 "cases/casts.rs"
            bits_l7 = __float_as_uint(f[k_l7]);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out_f32, out_f32_len, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out_f32, u_fc_vec_8, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l0 = __uint_as_float(bits_l0 ^ 1u);
            u_fc_sv_5[0] = u_fc_vec_8[0];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l1 = __uint_as_float(bits_l1 ^ 1u);
            u_fc_sv_5[1] = u_fc_vec_8[1];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l2 = __uint_as_float(bits_l2 ^ 1u);
            u_fc_sv_5[2] = u_fc_vec_8[2];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l3 = __uint_as_float(bits_l3 ^ 1u);
            u_fc_sv_5[3] = u_fc_vec_8[3];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l4 = __uint_as_float(bits_l4 ^ 1u);
            u_fc_sv_5[4] = u_fc_vec_8[4];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l5 = __uint_as_float(bits_l5 ^ 1u);
            u_fc_sv_5[5] = u_fc_vec_8[5];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l6 = __uint_as_float(bits_l6 ^ 1u);
            u_fc_sv_5[6] = u_fc_vec_8[6];
        }
        {
#line 13 "cases/casts.rs"
            u_fc_uv_l7 = __uint_as_float(bits_l7 ^ 1u);
            u_fc_sv_5[7] = u_fc_vec_8[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
            u_fc_sv_5[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out_f32, u_fc_sv_5, (k_l0), (k_l1), (k_l2), (k_l3), (k_l4), (k_l5), (k_l6), (k_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/casts.rs"
            u_fc_uv_l0_1 = __uint_as_float(bits_l0 ^ 1u);
            u_fc_old_l0 = *fc::defer_ptr(out_f32, k_l0, out_f32_len, u_fc_pending_l0, 426274u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/casts.rs"
            u_fc_uv_l1_1 = __uint_as_float(bits_l1 ^ 1u);
            u_fc_old_l1 = *fc::defer_ptr(out_f32, k_l1, out_f32_len, u_fc_pending_l1, 426274u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/casts.rs"
            u_fc_uv_l2_1 = __uint_as_float(bits_l2 ^ 1u);
            u_fc_old_l2 = *fc::defer_ptr(out_f32, k_l2, out_f32_len, u_fc_pending_l2, 426274u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/casts.rs"
            u_fc_uv_l3_1 = __uint_as_float(bits_l3 ^ 1u);
            u_fc_old_l3 = *fc::defer_ptr(out_f32, k_l3, out_f32_len, u_fc_pending_l3, 426274u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/casts.rs"
            u_fc_uv_l4_1 = __uint_as_float(bits_l4 ^ 1u);
            u_fc_old_l4 = *fc::defer_ptr(out_f32, k_l4, out_f32_len, u_fc_pending_l4, 426274u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/casts.rs"
            u_fc_uv_l5_1 = __uint_as_float(bits_l5 ^ 1u);
            u_fc_old_l5 = *fc::defer_ptr(out_f32, k_l5, out_f32_len, u_fc_pending_l5, 426274u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/casts.rs"
            u_fc_uv_l6_1 = __uint_as_float(bits_l6 ^ 1u);
            u_fc_old_l6 = *fc::defer_ptr(out_f32, k_l6, out_f32_len, u_fc_pending_l6, 426274u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/casts.rs"
            u_fc_uv_l7_1 = __uint_as_float(bits_l7 ^ 1u);
            u_fc_old_l7 = *fc::defer_ptr(out_f32, k_l7, out_f32_len, u_fc_pending_l7, 426274u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            out_f32[fc::check_index_p(k_l0, out_f32_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(13, 9))] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            out_f32[fc::check_index_p(k_l1, out_f32_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(13, 9))] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            out_f32[fc::check_index_p(k_l2, out_f32_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(13, 9))] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            out_f32[fc::check_index_p(k_l3, out_f32_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(13, 9))] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            out_f32[fc::check_index_p(k_l4, out_f32_len, u_fc_pending_l4, FC_LEN_OF_casts_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(13, 9))] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            out_f32[fc::check_index_p(k_l5, out_f32_len, u_fc_pending_l5, FC_LEN_OF_casts_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(13, 9))] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            out_f32[fc::check_index_p(k_l6, out_f32_len, u_fc_pending_l6, FC_LEN_OF_casts_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(13, 9))] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/casts.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            out_f32[fc::check_index_p(k_l7, out_f32_len, u_fc_pending_l7, FC_LEN_OF_casts_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(13, 9))] = u_fc_old_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_casts_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_casts_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_casts_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_casts_lanes_v);
    }
}
#endif
#endif
#endif
