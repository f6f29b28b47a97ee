#define FC_WITH_COOPERATION 1
#include "ferrocuda.cuh"

__device__ fc::f16 lerp16_e92cf3a3(fc::f16 a, fc::f16 b, fc::f16 t, unsigned fc_depth);
template <int K, class... A> struct fc_p_lerp16_e92cf3a3 { typedef typename fc::param<K, decltype(&lerp16_e92cf3a3)>::type type; };

#line 6 "cases/halves.rs"
__device__ fc::f16 lerp16_e92cf3a3(fc::f16 a, fc::f16 b, fc::f16 t, unsigned fc_depth) {
    if (fc_depth > FC_MAX_CALL_DEPTH) fc::panic_msg(FC_CALL_DEPTH_MESSAGE, FC_SITE(6, 8));
#line 7 "cases/halves.rs"
    return a + (b - a) * t;
}


#if FC_ASSUMED
#line 11 "cases/halves.rs"
extern "C" __global__ void halves(const fc::f16* __restrict__ x, unsigned long long x_len, fc::bf16* __restrict__ y, unsigned long long y_len, fc::f16 s, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
#line 12 "cases/halves.rs"
    unsigned long long i = fc::grid_1();
#line 13 "cases/halves.rs"
    __shared__ __align__(32) fc::f16 tile[64];
#line 14 "cases/halves.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 15 "cases/halves.rs"
    tile[fc::rem(t, 64ull, FC_SITE(15, 10))] = i < x_len ? x[i] : fc::f16{0x0000u};
#line 16 "cases/halves.rs"
    __syncthreads();
#line 17 "cases/halves.rs"
    if (i < x_len) {
#line 18 "cases/halves.rs"
        fc::f16 v = lerp16_e92cf3a3(x[i], tile[fc::rem(t + 1ull, 64ull, FC_SITE(18, 39))], s, 1u) * fc::to_half<fc::f16>(0.5f) - fc::f16{0x4248u};
#line 19 "cases/halves.rs"
        v += fc::f16{(unsigned short)(((unsigned short)15360))};
#line 20 "cases/halves.rs"
        v %= s;
#line 21 "cases/halves.rs"
        fc::array<fc::f16, 4> local = fc::array<fc::f16, 4>{{v, -v, fc::habs(v), fc::to_half<fc::f16>(sqrtf(fc::to_f32(v)))}};
#line 22 "cases/halves.rs"
        fc::bf16 w = fc::hfma(fc::hmax(fc::to_half<fc::bf16>((float)(local[fc::rem(i, 4ull, FC_SITE(22, 38))])), y[i]), fc::bf16{0x3f80u}, fc::to_half<fc::bf16>(1.5));
#line 23 "cases/halves.rs"
        y[i] = w;
#line 24 "cases/halves.rs"
        fc::atomic_add(&y[fc::check_index(0ull, y_len, FC_SITE(24, 9))], w);
#line 25 "cases/halves.rs"
        fc::f16 sh = __shfl_down_sync(0xffffffffu, v, 1u);
#line 26 "cases/halves.rs"
        out[i] = (float)sh + (float)(double)(v) + (v < s ? 1.0f : 0.0f) + (float)(v).bits;
    }
}
#else
#define FC_LEN_OF_halves(w) ((w) == 0 ? y_len : 0ull)
#line 11 "cases/halves.rs"
extern "C" __global__ void halves(const fc::f16* __restrict__ x, unsigned long long x_len, fc::bf16* __restrict__ y, unsigned long long y_len, fc::f16 s, float* __restrict__ out, unsigned long long out_len) {
    fc::grid_dependency();
    fc::Pending u_fc_pending = {};
#line 12 "cases/halves.rs"
    unsigned long long i = fc::grid_1();
#line 13 "cases/halves.rs"
    __shared__ __align__(32) fc::f16 tile[64];
#line 14 "cases/halves.rs"
    unsigned long long t = (unsigned long long)threadIdx.x;
#line 15 "cases/halves.rs"
    fc::f16 fc_v = i < x_len ? x[i] : fc::f16{0x0000u};
    FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
    tile[fc::rem(t, 64ull, FC_SITE(15, 10))] = fc_v;
#line 16 "cases/halves.rs"
    FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
    __syncthreads();
#line 17 "cases/halves.rs"
    if (i < x_len) {
#line 18 "cases/halves.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
        fc::f16 v = lerp16_e92cf3a3(x[i], tile[fc::rem(t + 1ull, 64ull, FC_SITE(18, 39))], s, 1u) * fc::to_half<fc::f16>(0.5f) - fc::f16{0x4248u};
#line 19 "cases/halves.rs"
        v += fc::f16{(unsigned short)(((unsigned short)15360))};
#line 20 "cases/halves.rs"
        v %= s;
#line 21 "cases/halves.rs"
        fc::array<fc::f16, 4> local = fc::array<fc::f16, 4>{{v, -v, fc::habs(v), fc::to_half<fc::f16>(sqrtf(fc::to_f32(v)))}};
#line 22 "cases/halves.rs"
        fc::bf16 w = fc::hfma(fc::hmax(fc::to_half<fc::bf16>((float)(local[fc::rem(i, 4ull, FC_SITE(22, 38))])), *fc::defer_ptr(y, i, y_len, u_fc_pending, 722784u)), fc::bf16{0x3f80u}, fc::to_half<fc::bf16>(1.5));
#line 23 "cases/halves.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
        y[fc::check_index_p(i, y_len, u_fc_pending, FC_LEN_OF_halves(u_fc_pending.site & 31u), FC_SITE(23, 9))] = w;
#line 24 "cases/halves.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
        fc::atomic_add(&y[fc::check_index(0ull, y_len, FC_SITE(24, 9))], w);
#line 25 "cases/halves.rs"
        FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
        fc::f16 sh = __shfl_down_sync(0xffffffffu, v, 1u);
#line 26 "cases/halves.rs"
        float fc_v_1 = (float)sh + (float)(double)(v) + (v < s ? 1.0f : 0.0f) + (float)(v).bits;
        FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
        out[fc::check_index_p(i, out_len, u_fc_pending, FC_LEN_OF_halves(u_fc_pending.site & 31u), FC_SITE(26, 9))] = fc_v_1;
    }
    FC_FLUSH(u_fc_pending, FC_LEN_OF_halves);
}
#endif
