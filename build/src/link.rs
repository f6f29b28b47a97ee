//! Each kernel of a crate as the runtime would link it: the kernel's unit, the units of the
//! device functions and constants its paths resolve to (transitively), put together by the
//! runtime's own linker (`translation_unit`), so that the text compiled here is the text the
//! runtime compiles otherwise — the runtime checks that by key before it loads an image.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use ferrocuda_codegen::{cpp_spelling, struct_cpp_name, translate_impl, translate_item, DepKind, Unit, UnitDep};
use ferrocuda_runtime::__private::{
    assumed_defines, cuda_array_type, instance_header, translation_unit, FieldLayout, Generic, GenericArg, Linkable,
    StructDef,
};
use ferrocuda_runtime::{bf16, f16, DeviceCopy};

use crate::source::{Crate, Item};
use crate::Error;

/// A kernel's translation unit, ready to compile.
#[derive(Debug, Clone)]
pub(crate) struct LinkedKernel {
    /// The key of the kernel's unit, by which the macro finds its images.
    pub unit_key: u64,
    /// `scale` or `scale::<f32>`.
    pub name: String,
    pub symbol: String,
    /// The whole translation unit.
    pub source: String,
    pub fmad: bool,
    /// Whether its device functions call each other in a cycle (its stacks are sized from
    /// ptxas's report).
    pub recursive: bool,
}

/// A unit as the linker sees it (device function, constant, or `#[device(cuda)]` file).
#[derive(Debug)]
struct Node {
    cpp_name: String,
    declaration: String,
    definition: String,
    callees: OnceLock<Vec<&'static Node>>,
    /// A struct's methods (`#[device] impl` blocks), linked with it.
    impls: OnceLock<Vec<&'static Node>>,
}

impl Linkable for Node {
    fn cpp_name(&self) -> &str {
        &self.cpp_name
    }
    fn declaration(&self) -> &str {
        &self.declaration
    }
    fn definition(&self) -> &str {
        &self.definition
    }
    fn callees(&self) -> Vec<&Self> {
        self.callees.get().cloned().unwrap_or_default()
    }
    fn impls(&self) -> Vec<&Self> {
        self.impls.get().cloned().unwrap_or_default()
    }
}

/// The build's instantiations of generic kernels, and the profile.
pub(crate) struct Plan {
    instances: Vec<(String, String)>,
    used: RefCell<Vec<bool>>,
    debug_assertions: bool,
}

/// One crate's resolution state: the node of each device fn made so far (by module and
/// name), or why it could not be made.
struct Linker<'a> {
    krate: &'a Crate,
    manifest_dir: &'a Path,
    files: &'a mut Vec<PathBuf>,
    fns: HashMap<(usize, String), Result<&'static Node, String>>,
    /// Each struct's node, size and alignment.
    structs: HashMap<(usize, String), Result<Layout, String>>,
}

/// A type's unit (none for a scalar), C++ name, size and alignment.
#[derive(Clone)]
struct Layout {
    node: Option<&'static Node>,
    cuda: String,
    size: usize,
    align: usize,
}

impl Plan {
    pub fn new(instances: &[(String, String)], debug_assertions: bool) -> Plan {
        Plan { instances: instances.to_vec(), used: RefCell::new(vec![false; instances.len()]), debug_assertions }
    }

