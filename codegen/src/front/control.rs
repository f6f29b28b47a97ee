//! Control flow: `if`, loops with their labels, `for` over ranges (over elements:
//! `for_each.rs`), and `match`.

use super::exprs::unparen;
use super::*;

impl Lowerer<'_> {
    pub(super) fn if_expr(&mut self, i: &syn::ExprIf) -> Expr {
        let span = i.span();
        if let syn::Expr::Let(l) = &*i.cond {
            self.cx.error_at(l, "`if let` is not supported in kernels: use `match` or a comparison");
        }
        let cond = self.expr(&i.cond);
        let then = self.block(&i.then_branch);
        let els = i.else_branch.as_ref().map(|(_, e)| Box::new(self.expr(e)));
        self.mk(ExprKind::If { cond: Box::new(cond), then, els }, span)
    }

    pub(super) fn enter_loop(&mut self, label: Option<&syn::Label>, is_loop: bool) -> (LoopId, Option<Ident>) {
        let id = self.n_loops;
        self.n_loops += 1;
        let name = label.map(|l| l.name.ident.clone());
        self.loops.push((name.as_ref().map(|n| n.to_string()), id, is_loop));
        (id, name)
    }

    pub(super) fn loop_target(&mut self, label: Option<&syn::Lifetime>, span: Span) -> Option<(LoopId, bool)> {
        match label {
            None => match self.loops.last() {
                Some(&(_, id, is_loop)) => Some((id, is_loop)),
                None => {
                    self.cx.error(span, "`break` and `continue` must be inside a loop");
                    None
                }
            },
            Some(l) => {
                let name = l.ident.to_string();
                match self.loops.iter().rev().find(|(n, _, _)| n.as_deref() == Some(name.as_str())) {
                    Some(&(_, id, is_loop)) => Some((id, is_loop)),
                    None => {
                        self.cx.error(l.span(), format!("no enclosing loop is labeled `'{name}`"));
                        None
                    }
                }
            }
        }
    }

    pub(super) fn for_loop(&mut self, f: &syn::ExprForLoop, span: Span) -> Expr {
        let visits_elements = match unparen(&f.expr) {
            syn::Expr::Range(_) => false,
            syn::Expr::MethodCall(mc) => !matches!(mc.method.to_string().as_str(), "rev" | "step_by"),
            _ => true,
        };
        if visits_elements {
            return self.for_each(f, span);
        }
        let range = self.for_range(&f.expr);
        let (id, label) = self.enter_loop(f.label.as_ref(), false);
        self.scopes.push(Vec::new());
        let pat = match &*f.pat {
            syn::Pat::Ident(pi) if pi.by_ref.is_none() && pi.subpat.is_none() => {
                Pat::Bind(self.declare(pi.ident.clone(), pi.mutability.is_some(), LocalKind::LoopVar, None))
            }
            syn::Pat::Wild(_) => Pat::Wild,
            other => {
                self.cx.error_at(other, "the variable of a `for` loop must be a name or `_`");
                Pat::Wild
            }
        };
        let body = self.block(&f.body);
        self.scopes.pop();
        self.loops.pop();
        match range {
            Some(range) => self.mk(ExprKind::For { id, label, pat, range, body }, span),
            None => self.bad(span),
        }
    }

    /// `a..b`, `a..=b`, then optionally `.rev()`, then optionally `.step_by(k)`.
    pub(super) fn for_range(&mut self, e: &syn::Expr) -> Option<ForRange> {
        let mut e = e;
        let mut step = None;
        let mut rev = false;
        e = unparen(e);
        if let syn::Expr::MethodCall(mc) = e {
            if mc.method == "step_by" && mc.args.len() == 1 {
                step = Some(Box::new(self.expr(&mc.args[0])));
                e = unparen(&mc.receiver);
            }
        }
        if let syn::Expr::MethodCall(mc) = e {
            if mc.method == "rev" && mc.args.is_empty() {
                rev = true;
                e = unparen(&mc.receiver);
            } else if mc.method == "step_by" {
                self.cx.error_at(mc, "write `.rev()` before `.step_by(k)`: `(a..b).rev().step_by(k)` counts down from `b - 1` in steps of `k`");
                return None;
            }
        }
        match e {
            syn::Expr::Range(r) => {
                let (Some(start), Some(end)) = (&r.start, &r.end) else {
                    self.cx
                        .error_at(r, "a `for` loop in a kernel needs a range with both ends, like `a..b` or `a..=b`");
                    return None;
                };
                let start = Box::new(self.expr(start));
                let end = Box::new(self.expr(end));
                let inclusive = matches!(r.limits, syn::RangeLimits::Closed(_));
                Some(ForRange { start, end, inclusive, rev, step })
            }
            other => {
                self.cx.error_at(other, "`.rev()` and `.step_by(k)` apply to a range in a kernel (`for i in (a..b).rev()`): to visit an array or a slice backwards or in steps, loop over its indices, `for i in (0..x.len()).rev()`");
                None
            }
        }
    }

    pub(super) fn match_expr(&mut self, m: &syn::ExprMatch, span: Span) -> Expr {
        let scrutinee = self.expr(&m.expr);
        let mut arms = Vec::new();
        for arm in &m.arms {
            self.scopes.push(Vec::new());
            let pat = self.match_pat(&arm.pat);
            let guard = arm.guard.as_ref().map(|(_, g)| self.expr(g));
            let body = self.expr(&arm.body);
            self.scopes.pop();
            arms.push(Arm { pat, guard, body });
        }
        self.mk(ExprKind::Match { scrutinee: Box::new(scrutinee), arms }, span)
    }

    pub(super) fn match_pat(&mut self, p: &syn::Pat) -> MatchPat {
        match p {
            syn::Pat::Wild(_) => MatchPat::Wild,
            syn::Pat::Lit(l) => MatchPat::Value(self.expr(&syn::Expr::Lit(l.clone()))),
            syn::Pat::Ident(pi) if pi.by_ref.is_none() => {
                let name = pi.ident.to_string();
                // A `const` of the body is a value pattern, as in Rust.
                if pi.subpat.is_none() && pi.mutability.is_none() {
                    if let Some(id) = self.lookup(&name) {
                        if self.locals[id].kind == LocalKind::Const {
                            return MatchPat::Value(self.mk(ExprKind::Local(id), pi.span()));
                        }
                    }
                }
                let sub = pi.subpat.as_ref().map(|(_, p)| Box::new(self.match_pat(p)));
                let id = self.declare(pi.ident.clone(), pi.mutability.is_some(), LocalKind::MatchBinding, None);
                MatchPat::Bind(id, sub)
            }
            syn::Pat::Range(r) => {
                let lo = r.start.as_ref().map(|e| self.expr(e));
                let hi = r.end.as_ref().map(|e| self.expr(e));
                MatchPat::Range { lo, hi, inclusive: matches!(r.limits, syn::RangeLimits::Closed(_)) }
            }
            syn::Pat::Or(o) => MatchPat::Or(o.cases.iter().map(|c| self.match_pat(c)).collect()),
            syn::Pat::Tuple(t) if !t.elems.iter().any(|p| matches!(p, syn::Pat::Rest(_))) => {
                MatchPat::Tuple { of: None, elems: t.elems.iter().map(|p| self.match_pat(p)).collect() }
            }
            syn::Pat::TupleStruct(ts)
                if ts.qself.is_none() && !ts.elems.iter().any(|p| matches!(p, syn::Pat::Rest(_))) =>
            {
                match self.tuple_struct_of(&ts.path) {
                    Some(st) => {
                        MatchPat::Tuple { of: Some(st), elems: ts.elems.iter().map(|p| self.match_pat(p)).collect() }
                    }
                    None => {
                        self.cx.error_at(
                            ts,
                            "kernels have no `Option`, `Result` or enums to match: match integers, booleans, tuples \
                             and tuple structs of them",
                        );
                        MatchPat::Wild
                    }
                }
            }
            syn::Pat::Paren(pp) => self.match_pat(&pp.pat),
            syn::Pat::Path(pp) => match builtins::lookup_const(&pp.path) {
                Some(c) => MatchPat::Value(self.mk(ExprKind::Const(c), pp.span())),
                None => {
                    self.cx
                        .error_at(pp, "kernels match integers, booleans and tuples of them: use literals, ranges, `|`, `_`, a name or a tuple of these (`(0, true)`)");
                    MatchPat::Wild
                }
            },
            other => {
                self.cx
                    .error_at(other, "kernels match integers, booleans and tuples of them: use literals, ranges, `|`, `_`, a name or a tuple of these (`(0, true)`)");
                MatchPat::Wild
            }
        }
    }
}
