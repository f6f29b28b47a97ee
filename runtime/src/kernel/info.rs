//! What the macro generates for each kernel (`KernelInfo`; a `#[device]` fn's is
//! `abi/unit.rs`'s `DeviceFnInfo`), the registry of every kernel, a kernel's variants (array
//! layouts, `_lanes` twins, trusted assumptions) and generic instances, each a kernel of its
//! own made on first use, and its translation unit (linked by `link.rs`). Compiling and
//! loading it is `load.rs`'s; the result is cached in the kernel's `KernelCache`, per device.

use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock};

pub use crate::abi::unit::{DepFn, DeviceFnInfo, Uses};
use crate::backend::cuda::{nvrtc, Loaded, MAX_DEVICES};
use crate::kernel::link::{has_cycle, reachable, translation_unit};

/// A kernel linked into the program: `#[kernel]` registers each (see [`kernels`]).
#[doc(hidden)]
pub struct RegisteredKernel(pub fn() -> &'static KernelInfo);

inventory::collect!(RegisteredKernel);

/// Every `#[kernel]` linked into this program, from every crate: for tests that compile all
/// of a program's kernels with NVRTC (`compile_for`) on machines without a GPU, and for
/// tools that list them.
pub fn kernels() -> impl Iterator<Item = &'static KernelInfo> {
    inventory::iter::<RegisteredKernel>.into_iter().map(|r| (r.0)())
}

/// The kernel variant with 64-bit element offsets.
pub(crate) const VARIANT_WIDE: u8 = 1;
/// The kernel variant for arrays whose rows may be strided.
pub(crate) const VARIANT_STRIDED: u8 = 2;
/// The kernel variant that also defines the kernel's `_lanes` twin (`launch::lanes_launch`).
pub(crate) const VARIANT_LANES: u8 = 4;
/// The kernel variant that trusts the facts of its arguments the launch found true
/// (`KernelInfo::assumes`).
pub(crate) const VARIANT_ASSUMED: u8 = 8;
/// With `VARIANT_LANES`: the variant that also defines the kernel's `_lanes_v` twin
/// (`launch::vector_lanes`).
pub(crate) const VARIANT_VECTOR_LANES: u8 = 16;

/// The generated CUDA of one kernel, and its per-device cache of compiled code.
#[derive(Debug)]
pub struct KernelInfo {
    /// The Rust name.
    pub name: &'static str,
    /// The `extern "C"` symbol of the `__global__` function.
    pub symbol: &'static str,
    /// The symbol of its `_lanes` twin, when its threads do not cooperate: each block of the
    /// twin runs several consecutive blocks of the grid launched (the prelude's `FC_LANES`),
    /// their loads in flight together; the launch picks it for large grids.
    pub lanes: Option<&'static str>,
    /// Whether that twin has a `_lanes_v` twin beside it (consecutive logical threads per
    /// thread, their accesses merged into vectors), `[as written, trusting its assumptions]`:
    /// the translator makes one only where a statement reads or writes at an index a vector
    /// access may serve, so that loading never looks for a function the image lacks.
    pub vector_twins: [bool; 2],
    /// Whether its indexing is bounds-checked (not `#[kernel(unchecked)]`): by default only
    /// unchecked kernels run their twins (see `launch::Lanes`).
    pub checked: bool,
    /// The C++ definition of the kernel.
    pub source: &'static str,
    /// The functions it calls, indexed by its holes.
    pub deps: &'static [DepFn],
    /// Whether the defining crate was built with debug assertions (`debug_assert!`).
    pub debug_assertions: bool,
    /// What its body uses itself.
    pub uses: Uses,
    /// `#[kernel(racy)]`: its threads race on purpose; the simulator does not look for data
    /// races.
    pub racy: bool,
    /// Whether NVRTC may contract `a * b + c` into one fused multiply-add (its default);
    /// `#[kernel(fmad = false)]` compiles the kernel's translation unit with `--fmad=false`,
    /// so that every float operation rounds as Rust (and the simulator) rounds it.
    pub fmad: bool,
    /// `#[kernel(launch_bounds = N)]`: its blocks have at most N threads (the compiler may
    /// have given each thread more registers for it); a launch of larger blocks is an `Err`.
    pub max_threads: Option<u32>,
    /// Its generic parameters, in order, by their C++ names (empty for most kernels): the
    /// CUDA of a generic kernel is a template, compiled once per instantiation
    /// ([`instance`](Self::instance)).
    pub generics: &'static [Generic],
    /// The images `ferrocuda-build` compiled for it ahead of time (`None` when its crate was
    /// not built so; for a generic kernel, one per instantiation built).
    pub aot: Option<&'static [AotImage]>,
    /// Facts of a launch's arguments (`y.len() <= x.len()`) and its block's shape (at most 8
    /// threads along y) under which the kernel's guards and ranges prove indices they leave
    /// checked otherwise: a launch that satisfies all of them runs the variant compiled
    /// trusting them (`FC_ASSUMED`). Empty for most kernels.
    pub assumes: &'static [Assume],
    /// Whether that variant checks no index at all: its `_lanes` twin then runs by default,
    /// as an unchecked kernel's does.
    pub assumed_unchecked: bool,
    /// Which variant of its translation unit this is (0, the one the macro makes): its array
    /// parameters' offsets 64-bit (bit 0) or their rows strided (bit 1), its `_lanes` twin
    /// defined (bit 2), its assumptions trusted (bit 3). A launch picks the variant its
    /// arguments need ([`variant`](Self::variant)).
    pub variant: u8,
    /// Compiled code per device.
    pub cache: KernelCache,
}

