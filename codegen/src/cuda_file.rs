//! `#[device(cuda = "src/rsqrt.cu")] fn rsqrt(x: f32) -> f32 { … }`: on the GPU a kernel calls
//! the CUDA C function of that name from that file; on the simulator the Rust body runs.
//!
//! The file becomes a unit of its own, linked once into every translation unit that reaches
//! it: its text inside a namespace of its own (`fc_cuda_<hash of path and text>`), so that
//! its names cannot collide with CUDA's (`rsqrt(float)` is one) or the prelude's; its
//! `#include`s hoisted above the namespace (a header cannot be included inside one), their
//! lines left blank so that `#line` still names the file's lines. The device fn's own unit is
//! its usual declaration and a forwarder to the file's function. The macro and
//! `ferrocuda-build` both read the file (relative to the package) and make the same text.

use crate::back::cuda::escape_c;
use crate::ctxt::Ctxt;
use crate::expand::{short_hash, Translated};
use crate::ty::Ty;

/// The linked unit of a CUDA C file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CudaFile {
    /// The path as written, relative to the package.
    pub path: String,
    /// The unit's C++ name: the namespace its text is wrapped in.
    pub cpp_name: String,
    /// The unit's text (all of it a declaration, as a struct's is).
    pub text: String,
}

impl CudaFile {
    /// The unit of the file `path` whose contents are `contents`.
    pub fn new(path: &str, contents: &str) -> CudaFile {
        let cpp_name = format!("fc_cuda_{:08x}", short_hash(&format!("{path}\n{contents}")));
        let mut includes = String::new();
        let mut body = String::new();
        for line in contents.lines() {
            if line.trim_start().starts_with("#include") {
                includes.push_str(line);
                includes.push('\n');
                body.push('\n');
            } else {
                body.push_str(line);
                body.push('\n');
            }
        }
        // (The linker ends a declaration with `;`: an empty declaration after the brace.)
        let text = format!("{includes}namespace {cpp_name} {{\n#line 1 \"{}\"\n{body}}}", escape_c(path));
        CudaFile { path: path.to_string(), cpp_name, text }
    }
}

/// The `cuda = "path"` of `#[device(…)]`, if given; anything else is an error.
pub(crate) fn parse_device_args(cx: &Ctxt, attr: proc_macro2::TokenStream) -> Option<syn::LitStr> {
    if attr.is_empty() {
        return None;
    }
    let usage = "`#[device]` takes no arguments, or the CUDA C file whose function of the same name the GPU \
                 calls instead of the body: `#[device(cuda = \"src/rsqrt.cu\")]`";
    match syn::parse2::<syn::MetaNameValue>(attr.clone()) {
        Ok(nv) if nv.path.is_ident("cuda") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.clone()),
            other => {
                cx.error_at(
                    other,
                    "write the CUDA C file as a string, relative to the package: `cuda = \"src/rsqrt.cu\"`",
                );
                None
            }
        },
        _ => {
            cx.error_at(&attr, usage);
            None
        }
    }
}

/// Makes `t`'s CUDA a forwarder to the function of its name in `file` (whose unit the
/// caller links with it). Its parameters and result must be scalars: the CUDA C function is
/// called with C's types.
pub(crate) fn forward(cx: &Ctxt, t: &mut Translated, file: &CudaFile, at: &syn::LitStr) {
    let f = &t.func;
    let scalar = |ty: &Ty| matches!(ty, Ty::Scalar(s) if !matches!(s, crate::ty::Scalar::Struct(_)));
    let bad_param = f.params.iter().find(|&&p| !scalar(&t.typed.local[p]));
    if let Some(&p) = bad_param {
        cx.error(
            f.locals[p].name.span(),
            format!(
                "a `#[device(cuda = …)]` fn takes scalars (`f32`, `i32`, …): its CUDA C function is called with C's \
                 types, and `{}` is not one; pass the elements it needs instead",
                f.locals[p].name
            ),
        );
        return;
    }
    if !scalar(&f.ret) && f.ret != Ty::Unit {
        cx.error_at(
            at,
            "a `#[device(cuda = …)]` fn returns a scalar or nothing: its CUDA C function returns C's types",
        );
        return;
    }
    if !f.generics.is_empty() {
        cx.error_at(at, "a `#[device(cuda = …)]` fn cannot be generic: its CUDA C function has one signature");
        return;
    }
    let c = &t.cuda;
    // (The call depth, the last parameter, is the forwarder's own.)
    let args = &c.param_names[..c.param_names.len().saturating_sub(1)];
    let name = f.name.to_string();
    let ret = if f.ret == Ty::Unit { "" } else { "return " };
    // (Where nvcc or NVRTC finds no such function in the file, it names the Rust fn's line.)
    t.cuda.source = format!(
        "#line {} \"{}\"\n__device__ {} {}({}) {{ {ret}{}::{name}({}); }}\n",
        f.loc.line,
        escape_c(&f.file),
        c.ret,
        c.cpp_name,
        c.params.join(", "),
        file.cpp_name,
        args.join(", ")
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn includes_are_hoisted_and_lines_kept() {
        let f = CudaFile::new("src/a.cu", "#include <x.h>\n__device__ float a(float x) { return x; }\n");
        assert!(f.text.starts_with("#include <x.h>\nnamespace fc_cuda_"), "{}", f.text);
        assert!(f.text.contains("#line 1 \"src/a.cu\"\n\n__device__ float a"), "{}", f.text);
        assert!(f.text.ends_with("}\n}"), "{}", f.text);
        assert_ne!(f.cpp_name, CudaFile::new("src/a.cu", "").cpp_name);
    }
}
