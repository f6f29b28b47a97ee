//! Rust paths as rustc resolves them, for the paths kernels write (`helper`, `crate::ops::G`,
//! `super::math::lerp`, a name a `use` imported): a module's own items and modules first,
//! then the names its `use`s bind, then its glob imports. A path into another crate resolves
//! to nothing: its kernel is compiled at run time. (Where this guesses wrong, the runtime
//! finds a different translation unit and compiles with NVRTC: never a wrong image.)

use crate::source::{Crate, Item};

/// How many `use`s a resolution may follow (glob cycles end here).
const MAX_HOPS: u32 = 16;

/// What a path resolved to: the module that defines it and the item.
pub(crate) struct Resolved<'a> {
    pub module: usize,
    pub item: &'a Item,
}

impl Crate {
    /// The item the path of `segs` names in `module`, if this crate defines it.
    pub fn resolve(&self, module: usize, segs: &[String]) -> Option<Resolved<'_>> {
        let (last, init) = segs.split_last()?;
        if init.is_empty() {
            return self.item_in_scope(module, last);
        }
        let m = self.module_path(module, init, MAX_HOPS)?;
        self.item(m, last, MAX_HOPS)
    }

    /// The named module a scope is in (itself, unless it is a function body's).
    fn named(&self, mut m: usize) -> usize {
        while let Some(e) = self.modules[m].enclosing {
            m = e;
        }
        m
    }

    /// The module `segs` names from `module` (keywords first).
    fn module_path(&self, module: usize, segs: &[String], hops: u32) -> Option<usize> {
        let mut m = module;
        let mut rest = segs;
        match segs.first().map(String::as_str) {
            Some("crate") => {
                m = 0;
                rest = &segs[1..];
            }
            Some("self") => {
                m = self.named(m);
                rest = &segs[1..];
            }
            Some("super") => {
                m = self.named(m);
                while rest.first().is_some_and(|s| s == "super") {
                    m = self.modules[m].parent?;
                    rest = &rest[1..];
                }
            }
            _ => {}
        }
        let mut first = rest.len() == segs.len();
        for s in rest {
            m = if first { self.child_in_scope(m, s, hops)? } else { self.child(m, s, hops)? };
            first = false;
        }
        Some(m)
    }

    /// A path's first segment, a module: found in a function body's scope, or where the
    /// function is.
    fn child_in_scope(&self, m: usize, name: &str, hops: u32) -> Option<usize> {
        self.child(m, name, hops).or_else(|| self.child_in_scope(self.modules[m].enclosing?, name, hops))
    }

    /// A path of one segment: found in a function body's scope, or where the function is.
    fn item_in_scope(&self, m: usize, name: &str) -> Option<Resolved<'_>> {
        self.item(m, name, MAX_HOPS).or_else(|| self.item_in_scope(self.modules[m].enclosing?, name))
    }

    /// The module `name` names in `module`: a child, or one a `use` there binds.
    fn child(&self, module: usize, name: &str, hops: u32) -> Option<usize> {
        if let Some(&c) = self.modules[module].children.get(name) {
            return Some(c);
        }
        let hops = hops.checked_sub(1)?;
        for u in &self.modules[module].uses {
            match &u.name {
                Some(bound) if bound == name => {
                    if let Some(m) = self.module_path(module, &u.path, hops) {
                        return Some(m);
                    }
                }
                None => {
                    if let Some(m) = self.module_path(module, &u.path, hops).and_then(|g| self.child(g, name, hops)) {
                        return Some(m);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The item `name` names in `module` (Rust has no implicit parent scope: a module sees
    /// its own items and what its `use`s bring).
    fn item(&self, module: usize, name: &str, hops: u32) -> Option<Resolved<'_>> {
        if let Some(items) = self.modules[module].items.get(name) {
            return items.first().map(|item| Resolved { module, item });
        }
        let hops = hops.checked_sub(1)?;
        for u in &self.modules[module].uses {
            let found = match &u.name {
                Some(bound) if bound == name => {
                    let (last, init) = u.path.split_last()?;
                    let m = if init.is_empty() { Some(module) } else { self.module_path(module, init, hops) };
                    m.and_then(|m| self.item(m, last, hops))
                }
                None => self.module_path(module, &u.path, hops).and_then(|g| self.item(g, name, hops)),
                _ => None,
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }
}