/// A fact of a launch's arguments, `small <= large` (see [`KernelInfo::assumes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Assume {
    /// The quantity at most `large`.
    pub small: Measure,
    /// The quantity at least `small`.
    pub large: Measure,
}

/// A quantity a launch knows: of its arguments (by parameter position) or its block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// The length of a slice.
    Len(u8),
    /// An extent of an N-d array: (parameter, axis).
    Extent(u8, u8),
    /// The value of an unsigned integer.
    Value(u8),
    /// The block's threads along an axis (0 for x).
    Block(u8),
    /// The grid's blocks along an axis (0 for x).
    Grid(u8),
    /// A number (the most threads per block an assumption allows, the least a stride is).
    Constant(u64),
    /// The product of two measures (a matrix's rows times its row stride); one past 2^64 is
    /// no measure, and satisfies no assumption.
    Product(&'static [Measure; 2]),
}

impl Measure {
    /// The parameter and the axis it asks of the argument (`LaunchArg::measure`): the
    /// length is a slice's axis 0, a scalar's value its axis 0; `None` for the block's and
    /// constants.
    pub(crate) fn parts(self) -> Option<(usize, u8)> {
        match self {
            Measure::Len(p) | Measure::Value(p) => Some((usize::from(p), 0)),
            Measure::Extent(p, k) => Some((usize::from(p), k)),
            Measure::Block(_) | Measure::Grid(_) | Measure::Constant(_) | Measure::Product(_) => None,
        }
    }
}

/// A generic parameter of a kernel, by the C++ name its CUDA uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Generic {
    /// A type parameter (`T`), a `typedef` per instantiation.
    Type(&'static str),
    /// A `const N: usize`, a constant per instantiation.
    Const(&'static str),
}

/// A generic argument of a launch: a type (its Rust and C++ spellings) or a const value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenericArg {
    /// A type argument, as `DeviceCopy` spells it.
    Type {
        /// `f16`.
        rust: &'static str,
        /// `fc::f16`.
        cuda: &'static str,
    },
    /// A const argument.
    Const(u64),
}

/// The instantiations of generic kernels made so far, by kernel (its address) and
/// arguments: each a kernel of its own (its source, its caches), made once and kept for the
/// program's life. Few, so searched in order; a launch finds its own without allocating.
type Derived<K> = Mutex<Vec<(usize, K, &'static KernelInfo)>>;
static INSTANCES: Derived<Vec<GenericArg>> = Mutex::new(Vec::new());
/// The variants of kernels made so far, by kernel and variant (see [`KernelInfo::variant`]).
static VARIANTS: Derived<u8> = Mutex::new(Vec::new());

/// The kernel derived from `base` for `key` in `made` (an instantiation, a variant): found, or
/// made by `make` and kept for the program's life.
fn derived<K: PartialEq + ?Sized + ToOwned>(
    made: &Mutex<Vec<(usize, K::Owned, &'static KernelInfo)>>,
    base: &'static KernelInfo,
    key: &K,
    make: impl FnOnce() -> KernelInfo,
) -> &'static KernelInfo
where
    K::Owned: std::borrow::Borrow<K>,
{
    use std::borrow::Borrow;
    let at = base as *const KernelInfo as usize;
    let mut made = made.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, k)) = made.iter().find(|(b, a, _)| *b == at && a.borrow() == key) {
        return k;
    }
    let info: &'static KernelInfo = Box::leak(Box::new(make()));
    made.push((at, key.to_owned(), info));
    info
}

