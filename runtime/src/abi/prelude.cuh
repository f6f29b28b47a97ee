// ferrocuda.cuh: the helpers that generated kernels call. Every module compiled by
// ferrocuda includes it; it gives CUDA C Rust's semantics where the two differ: wrapping
// integer arithmetic, checked division, masked shifts, saturating float->int casts, and
// kernel panics that record where they happened and end the thread.
#pragma once
// Generated code is Rust's structure, not hand-written C: these warnings are expected.
#pragma nv_diag_suppress 186  // pointless comparison of unsigned integer with zero
#pragma nv_diag_suppress 111  // statement is unreachable
#pragma nv_diag_suppress 128  // loop is not reachable
#pragma nv_diag_suppress 177  // declared but never referenced
#pragma nv_diag_suppress 550  // set but never used
#pragma nv_diag_suppress 554  // slice<const T> -> slice<const T> is never used
#line 14 "ferrocuda.cuh"

#ifndef FC_KERNEL_NAME
#define FC_KERNEL_NAME "?"
#endif
#ifndef FC_DEBUG_ASSERTIONS
#define FC_DEBUG_ASSERTIONS 0
#endif

namespace fc {

typedef unsigned long long usize;
typedef long long isize;

// ---- type traits (NVRTC has no <type_traits> without the toolkit headers) ----

// A type without a specialization is a struct (a `DeviceCopy` type, `fc::complex`): its
// arithmetic is its operators, as a float's is.
template <class T> struct traits {
  static const bool is_float = true;
  static const bool is_signed = true;
  static const bool struct_type = true;
};
template <class T, class = void> struct is_struct { static const bool value = false; };
template <class T> struct is_struct<T, decltype((void)traits<T>::struct_type)> { static const bool value = true; };
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };
#define FC_TRAITS(T, U, W, S, B, MINV, MAXV)                                  \
  template <> struct traits<T> {                                              \
    typedef U unsigned_t;  /* same width, unsigned */                         \
    typedef W wide_t;      /* unsigned, at least 32 bits: no int promotion */ \
    static const bool is_signed = S;                                          \
    static const bool is_float = false;                                       \
    static const unsigned bits = B;                                           \
    static __device__ __forceinline__ T min_value() { return MINV; }         \
    static __device__ __forceinline__ T max_value() { return MAXV; }         \
  };
FC_TRAITS(signed char, unsigned char, unsigned int, true, 8, -128, 127)
FC_TRAITS(short, unsigned short, unsigned int, true, 16, -32768, 32767)
FC_TRAITS(int, unsigned int, unsigned int, true, 32, (-2147483647 - 1), 2147483647)
FC_TRAITS(long long, unsigned long long, unsigned long long, true, 64, (-9223372036854775807ll - 1), 9223372036854775807ll)
FC_TRAITS(unsigned char, unsigned char, unsigned int, false, 8, 0, 255)
FC_TRAITS(unsigned short, unsigned short, unsigned int, false, 16, 0, 65535)
FC_TRAITS(unsigned int, unsigned int, unsigned int, false, 32, 0u, 4294967295u)
FC_TRAITS(unsigned long long, unsigned long long, unsigned long long, false, 64, 0ull, 18446744073709551615ull)
#undef FC_TRAITS
template <> struct traits<float> { static const bool is_float = true; static const bool is_signed = true; };
template <> struct traits<double> { static const bool is_float = true; static const bool is_signed = true; };
template <> struct traits<bool> { static const bool is_float = false; static const bool is_signed = false; };

template <class T> __device__ T declval();
// A type without the `const` of a definition (a module constant's, for the locals it
// initializes).
template <class T> struct plain { typedef T type; };
template <class T> struct plain<const T> { typedef T type; };

// ---- f16 and bf16: the `half` crate's types, without CUDA's headers ----
// Aggregates of their bits (so shared, constant and local arrays of them need no
// constructor, and `fc::f16{0x3c00u}` is a constant). Arithmetic is IEEE's with one rounding
// to nearest, ties to even, never contracted into an FMA: what the `half` crate computes
// (through f32, which is exact for + - * / and sqrt of these types). Native half instructions
// where the architecture has them; bf16 before sm_80 through f32.
struct f16 {
  unsigned short bits;
  __device__ __forceinline__ explicit operator float() const { float f; asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(bits)); return f; }
  __device__ __forceinline__ explicit operator double() const { return (double)(float)*this; }
};
struct bf16 {
  unsigned short bits;
  __device__ __forceinline__ explicit operator float() const { return __uint_as_float((unsigned)bits << 16); }
  __device__ __forceinline__ explicit operator double() const { return (double)(float)*this; }
};
template <> struct traits<f16> { static const bool is_float = true; static const bool is_signed = true; };
template <> struct traits<bf16> { static const bool is_float = true; static const bool is_signed = true; };
__device__ __forceinline__ float to_f32(f16 h) { return (float)h; }
__device__ __forceinline__ float to_f32(bf16 h) { return (float)h; }
__device__ __forceinline__ float to_f32(float f) { return f; }
__device__ __forceinline__ bool is_nan(f16 h) { return (h.bits & 0x7fffu) > 0x7c00u; }
__device__ __forceinline__ bool is_nan(bf16 h) { return (h.bits & 0x7fffu) > 0x7f80u; }

// Rounding to nearest, ties to even (`f16::from_f32`, `bf16::from_f64`, …); for `float`
// and `double` (`T::from_f32` of a generic kernel's `T`), C's conversion.
template <class H> __device__ __forceinline__ H to_half(float f) { return (H)f; }
template <class H> __device__ __forceinline__ H to_half(double d) { return (H)d; }
template <> __device__ __forceinline__ f16 to_half<f16>(float f) {
  f16 h; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h.bits) : "f"(f)); return h;
}
template <> __device__ __forceinline__ f16 to_half<f16>(double d) {
  f16 h; asm("cvt.rn.f16.f64 %0, %1;" : "=h"(h.bits) : "d"(d)); return h;
}
template <> __device__ __forceinline__ bf16 to_half<bf16>(float f) {
  bf16 h;
#if __CUDA_ARCH__ >= 800
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h.bits) : "f"(f));
#else
  unsigned u = __float_as_uint(f);
  h.bits = (u & 0x7fffffffu) > 0x7f800000u ? (unsigned short)((u >> 16) | 0x40u)
                                           : (unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
#endif
  return h;
}
// From f64 in one rounding: to f32 rounding to odd (truncate, then set the last bit if that
// was inexact), which the rounding to bf16 then cannot round twice.
template <> __device__ __forceinline__ bf16 to_half<bf16>(double d) {
  float t = __double2float_rz(d);
  unsigned u = __float_as_uint(t);
  if ((double)t != d && !(d != d)) u |= 1u;
  return to_half<bf16>(__uint_as_float(u));
}

#define FC_HALF_BIN(H, op, ptx)                                                                   \
  __device__ __forceinline__ H operator op(H a, H b) {                                            \
    H r; asm(ptx " %0, %1, %2;" : "=h"(r.bits) : "h"(a.bits), "h"(b.bits)); return r;            \
  }
FC_HALF_BIN(f16, +, "add.rn.f16")
FC_HALF_BIN(f16, -, "sub.rn.f16")
FC_HALF_BIN(f16, *, "mul.rn.f16")
#if __CUDA_ARCH__ >= 900
FC_HALF_BIN(bf16, +, "add.rn.bf16")
FC_HALF_BIN(bf16, -, "sub.rn.bf16")
FC_HALF_BIN(bf16, *, "mul.rn.bf16")
#elif __CUDA_ARCH__ >= 800
// One fused multiply-add, one rounding: a + b = a * 1 + b, a * b = a * b + -0.
__device__ __forceinline__ bf16 operator+(bf16 a, bf16 b) {
  bf16 r; asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(r.bits) : "h"(a.bits), "h"((unsigned short)0x3f80u), "h"(b.bits)); return r;
}
__device__ __forceinline__ bf16 operator-(bf16 a, bf16 b) {
  bf16 r; asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(r.bits) : "h"(b.bits), "h"((unsigned short)0xbf80u), "h"(a.bits)); return r;
}
__device__ __forceinline__ bf16 operator*(bf16 a, bf16 b) {
  bf16 r; asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(r.bits) : "h"(a.bits), "h"(b.bits), "h"((unsigned short)0x8000u)); return r;
}
#else
__device__ __forceinline__ bf16 operator+(bf16 a, bf16 b) { return to_half<bf16>((float)a + (float)b); }
__device__ __forceinline__ bf16 operator-(bf16 a, bf16 b) { return to_half<bf16>((float)a - (float)b); }
__device__ __forceinline__ bf16 operator*(bf16 a, bf16 b) { return to_half<bf16>(__fmul_rn((float)a, (float)b)); }
#endif
#undef FC_HALF_BIN
// Division and remainder through f32, as the `half` crate computes them (exact for division:
// f32 has the bits to round once).
#define FC_HALF_OPS(H, NEG_ONE, ONE)                                                                             \
  __device__ __forceinline__ H operator/(H a, H b) { return to_half<H>((float)a / (float)b); }                   \
  __device__ __forceinline__ H operator%(H a, H b) { return to_half<H>(fmodf((float)a, (float)b)); }             \
  __device__ __forceinline__ H operator-(H a) { return H{(unsigned short)(a.bits ^ 0x8000u)}; }                 \
  __device__ __forceinline__ bool operator==(H a, H b) { return (float)a == (float)b; }                         \
  __device__ __forceinline__ bool operator!=(H a, H b) { return (float)a != (float)b; }                         \
  __device__ __forceinline__ bool operator<(H a, H b) { return (float)a < (float)b; }                           \
  __device__ __forceinline__ bool operator<=(H a, H b) { return (float)a <= (float)b; }                         \
  __device__ __forceinline__ bool operator>(H a, H b) { return (float)a > (float)b; }                           \
  __device__ __forceinline__ bool operator>=(H a, H b) { return (float)a >= (float)b; }                         \
  __device__ __forceinline__ H& operator+=(H& a, H b) { return a = a + b; }                                     \
  __device__ __forceinline__ H& operator-=(H& a, H b) { return a = a - b; }                                     \
  __device__ __forceinline__ H& operator*=(H& a, H b) { return a = a * b; }                                     \
  __device__ __forceinline__ H& operator/=(H& a, H b) { return a = a / b; }                                     \
  __device__ __forceinline__ H& operator%=(H& a, H b) { return a = a % b; }                                     \
  /* The `half` crate's methods that are bit operations or comparisons. */                                      \
  __device__ __forceinline__ H habs(H a) { return H{(unsigned short)(a.bits & 0x7fffu)}; }                       \
  __device__ __forceinline__ H hcopysign(H a, H s) { return H{(unsigned short)((a.bits & 0x7fffu) | (s.bits & 0x8000u))}; } \
  __device__ __forceinline__ H hsignum(H a) { return is_nan(a) ? a : H{(unsigned short)((a.bits & 0x8000u) ? NEG_ONE : ONE)}; } \
  __device__ __forceinline__ H hmax(H a, H b) { return (is_nan(a) || b > a) ? b : a; }                           \
  __device__ __forceinline__ H hmin(H a, H b) { return (is_nan(a) || b < a) ? b : a; }
FC_HALF_OPS(f16, 0xbc00u, 0x3c00u)
FC_HALF_OPS(bf16, 0xbf80u, 0x3f80u)
#undef FC_HALF_OPS
__device__ __forceinline__ f16 hfma(f16 a, f16 b, f16 c) {
  f16 r; asm("fma.rn.f16 %0, %1, %2, %3;" : "=h"(r.bits) : "h"(a.bits), "h"(b.bits), "h"(c.bits)); return r;
}
// `T::ZERO` and `T::ONE` of a generic kernel's `T`.
template <class T> __device__ __forceinline__ T zero() {
  if constexpr (traits<T>::is_float && sizeof(T) == 2) return T{0}; else return (T)0;
}
template <class T> __device__ __forceinline__ T one() {
  if constexpr (traits<T>::is_float && sizeof(T) == 2) return to_half<T>(1.0f); else return (T)1;
}
__device__ __forceinline__ bf16 hfma(bf16 a, bf16 b, bf16 c) {
#if __CUDA_ARCH__ >= 800
  bf16 r; asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(r.bits) : "h"(a.bits), "h"(b.bits), "h"(c.bits)); return r;
#else
  // The product is exact in f64; the sum rounded to odd there (the exact sum's neighbour
  // with an odd last bit, from the rounding error of a two-sum) rounds once to bf16.
  double p = (double)a * (double)b, q = (double)c, s = p + q, bp = s - p;
  double e = (p - (s - bp)) + (q - bp);
  long long u = __double_as_longlong(s);
  if (isfinite(s) && e != 0.0 && !(u & 1ll)) u += ((e > 0.0) == (s > 0.0)) ? 1ll : -1ll;
  return to_half<bf16>(__longlong_as_double(u));
#endif
}

// ---- lanes: a block running several consecutive logical blocks ----
// A kernel whose threads do not cooperate also has a `NAME_lanes` twin (see the translator's
// back/cuda/lanes.rs), compiled in the unit's variant that defines FC_LANES_TWIN 1: each of its blocks runs FC_LANES consecutive blocks of the grid the
// user launched (the logical grid), statement by statement, so that the loads of all of
// them are in flight at once. The logical grid's x extent is the twin's last parameter;
// the other axes are the launch's. The launch gives the twin FC_LANE_SLOTS_EXTRA bytes of
// dynamic shared memory beyond one byte per thread: each thread's byte says which lane
// (FC_LANE_MARK | lane) it is running, so that a panic reports the logical block.
#define FC_LANES 4u
#define FC_LANE_MARK 0xA0u
// A `NAME_lanes_v` twin (blocks of one dimension, a multiple of FC_VLANES threads) runs
// FC_VLANES logical threads of one logical block per thread instead, in groups of G
// consecutive ones (`vlane_thread_x`), so that a statement's accesses `x[i]` of a group are one
// vector access when they are consecutive, in bounds and aligned (`lanes_fit`), and each
// lane's own otherwise. G is 16 bytes over the widest element the twin accesses so
// (`vlane_group`, at most FC_VLANES): a warp's access of one group is then contiguous, 16
// bytes a thread (two 16-byte halves of each thread's 32 bytes of f32 left every instruction
// half of each sector, which the L2 absorbs for device memory but not for mapped host memory
// over PCIe: 4.7x slower there, docs/benchmarks.md). Its slot marks are
// `vlane_mark_of<G>() | lane` (the mapping of group sizes to marks is stated there).
#define FC_VLANES 8u
#define FC_VLANE_MARK 0xB0u
// Whether the lanes variant also defines the `_lanes_v` twins (`FERROCUDA_VECTOR_LANES`).
#ifndef FC_VECTOR_LANES
#define FC_VECTOR_LANES 0
#endif
// Whether the unit defines the twins (the runtime's lanes variant of a kernel's unit).
#ifndef FC_LANES_TWIN
#define FC_LANES_TWIN 0
#endif
// Whether the unit's kernels trust their assumptions (the runtime's variant of a unit for a
// launch whose arguments satisfy them: `KernelInfo::assumes`).
#ifndef FC_ASSUMED
#define FC_ASSUMED 0
#endif
#define FC_LANE_SLOTS_EXTRA 16u

}  // namespace fc

// Dynamic shared memory (`dynamic_shared`), sized by the launch; aligned for swizzled tiles
// where the unit has them (a 128-byte swizzle repeats every 1024 bytes).
#ifdef FC_WITH_WGMMA
extern __shared__ __align__(1024) unsigned char fc_dynamic_smem[];
#else
extern __shared__ __align__(128) unsigned char fc_dynamic_smem[];
#endif

