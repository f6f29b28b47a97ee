//! The types of the kernel language.

use std::fmt;

/// The type of a value the kernel language handles whole (a local, a parameter by value, a
/// slice's or array's element): a scalar, a type parameter, or a struct.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scalar {
    Bool,
    I8,
    I16,
    I32,
    I64,
    Isize,
    U8,
    U16,
    U32,
    U64,
    Usize,
    /// `half::f16`, IEEE binary16.
    F16,
    /// `half::bf16`, bfloat16 (the upper half of an `f32`).
    Bf16,
    F32,
    F64,
    /// The kernel's type parameter number k (`T` of `fn scale<T: Float>`): a C++ name the
    /// runtime defines per instantiation. Whatever it may be, rustc checks against its bound.
    Param(u8),
    /// A `#[derive(DeviceCopy)]` struct (or `num_complex::Complex<f32>`): the function's
    /// callee number k (of kind `CalleeKind::Type`), named by its Rust path. Its fields are
    /// rustc's and C++'s to know: their types are opaque here.
    Struct(u32),
}

/// The C++ names of type parameters and const parameters, by number (`FC_` names are never a
/// user's: names.rs respells them).
const TYPE_PARAMS: [&str; 8] = ["FC_T0", "FC_T1", "FC_T2", "FC_T3", "FC_T4", "FC_T5", "FC_T6", "FC_T7"];
const CONST_PARAMS: [&str; 8] = ["FC_N0", "FC_N1", "FC_N2", "FC_N3", "FC_N4", "FC_N5", "FC_N6", "FC_N7"];
/// The most type parameters, and the most const parameters, of a kernel.
pub const MAX_GENERICS: usize = TYPE_PARAMS.len();

/// The C++ name of const parameter `k`.
pub fn const_param_cuda(k: u8) -> &'static str {
    CONST_PARAMS[k as usize % MAX_GENERICS]
}

impl Scalar {
    /// Bytes of one value, on the GPU and the host alike.
    pub fn size(self) -> u64 {
        match self {
            Scalar::Bool | Scalar::I8 | Scalar::U8 => 1,
            Scalar::I16 | Scalar::U16 | Scalar::F16 | Scalar::Bf16 => 2,
            Scalar::I32 | Scalar::U32 | Scalar::F32 => 4,
            // (A parameter's: at most the largest scalar's, for the limits.)
            Scalar::I64 | Scalar::U64 | Scalar::Isize | Scalar::Usize | Scalar::F64 | Scalar::Param(_) => 8,
            // (Rustc's to know: counted as nothing here, checked where the size matters.)
            Scalar::Struct(_) => 0,
        }
    }

    pub const ALL: [Scalar; 15] = [
        Scalar::Bool,
        Scalar::I8,
        Scalar::I16,
        Scalar::I32,
        Scalar::I64,
        Scalar::Isize,
        Scalar::U8,
        Scalar::U16,
        Scalar::U32,
        Scalar::U64,
        Scalar::Usize,
        Scalar::F32,
        Scalar::F64,
        Scalar::F16,
        Scalar::Bf16,
    ];

    pub fn from_name(name: &str) -> Option<Scalar> {
        Scalar::ALL.into_iter().find(|s| s.rust() == name)
    }

