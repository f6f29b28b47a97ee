//! A kernel's items: its name (a function item), its hidden type with the runtime's launch
//! traits, its `KernelInfo` and simulator body, and, when its translation failed, the
//! stand-ins its uses need.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::{
    deps_tokens, parse_kernel_options, prepare, print_sites, runtime_path, sim_allow, sim_params, uses_tokens,
    Prepared, Translated, TRANSLATION_STACK,
};
use crate::back::cuda;
use crate::back::sim::SimEmitter;
use crate::ctxt::Ctxt;
use crate::ir::{Func, FuncKind, GenericKind, LocalId};
use crate::tune::{TuneSpec, TunedItems};
use crate::ty::Ty;

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

/// The types a kernel's launch takes, one per parameter (`&[T]` → `&DeviceSlice<T>`, `&mut
/// [T]` → `&mut DeviceSlice<T>`, an N-d array any argument of its trait, scalars by value),
/// as the `impl` of `KernelArgs` spells them: references under [`LaunchTypes::lifetime`], an
/// array a type parameter of the `impl` bounded by its trait (`params`).
pub(crate) struct LaunchTypes {
    pub types: Vec<TokenStream>,
    /// `__FcArgN: ArrayArg<T, D> + LaunchArg<Sim = Nd<T, D>>` of the array parameters (the
    /// `Sim` binding makes `T` a parameter the `impl` constrains).
    pub params: Vec<TokenStream>,
}

