//! Blocks and statements: `let`, `const` items, and the items kernels reject.

use super::*;

impl Lowerer<'_> {
    pub(super) fn block(&mut self, b: &syn::Block) -> Block {
        self.scopes.push(Vec::new());
        // `const` items are visible in their whole block: declare them first.
        let mut consts = Vec::new();
        for stmt in &b.stmts {
            if let syn::Stmt::Item(syn::Item::Const(c)) = stmt {
                let ty = self.value_ty(&c.ty);
                let id = self.declare(c.ident.clone(), false, LocalKind::Const, ty);
                consts.push((id, c));
            }
        }
        let mut stmts = Vec::new();
        for (id, c) in consts {
            let value = self.expr(&c.expr);
            if let Some(v) = self.const_eval(&value) {
                self.const_values.insert(id, v);
            }
            stmts.push(Stmt::Const { local: id, value, loc: loc_of(c.ident.span()) });
        }
        let mut tail = None;
        let n = b.stmts.len();
        for (i, stmt) in b.stmts.iter().enumerate() {
            match stmt {
                syn::Stmt::Local(local) if has_parts_pat(&local.pat) => {
                    let parts = self.array_let(local);
                    stmts.extend(parts);
                }
                syn::Stmt::Local(local) => {
                    if let Some(s) = self.let_stmt(local) {
                        stmts.push(s);
                    }
                }
                syn::Stmt::Item(item) => self.reject_item(item),
                syn::Stmt::Expr(e, semi) => {
                    let expr = self.expr(e);
                    if semi.is_none() && i + 1 == n {
                        tail = Some(Box::new(expr));
                    } else {
                        let loc = expr.loc;
                        stmts.push(Stmt::Expr { expr, semi: semi.is_some(), loc });
                    }
                }
                syn::Stmt::Macro(m) => {
                    let expr = self.macro_expr(&m.mac, m.span());
                    let loc = expr.loc;
                    if m.semi_token.is_none() && i + 1 == n {
                        tail = Some(Box::new(expr));
                    } else {
                        stmts.push(Stmt::Expr { expr, semi: m.semi_token.is_some(), loc });
                    }
                }
            }
        }
        self.scopes.pop();
        Block { stmts, tail, span: b.brace_token.span.join() }
    }

    pub(super) fn reject_item(&mut self, item: &syn::Item) {
        let msg = match item {
            syn::Item::Const(_) => return,
            syn::Item::Static(_) => {
                "statics are not supported in kernels: use a `const`, or pass the value as a parameter"
            }
            syn::Item::Fn(_) => {
                "nested functions are not supported in kernels: write a `#[device] fn` at module level and call it"
            }
            syn::Item::Use(_) => "`use` is not supported inside kernels: write the full path, e.g. `f32::consts::PI`",
            syn::Item::Struct(_) | syn::Item::Enum(_) | syn::Item::Union(_) => {
                "type definitions are not supported inside kernels: use scalars and tuples"
            }
            _ => "items other than `const` are not supported inside kernels",
        };
        self.cx.error_at(item, msg);
    }

    /// `let [a, b, c] = e;` (array patterns, also inside tuples): `e` bound once to a local no
    /// name can reach, then each part bound from its element `h[k]` (or field `h.k`).
    fn array_let(&mut self, local: &syn::Local) -> Vec<Stmt> {
        let span = local.span();
        let Some(init) = &local.init else {
            self.cx.error_at(&local.pat, "an array pattern needs a value: `let [a, b, c] = v;`");
            return Vec::new();
        };
        if let Some((_, els)) = &init.diverge {
            self.cx.error_at(els, "`let … else` is not supported in kernels: use `if` or `match`");
        }
        let (pat, declared) = match &local.pat {
            syn::Pat::Type(pt) => (&*pt.pat, self.value_ty(&pt.ty)),
            other => (other, None),
        };
        let value = self.expr(&init.expr);
        let mut out = Vec::new();
        self.destructure(pat, value, declared, span, &mut out);
        out
    }

    /// Binds `pat` to `value`, appending the `let`s to `out`: an array pattern, a tuple
    /// struct's, or a tuple pattern with one in it through a hidden local, anything else as a
    /// `let` pattern.
    pub(super) fn destructure(
        &mut self,
        pat: &syn::Pat,
        value: Expr,
        mut declared: Option<Ty>,
        span: Span,
        out: &mut Vec<Stmt>,
    ) {
        let loc = loc_of(span);
        let parts = match pat {
            syn::Pat::Paren(p) => return self.destructure(&p.pat, value, declared, span, out),
            syn::Pat::Slice(s) => {
                if s.elems.iter().any(|p| matches!(p, syn::Pat::Rest(_))) {
                    self.cx
                        .error_at(s, "`..` in array patterns is not supported in kernels: name or `_` every element");
                    return;
                }
                s.elems.iter().collect::<Vec<_>>()
            }
            syn::Pat::Tuple(t) if t.elems.iter().any(has_parts_pat) => t.elems.iter().collect(),
            // `let Pair(a, b) = p;`: a tuple struct's fields, `p.0` and `p.1`.
            syn::Pat::TupleStruct(ts) if ts.qself.is_none() => {
                if ts.elems.iter().any(|p| matches!(p, syn::Pat::Rest(_))) {
                    self.cx.error_at(
                        ts,
                        "`..` in tuple struct patterns is not supported in kernels: name or `_` every field",
                    );
                    return;
                }
                // The pattern names the type (rustc checks it is the value's: the hidden
                // local below is declared with it).
                if declared.is_none() {
                    declared = self.tuple_struct_of(&ts.path).map(Ty::Scalar);
                }
                ts.elems.iter().collect()
            }
            other => {
                let pat = self.let_pat(other, declared);
                out.push(Stmt::Let { pat, init: Some(value), loc, span });
                return;
            }
        };
        let whole = self.hidden_local("parts", LocalKind::Let, span);
        self.locals[whole].declared = declared;
        let bind = self.bind_hidden(whole, value, span);
        out.push(bind);
        let array = matches!(pat, syn::Pat::Slice(_));
        for (k, p) in parts.into_iter().enumerate() {
            // (`_` reads nothing, as in Rust.)
            if matches!(p, syn::Pat::Wild(_)) {
                continue;
            }
            let base = Box::new(self.mk(ExprKind::Local(whole), span));
            let part = match array {
                true => {
                    let index =
                        self.mk(ExprKind::Lit(Lit::Int { value: k as u128, suffix: Some(Scalar::Usize) }), span);
                    self.element_at(base, index, p.span())
                }
                false => self.mk(ExprKind::Field(base, Field::Index(k)), p.span()),
            };
            self.destructure(p, part, None, span, out);
        }
    }

    pub(super) fn let_stmt(&mut self, local: &syn::Local) -> Option<Stmt> {
        let span = local.span();
        let errors_before = self.cx.error_count();
        let init = match &local.init {
            Some(init) => {
                if let Some((_, els)) = &init.diverge {
                    self.cx.error_at(els, "`let … else` is not supported in kernels: use `if` or `match`");
                }
                self.let_init = true;
                Some(self.expr(&init.expr))
            }
            None => None,
        };
        let first_local = self.locals.len();
        let pat = self.let_pat(&local.pat, None);
        if self.cx.error_count() > errors_before {
            for l in &mut self.locals[first_local..] {
                l.poisoned = true;
            }
        }
        Some(Stmt::Let { pat, init, loc: loc_of(span), span })
    }

    pub(super) fn let_pat(&mut self, pat: &syn::Pat, declared: Option<Ty>) -> Pat {
        match pat {
            syn::Pat::Ident(pi) if pi.by_ref.is_none() && pi.subpat.is_none() => {
                Pat::Bind(self.declare(pi.ident.clone(), pi.mutability.is_some(), LocalKind::Let, declared))
            }
            syn::Pat::Wild(_) => Pat::Wild,
            syn::Pat::Tuple(t) => {
                let tys: Vec<Option<Ty>> = match declared {
                    Some(Ty::Tuple(ts)) if ts.len() == t.elems.len() => ts.into_iter().map(Some).collect(),
                    _ => vec![None; t.elems.len()],
                };
                if t.elems.iter().any(|p| matches!(p, syn::Pat::Rest(_))) {
                    self.cx
                        .error_at(t, "`..` in tuple patterns is not supported in kernels: name or `_` every element");
                }
                Pat::Tuple(t.elems.iter().zip(tys).map(|(p, ty)| self.let_pat(p, ty)).collect())
            }
            syn::Pat::Type(pt) => {
                let ty = self.value_ty(&pt.ty);
                self.let_pat(&pt.pat, ty)
            }
            syn::Pat::Paren(p) => self.let_pat(&p.pat, declared),
            other => {
                self.cx.error_at(
                    other,
                    "this pattern is not supported in kernels: bind a name, `_`, or a tuple or array of them",
                );
                Pat::Wild
            }
        }
    }
}

/// Whether `pat` has an array pattern (`[a, b]`) or a tuple struct's (`Pair(a, b)`) in it:
/// what `destructure` takes apart through a hidden local.
pub(super) fn has_parts_pat(pat: &syn::Pat) -> bool {
    match pat {
        syn::Pat::Slice(_) | syn::Pat::TupleStruct(_) => true,
        syn::Pat::Tuple(t) => t.elems.iter().any(has_parts_pat),
        syn::Pat::Type(t) => has_parts_pat(&t.pat),
        syn::Pat::Paren(p) => has_parts_pat(&p.pat),
        syn::Pat::Reference(r) => has_parts_pat(&r.pat),
        _ => false,
    }
}
