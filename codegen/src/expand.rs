//! The items `#[kernel]` and `#[device]` expand to.
//!
//! A kernel `fn saxpy(…)` becomes a unit struct `saxpy` whose `launch` mirrors the kernel's
//! parameters (`&[T]` → `&DeviceSlice<T>`, `&mut [T]` → `&mut DeviceSlice<T>`, scalars by
//! value), plus `cuda_source()` and `name()`, a static `KernelInfo` holding the CUDA text,
//! and the CPU body for the simulator. A device fn stays the function it is, beside a hidden
//! module of its name holding its CUDA (`__fc_info`) and its CPU body (`__fc_sim`), which
//! kernels reach by the function's path (paths from `self` and `super` in the body reach one
//! module further there: `back::sim::deeper`). Generated code reaches the runtime
//! only through `::ferrocuda::__private`.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use crate::back::cuda::{self, CudaFn};
use crate::back::sim::{hidden, SimEmitter};
use crate::ctxt::Ctxt;
use crate::cuda_file::CudaFile;
use crate::front;
use crate::infer::{self, Typed};
use crate::ir::{CalleeKind, Func, FuncKind, GenericKind, LaunchBounds, LocalId};
use crate::names::cpp_spelling;
use crate::tune::{TuneSpec, TunedItems};
use crate::ty::Ty;

pub fn runtime_path() -> TokenStream {
    quote!(::ferrocuda::__private)
}

/// Options of `#[kernel(…)]`.
#[derive(Debug, Clone)]
pub struct KernelOptions {
    pub unchecked: bool,
    pub racy: bool,
    /// Whether NVRTC may contract `a * b + c` into a fused multiply-add (its `--fmad`, on by
    /// default); `fmad = false` keeps every float operation rounded as Rust rounds it.
    pub fmad: bool,
    /// `launch_bounds = N`, `min_blocks = M`, `max_registers = R`.
    pub bounds: LaunchBounds,
    /// `tune(BLOCK = [128, 256], …)`: const parameters a tuned launch chooses.
    pub tune: Option<TuneSpec>,
}

impl Default for KernelOptions {
    fn default() -> Self {
        KernelOptions { unchecked: false, racy: false, fmad: true, bounds: LaunchBounds::default(), tune: None }
    }
}

const KERNEL_OPTIONS: &str = "the options are `unchecked` (no bounds checks), `racy` (threads race on purpose: the \
                              simulator does not look for data races), `fmad = false` (no fused multiply-adds: \
                              floats rounded as Rust rounds them), `launch_bounds = 256` (blocks of at most 256 \
                              threads) with `min_blocks = 2` (two of them per multiprocessor), \
                              `max_registers = 64` (registers per thread), and `tune(BLOCK = [128, 256])` (const \
                              parameters whose fastest values a tuned launch chooses)";

/// The numeric kernel options: the option, and the values it may take (from CUDA's limits).
const NUMERIC_OPTIONS: &[(&str, u32, u32, &str)] = &[
    ("launch_bounds", 1, 1024, "the most threads per block, 1 to 1024"),
    ("min_blocks", 1, 32, "blocks per multiprocessor, 1 to 32"),
    ("max_registers", 16, 255, "registers per thread, 16 to 255"),
];

/// The value of a numeric option, `launch_bounds = 256`, in its range.
fn numeric_option(cx: &Ctxt, nv: &syn::MetaNameValue, (name, lo, hi, what): (&str, u32, u32, &str)) -> Option<u32> {
    let value = match &nv.value {
        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => i.base10_parse::<u32>().ok(),
        _ => None,
    };
    match value {
        Some(v) if (lo..=hi).contains(&v) => Some(v),
        _ => {
            cx.error_at(&nv.value, format!("`{name}` is an integer literal: {what}"));
            None
        }
    }
}

