//! A unit of CUDA text that generated code hands the runtime for a kernel to link: a
//! `#[device]` fn, a derived struct's definition, a module constant, or a type C++ already
//! has. The linker (`kernel/link.rs`) collects the units a kernel reaches through their
//! `deps` and fills the holes that name them.

/// How a kernel or device function finds the functions it calls.
pub type DepFn = fn() -> &'static DeviceFnInfo;

/// The generated CUDA of one `#[device] fn`.
#[derive(Debug)]
pub struct DeviceFnInfo {
    /// The Rust name.
    pub name: &'static str,
    /// The unique C++ name.
    pub cpp_name: &'static str,
    /// The C++ declaration, without `;`.
    pub declaration: &'static str,
    /// The C++ definition.
    pub source: &'static str,
    /// The functions it calls, indexed by its holes.
    pub deps: &'static [DepFn],
    /// What its body uses itself (not through the functions it calls).
    pub uses: Uses,
}

impl DeviceFnInfo {
    /// The unit of a type C++ already has (a scalar's, a prelude type's): its name, nothing
    /// to define.
    pub const fn builtin_type(cpp_name: &'static str) -> DeviceFnInfo {
        DeviceFnInfo { name: cpp_name, cpp_name, declaration: "", source: "", deps: &[], uses: Uses::NONE }
    }
}

/// What a kernel or device function needs of the machinery, by itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Uses {
    /// Shared memory, barriers or warp operations: the threads of a block must run together.
    pub cooperation: bool,
    /// The thread's place in the grid (`grid(n)`, `block_idx()`, `grid_dim()`,
    /// `thread_idx()`, …): a device fn that reads it is not called from a kernel's `_lanes`
    /// twins (see `KernelInfo::lanes`).
    pub position: bool,
    /// `dynamic_shared`: the launch must give dynamic shared memory.
    pub dynamic_shared: bool,
    /// Bytes of static shared memory (`shared_array`s) per block. A kernel's is the sum over
    /// the functions it reaches: each array is one allocation per block.
    pub static_shared: u32,
    /// Bytes of local arrays per thread. A kernel's is the sum over the functions it
    /// reaches, at least what any chain of calls needs: the simulator sizes its threads'
    /// stacks from it.
    pub local_bytes: u32,
}

impl Uses {
    /// Nothing.
    pub const NONE: Uses =
        Uses { cooperation: false, position: false, dynamic_shared: false, static_shared: 0, local_bytes: 0 };

    pub(crate) fn union(self, o: Uses) -> Uses {
        Uses {
            cooperation: self.cooperation || o.cooperation,
            position: self.position || o.position,
            dynamic_shared: self.dynamic_shared || o.dynamic_shared,
            static_shared: self.static_shared.saturating_add(o.static_shared),
            local_bytes: self.local_bytes.saturating_add(o.local_bytes),
        }
    }
}
