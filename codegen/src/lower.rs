//! syn → IR: resolves names (locals with shadowing, loop labels, intrinsics, constants,
//! `#[device]` calls) and rejects everything the kernel language does not have, each at its
//! span with a message that says what to write instead. All errors go to the `Ctxt`; lowering
//! carries on after each so that one mistake does not hide the next.

use std::collections::HashMap;

use proc_macro2::{Ident, Span};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;

use crate::ctxt::Ctxt;
use crate::ir::*;
use crate::library::{self as builtins, Builtin, Call, Intrinsic};
use crate::limits;
use crate::ty::{Scalar, Ty};

pub fn loc_of(span: Span) -> Loc {
    let start = span.start();
    Loc { line: start.line as u32, column: start.column as u32 + 1 }
}

/// The source text of a type, spaced as a person would write it.
pub fn type_text(ty: &syn::Type) -> String {
    source_text(ty).replace(" <", "<").replace("< ", "<").replace(" >", ">")
}

/// The source text of some tokens, spaced as a person would write it (for messages).
pub fn source_text(tokens: &impl ToTokens) -> String {
    let raw = tokens.to_token_stream().to_string();
    let mut out = String::with_capacity(raw.len());
    let chars: Vec<char> = raw.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == ' ' {
            let prev = if i > 0 { chars[i - 1] } else { ' ' };
            let next = chars.get(i + 1).copied().unwrap_or(' ');
            let glue_after = matches!(prev, '.' | '(' | '[' | '!' | '&') && !(prev == '&' && next == '&');
            let glue_before = matches!(next, '.' | '(' | ')' | '[' | ']' | ',' | ';' | '?');
            if glue_after || glue_before {
                continue;
            }
        }
        out.push(c);
    }
    out
}

struct Lowerer<'a> {
    cx: &'a Ctxt,
    locals: Vec<Local>,
    scopes: Vec<Vec<(String, LocalId)>>,
    /// Enclosing loops, innermost last: (label, id, is `loop`).
    loops: Vec<(Option<String>, LoopId, bool)>,
    n_exprs: usize,
    n_loops: usize,
    callees: Vec<syn::Path>,
    callee_index: HashMap<String, usize>,
    unchecked: bool,
    unused_params: usize,
    generic_names: Vec<String>,
    /// Values of the body's integer `const`s, for array and shared-array sizes.
    const_values: HashMap<LocalId, u128>,
    cooperation: bool,
    dynamic_shared: bool,
    file: String,
    /// Set just before lowering a `let` initializer: the one place `shared_array` may be.
    let_init: bool,
    /// Bytes of the shared arrays declared so far.
    static_shared: u64,
    /// How many expressions enclose the one being lowered.
    depth: usize,
    /// Whether excess nesting was reported (once per function: it is one mistake).
    too_deep: bool,
}

/// How deeply expressions may nest in a kernel or device function (each parenthesis,
/// operand, block or branch is a level). Deeper code is a compile error at its span rather
/// than a stack overflow in the compiler; real kernels stay far below it.
pub const MAX_NESTING: usize = 256;

/// Lowers a `#[kernel]` or `#[device]` fn. `None` only when the signature is unusable;
/// body errors are reported to `cx` and lowering still returns a `Func`.
pub fn lower_fn(cx: &Ctxt, f: &syn::ItemFn, kind: FuncKind) -> Option<Func> {
    let what = match kind {
        FuncKind::Kernel { .. } => "kernels",
        FuncKind::Device => "`#[device]` functions",
    };
    let sig = &f.sig;
    if let Some(t) = &sig.asyncness {
        cx.error(t.span, format!("{what} cannot be `async`"));
    }
    if let Some(t) = &sig.constness {
        cx.error(t.span, format!("{what} cannot be `const fn`"));
    }
    if let Some(t) = &sig.unsafety {
        cx.error(t.span, format!("{what} cannot be `unsafe fn`; put `unsafe {{ }}` blocks inside the body instead"));
    }
    if let Some(abi) = &sig.abi {
        cx.error_at(abi, format!("{what} cannot declare an ABI; remove `{}`", source_text(abi)));
    }
    if !sig.generics.params.is_empty() || sig.generics.where_clause.is_some() {
        let has_types = sig.generics.params.iter().any(|p| !matches!(p, syn::GenericParam::Lifetime(_)));
        if has_types || sig.generics.where_clause.is_some() {
            cx.error_at(&sig.generics, format!("generic {what} are not supported yet; write one per element type"));
        }
    }
    if let Some(v) = &sig.variadic {
        cx.error_at(v, format!("{what} cannot be variadic"));
    }

    let mut l = Lowerer {
        cx,
        locals: Vec::new(),
        scopes: vec![Vec::new()],
        loops: Vec::new(),
        n_exprs: 0,
        n_loops: 0,
        callees: Vec::new(),
        callee_index: HashMap::new(),
        unchecked: matches!(kind, FuncKind::Kernel { unchecked: true }),
        unused_params: 0,
        generic_names: sig
            .generics
            .params
            .iter()
            .filter_map(|p| match p {
                syn::GenericParam::Type(t) => Some(t.ident.to_string()),
                syn::GenericParam::Const(c) => Some(c.ident.to_string()),
                syn::GenericParam::Lifetime(_) => None,
            })
            .collect(),
        const_values: HashMap::new(),
        cooperation: false,
        dynamic_shared: false,
        file: sig.ident.span().file(),
        let_init: false,
        depth: 0,
        too_deep: false,
        static_shared: 0,
    };

    let mut params = Vec::new();
    for input in &sig.inputs {
        match input {
            syn::FnArg::Receiver(r) => cx.error_at(r, format!("{what} cannot take `self`")),
            syn::FnArg::Typed(pt) => {
                let ty = l.param_ty(&pt.ty, what);
                let (name, mutable) = match &*pt.pat {
                    syn::Pat::Ident(pi) if pi.by_ref.is_none() && pi.subpat.is_none() => {
                        (pi.ident.clone(), pi.mutability.is_some())
                    }
                    syn::Pat::Wild(w) => {
                        l.unused_params += 1;
                        (Ident::new(&format!("unused_param_{}", l.unused_params), w.span()), false)
                    }
                    other => {
                        cx.error_at(other, format!("parameters of {what} must be plain names, like `x: &[f32]`"));
                        continue;
                    }
                };
                match ty {
                    Some(ty) => params.push(l.declare(name, mutable, LocalKind::Param, Some(ty))),
                    None => {
                        // Still a name, so that its uses do not add errors of their own.
                        let id = l.declare(name, mutable, LocalKind::Param, None);
                        l.locals[id].poisoned = true;
                    }
                }
            }
        }
    }

    let ret = match &sig.output {
        syn::ReturnType::Default => Ty::Unit,
        syn::ReturnType::Type(_, ty) => {
            let t = l.value_ty(ty);
            match (kind, t) {
                (_, None) => Ty::Unit,
                (FuncKind::Kernel { .. }, Some(Ty::Unit)) => Ty::Unit,
                (FuncKind::Kernel { .. }, Some(_)) => {
                    cx.error_at(ty, "kernels return nothing: write results into a `&mut [T]` parameter");
                    Ty::Unit
                }
                (FuncKind::Device, Some(t)) => t,
            }
        }
    };

    let body = l.block(&f.block);
    let span = sig.ident.span();
    Some(Func {
        kind,
        name: sig.ident.clone(),
        file: span.file(),
        loc: loc_of(span),
        params,
        ret,
        body,
        locals: l.locals,
        callees: l.callees,
        cooperation: l.cooperation,
        dynamic_shared: l.dynamic_shared,
        static_shared: l.static_shared,
        n_exprs: l.n_exprs,
        n_loops: l.n_loops,
    })
}