namespace fc {

__device__ __forceinline__ unsigned lane_tid() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ __forceinline__ void lane_mark(unsigned tid, unsigned lane) {
  fc_dynamic_smem[tid] = (unsigned char)(FC_LANE_MARK | lane);
}
__device__ __forceinline__ usize lane_grid_1(unsigned bx) { return (usize)bx * blockDim.x + threadIdx.x; }
__device__ __forceinline__ usize lane_gridsize_1(unsigned blocks_x) { return (usize)blocks_x * blockDim.x; }
// The lanes per group of a `_lanes_v` twin whose vector accesses are of elements of types T...
template <class... T> __host__ __device__ constexpr unsigned vlane_group() {
  constexpr usize sizes[] = {sizeof(T)...};
  usize widest = 1;
  for (usize s : sizes) widest = s > widest ? s : widest;
  return widest >= 16 ? 1u : widest >= 8 ? 2u : widest >= 4 ? 4u : FC_VLANES;
}
// A group of G lanes is marked with FC_VLANE_MARK plus 0x10 times log2(8 / G) in the slot's high
// nibble: 0xB0 for groups of 8, 0xC0, 0xD0, 0xE0 for 4, 2, 1. The two functions below are that
// one mapping, both ways.
template <unsigned G> __host__ __device__ constexpr unsigned vlane_mark_of() {
  static_assert(G == 1 || G == 2 || G == 4 || G == 8, "groups of 1, 2, 4 or 8 lanes");
  return FC_VLANE_MARK + 0x10u * (G == 8 ? 0u : G == 4 ? 1u : G == 2 ? 2u : 3u);
}
// The group size a slot's mark names, 0 for a slot no `_lanes_v` twin marked.
__device__ __forceinline__ unsigned vlane_group_of_mark(unsigned slot) {
  const unsigned code = ((slot & 0xF0u) - FC_VLANE_MARK) >> 4;  // wraps above 3 below the mark
  return code < 4u ? 8u >> code : 0u;
}
template <unsigned G> __device__ __forceinline__ void vlane_mark(unsigned tid, unsigned lane) {
  fc_dynamic_smem[tid] = (unsigned char)(vlane_mark_of<G>() | lane);
}
// The x index in its logical block of lane k of the calling thread of a `_lanes_v` twin of
// groups of g lanes: group k / g is g consecutive logical threads, the thread's place among
// the `per` threads of its logical block g apart, the groups `per * g` apart.
__device__ __forceinline__ unsigned vlane_thread_x(unsigned g, unsigned k) {
  const unsigned per = blockDim.x / FC_VLANES;
  return k / g * (per * g) + threadIdx.x % per * g + k % g;
}
__device__ __forceinline__ usize vlane_grid_1(unsigned bx, unsigned tx) { return (usize)bx * blockDim.x + tx; }
// The lane queries (`lane_id()`, `warp::lanemask_*()`) of the logical thread of x index `tx`
// of a 1-D logical block: its warp's lanes are its logical block's, not the thread's
// (`%laneid`), whose lanes run other logical threads. The translator spells a query `Q` of
// the intrinsics' table `fc::vlane_Q(tx)` in a `_lanes_v` twin.
__device__ __forceinline__ unsigned vlane_lane_id(unsigned tx) { return tx & 31u; }
__device__ __forceinline__ unsigned vlane_lanemask_lt(unsigned tx) { return (1u << (tx & 31u)) - 1u; }
__device__ __forceinline__ unsigned vlane_lanemask_le(unsigned tx) { return (2u << (tx & 31u)) - 1u; }
__device__ __forceinline__ unsigned vlane_lanemask_gt(unsigned tx) { return ~((2u << (tx & 31u)) - 1u); }
__device__ __forceinline__ unsigned vlane_lanemask_ge(unsigned tx) { return ~((1u << (tx & 31u)) - 1u); }

#if FC_LANES_TWIN && FC_VECTOR_LANES
// Whether the lanes' indices `i...` of a slice (`p`, `len`) are, group by group of G, consecutive,
// in bounds and aligned for one access of G elements (at most 16 bytes aligned).
template <unsigned V, unsigned G, class T, class... I>
__device__ __forceinline__ bool lanes_fit(const T* p, usize len, I... i) {
  static_assert(sizeof...(I) == V && V % G == 0, "one index per lane, whole groups");
  constexpr usize bytes = G * sizeof(T), align = bytes < 16 ? bytes : 16;
  const usize at[V] = {(usize)i...};
  bool fit = true;
#pragma unroll
  for (unsigned g = 0; g < V; g += G) {
#pragma unroll
    for (unsigned k = 1; k < G; ++k) fit &= at[g + k] == at[g] + k;
    fit &= at[g] <= len && len - at[g] >= G && ((usize)(p + at[g]) & (align - 1)) == 0;
  }
  return fit;
}
// B bytes from `from` to `to`, both aligned to B (to 16 past 16), in one access per 16.
template <unsigned B, class T>
__device__ __forceinline__ void lanes_copy(T* to, const T* from) {
  if constexpr (B % 16 == 0) {
#pragma unroll
    for (unsigned k = 0; k < B / 16; ++k) reinterpret_cast<uint4*>(to)[k] = reinterpret_cast<const uint4*>(from)[k];
  } else if constexpr (B == 8) {
    *reinterpret_cast<uint2*>(to) = *reinterpret_cast<const uint2*>(from);
  } else if constexpr (B == 4) {
    *reinterpret_cast<unsigned*>(to) = *reinterpret_cast<const unsigned*>(from);
  } else if constexpr (B == 2) {
    *reinterpret_cast<unsigned short*>(to) = *reinterpret_cast<const unsigned short*>(from);
  } else {
    static_assert(B == 1, "a power of two of bytes");
    *reinterpret_cast<unsigned char*>(to) = *reinterpret_cast<const unsigned char*>(from);
  }
}
// The lanes' elements `p[i]...` (which `lanes_fit`), a group of G at a time, into or out of the
// lanes' array `v` (16-byte aligned, lane k's at `v[k]`).
template <unsigned V, unsigned G, class T, class... I>
__device__ __forceinline__ void lanes_load(const T* p, T* v, I... i) {
  const usize at[V] = {(usize)i...};
#pragma unroll
  for (unsigned g = 0; g < V; g += G) lanes_copy<G * sizeof(T)>(v + g, p + at[g]);
}
template <unsigned V, unsigned G, class T, class... I>
__device__ __forceinline__ void lanes_store(T* p, const T* v, I... i) {
  const usize at[V] = {(usize)i...};
#pragma unroll
  for (unsigned g = 0; g < V; g += G) lanes_copy<G * sizeof(T)>(p + at[g], v + g);
}
#endif

// The x index of the calling thread's block in the grid the user launched: `blockIdx.x`,
// unless the thread runs a lane of a `_lanes` twin (whose launch has exactly one slot per
// thread and FC_LANE_SLOTS_EXTRA bytes of dynamic shared memory, and whose thread marked its
// slot).
__device__ __forceinline__ unsigned lane_slot() {
  unsigned n = blockDim.x * blockDim.y * blockDim.z, dynamic;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dynamic));
  return dynamic == n + FC_LANE_SLOTS_EXTRA ? fc_dynamic_smem[lane_tid()] : 0u;
}
// (Only a unit with twins has lanes to mark: every other unit's panic path, which every
// checked kernel compiles, stays as small as NVRTC's time for it wants.)
__device__ __forceinline__ unsigned logical_block_x() {
#if FC_LANES_TWIN
  const unsigned slot = lane_slot();
  if ((slot & 0xF0u) == FC_LANE_MARK) return blockIdx.x * FC_LANES + (slot & 0x0Fu);
#if FC_VECTOR_LANES
  if (vlane_group_of_mark(slot)) return blockIdx.x * FC_VLANES + threadIdx.x / (blockDim.x / FC_VLANES);
#endif
#endif
  return blockIdx.x;
}
// The x index of the calling thread in its block of the logical grid (see logical_block_x).
__device__ __forceinline__ unsigned logical_thread_x() {
#if FC_LANES_TWIN && FC_VECTOR_LANES
  const unsigned slot = lane_slot();
  if (const unsigned g = vlane_group_of_mark(slot)) return vlane_thread_x(g, slot & 0x0Fu);
#endif
  return threadIdx.x;
}

// ---- kernel panics ----

struct PanicRecord {          // byte for byte as `PanicRecord` in runtime/src/panic.rs
  unsigned int state;         // 0 empty, 1 being written, 2 written
  unsigned int kind;
  unsigned int line, column;
  unsigned int thread[3], block[3];
  unsigned long long a, b;    // index and length, or the two sides of an assertion
  unsigned int value_type;    // how to print a and b: 0 bool 1 signed 2 unsigned 3 f32 4 f64
  unsigned int reserved;
  // The texts' addresses, not copies: the host reads them from the module (string literals
  // live in global memory), so no unit compiles a copy loop (bench/probes/nvrtc_compile_time.py).
  const char* kernel;
  const char* file;
  const char* message;        // null: none
  unsigned long long nd[8];   // PANIC_ND_INDEX: the index and the shape, four each
};

// The most nested `#[device]` calls, and the panic past them: runtime/src/panic.rs's
// MAX_CALL_DEPTH and CALL_DEPTH_MESSAGE (a test checks they agree).
#define FC_MAX_CALL_DEPTH 256u
#define FC_CALL_DEPTH_MESSAGE "stack overflow: more than 256 nested `#[device]` calls, the most a kernel thread may make"

enum {
  PANIC_INDEX = 1, PANIC_DIV_ZERO = 2, PANIC_REM_ZERO = 3, PANIC_DIV_OVERFLOW = 4,
  PANIC_REM_OVERFLOW = 5, PANIC_EXPLICIT = 6, PANIC_ASSERT_EQ = 7, PANIC_ASSERT_NE = 8,
  PANIC_CLAMP = 9, PANIC_SLICE_START = 10, PANIC_SLICE_END = 11, PANIC_SLICE_ORDER = 12,
  PANIC_ND_INDEX = 13
};

}  // namespace fc

// Set by the runtime when it loads the module; null means "nowhere to report".
extern "C" {
__device__ fc::PanicRecord* fc_panic_record;
__device__ unsigned int* fc_panic_flag;
}

namespace fc {

// The device's panic record, claimed for the calling thread when it is the first to fail
// (null otherwise: then it only ends), with where and who filled in; `publish` hands it over.
__device__ __forceinline__ PanicRecord* claim_record(unsigned kind, const char* file, unsigned line, unsigned column) {
  PanicRecord* r = fc_panic_record;
  if (r == 0 || atomicCAS(&r->state, 0u, 1u) != 0u) return 0;
  r->kind = kind;
  r->line = line;
  r->column = column;
  r->thread[0] = logical_thread_x(); r->thread[1] = threadIdx.y; r->thread[2] = threadIdx.z;
  r->block[0] = logical_block_x(); r->block[1] = blockIdx.y; r->block[2] = blockIdx.z;
  r->kernel = FC_KERNEL_NAME;
  r->file = file;
  return r;
}
__device__ __forceinline__ void publish(PanicRecord* r) {
  __threadfence_system();
  *(volatile unsigned int*)&r->state = 2u;
  __threadfence_system();
  if (fc_panic_flag) *(volatile unsigned int*)fc_panic_flag = 1u;
}

// Records the first panic of the device and ends the calling thread. Later panics (of other
// threads, or before the host has read the first) only end their thread.
[[noreturn]] __device__ __noinline__ void panic(unsigned kind, const char* message,
                                                unsigned long long a, unsigned long long b,
                                                unsigned value_type, const char* file,
                                                unsigned line, unsigned column) {
  if (PanicRecord* r = claim_record(kind, file, line, column)) {
    r->a = a;
    r->b = b;
    r->value_type = value_type;
    r->message = message;
    publish(r);
  }
  asm volatile("exit;");
  __builtin_unreachable();
}

__device__ __forceinline__ usize check_index(usize i, usize len, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(i >= len, 0)) panic(PANIC_INDEX, 0, i, len, 2, file, line, col);
  return i;
}

// Deferred bounds checks of reads from slices. A checked read that fails must not be observed, but it
// need not branch at once: it reads a harmless location instead and remembers the first
// failure in a per-function `Pending`, and the generated code raises it (FC_FLUSH) before
// anything observable — a store, an atomic, a barrier or warp operation, a call, another
// possible panic, a loop's back edge, a return. Without a branch per read, the loads of a
// statement sequence stay in one basic block and are all in flight at once: a branch after
// each load made ptxas wait for each loaded value before the next check.
struct Pending {
  bool bad;
  // Where the first failure was: line << 15 | column << 5 | which slice (see FC_FLUSH).
  unsigned site;
  usize i;
  // The other axes' indices of a failed N-d read (unused, so optimized away, in a function
  // without N-d arrays).
  usize j[3];
};

// Zeros to read from instead of an out-of-bounds element of a global slice (which may
// have no valid address at all when it is empty).
__device__ unsigned long long deferred_dummy[2];

template <class T>
__device__ __forceinline__ T* defer_ptr(T* ptr, usize i, usize len, Pending& p, unsigned site) {
  bool bad = i >= len;
  bool first = bad & !p.bad;
  p.i = first ? i : p.i;
  p.site = first ? site : p.site;
  p.bad = p.bad | bad;
  return bad ? reinterpret_cast<T*>(&deferred_dummy[0]) : ptr + i;
}

// ---- N-dimensional arrays ----
// A view's shape and element strides (a kernel parameter `&Array2<T>` is its pointer and
// these). Offsets are 32-bit unless the unit is compiled with FC_OFFSETS_64: the runtime
// picks that variant when some array of a launch has an element more than 2^31 - 1 elements
// from its first. With FC_UNIT_INNER, every array parameter's last stride is 1 (the runtime
// picks that variant when all are): rows are contiguous and the compiler knows it.
#ifndef FC_OFFSETS_64
#define FC_OFFSETS_64 0
#endif
#ifndef FC_UNIT_INNER
#define FC_UNIT_INNER 1
#endif
#if FC_OFFSETS_64
template <int R> struct dims {
  usize n[R];
  long long s[R];
};
#else
// (32-bit: the runtime passes these only when every extent and offset fits.)
template <int R> struct dims {
  unsigned n[R];
  int s[R];
};
#endif
template <class T, int R> struct nd {
  T* ptr;
  dims<R> d;
  __device__ __forceinline__ operator nd<const T, R>() const { return nd<const T, R>{ptr, d}; }
};
// A kernel's array parameter as the variant knows it.
template <int R> __device__ __forceinline__ void unit_inner(dims<R>& d) {
  if (FC_UNIT_INNER) d.s[R - 1] = 1;
#if !FC_OFFSETS_64
  // (What the runtime checked: every extent and offset below 2^31, `offsets_fit_i32`.)
#pragma unroll
  for (int k = 0; k < R; ++k) __builtin_assume(d.n[k] <= 0x7fffffffu);
#endif
}
// The element offset of an index (in bounds: the caller checked it, or it is unchecked).
template <int R> __device__ __forceinline__ long long nd_off(const dims<R>& d, const usize (&i)[R]) {
#if FC_OFFSETS_64
  unsigned long long o = 0;
#pragma unroll
  for (int k = 0; k < R; ++k) o += i[k] * (unsigned long long)d.s[k];
  return (long long)o;
#else
  unsigned o = 0;
#pragma unroll
  for (int k = 0; k < R; ++k) o += (unsigned)i[k] * (unsigned)d.s[k];
  return (long long)(int)o;
#endif
}
template <int R> __device__ __forceinline__ bool nd_out(const dims<R>& d, const usize (&i)[R]) {
  bool bad = false;
#pragma unroll
  for (int k = 0; k < R; ++k) bad |= i[k] >= d.n[k];
  return bad;
}
// A failed N-d index: the index and the shape, in the record's `nd`.
[[noreturn]] __device__ __noinline__ void panic_nd(unsigned rank, usize i0, usize i1, usize i2, usize i3, usize n0,
                                                  usize n1, usize n2, usize n3, const char* file, unsigned line,
                                                  unsigned col) {
  if (PanicRecord* r = claim_record(PANIC_ND_INDEX, file, line, col)) {
    r->a = rank;
    r->b = 0;
    r->value_type = 2;
    usize v[8] = {i0, i1, i2, i3, n0, n1, n2, n3};
    r->message = 0;
    for (int k = 0; k < 8; ++k) r->nd[k] = v[k];
    publish(r);
  }
  asm volatile("exit;");
  __builtin_unreachable();
}
template <int R>
[[noreturn]] __device__ __forceinline__ void nd_fail(const dims<R>& d, const usize (&i)[R], const char* file,
                                                    unsigned line, unsigned col) {
  usize x[4] = {0, 0, 0, 0}, n[4] = {0, 0, 0, 0};
#pragma unroll
  for (int k = 0; k < R; ++k) { x[k] = i[k]; n[k] = d.n[k]; }
  panic_nd(R, x[0], x[1], x[2], x[3], n[0], n[1], n[2], n[3], file, line, col);
}
// What a pending failure's number names: a slice (rank 0, n[0] its length) or an N-d array.
struct shape4 {
  unsigned rank;
  usize n[4];
};
template <int R> __device__ __forceinline__ shape4 shape_of(const dims<R>& d) {
  shape4 s = {R, {0, 0, 0, 0}};
#pragma unroll
  for (int k = 0; k < R; ++k) s.n[k] = d.n[k];
  return s;
}
__device__ __forceinline__ shape4 shape_of(usize len) { return shape4{0u, {len, 0, 0, 0}}; }
// Raises the pending failure at `site`, of a slice of length `len` or an array of `shape`.
[[noreturn]] __device__ __forceinline__ void raise_pending(usize i, const usize (&j)[3], unsigned site, usize len,
                                                          const char* file) {
  panic(PANIC_INDEX, 0, i, len, 2, file, site >> 15, (site >> 5) & 1023u);
}
[[noreturn]] __device__ __forceinline__ void raise_pending(usize i, const usize (&j)[3], unsigned site,
                                                          const shape4& s, const char* file) {
  if (s.rank == 0) panic(PANIC_INDEX, 0, i, s.n[0], 2, file, site >> 15, (site >> 5) & 1023u);
  panic_nd(s.rank, i, j[0], j[1], j[2], s.n[0], s.n[1], s.n[2], s.n[3], file, site >> 15, (site >> 5) & 1023u);
}
// A checked N-d element (immediate).
template <int R>
__device__ __forceinline__ long long nd_check(const dims<R>& d, const usize (&i)[R], const char* file, unsigned line,
                                              unsigned col) {
  if (__builtin_expect(nd_out(d, i), 0)) nd_fail(d, i, file, line, col);
  return nd_off(d, i);
}
// The same in a function that defers reads: a deferred failure before it is the one raised.
template <int R, class L>
__device__ __forceinline__ long long nd_check_p(const dims<R>& d, const usize (&i)[R], const Pending& p, L pending,
                                                const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(nd_out(d, i), 0)) {
    if (p.bad) raise_pending(p.i, p.j, p.site, pending, file);
    nd_fail(d, i, file, line, col);
  }
  return nd_off(d, i);
}
// A deferred N-d read (see `defer_ptr`).
template <class T, int R>
__device__ __forceinline__ T* defer_nd(T* ptr, const dims<R>& d, const usize (&i)[R], Pending& p, unsigned site) {
  bool bad = nd_out(d, i);
  bool first = bad & !p.bad;
  p.i = first ? i[0] : p.i;
#pragma unroll
  for (int k = 1; k < R; ++k) p.j[k - 1] = first ? i[k] : p.j[k - 1];
  p.site = first ? site : p.site;
  p.bad = p.bad | bad;
  return bad ? reinterpret_cast<T*>(&deferred_dummy[0]) : ptr + nd_off(d, i);
}
// `a.row(i)`, `a.column(j)` of a 2-D view: 1-D views (checked).
template <class T>
__device__ __forceinline__ nd<T, 1> nd_row(T* ptr, const dims<2>& d, usize i, const char* file, unsigned line,
                                           unsigned col) {
  if (__builtin_expect(i >= d.n[0], 0)) panic(PANIC_INDEX, 0, i, d.n[0], 2, file, line, col);
  nd<T, 1> r = {ptr + nd_off<2>(d, {i, 0}), {{d.n[1]}, {d.s[1]}}};
  return r;
}
template <class T>
__device__ __forceinline__ nd<T, 1> nd_column(T* ptr, const dims<2>& d, usize j, const char* file, unsigned line,
                                              unsigned col) {
  if (__builtin_expect(j >= d.n[1], 0)) panic(PANIC_INDEX, 0, j, d.n[1], 2, file, line, col);
  nd<T, 1> r = {ptr + nd_off<2>(d, {0, j}), {{d.n[0]}, {d.s[0]}}};
  return r;
}
template <int R> __device__ __forceinline__ usize nd_len(const dims<R>& d) {
  usize n = 1;
#pragma unroll
  for (int k = 0; k < R; ++k) n *= d.n[k];
  return n;
}

