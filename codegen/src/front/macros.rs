//! Macros: `panic!`, the assertions and their messages; every other macro is rejected.

use super::*;

impl Lowerer<'_> {
    pub(super) fn macro_expr(&mut self, mac: &syn::Macro, span: Span) -> Expr {
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
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
            "println" | "print" | "eprintln" | "eprint" | "dbg" | "write" | "writeln" => {
                self.cx.error_at(&mac.path, format!("`{name}!` is not supported in kernels: write values to a `&mut [T]` buffer and print them on the host"));
                return self.bad(span);
            }
            _ => {
                self.cx.error_at(&mac.path, format!("the macro `{name}!` is not supported in kernels; supported: `panic!`, `assert!`, `assert_eq!`, `assert_ne!`, `debug_assert*!`, `unreachable!`, `todo!`, `unimplemented!`"));
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
}
