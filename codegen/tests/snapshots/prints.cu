#define FC_PRINTS 1
#include "ferrocuda.cuh"

__device__ void show_0ff7c0d2(unsigned long long k, float v, unsigned fc_depth);
template <int K, class... A> struct fc_p_show_0ff7c0d2 { typedef typename fc::param<K, decltype(&show_0ff7c0d2)>::type type; };

#line 5 "cases/prints.rs"
__device__ void show_0ff7c0d2(unsigned long long k, float v, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(5, 8));
#line 6 "cases/prints.rs"
    fc::print(0x16230611u, 0xb147fa73u, k, v);
}


#define FC_LEN_OF_prints(w) (0ull)
#line 10 "cases/prints.rs"
extern "C" __global__ void prints(const float* __restrict__ xs, unsigned long long xs_len, const int* __restrict__ is, unsigned long long is_len) {
    fc::Pending u_fc_pending = {};
#line 11 "cases/prints.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/prints.rs"
    if (i < xs_len) {
#line 13 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        float fc_v = xs[i] * 2.0f;
        int fc_v_1 = is[fc::check_index_p(i, is_len, u_fc_pending, FC_LEN_OF_prints(u_fc_pending.site & 31u), FC_SITE(13, 57))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        fc::print(0xf2672d5cu, 0x1d54f727u, i, fc_v, fc_v_1);
#line 14 "cases/prints.rs"
        unsigned long long w = 8ull;
#line 15 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        float fc_v_2 = xs[i];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_2, w);
#line 16 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        fc::print(0xfcded258u, 0x742f265au);
#line 17 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        show_0ff7c0d2(i, xs[i], 1u);
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
}
