//! The kernel language's rules that need types, checked over the typed IR after inference
//! (as thiserror's `valid.rs` checks its AST): what may be indexed, have fields, be
//! assigned through, be used whole; the targets and element types of atomics; the values
//! warps exchange; and which methods exist. Each error is reported at the user's span.
//! Inference itself reports nothing.

use std::collections::HashSet;

use crate::ctxt::Ctxt;
use crate::infer::{FragMethod, MethodRes, Typed};
use crate::ir::*;
use crate::library::{methods, Call, Intrinsic, Sig, WARP_TYPES};
use crate::ty::{Frag, FragUse, Len, Scalar, Swizzle, Ty, ACCUMULATOR_TYPES, MMA_TYPES, WGMMA_OPERANDS};

/// Reports every rule `f` breaks, given its types.
pub fn check(f: &Func, t: &Typed, cx: &Ctxt) {
    // (A `for v in xs` whose `xs` is neither array nor slice is reported once, as that.)
    let iterated = f.iterated.iter().flat_map(|&(a, b)| [a, b]).collect();
    let v = Valid { f, t, cx, iterated };
    // What may be used whole: index bases, method receivers, call arguments, atomic targets.
    let mut whole = HashSet::new();
    f.body.walk(&mut |e| match &e.kind {
        ExprKind::Index { base, .. } | ExprKind::SubSlice { base, .. } => {
            whole.insert(base.id);
        }
        ExprKind::Method { recv, .. } => {
            whole.insert(recv.id);
        }
        ExprKind::Call { args, .. } => whole.extend(args.iter().map(|a| a.id)),
        ExprKind::Intrinsic { op, args } if op.takes_place() => {
            whole.insert(args[0].id);
        }
        ExprKind::AsyncCopy { dst, src, .. } => whole.extend([dst.id, src.id]),
        ExprKind::TmaLoad { dst, map, bars, .. } => whole.extend([dst.id, map.id, bars.id]),
        ExprKind::TmaStore { map, src, .. } => whole.extend([map.id, src.id]),
        ExprKind::Wmma { args, .. } => whole.extend(args.iter().map(|a| a.id)),
        _ => {}
    });
    // Operands before their users, as inference meets them.
    f.body.walk_post(&mut |e| v.expr(e, &whole));
    f.body.walk(&mut |e| {
        if f.iterated.iter().any(|&(len_base, _)| len_base == e.id) {
            v.iterated(e);
        }
    });
}

struct Valid<'a> {
    f: &'a Func,
    t: &'a Typed,
    cx: &'a Ctxt,
    /// What `for v in xs` loops visit, both uses (`Func::iterated`).
    iterated: HashSet<ExprId>,
}

