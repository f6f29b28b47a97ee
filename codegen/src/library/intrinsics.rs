//! The kernel language's functions with effects — barriers, fences, atomics, warp
//! operations, lane queries — one entry each: how it is written, its signature rule, whether
//! a block's threads must run together for it, its CUDA and its simulator spelling, and its
//! line in the docs. The indexing builtins (`grid(1)`, `thread_idx()`, …) follow.

use crate::ty::{Scalar, Ty};

/// How an intrinsic's arguments and result are typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sig {
    /// No arguments, no value.
    Unit,
    /// No arguments, a `u32` (`lane_id()`, `warp::active_mask()`).
    U32,
    /// A `u32` mask, no value (`sync_warp_mask(mask)`).
    Mask,
    /// A `u32` constant, no value (`pipeline::wait_prior(n)`,
    /// `warpgroup::set_max_registers(n)`: an instruction's immediate).
    Count,
    /// A `bool` predicate, a `u32` (`sync_threads_count`, `warp::ballot`).
    PredU32,
    /// A `bool` predicate, a `bool` (`sync_threads_and`, `warp::all`).
    PredBool,
    /// A value of a warp type and a `u32` lane or distance; the value's type.
    Shuffle,
    /// A value of a warp type; a `u32` mask of lanes (`warp::match_any`).
    Match,
    /// A `&mut [T]` slice or shared array, a `usize` index and values of `T` (one, or two
    /// for `cas`); the old value. `T` among the listed types.
    Atomic(&'static [Scalar]),
    /// A barrier — a shared array of `u64` and a `usize` index — then, `with_u32`, a `u32`
    /// (an arrival count, a phase); no value, or a `bool` (`mbarrier::try_wait`).
    Barrier { with_u32: bool, gives_bool: bool },
    /// No arguments, a `bool` (`warp::elect_one()`).
    Bool,
}

/// How the simulator spells an intrinsic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimCall {
    /// `ctx.name(args…, site)`: a collective that may find the block broken.
    Ctx(&'static str),
    /// `ctx.name(args…)`: a query or a fence.
    CtxQuiet(&'static str),
    /// `sim::atomic::name(slice, index, values…, site)`.
    Atomic(&'static str),
}

/// One intrinsic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IntrinsicDef {
    /// As written: `sync_threads`, `atomic::add`, `warp::shfl_down`.
    pub path: &'static str,
    pub sig: Sig,
    /// Also as `path_sync(mask, …)`, for the lanes of `mask` (warp operations).
    pub masked_form: bool,
    /// Whether a block's threads must run together for it (on the simulator).
    pub cooperation: bool,
    /// CUDA: `{0}`, `{1}` the arguments after any mask, `{mask}` the mask (all lanes for the
    /// plain form), `{place}` an atomic's checked element address.
    pub cuda: &'static str,
    /// C++ precedence of `cuda` (see `cuda.rs`): 16 for a primary expression.
    pub prec: u8,
    pub sim: SimCall,
    pub doc: &'static str,
}

const fn def(path: &'static str, sig: Sig, cuda: &'static str, sim: SimCall, doc: &'static str) -> IntrinsicDef {
    IntrinsicDef { path, sig, masked_form: false, cooperation: true, cuda, prec: 16, sim, doc }
}

impl IntrinsicDef {
    const fn masked(self) -> Self {
        IntrinsicDef { masked_form: true, ..self }
    }

    const fn alone(self) -> Self {
        IntrinsicDef { cooperation: false, ..self }
    }

    const fn prec(self, prec: u8) -> Self {
        IntrinsicDef { prec, ..self }
    }

    /// Arguments, not counting a mask.
    pub fn args(&self) -> usize {
        match self.sig {
            Sig::Unit | Sig::U32 | Sig::Bool => 0,
            Sig::Mask | Sig::Count | Sig::PredU32 | Sig::PredBool | Sig::Match => 1,
            Sig::Shuffle => 2,
            Sig::Barrier { with_u32, .. } => 2 + with_u32 as usize,
            Sig::Atomic(_) if self.path == "atomic::cas" => 4,
            Sig::Atomic(_) => 3,
        }
    }

    /// Whether it only reads the thread's identity (nothing to order around it).
    pub fn is_query(&self) -> bool {
        matches!(self.sim, SimCall::CtxQuiet(_)) && self.sig == Sig::U32
    }

    /// The name after the namespace (`add` of `atomic::add`).
    pub fn base_name(&self) -> &'static str {
        self.path.rsplit("::").next().unwrap_or(self.path)
    }
}

