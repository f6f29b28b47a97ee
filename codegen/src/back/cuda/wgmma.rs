//! Hopper's warpgroup multiply-accumulate in CUDA. A `wgmma::mma` is the prelude's operand
//! checks and descriptors (`fc::wgmma_operand<SPAN>`), then `fc::wgmma_mma`, whose operand list
//! is as long as the accumulator (`N / 2` registers): those functions, and the register fence
//! an accumulator's element access starts with (`fc::wgacc_fence`), are generated here, one per
//! width and operand type the function uses, and carried by it between guard lines (as tuples
//! are), rather than written out for every width in the prelude.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::{prim, Emitter, C};
use crate::infer::FragMethod;
use crate::ir::Expr;
use crate::ty::{FragUse, Scalar, Ty, WGMMA_OPERANDS};

/// What a function's warpgroup operations need generated: the widths of its accumulators, and
/// the (width, operand type) pairs of its multiplies.
#[derive(Debug, Default)]
pub(super) struct Shapes {
    widths: BTreeSet<u16>,
    /// (width, index in `WGMMA_OPERANDS`)
    multiplies: BTreeSet<(u16, usize)>,
}

impl Emitter<'_> {
    /// `wgmma::mma(&mut acc, &a, ja, &b, jb)`: each operand's descriptor (its range, start and
    /// tile checked, not in an unchecked kernel), then the multiply.
    pub(super) fn wgmma_mma(&mut self, e: &Expr, args: &[Expr]) -> C {
        let Ty::Fragment(f) = self.ty_of(&args[0]) else { return prim("((void)0)".to_string()) };
        let FragUse::Warpgroup(n) = f.usage else { return prim("((void)0)".to_string()) };
        let acc = self.value(&args[0]).text;
        let mut descriptors = Vec::new();
        let mut elem = Scalar::F16;
        for (tile, j, rows) in [(&args[1], &args[2], 64u16), (&args[3], &args[4], n)] {
            let Ty::Tile { elem: t, swizzle, .. } = self.ty_of(tile) else { return prim("((void)0)".to_string()) };
            elem = t;
            let (p, len) = self.index_parts(tile);
            let v = self.value(j);
            let jv = if self.is_simple(j) { v } else { self.save(v, &Ty::USIZE) }.text;
            let span = swizzle.span();
            descriptors.push(if self.unchecked_kernel() {
                format!("fc::wgmma_operand_unchecked<{span}>(&({p})[0], {jv})")
            } else {
                let site = self.site(e.loc);
                format!("fc::wgmma_operand<{span}>(&({p})[0], {len}, {jv}, {rows}ull, {site})")
            });
        }
        self.wgmma.widths.insert(n);
        // (Both types for a type parameter's operands, which C++ resolves per instantiation.)
        for (k, (s, _)) in WGMMA_OPERANDS.iter().enumerate() {
            if *s == elem || elem.is_param() {
                self.wgmma.multiplies.insert((n, k));
            }
        }
        let site = self.site(e.loc);
        prim(format!("fc::wgmma_mma({acc}, {}, {}, (const {}*)0, {site})", descriptors[0], descriptors[1], elem.cuda()))
    }

    /// `len`, `get`, `set`, `fill`, `row`, `col` of a warpgroup's accumulator; the element
    /// accesses after the fence that keeps them after the multiplies' wait.
    pub(super) fn wgacc_method(&mut self, e: &Expr, recv: &Expr, args: &[Expr], m: FragMethod, n: u16) -> C {
        self.wgmma.widths.insert(n);
        let r = self.value(recv).text;
        let vals: Vec<String> = self.values_in_order(args).into_iter().map(|v| v.text).collect();
        let site = self.site(crate::back::sim::method_site(e));
        let per = u64::from(n) / 2;
        let unchecked = self.unchecked_kernel();
        prim(match (m, unchecked) {
            (FragMethod::Len, _) => format!("{per}ull"),
            (FragMethod::Get, true) => format!("fc::wgacc_at({r}, {})", vals[0]),
            (FragMethod::Get, false) => format!("fc::wgacc_get({r}, {}, {site})", vals[0]),
            (FragMethod::Set, true) => format!("fc::wgacc_put({r}, {}, {})", vals[0], vals[1]),
            (FragMethod::Set, false) => format!("fc::wgacc_set({r}, {}, {}, {site})", vals[0], vals[1]),
            (FragMethod::Fill, _) => format!("fc::wgacc_fill({r}, {})", vals[0]),
            (FragMethod::Row, _) => format!("(unsigned long long)fc::wgacc_row({})", vals[0]),
            (FragMethod::Col, _) => format!("(unsigned long long)fc::wgacc_col({})", vals[0]),
        })
    }
}

impl Shapes {
    /// The generated functions, in `namespace fc`; empty where the function uses none.
    pub(super) fn definitions(&self) -> String {
        if self.widths.is_empty() {
            return String::new();
        }
        let mut out = String::from("namespace fc {\n");
        for &n in &self.widths {
            let ops: Vec<String> = (0..n / 2).map(|i| format!("\"+f\"(c.x[{i}])")).collect();
            let _ = write!(
                out,
                "#ifndef FC_WGACC{n}\n#define FC_WGACC{n}\n__device__ __forceinline__ void wgacc_fence(wgacc<{n}>& c) {{ \
                 asm volatile(\"\" : {} :: \"memory\"); }}\n#endif\n",
                ops.join(", ")
            );
        }
        for &(n, k) in &self.multiplies {
            let (elem, ptx) = WGMMA_OPERANDS[k];
            let regs = u32::from(n) / 2;
            let list: Vec<String> = (0..regs).map(|i| format!("%{i}")).collect();
            let ops: Vec<String> = (0..regs).map(|i| format!("\"+f\"(c.x[{i}])")).collect();
            let _ = write!(
                out,
                "#ifndef FC_WGMMA{n}_{ptx}\n#define FC_WGMMA{n}_{ptx}\n\
                 __device__ __forceinline__ void wgmma_mma(wgacc<{n}>& c, unsigned long long a, unsigned long long b, \
                 const {cty}*, const char* file, unsigned line, unsigned col) {{\n\
                 #if defined(__CUDA_ARCH_FEAT_SM90_ALL)\n  \
                 asm volatile(\"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{d}, 0;\\n\"\n    \
                 \"wgmma.mma_async.sync.aligned.m64n{n}k16.f32.{ptx}.{ptx} {{{list}}}, %{a}, %{b}, p, 1, 1, 0, 0;\\n}}\"\n    \
                 : {ops} : \"l\"(a), \"l\"(b), \"r\"((unsigned)!c.zero));\n  \
                 c.zero = false;\n\
                 #else\n  \
                 wgmma_unsupported(file, line, col);\n\
                 #endif\n}}\n#endif\n",
                cty = elem.cuda(),
                list = list.join(", "),
                a = regs,
                b = regs + 1,
                d = regs + 2,
                ops = ops.join(", "),
            );
        }
        out.push_str("}  // namespace fc\n");
        out
    }
}
