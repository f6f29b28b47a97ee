//! `#[kernel(tune(BLOCK = [64, 128, 256], TILE = [8, 16]))]`: the option's typed view and its
//! checks. The items it adds (`expand/tuned.rs`) are a `launch_tuned` method whose candidates are the kernel's
//! instances for each combination of the listed values (the runtime's `tune.rs` chooses).
//!
//! The tuned const parameters are the kernel's last ones, and default to `usize::MAX` (which
//! no tuned value is: they fit in `u32`) in the kernel's type. Its `TunedArgs` is implemented
//! for the defaults alone, so `rows.launch_tuned(…)` (or `rows::<N, _>.launch_tuned(…)` with
//! untuned `N` first) infers them, while `rows::<64, 8>.launch(…)` is the instance for those
//! values, as for any generic kernel.

use proc_macro2::Ident;

use crate::ctxt::Ctxt;
use crate::ir::{Func, GenericKind};

/// The most candidates (combinations of values) one kernel may have: each is compiled and
/// timed on the first launch of every shape class.
pub const MAX_CANDIDATES: usize = 64;

/// `tune(NAME = [values], …)` as written.
#[derive(Debug, Clone)]
pub struct TuneSpec {
    pub params: Vec<(Ident, Vec<u32>)>,
}

const USAGE: &str = "`tune` lists const parameters and the values to try, `tune(BLOCK = [128, 256], TILE = [8, 16])`";

/// Parses the option's list, reporting what is not `NAME = [integer, …]`.
pub fn parse(cx: &Ctxt, list: &syn::MetaList) -> Option<TuneSpec> {
    let parser = syn::punctuated::Punctuated::<syn::MetaNameValue, syn::Token![,]>::parse_terminated;
    let metas = match list.parse_args_with(parser) {
        Ok(m) => m,
        Err(e) => {
            cx.error(e.span(), USAGE);
            return None;
        }
    };
    let mut params: Vec<(Ident, Vec<u32>)> = Vec::new();
    let mut ok = true;
    for nv in &metas {
        let Some(name) = nv.path.get_ident() else {
            cx.error_at(&nv.path, USAGE);
            ok = false;
            continue;
        };
        if params.iter().any(|(n, _)| n == name) {
            cx.error_at(name, format!("`{name}` is listed twice in `tune`: give each parameter one list of values"));
            ok = false;
            continue;
        }
        let syn::Expr::Array(array) = &nv.value else {
            cx.error_at(&nv.value, format!("the values of `{name}` are a list of integers: `{name} = [64, 128]`"));
            ok = false;
            continue;
        };
        let mut values = Vec::new();
        for e in &array.elems {
            let value = match e {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => i.base10_parse::<u32>().ok(),
                _ => None,
            };
            match value {
                Some(v) if values.contains(&v) => {
                    cx.error_at(e, format!("`{v}` is listed twice for `{name}`: list each value once"));
                    ok = false;
                }
                Some(v) => values.push(v),
                None => {
                    cx.error_at(e, format!("a value of `{name}` is an integer literal from 0 to {}", u32::MAX));
                    ok = false;
                }
            }
        }
        if array.elems.is_empty() {
            cx.error_at(&nv.value, format!("`{name}` lists no values: give at least one, `{name} = [64, 128]`"));
            ok = false;
        }
        params.push((name.clone(), values));
    }
    if metas.is_empty() {
        cx.error_at(list, USAGE);
        ok = false;
    }
    ok.then_some(TuneSpec { params })
}

impl TuneSpec {
    /// Checks the spec against the kernel: each name one of its const parameters, those the
    /// last ones, and not too many candidates.
    pub fn check(&self, cx: &Ctxt, f: &Func) -> bool {
        let consts: Vec<&Ident> =
            f.generics.iter().filter(|g| matches!(g.kind, GenericKind::Const)).map(|g| &g.name).collect();
        let mut ok = true;
        for (name, _) in &self.params {
            if !consts.contains(&name) {
                cx.error_at(
                    name,
                    format!(
                        "`tune` lists `{name}`, which is not a const parameter of `{}`: declare it, `fn {}<const \
                         {name}: usize>(…)`",
                        f.name, f.name
                    ),
                );
                ok = false;
            }
        }
        if !ok {
            return false;
        }
        let untuned_after_tuned = consts.iter().skip_while(|c| !self.is_tuned(c)).find(|c| !self.is_tuned(c));
        if let Some(untuned) = untuned_after_tuned {
            ok = false;
            let order: Vec<String> = consts
                .iter()
                .filter(|c| !self.is_tuned(c))
                .chain(consts.iter().filter(|c| self.is_tuned(c)))
                .map(|c| format!("const {c}: usize"))
                .collect();
            cx.error_at(
                untuned,
                format!(
                    "`{untuned}` is not tuned but comes after a tuned parameter: declare the tuned const parameters \
                     last, `fn {}<{}>`",
                    f.name,
                    order.join(", ")
                ),
            );
        }
        let count = self.params.iter().map(|(_, v)| v.len()).product::<usize>();
        if count > MAX_CANDIDATES {
            ok = false;
            cx.error_at(
                &self.params[0].0,
                format!(
                    "`tune` makes {count} candidates, more than the {MAX_CANDIDATES} a kernel may have (each is \
                     compiled and timed): list fewer values"
                ),
            );
        }
        ok
    }

    /// Whether const parameter `name` is tuned.
    pub fn is_tuned(&self, name: &Ident) -> bool {
        self.params.iter().any(|(n, _)| n == name)
    }

    /// Every combination of the values, the first parameter's varying slowest; each in the
    /// order of `params`.
    pub fn candidates(&self) -> Vec<Vec<u32>> {
        self.params.iter().fold(vec![Vec::new()], |acc, (_, values)| {
            acc.iter()
                .flat_map(|prefix| {
                    values.iter().map(move |&v| {
                        let mut c = prefix.clone();
                        c.push(v);
                        c
                    })
                })
                .collect()
        })
    }

    /// The value of tuned parameter `name` in `candidate`.
    pub(crate) fn value(&self, candidate: &[u32], name: &Ident) -> Option<u32> {
        self.params.iter().position(|(n, _)| n == name).and_then(|k| candidate.get(k).copied())
    }
}
