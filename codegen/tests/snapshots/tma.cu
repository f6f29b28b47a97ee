#define FC_WITH_MBARRIER 1
#include "ferrocuda.cuh"

__device__ void issue_8e8b0e6c(fc::slice<fc::f16> tiles, unsigned long long s, const fc::tensor_map& a, int row, int col, fc::slice<const unsigned long long> bars, unsigned fc_depth);
template <int K, class... A> struct fc_p_issue_8e8b0e6c { typedef typename fc::param<K, decltype(&issue_8e8b0e6c)>::type type; };

#line 25 "cases/tma.rs"
__device__ void issue_8e8b0e6c(fc::slice<fc::f16> tiles, unsigned long long s, const fc::tensor_map& a, int row, int col, fc::slice<const unsigned long long> bars, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(25, 4));
#line 26 "cases/tma.rs"
    (void)(fc::tma_load_2d(fc::tma_destination<128>(&(tiles.ptr)[0], tiles.len, s * 4096ull, 64ull * 64ull, FC_SITE(26, 5)), &a, (int)(col), (int)(row), fc::smem_address(fc::shared_barrier(&bars.ptr[fc::check_index(s, bars.len, FC_SITE(26, 5))], FC_SITE(26, 5))), FC_SITE(26, 5)));
}


#if FC_ASSUMED
#define FC_LEN_OF_line_of_boxes(w) (0ull)
#line 8 "cases/tma.rs"
extern "C" __global__ void line_of_boxes(const __grid_constant__ fc::tensor_map a, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 9 "cases/tma.rs"
    __shared__ __align__(128) float tile[64];
#line 10 "cases/tma.rs"
    __shared__ __align__(32) unsigned long long bar[1];
#line 11 "cases/tma.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 12 "cases/tma.rs"
    unsigned long long base = (unsigned long long)blockIdx.x * 64ull;
#line 13 "cases/tma.rs"
    if (t == 0ull) {
#line 14 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
        fc::mbarrier_init(&bar[fc::check_index(0ull, 1ull, FC_SITE(14, 9))], 1u, FC_SITE(14, 9));
#line 15 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
        fc::mbarrier_arrive_expect_tx(&bar[fc::check_index(0ull, 1ull, FC_SITE(15, 9))], 256u, FC_SITE(15, 9));
#line 16 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
        (void)(fc::tma_load_1d(fc::tma_destination<128>(&(tile)[0], 64ull, 0ull, 64ull, FC_SITE(16, 9)), &a, (int)((int)base), fc::smem_address(&bar[fc::check_index(0ull, 1ull, FC_SITE(16, 9))]), FC_SITE(16, 9)));
    }
#line 18 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
    __syncthreads();
#line 19 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
    fc::mbarrier_wait(&bar[fc::check_index(0ull, 1ull, FC_SITE(19, 5))], 0u, FC_SITE(19, 5));
#line 20 "cases/tma.rs"
    float fc_v = 2.0f * tile[t];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
    y[fc::check_index_p(base + t, y_len, u_fc_pending, FC_LEN_OF_line_of_boxes(u_fc_pending.site & 31u), FC_SITE(20, 5))] = fc_v;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
}
#else
#define FC_LEN_OF_line_of_boxes(w) (0ull)
#line 8 "cases/tma.rs"
extern "C" __global__ void line_of_boxes(const __grid_constant__ fc::tensor_map a, float* __restrict__ y, unsigned long long y_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 9 "cases/tma.rs"
    __shared__ __align__(128) float tile[64];
#line 10 "cases/tma.rs"
    __shared__ __align__(32) unsigned long long bar[1];
#line 11 "cases/tma.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 12 "cases/tma.rs"
    unsigned long long base = (unsigned long long)blockIdx.x * 64ull;
#line 13 "cases/tma.rs"
    if (t == 0ull) {
#line 14 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
        fc::mbarrier_init(&bar[fc::check_index(0ull, 1ull, FC_SITE(14, 9))], 1u, FC_SITE(14, 9));
#line 15 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
        fc::mbarrier_arrive_expect_tx(&bar[fc::check_index(0ull, 1ull, FC_SITE(15, 9))], 256u, FC_SITE(15, 9));
#line 16 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
        (void)(fc::tma_load_1d(fc::tma_destination<128>(&(tile)[0], 64ull, 0ull, 64ull, FC_SITE(16, 9)), &a, (int)((int)base), fc::smem_address(&bar[fc::check_index(0ull, 1ull, FC_SITE(16, 9))]), FC_SITE(16, 9)));
    }
#line 18 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
    __syncthreads();
#line 19 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
    fc::mbarrier_wait(&bar[fc::check_index(0ull, 1ull, FC_SITE(19, 5))], 0u, FC_SITE(19, 5));
#line 20 "cases/tma.rs"
    float fc_v = 2.0f * tile[fc::check_index_p(t, 64ull, u_fc_pending, FC_LEN_OF_line_of_boxes(u_fc_pending.site & 31u), FC_SITE(20, 25))];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
    y[fc::check_index_p(base + t, y_len, u_fc_pending, FC_LEN_OF_line_of_boxes(u_fc_pending.site & 31u), FC_SITE(20, 5))] = fc_v;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_line_of_boxes);
}
#endif

