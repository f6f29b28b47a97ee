//! Where bounds checks go: which reads defer their check (a failed read loads a harmless
//! zero and records the failure), and where a deferred failure is raised — before anything
//! observable (a store, an atomic, a barrier, a call, a possible panic, a loop's back edge, a
//! return). See ARCHITECTURE.md's invariant "No failed bounds check is ever observable".
//!
//! The analysis is a pass over the typed IR, [`CheckPlan`], run once per function before
//! emitting; the emitter reads it where it places flushes and chooses how to check a read.

use super::*;

/// What the emitter needs to know of a function to place its bounds checks.
pub(super) struct CheckPlan {
    /// The function reads slices with checks, so reads defer them (an `fc::Pending` record).
    pub(super) defers: bool,
    /// Expressions whose evaluation may do something a deferred failure must precede:
    /// write memory, call, synchronize or exchange, or panic (themselves or inside).
    observable: HashSet<ExprId>,
}

impl CheckPlan {
    pub(super) fn new(f: &Func, t: &Typed, proven: &HashSet<ExprId>) -> CheckPlan {
        let mut defers = false;
        f.body.walk(&mut |x| {
            if let ExprKind::Index { base, checked: true, .. } = &x.kind {
                defers |=
                    !proven.contains(&x.id) && matches!(t.expr.get(base.id), Some(Ty::Slice { .. } | Ty::Nd { .. }));
            }
        });
        let mut observable = HashSet::new();
        // Operands first: an expression is observable when it or an operand is.
        f.body.walk_post(&mut |x| {
            if own_effect(x, t) || x.children().iter().any(|c| observable.contains(&c.id)) {
                observable.insert(x.id);
            }
        });
        CheckPlan { defers, observable }
    }

    pub(super) fn observable(&self, e: &Expr) -> bool {
        self.observable.contains(&e.id)
    }
}

/// Whether a kernel whose `proven` indices need no check still checks some bounds: an
/// index, a vector access, an asynchronous copy or a tensor-core tile not proven, a
/// sub-slice, a fragment's element.
pub(super) fn checks_left(f: &Func, t: &Typed, proven: &HashSet<ExprId>) -> bool {
    if matches!(f.kind, FuncKind::Kernel { unchecked: true, .. }) {
        return false;
    }
    let mut left = false;
    f.body.walk(&mut |x| {
        left |= match &x.kind {
            ExprKind::AsyncCopy { src, .. } => !proven.contains(&x.id) || !proven.contains(&src.id),
            ExprKind::Index { checked: true, .. }
            | ExprKind::Wmma { op: WmmaOp::Load { .. } | WmmaOp::Store { .. }, .. } => !proven.contains(&x.id),
            ExprKind::SubSlice { .. } | ExprKind::TmaLoad { .. } | ExprKind::TmaStore { .. } => true,
            ExprKind::Method { .. } => match t.methods.get(&x.id) {
                Some(MethodRes::VectorLoad | MethodRes::VectorStore) => !proven.contains(&x.id),
                Some(MethodRes::Fragment(m)) => matches!(m, FragMethod::Get | FragMethod::Set),
                _ => false,
            },
            _ => false,
        };
    });
    left
}

/// Whether `x` itself (not its operands) does something a deferred failure must precede.
fn own_effect(x: &Expr, t: &Typed) -> bool {
    match &x.kind {
        // (A sub-slice's bounds are checked where it is taken, not deferred.)
        ExprKind::Call { .. }
        | ExprKind::Panic(_)
        | ExprKind::Print(_)
        | ExprKind::Return(_)
        | ExprKind::SubSlice { .. }
        | ExprKind::AsyncCopy { .. }
        | ExprKind::TmaLoad { .. }
        | ExprKind::TmaStore { .. } => true,
        ExprKind::Wmma { op, .. } => !matches!(op, WmmaOp::Fill(_)),
        ExprKind::Intrinsic { op, .. } => !op.def.is_query(),
        ExprKind::Binary(BinOp::Div | BinOp::Rem, l, r) => may_panic_dividing(l, r, t),
        ExprKind::AssignOp(op, place, value) => {
            writes_memory(place, t) || (matches!(op, BinOp::Div | BinOp::Rem) && may_panic_dividing(place, value, t))
        }
        ExprKind::Assign(place, _) => writes_memory(place, t),
        ExprKind::Method { .. } => match t.methods.get(&x.id) {
            Some(MethodRes::Scalar(_, d)) | Some(MethodRes::Generic(d)) => d.cuda.contains("{site}"),
            // (Checked at once, as a sub-slice is; a store writes memory.)
            Some(MethodRes::VectorLoad | MethodRes::VectorStore) => true,
            Some(MethodRes::Fragment(m)) => matches!(m, FragMethod::Get | FragMethod::Set),
            _ => false,
        },
        // (A step that may be 0 panics; a literal one does not.)
        ExprKind::For { range, .. } => range.step.is_some() && super::stmts::literal_step(range).is_none(),
        _ => false,
    }
}

