//! Generates `programs.rs`: random, well-typed kernel bodies over the kernel language
//! (integers of every width and signedness, floats, casts between all scalars, shifts by any
//! amount, `/` and `%` — by zero and `MIN / -1` too —, comparisons, `&&`/`||` whose right
//! operand reads a slice, `if` and `match` as values, loops with labelled `break`/`continue`,
//! local arrays, slice reads at indices that may be out of bounds). Each body is stamped
//! twice by one `macro_rules!` call — as a `#[kernel]` and as a plain Rust function — so that
//! both carry the same spans: a panic reported by the kernel and by Rust name the same line
//! and column.
//!
//! `FERROCUDA_DIFF_SEED` (default 1) and `FERROCUDA_DIFF_PROGRAMS` (default 300) choose the
//! programs; program `k` is generated from `seed + k` alone, so one failing program is
//! reproduced with its own seed and a count of 1.

use std::fmt::Write as _;

#[path = "../common/splitmix.rs"]
mod splitmix;
use splitmix::Rng;

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum T {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F32,
    F64,
    Bool,
}

const INTS: [T; 8] = [T::I8, T::I16, T::I32, T::I64, T::U8, T::U16, T::U32, T::U64];
const ALL: [T; 11] = [T::I8, T::I16, T::I32, T::I64, T::U8, T::U16, T::U32, T::U64, T::F32, T::F64, T::Bool];

impl T {
    fn rust(self) -> &'static str {
        match self {
            T::I8 => "i8",
            T::I16 => "i16",
            T::I32 => "i32",
            T::I64 => "i64",
            T::U8 => "u8",
            T::U16 => "u16",
            T::U32 => "u32",
            T::U64 => "u64",
            T::F32 => "f32",
            T::F64 => "f64",
            T::Bool => "bool",
        }
    }
    fn is_int(self) -> bool {
        INTS.contains(&self)
    }
    fn is_float(self) -> bool {
        matches!(self, T::F32 | T::F64)
    }
    fn signed(self) -> bool {
        matches!(self, T::I8 | T::I16 | T::I32 | T::I64 | T::F32 | T::F64)
    }
}

/// The inputs every program reads, and how long each is: indices up to 69 reach past them.
const INPUTS: [(&str, T); 4] = [("xi", T::I64), ("xu", T::U32), ("xf", T::F32), ("xd", T::F64)];
const LEN: u64 = 64;
const OUTPUTS: usize = 8;

struct Gen {
    rng: Rng,
    /// Locals in scope: name, type.
    locals: Vec<(String, T)>,
    next_local: usize,
}

impl Gen {
    fn literal(&mut self, t: T) -> String {
        let r = &mut self.rng;
        let v = match r.below(6) {
            0 => 0u64,
            1 => 1,
            2 => u64::MAX,
            3 => r.below(16),
            _ => r.next_u64(),
        };
        match t {
            T::Bool => (if v & 1 == 1 { "true" } else { "false" }).into(),
            T::F32 | T::F64 => {
                let x = match r.below(5) {
                    0 => 0.0,
                    1 => 1.5,
                    2 => -2.25,
                    _ => (r.below(20_000) as f64 - 10_000.0) / 64.0,
                };
                format!("{x:?}{}", t.rust())
            }
            _ => {
                let s = match t {
                    T::I8 => (v as i8).to_string(),
                    T::I16 => (v as i16).to_string(),
                    T::I32 => (v as i32).to_string(),
                    T::I64 => (v as i64).to_string(),
                    T::U8 => (v as u8).to_string(),
                    T::U16 => (v as u16).to_string(),
                    T::U32 => (v as u32).to_string(),
                    _ => v.to_string(),
                };
                // `-128i8` is `-(128i8)` in Rust, which overflows: spell negatives as casts.
                if let Some(magnitude) = s.strip_prefix('-') {
                    format!("(-{magnitude}i64 as {})", t.rust())
                } else {
                    format!("{s}{}", t.rust())
                }
            }
        }
    }

