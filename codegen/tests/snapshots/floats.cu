#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 4 "cases/floats.rs"
extern "C" __global__ void math(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len) {
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
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
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
        out[i_l0] += s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 11 "cases/floats.rs"
        out[i_l1] += s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 11 "cases/floats.rs"
        out[i_l2] += s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 11 "cases/floats.rs"
        out[i_l3] += s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/floats.rs"
        out[i_l0] += ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/floats.rs"
        out[i_l1] += ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/floats.rs"
        out[i_l2] += ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/floats.rs"
        out[i_l3] += ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
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
#endif
#else
#define FC_LEN_OF_math(w) ((w) == 0 ? d_len : 0ull)
#line 4 "cases/floats.rs"
extern "C" __global__ void math(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len) {
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
#define FC_LEN_OF_math_lanes(w) ((w) == 0 ? d_len : 0ull)
#line 4 "cases/floats.rs"
extern "C" __global__ void math_lanes(const float* __restrict__ x, unsigned long long x_len, const double* __restrict__ d, unsigned long long d_len, float* __restrict__ out, unsigned long long out_len, double* __restrict__ dout, unsigned long long dout_len, unsigned u_fc_blocks_x) {
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
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 11 "cases/floats.rs"
        float fc_v_4 = s_l0 - c_l0 + (a_l0 * 57.2957795f) + fc::signum(a_l0) + fc::fract(a_l0);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes(u_fc_pending_l0.site & 31u), FC_SITE(11, 9))] += fc_v_4;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 11 "cases/floats.rs"
        float fc_v_5 = s_l1 - c_l1 + (a_l1 * 57.2957795f) + fc::signum(a_l1) + fc::fract(a_l1);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes(u_fc_pending_l1.site & 31u), FC_SITE(11, 9))] += fc_v_5;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 11 "cases/floats.rs"
        float fc_v_6 = s_l2 - c_l2 + (a_l2 * 57.2957795f) + fc::signum(a_l2) + fc::fract(a_l2);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes(u_fc_pending_l2.site & 31u), FC_SITE(11, 9))] += fc_v_6;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 11 "cases/floats.rs"
        float fc_v_7 = s_l3 - c_l3 + (a_l3 * 57.2957795f) + fc::signum(a_l3) + fc::fract(a_l3);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes(u_fc_pending_l3.site & 31u), FC_SITE(11, 9))] += fc_v_7;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/floats.rs"
        float fc_v_8 = ((a_l0 + 1.0f) * 57.2957795f) + (1.0f / (a_l0 * 2.0f + 1.0f)) + fmaxf((a_l0 - 1.0f), (a_l0 * a_l0));
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_math_lanes(u_fc_pending_l0.site & 31u), FC_SITE(13, 9))] += fc_v_8;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/floats.rs"
        float fc_v_9 = ((a_l1 + 1.0f) * 57.2957795f) + (1.0f / (a_l1 * 2.0f + 1.0f)) + fmaxf((a_l1 - 1.0f), (a_l1 * a_l1));
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_math_lanes(u_fc_pending_l1.site & 31u), FC_SITE(13, 9))] += fc_v_9;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/floats.rs"
        float fc_v_10 = ((a_l2 + 1.0f) * 57.2957795f) + (1.0f / (a_l2 * 2.0f + 1.0f)) + fmaxf((a_l2 - 1.0f), (a_l2 * a_l2));
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_math_lanes(u_fc_pending_l2.site & 31u), FC_SITE(13, 9))] += fc_v_10;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/floats.rs"
        float fc_v_11 = ((a_l3 + 1.0f) * 57.2957795f) + (1.0f / (a_l3 * 2.0f + 1.0f)) + fmaxf((a_l3 - 1.0f), (a_l3 * a_l3));
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_math_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_math_lanes(u_fc_pending_l3.site & 31u), FC_SITE(13, 9))] += fc_v_11;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/floats.rs"
        b_l0 = *fc::defer_ptr(d, i_l0, d_len, u_fc_pending_l0, 459296u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/floats.rs"
        b_l1 = *fc::defer_ptr(d, i_l1, d_len, u_fc_pending_l1, 459296u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/floats.rs"
        b_l2 = *fc::defer_ptr(d, i_l2, d_len, u_fc_pending_l2, 459296u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/floats.rs"
        b_l3 = *fc::defer_ptr(d, i_l3, d_len, u_fc_pending_l3, 459296u);
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
#endif
#endif