impl Valid<'_> {
    fn ty(&self, e: &Expr) -> &Ty {
        &self.t.expr[e.id]
    }

    /// Whether `e`'s local was rejected already (uses of it report nothing more).
    fn poisoned(&self, e: &Expr) -> bool {
        e.root_local().is_some_and(|id| self.f.locals[id].poisoned)
    }

    /// A literal beside a half value (`x * 2.0`): Rust has no literals of the half types.
    fn half_literal(&self, half: &Expr, lit: &Expr) {
        let Some(h) = self.ty(half).scalar().filter(|s| s.is_half() || s.is_param()) else { return };
        let bare = match &lit.kind {
            ExprKind::Unary(UnOp::Neg, inner) => inner,
            _ => lit,
        };
        let text = match &bare.kind {
            ExprKind::Lit(Lit::Float { digits, suffix: None }) => digits.clone(),
            ExprKind::Lit(Lit::Int { value, suffix: None }) => format!("{value}.0"),
            _ => return,
        };
        let sign = if std::ptr::eq(bare, lit) { "" } else { "-" };
        if let Scalar::Param(k) = h {
            let t = self.f.type_param(k).map(|t| t.to_string()).unwrap_or_default();
            self.cx.error(
                lit.span,
                format!(
                    "a literal cannot be a `{t}`, the kernel's type parameter: write `{t}::from_f32({sign}{text})` \
                     (for `{t}: Float`), or `{t}::ONE` / `{t}::ZERO` (for `{t}: Num`)"
                ),
            );
            return;
        }
        self.cx.error(
            lit.span,
            format!(
                "a literal cannot be `{h}` (Rust has literals of the primitive types only): write \
                 `{h}::from_f32({sign}{text})`, or a constant such as `{h}::ONE`"
            ),
        );
    }

    /// What a `for v in xs` loop visits: an array or a slice.
    fn iterated(&self, e: &Expr) {
        match self.ty(e) {
            t if iterable(t) => {}
            Ty::Var(_) | Ty::Opaque(_) => {}
            _ if self.poisoned(e) => {}
            Ty::Nd { .. } => self.cx.error(
                e.span,
                "a `for` loop visits the elements of an array or a slice, not of an N-d array: loop over its \
                 indices, `for r in 0..rows`",
            ),
            other => {
                let what = match other {
                    Ty::Scalar(s) => format!("`{}`", s.rust()),
                    Ty::Tuple(_) => "tuple".into(),
                    _ => "value of this type".into(),
                };
                self.cx.error(
                    e.span,
                    format!(
                        "a `for` loop in a kernel visits a range (`for i in 0..n`), an array or a slice, not a {what}"
                    ),
                )
            }
        }
    }

    fn name_of(&self, e: &Expr) -> String {
        e.root_local().map(|id| self.f.locals[id].name.to_string()).unwrap_or_else(|| "this".into())
    }

    fn expr(&self, e: &Expr, whole: &HashSet<ExprId>) {
        match &e.kind {
            ExprKind::Method { recv: xs, .. } | ExprKind::Index { base: xs, .. }
                if self.iterated.contains(&xs.id) && !iterable(self.ty(xs)) => {}
            ExprKind::Local(id)
                if !whole.contains(&e.id) && matches!(self.t.local[*id], Ty::Shared(..) | Ty::DynShared(_)) =>
            {
                self.cx.error(
                    e.span,
                    format!(
                        "the shared array `{}` cannot be copied or moved: index it, take its `len()`, pass it to a \
                         `#[device]` fn or use it in an atomic",
                        self.f.locals[*id].name
                    ),
                );
            }
            ExprKind::Local(id) if !whole.contains(&e.id) && matches!(self.t.local[*id], Ty::Tile { .. }) => {
                self.cx.error(
                    e.span,
                    format!(
                        "the swizzled tile `{}` cannot be copied or moved: use it in `tma::load`, `tma::store` or \
                         `wgmma::mma`",
                        self.f.locals[*id].name
                    ),
                );
            }
            ExprKind::Index { base, .. } | ExprKind::SubSlice { base, .. }
                if matches!(self.ty(base), Ty::Tile { .. }) =>
            {
                self.cx.error(
                    e.span,
                    format!(
                        "`{}` is a swizzled tile, whose elements lie in the hardware's order: it is not indexed or \
                         sliced; `tma::load` fills it, `wgmma::mma` reads it (from an index `j`), and `tma::store` copies \
                         it out in order",
                        self.name_of(base)
                    ),
                );
            }
            ExprKind::Call { args, .. } if args.iter().any(|a| matches!(self.ty(a), Ty::Tile { .. })) => {
                let a = args.iter().find(|a| matches!(self.ty(a), Ty::Tile { .. })).unwrap_or(e);
                self.cx.error(
                    a.span,
                    format!(
                        "`{}` is a swizzled tile, which stays in the function that declares it: call `tma::load` and \
                         `wgmma::mma` on it there",
                        self.name_of(a)
                    ),
                );
            }
            ExprKind::Local(id) if !whole.contains(&e.id) && matches!(self.t.local[*id], Ty::TensorMap { .. }) => {
                self.cx.error(
                    e.span,
                    format!(
                        "the tensor map `{}` cannot be copied or moved: use it in `tma::load` or `tma::store`, or pass it to a \
                         `#[device]` fn",
                        self.f.locals[*id].name
                    ),
                );
            }
            ExprKind::Local(id)
                if self.f.borrowed_args.contains(&e.id) && matches!(self.t.local[*id], Ty::Array(..)) =>
            {
                let name = &self.f.locals[*id].name;
                self.cx.error(
                    e.span,
                    format!(
                        "a local array cannot be passed to a `#[device]` fn as a slice: pass it by value (`{name}`) \
                         to a parameter of type `[T; N]`, and return it if the function changes it"
                    ),
                );
            }
            ExprKind::Index { base, index, .. } => {
                if let Ty::Nd { rank, .. } = self.ty(base) {
                    let given = match &index.kind {
                        ExprKind::ArrayList(es) => Some(es.len()),
                        _ if *rank == 1 => Some(1),
                        _ => None,
                    };
                    if given.is_some_and(|g| g != *rank as usize) {
                        let name = self.name_of(base);
                        let vars = ["i", "j", "k", "l"][..*rank as usize].join(", ");
                        self.cx.error(
                            index.span,
                            format!(
                                "`{name}` has {rank} axes: index it with {rank} indices, `{name}[[{vars}]]` (this gives {})",
                                given.unwrap_or(0)
                            ),
                        );
                    }
                    return;
                }
                // (An opaque value indexed is an array rustc checks: a module constant's.)
                let indexable = matches!(
                    self.ty(base),
                    Ty::Slice { .. } | Ty::DynShared(_) | Ty::Array(..) | Ty::Shared(..) | Ty::Opaque(_)
                );
                if !indexable && !self.poisoned(base) {
                    self.cx.error(
                        e.span,
                        format!(
                            "`{}` is {}: only slices, arrays and shared arrays can be indexed",
                            self.name_of(base),
                            describe(self.ty(base))
                        ),
                    );
                    return;
                }
                self.index_type(base, index);
            }
            ExprKind::Cast(inner, to) if self.ty(inner).scalar().is_some_and(|s| s.is_param()) || to.is_param() => {
                self.cx.error(
                    e.span,
                    "`as` does not convert a kernel's type parameter: with a `Float` bound, write `T::from_f32(x)` \
                     or `x.to_f32()` (and `to_f64`, `from_f64`)",
                );
            }
            ExprKind::Cast(inner, to) => {
                let from = self.ty(inner).scalar().filter(|s| s.is_half());
                if let Some(h) = from.or(Some(*to).filter(|s| s.is_half())) {
                    let fix = if from.is_some() {
                        "`x.to_f32()` or `x.to_f64()`, then `as` from there; `f32::from(x)` also works".to_string()
                    } else {
                        format!("`{h}::from_f32(x)` or `{h}::from_f64(x)` (rounding to nearest), from a float made with `as`")
                    };
                    self.cx.error(
                        e.span,
                        format!("`as` does not convert to or from `{h}` (it is not a primitive type): write {fix}"),
                    );
                }
            }
            ExprKind::SubSlice { base, mutable, .. } => match self.ty(base) {
                Ty::Slice { elem, mutable: false } if *mutable && !self.poisoned(base) => {
                    let name = self.name_of(base);
                    self.cx.error(
                        e.span,
                        format!(
                            "cannot take a `&mut` part of `{name}`, a `&[{elem}]`: declare it `{name}: &mut [{elem}]`, \
                             or take a `&` part"
                        ),
                    );
                }
                Ty::Slice { .. } | Ty::DynShared(_) | Ty::Shared(..) => {
                    if let Ty::Shared(row, _) = self.ty(base) {
                        if row.scalar().is_none() {
                            self.cx.error(
                                e.span,
                                "a part of a 2-D shared array is not supported: take a part of one of its rows (`&rows[r][a..b]`)",
                            );
                        }
                    }
                }
                _ if self.poisoned(base) || self.t.conflict => {}
                other => self.cx.error(
                    e.span,
                    format!(
                        "`{}` is {}: only slices and shared arrays have parts (`&x[a..b]`)",
                        self.name_of(base),
                        describe(other)
                    ),
                ),
            },
            ExprKind::Field(base, field) => {
                let ok = match (self.ty(base), field) {
                    (Ty::Tuple(ts), Field::Index(i)) => *i < ts.len(),
                    (Ty::Dim3, Field::Axis(_)) => true,
                    // What only C++ knows (a device call's result): rustc checks the field.
                    (Ty::Opaque(_), Field::Index(_)) => true,
                    // A struct's (or a struct's only C++ knows): rustc checks the field.
                    (Ty::Scalar(Scalar::Struct(_)) | Ty::Opaque(_), Field::Named(_) | Field::Axis(_)) => true,
                    // A tuple struct's: rustc checks it too.
                    (Ty::Scalar(Scalar::Struct(_)), Field::Index(_)) => true,
                    // A type inference could not decide: rustc reports it.
                    _ => self.t.conflict,
                };
                if !ok {
                    self.cx.error(e.span, format!("{} has no such field", describe(self.ty(base))));
                }
            }
            ExprKind::Assign(place, value) | ExprKind::AssignOp(_, place, value) => {
                self.writable(place);
                self.half_literal(place, value);
            }
            ExprKind::Binary(op, l, r) => {
                self.half_literal(l, r);
                self.half_literal(r, l);
                if op.is_comparison() {
                    self.struct_comparison(e, l, r);
                }
            }
            ExprKind::Intrinsic { op, args } => self.intrinsic(e, *op, args),
            ExprKind::Method { recv, name, args, call, .. } => self.method(e, recv, name, args, *call),
            ExprKind::AssocCall { ty, name, args } => self.prelude_call(e, ty, name, args),
            ExprKind::Print(p) => self.printed(p),
            ExprKind::AsyncCopy { dst, src, count, .. } => self.async_copy(e, dst, src, *count),
            ExprKind::Wmma { op, args } => self.wmma(*op, args),
            ExprKind::TmaLoad { dst, map, coords, bars, .. } => self.tma_load(e, dst, map, coords, bars),
            ExprKind::TmaStore { map, coords, src, .. } => self.tma_store(e, map, coords, src),
            _ => {}
        }
    }

    /// A kernel's `println!` prints scalars (the GPU records their bits; the host formats them).
    fn printed(&self, p: &PrintMacro) {
        for a in &p.args {
            let printable = match self.ty(&a.value) {
                Ty::Scalar(s) => !matches!(s, Scalar::Struct(_)),
                Ty::Opaque(_) | Ty::Never | Ty::Var(_) => true,
                _ => false,
            };
            if !printable {
                let what = describe(self.ty(&a.value));
                self.cx.error(
                    a.value.span,
                    format!(
                        "`println!` in a kernel prints numbers and `bool`s, and this is {what}: print its elements \
                         or fields one by one"
                    ),
                );
            }
        }
    }

    /// Writing through a `&[T]` is an error about kernels, not a type error in the
    /// simulator body.
    fn writable(&self, place: &Expr) {
        let mut root = place;
        while let ExprKind::Index { base, .. } | ExprKind::Field(base, _) = &root.kind {
            root = base;
        }
        if let ExprKind::ModuleConst(callee) = root.kind {
            let name = crate::front::path_text(&self.f.callees[callee].path);
            self.cx.error(
                place.span,
                format!("cannot assign to `{name}`, a constant: copy it into a local first (`let mut x = {name};`)"),
            );
            return;
        }
        // The element written: of `ps[i]`, or of `ps[i].pos[0]`.
        let mut written = place;
        while let ExprKind::Field(base, _) | ExprKind::Index { base, .. } = &written.kind {
            if matches!(written.kind, ExprKind::Index { .. }) && matches!(base.kind, ExprKind::Local(_)) {
                break;
            }
            written = base;
        }
        if let ExprKind::Index { base, .. } = &written.kind {
            if let (ExprKind::Local(id), Ty::Nd { elem, rank, mutable: false }) = (&base.kind, self.ty(base)) {
                let elem = self.type_text(*elem);
                let name = &self.f.locals[*id].name;
                self.cx.error(
                    place.span,
                    format!(
                        "cannot assign to an element of `{name}`, a `&Array{rank}<{elem}>`: declare it `{name}: &mut Array{rank}<{elem}>` (a row or column written: `row_mut`, `column_mut`)"
                    ),
                );
                return;
            }
            if let (ExprKind::Local(id), Ty::Slice { elem, mutable: false }) =
                (&base.kind, &self.t.local[written.root_local().unwrap_or(0)])
            {
                let elem = self.type_text(*elem);
                let name = &self.f.locals[*id].name;
                self.cx.error(
                    place.span,
                    format!("cannot assign to an element of `{name}`, a `&[{elem}]`: declare the parameter `{name}: &mut [{elem}]`"),
                );
            }
        }
    }

    /// A slice's or array's index is one `usize` (rustc would report another at the kernel's
    /// attribute, in the simulator's body).
    fn index_type(&self, base: &Expr, index: &Expr) {
        let name = self.name_of(base);
        // (An empty tuple is a rejected expression's stand-in, reported already.)
        let several = match &index.kind {
            ExprKind::Tuple(parts) | ExprKind::ArrayList(parts) if !parts.is_empty() => Some(parts.len()),
            ExprKind::Tuple(_) => return,
            _ => None,
        };
        if let Some(n) = several {
            self.cx.error(
                index.span,
                format!(
                    "`{name}` is {} and takes one `usize` index, not {n}: index it as `{name}[i]`, or take the data as \
                     an N-d array (`&Array2<T>`) and index it as `{name}[[i, j]]`",
                    describe(self.ty(base))
                ),
            );
            return;
        }
        match self.ty(index) {
            Ty::Scalar(Scalar::Usize) | Ty::Opaque(_) | Ty::Never | Ty::Var(_) => {}
            Ty::Scalar(s) if s.is_int() => self.cx.error(
                index.span,
                format!("an index is a `usize`, and this is `{s}`: write `{} as usize`", self.source_of(index)),
            ),
            other if !self.poisoned(index) => {
                self.cx.error(index.span, format!("an index is a `usize`, and this is {}", describe(other)))
            }
            _ => {}
        }
    }

    /// How a message writes `e`: a local by its name, anything else as `…`.
    fn source_of(&self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Local(id) => self.f.locals[*id].name.to_string(),
            ExprKind::Index { base, .. } => format!("{}[…]", self.source_of(base)),
            _ => "…".to_string(),
        }
    }

    /// The arguments whose type the intrinsic fixes (a `u32` mask, lane or distance, a `bool`
    /// predicate, a `usize` index): one of another known type is an error at it (rustc would
    /// report it at the kernel's attribute, in the simulator's body).
    fn intrinsic_args(&self, op: Intrinsic, args: &[Expr]) {
        for (a, want) in args.iter().zip(op.fixed_arg_types()) {
            let Some(want) = want else { continue };
            let Ty::Scalar(got) = self.ty(a) else { continue };
            if *got == want || got.is_param() || self.poisoned(a) {
                continue;
            }
            let text = self.source_of(a);
            let (what, fix) = match want {
                Scalar::Bool => ("a `bool` predicate", format!("compare it, `{text} != 0`")),
                Scalar::Usize => ("its index as a `usize`", format!("write `{text} as usize`")),
                _ => ("a `u32` here (a mask, a lane or a distance)", format!("write `{text} as u32`")),
            };
            self.cx.error(a.span, format!("`{}` takes {what}, and this is {}: {fix}", op.name(), describe(self.ty(a))));
        }
    }

    /// An atomic's values are of its element's type (rustc would report another at the
    /// kernel's attribute, in the simulator's body).
    fn atomic_values(&self, op: Intrinsic, args: &[Expr]) {
        if !op.is_atomic() || args.len() < 3 {
            return;
        }
        let elem = match self.ty(&args[0]) {
            Ty::Slice { elem, .. } | Ty::DynShared(elem) | Ty::Nd { elem, .. } => *elem,
            Ty::Shared(elem, _) => match elem.scalar() {
                Some(s) => s,
                None => return,
            },
            _ => return,
        };
        for v in &args[2..] {
            match self.ty(v) {
                Ty::Scalar(s) if *s != elem && !s.is_param() && !elem.is_param() && !self.poisoned(v) => {
                    let target = self.name_of(&args[0]);
                    self.cx.error(
                        v.span,
                        format!(
                            "`{target}` holds `{elem}`, and this value of `{}` is `{s}`: write one of `{elem}`",
                            op.name()
                        ),
                    );
                }
                _ => {}
            }
        }
    }

    fn intrinsic(&self, e: &Expr, op: Intrinsic, args: &[Expr]) {
        self.intrinsic_args(op, args);
        self.atomic_values(op, args);
        let values = if op.masked { &args[1..] } else { args };
        match op.def.sig {
            Sig::Atomic(types) => {
                let target = &args[0];
                let elem = match self.ty(target) {
                    Ty::Slice { elem, mutable: true } | Ty::DynShared(elem) | Ty::Nd { elem, mutable: true, .. } => {
                        Some(*elem)
                    }
                    Ty::Nd { elem, rank, mutable: false } => {
                        let name = self.name_of(target);
                        self.cx.error(
                            target.span,
                            format!("`{}` changes memory: `{name}` must be a `&mut Array{rank}<{elem}>`", op.name()),
                        );
                        return;
                    }
                    Ty::Shared(elem, _) => elem.scalar(),
                    Ty::Slice { elem, mutable: false } => {
                        let name = self.name_of(target);
                        self.cx.error(
                            target.span,
                            format!(
                                "`{}` changes memory: `{name}` must be a `&mut [{elem}]` or a shared array",
                                op.name()
                            ),
                        );
                        return;
                    }
                    _ => None,
                };
                match elem {
                    Some(elem) if !types.contains(&elem) => {
                        let list: Vec<&str> = types.iter().map(|s| s.rust()).collect();
                        self.cx.error(
                            e.span,
                            format!("CUDA has no `{}` on `{elem}`: it exists for {}", op.name(), list.join(", ")),
                        );
                    }
                    Some(_) => {}
                    None if self.poisoned(target) => {}
                    None => self.cx.error(
                        target.span,
                        format!("the first argument of `{}` is a `&mut [T]` slice or a 1-D shared array", op.name()),
                    ),
                }
            }
            Sig::Barrier { .. } => {
                let target = &args[0];
                // (A slice: a `#[device]` fn's, of a shared array; checked to be one as it runs.)
                let ok = match self.ty(target) {
                    Ty::Shared(elem, _) => **elem == Ty::Scalar(Scalar::U64),
                    Ty::DynShared(elem) | Ty::Slice { elem, .. } => *elem == Scalar::U64,
                    _ => self.poisoned(target),
                };
                if !ok {
                    let name = self.name_of(target);
                    let what = match self.ty(target) {
                        Ty::Shared(elem, _) => match elem.scalar() {
                            Some(s) => format!("a shared array of `{s}`"),
                            None => "a shared array of rows".to_string(),
                        },
                        Ty::DynShared(elem) => format!("dynamic shared memory as `{elem}`"),
                        other => describe(other),
                    };
                    self.cx.error(
                        target.span,
                        format!(
                            "`{}` takes barriers, the `u64`s of a shared array (or a `#[device]` fn's `&[u64]` of one), \
                             and `{name}` is {what}: write `let bars = shared_array::<u64, N>();`",
                            op.name(),
                        ),
                    );
                }
            }
            Sig::Shuffle | Sig::Match => match self.ty(&values[0]) {
                Ty::Scalar(s) if WARP_TYPES.contains(s) || s.is_param() => {}
                Ty::Opaque(_) => {}
                other => {
                    let list: Vec<&str> = WARP_TYPES.iter().map(|s| s.rust()).collect();
                    self.cx.error(
                        e.span,
                        format!(
                            "`{}` exchanges one scalar ({}), not {}: exchange a tuple's or an array's elements one \
                             by one",
                            op.name(),
                            list.join(", "),
                            describe(other)
                        ),
                    )
                }
            },
            _ => {}
        }
    }

    /// `pipeline::copy::<N>(dst, j, src, i)`: a shared array from a slice of the same
    /// scalars, in pieces of 4, 8 or 16 bytes.
    fn async_copy(&self, e: &Expr, dst: &Expr, src: &Expr, count: Len) {
        let usage = "`pipeline::copy::<N>(tile, j, x, i)` copies `x[i..i + N]` into the shared array `tile[j..j + N]`";
        let elem = match self.ty(dst) {
            Ty::Shared(elem, _) if elem.scalar().is_some() => elem.scalar(),
            Ty::DynShared(elem) => Some(*elem),
            _ if self.poisoned(dst) => None,
            other => {
                let what = describe(other);
                self.cx.error(dst.span, format!("`{}` is {what}: {usage}", self.name_of(dst)));
                None
            }
        };
        match self.ty(src) {
            Ty::Slice { elem: s, .. } if elem.is_some_and(|d| d != *s) => self.cx.error(
                src.span,
                format!(
                    "`{}` holds `{s}`s and the shared array `{}`s: copy between the same types",
                    self.name_of(src),
                    elem.map(|d| d.to_string()).unwrap_or_default()
                ),
            ),
            Ty::Slice { .. } => {}
            _ if self.poisoned(src) => {}
            other => {
                let what = describe(other);
                self.cx.error(src.span, format!("`{}` is {what}, not a slice: {usage}", self.name_of(src)));
            }
        }
        if let (Some(elem), Some(n)) = (elem, count.known()) {
            let bytes = n.saturating_mul(elem.size());
            if bytes % 4 != 0 {
                self.cx.error(
                    e.span,
                    format!(
                        "a copy moves a multiple of 4 bytes (pieces of 4, 8 or 16), and {n} `{elem}` are {bytes}: copy \
                         {} elements at once",
                        4 / elem.size().clamp(1, 4)
                    ),
                );
            }
        }
    }

    /// Whether `e` is a kernel's own slice parameter: global memory, never shared.
    fn kernel_slice_param(&self, e: &Expr) -> bool {
        matches!(self.f.kind, FuncKind::Kernel { .. })
            && matches!(&e.kind, ExprKind::Local(id) if self.f.locals[*id].kind == LocalKind::Param)
            && matches!(self.ty(e), Ty::Slice { .. })
    }

    /// `tma::load(dst, j, map, [c0, c1], bars, i)`: a tensor map, one coordinate per axis, a
    /// shared array of its elements at least as long as its box, and a barrier.
    fn tma_load(&self, e: &Expr, dst: &Expr, map: &Expr, coords: &[Expr], bars: &Expr) {
        let usage = "`tma::load(tile, j, map, [row, col], bars, i)` copies the box of `map` at `[row, col]` into the \
                     shared array `tile[j..]`, completing at barrier `bars[i]`";
        let (elem, boxes, swizzle) = match self.ty(map) {
            Ty::TensorMap { elem, boxes, swizzle, .. } => (*elem, boxes.clone(), *swizzle),
            _ if self.poisoned(map) => return,
            other => {
                let what = describe(other);
                self.cx.error(
                    map.span,
                    format!("`{}` is {what}, not a tensor map (`&TensorMap2<T, B0, B1>`): {usage}", self.name_of(map)),
                );
                return;
            }
        };
        self.tma_coords(e, map, &boxes, coords, usage);
        self.tma_tile(dst, map, (elem, swizzle), &boxes, usage, "lands in");
        if self.kernel_slice_param(bars) {
            self.cx.error(
                bars.span,
                format!(
                    "`{}` is a kernel's slice parameter, in global memory, and a tensor copy completes at a barrier in \
                     shared memory: declare `let bars = shared_array::<u64, N>();`",
                    self.name_of(bars)
                ),
            );
            return;
        }
        let barrier = match self.ty(bars) {
            Ty::Shared(t, _) => **t == Ty::Scalar(Scalar::U64),
            Ty::DynShared(t) | Ty::Slice { elem: t, .. } => *t == Scalar::U64,
            _ => self.poisoned(bars),
        };
        if !barrier {
            let what = match self.ty(bars) {
                Ty::Shared(t, _) => match t.scalar() {
                    Some(s) => format!("a shared array of `{s}`"),
                    None => "a shared array of rows".to_string(),
                },
                other => describe(other),
            };
            self.cx.error(
                bars.span,
                format!(
                    "`tma::load` completes at a barrier, a `u64` of a shared array, and `{}` is {what}: write `let bars \
                     = shared_array::<u64, N>();`",
                    self.name_of(bars),
                ),
            );
        }
    }

    /// `tma::store(map, [c0, c1], src, j)`: a writable tensor map, one coordinate per axis, and
    /// a shared array of its elements at least as long as its box.
    fn tma_store(&self, e: &Expr, map: &Expr, coords: &[Expr], src: &Expr) {
        let usage = "`tma::store(map, [row, col], tile, j)` copies the shared array `tile[j..]` into the box of `map` \
                     at `[row, col]`";
        let (elem, boxes, swizzle) = match self.ty(map) {
            Ty::TensorMap { elem, boxes, mutable: true, swizzle } => (*elem, boxes.clone(), *swizzle),
            t @ Ty::TensorMap { boxes, mutable: false, .. } => {
                let ty = map_type(t);
                self.cx.error(
                    map.span,
                    format!(
                        "`{}` is `&{ty}`, which a kernel reads through: take `&mut {ty}` to store through it (a map \
                         the host built with `TensorMap{}::new_mut` of a writable view)",
                        self.name_of(map),
                        boxes.len()
                    ),
                );
                return;
            }
            _ if self.poisoned(map) => return,
            other => {
                let what = describe(other);
                self.cx.error(
                    map.span,
                    format!(
                        "`{}` is {what}, not a tensor map (`&mut TensorMap2<T, B0, B1>`): {usage}",
                        self.name_of(map)
                    ),
                );
                return;
            }
        };
        self.tma_coords(e, map, &boxes, coords, usage);
        self.tma_tile(src, map, (elem, swizzle), &boxes, usage, "stores from");
    }

    /// A tensor copy's coordinates: one per axis of its map.
    fn tma_coords(&self, e: &Expr, map: &Expr, boxes: &[Len], coords: &[Expr], usage: &str) {
        if coords.len() != boxes.len() {
            let rank = boxes.len();
            self.cx.error(
                e.span,
                format!(
                    "`{}` has {rank} ax{}, so its boxes are at {rank} coordinate{}, not {}: {usage}",
                    self.name_of(map),
                    if rank == 1 { "is" } else { "es" },
                    if rank == 1 { "" } else { "s" },
                    coords.len()
                ),
            );
        }
    }

    /// A tensor copy's shared array (which it `lands in` or `stores from`): shared memory of the
    /// map's elements (a slice: a `#[device]` fn's, checked to be shared as it runs), at least as
    /// long as the box where both lengths are known.
    fn tma_tile(
        &self,
        tile: &Expr,
        map: &Expr,
        (elem, swizzle): (Scalar, Option<Swizzle>),
        boxes: &[Len],
        usage: &str,
        verb: &str,
    ) {
        if self.kernel_slice_param(tile) {
            self.cx.error(
                tile.span,
                format!(
                    "`{}` is a kernel's slice parameter, in global memory, and a tensor copy {verb} shared memory: \
                     declare `let tile = shared_array::<T, N>();`",
                    self.name_of(tile)
                ),
            );
            return;
        }
        let written = verb == "lands in";
        let tile_swizzle = match self.ty(tile) {
            Ty::Tile { swizzle, .. } => Some(*swizzle),
            _ => None,
        };
        if tile_swizzle != swizzle && !self.poisoned(tile) {
            let (m, t) = (self.name_of(map), self.name_of(tile));
            let message = match (swizzle, tile_swizzle) {
                (Some(sw), None) => format!(
                    "`{m}` is a map of `{}<{elem}>`, whose copies swizzle the box's rows in shared memory, and `{t}` is a plain shared array: declare the tile `shared_array::<{}<{elem}>, N>()` (or `dynamic_shared::<{}<{elem}>>()`)",
                    sw.rust(),
                    sw.rust(),
                    sw.rust()
                ),
                (None, Some(sw)) => format!(
                    "`{t}` is a swizzled tile (`{}<{elem}>`), and `{m}`'s copies do not swizzle: take the map as `&TensorMap{}<{}<{elem}>, …>` (built on the host as one)",
                    sw.rust(),
                    boxes.len(),
                    sw.rust()
                ),
                (Some(a), Some(b)) => format!(
                    "`{m}` swizzles rows of {} bytes and the tile `{t}` rows of {}: make them the same",
                    a.span(),
                    b.span()
                ),
                (None, None) => String::new(),
            };
            self.cx.error(tile.span, message);
            return;
        }
        let (tile_elem, tile_len) = match self.ty(tile) {
            Ty::Shared(t, n) if t.scalar().is_some() => (t.scalar(), n.known()),
            Ty::Tile { elem, len, .. } => (Some(*elem), len.and_then(|n| n.known())),
            Ty::DynShared(t) => (Some(*t), None),
            Ty::Slice { elem: t, mutable } if *mutable || !written => (Some(*t), None),
            _ if self.poisoned(tile) => return,
            other => {
                let what = match other {
                    Ty::Shared(..) => "a shared array of rows".to_string(),
                    Ty::Slice { elem, mutable: false } => format!("`&[{elem}]`, which cannot be written"),
                    other => describe(other),
                };
                self.cx.error(
                    tile.span,
                    format!(
                        "`{}` is {what}: a tensor copy {verb} a 1-D shared array (`shared_array::<T, N>()`), dynamic \
                         shared memory, or a `#[device]` fn's slice of one; {usage}",
                        self.name_of(tile)
                    ),
                );
                return;
            }
        };
        if let Some(t) = tile_elem.filter(|&t| t != elem) {
            self.cx.error(
                tile.span,
                format!(
                    "`{}` holds `{elem}`s and the shared array `{}` `{t}`s: copy between the same types",
                    self.name_of(map),
                    self.name_of(tile)
                ),
            );
        }
        let known: Option<Vec<u64>> = boxes.iter().map(|b| b.known()).collect();
        if let (Some(known), Some(len)) = (known, tile_len) {
            let elems = known.iter().product::<u64>();
            if elems > len {
                let dims: Vec<String> = known.iter().map(|n| n.to_string()).collect();
                self.cx.error(
                    tile.span,
                    format!(
                        "the box of `{}` ({} = {elems} elements) is larger than the shared array `{}` ({len} elements): \
                         make the array at least as long as the box",
                        self.name_of(map),
                        dims.join(" × "),
                        self.name_of(tile)
                    ),
                );
            }
        }
    }

    /// `wmma::…`: tiles of memory of the types the tensor cores take, fragments of the right
    /// operands, accumulators that are `mut` locals.
    fn wmma(&self, op: WmmaOp, args: &[Expr]) {
        let what = op.name();
        match op {
            WmmaOp::Fill(_) => {}
            WmmaOp::Load { usage, .. } => {
                let Some(elem) = self.tile_elem(&args[0], what, false) else { return };
                let fits = match usage {
                    FragUse::Accumulator => ACCUMULATOR_TYPES.contains(&elem),
                    _ => Frag::operand_k(elem).is_some(),
                };
                if !fits && !elem.is_param() {
                    let takes = match usage {
                        FragUse::Accumulator => "an accumulator is `f32`, `f16` or `i32`".to_string(),
                        _ => format!("the tensor cores multiply {}", operand_types()),
                    };
                    self.cx.error(args[0].span, format!("`{what}` cannot load `{elem}`s: {takes}"));
                }
            }
            WmmaOp::Mma => {
                let acc = self.fragment_arg(&args[0], FragUse::Accumulator, what, "the first argument (`&mut acc`)");
                let a = self.fragment_arg(&args[1], FragUse::A, what, "the second argument (`&a`)");
                let b = self.fragment_arg(&args[2], FragUse::B, what, "the third argument (`&b`)");
                if acc.is_some() {
                    self.mutable_local(&args[0], what);
                }
                let (Some(acc), Some(a), Some(b)) = (acc, a, b) else { return };
                if a.elem != b.elem {
                    self.cx.error(
                        args[2].span,
                        format!(
                            "`{what}` multiplies operands of one type, and `a` holds `{}`s, `b` `{}`s",
                            a.elem, b.elem
                        ),
                    );
                    return;
                }
                let accs = MMA_TYPES.iter().find(|(s, ..)| *s == a.elem).map(|(_, _, accs)| *accs);
                if let Some(accs) = accs.filter(|accs| !accs.contains(&acc.elem)) {
                    let names: Vec<String> = accs.iter().map(|s| format!("`{s}`")).collect();
                    self.cx.error(
                        args[0].span,
                        format!(
                            "`{}` operands add into {} accumulators, not `{}`: make the accumulator a `Fragment<Accumulator, 16, 16, {}, {}>`",
                            a.elem,
                            names.join(" or "),
                            acc.elem,
                            a.k,
                            accs[0]
                        ),
                    );
                } else if acc.k != 0 && acc.k != a.k {
                    self.cx.error(
                        args[0].span,
                        format!(
                            "the accumulator is 16 × 16 × {}, but `{}` operands are 16 × 16 × {}: write `Fragment<Accumulator, 16, 16, {}, {}>`",
                            acc.k, a.elem, a.k, a.k, acc.elem
                        ),
                    );
                }
            }
            WmmaOp::Warpgroup => {
                let acc = match self.ty(&args[0]) {
                    Ty::Fragment(f) if matches!(f.usage, FragUse::Warpgroup(_)) => Some(*f),
                    _ if self.poisoned(&args[0]) => None,
                    other => {
                        self.cx.error(
                            args[0].span,
                            format!(
                                "the first argument of `wgmma::mma` is a warpgroup's accumulator (`wgmma::Accumulator::<64, N, f32>::zeroed()`), and this is {}",
                                describe(other)
                            ),
                        );
                        None
                    }
                };
                if acc.is_some() {
                    self.mutable_local(&args[0], what);
                }
                let a = self.wgmma_operand(&args[1], "the A operand (`&a`)");
                let b = self.wgmma_operand(&args[3], "the B operand (`&b`)");
                if let (Some(a), Some(b)) = (a, b) {
                    if a != b {
                        self.cx.error(
                            args[3].span,
                            format!(
                                "`wgmma::mma` multiplies operands of one type, and `{}` holds `{a}`s, `{}` `{b}`s",
                                self.name_of(&args[1]),
                                self.name_of(&args[3])
                            ),
                        );
                    }
                }
            }
            WmmaOp::Store { .. } => {
                let elem = self.tile_elem(&args[0], what, true);
                let acc = self.fragment_arg(&args[3], FragUse::Accumulator, what, "the last argument (`&acc`)");
                if let (Some(elem), Some(acc)) = (elem, acc) {
                    if elem != acc.elem {
                        self.cx.error(
                            args[0].span,
                            format!(
                                "`{}` holds `{elem}`s and the accumulator `{}`s: store into memory of its type",
                                self.name_of(&args[0]),
                                acc.elem
                            ),
                        );
                    }
                }
            }
        }
    }

    /// An operand of `wgmma::mma`: a swizzled tile of a type the warpgroup multiplies.
    fn wgmma_operand(&self, m: &Expr, which: &str) -> Option<Scalar> {
        let name = self.name_of(m);
        let types: Vec<String> = WGMMA_OPERANDS.iter().map(|(s, _)| format!("`{s}`")).collect();
        match self.ty(m) {
            Ty::Tile { elem, .. } if elem.is_param() || WGMMA_OPERANDS.iter().any(|(s, _)| s == elem) => Some(*elem),
            Ty::Tile { elem, swizzle, .. } => {
                self.cx.error(
                    m.span,
                    format!(
                        "`wgmma::mma` multiplies {}, and `{name}` is a tile of `{elem}`: make it `{}<f16>`",
                        types.join(" or "),
                        swizzle.rust()
                    ),
                );
                None
            }
            _ if self.poisoned(m) => None,
            other => {
                self.cx.error(
                    m.span,
                    format!(
                        "{which} of `wgmma::mma` is a swizzled shared tile (`shared_array::<Swizzled128<f16>, N>()`, filled by `tma::load` from a map of `Swizzled128<f16>`), and `{name}` is {}",
                        describe(other)
                    ),
                );
                None
            }
        }
    }

    /// The element type of a tile's memory: a slice (`&mut` to store), a part of one, a
    /// shared array or a row of one, dynamic shared memory.
    fn tile_elem(&self, m: &Expr, what: &str, store: bool) -> Option<Scalar> {
        let name = self.name_of(m);
        match self.ty(m) {
            Ty::Slice { elem, mutable } => {
                if store && !mutable {
                    self.cx.error(
                        m.span,
                        format!("cannot store into `{name}`, a `&[{elem}]`: declare it `{name}: &mut [{elem}]`"),
                    );
                }
                Some(*elem)
            }
            Ty::DynShared(elem) => Some(*elem),
            Ty::Shared(elem, _) => match elem.scalar() {
                Some(s) => Some(s),
                None => {
                    self.cx.error(
                        m.span,
                        format!("`{what}` takes a row of a 2-D shared array (`{name}[r]`), or a 1-D one"),
                    );
                    None
                }
            },
            _ if self.poisoned(m) => None,
            other => {
                self.cx.error(
                    m.span,
                    format!("`{what}`'s tile is in a slice or a shared array, and `{name}` is {}", describe(other)),
                );
                None
            }
        }
    }

    /// A fragment argument that must be the operand `usage`.
    fn fragment_arg(&self, a: &Expr, usage: FragUse, what: &str, which: &str) -> Option<Frag> {
        match self.ty(a) {
            Ty::Fragment(f) if f.usage == usage => Some(*f),
            _ if self.poisoned(a) => None,
            // (A device fn's result: its type is in another expansion, which a kernel cannot see.)
            Ty::Opaque(_) => {
                self.cx.error(
                    a.span,
                    format!(
                        "{which} of `{what}` must be a fragment whose type the kernel knows, and this comes from a \
                         `#[device]` fn: bind it with its type (`let acc: wmma::Fragment<Accumulator, 16, 16, 16, \
                         f32> = …;`)"
                    ),
                );
                None
            }
            other => {
                let wanted = match usage {
                    FragUse::A => "an A operand (`wmma::load_a`)",
                    FragUse::B => "a B operand (`wmma::load_b`)",
                    FragUse::Accumulator => {
                        "an accumulator (`wmma::Fragment::<Accumulator, …>::zeroed()`, `wmma::load_c`)"
                    }
                    FragUse::Warpgroup(_) => "a warpgroup's accumulator (`wgmma::Accumulator::<64, N, f32>::zeroed()`)",
                };
                self.cx.error(a.span, format!("{which} of `{what}` is {wanted}, and this is {}", describe(other)));
                None
            }
        }
    }

    /// A fragment that an operation changes: a `let mut` local.
    fn mutable_local(&self, a: &Expr, what: &str) {
        if let Some(id) = a.root_local() {
            let l = &self.f.locals[id];
            if !l.mutable {
                self.cx.error(a.span, format!("`{what}` changes `{}`: declare it `let mut {}`", l.name, l.name));
            }
        }
    }

    /// `len`, `get`, `set`, `fill` of a fragment: element by element only for accumulators.
    fn fragment_method(&self, e: &Expr, recv: &Expr, m: FragMethod) {
        let Ty::Fragment(f) = self.ty(recv) else { return };
        let warpgroup = matches!(f.usage, FragUse::Warpgroup(_));
        if matches!(m, FragMethod::Row | FragMethod::Col) && !warpgroup {
            self.cx.error(
                e.span,
                "a warp's fragment follows the GPU's layout, which differs between GPUs: `row` and `col` are a warpgroup accumulator's (`wgmma::Accumulator`); store the fragment with `wmma::store` to place it",
            );
        }
        if matches!(m, FragMethod::Get | FragMethod::Set) && f.usage != FragUse::Accumulator && !warpgroup {
            self.cx.error(
                e.span,
                "an operand fragment's elements are in the hardware's order, not read or written one by one: \
                 `get` and `set` are an accumulator's (`fill` sets every element of any fragment)",
            );
        }
        if matches!(m, FragMethod::Set | FragMethod::Fill) {
            self.mutable_local(recv, if m == FragMethod::Set { "set" } else { "fill" });
        }
    }

    /// `x.load::<N>(i)`, `y.store(i, v)`: a count, a place that may be written, an array.
    fn vector_access(&self, e: &Expr, recv: &Expr, args: &[Expr]) {
        let name = self.name_of(recv);
        match (&e.kind, args) {
            (ExprKind::Method { count: None, .. }, [_]) => self.cx.error(
                e.span,
                format!(
                    "say how many elements `load` reads: `{name}.load::<4>(i)` reads `{name}[i..i + 4]` as a `[T; 4]`"
                ),
            ),
            (_, [_, v]) => {
                if let Ty::Slice { elem, mutable: false } = self.ty(recv) {
                    self.cx.error(
                        e.span,
                        format!("cannot store into `{name}`, a `&[{elem}]`: declare it `{name}: &mut [{elem}]`"),
                    );
                }
                if !matches!(self.ty(v), Ty::Array(..)) && !self.poisoned(v) {
                    self.cx.error(
                        v.span,
                        format!(
                            "`store` writes an array of the elements, `{name}.store(i, [a, b, c, d])`, not {}",
                            describe(self.ty(v))
                        ),
                    );
                }
            }
            _ => {}
        }
    }

    fn method(&self, e: &Expr, recv: &Expr, name: &proc_macro2::Ident, args: &[Expr], call: Call) {
        let n = name.to_string();
        match self.t.methods.get(&e.id) {
            Some(MethodRes::Scalar(_, d) | MethodRes::Generic(d)) => {
                if d.args.len() != args.len() {
                    let k = d.args.len();
                    self.cx.error(e.span, format!("`{n}` takes {k} argument{}", if k == 1 { "" } else { "s" }));
                }
            }
            Some(MethodRes::SliceLen | MethodRes::SliceIsEmpty | MethodRes::Device | MethodRes::Nd(_)) => {}
            Some(MethodRes::VectorLoad | MethodRes::VectorStore) => self.vector_access(e, recv, args),
            Some(MethodRes::Fragment(m)) => self.fragment_method(e, recv, *m),
            // Left to rustc: a literal's method, resolved once its type was known.
            None if self.t.deferred_methods.contains(&e.id) => {}
            None => match self.ty(recv) {
                Ty::Scalar(s) => self.no_method(name, &n, *s, call),
                Ty::Nd { rank, .. } => self.cx.error(
                    name.span(),
                    format!(
                        "no method `{n}` with {} argument{} on a {rank}-D array in kernels; its methods are {}",
                        args.len(),
                        if args.len() == 1 { "" } else { "s" },
                        crate::infer::NdMethod::names(*rank)
                    ),
                ),
                Ty::Opaque(_) => self.cx.error(name.span(), format!("no method `{n}` in kernels")),
                _ if self.poisoned(recv) => {}
                other => self.cx.error(name.span(), format!("no method `{n}` on {} in kernels", describe(other))),
            },
        }
    }

    /// A function of a prelude type whose element type nothing gives (`Complex::new(1.0, 0.5)`:
    /// rustc would take it from where the value goes, which C++ cannot).
    fn prelude_call(&self, e: &Expr, ty: &syn::Path, name: &proc_macro2::Ident, args: &[Expr]) {
        let Some(pt) = crate::library::prelude_type(ty) else { return };
        if !pt.functions.contains(&name.to_string().as_str()) {
            let list = pt.functions.iter().map(|f| format!("`{}::{f}`", pt.rust)).collect::<Vec<_>>().join(", ");
            self.cx.error(name.span(), format!("kernels have no `{}::{name}`; they have {list}", pt.rust));
            return;
        }
        let literal = |a: &Expr| match &a.kind {
            ExprKind::Lit(Lit::Int { suffix: None, .. } | Lit::Float { suffix: None, .. }) => true,
            ExprKind::Unary(UnOp::Neg, inner) => {
                matches!(inner.kind, ExprKind::Lit(Lit::Int { suffix: None, .. } | Lit::Float { suffix: None, .. }))
            }
            _ => false,
        };
        let written = ty.segments.last().is_some_and(|s| !s.arguments.is_none());
        if !written && !args.is_empty() && args.iter().all(literal) {
            self.cx.error(
                e.span,
                format!(
                    "the element type of this `{}` is not known in the kernel: give a literal its suffix (`1.0f32`), or \
                     write `{}::<f32>::{name}(…)`",
                    pt.rust, pt.rust
                ),
            );
        }
    }

    /// `a == b` of structs: C++ has no such operator for them (the prelude's types aside).
    fn struct_comparison(&self, e: &Expr, l: &Expr, r: &Expr) {
        for side in [l, r] {
            if let Ty::Scalar(Scalar::Struct(k)) = self.ty(side) {
                let path = &self.f.callees[*k as usize].path;
                if crate::library::prelude_type(path).is_none() {
                    self.cx.error(
                        e.span,
                        format!(
                            "kernels do not compare structs (`{}`) whole: compare their fields (`a.x == b.x && …`)",
                            crate::front::path_text(path)
                        ),
                    );
                    return;
                }
            }
        }
    }

    /// A scalar or struct type as the user wrote it.
    fn type_text(&self, s: Scalar) -> String {
        match s {
            Scalar::Struct(k) => {
                self.f.callees.get(k as usize).map(|c| crate::front::path_text(&c.path)).unwrap_or_default()
            }
            s => s.to_string(),
        }
    }

    fn no_method(&self, name: &proc_macro2::Ident, n: &str, s: Scalar, call: Call) {
        let list = methods::names_for(call, Some(s)).join(", ");
        let message = match call {
            Call::Math => format!("`math::{n}` does not take `{s}`; the `math` functions take floats"),
            Call::Method if list.is_empty() => format!("no method `{n}` on `{s}` in kernels"),
            Call::Method => format!("no method `{n}` on `{s}` in kernels; the methods of `{s}` are: {list}"),
        };
        self.cx.error(name.span(), message);
    }
}

