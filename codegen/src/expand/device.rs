//! A `#[device]` fn's items: the function as written, for the host, and the hidden module of
//! its name that kernels reach (its CUDA and its simulator body); `#[device]` on constants
//! and `impl` blocks.

use proc_macro2::TokenStream;
use quote::quote;

use super::{
    deps_tokens, prepare, print_sites, runtime_path, sim_allow, sim_params, uses_tokens, Prepared, TRANSLATION_STACK,
};
use crate::back::sim::SimEmitter;
use crate::ctxt::Ctxt;
use crate::cuda_file::CudaFile;
use crate::ir::{Func, FuncKind};

/// `#[device]`, where no file can be read (`#[device(cuda = …)]` is an error).
pub fn device(attr: TokenStream, item: TokenStream) -> TokenStream {
    device_reading(attr, item, &|_| Err("files cannot be read here".into()))
}

/// `#[device]`; `read` reads a file of the package (for `#[device(cuda = "path")]`).
pub fn device_reading(attr: TokenStream, item: TokenStream, read: &ReadFile<'_>) -> TokenStream {
    stacker::grow(TRANSLATION_STACK, || device_on_stack(attr, item, read))
}

/// How the translator reads a file of the package (the macro's glue does the I/O).
pub type ReadFile<'a> = dyn Fn(&str) -> Result<String, String> + 'a;

/// The CUDA C file of `#[device(cuda = "path")]`, read, or an error at the path.
pub(crate) fn read_cuda_file(cx: &Ctxt, lit: &syn::LitStr, read: &ReadFile<'_>) -> Option<CudaFile> {
    let path = lit.value();
    match read(&path) {
        Ok(contents) => Some(CudaFile::new(&path, &contents)),
        Err(e) => {
            cx.error_at(
                lit,
                format!(
                    "cannot read the CUDA C file `{path}` ({e}): write its path relative to the package's Cargo.toml"
                ),
            );
            None
        }
    }
}

