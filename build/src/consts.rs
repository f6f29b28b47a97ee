//! The CUDA definition of a constant a kernel reads, made here from its initializer as the
//! runtime makes it from rustc's value — through the runtime's own formatting, so that both
//! agree to the byte. This crate evaluates what rustc would, for the initializers kernels'
//! constants mostly have: literals; other constants of the crate; `-`, `!`, arithmetic,
//! bit and shift operators (integer overflow, which rustc rejects, leaves the constant
//! alone); `as` casts between scalars; `MIN`, `MAX`, `BITS` of the integer types; the
//! `half` crate's `from_f32_const`/`from_f64_const`; arrays (`[1.0, 2.0]`, `[0; N]`, nested)
//! whose lengths are such expressions. Float operations are Rust's own here, so they round
//! as rustc's do. Anything else (a `const fn` of the crate, `f32::consts::PI`) leaves the
//! kernel to NVRTC at run time, with the value rustc computed.

use ferrocuda_runtime::__private::{const_definition, cuda_array_type, write_array_init, DeviceConst, Placement};
use ferrocuda_runtime::{bf16, f16};

use crate::source::{Crate, Item};

/// How deep constants may refer to constants (a cycle, which rustc rejects, ends here).
const MAX_DEPTH: u32 = 32;

/// A constant's C++ type, its size in bytes, whether it is an array, and its initializer.
#[derive(Clone)]
struct Value {
    cuda_type: String,
    bytes: usize,
    placement: Placement,
    init: String,
}

/// A scalar value, of the type the context gives.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Scalar {
    Int(i128),
    F32(f32),
    F64(f64),
    Bool(bool),
    F16(f16),
    Bf16(bf16),
}

/// The integer types: name, minimum, maximum, bits.
const INTS: [(&str, i128, i128, u32); 10] = [
    ("i8", i8::MIN as i128, i8::MAX as i128, 8),
    ("i16", i16::MIN as i128, i16::MAX as i128, 16),
    ("i32", i32::MIN as i128, i32::MAX as i128, 32),
    ("i64", i64::MIN as i128, i64::MAX as i128, 64),
    ("isize", i64::MIN as i128, i64::MAX as i128, 64),
    ("u8", 0, u8::MAX as i128, 8),
    ("u16", 0, u16::MAX as i128, 16),
    ("u32", 0, u32::MAX as i128, 32),
    ("u64", 0, u64::MAX as i128, 64),
    ("usize", 0, u64::MAX as i128, 64),
];

fn int_range(ty: &str) -> Option<(i128, i128, u32)> {
    INTS.iter().find(|(n, ..)| *n == ty).map(|&(_, lo, hi, bits)| (lo, hi, bits))
}

impl Crate {
    /// The definition of the constant `ty = expr` (defined in `module`) named `cpp_name`.
    pub(crate) fn const_definition(
        &self,
        module: usize,
        ty: &syn::Type,
        expr: &syn::Expr,
        cpp_name: &str,
    ) -> Result<String, String> {
        let v = self.const_value(module, ty, expr, 0).ok_or_else(|| {
            "reads a constant whose value this build does not compute (literals, other constants, operators, \
             casts and arrays of them it does)"
                .to_string()
        })?;
        Ok(const_definition(cpp_name, &v.cuda_type, v.placement, v.bytes, &v.init))
    }

