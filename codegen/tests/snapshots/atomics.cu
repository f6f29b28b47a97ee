#define FC_WITH_COOPERATION 1
#include "ferrocuda.cuh"


#define FC_LEN_OF_atomics(w) (0ull)
#line 4 "cases/atomics.rs"
extern "C" __global__ void atomics(const long long* __restrict__ x, unsigned long long x_len, unsigned int* __restrict__ counts, unsigned long long counts_len, double* __restrict__ sums, unsigned long long sums_len, long long* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/atomics.rs"
    __shared__ __align__(32) unsigned int bins[64];
#line 6 "cases/atomics.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 7 "cases/atomics.rs"
    unsigned long long i = fc::grid_1();
#line 8 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    bins[fc::rem(t, 64ull, FC_SITE(8, 10))] = 0u;
#line 9 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    __syncthreads();
#line 10 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_add(&bins[fc::check_index((unsigned long long)fc::rem(x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(10, 24))], 64ll, FC_SITE(10, 23)), 64ull, FC_SITE(10, 5))], 1u);
#line 11 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    __syncthreads();
#line 12 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    unsigned int old = fc::atomic_add(&counts[fc::check_index(fc::rem(t, 64ull, FC_SITE(12, 35)), counts_len, FC_SITE(12, 15))], bins[fc::rem(t, 64ull, FC_SITE(12, 48))]);
#line 13 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_inc(&counts[fc::check_index(0ull, counts_len, FC_SITE(13, 5))], 100u);
#line 14 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_dec(&counts[fc::check_index(1ull, counts_len, FC_SITE(14, 5))], 100u);
#line 15 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_add(&sums[fc::check_index(0ull, sums_len, FC_SITE(15, 5))], (double)x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(15, 26))]);
#line 16 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_sub(&sums[fc::check_index(1ull, sums_len, FC_SITE(16, 5))], 0.5);
#line 17 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    long long fc_v = fc::add(fc::add(fc::add(fc::atomic_max(&out[fc::check_index(0ull, out_len, FC_SITE(17, 14))], x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(17, 34))]), fc::atomic_min(&out[fc::check_index(1ull, out_len, FC_SITE(17, 42))], x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(17, 62))])), fc::atomic_cas(&out[fc::check_index(2ull, out_len, FC_SITE(17, 70))], 0ll, x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(17, 93))])), (long long)old);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(17, 5))] = fc_v;
#line 18 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_and(&out[fc::check_index(3ull, out_len, FC_SITE(18, 5))], x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(18, 25))]);
#line 19 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_or(&out[fc::check_index(4ull, out_len, FC_SITE(19, 5))], x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(19, 24))]);
#line 20 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_xor(&out[fc::check_index(5ull, out_len, FC_SITE(20, 5))], x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(20, 25))]);
#line 21 "cases/atomics.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
    fc::atomic_exch(&out[fc::check_index(6ull, out_len, FC_SITE(21, 5))], x[fc::check_index_p(i, x_len, u_fc_pending, FC_LEN_OF_atomics(u_fc_pending.site & 31u), FC_SITE(21, 26))]);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_atomics);
}
