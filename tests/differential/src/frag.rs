//! The differential test's fragment programs: random sequences of one warp's tensor-core
//! operations (`wmma::load_a`/`load_b`/`load_c` in either layout at any leading dimension the
//! hardware takes, `mma` chains, fills, an accumulator's elements read and written — by every
//! lane or by some —, `store` and `store_col_major`), for every type pair the tensor cores
//! multiply: f16 into f32 and into f16, bf16 into f32, tf32 into f32, i8 and u8 into i32.
//!
//! Each program is printed as a kernel (`print`), and evaluated here on whole matrices
//! (`eval`): the reference, which knows no lanes except through the accumulator's documented
//! element layout (`acc_coords`). The inputs are small integers, so that every product and
//! sum is exact in every type and the order in which the tensor cores add cannot show. A
//! load or store past its slice, and an element index past the fragment, panic; the
//! reference says which statement panics and with what message.
//!
//! Included by the build script (`#[path]`), which writes `frag_programs.rs`, and by the
//! crate's library, which the test calls for the reference and the inputs.

use std::fmt::Write as _;

use crate::splitmix::Rng;

/// Elements of each input and of the output.
pub const FRAG_LEN: usize = 1024;
/// What the output holds where nothing was stored.
pub const FRAG_POISON: f64 = -1234.0;

fn below(r: &mut Rng, n: u64) -> u64 {
    r.next_u64() % n.max(1)
}
fn chance(r: &mut Rng, percent: u64) -> bool {
    below(r, 100) < percent
}
fn pick<X: Copy>(r: &mut Rng, xs: &[X]) -> X {
    xs[below(r, xs.len() as u64) as usize]
}

/// The operands' and the accumulator's types.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    F16F32,
    F16F16,
    Bf16F32,
    Tf32,
    I8,
    U8,
}

impl Kind {
    const ALL: [Kind; 6] = [Kind::F16F32, Kind::F16F16, Kind::Bf16F32, Kind::Tf32, Kind::I8, Kind::U8];

    /// The operands' Rust type and its size in bytes.
    pub fn operand(self) -> (&'static str, usize) {
        match self {
            Kind::F16F32 | Kind::F16F16 => ("f16", 2),
            Kind::Bf16F32 => ("bf16", 2),
            Kind::Tf32 => ("f32", 4),
            Kind::I8 => ("i8", 1),
            Kind::U8 => ("u8", 1),
        }
    }

    /// The accumulator's Rust type and its size in bytes.
    pub fn accumulator(self) -> (&'static str, usize) {
        match self {
            Kind::F16F16 => ("f16", 2),
            Kind::F16F32 | Kind::Bf16F32 | Kind::Tf32 => ("f32", 4),
            Kind::I8 | Kind::U8 => ("i32", 4),
        }
    }

    /// K of the fragments' M × N × K.
    pub fn k(self) -> usize {
        if self == Kind::Tf32 {
            8
        } else {
            16
        }
    }

    /// The smallest and largest input value.
    fn input_range(self) -> (i64, i64) {
        if self == Kind::U8 {
            (0, 5)
        } else {
            (-3, 3)
        }
    }

    /// A literal of the accumulator's type, as the kernel and Rust write it.
    fn acc_literal(self, v: i64) -> String {
        match self {
            Kind::F16F16 => format!("f16::from_f32({v}.0)"),
            Kind::I8 | Kind::U8 => format!("{v}i32"),
            _ => format!("{v}.0f32"),
        }
    }

    /// A literal of the operands' type.
    fn operand_literal(self, v: i64) -> String {
        match self {
            Kind::F16F32 | Kind::F16F16 => format!("f16::from_f32({v}.0)"),
            Kind::Bf16F32 => format!("bf16::from_f32({v}.0)"),
            Kind::Tf32 => format!("{v}.0f32"),
            Kind::I8 => format!("{v}i8"),
            Kind::U8 => format!("{v}u8"),
        }
    }

