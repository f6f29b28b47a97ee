//! The macro never panics (issue 9, item 4): every function of a large body of real Rust —
//! the sources of this workspace's own registry dependencies, as `Cargo.lock` lists them,
//! in `$CARGO_HOME/registry/src` — is fed to `#[kernel]` and `#[device]` as tokens, as
//! written and with a signature made kernel-compatible (generics, receiver and qualifiers
//! removed, parameter types mapped to scalars and slices). Each call must return within
//! [`DEADLINE`] without panicking, and a body the macro accepts must compile with NVRTC.
//!
//! The corpus is sampled: the files whose stable hash falls in the first
//! `FERROCUDA_CORPUS_PERCENT` percent (default [`DEFAULT_PERCENT`]; `100` takes every file),
//! so that CI covers the same files every run. `FERROCUDA_CORPUS_VERBOSE=1` prints every
//! NVRTC failure's source.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use ferrocuda::__private::{link, Linkable};
use ferrocuda::nvrtc::{CompileOptions, Nvrtc};
use ferrocuda_codegen::Unit;
use proc_macro2::{TokenStream, TokenTree};
use quote::{quote, ToTokens};
use syn::visit::Visit;

#[path = "common/linked.rs"]
mod linked;
use linked::Linked;

/// The longest one function's translation may take.
const DEADLINE: Duration = Duration::from_secs(10);
/// The share of the corpus's files CI translates, in percent.
const DEFAULT_PERCENT: u64 = 40;

/// One function of the corpus: where it is and the item to translate.
struct Func {
    file: String,
    line: usize,
    item: syn::ItemFn,
}

#[derive(Default)]
struct Stats {
    files: usize,
    unparsed_files: usize,
    functions: usize,
    inputs: usize,
    translated: usize,
    rejected: usize,
    nvrtc_compiled: usize,
    nvrtc_skipped: usize,
    conflicts: usize,
    failures: Vec<String>,
}

/// The registry's source directories of the crates `Cargo.lock` names.
fn corpus_crates() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).unwrap_or_default();
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap_or_default();
    let registries: Vec<PathBuf> = std::fs::read_dir(cargo_home.join("registry/src"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    let mut crates = Vec::new();
    for package in lock.split("[[package]]") {
        let field = |key: &str| {
            package.lines().find_map(|l| l.strip_prefix(key).map(|v| v.trim().trim_matches('"').to_string()))
        };
        let (Some(name), Some(version), Some(source)) = (field("name = "), field("version = "), field("source = "))
        else {
            continue;
        };
        if !source.starts_with("registry+") {
            continue;
        }
        if let Some(dir) =
            registries.iter().map(|r| r.join(format!("{name}-{version}"))).find(|d| d.join("src").is_dir())
        {
            crates.push(dir);
        }
    }
    crates.sort();
    crates
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

fn fnv(s: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in s.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// Every function with a body: free, in `impl` and `trait` blocks, in inline modules and
/// inside other functions' bodies.
struct Collect<'a> {
    file: &'a str,
    out: Vec<Func>,
}

impl Collect<'_> {
    fn push(&mut self, attrs: &[syn::Attribute], vis: &syn::Visibility, sig: &syn::Signature, block: &syn::Block) {
        let line = sig.ident.span().start().line;
        let item =
            syn::ItemFn { attrs: attrs.to_vec(), vis: vis.clone(), sig: sig.clone(), block: Box::new(block.clone()) };
        self.out.push(Func { file: self.file.to_string(), line, item });
    }
}

impl<'ast> Visit<'ast> for Collect<'_> {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.push(&f.attrs, &f.vis, &f.sig, &f.block);
        syn::visit::visit_item_fn(self, f);
    }
    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.push(&f.attrs, &f.vis, &f.sig, &f.block);
        syn::visit::visit_impl_item_fn(self, f);
    }
    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(block) = &f.default {
            self.push(&f.attrs, &syn::Visibility::Inherited, &f.sig, block);
        }
        syn::visit::visit_trait_item_fn(self, f);
    }
}

/// The scalar types kernels take.
fn is_scalar(ty: &syn::Type) -> bool {
    const SCALARS: [&str; 15] =
        ["u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64", "isize", "f32", "f64", "bool", "u128", "i128"];
    match ty {
        syn::Type::Path(p) => {
            p.qself.is_none() && p.path.get_ident().is_some_and(|i| SCALARS.contains(&&*i.to_string()))
        }
        syn::Type::Paren(p) => is_scalar(&p.elem),
        _ => false,
    }
}

