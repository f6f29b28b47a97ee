#define FC_WITH_COOPERATION 1
#include "ferrocuda.cuh"


#define FC_LEN_OF_warps(w) ((w) == 0 ? x_len : 0ull)
#line 4 "cases/warp.rs"
extern "C" __global__ void warps(const float* __restrict__ x, unsigned long long x_len, float* __restrict__ y, unsigned long long y_len, unsigned int* __restrict__ bits, unsigned long long bits_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/warp.rs"
    unsigned long long i = fc::grid_1();
#line 6 "cases/warp.rs"
    float v = *fc::defer_ptr(x, i, x_len, u_fc_pending, 197152u);
#line 7 "cases/warp.rs"
    unsigned int offset = 16u;
#line 8 "cases/warp.rs"
    while (offset > 0u) {
#line 9 "cases/warp.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
        v += __shfl_down_sync(0xffffffffu, v, offset);
#line 10 "cases/warp.rs"
        fc::div_assign(offset, 2u, FC_SITE(10, 9));
        FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
    }
#line 12 "cases/warp.rs"
    unsigned int lane = fc::lane_id();
#line 13 "cases/warp.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
    float fc_v = v + __shfl_sync(0xffffffffu, v, (int)0u) + __shfl_up_sync(0xffffffffu, v, 1u) + __shfl_xor_sync(0xffffffffu, v, (int)fc::rem(lane, 4u, FC_SITE(13, 75))) + __shfl_sync(65535u, v, (int)3u);
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
    y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_warps(u_fc_pending.site & 31u), FC_SITE(13, 5))] = fc_v;
#line 14 "cases/warp.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
    unsigned int fc_v_1 = __ballot_sync(0xffffffffu, v > 0.0f) ^ __activemask() ^ __match_any_sync(0xffffffffu, fc::div(lane, 8u, FC_SITE(14, 77))) ^ 32u;
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
    bits[fc::check_index_p(i, bits_len, u_fc_pending, FC_LEN_OF_warps(u_fc_pending.site & 31u), FC_SITE(14, 5))] = fc_v_1;
#line 15 "cases/warp.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
    if (__all_sync(0xffffffffu, v > 0.0f) != 0 || __any_sync(4294967295u, v < -1.0f) != 0) {
#line 16 "cases/warp.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
        __syncwarp();
#line 17 "cases/warp.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
        bits[fc::check_index_p(i, bits_len, u_fc_pending, FC_LEN_OF_warps(u_fc_pending.site & 31u), FC_SITE(17, 9))] += 1u;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_warps);
}
