#define FC_WITH_VECTORS 1
#define FC_WITH_PIPELINE 1
#define FC_WITH_COOPERATION 1
#define FC_WITH_MBARRIER 1
#include "ferrocuda.cuh"


#define FC_LEN_OF_two_stage_handoff(w) ((w) == 0 ? x_len : 0ull)
#line 8 "cases/barriers.rs"
extern "C" __global__ void two_stage_handoff(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned long long tiles) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 9 "cases/barriers.rs"
    __shared__ __align__(32) float stage[64];
#line 10 "cases/barriers.rs"
    __shared__ __align__(32) unsigned long long full[2];
#line 11 "cases/barriers.rs"
    __shared__ __align__(32) unsigned long long empty[2];
#line 12 "cases/barriers.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 13 "cases/barriers.rs"
    if (t == 0ull) {
#line 14 "cases/barriers.rs"
        #pragma unroll
        for (unsigned long long s = 0ull; s < 2ull; ++s) {
#line 15 "cases/barriers.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
            fc::mbarrier_init(&full[fc::check_index(s, 2ull, FC_SITE(15, 13))], 32u, FC_SITE(15, 13));
#line 16 "cases/barriers.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
            fc::mbarrier_init(&empty[fc::check_index(s, 2ull, FC_SITE(16, 13))], 32u, FC_SITE(16, 13));
        }
    }
#line 19 "cases/barriers.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
    __syncthreads();
#line 20 "cases/barriers.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
    for (unsigned long long k = 0ull; k < tiles; ++k) {
#line 21 "cases/barriers.rs"
        unsigned long long s_1 = fc::rem(k, 2ull, FC_SITE(21, 17));
#line 22 "cases/barriers.rs"
        unsigned int u_round = (unsigned int)fc::div(k, 2ull, FC_SITE(22, 21));
#line 23 "cases/barriers.rs"
        if (t < 32ull) {
#line 24 "cases/barriers.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
            fc::mbarrier_wait(&empty[fc::check_index(s_1, 2ull, FC_SITE(24, 13))], u_round + 1u, FC_SITE(24, 13));
#line 25 "cases/barriers.rs"
            if (fc::rem(k, 4ull, FC_SITE(25, 16)) == 0ull) {
#line 26 "cases/barriers.rs"
                float fc_v = *fc::defer_ptr(x, k * 32ull + t, x_len, u_fc_pending, 853152u);
                FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
                stage[s_1 * 32ull + t] = fc_v;
#line 27 "cases/barriers.rs"
                FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
                fc::mbarrier_arrive(&full[fc::check_index(s_1, 2ull, FC_SITE(27, 17))]);
            }
            else {
#line 29 "cases/barriers.rs"
                FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
                (void)(fc::cp_async<1ull, 16, false, true>(&(stage)[0], 64ull, s_1 * 32ull + t, &(x)[0], x_len, k * 32ull + t, FC_SITE(29, 17)));
#line 30 "cases/barriers.rs"
                FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
                fc::mbarrier_arrive_on_copies(&full[fc::check_index(s_1, 2ull, FC_SITE(30, 17))]);
            }
        }
        else {
#line 33 "cases/barriers.rs"
            while (true) {
                FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
                if (!!fc::mbarrier_try_wait(&full[fc::check_index(s_1, 2ull, FC_SITE(33, 20))], u_round)) break;
                FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
            }
#line 34 "cases/barriers.rs"
            float fc_v_1 = stage[fc::check_index_p(s_1 * 32ull + t - 32ull, 64ull, u_fc_pending, FC_LEN_OF_two_stage_handoff(u_fc_pending.site & 31u), FC_SITE(34, 34))];
            FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
            y[fc::check_index_p(k * 32ull + t - 32ull, y_len, u_fc_pending, FC_LEN_OF_two_stage_handoff(u_fc_pending.site & 31u), FC_SITE(34, 13))] = fc_v_1;
#line 35 "cases/barriers.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
            fc::mbarrier_arrive(&empty[fc::check_index(s_1, 2ull, FC_SITE(35, 13))]);
        }
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_two_stage_handoff);
}

