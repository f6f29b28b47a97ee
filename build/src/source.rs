//! A crate's sources as rustc sees them: each target's root file and the module tree below
//! it (`mod m;` files found as rustc finds them), with the items kernels may name — `#[kernel]`
//! and `#[device]` fns, constants — and the `use`s that bring names into each module.
//! A file that does not parse is skipped: rustc reports it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// One crate (a target's root file and its modules); module 0 is the root.
#[derive(Debug, Default)]
pub(crate) struct Crate {
    pub modules: Vec<Module>,
    /// Every file read, for `rerun-if-changed`.
    pub files: Vec<PathBuf>,
}

#[derive(Debug)]
pub(crate) struct Module {
    pub parent: Option<usize>,
    /// For the items of a function's body (a block scope): the scope the function is in.
    /// Such a "module" has no name: `self`, `super` and `crate` are its module's, and a name
    /// not found in it is looked up where the function is.
    pub enclosing: Option<usize>,
    /// Its path in the crate (`ops::inner`; empty for the root).
    pub path: String,
    /// The file as rustc names it in spans (and so in `#line` and device functions' names).
    pub file: String,
    pub children: HashMap<String, usize>,
    pub items: HashMap<String, Vec<Item>>,
    pub uses: Vec<Use>,
    /// Its `#[device] impl` blocks.
    pub impls: Vec<syn::ItemImpl>,
}

#[derive(Debug, Clone)]
pub(crate) enum Item {
    /// A fn marked `#[kernel]` or `#[device]` (the attribute's last segment).
    Fn(Box<syn::ItemFn>),
    /// A `const` or `static` item.
    Const { ty: Box<syn::Type>, expr: Box<syn::Expr> },
    /// A struct that derives `DeviceCopy`.
    Struct(Box<syn::ItemStruct>),
}

/// A name a `use` binds in a module: `use a::b::c;` binds `c`, `use a::b as d;` binds `d`,
/// `use a::*;` binds every name of `a` (`name: None`).
#[derive(Debug, Clone)]
pub(crate) struct Use {
    pub path: Vec<String>,
    pub name: Option<String>,
}

impl Crate {
    /// The crate whose root is `root` (absolute); `rustc_name` spells a path as rustc does.
    pub fn load(root: &Path, rustc_name: &dyn Fn(&Path) -> String) -> Option<Crate> {
        let mut krate = Crate::default();
        let file = parse(root)?;
        krate.files.push(root.to_path_buf());
        let dir = root.parent().unwrap_or(Path::new(".")).to_path_buf();
        krate.add_module(None, String::new(), &file.items, root, dir, rustc_name);
        Some(krate)
    }

    /// Adds a module of `items` (from `file`), whose `mod m;` files live in `dir`.
    #[allow(clippy::too_many_arguments)]
    fn add_module(
        &mut self,
        parent: Option<usize>,
        path: String,
        items: &[syn::Item],
        file: &Path,
        dir: PathBuf,
        rustc_name: &dyn Fn(&Path) -> String,
    ) -> usize {
        let index = self.modules.len();
        self.modules.push(Module {
            parent,
            enclosing: None,
            path: path.clone(),
            file: rustc_name(file),
            children: HashMap::new(),
            items: HashMap::new(),
            uses: Vec::new(),
            impls: Vec::new(),
        });
        for item in items {
            // (A function's body may define items of its own: kernels in a test's body.)
            if let syn::Item::Fn(f) = item {
                let inner = block_items(&f.block);
                if !inner.is_empty() {
                    let block = self.add_module(parent, path.clone(), &inner, file, dir.clone(), rustc_name);
                    self.modules[block].enclosing = Some(index);
                }
            }
            match item {
                syn::Item::Fn(f) if marked(&f.attrs) => self.modules[index]
                    .items
                    .entry(f.sig.ident.to_string())
                    .or_default()
                    .push(Item::Fn(Box::new(f.clone()))),
                syn::Item::Const(c) => self.modules[index]
                    .items
                    .entry(c.ident.to_string())
                    .or_default()
                    .push(Item::Const { ty: c.ty.clone(), expr: c.expr.clone() }),
                syn::Item::Static(s) if matches!(s.mutability, syn::StaticMutability::None) => self.modules[index]
                    .items
                    .entry(s.ident.to_string())
                    .or_default()
                    .push(Item::Const { ty: s.ty.clone(), expr: s.expr.clone() }),
                syn::Item::Struct(s) if derives_device_copy(&s.attrs) => self.modules[index]
                    .items
                    .entry(s.ident.to_string())
                    .or_default()
                    .push(Item::Struct(Box::new(s.clone()))),
                syn::Item::Impl(i) if marked(&i.attrs) => self.modules[index].impls.push(i.clone()),
                syn::Item::Use(u) => {
                    let mut uses = Vec::new();
                    flatten_use(&u.tree, &mut Vec::new(), &mut uses);
                    self.modules[index].uses.extend(uses);
                }
                syn::Item::Mod(m) => {
                    let name = m.ident.to_string();
                    let child_path = if path.is_empty() { name.clone() } else { format!("{path}::{name}") };
                    let child = match &m.content {
                        // (An inline module's files live in a folder of its name.)
                        Some((_, inner)) => {
                            self.add_module(Some(index), child_path, inner, file, dir.join(&name), rustc_name)
                        }
                        None => {
                            let Some(path) = module_file(&m.attrs, &dir, &name) else { continue };
                            let Some(parsed) = parse(&path) else { continue };
                            self.files.push(path.clone());
                            let child_dir =
                                if path.file_name().is_some_and(|n| n == "mod.rs") || has_path_attr(&m.attrs) {
                                    path.parent().unwrap_or(&dir).to_path_buf()
                                } else {
                                    dir.join(&name)
                                };
                            self.add_module(Some(index), child_path, &parsed.items, &path, child_dir, rustc_name)
                        }
                    };
                    self.modules[index].children.insert(name, child);
                }
                _ => {}
            }
        }
        index
    }
}

