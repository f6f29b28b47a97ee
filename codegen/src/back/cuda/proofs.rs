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
//! Indices of shared and local arrays, whose lengths are constants, are proven by the range
//! of values the index can take (an interval of unsigned integers): literals, `for` variables
//! over constant ranges, immutable locals bound to such expressions, `thread_idx()` (below
//! the kernel's `launch_bounds`, or 1024), and `+ - * / % & | ^ << >>` and widening casts of
//! them, when no step can wrap: `tile[(stage & 1) * 8 + kk]` with `kk` in `0..8` needs no check
//! for 16 rows. So are vector accesses of them (`tile.load::<4>(ty * 4)`) and the shared
//! destinations of asynchronous copies (`pipeline::copy::<8>(tile, r * 40 + c, x, i)`). Nothing else is
//! inferred: an index that is any other expression keeps its check.
//!
//! A tensor-core tile in a shared array is proven too: within the array (its whole span, by
//! the intervals above) and at an address the instructions take (32 bytes, with a leading
//! dimension of a multiple of 16 bytes), by a power of two known to divide its offset and
//! leading dimension (`multiple`: literals, products, sums, shifts and `&` keep one, even
//! where they wrap).

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
}

struct Prover<'a> {
    f: &'a Func,
    t: &'a Typed,
    /// Immutable locals bound to a bound (`let n = x.len()`).
    aliases: HashMap<LocalId, Bound>,
    /// The facts in force, innermost last.
    facts: Vec<(LocalId, Bound)>,
    /// Immutable locals whose values lie in an interval (`for kk in 0..8`, `let r = kk * 2`).
    ranges: HashMap<LocalId, Interval>,
    /// Immutable locals whose values a power of two other than 1 divides (`let at = r * 40`).
    multiples: HashMap<LocalId, u128>,
    /// Locals bound to a `shared_array` of this function, which starts 32-byte aligned (a
    /// shared array a device fn takes may be a part of one).
    shared_roots: HashSet<LocalId>,
    /// `thread_idx()`'s axes are below this: the kernel's `launch_bounds`, or CUDA's 1024.
    max_threads: u128,
    proven: HashSet<ExprId>,
    aligned: HashSet<ExprId>,
}

/// What the kernel's guards and constants prove.
pub(super) struct Proofs {
    /// Indices (and vector accesses and tensor-core tiles) proven within what they index.
    pub indices: HashSet<ExprId>,
    /// Tensor-core loads and stores whose tile is proven at an address the instructions take.
    pub aligned_tiles: HashSet<ExprId>,
}

/// The checks the guards around them and the kernel's constants prove unnecessary.
pub(super) fn proofs(f: &Func, t: &Typed) -> Proofs {
    let max_threads = match f.kind {
        FuncKind::Kernel { bounds: LaunchBounds { max_threads: Some(n), .. }, .. } => u128::from(n),
        _ => 1024,
    };
    let mut p = Prover {
        f,
        t,
        aliases: HashMap::new(),
        facts: Vec::new(),
        ranges: HashMap::new(),
        multiples: HashMap::new(),
        shared_roots: HashSet::new(),
        max_threads,
        proven: HashSet::new(),
        aligned: HashSet::new(),
    };
    p.block(&f.body);
    Proofs { indices: p.proven, aligned_tiles: p.aligned }
}

/// The largest power of two `multiple` tracks (more is never needed: alignments are 32 bytes).
const MULTIPLE_CAP: u128 = 1 << 16;

