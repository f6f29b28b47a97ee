//! The translator's units as the runtime's linker takes them: shared by the snapshot and
//! corpus tests, which link what `ferrocuda_codegen::translate_units` returns.

use std::sync::OnceLock;

use ferrocuda::__private::Linkable;
use ferrocuda_codegen::Unit;

/// A translated device function, with the functions it calls resolved.
pub struct Linked {
    pub unit: Unit,
    pub callees: OnceLock<Vec<&'static Linked>>,
}

impl Linked {
    /// `unit`, leaked (a test links it for the rest of the process), callees unresolved.
    pub fn leak(unit: Unit) -> &'static Linked {
        Box::leak(Box::new(Linked { unit, callees: OnceLock::new() }))
    }
}

impl Linkable for Linked {
    fn cpp_name(&self) -> &str {
        &self.unit.cpp_name
    }
    fn declaration(&self) -> &str {
        &self.unit.declaration
    }
    fn definition(&self) -> &str {
        &self.unit.source
    }
    fn callees(&self) -> Vec<&Self> {
        self.callees.get().cloned().unwrap_or_default()
    }
    // (Source files' units are functions: structs are linked from real kernels only.)
    fn impls(&self) -> Vec<&Self> {
        Vec::new()
    }
}
