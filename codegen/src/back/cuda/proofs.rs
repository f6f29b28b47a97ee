//! Bounds checks the kernel's own guards prove: `if i < y.len() { y[i] … }`,
//! `for i in 0..n { x[i] }` with `let n = x.len()`, `if r < rows && c < cols { a[[r, c]] }`
//! with `let (rows, cols) = a.dim()`. Such an index needs no check on the GPU (the simulator
//! checks it anyway, as it checks everything).
//!
//! The facts are of one form, `v < bound`, where `v` is a local no one can assign (not `mut`)
//! and `bound` the length of a slice or an extent of an N-d array that no one can rebind
//! either — named directly (`x.len()`, `a.nrows()`) or through an immutable local bound to it
//! (`let n = x.len()`, `let (h, w) = a.dim()`). A fact holds where its guard does: the
//! `then` block of an `if` whose condition is a conjunction (`&&`) containing it, or the body
//! of a `for` over `start..bound`.
//!
//! A slice index of a row-major matrix, `r * s + c`, is proven given the launch: where `r`
//! is below a measure `R` the launch knows (`block_idx().x`, below the grid's blocks; a local
//! a guard bounds by a parameter, `if row < m`, `for p in 0..k`; a row of rows, `b * h + r`,
//! below `B * h`) and the guards keep `c < s`, the index is below `R * s`, and
//! `R * s <= x.len()` (`Measure::Product`) joins the assumptions
//! (`Prover::row_major_proven`). The row and the column may be sums of terms
//! (`Prover::terms`), one of them a multiple of a constant with the others below it
//! (`Prover::sum_ceiling`): `t * 16 + tx` with `tx < 16` is below `k` where a guard keeps
//! `t + 1` at most `k / 16` (`Bound::Quotient`: `for t in 0..k / 16`), and below `T * 16`
//! where `t` is below a measure `T` (`block_idx().y * 16 + ty`: the grid's blocks times 16).
//! The sources of asynchronous copies and the tensor-core tiles of a matrix in a slice
//! (`wmma::store(c, row * n + col, n, &acc)`: `Prover::tile_row_major`) are proven so too.
//!
//! Indices of shared and local arrays, whose lengths are constants, are proven by the range
//! of values the index can take (an interval of unsigned integers): literals, `for` variables
//! over constant ranges, immutable locals bound to such expressions, `thread_idx()` and
//! `block_dim()` (below and up to the kernel's `launch_bounds`, or 1024), locals an `if`
//! compares with a constant (`if e < 256`, inside it), and `+ - * / % & | ^ << >>` and
//! widening casts of them, when no step can wrap: `tile[(stage & 1) * 8 + kk]` with `kk` in
//! `0..8` needs no check for 16 rows. So are vector accesses of them
//! (`tile.load::<4>(ty * 4)`) and the shared destinations of asynchronous copies
//! (`pipeline::copy::<8>(tile, r * 40 + c, x, i)`). Nothing else is inferred: an index that is
//! any other expression keeps its check.
//!
//! A tensor-core tile in a shared array is proven too: within the array (its whole span, by
//! the intervals above) and at an address the instructions take (32 bytes, with a leading
//! dimension of a multiple of 16 bytes), by a power of two known to divide its offset and
//! leading dimension (`multiple`: literals, products, sums, shifts and `&` keep one, even
//! where they wrap).

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use crate::infer::{MethodRes, NdMethod, Typed};
use crate::ir::*;
use crate::library::Builtin;
use crate::ty::{FragLayout, FragUse, Len, Ty};

/// The values an unsigned integer expression can take, both ends included.
type Interval = (u128, u128);

/// What a fact bounds a local by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    /// The length of the slice `local`.
    Len(LocalId),
    /// Extent `axis` of the N-d array `local`.
    Extent(LocalId, usize),
    /// The value of the unsigned integer parameter `local` (`if i < n` with `n: usize`): it
    /// proves nothing alone, only with an assumption that it is at most a length.
    Value(LocalId),
    /// The kernel's const parameter `k` (`for q in 0..N`): the length of arrays `[T; N]`,
    /// whatever each instance makes it.
    Generic(u8),
    /// A bound divided by a constant of at least 2, `k / 32` (number `n` of
    /// `Prover::quotients`): `t + 1 <= k / 32` keeps `t * 32 + 31` below `k`.
    Quotient(u32),
}

/// A quantity of a kernel's arguments the launch knows, by parameter position: what an
/// assumption compares.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Measure {
    /// The length of the slice parameter.
    Len(usize),
    /// An extent of the N-d array parameter: (parameter, axis).
    Extent(usize, usize),
    /// The value of the unsigned integer parameter.
    Value(usize),
    /// The launch's threads per block along an axis (0 for x).
    Block(usize),
    /// A number the translator chose (the most threads per block an assumption allows).
    Constant(u64),
    /// The launch's blocks along an axis (0 for x): what `block_idx()` is below.
    Grid(usize),
    /// The product of two measures (`rows * cols`, a row-major matrix's elements), with no
    /// wrapping: a product past 2^64 satisfies no assumption.
    Product(Box<[Measure; 2]>),
}

/// A fact about a launch's arguments, `small <= large`, that would prove an index the
/// kernel's guards leave checked: in `if i < y.len() { y[i] = x[i] }`, `y.len() <= x.len()`
/// proves `x[i]`. The runtime tests them at each launch, and runs the kernel's variant
/// compiled with them (`FC_ASSUMED`) when all hold.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Assumption {
    pub small: Measure,
    pub large: Measure,
}

/// What a guard says of an unsigned local, where it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fact {
    /// `v + slack <= bound` (`i < n` is a slack of 1, `i + 4 <= n` of 4), no step wrapping.
    Below { v: LocalId, bound: Bound, slack: u128 },
    /// `v >= low` (`i > 0` is a low of 1): what keeps `v - low` from wrapping.
    AtLeast { v: LocalId, low: u128 },
}

/// Where a tensor-core load or store's tile lies: in `memory` from `start` (`None`: from 0),
/// `lines` of `run` elements, `ld` apart.
struct Tile<'a> {
    memory: &'a Expr,
    start: Option<&'a Expr>,
    ld: &'a Expr,
    lines: u128,
    run: u128,
}

/// What a sum of terms plus a count is at most, for every value it takes where it is: a
/// bound of the guards, or a measure of the launch.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Ceiling {
    Bound(Bound),
    Measure(Measure),
}

struct Prover<'a> {
    f: &'a Func,
    t: &'a Typed,
    /// Immutable locals bound to a bound (`let n = x.len()`).
    aliases: HashMap<LocalId, Bound>,
    /// The quotients `Bound::Quotient` numbers, each once: the bound and the constant.
    quotients: RefCell<Vec<(Bound, u128)>>,
    /// What each immutable local was bound to (`let base = block_idx().x as usize * cols`,
    /// `let inside = j < cols`): the prover looks through them. (Each local is bound once,
    /// and every local the value reads keeps its value too where it is fixed.)
    inits: HashMap<LocalId, &'a Expr>,
    /// The facts in force, innermost last.
    facts: Vec<Fact>,
    /// Immutable locals whose values lie in an interval (`for kk in 0..8`, `let r = kk * 2`).
    ranges: HashMap<LocalId, Interval>,
    /// Immutable locals whose values a power of two other than 1 divides (`let at = r * 40`).
    multiples: HashMap<LocalId, u128>,
    /// Locals bound to a `shared_array` of this function, which starts 32-byte aligned (a
    /// shared array a device fn takes may be a part of one).
    shared_roots: HashSet<LocalId>,
    /// The most threads a block has: the kernel's `launch_bounds`, or CUDA's 1024.
    max_threads: u128,
    /// The largest value of `thread_idx()`'s axes: one less than the most threads a block
    /// may have along each (`max_threads`, and 64 along z), or than an assumption allows.
    thread_max: [u128; 3],
    /// Indices of constant-length arrays (and vector accesses, asynchronous copies into
    /// them) nothing proves: what a bound on the block's shape might.
    unproven: Vec<ExprId>,
    proven: HashSet<ExprId>,
    aligned: HashSet<ExprId>,
    /// Indices proven only under `assumptions`.
    assumed: HashSet<ExprId>,
    assumptions: Vec<Assumption>,
}

/// What the kernel's guards and constants prove.
pub(super) struct Proofs {
    /// Indices (and vector accesses and tensor-core tiles) proven within what they index.
    pub indices: HashSet<ExprId>,
    /// Tensor-core loads and stores whose tile is proven at an address the instructions take.
    pub aligned_tiles: HashSet<ExprId>,
    /// Indices of a kernel's parameters that the guards prove given `assumptions` (and not
    /// without them).
    pub assumed: HashSet<ExprId>,
    /// What the launch's arguments must satisfy for `assumed` to be proven, in the order found.
    pub assumptions: Vec<Assumption>,
}