impl LaunchTypes {
    fn of(t: &Translated, sim: &SimEmitter<'_>) -> LaunchTypes {
        let rt = runtime_path();
        let lt = Self::lifetime();
        let (mut types, mut params) = (Vec::new(), Vec::new());
        for (k, &id) in t.func.params.iter().enumerate() {
            let ty = match &t.typed.local[id] {
                Ty::Slice { elem, mutable: false } => {
                    let e = sim.scalar(*elem);
                    quote!(&#lt #rt::DeviceSlice<#e>)
                }
                Ty::Slice { elem, mutable: true } => {
                    let e = sim.scalar(*elem);
                    quote!(&#lt mut #rt::DeviceSlice<#e>)
                }
                Ty::Nd { elem, rank, mutable } => {
                    let (e, r) = (sim.scalar(*elem), *rank as usize);
                    let a = Ident::new(&format!("__FcArg{k}"), proc_macro2::Span::mixed_site());
                    params.push(match mutable {
                        false => quote!(#a: #rt::ArrayArg<#e, #r> + #rt::LaunchArg<Sim = #rt::sim::Nd<#e, #r>>),
                        true => quote!(#a: #rt::ArrayArgMut<#e, #r> + #rt::LaunchArg<Sim = #rt::sim::NdMut<#e, #r>>),
                    });
                    quote!(#a)
                }
                Ty::Scalar(s) => sim.scalar(*s),
                _ => quote!(()),
            };
            types.push(ty);
        }
        LaunchTypes { types, params }
    }

    /// The lifetime of the launch's references.
    pub(crate) fn lifetime() -> syn::Lifetime {
        syn::Lifetime {
            apostrophe: proc_macro2::Span::mixed_site(),
            ident: Ident::new("__fc_a", proc_macro2::Span::mixed_site()),
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

/// The generic parameters of a kernel, as each generated item needs them. Const parameters
/// are the name's and the type's (`tile::<256>.launch(…)`), type parameters the `impl`s' and
/// the methods' (inferred from the launch's arguments, named by turbofish elsewhere:
/// `scale.cuda_source::<f32>()`).
pub(crate) struct GenericTokens {
    /// `<const N: usize, …>`, of the type's plain `impl`s.
    pub struct_params: TokenStream,
    /// The same with the tuned parameters' defaults (`= { usize::MAX }`), of the type.
    pub struct_decl: TokenStream,
    /// `<N, …>`: the type's arguments.
    pub struct_args: TokenStream,
    /// `<const N: usize, …>` of the kernel's name (a function item: no defaults).
    pub fn_params: TokenStream,
    /// `::<N, …>`: the unit value's.
    pub fn_args: TokenStream,
    /// `<T: Float, …>` of the methods generic over the type parameters.
    pub method_params: TokenStream,
    /// `::<T, …>`.
    pub method_args: TokenStream,
    /// The runtime's `Instance` argument: `()`, `T`, or `(T, U)`.
    pub instance_of: TokenStream,
    /// The `KernelInfo`'s `generics`.
    pub info: Vec<TokenStream>,
    /// The body of `__fc_instance`.
    pub instance: TokenStream,
    /// The function the registry calls for the kernel.
    pub registered: TokenStream,
    consts: Vec<Ident>,
    types: Vec<TokenStream>,
}

impl GenericTokens {
    fn of(f: &Func, tune: Option<&TuneSpec>) -> GenericTokens {
        let rt = runtime_path();
        let kty = &f.name;
        let (mut types, mut consts, mut info, mut args) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let (mut nt, mut nc) = (0u8, 0u8);
        for g in &f.generics {
            let n = &g.name;
            match &g.kind {
                GenericKind::Type { bounds } => {
                    types.push(quote!(#n: #(#bounds)+*));
                    let cuda = crate::ty::Scalar::Param(nt).cuda();
                    nt += 1;
                    info.push(quote!(#rt::Generic::Type(#cuda)));
                    args.push(quote!(#rt::GenericArg::Type {
                        rust: <#n as #rt::DeviceCopy>::RUST_NAME,
                        cuda: <#n as #rt::DeviceCopy>::CUDA_NAME,
                    }));
                }
                GenericKind::Const => {
                    consts.push(n.clone());
                    let cuda = crate::ty::const_param_cuda(nc);
                    nc += 1;
                    info.push(quote!(#rt::Generic::Const(#cuda)));
                    args.push(quote!(#rt::GenericArg::Const(#n as u64)));
                }
            }
        }
        let type_names: Vec<&Ident> =
            f.generics.iter().filter(|g| matches!(g.kind, GenericKind::Type { .. })).map(|g| &g.name).collect();
        let (struct_params, struct_args, fn_args) = if consts.is_empty() {
            (quote!(), quote!(), quote!())
        } else {
            (quote!(<#(const #consts: usize),*>), quote!(<#(#consts),*>), quote!(::<#(#consts),*>))
        };
        let struct_decl = match tune {
            Some(spec) => {
                let decls = consts.iter().map(|c| match spec.is_tuned(c) {
                    true => quote!(const #c: usize = { usize::MAX }),
                    false => quote!(const #c: usize),
                });
                quote!(<#(#decls),*>)
            }
            None => struct_params.clone(),
        };
        let (method_params, method_args) =
            if types.is_empty() { (quote!(), quote!()) } else { (quote!(<#(#types),*>), quote!(::<#(#type_names),*>)) };
        let instance_of = match type_names.as_slice() {
            [one] => quote!(#one),
            many => quote!((#(#many),*)),
        };
        let instance = if f.generics.is_empty() {
            quote!(Self::__fc_info())
        } else {
            quote!(Self::__fc_info().instance(&[#(#args),*]))
        };
        // (Any instance of the type: the registered information is the template's.)
        let zeros = consts.iter().map(|_| quote!(0));
        let registered =
            if consts.is_empty() { quote!(#kty::__fc_info) } else { quote!(<#kty<#(#zeros),*>>::__fc_info) };
        GenericTokens {
            fn_params: struct_params.clone(),
            struct_params,
            struct_decl,
            struct_args,
            fn_args,
            method_params,
            method_args,
            instance_of,
            info,
            instance,
            registered,
            consts,
            types,
        }
    }

    /// The parameters of an `impl` for every instance: a lifetime, the const and type
    /// parameters, and `extra` ones.
    pub fn impl_params(&self, lifetime: Option<&syn::Lifetime>, extra: &[TokenStream]) -> TokenStream {
        self.impl_params_with(lifetime, &self.consts.iter().collect::<Vec<_>>(), extra)
    }

    /// [`GenericTokens::impl_params`] with only the const parameters `consts`.
    pub fn impl_params_with(
        &self,
        lifetime: Option<&syn::Lifetime>,
        consts: &[&Ident],
        extra: &[TokenStream],
    ) -> TokenStream {
        let lifetime = lifetime.map(|l| quote!(#l,));
        let types = &self.types;
        quote!(<#lifetime #(const #consts: usize,)* #(#types,)* #(#extra,)*>)
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
