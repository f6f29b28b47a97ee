//! CUDA C's spellings of what the kernel language has, for the errors a port meets. A kernel
//! written by habit calls `expf(x)`, `fmaxf(a, b)`, `__popc(n)`, `__float_as_int(x)`,
//! `__ldg(&x[i])` or `std::cmp::min(a, b)`; each gets an error at its span saying what to
//! write (`x.exp()`, `a.max(b)`, `n.count_ones()`, …).
//!
//! Derived from the tables: a method's CUDA template names the C function it calls
//! (`sqrt{f}({r})` is `sqrtf` and `sqrt`, `(isnan({r}) != 0)` is `isnan`), an entry's
//! `cuda_c` lists CUDA's intrinsics for it (`__expf`, `__popc`), and the intrinsics' table
//! its `__name`s and `atomicOp`s. [`SYNTAX`] lists the rest: casts, reinterpretations and
//! loads, which Rust writes as syntax rather than a call.
//!
//! Two kinds of error: a `__name` (CUDA's intrinsics, which no Rust code names) is rejected
//! by the translator; a plain C name (`expf`, `min`) may be a `#[device] fn` of the user's,
//! so the prelude declares a stand-in of that name ([`fallbacks`]) which the user's own
//! function or import shadows, and whose use is the error.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

use super::intrinsics;
use super::methods::{ArgTy, Call, Method, Ret, METHODS};
use crate::ty::Scalar;

/// A CUDA C name and what a kernel writes instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spelling {
    /// As CUDA C spells it.
    pub cuda: String,
    /// The kernel language's spelling (without backquotes): `x.exp()`, `a.max(b)`.
    pub rust: String,
    /// Its arguments in CUDA C.
    pub args: usize,
    /// What it returns, for the stand-in: the first argument's type, or a fixed one.
    pub ret: SpellingRet,
}

/// What a CUDA C function returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpellingRet {
    FirstArg,
    Fixed(Scalar),
}