/// Checks the numeric options together: `min_blocks` qualifies `launch_bounds`, and CUDA
/// takes either bounds or a register limit, not both.
fn check_bounds(cx: &Ctxt, attr: &TokenStream, b: &LaunchBounds) {
    if b.min_blocks.is_some() && b.max_threads.is_none() {
        cx.error_at(
            attr,
            "`min_blocks` says how many blocks of `launch_bounds` threads fit on a multiprocessor: write \
             `launch_bounds = 256, min_blocks = 2`",
        );
    }
    if b.max_registers.is_some() && b.max_threads.is_some() {
        cx.error_at(
            attr,
            "`max_registers` and `launch_bounds` cannot both be given (CUDA applies one of them): keep \
             `launch_bounds` (with `min_blocks`), from which the compiler derives the registers, or `max_registers` \
             alone",
        );
    }
}

pub fn parse_kernel_options(cx: &Ctxt, attr: TokenStream) -> KernelOptions {
    let mut opts = KernelOptions::default();
    let parser = syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated;
    match syn::parse::Parser::parse2(parser, attr.clone()) {
        Ok(metas) => {
            for meta in metas {
                match &meta {
                    syn::Meta::Path(p) if p.is_ident("unchecked") => opts.unchecked = true,
                    syn::Meta::Path(p) if p.is_ident("racy") => opts.racy = true,
                    syn::Meta::List(l) if l.path.is_ident("tune") => opts.tune = crate::tune::parse(cx, l),
                    syn::Meta::NameValue(nv) if nv.path.is_ident("fmad") => match &nv.value {
                        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Bool(b), .. }) => opts.fmad = b.value,
                        other => cx.error_at(other, "`fmad` is `true` (the default) or `false`"),
                    },
                    syn::Meta::NameValue(nv) if NUMERIC_OPTIONS.iter().any(|o| nv.path.is_ident(o.0)) => {
                        let Some(&option) = NUMERIC_OPTIONS.iter().find(|o| nv.path.is_ident(o.0)) else { continue };
                        let value = numeric_option(cx, nv, option);
                        let b = &mut opts.bounds;
                        match option.0 {
                            "launch_bounds" => b.max_threads = value,
                            "min_blocks" => b.min_blocks = value,
                            _ => b.max_registers = value,
                        }
                    }
                    other => {
                        let name = other.path().get_ident().map(|i| i.to_string()).unwrap_or_default();
                        cx.error_at(other, format!("unknown kernel option `{name}`; {KERNEL_OPTIONS}"))
                    }
                }
            }
        }
        Err(e) => cx.error(e.span(), format!("`#[kernel]` takes no arguments or options: {KERNEL_OPTIONS}")),
    }
    check_bounds(cx, &attr, &opts.bounds);
    opts
}

/// The stable unique C++ name of a device function: its Rust name and a hash of where it
/// is defined.
pub fn device_cpp_name(f: &Func) -> String {
    let key = format!("{}:{}:{}:{}", f.file, f.loc.line, f.loc.column, f.name);
    format!("{}_{:08x}", cpp_spelling(&f.name.to_string()), short_hash(&key))
}

/// 32 bits of FNV-1a: stable across builds and platforms, unlike std's hashers.
pub(crate) fn short_hash(key: &str) -> u32 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in key.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h as u32
}

/// The C++ symbol of a kernel.
pub fn kernel_symbol(f: &Func) -> String {
    cpp_spelling(&f.name.to_string())
}

/// Lowered, typed and emitted: everything expansion needs.
pub struct Translated {
    pub func: Func,
    pub typed: Typed,
    pub cuda: CudaFn,
    /// Bytes of its local arrays per thread (at most `limits::LOCAL_BYTES`).
    pub local_bytes: u64,
}

