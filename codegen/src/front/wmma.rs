//! Tensor cores: `wmma::Fragment::<…>::zeroed()` and `::filled(v)`, `wmma::load_a`,
//! `load_b`, `load_c`, `mma`, `store`, `store_col_major`, and `wmma::Fragment<…>` as a type.

use super::*;
use crate::ty::{Frag, FragLayout, FragUse, ACCUMULATOR_TYPES, MMA_TYPES};

/// The operations of the `wmma` namespace and what each takes, for calls and messages.
const OPS: &[(&str, usize, &str)] = &[
    ("load_a", 2, "`wmma::load_a::<RowMajor>(&tile, ld)` loads the A operand from `tile[..]`"),
    ("load_b", 2, "`wmma::load_b::<ColMajor>(&tile, ld)` loads the B operand from `tile[..]`"),
    ("load_c", 2, "`wmma::load_c::<RowMajor>(&tile, ld)` loads an accumulator from `tile[..]`"),
    ("mma", 3, "`wmma::mma(&mut acc, &a, &b)` adds `a × b` to `acc`"),
    ("store", 4, "`wmma::store(&mut c, offset, ld, &acc)` writes `acc` row by row from `c[offset]`"),
    ("store_col_major", 4, "`wmma::store_col_major(&mut c, offset, ld, &acc)` writes `acc` column by column"),
];

const FRAGMENT_USAGE: &str = "write `wmma::Fragment::<Accumulator, 16, 16, 16, f32>::zeroed()` (or `::filled(v)`), \
                              or for an operand `wmma::Fragment::<MatrixA, 16, 16, 16, f16, RowMajor>`";

