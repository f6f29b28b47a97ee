//! The items `#[kernel]` and `#[device]` expand to.
//!
//! A kernel `fn saxpy(…)` becomes a unit struct `saxpy` whose `launch` mirrors the kernel's
//! parameters (`&[T]` → `&DeviceSlice<T>`, `&mut [T]` → `&mut DeviceSlice<T>`, scalars by
//! value), plus `cuda_source()` and `name()`, a static `KernelInfo` holding the CUDA text,
//! and the CPU body for the simulator. A device fn becomes a unit struct implementing
//! `DeviceFn`, with its CPU body as the method `__fc_sim`. Generated code reaches the runtime
//! only through `::ferrocuda::__private`.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use crate::ctxt::Ctxt;
use crate::cuda::{self, CudaFn};
use crate::infer::{self, Typed};
use crate::ir::{Func, FuncKind, LocalId};
use crate::lower;
use crate::names::Names;
use crate::sim::{scalar_ident, SimEmitter};
use crate::ty::Ty;

pub fn runtime_path() -> TokenStream {
    quote!(::ferrocuda::__private)
}

/// Options of `#[kernel(…)]`.
#[derive(Debug, Default, Clone, Copy)]
pub struct KernelOptions {
    pub unchecked: bool,
}

pub fn parse_kernel_options(cx: &Ctxt, attr: TokenStream) -> KernelOptions {
    let mut opts = KernelOptions::default();
    let parser = syn::punctuated::Punctuated::<Ident, syn::Token![,]>::parse_terminated;
    match syn::parse::Parser::parse2(parser, attr) {
        Ok(idents) => {
            for i in idents {
                match i.to_string().as_str() {
                    "unchecked" => opts.unchecked = true,
                    other => cx.error(
                        i.span(),
                        format!("unknown kernel option `{other}`; the option is `unchecked` (no bounds checks)"),
                    ),
                }
            }
        }
        Err(e) => cx.error(e.span(), "`#[kernel]` takes no arguments or `#[kernel(unchecked)]`"),
    }
    opts
}

/// The stable unique C++ name of a device function: its Rust name and a hash of where it
/// is defined.
pub fn device_cpp_name(f: &Func) -> String {
    let key = format!("{}:{}:{}:{}", f.file, f.loc.line, f.loc.column, f.name);
    let mut h: u64 = 0xcbf29ce484222325;
    for b in key.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    let mut names = Names::default();
    format!("{}_{:08x}", names.fresh(&f.name.to_string()), h as u32)
}

/// The C++ symbol of a kernel.
pub fn kernel_symbol(f: &Func) -> String {
    Names::default().fresh(&f.name.to_string())
}

/// Lowered, typed and emitted: everything expansion needs.
pub struct Translated {
    pub func: Func,
    pub typed: Typed,
    pub cuda: CudaFn,
}

pub fn translate(cx: &Ctxt, item: &syn::ItemFn, kind: FuncKind) -> Option<Translated> {
    translate_in(cx, item, kind, None)
}

/// [`translate`], naming the source file `file` instead of the one the spans give (for
/// tests, where spans come from strings).
pub fn translate_in(cx: &Ctxt, item: &syn::ItemFn, kind: FuncKind, file: Option<&str>) -> Option<Translated> {
    let mut func = lower::lower_fn(cx, item, kind)?;
    if let Some(file) = file {
        func.file = file.to_string();
    }
    let typed = infer::infer(&func, cx);
    let cpp = match kind {
        FuncKind::Kernel { .. } => kernel_symbol(&func),
        FuncKind::Device => device_cpp_name(&func),
    };
    let mut cuda = cuda::emit(&func, &typed, &cpp);
    if typed.conflict {
        // rustc reports the type error in the simulator body; nothing here is compiled.
        cuda.source = format!(
            "#error \"ferrocuda could not infer the types of `{}`: see the Rust compiler's error\"\n",
            func.name
        );
    }
    Some(Translated { func, typed, cuda })
}

fn passthrough_attrs(cx: &Ctxt, item: &syn::ItemFn) -> (Vec<syn::Attribute>, Vec<syn::Attribute>, Vec<syn::Attribute>) {
    let (mut docs, mut cfgs, mut lints) = (Vec::new(), Vec::new(), Vec::new());
    for a in &item.attrs {
        let name = a.path().get_ident().map(|i| i.to_string()).unwrap_or_default();
        match name.as_str() {
            "doc" => docs.push(a.clone()),
            "cfg" | "cfg_attr" => cfgs.push(a.clone()),
            "allow" | "warn" | "deny" | "expect" => lints.push(a.clone()),
            _ => cx.error_at(
                a,
                format!(
                    "the attribute `#[{}]` is not supported on kernels and device functions",
                    lower::source_text(a.path())
                ),
            ),
        }
    }
    (docs, cfgs, lints)
}

