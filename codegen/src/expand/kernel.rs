//! A kernel's items: its name (a function item), its hidden type with the runtime's launch
//! traits, its `KernelInfo` and simulator body, and, when its translation failed, the
//! stand-ins its uses need.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::generics::{GenericTokens, LaunchTypes};
use super::tuned::TunedItems;
use super::{
    deps_tokens, parse_kernel_options, prepare, print_sites, runtime_path, sim_allow, sim_params, uses_tokens,
    Prepared, Translated, TRANSLATION_STACK,
};
use crate::back::cuda;
use crate::back::sim::SimEmitter;
use crate::ctxt::Ctxt;
use crate::ir::{FuncKind, GenericKind, LocalId};
use crate::tune::TuneSpec;

/// `#[kernel]`.
pub fn kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    kernel_built(attr, item, None)
}

/// `#[kernel]` in a crate whose build script compiled kernels ahead of time: `manifest` is the
/// text of the manifest it wrote (see `aot`), whose images for this kernel are embedded.
pub fn kernel_built(attr: TokenStream, item: TokenStream, manifest: Option<&str>) -> TokenStream {
    stacker::grow(TRANSLATION_STACK, || kernel_on_stack(attr, item, manifest))
}

/// The most parameters a kernel may have: the runtime's `LaunchArgs` covers tuples up to
/// this arity (runtime/src/kernel/args.rs).
pub const MAX_KERNEL_PARAMS: usize = 24;