/// The bytes of `func`'s local arrays, reporting an array, or all of them together, larger
/// than a GPU thread's local memory.
pub(crate) fn local_array_bytes(cx: &Ctxt, func: &Func, typed: &Typed) -> u64 {
    let limit = crate::limits::LOCAL_BYTES;
    let mut total = 0u64;
    for (id, local) in func.locals.iter().enumerate() {
        let Some(ty) = typed.local.get(id) else { continue };
        let bytes = ty.array_bytes();
        match bytes {
            Some(b) if b <= limit => total = total.saturating_add(b),
            _ => {
                let size = bytes.map_or_else(|| "larger than 2^64 bytes".to_string(), crate::limits::human);
                cx.error(
                    local.name.span(),
                    format!(
                        "the local array `{}` is {size} per thread, more than the {} of local memory a GPU thread has: \
                         keep large data in a slice parameter or in shared memory",
                        local.name,
                        crate::limits::human(limit)
                    ),
                );
                return 0;
            }
        }
    }
    if total > limit {
        cx.error(
            func.name.span(),
            format!(
                "the local arrays of `{}` are {} per thread together, more than the {} of local memory a GPU thread has: \
                 keep large data in a slice parameter or in shared memory",
                func.name,
                crate::limits::human(total),
                crate::limits::human(limit)
            ),
        );
    }
    total
}

pub fn translate(cx: &Ctxt, item: &syn::ItemFn, kind: FuncKind) -> Option<Translated> {
    translate_in(cx, item, kind, None)
}

/// [`translate`], naming the source file `file` instead of the one the spans give (for
/// tests, where spans come from strings).
pub fn translate_in(cx: &Ctxt, item: &syn::ItemFn, kind: FuncKind, file: Option<&str>) -> Option<Translated> {
    let mut func = front::lower_fn(cx, item, kind)?;
    if let Some(file) = file {
        func.file = file.to_string();
    }
    let typed = infer::infer(&func);
    crate::valid::check(&func, &typed, cx);
    let local_bytes = local_array_bytes(cx, &func, &typed);
    let cpp = match kind {
        FuncKind::Kernel { .. } => kernel_symbol(&func),
        FuncKind::Device => device_cpp_name(&func),
    };
    let mut cuda = cuda::emit(&func, &typed, &cpp);
    // (What the user's own errors left unresolved is no bug.)
    let bugs = std::mem::take(&mut cuda.bugs);
    for bug in bugs.into_iter().filter(|_| !cx.has_errors()) {
        cx.error(
            func.name.span(),
            format!(
                "internal error in ferrocuda: {bug}; this is a ferrocuda bug, please report it with this function \
                 at https://github.com/ferrocuda/ferrocuda/issues"
            ),
        );
    }
    if typed.conflict {
        // rustc reports the type error in the simulator body; nothing here is compiled.
        cuda.source = format!(
            "#error \"ferrocuda could not infer the types of `{}`: see the Rust compiler's error\"\n",
            func.name
        );
    }
    Some(Translated { func, typed, cuda, local_bytes })
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
                    front::source_text(a.path())
                ),
            ),
        }
    }
    (docs, cfgs, lints)
}

const SIM_LINTS: &str = "unused_mut, unused_variables, unused_unsafe, unused_parens, unused_braces, unreachable_code, unused_assignments, non_snake_case, clippy::all";

pub(crate) fn sim_allow() -> TokenStream {
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
    if let Some(span) = too_deep(&item) {
        // Parsing it would recurse as deep as it nests: reject it before parsing.
        let mut out = syn::Error::new(span, too_deep_message()).to_compile_error();
        if let Some((vis, name)) = fn_vis_and_name(&item) {
            out.extend(quote!(#[allow(non_camel_case_types)] #vis struct #name;));
        }
        return Err(out);
    }
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
            Err(match kind {
                FuncKind::Kernel { .. } => quote! {
                    #errors
                    #(#cfgs)* #[allow(non_camel_case_types)] #vis struct #name;
                },
                // The function as written, for the host (its kernel-side module is missing:
                // calls from kernels add their own errors).
                FuncKind::Device => quote! {
                    #errors
                    #(#cfgs)* #[allow(dead_code)] #item
                },
            })
        }
    }
}

pub(crate) fn too_deep_message() -> String {
    format!(
        "this code is nested more than {} levels deep, more than kernels allow: name intermediate results with `let`",
        front::MAX_NESTING
    )
}