#define FC_LEN_OF_staged(w) (0ull)
#line 31 "cases/tma.rs"
extern "C" __global__ void staged(const __grid_constant__ fc::tensor_map a, const __grid_constant__ fc::tensor_map b, float* __restrict__ y, unsigned long long y_len, unsigned long long k_tiles) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 32 "cases/tma.rs"
    __shared__ __align__(128) fc::f16 tiles[8192];
#line 33 "cases/tma.rs"
    __shared__ __align__(128) float cube[64];
#line 34 "cases/tma.rs"
    __shared__ __align__(32) unsigned long long bars[3];
#line 35 "cases/tma.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 36 "cases/tma.rs"
    if (t == 0ull) {
#line 37 "cases/tma.rs"
        #pragma unroll
        for (unsigned long long s = 0ull; s < 3ull; ++s) {
#line 38 "cases/tma.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
            fc::mbarrier_init(&bars[fc::check_index(s, 3ull, FC_SITE(38, 13))], 1u, FC_SITE(38, 13));
        }
#line 40 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
        fc::fence_proxy_async();
    }
#line 42 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
    __syncthreads();
#line 43 "cases/tma.rs"
    float acc = 0.0f;
#line 44 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
    for (unsigned long long k = 0ull; k < k_tiles; ++k) {
#line 45 "cases/tma.rs"
        unsigned long long s_1 = fc::rem(k, 2ull, FC_SITE(45, 17));
#line 46 "cases/tma.rs"
        if (t == 0ull) {
#line 47 "cases/tma.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
            fc::mbarrier_arrive_expect_tx(&bars[fc::check_index(s_1, 3ull, FC_SITE(47, 13))], 8192u, FC_SITE(47, 13));
#line 48 "cases/tma.rs"
            FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
            (void)(fc::tma_load_2d(fc::tma_destination<128>(&(tiles)[0], 8192ull, s_1 * 4096ull, 64ull * 64ull, FC_SITE(48, 13)), &a, (int)((int)(k * 64ull)), (int)(0), fc::smem_address(&bars[fc::check_index(s_1, 3ull, FC_SITE(48, 13))]), FC_SITE(48, 13)));
        }
#line 50 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
        fc::mbarrier_wait(&bars[fc::check_index(s_1, 3ull, FC_SITE(50, 9))], (unsigned int)fc::div(k, 2ull, FC_SITE(50, 34)), FC_SITE(50, 9));
#line 51 "cases/tma.rs"
        acc += (float)(tiles[s_1 * 4096ull + t]);
#line 52 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
        __syncthreads();
    }
#line 54 "cases/tma.rs"
    if (t == 0ull) {
#line 55 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
        fc::mbarrier_arrive_expect_tx(&bars[fc::check_index(2ull, 3ull, FC_SITE(55, 9))], 256u, FC_SITE(55, 9));
#line 56 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
        (void)(fc::tma_load_3d(fc::tma_destination<128>(&(cube)[0], 64ull, 0ull, 2ull * 4ull * 8ull, FC_SITE(56, 9)), &b, (int)(3), (int)(0), (int)((-1)), fc::smem_address(&bars[fc::check_index(2ull, 3ull, FC_SITE(56, 9))]), FC_SITE(56, 9)));
    }