    pub fn rust(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::Isize => "isize",
            Scalar::U8 => "u8",
            Scalar::U16 => "u16",
            Scalar::U32 => "u32",
            Scalar::U64 => "u64",
            Scalar::Usize => "usize",
            Scalar::F16 => "f16",
            Scalar::Bf16 => "bf16",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
            Scalar::Param(_) => "T",
            Scalar::Struct(_) => "struct",
        }
    }

    /// The CUDA C spelling.
    pub fn cuda(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::I8 => "signed char",
            Scalar::I16 => "short",
            Scalar::I32 => "int",
            Scalar::I64 | Scalar::Isize => "long long",
            Scalar::U8 => "unsigned char",
            Scalar::U16 => "unsigned short",
            Scalar::U32 => "unsigned int",
            Scalar::U64 | Scalar::Usize => "unsigned long long",
            Scalar::F16 => "fc::f16",
            Scalar::Bf16 => "fc::bf16",
            Scalar::F32 => "float",
            Scalar::F64 => "double",
            Scalar::Param(k) => TYPE_PARAMS[k as usize % MAX_GENERICS],
            // The linker's hole for the type's unit, which names it. (Leaked: the macro makes
            // few, and lives one compilation.)
            Scalar::Struct(k) => Box::leak(format!("@@{k}@@").into_boxed_str()),
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::Bf16 | Scalar::F32 | Scalar::F64)
    }

    /// `f16` and `bf16`: the `half` crate's types, structs to Rust and C++ alike (no literals,
    /// no `as`; arithmetic through their operators).
    pub fn is_half(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::Bf16)
    }

    /// Whether Rust's primitive literals and `as` casts reach the type: every scalar but the
    /// half types.
    pub fn is_primitive(self) -> bool {
        !self.is_half() && !self.is_param() && !self.is_struct()
    }

    /// A struct type (`Scalar::Struct`).
    pub fn is_struct(self) -> bool {
        matches!(self, Scalar::Struct(_))
    }

    /// The unsigned integer of the same bits (`to_bits`, `from_bits`).
    pub fn bits_type(self) -> Scalar {
        match self.bits() {
            8 => Scalar::U8,
            16 => Scalar::U16,
            32 => Scalar::U32,
            _ => Scalar::U64,
        }
    }

    pub fn is_int(self) -> bool {
        !self.is_float() && self != Scalar::Bool && !self.is_param() && !self.is_struct()
    }

    /// A type parameter of the kernel.
    pub fn is_param(self) -> bool {
        matches!(self, Scalar::Param(_))
    }

    pub fn is_signed_int(self) -> bool {
        matches!(self, Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64 | Scalar::Isize)
    }

    pub fn is_unsigned_int(self) -> bool {
        matches!(self, Scalar::U8 | Scalar::U16 | Scalar::U32 | Scalar::U64 | Scalar::Usize)
    }

    pub fn bits(self) -> u32 {
        match self {
            Scalar::Bool | Scalar::I8 | Scalar::U8 => 8,
            Scalar::I16 | Scalar::U16 | Scalar::F16 | Scalar::Bf16 => 16,
            Scalar::I32 | Scalar::U32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::Isize | Scalar::U64 | Scalar::Usize | Scalar::F64 | Scalar::Param(_) => 64,
            Scalar::Struct(_) => 0,
        }
    }

    /// Whether C's operators on this type already wrap as Rust's do: unsigned types at
    /// least as wide as `int` are not promoted and have modular arithmetic.
    pub fn c_ops_wrap(self) -> bool {
        matches!(self, Scalar::U32 | Scalar::U64 | Scalar::Usize)
    }

    /// The unsigned type of the same width (for `unsigned_abs`, `abs_diff`).
    pub fn to_unsigned(self) -> Scalar {
        match self {
            Scalar::I8 => Scalar::U8,
            Scalar::I16 => Scalar::U16,
            Scalar::I32 => Scalar::U32,
            Scalar::I64 => Scalar::U64,
            Scalar::Isize => Scalar::Usize,
            other => other,
        }
    }

    /// The range of an integer type, as i128.
    pub fn int_range(self) -> Option<(i128, i128)> {
        Some(match self {
            Scalar::I8 => (i8::MIN as i128, i8::MAX as i128),
            Scalar::I16 => (i16::MIN as i128, i16::MAX as i128),
            Scalar::I32 => (i32::MIN as i128, i32::MAX as i128),
            Scalar::I64 | Scalar::Isize => (i64::MIN as i128, i64::MAX as i128),
            Scalar::U8 => (0, u8::MAX as i128),
            Scalar::U16 => (0, u16::MAX as i128),
            Scalar::U32 => (0, u32::MAX as i128),
            Scalar::U64 | Scalar::Usize => (0, u64::MAX as i128),
            _ => return None,
        })
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rust())
    }
}

/// The length of a local or shared array: a number, or a module constant the function reads
/// by path (`shared_array::<f32, TILE>()`, `[0.0f32; tables::N]`), whose value only rustc
/// knows when the kernel is translated: its index among the function's callees, which the
/// CUDA names (the linker defines it, as a constant expression) and the simulator's Rust
/// spells by the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Len {
    Known(u64),
    Const(usize),
    /// The kernel's const parameter number k (`N` of `fn tile<const N: usize>`).
    Param(u8),
    /// An expression of those and of numbers (`TILE + 1`): its CUDA (a constant expression;
    /// interned, so that lengths stay `Copy`), and the index of the expression as written in
    /// `Func::len_exprs`, for the simulator.
    Expr {
        cuda: &'static str,
        written: usize,
    },
}

