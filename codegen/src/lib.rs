//! ferrocuda's translator: a restricted Rust function → CUDA C++ and a CPU body for the
//! simulator. Plain Rust (no proc_macro, no CUDA, no I/O), so every step is unit-testable;
//! the `ferrocuda-macro` crate is glue around [`kernel`] and [`device`].
//!
//! The pipeline, one folder or module per stage:
//! - `front/`: syn → `ir`, resolving names and rejecting, at its span, what kernels cannot
//!   do (one file per kind of syntax);
//! - `infer`: the types of every expression, as rustc would infer them;
//! - `back/cuda/`: typed IR → CUDA C++ with Rust's semantics (`checks.rs`: where bounds
//!   checks go); `back/sim`: typed IR → the simulator's Rust body;
//! - `expand`: the items the attribute expands to;
//! - [`library`]: the tables of builtins every stage reads; `names`, `limits`, `ctxt`:
//!   C++ names, GPU limits, error collection.

pub mod aot;
mod back;
mod ctxt;
mod cuda_file;
mod expand;
mod front;
mod infer;
mod ir;
pub mod library;
mod limits;
mod names;
mod structs;
mod tune;
pub mod ty;
mod valid;

pub use cuda_file::CudaFile;
pub use expand::{device, device_reading, kernel, kernel_built, ReadFile};
pub use front::MAX_NESTING;
pub use library::cuda_c::fallbacks as cuda_c_fallbacks;
pub use names::cpp_spelling;
pub use structs::{derive_device_copy, struct_cpp_name};

use proc_macro2::TokenStream;

/// One translated function of a source file: what the macro would embed for it.
#[derive(Debug, Clone)]
pub struct Unit {
    /// The Rust name.
    pub name: String,
    /// `#[kernel]` (else `#[device]`).
    pub kernel: bool,
    /// Its C++ name (a kernel's symbol).
    pub cpp_name: String,
    /// The C++ declaration (for device functions), without `;`.
    pub declaration: String,
    /// The C++ definition, with holes `@@N@@` for the functions it calls.
    pub source: String,
    /// The last path segment of the function hole `N` names, by `N`.
    pub callees: Vec<String>,
    /// What it calls that no hole names, by how it is written: associated functions
    /// (`Vec3::new`) and methods (`.dot`) of `#[device] impl` blocks, which come with their
    /// types' units.
    pub reaches: Vec<String>,
    /// What hole `N` names, by `N`: the path as written and what it must resolve to.
    pub deps: Vec<UnitDep>,
    /// A kernel's `fmad` option (`#[kernel(fmad = false)]`).
    pub fmad: bool,
    /// A kernel's generic parameters, in order: the C++ name of each and whether it is a
    /// `const` one.
    pub generics: Vec<(String, bool)>,
    /// A `#[device(cuda = "path")]` fn's file: a unit linked after those its holes name.
    pub cuda_file: Option<CudaFile>,
}

/// What a hole of a unit names.
#[derive(Debug, Clone)]
pub struct UnitDep {
    /// The path as the function writes it: its segments (generic arguments left out), after
    /// `::` when `absolute`.
    pub path: Vec<String>,
    /// Whether the path starts with `::` (another crate).
    pub absolute: bool,
    /// The last segment's generic arguments as written (`f32` of `Complex<f32>`), for types.
    pub args: Vec<String>,
    /// What it must be.
    pub kind: DepKind,
    /// For a constant: the C++ name of its definition as this function reads it.
    pub const_cpp_name: Option<String>,
}

/// What a path a function names must resolve to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DepKind {
    /// A `#[device]` fn.
    DeviceFn,
    /// A `const` item.
    Const,
    /// A `#[derive(DeviceCopy)]` struct type.
    Type,
}

/// Every `#[kernel]` and `#[device]` fn of a Rust source file, translated as the macro
/// translates them, unlinked: the runtime's linker (`ferrocuda::__private::link`) makes
/// translation units of them, for snapshot tests and for reading the translator's output.
pub fn translate_units(src: &str, file_name: &str) -> Result<Vec<Unit>, Vec<String>> {
    stacker::grow(expand::TRANSLATION_STACK, || translate_units_on_stack(src, file_name))
}

fn translate_units_on_stack(src: &str, file_name: &str) -> Result<Vec<Unit>, Vec<String>> {
    let tokens: TokenStream = src.parse().map_err(|e: proc_macro2::LexError| vec![e.to_string()])?;
    if expand::too_deep(&tokens).is_some() {
        return Err(vec![expand::too_deep_message()]);
    }
    let file: syn::File = syn::parse2(tokens).map_err(|e| vec![e.to_string()])?;
    let cx = ctxt::Ctxt::new();
    let no_files: &ReadFile<'_> = &|_| Err("snapshot cases read no files".into());
    let units = file.items.iter().filter_map(|item| match item {
        syn::Item::Fn(f) => unit_of(&cx, f, file_name, no_files),
        _ => None,
    });
    let units: Vec<Unit> = units.collect();
    if cx.has_errors() {
        return Err(cx.messages());
    }
    Ok(units)
}

