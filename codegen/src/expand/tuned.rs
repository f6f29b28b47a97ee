//! The items a tuned kernel adds (`#[kernel(tune(…))]`, parsed by `tune.rs`): its
//! `TunedArgs` for the tuned parameters' defaults, whose candidates are the kernel's
//! instances for each combination of the listed values.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::generics::{GenericTokens, LaunchTypes};
use crate::ir::{Func, GenericKind};
use crate::tune::TuneSpec;

/// What a tuned kernel's items need of its generics and parameters.
pub(crate) struct TunedItems<'a> {
    pub spec: &'a TuneSpec,
    pub func: &'a Func,
    /// The kernel's type (what its name returns).
    pub kty: &'a Ident,
    pub rt: &'a TokenStream,
    pub g: &'a GenericTokens,
    pub args: &'a LaunchTypes,
    pub pnames: &'a [&'a Ident],
    pub ctx: &'a Ident,
}

impl TunedItems<'_> {
    /// The untuned const parameters, as the `impl` of `launch_tuned` declares them.
    fn untuned(&self) -> Vec<&Ident> {
        self.func
            .generics
            .iter()
            .filter(|g| matches!(g.kind, GenericKind::Const) && !self.spec.is_tuned(&g.name))
            .map(|g| &g.name)
            .collect()
    }

    /// The type's const arguments for `candidate` (`None`: the tuned parameters' defaults).
    fn struct_args(&self, candidate: Option<&[u32]>) -> Vec<TokenStream> {
        self.func
            .generics
            .iter()
            .filter(|g| matches!(g.kind, GenericKind::Const))
            .map(|g| {
                let n = &g.name;
                match candidate {
                    _ if !self.spec.is_tuned(n) => quote!(#n),
                    Some(c) => {
                        let v = self.spec.value(c, n).unwrap_or(0) as usize;
                        quote!(#v)
                    }
                    None => quote!({ usize::MAX }),
                }
            })
            .collect()
    }

    /// The `impl` of the runtime's `TunedArgs` (what `launch_tuned` calls), for the type
    /// whose tuned parameters are their defaults: the name without them (`rows.launch_tuned`,
    /// `tile::<64, _>.launch_tuned`) infers them so.
    pub fn launch_tuned(&self) -> TokenStream {
        let (rt, ctx, kty) = (self.rt, self.ctx, self.kty);
        let method_args = &self.g.method_args;
        let pnames = self.pnames;
        let launch_tys = &self.args.types;
        let untuned = self.untuned();
        let lt = LaunchTypes::lifetime();
        let impl_params = self.g.impl_params_with(Some(&lt), &untuned, &self.args.params);
        let default_args = self.struct_args(None);
        let k = self.spec.params.len();
        let names: Vec<String> = self.spec.params.iter().map(|(n, _)| n.to_string()).collect();
        let candidates = self.spec.candidates();
        let choices = candidates.iter().map(|c| quote!(&[#(#c),*]));
        let arms = candidates.iter().enumerate().map(|(i, c)| {
            let args = self.struct_args(Some(c));
            let pattern = if i + 1 == candidates.len() { quote!(_) } else { quote!(#i) };
            quote! {
                #pattern => #rt::Candidate {
                    kernel: #kty::<#(#args),*>::__fc_instance #method_args(),
                    sim: |#ctx, (#(#pnames,)*)| #kty::<#(#args),*>::__fc_sim #method_args(#ctx, #(#pnames),*),
                }
            }
        });
        let name_str = self.func.name.to_string();
        let choice = Ident::new("__fc_choice", proc_macro2::Span::mixed_site());
        let grid = Ident::new("__fc_grid", proc_macro2::Span::mixed_site());
        quote! {
            impl #impl_params #rt::TunedArgs<#k, (#(#launch_tys,)*)> for #kty<#(#default_args),*> {
                #[allow(clippy::used_underscore_binding)]
                fn launch_tuned_args(
                    self,
                    #grid: #rt::TunedGrid<'_, #k>,
                    (#(#pnames,)*): (#(#launch_tys,)*),
                ) -> #rt::Result<()> {
                    static TUNE: #rt::Tune = #rt::Tune {
                        kernel: #name_str,
                        names: &[#(#names),*],
                        choices: &[#(#choices),*],
                    };
                    #rt::launch_tuned(&TUNE, #grid, (#(#pnames,)*), |#choice: usize| match #choice {
                        #(#arms,)*
                    })
                }
            }
        }
    }

    /// The start of a tuned kernel's `launch`: an `Err` when its tuned parameters are their
    /// defaults (no values were named).
    pub fn launch_guard(&self) -> TokenStream {
        let rt = self.rt;
        let tuned: Vec<&Ident> = self.spec.params.iter().map(|(n, _)| n).collect();
        let name = &self.func.name;
        let name_str = name.to_string();
        let message = format!(
            "`{name}` is tuned: launch it with `{name}.launch_tuned(Grid::tuned(|[{}]| …), …)`, or name the values of \
             `{}` (`{name}::<…>.launch(…)`)",
            tuned.iter().map(|n| n.to_string().to_lowercase()).collect::<Vec<_>>().join(", "),
            tuned.iter().map(|n| n.to_string()).collect::<Vec<_>>().join("`, `"),
        );
        quote! {
            if #(#tuned == usize::MAX)||* {
                return ::core::result::Result::Err(#rt::untuned_launch(#name_str, #message));
            }
        }
    }
}