impl Len {
    pub fn known(self) -> Option<u64> {
        match self {
            Len::Known(n) => Some(n),
            Len::Const(_) | Len::Param(_) | Len::Expr { .. } => None,
        }
    }

    /// As a CUDA value of type `usize` (`16ull`, or the constant).
    pub fn cuda(self) -> String {
        match self {
            Len::Known(n) => format!("{n}ull"),
            Len::Const(c) => format!("@@{c}@@"),
            Len::Param(k) => const_param_cuda(k).to_string(),
            Len::Expr { cuda, .. } => format!("({cuda})"),
        }
    }
}

/// As an array bound or template argument in CUDA (`16`, or the constant).
impl fmt::Display for Len {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Len::Known(n) => write!(f, "{n}"),
            Len::Const(c) => write!(f, "@@{c}@@"),
            Len::Param(k) => f.write_str(const_param_cuda(*k)),
            Len::Expr { cuda, .. } => write!(f, "({cuda})"),
        }
    }
}

/// Type variables of inference.
pub type VarId = u32;
/// The result type of one call to a `#[device]` fn, which only C++ knows.
pub type OpaqueId = u32;

/// A type, possibly not yet inferred.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Ty {
    Scalar(Scalar),
    Slice {
        elem: Scalar,
        mutable: bool,
    },
    /// `&Array2<T>` (`rank` 1 to 4), `&mut Array2<T>`: a view of device memory with a shape
    /// and element strides (a kernel parameter, a device fn's, or a row or column of one).
    Nd {
        elem: Scalar,
        rank: u8,
        mutable: bool,
    },
    Tuple(Vec<Ty>),
    /// `thread_idx()` and friends: `.x .y .z` of type `u32`.
    Dim3,
    /// A local array `[T; N]`.
    Array(Box<Ty>, Len),
    /// A block's shared array of `N` elements (a 2-D one has arrays as elements).
    Shared(Box<Ty>, Len),
    /// The block's dynamic shared memory, as `T`s.
    DynShared(Scalar),
    Unit,
    /// The type of `return`, `break`, `panic!`: fits anywhere.
    Never,
    Var(VarId),
    Opaque(OpaqueId),
    /// A warp's tensor-core matrix fragment (`wmma::Fragment<…>`), one lane's part of it.
    Fragment(Frag),
    /// `&TensorMap2<T, B0, B1>`: a tensor map (CUDA's `CUtensorMap`, encoded on the host) of a
    /// view of `T`s whose box, the tile one `tma::load` moves, is `boxes` (outermost axis
    /// first, as the view's axes are); its rank is the number of boxes (1 to 4). `&mut`: of a
    /// writable view, which `tma::store` writes.
    TensorMap {
        elem: Scalar,
        boxes: Vec<Len>,
        mutable: bool,
        /// `&TensorMap2<Swizzled128<f16>, 64, 64>`: the copies swizzle the box in shared memory.
        swizzle: Option<Swizzle>,
    },
    /// A swizzled tile of the block's shared memory (`shared_array::<Swizzled128<f16>, N>()`,
    /// `len` known; `dynamic_shared::<Swizzled128<f16>>()`, `None`): what a swizzled map's
    /// `tma::load` fills and `wgmma::mma` reads. Its elements are in the hardware's order, so it
    /// is not indexed: only those operations (and `tma::store`) take it.
    Tile {
        elem: Scalar,
        swizzle: Swizzle,
        len: Option<Len>,
    },
}

/// How a tensor copy lays a box's rows in shared memory, and a warpgroup multiply reads them:
/// the 16-byte chunks of each row of `span` bytes permuted by the row's index in its group of 8
/// (CUDA's `CU_TENSOR_MAP_SWIZZLE_128B` and its 32- and 64-byte kin). A box's rows are
/// `span` bytes: its last extent is `span / size_of::<T>()` elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Swizzle {
    B32,
    B64,
    B128,
}

impl Swizzle {
    pub const ALL: [Swizzle; 3] = [Swizzle::B32, Swizzle::B64, Swizzle::B128];