    fn const_value(&self, module: usize, ty: &syn::Type, expr: &syn::Expr, depth: u32) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        match (ty, strip(expr)) {
            (syn::Type::Array(a), syn::Expr::Array(items)) => {
                let n = self.length(module, &a.len)?;
                if items.elems.len() != n {
                    return None;
                }
                let elems: Vec<Value> = items
                    .elems
                    .iter()
                    .map(|e| self.const_value(module, &a.elem, e, depth + 1))
                    .collect::<Option<_>>()?;
                Some(array_of(&elems, n))
            }
            (syn::Type::Array(a), syn::Expr::Repeat(r)) => {
                let n = self.length(module, &a.len)?;
                if self.length(module, &r.len)? != n {
                    return None;
                }
                let one = self.const_value(module, &a.elem, &r.expr, depth + 1)?;
                Some(array_of(&vec![one; n], n))
            }
            // An array constant by the name of another.
            (syn::Type::Array(_), syn::Expr::Path(p)) => {
                let (m, ty2, e2) = self.const_item(module, &p.path)?;
                (quote_text(ty2) == quote_text(ty)).then_some(())?;
                self.const_value(m, ty2, e2, depth + 1)
            }
            // `Constant<T>` = `Constant(x)`: `x`'s definition, in `__constant__` memory.
            (syn::Type::Path(p), syn::Expr::Call(c))
                if p.path.segments.last().is_some_and(|s| s.ident == "Constant")
                    && matches!(&*c.func, syn::Expr::Path(f) if f.path.segments.last().is_some_and(|s| s.ident == "Constant"))
                    && c.args.len() == 1 =>
            {
                let syn::PathArguments::AngleBracketed(a) = &p.path.segments.last()?.arguments else { return None };
                let [syn::GenericArgument::Type(inner)] = a.args.iter().collect::<Vec<_>>()[..] else { return None };
                let v = self.const_value(module, inner, &c.args[0], depth + 1)?;
                Some(Value { placement: Placement::Constant, ..v })
            }
            (syn::Type::Path(p), e) => {
                let name = p.path.get_ident()?.to_string();
                let v = self.scalar(module, &name, e, depth)?;
                value_of(&name, v)
            }
            _ => None,
        }
    }

    /// An array length: a `usize` constant expression.
    pub(crate) fn length(&self, module: usize, e: &syn::Expr) -> Option<usize> {
        match self.scalar(module, "usize", e, 0)? {
            Scalar::Int(n) => usize::try_from(n).ok(),
            _ => None,
        }
    }

    /// The constant item `path` names from `module`: its module, type and initializer.
    fn const_item(&self, module: usize, path: &syn::Path) -> Option<(usize, &syn::Type, &syn::Expr)> {
        if path.leading_colon.is_some() {
            return None;
        }
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        match self.resolve(module, &segs)? {
            crate::resolve::Resolved { module, item: Item::Const { ty, expr } } => Some((module, ty, expr)),
            _ => None,
        }
    }

    /// The value of `e` as a scalar of the Rust type `ty`, as rustc evaluates it.
    fn scalar(&self, module: usize, ty: &str, e: &syn::Expr, depth: u32) -> Option<Scalar> {
        if depth > MAX_DEPTH {
            return None;
        }
        let v = match strip(e) {
            syn::Expr::Lit(l) => literal(ty, &l.lit)?,
            syn::Expr::Unary(u) => {
                let v = self.scalar(module, ty, &u.expr, depth + 1)?;
                match (&u.op, v) {
                    (syn::UnOp::Neg(_), Scalar::Int(i)) => Scalar::Int(i.checked_neg()?),
                    (syn::UnOp::Neg(_), Scalar::F32(f)) => Scalar::F32(-f),
                    (syn::UnOp::Neg(_), Scalar::F64(f)) => Scalar::F64(-f),
                    (syn::UnOp::Neg(_), Scalar::F16(f)) => Scalar::F16(-f),
                    (syn::UnOp::Neg(_), Scalar::Bf16(f)) => Scalar::Bf16(-f),
                    (syn::UnOp::Not(_), Scalar::Bool(b)) => Scalar::Bool(!b),
                    (syn::UnOp::Not(_), Scalar::Int(i)) => {
                        let (lo, hi, _) = int_range(ty)?;
                        // (`!x` of an unsigned is `MAX - x`; of a signed, `-x - 1`.)
                        Scalar::Int(if lo == 0 { hi - i } else { -i - 1 })
                    }
                    _ => return None,
                }
            }
            syn::Expr::Binary(b) => self.binary(module, ty, b, depth)?,
            syn::Expr::Path(p) => {
                let segs: Vec<String> = p.path.segments.iter().map(|s| s.ident.to_string()).collect();
                if let Some(v) = float_constant(ty, &segs) {
                    return Some(v);
                }
                // `u64::MAX`, `i32::MIN`, `u8::BITS`.
                if let [t, c] = &segs[..] {
                    if let Some((lo, hi, bits)) = int_range(t) {
                        let v = match c.as_str() {
                            "MIN" if t == ty => lo,
                            "MAX" if t == ty => hi,
                            "BITS" if ty == "u32" => bits as i128,
                            _ => return None,
                        };
                        return Some(Scalar::Int(v));
                    }
                }
                let (m, ty2, e2) = self.const_item(module, &p.path)?;
                let syn::Type::Path(tp) = ty2 else { return None };
                (tp.path.get_ident()? == ty).then_some(())?;
                self.scalar(m, ty, e2, depth + 1)?
            }
            syn::Expr::Cast(c) => {
                let syn::Type::Path(tp) = &*c.ty else { return None };
                (tp.path.get_ident()? == ty).then_some(())?;
                let from = self.source_type(module, &c.expr)?;
                cast(self.scalar(module, &from, &c.expr, depth + 1)?, ty)?
            }
            syn::Expr::Call(call) => {
                // `f16::from_f32_const(x)` and its kind.
                let syn::Expr::Path(f) = &*call.func else { return None };
                let segs: Vec<String> = f.path.segments.iter().map(|s| s.ident.to_string()).collect();
                let [t, func] = &segs[..] else { return None };
                let [arg] = &call.args.iter().collect::<Vec<_>>()[..] else { return None };
                let from = match func.as_str() {
                    "from_f32_const" => "f32",
                    "from_f64_const" => "f64",
                    _ => return None,
                };
                if t != ty {
                    return None;
                }
                match (ty, self.scalar(module, from, arg, depth + 1)?) {
                    ("f16", Scalar::F32(v)) => Scalar::F16(f16::from_f32_const(v)),
                    ("f16", Scalar::F64(v)) => Scalar::F16(f16::from_f64_const(v)),
                    ("bf16", Scalar::F32(v)) => Scalar::Bf16(bf16::from_f32_const(v)),
                    ("bf16", Scalar::F64(v)) => Scalar::Bf16(bf16::from_f64_const(v)),
                    _ => return None,
                }
            }
            _ => return None,
        };
        in_range(ty, v)
    }

    fn binary(&self, module: usize, ty: &str, b: &syn::ExprBinary, depth: u32) -> Option<Scalar> {
        use syn::BinOp as B;
        let shift = matches!(b.op, B::Shl(_) | B::Shr(_));
        let compare = matches!(b.op, B::Eq(_) | B::Ne(_) | B::Lt(_) | B::Le(_) | B::Gt(_) | B::Ge(_));
        let logic = matches!(b.op, B::And(_) | B::Or(_));
        if compare {
            // (A comparison's operands have a type of their own, found from them.)
            (ty == "bool").then_some(())?;
            let t = self.source_type(module, &b.left).or_else(|| self.source_type(module, &b.right))?;
            let (l, r) = (self.scalar(module, &t, &b.left, depth + 1)?, self.scalar(module, &t, &b.right, depth + 1)?);
            let ord = match (l, r) {
                (Scalar::Int(a), Scalar::Int(b)) => a.partial_cmp(&b),
                (Scalar::F32(a), Scalar::F32(b)) => a.partial_cmp(&b),
                (Scalar::F64(a), Scalar::F64(b)) => a.partial_cmp(&b),
                (Scalar::Bool(a), Scalar::Bool(b)) => a.partial_cmp(&b),
                _ => return None,
            };
            use std::cmp::Ordering::*;
            return Some(Scalar::Bool(match b.op {
                B::Eq(_) => ord == Some(Equal),
                B::Ne(_) => ord != Some(Equal),
                B::Lt(_) => ord == Some(Less),
                B::Le(_) => matches!(ord, Some(Less | Equal)),
                B::Gt(_) => ord == Some(Greater),
                _ => matches!(ord, Some(Greater | Equal)),
            }));
        }
        let l = self.scalar(module, ty, &b.left, depth + 1)?;
        // (A shift's amount has a type of its own; `u32` when it does not say.)
        let r = if shift {
            let t = self.source_type(module, &b.right).unwrap_or_else(|| "u32".into());
            self.scalar(module, &t, &b.right, depth + 1)?
        } else {
            self.scalar(module, ty, &b.right, depth + 1)?
        };
        let out = match (l, r) {
            (Scalar::Int(a), Scalar::Int(c)) => {
                let (_, _, bits) = int_range(ty)?;
                Scalar::Int(match b.op {
                    B::Add(_) => a.checked_add(c)?,
                    B::Sub(_) => a.checked_sub(c)?,
                    B::Mul(_) => a.checked_mul(c)?,
                    B::Div(_) => a.checked_div(c)?,
                    B::Rem(_) => a.checked_rem(c)?,
                    B::BitAnd(_) => a & c,
                    B::BitOr(_) => a | c,
                    B::BitXor(_) => a ^ c,
                    B::Shl(_) if (0..bits as i128).contains(&c) => wrap(ty, a << c)?,
                    B::Shr(_) if (0..bits as i128).contains(&c) => a >> c,
                    _ => return None,
                })
            }
            (Scalar::Bool(a), Scalar::Bool(c))
                if logic || matches!(b.op, B::BitAnd(_) | B::BitOr(_) | B::BitXor(_)) =>
            {
                Scalar::Bool(match b.op {
                    B::And(_) | B::BitAnd(_) => a && c,
                    B::Or(_) | B::BitOr(_) => a || c,
                    _ => a ^ c,
                })
            }
            (Scalar::F32(a), Scalar::F32(c)) => Scalar::F32(float_op(&b.op, a, c)?),
            (Scalar::F64(a), Scalar::F64(c)) => Scalar::F64(float_op(&b.op, a, c)?),
            _ => return None,
        };
        Some(out)
    }

    /// The type an operand has by itself (a suffixed literal, a cast, a constant's declared
    /// type), when it says.
    fn source_type(&self, module: usize, e: &syn::Expr) -> Option<String> {
        match strip(e) {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) if !i.suffix().is_empty() => {
                Some(i.suffix().to_string())
            }
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Float(f), .. }) if !f.suffix().is_empty() => {
                Some(f.suffix().to_string())
            }
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Bool(_), .. }) => Some("bool".into()),
            syn::Expr::Cast(c) => match &*c.ty {
                syn::Type::Path(p) => p.path.get_ident().map(|i| i.to_string()),
                _ => None,
            },
            syn::Expr::Path(p) => match self.const_item(module, &p.path)?.1 {
                syn::Type::Path(tp) => tp.path.get_ident().map(|i| i.to_string()),
                _ => None,
            },
            syn::Expr::Unary(u) => self.source_type(module, &u.expr),
            syn::Expr::Binary(b) => self.source_type(module, &b.left).or_else(|| self.source_type(module, &b.right)),
            _ => None,
        }
    }
}