/// CUDA C with no entry of its own: Rust writes these as syntax (`as`, `from_bits`,
/// indexing) or as more than one call. `(name, arguments, what to write)`.
pub const SYNTAX: &[(&str, usize, &str)] = &[
    ("rsqrtf", 1, "x.sqrt().recip()"),
    ("rsqrt", 1, "x.sqrt().recip()"),
    ("__frsqrt_rn", 1, "x.sqrt().recip()"),
    ("__fdividef", 2, "a / b"),
    ("__fdiv_rn", 2, "a / b"),
    ("__fadd_rn", 2, "a + b"),
    ("__fsub_rn", 2, "a - b"),
    ("__fmul_rn", 2, "a * b"),
    ("__saturatef", 1, "x.clamp(0.0, 1.0)"),
    ("__exp10f", 1, "10.0f32.powf(x)"),
    ("exp10f", 1, "10.0f32.powf(x)"),
    ("exp10", 1, "10.0f64.powf(x)"),
    ("__ffs", 1, "if x == 0 { 0 } else { x.trailing_zeros() + 1 }"),
    ("__ffsll", 1, "if x == 0 { 0 } else { x.trailing_zeros() + 1 }"),
    ("__umulhi", 2, "((a as u64 * b as u64) >> 32) as u32"),
    ("__mulhi", 2, "((a as i64 * b as i64) >> 32) as i32"),
    ("__umul64hi", 2, "((a as u128 * b as u128) >> 64) as u64"),
    ("__mul24", 2, "a.wrapping_mul(b)"),
    ("__umul24", 2, "a.wrapping_mul(b)"),
    ("__float2int_rn", 1, "x.round_ties_even() as i32"),
    ("__float2int_rz", 1, "x as i32"),
    ("__float2int_rd", 1, "x.floor() as i32"),
    ("__float2int_ru", 1, "x.ceil() as i32"),
    ("__float2uint_rn", 1, "x.round_ties_even() as u32"),
    ("__float2uint_rz", 1, "x as u32"),
    ("__float2ll_rn", 1, "x.round_ties_even() as i64"),
    ("__float2ll_rz", 1, "x as i64"),
    ("__double2int_rn", 1, "x.round_ties_even() as i32"),
    ("__double2int_rz", 1, "x as i32"),
    ("__double2float_rn", 1, "x as f32"),
    ("__int2float_rn", 1, "i as f32"),
    ("__uint2float_rn", 1, "u as f32"),
    ("__ll2float_rn", 1, "i as f32"),
    ("__int2double_rn", 1, "i as f64"),
    ("__float_as_int", 1, "x.to_bits() as i32"),
    ("__float_as_uint", 1, "x.to_bits()"),
    ("__int_as_float", 1, "f32::from_bits(i as u32)"),
    ("__uint_as_float", 1, "f32::from_bits(u)"),
    ("__double_as_longlong", 1, "x.to_bits() as i64"),
    ("__longlong_as_double", 1, "f64::from_bits(i as u64)"),
    ("__float2half", 1, "f16::from_f32(x)"),
    ("__float2half_rn", 1, "f16::from_f32(x)"),
    ("__half2float", 1, "h.to_f32()"),
    ("__float2bfloat16", 1, "bf16::from_f32(x)"),
    ("__float2bfloat16_rn", 1, "bf16::from_f32(x)"),
    ("__bfloat162float", 1, "b.to_f32()"),
    ("__ldg", 1, "x[i] (a `&[T]` parameter's reads are read-only loads already)"),
    ("__ldca", 1, "x[i] (cache-hinted loads are not in the kernel language yet)"),
    ("__ldcg", 1, "x[i] (cache-hinted loads are not in the kernel language yet)"),
    ("__ldcs", 1, "x[i] (cache-hinted loads are not in the kernel language yet)"),
    ("__ldlu", 1, "x[i] (cache-hinted loads are not in the kernel language yet)"),
    ("__ldcv", 1, "x[i] (cache-hinted loads are not in the kernel language yet)"),
    ("__stcg", 2, "x[i] = v (cache-hinted stores are not in the kernel language yet)"),
    ("__stcs", 2, "x[i] = v (cache-hinted stores are not in the kernel language yet)"),
    ("__stwb", 2, "x[i] = v (cache-hinted stores are not in the kernel language yet)"),
    ("__stwt", 2, "x[i] = v (cache-hinted stores are not in the kernel language yet)"),
];

/// C names the prelude declares no stand-in for: a module of that name in every kernel's
/// scope would hide a crate of it (`log::info!` of the `log` crate). The translator rejects
/// none of them either, so a `#[device] fn` of the name works.
const NO_STAND_IN: &[&str] = &["log"];

/// Every CUDA C spelling, each once (the first table entry that names it wins: the methods,
/// then `cuda_c` lists, then the intrinsics, then [`SYNTAX`]).
pub fn spellings() -> Vec<Spelling> {
    let mut out: Vec<Spelling> = Vec::new();
    let mut add = |s: Spelling| {
        if !out.iter().any(|o| o.cuda == s.cuda) {
            out.push(s);
        }
    };
    for m in METHODS {
        for s in [Scalar::F32, Scalar::F64].into_iter().filter(|s| m.applies_to(*s)) {
            if let Some(name) = called_c_function(&m.cuda_for(s), m.args.len()) {
                add(of_method(m, name));
            }
        }
        for name in m.cuda_c {
            add(of_method(m, name.to_string()));
        }
    }
    for (cuda, rust) in intrinsics::cuda_names() {
        add(Spelling { cuda, rust, args: 0, ret: SpellingRet::FirstArg });
    }
    for &(cuda, args, rust) in SYNTAX {
        add(Spelling { cuda: cuda.to_string(), rust: rust.to_string(), args, ret: SpellingRet::FirstArg });
    }
    out
}