/// The types atomics and warp exchanges work on in CUDA.
const INTS_AND_FLOATS: &[Scalar] =
    &[Scalar::I32, Scalar::U32, Scalar::I64, Scalar::U64, Scalar::F32, Scalar::F64, Scalar::F16, Scalar::Bf16];
const INTS: &[Scalar] = &[Scalar::I32, Scalar::U32, Scalar::I64, Scalar::U64];
const COUNTERS: &[Scalar] = &[Scalar::U32, Scalar::U64];
/// Every scalar: CUDA's shuffles and matches take 32- and 64-bit values, and narrower ones
/// (`bool`, 8- and 16-bit integers) promoted to `int`; the half types by their bits.
pub const WARP_TYPES: &[Scalar] = &Scalar::ALL;

use SimCall::{Ctx, CtxQuiet};

/// Every intrinsic.
pub const INTRINSICS: &[IntrinsicDef] = &[
    def("sync_threads", Sig::Unit, "__syncthreads()", Ctx("sync_threads"), "waits for every thread of the block"),
    def(
        "sync_threads_count",
        Sig::PredU32,
        "(unsigned int)__syncthreads_count({0})",
        Ctx("sync_threads_count"),
        "a barrier that counts the threads whose predicate is true",
    )
    .prec(15),
    def(
        "sync_threads_and",
        Sig::PredBool,
        "__syncthreads_and({0}) != 0",
        Ctx("sync_threads_and"),
        "a barrier: whether every predicate is true",
    )
    .prec(8),
    def(
        "sync_threads_or",
        Sig::PredBool,
        "__syncthreads_or({0}) != 0",
        Ctx("sync_threads_or"),
        "a barrier: whether any predicate is true",
    )
    .prec(8),
    def("sync_warp", Sig::Unit, "__syncwarp()", Ctx("sync_warp"), "waits for every lane of the warp"),
    def("sync_warp_mask", Sig::Mask, "__syncwarp({0})", Ctx("sync_warp_mask"), "waits for the lanes of the mask"),
    def(
        "threadfence",
        Sig::Unit,
        "__threadfence()",
        CtxQuiet("threadfence"),
        "orders this thread's memory accesses for the device",
    )
    .alone(),
    def("threadfence_block", Sig::Unit, "__threadfence_block()", CtxQuiet("threadfence"), "orders them for the block")
        .alone(),
    def(
        "threadfence_system",
        Sig::Unit,
        "__threadfence_system()",
        CtxQuiet("threadfence"),
        "orders them for the host and other devices too",
    )
    .alone(),
    def(
        "tma::commit",
        Sig::Unit,
        "fc::tma_commit()",
        CtxQuiet("tma_commit"),
        "closes the group of this thread's `tma::store`s issued since the last commit",
    )
    .alone(),
    def(
        "tma::wait_prior_reads",
        Sig::Count,
        "fc::tma_wait_reads<{0}>()",
        CtxQuiet("tma_wait"),
        "waits until at most `n` of this thread's committed store groups still read their shared arrays",
    )
    .alone(),
    def(
        "tma::wait_prior",
        Sig::Count,
        "fc::tma_wait<{0}>()",
        CtxQuiet("tma_wait"),
        "waits until at most `n` of this thread's committed store groups are still writing",
    )
    .alone(),
    def(
        "wgmma::fence",
        Sig::Unit,
        "fc::wgmma_fence({site})",
        Ctx("wgmma_fence"),
        "orders the warpgroup's accesses to its accumulators' registers before the `wgmma::mma`s after it (sm_90a; the compiler adds one where it is missing, at some cost)",
    )
    .alone(),
    def(
        "wgmma::commit",
        Sig::Unit,
        "fc::wgmma_commit({site})",
        Ctx("wgmma_commit"),
        "closes the group of the warpgroup's `wgmma::mma`s issued since the last commit",
    )
    .alone(),
    def(
        "wgmma::wait_prior",
        Sig::Count,
        "fc::wgmma_wait<{0}>({site})",
        Ctx("wgmma_wait"),
        "waits until at most `n` of the warpgroup's committed groups are running: the accumulators of the others may be read, and their tiles written",
    )
    .alone(),
    def(
        "fence::proxy_async",
        Sig::Unit,
        "fc::fence_proxy_async()",
        CtxQuiet("threadfence"),
        "orders this thread's shared-memory writes before the tensor copies (`tma::`) issued after it (sm_90; a no-op before)",
    )
    .alone(),
    def("lane_id", Sig::U32, "fc::lane_id()", CtxQuiet("lane_id"), "the thread's lane in its warp, 0..32").alone(),
    def("warp::lanemask_lt", Sig::U32, "fc::lanemask_lt()", CtxQuiet("lanemask_lt"), "the lanes below this one")
        .alone(),
    def("warp::lanemask_le", Sig::U32, "fc::lanemask_le()", CtxQuiet("lanemask_le"), "the lanes up to this one")
        .alone(),
    def("warp::lanemask_gt", Sig::U32, "fc::lanemask_gt()", CtxQuiet("lanemask_gt"), "the lanes above this one")
        .alone(),
    def("warp::lanemask_ge", Sig::U32, "fc::lanemask_ge()", CtxQuiet("lanemask_ge"), "the lanes from this one up")
        .alone(),
    def("warp::active_mask", Sig::U32, "__activemask()", Ctx("active_mask"), "the lanes running this statement"),
    def("warp::shfl", Sig::Shuffle, "__shfl_sync({mask}, {0}, (int){1})", Ctx("shfl"), "`value` of lane `src`")
        .masked(),
    def(
        "warp::shfl_up",
        Sig::Shuffle,
        "__shfl_up_sync({mask}, {0}, {1})",
        Ctx("shfl_up"),
        "`value` of the lane `delta` below",
    )
    .masked(),
    def(
        "warp::shfl_down",
        Sig::Shuffle,
        "__shfl_down_sync({mask}, {0}, {1})",
        Ctx("shfl_down"),
        "`value` of the lane `delta` above",
    )
    .masked(),
    def(
        "warp::shfl_xor",
        Sig::Shuffle,
        "__shfl_xor_sync({mask}, {0}, (int){1})",
        Ctx("shfl_xor"),
        "`value` of lane `lane ^ mask`",
    )
    .masked(),
    def("warp::ballot", Sig::PredU32, "__ballot_sync({mask}, {0})", Ctx("ballot"), "the lanes whose predicate is true")
        .masked(),
    def(
        "warp::all",
        Sig::PredBool,
        "__all_sync({mask}, {0}) != 0",
        Ctx("all"),
        "whether every lane's predicate is true",
    )
    .masked()
    .prec(8),
    def("warp::any", Sig::PredBool, "__any_sync({mask}, {0}) != 0", Ctx("any"), "whether any lane's predicate is true")
        .masked()
        .prec(8),
    def(
        "warp::match_any",
        Sig::Match,
        "__match_any_sync({mask}, {0})",
        Ctx("match_any"),
        "the lanes holding the same value",
    )
    .masked(),
    def(
        "warp::match_all",
        Sig::Match,
        "fc::match_all({mask}, {0})",
        Ctx("match_all"),
        "every lane if all hold the same value, else 0",
    )
    .masked(),
    def(
        "pipeline::commit",
        Sig::Unit,
        "fc::cp_async_commit()",
        CtxQuiet("pipeline_commit"),
        "closes the group of this thread's `pipeline::copy`s issued since the last commit",
    )
    .alone(),
    def(
        "pipeline::wait_prior",
        Sig::Count,
        "fc::cp_async_wait_prior<{0}>()",
        CtxQuiet("pipeline_wait_prior"),
        "waits until at most `n` (a constant) of this thread's committed groups are in flight",
    )
    .alone(),
    def(
        "pipeline::wait_all",
        Sig::Unit,
        "fc::cp_async_wait_all()",
        CtxQuiet("pipeline_wait_all"),
        "commits, then waits for all of this thread's copies",
    )
    .alone(),
    barrier(
        "pipeline::arrive_on",
        false,
        false,
        "fc::mbarrier_arrive_on_copies({place})",
        "pipeline_arrive_on",
        "one arrival at `bars[i]`'s current phase, made once this thread's `pipeline::copy`s so far have landed",
    ),
    def(
        "warpgroup::index",
        Sig::U32,
        "fc::warpgroup_index()",
        CtxQuiet("warpgroup_index"),
        "the thread's warpgroup (four consecutive warps) in its block: its index in the block / 128",
    ),
    def(
        "warpgroup::set_max_registers",
        Sig::Count,
        "fc::setmaxnreg_inc<{0}>()",
        Ctx("set_max_registers"),
        "raises the registers of each thread of the warpgroup to `n` (24 to 256, a multiple of 8)",
    ),
    def(
        "warpgroup::release_registers",
        Sig::Count,
        "fc::setmaxnreg_dec<{0}>()",
        Ctx("set_max_registers"),
        "lowers them to `n`, for another warpgroup of the block to take",
    ),
    def(
        "warp::elect_one",
        Sig::Bool,
        "fc::elect_one({mask})",
        Ctx("elect_one"),
        "true in one lane (the lowest), false in the others",
    )
    .masked()
    .prec(8),
    barrier(
        "mbarrier::init",
        true,
        false,
        "fc::mbarrier_init({place}, {2}, {site})",
        "mbarrier_init",
        "sets up barrier `bars[i]` to count `count` arrivals a phase, from phase 0; one thread, then `sync_threads()`",
    ),
    barrier(
        "mbarrier::arrive",
        false,
        false,
        "fc::mbarrier_arrive({place})",
        "mbarrier_arrive",
        "one arrival at the current phase of `bars[i]`; the last one of the count completes the phase",
    ),
    barrier(
        "mbarrier::wait",
        true,
        false,
        "fc::mbarrier_wait({place}, {2}, {site})",
        "mbarrier_wait",
        "waits until the phase of `bars[i]` numbered `phase` (its parity is what counts) has completed",
    ),
    barrier(
        "mbarrier::try_wait",
        true,
        true,
        "fc::mbarrier_try_wait({place}, {2})",
        "mbarrier_try_wait",
        "whether that phase has completed, without waiting",
    ),
    barrier(
        "mbarrier::expect_tx",
        true,
        false,
        "fc::mbarrier_expect_tx({place}, {2}, {site})",
        "mbarrier_expect_tx",
        "the current phase of `bars[i]` also waits for `bytes` more of asynchronous transfers (sm_90)",
    ),
    barrier(
        "mbarrier::arrive_expect_tx",
        true,
        false,
        "fc::mbarrier_arrive_expect_tx({place}, {2}, {site})",
        "mbarrier_arrive_expect_tx",
        "`expect_tx`, then one arrival (sm_90): what the thread that issues a copy does",
    ),
    barrier(
        "mbarrier::complete_tx",
        true,
        false,
        "fc::mbarrier_complete_tx({place}, {2}, {site})",
        "mbarrier_complete_tx",
        "`bytes` of the phase's transfers have landed (sm_90; a copy into shared memory does it itself)",
    ),
    atomic("add", INTS_AND_FLOATS, "fc::atomic_add({place}, {2})", "adds; the old value"),
    atomic("sub", INTS_AND_FLOATS, "fc::atomic_sub({place}, {2})", "subtracts; the old value"),
    atomic("exch", INTS_AND_FLOATS, "fc::atomic_exch({place}, {2})", "stores; the old value"),
    atomic(
        "min",
        INTS_AND_FLOATS,
        "fc::atomic_min({place}, {2})",
        "the smaller (floats: `f32::min`, a NaN operand ignored); the old value",
    ),
    atomic(
        "max",
        INTS_AND_FLOATS,
        "fc::atomic_max({place}, {2})",
        "the larger (floats: `f32::max`, a NaN operand ignored); the old value",
    ),
    atomic("and", INTS, "fc::atomic_and({place}, {2})", "bitwise and; the old value"),
    atomic("or", INTS, "fc::atomic_or({place}, {2})", "bitwise or; the old value"),
    atomic("xor", INTS, "fc::atomic_xor({place}, {2})", "bitwise xor; the old value"),
    atomic("inc", COUNTERS, "fc::atomic_inc({place}, {2})", "`old >= v ? 0 : old + 1`; the old value"),
    atomic("dec", COUNTERS, "fc::atomic_dec({place}, {2})", "`old == 0 || old > v ? v : old - 1`; the old value"),
    atomic(
        "cas",
        INTS_AND_FLOATS,
        "fc::atomic_cas({place}, {2}, {3})",
        "stores `new` if the element is `expected` (floats: the same bits); the old value",
    ),
];