/// The checks the guards around them and the kernel's constants prove unnecessary.
///
/// Where indices of shared or local arrays are left that a smaller block would prove
/// (`tile[ty + k]` of 32 rows for `k` up to 24 needs `ty < 8`), the largest block extent along
/// each axis that proves them is found, and those indices are proven given the launch's block
/// is no larger (`Measure::Block(axis) <= Measure::Constant(n)`), beside the assumptions on
/// the arguments.
pub(super) fn proofs(f: &Func, t: &Typed) -> Proofs {
    let max_threads = match f.kind {
        FuncKind::Kernel { bounds: LaunchBounds { max_threads: Some(n), .. }, .. } => u128::from(n),
        _ => 1024,
    };
    let widest = [max_threads, max_threads, max_threads.min(64)];
    let base = prove(f, t, max_threads, widest);
    if !matches!(f.kind, FuncKind::Kernel { .. }) || base.unproven.is_empty() {
        return base.into_proofs();
    }
    // Per axis, the smallest of the largest extents proving each index it proves at all.
    let mut extents = widest;
    for axis in 0..3 {
        let mut left: Vec<ExprId> = base.unproven.clone();
        let mut candidate = widest[axis] / 2;
        while candidate >= 1 && !left.is_empty() {
            let mut shape = widest;
            shape[axis] = candidate;
            let p = prove(f, t, max_threads, shape);
            let before = left.len();
            left.retain(|id| !p.proven.contains(id) && !p.assumed.contains(id));
            if left.len() < before {
                extents[axis] = extents[axis].min(candidate);
            }
            candidate /= 2;
        }
    }
    if extents == widest {
        return base.into_proofs();
    }
    let shaped = prove(f, t, max_threads, extents);
    let mut assumptions = shaped.assumptions.clone();
    for axis in 0..3 {
        if extents[axis] < widest[axis] {
            let most = Measure::Constant(extents[axis] as u64);
            assumptions.push(Assumption { small: Measure::Block(axis), large: most });
        }
    }
    let assumed = shaped.proven.iter().chain(&shaped.assumed).filter(|id| !base.proven.contains(id)).copied().collect();
    Proofs { indices: base.proven, aligned_tiles: base.aligned, assumed, assumptions }
}

/// The largest power of two `multiple` tracks (more is never needed: alignments are 32 bytes).
const MULTIPLE_CAP: u128 = 1 << 16;

/// The prover's pass over `f`, for blocks of at most `extents` threads along each axis.
fn prove<'a>(f: &'a Func, t: &'a Typed, max_threads: u128, extents: [u128; 3]) -> Prover<'a> {
    let mut p = Prover {
        f,
        t,
        aliases: HashMap::new(),
        quotients: RefCell::new(Vec::new()),
        inits: HashMap::new(),
        facts: Vec::new(),
        ranges: HashMap::new(),
        multiples: HashMap::new(),
        shared_roots: HashSet::new(),
        max_threads,
        thread_max: extents.map(|n| n.max(1) - 1),
        unproven: Vec::new(),
        proven: HashSet::new(),
        aligned: HashSet::new(),
        assumed: HashSet::new(),
        assumptions: Vec::new(),
    };
    p.block(&f.body);
    p
}

impl<'a> Prover<'a> {
    fn into_proofs(self) -> Proofs {
        Proofs {
            indices: self.proven,
            aligned_tiles: self.aligned,
            assumed: self.assumed,
            assumptions: self.assumptions,
        }
    }

    /// A local that keeps its value where it is in scope.
    fn fixed(&self, id: LocalId) -> bool {
        let l = &self.f.locals[id];
        !l.mutable
            && !l.poisoned
            && matches!(l.kind, LocalKind::Param | LocalKind::Let | LocalKind::LoopVar | LocalKind::Const)
    }

