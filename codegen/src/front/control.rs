//! Control flow: `if`, loops with their labels, `for` over ranges, and `match`.

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

    /// `for pat in xs` over an array or a slice (written `xs`, `&xs`, `xs.iter()`,
    /// `xs.into_iter()` or `xs.iter().copied()` alike, a pattern `&v` as `v`; `.enumerate()`
    /// binds `(k, pat)`): `for k in 0..xs.len() { let pat = xs[k]; … }`, the elements by
    /// value. `xs` is evaluated once, before the loop: read where it is when it names an
    /// immutable local or a constant, else a copy (an array local the body may change).
    fn for_each(&mut self, f: &syn::ExprForLoop, span: Span) -> Expr {
        let mut xs = unparen(&f.expr);
        let mut enumerate = false;
        if let syn::Expr::MethodCall(mc) = xs {
            if mc.method == "enumerate" && mc.args.is_empty() {
                enumerate = true;
                xs = unparen(&mc.receiver);
            }
        }
        loop {
            xs = match xs {
                syn::Expr::MethodCall(mc)
                    if mc.args.is_empty()
                        && matches!(mc.method.to_string().as_str(), "iter" | "into_iter" | "copied" | "cloned") =>
                {
                    unparen(&mc.receiver)
                }
                syn::Expr::Reference(r) if r.mutability.is_none() => unparen(&r.expr),
                _ => break,
            };
        }
        let mutable = match xs {
            syn::Expr::Reference(r) => r.mutability.is_some(),
            syn::Expr::MethodCall(mc) => mc.method == "iter_mut",
            _ => false,
        };
        if mutable {
            self.cx.error_at(
                xs,
                "a `for` loop in a kernel visits elements by value: to change them, loop over the indices, \
                 `for i in 0..y.len() { y[i] = … }`",
            );
            return self.bad(span);
        }
        if let syn::Expr::MethodCall(mc) = xs {
            self.cx.error_at(
                mc,
                "a `for` loop in a kernel visits a range (`for i in a..b`, with `.rev()` and `.step_by(k)`), an \
                 array or a slice (`for v in xs`, `xs.iter()`, `.enumerate()`): other iterators are not supported",
            );
            return self.bad(span);
        }
        let xs_span = xs.span();
        let named = match xs {
            syn::Expr::Path(p) => match path_ident(&p.path).and_then(|id| self.lookup(&id.to_string())) {
                Some(id) => !self.locals[id].mutable,
                // (A constant, by its path.)
                None => p.qself.is_none(),
            },
            _ => false,
        };
        // The elements' source, lowered once per use (a name) or bound once (anything else).
        let (len_base, index_base, copy) = if named {
            (self.expr(xs), self.expr(xs), None)
        } else {
            let value = self.expr(xs);
            let each = self.hidden_local("each", LocalKind::Let, xs_span);
            let copy = Stmt::Let { pat: Pat::Bind(each), init: Some(value), loc: loc_of(xs_span), span: xs_span };
            (self.mk(ExprKind::Local(each), xs_span), self.mk(ExprKind::Local(each), xs_span), Some(copy))
        };
        self.iterated.push((len_base.id, index_base.id));
        let (id, label) = self.enter_loop(f.label.as_ref(), false);
        self.scopes.push(Vec::new());
        let (index_pat, element_pat) = match (&*f.pat, enumerate) {
            (syn::Pat::Tuple(t), true) if t.elems.len() == 2 => (Some(&t.elems[0]), &t.elems[1]),
            (other, true) => {
                self.cx.error_at(other, "`.enumerate()` gives pairs: write `for (i, v) in xs.iter().enumerate()`");
                (None, other)
            }
            (other, false) => (None, other),
        };
        let k = match index_pat {
            Some(syn::Pat::Ident(pi)) if pi.by_ref.is_none() && pi.subpat.is_none() => {
                self.declare(pi.ident.clone(), pi.mutability.is_some(), LocalKind::LoopVar, None)
            }
            Some(syn::Pat::Wild(_)) | None => self.hidden_local("k", LocalKind::LoopVar, xs_span),
            Some(other) => {
                self.cx.error_at(other, "the index of `.enumerate()` must be a name or `_`");
                self.hidden_local("k", LocalKind::LoopVar, xs_span)
            }
        };
        let (element_pat, by_ref) = match element_pat {
            syn::Pat::Reference(r) if r.mutability.is_none() => (&*r.pat, false),
            other => (other, true),
        };
        let pat_span = element_pat.span();
        let first_local = self.locals.len();
        let pat = self.let_pat(element_pat, None);
        if by_ref {
            self.element_refs.extend(first_local..self.locals.len());
        }
        let mut body = self.block(&f.body);
        self.scopes.pop();
        self.loops.pop();
        let index = self.mk(ExprKind::Local(k), xs_span);
        let element =
            self.mk(ExprKind::Index { base: Box::new(index_base), index: Box::new(index), checked: true }, xs_span);
        body.stmts.insert(0, Stmt::Let { pat, init: Some(element), loc: loc_of(pat_span), span: pat_span });
        let len = ExprKind::Method {
            recv: Box::new(len_base),
            name: Ident::new("len", xs_span),
            args: Vec::new(),
            ufcs: None,
            call: Call::Method,
            count: None,
        };
        let range = ForRange {
            start: Box::new(self.mk(ExprKind::Lit(Lit::Int { value: 0, suffix: Some(Scalar::Usize) }), xs_span)),
            end: Box::new(self.mk(len, xs_span)),
            inclusive: false,
            rev: false,
            step: None,
        };
        let each = self.mk(ExprKind::For { id, label, pat: Pat::Bind(k), range, body }, span);
        match copy {
            None => each,
            Some(copy) => self.mk(
                ExprKind::Block {
                    block: Block { stmts: vec![copy], tail: Some(Box::new(each)), span },
                    unsafety: false,
                },
                span,
            ),
        }
    }

    /// A local the translation introduces, which no name in the body can refer to (it is in
    /// no scope, and its name is hygienic in the simulator's Rust).
    fn hidden_local(&mut self, name: &str, kind: LocalKind, span: Span) -> LocalId {
        let name = Ident::new(name, Span::mixed_site().located_at(span));
        self.locals.push(Local { name, mutable: false, kind, declared: None, poisoned: false });
        self.locals.len() - 1
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
            syn::Pat::Paren(pp) => self.match_pat(&pp.pat),
            syn::Pat::Path(pp) => match builtins::lookup_const(&pp.path) {
                Some(c) => MatchPat::Value(self.mk(ExprKind::Const(c), pp.span())),
                None => {
                    self.cx
                        .error_at(pp, "kernels match integers and booleans: use literals, ranges, `|`, `_` or a name");
                    MatchPat::Wild
                }
            },
            other => {
                self.cx
                    .error_at(other, "kernels match integers and booleans: use literals, ranges, `|`, `_` or a name");
                MatchPat::Wild
            }
        }
    }
}

fn unparen(e: &syn::Expr) -> &syn::Expr {
    match e {
        syn::Expr::Paren(p) => unparen(&p.expr),
        syn::Expr::Group(g) => unparen(&g.expr),
        other => other,
    }
}