/// Integer division by something other than a non-zero literal (it may panic).
fn may_panic_dividing(l: &Expr, r: &Expr, t: &Typed) -> bool {
    let int = t.expr[l.id].scalar().is_some_and(|s| !s.is_float());
    let nonzero_literal = matches!(r.kind, ExprKind::Lit(Lit::Int { value, .. }) if value != 0);
    int && !nonzero_literal
}

/// Whether assigning to `place` writes memory other threads can see (a slice or a shared
/// array), not a local.
pub(super) fn writes_memory(place: &Expr, t: &Typed) -> bool {
    match &place.kind {
        ExprKind::Index { base, .. } => !is_local_array(base, t),
        ExprKind::Field(base, _) => writes_memory(base, t),
        _ => false,
    }
}

fn is_local_array(e: &Expr, t: &Typed) -> bool {
    match &e.kind {
        ExprKind::Index { base, .. } | ExprKind::Field(base, _) => is_local_array(base, t),
        ExprKind::Local(id) => matches!(t.local[*id], Ty::Array(..) | Ty::Tuple(_)),
        _ => false,
    }
}

impl Emitter<'_> {
    /// Whether a statement must raise pending read failures before it runs, and check its
    /// own reads at once: it does something observable inside an expression. Control flow
    /// handles its heads and bodies itself; stores to memory flush between value and store.
    pub(super) fn flushes_first(&self, e: &Expr) -> bool {
        if self.pending.is_none() || self.immediate {
            return false;
        }
        let observable = |e: &Expr| self.plan.observable(e);
        match &e.kind {
            // An `if` or a block written as one C++ expression (`c ? a : b`) is an ordinary
            // expression: a division by zero in it must raise a failed read before it.
            ExprKind::If { .. } | ExprKind::Block { .. } if self.is_simple(e) => observable(e),
            ExprKind::If { .. }
            | ExprKind::Match { .. }
            | ExprKind::Block { .. }
            | ExprKind::Loop { .. }
            | ExprKind::While { .. }
            | ExprKind::For { .. }
            | ExprKind::Return(_)
            | ExprKind::Break { .. }
            | ExprKind::Continue { .. } => false,
            ExprKind::Assign(place, value) => observable(value) || self.place_index_observable(place),
            // `x /= y` and `x %= y` may panic themselves, after the value and the place.
            ExprKind::AssignOp(op, place, value) => {
                observable(value)
                    || self.place_index_observable(place)
                    || (matches!(op, BinOp::Div | BinOp::Rem) && may_panic_dividing(place, value, self.t))
            }
            _ => observable(e),
        }
    }

    pub(super) fn place_index_observable(&self, place: &Expr) -> bool {
        match &place.kind {
            ExprKind::Index { base, index, .. } => self.plan.observable(index) || self.place_index_observable(base),
            ExprKind::Field(base, _) => self.place_index_observable(base),
            _ => false,
        }
    }

    /// Raises a pending read failure, if this function defers read checks.
    pub(super) fn flush(&mut self) {
        if let Some(p) = &self.pending {
            let line = format!("FC_FLUSH({p}, {});", self.len_of);
            self.push_line(&line);
        }
    }

    /// A deferred read's site: line, column and the number of its slice's length, packed as
    /// the prelude's `Pending::site` (`None` where that cannot hold them — a line past 2^17,
    /// a column past 1023, or a 33rd slice that defers —, and the read is checked at once).
    pub(super) fn deferred_site(&mut self, loc: Loc, len: &str) -> Option<u32> {
        if loc.line >= 1 << 17 || loc.column > 1023 {
            return None;
        }
        let which = match self.deferred_lens.iter().position(|l| l == len) {
            Some(w) => w,
            None if self.deferred_lens.len() < 32 => {
                self.deferred_lens.push(len.to_string());
                self.deferred_lens.len() - 1
            }
            None => return None,
        };
        Some(loc.line << 15 | loc.column << 5 | which as u32)
    }

    /// Runs `f` with reads checked at once.
    pub(super) fn immediately<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let was = self.immediate;
        self.immediate = true;
        let r = f(self);
        self.immediate = was;
        r
    }
}