    /// Every kernel of `krate` linked (an instantiation of a generic one each), and why each
    /// other kernel is left to NVRTC.
    pub fn link_crate(
        &self,
        krate: &Crate,
        manifest_dir: &Path,
        files: &mut Vec<PathBuf>,
    ) -> Result<(Vec<LinkedKernel>, Vec<String>), Error> {
        let mut linker = Linker { krate, manifest_dir, files, fns: HashMap::new(), structs: HashMap::new() };
        // (A kernel reads no file; its device fns do, through the linker.)
        let no_files = |_: &str| Err::<String, String>("not read here".into());
        let (mut linked, mut missed) = (Vec::new(), Vec::new());
        for (m, module) in krate.modules.iter().enumerate() {
            let mut names: Vec<&String> = module.items.keys().collect();
            names.sort();
            for name in names {
                for item in &module.items[name] {
                    let Item::Fn(f) = item else { continue };
                    // (Device fns are translated where a kernel reaches them.)
                    if !crate::source::marked_as(&f.attrs, "kernel") {
                        continue;
                    }
                    // (A kernel the translator rejects is reported by the macro, at its span.)
                    let Ok(Some(unit)) = translate_item(f, &module.file, &no_files) else { continue };
                    if !unit.kernel {
                        continue;
                    }
                    let place = format!("kernel `{}` ({}:{})", unit.name, module.file, f.sig.ident.span().start().line);
                    let callees = match linker.deps(m, &unit) {
                        Ok(c) => c,
                        Err(why) => {
                            missed.push(format!("{place} {why}: NVRTC compiles it at run time"));
                            continue;
                        }
                    };
                    let path = if module.path.is_empty() {
                        unit.name.clone()
                    } else {
                        format!("{}::{}", module.path, unit.name)
                    };
                    for (header, name) in self.instances_of(&unit, &path)? {
                        let source = format!("{header}{}", unit.source);
                        let text = translation_unit(&name, self.debug_assertions, &source, callees.clone());
                        // (And the variant trusting its assumptions, which launches whose
                        // arguments satisfy them run: see `KernelInfo::assumes`.)
                        let assumed =
                            unit.source.contains("#if FC_ASSUMED").then(|| format!("{}{text}", assumed_defines()));
                        for text in std::iter::once(text).chain(assumed) {
                            linked.push(LinkedKernel {
                                unit_key: ferrocuda_codegen::aot::unit_key(&unit.cpp_name, &unit.source),
                                name: name.clone(),
                                symbol: unit.cpp_name.clone(),
                                source: text,
                                fmad: unit.fmad,
                                recursive: has_cycle(&callees),
                            });
                        }
                    }
                }
            }
        }
        Ok((linked, missed))
    }

    /// The instantiations of a kernel to compile: for a kernel that is not generic, itself
    /// (no header); for a generic one, each `instantiate` names, with its header and name.
    fn instances_of(&self, unit: &Unit, path: &str) -> Result<Vec<(String, String)>, Error> {
        if unit.generics.is_empty() {
            return Ok(vec![(String::new(), unit.name.clone())]);
        }
        let mut out = Vec::new();
        for (i, (kernel, args)) in self.instances.iter().enumerate() {
            if kernel != &unit.name && kernel != path {
                continue;
            }
            self.used.borrow_mut()[i] = true;
            let written: Vec<&str> = args.split(',').map(str::trim).filter(|a| !a.is_empty()).collect();
            if written.len() != unit.generics.len() {
                return Err(Error::Instantiate(format!(
                    "`instantiate(\"{kernel}\", &[\"{args}\"])` gives {} generic arguments, and `{}` has {}: give \
                     them all, in order, comma-separated",
                    written.len(),
                    unit.name,
                    unit.generics.len()
                )));
            }
            let (mut generics, mut values) = (Vec::new(), Vec::new());
            for ((cpp, is_const), arg) in unit.generics.iter().zip(&written) {
                let cpp: &'static str = leak(cpp.clone());
                if *is_const {
                    let v = arg.parse::<u64>().map_err(|_| {
                        Error::Instantiate(format!(
                            "`{arg}` is not a value for a const parameter of `{}`: write a number (`\"256\"`)",
                            unit.name
                        ))
                    })?;
                    generics.push(Generic::Const(cpp));
                    values.push(GenericArg::Const(v));
                } else {
                    let (rust, cuda) = scalar_names(arg).ok_or_else(|| {
                        Error::Instantiate(format!(
                            "`{arg}` is not a type ahead-of-time builds instantiate `{}` with: write a scalar type \
                             (`bool`, an integer type, `f16`, `bf16`, `f32`, `f64`)",
                            unit.name
                        ))
                    })?;
                    generics.push(Generic::Type(cpp));
                    values.push(GenericArg::Type { rust, cuda });
                }
            }
            out.push(instance_header(&unit.name, &generics, &values));
        }
        Ok(out)
    }

    /// An error naming an `instantiate` that matched no generic kernel.
    pub fn unused_instances(&self) -> Result<(), Error> {
        match self.used.borrow().iter().position(|u| !u) {
            Some(i) => Err(Error::Instantiate(format!(
                "`instantiate(\"{}\", …)` names no generic `#[kernel]` of this package: write the kernel's name, or \
                 its path in the crate (`ops::scale`)",
                self.instances[i].0
            ))),
            None => Ok(()),
        }
    }
}

