#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 5 "cases/matching.rs"
extern "C" __global__ void classify(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len) {
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
        bool fc_v_1 = b[i];
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
            out[i] = w;
        }
        else {
#line 26 "cases/matching.rs"
            out[i] = fc::add(v, w);
        }
    }
}
#if FC_LANES_TWIN
#line 5 "cases/matching.rs"
extern "C" __global__ void classify_lanes(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    int LIMIT_l0;
    int LIMIT_l1;
    int LIMIT_l2;
    int LIMIT_l3;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    int v_l0;
    int v_l1;
    int v_l2;
    int v_l3;
    int w_l0;
    int w_l1;
    int w_l2;
    int w_l3;
    if (u_fc_alive_l0) {
#line 6 "cases/matching.rs"
        LIMIT_l0 = 99;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/matching.rs"
        LIMIT_l1 = 99;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/matching.rs"
        LIMIT_l2 = 99;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/matching.rs"
        LIMIT_l3 = 99;
    }
    if (u_fc_alive_l0) {
#line 7 "cases/matching.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 7 "cases/matching.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 7 "cases/matching.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 7 "cases/matching.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 8 "cases/matching.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 8 "cases/matching.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 8 "cases/matching.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 8 "cases/matching.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/matching.rs"
        int fc_v = x[i_l0];
        if (fc_v >= (-20) && fc_v <= (-11)) {
#line 10 "cases/matching.rs"
            v_l0 = 1;
        }
        else if ((fc_v == (-10)) || (fc_v == (-9)) || (fc_v == (-8))) {
#line 11 "cases/matching.rs"
            v_l0 = 2;
        }
        else if (fc_v >= (-7) && fc_v < 0) {
#line 12 "cases/matching.rs"
            v_l0 = 3;
        }
        else if (fc_v == 0) {
#line 13 "cases/matching.rs"
            v_l0 = 100;
        }
        else if (fc_v == LIMIT_l0) {
#line 14 "cases/matching.rs"
            v_l0 = 99;
        }
        else if (fc::rem(fc_v, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l0 = fc::mul(fc_v, 10);
        }
        else if (fc_v >= 7 && fc_v <= 13) {
#line 16 "cases/matching.rs"
            v_l0 = fc::add(fc_v, 1000);
        }
        else if (fc_v == 2147483647) {
#line 17 "cases/matching.rs"
            v_l0 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l0 = (-1);
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/matching.rs"
        int fc_v_1 = x[i_l1];
        if (fc_v_1 >= (-20) && fc_v_1 <= (-11)) {
#line 10 "cases/matching.rs"
            v_l1 = 1;
        }
        else if ((fc_v_1 == (-10)) || (fc_v_1 == (-9)) || (fc_v_1 == (-8))) {
#line 11 "cases/matching.rs"
            v_l1 = 2;
        }
        else if (fc_v_1 >= (-7) && fc_v_1 < 0) {
#line 12 "cases/matching.rs"
            v_l1 = 3;
        }
        else if (fc_v_1 == 0) {
#line 13 "cases/matching.rs"
            v_l1 = 100;
        }
        else if (fc_v_1 == LIMIT_l1) {
#line 14 "cases/matching.rs"
            v_l1 = 99;
        }
        else if (fc::rem(fc_v_1, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l1 = fc::mul(fc_v_1, 10);
        }
        else if (fc_v_1 >= 7 && fc_v_1 <= 13) {
#line 16 "cases/matching.rs"
            v_l1 = fc::add(fc_v_1, 1000);
        }
        else if (fc_v_1 == 2147483647) {
#line 17 "cases/matching.rs"
            v_l1 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l1 = (-1);
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/matching.rs"
        int fc_v_2 = x[i_l2];
        if (fc_v_2 >= (-20) && fc_v_2 <= (-11)) {
#line 10 "cases/matching.rs"
            v_l2 = 1;
        }
        else if ((fc_v_2 == (-10)) || (fc_v_2 == (-9)) || (fc_v_2 == (-8))) {
#line 11 "cases/matching.rs"
            v_l2 = 2;
        }
        else if (fc_v_2 >= (-7) && fc_v_2 < 0) {
#line 12 "cases/matching.rs"
            v_l2 = 3;
        }
        else if (fc_v_2 == 0) {
#line 13 "cases/matching.rs"
            v_l2 = 100;
        }
        else if (fc_v_2 == LIMIT_l2) {
#line 14 "cases/matching.rs"
            v_l2 = 99;
        }
        else if (fc::rem(fc_v_2, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l2 = fc::mul(fc_v_2, 10);
        }
        else if (fc_v_2 >= 7 && fc_v_2 <= 13) {
#line 16 "cases/matching.rs"
            v_l2 = fc::add(fc_v_2, 1000);
        }
        else if (fc_v_2 == 2147483647) {
#line 17 "cases/matching.rs"
            v_l2 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l2 = (-1);
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/matching.rs"
        int fc_v_3 = x[i_l3];
        if (fc_v_3 >= (-20) && fc_v_3 <= (-11)) {
#line 10 "cases/matching.rs"
            v_l3 = 1;
        }
        else if ((fc_v_3 == (-10)) || (fc_v_3 == (-9)) || (fc_v_3 == (-8))) {
#line 11 "cases/matching.rs"
            v_l3 = 2;
        }
        else if (fc_v_3 >= (-7) && fc_v_3 < 0) {
#line 12 "cases/matching.rs"
            v_l3 = 3;
        }
        else if (fc_v_3 == 0) {
#line 13 "cases/matching.rs"
            v_l3 = 100;
        }
        else if (fc_v_3 == LIMIT_l3) {
#line 14 "cases/matching.rs"
            v_l3 = 99;
        }
        else if (fc::rem(fc_v_3, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l3 = fc::mul(fc_v_3, 10);
        }
        else if (fc_v_3 >= 7 && fc_v_3 <= 13) {
#line 16 "cases/matching.rs"
            v_l3 = fc::add(fc_v_3, 1000);
        }
        else if (fc_v_3 == 2147483647) {
#line 17 "cases/matching.rs"
            v_l3 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l3 = (-1);
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/matching.rs"
        bool fc_v_4 = b[i_l0];
        if (fc_v_4 == true) {
#line 21 "cases/matching.rs"
            w_l0 = 1;
        }
        else if (fc_v_4 == false) {
#line 22 "cases/matching.rs"
            w_l0 = 0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/matching.rs"
        bool fc_v_5 = b[i_l1];
        if (fc_v_5 == true) {
#line 21 "cases/matching.rs"
            w_l1 = 1;
        }
        else if (fc_v_5 == false) {
#line 22 "cases/matching.rs"
            w_l1 = 0;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/matching.rs"
        bool fc_v_6 = b[i_l2];
        if (fc_v_6 == true) {
#line 21 "cases/matching.rs"
            w_l2 = 1;
        }
        else if (fc_v_6 == false) {
#line 22 "cases/matching.rs"
            w_l2 = 0;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/matching.rs"
        bool fc_v_7 = b[i_l3];
        if (fc_v_7 == true) {
#line 21 "cases/matching.rs"
            w_l3 = 1;
        }
        else if (fc_v_7 == false) {
#line 22 "cases/matching.rs"
            w_l3 = 0;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 24 "cases/matching.rs"
        if (v_l0 == 1) {
#line 25 "cases/matching.rs"
            out[i_l0] = w_l0;
        }
        else {
#line 26 "cases/matching.rs"
            out[i_l0] = fc::add(v_l0, w_l0);
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 24 "cases/matching.rs"
        if (v_l1 == 1) {
#line 25 "cases/matching.rs"
            out[i_l1] = w_l1;
        }
        else {
#line 26 "cases/matching.rs"
            out[i_l1] = fc::add(v_l1, w_l1);
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 24 "cases/matching.rs"
        if (v_l2 == 1) {
#line 25 "cases/matching.rs"
            out[i_l2] = w_l2;
        }
        else {
#line 26 "cases/matching.rs"
            out[i_l2] = fc::add(v_l2, w_l2);
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 24 "cases/matching.rs"
        if (v_l3 == 1) {
#line 25 "cases/matching.rs"
            out[i_l3] = w_l3;
        }
        else {
#line 26 "cases/matching.rs"
            out[i_l3] = fc::add(v_l3, w_l3);
        }
    }
}
#endif
#else
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
#if FC_LANES_TWIN
#define FC_LEN_OF_classify_lanes(w) ((w) == 0 ? b_len : 0ull)
#line 5 "cases/matching.rs"
extern "C" __global__ void classify_lanes(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l0 = {};
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l1 = {};
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l2 = {};
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    fc::Pending u_fc_pending_l3 = {};
    int LIMIT_l0;
    int LIMIT_l1;
    int LIMIT_l2;
    int LIMIT_l3;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    int v_l0;
    int v_l1;
    int v_l2;
    int v_l3;
    int w_l0;
    int w_l1;
    int w_l2;
    int w_l3;
    if (u_fc_alive_l0) {
#line 6 "cases/matching.rs"
        LIMIT_l0 = 99;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/matching.rs"
        LIMIT_l1 = 99;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/matching.rs"
        LIMIT_l2 = 99;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/matching.rs"
        LIMIT_l3 = 99;
    }
    if (u_fc_alive_l0) {
#line 7 "cases/matching.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 7 "cases/matching.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 7 "cases/matching.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 7 "cases/matching.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 8 "cases/matching.rs"
        u_fc_c_l0 = i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 8 "cases/matching.rs"
        u_fc_c_l1 = i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 8 "cases/matching.rs"
        u_fc_c_l2 = i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 8 "cases/matching.rs"
        u_fc_c_l3 = i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/matching.rs"
        int fc_v = x[i_l0];
        if (fc_v >= (-20) && fc_v <= (-11)) {
#line 10 "cases/matching.rs"
            v_l0 = 1;
        }
        else if ((fc_v == (-10)) || (fc_v == (-9)) || (fc_v == (-8))) {
#line 11 "cases/matching.rs"
            v_l0 = 2;
        }
        else if (fc_v >= (-7) && fc_v < 0) {
#line 12 "cases/matching.rs"
            v_l0 = 3;
        }
        else if (fc_v == 0) {
#line 13 "cases/matching.rs"
            v_l0 = 100;
        }
        else if (fc_v == LIMIT_l0) {
#line 14 "cases/matching.rs"
            v_l0 = 99;
        }
        else if (fc::rem(fc_v, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l0 = fc::mul(fc_v, 10);
        }
        else if (fc_v >= 7 && fc_v <= 13) {
#line 16 "cases/matching.rs"
            v_l0 = fc::add(fc_v, 1000);
        }
        else if (fc_v == 2147483647) {
#line 17 "cases/matching.rs"
            v_l0 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l0 = (-1);
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/matching.rs"
        int fc_v_1 = x[i_l1];
        if (fc_v_1 >= (-20) && fc_v_1 <= (-11)) {
#line 10 "cases/matching.rs"
            v_l1 = 1;
        }
        else if ((fc_v_1 == (-10)) || (fc_v_1 == (-9)) || (fc_v_1 == (-8))) {
#line 11 "cases/matching.rs"
            v_l1 = 2;
        }
        else if (fc_v_1 >= (-7) && fc_v_1 < 0) {
#line 12 "cases/matching.rs"
            v_l1 = 3;
        }
        else if (fc_v_1 == 0) {
#line 13 "cases/matching.rs"
            v_l1 = 100;
        }
        else if (fc_v_1 == LIMIT_l1) {
#line 14 "cases/matching.rs"
            v_l1 = 99;
        }
        else if (fc::rem(fc_v_1, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l1 = fc::mul(fc_v_1, 10);
        }
        else if (fc_v_1 >= 7 && fc_v_1 <= 13) {
#line 16 "cases/matching.rs"
            v_l1 = fc::add(fc_v_1, 1000);
        }
        else if (fc_v_1 == 2147483647) {
#line 17 "cases/matching.rs"
            v_l1 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l1 = (-1);
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/matching.rs"
        int fc_v_2 = x[i_l2];
        if (fc_v_2 >= (-20) && fc_v_2 <= (-11)) {
#line 10 "cases/matching.rs"
            v_l2 = 1;
        }
        else if ((fc_v_2 == (-10)) || (fc_v_2 == (-9)) || (fc_v_2 == (-8))) {
#line 11 "cases/matching.rs"
            v_l2 = 2;
        }
        else if (fc_v_2 >= (-7) && fc_v_2 < 0) {
#line 12 "cases/matching.rs"
            v_l2 = 3;
        }
        else if (fc_v_2 == 0) {
#line 13 "cases/matching.rs"
            v_l2 = 100;
        }
        else if (fc_v_2 == LIMIT_l2) {
#line 14 "cases/matching.rs"
            v_l2 = 99;
        }
        else if (fc::rem(fc_v_2, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l2 = fc::mul(fc_v_2, 10);
        }
        else if (fc_v_2 >= 7 && fc_v_2 <= 13) {
#line 16 "cases/matching.rs"
            v_l2 = fc::add(fc_v_2, 1000);
        }
        else if (fc_v_2 == 2147483647) {
#line 17 "cases/matching.rs"
            v_l2 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l2 = (-1);
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/matching.rs"
        int fc_v_3 = x[i_l3];
        if (fc_v_3 >= (-20) && fc_v_3 <= (-11)) {
#line 10 "cases/matching.rs"
            v_l3 = 1;
        }
        else if ((fc_v_3 == (-10)) || (fc_v_3 == (-9)) || (fc_v_3 == (-8))) {
#line 11 "cases/matching.rs"
            v_l3 = 2;
        }
        else if (fc_v_3 >= (-7) && fc_v_3 < 0) {
#line 12 "cases/matching.rs"
            v_l3 = 3;
        }
        else if (fc_v_3 == 0) {
#line 13 "cases/matching.rs"
            v_l3 = 100;
        }
        else if (fc_v_3 == LIMIT_l3) {
#line 14 "cases/matching.rs"
            v_l3 = 99;
        }
        else if (fc::rem(fc_v_3, 2, FC_SITE(15, 18)) == 0) {
#line 15 "cases/matching.rs"
            v_l3 = fc::mul(fc_v_3, 10);
        }
        else if (fc_v_3 >= 7 && fc_v_3 <= 13) {
#line 16 "cases/matching.rs"
            v_l3 = fc::add(fc_v_3, 1000);
        }
        else if (fc_v_3 == 2147483647) {
#line 17 "cases/matching.rs"
            v_l3 = 5;
        }
        else {
#line 18 "cases/matching.rs"
            v_l3 = (-1);
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 20 "cases/matching.rs"
        bool fc_v_4 = *fc::defer_ptr(b, i_l0, b_len, u_fc_pending_l0, 656096u);
        if (fc_v_4 == true) {
#line 21 "cases/matching.rs"
            w_l0 = 1;
        }
        else if (fc_v_4 == false) {
#line 22 "cases/matching.rs"
            w_l0 = 0;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 20 "cases/matching.rs"
        bool fc_v_5 = *fc::defer_ptr(b, i_l1, b_len, u_fc_pending_l1, 656096u);
        if (fc_v_5 == true) {
#line 21 "cases/matching.rs"
            w_l1 = 1;
        }
        else if (fc_v_5 == false) {
#line 22 "cases/matching.rs"
            w_l1 = 0;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 20 "cases/matching.rs"
        bool fc_v_6 = *fc::defer_ptr(b, i_l2, b_len, u_fc_pending_l2, 656096u);
        if (fc_v_6 == true) {
#line 21 "cases/matching.rs"
            w_l2 = 1;
        }
        else if (fc_v_6 == false) {
#line 22 "cases/matching.rs"
            w_l2 = 0;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 20 "cases/matching.rs"
        bool fc_v_7 = *fc::defer_ptr(b, i_l3, b_len, u_fc_pending_l3, 656096u);
        if (fc_v_7 == true) {
#line 21 "cases/matching.rs"
            w_l3 = 1;
        }
        else if (fc_v_7 == false) {
#line 22 "cases/matching.rs"
            w_l3 = 0;
        }
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 24 "cases/matching.rs"
        if (v_l0 == 1) {
#line 25 "cases/matching.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_classify_lanes(u_fc_pending_l0.site & 31u), FC_SITE(25, 18))] = w_l0;
        }
        else {
#line 26 "cases/matching.rs"
            int fc_v_8 = fc::add(v_l0, w_l0);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_classify_lanes(u_fc_pending_l0.site & 31u), FC_SITE(26, 18))] = fc_v_8;
        }
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 24 "cases/matching.rs"
        if (v_l1 == 1) {
#line 25 "cases/matching.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_classify_lanes(u_fc_pending_l1.site & 31u), FC_SITE(25, 18))] = w_l1;
        }
        else {
#line 26 "cases/matching.rs"
            int fc_v_9 = fc::add(v_l1, w_l1);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_classify_lanes(u_fc_pending_l1.site & 31u), FC_SITE(26, 18))] = fc_v_9;
        }
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 24 "cases/matching.rs"
        if (v_l2 == 1) {
#line 25 "cases/matching.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_classify_lanes(u_fc_pending_l2.site & 31u), FC_SITE(25, 18))] = w_l2;
        }
        else {
#line 26 "cases/matching.rs"
            int fc_v_10 = fc::add(v_l2, w_l2);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_classify_lanes(u_fc_pending_l2.site & 31u), FC_SITE(26, 18))] = fc_v_10;
        }
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 24 "cases/matching.rs"
        if (v_l3 == 1) {
#line 25 "cases/matching.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_classify_lanes(u_fc_pending_l3.site & 31u), FC_SITE(25, 18))] = w_l3;
        }
        else {
#line 26 "cases/matching.rs"
            int fc_v_11 = fc::add(v_l3, w_l3);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_classify_lanes);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_classify_lanes(u_fc_pending_l3.site & 31u), FC_SITE(26, 18))] = fc_v_11;
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_classify_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_classify_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_classify_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_classify_lanes);
    }
}
#endif
#endif
