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

mod back;
mod ctxt;
mod expand;
mod front;
mod infer;
mod ir;
pub mod library;
mod limits;
mod names;
mod structs;
pub mod ty;
mod valid;

pub use expand::{device, kernel};
pub use front::MAX_NESTING;
pub use structs::derive_device_copy;

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
    let mut units = Vec::new();
    for item in &file.items {
        let syn::Item::Fn(f) = item else { continue };
        for attr in &f.attrs {
            let Some(name) = attr.path().segments.last().map(|s| s.ident.to_string()) else { continue };
            let args: TokenStream = match &attr.meta {
                syn::Meta::List(l) => l.tokens.clone(),
                _ => TokenStream::new(),
            };
            let kind = match name.as_str() {
                "kernel" => ir::FuncKind::Kernel { unchecked: expand::parse_kernel_options(&cx, args).unchecked },
                "device" => ir::FuncKind::Device,
                _ => continue,
            };
            if let Some(t) = expand::translate_in(&cx, f, kind, Some(file_name)) {
                let reaches = reaches(&t);
                units.push(Unit {
                    name: t.func.name.to_string(),
                    kernel: matches!(kind, ir::FuncKind::Kernel { .. }),
                    cpp_name: t.cuda.cpp_name,
                    declaration: t.cuda.declaration,
                    source: t.cuda.source,
                    callees: t
                        .func
                        .callees
                        .iter()
                        .map(|c| c.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default())
                        .collect(),
                    reaches,
                });
            }
        }
    }
    if cx.has_errors() {
        return Err(cx.messages());
    }
    Ok(units)
}

/// The messages of every error in a Rust source file's kernels, for tests of diagnostics.
pub fn errors_of(src: &str) -> Vec<String> {
    match translate_units(src, "src/lib.rs") {
        Ok(_) => Vec::new(),
        Err(e) => e,
    }
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
