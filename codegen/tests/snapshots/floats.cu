#include "ferrocuda.cuh"


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
