//! The contract between generated device code and the host, both sides of which must agree
//! byte for byte: the CUDA prelude every module includes (`prelude.cuh`, its text and its
//! optional sections in `prelude.rs`), the panic record a failing thread fills in and its
//! messages (`panic.rs`: where a record is decoded), print records and their formatters
//! (`print.rs`), and the description of a piece of CUDA text that a kernel links (`unit.rs`:
//! a `#[device]` fn, a struct's definition, a constant).

pub(crate) mod panic;
pub(crate) mod prelude;
pub(crate) mod print;
pub(crate) mod unit;
