#include "ferrocuda.cuh"


#if FC_ASSUMED
namespace fc {
#ifndef FC_TUP3
#define FC_TUP3
template <class T0, class T1, class T2> struct tup3 { T0 f0; T1 f1; T2 f2; };
#endif
}
#line 4 "cases/indexing.rs"
extern "C" __global__ void index_3d(unsigned int* __restrict__ out, unsigned long long out_len, unsigned long long nx, unsigned long long ny, unsigned long long nz) {
    fc::grid_dependency();
#line 5 "cases/indexing.rs"
    unsigned long long x = fc::grid_1();
    unsigned long long y = fc::grid_y();
    unsigned long long z = fc::grid_z();
#line 6 "cases/indexing.rs"
    if (x < nx && y < ny && z < nz) {
#line 7 "cases/indexing.rs"
        uint3 t = threadIdx;
#line 8 "cases/indexing.rs"
        uint3 b = blockIdx;
#line 9 "cases/indexing.rs"
        out[(z * ny + y) * nx + x] = t.x + b.y * blockDim.x + gridDim.z;
    }
}
#if FC_LANES_TWIN
#line 4 "cases/indexing.rs"
extern "C" __global__ void index_3d_lanes(unsigned int* __restrict__ out, unsigned long long out_len, unsigned long long nx, unsigned long long ny, unsigned long long nz, unsigned u_fc_blocks_x) {
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
    unsigned long long x_l0;
    unsigned long long y_l0;
    unsigned long long z_l0;
    unsigned long long x_l1;
    unsigned long long y_l1;
    unsigned long long z_l1;
    unsigned long long x_l2;
    unsigned long long y_l2;
    unsigned long long z_l2;
    unsigned long long x_l3;
    unsigned long long y_l3;
    unsigned long long z_l3;
    uint3 t_l0;
    uint3 t_l1;
    uint3 t_l2;
    uint3 t_l3;
    uint3 b_l0;
    uint3 b_l1;
    uint3 b_l2;
    uint3 b_l3;
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/indexing.rs"
        x_l0 = fc::lane_grid_1(u_fc_bx_l0);
        y_l0 = fc::grid_y();
        z_l0 = fc::grid_z();
    }
    if (u_fc_alive_l1) {
#line 5 "cases/indexing.rs"
        x_l1 = fc::lane_grid_1(u_fc_bx_l1);
        y_l1 = fc::grid_y();
        z_l1 = fc::grid_z();
    }
    if (u_fc_alive_l2) {
#line 5 "cases/indexing.rs"
        x_l2 = fc::lane_grid_1(u_fc_bx_l2);
        y_l2 = fc::grid_y();
        z_l2 = fc::grid_z();
    }
    if (u_fc_alive_l3) {
#line 5 "cases/indexing.rs"
        x_l3 = fc::lane_grid_1(u_fc_bx_l3);
        y_l3 = fc::grid_y();
        z_l3 = fc::grid_z();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/indexing.rs"
        u_fc_c_l0 = x_l0 < nx && y_l0 < ny && z_l0 < nz;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/indexing.rs"
        u_fc_c_l1 = x_l1 < nx && y_l1 < ny && z_l1 < nz;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/indexing.rs"
        u_fc_c_l2 = x_l2 < nx && y_l2 < ny && z_l2 < nz;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/indexing.rs"
        u_fc_c_l3 = x_l3 < nx && y_l3 < ny && z_l3 < nz;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/indexing.rs"
        t_l0 = threadIdx;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/indexing.rs"
        t_l1 = threadIdx;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/indexing.rs"
        t_l2 = threadIdx;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/indexing.rs"
        t_l3 = threadIdx;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/indexing.rs"
        b_l0 = make_uint3(u_fc_bx_l0, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/indexing.rs"
        b_l1 = make_uint3(u_fc_bx_l1, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/indexing.rs"
        b_l2 = make_uint3(u_fc_bx_l2, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/indexing.rs"
        b_l3 = make_uint3(u_fc_bx_l3, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l0 = t_l0.x + b_l0.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l1 = t_l1.x + b_l1.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l2 = t_l2.x + b_l2.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l3 = t_l3.x + b_l3.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/indexing.rs"
        out[(z_l0 * ny + y_l0) * nx + x_l0] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/indexing.rs"
        out[(z_l1 * ny + y_l1) * nx + x_l1] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/indexing.rs"
        out[(z_l2 * ny + y_l2) * nx + x_l2] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/indexing.rs"
        out[(z_l3 * ny + y_l3) * nx + x_l3] = u_fc_sv_l3;
    }
}
#endif
#else
namespace fc {
#ifndef FC_TUP3
#define FC_TUP3
template <class T0, class T1, class T2> struct tup3 { T0 f0; T1 f1; T2 f2; };
#endif
}
#define FC_LEN_OF_index_3d(w) (0ull)
#line 4 "cases/indexing.rs"
extern "C" __global__ void index_3d(unsigned int* __restrict__ out, unsigned long long out_len, unsigned long long nx, unsigned long long ny, unsigned long long nz) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 5 "cases/indexing.rs"
    unsigned long long x = fc::grid_1();
    unsigned long long y = fc::grid_y();
    unsigned long long z = fc::grid_z();
#line 6 "cases/indexing.rs"
    if (x < nx && y < ny && z < nz) {
#line 7 "cases/indexing.rs"
        uint3 t = threadIdx;
#line 8 "cases/indexing.rs"
        uint3 b = blockIdx;
#line 9 "cases/indexing.rs"
        unsigned int fc_v = t.x + b.y * blockDim.x + gridDim.z;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_index_3d);
        out[fc::check_index_p((z * ny + y) * nx + x, out_len, u_fc_pending, FC_LEN_OF_index_3d(u_fc_pending.site & 31u), FC_SITE(9, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_index_3d);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_index_3d_lanes(w) (0ull)
#line 4 "cases/indexing.rs"
extern "C" __global__ void index_3d_lanes(unsigned int* __restrict__ out, unsigned long long out_len, unsigned long long nx, unsigned long long ny, unsigned long long nz, unsigned u_fc_blocks_x) {
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
    unsigned long long x_l0;
    unsigned long long y_l0;
    unsigned long long z_l0;
    unsigned long long x_l1;
    unsigned long long y_l1;
    unsigned long long z_l1;
    unsigned long long x_l2;
    unsigned long long y_l2;
    unsigned long long z_l2;
    unsigned long long x_l3;
    unsigned long long y_l3;
    unsigned long long z_l3;
    uint3 t_l0;
    uint3 t_l1;
    uint3 t_l2;
    uint3 t_l3;
    uint3 b_l0;
    uint3 b_l1;
    uint3 b_l2;
    uint3 b_l3;
    unsigned int u_fc_sv_l0;
    unsigned int u_fc_sv_l1;
    unsigned int u_fc_sv_l2;
    unsigned int u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 5 "cases/indexing.rs"
        x_l0 = fc::lane_grid_1(u_fc_bx_l0);
        y_l0 = fc::grid_y();
        z_l0 = fc::grid_z();
    }
    if (u_fc_alive_l1) {
#line 5 "cases/indexing.rs"
        x_l1 = fc::lane_grid_1(u_fc_bx_l1);
        y_l1 = fc::grid_y();
        z_l1 = fc::grid_z();
    }
    if (u_fc_alive_l2) {
#line 5 "cases/indexing.rs"
        x_l2 = fc::lane_grid_1(u_fc_bx_l2);
        y_l2 = fc::grid_y();
        z_l2 = fc::grid_z();
    }
    if (u_fc_alive_l3) {
#line 5 "cases/indexing.rs"
        x_l3 = fc::lane_grid_1(u_fc_bx_l3);
        y_l3 = fc::grid_y();
        z_l3 = fc::grid_z();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 6 "cases/indexing.rs"
        u_fc_c_l0 = x_l0 < nx && y_l0 < ny && z_l0 < nz;
    }
    if (u_fc_alive_l1) {
#line 6 "cases/indexing.rs"
        u_fc_c_l1 = x_l1 < nx && y_l1 < ny && z_l1 < nz;
    }
    if (u_fc_alive_l2) {
#line 6 "cases/indexing.rs"
        u_fc_c_l2 = x_l2 < nx && y_l2 < ny && z_l2 < nz;
    }
    if (u_fc_alive_l3) {
#line 6 "cases/indexing.rs"
        u_fc_c_l3 = x_l3 < nx && y_l3 < ny && z_l3 < nz;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 7 "cases/indexing.rs"
        t_l0 = threadIdx;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 7 "cases/indexing.rs"
        t_l1 = threadIdx;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 7 "cases/indexing.rs"
        t_l2 = threadIdx;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 7 "cases/indexing.rs"
        t_l3 = threadIdx;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 8 "cases/indexing.rs"
        b_l0 = make_uint3(u_fc_bx_l0, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 8 "cases/indexing.rs"
        b_l1 = make_uint3(u_fc_bx_l1, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 8 "cases/indexing.rs"
        b_l2 = make_uint3(u_fc_bx_l2, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 8 "cases/indexing.rs"
        b_l3 = make_uint3(u_fc_bx_l3, blockIdx.y, blockIdx.z);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l0 = t_l0.x + b_l0.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l1 = t_l1.x + b_l1.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l2 = t_l2.x + b_l2.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 9 "cases/indexing.rs"
        u_fc_sv_l3 = t_l3.x + b_l3.y * blockDim.x + make_uint3(u_fc_blocks_x, gridDim.y, gridDim.z).z;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 9 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_index_3d_lanes);
        out[fc::check_index_p((z_l0 * ny + y_l0) * nx + x_l0, out_len, u_fc_pending_l0, FC_LEN_OF_index_3d_lanes(u_fc_pending_l0.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 9 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_index_3d_lanes);
        out[fc::check_index_p((z_l1 * ny + y_l1) * nx + x_l1, out_len, u_fc_pending_l1, FC_LEN_OF_index_3d_lanes(u_fc_pending_l1.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 9 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_index_3d_lanes);
        out[fc::check_index_p((z_l2 * ny + y_l2) * nx + x_l2, out_len, u_fc_pending_l2, FC_LEN_OF_index_3d_lanes(u_fc_pending_l2.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 9 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_index_3d_lanes);
        out[fc::check_index_p((z_l3 * ny + y_l3) * nx + x_l3, out_len, u_fc_pending_l3, FC_LEN_OF_index_3d_lanes(u_fc_pending_l3.site & 31u), FC_SITE(9, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_index_3d_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_index_3d_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_index_3d_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_index_3d_lanes);
    }
}
#endif
#endif

#define FC_LEN_OF_index_2d(w) (0ull)
#line 14 "cases/indexing.rs"
extern "C" __global__ void index_2d(unsigned long long* __restrict__ out, unsigned long long out_len, unsigned long long width) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 15 "cases/indexing.rs"
    unsigned long long x = fc::grid_1();
    unsigned long long y = fc::grid_y();
#line 16 "cases/indexing.rs"
    unsigned long long w = fc::gridsize_1();
    unsigned long long h = fc::gridsize_y();
#line 17 "cases/indexing.rs"
    if (x < width) {
#line 18 "cases/indexing.rs"
        unsigned long long fc_v = (unsigned long long)(x + w * h);
        FC_FLUSH(u_fc_pending, FC_LEN_OF_index_2d);
        out[fc::check_index_p(y * width + x, out_len, u_fc_pending, FC_LEN_OF_index_2d(u_fc_pending.site & 31u), FC_SITE(18, 9))] = fc_v;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_index_2d);
}
#if FC_LANES_TWIN
#define FC_LEN_OF_index_2d_lanes(w) (0ull)
#line 14 "cases/indexing.rs"
extern "C" __global__ void index_2d_lanes(unsigned long long* __restrict__ out, unsigned long long out_len, unsigned long long width, unsigned u_fc_blocks_x) {
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
    unsigned long long x_l0;
    unsigned long long y_l0;
    unsigned long long x_l1;
    unsigned long long y_l1;
    unsigned long long x_l2;
    unsigned long long y_l2;
    unsigned long long x_l3;
    unsigned long long y_l3;
    unsigned long long w_l0;
    unsigned long long h_l0;
    unsigned long long w_l1;
    unsigned long long h_l1;
    unsigned long long w_l2;
    unsigned long long h_l2;
    unsigned long long w_l3;
    unsigned long long h_l3;
    unsigned long long u_fc_sv_l0;
    unsigned long long u_fc_sv_l1;
    unsigned long long u_fc_sv_l2;
    unsigned long long u_fc_sv_l3;
    if (u_fc_alive_l0) {
#line 15 "cases/indexing.rs"
        x_l0 = fc::lane_grid_1(u_fc_bx_l0);
        y_l0 = fc::grid_y();
    }
    if (u_fc_alive_l1) {
#line 15 "cases/indexing.rs"
        x_l1 = fc::lane_grid_1(u_fc_bx_l1);
        y_l1 = fc::grid_y();
    }
    if (u_fc_alive_l2) {
#line 15 "cases/indexing.rs"
        x_l2 = fc::lane_grid_1(u_fc_bx_l2);
        y_l2 = fc::grid_y();
    }
    if (u_fc_alive_l3) {
#line 15 "cases/indexing.rs"
        x_l3 = fc::lane_grid_1(u_fc_bx_l3);
        y_l3 = fc::grid_y();
    }
    if (u_fc_alive_l0) {
#line 16 "cases/indexing.rs"
        w_l0 = fc::lane_gridsize_1(u_fc_blocks_x);
        h_l0 = fc::gridsize_y();
    }
    if (u_fc_alive_l1) {
#line 16 "cases/indexing.rs"
        w_l1 = fc::lane_gridsize_1(u_fc_blocks_x);
        h_l1 = fc::gridsize_y();
    }
    if (u_fc_alive_l2) {
#line 16 "cases/indexing.rs"
        w_l2 = fc::lane_gridsize_1(u_fc_blocks_x);
        h_l2 = fc::gridsize_y();
    }
    if (u_fc_alive_l3) {
#line 16 "cases/indexing.rs"
        w_l3 = fc::lane_gridsize_1(u_fc_blocks_x);
        h_l3 = fc::gridsize_y();
    }
    bool u_fc_c_l0 = false;
    bool u_fc_c_l1 = false;
    bool u_fc_c_l2 = false;
    bool u_fc_c_l3 = false;
    if (u_fc_alive_l0) {
#line 17 "cases/indexing.rs"
        u_fc_c_l0 = x_l0 < width;
    }
    if (u_fc_alive_l1) {
#line 17 "cases/indexing.rs"
        u_fc_c_l1 = x_l1 < width;
    }
    if (u_fc_alive_l2) {
#line 17 "cases/indexing.rs"
        u_fc_c_l2 = x_l2 < width;
    }
    if (u_fc_alive_l3) {
#line 17 "cases/indexing.rs"
        u_fc_c_l3 = x_l3 < width;
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
#line 18 "cases/indexing.rs"
        u_fc_sv_l0 = (unsigned long long)(x_l0 + w_l0 * h_l0);
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
#line 18 "cases/indexing.rs"
        u_fc_sv_l1 = (unsigned long long)(x_l1 + w_l1 * h_l1);
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
#line 18 "cases/indexing.rs"
        u_fc_sv_l2 = (unsigned long long)(x_l2 + w_l2 * h_l2);
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
#line 18 "cases/indexing.rs"
        u_fc_sv_l3 = (unsigned long long)(x_l3 + w_l3 * h_l3);
    }
    if (u_fc_alive_l0 && u_fc_c_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
#line 18 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_index_2d_lanes);
        out[fc::check_index_p(y_l0 * width + x_l0, out_len, u_fc_pending_l0, FC_LEN_OF_index_2d_lanes(u_fc_pending_l0.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l0;
    }
    if (u_fc_alive_l1 && u_fc_c_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
#line 18 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_index_2d_lanes);
        out[fc::check_index_p(y_l1 * width + x_l1, out_len, u_fc_pending_l1, FC_LEN_OF_index_2d_lanes(u_fc_pending_l1.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l1;
    }
    if (u_fc_alive_l2 && u_fc_c_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
#line 18 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_index_2d_lanes);
        out[fc::check_index_p(y_l2 * width + x_l2, out_len, u_fc_pending_l2, FC_LEN_OF_index_2d_lanes(u_fc_pending_l2.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l2;
    }
    if (u_fc_alive_l3 && u_fc_c_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
#line 18 "cases/indexing.rs"
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_index_2d_lanes);
        out[fc::check_index_p(y_l3 * width + x_l3, out_len, u_fc_pending_l3, FC_LEN_OF_index_2d_lanes(u_fc_pending_l3.site & 31u), FC_SITE(18, 9))] = u_fc_sv_l3;
    }
    if (u_fc_alive_l0) {
        fc::lane_mark(u_fc_lane_tid, 0u);
        FC_FLUSH(u_fc_pending_l0, FC_LEN_OF_index_2d_lanes);
    }
    if (u_fc_alive_l1) {
        fc::lane_mark(u_fc_lane_tid, 1u);
        FC_FLUSH(u_fc_pending_l1, FC_LEN_OF_index_2d_lanes);
    }
    if (u_fc_alive_l2) {
        fc::lane_mark(u_fc_lane_tid, 2u);
        FC_FLUSH(u_fc_pending_l2, FC_LEN_OF_index_2d_lanes);
    }
    if (u_fc_alive_l3) {
        fc::lane_mark(u_fc_lane_tid, 3u);
        FC_FLUSH(u_fc_pending_l3, FC_LEN_OF_index_2d_lanes);
    }
}
#endif
