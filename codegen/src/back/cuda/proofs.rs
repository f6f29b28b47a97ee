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
//! of a `for` over `start..bound`. Nothing else is inferred: an index that is any other
//! expression keeps its check.

use std::collections::{HashMap, HashSet};

use crate::infer::{MethodRes, NdMethod, Typed};
use crate::ir::*;
use crate::ty::Ty;

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
    proven: HashSet<ExprId>,
}

/// The index expressions whose checks the guards around them prove unnecessary.
pub(super) fn proven_indices(f: &Func, t: &Typed) -> HashSet<ExprId> {
    let mut p = Prover { f, t, aliases: HashMap::new(), facts: Vec::new(), proven: HashSet::new() };
    p.block(&f.body);
    p.proven
}

impl Prover<'_> {
    /// A local that keeps its value where it is in scope.
    fn fixed(&self, id: LocalId) -> bool {
        let l = &self.f.locals[id];
        !l.mutable && !l.poisoned && matches!(l.kind, LocalKind::Param | LocalKind::Let | LocalKind::LoopVar)
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
        let aliases = self.aliases.clone();
        for s in &b.stmts {
            match s {
                Stmt::Let { pat, init, .. } => {
                    if let Some(init) = init {
                        self.expr(init);
                        self.bind(pat, init);
                    }
                }
                Stmt::Const { value, .. } => self.expr(value),
                Stmt::Expr { expr, .. } => self.expr(expr),
            }
        }
        if let Some(t) = &b.tail {
            self.expr(t);
        }
        self.aliases = aliases;
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
                self.block(body);
                self.facts.truncate(n);
            }
            ExprKind::While { cond, body, .. } => {
                self.expr(cond);
                self.block(body);
            }
            ExprKind::Loop { body, .. } | ExprKind::Block { block: body, .. } => self.block(body),
            ExprKind::Index { base, index, checked: true } => {
                if self.index_proven(base, index) {
                    self.proven.insert(e.id);
                }
                self.expr(base);
                self.expr(index);
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