const fn atomic(name: &'static str, types: &'static [Scalar], cuda: &'static str, doc: &'static str) -> IntrinsicDef {
    IntrinsicDef {
        path: match name.as_bytes() {
            b"add" => "atomic::add",
            b"sub" => "atomic::sub",
            b"exch" => "atomic::exch",
            b"min" => "atomic::min",
            b"max" => "atomic::max",
            b"and" => "atomic::and",
            b"or" => "atomic::or",
            b"xor" => "atomic::xor",
            b"inc" => "atomic::inc",
            b"dec" => "atomic::dec",
            _ => "atomic::cas",
        },
        sig: Sig::Atomic(types),
        masked_form: false,
        cooperation: false,
        cuda,
        prec: 16,
        sim: SimCall::Atomic(name),
        doc,
    }
}

/// A barrier operation's entry; `sim` names its `ctx` method.
const fn barrier(
    path: &'static str,
    with_u32: bool,
    gives_bool: bool,
    cuda: &'static str,
    sim: &'static str,
    doc: &'static str,
) -> IntrinsicDef {
    def(path, Sig::Barrier { with_u32, gives_bool }, cuda, SimCall::Ctx(sim), doc)
}

/// An intrinsic as called: its entry, and whether it is the `_sync(mask, …)` form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Intrinsic {
    pub def: &'static IntrinsicDef,
    pub masked: bool,
}

