#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 4 "cases/floats.rs"
extern "C" __global__ void math(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len) {
    fc::grid_dependency();
#line 5 "cases/floats.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/floats.rs"
    if (i < x_len) {
#line 7 "cases/floats.rs"
        float a = x[i];
#line 8 "cases/floats.rs"
        out[i] = sqrtf(a) + expf(a) + logf(a) + sinf(a) * cosf(a) + powf(a, 1.5f) + fc::powi(a, 3) + floorf(fabsf(a)) + fmaf(a, 2.0f, 1.0f) + fminf(fmaxf(a, 0.5f), 4.0f) + fc::fclamp(a, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a) + hypotf(a, 2.0f) + fmodf(a, 3.0f);
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v = fc::sin_cos(a);
        float s = fc_v.f0;
        float c = fc_v.f1;
#line 11 "cases/floats.rs"
        out[i] += s - c + (a * 57.2957795f) + fc::signum(a) + fc::fract(a);
#line 13 "cases/floats.rs"
        out[i] += ((a + 1.0f) * 57.2957795f) + (1.0f / (a * 2.0f + 1.0f)) + fmaxf((a - 1.0f), (a * a));
#line 14 "cases/floats.rs"
        double b = d[i];
#line 15 "cases/floats.rs"
        dout[i] = sqrt(b) + exp2(b) + log10(b) + atan2(b, 1.0) + cbrt(b) + tanh(b) + round(b) + trunc(b) + fmod(b, 2.5);
    }
}
#if FC_LANES_TWIN
#line 4 "cases/floats.rs"
extern "C" __global__ void math_lanes(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len, unsigned u_fc_blocks_x) {
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
    float a_l1;
    float a_l2;
    float a_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float s_l0;
    float c_l0;
    float s_l1;
    float c_l1;
    float s_l2;
    float c_l2;
    float s_l3;
    float c_l3;
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
    double b_l0;
    double b_l1;
    double b_l2;
    double b_l3;
    double u_fc_sv_l0_1;
    double u_fc_sv_l1_1;
    double u_fc_sv_l2_1;
    double u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 5 "cases/floats.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/floats.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/floats.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/floats.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/floats.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/floats.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/floats.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/floats.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/floats.rs"
        a_l0 = x[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/floats.rs"
        a_l1 = x[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/floats.rs"
        a_l2 = x[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/floats.rs"
        a_l3 = x[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
        u_fc_sv_l0 = sqrtf(a_l0) + expf(a_l0) + logf(a_l0) + sinf(a_l0) * cosf(a_l0) + powf(a_l0, 1.5f) + fc::powi(a_l0, 3) + floorf(fabsf(a_l0)) + fmaf(a_l0, 2.0f, 1.0f) + fminf(fmaxf(a_l0, 0.5f), 4.0f) + fc::fclamp(a_l0, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l0) + hypotf(a_l0, 2.0f) + fmodf(a_l0, 3.0f);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
        u_fc_sv_l1 = sqrtf(a_l1) + expf(a_l1) + logf(a_l1) + sinf(a_l1) * cosf(a_l1) + powf(a_l1, 1.5f) + fc::powi(a_l1, 3) + floorf(fabsf(a_l1)) + fmaf(a_l1, 2.0f, 1.0f) + fminf(fmaxf(a_l1, 0.5f), 4.0f) + fc::fclamp(a_l1, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l1) + hypotf(a_l1, 2.0f) + fmodf(a_l1, 3.0f);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
        u_fc_sv_l2 = sqrtf(a_l2) + expf(a_l2) + logf(a_l2) + sinf(a_l2) * cosf(a_l2) + powf(a_l2, 1.5f) + fc::powi(a_l2, 3) + floorf(fabsf(a_l2)) + fmaf(a_l2, 2.0f, 1.0f) + fminf(fmaxf(a_l2, 0.5f), 4.0f) + fc::fclamp(a_l2, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l2) + hypotf(a_l2, 2.0f) + fmodf(a_l2, 3.0f);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
        u_fc_sv_l3 = sqrtf(a_l3) + expf(a_l3) + logf(a_l3) + sinf(a_l3) * cosf(a_l3) + powf(a_l3, 1.5f) + fc::powi(a_l3, 3) + floorf(fabsf(a_l3)) + fmaf(a_l3, 2.0f, 1.0f) + fminf(fmaxf(a_l3, 0.5f), 4.0f) + fc::fclamp(a_l3, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l3) + hypotf(a_l3, 2.0f) + fmodf(a_l3, 3.0f);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/floats.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/floats.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/floats.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/floats.rs"
        out[i_l3] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v = fc::sin_cos(a_l0);
        s_l0 = fc_v.f0;
        c_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_1 = fc::sin_cos(a_l1);
        s_l1 = fc_v_1.f0;
        c_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_2 = fc::sin_cos(a_l2);
        s_l2 = fc_v_2.f0;
        c_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_3 = fc::sin_cos(a_l3);
        s_l3 = fc_v_3.f0;
        c_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/floats.rs"
        u_fc_uv_l0 = s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
        u_fc_old_l0 = out[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/floats.rs"
        u_fc_uv_l1 = s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
        u_fc_old_l1 = out[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/floats.rs"
        u_fc_uv_l2 = s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
        u_fc_old_l2 = out[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/floats.rs"
        u_fc_uv_l3 = s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
        u_fc_old_l3 = out[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/floats.rs"
        u_fc_old_l0 += u_fc_uv_l0;
        out[i_l0] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/floats.rs"
        u_fc_old_l1 += u_fc_uv_l1;
        out[i_l1] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/floats.rs"
        u_fc_old_l2 += u_fc_uv_l2;
        out[i_l2] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/floats.rs"
        u_fc_old_l3 += u_fc_uv_l3;
        out[i_l3] = u_fc_old_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/floats.rs"
        u_fc_uv_l0_1 = ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
        u_fc_old_l0_1 = out[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/floats.rs"
        u_fc_uv_l1_1 = ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
        u_fc_old_l1_1 = out[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/floats.rs"
        u_fc_uv_l2_1 = ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
        u_fc_old_l2_1 = out[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/floats.rs"
        u_fc_uv_l3_1 = ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
        u_fc_old_l3_1 = out[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/floats.rs"
        u_fc_old_l0_1 += u_fc_uv_l0_1;
        out[i_l0] = u_fc_old_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/floats.rs"
        u_fc_old_l1_1 += u_fc_uv_l1_1;
        out[i_l1] = u_fc_old_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/floats.rs"
        u_fc_old_l2_1 += u_fc_uv_l2_1;
        out[i_l2] = u_fc_old_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/floats.rs"
        u_fc_old_l3_1 += u_fc_uv_l3_1;
        out[i_l3] = u_fc_old_l3_1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/floats.rs"
        b_l0 = d[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/floats.rs"
        b_l1 = d[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/floats.rs"
        b_l2 = d[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/floats.rs"
        b_l3 = d[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/floats.rs"
        u_fc_sv_l0_1 = sqrt(b_l0) + exp2(b_l0) + log10(b_l0) + atan2(b_l0, 1.0) + cbrt(b_l0) + tanh(b_l0) + round(b_l0) + trunc(b_l0) + fmod(b_l0, 2.5);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/floats.rs"
        u_fc_sv_l1_1 = sqrt(b_l1) + exp2(b_l1) + log10(b_l1) + atan2(b_l1, 1.0) + cbrt(b_l1) + tanh(b_l1) + round(b_l1) + trunc(b_l1) + fmod(b_l1, 2.5);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/floats.rs"
        u_fc_sv_l2_1 = sqrt(b_l2) + exp2(b_l2) + log10(b_l2) + atan2(b_l2, 1.0) + cbrt(b_l2) + tanh(b_l2) + round(b_l2) + trunc(b_l2) + fmod(b_l2, 2.5);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/floats.rs"
        u_fc_sv_l3_1 = sqrt(b_l3) + exp2(b_l3) + log10(b_l3) + atan2(b_l3, 1.0) + cbrt(b_l3) + tanh(b_l3) + round(b_l3) + trunc(b_l3) + fmod(b_l3, 2.5);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/floats.rs"
        dout[i_l0] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/floats.rs"
        dout[i_l1] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/floats.rs"
        dout[i_l2] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/floats.rs"
        dout[i_l3] = u_fc_sv_l3_1;
    }
}
#if FC_VECTOR_LANES
#line 4 "cases/floats.rs"
extern "C" __global__ void math_lanes_v(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, double>();
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
    float a_l1;
    float a_l2;
    float a_l3;
    float a_l4;
    float a_l5;
    float a_l6;
    float a_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    float s_l0;
    float c_l0;
    float s_l1;
    float c_l1;
    float s_l2;
    float c_l2;
    float s_l3;
    float c_l3;
    float s_l4;
    float c_l4;
    float s_l5;
    float c_l5;
    float s_l6;
    float c_l6;
    float s_l7;
    float c_l7;
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
    __align__(16) float u_fc_vec_2[FC_VLANES];
    __align__(16) float u_fc_sv_2[FC_VLANES];
    float u_fc_uv_l0_2;
    float u_fc_uv_l1_2;
    float u_fc_uv_l2_2;
    float u_fc_uv_l3_2;
    float u_fc_uv_l4_2;
    float u_fc_uv_l5_2;
    float u_fc_uv_l6_2;
    float u_fc_uv_l7_2;
    float u_fc_old_l0_1;
    float u_fc_old_l1_1;
    float u_fc_old_l2_1;
    float u_fc_old_l3_1;
    float u_fc_old_l4_1;
    float u_fc_old_l5_1;
    float u_fc_old_l6_1;
    float u_fc_old_l7_1;
    float u_fc_uv_l0_3;
    float u_fc_uv_l1_3;
    float u_fc_uv_l2_3;
    float u_fc_uv_l3_3;
    float u_fc_uv_l4_3;
    float u_fc_uv_l5_3;
    float u_fc_uv_l6_3;
    float u_fc_uv_l7_3;
    __align__(16) double u_fc_vec_3[FC_VLANES];
    double b_l0;
    double b_l1;
    double b_l2;
    double b_l3;
    double b_l4;
    double b_l5;
    double b_l6;
    double b_l7;
    __align__(16) double u_fc_sv_3[FC_VLANES];
    double u_fc_sv_l0_1;
    double u_fc_sv_l1_1;
    double u_fc_sv_l2_1;
    double u_fc_sv_l3_1;
    double u_fc_sv_l4_1;
    double u_fc_sv_l5_1;
    double u_fc_sv_l6_1;
    double u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 5 "cases/floats.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/floats.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/floats.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/floats.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/floats.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/floats.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/floats.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/floats.rs"
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
#line 6 "cases/floats.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/floats.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/floats.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/floats.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/floats.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/floats.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/floats.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/floats.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 7 "cases/floats.rs"
            a_l0 = u_fc_vec[0];
        }
        {
#line 7 "cases/floats.rs"
            a_l1 = u_fc_vec[1];
        }
        {
#line 7 "cases/floats.rs"
            a_l2 = u_fc_vec[2];
        }
        {
#line 7 "cases/floats.rs"
            a_l3 = u_fc_vec[3];
        }
        {
#line 7 "cases/floats.rs"
            a_l4 = u_fc_vec[4];
        }
        {
#line 7 "cases/floats.rs"
            a_l5 = u_fc_vec[5];
        }
        {
#line 7 "cases/floats.rs"
            a_l6 = u_fc_vec[6];
        }
        {
#line 7 "cases/floats.rs"
            a_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/floats.rs"
            a_l0 = x[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/floats.rs"
            a_l1 = x[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/floats.rs"
            a_l2 = x[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/floats.rs"
            a_l3 = x[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/floats.rs"
            a_l4 = x[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/floats.rs"
            a_l5 = x[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/floats.rs"
            a_l6 = x[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/floats.rs"
            a_l7 = x[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
            u_fc_sv[0] = sqrtf(a_l0) + expf(a_l0) + logf(a_l0) + sinf(a_l0) * cosf(a_l0) + powf(a_l0, 1.5f) + fc::powi(a_l0, 3) + floorf(fabsf(a_l0)) + fmaf(a_l0, 2.0f, 1.0f) + fminf(fmaxf(a_l0, 0.5f), 4.0f) + fc::fclamp(a_l0, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l0) + hypotf(a_l0, 2.0f) + fmodf(a_l0, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
            u_fc_sv[1] = sqrtf(a_l1) + expf(a_l1) + logf(a_l1) + sinf(a_l1) * cosf(a_l1) + powf(a_l1, 1.5f) + fc::powi(a_l1, 3) + floorf(fabsf(a_l1)) + fmaf(a_l1, 2.0f, 1.0f) + fminf(fmaxf(a_l1, 0.5f), 4.0f) + fc::fclamp(a_l1, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l1) + hypotf(a_l1, 2.0f) + fmodf(a_l1, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
            u_fc_sv[2] = sqrtf(a_l2) + expf(a_l2) + logf(a_l2) + sinf(a_l2) * cosf(a_l2) + powf(a_l2, 1.5f) + fc::powi(a_l2, 3) + floorf(fabsf(a_l2)) + fmaf(a_l2, 2.0f, 1.0f) + fminf(fmaxf(a_l2, 0.5f), 4.0f) + fc::fclamp(a_l2, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l2) + hypotf(a_l2, 2.0f) + fmodf(a_l2, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
            u_fc_sv[3] = sqrtf(a_l3) + expf(a_l3) + logf(a_l3) + sinf(a_l3) * cosf(a_l3) + powf(a_l3, 1.5f) + fc::powi(a_l3, 3) + floorf(fabsf(a_l3)) + fmaf(a_l3, 2.0f, 1.0f) + fminf(fmaxf(a_l3, 0.5f), 4.0f) + fc::fclamp(a_l3, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l3) + hypotf(a_l3, 2.0f) + fmodf(a_l3, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/floats.rs"
            u_fc_sv[4] = sqrtf(a_l4) + expf(a_l4) + logf(a_l4) + sinf(a_l4) * cosf(a_l4) + powf(a_l4, 1.5f) + fc::powi(a_l4, 3) + floorf(fabsf(a_l4)) + fmaf(a_l4, 2.0f, 1.0f) + fminf(fmaxf(a_l4, 0.5f), 4.0f) + fc::fclamp(a_l4, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l4) + hypotf(a_l4, 2.0f) + fmodf(a_l4, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/floats.rs"
            u_fc_sv[5] = sqrtf(a_l5) + expf(a_l5) + logf(a_l5) + sinf(a_l5) * cosf(a_l5) + powf(a_l5, 1.5f) + fc::powi(a_l5, 3) + floorf(fabsf(a_l5)) + fmaf(a_l5, 2.0f, 1.0f) + fminf(fmaxf(a_l5, 0.5f), 4.0f) + fc::fclamp(a_l5, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l5) + hypotf(a_l5, 2.0f) + fmodf(a_l5, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/floats.rs"
            u_fc_sv[6] = sqrtf(a_l6) + expf(a_l6) + logf(a_l6) + sinf(a_l6) * cosf(a_l6) + powf(a_l6, 1.5f) + fc::powi(a_l6, 3) + floorf(fabsf(a_l6)) + fmaf(a_l6, 2.0f, 1.0f) + fminf(fmaxf(a_l6, 0.5f), 4.0f) + fc::fclamp(a_l6, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l6) + hypotf(a_l6, 2.0f) + fmodf(a_l6, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/floats.rs"
            u_fc_sv[7] = sqrtf(a_l7) + expf(a_l7) + logf(a_l7) + sinf(a_l7) * cosf(a_l7) + powf(a_l7, 1.5f) + fc::powi(a_l7, 3) + floorf(fabsf(a_l7)) + fmaf(a_l7, 2.0f, 1.0f) + fminf(fmaxf(a_l7, 0.5f), 4.0f) + fc::fclamp(a_l7, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l7) + hypotf(a_l7, 2.0f) + fmodf(a_l7, 3.0f);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
            u_fc_sv_l0 = sqrtf(a_l0) + expf(a_l0) + logf(a_l0) + sinf(a_l0) * cosf(a_l0) + powf(a_l0, 1.5f) + fc::powi(a_l0, 3) + floorf(fabsf(a_l0)) + fmaf(a_l0, 2.0f, 1.0f) + fminf(fmaxf(a_l0, 0.5f), 4.0f) + fc::fclamp(a_l0, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l0) + hypotf(a_l0, 2.0f) + fmodf(a_l0, 3.0f);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
            u_fc_sv_l1 = sqrtf(a_l1) + expf(a_l1) + logf(a_l1) + sinf(a_l1) * cosf(a_l1) + powf(a_l1, 1.5f) + fc::powi(a_l1, 3) + floorf(fabsf(a_l1)) + fmaf(a_l1, 2.0f, 1.0f) + fminf(fmaxf(a_l1, 0.5f), 4.0f) + fc::fclamp(a_l1, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l1) + hypotf(a_l1, 2.0f) + fmodf(a_l1, 3.0f);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
            u_fc_sv_l2 = sqrtf(a_l2) + expf(a_l2) + logf(a_l2) + sinf(a_l2) * cosf(a_l2) + powf(a_l2, 1.5f) + fc::powi(a_l2, 3) + floorf(fabsf(a_l2)) + fmaf(a_l2, 2.0f, 1.0f) + fminf(fmaxf(a_l2, 0.5f), 4.0f) + fc::fclamp(a_l2, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l2) + hypotf(a_l2, 2.0f) + fmodf(a_l2, 3.0f);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
            u_fc_sv_l3 = sqrtf(a_l3) + expf(a_l3) + logf(a_l3) + sinf(a_l3) * cosf(a_l3) + powf(a_l3, 1.5f) + fc::powi(a_l3, 3) + floorf(fabsf(a_l3)) + fmaf(a_l3, 2.0f, 1.0f) + fminf(fmaxf(a_l3, 0.5f), 4.0f) + fc::fclamp(a_l3, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l3) + hypotf(a_l3, 2.0f) + fmodf(a_l3, 3.0f);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/floats.rs"
            u_fc_sv_l4 = sqrtf(a_l4) + expf(a_l4) + logf(a_l4) + sinf(a_l4) * cosf(a_l4) + powf(a_l4, 1.5f) + fc::powi(a_l4, 3) + floorf(fabsf(a_l4)) + fmaf(a_l4, 2.0f, 1.0f) + fminf(fmaxf(a_l4, 0.5f), 4.0f) + fc::fclamp(a_l4, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l4) + hypotf(a_l4, 2.0f) + fmodf(a_l4, 3.0f);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/floats.rs"
            u_fc_sv_l5 = sqrtf(a_l5) + expf(a_l5) + logf(a_l5) + sinf(a_l5) * cosf(a_l5) + powf(a_l5, 1.5f) + fc::powi(a_l5, 3) + floorf(fabsf(a_l5)) + fmaf(a_l5, 2.0f, 1.0f) + fminf(fmaxf(a_l5, 0.5f), 4.0f) + fc::fclamp(a_l5, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l5) + hypotf(a_l5, 2.0f) + fmodf(a_l5, 3.0f);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/floats.rs"
            u_fc_sv_l6 = sqrtf(a_l6) + expf(a_l6) + logf(a_l6) + sinf(a_l6) * cosf(a_l6) + powf(a_l6, 1.5f) + fc::powi(a_l6, 3) + floorf(fabsf(a_l6)) + fmaf(a_l6, 2.0f, 1.0f) + fminf(fmaxf(a_l6, 0.5f), 4.0f) + fc::fclamp(a_l6, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l6) + hypotf(a_l6, 2.0f) + fmodf(a_l6, 3.0f);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/floats.rs"
            u_fc_sv_l7 = sqrtf(a_l7) + expf(a_l7) + logf(a_l7) + sinf(a_l7) * cosf(a_l7) + powf(a_l7, 1.5f) + fc::powi(a_l7, 3) + floorf(fabsf(a_l7)) + fmaf(a_l7, 2.0f, 1.0f) + fminf(fmaxf(a_l7, 0.5f), 4.0f) + fc::fclamp(a_l7, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l7) + hypotf(a_l7, 2.0f) + fmodf(a_l7, 3.0f);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/floats.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/floats.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/floats.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/floats.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 8 "cases/floats.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 8 "cases/floats.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 8 "cases/floats.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 8 "cases/floats.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v = fc::sin_cos(a_l0);
        s_l0 = fc_v.f0;
        c_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_1 = fc::sin_cos(a_l1);
        s_l1 = fc_v_1.f0;
        c_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_2 = fc::sin_cos(a_l2);
        s_l2 = fc_v_2.f0;
        c_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_3 = fc::sin_cos(a_l3);
        s_l3 = fc_v_3.f0;
        c_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_4 = fc::sin_cos(a_l4);
        s_l4 = fc_v_4.f0;
        c_l4 = fc_v_4.f1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_5 = fc::sin_cos(a_l5);
        s_l5 = fc_v_5.f0;
        c_l5 = fc_v_5.f1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_6 = fc::sin_cos(a_l6);
        s_l6 = fc_v_6.f0;
        c_l6 = fc_v_6.f1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_7 = fc::sin_cos(a_l7);
        s_l7 = fc_v_7.f0;
        c_l7 = fc_v_7.f1;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l0 = s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
            u_fc_sv_1[0] = u_fc_vec_1[0];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l1 = s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
            u_fc_sv_1[1] = u_fc_vec_1[1];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l2 = s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
            u_fc_sv_1[2] = u_fc_vec_1[2];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l3 = s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
            u_fc_sv_1[3] = u_fc_vec_1[3];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l4 = s_l4 - c_l4 + (a_l4 * 57.2957795f) + fc::signum(a_l4) + fc::fract(a_l4);
            u_fc_sv_1[4] = u_fc_vec_1[4];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l5 = s_l5 - c_l5 + (a_l5 * 57.2957795f) + fc::signum(a_l5) + fc::fract(a_l5);
            u_fc_sv_1[5] = u_fc_vec_1[5];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l6 = s_l6 - c_l6 + (a_l6 * 57.2957795f) + fc::signum(a_l6) + fc::fract(a_l6);
            u_fc_sv_1[6] = u_fc_vec_1[6];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l7 = s_l7 - c_l7 + (a_l7 * 57.2957795f) + fc::signum(a_l7) + fc::fract(a_l7);
            u_fc_sv_1[7] = u_fc_vec_1[7];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
#line 11 "cases/floats.rs"
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/floats.rs"
            u_fc_uv_l0_1 = s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
            u_fc_old_l0 = out[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/floats.rs"
            u_fc_uv_l1_1 = s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
            u_fc_old_l1 = out[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/floats.rs"
            u_fc_uv_l2_1 = s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
            u_fc_old_l2 = out[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/floats.rs"
            u_fc_uv_l3_1 = s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
            u_fc_old_l3 = out[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/floats.rs"
            u_fc_uv_l4_1 = s_l4 - c_l4 + (a_l4 * 57.2957795f) + fc::signum(a_l4) + fc::fract(a_l4);
            u_fc_old_l4 = out[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/floats.rs"
            u_fc_uv_l5_1 = s_l5 - c_l5 + (a_l5 * 57.2957795f) + fc::signum(a_l5) + fc::fract(a_l5);
            u_fc_old_l5 = out[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/floats.rs"
            u_fc_uv_l6_1 = s_l6 - c_l6 + (a_l6 * 57.2957795f) + fc::signum(a_l6) + fc::fract(a_l6);
            u_fc_old_l6 = out[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/floats.rs"
            u_fc_uv_l7_1 = s_l7 - c_l7 + (a_l7 * 57.2957795f) + fc::signum(a_l7) + fc::fract(a_l7);
            u_fc_old_l7 = out[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/floats.rs"
            u_fc_old_l0 += u_fc_uv_l0_1;
            out[i_l0] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/floats.rs"
            u_fc_old_l1 += u_fc_uv_l1_1;
            out[i_l1] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/floats.rs"
            u_fc_old_l2 += u_fc_uv_l2_1;
            out[i_l2] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/floats.rs"
            u_fc_old_l3 += u_fc_uv_l3_1;
            out[i_l3] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/floats.rs"
            u_fc_old_l4 += u_fc_uv_l4_1;
            out[i_l4] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/floats.rs"
            u_fc_old_l5 += u_fc_uv_l5_1;
            out[i_l5] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/floats.rs"
            u_fc_old_l6 += u_fc_uv_l6_1;
            out[i_l6] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/floats.rs"
            u_fc_old_l7 += u_fc_uv_l7_1;
            out[i_l7] = u_fc_old_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l0_2 = ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
            u_fc_sv_2[0] = u_fc_vec_2[0];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l1_2 = ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
            u_fc_sv_2[1] = u_fc_vec_2[1];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l2_2 = ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
            u_fc_sv_2[2] = u_fc_vec_2[2];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l3_2 = ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
            u_fc_sv_2[3] = u_fc_vec_2[3];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l4_2 = ((a_l4 + 1.0f) * 57.2957795f) + (1.0f / (a_l4 * 2.0f + 1.0f)) + fmaxf((a_l4 - 1.0f), (a_l4 * a_l4));
            u_fc_sv_2[4] = u_fc_vec_2[4];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l5_2 = ((a_l5 + 1.0f) * 57.2957795f) + (1.0f / (a_l5 * 2.0f + 1.0f)) + fmaxf((a_l5 - 1.0f), (a_l5 * a_l5));
            u_fc_sv_2[5] = u_fc_vec_2[5];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l6_2 = ((a_l6 + 1.0f) * 57.2957795f) + (1.0f / (a_l6 * 2.0f + 1.0f)) + fmaxf((a_l6 - 1.0f), (a_l6 * a_l6));
            u_fc_sv_2[6] = u_fc_vec_2[6];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l7_2 = ((a_l7 + 1.0f) * 57.2957795f) + (1.0f / (a_l7 * 2.0f + 1.0f)) + fmaxf((a_l7 - 1.0f), (a_l7 * a_l7));
            u_fc_sv_2[7] = u_fc_vec_2[7];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[0] += u_fc_uv_l0_2;
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[1] += u_fc_uv_l1_2;
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[2] += u_fc_uv_l2_2;
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[3] += u_fc_uv_l3_2;
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[4] += u_fc_uv_l4_2;
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[5] += u_fc_uv_l5_2;
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[6] += u_fc_uv_l6_2;
        }
        {
#line 13 "cases/floats.rs"
            u_fc_sv_2[7] += u_fc_uv_l7_2;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/floats.rs"
            u_fc_uv_l0_3 = ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
            u_fc_old_l0_1 = out[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/floats.rs"
            u_fc_uv_l1_3 = ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
            u_fc_old_l1_1 = out[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/floats.rs"
            u_fc_uv_l2_3 = ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
            u_fc_old_l2_1 = out[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/floats.rs"
            u_fc_uv_l3_3 = ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
            u_fc_old_l3_1 = out[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/floats.rs"
            u_fc_uv_l4_3 = ((a_l4 + 1.0f) * 57.2957795f) + (1.0f / (a_l4 * 2.0f + 1.0f)) + fmaxf((a_l4 - 1.0f), (a_l4 * a_l4));
            u_fc_old_l4_1 = out[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/floats.rs"
            u_fc_uv_l5_3 = ((a_l5 + 1.0f) * 57.2957795f) + (1.0f / (a_l5 * 2.0f + 1.0f)) + fmaxf((a_l5 - 1.0f), (a_l5 * a_l5));
            u_fc_old_l5_1 = out[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/floats.rs"
            u_fc_uv_l6_3 = ((a_l6 + 1.0f) * 57.2957795f) + (1.0f / (a_l6 * 2.0f + 1.0f)) + fmaxf((a_l6 - 1.0f), (a_l6 * a_l6));
            u_fc_old_l6_1 = out[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/floats.rs"
            u_fc_uv_l7_3 = ((a_l7 + 1.0f) * 57.2957795f) + (1.0f / (a_l7 * 2.0f + 1.0f)) + fmaxf((a_l7 - 1.0f), (a_l7 * a_l7));
            u_fc_old_l7_1 = out[i_l7];
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/floats.rs"
            u_fc_old_l0_1 += u_fc_uv_l0_3;
            out[i_l0] = u_fc_old_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/floats.rs"
            u_fc_old_l1_1 += u_fc_uv_l1_3;
            out[i_l1] = u_fc_old_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/floats.rs"
            u_fc_old_l2_1 += u_fc_uv_l2_3;
            out[i_l2] = u_fc_old_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/floats.rs"
            u_fc_old_l3_1 += u_fc_uv_l3_3;
            out[i_l3] = u_fc_old_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/floats.rs"
            u_fc_old_l4_1 += u_fc_uv_l4_3;
            out[i_l4] = u_fc_old_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/floats.rs"
            u_fc_old_l5_1 += u_fc_uv_l5_3;
            out[i_l5] = u_fc_old_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/floats.rs"
            u_fc_old_l6_1 += u_fc_uv_l6_3;
            out[i_l6] = u_fc_old_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/floats.rs"
            u_fc_old_l7_1 += u_fc_uv_l7_3;
            out[i_l7] = u_fc_old_l7_1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 14 "cases/floats.rs"
            b_l0 = u_fc_vec_3[0];
        }
        {
#line 14 "cases/floats.rs"
            b_l1 = u_fc_vec_3[1];
        }
        {
#line 14 "cases/floats.rs"
            b_l2 = u_fc_vec_3[2];
        }
        {
#line 14 "cases/floats.rs"
            b_l3 = u_fc_vec_3[3];
        }
        {
#line 14 "cases/floats.rs"
            b_l4 = u_fc_vec_3[4];
        }
        {
#line 14 "cases/floats.rs"
            b_l5 = u_fc_vec_3[5];
        }
        {
#line 14 "cases/floats.rs"
            b_l6 = u_fc_vec_3[6];
        }
        {
#line 14 "cases/floats.rs"
            b_l7 = u_fc_vec_3[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/floats.rs"
            b_l0 = d[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/floats.rs"
            b_l1 = d[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/floats.rs"
            b_l2 = d[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/floats.rs"
            b_l3 = d[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/floats.rs"
            b_l4 = d[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/floats.rs"
            b_l5 = d[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/floats.rs"
            b_l6 = d[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/floats.rs"
            b_l7 = d[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(dout, dout_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[0] = sqrt(b_l0) + exp2(b_l0) + log10(b_l0) + atan2(b_l0, 1.0) + cbrt(b_l0) + tanh(b_l0) + round(b_l0) + trunc(b_l0) + fmod(b_l0, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[1] = sqrt(b_l1) + exp2(b_l1) + log10(b_l1) + atan2(b_l1, 1.0) + cbrt(b_l1) + tanh(b_l1) + round(b_l1) + trunc(b_l1) + fmod(b_l1, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[2] = sqrt(b_l2) + exp2(b_l2) + log10(b_l2) + atan2(b_l2, 1.0) + cbrt(b_l2) + tanh(b_l2) + round(b_l2) + trunc(b_l2) + fmod(b_l2, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[3] = sqrt(b_l3) + exp2(b_l3) + log10(b_l3) + atan2(b_l3, 1.0) + cbrt(b_l3) + tanh(b_l3) + round(b_l3) + trunc(b_l3) + fmod(b_l3, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[4] = sqrt(b_l4) + exp2(b_l4) + log10(b_l4) + atan2(b_l4, 1.0) + cbrt(b_l4) + tanh(b_l4) + round(b_l4) + trunc(b_l4) + fmod(b_l4, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[5] = sqrt(b_l5) + exp2(b_l5) + log10(b_l5) + atan2(b_l5, 1.0) + cbrt(b_l5) + tanh(b_l5) + round(b_l5) + trunc(b_l5) + fmod(b_l5, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[6] = sqrt(b_l6) + exp2(b_l6) + log10(b_l6) + atan2(b_l6, 1.0) + cbrt(b_l6) + tanh(b_l6) + round(b_l6) + trunc(b_l6) + fmod(b_l6, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[7] = sqrt(b_l7) + exp2(b_l7) + log10(b_l7) + atan2(b_l7, 1.0) + cbrt(b_l7) + tanh(b_l7) + round(b_l7) + trunc(b_l7) + fmod(b_l7, 2.5);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(dout, u_fc_sv_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/floats.rs"
            u_fc_sv_l0_1 = sqrt(b_l0) + exp2(b_l0) + log10(b_l0) + atan2(b_l0, 1.0) + cbrt(b_l0) + tanh(b_l0) + round(b_l0) + trunc(b_l0) + fmod(b_l0, 2.5);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/floats.rs"
            u_fc_sv_l1_1 = sqrt(b_l1) + exp2(b_l1) + log10(b_l1) + atan2(b_l1, 1.0) + cbrt(b_l1) + tanh(b_l1) + round(b_l1) + trunc(b_l1) + fmod(b_l1, 2.5);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/floats.rs"
            u_fc_sv_l2_1 = sqrt(b_l2) + exp2(b_l2) + log10(b_l2) + atan2(b_l2, 1.0) + cbrt(b_l2) + tanh(b_l2) + round(b_l2) + trunc(b_l2) + fmod(b_l2, 2.5);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/floats.rs"
            u_fc_sv_l3_1 = sqrt(b_l3) + exp2(b_l3) + log10(b_l3) + atan2(b_l3, 1.0) + cbrt(b_l3) + tanh(b_l3) + round(b_l3) + trunc(b_l3) + fmod(b_l3, 2.5);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/floats.rs"
            u_fc_sv_l4_1 = sqrt(b_l4) + exp2(b_l4) + log10(b_l4) + atan2(b_l4, 1.0) + cbrt(b_l4) + tanh(b_l4) + round(b_l4) + trunc(b_l4) + fmod(b_l4, 2.5);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/floats.rs"
            u_fc_sv_l5_1 = sqrt(b_l5) + exp2(b_l5) + log10(b_l5) + atan2(b_l5, 1.0) + cbrt(b_l5) + tanh(b_l5) + round(b_l5) + trunc(b_l5) + fmod(b_l5, 2.5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/floats.rs"
            u_fc_sv_l6_1 = sqrt(b_l6) + exp2(b_l6) + log10(b_l6) + atan2(b_l6, 1.0) + cbrt(b_l6) + tanh(b_l6) + round(b_l6) + trunc(b_l6) + fmod(b_l6, 2.5);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/floats.rs"
            u_fc_sv_l7_1 = sqrt(b_l7) + exp2(b_l7) + log10(b_l7) + atan2(b_l7, 1.0) + cbrt(b_l7) + tanh(b_l7) + round(b_l7) + trunc(b_l7) + fmod(b_l7, 2.5);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/floats.rs"
            dout[i_l0] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/floats.rs"
            dout[i_l1] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/floats.rs"
            dout[i_l2] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/floats.rs"
            dout[i_l3] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/floats.rs"
            dout[i_l4] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/floats.rs"
            dout[i_l5] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/floats.rs"
            dout[i_l6] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/floats.rs"
            dout[i_l7] = u_fc_sv_l7_1;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_math(w) ((w) == 0 ? d_len : 0ull)
#line 4 "cases/floats.rs"
extern "C" __global__ void math(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/floats.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/floats.rs"
    if (i < x_len) {
#line 7 "cases/floats.rs"
        float a = x[i];
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_math);
        float fc_v = sqrtf(a) + expf(a) + logf(a) + sinf(a) * cosf(a) + powf(a, 1.5f) + fc::powi(a, 3) + floorf(fabsf(a)) + fmaf(a, 2.0f, 1.0f) + fminf(fmaxf(a, 0.5f), 4.0f) + fc::fclamp(a, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a) + hypotf(a, 2.0f) + fmodf(a, 3.0f);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_math);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_math(u_fc_pending.site & 31u), FC_SITE(8, 9))] = fc_v;
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_1 = fc::sin_cos(a);
        float s = fc_v_1.f0;
        float c = fc_v_1.f1;
#line 11 "cases/floats.rs"
        float fc_v_2 = s - c + (a * 57.2957795f) + fc::signum(a) + fc::fract(a);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_math);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_math(u_fc_pending.site & 31u), FC_SITE(11, 9))] += fc_v_2;
#line 13 "cases/floats.rs"
        float fc_v_3 = ((a + 1.0f) * 57.2957795f) + (1.0f / (a * 2.0f + 1.0f)) + fmaxf((a - 1.0f), (a * a));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_math);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_math(u_fc_pending.site & 31u), FC_SITE(13, 9))] += fc_v_3;
#line 14 "cases/floats.rs"
        double b = *fc::defer_ptr(d, i, d_len, u_fc_pending, 459296u);
#line 15 "cases/floats.rs"
        double fc_v_4 = sqrt(b) + exp2(b) + log10(b) + atan2(b, 1.0) + cbrt(b) + tanh(b) + round(b) + trunc(b) + fmod(b, 2.5);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_math);
        dout[fc::check_index_p(i, dout_len, u_fc_pending, FC_LEN_OF_math(u_fc_pending.site & 31u), FC_SITE(15, 9))] = fc_v_4;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_math);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_math_lanes(w) ((w) == 0 ? out_len : (w) == 1 ? d_len : 0ull)
#line 4 "cases/floats.rs"
extern "C" __global__ void math_lanes(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len, unsigned u_fc_blocks_x) {
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
    float a_l1;
    float a_l2;
    float a_l3;
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float s_l0;
    float c_l0;
    float s_l1;
    float c_l1;
    float s_l2;
    float c_l2;
    float s_l3;
    float c_l3;
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
    double b_l0;
    double b_l1;
    double b_l2;
    double b_l3;
    double u_fc_sv_l0_1;
    double u_fc_sv_l1_1;
    double u_fc_sv_l2_1;
    double u_fc_sv_l3_1;
    if (u_fc_alive_l0) {
#line 5 "cases/floats.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/floats.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/floats.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/floats.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/floats.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/floats.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/floats.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/floats.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/floats.rs"
        a_l0 = x[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/floats.rs"
        a_l1 = x[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/floats.rs"
        a_l2 = x[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/floats.rs"
        a_l3 = x[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
        u_fc_sv_l0 = sqrtf(a_l0) + expf(a_l0) + logf(a_l0) + sinf(a_l0) * cosf(a_l0) + powf(a_l0, 1.5f) + fc::powi(a_l0, 3) + floorf(fabsf(a_l0)) + fmaf(a_l0, 2.0f, 1.0f) + fminf(fmaxf(a_l0, 0.5f), 4.0f) + fc::fclamp(a_l0, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l0) + hypotf(a_l0, 2.0f) + fmodf(a_l0, 3.0f);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
        u_fc_sv_l1 = sqrtf(a_l1) + expf(a_l1) + logf(a_l1) + sinf(a_l1) * cosf(a_l1) + powf(a_l1, 1.5f) + fc::powi(a_l1, 3) + floorf(fabsf(a_l1)) + fmaf(a_l1, 2.0f, 1.0f) + fminf(fmaxf(a_l1, 0.5f), 4.0f) + fc::fclamp(a_l1, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l1) + hypotf(a_l1, 2.0f) + fmodf(a_l1, 3.0f);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
        u_fc_sv_l2 = sqrtf(a_l2) + expf(a_l2) + logf(a_l2) + sinf(a_l2) * cosf(a_l2) + powf(a_l2, 1.5f) + fc::powi(a_l2, 3) + floorf(fabsf(a_l2)) + fmaf(a_l2, 2.0f, 1.0f) + fminf(fmaxf(a_l2, 0.5f), 4.0f) + fc::fclamp(a_l2, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l2) + hypotf(a_l2, 2.0f) + fmodf(a_l2, 3.0f);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
        u_fc_sv_l3 = sqrtf(a_l3) + expf(a_l3) + logf(a_l3) + sinf(a_l3) * cosf(a_l3) + powf(a_l3, 1.5f) + fc::powi(a_l3, 3) + floorf(fabsf(a_l3)) + fmaf(a_l3, 2.0f, 1.0f) + fminf(fmaxf(a_l3, 0.5f), 4.0f) + fc::fclamp(a_l3, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l3) + hypotf(a_l3, 2.0f) + fmodf(a_l3, 3.0f);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes(u_fc_pending_l0.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes(u_fc_pending_l1.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes(u_fc_pending_l2.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes(u_fc_pending_l3.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v = fc::sin_cos(a_l0);
        s_l0 = fc_v.f0;
        c_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_1 = fc::sin_cos(a_l1);
        s_l1 = fc_v_1.f0;
        c_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_2 = fc::sin_cos(a_l2);
        s_l2 = fc_v_2.f0;
        c_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_3 = fc::sin_cos(a_l3);
        s_l3 = fc_v_3.f0;
        c_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/floats.rs"
        u_fc_uv_l0 = s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
        u_fc_old_l0 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 360736u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/floats.rs"
        u_fc_uv_l1 = s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
        u_fc_old_l1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 360736u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/floats.rs"
        u_fc_uv_l2 = s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
        u_fc_old_l2 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 360736u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/floats.rs"
        u_fc_uv_l3 = s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
        u_fc_old_l3 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 360736u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 11 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
        u_fc_old_l0 += u_fc_uv_l0;
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes(u_fc_pending_l0.site & 31u), FC_SITE(11, 9))] = u_fc_old_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 11 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
        u_fc_old_l1 += u_fc_uv_l1;
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes(u_fc_pending_l1.site & 31u), FC_SITE(11, 9))] = u_fc_old_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 11 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
        u_fc_old_l2 += u_fc_uv_l2;
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes(u_fc_pending_l2.site & 31u), FC_SITE(11, 9))] = u_fc_old_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 11 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
        u_fc_old_l3 += u_fc_uv_l3;
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes(u_fc_pending_l3.site & 31u), FC_SITE(11, 9))] = u_fc_old_l3;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/floats.rs"
        u_fc_uv_l0_1 = ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
        u_fc_old_l0_1 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 426272u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/floats.rs"
        u_fc_uv_l1_1 = ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
        u_fc_old_l1_1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 426272u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/floats.rs"
        u_fc_uv_l2_1 = ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
        u_fc_old_l2_1 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 426272u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/floats.rs"
        u_fc_uv_l3_1 = ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
        u_fc_old_l3_1 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 426272u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
        u_fc_old_l0_1 += u_fc_uv_l0_1;
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes(u_fc_pending_l0.site & 31u), FC_SITE(13, 9))] = u_fc_old_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
        u_fc_old_l1_1 += u_fc_uv_l1_1;
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes(u_fc_pending_l1.site & 31u), FC_SITE(13, 9))] = u_fc_old_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
        u_fc_old_l2_1 += u_fc_uv_l2_1;
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes(u_fc_pending_l2.site & 31u), FC_SITE(13, 9))] = u_fc_old_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
        u_fc_old_l3_1 += u_fc_uv_l3_1;
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes(u_fc_pending_l3.site & 31u), FC_SITE(13, 9))] = u_fc_old_l3_1;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/floats.rs"
        b_l0 = *fc::defer_ptr(d, i_l0, d_len, u_fc_pending_l0, 459297u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/floats.rs"
        b_l1 = *fc::defer_ptr(d, i_l1, d_len, u_fc_pending_l1, 459297u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/floats.rs"
        b_l2 = *fc::defer_ptr(d, i_l2, d_len, u_fc_pending_l2, 459297u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/floats.rs"
        b_l3 = *fc::defer_ptr(d, i_l3, d_len, u_fc_pending_l3, 459297u);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/floats.rs"
        u_fc_sv_l0_1 = sqrt(b_l0) + exp2(b_l0) + log10(b_l0) + atan2(b_l0, 1.0) + cbrt(b_l0) + tanh(b_l0) + round(b_l0) + trunc(b_l0) + fmod(b_l0, 2.5);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/floats.rs"
        u_fc_sv_l1_1 = sqrt(b_l1) + exp2(b_l1) + log10(b_l1) + atan2(b_l1, 1.0) + cbrt(b_l1) + tanh(b_l1) + round(b_l1) + trunc(b_l1) + fmod(b_l1, 2.5);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/floats.rs"
        u_fc_sv_l2_1 = sqrt(b_l2) + exp2(b_l2) + log10(b_l2) + atan2(b_l2, 1.0) + cbrt(b_l2) + tanh(b_l2) + round(b_l2) + trunc(b_l2) + fmod(b_l2, 2.5);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/floats.rs"
        u_fc_sv_l3_1 = sqrt(b_l3) + exp2(b_l3) + log10(b_l3) + atan2(b_l3, 1.0) + cbrt(b_l3) + tanh(b_l3) + round(b_l3) + trunc(b_l3) + fmod(b_l3, 2.5);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 15 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
        dout[fc::check_index_p(i_l0, dout_len, u_fc_pending_l0, FC_LEN_OF_math_lanes(u_fc_pending_l0.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l0_1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 15 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
        dout[fc::check_index_p(i_l1, dout_len, u_fc_pending_l1, FC_LEN_OF_math_lanes(u_fc_pending_l1.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l1_1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 15 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
        dout[fc::check_index_p(i_l2, dout_len, u_fc_pending_l2, FC_LEN_OF_math_lanes(u_fc_pending_l2.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l2_1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 15 "cases/floats.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
        dout[fc::check_index_p(i_l3, dout_len, u_fc_pending_l3, FC_LEN_OF_math_lanes(u_fc_pending_l3.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l3_1;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_math_lanes_v(w) ((w) == 0 ? out_len : (w) == 1 ? d_len : 0ull)
#line 4 "cases/floats.rs"
extern "C" __global__ void math_lanes_v(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<float, double>();
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
    float a_l1;
    float a_l2;
    float a_l3;
    float a_l4;
    float a_l5;
    float a_l6;
    float a_l7;
    __align__(16) float u_fc_sv[FC_VLANES];
    float u_fc_sv_l0;
    float u_fc_sv_l1;
    float u_fc_sv_l2;
    float u_fc_sv_l3;
    float u_fc_sv_l4;
    float u_fc_sv_l5;
    float u_fc_sv_l6;
    float u_fc_sv_l7;
    float s_l0;
    float c_l0;
    float s_l1;
    float c_l1;
    float s_l2;
    float c_l2;
    float s_l3;
    float c_l3;
    float s_l4;
    float c_l4;
    float s_l5;
    float c_l5;
    float s_l6;
    float c_l6;
    float s_l7;
    float c_l7;
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
    __align__(16) float u_fc_vec_2[FC_VLANES];
    __align__(16) float u_fc_sv_2[FC_VLANES];
    float u_fc_uv_l0_2;
    float u_fc_uv_l1_2;
    float u_fc_uv_l2_2;
    float u_fc_uv_l3_2;
    float u_fc_uv_l4_2;
    float u_fc_uv_l5_2;
    float u_fc_uv_l6_2;
    float u_fc_uv_l7_2;
    float u_fc_old_l0_1;
    float u_fc_old_l1_1;
    float u_fc_old_l2_1;
    float u_fc_old_l3_1;
    float u_fc_old_l4_1;
    float u_fc_old_l5_1;
    float u_fc_old_l6_1;
    float u_fc_old_l7_1;
    float u_fc_uv_l0_3;
    float u_fc_uv_l1_3;
    float u_fc_uv_l2_3;
    float u_fc_uv_l3_3;
    float u_fc_uv_l4_3;
    float u_fc_uv_l5_3;
    float u_fc_uv_l6_3;
    float u_fc_uv_l7_3;
    __align__(16) double u_fc_vec_3[FC_VLANES];
    double b_l0;
    double b_l1;
    double b_l2;
    double b_l3;
    double b_l4;
    double b_l5;
    double b_l6;
    double b_l7;
    __align__(16) double u_fc_sv_3[FC_VLANES];
    double u_fc_sv_l0_1;
    double u_fc_sv_l1_1;
    double u_fc_sv_l2_1;
    double u_fc_sv_l3_1;
    double u_fc_sv_l4_1;
    double u_fc_sv_l5_1;
    double u_fc_sv_l6_1;
    double u_fc_sv_l7_1;
    if (u_fc_alive_l0) {
#line 5 "cases/floats.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 5 "cases/floats.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 5 "cases/floats.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 5 "cases/floats.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 5 "cases/floats.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 5 "cases/floats.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 5 "cases/floats.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 5 "cases/floats.rs"
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
#line 6 "cases/floats.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/floats.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/floats.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/floats.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 6 "cases/floats.rs"
        u_fc_c_l4 = i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 6 "cases/floats.rs"
        u_fc_c_l5 = i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 6 "cases/floats.rs"
        u_fc_c_l6 = i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 6 "cases/floats.rs"
        u_fc_c_l7 = i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 7 "cases/floats.rs"
            a_l0 = u_fc_vec[0];
        }
        {
#line 7 "cases/floats.rs"
            a_l1 = u_fc_vec[1];
        }
        {
#line 7 "cases/floats.rs"
            a_l2 = u_fc_vec[2];
        }
        {
#line 7 "cases/floats.rs"
            a_l3 = u_fc_vec[3];
        }
        {
#line 7 "cases/floats.rs"
            a_l4 = u_fc_vec[4];
        }
        {
#line 7 "cases/floats.rs"
            a_l5 = u_fc_vec[5];
        }
        {
#line 7 "cases/floats.rs"
            a_l6 = u_fc_vec[6];
        }
        {
#line 7 "cases/floats.rs"
            a_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/floats.rs"
            a_l0 = x[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/floats.rs"
            a_l1 = x[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/floats.rs"
            a_l2 = x[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/floats.rs"
            a_l3 = x[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 7 "cases/floats.rs"
            a_l4 = x[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 7 "cases/floats.rs"
            a_l5 = x[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 7 "cases/floats.rs"
            a_l6 = x[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 7 "cases/floats.rs"
            a_l7 = x[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            u_fc_sv[0] = sqrtf(a_l0) + expf(a_l0) + logf(a_l0) + sinf(a_l0) * cosf(a_l0) + powf(a_l0, 1.5f) + fc::powi(a_l0, 3) + floorf(fabsf(a_l0)) + fmaf(a_l0, 2.0f, 1.0f) + fminf(fmaxf(a_l0, 0.5f), 4.0f) + fc::fclamp(a_l0, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l0) + hypotf(a_l0, 2.0f) + fmodf(a_l0, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            u_fc_sv[1] = sqrtf(a_l1) + expf(a_l1) + logf(a_l1) + sinf(a_l1) * cosf(a_l1) + powf(a_l1, 1.5f) + fc::powi(a_l1, 3) + floorf(fabsf(a_l1)) + fmaf(a_l1, 2.0f, 1.0f) + fminf(fmaxf(a_l1, 0.5f), 4.0f) + fc::fclamp(a_l1, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l1) + hypotf(a_l1, 2.0f) + fmodf(a_l1, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            u_fc_sv[2] = sqrtf(a_l2) + expf(a_l2) + logf(a_l2) + sinf(a_l2) * cosf(a_l2) + powf(a_l2, 1.5f) + fc::powi(a_l2, 3) + floorf(fabsf(a_l2)) + fmaf(a_l2, 2.0f, 1.0f) + fminf(fmaxf(a_l2, 0.5f), 4.0f) + fc::fclamp(a_l2, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l2) + hypotf(a_l2, 2.0f) + fmodf(a_l2, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            u_fc_sv[3] = sqrtf(a_l3) + expf(a_l3) + logf(a_l3) + sinf(a_l3) * cosf(a_l3) + powf(a_l3, 1.5f) + fc::powi(a_l3, 3) + floorf(fabsf(a_l3)) + fmaf(a_l3, 2.0f, 1.0f) + fminf(fmaxf(a_l3, 0.5f), 4.0f) + fc::fclamp(a_l3, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l3) + hypotf(a_l3, 2.0f) + fmodf(a_l3, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            u_fc_sv[4] = sqrtf(a_l4) + expf(a_l4) + logf(a_l4) + sinf(a_l4) * cosf(a_l4) + powf(a_l4, 1.5f) + fc::powi(a_l4, 3) + floorf(fabsf(a_l4)) + fmaf(a_l4, 2.0f, 1.0f) + fminf(fmaxf(a_l4, 0.5f), 4.0f) + fc::fclamp(a_l4, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l4) + hypotf(a_l4, 2.0f) + fmodf(a_l4, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            u_fc_sv[5] = sqrtf(a_l5) + expf(a_l5) + logf(a_l5) + sinf(a_l5) * cosf(a_l5) + powf(a_l5, 1.5f) + fc::powi(a_l5, 3) + floorf(fabsf(a_l5)) + fmaf(a_l5, 2.0f, 1.0f) + fminf(fmaxf(a_l5, 0.5f), 4.0f) + fc::fclamp(a_l5, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l5) + hypotf(a_l5, 2.0f) + fmodf(a_l5, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            u_fc_sv[6] = sqrtf(a_l6) + expf(a_l6) + logf(a_l6) + sinf(a_l6) * cosf(a_l6) + powf(a_l6, 1.5f) + fc::powi(a_l6, 3) + floorf(fabsf(a_l6)) + fmaf(a_l6, 2.0f, 1.0f) + fminf(fmaxf(a_l6, 0.5f), 4.0f) + fc::fclamp(a_l6, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l6) + hypotf(a_l6, 2.0f) + fmodf(a_l6, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            u_fc_sv[7] = sqrtf(a_l7) + expf(a_l7) + logf(a_l7) + sinf(a_l7) * cosf(a_l7) + powf(a_l7, 1.5f) + fc::powi(a_l7, 3) + floorf(fabsf(a_l7)) + fmaf(a_l7, 2.0f, 1.0f) + fminf(fmaxf(a_l7, 0.5f), 4.0f) + fc::fclamp(a_l7, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l7) + hypotf(a_l7, 2.0f) + fmodf(a_l7, 3.0f);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l0 = sqrtf(a_l0) + expf(a_l0) + logf(a_l0) + sinf(a_l0) * cosf(a_l0) + powf(a_l0, 1.5f) + fc::powi(a_l0, 3) + floorf(fabsf(a_l0)) + fmaf(a_l0, 2.0f, 1.0f) + fminf(fmaxf(a_l0, 0.5f), 4.0f) + fc::fclamp(a_l0, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l0) + hypotf(a_l0, 2.0f) + fmodf(a_l0, 3.0f);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l1 = sqrtf(a_l1) + expf(a_l1) + logf(a_l1) + sinf(a_l1) * cosf(a_l1) + powf(a_l1, 1.5f) + fc::powi(a_l1, 3) + floorf(fabsf(a_l1)) + fmaf(a_l1, 2.0f, 1.0f) + fminf(fmaxf(a_l1, 0.5f), 4.0f) + fc::fclamp(a_l1, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l1) + hypotf(a_l1, 2.0f) + fmodf(a_l1, 3.0f);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l2 = sqrtf(a_l2) + expf(a_l2) + logf(a_l2) + sinf(a_l2) * cosf(a_l2) + powf(a_l2, 1.5f) + fc::powi(a_l2, 3) + floorf(fabsf(a_l2)) + fmaf(a_l2, 2.0f, 1.0f) + fminf(fmaxf(a_l2, 0.5f), 4.0f) + fc::fclamp(a_l2, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l2) + hypotf(a_l2, 2.0f) + fmodf(a_l2, 3.0f);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l3 = sqrtf(a_l3) + expf(a_l3) + logf(a_l3) + sinf(a_l3) * cosf(a_l3) + powf(a_l3, 1.5f) + fc::powi(a_l3, 3) + floorf(fabsf(a_l3)) + fmaf(a_l3, 2.0f, 1.0f) + fminf(fmaxf(a_l3, 0.5f), 4.0f) + fc::fclamp(a_l3, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l3) + hypotf(a_l3, 2.0f) + fmodf(a_l3, 3.0f);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l4 = sqrtf(a_l4) + expf(a_l4) + logf(a_l4) + sinf(a_l4) * cosf(a_l4) + powf(a_l4, 1.5f) + fc::powi(a_l4, 3) + floorf(fabsf(a_l4)) + fmaf(a_l4, 2.0f, 1.0f) + fminf(fmaxf(a_l4, 0.5f), 4.0f) + fc::fclamp(a_l4, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l4) + hypotf(a_l4, 2.0f) + fmodf(a_l4, 3.0f);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l5 = sqrtf(a_l5) + expf(a_l5) + logf(a_l5) + sinf(a_l5) * cosf(a_l5) + powf(a_l5, 1.5f) + fc::powi(a_l5, 3) + floorf(fabsf(a_l5)) + fmaf(a_l5, 2.0f, 1.0f) + fminf(fmaxf(a_l5, 0.5f), 4.0f) + fc::fclamp(a_l5, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l5) + hypotf(a_l5, 2.0f) + fmodf(a_l5, 3.0f);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l6 = sqrtf(a_l6) + expf(a_l6) + logf(a_l6) + sinf(a_l6) * cosf(a_l6) + powf(a_l6, 1.5f) + fc::powi(a_l6, 3) + floorf(fabsf(a_l6)) + fmaf(a_l6, 2.0f, 1.0f) + fminf(fmaxf(a_l6, 0.5f), 4.0f) + fc::fclamp(a_l6, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l6) + hypotf(a_l6, 2.0f) + fmodf(a_l6, 3.0f);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            u_fc_sv_l7 = sqrtf(a_l7) + expf(a_l7) + logf(a_l7) + sinf(a_l7) * cosf(a_l7) + powf(a_l7, 1.5f) + fc::powi(a_l7, 3) + floorf(fabsf(a_l7)) + fmaf(a_l7, 2.0f, 1.0f) + fminf(fmaxf(a_l7, 0.5f), 4.0f) + fc::fclamp(a_l7, 0.0f, 1.0f, FC_SITE(9, 61)) + (1.0f / a_l7) + hypotf(a_l7, 2.0f) + fmodf(a_l7, 3.0f);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_math_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_math_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_math_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 8 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_math_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(8, 9))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v = fc::sin_cos(a_l0);
        s_l0 = fc_v.f0;
        c_l0 = fc_v.f1;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_1 = fc::sin_cos(a_l1);
        s_l1 = fc_v_1.f0;
        c_l1 = fc_v_1.f1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_2 = fc::sin_cos(a_l2);
        s_l2 = fc_v_2.f0;
        c_l2 = fc_v_2.f1;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_3 = fc::sin_cos(a_l3);
        s_l3 = fc_v_3.f0;
        c_l3 = fc_v_3.f1;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_4 = fc::sin_cos(a_l4);
        s_l4 = fc_v_4.f0;
        c_l4 = fc_v_4.f1;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_5 = fc::sin_cos(a_l5);
        s_l5 = fc_v_5.f0;
        c_l5 = fc_v_5.f1;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_6 = fc::sin_cos(a_l6);
        s_l6 = fc_v_6.f0;
        c_l6 = fc_v_6.f1;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
#line 10 "cases/floats.rs"
        fc::tup2<float, float> fc_v_7 = fc::sin_cos(a_l7);
        s_l7 = fc_v_7.f0;
        c_l7 = fc_v_7.f1;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l0 = s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
            u_fc_sv_1[0] = u_fc_vec_1[0];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l1 = s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
            u_fc_sv_1[1] = u_fc_vec_1[1];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l2 = s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
            u_fc_sv_1[2] = u_fc_vec_1[2];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l3 = s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
            u_fc_sv_1[3] = u_fc_vec_1[3];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l4 = s_l4 - c_l4 + (a_l4 * 57.2957795f) + fc::signum(a_l4) + fc::fract(a_l4);
            u_fc_sv_1[4] = u_fc_vec_1[4];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l5 = s_l5 - c_l5 + (a_l5 * 57.2957795f) + fc::signum(a_l5) + fc::fract(a_l5);
            u_fc_sv_1[5] = u_fc_vec_1[5];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l6 = s_l6 - c_l6 + (a_l6 * 57.2957795f) + fc::signum(a_l6) + fc::fract(a_l6);
            u_fc_sv_1[6] = u_fc_vec_1[6];
        }
        {
#line 11 "cases/floats.rs"
            u_fc_uv_l7 = s_l7 - c_l7 + (a_l7 * 57.2957795f) + fc::signum(a_l7) + fc::fract(a_l7);
            u_fc_sv_1[7] = u_fc_vec_1[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[0] += u_fc_uv_l0;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[1] += u_fc_uv_l1;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[2] += u_fc_uv_l2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[3] += u_fc_uv_l3;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[4] += u_fc_uv_l4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[5] += u_fc_uv_l5;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[6] += u_fc_uv_l6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            u_fc_sv_1[7] += u_fc_uv_l7;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_1, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 11 "cases/floats.rs"
            u_fc_uv_l0_1 = s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
            u_fc_old_l0 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 360736u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/floats.rs"
            u_fc_uv_l1_1 = s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
            u_fc_old_l1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 360736u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/floats.rs"
            u_fc_uv_l2_1 = s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
            u_fc_old_l2 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 360736u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/floats.rs"
            u_fc_uv_l3_1 = s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
            u_fc_old_l3 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 360736u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 11 "cases/floats.rs"
            u_fc_uv_l4_1 = s_l4 - c_l4 + (a_l4 * 57.2957795f) + fc::signum(a_l4) + fc::fract(a_l4);
            u_fc_old_l4 = *fc::defer_ptr(out, i_l4, out_len, u_fc_pending_l4, 360736u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 11 "cases/floats.rs"
            u_fc_uv_l5_1 = s_l5 - c_l5 + (a_l5 * 57.2957795f) + fc::signum(a_l5) + fc::fract(a_l5);
            u_fc_old_l5 = *fc::defer_ptr(out, i_l5, out_len, u_fc_pending_l5, 360736u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 11 "cases/floats.rs"
            u_fc_uv_l6_1 = s_l6 - c_l6 + (a_l6 * 57.2957795f) + fc::signum(a_l6) + fc::fract(a_l6);
            u_fc_old_l6 = *fc::defer_ptr(out, i_l6, out_len, u_fc_pending_l6, 360736u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 11 "cases/floats.rs"
            u_fc_uv_l7_1 = s_l7 - c_l7 + (a_l7 * 57.2957795f) + fc::signum(a_l7) + fc::fract(a_l7);
            u_fc_old_l7 = *fc::defer_ptr(out, i_l7, out_len, u_fc_pending_l7, 360736u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            u_fc_old_l0 += u_fc_uv_l0_1;
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(11, 9))] = u_fc_old_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            u_fc_old_l1 += u_fc_uv_l1_1;
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(11, 9))] = u_fc_old_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            u_fc_old_l2 += u_fc_uv_l2_1;
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(11, 9))] = u_fc_old_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            u_fc_old_l3 += u_fc_uv_l3_1;
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(11, 9))] = u_fc_old_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            u_fc_old_l4 += u_fc_uv_l4_1;
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_math_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(11, 9))] = u_fc_old_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            u_fc_old_l5 += u_fc_uv_l5_1;
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_math_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(11, 9))] = u_fc_old_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            u_fc_old_l6 += u_fc_uv_l6_1;
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_math_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(11, 9))] = u_fc_old_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 11 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            u_fc_old_l7 += u_fc_uv_l7_1;
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_math_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(11, 9))] = u_fc_old_l7;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(out, u_fc_vec_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l0_2 = ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
            u_fc_sv_2[0] = u_fc_vec_2[0];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l1_2 = ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
            u_fc_sv_2[1] = u_fc_vec_2[1];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l2_2 = ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
            u_fc_sv_2[2] = u_fc_vec_2[2];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l3_2 = ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
            u_fc_sv_2[3] = u_fc_vec_2[3];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l4_2 = ((a_l4 + 1.0f) * 57.2957795f) + (1.0f / (a_l4 * 2.0f + 1.0f)) + fmaxf((a_l4 - 1.0f), (a_l4 * a_l4));
            u_fc_sv_2[4] = u_fc_vec_2[4];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l5_2 = ((a_l5 + 1.0f) * 57.2957795f) + (1.0f / (a_l5 * 2.0f + 1.0f)) + fmaxf((a_l5 - 1.0f), (a_l5 * a_l5));
            u_fc_sv_2[5] = u_fc_vec_2[5];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l6_2 = ((a_l6 + 1.0f) * 57.2957795f) + (1.0f / (a_l6 * 2.0f + 1.0f)) + fmaxf((a_l6 - 1.0f), (a_l6 * a_l6));
            u_fc_sv_2[6] = u_fc_vec_2[6];
        }
        {
#line 13 "cases/floats.rs"
            u_fc_uv_l7_2 = ((a_l7 + 1.0f) * 57.2957795f) + (1.0f / (a_l7 * 2.0f + 1.0f)) + fmaxf((a_l7 - 1.0f), (a_l7 * a_l7));
            u_fc_sv_2[7] = u_fc_vec_2[7];
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[0] += u_fc_uv_l0_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[1] += u_fc_uv_l1_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[2] += u_fc_uv_l2_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[3] += u_fc_uv_l3_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[4] += u_fc_uv_l4_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[5] += u_fc_uv_l5_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[6] += u_fc_uv_l6_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            u_fc_sv_2[7] += u_fc_uv_l7_2;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv_2, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/floats.rs"
            u_fc_uv_l0_3 = ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
            u_fc_old_l0_1 = *fc::defer_ptr(out, i_l0, out_len, u_fc_pending_l0, 426272u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/floats.rs"
            u_fc_uv_l1_3 = ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
            u_fc_old_l1_1 = *fc::defer_ptr(out, i_l1, out_len, u_fc_pending_l1, 426272u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/floats.rs"
            u_fc_uv_l2_3 = ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
            u_fc_old_l2_1 = *fc::defer_ptr(out, i_l2, out_len, u_fc_pending_l2, 426272u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/floats.rs"
            u_fc_uv_l3_3 = ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
            u_fc_old_l3_1 = *fc::defer_ptr(out, i_l3, out_len, u_fc_pending_l3, 426272u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 13 "cases/floats.rs"
            u_fc_uv_l4_3 = ((a_l4 + 1.0f) * 57.2957795f) + (1.0f / (a_l4 * 2.0f + 1.0f)) + fmaxf((a_l4 - 1.0f), (a_l4 * a_l4));
            u_fc_old_l4_1 = *fc::defer_ptr(out, i_l4, out_len, u_fc_pending_l4, 426272u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 13 "cases/floats.rs"
            u_fc_uv_l5_3 = ((a_l5 + 1.0f) * 57.2957795f) + (1.0f / (a_l5 * 2.0f + 1.0f)) + fmaxf((a_l5 - 1.0f), (a_l5 * a_l5));
            u_fc_old_l5_1 = *fc::defer_ptr(out, i_l5, out_len, u_fc_pending_l5, 426272u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 13 "cases/floats.rs"
            u_fc_uv_l6_3 = ((a_l6 + 1.0f) * 57.2957795f) + (1.0f / (a_l6 * 2.0f + 1.0f)) + fmaxf((a_l6 - 1.0f), (a_l6 * a_l6));
            u_fc_old_l6_1 = *fc::defer_ptr(out, i_l6, out_len, u_fc_pending_l6, 426272u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 13 "cases/floats.rs"
            u_fc_uv_l7_3 = ((a_l7 + 1.0f) * 57.2957795f) + (1.0f / (a_l7 * 2.0f + 1.0f)) + fmaxf((a_l7 - 1.0f), (a_l7 * a_l7));
            u_fc_old_l7_1 = *fc::defer_ptr(out, i_l7, out_len, u_fc_pending_l7, 426272u);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            u_fc_old_l0_1 += u_fc_uv_l0_3;
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(13, 9))] = u_fc_old_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            u_fc_old_l1_1 += u_fc_uv_l1_3;
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(13, 9))] = u_fc_old_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            u_fc_old_l2_1 += u_fc_uv_l2_3;
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(13, 9))] = u_fc_old_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            u_fc_old_l3_1 += u_fc_uv_l3_3;
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(13, 9))] = u_fc_old_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            u_fc_old_l4_1 += u_fc_uv_l4_3;
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_math_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(13, 9))] = u_fc_old_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            u_fc_old_l5_1 += u_fc_uv_l5_3;
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_math_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(13, 9))] = u_fc_old_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            u_fc_old_l6_1 += u_fc_uv_l6_3;
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_math_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(13, 9))] = u_fc_old_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 13 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            u_fc_old_l7_1 += u_fc_uv_l7_3;
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_math_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(13, 9))] = u_fc_old_l7_1;
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(d, d_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(d, u_fc_vec_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 14 "cases/floats.rs"
            b_l0 = u_fc_vec_3[0];
        }
        {
#line 14 "cases/floats.rs"
            b_l1 = u_fc_vec_3[1];
        }
        {
#line 14 "cases/floats.rs"
            b_l2 = u_fc_vec_3[2];
        }
        {
#line 14 "cases/floats.rs"
            b_l3 = u_fc_vec_3[3];
        }
        {
#line 14 "cases/floats.rs"
            b_l4 = u_fc_vec_3[4];
        }
        {
#line 14 "cases/floats.rs"
            b_l5 = u_fc_vec_3[5];
        }
        {
#line 14 "cases/floats.rs"
            b_l6 = u_fc_vec_3[6];
        }
        {
#line 14 "cases/floats.rs"
            b_l7 = u_fc_vec_3[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/floats.rs"
            b_l0 = *fc::defer_ptr(d, i_l0, d_len, u_fc_pending_l0, 459297u);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/floats.rs"
            b_l1 = *fc::defer_ptr(d, i_l1, d_len, u_fc_pending_l1, 459297u);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/floats.rs"
            b_l2 = *fc::defer_ptr(d, i_l2, d_len, u_fc_pending_l2, 459297u);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/floats.rs"
            b_l3 = *fc::defer_ptr(d, i_l3, d_len, u_fc_pending_l3, 459297u);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 14 "cases/floats.rs"
            b_l4 = *fc::defer_ptr(d, i_l4, d_len, u_fc_pending_l4, 459297u);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 14 "cases/floats.rs"
            b_l5 = *fc::defer_ptr(d, i_l5, d_len, u_fc_pending_l5, 459297u);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 14 "cases/floats.rs"
            b_l6 = *fc::defer_ptr(d, i_l6, d_len, u_fc_pending_l6, 459297u);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 14 "cases/floats.rs"
            b_l7 = *fc::defer_ptr(d, i_l7, d_len, u_fc_pending_l7, 459297u);
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(dout, dout_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[0] = sqrt(b_l0) + exp2(b_l0) + log10(b_l0) + atan2(b_l0, 1.0) + cbrt(b_l0) + tanh(b_l0) + round(b_l0) + trunc(b_l0) + fmod(b_l0, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[1] = sqrt(b_l1) + exp2(b_l1) + log10(b_l1) + atan2(b_l1, 1.0) + cbrt(b_l1) + tanh(b_l1) + round(b_l1) + trunc(b_l1) + fmod(b_l1, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[2] = sqrt(b_l2) + exp2(b_l2) + log10(b_l2) + atan2(b_l2, 1.0) + cbrt(b_l2) + tanh(b_l2) + round(b_l2) + trunc(b_l2) + fmod(b_l2, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[3] = sqrt(b_l3) + exp2(b_l3) + log10(b_l3) + atan2(b_l3, 1.0) + cbrt(b_l3) + tanh(b_l3) + round(b_l3) + trunc(b_l3) + fmod(b_l3, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[4] = sqrt(b_l4) + exp2(b_l4) + log10(b_l4) + atan2(b_l4, 1.0) + cbrt(b_l4) + tanh(b_l4) + round(b_l4) + trunc(b_l4) + fmod(b_l4, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[5] = sqrt(b_l5) + exp2(b_l5) + log10(b_l5) + atan2(b_l5, 1.0) + cbrt(b_l5) + tanh(b_l5) + round(b_l5) + trunc(b_l5) + fmod(b_l5, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[6] = sqrt(b_l6) + exp2(b_l6) + log10(b_l6) + atan2(b_l6, 1.0) + cbrt(b_l6) + tanh(b_l6) + round(b_l6) + trunc(b_l6) + fmod(b_l6, 2.5);
        }
        {
#line 15 "cases/floats.rs"
            u_fc_sv_3[7] = sqrt(b_l7) + exp2(b_l7) + log10(b_l7) + atan2(b_l7, 1.0) + cbrt(b_l7) + tanh(b_l7) + round(b_l7) + trunc(b_l7) + fmod(b_l7, 2.5);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(dout, u_fc_sv_3, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/floats.rs"
            u_fc_sv_l0_1 = sqrt(b_l0) + exp2(b_l0) + log10(b_l0) + atan2(b_l0, 1.0) + cbrt(b_l0) + tanh(b_l0) + round(b_l0) + trunc(b_l0) + fmod(b_l0, 2.5);
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/floats.rs"
            u_fc_sv_l1_1 = sqrt(b_l1) + exp2(b_l1) + log10(b_l1) + atan2(b_l1, 1.0) + cbrt(b_l1) + tanh(b_l1) + round(b_l1) + trunc(b_l1) + fmod(b_l1, 2.5);
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/floats.rs"
            u_fc_sv_l2_1 = sqrt(b_l2) + exp2(b_l2) + log10(b_l2) + atan2(b_l2, 1.0) + cbrt(b_l2) + tanh(b_l2) + round(b_l2) + trunc(b_l2) + fmod(b_l2, 2.5);
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/floats.rs"
            u_fc_sv_l3_1 = sqrt(b_l3) + exp2(b_l3) + log10(b_l3) + atan2(b_l3, 1.0) + cbrt(b_l3) + tanh(b_l3) + round(b_l3) + trunc(b_l3) + fmod(b_l3, 2.5);
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 15 "cases/floats.rs"
            u_fc_sv_l4_1 = sqrt(b_l4) + exp2(b_l4) + log10(b_l4) + atan2(b_l4, 1.0) + cbrt(b_l4) + tanh(b_l4) + round(b_l4) + trunc(b_l4) + fmod(b_l4, 2.5);
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 15 "cases/floats.rs"
            u_fc_sv_l5_1 = sqrt(b_l5) + exp2(b_l5) + log10(b_l5) + atan2(b_l5, 1.0) + cbrt(b_l5) + tanh(b_l5) + round(b_l5) + trunc(b_l5) + fmod(b_l5, 2.5);
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 15 "cases/floats.rs"
            u_fc_sv_l6_1 = sqrt(b_l6) + exp2(b_l6) + log10(b_l6) + atan2(b_l6, 1.0) + cbrt(b_l6) + tanh(b_l6) + round(b_l6) + trunc(b_l6) + fmod(b_l6, 2.5);
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 15 "cases/floats.rs"
            u_fc_sv_l7_1 = sqrt(b_l7) + exp2(b_l7) + log10(b_l7) + atan2(b_l7, 1.0) + cbrt(b_l7) + tanh(b_l7) + round(b_l7) + trunc(b_l7) + fmod(b_l7, 2.5);
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l0, dout_len, u_fc_pending_l0, FC_LEN_OF_math_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l0_1;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l1, dout_len, u_fc_pending_l1, FC_LEN_OF_math_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l1_1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l2, dout_len, u_fc_pending_l2, FC_LEN_OF_math_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l2_1;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l3, dout_len, u_fc_pending_l3, FC_LEN_OF_math_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l3_1;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l4, dout_len, u_fc_pending_l4, FC_LEN_OF_math_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l4_1;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l5, dout_len, u_fc_pending_l5, FC_LEN_OF_math_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l5_1;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l6, dout_len, u_fc_pending_l6, FC_LEN_OF_math_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l6_1;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 15 "cases/floats.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
            dout[fc::check_index_p(i_l7, dout_len, u_fc_pending_l7, FC_LEN_OF_math_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(15, 9))] = u_fc_sv_l7_1;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_math_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_math_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_math_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_math_lanes_v);
    }
}
#endif
#endif
#endif
