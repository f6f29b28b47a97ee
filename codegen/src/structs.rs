//! Structs: what `#[derive(DeviceCopy)]` and `#[device] impl` blocks expand to.
//!
//! The derive implements the runtime's `DeviceCopy`: the C++ name of the struct (its Rust
//! name and a hash of where it is defined), and its C++ definition made from the field types
//! and the layout rustc computed (the runtime's `StructDef`, which checks it with
//! `static_assert`s). A `#[device] impl` block stays the user's impl, for the host; each
//! function in it is translated as a `#[device]` fn is, and becomes a unit registered under
//! the type (C++ calls a method `fc::m::name(recv, …)` and an associated function
//! `fc::a::Type::name(…)`, forwarding to it), plus a `DeviceMethod` or `DeviceAssoc` impl
//! whose body is its simulator body.

use proc_macro2::{Ident, TokenStream};
use quote::{quote, quote_spanned};

use crate::back::sim::SimEmitter;
use crate::ctxt::Ctxt;
use crate::expand::{deps_tokens, local_array_bytes, runtime_path, sim_allow, uses_tokens, Translated};
use crate::ir::FuncKind;
use crate::names::cpp_spelling;

/// `#[derive(DeviceCopy)]`.
pub fn derive_device_copy(item: TokenStream) -> TokenStream {
    let cx = Ctxt::new();
    let input: syn::DeriveInput = match syn::parse2(item) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    let rt = runtime_path();
    let name = &input.ident;
    let fields = match &input.data {
        syn::Data::Struct(s) => match &s.fields {
            syn::Fields::Named(f) => f.named.iter().collect::<Vec<_>>(),
            // A tuple struct's fields are `f0`, `f1`, … in C++, as a tuple's elements are.
            syn::Fields::Unnamed(f) => f.unnamed.iter().collect::<Vec<_>>(),
            syn::Fields::Unit => {
                cx.error(input.ident.span(), "`DeviceCopy` structs have fields: a unit struct holds nothing to copy");
                Vec::new()
            }
        },
        syn::Data::Enum(e) => {
            cx.error(
                e.enum_token.span,
                "`DeviceCopy` is derived for structs: kernels have no enums; use an integer tag",
            );
            Vec::new()
        }
        syn::Data::Union(u) => {
            cx.error(u.union_token.span, "`DeviceCopy` is derived for structs, not unions");
            Vec::new()
        }
    };
    if !input.generics.params.is_empty() {
        cx.error_at(
            &input.generics,
            "generic `DeviceCopy` structs are not supported yet: define the struct for the element type it holds",
        );
    }
    if !is_repr_c(&input.attrs) {
        cx.error(
            name.span(),
            format!(
                "`{name}` needs `#[repr(C)]` to derive `DeviceCopy`: without it Rust may reorder the fields, and the GPU \
                 must see the same layout as the host"
            ),
        );
    }
    if cx.has_errors() {
        return cx.to_compile_errors();
    }
    let rust = name.to_string();
    let cpp = struct_cpp_name(name, None);
    let tys: Vec<&syn::Type> = fields.iter().map(|f| &f.ty).collect();
    let cpp_fields: Vec<String> = fields
        .iter()
        .enumerate()
        .map(|(i, f)| f.ident.as_ref().map_or_else(|| format!("f{i}"), |id| cpp_spelling(&id.to_string())))
        .collect();
    quote! {
        // Safety: `#[repr(C)]` (checked above), fields of `DeviceField` types (each
        // use below is an error at the field's type otherwise), `Copy + Send + Sync +
        // 'static` (the trait's bounds); the C++ layout is checked against this one when a
        // kernel is compiled.
        unsafe impl #rt::DeviceCopy for #name {
            const CUDA_NAME: &'static str = #cpp;
            const RUST_NAME: &'static str = #rust;
            fn __fc_unit() -> &'static #rt::DeviceFnInfo {
                static DEF: #rt::StructDef =
                    #rt::StructDef::new(#rust, #cpp, &[#(|| <#tys as #rt::DeviceField>::unit()),*]);
                DEF.info(
                    || ::std::vec![#(#rt::FieldLayout {
                        cpp: #cpp_fields,
                        cuda_type: <#tys as #rt::DeviceField>::cuda_type(),
                        size: ::core::mem::size_of::<#tys>(),
                        align: ::core::mem::align_of::<#tys>(),
                    }),*],
                    ::core::mem::size_of::<#name>(),
                    ::core::mem::align_of::<#name>(),
                )
            }
        }
    }
}

fn is_repr_c(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("repr")
            && a.parse_args_with(syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated)
                .is_ok_and(|metas| metas.iter().any(|m| m.path().is_ident("C")))
    })
}

/// Where an item is defined, for its C++ name's hash (in `file` when given, else in the file
/// its span names).
fn location_key(name: &Ident, file: Option<&str>) -> String {
    let span = name.span();
    let start = span.start();
    let file = file.map_or_else(|| span.file(), str::to_string);
    format!("{file}:{}:{}:{name}", start.line, start.column)
}

