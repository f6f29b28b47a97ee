#include "ferrocuda.cuh"

__device__ fc::tup2<unsigned int, unsigned int> divmod100_dd1da8cf(unsigned int value, unsigned fc_depth);
template <int K, class... A> struct fc_p_divmod100_dd1da8cf { typedef typename fc::param<K, decltype(&divmod100_dd1da8cf)>::type type; };

#line 7 "cases/corpus.rs"
__device__ fc::tup2<unsigned int, unsigned int> divmod100_dd1da8cf(unsigned int value, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(7, 4));
#line 8 "cases/corpus.rs"
    const unsigned int EXP = 19u;
#line 9 "cases/corpus.rs"
    const unsigned int SIG = fc::div(fc::shl(1u, EXP), 100u, FC_SITE(9, 22)) + 1u;
#line 10 "cases/corpus.rs"
    unsigned int div = fc::shr(value * SIG, EXP);
#line 11 "cases/corpus.rs"
    return fc::tup2<unsigned int, unsigned int>{div, value - div * 100u};
}


#define FC_LEN_OF_digits(w) (0ull)
#line 15 "cases/corpus.rs"
extern "C" __global__ void digits(const unsigned int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ q, unsigned long long q_len, unsigned int* __restrict__ r, unsigned long long r_len) {
    fc::Pending u_fc_pending = {};
#line 16 "cases/corpus.rs"
    unsigned long long i = fc::grid_1();
#line 17 "cases/corpus.rs"
    if (i < x_len) {
#line 18 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
        fc::tup2<unsigned int, unsigned int> fc_v = divmod100_dd1da8cf(fc::rem(x[i], 10000u, FC_SITE(18, 32)), 1u);
        unsigned int a = fc_v.f0;
        unsigned int b = fc_v.f1;
#line 19 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
        q[fc::check_index_p(i, q_len, u_fc_pending, FC_LEN_OF_digits(u_fc_pending.site & 31u), FC_SITE(19, 9))] = a;
#line 20 "cases/corpus.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
        r[fc::check_index_p(i, r_len, u_fc_pending, FC_LEN_OF_digits(u_fc_pending.site & 31u), FC_SITE(20, 9))] = b;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_digits);
}
