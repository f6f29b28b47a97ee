#define FC_WITH_WMMA 1
#define FC_WITH_COOPERATION 1
#include "ferrocuda.cuh"


#define FC_LEN_OF_tensor(w) ((w) == 0 ? a_len : 0ull)
#line 6 "cases/tensor.rs"
extern "C" __global__ void tensor(const fc::f16* __restrict__ a, unsigned long long a_len, const fc::bf16* __restrict__ b, unsigned long long b_len, const float* __restrict__ t, unsigned long long t_len, const signed char* __restrict__ q, unsigned long long q_len, float* __restrict__ c, unsigned long long c_len, fc::f16* __restrict__ h, unsigned long long h_len, int* __restrict__ qc, unsigned long long qc_len, unsigned long long ld) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 7 "cases/tensor.rs"
    __shared__ __align__(32) fc::f16 tile[256];
#line 8 "cases/tensor.rs"
    unsigned long long lane = (unsigned long long)fc::lane_id();
#line 9 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    unsigned long long fc_v = fc::check_step(32ull, FC_SITE(9, 34));
    for (unsigned long long e = lane; e < 256ull; e = fc::step_up(e, (unsigned long long)(256ull), (unsigned long long)(fc_v))) {
#line 10 "cases/tensor.rs"
        fc::f16 fc_v_1 = *fc::defer_ptr(a, e, a_len, u_fc_pending, 328288u);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
        tile[fc::check_index_p(e, 256ull, u_fc_pending, FC_LEN_OF_tensor(u_fc_pending.site & 31u), FC_SITE(10, 9))] = fc_v_1;
    }
#line 12 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    __syncwarp();
#line 13 "cases/tensor.rs"
    fc::wmma::acc<float> acc;
    acc = fc::wmma::acc<float>::filled({});
#line 14 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_a<fc::f16, fc::wmma::row_major> fa;
    fa = fc::wmma::load_a<fc::wmma::row_major, false, false>(&(tile)[0], 256ull, 0ull, 16ull, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(14, 14));
#line 17 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_a<fc::f16, fc::wmma::row_major> fine;
    fine = fc::wmma::load_a<fc::wmma::row_major, false, false>(&(tile)[0], 256ull, (lane & 1ull) * 16ull, 0ull, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(17, 16));
#line 18 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_a<fc::f16, fc::wmma::row_major> near;
    near = fc::wmma::load_a<fc::wmma::row_major, true, false>(&(tile)[0], 256ull, 16ull, 16ull, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(18, 16));
#line 19 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_a<fc::f16, fc::wmma::row_major> skew;
    skew = fc::wmma::load_a<fc::wmma::row_major, false, true>(&(tile)[0], 256ull, (lane & 1ull) * 8ull, 8ull, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(19, 16));
#line 20 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_b<fc::f16, fc::wmma::col_major> fb;
    fb = fc::wmma::load_b<fc::wmma::col_major, true, true>(&(a)[0], a_len, 16ull, ld, FC_WMMA_MISALIGNED("wmma::load_b"), FC_SITE(20, 14));
#line 21 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(acc, fa, fb));
#line 22 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(acc, fine, fb));
#line 23 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(acc, near, fb));
#line 24 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(acc, skew, fb));
#line 25 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::acc<fc::f16> hacc;
    hacc = fc::wmma::load_c<fc::wmma::col_major, true, true>(&(h)[0], h_len, 0ull, 16ull, FC_WMMA_MISALIGNED("wmma::load_c"), FC_SITE(25, 20));
#line 26 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(hacc, fa, fb));
#line 27 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_a<fc::bf16, fc::wmma::col_major> ga;
    ga = fc::wmma::load_a<fc::wmma::col_major, true, true>(&(b)[0], b_len, 0ull, ld, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(27, 14));
#line 28 "cases/tensor.rs"
    fc::wmma::frag_b<fc::bf16, fc::wmma::row_major> gb;
    gb = fc::wmma::frag_b<fc::bf16, fc::wmma::row_major>::filled(b[fc::check_index_p(0ull, b_len, u_fc_pending, FC_LEN_OF_tensor(u_fc_pending.site & 31u), FC_SITE(28, 88))]);
#line 29 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(acc, ga, gb));
#line 30 "cases/tensor.rs"
    fc::wmma::acc<float> tacc;
    tacc = fc::wmma::acc<float>::filled(1.0f);
