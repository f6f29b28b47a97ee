//! Calls: intrinsics, shared memory, `#[device]` fns, `math::` functions and methods.

use super::*;
use crate::library::{cuda_c, Sig};

impl Lowerer<'_> {
    /// A site id unique to a call site (the simulator keys a block's shared arrays by it).
    pub(super) fn site_id(&self, span: Span) -> u32 {
        let loc = loc_of(span);
        let key = format!("{}:{}:{}", self.file, loc.line, loc.column);
        key.bytes().fold(0x811c9dc5u32, |h, b| (h ^ b as u32).wrapping_mul(0x01000193))
    }

    /// `shared_array::<T, N>()`, `dynamic_shared::<T>()`, barriers, `lane_id()`,
    /// `atomic::…` and `warp::…`.
    pub(super) fn intrinsic_call(
        &mut self,
        c: &syn::ExprCall,
        path: &syn::Path,
        span: Span,
        let_init: bool,
    ) -> Option<Expr> {
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let last = segs.last()?.clone();
        if segs.len() == 1 && self.lookup(&last).is_some() {
            return None;
        }
        if segs.len() == 1 && (last == "shared_array" || last == "dynamic_shared") {
            return Some(self.shared_call(c, path, span, let_init));
        }
        if let Some(e) = self.wmma_call(c, path, span) {
            return Some(e);
        }
        if let Some(e) = self.wgmma_call(c, path, span) {
            return Some(e);
        }
        let namespace = if segs.len() >= 2 { Some(segs[segs.len() - 2].as_str()) } else { None };
        if namespace == Some("pipeline") && last == "copy" {
            return Some(self.async_copy(c, path, span));
        }
        if namespace == Some("tma") && last == "load" {
            return Some(self.tma_load(c, span));
        }
        if namespace == Some("tma") && last == "store" {
            return Some(self.tma_store(c, span));
        }
        if namespace == Some("mem") && last == "swap" {
            return Some(self.mem_swap(c, span));
        }
        let op = match namespace {
            None if path.segments[0].arguments.is_none() => match Intrinsic::lookup(None, &last) {
                Some(op) => op,
                None => {
                    // CUDA's intrinsics (`__syncthreads`, `__expf`, `atomicAdd`): no Rust code
                    // names them. (A plain C name, `expf`, may be the user's device fn: the
                    // prelude's stand-in of that name reports it.)
                    if !cuda_c::rejected_by_name(&last) {
                        return None;
                    }
                    let spelling = cuda_c::lookup(&last)?;
                    self.cx.error_at(path, cuda_c::message(&spelling));
                    return Some(self.bad(span));
                }
            },
            Some(ns @ ("atomic" | "warp" | "pipeline" | "mbarrier" | "warpgroup" | "fence" | "tma" | "wgmma")) => {
                match Intrinsic::lookup(Some(ns), &last) {
                    Some(op) => op,
                    None => {
                        let names = Intrinsic::names_in(Some(ns));
                        // (`copy`, `load` and `store` are not in the table: their forms are their own.)
                        let names = match ns {
                            "pipeline" => format!("copy::<N>, {names}"),
                            "tma" => format!("load, store, {names}"),
                            "wgmma" => format!("mma, {names}, and `wgmma::Accumulator::<64, N, f32>::zeroed()`"),
                            _ => names,
                        };
                        self.cx
                            .error_at(path, format!("there is no `{ns}::{last}`; the `{ns}` operations are {names}"));
                        return Some(self.bad(span));
                    }
                }
            }
            _ => return None,
        };
        if c.args.len() != op.arity() {
            let n = op.arity();
            // CUDA's `atomicAdd(&out[i], v)`, spelled in Rust.
            let cuda_spelling = match c.args.first() {
                Some(syn::Expr::Reference(r)) if op.is_atomic() && c.args.len() + 1 == n => {
                    match super::exprs::unparen(&r.expr) {
                        syn::Expr::Index(ix) => Some(ix),
                        _ => None,
                    }
                }
                _ => None,
            };
            let message = match cuda_spelling {
                Some(ix) => {
                    let rest: Vec<String> = c.args.iter().skip(1).map(source_text).collect();
                    let (name, slice, index) = (op.name(), source_text(&ix.expr), source_text(&ix.index));
                    format!(
                        "`{name}` takes the slice and the index apart: write `{name}({slice}, {index}, {})`",
                        rest.join(", ")
                    )
                }
                None if op.is_atomic() => format!("`{}` takes {n} arguments: {}", op.name(), atomic_usage(op)),
                None => {
                    format!("`{}` takes {n} argument{}: `{}`", op.name(), if n == 1 { "" } else { "s" }, op.usage())
                }
            };
            self.cx.error_at(c, message);
            return Some(self.bad(span));
        }
        if op.def.cooperation {
            self.cooperation = true;
        }
        if op.def.sig == Sig::Count {
            self.constant_count(&c.args[0], op.def.path);
        }
        let args = c
            .args
            .iter()
            .enumerate()
            .map(|(i, a)| if i == 0 && op.takes_place() { self.atomic_target(a) } else { self.expr(a) })
            .collect();
        Some(self.mk(ExprKind::Intrinsic { op, args }, span))
    }

    /// `pipeline::copy::<N>(dst, j, src, i)`.
    fn async_copy(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span) -> Expr {
        let usage = "`pipeline::copy::<N>(tile, j, x, i)` copies `x[i..i + N]` into `tile[j..j + N]`";
        let generics: Vec<&syn::GenericArgument> = match path.segments.last().map(|s| &s.arguments) {
            Some(syn::PathArguments::AngleBracketed(a)) => a.args.iter().collect(),
            _ => Vec::new(),
        };
        let count = match generics.as_slice() {
            [g] => self.generic_count(g, "the number of elements a copy moves", usage),
            _ => {
                self.cx.error_at(path, format!("say how many elements: {usage}"));
                None
            }
        };
        if c.args.len() != 4 {
            self.cx.error_at(c, format!("`pipeline::copy` takes four arguments: {usage}"));
            return self.bad(span);
        }
        let Some(count) = count else { return self.bad(span) };
        self.cooperation = true;
        let dst = self.atomic_target(&c.args[0]);
        let dst_index = self.expr(&c.args[1]);
        let src = self.atomic_target(&c.args[2]);
        let src_index = self.expr(&c.args[3]);
        let kind = ExprKind::AsyncCopy {
            dst: Box::new(dst),
            dst_index: Box::new(dst_index),
            src: Box::new(src),
            src_index: Box::new(src_index),
            count,
        };
        self.mk(kind, span)
    }

    /// `tma::load(dst, j, map, [c0, c1], bars, i)`.
    fn tma_load(&mut self, c: &syn::ExprCall, span: Span) -> Expr {
        let usage = "`tma::load(tile, j, map, [row, col], bars, i)` copies the box of `map` at `[row, col]` into \
                     `tile[j..]`, completing at barrier `bars[i]`";
        if c.args.len() != 6 {
            self.cx.error_at(c, format!("`tma::load` takes six arguments: {usage}"));
            return self.bad(span);
        }
        self.cooperation = true;
        let dst = self.atomic_target(&c.args[0]);
        let dst_index = self.expr(&c.args[1]);
        let map = self.expr(&c.args[2]);
        let Some(coords) = self.tma_coords(&c.args[3], usage) else { return self.bad(span) };
        let bars = self.atomic_target(&c.args[4]);
        let bar_index = self.expr(&c.args[5]);
        let kind = ExprKind::TmaLoad {
            dst: Box::new(dst),
            dst_index: Box::new(dst_index),
            map: Box::new(map),
            coords,
            bars: Box::new(bars),
            bar_index: Box::new(bar_index),
        };
        self.mk(kind, span)
    }

    /// A tensor copy's coordinates: an array literal, one per axis (`None`: reported).
    fn tma_coords(&mut self, a: &syn::Expr, usage: &str) -> Option<Vec<Expr>> {
        match super::exprs::unparen(a) {
            syn::Expr::Array(a) => Some(a.elems.iter().map(|e| self.expr(e)).collect()),
            other => {
                self.cx.error_at(other, format!("write the coordinates as an array, one per axis: {usage}"));
                None
            }
        }
    }

    /// `tma::store(map, [c0, c1], src, j)`.
    fn tma_store(&mut self, c: &syn::ExprCall, span: Span) -> Expr {
        let usage = "`tma::store(map, [row, col], tile, j)` copies the shared array `tile[j..]` into the box of `map` \
                     at `[row, col]`";
        if c.args.len() != 4 {
            self.cx.error_at(c, format!("`tma::store` takes four arguments: {usage}"));
            return self.bad(span);
        }
        self.cooperation = true;
        let map = self.expr(&c.args[0]);
        let Some(coords) = self.tma_coords(&c.args[1], usage) else { return self.bad(span) };
        let src = self.atomic_target(&c.args[2]);
        let src_index = self.expr(&c.args[3]);
        let kind =
            ExprKind::TmaStore { map: Box::new(map), coords, src: Box::new(src), src_index: Box::new(src_index) };
        self.mk(kind, span)
    }

    /// The `N` of `x.load::<N>(i)` or `pipeline::copy::<N>(…)`: a literal or constant
    /// (`4`, `{ N * 2 }`), or a constant's path, which syn reads as a type (`TILE`, `N`).
    pub(super) fn generic_count(&mut self, g: &syn::GenericArgument, what: &str, usage: &str) -> Option<Len> {
        match g {
            syn::GenericArgument::Const(e) => self.const_len(e, what),
            syn::GenericArgument::Type(syn::Type::Path(p)) if p.qself.is_none() => {
                let e = syn::Expr::Path(syn::ExprPath { attrs: Vec::new(), qself: None, path: p.path.clone() });
                self.const_len(&e, what)
            }
            other => {
                self.cx.error_at(other, format!("write the number of elements: {usage}"));
                None
            }
        }
    }

    /// The argument of `pipeline::wait_prior(n)`: a constant (the instruction's immediate).
    fn constant_count(&mut self, a: &syn::Expr, path: &str) {
        let registers = path.starts_with("warpgroup::");
        if let (true, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(n), .. })) = (registers, a) {
            let n = n.base10_parse::<u32>().unwrap_or(0);
            if !(24..=256).contains(&n) || !n.is_multiple_of(8) {
                self.cx
                    .error_at(a, format!("`{path}` takes a register count from 24 to 256, a multiple of 8, not {n}"));
            }
        }
        let ok = match a {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(_), .. }) => true,
            syn::Expr::Path(p) => {
                let local = path_ident(&p.path).and_then(|i| self.lookup(&i.to_string()));
                local.is_none_or(|id| self.locals[id].kind == LocalKind::Const)
            }
            _ => false,
        };
        if !ok {
            self.cx.error_at(
                a,
                match registers {
                    true => format!("`{path}` takes a constant, a register count: a literal like `232`, or a `const`"),
                    false => format!(
                        "`{path}` takes a constant, the groups that may stay in flight: a literal like `1`, or a `const`"
                    ),
                },
            );
        }
    }

    /// The slice or shared array of an atomic: `y`, `&mut y`, `tile`, `rows[r]`.
    pub(super) fn atomic_target(&mut self, a: &syn::Expr) -> Expr {
        let inner = match a {
            syn::Expr::Reference(r) => &*r.expr,
            other => other,
        };
        match self.index_base(inner) {
            Some(e) => e,
            None => self.bad(a.span()),
        }
    }

    /// The element type of a shared array: a scalar, or rows of them, of any depth
    /// (`[f32; 16]` for a 2-D array, `[[f32; 4]; 4]` for a 3-D one).
    fn shared_elem(&mut self, t: &syn::Type) -> Option<Ty> {
        let what = "the elements of a shared array are scalars or `#[derive(DeviceCopy)]` structs, or rows of them: \
                    `[f32; 16]`, `[[f32; 4]; 4]`";
        match t {
            syn::Type::Paren(p) => self.shared_elem(&p.elem),
            syn::Type::Group(g) => self.shared_elem(&g.elem),
            syn::Type::Array(a) => {
                let row = self.shared_elem(&a.elem);
                let len = self.const_len(&a.len, "the row length of a shared array");
                Some(Ty::Array(Box::new(row?), len?))
            }
            t => match self.scalar_of(t).or_else(|| self.struct_of(t)) {
                Some(s) => Some(Ty::Scalar(s)),
                None => {
                    self.cx.error_at(t, what);
                    None
                }
            },
        }
    }

    pub(super) fn shared_call(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span, let_init: bool) -> Expr {
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
        // `Swizzled128<f16>`: a swizzled tile.
        let tile = match super::types::swizzled(elem_ty) {
            Some((Some(swizzle), inner)) => match self.scalar_of(inner) {
                Some(s) => Some((swizzle, s)),
                None => {
                    self.cx.error_at(inner, "a swizzled tile holds scalars: `Swizzled128<f16>`, `Swizzled128<bf16>`");
                    return self.bad(span);
                }
            },
            Some((None, _)) => {
                self.cx.error_at(
                    elem_ty,
                    format!("a swizzled tile's element is `Swizzled32<T>`, `Swizzled64<T>` or `Swizzled128<T>`: write `{usage}` with one of them"),
                );
                return self.bad(span);
            }
            None => None,
        };
        if dynamic {
            self.dynamic_shared = true;
            if let Some((swizzle, elem)) = tile {
                let site = self.site_id(span);
                return self.mk(ExprKind::Tile { elem, swizzle, len: None, site }, span);
            }
            return match self.scalar_of(elem_ty).or_else(|| self.struct_of(elem_ty)) {
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
        let elem = match tile {
            Some((_, s)) => Some(Ty::Scalar(s)),
            None => self.shared_elem(elem_ty),
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
                match tile {
                    Some((swizzle, elem)) => self.mk(ExprKind::Tile { elem, swizzle, len: Some(len), site }, span),
                    None => self.mk(ExprKind::SharedArray { elem, len, site }, span),
                }
            }
            _ => self.bad(span),
        }
    }

    pub(super) fn call(&mut self, c: &syn::ExprCall, span: Span, let_init: bool) -> Expr {
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
            if name == "None" || OPTION_RESULT_VARIANTS.contains(&name.as_str()) {
                self.cx.error_at(
                    &c.func,
                    "`Option` and `Result` are not supported in kernels: use a sentinel value or a flag",
                );
                return self.bad(span);
            }
        }
        if let Some(e) = self.tuple_struct_lit(c, path, span) {
            return e;
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
                return self.mk(
                    ExprKind::Method { recv: Box::new(recv), name, args, ufcs: None, call: Call::Math, count: None },
                    span,
                );
            }
        }
        // `T::something(…)` on a scalar type: `from`, `from_bits`, or a method in UFCS form.
        if path.segments.len() == 2 && path.leading_colon.is_none() {
            let ty_name = path.segments[0].ident.to_string();
            let fn_name = &path.segments[1].ident;
            if let Some(s) = self.type_param(&ty_name).or_else(|| Scalar::from_name(&ty_name)) {
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
                    (name @ ("from_f32" | "from_f64"), 1) if s.is_half() || s.is_param() => {
                        let from = if name == "from_f32" { Scalar::F32 } else { Scalar::F64 };
                        let a = args.into_iter().next().map(Box::new);
                        match a {
                            Some(a) => self.mk(ExprKind::FromFloat(s, from, a), span),
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
                                    count: None,
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
        // `Vec3::new(…)`, `Self::zero()`, `Complex::new(…)`: an associated function of a type.
        if let [.., ty_seg, name_seg] = path.segments.iter().collect::<Vec<_>>()[..] {
            let ty_name = ty_seg.ident.to_string();
            if ty_name.starts_with(char::is_uppercase) && name_seg.arguments.is_none() {
                let mut ty = path.clone();
                ty.segments.pop();
                let ty = match (&self.self_ty, ty.get_ident()) {
                    (Some(own), Some(i)) if i == "Self" => own.clone(),
                    _ => {
                        let mut ty = ty;
                        // (The pair's separator: `Vec3::` without its `::`.)
                        if let Some(last) = ty.segments.pop() {
                            ty.segments.push_value(last.into_value());
                        }
                        ty
                    }
                };
                let prelude = crate::library::prelude_type(&ty).is_some();
                // (A type of the prelude is in every unit already, and may be written without
                // its generic arguments, which a link to it could not infer.)
                if !prelude {
                    self.struct_of(&syn::Type::Path(syn::TypePath { qself: None, path: ty.clone() }));
                }
                let args = c.args.iter().map(|a| self.expr(a)).collect();
                return self.mk(ExprKind::AssocCall { ty, name: name_seg.ident.clone(), args }, span);
            }
        }
        if path.segments.iter().any(|s| !s.arguments.is_none()) {
            self.cx.error_at(&c.func, "generic arguments (`::<…>`) are not supported in kernel calls");
            return self.bad(span);
        }
        if let Some(std) = std_path(path) {
            let what = path.segments.iter().map(|s| s.ident.to_string()).collect::<Vec<_>>().join("::");
            let last = path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
            let message = match cuda_c::lookup(&last) {
                Some(s) => format!("`{what}` is not available in kernels: write `{}`", s.rust.trim_matches('`')),
                None => format!(
                    "`{what}` is a function of `{std}`, which kernels cannot call: kernels call `#[device]` fns, the \
                     kernel language's methods (`x.min(y)`, `x.sqrt()`) and `math::` functions"
                ),
            };
            self.cx.error_at(&c.func, message);
            return self.bad(span);
        }
        // Anything else is a `#[device]` fn; rustc checks that it is one.
        let callee = self.callee(path, CalleeKind::DeviceFn);
        let args = c.args.iter().map(|a| self.call_arg(a)).collect();
        self.mk(ExprKind::Call { callee, args }, span)
    }

    /// The index of what `path` names among the function's callees, added at its first use.
    pub(super) fn callee(&mut self, path: &syn::Path, kind: CalleeKind) -> usize {
        let key = (path_text(path), kind);
        match self.callee_index.get(&key) {
            Some(&i) => i,
            None => {
                self.callees.push(Callee { path: path.clone(), kind });
                self.callee_index.insert(key, self.callees.len() - 1);
                self.callees.len() - 1
            }
        }
    }

    /// An argument of a `#[device]` call: `&x` / `&mut x` / `x` for a slice, or a value.
    pub(super) fn call_arg(&mut self, a: &syn::Expr) -> Expr {
        match a {
            // `&x[a..b]`: a slice of its own.
            syn::Expr::Reference(r) if matches!(super::exprs::unparen(&r.expr), syn::Expr::Index(_)) => self.expr(a),
            syn::Expr::Reference(r) => {
                let target = match &*r.expr {
                    syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => &*u.expr,
                    other => other,
                };
                // `&a.row(i)`: a view made for the call (an N-d array's row or column).
                if let syn::Expr::MethodCall(mc) = super::exprs::unparen(target) {
                    if matches!(mc.method.to_string().as_str(), "row" | "column" | "row_mut" | "column_mut") {
                        return self.expr(target);
                    }
                }
                if let syn::Expr::Path(p) = target {
                    if let Some(id) = path_ident(&p.path).and_then(|i| self.lookup(&i.to_string())) {
                        let e = self.mk(ExprKind::Local(id), a.span());
                        self.borrowed_args.push(e.id);
                        return e;
                    }
                }
                self.expr(a)
            }
            _ => self.expr(a),
        }
    }

    pub(super) fn method_call(&mut self, mc: &syn::ExprMethodCall, span: Span) -> Expr {
        let name = mc.method.to_string();
        let count = match &mc.turbofish {
            None => None,
            // `x.load::<4>(i)`, `x.load::<N>(i)`: how many elements.
            Some(t) if name == "load" && t.args.len() == 1 => {
                let what = "the number of elements `x.load::<N>(i)` reads";
                match self.generic_count(&t.args[0], what, "`x.load::<4>(i)`") {
                    Some(n) => Some(n),
                    None => return self.bad(span),
                }
            }
            Some(t) => {
                let fix =
                    if name == "store" { ": the array stored says how many elements (`y.store(i, v)`)" } else { "" };
                self.cx.error_at(t, format!("generic arguments (`::<…>`) are not supported on kernel methods{fix}"));
                return self.bad(span);
            }
        };
        match name.as_str() {
            "swap" if mc.args.len() == 2 => return self.slice_swap(mc, span),
            "get_unchecked" | "get_unchecked_mut" => {
                self.cx.error_at(mc, format!("write `*{}` to read or write the element", source_text(mc)));
                return self.bad(span);
            }
            // (A method of those names on anything else may be a `#[device] impl`'s: `v.sum()`.)
            "iter" | "iter_mut" | "into_iter" | "map" | "sum" | "fold" | "zip" | "enumerate" | "for_each"
            | "collect"
                if ITERATOR_MAKERS.contains(&name.as_str()) || is_iterator(&mc.receiver) =>
            {
                self.cx.error(mc.method.span(), "iterators are not supported in kernels: write a `for` loop, over the elements (`for v in x.iter()`) or the indices (`for i in 0..x.len()`)");
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
            ExprKind::Method {
                recv: Box::new(recv),
                name: mc.method.clone(),
                args,
                ufcs: None,
                call: Call::Method,
                count,
            },
            span,
        )
    }
}

/// How an atomic is called, for messages: `atomic::add(slice, i, v)`.
fn atomic_usage(op: Intrinsic) -> String {
    let values = if op.arity() == 4 { "expected, new" } else { "v" };
    format!("`{}(slice, i, {values})`, the slice a `&mut [T]` or a shared array", op.name())
}

impl Lowerer<'_> {
    /// `Pair(a, b)`, a tuple struct's constructor: a call of a path whose last name is a
    /// type's (`UpperCamelCase`, as Rust names types and functions not; or `Self`). rustc
    /// checks it is a `#[derive(DeviceCopy)]` struct's.
    fn tuple_struct_lit(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span) -> Option<Expr> {
        let last = path.segments.last()?;
        let type_like = is_type_name(&last.ident.to_string());
        if !type_like || !last.arguments.is_none() {
            return None;
        }
        let ty = syn::Type::Path(syn::TypePath { qself: None, path: path.clone() });
        let st = self.struct_of(&ty)?;
        let fields = c.args.iter().enumerate().map(|(i, a)| (Field::Index(i), self.expr(a))).collect();
        Some(self.mk(ExprKind::StructLit { ty: st, fields, base: None }, span))
    }
}

/// Whether a called name is a type's, a tuple struct's constructor (`Pair(a, b)`): in
/// `UpperCamelCase`, as Rust names types; a name all in capitals (`NULL`, `CLAMP`), as ported
/// C macros are, calls a `#[device] fn`.
fn is_type_name(name: &str) -> bool {
    name.starts_with(|ch: char| ch.is_ascii_uppercase()) && (name.len() == 1 || name.chars().any(char::is_lowercase))
}

/// The crate a path of the standard library starts with (`std::cmp::min`, `::core::f32::max`).
fn std_path(path: &syn::Path) -> Option<&'static str> {
    let first = path.segments.first()?.ident.to_string();
    let krate = ["std", "core", "alloc"].into_iter().find(|k| *k == first)?;
    (path.segments.len() > 1).then_some(krate)
}

/// The methods that make an iterator of a slice or an array.
const ITERATOR_MAKERS: [&str; 3] = ["iter", "iter_mut", "into_iter"];

/// Whether `e` is an iterator chain (`x.iter()`, `x.iter().map(…)`, …).
fn is_iterator(e: &syn::Expr) -> bool {
    match super::exprs::unparen(e) {
        syn::Expr::MethodCall(mc) => {
            let name = mc.method.to_string();
            ITERATOR_MAKERS.contains(&name.as_str())
                || matches!(
                    name.as_str(),
                    "map" | "zip" | "enumerate" | "copied" | "cloned" | "filter" | "rev" | "skip" | "take"
                ) && is_iterator(&mc.receiver)
        }
        _ => false,
    }
}