impl Intrinsic {
    /// The intrinsic `path` names (`sync_threads`, `warp::shfl_down_sync`, …): the
    /// namespace and the name, as written.
    pub fn lookup(namespace: Option<&str>, name: &str) -> Option<Intrinsic> {
        let find = |path: &str| INTRINSICS.iter().find(|d| d.path == path);
        let full = match namespace {
            Some(ns) => format!("{ns}::{name}"),
            None => name.to_string(),
        };
        if let Some(def) = find(&full) {
            return Some(Intrinsic { def, masked: false });
        }
        let base = full.strip_suffix("_sync")?;
        find(base).filter(|d| d.masked_form).map(|def| Intrinsic { def, masked: true })
    }

    /// The type each argument as written must have where it is fixed — a mask, a predicate, a
    /// lane or distance, an index — and `None` where it depends on the call (a value, a slice).
    pub fn fixed_arg_types(&self) -> Vec<Option<Scalar>> {
        let mut types = Vec::new();
        if self.masked {
            types.push(Some(Scalar::U32));
        }
        match self.def.sig {
            Sig::Unit | Sig::U32 => {}
            Sig::Mask | Sig::Count => types.push(Some(Scalar::U32)),
            Sig::PredU32 | Sig::PredBool => types.push(Some(Scalar::Bool)),
            Sig::Shuffle => types.extend([None, Some(Scalar::U32)]),
            Sig::Match => types.push(None),
            Sig::Atomic(_) => types.extend([None, Some(Scalar::Usize)]),
            Sig::Barrier { with_u32, .. } => {
                types.extend([None, Some(Scalar::Usize)]);
                if with_u32 {
                    types.push(Some(Scalar::U32));
                }
            }
            Sig::Bool => {}
        }
        types
    }