    /// An index that is usually in bounds.
    fn index(&mut self, depth: u32) -> String {
        let e = self.expr(T::U32, depth + 1);
        let bound = if self.rng.chance(90) { LEN } else { LEN + 6 };
        format!("(({e}) as usize % {bound})")
    }

    fn read(&mut self, t: T, depth: u32) -> String {
        let (name, from) = self.rng.pick(&INPUTS);
        let i = self.index(depth);
        match t {
            T::Bool => format!("({name}[{i}] > {})", if from.is_float() { "0.0" } else { "0" }),
            _ => format!("({name}[{i}] as {})", t.rust()),
        }
    }

    fn expr(&mut self, t: T, depth: u32) -> String {
        if depth >= 4 || self.rng.chance(25) {
            return self.leaf(t, depth);
        }
        match self.rng.below(9) {
            0 | 1 => self.binary(t, depth),
            2 => self.cast(t, depth),
            3 => {
                let c = self.expr(T::Bool, depth + 1);
                let (a, b) = (self.expr(t, depth + 1), self.expr(t, depth + 1));
                format!("(if {c} {{ {a} }} else {{ {b} }})")
            }
            4 if t != T::Bool => self.method(t, depth),
            5 if t != T::Bool => {
                let s = self.rng.pick(&INTS);
                let scrutinee = self.expr(s, depth + 1);
                let arms: Vec<String> = (0..3).map(|_| self.expr(t, depth + 1)).collect();
                let guard = self.expr(T::Bool, depth + 1);
                format!(
                    "(match {scrutinee} {{ 0 => {}, 1..=9 => {}, _ if {guard} => {}, _ => {} }})",
                    arms[0],
                    arms[1],
                    arms[2],
                    self.leaf(t, depth)
                )
            }
            6 if t == T::Bool => {
                // The right operand may fail a bounds check: only evaluated when needed.
                let a = self.expr(T::Bool, depth + 1);
                let b = self.read(T::Bool, depth);
                format!("({a} {} {b})", if self.rng.chance(50) { "&&" } else { "||" })
            }
            7 if t.signed() => format!("(-{})", self.expr(t, depth + 1)),
            7 if t.is_int() || t == T::Bool => format!("(!{})", self.expr(t, depth + 1)),
            8 => self.read(t, depth),
            _ => self.leaf(t, depth),
        }
    }

    fn leaf(&mut self, t: T, depth: u32) -> String {
        let mine: Vec<String> = self.locals.iter().filter(|(_, lt)| *lt == t).map(|(n, _)| n.clone()).collect();
        match self.rng.below(4) {
            0 | 1 if !mine.is_empty() => mine[self.rng.below(mine.len() as u64) as usize].clone(),
            2 if depth < 6 => self.read(t, depth),
            _ => self.literal(t),
        }
    }

    fn binary(&mut self, t: T, depth: u32) -> String {
        if t == T::Bool {
            let u = self.rng.pick(&ALL[..10]);
            let (a, b) = (self.expr(u, depth + 1), self.expr(u, depth + 1));
            let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
            return format!("({a} {op} {b})");
        }
        let ops: &[&str] = if t.is_float() {
            &["+", "-", "*", "/", "%"]
        } else {
            &["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"]
        };
        let op = self.rng.pick(ops);
        let a = self.expr(t, depth + 1);
        let b = if op == "<<" || op == ">>" {
            // Any amount, of any integer type: Rust masks it to the width (kernels too).
            let s = self.rng.pick(&INTS);
            self.expr(s, depth + 1)
        } else {
            self.expr(t, depth + 1)
        };
        format!("({a} {op} {b})")
    }