impl Lowerer<'_> {
    /// A call of the `wmma` namespace or of `wmma::Fragment::<…>`; `None` for any other path.
    pub(super) fn wmma_call(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span) -> Option<Expr> {
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let n = segs.len();
        if n >= 2 && segs[n - 2] == "Fragment" && (n == 2 || segs[n - 3] == "wmma") {
            return Some(self.fragment_new(c, path, span));
        }
        if n < 2 || segs[n - 2] != "wmma" {
            return None;
        }
        let name = segs[n - 1].as_str();
        let Some(&(_, arity, usage)) = OPS.iter().find(|(op, ..)| *op == name) else {
            let names: Vec<String> = OPS.iter().map(|(op, ..)| format!("`{op}`")).collect();
            self.cx.error_at(
                path,
                format!(
                    "there is no `wmma::{name}`; the `wmma` operations are {}, and `wmma::Fragment::<…>::zeroed()`",
                    names.join(", ")
                ),
            );
            return Some(self.bad(span));
        };
        if c.args.len() != arity {
            self.cx.error_at(c, format!("`wmma::{name}` takes {arity} arguments: {usage}"));
            return Some(self.bad(span));
        }
        let layout = if name.starts_with("load_") {
            match self.layout_argument(path) {
                Some(l) => Some(l),
                None => {
                    self.cx.error_at(path, format!("say how the tile lies in memory: {usage}"));
                    return Some(self.bad(span));
                }
            }
        } else {
            if let Some(syn::PathArguments::AngleBracketed(a)) = path.segments.last().map(|s| &s.arguments) {
                self.cx.error_at(a, format!("`wmma::{name}` takes no generic arguments: {usage}"));
            }
            None
        };
        let op = match (name, layout) {
            ("load_a", Some(layout)) => WmmaOp::Load { usage: FragUse::A, layout },
            ("load_b", Some(layout)) => WmmaOp::Load { usage: FragUse::B, layout },
            ("load_c", Some(layout)) => WmmaOp::Load { usage: FragUse::Accumulator, layout },
            ("mma", _) => WmmaOp::Mma,
            ("store", _) => WmmaOp::Store { layout: FragLayout::RowMajor },
            _ => WmmaOp::Store { layout: FragLayout::ColMajor },
        };
        // (The warp's lanes meet at each: the simulator runs the block's threads together.)
        self.cooperation = true;
        let args = c
            .args
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let memory = match op {
                    WmmaOp::Load { .. } => i == 0,
                    WmmaOp::Store { .. } => i == 0,
                    _ => false,
                };
                if memory {
                    self.tile_memory(a)
                } else {
                    self.expr(strip_reference(a))
                }
            })
            .collect();
        Some(self.mk(ExprKind::Wmma { op, args }, span))
    }

    /// The slice or shared array a tile is in: `&x`, `&mut c`, `&tile`, `&x[at..]`, `rows[r]`.
    fn tile_memory(&mut self, a: &syn::Expr) -> Expr {
        match strip_reference(a) {
            syn::Expr::Index(i) if matches!(*i.index, syn::Expr::Range(_)) => self.expr(a),
            _ => self.atomic_target(a),
        }
    }

    /// `RowMajor` or `ColMajor` of `load_a::<RowMajor>`.
    fn layout_argument(&mut self, path: &syn::Path) -> Option<FragLayout> {
        let Some(syn::PathArguments::AngleBracketed(a)) = path.segments.last().map(|s| &s.arguments) else {
            return None;
        };
        match a.args.iter().collect::<Vec<_>>().as_slice() {
            [syn::GenericArgument::Type(t)] => layout_of(t),
            _ => None,
        }
    }

    /// `wmma::Fragment::<…>::zeroed()` and `::filled(v)`.
    fn fragment_new(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span) -> Expr {
        if !self.fill_constructor(c, path, ("Fragment", "a fragment"), FRAGMENT_USAGE) {
            return self.bad(span);
        }
        let n = path.segments.len();
        let Some(frag) = self.fragment_type(&path.segments[n - 2]) else { return self.bad(span) };
        let args = c.args.iter().map(|a| self.expr(a)).collect();
        self.mk(ExprKind::Wmma { op: WmmaOp::Fill(frag), args }, span)
    }

    /// `Fragment<U, 16, 16, K, T>` (accumulators) or `Fragment<U, 16, 16, K, T, L>`
    /// (operands), checked against the shapes the tensor cores have.
    pub(super) fn fragment_type(&mut self, seg: &syn::PathSegment) -> Option<Frag> {
        let syn::PathArguments::AngleBracketed(a) = &seg.arguments else {
            self.cx.error_at(seg, format!("say which fragment: {FRAGMENT_USAGE}"));
            return None;
        };
        let args: Vec<&syn::GenericArgument> = a.args.iter().collect();
        if args.len() != 5 && args.len() != 6 {
            self.cx.error_at(a, format!("a fragment has five or six generic arguments: {FRAGMENT_USAGE}"));
            return None;
        }
        let usage = match args[0] {
            syn::GenericArgument::Type(t) => match last_name(t).as_deref() {
                Some("MatrixA") => Some(FragUse::A),
                Some("MatrixB") => Some(FragUse::B),
                Some("Accumulator") => Some(FragUse::Accumulator),
                _ => None,
            },
            _ => None,
        };
        let Some(usage) = usage else {
            self.cx.error_at(args[0], "the first argument of a fragment is `MatrixA`, `MatrixB` or `Accumulator`");
            return None;
        };
        let dims: Vec<Option<u64>> = args[1..4].iter().map(|g| literal(g)).collect();
        let elem = match args[4] {
            syn::GenericArgument::Type(t) => self.scalar_of(t),
            _ => None,
        };
        let Some(elem) = elem else {
            self.cx.error_at(
                args[4],
                "the fifth argument of a fragment is its element type (`f16`, `bf16`, `f32`, `i8`, `u8`, `i32`)",
            );
            return None;
        };
        let (m, nn, k) = match dims.as_slice() {
            [Some(m), Some(n), Some(k)] => (*m, *n, *k),
            _ => {
                self.cx.error_at(a, format!("the shape is three numbers, M, N and K: {FRAGMENT_USAGE}"));
                return None;
            }
        };
        let layout = match args.get(5) {
            Some(syn::GenericArgument::Type(t)) => match layout_of(t) {
                Some(l) => Some(l),
                None => {
                    self.cx.error_at(args[5], "the sixth argument of a fragment is `RowMajor` or `ColMajor`");
                    return None;
                }
            },
            Some(other) => {
                self.cx.error_at(other, "the sixth argument of a fragment is `RowMajor` or `ColMajor`");
                return None;
            }
            None => None,
        };
        match (usage, layout) {
            (FragUse::Accumulator, Some(_)) => {
                self.cx
                    .error_at(args[5], "an accumulator has no layout: `wmma::Fragment<Accumulator, 16, 16, 16, f32>`");
                return None;
            }
            (FragUse::A | FragUse::B, None) => {
                self.cx.error_at(
                    a,
                    "an operand fragment says its layout last: `wmma::Fragment<MatrixA, 16, 16, 16, f16, RowMajor>`",
                );
                return None;
            }
            _ => {}
        }
        let shapes = shapes_text();
        let fits = match usage {
            FragUse::Accumulator => {
                if !ACCUMULATOR_TYPES.contains(&elem) && !elem.is_param() {
                    self.cx.error_at(
                        args[4],
                        format!(
                            "an accumulator holds `f32`, `f16` or `i32`, not `{elem}`: the tensor cores take {shapes}"
                        ),
                    );
                    return None;
                }
                MMA_TYPES.iter().any(|(_, kk, accs)| u64::from(*kk) == k && accs.contains(&elem))
            }
            _ => match Frag::operand_k(elem) {
                Some(kk) => u64::from(kk) == k,
                None if elem.is_param() => k == 16,
                None => {
                    self.cx.error_at(args[4], format!("the tensor cores do not multiply `{elem}`: they take {shapes}"));
                    return None;
                }
            },
        };
        if m != 16 || nn != 16 || !fits {
            self.cx.error_at(
                a,
                format!("the tensor cores have no {m} × {nn} × {k} shape for `{elem}`: they take {shapes}"),
            );
            return None;
        }
        Some(Frag { usage, elem, k: k as u8, layout })
    }
}