/// The span of the first bracket nested deeper than [`front::MAX_NESTING`] in `tokens`,
/// found without recursion (syn's parser recurses once per level, with frames of kilobytes).
pub(crate) fn too_deep(tokens: &TokenStream) -> Option<proc_macro2::Span> {
    let mut stack = vec![tokens.clone().into_iter()];
    while let Some(top) = stack.last_mut() {
        match top.next() {
            Some(proc_macro2::TokenTree::Group(g)) => {
                if stack.len() > front::MAX_NESTING {
                    return Some(g.span_open());
                }
                stack.push(g.stream().into_iter());
            }
            Some(_) => {}
            None => {
                stack.pop();
            }
        }
    }
    None
}

/// The visibility and name of `fn` tokens, read from the top level alone (for code too deep
/// to parse).
fn fn_vis_and_name(tokens: &TokenStream) -> Option<(TokenStream, Ident)> {
    let mut vis = TokenStream::new();
    let mut iter = tokens.clone().into_iter().peekable();
    while let Some(t) = iter.next() {
        match t {
            proc_macro2::TokenTree::Ident(i) if i == "pub" => {
                vis.extend([proc_macro2::TokenTree::Ident(i)]);
                if let Some(proc_macro2::TokenTree::Group(g)) = iter.peek() {
                    if g.delimiter() == proc_macro2::Delimiter::Parenthesis {
                        vis.extend(iter.next());
                    }
                }
            }
            proc_macro2::TokenTree::Ident(i) if i == "fn" => match iter.next() {
                Some(proc_macro2::TokenTree::Ident(name)) => return Some((vis, name)),
                _ => return None,
            },
            _ => {}
        }
    }
    None
}