/// The C++ name of the struct `name` defined in `file` (or the file its span names): its
/// Rust name and a hash of where it is defined.
pub fn struct_cpp_name(name: &Ident, file: Option<&str>) -> String {
    format!("{}_{:08x}", cpp_spelling(&name.to_string()), crate::expand::short_hash(&location_key(name, file)))
}

/// The C++ operators of the `std::ops` traits, by trait and method: a `#[device] impl` of
/// one defines the operator too.
const OPERATORS: [(&str, &str, &str); 6] = [
    ("Add", "add", "+"),
    ("Sub", "sub", "-"),
    ("Mul", "mul", "*"),
    ("Div", "div", "/"),
    ("Rem", "rem", "%"),
    ("Neg", "neg", "-"),
];

/// `#[device] impl Type { … }` (or `#[device] impl Trait for Type { … }`).
pub fn device_impl(cx: &Ctxt, item: syn::ItemImpl) -> TokenStream {
    let rt = runtime_path();
    if !item.generics.params.is_empty() {
        cx.error_at(&item.generics, "generic `#[device] impl` blocks are not supported yet");
    }
    let self_path = match &*item.self_ty {
        syn::Type::Path(p) if p.qself.is_none() => Some(p.path.clone()),
        other => {
            cx.error_at(other, "`#[device] impl` blocks are for `#[derive(DeviceCopy)]` structs, named by a path");
            None
        }
    };
    let self_ty = &item.self_ty;
    let mut units = Vec::new();
    let mut sims = Vec::new();
    if let Some(self_path) = &self_path {
        for (t, f, declaration) in impl_methods(cx, &item, self_path, None) {
            units.push(method_unit(&t, &declaration));
            sims.push(method_sim(&t, &f, self_ty));
        }
    }
    let errors = cx.to_compile_errors();
    if cx.has_errors() {
        return quote!(#errors #item);
    }
    quote! {
        // (Kernels call its functions' simulator bodies, not them: ones only kernels call
        // are used.)
        #[allow(dead_code)]
        #item
        const _: () = {
            #(#sims)*
            #rt::inventory::submit! {
                #rt::RegisteredImpl {
                    of: || <#self_ty as #rt::DeviceCopy>::CUDA_NAME,
                    methods: &[#(#units),*],
                }
            }
        };
    }
}

/// Every function of a `#[device] impl` block of the type `self_path`, translated (in `file`,
/// or the file the spans name), with its unit's declaration.
pub(crate) fn impl_methods(
    cx: &Ctxt,
    item: &syn::ItemImpl,
    self_path: &syn::Path,
    file: Option<&str>,
) -> Vec<(Translated, syn::ItemFn, String)> {
    let trait_name = item.trait_.as_ref().and_then(|(_, p, _)| p.segments.last()).map(|s| s.ident.to_string());
    let mut out = Vec::new();
    for impl_item in &item.items {
        let syn::ImplItem::Fn(m) = impl_item else { continue };
        let f = syn::ItemFn {
            attrs: m.attrs.clone(),
            vis: m.vis.clone(),
            sig: m.sig.clone(),
            block: Box::new(m.block.clone()),
        };
        let Some(t) = translate_method(cx, &f, self_path, file) else { continue };
        let op = trait_name
            .as_deref()
            .and_then(|tr| OPERATORS.iter().find(|(t, m, _)| *t == tr && f.sig.ident == m).map(|(_, _, op)| *op));
        let declaration = method_declaration(&t, self_path, op);
        out.push((t, f, declaration));
    }
    out
}

/// The type a `#[device] impl` block is of, by its path.
pub(crate) fn impl_self_path(item: &syn::ItemImpl) -> Option<syn::Path> {
    match &*item.self_ty {
        syn::Type::Path(p) if p.qself.is_none() => Some(p.path.clone()),
        _ => None,
    }
}

fn translate_method(cx: &Ctxt, f: &syn::ItemFn, self_path: &syn::Path, file: Option<&str>) -> Option<Translated> {
    if !f.sig.generics.params.is_empty() {
        cx.error_at(
            &f.sig.generics,
            "generic methods of `#[device] impl` blocks are not supported yet: write a generic `#[device] fn`",
        );
        return None;
    }
    let mut func = crate::front::lower_fn_of(cx, f, FuncKind::Device, Some(self_path))?;
    func.file = file.map_or_else(|| f.sig.ident.span().file(), str::to_string);
    let typed = crate::infer::infer(&func);
    crate::valid::check(&func, &typed, cx);
    if let Some(uses) = func.thread_context_use() {
        cx.error(
            f.sig.ident.span(),
            format!(
                "methods of `#[device] impl` blocks compute with values: `{uses}` needs a kernel's thread; write a \
                 `#[device] fn` for it"
            ),
        );
    }
    let ty = self_path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
    let cpp = format!(
        "{}_{}_{:08x}",
        cpp_spelling(&ty),
        cpp_spelling(&func.name.to_string()),
        crate::expand::short_hash(&location_key(&f.sig.ident, file))
    );
    let local_bytes = local_array_bytes(cx, &func, &typed);
    let cuda = crate::back::cuda::emit(&func, &typed, &cpp);
    Some(Translated { func, typed, cuda, local_bytes })
}

