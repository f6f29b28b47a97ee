#include "ferrocuda.cuh"


#define FC_LEN_OF_classify(w) ((w) == 0 ? b_len : 0ull)
#line 5 "cases/matching.rs"
extern "C" __global__ void classify(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len) {
    fc::Pending u_fc_pending = {};
#line 6 "cases/matching.rs"
    const int LIMIT = 99;
#line 7 "cases/matching.rs"
    unsigned long long i = fc::grid_1();
#line 8 "cases/matching.rs"
    if (i < x_len) {
#line 9 "cases/matching.rs"
        int v;
        int fc_v = x[i];
        if (fc_v >= (-20) && fc_v <= (-11)) {
#line 10 "cases/matching.rs"
            v = 1;
        }
        else if ((fc_v == (-10)) || (fc_v == (-9)) || (fc_v == (-8))) {
#line 11 "cases/matching.rs"
            v = 2;
        }
        else if (fc_v >= (-7) && fc_v < 0) {
#line 12 "cases/matching.rs"
            v = 3;
        }
        else if (fc_v == 0) {
#line 13 "cases/matching.rs"
            v = 100;
        }
        else if (fc_v == LIMIT) {
#line 14 "cases/matching.rs"
            v = 99;
        }
        else if (fc::rem(fc_v, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v = fc::mul(fc_v, 10);
        }
        else if (fc_v >= 7 && fc_v <= 13) {
#line 16 "cases/matching.rs"
            v = fc::add(fc_v, 1000);
        }
        else if (fc_v == 2147483647) {
#line 17 "cases/matching.rs"
            v = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v = (-1);
        }
#line 20 "cases/matching.rs"
        int w;
        bool fc_v_1 = *fc::defer_ptr(b, i, b_len, u_fc_pending, 656096u);
        if (fc_v_1 == true) {
#line 21 "cases/matching.rs"
            w = 1;
        }
        else if (fc_v_1 == false) {
#line 22 "cases/matching.rs"
            w = 0;
        }
#line 24 "cases/matching.rs"
        if (v == 1) {
#line 25 "cases/matching.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_classify);
            out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_classify(u_fc_pending.site & 31u), FC_SITE(25, 18))] = w;
        }
        else {
#line 26 "cases/matching.rs"
            int fc_v_2 = fc::add(v, w);
            FC_FLUSH(u_fc_pending, FC_LEN_OF_classify);
            out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_classify(u_fc_pending.site & 31u), FC_SITE(26, 18))] = fc_v_2;
        }
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_classify);
}
