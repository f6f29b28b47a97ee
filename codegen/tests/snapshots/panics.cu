#include "ferrocuda.cuh"


#define FC_LEN_OF_panics(w) (0ull)
#line 4 "cases/panics.rs"
extern "C" __global__ void panics(const long long* __restrict__ x, unsigned long long x_len, long long* __restrict__ y, unsigned long long y_len) {
    fc::Pending u_fc_pending = {};
#line 5 "cases/panics.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/panics.rs"
    if (i < x_len) {
#line 7 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        if (!(x[i] < 100ll)) fc::panic_msg("assertion failed: x[i] < 100", FC_SITE(7, 9));
#line 8 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        if (!(x[i] != 3ll)) fc::panic_msg("three is out", FC_SITE(8, 9));
#line 9 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        fc::assert_eq<long long>(fc::rem(x[i], 2ll, FC_SITE(9, 20)), 0ll, true, "x must be even", FC_SITE(9, 9));
#line 10 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        fc::assert_eq<long long>(x[i], (-4ll), false, "", FC_SITE(10, 9));
#line 11 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        if (FC_DEBUG_ASSERTIONS && !(x[i] != 42ll)) fc::panic_msg("no answers", FC_SITE(11, 9));
#line 12 "cases/panics.rs"
        if (x[i] == 7ll) {
#line 13 "cases/panics.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
            FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
            fc::panic_msg("seven is not allowed: \"7\" \\ \100\100", FC_SITE(13, 13));
        }
#line 15 "cases/panics.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        long long fc_v;
        long long fc_v_1 = x[i];
        if (fc_v_1 >= 0ll && fc_v_1 <= 9ll) {
#line 16 "cases/panics.rs"
            fc_v = fc::div(x[i], 2ll, FC_SITE(16, 22));
        }
        else {
#line 17 "cases/panics.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
            fc::panic_msg("internal error: entered unreachable code", FC_SITE(17, 18));
        }
        long long fc_v_2 = fc_v;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_panics(u_fc_pending.site & 31u), FC_SITE(15, 9))] = fc_v_2;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_panics);
}
