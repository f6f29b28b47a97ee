//! Swaps: `xs.swap(i, j)` of a slice, a local array or a shared array (and a row of one), and
//! `mem::swap(&mut a, &mut b)` of two places, lowered to a block of reads and writes:
//! `{ let a = i; let b = j; let t = xs[a]; xs[a] = xs[b]; xs[b] = t; }`. The indices are
//! evaluated once, in order, and both checked before either element is written, as Rust's
//! `swap` does; the place expressions are evaluated again for each access, so they may not
//! call anything in their indices (a `let` first says what to write).

use super::exprs::unparen;
use super::*;

impl Lowerer<'_> {
    /// `xs.swap(i, j)`.
    pub(super) fn slice_swap(&mut self, mc: &syn::ExprMethodCall, span: Span) -> Expr {
        if !pure_place(&mc.receiver) {
            return self.impure(&mc.receiver, span);
        }
        let (i, j) = (self.expr(&mc.args[0]), self.expr(&mc.args[1]));
        let (a, b, t) = (
            self.hidden_local("swap_i", LocalKind::Let, span),
            self.hidden_local("swap_j", LocalKind::Let, span),
            self.hidden_local("swapped", LocalKind::Let, span),
        );
        let mut stmts = vec![self.bind_hidden(a, i, span), self.bind_hidden(b, j, span)];
        let (Some(xa), Some(xa2), Some(xb), Some(xb2)) = (
            self.index_base(&mc.receiver),
            self.index_base(&mc.receiver),
            self.index_base(&mc.receiver),
            self.index_base(&mc.receiver),
        ) else {
            return self.bad(span);
        };
        let at_a = self.element(xa, a, span);
        stmts.push(self.bind_hidden(t, at_a, span));
        let (to_a, at_b) = (self.element(xa2, a, span), self.element(xb, b, span));
        stmts.push(self.assign(to_a, at_b, span));
        let (to_b, saved) = (self.element(xb2, b, span), self.mk(ExprKind::Local(t), span));
        stmts.push(self.assign(to_b, saved, span));
        self.mk(ExprKind::Block { block: Block { stmts, tail: None, span }, unsafety: false }, span)
    }

    /// `mem::swap(&mut a, &mut b)` (also `std::mem::swap`, `core::mem::swap`).
    pub(super) fn mem_swap(&mut self, c: &syn::ExprCall, span: Span) -> Expr {
        let places: Vec<&syn::Expr> = c
            .args
            .iter()
            .filter_map(|a| match unparen(a) {
                syn::Expr::Reference(r) if r.mutability.is_some() => Some(&*r.expr),
                _ => None,
            })
            .collect();
        if c.args.len() != 2 || places.len() != 2 {
            self.cx.error_at(c, "`mem::swap` takes two places by `&mut`: `mem::swap(&mut a, &mut b)`");
            return self.bad(span);
        }
        if let Some(p) = places.iter().find(|p| !pure_place(p)) {
            return self.impure(p, span);
        }
        let t = self.hidden_local("swapped", LocalKind::Let, span);
        let first = self.expr(places[0]);
        let mut stmts = vec![self.bind_hidden(t, first, span)];
        let (to_a, from_b) = (self.place(places[0]), self.expr(places[1]));
        stmts.push(self.assign(to_a, from_b, span));
        let (to_b, saved) = (self.place(places[1]), self.mk(ExprKind::Local(t), span));
        stmts.push(self.assign(to_b, saved, span));
        self.mk(ExprKind::Block { block: Block { stmts, tail: None, span }, unsafety: false }, span)
    }

    fn impure(&mut self, place: &syn::Expr, span: Span) -> Expr {
        self.cx.error_at(
            place,
            "a swap reads and writes its places twice: their indices may not call functions (bind the index \
             with `let` first)",
        );
        self.bad(span)
    }

    /// `base[at]` of the local `at`.
    fn element(&mut self, base: Expr, at: LocalId, span: Span) -> Expr {
        let index = self.mk(ExprKind::Local(at), span);
        self.element_at(Box::new(base), index, span)
    }

    fn assign(&mut self, place: Expr, value: Expr, span: Span) -> Stmt {
        let expr = self.mk(ExprKind::Assign(Box::new(place), Box::new(value)), span);
        Stmt::Expr { expr, semi: true, loc: loc_of(span) }
    }
}

/// Whether evaluating the place `e` again gives the same place and does nothing else: names,
/// fields, elements, `len()`, and arithmetic on them.
fn pure_place(e: &syn::Expr) -> bool {
    match unparen(e) {
        syn::Expr::Path(_) | syn::Expr::Lit(_) => true,
        syn::Expr::MethodCall(mc) => mc.method == "len" && mc.args.is_empty() && pure_place(&mc.receiver),
        syn::Expr::Field(f) => pure_place(&f.base),
        syn::Expr::Index(ix) => pure_place(&ix.expr) && pure_place(&ix.index),
        syn::Expr::Binary(b) => pure_place(&b.left) && pure_place(&b.right),
        syn::Expr::Unary(u) => !matches!(u.op, syn::UnOp::Deref(_)) && pure_place(&u.expr),
        syn::Expr::Cast(c) => pure_place(&c.expr),
        _ => false,
    }
}