    /// The names of a namespace (`atomic`, `warp`, or the bare ones), for messages: `a, b,
    /// c`, and which of them also have a `_sync(mask, …)` form.
    pub fn names_in(namespace: Option<&str>) -> String {
        let defs: Vec<&IntrinsicDef> = INTRINSICS
            .iter()
            .filter(|d| match namespace {
                Some(ns) => d.path.strip_prefix(ns).is_some_and(|r| r.starts_with("::")),
                None => !d.path.contains("::"),
            })
            .collect();
        let names: Vec<&str> = defs.iter().map(|d| d.base_name()).collect();
        let masked: Vec<&str> = defs.iter().filter(|d| d.masked_form).map(|d| d.base_name()).collect();
        if masked.is_empty() {
            names.join(", ")
        } else {
            format!("{}; {} also as `name_sync(mask, …)`", names.join(", "), masked.join(", "))
        }
    }

    /// Arguments as called (with the mask of a `_sync` form).
    pub fn arity(self) -> usize {
        self.def.args() + self.masked as usize
    }

    /// How it is called, for messages: `mbarrier::wait(bars, i, phase)`.
    pub fn usage(self) -> String {
        let mask = if self.masked { "mask, " } else { "" };
        format!("{}({mask}{})", self.name(), arg_names(self.def).join(", "))
    }

