//! `for pat in xs` over the elements of arrays and slices: `for k in 0..xs.len() { let pat =
//! xs[k]; … }`, the elements by value. `xs` may be written `xs`, `&xs`, `xs.iter()`,
//! `xs.into_iter()`, `xs.iter().copied()`; `a.iter().zip(b)` visits pairs up to the shorter
//! length (`0..a.len().min(b.len())`, binding `(a[k], b[k])`); `.enumerate()` last binds
//! `(k, pat)`. Each source is evaluated once, before the loop: read where it is when it names
//! an immutable local or a constant, else a copy (an array local the body may change, as
//! Rust's `for v in arr` copies it). Patterns `&v` are `v`, and `*v` of an element is `v`
//! (Rust's references to the elements are the elements here).

use super::exprs::{is_part, unparen};
use super::*;

/// What a loop visits: one array or slice, or two zipped.
enum Source<'e> {
    One(&'e syn::Expr),
    Zip(Box<Source<'e>>, Box<Source<'e>>),
}

/// A source lowered: an array or slice as the loop takes its length and reads its elements.
enum Lowered {
    /// `borrows`: the `&mut [T]` local the loop visits (itself or a part of it), which its
    /// body may not write.
    One {
        len_base: Box<Expr>,
        index_base: Box<Expr>,
        span: Span,
        borrows: Option<LocalId>,
    },
    Zip(Box<Lowered>, Box<Lowered>),
}