// An immediate check in a function that defers some: when it fails, a deferred failure
// before it is the one to report (`pending_len`: the length of its slice). Costs nothing
// until a check fails.
template <class L>
__device__ __forceinline__ usize check_index_p(usize i, usize len, const Pending& p, L pending_len, const char* file,
                                               unsigned line, unsigned col) {
  if (__builtin_expect(i >= len, 0)) {
    if (p.bad) raise_pending(p.i, p.j, p.site, pending_len, file);
    panic(PANIC_INDEX, 0, i, len, 2, file, line, col);
  }
  return i;
}

// Raises a deferred failure; `len_of(w)` is the length of the function's slice number w (the
// fields by value: a reference would put `p` on the stack). Every deferred read of a
// function is in the function's file: `__FILE__` (set by `#line`) names it.
#define FC_FLUSH(p, len_of) \
  do { \
    if (__builtin_expect((p).bad, 0)) fc::raise_pending((p).i, (p).j, (p).site, len_of((p).site & 31u), __FILE__); \
  } while (0)

[[noreturn]] __device__ __forceinline__ void panic_msg(const char* msg, const char* file, unsigned line, unsigned col) {
  panic(PANIC_EXPLICIT, msg, 0, 0, 0, file, line, col);
}

template <class T> __device__ __forceinline__ unsigned long long assert_bits(T v) {
  if constexpr (traits<T>::is_float) {
    // (f16 and bf16 as the f32 of the same value, as the simulator reports them.)
    if constexpr (sizeof(T) == 2) return __float_as_uint((float)v);
    else if constexpr (sizeof(T) == 4) return __float_as_uint(v);
    else return (unsigned long long)__double_as_longlong(v);
  } else if constexpr (traits<T>::is_signed) {
    return (unsigned long long)(long long)v;
  } else {
    return (unsigned long long)v;
  }
}
template <class T> __device__ __forceinline__ unsigned assert_value_type() {
  if constexpr (traits<T>::is_float) return sizeof(T) <= 4 ? 3u : 4u;
  else if constexpr (traits<T>::is_signed) return 1u;
  else return 2u;
}
template <> __device__ __forceinline__ unsigned assert_value_type<bool>() { return 0u; }

template <class T>
__device__ __forceinline__ void assert_eq(T l, T r, bool want_equal, const char* msg, const char* file, unsigned line, unsigned col) {
  if ((l == r) != want_equal)
    panic(want_equal ? PANIC_ASSERT_EQ : PANIC_ASSERT_NE, msg, assert_bits(l), assert_bits(r), assert_value_type<T>(), file, line, col);
}

// ---- integer arithmetic with Rust's wrapping semantics ----

template <class T> __device__ __forceinline__ T add(T a, T b) {
  if constexpr (traits<T>::is_float) return a + b;
  else { typedef typename traits<T>::wide_t W; return (T)(typename traits<T>::unsigned_t)((W)a + (W)b); }
}
template <class T> __device__ __forceinline__ T sub(T a, T b) {
  if constexpr (traits<T>::is_float) return a - b;
  else { typedef typename traits<T>::wide_t W; return (T)(typename traits<T>::unsigned_t)((W)a - (W)b); }
}
template <class T> __device__ __forceinline__ T mul(T a, T b) {
  if constexpr (traits<T>::is_float) return a * b;
  else { typedef typename traits<T>::wide_t W; return (T)(typename traits<T>::unsigned_t)((W)a * (W)b); }
}
template <class T> __device__ __forceinline__ T neg(T a) {
  if constexpr (traits<T>::is_float) return -a;
  else { typedef typename traits<T>::wide_t W; return (T)(typename traits<T>::unsigned_t)((W)0 - (W)a); }
}
template <class T> __device__ __forceinline__ T bnot(T a) { return (T)~a; }
__device__ __forceinline__ bool bnot(bool a) { return !a; }
template <class T> __device__ __forceinline__ T band(T a, T b) { return (T)(a & b); }
template <class T> __device__ __forceinline__ T bor(T a, T b) { return (T)(a | b); }
template <class T> __device__ __forceinline__ T bxor(T a, T b) { return (T)(a ^ b); }

// Shift amounts are masked to the type's width, as Rust's `<<` does without overflow checks.
template <class T, class S> __device__ __forceinline__ T shl(T a, S s) {
  typedef typename traits<T>::wide_t W;
  return (T)(typename traits<T>::unsigned_t)((W)a << ((unsigned)s & (traits<T>::bits - 1)));
}
template <class T, class S> __device__ __forceinline__ T shr(T a, S s) {
  return (T)(a >> ((unsigned)s & (traits<T>::bits - 1)));   // arithmetic for signed T
}

// Division and remainder: by zero, and MIN / -1, panic as in Rust; results truncate.
template <class T> __device__ __forceinline__ T div(T a, T b, const char* file, unsigned line, unsigned col) {
  if constexpr (traits<T>::is_float) return a / b;
  else {
    if (__builtin_expect(b == (T)0, 0)) panic(PANIC_DIV_ZERO, 0, 0, 0, 0, file, line, col);
    if constexpr (traits<T>::is_signed)
      if (__builtin_expect(a == traits<T>::min_value() && b == (T)-1, 0)) panic(PANIC_DIV_OVERFLOW, 0, 0, 0, 0, file, line, col);
    return (T)(a / b);
  }
}
template <class T> __device__ __forceinline__ T rem(T a, T b, const char* file, unsigned line, unsigned col) {
  if constexpr (traits<T>::is_float) {
    if constexpr (same<T, float>::value) return fmodf(a, b);
    else if constexpr (same<T, double>::value) return fmod(a, b);
    else return a % b;   // the half types' operator, a struct's
  } else {
    if (__builtin_expect(b == (T)0, 0)) panic(PANIC_REM_ZERO, 0, 0, 0, 0, file, line, col);
    if constexpr (traits<T>::is_signed)
      if (__builtin_expect(a == traits<T>::min_value() && b == (T)-1, 0)) panic(PANIC_REM_OVERFLOW, 0, 0, 0, 0, file, line, col);
    return (T)(a % b);
  }
}

// Operands of two types (a struct's operators: `z * 2.0f` of a complex `z`).
template <class T, class U> __device__ __forceinline__ auto add(T a, U b) -> decltype(a + b) { return a + b; }
template <class T, class U> __device__ __forceinline__ auto sub(T a, U b) -> decltype(a - b) { return a - b; }
template <class T, class U> __device__ __forceinline__ auto mul(T a, U b) -> decltype(a * b) { return a * b; }
template <class T, class U>
__device__ __forceinline__ auto div(T a, U b, const char*, unsigned, unsigned) -> decltype(a / b) { return a / b; }
template <class T, class U>
__device__ __forceinline__ auto rem(T a, U b, const char*, unsigned, unsigned) -> decltype(a % b) { return a % b; }

// Compound assignment through a reference (for places like `y[i]`, evaluated once).
template <class T> __device__ __forceinline__ void add_assign(T& p, T v) { p = add(p, v); }
template <class T> __device__ __forceinline__ void sub_assign(T& p, T v) { p = sub(p, v); }
template <class T> __device__ __forceinline__ void mul_assign(T& p, T v) { p = mul(p, v); }
template <class T> __device__ __forceinline__ void div_assign(T& p, T v, const char* f, unsigned l, unsigned c) { p = div(p, v, f, l, c); }
template <class T> __device__ __forceinline__ void rem_assign(T& p, T v, const char* f, unsigned l, unsigned c) { p = rem(p, v, f, l, c); }
template <class T, class U> __device__ __forceinline__ void add_assign(T& p, U v) { p = add(p, v); }
template <class T, class U> __device__ __forceinline__ void sub_assign(T& p, U v) { p = sub(p, v); }
template <class T, class U> __device__ __forceinline__ void mul_assign(T& p, U v) { p = mul(p, v); }
template <class T, class U> __device__ __forceinline__ void div_assign(T& p, U v, const char* f, unsigned l, unsigned c) { p = div(p, v, f, l, c); }
template <class T> __device__ __forceinline__ void and_assign(T& p, T v) { p = band(p, v); }
template <class T> __device__ __forceinline__ void or_assign(T& p, T v) { p = bor(p, v); }
template <class T> __device__ __forceinline__ void xor_assign(T& p, T v) { p = bxor(p, v); }
template <class T, class S> __device__ __forceinline__ void shl_assign(T& p, S s) { p = shl(p, s); }
template <class T, class S> __device__ __forceinline__ void shr_assign(T& p, S s) { p = shr(p, s); }

// ---- `as` casts with Rust's semantics ----

// Float to integer saturates (the cvt.rzi instructions clamp), and NaN becomes 0 (they
// make it the minimum, so it is tested for).
template <class D> __device__ __forceinline__ D f2i(double x) {
  if (x != x) return (D)0;
  if constexpr (sizeof(D) == 8) {
    if constexpr (traits<D>::is_signed) return (D)__double2ll_rz(x); else return (D)__double2ull_rz(x);
  } else if constexpr (sizeof(D) == 4) {
    if constexpr (traits<D>::is_signed) return (D)__double2int_rz(x); else return (D)__double2uint_rz(x);
  } else {
    int v = __double2int_rz(x);
    v = v < (int)traits<D>::min_value() ? (int)traits<D>::min_value() : v;
    v = v > (int)traits<D>::max_value() ? (int)traits<D>::max_value() : v;
    return (D)v;
  }
}
template <class D> __device__ __forceinline__ D f2i(float x) {
  if (x != x) return (D)0;
  if constexpr (sizeof(D) == 8) {
    if constexpr (traits<D>::is_signed) return (D)__float2ll_rz(x); else return (D)__float2ull_rz(x);
  } else if constexpr (sizeof(D) == 4) {
    if constexpr (traits<D>::is_signed) return (D)__float2int_rz(x); else return (D)__float2uint_rz(x);
  } else {
    int v = __float2int_rz(x);
    v = v < (int)traits<D>::min_value() ? (int)traits<D>::min_value() : v;
    v = v > (int)traits<D>::max_value() ? (int)traits<D>::max_value() : v;
    return (D)v;
  }
}
template <class D, class S> __device__ __forceinline__ D as(S x) {
  if constexpr (traits<S>::is_float && !traits<D>::is_float) return f2i<D>(x);
  else return (D)x;
}

// ---- integer methods ----

// NVIDIA's compiler (NVRTC 13.0, sm_90) gets some 8- and 16-bit operations wrong whose PTX
// is right: `abs.s16` feeding `cvt.rn.f32.u16` (`(x as i16).unsigned_abs() as f32` of
// `i16::MIN` was -32768.0), `max.s16` feeding a comparison (tests/suite/robust.rs,
// `sixteen_bit_codegen`). Such values go through these helpers in 32-bit registers, which the
// empty `asm` keeps NVVM from narrowing back to 16 bits.
template <class T> __device__ __forceinline__ int wide32(T a) {
  int x = (int)a;
  asm("" : "+r"(x));
  return x;
}
template <class T> __device__ __forceinline__ T min(T a, T b) {
  if constexpr (sizeof(T) < 4) { int x = wide32(a), y = wide32(b); return (T)(y < x ? y : x); }
  else return b < a ? b : a;
}
template <class T> __device__ __forceinline__ T max(T a, T b) {
  if constexpr (sizeof(T) < 4) { int x = wide32(a), y = wide32(b); return (T)(x < y ? y : x); }
  else return a < b ? b : a;
}
// Rust's messages, with the two bounds: `min > max. min = 3, max = 1`.
template <class T> __device__ __forceinline__ T clamp(T x, T lo, T hi, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(!(lo <= hi), 0))
    panic(PANIC_CLAMP, "min > max", assert_bits(lo), assert_bits(hi), assert_value_type<T>(), file, line, col);
  return x < lo ? lo : (x > hi ? hi : x);
}
template <class T> __device__ __forceinline__ T fclamp(T x, T lo, T hi, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(!(lo <= hi), 0))
    panic(PANIC_CLAMP, "min > max, or either was NaN", assert_bits(lo), assert_bits(hi), assert_value_type<T>(), file, line, col);
  return x < lo ? lo : (x > hi ? hi : x);
}
template <class T> __device__ __forceinline__ T abs(T a) {
  if constexpr (sizeof(T) < 4) { int x = wide32(a); return (T)(x < 0 ? -x : x); }
  else return a < (T)0 ? neg(a) : a;
}
template <class T> __device__ __forceinline__ typename traits<T>::unsigned_t unsigned_abs(T a) {
  typedef typename traits<T>::unsigned_t U;
  if constexpr (sizeof(T) < 4) { int x = wide32(a); return (U)(x < 0 ? -x : x); }
  else return a < (T)0 ? (U)((U)0 - (U)a) : (U)a;
}
template <class T> __device__ __forceinline__ typename traits<T>::unsigned_t abs_diff(T a, T b) {
  typedef typename traits<T>::unsigned_t U;
  if constexpr (sizeof(T) < 4) { int x = wide32(a), y = wide32(b); return (U)(x < y ? y - x : x - y); }
  else return a < b ? (U)((U)b - (U)a) : (U)((U)a - (U)b);
}
template <class T> __device__ __forceinline__ T signum(T a) { return a > (T)0 ? (T)1 : (a < (T)0 ? (T)-1 : (T)0); }
template <class T> __device__ __forceinline__ T pow(T base, unsigned exp) {
  T acc = (T)1;
  while (exp > 0) {
    if (exp & 1u) acc = mul(acc, base);
    base = mul(base, base);
    exp >>= 1;
  }
  return acc;
}
template <class T> __device__ __forceinline__ T saturating_add(T a, T b) {
  if constexpr (traits<T>::is_signed) {
    T r = add(a, b);
    if (b > (T)0 && r < a) return traits<T>::max_value();
    if (b < (T)0 && r > a) return traits<T>::min_value();
    return r;
  } else { T r = (T)(a + b); return r < a ? traits<T>::max_value() : r; }
}
template <class T> __device__ __forceinline__ T saturating_sub(T a, T b) {
  if constexpr (traits<T>::is_signed) {
    T r = sub(a, b);
    if (b < (T)0 && r < a) return traits<T>::max_value();
    if (b > (T)0 && r > a) return traits<T>::min_value();
    return r;
  } else { return a < b ? (T)0 : (T)(a - b); }
}
template <class T> __device__ __forceinline__ unsigned count_ones(T a) {
  if constexpr (sizeof(T) == 8) return (unsigned)__popcll((unsigned long long)a);
  else return (unsigned)__popc((unsigned)(typename traits<T>::unsigned_t)a);
}
template <class T> __device__ __forceinline__ unsigned leading_zeros(T a) {
  if constexpr (sizeof(T) == 8) return (unsigned)__clzll((long long)a);
  else return (unsigned)__clz((int)(unsigned)(typename traits<T>::unsigned_t)a) - (32u - traits<T>::bits);
}
template <class T> __device__ __forceinline__ unsigned trailing_zeros(T a) {
  typedef typename traits<T>::unsigned_t U;
  if ((U)a == (U)0) return traits<T>::bits;
  if constexpr (sizeof(T) == 8) return (unsigned)__ffsll((long long)a) - 1u;
  else return (unsigned)__ffs((int)(unsigned)(U)a) - 1u;
}
template <class T> __device__ __forceinline__ unsigned count_zeros(T a) { return traits<T>::bits - count_ones(a); }
template <class T> __device__ __forceinline__ unsigned leading_ones(T a) { return leading_zeros(bnot(a)); }
template <class T> __device__ __forceinline__ unsigned trailing_ones(T a) { return trailing_zeros(bnot(a)); }
template <class T> __device__ __forceinline__ T rotate_left(T a, unsigned s) {
  typedef typename traits<T>::unsigned_t U;
  const unsigned n = traits<T>::bits;
  s &= n - 1;
  if (s == 0) return a;
  return (T)(U)(((typename traits<T>::wide_t)(U)a << s) | ((typename traits<T>::wide_t)(U)a >> (n - s)));
}
template <class T> __device__ __forceinline__ T rotate_right(T a, unsigned s) {
  return rotate_left(a, traits<T>::bits - (s & (traits<T>::bits - 1)));
}
template <class T> __device__ __forceinline__ T reverse_bits(T a) {
  typedef typename traits<T>::unsigned_t U;
  if constexpr (sizeof(T) == 8) return (T)__brevll((unsigned long long)a);
  else return (T)(U)(__brev((unsigned)(U)a) >> (32u - traits<T>::bits));
}
template <class T> __device__ __forceinline__ T swap_bytes(T a) {
  typedef typename traits<T>::unsigned_t U;
  if constexpr (sizeof(T) == 1) return a;
  else if constexpr (sizeof(T) == 2) return (T)(U)(((unsigned)(U)a >> 8) | ((unsigned)(U)a << 8));
  else if constexpr (sizeof(T) == 4) return (T)__byte_perm((unsigned)a, 0u, 0x0123u);
  else {
    unsigned long long v = (unsigned long long)a;
    unsigned lo = __byte_perm((unsigned)v, 0u, 0x0123u), hi = __byte_perm((unsigned)(v >> 32), 0u, 0x0123u);
    return (T)(((unsigned long long)lo << 32) | hi);
  }
}
template <class T> __device__ __forceinline__ bool is_power_of_two(T a) { return a != (T)0 && (a & (T)(a - (T)1)) == (T)0; }
template <class T> __device__ __forceinline__ T rem_euclid(T a, T b, const char* f, unsigned l, unsigned c) {
  T r = rem(a, b, f, l, c);
  if constexpr (traits<T>::is_signed) if (r < (T)0) r = b < (T)0 ? sub(r, b) : add(r, b);
  return r;
}
template <class T> __device__ __forceinline__ T div_euclid(T a, T b, const char* f, unsigned l, unsigned c) {
  T q = div(a, b, f, l, c);
  if constexpr (traits<T>::is_signed) if (rem(a, b, f, l, c) < (T)0) return b > (T)0 ? sub(q, (T)1) : add(q, (T)1);
  return q;
}