    /// An `f64` into the Rust type `t`, and back (text, for the generated runner).
    fn convert(t: &str) -> (&'static str, &'static str) {
        match t {
            "f16" => ("f16::from_f64(v)", "v.to_f64()"),
            "bf16" => ("bf16::from_f64(v)", "v.to_f64()"),
            "f32" => ("v as f32", "v as f64"),
            "i8" => ("v as i8", "v as f64"),
            "u8" => ("v as u8", "v as f64"),
            _ => ("v as i32", "v as f64"),
        }
    }
}

/// Which matrix a load reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Operand {
    A,
    B,
}

/// How an accumulator starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Init {
    Zeroed,
    Filled(i64),
    /// `load_c::<L>(&xc[off..], ld)`.
    Load {
        col: bool,
        off: usize,
        ld: usize,
    },
}

/// An elementwise operation on an accumulator's element.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    Add(i64),
    Sub(i64),
    Mul(i64),
    Max(i64),
    Min(i64),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stmt {
    /// `let [mut] {a|b}{id} = wmma::load_{a|b}::<L>(&x{a|b}[off..], ld);`
    Load { which: Operand, id: usize, col: bool, off: usize, ld: usize },
    /// `{a|b}{id}.fill(v);`
    FillOperand { which: Operand, id: usize, v: i64 },
    /// `let mut c{id} = …;`
    Acc { id: usize, init: Init },
    /// `c{id}.fill(v);`
    FillAcc { id: usize, v: i64 },
    /// `wmma::mma(&mut c{c}, &a{a}, &b{b});`
    Mma { c: usize, a: usize, b: usize },
    /// `[if lane_id() % m == r {] c{dst}.set(i, c{src}.get(j) op) [}]`
    Element { dst: usize, i: usize, src: usize, j: usize, op: Op, lanes: Option<(u32, u32)> },
    /// `for e in 0..c{id}.len() { c{id}.set(e, c{id}.get(e) op); }`
    EveryElement { id: usize, op: Op },
    /// `wmma::store(out, off, ld, &c{id});` or `store_col_major`.
    Store { id: usize, col: bool, off: usize, ld: usize },
}

#[derive(Clone, Debug)]
pub struct FragProgram {
    pub seed: u64,
    pub kind: Kind,
    pub stmts: Vec<Stmt>,
    /// Which operand fragments are mutated (`fill`), so printed `let mut`.
    mutated: Vec<(Operand, usize)>,
}

/// Rows and columns of a fragment's tile.
fn dims(kind: Kind, which: Option<Operand>) -> (usize, usize) {
    match which {
        Some(Operand::A) => (16, kind.k()),
        Some(Operand::B) => (kind.k(), 16),
        None => (16, 16),
    }
}

/// Elements from a tile's first to its last, plus one.
fn span(rows: usize, cols: usize, col: bool, ld: usize) -> usize {
    let (lines, run) = if col { (cols, rows) } else { (rows, cols) };
    (lines - 1) * ld + run
}

/// A leading dimension the instructions take (a multiple of 16 bytes) and an offset at a
/// 32-byte boundary, usually with the tile inside the slice, sometimes past it.
fn placement(r: &mut Rng, size: usize, rows: usize, cols: usize, col: bool, store: bool) -> (usize, usize) {
    let step = 16 / size;
    let run = if col { rows } else { cols };
    // Loads may overlap their lines (ld below the run); stores may not.
    let min = if store { run.div_ceil(step) } else { 1 };
    let ld = step * (min + below(r, 4) as usize);
    let align = (32 / size).max(1);
    let room = FRAG_LEN.saturating_sub(span(rows, cols, col, ld));
    let off = if chance(r, 6) {
        // Past the end (a panic): the first aligned offset that does not fit.
        (room / align + 1) * align
    } else {
        below(r, (room / align + 1) as u64) as usize * align
    };
    (off, ld)
}