/// A float type's associated constant (`f32::MAX`, `bf16::ONE`) or a `consts` one
/// (`std::f64::consts::PI`), of the type `ty`.
fn float_constant(ty: &str, segs: &[String]) -> Option<Scalar> {
    let (t, name) = match segs {
        [.., t, c, name] if c == "consts" => (t.as_str(), name.as_str()),
        [t, name] => (t.as_str(), name.as_str()),
        _ => return None,
    };
    if t != ty {
        return None;
    }
    macro_rules! assoc {
        ($t:ident, $wrap:ident, [$($c:ident),*]) => {
            match name { $(stringify!($c) => Some(Scalar::$wrap($t::$c)),)* _ => None }
        };
    }
    // (One list of `std::{f32, f64}::consts` for both types.)
    macro_rules! math {
        ($t:ident, $wrap:ident) => {
            math!(@ $t, $wrap, [PI, TAU, E, SQRT_2, LN_2, LN_10, FRAC_PI_2, FRAC_PI_4, FRAC_1_PI, FRAC_2_PI,
                FRAC_1_SQRT_2, LOG2_E, LOG10_E])
        };
        (@ $t:ident, $wrap:ident, [$($c:ident),*]) => {
            match name { $(stringify!($c) => Some(Scalar::$wrap(std::$t::consts::$c)),)* _ => None }
        };
    }
    let consts = segs.len() > 2;
    match (t, consts) {
        ("f32", false) => assoc!(f32, F32, [MAX, MIN, MIN_POSITIVE, EPSILON, INFINITY, NEG_INFINITY, NAN]),
        ("f64", false) => assoc!(f64, F64, [MAX, MIN, MIN_POSITIVE, EPSILON, INFINITY, NEG_INFINITY, NAN]),
        ("f16", false) => assoc!(
            f16,
            F16,
            [ZERO, ONE, NEG_ONE, NEG_ZERO, MAX, MIN, MIN_POSITIVE, EPSILON, INFINITY, NEG_INFINITY, NAN, PI, E]
        ),
        ("bf16", false) => assoc!(
            bf16,
            Bf16,
            [ZERO, ONE, NEG_ONE, NEG_ZERO, MAX, MIN, MIN_POSITIVE, EPSILON, INFINITY, NEG_INFINITY, NAN, PI, E]
        ),
        ("f32", true) => math!(f32, F32),
        ("f64", true) => math!(f64, F64),
        _ => None,
    }
}