/// The items a function body defines, in any of its blocks (not inside those items).
fn block_items(block: &syn::Block) -> Vec<syn::Item> {
    struct Items(Vec<syn::Item>);
    impl<'ast> syn::visit::Visit<'ast> for Items {
        fn visit_item(&mut self, item: &'ast syn::Item) {
            self.0.push(item.clone());
        }
    }
    let mut found = Items(Vec::new());
    syn::visit::Visit::visit_block(&mut found, block);
    found.0
}

/// Whether a fn is marked `#[kernel]` or `#[device]` (by the attribute's last segment, as
/// the macro is named by any path).
pub(crate) fn marked(attrs: &[syn::Attribute]) -> bool {
    marked_as(attrs, "kernel") || marked_as(attrs, "device")
}

/// Whether an item carries the attribute `name` (by its last segment).
pub(crate) fn marked_as(attrs: &[syn::Attribute], name: &str) -> bool {
    attrs.iter().any(|a| a.path().segments.last().is_some_and(|s| s.ident == name))
}

/// Whether a struct's `#[derive(…)]`s include `DeviceCopy` (by any path).
fn derives_device_copy(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().filter(|a| a.path().is_ident("derive")).any(|a| {
        a.parse_args_with(syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated)
            .is_ok_and(|paths| paths.iter().any(|p| p.segments.last().is_some_and(|s| s.ident == "DeviceCopy")))
    })
}

fn parse(path: &Path) -> Option<syn::File> {
    syn::parse_file(&std::fs::read_to_string(path).ok()?).ok()
}

fn has_path_attr(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("path"))
}

/// The file of `mod name;` declared where `mod` files live in `dir`: `#[path = "…"]`, else
/// `name.rs` or `name/mod.rs`.
fn module_file(attrs: &[syn::Attribute], dir: &Path, name: &str) -> Option<PathBuf> {
    for a in attrs.iter().filter(|a| a.path().is_ident("path")) {
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                return Some(dir.join(s.value()));
            }
        }
    }
    [dir.join(format!("{name}.rs")), dir.join(name).join("mod.rs")].into_iter().find(|p| p.is_file())
}

fn flatten_use(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<Use>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            flatten_use(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            let mut path = prefix.clone();
            // (`use a::{self}` binds `a`.)
            if name != "self" {
                path.push(name);
            }
            let bound = path.last().cloned();
            out.push(Use { path, name: bound });
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix.clone();
            if r.ident != "self" {
                path.push(r.ident.to_string());
            }
            out.push(Use { path, name: Some(r.rename.to_string()) });
        }
        syn::UseTree::Glob(_) => out.push(Use { path: prefix.clone(), name: None }),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                flatten_use(t, prefix, out);
            }
        }
    }
}

#[cfg(test)]
impl Crate {
    /// A crate of one empty module.
    pub fn default_with_root() -> Crate {
        Crate {
            modules: vec![Module {
                parent: None,
                enclosing: None,
                path: String::new(),
                file: "src/lib.rs".into(),
                children: HashMap::new(),
                items: HashMap::new(),
                uses: Vec::new(),
                impls: Vec::new(),
            }],
            files: Vec::new(),
        }
    }
}