/// Program `seed`: the first of its drafts whose values all stay below 1024 in magnitude
/// (so that an f16 accumulator holds every one exactly).
pub fn program(seed: u64) -> FragProgram {
    let mut draft = 0;
    loop {
        let p = draft_program(seed, draft);
        if run_matrices(&p, &inputs(&p)).2 < 1024.0 || draft == 64 {
            return p;
        }
        draft += 1;
    }
}

fn draft_program(seed: u64, draft: u64) -> FragProgram {
    let mut r = Rng(seed ^ 0xf7a9 ^ (draft << 32));
    let kind = pick(&mut r, &Kind::ALL);
    let (osize, asize) = (kind.operand().1, kind.accumulator().1);
    let mut stmts = Vec::new();
    let (mut a_n, mut b_n, mut c_n) = (0usize, 0usize, 0usize);
    let mut mutated = Vec::new();
    let load = |r: &mut Rng, which: Operand, id: usize, stmts: &mut Vec<Stmt>| {
        let col = chance(r, 50);
        let (rows, cols) = dims(kind, Some(which));
        let (off, ld) = placement(r, osize, rows, cols, col, false);
        stmts.push(Stmt::Load { which, id, col, off, ld });
    };
    // Every program has at least one of each, and one product.
    load(&mut r, Operand::A, 0, &mut stmts);
    load(&mut r, Operand::B, 0, &mut stmts);
    a_n += 1;
    b_n += 1;
    let init = |r: &mut Rng| match below(r, 3) {
        0 => Init::Zeroed,
        1 => Init::Filled(below(r, 7) as i64 - 3),
        _ => {
            let col = chance(r, 50);
            let (off, ld) = placement(r, asize, 16, 16, col, false);
            Init::Load { col, off, ld }
        }
    };
    stmts.push(Stmt::Acc { id: 0, init: init(&mut r) });
    c_n += 1;
    stmts.push(Stmt::Mma { c: 0, a: 0, b: 0 });
    // Multiplications double values: at most two, so that an f16 accumulator stays exact.
    let mut muls = 0;
    let mut op = |r: &mut Rng| loop {
        let v = below(r, 5) as i64 - 2;
        let o = match below(r, 5) {
            0 => Op::Add(v),
            1 => Op::Sub(v),
            2 => Op::Mul(if chance(r, 50) { 2 } else { -1 }),
            3 => Op::Max(v),
            _ => Op::Min(v),
        };
        if matches!(o, Op::Mul(2)) {
            if muls == 2 {
                continue;
            }
            muls += 1;
        }
        break o;
    };
    for _ in 0..3 + below(&mut r, 6) {
        match below(&mut r, 9) {
            0 => {
                load(&mut r, Operand::A, a_n, &mut stmts);
                a_n += 1;
            }
            1 => {
                load(&mut r, Operand::B, b_n, &mut stmts);
                b_n += 1;
            }
            2 => {
                stmts.push(Stmt::Acc { id: c_n, init: init(&mut r) });
                c_n += 1;
            }
            3 => {
                let which = if chance(&mut r, 50) { Operand::A } else { Operand::B };
                let id = below(&mut r, if which == Operand::A { a_n } else { b_n } as u64) as usize;
                let (lo, hi) = kind.input_range();
                let v = lo + below(&mut r, (hi - lo + 1) as u64) as i64;
                if !mutated.contains(&(which, id)) {
                    mutated.push((which, id));
                }
                stmts.push(Stmt::FillOperand { which, id, v });
            }
            4 | 5 => {
                let (c, a, b) = (below(&mut r, c_n as u64), below(&mut r, a_n as u64), below(&mut r, b_n as u64));
                stmts.push(Stmt::Mma { c: c as usize, a: a as usize, b: b as usize });
            }
            6 => {
                let lanes = chance(&mut r, 40).then(|| {
                    let m = 2 + below(&mut r, 4) as u32;
                    (m, below(&mut r, m as u64) as u32)
                });
                // An index past the fragment now and then, by every lane (a lane alone
                // panicking would leave the warp's next operation without it).
                let index = |r: &mut Rng| {
                    if lanes.is_none() && chance(r, 5) {
                        8 + below(r, 3) as usize
                    } else {
                        below(r, 8) as usize
                    }
                };
                let (i, j) = (index(&mut r), index(&mut r));
                let (dst, src) = (below(&mut r, c_n as u64) as usize, below(&mut r, c_n as u64) as usize);
                stmts.push(Stmt::Element { dst, i, src, j, op: op(&mut r), lanes });
            }
            7 => {
                let id = below(&mut r, c_n as u64) as usize;
                if chance(&mut r, 30) {
                    stmts.push(Stmt::FillAcc { id, v: below(&mut r, 7) as i64 - 3 });
                } else {
                    stmts.push(Stmt::EveryElement { id, op: op(&mut r) });
                }
            }
            _ => {
                let id = below(&mut r, c_n as u64) as usize;
                let col = chance(&mut r, 50);
                let (off, ld) = placement(&mut r, asize, 16, 16, col, true);
                stmts.push(Stmt::Store { id, col, off, ld });
            }
        }
    }
    // Every accumulator is stored at the end (two stores may overlap: the later one wins).
    for id in 0..c_n {
        let col = chance(&mut r, 50);
        let (off, ld) = placement(&mut r, asize, 16, 16, col, true);
        stmts.push(Stmt::Store { id, col, off, ld });
    }
    FragProgram { seed, kind, stmts, mutated }
}

