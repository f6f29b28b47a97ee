//! Where bounds checks go: which reads defer their check (a failed read loads a harmless
//! zero and records the failure), and where a deferred failure is raised — before anything
//! observable (a store, an atomic, a barrier, a call, a possible panic, a loop's back edge, a
//! return). See ARCHITECTURE.md's invariant "No failed bounds check is ever observable".

use super::*;

impl Emitter<'_> {
    /// Whether a statement must raise pending read failures before it runs, and check its
    /// own reads at once: it does something observable inside an expression. Control flow
    /// handles its heads and bodies itself; stores to memory flush between value and store.
    pub(super) fn flushes_first(&self, e: &Expr) -> bool {
        if self.pending.is_none() || self.immediate {
            return false;
        }
        match &e.kind {
            ExprKind::If { .. }
            | ExprKind::Match { .. }
            | ExprKind::Block { .. }
            | ExprKind::Loop { .. }
            | ExprKind::While { .. }
            | ExprKind::For { .. }
            | ExprKind::Return(_)
            | ExprKind::Break { .. }
            | ExprKind::Continue { .. } => false,
            ExprKind::Assign(place, value) | ExprKind::AssignOp(_, place, value) => {
                self.observable(value) || self.place_index_observable(place)
            }
            _ => self.observable(e),
        }
    }

    /// Whether evaluating `e` may do something a deferred read failure must precede: write
    /// memory, call, synchronize or exchange, or panic.
    pub(super) fn observable(&self, e: &Expr) -> bool {
        let mut found = false;
        e.walk(&mut |x| {
            found |= match &x.kind {
                ExprKind::Call { .. } | ExprKind::Panic(_) | ExprKind::Return(_) => true,
                ExprKind::Intrinsic { op, .. } => !op.def.is_query(),
                ExprKind::Binary(BinOp::Div | BinOp::Rem, l, r) => self.may_panic_dividing(l, r),
                ExprKind::AssignOp(op, place, value) => {
                    self.writes_memory(place)
                        || (matches!(op, BinOp::Div | BinOp::Rem) && self.may_panic_dividing(place, value))
                }
                ExprKind::Assign(place, _) => self.writes_memory(place),
                ExprKind::Method { .. } => match self.t.methods.get(&x.id) {
                    Some(MethodRes::Scalar(_, d)) | Some(MethodRes::Generic(d)) => d.cuda.contains("{site}"),
                    _ => false,
                },
                ExprKind::For { range, .. } => range.step.is_some(),
                _ => false,
            }
        });
        found
    }

    /// Integer division by something other than a non-zero literal (it may panic).
    pub(super) fn may_panic_dividing(&self, l: &Expr, r: &Expr) -> bool {
        let int = self.ty_of(l).scalar().is_some_and(|s| !s.is_float());
        let nonzero_literal = matches!(r.kind, ExprKind::Lit(Lit::Int { value, .. }) if value != 0);
        int && !nonzero_literal
    }

    /// Whether assigning to `place` writes memory other threads can see (a slice or a
    /// shared array), not a local.
    pub(super) fn writes_memory(&self, place: &Expr) -> bool {
        match &place.kind {
            ExprKind::Index { base, .. } => !self.is_local_array(base),
            ExprKind::Field(base, _) => self.writes_memory(base),
            _ => false,
        }
    }

    pub(super) fn is_local_array(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Index { base, .. } | ExprKind::Field(base, _) => self.is_local_array(base),
            ExprKind::Local(id) => matches!(self.t.local[*id], Ty::Array(..) | Ty::Tuple(_)),
            _ => false,
        }
    }

    pub(super) fn place_index_observable(&self, place: &Expr) -> bool {
        match &place.kind {
            ExprKind::Index { base, index, .. } => self.observable(index) || self.place_index_observable(base),
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
    /// the prelude's `Pending::site` (`None` when 32 slices already defer).
    pub(super) fn deferred_site(&mut self, loc: Loc, len: &str) -> Option<u32> {
        let which = match self.deferred_lens.iter().position(|l| l == len) {
            Some(w) => w,
            None if self.deferred_lens.len() < 32 => {
                self.deferred_lens.push(len.to_string());
                self.deferred_lens.len() - 1
            }
            None => return None,
        };
        let (line, col) = (loc.line.min((1 << 17) - 1), loc.column.min(1023));
        Some(line << 15 | col << 5 | which as u32)
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
