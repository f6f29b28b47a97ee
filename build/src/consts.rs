//! The CUDA definition of a constant a kernel reads, made here from its initializer as the
//! runtime makes it from rustc's value — through the runtime's own formatting, so that both
//! agree to the byte. Initializers this crate evaluates: literals of the scalar types
//! (negated too), arrays of them (`[1.0, 2.0]`, `[0; 16]`, nested), and lengths that are
//! literals or such constants. Anything else (a `const fn` call, arithmetic) leaves the
//! kernel to NVRTC at run time, with the value rustc computed.

use ferrocuda_runtime::__private::{const_definition, cuda_array_type, write_array_init, DeviceConst};

use crate::source::{Crate, Item};

/// A constant's C++ type, its size in bytes, whether it is an array, and its initializer.
struct Value {
    cuda_type: String,
    bytes: usize,
    array: bool,
    init: String,
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
            "reads a constant whose value this build does not compute (a literal, or an array of them, it does)"
                .to_string()
        })?;
        Ok(const_definition(cpp_name, &v.cuda_type, v.array, v.bytes, &v.init))
    }

    fn const_value(&self, module: usize, ty: &syn::Type, expr: &syn::Expr, depth: u32) -> Option<Value> {
        if depth > 8 {
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
                let elems: Vec<Value> = (0..n).map(|_| clone(&one)).collect();
                Some(array_of(&elems, n))
            }
            (syn::Type::Path(p), e) => {
                let name = p.path.get_ident()?.to_string();
                scalar(&name, e)
            }
            _ => None,
        }
    }

    /// An array length: a literal, or a constant of this crate whose value is one.
    pub(crate) fn length(&self, module: usize, e: &syn::Expr) -> Option<usize> {
        match strip(e) {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => i.base10_parse().ok(),
            syn::Expr::Path(p) if p.path.leading_colon.is_none() => {
                match self.resolve(module, &p.path.segments.iter().map(|s| s.ident.to_string()).collect::<Vec<_>>())? {
                    crate::resolve::Resolved { module, item: Item::Const { expr, .. } } => self.length(module, expr),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

fn clone(v: &Value) -> Value {
    Value { cuda_type: v.cuda_type.clone(), bytes: v.bytes, array: v.array, init: v.init.clone() }
}

fn array_of(elems: &[Value], n: usize) -> Value {
    let elem_type = elems.first().map(|e| e.cuda_type.clone()).unwrap_or_default();
    let bytes = elems.first().map_or(0, |e| e.bytes) * n;
    let mut init = String::new();
    write_array_init(&mut init, elems.iter().map(|e| move |out: &mut String| out.push_str(&e.init)));
    Value { cuda_type: cuda_array_type(&elem_type, n), bytes, array: true, init }
}

/// Parentheses and groups around an expression, which change nothing.
fn strip(e: &syn::Expr) -> &syn::Expr {
    match e {
        syn::Expr::Paren(p) => strip(&p.expr),
        syn::Expr::Group(g) => strip(&g.expr),
        _ => e,
    }
}

/// A scalar of the Rust type `ty` from a literal, possibly negated, written by the runtime's
/// `DeviceConst` for that type.
fn scalar(ty: &str, e: &syn::Expr) -> Option<Value> {
    let (negative, lit) = match strip(e) {
        syn::Expr::Unary(syn::ExprUnary { op: syn::UnOp::Neg(_), expr, .. }) => match strip(expr) {
            syn::Expr::Lit(l) => (true, &l.lit),
            _ => return None,
        },
        syn::Expr::Lit(l) => (false, &l.lit),
        _ => return None,
    };
    fn of<T: DeviceConst>(v: T) -> Value {
        let mut init = String::new();
        v.write_init(&mut init);
        Value { cuda_type: T::cuda_type(), bytes: std::mem::size_of::<T>(), array: false, init }
    }
    let int = || -> Option<i128> {
        let syn::Lit::Int(i) = lit else { return None };
        let magnitude = i128::try_from(i.base10_parse::<u128>().ok()?).ok()?;
        Some(if negative { -magnitude } else { magnitude })
    };
    let float = || -> Option<f64> {
        let text = match lit {
            syn::Lit::Float(f) => f.base10_digits().to_string(),
            syn::Lit::Int(i) if matches!(i.suffix(), "f32" | "f64") => i.base10_digits().to_string(),
            _ => return None,
        };
        text.parse::<f64>().ok().map(|v| if negative { -v } else { v })
    };
    macro_rules! ints {
        ($($t:ident),*) => {
            match ty {
                $(stringify!($t) => return Some(of(<$t>::try_from(int()?).ok()?)),)*
                _ => {}
            }
        };
    }
    ints!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);
    match ty {
        // (Parsed as `f32` directly, as rustc rounds an `f32` literal: once.)
        "f32" => {
            let text = match lit {
                syn::Lit::Float(f) => f.base10_digits().to_string(),
                syn::Lit::Int(i) if i.suffix() == "f32" => i.base10_digits().to_string(),
                _ => return None,
            };
            let v = text.parse::<f32>().ok()?;
            Some(of(if negative { -v } else { v }))
        }
        "f64" => Some(of(float()?)),
        "bool" if !negative => match lit {
            syn::Lit::Bool(b) => Some(of(b.value)),
            _ => None,
        },
        // (`f16`/`bf16` constants are made by `const fn`s (`f16::from_f32_const`): not
        // literals, left to the runtime.)
        _ => None,
    }
}