fn float_op<
    T: std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
>(
    op: &syn::BinOp,
    a: T,
    b: T,
) -> Option<T> {
    Some(match op {
        syn::BinOp::Add(_) => a + b,
        syn::BinOp::Sub(_) => a - b,
        syn::BinOp::Mul(_) => a * b,
        syn::BinOp::Div(_) => a / b,
        syn::BinOp::Rem(_) => a % b,
        _ => return None,
    })
}

/// An integer of type `ty` wrapped to its bits (a left shift drops the bits it shifts out).
fn wrap(ty: &str, v: i128) -> Option<i128> {
    let (lo, _, bits) = int_range(ty)?;
    let m = v & ((1i128 << bits) - 1);
    Some(if lo < 0 && m >= 1i128 << (bits - 1) { m - (1i128 << bits) } else { m })
}

/// Rust's `as` from the scalar type `from` to `to`.
fn cast(v: Scalar, to: &str) -> Option<Scalar> {
    let float = |x: f64| -> Option<Scalar> {
        Some(match to {
            "f32" => Scalar::F32(x as f32),
            "f64" => Scalar::F64(x),
            _ => {
                let (lo, hi, _) = int_range(to)?;
                // (Saturating, NaN to 0, as Rust's float-to-int `as`.)
                Scalar::Int(if x.is_nan() { 0 } else { (x.trunc().max(lo as f64).min(hi as f64)) as i128 })
            }
        })
    };
    match v {
        Scalar::Int(i) => match to {
            // (An integer to `f32` rounds once, from the integer itself.)
            "f32" => Some(Scalar::F32(i as f32)),
            "f64" => Some(Scalar::F64(i as f64)),
            "bool" => None,
            _ => Some(Scalar::Int(wrap(to, i)?)),
        },
        Scalar::Bool(b) if int_range(to).is_some() => Some(Scalar::Int(b as i128)),
        Scalar::F32(x) if to == "f64" => Some(Scalar::F64(x as f64)),
        Scalar::F32(x) if int_range(to).is_some() => {
            // (Through f64 exactly: every f32 is an f64.)
            float(x as f64)
        }
        Scalar::F64(x) => float(x),
        Scalar::F32(x) if to == "f32" => Some(Scalar::F32(x)),
        _ => None,
    }
}