    /// The bytes of a row.
    pub fn span(self) -> u64 {
        match self {
            Swizzle::B32 => 32,
            Swizzle::B64 => 64,
            Swizzle::B128 => 128,
        }
    }

    /// The alignment of a tile of this swizzle, in bytes: its 8 rows, where the pattern repeats.
    pub fn align(self) -> u64 {
        8 * self.span()
    }

    /// As written: `Swizzled128`.
    pub fn rust(self) -> String {
        format!("Swizzled{}", self.span())
    }

    /// `Swizzled128` and its kin, by name.
    pub fn from_name(name: &str) -> Option<Swizzle> {
        Swizzle::ALL.into_iter().find(|s| s.rust() == name)
    }
}

/// Which operand of `wmma::mma` a fragment is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FragUse {
    A,
    B,
    Accumulator,
    /// A warpgroup's 64 × N accumulator (`wgmma::Accumulator<64, N, f32>`): N / 2 elements in
    /// each of its 128 threads.
    Warpgroup(u16),
}

/// How an operand's tile lies in memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FragLayout {
    RowMajor,
    ColMajor,
}

/// The type of a tensor-core fragment: its operand, element type and (for the operands) the
/// layout its tile was loaded from. The shape follows from these: 16 × 16 × 16, except tf32
/// (`f32` operands), 16 × 16 × 8. An accumulator's C++ type is the same for either `K`:
/// `k` is what was written (`Fragment::<Accumulator, 16, 16, 8, f32>`), 0 where unknown
/// (`load_c`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Frag {
    pub usage: FragUse,
    pub elem: Scalar,
    pub k: u8,
    pub layout: Option<FragLayout>,
}

/// What the tensor cores take: per operand element type, its `K` and the accumulators it
/// may add into. One table, which the checks, the messages and the docs read.
pub const MMA_TYPES: &[(Scalar, u8, &[Scalar])] = &[
    (Scalar::F16, 16, &[Scalar::F32, Scalar::F16]),
    (Scalar::Bf16, 16, &[Scalar::F32]),
    (Scalar::F32, 8, &[Scalar::F32]),
    (Scalar::I8, 16, &[Scalar::I32]),
    (Scalar::U8, 16, &[Scalar::I32]),
];

/// What a warpgroup multiply (`wgmma::mma`) takes: the operand element types, with their PTX
/// names, each multiplied 16 of K at a call into `f32` accumulators. One table, which the
/// checks, the CUDA and the docs read.
pub const WGMMA_OPERANDS: &[(Scalar, &str)] = &[(Scalar::F16, "f16"), (Scalar::Bf16, "bf16")];

/// The accumulator element types.
pub const ACCUMULATOR_TYPES: [Scalar; 3] = [Scalar::F32, Scalar::F16, Scalar::I32];

impl FragLayout {
    pub fn cuda(self) -> &'static str {
        match self {
            FragLayout::RowMajor => "fc::wmma::row_major",
            FragLayout::ColMajor => "fc::wmma::col_major",
        }
    }
    pub fn rust(self) -> &'static str {
        match self {
            FragLayout::RowMajor => "RowMajor",
            FragLayout::ColMajor => "ColMajor",
        }
    }
}

impl FragUse {
    pub fn rust(self) -> &'static str {
        match self {
            FragUse::A => "MatrixA",
            FragUse::B => "MatrixB",
            FragUse::Accumulator => "Accumulator",
            FragUse::Warpgroup(_) => "Accumulator",
        }
    }
}

impl Frag {
    /// The `K` of an operand of element type `elem` (`None`: the tensor cores take none).
    pub fn operand_k(elem: Scalar) -> Option<u8> {
        MMA_TYPES.iter().find(|(s, ..)| *s == elem).map(|(_, k, _)| *k)
    }

    /// How many elements one lane holds: 16 × 16 (or 16 × 8) over 32 lanes.
    pub fn per_lane(&self) -> u64 {
        match (self.usage, self.k) {
            (FragUse::Warpgroup(n), _) => u64::from(n) / 2,
            (FragUse::A | FragUse::B, 8) => 4,
            _ => 8,
        }
    }

