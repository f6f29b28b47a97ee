//! The text Rust's `assert!(cond)` puts in its message — rustc prints the condition with
//! its expression printer, not as the tokens were written — for the expressions kernels
//! use; anything else falls back to the tokens' text.

use syn::{BinOp, Expr, UnOp};

use super::source_text;

/// `cond` as rustc's `assert!` prints it: `1i32 < (-5i32)`, `x[i].abs() > 2.0`.
pub fn expr_text(e: &Expr) -> String {
    let mut out = String::new();
    write(&mut out, e);
    out
}

fn list<'a>(out: &mut String, es: impl IntoIterator<Item = &'a Expr>) {
    for (k, e) in es.into_iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        write(out, e);
    }
}

fn write(out: &mut String, e: &Expr) {
    match e {
        Expr::Lit(l) => out.push_str(&source_text(&l.lit)),
        Expr::Path(p) if p.qself.is_none() => out.push_str(&source_text(&p.path).replace(" :: ", "::")),
        Expr::Paren(p) => {
            out.push('(');
            write(out, &p.expr);
            out.push(')');
        }
        Expr::Group(g) => write(out, &g.expr),
        Expr::Unary(u) => {
            out.push_str(match u.op {
                UnOp::Neg(_) => "-",
                UnOp::Not(_) => "!",
                _ => "*",
            });
            write(out, &u.expr);
        }
        Expr::Binary(b) => {
            write(out, &b.left);
            out.push(' ');
            out.push_str(&op_text(&b.op));
            out.push(' ');
            write(out, &b.right);
        }
        Expr::Cast(c) => {
            write(out, &c.expr);
            out.push_str(" as ");
            out.push_str(&source_text(&c.ty));
        }
        Expr::Call(c) => {
            write(out, &c.func);
            out.push('(');
            list(out, &c.args);
            out.push(')');
        }
        Expr::MethodCall(m) => {
            write(out, &m.receiver);
            out.push('.');
            out.push_str(&m.method.to_string());
            if let Some(t) = &m.turbofish {
                out.push_str(&source_text(t).replace(" :: ", "::").replace(":: <", "::<"));
            }
            out.push('(');
            list(out, &m.args);
            out.push(')');
        }
        Expr::Field(f) => {
            write(out, &f.base);
            out.push('.');
            out.push_str(&source_text(&f.member));
        }
        Expr::Index(i) => {
            write(out, &i.expr);
            out.push('[');
            write(out, &i.index);
            out.push(']');
        }
        Expr::Tuple(t) => {
            out.push('(');
            list(out, &t.elems);
            if t.elems.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Expr::Array(a) => {
            out.push('[');
            list(out, &a.elems);
            out.push(']');
        }
        Expr::Reference(r) => {
            out.push_str(if r.mutability.is_some() { "&mut " } else { "&" });
            write(out, &r.expr);
        }
        Expr::If(i) if block_tail(&i.then_branch).is_some() => {
            out.push_str("if ");
            write(out, &i.cond);
            out.push(' ');
            block(out, &i.then_branch);
            if let Some((_, els)) = &i.else_branch {
                out.push_str(" else ");
                match &**els {
                    Expr::Block(b) if b.label.is_none() && block_tail(&b.block).is_some() => block(out, &b.block),
                    e => write(out, e),
                }
            }
        }
        Expr::Block(b) if b.label.is_none() && block_tail(&b.block).is_some() => block(out, &b.block),
        other => out.push_str(&source_text(other)),
    }
}

/// The expression of a block that is just one (as rustc prints it on one line).
fn block_tail(b: &syn::Block) -> Option<&Expr> {
    match b.stmts.as_slice() {
        [syn::Stmt::Expr(e, None)] => Some(e),
        _ => None,
    }
}

fn block(out: &mut String, b: &syn::Block) {
    match block_tail(b) {
        Some(e) => {
            out.push_str("{ ");
            write(out, e);
            out.push_str(" }");
        }
        None => out.push_str(&source_text(b)),
    }
}

fn op_text(op: &BinOp) -> String {
    source_text(op).replace(' ', "")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What rustc 1.95's `assert!` prints for these (checked by hand against its messages;
    /// the suite checks the kernels' against Rust's at run time).
    #[test]
    fn prints_as_rustc_does() {
        for (src, want) in [
            ("1i32 < (-5i32)", "1i32 < (-5i32)"),
            ("x [i] . abs () > 2.0", "x[i].abs() > 2.0"),
            ("! (a && b) || c", "!(a && b) || c"),
            ("(a as u8) <= 3u8", "(a as u8) <= 3u8"),
            ("f (x , y) . 0 == - 1", "f(x, y).0 == -1"),
            ("a . wrapping_add (b) != u32 :: MAX", "a.wrapping_add(b) != u32::MAX"),
            (
                "((if (0.0f64) . is_nan () { 0.0f64 } else { 0.0f64 })) . is_sign_negative ()",
                "((if (0.0f64).is_nan() { 0.0f64 } else { 0.0f64 })).is_sign_negative()",
            ),
        ] {
            let e: Expr = syn::parse_str(src).unwrap();
            assert_eq!(expr_text(&e), want, "{src}");
        }
    }
}
