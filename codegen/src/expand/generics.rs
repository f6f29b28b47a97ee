//! A kernel's generic parameters and launch types as the generated items spell them: the
//! `impl`s of the runtime's launch traits, the tuned launch's items.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::{runtime_path, Translated};
use crate::back::sim::SimEmitter;
use crate::ir::{Func, GenericKind};
use crate::tune::TuneSpec;
use crate::ty::Ty;

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
    pub(crate) fn of(t: &Translated, sim: &SimEmitter<'_>) -> LaunchTypes {
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
                Ty::TensorMap { elem, boxes, mutable: false, swizzle } => {
                    let e = map_element(sim.scalar(*elem), *swizzle, &rt);
                    let ty = Ident::new(&format!("TensorMap{}", boxes.len()), proc_macro2::Span::call_site());
                    let dims: Vec<TokenStream> = boxes
                        .iter()
                        .map(|b| {
                            let n = sim.len(*b);
                            quote!({ #n })
                        })
                        .collect();
                    quote!(&#lt #rt::#ty<#lt, #e, #(#dims),*>)
                }
                // (A type parameter, as an array's: the map's own lifetime is not the launch's,
                // which `&'a mut Map<'a>` would make it.)
                Ty::TensorMap { elem, boxes, mutable: true, swizzle } => {
                    let (e, r) = (sim.scalar(*elem), boxes.len());
                    let me = map_element(e.clone(), *swizzle, &rt);
                    let mut dims: Vec<TokenStream> = boxes
                        .iter()
                        .map(|b| {
                            let n = sim.len(*b);
                            quote!({ #n })
                        })
                        .collect();
                    dims.resize(4, quote!(1));
                    let a = Ident::new(&format!("__FcArg{k}"), proc_macro2::Span::mixed_site());
                    params.push(quote!(#a: #rt::TensorMapArgMut<#me, #r, #(#dims),*>));
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
    pub(crate) fn of(f: &Func, tune: Option<&TuneSpec>) -> GenericTokens {
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

/// A tensor map's element type as the host's map spells it: `T`, or `Swizzled128<T>`.
fn map_element(e: TokenStream, swizzle: Option<crate::ty::Swizzle>, rt: &TokenStream) -> TokenStream {
    match swizzle {
        Some(sw) => {
            let name = proc_macro2::Ident::new(&sw.rust(), proc_macro2::Span::call_site());
            quote!(#rt::#name<#e>)
        }
        None => e,
    }
}
