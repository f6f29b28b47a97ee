#include "ferrocuda.cuh"


#define FC_LEN_OF_swaps(w) ((w) == 0 ? x_len : 0ull)
#line 5 "cases/swaps.rs"
extern "C" __global__ void swaps(float* __restrict__ x, unsigned long long x_len, unsigned long long k) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 6 "cases/swaps.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/swaps.rs"
    __shared__ __align__(32) float tile[8][8];
#line 8 "cases/swaps.rs"
    unsigned long long t = fc::rem((unsigned long long)threadIdx.x, 8ull, FC_SITE(8, 13));
#line 9 "cases/swaps.rs"
    float fc_v = (float)i;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
    tile[t][0ull] = fc_v;
#line 10 "cases/swaps.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
    __syncthreads();
#line 11 "cases/swaps.rs"
    if (t == 0ull) {
#line 12 "cases/swaps.rs"
        {
#line 12 "cases/swaps.rs"
            unsigned long long swap_i_5 = 1ull;
#line 12 "cases/swaps.rs"
            unsigned long long swap_j_6 = 2ull;
#line 12 "cases/swaps.rs"
            float swapped_7 = tile[0ull][swap_i_5];
#line 12 "cases/swaps.rs"
            float fc_v_1 = tile[0ull][swap_j_6];
            FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
            tile[0ull][swap_i_5] = fc_v_1;
#line 12 "cases/swaps.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
            tile[0ull][swap_j_6] = swapped_7;
        }
    }
#line 14 "cases/swaps.rs"
    fc::array<float, 3> a = fc::array<float, 3>{{1.0f, 2.0f, 3.0f}};
#line 15 "cases/swaps.rs"
    {
#line 15 "cases/swaps.rs"
        unsigned long long swap_i_9 = 0ull;
#line 15 "cases/swaps.rs"
        unsigned long long swap_j_10 = fc::rem(k, 3ull, FC_SITE(15, 15));
#line 15 "cases/swaps.rs"
        float swapped_11 = a[swap_i_9];
#line 15 "cases/swaps.rs"
        a[swap_i_9] = a[swap_j_10];
#line 15 "cases/swaps.rs"
        a[swap_j_10] = swapped_11;
    }
#line 16 "cases/swaps.rs"
    float p = a[0ull];
    float q = a[2ull];
#line 17 "cases/swaps.rs"
    {
#line 17 "cases/swaps.rs"
        float swapped_14 = p;
#line 17 "cases/swaps.rs"
        p = q;
#line 17 "cases/swaps.rs"
        q = swapped_14;
    }
#line 18 "cases/swaps.rs"
    if (i + 1ull < x_len) {
#line 19 "cases/swaps.rs"
        {
#line 19 "cases/swaps.rs"
            unsigned long long swap_i_15 = i;
#line 19 "cases/swaps.rs"
            unsigned long long swap_j_16 = i + 1ull;
#line 19 "cases/swaps.rs"
            float swapped_17 = x[swap_i_15];
#line 19 "cases/swaps.rs"
            float fc_v_2 = *fc::defer_ptr(x, swap_j_16, x_len, u_fc_pending, 622880u);
            FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
            x[swap_i_15] = fc_v_2;
#line 19 "cases/swaps.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
            x[fc::check_index_p(swap_j_16, x_len, u_fc_pending, FC_LEN_OF_swaps(u_fc_pending.site & 31u), FC_SITE(19, 9))] = swapped_17;
        }
#line 20 "cases/swaps.rs"
        {
#line 20 "cases/swaps.rs"
            float swapped_18 = a[1ull];
#line 20 "cases/swaps.rs"
            a[1ull] = p;
#line 20 "cases/swaps.rs"
            p = swapped_18;
        }
#line 21 "cases/swaps.rs"
        float fc_v_3 = a[1ull] + p + q;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
        x[i] += fc_v_3;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_swaps);
}