/// The spelling of the CUDA C name `name`, if it is one.
pub fn lookup(name: &str) -> Option<Spelling> {
    spellings().into_iter().find(|s| s.cuda == name)
}

/// Whether the translator rejects `name` outright: CUDA's `__intrinsics` and `atomicOp`s,
/// which no Rust code names (a plain C name may be the user's own `#[device] fn`).
pub fn rejected_by_name(name: &str) -> bool {
    name.starts_with("__") || (name.starts_with("atomic") && name[6..].starts_with(|c: char| c.is_ascii_uppercase()))
}

/// The message for a call of `s`.
pub fn message(s: &Spelling) -> String {
    let rust = if s.rust.starts_with('`') { s.rust.clone() } else { format!("`{}`", s.rust) };
    // (A parenthesized note after the code stays outside its backquotes.)
    let rust = match rust.split_once(" (") {
        Some((code, note)) if !code.ends_with('`') => format!("{code}` ({}", note.trim_end_matches('`')),
        _ => rust,
    };
    format!("`{}` is CUDA C's spelling: in kernels write {rust}", s.cuda)
}

/// The C function a template is a call of, with the receiver and then the entry's `args`
/// arguments in order (`sqrtf` of `sqrtf({r})`, `isnan` of `(isnan({r}) != 0)`; none of
/// `(logf({r}) / logf({0}))`, whose `logf` takes one argument of two).
fn called_c_function(template: &str, args: usize) -> Option<String> {
    let call_args: Vec<String> =
        std::iter::once("{r}".to_string()).chain((0..args).map(|i| format!("{{{i}}}"))).collect();
    let call = format!("({})", call_args.join(", "));
    let at = template.find(&call)?;
    let name: String = template[..at]
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let qualified = template[..at - name.len()].ends_with("::");
    (!name.is_empty() && !qualified && name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')).then_some(name)
}

fn of_method(m: &Method, cuda: String) -> Spelling {
    let names = ["b", "c", "d"];
    let args: Vec<&str> =
        m.args.iter().enumerate().map(|(i, a)| if *a == ArgTy::Recv { names[i] } else { "n" }).collect();
    let recv = if m.args.is_empty() { "x" } else { "a" };
    let rust = match m.call {
        Call::Method => format!("{recv}.{}({})", m.name, args.join(", ")),
        Call::Math => {
            let all: Vec<&str> = std::iter::once(recv).chain(args.iter().copied()).collect();
            format!("math::{}({})", m.name, all.join(", "))
        }
    };
    let ret = match m.ret {
        Ret::Bool => SpellingRet::Fixed(Scalar::Bool),
        Ret::U32 => SpellingRet::Fixed(Scalar::U32),
        Ret::Fixed(s) => SpellingRet::Fixed(s),
        _ => SpellingRet::FirstArg,
    };
    Spelling { cuda, rust, args: 1 + m.args.len(), ret }
}

/// The stand-ins the prelude declares for plain C names (`ferrocuda::prelude` glob-imports
/// them): a module of the name whose simulator body takes the C function's arguments and
/// whose bound fails with [`message`], so that a kernel calling `expf(x)` gets that one error
/// at the call, and one calling its own `#[device] fn expf` (which shadows the glob) works.
pub fn fallbacks() -> TokenStream {
    let rt = quote!(::ferrocuda::__private);
    let modules = spellings()
        .into_iter()
        .filter(|s| !rejected_by_name(&s.cuda) && !NO_STAND_IN.contains(&s.cuda.as_str()) && s.args > 0)
        .map(|s| {
            let name = Ident::new(&s.cuda, Span::call_site());
            let text = message(&s);
            let args: Vec<Ident> = (0..s.args).map(|i| Ident::new(&format!("A{i}"), Span::call_site())).collect();
            let first = &args[0];
            let ret = match s.ret {
                SpellingRet::FirstArg => quote!(#first),
                SpellingRet::Fixed(t) => {
                    let t: TokenStream = t.rust().parse().unwrap_or_default();
                    quote!(#t)
                }
            };
            let note = format!(
                "a `#[device] fn {}` of your own, in scope where the kernel is, would be called instead",
                s.cuda
            );
            quote! {
                #[doc(hidden)]
                #[allow(non_snake_case, non_camel_case_types)]
                pub mod #name {
                    #[diagnostic::on_unimplemented(message = #text, label = "CUDA C's spelling", note = #note)]
                    pub trait CudaSpelling {}

                    /// What the bound is of, through a lifetime: a bound of no parameter would be
                    /// checked where it is declared, not at the call.
                    pub struct Call<'a>(&'a ());

                    #[allow(clippy::too_many_arguments)]
                    pub fn __fc_sim<'a, #(#args),*>(_: &#rt::sim::ThreadCtx, #(_: #args),*) -> #ret
                    where
                        Call<'a>: CudaSpelling,
                    {
                        loop {}
                    }

                    pub fn __fc_info() -> &'static #rt::DeviceFnInfo {
                        static INFO: #rt::DeviceFnInfo = #rt::DeviceFnInfo::builtin_type("");
                        &INFO
                    }
                }
            }
        });
    quote!(#(#modules)*)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuda_names_have_kernel_spellings() {
        let rust = |name: &str| lookup(name).map(|s| s.rust);
        assert_eq!(rust("expf").as_deref(), Some("x.exp()"));
        assert_eq!(rust("exp").as_deref(), Some("x.exp()"));
        assert_eq!(rust("__expf").as_deref(), Some("x.exp()"));
        assert_eq!(rust("logf").as_deref(), Some("x.ln()"));
        assert_eq!(rust("fmaxf").as_deref(), Some("a.max(b)"));
        assert_eq!(rust("min").as_deref(), Some("a.min(b)"));
        assert_eq!(rust("fmaf").as_deref(), Some("a.mul_add(b, c)"));
        assert_eq!(rust("isnan").as_deref(), Some("x.is_nan()"));
        assert_eq!(rust("erff").as_deref(), Some("math::erf(x)"));
        assert_eq!(rust("ldexpf").as_deref(), Some("math::ldexp(a, n)"));
        assert_eq!(rust("__popc").as_deref(), Some("x.count_ones()"));
        assert_eq!(rust("rsqrtf").as_deref(), Some("x.sqrt().recip()"));
        assert_eq!(rust("__syncthreads").as_deref(), Some("`sync_threads()`"));
        assert_eq!(rust("atomicAdd").as_deref(), Some("`atomic::add(slice, i, v)`"));
        assert_eq!(rust("helper"), None);
        // `log` of `x.log(b)` takes two arguments: CUDA's `log` is `x.ln()`.
        assert_eq!(rust("log").as_deref(), Some("x.ln()"));
    }

    #[test]
    fn messages_quote_the_code() {
        let m = |name: &str| lookup(name).map(|s| message(&s)).unwrap_or_default();
        assert_eq!(m("expf"), "`expf` is CUDA C's spelling: in kernels write `x.exp()`");
        assert_eq!(
            m("__ldg"),
            "`__ldg` is CUDA C's spelling: in kernels write `x[i]` (a `&[T]` parameter's reads are read-only loads already)"
        );
        assert_eq!(m("__syncthreads"), "`__syncthreads` is CUDA C's spelling: in kernels write `sync_threads()`");
    }

    #[test]
    fn stand_ins_leave_crate_names_alone() {
        let text = fallbacks().to_string();
        assert!(text.contains("pub mod expf"), "{text}");
        assert!(!text.contains("pub mod log "), "the `log` crate's name is left alone");
        assert!(!text.contains("pub mod __expf"), "intrinsics are the translator's errors");
    }
}
