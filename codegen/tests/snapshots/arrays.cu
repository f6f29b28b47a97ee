#include "ferrocuda.cuh"


#define FC_LEN_OF_arrays(w) ((w) == 0 ? k_len : 0ull)
#line 4 "cases/arrays.rs"
extern "C" __global__ void arrays(const float* __restrict__ x, unsigned long long x_len, const unsigned int* __restrict__ k, unsigned long long k_len, float* __restrict__ out, unsigned long long out_len) {
    fc::Pending u_fc_pending = {};
#line 5 "cases/arrays.rs"
    const unsigned long long N = 4ull;
#line 6 "cases/arrays.rs"
    unsigned long long i = fc::grid_1();
#line 7 "cases/arrays.rs"
    if (i < x_len) {
#line 8 "cases/arrays.rs"
        fc::array<float, 8> acc = fc::array<float, 8>::splat(0.0f);
#line 9 "cases/arrays.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_arrays);
        unsigned long long fc_v = 8ull;
        for (unsigned long long j = 0ull; j < fc_v; ++j) {
#line 10 "cases/arrays.rs"
            acc[fc::check_index_p(j, 8ull, u_fc_pending, FC_LEN_OF_arrays(u_fc_pending.site & 31u), FC_SITE(10, 13))] = x[i] * (float)j;
        }
#line 12 "cases/arrays.rs"
        fc::array<fc::array<int, 3>, 4> m = fc::array<fc::array<int, 3>, 4>::splat(fc::array<int, 3>::splat(0));
#line 13 "cases/arrays.rs"
        m[1ull][2ull] = 5;
#line 14 "cases/arrays.rs"
        fc::add_assign(m[3ull][0ull], 7);
#line 15 "cases/arrays.rs"
        fc::array<float, 3> w = fc::array<float, 3>{{0.5f, 0.25f, 0.125f}};
#line 16 "cases/arrays.rs"
        fc::array<float, 8> copy = acc;
#line 17 "cases/arrays.rs"
        acc[0ull] = 1.0f;
#line 18 "cases/arrays.rs"
        float fc_v_1 = copy[fc::check_index_p((unsigned long long)fc::rem(*fc::defer_ptr(k, i, k_len, u_fc_pending, 590592u), 8u, FC_SITE(18, 23)), 8ull, u_fc_pending, FC_LEN_OF_arrays(u_fc_pending.site & 31u), FC_SITE(18, 18))] + acc[0ull] + (float)m[1ull][2ull] + (float)m[3ull][0ull] + w[2ull];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_arrays);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_arrays(u_fc_pending.site & 31u), FC_SITE(18, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_arrays);
}
