//! The struct types the prelude defines: foreign types kernels may use as they use a
//! `#[derive(DeviceCopy)]` struct, whose C++ (arithmetic, methods, associated functions) is
//! `ferrocuda.cuh`'s and whose `DeviceCopy` impl is the runtime's.

/// A type of the prelude, by the last segment of its Rust path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PreludeType {
    /// `Complex` (of `num_complex::Complex<f32>`).
    pub rust: &'static str,
    /// Its methods, as `#[device] impl` blocks' are spelled (`fc::m::name`).
    pub methods: &'static [&'static str],
    /// Its associated functions (`fc::a::Complex::name`).
    pub functions: &'static [&'static str],
    /// Its fields in order: a literal of it is its `new` of them.
    pub fields: &'static [&'static str],
    /// The cargo feature of ferrocuda that provides it.
    pub feature: &'static str,
}

pub const PRELUDE_TYPES: [PreludeType; 1] = [PreludeType {
    rust: "Complex",
    methods: &["conj", "norm_sqr", "norm", "arg", "inv", "exp", "scale", "unscale"],
    functions: &["new", "from_polar"],
    fields: &["re", "im"],
    feature: "num-complex",
}];

/// The prelude's type a path names (by its last segment: rustc resolves the rest).
pub fn prelude_type(path: &syn::Path) -> Option<&'static PreludeType> {
    let last = path.segments.last()?.ident.to_string();
    PRELUDE_TYPES.iter().find(|t| t.rust == last)
}