/// One fatbin a build compiled for a kernel (for a generic kernel, for one instantiation).
#[derive(Debug)]
pub struct AotImage {
    /// The [`key`](crate::kernel::aot::key) of the translation unit it was compiled from.
    pub key: u64,
    /// The fatbin.
    pub image: &'static [u8],
    /// The largest stack frame ptxas reported for its functions (sizes the stacks of a
    /// recursive kernel, as NVRTC's log does otherwise).
    pub largest_frame: u32,
    /// What it holds, as nvcc names it: `sm_80 sm_90 compute_90`.
    pub targets: &'static str,
}

/// How many variants a kernel's bits can name (`VARIANT_WIDE` … `VARIANT_VECTOR_LANES`).
const VARIANT_SLOTS: usize = 32;
const _: () = {
    let all = VARIANT_WIDE | VARIANT_STRIDED | VARIANT_LANES | VARIANT_ASSUMED | VARIANT_VECTOR_LANES;
    assert!((all as usize) < VARIANT_SLOTS);
};

/// A kernel's assembled source, what it uses, and its loaded function per device, each
/// found once.
pub struct KernelCache {
    source: OnceLock<String>,
    uses: OnceLock<Uses>,
    recursive: OnceLock<bool>,
    lanes_allowed: OnceLock<bool>,
    /// The variants made of this one, by their bits (`variant`), so that a launch finds its
    /// variant without taking the lock of `VARIANTS`.
    variants: [OnceLock<&'static KernelInfo>; VARIANT_SLOTS],
    /// This variant, one a launch may do without, could not be loaded on a device (say, no
    /// NVRTC for a kernel built ahead of time): launches do without it, without trying again.
    pub(crate) failed: [OnceLock<()>; MAX_DEVICES],
    pub(crate) loaded: [OnceLock<Loaded>; MAX_DEVICES],
    pub(crate) compiling: Mutex<()>,
}

impl std::fmt::Debug for KernelCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KernelCache").finish_non_exhaustive()
    }
}

impl KernelCache {
    /// An empty cache (for the macro's `static`).
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        KernelCache {
            source: OnceLock::new(),
            uses: OnceLock::new(),
            lanes_allowed: OnceLock::new(),
            variants: [const { OnceLock::new() }; VARIANT_SLOTS],
            failed: [const { OnceLock::new() }; MAX_DEVICES],
            recursive: OnceLock::new(),
            loaded: [const { OnceLock::new() }; MAX_DEVICES],
            compiling: Mutex::new(()),
        }
    }
}

