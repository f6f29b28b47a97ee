//! The one linker: a CUDA translation unit from roots (a kernel, a snapshot's functions) and
//! the units they reach, each defined once, declarations first, with every `@@N@@` hole
//! filled by the C++ name of the caller's `deps[N]`.
//!
//! Generated CUDA text refers to a called device function by a hole `@@N@@` (N indexes the
//! caller's `deps`), because the caller's macro sees only the Rust path of the callee, not
//! where it resolves; each `#[device] fn` chooses its own unique C++ name. Generated text
//! never contains `@` otherwise (string literals escape it).

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::abi::unit::{DepFn, DeviceFnInfo};

/// Whether the call graph from `deps` has a cycle (a function that can call itself again).
pub(crate) fn has_cycle(deps: &[DepFn]) -> bool {
    // Depth-first, iteratively: a function met again while it is still on the path closes
    // a cycle.
    let mut done: HashSet<&'static str> = HashSet::new();
    let mut on_path: HashSet<&'static str> = HashSet::new();
    for root in deps {
        let mut stack: Vec<(&'static DeviceFnInfo, usize)> = vec![(root(), 0)];
        while let Some((info, next)) = stack.pop() {
            if next == 0 {
                if done.contains(info.cpp_name) {
                    continue;
                }
                on_path.insert(info.cpp_name);
            }
            match info.deps.get(next) {
                Some(dep) => {
                    stack.push((info, next + 1));
                    let callee = dep();
                    if on_path.contains(callee.cpp_name) {
                        return true;
                    }
                    if !done.contains(callee.cpp_name) {
                        stack.push((callee, 0));
                    }
                }
                None => {
                    on_path.remove(info.cpp_name);
                    done.insert(info.cpp_name);
                }
            }
        }
    }
    false
}

/// Every device function reachable from `deps`, each once, in a depth-first order.
pub(crate) fn reachable(deps: &[DepFn]) -> Vec<&'static DeviceFnInfo> {
    let mut fns: Vec<&'static DeviceFnInfo> = Vec::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<DepFn> = deps.iter().rev().copied().collect();
    while let Some(dep) = stack.pop() {
        let info = dep();
        if seen.insert(info.cpp_name) {
            fns.push(info);
            stack.extend(info.deps.iter().rev().copied());
            stack.extend(crate::lang::structs::impls_of(info.cpp_name));
        }
    }
    fns
}

/// A function's generated CUDA, as the linker sees it: a `#[device]` fn's embedded
/// information, or (for snapshot tests) the translator's output for a source file.
#[doc(hidden)]
pub trait Linkable {
    /// Its unique C++ name.
    fn cpp_name(&self) -> &str;
    /// Its C++ declaration, without `;`.
    fn declaration(&self) -> &str;
    /// Its definition, with holes `@@N@@`.
    fn definition(&self) -> &str;
    /// The functions its holes name, by `N`.
    fn callees(&self) -> Vec<&Self>;
    /// For a type, the methods of its `#[device] impl` blocks: linked with it, as nothing
    /// names them (C++ finds a method by overloading on its receiver).
    fn impls(&self) -> Vec<&Self>;
}

impl Linkable for DeviceFnInfo {
    fn cpp_name(&self) -> &str {
        self.cpp_name
    }
    fn declaration(&self) -> &str {
        self.declaration
    }
    fn definition(&self) -> &str {
        self.source
    }
    fn callees(&self) -> Vec<&Self> {
        self.deps.iter().map(|d| d()).collect()
    }
    fn impls(&self) -> Vec<&Self> {
        crate::lang::structs::impls_of(self.cpp_name).map(|d| d()).collect()
    }
}

