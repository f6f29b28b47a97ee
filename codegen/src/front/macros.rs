//! Macros: `panic!`, the assertions and their messages, `print!`/`println!`, `matches!`; every
//! other macro is rejected.

use super::format::{self, ArgRef};
use super::*;

impl Lowerer<'_> {
    /// `matches!(e, pat)` and `matches!(e, pat if guard)`: `match e { pat if guard => true, _ =>
    /// false }`, as std defines it.
    fn matches_macro(&mut self, mac: &syn::Macro, span: Span) -> Expr {
        let parsed = mac.parse_body_with(|input: syn::parse::ParseStream| {
            let e: syn::Expr = input.parse()?;
            input.parse::<syn::Token![,]>()?;
            let pat = syn::Pat::parse_multi_with_leading_vert(input)?;
            let guard = match input.parse::<Option<syn::Token![if]>>()? {
                Some(_) => Some(input.parse::<syn::Expr>()?),
                None => None,
            };
            input.parse::<Option<syn::Token![,]>>()?;
            Ok((e, pat, guard))
        });
        let Ok((e, pat, guard)) = parsed else {
            self.cx.error_at(
                mac,
                "`matches!` takes a value and a pattern: `matches!(x, 1 | 2)`, `matches!(x, n if n > 0)`",
            );
            return self.bad(span);
        };
        let scrutinee = self.expr(&e);
        self.scopes.push(Vec::new());
        let pat = self.match_pat(&pat);
        let guard = guard.map(|g| self.expr(&g));
        self.scopes.pop();
        let yes = self.mk(ExprKind::Lit(Lit::Bool(true)), span);
        let no = self.mk(ExprKind::Lit(Lit::Bool(false)), span);
        let arms = vec![Arm { pat, guard, body: yes }, Arm { pat: MatchPat::Wild, guard: None, body: no }];
        self.mk(ExprKind::Match { scrutinee: Box::new(scrutinee), arms }, span)
    }

    pub(super) fn macro_expr(&mut self, mac: &syn::Macro, span: Span) -> Expr {
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        if name == "print" || name == "println" {
            return self.print_macro(mac, name == "println", span);
        }
        if name == "matches" {
            return self.matches_macro(mac, span);
        }
        let parsed: syn::Result<Punctuated<syn::Expr, syn::Token![,]>> =
            mac.parse_body_with(Punctuated::parse_terminated);
        let args: Vec<syn::Expr> = match parsed {
            Ok(p) => p.into_iter().collect(),
            Err(e) => {
                if matches!(
                    name.as_str(),
                    "panic"
                        | "assert"
                        | "assert_eq"
                        | "assert_ne"
                        | "debug_assert"
                        | "debug_assert_eq"
                        | "debug_assert_ne"
                        | "unreachable"
                        | "todo"
                        | "unimplemented"
                ) {
                    self.cx.syn_error(e);
                    return self.bad(span);
                }
                Vec::new()
            }
        };
        let debug_only = name.starts_with("debug_");
        let kind = match name.as_str() {
            "panic" => match self.message(&args, 0, &name) {
                Some(m) => PanicKind::Message(if args.is_empty() { "explicit panic".into() } else { m }),
                None => return self.bad(span),
            },
            "unreachable" | "todo" | "unimplemented" => {
                let base = match name.as_str() {
                    "unreachable" => "internal error: entered unreachable code",
                    "todo" => "not yet implemented",
                    _ => "not implemented",
                };
                match self.message(&args, 0, &name) {
                    Some(m) if m.is_empty() => PanicKind::Message(base.into()),
                    Some(m) => PanicKind::Message(format!("{base}: {m}")),
                    None => return self.bad(span),
                }
            }
            "assert" | "debug_assert" => {
                let Some(cond) = args.first() else {
                    self.cx.error(span, format!("`{name}!` needs a condition"));
                    return self.bad(span);
                };
                let Some(custom) = self.message(&args, 1, &name) else { return self.bad(span) };
                let message = if args.len() > 1 {
                    custom
                } else {
                    format!("assertion failed: {}", super::pretty::expr_text(cond))
                };
                let cond = Box::new(self.expr(cond));
                PanicKind::Assert { cond, message }
            }
            "assert_eq" | "assert_ne" | "debug_assert_eq" | "debug_assert_ne" => {
                if args.len() < 2 {
                    self.cx.error(span, format!("`{name}!` needs two values"));
                    return self.bad(span);
                }
                let Some(message) = self.message(&args, 2, &name) else { return self.bad(span) };
                let left = Box::new(self.expr(&args[0]));
                let right = Box::new(self.expr(&args[1]));
                PanicKind::AssertEq { left, right, equal: name.ends_with("_eq"), message }
            }
            "vec" | "format" => {
                self.cx.error_at(
                    &mac.path,
                    format!("`{name}!` allocates, and kernels cannot: pass a `&mut [T]` buffer instead"),
                );
                return self.bad(span);
            }
            "eprintln" | "eprint" => {
                let instead = name.trim_start_matches('e');
                self.cx.error_at(
                    &mac.path,
                    format!("kernels print to standard output only: write `{instead}!` instead of `{name}!`"),
                );
                return self.bad(span);
            }
            "dbg" => {
                self.cx.error_at(
                    &mac.path,
                    "`dbg!` is not supported in kernels: write `println!(\"{:?}\", value)` instead",
                );
                return self.bad(span);
            }
            "write" | "writeln" => {
                self.cx.error_at(&mac.path, format!("`{name}!` needs a writer, which kernels do not have: write `println!` to print, or store values in a `&mut [T]` buffer"));
                return self.bad(span);
            }
            _ => {
                self.cx.error_at(&mac.path, format!("the macro `{name}!` is not supported in kernels; supported: `println!`, `print!`, `panic!`, `assert!`, `assert_eq!`, `assert_ne!`, `debug_assert*!`, `unreachable!`, `todo!`, `unimplemented!`, `matches!`"));
                return self.bad(span);
            }
        };
        self.mk(ExprKind::Panic(PanicMacro { kind, debug_only }), span)
    }

    /// The literal message starting at `args[at]` (empty if absent). `None` after an error.
    pub(super) fn message(&mut self, args: &[syn::Expr], at: usize, mac: &str) -> Option<String> {
        let Some(first) = args.get(at) else { return Some(String::new()) };
        let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = first else {
            self.cx.error_at(first, format!("the message of `{mac}!` in a kernel must be a string literal"));
            return None;
        };
        if args.len() > at + 1 {
            self.cx.error_at(
                &args[at + 1],
                format!("`{mac}!` in a kernel takes a literal message only: values cannot be formatted on the GPU"),
            );
            return None;
        }
        let raw = s.value();
        // Unescape `{{` / `}}`; any other brace is a format argument, which kernels cannot do.
        let mut out = String::new();
        let mut chars = raw.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '{' if chars.peek() == Some(&'{') => {
                    chars.next();
                    out.push('{');
                }
                '}' if chars.peek() == Some(&'}') => {
                    chars.next();
                    out.push('}');
                }
                '{' | '}' => {
                    self.cx.error_at(s, format!("`{mac}!` in a kernel takes a literal message only: `{{…}}` arguments cannot be formatted on the GPU"));
                    return None;
                }
                c => out.push(c),
            }
        }
        Some(out)
    }

    /// `print!`/`println!`: a literal format string and scalar values. The literal is kept as
    /// written; its placeholders say which values the GPU records (see `format.rs`).
    fn print_macro(&mut self, mac: &syn::Macro, newline: bool, span: Span) -> Expr {
        let name = if newline { "println" } else { "print" };
        let args: Vec<syn::Expr> = if mac.tokens.is_empty() {
            Vec::new()
        } else {
            match mac.parse_body_with(Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated) {
                Ok(p) => p.into_iter().collect(),
                Err(e) => {
                    self.cx.syn_error(e);
                    return self.bad(span);
                }
            }
        };
        let format = match args.first() {
            None if newline => syn::LitStr::new("", mac.path.span()),
            Some(syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. })) => s.clone(),
            None => {
                self.cx.error_at(&mac.path, "`print!` needs a format string: `print!(\"x = {}\", x)`");
                return self.bad(span);
            }
            Some(other) => {
                self.cx.error_at(
                    other,
                    format!("the format string of `{name}!` in a kernel must be a string literal: `{name}!(\"{{}}\", value)`"),
                );
                return self.bad(span);
            }
        };
        // Explicit arguments: positional ones, then `name = value` ones (rustc's order rule).
        let mut positional = Vec::new();
        let mut named: Vec<(Ident, &syn::Expr)> = Vec::new();
        for a in args.iter().skip(1) {
            match a {
                syn::Expr::Assign(syn::ExprAssign { left, right, .. }) => match &**left {
                    syn::Expr::Path(p) if p.path.get_ident().is_some() && p.qself.is_none() => {
                        named.push((p.path.segments[0].ident.clone(), &**right))
                    }
                    _ => positional.push(a),
                },
                _ => positional.push(a),
            }
        }
        let refs = format::references(&format.value());
        let mut counts = vec![false; positional.len()];
        let mut named_counts = vec![false; named.len()];
        let mut captured: Vec<(String, bool)> = Vec::new();
        let mut next = 0usize;
        let mut used = vec![false; positional.len()];
        let mut wanted = 0usize;
        for r in &refs {
            let index = match &r.arg {
                ArgRef::Next => {
                    next += 1;
                    Some(next - 1)
                }
                ArgRef::Index(k) => Some(*k),
                ArgRef::Name(n) => {
                    if let Some(k) = named.iter().position(|(id, _)| id == n) {
                        named_counts[k] |= r.count;
                    } else if let Some(c) = captured.iter_mut().find(|(c, _)| c == n) {
                        c.1 |= r.count;
                    } else {
                        captured.push((n.clone(), r.count));
                    }
                    None
                }
            };
            match index {
                Some(k) if k < counts.len() => {
                    counts[k] |= r.count;
                    used[k] = true;
                }
                Some(k) => wanted = wanted.max(k + 1),
                None => {}
            }
        }
        // (Checked here, not left to rustc: it would report them twice, in the simulator's body
        // and in the host's formatter.)
        if wanted > 0 {
            let given = positional.len();
            self.cx.error_at(
                &format,
                format!("this format string prints {wanted} positional values, but `{name}!` is given {given}"),
            );
            return self.bad(span);
        }
        if let Some(k) = used.iter().position(|u| !u) {
            self.cx.error_at(positional[k], "this value is not printed: the format string has no placeholder for it");
            return self.bad(span);
        }
        let mut out = Vec::new();
        for (a, count) in positional.into_iter().zip(counts) {
            out.push(PrintArg { value: self.expr(a), name: None, count });
        }
        for ((id, value), count) in named.into_iter().zip(named_counts) {
            out.push(PrintArg { value: self.expr(value), name: Some(id), count });
        }
        for (n, count) in captured {
            let Ok(id) = syn::parse_str::<Ident>(&n) else { continue };
            let id = Ident::new(&id.to_string(), format.span());
            let path = syn::Expr::Path(syn::ExprPath { attrs: Vec::new(), qself: None, path: id.clone().into() });
            out.push(PrintArg { value: self.expr(&path), name: Some(id), count });
        }
        self.mk(ExprKind::Print(PrintMacro { format, newline, args: out }), span)
    }
}
