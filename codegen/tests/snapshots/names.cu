#include "ferrocuda.cuh"

#define FC_LEN_OF_u_float(w) ((w) == 0 ? u_int_len : 0ull)
#line 4 "cases/names.rs"
extern "C" __global__ void u_float(const int* __restrict__ u_int, unsigned long long u_int_len, float* __restrict__ u_double, unsigned long long u_double_len) {
    fc::Pending u_fc_pending = {};
#line 5 "cases/names.rs"
    unsigned long long u_threadIdx = fc::grid_1();
#line 6 "cases/names.rs"
    if (u_threadIdx < u_double_len) {
#line 7 "cases/names.rs"
        int u_new = *fc::defer_ptr(u_int, u_threadIdx, u_int_len, u_fc_pending, 229984u);
#line 8 "cases/names.rs"
        int u_new_1 = fc::mul(u_new, 2);
#line 9 "cases/names.rs"
        float u_class = (float)u_new_1 * 0.5f;
#line 10 "cases/names.rs"
        float u_fc_tmp = u_class + 1.0f;
#line 11 "cases/names.rs"
        float a = u_fc_tmp;
        float b = u_class;
#line 12 "cases/names.rs"
        float b_1 = a;
        float a_1 = b;
#line 13 "cases/names.rs"
        float fc_v = a_1 - b_1;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_u_float);
        u_double[fc::check_index_p(u_threadIdx, u_double_len, u_fc_pending, FC_LEN_OF_u_float(u_fc_pending.site & 31u), FC_SITE(13, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_u_float);
}