/// The linker, the one place that makes a translation unit of generated CUDA: the
/// declarations of every unit the `roots` reach, each once and after the units it names (a
/// struct after the types of its fields, a function after the structs of its signature;
/// functions are declared before any is defined, so they may call each other in any order,
/// recursively too), their definitions, then the roots' own definitions — each with its
/// holes `@@N@@` replaced by the C++ name of the unit `N` it names. The methods of the types
/// linked come with them. A root is a definition and the units its holes name.
#[doc(hidden)]
pub fn link<U: Linkable>(roots: &[(&str, Vec<&U>)]) -> String {
    let mut order: Vec<&U> = Vec::new();
    let mut seen = HashSet::new();
    let mut next: Vec<&U> = roots.iter().flat_map(|(_, callees)| callees.iter().copied()).collect();
    let mut with_impls = 0;
    while !next.is_empty() {
        for f in std::mem::take(&mut next) {
            after_what_it_names(f, &mut seen, &mut order);
        }
        // (Methods may name further types, which have methods of their own.)
        for f in &order[with_impls..] {
            next.extend(f.impls().into_iter().filter(|m| !seen.contains(m.cpp_name())));
        }
        with_impls = order.len();
    }
    let mut out = String::new();
    if !order.is_empty() {
        out.push('\n');
        for f in order.iter().filter(|f| !f.declaration().is_empty()) {
            fill_holes(f.declaration(), &f.callees(), &mut out);
            out.push_str(";\n");
        }
        for f in order.iter().filter(|f| !f.definition().is_empty()) {
            out.push('\n');
            fill_holes(f.definition(), &f.callees(), &mut out);
        }
    }
    for (definition, callees) in roots {
        out.push('\n');
        fill_holes(definition, callees, &mut out);
    }
    out
}

/// Appends `f` and every unit it reaches not yet `seen` to `order`, each after the units it
/// names (depth first, without recursion; a unit met again on its own path — recursion —
/// is already placed).
fn after_what_it_names<'a, U: Linkable>(f: &'a U, seen: &mut HashSet<String>, order: &mut Vec<&'a U>) {
    if !seen.insert(f.cpp_name().to_string()) {
        return;
    }
    // (Each unit's callees reversed, so that they are placed in the order it names them.)
    let reversed = |u: &'a U| u.callees().into_iter().rev().collect::<Vec<_>>();
    let mut stack: Vec<(&'a U, Vec<&'a U>)> = vec![(f, reversed(f))];
    while let Some((top, pending)) = stack.last_mut() {
        match pending.pop() {
            Some(c) if seen.insert(c.cpp_name().to_string()) => {
                stack.push((c, reversed(c)));
            }
            Some(_) => {}
            None => {
                order.push(top);
                stack.pop();
            }
        }
    }
}

/// Replaces the holes `@@N@@` of `text` with the C++ names of `callees[N]`.
pub(crate) fn fill_holes<U: Linkable>(text: &str, callees: &[&U], out: &mut String) {
    let mut rest = text;
    while let Some(start) = rest.find("@@") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("@@") else {
            out.push_str(&rest[start..]);
            return;
        };
        match after[..end].parse::<usize>().ok().and_then(|i| callees.get(i)) {
            Some(callee) => out.push_str(callee.cpp_name()),
            None => out.push_str(&rest[start..start + end + 4]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
}

/// The translation unit of the kernel `name` (`scale::<f32>` for an instantiation) whose
/// definition is `source` and whose holes name `callees`: what the runtime compiles, and what
/// `ferrocuda-build` compiles ahead of time.
#[doc(hidden)]
pub fn translation_unit<U: Linkable>(name: &str, debug_assertions: bool, source: &str, callees: Vec<&U>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "// CUDA generated by ferrocuda from the Rust kernel `{name}`.");
    let _ = writeln!(out, "#define FC_KERNEL_NAME \"{name}\"");
    let _ = writeln!(out, "#define FC_DEBUG_ASSERTIONS {}", debug_assertions as u8);
    let body = link(&[(source, callees)]);
    out.push_str(&crate::abi::prelude::include_for(&body));
    out.push_str(&body);
    out
}
