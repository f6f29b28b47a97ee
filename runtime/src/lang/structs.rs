//! Structs in kernels: what `#[derive(DeviceCopy)]` and `#[device] impl` generate.
//!
//! A derived struct's CUDA is a unit of its own, linked like a device function: the C++
//! struct with the field types and names the derive read, and `static_assert`s of its size,
//! alignment and every field's offset against what rustc computed (`size_of`, `align_of`,
//! `offset_of!`), so a layout C++ would make differently cannot compile. It is made once,
//! from those values, on first use. The methods of a `#[device] impl` block are units too,
//! registered under the struct's C++ name: the linker adds them wherever the struct is
//! linked (C++ finds a method by overloading on its receiver, so no caller names them).
//!
//! In the simulator, a kernel calls a method through [`DeviceMethod`] and an associated
//! function through [`DeviceAssoc`], keyed by a hash of the name ([`method_key`]), so that
//! the method's simulator body — not its host body — runs, with the kernel's thread.

use std::sync::OnceLock;

use crate::abi::unit::{DepFn, DeviceFnInfo, Uses};
use crate::backend::sim::ThreadCtx;
use crate::lang::scalar::DeviceCopy;

/// A type a field of a device struct may have: a [`DeviceCopy`] type or an array of them.
#[diagnostic::on_unimplemented(
    message = "a `DeviceCopy` struct cannot hold a field of type `{Self}`",
    label = "not a type kernels can copy",
    note = "fields are scalars (`bool`, integers, `f16`, `bf16`, `f32`, `f64`), arrays of them, and other \
            `#[derive(DeviceCopy)]` structs"
)]
pub trait DeviceField: Copy + 'static {
    /// The C++ type.
    fn cuda_type() -> String;
    /// The unit defining it (or a builtin type's, which defines nothing).
    fn unit() -> &'static DeviceFnInfo;
}

impl<T: DeviceCopy> DeviceField for T {
    fn cuda_type() -> String {
        T::CUDA_NAME.to_string()
    }
    fn unit() -> &'static DeviceFnInfo {
        T::__fc_unit()
    }
}

impl<T: DeviceField, const N: usize> DeviceField for [T; N] {
    fn cuda_type() -> String {
        crate::lang::consts::cuda_array_type(&T::cuda_type(), N)
    }
    fn unit() -> &'static DeviceFnInfo {
        T::unit()
    }
}

/// One field of a derived struct, as its C++ declares it.
#[doc(hidden)]
pub struct FieldLayout {
    /// The C++ name (a Rust name C++ reserves respelled).
    pub cpp: &'static str,
    pub cuda_type: String,
    /// Rust's size and alignment of the field's type.
    pub size: usize,
    pub align: usize,
}

/// The CUDA definition of a derived struct: a static of its `__fc_unit`, made on first use.
#[doc(hidden)]
pub struct StructDef {
    rust: &'static str,
    cpp: &'static str,
    deps: &'static [DepFn],
    info: OnceLock<DeviceFnInfo>,
}

impl StructDef {
    /// `deps`: the units of the field types, in order.
    pub const fn new(rust: &'static str, cpp: &'static str, deps: &'static [DepFn]) -> StructDef {
        StructDef { rust, cpp, deps, info: OnceLock::new() }
    }

    /// The unit, from the layout rustc computed.
    pub fn info(
        &'static self,
        fields: impl FnOnce() -> Vec<FieldLayout>,
        size: usize,
        align: usize,
    ) -> &'static DeviceFnInfo {
        self.info.get_or_init(|| {
            let (cpp, rust) = (self.cpp, self.rust);
            let fields = fields();
            let mut text = format!("struct alignas({align}) {cpp} {{\n");
            for f in &fields {
                text.push_str(&format!("    {} {};\n", f.cuda_type, f.cpp));
            }
            text.push_str("};\n");
            // Each field's type has Rust's size and alignment in C++ (a struct's own unit checks
            // its own), and both lay out a `#[repr(C)]` struct by the same rule: then the
            // offsets agree too (NVRTC has no `offsetof` to check them by).
            let check = |what: &str, cond: String| {
                format!(
                    "static_assert({cond}, \"the CUDA layout of `{rust}` differs from Rust's ({what}): \
                     mark the struct `#[repr(C)]`\");\n"
                )
            };
            text.push_str(&check("size", format!("sizeof({cpp}) == {size}")));
            text.push_str(&check("alignment", format!("alignof({cpp}) == {align}")));
            for f in &fields {
                let what = format!("the field `{}`", f.cpp);
                let member = format!("decltype(fc::declval<{cpp}>().{})", f.cpp);
                text.push_str(&check(
                    &what,
                    format!("sizeof({member}) == {} && alignof({member}) == {}", f.size, f.align),
                ));
            }
            // (The linker ends a declaration with `;`: an empty declaration after these.)
            DeviceFnInfo {
                name: self.rust,
                cpp_name: self.cpp,
                // Made once per struct: bounded by the program's types.
                declaration: Box::leak(text.into_boxed_str()),
                source: "",
                deps: self.deps,
                uses: Uses::NONE,
            }
        })
    }
}