// ---- float methods that are not one CUDA function ----

__device__ __forceinline__ float powi(float x, int n) {
  unsigned e = n < 0 ? 0u - (unsigned)n : (unsigned)n;
  float acc = 1.0f;
  while (e) { if (e & 1u) acc *= x; x *= x; e >>= 1; }
  return n < 0 ? 1.0f / acc : acc;
}
__device__ __forceinline__ double powi(double x, int n) {
  unsigned e = n < 0 ? 0u - (unsigned)n : (unsigned)n;
  double acc = 1.0;
  while (e) { if (e & 1u) acc *= x; x *= x; e >>= 1; }
  return n < 0 ? 1.0 / acc : acc;
}
__device__ __forceinline__ float signum(float x) { return isnan(x) ? x : copysignf(1.0f, x); }
__device__ __forceinline__ double signum(double x) { return isnan(x) ? x : copysign(1.0, x); }
__device__ __forceinline__ float fract(float x) { return x - truncf(x); }
__device__ __forceinline__ double fract(double x) { return x - trunc(x); }
__device__ __forceinline__ float rem_euclid(float a, float b) { float r = fmodf(a, b); return r < 0.0f ? r + fabsf(b) : r; }
__device__ __forceinline__ double rem_euclid(double a, double b) { double r = fmod(a, b); return r < 0.0 ? r + fabs(b) : r; }
__device__ __forceinline__ float div_euclid(float a, float b) { float q = truncf(a / b); if (fmodf(a, b) < 0.0f) return b > 0.0f ? q - 1.0f : q + 1.0f; return q; }
__device__ __forceinline__ double div_euclid(double a, double b) { double q = trunc(a / b); if (fmod(a, b) < 0.0) return b > 0.0 ? q - 1.0 : q + 1.0; return q; }

template <class A, class B> struct tup2;
__device__ __forceinline__ tup2<float, float> sin_cos(float x);
__device__ __forceinline__ tup2<double, double> sin_cos(double x);

// Float literals whose type only C++ knows (the return type of a `#[device]` fn): both
// roundings are computed by the Rust compiler, and the right one is picked here.
// Beside a struct (its operator's operand: `z * 2.0` of a complex `z`), a literal stays as
// written, for the operator to convert.
template <class T> __device__ __forceinline__ auto flit(float f, double d) {
  if constexpr (is_struct<T>::value) return d;
  else if constexpr (sizeof(T) == 4) return (T)f;
  else return (T)d;
}
template <class T, class V> __device__ __forceinline__ auto ilit(V v) {
  if constexpr (is_struct<T>::value) return v; else return (T)v;
}

// ---- programmatic dependent launch ----
// Every kernel's first statement. The runtime launches kernels on sm_90 and later so that one
// may start before the kernel before it in the stream ends (runtime/src/dependent_launch.rs):
// `griddepcontrol.wait` waits until the grids before it have ended and their memory is
// visible, so nothing the kernel reads or writes moves earlier (a no-op in a kernel launched
// without it). The kernel does not signal the next one early (`launch_dependents`): measured
// on an H100 (docs/benchmarks.md), the wait costs a 3 x 3 blur nothing, but the test of the
// grid's size that would keep the signal to small grids cost it 5 %, and the signal itself
// costs large grids more (bench/probes/graph_pdl.cu); the next kernel is launched when this
// one's blocks end, which is most of what the dependent launch saves.
__device__ __forceinline__ void grid_dependency() {
#if __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}

// ---- indexing ----

__device__ __forceinline__ usize grid_1() { return (usize)blockIdx.x * blockDim.x + threadIdx.x; }
// (In 32 bits along y and z: at most 65535 blocks of at most 1024 threads, below 2^26.)
__device__ __forceinline__ usize grid_y() { return (usize)(blockIdx.y * blockDim.y + threadIdx.y); }
__device__ __forceinline__ usize grid_z() { return (usize)(blockIdx.z * blockDim.z + threadIdx.z); }
__device__ __forceinline__ usize gridsize_1() { return (usize)gridDim.x * blockDim.x; }
__device__ __forceinline__ usize gridsize_y() { return (usize)gridDim.y * blockDim.y; }
__device__ __forceinline__ usize gridsize_z() { return (usize)gridDim.z * blockDim.z; }

// `for` over ranges, without overflow at the end of the type's range.
template <class T> __device__ __forceinline__ T step_up(T i, T end, T step) {   // next of a..end step
  typedef typename traits<T>::unsigned_t U;
  return (U)((U)end - (U)i) > (U)step ? (T)(U)((U)i + (U)step) : end;
}
template <class T> __device__ __forceinline__ bool step_up_incl(T& i, T last, T step) {   // a..=last
  typedef typename traits<T>::unsigned_t U;
  if ((U)((U)last - (U)i) < (U)step) return false;
  i = (T)(U)((U)i + (U)step);
  return true;
}
template <class T> __device__ __forceinline__ bool step_down_incl(T& i, T first, T step) {   // down to first
  typedef typename traits<T>::unsigned_t U;
  if ((U)((U)i - (U)first) < (U)step) return false;
  i = (T)(U)((U)i - (U)step);
  return true;
}
template <class T> __device__ __forceinline__ T check_step(T step, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(step == (T)0, 0)) panic_msg("assertion failed: step != 0", file, line, col);
  return step;
}

// ---- slices and tuples ----

template <class T> struct slice {
  T* ptr;
  usize len;
  __device__ __forceinline__ operator slice<const T>() const { return slice<const T>{ptr, len}; }
};

// A sub-slice's failure, as Rust's `slice_index_fail` words it.
[[noreturn]] __device__ __noinline__ void slice_fail(usize start, usize end, usize len, const char* file,
                                                    unsigned line, unsigned col) {
  if (start > len) panic(PANIC_SLICE_START, 0, start, len, 2, file, line, col);
  if (end > len) panic(PANIC_SLICE_END, 0, end, len, 2, file, line, col);
  if (start > end) panic(PANIC_SLICE_ORDER, 0, start, end, 2, file, line, col);
  panic(PANIC_SLICE_END, 0, end, len, 2, file, line, col);
}

// `&x[lo..hi]` (`&x[lo..=hi]` when `inclusive`) of the `len` elements at `p`, checked as Rust
// checks it.
template <class T, class P>
__device__ __forceinline__ slice<T> subslice(P* p, usize len, usize lo, usize hi, bool inclusive, const char* file,
                                        unsigned line, unsigned col) {
  usize end = hi;
  if (inclusive) {
    if (__builtin_expect(hi >= len, 0)) slice_fail(lo, hi, len, file, line, col);
    end = hi + 1;
  }
  if (__builtin_expect(lo > end || end > len, 0)) slice_fail(lo, end, len, file, line, col);
  return slice<T>{p + lo, end - lo};
}

// Tuples: `fc::tupN`, N the arity. Pairs are here for `sin_cos`; the translator emits every
// other arity a function uses beside it, with the same guard and text (codegen/src/cuda.rs,
// `tuple_definition`).
#ifndef FC_TUP2
#define FC_TUP2
template <class T0, class T1> struct tup2 { T0 f0; T1 f1; };
#endif

__device__ __forceinline__ tup2<float, float> sin_cos(float x) { tup2<float, float> r; sincosf(x, &r.f0, &r.f1); return r; }
__device__ __forceinline__ tup2<double, double> sin_cos(double x) { tup2<double, double> r; sincos(x, &r.f0, &r.f1); return r; }
template <class H> __device__ __forceinline__ tup2<H, H> sin_cos(H x) {
  float s, c; sincosf((float)x, &s, &c); return tup2<H, H>{to_half<H>(s), to_half<H>(c)};
}
__device__ __forceinline__ tup2<float, int> frexp(float x) { tup2<float, int> r; r.f0 = frexpf(x, &r.f1); return r; }
__device__ __forceinline__ tup2<double, int> frexp(double x) { tup2<double, int> r; r.f0 = ::frexp(x, &r.f1); return r; }
template <class H> __device__ __forceinline__ tup2<H, int> hfrexp(H x) {   // exact through f32
  tup2<float, int> r = frexp((float)x); return tup2<H, int>{to_half<H>(r.f0), r.f1};
}

// ---- integer methods that report overflow, saturate, or may panic: Rust's semantics ----
// (After the tuples: `overflowing_*` return `(T, bool)`.)

// The exact product's overflow past T, and the wrapped product.
template <class T> __device__ __forceinline__ bool mul_overflows(T a, T b, T* wrapped) {
  *wrapped = mul(a, b);
  if constexpr (sizeof(T) < 8 && traits<T>::is_signed) {
    long long p = (long long)a * (long long)b;   // exact: both operands are within 2^31
    return p < (long long)traits<T>::min_value() || p > (long long)traits<T>::max_value();
  } else if constexpr (sizeof(T) < 8) {
    unsigned long long p = (unsigned long long)a * (unsigned long long)b;   // exact: below 2^64
    return p > (unsigned long long)traits<T>::max_value();
  } else if constexpr (traits<T>::is_signed) {
    return __mul64hi((long long)a, (long long)b) != ((long long)*wrapped >> 63);
  } else {
    return __umul64hi((unsigned long long)a, (unsigned long long)b) != 0ull;
  }
}
template <class T> __device__ __forceinline__ bool add_overflows(T a, T b, T r) {
  if constexpr (traits<T>::is_signed) return (b > (T)0 && r < a) || (b < (T)0 && r > a);
  else return r < a;
}
template <class T> __device__ __forceinline__ bool sub_overflows(T a, T b, T r) {
  if constexpr (traits<T>::is_signed) return (b < (T)0 && r < a) || (b > (T)0 && r > a);
  else return a < b;
}
template <class T> __device__ __forceinline__ tup2<T, bool> overflowing_add(T a, T b) {
  T r = add(a, b); return tup2<T, bool>{r, add_overflows(a, b, r)};
}
template <class T> __device__ __forceinline__ tup2<T, bool> overflowing_sub(T a, T b) {
  T r = sub(a, b); return tup2<T, bool>{r, sub_overflows(a, b, r)};
}
template <class T> __device__ __forceinline__ tup2<T, bool> overflowing_mul(T a, T b) {
  T r; bool o = mul_overflows(a, b, &r); return tup2<T, bool>{r, o};
}
template <class T> __device__ __forceinline__ tup2<T, bool> overflowing_neg(T a) {
  if constexpr (traits<T>::is_signed) return tup2<T, bool>{neg(a), a == traits<T>::min_value()};
  else return tup2<T, bool>{neg(a), a != (T)0};
}
template <class T> __device__ __forceinline__ T saturating_mul(T a, T b) {
  T r;
  if (!mul_overflows(a, b, &r)) return r;
  return ((a < (T)0) != (b < (T)0)) ? traits<T>::min_value() : traits<T>::max_value();
}
template <class T> __device__ __forceinline__ T saturating_neg(T a) {
  return a == traits<T>::min_value() ? traits<T>::max_value() : neg(a);
}
template <class T> __device__ __forceinline__ T saturating_abs(T a) {
  return a == traits<T>::min_value() ? traits<T>::max_value() : abs(a);
}
// Rust's `checked_pow` loop (the base squared only while a higher bit of `exp` remains).
template <class T> __device__ __forceinline__ bool pow_overflows(T base, unsigned exp, T* result) {
  T acc = (T)1;
  bool over = false;
  *result = acc;
  if (exp == 0) return false;
  for (;;) {
    if (exp & 1u) {
      T r; over |= mul_overflows(acc, base, &r); acc = r;
      if (exp == 1u) { *result = acc; return over; }
    }
    exp >>= 1;
    T sq; over |= mul_overflows(base, base, &sq); base = sq;
  }
}
template <class T> __device__ __forceinline__ T saturating_pow(T base, unsigned exp) {
  T r;
  if (!pow_overflows(base, exp, &r)) return r;
  return (base < (T)0 && (exp & 1u)) ? traits<T>::min_value() : traits<T>::max_value();
}
template <class T> __device__ __forceinline__ T wrapping_div(T a, T b, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(b == (T)0, 0)) panic(PANIC_DIV_ZERO, 0, 0, 0, 0, file, line, col);
  if constexpr (traits<T>::is_signed) if (a == traits<T>::min_value() && b == (T)-1) return a;
  return (T)(a / b);
}
template <class T> __device__ __forceinline__ T wrapping_rem(T a, T b, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(b == (T)0, 0)) panic(PANIC_REM_ZERO, 0, 0, 0, 0, file, line, col);
  if constexpr (traits<T>::is_signed) if (a == traits<T>::min_value() && b == (T)-1) return (T)0;
  return (T)(a % b);
}
template <class T> __device__ __forceinline__ T div_ceil(T a, T b, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(b == (T)0, 0)) panic(PANIC_DIV_ZERO, 0, 0, 0, 0, file, line, col);
  T q = (T)(a / b);
  return (T)(a % b) != (T)0 ? (T)(q + (T)1) : q;
}
// Wraps to 0 past the largest power of two (Rust's release build; kernel integers wrap).
template <class T> __device__ __forceinline__ T next_power_of_two(T a) {
  typedef typename traits<T>::unsigned_t U;
  if (a <= (T)1) return (T)1;
  unsigned s = traits<T>::bits - leading_zeros((T)(a - (T)1));
  return s >= traits<T>::bits ? (T)0 : (T)((typename traits<T>::wide_t)(U)1 << s);
}
// Rust's messages (runtime/src/panic.rs states them too; a test checks they agree).
#define FC_LOG_NONPOSITIVE "argument of integer logarithm must be positive"
#define FC_ISQRT_NEGATIVE "argument of integer square root cannot be negative"
template <class T> __device__ __forceinline__ unsigned ilog2(T a, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(a <= (T)0, 0)) panic(PANIC_EXPLICIT, FC_LOG_NONPOSITIVE, 0, 0, 0, file, line, col);
  return traits<T>::bits - 1u - leading_zeros(a);
}
template <class T> __device__ __forceinline__ unsigned ilog10(T a, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(a <= (T)0, 0)) panic(PANIC_EXPLICIT, FC_LOG_NONPOSITIVE, 0, 0, 0, file, line, col);
  unsigned n = 0;
  for (; a >= (T)10; a = (T)(a / (T)10)) ++n;
  return n;
}
template <class T> __device__ __forceinline__ T isqrt(T a, const char* file, unsigned line, unsigned col) {
  typedef typename traits<T>::unsigned_t U;
  if constexpr (traits<T>::is_signed)
    if (__builtin_expect(a < (T)0, 0))
      panic(PANIC_EXPLICIT, FC_ISQRT_NEGATIVE, 0, 0, 0, file, line, col);
  U x = (U)a;
  U r = (U)sqrt((double)x);   // within one of the root; corrected below without overflow
  while (r > (U)0 && r > (U)(x / r)) --r;
  while ((U)(r + (U)1) <= (U)(x / (U)(r + (U)1))) ++r;
  return (T)r;
}
// `(a + b) / 2` as if in a wider type: rounded down for unsigned, towards zero for signed;
// for floats (the overloads), Rust's `f32::midpoint` (through f64) and `f64::midpoint`.
template <class T> __device__ __forceinline__ T midpoint(T a, T b) {
  T f = (T)((a & b) + ((a ^ b) >> 1));           // floor, the shift arithmetic for signed
  if constexpr (traits<T>::is_signed) if (((a ^ b) & (T)1) && f < (T)0) f = (T)(f + (T)1);
  return f;
}
__device__ __forceinline__ float midpoint(float a, float b) { return (float)(((double)a + (double)b) / 2.0); }
__device__ __forceinline__ double midpoint(double a, double b) {
  const double lo = 2.2250738585072014e-308 * 2.0, hi = 1.7976931348623157e308 / 2.0;
  double x = fabs(a), y = fabs(b);
  if (x <= hi && y <= hi) return (a + b) / 2.0;
  if (x < lo) return a + b / 2.0;
  if (y < lo) return a / 2.0 + b;
  return a / 2.0 + b / 2.0;
}

// ---- float classification by the bits ----
__device__ __forceinline__ unsigned exponent_bits(float x) { return (__float_as_uint(x) >> 23) & 0xffu; }
__device__ __forceinline__ unsigned exponent_bits(double x) { return (unsigned)((unsigned long long)__double_as_longlong(x) >> 52) & 0x7ffu; }
__device__ __forceinline__ unsigned exponent_bits(f16 x) { return (x.bits >> 10) & 0x1fu; }
__device__ __forceinline__ unsigned exponent_bits(bf16 x) { return (x.bits >> 7) & 0xffu; }
__device__ __forceinline__ unsigned long long magnitude_bits(float x) { return __float_as_uint(x) & 0x7fffffffu; }
__device__ __forceinline__ unsigned long long magnitude_bits(double x) { return (unsigned long long)__double_as_longlong(x) << 1 >> 1; }
__device__ __forceinline__ unsigned long long magnitude_bits(f16 x) { return x.bits & 0x7fffu; }
__device__ __forceinline__ unsigned long long magnitude_bits(bf16 x) { return x.bits & 0x7fffu; }
__device__ __forceinline__ unsigned exponent_max(float) { return 0xffu; }
__device__ __forceinline__ unsigned exponent_max(double) { return 0x7ffu; }
__device__ __forceinline__ unsigned exponent_max(f16) { return 0x1fu; }
__device__ __forceinline__ unsigned exponent_max(bf16) { return 0xffu; }
template <class F> __device__ __forceinline__ bool is_normal(F x) {
  unsigned e = exponent_bits(x); return e != 0u && e != exponent_max(x);
}
template <class F> __device__ __forceinline__ bool is_subnormal(F x) {
  return exponent_bits(x) == 0u && magnitude_bits(x) != 0ull;
}

