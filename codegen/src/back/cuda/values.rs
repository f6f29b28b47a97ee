//! Expressions as C++ values, with Rust's semantics through the prelude's helpers.

use super::*;

impl Emitter<'_> {
    /// Whether `e` can be written as one C++ expression, with no statements before it.
    pub(super) fn is_simple(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Lit(_)
            | ExprKind::Local(_)
            | ExprKind::Const(_)
            | ExprKind::ModuleConst(_)
            | ExprKind::GenericConst(_)
            | ExprKind::Builtin(_) => true,
            ExprKind::Unary(_, a) | ExprKind::Cast(a, _) | ExprKind::Field(a, _) => self.is_simple(a),
            ExprKind::From(_, a) | ExprKind::FromBits(_, a) | ExprKind::FromFloat(_, _, a) => self.is_simple(a),
            ExprKind::Binary(_, a, b) => self.is_simple(a) && self.is_simple(b),
            ExprKind::Index { base, index, .. } => self.is_simple(base) && self.is_simple(index),
            ExprKind::AsyncCopy { dst, dst_index, src, src_index, .. } => {
                [dst, dst_index, src, src_index].iter().all(|e| self.is_simple(e))
            }
            ExprKind::TmaLoad { .. } | ExprKind::TmaStore { .. } => false,
            ExprKind::Tuple(es)
            | ExprKind::Call { args: es, .. }
            | ExprKind::ArrayList(es)
            | ExprKind::Intrinsic { args: es, .. } => es.iter().all(|e| self.is_simple(e)),
            ExprKind::ArrayRepeat { value, .. } => self.is_simple(value),
            ExprKind::Method { recv, args, .. } => self.is_simple(recv) && args.iter().all(|e| self.is_simple(e)),
            ExprKind::Block { block, .. } => {
                block.stmts.is_empty() && block.tail.as_ref().is_some_and(|t| self.is_simple(t))
            }
            ExprKind::If { cond, then, els } => {
                self.is_simple(cond)
                    && then.stmts.is_empty()
                    && then.tail.as_ref().is_some_and(|t| self.is_simple(t))
                    && els.as_ref().is_some_and(|e| self.is_simple(e))
                    && !matches!(self.ty_of(e), Ty::Unit | Ty::Never)
            }
            _ => false,
        }
    }

    /// The value of `e` as a C++ expression, emitting any statements it needs first.
    pub(super) fn value(&mut self, e: &Expr) -> C {
        match &e.kind {
            ExprKind::Lit(l) => prim_or_neg(self.lit(l, &self.ty_of(e))),
            ExprKind::Local(id) => match &self.t.local[*id] {
                Ty::Slice { elem, mutable }
                    if self.slices[*id].is_some() && matches!(self.f.kind, FuncKind::Kernel { .. }) =>
                {
                    // A kernel's slice passed on to a device function.
                    let r = self.slices[*id].as_ref().map(|r| (r.ptr.clone(), r.len.clone())).unwrap_or_default();
                    let c = if *mutable { "" } else { "const " };
                    prim(format!("fc::slice<{c}{}>{{{}, {}}}", elem.cuda(), r.0, r.1))
                }
                Ty::Nd { elem, rank, mutable }
                    if self.f.locals[*id].kind == LocalKind::Param
                        && matches!(self.f.kind, FuncKind::Kernel { .. }) =>
                {
                    // A kernel's array passed on to a device function.
                    let r = self.arrays[*id].clone().unwrap_or(NdRepr { ptr: String::new(), dims: String::new() });
                    let c = if *mutable { "" } else { "const " };
                    prim(format!("fc::nd<{c}{}, {rank}>{{{}, {}}}", elem.cuda(), r.ptr, r.dims))
                }
                Ty::Shared(elem, n) => {
                    prim(format!("fc::slice<{}>{{{}, {}}}", self.cty(elem), self.local_names[*id], n.cuda()))
                }
                Ty::DynShared(elem) => {
                    let r = self.slices[*id].as_ref().map(|r| (r.ptr.clone(), r.len.clone())).unwrap_or_default();
                    prim(format!("fc::slice<{}>{{{}, {}}}", elem.cuda(), r.0, r.1))
                }
                _ => prim(self.local_names[*id].clone()),
            },
            ExprKind::Const(c) => prim_or_neg(c.cuda.clone()),
            ExprKind::ModuleConst(callee) => prim(format!("@@{callee}@@")),
            ExprKind::GenericConst(k) => prim(crate::ty::const_param_cuda(*k).to_string()),
            ExprKind::SubSlice { base, lo, hi, inclusive, mutable } => {
                let (b, len) = self.index_parts(base);
                let lo = match lo {
                    Some(lo) => self.value(lo).text,
                    None => "0ull".into(),
                };
                let (hi, inclusive) = match hi {
                    Some(hi) => (self.value(hi).text, *inclusive),
                    None => (len.clone(), false),
                };
                let elem = match self.ty_of(e) {
                    Ty::Slice { elem, .. } => elem.cuda(),
                    _ => "void",
                };
                let c = if *mutable { "" } else { "const " };
                let site = self.site(e.loc);
                prim(format!("fc::subslice<{c}{elem}>({b}, {len}, {lo}, {hi}, {inclusive}, {site})"))
            }
            ExprKind::Builtin(b) => prim(self.builtin(*b)),
            ExprKind::Unary(op, inner) => self.unary(*op, inner, e),
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, e),
            ExprKind::Cast(inner, to) => {
                let from = self.ty_of(inner);
                let v = self.value(inner);
                match from {
                    Ty::Scalar(s) if s == *to => v,
                    Ty::Scalar(s) if s.is_float() && to.is_int() => prim(format!("fc::f2i<{}>({})", to.cuda(), v.text)),
                    Ty::Scalar(_) => C { text: format!("({}){}", to.cuda(), v.at(UNARY)), prec: UNARY },
                    _ => prim(format!("fc::as<{}>({})", to.cuda(), v.text)),
                }
            }
            // `f16::from(7u8)`: exact through `float`.
            ExprKind::From(to, inner) if to.is_half() => {
                let v = self.value(inner);
                prim(format!("fc::to_half<{}>((float){})", to.cuda(), v.at(UNARY)))
            }
            ExprKind::From(to, inner) => {
                let v = self.value(inner);
                C { text: format!("({}){}", to.cuda(), v.at(UNARY)), prec: UNARY }
            }
            ExprKind::FromBits(to, inner) => {
                let v = self.value(inner);
                match to {
                    Scalar::F32 => prim(format!("__uint_as_float({})", v.text)),
                    Scalar::F64 => prim(format!("__longlong_as_double((long long)({}))", v.text)),
                    half => prim(format!("{}{{(unsigned short)({})}}", half.cuda(), v.text)),
                }
            }
            ExprKind::FromFloat(to, _, inner) => {
                let v = self.value(inner);
                prim(format!("fc::to_half<{}>({})", to.cuda(), v.text))
            }
            ExprKind::Field(base, f) => {
                let b = self.value(base);
                match f {
                    Field::Index(i) => prim(format!("{}.f{i}", b.at(PRIMARY))),
                    Field::Axis(a) => prim(format!("{}.{}", b.at(PRIMARY), AXES[*a])),
                    Field::Named(k) => prim(format!("{}.{}", b.at(PRIMARY), self.field_cpp(*k))),
                }
            }
            ExprKind::Tuple(es) if es.is_empty() => prim(""),
            ExprKind::Tuple(es) => {
                let vals = self.values_in_order(es);
                let ty = self.cty(&self.ty_of(e));
                prim(format!("{ty}{{{}}}", vals.iter().map(|v| v.text.clone()).collect::<Vec<_>>().join(", ")))
            }
            ExprKind::Index { base, index, checked } if matches!(self.ty_of(base), Ty::Nd { .. }) => {
                let checked = *checked && !self.proven.contains(&e.id);
                self.nd_index(e, base, index, checked)
            }
            ExprKind::Index { base, index, checked } => {
                // (A lane's element of a vector load, on a `_lanes_v` twin's vector path.)
                if let Some(element) = self.merged_read(e) {
                    return prim(element);
                }
                let checked = &(*checked && !self.proven.contains(&e.id));
                let (b, len) = self.index_parts(base);
                let i = self.value(index);
                let constant = match (&index.kind, len.trim_end_matches("ull").parse::<u128>()) {
                    (ExprKind::Lit(Lit::Int { value, .. }), Ok(n)) => *value < n,
                    _ => false,
                };
                let site = self.site(e.loc);
                // Only reads of slice parameters defer their checks: those are the
                // long-latency loads worth keeping in flight together. Shared and local
                // arrays are close, and their immediate checks are often loop-invariant,
                // which the compiler hoists.
                // (Not a struct's: a failed read loads from a scratch word of 16 bytes.)
                let param_slice = match base.kind {
                    ExprKind::Local(id) => {
                        self.slices[id].is_some()
                            && self.f.locals[id].kind == LocalKind::Param
                            && !matches!(self.ty_of(e), Ty::Scalar(Scalar::Struct(_)))
                    }
                    _ => false,
                };
                let deferred = match (&self.pending, *checked && !constant) {
                    (Some(_), true) if !self.immediate && param_slice => self.deferred_site(e.loc, &len),
                    _ => None,
                };
                match (&self.pending, *checked && !constant, deferred) {
                    (_, false, _) => prim(format!("{b}[{}]", i.text)),
                    (Some(p), true, Some(packed)) => {
                        C { text: format!("*fc::defer_ptr({b}, {}, {len}, {p}, {packed}u)", i.text), prec: UNARY }
                    }
                    (Some(p), true, None) => prim(format!(
                        "{b}[fc::check_index_p({}, {len}, {p}, {}({p}.site & 31u), {site})]",
                        i.text, self.len_of
                    )),
                    (None, true, _) => prim(format!("{b}[fc::check_index({}, {len}, {site})]", i.text)),
                }
            }
            ExprKind::SharedArray { .. } | ExprKind::DynamicShared(_) => prim("/* shared arrays are bound by `let` */"),
            ExprKind::ArrayRepeat { value, .. } => {
                let v = self.value(value);
                let ty = self.cty(&self.ty_of(e));
                prim(format!("{ty}::splat({})", v.text))
            }
            ExprKind::ArrayList(es) => {
                let vals = self.values_in_order(es);
                let ty = self.cty(&self.ty_of(e));
                prim(format!("{ty}{{{{{}}}}}", vals.iter().map(|v| v.text.clone()).collect::<Vec<_>>().join(", ")))
            }
            ExprKind::Intrinsic { op, args } => self.intrinsic(e, *op, args),
            ExprKind::Wmma { op, args } => self.immediately(|s| s.wmma(e, *op, args)),
            ExprKind::AsyncCopy { dst, dst_index, src, src_index, count } => {
                self.async_copy(e, [dst, dst_index, src, src_index], *count)
            }
            ExprKind::TmaLoad { dst, dst_index, map, coords, bars, bar_index } => {
                self.immediately(|s| s.tma_load(e, [dst, dst_index, map, bars, bar_index], coords))
            }
            ExprKind::TmaStore { map, coords, src, src_index } => {
                self.immediately(|s| s.tma_store(e, [map, src, src_index], coords))
            }
            ExprKind::Method { recv, args, .. } => self.method(e, recv, args),
            ExprKind::Call { callee, args } => {
                let mut vals: Vec<String> = self.values_in_order(args).into_iter().map(|v| v.text).collect();
                vals.push(self.next_depth());
                prim(format!("@@{callee}@@({})", vals.join(", ")))
            }
            ExprKind::AssocCall { ty, name, args, .. } => {
                let mut vals: Vec<String> = self.values_in_order(args).into_iter().map(|v| v.text).collect();
                vals.push(self.next_depth());
                prim(format!("{}({})", assoc_cpp(ty, name), vals.join(", ")))
            }
            ExprKind::StructLit { ty, fields, base } => {
                // Rust evaluates the fields in the order written, then the base.
                let exprs: Vec<&Expr> = fields.iter().map(|(_, v)| v).chain(base.as_deref()).collect();
                let mut vals = Vec::new();
                for (i, x) in exprs.iter().enumerate() {
                    let v = self.value(x);
                    let later_needs_statements = exprs[i + 1..].iter().any(|l| !self.is_simple(l));
                    vals.push(if later_needs_statements && !is_trivial(x) { self.save(v, &self.ty_of(x)) } else { v });
                }
                let tmp = self.temp();
                let init = match base {
                    Some(_) => format!(" = {}", vals[fields.len()].text),
                    None => String::new(),
                };
                self.push_line(&format!("{} {tmp}{init};", ty.cuda()));
                for ((field, _), v) in fields.iter().zip(&vals) {
                    self.push_line(&format!("{tmp}.{} = {};", self.member_cpp(*field), v.text));
                }
                prim(tmp)
            }
            ExprKind::Block { block, .. } if block.stmts.is_empty() && block.tail.is_some() => match &block.tail {
                Some(t) => self.value(t),
                None => prim(""),
            },
            ExprKind::If { cond, then, els: Some(els) } if self.is_simple(e) => {
                let c = self.value(cond);
                let a = match &then.tail {
                    Some(t) => self.value(t),
                    None => prim(""),
                };
                let b = self.value(els);
                C { text: format!("{} ? {} : {}", c.at(3), a.at(3), b.at(2)), prec: 2 }
            }
            _ => {
                // Statement-like: evaluate into a temporary.
                let ty = self.ty_of(e);
                if matches!(ty, Ty::Unit | Ty::Never) {
                    self.expr_into(e, &Dest::Discard);
                    return prim("");
                }
                let tmp = self.temp();
                self.push_line(&format!("{} {tmp};", self.cty(&ty)));
                self.expr_into(e, &Dest::Var(tmp.clone()));
                prim(tmp)
            }
        }
    }

    /// The depth a call passes to a device function: one more than this function's.
    pub(super) fn next_depth(&self) -> String {
        match &self.depth {
            Some(depth) => format!("{depth} + 1u"),
            None => "1u".into(),
        }
    }

    /// The C++ name of field `k` of `Func::field_names`.
    pub(super) fn field_cpp(&self, k: usize) -> String {
        self.f.field_names.get(k).map(|n| crate::names::cpp_spelling(&n.to_string())).unwrap_or_default()
    }

    /// The C++ member a struct's field is: its name's spelling, or `f{i}` for a tuple
    /// struct's field `i` (as `#[derive(DeviceCopy)]` names it, and as tuples name theirs).
    pub(super) fn member_cpp(&self, field: Field) -> String {
        match field {
            Field::Named(k) => self.field_cpp(k),
            Field::Index(i) => format!("f{i}"),
            Field::Axis(a) => AXES[a].to_string(),
        }
    }

    /// What an index applies to: the C++ of the indexed thing and its length.
    pub(super) fn index_parts(&mut self, base: &Expr) -> (String, String) {
        match (&base.kind, self.ty_of(base)) {
            (ExprKind::Local(id), t) => {
                if let Some(r) = &self.slices[*id] {
                    return (r.ptr.clone(), r.len.clone());
                }
                let name = self.local_names[*id].clone();
                match t {
                    Ty::Shared(_, n) | Ty::Array(_, n) | Ty::Tile { len: Some(n), .. } => (name, n.cuda()),
                    Ty::Opaque(o) => (name, format!("{}::len", self.opaque_names[o as usize])),
                    _ => (format!("{name}.ptr"), format!("{name}.len")),
                }
            }
            (_, Ty::Shared(_, n) | Ty::Array(_, n)) => (self.value(base).text, n.cuda()),
            // An array only C++ knows the type of (`fc::array`): a module constant's.
            (_, Ty::Opaque(o)) => (self.value(base).text, format!("{}::len", self.opaque_names[o as usize])),
            _ => (self.value(base).text, "0ull".into()),
        }
    }

    pub(super) fn intrinsic(&mut self, e: &Expr, op: Intrinsic, args: &[Expr]) -> C {
        if let Some(text) = self.lane_query(op) {
            return C { text, prec: 16 };
        }
        let site = self.site(e.loc);
        let def = op.def;
        let mut text = def.cuda.to_string();
        let nd_target = matches!(def.sig, Sig::Atomic(_)) && matches!(self.ty_of(&args[0]), Ty::Nd { .. });
        let vals: Vec<String> = if nd_target {
            // An array's element: its offset checked on every axis.
            let r = self.nd_parts(&args[0]);
            let ix = self.nd_index_list(&args[1]);
            let rest = self.values_in_order(&args[2..]);
            text = text.replace("{place}", &format!("&{}[fc::nd_check({}, {ix}, {site})]", r.ptr, r.dims));
            [String::new(), String::new()].into_iter().chain(rest.into_iter().map(|v| v.text)).collect()
        } else if let Sig::Atomic(_) | Sig::Barrier { .. } = def.sig {
            // The element's address, checked once: `{place}`; then the values, numbered from 2.
            let (b, len) = self.index_parts(&args[0]);
            let rest = self.values_in_order(&args[1..]);
            let i = &rest[0].text;
            let mut place = format!("&{b}[fc::check_index({i}, {len}, {site})]");
            if matches!(def.sig, Sig::Barrier { .. }) && matches!(self.ty_of(&args[0]), Ty::Slice { .. }) {
                place = format!("fc::shared_barrier({place}, {site})");
            }
            text = text.replace("{place}", &place);
            std::iter::once(String::new()).chain(rest.into_iter().map(|v| v.text)).collect()
        } else {
            let vals: Vec<String> = self.values_in_order(args).into_iter().map(|v| v.text).collect();
            let (mask, rest) =
                if op.masked { (vals[0].clone(), vals[1..].to_vec()) } else { ("0xffffffffu".to_string(), vals) };
            text = text.replace("{mask}", &mask);
            rest
        };
        for (i, v) in vals.iter().enumerate() {
            text = text.replace(&format!("{{{i}}}"), v);
        }
        let text = text.replace("{site}", &site);
        C { text, prec: def.prec }
    }

    /// Values of several operands, left to right: an operand that has effects is saved in a
    /// temporary when a later operand needs statements, so C++ cannot reorder them.
    pub(super) fn values_in_order(&mut self, es: &[Expr]) -> Vec<C> {
        let mut out = Vec::new();
        for (i, e) in es.iter().enumerate() {
            let v = self.value(e);
            let later_needs_statements = es[i + 1..].iter().any(|x| !self.is_simple(x));
            if later_needs_statements && !is_trivial(e) {
                let ty = self.ty_of(e);
                out.push(self.save(v, &ty));
            } else {
                out.push(v);
            }
        }
        out
    }

    pub(super) fn lit(&self, l: &Lit, ty: &Ty) -> String {
        match (l, ty) {
            (Lit::Bool(b), _) => b.to_string(),
            (Lit::Int { value, .. }, Ty::Scalar(s)) => builtins::int_lit(*value as i128, *s),
            (Lit::Float { digits, .. }, Ty::Scalar(Scalar::F32)) => {
                builtins::float_lit_f32(digits.parse().unwrap_or(0.0))
            }
            (Lit::Float { digits, .. }, Ty::Scalar(_)) => builtins::float_lit_f64(digits.parse().unwrap_or(0.0)),
            (Lit::Int { value, .. }, t @ Ty::Opaque(_)) => format!("fc::ilit<{}>({value}ull)", self.cty(t)),
            (Lit::Float { digits, .. }, t @ Ty::Opaque(_)) => {
                let f: f32 = digits.parse().unwrap_or(0.0);
                let d: f64 = digits.parse().unwrap_or(0.0);
                format!("fc::flit<{}>({}, {})", self.cty(t), builtins::float_lit_f32(f), builtins::float_lit_f64(d))
            }
            (Lit::Int { value, .. }, _) => value.to_string(),
            (Lit::Float { digits, .. }, _) => digits.clone(),
        }
    }

    pub(super) fn builtin(&self, b: Builtin) -> String {
        if let Some(text) = self.lane_builtin(b) {
            return text;
        }
        match b {
            Builtin::Grid(1) => self.axis_text(false, 0),
            Builtin::GridSize(1) => self.axis_text(true, 0),
            Builtin::Grid(n) | Builtin::GridSize(n) => {
                let size = matches!(b, Builtin::GridSize(_));
                let parts: Vec<String> = (0..n).map(|a| self.axis_text(size, a)).collect();
                let tys = vec!["unsigned long long"; n as usize].join(", ");
                format!("fc::tup{n}<{tys}>{{{}}}", parts.join(", "))
            }
            Builtin::ThreadIdx => "threadIdx".into(),
            Builtin::BlockIdx => "blockIdx".into(),
            Builtin::BlockDim => "blockDim".into(),
            Builtin::GridDim => "gridDim".into(),
        }
    }

    pub(super) fn unary(&mut self, op: UnOp, inner: &Expr, e: &Expr) -> C {
        let ty = self.ty_of(e);
        // `-literal` is a negative literal.
        if let (UnOp::Neg, ExprKind::Lit(l), Ty::Scalar(s)) = (op, &inner.kind, &ty) {
            match l {
                Lit::Int { value, .. } => return prim_or_neg(builtins::int_lit(-(*value as i128), *s)),
                Lit::Float { digits, .. } => {
                    let text = if *s == Scalar::F32 {
                        builtins::float_lit_f32(-digits.parse::<f32>().unwrap_or(0.0))
                    } else {
                        builtins::float_lit_f64(-digits.parse::<f64>().unwrap_or(0.0))
                    };
                    return prim_or_neg(text);
                }
                Lit::Bool(_) => {}
            }
        }
        let v = self.value(inner);
        match (op, ty.scalar()) {
            (UnOp::Neg, Some(s)) if s.is_float() => {
                // `- -2.25` is not `--2.25` (a decrement) in C++.
                let operand = v.at(UNARY);
                let operand = if operand.starts_with('-') { format!("({operand})") } else { operand };
                C { text: format!("-{operand}"), prec: UNARY }
            }
            (UnOp::Neg, _) => prim(format!("fc::neg({})", v.text)),
            (UnOp::Not, Some(Scalar::Bool)) => C { text: format!("!{}", v.at(UNARY)), prec: UNARY },
            (UnOp::Not, Some(s)) if s.c_ops_wrap() || matches!(s, Scalar::I32 | Scalar::I64 | Scalar::Isize) => {
                C { text: format!("~{}", v.at(UNARY)), prec: UNARY }
            }
            (UnOp::Not, _) => prim(format!("fc::bnot({})", v.text)),
        }
    }

    pub(super) fn binary(&mut self, op: BinOp, l: &Expr, r: &Expr, e: &Expr) -> C {
        if op.is_logical() && !self.is_simple(r) {
            // Short-circuit with statements on the right: `bool t = a; if (t) { …; t = b; }`.
            let a = self.value(l);
            let tmp = self.temp();
            self.push_line(&format!("bool {tmp} = {};", a.text));
            let test = if op == BinOp::And { tmp.clone() } else { format!("!{tmp}") };
            self.open(&format!("if ({test}) "));
            self.scoped_into(r, &Dest::Var(tmp.clone()));
            self.close("");
            return prim(tmp);
        }
        let vals = self.values_in_order_pair(l, r);
        let (a, b) = vals;
        let ty = self.ty_of(l);
        let p = binop_prec(op);
        let native = |a: &C, b: &C| C { text: format!("{} {} {}", a.at(p), op.c_op(), b.at(p + 1)), prec: p };
        if op.is_comparison() || op.is_logical() {
            return native(&a, &b);
        }
        let site = self.site(e.loc);
        match ty {
            Ty::Scalar(s) if s.is_float() => match op {
                BinOp::Rem if s.is_primitive() => {
                    prim(format!("{}({}, {})", if s == Scalar::F32 { "fmodf" } else { "fmod" }, a.text, b.text))
                }
                _ => native(&a, &b),
            },
            Ty::Scalar(s) if s.c_ops_wrap() => match op {
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => native(&a, &b),
                BinOp::Div => prim(format!("fc::div({}, {}, {site})", a.text, b.text)),
                BinOp::Rem => prim(format!("fc::rem({}, {}, {site})", a.text, b.text)),
                BinOp::Shl | BinOp::Shr => self.shift(op, s, a, b, r),
                _ => native(&a, &b),
            },
            Ty::Scalar(Scalar::I32 | Scalar::I64 | Scalar::Isize)
                if matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) =>
            {
                native(&a, &b)
            }
            Ty::Scalar(s) if matches!(op, BinOp::Shl | BinOp::Shr) => self.shift(op, s, a, b, r),
            _ => {
                let f = match op {
                    BinOp::Add => "add",
                    BinOp::Sub => "sub",
                    BinOp::Mul => "mul",
                    BinOp::Div => "div",
                    BinOp::Rem => "rem",
                    BinOp::BitAnd => "band",
                    BinOp::BitOr => "bor",
                    BinOp::BitXor => "bxor",
                    BinOp::Shl => "shl",
                    _ => "shr",
                };
                let site = if matches!(op, BinOp::Div | BinOp::Rem) { format!(", {site}") } else { String::new() };
                prim(format!("fc::{f}({}, {}{site})", a.text, b.text))
            }
        }
    }

    pub(super) fn values_in_order_pair(&mut self, l: &Expr, r: &Expr) -> (C, C) {
        let a = self.value(l);
        let a = if !self.is_simple(r) && !is_trivial(l) { self.save(a, &self.ty_of(l)) } else { a };
        let b = self.value(r);
        (a, b)
    }

    pub(super) fn shift(&mut self, op: BinOp, s: Scalar, a: C, b: C, r: &Expr) -> C {
        // A literal amount below the width needs no masking; unsigned types of at least 32
        // bits shift natively.
        if s.c_ops_wrap() {
            if let ExprKind::Lit(Lit::Int { value, .. }) = r.kind {
                if value < s.bits() as u128 {
                    let p = binop_prec(op);
                    return C { text: format!("{} {} {value}", a.at(p), op.c_op()), prec: p };
                }
            }
        }
        let f = if op == BinOp::Shl { "shl" } else { "shr" };
        prim(format!("fc::{f}({}, {})", a.text, b.text))
    }

    /// What an N-d array expression is: a local's pointer and dims, or a temporary's.
    pub(super) fn nd_parts(&mut self, base: &Expr) -> NdRepr {
        if let ExprKind::Local(id) = base.kind {
            if let Some(r) = &self.arrays[id] {
                return r.clone();
            }
        }
        let v = self.value(base);
        let t = self.save(v, &self.ty_of(base));
        NdRepr { ptr: format!("{}.ptr", t.text), dims: format!("{}.d", t.text) }
    }

    /// The index of an N-d access as a C++ braced list of `usize` (`{i, j}`), or an array
    /// value's elements.
    pub(super) fn nd_index_list(&mut self, index: &Expr) -> String {
        match &index.kind {
            ExprKind::ArrayList(es) => {
                let vals: Vec<String> = self.values_in_order(es).into_iter().map(|v| v.text).collect();
                format!("{{{}}}", vals.join(", "))
            }
            _ if self.ty_of(index) == Ty::USIZE => format!("{{{}}}", self.value(index).text),
            _ => format!("{}.v", self.value(index).at(PRIMARY)),
        }
    }

    /// `a[[i, j]]`: checked on every axis (reads deferred, as slices' are), unchecked when
    /// written `*a.uget([i, j])` or in an `unchecked` kernel.
    fn nd_index(&mut self, e: &Expr, base: &Expr, index: &Expr, checked: bool) -> C {
        let r = self.nd_parts(base);
        let ix = self.nd_index_list(index);
        let site = self.site(e.loc);
        if !checked {
            return prim(format!("{}[fc::nd_off({}, {ix})]", r.ptr, r.dims));
        }
        // (Not a struct's: a failed read loads from a scratch word of 16 bytes.)
        let is_struct = matches!(self.ty_of(e), Ty::Scalar(Scalar::Struct(_)));
        let shape = format!("fc::shape_of({})", r.dims);
        // (Only parameters' reads defer: the number of the array names it where the failure
        // is raised, in scope there.)
        let param = matches!(base.kind, ExprKind::Local(id) if self.f.locals[id].kind == LocalKind::Param);
        let deferred = match &self.pending {
            Some(_) if !self.immediate && !is_struct && param => self.deferred_site(e.loc, &shape),
            _ => None,
        };
        match (&self.pending, deferred) {
            (Some(p), Some(packed)) => {
                C { text: format!("*fc::defer_nd({}, {}, {ix}, {p}, {packed}u)", r.ptr, r.dims), prec: UNARY }
            }
            (Some(p), None) => prim(format!(
                "{}[fc::nd_check_p({}, {ix}, {p}, {}({p}.site & 31u), {site})]",
                r.ptr, r.dims, self.len_of
            )),
            (None, _) => prim(format!("{}[fc::nd_check({}, {ix}, {site})]", r.ptr, r.dims)),
        }
    }

    /// `a.dim()`, `a.row(i)` and the other methods of N-d arrays.
    fn nd_method(&mut self, e: &Expr, recv: &Expr, args: &[Expr], m: NdMethod) -> C {
        let Ty::Nd { rank, .. } = self.ty_of(recv) else { return prim("0") };
        let r = self.nd_parts(recv);
        let axes = |f: &dyn Fn(usize) -> String| (0..rank as usize).map(f).collect::<Vec<_>>().join(", ");
        match m {
            // (As `usize`: a 32-bit variant holds the extents in 32 bits.)
            NdMethod::Dim if rank == 1 => prim(format!("(unsigned long long){}.n[0]", r.dims)),
            NdMethod::Dim => {
                let ty = self.cty(&self.ty_of(e));
                prim(format!("{ty}{{{}}}", axes(&|k| format!("(unsigned long long){}.n[{k}]", r.dims))))
            }
            NdMethod::Shape => prim(format!(
                "fc::array<unsigned long long, {rank}>{{{{{}}}}}",
                axes(&|k| format!("(unsigned long long){}.n[{k}]", r.dims))
            )),
            NdMethod::Strides => prim(format!(
                "fc::array<long long, {rank}>{{{{{}}}}}",
                axes(&|k| format!("(long long){}.s[{k}]", r.dims))
            )),
            NdMethod::Len => prim(format!("fc::nd_len({})", r.dims)),
            NdMethod::IsEmpty => C { text: format!("fc::nd_len({}) == 0ull", r.dims), prec: 8 },
            NdMethod::Extent(k) => prim(format!("(unsigned long long){}.n[{k}]", r.dims)),
            NdMethod::Lane { axis, .. } => {
                let i = self.value(&args[0]);
                let f = if axis == 0 { "nd_row" } else { "nd_column" };
                let site = self.site(crate::back::sim::method_site(e));
                prim(format!("fc::{f}({}, {}, {}, {site})", r.ptr, r.dims, i.text))
            }
        }
    }

    /// `x.load::<N>(i)` and `y.store(i, v)`: the range `i..i + N` checked once (not in an
    /// unchecked kernel), then the prelude's pieces of 16 bytes where the address allows.
    fn vector_access(&mut self, e: &Expr, recv: &Expr, args: &[Expr], store: bool) -> C {
        // (Its operands' reads checked at once too: nothing of it happens after a failure.)
        self.immediately(|s| s.vector_access_now(e, recv, args, store))
    }

    fn vector_access_now(&mut self, e: &Expr, recv: &Expr, args: &[Expr], store: bool) -> C {
        let (b, len) = self.index_parts(recv);
        let vals = self.values_in_order(args);
        let n = match self.ty_of(if store { &args[1] } else { e }) {
            Ty::Array(_, n) => n.cuda(),
            _ => "0".into(),
        };
        let first = format!("&({b})[0]");
        let i = &vals[0].text;
        let unchecked = self.unchecked_kernel() || self.proven.contains(&e.id);
        let site = self.site(crate::back::sim::method_site(e));
        let a = self.known_align(recv);
        prim(match (store, unchecked) {
            (false, false) => format!("fc::vload<{n}, {a}>({first}, {len}, {i}, {site})"),
            (false, true) => format!("fc::vload_at<{n}, {a}>({first}, {i})"),
            (true, false) => format!("fc::vstore<{n}, {a}>({first}, {len}, {i}, {}, {site})", vals[1].text),
            (true, true) => format!("fc::vstore_at<{n}, {a}>({first}, {i}, {})", vals[1].text),
        })
    }

    /// `wmma::…`: the prelude's fragments; a tile's range and alignment checked once (not in
    /// an unchecked kernel), then the PTX `wmma` instruction.
    fn wmma(&mut self, e: &Expr, op: WmmaOp, args: &[Expr]) -> C {
        let checked = !self.unchecked_kernel();
        let site = self.site(e.loc);
        let misaligned = format!("FC_WMMA_MISALIGNED(\"{}\")", op.name());
        match op {
            // (A warpgroup's accumulator is zeroed by its first multiply: see the prelude.)
            WmmaOp::Fill(frag) if args.is_empty() && matches!(frag.usage, FragUse::Warpgroup(_)) => {
                prim(format!("{}::zeroed()", frag.cuda()))
            }
            WmmaOp::Fill(frag) => {
                let v = match args.first() {
                    Some(a) => self.value(a).text,
                    None => "{}".to_string(),
                };
                prim(format!("{}::filled({v})", frag.cuda()))
            }
            WmmaOp::Load { usage, layout } => {
                // (`&x[at..]` is checked with the tile, as Rust checks the two in turn; in an
                // unchecked kernel it is the address of `x[at]`.)
                let (b, len, start) = match &args[0].kind {
                    ExprKind::SubSlice { base, lo, hi: None, .. } => {
                        let (b, len) = self.index_parts(base);
                        let start = match lo {
                            Some(lo) => {
                                let v = self.value(lo);
                                if self.is_simple(&args[1]) { v } else { self.save(v, &Ty::USIZE) }.text
                            }
                            None => "0ull".into(),
                        };
                        (b, len, start)
                    }
                    _ => {
                        let (b, len) = self.tile_parts(&args[0]);
                        (b, len, "0ull".into())
                    }
                };
                let ld = self.value(&args[1]).text;
                let f = match usage {
                    FragUse::A => "load_a",
                    FragUse::B => "load_b",
                    FragUse::Accumulator | FragUse::Warpgroup(_) => "load_c",
                };
                let l = layout.cuda();
                let (range, align) = (!self.proven.contains(&e.id), !self.aligned_tiles.contains(&e.id));
                prim(if checked {
                    format!(
                        "fc::wmma::{f}<{l}, {range}, {align}>(&({b})[0], {len}, {start}, {ld}, {misaligned}, {site})"
                    )
                } else {
                    format!("fc::wmma::{f}_at<{l}>(&({b})[0] + {start}, {ld})")
                })
            }
            WmmaOp::Warpgroup => self.wgmma_mma(e, args),
            WmmaOp::Mma => {
                let vals = self.values_in_order(args);
                prim(format!("fc::wmma::mma({}, {}, {})", vals[0].text, vals[1].text, vals[2].text))
            }
            WmmaOp::Store { layout } => {
                let (b, len) = self.tile_parts(&args[0]);
                let vals = self.values_in_order(&args[1..]);
                let (off, ld, acc) = (&vals[0].text, &vals[1].text, &vals[2].text);
                let l = layout.cuda();
                let (range, align) = (!self.proven.contains(&e.id), !self.aligned_tiles.contains(&e.id));
                prim(if checked {
                    format!(
                        "fc::wmma::store<{l}, {range}, {align}>(&({b})[0], {len}, {off}, {ld}, {acc}, {misaligned}, {site})"
                    )
                } else {
                    format!("fc::wmma::store_at<{l}>(&({b})[0] + {off}, {ld}, {acc})")
                })
            }
        }
    }

    /// A tile's memory, as `index_parts`; a part taken on the spot (`&x[at..]`) in a temporary.
    fn tile_parts(&mut self, m: &Expr) -> (String, String) {
        match (&m.kind, self.ty_of(m)) {
            (ExprKind::Local(_), _) => self.index_parts(m),
            (_, t @ Ty::Slice { .. }) => {
                let v = self.value(m);
                let tmp = self.save(v, &t).text;
                (format!("{tmp}.ptr"), format!("{tmp}.len"))
            }
            _ => self.index_parts(m),
        }
    }

    /// `len`, `get`, `set`, `fill` of a fragment (an index proven below the lane's count, or
    /// in an unchecked kernel, is not checked).
    fn fragment_method(&mut self, e: &Expr, recv: &Expr, args: &[Expr], m: FragMethod) -> C {
        let Ty::Fragment(frag) = self.ty_of(recv) else { return prim("0") };
        if let FragUse::Warpgroup(n) = frag.usage {
            return self.wgacc_method(e, recv, args, m, n);
        }
        let r = self.value(recv).text;
        let vals = self.values_in_order(args);
        let n = frag.per_lane();
        let proven = self.unchecked_kernel()
            || matches!(&args.first().map(|a| &a.kind), Some(ExprKind::Lit(Lit::Int { value, .. })) if *value < u128::from(n));
        let site = self.site(crate::back::sim::method_site(e));
        prim(match (m, proven) {
            (FragMethod::Len, _) => format!("{n}ull"),
            (FragMethod::Get, true) => format!("{r}.x[{}]", vals[0].text),
            (FragMethod::Get, false) => format!("fc::wmma::get({r}, {}, {site})", vals[0].text),
            (FragMethod::Set, true) => format!("(void)({r}.x[{}] = {})", vals[0].text, vals[1].text),
            (FragMethod::Set, false) => format!("fc::wmma::set({r}, {}, {}, {site})", vals[0].text, vals[1].text),
            (FragMethod::Fill, _) => format!("fc::wmma::fill({r}, {})", vals[0].text),
            // (A warp's fragment has no `row` or `col`: `valid` reports them.)
            (FragMethod::Row | FragMethod::Col, _) => "0ull".to_string(),
        })
    }

    /// `#[kernel(unchecked)]`: no bounds checks in its CUDA.
    pub(super) fn unchecked_kernel(&self) -> bool {
        matches!(self.f.kind, FuncKind::Kernel { unchecked: true, .. })
    }

    /// What is known of the alignment of a vector access's base, in bytes, as C++: a shared
    /// array is declared at 16 bytes, a row of a 2-D one at its row size's; a slice may
    /// start anywhere (1: the address is tested).
    fn known_align(&self, base: &Expr) -> String {
        match (&base.kind, self.ty_of(base)) {
            (ExprKind::Local(_), Ty::Shared(..) | Ty::DynShared(_)) => "16".into(),
            (ExprKind::Index { base: outer, .. }, Ty::Shared(row, m)) if matches!(outer.kind, ExprKind::Local(_)) => {
                format!("fc::known_align(sizeof({}) * {})", self.cty(&row), m.cuda())
            }
            _ => "1".into(),
        }
    }

    /// `pipeline::copy::<N>(dst, j, src, i)`: both ranges checked (not in an unchecked
    /// kernel), then the prelude's `cp.async` pieces.
    fn async_copy(&mut self, e: &Expr, parts: [&Expr; 4], count: Len) -> C {
        self.immediately(|s| s.async_copy_now(e, parts, count))
    }

    fn async_copy_now(&mut self, e: &Expr, [dst, j, src, i]: [&Expr; 4], count: Len) -> C {
        let (d, dlen) = self.index_parts(dst);
        let jv = self.value(j);
        let jv = if !self.is_simple(src) || !self.is_simple(i) { self.save(jv, &Ty::USIZE) } else { jv };
        let (s, slen) = self.index_parts(src);
        let iv = self.value(i);
        let n = count.cuda();
        let (j, i) = (jv.text, iv.text);
        let a = self.known_align(dst);
        if self.unchecked_kernel() {
            return prim(format!("fc::cp_async_at<{n}, {a}>(&({d})[0], {j}, &({s})[0] + {i})"));
        }
        let site = self.site(e.loc);
        let dst_checked = !self.proven.contains(&e.id);
        // (The source's proof is keyed by the slice expression: see `proofs.rs`.)
        let src_checked = !self.proven.contains(&src.id);
        prim(format!(
            "fc::cp_async<{n}, {a}, {dst_checked}, {src_checked}>(&({d})[0], {dlen}, {j}, &({s})[0], {slen}, {i}, {site})"
        ))
    }

    /// `tma::load(dst, j, map, [c0, c1], bars, i)`: the destination's range and alignment and
    /// the barrier's index checked, then the tensor copy (coordinates innermost first, as the
    /// instruction takes them).
    fn tma_load(&mut self, e: &Expr, [dst, j, map, bars, i]: [&Expr; 5], coords: &[Expr]) -> C {
        let Ty::TensorMap { boxes, .. } = self.ty_of(map) else { return prim("((void)0)".to_string()) };
        let (d, dlen) = self.index_parts(dst);
        let m = self.value(map).text;
        let (b, blen) = self.index_parts(bars);
        let slice_bars = matches!(self.ty_of(bars), Ty::Slice { .. });
        // (Each saved, so that C++ evaluates them left to right.)
        let mut vals = Vec::new();
        for x in std::iter::once(j).chain(coords).chain(std::iter::once(i)) {
            let v = self.value(x);
            let v = if self.is_simple(x) { v } else { self.save(v, &self.ty_of(x)) };
            vals.push(v.text);
        }
        let site = self.site(e.loc);
        let (jv, iv) = (&vals[0], &vals[vals.len() - 1]);
        let mut cs: Vec<String> = vals[1..vals.len() - 1].iter().map(|c| format!("(int)({c})")).collect();
        cs.reverse();
        let elems: Vec<String> = boxes.iter().map(|b| b.cuda()).collect();
        let rank = boxes.len();
        if self.unchecked_kernel() {
            return prim(format!(
                "fc::tma_load_{rank}d(fc::smem_address(&({d})[{jv}]), &{m}, {}, fc::smem_address(&{b}[{iv}]), {site})",
                cs.join(", ")
            ));
        }
        let mut bar = format!("&{b}[fc::check_index({iv}, {blen}, {site})]");
        if slice_bars {
            bar = format!("fc::shared_barrier({bar}, {site})");
        }
        let align = self.ty_of(dst).copy_align();
        prim(format!(
            "fc::tma_load_{rank}d(fc::tma_destination<{align}>(&({d})[0], {dlen}, {jv}, {}, {site}), &{m}, {}, \
             fc::smem_address({bar}), {site})",
            elems.join(" * "),
            cs.join(", ")
        ))
    }

    /// `tma::store(map, [c0, c1], src, j)`: the source's range and alignment checked, then the
    /// tensor copy (coordinates innermost first).
    fn tma_store(&mut self, e: &Expr, [map, src, j]: [&Expr; 3], coords: &[Expr]) -> C {
        let Ty::TensorMap { boxes, .. } = self.ty_of(map) else { return prim("((void)0)".to_string()) };
        let m = self.value(map).text;
        let (s, slen) = self.index_parts(src);
        // (Each saved, so that C++ evaluates them left to right.)
        let mut vals = Vec::new();
        for x in coords.iter().chain(std::iter::once(j)) {
            let v = self.value(x);
            let v = if self.is_simple(x) { v } else { self.save(v, &self.ty_of(x)) };
            vals.push(v.text);
        }
        let site = self.site(e.loc);
        let jv = &vals[vals.len() - 1];
        let mut cs: Vec<String> = vals[..vals.len() - 1].iter().map(|c| format!("(int)({c})")).collect();
        cs.reverse();
        let elems: Vec<String> = boxes.iter().map(|b| b.cuda()).collect();
        let rank = boxes.len();
        let from = if self.unchecked_kernel() {
            format!("fc::smem_address(&({s})[{jv}])")
        } else {
            let align = self.ty_of(src).copy_align();
            format!("fc::tma_destination<{align}>(&({s})[0], {slen}, {jv}, {}, {site})", elems.join(" * "))
        };
        prim(format!("fc::tma_store_{rank}d(&{m}, {}, {from}, {site})", cs.join(", ")))
    }

    pub(super) fn method(&mut self, e: &Expr, recv: &Expr, args: &[Expr]) -> C {
        let res = self.t.methods.get(&e.id).cloned();
        match res {
            Some(MethodRes::Nd(m)) => return self.nd_method(e, recv, args, m),
            Some(MethodRes::VectorLoad) => return self.vector_access(e, recv, args, false),
            Some(MethodRes::VectorStore) => return self.vector_access(e, recv, args, true),
            Some(MethodRes::Fragment(m)) => return self.immediately(|s| s.fragment_method(e, recv, args, m)),
            _ => {}
        }
        let r = self.value(recv);
        let r = if args.iter().any(|a| !self.is_simple(a)) && !is_trivial(recv) {
            self.save(r, &self.ty_of(recv))
        } else {
            r
        };
        let vals = self.values_in_order(args);
        if let Some(MethodRes::Device) = res {
            let name = match &e.kind {
                ExprKind::Method { name, .. } => crate::names::cpp_spelling(&name.to_string()),
                _ => String::new(),
            };
            let mut all = vec![r.text];
            all.extend(vals.into_iter().map(|v| v.text));
            all.push(self.next_depth());
            return prim(format!("fc::m::{name}({})", all.join(", ")));
        }
        let (slice_len, def) = match res {
            Some(MethodRes::SliceLen) => (Some(false), None),
            Some(MethodRes::SliceIsEmpty) => (Some(true), None),
            Some(MethodRes::Scalar(_, d)) | Some(MethodRes::Generic(d)) => (None, Some(d)),
            Some(
                MethodRes::Device
                | MethodRes::Nd(_)
                | MethodRes::VectorLoad
                | MethodRes::VectorStore
                | MethodRes::Fragment(_),
            )
            | None => (None, None),
        };
        if let Some(is_empty) = slice_len {
            let len = match (&recv.kind, self.ty_of(recv)) {
                (ExprKind::Local(_), Ty::Shared(_, n) | Ty::Array(_, n)) => n.cuda(),
                // A row (`s[i].len()`): its index is still checked, as Rust indexes it.
                (_, Ty::Shared(_, n) | Ty::Array(_, n)) => format!("((void)({}), {})", r.text, n.cuda()),
                // An array only C++ knows (a module constant's): its type says.
                (_, Ty::Opaque(o)) => format!("{}::len", self.opaque_names[o as usize]),
                (ExprKind::Local(id), _) => match &self.slices[*id] {
                    Some(s) => s.len.clone(),
                    None => format!("{}.len", self.local_names[*id]),
                },
                _ => format!("{}.len", r.text),
            };
            return if is_empty { C { text: format!("{len} == 0ull"), prec: 8 } } else { prim(len) };
        }
        let Some(def) = def else {
            self.bugs.push(format!("the method at line {} was not resolved", e.loc.line));
            return prim("0");
        };
        if def.generic {
            self.generic_methods.insert((def.call, def.name));
        }
        // At the method's name, where Rust reports a panic of `recv.name(…)`.
        let site = self.site(crate::back::sim::method_site(e));
        // Operands parenthesized unless unary or tighter: a template may apply an operator to
        // them (`(1.0f / {r})`, `({r} * 57.2957795f)`, `({r} > 0)`).
        let mut text = def.cuda.replace("{r}", &r.at(UNARY)).replace("{site}", &site);
        for (i, v) in vals.iter().enumerate() {
            text = text.replace(&format!("{{{i}}}"), &v.at(UNARY));
        }
        prim(text)
    }
}

/// The C++ name of the associated function `name` of the type `ty` (by its last segment):
/// `fc::a::Vec3::u_new`, as `#[device] impl` blocks and the prelude define it.
pub(crate) fn assoc_cpp(ty: &syn::Path, name: &proc_macro2::Ident) -> String {
    let ty = ty.segments.last().map(|s| crate::names::cpp_spelling(&s.ident.to_string())).unwrap_or_default();
    format!("fc::a::{ty}::{}", crate::names::cpp_spelling(&name.to_string()))
}