    /// What `e` is, as a bound: `x.len()`, `a.nrows()`, `a.ncols()`, a parameter, one divided by
    /// a constant (`k / 32`), or a local bound to one.
    fn bound_of(&self, e: &Expr) -> Option<Bound> {
        match &e.kind {
            ExprKind::Local(id) if self.is_param(*id) && self.unsigned(e) => Some(Bound::Value(*id)),
            ExprKind::Local(id) => self.aliases.get(id).copied(),
            ExprKind::GenericConst(k) => Some(Bound::Generic(*k)),
            ExprKind::Binary(BinOp::Div | BinOp::Shr, ..) => {
                let (s, c) = self.quotient_of(e)?;
                let mut quotients = self.quotients.borrow_mut();
                let n = match quotients.iter().position(|&q| q == (s, c)) {
                    Some(n) => n,
                    None => {
                        quotients.push((s, c));
                        quotients.len() - 1
                    }
                };
                Some(Bound::Quotient(u32::try_from(n).ok()?))
            }
            // (`n as usize` of a `u32` is `n`.)
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.bound_of(inner),
            ExprKind::Method { recv, args, .. } if args.is_empty() => {
                let ExprKind::Local(a) = recv.kind else { return None };
                // (An array's length is its type's, whatever is assigned to it: `K` of `[T; K]`.)
                if let (Some(MethodRes::SliceLen), Ty::Array(_, Len::Param(k)) | Ty::Shared(_, Len::Param(k))) =
                    (self.t.methods.get(&e.id), &self.t.local[a])
                {
                    return Some(Bound::Generic(*k));
                }
                if !self.fixed(a) {
                    return None;
                }
                match (self.t.methods.get(&e.id), &self.t.local[a]) {
                    (Some(MethodRes::SliceLen), Ty::Slice { .. }) => Some(Bound::Len(a)),
                    (Some(MethodRes::Nd(NdMethod::Extent(k))), Ty::Nd { .. }) => Some(Bound::Extent(a, *k)),
                    (Some(MethodRes::Nd(NdMethod::Len | NdMethod::Dim)), Ty::Nd { rank: 1, .. }) => {
                        Some(Bound::Extent(a, 0))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// What a loop's end `e` is below or at, as bounds: `bound_of(e)`, or each side of
    /// `a.min(b)` (the end of `for (x, y) in a.iter().zip(b)`).
    fn bounds_of_end(&self, e: &Expr) -> Vec<Bound> {
        match &e.kind {
            ExprKind::Method { recv, name, args, .. } if name == "min" && args.len() == 1 && self.unsigned(e) => {
                let mut out = self.bounds_of_end(recv);
                out.extend(self.bounds_of_end(&args[0]));
                out
            }
            _ => self.bound_of(e).into_iter().collect(),
        }
    }

    /// A parameter of the kernel (whose value the launch knows) no one can assign.
    fn is_param(&self, id: LocalId) -> bool {
        matches!(self.f.kind, FuncKind::Kernel { .. }) && self.f.locals[id].kind == LocalKind::Param && self.fixed(id)
    }

    /// Whether `e` is an unsigned integer.
    fn unsigned(&self, e: &Expr) -> bool {
        matches!(self.t.expr.get(e.id), Some(Ty::Scalar(s)) if s.is_int() && !s.is_signed_int())
    }

    /// Whether the cast `outer` of `inner` keeps every value: unsigned to at least as wide.
    fn widening(&self, inner: &Expr, outer: &Expr) -> bool {
        match (self.t.expr.get(inner.id), self.t.expr.get(outer.id)) {
            (Some(Ty::Scalar(a)), Some(Ty::Scalar(b))) => {
                a.is_int() && !a.is_signed_int() && b.is_int() && !b.is_signed_int() && a.bits() <= b.bits()
            }
            _ => false,
        }
    }

    /// The local an index is, seen through widening casts (`i as usize` of a `u32`).
    fn index_local(&self, e: &Expr) -> Option<LocalId> {
        match &e.kind {
            ExprKind::Local(v) if self.fixed(*v) => Some(*v),
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.index_local(inner),
            _ => None,
        }
    }

    /// What a launch knows of a bound, when it is one of the kernel's parameters'.
    fn measure(&self, b: Bound) -> Option<Measure> {
        let position = |id: LocalId| self.f.params.iter().position(|&p| p == id).filter(|_| self.is_param(id));
        match b {
            Bound::Len(a) => position(a).map(Measure::Len),
            Bound::Extent(a, k) => position(a).map(|p| Measure::Extent(p, k)),
            Bound::Value(a) => position(a).map(Measure::Value),
            Bound::Generic(_) | Bound::Quotient(_) => None,
        }
    }

    /// Whether `v + slack <= b` holds here, or would given an assumption on the launch's
    /// arguments (`Some(assumption)`): a fact `v + slack <= c` with `c` a parameter's measure,
    /// `c <= b`.
    fn holds_or_assumed(&self, v: LocalId, b: Bound, slack: u128) -> Option<Option<Assumption>> {
        if self.holds(v, b, slack) {
            return Some(None);
        }
        let large = self.measure(b)?;
        let small = self.facts.iter().rev().find_map(|f| match *f {
            Fact::Below { v: w, bound: c, slack: s } if w == v && s >= slack => self.measure(c),
            _ => None,
        })?;
        Some(Some(Assumption { small, large }))
    }

    /// `e` as a fixed local plus a constant, `v + k` (or `k + v`, `v`, widening casts of
    /// them), when the sum cannot wrap.
    fn offset_local(&self, e: &Expr) -> Option<(LocalId, u128)> {
        if let Some(v) = self.index_local(e) {
            return Some((v, 0));
        }
        let ExprKind::Binary(BinOp::Add, l, r) = &e.kind else { return None };
        let (v, k) = match (self.offset_local(l), self.constant(r), self.constant(l), self.offset_local(r)) {
            (Some((v, a)), Some(k), ..) | (_, _, Some(k), Some((v, a))) => (v, a.checked_add(k)?),
            _ => return None,
        };
        let bits = match self.t.expr.get(e.id)? {
            Ty::Scalar(s) if s.is_int() && !s.is_signed_int() => s.bits(),
            _ => return None,
        };
        (self.upper(v)?.checked_add(k)? >> bits == 0).then_some((v, k))
    }

    /// The value of a constant unsigned expression (`4`, `N as usize`).
    fn constant(&self, e: &Expr) -> Option<u128> {
        self.interval(e).filter(|(lo, hi)| lo == hi).map(|(lo, _)| lo)
    }

    /// The largest value the fixed local `v` can take: its interval's end, or below a length
    /// or an extent a fact bounds it by (which are below 2^63, as is a quotient of an unsigned
    /// integer by 2 or more), or its type's largest.
    fn upper(&self, v: LocalId) -> Option<u128> {
        if let Some(&(_, hi)) = self.ranges.get(&v) {
            return Some(hi);
        }
        let bounded = self
            .facts
            .iter()
            .any(|f| matches!(*f, Fact::Below { v: w, bound: Bound::Len(_) | Bound::Extent(..) | Bound::Quotient(_), .. } if w == v));
        if bounded {
            return Some((1u128 << 63) - 1);
        }
        match self.t.local[v] {
            Ty::Scalar(s) if s.is_int() && !s.is_signed_int() => Some((1u128 << s.bits()) - 1),
            _ => None,
        }
    }

    /// `v >= low` holds here: by `v`'s interval or a guard.
    fn at_least(&self, v: LocalId, low: u128) -> bool {
        low == 0
            || self.ranges.get(&v).is_some_and(|&(lo, _)| lo >= low)
            || self.facts.iter().any(|f| matches!(*f, Fact::AtLeast { v: w, low: l } if w == v && l >= low))
    }

    /// `v != 0` (or `0 != v`): `v >= 1`.
    fn nonzero(&self, l: &Expr, r: &Expr, out: &mut Vec<Fact>) {
        let v = match (self.index_local(l), self.constant(r), self.constant(l), self.index_local(r)) {
            (Some(v), Some(0), ..) | (.., Some(0), Some(v)) => v,
            _ => return,
        };
        out.push(Fact::AtLeast { v, low: 1 });
    }

    /// The facts `l < r` (`strict`) or `l <= r` gives: `v + k` below a bound, or a constant
    /// at most a local.
    fn comparison(&self, strict: bool, l: &Expr, r: &Expr, out: &mut Vec<Fact>) {
        if let (Some((v, k)), Some(bound)) = (self.offset_local(l), self.bound_of(r)) {
            let slack = k + u128::from(strict);
            if slack > 0 {
                out.push(Fact::Below { v, bound, slack });
            }
        }
        if let (Some(k), Some(v)) = (self.constant(l), self.index_local(r)) {
            out.push(Fact::AtLeast { v, low: k + u128::from(strict) });
        }
    }

    /// `let n = x.len()`, `let (h, w) = a.dim()`: the locals it binds to bounds.
    fn bind(&mut self, pat: &Pat, init: &Expr) {
        match pat {
            Pat::Bind(id) if self.fixed(*id) => {
                if let Some(b) = self.bound_of(init) {
                    self.aliases.insert(*id, b);
                }
            }
            Pat::Tuple(ps) if matches!(&init.kind, ExprKind::Tuple(es) if es.len() == ps.len()) => {
                let ExprKind::Tuple(es) = &init.kind else { return };
                for (p, e) in ps.iter().zip(es) {
                    self.bind(p, e);
                }
            }
            Pat::Tuple(ps) => {
                let ExprKind::Method { recv, .. } = &init.kind else { return };
                let (ExprKind::Local(a), Some(MethodRes::Nd(NdMethod::Dim))) =
                    (&recv.kind, self.t.methods.get(&init.id))
                else {
                    return;
                };
                if !self.fixed(*a) {
                    return;
                }
                for (k, p) in ps.iter().enumerate() {
                    if let Pat::Bind(id) = p {
                        if self.fixed(*id) {
                            self.aliases.insert(*id, Bound::Extent(*a, k));
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// `e` as a bound divided by a constant of at least 2 (`k / 32`, `k >> 5`).
    fn quotient_of(&self, e: &Expr) -> Option<(Bound, u128)> {
        let divisor = match &e.kind {
            ExprKind::Binary(BinOp::Div, l, r) => (l, self.constant(r)?),
            ExprKind::Binary(BinOp::Shr, l, r) => (l, 1u128.checked_shl(u32::try_from(self.constant(r)?).ok()?)?),
            _ => return None,
        };
        let (dividend, c) = divisor;
        (c >= 2).then_some(())?;
        Some((self.bound_of(dividend)?, c))
    }

    /// The facts a condition gives where it is true: its `&&`-joined comparisons `v < b`,
    /// `v + k <= b`, `k < v` (or the same written the other way round).
    fn facts_of(&self, cond: &Expr, out: &mut Vec<Fact>) {
        match &cond.kind {
            ExprKind::Binary(BinOp::And, l, r) => {
                self.facts_of(l, out);
                self.facts_of(r, out);
            }
            ExprKind::Binary(BinOp::Lt, l, r) | ExprKind::Binary(BinOp::Gt, r, l) => self.comparison(true, l, r, out),
            ExprKind::Binary(BinOp::Le, l, r) | ExprKind::Binary(BinOp::Ge, r, l) => self.comparison(false, l, r, out),
            ExprKind::Binary(BinOp::Ne, l, r) => self.nonzero(l, r, out),
            ExprKind::Unary(UnOp::Not, c) => self.facts_of_false(c, out),
            // (`let inside = j < cols; if inside { … }`.)
            ExprKind::Local(v) if self.fixed(*v) => {
                if let Some(init) = self.inits.get(v) {
                    self.facts_of(init, out);
                }
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                if let Some(t) = &block.tail {
                    self.facts_of(t, out);
                }
            }
            _ => {}
        }
    }

    /// The facts a condition gives where it is false (after `if i >= n { return; }`): its
    /// `||`-joined comparisons, negated (`v >= b` is `v < b`, `v + k > b` is `v + k <= b`).
    fn facts_of_false(&self, cond: &Expr, out: &mut Vec<Fact>) {
        match &cond.kind {
            ExprKind::Binary(BinOp::Or, l, r) => {
                self.facts_of_false(l, out);
                self.facts_of_false(r, out);
            }
            ExprKind::Binary(BinOp::Ge, l, r) | ExprKind::Binary(BinOp::Le, r, l) => self.comparison(true, l, r, out),
            ExprKind::Binary(BinOp::Gt, l, r) | ExprKind::Binary(BinOp::Lt, r, l) => self.comparison(false, l, r, out),
            ExprKind::Binary(BinOp::Eq, l, r) => self.nonzero(l, r, out),
            ExprKind::Unary(UnOp::Not, c) => self.facts_of(c, out),
            ExprKind::Local(v) if self.fixed(*v) => {
                if let Some(init) = self.inits.get(v) {
                    self.facts_of_false(init, out);
                }
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                if let Some(t) = &block.tail {
                    self.facts_of_false(t, out);
                }
            }
            _ => {}
        }
    }

    /// The interval of `e`'s values, when it is an unsigned integer computed without wrapping
    /// from what has one.
    fn interval(&self, e: &Expr) -> Option<Interval> {
        let bits = match self.t.expr.get(e.id)? {
            Ty::Scalar(s) if s.is_int() && !s.is_signed_int() => s.bits(),
            _ => return None,
        };
        let (lo, hi) = match &e.kind {
            ExprKind::Lit(Lit::Int { value, .. }) => (*value, *value),
            ExprKind::Local(v) => *self.ranges.get(v)?,
            ExprKind::Field(base, Field::Axis(a)) if matches!(base.kind, ExprKind::Builtin(Builtin::ThreadIdx)) => {
                (0, self.thread_max[(*a).min(2)])
            }
            // (`block_dim().x / 32` warps: at most 32 for blocks of at most 1024 threads.)
            ExprKind::Field(base, Field::Axis(a)) if matches!(base.kind, ExprKind::Builtin(Builtin::BlockDim)) => {
                (1, self.thread_max[(*a).min(2)] + 1)
            }
            ExprKind::Cast(inner, _) => self.interval(inner)?,
            // (Below 2^31 - 1 blocks of at most `max_threads`.)
            ExprKind::Builtin(Builtin::Grid(1)) => (0, ((1u128 << 31) - 1) * self.max_threads - 1),
            // (`x % 8` and `x & 7` are below 8 whatever `x` is.)
            ExprKind::Binary(BinOp::Rem, l, r) if self.interval(r).is_some_and(|(c, _)| c > 0) => {
                let (_, d) = self.interval(r)?;
                let b = self.interval(l).map_or(d - 1, |(_, b)| b.min(d - 1));
                (0, b)
            }
            ExprKind::Binary(BinOp::BitAnd, l, r) if self.interval(l).is_none() || self.interval(r).is_none() => {
                let (_, b) = self.interval(l).or_else(|| self.interval(r))?;
                (0, b)
            }
            ExprKind::Binary(op, l, r) => {
                let ((a, b), (c, d)) = (self.interval(l)?, self.interval(r)?);
                match op {
                    BinOp::Add => (a.checked_add(c)?, b.checked_add(d)?),
                    BinOp::Sub if a >= d => (a - d, b - c),
                    BinOp::Mul => (a.checked_mul(c)?, b.checked_mul(d)?),
                    BinOp::Div if c > 0 => (a / d, b / c),
                    BinOp::Rem if c > 0 => (0, b.min(d - 1)),
                    BinOp::BitAnd => (0, b.min(d)),
                    BinOp::BitOr | BinOp::BitXor => (0, (b.max(d) + 1).checked_next_power_of_two()? - 1),
                    BinOp::Shr if d < 128 => (a >> d, b >> c),
                    BinOp::Shl if d < 64 => (a.checked_mul(1u128 << c)?, b.checked_mul(1u128 << d)?),
                    _ => return None,
                }
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() => self.interval(block.tail.as_deref()?)?,
            // (`a.min(b)` of unsigned integers: at most either, at least the smaller.)
            ExprKind::Method { recv, name, args, .. } if name == "min" && args.len() == 1 => {
                match (self.interval(recv), self.interval(&args[0])) {
                    (Some((a, b)), Some((c, d))) => (a.min(c), b.min(d)),
                    (Some((_, b)), None) | (None, Some((_, b))) => (0, b),
                    (None, None) => return None,
                }
            }
            // (`taps.len()` of a local or shared array: its constant length, `for k in 0..taps.len()`.)
            ExprKind::Method { recv, args, .. }
                if args.is_empty() && matches!(self.t.methods.get(&e.id), Some(MethodRes::SliceLen)) =>
            {
                let n = self.constant_length(recv)?;
                (n, n)
            }
            _ => return None,
        };
        // (A value past its type's range wrapped: nothing is known of it.)
        (hi >> bits == 0).then_some((lo, hi))
    }

    /// A power of two that divides every value of the integer `e` (1 when none is known).
    /// Wrapping keeps it: 2⁶⁴ is a multiple of every power of two up to it.
    fn multiple(&self, e: &Expr) -> u128 {
        let bits = match self.t.expr.get(e.id) {
            Some(Ty::Scalar(s)) if s.is_int() => s.bits(),
            _ => return 1,
        };
        let m = match &e.kind {
            ExprKind::Lit(Lit::Int { value, .. }) if *value == 0 => MULTIPLE_CAP,
            ExprKind::Lit(Lit::Int { value, .. }) => 1u128 << value.trailing_zeros().min(16),
            ExprKind::Local(v) => self.multiples.get(v).copied().unwrap_or(1),
            ExprKind::Cast(inner, _) => self.multiple(inner),
            ExprKind::Binary(op, l, r) => {
                let (a, b) = (self.multiple(l), self.multiple(r));
                match op {
                    BinOp::Add | BinOp::Sub => a.min(b),
                    BinOp::Mul => a.saturating_mul(b),
                    BinOp::BitAnd => a.max(b),
                    BinOp::Shl => match self.interval(r) {
                        Some((c, d)) if c == d && c < 16 => a << c,
                        _ => a,
                    },
                    _ => 1,
                }
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                block.tail.as_deref().map_or(1, |t| self.multiple(t))
            }
            _ => 1,
        };
        // (A narrower type's values are multiples of its modulus at most.)
        m.min(MULTIPLE_CAP).min(1u128 << bits.min(64))
    }

    /// An index of a shared or local array (or a row of one) whose values are all below its
    /// constant length; or a vector access `x.load::<N>(i)` of one, `i + N` within it.
    fn constant_index_proven(&self, base: &Expr, index: &Expr, count: u128) -> bool {
        let Some(len) = self.constant_length(base) else { return false };
        self.interval(index).is_some_and(|(_, hi)| hi + count <= len)
    }

    /// The length of a shared or local array (or a row of one) known here.
    fn constant_length(&self, base: &Expr) -> Option<u128> {
        match self.t.expr.get(base.id) {
            Some(Ty::Shared(_, Len::Known(n)) | Ty::Array(_, Len::Known(n))) => Some(u128::from(*n)),
            _ => None,
        }
    }

    /// A tensor-core load of `&tile[at..]` (or `tile`) or a store into `tile` at `offset`, of
    /// a shared array of constant length: whether the whole tile lies within the array for
    /// every value of `at` (or `offset`) with a constant leading dimension, and whether it
    /// starts at an address the instructions take (the array is aligned to 32 bytes: its offset
    /// in bytes a multiple of 32, its leading dimension of 16).
    fn tile_proven(&self, e: &Expr, op: WmmaOp, args: &'a [Expr]) -> (bool, bool) {
        let Some(Tile { memory, start, ld, lines, run }) = self.tile(e, op, args) else { return (false, false) };
        let Some(Ty::Shared(elem, Len::Known(n))) = self.t.expr.get(memory.id) else { return (false, false) };
        let Some(size) = elem.scalar().map(|s| u128::from(s.bits() / 8)) else { return (false, false) };
        let (from, multiple) = match start {
            Some(s) => (self.interval(s), self.multiple(s)),
            // (`&tile[..]` or the whole array: from 0.)
            None => (Some((0, 0)), MULTIPLE_CAP),
        };
        let within = match (from, self.interval(ld)) {
            (Some((_, hi)), Some((ld, ld_hi))) if ld == ld_hi => hi + (lines - 1) * ld + run <= u128::from(*n),
            _ => false,
        };
        let root = matches!(memory.kind, ExprKind::Local(id) if self.shared_roots.contains(&id));
        let aligned = root && (multiple * size).is_multiple_of(32) && (self.multiple(ld) * size).is_multiple_of(16);
        (within, aligned)
    }

    /// A tensor-core load or store's memory, where in it the tile starts (`None`: at 0), its
    /// leading dimension, and its shape in memory: `lines` of `run` elements, `ld` apart.
    fn tile(&self, e: &Expr, op: WmmaOp, args: &'a [Expr]) -> Option<Tile<'a>> {
        let (memory, start, ld, (rows, cols), col_major) = match op {
            WmmaOp::Load { layout, .. } => {
                let Some(Ty::Fragment(f)) = self.t.expr.get(e.id) else { return None };
                let k = u128::from(f.k.max(8));
                let dims = match f.usage {
                    FragUse::A => (16, k),
                    FragUse::B => (k, 16),
                    FragUse::Accumulator | FragUse::Warpgroup(_) => (16, 16),
                };
                let (memory, start) = match &args[0].kind {
                    ExprKind::SubSlice { base, lo, hi: None, .. } => (&**base, lo.as_deref()),
                    _ => (&args[0], None),
                };
                (memory, start, &args[1], dims, layout == FragLayout::ColMajor)
            }
            WmmaOp::Store { layout } => (&args[0], Some(&args[1]), &args[2], (16, 16), layout == FragLayout::ColMajor),
            _ => return None,
        };
        let (lines, run) = if col_major { (cols, rows) } else { (rows, cols) };
        Some(Tile { memory, start, ld, lines, run })
    }

    /// A tensor-core tile in a row-major matrix in a slice, `wmma::store(c, row * n + col, n,
    /// &f)`, proven given the launch: with `row + lines` at most a measure `R` and
    /// `col + run <= n` (the leading dimension the stride), the tile is within `R * n`, so
    /// `R * n <= c.len()` proves it (`row = block_idx().y * 128 + w * 32 + i * 16`, `lines` of
    /// 16, is at most the grid's blocks times 128).
    fn tile_row_major(&mut self, e: &Expr, op: WmmaOp, args: &'a [Expr]) -> Option<Vec<Assumption>> {
        let Tile { memory, start, ld, lines, run } = self.tile(e, op, args)?;
        let ExprKind::Local(a) = memory.kind else { return None };
        if !self.fixed(a) || !matches!(self.t.local[a], Ty::Slice { .. }) {
            return None;
        }
        let large = self.measure(Bound::Len(a))?;
        let stride = self.bound_of(ld)?;
        let mut terms = Vec::new();
        self.terms(self.seen_through(start?), &mut terms);
        for (i, &term) in terms.iter().enumerate() {
            let Some(row) = self.row_of(term, stride) else { continue };
            let mut row_terms = Vec::new();
            self.terms(row, &mut row_terms);
            let rows = match self.sum_ceiling(&row_terms, lines) {
                Some(Ceiling::Bound(b)) => self.measure(b),
                Some(Ceiling::Measure(m)) => Some(m),
                None => None,
            };
            let Some(rows) = rows else { continue };
            let column: Vec<&'a Expr> = terms.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &t)| t).collect();
            let Some(mut needed) = self.column_within(&column, stride, run) else { continue };
            needed.push(Assumption { small: Measure::Product(Box::new([rows, self.measure(stride)?])), large });
            return Some(needed);
        }
        None
    }

    /// `e` as `r * s` (or `s * r`; through widening casts, blocks and the locals bound to it)
    /// for the bound `s`: `r`.
    fn row_of(&self, e: &'a Expr, s: Bound) -> Option<&'a Expr> {
        match &e.kind {
            ExprKind::Binary(BinOp::Mul, l, r) => match (self.bound_of(r), self.bound_of(l)) {
                (Some(b), _) if b == s => Some(&**l),
                (_, Some(b)) if b == s => Some(&**r),
                _ => None,
            },
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.row_of(inner, s),
            ExprKind::Local(v) if self.fixed(*v) => self.row_of(self.inits.get(v)?, s),
            ExprKind::Block { block, .. } if block.stmts.is_empty() => self.row_of(block.tail.as_deref()?, s),
            _ => None,
        }
    }

    /// `let v = e` of a clamped value (`let xx = x.min(w - 1)`, `let yy = (y + dy).max(1).min(h)
    /// - 1`): the facts its value gives `v`, for the rest of the block.
    fn bind_facts(&mut self, pat: &Pat, init: &Expr) {
        let Pat::Bind(v) = pat else { return };
        if !self.fixed(*v) {
            return;
        }
        let low = self.lower(init);
        let mut given: Vec<Fact> =
            self.bounded_by(init).into_iter().map(|(bound, slack)| Fact::Below { v: *v, bound, slack }).collect();
        if low > 0 {
            given.push(Fact::AtLeast { v: *v, low });
        }
        self.facts.extend(given.into_iter().filter(|f| !matches!(f, Fact::Below { slack: 0, .. })));
    }

    /// The bounds `e` is below, as `e + slack <= bound` (a slack of 0: at most the bound), where
    /// nothing in `e` wraps: a bound itself, a local a fact bounds, `x.min(b)` of one,
    /// `x.clamp(lo, b)`, `b - k` and `m - k` of one at least `k`, `a % b`.
    fn bounded_by(&self, e: &Expr) -> Vec<(Bound, u128)> {
        let itself = self.bound_of(e).map(|b| (b, 0));
        match &e.kind {
            ExprKind::Local(v) if self.fixed(*v) => itself
                .into_iter()
                .chain(self.facts.iter().filter_map(|f| match *f {
                    Fact::Below { v: w, bound, slack } if w == *v => Some((bound, slack)),
                    _ => None,
                }))
                .collect(),
            _ if itself.is_some() => itself.into_iter().collect(),
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.bounded_by(inner),
            ExprKind::Binary(BinOp::Sub, l, r) => match self.constant(r) {
                Some(k) if self.lower(l) >= k => self.bounded_by(l).into_iter().map(|(b, s)| (b, s + k)).collect(),
                _ => Vec::new(),
            },
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                block.tail.as_deref().map_or_else(Vec::new, |t| self.bounded_by(t))
            }
            // (`a % n < n`: `n` is not 0 where the remainder is taken, which panics by zero.)
            ExprKind::Binary(BinOp::Rem, _, r) if self.unsigned(e) => {
                self.bounded_by(r).into_iter().map(|(b, s)| (b, s + 1)).collect()
            }
            ExprKind::Method { recv, args, .. } => match (self.int_method(e), args.as_slice()) {
                // (At most each side.)
                (Some("min"), [other]) => {
                    let mut out = self.bounded_by(recv);
                    out.extend(self.bounded_by(other));
                    out
                }
                (Some("clamp"), [_, hi]) => self.bounded_by(hi),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// The least value the unsigned `e` can take, as far as it is known (0 when nothing is):
    /// its interval, a local's guards, a bound's (above what a fact bounds by it), `x.max(k)`.
    fn lower(&self, e: &Expr) -> u128 {
        if let Some((lo, _)) = self.interval(e) {
            return lo;
        }
        if let Some(b) = self.bound_of(e) {
            // (`v + slack <= b` for an unsigned `v`: `b >= slack`.)
            return self
                .facts
                .iter()
                .filter_map(|f| match *f {
                    Fact::Below { bound, slack, .. } if bound == b => Some(slack),
                    _ => None,
                })
                .max()
                .unwrap_or(0);
        }
        match &e.kind {
            ExprKind::Local(v) if self.fixed(*v) => self
                .facts
                .iter()
                .filter_map(|f| match *f {
                    Fact::AtLeast { v: w, low } if w == *v => Some(low),
                    _ => None,
                })
                .max()
                .unwrap_or(0),
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.lower(inner),
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                block.tail.as_deref().map_or(0, |t| self.lower(t))
            }
            ExprKind::Method { recv, args, .. } => match (self.int_method(e), args.as_slice()) {
                (Some("max"), [other]) => self.lower(recv).max(self.lower(other)),
                (Some("min"), [other]) => self.lower(recv).min(self.lower(other)),
                (Some("clamp"), [lo, _]) => self.lower(recv).max(self.lower(lo)),
                _ => 0,
            },
            _ => 0,
        }
    }

    /// The name of the unsigned integer method `e` calls (`min`, `max`, `clamp`).
    fn int_method(&self, e: &Expr) -> Option<&'static str> {
        match self.t.methods.get(&e.id) {
            Some(MethodRes::Scalar(s, def)) if s.is_int() && !s.is_signed_int() => Some(def.name),
            _ => None,
        }
    }

    /// `let v = e`, `let (a, b) = (e, f)`: the intervals of the locals it binds.
    fn bind_ranges(&mut self, pat: &Pat, init: &Expr) {
        match (pat, &init.kind) {
            (Pat::Bind(id), _) => {
                if matches!(init.kind, ExprKind::SharedArray { .. }) && self.fixed(*id) {
                    self.shared_roots.insert(*id);
                }
                let range = self.interval(init);
                self.bind_range(*id, range);
                let m = self.multiple(init);
                self.bind_multiple(*id, m);
            }
            (Pat::Tuple(ps), ExprKind::Tuple(es)) if ps.len() == es.len() => {
                for (p, e) in ps.iter().zip(es) {
                    self.bind_ranges(p, e);
                }
            }
            _ => {}
        }
    }

    /// `let v = e` or a `for` variable: its interval, where it has one.
    fn bind_range(&mut self, id: LocalId, range: Option<Interval>) {
        match range {
            Some(r) if self.fixed(id) => {
                self.ranges.insert(id, r);
            }
            _ => {
                self.ranges.remove(&id);
            }
        }
    }

    /// `let v = e` or a `for` variable: a power of two dividing it, where one is known.
    fn bind_multiple(&mut self, id: LocalId, m: u128) {
        if m > 1 && self.fixed(id) {
            self.multiples.insert(id, m);
        } else {
            self.multiples.remove(&id);
        }
    }

    fn holds(&self, v: LocalId, b: Bound, slack: u128) -> bool {
        self.facts
            .iter()
            .any(|f| matches!(*f, Fact::Below { v: w, bound: c, slack: s } if w == v && c == b && s >= slack))
    }

    /// `e` as a fixed local plus or minus a constant (`i`, `i + 1`, `i - 1`), and the slack
    /// a fact must give it to keep `count` elements from it within a bound: `i + 1` needs
    /// `i + 2 <= n`; `i - 1` needs `i >= 1` and `i < n`.
    fn needed_slack(&self, e: &Expr, count: u128) -> Option<(LocalId, u128)> {
        if let ExprKind::Binary(BinOp::Sub, l, r) = &e.kind {
            let (v, k) = (self.index_local(l)?, self.constant(r)?);
            return self.at_least(v, k).then(|| (v, count.saturating_sub(k).max(1)));
        }
        let (v, k) = self.offset_local(e)?;
        Some((v, k.checked_add(count)?))
    }

    /// Whether the guards in force prove `base[index]` of a slice or N-d array (or `count`
    /// elements from it, a vector access): `Some(None)` outright, `Some(Some(assumptions))`
    /// given facts of the launch's arguments.
    fn index_proven(&self, base: &Expr, index: &Expr, count: u128) -> Option<Vec<Assumption>> {
        let ExprKind::Local(a) = base.kind else { return None };
        // (An array's length is its type's: assigning the array keeps it.)
        if !self.fixed(a) && !matches!(self.t.local[a], Ty::Shared(..) | Ty::Array(..)) {
            return None;
        }
        let mut needed = Vec::new();
        let mut axis = |e: &Expr, b: Bound, count: u128| {
            needed.extend(self.within(e, b, count)?);
            Some(())
        };
        match (&self.t.local[a], &index.kind) {
            (Ty::Slice { .. }, _) => axis(index, Bound::Len(a), count)?,
            (Ty::Nd { rank, .. }, ExprKind::ArrayList(es)) if es.len() == *rank as usize => {
                for (k, e) in es.iter().enumerate() {
                    axis(e, Bound::Extent(a, k), 1)?;
                }
            }
            (Ty::Nd { rank: 1, .. }, _) => axis(index, Bound::Extent(a, 0), count)?,
            // (A shared or local array of a const parameter's length, `[f32; N]`.)
            (Ty::Shared(_, Len::Param(k)) | Ty::Array(_, Len::Param(k)), _) => axis(index, Bound::Generic(*k), count)?,
            _ => return None,
        }
        Some(needed)
    }

    /// What proves `e + count <= b` here: the guards in force (`Some` of no assumptions), or
    /// they given one fact of the launch's arguments. `e` is a guarded local plus or minus a
    /// constant, or an index bounded by itself (a clamp: `x.min(w - 1)`).
    fn within(&self, e: &Expr, b: Bound, count: u128) -> Option<Vec<Assumption>> {
        if let Some(given) = self.needed_slack(e, count).and_then(|(v, slack)| self.holds_or_assumed(v, b, slack)) {
            return Some(given.into_iter().collect());
        }
        let direct = self.bounded_by(e);
        if direct.iter().any(|&(c, s)| c == b && s >= count) {
            return Some(Vec::new());
        }
        let small = direct.iter().find_map(|&(c, s)| if s >= count { self.measure(c) } else { None })?;
        Some(vec![Assumption { small, large: self.measure(b)? }])
    }

    /// Where `cond` holds: the intervals of the locals its `&&`-joined comparisons with a
    /// constant bound from above (`if e < 256 { let row = e / 32; … }`: `row` is below 8).
    fn narrow(&mut self, cond: &Expr) {
        let (v, most) = match &cond.kind {
            ExprKind::Binary(BinOp::And, l, r) => {
                self.narrow(l);
                self.narrow(r);
                return;
            }
            ExprKind::Binary(BinOp::Lt, l, r) | ExprKind::Binary(BinOp::Gt, r, l) => {
                match (self.index_local(l), self.constant(r)) {
                    (Some(v), Some(k)) if k > 0 => (v, k - 1),
                    _ => return,
                }
            }
            ExprKind::Binary(BinOp::Le, l, r) | ExprKind::Binary(BinOp::Ge, r, l) => {
                match (self.index_local(l), self.constant(r)) {
                    (Some(v), Some(k)) => (v, k),
                    _ => return,
                }
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                if let Some(t) = &block.tail {
                    self.narrow(t);
                }
                return;
            }
            _ => return,
        };
        let (lo, hi) = match (self.ranges.get(&v), &self.t.local[v]) {
            (Some(&r), _) => r,
            (None, Ty::Scalar(s)) if s.is_int() && !s.is_signed_int() => (0, (1u128 << s.bits()) - 1),
            _ => return,
        };
        if lo <= most {
            self.ranges.insert(v, (lo, hi.min(most)));
        }
    }

    /// `let v = e`, `let (a, b) = (e, f)`: what each immutable local it binds was bound to.
    fn bind_inits(&mut self, pat: &Pat, init: &'a Expr) {
        match (pat, &init.kind) {
            (Pat::Bind(id), _) if self.fixed(*id) => {
                self.inits.insert(*id, init);
            }
            (Pat::Tuple(ps), ExprKind::Tuple(es)) if ps.len() == es.len() => {
                for (p, e) in ps.iter().zip(es) {
                    self.bind_inits(p, e);
                }
            }
            _ => {}
        }
    }

    /// A measure of the launch that the unsigned `e` is always below: `block_idx().x` (the
    /// grid's blocks along x), a local a guard bounds by a parameter's measure (`r` in
    /// `if r < m`, `k` in `for k in 0..n`), through widening casts and the locals bound to them;
    /// and a row of rows, `b * h + r` with `b` below `B` and `r < h` by the guards, below
    /// `B * h` (`x[(b * h + r) * w + c]`, a batch of matrices).
    fn exclusive_measure(&self, e: &'a Expr) -> Option<Measure> {
        self.exclusive_measure_of(e).or_else(|| {
            // (Any value with an interval, `e / 16` of an `e` below 512: below its end plus 1.)
            let (_, hi) = self.interval(e)?;
            Some(Measure::Constant(u64::try_from(hi.checked_add(1)?).ok()?))
        })
    }

    /// `exclusive_measure`'s forms, but for a value's interval; and a multiple of a constant,
    /// `t * 32 + r` with `r < 32`, below `(T + 1) * 32` for `t` below `T` (`multiple_ceiling`).
    fn exclusive_measure_of(&self, e: &'a Expr) -> Option<Measure> {
        match &e.kind {
            ExprKind::Binary(BinOp::Add, l, r) => {
                let nested = |start: &Expr, c: &Expr| {
                    let (rows, stride) = self.row_start(start)?;
                    let below = self.needed_slack(c, 1).is_some_and(|(v, slack)| self.holds(v, stride, slack))
                        || self.bounded_by(c).iter().any(|&(b, slack)| b == stride && slack >= 1);
                    below.then(|| Some(Measure::Product(Box::new([rows, self.measure(stride)?]))))?
                };
                nested(l, r).or_else(|| nested(r, l)).or_else(|| self.sum_measure(e))
            }
            ExprKind::Binary(BinOp::Mul | BinOp::Shl, ..) => self.sum_measure(e),
            ExprKind::Field(base, Field::Axis(a)) if matches!(base.kind, ExprKind::Builtin(Builtin::BlockIdx)) => {
                Some(Measure::Grid(*a))
            }
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.exclusive_measure(inner),
            ExprKind::Local(v) if self.fixed(*v) => {
                let guarded = self.facts.iter().rev().find_map(|f| match *f {
                    Fact::Below { v: w, bound, slack } if w == *v && slack >= 1 => self.measure(bound),
                    _ => None,
                });
                guarded.or_else(|| self.inits.get(v).and_then(|init| self.exclusive_measure(init)))
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() => self.exclusive_measure(block.tail.as_deref()?),
            _ => None,
        }
    }

    /// `e` as the start of a row, `r * s` (or `s * r`; through widening casts and the locals
    /// bound to it): the measure `r` is below, and the bound `s` is.
    fn row_start(&self, e: &'a Expr) -> Option<(Measure, Bound)> {
        match &e.kind {
            ExprKind::Binary(BinOp::Mul, l, r) => {
                let split = |row: &Expr, stride: &Expr| Some((self.exclusive_measure(row)?, self.bound_of(stride)?));
                split(l, r).or_else(|| split(r, l))
            }
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.row_start(inner),
            ExprKind::Local(v) if self.fixed(*v) => self.inits.get(v).and_then(|init| self.row_start(init)),
            ExprKind::Block { block, .. } if block.stmts.is_empty() => self.row_start(block.tail.as_deref()?),
            _ => None,
        }
    }

    /// What proves `c + count <= s` here: the guards in force (`Some` of no assumptions), or
    /// they given facts of the launch. An `if` proves it when both its arms do, each under
    /// its side of the condition (`if inside { j } else { 0 }`).
    fn within_stride(&mut self, c: &'a Expr, s: Bound, count: u128) -> Option<Vec<Assumption>> {
        match &c.kind {
            ExprKind::If { cond, then, els: Some(els) } if then.stmts.is_empty() => {
                let n = self.facts.len();
                let mut given = Vec::new();
                self.facts_of(cond, &mut given);
                self.facts.extend(given);
                let yes = then.tail.as_deref().and_then(|t| self.within_stride(t, s, count));
                self.facts.truncate(n);
                let mut given = Vec::new();
                self.facts_of_false(cond, &mut given);
                self.facts.extend(given);
                let no = self.within_stride(els, s, count);
                self.facts.truncate(n);
                let mut needed = yes?;
                needed.extend(no?);
                Some(needed)
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                self.within_stride(block.tail.as_deref()?, s, count)
            }
            _ => {
                if let Some(k) = self.constant(c) {
                    return self.constant_within(k, s, count);
                }
                if let Some(found) = self.within(c, s, count) {
                    return Some(found);
                }
                let mut terms = Vec::new();
                self.terms(c, &mut terms);
                if terms.len() > 1 {
                    return self.column_within(&terms, s, count);
                }
                self.ceiling_within(&terms, s, count)
            }
        }
    }

    /// What proves `sum + count <= s` for a column written as several terms (`k0 + ac`,
    /// `block_col + bc + 1`): constant terms add to `count`; one term left is `within_stride`'s
    /// to prove, several `ceiling_within`'s.
    fn column_within(&mut self, terms: &[&'a Expr], s: Bound, count: u128) -> Option<Vec<Assumption>> {
        let mut count = count;
        let mut vars = Vec::new();
        for &t in terms {
            match self.constant(t) {
                Some(k) => count = count.checked_add(k)?,
                None => vars.push(t),
            }
        }
        match vars.as_slice() {
            [] => self.constant_within(0, s, count),
            [one] => self.within_stride(one, s, count),
            _ => self.ceiling_within(&vars, s, count),
        }
    }

    /// What proves `sum + count <= s` of the terms: a multiple of a constant with the rest
    /// below it (`sum_ceiling`) whose ceiling is `s` (the guards prove it: `k0 + ac` with
    /// `k0 = (step + 1) * 32` under `step + 1 < k / 32`) or a measure of the launch, assumed
    /// at most `s` (`block_idx().x * 128 + c`: `128 * blocks <= n`); else the terms'
    /// intervals, their ends' sum assumed at most `s`.
    fn ceiling_within(&self, terms: &[&'a Expr], s: Bound, count: u128) -> Option<Vec<Assumption>> {
        if let Some(ceiling) = self.sum_ceiling(terms, count) {
            let small = match ceiling {
                Ceiling::Bound(b) if b == s => return Some(Vec::new()),
                Ceiling::Bound(b) => self.measure(b)?,
                Ceiling::Measure(m) => m,
            };
            return Some(vec![Assumption { small, large: self.measure(s)? }]);
        }
        let hi = terms.iter().try_fold(0u128, |sum, t| sum.checked_add(self.interval(t)?.1))?;
        self.constant_within(hi, s, count)
    }

    /// The terms of the sum `e` (`a + b + c`; through blocks and the fixed locals bound to
    /// sums), in order. (A sum that wraps is below its terms' total: what the total is at most,
    /// so is it.)
    fn terms(&self, e: &'a Expr, out: &mut Vec<&'a Expr>) {
        match &e.kind {
            ExprKind::Binary(BinOp::Add, l, r) => {
                self.terms(l, out);
                self.terms(r, out);
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() && block.tail.is_some() => {
                if let Some(t) = block.tail.as_deref() {
                    self.terms(t, out);
                }
            }
            ExprKind::Local(v) if self.fixed(*v) => match self.inits.get(v) {
                Some(init) if matches!(init.kind, ExprKind::Binary(BinOp::Add, ..)) => self.terms(init, out),
                _ => out.push(e),
            },
            _ => out.push(e),
        }
    }

    /// `e` as a multiple of a constant, `t * c` (`c * t`, `t << k`; through widening casts,
    /// blocks and the fixed locals bound to one): `t` and `c`.
    fn split_multiple(&self, e: &'a Expr) -> Option<(&'a Expr, u128)> {
        match &e.kind {
            ExprKind::Binary(BinOp::Mul, l, r) => match (self.constant(r), self.constant(l)) {
                (Some(c), _) if c > 0 => Some((&**l, c)),
                (_, Some(c)) if c > 0 => Some((&**r, c)),
                _ => None,
            },
            ExprKind::Binary(BinOp::Shl, l, r) => {
                let k = u32::try_from(self.constant(r)?).ok().filter(|&k| k < 64)?;
                Some((&**l, 1u128 << k))
            }
            ExprKind::Cast(inner, _) if self.widening(inner, e) => self.split_multiple(inner),
            ExprKind::Block { block, .. } if block.stmts.is_empty() => self.split_multiple(block.tail.as_deref()?),
            ExprKind::Local(v) if self.fixed(*v) => self.split_multiple(self.inits.get(v)?),
            _ => None,
        }
    }

    /// What `(t + 1) * c` is at most for every value of `t` here: the bound `s` where a guard
    /// keeps `t + 1` at most a local bound to `s / c` (`for step in 0..k / 32`), or `T * c`
    /// where `t` is below a measure `T` of the launch.
    fn multiple_ceiling(&self, t: &'a Expr, c: u128) -> Option<Ceiling> {
        if let Some((v, slack)) = self.needed_slack(t, 1) {
            let quotient = self.facts.iter().rev().find_map(|f| match *f {
                Fact::Below { v: w, bound: Bound::Quotient(q), slack: given } if w == v && given >= slack => {
                    let (s, d) = *self.quotients.borrow().get(q as usize)?;
                    (d == c).then_some(s)
                }
                _ => None,
            });
            if let Some(s) = quotient {
                return Some(Ceiling::Bound(s));
            }
        }
        let below = self.exclusive_measure(t)?;
        let c = Measure::Constant(u64::try_from(c).ok()?);
        Some(Ceiling::Measure(Measure::Product(Box::new([below, c]))))
    }

    /// What the terms' sum plus `count` is at most: where one term is a multiple `t * c` and
    /// the others' intervals end at most `c - count` in all, what `(t + 1) * c` is at most.
    fn sum_ceiling(&self, terms: &[&'a Expr], count: u128) -> Option<Ceiling> {
        terms.iter().enumerate().find_map(|(i, &term)| {
            let (t, c) = self.split_multiple(term)?;
            let rest = terms
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .try_fold(count, |sum, (_, other)| sum.checked_add(self.interval(other)?.1))?;
            (rest <= c).then(|| self.multiple_ceiling(t, c))?
        })
    }

    /// A measure of the launch that the sum `e` is below (`sum_ceiling` with a count of 1).
    fn sum_measure(&self, e: &'a Expr) -> Option<Measure> {
        let mut terms = Vec::new();
        self.terms(e, &mut terms);
        match self.sum_ceiling(&terms, 1)? {
            Ceiling::Bound(b) => self.measure(b),
            Ceiling::Measure(m) => Some(m),
        }
    }

    /// What proves `k + count <= s` for a constant `k`: a guard's `v + slack <= s` with
    /// `slack` at least that (an unsigned `v`), or the launch's `s`.
    fn constant_within(&self, k: u128, s: Bound, count: u128) -> Option<Vec<Assumption>> {
        let least = k.checked_add(count)?;
        let known =
            self.facts.iter().any(|f| matches!(*f, Fact::Below { bound, slack, .. } if bound == s && slack >= least));
        match known {
            true => Some(Vec::new()),
            false => {
                Some(vec![Assumption { small: Measure::Constant(u64::try_from(least).ok()?), large: self.measure(s)? }])
            }
        }
    }

    /// A slice index of a row-major matrix, `r * s + c` (or `c + r * s`, `r * s`; through the
    /// locals bound to it), proven given the launch: with `r` below a measure `R` (the grid's
    /// blocks, a guarded parameter) and `c + count <= s`, the index is within `R * s`, so
    /// `R * s <= x.len()` proves it. `y[row * n + col]` in `if row < m && col < n`;
    /// `x[block_idx().x as usize * cols + j]` in `if j < cols`. The product may wrap in a
    /// narrower type: a wrapped value is smaller, and still within.
    fn row_major_proven(&mut self, base: &Expr, index: &'a Expr, count: u128) -> Option<Vec<Assumption>> {
        let ExprKind::Local(a) = base.kind else { return None };
        if !self.fixed(a) || !matches!(self.t.local[a], Ty::Slice { .. }) {
            return None;
        }
        let large = self.measure(Bound::Len(a))?;
        let index = self.seen_through(index);
        let split = match &index.kind {
            ExprKind::Binary(BinOp::Add, l, r) => match (self.row_start(l), self.row_start(r)) {
                (Some(start), _) => Some((start, Some(&**r))),
                (None, Some(start)) => Some((start, Some(&**l))),
                (None, None) => None,
            },
            _ => self.row_start(index).map(|start| (start, None)),
        };
        let found = split.and_then(|((rows, stride), col)| {
            let needed = match col {
                Some(c) => self.within_stride(c, stride, count)?,
                None => self.constant_within(0, stride, count)?,
            };
            Some((rows, stride, needed))
        });
        let (rows, stride, mut needed) = match found {
            Some(found) => found,
            None => self.row_among_terms(index, count)?,
        };
        needed.push(Assumption { small: Measure::Product(Box::new([rows, self.measure(stride)?])), large });
        Some(needed)
    }

    /// `row_major_proven` of an index whose row start is one term of a longer sum,
    /// `(block_row + r) * k + k0 + c` (the column the other terms, `k0 + c`).
    fn row_among_terms(&mut self, index: &'a Expr, count: u128) -> Option<(Measure, Bound, Vec<Assumption>)> {
        let mut terms = Vec::new();
        self.terms(index, &mut terms);
        for (i, &term) in terms.iter().enumerate() {
            let Some((rows, stride)) = self.row_start(term) else { continue };
            let column: Vec<&'a Expr> = terms.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &t)| t).collect();
            if let Some(needed) = self.column_within(&column, stride, count) {
                return Some((rows, stride, needed));
            }
        }
        None
    }

    /// `e`, or what the fixed local (or widening cast of one) it is was bound to, where that
    /// is a sum or a product: the index's form, not its name.
    fn seen_through(&self, e: &'a Expr) -> &'a Expr {
        match &e.kind {
            ExprKind::Local(v) if self.fixed(*v) => match self.inits.get(v) {
                Some(init) if matches!(init.kind, ExprKind::Binary(BinOp::Add | BinOp::Mul, ..)) => init,
                _ => e,
            },
            _ => e,
        }
    }

    /// Records what proves the access `e` of `count` elements of `base` from `index`: the
    /// guards in force (given assumptions, or not) or its constant length.
    fn prove(&mut self, e: &Expr, base: &Expr, index: &'a Expr, count: u128) {
        let found = match self.index_proven(base, index, count) {
            Some(needed) => Some(needed),
            None => self.row_major_proven(base, index, count),
        };
        match found {
            Some(needed) => self.record(e, needed),
            None if self.constant_index_proven(base, index, count) => {
                self.proven.insert(e.id);
            }
            None if self.constant_length(base).is_some() => self.unproven.push(e.id),
            None => {}
        }
    }

    /// `e` proven outright (no assumption `needed`) or given the launch.
    fn record(&mut self, e: &Expr, needed: Vec<Assumption>) {
        if needed.is_empty() {
            self.proven.insert(e.id);
            return;
        }
        self.assumed.insert(e.id);
        for a in needed {
            if !self.assumptions.contains(&a) {
                self.assumptions.push(a);
            }
        }
    }

    fn block(&mut self, b: &'a Block) {
        let (aliases, ranges, multiples) = (self.aliases.clone(), self.ranges.clone(), self.multiples.clone());
        let facts = self.facts.len();
        for s in &b.stmts {
            match s {
                Stmt::Let { pat, init, .. } => {
                    if let Some(init) = init {
                        self.expr(init);
                        self.bind_inits(pat, init);
                        self.bind(pat, init);
                        self.bind_ranges(pat, init);
                        self.bind_facts(pat, init);
                    }
                }
                // (A body's `const`: its value, for the indices after it.)
                Stmt::Const { local, value, .. } => {
                    self.expr(value);
                    let range = self.interval(value);
                    self.bind_range(*local, range);
                    let m = self.multiple(value);
                    self.bind_multiple(*local, m);
                }
                Stmt::Expr { expr, .. } => {
                    self.expr(expr);
                    // (What holds after it, to the end of the block.)
                    let mut given = Vec::new();
                    self.facts_after(expr, &mut given);
                    self.facts.extend(given);
                }
            }
        }
        if let Some(t) = &b.tail {
            self.expr(t);
        }
        self.facts.truncate(facts);
        self.aliases = aliases;
        self.ranges = ranges;
        self.multiples = multiples;
    }

    /// The facts a statement leaves for the rest of its block: the negation of the condition
    /// of an `if` without `else` whose block always leaves (`if i >= n { return; }`, or
    /// `continue`, `break`, `panic!`), and the condition of an `assert!`.
    fn facts_after(&self, e: &Expr, out: &mut Vec<Fact>) {
        match &e.kind {
            ExprKind::If { cond, then, els: None } if leaves(then) => self.facts_of_false(cond, out),
            // (Not `debug_assert!`, which a unit may compile out.)
            ExprKind::Panic(PanicMacro { kind: PanicKind::Assert { cond, .. }, debug_only: false }) => {
                self.facts_of(cond, out)
            }
            _ => {}
        }
    }

    fn expr(&mut self, e: &'a Expr) {
        match &e.kind {
            ExprKind::If { cond, then, els } => {
                self.expr(cond);
                let mut given = Vec::new();
                self.facts_of(cond, &mut given);
                let n = self.facts.len();
                self.facts.extend(given);
                let ranges = self.ranges.clone();
                self.narrow(cond);
                self.block(then);
                self.ranges = ranges;
                self.facts.truncate(n);
                if let Some(els) = els {
                    self.expr(els);
                }
            }
            ExprKind::For { pat, range, body, .. } => {
                self.expr(&range.start);
                self.expr(&range.end);
                if let Some(s) = &range.step {
                    self.expr(s);
                }
                let n = self.facts.len();
                if let (Pat::Bind(v), false) = (pat, range.inclusive) {
                    if self.fixed(*v) {
                        for b in self.bounds_of_end(&range.end) {
                            self.facts.push(Fact::Below { v: *v, bound: b, slack: 1 });
                        }
                    }
                }
                // (`for i in 1..n`: `i - 1` does not wrap.)
                if let (Pat::Bind(v), Some((low, _))) = (pat, self.interval(&range.start)) {
                    if self.fixed(*v) && low > 0 {
                        self.facts.push(Fact::AtLeast { v: *v, low });
                    }
                }
                let (ranges, multiples) = (self.ranges.clone(), self.multiples.clone());
                if let Pat::Bind(v) = pat {
                    // `(a..b).step_by(s)` from `a` up: multiples of what divides both.
                    let m = match &range.step {
                        Some(s) if !range.rev => self.multiple(&range.start).min(self.multiple(s)),
                        _ => 1,
                    };
                    self.bind_multiple(*v, m);
                    // `a..b` takes values from `a` up to below `b`; `a..=b` up to `b`.
                    let span = match (self.interval(&range.start), self.interval(&range.end)) {
                        (Some((lo, _)), Some((_, hi))) if range.inclusive => Some((lo, hi)),
                        (Some((lo, _)), Some((_, hi))) if hi > lo => Some((lo, hi - 1)),
                        _ => None,
                    };
                    // `(a..b).step_by(s)` from a constant `a` by a constant `s` stops at the
                    // last `a + k s` in the range.
                    let span =
                        match (span, self.interval(&range.start), range.step.as_deref().map(|s| self.interval(s))) {
                            (Some((lo, hi)), Some((a, a_hi)), Some(Some((st, st_hi))))
                                if !range.rev && a == a_hi && st == st_hi && st > 0 =>
                            {
                                Some((lo, lo + (hi - lo) / st * st))
                            }
                            (span, ..) => span,
                        };
                    self.bind_range(*v, span);
                }
                self.block(body);
                self.ranges = ranges;
                self.multiples = multiples;
                self.facts.truncate(n);
            }
            ExprKind::While { cond, body, .. } => {
                self.expr(cond);
                self.block(body);
            }
            ExprKind::Loop { body, .. } | ExprKind::Block { block: body, .. } => self.block(body),
            ExprKind::Index { base, index, checked: true } => {
                self.prove(e, base, index, 1);
                self.expr(base);
                self.expr(index);
            }
            ExprKind::Method { recv, args, .. } => {
                let count = match (self.t.methods.get(&e.id), self.t.expr.get(e.id), args.get(1)) {
                    (Some(MethodRes::VectorLoad), Some(Ty::Array(_, Len::Known(n))), _) => Some(u128::from(*n)),
                    (Some(MethodRes::VectorStore), _, Some(v)) => match self.t.expr.get(v.id) {
                        Some(Ty::Array(_, Len::Known(n))) => Some(u128::from(*n)),
                        _ => None,
                    },
                    _ => None,
                };
                if let (Some(n), Some(i)) = (count, args.first()) {
                    self.prove(e, recv, i, n);
                }
                for c in e.children() {
                    self.expr(c);
                }
            }
            // `pipeline::copy::<N>(tile, j, x, i)`: the destination `tile[j..j + N]`.
            ExprKind::AsyncCopy { dst, dst_index, src, src_index, count: Len::Known(n) } => {
                if self.constant_index_proven(dst, dst_index, u128::from(*n)) {
                    self.proven.insert(e.id);
                } else if self.constant_length(dst).is_some() {
                    self.unproven.push(e.id);
                }
                // The source `x[i..i + N]`, its proof recorded under the slice expression's id
                // (a local's, which nothing else records: an index's would be its own access's).
                if matches!(src.kind, ExprKind::Local(_)) {
                    self.prove(src, src, src_index, u128::from(*n));
                }
                for c in e.children() {
                    self.expr(c);
                }
            }
            ExprKind::Wmma { op: op @ (WmmaOp::Load { .. } | WmmaOp::Store { .. }), args } => {
                let (within, aligned) = self.tile_proven(e, *op, args);
                if within {
                    self.proven.insert(e.id);
                } else if let Some(needed) = self.tile_row_major(e, *op, args) {
                    self.record(e, needed);
                }
                if aligned {
                    self.aligned.insert(e.id);
                }
                for c in e.children() {
                    self.expr(c);
                }
            }
            ExprKind::Match { scrutinee, arms } => {
                self.expr(scrutinee);
                for a in arms {
                    if let Some(g) = &a.guard {
                        self.expr(g);
                    }
                    self.expr(&a.body);
                }
            }
            _ => {
                for c in e.children() {
                    self.expr(c);
                }
            }
        }
    }
}

/// Whether a block never finishes: its last statement returns, breaks, continues or panics.
fn leaves(b: &Block) -> bool {
    let last = match (&b.tail, b.stmts.last()) {
        (Some(t), _) => t,
        (None, Some(Stmt::Expr { expr, .. })) => expr,
        _ => return false,
    };
    match &last.kind {
        ExprKind::Return(_) | ExprKind::Break { .. } | ExprKind::Continue { .. } => true,
        ExprKind::Panic(PanicMacro { kind: PanicKind::Message(_), .. }) => true,
        ExprKind::Block { block, .. } => leaves(block),
        _ => false,
    }
}
