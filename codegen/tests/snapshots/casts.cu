#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 4 "cases/casts.rs"
extern "C" __global__ void casts(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len) {
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
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
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
        out_f32[k_l0] += __uint_as_float(bits_l0 ^ 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/casts.rs"
        out_f32[k_l1] += __uint_as_float(bits_l1 ^ 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/casts.rs"
        out_f32[k_l2] += __uint_as_float(bits_l2 ^ 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/casts.rs"
        out_f32[k_l3] += __uint_as_float(bits_l3 ^ 1u);
    }
}
#endif
#else
#define FC_LEN_OF_casts(w) ((w) == 0 ? d_len : (w) == 1 ? i_len : 0ull)
#line 4 "cases/casts.rs"
extern "C" __global__ void casts(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len) {
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
#define FC_LEN_OF_casts_lanes(w) ((w) == 0 ? d_len : (w) == 1 ? i_len : 0ull)
#line 4 "cases/casts.rs"
extern "C" __global__ void casts_lanes(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len, unsigned u_fc_blocks_x) {
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
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/casts.rs"
        float fc_v = __uint_as_float(bits_l0 ^ 1u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l0, out_f32_len, u_fc_pending_l0, FC_LEN_OF_casts_lanes(u_fc_pending_l0.site & 31u), FC_SITE(13, 9))] += fc_v;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/casts.rs"
        float fc_v_1 = __uint_as_float(bits_l1 ^ 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l1, out_f32_len, u_fc_pending_l1, FC_LEN_OF_casts_lanes(u_fc_pending_l1.site & 31u), FC_SITE(13, 9))] += fc_v_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/casts.rs"
        float fc_v_2 = __uint_as_float(bits_l2 ^ 1u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l2, out_f32_len, u_fc_pending_l2, FC_LEN_OF_casts_lanes(u_fc_pending_l2.site & 31u), FC_SITE(13, 9))] += fc_v_2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/casts.rs"
        float fc_v_3 = __uint_as_float(bits_l3 ^ 1u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_casts_lanes);
        out_f32[fc::check_index_p(k_l3, out_f32_len, u_fc_pending_l3, FC_LEN_OF_casts_lanes(u_fc_pending_l3.site & 31u), FC_SITE(13, 9))] += fc_v_3;
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
#endif
#endif
