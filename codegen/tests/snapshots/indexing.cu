#include "ferrocuda.cuh"


namespace fc {
#ifndef FC_TUP3
#define FC_TUP3
template <class T0, class T1, class T2> struct tup3 { T0 f0; T1 f1; T2 f2; };
#endif
}
#define FC_LEN_OF_index_3d(w) (0ull)
#line 4 "cases/indexing.rs"
extern "C" __global__ void index_3d(unsigned int* __restrict__ out, unsigned long long out_len, unsigned long long nx, unsigned long long ny, unsigned long long nz) {
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

#define FC_LEN_OF_index_2d(w) (0ull)
#line 14 "cases/indexing.rs"
extern "C" __global__ void index_2d(unsigned long long* __restrict__ out, unsigned long long out_len, unsigned long long width) {
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