#line 31 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_a<float, fc::wmma::row_major> ta;
    ta = fc::wmma::load_a<fc::wmma::row_major, true, true>(&(t)[0], t_len, 0ull, 8ull, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(31, 14));
#line 32 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_b<float, fc::wmma::row_major> tb;
    tb = fc::wmma::load_b<fc::wmma::row_major, true, true>(&(t)[0], t_len, 0ull, 16ull, FC_WMMA_MISALIGNED("wmma::load_b"), FC_SITE(32, 14));
#line 33 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(tacc, ta, tb));
#line 34 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::acc<int> qacc;
    qacc = fc::wmma::load_c<fc::wmma::row_major, true, true>(&(qc)[0], qc_len, 0ull, 16ull, FC_WMMA_MISALIGNED("wmma::load_c"), FC_SITE(34, 20));
#line 35 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_a<signed char, fc::wmma::row_major> qa;
    qa = fc::wmma::load_a<fc::wmma::row_major, true, true>(&(q)[0], q_len, 0ull, 16ull, FC_WMMA_MISALIGNED("wmma::load_a"), FC_SITE(35, 14));
#line 36 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    fc::wmma::frag_b<signed char, fc::wmma::col_major> qb;
    qb = fc::wmma::load_b<fc::wmma::col_major, true, true>(&(q)[0], q_len, 0ull, 16ull, FC_WMMA_MISALIGNED("wmma::load_b"), FC_SITE(36, 14));
#line 37 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::mma(qacc, qa, qb));
#line 38 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    unsigned long long fc_v_2 = 8ull;
    for (unsigned long long i = 0ull; i < fc_v_2; ++i) {
#line 39 "cases/tensor.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
        float v = fc::wmma::get(acc, i, FC_SITE(39, 21)) + fc::wmma::get(tacc, i, FC_SITE(39, 35));
#line 40 "cases/tensor.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
        (void)(fc::wmma::set(acc, i, fmaxf(v, 0.0f), FC_SITE(40, 13)));
    }
#line 42 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::set(acc, ld, 2.0f, FC_SITE(42, 9)));
#line 43 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::store<fc::wmma::row_major, true, true>(&(c)[0], c_len, 16ull, ld, acc, FC_WMMA_MISALIGNED("wmma::store"), FC_SITE(43, 5)));
#line 44 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::store<fc::wmma::col_major, true, true>(&(h)[0], h_len, 0ull, 16ull, hacc, FC_WMMA_MISALIGNED("wmma::store_col_major"), FC_SITE(44, 5)));
#line 45 "cases/tensor.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
    (void)(fc::wmma::store<fc::wmma::row_major, true, true>(&(qc)[0], qc_len, 0ull, 16ull, qacc, FC_WMMA_MISALIGNED("wmma::store"), FC_SITE(45, 5)));
    FC_FLUSH(u_fc_pending, FC_LEN_OF_tensor);
}

#line 49 "cases/tensor.rs"
extern "C" __global__ void tensor_unchecked(const fc::f16* __restrict__ a, unsigned long long a_len, float* __restrict__ c, unsigned long long c_len) {
    fc::grid_dependency();
#line 50 "cases/tensor.rs"
    fc::array<fc::wmma::acc<float>, 2> acc;
    acc = fc::array<fc::wmma::acc<float>, 2>::splat(fc::wmma::acc<float>::filled({}));
#line 51 "cases/tensor.rs"
    fc::wmma::frag_a<fc::f16, fc::wmma::row_major> fa;
    fa = fc::wmma::load_a_at<fc::wmma::row_major>(&(a)[0] + 0ull, 16ull);
#line 52 "cases/tensor.rs"
    fc::wmma::frag_b<fc::f16, fc::wmma::row_major> fb;
    fb = fc::wmma::load_b_at<fc::wmma::row_major>(&(a)[0] + 0ull, 16ull);
#line 53 "cases/tensor.rs"
    #pragma unroll
    for (unsigned long long j = 0ull; j < 2ull; ++j) {
#line 54 "cases/tensor.rs"
        (void)(fc::wmma::mma(acc[j], fa, fb));
#line 55 "cases/tensor.rs"
        (void)(fc::wmma::fill(acc[j], 0.5f));
#line 56 "cases/tensor.rs"
        (void)(fc::wmma::store_at<fc::wmma::row_major>(&(c)[0] + j * 16ull, 32ull, acc[j]));
    }
}
