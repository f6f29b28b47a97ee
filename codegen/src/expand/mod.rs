//! The items `#[kernel]` and `#[device]` expand to.
//!
//! A kernel `fn saxpy(…)` stays a function item of its name (so any `let saxpy` may shadow
//! it) returning a hidden unit struct, `__fc_kernel_saxpy`, for which the macro implements the
//! runtime's launch traits — `launch` with the kernel's parameters (`&[T]` →
//! `&DeviceSlice<T>`, `&mut [T]` → `&mut DeviceSlice<T>`, scalars by value), `cuda_source()`,
//! `name()` — beside a static `KernelInfo` holding the CUDA text and the CPU body for the
//! simulator (`kernel.rs`). A device fn stays the function it is, beside a hidden module of its
//! name holding its CUDA (`__fc_info`) and its CPU body (`__fc_sim`), which kernels reach by
//! the function's path (paths from `self` and `super` in the body reach one module further
//! there: `back::sim::deeper`; `device.rs`). `#[kernel(…)]`'s options are `options.rs`'s.
//! Generated code reaches the runtime only through `::ferrocuda::__private`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::back::cuda::{self, CudaFn};
use crate::back::sim::SimEmitter;
use crate::ctxt::Ctxt;
use crate::front;
use crate::infer::{self, Typed};
use crate::ir::{CalleeKind, Func, FuncKind, GenericKind};
use crate::names::cpp_spelling;

pub(crate) mod callees;
mod device;
mod generics;
pub(crate) mod kernel;
mod options;
mod tuned;

pub(crate) use device::read_cuda_file;
pub use device::{device, device_reading, ReadFile};
pub use kernel::{kernel, kernel_built};
pub use options::parse_kernel_options;

pub fn runtime_path() -> TokenStream {
    quote!(::ferrocuda::__private)
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
/// its translation.
struct Prepared {
    item: syn::ItemFn,
    docs: Vec<syn::Attribute>,
    cfgs: Vec<syn::Attribute>,
    lints: Vec<syn::Attribute>,
    t: Translated,
}

/// A function that could not be translated: the errors (and, for a device fn, the function
/// as written), and its signature where it could be read, from which the caller makes the
/// items its uses need (so that they add no errors of their own).
struct Failed {
    tokens: TokenStream,
    signature: Option<Box<(syn::Visibility, syn::Signature, Vec<syn::Attribute>)>>,
}

fn prepare(cx: &Ctxt, item: TokenStream, kind: FuncKind, usage: &str) -> Result<Prepared, Failed> {
    if let Some(span) = too_deep(&item) {
        // Parsing it would recurse as deep as it nests: reject it before parsing.
        let tokens = syn::Error::new(span, too_deep_message()).to_compile_error();
        return Err(Failed { tokens, signature: signature_of(&item).map(Box::new) });
    }
    let parsed: syn::ItemFn = match syn::parse2(item.clone()) {
        Ok(i) => i,
        Err(e) => {
            let mut tokens = syn::Error::new(e.span(), usage).to_compile_error();
            tokens.extend(item.clone());
            return Err(Failed { tokens, signature: None });
        }
    };
    let item = parsed;
    let (docs, cfgs, lints) = passthrough_attrs(cx, &item);
    match translate(cx, &item, kind) {
        Some(t) => Ok(Prepared { item, docs, cfgs, lints, t }),
        None => {
            let errors = cx.to_compile_errors();
            let tokens = match kind {
                FuncKind::Kernel { .. } => errors,
                // The function as written, for the host.
                FuncKind::Device => quote! {
                    #errors
                    #(#cfgs)* #[allow(dead_code)] #item
                },
            };
            Err(Failed { tokens, signature: Some(Box::new((item.vis.clone(), item.sig.clone(), cfgs))) })
        }
    }
}

/// The visibility, signature and `cfg`s of a function too deep to parse whole: its tokens
/// before the body, parsed alone (a signature nests little).
fn signature_of(tokens: &TokenStream) -> Option<(syn::Visibility, syn::Signature, Vec<syn::Attribute>)> {
    let mut head: Vec<proc_macro2::TokenTree> = tokens.clone().into_iter().collect();
    match head.pop() {
        Some(proc_macro2::TokenTree::Group(g)) if g.delimiter() == proc_macro2::Delimiter::Brace => {}
        _ => return None,
    }
    let head: TokenStream = head.into_iter().collect();
    if too_deep(&head).is_some() {
        return None;
    }
    let f: syn::ForeignItemFn = syn::parse2(quote!(#head;)).ok()?;
    let cfgs = f.attrs.iter().filter(|a| a.path().is_ident("cfg") || a.path().is_ident("cfg_attr")).cloned().collect();
    Some((f.vis, f.sig, cfgs))
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

/// The dependency list of `f`, as the items it is emitted in see its paths (`nested`: a
/// module deeper than the function was written, as a `#[device]` fn's module is).
pub(crate) fn deps_tokens(f: &Func, nested: bool) -> Vec<TokenStream> {
    let rt = runtime_path();
    f.callees
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let p = &if nested { crate::back::sim::deeper(&c.path) } else { c.path.clone() };
            // Spanned at the callee, so that calling a plain fn is reported where it is called.
            let span = p.segments.last().map_or_else(proc_macro2::Span::call_site, |s| s.ident.span());
            match c.kind {
                CalleeKind::DeviceFn => {
                    let alias = crate::back::sim::alias(f, i, span);
                    quote::quote_spanned!(span=> || #alias::__fc_info())
                }
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