#line 58 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
    fc::mbarrier_wait(&bars[fc::check_index(2ull, 3ull, FC_SITE(58, 5))], 0u, FC_SITE(58, 5));
#line 59 "cases/tma.rs"
    float fc_v = acc + cube[fc::rem(t, 64ull, FC_SITE(59, 23))];
    FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
    y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_staged(u_fc_pending.site & 31u), FC_SITE(59, 5))] = fc_v;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_staged);
}

#define FC_LEN_OF_through_a_device_fn(w) (0ull)
#line 64 "cases/tma.rs"
extern "C" __global__ void through_a_device_fn(const __grid_constant__ fc::tensor_map a, float* __restrict__ y, unsigned long long y_len) {
    typedef typename fc_p_issue_8e8b0e6c<1, fc::slice<fc::f16>, fc::dflt<int>, fc::tensor_map, fc::dflt<int>, fc::dflt<int>, fc::slice<const unsigned long long>>::type fc_t1;
    typedef typename fc_p_issue_8e8b0e6c<3, fc::slice<fc::f16>, fc::dflt<int>, fc::tensor_map, fc::dflt<int>, fc::dflt<int>, fc::slice<const unsigned long long>>::type fc_t3;
    typedef typename fc_p_issue_8e8b0e6c<4, fc::slice<fc::f16>, fc::dflt<int>, fc::tensor_map, fc::dflt<int>, fc::dflt<int>, fc::slice<const unsigned long long>>::type fc_t4;
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 65 "cases/tma.rs"
    __shared__ __align__(128) fc::f16 tiles[8192];
#line 66 "cases/tma.rs"
    __shared__ __align__(128) unsigned long long bars[2];
#line 67 "cases/tma.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 68 "cases/tma.rs"
    if (t == 0ull) {
#line 69 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_through_a_device_fn);
        fc::mbarrier_init(&bars[fc::check_index(1ull, 2ull, FC_SITE(69, 9))], 1u, FC_SITE(69, 9));
#line 70 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_through_a_device_fn);
        fc::mbarrier_arrive_expect_tx(&bars[fc::check_index(1ull, 2ull, FC_SITE(70, 9))], 8192u, FC_SITE(70, 9));
#line 71 "cases/tma.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_through_a_device_fn);
        fc::slice<fc::f16> fc_v = fc::subslice<fc::f16>(tiles, 8192ull, 0ull, 8192ull, false, FC_SITE(71, 25));
        issue_8e8b0e6c(fc_v, fc::ilit<fc_t1>(1ull), a, fc::ilit<fc_t3>(64ull), fc::ilit<fc_t4>(0ull), fc::subslice<const unsigned long long>(bars, 2ull, 0ull, 2ull, false, FC_SITE(71, 49)), 1u);
    }
#line 73 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_through_a_device_fn);
    __syncthreads();
#line 74 "cases/tma.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_through_a_device_fn);
    fc::mbarrier_wait(&bars[fc::check_index(1ull, 2ull, FC_SITE(74, 5))], 0u, FC_SITE(74, 5));
#line 75 "cases/tma.rs"
    float fc_v_1 = (float)(tiles[4096ull + t]);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_through_a_device_fn);
    y[fc::check_index_p(t, y_len, u_fc_pending, FC_LEN_OF_through_a_device_fn(u_fc_pending.site & 31u), FC_SITE(75, 5))] = fc_v_1;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_through_a_device_fn);
}

