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
use crate::ty::{Len, Scalar, Swizzle, Ty};

mod blocks;
mod calls;
mod control;
mod exprs;
mod for_each;
mod format;
mod macros;
mod pretty;
mod swap;
mod types;
mod wgmma;
mod wmma;

pub fn loc_of(span: Span) -> Loc {
    let start = span.start();
    Loc { line: start.line as u32, column: start.column as u32 + 1 }
}

/// The variants of `Option` and `Result` that hold a value (`Some(x)`, `Ok(x)`, `Err(e)`):
/// calls and patterns of them name types kernels do not have.
const OPTION_RESULT_VARIANTS: [&str; 3] = ["Some", "Ok", "Err"];

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
    callees: Vec<Callee>,
    callee_index: HashMap<(String, CalleeKind), usize>,
    borrowed_args: Vec<ExprId>,
    unchecked: bool,
    unused_params: usize,
    /// The kernel's generic parameters, by name: type parameters and const parameters, each
    /// numbered in its kind.
    type_params: Vec<String>,
    const_params: Vec<String>,
    /// Lengths that are expressions of constants, as written (`Len::Expr`).
    len_exprs: Vec<syn::Expr>,
    /// What `for v in xs` loops visit (`Func::iterated`).
    iterated: Vec<(ExprId, ExprId)>,
    /// The locals a `for v in xs` binds to its elements, which Rust makes references where
    /// `xs` is a slice or `xs.iter()`: `*v` is `v` (the elements are values here).
    element_refs: Vec<LocalId>,
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
    /// See `Func::field_names`.
    field_names: Vec<Ident>,
    /// See `Func::self_ty`.
    self_ty: Option<syn::Path>,
}

/// How deeply expressions may nest in a kernel or device function (each parenthesis,
/// operand, block or branch is a level). Deeper code is a compile error at its span rather
/// than a stack overflow in the compiler; real kernels stay far below it.
pub const MAX_NESTING: usize = 256;

/// Lowers a `#[kernel]` or `#[device]` fn. `None` only when the signature is unusable;
/// body errors are reported to `cx` and lowering still returns a `Func`.
pub fn lower_fn(cx: &Ctxt, f: &syn::ItemFn, kind: FuncKind) -> Option<Func> {
    lower_fn_of(cx, f, kind, None)
}

