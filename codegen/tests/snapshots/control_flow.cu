#include "ferrocuda.cuh"


#define FC_LEN_OF_control(w) ((w) == 0 ? x_len : 0ull)
#line 5 "cases/control_flow.rs"
extern "C" __global__ void control(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ out, unsigned long long out_len) {
    fc::Pending u_fc_pending = {};
#line 6 "cases/control_flow.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/control_flow.rs"
    if (i >= x_len) {
#line 8 "cases/control_flow.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
        return;
    }
#line 10 "cases/control_flow.rs"
    int v = *fc::defer_ptr(x, i, x_len, u_fc_pending, 328096u);
#line 11 "cases/control_flow.rs"
    int sign = v > 0 ? 1 : v < 0 ? (-1) : 0;
#line 12 "cases/control_flow.rs"
    int big;
    if (v > 100) {
#line 13 "cases/control_flow.rs"
        int h = fc::div(v, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
        big = fc::add(h, 1);
    }
    else {
#line 16 "cases/control_flow.rs"
        big = fc::mul(v, 2);
    }
#line 18 "cases/control_flow.rs"
    int n = v;
#line 19 "cases/control_flow.rs"
    int steps;
    while (true) {
#line 20 "cases/control_flow.rs"
        if (n <= 1) {
#line 21 "cases/control_flow.rs"
            steps = 0;
            break;
        }
#line 23 "cases/control_flow.rs"
        fc::div_assign(n, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
        if (n == 7) {
#line 25 "cases/control_flow.rs"
            steps = 7;
            break;
        }
        FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
    }
#line 28 "cases/control_flow.rs"
    int k = 0;
#line 29 "cases/control_flow.rs"
    while (k < 10 && v > k) {
#line 30 "cases/control_flow.rs"
        fc::add_assign(k, 1);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
    }
#line 32 "cases/control_flow.rs"
    bool ok;
    bool fc_v = v > 0;
    if (fc_v) {
#line 33 "cases/control_flow.rs"
        int t = fc::rem(v, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
        fc_v = t == 1;
    }
    ok = fc_v;
#line 36 "cases/control_flow.rs"
    bool either = v < 0 || (v > 50 ? fc::rem(v, 2, FC_SITE(36, 39)) == 0 : false);
#line 37 "cases/control_flow.rs"
    {
        while (true) {
            {
#line 38 "cases/control_flow.rs"
                int j = 0;
#line 39 "cases/control_flow.rs"
                while (true) {
#line 40 "cases/control_flow.rs"
                    fc::add_assign(j, 1);
#line 41 "cases/control_flow.rs"
                    if (j == 3) {
#line 42 "cases/control_flow.rs"
                        FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
                        goto fc_continue_2;
                    }
#line 44 "cases/control_flow.rs"
                    if (j > 2) {
#line 45 "cases/control_flow.rs"
                        goto fc_break_2;
                    }
#line 47 "cases/control_flow.rs"
                    break;
                    FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
                }
#line 49 "cases/control_flow.rs"
                break;
            }
            fc_continue_2: ;
            FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
        }
    }
    fc_break_2: ;
#line 51 "cases/control_flow.rs"
    int fc_v_1 = fc::add(fc::add(fc::add(fc::add(fc::add(sign, big), steps), k), (int)ok), (int)either);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
    out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_control(u_fc_pending.site & 31u), FC_SITE(51, 5))] = fc_v_1;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_control);
}