/// A parameter type kernels take in place of `ty`: scalars and slices of scalars as they
/// are, other slices and references to sequences as slices of `u32`, the rest as `u32`.
fn kernel_type(ty: &syn::Type) -> syn::Type {
    if is_scalar(ty) {
        return ty.clone();
    }
    match ty {
        syn::Type::Reference(r) => {
            let mutable = r.mutability.is_some();
            let elem: syn::Type = match &*r.elem {
                syn::Type::Slice(s) if is_scalar(&s.elem) => (*s.elem).clone(),
                syn::Type::Slice(_) | syn::Type::Path(_) | syn::Type::Array(_) => syn::parse_quote!(u32),
                e if is_scalar(e) => return ty.clone(),
                _ => syn::parse_quote!(u32),
            };
            match mutable {
                true => syn::parse_quote!(&mut [#elem]),
                false => syn::parse_quote!(&[#elem]),
            }
        }
        syn::Type::Array(a) if is_scalar(&a.elem) => ty.clone(),
        _ => syn::parse_quote!(u32),
    }
}

/// `f` with a signature `#[kernel]` (or `#[device]`) accepts, the body as written.
fn kernelize(f: &syn::ItemFn, kernel: bool) -> syn::ItemFn {
    let mut f = f.clone();
    f.attrs.clear();
    f.vis = syn::Visibility::Inherited;
    let sig = &mut f.sig;
    sig.constness = None;
    sig.asyncness = None;
    sig.unsafety = None;
    sig.abi = None;
    sig.variadic = None;
    sig.generics = syn::Generics::default();
    let inputs = std::mem::take(&mut sig.inputs);
    for arg in inputs {
        if let syn::FnArg::Typed(mut p) = arg {
            if !matches!(&*p.pat, syn::Pat::Ident(_) | syn::Pat::Wild(_)) {
                continue;
            }
            p.attrs.clear();
            p.ty = Box::new(kernel_type(&p.ty));
            sig.inputs.push(syn::FnArg::Typed(p));
        }
    }
    sig.output = match &sig.output {
        syn::ReturnType::Type(_, ty) if !kernel => {
            let ty = kernel_type(ty);
            if matches!(ty, syn::Type::Reference(_)) {
                syn::ReturnType::Default
            } else {
                syn::parse_quote!(-> #ty)
            }
        }
        _ => syn::ReturnType::Default,
    };
    f
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(a panic without a message)".to_string()
    }
}

fn has_compile_error(tokens: TokenStream) -> bool {
    let mut stack = vec![tokens];
    while let Some(ts) = stack.pop() {
        for t in ts {
            match t {
                TokenTree::Ident(i) if i == "compile_error" => return true,
                TokenTree::Group(g) => stack.push(g.stream()),
                _ => {}
            }
        }
    }
    false
}

/// What the CUDA of a function whose types conflict says.
const CONFLICT: &str = "could not infer the types of";
/// What NVRTC says of a half value passed where another type is taken.
const HALF_CONFLICT: &str = "no suitable conversion function from \"fc::";

/// One input the macro accepted: its label and its unit.
struct Accepted {
    label: String,
    unit: Unit,
    /// Its signature is the one written (not kernelized): calls to it type-check in Rust.
    as_written: bool,
}

/// The outcome of one call of the macro.
enum Outcome {
    Accepted(Box<Accepted>),
    Rejected,
    Failed(String),
}

/// One input: the macro's entry point on `item`; if it accepts it, the unit
/// `translate_units` makes of the same text.
fn run_one(label: &str, item: &syn::ItemFn, kernel: bool, as_written: bool) -> Outcome {
    let tokens = item.to_token_stream();
    let result = catch_unwind(AssertUnwindSafe(|| {
        let out = match kernel {
            true => ferrocuda_codegen::kernel(TokenStream::new(), tokens),
            false => ferrocuda_codegen::device(TokenStream::new(), tokens),
        };
        if has_compile_error(out) {
            return Ok(None);
        }
        let src = match kernel {
            true => quote!(#[kernel] #item),
            false => quote!(#[device] #item),
        };
        // The label as the file: device functions of one name get distinct C++ names.
        match ferrocuda_codegen::translate_units(&src.to_string(), label) {
            Ok(mut units) if units.len() == 1 => Ok(units.pop()),
            Ok(units) => Err(format!("translate_units made {} units of one function", units.len())),
            Err(e) => Err(format!("the macro accepted it, translate_units rejected it: {e:?}")),
        }
    }));
    match result {
        Ok(Ok(Some(unit))) => Outcome::Accepted(Box::new(Accepted { label: label.to_string(), unit, as_written })),
        Ok(Ok(None)) => Outcome::Rejected,
        Ok(Err(e)) => Outcome::Failed(format!("{label}: {e}")),
        Err(p) => Outcome::Failed(format!("{label}: the translator panicked: {}", panic_message(&*p))),
    }
}

/// The translation unit of `root` (a kernel, or a device function on its own), with the
/// device functions `devices` resolved by name; `None` when it calls a function that is not
/// among them.
fn link_unit(root: &Unit, devices: &[&'static Linked]) -> Option<String> {
    // (Methods and associated functions come with their types, which a file's functions
    // do not bring.)
    if !root.reaches.is_empty() {
        return None;
    }
    let resolve = |names: &[String]| -> Option<Vec<&'static Linked>> {
        names.iter().map(|n| devices.iter().copied().find(|d| &d.unit.name == n)).collect()
    };
    let callees = resolve(&root.callees)?;
    // Everything it reaches must resolve too.
    let mut seen = HashSet::new();
    let mut stack = callees.clone();
    while let Some(d) = stack.pop() {
        if seen.insert(d.unit.cpp_name.clone()) {
            if d.callees.get().is_none_or(|c| c.len() != d.unit.callees.len()) {
                return None;
            }
            stack.extend(d.callees());
        }
    }
    let linked = match root.kernel {
        true => link(&[(root.source.as_str(), callees)]),
        false => {
            let me = Linked { unit: root.clone(), callees: OnceLock::new() };
            let _ = me.callees.set(callees);
            let body = link::<Linked>(&[("", vec![&me])]);
            return Some(format!("{}{body}", ferrocuda::__private::prelude_include(&body)));
        }
    };
    Some(format!("{}{linked}", ferrocuda::__private::prelude_include(&linked)))
}

/// NVRTC on every accepted unit of one file, linked with the file's device functions the
/// macro accepted as written (a kernelized signature makes calls to it a type error for
/// rustc, which the translator leaves to rustc).
fn compile_file(nvrtc: Option<&Nvrtc>, accepted: Vec<Accepted>, stats: &Mutex<Stats>) {
    let Some(nvrtc) = nvrtc else { return };
    let devices: Vec<&'static Linked> =
        accepted.iter().filter(|a| !a.unit.kernel && a.as_written).map(|a| Linked::leak(a.unit.clone())).collect();
    for d in &devices {
        let resolved: Vec<&'static Linked> =
            d.unit.callees.iter().filter_map(|n| devices.iter().copied().find(|x| &x.unit.name == n)).collect();
        let _ = d.callees.set(resolved);
    }
    let verbose = std::env::var_os("FERROCUDA_CORPUS_VERBOSE").is_some();
    for a in &accepted {
        if a.unit.source.contains(CONFLICT) {
            // The types conflict: rustc reports it in the simulator body, and the CUDA is an
            // `#error` nothing compiles.
            stats.lock().unwrap().conflicts += 1;
            continue;
        }
        let Some(source) = link_unit(&a.unit, &devices) else {
            stats.lock().unwrap().nvrtc_skipped += 1;
            continue;
        };
        match nvrtc.compile_kernel_source(&a.unit.name, &source, &CompileOptions::cubin(90)) {
            Ok(_) => stats.lock().unwrap().nvrtc_compiled += 1,
            // A call resolved by name to a function of this file whose parameters have other
            // types (the real callee is elsewhere: rustc would reject this one): C++ converts
            // primitives silently, but the half types to nothing.
            Err(e) if e.to_string().contains(HALF_CONFLICT) => stats.lock().unwrap().conflicts += 1,
            Err(e) => {
                let mut msg = format!("{}: NVRTC rejected the translation: {e}", a.label);
                if verbose {
                    let _ = write!(msg, "\n--- source ---\n{source}\n---");
                }
                stats.lock().unwrap().failures.push(msg);
            }
        }
    }
}

/// Translates every input of one file.
fn run_file(path: &Path, name: &str, nvrtc: Option<&Nvrtc>, stats: &Mutex<Stats>, current: &Mutex<String>) {
    let Ok(text) = std::fs::read_to_string(path) else { return };
    let Ok(file) = syn::parse_file(&text) else {
        stats.lock().unwrap().unparsed_files += 1;
        return;
    };
    let mut collect = Collect { file: name, out: Vec::new() };
    collect.visit_file(&file);
    let mut accepted = Vec::new();
    let (mut inputs, mut translated, mut rejected, mut failures) = (0, 0, 0, Vec::new());
    for f in &collect.out {
        let variants = [
            ("kernel", f.item.clone(), true, true),
            ("device", f.item.clone(), false, true),
            ("kernel, kernelized", kernelize(&f.item, true), true, false),
            ("device, kernelized", kernelize(&f.item, false), false, false),
        ];
        for (what, item, kernel, as_written) in variants {
            let label = format!("{}:{} `{}` as #[{what}]", f.file, f.line, f.item.sig.ident);
            *current.lock().unwrap() = label.clone();
            inputs += 1;
            match run_one(&label, &item, kernel, as_written) {
                Outcome::Accepted(a) => {
                    translated += 1;
                    accepted.push(*a);
                }
                Outcome::Rejected => rejected += 1,
                Outcome::Failed(e) => failures.push(e),
            }
        }
    }
    {
        let mut s = stats.lock().unwrap();
        s.files += 1;
        s.functions += collect.out.len();
        s.inputs += inputs;
        s.translated += translated;
        s.rejected += rejected;
        s.failures.extend(failures);
    }
    *current.lock().unwrap() = format!("{name}: NVRTC");
    compile_file(nvrtc, accepted, stats);
}

#[test]
fn corpus() {
    let start = Instant::now();
    let percent: u64 =
        std::env::var("FERROCUDA_CORPUS_PERCENT").ok().and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_PERCENT);
    let filter = std::env::var("FERROCUDA_CORPUS_FILTER").ok();
    let crates = corpus_crates();
    let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
    assert!(!crates.is_empty() || !ci, "no crate of Cargo.lock in the cargo registry: no corpus");
    let mut files: Vec<(PathBuf, String)> = Vec::new();
    for dir in &crates {
        let mut found = Vec::new();
        rust_files(&dir.join("src"), &mut found);
        let krate = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for p in found {
            let rel = p.strip_prefix(dir).unwrap_or(&p).to_string_lossy().into_owned();
            let name = format!("{krate}/{rel}");
            if fnv(&name) % 100 < percent && filter.as_ref().is_none_or(|f| name.contains(f.as_str())) {
                files.push((p, name));
            }
        }
    }
    let nvrtc = match ferrocuda::nvrtc::nvrtc() {
        Ok(n) => Some(n),
        Err(e) if ci => panic!("NVRTC is required in CI: {e}"),
        Err(e) => {
            eprintln!("corpus: no NVRTC ({e}); translating only");
            None
        }
    };
    // Panics are caught and reported; the default hook would print each one.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));

    let stats = Arc::new(Mutex::new(Stats::default()));
    let files = Arc::new(files);
    let next = Arc::new(AtomicUsize::new(0));
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 8);
    let (done_tx, done_rx) = mpsc::channel::<usize>();
    let mut currents = Vec::new();
    for w in 0..workers {
        let current = Arc::new(Mutex::new(String::new()));
        currents.push(current.clone());
        let (stats, files, next, done_tx) = (stats.clone(), files.clone(), next.clone(), done_tx.clone());
        std::thread::Builder::new()
            .name(format!("corpus-{w}"))
            .spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((path, name)) = files.get(i) else { break };
                    run_file(path, name, nvrtc, &stats, &current);
                }
                let _ = done_tx.send(w);
            })
            .unwrap();
    }
    drop(done_tx);
    // A watchdog: a file whose inputs take longer than the deadline each is a hang.
    let mut finished = 0;
    let mut last_label: BTreeMap<usize, (String, Instant)> = BTreeMap::new();
    while finished < workers {
        match done_rx.recv_timeout(Duration::from_millis(200)) {
            Ok(_) => finished += 1,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                for (w, current) in currents.iter().enumerate() {
                    let label = current.lock().unwrap().clone();
                    let entry = last_label.entry(w).or_insert_with(|| (label.clone(), Instant::now()));
                    if entry.0 != label {
                        *entry = (label, Instant::now());
                    } else if entry.1.elapsed() > DEADLINE && !label.contains(": NVRTC") {
                        std::panic::set_hook(hook);
                        panic!("the translator hangs: {label} has run for more than {DEADLINE:?}");
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    std::panic::set_hook(hook);
    let s = stats.lock().unwrap();
    println!(
        "corpus: {} crates, {} files ({}% sampled, {} unparsable), {} functions, {} inputs: {} translated, {} rejected \
         with errors; NVRTC: {} compiled, {} skipped (calls outside the file), {} type conflicts left to rustc; \
         {} failures; {:.1} s",
        crates.len(),
        s.files,
        percent,
        s.unparsed_files,
        s.functions,
        s.inputs,
        s.translated,
        s.rejected,
        s.nvrtc_compiled,
        s.nvrtc_skipped,
        s.conflicts,
        s.failures.len(),
        start.elapsed().as_secs_f64()
    );
    assert!(s.failures.is_empty(), "{} failures:\n{}", s.failures.len(), s.failures.join("\n"));
}