/// A `#[device] impl` block's methods, under the C++ name of the type they are methods of.
#[doc(hidden)]
pub struct RegisteredImpl {
    /// The type's C++ name (`<T as DeviceCopy>::CUDA_NAME`).
    pub of: fn() -> &'static str,
    /// A unit per method.
    pub methods: &'static [DepFn],
}

inventory::collect!(RegisteredImpl);

/// The methods registered for the type whose C++ name is `cpp_name`: block by block, in the
/// order of each block's first method's C++ name (the registry's own order is the linker's,
/// and a translation unit must not depend on it: `ferrocuda-build` orders them alike), each
/// block's in its order.
pub(crate) fn impls_of(cpp_name: &str) -> impl Iterator<Item = DepFn> + '_ {
    let mut blocks: Vec<&'static RegisteredImpl> =
        inventory::iter::<RegisteredImpl>.into_iter().filter(move |r| (r.of)() == cpp_name).collect();
    blocks.sort_by_key(|r| r.methods.first().map(|m| m().cpp_name));
    blocks.into_iter().flat_map(|r| r.methods.iter().copied())
}

/// The key of a method or associated function by its name: 64 bits of FNV-1a, which the
/// macros compute alike.
pub const fn method_key(name: &str) -> u64 {
    let bytes = name.as_bytes();
    let mut h: u64 = 0xcbf29ce484222325;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u64;
        h = h.wrapping_mul(0x100000001b3);
        i += 1;
    }
    h
}

/// A method kernels may call on a value of this type, by the key of its name: one per method
/// of a `#[device] impl` block. The simulator calls it; on the GPU the method is C++'s.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `#[device]` method of this name",
    label = "kernels call the methods of `#[device] impl` blocks",
    note = "mark the `impl` block that defines the method `#[device]` (`#[device] impl {Self} {{ … }}`)"
)]
pub trait DeviceMethod<const NAME: u64>: Sized {
    /// The arguments after the receiver, as a tuple.
    type Args;
    /// The result.
    type Out;
    /// The method's simulator body.
    fn __fc_method(self, ctx: &ThreadCtx, args: Self::Args) -> Self::Out;
}

/// An associated function (`Vec3::new(…)`) kernels may call, by the key of its name.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `#[device]` associated function of this name",
    label = "kernels call the functions of `#[device] impl` blocks",
    note = "mark the `impl` block that defines the function `#[device]` (`#[device] impl {Self} {{ … }}`)"
)]
pub trait DeviceAssoc<const NAME: u64> {
    /// The arguments, as a tuple.
    type Args;
    /// The result.
    type Out;
    /// The function's simulator body.
    fn __fc_assoc(ctx: &ThreadCtx, args: Self::Args) -> Self::Out;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy)]
    #[repr(C)]
    struct P {
        pos: [f32; 3],
        mass: f32,
        id: u8,
    }

    #[test]
    fn layout_checks() {
        static DEF: StructDef = StructDef::new("P", "P_1", &[]);
        let info = DEF.info(
            || {
                vec![
                    FieldLayout { cpp: "pos", cuda_type: <[f32; 3]>::cuda_type(), size: 12, align: 4 },
                    FieldLayout { cpp: "mass", cuda_type: f32::cuda_type(), size: 4, align: 4 },
                    FieldLayout { cpp: "id", cuda_type: u8::cuda_type(), size: 1, align: 1 },
                ]
            },
            std::mem::size_of::<P>(),
            std::mem::align_of::<P>(),
        );
        let d = info.declaration;
        assert!(
            d.contains(
                "struct alignas(4) P_1 {\n    fc::array<float, 3ull> pos;\n    float mass;\n    unsigned char id;\n};"
            ),
            "{d}"
        );
        assert!(d.contains("sizeof(P_1) == 20"), "{d}");
        assert!(
            d.contains("sizeof(decltype(fc::declval<P_1>().id)) == 1 && alignof(decltype(fc::declval<P_1>().id)) == 1"),
            "{d}"
        );
    }

    #[test]
    fn keys_are_fnv() {
        assert_eq!(method_key(""), 0xcbf29ce484222325);
        assert_ne!(method_key("dot"), method_key("cross"));
    }
}