// ---------------------------------------------------------------- printing

fn layout(col: bool) -> &'static str {
    if col {
        "wmma::ColMajor"
    } else {
        "wmma::RowMajor"
    }
}

fn op_text(kind: Kind, x: &str, op: Op) -> String {
    let l = |v: i64| kind.acc_literal(v);
    match op {
        Op::Add(v) => format!("{x} + {}", l(v)),
        Op::Sub(v) => format!("{x} - {}", l(v)),
        Op::Mul(v) => format!("{x} * {}", l(v)),
        Op::Max(v) => format!("{x}.max({})", l(v)),
        Op::Min(v) => format!("{x}.min({})", l(v)),
    }
}

/// The body's statements, one line each (an element statement under a lane condition is
/// one line too, so that each statement has its line).
pub fn body_lines(p: &FragProgram) -> Vec<String> {
    let kind = p.kind;
    let tc = kind.accumulator().0;
    let k = kind.k();
    let name = |w: Operand| if w == Operand::A { "a" } else { "b" };
    p.stmts
        .iter()
        .map(|s| match *s {
            Stmt::Load { which, id, col, off, ld } => {
                let m = if p.mutated.contains(&(which, id)) { "mut " } else { "" };
                let n = name(which);
                format!("let {m}{n}{id} = wmma::load_{n}::<{}>(&x{n}[{off}..], {ld});", layout(col))
            }
            Stmt::FillOperand { which, id, v } => format!("{}{id}.fill({});", name(which), kind.operand_literal(v)),
            Stmt::Acc { id, init } => match init {
                Init::Zeroed => {
                    format!("let mut c{id} = wmma::Fragment::<wmma::Accumulator, 16, 16, {k}, {tc}>::zeroed();")
                }
                Init::Filled(v) => format!(
                    "let mut c{id} = wmma::Fragment::<wmma::Accumulator, 16, 16, {k}, {tc}>::filled({});",
                    kind.acc_literal(v)
                ),
                Init::Load { col, off, ld } => {
                    format!(
                        "let mut c{id}: wmma::Fragment<wmma::Accumulator, 16, 16, {k}, {tc}> = wmma::load_c::<{}>(&xc[{off}..], {ld});",
                        layout(col)
                    )
                }
            },
            Stmt::FillAcc { id, v } => format!("c{id}.fill({});", kind.acc_literal(v)),
            Stmt::Mma { c, a, b } => format!("wmma::mma(&mut c{c}, &a{a}, &b{b});"),
            Stmt::Element { dst, i, src, j, op, lanes } => {
                let set = format!("c{dst}.set({i}, {});", op_text(kind, &format!("c{src}.get({j})"), op));
                match lanes {
                    Some((m, r)) => format!("if lane_id() % {m} == {r} {{ {set} }}"),
                    None => set,
                }
            }
            Stmt::EveryElement { id, op } => {
                format!("for e in 0..c{id}.len() {{ c{id}.set(e, {}); }}", op_text(kind, &format!("c{id}.get(e)"), op))
            }
            Stmt::Store { id, col, off, ld } => {
                let f = if col { "store_col_major" } else { "store" };
                format!("wmma::{f}(out, {off}, {ld}, &c{id});")
            }
        })
        .collect()
}