#line 42 "cases/barriers.rs"
extern "C" __global__ void elected_counts(unsigned int mask, unsigned int* __restrict__ counts, unsigned long long counts_len) {
    fc::grid_dependency();
#line 43 "cases/barriers.rs"
    if (fc::elect_one(0xffffffffu)) {
#line 44 "cases/barriers.rs"
        fc::atomic_add(&counts[fc::check_index(0ull, counts_len, FC_SITE(44, 9))], 1u);
    }
#line 46 "cases/barriers.rs"
    if ((mask & fc::shl(1u, fc::lane_id())) != 0u && fc::elect_one(mask)) {
#line 47 "cases/barriers.rs"
        fc::atomic_add(&counts[fc::check_index(1ull, counts_len, FC_SITE(47, 9))], 1u);
    }
}

#define FC_LEN_OF_warpgroup_roles(w) (0ull)
#line 53 "cases/barriers.rs"
extern "C" __global__ void __launch_bounds__(384) warpgroup_roles(unsigned int* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
    fc::assume_block(384u);
#line 54 "cases/barriers.rs"
    unsigned int g = fc::warpgroup_index();
#line 55 "cases/barriers.rs"
    if (g == 0u) {
#line 56 "cases/barriers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_warpgroup_roles);
        fc::setmaxnreg_dec<40u>();
    }
    else {
#line 58 "cases/barriers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_warpgroup_roles);
        fc::setmaxnreg_inc<232u>();
    }
#line 60 "cases/barriers.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warpgroup_roles);
    y[fc::check_index_p((unsigned long long)threadIdx.x, y_len, u_fc_pending, FC_LEN_OF_warpgroup_roles(u_fc_pending.site & 31u), FC_SITE(60, 5))] = g;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warpgroup_roles);
}

#define FC_LEN_OF_counted_bytes(w) ((w) == 0 ? x_len : 0ull)
#line 65 "cases/barriers.rs"
extern "C" __global__ void counted_bytes(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 66 "cases/barriers.rs"
    __shared__ __align__(32) float tile[32];
#line 67 "cases/barriers.rs"
    __shared__ __align__(32) unsigned long long bar[1];
#line 68 "cases/barriers.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 69 "cases/barriers.rs"
    if (t == 0ull) {
#line 70 "cases/barriers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
        fc::mbarrier_init(&bar[fc::check_index(0ull, 1ull, FC_SITE(70, 9))], 1u, FC_SITE(70, 9));
#line 71 "cases/barriers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
        fc::mbarrier_expect_tx(&bar[fc::check_index(0ull, 1ull, FC_SITE(71, 9))], 64u, FC_SITE(71, 9));
    }
#line 73 "cases/barriers.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
    __syncthreads();
#line 74 "cases/barriers.rs"
    if (t < 32ull) {
#line 75 "cases/barriers.rs"
        if (t == 0ull) {
#line 76 "cases/barriers.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
            fc::mbarrier_arrive_expect_tx(&bar[fc::check_index(0ull, 1ull, FC_SITE(76, 13))], 64u, FC_SITE(76, 13));
        }
#line 78 "cases/barriers.rs"
        float fc_v = *fc::defer_ptr(x, t, x_len, u_fc_pending, 2556512u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
        tile[t] = fc_v;
#line 79 "cases/barriers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
        __threadfence_block();
#line 80 "cases/barriers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
        fc::mbarrier_complete_tx(&bar[fc::check_index(0ull, 1ull, FC_SITE(80, 9))], 4u, FC_SITE(80, 9));
    }
    else {
#line 82 "cases/barriers.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
        fc::mbarrier_wait(&bar[fc::check_index(0ull, 1ull, FC_SITE(82, 9))], 0u, FC_SITE(82, 9));
#line 83 "cases/barriers.rs"
        float fc_v_1 = tile[fc::check_index_p(63ull - t, 32ull, u_fc_pending, FC_LEN_OF_counted_bytes(u_fc_pending.site & 31u), FC_SITE(83, 21))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
        y[fc::check_index_p(t - 32ull, y_len, u_fc_pending, FC_LEN_OF_counted_bytes(u_fc_pending.site & 31u), FC_SITE(83, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_counted_bytes);
}
