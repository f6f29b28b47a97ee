//! C++ names for Rust bindings: unique per function (Rust shadowing becomes `x`, `x_1`, …)
//! and never a C++ keyword, a CUDA builtin, or a name the generated code uses itself.

use std::collections::{HashMap, HashSet};

/// Names a kernel's C++ may not define, one a line (`#` lines are comments): C++ keywords,
/// what NVRTC declares before user code, and what the generated code calls unqualified.
const RESERVED_TABLE: &str = include_str!("reserved_names.txt");

fn is_reserved(name: &str) -> bool {
    static SET: std::sync::OnceLock<HashSet<&'static str>> = std::sync::OnceLock::new();
    SET.get_or_init(|| RESERVED_TABLE.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect())
        .contains(name)
}

/// The C++ spelling of a Rust identifier: itself when C++ may define it, else `u_` and the
/// name with non-ASCII characters spelled `xHEXx`. Unique names per scope are `Names`' job.
pub fn cpp_spelling(rust_name: &str) -> String {
    let rust_name = rust_name.strip_prefix("r#").unwrap_or(rust_name);
    let ascii = rust_name.is_ascii();
    let reserved = !ascii
        || is_reserved(rust_name)
        || rust_name.starts_with("fc")
        || rust_name.starts_with("__")
        || rust_name.starts_with("FC_")
        || (rust_name.starts_with('_') && rust_name.chars().nth(1).is_some_and(|c| c.is_ascii_uppercase()));
    if !reserved {
        return rust_name.to_string();
    }
    let mut out = String::from("u_");
    for c in rust_name.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&format!("x{:x}x", c as u32));
        }
    }
    out
}

#[derive(Default)]
pub struct Names {
    used: HashSet<String>,
    /// Per base name, the suffix its next claim tries first: each claim of one base (a
    /// function's temporaries, `fc_t`, `fc_t_1`, …) costs a step, not one per earlier claim.
    next: HashMap<String, usize>,
}

impl Names {
    /// A fresh C++ name resembling `rust_name`: the name itself when C++ allows it, else
    /// `u_` and the name, its non-ASCII characters spelled `xHEXx` (C++ identifiers are
    /// ASCII as far as NVRTC is concerned).
    pub fn fresh(&mut self, rust_name: &str) -> String {
        self.claim(cpp_spelling(rust_name))
    }

    /// A name for something the generator introduces (`fc_` names are never user names).
    pub fn temp(&mut self, kind: &str) -> String {
        self.claim(format!("fc_{kind}"))
    }

    fn claim(&mut self, base: String) -> String {
        if self.used.insert(base.clone()) {
            return base;
        }
        let next = self.next.entry(base.clone()).or_insert(1);
        loop {
            let name = format!("{base}_{next}");
            *next += 1;
            if self.used.insert(name.clone()) {
                return name;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shadowing_and_keywords() {
        let mut n = Names::default();
        assert_eq!(n.fresh("x"), "x");
        assert_eq!(n.fresh("x"), "x_1");
        assert_eq!(n.fresh("float"), "u_float");
        assert_eq!(n.fresh("fc_tmp"), "u_fc_tmp");
        assert_eq!(n.fresh("r#new"), "u_new");
        assert_eq!(n.temp("t"), "fc_t");
        assert_eq!(n.temp("t"), "fc_t_1");
    }

    #[test]
    fn names_cuda_declares_and_non_ascii_names_are_escaped() {
        for taken in [
            "printf",
            "malloc",
            "free",
            "min",
            "max",
            "abs",
            "labs",
            "llabs",
            "rsqrtf",
            "clock64",
            "size_t",
            "ptrdiff_t",
            "std",
            "int32_t",
            "NULL",
        ] {
            assert_eq!(cpp_spelling(taken), format!("u_{taken}"));
        }
        assert_eq!(cpp_spelling("entrée"), "u_entrxe9xe");
        assert_eq!(cpp_spelling("π"), "u_x3c0x");
        assert_eq!(cpp_spelling("naïve"), "u_naxefxve");
        assert_eq!(cpp_spelling("saxpy"), "saxpy");
        assert!(cpp_spelling("日本").is_ascii());
    }

    #[test]
    fn the_table_is_sorted_names_without_duplicates() {
        let names: Vec<&str> =
            RESERVED_TABLE.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
        assert!(names.len() > 1000, "{}", names.len());
        assert!(names.windows(2).all(|w| w[0] < w[1]), "reserved_names.txt must stay sorted and unique");
        assert!(names.iter().all(|n| n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')));
    }
}