/// `frag_programs.rs`: a module per program (its kernel and a runner taking and giving
/// `f64`s), and `frag_programs()`, each program's name, seed, runner, source and the line of
/// each statement in this file.
pub fn frag_file(programs: &[(String, FragProgram)]) -> String {
    let mut out = String::from("// Generated by tests/differential (frag.rs). Do not edit.\n\n");
    let mut lines_of = Vec::new();
    for (name, p) in programs {
        let (ta, tc) = (p.kind.operand().0, p.kind.accumulator().0);
        let (to_a, _) = Kind::convert(ta);
        let (to_c, from_c) = Kind::convert(tc);
        let _ = writeln!(out, "pub mod {name} {{");
        let _ = writeln!(out, "    use super::*;");
        let _ = writeln!(out, "    #[kernel]");
        let _ = writeln!(out, "    pub fn {name}(xa: &[{ta}], xb: &[{ta}], xc: &[{tc}], out: &mut [{tc}]) {{");
        let mut lines = Vec::new();
        for l in body_lines(p) {
            lines.push(out.lines().count() + 1);
            let _ = writeln!(out, "        {l}");
        }
        let _ = writeln!(out, "    }}");
        let _ = writeln!(
            out,
            "    pub fn run(dev: &Device, xa: &[f64], xb: &[f64], xc: &[f64]) -> (Option<ferrocuda::Error>, Vec<f64>) {{\n\
             \x20       let go = || -> ferrocuda::Result<(Option<ferrocuda::Error>, Vec<f64>)> {{\n\
             \x20           let xa: Vec<{ta}> = xa.iter().map(|&v| {to_a}).collect();\n\
             \x20           let xb: Vec<{ta}> = xb.iter().map(|&v| {to_a}).collect();\n\
             \x20           let xc: Vec<{tc}> = xc.iter().map(|&v| {to_c}).collect();\n\
             \x20           let (xa, xb, xc) = (dev.to_device(&xa)?, dev.to_device(&xb)?, dev.to_device(&xc)?);\n\
             \x20           let v = {FRAG_POISON:?};\n\
             \x20           let mut out = dev.to_device(&vec![{to_c}; {FRAG_LEN}])?;\n\
             \x20           let ended = {name}.launch(Grid::new(1u32, 32u32), &xa, &xb, &xc, &mut out).and_then(|()| dev.synchronize());\n\
             \x20           Ok((ended.err(), out.to_vec()?.into_iter().map(|v| {from_c}).collect()))\n\
             \x20       }};\n\
             \x20       go().unwrap_or_else(|e| (Some(e), Vec::new()))\n\
             \x20   }}"
        );
        let _ = writeln!(out, "}}\n");
        lines_of.push(lines);
    }
    let _ = writeln!(out, "pub fn frag_programs() -> Vec<FragCase> {{\n    vec![");
    for ((name, p), lines) in programs.iter().zip(&lines_of) {
        let lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        let _ = writeln!(
            out,
            "        FragCase {{ name: \"{name}\", seed: {}, run: {name}::run, lines: &[{}], source: r####\"{}\"#### }},",
            p.seed,
            lines.join(", "),
            body_lines(p).join("\n")
        );
    }
    let _ = writeln!(out, "    ]\n}}");
    out
}