impl Linker<'_> {
    /// The nodes `unit`'s holes name, in order, resolved from `module`.
    fn deps(&mut self, module: usize, unit: &Unit) -> Result<Vec<&'static Node>, String> {
        let mut out = Vec::new();
        for dep in &unit.deps {
            let written = dep.path.join("::");
            let resolved = if dep.absolute { None } else { self.krate.resolve(module, &dep.path) };
            let node = match (dep.kind, resolved) {
                (DepKind::DeviceFn, Some(r)) => match r.item {
                    Item::Fn(f) => self.device_fn(r.module, f)?,
                    Item::Const { .. } | Item::Struct(_) => {
                        return Err(format!("calls `{written}`, which is not a fn"))
                    }
                },
                (DepKind::Const, Some(r)) => match r.item {
                    Item::Const { ty, expr } => {
                        let cpp = dep.const_cpp_name.clone().unwrap_or_default();
                        let declaration = self
                            .krate
                            .const_definition(r.module, ty, expr, &cpp)
                            .map_err(|why| format!("{why} (`{written}`)"))?;
                        node(cpp, declaration, String::new(), Vec::new())
                    }
                    Item::Fn(_) | Item::Struct(_) => return Err(format!("reads `{written}`, which is not a constant")),
                },
                (DepKind::Type, _) => match self.type_layout(module, dep)?.node {
                    Some(n) => n,
                    None => return Err(format!("uses `{written}` as a struct")),
                },
                (_, None) => {
                    return Err(format!("uses `{written}`, which this build cannot see (another crate, or a macro's)"))
                }
            };
            out.push(node);
        }
        Ok(out)
    }

    /// The layout of the struct a type dependency names: one of the crate's, or a prelude
    /// type (`Complex<f32>`).
    fn type_layout(&mut self, module: usize, dep: &UnitDep) -> Result<Layout, String> {
        let written = dep.path.join("::");
        let resolved = if dep.absolute { None } else { self.krate.resolve(module, &dep.path) };
        match resolved {
            Some(r) => match r.item {
                Item::Struct(s) => self.struct_layout(r.module, s),
                _ => Err(format!("uses `{written}` as a type, which is not a struct")),
            },
            None => prelude_type(dep.path.last().map_or("", String::as_str), &dep.args)
                .ok_or_else(|| format!("uses the type `{written}`, which this build cannot see (another crate's)")),
        }
    }

    /// The struct `s` of `module`: its unit (made as the derive makes it, from the layout
    /// `repr(C)` gives), with the methods of its `#[device] impl` blocks.
    fn struct_layout(&mut self, module: usize, s: &syn::ItemStruct) -> Result<Layout, String> {
        let key = (module, s.ident.to_string());
        if let Some(done) = self.structs.get(&key) {
            return done.clone();
        }
        let made = self.make_struct(module, s);
        self.structs.insert(key.clone(), made.clone());
        let layout = made?;
        // (After the entry exists: a method naming the struct finds it.)
        match self.impls_of(module, &s.ident.to_string()) {
            Ok(methods) => {
                if let Some(n) = layout.node {
                    let _ = n.impls.set(methods);
                }
                Ok(layout)
            }
            Err(why) => {
                self.structs.insert(key, Err(why.clone()));
                Err(why)
            }
        }
    }

    fn make_struct(&mut self, module: usize, s: &syn::ItemStruct) -> Result<Layout, String> {
        let name = s.ident.to_string();
        let file = self.krate.modules[module].file.clone();
        let cpp = struct_cpp_name(&s.ident, Some(&file));
        let extra_align = repr_c_align(&s.attrs)
            .ok_or_else(|| format!("uses the struct `{name}`, whose `repr` this build does not lay out"))?;
        let syn::Fields::Named(named) = &s.fields else {
            return Err(format!("uses the struct `{name}`, which has no named fields"));
        };
        let (mut fields, mut callees) = (Vec::new(), Vec::new());
        let (mut offset, mut align) = (0usize, extra_align.max(1));
        for f in &named.named {
            let l = self.field_layout(module, &f.ty)?;
            offset = offset.div_ceil(l.align) * l.align + l.size;
            align = align.max(l.align);
            callees.extend(l.node);
            let field = f.ident.as_ref().map(|i| cpp_spelling(&i.to_string())).unwrap_or_default();
            fields.push(FieldLayout { cpp: leak(field), cuda_type: l.cuda, size: l.size, align: l.align });
        }
        let size = offset.div_ceil(align) * align;
        // The derive's text, by the runtime's `StructDef` (from the sizes rustc would compute).
        let def: &'static StructDef = Box::leak(Box::new(StructDef::new(leak(name), leak(cpp.clone()), &[])));
        let info = def.info(|| fields, size, align);
        let n = node(cpp.clone(), info.declaration.to_string(), String::new(), callees);
        Ok(Layout { node: Some(n), cuda: cpp, size, align })
    }

    /// A field's type: a scalar, an array, a struct.
    fn field_layout(&mut self, module: usize, ty: &syn::Type) -> Result<Layout, String> {
        match ty {
            syn::Type::Array(a) => {
                let n = self
                    .krate
                    .length(module, &a.len)
                    .ok_or("has an array field whose length this build does not compute")?;
                let e = self.field_layout(module, &a.elem)?;
                Ok(Layout { node: e.node, cuda: cuda_array_type(&e.cuda, n), size: e.size * n, align: e.align })
            }
            syn::Type::Path(p) if p.qself.is_none() => {
                let segs: Vec<String> = p.path.segments.iter().map(|s| s.ident.to_string()).collect();
                if let [one] = &segs[..] {
                    if let Some((_, cuda, size, align)) = scalar(one) {
                        return Ok(Layout { node: None, cuda: cuda.to_string(), size, align });
                    }
                }
                let args = match p.path.segments.last().map(|s| &s.arguments) {
                    Some(syn::PathArguments::AngleBracketed(a)) => a.args.iter().map(quote_text).collect(),
                    _ => Vec::new(),
                };
                let dep = UnitDep {
                    path: segs,
                    absolute: p.path.leading_colon.is_some(),
                    args,
                    kind: DepKind::Type,
                    const_cpp_name: None,
                };
                self.type_layout(module, &dep)
            }
            _ => Err("has a field of a type this build does not lay out".into()),
        }
    }

    /// The methods of every `#[device] impl` block of the struct `name` of `module`, block by
    /// block in the order of each one's first method's C++ name (as the runtime orders them).
    fn impls_of(&mut self, module: usize, name: &str) -> Result<Vec<&'static Node>, String> {
        let mut blocks: Vec<(String, usize, Vec<Unit>)> = Vec::new();
        for (m, md) in self.krate.modules.iter().enumerate() {
            for item in &md.impls {
                let Ok((self_path, units)) = translate_impl(item, &md.file) else {
                    return Err(format!(
                        "uses `{name}`, whose `#[device] impl` does not translate (the macro reports why)"
                    ));
                };
                let segs: Vec<String> = self_path.segments.iter().map(|s| s.ident.to_string()).collect();
                let of_it = matches!(
                    self.krate.resolve(m, &segs),
                    Some(r) if r.module == module && matches!(r.item, Item::Struct(s) if s.ident == name)
                );
                if of_it && !units.is_empty() {
                    blocks.push((units[0].cpp_name.clone(), m, units));
                }
            }
        }
        blocks.sort_by(|a, b| a.0.cmp(&b.0));
        let mut out = Vec::new();
        for (_, m, units) in blocks {
            for u in units {
                let n = node(u.cpp_name.clone(), u.declaration.clone(), u.source.clone(), Vec::new());
                let callees = self.deps(m, &u)?;
                let _ = n.callees.set(callees);
                out.push(n);
            }
        }
        Ok(out)
    }

    /// The node of the device fn `f` of `module`, made once (recursion meets it made).
    fn device_fn(&mut self, module: usize, f: &syn::ItemFn) -> Result<&'static Node, String> {
        let key = (module, f.sig.ident.to_string());
        if let Some(done) = self.fns.get(&key) {
            return done.clone();
        }
        let file = &self.krate.modules[module].file;
        let dir = self.manifest_dir;
        let read_paths = RefCell::new(Vec::new());
        let read = |path: &str| {
            let p = dir.join(path);
            let text = std::fs::read_to_string(&p).map_err(|e| e.to_string());
            read_paths.borrow_mut().push(p);
            text
        };
        let translated = translate_item(f, file, &read);
        self.files.extend(read_paths.into_inner());
        let unit = match translated {
            Ok(Some(u)) if !u.kernel => u,
            Ok(Some(_)) => return Err(format!("calls the kernel `{}`", f.sig.ident)),
            _ => return Err(format!("calls `{}`, which does not translate (the macro reports why)", f.sig.ident)),
        };
        let n = node(unit.cpp_name.clone(), unit.declaration.clone(), unit.source.clone(), Vec::new());
        // (Filled below, after the entry exists: a recursive call finds it.)
        let n_mut: &'static Node = n;
        self.fns.insert(key.clone(), Ok(n_mut));
        match self.deps(module, &unit) {
            Ok(mut callees) => {
                if let Some(file) = &unit.cuda_file {
                    callees.push(node(file.cpp_name.clone(), file.text.clone(), String::new(), Vec::new()));
                }
                let _ = n.callees.set(callees);
                Ok(n)
            }
            Err(why) => {
                self.fns.insert(key, Err(why.clone()));
                Err(why)
            }
        }
    }
}