// The type of parameter K of a function (for literals passed to a `#[device]` fn).
// What a call gives a literal argument of a generic device function (the fc_p_ and fc_t_
// structs each one declares): the argument types by position, an element's type, and the
// first type an argument decides (`void`: none; `dflt<T>`: a literal's own, the last resort).
template <int K, class... A> struct nth;
template <class A0, class... A> struct nth<0, A0, A...> { typedef A0 type; };
template <int K, class A0, class... A> struct nth<K, A0, A...> { typedef typename nth<K - 1, A...>::type type; };
template <class T> struct elem_of { typedef void type; };
template <class T> struct elem_of<slice<T>> { typedef T type; };
template <class T> struct elem_of<slice<const T>> { typedef T type; };
template <class T, int R> struct elem_of<nd<T, R>> { typedef T type; };
template <class T, int R> struct elem_of<nd<const T, R>> { typedef T type; };
template <class T> struct dflt {};
template <class T> struct is_dflt { static const bool value = false; };
template <class T> struct is_dflt<dflt<T>> { static const bool value = true; };
template <bool C, class A, class B> struct cond { typedef A type; };
template <class A, class B> struct cond<false, A, B> { typedef B type; };
template <class... A> struct first_dflt { typedef void type; };
template <class T, class... A> struct first_dflt<dflt<T>, A...> { typedef T type; };
template <class A0, class... A> struct first_dflt<A0, A...> { typedef typename first_dflt<A...>::type type; };
template <class... A> struct first_decided { typedef void type; };
template <class A0, class... A> struct first_decided<A0, A...> {
  typedef typename cond<same<A0, void>::value || is_dflt<A0>::value, typename first_decided<A...>::type, A0>::type type;
};
template <class... A> struct first_known {
  typedef typename first_decided<A...>::type decided;
  typedef typename cond<same<decided, void>::value, typename first_dflt<A...>::type, decided>::type type;
};
template <int K, class F> struct param;
template <class R, class A0, class... As> struct param<0, R (*)(A0, As...)> { typedef A0 type; };
template <int K, class R, class A0, class... As> struct param<K, R (*)(A0, As...)> {
  typedef typename param<K - 1, R (*)(As...)>::type type;
};

// Methods of values whose type only C++ knows (results of `#[device]` fns) are `fc::m::`
// overloads, generated from the translator's table of methods into each function that
// calls them (codegen/src/library/methods.rs).

// ---- local arrays (`[0.0f32; 8]`): a struct, so that they copy like Rust arrays ----

template <class T, unsigned long long N> struct array {
  typedef T elem;
  static const unsigned long long len = N;
  T v[N];
  __device__ __forceinline__ T& operator[](unsigned long long i) { return v[i]; }
  __device__ __forceinline__ const T& operator[](unsigned long long i) const { return v[i]; }
  // Unrolled where the array may live in registers; a large one (in local memory) is filled
  // by a loop: unrolling 102,400 stores took NVRTC 30 s (`[1.0f32; 102_400]`).
  static __device__ __forceinline__ array splat(T x) {
    array a;
    if constexpr (N <= 128) {
#pragma unroll
      for (unsigned long long i = 0; i < N; ++i) a.v[i] = x;
    } else {
#pragma unroll 4
      for (unsigned long long i = 0; i < N; ++i) a.v[i] = x;
    }
    return a;
  }
};

// ---- launch bounds: `#[kernel(launch_bounds = N)]` runs in blocks of at most N threads ----
__device__ __forceinline__ void assume_block(unsigned n) {
  __builtin_assume(blockDim.x <= n && blockDim.y <= n && blockDim.z <= n);
  __builtin_assume(threadIdx.x < n && threadIdx.y < n && threadIdx.z < n);
  __builtin_assume(threadIdx.x < blockDim.x && threadIdx.y < blockDim.y && threadIdx.z < blockDim.z);
}

#ifdef FC_WITH_VECTORS  // defined where the unit uses these (runtime/src/prelude.rs: SECTIONS)
// ---- vector accesses: `x.load::<N>(i)`, `y.store(i, v)` ----
// The N elements at p move as pieces of the largest of 16, 8 and 4 bytes that divides their
// size (one `ld.v4`/`st.v4` per 16 bytes) where p is aligned to it, else element by element:
// the same values either way, so that a slice at any offset works.
template <class T, usize N> struct vpiece {
  static const usize bytes = N * sizeof(T);
  static const usize value = bytes % 16 == 0 ? 16 : bytes % 8 == 0 ? 8 : bytes % 4 == 0 ? 4 : 0;
};
template <usize B> struct vword;
template <> struct vword<16> { typedef uint4 t; };
template <> struct vword<8> { typedef uint2 t; };
template <> struct vword<4> { typedef unsigned t; };

// `A`: what the translator knows of the base's alignment in bytes (16 for a shared array, the
// row size's for a row of one, 1 for a slice, whose address is then tested): with it, whether
// `base + i` is aligned is a question about `i`, which the compiler answers where it can.
__host__ __device__ constexpr usize known_align(usize bytes) {
  return (bytes & (~bytes + 1)) >= 16 || bytes == 0 ? 16 : (bytes & (~bytes + 1));
}
template <usize P, usize A, class T> __device__ __forceinline__ bool valigned(const T* base, usize i) {
  if constexpr (A % P == 0) {
    return ((i * sizeof(T)) & (P - 1)) == 0;
  } else {
    return ((usize)(base + i) & (P - 1)) == 0;
  }
}

template <usize N, usize A = 1, class T> __device__ __forceinline__ array<T, N> vload_at(const T* __restrict__ base, usize i) {
  array<T, N> a;
  const T* p = base + i;
  const usize P = vpiece<T, N>::value;
  if constexpr (P != 0) {
    if (valigned<P, A>(base, i)) {
      typedef typename vword<P>::t W;
#pragma unroll
      for (usize k = 0; k < N * sizeof(T) / P; ++k) {
        W w = reinterpret_cast<const W*>(p)[k];
        memcpy(reinterpret_cast<char*>(a.v) + k * P, &w, P);
      }
      return a;
    }
  }
#pragma unroll
  for (usize k = 0; k < N; ++k) a.v[k] = p[k];
  return a;
}

template <usize N, usize A = 1, class T>
__device__ __forceinline__ void vstore_at(T* __restrict__ base, usize i, const array<T, N>& a) {
  T* p = base + i;
  const usize P = vpiece<T, N>::value;
  if constexpr (P != 0) {
    if (valigned<P, A>(base, i)) {
      typedef typename vword<P>::t W;
#pragma unroll
      for (usize k = 0; k < N * sizeof(T) / P; ++k) {
        W w;
        memcpy(&w, reinterpret_cast<const char*>(a.v) + k * P, P);
        reinterpret_cast<W*>(p)[k] = w;
      }
      return;
    }
  }
#pragma unroll
  for (usize k = 0; k < N; ++k) p[k] = a.v[k];
}

// `x[i..i + N]` checked as Rust checks it, once for the whole access.
template <usize N>
__device__ __forceinline__ void check_range(usize i, usize len, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(i > len || N > len - i, 0)) slice_fail(i, i + N, len, file, line, col);
}

template <usize N, usize A = 1, class T>
__device__ __forceinline__ array<T, N> vload(const T* __restrict__ p, usize len, usize i, const char* file,
                                             unsigned line, unsigned col) {
  check_range<N>(i, len, file, line, col);
  return vload_at<N, A>(p, i);
}

template <usize N, usize A = 1, class T>
__device__ __forceinline__ void vstore(T* __restrict__ p, usize len, usize i, const array<T, N>& a, const char* file,
                                       unsigned line, unsigned col) {
  check_range<N>(i, len, file, line, col);
  vstore_at<N, A>(p, i, a);
}

#endif  // FC_WITH_VECTORS

#ifdef FC_WITH_PIPELINE  // as above
// ---- asynchronous copies global → shared: `pipeline::copy`, `commit`, `wait_prior`, `wait_all` ----
// `cp.async` (sm_80 and later) in pieces as above, where both addresses are aligned to the piece
// and the source is global memory (a device fn's slice may be shared); otherwise, and before
// sm_80, a plain copy, complete before any wait (which is all a copy promises).
template <usize N, usize A = 1, class T>
__device__ __forceinline__ void cp_async_at(T* dst_base, usize j, const T* src) {
  T* dst = dst_base + j;
  const usize P = vpiece<T, N>::value;
  static_assert(P != 0, "a copy moves a multiple of 4 bytes");
#if __CUDA_ARCH__ >= 800
  if (valigned<P, A>(dst_base, j) && ((usize)src & (P - 1)) == 0 && __isGlobal(src)) {
    unsigned s = (unsigned)__cvta_generic_to_shared(dst);
#pragma unroll
    for (usize k = 0; k < N * sizeof(T) / P; ++k) {
      const char* from = reinterpret_cast<const char*>(src) + k * P;
      if constexpr (P == 16) {
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s + (unsigned)(k * P)), "l"(from) : "memory");
      } else {
        asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(s + (unsigned)(k * P)), "l"(from), "n"((int)P)
                     : "memory");
      }
    }
    return;
  }
#endif
#pragma unroll
  for (usize k = 0; k < N; ++k) dst[k] = src[k];
}

// Both ranges checked as Rust checks `dst[j..j + N]` and `src[i..i + N]` (the destination's
// not when `Dst` is false, the source's not when `Src` is: the translator proved them).
template <usize N, usize A = 1, bool Dst = true, bool Src = true, class T>
__device__ __forceinline__ void cp_async(T* dst, usize dst_len, usize j, const T* src, usize src_len, usize i,
                                         const char* file, unsigned line, unsigned col) {
  if constexpr (Dst) check_range<N>(j, dst_len, file, line, col);
  if constexpr (Src) check_range<N>(i, src_len, file, line, col);
  cp_async_at<N, A>(dst, j, src + i);
}

__device__ __forceinline__ void cp_async_commit() {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;\n" ::: "memory");
#endif
}

template <unsigned N> __device__ __forceinline__ void cp_async_wait_prior() {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
#endif
}

__device__ __forceinline__ void cp_async_wait_all() {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}

#endif  // FC_WITH_PIPELINE

#ifdef FC_WITH_WMMA  // as above
// ---- tensor cores: `wmma::` fragments, loads, mma and stores (PTX `wmma`, no CUDA header) ----
// An operand fragment is the registers of the instructions (f16: 8, each two halves; bf16 and
// tf32: 4; i8 and u8: 2), in the hardware's element layout; an accumulator is 8 elements a lane.
// Loads and stores name the state space where the tile is shared memory (`ldmatrix`-class
// instructions), generic addresses otherwise. tf32 operands are rounded from f32 at the load.
namespace wmma {
struct row_major { static const bool col = false; };
struct col_major { static const bool col = true; };
template <class T> struct regs;
template <> struct regs<f16> { static const int n = 8; };
template <> struct regs<bf16> { static const int n = 4; };
template <> struct regs<float> { static const int n = 4; };
template <> struct regs<signed char> { static const int n = 2; };
template <> struct regs<unsigned char> { static const int n = 2; };
__device__ __forceinline__ unsigned tf32(unsigned bits) {
#if __CUDA_ARCH__ >= 800
  unsigned r; asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(__uint_as_float(bits))); return r;
#else
  return bits;
#endif
}
template <class T> __device__ __forceinline__ unsigned splat(T v) {
  if constexpr (sizeof(T) == 1) return (unsigned)(unsigned char)v * 0x01010101u;
  else if constexpr (sizeof(T) == 2) return (unsigned)v.bits * 0x10001u;
  else return tf32(__float_as_uint(v));
}
template <class T, class L> struct frag_a {
  unsigned r[regs<T>::n];
  static __device__ __forceinline__ frag_a filled(T v) { frag_a f; for (int i = 0; i < regs<T>::n; ++i) f.r[i] = splat(v); return f; }
};
template <class T, class L> struct frag_b {
  unsigned r[regs<T>::n];
  static __device__ __forceinline__ frag_b filled(T v) { frag_b f; for (int i = 0; i < regs<T>::n; ++i) f.r[i] = splat(v); return f; }
};
template <class T> struct acc {
  T x[8];
  static __device__ __forceinline__ acc filled(T v) { acc f; for (int i = 0; i < 8; ++i) f.x[i] = v; return f; }
};
template <class F, class T> __device__ __forceinline__ void fill(F& f, T v) { f = F::filled(v); }

#define FC_WMMA_LD8(ins, R, C, ADDR) asm volatile(ins " {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;" : C(R[0]), C(R[1]), C(R[2]), C(R[3]), C(R[4]), C(R[5]), C(R[6]), C(R[7]) : ADDR, "r"((unsigned)ld) : "memory")
#define FC_WMMA_ST8(ins, R, C, ADDR) asm volatile(ins " [%0], {%1,%2,%3,%4,%5,%6,%7,%8}, %9;" :: ADDR, C(R[0]), C(R[1]), C(R[2]), C(R[3]), C(R[4]), C(R[5]), C(R[6]), C(R[7]), "r"((unsigned)ld) : "memory")
#define FC_WMMA_LD4(ins, R, C, ADDR) asm volatile(ins " {%0,%1,%2,%3}, [%4], %5;" : C(R[0]), C(R[1]), C(R[2]), C(R[3]) : ADDR, "r"((unsigned)ld) : "memory")
#define FC_WMMA_ST4(ins, R, C, ADDR) asm volatile(ins " [%0], {%1,%2,%3,%4}, %5;" :: ADDR, C(R[0]), C(R[1]), C(R[2]), C(R[3]), "r"((unsigned)ld) : "memory")
#define FC_WMMA_LD2(ins, R, C, ADDR) asm volatile(ins " {%0,%1}, [%2], %3;" : C(R[0]), C(R[1]) : ADDR, "r"((unsigned)ld) : "memory")
#define FC_WMMA_ST2(ins, R, C, ADDR) asm volatile(ins " [%0], {%1,%2}, %3;" :: ADDR, C(R[0]), C(R[1]), "r"((unsigned)ld) : "memory")
#define FC_WMMA_SPACES(OP, N, pre, ty, R, C) \
  if (__isShared(p)) { \
    unsigned fc_s = (unsigned)__cvta_generic_to_shared(p); \
    FC_WMMA_##OP##N(pre ".shared" ty, R, C, "r"(fc_s)); \
  } else { \
    FC_WMMA_##OP##N(pre ty, R, C, "l"(p)); \
  }
#define FC_WMMA_LAYOUTS(OP, N, op, shape, ty, R, C) \
  if constexpr (L::col) { FC_WMMA_SPACES(OP, N, "wmma." op ".sync.aligned.col." shape, ty, R, C) } \
  else { FC_WMMA_SPACES(OP, N, "wmma." op ".sync.aligned.row." shape, ty, R, C) }

template <class L, class T> __device__ __forceinline__ frag_a<T, L> load_a_at(const T* p, usize ld) {
  frag_a<T, L> f;
  if constexpr (same<T, f16>::value) { FC_WMMA_LAYOUTS(LD, 8, "load.a", "m16n16k16", ".f16", f.r, "=r") }
  else if constexpr (same<T, bf16>::value) { FC_WMMA_LAYOUTS(LD, 4, "load.a", "m16n16k16", ".bf16", f.r, "=r") }
  else if constexpr (same<T, float>::value) { FC_WMMA_LAYOUTS(LD, 4, "load.a", "m16n16k8", ".tf32", f.r, "=r") }
  else if constexpr (same<T, signed char>::value) { FC_WMMA_LAYOUTS(LD, 2, "load.a", "m16n16k16", ".s8", f.r, "=r") }
  else if constexpr (same<T, unsigned char>::value) { FC_WMMA_LAYOUTS(LD, 2, "load.a", "m16n16k16", ".u8", f.r, "=r") }
  if constexpr (same<T, float>::value)
    for (int i = 0; i < 4; ++i) f.r[i] = tf32(f.r[i]);
  return f;
}
template <class L, class T> __device__ __forceinline__ frag_b<T, L> load_b_at(const T* p, usize ld) {
  frag_b<T, L> f;
  if constexpr (same<T, f16>::value) { FC_WMMA_LAYOUTS(LD, 8, "load.b", "m16n16k16", ".f16", f.r, "=r") }
  else if constexpr (same<T, bf16>::value) { FC_WMMA_LAYOUTS(LD, 4, "load.b", "m16n16k16", ".bf16", f.r, "=r") }
  else if constexpr (same<T, float>::value) { FC_WMMA_LAYOUTS(LD, 4, "load.b", "m16n16k8", ".tf32", f.r, "=r") }
  else if constexpr (same<T, signed char>::value) { FC_WMMA_LAYOUTS(LD, 2, "load.b", "m16n16k16", ".s8", f.r, "=r") }
  else if constexpr (same<T, unsigned char>::value) { FC_WMMA_LAYOUTS(LD, 2, "load.b", "m16n16k16", ".u8", f.r, "=r") }
  if constexpr (same<T, float>::value)
    for (int i = 0; i < 4; ++i) f.r[i] = tf32(f.r[i]);
  return f;
}
template <class L, class T> __device__ __forceinline__ acc<T> load_c_at(const T* p, usize ld) {
  acc<T> f;
  if constexpr (same<T, float>::value) { FC_WMMA_LAYOUTS(LD, 8, "load.c", "m16n16k16", ".f32", f.x, "=f") }
  else if constexpr (same<T, int>::value) { FC_WMMA_LAYOUTS(LD, 8, "load.c", "m16n16k16", ".s32", f.x, "=r") }
  else {
    unsigned h[4];
    FC_WMMA_LAYOUTS(LD, 4, "load.c", "m16n16k16", ".f16", h, "=r")
    for (int i = 0; i < 4; ++i) { f.x[2 * i].bits = (unsigned short)h[i]; f.x[2 * i + 1].bits = (unsigned short)(h[i] >> 16); }
  }
  return f;
}
template <class L, class T> __device__ __forceinline__ void store_at(T* p, usize ld, const acc<T>& f) {
  if constexpr (same<T, float>::value) { FC_WMMA_LAYOUTS(ST, 8, "store.d", "m16n16k16", ".f32", f.x, "f") }
  else if constexpr (same<T, int>::value) { FC_WMMA_LAYOUTS(ST, 8, "store.d", "m16n16k16", ".s32", f.x, "r") }
  else {
    unsigned h[4];
    for (int i = 0; i < 4; ++i) h[i] = (unsigned)f.x[2 * i].bits | ((unsigned)f.x[2 * i + 1].bits << 16);
    FC_WMMA_LAYOUTS(ST, 4, "store.d", "m16n16k16", ".f16", h, "r")
  }
}
#define FC_MMA_LAYOUTS(X) \
  if constexpr (!LA::col && !LB::col) { X("row", "row") } \
  else if constexpr (!LA::col) { X("row", "col") } \
  else if constexpr (!LB::col) { X("col", "row") } \
  else { X("col", "col") }