/// The declaration of one function of the block's unit: the function's, and the forwarder
/// callers call (and the operator it defines).
fn method_declaration(t: &Translated, self_path: &syn::Path, op: Option<&str>) -> String {
    let c = &t.cuda;
    let name = cpp_spelling(&t.func.name.to_string());
    let (params, args) = (c.params.join(", "), c.param_names.join(", "));
    let forward = |namespace: &str| {
        format!(
            "{namespace} __device__ __forceinline__ {ret} {name}({params}) {{ return ::{cpp}({args}); }} {close}",
            ret = c.ret,
            cpp = c.cpp_name,
            close = "}".repeat(namespace.matches('{').count()),
        )
    };
    let is_method = t.func.params.first().is_some_and(|&p| t.func.locals[p].name == "self");
    let mut declaration = format!("{};\n", c.declaration);
    if is_method {
        declaration.push_str(&forward("namespace fc { namespace m {"));
    } else {
        let ty = self_path.segments.last().map(|s| cpp_spelling(&s.ident.to_string())).unwrap_or_default();
        declaration.push_str(&forward(&format!("namespace fc {{ namespace a {{ namespace {ty} {{")));
    }
    if let Some(op) = op {
        // (Without the call depth: an operator is no call chain's link.)
        let n = c.params.len().saturating_sub(1);
        let (params, mut args) = (c.params[..n].join(", "), c.param_names[..n].join(", "));
        args.push_str(if n > 0 { ", 1u" } else { "1u" });
        declaration.push_str(&format!(
            "\n__device__ __forceinline__ {ret} operator{op}({params}) {{ return ::{cpp}({args}); }}",
            ret = c.ret,
            cpp = c.cpp_name
        ));
    }
    declaration
}

/// The unit of one function of the block, whose declaration is `declaration`.
fn method_unit(t: &Translated, declaration: &str) -> TokenStream {
    let rt = runtime_path();
    let c = &t.cuda;
    let rust_name = t.func.name.to_string();
    let (cpp, source) = (&c.cpp_name, &c.source);
    let deps = deps_tokens(&t.func, false);
    let uses = uses_tokens(t);
    quote!(|| {
        static INFO: #rt::DeviceFnInfo = #rt::DeviceFnInfo {
            name: #rust_name,
            cpp_name: #cpp,
            declaration: #declaration,
            source: #source,
            deps: &[#(#deps),*],
            uses: #uses,
        };
        &INFO
    })
}

/// The simulator's side of one function of the block: a `DeviceMethod` (with a receiver) or
/// `DeviceAssoc` impl keyed by its name, whose body is the simulator body.
fn method_sim(t: &Translated, f: &syn::ItemFn, self_ty: &syn::Type) -> TokenStream {
    let rt = runtime_path();
    let sim = SimEmitter::new(&t.func, &t.typed, rt.clone()).in_place();
    let ctx = sim.ctx();
    let body = sim.body();
    let ret = sim.ret_ty();
    let key = proc_macro2::Literal::u64_suffixed(crate::back::sim::method_key_value(&f.sig.ident.to_string()));
    let receiver = f.sig.receiver().map(|r| r.self_token);
    let own = t.func.params.first().is_some_and(|&p| t.func.locals[p].name == "self");
    let params = &t.func.params[own as usize..];
    let names: Vec<TokenStream> = params
        .iter()
        .map(|&id| {
            let n = &t.func.locals[id].name;
            if t.func.locals[id].mutable {
                quote!(mut #n)
            } else {
                quote!(#n)
            }
        })
        .collect();
    let tys: Vec<TokenStream> = params.iter().map(|&id| sim.param_ty(id)).collect();
    let allow = sim_allow();
    let span = f.sig.ident.span();
    let prints = crate::expand::print_sites(&t.func, &rt);
    let callee_imports = crate::expand::callees::imports(&t.func, false);
    let imp = match receiver {
        Some(self_token) => {
            let m =
                if t.func.params.first().is_some_and(|&p| t.func.locals[p].mutable) { quote!(mut) } else { quote!() };
            quote_spanned! {span=>
                impl #rt::DeviceMethod<#key> for #self_ty {
                    type Args = (#(#tys,)*);
                    type Out = #ret;
                    #[inline]
                    #allow
                    fn __fc_method(#m #self_token, #ctx: &#rt::sim::ThreadCtx, (#(#names,)*): (#(#tys,)*)) -> #ret #body
                }
            }
        }
        None => quote_spanned! {span=>
            impl #rt::DeviceAssoc<#key> for #self_ty {
                type Args = (#(#tys,)*);
                type Out = #ret;
                #[inline]
                #allow
                fn __fc_assoc(#ctx: &#rt::sim::ThreadCtx, (#(#names,)*): (#(#tys,)*)) -> #ret #body
            }
        },
    };
    quote!(#imp #prints #callee_imports)
}