fn node(cpp_name: String, declaration: String, definition: String, callees: Vec<&'static Node>) -> &'static Node {
    let cell = OnceLock::new();
    if !callees.is_empty() {
        let _ = cell.set(callees);
    }
    // (A build script's short life: its nodes live to its end.)
    Box::leak(Box::new(Node { cpp_name, declaration, definition, callees: cell, impls: OnceLock::new() }))
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Whether the call graph from `roots` has a cycle.
fn has_cycle(roots: &[&'static Node]) -> bool {
    fn visit(n: &'static Node, path: &mut Vec<*const Node>, done: &mut Vec<*const Node>) -> bool {
        let p = n as *const Node;
        if path.contains(&p) {
            return true;
        }
        if done.contains(&p) {
            return false;
        }
        path.push(p);
        let cyclic = n.callees().into_iter().any(|c| visit(c, path, done));
        path.pop();
        done.push(p);
        cyclic
    }
    let (mut path, mut done) = (Vec::new(), Vec::new());
    roots.iter().any(|r| visit(r, &mut path, &mut done))
}

/// A scalar type's Rust and C++ names, as `DeviceCopy` spells them, its size and alignment.
fn scalar(rust: &str) -> Option<(&'static str, &'static str, usize, usize)> {
    macro_rules! table {
        ($($t:ty),*) => {
            [$((
                <$t as DeviceCopy>::RUST_NAME,
                <$t as DeviceCopy>::CUDA_NAME,
                std::mem::size_of::<$t>(),
                std::mem::align_of::<$t>(),
            )),*]
        };
    }
    table!(bool, i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f16, bf16, f32, f64)
        .into_iter()
        .find(|(r, ..)| *r == rust)
}

fn scalar_names(rust: &str) -> Option<(&'static str, &'static str)> {
    scalar(rust).map(|(r, c, ..)| (r, c))
}

/// A type the prelude defines (`num_complex::Complex<f32>`, `<f64>`): nothing to define.
fn prelude_type(name: &str, args: &[String]) -> Option<Layout> {
    let (cuda, size, align) = match (name, args) {
        ("Complex", [a]) if a == "f32" => ("fc::complex<float>", 8, 4),
        ("Complex", [a]) if a == "f64" => ("fc::complex<double>", 16, 8),
        _ => return None,
    };
    Some(Layout {
        node: Some(node(cuda.to_string(), String::new(), String::new(), Vec::new())),
        cuda: cuda.into(),
        size,
        align,
    })
}

/// The alignment `#[repr(C)]` (with `align(N)`) asks for beyond its fields' (1 for none);
/// `None` for any other `repr` (packed, Rust's), which this build does not lay out.
fn repr_c_align(attrs: &[syn::Attribute]) -> Option<usize> {
    let mut c = false;
    let mut align = 1;
    for a in attrs.iter().filter(|a| a.path().is_ident("repr")) {
        let metas =
            a.parse_args_with(syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated).ok()?;
        for m in metas {
            match &m {
                syn::Meta::Path(p) if p.is_ident("C") => c = true,
                syn::Meta::List(l) if l.path.is_ident("align") => align = l.tokens.to_string().parse().ok()?,
                _ => return None,
            }
        }
    }
    c.then_some(align)
}

fn quote_text(t: &impl quote::ToTokens) -> String {
    t.to_token_stream().to_string()
}
