//! Typed IR → the CPU body the simulator runs, as Rust tokens.
//!
//! It is the kernel's own body with the GPU parts replaced: indexing becomes bounds-checked
//! raw reads and writes of the simulator's slices, intrinsics read the thread context, and
//! integer arithmetic wraps whatever the build profile. Every literal carries the type
//! inference gave it and every `let` its inferred type, so rustc checks the types the CUDA
//! side was emitted with. Spans are the user's, so rustc's errors point at their code.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use crate::infer::{FragMethod, MethodRes, NdMethod, Typed};
use crate::ir::*;
use crate::library::{Builtin, Call, Intrinsic, SimCall, SimForm};
use crate::ty::{Frag, FragLayout, FragUse, Len, Scalar, Ty};

pub struct SimEmitter<'a> {
    f: &'a Func,
    t: &'a Typed,
    rt: TokenStream,
    /// Whether to pin types (off when inference found a contradiction: then rustc should
    /// see the user's code as written, and report its own error).
    pin: bool,
    /// While emitting a write into a field of a slice's element (read, modified, stored
    /// whole): the element's index expression and the local holding the element.
    element: std::cell::RefCell<Option<(ExprId, Ident)>>,
    /// Whether the body is placed a module deeper than it was written (a `#[device]` fn's,
    /// in the module of its name): paths from `self` and `super` reach one more `super`.
    nested: bool,
    /// While emitting a body `const`'s value: Rust's own operators, which rustc evaluates
    /// with Rust's semantics (an overflow or a division by zero is its compile error).
    in_const: std::cell::Cell<bool>,
}

/// A name the generated code introduces, which no name the user writes can capture or see
/// (`mixed_site` hygiene, as `macro_rules!` locals): a user's own `__fc_v` stays theirs.
pub fn hidden(name: &str) -> Ident {
    Ident::new(name, Span::mixed_site())
}

impl<'a> SimEmitter<'a> {
    pub fn new(f: &'a Func, t: &'a Typed, rt: TokenStream) -> Self {
        let nested = f.kind == FuncKind::Device;
        SimEmitter {
            f,
            t,
            rt,
            pin: !t.conflict,
            element: std::cell::RefCell::new(None),
            nested,
            in_const: std::cell::Cell::new(false),
        }
    }

    /// A body that stays where it was written (a `#[device] impl` block's function).
    pub fn in_place(mut self) -> Self {
        self.nested = false;
        self
    }

    /// A path as written, for where the body is placed.
    fn path(&self, p: &syn::Path) -> syn::Path {
        if self.nested {
            deeper(p)
        } else {
            p.clone()
        }
    }

    pub fn ctx(&self) -> Ident {
        hidden("__fc_ctx")
    }