// ---------------------------------------------------------------- the reference

/// The inputs of program `p`: small integers (`xa`, `xb` in the operands' range, `xc` too).
pub fn inputs(p: &FragProgram) -> [Vec<f64>; 3] {
    let mut r = Rng(p.seed ^ 0x1a9e);
    let (lo, hi) = p.kind.input_range();
    let mut one = || (0..FRAG_LEN).map(|_| (lo + below(&mut r, (hi - lo + 1) as u64) as i64) as f64).collect();
    [one(), one(), one()]
}

/// Where element `i` of lane `lane` of an accumulator lies: (row, column) — the tensor
/// cores' layout of sm_80 and later, as docs/kernel-language.md states it.
pub fn acc_coords(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane / 4, lane % 4);
    (g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2))
}

/// A panic of the reference: the statement and Rust's message.
#[derive(Debug, Clone, PartialEq)]
pub struct Panic {
    pub stmt: usize,
    pub message: String,
}

fn apply(op: Op, x: f64) -> f64 {
    match op {
        Op::Add(v) => x + v as f64,
        Op::Sub(v) => x - v as f64,
        Op::Mul(v) => x * v as f64,
        Op::Max(v) => x.max(v as f64),
        Op::Min(v) => x.min(v as f64),
    }
}

/// The program on whole matrices: the output, and the panic that ended it, if one did.
pub fn eval(p: &FragProgram, inputs: &[Vec<f64>; 3]) -> (Vec<f64>, Option<Panic>) {
    let (out, panic, _) = run_matrices(p, inputs);
    (out, panic)
}