fn device_on_stack(attr: TokenStream, item: TokenStream, read: &ReadFile<'_>) -> TokenStream {
    let cx = Ctxt::new();
    let cuda_path = crate::cuda_file::parse_device_args(&cx, attr);
    match syn::parse2::<syn::Item>(item.clone()) {
        Ok(syn::Item::Const(c)) => return device_const(&cx, &c.ty, quote!(#c)),
        Ok(syn::Item::Static(st)) => {
            if let syn::StaticMutability::Mut(m) = &st.mutability {
                cx.error_at(m, "kernels read immutable `static`s only: remove `mut` (a kernel cannot write a static)");
            }
            return device_const(&cx, &st.ty, quote!(#st));
        }
        Ok(syn::Item::Impl(i)) => return crate::structs::device_impl(&cx, i),
        _ => {}
    }
    let usage = "`#[device]` goes on a function (`#[device] fn name(x: f32) -> f32 { … }`), a constant or \
                 immutable `static`, or an `impl` block of a `#[derive(DeviceCopy)]` struct";
    let Prepared { item, docs, cfgs, lints, mut t } = match prepare(&cx, item, FuncKind::Device, usage) {
        Ok(p) => p,
        Err(failed) => {
            let tokens = failed.tokens;
            let stand_in = failed.signature.map(|b| *b).map(|(vis, sig, cfgs)| poisoned(&vis, &sig, &cfgs));
            return quote!(#tokens #stand_in);
        }
    };
    let cuda_file = cuda_path.as_ref().and_then(|lit| read_cuda_file(&cx, lit, read));
    if let (Some(file), Some(lit)) = (&cuda_file, &cuda_path) {
        crate::cuda_file::forward(&cx, &mut t, file, lit);
    }
    let rt = runtime_path();
    let vis = &item.vis;
    let name = &item.sig.ident;
    let name_str = name.to_string();
    let sim = SimEmitter::new(&t.func, &t.typed, rt.clone());
    let ctx = sim.ctx();
    let sim_params = sim_params(&sim, &t.func);
    let ret = sim.ret_ty();
    let has_errors = cx.has_errors();
    let body = if has_errors { quote!({ loop {} }) } else { sim.body() };
    let errors = cx.to_compile_errors();
    let cpp = &t.cuda.cpp_name;
    let decl = &t.cuda.declaration;
    let source = &t.cuda.source;
    // (A body with errors calls nothing: its callees' aliases are not imported.)
    let mut deps = if has_errors { Vec::new() } else { deps_tokens(&t.func, true) };
    // A CUDA C file: its unit linked after the holes' (none names it), and the file tracked
    // by rustc (so that editing it rebuilds the crate).
    let tracked = cuda_file.as_ref().map(|file| {
        let (path, cpp, text) = (&file.path, &file.cpp_name, &file.text);
        deps.push(quote!(|| {
            static FILE: #rt::DeviceFnInfo = #rt::DeviceFnInfo {
                name: #path,
                cpp_name: #cpp,
                declaration: #text,
                source: "",
                deps: &[],
                uses: #rt::Uses::NONE,
            };
            &FILE
        }));
        quote!(
            const _: &[u8] = ::core::include_bytes!(::core::concat!(::core::env!("CARGO_MANIFEST_DIR"), "/", #path));
        )
    });
    let sim_allow = sim_allow();
    let uses = uses_tokens(&t);
    let host = host_fn(&item, &t.func, &docs, &cfgs, &lints);
    let generics = &item.sig.generics;
    let where_clause = &generics.where_clause;
    let prints = if has_errors { quote!() } else { print_sites(&t.func, &rt) };
    let callee_imports = if has_errors { quote!() } else { super::callees::imports(&t.func, true) };
    quote! {
        #errors
        #host

        // What kernels reach by the function's path (`path::__fc_sim`, `path::__fc_info`): a
        // module of its name, which a `use` of the function imports with it.
        #(#cfgs)*
        #[doc(hidden)]
        #[allow(non_snake_case, non_camel_case_types, unused_imports)]
        #vis mod #name {
            use super::*;

            #tracked
            #prints
            #callee_imports

            #[inline]
            #[allow(clippy::too_many_arguments)]
            #sim_allow
            #(#lints)*
            pub fn __fc_sim #generics (#ctx: &#rt::sim::ThreadCtx, #(#sim_params),*) -> #ret #where_clause #body

            /// The function's CUDA.
            pub fn __fc_info() -> &'static #rt::DeviceFnInfo {
                static INFO: #rt::DeviceFnInfo = #rt::DeviceFnInfo {
                    name: #name_str,
                    cpp_name: #cpp,
                    declaration: #decl,
                    source: #source,
                    deps: &[#(#deps),*],
                    uses: #uses,
                };
                &INFO
            }
        }
    }
}

/// `#[device] const G: f32 = …;` (or an immutable `static`): the item, unchanged. Kernels read
/// any constant by its path, marked or not; the mark says what it is for, and its type is
/// checked here (a constant kernels cannot read, or a `Constant` too large for constant
/// memory, is an error at its type, not at each kernel that reads it).
fn device_const(cx: &Ctxt, ty: &syn::Type, item: TokenStream) -> TokenStream {
    let rt = runtime_path();
    let span = syn::spanned::Spanned::span(ty);
    let check = quote::quote_spanned!(span=> const _: () = <#ty as #rt::DeviceConst>::__FC_CHECK;);
    let errors = cx.to_compile_errors();
    quote! {
        #errors
        #item
        #check
    }
}

/// A `#[device]` fn on the host: the function as the user wrote it, an ordinary Rust fn that
/// a host reference or a unit test calls. One that uses what only a kernel's threads have
/// (`thread_idx()`, barriers, shared memory, atomics, warp operations) has nothing to compute
/// with there: its host body panics, saying so. (It must exist still, for the host bodies of
/// device functions that call it.)
fn host_fn(
    item: &syn::ItemFn,
    func: &Func,
    docs: &[syn::Attribute],
    cfgs: &[syn::Attribute],
    lints: &[syn::Attribute],
) -> TokenStream {
    let name_str = item.sig.ident.to_string();
    let sig = &item.sig;
    let vis = &item.vis;
    let doc = format!(
        " A `#[device]` function: kernels and other device functions call it as `{name_str}(…)`, and so does \
         host code."
    );
    let (lints, body) = match func.thread_context_use() {
        // (Kernels have no iterators: an index loop is how their bodies go over a slice.)
        None => {
            let block = &item.block;
            (quote!(#[allow(clippy::needless_range_loop, clippy::manual_memcpy)] #(#lints)*), quote!(#block))
        }
        Some(uses) => {
            let rt = runtime_path();
            (quote!(#[allow(unused_variables, unused_mut)]), quote!({ #rt::device_only(#name_str, #uses) }))
        }
    };
    quote! {
        #(#docs)*
        #[doc = ""]
        #[doc = #doc]
        #(#cfgs)*
        // (Kernels call its module's simulator body, not it: one only kernels call is used.)
        #[allow(dead_code)]
        #lints
        #vis #sig #body
    }
}

/// The module of a device fn whose translation failed, so that kernels calling it add no
/// errors of their own: its simulator body takes any arguments of its count and returns what
/// the signature says.
fn poisoned(vis: &syn::Visibility, sig: &syn::Signature, cfgs: &[syn::Attribute]) -> TokenStream {
    let rt = runtime_path();
    let name = &sig.ident;
    let generics = &sig.generics;
    let params = generics.params.iter();
    let where_clause = &generics.where_clause;
    let args: Vec<proc_macro2::Ident> = (0..sig.inputs.len())
        .map(|k| proc_macro2::Ident::new(&format!("__FcArg{k}"), proc_macro2::Span::mixed_site()))
        .collect();
    let ret = match &sig.output {
        syn::ReturnType::Default => quote!(()),
        syn::ReturnType::Type(_, ty) => quote!(#ty),
    };
    quote! {
        #(#cfgs)*
        #[doc(hidden)]
        #[allow(non_snake_case, non_camel_case_types, unused_imports, dead_code, clippy::all)]
        #vis mod #name {
            use super::*;

            pub fn __fc_sim<#(#params,)* #(#args),*>(_: &#rt::sim::ThreadCtx, #(_: #args),*) -> #ret #where_clause {
                loop {}
            }

            pub fn __fc_info() -> &'static #rt::DeviceFnInfo {
                loop {}
            }
        }
    }
}
