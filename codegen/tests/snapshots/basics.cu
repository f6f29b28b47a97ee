#include "ferrocuda.cuh"


#define FC_LEN_OF_saxpy(w) ((w) == 0 ? x_len : 0ull)
#line 4 "cases/basics.rs"
extern "C" __global__ void saxpy(float a, const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::Pending u_fc_pending = {};
#line 5 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/basics.rs"
    if (i < y_len) {
#line 7 "cases/basics.rs"
        float fc_v = a * *fc::defer_ptr(x, i, x_len, u_fc_pending, 230016u) + y[i];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_saxpy);
        y[i] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_saxpy);
}

#define FC_LEN_OF_literals(w) (0ull)
#line 13 "cases/basics.rs"
extern "C" __global__ void literals(const float* __restrict__ x, unsigned long long x_len, double* __restrict__ y, unsigned long long y_len) {
    fc::Pending u_fc_pending = {};
#line 14 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 15 "cases/basics.rs"
    if (i < x_len) {
#line 16 "cases/basics.rs"
        float acc = 0.0f;
#line 17 "cases/basics.rs"
        acc += x[i] * 2.5f + 1.0f;
#line 18 "cases/basics.rs"
        double fc_v = (double)acc * 0.5 + 1e-300;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_literals);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_literals(u_fc_pending.site & 31u), FC_SITE(18, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_literals);
}

#line 23 "cases/basics.rs"
extern "C" __global__ void add_unchecked(const float* __restrict__ a, unsigned long long a_len, const float* __restrict__ b, unsigned long long b_len, float* __restrict__ c, unsigned long long c_len) {
#line 24 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 25 "cases/basics.rs"
    if (i < c_len) {
#line 26 "cases/basics.rs"
        c[i] = a[i] + b[i];
    }
}

#line 31 "cases/basics.rs"
extern "C" __global__ void add_get_unchecked(const float* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len) {
#line 32 "cases/basics.rs"
    unsigned long long i = fc::grid_1();
#line 33 "cases/basics.rs"
    if (i < c_len) {
#line 34 "cases/basics.rs"
        {
#line 35 "cases/basics.rs"
            c[i] = a[i] * 2.0f;
        }
    }
}

#define FC_LEN_OF_constants(w) (0ull)
#line 41 "cases/basics.rs"
extern "C" __global__ void constants(double* __restrict__ out, unsigned long long out_len, bool* __restrict__ flags, unsigned long long flags_len, unsigned char* __restrict__ small, unsigned long long small_len) {
    fc::Pending u_fc_pending = {};
#line 42 "cases/basics.rs"
    const double SCALE = 2.0;
#line 43 "cases/basics.rs"
    double fc_v = 3.141592653589793 * SCALE + 2.220446049250313e-16 + 1.7976931348623157e308;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    out[fc::check_index_p(0ull, out_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(43, 5))] = fc_v;
#line 44 "cases/basics.rs"
    double fc_v_1 = __longlong_as_double(0x7ff0000000000000ll) - __longlong_as_double((long long)0xfff0000000000000ull);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    out[fc::check_index_p(1ull, out_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(44, 5))] = fc_v_1;
#line 45 "cases/basics.rs"
    bool fc_v_2 = (isnan(__longlong_as_double(0x7ff8000000000000ll)) != 0) && !false;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    flags[fc::check_index_p(0ull, flags_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(45, 5))] = fc_v_2;
#line 46 "cases/basics.rs"
    unsigned char fc_v_3 = fc::add(fc::sub(((unsigned char)255), ((unsigned char)97)), (unsigned char)32u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
    small[fc::check_index_p(0ull, small_len, u_fc_pending, FC_LEN_OF_constants(u_fc_pending.site & 31u), FC_SITE(46, 5))] = fc_v_3;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_constants);
}
