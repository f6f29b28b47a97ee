//! Expressions: literals, paths, operators, places, indexing, and constant evaluation.

use super::*;

impl Lowerer<'_> {
    pub(super) fn expr(&mut self, e: &syn::Expr) -> Expr {
        if self.depth >= MAX_NESTING {
            let span = e.span();
            if !std::mem::replace(&mut self.too_deep, true) {
                self.cx.error(
                    span,
                    format!(
                        "this expression is nested more than {MAX_NESTING} levels deep, more than kernels allow: \
                         name intermediate results with `let`"
                    ),
                );
            }
            return self.bad(span);
        }
        self.depth += 1;
        let lowered = self.expr_at_depth(e);
        self.depth -= 1;
        lowered
    }

    pub(super) fn expr_at_depth(&mut self, e: &syn::Expr) -> Expr {
        let span = e.span();
        let let_init = std::mem::take(&mut self.let_init);
        match e {
            syn::Expr::Lit(l) => self.lit(&l.lit, span),
            syn::Expr::Path(p) => self.path_expr(p),
            // Rust gives a parenthesized expression the parentheses' span: a panic inside
            // `(a / b)` is reported at the `(`.
            syn::Expr::Paren(p) => {
                let mut inner = self.expr(&p.expr);
                // (Not a part's: Rust reports a range at the slice's index, whatever holds it.)
                if !matches!(inner.kind, ExprKind::SubSlice { .. }) {
                    inner.span = span;
                    inner.loc = loc_of(span);
                }
                inner
            }
            syn::Expr::Group(g) => self.expr(&g.expr),
            syn::Expr::Binary(b) => self.binary(b),
            syn::Expr::Assign(a) => {
                let lhs = self.place(&a.left);
                let rhs = self.expr(&a.right);
                self.mk(ExprKind::Assign(Box::new(lhs), Box::new(rhs)), span)
            }
            syn::Expr::Unary(u) => match u.op {
                syn::UnOp::Neg(_) => {
                    let inner = self.expr(&u.expr);
                    self.mk(ExprKind::Unary(UnOp::Neg, Box::new(inner)), span)
                }
                syn::UnOp::Not(_) => {
                    let inner = self.expr(&u.expr);
                    self.mk(ExprKind::Unary(UnOp::Not, Box::new(inner)), span)
                }
                syn::UnOp::Deref(_) => self.deref(&u.expr, span),
                _ => {
                    self.cx.error_at(e, "this operator is not supported in kernels");
                    self.bad(span)
                }
            },
            syn::Expr::Index(ix) => self.index(ix, span),
            syn::Expr::Field(f) => {
                let base = self.expr(&f.base);
                let field = match &f.member {
                    syn::Member::Unnamed(i) => Field::Index(i.index as usize),
                    // (An axis is a name too, for a struct's field `x`: inference's
                    // `field_index`.)
                    syn::Member::Named(n) => match (self.field_name(n), AXES.iter().position(|a| n == a)) {
                        (_, Some(a)) => Field::Axis(a),
                        (k, None) => Field::Named(k),
                    },
                };
                self.mk(ExprKind::Field(Box::new(base), field), span)
            }
            syn::Expr::Tuple(t) => {
                let elems = t.elems.iter().map(|e| self.expr(e)).collect();
                self.mk(ExprKind::Tuple(elems), span)
            }
            syn::Expr::Cast(c) => {
                if matches!(&*c.ty, syn::Type::Ptr(_)) {
                    // (Reported alone: its operand, `&x[i]` say, is part of the same mistake.)
                    self.cx.error_at(e, POINTER_CAST);
                    return self.bad(span);
                }
                let inner = self.expr(&c.expr);
                match self.scalar_of(&c.ty) {
                    Some(s) => self.mk(ExprKind::Cast(Box::new(inner), s), span),
                    None => {
                        if matches!(&*c.ty, syn::Type::Ptr(_)) {
                            self.cx.error_at(&c.ty, POINTER_CAST);
                        } else {
                            self.cx.error_at(&c.ty, format!("`as {}` is not supported in kernels: casts go between `bool`, the integers, `f32` and `f64`", source_text(&c.ty)));
                        }
                        self.bad(span)
                    }
                }
            }
            syn::Expr::Call(c) => self.call(c, span, let_init),
            syn::Expr::MethodCall(mc) => self.method_call(mc, span),
            syn::Expr::If(i) => self.if_expr(i),
            syn::Expr::While(w) => {
                if matches!(&*w.cond, syn::Expr::Let(_)) {
                    self.cx
                        .error_at(&w.cond, "`while let` is not supported in kernels: use `loop` with `match` or `if`");
                }
                let cond = self.expr(&w.cond);
                let (id, label) = self.enter_loop(w.label.as_ref(), false);
                let body = self.block(&w.body);
                self.loops.pop();
                self.mk(ExprKind::While { id, label, cond: Box::new(cond), body }, span)
            }
            syn::Expr::Loop(lp) => {
                let (id, label) = self.enter_loop(lp.label.as_ref(), true);
                let body = self.block(&lp.body);
                self.loops.pop();
                self.mk(ExprKind::Loop { id, label, body }, span)
            }
            syn::Expr::ForLoop(f) => self.for_loop(f, span),
            syn::Expr::Break(b) => {
                let Some((target, is_loop)) = self.loop_target(b.label.as_ref(), b.span()) else {
                    return self.bad(span);
                };
                let value = b.expr.as_ref().map(|v| {
                    if !is_loop {
                        self.cx.error_at(v, "`break` with a value only works in `loop`");
                    }
                    Box::new(self.expr(v))
                });
                self.mk(ExprKind::Break { target, value }, span)
            }
            syn::Expr::Continue(c) => match self.loop_target(c.label.as_ref(), c.span()) {
                Some((target, _)) => self.mk(ExprKind::Continue { target }, span),
                None => self.bad(span),
            },
            syn::Expr::Return(r) => {
                let value = r.expr.as_ref().map(|v| Box::new(self.expr(v)));
                self.mk(ExprKind::Return(value), span)
            }
            syn::Expr::Block(b) => {
                if let Some(label) = &b.label {
                    self.cx.error_at(
                        label,
                        "labeled blocks are not supported in kernels: use a labeled `loop` with `break`",
                    );
                }
                let block = self.block(&b.block);
                self.mk(ExprKind::Block { block, unsafety: false }, span)
            }
            syn::Expr::Unsafe(u) => {
                let block = self.block(&u.block);
                self.mk(ExprKind::Block { block, unsafety: true }, span)
            }
            syn::Expr::Match(m) => self.match_expr(m, span),
            syn::Expr::Macro(m) => self.macro_expr(&m.mac, span),
            syn::Expr::Closure(_) => {
                self.cx.error_at(e, "closures are not supported in kernels: write a `#[device] fn` and call it");
                self.bad(span)
            }
            syn::Expr::Try(t) => {
                self.cx.error(t.question_token.span, "the `?` operator is not supported in kernels: kernels do not return `Result`; check the condition with `if` and `return` early");
                self.bad(span)
            }
            syn::Expr::Async(_) | syn::Expr::Await(_) => {
                self.cx.error_at(e, "`async` is not supported in kernels: GPU threads cannot suspend");
                self.bad(span)
            }
            syn::Expr::Reference(r) => match unparen(&r.expr) {
                // Rust reports a failed range at the index expression, after the `&`.
                syn::Expr::Index(ix) if is_part(&r.expr) => self.sub_slice(ix, r.mutability.is_some(), ix.span()),
                _ => {
                    self.cx.error_at(e, format!(
                        "references are not supported in kernels except to pass a slice to a `#[device]` fn, or to take part of one (`&x[a..b]`); write `{}` without `&`",
                        source_text(&r.expr)
                    ));
                    self.bad(span)
                }
            },
            syn::Expr::RawAddr(_) => {
                self.cx.error_at(e, POINTER_CAST);
                self.bad(span)
            }
            syn::Expr::Array(a) => {
                if a.elems.is_empty() {
                    self.cx.error_at(e, "empty arrays are not supported in kernels");
                    return self.bad(span);
                }
                let elems = a.elems.iter().map(|e| self.expr(e)).collect();
                self.mk(ExprKind::ArrayList(elems), span)
            }
            syn::Expr::Repeat(r) => {
                let value = self.expr(&r.expr);
                match self.const_len(&r.len, "the length of an array") {
                    Some(len) => self.mk(ExprKind::ArrayRepeat { value: Box::new(value), len }, span),
                    None => self.bad(span),
                }
            }
            syn::Expr::Range(_) => {
                self.cx.error_at(e, "ranges are only supported as the iterator of a `for` loop, e.g. `for i in 0..n`");
                self.bad(span)
            }
            syn::Expr::Struct(s) => self.struct_lit(s, span),
            syn::Expr::Let(_) => {
                self.cx.error_at(e, "`let` in conditions (`if let`, `while let`) is not supported in kernels: use `match` or a comparison");
                self.bad(span)
            }
            _ => {
                self.cx.error_at(e, format!("`{}` is not supported in kernels", source_text(e)));
                self.bad(span)
            }
        }
    }

    /// The index of a field name in `Func::field_names`, added at its first use.
    pub(super) fn field_name(&mut self, name: &Ident) -> usize {
        match self.field_names.iter().position(|n| n == name) {
            Some(i) => i,
            None => {
                self.field_names.push(name.clone());
                self.field_names.len() - 1
            }
        }
    }

    /// `Particle { pos, vel: v, ..base }`.
    fn struct_lit(&mut self, s: &syn::ExprStruct, span: Span) -> Expr {
        if s.qself.is_some() {
            self.cx.error_at(s, "qualified paths (`<T as Trait>::Type`) are not supported in kernels");
            return self.bad(span);
        }
        if let Some(pt) = crate::library::prelude_type(&s.path) {
            return self.prelude_lit(s, pt, span);
        }
        let ty = syn::Type::Path(syn::TypePath { qself: None, path: s.path.clone() });
        let Some(st) = self.struct_of(&ty) else {
            self.cx.error_at(&s.path, "kernels build values of `#[derive(DeviceCopy)]` structs only");
            return self.bad(span);
        };
        let mut fields = Vec::new();
        for f in &s.fields {
            match &f.member {
                syn::Member::Named(n) => {
                    let k = self.field_name(n);
                    let v = self.expr(&f.expr);
                    fields.push((Field::Named(k), v));
                }
                // (`Pair { 0: a, 1: b }`, Rust's other spelling of `Pair(a, b)`.)
                syn::Member::Unnamed(i) => {
                    let v = self.expr(&f.expr);
                    fields.push((Field::Index(i.index as usize), v));
                }
            }
        }
        let base = s.rest.as_ref().map(|r| Box::new(self.expr(r)));
        self.mk(ExprKind::StructLit { ty: st, fields, base }, span)
    }

    /// A literal of a prelude type (`Complex { re, im }`): its `new` of the fields, in
    /// their order (its generic arguments, which the literal need not write, inferred).
    fn prelude_lit(&mut self, s: &syn::ExprStruct, pt: &crate::library::PreludeType, span: Span) -> Expr {
        let value = |name: &str| s.fields.iter().find(|f| matches!(&f.member, syn::Member::Named(n) if n == name));
        let written: Vec<String> = s.fields.iter().map(|f| source_text(&f.member)).collect();
        let all = pt.fields.iter().all(|f| value(f).is_some()) && written.len() == pt.fields.len();
        if !all || s.rest.is_some() {
            self.cx.error_at(s, format!("write every field of `{}` ({}), without `..`", pt.rust, pt.fields.join(", ")));
            return self.bad(span);
        }
        let args = pt.fields.iter().filter_map(|f| value(f)).map(|f| self.expr(&f.expr)).collect();
        let mut ty = s.path.clone();
        if let Some(last) = ty.segments.pop() {
            ty.segments.push_value(last.into_value());
        }
        let name = Ident::new("new", span);
        self.mk(ExprKind::AssocCall { ty, name, args }, span)
    }

    pub(super) fn lit(&mut self, lit: &syn::Lit, span: Span) -> Expr {
        let Some((negative, value)) = self.lit_value(lit, span) else { return self.bad(span) };
        let e = self.mk(ExprKind::Lit(value), span);
        if negative {
            // syn reads a negative number in a pattern (`-1 =>`) as one literal; kernels see
            // the negation of a literal, as in an expression.
            self.mk(ExprKind::Unary(UnOp::Neg, Box::new(e)), span)
        } else {
            e
        }
    }

    pub(super) fn lit_value(&mut self, lit: &syn::Lit, span: Span) -> Option<(bool, Lit)> {
        Some(match lit {
            syn::Lit::Int(i) => {
                let suffix = match i.suffix() {
                    "" => None,
                    s => match Scalar::from_name(s).filter(|s| s.is_primitive()) {
                        Some(sc) => Some(sc),
                        None => {
                            self.cx.error(span, format!("the literal suffix `{s}` is not supported in kernels"));
                            None
                        }
                    },
                };
                let digits = i.base10_digits();
                let (negative, digits) = match digits.strip_prefix('-') {
                    Some(d) => (true, d),
                    None => (false, digits),
                };
                match digits.parse::<u128>() {
                    Ok(value) => match suffix {
                        Some(s) if s.is_float() => {
                            (negative, Lit::Float { digits: value.to_string(), suffix: Some(s) })
                        }
                        _ => (negative, Lit::Int { value, suffix }),
                    },
                    Err(_) => {
                        self.cx.error(span, "this integer literal is too large");
                        return None;
                    }
                }
            }
            syn::Lit::Float(f) => {
                let suffix = match f.suffix() {
                    "" => None,
                    "f32" => Some(Scalar::F32),
                    "f64" => Some(Scalar::F64),
                    s => {
                        self.cx.error(span, format!("the literal suffix `{s}` is not supported in kernels"));
                        None
                    }
                };
                let digits = f.base10_digits().replace('_', "");
                match digits.strip_prefix('-') {
                    Some(d) => (true, Lit::Float { digits: d.to_string(), suffix }),
                    None => (false, Lit::Float { digits, suffix }),
                }
            }
            syn::Lit::Bool(b) => (false, Lit::Bool(b.value)),
            syn::Lit::Byte(b) => (false, Lit::Int { value: b.value() as u128, suffix: Some(Scalar::U8) }),
            syn::Lit::Char(_) => {
                self.cx.error(span, "`char` is not supported in kernels: use a `u8` (`b'a'`) or a `u32`");
                return None;
            }
            syn::Lit::Str(_) | syn::Lit::ByteStr(_) | syn::Lit::CStr(_) => {
                self.cx.error(
                    span,
                    "strings are not supported in kernels, except as the message of `panic!` or `assert!`",
                );
                return None;
            }
            _ => {
                self.cx.error(span, "this literal is not supported in kernels");
                return None;
            }
        })
    }

    pub(super) fn path_expr(&mut self, p: &syn::ExprPath) -> Expr {
        let span = p.span();
        if p.qself.is_none() {
            if let Some(ident) = path_ident(&p.path) {
                if let Some(id) = self.lookup(&ident.to_string()) {
                    return self.mk(ExprKind::Local(id), span);
                }
                if let Some(k) = self.const_param(&ident.to_string()) {
                    return self.mk(ExprKind::GenericConst(k), span);
                }
            }
            if let Some(c) = self.generic_const(&p.path) {
                return self.mk(ExprKind::Const(c), span);
            }
            if let Some(c) = builtins::lookup_const(&p.path) {
                return self.mk(ExprKind::Const(c), span);
            }
            if let Some(rust) = path_ident(&p.path).and_then(|i| Builtin::rust_for_cuda_name(&i.to_string())) {
                self.cx.error(span, format!("`{}` is CUDA C's name: in kernels write `{rust}`", path_text(&p.path)));
                return self.bad(span);
            }
        }
        if let Some(e) = self.module_const(p) {
            return e;
        }
        let text = path_text(&p.path);
        self.cx.error(
            span,
            format!(
                "`{text}` is not supported in kernels: kernels can use their parameters, their locals, `const` items \
                 (of the body or of any module, by path), and constants like `f32::MAX` or `f32::consts::PI`"
            ),
        );
        self.bad(span)
    }

    /// `T::ZERO`, `T::ONE` of a type parameter (ferrocuda's `Num` has them).
    fn generic_const(&self, path: &syn::Path) -> Option<crate::library::ConstValue> {
        let [t, name] = path.segments.iter().collect::<Vec<_>>()[..] else { return None };
        let ty = self.type_param(&t.ident.to_string())?;
        let f = match name.ident.to_string().as_str() {
            "ZERO" => "zero",
            "ONE" => "one",
            _ => return None,
        };
        Some(crate::library::ConstValue { ty, cuda: format!("fc::{f}<{}>()", ty.cuda()), path: path.clone() })
    }

    /// A path to a constant defined outside the body (`G`, `physics::G`, `crate::TABLE`):
    /// rustc resolves it and knows its type, and so does C++ once the kernel is linked; a name
    /// that is no constant is rustc's error, at the path.
    fn module_const(&mut self, p: &syn::ExprPath) -> Option<Expr> {
        if p.qself.is_some() || p.path.segments.iter().any(|s| !s.arguments.is_none()) {
            return None;
        }
        let callee = self.callee(&p.path, CalleeKind::Const);
        Some(self.mk(ExprKind::ModuleConst(callee), p.span()))
    }

    pub(super) fn binary(&mut self, b: &syn::ExprBinary) -> Expr {
        use syn::BinOp as B;
        let span = b.span();
        let (op, assign) = match b.op {
            B::Add(_) => (BinOp::Add, false),
            B::Sub(_) => (BinOp::Sub, false),
            B::Mul(_) => (BinOp::Mul, false),
            B::Div(_) => (BinOp::Div, false),
            B::Rem(_) => (BinOp::Rem, false),
            B::And(_) => (BinOp::And, false),
            B::Or(_) => (BinOp::Or, false),
            B::BitXor(_) => (BinOp::BitXor, false),
            B::BitAnd(_) => (BinOp::BitAnd, false),
            B::BitOr(_) => (BinOp::BitOr, false),
            B::Shl(_) => (BinOp::Shl, false),
            B::Shr(_) => (BinOp::Shr, false),
            B::Eq(_) => (BinOp::Eq, false),
            B::Lt(_) => (BinOp::Lt, false),
            B::Le(_) => (BinOp::Le, false),
            B::Ne(_) => (BinOp::Ne, false),
            B::Ge(_) => (BinOp::Ge, false),
            B::Gt(_) => (BinOp::Gt, false),
            B::AddAssign(_) => (BinOp::Add, true),
            B::SubAssign(_) => (BinOp::Sub, true),
            B::MulAssign(_) => (BinOp::Mul, true),
            B::DivAssign(_) => (BinOp::Div, true),
            B::RemAssign(_) => (BinOp::Rem, true),
            B::BitXorAssign(_) => (BinOp::BitXor, true),
            B::BitAndAssign(_) => (BinOp::BitAnd, true),
            B::BitOrAssign(_) => (BinOp::BitOr, true),
            B::ShlAssign(_) => (BinOp::Shl, true),
            B::ShrAssign(_) => (BinOp::Shr, true),
            _ => {
                self.cx.error_at(b, "this operator is not supported in kernels");
                return self.bad(span);
            }
        };
        if assign {
            let lhs = self.place(&b.left);
            let rhs = self.expr(&b.right);
            self.mk(ExprKind::AssignOp(op, Box::new(lhs), Box::new(rhs)), span)
        } else {
            let lhs = self.expr(&b.left);
            let rhs = self.expr(&b.right);
            self.mk(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span)
        }
    }

    /// The left side of an assignment.
    pub(super) fn place(&mut self, e: &syn::Expr) -> Expr {
        match e {
            syn::Expr::Paren(p) => self.place(&p.expr),
            syn::Expr::Path(_) | syn::Expr::Index(_) | syn::Expr::Field(_) => self.expr(e),
            syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => {
                // (Writing through a `for` loop's element would write a copy: refuse it.)
                if self.element_ref(&u.expr).is_some() {
                    self.cx.error_at(
                        e,
                        "a `for` loop in a kernel visits elements by value: to change them, loop over the \
                         indices, `for i in 0..y.len() { y[i] = … }`",
                    );
                    return self.bad(e.span());
                }
                self.expr(e)
            }
            syn::Expr::Tuple(_) => {
                self.cx.error_at(e, "destructuring assignment is not supported in kernels: assign each element, or use `let (a, b) = …` with new names");
                self.bad(e.span())
            }
            _ => {
                self.cx.error_at(
                    e,
                    "cannot assign to this expression: kernels assign to locals, `slice[i]`, and tuple fields",
                );
                self.bad(e.span())
            }
        }
    }

    /// `&x[a..b]` and the other ranges (`a..=b`, `a..`, `..b`, `..=b`, `..`), `&mut` too.
    pub(super) fn sub_slice(&mut self, ix: &syn::ExprIndex, mutable: bool, span: Span) -> Expr {
        let syn::Expr::Range(r) = unparen(&ix.index) else { return self.bad(span) };
        let Some(base) = self.index_base(&ix.expr) else { return self.bad(span) };
        let lo = r.start.as_ref().map(|e| Box::new(self.expr(e)));
        let hi = r.end.as_ref().map(|e| Box::new(self.expr(e)));
        let inclusive = matches!(r.limits, syn::RangeLimits::Closed(_));
        let mut e = self.mk(ExprKind::SubSlice { base: Box::new(base), lo, hi, inclusive, mutable }, span);
        // Rust reports a failed range at its `[` (the span of the `Index` call it makes).
        e.loc = loc_of(ix.bracket_token.span.open());
        e
    }

    /// What can be indexed: a local (slice, array, shared array), or an index of one (the
    /// rows of 2-D arrays).
    pub(super) fn index_base(&mut self, e: &syn::Expr) -> Option<Expr> {
        let what = "only slices, arrays and shared arrays can be indexed in kernels, like `x[i]`";
        match e {
            syn::Expr::Paren(p) => self.index_base(&p.expr),
            // A row or column of an N-d array (`a.row(i)[k]`).
            syn::Expr::MethodCall(mc)
                if matches!(mc.method.to_string().as_str(), "row" | "column" | "row_mut" | "column_mut") =>
            {
                Some(self.expr(e))
            }
            syn::Expr::Index(ix) if matches!(&*ix.index, syn::Expr::Range(_)) => {
                self.cx.error_at(
                    e,
                    format!(
                        "take part of a slice by reference, `&{}`, and bind it with `let` to index it",
                        source_text(e)
                    ),
                );
                None
            }
            syn::Expr::Index(ix) => Some(self.index(ix, ix.span())),
            // An array field of a struct (`ps[i].pos[0]`).
            syn::Expr::Field(_) => Some(self.expr(e)),
            syn::Expr::Path(p) if p.qself.is_none() => {
                match path_ident(&p.path).and_then(|i| self.lookup(&i.to_string())) {
                    Some(id) => Some(self.mk(ExprKind::Local(id), p.span())),
                    None => match self.module_const(p) {
                        Some(c) => Some(c),
                        None => {
                            self.cx.error_at(e, what);
                            None
                        }
                    },
                }
            }
            _ => {
                self.cx.error_at(e, what);
                None
            }
        }
    }

    pub(super) fn index(&mut self, ix: &syn::ExprIndex, span: Span) -> Expr {
        if let syn::Expr::Range(_) = &*ix.index {
            self.cx.error_at(
                ix,
                format!("take part of a slice by reference: `&{}` (or `&mut`), bound with `let` or passed to a `#[device]` fn", source_text(ix)),
            );
            return self.bad(span);
        }
        let Some(base) = self.index_base(&ix.expr) else { return self.bad(span) };
        let index = self.expr(&ix.index);
        let checked = !self.unchecked;
        self.mk(ExprKind::Index { base: Box::new(base), index: Box::new(index), checked }, span)
    }

    /// The local `e` names when a `for v in xs` bound it to an element (`Lowerer::element_refs`).
    fn element_ref(&self, e: &syn::Expr) -> Option<LocalId> {
        let syn::Expr::Path(p) = unparen(e) else { return None };
        let id = path_ident(&p.path).and_then(|name| self.lookup(&name.to_string()))?;
        self.element_refs.contains(&id).then_some(id)
    }

    /// `*x.get_unchecked(i)` and `*x.get_unchecked_mut(i)`: unchecked indexing.
    pub(super) fn deref(&mut self, inner: &syn::Expr, span: Span) -> Expr {
        // (`*v` of `for v in x.iter()`: Rust's reference to the element, the element here.)
        if let Some(id) = self.element_ref(inner) {
            return self.mk(ExprKind::Local(id), span);
        }
        if let syn::Expr::MethodCall(mc) = inner {
            let m = mc.method.to_string();
            // (`uget` and `uget_mut` are ndarray's spelling, for N-d arrays.)
            if matches!(m.as_str(), "get_unchecked" | "get_unchecked_mut" | "uget" | "uget_mut") && mc.args.len() == 1 {
                let Some(base) = self.index_base(&mc.receiver) else { return self.bad(span) };
                let index = self.expr(&mc.args[0]);
                return self.mk(ExprKind::Index { base: Box::new(base), index: Box::new(index), checked: false }, span);
            }
        }
        // `*(&x[i] as *const f32 as *const u32)`: the pointer is the mistake.
        if matches!(unparen(inner), syn::Expr::Cast(c) if matches!(&*c.ty, syn::Type::Ptr(_))) {
            return self.expr(unparen(inner));
        }
        self.cx.error_at(
            inner,
            "`*` is only supported in kernels on `x.get_unchecked(i)` and `x.get_unchecked_mut(i)`, and on the \
             element of a `for v in x.iter()`",
        );
        self.bad(span)
    }

    /// A compile-time integer: a literal, a `const` of the body, and arithmetic on them.
    pub(super) fn const_eval(&self, e: &Expr) -> Option<u128> {
        match &e.kind {
            ExprKind::Lit(Lit::Int { value, .. }) => Some(*value),
            ExprKind::Local(id) => self.const_values.get(id).copied(),
            ExprKind::Cast(inner, s) if s.is_int() => self.const_eval(inner),
            ExprKind::Block { block, .. } if block.stmts.is_empty() => {
                block.tail.as_ref().and_then(|t| self.const_eval(t))
            }
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.const_eval(a)?, self.const_eval(b)?);
                match op {
                    BinOp::Add => a.checked_add(b),
                    BinOp::Sub => a.checked_sub(b),
                    BinOp::Mul => a.checked_mul(b),
                    BinOp::Div => a.checked_div(b),
                    BinOp::Rem => a.checked_rem(b),
                    BinOp::Shl => u32::try_from(b).ok().and_then(|b| a.checked_shl(b)),
                    BinOp::Shr => u32::try_from(b).ok().and_then(|b| a.checked_shr(b)),
                    BinOp::BitAnd => Some(a & b),
                    BinOp::BitOr => Some(a | b),
                    BinOp::BitXor => Some(a ^ b),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether `e` reads a module or generic constant.
    fn symbolic(&self, e: &Expr) -> bool {
        let mut found = false;
        e.walk(&mut |x| found |= matches!(x.kind, ExprKind::ModuleConst(_) | ExprKind::GenericConst(_)));
        found
    }

    /// `e` as a CUDA constant expression of type `usize`, when it is integer arithmetic on
    /// numbers, body constants, module constants and const parameters.
    fn const_cuda(&self, e: &Expr) -> Option<String> {
        if let Some(v) = self.const_eval(e) {
            return Some(format!("{v}ull"));
        }
        Some(match &e.kind {
            ExprKind::ModuleConst(c) => format!("@@{c}@@"),
            ExprKind::GenericConst(k) => crate::ty::const_param_cuda(*k).to_string(),
            ExprKind::Block { block, .. } if block.stmts.is_empty() => self.const_cuda(block.tail.as_ref()?)?,
            ExprKind::Binary(op, a, b) => {
                let c = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::Div => "/",
                    BinOp::Rem => "%",
                    BinOp::Shl => "<<",
                    BinOp::Shr => ">>",
                    BinOp::BitAnd => "&",
                    BinOp::BitOr => "|",
                    BinOp::BitXor => "^",
                    _ => return None,
                };
                format!("({} {c} {})", self.const_cuda(a)?, self.const_cuda(b)?)
            }
            _ => return None,
        })
    }

    /// An array length: an integer known at compile time, or a module constant by path
    /// (whose value rustc checks: `usize`, and not zero where that matters).
    pub(super) fn const_len(&mut self, e: &syn::Expr, what: &str) -> Option<Len> {
        let errors = self.cx.error_count();
        let lowered = self.expr(e);
        if self.cx.error_count() > errors {
            return None;
        }
        match lowered.kind {
            ExprKind::ModuleConst(callee) => return Some(Len::Const(callee)),
            ExprKind::GenericConst(k) => return Some(Len::Param(k)),
            _ => {}
        }
        match self.const_eval(&lowered).and_then(|v| u64::try_from(v).ok()).filter(|&v| v > 0) {
            Some(v) => Some(Len::Known(v)),
            // An expression of module or generic constants: rustc evaluates (and checks) it.
            None if self.symbolic(&lowered) && self.const_cuda(&lowered).is_some() => {
                let cuda = self.const_cuda(&lowered).unwrap_or_default();
                self.len_exprs.push(e.clone());
                Some(Len::Expr { cuda: Box::leak(cuda.into_boxed_str()), written: self.len_exprs.len() - 1 })
            }
            None => {
                self.cx.error_at(
                    e,
                    format!(
                        "{what} must be a constant: a literal, a `const` item of the body (and not zero), like `256` \
                         or `N * 2`, or a constant of a module by its path (`TILE`, `sizes::TILE`)"
                    ),
                );
                None
            }
        }
    }
}

/// Whether `e` is a part of a slice, `x[a..b]` (taken by reference).
pub(super) fn is_part(e: &syn::Expr) -> bool {
    matches!(unparen(e), syn::Expr::Index(ix) if matches!(unparen(&ix.index), syn::Expr::Range(_)))
}

/// `e` without the parentheses around it.
pub(super) fn unparen(e: &syn::Expr) -> &syn::Expr {
    match e {
        syn::Expr::Paren(p) => unparen(&p.expr),
        syn::Expr::Group(g) => unparen(&g.expr),
        other => other,
    }
}

/// The error of a raw pointer, which a port writes to reinterpret memory (`*(&x[i] as *const
/// f32 as *const u32)`, CUDA's `*(unsigned*)&x[i]`).
const POINTER_CAST: &str = "raw pointers are not supported in kernels: read elements by indexing a slice (`x[i]`), \
                            and reinterpret a value's bits with `v.to_bits()` and `f32::from_bits(b)` (`f64`, `f16` \
                            and `bf16` alike)";
