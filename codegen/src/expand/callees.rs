//! How generated code reaches the `#[device]` fns a body calls: through an alias per callee,
//! imported beside the body (`use helpers::norm as __fc_call_scale_12_0_0;`), whose module the
//! simulator body calls (`alias::__fc_sim(…)`) and whose `KernelInfo` the dependency list
//! names (`alias::__fc_info()`).
//!
//! The alias is what lets a mistake be reported in the kernel language's words. A device fn
//! is a function and a module of its name (the module holds its CUDA and simulator body); a
//! plain `fn helper` is a function alone. Beside the explicit import, a glob import brings a
//! stand-in module of every alias's name, which an explicit import of a module shadows: a
//! device fn's alias is its module, a plain fn's is the stand-in, whose `__fc_sim` has a bound
//! that fails with "`helper` is not a `#[device]` fn" at the call. (rustc would otherwise say
//! "cannot find module or crate `helper`".) A CUDA C name (`expf`) that is nothing of the
//! user's resolves to the prelude's stand-in of that name (`library::cuda_c`), which says what
//! to write instead.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{quote, quote_spanned};

use super::runtime_path;
use crate::back::sim::{alias, alias_key, deeper};
use crate::ir::{CalleeKind, Func};

/// The imports of `f`'s device fn callees, for the module its bodies are in (`nested`: a
/// module deeper than `f` was written, as a `#[device]` fn's bodies are), and the stand-ins
/// that report a callee that is not a device fn.
pub(crate) fn imports(f: &Func, nested: bool) -> TokenStream {
    let rt = runtime_path();
    let callees: Vec<(usize, &syn::Path)> = f
        .callees
        .iter()
        .enumerate()
        .filter(|(_, c)| c.kind == CalleeKind::DeviceFn)
        .map(|(i, c)| (i, &c.path))
        .collect();
    if callees.is_empty() {
        return quote!();
    }
    let stand_ins_module = Ident::new(&format!("__fc_callees_of_{}", alias_key(f)), Span::call_site());
    let mut stand_ins = Vec::new();
    let mut uses = Vec::new();
    for (i, path) in callees {
        let alias = alias(f, i, Span::call_site());
        let args: Vec<Ident> = (0..arity(f, i)).map(|k| Ident::new(&format!("A{k}"), Span::call_site())).collect();
        let name = path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        let message = format!(
            "`{name}` is not a `#[device]` fn: mark it `#[device]` to call it from kernels (a kernel calls `#[device]` \
             fns, the kernel language's methods and intrinsics, and `math::` functions)"
        );
        stand_ins.push(quote! {
            pub mod #alias {
                #[diagnostic::on_unimplemented(message = #message, label = "called from a kernel")]
                pub trait Callable {}

                /// What the bound is of, through a lifetime: a bound of no parameter would be
                /// checked where it is declared, not at the call.
                pub struct Call<'a>(&'a ());

                pub fn __fc_sim<'a, #(#args,)* R>(_: &#rt::sim::ThreadCtx, #(_: #args),*) -> R
                where
                    Call<'a>: Callable,
                {
                    loop {}
                }

                pub fn __fc_info() -> &'static #rt::DeviceFnInfo {
                    static INFO: #rt::DeviceFnInfo = #rt::DeviceFnInfo::builtin_type("");
                    &INFO
                }
            }
        });
        let path = if nested { deeper(path) } else { path.clone() };
        // (`self::` before a bare name: an import of a bare name also sees the crates, and a
        // device fn's module, which a macro made, beside a crate of its name is ambiguous to
        // rustc. So a kernel calls by a bare name the device fns of its module, declared or
        // imported there, not those declared in a function body around it.)
        let path: syn::Path = match (path.leading_colon, path.segments.len()) {
            (None, 1) if !matches!(path.segments[0].ident.to_string().as_str(), "self" | "super" | "crate") => {
                let span = path.segments[0].ident.span();
                let mut p = path.clone();
                p.segments.insert(0, syn::PathSegment::from(Ident::new("self", span)));
                p
            }
            _ => path,
        };
        let span = path.segments.last().map_or_else(Span::call_site, |s| s.ident.span());
        uses.push(quote_spanned!(span=> #[allow(unused_imports)] use #path as #alias;));
    }
    quote! {
        #[doc(hidden)]
        #[allow(non_snake_case, non_camel_case_types, dead_code, unused_imports, clippy::all)]
        mod #stand_ins_module {
            #(#stand_ins)*
        }
        #[allow(unused_imports)]
        use #stand_ins_module::*;
        #(#uses)*
    }
}

/// How many arguments `f` passes callee `i` (each call of one function passes as many).
fn arity(f: &Func, i: usize) -> usize {
    let mut n = 0;
    f.body.walk(&mut |e| {
        if let crate::ir::ExprKind::Call { callee, args } = &e.kind {
            if *callee == i {
                n = args.len();
            }
        }
    });
    n
}