/// A type as messages name it.
pub fn describe(t: &Ty) -> String {
    match t {
        Ty::Scalar(Scalar::Struct(_)) => "a struct".into(),
        Ty::Slice { elem: Scalar::Struct(_), .. } => "a slice of structs".into(),
        Ty::Scalar(s) => format!("`{s}`"),
        Ty::Slice { elem, mutable: false } => format!("`&[{elem}]`"),
        Ty::Slice { elem, mutable: true } => format!("`&mut [{elem}]`"),
        Ty::Nd { elem, rank, mutable: false } => format!("`&Array{rank}<{elem}>`"),
        Ty::Nd { elem, rank, mutable: true } => format!("`&mut Array{rank}<{elem}>`"),
        Ty::Tuple(ts) if ts.is_empty() => "`()`".into(),
        Ty::Tuple(_) => "a tuple".into(),
        Ty::Dim3 => "a `Dim3`".into(),
        Ty::Array(..) => "an array".into(),
        Ty::Shared(..) | Ty::DynShared(_) => "a shared array".into(),
        Ty::Fragment(f) => format!("a `{}`", f.rust()),
        Ty::TensorMap { mutable, .. } => {
            let m = if *mutable { "mut " } else { "" };
            format!("`&{m}{}`", map_type(t))
        }
        Ty::Tile { elem, swizzle, .. } => format!("a swizzled tile of `{elem}` (`{}<{elem}>`)", swizzle.rust()),
        Ty::Unit => "`()`".into(),
        _ => "a value".into(),
    }
}

/// The operand types of the tensor cores, for messages: `` `f16`, `bf16`, `f32` (as tf32), … ``.
fn operand_types() -> String {
    let names: Vec<String> = MMA_TYPES
        .iter()
        .map(|(s, ..)| if *s == Scalar::F32 { "`f32` (as tf32)".to_string() } else { format!("`{s}`") })
        .collect();
    names.join(", ")
}

/// Whether a `for` loop may visit the elements of a value of type `t`.
fn iterable(t: &Ty) -> bool {
    matches!(t, Ty::Array(..) | Ty::Slice { .. } | Ty::Shared(..) | Ty::DynShared(_))
}

/// A tensor map's type as written: `TensorMap2<f16, 64, 64>`, `TensorMap2<Swizzled128<f16>, 64, 64>`.
pub fn map_type(t: &Ty) -> String {
    let Ty::TensorMap { elem, boxes, swizzle, .. } = t else { return String::new() };
    let dims: Vec<String> = boxes.iter().map(|b| b.to_string()).collect();
    let e = match swizzle {
        Some(sw) => format!("{}<{elem}>", sw.rust()),
        None => elem.to_string(),
    };
    format!("TensorMap{}<{e}, {}>", boxes.len(), dims.join(", "))
}
