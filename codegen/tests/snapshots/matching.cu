#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 5 "cases/matching.rs"
extern "C" __global__ void classify(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
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
    fc::grid_dependency();
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
    fc::grid_dependency();
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
    fc::grid_dependency();
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

#line 33 "cases/matching.rs"
extern "C" __global__ void matches_macro(const int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 34 "cases/matching.rs"
    unsigned long long i = fc::grid_1();
#line 35 "cases/matching.rs"
    if (i < y_len && i < x_len) {
#line 36 "cases/matching.rs"
        int v = x[i];
#line 37 "cases/matching.rs"
        bool fc_v;
        if ((v >= 0 && v <= 9) || (v == 100)) {
#line 37 "cases/matching.rs"
            fc_v = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v = false;
        }
        unsigned int fc_v_1 = (unsigned int)fc_v;
        bool fc_v_2;
        int fc_v_3 = fc::rem(v, 3, FC_SITE(37, 63));
        if (fc_v_3 != 0) {
#line 37 "cases/matching.rs"
            fc_v_2 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_2 = false;
        }
        y[i] = fc_v_1 + 2u * (unsigned int)fc_v_2;
    }
}
#if FC_LANES_TWIN
#line 33 "cases/matching.rs"
extern "C" __global__ void matches_macro_lanes(const int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    int v_l0;
    int v_l1;
    int v_l2;
    int v_l3;
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 34 "cases/matching.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 34 "cases/matching.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 34 "cases/matching.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 34 "cases/matching.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 35 "cases/matching.rs"
        u_fc_c_l0 = i_l0 < y_len && i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 35 "cases/matching.rs"
        u_fc_c_l1 = i_l1 < y_len && i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 35 "cases/matching.rs"
        u_fc_c_l2 = i_l2 < y_len && i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 35 "cases/matching.rs"
        u_fc_c_l3 = i_l3 < y_len && i_l3 < x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/matching.rs"
        v_l0 = x[i_l0];
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/matching.rs"
        v_l1 = x[i_l1];
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/matching.rs"
        v_l2 = x[i_l2];
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/matching.rs"
        v_l3 = x[i_l3];
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 37 "cases/matching.rs"
        bool fc_v;
        if ((v_l0 >= 0 && v_l0 <= 9) || (v_l0 == 100)) {
#line 37 "cases/matching.rs"
            fc_v = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v = false;
        }
        unsigned int fc_v_1 = (unsigned int)fc_v;
        bool fc_v_2;
        int fc_v_3 = fc::rem(v_l0, 3, FC_SITE(37, 63));
        if (fc_v_3 != 0) {
#line 37 "cases/matching.rs"
            fc_v_2 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_2 = false;
        }
        u_fc_sv_l0 = fc_v_1 + 2u * (unsigned int)fc_v_2;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 37 "cases/matching.rs"
        bool fc_v_4;
        if ((v_l1 >= 0 && v_l1 <= 9) || (v_l1 == 100)) {
#line 37 "cases/matching.rs"
            fc_v_4 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_4 = false;
        }
        unsigned int fc_v_5 = (unsigned int)fc_v_4;
        bool fc_v_6;
        int fc_v_7 = fc::rem(v_l1, 3, FC_SITE(37, 63));
        if (fc_v_7 != 0) {
#line 37 "cases/matching.rs"
            fc_v_6 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_6 = false;
        }
        u_fc_sv_l1 = fc_v_5 + 2u * (unsigned int)fc_v_6;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 37 "cases/matching.rs"
        bool fc_v_8;
        if ((v_l2 >= 0 && v_l2 <= 9) || (v_l2 == 100)) {
#line 37 "cases/matching.rs"
            fc_v_8 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_8 = false;
        }
        unsigned int fc_v_9 = (unsigned int)fc_v_8;
        bool fc_v_10;
        int fc_v_11 = fc::rem(v_l2, 3, FC_SITE(37, 63));
        if (fc_v_11 != 0) {
#line 37 "cases/matching.rs"
            fc_v_10 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_10 = false;
        }
        u_fc_sv_l2 = fc_v_9 + 2u * (unsigned int)fc_v_10;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 37 "cases/matching.rs"
        bool fc_v_12;
        if ((v_l3 >= 0 && v_l3 <= 9) || (v_l3 == 100)) {
#line 37 "cases/matching.rs"
            fc_v_12 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_12 = false;
        }
        unsigned int fc_v_13 = (unsigned int)fc_v_12;
        bool fc_v_14;
        int fc_v_15 = fc::rem(v_l3, 3, FC_SITE(37, 63));
        if (fc_v_15 != 0) {
#line 37 "cases/matching.rs"
            fc_v_14 = true;
        }
        else {
#line 37 "cases/matching.rs"
            fc_v_14 = false;
        }
        u_fc_sv_l3 = fc_v_13 + 2u * (unsigned int)fc_v_14;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/matching.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/matching.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/matching.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/matching.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 33 "cases/matching.rs"
extern "C" __global__ void matches_macro_lanes_v(const int* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int, unsigned int>();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_per = blockDim.x / FC_VLANES;
    const unsigned u_fc_bx = blockIdx.x * FC_VLANES + threadIdx.x / u_fc_per;
    const unsigned u_fc_tx_l0 = fc::vlane_thread_x(u_fc_group, 0u);
    const unsigned u_fc_tx_l1 = fc::vlane_thread_x(u_fc_group, 1u);
    const unsigned u_fc_tx_l2 = fc::vlane_thread_x(u_fc_group, 2u);
    const unsigned u_fc_tx_l3 = fc::vlane_thread_x(u_fc_group, 3u);
    const unsigned u_fc_tx_l4 = fc::vlane_thread_x(u_fc_group, 4u);
    const unsigned u_fc_tx_l5 = fc::vlane_thread_x(u_fc_group, 5u);
    const unsigned u_fc_tx_l6 = fc::vlane_thread_x(u_fc_group, 6u);
    const unsigned u_fc_tx_l7 = fc::vlane_thread_x(u_fc_group, 7u);
    bool u_fc_alive_l0 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l4 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l5 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l6 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l7 = u_fc_bx < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    __align__(16) int u_fc_vec[FC_VLANES];
    int v_l0;
    int v_l1;
    int v_l2;
    int v_l3;
    int v_l4;
    int v_l5;
    int v_l6;
    int v_l7;
    __align__(16) unsigned int u_fc_sv[FC_VLANES];
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    unsigned int u_fc_sv_l4;
    unsigned int u_fc_sv_l5;
    unsigned int u_fc_sv_l6;
    unsigned int u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 34 "cases/matching.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 34 "cases/matching.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 34 "cases/matching.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 34 "cases/matching.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 34 "cases/matching.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 34 "cases/matching.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 34 "cases/matching.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 34 "cases/matching.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    bool u_fc_c_l4 = false;
    bool u_fc_c_l5 = false;
    bool u_fc_c_l6 = false;
    bool u_fc_c_l7 = false;
    if (u_fc_alive_l0) {
#line 35 "cases/matching.rs"
        u_fc_c_l0 = i_l0 < y_len && i_l0 < x_len;
    }
    if (u_fc_alive_l1) {
#line 35 "cases/matching.rs"
        u_fc_c_l1 = i_l1 < y_len && i_l1 < x_len;
    }
    if (u_fc_alive_l2) {
#line 35 "cases/matching.rs"
        u_fc_c_l2 = i_l2 < y_len && i_l2 < x_len;
    }
    if (u_fc_alive_l3) {
#line 35 "cases/matching.rs"
        u_fc_c_l3 = i_l3 < y_len && i_l3 < x_len;
    }
    if (u_fc_alive_l4) {
#line 35 "cases/matching.rs"
        u_fc_c_l4 = i_l4 < y_len && i_l4 < x_len;
    }
    if (u_fc_alive_l5) {
#line 35 "cases/matching.rs"
        u_fc_c_l5 = i_l5 < y_len && i_l5 < x_len;
    }
    if (u_fc_alive_l6) {
#line 35 "cases/matching.rs"
        u_fc_c_l6 = i_l6 < y_len && i_l6 < x_len;
    }
    if (u_fc_alive_l7) {
#line 35 "cases/matching.rs"
        u_fc_c_l7 = i_l7 < y_len && i_l7 < x_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 36 "cases/matching.rs"
            v_l0 = u_fc_vec[0];
        }
        {
#line 36 "cases/matching.rs"
            v_l1 = u_fc_vec[1];
        }
        {
#line 36 "cases/matching.rs"
            v_l2 = u_fc_vec[2];
        }
        {
#line 36 "cases/matching.rs"
            v_l3 = u_fc_vec[3];
        }
        {
#line 36 "cases/matching.rs"
            v_l4 = u_fc_vec[4];
        }
        {
#line 36 "cases/matching.rs"
            v_l5 = u_fc_vec[5];
        }
        {
#line 36 "cases/matching.rs"
            v_l6 = u_fc_vec[6];
        }
        {
#line 36 "cases/matching.rs"
            v_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 36 "cases/matching.rs"
            v_l0 = x[i_l0];
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 36 "cases/matching.rs"
            v_l1 = x[i_l1];
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 36 "cases/matching.rs"
            v_l2 = x[i_l2];
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 36 "cases/matching.rs"
            v_l3 = x[i_l3];
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 36 "cases/matching.rs"
            v_l4 = x[i_l4];
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 36 "cases/matching.rs"
            v_l5 = x[i_l5];
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 36 "cases/matching.rs"
            v_l6 = x[i_l6];
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 36 "cases/matching.rs"
            v_l7 = x[i_l7];
        }
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 37 "cases/matching.rs"
            bool fc_v;
            if ((v_l0 >= 0 && v_l0 <= 9) || (v_l0 == 100)) {
#line 37 "cases/matching.rs"
                fc_v = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v = false;
            }
            unsigned int fc_v_1 = (unsigned int)fc_v;
            bool fc_v_2;
            int fc_v_3 = fc::rem(v_l0, 3, FC_SITE(37, 63));
            if (fc_v_3 != 0) {
#line 37 "cases/matching.rs"
                fc_v_2 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_2 = false;
            }
            u_fc_sv[0] = fc_v_1 + 2u * (unsigned int)fc_v_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 37 "cases/matching.rs"
            bool fc_v_4;
            if ((v_l1 >= 0 && v_l1 <= 9) || (v_l1 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_4 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_4 = false;
            }
            unsigned int fc_v_5 = (unsigned int)fc_v_4;
            bool fc_v_6;
            int fc_v_7 = fc::rem(v_l1, 3, FC_SITE(37, 63));
            if (fc_v_7 != 0) {
#line 37 "cases/matching.rs"
                fc_v_6 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_6 = false;
            }
            u_fc_sv[1] = fc_v_5 + 2u * (unsigned int)fc_v_6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 37 "cases/matching.rs"
            bool fc_v_8;
            if ((v_l2 >= 0 && v_l2 <= 9) || (v_l2 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_8 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_8 = false;
            }
            unsigned int fc_v_9 = (unsigned int)fc_v_8;
            bool fc_v_10;
            int fc_v_11 = fc::rem(v_l2, 3, FC_SITE(37, 63));
            if (fc_v_11 != 0) {
#line 37 "cases/matching.rs"
                fc_v_10 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_10 = false;
            }
            u_fc_sv[2] = fc_v_9 + 2u * (unsigned int)fc_v_10;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 37 "cases/matching.rs"
            bool fc_v_12;
            if ((v_l3 >= 0 && v_l3 <= 9) || (v_l3 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_12 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_12 = false;
            }
            unsigned int fc_v_13 = (unsigned int)fc_v_12;
            bool fc_v_14;
            int fc_v_15 = fc::rem(v_l3, 3, FC_SITE(37, 63));
            if (fc_v_15 != 0) {
#line 37 "cases/matching.rs"
                fc_v_14 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_14 = false;
            }
            u_fc_sv[3] = fc_v_13 + 2u * (unsigned int)fc_v_14;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 37 "cases/matching.rs"
            bool fc_v_16;
            if ((v_l4 >= 0 && v_l4 <= 9) || (v_l4 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_16 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_16 = false;
            }
            unsigned int fc_v_17 = (unsigned int)fc_v_16;
            bool fc_v_18;
            int fc_v_19 = fc::rem(v_l4, 3, FC_SITE(37, 63));
            if (fc_v_19 != 0) {
#line 37 "cases/matching.rs"
                fc_v_18 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_18 = false;
            }
            u_fc_sv[4] = fc_v_17 + 2u * (unsigned int)fc_v_18;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 37 "cases/matching.rs"
            bool fc_v_20;
            if ((v_l5 >= 0 && v_l5 <= 9) || (v_l5 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_20 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_20 = false;
            }
            unsigned int fc_v_21 = (unsigned int)fc_v_20;
            bool fc_v_22;
            int fc_v_23 = fc::rem(v_l5, 3, FC_SITE(37, 63));
            if (fc_v_23 != 0) {
#line 37 "cases/matching.rs"
                fc_v_22 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_22 = false;
            }
            u_fc_sv[5] = fc_v_21 + 2u * (unsigned int)fc_v_22;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 37 "cases/matching.rs"
            bool fc_v_24;
            if ((v_l6 >= 0 && v_l6 <= 9) || (v_l6 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_24 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_24 = false;
            }
            unsigned int fc_v_25 = (unsigned int)fc_v_24;
            bool fc_v_26;
            int fc_v_27 = fc::rem(v_l6, 3, FC_SITE(37, 63));
            if (fc_v_27 != 0) {
#line 37 "cases/matching.rs"
                fc_v_26 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_26 = false;
            }
            u_fc_sv[6] = fc_v_25 + 2u * (unsigned int)fc_v_26;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 37 "cases/matching.rs"
            bool fc_v_28;
            if ((v_l7 >= 0 && v_l7 <= 9) || (v_l7 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_28 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_28 = false;
            }
            unsigned int fc_v_29 = (unsigned int)fc_v_28;
            bool fc_v_30;
            int fc_v_31 = fc::rem(v_l7, 3, FC_SITE(37, 63));
            if (fc_v_31 != 0) {
#line 37 "cases/matching.rs"
                fc_v_30 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_30 = false;
            }
            u_fc_sv[7] = fc_v_29 + 2u * (unsigned int)fc_v_30;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 37 "cases/matching.rs"
            bool fc_v_32;
            if ((v_l0 >= 0 && v_l0 <= 9) || (v_l0 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_32 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_32 = false;
            }
            unsigned int fc_v_33 = (unsigned int)fc_v_32;
            bool fc_v_34;
            int fc_v_35 = fc::rem(v_l0, 3, FC_SITE(37, 63));
            if (fc_v_35 != 0) {
#line 37 "cases/matching.rs"
                fc_v_34 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_34 = false;
            }
            u_fc_sv_l0 = fc_v_33 + 2u * (unsigned int)fc_v_34;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 37 "cases/matching.rs"
            bool fc_v_36;
            if ((v_l1 >= 0 && v_l1 <= 9) || (v_l1 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_36 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_36 = false;
            }
            unsigned int fc_v_37 = (unsigned int)fc_v_36;
            bool fc_v_38;
            int fc_v_39 = fc::rem(v_l1, 3, FC_SITE(37, 63));
            if (fc_v_39 != 0) {
#line 37 "cases/matching.rs"
                fc_v_38 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_38 = false;
            }
            u_fc_sv_l1 = fc_v_37 + 2u * (unsigned int)fc_v_38;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 37 "cases/matching.rs"
            bool fc_v_40;
            if ((v_l2 >= 0 && v_l2 <= 9) || (v_l2 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_40 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_40 = false;
            }
            unsigned int fc_v_41 = (unsigned int)fc_v_40;
            bool fc_v_42;
            int fc_v_43 = fc::rem(v_l2, 3, FC_SITE(37, 63));
            if (fc_v_43 != 0) {
#line 37 "cases/matching.rs"
                fc_v_42 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_42 = false;
            }
            u_fc_sv_l2 = fc_v_41 + 2u * (unsigned int)fc_v_42;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 37 "cases/matching.rs"
            bool fc_v_44;
            if ((v_l3 >= 0 && v_l3 <= 9) || (v_l3 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_44 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_44 = false;
            }
            unsigned int fc_v_45 = (unsigned int)fc_v_44;
            bool fc_v_46;
            int fc_v_47 = fc::rem(v_l3, 3, FC_SITE(37, 63));
            if (fc_v_47 != 0) {
#line 37 "cases/matching.rs"
                fc_v_46 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_46 = false;
            }
            u_fc_sv_l3 = fc_v_45 + 2u * (unsigned int)fc_v_46;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 37 "cases/matching.rs"
            bool fc_v_48;
            if ((v_l4 >= 0 && v_l4 <= 9) || (v_l4 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_48 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_48 = false;
            }
            unsigned int fc_v_49 = (unsigned int)fc_v_48;
            bool fc_v_50;
            int fc_v_51 = fc::rem(v_l4, 3, FC_SITE(37, 63));
            if (fc_v_51 != 0) {
#line 37 "cases/matching.rs"
                fc_v_50 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_50 = false;
            }
            u_fc_sv_l4 = fc_v_49 + 2u * (unsigned int)fc_v_50;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 37 "cases/matching.rs"
            bool fc_v_52;
            if ((v_l5 >= 0 && v_l5 <= 9) || (v_l5 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_52 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_52 = false;
            }
            unsigned int fc_v_53 = (unsigned int)fc_v_52;
            bool fc_v_54;
            int fc_v_55 = fc::rem(v_l5, 3, FC_SITE(37, 63));
            if (fc_v_55 != 0) {
#line 37 "cases/matching.rs"
                fc_v_54 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_54 = false;
            }
            u_fc_sv_l5 = fc_v_53 + 2u * (unsigned int)fc_v_54;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 37 "cases/matching.rs"
            bool fc_v_56;
            if ((v_l6 >= 0 && v_l6 <= 9) || (v_l6 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_56 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_56 = false;
            }
            unsigned int fc_v_57 = (unsigned int)fc_v_56;
            bool fc_v_58;
            int fc_v_59 = fc::rem(v_l6, 3, FC_SITE(37, 63));
            if (fc_v_59 != 0) {
#line 37 "cases/matching.rs"
                fc_v_58 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_58 = false;
            }
            u_fc_sv_l6 = fc_v_57 + 2u * (unsigned int)fc_v_58;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 37 "cases/matching.rs"
            bool fc_v_60;
            if ((v_l7 >= 0 && v_l7 <= 9) || (v_l7 == 100)) {
#line 37 "cases/matching.rs"
                fc_v_60 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_60 = false;
            }
            unsigned int fc_v_61 = (unsigned int)fc_v_60;
            bool fc_v_62;
            int fc_v_63 = fc::rem(v_l7, 3, FC_SITE(37, 63));
            if (fc_v_63 != 0) {
#line 37 "cases/matching.rs"
                fc_v_62 = true;
            }
            else {
#line 37 "cases/matching.rs"
                fc_v_62 = false;
            }
            u_fc_sv_l7 = fc_v_61 + 2u * (unsigned int)fc_v_62;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 37 "cases/matching.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 37 "cases/matching.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 37 "cases/matching.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 37 "cases/matching.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 37 "cases/matching.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 37 "cases/matching.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 37 "cases/matching.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 37 "cases/matching.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif

#line 44 "cases/matching.rs"
extern "C" __global__ void tuples(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
#line 45 "cases/matching.rs"
    unsigned long long i = fc::grid_1();
#line 46 "cases/matching.rs"
    if (i < y_len && i < x_len && i < b_len) {
#line 47 "cases/matching.rs"
        int fc_v;
        fc::tup2<int, fc::tup2<bool, bool>> fc_v_1 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i], fc::rem(i, 2ull, FC_SITE(47, 40)) == 0ull}};
        if ((fc_v_1.f0 == 0) && ((fc_v_1.f1.f0 == true))) {
#line 48 "cases/matching.rs"
            fc_v = 10;
        }
        else if (((fc_v_1.f0 == 1) || (fc_v_1.f0 == 2)) && ((fc_v_1.f1.f0 == false) && (fc_v_1.f1.f1 == true))) {
#line 49 "cases/matching.rs"
            fc_v = 20;
        }
        else if (((fc_v_1.f0 >= (-2) && fc_v_1.f0 <= (-1))) && fc_v_1.f0 != x[i]) {
#line 50 "cases/matching.rs"
            fc_v = fc::mul(fc_v_1.f0, 100);
        }
        else {
#line 51 "cases/matching.rs"
            fc_v = fc_v_1.f0;
        }
        y[i] = fc_v;
    }
}
#if FC_LANES_TWIN
#line 44 "cases/matching.rs"
extern "C" __global__ void tuples_lanes(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_LANES == 4u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_bx_l0 = blockIdx.x * FC_LANES + 0u;
    const unsigned u_fc_bx_l1 = blockIdx.x * FC_LANES + 1u;
    const unsigned u_fc_bx_l2 = blockIdx.x * FC_LANES + 2u;
    const unsigned u_fc_bx_l3 = blockIdx.x * FC_LANES + 3u;
    bool u_fc_alive_l0 = u_fc_bx_l0 < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx_l1 < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx_l2 < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx_l3 < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 45 "cases/matching.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 45 "cases/matching.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 45 "cases/matching.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 45 "cases/matching.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 46 "cases/matching.rs"
        u_fc_c_l0 = i_l0 < y_len && i_l0 < x_len && i_l0 < b_len;
    }
    if (u_fc_alive_l1) {
#line 46 "cases/matching.rs"
        u_fc_c_l1 = i_l1 < y_len && i_l1 < x_len && i_l1 < b_len;
    }
    if (u_fc_alive_l2) {
#line 46 "cases/matching.rs"
        u_fc_c_l2 = i_l2 < y_len && i_l2 < x_len && i_l2 < b_len;
    }
    if (u_fc_alive_l3) {
#line 46 "cases/matching.rs"
        u_fc_c_l3 = i_l3 < y_len && i_l3 < x_len && i_l3 < b_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 47 "cases/matching.rs"
        int fc_v;
        fc::tup2<int, fc::tup2<bool, bool>> fc_v_1 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l0], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l0], fc::rem(i_l0, 2ull, FC_SITE(47, 40)) == 0ull}};
        if ((fc_v_1.f0 == 0) && ((fc_v_1.f1.f0 == true))) {
#line 48 "cases/matching.rs"
            fc_v = 10;
        }
        else if (((fc_v_1.f0 == 1) || (fc_v_1.f0 == 2)) && ((fc_v_1.f1.f0 == false) && (fc_v_1.f1.f1 == true))) {
#line 49 "cases/matching.rs"
            fc_v = 20;
        }
        else if (((fc_v_1.f0 >= (-2) && fc_v_1.f0 <= (-1))) && fc_v_1.f0 != x[i_l0]) {
#line 50 "cases/matching.rs"
            fc_v = fc::mul(fc_v_1.f0, 100);
        }
        else {
#line 51 "cases/matching.rs"
            fc_v = fc_v_1.f0;
        }
        u_fc_sv_l0 = fc_v;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 47 "cases/matching.rs"
        int fc_v_2;
        fc::tup2<int, fc::tup2<bool, bool>> fc_v_3 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l1], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l1], fc::rem(i_l1, 2ull, FC_SITE(47, 40)) == 0ull}};
        if ((fc_v_3.f0 == 0) && ((fc_v_3.f1.f0 == true))) {
#line 48 "cases/matching.rs"
            fc_v_2 = 10;
        }
        else if (((fc_v_3.f0 == 1) || (fc_v_3.f0 == 2)) && ((fc_v_3.f1.f0 == false) && (fc_v_3.f1.f1 == true))) {
#line 49 "cases/matching.rs"
            fc_v_2 = 20;
        }
        else if (((fc_v_3.f0 >= (-2) && fc_v_3.f0 <= (-1))) && fc_v_3.f0 != x[i_l1]) {
#line 50 "cases/matching.rs"
            fc_v_2 = fc::mul(fc_v_3.f0, 100);
        }
        else {
#line 51 "cases/matching.rs"
            fc_v_2 = fc_v_3.f0;
        }
        u_fc_sv_l1 = fc_v_2;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 47 "cases/matching.rs"
        int fc_v_4;
        fc::tup2<int, fc::tup2<bool, bool>> fc_v_5 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l2], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l2], fc::rem(i_l2, 2ull, FC_SITE(47, 40)) == 0ull}};
        if ((fc_v_5.f0 == 0) && ((fc_v_5.f1.f0 == true))) {
#line 48 "cases/matching.rs"
            fc_v_4 = 10;
        }
        else if (((fc_v_5.f0 == 1) || (fc_v_5.f0 == 2)) && ((fc_v_5.f1.f0 == false) && (fc_v_5.f1.f1 == true))) {
#line 49 "cases/matching.rs"
            fc_v_4 = 20;
        }
        else if (((fc_v_5.f0 >= (-2) && fc_v_5.f0 <= (-1))) && fc_v_5.f0 != x[i_l2]) {
#line 50 "cases/matching.rs"
            fc_v_4 = fc::mul(fc_v_5.f0, 100);
        }
        else {
#line 51 "cases/matching.rs"
            fc_v_4 = fc_v_5.f0;
        }
        u_fc_sv_l2 = fc_v_4;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 47 "cases/matching.rs"
        int fc_v_6;
        fc::tup2<int, fc::tup2<bool, bool>> fc_v_7 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l3], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l3], fc::rem(i_l3, 2ull, FC_SITE(47, 40)) == 0ull}};
        if ((fc_v_7.f0 == 0) && ((fc_v_7.f1.f0 == true))) {
#line 48 "cases/matching.rs"
            fc_v_6 = 10;
        }
        else if (((fc_v_7.f0 == 1) || (fc_v_7.f0 == 2)) && ((fc_v_7.f1.f0 == false) && (fc_v_7.f1.f1 == true))) {
#line 49 "cases/matching.rs"
            fc_v_6 = 20;
        }
        else if (((fc_v_7.f0 >= (-2) && fc_v_7.f0 <= (-1))) && fc_v_7.f0 != x[i_l3]) {
#line 50 "cases/matching.rs"
            fc_v_6 = fc::mul(fc_v_7.f0, 100);
        }
        else {
#line 51 "cases/matching.rs"
            fc_v_6 = fc_v_7.f0;
        }
        u_fc_sv_l3 = fc_v_6;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 47 "cases/matching.rs"
        y[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 47 "cases/matching.rs"
        y[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 47 "cases/matching.rs"
        y[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 47 "cases/matching.rs"
        y[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 44 "cases/matching.rs"
extern "C" __global__ void tuples_lanes_v(const int* __restrict__ x, unsigned long long x_len, const bool* __restrict__ b, unsigned long long b_len, int* __restrict__ y, unsigned long long y_len, unsigned u_fc_blocks_x) {
    static_assert(FC_VLANES == 8u, "the translator's lanes are the prelude's");
    fc::grid_dependency();
    constexpr unsigned u_fc_group = fc::vlane_group<int>();
    const unsigned u_fc_lane_tid = fc::lane_tid();
    const unsigned u_fc_per = blockDim.x / FC_VLANES;
    const unsigned u_fc_bx = blockIdx.x * FC_VLANES + threadIdx.x / u_fc_per;
    const unsigned u_fc_tx_l0 = fc::vlane_thread_x(u_fc_group, 0u);
    const unsigned u_fc_tx_l1 = fc::vlane_thread_x(u_fc_group, 1u);
    const unsigned u_fc_tx_l2 = fc::vlane_thread_x(u_fc_group, 2u);
    const unsigned u_fc_tx_l3 = fc::vlane_thread_x(u_fc_group, 3u);
    const unsigned u_fc_tx_l4 = fc::vlane_thread_x(u_fc_group, 4u);
    const unsigned u_fc_tx_l5 = fc::vlane_thread_x(u_fc_group, 5u);
    const unsigned u_fc_tx_l6 = fc::vlane_thread_x(u_fc_group, 6u);
    const unsigned u_fc_tx_l7 = fc::vlane_thread_x(u_fc_group, 7u);
    bool u_fc_alive_l0 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l1 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l2 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l3 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l4 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l5 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l6 = u_fc_bx < u_fc_blocks_x;
    bool u_fc_alive_l7 = u_fc_bx < u_fc_blocks_x;
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    unsigned long long i_l4;
    unsigned long long i_l5;
    unsigned long long i_l6;
    unsigned long long i_l7;
    __align__(16) int u_fc_sv[FC_VLANES];
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    int u_fc_sv_l4;
    int u_fc_sv_l5;
    int u_fc_sv_l6;
    int u_fc_sv_l7;
    if (u_fc_alive_l0) {
#line 45 "cases/matching.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 45 "cases/matching.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 45 "cases/matching.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 45 "cases/matching.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 45 "cases/matching.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 45 "cases/matching.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 45 "cases/matching.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 45 "cases/matching.rs"
        i_l7 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l7);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    bool u_fc_c_l4 = false;
    bool u_fc_c_l5 = false;
    bool u_fc_c_l6 = false;
    bool u_fc_c_l7 = false;
    if (u_fc_alive_l0) {
#line 46 "cases/matching.rs"
        u_fc_c_l0 = i_l0 < y_len && i_l0 < x_len && i_l0 < b_len;
    }
    if (u_fc_alive_l1) {
#line 46 "cases/matching.rs"
        u_fc_c_l1 = i_l1 < y_len && i_l1 < x_len && i_l1 < b_len;
    }
    if (u_fc_alive_l2) {
#line 46 "cases/matching.rs"
        u_fc_c_l2 = i_l2 < y_len && i_l2 < x_len && i_l2 < b_len;
    }
    if (u_fc_alive_l3) {
#line 46 "cases/matching.rs"
        u_fc_c_l3 = i_l3 < y_len && i_l3 < x_len && i_l3 < b_len;
    }
    if (u_fc_alive_l4) {
#line 46 "cases/matching.rs"
        u_fc_c_l4 = i_l4 < y_len && i_l4 < x_len && i_l4 < b_len;
    }
    if (u_fc_alive_l5) {
#line 46 "cases/matching.rs"
        u_fc_c_l5 = i_l5 < y_len && i_l5 < x_len && i_l5 < b_len;
    }
    if (u_fc_alive_l6) {
#line 46 "cases/matching.rs"
        u_fc_c_l6 = i_l6 < y_len && i_l6 < x_len && i_l6 < b_len;
    }
    if (u_fc_alive_l7) {
#line 46 "cases/matching.rs"
        u_fc_c_l7 = i_l7 < y_len && i_l7 < x_len && i_l7 < b_len;
    }
    if ((u_fc_alive_l0 && u_fc_c_l0) && (u_fc_alive_l1 && u_fc_c_l1) && (u_fc_alive_l2 && u_fc_c_l2) && (u_fc_alive_l3 && u_fc_c_l3) && (u_fc_alive_l4 && u_fc_c_l4) && (u_fc_alive_l5 && u_fc_c_l5) && (u_fc_alive_l6 && u_fc_c_l6) && (u_fc_alive_l7 && u_fc_c_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(y, y_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 47 "cases/matching.rs"
            int fc_v;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_1 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l0], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l0], fc::rem(i_l0, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_1.f0 == 0) && ((fc_v_1.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v = 10;
            }
            else if (((fc_v_1.f0 == 1) || (fc_v_1.f0 == 2)) && ((fc_v_1.f1.f0 == false) && (fc_v_1.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v = 20;
            }
            else if (((fc_v_1.f0 >= (-2) && fc_v_1.f0 <= (-1))) && fc_v_1.f0 != x[i_l0]) {
#line 50 "cases/matching.rs"
                fc_v = fc::mul(fc_v_1.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v = fc_v_1.f0;
            }
            u_fc_sv[0] = fc_v;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 47 "cases/matching.rs"
            int fc_v_2;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_3 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l1], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l1], fc::rem(i_l1, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_3.f0 == 0) && ((fc_v_3.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_2 = 10;
            }
            else if (((fc_v_3.f0 == 1) || (fc_v_3.f0 == 2)) && ((fc_v_3.f1.f0 == false) && (fc_v_3.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_2 = 20;
            }
            else if (((fc_v_3.f0 >= (-2) && fc_v_3.f0 <= (-1))) && fc_v_3.f0 != x[i_l1]) {
#line 50 "cases/matching.rs"
                fc_v_2 = fc::mul(fc_v_3.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_2 = fc_v_3.f0;
            }
            u_fc_sv[1] = fc_v_2;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 47 "cases/matching.rs"
            int fc_v_4;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_5 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l2], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l2], fc::rem(i_l2, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_5.f0 == 0) && ((fc_v_5.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_4 = 10;
            }
            else if (((fc_v_5.f0 == 1) || (fc_v_5.f0 == 2)) && ((fc_v_5.f1.f0 == false) && (fc_v_5.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_4 = 20;
            }
            else if (((fc_v_5.f0 >= (-2) && fc_v_5.f0 <= (-1))) && fc_v_5.f0 != x[i_l2]) {
#line 50 "cases/matching.rs"
                fc_v_4 = fc::mul(fc_v_5.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_4 = fc_v_5.f0;
            }
            u_fc_sv[2] = fc_v_4;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 47 "cases/matching.rs"
            int fc_v_6;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_7 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l3], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l3], fc::rem(i_l3, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_7.f0 == 0) && ((fc_v_7.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_6 = 10;
            }
            else if (((fc_v_7.f0 == 1) || (fc_v_7.f0 == 2)) && ((fc_v_7.f1.f0 == false) && (fc_v_7.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_6 = 20;
            }
            else if (((fc_v_7.f0 >= (-2) && fc_v_7.f0 <= (-1))) && fc_v_7.f0 != x[i_l3]) {
#line 50 "cases/matching.rs"
                fc_v_6 = fc::mul(fc_v_7.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_6 = fc_v_7.f0;
            }
            u_fc_sv[3] = fc_v_6;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 47 "cases/matching.rs"
            int fc_v_8;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_9 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l4], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l4], fc::rem(i_l4, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_9.f0 == 0) && ((fc_v_9.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_8 = 10;
            }
            else if (((fc_v_9.f0 == 1) || (fc_v_9.f0 == 2)) && ((fc_v_9.f1.f0 == false) && (fc_v_9.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_8 = 20;
            }
            else if (((fc_v_9.f0 >= (-2) && fc_v_9.f0 <= (-1))) && fc_v_9.f0 != x[i_l4]) {
#line 50 "cases/matching.rs"
                fc_v_8 = fc::mul(fc_v_9.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_8 = fc_v_9.f0;
            }
            u_fc_sv[4] = fc_v_8;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 47 "cases/matching.rs"
            int fc_v_10;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_11 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l5], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l5], fc::rem(i_l5, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_11.f0 == 0) && ((fc_v_11.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_10 = 10;
            }
            else if (((fc_v_11.f0 == 1) || (fc_v_11.f0 == 2)) && ((fc_v_11.f1.f0 == false) && (fc_v_11.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_10 = 20;
            }
            else if (((fc_v_11.f0 >= (-2) && fc_v_11.f0 <= (-1))) && fc_v_11.f0 != x[i_l5]) {
#line 50 "cases/matching.rs"
                fc_v_10 = fc::mul(fc_v_11.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_10 = fc_v_11.f0;
            }
            u_fc_sv[5] = fc_v_10;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 47 "cases/matching.rs"
            int fc_v_12;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_13 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l6], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l6], fc::rem(i_l6, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_13.f0 == 0) && ((fc_v_13.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_12 = 10;
            }
            else if (((fc_v_13.f0 == 1) || (fc_v_13.f0 == 2)) && ((fc_v_13.f1.f0 == false) && (fc_v_13.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_12 = 20;
            }
            else if (((fc_v_13.f0 >= (-2) && fc_v_13.f0 <= (-1))) && fc_v_13.f0 != x[i_l6]) {
#line 50 "cases/matching.rs"
                fc_v_12 = fc::mul(fc_v_13.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_12 = fc_v_13.f0;
            }
            u_fc_sv[6] = fc_v_12;
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 47 "cases/matching.rs"
            int fc_v_14;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_15 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l7], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l7], fc::rem(i_l7, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_15.f0 == 0) && ((fc_v_15.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_14 = 10;
            }
            else if (((fc_v_15.f0 == 1) || (fc_v_15.f0 == 2)) && ((fc_v_15.f1.f0 == false) && (fc_v_15.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_14 = 20;
            }
            else if (((fc_v_15.f0 >= (-2) && fc_v_15.f0 <= (-1))) && fc_v_15.f0 != x[i_l7]) {
#line 50 "cases/matching.rs"
                fc_v_14 = fc::mul(fc_v_15.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_14 = fc_v_15.f0;
            }
            u_fc_sv[7] = fc_v_14;
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(y, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0 && u_fc_c_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 47 "cases/matching.rs"
            int fc_v_16;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_17 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l0], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l0], fc::rem(i_l0, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_17.f0 == 0) && ((fc_v_17.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_16 = 10;
            }
            else if (((fc_v_17.f0 == 1) || (fc_v_17.f0 == 2)) && ((fc_v_17.f1.f0 == false) && (fc_v_17.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_16 = 20;
            }
            else if (((fc_v_17.f0 >= (-2) && fc_v_17.f0 <= (-1))) && fc_v_17.f0 != x[i_l0]) {
#line 50 "cases/matching.rs"
                fc_v_16 = fc::mul(fc_v_17.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_16 = fc_v_17.f0;
            }
            u_fc_sv_l0 = fc_v_16;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 47 "cases/matching.rs"
            int fc_v_18;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_19 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l1], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l1], fc::rem(i_l1, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_19.f0 == 0) && ((fc_v_19.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_18 = 10;
            }
            else if (((fc_v_19.f0 == 1) || (fc_v_19.f0 == 2)) && ((fc_v_19.f1.f0 == false) && (fc_v_19.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_18 = 20;
            }
            else if (((fc_v_19.f0 >= (-2) && fc_v_19.f0 <= (-1))) && fc_v_19.f0 != x[i_l1]) {
#line 50 "cases/matching.rs"
                fc_v_18 = fc::mul(fc_v_19.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_18 = fc_v_19.f0;
            }
            u_fc_sv_l1 = fc_v_18;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 47 "cases/matching.rs"
            int fc_v_20;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_21 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l2], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l2], fc::rem(i_l2, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_21.f0 == 0) && ((fc_v_21.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_20 = 10;
            }
            else if (((fc_v_21.f0 == 1) || (fc_v_21.f0 == 2)) && ((fc_v_21.f1.f0 == false) && (fc_v_21.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_20 = 20;
            }
            else if (((fc_v_21.f0 >= (-2) && fc_v_21.f0 <= (-1))) && fc_v_21.f0 != x[i_l2]) {
#line 50 "cases/matching.rs"
                fc_v_20 = fc::mul(fc_v_21.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_20 = fc_v_21.f0;
            }
            u_fc_sv_l2 = fc_v_20;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 47 "cases/matching.rs"
            int fc_v_22;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_23 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l3], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l3], fc::rem(i_l3, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_23.f0 == 0) && ((fc_v_23.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_22 = 10;
            }
            else if (((fc_v_23.f0 == 1) || (fc_v_23.f0 == 2)) && ((fc_v_23.f1.f0 == false) && (fc_v_23.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_22 = 20;
            }
            else if (((fc_v_23.f0 >= (-2) && fc_v_23.f0 <= (-1))) && fc_v_23.f0 != x[i_l3]) {
#line 50 "cases/matching.rs"
                fc_v_22 = fc::mul(fc_v_23.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_22 = fc_v_23.f0;
            }
            u_fc_sv_l3 = fc_v_22;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 47 "cases/matching.rs"
            int fc_v_24;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_25 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l4], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l4], fc::rem(i_l4, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_25.f0 == 0) && ((fc_v_25.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_24 = 10;
            }
            else if (((fc_v_25.f0 == 1) || (fc_v_25.f0 == 2)) && ((fc_v_25.f1.f0 == false) && (fc_v_25.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_24 = 20;
            }
            else if (((fc_v_25.f0 >= (-2) && fc_v_25.f0 <= (-1))) && fc_v_25.f0 != x[i_l4]) {
#line 50 "cases/matching.rs"
                fc_v_24 = fc::mul(fc_v_25.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_24 = fc_v_25.f0;
            }
            u_fc_sv_l4 = fc_v_24;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 47 "cases/matching.rs"
            int fc_v_26;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_27 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l5], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l5], fc::rem(i_l5, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_27.f0 == 0) && ((fc_v_27.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_26 = 10;
            }
            else if (((fc_v_27.f0 == 1) || (fc_v_27.f0 == 2)) && ((fc_v_27.f1.f0 == false) && (fc_v_27.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_26 = 20;
            }
            else if (((fc_v_27.f0 >= (-2) && fc_v_27.f0 <= (-1))) && fc_v_27.f0 != x[i_l5]) {
#line 50 "cases/matching.rs"
                fc_v_26 = fc::mul(fc_v_27.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_26 = fc_v_27.f0;
            }
            u_fc_sv_l5 = fc_v_26;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 47 "cases/matching.rs"
            int fc_v_28;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_29 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l6], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l6], fc::rem(i_l6, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_29.f0 == 0) && ((fc_v_29.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_28 = 10;
            }
            else if (((fc_v_29.f0 == 1) || (fc_v_29.f0 == 2)) && ((fc_v_29.f1.f0 == false) && (fc_v_29.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_28 = 20;
            }
            else if (((fc_v_29.f0 >= (-2) && fc_v_29.f0 <= (-1))) && fc_v_29.f0 != x[i_l6]) {
#line 50 "cases/matching.rs"
                fc_v_28 = fc::mul(fc_v_29.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_28 = fc_v_29.f0;
            }
            u_fc_sv_l6 = fc_v_28;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 47 "cases/matching.rs"
            int fc_v_30;
            fc::tup2<int, fc::tup2<bool, bool>> fc_v_31 = fc::tup2<int, fc::tup2<bool, bool>>{fc::rem(x[i_l7], 3, FC_SITE(47, 23)), fc::tup2<bool, bool>{b[i_l7], fc::rem(i_l7, 2ull, FC_SITE(47, 40)) == 0ull}};
            if ((fc_v_31.f0 == 0) && ((fc_v_31.f1.f0 == true))) {
#line 48 "cases/matching.rs"
                fc_v_30 = 10;
            }
            else if (((fc_v_31.f0 == 1) || (fc_v_31.f0 == 2)) && ((fc_v_31.f1.f0 == false) && (fc_v_31.f1.f1 == true))) {
#line 49 "cases/matching.rs"
                fc_v_30 = 20;
            }
            else if (((fc_v_31.f0 >= (-2) && fc_v_31.f0 <= (-1))) && fc_v_31.f0 != x[i_l7]) {
#line 50 "cases/matching.rs"
                fc_v_30 = fc::mul(fc_v_31.f0, 100);
            }
            else {
#line 51 "cases/matching.rs"
                fc_v_30 = fc_v_31.f0;
            }
            u_fc_sv_l7 = fc_v_30;
        }
        if (u_fc_alive_l0 && u_fc_c_l0) {
#line 47 "cases/matching.rs"
            y[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1 && u_fc_c_l1) {
#line 47 "cases/matching.rs"
            y[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2 && u_fc_c_l2) {
#line 47 "cases/matching.rs"
            y[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3 && u_fc_c_l3) {
#line 47 "cases/matching.rs"
            y[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4 && u_fc_c_l4) {
#line 47 "cases/matching.rs"
            y[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5 && u_fc_c_l5) {
#line 47 "cases/matching.rs"
            y[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6 && u_fc_c_l6) {
#line 47 "cases/matching.rs"
            y[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7 && u_fc_c_l7) {
#line 47 "cases/matching.rs"
            y[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
