#define FC_PRINTS 1
#include "ferrocuda.cuh"

__device__ void show_0ff7c0d2(unsigned long long k, float v, unsigned fc_depth);
template <int K, class... A> struct fc_p_show_0ff7c0d2 { typedef typename fc::param<K, decltype(&show_0ff7c0d2)>::type type; };

#line 5 "cases/prints.rs"
__device__ void show_0ff7c0d2(unsigned long long k, float v, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(5, 8));
#line 6 "cases/prints.rs"
    fc::print(0x16230611u, 0xb147fa73u, k, v);
}


#if FC_ASSUMED
#line 10 "cases/prints.rs"
extern "C" __global__ void prints(const float* __restrict__ xs, unsigned long long xs_len, const int* __restrict__ is, unsigned long long is_len) {
    fc::grid_dependency();
#line 11 "cases/prints.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/prints.rs"
    if (i < xs_len) {
#line 13 "cases/prints.rs"
        float fc_v = xs[i] * 2.0f;
        int fc_v_1 = is[i];
        fc::print(0xf2672d5cu, 0x1d54f727u, i, fc_v, fc_v_1);
#line 14 "cases/prints.rs"
        unsigned long long w = 8ull;
#line 15 "cases/prints.rs"
        float fc_v_2 = xs[i];
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_2, w);
#line 16 "cases/prints.rs"
        fc::print(0xfcded258u, 0x742f265au);
#line 17 "cases/prints.rs"
        show_0ff7c0d2(i, xs[i], 1u);
    }
}
#if FC_LANES_TWIN
#line 10 "cases/prints.rs"
extern "C" __global__ void prints_lanes(const float* __restrict__ xs, unsigned long long xs_len, const int* __restrict__ is, unsigned long long is_len, unsigned u_fc_blocks_x) {
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
    unsigned long long w_l0;
    unsigned long long w_l1;
    unsigned long long w_l2;
    unsigned long long w_l3;
    if (u_fc_alive_l0) {
#line 11 "cases/prints.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 11 "cases/prints.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 11 "cases/prints.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 11 "cases/prints.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 12 "cases/prints.rs"
        u_fc_c_l0 = i_l0 < xs_len;
    }
    if (u_fc_alive_l1) {
#line 12 "cases/prints.rs"
        u_fc_c_l1 = i_l1 < xs_len;
    }
    if (u_fc_alive_l2) {
#line 12 "cases/prints.rs"
        u_fc_c_l2 = i_l2 < xs_len;
    }
    if (u_fc_alive_l3) {
#line 12 "cases/prints.rs"
        u_fc_c_l3 = i_l3 < xs_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 13 "cases/prints.rs"
        float fc_v = xs[i_l0] * 2.0f;
        int fc_v_1 = is[i_l0];
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l0, fc_v, fc_v_1);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 13 "cases/prints.rs"
        float fc_v_2 = xs[i_l1] * 2.0f;
        int fc_v_3 = is[i_l1];
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l1, fc_v_2, fc_v_3);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 13 "cases/prints.rs"
        float fc_v_4 = xs[i_l2] * 2.0f;
        int fc_v_5 = is[i_l2];
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l2, fc_v_4, fc_v_5);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 13 "cases/prints.rs"
        float fc_v_6 = xs[i_l3] * 2.0f;
        int fc_v_7 = is[i_l3];
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l3, fc_v_6, fc_v_7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/prints.rs"
        w_l0 = 8ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/prints.rs"
        w_l1 = 8ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/prints.rs"
        w_l2 = 8ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/prints.rs"
        w_l3 = 8ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 15 "cases/prints.rs"
        float fc_v_8 = xs[i_l0];
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_8, w_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 15 "cases/prints.rs"
        float fc_v_9 = xs[i_l1];
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_9, w_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 15 "cases/prints.rs"
        float fc_v_10 = xs[i_l2];
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_10, w_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 15 "cases/prints.rs"
        float fc_v_11 = xs[i_l3];
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_11, w_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 16 "cases/prints.rs"
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 16 "cases/prints.rs"
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 16 "cases/prints.rs"
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 16 "cases/prints.rs"
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 17 "cases/prints.rs"
        show_0ff7c0d2(i_l0, xs[i_l0], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 17 "cases/prints.rs"
        show_0ff7c0d2(i_l1, xs[i_l1], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 17 "cases/prints.rs"
        show_0ff7c0d2(i_l2, xs[i_l2], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 17 "cases/prints.rs"
        show_0ff7c0d2(i_l3, xs[i_l3], 1u);
    }
}
#endif
#else
#define FC_LEN_OF_prints(w) (0ull)
#line 10 "cases/prints.rs"
extern "C" __global__ void prints(const float* __restrict__ xs, unsigned long long xs_len, const int* __restrict__ is, unsigned long long is_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 11 "cases/prints.rs"
    unsigned long long i = fc::grid_1();
#line 12 "cases/prints.rs"
    if (i < xs_len) {
#line 13 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        float fc_v = xs[i] * 2.0f;
        int fc_v_1 = is[fc::check_index_p(i, is_len, u_fc_pending, FC_LEN_OF_prints(u_fc_pending.site & 31u), FC_SITE(13, 57))];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        fc::print(0xf2672d5cu, 0x1d54f727u, i, fc_v, fc_v_1);
#line 14 "cases/prints.rs"
        unsigned long long w = 8ull;
#line 15 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        float fc_v_2 = xs[i];
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_2, w);
#line 16 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        fc::print(0xfcded258u, 0x742f265au);
#line 17 "cases/prints.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
        show_0ff7c0d2(i, xs[i], 1u);
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_prints);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_prints_lanes(w) (0ull)
#line 10 "cases/prints.rs"
extern "C" __global__ void prints_lanes(const float* __restrict__ xs, unsigned long long xs_len, const int* __restrict__ is, unsigned long long is_len, unsigned u_fc_blocks_x) {
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
    unsigned long long w_l0;
    unsigned long long w_l1;
    unsigned long long w_l2;
    unsigned long long w_l3;
    if (u_fc_alive_l0) {
#line 11 "cases/prints.rs"
        i_l0 = fc::lane_grid_1(u_fc_bx_l0);
    }
    if (u_fc_alive_l1) {
#line 11 "cases/prints.rs"
        i_l1 = fc::lane_grid_1(u_fc_bx_l1);
    }
    if (u_fc_alive_l2) {
#line 11 "cases/prints.rs"
        i_l2 = fc::lane_grid_1(u_fc_bx_l2);
    }
    if (u_fc_alive_l3) {
#line 11 "cases/prints.rs"
        i_l3 = fc::lane_grid_1(u_fc_bx_l3);
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 12 "cases/prints.rs"
        u_fc_c_l0 = i_l0 < xs_len;
    }
    if (u_fc_alive_l1) {
#line 12 "cases/prints.rs"
        u_fc_c_l1 = i_l1 < xs_len;
    }
    if (u_fc_alive_l2) {
#line 12 "cases/prints.rs"
        u_fc_c_l2 = i_l2 < xs_len;
    }
    if (u_fc_alive_l3) {
#line 12 "cases/prints.rs"
        u_fc_c_l3 = i_l3 < xs_len;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 13 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
        float fc_v = xs[i_l0] * 2.0f;
        int fc_v_1 = is[fc::check_index_p(i_l0, is_len, u_fc_pending_l0, FC_LEN_OF_prints_lanes(u_fc_pending_l0.site & 31u), FC_SITE(13, 57))];
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l0, fc_v, fc_v_1);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 13 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
        float fc_v_2 = xs[i_l1] * 2.0f;
        int fc_v_3 = is[fc::check_index_p(i_l1, is_len, u_fc_pending_l1, FC_LEN_OF_prints_lanes(u_fc_pending_l1.site & 31u), FC_SITE(13, 57))];
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l1, fc_v_2, fc_v_3);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 13 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
        float fc_v_4 = xs[i_l2] * 2.0f;
        int fc_v_5 = is[fc::check_index_p(i_l2, is_len, u_fc_pending_l2, FC_LEN_OF_prints_lanes(u_fc_pending_l2.site & 31u), FC_SITE(13, 57))];
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l2, fc_v_4, fc_v_5);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 13 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
        float fc_v_6 = xs[i_l3] * 2.0f;
        int fc_v_7 = is[fc::check_index_p(i_l3, is_len, u_fc_pending_l3, FC_LEN_OF_prints_lanes(u_fc_pending_l3.site & 31u), FC_SITE(13, 57))];
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
        fc::print(0xf2672d5cu, 0x1d54f727u, i_l3, fc_v_6, fc_v_7);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 14 "cases/prints.rs"
        w_l0 = 8ull;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 14 "cases/prints.rs"
        w_l1 = 8ull;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 14 "cases/prints.rs"
        w_l2 = 8ull;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 14 "cases/prints.rs"
        w_l3 = 8ull;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 15 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
        float fc_v_8 = xs[i_l0];
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_8, w_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 15 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
        float fc_v_9 = xs[i_l1];
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_9, w_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 15 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
        float fc_v_10 = xs[i_l2];
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_10, w_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 15 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
        float fc_v_11 = xs[i_l3];
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
        fc::print(0x1995e6dfu, 0xa8d0494au, fc_v_11, w_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 16 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 16 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 16 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 16 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
        fc::print(0xfcded258u, 0x742f265au);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 17 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
        show_0ff7c0d2(i_l0, xs[i_l0], 1u);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 17 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
        show_0ff7c0d2(i_l1, xs[i_l1], 1u);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 17 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
        show_0ff7c0d2(i_l2, xs[i_l2], 1u);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 17 "cases/prints.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
        show_0ff7c0d2(i_l3, xs[i_l3], 1u);
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_prints_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_prints_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_prints_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_prints_lanes);
    }
}
#endif
#endif
