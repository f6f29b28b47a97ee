#include "ferrocuda.cuh"

#line 4 "cases/casts.rs"
extern "C" __global__ void casts(const float* __restrict__ f, unsigned long long f_len, const double* __restrict__ d, unsigned long long d_len, const long long* __restrict__ i, unsigned long long i_len, signed char* __restrict__ out_i8, unsigned long long out_i8_len, unsigned int* __restrict__ out_u32, unsigned long long out_u32_len, long long* __restrict__ out_i64, unsigned long long out_i64_len, float* __restrict__ out_f32, unsigned long long out_f32_len, unsigned short* __restrict__ out_u16, unsigned long long out_u16_len) {
#line 5 "cases/casts.rs"
    unsigned long long k = fc::grid_1();
#line 6 "cases/casts.rs"
    if (k < f_len) {
#line 7 "cases/casts.rs"
        out_i8[fc::check_index(k, out_i8_len, FC_SITE(7, 9))] = fc::f2i<signed char>(f[fc::check_index(k, f_len, FC_SITE(7, 21))]);
#line 8 "cases/casts.rs"
        out_u32[fc::check_index(k, out_u32_len, FC_SITE(8, 9))] = fc::f2i<unsigned int>(d[fc::check_index(k, d_len, FC_SITE(8, 22))]);
#line 9 "cases/casts.rs"
        out_i64[fc::check_index(k, out_i64_len, FC_SITE(9, 9))] = fc::add(fc::f2i<long long>(f[fc::check_index(k, f_len, FC_SITE(9, 22))]), fc::f2i<long long>(d[fc::check_index(k, d_len, FC_SITE(9, 36))]));
#line 10 "cases/casts.rs"
        out_f32[fc::check_index(k, out_f32_len, FC_SITE(10, 9))] = (float)i[fc::check_index(k, i_len, FC_SITE(10, 22))] + (float)d[fc::check_index(k, d_len, FC_SITE(10, 36))];
#line 11 "cases/casts.rs"
        out_u16[fc::check_index(k, out_u16_len, FC_SITE(11, 9))] = fc::add(fc::add((unsigned short)i[fc::check_index(k, i_len, FC_SITE(11, 22))], (unsigned short)true), ((unsigned short)70000));
#line 12 "cases/casts.rs"
        unsigned int bits = __float_as_uint(f[fc::check_index(k, f_len, FC_SITE(12, 20))]);
#line 13 "cases/casts.rs"
        out_f32[fc::check_index(k, out_f32_len, FC_SITE(13, 9))] += __uint_as_float(bits ^ 1u);
    }
}