#define FC_MMA_F16_F32(la, lb) asm("wmma.mma.sync.aligned." la "." lb ".m16n16k16.f32.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9,%10,%11,%12,%13,%14,%15}, {%16,%17,%18,%19,%20,%21,%22,%23}, {%0,%1,%2,%3,%4,%5,%6,%7};" : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3]), "+f"(D[4]), "+f"(D[5]), "+f"(D[6]), "+f"(D[7]) : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(a.r[4]), "r"(a.r[5]), "r"(a.r[6]), "r"(a.r[7]), "r"(b.r[0]), "r"(b.r[1]), "r"(b.r[2]), "r"(b.r[3]), "r"(b.r[4]), "r"(b.r[5]), "r"(b.r[6]), "r"(b.r[7]));
#define FC_MMA_F16_F16(la, lb) asm("wmma.mma.sync.aligned." la "." lb ".m16n16k16.f16.f16 {%0,%1,%2,%3}, {%4,%5,%6,%7,%8,%9,%10,%11}, {%12,%13,%14,%15,%16,%17,%18,%19}, {%0,%1,%2,%3};" : "+r"(D[0]), "+r"(D[1]), "+r"(D[2]), "+r"(D[3]) : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(a.r[4]), "r"(a.r[5]), "r"(a.r[6]), "r"(a.r[7]), "r"(b.r[0]), "r"(b.r[1]), "r"(b.r[2]), "r"(b.r[3]), "r"(b.r[4]), "r"(b.r[5]), "r"(b.r[6]), "r"(b.r[7]));
#define FC_MMA_BF16(la, lb) asm("wmma.mma.sync.aligned." la "." lb ".m16n16k16.f32.bf16.bf16.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3,%4,%5,%6,%7};" : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3]), "+f"(D[4]), "+f"(D[5]), "+f"(D[6]), "+f"(D[7]) : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]), "r"(b.r[2]), "r"(b.r[3]));
#define FC_MMA_TF32(la, lb) asm("wmma.mma.sync.aligned." la "." lb ".m16n16k8.f32.tf32.tf32.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3,%4,%5,%6,%7};" : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3]), "+f"(D[4]), "+f"(D[5]), "+f"(D[6]), "+f"(D[7]) : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]), "r"(b.r[2]), "r"(b.r[3]));
#define FC_MMA_S8(la, lb) asm("wmma.mma.sync.aligned." la "." lb ".m16n16k16.s32.s8.s8.s32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9}, {%10,%11}, {%0,%1,%2,%3,%4,%5,%6,%7};" : "+r"(D[0]), "+r"(D[1]), "+r"(D[2]), "+r"(D[3]), "+r"(D[4]), "+r"(D[5]), "+r"(D[6]), "+r"(D[7]) : "r"(a.r[0]), "r"(a.r[1]), "r"(b.r[0]), "r"(b.r[1]));
#define FC_MMA_U8(la, lb) asm("wmma.mma.sync.aligned." la "." lb ".m16n16k16.s32.u8.u8.s32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9}, {%10,%11}, {%0,%1,%2,%3,%4,%5,%6,%7};" : "+r"(D[0]), "+r"(D[1]), "+r"(D[2]), "+r"(D[3]), "+r"(D[4]), "+r"(D[5]), "+r"(D[6]), "+r"(D[7]) : "r"(a.r[0]), "r"(a.r[1]), "r"(b.r[0]), "r"(b.r[1]));
template <class C, class T, class LA, class LB>
__device__ __forceinline__ void mma(acc<C>& d, const frag_a<T, LA>& a, const frag_b<T, LB>& b) {
  if constexpr (same<C, f16>::value) {
    unsigned D[4];
    for (int i = 0; i < 4; ++i) D[i] = (unsigned)d.x[2 * i].bits | ((unsigned)d.x[2 * i + 1].bits << 16);
    FC_MMA_LAYOUTS(FC_MMA_F16_F16)
    for (int i = 0; i < 4; ++i) { d.x[2 * i].bits = (unsigned short)D[i]; d.x[2 * i + 1].bits = (unsigned short)(D[i] >> 16); }
  } else {
    C* D = d.x;
    if constexpr (same<T, f16>::value) { FC_MMA_LAYOUTS(FC_MMA_F16_F32) }
    else if constexpr (same<T, bf16>::value) { FC_MMA_LAYOUTS(FC_MMA_BF16) }
    else if constexpr (same<T, float>::value) { FC_MMA_LAYOUTS(FC_MMA_TF32) }
    else if constexpr (same<T, signed char>::value) { FC_MMA_LAYOUTS(FC_MMA_S8) }
    else { FC_MMA_LAYOUTS(FC_MMA_U8) }
  }
}
// Elements from a tile's first to its last, plus one: (lines - 1) * ld + run, saturating.
__device__ __forceinline__ usize tile_span(usize lines, usize run, usize ld) {
  usize s = (lines - 1) * ld;
  return (ld != 0 && s / ld != lines - 1) || s + run < s ? ~0ull : s + run;
}
#define FC_WMMA_MISALIGNED(op) "`" op "` needs its tile at an address aligned to 32 bytes and a leading dimension that is a multiple of 16 bytes"
// (Unless `Align` is false: the translator proved the tile aligned.)
template <bool Align, class T> __device__ __forceinline__ void check_aligned(const T* p, usize ld, const char* misaligned,
                                                    const char* file, unsigned line, unsigned col) {
  if constexpr (Align) {
    if (__builtin_expect((((usize)p) & 31) != 0 || ((ld * sizeof(T)) & 15) != 0, 0)) panic_msg(misaligned, file, line, col);
  }
}
// A load's tile: `&x[start..]` then the tile's `[..span]` of it, checked as Rust checks the two
// (unless `Range` is false: the translator proved it); then its alignment.
template <bool Range, bool Align, class T>
__device__ __forceinline__ void check_load(const T* p, usize start, usize span, usize len, usize ld, const char* misaligned,
                                           const char* file, unsigned line, unsigned col) {
  if constexpr (Range) {
    if (__builtin_expect(start > len, 0)) slice_fail(start, len, len, file, line, col);
    if (__builtin_expect(span > len - start, 0)) slice_fail(0, span, len - start, file, line, col);
  }
  check_aligned<Align>(p + start, ld, misaligned, file, line, col);
}
// `load_a`, `load_b` and `load_c`, checked: the tile's range in `src`, its alignment.
template <class L, bool Range = true, bool Align = true, class T>
__device__ __forceinline__ frag_a<T, L> load_a(const T* p, usize len, usize start, usize ld, const char* misaligned, const char* file, unsigned line, unsigned col) {
  const usize R = 16, C = (same<T, float>::value ? 8 : 16);
  check_load<Range, Align>(p, start, L::col ? tile_span(C, R, ld) : tile_span(R, C, ld), len, ld, misaligned, file, line, col);
  return load_a_at<L>(p + start, ld);
}
template <class L, bool Range = true, bool Align = true, class T>
__device__ __forceinline__ frag_b<T, L> load_b(const T* p, usize len, usize start, usize ld, const char* misaligned, const char* file, unsigned line, unsigned col) {
  const usize R = (same<T, float>::value ? 8 : 16), C = 16;
  check_load<Range, Align>(p, start, L::col ? tile_span(C, R, ld) : tile_span(R, C, ld), len, ld, misaligned, file, line, col);
  return load_b_at<L>(p + start, ld);
}
template <class L, bool Range = true, bool Align = true, class T>
__device__ __forceinline__ acc<T> load_c(const T* p, usize len, usize start, usize ld, const char* misaligned, const char* file, unsigned line, unsigned col) {
  check_load<Range, Align>(p, start, tile_span(16, 16, ld), len, ld, misaligned, file, line, col);
  return load_c_at<L>(p + start, ld);
}
// A store's tile: `dst[offset..offset + span]`, checked as that range is.
template <class L, bool Range = true, bool Align = true, class T>
__device__ __forceinline__ void store(T* p, usize len, usize offset, usize ld, const acc<T>& f, const char* misaligned,
                                     const char* file, unsigned line, unsigned col) {
  const usize span = tile_span(16, 16, ld);
  if constexpr (Range) {
    if (__builtin_expect(offset > len || span > len - offset, 0)) slice_fail(offset, offset + span, len, file, line, col);
  }
  check_aligned<Align>(p + offset, ld, misaligned, file, line, col);
  store_at<L>(p + offset, ld, f);
}
template <class T> __device__ __forceinline__ T get(const acc<T>& f, usize i, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(i >= 8, 0)) panic(PANIC_INDEX, 0, i, 8, 2, file, line, col);
  return f.x[i];
}
template <class T> __device__ __forceinline__ void set(acc<T>& f, usize i, T v, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(i >= 8, 0)) panic(PANIC_INDEX, 0, i, 8, 2, file, line, col);
  f.x[i] = v;
}
}  // namespace wmma

#endif  // FC_WITH_WMMA

#ifdef FC_WITH_COOPERATION  // as above
// ---- cooperation ----

__device__ __forceinline__ unsigned lane_id() { unsigned l; asm("mov.u32 %0, %%laneid;" : "=r"(l)); return l; }
__device__ __forceinline__ unsigned lanemask_lt() { unsigned m; asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m)); return m; }
__device__ __forceinline__ unsigned lanemask_le() { unsigned m; asm("mov.u32 %0, %%lanemask_le;" : "=r"(m)); return m; }
__device__ __forceinline__ unsigned lanemask_gt() { unsigned m; asm("mov.u32 %0, %%lanemask_gt;" : "=r"(m)); return m; }
__device__ __forceinline__ unsigned lanemask_ge() { unsigned m; asm("mov.u32 %0, %%lanemask_ge;" : "=r"(m)); return m; }
// `warp::match_all`: the mask when every lane of it holds the same value, else 0.
template <class T> __device__ __forceinline__ unsigned match_all(unsigned mask, T v) {
  int pred;
  return __match_all_sync(mask, v, &pred);
}
// `warpgroup::index()`: four consecutive warps of the block.
// (Through a shuffle from the warp's first running lane: the compiler then knows the value is
// the same in every lane, so that a branch on it is not divergent, which would serialize the
// warpgroup's multiplies inside it.)
__device__ __forceinline__ unsigned warpgroup_index() {
  const unsigned active = __activemask();
  const unsigned index = (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) / 128u;
  return __shfl_sync(active, index, __ffs(active) - 1);
}
// `warpgroup::set_max_registers` / `release_registers`: Hopper's `setmaxnreg`, which only code
// for sm_90a has (the runtime compiles for sm_90a on a 9.0 GPU); elsewhere a hint not taken.
template <unsigned N> __device__ __forceinline__ void setmaxnreg_inc() {
  static_assert(N >= 24 && N <= 256 && N % 8 == 0, "a register count is 24 to 256, a multiple of 8");
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" ::"n"(N));
#endif
}
template <unsigned N> __device__ __forceinline__ void setmaxnreg_dec() {
  static_assert(N >= 24 && N <= 256 && N % 8 == 0, "a register count is 24 to 256, a multiple of 8");
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" ::"n"(N));
#endif
}
// `warp::elect_one`: true in the lowest lane of the mask (every lane of it takes part).
__device__ __forceinline__ bool elect_one(unsigned mask) {
#if __CUDA_ARCH__ >= 900
  unsigned elected;
  asm volatile("{\n .reg .pred p;\n elect.sync _|p, %1;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(elected) : "r"(mask));
  return elected != 0u;
#else
  return lane_id() == (unsigned)(__ffs(__ballot_sync(mask, 1)) - 1);
#endif
}
__device__ __forceinline__ unsigned dynamic_smem_bytes() { unsigned n; asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(n)); return n; }

// Atomics, for every type CUDA has them for; 64-bit signed ones through the unsigned
// instruction (two's complement makes add, exchange, bitwise and compare-and-swap the same).
typedef unsigned long long ull;
__device__ __forceinline__ int atomic_add(int* p, int v) { return atomicAdd(p, v); }
__device__ __forceinline__ unsigned atomic_add(unsigned* p, unsigned v) { return atomicAdd(p, v); }
__device__ __forceinline__ ull atomic_add(ull* p, ull v) { return atomicAdd(p, v); }
__device__ __forceinline__ long long atomic_add(long long* p, long long v) { return (long long)atomicAdd((ull*)p, (ull)v); }
__device__ __forceinline__ float atomic_add(float* p, float v) { return atomicAdd(p, v); }
__device__ __forceinline__ double atomic_add(double* p, double v) { return atomicAdd(p, v); }
__device__ __forceinline__ int atomic_sub(int* p, int v) { return atomicSub(p, v); }
__device__ __forceinline__ unsigned atomic_sub(unsigned* p, unsigned v) { return atomicSub(p, v); }
__device__ __forceinline__ ull atomic_sub(ull* p, ull v) { return atomicAdd(p, (ull)0 - v); }
__device__ __forceinline__ long long atomic_sub(long long* p, long long v) { return (long long)atomicAdd((ull*)p, (ull)0 - (ull)v); }
__device__ __forceinline__ float atomic_sub(float* p, float v) { return atomicAdd(p, -v); }
__device__ __forceinline__ double atomic_sub(double* p, double v) { return atomicAdd(p, -v); }
__device__ __forceinline__ int atomic_exch(int* p, int v) { return atomicExch(p, v); }
__device__ __forceinline__ unsigned atomic_exch(unsigned* p, unsigned v) { return atomicExch(p, v); }
__device__ __forceinline__ ull atomic_exch(ull* p, ull v) { return atomicExch(p, v); }
__device__ __forceinline__ long long atomic_exch(long long* p, long long v) { return (long long)atomicExch((ull*)p, (ull)v); }
__device__ __forceinline__ float atomic_exch(float* p, float v) { return atomicExch(p, v); }
__device__ __forceinline__ double atomic_exch(double* p, double v) {
  return __longlong_as_double((long long)atomicExch((ull*)p, (ull)__double_as_longlong(v)));
}
__device__ __forceinline__ int atomic_min(int* p, int v) { return atomicMin(p, v); }
__device__ __forceinline__ unsigned atomic_min(unsigned* p, unsigned v) { return atomicMin(p, v); }
__device__ __forceinline__ ull atomic_min(ull* p, ull v) { return atomicMin(p, v); }
__device__ __forceinline__ long long atomic_min(long long* p, long long v) { return atomicMin(p, v); }
__device__ __forceinline__ int atomic_max(int* p, int v) { return atomicMax(p, v); }
__device__ __forceinline__ unsigned atomic_max(unsigned* p, unsigned v) { return atomicMax(p, v); }
__device__ __forceinline__ ull atomic_max(ull* p, ull v) { return atomicMax(p, v); }
__device__ __forceinline__ long long atomic_max(long long* p, long long v) { return atomicMax(p, v); }
#define FC_ATOMIC_BITS(name, cuda)                                                                        \
  __device__ __forceinline__ int name(int* p, int v) { return cuda(p, v); }                              \
  __device__ __forceinline__ unsigned name(unsigned* p, unsigned v) { return cuda(p, v); }               \
  __device__ __forceinline__ ull name(ull* p, ull v) { return cuda(p, v); }                              \
  __device__ __forceinline__ long long name(long long* p, long long v) { return (long long)cuda((ull*)p, (ull)v); }
FC_ATOMIC_BITS(atomic_and, atomicAnd)
FC_ATOMIC_BITS(atomic_or, atomicOr)
FC_ATOMIC_BITS(atomic_xor, atomicXor)
#undef FC_ATOMIC_BITS
__device__ __forceinline__ unsigned atomic_inc(unsigned* p, unsigned limit) { return atomicInc(p, limit); }
__device__ __forceinline__ unsigned atomic_dec(unsigned* p, unsigned limit) { return atomicDec(p, limit); }
__device__ __forceinline__ int atomic_cas(int* p, int e, int n) { return atomicCAS(p, e, n); }
__device__ __forceinline__ unsigned atomic_cas(unsigned* p, unsigned e, unsigned n) { return atomicCAS(p, e, n); }
__device__ __forceinline__ ull atomic_cas(ull* p, ull e, ull n) { return atomicCAS(p, e, n); }
__device__ __forceinline__ long long atomic_cas(long long* p, long long e, long long n) {
  return (long long)atomicCAS((ull*)p, (ull)e, (ull)n);
}
// The rest have no instruction: a compare-and-swap loop on the bits. Float min and max are
// Rust's `f32::min`/`max` (fminf: a NaN operand is ignored); a float cas compares bits.
#define FC_ATOMIC_CAS_LOOP(T, B, to_bits, from_bits, next)                                      \
  B* q = (B*)p;                                                                                \
  B old = *(volatile B*)q, assumed;                                                            \
  do {                                                                                         \
    assumed = old;                                                                             \
    T cur = from_bits(assumed);                                                                \
    B n = to_bits(next);                                                                       \
    if (n == assumed) break;                                                                   \
    old = atomicCAS(q, assumed, n);                                                            \
  } while (old != assumed);                                                                    \
  return from_bits(old);