impl Lowerer<'_> {
    /// Whether `Type::<…>::zeroed()` or `::filled(v)` (of a fragment or an accumulator) is one
    /// of them with its arguments; reported if not.
    pub(super) fn fill_constructor(
        &mut self,
        c: &syn::ExprCall,
        path: &syn::Path,
        (ty, what): (&str, &str),
        usage: &str,
    ) -> bool {
        let last = &path.segments[path.segments.len() - 1];
        let ctor = last.ident.to_string();
        let arity = match ctor.as_str() {
            "zeroed" => 0,
            "filled" => 1,
            _ => {
                self.cx.error_at(last, format!("{what} is made with `zeroed()` or `filled(v)`: {usage}"));
                return false;
            }
        };
        if c.args.len() != arity {
            self.cx.error_at(c, format!("`{ty}::{ctor}` takes {arity} argument{}", if arity == 1 { "" } else { "s" }));
            return false;
        }
        true
    }
}

/// The shapes and types the tensor cores take, for messages.
fn shapes_text() -> String {
    let parts: Vec<String> = MMA_TYPES
        .iter()
        .map(|(s, k, accs)| {
            let accs: Vec<String> = accs.iter().map(|a| format!("`{a}`")).collect();
            format!("`{s}` 16 × 16 × {k} into {}", accs.join(" or "))
        })
        .collect();
    parts.join(", ")
}

pub(super) fn strip_reference(a: &syn::Expr) -> &syn::Expr {
    match a {
        syn::Expr::Reference(r) => &r.expr,
        syn::Expr::Paren(p) => strip_reference(&p.expr),
        other => other,
    }
}

fn last_name(t: &syn::Type) -> Option<String> {
    match t {
        syn::Type::Path(p) if p.qself.is_none() => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

fn layout_of(t: &syn::Type) -> Option<FragLayout> {
    match last_name(t).as_deref() {
        Some("RowMajor") => Some(FragLayout::RowMajor),
        Some("ColMajor") => Some(FragLayout::ColMajor),
        _ => None,
    }
}

/// A literal generic argument (`16`).
fn literal(g: &syn::GenericArgument) -> Option<u64> {
    match g {
        syn::GenericArgument::Const(syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. })) => {
            i.base10_parse().ok()
        }
        _ => None,
    }
}
