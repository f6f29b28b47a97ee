#include "ferrocuda.cuh"


#if FC_ASSUMED
#line 5 "cases/control_flow.rs"
extern "C" __global__ void control(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
#line 6 "cases/control_flow.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/control_flow.rs"
    if (i >= x_len) {
#line 8 "cases/control_flow.rs"
        return;
    }
#line 10 "cases/control_flow.rs"
    int v = x[i];
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
    }
#line 28 "cases/control_flow.rs"
    int k = 0;
#line 29 "cases/control_flow.rs"
    while (k < 10 && v > k) {
#line 30 "cases/control_flow.rs"
        fc::add_assign(k, 1);
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
                        goto fc_continue_2;
                    }
#line 44 "cases/control_flow.rs"
                    if (j > 2) {
#line 45 "cases/control_flow.rs"
                        goto fc_break_2;
                    }
#line 47 "cases/control_flow.rs"
                    break;
                }
#line 49 "cases/control_flow.rs"
                break;
            }
            fc_continue_2: ;
        }
    }
    fc_break_2: ;
#line 51 "cases/control_flow.rs"
    out[i] = fc::add(fc::add(fc::add(fc::add(fc::add(sign, big), steps), k), (int)ok), (int)either);
}
#if FC_LANES_TWIN
#line 5 "cases/control_flow.rs"
extern "C" __global__ void control_lanes(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    int sign_l0;
    int sign_l1;
    int sign_l2;
    int sign_l3;
    int big_l0;
    int big_l1;
    int big_l2;
    int big_l3;
    int n_l0;
    int n_l1;
    int n_l2;
    int n_l3;
    int steps_l0;
    int steps_l1;
    int steps_l2;
    int steps_l3;
    int k_l0;
    int k_l1;
    int k_l2;
    int k_l3;
    bool ok_l0;
    bool ok_l1;
    bool ok_l2;
    bool ok_l3;
    bool either_l0;
    bool either_l1;
    bool either_l2;
    bool either_l3;
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 6 "cases/control_flow.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/control_flow.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/control_flow.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/control_flow.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l0 = i_l0 >= x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l1 = i_l1 >= x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l2 = i_l2 >= x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l3 = i_l3 >= x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l0) {
#line 10 "cases/control_flow.rs"
        v_l0 = x[i_l0];
    }
    if (u_fc_alive_l1) {
#line 10 "cases/control_flow.rs"
        v_l1 = x[i_l1];
    }
    if (u_fc_alive_l2) {
#line 10 "cases/control_flow.rs"
        v_l2 = x[i_l2];
    }
    if (u_fc_alive_l3) {
#line 10 "cases/control_flow.rs"
        v_l3 = x[i_l3];
    }
    if (u_fc_alive_l0) {
#line 11 "cases/control_flow.rs"
        sign_l0 = v_l0 > 0 ? 1 : v_l0 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l1) {
#line 11 "cases/control_flow.rs"
        sign_l1 = v_l1 > 0 ? 1 : v_l1 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l2) {
#line 11 "cases/control_flow.rs"
        sign_l2 = v_l2 > 0 ? 1 : v_l2 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l3) {
#line 11 "cases/control_flow.rs"
        sign_l3 = v_l3 > 0 ? 1 : v_l3 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 12 "cases/control_flow.rs"
        if (v_l0 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l0 = fc::div(v_l0, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l0 = fc::add(h_l0, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l0 = fc::mul(v_l0, 2);
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 12 "cases/control_flow.rs"
        if (v_l1 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l1 = fc::div(v_l1, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l1 = fc::add(h_l1, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l1 = fc::mul(v_l1, 2);
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 12 "cases/control_flow.rs"
        if (v_l2 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l2 = fc::div(v_l2, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l2 = fc::add(h_l2, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l2 = fc::mul(v_l2, 2);
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 12 "cases/control_flow.rs"
        if (v_l3 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l3 = fc::div(v_l3, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l3 = fc::add(h_l3, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l3 = fc::mul(v_l3, 2);
        }
    }
    if (u_fc_alive_l0) {
#line 18 "cases/control_flow.rs"
        n_l0 = v_l0;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/control_flow.rs"
        n_l1 = v_l1;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/control_flow.rs"
        n_l2 = v_l2;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/control_flow.rs"
        n_l3 = v_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l0 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l0 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l0, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l0 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l0 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l1 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l1 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l1, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l1 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l1 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l2 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l2 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l2, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l2 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l2 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l3 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l3 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l3, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l3 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l3 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l0) {
#line 28 "cases/control_flow.rs"
        k_l0 = 0;
    }
    if (u_fc_alive_l1) {
#line 28 "cases/control_flow.rs"
        k_l1 = 0;
    }
    if (u_fc_alive_l2) {
#line 28 "cases/control_flow.rs"
        k_l2 = 0;
    }
    if (u_fc_alive_l3) {
#line 28 "cases/control_flow.rs"
        k_l3 = 0;
    }
    if (u_fc_alive_l0) {
#line 29 "cases/control_flow.rs"
        while (k_l0 < 10 && v_l0 > k_l0) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l0, 1);
        }
    }
    if (u_fc_alive_l1) {
#line 29 "cases/control_flow.rs"
        while (k_l1 < 10 && v_l1 > k_l1) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l1, 1);
        }
    }
    if (u_fc_alive_l2) {
#line 29 "cases/control_flow.rs"
        while (k_l2 < 10 && v_l2 > k_l2) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l2, 1);
        }
    }
    if (u_fc_alive_l3) {
#line 29 "cases/control_flow.rs"
        while (k_l3 < 10 && v_l3 > k_l3) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l3, 1);
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 32 "cases/control_flow.rs"
        bool fc_v = v_l0 > 0;
        if (fc_v) {
#line 33 "cases/control_flow.rs"
            int t_l0 = fc::rem(v_l0, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v = t_l0 == 1;
        }
        ok_l0 = fc_v;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 32 "cases/control_flow.rs"
        bool fc_v_1 = v_l1 > 0;
        if (fc_v_1) {
#line 33 "cases/control_flow.rs"
            int t_l1 = fc::rem(v_l1, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_1 = t_l1 == 1;
        }
        ok_l1 = fc_v_1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 32 "cases/control_flow.rs"
        bool fc_v_2 = v_l2 > 0;
        if (fc_v_2) {
#line 33 "cases/control_flow.rs"
            int t_l2 = fc::rem(v_l2, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_2 = t_l2 == 1;
        }
        ok_l2 = fc_v_2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 32 "cases/control_flow.rs"
        bool fc_v_3 = v_l3 > 0;
        if (fc_v_3) {
#line 33 "cases/control_flow.rs"
            int t_l3 = fc::rem(v_l3, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_3 = t_l3 == 1;
        }
        ok_l3 = fc_v_3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 36 "cases/control_flow.rs"
        either_l0 = v_l0 < 0 || (v_l0 > 50 ? fc::rem(v_l0, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 36 "cases/control_flow.rs"
        either_l1 = v_l1 < 0 || (v_l1 > 50 ? fc::rem(v_l1, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 36 "cases/control_flow.rs"
        either_l2 = v_l2 < 0 || (v_l2 > 50 ? fc::rem(v_l2, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 36 "cases/control_flow.rs"
        either_l3 = v_l3 < 0 || (v_l3 > 50 ? fc::rem(v_l3, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l0) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l0 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l0, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l0 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l0;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l0 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l0;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l0: ;
            }
        }
        fc_break_2_l0: ;
    }
    if (u_fc_alive_l1) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l1 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l1, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l1 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l1;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l1 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l1;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l1: ;
            }
        }
        fc_break_2_l1: ;
    }
    if (u_fc_alive_l2) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l2 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l2, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l2 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l2;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l2 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l2;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l2: ;
            }
        }
        fc_break_2_l2: ;
    }
    if (u_fc_alive_l3) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l3 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l3, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l3 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l3;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l3 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l3;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l3: ;
            }
        }
        fc_break_2_l3: ;
    }
    if (u_fc_alive_l0) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l0, big_l0), steps_l0), k_l0), (int)ok_l0), (int)either_l0);
    }
    if (u_fc_alive_l1) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l1, big_l1), steps_l1), k_l1), (int)ok_l1), (int)either_l1);
    }
    if (u_fc_alive_l2) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l2, big_l2), steps_l2), k_l2), (int)ok_l2), (int)either_l2);
    }
    if (u_fc_alive_l3) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l3, big_l3), steps_l3), k_l3), (int)ok_l3), (int)either_l3);
    }
    if (u_fc_alive_l0) {
#line 51 "cases/control_flow.rs"
        out[i_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
#line 51 "cases/control_flow.rs"
        out[i_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
#line 51 "cases/control_flow.rs"
        out[i_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
#line 51 "cases/control_flow.rs"
        out[i_l3] = u_fc_sv_l3;
    }
}
#if FC_VECTOR_LANES
#line 5 "cases/control_flow.rs"
extern "C" __global__ void control_lanes_v(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    __align__(16) int u_fc_vec[FC_VLANES];
    int v_l0;
    int v_l1;
    int v_l2;
    int v_l3;
    int v_l4;
    int v_l5;
    int v_l6;
    int v_l7;
    int sign_l0;
    int sign_l1;
    int sign_l2;
    int sign_l3;
    int sign_l4;
    int sign_l5;
    int sign_l6;
    int sign_l7;
    int big_l0;
    int big_l1;
    int big_l2;
    int big_l3;
    int big_l4;
    int big_l5;
    int big_l6;
    int big_l7;
    int n_l0;
    int n_l1;
    int n_l2;
    int n_l3;
    int n_l4;
    int n_l5;
    int n_l6;
    int n_l7;
    int steps_l0;
    int steps_l1;
    int steps_l2;
    int steps_l3;
    int steps_l4;
    int steps_l5;
    int steps_l6;
    int steps_l7;
    int k_l0;
    int k_l1;
    int k_l2;
    int k_l3;
    int k_l4;
    int k_l5;
    int k_l6;
    int k_l7;
    bool ok_l0;
    bool ok_l1;
    bool ok_l2;
    bool ok_l3;
    bool ok_l4;
    bool ok_l5;
    bool ok_l6;
    bool ok_l7;
    bool either_l0;
    bool either_l1;
    bool either_l2;
    bool either_l3;
    bool either_l4;
    bool either_l5;
    bool either_l6;
    bool either_l7;
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
#line 6 "cases/control_flow.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/control_flow.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/control_flow.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/control_flow.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 6 "cases/control_flow.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 6 "cases/control_flow.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 6 "cases/control_flow.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 6 "cases/control_flow.rs"
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
#line 7 "cases/control_flow.rs"
        u_fc_c_l0 = i_l0 >= x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l1 = i_l1 >= x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l2 = i_l2 >= x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l3 = i_l3 >= x_len;
    }
    if (u_fc_alive_l4) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l4 = i_l4 >= x_len;
    }
    if (u_fc_alive_l5) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l5 = i_l5 >= x_len;
    }
    if (u_fc_alive_l6) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l6 = i_l6 >= x_len;
    }
    if (u_fc_alive_l7) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l7 = i_l7 >= x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l4 = false; goto u_fc_exit_l4; }
        }
        u_fc_exit_l4: ;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l5 = false; goto u_fc_exit_l5; }
        }
        u_fc_exit_l5: ;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l6 = false; goto u_fc_exit_l6; }
        }
        u_fc_exit_l6: ;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        {
#line 8 "cases/control_flow.rs"
            { u_fc_alive_l7 = false; goto u_fc_exit_l7; }
        }
        u_fc_exit_l7: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 10 "cases/control_flow.rs"
            v_l0 = u_fc_vec[0];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l1 = u_fc_vec[1];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l2 = u_fc_vec[2];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l3 = u_fc_vec[3];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l4 = u_fc_vec[4];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l5 = u_fc_vec[5];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l6 = u_fc_vec[6];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0) {
#line 10 "cases/control_flow.rs"
            v_l0 = x[i_l0];
        }
        if (u_fc_alive_l1) {
#line 10 "cases/control_flow.rs"
            v_l1 = x[i_l1];
        }
        if (u_fc_alive_l2) {
#line 10 "cases/control_flow.rs"
            v_l2 = x[i_l2];
        }
        if (u_fc_alive_l3) {
#line 10 "cases/control_flow.rs"
            v_l3 = x[i_l3];
        }
        if (u_fc_alive_l4) {
#line 10 "cases/control_flow.rs"
            v_l4 = x[i_l4];
        }
        if (u_fc_alive_l5) {
#line 10 "cases/control_flow.rs"
            v_l5 = x[i_l5];
        }
        if (u_fc_alive_l6) {
#line 10 "cases/control_flow.rs"
            v_l6 = x[i_l6];
        }
        if (u_fc_alive_l7) {
#line 10 "cases/control_flow.rs"
            v_l7 = x[i_l7];
        }
    }
    if (u_fc_alive_l0) {
#line 11 "cases/control_flow.rs"
        sign_l0 = v_l0 > 0 ? 1 : v_l0 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l1) {
#line 11 "cases/control_flow.rs"
        sign_l1 = v_l1 > 0 ? 1 : v_l1 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l2) {
#line 11 "cases/control_flow.rs"
        sign_l2 = v_l2 > 0 ? 1 : v_l2 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l3) {
#line 11 "cases/control_flow.rs"
        sign_l3 = v_l3 > 0 ? 1 : v_l3 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l4) {
#line 11 "cases/control_flow.rs"
        sign_l4 = v_l4 > 0 ? 1 : v_l4 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l5) {
#line 11 "cases/control_flow.rs"
        sign_l5 = v_l5 > 0 ? 1 : v_l5 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l6) {
#line 11 "cases/control_flow.rs"
        sign_l6 = v_l6 > 0 ? 1 : v_l6 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l7) {
#line 11 "cases/control_flow.rs"
        sign_l7 = v_l7 > 0 ? 1 : v_l7 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 12 "cases/control_flow.rs"
        if (v_l0 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l0 = fc::div(v_l0, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l0 = fc::add(h_l0, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l0 = fc::mul(v_l0, 2);
        }
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 12 "cases/control_flow.rs"
        if (v_l1 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l1 = fc::div(v_l1, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l1 = fc::add(h_l1, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l1 = fc::mul(v_l1, 2);
        }
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 12 "cases/control_flow.rs"
        if (v_l2 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l2 = fc::div(v_l2, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l2 = fc::add(h_l2, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l2 = fc::mul(v_l2, 2);
        }
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 12 "cases/control_flow.rs"
        if (v_l3 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l3 = fc::div(v_l3, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l3 = fc::add(h_l3, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l3 = fc::mul(v_l3, 2);
        }
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 12 "cases/control_flow.rs"
        if (v_l4 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l4 = fc::div(v_l4, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l4 = fc::add(h_l4, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l4 = fc::mul(v_l4, 2);
        }
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 12 "cases/control_flow.rs"
        if (v_l5 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l5 = fc::div(v_l5, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l5 = fc::add(h_l5, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l5 = fc::mul(v_l5, 2);
        }
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 12 "cases/control_flow.rs"
        if (v_l6 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l6 = fc::div(v_l6, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l6 = fc::add(h_l6, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l6 = fc::mul(v_l6, 2);
        }
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 12 "cases/control_flow.rs"
        if (v_l7 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l7 = fc::div(v_l7, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l7 = fc::add(h_l7, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l7 = fc::mul(v_l7, 2);
        }
    }
    if (u_fc_alive_l0) {
#line 18 "cases/control_flow.rs"
        n_l0 = v_l0;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/control_flow.rs"
        n_l1 = v_l1;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/control_flow.rs"
        n_l2 = v_l2;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/control_flow.rs"
        n_l3 = v_l3;
    }
    if (u_fc_alive_l4) {
#line 18 "cases/control_flow.rs"
        n_l4 = v_l4;
    }
    if (u_fc_alive_l5) {
#line 18 "cases/control_flow.rs"
        n_l5 = v_l5;
    }
    if (u_fc_alive_l6) {
#line 18 "cases/control_flow.rs"
        n_l6 = v_l6;
    }
    if (u_fc_alive_l7) {
#line 18 "cases/control_flow.rs"
        n_l7 = v_l7;
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l0 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l0 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l0, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l0 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l0 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l1 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l1 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l1, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l1 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l1 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l2 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l2 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l2, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l2 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l2 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l3 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l3 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l3, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l3 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l3 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l4 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l4 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l4, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l4 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l4 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l5 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l5 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l5, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l5 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l5 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l6 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l6 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l6, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l6 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l6 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l7 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l7 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l7, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l7 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l7 = 7;
                break;
            }
        }
    }
    if (u_fc_alive_l0) {
#line 28 "cases/control_flow.rs"
        k_l0 = 0;
    }
    if (u_fc_alive_l1) {
#line 28 "cases/control_flow.rs"
        k_l1 = 0;
    }
    if (u_fc_alive_l2) {
#line 28 "cases/control_flow.rs"
        k_l2 = 0;
    }
    if (u_fc_alive_l3) {
#line 28 "cases/control_flow.rs"
        k_l3 = 0;
    }
    if (u_fc_alive_l4) {
#line 28 "cases/control_flow.rs"
        k_l4 = 0;
    }
    if (u_fc_alive_l5) {
#line 28 "cases/control_flow.rs"
        k_l5 = 0;
    }
    if (u_fc_alive_l6) {
#line 28 "cases/control_flow.rs"
        k_l6 = 0;
    }
    if (u_fc_alive_l7) {
#line 28 "cases/control_flow.rs"
        k_l7 = 0;
    }
    if (u_fc_alive_l0) {
#line 29 "cases/control_flow.rs"
        while (k_l0 < 10 && v_l0 > k_l0) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l0, 1);
        }
    }
    if (u_fc_alive_l1) {
#line 29 "cases/control_flow.rs"
        while (k_l1 < 10 && v_l1 > k_l1) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l1, 1);
        }
    }
    if (u_fc_alive_l2) {
#line 29 "cases/control_flow.rs"
        while (k_l2 < 10 && v_l2 > k_l2) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l2, 1);
        }
    }
    if (u_fc_alive_l3) {
#line 29 "cases/control_flow.rs"
        while (k_l3 < 10 && v_l3 > k_l3) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l3, 1);
        }
    }
    if (u_fc_alive_l4) {
#line 29 "cases/control_flow.rs"
        while (k_l4 < 10 && v_l4 > k_l4) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l4, 1);
        }
    }
    if (u_fc_alive_l5) {
#line 29 "cases/control_flow.rs"
        while (k_l5 < 10 && v_l5 > k_l5) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l5, 1);
        }
    }
    if (u_fc_alive_l6) {
#line 29 "cases/control_flow.rs"
        while (k_l6 < 10 && v_l6 > k_l6) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l6, 1);
        }
    }
    if (u_fc_alive_l7) {
#line 29 "cases/control_flow.rs"
        while (k_l7 < 10 && v_l7 > k_l7) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l7, 1);
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/control_flow.rs"
        bool fc_v = v_l0 > 0;
        if (fc_v) {
#line 33 "cases/control_flow.rs"
            int t_l0 = fc::rem(v_l0, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v = t_l0 == 1;
        }
        ok_l0 = fc_v;
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/control_flow.rs"
        bool fc_v_1 = v_l1 > 0;
        if (fc_v_1) {
#line 33 "cases/control_flow.rs"
            int t_l1 = fc::rem(v_l1, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_1 = t_l1 == 1;
        }
        ok_l1 = fc_v_1;
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/control_flow.rs"
        bool fc_v_2 = v_l2 > 0;
        if (fc_v_2) {
#line 33 "cases/control_flow.rs"
            int t_l2 = fc::rem(v_l2, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_2 = t_l2 == 1;
        }
        ok_l2 = fc_v_2;
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/control_flow.rs"
        bool fc_v_3 = v_l3 > 0;
        if (fc_v_3) {
#line 33 "cases/control_flow.rs"
            int t_l3 = fc::rem(v_l3, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_3 = t_l3 == 1;
        }
        ok_l3 = fc_v_3;
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/control_flow.rs"
        bool fc_v_4 = v_l4 > 0;
        if (fc_v_4) {
#line 33 "cases/control_flow.rs"
            int t_l4 = fc::rem(v_l4, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_4 = t_l4 == 1;
        }
        ok_l4 = fc_v_4;
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/control_flow.rs"
        bool fc_v_5 = v_l5 > 0;
        if (fc_v_5) {
#line 33 "cases/control_flow.rs"
            int t_l5 = fc::rem(v_l5, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_5 = t_l5 == 1;
        }
        ok_l5 = fc_v_5;
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/control_flow.rs"
        bool fc_v_6 = v_l6 > 0;
        if (fc_v_6) {
#line 33 "cases/control_flow.rs"
            int t_l6 = fc::rem(v_l6, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_6 = t_l6 == 1;
        }
        ok_l6 = fc_v_6;
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/control_flow.rs"
        bool fc_v_7 = v_l7 > 0;
        if (fc_v_7) {
#line 33 "cases/control_flow.rs"
            int t_l7 = fc::rem(v_l7, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_7 = t_l7 == 1;
        }
        ok_l7 = fc_v_7;
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 36 "cases/control_flow.rs"
        either_l0 = v_l0 < 0 || (v_l0 > 50 ? fc::rem(v_l0, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 36 "cases/control_flow.rs"
        either_l1 = v_l1 < 0 || (v_l1 > 50 ? fc::rem(v_l1, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 36 "cases/control_flow.rs"
        either_l2 = v_l2 < 0 || (v_l2 > 50 ? fc::rem(v_l2, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 36 "cases/control_flow.rs"
        either_l3 = v_l3 < 0 || (v_l3 > 50 ? fc::rem(v_l3, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 36 "cases/control_flow.rs"
        either_l4 = v_l4 < 0 || (v_l4 > 50 ? fc::rem(v_l4, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 36 "cases/control_flow.rs"
        either_l5 = v_l5 < 0 || (v_l5 > 50 ? fc::rem(v_l5, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 36 "cases/control_flow.rs"
        either_l6 = v_l6 < 0 || (v_l6 > 50 ? fc::rem(v_l6, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 36 "cases/control_flow.rs"
        either_l7 = v_l7 < 0 || (v_l7 > 50 ? fc::rem(v_l7, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l0) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l0 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l0, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l0 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l0;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l0 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l0;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l0: ;
            }
        }
        fc_break_2_l0: ;
    }
    if (u_fc_alive_l1) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l1 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l1, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l1 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l1;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l1 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l1;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l1: ;
            }
        }
        fc_break_2_l1: ;
    }
    if (u_fc_alive_l2) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l2 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l2, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l2 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l2;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l2 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l2;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l2: ;
            }
        }
        fc_break_2_l2: ;
    }
    if (u_fc_alive_l3) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l3 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l3, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l3 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l3;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l3 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l3;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l3: ;
            }
        }
        fc_break_2_l3: ;
    }
    if (u_fc_alive_l4) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l4 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l4, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l4 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l4;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l4 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l4;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l4: ;
            }
        }
        fc_break_2_l4: ;
    }
    if (u_fc_alive_l5) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l5 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l5, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l5 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l5;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l5 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l5;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l5: ;
            }
        }
        fc_break_2_l5: ;
    }
    if (u_fc_alive_l6) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l6 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l6, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l6 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l6;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l6 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l6;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l6: ;
            }
        }
        fc_break_2_l6: ;
    }
    if (u_fc_alive_l7) {
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l7 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l7, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l7 == 3) {
#line 42 "cases/control_flow.rs"
                            goto fc_continue_2_l7;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l7 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l7;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l7: ;
            }
        }
        fc_break_2_l7: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l0, big_l0), steps_l0), k_l0), (int)ok_l0), (int)either_l0);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l1, big_l1), steps_l1), k_l1), (int)ok_l1), (int)either_l1);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l2, big_l2), steps_l2), k_l2), (int)ok_l2), (int)either_l2);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l3, big_l3), steps_l3), k_l3), (int)ok_l3), (int)either_l3);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l4, big_l4), steps_l4), k_l4), (int)ok_l4), (int)either_l4);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l5, big_l5), steps_l5), k_l5), (int)ok_l5), (int)either_l5);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l6, big_l6), steps_l6), k_l6), (int)ok_l6), (int)either_l6);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l7, big_l7), steps_l7), k_l7), (int)ok_l7), (int)either_l7);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l0, big_l0), steps_l0), k_l0), (int)ok_l0), (int)either_l0);
        }
        if (u_fc_alive_l1) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l1, big_l1), steps_l1), k_l1), (int)ok_l1), (int)either_l1);
        }
        if (u_fc_alive_l2) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l2, big_l2), steps_l2), k_l2), (int)ok_l2), (int)either_l2);
        }
        if (u_fc_alive_l3) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l3, big_l3), steps_l3), k_l3), (int)ok_l3), (int)either_l3);
        }
        if (u_fc_alive_l4) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l4, big_l4), steps_l4), k_l4), (int)ok_l4), (int)either_l4);
        }
        if (u_fc_alive_l5) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l5, big_l5), steps_l5), k_l5), (int)ok_l5), (int)either_l5);
        }
        if (u_fc_alive_l6) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l6, big_l6), steps_l6), k_l6), (int)ok_l6), (int)either_l6);
        }
        if (u_fc_alive_l7) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l7, big_l7), steps_l7), k_l7), (int)ok_l7), (int)either_l7);
        }
        if (u_fc_alive_l0) {
#line 51 "cases/control_flow.rs"
            out[i_l0] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1) {
#line 51 "cases/control_flow.rs"
            out[i_l1] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2) {
#line 51 "cases/control_flow.rs"
            out[i_l2] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3) {
#line 51 "cases/control_flow.rs"
            out[i_l3] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4) {
#line 51 "cases/control_flow.rs"
            out[i_l4] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5) {
#line 51 "cases/control_flow.rs"
            out[i_l5] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6) {
#line 51 "cases/control_flow.rs"
            out[i_l6] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7) {
#line 51 "cases/control_flow.rs"
            out[i_l7] = u_fc_sv_l7;
        }
    }
}
#endif
#endif
#else
#define FC_LEN_OF_control(w) (0ull)
#line 5 "cases/control_flow.rs"
extern "C" __global__ void control(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
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
    int v = x[i];
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
#if FC_LANES_TWIN
#define FC_LEN_OF_control_lanes(w) (0ull)
#line 5 "cases/control_flow.rs"
extern "C" __global__ void control_lanes(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    unsigned long long i_l0;
    unsigned long long i_l1;
    unsigned long long i_l2;
    unsigned long long i_l3;
    int v_l0;
    int v_l1;
    int v_l2;
    int v_l3;
    int sign_l0;
    int sign_l1;
    int sign_l2;
    int sign_l3;
    int big_l0;
    int big_l1;
    int big_l2;
    int big_l3;
    int n_l0;
    int n_l1;
    int n_l2;
    int n_l3;
    int steps_l0;
    int steps_l1;
    int steps_l2;
    int steps_l3;
    int k_l0;
    int k_l1;
    int k_l2;
    int k_l3;
    bool ok_l0;
    bool ok_l1;
    bool ok_l2;
    bool ok_l3;
    bool either_l0;
    bool either_l1;
    bool either_l2;
    bool either_l3;
    int u_fc_sv_l0;
    int u_fc_sv_l1;
    int u_fc_sv_l2;
    int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 6 "cases/control_flow.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/control_flow.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/control_flow.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/control_flow.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l0 = i_l0 >= x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l1 = i_l1 >= x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l2 = i_l2 >= x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l3 = i_l3 >= x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l0) {
#line 10 "cases/control_flow.rs"
        v_l0 = x[i_l0];
    }
    if (u_fc_alive_l1) {
#line 10 "cases/control_flow.rs"
        v_l1 = x[i_l1];
    }
    if (u_fc_alive_l2) {
#line 10 "cases/control_flow.rs"
        v_l2 = x[i_l2];
    }
    if (u_fc_alive_l3) {
#line 10 "cases/control_flow.rs"
        v_l3 = x[i_l3];
    }
    if (u_fc_alive_l0) {
#line 11 "cases/control_flow.rs"
        sign_l0 = v_l0 > 0 ? 1 : v_l0 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l1) {
#line 11 "cases/control_flow.rs"
        sign_l1 = v_l1 > 0 ? 1 : v_l1 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l2) {
#line 11 "cases/control_flow.rs"
        sign_l2 = v_l2 > 0 ? 1 : v_l2 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l3) {
#line 11 "cases/control_flow.rs"
        sign_l3 = v_l3 > 0 ? 1 : v_l3 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 12 "cases/control_flow.rs"
        if (v_l0 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l0 = fc::div(v_l0, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l0 = fc::add(h_l0, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l0 = fc::mul(v_l0, 2);
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 12 "cases/control_flow.rs"
        if (v_l1 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l1 = fc::div(v_l1, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l1 = fc::add(h_l1, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l1 = fc::mul(v_l1, 2);
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 12 "cases/control_flow.rs"
        if (v_l2 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l2 = fc::div(v_l2, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l2 = fc::add(h_l2, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l2 = fc::mul(v_l2, 2);
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 12 "cases/control_flow.rs"
        if (v_l3 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l3 = fc::div(v_l3, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l3 = fc::add(h_l3, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l3 = fc::mul(v_l3, 2);
        }
    }
    if (u_fc_alive_l0) {
#line 18 "cases/control_flow.rs"
        n_l0 = v_l0;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/control_flow.rs"
        n_l1 = v_l1;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/control_flow.rs"
        n_l2 = v_l2;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/control_flow.rs"
        n_l3 = v_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l0 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l0 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l0, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l0 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l0 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l1 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l1 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l1, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l1 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l1 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l2 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l2 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l2, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l2 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l2 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l3 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l3 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l3, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l3 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l3 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l0) {
#line 28 "cases/control_flow.rs"
        k_l0 = 0;
    }
    if (u_fc_alive_l1) {
#line 28 "cases/control_flow.rs"
        k_l1 = 0;
    }
    if (u_fc_alive_l2) {
#line 28 "cases/control_flow.rs"
        k_l2 = 0;
    }
    if (u_fc_alive_l3) {
#line 28 "cases/control_flow.rs"
        k_l3 = 0;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 29 "cases/control_flow.rs"
        while (k_l0 < 10 && v_l0 > k_l0) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l0, 1);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 29 "cases/control_flow.rs"
        while (k_l1 < 10 && v_l1 > k_l1) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l1, 1);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 29 "cases/control_flow.rs"
        while (k_l2 < 10 && v_l2 > k_l2) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l2, 1);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 29 "cases/control_flow.rs"
        while (k_l3 < 10 && v_l3 > k_l3) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l3, 1);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
        }
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 32 "cases/control_flow.rs"
        bool fc_v = v_l0 > 0;
        if (fc_v) {
#line 33 "cases/control_flow.rs"
            int t_l0 = fc::rem(v_l0, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v = t_l0 == 1;
        }
        ok_l0 = fc_v;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 32 "cases/control_flow.rs"
        bool fc_v_1 = v_l1 > 0;
        if (fc_v_1) {
#line 33 "cases/control_flow.rs"
            int t_l1 = fc::rem(v_l1, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_1 = t_l1 == 1;
        }
        ok_l1 = fc_v_1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 32 "cases/control_flow.rs"
        bool fc_v_2 = v_l2 > 0;
        if (fc_v_2) {
#line 33 "cases/control_flow.rs"
            int t_l2 = fc::rem(v_l2, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_2 = t_l2 == 1;
        }
        ok_l2 = fc_v_2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 32 "cases/control_flow.rs"
        bool fc_v_3 = v_l3 > 0;
        if (fc_v_3) {
#line 33 "cases/control_flow.rs"
            int t_l3 = fc::rem(v_l3, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_3 = t_l3 == 1;
        }
        ok_l3 = fc_v_3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 36 "cases/control_flow.rs"
        either_l0 = v_l0 < 0 || (v_l0 > 50 ? fc::rem(v_l0, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 36 "cases/control_flow.rs"
        either_l1 = v_l1 < 0 || (v_l1 > 50 ? fc::rem(v_l1, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 36 "cases/control_flow.rs"
        either_l2 = v_l2 < 0 || (v_l2 > 50 ? fc::rem(v_l2, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 36 "cases/control_flow.rs"
        either_l3 = v_l3 < 0 || (v_l3 > 50 ? fc::rem(v_l3, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l0 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l0, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l0 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
                            goto fc_continue_2_l0;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l0 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l0;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l0: ;
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
            }
        }
        fc_break_2_l0: ;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l1 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l1, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l1 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
                            goto fc_continue_2_l1;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l1 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l1;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l1: ;
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
            }
        }
        fc_break_2_l1: ;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l2 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l2, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l2 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
                            goto fc_continue_2_l2;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l2 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l2;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l2: ;
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
            }
        }
        fc_break_2_l2: ;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l3 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l3, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l3 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
                            goto fc_continue_2_l3;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l3 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l3;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l3: ;
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
            }
        }
        fc_break_2_l3: ;
    }
    if (u_fc_alive_l0) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l0, big_l0), steps_l0), k_l0), (int)ok_l0), (int)either_l0);
    }
    if (u_fc_alive_l1) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l1, big_l1), steps_l1), k_l1), (int)ok_l1), (int)either_l1);
    }
    if (u_fc_alive_l2) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l2, big_l2), steps_l2), k_l2), (int)ok_l2), (int)either_l2);
    }
    if (u_fc_alive_l3) {
#line 51 "cases/control_flow.rs"
        u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l3, big_l3), steps_l3), k_l3), (int)ok_l3), (int)either_l3);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 51 "cases/control_flow.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
        out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_control_lanes(u_fc_pending_l0.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 51 "cases/control_flow.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
        out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_control_lanes(u_fc_pending_l1.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 51 "cases/control_flow.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
        out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_control_lanes(u_fc_pending_l2.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 51 "cases/control_flow.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
        out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_control_lanes(u_fc_pending_l3.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes);
    }
}
#if FC_VECTOR_LANES
#define FC_LEN_OF_control_lanes_v(w) (0ull)
#line 5 "cases/control_flow.rs"
extern "C" __global__ void control_lanes_v(const int* __restrict__ x, unsigned long long x_len, int* __restrict__ out, unsigned long long out_len, unsigned u_fc_blocks_x) {
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
    fc::Pending u_fc_pending_l0 = {};
    bool u_fc_alive_l1 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l1 = {};
    bool u_fc_alive_l2 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l2 = {};
    bool u_fc_alive_l3 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l3 = {};
    bool u_fc_alive_l4 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l4 = {};
    bool u_fc_alive_l5 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l5 = {};
    bool u_fc_alive_l6 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l6 = {};
    bool u_fc_alive_l7 = u_fc_bx < u_fc_blocks_x;
    fc::Pending u_fc_pending_l7 = {};
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
    int sign_l0;
    int sign_l1;
    int sign_l2;
    int sign_l3;
    int sign_l4;
    int sign_l5;
    int sign_l6;
    int sign_l7;
    int big_l0;
    int big_l1;
    int big_l2;
    int big_l3;
    int big_l4;
    int big_l5;
    int big_l6;
    int big_l7;
    int n_l0;
    int n_l1;
    int n_l2;
    int n_l3;
    int n_l4;
    int n_l5;
    int n_l6;
    int n_l7;
    int steps_l0;
    int steps_l1;
    int steps_l2;
    int steps_l3;
    int steps_l4;
    int steps_l5;
    int steps_l6;
    int steps_l7;
    int k_l0;
    int k_l1;
    int k_l2;
    int k_l3;
    int k_l4;
    int k_l5;
    int k_l6;
    int k_l7;
    bool ok_l0;
    bool ok_l1;
    bool ok_l2;
    bool ok_l3;
    bool ok_l4;
    bool ok_l5;
    bool ok_l6;
    bool ok_l7;
    bool either_l0;
    bool either_l1;
    bool either_l2;
    bool either_l3;
    bool either_l4;
    bool either_l5;
    bool either_l6;
    bool either_l7;
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
#line 6 "cases/control_flow.rs"
        i_l0 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l0);
    }
    if (u_fc_alive_l1) {
#line 6 "cases/control_flow.rs"
        i_l1 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l1);
    }
    if (u_fc_alive_l2) {
#line 6 "cases/control_flow.rs"
        i_l2 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l2);
    }
    if (u_fc_alive_l3) {
#line 6 "cases/control_flow.rs"
        i_l3 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l3);
    }
    if (u_fc_alive_l4) {
#line 6 "cases/control_flow.rs"
        i_l4 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l4);
    }
    if (u_fc_alive_l5) {
#line 6 "cases/control_flow.rs"
        i_l5 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l5);
    }
    if (u_fc_alive_l6) {
#line 6 "cases/control_flow.rs"
        i_l6 = fc::vlane_grid_1(u_fc_bx, u_fc_tx_l6);
    }
    if (u_fc_alive_l7) {
#line 6 "cases/control_flow.rs"
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
#line 7 "cases/control_flow.rs"
        u_fc_c_l0 = i_l0 >= x_len;
    }
    if (u_fc_alive_l1) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l1 = i_l1 >= x_len;
    }
    if (u_fc_alive_l2) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l2 = i_l2 >= x_len;
    }
    if (u_fc_alive_l3) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l3 = i_l3 >= x_len;
    }
    if (u_fc_alive_l4) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l4 = i_l4 >= x_len;
    }
    if (u_fc_alive_l5) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l5 = i_l5 >= x_len;
    }
    if (u_fc_alive_l6) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l6 = i_l6 >= x_len;
    }
    if (u_fc_alive_l7) {
#line 7 "cases/control_flow.rs"
        u_fc_c_l7 = i_l7 >= x_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l0 = false; goto u_fc_exit_l0; }
        }
        u_fc_exit_l0: ;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l1 = false; goto u_fc_exit_l1; }
        }
        u_fc_exit_l1: ;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l2 = false; goto u_fc_exit_l2; }
        }
        u_fc_exit_l2: ;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l3 = false; goto u_fc_exit_l3; }
        }
        u_fc_exit_l3: ;
    }
    if (u_fc_alive_l4 && u_fc_c_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l4 = false; goto u_fc_exit_l4; }
        }
        u_fc_exit_l4: ;
    }
    if (u_fc_alive_l5 && u_fc_c_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l5 = false; goto u_fc_exit_l5; }
        }
        u_fc_exit_l5: ;
    }
    if (u_fc_alive_l6 && u_fc_c_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l6 = false; goto u_fc_exit_l6; }
        }
        u_fc_exit_l6: ;
    }
    if (u_fc_alive_l7 && u_fc_c_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        {
#line 8 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
            { u_fc_alive_l7 = false; goto u_fc_exit_l7; }
        }
        u_fc_exit_l7: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(x, x_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        fc::lanes_load<FC_VLANES, u_fc_group>(x, u_fc_vec, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
        {
#line 10 "cases/control_flow.rs"
            v_l0 = u_fc_vec[0];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l1 = u_fc_vec[1];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l2 = u_fc_vec[2];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l3 = u_fc_vec[3];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l4 = u_fc_vec[4];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l5 = u_fc_vec[5];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l6 = u_fc_vec[6];
        }
        {
#line 10 "cases/control_flow.rs"
            v_l7 = u_fc_vec[7];
        }
    } else {
        if (u_fc_alive_l0) {
#line 10 "cases/control_flow.rs"
            v_l0 = x[i_l0];
        }
        if (u_fc_alive_l1) {
#line 10 "cases/control_flow.rs"
            v_l1 = x[i_l1];
        }
        if (u_fc_alive_l2) {
#line 10 "cases/control_flow.rs"
            v_l2 = x[i_l2];
        }
        if (u_fc_alive_l3) {
#line 10 "cases/control_flow.rs"
            v_l3 = x[i_l3];
        }
        if (u_fc_alive_l4) {
#line 10 "cases/control_flow.rs"
            v_l4 = x[i_l4];
        }
        if (u_fc_alive_l5) {
#line 10 "cases/control_flow.rs"
            v_l5 = x[i_l5];
        }
        if (u_fc_alive_l6) {
#line 10 "cases/control_flow.rs"
            v_l6 = x[i_l6];
        }
        if (u_fc_alive_l7) {
#line 10 "cases/control_flow.rs"
            v_l7 = x[i_l7];
        }
    }
    if (u_fc_alive_l0) {
#line 11 "cases/control_flow.rs"
        sign_l0 = v_l0 > 0 ? 1 : v_l0 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l1) {
#line 11 "cases/control_flow.rs"
        sign_l1 = v_l1 > 0 ? 1 : v_l1 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l2) {
#line 11 "cases/control_flow.rs"
        sign_l2 = v_l2 > 0 ? 1 : v_l2 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l3) {
#line 11 "cases/control_flow.rs"
        sign_l3 = v_l3 > 0 ? 1 : v_l3 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l4) {
#line 11 "cases/control_flow.rs"
        sign_l4 = v_l4 > 0 ? 1 : v_l4 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l5) {
#line 11 "cases/control_flow.rs"
        sign_l5 = v_l5 > 0 ? 1 : v_l5 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l6) {
#line 11 "cases/control_flow.rs"
        sign_l6 = v_l6 > 0 ? 1 : v_l6 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l7) {
#line 11 "cases/control_flow.rs"
        sign_l7 = v_l7 > 0 ? 1 : v_l7 < 0 ? (-1) : 0;
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 12 "cases/control_flow.rs"
        if (v_l0 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l0 = fc::div(v_l0, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l0 = fc::add(h_l0, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l0 = fc::mul(v_l0, 2);
        }
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 12 "cases/control_flow.rs"
        if (v_l1 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l1 = fc::div(v_l1, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l1 = fc::add(h_l1, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l1 = fc::mul(v_l1, 2);
        }
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 12 "cases/control_flow.rs"
        if (v_l2 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l2 = fc::div(v_l2, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l2 = fc::add(h_l2, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l2 = fc::mul(v_l2, 2);
        }
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 12 "cases/control_flow.rs"
        if (v_l3 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l3 = fc::div(v_l3, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l3 = fc::add(h_l3, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l3 = fc::mul(v_l3, 2);
        }
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 12 "cases/control_flow.rs"
        if (v_l4 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l4 = fc::div(v_l4, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l4 = fc::add(h_l4, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l4 = fc::mul(v_l4, 2);
        }
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 12 "cases/control_flow.rs"
        if (v_l5 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l5 = fc::div(v_l5, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l5 = fc::add(h_l5, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l5 = fc::mul(v_l5, 2);
        }
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 12 "cases/control_flow.rs"
        if (v_l6 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l6 = fc::div(v_l6, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l6 = fc::add(h_l6, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l6 = fc::mul(v_l6, 2);
        }
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 12 "cases/control_flow.rs"
        if (v_l7 > 100) {
#line 13 "cases/control_flow.rs"
            int h_l7 = fc::div(v_l7, 2, FC_SITE(13, 17));
#line 14 "cases/control_flow.rs"
            big_l7 = fc::add(h_l7, 1);
        }
        else {
#line 16 "cases/control_flow.rs"
            big_l7 = fc::mul(v_l7, 2);
        }
    }
    if (u_fc_alive_l0) {
#line 18 "cases/control_flow.rs"
        n_l0 = v_l0;
    }
    if (u_fc_alive_l1) {
#line 18 "cases/control_flow.rs"
        n_l1 = v_l1;
    }
    if (u_fc_alive_l2) {
#line 18 "cases/control_flow.rs"
        n_l2 = v_l2;
    }
    if (u_fc_alive_l3) {
#line 18 "cases/control_flow.rs"
        n_l3 = v_l3;
    }
    if (u_fc_alive_l4) {
#line 18 "cases/control_flow.rs"
        n_l4 = v_l4;
    }
    if (u_fc_alive_l5) {
#line 18 "cases/control_flow.rs"
        n_l5 = v_l5;
    }
    if (u_fc_alive_l6) {
#line 18 "cases/control_flow.rs"
        n_l6 = v_l6;
    }
    if (u_fc_alive_l7) {
#line 18 "cases/control_flow.rs"
        n_l7 = v_l7;
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l0 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l0 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l0, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l0 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l0 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l1 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l1 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l1, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l1 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l1 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l2 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l2 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l2, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l2 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l2 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l3 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l3 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l3, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l3 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l3 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l4 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l4 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l4, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l4 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l4 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l5 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l5 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l5, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l5 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l5 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l6 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l6 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l6, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l6 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l6 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 19 "cases/control_flow.rs"
        while (true) {
#line 20 "cases/control_flow.rs"
            if (n_l7 <= 1) {
#line 21 "cases/control_flow.rs"
                steps_l7 = 0;
                break;
            }
#line 23 "cases/control_flow.rs"
            fc::div_assign(n_l7, 2, FC_SITE(23, 9));
#line 24 "cases/control_flow.rs"
            if (n_l7 == 7) {
#line 25 "cases/control_flow.rs"
                steps_l7 = 7;
                break;
            }
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l0) {
#line 28 "cases/control_flow.rs"
        k_l0 = 0;
    }
    if (u_fc_alive_l1) {
#line 28 "cases/control_flow.rs"
        k_l1 = 0;
    }
    if (u_fc_alive_l2) {
#line 28 "cases/control_flow.rs"
        k_l2 = 0;
    }
    if (u_fc_alive_l3) {
#line 28 "cases/control_flow.rs"
        k_l3 = 0;
    }
    if (u_fc_alive_l4) {
#line 28 "cases/control_flow.rs"
        k_l4 = 0;
    }
    if (u_fc_alive_l5) {
#line 28 "cases/control_flow.rs"
        k_l5 = 0;
    }
    if (u_fc_alive_l6) {
#line 28 "cases/control_flow.rs"
        k_l6 = 0;
    }
    if (u_fc_alive_l7) {
#line 28 "cases/control_flow.rs"
        k_l7 = 0;
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 29 "cases/control_flow.rs"
        while (k_l0 < 10 && v_l0 > k_l0) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l0, 1);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 29 "cases/control_flow.rs"
        while (k_l1 < 10 && v_l1 > k_l1) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l1, 1);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 29 "cases/control_flow.rs"
        while (k_l2 < 10 && v_l2 > k_l2) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l2, 1);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 29 "cases/control_flow.rs"
        while (k_l3 < 10 && v_l3 > k_l3) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l3, 1);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 29 "cases/control_flow.rs"
        while (k_l4 < 10 && v_l4 > k_l4) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l4, 1);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 29 "cases/control_flow.rs"
        while (k_l5 < 10 && v_l5 > k_l5) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l5, 1);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 29 "cases/control_flow.rs"
        while (k_l6 < 10 && v_l6 > k_l6) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l6, 1);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 29 "cases/control_flow.rs"
        while (k_l7 < 10 && v_l7 > k_l7) {
#line 30 "cases/control_flow.rs"
            fc::add_assign(k_l7, 1);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 32 "cases/control_flow.rs"
        bool fc_v = v_l0 > 0;
        if (fc_v) {
#line 33 "cases/control_flow.rs"
            int t_l0 = fc::rem(v_l0, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v = t_l0 == 1;
        }
        ok_l0 = fc_v;
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 32 "cases/control_flow.rs"
        bool fc_v_1 = v_l1 > 0;
        if (fc_v_1) {
#line 33 "cases/control_flow.rs"
            int t_l1 = fc::rem(v_l1, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_1 = t_l1 == 1;
        }
        ok_l1 = fc_v_1;
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 32 "cases/control_flow.rs"
        bool fc_v_2 = v_l2 > 0;
        if (fc_v_2) {
#line 33 "cases/control_flow.rs"
            int t_l2 = fc::rem(v_l2, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_2 = t_l2 == 1;
        }
        ok_l2 = fc_v_2;
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 32 "cases/control_flow.rs"
        bool fc_v_3 = v_l3 > 0;
        if (fc_v_3) {
#line 33 "cases/control_flow.rs"
            int t_l3 = fc::rem(v_l3, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_3 = t_l3 == 1;
        }
        ok_l3 = fc_v_3;
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 32 "cases/control_flow.rs"
        bool fc_v_4 = v_l4 > 0;
        if (fc_v_4) {
#line 33 "cases/control_flow.rs"
            int t_l4 = fc::rem(v_l4, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_4 = t_l4 == 1;
        }
        ok_l4 = fc_v_4;
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 32 "cases/control_flow.rs"
        bool fc_v_5 = v_l5 > 0;
        if (fc_v_5) {
#line 33 "cases/control_flow.rs"
            int t_l5 = fc::rem(v_l5, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_5 = t_l5 == 1;
        }
        ok_l5 = fc_v_5;
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 32 "cases/control_flow.rs"
        bool fc_v_6 = v_l6 > 0;
        if (fc_v_6) {
#line 33 "cases/control_flow.rs"
            int t_l6 = fc::rem(v_l6, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_6 = t_l6 == 1;
        }
        ok_l6 = fc_v_6;
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 32 "cases/control_flow.rs"
        bool fc_v_7 = v_l7 > 0;
        if (fc_v_7) {
#line 33 "cases/control_flow.rs"
            int t_l7 = fc::rem(v_l7, 3, FC_SITE(33, 17));
#line 34 "cases/control_flow.rs"
            fc_v_7 = t_l7 == 1;
        }
        ok_l7 = fc_v_7;
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 36 "cases/control_flow.rs"
        either_l0 = v_l0 < 0 || (v_l0 > 50 ? fc::rem(v_l0, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 36 "cases/control_flow.rs"
        either_l1 = v_l1 < 0 || (v_l1 > 50 ? fc::rem(v_l1, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 36 "cases/control_flow.rs"
        either_l2 = v_l2 < 0 || (v_l2 > 50 ? fc::rem(v_l2, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 36 "cases/control_flow.rs"
        either_l3 = v_l3 < 0 || (v_l3 > 50 ? fc::rem(v_l3, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 36 "cases/control_flow.rs"
        either_l4 = v_l4 < 0 || (v_l4 > 50 ? fc::rem(v_l4, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 36 "cases/control_flow.rs"
        either_l5 = v_l5 < 0 || (v_l5 > 50 ? fc::rem(v_l5, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 36 "cases/control_flow.rs"
        either_l6 = v_l6 < 0 || (v_l6 > 50 ? fc::rem(v_l6, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 36 "cases/control_flow.rs"
        either_l7 = v_l7 < 0 || (v_l7 > 50 ? fc::rem(v_l7, 2, FC_SITE(36, 39)) == 0 : false);
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l0 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l0, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l0 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l0;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l0 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l0;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l0: ;
                FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l0: ;
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l1 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l1, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l1 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l1;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l1 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l1;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l1: ;
                FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l1: ;
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l2 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l2, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l2 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l2;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l2 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l2;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l2: ;
                FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l2: ;
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l3 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l3, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l3 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l3;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l3 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l3;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l3: ;
                FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l3: ;
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l4 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l4, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l4 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l4;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l4 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l4;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l4: ;
                FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l4: ;
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l5 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l5, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l5 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l5;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l5 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l5;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l5: ;
                FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l5: ;
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l6 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l6, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l6 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l6;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l6 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l6;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l6: ;
                FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l6: ;
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 37 "cases/control_flow.rs"
        {
            while (true) {
                {
#line 38 "cases/control_flow.rs"
                    int j_l7 = 0;
#line 39 "cases/control_flow.rs"
                    while (true) {
#line 40 "cases/control_flow.rs"
                        fc::add_assign(j_l7, 1);
#line 41 "cases/control_flow.rs"
                        if (j_l7 == 3) {
#line 42 "cases/control_flow.rs"
                            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
                            goto fc_continue_2_l7;
                        }
#line 44 "cases/control_flow.rs"
                        if (j_l7 > 2) {
#line 45 "cases/control_flow.rs"
                            goto fc_break_2_l7;
                        }
#line 47 "cases/control_flow.rs"
                        break;
                        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
                    }
#line 49 "cases/control_flow.rs"
                    break;
                }
                fc_continue_2_l7: ;
                FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
            }
        }
        fc_break_2_l7: ;
    }
    if ((u_fc_alive_l0) && (u_fc_alive_l1) && (u_fc_alive_l2) && (u_fc_alive_l3) && (u_fc_alive_l4) && (u_fc_alive_l5) && (u_fc_alive_l6) && (u_fc_alive_l7) && fc::lanes_fit<FC_VLANES, u_fc_group>(out, out_len, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7))) {
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[0] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l0, big_l0), steps_l0), k_l0), (int)ok_l0), (int)either_l0);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[1] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l1, big_l1), steps_l1), k_l1), (int)ok_l1), (int)either_l1);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[2] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l2, big_l2), steps_l2), k_l2), (int)ok_l2), (int)either_l2);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[3] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l3, big_l3), steps_l3), k_l3), (int)ok_l3), (int)either_l3);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[4] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l4, big_l4), steps_l4), k_l4), (int)ok_l4), (int)either_l4);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[5] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l5, big_l5), steps_l5), k_l5), (int)ok_l5), (int)either_l5);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[6] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l6, big_l6), steps_l6), k_l6), (int)ok_l6), (int)either_l6);
        }
        {
#line 51 "cases/control_flow.rs"
            u_fc_sv[7] = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l7, big_l7), steps_l7), k_l7), (int)ok_l7), (int)either_l7);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
        }
        {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
        }
        fc::lanes_store<FC_VLANES, u_fc_group>(out, u_fc_sv, (i_l0), (i_l1), (i_l2), (i_l3), (i_l4), (i_l5), (i_l6), (i_l7));
    } else {
        if (u_fc_alive_l0) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l0 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l0, big_l0), steps_l0), k_l0), (int)ok_l0), (int)either_l0);
        }
        if (u_fc_alive_l1) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l1 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l1, big_l1), steps_l1), k_l1), (int)ok_l1), (int)either_l1);
        }
        if (u_fc_alive_l2) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l2 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l2, big_l2), steps_l2), k_l2), (int)ok_l2), (int)either_l2);
        }
        if (u_fc_alive_l3) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l3 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l3, big_l3), steps_l3), k_l3), (int)ok_l3), (int)either_l3);
        }
        if (u_fc_alive_l4) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l4 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l4, big_l4), steps_l4), k_l4), (int)ok_l4), (int)either_l4);
        }
        if (u_fc_alive_l5) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l5 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l5, big_l5), steps_l5), k_l5), (int)ok_l5), (int)either_l5);
        }
        if (u_fc_alive_l6) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l6 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l6, big_l6), steps_l6), k_l6), (int)ok_l6), (int)either_l6);
        }
        if (u_fc_alive_l7) {
#line 51 "cases/control_flow.rs"
            u_fc_sv_l7 = fc::add(fc::add(fc::add(fc::add(fc::add(sign_l7, big_l7), steps_l7), k_l7), (int)ok_l7), (int)either_l7);
        }
        if (u_fc_alive_l0) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l0, out_len, u_fc_pending_l0, FC_LEN_OF_control_lanes_v(u_fc_pending_l0.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l0;
        }
        if (u_fc_alive_l1) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l1, out_len, u_fc_pending_l1, FC_LEN_OF_control_lanes_v(u_fc_pending_l1.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l1;
        }
        if (u_fc_alive_l2) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l2, out_len, u_fc_pending_l2, FC_LEN_OF_control_lanes_v(u_fc_pending_l2.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l2;
        }
        if (u_fc_alive_l3) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l3, out_len, u_fc_pending_l3, FC_LEN_OF_control_lanes_v(u_fc_pending_l3.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l3;
        }
        if (u_fc_alive_l4) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l4, out_len, u_fc_pending_l4, FC_LEN_OF_control_lanes_v(u_fc_pending_l4.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l4;
        }
        if (u_fc_alive_l5) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l5, out_len, u_fc_pending_l5, FC_LEN_OF_control_lanes_v(u_fc_pending_l5.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l5;
        }
        if (u_fc_alive_l6) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l6, out_len, u_fc_pending_l6, FC_LEN_OF_control_lanes_v(u_fc_pending_l6.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l6;
        }
        if (u_fc_alive_l7) {
            fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
#line 51 "cases/control_flow.rs"
            FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
            out[fc::check_index_p(i_l7, out_len, u_fc_pending_l7, FC_LEN_OF_control_lanes_v(u_fc_pending_l7.site & 31u), FC_SITE(51, 5))] = u_fc_sv_l7;
        }
    }
    if (u_fc_alive_l0) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_control_lanes_v);
    }
    if (u_fc_alive_l1) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_control_lanes_v);
    }
    if (u_fc_alive_l2) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_control_lanes_v);
    }
    if (u_fc_alive_l3) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_control_lanes_v);
    }
    if (u_fc_alive_l4) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 4u);
        FC_FLUSH(u_fc_pending_l4, FC_LEN_OF_control_lanes_v);
    }
    if (u_fc_alive_l5) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 5u);
        FC_FLUSH(u_fc_pending_l5, FC_LEN_OF_control_lanes_v);
    }
    if (u_fc_alive_l6) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 6u);
        FC_FLUSH(u_fc_pending_l6, FC_LEN_OF_control_lanes_v);
    }
    if (u_fc_alive_l7) {
        fc::vlane_mark<u_fc_group>(u_fc_lane_tid, 7u);
        FC_FLUSH(u_fc_pending_l7, FC_LEN_OF_control_lanes_v);
    }
}
#endif
#endif
#endif
