//! Warpgroup tensor cores (Hopper): `wgmma::Accumulator::<64, N, f32>::zeroed()` and
//! `::filled(v)`, `wgmma::mma(&mut acc, &a, ja, &b, jb)`, and `wgmma::Accumulator<64, N, f32>`
//! as a type. (`wgmma::fence`, `commit` and `wait_prior` are the intrinsics table's.)

use super::wmma::strip_reference;
use super::*;
use crate::ty::{Frag, FragUse};

const ACCUMULATOR_USAGE: &str = "write `wgmma::Accumulator::<64, N, f32>::zeroed()` (or `::filled(v)`), N a multiple \
                                 of 8 from 8 to 256";
const MMA_USAGE: &str = "`wgmma::mma(&mut acc, &a, ja, &b, jb)` adds the 64 × 16 slab of swizzled tile `a` from \
                         `a[ja]` times the transpose of the N × 16 slab of `b` from `b[jb]` to `acc`";

impl Lowerer<'_> {
    /// A call of the `wgmma` namespace's `mma` or of `wgmma::Accumulator::<…>`; `None` for any
    /// other path (the table's intrinsics among them).
    pub(super) fn wgmma_call(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span) -> Option<Expr> {
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let n = segs.len();
        if n >= 3 && segs[n - 2] == "Accumulator" && segs[n - 3] == "wgmma" {
            return Some(self.accumulator_new(c, path, span));
        }
        if n < 2 || segs[n - 2] != "wgmma" || segs[n - 1] != "mma" {
            return None;
        }
        if let Some(syn::PathArguments::AngleBracketed(a)) = path.segments.last().map(|s| &s.arguments) {
            self.cx.error_at(a, format!("`wgmma::mma` takes no generic arguments: {MMA_USAGE}"));
        }
        if c.args.len() != 5 {
            self.cx.error_at(c, format!("`wgmma::mma` takes five arguments: {MMA_USAGE}"));
            return Some(self.bad(span));
        }
        // (The warpgroup's threads meet at each: the simulator runs the block's threads together.)
        self.cooperation = true;
        let args = c
            .args
            .iter()
            .enumerate()
            .map(|(i, a)| match i {
                1 | 3 => self.atomic_target(a),
                _ => self.expr(strip_reference(a)),
            })
            .collect();
        Some(self.mk(ExprKind::Wmma { op: WmmaOp::Warpgroup, args }, span))
    }

    /// `wgmma::Accumulator::<64, N, f32>::zeroed()` and `::filled(v)`.
    fn accumulator_new(&mut self, c: &syn::ExprCall, path: &syn::Path, span: Span) -> Expr {
        if !self.fill_constructor(c, path, ("Accumulator", "an accumulator"), ACCUMULATOR_USAGE) {
            return self.bad(span);
        }
        let n = path.segments.len();
        let Some(frag) = self.warpgroup_accumulator_type(&path.segments[n - 2]) else { return self.bad(span) };
        let args = c.args.iter().map(|a| self.expr(a)).collect();
        self.mk(ExprKind::Wmma { op: WmmaOp::Fill(frag), args }, span)
    }

    /// `Accumulator<64, N, f32>`: N a multiple of 8 from 8 to 256, as the instruction has them.
    pub(super) fn warpgroup_accumulator_type(&mut self, seg: &syn::PathSegment) -> Option<Frag> {
        let syn::PathArguments::AngleBracketed(a) = &seg.arguments else {
            self.cx.error_at(seg, format!("say which accumulator: {ACCUMULATOR_USAGE}"));
            return None;
        };
        let args: Vec<&syn::GenericArgument> = a.args.iter().collect();
        if args.len() != 3 {
            self.cx.error_at(
                a,
                format!("an accumulator has three generic arguments, M, N and its element type: {ACCUMULATOR_USAGE}"),
            );
            return None;
        }
        let number = |g: &syn::GenericArgument| match g {
            syn::GenericArgument::Const(syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. })) => {
                i.base10_parse::<u64>().ok()
            }
            _ => None,
        };
        if number(args[0]) != Some(64) {
            self.cx.error_at(args[0], format!("a warpgroup's accumulator has 64 rows: {ACCUMULATOR_USAGE}"));
            return None;
        }
        let width = match number(args[1]) {
            Some(w) if (8..=256).contains(&w) && w % 8 == 0 => w as u16,
            Some(w) => {
                self.cx.error_at(
                    args[1],
                    format!("the warpgroup's tensor cores have no 64 × {w} shape: N is a multiple of 8 from 8 to 256"),
                );
                return None;
            }
            None => {
                self.cx.error_at(
                    args[1],
                    format!("the accumulator's width is a number (the instruction's shape): {ACCUMULATOR_USAGE}"),
                );
                return None;
            }
        };
        let elem = match args[2] {
            syn::GenericArgument::Type(t) => self.scalar_of(t),
            _ => None,
        };
        if elem != Some(Scalar::F32) {
            self.cx.error_at(args[2], format!("a warpgroup's accumulator holds `f32`: {ACCUMULATOR_USAGE}"));
            return None;
        }
        Some(Frag { usage: FragUse::Warpgroup(width), elem: Scalar::F32, k: 16, layout: None })
    }
}