fn path_ident(path: &syn::Path) -> Option<&Ident> {
    if path.leading_colon.is_none() && path.segments.len() == 1 && path.segments[0].arguments.is_none() {
        Some(&path.segments[0].ident)
    } else {
        None
    }
}

fn path_text(path: &syn::Path) -> String {
    source_text(path)
}

const HEAP_TYPES: [&str; 7] = ["Vec", "String", "Box", "Rc", "Arc", "HashMap", "BTreeMap"];

impl Lowerer<'_> {
    // ---------------------------------------------------------------- names

    fn declare(&mut self, name: Ident, mutable: bool, kind: LocalKind, declared: Option<Ty>) -> LocalId {
        let id = self.locals.len();
        let key = name.to_string();
        self.locals.push(Local { name, mutable, kind, declared, poisoned: false });
        if let Some(scope) = self.scopes.last_mut() {
            scope.push((key, id));
        }
        id
    }

    fn lookup(&self, name: &str) -> Option<LocalId> {
        self.scopes.iter().rev().flat_map(|s| s.iter().rev()).find(|(n, _)| n == name).map(|&(_, id)| id)
    }

    fn expr_id(&mut self) -> ExprId {
        self.n_exprs += 1;
        self.n_exprs - 1
    }

    fn mk(&mut self, kind: ExprKind, span: Span) -> Expr {
        Expr { id: self.expr_id(), kind, span, loc: loc_of(span) }
    }

    /// A placeholder for an expression that was rejected (so lowering can go on).
    fn bad(&mut self, span: Span) -> Expr {
        self.mk(ExprKind::Tuple(Vec::new()), span)
    }

    // ---------------------------------------------------------------- types

    fn param_ty(&mut self, ty: &syn::Type, what: &str) -> Option<Ty> {
        if self.mentions_generic(ty) {
            // Already reported with the generics themselves.
            return None;
        }
        match ty {
            syn::Type::Reference(r) => match &*r.elem {
                syn::Type::Slice(s) => {
                    let elem = self.scalar_ty(
                        &s.elem,
                        "slices in kernel parameters hold scalars (`bool`, integers, `f32`, `f64`)",
                    )?;
                    Some(Ty::Slice { elem, mutable: r.mutability.is_some() })
                }
                syn::Type::Array(_) => {
                    self.cx.error_at(ty, format!("{what} take slices, not arrays: write `&[T]` or `&mut [T]`"));
                    None
                }
                inner if self.scalar_of(inner).is_some() => {
                    self.cx.error_at(
                        ty,
                        format!("pass scalars by value: write `{}` instead of `{}`", type_text(inner), type_text(ty)),
                    );
                    None
                }
                _ => {
                    self.reject_type(ty, what);
                    None
                }
            },
            _ => self.value_ty(ty),
        }
    }

    fn mentions_generic(&self, ty: &syn::Type) -> bool {
        let text = ty.to_token_stream().to_string();
        self.generic_names.iter().any(|g| text.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == g))
    }

    /// Types of values: scalars, tuples of them, `()`.
    fn value_ty(&mut self, ty: &syn::Type) -> Option<Ty> {
        match ty {
            syn::Type::Paren(p) => self.value_ty(&p.elem),
            syn::Type::Group(g) => self.value_ty(&g.elem),
            syn::Type::Tuple(t) if t.elems.is_empty() => Some(Ty::Unit),
            syn::Type::Tuple(t) => {
                let elems: Option<Vec<Ty>> = t.elems.iter().map(|e| self.value_ty(e)).collect();
                elems.map(Ty::Tuple)
            }
            syn::Type::Array(a) => {
                let elem = self.value_ty(&a.elem)?;
                let len = self.const_len(&a.len, "the length of an array")?;
                Some(Ty::Array(Box::new(elem), len))
            }
            _ => match self.scalar_of(ty) {
                Some(s) => Some(Ty::Scalar(s)),
                None => {
                    self.reject_type(ty, "kernels");
                    None
                }
            },
        }
    }

    fn scalar_of(&self, ty: &syn::Type) -> Option<Scalar> {
        match ty {
            syn::Type::Path(p) if p.qself.is_none() => {
                path_ident(&p.path).and_then(|i| Scalar::from_name(&i.to_string()))
            }
            syn::Type::Paren(p) => self.scalar_of(&p.elem),
            syn::Type::Group(g) => self.scalar_of(&g.elem),
            _ => None,
        }
    }

    fn scalar_ty(&mut self, ty: &syn::Type, message: &str) -> Option<Scalar> {
        let s = self.scalar_of(ty);
        if s.is_none() {
            self.cx.error_at(ty, format!("`{}` is not supported here: {message}", type_text(ty)));
        }
        s
    }

    fn reject_type(&self, ty: &syn::Type, what: &str) {
        let text = type_text(ty);
        let msg = match ty {
            syn::Type::Ptr(_) => format!("raw pointers are not supported in {what}: take a slice (`&[T]` or `&mut [T]`) and index it"),
            syn::Type::TraitObject(_) => format!("trait objects (`{text}`) are not supported in {what}: the GPU has no dynamic dispatch"),
            syn::Type::ImplTrait(_) => format!("`{text}` is not supported in {what}: use a concrete scalar or slice type"),
            syn::Type::Array(_) => format!("arrays (`{text}`) are not supported in {what} yet: pass a slice, or use separate scalars"),
            syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| HEAP_TYPES.contains(&s.ident.to_string().as_str())) => {
                format!("heap types (`{text}`) are not supported in {what}: the GPU has no allocator; pass a `&[T]` or `&mut [T]` buffer instead")
            }
            syn::Type::Reference(_) => format!("`{text}` is not supported in {what}: only `&[T]` and `&mut [T]` of scalars can be borrowed"),
            _ => format!("the type `{text}` is not supported in {what}: use `bool`, an integer, `f32`, `f64`, a tuple of them, or a slice `&[T]` / `&mut [T]`"),
        };
        self.cx.error_at(ty, msg);
    }

    // ---------------------------------------------------------------- blocks

    fn block(&mut self, b: &syn::Block) -> Block {
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

    fn reject_item(&mut self, item: &syn::Item) {
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

    fn let_stmt(&mut self, local: &syn::Local) -> Option<Stmt> {
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

    fn let_pat(&mut self, pat: &syn::Pat, declared: Option<Ty>) -> Pat {
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
                self.cx
                    .error_at(other, "this pattern is not supported in kernels: bind a name, `_`, or a tuple of them");
                Pat::Wild
            }
        }
    }

    // ---------------------------------------------------------------- expressions

    fn expr(&mut self, e: &syn::Expr) -> Expr {
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

    fn expr_at_depth(&mut self, e: &syn::Expr) -> Expr {
        let span = e.span();
        let let_init = std::mem::take(&mut self.let_init);
        match e {
            syn::Expr::Lit(l) => self.lit(&l.lit, span),
            syn::Expr::Path(p) => self.path_expr(p),
            syn::Expr::Paren(p) => self.expr(&p.expr),
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
                    syn::Member::Named(n) => match n.to_string().as_str() {
                        "x" => Field::Axis(0),
                        "y" => Field::Axis(1),
                        "z" => Field::Axis(2),
                        other => {
                            self.cx.error(n.span(), format!("no field `{other}` in kernels: only tuples (`.0`) and `thread_idx()`-style values (`.x`, `.y`, `.z`) have fields"));
                            return self.bad(span);
                        }
                    },
                };
                self.mk(ExprKind::Field(Box::new(base), field), span)
            }
            syn::Expr::Tuple(t) => {
                let elems = t.elems.iter().map(|e| self.expr(e)).collect();
                self.mk(ExprKind::Tuple(elems), span)
            }
            syn::Expr::Cast(c) => {
                let inner = self.expr(&c.expr);
                match self.scalar_of(&c.ty) {
                    Some(s) => self.mk(ExprKind::Cast(Box::new(inner), s), span),
                    None => {
                        if matches!(&*c.ty, syn::Type::Ptr(_)) {
                            self.cx.error_at(&c.ty, "raw pointers are not supported in kernels: index a slice instead");
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
            syn::Expr::Reference(r) => {
                self.cx.error_at(e, format!(
                    "references are not supported in kernels except to pass a slice to a `#[device]` fn; write `{}` without `&`",
                    source_text(&r.expr)
                ));
                self.bad(span)
            }
            syn::Expr::RawAddr(_) => {
                self.cx.error_at(e, "raw pointers are not supported in kernels: index a slice instead");
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
            syn::Expr::Struct(_) => {
                self.cx.error_at(e, "struct values are not supported in kernels: use scalars and tuples");
                self.bad(span)
            }
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

    fn lit(&mut self, lit: &syn::Lit, span: Span) -> Expr {
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

    fn lit_value(&mut self, lit: &syn::Lit, span: Span) -> Option<(bool, Lit)> {
        Some(match lit {
            syn::Lit::Int(i) => {
                let suffix = match i.suffix() {
                    "" => None,
                    s => match Scalar::from_name(s) {
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

    fn path_expr(&mut self, p: &syn::ExprPath) -> Expr {
        let span = p.span();
        if p.qself.is_none() {
            if let Some(ident) = path_ident(&p.path) {
                if let Some(id) = self.lookup(&ident.to_string()) {
                    return self.mk(ExprKind::Local(id), span);
                }
            }
            if let Some(c) = builtins::lookup_const(&p.path) {
                return self.mk(ExprKind::Const(c), span);
            }
        }
        let text = path_text(&p.path);
        if path_ident(&p.path).is_some() {
            self.cx.error(span, format!(
                "cannot find `{text}` in this kernel: kernels can use their parameters, their locals, `const` items of their body, and constants like `f32::MAX`; a constant defined outside must be declared again inside the body"
            ));
        } else {
            self.cx.error(span, format!(
                "`{text}` is not supported in kernels: kernels can use their parameters, their locals, `const` items of their body, and constants like `f32::MAX` or `f32::consts::PI`"
            ));
        }
        self.bad(span)
    }

    fn binary(&mut self, b: &syn::ExprBinary) -> Expr {
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
    fn place(&mut self, e: &syn::Expr) -> Expr {
        match e {
            syn::Expr::Paren(p) => self.place(&p.expr),
            syn::Expr::Path(_) | syn::Expr::Index(_) | syn::Expr::Field(_) => self.expr(e),
            syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => self.expr(e),
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

    /// What can be indexed: a local (slice, array, shared array), or an index of one (the
    /// rows of 2-D arrays).
    fn index_base(&mut self, e: &syn::Expr) -> Option<Expr> {
        let what = "only slices, arrays and shared arrays can be indexed in kernels, like `x[i]`";
        match e {
            syn::Expr::Paren(p) => self.index_base(&p.expr),
            syn::Expr::Index(ix) if matches!(&*ix.index, syn::Expr::Range(_)) => {
                self.cx.error_at(&ix.index, "slicing a range (`x[a..b]`) is not supported in kernels: index single elements, passing the offset along");
                None
            }
            syn::Expr::Index(ix) => Some(self.index(ix, ix.span())),
            syn::Expr::Path(p) if p.qself.is_none() => {
                match path_ident(&p.path).and_then(|i| self.lookup(&i.to_string())) {
                    Some(id) => Some(self.mk(ExprKind::Local(id), p.span())),
                    None => {
                        self.cx.error_at(e, what);
                        None
                    }
                }
            }
            _ => {
                self.cx.error_at(e, what);
                None
            }
        }
    }

    fn index(&mut self, ix: &syn::ExprIndex, span: Span) -> Expr {
        if let syn::Expr::Range(_) = &*ix.index {
            self.cx.error_at(&ix.index, "slicing a range (`x[a..b]`) is not supported in kernels: index single elements, passing the offset along");
            return self.bad(span);
        }
        let Some(base) = self.index_base(&ix.expr) else { return self.bad(span) };
        let index = self.expr(&ix.index);
        let checked = !self.unchecked;
        self.mk(ExprKind::Index { base: Box::new(base), index: Box::new(index), checked }, span)
    }

    /// `*x.get_unchecked(i)` and `*x.get_unchecked_mut(i)`: unchecked indexing.
    fn deref(&mut self, inner: &syn::Expr, span: Span) -> Expr {
        if let syn::Expr::MethodCall(mc) = inner {
            let m = mc.method.to_string();
            if (m == "get_unchecked" || m == "get_unchecked_mut") && mc.args.len() == 1 {
                let Some(base) = self.index_base(&mc.receiver) else { return self.bad(span) };
                let index = self.expr(&mc.args[0]);
                return self.mk(ExprKind::Index { base: Box::new(base), index: Box::new(index), checked: false }, span);
            }
        }
        self.cx
            .error_at(inner, "`*` is only supported in kernels on `x.get_unchecked(i)` and `x.get_unchecked_mut(i)`");
        self.bad(span)
    }

    /// A compile-time integer: a literal, a `const` of the body, and arithmetic on them.
    fn const_eval(&self, e: &Expr) -> Option<u128> {
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

    /// An array length: an integer known at compile time.
    fn const_len(&mut self, e: &syn::Expr, what: &str) -> Option<u64> {
        let errors = self.cx.error_count();
        let lowered = self.expr(e);
        if self.cx.error_count() > errors {
            return None;
        }
        match self.const_eval(&lowered).and_then(|v| u64::try_from(v).ok()).filter(|&v| v > 0) {
            Some(v) => Some(v),
            None => {
                self.cx.error_at(e, format!("{what} must be a constant: a literal or a `const` item of the body (and not zero), like `256` or `N * 2`"));
                None
            }
        }
    }

    /// A site id unique to a call site (the simulator keys a block's shared arrays by it).
    fn site_id(&self, span: Span) -> u32 {
        let loc = loc_of(span);
        let key = format!("{}:{}:{}", self.file, loc.line, loc.column);
        key.bytes().fold(0x811c9dc5u32, |h, b| (h ^ b as u32).wrapping_mul(0x01000193))
    }

    /// `shared_array::<T, N>()`, `dynamic_shared::<T>()`, barriers, `lane_id()`,
    /// `atomic::…` and `warp::…`.
    fn intrinsic_call(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span, let_init: bool) -> Option<Expr> {
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let last = segs.last()?.clone();
        if segs.len() == 1 && self.lookup(&last).is_some() {
            return None;
        }
        if segs.len() == 1 && (last == "shared_array" || last == "dynamic_shared") {
            return Some(self.shared_call(c, path, span, let_init));
        }
        let namespace = if segs.len() >= 2 { Some(segs[segs.len() - 2].as_str()) } else { None };
        let op = match namespace {
            None if path.segments[0].arguments.is_none() => Intrinsic::lookup(None, &last)?,
            Some(ns @ ("atomic" | "warp")) => match Intrinsic::lookup(Some(ns), &last) {
                Some(op) => op,
                None => {
                    let names = Intrinsic::names_in(Some(ns)).join(", ");
                    self.cx.error_at(path, format!("there is no `{ns}::{last}`; the `{ns}` operations are {names}"));
                    return Some(self.bad(span));
                }
            },
            _ => return None,
        };
        if c.args.len() != op.arity() {
            let n = op.arity();
            self.cx.error_at(c, format!("`{}` takes {n} argument{}", op.name(), if n == 1 { "" } else { "s" }));
            return Some(self.bad(span));
        }
        if op.def.cooperation {
            self.cooperation = true;
        }
        let args = c
            .args
            .iter()
            .enumerate()
            .map(|(i, a)| if i == 0 && op.is_atomic() { self.atomic_target(a) } else { self.expr(a) })
            .collect();
        Some(self.mk(ExprKind::Intrinsic { op, args }, span))
    }

    /// The slice or shared array of an atomic: `y`, `&mut y`, `tile`, `rows[r]`.
    fn atomic_target(&mut self, a: &syn::Expr) -> Expr {
        let inner = match a {
            syn::Expr::Reference(r) => &*r.expr,
            other => other,
        };
        match self.index_base(inner) {
            Some(e) => e,
            None => self.bad(a.span()),
        }
    }

    fn shared_call(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span, let_init: bool) -> Expr {
        let name = path.segments[0].ident.to_string();
        let dynamic = name == "dynamic_shared";
        let usage = if dynamic { "dynamic_shared::<T>()" } else { "shared_array::<T, N>()" };
        if !c.args.is_empty() {
            self.cx.error_at(c, format!("`{name}` takes no arguments: write `{usage}`"));
            return self.bad(span);
        }
        let generics: Vec<&syn::GenericArgument> = match &path.segments[0].arguments {
            syn::PathArguments::AngleBracketed(a) => a.args.iter().collect(),
            _ => Vec::new(),
        };
        if generics.len() != if dynamic { 1 } else { 2 } {
            self.cx.error_at(
                path,
                format!("write `{usage}`, with the element type{}", if dynamic { "" } else { " and the length" }),
            );
            return self.bad(span);
        }
        if !let_init {
            self.cx.error_at(c, format!("bind `{usage}` to a name with `let`, like `let tile = {usage};`"));
            return self.bad(span);
        }
        self.cooperation = true;
        let syn::GenericArgument::Type(elem_ty) = generics[0] else {
            self.cx.error_at(generics[0], format!("the first argument of `{name}` is the element type"));
            return self.bad(span);
        };
        if dynamic {
            self.dynamic_shared = true;
            return match self.scalar_of(elem_ty) {
                Some(s) => self.mk(ExprKind::DynamicShared(s), span),
                None => {
                    self.cx.error_at(
                        elem_ty,
                        "the elements of dynamic shared memory are scalars: `bool`, integers, `f32`, `f64`",
                    );
                    self.bad(span)
                }
            };
        }
        let elem = match elem_ty {
            syn::Type::Array(a) => {
                let row = self.scalar_of(&a.elem);
                let len = self.const_len(&a.len, "the row length of a shared array");
                match (row, len) {
                    (Some(s), Some(m)) => Some(Ty::Array(Box::new(Ty::Scalar(s)), m)),
                    (None, _) => {
                        self.cx.error_at(
                            &a.elem,
                            "the elements of a shared array are scalars, or rows of them: `[f32; 16]`",
                        );
                        None
                    }
                    _ => None,
                }
            }
            t => match self.scalar_of(t) {
                Some(s) => Some(Ty::Scalar(s)),
                None => {
                    self.cx.error_at(t, "the elements of a shared array are scalars, or rows of them: `[f32; 16]`");
                    None
                }
            },
        };
        let len = match generics[1] {
            syn::GenericArgument::Const(e) => self.const_len(e, "the size of a shared array"),
            syn::GenericArgument::Type(syn::Type::Path(p)) if p.qself.is_none() => {
                let e: syn::Expr =
                    syn::Expr::Path(syn::ExprPath { attrs: Vec::new(), qself: None, path: p.path.clone() });
                self.const_len(&e, "the size of a shared array")
            }
            other => {
                self.cx.error_at(other, "the size of a shared array must be a constant: a literal or a `const` item of the body, like `256` or `{ N * 2 }`");
                None
            }
        };
        match (elem, len) {
            (Some(elem), Some(len)) => {
                let bytes = elem.array_bytes_of(len);
                let total = bytes.and_then(|b| b.checked_add(self.static_shared));
                match total {
                    Some(total) if total <= limits::STATIC_SHARED_BYTES => self.static_shared = total,
                    _ => {
                        let size = match bytes {
                            Some(b) if b <= limits::STATIC_SHARED_BYTES => {
                                format!(
                                    "brings this function's shared arrays to {}",
                                    limits::human(b + self.static_shared)
                                )
                            }
                            Some(b) => format!("is {}", limits::human(b)),
                            None => "is larger than 2^64 bytes".to_string(),
                        };
                        self.cx.error_at(
                            c,
                            format!(
                                "this shared array {size}, more than the {} of static shared memory a block may have on any GPU: \
                                 for more, use `dynamic_shared::<T>()` and give the launch `.shared_mem(bytes)`",
                                limits::human(limits::STATIC_SHARED_BYTES)
                            ),
                        );
                        return self.bad(span);
                    }
                }
                let site = self.site_id(span);
                self.mk(ExprKind::SharedArray { elem, len, site }, span)
            }
            _ => self.bad(span),
        }
    }

    fn call(&mut self, c: &syn::ExprCall, span: Span, let_init: bool) -> Expr {
        let syn::Expr::Path(fp) = &*c.func else {
            self.cx.error_at(
                &c.func,
                "only named functions can be called in kernels: intrinsics like `grid(1)` and `#[device]` fns",
            );
            return self.bad(span);
        };
        let path = &fp.path;
        if fp.qself.is_some() {
            self.cx.error_at(&c.func, "qualified paths (`<T as Trait>::f`) are not supported in kernels");
            return self.bad(span);
        }
        if let Some(e) = self.intrinsic_call(c, path, span, let_init) {
            return e;
        }
        // Intrinsics, by their bare name.
        if let Some(ident) = path_ident(path) {
            let name = ident.to_string();
            if let Some(id) = self.lookup(&name) {
                if !self.locals[id].poisoned {
                    self.cx.error_at(&c.func, format!("`{name}` is a local variable, not a function"));
                }
                return self.bad(span);
            }
            if let Some((name, arity)) = Builtin::lookup(&name) {
                if c.args.len() != arity {
                    self.cx
                        .error_at(c, format!("`{name}` takes {arity} argument{}", if arity == 1 { "" } else { "s" }));
                    return self.bad(span);
                }
                let builtin = match name {
                    "grid" | "gridsize" => {
                        let n = match &c.args[0] {
                            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => {
                                i.base10_parse::<u8>().ok().filter(|n| (1..=3).contains(n))
                            }
                            _ => None,
                        };
                        let Some(n) = n else {
                            self.cx.error_at(
                                &c.args[0],
                                format!("`{name}` takes the literal 1, 2 or 3 (the number of dimensions)"),
                            );
                            return self.bad(span);
                        };
                        if name == "grid" {
                            Builtin::Grid(n)
                        } else {
                            Builtin::GridSize(n)
                        }
                    }
                    "thread_idx" => Builtin::ThreadIdx,
                    "block_idx" => Builtin::BlockIdx,
                    "block_dim" => Builtin::BlockDim,
                    _ => Builtin::GridDim,
                };
                return self.mk(ExprKind::Builtin(builtin), span);
            }
            if matches!(name.as_str(), "Some" | "None" | "Ok" | "Err") {
                self.cx.error_at(
                    &c.func,
                    "`Option` and `Result` are not supported in kernels: use a sentinel value or a flag",
                );
                return self.bad(span);
            }
        }
        // `math::name(x, …)`: a function of the library's `math` module.
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if let [.., module, name] = segs.as_slice() {
            let in_math = module == "math" && (segs.len() == 2 || (segs.len() == 3 && segs[0] == "ferrocuda"));
            if in_math {
                if builtins::methods::by_name(Call::Math, name).next().is_none() || c.args.is_empty() {
                    let names = builtins::methods::names_for(Call::Math, None).join(", ");
                    self.cx.error_at(path, format!("there is no `math::{name}`; the `math` functions are {names}"));
                    return self.bad(span);
                }
                let mut args = c.args.iter().map(|a| self.expr(a));
                let Some(recv) = args.next() else { return self.bad(span) };
                let args: Vec<Expr> = args.collect();
                let name = path.segments[path.segments.len() - 1].ident.clone();
                return self
                    .mk(ExprKind::Method { recv: Box::new(recv), name, args, ufcs: None, call: Call::Math }, span);
            }
        }
        // `T::something(…)` on a scalar type: `from`, `from_bits`, or a method in UFCS form.
        if path.segments.len() == 2 && path.leading_colon.is_none() {
            let ty_name = path.segments[0].ident.to_string();
            let fn_name = &path.segments[1].ident;
            if let Some(s) = Scalar::from_name(&ty_name) {
                let args: Vec<Expr> = c.args.iter().map(|a| self.expr(a)).collect();
                return match (fn_name.to_string().as_str(), args.len()) {
                    ("from", 1) => {
                        let a = args.into_iter().next().map(Box::new);
                        match a {
                            Some(a) => self.mk(ExprKind::From(s, a), span),
                            None => self.bad(span),
                        }
                    }
                    ("from_bits", 1) if s.is_float() => {
                        let a = args.into_iter().next().map(Box::new);
                        match a {
                            Some(a) => self.mk(ExprKind::FromBits(s, a), span),
                            None => self.bad(span),
                        }
                    }
                    (_, 0) => {
                        self.cx.error_at(c, format!("`{}` is not supported in kernels", path_text(path)));
                        self.bad(span)
                    }
                    _ => {
                        let mut it = args.into_iter();
                        let recv = it.next().map(Box::new);
                        match recv {
                            Some(recv) => self.mk(
                                ExprKind::Method {
                                    recv,
                                    name: fn_name.clone(),
                                    args: it.collect(),
                                    ufcs: Some(s),
                                    call: Call::Method,
                                },
                                span,
                            ),
                            None => self.bad(span),
                        }
                    }
                };
            }
            if HEAP_TYPES.contains(&ty_name.as_str()) {
                self.cx.error_at(&c.func, format!("heap types (`{ty_name}`) are not supported in kernels: the GPU has no allocator; pass a `&[T]` or `&mut [T]` buffer instead"));
                return self.bad(span);
            }
        }
        if path.segments.iter().any(|s| !s.arguments.is_none()) {
            self.cx.error_at(&c.func, "generic arguments (`::<…>`) are not supported in kernel calls");
            return self.bad(span);
        }
        // Anything else is a `#[device]` fn; rustc checks that it is one.
        let key = path_text(path);
        let callee = match self.callee_index.get(&key) {
            Some(&i) => i,
            None => {
                self.callees.push(path.clone());
                self.callee_index.insert(key, self.callees.len() - 1);
                self.callees.len() - 1
            }
        };
        let args = c.args.iter().map(|a| self.call_arg(a)).collect();
        self.mk(ExprKind::Call { callee, args }, span)
    }

    /// An argument of a `#[device]` call: `&x` / `&mut x` / `x` for a slice, or a value.
    fn call_arg(&mut self, a: &syn::Expr) -> Expr {
        match a {
            syn::Expr::Reference(r) => {
                let target = match &*r.expr {
                    syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => &*u.expr,
                    other => other,
                };
                if let syn::Expr::Path(p) = target {
                    if let Some(id) = path_ident(&p.path).and_then(|i| self.lookup(&i.to_string())) {
                        return self.mk(ExprKind::Local(id), a.span());
                    }
                }
                self.expr(a)
            }
            _ => self.expr(a),
        }
    }

    fn method_call(&mut self, mc: &syn::ExprMethodCall, span: Span) -> Expr {
        let name = mc.method.to_string();
        if mc.turbofish.is_some() {
            self.cx.error_at(&mc.turbofish, "generic arguments (`::<…>`) are not supported on kernel methods");
            return self.bad(span);
        }
        match name.as_str() {
            "get_unchecked" | "get_unchecked_mut" => {
                self.cx.error_at(mc, format!("write `*{}` to read or write the element", source_text(mc)));
                return self.bad(span);
            }
            "iter" | "iter_mut" | "into_iter" | "map" | "sum" | "fold" | "zip" | "enumerate" | "for_each"
            | "collect" => {
                self.cx.error(mc.method.span(), "iterators are not supported in kernels: write a `for` loop over a range, e.g. `for i in 0..x.len()`");
                return self.bad(span);
            }
            "step_by" | "rev" => {
                self.cx.error_at(mc, "`.step_by()` and `.rev()` are only supported on the range of a `for` loop");
                return self.bad(span);
            }
            _ => {}
        }
        let recv = self.expr(&mc.receiver);
        let args = mc.args.iter().map(|a| self.expr(a)).collect();
        self.mk(
            ExprKind::Method { recv: Box::new(recv), name: mc.method.clone(), args, ufcs: None, call: Call::Method },
            span,
        )
    }

    fn if_expr(&mut self, i: &syn::ExprIf) -> Expr {
        let span = i.span();
        if let syn::Expr::Let(l) = &*i.cond {
            self.cx.error_at(l, "`if let` is not supported in kernels: use `match` or a comparison");
        }
        let cond = self.expr(&i.cond);
        let then = self.block(&i.then_branch);
        let els = i.else_branch.as_ref().map(|(_, e)| Box::new(self.expr(e)));
        self.mk(ExprKind::If { cond: Box::new(cond), then, els }, span)
    }

    fn enter_loop(&mut self, label: Option<&syn::Label>, is_loop: bool) -> (LoopId, Option<Ident>) {
        let id = self.n_loops;
        self.n_loops += 1;
        let name = label.map(|l| l.name.ident.clone());
        self.loops.push((name.as_ref().map(|n| n.to_string()), id, is_loop));
        (id, name)
    }

    fn loop_target(&mut self, label: Option<&syn::Lifetime>, span: Span) -> Option<(LoopId, bool)> {
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

    fn for_loop(&mut self, f: &syn::ExprForLoop, span: Span) -> Expr {
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
    fn for_range(&mut self, e: &syn::Expr) -> Option<ForRange> {
        let mut e = e;
        let mut step = None;
        let mut rev = false;
        fn unparen(e: &syn::Expr) -> &syn::Expr {
            match e {
                syn::Expr::Paren(p) => unparen(&p.expr),
                syn::Expr::Group(g) => unparen(&g.expr),
                other => other,
            }
        }
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
                self.cx.error_at(other, "kernels can only loop over ranges: `for i in a..b`, `a..=b`, with `.rev()` and `.step_by(k)`; to visit a slice, write `for i in 0..x.len()`");
                None
            }
        }
    }

    fn match_expr(&mut self, m: &syn::ExprMatch, span: Span) -> Expr {
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

    fn match_pat(&mut self, p: &syn::Pat) -> MatchPat {
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

    // ---------------------------------------------------------------- macros

    fn macro_expr(&mut self, mac: &syn::Macro, span: Span) -> Expr {
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        let parsed: syn::Result<Punctuated<syn::Expr, syn::Token![,]>> =
            mac.parse_body_with(Punctuated::parse_terminated);
        let args: Vec<syn::Expr> = match parsed {
            Ok(p) => p.into_iter().collect(),
            Err(e) => {
                if matches!(
                    name.as_str(),
                    "panic"
                        | "assert"
                        | "assert_eq"
                        | "assert_ne"
                        | "debug_assert"
                        | "debug_assert_eq"
                        | "debug_assert_ne"
                        | "unreachable"
                        | "todo"
                        | "unimplemented"
                ) {
                    self.cx.syn_error(e);
                    return self.bad(span);
                }
                Vec::new()
            }
        };
        let debug_only = name.starts_with("debug_");
        let kind = match name.as_str() {
            "panic" => match self.message(&args, 0, &name) {
                Some(m) => PanicKind::Message(if args.is_empty() { "explicit panic".into() } else { m }),
                None => return self.bad(span),
            },
            "unreachable" | "todo" | "unimplemented" => {
                let base = match name.as_str() {
                    "unreachable" => "internal error: entered unreachable code",
                    "todo" => "not yet implemented",
                    _ => "not implemented",
                };
                match self.message(&args, 0, &name) {
                    Some(m) if m.is_empty() => PanicKind::Message(base.into()),
                    Some(m) => PanicKind::Message(format!("{base}: {m}")),
                    None => return self.bad(span),
                }
            }
            "assert" | "debug_assert" => {
                let Some(cond) = args.first() else {
                    self.cx.error(span, format!("`{name}!` needs a condition"));
                    return self.bad(span);
                };
                let Some(custom) = self.message(&args, 1, &name) else { return self.bad(span) };
                let message = if args.len() > 1 { custom } else { format!("assertion failed: {}", source_text(cond)) };
                let cond = Box::new(self.expr(cond));
                PanicKind::Assert { cond, message }
            }
            "assert_eq" | "assert_ne" | "debug_assert_eq" | "debug_assert_ne" => {
                if args.len() < 2 {
                    self.cx.error(span, format!("`{name}!` needs two values"));
                    return self.bad(span);
                }
                let Some(message) = self.message(&args, 2, &name) else { return self.bad(span) };
                let left = Box::new(self.expr(&args[0]));
                let right = Box::new(self.expr(&args[1]));
                PanicKind::AssertEq { left, right, equal: name.ends_with("_eq"), message }
            }
            "vec" | "format" => {
                self.cx.error_at(
                    &mac.path,
                    format!("`{name}!` allocates, and kernels cannot: pass a `&mut [T]` buffer instead"),
                );
                return self.bad(span);
            }
            "println" | "print" | "eprintln" | "eprint" | "dbg" | "write" | "writeln" => {
                self.cx.error_at(&mac.path, format!("`{name}!` is not supported in kernels: write values to a `&mut [T]` buffer and print them on the host"));
                return self.bad(span);
            }
            _ => {
                self.cx.error_at(&mac.path, format!("the macro `{name}!` is not supported in kernels; supported: `panic!`, `assert!`, `assert_eq!`, `assert_ne!`, `debug_assert*!`, `unreachable!`, `todo!`, `unimplemented!`"));
                return self.bad(span);
            }
        };
        self.mk(ExprKind::Panic(PanicMacro { kind, debug_only }), span)
    }

    /// The literal message starting at `args[at]` (empty if absent). `None` after an error.
    fn message(&mut self, args: &[syn::Expr], at: usize, mac: &str) -> Option<String> {
        let Some(first) = args.get(at) else { return Some(String::new()) };
        let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = first else {
            self.cx.error_at(first, format!("the message of `{mac}!` in a kernel must be a string literal"));
            return None;
        };
        if args.len() > at + 1 {
            self.cx.error_at(
                &args[at + 1],
                format!("`{mac}!` in a kernel takes a literal message only: values cannot be formatted on the GPU"),
            );
            return None;
        }
        let raw = s.value();
        // Unescape `{{` / `}}`; any other brace is a format argument, which kernels cannot do.
        let mut out = String::new();
        let mut chars = raw.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '{' if chars.peek() == Some(&'{') => {
                    chars.next();
                    out.push('{');
                }
                '}' if chars.peek() == Some(&'}') => {
                    chars.next();
                    out.push('}');
                }
                '{' | '}' => {
                    self.cx.error_at(s, format!("`{mac}!` in a kernel takes a literal message only: `{{…}}` arguments cannot be formatted on the GPU"));
                    return None;
                }
                c => out.push(c),
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    /// The errors of one kernel.
    fn errors(body: &str) -> Vec<String> {
        crate::errors_of(&format!("#[kernel] fn k(x: &mut [f32], n: usize) {{ {body} }}"))
    }

    #[test]
    fn unsupported_constructs_say_what_to_write() {
        let cases = [
            ("let f = |v: f32| v;", "closures are not supported in kernels: write a `#[device] fn`"),
            ("let v = vec![1.0f32];", "`vec!` allocates"),
            ("let s = String::new();", "heap types (`String`)"),
            ("let y = x[0].foo()?;", "the `?` operator is not supported"),
            ("static S: f32 = 1.0;", "statics are not supported"),
            ("let p = x[0] as *const f32;", "raw pointers are not supported"),
            ("println!(\"hi\");", "`println!` is not supported"),
            ("for v in x.iter() {}", "kernels can only loop over ranges"),
            ("let a = [0.0f32; n];", "must be a constant"),
            ("let t = shared_array::<f32, n>();", "must be a constant"),
            ("let c = 'c';", "`char` is not supported"),
            ("if let 1 = n {}", "`if let` is not supported"),
            ("x[0..2][0] = 1.0;", "slicing a range"),
            ("let r = &n;", "references are not supported"),
            ("panic!(\"{}\", n);", "takes a literal message only"),
            ("let y = grid(4);", "`grid` takes the literal 1, 2 or 3"),
            ("break;", "must be inside a loop"),
            ("let q = Some(1);", "`Option` and `Result` are not supported"),
        ];
        for (body, expected) in cases {
            let errs = errors(body);
            assert!(
                errs.iter().any(|e| e.contains(expected)),
                "`{body}`: expected an error containing {expected:?}, got {errs:?}"
            );
        }
    }

    #[test]
    fn all_errors_are_reported_and_none_twice() {
        let errs = errors("let c = 'c'; let f = |v: f32| v; let y = f(1.0); let s = \"text\";");
        assert_eq!(errs.len(), 3, "{errs:?}");
    }

    #[test]
    fn messages_quote_source_not_syntax_trees() {
        for e in errors("let w: Vec<f32> = 1; let t: &f64 = 1.0;") {
            assert!(!e.contains("Path {") && !e.contains("TypePath") && !e.contains("Ident("), "{e}");
        }
    }
}
