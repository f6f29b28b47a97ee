//! C++ names for Rust bindings: unique per function (Rust shadowing becomes `x`, `x_1`, …)
//! and never a C++ keyword, a CUDA builtin, or a name the generated code uses itself.

use std::collections::HashSet;

const RESERVED: &[&str] = &[
    // C++ keywords and alternative tokens.
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "asm",
    "auto",
    "bitand",
    "bitor",
    "bool",
    "break",
    "case",
    "catch",
    "char",
    "char8_t",
    "char16_t",
    "char32_t",
    "class",
    "compl",
    "concept",
    "const",
    "consteval",
    "constexpr",
    "constinit",
    "const_cast",
    "continue",
    "co_await",
    "co_return",
    "co_yield",
    "decltype",
    "default",
    "delete",
    "do",
    "double",
    "dynamic_cast",
    "else",
    "enum",
    "explicit",
    "export",
    "extern",
    "false",
    "float",
    "for",
    "friend",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "private",
    "protected",
    "public",
    "register",
    "reinterpret_cast",
    "requires",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "static_assert",
    "static_cast",
    "struct",
    "switch",
    "template",
    "this",
    "thread_local",
    "throw",
    "true",
    "try",
    "typedef",
    "typeid",
    "typename",
    "union",
    "unsigned",
    "using",
    "virtual",
    "void",
    "volatile",
    "wchar_t",
    "while",
    "xor",
    "xor_eq",
    "main",
    "NULL",
    "assert",
    // CUDA.
    "threadIdx",
    "blockIdx",
    "blockDim",
    "gridDim",
    "warpSize",
    "uint3",
    "dim3",
    // Unqualified functions the generated code calls.
    "sqrtf",
    "sqrt",
    "cbrtf",
    "cbrt",
    "expf",
    "exp",
    "exp2f",
    "exp2",
    "expm1f",
    "expm1",
    "logf",
    "log",
    "log2f",
    "log2",
    "log10f",
    "log10",
    "log1pf",
    "log1p",
    "sinf",
    "sin",
    "cosf",
    "cos",
    "tanf",
    "tan",
    "asinf",
    "asin",
    "acosf",
    "acos",
    "atanf",
    "atan",
    "sinhf",
    "sinh",
    "coshf",
    "cosh",
    "tanhf",
    "tanh",
    "asinhf",
    "asinh",
    "acoshf",
    "acosh",
    "atanhf",
    "atanh",
    "floorf",
    "floor",
    "ceilf",
    "ceil",
    "roundf",
    "round",
    "rintf",
    "rint",
    "truncf",
    "trunc",
    "fabsf",
    "fabs",
    "powf",
    "pow",
    "atan2f",
    "atan2",
    "hypotf",
    "hypot",
    "fmaxf",
    "fmax",
    "fminf",
    "fmin",
    "copysignf",
    "copysign",
    "fmaf",
    "fma",
    "fmodf",
    "fmod",
    "isnan",
    "isinf",
    "isfinite",
    "signbit",
];

#[derive(Default)]
pub struct Names {
    used: HashSet<String>,
}

impl Names {
    /// A fresh C++ name resembling `rust_name`.
    pub fn fresh(&mut self, rust_name: &str) -> String {
        let rust_name = rust_name.strip_prefix("r#").unwrap_or(rust_name);
        let reserved = RESERVED.contains(&rust_name)
            || rust_name.starts_with("fc")
            || rust_name.starts_with("__")
            || rust_name.starts_with("FC_")
            || (rust_name.starts_with('_') && rust_name.chars().nth(1).is_some_and(|c| c.is_ascii_uppercase()));
        let base = if reserved { format!("u_{rust_name}") } else { rust_name.to_string() };
        self.claim(base)
    }

    /// A name for something the generator introduces (`fc_` names are never user names).
    pub fn temp(&mut self, kind: &str) -> String {
        self.claim(format!("fc_{kind}"))
    }

    fn claim(&mut self, base: String) -> String {
        if self.used.insert(base.clone()) {
            return base;
        }
        (1..).map(|i| format!("{base}_{i}")).find(|n| self.used.insert(n.clone())).unwrap_or(base)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shadowing_and_keywords() {
        let mut n = Names::default();
        assert_eq!(n.fresh("x"), "x");
        assert_eq!(n.fresh("x"), "x_1");
        assert_eq!(n.fresh("float"), "u_float");
        assert_eq!(n.fresh("fc_tmp"), "u_fc_tmp");
        assert_eq!(n.fresh("r#new"), "u_new");
        assert_eq!(n.temp("t"), "fc_t");
        assert_eq!(n.temp("t"), "fc_t_1");
    }
}
