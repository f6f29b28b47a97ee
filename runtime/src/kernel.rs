//! What the macro generates for each kernel and `#[device]` fn, and how the runtime turns it
//! into one CUDA translation unit: collecting the device functions a kernel uses and filling
//! in their C++ names. Compiling and loading it on a GPU is `cuda/module.rs`'s; the result is
//! cached here, per device.
//!
//! Generated CUDA text refers to a called device function by a hole `@@N@@` (N indexes the
//! caller's `deps`), because the caller's macro sees only the Rust path of the callee, not
//! where it resolves; each `#[device] fn` chooses its own unique C++ name. Generated text
//! never contains `@` otherwise (string literals escape it).

use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock};

use crate::aot::{self, AotImage};
use crate::cuda::{self, nvrtc, Gpu, Loaded, MAX_DEVICES};
use crate::device::Device;
use crate::error::Result;
use crate::limits::Resources;

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

/// How a kernel or device function finds the functions it calls.
pub type DepFn = fn() -> &'static DeviceFnInfo;

/// The generated CUDA of one `#[device] fn`.
#[derive(Debug)]
pub struct DeviceFnInfo {
    /// The Rust name.
    pub name: &'static str,
    /// The unique C++ name.
    pub cpp_name: &'static str,
    /// The C++ declaration, without `;`.
    pub declaration: &'static str,
    /// The C++ definition.
    pub source: &'static str,
    /// The functions it calls, indexed by its holes.
    pub deps: &'static [DepFn],
    /// What its body uses itself (not through the functions it calls).
    pub uses: Uses,
}

impl DeviceFnInfo {
    /// The unit of a type C++ already has (a scalar's, a prelude type's): its name, nothing
    /// to define.
    pub const fn builtin_type(cpp_name: &'static str) -> DeviceFnInfo {
        DeviceFnInfo { name: cpp_name, cpp_name, declaration: "", source: "", deps: &[], uses: Uses::NONE }
    }
}

/// What a kernel or device function needs of the machinery, by itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Uses {
    /// Shared memory, barriers or warp operations: the threads of a block must run together.
    pub cooperation: bool,
    /// The thread's place in the grid (`grid(n)`, `block_idx()`, `grid_dim()`,
    /// `thread_idx()`, …): a device fn that reads it is not called from a kernel's `_lanes`
    /// twins (see [`KernelInfo::lanes`]).
    pub position: bool,
    /// `dynamic_shared`: the launch must give dynamic shared memory.
    pub dynamic_shared: bool,
    /// Bytes of static shared memory (`shared_array`s) per block. A kernel's is the sum over
    /// the functions it reaches: each array is one allocation per block.
    pub static_shared: u32,
    /// Bytes of local arrays per thread. A kernel's is the sum over the functions it
    /// reaches, at least what any chain of calls needs: the simulator sizes its threads'
    /// stacks from it.
    pub local_bytes: u32,
}

impl Uses {
    /// Nothing.
    pub const NONE: Uses =
        Uses { cooperation: false, position: false, dynamic_shared: false, static_shared: 0, local_bytes: 0 };

    fn union(self, o: Uses) -> Uses {
        Uses {
            cooperation: self.cooperation || o.cooperation,
            position: self.position || o.position,
            dynamic_shared: self.dynamic_shared || o.dynamic_shared,
            static_shared: self.static_shared.saturating_add(o.static_shared),
            local_bytes: self.local_bytes.saturating_add(o.local_bytes),
        }
    }
}

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