/// The simulator body's parameters, `mut` where the user wrote it.
fn sim_params(sim: &SimEmitter<'_>, func: &Func) -> Vec<TokenStream> {
    func.params
        .iter()
        .map(|&id| {
            let n = &func.locals[id].name;
            let m = if func.locals[id].mutable || sim.param_borrowed(id) { quote!(mut) } else { quote!() };
            let ty = sim.param_ty(id);
            quote!(#m #n: #ty)
        })
        .collect()
}

/// Stack for translating one function: parsing and translating recurse as deep as the code
/// nests, and the compiler's thread may have little left (syn alone overflowed a default
/// thread near 200 nested `if`s). Same thread, so the compiler's token API keeps working.
pub(crate) const TRANSLATION_STACK: usize = 256 << 20;

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
/// this arity (runtime/src/launch.rs).
pub const MAX_KERNEL_PARAMS: usize = 24;

fn kernel_on_stack(attr: TokenStream, item: TokenStream, manifest: Option<&str>) -> TokenStream {
    let cx = Ctxt::new();
    let opts = parse_kernel_options(&cx, attr);
    let kind = FuncKind::Kernel { unchecked: opts.unchecked, bounds: opts.bounds };
    let racy = opts.racy;
    let usage = "`#[kernel]` goes on a function: `#[kernel] fn name(x: &[f32], y: &mut [f32]) { … }`";
    let Prepared { item, docs, cfgs, lints, t } = match prepare(&cx, item, kind, usage) {
        Ok(p) => p,
        Err(tokens) => return tokens,
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
        let errors = cx.to_compile_errors();
        let (vis, name) = (&item.vis, &item.sig.ident);
        return quote!(#errors #[allow(non_camel_case_types)] #vis struct #name;);
    }
    // (A spec with errors adds no items: they would only repeat its errors.)
    let tune = opts.tune.as_ref().filter(|spec| spec.check(&cx, &t.func));
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
                let e = sim.scalar(*elem);
                quote!(&#rt::DeviceSlice<#e>)
            }
            Ty::Slice { elem, mutable: true } => {
                let e = sim.scalar(*elem);
                quote!(&mut #rt::DeviceSlice<#e>)
            }
            Ty::Nd { elem, rank, mutable: false } => {
                let (e, r) = (sim.scalar(*elem), *rank as usize);
                quote!(impl #rt::ArrayArg<#e, #r>)
            }
            Ty::Nd { elem, rank, mutable: true } => {
                let (e, r) = (sim.scalar(*elem), *rank as usize);
                quote!(impl #rt::ArrayArgMut<#e, #r>)
            }
            Ty::Scalar(s) => {
                let s = sim.scalar(*s);
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
    let prints = if has_errors { quote!() } else { print_sites(&t.func, &rt) };
    let doc_launch = format!(
        " A GPU kernel, generated by `#[kernel]`. Launch it with `{name_str}.launch(grid, {})`; \
         `{name_str}.cuda_source()` shows the CUDA it was translated to.",
        pnames.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", ")
    );
    let tuple_pat = quote!((#(#pnames,)*));
    let g = GenericTokens::of(&t.func, tune);
    let (struct_generics, ty_args) = (&g.struct_params, &g.struct_args);
    let struct_decl = &g.struct_decl;
    let (method_generics, method_args) = (&g.method_params, &g.method_args);
    let generics_info = &g.info;
    let instance = &g.instance;
    let registered = &g.registered;
    // Named at the kernel, so that "method defined here" shows the kernel's signature.
    let launch = Ident::new("launch", name.span());
    // Hygienic, so that a kernel parameter may be called `grid`.
    let grid = hidden("grid");
    let tuned = tune.map(|spec| TunedItems {
        spec,
        func: &t.func,
        rt: &rt,
        method_generics,
        method_args,
        pnames: &pnames,
        launch_tys: &launch_tys,
        ctx: &ctx,
    });
    let launch_guard = tuned.as_ref().map(TunedItems::launch_guard);
    let launch_tuned = tuned.as_ref().map(TunedItems::launch_tuned);
    quote! {
        #errors
        #(#docs)*
        #[doc = ""]
        #[doc = #doc_launch]
        #(#cfgs)*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, Default)]
        #vis struct #name #struct_decl;

        #(#cfgs)*
        impl #struct_generics #name #ty_args {
            /// Launches the kernel over `grid` with these arguments. It runs asynchronously; the
            /// next synchronizing call (`to_vec`, `copy_to_host`, `synchronize`) waits for it and
            /// reports a panic of any of its threads.
            #[allow(clippy::too_many_arguments, clippy::used_underscore_binding)]
            pub fn #launch #method_generics(&self, #grid: #rt::Grid<'_>, #(#pnames: #launch_tys),*) -> #rt::Result<()> {
                #launch_guard
                #rt::launch(
                    Self::__fc_instance #method_args(),
                    #grid,
                    (#(#pnames,)*),
                    |#ctx: &#rt::sim::ThreadCtx, #tuple_pat| Self::__fc_sim(#ctx, #(#pnames),*),
                )
            }

            /// The CUDA C++ this kernel was translated to: its device functions and itself.
            /// It `#include`s `ferrocuda.cuh`, the prelude (`ferrocuda::PRELUDE`).
            pub fn cuda_source #method_generics(&self) -> &'static str {
                Self::__fc_instance #method_args().cuda_source()
            }

            /// The kernel's name.
            pub fn name(&self) -> &'static str {
                #name_str
            }

            /// What the compiled kernel uses of `device` per thread and per block: registers,
            /// shared, local (spill) and constant memory, and the most threads per block.
            pub fn resources #method_generics(&self, device: &#rt::Device) -> #rt::Result<#rt::Resources> {
                Self::__fc_instance #method_args().resources(device)
            }

            /// The PTX NVRTC makes of the kernel for `device`'s architecture.
            pub fn ptx #method_generics(&self, device: &#rt::Device) -> #rt::Result<::std::string::String> {
                Self::__fc_instance #method_args().ptx(device)
            }

            /// How many blocks of `threads` threads fit on one multiprocessor of `device` at once.
            pub fn occupancy #method_generics(&self, device: &#rt::Device, threads: u32) -> #rt::Result<u32> {
                Self::__fc_instance #method_args().occupancy(device, threads, 0)
            }

            /// The kernel's whole translation unit compiled by NVRTC for `sm_{arch}` (e.g. 90),
            /// without a GPU: a test can catch NVRTC errors on any machine with NVRTC.
            pub fn compile_for #method_generics(&self, arch: u32) -> #rt::Result<#rt::Compiled> {
                Self::__fc_instance #method_args().compile_for(arch)
            }

            /// Whether the kernel (for these generic arguments) loads an image its crate's build
            /// script compiled ahead of time (`ferrocuda-build`), rather than compiling with NVRTC.
            pub fn ahead_of_time #method_generics(&self) -> bool {
                Self::__fc_instance #method_args().ahead_of_time()
            }

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
    }
}

