// What `#[derive(DeviceCopy)]` refuses: a struct without `#[repr(C)]`, generic structs,
// unit structs, enums, and fields of types kernels cannot copy.
use ferrocuda::DeviceCopy;

#[derive(Clone, Copy, DeviceCopy)]
struct NoRepr {
    x: f32,
}

#[derive(Clone, Copy, DeviceCopy)]
#[repr(C)]
struct Generic<T: Copy> {
    x: T,
}

#[derive(Clone, Copy, DeviceCopy)]
#[repr(C)]
struct Unit;

#[derive(Clone, Copy, DeviceCopy)]
#[repr(C)]
enum Tag {
    A,
    B,
}

#[derive(Clone, Copy, DeviceCopy)]
#[repr(C)]
struct HoldsRef {
    x: f32,
    r: &'static f32,
}

fn main() {}