/// `v` if it fits `ty` (rustc rejects a constant that overflows its type).
fn in_range(ty: &str, v: Scalar) -> Option<Scalar> {
    match (v, int_range(ty)) {
        (Scalar::Int(i), Some((lo, hi, _))) => (lo..=hi).contains(&i).then_some(v),
        (Scalar::Int(_), None) => None,
        _ => Some(v),
    }
}

/// A literal as a scalar of the type `ty` (an unsuffixed literal takes the context's).
fn literal(ty: &str, lit: &syn::Lit) -> Option<Scalar> {
    match lit {
        syn::Lit::Bool(b) if ty == "bool" => Some(Scalar::Bool(b.value)),
        syn::Lit::Int(i) if i.suffix().is_empty() || i.suffix() == ty => match ty {
            "f32" | "f64" if !i.suffix().is_empty() => float_literal(ty, i.base10_digits()),
            "f32" | "f64" => None,
            _ => Some(Scalar::Int(i128::try_from(i.base10_parse::<u128>().ok()?).ok()?)),
        },
        syn::Lit::Float(f) if f.suffix().is_empty() || f.suffix() == ty => float_literal(ty, f.base10_digits()),
        _ => None,
    }
}

/// A float literal's digits as `ty`, rounded once (as rustc rounds a literal of that type).
fn float_literal(ty: &str, digits: &str) -> Option<Scalar> {
    match ty {
        "f32" => digits.parse::<f32>().ok().map(Scalar::F32),
        "f64" => digits.parse::<f64>().ok().map(Scalar::F64),
        _ => None,
    }
}

