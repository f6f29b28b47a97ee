//! `#[kernel(…)]`'s options: their typed view and checks.

use proc_macro2::TokenStream;

use crate::ctxt::Ctxt;
use crate::ir::LaunchBounds;
use crate::tune::TuneSpec;

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