fn kernel_on_stack(attr: TokenStream, item: TokenStream, manifest: Option<&str>) -> TokenStream {
    let cx = Ctxt::new();
    let opts = parse_kernel_options(&cx, attr);
    let kind = FuncKind::Kernel { unchecked: opts.unchecked, bounds: opts.bounds };
    let racy = opts.racy;
    let usage = "`#[kernel]` goes on a function: `#[kernel] fn name(x: &[f32], y: &mut [f32]) { … }`";
    let Prepared { item, docs, cfgs, lints, t } = match prepare(&cx, item, kind, usage) {
        Ok(p) => p,
        Err(failed) => {
            let tokens = failed.tokens;
            let poisoned =
                failed.signature.map(|b| *b).map(|(vis, sig, cfgs)| poisoned(&vis, &sig, &cfgs, opts.tune.as_ref()));
            return quote!(#tokens #poisoned);
        }
    };
    if t.func.params.len() > MAX_KERNEL_PARAMS {
        cx.error(
            item.sig.ident.span(),
            format!(
                "kernels take at most {MAX_KERNEL_PARAMS} parameters and `{}` has {}: pass related scalars \
                 together in a slice, or split the kernel",
                item.sig.ident,
                t.func.params.len()
            ),
        );
    }
    inferred_type_params(&cx, &t);
    // (A spec with errors adds no items: they would only repeat its errors.)
    let tune = opts.tune.as_ref().filter(|spec| spec.check(&cx, &t.func));
    if cx.has_errors() {
        // Items that take any arguments, so that the kernel's uses add no errors of their own.
        let errors = cx.to_compile_errors();
        let poisoned = poisoned(&item.vis, &item.sig, &cfgs, opts.tune.as_ref());
        return quote!(#errors #poisoned);
    }
    let rt = runtime_path();
    let vis = &item.vis;
    let name = &item.sig.ident;
    let name_str = name.to_string();
    // The kernel's type, what its name returns: named as the kernel, in the type namespace (a
    // struct with braces has no value of that name, so the function keeps the value namespace).
    let kty = name;
    let sim = SimEmitter::new(&t.func, &t.typed, rt.clone());
    let ctx = sim.ctx();
    let params: Vec<LocalId> = t.func.params.clone();
    let pnames: Vec<&Ident> = params.iter().map(|&id| &t.func.locals[id].name).collect();
    let args = LaunchTypes::of(&t, &sim);
    let launch_tys = &args.types;
    let sim_params = sim_params(&sim, &t.func);
    let body = sim.body();
    let symbol = &t.cuda.cpp_name;
    let source = &t.cuda.source;
    let checked = !matches!(t.func.kind, crate::ir::FuncKind::Kernel { unchecked: true, .. });
    let lanes = match t.cuda.lanes {
        true => {
            let twin = format!("{symbol}_lanes");
            quote!(::core::option::Option::Some(#twin))
        }
        false => quote!(::core::option::Option::None),
    };
    let [vector_plain, vector_assumed] = t.cuda.vector_twins;
    let assumes = t.cuda.assumptions.iter().map(|a| {
        let (small, large) = (measure_tokens(&rt, &a.small), measure_tokens(&rt, &a.large));
        quote!(#rt::Assume { small: #small, large: #large })
    });
    let assumed_unchecked = t.cuda.assumed_unchecked;
    let deps = deps_tokens(&t.func, false);
    let sim_allow = sim_allow();
    let uses = uses_tokens(&t);
    let fmad = opts.fmad;
    let max_threads = match opts.bounds.max_threads {
        Some(n) => quote!(::core::option::Option::Some(#n)),
        None => quote!(::core::option::Option::None),
    };
    let aot = crate::aot::images_tokens(manifest, symbol, source);
    let prints = print_sites(&t.func, &rt);
    let callee_imports = super::callees::imports(&t.func, false);
    let doc_launch = launch_doc(&name_str, &pnames);
    let tuple_pat = quote!((#(#pnames,)*));
    let g = GenericTokens::of(&t.func, tune);
    let (struct_generics, ty_args) = (&g.struct_params, &g.struct_args);
    let struct_decl = &g.struct_decl;
    let (method_generics, method_args) = (&g.method_params, &g.method_args);
    let (fn_generics, fn_args) = (&g.fn_params, &g.fn_args);
    let generics_info = &g.info;
    let instance = &g.instance;
    let registered = &g.registered;
    let instance_of = &g.instance_of;
    let instance_params = g.impl_params(None, &[]);
    let lt = LaunchTypes::lifetime();
    // Hygienic, so that a kernel parameter may be called `grid`.
    let grid = crate::back::sim::hidden("grid");
    let args_params = g.impl_params(Some(&lt), &args.params);
    let tuned = tune.map(|spec| TunedItems {
        spec,
        func: &t.func,
        kty,
        rt: &rt,
        g: &g,
        args: &args,
        pnames: &pnames,
        ctx: &ctx,
    });
    let launch_guard = tuned.as_ref().map(TunedItems::launch_guard);
    let launch_tuned = tuned.as_ref().map(TunedItems::launch_tuned);
    quote! {
        #(#docs)*
        #[doc = ""]
        #[doc = #doc_launch]
        #(#cfgs)*
        // (Registered, and compiled by `ferrocuda::kernels()`: one never launched is no dead code.)
        #[allow(non_snake_case, dead_code)]
        #[inline(always)]
        #vis fn #name #fn_generics() -> #kty #ty_args {
            #kty #fn_args {}
        }

        // (The traits of kernels' names, without their names: this module, and those that
        // glob-import it, launch its kernels with or without the prelude.)
        #(#cfgs)*
        #[doc(hidden)]
        #[allow(unused_imports)]
        pub use #rt::kernel_traits::*;

        #[doc(hidden)]
        #(#cfgs)*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, Default)]
        #vis struct #kty #struct_decl {}

        #(#cfgs)*
        impl #struct_generics #rt::KernelType for #kty #ty_args {
            #[inline]
            fn info() -> &'static #rt::KernelInfo {
                Self::__fc_info()
            }
        }

        #(#cfgs)*
        impl #instance_params #rt::Instance<#instance_of> for #kty #ty_args {
            #[inline]
            fn instance() -> &'static #rt::KernelInfo {
                Self::__fc_instance #method_args()
            }
        }

        #(#cfgs)*
        impl #args_params #rt::KernelArgs<(#(#launch_tys,)*)> for #kty #ty_args {
            #[inline]
            #[allow(clippy::used_underscore_binding)]
            fn launch_args(self, #grid: #rt::Grid<'_>, #tuple_pat: (#(#launch_tys,)*)) -> #rt::Result<()> {
                #launch_guard
                #rt::launch(
                    Self::__fc_instance #method_args(),
                    #grid,
                    (#(#pnames,)*),
                    |#ctx: &#rt::sim::ThreadCtx, #tuple_pat| Self::__fc_sim #method_args(#ctx, #(#pnames),*),
                )
            }
        }

        #(#cfgs)*
        impl #struct_generics #kty #ty_args {
            /// The kernel (its instantiation for these generic arguments).
            #[doc(hidden)]
            pub fn __fc_instance #method_generics() -> &'static #rt::KernelInfo {
                #instance
            }

            #[doc(hidden)]
            pub fn __fc_info() -> &'static #rt::KernelInfo {
                static INFO: #rt::KernelInfo = #rt::KernelInfo {
                    name: #name_str,
                    symbol: #symbol,
                    lanes: #lanes,
                    vector_twins: [#vector_plain, #vector_assumed],
                    checked: #checked,
                    source: #source,
                    deps: &[#(#deps),*],
                    debug_assertions: ::core::cfg!(debug_assertions),
                    uses: #uses,
                    racy: #racy,
                    fmad: #fmad,
                    max_threads: #max_threads,
                    generics: &[#(#generics_info),*],
                    aot: #aot,
                    assumes: &[#(#assumes),*],
                    assumed_unchecked: #assumed_unchecked,
                    variant: 0,
                    cache: #rt::KernelCache::new(),
                };
                &INFO
            }

            #[doc(hidden)]
            #[inline]
            #sim_allow
            #(#lints)*
            fn __fc_sim #method_generics(#ctx: &#rt::sim::ThreadCtx, #(#sim_params),*) #body
        }

        #(#cfgs)*
        #launch_tuned

        #(#cfgs)*
        #rt::inventory::submit! { #rt::RegisteredKernel(#registered) }

        #(#cfgs)*
        #prints

        #(#cfgs)*
        #callee_imports
    }
}

/// The doc line every kernel's name gets.
fn launch_doc(name: &str, params: &[impl std::fmt::Display]) -> String {
    format!(
        " A GPU kernel, generated by `#[kernel]`. Launch it with `{name}.launch(grid, {})`; `{name}.cuda_source()` \
         shows the CUDA it was translated to (the methods of `ferrocuda::KernelFn`).",
        params.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", ")
    )
}

/// A kernel's type parameters are inferred from its launch's arguments (one `impl` of the
/// runtime's `KernelArgs` per kernel): each must appear in a parameter's type.
fn inferred_type_params(cx: &Ctxt, t: &Translated) {
    let mut index = 0u8;
    for g in &t.func.generics {
        if !matches!(g.kind, GenericKind::Type { .. }) {
            continue;
        }
        let param = crate::ty::Scalar::Param(index);
        index += 1;
        let used = t.func.params.iter().any(|&id| t.typed.local.get(id).is_some_and(|ty| ty.mentions(param)));
        if !used {
            cx.error_at(
                &g.name,
                format!(
                    "a kernel's type parameters are inferred from its arguments, and no parameter of `{}` has `{}` in \
                     its type: use it in a parameter (`x: &[{}]`), or make the kernel not generic",
                    t.func.name, g.name, g.name
                ),
            );
        }
    }
}

/// The items of a kernel whose translation failed: its name and type, taking any arguments
/// of its count, so that launches and the other uses of the kernel add no errors to the
/// kernel's own (its const parameters from the signature; a tuned launch for the tuned ones'
/// defaults).
fn poisoned(
    vis: &syn::Visibility,
    sig: &syn::Signature,
    cfgs: &[syn::Attribute],
    tune: Option<&TuneSpec>,
) -> TokenStream {
    let rt = runtime_path();
    let name = &sig.ident;
    let kty = name;
    let consts: Vec<&Ident> = sig.generics.const_params().map(|c| &c.ident).collect();
    let types = sig.generics.type_params().count();
    let (decl, args) = match consts.is_empty() {
        true => (quote!(), quote!()),
        false => (quote!(<#(const #consts: usize),*>), quote!(<#(#consts),*>)),
    };
    let turbofish = (!consts.is_empty()).then(|| quote!(::#args));
    let arg_tys: Vec<Ident> =
        (0..sig.inputs.len()).map(|k| Ident::new(&format!("__FcArg{k}"), proc_macro2::Span::mixed_site())).collect();
    let type_args: Vec<Ident> =
        (0..types).map(|k| Ident::new(&format!("__FcType{k}"), proc_macro2::Span::mixed_site())).collect();
    let instance_of = match type_args.as_slice() {
        [one] => quote!(#one),
        many => quote!((#(#many),*)),
    };
    let tuned = tune.map(|spec| {
        let k = spec.params.len();
        let tuned_args: Vec<TokenStream> = consts
            .iter()
            .map(|c| if spec.is_tuned(c) { quote!({ usize::MAX }) } else { quote!(#c) })
            .collect();
        let untuned: Vec<&&Ident> = consts.iter().filter(|c| !spec.is_tuned(c)).collect();
        quote! {
            #(#cfgs)*
            impl<#(const #untuned: usize,)* #(#arg_tys),*> #rt::TunedArgs<#k, (#(#arg_tys,)*)> for #kty<#(#tuned_args),*> {
                fn launch_tuned_args(self, _: #rt::TunedGrid<'_, #k>, _: (#(#arg_tys,)*)) -> #rt::Result<()> {
                    loop {}
                }
            }
        }
    });
    quote! {
        #(#cfgs)*
        #[allow(non_snake_case, dead_code)]
        #vis fn #name #decl() -> #kty #args {
            #kty #turbofish {}
        }

        #(#cfgs)*
        #[doc(hidden)]
        #[allow(unused_imports)]
        pub use #rt::kernel_traits::*;

        #[doc(hidden)]
        #(#cfgs)*
        #[allow(non_camel_case_types, dead_code)]
        #[derive(Clone, Copy)]
        #vis struct #kty #decl {}

        #(#cfgs)*
        impl #decl #rt::KernelType for #kty #args {
            fn info() -> &'static #rt::KernelInfo {
                loop {}
            }
        }

        #(#cfgs)*
        impl<#(const #consts: usize,)* #(#type_args),*> #rt::Instance<#instance_of> for #kty #args {
            fn instance() -> &'static #rt::KernelInfo {
                loop {}
            }
        }

        #(#cfgs)*
        impl<#(const #consts: usize,)* #(#arg_tys),*> #rt::KernelArgs<(#(#arg_tys,)*)> for #kty #args {
            fn launch_args(self, _: #rt::Grid<'_>, _: (#(#arg_tys,)*)) -> #rt::Result<()> {
                loop {}
            }
        }

        #tuned
    }
}

/// The runtime's `Measure` for the translator's.
fn measure_tokens(rt: &TokenStream, m: &cuda::Measure) -> TokenStream {
    match m {
        cuda::Measure::Len(p) => {
            let p = *p as u8;
            quote!(#rt::Measure::Len(#p))
        }
        cuda::Measure::Extent(p, k) => {
            let (p, k) = (*p as u8, *k as u8);
            quote!(#rt::Measure::Extent(#p, #k))
        }
        cuda::Measure::Value(p) => {
            let p = *p as u8;
            quote!(#rt::Measure::Value(#p))
        }
        cuda::Measure::Block(axis) => {
            let axis = *axis as u8;
            quote!(#rt::Measure::Block(#axis))
        }
        cuda::Measure::Grid(axis) => {
            let axis = *axis as u8;
            quote!(#rt::Measure::Grid(#axis))
        }
        cuda::Measure::Constant(n) => quote!(#rt::Measure::Constant(#n)),
        cuda::Measure::Product(factors) => {
            let [a, b] = &**factors;
            let (a, b) = (measure_tokens(rt, a), measure_tokens(rt, b));
            quote!(#rt::Measure::Product(&[#a, #b]))
        }
    }
}