    fn cast(&mut self, t: T, depth: u32) -> String {
        if t == T::Bool {
            return self.binary(t, depth);
        }
        // Rust casts `bool` to integers only.
        let from = if t.is_float() { self.rng.pick(&ALL[..10]) } else { self.rng.pick(&ALL) };
        format!("({} as {})", self.expr(from, depth + 1), t.rust())
    }

    fn method(&mut self, t: T, depth: u32) -> String {
        let a = self.expr(t, depth + 1);
        if t.is_float() {
            let m = self
                .rng
                .pick(&["sqrt", "abs", "floor", "ceil", "trunc", "sin", "exp", "min", "max", "mul_add", "powi"]);
            return match m {
                "min" | "max" => format!("({a}).{m}({})", self.expr(t, depth + 1)),
                "mul_add" => format!("({a}).mul_add({}, {})", self.expr(t, depth + 1), self.expr(t, depth + 1)),
                "powi" => format!("({a}).powi(({}) % 8)", self.expr(T::I32, depth + 1)),
                _ => format!("({a}).{m}()"),
            };
        }
        let m = self.rng.pick(&[
            "wrapping_add",
            "wrapping_mul",
            "rotate_left",
            "count_ones",
            "min",
            "max",
            "leading_zeros",
            "swap_bytes",
            "wrapping_neg",
        ]);
        match m {
            "rotate_left" => format!("({a}).rotate_left({})", self.expr(T::U32, depth + 1)),
            "count_ones" | "leading_zeros" => format!("(({a}).{m}() as {})", t.rust()),
            "swap_bytes" | "wrapping_neg" => format!("({a}).{m}()"),
            _ => format!("({a}).{m}({})", self.expr(t, depth + 1)),
        }
    }

    fn local(&mut self, t: T) -> String {
        let name = format!("v{}", self.next_local);
        self.next_local += 1;
        self.locals.push((name.clone(), t));
        name
    }

    fn statements(&mut self, out: &mut String, n: u64, indent: &str) {
        for _ in 0..n {
            match self.rng.below(6) {
                0 | 1 => {
                    let t = self.rng.pick(&ALL);
                    let e = self.expr(t, 0);
                    let v = self.local(t);
                    let _ = writeln!(out, "{indent}let mut {v}: {} = {e};", t.rust());
                }
                2 if !self.locals.is_empty() => {
                    let (v, t) = self.locals[self.rng.below(self.locals.len() as u64) as usize].clone();
                    let e = self.expr(t, 1);
                    let op = match t {
                        T::Bool => "=",
                        _ if self.rng.chance(50) => "=",
                        _ if t.is_float() => self.rng.pick(&["+=", "-=", "*="]),
                        _ => self.rng.pick(&["+=", "-=", "*=", "^=", "|=", "&=", "<<=", ">>="]),
                    };
                    let e = if op == "<<=" || op == ">>=" { self.expr(T::U32, 1) } else { e };
                    let _ = writeln!(out, "{indent}{v} {op} {e};");
                }
                3 => {
                    let t = self.rng.pick(&INTS);
                    let a = format!("v{}", self.next_local);
                    self.next_local += 1;
                    let init = self.literal(t);
                    let _ = writeln!(out, "{indent}let mut {a}: [{}; 4] = [{init}; 4];", t.rust());
                    // Indices one past the end now and then: a failed check of a local array.
                    let i = self.index(1).replace(&format!("% {LEN}"), "% 5").replace(&format!("% {}", LEN + 6), "% 4");
                    let e = self.expr(t, 1);
                    let _ = writeln!(out, "{indent}{a}[{i}] = {e};");
                    let j = self.index(1).replace(&format!("% {LEN}"), "% 4").replace(&format!("% {}", LEN + 6), "% 5");
                    let v = self.local(t);
                    let _ = writeln!(out, "{indent}let mut {v}: {} = {a}[{j}];", t.rust());
                }
                4 if !self.locals.is_empty() && indent.len() < 12 => {
                    let (v, t) = self.locals[self.rng.below(self.locals.len() as u64) as usize].clone();
                    let bound = self.rng.below(6);
                    let c = self.expr(T::Bool, 2);
                    let d = self.expr(T::Bool, 2);
                    let e = self.expr(t, 2);
                    let _ = writeln!(out, "{indent}'outer: for a in 0u32..{bound} {{");
                    let _ = writeln!(out, "{indent}    for b in 0u32..3 {{");
                    let _ = writeln!(out, "{indent}        if {c} {{ break 'outer; }}");
                    let _ = writeln!(out, "{indent}        if {d} {{ continue 'outer; }}");
                    let _ = writeln!(out, "{indent}        {v} = {e};");
                    let _ = writeln!(out, "{indent}        let _ = (a, b);");
                    let _ = writeln!(out, "{indent}    }}");
                    let _ = writeln!(out, "{indent}}}");
                }
                5 => {
                    let c = self.expr(T::Bool, 1);
                    let _ = writeln!(out, "{indent}if {c} {{");
                    let depth = self.locals.len();
                    let inner = format!("{indent}    ");
                    let n = 1 + self.rng.below(2);
                    self.statements(out, n, &inner);
                    self.locals.truncate(depth);
                    let _ = writeln!(out, "{indent}}}");
                }
                _ => {
                    let t = self.rng.pick(&ALL);
                    let e = self.expr(t, 0);
                    let v = self.local(t);
                    let _ = writeln!(out, "{indent}let mut {v}: {} = {e};", t.rust());
                }
            }
        }
    }
}