/// The unit of one function of a source file, as the macro translates it, if it is marked
/// `#[kernel]` or `#[device]` (the file as rustc names it: `#line` and the C++ names of
/// device functions carry it; `read` reads a package's file, as `#[device(cuda = …)]` needs):
/// how `ferrocuda-build` translates a crate's kernels, which it finds itself.
pub fn translate_item(f: &syn::ItemFn, file_name: &str, read: &ReadFile<'_>) -> Result<Option<Unit>, Vec<String>> {
    stacker::grow(expand::TRANSLATION_STACK, || {
        let cx = ctxt::Ctxt::new();
        let unit = unit_of(&cx, f, file_name, read);
        if cx.has_errors() {
            return Err(cx.messages());
        }
        Ok(unit)
    })
}

fn unit_of(cx: &ctxt::Ctxt, f: &syn::ItemFn, file_name: &str, read: &ReadFile<'_>) -> Option<Unit> {
    for attr in &f.attrs {
        let Some(name) = attr.path().segments.last().map(|s| s.ident.to_string()) else { continue };
        let args: TokenStream = match &attr.meta {
            syn::Meta::List(l) => l.tokens.clone(),
            _ => TokenStream::new(),
        };
        let (kind, fmad, cuda_path) = match name.as_str() {
            "kernel" => {
                let opts = expand::parse_kernel_options(cx, args);
                (ir::FuncKind::Kernel { unchecked: opts.unchecked, bounds: opts.bounds }, opts.fmad, None)
            }
            "device" => (ir::FuncKind::Device, true, cuda_file::parse_device_args(cx, args)),
            _ => continue,
        };
        let mut t = expand::translate_in(cx, f, kind, Some(file_name))?;
        let cuda_file = cuda_path.as_ref().and_then(|lit| expand::read_cuda_file(cx, lit, read));
        if let (Some(file), Some(lit)) = (&cuda_file, &cuda_path) {
            cuda_file::forward(cx, &mut t, file, lit);
        }
        let kernel = matches!(kind, ir::FuncKind::Kernel { .. });
        let declaration = t.cuda.declaration.clone();
        return Some(unit_from(&t, kernel, fmad, declaration, cuda_file));
    }
    None
}

/// The messages of every error in a Rust source file's kernels, for tests of diagnostics.
pub fn errors_of(src: &str) -> Vec<String> {
    match translate_units(src, "src/lib.rs") {
        Ok(_) => Vec::new(),
        Err(e) => e,
    }
}

/// The unit of a translated function whose unit declares `declaration`.
fn unit_from(
    t: &expand::Translated,
    kernel: bool,
    fmad: bool,
    declaration: String,
    cuda_file: Option<CudaFile>,
) -> Unit {
    let deps = t
        .func
        .callees
        .iter()
        .map(|c| UnitDep {
            path: c.path.segments.iter().map(|s| s.ident.to_string()).collect(),
            absolute: c.path.leading_colon.is_some(),
            args: match c.path.segments.last().map(|s| &s.arguments) {
                Some(syn::PathArguments::AngleBracketed(a)) => {
                    a.args.iter().map(|g| quote::ToTokens::to_token_stream(g).to_string()).collect()
                }
                _ => Vec::new(),
            },
            kind: match c.kind {
                ir::CalleeKind::DeviceFn => DepKind::DeviceFn,
                ir::CalleeKind::Const => DepKind::Const,
                ir::CalleeKind::Type => DepKind::Type,
            },
            const_cpp_name: (c.kind == ir::CalleeKind::Const).then(|| expand::const_cpp_name(&t.func, &c.path)),
        })
        .collect();
    Unit {
        name: t.func.name.to_string(),
        kernel,
        cpp_name: t.cuda.cpp_name.clone(),
        declaration,
        source: t.cuda.source.clone(),
        callees: t
            .func
            .callees
            .iter()
            .map(|c| c.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default())
            .collect(),
        reaches: reaches(t),
        deps,
        fmad,
        generics: expand::generic_cpp_names(&t.func),
        cuda_file,
    }
}

/// The units of the functions of a `#[device] impl` block in `file` (as rustc names it), as
/// the macro makes them (each a unit registered under the type), and the path of the type
/// they are of.
pub fn translate_impl(item: &syn::ItemImpl, file_name: &str) -> Result<(syn::Path, Vec<Unit>), Vec<String>> {
    stacker::grow(expand::TRANSLATION_STACK, || {
        let cx = ctxt::Ctxt::new();
        let Some(self_path) = structs::impl_self_path(item) else {
            return Err(vec!["a `#[device] impl` block is for a type named by a path".to_string()]);
        };
        let units = structs::impl_methods(&cx, item, &self_path, Some(file_name))
            .into_iter()
            .map(|(t, _, declaration)| unit_from(&t, false, true, declaration, None))
            .collect();
        if cx.has_errors() {
            return Err(cx.messages());
        }
        Ok((self_path, units))
    })
}

/// The associated functions and methods of `#[device] impl` blocks `t` calls.
fn reaches(t: &expand::Translated) -> Vec<String> {
    let mut out = Vec::new();
    t.func.body.walk(&mut |e| match &e.kind {
        ir::ExprKind::AssocCall { ty, name, .. } => out.push(format!("{}::{name}", front::path_text(ty))),
        ir::ExprKind::Method { name, .. } if t.typed.methods.get(&e.id) == Some(&infer::MethodRes::Device) => {
            out.push(format!(".{name}"))
        }
        _ => {}
    });
    out
}