/// [`lower_fn`] of a method or associated function of a `#[device] impl` block of `self_ty`
/// (`None` for a free function): its receiver (`self`, `&self`) is its first parameter.
pub fn lower_fn_of(cx: &Ctxt, f: &syn::ItemFn, kind: FuncKind, self_ty: Option<&syn::Path>) -> Option<Func> {
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
    let errors_before = cx.error_count();
    let generics = generics(cx, &sig.generics);
    if cx.error_count() > errors_before {
        // Without its generics the signature means nothing: only these errors are reported.
        return None;
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
        borrowed_args: Vec::new(),
        unchecked: matches!(kind, FuncKind::Kernel { unchecked: true, .. }),
        unused_params: 0,
        type_params: generics
            .iter()
            .filter(|g| matches!(g.kind, GenericKind::Type { .. }))
            .map(|g| g.name.to_string())
            .collect(),
        const_params: generics
            .iter()
            .filter(|g| matches!(g.kind, GenericKind::Const))
            .map(|g| g.name.to_string())
            .collect(),
        len_exprs: Vec::new(),
        iterated: Vec::new(),
        element_refs: Vec::new(),
        const_values: HashMap::new(),
        cooperation: false,
        dynamic_shared: false,
        file: sig.ident.span().file(),
        let_init: false,
        depth: 0,
        too_deep: false,
        static_shared: 0,
        field_names: Vec::new(),
        self_ty: self_ty.cloned(),
    };

    let mut params = Vec::new();
    for input in &sig.inputs {
        match input {
            syn::FnArg::Receiver(r) => match (&l.self_ty, &r.reference, r.colon_token) {
                (Some(ty), None | Some((_, None)), None) if r.mutability.is_none() || r.reference.is_none() => {
                    let ty = Scalar::Struct(l.callee(&ty.clone(), CalleeKind::Type) as u32);
                    params.push(l.declare(
                        Ident::new("self", r.self_token.span),
                        r.mutability.is_some(),
                        LocalKind::Param,
                        Some(Ty::Scalar(ty)),
                    ));
                }
                (Some(_), _, _) => {
                    cx.error_at(
                        r,
                        "methods of `#[device] impl` blocks take `self` or `&self`: for `&mut self`, take `self` and \
                         return the new value (`fn moved(self, dt: f32) -> Self`)",
                    );
                    // Still a name, so that its uses do not add errors of their own.
                    let id = l.declare(Ident::new("self", r.self_token.span), true, LocalKind::Param, None);
                    l.locals[id].poisoned = true;
                }
                (None, _, _) => cx.error_at(r, format!("{what} cannot take `self`")),
            },
            syn::FnArg::Typed(pt) => {
                let mut ty = l.param_ty(&pt.ty, what);
                // A launch passes scalars and slices: a kernel's tuple or array parameter has
                // no host-side argument (a device fn's has: the caller's value).
                if matches!(kind, FuncKind::Kernel { .. }) && matches!(ty, Some(Ty::Tuple(_) | Ty::Array(..))) {
                    let fix = if matches!(ty, Some(Ty::Tuple(_))) {
                        "pass the tuple's fields as parameters of their own (`p0: f32, p1: f32`)"
                    } else {
                        "pass a slice (`&[T]`), or the elements as parameters of their own"
                    };
                    cx.error_at(&pt.ty, format!("kernels take scalars and slices, not `{}`: {fix}", type_text(&pt.ty)));
                    ty = None;
                }
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

    // A device fn's type parameter comes from its arguments (C++ deduces it there), and so
    // does a const parameter: the length of an array parameter.
    if matches!(kind, FuncKind::Device) {
        for (k, g) in generics.iter().filter(|g| matches!(g.kind, GenericKind::Const)).enumerate() {
            let given = params
                .iter()
                .any(|&id| matches!(&l.locals[id].declared, Some(Ty::Array(_, Len::Param(n))) if usize::from(*n) == k));
            if !given {
                cx.error(
                    g.name.span(),
                    format!(
                        "a `#[device]` fn's const parameter is the length of one of its array parameters (`a: [f32; \
                         {0}]`), from which each call takes it: add one, or pass the length as a value",
                        g.name
                    ),
                );
            }
        }
        for (k, g) in generics.iter().filter(|g| matches!(g.kind, GenericKind::Type { .. })).enumerate() {
            let t = Scalar::Param(k as u8);
            let given = params.iter().any(|&id| {
                matches!(&l.locals[id].declared, Some(Ty::Scalar(s)) if *s == t)
                    || matches!(&l.locals[id].declared, Some(Ty::Slice { elem, .. }) if *elem == t)
                    || matches!(&l.locals[id].declared, Some(Ty::Array(elem, _)) if **elem == Ty::Scalar(t))
            });
            if !given {
                cx.error(
                    g.name.span(),
                    format!(
                        "a `#[device]` fn's type parameter is the type of one of its parameters (`x: {0}` or \
                         `x: &[{0}]`), from which each call takes it: add one, or make `{0}` a concrete type",
                        g.name
                    ),
                );
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
        borrowed_args: l.borrowed_args,
        cooperation: l.cooperation,
        dynamic_shared: l.dynamic_shared,
        static_shared: l.static_shared,
        n_exprs: l.n_exprs,
        n_loops: l.n_loops,
        generics,
        len_exprs: l.len_exprs,
        iterated: l.iterated,
        field_names: l.field_names,
    })
}

/// The traits a kernel's type parameter may be bound by: ferrocuda's, each allowing what is
/// valid for all of its types.
const BOUNDS: [&str; 4] = ["Scalar", "Num", "Int", "Float"];

/// A kernel's generic parameters: type parameters bound by ferrocuda's traits, `const N:
/// usize`s, lifetimes (ignored); each other form reported.
fn generics(cx: &Ctxt, g: &syn::Generics) -> Vec<Generic> {
    let mut out = Vec::new();
    let where_bounds = where_bounds(cx, g);
    let (mut types, mut consts) = (0, 0);
    for p in &g.params {
        match p {
            syn::GenericParam::Lifetime(_) => {}
            syn::GenericParam::Type(t) => {
                types += 1;
                if let Some(d) = &t.default {
                    cx.error_at(d, "a kernel's type parameter cannot have a default");
                }
                let known = |b: &syn::TypeParamBound| match b {
                    syn::TypeParamBound::Trait(tb) => tb
                        .path
                        .segments
                        .last()
                        .is_some_and(|s| BOUNDS.contains(&s.ident.to_string().as_str()) && s.arguments.is_none()),
                    _ => false,
                };
                let bounds: Vec<&syn::TypeParamBound> = t
                    .bounds
                    .iter()
                    .chain(where_bounds.iter().filter(|(name, _)| *name == &t.ident).flat_map(|(_, b)| b.iter()))
                    .collect();
                match bounds.iter().find(|b| !known(b)) {
                    Some(b) => cx.error_at(
                        b,
                        format!(
                            "a kernel's type parameter is bound by ferrocuda's traits: `Scalar` (every element type), \
                             `Num` (arithmetic), `Int` or `Float`, not `{}`",
                            source_text(b)
                        ),
                    ),
                    None if bounds.is_empty() => cx.error_at(
                        t,
                        format!("give `{}` a bound: `{}: Float`, `Num`, `Int` or `Scalar`", t.ident, t.ident),
                    ),
                    None => {}
                }
                out.push(Generic {
                    name: t.ident.clone(),
                    kind: GenericKind::Type { bounds: bounds.into_iter().cloned().collect() },
                });
            }
            syn::GenericParam::Const(c) => {
                consts += 1;
                let usize_ty = matches!(&c.ty, syn::Type::Path(p) if p.path.is_ident("usize"));
                if !usize_ty {
                    cx.error_at(
                        &c.ty,
                        format!("a kernel's const parameter is a `usize`: write `const {}: usize`", c.ident),
                    );
                }
                if let Some(d) = &c.default {
                    cx.error_at(d, "a kernel's const parameter cannot have a default");
                }
                out.push(Generic { name: c.ident.clone(), kind: GenericKind::Const });
            }
        }
    }
    if types > crate::ty::MAX_GENERICS || consts > crate::ty::MAX_GENERICS {
        cx.error_at(
            g,
            format!(
                "a kernel has at most {} type and {} const parameters",
                crate::ty::MAX_GENERICS,
                crate::ty::MAX_GENERICS
            ),
        );
    }
    out
}

/// The bounds a `where` clause gives type parameters (`where T: Float`), by parameter; any
/// other predicate reported.
fn where_bounds<'g>(
    cx: &Ctxt,
    g: &'g syn::Generics,
) -> Vec<(&'g Ident, &'g syn::punctuated::Punctuated<syn::TypeParamBound, syn::Token![+]>)> {
    let Some(w) = &g.where_clause else { return Vec::new() };
    let params: Vec<&Ident> = g.type_params().map(|t| &t.ident).collect();
    let mut out = Vec::new();
    for p in &w.predicates {
        let bounded = match p {
            syn::WherePredicate::Type(pt) if pt.lifetimes.is_none() => match &pt.bounded_ty {
                syn::Type::Path(tp) if tp.qself.is_none() => {
                    path_ident(&tp.path).and_then(|id| params.iter().find(|&&p| p == id).copied())
                }
                _ => None,
            },
            _ => None,
        };
        match (bounded, p) {
            (Some(name), syn::WherePredicate::Type(pt)) => out.push((name, &pt.bounds)),
            _ => cx.error_at(
                p,
                "a kernel's `where` clause bounds its type parameters by ferrocuda's traits: `where T: Float`",
            ),
        }
    }
    out
}

fn path_ident(path: &syn::Path) -> Option<&Ident> {
    if path.leading_colon.is_none() && path.segments.len() == 1 && path.segments[0].arguments.is_none() {
        Some(&path.segments[0].ident)
    } else {
        None
    }
}

pub(crate) fn path_text(path: &syn::Path) -> String {
    source_text(path)
}

const HEAP_TYPES: [&str; 7] = ["Vec", "String", "Box", "Rc", "Arc", "HashMap", "BTreeMap"];

impl Lowerer<'_> {
    fn declare(&mut self, name: Ident, mutable: bool, kind: LocalKind, declared: Option<Ty>) -> LocalId {
        let id = self.locals.len();
        let key = name.to_string();
        self.locals.push(Local { name, mutable, kind, declared, poisoned: false });
        if let Some(scope) = self.scopes.last_mut() {
            scope.push((key, id));
        }
        id
    }

    /// A local the translation introduces, which no name in the body can refer to (it is in
    /// no scope, and its name is hygienic in the simulator's Rust), nor another of them (its
    /// name is numbered: two in one block must not shadow each other there).
    fn hidden_local(&mut self, name: &str, kind: LocalKind, span: Span) -> LocalId {
        let name = Ident::new(&format!("{name}_{}", self.locals.len()), Span::mixed_site().located_at(span));
        self.locals.push(Local { name, mutable: false, kind, declared: None, poisoned: false });
        self.locals.len() - 1
    }

    /// `let local = value;` of a local the translation introduces (see `hidden_local`).
    fn bind_hidden(&mut self, local: LocalId, value: Expr, span: Span) -> Stmt {
        Stmt::Let { pat: Pat::Bind(local), init: Some(value), loc: loc_of(span), span }
    }

    /// `base[index]`, checked.
    fn element_at(&mut self, base: Box<Expr>, index: Expr, span: Span) -> Expr {
        self.mk(ExprKind::Index { base, index: Box::new(index), checked: true }, span)
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
            ("eprintln!(\"hi\");", "kernels print to standard output only"),
            ("for v in x.windows(2) {}", "other iterators are not supported"),
            ("let a = [0.0f32; n];", "must be a constant"),
            ("let t = shared_array::<f32, n>();", "must be a constant"),
            ("let c = 'c';", "`char` is not supported"),
            ("if let 1 = n {}", "`if let` is not supported"),
            ("x[0..2][0] = 1.0;", "take part of a slice by reference"),
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
