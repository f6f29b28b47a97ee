#include "ferrocuda.cuh"


#line 5 "cases/for_ranges.rs"
extern "C" __global__ void ranges(unsigned long long n, unsigned long long k, unsigned long long* __restrict__ out, unsigned long long out_len) {
#line 6 "cases/for_ranges.rs"
    unsigned long long acc = 0ull;
#line 7 "cases/for_ranges.rs"
    for (unsigned long long i = 0ull; i < n; ++i) {
#line 8 "cases/for_ranges.rs"
        acc += (unsigned long long)i;
    }
#line 10 "cases/for_ranges.rs"
    {
        bool fc_more = 0ull <= n;
        for (unsigned long long fc_i = 0ull; fc_more; fc_more = fc_i != n && (++fc_i, true)) {
            unsigned long long i_1 = fc_i;
#line 11 "cases/for_ranges.rs"
            acc += (unsigned long long)i_1;
        }
    }
#line 13 "cases/for_ranges.rs"
    for (unsigned long long fc_i_1 = n; fc_i_1 > 0ull;) {
        unsigned long long i_2 = --fc_i_1;
#line 14 "cases/for_ranges.rs"
        acc ^= (unsigned long long)i_2;
    }
#line 16 "cases/for_ranges.rs"
    {
        bool fc_more_1 = 0ull <= n;
        for (unsigned long long fc_i_2 = n; fc_more_1; fc_more_1 = fc_i_2 != 0ull && (--fc_i_2, true)) {
            unsigned long long i_3 = fc_i_2;
#line 17 "cases/for_ranges.rs"
            acc += (unsigned long long)i_3;
        }
    }
#line 19 "cases/for_ranges.rs"
    unsigned long long fc_v = fc::check_step(k, FC_SITE(19, 29));
    for (unsigned long long i_4 = 0ull; i_4 < n; i_4 = fc::step_up(i_4, (unsigned long long)(n), (unsigned long long)(fc_v))) {
#line 20 "cases/for_ranges.rs"
        acc += (unsigned long long)i_4;
    }
#line 22 "cases/for_ranges.rs"
    unsigned long long fc_v_1 = fc::check_step(3ull, FC_SITE(22, 30));
    {
        bool fc_more_2 = 0ull <= n;
        for (unsigned long long fc_i_3 = 0ull; fc_more_2; fc_more_2 = fc::step_up_incl(fc_i_3, (unsigned long long)(n), (unsigned long long)(fc_v_1))) {
            unsigned long long i_5 = fc_i_3;
#line 23 "cases/for_ranges.rs"
            acc += (unsigned long long)i_5;
        }
    }
#line 25 "cases/for_ranges.rs"
    unsigned long long fc_v_2 = fc::check_step(2ull, FC_SITE(25, 35));
    {
        bool fc_more_3 = 0ull < n;
        for (unsigned long long fc_i_4 = fc::sub(n, (unsigned long long)1); fc_more_3; fc_more_3 = fc::step_down_incl(fc_i_4, (unsigned long long)(0ull), (unsigned long long)(fc_v_2))) {
            unsigned long long i_6 = fc_i_4;
#line 26 "cases/for_ranges.rs"
            acc += (unsigned long long)i_6;
        }
    }
#line 28 "cases/for_ranges.rs"
    for (unsigned char fc_i_5 = ((unsigned char)0); fc_i_5 < ((unsigned char)4); ++fc_i_5) {
        unsigned char i_7 = fc_i_5;
#line 29 "cases/for_ranges.rs"
        fc::add_assign(i_7, ((unsigned char)1));
#line 30 "cases/for_ranges.rs"
        acc += (unsigned long long)i_7;
    }
#line 32 "cases/for_ranges.rs"
    {
        bool fc_more_4 = ((unsigned char)250) <= ((unsigned char)255);
        for (unsigned char fc_i_7 = ((unsigned char)250); fc_more_4; fc_more_4 = fc_i_7 != ((unsigned char)255) && (++fc_i_7, true)) {
#line 33 "cases/for_ranges.rs"
            acc += 1ull;
        }
    }
#line 35 "cases/for_ranges.rs"
    unsigned long long fc_v_3 = out_len;
    unsigned long long fc_v_4 = fc::check_step(fc::gridsize_1(), FC_SITE(35, 43));
    for (unsigned long long i_8 = fc::grid_1(); i_8 < fc_v_3; i_8 = fc::step_up(i_8, (unsigned long long)(fc_v_3), (unsigned long long)(fc_v_4))) {
#line 36 "cases/for_ranges.rs"
        out[i_8] = acc;
    }
}