/// How many variants a kernel's bits can name (`VARIANT_WIDE` … `VARIANT_VECTOR_LANES`).
const VARIANT_SLOTS: usize = 32;
const _: () = {
    use crate::array::{VARIANT_ASSUMED, VARIANT_LANES, VARIANT_STRIDED, VARIANT_VECTOR_LANES, VARIANT_WIDE};
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
    failed: [OnceLock<()>; MAX_DEVICES],
    loaded: [OnceLock<Loaded>; MAX_DEVICES],
    compiling: Mutex<()>,
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

    /// Whether a launch on a GPU loads an image `ferrocuda-build` compiled ahead of time
    /// for this translation unit (no NVRTC), rather than compiling it.
    pub fn ahead_of_time(&'static self) -> bool {
        aot::image_for(self).is_some()
    }

    /// The complete CUDA translation unit of the kernel: its device functions and itself.
    pub fn cuda_source(&'static self) -> &'static str {
        self.cache.source.get_or_init(|| assemble(self))
    }

    /// The kernel's whole translation unit (its device functions linked in) compiled by NVRTC
    /// to CUBIN for `sm_{arch}` (e.g. 90): what a GPU of that architecture would load, with
    /// NVRTC's log. Needs NVRTC, not a GPU, so a test suite can catch compile errors on any
    /// machine.
    pub fn compile_for(&'static self, arch: u32) -> Result<nvrtc::Compiled> {
        let options = self.nvrtc_options(nvrtc::CompileOptions::cubin(arch));
        nvrtc::nvrtc()?.compile_kernel_source(self.name, self.cuda_source(), &options)
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
    fn twin(&self) -> Option<&'static str> {
        self.lanes.filter(|_| self.variant & crate::array::VARIANT_LANES != 0)
    }

    /// Whether this variant's unit defines a `_lanes_v` twin: it is compiled with them
    /// (`FC_VECTOR_LANES`) and the translator made one for it.
    fn vector_twin(&self) -> bool {
        let assumed = self.variant & crate::array::VARIANT_ASSUMED != 0;
        self.variant & crate::array::VARIANT_VECTOR_LANES != 0 && self.vector_twins[usize::from(assumed)]
    }

    /// The variant of this kernel that trusts its assumptions (see [`assumes`](Self::assumes)),
    /// if it has any: what a launch whose arguments satisfy them runs.
    pub fn assumed(&'static self) -> Option<&'static KernelInfo> {
        (!self.assumes.is_empty()).then(|| self.variant(self.variant | crate::array::VARIANT_ASSUMED))
    }

    /// The variant of this kernel whose unit also defines its `_lanes` twin, if it has one
    /// (and its `_lanes_v` twin, where the translator made one, when launches run those:
    /// `FERROCUDA_VECTOR_LANES`).
    pub fn with_lanes(&'static self) -> Option<&'static KernelInfo> {
        self.lanes_variant(crate::launch::vector_lanes())
    }

    /// The variant [`with_lanes`](Self::with_lanes) is when launches run the `_lanes_v` twins
    /// (`vector`) or not, whatever the process's setting is now.
    pub fn lanes_variant(&'static self, vector: bool) -> Option<&'static KernelInfo> {
        let vector = if vector { crate::array::VARIANT_VECTOR_LANES } else { 0 };
        self.lanes.map(|_| self.variant(self.variant | crate::array::VARIANT_LANES | vector))
    }

    /// The kernel's lanes variant loaded on `gpu` (see [`with_lanes`](Self::with_lanes)), or
    /// `None` when it has none or it failed to load there once (its launches then run the
    /// kernel as written).
    pub(crate) fn load_lanes(&'static self, gpu: &Gpu) -> Option<Loaded> {
        self.with_lanes()?.load_optional(gpu, "runs one logical block per block: its lanes variant")
    }

    /// This variant, one a launch may do without (a `_lanes` twin, trusted assumptions),
    /// loaded on `gpu`; `None` when it failed to load there once (say, no NVRTC for a kernel
    /// built ahead of time), noted once on stderr as `what` and not tried again.
    pub(crate) fn load_optional(&'static self, gpu: &Gpu, what: &str) -> Option<Loaded> {
        let failed = &self.cache.failed[gpu.ordinal];
        if failed.get().is_some() {
            return None;
        }
        match self.load(gpu) {
            Ok(loaded) => Some(loaded),
            Err(e) => {
                if failed.set(()).is_ok() {
                    eprintln!("ferrocuda: note: kernel `{}` {what} could not be loaded: {e} (noted once)", self.name);
                }
                None
            }
        }
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

    /// What the compiled kernel uses on `device`, compiling and loading it if needed (an
    /// [`Error::NeedsGpu`](crate::Error::NeedsGpu) on the simulator).
    pub fn resources(&'static self, device: &Device) -> Result<Resources> {
        device.backend().resources(self)
    }

    /// The PTX NVRTC makes of the kernel for `device`'s architecture (for the simulator,
    /// for `sm_90`). Needs NVRTC, not a GPU.
    pub fn ptx(&'static self, device: &Device) -> Result<String> {
        let arch = device.compute_capability().map_or(90, |(major, minor)| major * 10 + minor);
        cuda::module::ptx(self.name, self.cuda_source(), arch, self.fmad)
    }

    /// How many blocks of `threads` threads with `dynamic_shared` bytes fit on one
    /// multiprocessor of `device` at once (the simulator answers for a GPU with 2048 threads
    /// and 32 blocks per multiprocessor).
    pub fn occupancy(&'static self, device: &Device, threads: u32, dynamic_shared: u32) -> Result<u32> {
        device.backend().occupancy(self, threads, dynamic_shared)
    }

    /// The kernel compiled and loaded on `gpu`, compiling on first use.
    pub(crate) fn load(&'static self, gpu: &Gpu) -> Result<Loaded> {
        let slot = &self.cache.loaded[gpu.ordinal];
        if let Some(l) = slot.get() {
            return Ok(*l);
        }
        let _guard = self.cache.compiling.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = slot.get() {
            return Ok(*l);
        }
        if let Some(image) = aot::image_for(self) {
            let frame = self.recursive().then_some(image.largest_frame as usize);
            match gpu.load_image(image.image, self.symbol, self.twin().map(|t| (t, self.vector_twin())), frame) {
                Ok(loaded) => {
                    let _ = slot.set(loaded);
                    return Ok(loaded);
                }
                // (A GPU older than every architecture built, or a driver older than the PTX.)
                Err(e) => aot::note_fallback(self, &format!("has no image this GPU loads ({e})")),
            }
        } else {
            aot::note_fallback(self, "was not compiled ahead of time by its crate's build script");
        }
        let loaded = gpu.load_kernel(&cuda::module::KernelSource {
            name: self.name,
            symbol: self.symbol,
            lanes: self.twin(),
            vector_lanes: self.vector_twin(),
            source: self.cuda_source(),
            recursive: self.recursive(),
            fmad: self.fmad,
        })?;
        let _ = slot.set(loaded);
        Ok(loaded)
    }
}

/// Whether the call graph from `deps` has a cycle (a function that can call itself again).
fn has_cycle(deps: &[DepFn]) -> bool {
    // Depth-first, iteratively: a function met again while it is still on the path closes
    // a cycle.
    let mut done: HashSet<&'static str> = HashSet::new();
    let mut on_path: HashSet<&'static str> = HashSet::new();
    for root in deps {
        let mut stack: Vec<(&'static DeviceFnInfo, usize)> = vec![(root(), 0)];
        while let Some((info, next)) = stack.pop() {
            if next == 0 {
                if done.contains(info.cpp_name) {
                    continue;
                }
                on_path.insert(info.cpp_name);
            }
            match info.deps.get(next) {
                Some(dep) => {
                    stack.push((info, next + 1));
                    let callee = dep();
                    if on_path.contains(callee.cpp_name) {
                        return true;
                    }
                    if !done.contains(callee.cpp_name) {
                        stack.push((callee, 0));
                    }
                }
                None => {
                    on_path.remove(info.cpp_name);
                    done.insert(info.cpp_name);
                }
            }
        }
    }
    false
}

/// Every device function reachable from `deps`, each once, in a depth-first order.
fn reachable(deps: &[DepFn]) -> Vec<&'static DeviceFnInfo> {
    let mut fns: Vec<&'static DeviceFnInfo> = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<DepFn> = deps.iter().rev().copied().collect();
    while let Some(dep) = stack.pop() {
        let info = dep();
        if seen.insert(info.cpp_name) {
            fns.push(info);
            stack.extend(info.deps.iter().rev().copied());
            stack.extend(crate::structs::impls_of(info.cpp_name));
        }
    }
    fns
}

/// A function's generated CUDA, as the linker sees it: a `#[device]` fn's embedded
/// information, or (for snapshot tests) the translator's output for a source file.
#[doc(hidden)]
pub trait Linkable {
    /// Its unique C++ name.
    fn cpp_name(&self) -> &str;
    /// Its C++ declaration, without `;`.
    fn declaration(&self) -> &str;
    /// Its definition, with holes `@@N@@`.
    fn definition(&self) -> &str;
    /// The functions its holes name, by `N`.
    fn callees(&self) -> Vec<&Self>;
    /// For a type, the methods of its `#[device] impl` blocks: linked with it, as nothing
    /// names them (C++ finds a method by overloading on its receiver).
    fn impls(&self) -> Vec<&Self>;
}

impl Linkable for DeviceFnInfo {
    fn cpp_name(&self) -> &str {
        self.cpp_name
    }
    fn declaration(&self) -> &str {
        self.declaration
    }
    fn definition(&self) -> &str {
        self.source
    }
    fn callees(&self) -> Vec<&Self> {
        self.deps.iter().map(|d| d()).collect()
    }
    fn impls(&self) -> Vec<&Self> {
        crate::structs::impls_of(self.cpp_name).map(|d| d()).collect()
    }
}

/// The linker, the one place that makes a translation unit of generated CUDA: the
/// declarations of every unit the `roots` reach, each once and after the units it names (a
/// struct after the types of its fields, a function after the structs of its signature;
/// functions are declared before any is defined, so they may call each other in any order,
/// recursively too), their definitions, then the roots' own definitions — each with its
/// holes `@@N@@` replaced by the C++ name of the unit `N` it names. The methods of the types
/// linked come with them. A root is a definition and the units its holes name.
#[doc(hidden)]
pub fn link<U: Linkable>(roots: &[(&str, Vec<&U>)]) -> String {
    let mut order: Vec<&U> = Vec::new();
    let mut seen = HashSet::new();
    let mut next: Vec<&U> = roots.iter().flat_map(|(_, callees)| callees.iter().copied()).collect();
    let mut with_impls = 0;
    while !next.is_empty() {
        for f in std::mem::take(&mut next) {
            after_what_it_names(f, &mut seen, &mut order);
        }
        // (Methods may name further types, which have methods of their own.)
        for f in &order[with_impls..] {
            next.extend(f.impls().into_iter().filter(|m| !seen.contains(m.cpp_name())));
        }
        with_impls = order.len();
    }
    let mut out = String::new();
    if !order.is_empty() {
        out.push('\n');
        for f in order.iter().filter(|f| !f.declaration().is_empty()) {
            fill_holes(f.declaration(), &f.callees(), &mut out);
            out.push_str(";\n");
        }
        for f in order.iter().filter(|f| !f.definition().is_empty()) {
            out.push('\n');
            fill_holes(f.definition(), &f.callees(), &mut out);
        }
    }
    for (definition, callees) in roots {
        out.push('\n');
        fill_holes(definition, callees, &mut out);
    }
    out
}

/// Appends `f` and every unit it reaches not yet `seen` to `order`, each after the units it
/// names (depth first, without recursion; a unit met again on its own path — recursion —
/// is already placed).
fn after_what_it_names<'a, U: Linkable>(f: &'a U, seen: &mut HashSet<String>, order: &mut Vec<&'a U>) {
    if !seen.insert(f.cpp_name().to_string()) {
        return;
    }
    // (Each unit's callees reversed, so that they are placed in the order it names them.)
    let reversed = |u: &'a U| u.callees().into_iter().rev().collect::<Vec<_>>();
    let mut stack: Vec<(&'a U, Vec<&'a U>)> = vec![(f, reversed(f))];
    while let Some((top, pending)) = stack.last_mut() {
        match pending.pop() {
            Some(c) if seen.insert(c.cpp_name().to_string()) => {
                stack.push((c, reversed(c)));
            }
            Some(_) => {}
            None => {
                order.push(top);
                stack.pop();
            }
        }
    }
}

/// Replaces the holes `@@N@@` of `text` with the C++ names of `callees[N]`.
fn fill_holes<U: Linkable>(text: &str, callees: &[&U], out: &mut String) {
    let mut rest = text;
    while let Some(start) = rest.find("@@") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("@@") else {
            out.push_str(&rest[start..]);
            return;
        };
        match after[..end].parse::<usize>().ok().and_then(|i| callees.get(i)) {
            Some(callee) => out.push_str(callee.cpp_name()),
            None => out.push_str(&rest[start..start + end + 4]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
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
    if variant & crate::array::VARIANT_WIDE != 0 {
        out.push_str("#define FC_OFFSETS_64 1\n");
    }
    if variant & crate::array::VARIANT_STRIDED != 0 {
        out.push_str("#define FC_UNIT_INNER 0\n");
    }
    if variant & crate::array::VARIANT_LANES != 0 {
        out.push_str("#define FC_LANES_TWIN 1\n");
    }
    if variant & crate::array::VARIANT_VECTOR_LANES != 0 {
        out.push_str("#define FC_VECTOR_LANES 1\n");
    }
    if variant & crate::array::VARIANT_ASSUMED != 0 {
        out.push_str("#define FC_ASSUMED 1\n");
    }
    out
}

/// What the variant of a unit that trusts its kernel's assumptions defines before it (see
/// [`KernelInfo::assumes`]): `ferrocuda-build` compiles that variant too.
pub fn assumed_defines() -> String {
    variant_defines(crate::array::VARIANT_ASSUMED)
}

/// The translation unit of the kernel `name` (`scale::<f32>` for an instantiation) whose
/// definition is `source` and whose holes name `callees`: what the runtime compiles, and what
/// `ferrocuda-build` compiles ahead of time.
#[doc(hidden)]
pub fn translation_unit<U: Linkable>(name: &str, debug_assertions: bool, source: &str, callees: Vec<&U>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "// CUDA generated by ferrocuda from the Rust kernel `{name}`.");
    let _ = writeln!(out, "#define FC_KERNEL_NAME \"{name}\"");
    let _ = writeln!(out, "#define FC_DEBUG_ASSERTIONS {}", debug_assertions as u8);
    let body = link(&[(source, callees)]);
    out.push_str(&crate::prelude::include_for(&body));
    out.push_str(&body);
    out
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