/// The host's formatter of each `println!` in `f`, registered under its site's id: the GPU
/// records a site's values, and the host formats them with the literal as written (so the text
/// is rustc's, as on the simulator).
pub(crate) fn print_sites(f: &Func, rt: &TokenStream) -> TokenStream {
    let mut sites = Vec::new();
    f.body.walk(&mut |e| {
        if let crate::ir::ExprKind::Print(p) = &e.kind {
            sites.push((p, e.loc));
        }
    });
    let sites = sites.into_iter().map(|(p, loc)| {
        let lit = &p.format;
        let id = p.site(&f.file, loc);
        let n = p.args.len();
        let args = p.args.iter().enumerate().map(|(i, a)| {
            let v = if a.count { quote!(a[#i].count()) } else { quote!(a[#i]) };
            match &a.name {
                Some(name) => quote!(, #name = #v),
                None => quote!(, #v),
            }
        });
        let newline = p.newline.then(|| quote!(text.push('\n');));
        quote! {
            const _: () = {
                fn format(a: &[#rt::PrintValue]) -> ::std::string::String {
                    #[allow(unused_mut)]
                    let mut text = ::std::format!(#lit #(#args)*);
                    #newline
                    text
                }
                #rt::inventory::submit! { #rt::PrintSite { id: #id, values: #n, format } }
            };
        }
    });
    quote!(#(#sites)*)
}

/// The C++ names of a kernel's generic parameters, in order, each with whether it is a
/// `const` one.
pub(crate) fn generic_cpp_names(f: &Func) -> Vec<(String, bool)> {
    let (mut nt, mut nc) = (0u8, 0u8);
    f.generics
        .iter()
        .map(|g| match g.kind {
            GenericKind::Type { .. } => {
                nt += 1;
                (crate::ty::Scalar::Param(nt - 1).cuda().to_string(), false)
            }
            GenericKind::Const => {
                nc += 1;
                (crate::ty::const_param_cuda(nc - 1).to_string(), true)
            }
        })
        .collect()
}

/// The generic parameters of a kernel, as each generated item needs them. Const parameters
/// are the struct's (`tile::<256>.launch(…)`), type parameters the methods' (inferred from
/// the launch's arguments).
struct GenericTokens {
    /// `<const N: usize, …>`, of the struct's `impl`.
    struct_params: TokenStream,
    /// The same with the tuned parameters' defaults (`= { usize::MAX }`), of the struct.
    struct_decl: TokenStream,
    struct_args: TokenStream,
    method_params: TokenStream,
    method_args: TokenStream,
    /// The `KernelInfo`'s `generics`.
    info: Vec<TokenStream>,
    /// The body of `__fc_instance`.
    instance: TokenStream,
    /// The function the registry calls for the kernel.
    registered: TokenStream,
}

impl GenericTokens {
    fn of(f: &Func, tune: Option<&TuneSpec>) -> GenericTokens {
        let rt = runtime_path();
        let name = &f.name;
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
        let (struct_params, struct_args) = if consts.is_empty() {
            (quote!(), quote!())
        } else {
            (quote!(<#(const #consts: usize),*>), quote!(<#(#consts),*>))
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
        let instance = if f.generics.is_empty() {
            quote!(Self::__fc_info())
        } else {
            quote!(Self::__fc_info().instance(&[#(#args),*]))
        };
        // (Any instance of the struct: the registered information is the template's.)
        let zeros = consts.iter().map(|_| quote!(0));
        let registered =
            if consts.is_empty() { quote!(#name::__fc_info) } else { quote!(<#name<#(#zeros),*>>::__fc_info) };
        GenericTokens {
            struct_params,
            struct_decl,
            struct_args,
            method_params,
            method_args,
            info,
            instance,
            registered,
        }
    }
}

pub(crate) fn uses_tokens(t: &Translated) -> TokenStream {
    let rt = runtime_path();
    let f = &t.func;
    let (cooperation, dynamic_shared) = (f.cooperation, f.dynamic_shared);
    // Both bounded by the limits checked above, far below `u32::MAX`.
    let (static_shared, local_bytes) = (f.static_shared as u32, t.local_bytes as u32);
    let position = crate::back::cuda::reads_position(f);
    quote!(#rt::Uses {
        cooperation: #cooperation,
        position: #position,
        dynamic_shared: #dynamic_shared,
        static_shared: #static_shared,
        local_bytes: #local_bytes,
    })
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

/// The dependency list of `f`, as the items it is emitted in see its paths (`nested`: a
/// module deeper than the function was written, as a `#[device]` fn's module is).
pub(crate) fn deps_tokens(f: &Func, nested: bool) -> Vec<TokenStream> {
    let rt = runtime_path();
    f.callees
        .iter()
        .map(|c| {
            let p = &if nested { crate::back::sim::deeper(&c.path) } else { c.path.clone() };
            // Spanned at the callee, so that calling a plain fn is reported where it is called.
            let span = p.segments.last().map_or_else(proc_macro2::Span::call_site, |s| s.ident.span());
            match c.kind {
                CalleeKind::DeviceFn => quote::quote_spanned!(span=> || #p::__fc_info()),
                // (Spelled at the type: one that is not `DeviceCopy` is reported there.)
                CalleeKind::Type => {
                    let span = syn::spanned::Spanned::span(p);
                    quote::quote_spanned!(span=> || <#p as #rt::DeviceCopy>::__fc_unit())
                }
                CalleeKind::Const => {
                    let name = crate::front::path_text(p);
                    let cpp = const_cpp_name(f, p);
                    // One definition per function that reads it, made on first use from the
                    // value rustc computed.
                    // (The call spelled at the path, so that a type kernels cannot read is
                    // reported there alone.)
                    quote::quote_spanned!(span=> || {
                        static DEF: #rt::ConstDef = #rt::ConstDef::new(#name, #cpp);
                        ::ferrocuda::__private::DeviceConst::__fc_definition(&#p, &DEF)
                    })
                }
            }
        })
        .collect()
}

/// The C++ name of the constant `path` as `f` reads it: its last segment, and a hash of
/// where `f` is defined and of the path (two functions naming two different `G`s, or one
/// `G` by two paths, get a definition each).
pub(crate) fn const_cpp_name(f: &Func, path: &syn::Path) -> String {
    let key = format!("{}:{}:{}:{}:{}", f.file, f.loc.line, f.loc.column, f.name, crate::front::path_text(path));
    let last = path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
    format!("{}_{:08x}", cpp_spelling(&last), short_hash(&key))
}

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
        Err(tokens) => return tokens,
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
    let mut deps = deps_tokens(&t.func, true);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn options(attr: &str) -> (KernelOptions, bool) {
        let cx = Ctxt::new();
        let opts = parse_kernel_options(&cx, attr.parse().expect("tokens"));
        (opts, cx.has_errors())
    }

    #[test]
    fn kernel_options() {
        let (o, err) = options("");
        assert!(!o.unchecked && o.fmad && !err);
        let (o, err) = options("unchecked, fmad = false");
        assert!(o.unchecked && !o.fmad && !err);
        let (o, err) = options("fmad = true");
        assert!(o.fmad && !err);
        assert!(options("fmad = 0").1);
        assert!(options("fast_math").1);
        assert!(options("fmad").1);
    }
}
