#include "ferrocuda.cuh"

namespace fc {
#ifndef FC_TUP7
#define FC_TUP7
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6> struct tup7 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; };
#endif
}
__device__ fc::tup7<float, float, float, float, float, float, float> spread_6b309f6f(float x, unsigned fc_depth);
template <int K, class... A> struct fc_p_spread_6b309f6f { typedef typename fc::param<K, decltype(&spread_6b309f6f)>::type type; };

namespace fc {
#ifndef FC_TUP7
#define FC_TUP7
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6> struct tup7 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; };
#endif
}
#line 5 "cases/tuples.rs"
__device__ fc::tup7<float, float, float, float, float, float, float> spread_6b309f6f(float x, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(5, 4));
#line 6 "cases/tuples.rs"
    return fc::tup7<float, float, float, float, float, float, float>{x, x + 1.0f, x + 2.0f, x + 3.0f, x + 4.0f, x + 5.0f, x + 6.0f};
}


namespace fc {
#ifndef FC_TUP7
#define FC_TUP7
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6> struct tup7 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; };
#endif
}
namespace fc {
#ifndef FC_TUP12
#define FC_TUP12
template <class T0, class T1, class T2, class T3, class T4, class T5, class T6, class T7, class T8, class T9, class T10, class T11> struct tup12 { T0 f0; T1 f1; T2 f2; T3 f3; T4 f4; T5 f5; T6 f6; T7 f7; T8 f8; T9 f9; T10 f10; T11 f11; };
#endif
}
#define FC_LEN_OF_sum_of_seven(w) (0ull)
#line 10 "cases/tuples.rs"
extern "C" __global__ void sum_of_seven(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ out, unsigned long long out_len) {
    fc::Pending u_fc_pending = {};
#line 11 "cases/tuples.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/tuples.rs"
    if (i < out_len) {
#line 13 "cases/tuples.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
        fc::tup7<float, float, float, float, float, float, float> fc_v = spread_6b309f6f(x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_sum_of_seven(u_fc_pending.site & 31u), FC_SITE(13, 44))], 1u);
        float a = fc_v.f0;
        float b = fc_v.f1;
        float c = fc_v.f2;
        float d = fc_v.f3;
        float e = fc_v.f4;
        float f = fc_v.f5;
        float g = fc_v.f6;
#line 14 "cases/tuples.rs"
        fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float> wide = fc::tup12<float, float, float, float, float, float, float, float, float, float, float, float>{a, b, c, d, e, f, g, a, b, c, d, e};
#line 15 "cases/tuples.rs"
        float fc_v_1 = wide.f0 + wide.f1 + wide.f2 + wide.f3 + wide.f4 + wide.f5 + wide.f6 + wide.f11;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
        out[i] = fc_v_1;
#line 16 "cases/tuples.rs"
        float p = a;
        float q = b;
#line 17 "cases/tuples.rs"
        float fc_v_2 = p * q;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
        out[i] += fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_sum_of_seven);
}
