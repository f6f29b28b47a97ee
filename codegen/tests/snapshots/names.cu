#include "ferrocuda.cuh"

__device__ float u_naxefxve_0364782b(float u_malloc, unsigned fc_depth);
template <int K, class... A> struct fc_p_u_naxefxve_0364782b { typedef typename fc::param<K, decltype(&u_naxefxve_0364782b)>::type type; };

#line 30 "cases/names.rs"
__device__ float u_naxefxve_0364782b(float u_malloc, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(30, 4));
#line 31 "cases/names.rs"
    return u_malloc + 1.0f;
}


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
        u_double[u_threadIdx] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_u_float);
}

#define FC_LEN_OF_u_printf(w) ((w) == 0 ? u_min_len : 0ull)
#line 19 "cases/names.rs"
extern "C" __global__ void u_printf(const float* __restrict__ u_min, unsigned long long u_min_len, float* __restrict__ u_max, unsigned long long u_max_len) {
    fc::Pending u_fc_pending = {};
#line 20 "cases/names.rs"
    unsigned long long u_size_t = fc::grid_1();
#line 21 "cases/names.rs"
    if (u_size_t < u_max_len) {
#line 22 "cases/names.rs"
        float u_entrxe9xe = *fc::defer_ptr(u_min, u_size_t, u_min_len, u_fc_pending, 721600u);
#line 23 "cases/names.rs"
        float u_x3c0x = 3.5f;
#line 24 "cases/names.rs"
        float u_rsqrtf = u_entrxe9xe * u_x3c0x;
#line 25 "cases/names.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_u_printf);
        u_max[u_size_t] = u_rsqrtf;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_u_printf);
}

#line 35 "cases/names.rs"
extern "C" __global__ void u_std(float* __restrict__ u_free, unsigned long long u_free_len) {
#line 36 "cases/names.rs"
    unsigned long long i = fc::grid_1();
#line 37 "cases/names.rs"
    if (i < u_free_len) {
#line 38 "cases/names.rs"
        u_free[i] = u_naxefxve_0364782b(u_free[i], 1u);
    }
}