impl Prover<'_> {
    /// A local that keeps its value where it is in scope.
    fn fixed(&self, id: LocalId) -> bool {
        let l = &self.f.locals[id];
        !l.mutable
            && !l.poisoned
            && matches!(l.kind, LocalKind::Param | LocalKind::Let | LocalKind::LoopVar | LocalKind::Const)
    }

    /// What `e` is, as a bound: `x.len()`, `a.nrows()`, `a.ncols()`, or a local bound to one.
    fn bound_of(&self, e: &Expr) -> Option<Bound> {
        match &e.kind {
            ExprKind::Local(id) => self.aliases.get(id).copied(),
            ExprKind::Method { recv, args, .. } if args.is_empty() => {
                let ExprKind::Local(a) = recv.kind else { return None };
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

    /// `let n = x.len()`, `let (h, w) = a.dim()`: the locals it binds to bounds.
    fn bind(&mut self, pat: &Pat, init: &Expr) {
        match pat {
            Pat::Bind(id) if self.fixed(*id) => {
                if let Some(b) = self.bound_of(init) {
                    self.aliases.insert(*id, b);
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

    /// The facts a condition gives where it is true: its `&&`-joined comparisons `v < b`
    /// (or `b > v`).
    fn facts_of(&self, cond: &Expr, out: &mut Vec<(LocalId, Bound)>) {
        match &cond.kind {
            ExprKind::Binary(BinOp::And, l, r) => {
                self.facts_of(l, out);
                self.facts_of(r, out);
            }
            ExprKind::Binary(BinOp::Lt, l, r) | ExprKind::Binary(BinOp::Gt, r, l) => {
                if let (ExprKind::Local(v), Some(b)) = (&l.kind, self.bound_of(r)) {
                    if self.fixed(*v) {
                        out.push((*v, b));
                    }
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
            ExprKind::Field(base, Field::Axis(_)) if matches!(base.kind, ExprKind::Builtin(Builtin::ThreadIdx)) => {
                (0, self.max_threads - 1)
            }
            ExprKind::Cast(inner, _) => self.interval(inner)?,
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
        let len = match self.t.expr.get(base.id) {
            Some(Ty::Shared(_, Len::Known(n)) | Ty::Array(_, Len::Known(n))) => u128::from(*n),
            _ => return false,
        };
        self.interval(index).is_some_and(|(_, hi)| hi + count <= len)
    }

    /// A tensor-core load of `&tile[at..]` (or `tile`) or a store into `tile` at `offset`, of
    /// a shared array of constant length: whether the whole tile lies within the array for
    /// every value of `at` (or `offset`) with a constant leading dimension, and whether it
    /// starts at an address the instructions take (the array is aligned to 32 bytes: its offset
    /// in bytes a multiple of 32, its leading dimension of 16).
    fn tile_proven(&self, e: &Expr, op: WmmaOp, args: &[Expr]) -> (bool, bool) {
        let (memory, start, ld, (rows, cols), col_major) = match op {
            WmmaOp::Load { layout, .. } => {
                let Some(Ty::Fragment(f)) = self.t.expr.get(e.id) else { return (false, false) };
                let k = u128::from(f.k.max(8));
                let dims = match f.usage {
                    FragUse::A => (16, k),
                    FragUse::B => (k, 16),
                    FragUse::Accumulator => (16, 16),
                };
                let (memory, start) = match &args[0].kind {
                    ExprKind::SubSlice { base, lo, hi: None, .. } => (&**base, lo.as_deref()),
                    _ => (&args[0], None),
                };
                (memory, start, &args[1], dims, layout == FragLayout::ColMajor)
            }
            WmmaOp::Store { layout } => (&args[0], Some(&args[1]), &args[2], (16, 16), layout == FragLayout::ColMajor),
            _ => return (false, false),
        };
        let Some(Ty::Shared(elem, Len::Known(n))) = self.t.expr.get(memory.id) else { return (false, false) };
        let Some(size) = elem.scalar().map(|s| u128::from(s.bits() / 8)) else { return (false, false) };
        let (from, multiple) = match start {
            Some(s) => (self.interval(s), self.multiple(s)),
            // (`&tile[..]` or the whole array: from 0.)
            None => (Some((0, 0)), MULTIPLE_CAP),
        };
        let (lines, run) = if col_major { (cols, rows) } else { (rows, cols) };
        let within = match (from, self.interval(ld)) {
            (Some((_, hi)), Some((ld, ld_hi))) if ld == ld_hi => hi + (lines - 1) * ld + run <= u128::from(*n),
            _ => false,
        };
        let root = matches!(memory.kind, ExprKind::Local(id) if self.shared_roots.contains(&id));
        let aligned = root && (multiple * size).is_multiple_of(32) && (self.multiple(ld) * size).is_multiple_of(16);
        (within, aligned)
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

    fn holds(&self, v: LocalId, b: Bound) -> bool {
        self.facts.iter().any(|&(w, c)| w == v && c == b)
    }

    fn index_proven(&self, base: &Expr, index: &Expr) -> bool {
        let ExprKind::Local(a) = base.kind else { return false };
        if !self.fixed(a) {
            return false;
        }
        let local = |e: &Expr| match e.kind {
            ExprKind::Local(v) if self.fixed(v) => Some(v),
            _ => None,
        };
        match (&self.t.local[a], &index.kind) {
            (Ty::Slice { .. }, _) => local(index).is_some_and(|v| self.holds(v, Bound::Len(a))),
            (Ty::Nd { rank, .. }, ExprKind::ArrayList(es)) if es.len() == *rank as usize => {
                es.iter().enumerate().all(|(k, e)| local(e).is_some_and(|v| self.holds(v, Bound::Extent(a, k))))
            }
            (Ty::Nd { rank: 1, .. }, _) => local(index).is_some_and(|v| self.holds(v, Bound::Extent(a, 0))),
            _ => false,
        }
    }

    fn block(&mut self, b: &Block) {
        let (aliases, ranges, multiples) = (self.aliases.clone(), self.ranges.clone(), self.multiples.clone());
        for s in &b.stmts {
            match s {
                Stmt::Let { pat, init, .. } => {
                    if let Some(init) = init {
                        self.expr(init);
                        self.bind(pat, init);
                        self.bind_ranges(pat, init);
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
                Stmt::Expr { expr, .. } => self.expr(expr),
            }
        }
        if let Some(t) = &b.tail {
            self.expr(t);
        }
        self.aliases = aliases;
        self.ranges = ranges;
        self.multiples = multiples;
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::If { cond, then, els } => {
                self.expr(cond);
                let mut given = Vec::new();
                self.facts_of(cond, &mut given);
                let n = self.facts.len();
                self.facts.extend(given);
                self.block(then);
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
                if let (Pat::Bind(v), false, Some(b)) = (pat, range.inclusive, self.bound_of(&range.end)) {
                    if self.fixed(*v) {
                        self.facts.push((*v, b));
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
                if self.index_proven(base, index) || self.constant_index_proven(base, index, 1) {
                    self.proven.insert(e.id);
                }
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
                    if self.constant_index_proven(recv, i, n) {
                        self.proven.insert(e.id);
                    }
                }
                for c in e.children() {
                    self.expr(c);
                }
            }
            // `pipeline::copy::<N>(tile, j, x, i)`: the destination `tile[j..j + N]`.
            ExprKind::AsyncCopy { dst, dst_index, count: Len::Known(n), .. } => {
                if self.constant_index_proven(dst, dst_index, u128::from(*n)) {
                    self.proven.insert(e.id);
                }
                for c in e.children() {
                    self.expr(c);
                }
            }
            ExprKind::Wmma { op: op @ (WmmaOp::Load { .. } | WmmaOp::Store { .. }), args } => {
                let (within, aligned) = self.tile_proven(e, *op, args);
                if within {
                    self.proven.insert(e.id);
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
