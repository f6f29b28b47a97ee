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
pub mod ty;

pub use expand::{device, kernel};
pub use front::MAX_NESTING;

use proc_macro2::TokenStream;

/// The CUDA of every `#[kernel]` and `#[device]` fn in a Rust source file, linked the way
/// the runtime links them (device functions first, declared then defined; each call filled
/// in with the callee's C++ name, found by the last segment of its path). For snapshot
/// tests and for reading the output of the translator.
pub fn translate_source(src: &str) -> Result<String, Vec<String>> {
    translate_file(src, "src/lib.rs")
}

/// [`translate_source`] for a file named `file`.
pub fn translate_file(src: &str, file_name: &str) -> Result<String, Vec<String>> {
    stacker::grow(expand::TRANSLATION_STACK, || translate_file_on_stack(src, file_name))
}

fn translate_file_on_stack(src: &str, file_name: &str) -> Result<String, Vec<String>> {
    let tokens: TokenStream = src.parse().map_err(|e: proc_macro2::LexError| vec![e.to_string()])?;
    if expand::too_deep(&tokens).is_some() {
        return Err(vec![expand::too_deep_message()]);
    }
    let file: syn::File = syn::parse2(tokens).map_err(|e| vec![e.to_string()])?;
    let cx = ctxt::Ctxt::new();
    let mut devices = Vec::new();
    let mut kernels = Vec::new();
    for item in &file.items {
        let syn::Item::Fn(f) = item else { continue };
        for attr in &f.attrs {
            let Some(name) = attr.path().segments.last().map(|s| s.ident.to_string()) else { continue };
            let args: TokenStream = match &attr.meta {
                syn::Meta::List(l) => l.tokens.clone(),
                _ => TokenStream::new(),
            };
            match name.as_str() {
                "kernel" => {
                    let opts = expand::parse_kernel_options(&cx, args);
                    if let Some(t) = expand::translate_in(
                        &cx,
                        f,
                        ir::FuncKind::Kernel { unchecked: opts.unchecked },
                        Some(file_name),
                    ) {
                        kernels.push(t);
                    }
                }
                "device" => {
                    if let Some(t) = expand::translate_in(&cx, f, ir::FuncKind::Device, Some(file_name)) {
                        devices.push(t);
                    }
                }
                _ => {}
            }
        }
    }
    if cx.has_errors() {
        return Err(cx.messages());
    }
    let cpp_of = |path: &syn::Path| -> String {
        let last = path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        devices.iter().find(|d| d.func.name == last).map(|d| d.cuda.cpp_name.clone()).unwrap_or(last)
    };
    let fill = |text: &str, callees: &[syn::Path]| -> String {
        let mut out = text.to_string();
        for (i, p) in callees.iter().enumerate() {
            out = out.replace(&format!("@@{i}@@"), &cpp_of(p));
        }
        out
    };
    let mut out = String::new();
    out.push_str("#include \"ferrocuda.cuh\"\n");
    for d in &devices {
        out.push_str(&fill(&d.cuda.declaration, &d.func.callees));
        out.push_str(";\n");
    }
    for d in &devices {
        out.push('\n');
        out.push_str(&fill(&d.cuda.source, &d.func.callees));
    }
    for k in &kernels {
        out.push('\n');
        out.push_str(&fill(&k.cuda.source, &k.func.callees));
    }
    Ok(out)
}

/// The messages of every error in a Rust source file's kernels, for tests of diagnostics.
pub fn errors_of(src: &str) -> Vec<String> {
    match translate_source(src) {
        Ok(_) => Vec::new(),
        Err(e) => e,
    }
}