    /// The type the simulator gives a parameter. A `&mut [T]` is a `&mut SliceMut<T>` in the
    /// body, a real mutable reference (to the thread's own handle of the buffer), so that
    /// rustc applies the borrow rules Rust would to the same body: moved into two names, or
    /// passed twice to one call, it is rustc's error at the user's span. A kernel receives the
    /// handle by value and borrows it first thing ([`SimEmitter::body`]).
    pub fn param_ty(&self, id: LocalId) -> TokenStream {
        let rt = &self.rt;
        match (&self.t.local[id], self.f.kind) {
            (Ty::Slice { elem, mutable: false }, _) => {
                let e = self.scalar(*elem);
                quote!(#rt::sim::Slice<#e>)
            }
            (Ty::Slice { elem, mutable: true }, FuncKind::Kernel { .. }) => {
                let e = self.scalar(*elem);
                quote!(#rt::sim::SliceMut<#e>)
            }
            (Ty::Slice { elem, mutable: true }, FuncKind::Device) => {
                let e = self.scalar(*elem);
                quote!(&mut #rt::sim::SliceMut<#e>)
            }
            (Ty::Nd { elem, rank, mutable: false }, _) => {
                let (e, r) = (self.scalar(*elem), *rank as usize);
                quote!(#rt::sim::Nd<#e, #r>)
            }
            (Ty::Nd { elem, rank, mutable: true }, FuncKind::Kernel { .. }) => {
                let (e, r) = (self.scalar(*elem), *rank as usize);
                quote!(#rt::sim::NdMut<#e, #r>)
            }
            (Ty::Nd { elem, rank, mutable: true }, FuncKind::Device) => {
                let (e, r) = (self.scalar(*elem), *rank as usize);
                quote!(&mut #rt::sim::NdMut<#e, #r>)
            }
            (Ty::TensorMap { elem, boxes, mutable: false, .. }, _) => {
                let (e, r) = (self.scalar(*elem), boxes.len());
                quote!(#rt::sim::TensorMap<#e, #r>)
            }
            (Ty::TensorMap { elem, boxes, mutable: true, .. }, _) => {
                let (e, r) = (self.scalar(*elem), boxes.len());
                quote!(#rt::sim::TensorMapMut<#e, #r>)
            }
            (t, _) => self.ty(t).unwrap_or_else(|| quote!(())),
        }
    }

    /// Whether a kernel parameter is held by value and borrowed in the body (see
    /// [`SimEmitter::param_ty`]): it must be declared `mut`.
    pub fn param_borrowed(&self, id: LocalId) -> bool {
        matches!(self.f.kind, FuncKind::Kernel { .. })
            && matches!(self.t.local[id], Ty::Slice { mutable: true, .. } | Ty::Nd { mutable: true, .. })
    }

    pub fn ret_ty(&self) -> TokenStream {
        self.ty(&self.f.ret).unwrap_or_else(|| quote!(()))
    }

    pub fn body(&self) -> TokenStream {
        let body = self.block(&self.f.body);
        match self.f.kind {
            FuncKind::Kernel { .. } => {
                let borrows = self.f.params.iter().filter(|&&id| self.param_borrowed(id)).map(|&id| {
                    let n = &self.f.locals[id].name;
                    quote!(let #n = &mut #n;)
                });
                quote!({ #(#borrows)* #body })
            }
            // Counted as on the GPU, so that deep recursion panics there and here alike.
            FuncKind::Device => {
                let (ctx, call) = (self.ctx(), hidden("__fc_call"));
                let site = self.site(self.f.loc);
                quote!({ let #call = #ctx.enter_device_fn(#site); #body })
            }
        }
    }

    fn ty(&self, t: &Ty) -> Option<TokenStream> {
        let rt = &self.rt;
        Some(match t {
            Ty::Scalar(s) => {
                let i = self.scalar(*s);
                quote!(#i)
            }
            Ty::Tuple(ts) => {
                let ts: Option<Vec<TokenStream>> = ts.iter().map(|t| self.ty(t)).collect();
                let ts = ts?;
                quote!((#(#ts,)*))
            }
            Ty::Unit => quote!(()),
            Ty::Dim3 => quote!(#rt::sim::Dim3),
            Ty::Array(t, n) => {
                let t = self.ty(t)?;
                let n = self.len(*n);
                quote!([#t; #n])
            }
            Ty::Shared(t, _) => {
                let t = self.ty(t)?;
                quote!(#rt::sim::Shared<#t>)
            }
            Ty::DynShared(s) | Ty::Tile { elem: s, .. } => {
                let t = self.scalar(*s);
                quote!(#rt::sim::Shared<#t>)
            }
            Ty::Nd { elem, rank, mutable: false } => {
                let (e, r) = (self.scalar(*elem), *rank as usize);
                quote!(#rt::sim::Nd<#e, #r>)
            }
            // (An accumulator's `K` as written: `load_c` leaves it to the annotation.)
            Ty::Fragment(f) => self.fragment_ty(f),
            _ => return None,
        })
    }

    /// An array length: the number, or the module constant's path.
    pub(crate) fn len(&self, n: Len) -> TokenStream {
        match n {
            Len::Known(n) => {
                let n = n as usize;
                quote!(#n)
            }
            Len::Const(c) => {
                let p = self.path(&self.f.callees[c].path);
                quote!(#p)
            }
            Len::Param(k) => {
                let n = self.f.const_param(k);
                quote!(#n)
            }
            Len::Expr { written, .. } => {
                let mut e = self.f.len_exprs[written].clone();
                if self.nested {
                    syn::visit_mut::VisitMut::visit_expr_mut(&mut Deeper, &mut e);
                }
                quote!({ #e })
            }
        }
    }

    fn site(&self, loc: Loc) -> TokenStream {
        let rt = &self.rt;
        let file = &self.f.file;
        let (line, column) = (loc.line, loc.column);
        quote!(&#rt::sim::Site { file: #file, line: #line, column: #column })
    }

    fn block(&self, b: &Block) -> TokenStream {
        let stmts = b.stmts.iter().map(|s| self.stmt(s));
        let tail = b.tail.as_ref().map(|t| self.expr(t));
        quote_spanned!(b.span=> { #(#stmts)* #tail })
    }

    fn stmt(&self, s: &Stmt) -> TokenStream {
        match s {
            Stmt::Let { pat, init, span, .. } => {
                let p = self.pat(pat);
                let annot = self.pat_ty(pat, self.pin);
                let annot = annot.map(|t| quote!(: #t));
                match init {
                    Some(e) => {
                        let mut v = self.expr(e);
                        if !self.pin && annot.is_some() {
                            // (The value returned by a name of its span: rustc's mismatch
                            // is then reported at the value, not at the attribute.)
                            let value = Ident::new("__fc_value", e.span);
                            v = quote!({ let #value = #v; #value });
                        }
                        quote_spanned!(*span=> let #p #annot = #v;)
                    }
                    None => quote_spanned!(*span=> let #p #annot;),
                }
            }
            Stmt::Const { local, value, .. } => {
                let name = &self.f.locals[*local].name;
                let ty = self.f.locals[*local].declared.as_ref().and_then(|t| self.ty(t)).unwrap_or_else(|| quote!(_));
                let outer = self.in_const.replace(true);
                let v = self.expr(value);
                self.in_const.set(outer);
                quote!(const #name: #ty = #v;)
            }
            Stmt::Expr { expr, semi, .. } => {
                let e = self.expr(expr);
                if *semi {
                    quote!(#e;)
                } else {
                    quote!(#e)
                }
            }
        }
    }

    fn pat(&self, p: &Pat) -> TokenStream {
        match p {
            Pat::Wild => quote!(_),
            Pat::Bind(id) => {
                let l = &self.f.locals[*id];
                let name = &l.name;
                if l.mutable {
                    quote!(mut #name)
                } else {
                    quote!(#name)
                }
            }
            Pat::Tuple(ps) => {
                let ps = ps.iter().map(|p| self.pat(p));
                quote!((#(#ps,)*))
            }
        }
    }

    /// The annotation of a `let` pattern: when `inferred`, the inferred types, if every
    /// part has one; else (inference found a conflict: rustc is to report it) the types the
    /// user declared, so that rustc's error is at the `let` whose value does not fit.
    fn pat_ty(&self, p: &Pat, inferred: bool) -> Option<TokenStream> {
        match p {
            Pat::Wild => None,
            Pat::Bind(id) if inferred => self.ty(&self.t.local[*id]),
            Pat::Bind(id) => self.f.locals[*id].declared.as_ref().and_then(|t| self.ty(t)),
            Pat::Tuple(ps) => {
                let ts: Option<Vec<TokenStream>> = ps
                    .iter()
                    .map(|p| match p {
                        Pat::Wild => Some(quote!(_)),
                        p => self.pat_ty(p, inferred).or_else(|| (!inferred).then(|| quote!(_))),
                    })
                    .collect();
                let ts = ts?;
                Some(quote!((#(#ts,)*)))
            }
        }
    }

    fn lit(&self, l: &Lit, e: &Expr) -> TokenStream {
        let span = e.span;
        let ty = if self.pin { self.t.expr[e.id].scalar() } else { None };
        match l {
            Lit::Bool(b) => quote_spanned!(span=> #b),
            Lit::Int { value, suffix } => {
                let s = suffix.or(ty.filter(|s| s.is_int())).map(|s| s.rust()).unwrap_or("");
                match ty.or(*suffix) {
                    Some(f) if f.is_float() => {
                        let lit = syn::LitFloat::new(&format!("{value}.0{}", f.rust()), span);
                        quote!(#lit)
                    }
                    _ => {
                        let lit = syn::LitInt::new(&format!("{value}{s}"), span);
                        quote!(#lit)
                    }
                }
            }
            Lit::Float { digits, suffix } => {
                let s = suffix.or(ty.filter(|s| s.is_float())).map(|s| s.rust()).unwrap_or("");
                let digits = if digits.contains(['.', 'e', 'E']) { digits.clone() } else { format!("{digits}.0") };
                let digits = if digits.ends_with('.') && !s.is_empty() { format!("{digits}0") } else { digits };
                let lit = syn::LitFloat::new(&format!("{digits}{s}"), span);
                quote!(#lit)
            }
        }
    }

    /// The scalar type `s` written at `span`, by a path no user item can shadow.
    fn spelled(&self, s: Scalar, span: Span) -> TokenStream {
        match s {
            Scalar::Param(k) => {
                let t = self.f.type_param(k);
                quote_spanned!(span=> #t)
            }
            Scalar::Struct(_) => self.scalar(s),
            s => primitive(s, span),
        }
    }

    /// How this function's Rust names the scalar type `s`: a type parameter by its name.
    pub fn scalar(&self, s: Scalar) -> TokenStream {
        match s {
            Scalar::Param(k) => {
                let t = self.f.type_param(k);
                quote!(#t)
            }
            Scalar::Struct(k) => {
                let p = self.f.callees.get(k as usize).map(|c| self.path(&c.path));
                quote!(#p)
            }
            s => scalar_ident(s),
        }
    }

    fn scalar_of(&self, e: &Expr) -> Option<Scalar> {
        self.t.expr[e.id].scalar()
    }

    /// An argument of a method or associated function of a `#[device] impl` block, whose
    /// parameter types only rustc knows: a bare literal without the suffix inference
    /// defaulted it to (rustc types it from the parameter; C++ converts the literal).
    fn free_arg(&self, a: &Expr) -> TokenStream {
        match &a.kind {
            ExprKind::Lit(l @ (Lit::Int { suffix: None, .. } | Lit::Float { suffix: None, .. })) => {
                let text = match l {
                    Lit::Int { value, .. } => value.to_string(),
                    Lit::Float { digits, .. } if digits.contains(['.', 'e', 'E']) => digits.clone(),
                    Lit::Float { digits, .. } => format!("{digits}.0"),
                    Lit::Bool(_) => return self.expr(a),
                };
                let lit: TokenStream = text.parse().unwrap_or_default();
                quote_spanned!(a.span=> #lit)
            }
            ExprKind::Unary(UnOp::Neg, inner) if matches!(inner.kind, ExprKind::Lit(_)) => {
                let v = self.free_arg(inner);
                quote_spanned!(a.span=> (-#v))
            }
            _ => self.expr(a),
        }
    }

    /// Whether `e`'s value is a struct, or what only rustc knows (a `#[device]` call's
    /// result): operators are then its type's, not the kernel language's integer ones.
    fn struct_like(&self, e: &Expr) -> Option<bool> {
        match &self.t.expr[e.id] {
            Ty::Scalar(s) if s.is_struct() => Some(true),
            Ty::Opaque(_) if !matches!(e.kind, ExprKind::Lit(_)) => Some(false),
            _ => None,
        }
    }

    fn expr(&self, e: &Expr) -> TokenStream {
        let rt = &self.rt;
        let span = e.span;
        let ctx = self.ctx();
        if let Some((id, local)) = &*self.element.borrow() {
            if *id == e.id {
                return quote!(#local);
            }
        }
        match &e.kind {
            ExprKind::Lit(l) => self.lit(l, e),
            ExprKind::GenericConst(k) => {
                let n = self.f.const_param(*k);
                quote_spanned!(span=> #n)
            }
            ExprKind::Local(id) => {
                // The declaration's name resolution, the use's place: rustc's errors about
                // the use (a moved `&mut [T]`) point at it.
                let mut name = self.f.locals[*id].name.clone();
                name.set_span(name.span().located_at(span));
                quote_spanned!(span=> #name)
            }
            ExprKind::Const(c) => {
                let p = &c.path;
                quote!(#p)
            }
            ExprKind::ModuleConst(callee) => {
                let p = self.path(&self.f.callees[*callee].path);
                quote_spanned!(span=> #p)
            }
            ExprKind::Wmma { op, args } => self.wmma(e, *op, args),
            ExprKind::TmaLoad { dst, dst_index, map, coords, bars, bar_index } => {
                let (d, j, m) = (self.handle(dst), self.expr(dst_index), self.expr(map));
                let cs: Vec<TokenStream> = coords.iter().map(|c| self.expr(c)).collect();
                let (b, i) = (self.handle(bars), self.expr(bar_index));
                let site = self.site(e.loc);
                let align = self.t.expr[dst.id].copy_align() as usize;
                quote_spanned!(span=> #ctx.tma_load(#d, #j, #align, #m, [#(#cs),*], #b, #i, #site))
            }
            ExprKind::TmaStore { map, coords, src, src_index } => {
                let m = self.expr(map);
                let cs: Vec<TokenStream> = coords.iter().map(|c| self.expr(c)).collect();
                let (s, j) = (self.handle(src), self.expr(src_index));
                let site = self.site(e.loc);
                let align = self.t.expr[src.id].copy_align() as usize;
                quote_spanned!(span=> #ctx.tma_store(#m, [#(#cs),*], #s, #j, #align, #site))
            }
            ExprKind::AsyncCopy { dst, dst_index, src, src_index, count } => {
                let (d, j, s, i) = (self.handle(dst), self.expr(dst_index), self.handle(src), self.expr(src_index));
                let n = self.len(*count);
                let site = self.site(e.loc);
                quote_spanned!(span=> #ctx.copy_async::<_, _, _, { #n }>(#d, #j, #s, #i, #site))
            }
            // A mutable part is held by `&mut`, as a `&mut [T]` parameter is: `let` extends
            // the temporary's life, and a call passes it on.
            ExprKind::SubSlice { base, lo, hi, inclusive, mutable } => {
                let h = self.handle(base);
                let lo = match lo {
                    Some(lo) => self.expr(lo),
                    None => quote!(0usize),
                };
                let hi = match hi {
                    Some(hi) => {
                        let hi = self.expr(hi);
                        quote!(::core::option::Option::Some(#hi))
                    }
                    None => quote!(::core::option::Option::None),
                };
                let site = self.site(e.loc);
                if *mutable {
                    quote_spanned!(span=> &mut #rt::sim::part_mut(#h, #lo, #hi, #inclusive, #site))
                } else {
                    quote_spanned!(span=> #rt::sim::part(#h, #lo, #hi, #inclusive, #site))
                }
            }
            ExprKind::Builtin(b) => {
                let m = match b {
                    Builtin::Grid(n) => format_ident!("grid_{}", n),
                    Builtin::GridSize(n) => format_ident!("gridsize_{}", n),
                    Builtin::ThreadIdx => format_ident!("thread_idx"),
                    Builtin::BlockIdx => format_ident!("block_idx"),
                    Builtin::BlockDim => format_ident!("block_dim"),
                    Builtin::GridDim => format_ident!("grid_dim"),
                };
                quote_spanned!(span=> #ctx.#m())
            }
            ExprKind::Unary(op, inner) => {
                let v = self.expr(inner);
                match op {
                    UnOp::Not => quote_spanned!(span=> (!#v)),
                    UnOp::Neg
                        if self.scalar_of(e).is_some_and(|s| s.is_float())
                            || !self.pin
                            || self.in_const.get()
                            || self.struct_like(inner) == Some(true) =>
                    {
                        quote_spanned!(span=> (-#v))
                    }
                    UnOp::Neg if self.struct_like(inner) == Some(false) => quote_spanned!(span=> {
                                #[allow(unused_imports)]
                    use #rt::sim::ops::{NumOperand as _, StructOperand as _};
                                (&#rt::sim::ops::Operand(#v)).neg_()
                            }),
                    UnOp::Neg => {
                        // `-literal` stays a literal (so that `-128i8` is accepted).
                        if let ExprKind::Lit(_) = inner.kind {
                            quote_spanned!(span=> (-#v))
                        } else {
                            quote_spanned!(span=> #rt::sim::ops::neg(#v))
                        }
                    }
                }
            }
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, e),
            ExprKind::Assign(place, value) => self.assign(place, value),
            ExprKind::AssignOp(op, place, value) => self.assign_op(*op, place, value, e),
            ExprKind::Index { base, index, checked } => {
                let i = self.expr(index);
                let site = self.site(e.loc);
                let read = if let Some(ix) = self.nd_index(base, index) {
                    let h = self.handle(base);
                    quote_spanned!(span=> #rt::sim::nd_load(#h, #ix, #site))
                } else if matches!(self.t.expr[e.id], Ty::Shared(..)) {
                    // (A row of a 2-D shared array is itself one, as in CUDA: a view, not a copy.)
                    let h = self.handle(base);
                    quote_spanned!(span=> #h.row(#i, #site))
                } else if self.array_root(base) {
                    let a = self.array_ref(base, false);
                    quote_spanned!(span=> (*#rt::sim::at(#a, #i, #site)))
                } else {
                    let h = self.handle(base);
                    quote_spanned!(span=> #rt::sim::load(#h, #i, #site))
                };
                if *checked || self.unchecked_kernel() {
                    read
                } else {
                    // `*x.get_unchecked(i)`: still checked here, but it needs `unsafe` as in Rust.
                    quote_spanned!(span=> #rt::sim::unchecked(#read))
                }
            }
            ExprKind::SharedArray { elem, len, site: id } => {
                let t = self.ty(elem).unwrap_or_else(|| quote!(()));
                // (A const parameter's size is checked by NVRTC, per instantiation.)
                let symbolic = matches!(len, Len::Const(_) | Len::Expr { .. }) || elem.has_const_len();
                let len = self.len(*len);
                let site = self.site(e.loc);
                let call = quote_spanned!(span=> #ctx.shared_array::<#t, #len>(#id, #site));
                // (A constant item cannot name the kernel's type parameters: with one, NVRTC
                // checks the size, per instantiation.)
                if !symbolic || elem.has_type_param() {
                    return call;
                }
                // A size from a module constant: the translator could not check it against
                // what every GPU allows; rustc does, here.
                let limit = crate::limits::STATIC_SHARED_BYTES as usize;
                let msg = format!(
                    "this shared array is larger than the {} of static shared memory a block may have on any GPU: \
                     for more, use `dynamic_shared::<T>()` and give the launch `.shared_mem(bytes)`",
                    crate::limits::human(limit as u64)
                );
                quote_spanned!(span=> {
                    const _: () = ::core::assert!(::core::mem::size_of::<[#t; #len]>() <= #limit, #msg);
                    #call
                })
            }
            ExprKind::DynamicShared(s) | ExprKind::Tile { elem: s, len: None, .. } => {
                let t = self.scalar(*s);
                let site = self.site(e.loc);
                quote_spanned!(span=> #ctx.dynamic_shared::<#t>(#site))
            }
            // (Kept in order here: see the simulator's `wgmma`.)
            ExprKind::Tile { elem, len: Some(len), site: id, .. } => {
                let t = self.scalar(*elem);
                let len = self.len(*len);
                let site = self.site(e.loc);
                quote_spanned!(span=> #ctx.shared_array::<#t, { #len }>(#id, #site))
            }
            ExprKind::ArrayRepeat { value, len } => {
                let v = self.expr(value);
                let len = self.len(*len);
                quote_spanned!(span=> [#v; #len])
            }
            ExprKind::ArrayList(es) => {
                let es = es.iter().map(|x| self.expr(x));
                quote_spanned!(span=> [#(#es),*])
            }
            ExprKind::Intrinsic { op, args } => self.intrinsic(e, *op, args),
            ExprKind::Field(base, f) => {
                let b = self.expr(base);
                match f {
                    Field::Index(i) => {
                        let idx = syn::Index::from(*i);
                        quote_spanned!(span=> #b.#idx)
                    }
                    Field::Axis(a) => {
                        let m = Ident::new(AXES[*a], span);
                        quote_spanned!(span=> #b.#m)
                    }
                    Field::Named(k) => {
                        let m = &self.f.field_names[*k];
                        quote_spanned!(span=> #b.#m)
                    }
                }
            }
            ExprKind::Tuple(es) if es.is_empty() => quote_spanned!(span=> ()),
            ExprKind::Tuple(es) => {
                let es = es.iter().map(|e| self.expr(e));
                quote_spanned!(span=> (#(#es,)*))
            }
            ExprKind::Cast(inner, s) => {
                let v = self.expr(inner);
                let t = self.scalar(*s);
                quote_spanned!(span=> (#v as #t))
            }
            ExprKind::From(s, inner) => {
                let v = self.expr(inner);
                let t = self.scalar(*s);
                quote_spanned!(span=> <#t>::from(#v))
            }
            ExprKind::FromBits(s, inner) => {
                let v = self.expr(inner);
                let t = self.scalar(*s);
                quote_spanned!(span=> <#t>::from_bits(#v))
            }
            // (From `f64` rounded once, as the GPU rounds: see `sim::ops::f16_from_f64`.)
            ExprKind::FromFloat(to, Scalar::F64, inner) if to.is_half() => {
                let v = self.expr(inner);
                let f = format_ident!("{}_from_f64", to.rust(), span = span);
                quote_spanned!(span=> #rt::sim::ops::#f(#v))
            }
            ExprKind::FromFloat(to, from, inner) => {
                let v = self.expr(inner);
                let t = self.scalar(*to);
                let f = format_ident!("from_{}", from.rust(), span = span);
                if to.is_param() {
                    // (`Float`'s: a type parameter's bound has it.)
                    quote_spanned!(span=> <#t as #rt::Float>::#f(#v))
                } else {
                    quote_spanned!(span=> <#t>::#f(#v))
                }
            }
            ExprKind::Method { recv, name, args, .. } => self.method(e, recv, name, args),
            ExprKind::Call { callee, args } => {
                // (Its alias, imported beside the body: `expand::callees`.)
                let path = alias(self.f, *callee, span);
                // A `&mut [T]` argument is reborrowed, as Rust does at a call, and `pass` makes
                // of it what the parameter is (`&[T]` or `&mut [T]`).
                let args = args.iter().map(|a| match (&a.kind, &self.t.expr[a.id]) {
                    (ExprKind::Local(_), Ty::Shared(..) | Ty::DynShared(_)) => {
                        let v = self.expr(a);
                        quote_spanned!(a.span=> #rt::sim::pass(&mut #v.as_slice_mut()))
                    }
                    (ExprKind::Local(_), Ty::Slice { mutable: true, .. }) => {
                        let v = self.expr(a);
                        quote_spanned!(a.span=> #rt::sim::pass(&mut *#v))
                    }
                    (_, Ty::Slice { mutable: true, .. }) => {
                        let v = self.expr(a);
                        quote_spanned!(a.span=> #rt::sim::pass(#v))
                    }
                    (_, Ty::Nd { mutable: true, .. }) => {
                        let v = self.expr(a);
                        quote_spanned!(a.span=> #rt::sim::nd_pass(&mut *#v))
                    }
                    _ => self.expr(a),
                });
                quote_spanned!(span=> #path::__fc_sim(#ctx, #(#args),*))
            }
            ExprKind::AssocCall { ty, name, args, .. } => {
                let key = method_key(&name.to_string());
                let args = args.iter().map(|a| self.free_arg(a));
                // A prelude type written without its generic arguments (`Complex::new`):
                // inferred, as in the expression the user wrote.
                let bare = ty.segments.last().is_some_and(|s| s.arguments.is_none());
                let ty = &self.path(ty);
                let ty = match crate::library::prelude_type(ty) {
                    Some(_) if bare => quote!(#ty<_>),
                    _ => quote!(#ty),
                };
                let trait_path = quote_spanned!(name.span()=> ::ferrocuda::__private::DeviceAssoc<#key>);
                quote_spanned!(span=> <#ty as #trait_path>::__fc_assoc(#ctx, (#(#args,)*)))
            }
            ExprKind::StructLit { ty, fields, base } => {
                // (At the literal: rustc's errors about its fields point there, not at the
                // first place the type was named.)
                let path = respan(self.scalar(*ty), span);
                let fields = fields.iter().map(|(field, v)| {
                    let name = self.field_tokens(*field);
                    let v = self.expr(v);
                    quote!(#name: #v)
                });
                let base = base.as_ref().map(|b| {
                    let b = self.expr(b);
                    quote!(..#b)
                });
                // (Parenthesized: a struct literal may not start an `if`'s condition.)
                quote_spanned!(span=> (#path { #(#fields,)* #base }))
            }
            ExprKind::If { cond, then, els } => {
                let c = self.expr(cond);
                let t = self.block(then);
                match els {
                    Some(els) => {
                        let el = self.expr(els);
                        quote_spanned!(span=> if #c #t else #el)
                    }
                    None => quote_spanned!(span=> if #c #t),
                }
            }
            ExprKind::While { label, cond, body, .. } => {
                let c = self.expr(cond);
                let b = self.block(body);
                let l = label_tokens(label);
                quote_spanned!(span=> #l while #c #b)
            }
            ExprKind::Loop { label, body, .. } => {
                let b = self.block(body);
                let l = label_tokens(label);
                quote_spanned!(span=> #l loop #b)
            }
            ExprKind::For { label, pat, range, body, .. } => {
                let p = self.pat(pat);
                let start = self.expr(&range.start);
                let end = self.expr(&range.end);
                let dots = if range.inclusive { quote!(..=) } else { quote!(..) };
                let mut it = quote!((#start #dots #end));
                if range.rev {
                    it = quote!(#it.rev());
                }
                if let Some(k) = &range.step {
                    let kv = self.expr(k);
                    let site = self.site(k.loc);
                    it = quote!(#it.step_by(#rt::sim::ops::check_step(#kv, #site)));
                }
                let b = self.block(body);
                let l = label_tokens(label);
                quote_spanned!(span=> #l for #p in #it #b)
            }
            ExprKind::Break { target, value } => {
                let l = self.loop_label(*target);
                let v = value.as_ref().map(|v| self.expr(v));
                quote_spanned!(span=> break #l #v)
            }
            ExprKind::Continue { target } => {
                let l = self.loop_label(*target);
                quote_spanned!(span=> continue #l)
            }
            ExprKind::Return(v) => {
                let v = v.as_ref().map(|v| self.expr(v));
                quote_spanned!(span=> return #v)
            }
            ExprKind::Block { block, unsafety } => {
                let b = self.block(block);
                if *unsafety {
                    quote_spanned!(span=> unsafe #b)
                } else {
                    b
                }
            }
            ExprKind::Match { scrutinee, arms } => {
                let s = self.expr(scrutinee);
                let arms = arms.iter().map(|a| {
                    let p = self.match_pat(&a.pat);
                    let g = a.guard.as_ref().map(|g| {
                        let g = self.expr(g);
                        quote!(if #g)
                    });
                    let b = self.expr(&a.body);
                    quote!(#p #g => #b,)
                });
                quote_spanned!(span=> match #s { #(#arms)* })
            }
            ExprKind::Panic(p) => self.panic(p, e),
            ExprKind::Print(p) => self.print(p, e),
        }
    }

    /// `println!` as std's, with the literal as written: rustc formats (and checks) it. The
    /// names it captures are passed by name, as the body's locals may be renamed.
    fn print(&self, p: &PrintMacro, e: &Expr) -> TokenStream {
        let lit = &p.format;
        let args = p.args.iter().map(|a| {
            let v = self.expr(&a.value);
            match &a.name {
                Some(n) => quote!(, #n = #v),
                None => quote!(, #v),
            }
        });
        if p.newline {
            quote_spanned!(e.span=> ::std::println!(#lit #(#args)*))
        } else {
            quote_spanned!(e.span=> ::std::print!(#lit #(#args)*))
        }
    }

    fn unchecked_kernel(&self) -> bool {
        matches!(self.f.kind, FuncKind::Kernel { unchecked: true, .. })
    }

    /// `break`/`continue` name their loop only when the user did (the label is theirs).
    fn loop_label(&self, target: LoopId) -> Option<TokenStream> {
        let mut found = None;
        self.f.body.walk(&mut |e| match &e.kind {
            ExprKind::While { id, label: Some(l), .. }
            | ExprKind::Loop { id, label: Some(l), .. }
            | ExprKind::For { id, label: Some(l), .. }
                if *id == target =>
            {
                found = Some(l.clone());
            }
            _ => {}
        });
        // Unlabeled loops are targeted only from directly inside them.
        found.map(|l| {
            let lt = syn::Lifetime { apostrophe: l.span(), ident: l };
            quote!(#lt)
        })
    }

    fn match_pat(&self, p: &MatchPat) -> TokenStream {
        match p {
            MatchPat::Wild => quote!(_),
            MatchPat::Bind(id, sub) => {
                let l = &self.f.locals[*id];
                let name = &l.name;
                let m = if l.mutable { quote!(mut) } else { quote!() };
                match sub {
                    Some(s) => {
                        let s = self.match_pat(s);
                        quote!(#m #name @ #s)
                    }
                    None => quote!(#m #name),
                }
            }
            MatchPat::Value(e) => self.pat_value(e),
            MatchPat::Range { lo, hi, inclusive } => {
                let lo = lo.as_ref().map(|e| self.pat_value(e));
                let hi = hi.as_ref().map(|e| self.pat_value(e));
                if *inclusive {
                    quote!(#lo ..= #hi)
                } else {
                    quote!(#lo .. #hi)
                }
            }
            MatchPat::Or(ps) => {
                let ps = ps.iter().map(|p| self.match_pat(p));
                quote!(#(#ps)|*)
            }
            MatchPat::Tuple { of: None, elems } => {
                let ps = elems.iter().map(|p| self.match_pat(p));
                quote!((#(#ps,)*))
            }
            MatchPat::Tuple { of: Some(s), elems } => {
                let path = self.scalar(*s);
                let ps = elems.iter().map(|p| self.match_pat(p));
                quote!(#path(#(#ps),*))
            }
        }
    }

    /// A literal or constant in a pattern (no parentheses allowed there).
    fn pat_value(&self, e: &Expr) -> TokenStream {
        match &e.kind {
            ExprKind::Unary(UnOp::Neg, inner) => {
                let v = self.pat_value(inner);
                quote!(-#v)
            }
            ExprKind::Lit(l) => self.lit(l, e),
            ExprKind::Local(id) => {
                let n = &self.f.locals[*id].name;
                quote!(#n)
            }
            ExprKind::Const(c) => {
                let p = &c.path;
                quote!(#p)
            }
            _ => self.expr(e),
        }
    }

    fn binary(&self, op: BinOp, l: &Expr, r: &Expr, e: &Expr) -> TokenStream {
        let span = e.span;
        let a = self.expr(l);
        let b = self.expr(r);
        let float = self.scalar_of(l).is_some_and(|s| s.is_float());
        let native = |tok: TokenStream| quote_spanned!(span=> (#a #tok #b));
        if !self.pin || self.in_const.get() || op.is_comparison() || op.is_logical() {
            return native(op_tokens(op, span));
        }
        match (self.struct_like(l), self.struct_like(r)) {
            // (A literal beside a struct takes its type from the struct's operator.)
            (Some(true), _) | (_, Some(true)) => {
                let (a, b) = (self.free_arg(l), self.free_arg(r));
                let tok = op_tokens(op, span);
                return quote_spanned!(span=> (#a #tok #b));
            }
            (Some(false), _) => return self.operand_op(op, a, b, e),
            _ => {}
        }
        self.scalar_op(op, a, b, float, e.loc, span)
    }

    /// `a op b` of scalars with Rust's semantics: integer arithmetic wrapping or panicking as
    /// Rust's does (a division's failure reported at `loc`), shifts masked; the rest native.
    fn scalar_op(&self, op: BinOp, a: TokenStream, b: TokenStream, float: bool, loc: Loc, span: Span) -> TokenStream {
        let rt = &self.rt;
        match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul if !float => {
                let f = Ident::new(
                    match op {
                        BinOp::Add => "add",
                        BinOp::Sub => "sub",
                        _ => "mul",
                    },
                    span,
                );
                quote_spanned!(span=> #rt::sim::ops::#f(#a, #b))
            }
            BinOp::Div | BinOp::Rem if !float => {
                let f = Ident::new(if op == BinOp::Div { "div" } else { "rem" }, span);
                let site = self.site(loc);
                quote_spanned!(span=> #rt::sim::ops::#f(#a, #b, #site))
            }
            BinOp::Shl | BinOp::Shr => {
                let f = Ident::new(if op == BinOp::Shl { "shl" } else { "shr" }, span);
                quote_spanned!(span=> #rt::sim::ops::#f(#a, #b))
            }
            _ => {
                let tok = op_tokens(op, span);
                quote_spanned!(span=> (#a #tok #b))
            }
        }
    }

    /// `a op b` of a left operand only rustc knows the type of: the kernel language's
    /// arithmetic when it is a scalar, its type's operators when it is a struct.
    fn operand_op(&self, op: BinOp, a: TokenStream, b: TokenStream, e: &Expr) -> TokenStream {
        let rt = &self.rt;
        let span = e.span;
        let f = match op {
            BinOp::Add => "add_",
            BinOp::Sub => "sub_",
            BinOp::Mul => "mul_",
            BinOp::Div => "div_",
            BinOp::Rem => "rem_",
            _ => {
                let tok = op_tokens(op, span);
                let f = Ident::new(if op == BinOp::Shl { "shl" } else { "shr" }, span);
                return match op {
                    BinOp::Shl | BinOp::Shr => quote_spanned!(span=> #rt::sim::ops::#f(#a, #b)),
                    _ => quote_spanned!(span=> (#a #tok #b)),
                };
            }
        };
        let f = Ident::new(f, span);
        let site = self.site(e.loc);
        quote_spanned!(span=> {
            #[allow(unused_imports)]
            use #rt::sim::ops::{NumOperand as _, StructOperand as _};
            (&#rt::sim::ops::Operand(#a)).#f(#b, #site)
        })
    }

    /// Whether an index chain starts at a local array (a Rust value of the thread) rather
    /// than at a slice or shared array (a handle to shared memory).
    /// Whether `base` is a chain of indices into an array value: a local array (one of a
    /// type only rustc knows is an array: a module constant's), or a module constant.
    fn array_root(&self, base: &Expr) -> bool {
        if self.element.borrow().as_ref().is_some_and(|(id, _)| *id == base.id) {
            return true;
        }
        match &base.kind {
            ExprKind::Index { base, .. } => self.array_root(base),
            // A struct's field is a value of the thread (a slice's element's, read whole).
            ExprKind::Field(..) => true,
            ExprKind::ModuleConst(_) => true,
            ExprKind::Local(id) => matches!(self.t.local[*id], Ty::Array(..) | Ty::Opaque(_)),
            _ => false,
        }
    }

    /// A reference to the array a chain starting at a local array indexes.
    fn array_ref(&self, base: &Expr, mutable: bool) -> TokenStream {
        let rt = &self.rt;
        if let Some((id, local)) = &*self.element.borrow() {
            if *id == base.id {
                return if mutable { quote!(&mut #local) } else { quote!(&#local) };
            }
        }
        match &base.kind {
            ExprKind::Field(inner, f) if self.array_root(inner) => {
                let a = self.array_ref(inner, mutable);
                let m = self.field_tokens(*f);
                if mutable {
                    quote!(&mut (*#a).#m)
                } else {
                    quote!(&(*#a).#m)
                }
            }
            ExprKind::Index { base: inner, index, .. } => {
                let a = self.array_ref(inner, mutable);
                let i = self.expr(index);
                let site = self.site(base.loc);
                if mutable {
                    quote!(#rt::sim::at_mut(#a, #i, #site))
                } else {
                    quote!(#rt::sim::at(#a, #i, #site))
                }
            }
            _ => {
                let b = self.expr(base);
                if mutable {
                    quote!(&mut #b)
                } else {
                    quote!(&#b)
                }
            }
        }
    }

    /// The slice or shared-array handle an index applies to: a local, or a row of a 2-D
    /// shared array.
    fn handle(&self, base: &Expr) -> TokenStream {
        match &base.kind {
            ExprKind::Index { base: inner, index, .. } => {
                let h = self.handle(inner);
                let i = self.expr(index);
                let site = self.site(base.loc);
                quote!(#h.row(#i, #site))
            }
            // A `&mut [T]` (a `&mut SliceMut<T>`) is accessed through a reborrow, not moved.
            _ if matches!(self.t.expr[base.id], Ty::Slice { mutable: true, .. } | Ty::Nd { mutable: true, .. }) => {
                let v = self.expr(base);
                quote!(&*#v)
            }
            _ => self.expr(base),
        }
    }

    /// The index of an access to an N-d array as the simulator takes it (`[i, j]`; `[i]` for
    /// `a[i]` of a 1-D one); `None` when `base` is not an N-d array.
    fn nd_index(&self, base: &Expr, index: &Expr) -> Option<TokenStream> {
        if !matches!(self.t.expr[base.id], Ty::Nd { .. }) {
            return None;
        }
        let i = self.expr(index);
        Some(match (&index.kind, &self.t.expr[index.id]) {
            (ExprKind::ArrayList(_), _) => i,
            (_, t) if *t == Ty::USIZE => quote_spanned!(index.span=> [#i]),
            _ => i,
        })
    }

    /// `a.dim()`, `a.row(i)` and the other methods of N-d arrays.
    fn nd_method(&self, e: &Expr, recv: &Expr, m: NdMethod, args: &[TokenStream]) -> TokenStream {
        let rt = &self.rt;
        let span = e.span;
        let h = self.handle(recv);
        let rank = match self.t.expr[recv.id] {
            Ty::Nd { rank, .. } => rank as usize,
            _ => 1,
        };
        let site = self.site(method_site(e));
        match m {
            NdMethod::Dim if rank == 1 => quote_spanned!(span=> #rt::sim::nd_shape(#h)[0]),
            NdMethod::Dim => {
                let ks = 0..rank;
                quote_spanned!(span=> { let __fc_d = #rt::sim::nd_shape(#h); (#(__fc_d[#ks],)*) })
            }
            NdMethod::Shape => quote_spanned!(span=> #rt::sim::nd_shape(#h)),
            NdMethod::Strides => quote_spanned!(span=> #rt::sim::nd_strides(#h)),
            NdMethod::Len => quote_spanned!(span=> #rt::sim::nd_len(#h)),
            NdMethod::IsEmpty => quote_spanned!(span=> (#rt::sim::nd_len(#h) == 0)),
            NdMethod::Extent(k) => quote_spanned!(span=> #rt::sim::nd_shape(#h)[#k]),
            NdMethod::Lane { axis, mutable } => {
                let i = &args[0];
                let f = match (axis, mutable) {
                    (0, false) => quote!(nd_row),
                    (_, false) => quote!(nd_column),
                    (0, true) => quote!(nd_row_mut),
                    (_, true) => quote!(nd_column_mut),
                };
                // (A writable one is held as `&mut`, as parameters are: see `param_ty`.)
                if mutable {
                    quote_spanned!(span=> &mut #rt::sim::#f(#h, #i, #site))
                } else {
                    quote_spanned!(span=> #rt::sim::#f(#h, #i, #site))
                }
            }
        }
    }

    /// A field's name or number, as Rust writes it after the `.`.
    fn field_tokens(&self, f: Field) -> TokenStream {
        match f {
            Field::Index(i) => {
                let i = syn::Index::from(i);
                quote!(#i)
            }
            Field::Axis(a) => {
                let m = Ident::new(AXES[a], Span::call_site());
                quote!(#m)
            }
            Field::Named(k) => {
                let m = &self.f.field_names[k];
                quote!(#m)
            }
        }
    }

    /// The element of a slice or shared array a place writes a field of (`ps[i]` of
    /// `ps[i].pos[0]`), if any: such a write reads the element, changes the local copy and
    /// stores it whole.
    fn slice_element_of<'e>(&self, place: &'e Expr) -> Option<&'e Expr> {
        let (mut e, mut field) = (place, false);
        loop {
            match &e.kind {
                ExprKind::Field(b, _) => {
                    field = true;
                    e = b;
                }
                ExprKind::Index { base, .. } if field && !self.array_root(base) => return Some(e),
                ExprKind::Index { base, .. } => e = base,
                _ => return None,
            }
        }
    }

    /// A write (`=` when `op` is `None`, else `op=`) of `value` into a field of the slice
    /// element `elem` that `place` reaches: Rust's order (the value, then the index), the
    /// element read, the field written in the copy, the element stored.
    fn element_write(&self, place: &Expr, elem: &Expr, op: Option<BinOp>, value: &Expr, e: &Expr) -> TokenStream {
        let rt = &self.rt;
        let ExprKind::Index { base, index, checked } = &elem.kind else { return quote!(()) };
        let (fc_v, fc_i, fc_e) = (hidden("__fc_v"), hidden("__fc_i"), hidden("__fc_e"));
        let v = self.expr(value);
        let i = self.nd_index(base, index).unwrap_or_else(|| self.expr(index));
        let h = self.handle(base);
        let site = self.site(elem.loc);
        *self.element.borrow_mut() = Some((elem.id, fc_e.clone()));
        let write = match op {
            None => self.place_store(place, quote!(#fc_v)),
            Some(op) => self.place_update(place, op, &fc_v, e),
        };
        *self.element.borrow_mut() = None;
        let (ld, st) = match self.nd_index(base, index) {
            Some(_) => (quote!(nd_load), quote!(nd_store)),
            None => (quote!(load), quote!(store)),
        };
        let rmw = quote_spanned!(place.span=> {
            let mut #fc_e = #rt::sim::#ld(#h, #fc_i, #site);
            #write;
            #rt::sim::#st(#h, #fc_i, #fc_e, #site)
        });
        let rmw = if *checked || self.unchecked_kernel() { rmw } else { quote!(#rt::sim::unchecked(#rmw)) };
        quote_spanned!(e.span=> { let #fc_v = #v; let #fc_i = #i; #rmw; })
    }

    /// `place = v` of a place in the thread's own values (a local, a local array's element,
    /// a field of them).
    fn place_store(&self, place: &Expr, v: TokenStream) -> TokenStream {
        let rt = &self.rt;
        match &place.kind {
            ExprKind::Index { base, index, .. } if self.array_root(base) => {
                let a = self.array_ref(base, true);
                let i = self.expr(index);
                let site = self.site(place.loc);
                quote_spanned!(place.span=> *#rt::sim::at_mut(#a, #i, #site) = #v)
            }
            _ => {
                let p = self.array_ref(place, true);
                quote_spanned!(place.span=> *#p = #v)
            }
        }
    }

    /// `place op= v` of a place in the thread's own values.
    fn place_update(&self, place: &Expr, op: BinOp, v: &Ident, e: &Expr) -> TokenStream {
        let fc_p = hidden("__fc_p");
        let p = match &place.kind {
            ExprKind::Index { base, index, .. } if self.array_root(base) => {
                let a = self.array_ref(base, true);
                let i = self.expr(index);
                let site = self.site(place.loc);
                let rt = &self.rt;
                quote!(#rt::sim::at_mut(#a, #i, #site))
            }
            _ => self.array_ref(place, true),
        };
        let new = self.combine(op, place, quote!(*#fc_p), v, e);
        quote_spanned!(place.span=> { let #fc_p = #p; *#fc_p = #new; })
    }

    fn assign(&self, place: &Expr, value: &Expr) -> TokenStream {
        let rt = &self.rt;
        let (fc_v, fc_i) = (hidden("__fc_v"), hidden("__fc_i"));
        if let Some(elem) = self.slice_element_of(place) {
            return self.element_write(place, elem, None, value, place);
        }
        let v = self.expr(value);
        match &place.kind {
            ExprKind::Index { base, index, checked } => {
                let i = self.nd_index(base, index).unwrap_or_else(|| self.expr(index));
                let site = self.site(place.loc);
                let store = if self.nd_index(base, index).is_some() {
                    let h = self.handle(base);
                    quote_spanned!(place.span=> #rt::sim::nd_store(#h, #fc_i, #fc_v, #site))
                } else if self.array_root(base) {
                    let a = self.array_ref(base, true);
                    quote_spanned!(place.span=> *#rt::sim::at_mut(#a, #fc_i, #site) = #fc_v)
                } else {
                    let h = self.handle(base);
                    quote_spanned!(place.span=> #rt::sim::store(#h, #fc_i, #fc_v, #site))
                };
                let store = if *checked || self.unchecked_kernel() {
                    store
                } else {
                    quote_spanned!(place.span=> #rt::sim::unchecked({ #store }))
                };
                // Rust evaluates the value before the place. A scalar element's type is
                // written out, so that a value of another type is rustc's error at the value
                // ("expected `u32`, found `usize`", with its conversion), not at a helper.
                let value_let = match &self.t.expr[place.id] {
                    Ty::Scalar(elem) => {
                        let ty = self.spelled(*elem, value.span);
                        quote_spanned!(value.span=> let #fc_v: #ty = #v;)
                    }
                    _ => quote_spanned!(place.span=> let #fc_v = #v;),
                };
                quote_spanned!(place.span=> { #value_let let #fc_i = #i; #store; })
            }
            _ => {
                let p = self.expr(place);
                quote!(#p = #v)
            }
        }
    }

    /// The new value of `place op= fc_v` from the old (`old`).
    fn combine(&self, op: BinOp, place: &Expr, old: TokenStream, fc_v: &Ident, e: &Expr) -> TokenStream {
        let span = e.span;
        let float = self.scalar_of(place).is_some_and(|s| s.is_float());
        if !self.pin {
            let tok = op_tokens(op, span);
            return quote_spanned!(span=> (#old #tok #fc_v));
        }
        match self.struct_like(place) {
            Some(true) => {
                let tok = op_tokens(op, span);
                return quote_spanned!(span=> (#old #tok #fc_v));
            }
            Some(false) => return self.operand_op(op, old, quote!(#fc_v), e),
            None => {}
        }
        self.scalar_op(op, old, quote!(#fc_v), float, place.loc, span)
    }

    fn assign_op(&self, op: BinOp, place: &Expr, value: &Expr, e: &Expr) -> TokenStream {
        let rt = &self.rt;
        let (fc_v, fc_i, fc_p) = (hidden("__fc_v"), hidden("__fc_i"), hidden("__fc_p"));
        let span = e.span;
        if let Some(elem) = self.slice_element_of(place) {
            return self.element_write(place, elem, Some(op), value, e);
        }
        let v = self.expr(value);
        let combine = |old: TokenStream| self.combine(op, place, old, &fc_v, e);
        match &place.kind {
            ExprKind::Index { base, index, checked } => {
                let i = self.nd_index(base, index).unwrap_or_else(|| self.expr(index));
                let site = self.site(place.loc);
                let update = if self.nd_index(base, index).is_some() {
                    let h = self.handle(base);
                    let load = quote_spanned!(place.span=> #rt::sim::nd_load(#h, #fc_i, #site));
                    let new = combine(load);
                    quote_spanned!(place.span=> #rt::sim::nd_store(#h, #fc_i, #new, #site))
                } else if self.array_root(base) {
                    let a = self.array_ref(base, true);
                    let new = combine(quote_spanned!(place.span=> *#fc_p));
                    quote_spanned!(place.span=> { let #fc_p = #rt::sim::at_mut(#a, #fc_i, #site); *#fc_p = #new; })
                } else {
                    let h = self.handle(base);
                    let load = quote_spanned!(place.span=> #rt::sim::load(#h, #fc_i, #site));
                    let new = combine(load);
                    quote_spanned!(place.span=> #rt::sim::store(#h, #fc_i, #new, #site))
                };
                let update = if *checked || self.unchecked_kernel() {
                    update
                } else {
                    quote_spanned!(place.span=> #rt::sim::unchecked({ #update }))
                };
                quote_spanned!(span=> { let #fc_v = #v; let #fc_i = #i; #update; })
            }
            _ => {
                let p = self.expr(place);
                let new = combine(p.clone());
                quote_spanned!(span=> { let #fc_v = #v; #p = #new; })
            }
        }
    }

    fn intrinsic(&self, e: &Expr, op: Intrinsic, args: &[Expr]) -> TokenStream {
        let rt = &self.rt;
        let span = e.span;
        let ctx = self.ctx();
        let site = self.site(e.loc);
        // An argument of a fixed type is bound with that type written out, so that one of
        // another type is rustc's error at the argument alone, not a call into the simulator.
        let fixed = op.fixed_arg_types();
        let a: Vec<TokenStream> = args
            .iter()
            .enumerate()
            .map(|(i, x)| match (i, fixed.get(i).copied().flatten()) {
                // An array's element: a one-element slice of it (checked on every axis).
                (0, _) if op.is_atomic() && matches!(self.t.expr[x.id], Ty::Nd { .. }) => {
                    let (h, ix) = (self.handle(x), self.nd_index(x, &args[1]).unwrap_or_default());
                    quote_spanned!(x.span=> #rt::sim::nd_cell(#h, #ix, #site))
                }
                (1, _) if op.is_atomic() && matches!(self.t.expr[args[0].id], Ty::Nd { .. }) => quote!(0usize),
                (0, _) if op.takes_place() => self.handle(x),
                (_, Some(s)) => {
                    let (v, ty, tmp) = (self.expr(x), self.spelled(s, x.span), hidden("__fc_a"));
                    quote_spanned!(x.span=> { let #tmp: #ty = #v; #tmp })
                }
                _ => self.expr(x),
            })
            .collect();
        // Warp operations take their mask first: all lanes for the plain form.
        let mask: Vec<TokenStream> = match (op.def.masked_form, op.masked) {
            (true, false) => vec![quote!(u32::MAX)],
            _ => Vec::new(),
        };
        match op.def.sim {
            SimCall::Ctx(name) => {
                let f = Ident::new(name, span);
                quote_spanned!(span=> #ctx.#f(#(#mask,)* #(#a,)* #site))
            }
            SimCall::CtxQuiet(name) => {
                let f = Ident::new(name, span);
                quote_spanned!(span=> #ctx.#f(#(#a),*))
            }
            SimCall::Atomic(name) => {
                let f = Ident::new(name, span);
                quote_spanned!(span=> #rt::sim::atomic::#f(#(#a,)* #site))
            }
        }
    }

    /// A fragment's type: `Fragment<MatrixA, 16, 16, 16, f16, RowMajor>` (`K` inferred where
    /// unknown).
    fn fragment_ty(&self, f: &Frag) -> TokenStream {
        let rt = &self.rt;
        if let FragUse::Warpgroup(n) = f.usage {
            let e = usize::from(n) / 2;
            return quote!(#rt::wgmma::Accumulator::<#e>);
        }
        let usage = Ident::new(f.usage.rust(), Span::call_site());
        let elem = self.scalar(f.elem);
        let k = match f.k {
            0 => quote!(_),
            k => {
                let k = k as usize;
                quote!(#k)
            }
        };
        match f.layout {
            Some(l) => {
                let l = Ident::new(l.rust(), Span::call_site());
                quote!(#rt::wmma::Fragment::<#rt::wmma::#usage, 16, 16, #k, #elem, #rt::wmma::#l>)
            }
            None => quote!(#rt::wmma::Fragment::<#rt::wmma::#usage, 16, 16, #k, #elem>),
        }
    }

    /// `wmma::…`: the thread context's warp operations (sim/wmma.rs).
    fn wmma(&self, e: &Expr, op: WmmaOp, args: &[Expr]) -> TokenStream {
        let (rt, ctx, span) = (&self.rt, self.ctx(), e.span);
        let site = self.site(e.loc);
        let what = op.name();
        match op {
            WmmaOp::Fill(frag) => {
                let ty = self.fragment_ty(&frag);
                match args.first() {
                    Some(v) => {
                        let v = self.expr(v);
                        quote_spanned!(span=> #ty::filled(#v))
                    }
                    None => quote_spanned!(span=> #ty::zeroed()),
                }
            }
            WmmaOp::Load { usage, layout } => {
                let (h, ld) = (self.handle(&args[0]), self.expr(&args[1]));
                let l = Ident::new(layout.rust(), Span::call_site());
                match usage {
                    FragUse::Accumulator | FragUse::Warpgroup(_) => quote_spanned!(span=>
                        #ctx.wmma_load_accumulator::<#rt::wmma::#l, 16, 16, _, _, _>(#h, #ld, #site)),
                    _ => {
                        let u = Ident::new(usage.rust(), Span::call_site());
                        let k = match &self.t.expr[e.id] {
                            Ty::Fragment(f) => f.k as usize,
                            _ => 16,
                        };
                        quote_spanned!(span=>
                            #ctx.wmma_load::<#rt::wmma::#u, #rt::wmma::#l, 16, 16, #k, _, _>(#h, #ld, #what, #site))
                    }
                }
            }
            WmmaOp::Warpgroup => {
                let acc = self.own_mut(&args[0]);
                let (a, ja, b, jb) =
                    (self.handle(&args[1]), self.expr(&args[2]), self.handle(&args[3]), self.expr(&args[4]));
                let span_of = |t: &Expr| match &self.t.expr[t.id] {
                    Ty::Tile { swizzle, .. } => swizzle.span() as usize,
                    _ => 128,
                };
                let (sa, sb) = (span_of(&args[1]), span_of(&args[3]));
                quote_spanned!(span=> #ctx.wgmma_mma(#acc, #a, #ja, #sa, #b, #jb, #sb, #site))
            }
            WmmaOp::Mma => {
                let (acc, a, b) = (self.own_mut(&args[0]), self.expr(&args[1]), self.expr(&args[2]));
                quote_spanned!(span=> #ctx.wmma_mma(#acc, &#a, &#b, #site))
            }
            WmmaOp::Store { layout } => {
                let h = self.handle(&args[0]);
                let (off, ld, acc) = (self.expr(&args[1]), self.expr(&args[2]), self.expr(&args[3]));
                let col = layout == FragLayout::ColMajor;
                quote_spanned!(span=> #ctx.wmma_store(#h, #off, #ld, &#acc, #col, #what, #site))
            }
        }
    }

    /// `&mut` of a place in the thread's own values: a local, or an element of a local array.
    fn own_mut(&self, place: &Expr) -> TokenStream {
        match &place.kind {
            ExprKind::Index { base, index, .. } if self.array_root(base) => {
                let rt = &self.rt;
                let a = self.array_ref(base, true);
                let i = self.expr(index);
                let site = self.site(place.loc);
                quote_spanned!(place.span=> #rt::sim::at_mut(#a, #i, #site))
            }
            _ => self.array_ref(place, true),
        }
    }

    fn method(&self, e: &Expr, recv: &Expr, name: &Ident, args: &[Expr]) -> TokenStream {
        let rt = &self.rt;
        let span = e.span;
        let r = self.expr(recv);
        let a: Vec<TokenStream> = args.iter().map(|a| self.expr(a)).collect();
        // A slice's length through a shared reborrow: `y.len()` does not move `y`; a row of a
        // 2-D shared array's through the row (its index checked), not a copy of it.
        let slice = || match self.t.expr[recv.id] {
            Ty::Slice { .. } | Ty::Shared(..) => self.handle(recv),
            _ => r.clone(),
        };
        match self.t.methods.get(&e.id) {
            Some(MethodRes::Nd(m)) => self.nd_method(e, recv, *m, &a),
            Some(MethodRes::Fragment(m)) => {
                let site = self.site(method_site(e));
                let ctx = self.ctx();
                let warpgroup = matches!(self.t.expr[recv.id], Ty::Fragment(Frag { usage: FragUse::Warpgroup(_), .. }));
                match (m, &a[..]) {
                    (FragMethod::Len, _) => quote_spanned!(span=> #r.len()),
                    (FragMethod::Get, [i]) if warpgroup => quote_spanned!(span=> #rt::sim::wgacc_get(&#r, #i, #site)),
                    (FragMethod::Set, [i, v]) if warpgroup => {
                        let p = self.own_mut(recv);
                        let (iv, vv) =
                            (Ident::new("__fc_i", Span::mixed_site()), Ident::new("__fc_v", Span::mixed_site()));
                        quote_spanned!(span=> { let #iv = #i; let #vv = #v; #rt::sim::wgacc_set(#p, #iv, #vv, #site) })
                    }
                    (FragMethod::Get, [i]) => quote_spanned!(span=> #rt::sim::fragment_get(&#r, #i, #site)),
                    // (The arguments before the receiver's `&mut`, as Rust's two-phase borrow
                    // of an autoref receiver allows: `c.set(i, c.get(j) + 1.0)`.)
                    (FragMethod::Set, [i, v]) => {
                        let p = self.own_mut(recv);
                        let (iv, vv) =
                            (Ident::new("__fc_i", Span::mixed_site()), Ident::new("__fc_v", Span::mixed_site()));
                        quote_spanned!(span=> { let #iv = #i; let #vv = #v; #rt::sim::fragment_set(#p, #iv, #vv, #site) })
                    }
                    (FragMethod::Fill, [v]) => {
                        let p = self.own_mut(recv);
                        let vv = Ident::new("__fc_v", Span::mixed_site());
                        quote_spanned!(span=> { let #vv = #v; (#p).fill(#vv) })
                    }
                    (FragMethod::Row, [i]) => quote_spanned!(span=> #rt::sim::wgacc_row(&#ctx, #i)),
                    (FragMethod::Col, [i]) => quote_spanned!(span=> #rt::sim::wgacc_col(&#ctx, #i)),
                    _ => quote!(()),
                }
            }
            Some(res @ (MethodRes::VectorLoad | MethodRes::VectorStore)) => {
                let h = self.handle(recv);
                let site = self.site(method_site(e));
                match (res, &self.t.expr[e.id], &a[..]) {
                    (MethodRes::VectorLoad, Ty::Array(_, n), [i]) => {
                        let n = self.len(*n);
                        quote_spanned!(span=> #rt::sim::load_array::<_, _, { #n }>(#h, #i, #site))
                    }
                    (_, _, [i, v]) => quote_spanned!(span=> #rt::sim::store_array(#h, #i, #v, #site)),
                    _ => quote!(()),
                }
            }
            Some(MethodRes::Device) => {
                let key = method_key(&name.to_string());
                let a = args.iter().map(|a| self.free_arg(a));
                // (All of it at the method's name, the receiver too: where a missing method is
                // reported.)
                let at = Span::mixed_site().located_at(name.span());
                let (ctx, recv) = (Ident::new("__fc_ctx", at), Ident::new("__fc_recv", at));
                quote_spanned!(name.span()=> {
                    let #recv = #r;
                    ::ferrocuda::__private::DeviceMethod::<#key>::__fc_method(#recv, #ctx, (#(#a,)*))
                })
            }
            Some(MethodRes::SliceLen | MethodRes::SliceIsEmpty)
                if matches!(self.t.expr[recv.id], Ty::Array(..) | Ty::Opaque(_)) =>
            {
                quote_spanned!(span=> #r.#name())
            }
            Some(MethodRes::SliceLen) => {
                let r = slice();
                quote_spanned!(span=> #rt::sim::Read::len(#r))
            }
            Some(MethodRes::SliceIsEmpty) => {
                let r = slice();
                quote_spanned!(span=> (#rt::sim::Read::len(#r) == 0))
            }
            // The half types' methods that are not their own (`sqrt`) are `ferrocuda::Float`'s,
            // which need no import by the user (nor for results only C++ knows the type of).
            // (And `to_f32`/`to_f64` of `f32` and `f64`, which are the trait's alone.)
            Some(MethodRes::Scalar(s, d)) if d.sim == SimForm::Same && s.is_float() => {
                quote_spanned!(span=> { use #rt::Float as _; #r.#name(#(#a),*) })
            }
            Some(MethodRes::Generic(d)) if d.sim == SimForm::Same && d.call == Call::Method => {
                quote_spanned!(span=> { use #rt::Float as _; #r.#name(#(#a),*) })
            }
            Some(MethodRes::Scalar(_, d)) | Some(MethodRes::Generic(d)) => match d.sim {
                SimForm::Same => quote_spanned!(span=> #r.#name(#(#a),*)),
                SimForm::Renamed(n) => {
                    let n = Ident::new(n, name.span());
                    quote_spanned!(span=> #r.#n(#(#a),*))
                }
                SimForm::Helper(h) => {
                    let h = Ident::new(h, name.span());
                    let site = self.site(method_site(e));
                    quote_spanned!(span=> #rt::sim::ops::#h(#r, #(#a,)* #site))
                }
                SimForm::Math => quote_spanned!(span=> #rt::math::#name(#r, #(#a),*)),
            },
            None => quote_spanned!(span=> #r.#name(#(#a),*)),
        }
    }

    fn panic(&self, p: &PanicMacro, e: &Expr) -> TokenStream {
        let rt = &self.rt;
        let span = e.span;
        let site = self.site(e.loc);
        let debug = if p.debug_only { quote!(::core::cfg!(debug_assertions) &&) } else { quote!() };
        match &p.kind {
            PanicKind::Message(m) => {
                let call = quote_spanned!(span=> #rt::sim::panic_msg(#m, #site));
                if p.debug_only {
                    quote_spanned!(span=> if ::core::cfg!(debug_assertions) { #call })
                } else {
                    call
                }
            }
            PanicKind::Assert { cond, message } => {
                let c = self.expr(cond);
                quote_spanned!(span=> if #debug !(#c) { #rt::sim::panic_msg(#message, #site) })
            }
            PanicKind::AssertEq { left, right, equal, message } => {
                let l = self.expr(left);
                let r = self.expr(right);
                let call = quote_spanned!(span=> #rt::sim::ops::assert_eq(#l, #r, #equal, #message, #site));
                if p.debug_only {
                    quote_spanned!(span=> if ::core::cfg!(debug_assertions) { #call })
                } else {
                    call
                }
            }
        }
    }
}

fn label_tokens(label: &Option<Ident>) -> Option<TokenStream> {
    label.as_ref().map(|l| {
        let lt = syn::Lifetime { apostrophe: l.span(), ident: l.clone() };
        quote!(#lt:)
    })
}

/// The primitive type `s`, by a path no user item can shadow, at `span`: a type written out
/// so that a value of another type is rustc's error there.
fn primitive(s: Scalar, span: Span) -> TokenStream {
    let ty = Ident::new(s.rust(), span);
    if s.is_half() {
        return quote_spanned!(span=> ::ferrocuda::__private::half::#ty);
    }
    quote_spanned!(span=> ::core::primitive::#ty)
}

/// The operator, at the expression's span: where rustc reports an operator its operands lack
/// (`bf16 * f32`).
fn op_tokens(op: BinOp, span: Span) -> TokenStream {
    match op {
        BinOp::Add => quote_spanned!(span=> +),
        BinOp::Sub => quote_spanned!(span=> -),
        BinOp::Mul => quote_spanned!(span=> *),
        BinOp::Div => quote_spanned!(span=> /),
        BinOp::Rem => quote_spanned!(span=> %),
        BinOp::BitAnd => quote_spanned!(span=> &),
        BinOp::BitOr => quote_spanned!(span=> |),
        BinOp::BitXor => quote_spanned!(span=> ^),
        BinOp::Shl => quote_spanned!(span=> <<),
        BinOp::Shr => quote_spanned!(span=> >>),
        BinOp::Eq => quote_spanned!(span=> ==),
        BinOp::Ne => quote_spanned!(span=> !=),
        BinOp::Lt => quote_spanned!(span=> <),
        BinOp::Le => quote_spanned!(span=> <=),
        BinOp::Gt => quote_spanned!(span=> >),
        BinOp::Ge => quote_spanned!(span=> >=),
        BinOp::And => quote_spanned!(span=> &&),
        BinOp::Or => quote_spanned!(span=> ||),
    }
}

/// How generated Rust names the scalar type `s` (the half types by ferrocuda's path to them,
/// which no user import is needed for).
pub fn scalar_ident(s: Scalar) -> TokenStream {
    if s.is_half() {
        let name = Ident::new(s.rust(), Span::call_site());
        quote!(::ferrocuda::__private::half::#name)
    } else {
        quote::ToTokens::into_token_stream(Ident::new(s.rust(), Span::call_site()))
    }
}

/// Where Rust reports a panic of a method call: `recv.name(…)` at `name` (std's panicking
/// methods are `#[track_caller]`, and a method call's caller location is its name), other
/// calls at their start.
pub(crate) fn method_site(e: &Expr) -> Loc {
    match &e.kind {
        ExprKind::Method { name, ufcs: None, call: crate::library::Call::Method, .. } => {
            crate::front::loc_of(name.span())
        }
        _ => e.loc,
    }
}

/// The key the runtime's `DeviceMethod` and `DeviceAssoc` take for a name (64 bits of
/// FNV-1a, as `method_key` computes it there), as a literal.
fn method_key(name: &str) -> proc_macro2::Literal {
    proc_macro2::Literal::u64_suffixed(method_key_value(name))
}

pub(crate) fn method_key_value(name: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in name.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// `p` from one module deeper: `self::x` is `super::x`, `super::x` is `super::super::x`;
/// other paths (a name in scope, `crate::`, `::std`) are the same.
pub(crate) fn deeper(p: &syn::Path) -> syn::Path {
    let first = p.segments.first().map(|s| s.ident.to_string());
    if p.leading_colon.is_some() || !matches!(first.as_deref(), Some("self" | "super")) {
        return p.clone();
    }
    let mut out = p.clone();
    let span = p.segments[0].ident.span();
    if first.as_deref() == Some("self") {
        out.segments[0].ident = Ident::new("super", span);
    } else {
        out.segments.insert(0, syn::PathSegment::from(Ident::new("super", span)));
    }
    out
}

/// Makes every path of an expression `deeper`.
struct Deeper;

impl syn::visit_mut::VisitMut for Deeper {
    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        *p = deeper(p);
    }
}

/// `tokens` with every token's span `span` (groups' contents too).
fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut t| {
            if let proc_macro2::TokenTree::Group(g) = &t {
                let mut inner = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                inner.set_span(span);
                t = proc_macro2::TokenTree::Group(inner);
            } else {
                t.set_span(span);
            }
            t
        })
        .collect()
}

/// The unique part of `f`'s aliases' names: two functions of one module (two impl blocks'
/// methods of one name) never share it. It names neither the file's path nor a hash of it,
/// so a compile error that shows an alias reads the same in every checkout.
pub(crate) fn alias_key(f: &Func) -> String {
    let name: String = f.name.to_string().chars().filter(|c: &char| c.is_ascii_alphanumeric() || *c == '_').collect();
    format!("{name}_{}_{}", f.loc.line, f.loc.column)
}

/// The alias of `f`'s callee `i` (`expand/callees.rs` imports it beside the body), located at `span` (where it is called), for the bodies and
/// the dependency list to name.
pub(crate) fn alias(f: &Func, i: usize, span: Span) -> Ident {
    Ident::new(&format!("__fc_call_{}_{i}", alias_key(f)), Span::call_site().located_at(span))
}
