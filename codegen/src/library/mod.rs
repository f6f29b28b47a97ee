//! The kernel language's library, one declarative table per kind of builtin: methods and
//! `math` functions ([`methods`]), intrinsics with effects and the indexing builtins
//! ([`intrinsics`]), constants ([`constants`]). Every other part of the translator — lowering,
//! inference, both back ends, the error messages, the docs — reads these tables; none
//! names a builtin itself.

pub mod constants;
pub mod cuda_c;
pub mod intrinsics;
pub mod methods;
pub mod types;

pub use constants::*;
pub use intrinsics::{fixed_result, Builtin, Intrinsic, IntrinsicDef, Sig, SimCall, INTRINSICS, WARP_TYPES};
pub use methods::{ArgTy, Call, Half, Method, Ret, SimForm, METHODS};
pub use types::{prelude_type, PreludeType, PRELUDE_TYPES};

use crate::ty::{Scalar, Ty};

/// A method or `math` function resolved for a receiver: what inference and the back ends
/// need of its entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodDef {
    pub name: &'static str,
    pub call: Call,
    pub args: Vec<ArgTy>,
    /// The result for this receiver (for one only C++ knows: see `ret_rule`).
    pub ret: Ty,
    pub ret_rule: Ret,
    /// CUDA template: `{r}` the receiver, `{0}`, `{1}` the arguments, `{site}` the location.
    pub cuda: String,
    pub sim: SimForm,
    /// For a receiver only C++ knows: `fc::m::name`, whose overloads the function carries.
    pub generic: bool,
}

/// `recv.name(…)` (or `math::name(recv, …)`) for a receiver of known type.
pub fn lookup_method(call: Call, recv: Scalar, name: &str) -> Option<MethodDef> {
    let m = methods::lookup(call, recv, name)?;
    Some(MethodDef {
        name: m.name,
        call,
        args: m.args.to_vec(),
        ret: m.ret.ty(recv),
        ret_rule: m.ret,
        cuda: m.cuda_for(recv),
        sim: m.sim,
        generic: false,
    })
}

/// The same for a receiver whose type only C++ knows (the result of a `#[device]` fn): one
/// shape for every receiver type (the entries of a name agree on it), spelled through the
/// generated `fc::m::` overloads.
pub fn lookup_generic_method(call: Call, name: &str) -> Option<MethodDef> {
    let mut entries = methods::by_name(call, name);
    let first = entries.next()?;
    let may_panic = first.may_panic() || entries.any(|m| m.may_panic());
    let recv = first.types().next()?;
    Some(MethodDef {
        name: first.name,
        call,
        args: first.args.to_vec(),
        ret: first.ret.ty(recv),
        ret_rule: first.ret,
        cuda: methods::generic_cuda(first.name, first.args.len(), may_panic),
        sim: first.sim,
        generic: true,
    })
}