__device__ __forceinline__ ull fc_u64_bits(ull v) { return v; }
__device__ __forceinline__ ull fc_f64_to_bits(double v) { return (ull)__double_as_longlong(v); }
__device__ __forceinline__ double fc_f64_from_bits(ull v) { return __longlong_as_double((long long)v); }
__device__ __forceinline__ float atomic_min(float* p, float v) { FC_ATOMIC_CAS_LOOP(float, unsigned, __float_as_uint, __uint_as_float, fminf(cur, v)) }
__device__ __forceinline__ float atomic_max(float* p, float v) { FC_ATOMIC_CAS_LOOP(float, unsigned, __float_as_uint, __uint_as_float, fmaxf(cur, v)) }
__device__ __forceinline__ double atomic_min(double* p, double v) { FC_ATOMIC_CAS_LOOP(double, ull, fc_f64_to_bits, fc_f64_from_bits, fmin(cur, v)) }
__device__ __forceinline__ double atomic_max(double* p, double v) { FC_ATOMIC_CAS_LOOP(double, ull, fc_f64_to_bits, fc_f64_from_bits, fmax(cur, v)) }
__device__ __forceinline__ ull atomic_inc(ull* p, ull limit) { FC_ATOMIC_CAS_LOOP(ull, ull, fc_u64_bits, fc_u64_bits, cur >= limit ? 0ull : cur + 1ull) }
__device__ __forceinline__ ull atomic_dec(ull* p, ull limit) { FC_ATOMIC_CAS_LOOP(ull, ull, fc_u64_bits, fc_u64_bits, (cur == 0ull || cur > limit) ? limit : cur - 1ull) }
#undef FC_ATOMIC_CAS_LOOP
__device__ __forceinline__ float atomic_cas(float* p, float e, float n) {
  return __uint_as_float(atomicCAS((unsigned*)p, __float_as_uint(e), __float_as_uint(n)));
}
__device__ __forceinline__ double atomic_cas(double* p, double e, double n) {
  return fc_f64_from_bits(atomicCAS((ull*)p, fc_f64_to_bits(e), fc_f64_to_bits(n)));
}
// f16 and bf16: 16-bit atomics by generic address (global or shared). `add` is one
// instruction (bf16's from sm_90); the rest compare-and-swap the 16 bits.
__device__ __forceinline__ unsigned short atomic_cas16(unsigned short* p, unsigned short e, unsigned short n) {
  unsigned short old;
  asm volatile("atom.cas.b16 %0, [%1], %2, %3;" : "=h"(old) : "l"(p), "h"(e), "h"(n) : "memory");
  return old;
}
#define FC_HALF_CAS_LOOP(H, next)                                                                 \
  unsigned short* q = (unsigned short*)p;                                                          \
  unsigned short old = *(volatile unsigned short*)q, assumed;                                      \
  do {                                                                                             \
    assumed = old;                                                                                 \
    H cur = H{assumed};                                                                            \
    unsigned short n = (next).bits;                                                                \
    if (n == assumed) break;                                                                       \
    old = atomic_cas16(q, assumed, n);                                                             \
  } while (old != assumed);                                                                        \
  return H{old};
__device__ __forceinline__ f16 atomic_add(f16* p, f16 v) {
  f16 old; asm volatile("atom.add.noftz.f16 %0, [%1], %2;" : "=h"(old.bits) : "l"(p), "h"(v.bits) : "memory"); return old;
}
__device__ __forceinline__ bf16 atomic_add(bf16* p, bf16 v) {
#if __CUDA_ARCH__ >= 900
  bf16 old; asm volatile("atom.add.noftz.bf16 %0, [%1], %2;" : "=h"(old.bits) : "l"(p), "h"(v.bits) : "memory"); return old;
#else
  FC_HALF_CAS_LOOP(bf16, cur + v)
#endif
}
#define FC_HALF_ATOMICS(H)                                                                                  \
  __device__ __forceinline__ H atomic_sub(H* p, H v) { return atomic_add(p, -v); }                         \
  __device__ __forceinline__ H atomic_exch(H* p, H v) { FC_HALF_CAS_LOOP(H, v) }                           \
  __device__ __forceinline__ H atomic_min(H* p, H v) { FC_HALF_CAS_LOOP(H, to_half<H>(fminf((float)cur, (float)v))) } \
  __device__ __forceinline__ H atomic_max(H* p, H v) { FC_HALF_CAS_LOOP(H, to_half<H>(fmaxf((float)cur, (float)v))) } \
  __device__ __forceinline__ H atomic_cas(H* p, H e, H n) { return H{atomic_cas16((unsigned short*)p, e.bits, n.bits)}; }
FC_HALF_ATOMICS(f16)
FC_HALF_ATOMICS(bf16)
#undef FC_HALF_ATOMICS
#undef FC_HALF_CAS_LOOP

// Warp exchanges of f16 and bf16 values: their bits. Found by argument-dependent lookup
// beside CUDA's own overloads of these names (and declared after `match_all`, whose own
// lookup must see CUDA's).
#define FC_HALF_WARP(H)                                                                                         \
  __device__ __forceinline__ H __shfl_sync(unsigned m, H v, int l) { return H{(unsigned short)::__shfl_sync(m, (unsigned)v.bits, l)}; } \
  __device__ __forceinline__ H __shfl_up_sync(unsigned m, H v, unsigned d) { return H{(unsigned short)::__shfl_up_sync(m, (unsigned)v.bits, d)}; } \
  __device__ __forceinline__ H __shfl_down_sync(unsigned m, H v, unsigned d) { return H{(unsigned short)::__shfl_down_sync(m, (unsigned)v.bits, d)}; } \
  __device__ __forceinline__ H __shfl_xor_sync(unsigned m, H v, int l) { return H{(unsigned short)::__shfl_xor_sync(m, (unsigned)v.bits, l)}; } \
  __device__ __forceinline__ unsigned __match_any_sync(unsigned m, H v) { return ::__match_any_sync(m, (unsigned)v.bits); } \
  __device__ __forceinline__ unsigned __match_all_sync(unsigned m, H v, int* pred) { return ::__match_all_sync(m, (unsigned)v.bits, pred); }
FC_HALF_WARP(f16)
FC_HALF_WARP(bf16)
#undef FC_HALF_WARP

#endif  // FC_WITH_COOPERATION

#ifdef FC_WITH_MBARRIER  // as above
// ---- `mbarrier::`: split-phase barriers, one per `u64` of shared memory (sm_80 and later) ----
// The `.shared.b64` forms (no `.release`/`.cta` qualifiers) run on sm_80; sm_90's `try_wait`
// suspends the thread in hardware for a while instead of spinning.

__device__ __forceinline__ unsigned smem_address(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }

// A barrier reached through a `#[device]` fn's slice: checked to be shared memory.
__device__ __forceinline__ unsigned long long* shared_barrier(const unsigned long long* bar, const char* file,
                                                              unsigned line, unsigned col) {
  if (__builtin_expect(!__isShared(bar), 0))
    panic_msg("a barrier is a `u64` of a shared array, and this one is not in shared memory (a `#[device]` fn's slice must be a shared array)",
              file, line, col);
  return const_cast<unsigned long long*>(bar);
}

__device__ __forceinline__ void mbarrier_init(unsigned long long* bar, unsigned count, const char* file, unsigned line,
                                              unsigned col) {
  if (__builtin_expect(count == 0u || count > 0xfffffu, 0))
    panic_msg("`mbarrier::init` with a count of 0 or over 1048575: a barrier counts 1 to 1048575 arrivals a phase",
              file, line, col);
  asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(smem_address(bar)), "r"(count) : "memory");
#if __CUDA_ARCH__ >= 900
  // (The barrier seen set up by the tensor copies that will complete at it: another proxy.)
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
#endif
}

__device__ __forceinline__ void mbarrier_arrive(unsigned long long* bar) {
  asm volatile("{\n .reg .b64 state;\n mbarrier.arrive.shared.b64 state, [%0];\n}" ::"r"(smem_address(bar)) : "memory");
}

// Transaction counts (sm_90): a phase completes once its arrivals are in and its expected
// bytes have landed. Code for an older GPU panics: it has no such counts.
#if __CUDA_ARCH__ >= 900
#define FC_TX_ASM(text, bar, bytes) asm volatile(text ::"r"(smem_address(bar)), "r"(bytes) : "memory")
#else
#define FC_TX_ASM(text, bar, bytes) \
  panic_msg("`mbarrier::…_tx` needs a GPU of compute capability 9.0 or later", file, line, col)
#endif
__device__ __forceinline__ void mbarrier_expect_tx(unsigned long long* bar, unsigned bytes, const char* file,
                                                   unsigned line, unsigned col) {
  FC_TX_ASM("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;", bar, bytes);
}
__device__ __forceinline__ void mbarrier_arrive_expect_tx(unsigned long long* bar, unsigned bytes, const char* file,
                                                          unsigned line, unsigned col) {
  FC_TX_ASM("{\n .reg .b64 state;\n mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 state, [%0], %1;\n}", bar,
            bytes);
}
__device__ __forceinline__ void mbarrier_complete_tx(unsigned long long* bar, unsigned bytes, const char* file,
                                                     unsigned line, unsigned col) {
  FC_TX_ASM("mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [%0], %1;", bar, bytes);
}
#undef FC_TX_ASM

// `pipeline::arrive_on`: an arrival, made by the hardware once the thread's `cp.async` copies
// issued so far have landed (`.noinc`: it is one of the count, not an extra one).
__device__ __forceinline__ void mbarrier_arrive_on_copies(unsigned long long* bar) {
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem_address(bar)) : "memory");
}

// Whether the phase of `phase`'s parity has completed.
__device__ __forceinline__ bool mbarrier_test(unsigned address, unsigned phase) {
  unsigned done;
#if __CUDA_ARCH__ >= 900
  asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}"
               : "=r"(done) : "r"(address), "r"(phase & 1u) : "memory");
#else
  asm volatile("{\n .reg .pred p;\n mbarrier.test_wait.parity.shared.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}"
               : "=r"(done) : "r"(address), "r"(phase & 1u) : "memory");
#endif
  return done != 0u;
}

__device__ __forceinline__ bool mbarrier_try_wait(unsigned long long* bar, unsigned phase) {
  return mbarrier_test(smem_address(bar), phase);
}

__device__ __forceinline__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

// A wait that has not ended after this long is a deadlock: a kernel panic, not a hang.
#define FC_MBARRIER_TIMEOUT_NS 10000000000ull

// (Inlined: a call here would keep `setmaxnreg` from lowering a producer's registers, ptxas
// keeping the callee's needs.)
__device__ __forceinline__ void mbarrier_wait_slow(unsigned address, unsigned phase, const char* file, unsigned line,
                                                unsigned col) {
  unsigned long long start = global_ns();
  while (!mbarrier_test(address, phase)) {
    if (global_ns() - start > FC_MBARRIER_TIMEOUT_NS)
      panic_msg("deadlock: a barrier phase did not complete in 10 s (a wait on the wrong parity, or a missing arrival)",
                file, line, col);
  }
}

__device__ __forceinline__ void mbarrier_wait(unsigned long long* bar, unsigned phase, const char* file, unsigned line,
                                              unsigned col) {
  unsigned address = smem_address(bar);
  if (__builtin_expect(!mbarrier_test(address, phase), 0)) mbarrier_wait_slow(address, phase, file, line, col);
}

// ---- `tma::`: tensor copies through a tensor map (sm_90) ----
// The map is CUDA's `CUtensorMap`, encoded on the host; a kernel takes it as a
// `const __grid_constant__` parameter, whose generic address the copy reads it at.
struct __align__(64) tensor_map { unsigned long long bits[16]; };

// `fence::proxy_async()`: this thread's shared-memory accesses ordered before the tensor
// copies issued after it (they run in another proxy). Older GPUs have no such copies.
__device__ __forceinline__ void fence_proxy_async() {
#if __CUDA_ARCH__ >= 900
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
#endif
}

// `tile[j..j + box]`'s shared address, checked to fit and to be aligned as the copy needs (the
// simulator's words: backend/sim/tma.rs).
template <unsigned ALIGN, class T>
__device__ __forceinline__ unsigned tma_destination(T* tile, unsigned long long len, unsigned long long j,
                                                    unsigned long long box, const char* file, unsigned line,
                                                    unsigned col) {
  if (__builtin_expect(j > len || box > len - j, 0))
    panic_msg("`tma::load`: the box does not fit in the shared array from index `j` on", file, line, col);
  if (__builtin_expect(!__isShared(tile + j), 0))
    panic_msg("`tma::load`: the destination is not shared memory (a `#[device]` fn's slice must be a shared array)",
              file, line, col);
  unsigned a = smem_address(tile + j);
  if (__builtin_expect((a & 127u) != 0u, 0))
    panic_msg("`tma::load`: `tile[j..]` is not aligned to 128 bytes (make `j * size_of::<T>()` a multiple of 128)",
              file, line, col);
  if (ALIGN > 128u && __builtin_expect((a & (ALIGN - 1u)) != 0u, 0))
    panic_msg("`tma::load`: a swizzled tile's `tile[j..]` starts a group of 8 rows (make `j * size_of::<T>()` a multiple of 8 rows' bytes)",
              file, line, col);
  return a;
}

// The copy of the box at the coordinates (innermost first) into shared memory at `dst`, its
// bytes completed at the barrier at `bar`. Zeros where the box leaves the tensor.
#if __CUDA_ARCH__ >= 900
#define FC_TMA_LOAD(dims, coords, ...)                                                                         \
  asm volatile("cp.async.bulk.tensor." dims ".shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {" \
               coords "}], [%2];" ::"r"(dst), "l"(map), "r"(bar), __VA_ARGS__ : "memory")
#else
#define FC_TMA_LOAD(dims, coords, ...) \
  panic_msg("`tma::load` needs a GPU of compute capability 9.0 or later", file, line, col)
#endif
__device__ __forceinline__ void tma_load_1d(unsigned dst, const tensor_map* map, int x0, unsigned bar, const char* file,
                                            unsigned line, unsigned col) {
  FC_TMA_LOAD("1d", "%3", "r"(x0));
}
__device__ __forceinline__ void tma_load_2d(unsigned dst, const tensor_map* map, int x0, int x1, unsigned bar,
                                            const char* file, unsigned line, unsigned col) {
  FC_TMA_LOAD("2d", "%3, %4", "r"(x0), "r"(x1));
}
__device__ __forceinline__ void tma_load_3d(unsigned dst, const tensor_map* map, int x0, int x1, int x2, unsigned bar,
                                            const char* file, unsigned line, unsigned col) {
  FC_TMA_LOAD("3d", "%3, %4, %5", "r"(x0), "r"(x1), "r"(x2));
}
__device__ __forceinline__ void tma_load_4d(unsigned dst, const tensor_map* map, int x0, int x1, int x2, int x3,
                                            unsigned bar, const char* file, unsigned line, unsigned col) {
  FC_TMA_LOAD("4d", "%3, %4, %5, %6", "r"(x0), "r"(x1), "r"(x2), "r"(x3));
}
#undef FC_TMA_LOAD

// `tma::store`: the shared array at `src` into the box at the coordinates (innermost first),
// the parts outside the tensor not written; one of the thread's bulk groups.
#if __CUDA_ARCH__ >= 900
#define FC_TMA_STORE(dims, coords, ...)                                                                        \
  asm volatile("cp.async.bulk.tensor." dims ".global.shared::cta.tile.bulk_group [%0, {" coords "}], [%1];" \
               ::"l"(map), "r"(src), __VA_ARGS__ : "memory")
#else
#define FC_TMA_STORE(dims, coords, ...) \
  panic_msg("`tma::store` needs a GPU of compute capability 9.0 or later", file, line, col)
#endif
__device__ __forceinline__ void tma_store_1d(const tensor_map* map, int x0, unsigned src, const char* file,
                                             unsigned line, unsigned col) {
  FC_TMA_STORE("1d", "%2", "r"(x0));
}
__device__ __forceinline__ void tma_store_2d(const tensor_map* map, int x0, int x1, unsigned src, const char* file,
                                             unsigned line, unsigned col) {
  FC_TMA_STORE("2d", "%2, %3", "r"(x0), "r"(x1));
}
__device__ __forceinline__ void tma_store_3d(const tensor_map* map, int x0, int x1, int x2, unsigned src,
                                             const char* file, unsigned line, unsigned col) {
  FC_TMA_STORE("3d", "%2, %3, %4", "r"(x0), "r"(x1), "r"(x2));
}
__device__ __forceinline__ void tma_store_4d(const tensor_map* map, int x0, int x1, int x2, int x3, unsigned src,
                                             const char* file, unsigned line, unsigned col) {
  FC_TMA_STORE("4d", "%2, %3, %4, %5", "r"(x0), "r"(x1), "r"(x2), "r"(x3));
}
#undef FC_TMA_STORE

// `tma::commit()`, `tma::wait_prior_reads(n)` (the groups' shared arrays may be written
// again), `tma::wait_prior(n)` (their writes are done). No bulk copies before sm_90: no-ops.
__device__ __forceinline__ void tma_commit() {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.commit_group;" ::: "memory");
#endif
}
template <int N> __device__ __forceinline__ void tma_wait_reads() {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.wait_group.read %0;" ::"n"(N) : "memory");
#endif
}
template <int N> __device__ __forceinline__ void tma_wait() {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.wait_group %0;" ::"n"(N) : "memory");
#endif
}
#endif  // FC_WITH_MBARRIER