impl Lowerer<'_> {
    /// `for pat in xs` whose `xs` is not a range (see the module's comment).
    pub(super) fn for_each(&mut self, f: &syn::ExprForLoop, span: Span) -> Expr {
        let mut xs = unparen(&f.expr);
        let mut enumerate = false;
        if let syn::Expr::MethodCall(mc) = xs {
            if mc.method == "enumerate" && mc.args.is_empty() {
                enumerate = true;
                xs = unparen(&mc.receiver);
            }
        }
        let Some(source) = self.source(xs) else { return self.bad(span) };
        let mut copies = Vec::new();
        let lowered = self.lower_source(&source, &mut copies);
        let borrowed = lowered.borrowed();
        let xs_span = xs.span();

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
        let (len, element) = self.assemble(lowered, k);
        let element_pat = without_refs(element_pat);
        let first_local = self.locals.len();
        let mut binds = Vec::new();
        self.destructure(&element_pat, element, None, element_pat.span(), &mut binds);
        self.element_refs.extend(first_local..self.locals.len());
        let mut body = self.block(&f.body);
        self.no_writes_while_visited(&borrowed, &body);
        self.scopes.pop();
        self.loops.pop();
        body.stmts.splice(0..0, binds);
        let range = ForRange {
            start: Box::new(self.mk(ExprKind::Lit(Lit::Int { value: 0, suffix: Some(Scalar::Usize) }), xs_span)),
            end: Box::new(len),
            inclusive: false,
            rev: false,
            step: None,
        };
        let each = self.mk(ExprKind::For { id, label, pat: Pat::Bind(k), range, body }, span);
        if copies.is_empty() {
            return each;
        }
        let block = Block { stmts: copies, tail: Some(Box::new(each)), span };
        self.mk(ExprKind::Block { block, unsafety: false }, span)
    }

    /// The array or slice `e` names, through `&`, `.iter()`, `.into_iter()`, `.copied()`,
    /// `.cloned()` and `.zip(…)`; `None` (reported) for anything else a loop cannot visit.
    fn source<'e>(&mut self, e: &'e syn::Expr) -> Option<Source<'e>> {
        let mut e = unparen(e);
        loop {
            e = match e {
                syn::Expr::MethodCall(mc) if mc.method == "zip" && mc.args.len() == 1 => {
                    let a = self.source(&mc.receiver)?;
                    let b = self.source(&mc.args[0])?;
                    return Some(Source::Zip(Box::new(a), Box::new(b)));
                }
                syn::Expr::MethodCall(mc)
                    if mc.args.is_empty()
                        && matches!(mc.method.to_string().as_str(), "iter" | "into_iter" | "copied" | "cloned") =>
                {
                    unparen(&mc.receiver)
                }
                // (`&x[a..b]` stays: a part of a slice is taken by reference.)
                syn::Expr::Reference(r) if r.mutability.is_none() && !is_part(&r.expr) => unparen(&r.expr),
                _ => break,
            };
        }
        let mutable = match e {
            syn::Expr::Reference(r) => r.mutability.is_some(),
            syn::Expr::MethodCall(mc) => mc.method == "iter_mut",
            _ => false,
        };
        if mutable {
            self.cx.error_at(
                e,
                "a `for` loop in a kernel visits elements by value: to change them, loop over the indices, \
                 `for i in 0..y.len() { y[i] = … }`",
            );
            return None;
        }
        if let syn::Expr::MethodCall(mc) = e {
            self.cx.error_at(
                mc,
                "a `for` loop in a kernel visits a range (`for i in a..b`, with `.rev()` and `.step_by(k)`), an \
                 array or a slice (`for v in xs`, `xs.iter()`, `.zip(ys)`, `.enumerate()`): other iterators are \
                 not supported",
            );
            return None;
        }
        Some(Source::One(e))
    }

    /// Lowers each array or slice of `source` once, before the loop: a name is read where it
    /// is (lowered again for each use), anything else bound to a local (its `let` in `copies`).
    fn lower_source(&mut self, source: &Source<'_>, copies: &mut Vec<Stmt>) -> Lowered {
        let xs = match source {
            Source::Zip(a, b) => {
                let a = self.lower_source(a, copies);
                let b = self.lower_source(b, copies);
                return Lowered::Zip(Box::new(a), Box::new(b));
            }
            Source::One(xs) => *xs,
        };
        let span = xs.span();
        let named = match xs {
            syn::Expr::Path(p) => match path_ident(&p.path).and_then(|id| self.lookup(&id.to_string())) {
                Some(id) => !self.locals[id].mutable,
                // (A constant, by its path.)
                None => p.qself.is_none(),
            },
            _ => false,
        };
        let mutable_slice = |l: &Self, e: &Expr| {
            e.root_local().filter(|&id| matches!(l.locals[id].declared, Some(Ty::Slice { mutable: true, .. })))
        };
        let mut borrows = None;
        let (len_base, index_base) = if named {
            let index_base = self.expr(xs);
            borrows = mutable_slice(self, &index_base);
            (self.expr(xs), index_base)
        } else {
            let value = self.expr(xs);
            if let ExprKind::SubSlice { base, .. } = &value.kind {
                borrows = mutable_slice(self, base);
            }
            let each = self.hidden_local("each", LocalKind::Let, span);
            let copy = self.bind_hidden(each, value, span);
            copies.push(copy);
            (self.mk(ExprKind::Local(each), span), self.mk(ExprKind::Local(each), span))
        };
        self.iterated.push((len_base.id, index_base.id));
        Lowered::One { len_base: Box::new(len_base), index_base: Box::new(index_base), span, borrows }
    }

    /// The loop's end (the length, the shorter of zipped ones) and the element at `k` (a
    /// pair of zipped ones' elements).
    fn assemble(&mut self, lowered: Lowered, k: LocalId) -> (Expr, Expr) {
        match lowered {
            Lowered::One { len_base, index_base, span, .. } => {
                let len = self.method(len_base, "len", Vec::new(), span);
                let index = self.mk(ExprKind::Local(k), span);
                let element = self.element_at(index_base, index, span);
                (len, element)
            }
            Lowered::Zip(a, b) => {
                let (len_a, a) = self.assemble(*a, k);
                let (len_b, b) = self.assemble(*b, k);
                let span = a.span;
                let len = self.method(Box::new(len_a), "min", vec![len_b], span);
                (len, self.mk(ExprKind::Tuple(vec![a, b]), span))
            }
        }
    }

    /// Rust's borrow rule for `for v in y` of a `&mut [T]` `y`: the loop borrows `y` until it
    /// ends, so its body may not write `y` (read in place here, such a write would change
    /// what the loop visits later). Reports each write in `body` to one of `slices`.
    fn no_writes_while_visited(&mut self, slices: &[LocalId], body: &Block) {
        if slices.is_empty() {
            return;
        }
        let mut writes = Vec::new();
        body.walk(&mut |e| {
            let written = match &e.kind {
                ExprKind::Assign(place, _) | ExprKind::AssignOp(_, place, _) => place.root_local().map(|l| (l, e.span)),
                ExprKind::Intrinsic { op, args } if op.takes_place() => args[0].root_local().map(|l| (l, e.span)),
                ExprKind::SubSlice { base, mutable: true, .. } => base.root_local().map(|l| (l, e.span)),
                ExprKind::Method { recv, name, .. } if name == "store" => recv.root_local().map(|l| (l, e.span)),
                _ => None,
            };
            if let Some((local, span)) = written.filter(|(l, _)| slices.contains(l)) {
                writes.push((local, span));
            }
        });
        for (local, span) in writes {
            let name = &self.locals[local].name;
            self.cx.error(
                span,
                format!(
                    "cannot change `{name}` inside a `for` loop over its elements: the loop borrows `{name}` until \
                     it ends, as in Rust; loop over the indices instead, `for k in 0..{name}.len() {{ let v = \
                     {name}[k]; … }}`"
                ),
            );
        }
    }

    /// `recv.name(args)`.
    fn method(&mut self, recv: Box<Expr>, name: &str, args: Vec<Expr>, span: Span) -> Expr {
        let name = Ident::new(name, span);
        let kind = ExprKind::Method { recv, name, args, ufcs: None, call: Call::Method, count: None };
        self.mk(kind, span)
    }
}

impl Lowered {
    /// The `&mut [T]` locals the loop visits (`Lowered::One::borrows`).
    fn borrowed(&self) -> Vec<LocalId> {
        match self {
            Lowered::One { borrows, .. } => borrows.iter().copied().collect(),
            Lowered::Zip(a, b) => [a.borrowed(), b.borrowed()].concat(),
        }
    }
}

/// `pat` with its `&p` patterns as `p`, at any depth (`(&a, &b)` of zipped slices, `&[x, y]`).
fn without_refs(pat: &syn::Pat) -> syn::Pat {
    match pat {
        syn::Pat::Reference(r) if r.mutability.is_none() => without_refs(&r.pat),
        syn::Pat::Tuple(t) => {
            let mut t = t.clone();
            for p in t.elems.iter_mut() {
                *p = without_refs(p);
            }
            syn::Pat::Tuple(t)
        }
        syn::Pat::Slice(t) => {
            let mut t = t.clone();
            for p in t.elems.iter_mut() {
                *p = without_refs(p);
            }
            syn::Pat::Slice(t)
        }
        syn::Pat::Paren(p) => without_refs(&p.pat),
        other => other.clone(),
    }
}