const SIM_LINTS: &str = "unused_mut, unused_variables, unused_unsafe, unused_parens, unused_braces, unreachable_code, unused_assignments, non_snake_case, clippy::all";

fn sim_allow() -> TokenStream {
    let lints: TokenStream = SIM_LINTS.parse().unwrap_or_default();
    quote!(#[allow(#lints)])
}

/// What both attributes start from: the parsed function, its passed-through attributes, and
/// its translation; or, when it is not a usable function, the tokens to emit instead.
struct Prepared {
    item: syn::ItemFn,
    docs: Vec<syn::Attribute>,
    cfgs: Vec<syn::Attribute>,
    lints: Vec<syn::Attribute>,
    t: Translated,
}

fn prepare(cx: &Ctxt, item: TokenStream, kind: FuncKind, usage: &str) -> Result<Prepared, TokenStream> {
    let item: syn::ItemFn = match syn::parse2(item.clone()) {
        Ok(i) => i,
        Err(e) => {
            let mut out = syn::Error::new(e.span(), usage).to_compile_error();
            out.extend(item);
            return Err(out);
        }
    };
    let (docs, cfgs, lints) = passthrough_attrs(cx, &item);
    match translate(cx, &item, kind) {
        Some(t) => Ok(Prepared { item, docs, cfgs, lints, t }),
        None => {
            // Still define the name, so that its uses do not add errors of their own.
            let errors = cx.to_compile_errors();
            let (vis, name) = (&item.vis, &item.sig.ident);
            Err(quote! {
                #errors
                #(#cfgs)* #[allow(non_camel_case_types)] #vis struct #name;
            })
        }
    }
}

/// The simulator body's parameters, `mut` where the user wrote it.
fn sim_params(sim: &SimEmitter<'_>, func: &Func) -> Vec<TokenStream> {
    func.params
        .iter()
        .map(|&id| {
            let n = &func.locals[id].name;
            let m = if func.locals[id].mutable { quote!(mut) } else { quote!() };
            let ty = sim.param_ty(id);
            quote!(#m #n: #ty)
        })
        .collect()
}

/// `#[kernel]`.
pub fn kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    let cx = Ctxt::new();
    let opts = parse_kernel_options(&cx, attr);
    let kind = FuncKind::Kernel { unchecked: opts.unchecked };
    let usage = "`#[kernel]` goes on a function: `#[kernel] fn name(x: &[f32], y: &mut [f32]) { … }`";
    let Prepared { item, docs, cfgs, lints, t } = match prepare(&cx, item, kind, usage) {
        Ok(p) => p,
        Err(tokens) => return tokens,
    };
    let rt = runtime_path();
    let vis = &item.vis;
    let name = &item.sig.ident;
    let name_str = name.to_string();
    let sim = SimEmitter::new(&t.func, &t.typed, rt.clone());
    let ctx = sim.ctx();
    let params: Vec<LocalId> = t.func.params.clone();
    let pnames: Vec<&Ident> = params.iter().map(|&id| &t.func.locals[id].name).collect();
    let launch_tys: Vec<TokenStream> = params
        .iter()
        .map(|&id| match &t.typed.local[id] {
            Ty::Slice { elem, mutable: false } => {
                let e = scalar_ident(*elem);
                quote!(&#rt::DeviceSlice<#e>)
            }
            Ty::Slice { elem, mutable: true } => {
                let e = scalar_ident(*elem);
                quote!(&mut #rt::DeviceSlice<#e>)
            }
            Ty::Scalar(s) => {
                let s = scalar_ident(*s);
                quote!(#s)
            }
            _ => quote!(()),
        })
        .collect();
    let sim_params = sim_params(&sim, &t.func);
    let has_errors = cx.has_errors();
    let body = if has_errors { quote!({ loop {} }) } else { sim.body() };
    let errors = cx.to_compile_errors();
    let symbol = &t.cuda.cpp_name;
    let source = &t.cuda.source;
    let deps = deps_tokens(&t.func);
    let sim_allow = sim_allow();
    let uses = uses_tokens(&t.func);
    let doc_launch = format!(
        " A GPU kernel, generated by `#[kernel]`. Launch it with `{name_str}.launch(grid, {})`; \
         `{name_str}.cuda_source()` shows the CUDA it was translated to.",
        pnames.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", ")
    );
    let tuple_pat = quote!((#(#pnames,)*));
    // Named at the kernel, so that "method defined here" shows the kernel's signature.
    let launch = Ident::new("launch", name.span());
    quote! {
        #errors
        #(#docs)*
        #[doc = ""]
        #[doc = #doc_launch]
        #(#cfgs)*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, Default)]
        #vis struct #name;

        #(#cfgs)*
        impl #name {
            /// Launches the kernel over `grid` with these arguments. It runs asynchronously; the
            /// next synchronizing call (`to_vec`, `copy_to_host`, `synchronize`) waits for it and
            /// reports a panic of any of its threads.
            #[allow(clippy::too_many_arguments, clippy::used_underscore_binding)]
            pub fn #launch(&self, grid: #rt::Grid<'_>, #(#pnames: #launch_tys),*) -> #rt::Result<()> {
                #rt::launch(
                    Self::__fc_info(),
                    grid,
                    (#(#pnames,)*),
                    |#ctx: &#rt::sim::ThreadCtx, #tuple_pat| Self::__fc_sim(#ctx, #(#pnames),*),
                )
            }

            /// The CUDA C++ this kernel was translated to: its device functions and itself.
            /// It `#include`s `ferrocuda.cuh`, the prelude (`ferrocuda::PRELUDE`).
            pub fn cuda_source(&self) -> &'static str {
                Self::__fc_info().cuda_source()
            }

            /// The kernel's name.
            pub fn name(&self) -> &'static str {
                #name_str
            }

            /// What the compiled kernel uses of `device` per thread and per block: registers,
            /// shared, local (spill) and constant memory, and the most threads per block.
            pub fn resources(&self, device: &#rt::Device) -> #rt::Result<#rt::Resources> {
                Self::__fc_info().resources(device)
            }

            /// The PTX NVRTC makes of the kernel for `device`'s architecture.
            pub fn ptx(&self, device: &#rt::Device) -> #rt::Result<::std::string::String> {
                Self::__fc_info().ptx(device)
            }

            /// How many blocks of `threads` threads fit on one multiprocessor of `device` at once.
            pub fn occupancy(&self, device: &#rt::Device, threads: u32) -> #rt::Result<u32> {
                Self::__fc_info().occupancy(device, threads, 0)
            }

            #[doc(hidden)]
            pub fn __fc_info() -> &'static #rt::KernelInfo {
                static INFO: #rt::KernelInfo = #rt::KernelInfo {
                    name: #name_str,
                    symbol: #symbol,
                    source: #source,
                    deps: &[#(#deps),*],
                    debug_assertions: ::core::cfg!(debug_assertions),
                    uses: #uses,
                    cache: #rt::KernelCache::new(),
                };
                &INFO
            }

            #[doc(hidden)]
            #[inline]
            #sim_allow
            #(#lints)*
            fn __fc_sim(#ctx: &#rt::sim::ThreadCtx, #(#sim_params),*) #body
        }
    }
}

fn uses_tokens(f: &Func) -> TokenStream {
    let rt = runtime_path();
    let (cooperation, dynamic_shared) = (f.cooperation, f.dynamic_shared);
    quote!(#rt::Uses { cooperation: #cooperation, dynamic_shared: #dynamic_shared })
}

fn deps_tokens(f: &Func) -> Vec<TokenStream> {
    let rt = runtime_path();
    f.callees
        .iter()
        .map(|p| {
            // Spanned at the callee, so that calling a plain fn is reported where it is called.
            let span = p.segments.last().map_or_else(proc_macro2::Span::call_site, |s| s.ident.span());
            quote::quote_spanned!(span=> || #rt::device_fn_info(&#p))
        })
        .collect()
}

/// `#[device]`.
pub fn device(attr: TokenStream, item: TokenStream) -> TokenStream {
    let cx = Ctxt::new();
    if !attr.is_empty() {
        cx.error_at(&attr, "`#[device]` takes no arguments");
    }
    let usage = "`#[device]` goes on a function: `#[device] fn name(x: f32) -> f32 { … }`";
    let Prepared { item, docs, cfgs, lints, t } = match prepare(&cx, item, FuncKind::Device, usage) {
        Ok(p) => p,
        Err(tokens) => return tokens,
    };
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
    let deps = deps_tokens(&t.func);
    let sim_allow = sim_allow();
    let uses = uses_tokens(&t.func);
    let doc = format!(" A `#[device]` function, callable from kernels and other device functions as `{name_str}(…)`.");
    quote! {
        #errors
        #(#docs)*
        #[doc = ""]
        #[doc = #doc]
        #(#cfgs)*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, Default)]
        #vis struct #name;

        #(#cfgs)*
        impl #name {
            #[doc(hidden)]
            #[inline]
            #[allow(clippy::too_many_arguments)]
            #sim_allow
            #(#lints)*
            pub fn __fc_sim(self, #ctx: &#rt::sim::ThreadCtx, #(#sim_params),*) -> #ret #body
        }

        #(#cfgs)*
        impl #rt::DeviceFn for #name {
            fn info(&self) -> &'static #rt::DeviceFnInfo {
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