    /// As written, for messages.
    pub fn name(self) -> String {
        format!("{}{}", self.def.path, if self.masked { "_sync" } else { "" })
    }

    pub fn is_atomic(self) -> bool {
        matches!(self.def.sig, Sig::Atomic(_))
    }

    /// Whether its first two arguments are an element of memory, `(slice, i)`: an atomic's
    /// or a barrier's.
    pub fn takes_place(self) -> bool {
        matches!(self.def.sig, Sig::Atomic(_) | Sig::Barrier { .. })
    }
}

/// The result type of a signature rule whose result does not depend on its arguments.
pub fn fixed_result(sig: Sig) -> Option<Ty> {
    Some(match sig {
        Sig::Unit | Sig::Mask | Sig::Count => Ty::Unit,
        Sig::U32 | Sig::PredU32 | Sig::Match => Ty::U32,
        Sig::PredBool | Sig::Bool | Sig::Barrier { gives_bool: true, .. } => Ty::BOOL,
        Sig::Barrier { gives_bool: false, .. } => Ty::Unit,
        Sig::Shuffle | Sig::Atomic(_) => return None,
    })
}

/// An indexing builtin of the kernel language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    /// `grid(n)`: the thread's global index along the first `n` axes.
    Grid(u8),
    /// `gridsize(n)`: the number of threads of the grid along the first `n` axes.
    GridSize(u8),
    ThreadIdx,
    BlockIdx,
    BlockDim,
    GridDim,
}

impl Builtin {
    /// The indexing builtins by name, and how many arguments each takes.
    pub fn lookup(name: &str) -> Option<(&'static str, usize)> {
        Some(match name {
            "grid" => ("grid", 1),
            "gridsize" => ("gridsize", 1),
            "thread_idx" => ("thread_idx", 0),
            "block_idx" => ("block_idx", 0),
            "block_dim" => ("block_dim", 0),
            "grid_dim" => ("grid_dim", 0),
            _ => return None,
        })
    }

    /// What a kernel writes for CUDA C's index variables (`threadIdx.x` is `thread_idx().x`),
    /// for the error a ported kernel gets; no Rust value is named so.
    pub fn rust_for_cuda_name(name: &str) -> Option<&'static str> {
        Some(match name {
            "threadIdx" => "thread_idx()",
            "blockIdx" => "block_idx()",
            "blockDim" => "block_dim()",
            "gridDim" => "grid_dim()",
            "warpSize" => "WARP_SIZE",
            _ => return None,
        })
    }

    /// The name it is written with.
    pub fn name(self) -> &'static str {
        match self {
            Builtin::Grid(_) => "grid",
            Builtin::GridSize(_) => "gridsize",
            Builtin::ThreadIdx => "thread_idx",
            Builtin::BlockIdx => "block_idx",
            Builtin::BlockDim => "block_dim",
            Builtin::GridDim => "grid_dim",
        }
    }

    pub fn ty(self) -> Ty {
        match self {
            Builtin::Grid(1) | Builtin::GridSize(1) => Ty::USIZE,
            Builtin::Grid(n) | Builtin::GridSize(n) => Ty::Tuple(vec![Ty::USIZE; n as usize]),
            _ => Ty::Dim3,
        }
    }
}

/// The arguments of an intrinsic as the docs name them.
fn arg_names(d: &IntrinsicDef) -> Vec<&'static str> {
    match d.sig {
        Sig::Unit | Sig::U32 | Sig::Bool => vec![],
        Sig::Barrier { with_u32: false, .. } => vec!["bars", "i"],
        Sig::Barrier { .. } if d.base_name() == "init" => vec!["bars", "i", "count"],
        Sig::Barrier { .. } if d.base_name().ends_with("_tx") => vec!["bars", "i", "bytes"],
        Sig::Barrier { .. } => vec!["bars", "i", "phase"],
        Sig::Mask => vec!["mask"],
        Sig::Count => vec!["n"],
        Sig::PredU32 | Sig::PredBool => vec!["pred"],
        Sig::Shuffle => vec!["value", "n"],
        Sig::Match => vec!["value"],
        Sig::Atomic(_) if d.base_name() == "cas" => vec!["slice", "i", "expected", "new"],
        Sig::Atomic(_) => vec!["slice", "i", "v"],
    }
}

