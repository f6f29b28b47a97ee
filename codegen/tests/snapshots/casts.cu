#include "ferrocuda.cuh"


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