/// `eval`, and the largest magnitude any accumulator reached.
fn run_matrices(p: &FragProgram, [xa, xb, xc]: &[Vec<f64>; 3]) -> (Vec<f64>, Option<Panic>, f64) {
    type M = Vec<Vec<f64>>;
    let kind = p.kind;
    let mut out = vec![FRAG_POISON; FRAG_LEN];
    let (mut a, mut b, mut c): (Vec<M>, Vec<M>, Vec<M>) = (Vec::new(), Vec::new(), Vec::new());
    let set = |v: &mut Vec<M>, id: usize, m: M| {
        if v.len() <= id {
            v.resize(id + 1, Vec::new());
        }
        v[id] = m;
    };
    // `&x[off..]`, then the tile's `[..span]` of it: Rust's messages.
    let range = |len: usize, off: usize, span: usize| -> Result<(), String> {
        if off > len {
            Err(format!("range start index {off} out of range for slice of length {len}"))
        } else if span > len - off {
            Err(format!("range end index {span} out of range for slice of length {}", len - off))
        } else {
            Ok(())
        }
    };
    let load = |x: &[f64], rows: usize, cols: usize, col: bool, off: usize, ld: usize| -> M {
        (0..rows).map(|i| (0..cols).map(|j| x[off + if col { j * ld + i } else { i * ld + j }]).collect()).collect()
    };
    let filled = |rows: usize, cols: usize, v: f64| vec![vec![v; cols]; rows];
    let index = |i: usize| -> Result<(), String> {
        if i >= 8 {
            Err(format!("index out of bounds: the len is 8 but the index is {i}"))
        } else {
            Ok(())
        }
    };
    let mut peak = 0.0f64;
    for (n, s) in p.stmts.iter().enumerate() {
        for m in &c {
            peak = m.iter().flatten().fold(peak, |p, v| p.max(v.abs()));
        }
        let fail = |message: String| Some(Panic { stmt: n, message });
        match *s {
            Stmt::Load { which, id, col, off, ld } => {
                let (rows, cols) = dims(kind, Some(which));
                if let Err(m) = range(FRAG_LEN, off, span(rows, cols, col, ld)) {
                    return (out, fail(m), peak);
                }
                let src = if which == Operand::A { xa } else { xb };
                let m = load(src, rows, cols, col, off, ld);
                set(if which == Operand::A { &mut a } else { &mut b }, id, m);
            }
            Stmt::FillOperand { which, id, v } => {
                let (rows, cols) = dims(kind, Some(which));
                set(if which == Operand::A { &mut a } else { &mut b }, id, filled(rows, cols, v as f64));
            }
            Stmt::Acc { id, init } => {
                let m = match init {
                    Init::Zeroed => filled(16, 16, 0.0),
                    Init::Filled(v) => filled(16, 16, v as f64),
                    Init::Load { col, off, ld } => {
                        if let Err(m) = range(FRAG_LEN, off, span(16, 16, col, ld)) {
                            return (out, fail(m), peak);
                        }
                        load(xc, 16, 16, col, off, ld)
                    }
                };
                set(&mut c, id, m);
            }
            Stmt::FillAcc { id, v } => c[id] = filled(16, 16, v as f64),
            Stmt::Mma { c: ci, a: ai, b: bi } => {
                for i in 0..16 {
                    for j in 0..16 {
                        c[ci][i][j] += (0..kind.k()).map(|q| a[ai][i][q] * b[bi][q][j]).sum::<f64>();
                    }
                }
            }
            Stmt::Element { dst, i, src, j, op, lanes } => {
                if let Err(m) = index(j).and_then(|()| index(i)) {
                    return (out, fail(m), peak);
                }
                for lane in 0..32u32 {
                    if lanes.is_some_and(|(m, r)| lane % m != r) {
                        continue;
                    }
                    let (sr, sc) = acc_coords(lane as usize, j);
                    let (dr, dc) = acc_coords(lane as usize, i);
                    c[dst][dr][dc] = apply(op, c[src][sr][sc]);
                }
            }
            Stmt::EveryElement { id, op } => {
                for row in c[id].iter_mut() {
                    for x in row.iter_mut() {
                        *x = apply(op, *x);
                    }
                }
            }
            Stmt::Store { id, col, off, ld } => {
                // `out[off..off + span]`, as Rust checks it.
                let sp = span(16, 16, col, ld);
                if off > FRAG_LEN {
                    let m = format!("range start index {off} out of range for slice of length {FRAG_LEN}");
                    return (out, fail(m), peak);
                }
                if sp > FRAG_LEN - off {
                    let m = format!("range end index {} out of range for slice of length {FRAG_LEN}", off + sp);
                    return (out, fail(m), peak);
                }
                for i in 0..16 {
                    for j in 0..16 {
                        out[off + if col { j * ld + i } else { i * ld + j }] = c[id][i][j];
                    }
                }
            }
        }
    }
    for m in &c {
        peak = m.iter().flatten().fold(peak, |p, v| p.max(v.abs()));
    }
    (out, None, peak)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_varied_and_evaluate() {
        let mut kinds = Vec::new();
        let mut panics = 0;
        for seed in 0..200 {
            let p = program(seed);
            if !kinds.contains(&p.kind) {
                kinds.push(p.kind);
            }
            let (out, panic) = eval(&p, &inputs(&p));
            panics += usize::from(panic.is_some());
            if panic.is_none() {
                assert!(out.iter().any(|&v| v != FRAG_POISON), "program {seed} stores nothing");
            }
            // Every value exact in the accumulator's type: below 2048 in magnitude.
            assert!(out.iter().all(|v| v.abs() < 2048.0 && v.fract() == 0.0), "program {seed}: {out:?}");
        }
        assert_eq!(kinds.len(), 6);
        assert!((10..100).contains(&panics), "{panics} of 200 programs panic");
    }
}
