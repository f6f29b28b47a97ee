#include "ferrocuda.cuh"


#define FC_LEN_OF_int_ops(w) ((w) == 0 ? b_len : (w) == 1 ? s_len : 0ull)
#line 5 "cases/integers.rs"
extern "C" __global__ void int_ops(const int* __restrict__ a, unsigned long long a_len, const int* __restrict__ b, unsigned long long b_len, const unsigned int* __restrict__ s, unsigned long long s_len, int* __restrict__ out, unsigned long long out_len) {
    fc::Pending u_fc_pending = {};
#line 6 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/integers.rs"
    if (i < a_len) {
#line 8 "cases/integers.rs"
        int x = a[i];
        int y = *fc::defer_ptr(b, i, b_len, u_fc_pending, 263072u);
#line 9 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
        int fc_v = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::sub(fc::add(x, y), fc::mul(x, y)), fc::div(x, y, FC_SITE(9, 34))), fc::rem(x, y, FC_SITE(9, 42))), fc::shl(x, s[fc::check_index_p(i, s_len, u_fc_pending, FC_LEN_OF_int_ops(u_fc_pending.site & 31u), FC_SITE(9, 56))])), fc::shr(x, 3)), x & y | x ^ ~y), fc::neg(x));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_int_ops(u_fc_pending.site & 31u), FC_SITE(9, 9))] = fc_v;
#line 10 "cases/integers.rs"
        int c = x;
#line 11 "cases/integers.rs"
        fc::add_assign(c, y);
#line 12 "cases/integers.rs"
        unsigned int fc_v_1 = *fc::defer_ptr(s, i, s_len, u_fc_pending, 393697u);
        fc::shl_assign(c, fc_v_1);
#line 13 "cases/integers.rs"
        fc::div_assign(c, 7, FC_SITE(13, 9));
#line 14 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_int_ops(u_fc_pending.site & 31u), FC_SITE(14, 9))] ^= c;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_int_ops);
}

#define FC_LEN_OF_unsigned_ops(w) ((w) == 0 ? b_len : 0ull)
#line 19 "cases/integers.rs"
extern "C" __global__ void unsigned_ops(const unsigned long long* __restrict__ a, unsigned long long a_len, const unsigned int* __restrict__ b, unsigned long long b_len, unsigned long long* __restrict__ out, unsigned long long out_len, unsigned char* __restrict__ small, unsigned long long small_len) {
    fc::Pending u_fc_pending = {};
#line 20 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 21 "cases/integers.rs"
    if (i < a_len) {
#line 22 "cases/integers.rs"
        unsigned long long x = a[i];
#line 23 "cases/integers.rs"
        unsigned long long y = (unsigned long long)*fc::defer_ptr(b, i, b_len, u_fc_pending, 754208u);
#line 24 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
        unsigned long long fc_v = x * y + x - y + (x << 5) + fc::shr(x, y) + fc::div(x, y + 1ull, FC_SITE(24, 56)) + (x & ~y);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_unsigned_ops(u_fc_pending.site & 31u), FC_SITE(24, 9))] = fc_v;
#line 25 "cases/integers.rs"
        unsigned char fc_v_1 = fc::add(fc::mul((unsigned char)x, ((unsigned char)3)), fc::bnot((unsigned char)y));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
        small[fc::check_index_p(i, small_len, u_fc_pending, FC_LEN_OF_unsigned_ops(u_fc_pending.site & 31u), FC_SITE(25, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_unsigned_ops);
}

#define FC_LEN_OF_int_methods(w) (0ull)
#line 30 "cases/integers.rs"
extern "C" __global__ void int_methods(const long long* __restrict__ a, unsigned long long a_len, long long* __restrict__ out, unsigned long long out_len, unsigned int* __restrict__ counts, unsigned long long counts_len) {
    fc::Pending u_fc_pending = {};
#line 31 "cases/integers.rs"
    unsigned long long i = fc::grid_1();
#line 32 "cases/integers.rs"
    if (i < a_len) {
#line 33 "cases/integers.rs"
        long long x = a[i];
#line 34 "cases/integers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
        long long fc_v = fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::add(fc::abs(x), fc::pow(x, 3u)), fc::min(x, 5ll)), fc::max(x, (-5ll))), fc::clamp(x, (-100ll), 100ll, FC_SITE(34, 64))), fc::signum(x)), fc::mul(x, 7ll)), fc::rem_euclid(x, 9ll, FC_SITE(35, 17))), fc::rotate_left(x, 3u)), fc::swap_bytes(x)), fc::reverse_bits(x)), fc::saturating_add(x, 1ll));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_int_methods(u_fc_pending.site & 31u), FC_SITE(34, 9))] = fc_v;
#line 36 "cases/integers.rs"
        unsigned int fc_v_1 = fc::count_ones(x) + fc::leading_zeros(x) + fc::trailing_zeros(x) + fc::count_zeros(x);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
        counts[fc::check_index_p(i, counts_len, u_fc_pending, FC_LEN_OF_int_methods(u_fc_pending.site & 31u), FC_SITE(36, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_int_methods);
}