impl KernelInfo {
    /// The instantiation of a generic kernel for `args`, one per generic parameter in order,
    /// made on first use: the kernel's CUDA after the parameters' definitions, with caches of
    /// its own (in process and on disk, which key on the source). A kernel that is not
    /// generic is itself.
    pub fn instance(&'static self, args: &[GenericArg]) -> &'static KernelInfo {
        if self.generics.is_empty() {
            return self;
        }
        derived(&INSTANCES, self, args, || {
            let (header, name) = instance_header(self.name, self.generics, args);
            KernelInfo {
                name: Box::leak(name.into_boxed_str()),
                source: Box::leak(format!("{header}{}", self.source).into_boxed_str()),
                generics: &[],
                cache: KernelCache::new(),
                ..*self
            }
        })
    }

    /// The kernel compiled for array arguments of another layout (`variant`'s bits: 64-bit
    /// offsets, strided rows): a kernel of its own, made on first use and kept.
    pub fn variant(&'static self, variant: u8) -> &'static KernelInfo {
        if variant == self.variant {
            return self;
        }
        let make = || derived(&VARIANTS, self, &variant, || KernelInfo { variant, cache: KernelCache::new(), ..*self });
        match self.cache.variants.get(usize::from(variant)) {
            Some(slot) => slot.get_or_init(make),
            None => make(),
        }
    }

    /// The complete CUDA translation unit of the kernel: its device functions and itself.
    pub fn cuda_source(&'static self) -> &'static str {
        self.cache.source.get_or_init(|| assemble(self))
    }

    /// `options` with what the kernel asks of NVRTC itself (`--fmad=false`).
    pub fn nvrtc_options(&self, mut options: nvrtc::CompileOptions) -> nvrtc::CompileOptions {
        if !self.fmad {
            options.extra.push("--fmad=false".into());
        }
        options
    }

    /// Whether the device functions the kernel reaches call each other in a cycle: then a
    /// thread's stack grows with the depth of its calls, up to `MAX_CALL_DEPTH` of them.
    pub fn recursive(&'static self) -> bool {
        *self.cache.recursive.get_or_init(|| has_cycle(self.deps))
    }

    /// The symbol of the `_lanes` twin this variant's unit defines, if it does.
    pub(crate) fn twin(&self) -> Option<&'static str> {
        self.lanes.filter(|_| self.variant & VARIANT_LANES != 0)
    }

    /// Whether this variant's unit defines a `_lanes_v` twin: it is compiled with them
    /// (`FC_VECTOR_LANES`) and the translator made one for it.
    pub(crate) fn vector_twin(&self) -> bool {
        let assumed = self.variant & VARIANT_ASSUMED != 0;
        self.variant & VARIANT_VECTOR_LANES != 0 && self.vector_twins[usize::from(assumed)]
    }

    /// The variant of this kernel that trusts its assumptions (see [`assumes`](Self::assumes)),
    /// if it has any: what a launch whose arguments satisfy them runs.
    pub fn assumed(&'static self) -> Option<&'static KernelInfo> {
        (!self.assumes.is_empty()).then(|| self.variant(self.variant | VARIANT_ASSUMED))
    }

    /// The variant of this kernel whose unit also defines its `_lanes` twin, if it has one
    /// (and its `_lanes_v` twin, where the translator made one, when launches run those:
    /// `FERROCUDA_VECTOR_LANES`).
    pub fn with_lanes(&'static self) -> Option<&'static KernelInfo> {
        self.lanes_variant(crate::kernel::lanes::vector_lanes())
    }

    /// The variant [`with_lanes`](Self::with_lanes) is when launches run the `_lanes_v` twins
    /// (`vector`) or not, whatever the process's setting is now.
    pub fn lanes_variant(&'static self, vector: bool) -> Option<&'static KernelInfo> {
        let vector = if vector { VARIANT_VECTOR_LANES } else { 0 };
        self.lanes.map(|_| self.variant(self.variant | VARIANT_LANES | vector))
    }

    /// Whether a launch may run the kernel's `_lanes` twin: it has one, and no device function
    /// it reaches reads the thread's place in the grid (the twin's blocks are not the logical
    /// grid's) or cooperates.
    pub(crate) fn lanes_allowed(&'static self) -> bool {
        *self.cache.lanes_allowed.get_or_init(|| {
            self.lanes.is_some() && reachable(self.deps).iter().all(|f| !f.uses.position && !f.uses.cooperation)
        })
    }

    /// What the kernel and every device function it reaches use.
    pub fn uses(&'static self) -> Uses {
        *self.cache.uses.get_or_init(|| reachable(self.deps).iter().fold(self.uses, |u, f| u.union(f.uses)))
    }
}

/// The translation unit of a kernel: a header naming it, the prelude, and the linked
/// functions.
fn assemble(kernel: &KernelInfo) -> String {
    let callees: Vec<&DeviceFnInfo> = kernel.deps.iter().map(|d| d()).collect();
    let unit = translation_unit(kernel.name, kernel.debug_assertions, kernel.source, callees);
    format!("{}{unit}", variant_defines(kernel.variant))
}

/// What a variant of a translation unit defines before the prelude (nothing for the one the
/// macro makes, so that its text, and its key for ahead-of-time images, stay the same).
pub fn variant_defines(variant: u8) -> String {
    let mut out = String::new();
    if variant & VARIANT_WIDE != 0 {
        out.push_str("#define FC_OFFSETS_64 1\n");
    }
    if variant & VARIANT_STRIDED != 0 {
        out.push_str("#define FC_UNIT_INNER 0\n");
    }
    if variant & VARIANT_LANES != 0 {
        out.push_str("#define FC_LANES_TWIN 1\n");
    }
    if variant & VARIANT_VECTOR_LANES != 0 {
        out.push_str("#define FC_VECTOR_LANES 1\n");
    }
    if variant & VARIANT_ASSUMED != 0 {
        out.push_str("#define FC_ASSUMED 1\n");
    }
    out
}

/// What the variant of a unit that trusts its kernel's assumptions defines before it (see
/// [`KernelInfo::assumes`]): `ferrocuda-build` compiles that variant too.
pub fn assumed_defines() -> String {
    variant_defines(VARIANT_ASSUMED)
}

/// The `typedef`s and constants that precede a generic kernel's template in the translation
/// unit of its instantiation for `args`, and the instantiation's name (`scale::<f32>`).
#[doc(hidden)]
pub fn instance_header(name: &str, generics: &[Generic], args: &[GenericArg]) -> (String, String) {
    let (mut header, mut rust) = (String::new(), Vec::new());
    for (g, arg) in generics.iter().zip(args) {
        match (g, arg) {
            (Generic::Type(param), GenericArg::Type { rust: r, cuda }) => {
                let _ = writeln!(header, "typedef {cuda} {param};");
                rust.push(r.to_string());
            }
            (Generic::Const(param), GenericArg::Const(v)) => {
                let _ = writeln!(header, "static constexpr unsigned long long {param} = {v}ull;");
                rust.push(v.to_string());
            }
            // (The macro passes them in order and kind: a mismatch cannot be generated.)
            _ => {}
        }
    }
    (header, format!("{name}::<{}>", rust.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::link::fill_holes;

    static LEAF: DeviceFnInfo = DeviceFnInfo {
        name: "leaf",
        cpp_name: "leaf_1",
        declaration: "__device__ int leaf_1(int x)",
        source: "__device__ int leaf_1(int x) { return x; }\n",
        deps: &[],
        uses: Uses { cooperation: false, position: false, dynamic_shared: false, static_shared: 0, local_bytes: 64 },
    };
    static MID: DeviceFnInfo = DeviceFnInfo {
        name: "mid",
        cpp_name: "mid_2",
        declaration: "__device__ int mid_2(int x)",
        source: "__device__ int mid_2(int x) { return @@0@@(x) + @@1@@(x); }\n",
        deps: &[|| &LEAF, || &MID],
        uses: Uses { cooperation: true, position: false, dynamic_shared: false, static_shared: 1024, local_bytes: 0 },
    };
    static KERNEL: KernelInfo = KernelInfo {
        name: "k",
        symbol: "k",
        lanes: None,
        vector_twins: [false; 2],
        checked: true,
        source: "extern \"C\" __global__ void k(int* y) { y[0] = @@0@@(@@1@@(1)); }\n",
        deps: &[|| &MID, || &LEAF],
        debug_assertions: false,
        uses: Uses { cooperation: false, position: false, dynamic_shared: false, static_shared: 256, local_bytes: 8 },
        racy: false,
        fmad: true,
        max_threads: None,
        generics: &[],
        aot: None,
        assumes: &[],
        assumed_unchecked: false,
        variant: 0,
        cache: KernelCache::new(),
    };

    #[test]
    fn assembles_each_device_fn_once_with_declarations_first() {
        let src = KERNEL.cuda_source();
        assert_eq!(src.matches("__device__ int leaf_1(int x) {").count(), 1, "{src}");
        assert_eq!(src.matches("__device__ int mid_2(int x) {").count(), 1, "{src}");
        assert!(src.contains("return leaf_1(x) + mid_2(x);"), "{src}");
        assert!(src.contains("y[0] = mid_2(leaf_1(1));"), "{src}");
        let decl = src.find("__device__ int leaf_1(int x);").unwrap();
        let def = src.find("__device__ int mid_2(int x) {").unwrap();
        assert!(decl < def);
    }

    #[test]
    fn recursion_is_found() {
        assert!(KERNEL.recursive(), "mid calls itself");
        static FLAT: KernelInfo = KernelInfo {
            name: "flat",
            symbol: "flat",
            lanes: None,
            vector_twins: [false; 2],
            checked: true,
            source: "",
            deps: &[|| &LEAF, || &LEAF],
            debug_assertions: false,
            uses: Uses { cooperation: false, position: false, dynamic_shared: false, static_shared: 0, local_bytes: 0 },
            racy: false,
            fmad: true,
            max_threads: None,
            generics: &[],
            aot: None,
            assumes: &[],
            assumed_unchecked: false,
            variant: 0,
            cache: KernelCache::new(),
        };
        assert!(!FLAT.recursive());
    }

    #[test]
    fn uses_are_transitive() {
        assert_eq!(
            KERNEL.uses(),
            Uses { cooperation: true, position: false, dynamic_shared: false, static_shared: 1280, local_bytes: 72 }
        );
    }

    #[test]
    fn holes_without_a_dep_are_left_alone() {
        let mut out = String::new();
        fill_holes::<DeviceFnInfo>("a @@7@@ b @@", &[], &mut out);
        assert_eq!(out, "a @@7@@ b @@");
    }
}