#if FC_ASSUMED
#line 81 "cases/tma.rs"
extern "C" __global__ void scale_in_place(const __grid_constant__ fc::tensor_map a, float s) {
    fc::grid_dependency();
#line 82 "cases/tma.rs"
    __shared__ __align__(128) float tile[256];
#line 83 "cases/tma.rs"
    __shared__ __align__(32) unsigned long long bar[1];
#line 84 "cases/tma.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 85 "cases/tma.rs"
    int row = (int)(blockIdx.x * 8u);
#line 86 "cases/tma.rs"
    if (t == 0ull) {
#line 87 "cases/tma.rs"
        fc::mbarrier_init(&bar[fc::check_index(0ull, 1ull, FC_SITE(87, 9))], 1u, FC_SITE(87, 9));
#line 88 "cases/tma.rs"
        fc::mbarrier_arrive_expect_tx(&bar[fc::check_index(0ull, 1ull, FC_SITE(88, 9))], 1024u, FC_SITE(88, 9));
#line 89 "cases/tma.rs"
        (void)(fc::tma_load_2d(fc::tma_destination<128>(&(tile)[0], 256ull, 0ull, 8ull * 32ull, FC_SITE(89, 9)), &a, (int)(0), (int)(row), fc::smem_address(&bar[fc::check_index(0ull, 1ull, FC_SITE(89, 9))]), FC_SITE(89, 9)));
    }
#line 91 "cases/tma.rs"
    __syncthreads();
#line 92 "cases/tma.rs"
    fc::mbarrier_wait(&bar[fc::check_index(0ull, 1ull, FC_SITE(92, 5))], 0u, FC_SITE(92, 5));
#line 93 "cases/tma.rs"
    tile[t] = s * tile[t];
#line 94 "cases/tma.rs"
    fc::fence_proxy_async();
#line 95 "cases/tma.rs"
    __syncthreads();
#line 96 "cases/tma.rs"
    if (t == 0ull) {
#line 97 "cases/tma.rs"
        (void)(fc::tma_store_2d(&a, (int)(0), (int)(row), fc::tma_destination<128>(&(tile)[0], 256ull, 0ull, 8ull * 32ull, FC_SITE(97, 9)), FC_SITE(97, 9)));
#line 98 "cases/tma.rs"
        fc::tma_commit();
#line 99 "cases/tma.rs"
        fc::tma_wait_reads<0u>();
#line 100 "cases/tma.rs"
        fc::tma_wait<0u>();
    }
}
#else
#line 81 "cases/tma.rs"
extern "C" __global__ void scale_in_place(const __grid_constant__ fc::tensor_map a, float s) {
    fc::grid_dependency();
#line 82 "cases/tma.rs"
    __shared__ __align__(128) float tile[256];
#line 83 "cases/tma.rs"
    __shared__ __align__(32) unsigned long long bar[1];
#line 84 "cases/tma.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 85 "cases/tma.rs"
    int row = (int)(blockIdx.x * 8u);
#line 86 "cases/tma.rs"
    if (t == 0ull) {
#line 87 "cases/tma.rs"
        fc::mbarrier_init(&bar[fc::check_index(0ull, 1ull, FC_SITE(87, 9))], 1u, FC_SITE(87, 9));
#line 88 "cases/tma.rs"
        fc::mbarrier_arrive_expect_tx(&bar[fc::check_index(0ull, 1ull, FC_SITE(88, 9))], 1024u, FC_SITE(88, 9));
#line 89 "cases/tma.rs"
        (void)(fc::tma_load_2d(fc::tma_destination<128>(&(tile)[0], 256ull, 0ull, 8ull * 32ull, FC_SITE(89, 9)), &a, (int)(0), (int)(row), fc::smem_address(&bar[fc::check_index(0ull, 1ull, FC_SITE(89, 9))]), FC_SITE(89, 9)));
    }
#line 91 "cases/tma.rs"
    __syncthreads();
#line 92 "cases/tma.rs"
    fc::mbarrier_wait(&bar[fc::check_index(0ull, 1ull, FC_SITE(92, 5))], 0u, FC_SITE(92, 5));
#line 93 "cases/tma.rs"
    tile[fc::check_index(t, 256ull, FC_SITE(93, 5))] = s * tile[fc::check_index(t, 256ull, FC_SITE(93, 19))];
#line 94 "cases/tma.rs"
    fc::fence_proxy_async();
#line 95 "cases/tma.rs"
    __syncthreads();
#line 96 "cases/tma.rs"
    if (t == 0ull) {
#line 97 "cases/tma.rs"
        (void)(fc::tma_store_2d(&a, (int)(0), (int)(row), fc::tma_destination<128>(&(tile)[0], 256ull, 0ull, 8ull * 32ull, FC_SITE(97, 9)), FC_SITE(97, 9)));
#line 98 "cases/tma.rs"
        fc::tma_commit();
#line 99 "cases/tma.rs"
        fc::tma_wait_reads<0u>();
#line 100 "cases/tma.rs"
        fc::tma_wait<0u>();
    }
}
#endif