    /// The fragment's C++ type.
    pub fn cuda(&self) -> String {
        let e = self.elem.cuda();
        let l = self.layout.unwrap_or(FragLayout::RowMajor).cuda();
        match self.usage {
            FragUse::A => format!("fc::wmma::frag_a<{e}, {l}>"),
            FragUse::B => format!("fc::wmma::frag_b<{e}, {l}>"),
            FragUse::Accumulator => format!("fc::wmma::acc<{e}>"),
            FragUse::Warpgroup(n) => format!("fc::wgacc<{n}>"),
        }
    }

    /// As written in Rust: `Fragment<Accumulator, 16, 16, 16, f32>`.
    pub fn rust(&self) -> String {
        if let FragUse::Warpgroup(n) = self.usage {
            return format!("wgmma::Accumulator<64, {n}, {}>", self.elem);
        }
        let k = match self.k {
            0 => "K".to_string(),
            k => k.to_string(),
        };
        match self.layout {
            Some(l) => format!("Fragment<{}, 16, 16, {k}, {}, {}>", self.usage.rust(), self.elem, l.rust()),
            None => format!("Fragment<{}, 16, 16, {k}, {}>", self.usage.rust(), self.elem),
        }
    }
}

impl Ty {
    /// Whether the type has the scalar `s` in it (a type parameter, say).
    pub fn mentions(&self, s: Scalar) -> bool {
        match self {
            Ty::Scalar(e)
            | Ty::Slice { elem: e, .. }
            | Ty::Nd { elem: e, .. }
            | Ty::DynShared(e)
            | Ty::TensorMap { elem: e, .. }
            | Ty::Tile { elem: e, .. } => *e == s,
            Ty::Tuple(tys) => tys.iter().any(|t| t.mentions(s)),
            Ty::Array(t, _) | Ty::Shared(t, _) => t.mentions(s),
            _ => false,
        }
    }

    /// Bytes of a local array's value (with tuples counted unpadded: an estimate from below),
    /// `None` when it overflows; 0 for types held in registers or unknown here.
    pub fn array_bytes(&self) -> Option<u64> {
        fn size(t: &Ty) -> Option<u64> {
            match t {
                Ty::Scalar(s) => Some(s.size()),
                // (One whose length is a module constant: unknown here, checked by rustc.)
                Ty::Array(_, Len::Const(_) | Len::Param(_) | Len::Expr { .. }) => Some(0),
                Ty::Array(t, Len::Known(n)) => size(t)?.checked_mul(*n),
                Ty::Tuple(ts) => ts.iter().try_fold(0u64, |acc, t| acc.checked_add(size(t)?)),
                _ => Some(0),
            }
        }
        match self {
            Ty::Array(..) => size(self),
            _ => Some(0),
        }
    }

    /// Bytes of `len` elements of this type (see [`array_bytes`](Self::array_bytes)).
    pub fn array_bytes_of(&self, len: Len) -> Option<u64> {
        Ty::Array(Box::new(self.clone()), len).array_bytes()
    }

    /// Whether an array length within is a module constant's (`Len::Const`).
    pub fn has_const_len(&self) -> bool {
        match self {
            Ty::Array(t, n) | Ty::Shared(t, n) => matches!(n, Len::Const(_) | Len::Expr { .. }) || t.has_const_len(),
            Ty::Tuple(ts) => ts.iter().any(Ty::has_const_len),
            _ => false,
        }
    }

    /// Whether a generic type parameter is within (`T`, `[T; 4]`).
    pub fn has_type_param(&self) -> bool {
        match self {
            Ty::Scalar(s) => s.is_param(),
            Ty::Array(t, _) | Ty::Shared(t, _) => t.has_type_param(),
            Ty::Tuple(ts) => ts.iter().any(Ty::has_type_param),
            _ => false,
        }
    }

    /// The alignment, in bytes, a tensor copy's shared array needs: a swizzled tile's 8 rows,
    /// any other array's 128.
    pub fn copy_align(&self) -> u64 {
        match self {
            Ty::Tile { swizzle, .. } => swizzle.align(),
            _ => 128,
        }
    }

    pub const USIZE: Ty = Ty::Scalar(Scalar::Usize);
    pub const BOOL: Ty = Ty::Scalar(Scalar::Bool);
    pub const U32: Ty = Ty::Scalar(Scalar::U32);

    pub fn scalar(&self) -> Option<Scalar> {
        match self {
            Ty::Scalar(s) => Some(*s),
            _ => None,
        }
    }
}