/// Every CUDA C function an intrinsic is (`__syncthreads` → `` `sync_threads()` ``,
/// `__shfl_down_sync` → `` `warp::shfl_down_sync(mask, value, n)` or `warp::shfl_down(value,
/// n)` ``, `atomicAdd` → `` `atomic::add(slice, i, v)` ``), with what a kernel writes, each in
/// backquotes. CUDA's names come from the table's templates (the `__name` each calls) and, for
/// atomics, CUDA's `atomicOp` spelling of each: no Rust function is named either way.
pub fn cuda_names() -> Vec<(String, String)> {
    let mut names: Vec<(String, Vec<String>)> = Vec::new();
    for d in INTRINSICS {
        let args = arg_names(d);
        let cuda = d.cuda.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).find(|w| w.starts_with("__"));
        let atomic = d.path.strip_prefix("atomic::").map(|op| match op {
            "cas" => "atomicCAS".to_string(),
            op => format!("atomic{}{}", op[..1].to_ascii_uppercase(), &op[1..]),
        });
        for name in cuda.map(str::to_string).into_iter().chain(atomic) {
            let k = match names.iter().position(|(n, _)| *n == name) {
                Some(k) => k,
                None => {
                    names.push((name, Vec::new()));
                    names.len() - 1
                }
            };
            let forms = &mut names[k].1;
            // (CUDA's `_sync` function takes the mask first, as the masked form does.)
            if d.masked_form {
                forms.push(format!("{}_sync(mask, {})", d.path, args.join(", ")));
            }
            forms.push(format!("{}({})", d.path, args.join(", ")));
        }
    }
    names
        .into_iter()
        .map(|(name, forms)| (name, forms.iter().map(|f| format!("`{f}`")).collect::<Vec<_>>().join(" or ")))
        .collect()
}

/// What a kernel writes for a CUDA C function a ported kernel may call by CUDA's name (see
/// [`cuda_names`]); `None` for any other name.
pub fn rust_for_cuda_name(name: &str) -> Option<String> {
    cuda_names().into_iter().find(|(n, _)| n == name).map(|(_, rust)| rust)
}

/// The docs' table of intrinsics (docs/kernel-language.md, between `<!-- intrinsics -->`
/// markers; a test keeps them equal).
pub fn markdown() -> String {
    let mut out = String::from("| call | what it does | CUDA |\n| --- | --- | --- |\n");
    for d in INTRINSICS {
        let args = arg_names(d);
        let sync = if d.masked_form { format!(", `{}_sync(mask, …)`", d.path) } else { String::new() };
        let place = if matches!(d.sig, Sig::Barrier { .. }) { "&bars[i]" } else { "&slice[i]" };
        let cuda = d.cuda.replace("{mask}", "mask").replace("{place}", place).replace(", {site}", "");
        let cuda = args.iter().enumerate().fold(cuda, |c, (i, a)| c.replace(&format!("{{{i}}}"), a));
        out.push_str(&format!("| `{}({})`{sync} | {} | `{}` |\n", d.path, args.join(", "), d.doc, cuda));
    }
    out
}

#[cfg(test)]
mod cuda_names {
    use super::rust_for_cuda_name;

    #[test]
    fn cuda_names_map_to_the_kernel_language() {
        assert_eq!(rust_for_cuda_name("__syncthreads").as_deref(), Some("`sync_threads()`"));
        assert_eq!(rust_for_cuda_name("__syncwarp").as_deref(), Some("`sync_warp()` or `sync_warp_mask(mask)`"));
        assert_eq!(
            rust_for_cuda_name("__shfl_down_sync").as_deref(),
            Some("`warp::shfl_down_sync(mask, value, n)` or `warp::shfl_down(value, n)`")
        );
        assert_eq!(rust_for_cuda_name("atomicAdd").as_deref(), Some("`atomic::add(slice, i, v)`"));
        assert_eq!(rust_for_cuda_name("atomicCAS").as_deref(), Some("`atomic::cas(slice, i, expected, new)`"));
        assert_eq!(rust_for_cuda_name("sync_threads"), None);
        assert_eq!(rust_for_cuda_name("helper"), None);
    }
}