fn program(seed: u64) -> String {
    let mut g = Gen { rng: Rng(seed), locals: Vec::new(), next_local: 0 };
    let mut body = String::new();
    let n = 3 + g.rng.below(6);
    g.statements(&mut body, n, "        ");
    // Every local of the top level goes out, as bits.
    let outs: Vec<(String, T)> = g.locals.iter().rev().take(OUTPUTS).cloned().collect();
    for (k, (v, t)) in outs.iter().enumerate() {
        let bits = match t {
            // Any NaN as one: Rust leaves NaN payloads and signs unspecified, and GPUs make
            // their own canonical NaN.
            T::F32 | T::F64 => {
                format!("(if {v}.is_nan() {{ 0x7ff8_0000_0000_0000u64 }} else {{ {v}.to_bits() as u64 }})")
            }
            _ => format!("{v} as u64"),
        };
        let _ = writeln!(body, "        out[tid * {OUTPUTS} + {k}] = {bits};");
    }
    body
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=../common/splitmix.rs");
    println!("cargo:rerun-if-env-changed=FERROCUDA_DIFF_SEED");
    println!("cargo:rerun-if-env-changed=FERROCUDA_DIFF_PROGRAMS");
    let seed: u64 = std::env::var("FERROCUDA_DIFF_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let count: u64 = std::env::var("FERROCUDA_DIFF_PROGRAMS").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let mut out = String::new();
    out.push_str("// Generated by tests/differential/build.rs. Do not edit.\n\n");
    let mut list = Vec::new();
    for k in 0..count {
        let s = seed.wrapping_add(k);
        let _ = writeln!(out, "program!(prog_{s}, prog_{s}_host, (tid, xi, xu, xf, xd, out), {{\n{}}});\n", program(s));
        list.push(format!(
            "Program {{ seed: {s}, kernel: |xi, xu, xf, xd, out| prog_{s}.launch(launch_grid(), xi, xu, xf, xd, out), host: prog_{s}_host, source: r####\"{}\"#### }}",
            program(s)
        ));
    }
    out.push_str("pub fn programs() -> Vec<Program> {\n    vec![\n");
    for p in list {
        let _ = writeln!(out, "        {p},");
    }
    out.push_str("    ]\n}\n");
    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(std::path::Path::new(&dir).join("programs.rs"), out).expect("OUT_DIR is writable");
}