#ifdef FC_WITH_WGMMA  // as above
// ---- `wgmma::`: Hopper's warpgroup matrix multiply-accumulate (sm_90a) ----
// An accumulator `wgmma::Accumulator<64, N, f32>`: the 64 x N tile's f32s, N / 2 in each of
// the warpgroup's 128 threads. Element i of the thread whose index in its warpgroup is t
// (warp w = t / 32, lane l = t % 32) is at row 16 w + l / 4 + 8 ((i >> 1) & 1), column
// 8 (i >> 2) + 2 (l % 4) + (i & 1) (the simulator's layout too: lang/wgmma). The multiplies,
// one function per N a unit uses, and the register fence `wgacc_fence` are generated with the
// function that uses them (codegen's back/cuda/wgmma.rs): their operand lists are as long as
// the accumulator.
// A zeroed accumulator holds no values yet (`zero`): its first multiply ignores the registers
// (scale-d 0), so that no instruction but the multiplies writes them before the multiplies'
// last wait, which would serialize them; its elements read as 0 until then.
template <int N> struct wgacc {
  float x[N / 2];
  bool zero;
  static __device__ __forceinline__ wgacc filled(float v) {
    wgacc f;
    for (int i = 0; i < N / 2; ++i) f.x[i] = v;
    f.zero = false;
    return f;
  }
  static __device__ __forceinline__ wgacc zeroed() {
    wgacc f;
    f.zero = true;
    return f;
  }
};

// Element accesses start with the fence (an empty asm that redefines every register), so that
// the compiler keeps them after the multiplies' `wgmma::wait_prior`, which it cannot see
// writing them.
template <int N> __device__ __forceinline__ float wgacc_at(wgacc<N>& f, usize i) {
  wgacc_fence(f);
  return f.zero ? 0.0f : f.x[i];
}
template <int N> __device__ __forceinline__ void wgacc_put(wgacc<N>& f, usize i, float v) {
  wgacc_fence(f);
  if (f.zero) f = wgacc<N>::filled(0.0f);
  f.x[i] = v;
}
template <int N> __device__ __forceinline__ float wgacc_get(wgacc<N>& f, usize i, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(i >= (usize)(N / 2), 0)) panic(PANIC_INDEX, 0, i, N / 2, 2, file, line, col);
  return wgacc_at(f, i);
}
template <int N> __device__ __forceinline__ void wgacc_set(wgacc<N>& f, usize i, float v, const char* file, unsigned line, unsigned col) {
  if (__builtin_expect(i >= (usize)(N / 2), 0)) panic(PANIC_INDEX, 0, i, N / 2, 2, file, line, col);
  wgacc_put(f, i, v);
}
template <int N> __device__ __forceinline__ void wgacc_fill(wgacc<N>& f, float v) {
  wgacc_fence(f);
  f = wgacc<N>::filled(v);
}

__device__ __forceinline__ unsigned wgacc_thread() {
  return (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) & 127u;
}
__device__ __forceinline__ unsigned wgacc_row(usize i) {
  unsigned t = wgacc_thread();
  return 16u * (t >> 5) + ((t & 31u) >> 2) + 8u * (unsigned)((i >> 1) & 1u);
}
__device__ __forceinline__ unsigned wgacc_col(usize i) {
  unsigned t = wgacc_thread();
  return 8u * (unsigned)(i >> 2) + 2u * (t & 3u) + (unsigned)(i & 1u);
}

// Dynamic shared memory as a swizzled tile (aligned to 1024 bytes in such a unit: above).
__device__ __forceinline__ unsigned char* swizzled_smem() { return fc_dynamic_smem; }

__device__ __noinline__ void wgmma_unsupported(const char* file, unsigned line, unsigned col) {
  panic_msg("`wgmma::mma` needs a GPU of compute capability 9.0, in code compiled for sm_90a", file, line, col);
}

// The warpgroup operations need all 128 threads of the thread's warpgroup in the block (the
// simulator's words: lang/wgmma/sim.rs).
__device__ __forceinline__ void wgmma_whole_warpgroup(const char* file, unsigned line, unsigned col) {
  const unsigned threads = blockDim.x * blockDim.y * blockDim.z;
  const unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  if (__builtin_expect((t | 127u) >= threads, 0))
    panic_msg("`wgmma` operations need the 128 threads of a warpgroup, and this block leaves the thread's warpgroup short: make the block a multiple of 128 threads",
              file, line, col);
}

// The shared-memory descriptor of an operand at shared address `a` of a tile swizzled over
// rows of SPAN bytes (K-major: a row's elements are consecutive along K): 8-row groups
// 8 * SPAN bytes apart (the stride), the swizzle mode in the top bits (128 B: 1, 64 B: 2,
// 32 B: 3). The leading offset is unused for these layouts (16 bytes, as CUTLASS writes it).
template <unsigned SPAN> __device__ __forceinline__ unsigned long long wgmma_desc(unsigned a) {
  constexpr unsigned long long mode = SPAN == 128u ? 1ull : SPAN == 64u ? 2ull : 3ull;
  return (unsigned long long)((a & 0x3FFFFu) >> 4) | (1ull << 16) | ((unsigned long long)((8u * SPAN) >> 4) << 32) |
         (mode << 62);
}

// `tile[j..]` as an operand of `rows` rows (A: 64, B: N) of a swizzled tile: checked to lie in
// the tile, to start a group of 8 rows at a K offset of a multiple of 32 bytes, in shared
// memory aligned to the swizzle's 8 rows (the simulator's words: lang/wgmma/sim.rs).
template <unsigned SPAN, class T>
__device__ __forceinline__ unsigned long long wgmma_operand(const T* tile, usize len, usize j, usize rows,
                                                            const char* file, unsigned line, unsigned col) {
  wgmma_whole_warpgroup(file, line, col);
  constexpr usize row = SPAN / sizeof(T);
  const usize r0 = j / row, k0 = j % row;
  if (__builtin_expect(j > len || (r0 + rows) * row > len, 0))
    panic_msg("`wgmma::mma`: the operand's rows do not fit in the tile from index `j` on", file, line, col);
  if (__builtin_expect((r0 & 7u) != 0u || (k0 * sizeof(T)) % 32u != 0u, 0))
    panic_msg("`wgmma::mma`: an operand starts at a row that is a multiple of 8 and a column that is a multiple of 32 bytes",
              file, line, col);
  const T* first = tile + r0 * row;
  const unsigned a = (unsigned)__cvta_generic_to_shared(first);
  if (__builtin_expect(!__isShared(first) || (a & (8u * SPAN - 1u)) != 0u, 0))
    panic_msg("`wgmma::mma`: the tile is not a swizzled shared array aligned to its swizzle's 8 rows", file, line, col);
  return wgmma_desc<SPAN>(a + (unsigned)(k0 * sizeof(T)));
}
template <unsigned SPAN, class T>
__device__ __forceinline__ unsigned long long wgmma_operand_unchecked(const T* tile, usize j) {
  return wgmma_desc<SPAN>((unsigned)__cvta_generic_to_shared(tile + j));
}

// `wgmma::fence()`, `wgmma::commit()`, `wgmma::wait_prior(n)` (no-ops where there is no
// `wgmma`: its multiplies panic there). Each, like a multiply, is the whole warpgroup's: in a
// block that leaves the thread's warpgroup short, the instruction would be illegal (the
// context lost), so it panics first.
__device__ __forceinline__ void wgmma_fence(const char* file, unsigned line, unsigned col) {
  wgmma_whole_warpgroup(file, line, col);
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#endif
}
__device__ __forceinline__ void wgmma_commit(const char* file, unsigned line, unsigned col) {
  wgmma_whole_warpgroup(file, line, col);
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
#endif
}
template <int N> __device__ __forceinline__ void wgmma_wait(const char* file, unsigned line, unsigned col) {
  wgmma_whole_warpgroup(file, line, col);
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(N) : "memory");
#endif
}
#endif  // FC_WITH_WGMMA

#ifdef FC_WITH_COMPLEX  // as above
// ---- `num_complex::Complex<f32>` and `<f64>` (its `#[repr(C)]` layout, its formulas) ----

template <class T> struct complex { T re; T im; };
// (The real operand of a complex one is converted to its type, not deduced: `z * 2.0`.)
template <class T> struct id { typedef T type; };
template <class T> __device__ __forceinline__ complex<T> operator+(complex<T> a, complex<T> b) { return {a.re + b.re, a.im + b.im}; }
template <class T> __device__ __forceinline__ complex<T> operator-(complex<T> a, complex<T> b) { return {a.re - b.re, a.im - b.im}; }
template <class T> __device__ __forceinline__ complex<T> operator*(complex<T> a, complex<T> b) {
  return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
template <class T> __device__ __forceinline__ complex<T> operator/(complex<T> a, complex<T> b) {
  T n = b.re * b.re + b.im * b.im;
  return {(a.re * b.re + a.im * b.im) / n, (a.im * b.re - a.re * b.im) / n};
}
template <class T> __device__ __forceinline__ complex<T> operator-(complex<T> a) { return {-a.re, -a.im}; }
template <class T> __device__ __forceinline__ complex<T> operator+(complex<T> a, typename id<T>::type b) { return {a.re + b, a.im}; }
template <class T> __device__ __forceinline__ complex<T> operator-(complex<T> a, typename id<T>::type b) { return {a.re - b, a.im}; }
template <class T> __device__ __forceinline__ complex<T> operator*(complex<T> a, typename id<T>::type b) { return {a.re * b, a.im * b}; }
template <class T> __device__ __forceinline__ complex<T> operator/(complex<T> a, typename id<T>::type b) { return {a.re / b, a.im / b}; }
template <class T> __device__ __forceinline__ complex<T> operator+(typename id<T>::type a, complex<T> b) { return {a + b.re, b.im}; }
template <class T> __device__ __forceinline__ complex<T> operator-(typename id<T>::type a, complex<T> b) { return {a - b.re, -b.im}; }
template <class T> __device__ __forceinline__ complex<T> operator*(typename id<T>::type a, complex<T> b) { return {a * b.re, a * b.im}; }
template <class T> __device__ __forceinline__ complex<T> operator/(typename id<T>::type a, complex<T> b) { return complex<T>{a, (T)0} / b; }
template <class T> __device__ __forceinline__ bool operator==(complex<T> a, complex<T> b) { return a.re == b.re && a.im == b.im; }
template <class T> __device__ __forceinline__ bool operator!=(complex<T> a, complex<T> b) { return !(a == b); }
__device__ __forceinline__ float fc_hypot(float a, float b) { return hypotf(a, b); }
__device__ __forceinline__ double fc_hypot(double a, double b) { return hypot(a, b); }
__device__ __forceinline__ float fc_atan2(float a, float b) { return atan2f(a, b); }
__device__ __forceinline__ double fc_atan2(double a, double b) { return atan2(a, b); }
__device__ __forceinline__ float fc_exp(float a) { return expf(a); }
__device__ __forceinline__ double fc_exp(double a) { return ::exp(a); }
__device__ __forceinline__ void fc_sincos(float a, float* s, float* c) { sincosf(a, s, c); }
__device__ __forceinline__ void fc_sincos(double a, double* s, double* c) { sincos(a, s, c); }
// Methods and associated functions, as `#[device] impl` blocks' are spelled (names C++
// reserves with `u_`: codegen/src/names.rs; the last parameter: the call depth, unused).
namespace m {
template <class T> __device__ __forceinline__ complex<T> conj(complex<T> z, unsigned = 0u) { return {z.re, -z.im}; }
template <class T> __device__ __forceinline__ T norm_sqr(complex<T> z, unsigned = 0u) { return z.re * z.re + z.im * z.im; }
template <class T> __device__ __forceinline__ T u_norm(complex<T> z, unsigned = 0u) { return fc_hypot(z.re, z.im); }
template <class T> __device__ __forceinline__ T arg(complex<T> z, unsigned = 0u) { return fc_atan2(z.im, z.re); }
template <class T> __device__ __forceinline__ complex<T> scale(complex<T> z, typename id<T>::type t, unsigned = 0u) { return {z.re * t, z.im * t}; }
template <class T> __device__ __forceinline__ complex<T> unscale(complex<T> z, typename id<T>::type t, unsigned = 0u) { return {z.re / t, z.im / t}; }
template <class T> __device__ __forceinline__ complex<T> inv(complex<T> z, unsigned = 0u) {
  T n = z.re * z.re + z.im * z.im;
  return {z.re / n, -z.im / n};
}
template <class T> __device__ __forceinline__ complex<T> u_exp(complex<T> z, unsigned = 0u) {
  T s, c, r = fc_exp(z.re);
  fc_sincos(z.im, &s, &c);
  return {r * c, r * s};
}
}  // namespace m
namespace a { namespace Complex {
template <class T> __device__ __forceinline__ complex<T> u_new(T re, T im, unsigned = 0u) { return {re, im}; }
template <class T> __device__ __forceinline__ complex<T> from_polar(T r, T theta, unsigned = 0u) {
  T s, c;
  fc_sincos(theta, &s, &c);
  return {r * c, r * s};
}
} }  // namespace a::Complex

#endif  // FC_WITH_COMPLEX

}  // namespace fc

// ---- `println!`: records in a ring of words in mapped host memory, formatted by the host ----
// A record is [header, site low, site high, then per value: tag, bits low, bits high]; the
// header (1 << 31 | words) is written last, so the host reads only whole records. The tags
// are `PrintValue`'s (runtime/src/print.rs; a unit test compares the two lists). Defined in
// the modules that print only (FC_PRINTS), so that others need no ring.
#ifdef FC_PRINTS
namespace fc {
struct PrintRing {
  unsigned* head;     // device memory: the next word to reserve (atomics)
  unsigned* words;    // mapped host memory, mask + 1 words
  unsigned* tail;     // mapped host memory: the first word the host has not consumed
  unsigned* dropped;  // mapped host memory: set when a record did not fit
  unsigned mask;
};
}  // namespace fc
extern "C" {
// Set by the runtime when it loads a module; null words mean "printing is off".
__device__ fc::PrintRing fc_print_ring;
}
namespace fc {
__device__ __forceinline__ unsigned print_tag(bool) { return 1; }
__device__ __forceinline__ unsigned print_tag(signed char) { return 2; }
__device__ __forceinline__ unsigned print_tag(short) { return 3; }
__device__ __forceinline__ unsigned print_tag(int) { return 4; }
__device__ __forceinline__ unsigned print_tag(long) { return 5; }
__device__ __forceinline__ unsigned print_tag(long long) { return 5; }
__device__ __forceinline__ unsigned print_tag(unsigned char) { return 6; }
__device__ __forceinline__ unsigned print_tag(unsigned short) { return 7; }
__device__ __forceinline__ unsigned print_tag(unsigned) { return 8; }
__device__ __forceinline__ unsigned print_tag(unsigned long) { return 9; }
__device__ __forceinline__ unsigned print_tag(unsigned long long) { return 9; }
__device__ __forceinline__ unsigned print_tag(f16) { return 10; }
__device__ __forceinline__ unsigned print_tag(bf16) { return 11; }
__device__ __forceinline__ unsigned print_tag(float) { return 12; }
__device__ __forceinline__ unsigned print_tag(double) { return 13; }
// A value's bits, sign-extended for signed integers.
template <class T> __device__ __forceinline__ unsigned long long print_bits(T v) { return (unsigned long long)(long long)v; }
__device__ __forceinline__ unsigned long long print_bits(bool v) { return v ? 1ull : 0ull; }
__device__ __forceinline__ unsigned long long print_bits(f16 v) { return v.bits; }
__device__ __forceinline__ unsigned long long print_bits(bf16 v) { return v.bits; }
__device__ __forceinline__ unsigned long long print_bits(float v) { return __float_as_uint(v); }
__device__ __forceinline__ unsigned long long print_bits(double v) { return (unsigned long long)__double_as_longlong(v); }
__device__ __forceinline__ unsigned long long print_bits(unsigned long long v) { return v; }
__device__ __forceinline__ unsigned long long print_bits(unsigned long v) { return v; }

// Reserves `n` words (none when the ring is off or full: then the record is dropped).
__device__ __forceinline__ bool print_begin(unsigned n, unsigned* at) {
  PrintRing r = fc_print_ring;
  if (r.words == 0) return false;
  unsigned h = *(volatile unsigned*)r.head;
  for (;;) {
    unsigned t = *(volatile unsigned*)r.tail;
    if (h - t + n > r.mask + 1u) {
      *(volatile unsigned*)r.dropped = 1u;
      return false;
    }
    unsigned seen = atomicCAS(r.head, h, h + n);
    if (seen == h) break;
    h = seen;
  }
  *at = h;
  return true;
}
__device__ __forceinline__ void print_word(unsigned at, unsigned k, unsigned w) {
  fc_print_ring.words[(at + k) & fc_print_ring.mask] = w;
}
template <class T> __device__ __forceinline__ void print_put(unsigned at, unsigned* k, T v) {
  unsigned long long bits = print_bits(v);
  print_word(at, *k, print_tag(v));
  print_word(at, *k + 1, (unsigned)bits);
  print_word(at, *k + 2, (unsigned)(bits >> 32));
  *k += 3;
}
// One `print!`: the site's id and the values, in the order the host's formatter takes them.
template <class... A> __device__ __noinline__ void print(unsigned site_lo, unsigned site_hi, A... v) {
  const unsigned n = 3u + 3u * (unsigned)sizeof...(A);
  unsigned at;
  if (!print_begin(n, &at)) return;
  print_word(at, 1, site_lo);
  print_word(at, 2, site_hi);
  unsigned k = 3;
  (print_put(at, &k, v), ...);
  (void)k;
  __threadfence_system();
  *(volatile unsigned*)&fc_print_ring.words[at & fc_print_ring.mask] = 0x80000000u | n;
}
}  // namespace fc
#else
// A module that does not print: the runtime sees the global's size and sets nothing up.
extern "C" {
__device__ unsigned char fc_print_ring[1];
}
#endif  // FC_PRINTS

#define FC_SITE(line, col) __FILE__, line, col