/// The runtime's definition text of a scalar value of the Rust type `ty`.
fn value_of(ty: &str, v: Scalar) -> Option<Value> {
    fn of<T: DeviceConst>(v: T) -> Value {
        let mut init = String::new();
        v.write_init(&mut init);
        Value { cuda_type: T::cuda_type(), bytes: std::mem::size_of::<T>(), placement: Placement::Scalar, init }
    }
    Some(match (ty, v) {
        ("i8", Scalar::Int(i)) => of(i8::try_from(i).ok()?),
        ("i16", Scalar::Int(i)) => of(i16::try_from(i).ok()?),
        ("i32", Scalar::Int(i)) => of(i32::try_from(i).ok()?),
        ("i64", Scalar::Int(i)) => of(i64::try_from(i).ok()?),
        ("isize", Scalar::Int(i)) => of(isize::try_from(i).ok()?),
        ("u8", Scalar::Int(i)) => of(u8::try_from(i).ok()?),
        ("u16", Scalar::Int(i)) => of(u16::try_from(i).ok()?),
        ("u32", Scalar::Int(i)) => of(u32::try_from(i).ok()?),
        ("u64", Scalar::Int(i)) => of(u64::try_from(i).ok()?),
        ("usize", Scalar::Int(i)) => of(usize::try_from(i).ok()?),
        ("f32", Scalar::F32(f)) => of(f),
        ("f64", Scalar::F64(f)) => of(f),
        ("bool", Scalar::Bool(b)) => of(b),
        ("f16", Scalar::F16(h)) => of(h),
        ("bf16", Scalar::Bf16(h)) => of(h),
        _ => return None,
    })
}

fn array_of(elems: &[Value], n: usize) -> Value {
    let elem_type = elems.first().map(|e| e.cuda_type.clone()).unwrap_or_default();
    let bytes = elems.first().map_or(0, |e| e.bytes) * n;
    let mut init = String::new();
    write_array_init(&mut init, elems.iter().map(|e| move |out: &mut String| out.push_str(&e.init)));
    Value { cuda_type: cuda_array_type(&elem_type, n), bytes, placement: Placement::Array, init }
}

/// Parentheses and groups around an expression, which change nothing.
fn strip(e: &syn::Expr) -> &syn::Expr {
    match e {
        syn::Expr::Paren(p) => strip(&p.expr),
        syn::Expr::Group(g) => strip(&g.expr),
        _ => e,
    }
}

fn quote_text(t: &syn::Type) -> String {
    quote::ToTokens::to_token_stream(t).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(ty: &str, src: &str) -> Option<String> {
        let krate = Crate::default_with_root();
        let ty: syn::Type = syn::parse_str(ty).ok()?;
        let e: syn::Expr = syn::parse_str(src).ok()?;
        krate.const_value(0, &ty, &e, 0).map(|v| v.init)
    }

    #[test]
    fn constants_evaluate_as_rustc_does() {
        assert_eq!(eval("u64", "u64::MAX - 5").as_deref(), Some("18446744073709551610ull"));
        assert_eq!(eval("i32", "-(1 << 10) + 3").as_deref(), Some("(-1021)"));
        assert_eq!(eval("f32", "0.1 + 0.2").as_deref(), Some(&*format!("{:?}f", 0.1f32 + 0.2f32)));
        assert_eq!(eval("f16", "f16::from_f32_const(0.375)").as_deref(), Some("fc::f16{0x3600u}"));
        assert_eq!(eval("u8", "300u32 as u8").as_deref(), Some("((unsigned char)44)"));
        assert_eq!(eval("i32", "-2.7f64 as i32").as_deref(), Some("(-2)"));
        assert_eq!(eval("[u32; 2 * 2]", "[1, 2, 3, !0]").as_deref(), Some("{{1u, 2u, 3u, 4294967295u}}"));
        assert_eq!(eval("bool", "3 < 4").as_deref(), None, "unsuffixed operands of a comparison: not known here");
        assert_eq!(eval("bool", "3u8 < 4").as_deref(), Some("true"));
        assert_eq!(eval("u8", "255 + 1"), None, "overflow, which rustc rejects");
        assert_eq!(eval("f32", "PI"), None, "a name this crate does not define");
        assert_eq!(
            eval("f64", "2.0 * std::f64::consts::PI").as_deref(),
            Some(&*format!("{:?}", std::f64::consts::TAU))
        );
        assert_eq!(
            eval("[bf16; 2]", "[bf16::ONE, bf16::NEG_ONE]").as_deref(),
            Some("{{fc::bf16{0x3f80u}, fc::bf16{0xbf80u}}}")
        );
        assert_eq!(eval("f32", "f32::MAX").as_deref(), Some("3.4028235e38f"));
    }
}
